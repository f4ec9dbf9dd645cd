//! Bad input gets an error, never a panic, a hang or a stack overflow: property tests over
//! arbitrary and JSON-like text, and pathological inputs that must finish.

use proptest::prelude::*;
use serde_json::json;
use structout::{Converter, Grammar, Provider, ToolDefinition, ToolSet};

fn tool_set() -> ToolSet {
    ToolSet::new(vec![
        ToolDefinition {
            name: "search".into(),
            description: "Search.".into(),
            parameters: json!({"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}),
        },
        ToolDefinition {
            name: "crop".into(),
            description: "Crop.".into(),
            parameters: json!({"type": "object", "properties": {"id": {"type": "string"}, "box": {"type": "array", "items": {"type": "integer"}}}, "required": ["id", "box"]}),
        },
    ])
    .expect("valid tools")
}

fn schemas() -> Vec<Converter> {
    [
        json!(true),
        json!({"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "array", "items": {"type": "string"}}}, "required": ["a"]}),
        json!({"type": "array", "items": {"type": "number"}}),
        json!({"type": "string", "enum": ["red", "green"]}),
        json!({"anyOf": [{"type": "boolean"}, {"type": "null"}, {"type": "string"}]}),
        // Dates, times, amounts and measures as people write them, and flags.
        json!({"type": "string", "format": "date"}),
        json!({"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"}),
        json!({"type": "number"}),
        json!({"type": "object", "properties": {"price_eur": {"type": "number"}, "length_cm": {"type": "number"}, "in_stock": {"type": "boolean"}, "due": {"type": "string", "format": "date"}}}),
    ]
    .iter()
    .map(|s| Converter::new(s).expect("valid schema"))
    .collect()
}

/// Text built from the pieces that steer the parser.
fn jsonish() -> impl Strategy<Value = String> {
    let piece = prop::sample::select(vec![
        "{",
        "}",
        "[",
        "]",
        "(",
        ")",
        "\"",
        "'",
        "`",
        "```",
        "```json\n",
        ":",
        ",",
        "\\",
        "\\\"",
        "//",
        "/*",
        "*/",
        "#",
        "\n",
        " ",
        "a",
        "key",
        "1",
        "-2.5e3",
        "true",
        "None",
        "NaN",
        "...",
        "<think>",
        "</think>",
        "<a>",
        "</a>",
        "- ",
        "1. ",
        "“",
        "”",
        "é",
        "\u{0}",
        "—",
        "¥",
        "€",
        "$",
        "/",
        ".",
        "12",
        "2025",
        "年",
        "月",
        "日",
        " pm",
        "h",
        " million",
        "k",
        "~~",
        "<del>",
        "\u{202f}",
        "%",
        " cm",
        "March ",
        "04/03/2025",
        "not ",
        "out of stock",
    ]);
    prop::collection::vec(piece, 0..64).prop_map(|parts| parts.concat())
}

proptest! {
    // PROPTEST_CASES=100000 for a longer search; 512 keeps the test suite quick.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(512),
        ..ProptestConfig::default()
    })]

    #[test]
    fn jsonish_text_never_panics(text in jsonish()) {
        for converter in schemas() {
            let _ = converter.convert(&text);
        }
    }

    #[test]
    fn tool_replies_never_panic(text in jsonish()) {
        let _ = tool_set().convert(&text);
    }

    /// A reply that opens with a comment line (`#`, `//`) and has a bracket its first value
    /// never reaches (`#\n2,\n2\n.</ /{{`, found by the fuzzer once comment lines were read
    /// as prose before the value).
    #[test]
    fn a_comment_before_a_value_never_panics(
        mark in prop_oneof![Just("#"), Just("//"), Just("# Order #5521")],
        body in "[0-9,.\n /<{\\[\\]}\"a-z:]{0,40}",
    ) {
        let text = format!("{mark}\n{body}");
        for converter in schemas() {
            let _ = converter.convert(&text);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,200}") {
        for converter in schemas() {
            let _ = converter.convert(&text);
        }
    }

    /// Any schema-like value, references that loop or lead nowhere included, is written in
    /// every provider's dialect and as a grammar, or refused: never a panic or a hang.
    #[test]
    fn dialects_and_grammars_never_panic(schema in schemaish()) {
        for provider in Provider::ALL {
            let _ = provider.schema(&schema);
            let _ = provider.response_format("t", &schema);
        }
        if let Ok(grammar) = Grammar::for_schema(&schema) {
            prop_assert!(!grammar.lark().is_empty() && !grammar.gbnf().is_empty());
        }
    }

    #[test]
    fn valid_json_round_trips(value in arb_json()) {
        let text = value.to_string();
        prop_assert_eq!(Converter::new(&json!(true)).unwrap().convert(&text).unwrap(), value);
    }
}

fn arb_json() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::from),
        any::<i64>().prop_map(serde_json::Value::from),
        "[a-z \"\\\\]{0,8}".prop_map(serde_json::Value::from),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(serde_json::Value::from),
            prop::collection::btree_map("[a-z]{1,4}", inner, 0..4)
                .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    })
}

/// JSON shaped like schemas: their keywords, with values of every kind, and references to
/// the root, to definitions that exist, loop or are missing.
fn schemaish() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(json!({"type": "string"})),
        Just(json!({"type": ["integer", "null"], "format": "uint8", "minimum": 0})),
        Just(json!({"$ref": "#"})),
        Just(json!({"$ref": "#/$defs/a"})),
        Just(json!({"$ref": "#/$defs/missing"})),
        Just(json!({"enum": ["x", 1, null]})),
        Just(json!({"const": "k"})),
        Just(json!(true)),
        Just(json!({})),
        Just(json!({"type": "object", "additionalProperties": {"type": "number"}})),
        Just(json!({"type": "array", "prefixItems": [{"type": "boolean"}]})),
        any::<i64>().prop_map(serde_json::Value::from),
    ];
    let schema = leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            prop::collection::btree_map("[a-c]", inner.clone(), 0..4).prop_map(|props| {
                let required: Vec<String> = props.keys().take(1).cloned().collect();
                json!({"type": "object", "properties": props, "required": required})
            }),
            inner
                .clone()
                .prop_map(|items| json!({"type": "array", "items": items, "minItems": 2})),
            prop::collection::vec(inner.clone(), 0..3).prop_map(|list| json!({"anyOf": list})),
            prop::collection::vec(inner.clone(), 0..3).prop_map(|list| json!({"oneOf": list})),
            prop::collection::vec(inner, 0..3).prop_map(|list| json!({"allOf": list})),
        ]
    });
    (schema.clone(), schema).prop_map(|(root, def)| {
        let mut root = root;
        if let Some(map) = root.as_object_mut() {
            map.insert("$defs".into(), json!({"a": def}));
        }
        root
    })
}

/// Inputs that defeat naive repairers: each must end with a value or an error.
#[test]
fn pathological_inputs_finish() {
    let n = 200_000;
    let inputs = [
        "[".repeat(n),
        "{".repeat(n),
        "\"".repeat(n),
        "{\"a\": \"".to_owned() + &"\\".repeat(n),
        "{\"a\":".repeat(n / 5),
        "```json\n".repeat(n / 8),
        "prose { more prose ".repeat(n / 19),
        "{\"a\": \"".to_owned() + &"x, ".repeat(n / 3),
        "{\"a\": \"".to_owned() + &"x, b: ".repeat(n / 6),
        "[\"a\" ".repeat(n / 5),
        "/*".repeat(n / 2),
        ", ".repeat(n / 2),
        "<think>".repeat(n / 7),
        "<a>".repeat(n / 3),
        "- item\n".repeat(n / 7),
        "\n".repeat(n),
    ];
    for converter in schemas() {
        for input in &inputs {
            let _ = converter.convert(input);
        }
    }
    let tools = tool_set();
    let agent_inputs = [
        "Action: search\nAction Input: x\n".repeat(n / 30),
        "<tool>search</tool>".repeat(n / 19),
        "<tool_input>".repeat(n / 12),
        "Final Answer:".repeat(n / 13),
        "{\"action\": \"search\", ".repeat(n / 21),
        "<search>".repeat(n / 8),
        "Action:\n".repeat(n / 8),
    ];
    for input in inputs.iter().chain(&agent_inputs) {
        let _ = tools.convert(input);
    }
}
