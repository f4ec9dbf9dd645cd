//! Any text through `Converter` with a few schemas: must return, never panic or hang.
//!
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run convert` (from `structout/`; see ../README.md).
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::json;
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
    }
});
