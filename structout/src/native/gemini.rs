//! Gemini: the JSON Schema subset of `generationConfig.responseJsonSchema` for a constrained
//! reply, and the OpenAPI 3.0 subset (`Schema` object) of function declarations'
//! `parameters` and of the older `responseSchema`.
//!
//! `responseJsonSchema` rules: <https://ai.google.dev/gemini-api/docs/structured-output>
//! ("JSON schema support", "Limitations") and the field's reference,
//! <https://ai.google.dev/api/generate-content#FIELDS.response_json_schema> (the supported
//! keywords, `$ref` siblings, cyclic references), both read 2026-11.

use super::walk::{
    RefGraph, collapse_unit_enum, each_child, keep_formats, move_to_description,
    pattern_keys_as_values, resolve,
};
use super::{Provider, SchemaError};
use serde_json::{Map, Value, json};

/// Where the rules are written, for error messages.
const DOC: &str = "https://ai.google.dev/api/generate-content#FIELDS.response_json_schema";

/// "`format`: Specifies a syntax for the string, such as `date-time`, `date`, `time`".
const FORMATS: [&str; 3] = ["date-time", "date", "time"];

/// Keywords outside the reference's list ("only the following properties are supported:
/// `$id`, `$defs`, `$ref`, `$anchor`, `type`, `format`, `title`, `description`, `enum` (for
/// strings and numbers), `items`, `prefixItems`, `minItems`, `maxItems`, `minimum`,
/// `maximum`, `anyOf`, `oneOf` ..., `properties`, `additionalProperties`, `required`").
/// "The model ignores unsupported properties", so each moves into the description.
const DESCRIBED: [&str; 17] = [
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "pattern",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    "minProperties",
    "maxProperties",
    "propertyNames",
    "patternProperties",
    "default",
    "examples",
    "dependentRequired",
];

/// `schema` in the subset `responseJsonSchema` accepts.
pub(crate) fn schema(schema: &Value) -> Result<Value, SchemaError> {
    // "Cyclic references are unrolled to a limited degree and, as such, may only be used
    // within non-required properties. (Nullable properties are not sufficient.)"
    if let Some(path) = RefGraph::new(schema).cycle(true) {
        return Err(SchemaError::new(
            Provider::Gemini,
            path,
            format!(
                "the schema recurses through required properties only, and Gemini unrolls a cyclic reference only where it passes through a property that is not required ({DOC}); make the recursive field optional, e.g. `#[serde(default)]`"
            ),
        ));
    }
    let mut out = schema.clone();
    if let Value::Object(map) = &mut out {
        map.shift_remove("$schema");
    }
    rewrite(&mut out, "");
    Ok(out)
}

/// The request fragment: JSON output constrained by `responseJsonSchema` ("set the
/// `response_mime_type` ... to `application/json` and provide a `response_json_schema`";
/// the REST body spells them in camel case).
pub(crate) fn response_format(schema: &Value) -> Result<Value, SchemaError> {
    let schema = self::schema(schema)?;
    Ok(json!({"generationConfig": {
        "responseMimeType": "application/json",
        "responseJsonSchema": schema,
    }}))
}

/// Rewrites one subschema, then the subschemas inside it.
fn rewrite(schema: &mut Value, path: &str) {
    let Value::Object(map) = schema else {
        return;
    };
    collapse_unit_enum(map);
    // "`oneOf` (interpreted the same as `anyOf`)": written as what it means.
    if let Some(list) = map.shift_remove("oneOf") {
        map.insert("anyOf".into(), list);
    }
    const_as_enum(map);
    // `patternProperties` is not supported; `additionalProperties` "Can be a boolean or a
    // schema".
    pattern_keys_as_values(map);
    keep_formats(map, &FORMATS);
    for keyword in DESCRIBED {
        move_to_description(map, keyword);
    }
    ref_alone(map);
    // "When using structured outputs, the model will produce outputs in the same order as
    // the keys in the schema", but "Gemini 2.0 requires an explicit `propertyOrdering`
    // list": the property order is stated for every model.
    if let Some(Value::Object(properties)) = map.get("properties")
        && properties.len() > 1
    {
        let order = properties.keys().cloned().map(Value::String).collect();
        map.insert("propertyOrdering".into(), Value::Array(order));
    }
    let _ = each_child::<()>(map, path, &mut |sub, at| {
        rewrite(sub, at);
        Ok(())
    });
}

/// `const` is not in the supported list; a string or number `const` is a one-value `enum`
/// ("`enum` (for strings and numbers)"), anything else is described.
fn const_as_enum(map: &mut Map<String, Value>) {
    match map.get("const") {
        Some(value @ (Value::String(_) | Value::Number(_))) => {
            let value = value.clone();
            map.shift_remove("const");
            map.insert("enum".into(), json!([value]));
        }
        Some(_) => move_to_description(map, "const"),
        None => {}
    }
}

/// "If `$ref` is set on a sub-schema, no other properties, except for than those starting
/// as a `$`, may be set": the other keywords stay on a wrapper whose only branch is the
/// reference.
fn ref_alone(map: &mut Map<String, Value>) {
    if !map.contains_key("$ref") || map.keys().all(|k| k.starts_with('$')) {
        return;
    }
    let (reference, rest): (Map<String, Value>, Map<String, Value>) = std::mem::take(map)
        .into_iter()
        .partition(|(k, _)| k.starts_with('$'));
    *map = rest;
    map.insert("anyOf".into(), json!([reference]));
}

/// How deep references are inlined into the OpenAPI form before a recursive type is cut
/// short (the OpenAPI subset has no references).
const OPENAPI_DEPTH: usize = 32;

/// The formats the OpenAPI `Schema` object names ("for NUMBER type: float, double; for
/// INTEGER type: int32, int64", strings `date-time` and friends),
/// <https://ai.google.dev/api/caching#Schema>; schemars' `uint32` and the like are dropped.
const OPENAPI_FORMATS: [&str; 10] = [
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

/// `schema` in Gemini's OpenAPI 3.0 subset, as function declarations' `parameters` take it
/// (<https://ai.google.dev/api/caching#Schema>): local references inlined (a recursive type
/// is cut off at a fixed depth), `oneOf` as `anyOf`, `const` as a one-value `enum`, null
/// types as `nullable: true`, no `additionalProperties`, `title` or `$schema`, and
/// `propertyOrdering` so that keys keep their order.
pub(crate) fn openapi(schema: &Value) -> Value {
    openapi_node(schema, schema, 0)
}

fn openapi_node(schema: &Value, root: &Value, depth: usize) -> Value {
    if depth > OPENAPI_DEPTH {
        return json!({"type": "object"});
    }
    let Value::Object(src) = schema else {
        return json!({});
    };
    if let Some(reference) = src.get("$ref").and_then(Value::as_str) {
        let mut merged = resolve(root, reference)
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        for (k, v) in src {
            if k != "$ref" {
                merged.insert(k.clone(), v.clone());
            }
        }
        return openapi_node(&Value::Object(merged), root, depth + 1);
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
            "type" => nullable |= openapi_type(value, &mut out),
            "const" => {
                out.insert("enum".into(), json!([value]));
            }
            "properties" => openapi_properties(value, root, depth, &mut out),
            "items" => {
                out.insert("items".into(), openapi_node(value, root, depth + 1));
            }
            "anyOf" | "oneOf" => nullable |= openapi_union(value, root, depth, &mut out),
            _ => {
                out.insert(key.clone(), value.clone());
            }
        }
    }
    if nullable {
        out.insert("nullable".into(), Value::Bool(true));
    }
    if out
        .get("format")
        .and_then(Value::as_str)
        .is_some_and(|f| !OPENAPI_FORMATS.contains(&f))
    {
        out.shift_remove("format");
    }
    Value::Object(out)
}

/// Writes a type (a type list loses its `"null"`); whether the type allowed null.
fn openapi_type(value: &Value, out: &mut Map<String, Value>) -> bool {
    let Value::Array(types) = value else {
        out.insert("type".into(), value.clone());
        return false;
    };
    if let Some(first) = types.iter().find(|t| t.as_str() != Some("null")) {
        out.insert("type".into(), first.clone());
    }
    types.iter().any(|t| t.as_str() == Some("null"))
}

/// Writes the properties and their order.
fn openapi_properties(value: &Value, root: &Value, depth: usize, out: &mut Map<String, Value>) {
    let Value::Object(properties) = value else {
        return;
    };
    let converted: Map<String, Value> = properties
        .iter()
        .map(|(k, v)| (k.clone(), openapi_node(v, root, depth + 1)))
        .collect();
    let order = properties.keys().cloned().map(Value::String).collect();
    out.insert("propertyOrdering".into(), Value::Array(order));
    out.insert("properties".into(), Value::Object(converted));
}

/// Writes a union: a null branch becomes `nullable`, a single other branch is merged in
/// place; whether a branch was null.
fn openapi_union(value: &Value, root: &Value, depth: usize, out: &mut Map<String, Value>) -> bool {
    let Value::Array(list) = value else {
        return false;
    };
    let null = json!("null");
    let others: Vec<&Value> = list
        .iter()
        .filter(|s| s.get("type") != Some(&null))
        .collect();
    if let [only] = others.as_slice() {
        if let Value::Object(inner) = openapi_node(only, root, depth + 1) {
            for (k, v) in inner {
                out.entry(k).or_insert(v);
            }
        }
    } else {
        let branches = others.iter().map(|s| openapi_node(s, root, depth + 1));
        out.insert("anyOf".into(), Value::Array(branches.collect()));
    }
    others.len() < list.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_is_stated_and_refs_stand_alone() {
        let out = schema(&json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": {
                "title": {"type": "string", "maxLength": 80},
                "director": {"$ref": "#/$defs/Person", "description": "Who made it."},
            },
            "required": ["title", "director"],
            "$defs": {"Person": {"type": "object", "properties": {"name": {"type": "string"}}}},
        }))
        .unwrap();
        assert!(out.get("$schema").is_none());
        assert_eq!(out["propertyOrdering"], json!(["title", "director"]));
        assert_eq!(out["properties"]["title"]["description"], "Max length: 80.");
        let director = &out["properties"]["director"];
        assert_eq!(director["anyOf"], json!([{"$ref": "#/$defs/Person"}]));
        assert_eq!(director["description"], "Who made it.");
    }

    #[test]
    fn tags_become_enums_and_numeric_keys_take_additional_properties() {
        let out = schema(&json!({
            "type": "object",
            "properties": {
                "kind": {"type": "string", "const": "Circle"},
                "by_id": {"type": "object", "additionalProperties": false,
                          "patternProperties": {"^\\d+$": {"type": "string"}}},
            },
        }))
        .unwrap();
        assert_eq!(out["properties"]["kind"]["enum"], json!(["Circle"]));
        let by_id = &out["properties"]["by_id"];
        assert_eq!(by_id["additionalProperties"], json!({"type": "string"}));
        assert_eq!(by_id["description"], "Key pattern: ^\\d+$.");
    }

    #[test]
    fn recursion_must_pass_an_optional_property() {
        let required = json!({
            "type": "object",
            "properties": {"children": {"type": "array", "items": {"$ref": "#"}}},
            "required": ["children"],
        });
        let err = schema(&required).unwrap_err();
        assert_eq!(err.path(), "/properties/children/items/$ref");
        let optional = json!({
            "type": "object",
            "properties": {"children": {"type": "array", "items": {"$ref": "#"}}},
        });
        assert!(schema(&optional).is_ok());
    }

    #[test]
    fn openapi_inlines_and_marks_nullable() {
        let out = openapi(&json!({
            "type": "object",
            "properties": {"who": {"anyOf": [{"$ref": "#/$defs/P"}, {"type": "null"}]}},
            "$defs": {"P": {"type": "object", "properties": {"n": {"type": "integer", "format": "uint8"}}}},
        }));
        let who = &out["properties"]["who"];
        assert_eq!(who["nullable"], true);
        assert_eq!(who["properties"]["n"], json!({"type": "integer"}));
        assert!(out.get("$defs").is_none());
    }
}
