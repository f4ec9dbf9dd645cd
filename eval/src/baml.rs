//! BAML's output-format text (`{{ ctx.output_format }}`), rebuilt from the JSON Schema with
//! BAML's rules as its reference page documents them
//! (https://docs.boundaryml.com/ref/prompt-syntax/ctx-output-format): a prefix chosen by the
//! return type ("Answer in JSON using this schema:" for a class, "Answer with a JSON Array
//! using this schema:" for a list, "Answer with any of the categories:" for an enum), then the
//! type written as `key: type` lines with `//` description comments, `T or null` for an
//! optional value, `T[]` for a list of scalars, and enum values joined with `or`.

use serde_json::{Map, Value};

/// The BAML-style instruction for a schema.
pub fn output_format(root: &Value) -> String {
    let schema = resolve(root, root);
    if let Some(values) = enum_values(schema) {
        let name = schema
            .get("title")
            .and_then(Value::as_str)
            .unwrap_or("Answer");
        let lines: Vec<String> = values.iter().map(|v| format!("- {v}")).collect();
        return format!(
            "Answer with any of the categories:\n{name}\n----\n{}",
            lines.join("\n")
        );
    }
    if let Some(variants) = one_of(schema) {
        let rendered: Vec<String> = variants.iter().map(|v| render(root, v, 0)).collect();
        return format!(
            "Answer in JSON using any of these schemas:\n{}",
            rendered.join(" or\n")
        );
    }
    if schema.get("type").and_then(Value::as_str) == Some("array") {
        return format!(
            "Answer with a JSON Array using this schema:\n{}",
            render(root, schema, 0)
        );
    }
    format!(
        "Answer in JSON using this schema:\n{}",
        render(root, schema, 0)
    )
}

/// Follows a local `$ref` (`#/$defs/Name`) to its definition.
fn resolve<'a>(root: &'a Value, schema: &'a Value) -> &'a Value {
    let Some(pointer) = schema.get("$ref").and_then(Value::as_str) else {
        return schema;
    };
    pointer
        .strip_prefix('#')
        .and_then(|p| root.pointer(p))
        .map_or(schema, |target| resolve(root, target))
}

fn enum_values(schema: &Value) -> Option<Vec<String>> {
    let values = schema.get("enum")?.as_array()?;
    Some(
        values
            .iter()
            .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
            .collect(),
    )
}

fn one_of(schema: &Value) -> Option<&Vec<Value>> {
    schema
        .get("oneOf")
        .or_else(|| schema.get("anyOf"))?
        .as_array()
}

/// One type, indented at `depth` for the lines after the first.
fn render(root: &Value, schema: &Value, depth: usize) -> String {
    let schema = resolve(root, schema);
    if let Some(values) = enum_values(schema) {
        let quoted: Vec<String> = values.iter().map(|v| format!("\"{v}\"")).collect();
        return quoted.join(" or ");
    }
    if let Some(c) = schema.get("const") {
        return c.to_string();
    }
    if let Some(variants) = one_of(schema) {
        let parts: Vec<String> = variants.iter().map(|v| render(root, v, depth)).collect();
        return parts.join(" or ");
    }
    match type_names(schema).as_slice() {
        [one, null] | [null, one] if null == "null" => {
            let mut inner = schema.as_object().cloned().unwrap_or_default();
            inner.insert("type".into(), Value::String(one.clone()));
            format!("{} or null", render(root, &Value::Object(inner), depth))
        }
        [t] if t == "object" => object(root, schema, depth),
        [t] if t == "array" => array(root, schema, depth),
        [t] if t == "integer" => "int".into(),
        [t] if t == "number" => "float".into(),
        [t] if t == "boolean" => "bool".into(),
        [t] if t == "string" => "string".into(),
        [t] if t == "null" => "null".into(),
        _ => "any".into(),
    }
}

fn type_names(schema: &Value) -> Vec<String> {
    match schema.get("type") {
        Some(Value::String(t)) => vec![t.clone()],
        Some(Value::Array(ts)) => ts
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect(),
        _ => Vec::new(),
    }
}

fn object(root: &Value, schema: &Value, depth: usize) -> String {
    let empty = Map::new();
    let properties = schema
        .get("properties")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let pad = "  ".repeat(depth + 1);
    let mut out = String::from("{\n");
    for (key, property) in properties {
        let target = resolve(root, property);
        let described = property.get("description").or(target.get("description"));
        if let Some(text) = described.and_then(Value::as_str) {
            for line in text.lines() {
                out.push_str(&format!("{pad}// {line}\n"));
            }
        }
        out.push_str(&format!(
            "{pad}{key}: {},\n",
            render(root, property, depth + 1)
        ));
    }
    out.push_str(&"  ".repeat(depth));
    out.push('}');
    out
}

fn array(root: &Value, schema: &Value, depth: usize) -> String {
    let items = schema.get("items").map(|i| resolve(root, i));
    match items {
        Some(item) if type_names(item).first().map(String::as_str) == Some("object") => {
            let pad = "  ".repeat(depth + 1);
            format!(
                "[\n{pad}{}\n{}]",
                render(root, item, depth + 1),
                "  ".repeat(depth)
            )
        }
        Some(item) => {
            let inner = render(root, item, depth);
            if inner.contains(" or ") {
                format!("({inner})[]")
            } else {
                format!("{inner}[]")
            }
        }
        None => "any[]".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn class_with_ref_optional_and_list() {
        let schema = json!({
            "type": "object",
            "properties": {
                "name": {"type": "string", "description": "Full name."},
                "email": {"type": ["string", "null"]},
                "tags": {"type": "array", "items": {"type": "string"}},
                "level": {"$ref": "#/$defs/Level"}
            },
            "$defs": {"Level": {"type": "string", "enum": ["low", "high"]}}
        });
        assert_eq!(
            output_format(&schema),
            "Answer in JSON using this schema:\n{\n  // Full name.\n  name: string,\n  email: string or null,\n  tags: string[],\n  level: \"low\" or \"high\",\n}"
        );
    }

    #[test]
    fn top_level_enum_lists_categories() {
        let schema = json!({"title": "Mood", "type": "string", "enum": ["up", "down"]});
        assert_eq!(
            output_format(&schema),
            "Answer with any of the categories:\nMood\n----\n- up\n- down"
        );
    }
}
