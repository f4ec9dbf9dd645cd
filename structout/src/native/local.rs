//! Local servers that turn a JSON Schema into a grammar: Ollama (`format`), the llama.cpp
//! server (`json_schema`) and vLLM (`response_format`).
//!
//! Ollama hands the schema to llama.cpp's converter: its runner passes `format` to
//! llama-server's `json_schema` field (`llm/llama_server.go` in ollama/ollama, 2026-08:
//! "JSON schemas are passed directly to llama-server via its json_schema field"), so the two
//! share one subset. That subset is llama.cpp's `grammars/README.md` ("JSON Schemas → GBNF",
//! known limitations) and its converter, `common/json-schema-to-grammar.cpp`. vLLM uses
//! xgrammar and falls back to llguidance for what xgrammar lacks
//! (<https://docs.vllm.ai/en/latest/features/structured_outputs/>); the keywords that would
//! force the fallback, or fail on a server pinned to xgrammar, are those of
//! `has_xgrammar_unsupported_json_features` in vllm's `backend_xgrammar.py`.

use super::walk::{
    self, collapse_unit_enum, each_child, is_object, keep_formats, move_to_description,
    pattern_keys_as_values, require_for_order, schema_name,
};
use super::{Provider, SchemaError};
use serde_json::{Map, Value, json};

/// What one server's converter takes.
struct Rules {
    /// String formats it enforces; the others are described.
    formats: &'static [&'static str],
    /// Keywords it skips or rejects, moved into the description.
    described: &'static [&'static str],
    /// Whether bounds on a `number` (not an `integer`) are skipped.
    integer_bounds_only: bool,
    /// Whether a `pattern` must be written `^...$`.
    anchored_patterns: bool,
}

/// llama.cpp, and through it Ollama. Formats: `date`, `time`, `date-time` and `uuid` are
/// the converter's string rules ("`string` formats lack `uri`, `email`"). Skipped or
/// refused: "No `patternProperties`", "`uniqueItems`", "`contains` / `minContains`", "`not`",
/// "Conditionals `if` / `then` / `else` / `dependentSchemas`"; `multipleOf`,
/// `minProperties`, `maxProperties` and `propertyNames` have no rule in the converter.
/// "`minimum`, `exclusiveMinimum`, `maximum`, `exclusiveMaximum`: only supported for
/// `"type": "integer"`"; "`pattern`s must start with `^` and end with `$`" (else the
/// conversion fails: "Pattern must start with '^' and end with '$'").
const LLAMA_CPP: Rules = Rules {
    formats: &["date", "time", "date-time", "uuid"],
    described: &[
        "uniqueItems",
        "contains",
        "minContains",
        "maxContains",
        "not",
        "if",
        "then",
        "else",
        "dependentSchemas",
        "dependentRequired",
        "patternProperties",
        "propertyNames",
        "multipleOf",
        "minProperties",
        "maxProperties",
    ],
    integer_bounds_only: true,
    anchored_patterns: true,
};

/// vLLM: the formats of `STRING_SUPPORTED_FORMATS` and the keywords xgrammar cannot enforce
/// (`multipleOf`, `uniqueItems`, `contains`, `minContains`, `maxContains`,
/// `patternProperties`, `propertyNames`), so that the schema compiles on either backend.
const VLLM: Rules = Rules {
    formats: &[
        "email",
        "date",
        "time",
        "date-time",
        "duration",
        "ipv4",
        "ipv6",
        "hostname",
        "uuid",
        "uri",
        "uri-reference",
        "uri-template",
        "json-pointer",
        "relative-json-pointer",
    ],
    described: &[
        "multipleOf",
        "uniqueItems",
        "contains",
        "minContains",
        "maxContains",
        "patternProperties",
        "propertyNames",
    ],
    integer_bounds_only: false,
    anchored_patterns: false,
};

/// `schema` in the subset `provider`'s grammar converter takes.
pub(crate) fn schema(provider: Provider, schema: &Value) -> Result<Value, SchemaError> {
    let rules = match provider {
        Provider::Vllm => &VLLM,
        _ => &LLAMA_CPP,
    };
    let mut out = root_as_definition(schema);
    if let Value::Object(map) = &mut out {
        map.shift_remove("$schema");
    }
    rewrite(rules, &mut out, "");
    Ok(out)
}

/// The request fragment for `provider`.
pub(crate) fn response_format(
    provider: Provider,
    name: &str,
    schema: &Value,
) -> Result<Value, SchemaError> {
    let schema = self::schema(provider, schema)?;
    Ok(match provider {
        // "Provide a JSON schema to the `format` field" of /api/chat and /api/generate,
        // https://docs.ollama.com/capabilities/structured-outputs.
        Provider::Ollama => json!({ "format": schema }),
        // "`json_schema`: Set a JSON schema for grammar-based sampling", /completion in
        // llama.cpp's tools/server/README.md.
        Provider::LlamaCpp => json!({ "json_schema": schema }),
        // vLLM's guide writes a JSON schema as the OpenAI `response_format` (its
        // `structured_outputs: {"json": ...}` is the same constraint as an extra parameter;
        // `guided_json` was removed in v0.12.0). The standard field needs no `extra_body`
        // in OpenAI clients, so it is the one used.
        _ => json!({"response_format": {
            "type": "json_schema",
            "json_schema": {"name": name, "schema": schema},
        }}),
    })
}

/// Rewrites one subschema, then the subschemas inside it.
fn rewrite(rules: &Rules, schema: &mut Value, path: &str) {
    let Value::Object(map) = schema else {
        return;
    };
    collapse_unit_enum(map);
    // llama.cpp reads `oneOf` as `anyOf`; llguidance converts `oneOf` "to `anyOf` only when
    // provably equivalent". The unions structout writes have disjoint branches.
    if let Some(list) = map.shift_remove("oneOf") {
        map.insert("anyOf".into(), list);
    }
    spread_properties(map);
    pattern_keys_as_values(map);
    keep_formats(map, rules.formats);
    for keyword in rules.described {
        move_to_description(map, keyword);
    }
    if rules.integer_bounds_only && !integer_only(map) {
        for keyword in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] {
            move_to_description(map, keyword);
        }
    }
    if rules.anchored_patterns
        && map
            .get("pattern")
            .and_then(Value::as_str)
            .is_some_and(|p| !(p.starts_with('^') && p.ends_with('$')))
    {
        move_to_description(map, "pattern");
    }
    if is_object(map) {
        // llama.cpp's converter writes the required properties first, then the optional
        // ones (`_build_object_rule`); making required every property before the last
        // required one keeps the order of `properties` there and on any other engine.
        require_for_order(map);
    }
    let _ = each_child::<()>(map, path, &mut |sub, at| {
        rewrite(rules, sub, at);
        Ok(())
    });
}

/// Whether the type is `integer`, alone or with `null` (llama.cpp converts a type list
/// branch by branch, each with the schema's bounds).
fn integer_only(map: &Map<String, Value>) -> bool {
    match map.get("type") {
        Some(Value::String(t)) => t == "integer",
        Some(Value::Array(types)) => {
            types.contains(&json!("integer")) && types.iter().all(|t| t == "integer" || t == "null")
        }
        _ => false,
    }
}

/// "Can't mix `properties` w/ `anyOf` / `oneOf` in the same type" (llama.cpp, issue 7703:
/// the union wins and the properties are lost). A struct with a flattened enum is written
/// that way, so its properties move into each branch, ahead of the branch's own.
fn spread_properties(map: &mut Map<String, Value>) {
    let Some(Value::Array(branches)) = map.get("anyOf") else {
        return;
    };
    if !map.contains_key("properties") || !branches.iter().all(|b| b.get("properties").is_some()) {
        return;
    }
    let Some(Value::Object(shared)) = map.shift_remove("properties") else {
        return;
    };
    let shared_required = walk::required(map);
    map.shift_remove("required");
    map.shift_remove("additionalProperties");
    let Some(Value::Array(branches)) = map.get_mut("anyOf") else {
        return;
    };
    for branch in branches.iter_mut().filter_map(Value::as_object_mut) {
        let mut properties = shared.clone();
        if let Some(Value::Object(own)) = branch.get("properties") {
            properties.extend(own.clone());
        }
        let mut required: Vec<Value> = shared_required.iter().cloned().map(Value::String).collect();
        required.extend(walk::required(branch).into_iter().map(Value::String));
        branch.insert("properties".into(), Value::Object(properties));
        branch.insert("required".into(), Value::Array(required));
    }
}

/// A recursive root (`{"$ref": "#"}` somewhere inside) moved into `$defs` and referenced
/// from there: llama.cpp resolves only references that start with `#/` ("Unsupported ref").
fn root_as_definition(schema: &Value) -> Value {
    let Value::Object(root) = schema else {
        return schema.clone();
    };
    if !refers_to_root(schema) {
        return schema.clone();
    }
    let mut body = root.clone();
    let mut defs = match body.shift_remove("$defs") {
        Some(Value::Object(defs)) => defs,
        _ => Map::new(),
    };
    let meta = body.shift_remove("$schema");
    let title = body.get("title").and_then(Value::as_str).unwrap_or("Root");
    let mut name = schema_name(title);
    while defs.contains_key(&name) {
        name.push('_');
    }
    let target = format!("#/$defs/{name}");
    let mut body = Value::Object(body);
    retarget_root_refs(&mut body, &target);
    defs.insert(name, body);
    for def in defs.values_mut() {
        retarget_root_refs(def, &target);
    }
    let mut out = Map::new();
    if let Some(meta) = meta {
        out.insert("$schema".into(), meta);
    }
    out.insert("$ref".into(), Value::String(target));
    out.insert("$defs".into(), Value::Object(defs));
    Value::Object(out)
}

/// Whether any subschema is `{"$ref": "#"}`.
fn refers_to_root(schema: &Value) -> bool {
    let Value::Object(map) = schema else {
        return false;
    };
    map.get("$ref").and_then(Value::as_str) == Some("#")
        || walk::children(map, "")
            .iter()
            .any(|c| refers_to_root(c.schema))
}

/// Points every `{"$ref": "#"}` under `schema` at `target`.
fn retarget_root_refs(schema: &mut Value, target: &str) {
    let Value::Object(map) = schema else {
        return;
    };
    if map.get("$ref").and_then(Value::as_str) == Some("#") {
        map.insert("$ref".into(), Value::String(target.to_owned()));
    }
    let _ = each_child::<()>(map, "", &mut |sub, _| {
        retarget_root_refs(sub, target);
        Ok(())
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recursive_root_moves_into_defs() {
        let out = schema(
            Provider::LlamaCpp,
            &json!({
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "title": "Tree",
                "type": "object",
                "properties": {"children": {"type": "array", "items": {"$ref": "#"}}},
                "required": ["children"],
            }),
        )
        .unwrap();
        assert_eq!(out["$ref"], "#/$defs/Tree");
        let tree = &out["$defs"]["Tree"];
        assert_eq!(
            tree["properties"]["children"]["items"]["$ref"],
            "#/$defs/Tree"
        );
        assert!(out.get("$schema").is_none());
    }

    #[test]
    fn llama_cpp_bounds_only_integers_and_anchored_patterns() {
        let out = schema(
            Provider::Ollama,
            &json!({
                "type": "object",
                "properties": {
                    "score": {"type": "number", "minimum": 0},
                    "count": {"type": "integer", "minimum": 0},
                    "code": {"type": "string", "pattern": "[A-Z]+"},
                    "mail": {"type": "string", "format": "email"},
                },
            }),
        )
        .unwrap();
        let p = &out["properties"];
        assert_eq!(
            p["score"],
            json!({"type": "number", "description": "Minimum: 0."})
        );
        assert_eq!(p["count"]["minimum"], 0);
        assert_eq!(p["code"]["description"], "Pattern: [A-Z]+.");
        assert_eq!(p["mail"]["description"], "Format: email.");
        let vllm = schema(
            Provider::Vllm,
            &json!({"type": "string", "format": "email"}),
        )
        .unwrap();
        assert_eq!(vllm["format"], "email");
    }

    #[test]
    fn shared_properties_spread_into_each_branch() {
        let out = schema(
            Provider::LlamaCpp,
            &json!({
                "type": "object",
                "properties": {"a": {"type": "integer"}},
                "required": ["a"],
                "oneOf": [
                    {"type": "object", "properties": {"kind": {"const": "X"}}, "required": ["kind"]},
                    {"type": "object", "properties": {"kind": {"const": "Y"}, "y": {"type": "string"}}, "required": ["kind", "y"]},
                ],
            }),
        )
        .unwrap();
        assert!(out.get("properties").is_none());
        let second = &out["anyOf"][1];
        assert_eq!(second["required"], json!(["a", "kind", "y"]));
        let keys: Vec<&String> = second["properties"].as_object().unwrap().keys().collect();
        assert_eq!(keys, ["a", "kind", "y"]);
    }

    #[test]
    fn fragments_use_each_servers_field() {
        let s = json!({"type": "string"});
        let ollama = response_format(Provider::Ollama, "x", &s).unwrap();
        assert_eq!(ollama, json!({"format": {"type": "string"}}));
        let llama = response_format(Provider::LlamaCpp, "x", &s).unwrap();
        assert_eq!(llama, json!({"json_schema": {"type": "string"}}));
        let vllm = response_format(Provider::Vllm, "x", &s).unwrap();
        assert_eq!(vllm["response_format"]["json_schema"]["name"], "x");
    }
}
