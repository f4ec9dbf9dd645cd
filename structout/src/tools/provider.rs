//! Tool definitions in each provider's shape, with its schema dialect.

use super::ToolDefinition;
use crate::{Provider, SchemaError};
use serde_json::{Map, Value, json};

impl ToolDefinition {
    /// OpenAI Chat Completions: `{"type": "function", "function": {name, description,
    /// parameters}}`.
    #[must_use]
    pub fn to_openai(&self) -> Value {
        json!({
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": without_meta(&self.parameters),
            }
        })
    }

    /// OpenAI strict mode (`"strict": true`): the parameters in strict mode's subset of JSON
    /// Schema ([`Provider::OpenAi`]'s dialect: every object closed, every property required
    /// with the optional ones nullable, maps as lists of key/value entries, unsupported
    /// keywords moved into descriptions). Arguments then come back with `null` for an omitted
    /// optional value, which converts to `None`.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] when the parameters cannot be expressed in strict mode (a value of
    /// any type, a tuple, a size limit).
    pub fn to_openai_strict(&self) -> Result<Value, SchemaError> {
        let parameters = Provider::OpenAi.schema(&without_meta(&self.parameters))?;
        Ok(json!({
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": parameters,
                "strict": true,
            }
        }))
    }

    /// Anthropic Messages: `{name, description, input_schema}`.
    #[must_use]
    pub fn to_anthropic(&self) -> Value {
        json!({
            "name": self.name,
            "description": self.description,
            "input_schema": without_meta(&self.parameters),
        })
    }

    /// A Gemini function declaration: `{name, description, parameters}` with the parameters in
    /// Gemini's OpenAPI subset: local references inlined, `oneOf` as `anyOf`, `const` as a
    /// one-value `enum`, null types as `nullable: true`, no `additionalProperties`, `title`
    /// or `$schema`, and `propertyOrdering` so that keys keep their order.
    #[must_use]
    pub fn to_gemini(&self) -> Value {
        let root = self.parameters.clone();
        let parameters = gemini(&self.parameters, &root, 0);
        json!({
            "name": self.name,
            "description": self.description,
            "parameters": parameters,
        })
    }
}

/// The schema without `$schema` and the root `title` (names that only cost tokens).
fn without_meta(schema: &Value) -> Value {
    let mut schema = schema.clone();
    if let Value::Object(map) = &mut schema {
        map.shift_remove("$schema");
        map.shift_remove("title");
        if !map.contains_key("type") && !map.contains_key("$ref") {
            map.insert("type".into(), Value::String("object".into()));
        }
    }
    schema
}

/// Converts a schema to Gemini's dialect.
fn gemini(schema: &Value, root: &Value, depth: usize) -> Value {
    if depth > 32 {
        return json!({"type": "object"});
    }
    let Value::Object(src) = schema else {
        return json!({});
    };
    // Inline local references (recursion is cut at the depth limit).
    if let Some(r) = src.get("$ref").and_then(Value::as_str) {
        let target = r.strip_prefix('#').and_then(|p| {
            if p.is_empty() {
                Some(root)
            } else {
                root.pointer(p)
            }
        });
        let mut merged = target
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        for (k, v) in src {
            if k != "$ref" {
                merged.insert(k.clone(), v.clone());
            }
        }
        return gemini(&Value::Object(merged), root, depth + 1);
    }
    let mut out = Map::new();
    let mut nullable = false;
    for (key, value) in src {
        match key.as_str() {
            "$schema"
            | "$defs"
            | "definitions"
            | "title"
            | "additionalProperties"
            | "default"
            | "$id"
            | "examples" => {}
            "type" => match value {
                Value::Array(types) => {
                    nullable |= types.contains(&Value::String("null".into()));
                    let rest: Vec<&Value> = types
                        .iter()
                        .filter(|t| t.as_str() != Some("null"))
                        .collect();
                    if let Some(first) = rest.first() {
                        out.insert("type".into(), (*first).clone());
                    }
                }
                other => {
                    out.insert("type".into(), other.clone());
                }
            },
            "const" => {
                out.insert("enum".into(), json!([value]));
            }
            "properties" => {
                if let Value::Object(props) = value {
                    let mut converted = Map::new();
                    for (k, v) in props {
                        converted.insert(k.clone(), gemini(v, root, depth + 1));
                    }
                    out.insert(
                        "propertyOrdering".into(),
                        Value::Array(props.keys().map(|k| Value::String(k.clone())).collect()),
                    );
                    out.insert("properties".into(), Value::Object(converted));
                }
            }
            "items" => {
                out.insert("items".into(), gemini(value, root, depth + 1));
            }
            "anyOf" | "oneOf" => {
                if let Value::Array(list) = value {
                    let non_null: Vec<&Value> = list
                        .iter()
                        .filter(|s| s.get("type") != Some(&Value::String("null".into())))
                        .collect();
                    nullable |= non_null.len() < list.len();
                    if let [only] = non_null.as_slice() {
                        if let Value::Object(inner) = gemini(only, root, depth + 1) {
                            for (k, v) in inner {
                                out.entry(k).or_insert(v);
                            }
                        }
                    } else {
                        out.insert(
                            "anyOf".into(),
                            Value::Array(
                                non_null
                                    .iter()
                                    .map(|s| gemini(s, root, depth + 1))
                                    .collect(),
                            ),
                        );
                    }
                }
            }
            _ => {
                out.insert(key.clone(), value.clone());
            }
        }
    }
    if nullable {
        out.insert("nullable".into(), Value::Bool(true));
    }
    restrict_format(&mut out);
    Value::Object(out)
}

/// Drops `format` values providers reject (schemars' `uint32`, `int8`, ...).
fn restrict_format(map: &mut Map<String, Value>) {
    const KNOWN: [&str; 10] = [
        "date-time",
        "date",
        "time",
        "duration",
        "email",
        "uuid",
        "uri",
        "int32",
        "int64",
        "double",
    ];
    if map
        .get("format")
        .and_then(Value::as_str)
        .is_some_and(|f| !KNOWN.contains(&f))
    {
        map.shift_remove("format");
    }
}
