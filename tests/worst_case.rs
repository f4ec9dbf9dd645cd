//! No schema and no reply makes a conversion slow: recursive unions (a JSON-like tree, two
//! definitions that name each other, unions of objects that share most keys) convert at any
//! depth, valid or messy, and never reach the bound on work ([`ErrorKind::WorkLimit`]).
//!
//! Before the coercion remembered its outcomes, each level of such a reply multiplied the
//! work by about 14: a reply of 238 bytes took minutes. These tests would hang then; the
//! timings are in the `recursive` benchmark group, not here.
//!
//! The property test draws its schemas and replies from a seed: `WORST_CASE_CASES=100000
//! cargo test --release --test worst_case` runs a longer search than CI's.

mod common;

use common::Rng;
use proptest::prelude::*;
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use structout::{Converter, ErrorKind, StructuredOutput};

/// A JSON-like tree, the shape of the issue that found the exponential case.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(untagged)]
enum Tree {
    Int(i64),
    Text(String),
    List(Vec<Tree>),
    Map(BTreeMap<String, Tree>),
}

/// Any JSON value, as one recursive definition (the schema of BAML's JSON-value tests).
fn json_value_schema() -> Value {
    json!({"$ref": "#/$defs/J", "$defs": {"J": {"anyOf": [
        {"type": "integer"}, {"type": "number"}, {"type": "boolean"}, {"type": "string"},
        {"type": "array", "items": {"$ref": "#/$defs/J"}},
        {"type": "object", "additionalProperties": {"$ref": "#/$defs/J"}},
        {"type": "null"}
    ]}}})
}

/// Maps nested `depth` deep, each beside a list: `{"k2": {"k1": 1, "l": [..]}, "l": [..]}`.
fn nested(depth: usize) -> Value {
    let mut value = json!(1);
    for level in 0..depth {
        let mut map = Map::new();
        map.insert(format!("k{level}"), value);
        map.insert("l".into(), json!([level, "a", [level]]));
        value = Value::Object(map);
    }
    value
}

/// `value` written as a model might: one key unquoted at each level, trailing commas,
/// single quotes, in a fence after a sentence.
fn messy(value: &Value) -> String {
    fn write(value: &Value, out: &mut String) {
        match value {
            Value::Object(map) => {
                out.push('{');
                for (n, (key, item)) in map.iter().enumerate() {
                    if n == 0 {
                        out.push_str(key);
                    } else {
                        out.push_str(&format!("'{key}'"));
                    }
                    out.push_str(": ");
                    write(item, out);
                    out.push_str(", ");
                }
                out.push('}');
            }
            Value::Array(items) => {
                out.push('[');
                for item in items {
                    write(item, out);
                    out.push_str(", ");
                }
                out.push(']');
            }
            Value::String(s) => out.push_str(&format!("'{s}'")),
            other => out.push_str(&other.to_string()),
        }
    }
    let mut out = String::from("Here it is:\n```json\n");
    write(value, &mut out);
    out.push_str("\n```");
    out
}

fn as_tree(value: &Value) -> Tree {
    serde_json::from_value(value.clone()).unwrap()
}

#[test]
fn a_recursive_untagged_enum_converts_at_every_depth() {
    for depth in 1..=12 {
        let value = nested(depth);
        let clean = value.to_string();
        assert_eq!(Tree::convert(&clean).unwrap(), as_tree(&value), "{clean}");
        let text = messy(&value);
        assert_eq!(Tree::convert(&text).unwrap(), as_tree(&value), "{text}");
        let report = Tree::convert_with_report(&text).unwrap();
        assert_eq!(report.value, as_tree(&value));
        assert!(!report.repairs.is_empty());
    }
}

#[test]
fn a_recursive_schema_converts_at_every_depth() {
    let converter = Converter::new(&json_value_schema()).unwrap();
    for depth in 1..=12 {
        let value = nested(depth);
        let clean = value.to_string();
        assert_eq!(converter.convert(&clean).unwrap(), value, "{clean}");
        let text = messy(&value);
        assert_eq!(converter.convert(&text).unwrap(), value, "{text}");
        // Paths are written for a report: each repair is placed where it was made, however
        // deep, though the outcome below was worked out once.
        let report = converter.convert_with_report(&text).unwrap();
        assert_eq!(report.value, value);
        let deepest = report.repairs.iter().map(|r| r.path.len()).max().unwrap();
        assert!(
            deepest >= depth.saturating_sub(1) * 3,
            "{depth}: {:?}",
            report.repairs
        );
    }
}

#[test]
fn a_deep_miss_is_named_where_it_is() {
    // Two definitions naming each other; the wrong value sits deep inside.
    let schema = json!({"$ref": "#/$defs/A", "$defs": {
        "A": {"type": "object", "properties": {"b": {"$ref": "#/$defs/B"}, "n": {"type": "integer"}},
              "required": ["n"], "additionalProperties": false},
        "B": {"anyOf": [{"type": "null"}, {"$ref": "#/$defs/A"},
                        {"type": "array", "items": {"$ref": "#/$defs/A"}}]}
    }});
    let converter = Converter::new(&schema).unwrap();
    let mut text = String::from("{\"n\": \"seven\"}");
    for _ in 0..10 {
        text = format!("{{\"n\": 1, \"b\": [{text}]}}");
    }
    let err = converter.convert(&text).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Mismatch, "{err}");
    assert_eq!(err.path(), ".b[0]".repeat(10) + ".n", "{err}");
}

/// A pair of definitions naming each other, drawn from `rng`, and a value for it.
struct Drawn {
    schema: Value,
    value: Value,
}

const KEYS: [&str; 5] = ["id", "name", "children", "next", "value"];

fn reference(rng: &mut Rng) -> Value {
    json!({"$ref": if rng.next(2) == 0 { "#/$defs/A" } else { "#/$defs/B" }})
}

fn scalar_schema(rng: &mut Rng) -> Value {
    let types = ["integer", "number", "string", "boolean", "null"];
    json!({"type": types[rng.next(types.len())]})
}

/// One variant of a definition's union; `A`'s may be `B` itself (never the other way: a
/// definition that is one of its own variants has no meaning).
fn variant(rng: &mut Rng, a: bool) -> Value {
    match rng.next(7) {
        0 | 1 => scalar_schema(rng),
        2 => json!({"type": "array", "items": reference(rng)}),
        3 => json!({"type": "object", "additionalProperties": reference(rng)}),
        4 if a => json!({"$ref": "#/$defs/B"}),
        4 => scalar_schema(rng),
        // Objects over a few shared keys, so that several variants take the same object.
        _ => {
            let mut properties = Map::new();
            let mut required = Vec::new();
            for key in KEYS {
                if rng.next(2) == 0 {
                    let schema = if rng.next(2) == 0 {
                        reference(rng)
                    } else {
                        scalar_schema(rng)
                    };
                    properties.insert(key.into(), schema);
                    if rng.next(2) == 0 {
                        required.push(key);
                    }
                }
            }
            json!({"type": "object", "properties": properties, "required": required})
        }
    }
}

fn definition(rng: &mut Rng, a: bool) -> Value {
    let variants: Vec<Value> = (0..2 + rng.next(4)).map(|_| variant(rng, a)).collect();
    match rng.next(3) {
        0 => json!({"oneOf": variants}),
        _ => json!({"anyOf": variants}),
    }
}

/// A value drawn for `schema`, nesting at most `depth` more levels (then scalars only,
/// where the schema has them; else whatever it takes, which may not fit).
fn value_for(schema: &Value, defs: &Value, rng: &mut Rng, depth: usize) -> Value {
    if let Some(name) = schema["$ref"].as_str() {
        let def = &defs[name.trim_start_matches("#/$defs/")];
        return value_for(def, defs, rng, depth.saturating_sub(1));
    }
    if let Some(variants) = schema.get("anyOf").or(schema.get("oneOf")) {
        let variants = variants.as_array().unwrap();
        let scalars: Vec<&Value> = variants
            .iter()
            .filter(|v| v.get("$ref").is_none() && v["type"] != "array" && v["type"] != "object")
            .collect();
        let pick = if depth == 0 && !scalars.is_empty() {
            scalars[rng.next(scalars.len())]
        } else {
            &variants[rng.next(variants.len())]
        };
        return value_for(pick, defs, rng, depth);
    }
    match schema["type"].as_str() {
        Some("integer") => json!(rng.next(1000) as i64 - 500),
        Some("number") => json!(rng.next(1000) as f64 / 8.0 + 0.5),
        Some("string") => json!(["Ada", "x y", "", "42", "true", "[a]"][rng.next(6)]),
        Some("boolean") => json!(rng.next(2) == 0),
        Some("array") if depth > 0 => (0..rng.next(4))
            .map(|_| value_for(&schema["items"], defs, rng, depth - 1))
            .collect(),
        Some("object") if depth > 0 => {
            let mut map = Map::new();
            if let Some(props) = schema["properties"].as_object() {
                for (key, prop) in props {
                    if rng.next(3) != 0 {
                        map.insert(key.clone(), value_for(prop, defs, rng, depth - 1));
                    }
                }
            } else {
                for key in KEYS.iter().take(rng.next(4)) {
                    let extra = &schema["additionalProperties"];
                    map.insert((*key).into(), value_for(extra, defs, rng, depth - 1));
                }
            }
            Value::Object(map)
        }
        Some("array") => json!([]),
        Some("object") => json!({}),
        _ => Value::Null,
    }
}

fn draw(seed: u64) -> Drawn {
    let mut rng = Rng(seed | 1);
    let defs = json!({"A": definition(&mut rng, true), "B": definition(&mut rng, false)});
    let schema = json!({"$ref": "#/$defs/A", "$defs": defs});
    let depth = 2 + rng.next(6);
    let value = value_for(&schema, &schema["$defs"], &mut rng, depth);
    Drawn { schema, value }
}

/// `value` as text: clean, pretty, messy, or cut off.
fn written(value: &Value, rng: &mut Rng) -> String {
    match rng.next(4) {
        0 => value.to_string(),
        1 => serde_json::to_string_pretty(value).unwrap(),
        2 => messy(value),
        _ => {
            let text = value.to_string();
            let mut cut = rng.next(text.len() + 1);
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            text[..cut].to_owned()
        }
    }
}

fn cases() -> u32 {
    std::env::var("WORST_CASE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    /// Whatever the recursive schema and the reply, the conversion stays within its bound
    /// on work, and what it returns is valid (an independent validator says so).
    #[test]
    fn recursive_schemas_stay_within_the_bound(seed in any::<u64>()) {
        let Drawn { schema, value } = draw(seed);
        let converter = Converter::new(&schema).expect("a valid schema");
        let oracle = jsonschema::draft202012::new(&schema).expect("a valid schema");
        let mut rng = Rng(seed.rotate_left(17) | 1);
        let text = written(&value, &mut rng);
        for outcome in [converter.convert(&text), converter.convert_with_report(&text).map(|c| c.value)] {
            match outcome {
                Ok(returned) => prop_assert!(
                    oracle.is_valid(&returned),
                    "{schema}\n{text:?} gave {returned}, which is not valid"
                ),
                Err(err) => prop_assert!(
                    err.kind() != ErrorKind::WorkLimit,
                    "{schema}\n{text:?}: {err}"
                ),
            }
        }
    }
}

/// Prose that names a value again and again is read up to a bound (the first 64 places):
/// the same value throughout converts, a value given only as an example is never the answer
/// however often it is named, and one named past the bound is not read (refused, not
/// guessed). The time these take is in the probe of the closing note, not asserted here.
#[test]
fn prose_naming_a_value_many_times_is_read_to_a_bound() {
    assert_eq!(
        structout::convert::<f64>(&"42 ".repeat(20_000)).unwrap(),
        42.0
    );
    let labels =
        Converter::new(&json!({"type": "string", "enum": ["positive", "negative"]})).unwrap();
    assert_eq!(
        labels.convert(&"positive ".repeat(20_000)).unwrap(),
        json!("positive")
    );
    for n in [10, 100, 1000] {
        let examples = "For example, 40. ".repeat(n);
        assert!(structout::convert::<f64>(&examples).is_err(), "{n}");
        let then = format!("{examples}The answer is 42.");
        match structout::convert::<f64>(&then) {
            Ok(v) => assert_eq!(v, 42.0, "{n}"),
            Err(_) => assert!(n > 63, "{n}: refused within the bound"),
        }
    }
}

/// The light readings of this session's rules stay linear in a long reply: a markdown list of
/// 50,000 `key: value` items (each key checked against the others once), a reply that opens
/// with yes followed by 50,000 words, a record beside 20,000 sentences that name its fields
/// and dates. Each converts or is refused; the time is in the closing note's probe.
#[test]
fn long_light_replies_are_read_in_linear_work() {
    let items: String = (0..50_000)
        .map(|n| format!("- key{n}: value {n}\n"))
        .collect();
    let record = Converter::new(&json!({"type": "object",
        "properties": {"key1": {"type": "string"}}, "required": ["key1"]}))
    .unwrap();
    assert!(record.convert(&items).is_ok());
    let yes = format!("Yes — {}", "the store is open ".repeat(12_500));
    assert!(structout::convert::<bool>(&yes).unwrap());
    let due = Converter::new(&json!({"type": "object", "properties": {
        "due_date": {"type": "string", "format": "date"}, "count": {"type": "integer"},
        "names": {"type": "array", "items": {"type": "string"}}}}))
    .unwrap();
    let reply = format!(
        "{{\"due_date\": \"2025-04-15\", \"count\": 1, \"names\": [\"a\"]}}\n\n{}",
        "The due date is April 15 and the count is 1. ".repeat(20_000)
    );
    let _ = due.convert(&reply);
}

/// A reply of many header-addressed messages (`to=user<|message|>…<|eot|>`, to a tool, to the
/// model itself), or of any family's call opener many times over, streams through the tool
/// parser with each byte read a bounded number of
/// times, whatever the chunk size, and `finish` agrees with `convert`. (A loop that re-read
/// the same marker once hung here.) The time is in the closing note's probe, not asserted.
#[test]
fn many_addressed_messages_stream_to_the_end() {
    let tools = structout::ToolSet::new(vec![structout::ToolDefinition {
        name: "bash".into(),
        description: "Run a command.".into(),
        parameters: json!({"type": "object", "properties": {"command": {"type": "string"}}}),
    }])
    .unwrap();
    for unit in [
        " to=user<|message|>hi<|eot|>",
        " to=self<|message|>thinking<|eom|><|start|>assistant",
        "<|message|>",
        " to=user<|message|><|message|><|message|>",
        "to=user<|message|><atem:invoke name=\"bash\">",
        // Openers of the later families, never closed or closed wrongly, many times over.
        ">>>bash\n{\"command\": \"ls\"}",
        ">>>bash",
        "<function name=\"bash\"><param name=\"command\"><![CDATA[",
        "<invoke name=\"bash\"><a><b>",
        "<minimax:tool_call><invoke name=\"bash\"><command>ls</command></invoke>",
        "<function_calls>\nbash(command='ls')\n",
        "<start_function_call>call:bash{command:<escape>",
        "[TOOL_CALLS]bash{",
        "<tool_call>bash<param_key>command</param_key><param_value>",
        "invoke name=\"",
    ] {
        let reply = unit.repeat(20_000 / unit.len());
        for chunk in [1, 16, 4096] {
            let mut parser = tools.partial_parser();
            let mut at = 0;
            while at < reply.len() {
                let mut end = (at + chunk).min(reply.len());
                while !reply.is_char_boundary(end) {
                    end += 1;
                }
                parser.push(&reply[at..end]);
                at = end;
            }
            let finished = parser.finish().map_err(|e| e.kind());
            let converted = tools.convert(&reply).map_err(|e| e.kind());
            assert_eq!(finished, converted, "{unit:?} in chunks of {chunk}");
        }
    }
}

/// A megabyte of one family's call openers whose closer never comes (or comes once, at the
/// end) is refused or read after one pass over the text: each opener does not search the
/// rest of the reply again. (Each `<invoke …>` searching the rest for its `</invoke>` took
/// 13 s at this size in a release build; the time is in the closing note's probe.)
#[test]
fn many_unclosed_call_openers_are_read_in_one_pass() {
    let tools = structout::ToolSet::new(vec![structout::ToolDefinition {
        name: "bash".into(),
        description: "Run a command.".into(),
        parameters: json!({"type": "object", "properties": {"command": {"type": "string"}}}),
    }])
    .unwrap();
    for (unit, tail) in [
        ("<invoke name=\"bash\"><a><b>", ""),
        (
            "<function name=\"bash\"><param name=\"command\"><![CDATA[",
            "",
        ),
        ("<minimax:invoke name=\"bash\">", "</minimax:invoke>"),
        ("<invoke name=\"bash\"><command>ls</command>", "</invoke>"),
        ("<function=bash>", ""),
        ("<tool_call>bash<arg_key>command</arg_key><arg_value>", ""),
    ] {
        let reply = unit.repeat(1_000_000 / unit.len()) + tail;
        // Read or refused, never a call the reply does not hold whole.
        if let Ok(structout::ToolStep::Calls(calls)) = tools.convert(&reply) {
            assert!(!tail.is_empty(), "{unit:?}: {} calls", calls.len());
        }
    }
}
