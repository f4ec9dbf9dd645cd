//! Any text through `ToolSet::convert`, and through `ToolSet::partial_parser` pushed in
//! chunks that may end inside a character's bytes' neighbourhood: must return, never panic
//! or hang, and the parser's `finish` is `convert`.
//!
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run tools` (from `structout/`; see ../README.md).
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::json;
use std::sync::OnceLock;
use structout::{ToolDefinition, ToolSet};

fn tools() -> &'static ToolSet {
    static TOOLS: OnceLock<ToolSet> = OnceLock::new();
    TOOLS.get_or_init(|| {
        ToolSet::new(vec![
            ToolDefinition {
                name: "search".into(),
                description: "Search.".into(),
                parameters: json!({"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}),
            },
            ToolDefinition {
                name: "crop".into(),
                description: "Crop.".into(),
                parameters: json!({"type": "object", "properties": {"id": {"type": "string"}, "box": {"type": "array", "items": {"type": "integer"}}}, "required": ["id"]}),
            },
        ])
        .unwrap_or_else(|_| ToolSet::new(Vec::new()).expect("an empty tool set is valid"))
    })
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let converted = tools().convert(text);
        // Chunks of 1 to 7 bytes, each moved forward to a character boundary.
        let mut parser = tools().partial_parser();
        let (mut at, mut size) = (0, 1);
        while at < text.len() {
            let mut end = (at + size).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            parser.push(&text[at..end]);
            let _ = (parser.tool(), parser.arguments());
            at = end;
            size = size % 7 + 1;
        }
        assert_eq!(parser.finish().ok(), converted.ok());
    }
});
