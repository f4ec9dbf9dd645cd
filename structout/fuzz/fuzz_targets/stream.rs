//! Any text, pushed in chunks whose sizes the input chooses, through `PartialParser` with a
//! few schemas: never a panic or a hang, every snapshot refines the next and the final value,
//! and `finish` equals `convert`.
//!
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run stream` (from `structout/`; see ../README.md).
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use std::sync::OnceLock;
use structout::Converter;

fn converters() -> &'static [Converter] {
    static CONVERTERS: OnceLock<Vec<Converter>> = OnceLock::new();
    CONVERTERS.get_or_init(|| {
        [
            json!({"type": "object"}),
            json!({"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "array", "items": {"type": "string"}}, "c": {"type": ["string", "null"]}}, "required": ["a"]}),
            json!({"type": "array", "items": {"type": "object", "properties": {"t": {"type": "string"}, "n": {"type": "number"}, "e": {"enum": ["x", "y"]}}}}),
            json!({"type": "array", "items": true}),
        ]
        .iter()
        .filter_map(|s| Converter::new(s).ok())
        .collect()
    })
}

fn refines(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Null, _) => true,
        (Value::Object(x), Value::Object(y)) => x
            .iter()
            .all(|(k, v)| y.get(k).is_some_and(|w| refines(v, w))),
        (Value::Array(x), Value::Array(y)) => {
            x.len() <= y.len() && x.iter().zip(y).all(|(v, w)| refines(v, w))
        }
        (Value::String(x), Value::String(y)) => y.starts_with(x.as_str()),
        _ => a == b,
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&size, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let size = usize::from(size % 16) + 1;
    for converter in converters() {
        let mut parser = converter.partial_parser();
        let mut last: Option<Value> = None;
        let mut at = 0;
        while at < text.len() {
            let mut end = (at + size).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            parser.push(&text[at..end]);
            at = end;
            if let Some(now) = parser.current() {
                if let Some(before) = &last {
                    assert!(refines(before, now), "{before} then {now}");
                }
                last = Some(now.clone());
            }
        }
        let expected = converter.convert(text);
        let finished = parser.finish();
        match (&expected, &finished) {
            (Ok(x), Ok(y)) => assert_eq!(x, y),
            (Err(_), Err(_)) => {}
            _ => panic!("finish {finished:?} but convert {expected:?}"),
        }
        if let (Some(last), Ok(value)) = (&last, &expected) {
            assert!(refines(last, value), "last {last}, final {value}");
        }
    }
});
