//! Any text through `ToolSet::convert`: must return, never panic or hang.
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
        let _ = tools().convert(text);
    }
});
