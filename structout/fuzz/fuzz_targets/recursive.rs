//! Any text through recursive schemas (a JSON-value union, two definitions naming each
//! other, unions of objects sharing their keys, `oneOf` and `anyOf`): each conversion must
//! return within its bound on work. A conversion that reaches it (`ErrorKind::WorkLimit`)
//! is a bug, and panics here so that the fuzzer keeps the input.
//!
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run recursive` (from `structout/`; see ../README.md). The
//! first byte picks the schema, the rest is the reply.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use std::sync::OnceLock;
use structout::{Converter, ErrorKind};

fn schemas() -> Vec<Value> {
    let json_value = json!({"$ref": "#/$defs/J", "$defs": {"J": {"anyOf": [
        {"type": "integer"}, {"type": "number"}, {"type": "boolean"}, {"type": "string"},
        {"type": "array", "items": {"$ref": "#/$defs/J"}},
        {"type": "object", "additionalProperties": {"$ref": "#/$defs/J"}}, {"type": "null"}]}}});
    let mutual = json!({"$ref": "#/$defs/A", "$defs": {
        "A": {"oneOf": [{"type": "integer"}, {"$ref": "#/$defs/B"},
                        {"type": "array", "items": {"$ref": "#/$defs/A"}}]},
        "B": {"anyOf": [{"type": "string"},
                        {"type": "object", "properties": {"a": {"$ref": "#/$defs/A"},
                                                          "b": {"$ref": "#/$defs/B"}}},
                        {"type": "array", "items": {"$ref": "#/$defs/B"}}]}}});
    let shared_keys = json!({"$ref": "#/$defs/T", "$defs": {"T": {"anyOf": [
        {"type": "object", "properties": {"id": {"type": "integer"}, "next": {"$ref": "#/$defs/T"},
                                          "children": {"type": "array", "items": {"$ref": "#/$defs/T"}}},
         "required": ["id"]},
        {"type": "object", "properties": {"name": {"type": "string"}, "next": {"$ref": "#/$defs/T"},
                                          "children": {"type": "array", "items": {"$ref": "#/$defs/T"}}}},
        {"type": "object", "properties": {"id": {"type": "string"}, "next": {"$ref": "#/$defs/T"}},
         "additionalProperties": false},
        {"type": "null"}]}}});
    let tagged = json!({"$ref": "#/$defs/E", "$defs": {"E": {"oneOf": [
        {"type": "object", "properties": {"op": {"const": "add"},
            "args": {"type": "array", "items": {"$ref": "#/$defs/E"}}}, "required": ["op", "args"]},
        {"type": "object", "properties": {"op": {"const": "neg"}, "arg": {"$ref": "#/$defs/E"}},
         "required": ["op", "arg"]},
        {"type": "number"}]}}});
    let lists = json!({"$ref": "#/$defs/L", "$defs": {"L": {"type": "array", "items": {
        "anyOf": [{"$ref": "#/$defs/L"}, {"type": "string"}, {"type": "integer"}]}}}});
    vec![json_value, mutual, shared_keys, tagged, lists]
}

fn converters() -> &'static [Converter] {
    static CONVERTERS: OnceLock<Vec<Converter>> = OnceLock::new();
    CONVERTERS.get_or_init(|| {
        schemas()
            .iter()
            .map(|s| Converter::new(s).expect("a valid schema"))
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let converters = converters();
    let converter = &converters[usize::from(pick) % converters.len()];
    for outcome in [
        converter.convert(text).err(),
        converter.convert_with_report(text).err(),
    ] {
        if let Some(err) = outcome {
            assert!(err.kind() != ErrorKind::WorkLimit, "{text:?}: {err}");
        }
    }
});
