//! Any text through `Converter` with a few schemas: must return, never panic or hang. And
//! valid JSON in a fence converts (schema `true`) to exactly what serde_json reads.
//!
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run convert` (from `structout/`; see ../README.md).
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use std::sync::OnceLock;
use structout::Converter;

fn converters() -> &'static [Converter] {
    static CONVERTERS: OnceLock<Vec<Converter>> = OnceLock::new();
    CONVERTERS.get_or_init(|| {
        [
            json!(true),
            json!({"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "array", "items": {"type": "string"}}}, "required": ["a"]}),
            json!({"type": "array", "items": {"type": "number"}, "minItems": 1}),
            json!({"type": "string", "enum": ["red", "green"]}),
            json!({"anyOf": [{"type": "boolean"}, {"type": "null"}, {"type": "string"}]}),
        ]
        .iter()
        .filter_map(|s| Converter::new(s).ok())
        .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        for converter in converters() {
            let _ = converter.convert(text);
        }
        fenced_json_reads_as_json(text);
    }
});

/// A conversion never means something else than valid JSON says (it may refuse it: a key
/// written twice with different values, a document type declaration).
fn fenced_json_reads_as_json(text: &str) {
    let Ok(value) = serde_json::from_str::<Value>(text) else {
        return;
    };
    if !(value.is_object() || value.is_array()) || text.contains("```") {
        return;
    }
    let reply = format!("Here it is:\n```json\n{text}\n```\nDone.");
    if let Ok(read) = converters()[0].convert(&reply) {
        assert!(same(&read, &value), "{reply}\n{read}\n{value}");
    }
}

/// Equal, floats within a relative 1e-15: serde_json's default float parse may be one unit
/// in the last place off the correctly rounded value that structout reads.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) if x.is_f64() || y.is_f64() => {
            let (x, y) = (x.as_f64().unwrap_or(f64::NAN), y.as_f64().unwrap_or(f64::NAN));
            x == y || (x - y).abs() <= 1e-15 * x.abs().max(y.abs())
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}
