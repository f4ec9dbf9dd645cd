//! Trust: replies that a tolerant converter could misread. Each case is a realistic reply and
//! what a user relies on: the value the reply means, or a refusal of a given kind. A wrong
//! value flows silently into a program; a refusal costs one round trip and its `feedback()`
//! says what to fix.

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Value, json};
use structout::{ConvertOptions, Converter, ErrorKind, RepairKind, StructuredOutput};

/// What a case expects.
enum Want {
    Value(Value),
    Refuse(ErrorKind),
}

fn value(v: Value) -> Want {
    Want::Value(v)
}

fn refuse(kind: ErrorKind) -> Want {
    Want::Refuse(kind)
}

/// Runs each `(reply, want)` through a `Converter` for `schema`, and reports every case that
/// does not get what it wants (all of them, not just the first).
fn check(schema: Value, cases: &[(&str, Want)]) {
    let converter = Converter::new(&schema).expect("a valid schema");
    let mut failures = Vec::new();
    for (reply, want) in cases {
        let got = converter.convert(reply);
        let ok = match (want, &got) {
            (Want::Value(v), Ok(g)) => v == g,
            (Want::Refuse(kind), Err(e)) => e.kind() == *kind && !e.feedback().is_empty(),
            _ => false,
        };
        if !ok {
            let want = match want {
                Want::Value(v) => v.to_string(),
                Want::Refuse(kind) => format!("refusal {kind:?}"),
            };
            let got = match got {
                Ok(v) => v.to_string(),
                Err(e) => format!("{:?}: {e}", e.kind()),
            };
            failures.push(format!("reply {reply:?}\n  want {want}\n  got  {got}"));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

fn sentiment() -> Value {
    json!({"type": "string", "enum": ["positive", "negative", "neutral"]})
}

fn person() -> Value {
    json!({
        "type": "object",
        "properties": {"name": {"type": "string"}, "age": {"type": "integer"}},
        "required": ["name", "age"]
    })
}

#[test]
fn a_value_named_only_to_be_denied_is_not_the_answer() {
    check(
        sentiment(),
        &[
            ("It's not positive.", refuse(ErrorKind::NoValue)),
            (
                "The review is not negative at all.",
                refuse(ErrorKind::NoValue),
            ),
            (
                "I would hardly call it positive.",
                refuse(ErrorKind::NoValue),
            ),
            ("It was never negative.", refuse(ErrorKind::NoValue)),
            ("It isn't really positive", refuse(ErrorKind::NoValue)),
            ("positive, not negative", value(json!("positive"))),
            (
                "It isn't negative; it's positive.",
                value(json!("positive")),
            ),
            ("The sentiment is positive.", value(json!("positive"))),
            (
                "Not negative, but positive overall.",
                value(json!("positive")),
            ),
        ],
    );
    check(
        json!({"type": "string", "enum": ["paid", "unpaid", "overdue"]}),
        &[
            ("The invoice is not paid yet.", refuse(ErrorKind::NoValue)),
            ("It is no longer overdue.", refuse(ErrorKind::NoValue)),
            ("The invoice is overdue.", value(json!("overdue"))),
        ],
    );
    check(
        json!({"type": "boolean"}),
        &[("That is not true.", refuse(ErrorKind::NoValue))],
    );
}

#[test]
fn cues_pick_the_answer_among_several_values() {
    let mia = json!({"name": "Mia", "age": 25});
    check(
        person(),
        &[
            (
                r#"For example: {"name": "Jane", "age": 30}. The actual answer: {"name": "Mia", "age": 25}"#,
                value(mia.clone()),
            ),
            (
                r#"Draft: {"name": "Jane", "age": 30} Corrected: {"name": "Mia", "age": 25}"#,
                value(mia.clone()),
            ),
            (
                "```json\n{\"name\": \"Jane\", \"age\": 30}\n```\nWait, that is wrong. Let me fix it:\n```json\n{\"name\": \"Mia\", \"age\": 25}\n```",
                value(mia.clone()),
            ),
            (
                "Example format:\n```json\n{\"name\": \"John Doe\", \"age\": 0}\n```\nAnswer:\n```json\n{\"name\": \"Mia\", \"age\": 25}\n```",
                value(mia.clone()),
            ),
            (
                "{\"name\": \"Mia\", \"age\": 25}\n\nSo the answer is {\"name\": \"Mia\", \"age\": 25}.",
                value(mia.clone()),
            ),
            (
                r#"Either {"name": "Jane", "age": 30} or {"name": "Mia", "age": 25}."#,
                refuse(ErrorKind::Ambiguous),
            ),
            (
                "```json\n{\"name\": \"Jane\", \"age\": 30}\n```\n```json\n{\"name\": \"Mia\", \"age\": 25}\n```",
                refuse(ErrorKind::Ambiguous),
            ),
        ],
    );
}

/// A cue phrase counts where a word starts (`incorrect` holds no `correct`, `factual` no
/// `actual`), and a denied one says the opposite (`not the final answer`, `an incorrect
/// answer`: set apart; `not an example`: the answer).
#[test]
fn a_cue_inside_a_word_or_denied_does_not_mark_the_answer() {
    let mia = json!({"name": "Mia", "age": 25});
    let (jane, mia_text) = (
        r#"{"name": "Jane", "age": 30}"#,
        r#"{"name": "Mia", "age": 25}"#,
    );
    let replies = [
        format!("Correct: {mia_text}\nIncorrect: {jane}"),
        format!(
            "Correct answer:\n```json\n{mia_text}\n```\nAn incorrect answer would be:\n```json\n{jane}\n```"
        ),
        format!("The final answer: {mia_text}\nNot the final answer: {jane}"),
        format!("This is not the answer: {jane}\nThis is: {mia_text}"),
        format!("That was a wrong answer: {jane}. Here is the right one: {mia_text}"),
        format!("This isn't the correct result: {jane}\nUse this one: {mia_text}"),
        format!("Example: {jane}\nThis is not an example: {mia_text}"),
        format!("{jane}\nThere is no doubt the answer is {mia_text}"),
    ];
    let mut cases: Vec<(&str, Want)> = replies
        .iter()
        .map(|r| (r.as_str(), value(mia.clone())))
        .collect();
    let factual = format!("The factual record: {mia_text}\nAnother: {jane}");
    cases.push((&factual, refuse(ErrorKind::Ambiguous)));
    check(person(), &cases);
}

/// For a list, a record and a list written apart are two answers the reply may mean: the
/// record is not dropped as an item of a list it is not in.
#[test]
fn a_record_and_a_list_written_apart_are_rivals() {
    let records = json!({"type": "array", "items": {"type": "object", "properties": {"t": {"type": "string"}}}});
    check(
        records,
        &[
            (
                "{\"t\": \"a\"}\n[{\"t\": \"b\"}]",
                refuse(ErrorKind::Ambiguous),
            ),
            ("{\"t\": \"a\"}\n[]", refuse(ErrorKind::Ambiguous)),
            ("[]\n{\"t\": \"a\"}", refuse(ErrorKind::Ambiguous)),
            (
                "Example: {\"t\": \"a\"}\nAnswer: [{\"t\": \"b\"}]",
                value(json!([{"t": "b"}])),
            ),
            (
                "[{\"t\": \"a\"}]\nCorrected: {\"t\": \"b\"}",
                value(json!([{"t": "b"}])),
            ),
            (
                "[{\"t\": \"a\"}, {\"t\": \"b\"}]",
                value(json!([{"t": "a"}, {"t": "b"}])),
            ),
        ],
    );
}

#[test]
fn ambiguity_lists_the_candidates_and_asks_for_one() {
    let converter = Converter::new(&person()).unwrap();
    let err = converter
        .convert(r#"Either {"name": "Jane", "age": 30} or {"name": "Mia", "age": 25}."#)
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Ambiguous);
    assert!(err.candidates().len() >= 2, "{err}");
    assert!(err.feedback().contains("exactly one"), "{}", err.feedback());
}

#[test]
fn placeholders_are_refused_by_fit_not_by_words() {
    check(
        person(),
        &[
            (
                r#"I'm sorry, I can't share real customer records. A typical record would look like {"name": "John Doe", "age": 42}."#,
                refuse(ErrorKind::NoValue),
            ),
            (
                r#"{"name": "string", "age": "integer"}"#,
                refuse(ErrorKind::Mismatch),
            ),
        ],
    );
    // Valid JSON that fits exactly is the answer, whatever its words.
    check(
        json!({"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}),
        &[(r#"{"query": "list"}"#, value(json!({"query": "list"})))],
    );
    check(
        json!({"type": "object", "properties": {"kind": {"enum": ["string", "number", "object"]}}, "required": ["kind"]}),
        &[
            (r#"{"kind": "string"}"#, value(json!({"kind": "string"}))),
            (r#"{"kind": "object"}"#, value(json!({"kind": "object"}))),
        ],
    );
}

#[test]
fn a_value_cut_off_mid_way_is_truncated_not_shrunk() {
    let tags = json!({
        "type": "object",
        "properties": {"tags": {"type": "array", "items": {"type": "string"}}, "note": {"type": "string"}},
        "required": ["tags"]
    });
    check(
        tags.clone(),
        &[
            (r#"{"tags": ["refund", "dup"#, refuse(ErrorKind::Truncated)),
            (
                r#"{"tags": ["refund"], "note": "cust"#,
                refuse(ErrorKind::Truncated),
            ),
            (r#"{"tags": ["refund"], "no"#, refuse(ErrorKind::Truncated)),
            (
                r#"{"tags": ["refund"], "note":"#,
                refuse(ErrorKind::Truncated),
            ),
            // Only closers missing, every value complete: cut off all the same (a model that
            // finishes closes what it opened), every declared property there or not.
            (
                r#"{"tags": ["refund", "duplicate"], "note": "twice""#,
                refuse(ErrorKind::Truncated),
            ),
            (
                r#"{"tags": ["refund", "duplicate"]"#,
                refuse(ErrorKind::Truncated),
            ),
            (
                "```json\n{\"tags\": [\"refund\"]}",
                value(json!({"tags": ["refund"]})),
            ),
        ],
    );
    let converter = Converter::new(&tags).unwrap();
    let err = converter
        .convert(r#"{"tags": ["refund", "dup"#)
        .unwrap_err();
    assert_eq!(err.partial(), Some(&json!({"tags": ["refund"]})));
    // Allowed explicitly, the cut-off value is dropped and reported.
    let lenient = converter
        .clone()
        .with_options(ConvertOptions::default().allow_truncated(true));
    let report = lenient
        .convert_with_report(r#"{"tags": ["refund", "dup"#)
        .unwrap();
    assert_eq!(report.value, json!({"tags": ["refund"]}));
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::CutOffDropped)
    );
    // Every value whole, only the closer missing: cut off, and with the cut allowed, the
    // value with the repair reported.
    let closed = r#"{"tags": ["refund"], "note": "twice""#;
    assert_eq!(
        converter.convert(closed).unwrap_err().kind(),
        ErrorKind::Truncated
    );
    let closed = lenient.convert_with_report(closed).unwrap();
    assert_eq!(closed.value, json!({"tags": ["refund"], "note": "twice"}));
    assert!(!closed.is_clean());
    // Numbers cut off: 12 may have been 120.
    check(
        json!({"type": "object", "properties": {"n": {"type": "integer"}}}),
        &[(r#"{"n": 12"#, refuse(ErrorKind::Truncated))],
    );
    // A list cut off before its first item is not an empty list, nor does it leave the
    // value before it to be wrapped (the list was to be the answer).
    check(
        tags.clone(),
        &[(r#"{"tags": ["#, refuse(ErrorKind::Truncated))],
    );
    check(
        json!({"type": "array", "items": true}),
        &[
            ("[", refuse(ErrorKind::Truncated)),
            ("(", refuse(ErrorKind::Truncated)),
            ("{\"a\": 1}\n[", refuse(ErrorKind::Truncated)),
            ("{\"a\": 1}(", refuse(ErrorKind::Truncated)),
            ("[]", value(json!([]))),
            // A value inside one that was cut off is a part of it, not the answer.
            ("[[].6\"M]{]", refuse(ErrorKind::Truncated)),
        ],
    );
    check(
        json!({"type": "object"}),
        &[("[[].6\"M]{]", refuse(ErrorKind::Truncated))],
    );
    // For any JSON, a value opened at the end and cut off is not passed over as empty.
    check(
        json!(true),
        &[
            ("[1]\n[", refuse(ErrorKind::Truncated)),
            ("[1]\n{", refuse(ErrorKind::Truncated)),
            ("[]{\"a\": 1}", value(json!({"a": 1}))),
        ],
    );
    // A reply cut off after a key (or what may be one) drops no field, optional or not.
    check(
        json!({
            "type": "object",
            "properties": {"name": {"type": "string"}, "age": {"type": "integer"}},
            "required": ["name"]
        }),
        &[
            (r#"{"name": "Mia", "age""#, refuse(ErrorKind::Truncated)),
            (
                "{\"name\": \"Mia\",\n  \"age\"  ",
                refuse(ErrorKind::Truncated),
            ),
            (r#"{"name": "Mia", "age": 25"#, refuse(ErrorKind::Truncated)),
            (
                r#"{"name": "Mia", "age": 25, "#,
                refuse(ErrorKind::Truncated),
            ),
        ],
    );
    // A list cut off after prose: its first item alone is not the list, and the two items
    // written whole are not the list either (it may have gone on).
    check(
        json!({"type": "array", "items": {"type": "object", "properties": {"a": {}}}}),
        &[
            (r#"Here: [{"a": 1}, {"a": "x"#, refuse(ErrorKind::Truncated)),
            (r#"Here: [{"a": 1}, {"a": 2}"#, refuse(ErrorKind::Truncated)),
            (
                "Here: [{\"a\": 1}, {\"a\": 2}\n\nThose are the two.",
                value(json!([{"a": 1}, {"a": 2}])),
            ),
        ],
    );
}

#[test]
fn duplicate_keys_with_different_values_are_ambiguous() {
    let schema =
        json!({"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]});
    check(
        schema.clone(),
        &[
            (
                r#"{"name": "first", "name": "second"}"#,
                refuse(ErrorKind::Ambiguous),
            ),
            (
                r#"{"name": "same", "name": "same"}"#,
                value(json!({"name": "same"})),
            ),
        ],
    );
    check(
        json!(true),
        &[(
            r#"{"name": "first", "name": "second"}"#,
            refuse(ErrorKind::Ambiguous),
        )],
    );
    let report = Converter::new(&schema)
        .unwrap()
        .convert_with_report(r#"{"name": "same", "name": "same"}"#)
        .unwrap();
    assert!(!report.is_clean());
}

#[test]
fn a_value_inside_json_that_does_not_fit_is_not_named_in_prose() {
    // The JSON holds the value only as a part of something else: not the answer.
    check(
        json!({"type": "array", "items": {"type": "integer"}}),
        &[
            (
                "Here: {\"a\": \"x\", \"b\": 2}",
                refuse(ErrorKind::Mismatch),
            ),
            ("The count is 3.", value(json!([3]))),
        ],
    );
    check(
        sentiment(),
        &[
            (
                "Here is the analysis: {\"text\": \"a positive start\", \"score\": 3}",
                refuse(ErrorKind::Mismatch),
            ),
            (
                "The sentiment is negative. Details: {\"note\": \"positive words, said sarcastically\", \"score\": 1}",
                value(json!("negative")),
            ),
        ],
    );
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Order {
    items: Items,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Items {
    x: Option<i64>,
    #[serde(flatten)]
    extra: std::collections::BTreeMap<String, Value>,
}

#[test]
fn a_reply_converts_with_or_without_a_report_alike() {
    // The wrapped value fails deep inside (`x` is no integer): that is the error, and the
    // wrapper is not taken as the value of the one field instead.
    let reply = r#"{"result": {"items": {"x": "many"}}}"#;
    let plain = Order::convert(reply).map_err(|e| e.kind());
    let reported = Order::convert_with_report(reply)
        .map(|c| c.value)
        .map_err(|e| e.kind());
    assert_eq!(plain, reported);
    assert!(plain.is_err(), "{plain:?}");
}

#[test]
fn a_complete_value_beats_a_fragment_of_prose() {
    let reply = "Here are the scores:\n```json\n[{'name': 'a', 'score': 1,}, {'name': 'b', 'score': 2,},]\n```\nThe score is what matters.";
    check(
        json!(true),
        &[(
            reply,
            value(json!([{"name": "a", "score": 1}, {"name": "b", "score": 2}])),
        )],
    );
}

#[test]
fn markup_and_reasoning_tags_inside_strings_are_content() {
    check(
        json!({"type": "object", "properties": {"k": {"type": "string"}}, "required": ["k"]}),
        &[
            (
                r#"{"k": "<think>x</think>"}"#,
                value(json!({"k": "<think>x</think>"})),
            ),
            (
                "```json\n{\"k\": \"<think>why</think> now\",}\n```",
                value(json!({"k": "<think>why</think> now"})),
            ),
            (r#"{"k": "<a>b</a>"}"#, value(json!({"k": "<a>b</a>"}))),
            (r#"{"k": "<b>"}"#, value(json!({"k": "<b>"}))),
            (
                "<think>Maybe {\"k\": \"no\"}.</think>\n{\"k\": \"yes\"}",
                value(json!({"k": "yes"})),
            ),
        ],
    );
}

#[test]
fn a_curly_quote_inside_a_straight_quoted_string_is_content() {
    check(
        json!({"type": "array", "items": {"type": "string"}}),
        &[(
            "```json\n[\"a 5” screen\"]\n```",
            value(json!(["a 5” screen"])),
        )],
    );
    check(
        json!(true),
        &[(r#"{"a": "x “ }y",}"#, value(json!({"a": "x “ }y"})))],
    );
}

#[test]
fn unions_prefer_a_value_that_fits_exactly() {
    check(
        json!({"type": ["string", "null"]}),
        &[("```json\nnull\n```", value(Value::Null))],
    );
    check(
        json!({"anyOf": [{"type": "boolean"}, {"type": "string"}]}),
        &[("```json\ntrue\n```", value(json!(true)))],
    );
    check(
        json!({"oneOf": [
            {"type": "array", "items": {"type": "string"}},
            {"type": "array", "items": {"type": ["integer", "string"]}}
        ]}),
        &[("[1, 'x']", value(json!([1, "x"])))],
    );
    // A variant that drops a key is not cheaper for leaving the key's repairs unread (found
    // by the oracle property test).
    check(
        json!({"anyOf": [
            {"type": "object", "properties": {"score": {"enum": ["green"]}}},
            {"type": "object", "properties": {"tags": {"type": "string"}, "score": {"enum": ["red", "green", null]}}}
        ]}),
        &[(
            "{\"tags\": 'e', \"score\": 'green'}",
            value(json!({"tags": "e", "score": "green"})),
        )],
    );
}

#[test]
fn an_exact_key_belongs_to_its_own_property() {
    check(
        json!({"type": "object", "properties": {"user_name": {"type": "string"}, "userName": {"type": "string"}}}),
        &[(r#"{"userName": "x"}"#, value(json!({"userName": "x"})))],
    );
}

#[test]
fn no_object_is_invented_from_an_empty_one() {
    check(
        json!({"type": "object", "properties": {"kind": {"const": "person"}}, "required": ["kind"]}),
        &[
            ("Sorry, no data: {}", refuse(ErrorKind::MissingField)),
            ("{}", refuse(ErrorKind::MissingField)),
        ],
    );
}

#[test]
fn nulls_are_kept_in_arrays_named_in_prose() {
    check(
        json!({"type": "array", "items": {"type": ["boolean", "null"]}}),
        &[(
            "Here: [null, null, null, true]",
            value(json!([null, null, null, true])),
        )],
    );
}

#[test]
fn an_escaped_quote_in_a_key_is_kept() {
    check(
        json!(true),
        &[(
            "```json\n{\"c\": 1, \"a\\\"b\": 2}\n```",
            value(json!({"c": 1, "a\"b": 2})),
        )],
    );
}

#[test]
fn python_none_is_null_not_a_word_for_a_string() {
    check(
        json!({"oneOf": [
            {"anyOf": [
                {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
                {"type": "null"}
            ]},
            {"type": "number"}
        ]}),
        &[("None", value(Value::Null))],
    );
}

#[test]
fn one_of_means_exactly_one() {
    check(
        json!({"oneOf": [{"type": "integer"}, {"type": "number"}]}),
        &[
            ("3", refuse(ErrorKind::Ambiguous)),
            ("3.5", value(json!(3.5))),
        ],
    );
    check(
        json!({"anyOf": [{"type": "integer"}, {"type": "number"}]}),
        &[("3", value(json!(3)))],
    );
}

#[test]
fn lists_gathered_from_prose_are_never_cut_short() {
    let mut reply = String::from("Here are the records:\n");
    for n in 0..60 {
        reply.push_str(&format!("{{\"a\": {n}}}\n"));
    }
    let want: Vec<Value> = (0..60).map(|n| json!({"a": n})).collect();
    check(
        json!({"type": "array", "items": {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}}),
        &[(&reply, value(Value::Array(want)))],
    );
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(deny_unknown_fields)]
struct Strict {
    name: String,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Lenient {
    name: String,
}

#[test]
fn deny_unknown_fields_is_honoured() {
    let err = Strict::convert(r#"{"name": "a", "extra": 1}"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Mismatch, "{err}");
    assert_eq!(err.path(), ".extra");
    let report = Lenient::convert_with_report(r#"{"name": "a", "extra": 1}"#).unwrap();
    assert_eq!(report.value.name, "a");
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::ExtraKeyDropped)
    );
}

#[test]
fn a_delimited_string_is_split_or_refused_never_one_item() {
    let movies = json!({
        "type": "object",
        "properties": {"movies": {"type": "array", "items": {"type": "string"}}},
        "required": ["movies"]
    });
    check(
        movies.clone(),
        &[
            (
                r#"{"movies": "Big, Splash, Cast Away"}"#,
                refuse(ErrorKind::Mismatch),
            ),
            (
                r#"{"movies": "Big; Splash; Cast Away"}"#,
                value(json!({"movies": ["Big", "Splash", "Cast Away"]})),
            ),
            (
                "Movies: Big, Splash, Cast Away",
                refuse(ErrorKind::Mismatch),
            ),
            (
                "movies: [Big, Splash]",
                value(json!({"movies": ["Big", "Splash"]})),
            ),
            (r#"{"movies": "Big"}"#, value(json!({"movies": ["Big"]}))),
        ],
    );
    check(
        json!({"type": "array", "items": {"type": "integer"}}),
        &[("\"1, 2, 3\"", value(json!([1, 2, 3])))],
    );
    check(
        json!({"type": "array", "items": {"type": "string"}}),
        &[
            ("1) Berlin\n2) Paris", value(json!(["Berlin", "Paris"]))),
            (
                r#"{"cities": ["Berlin", "Paris"]}"#,
                value(json!(["Berlin", "Paris"])),
            ),
            (
                r#"The list is "[\"Berlin\", \"Paris\"]" as asked."#,
                value(json!(["Berlin", "Paris"])),
            ),
        ],
    );
}

#[test]
fn valid_literals_are_not_reported_as_repairs() {
    let converter =
        Converter::new(&json!({"type": "array", "items": {"type": ["boolean", "null"]}})).unwrap();
    let report = converter.convert_with_report("Here: [true, null]").unwrap();
    assert_eq!(report.value, json!([true, null]));
    let kinds: Vec<RepairKind> = report.repairs.iter().map(|r| r.kind).collect();
    assert_eq!(kinds, [RepairKind::Extracted]);
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Invoice {
    invoice_number: String,
    items: Vec<Line>,
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Line {
    name: String,
    quantity: u32,
}

#[test]
fn errors_point_at_the_deepest_failure() {
    let err = Invoice::convert(
        r#"{"invoice": {"invoice_number": "A-1", "items": [{"name": "pen", "quantity": 2.5}]}}"#,
    )
    .unwrap_err();
    assert_eq!(err.path(), ".items[0].quantity", "{err}");
    assert_eq!(err.kind(), ErrorKind::Mismatch);
    // The same wrapper around a value that fits is unwrapped.
    let invoice = Invoice::convert(
        r#"{"invoice": {"invoice_number": "A-1", "items": [{"name": "pen", "quantity": 2}]}}"#,
    )
    .unwrap();
    assert_eq!(invoice.invoice_number, "A-1");
    assert_eq!(
        (invoice.items[0].name.as_str(), invoice.items[0].quantity),
        ("pen", 2)
    );
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Figure {
    Circle { radius: f64 },
    Square { side: f64 },
}

#[test]
fn a_tagged_enum_error_names_every_tag() {
    let err = Figure::convert(r#"{"kind": "triangle", "side": 1}"#).unwrap_err();
    let text = err.to_string();
    assert!(text.contains("circle") && text.contains("square"), "{text}");
    match Figure::convert(r#"{"kind": "square", "side": 2}"#).unwrap() {
        Figure::Square { side } => assert_eq!(side, 2.0),
        Figure::Circle { radius } => panic!("a circle of radius {radius}"),
    }
}

#[test]
fn errors_are_in_structouts_words() {
    let err = <Vec<i32>>::convert("[99999999999]").unwrap_err();
    assert!(!err.to_string().contains("invalid value"), "{err}");
    let err = bool::convert("[[true]]").unwrap_err();
    assert!(
        err.to_string().contains("found `an array of 1 value`"),
        "{err}"
    );
}

#[test]
fn a_number_in_exponent_notation_is_read_whole() {
    check(
        json!({"type": "number"}),
        &[
            ("The value is 1e-7.", value(json!(1e-7))),
            ("The batch is 2.5E3 units", value(json!(2500.0))),
        ],
    );
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Meeting {
    at: chrono::DateTime<chrono::Utc>,
    day: chrono::NaiveDate,
}

#[test]
fn dates_and_times_follow_their_formats() {
    let meeting =
        Meeting::convert(r#"{"at": "2024-05-01T10:00:00Z", "day": "2024-05-01T09:00:00Z"}"#)
            .unwrap();
    assert_eq!(meeting.day.to_string(), "2024-05-01");
    assert_eq!(meeting.at.timestamp(), 1_714_557_600);
    let report = Meeting::convert_with_report(
        r#"{"at": "2024-05-01T10:00:00Z", "day": "2024-05-01T09:00:00Z"}"#,
    )
    .unwrap();
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::DatePartTaken && r.path == ".day")
    );
    // A date-time with no offset names no instant: refused at its path, in our words.
    let err =
        Meeting::convert(r#"{"at": "2024-05-01T10:00:00", "day": "2024-05-01"}"#).unwrap_err();
    assert_eq!(err.path(), ".at", "{err}");
    assert!(err.to_string().contains("date-time"), "{err}");
    assert!(!err.to_string().contains("premature"), "{err}");
}

#[test]
fn a_map_key_written_twice_is_ambiguous() {
    let err = <std::collections::HashMap<String, u32>>::convert(r#"{"a": 1, "a": 2}"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Ambiguous, "{err}");
    let err = <std::collections::BTreeMap<String, u32>>::convert(r#"Here: {"a": 1, "a": 2}"#)
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Ambiguous, "{err}");
    let same = <std::collections::HashMap<String, u32>>::convert_with_report(r#"{"a": 1, "a": 1}"#)
        .unwrap();
    assert_eq!(same.value["a"], 1);
    assert!(!same.is_clean());
}

/// An item that never closed, cut where a fence marker starts, is a cut-off reply: refused
/// by default, not an empty list (found through the streaming fuzz target).
#[test]
fn an_item_cut_at_a_fence_marker_is_truncated_not_dropped() {
    let schema = json!({"type": "array", "items": {"type": "object", "properties": {"t": {"type": "string"}, "n": {"type": "number"}}}});
    let converter = Converter::new(&schema).unwrap();
    let reply = "[{\"t\": \"hi\", \"n\": 2.5, \"```js: , \"ce\": \"x\"";
    assert_eq!(
        converter.convert(reply).unwrap_err().kind(),
        ErrorKind::Truncated
    );
    let lenient = converter.with_options(ConvertOptions::default().allow_truncated(true));
    let converted = lenient.convert_with_report(reply).unwrap();
    assert!(
        converted
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::CutOffDropped)
    );
}

#[test]
fn a_reply_of_many_values_reads_alike_at_any_count() {
    // Past the first values tried one by one, the rest count only as parts of a list: kept
    // where a list may be the answer, and the answer is the same as with a few values.
    let lines = |n: usize, line: &dyn Fn(usize) -> String| -> String {
        (0..n).map(line).collect::<Vec<_>>().join("\n")
    };
    for n in [3, 60] {
        let entries = lines(n, &|i| format!("{{\"key\": \"k{i}\", \"value\": {i}}}"));
        let map: serde_json::Map<String, Value> =
            (0..n).map(|i| (format!("k{i}"), json!(i))).collect();
        check(
            json!({"type": "object", "additionalProperties": {"type": "integer"}}),
            &[(&entries, value(Value::Object(map)))],
        );
        let objects = lines(n, &|i| format!("{{\"a\": {i}}}"));
        let list: Vec<Value> = (0..n).map(|i| json!({"a": i})).collect();
        let object =
            json!({"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]});
        check(
            json!({"type": "array", "items": object}),
            &[(&objects, value(Value::Array(list)))],
        );
        check(
            json!({"anyOf": [object, {"type": "array", "items": object}]}),
            &[(&objects, refuse(ErrorKind::Ambiguous))],
        );
        check(object.clone(), &[(&objects, refuse(ErrorKind::Ambiguous))]);
        let words = lines(n, &|i| format!("\"{}\"", ["low", "high"][i % 2]));
        check(
            json!({"enum": ["low", "high"]}),
            &[(&words, refuse(ErrorKind::Ambiguous))],
        );
        let same = lines(n, &|_| "\"low\"".to_owned());
        check(
            json!({"enum": ["low", "high"]}),
            &[(&same, value(json!("low")))],
        );
    }
}

#[test]
fn a_record_beside_others_is_not_the_whole_list() {
    // Records side by side, one of them wrong, for a list: the reply meant all of them, so
    // one wrapped into a list of one is not the answer; the error names the wrong record.
    let record =
        json!({"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]});
    let list = json!({"type": "array", "items": record});
    let converter = Converter::new(&list).unwrap();
    for reply in [
        "{\"a\": 1}\n{\"a\": \"x\"}",
        "Here:\n{\"a\": 1}\n{\"a\": \"x\"}",
        "```json\n{\"a\": 1}\n{\"a\": \"x\"}\n```",
    ] {
        let err = converter.convert(reply).expect_err(reply);
        assert_eq!(err.kind(), ErrorKind::Mismatch, "{reply}: {err}");
        assert!(err.to_string().contains("[1].a"), "{reply}: {err}");
    }
    // Past the values tried one by one too, wherever the wrong record stands.
    for wrong in [1, 47, 48, 50, 59] {
        let lines: Vec<String> = (0..60)
            .map(|i| match i {
                _ if i == wrong => "{\"a\": \"x\"}".to_owned(),
                _ => format!("{{\"a\": {i}}}"),
            })
            .collect();
        for reply in [lines.join("\n"), format!("Here:\n{}", lines.join("\n"))] {
            let err = converter.convert(&reply).expect_err(&reply);
            assert_eq!(err.kind(), ErrorKind::Mismatch, "{wrong}: {err}");
            assert!(
                err.to_string().contains(&format!("[{wrong}].a")),
                "{wrong}: {err}"
            );
        }
    }
    check(
        list,
        &[
            ("{\"a\": 1}\n{\"a\": 2}", value(json!([{"a": 1}, {"a": 2}]))),
            ("{\"a\": 1}", value(json!([{"a": 1}]))),
            (
                "For example: {\"a\": 1}\nThe answer: {\"a\": 2}",
                value(json!([{"a": 2}])),
            ),
        ],
    );
}

#[test]
fn an_object_with_another_key_is_not_the_only_field() {
    // `{"year": 1990}` names another field: it is not `{"age": 1990}`.
    let age =
        json!({"type": "object", "properties": {"age": {"type": "integer"}}, "required": ["age"]});
    check(
        age,
        &[
            ("{\"year\": 1990}", refuse(ErrorKind::MissingField)),
            ("{\"b\": \"2\"}", refuse(ErrorKind::MissingField)),
            ("1990", value(json!({"age": 1990}))),
            ("{\"age\": 1990}", value(json!({"age": 1990}))),
        ],
    );
    // An object given for the only field that holds an object is still that field's value.
    let selected = json!({
        "type": "object",
        "properties": {"selected": {"type": "object", "properties": {"x": {"type": "integer"}}, "required": ["x"]}},
        "required": ["selected"]
    });
    check(
        selected,
        &[("{\"x\": 1}", value(json!({"selected": {"x": 1}})))],
    );
}

/// A JSON string's text is its text: brackets in it are no place of their own, and tags in
/// it are no reasoning block, whichever quotes it has, in a fence or as the whole reply.
#[test]
fn a_string_is_its_text_whatever_it_holds() {
    let fragments = [
        "{f mjy 2:",
        "\r [bx wc []",
        "see {\"a\": 1} here",
        "[1, 2, 3]",
        "{a: [b]}",
        "x <think>y</think> z",
        "] { [",
    ];
    let any = Converter::new(&json!(true)).unwrap();
    let string = Converter::new(&json!({"type": "string"})).unwrap();
    let record = Converter::new(&json!({"type": "object",
        "properties": {"a": {"type": "string"}}, "required": ["a"]}))
    .unwrap();
    let mut failures = Vec::new();
    for fragment in fragments {
        let quoted = serde_json::to_string(fragment).unwrap();
        for reply in [
            quoted.clone(),
            format!("```json\n{quoted}\n```"),
            format!("```\n{quoted}\n```"),
        ] {
            for (what, got) in [
                ("any", any.convert(&reply)),
                ("string", string.convert(&reply)),
            ] {
                if got.as_ref().ok() != Some(&json!(fragment)) {
                    failures.push(format!("{what} {reply:?}: {got:?}"));
                }
            }
        }
        if !fragment.contains(['\'', '\r']) {
            for reply in [
                format!("{{'a': '{fragment}'}}"),
                format!("```json\n{{'a': '{fragment}'}}\n```"),
                format!("{{\"a\": {quoted}}}"),
            ] {
                let got = record.convert(&reply);
                if got.as_ref().ok() != Some(&json!({"a": fragment})) {
                    failures.push(format!("record {reply:?}: {got:?}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// A list cut off after a comma, at the reply's end (`["a", "b",`), was going on: it is cut
/// off, never the shorter list, at any depth and in any spelling; with `allow_truncated` the
/// items read are kept and the cut reported. Only its closer missing (`["a", "b"`), it is
/// whole. (An object cut off after a comma converts: the fields it holds are whole, and a
/// field that follows would be a key the reply never wrote.)
#[test]
fn a_list_cut_off_after_a_comma_is_never_shortened() {
    let list = json!({"type": "array", "items": {"type": "string"}});
    let nested =
        json!({"type": "object", "properties": {"tags": list.clone()}, "required": ["tags"]});
    for (schema, reply) in [
        (&list, r#"["a", "b","#),
        (&list, "[\"a\", \"b\",\n  "),
        (&list, "['a', 'b',"),
        (&list, "Here you go: [\"a\","),
        (&list, "```json\n[\"a\", \"b\","),
        (&nested, r#"{"tags": ["a", "b","#),
        (&nested, "{tags: ['a',"),
    ] {
        let converter = Converter::new(schema).unwrap();
        let err = converter.convert(reply).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Truncated, "{reply}: {err}");
        let lenient = converter
            .clone()
            .with_options(ConvertOptions::default().allow_truncated(true));
        let report = lenient.convert_with_report(reply).unwrap();
        assert!(
            report
                .repairs
                .iter()
                .any(|r| r.kind == RepairKind::CutOffDropped),
            "{reply}"
        );
    }
    // The list closed, only the object's brace missing: cut off at the object.
    let err = Converter::new(&nested)
        .unwrap()
        .convert(r#"{"tags": ["a", "b"]"#)
        .unwrap_err();
    assert_eq!((err.kind(), err.path()), (ErrorKind::Truncated, ""));
    // A list the reply ends inside may have gone on, whatever its last item.
    let err = Converter::new(&list)
        .unwrap()
        .convert(r#"["a", "b""#)
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Truncated);
}

/// A `date` (and the date of a `date-time`) is a day of the calendar: `2025-02-30`,
/// `2025-04-31` and `2023-02-29` are no dates and are refused, leap days are dates in leap
/// years only; checked against chrono over every month of six years around the century rules.
#[test]
fn a_date_is_a_day_of_the_calendar() {
    let date = Converter::new(&json!({"type": "string", "format": "date"})).unwrap();
    let date_time = Converter::new(&json!({"type": "string", "format": "date-time"})).unwrap();
    let mut failures = Vec::new();
    for year in [1900, 2000, 2023, 2024, 2025, 2100] {
        for month in 1..=12 {
            for day in 27..=32 {
                let real = chrono::NaiveDate::from_ymd_opt(year, month, day).is_some();
                let text = format!("{year:04}-{month:02}-{day:02}");
                let reads = date.convert(&format!("\"{text}\"")).is_ok();
                let reads_time = date_time.convert(&format!("\"{text}T10:30:00Z\"")).is_ok();
                if reads != real || reads_time != real {
                    failures.push(format!("{text}: date {reads}, date-time {reads_time}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A placeholder is refused with feedback that says it is one, under a plain string and under
/// a union holding a string (where the union's own description replaces its branches'): the
/// model is told to write a real value, not only what type it should have.
#[test]
fn a_placeholder_refusal_says_so_under_a_union() {
    let schemas = [
        json!({"type": "string"}),
        json!({"anyOf": [{"type": "string"}, {"type": "number"}]}),
        json!({"anyOf": [{"type": "number", "minimum": 0}, {"type": "string", "pattern": "^[a-c]*x$"}]}),
        json!({"oneOf": [{"type": "integer"}, {"type": "string", "maxLength": 8}]}),
    ];
    for schema in schemas {
        let converter = Converter::new(&json!({
            "type": "object", "properties": {"id": schema}, "required": ["id"]
        }))
        .unwrap();
        for slot in ["xxx", "N/A", "<id>", "YOUR_ID_HERE", "TBD"] {
            let text = json!({"id": slot}).to_string();
            match converter.convert(&text) {
                Err(e) => assert!(
                    e.expected().contains("not a placeholder"),
                    "{schema}: {text} refused without saying why: {e}"
                ),
                Ok(v) => panic!("{schema}: {text} gave {v}"),
            }
        }
    }
}
