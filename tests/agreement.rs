//! The entry points agree: `convert`, `convert_with` (default options) and
//! `convert_with_report` give the same value or errors of the same kind, and `convert_strict`
//! succeeds only where the report is clean, for every kind of type.

use schemars::JsonSchema;
use serde::Deserialize;
use std::fmt::Debug;
use structout::{ConvertOptions, RepairKind, StructuredOutput};

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Film {
    title: String,
    year: u32,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
enum Sentiment {
    Positive,
    Negative,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
enum Action {
    /// Search the web.
    Search { query: String },
    /// Fetch a page by number.
    Page { number: u32 },
    /// The final answer.
    #[structout(finish)]
    Answer(String),
}

/// Asserts that the entry points agree on `text`; returns whether the report was clean.
fn agree<T: StructuredOutput + PartialEq + Debug>(text: &str) -> Option<bool> {
    let plain = T::convert(text);
    let with = T::convert_with(text, &ConvertOptions::default()).map(|c| c.value);
    let report = T::convert_with_report(text);
    let strict = T::convert_strict(text);
    match (&plain, &with, &report) {
        (Ok(a), Ok(b), Ok(c)) => {
            assert_eq!(a, b, "convert vs convert_with on {text:?}");
            assert_eq!(a, &c.value, "convert vs convert_with_report on {text:?}");
        }
        (Err(a), Err(b), Err(c)) => {
            assert_eq!(a.kind(), b.kind(), "{text:?}: {a} / {b}");
            assert_eq!(a.kind(), c.kind(), "{text:?}: {a} / {c}");
        }
        _ => panic!("entry points disagree on {text:?}: {plain:?} / {with:?} / {report:?}"),
    }
    let clean = report.as_ref().ok().map(structout::Converted::is_clean);
    if let Ok(value) = &strict {
        assert_eq!(
            clean,
            Some(true),
            "strict accepted a repaired reply {text:?}"
        );
        assert_eq!(Some(value), plain.as_ref().ok(), "{text:?}");
    }
    if clean == Some(true) && text.trim_start().starts_with(['{', '[', '"']) {
        assert!(strict.is_ok(), "clean JSON refused by strict: {text:?}");
    }
    clean
}

#[test]
fn a_data_struct() {
    for text in [
        r#"{"title": "Big", "year": 1988}"#,
        r#"{"title": "Big", "year": 1988, "rating": 7}"#,
        r#"{"title": "Big", "year": "1988"}"#,
        "Here: ```json\n{\"title\": \"Big\", \"year\": 1988,}\n```",
        "{title: 'Big', year: 1988}",
        r#"{"title": "Big"}"#,
        "I can't help with that.",
        "",
    ] {
        agree::<Film>(text);
    }
    assert_eq!(
        agree::<Film>(r#"{"title": "Big", "year": 1988}"#),
        Some(true)
    );
    // serde ignores an unknown key; the report says it was dropped.
    assert_eq!(
        agree::<Film>(r#"{"title": "Big", "year": 1988, "rating": 7}"#),
        Some(false)
    );
}

#[test]
fn a_unit_enum() {
    for text in [
        "\"Positive\"",
        "positive",
        "It is Negative.",
        "\"neutral\"",
        "Positive or negative",
    ] {
        agree::<Sentiment>(text);
    }
    assert_eq!(agree::<Sentiment>("\"Positive\""), Some(true));
}

#[test]
fn a_list() {
    for text in [
        "[1, 2, 3]",
        "[1, 2, 3,]",
        "- 1\n- 2",
        "Numbers: 1, 2, 3",
        "[\"4\"]",
        "none",
    ] {
        agree::<Vec<u32>>(text);
    }
    assert_eq!(agree::<Vec<u32>>("[1, 2, 3]"), Some(true));
    assert_eq!(agree::<Vec<u32>>("[\"4\"]"), Some(false));
}

#[test]
fn a_tool_enum() {
    let replies = [
        // The enum's own serde JSON: the only clean reply.
        (r#"{"Search": {"query": "rust"}}"#, Some(true)),
        (r#"{"Answer": "42"}"#, Some(true)),
        ("Final Answer: 42", Some(false)),
        ("Action: search\nAction Input: rust", Some(false)),
        (
            "Action: page\nAction Input: {\"number\": \"12\"}",
            Some(false),
        ),
        (
            r#"{"action": "search", "action_input": {"query": "rust"}}"#,
            Some(false),
        ),
        (
            r#"{"role": "assistant", "content": null, "tool_calls": [{"id": "1", "type": "function", "function": {"name": "search", "arguments": "{\"query\": \"rust\"}"}}]}"#,
            Some(false),
        ),
        (
            "Action: search\nAction Input: rust\nFinal Answer: done",
            None,
        ),
        ("Action: browse\nAction Input: rust", None),
        ("I would rather not.", None),
        (
            r#"{"role": "assistant", "content": null, "refusal": "I can't."}"#,
            None,
        ),
    ];
    for (text, clean) in replies {
        assert_eq!(agree::<Action>(text), clean, "{text}");
    }
    // With options, tool replies still read (they once failed through the data path).
    let options = ConvertOptions::default().max_depth(16);
    assert_eq!(
        Action::convert_with("Final Answer: 42", &options)
            .unwrap()
            .value,
        Action::Answer("42".into())
    );
    assert!(
        Action::convert_with(
            "Action: search\nAction Input: rust\nFinal Answer: done",
            &options
        )
        .is_err()
    );
}

#[test]
fn tool_enum_reports_are_honest() {
    let report =
        Action::convert_with_report("Action: page\nAction Input: {\"number\": \"12\"}").unwrap();
    assert_eq!(report.value, Action::Page { number: 12 });
    let kinds: Vec<(RepairKind, &str)> = report
        .repairs
        .iter()
        .map(|r| (r.kind, r.path.as_str()))
        .collect();
    // Argument repairs have paths within the arguments, as argument errors do.
    assert_eq!(
        kinds,
        [
            (RepairKind::Extracted, ""),
            (RepairKind::StringToNumber, ".number")
        ]
    );
    // Free text put in the only parameter.
    let report = Action::convert_with_report("Action: Search\nAction Input: rust").unwrap();
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::FieldImplied && r.path.is_empty()),
        "{:?}",
        report.repairs
    );
    // JSON that needed repair.
    let report =
        Action::convert_with_report("{action: 'search', action_input: {query: 'rust'}}").unwrap();
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::SyntaxRepaired),
        "{:?}",
        report.repairs
    );
    // The enum's own JSON, repaired.
    let report =
        Action::convert_with_report("```json\n{\"Search\": {\"query\": \"rust\",}}\n```").unwrap();
    assert_eq!(
        report.value,
        Action::Search {
            query: "rust".into()
        }
    );
    assert!(!report.is_clean());
}
