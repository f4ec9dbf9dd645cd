//! Every value `convert` returns validates against its schema: keyword by keyword, then as
//! a property test against an independent validator (the `jsonschema` crate) over random
//! schemas and random, damaged and invalid replies.

use serde_json::{Value, json};
use structout::{Converter, ErrorKind, StructuredOutput};

fn converter(schema: Value) -> Converter {
    Converter::new(&schema).expect("a valid schema")
}

/// `text` is refused with a mismatch at `path` whose `expected` says `expected`.
#[track_caller]
fn refused(c: &Converter, text: &str, path: &str, expected: &str) {
    let err = c.convert(text).expect_err(text);
    assert_eq!(err.kind(), ErrorKind::Mismatch, "{text}: {err}");
    assert_eq!(err.path(), path, "{text}: {err}");
    assert_eq!(err.expected(), expected, "{text}: {err}");
    assert!(
        err.feedback().contains(expected),
        "{text}: {}",
        err.feedback()
    );
}

#[test]
fn minimum_and_maximum() {
    let c = converter(json!({"type": "object", "properties": {
        "perPage": {"type": "integer", "minimum": 1, "maximum": 100}}, "required": ["perPage"]}));
    refused(
        &c,
        r#"{"perPage": 500}"#,
        ".perPage",
        "an integer from 1 to 100",
    );
    refused(
        &c,
        r#"{"perPage": 0}"#,
        ".perPage",
        "an integer from 1 to 100",
    );
    // A coercion still applies; the bound is checked on the coerced value.
    assert_eq!(
        c.convert(r#"{"perPage": "5"}"#).unwrap(),
        json!({"perPage": 5})
    );
    refused(
        &c,
        r#"{"perPage": "500"}"#,
        ".perPage",
        "an integer from 1 to 100",
    );
    assert_eq!(
        c.convert(r#"{"perPage": 100}"#).unwrap(),
        json!({"perPage": 100})
    );
    let n = converter(json!({"type": "number", "minimum": 0.5}));
    assert_eq!(n.convert("0.5").unwrap(), json!(0.5));
    refused(&n, "0.25", "", "a number of at least 0.5");
    let m = converter(json!({"type": "number", "maximum": -1}));
    refused(&m, "0", "", "a number of at most -1");
}

#[test]
fn exclusive_bounds_in_both_drafts() {
    for schema in [
        json!({"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1}),
        json!({"type": "number", "minimum": 0, "exclusiveMinimum": true,
               "maximum": 1, "exclusiveMaximum": true}),
    ] {
        let c = converter(schema);
        assert_eq!(c.convert("0.5").unwrap(), json!(0.5));
        refused(&c, "0", "", "a number greater than 0 and less than 1");
        refused(&c, "1", "", "a number greater than 0 and less than 1");
    }
    // The boolean form with `false` is an inclusive bound.
    let c = converter(json!({"type": "integer", "minimum": 0, "exclusiveMinimum": false}));
    assert_eq!(c.convert("0").unwrap(), json!(0));
    // Both forms at once: the tighter bound holds.
    let c = converter(json!({"type": "integer", "minimum": 5, "exclusiveMinimum": 3}));
    refused(&c, "4", "", "an integer of at least 5");
}

#[test]
fn bounds_are_exact_at_the_edges_of_i64_and_u64() {
    let c = converter(json!({"type": "integer", "maximum": 9007199254740992u64}));
    refused(
        &c,
        "9007199254740993",
        "",
        "an integer of at most 9007199254740992",
    );
    let c = converter(json!({"type": "integer", "minimum": 1.5}));
    refused(&c, "1", "", "an integer of at least 1.5");
    assert_eq!(c.convert("2").unwrap(), json!(2));
    let c = converter(json!({"type": "integer", "maximum": -9223372036854775808i64}));
    refused(
        &c,
        "18446744073709551615",
        "",
        "an integer of at most -9223372036854775808",
    );
}

#[test]
fn multiple_of() {
    let c = converter(json!({"type": "integer", "multipleOf": 5}));
    assert_eq!(c.convert("15").unwrap(), json!(15));
    assert_eq!(c.convert("-10").unwrap(), json!(-10));
    refused(&c, "12", "", "an integer that is a multiple of 5");
    assert_eq!(
        c.convert("18446744073709551615").unwrap(),
        json!(18446744073709551615u64)
    );
    // Decimal divisors divide the numbers as written: 0.3 is three tenths, not the binary
    // value next to it (which is what the `jsonschema` crate does too).
    let c = converter(json!({"type": "number", "multipleOf": 0.1}));
    for ok in ["0.3", "0.7", "1", "-2.5", "1e3", "0"] {
        assert!(c.convert(ok).is_ok(), "{ok}");
    }
    refused(&c, "0.35", "", "a number that is a multiple of 0.1");
    refused(&c, "[1e-7]", "", "a number that is a multiple of 0.1");
    let c = converter(json!({"type": "number", "multipleOf": 0.01}));
    assert_eq!(c.convert("19.99").unwrap(), json!(19.99));
    refused(&c, "19.999", "", "a number that is a multiple of 0.01");
    let c = converter(json!({"type": "number", "multipleOf": 2.5e-300}));
    assert!(c.convert("5e-300").is_ok());
    assert!(c.convert("1e300").is_ok());
    refused(
        &c,
        "[3e-300]",
        "",
        "a number that is a multiple of 2.5e-300",
    );
    for bad in [
        json!({"multipleOf": 0}),
        json!({"multipleOf": -1}),
        json!({"multipleOf": "2"}),
    ] {
        let err = Converter::new(&bad).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidSchema, "{bad}");
    }
}

#[test]
fn integer_formats_are_refused_by_the_engine_not_by_serde() {
    #[derive(Debug, serde::Deserialize, schemars::JsonSchema, StructuredOutput)]
    #[allow(dead_code)]
    struct Page {
        size: i32,
        count: u8,
        total: u64,
    }
    let err = Page::convert(r#"{"size": 99999999999, "count": 1, "total": 1}"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Mismatch, "{err}");
    assert_eq!(err.path(), ".size");
    assert_eq!(
        err.expected(),
        "an integer that fits in a 32-bit signed integer (int32)"
    );
    let err = Page::convert(r#"{"size": 1, "count": 256, "total": 1}"#).unwrap_err();
    assert_eq!(err.path(), ".count");
    assert_eq!(
        err.expected(),
        "an integer that fits in an 8-bit unsigned integer (uint8)"
    );
    let err = Page::convert(r#"{"size": 1, "count": 1, "total": -1}"#).unwrap_err();
    assert_eq!(err.path(), ".total");
    assert_eq!(
        err.expected(),
        "an integer that fits in a 64-bit unsigned integer (uint64)"
    );
    let page =
        Page::convert(r#"{size: "-2147483648", count: 255, total: 18446744073709551615}"#).unwrap();
    assert_eq!(
        (page.size, page.count, page.total),
        (i32::MIN, 255, u64::MAX)
    );

    for (format, low, high) in [
        ("int8", json!(-128), json!(127)),
        ("int16", json!(-32768), json!(32767)),
        ("int32", json!(-2147483648i64), json!(2147483647)),
        ("int64", json!(i64::MIN), json!(i64::MAX)),
        ("uint8", json!(0), json!(255)),
        ("uint16", json!(0), json!(65535)),
        ("uint32", json!(0), json!(4294967295u64)),
        ("uint64", json!(0), json!(u64::MAX)),
        ("uint", json!(0), json!(usize::MAX)),
        ("int", json!(isize::MIN), json!(isize::MAX)),
    ] {
        let c = converter(json!({"type": "integer", "format": format}));
        assert_eq!(c.convert(&low.to_string()).unwrap(), low, "{format}");
        assert_eq!(c.convert(&high.to_string()).unwrap(), high, "{format}");
        let below = low.as_i64().map(|n| n as i128 - 1).unwrap();
        let above = high
            .as_u64()
            .map_or_else(|| high.as_i64().unwrap() as i128, |n| n as i128)
            + 1;
        for outside in [below, above] {
            if let Ok(value) = c.convert(&outside.to_string()) {
                panic!("{format}: {outside} became {value}");
            }
        }
    }
    // A float format needs no check.
    let c = converter(json!({"type": "number", "format": "float"}));
    assert_eq!(c.convert("1e300").unwrap(), json!(1e300));
}

#[test]
fn string_lengths_count_code_points() {
    let c = converter(json!({"type": "object", "properties": {
        "name": {"type": "string", "maxLength": 5}, "code": {"type": "string", "minLength": 2}}}));
    assert_eq!(
        c.convert(r#"{"name": "héllo"}"#).unwrap(),
        json!({"name": "héllo"})
    );
    assert_eq!(
        c.convert(r#"{"name": "🦀🦀🦀🦀🦀"}"#).unwrap(),
        json!({"name": "🦀🦀🦀🦀🦀"})
    );
    refused(
        &c,
        r#"{"name": "héllo!"}"#,
        ".name",
        "a string of at most 5 characters",
    );
    refused(
        &c,
        r#"{"code": "x"}"#,
        ".code",
        "a string of at least 2 characters",
    );
    // A number read as a string is checked too.
    refused(
        &c,
        r#"{"name": 123456}"#,
        ".name",
        "a string of at most 5 characters",
    );
    let c =
        converter(json!({"type": "string", "minLength": 2, "maxLength": 3, "pattern": "^[a-z]+$"}));
    refused(
        &c,
        "\"abcd\"",
        "",
        "a string of 2 to 3 characters matching `^[a-z]+$`",
    );
    let c = converter(json!({"type": "array", "items": {"type": "string", "minLength": 1}}));
    assert!(c.convert("[\"a\", \"\"]").is_err());
    let c = converter(json!({"type": "string", "minLength": 3, "maxLength": 3}));
    refused(&c, "\"ab\"", "", "a string of exactly 3 characters");
}

#[test]
fn a_bound_decides_between_candidates() {
    let c = converter(json!({"type": "array", "items": {"type": "integer", "minimum": 10}}));
    assert_eq!(c.convert("[5] or rather [12]").unwrap(), json!([12]));
    let c = converter(json!({"type": "object", "properties": {
        "n": {"type": "integer", "maximum": 10}}, "required": ["n"]}));
    assert_eq!(
        c.convert("Not {\"n\": 50} but {\"n\": 7}").unwrap(),
        json!({"n": 7})
    );
    let c = converter(json!({"anyOf": [
        {"type": "string", "maxLength": 3}, {"type": "integer", "maximum": 100}]}));
    assert_eq!(c.convert("[\"12\"]").unwrap(), json!("12"));
    assert_eq!(
        c.convert("[\"1234\"]").unwrap_err().kind(),
        ErrorKind::Mismatch
    );
}

#[test]
fn unique_items() {
    let c = converter(json!({"type": "array", "items": {}, "uniqueItems": true}));
    assert_eq!(c.convert("[1, 2, \"1\"]").unwrap(), json!([1, 2, "1"]));
    for text in [
        "[1, 2, 1]",
        "[1, 1.0]",
        "[{\"a\": [1]}, {\"a\": [1.0]}]",
        "[[], []]",
    ] {
        let err = c.convert(text).expect_err(text);
        assert_eq!(err.kind(), ErrorKind::Mismatch, "{text}");
        assert_eq!(err.expected(), "an array of unique items", "{text}");
    }
    assert!(c.convert("[{\"a\": 1}, {\"a\": 1, \"b\": 2}]").is_ok());
    // Items are compared after coercion: "1" and 1 are the same integer.
    let c = converter(json!({"type": "array", "items": {"type": "integer"}, "uniqueItems": true}));
    assert!(c.convert("[1, \"1\"]").is_err());
}

#[test]
fn max_items_zero_takes_no_lone_value() {
    let c = converter(json!({"type": "array", "items": {"type": "integer"}, "maxItems": 0}));
    assert_eq!(c.convert("[]").unwrap(), json!([]));
    assert!(c.convert("5").is_err());
}

#[test]
fn enum_values_outside_the_other_keywords_are_never_returned() {
    let c = converter(json!({"type": "integer", "enum": [1, 2, 500], "maximum": 100}));
    assert_eq!(c.convert("2").unwrap(), json!(2));
    assert!(c.convert("500").is_err());
    let c = converter(json!({"type": "string", "enum": ["a", null, 3]}));
    assert!(c.convert("null").is_err());
    assert!(c.convert("3").is_err());
    assert_eq!(c.convert("\"a\"").unwrap(), json!("a"));
    let c = converter(json!({"type": ["string", "null"], "enum": ["a", null], "maxLength": 0}));
    assert_eq!(c.convert("null").unwrap(), json!(null));
    assert!(c.convert("\"a\"").is_err());
    let c = converter(json!({"const": 3, "multipleOf": 2}));
    assert!(c.convert("3").is_err());
}

#[test]
fn invalid_bounds_are_schema_errors() {
    for schema in [
        json!({"type": "integer", "minimum": "1"}),
        json!({"type": "number", "exclusiveMaximum": null}),
        json!({"type": "string", "maxLength": -1}),
        json!({"type": "string", "minLength": 1.5}),
    ] {
        let err = Converter::new(&schema).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidSchema, "{schema}");
    }
}
