//! Prompt instructions: the text that tells a model what shape of reply to write.
//!
//! Two styles describe a data value:
//!
//! - [`FormatStyle::JsonSchema`] embeds the JSON Schema. It is exact and the form that models
//!   tuned for structured output know best.
//! - [`FormatStyle::TypeSignature`] writes the type in a TypeScript-like notation with
//!   descriptions as `//` comments and enums as `"a" | "b"`. It carries the same information for
//!   the common cases in a fraction of the tokens.
//!
//! Both ask for bare JSON (no prose, no code fences) and list object keys in the schema's
//! order. Order matters: a model writes keys in the order it is shown them, so a `reasoning`
//! field placed before `answer` is written (and so "thought through") before the answer.
//!
//! [`FormatStyle::Brief`] is for a request whose shape a provider already constrains
//! ([`StructuredOutput::response_format`](crate::StructuredOutput::response_format), a
//! grammar): no schema, only what the documentation says about each field.
//!
//! The tool styles ([`FormatStyle::JsonAction`], [`FormatStyle::React`], [`FormatStyle::Xml`])
//! describe how to call tools; they apply to tool enums, and other types render them as
//! [`FormatStyle::JsonSchema`].

mod brief;
mod signature;

use serde_json::Value;

/// How `format()` describes the expected reply.
///
/// A derived type's default comes from `#[structout(format = "...")]`; any style can be asked
/// for at run time with [`StructuredOutput::format_as`](crate::StructuredOutput::format_as).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FormatStyle {
    /// Bare JSON that conforms to the embedded JSON Schema (the default for data types).
    JsonSchema,
    /// Bare JSON of a type written in a compact TypeScript-like notation.
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

/// The opening every data style shares.
const BARE_JSON: &str = "Reply with one JSON value and nothing else: no explanations, no comments, no markdown code fences.";

/// The instructions for replying with a value of `schema` in the given data `style`
/// (tool styles render as [`FormatStyle::JsonSchema`]).
pub(crate) fn instructions(schema: &Value, style: FormatStyle) -> String {
    match style {
        FormatStyle::Brief => brief::render(schema),
        FormatStyle::TypeSignature => {
            let signature = signature::render(schema);
            format!(
                "{BARE_JSON}\nThe JSON (RFC 8259) must be a value of type `{}` below, with object keys in the order shown. `//` comments describe the line after them; `?` marks an optional key.\n\n{}",
                signature.root, signature.text
            )
        }
        _ => {
            let pretty = serde_json::to_string_pretty(&prompt_schema(schema)).unwrap_or_default();
            format!(
                "{BARE_JSON}\nThe JSON (RFC 8259) must conform to this JSON Schema, with object keys in the order the schema lists them:\n{pretty}"
            )
        }
    }
}

/// The schema as shown to a model: without `$schema`, which only costs tokens, without the
/// numeric `format`s schemars writes for Rust's number types (`uint32`, `double`: a model has
/// no use for them; `minimum` and `maximum` say what matters), and with each schema's keywords
/// in schemars' reading order (`title` and `description` first). `schema()` keeps them all.
fn prompt_schema(schema: &Value) -> schemars::Schema {
    let mut shown = schema.clone();
    if let Value::Object(object) = &mut shown {
        object.shift_remove("$schema");
    }
    drop_numeric_formats(&mut shown);
    schemars::Schema::try_from(shown).unwrap_or_default()
}

/// The `format` values that describe a Rust number type rather than the text of a value.
pub(crate) const NUMERIC_FORMATS: &[&str] = &[
    "int", "int8", "int16", "int32", "int64", "int128", "uint", "uint8", "uint16", "uint32",
    "uint64", "uint128", "float", "double",
];

/// Removes numeric `format`s from every schema in `value`. A property called `format` is an
/// object, never one of these strings, so it stays; literal values (`const`, `enum`,
/// `default`, `examples`) are data, not schemas, and are left alone.
fn drop_numeric_formats(value: &mut Value) {
    match value {
        Value::Object(object) => {
            if object
                .get("format")
                .and_then(Value::as_str)
                .is_some_and(|format| NUMERIC_FORMATS.contains(&format))
            {
                object.shift_remove("format");
            }
            for (key, child) in object.iter_mut() {
                if !matches!(key.as_str(), "const" | "enum" | "default" | "examples") {
                    drop_numeric_formats(child);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(drop_numeric_formats),
        _ => {}
    }
}
