//! `T::grammar()` run in real engines: llguidance reads the Lark text (fed byte by byte
//! through its single-byte tokenizer, as its own sample parser does without a model), and
//! schoolmarm (a port of llama.cpp's grammar engine) reads the GBNF text. Both must accept
//! every serialised instance of the sample types, compact and pretty, with optional fields
//! present and absent, and reject damaged ones; every accepted reply converts back to the
//! same value.

mod common;

use common::gbnf_accepts;
use llguidance::api::TopLevelGrammar;
use llguidance::toktrie::{ApproximateTokEnv, TokEnv};
use llguidance::{Matcher, ParserFactory};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::sync::OnceLock;
use structout::{FormatStyle, Grammar, StructuredOutput, ToolDefinition, ToolSet};

// ---------------------------------------------------------------------------------------
// The engines.

fn engine() -> &'static (TokEnv, ParserFactory) {
    static ENGINE: OnceLock<(TokEnv, ParserFactory)> = OnceLock::new();
    ENGINE.get_or_init(|| {
        let env = ApproximateTokEnv::single_byte_env();
        let mut factory = ParserFactory::new_simple(&env).expect("a parser factory");
        factory.set_stderr_log_level(0);
        (env, factory)
    })
}

/// Whether llguidance accepts `text` as a whole reply of the Lark grammar.
fn lark_accepts(lark: &str, text: &str) -> bool {
    let (env, factory) = engine();
    let parser = factory.create_parser(TopLevelGrammar::from_lark(lark.to_owned()));
    let mut matcher = Matcher::new(parser);
    assert!(
        !matcher.is_error(),
        "llguidance refuses the grammar: {:?}\n{lark}",
        matcher.get_error()
    );
    let tokens = env.tokenize_bytes(text.as_bytes());
    let consumed = matcher.try_consume_tokens(&tokens).unwrap_or(0);
    consumed == tokens.len() && matcher.is_accepting().unwrap_or(false)
}

/// Both engines accept `text`, or both refuse it; `true` when they accept.
fn accepts(grammar: &Grammar, text: &str) -> bool {
    let lark = lark_accepts(grammar.lark(), text);
    let gbnf = gbnf_accepts(grammar.gbnf(), text);
    assert_eq!(
        lark,
        gbnf,
        "llguidance {} but schoolmarm {} {text:?}",
        verdict(lark),
        verdict(gbnf)
    );
    lark
}

fn verdict(accepted: bool) -> &'static str {
    if accepted { "accepts" } else { "rejects" }
}

/// Asserts that `T::grammar()` accepts each of `good` and that each converts to `value`,
/// and that it rejects each of `bad`.
fn check<T: StructuredOutput + PartialEq + Debug>(value: &T, good: &[String], bad: &[String]) {
    let grammar = T::grammar();
    for text in good {
        assert!(
            accepts(grammar, text),
            "rejected {text:?}\n{}",
            grammar.lark()
        );
        assert_eq!(&T::convert(text).expect("converts"), value, "{text:?}");
    }
    for text in bad {
        assert!(
            !accepts(grammar, text),
            "accepted {text:?}\n{}",
            grammar.lark()
        );
    }
}

// ---------------------------------------------------------------------------------------
// Serialised instances, in the schema's property order.

/// `value` with every object's keys in the order of the first `properties` of `schema` that
/// names them all (declaration order is not the schema's when `order(...)` is used).
fn in_schema_order(value: &Value, schema: &Value) -> Value {
    let mut orders = Vec::new();
    collect_orders(schema, &mut orders);
    reorder(value, &orders)
}

fn collect_orders(schema: &Value, out: &mut Vec<Vec<String>>) {
    match schema {
        Value::Object(map) => {
            if let Some(Value::Object(props)) = map.get("properties") {
                out.push(props.keys().cloned().collect());
            }
            map.values().for_each(|v| collect_orders(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_orders(v, out)),
        _ => {}
    }
}

fn reorder(value: &Value, orders: &[Vec<String>]) -> Value {
    match value {
        Value::Object(map) => {
            let order = orders
                .iter()
                .filter(|o| map.keys().all(|k| o.contains(k)))
                .min_by_key(|o| o.len());
            let mut keys: Vec<&String> = map.keys().collect();
            if let Some(order) = order {
                keys.sort_by_key(|k| order.iter().position(|o| o == *k));
            }
            let out: Map<String, Value> = keys
                .into_iter()
                .map(|k| (k.clone(), reorder(&map[k], orders)))
                .collect();
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(|v| reorder(v, orders)).collect()),
        other => other.clone(),
    }
}

/// `value` as JSON in the schema's order, compact and pretty.
fn texts<T: StructuredOutput + Serialize>(value: &T) -> [String; 2] {
    let json = in_schema_order(
        &serde_json::to_value(value).unwrap(),
        T::schema().as_value(),
    );
    [
        serde_json::to_string(&json).unwrap(),
        serde_json::to_string_pretty(&json).unwrap(),
    ]
}

/// `value` as JSON in the schema's order, with `edit` applied.
fn damaged<T: StructuredOutput + Serialize>(value: &T, edit: impl FnOnce(&mut Value)) -> String {
    let mut json = in_schema_order(
        &serde_json::to_value(value).unwrap(),
        T::schema().as_value(),
    );
    edit(&mut json);
    serde_json::to_string(&json).unwrap()
}

// ---------------------------------------------------------------------------------------
// The sample types.

/// How a reviewer felt.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
enum Verdict {
    /// Worth seeing.
    Good,
    /// Not worth it.
    Bad,
    Mixed,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Film {
    title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    year: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    released: Option<chrono::NaiveDate>,
}

/// A review; the reasoning comes before the verdict and the score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(reasoning, verdict, score))]
struct Review {
    score: u8,
    film: Film,
    verdict: Verdict,
    reasoning: String,
    tags: Vec<String>,
    #[serde(default, skip_serializing_if = "is_false")]
    spoilers: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rating: Option<f64>,
    id: uuid::Uuid,
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Shape {
    Circle { radius: f64 },
    Rect { width: u32, height: u32 },
    Point,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
enum Event {
    Started,
    Moved(i64, i64),
    Renamed { from: String, to: String },
    Scored(u32),
}

/// A node of a tree of notes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Node {
    label: String,
    children: Vec<Node>,
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<Box<Node>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Inventory {
    counts: BTreeMap<String, i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    owner: Option<String>,
    /// Exactly three sizes.
    sizes: [u8; 3],
    pair: (bool, String),
}

fn review(full: bool) -> Review {
    Review {
        score: 8,
        film: Film {
            title: "Paddington 2".into(),
            year: full.then_some(2017),
            released: full.then(|| chrono::NaiveDate::from_ymd_opt(2017, 11, 10).unwrap()),
        },
        verdict: Verdict::Good,
        reasoning: "Warm, \"funny\" and\nwell made — über charming.".into(),
        tags: if full {
            vec!["family".into(), "comedy".into()]
        } else {
            vec![]
        },
        spoilers: full,
        note: full.then(|| "See it twice".into()),
        rating: full.then_some(-4.5e-3),
        id: uuid::Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c8").unwrap(),
    }
}

// ---------------------------------------------------------------------------------------
// Data types.

#[test]
fn a_nested_struct_in_its_order_with_optional_fields_present_and_absent() {
    for full in [true, false] {
        let value = review(full);
        let bad = [
            damaged(&value, |v| {
                v.as_object_mut().unwrap().shift_remove("reasoning");
            }),
            // Declaration order, not the schema's.
            serde_json::to_string(&value).unwrap(),
            damaged(&value, |v| v["verdict"] = json!("Great")),
            damaged(&value, |v| v["score"] = json!("eight")),
            damaged(&value, |v| v["score"] = json!(-8)),
            damaged(&value, |v| v["film"]["year"] = json!(20.5)),
            damaged(&value, |v| v["id"] = json!("not-a-uuid")),
            damaged(&value, |v| v["film"]["released"] = json!("2017-13-10")),
            damaged(&value, |v| {
                v.as_object_mut().unwrap().insert("extra".into(), json!(1));
            }),
            format!("{} and more", texts(&value)[0]),
            texts(&value)[0][..texts(&value)[0].len() / 2].to_owned(),
            format!("```json\n{}\n```", texts(&value)[0]),
        ];
        check(&value, &texts(&value), &bad);
    }
}

#[test]
fn whitespace_between_tokens_is_bounded() {
    let value = review(false);
    let compact = texts(&value)[0].clone();
    let spaced = compact.replacen(':', " :\n\t ", 1);
    let endless = compact.replacen(':', &format!("{}:", " ".repeat(50)), 1);
    let blank_lines = compact.replacen(':', "\n\n\n:", 1);
    check(&value, &[spaced], &[endless, blank_lines]);
}

#[test]
fn a_unit_enum_at_the_root() {
    let good = ["\"Good\"".to_owned(), " \"Mixed\"\n".to_owned()];
    check(
        &Verdict::Good,
        &good[..1],
        &["\"good\"".into(), "Good".into(), "\"Great\"".into()],
    );
    check(&Verdict::Mixed, &good[1..], &[]);
}

#[test]
fn an_internally_tagged_enum() {
    for value in [
        Shape::Circle { radius: 1.5 },
        Shape::Rect {
            width: 3,
            height: 4,
        },
        Shape::Point,
    ] {
        check(&value, &texts(&value), &[]);
    }
    let bad = [
        r#"{"kind": "triangle", "side": 1}"#.to_owned(),
        r#"{"radius": 1.5, "kind": "circle"}"#.to_owned(),
        r#"{"kind": "rect", "width": 3}"#.to_owned(),
        r#"{"kind": "circle", "radius": "big"}"#.to_owned(),
    ];
    check(&Shape::Point, &[], &bad);
}

#[test]
fn an_externally_tagged_enum() {
    for value in [
        Event::Started,
        Event::Moved(-3, 7),
        Event::Renamed {
            from: "a".into(),
            to: "b".into(),
        },
        Event::Scored(12),
    ] {
        check(&value, &texts(&value), &[]);
    }
    let bad = [
        r#"{"Started": null}"#.to_owned(),
        r#"{"Moved": [1]}"#.to_owned(),
        r#"{"Moved": [1, 2, 3]}"#.to_owned(),
        r#"{"Scored": -1}"#.to_owned(),
        r#"{"Jumped": 1}"#.to_owned(),
    ];
    check(&Event::Started, &[], &bad);
}

#[test]
fn a_recursive_type() {
    let leaf = |label: &str| Node {
        label: label.into(),
        children: vec![],
        next: None,
    };
    let value = Node {
        label: "root".into(),
        children: vec![
            Node {
                label: "a".into(),
                children: vec![leaf("a1"), leaf("a2")],
                next: Some(Box::new(leaf("b"))),
            },
            leaf("c"),
        ],
        next: None,
    };
    let bad = [
        damaged(&value, |v| {
            v["children"][0]["children"][1] = json!({"label": "x"})
        }),
        damaged(&value, |v| v["children"][1]["next"] = json!(3)),
    ];
    check(&value, &texts(&value), &bad);
}

#[test]
fn maps_fixed_size_arrays_and_tuples() {
    let value = Inventory {
        counts: [("apples".to_owned(), 3), ("pears".to_owned(), -1)].into(),
        owner: None,
        sizes: [1, 2, 3],
        pair: (true, "x".into()),
    };
    let empty = Inventory {
        counts: BTreeMap::new(),
        owner: Some("Ann".into()),
        ..value.clone()
    };
    check(&value, &texts(&value), &[]);
    check(&empty, &texts(&empty), &[]);
    let bad = [
        damaged(&value, |v| v["counts"]["apples"] = json!("three")),
        damaged(&value, |v| v["sizes"] = json!([1, 2])),
        damaged(&value, |v| v["sizes"] = json!([1, 2, 3, 4])),
        damaged(&value, |v| v["pair"] = json!(["x", true])),
    ];
    check(&value, &[], &bad);
}

#[test]
fn a_vec_at_the_root() {
    let value = vec![review(true), review(false)];
    let bad = [
        damaged(&value, |v| v[1]["verdict"] = json!(1)),
        "[".to_owned(),
        format!("{},", texts(&value)[0]),
    ];
    check(&value, &texts(&value), &bad);
    check(
        &Vec::<Review>::new(),
        &["[]".into(), "[ ]".into()],
        &["[,]".into()],
    );
}

#[test]
fn any_type_through_the_free_function() {
    let grammar = structout::grammar::<Vec<chrono::NaiveDate>>();
    assert!(accepts(grammar, r#"["2024-03-01", "1999-12-31"]"#));
    assert!(!accepts(grammar, r#"["2024-3-1"]"#));
    assert!(!accepts(grammar, r#"["yesterday"]"#));
}

/// A date may be written as people write it, in every form the converter reads one way, so
/// that a model copying its source's `31 May 2025` is not forced into ISO digits it would
/// get wrong (`3155-05-25`); each such reply converts to the day meant. Generated: days,
/// months and years drawn at random, month names in seven languages, each form, both
/// cases of the name's first letter.
#[test]
fn a_date_may_be_written_as_people_write_it() {
    const NAMES: [(&str, u32); 14] = [
        ("May", 5),
        ("march", 3),
        ("Mar", 3),
        ("juillet", 7),
        ("Dezember", 12),
        ("März", 3),
        ("marzo", 3),
        ("Septiembre", 9),
        ("agosto", 8),
        ("outubro", 10),
        ("Février", 2),
        ("févr", 2),
        ("mei", 5),
        ("gennaio", 1),
    ];
    let grammar = Film::grammar();
    let mut rng = common::Rng(0x5eed_da7e);
    let mut failures = Vec::new();
    for _ in 0..300 {
        let (name, month) = NAMES[rng.next(NAMES.len())];
        let year = 1950 + rng.next(100) as i32;
        let day = 1 + rng.next(28) as u32;
        let ordinal = ["", "th", "."][rng.next(3)];
        let written = match rng.next(7) {
            0 => format!("{day}{ordinal} {name} {year}"),
            1 => format!("{day} de {name} de {year}"),
            2 => format!("{name} {day}, {year}"),
            3 => format!("{name}. {day:02}{} {year}", ["", "th", "th,"][rng.next(3)]),
            4 => format!("{day:02}.{month:02}.{year}"),
            5 => format!("{year}年{month}月{day}日"),
            _ => format!("{year}년 {month}월 {day}일"),
        };
        let reply = format!(r#"{{"title": "Heat", "released": "{written}"}}"#);
        let expected = Film {
            title: "Heat".into(),
            year: None,
            released: chrono::NaiveDate::from_ymd_opt(year, month, day),
        };
        if !accepts(grammar, &reply) {
            failures.push(format!("rejected {written:?}"));
        } else if Film::convert(&reply).ok().as_ref() != Some(&expected) {
            failures.push(format!(
                "{written:?} converted to {:?}",
                Film::convert(&reply)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of 300: {:#?}",
        failures.len(),
        failures
    );
    // What reads two ways, or names no day, is not written at all.
    for written in [
        "04/03/2025",
        "31 May",
        "May 2025",
        "yesterday",
        "2025-5-31",
        "31 Mayo 2025x",
    ] {
        let reply = format!(r#"{{"title": "Heat", "released": "{written}"}}"#);
        assert!(!accepts(grammar, &reply), "accepted {written:?}");
    }
}

#[test]
fn a_think_block_may_come_first() {
    let value = review(false);
    let json = texts(&value)[0].clone();
    let grammar = Review::grammar().thinking();
    assert!(grammar.allows_thinking() && !Review::grammar().allows_thinking());
    let good = [
        format!("<think>\nThe film is </thin> good. <b>Yes</b>.\n</think>\n{json}"),
        format!("<think></think>{json}"),
        json.clone(),
    ];
    for text in &good {
        assert!(accepts(grammar, text), "{text:?}");
        assert_eq!(Review::convert(text).unwrap(), value);
    }
    for text in [
        format!("<think>a</think>b</think>{json}"),
        format!("<think>unclosed {json}"),
        format!("Sure! {json}"),
    ] {
        assert!(!accepts(grammar, &text), "{text:?}");
    }
    assert!(!accepts(Review::grammar(), &good[0]));
}

#[test]
fn grammars_of_schemas_known_at_run_time() {
    let grammar = Grammar::for_schema(&json!(true)).unwrap();
    for text in ["null", "[1, {\"a\": [true, \"x\"]}]", "-2.5e3", "{}"] {
        assert!(accepts(&grammar, text), "{text}");
    }
    assert!(!accepts(&grammar, "[1,]"));
    let grammar = Grammar::for_schema(&json!({
        "type": "object",
        "properties": {"a": {"type": "string", "minLength": 2, "maxLength": 3}},
        "required": ["a"],
        "additionalProperties": {"type": "integer", "minimum": 0}
    }))
    .unwrap();
    assert!(accepts(&grammar, r#"{"a": "xy", "b": 1, "c": 2}"#));
    assert!(!accepts(&grammar, r#"{"a": "x"}"#));
    assert!(!accepts(&grammar, r#"{"a": "xyzw"}"#));
    assert!(!accepts(&grammar, r#"{"a": "xy", "b": -1}"#));
    // Names and values that need escaping in both syntaxes.
    let odd = [
        "quote \" and \\ back",
        "tab\there",
        "ünï 🦀",
        "del \u{7f} / [x-y]^",
        "",
    ];
    let properties: Map<String, Value> = odd
        .iter()
        .map(|k| ((*k).to_owned(), json!({"const": k})))
        .collect();
    let schema = json!({"type": "object", "properties": properties, "required": odd});
    let grammar = Grammar::for_schema(&schema).unwrap();
    let value: Map<String, Value> = odd.iter().map(|k| ((*k).to_owned(), json!(k))).collect();
    let text = serde_json::to_string(&value).unwrap();
    assert!(accepts(&grammar, &text), "{text}\n{}", grammar.lark());
    assert!(!accepts(&grammar, &text.replace("🦀", "🦞")));
    for bad in [
        json!(3),
        json!({"$ref": "#/$defs/Missing"}),
        json!({"$ref": "#"}),
        json!({"anyOf": [{"$ref": "#"}, {"type": "null"}]}),
        json!({"type": "decimal"}),
    ] {
        let err = Grammar::for_schema(&bad).unwrap_err();
        assert_eq!(err.kind(), structout::ErrorKind::InvalidSchema, "{bad}");
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "t", content = "c")]
enum Adjacent {
    Text(String),
    Pair { a: u8, b: u8 },
    Nothing,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(untagged)]
enum Untagged {
    Number(i32),
    Words { text: String },
}

#[test]
fn adjacently_tagged_and_untagged_enums() {
    for value in [
        Adjacent::Text("hi".into()),
        Adjacent::Pair { a: 1, b: 2 },
        Adjacent::Nothing,
    ] {
        check(&value, &texts(&value), &[]);
    }
    check(
        &Adjacent::Nothing,
        &[],
        &[
            r#"{"c": 1, "t": "Nothing"}"#.into(),
            r#"{"t": "Text", "c": 3}"#.into(),
        ],
    );
    for value in [Untagged::Number(-7), Untagged::Words { text: "x".into() }] {
        check(
            &value,
            &texts(&value),
            &["true".into(), r#"{"text": 1}"#.into()],
        );
    }
}

// ---------------------------------------------------------------------------------------
// Tool enums, one per format style.

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct City {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    country: Option<String>,
}

macro_rules! agent {
    ($name:ident, $style:literal) => {
        #[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
        #[structout(format = $style)]
        enum $name {
            /// Search the web.
            Search {
                query: String,
                #[serde(default)]
                limit: Option<u8>,
            },
            /// Today's weather in a city.
            Weather(City),
            /// The final answer.
            #[structout(finish)]
            Answer(String),
        }
    };
}

agent!(JsonAgent, "json_action");
agent!(ReactAgent, "react");
agent!(XmlAgent, "xml");

/// A tool enum with no final answer.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[structout(tools)]
enum Only {
    /// Stop the machine.
    Stop { reason: String },
}

#[test]
fn a_tool_enum_in_the_json_action_style() {
    let search = JsonAgent::Search {
        query: "rust <2024> & co".into(),
        limit: Some(3),
    };
    check(
        &search,
        &[
            r#"{"action": "search", "action_input": {"query": "rust \u003c2024\u003e \u0026 co", "limit": 3}}"#.into(),
            "{\n  \"action\": \"search\",\n  \"action_input\": {\n    \"query\": \"rust \\u003c2024\\u003e \\u0026 co\",\n    \"limit\": 3\n  }\n}".into(),
        ],
        &[],
    );
    let weather = JsonAgent::Weather(City {
        name: "Oslo".into(),
        country: None,
    });
    check(
        &weather,
        &[r#"{"action":"weather","action_input":{"name":"Oslo"}}"#.into()],
        &[
            r#"{"action": "forecast", "action_input": {"name": "Oslo"}}"#.into(),
            r#"{"action": "weather", "action_input": {"city": "Oslo"}}"#.into(),
            r#"{"action_input": {"name": "Oslo"}, "action": "weather"}"#.into(),
            r#"{"action": "weather", "action_input": {"name": "Oslo"}"#.into(),
            r#"{"action": "weather", "action_input": {"name": "Oslo"}} Done."#.into(),
            r#"{"action": "search", "action_input": {"query": "the final answer: 4"}}"#.into(),
            r#"{"action": "search", "action_input": {"query": "<b>x</b>"}}"#.into(),
        ],
    );
    check(
        &JsonAgent::Answer("It is 12°C.".into()),
        &[r#"{"action": "Final Answer", "action_input": "It is 12°C."}"#.into()],
        &[
            r#"{"action": "Final Answer", "action_input": " It is 12°C."}"#.into(),
            r#"{"action": "Final Answer", "action_input": ""}"#.into(),
        ],
    );
}

#[test]
fn a_tool_enum_in_the_react_style() {
    let search = ReactAgent::Search {
        query: "rust".into(),
        limit: None,
    };
    check(
        &search,
        &[
            "Thought: I should look it up.\nAction: search\nAction Input: {\"query\": \"rust\"}".into(),
            "Action: search\nAction Input: {\"query\": \"rust\"}\n".into(),
        ],
        &[
            "Thought: I now know the final answer: 4\nAction: search\nAction Input: {\"query\": \"rust\"}".into(),
            "Thought: ok\nAction: browse\nAction Input: {\"query\": \"rust\"}".into(),
            "Thought: ok\nAction: search\nAction Input: rust".into(),
            "Thought: ok\nAction: search\nAction Input: {\"query\": \"rust\"}\nObservation: 3 results".into(),
            "Action: search".into(),
        ],
    );
    check(
        &ReactAgent::Answer("Rust 2024 is out.".into()),
        &[
            "Thought: I now know the final answer\nFinal Answer: Rust 2024 is out.".into(),
            "Final Answer: Rust 2024 is out.".into(),
        ],
        &[
            "Final Answer: **Rust** 2024 is out.".into(),
            "Final Answer: Rust 2024 is out.\nAction: search".into(),
            "Final Answer: {\"action\": \"search\"}".into(),
            "Final Answer: ".into(),
        ],
    );
}

#[test]
fn a_tool_enum_in_the_xml_style() {
    let weather = XmlAgent::Weather(City {
        name: "Oslo".into(),
        country: Some("NO".into()),
    });
    check(
        &weather,
        &[
            r#"<tool>weather</tool><tool_input>{"name": "Oslo", "country": "NO"}</tool_input>"#
                .into(),
            "<tool>weather</tool>\n<tool_input>\n{\"name\": \"Oslo\", \"country\": \"NO\"}\n</tool_input>".into(),
        ],
        &[
            r#"<tool>forecast</tool><tool_input>{"name": "Oslo"}</tool_input>"#.into(),
            r#"<tool>weather</tool><tool_input>{"name": "Oslo &amp; co"}</tool_input>"#.into(),
            r#"<tool>weather</tool><tool_input>{"name": "Oslo"}"#.into(),
            r#"<tool_input>{"name": "Oslo"}</tool_input>"#.into(),
        ],
    );
    check(
        &XmlAgent::Answer("Cold: 2 < 3".replace('<', "is less than")),
        &["<final_answer>Cold: 2 is less than 3</final_answer>".into()],
        &[
            "<final_answer>Cold: 2 < 3</final_answer>".into(),
            "<final_answer>Cold</final_answer> and more".into(),
        ],
    );
}

/// A summary the agent ends with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Summary {
    answer: String,
    confidence: u8,
}

#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[structout(format = "react")]
enum Researcher {
    /// Read a page.
    Read { url: String },
    #[structout(finish)]
    Done(Summary),
}

#[test]
fn a_structured_final_answer_is_json() {
    let done = Researcher::Done(Summary {
        answer: "42".into(),
        confidence: 9,
    });
    check(
        &done,
        &[
            "Final Answer: {\"answer\": \"42\", \"confidence\": 9}".into(),
            "Thought: done\nFinal Answer: {\n  \"answer\": \"42\",\n  \"confidence\": 9\n}".into(),
        ],
        &[
            "Final Answer: 42".into(),
            "Final Answer: {\"answer\": \"42\"}".into(),
        ],
    );
}

#[test]
fn a_tool_enum_without_a_final_answer() {
    check(
        &Only::Stop {
            reason: "done".into(),
        },
        &[r#"{"action": "stop", "action_input": {"reason": "done"}}"#.into()],
        &[r#"{"action": "Final Answer", "action_input": "done"}"#.into()],
    );
}

#[test]
fn a_tool_set_known_at_run_time() {
    let tools = ToolSet::new(vec![ToolDefinition {
        name: "lookup".into(),
        description: "Look a word up.".into(),
        parameters: json!({
            "type": "object",
            "properties": {"word": {"type": "string"}, "lang": {"enum": ["en", "fr"]}},
            "required": ["word"]
        }),
    }])
    .unwrap();
    let grammar = tools.grammar(FormatStyle::React);
    let text = "Action: lookup\nAction Input: {\"word\": \"chat\", \"lang\": \"fr\"}";
    assert!(accepts(grammar, text));
    let structout::ToolStep::Calls(calls) = tools.convert(text).unwrap() else {
        panic!("a call")
    };
    assert_eq!(calls[0].arguments, json!({"word": "chat", "lang": "fr"}));
    assert!(!accepts(
        grammar,
        "Action: lookup\nAction Input: {\"word\": \"chat\", \"lang\": \"de\"}"
    ));
    assert!(accepts(
        tools.grammar(FormatStyle::Xml),
        "<final_answer>chat: cat</final_answer>"
    ));
}

// ---------------------------------------------------------------------------------------
// Sizes, for the README: `cargo test --test grammar sizes -- --nocapture`.

#[test]
fn sizes() {
    let rows: [(&str, &Grammar); 6] = [
        (
            "`Review` (nested struct, order, options, enum, date, uuid)",
            Review::grammar(),
        ),
        ("`Vec<Review>`", Vec::<Review>::grammar()),
        ("`Shape` (internally tagged)", Shape::grammar()),
        ("`Node` (recursive)", Node::grammar()),
        ("`JsonAgent` (tools, JSON action)", JsonAgent::grammar()),
        ("`ReactAgent` (tools, ReAct)", ReactAgent::grammar()),
    ];
    println!("| type | Lark characters | GBNF characters |\n|---|---:|---:|");
    for (name, grammar) in rows {
        let (lark, gbnf) = (grammar.lark().len(), grammar.gbnf().len());
        println!("| {name} | {lark} | {gbnf} |");
        // A grammar grows with the schema, never with the subsets of optional fields.
        assert!(lark < 12_000 && gbnf < 12_000, "{name}: {lark} and {gbnf}");
    }
}
