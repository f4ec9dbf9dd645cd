//! Anthropic's structured outputs: JSON outputs (`output_config.format`) and strict tools
//! (`"strict": true`), which share one schema subset and one set of limits.
//!
//! Every rule here is from <https://platform.claude.com/docs/en/build-with-claude/structured-outputs>
//! ("JSON Schema limitations", "Property ordering", "Schema complexity limits"), read
//! 2026-11; the supported and unsupported lists are quoted next to the rules they make.

use super::walk::{
    self, RefGraph, collapse_unit_enum, describe, each_child, is_object, keep_formats, map_entries,
    map_parts, move_to_description, require_for_order,
};
use super::{Provider, SchemaError};
use serde_json::{Map, Value, json};

/// Where the rules are written, for error messages.
const DOC: &str = "https://platform.claude.com/docs/en/build-with-claude/structured-outputs";

/// "String formats: `date-time`, `time`, `date`, `duration`, `email`, `hostname`, `uri`,
/// `ipv4`, `ipv6`, `uuid`"; the others are not checked, so the model reads them instead.
const FORMATS: [&str; 10] = [
    "date-time",
    "time",
    "date",
    "duration",
    "email",
    "hostname",
    "uri",
    "ipv4",
    "ipv6",
    "uuid",
];

/// "Not supported: numerical constraints (`minimum`, `maximum`, `multipleOf`, etc.), string
/// constraints (`minLength`, `maxLength`), array constraints beyond `minItems` of 0 or 1";
/// the remaining keywords are not in the supported list at all. Each moves into the
/// description, as Anthropic's own SDKs do ("How SDK transformation works").
const DESCRIBED: [&str; 21] = [
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "maxItems",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    "minProperties",
    "maxProperties",
    "propertyNames",
    "patternProperties",
    "dependentRequired",
    "if",
    "then",
    "else",
    "examples",
];

/// "Optional parameters: 24. Total optional parameters across all strict tool schemas and
/// JSON output schemas. Each parameter not listed in `required` counts toward this limit."
const MAX_OPTIONAL: usize = 24;

/// "Parameters with union types: 16. Total parameters that use `anyOf` or type arrays (e.g.,
/// `"type": ["string", "null"]`) across all strict schemas."
const MAX_UNIONS: usize = 16;

/// `schema` in the subset Anthropic's structured outputs accept.
pub(crate) fn schema(schema: &Value) -> Result<Value, SchemaError> {
    // "Not supported: Recursive schemas".
    if let Some(path) = RefGraph::new(schema).cycle(false) {
        return Err(error(
            path,
            format!(
                "the schema is recursive, and structured outputs take no recursive schema ({DOC})"
            ),
        ));
    }
    let mut out = schema.clone();
    if let Value::Object(map) = &mut out {
        map.shift_remove("$schema");
    }
    rewrite(&mut out, "")?;
    check_limits(&out)?;
    Ok(out)
}

/// The request fragment: `output_config.format` (generally available; the beta's
/// `output_format` and its header are no longer needed, says the same page).
pub(crate) fn response_format(schema: &Value) -> Result<Value, SchemaError> {
    let schema = self::schema(schema)?;
    Ok(json!({"output_config": {"format": {"type": "json_schema", "schema": schema}}}))
}

/// A strict tool definition: `{name, description, input_schema, "strict": true}` ("Set
/// `"strict": true` as a top-level property in your tool definition").
pub(crate) fn strict_tool(
    name: &str,
    description: &str,
    parameters: &Value,
) -> Result<Value, SchemaError> {
    let mut input_schema = schema(parameters)?;
    if let Value::Object(map) = &mut input_schema {
        map.shift_remove("title");
    }
    Ok(json!({
        "name": name,
        "description": description,
        "input_schema": input_schema,
        "strict": true,
    }))
}

/// Rewrites one subschema, then the subschemas inside it.
fn rewrite(schema: &mut Value, path: &str) -> Result<(), SchemaError> {
    let Value::Object(map) = schema else {
        return Ok(());
    };
    collapse_unit_enum(map);
    // "`anyOf` and `allOf`" are supported; `oneOf` is not listed. The unions structout
    // writes (tagged enums) have disjoint branches, so `anyOf` accepts the same values.
    if let Some(list) = map.shift_remove("oneOf") {
        map.insert("anyOf".into(), list);
    }
    // "`additionalProperties` ... must be set to `false` for objects": a map has no fixed
    // keys, so it becomes a list of entries.
    if let Some((key, value)) = map_parts(map) {
        let description = map.shift_remove("description");
        *map = map_entries(key, value);
        if let Some(Value::String(text)) = description {
            describe(map, &text);
        }
    }
    keep_formats(map, &FORMATS);
    for keyword in DESCRIBED {
        move_to_description(map, keyword);
    }
    limit_min_items(map);
    tuple_as_items(map);
    simple_pattern(map);
    check_enum(map, path)?;
    if is_object(map) {
        // "required properties appear first, followed by optional properties ... If
        // property order in the output is important to your application, ensure all
        // properties are marked as required".
        require_for_order(map);
        map.insert("additionalProperties".into(), Value::Bool(false));
    }
    each_child(map, path, &mut |sub, at| rewrite(sub, at))
}

/// "Array `minItems` (only values 0 and 1 supported)": a larger minimum becomes 1 and is
/// described.
fn limit_min_items(map: &mut Map<String, Value>) {
    if map
        .get("minItems")
        .and_then(Value::as_u64)
        .is_some_and(|n| n > 1)
    {
        move_to_description(map, "minItems");
        map.insert("minItems".into(), Value::from(1));
    }
}

/// A tuple (`prefixItems`, not in the supported list) becomes a list whose items are any of
/// the tuple's member types, the positions described.
fn tuple_as_items(map: &mut Map<String, Value>) {
    let Some(Value::Array(members)) = map.get("prefixItems").cloned() else {
        return;
    };
    move_to_description(map, "prefixItems");
    let mut distinct: Vec<Value> = Vec::new();
    for member in members {
        if !distinct.contains(&member) {
            distinct.push(member);
        }
    }
    let items = match <[Value; 1]>::try_from(distinct) {
        Ok([only]) => only,
        Err(several) => json!({ "anyOf": several }),
    };
    map.insert("items".into(), items);
}

/// "Pattern support (regex) ... NOT supported: backreferences, lookahead/lookbehind
/// assertions, word boundaries": such a pattern moves into the description.
fn simple_pattern(map: &mut Map<String, Value>) {
    const UNSUPPORTED: [&str; 6] = ["(?=", "(?!", "(?<=", "(?<!", "\\b", "\\B"];
    let Some(pattern) = map.get("pattern").and_then(Value::as_str) else {
        return;
    };
    let backreference = pattern
        .as_bytes()
        .windows(2)
        .any(|w| w[0] == b'\\' && w[1].is_ascii_digit() && w[1] != b'0');
    if backreference || UNSUPPORTED.iter().any(|u| pattern.contains(u)) {
        move_to_description(map, "pattern");
    }
}

/// "`enum` (strings, numbers, bools, or nulls only - no complex types)".
fn check_enum(map: &Map<String, Value>, path: &str) -> Result<(), SchemaError> {
    let complex = map
        .get("enum")
        .and_then(Value::as_array)
        .is_some_and(|values| values.iter().any(|v| v.is_object() || v.is_array()));
    if complex {
        return Err(error(
            walk::child(path, "enum"),
            format!(
                "an `enum` value is an object or a list, and enums take only strings, numbers, booleans and null ({DOC})"
            ),
        ));
    }
    Ok(())
}

/// The explicit complexity limits, counted over the whole schema. They apply to all strict
/// schemas of a request together, so a schema over them alone is always refused.
fn check_limits(schema: &Value) -> Result<(), SchemaError> {
    let mut count = Counts::default();
    count.add(schema);
    if count.optional > MAX_OPTIONAL {
        return Err(error(
            "",
            format!(
                "{} optional properties, and a request takes at most {MAX_OPTIONAL} across its strict schemas ({DOC}); make some required",
                count.optional
            ),
        ));
    }
    if count.unions > MAX_UNIONS {
        return Err(error(
            "",
            format!(
                "{} subschemas use `anyOf` or a type list (optional values and enums with data count), and a request takes at most {MAX_UNIONS} across its strict schemas ({DOC})",
                count.unions
            ),
        ));
    }
    Ok(())
}

/// Optional properties and union-typed subschemas, each definition counted once.
#[derive(Default)]
struct Counts {
    optional: usize,
    unions: usize,
}

impl Counts {
    fn add(&mut self, schema: &Value) {
        let Value::Object(map) = schema else {
            return;
        };
        if let Some(Value::Object(properties)) = map.get("properties") {
            let required = walk::required(map);
            self.optional += properties.keys().filter(|k| !required.contains(k)).count();
        }
        if map.contains_key("anyOf") || map.get("type").is_some_and(Value::is_array) {
            self.unions += 1;
        }
        for sub in walk::children(map, "") {
            self.add(sub.schema);
        }
    }
}

fn error(path: impl Into<String>, message: impl Into<String>) -> SchemaError {
    SchemaError::new(Provider::Anthropic, path, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_are_closed_and_constraints_described() {
        let out = schema(&json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": {"age": {"type": "integer", "format": "uint8", "minimum": 0, "maximum": 255}},
            "required": ["age"],
        }))
        .unwrap();
        assert!(out.get("$schema").is_none());
        assert_eq!(out["additionalProperties"], false);
        let age = &out["properties"]["age"];
        assert_eq!(
            age,
            &json!({"type": "integer", "description": "Minimum: 0. Maximum: 255."})
        );
    }

    #[test]
    fn optional_properties_before_a_required_one_become_required() {
        let out = schema(&json!({
            "type": "object",
            "properties": {"a": {"type": ["string", "null"]}, "b": {"type": "string"}, "c": {"type": "string"}},
            "required": ["b"],
        }))
        .unwrap();
        assert_eq!(out["required"], json!(["a", "b"]));
    }

    #[test]
    fn recursion_is_refused_with_its_path() {
        let err = schema(&json!({
            "type": "object",
            "properties": {"children": {"type": "array", "items": {"$ref": "#"}}},
        }))
        .unwrap_err();
        assert_eq!(err.provider(), Provider::Anthropic);
        assert_eq!(err.path(), "/properties/children/items/$ref");
        assert!(err.message().contains("recursive"), "{err}");
    }

    #[test]
    fn maps_become_entries_and_long_minimums_shrink() {
        let out = schema(&json!({
            "type": "object",
            "properties": {
                "scores": {"type": "object", "additionalProperties": {"type": "number"}},
                "names": {"type": "array", "items": {"type": "string"}, "minItems": 3},
            },
            "required": ["scores", "names"],
        }))
        .unwrap();
        let scores = &out["properties"]["scores"];
        assert_eq!(scores["type"], "array");
        assert_eq!(scores["items"]["required"], json!(["key", "value"]));
        assert_eq!(scores["items"]["additionalProperties"], false);
        assert_eq!(out["properties"]["names"]["minItems"], 1);
    }

    #[test]
    fn documented_unit_enums_become_one_enum() {
        let out = schema(&json!({"oneOf": [
            {"type": "string", "const": "Comedy", "description": "Funny."},
            {"type": "string", "enum": ["Horror"]},
        ]}))
        .unwrap();
        assert_eq!(out["enum"], json!(["Comedy", "Horror"]));
        assert_eq!(out["description"], "Comedy: Funny.");
    }

    #[test]
    fn too_many_optional_properties_are_refused() {
        let properties: Map<String, Value> = (0..25)
            .map(|i| (format!("p{i}"), json!({"type": "string"})))
            .collect();
        let err = schema(&json!({"type": "object", "properties": properties})).unwrap_err();
        assert!(err.message().contains("25 optional properties"), "{err}");
    }
}
