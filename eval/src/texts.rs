//! The instruction texts compared on the same tasks: structout's two data styles, and the
//! peers' texts rebuilt from how they ship them, each given the same JSON Schema (the one
//! `T::schema()` builds) so that only the wording and layout differ.

use serde_json::Value;
use structout::FormatStyle;

use crate::baml;
use crate::shape::Shape;

/// An instruction text under comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    /// `T::format_as(FormatStyle::TypeSignature)`, structout's default.
    TypeSignature,
    /// `T::format_as(FormatStyle::JsonSchema)`.
    JsonSchema,
    /// `T::format_as(FormatStyle::Brief)`: the text meant to go beside a constraint, so it
    /// is only run with the grammar on the sampler ([`Text::constrained_only`]).
    Brief,
    /// Spring AI's `BeanOutputConverter.getFormat()`.
    Spring,
    /// LangChain's `PydanticOutputParser.get_format_instructions()`.
    LangChain,
    /// BAML's `{{ ctx.output_format }}`.
    Baml,
}

impl Text {
    /// Every text, in the order of the report.
    pub const ALL: [Text; 6] = [
        Text::TypeSignature,
        Text::JsonSchema,
        Text::Brief,
        Text::Spring,
        Text::LangChain,
        Text::Baml,
    ];

    /// The id used on the command line and in the JSONL files.
    pub fn id(self) -> &'static str {
        match self {
            Text::JsonSchema => "structout_json_schema",
            Text::TypeSignature => "structout_type_signature",
            Text::Brief => "structout_brief",
            Text::Spring => "spring_bean",
            Text::LangChain => "langchain_pydantic",
            Text::Baml => "baml",
        }
    }

    /// Whether the text is structout's own (its constraint is the type's grammar; a peer's is
    /// the engine's converter of the JSON Schema).
    pub fn is_structout(self) -> bool {
        matches!(self, Text::TypeSignature | Text::JsonSchema | Text::Brief)
    }

    /// Whether the text only makes sense with a constraint on the sampler: it does not
    /// describe the shape.
    pub fn constrained_only(self) -> bool {
        self == Text::Brief
    }

    /// The text with this id, if any.
    pub fn from_id(id: &str) -> Option<Text> {
        Text::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The instruction for one type.
    pub fn render(self, shape: &Shape) -> String {
        match self {
            Text::JsonSchema => (shape.format)(FormatStyle::JsonSchema).to_owned(),
            Text::TypeSignature => (shape.format)(FormatStyle::TypeSignature).to_owned(),
            Text::Brief => (shape.format)(FormatStyle::Brief).to_owned(),
            Text::Spring => spring((shape.schema)()),
            Text::LangChain => langchain((shape.schema)()),
            Text::Baml => baml::output_format((shape.schema)()),
        }
    }
}

/// Spring AI's BeanOutputConverter: fixed sentences, then the schema pretty-printed by
/// Jackson (two-space indent, `"key" : value`) inside a bare triple-backtick fence. Text as
/// returned by `getFormat()` in spring-ai `BeanOutputConverter.java` (1.0 to 2.0; see
/// shared/notes/spring_langchain.md). ChatClient appends it after the user text with a line
/// separator.
fn spring(schema: &Value) -> String {
    format!(
        "Your response should be in JSON format.\n\
         Do not include any explanations, only provide a RFC8259 compliant JSON response following this format without deviation.\n\
         Do not include markdown code blocks in your response.\n\
         Remove the ```json markdown from the output.\n\
         Here is the JSON Schema instance your output must adhere to:\n\
         ```{}```\n",
        jackson_pretty(schema)
    )
}

/// LangChain's PydanticOutputParser: the schema with its top-level `title` and `type` removed,
/// dumped on one line by Python's `json.dumps` (`", "` and `": "` separators), after a
/// worked example of a right and a wrong instance. Text of `PYDANTIC_FORMAT_INSTRUCTIONS` in
/// langchain-core `output_parsers/format_instructions.py` (1.x), behaviour of
/// `PydanticOutputParser.get_format_instructions`.
fn langchain(schema: &Value) -> String {
    let mut reduced = schema.clone();
    if let Some(map) = reduced.as_object_mut() {
        map.remove("title");
        map.remove("type");
    }
    format!(
        "The output should be formatted as a JSON instance that conforms to the JSON schema below.\n\n\
         As an example, for the schema {{\"properties\": {{\"foo\": {{\"title\": \"Foo\", \"description\": \"a list of strings\", \"type\": \"array\", \"items\": {{\"type\": \"string\"}}}}}}, \"required\": [\"foo\"]}}\n\
         the object {{\"foo\": [\"bar\", \"baz\"]}} is a well-formatted instance of the schema. The object {{\"properties\": {{\"foo\": [\"bar\", \"baz\"]}}}} is not well-formatted.\n\n\
         Here is the output schema:\n```\n{}\n```",
        python_dumps(&reduced)
    )
}

/// JSON as Jackson's default pretty printer writes it: two-space indent, `" : "` between a
/// key and its value, `[ ]` and `{ }` for empty containers.
fn jackson_pretty(value: &Value) -> String {
    let mut out = String::new();
    write_jackson(value, 0, &mut out);
    out
}

fn write_jackson(value: &Value, depth: usize, out: &mut String) {
    let pad = |d: usize| "  ".repeat(d);
    match value {
        Value::Object(map) if map.is_empty() => out.push_str("{ }"),
        Value::Array(items) if items.is_empty() => out.push_str("[ ]"),
        Value::Object(map) => {
            out.push_str("{\n");
            for (i, (key, item)) in map.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                out.push_str(&Value::String(key.clone()).to_string());
                out.push_str(" : ");
                write_jackson(item, depth + 1, out);
                out.push_str(if i + 1 < map.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push('}');
        }
        // Jackson keeps arrays on one line with `[ a, b ]`.
        Value::Array(items) => {
            out.push_str("[ ");
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_jackson(item, depth + 1, out);
            }
            out.push_str(" ]");
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

/// JSON as Python's `json.dumps(value, ensure_ascii=False)` writes it: one line, `", "` and
/// `": "` separators.
fn python_dumps(value: &Value) -> String {
    match value {
        Value::Object(map) => {
            let items: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}: {}", Value::String(k.clone()), python_dumps(v)))
                .collect();
            format!("{{{}}}", items.join(", "))
        }
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(python_dumps).collect();
            format!("[{}]", items.join(", "))
        }
        scalar => scalar.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn jackson_and_python_layouts() {
        let value = json!({"a": [1, 2], "b": {}, "c": {"d": "x"}});
        assert_eq!(
            jackson_pretty(&value),
            "{\n  \"a\" : [ 1, 2 ],\n  \"b\" : { },\n  \"c\" : {\n    \"d\" : \"x\"\n  }\n}"
        );
        assert_eq!(
            python_dumps(&value),
            r#"{"a": [1, 2], "b": {}, "c": {"d": "x"}}"#
        );
    }

    #[test]
    fn langchain_drops_top_level_title_and_type_only() {
        let schema = json!({"title": "T", "type": "object", "properties": {"x": {"type": "string", "title": "X"}}});
        let text = langchain(&schema);
        assert!(text.ends_with(
            "```\n{\"properties\": {\"x\": {\"type\": \"string\", \"title\": \"X\"}}}\n```"
        ));
    }

    #[test]
    fn every_task_expects_a_value_of_its_type() {
        let shapes = crate::shape::all();
        let tasks = crate::tasks::all();
        assert!(tasks.len() >= 40);
        for task in &tasks {
            let shape = shapes.iter().find(|s| s.name == task.shape).unwrap();
            (shape.normalize)(&task.expected).unwrap();
            for text in Text::ALL {
                assert!(!text.render(shape).is_empty());
            }
        }
    }
}
