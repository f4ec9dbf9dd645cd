//! Tool definitions in each provider's shape, with its schema dialect.

use super::ToolDefinition;
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

    /// OpenAI strict mode (`"strict": true`): every object has `additionalProperties: false`
    /// and lists all its properties in `required`; properties that were optional become
    /// nullable; `default` is removed. Arguments then come back with `null` for an omitted
    /// optional value, which converts to `None`.
    #[must_use]
    pub fn to_openai_strict(&self) -> Value {
        let mut parameters = without_meta(&self.parameters);
        strictify(&mut parameters, 0);
        json!({
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": parameters,
                "strict": true,
            }
        })
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

    /// Anthropic Messages, strict tool use (`"strict": true`): `{name, description,
    /// input_schema, strict}` with the input schema in the subset Anthropic's structured
    /// outputs take (every object closed, constraints it does not check moved into the
    /// descriptions, no recursion), so that the call's input always fits the schema.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`](crate::SchemaError) when the parameters cannot be expressed (a
    /// recursive type, more optional or union-typed parameters than Anthropic allows).
    pub fn to_anthropic_strict(&self) -> Result<Value, crate::SchemaError> {
        crate::native::anthropic_strict_tool(&self.name, &self.description, &self.parameters)
    }

    /// A Gemini function declaration: `{name, description, parameters}` with the parameters in
    /// Gemini's OpenAPI subset: local references inlined, `oneOf` as `anyOf`, `const` as a
    /// one-value `enum`, null types as `nullable: true`, no `additionalProperties`, `title`
    /// or `$schema`, and `propertyOrdering` so that keys keep their order.
    #[must_use]
    pub fn to_gemini(&self) -> Value {
        let parameters = crate::native::gemini_openapi(&self.parameters);
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

/// Applies OpenAI's strict-mode rules to a schema and everything inside it.
fn strictify(schema: &mut Value, depth: usize) {
    if depth > 64 {
        return;
    }
    let Value::Object(map) = schema else {
        return;
    };
    map.shift_remove("default");
    restrict_format(map);
    if let Some(Value::Array(list)) = map.shift_remove("oneOf") {
        map.insert("anyOf".into(), Value::Array(list));
    }
    let is_object =
        map.get("type") == Some(&Value::String("object".into())) || map.contains_key("properties");
    if is_object {
        let required = super::required_params(&Value::Object(map.clone()));
        let mut all = Vec::new();
        if let Some(Value::Object(props)) = map.get_mut("properties") {
            for (key, prop) in props.iter_mut() {
                strictify(prop, depth + 1);
                if !required.contains(key) {
                    make_nullable(prop);
                }
                all.push(Value::String(key.clone()));
            }
        }
        map.insert("required".into(), Value::Array(all));
        map.insert("additionalProperties".into(), Value::Bool(false));
    }
    for key in ["items", "not"] {
        if let Some(sub) = map.get_mut(key) {
            strictify(sub, depth + 1);
        }
    }
    for key in ["anyOf", "allOf", "prefixItems"] {
        if let Some(Value::Array(list)) = map.get_mut(key) {
            for sub in list {
                strictify(sub, depth + 1);
            }
        }
    }
    for key in ["$defs", "definitions"] {
        if let Some(Value::Object(defs)) = map.get_mut(key) {
            for sub in defs.values_mut() {
                strictify(sub, depth + 1);
            }
        }
    }
}

/// `{"type": "T"}` → `{"type": ["T", "null"]}`; anything else → `anyOf` with null.
fn make_nullable(schema: &mut Value) {
    let Value::Object(map) = schema else {
        return;
    };
    match map.get_mut("type") {
        Some(Value::String(t)) if t != "null" => {
            let t = std::mem::take(t);
            map.insert("type".into(), json!([t, "null"]));
            if let Some(Value::Array(values)) = map.get_mut("enum")
                && !values.contains(&Value::Null)
            {
                values.push(Value::Null);
            }
        }
        Some(Value::Array(types)) => {
            if !types.contains(&Value::String("null".into())) {
                types.push(Value::String("null".into()));
            }
        }
        _ => {
            if let Some(Value::Array(list)) = map.get_mut("anyOf") {
                if !list
                    .iter()
                    .any(|s| s.get("type") == Some(&Value::String("null".into())))
                {
                    list.push(json!({"type": "null"}));
                }
            } else {
                let inner = std::mem::take(map);
                let description = inner.get("description").cloned();
                let mut wrapped = Map::new();
                if let Some(d) = description {
                    wrapped.insert("description".into(), d);
                }
                wrapped.insert(
                    "anyOf".into(),
                    json!([Value::Object(inner), {"type": "null"}]),
                );
                *map = wrapped;
            }
        }
    }
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
