//! Prompt instructions: the text that tells a model what shape of reply to write.
//!
//! Two styles describe a data value, and both were chosen by measuring what small local
//! models write under them (the evaluation in `eval/`, against the texts of Spring AI,
//! LangChain and BAML):
//!
//! - [`FormatStyle::TypeSignature`] (the default) writes the type as the JSON it asks for,
//!   with types in place of values: quoted keys, `//` comments with the descriptions, enums as
//!   `"a" | "b"`, `T or null` for a nullable key. Half the size of the schema, and the replies
//!   under it are the most often right and the most often valid JSON as they stand.
//! - [`FormatStyle::JsonSchema`] embeds the JSON Schema, fenced, without `title`s, with
//!   definitions used once written in place and nullable keys listed as required, and ends
//!   by naming the reply's first key: without that, a small model copies the schema's
//!   envelope and writes the values inside `properties`.
//!
//! Both list object keys in the schema's order. Order matters: a model writes keys in the
//! order it is shown them, so a `reasoning` field placed before `answer` is written (and so
//! "thought through") before the answer. A bare enum is its list of values in both.
//!
//! [`FormatStyle::Brief`] is for a request whose shape a provider already constrains
//! ([`StructuredOutput::response_format`](crate::StructuredOutput::response_format), a
//! grammar): no schema, only what the documentation says about each field.
//!
//! The tool styles ([`FormatStyle::JsonAction`], [`FormatStyle::React`], [`FormatStyle::Xml`])
//! describe how to call tools; they apply to tool enums, and other types render them as
//! [`FormatStyle::JsonSchema`].

mod brief;
mod json_schema;
mod signature;

use serde_json::Value;

/// How `format()` describes the expected reply.
///
/// A derived type's default comes from `#[structout(format = "...")]`; any style can be asked
/// for at run time with [`StructuredOutput::format_as`](crate::StructuredOutput::format_as).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FormatStyle {
    /// JSON that conforms to the embedded JSON Schema.
    JsonSchema,
    /// JSON of a type written in a compact TypeScript-like notation (the default for data
    /// types).
    TypeSignature,
    /// Tool enums: one JSON object naming the tool and its arguments (the default for tools).
    JsonAction,
    /// Tool enums: `Thought:` / `Action:` / `Action Input:` lines, or `Final Answer:`.
    React,
    /// Tool enums: `<tool>` / `<tool_input>` tags, or `<final_answer>`.
    Xml,
    /// Beside a provider-native constraint, which carries the schema: one line asking for
    /// the value, then each documented field and enum value by its path. A fraction of the
    /// other styles' size.
    Brief,
}

impl FormatStyle {
    pub(crate) const COUNT: usize = 6;

    /// Whether the style describes tool calls (JSON action, ReAct, XML).
    #[must_use]
    pub fn is_tool_style(self) -> bool {
        matches!(
            self,
            FormatStyle::JsonAction | FormatStyle::React | FormatStyle::Xml
        )
    }

    pub(crate) fn index(self) -> usize {
        match self {
            FormatStyle::JsonSchema => 0,
            FormatStyle::TypeSignature => 1,
            FormatStyle::JsonAction => 2,
            FormatStyle::React => 3,
            FormatStyle::Xml => 4,
            FormatStyle::Brief => 5,
        }
    }
}

/// The instructions for replying with a value of `schema` in the given data `style`
/// (tool styles render as [`FormatStyle::JsonSchema`]).
pub(crate) fn instructions(schema: &Value, style: FormatStyle) -> String {
    match style {
        FormatStyle::Brief => brief::render(schema),
        // A bare enum's schema says no more than its values, and a small model given one in
        // a fence writes the schema back (three replies in four, measured): both data styles
        // list the values.
        FormatStyle::TypeSignature => type_signature(schema),
        _ if json_schema::is_enum(schema) => type_signature(schema),
        _ => {
            let noun = signature::render(schema).noun;
            // The opening of the reply, named after the schema: without it a small model
            // copies the schema's envelope and writes the values inside `properties`.
            let write = match json_schema::opening(schema) {
                Some(start) => format!("Write the {noun} itself, starting with `{start}`"),
                None => format!("Write the {noun} itself"),
            };
            format!(
                "Answer with one {noun} that follows this JSON Schema, and nothing else:\n```json\n{}\n```\n{write}, not its schema.",
                json_schema::render(schema)
            )
        }
    }
}

fn type_signature(schema: &Value) -> String {
    let signature = signature::render(schema);
    format!(
        "Answer with one {} of this type, and nothing else:\n{}",
        signature.noun,
        signature.text.trim_end()
    )
}
