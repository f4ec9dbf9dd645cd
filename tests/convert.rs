//! The tolerant converter on replies as models write them: each test is one rule of the crate
//! docs' "Coercion rules", through the typed API and the dynamic `Converter`.

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Value, json};
use structout::{ConvertOptions, Converter, ErrorKind, RepairKind, StructuredOutput};

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(title, year, tags))]
struct Book {
    title: String,
    year: u32,
    #[serde(default)]
    tags: Vec<String>,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
enum Mood {
    Happy,
    Sad,
    VeryAngry,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Verdict {
    guilty: bool,
    confidence: f64,
    note: Option<String>,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Shape {
    Circle { radius: f64 },
    Square { side: f64 },
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Person {
    first_name: String,
    home_city: String,
}

fn book(title: &str, year: u32) -> Book {
    Book {
        title: title.into(),
        year,
        tags: Vec::new(),
    }
}

fn converter(schema: Value) -> Converter {
    Converter::new(&schema).expect("a valid schema")
}

#[test]
fn clean_json_needs_no_repair() {
    let report = Book::convert_with_report(r#"{"title": "Dune", "year": 1965}"#).unwrap();
    assert_eq!(report.value, book("Dune", 1965));
    assert!(report.is_clean());
}

/// Valid JSON with prose after it (or before it) was taken out of the reply, not repaired:
/// the report says `Extracted`, never `SyntaxRepaired`, whatever the prose; JSON that was
/// repaired still says so.
#[test]
fn valid_json_beside_prose_is_extracted_not_repaired() {
    let books = converter(json!({"type": "object",
        "properties": {"title": {"type": "string"}, "year": {"type": "integer"}},
        "required": ["title", "year"]}));
    let dune = json!({"title": "Dune", "year": 1965});
    for prose in [
        "Hope this helps!",
        "The year is the first edition's.",
        "（以上）",
        "Done",
    ] {
        for reply in [
            format!("{{\"title\": \"Dune\", \"year\": 1965}}\n{prose}"),
            format!("{{\"title\": \"Dune\", \"year\": 1965}} {prose}"),
        ] {
            let report = books.convert_with_report(&reply).unwrap();
            assert_eq!(report.value, dune);
            let kinds: Vec<RepairKind> = report.repairs.iter().map(|r| r.kind).collect();
            assert_eq!(kinds, [RepairKind::Extracted], "{reply}");
        }
        let repaired = format!("{{title: \"Dune\", year: 1965}}\n{prose}");
        let report = books.convert_with_report(&repaired).unwrap();
        assert!(
            report
                .repairs
                .iter()
                .any(|r| r.kind == RepairKind::SyntaxRepaired),
            "{repaired}"
        );
    }
}

#[test]
fn valid_json_in_a_fence_means_what_json_says() {
    // Strings that look, to a repairing parser, like a value running into the next key.
    let any = converter(json!(true));
    for value in [
        json!({"a": "x,", ":": 1}),
        json!({"note": "one,", "two\n": "three"}),
        json!([{"t": "a, \"b\": c"}, "```"]),
    ] {
        let reply = format!("Here it is:\n```json\n{value}\n```\nDone.");
        assert_eq!(any.convert(&reply).unwrap(), value, "{reply}");
    }
}

#[test]
fn clean_json_means_what_it_means_in_a_fence() {
    // The first variant takes `{"x": 1}` with its default filled in, the second as it is:
    // the union's first fit is the answer, whether the reply is bare JSON or fenced.
    let schema = json!({"anyOf": [
        {"type": "object", "properties": {"x": {"type": "integer"}, "y": {"type": "integer", "default": 5}}, "required": ["x"]},
        {"type": "object", "properties": {"x": {"type": "integer"}}, "required": ["x"]}
    ]});
    let converter = converter(schema);
    let bare = converter.convert(r#"{"x": 1}"#).unwrap();
    let fenced = converter.convert("```json\n{\"x\": 1}\n```").unwrap();
    assert_eq!(bare, fenced);
    assert_eq!(bare, json!({"x": 1, "y": 5}));
}

#[test]
fn javascript_and_python_liberties_mean_what_they_say() {
    // Single quotes, unquoted keys, trailing commas and comments, with nothing left to guess:
    // read as written, however long a key or however far the next member.
    let any = converter(json!(true));
    let key = "k".repeat(120);
    let reply = format!("{{title: 'x, y', {key}: 1, note: 'say \"hi\"', on: True,}}");
    assert_eq!(
        any.convert(&reply).unwrap(),
        json!({"title": "x, y", key: 1, "note": "say \"hi\"", "on": true})
    );
    let reply = format!(
        "[\n  // first\n  {{a: 1}},{}\n  {{a: 2}}, # second\n]",
        " ".repeat(120)
    );
    assert_eq!(any.convert(&reply).unwrap(), json!([{"a": 1}, {"a": 2}]));
}

#[test]
fn syntax_repairs() {
    let cases = [
        "{title: 'Dune', year: 1965,}",
        "{\"title\": \"Dune\", // the novel\n \"year\": 1965}",
        "{\"title\": \"Dune\" \"year\": 1965}",
        "{\"title\": \"Dune\", /* first */ \"year\": 1965]",
        "{“title”: “Dune”, “year”: 1965}",
    ];
    for text in cases {
        let value = Book::convert(text).unwrap();
        assert_eq!((value.title.as_str(), value.year), ("Dune", 1965), "{text}");
    }
}

#[test]
fn unescaped_quotes_and_newlines_stay_in_the_string() {
    let text = "{\"title\": \"The \"Hobbit\"\nor There and Back\", \"year\": 1937}";
    let value = Book::convert(text).unwrap();
    assert_eq!(value.title, "The \"Hobbit\"\nor There and Back");
}

#[test]
fn candidates_in_prose_fences_and_reasoning() {
    let cases = [
        "Sure! Here it is:\n```json\n{\"title\": \"Dune\", \"year\": 1965}\n```\nAnything else?",
        "~~~\n{\"title\": \"Dune\", \"year\": 1965}\n~~~",
        "The book [see below] is {\"title\": \"Dune\", \"year\": 1965}.",
        "<think>maybe {\"title\": \"Emma\", \"year\": 1815}?</think>{\"title\": \"Dune\", \"year\": 1965}",
        "I considered {\"title\": \"Emma\", \"year\": 1815} at first</think>\n{\"title\": \"Dune\", \"year\": 1965}",
    ];
    for text in cases {
        assert_eq!(Book::convert(text).unwrap(), book("Dune", 1965), "{text}");
    }
}

#[test]
fn unclosed_reasoning_is_incomplete() {
    let err = Book::convert("<think>Let me see, {\"title\": \"Dune\"").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Incomplete);
}

#[test]
fn stray_bracket_in_prose_does_not_swallow_the_value() {
    let text = "Note [1: draft. Answer: {\"title\": \"Dune\", \"year\": 1965}";
    assert_eq!(Book::convert(text).unwrap(), book("Dune", 1965));
}

#[test]
fn placeholder_echo_loses_to_the_answer() {
    let text = "Format: {\"title\": \"string\", \"year\": \"integer\"}\nAnswer: {\"title\": \"Dune\", \"year\": 1965}";
    assert_eq!(Book::convert(text).unwrap(), book("Dune", 1965));
    let err = Book::convert("{\"title\": \"string\", \"year\": \"integer\"}").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Mismatch);
}

#[test]
fn number_coercions() {
    let c = converter(json!({"type": "object", "properties": {
        "n": {"type": "integer"}, "x": {"type": "number"}}, "required": ["n"]}));
    assert_eq!(c.convert(r#"{"n": "5"}"#).unwrap(), json!({"n": 5}));
    assert_eq!(c.convert(r#"{"n": " 4 "}"#).unwrap(), json!({"n": 4}));
    assert_eq!(
        c.convert(r#"{"n": "1,234,567"}"#).unwrap(),
        json!({"n": 1234567})
    );
    assert_eq!(c.convert(r#"{"n": 3.0}"#).unwrap(), json!({"n": 3}));
    assert_eq!(
        c.convert(r#"{"n": 1, "x": "2.5e-3"}"#).unwrap(),
        json!({"n": 1, "x": 0.0025})
    );
    assert_eq!(
        c.convert(r#"{"n": 18446744073709551615}"#).unwrap(),
        json!({"n": 18446744073709551615u64})
    );
    for refused in [
        r#"{"n": 3.5}"#,
        r#"{"n": "3.5"}"#,
        r#"{"n": "12,34"}"#,
        r#"{"n": "five"}"#,
        // 1234 to one reader, 1.234 to another: text that reads two ways is no one number.
        r#"{"n": "1,234"}"#,
        r#"{"n": "1.234"}"#,
    ] {
        assert!(c.convert(refused).is_err(), "{refused}");
    }
}

#[test]
fn numbers_become_strings_not_booleans() {
    let c = converter(json!({"type": "array", "items": {"type": "string"}}));
    assert_eq!(c.convert("[1917, \"x\"]").unwrap(), json!(["1917", "x"]));
    let flag = converter(
        json!({"type": "object", "properties": {"f": {"type": "boolean"}}, "required": ["f"]}),
    );
    assert_eq!(
        flag.convert(r#"{"f": "TRUE"}"#).unwrap(),
        json!({"f": true})
    );
    assert!(flag.convert(r#"{"f": 1}"#).is_err());
    assert_eq!(flag.convert(r#"{"f": "Yes"}"#).unwrap(), json!({"f": true}));
    assert_eq!(flag.convert(r#"{"f": "no"}"#).unwrap(), json!({"f": false}));
    assert!(flag.convert(r#"{"f": "y"}"#).is_err());
}

#[test]
fn yes_and_no_only_as_the_whole_reply() {
    assert!(bool::convert("Yes").unwrap());
    assert!(!bool::convert("no.").unwrap());
    assert!(bool::convert("YES NO").is_err());
}

#[test]
fn enums_match_loosely_and_in_prose() {
    assert_eq!(Mood::convert("\"HAPPY\"").unwrap(), Mood::Happy);
    assert_eq!(Mood::convert("very angry").unwrap(), Mood::VeryAngry);
    assert_eq!(Mood::convert("Very-Angry.").unwrap(), Mood::VeryAngry);
    assert_eq!(
        Mood::convert("I would say the mood is sad overall.").unwrap(),
        Mood::Sad
    );
    let err = Mood::convert("Somewhere between happy and sad.").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NoValue);
    assert!(
        Mood::convert("melancholic").is_err(),
        "synonyms are refused"
    );
}

#[test]
fn keys_match_across_spellings() {
    for text in [
        r#"{"firstName": "Ada", "homeCity": "London"}"#,
        r#"{"First Name": "Ada", "Home-City": "London"}"#,
        r#"{"FIRST_NAME": "Ada", "home_city": "London"}"#,
    ] {
        let report = Person::convert_with_report(text).unwrap();
        assert_eq!(report.value.first_name, "Ada", "{text}");
        assert_eq!(report.value.home_city, "London", "{text}");
    }
    let report =
        Person::convert_with_report(r#"{"firstName": "Ada", "home_city": "London"}"#).unwrap();
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::KeyMatched && r.path == ".first_name")
    );
}

#[test]
fn wrappers_and_single_element_arrays_unwrap() {
    for text in [
        r#"{"result": {"title": "Dune", "year": 1965}}"#,
        r#"{"Book": {"title": "Dune", "year": 1965}}"#,
        r#"[{"title": "Dune", "year": 1965}]"#,
    ] {
        assert_eq!(Book::convert(text).unwrap(), book("Dune", 1965), "{text}");
    }
    let err =
        Book::convert(r#"[{"title": "Dune", "year": 1965}, {"title": "Emma", "year": 1815}]"#)
            .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Mismatch);
}

#[test]
fn lone_values_and_json_strings_for_lists() {
    assert_eq!(<Vec<u32>>::convert("7").unwrap(), [7]);
    assert_eq!(
        <Vec<String>>::convert(r#""[\"a\", \"b\"]""#).unwrap(),
        ["a", "b"]
    );
    let report =
        Book::convert_with_report(r#"{"title": "Dune", "year": 1965, "tags": "scifi"}"#).unwrap();
    assert_eq!(report.value.tags, ["scifi"]);
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::WrappedInArray && r.path == ".tags")
    );
}

#[test]
fn double_encoded_objects_are_decoded() {
    let c = converter(json!({"type": "object", "properties": {
        "inner": {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}},
        "required": ["inner"]}));
    assert_eq!(
        c.convert(r#"{"inner": "{\"a\": 1}"}"#).unwrap(),
        json!({"inner": {"a": 1}})
    );
}

#[test]
fn light_formats() {
    let lines = "Here you go:\ntitle: Dune\nyear: 1965\ntags: [scifi]";
    assert_eq!(Book::convert(lines).unwrap().title, "Dune");
    let tags = "<book><title>Dune &amp; Co</title><year>1965</year></book>";
    assert_eq!(Book::convert(tags).unwrap().title, "Dune & Co");
    let list = "My picks:\n- Dune\n* Emma\n1. Ulysses\n2) Beloved\nEnjoy!";
    assert_eq!(
        <Vec<String>>::convert(list).unwrap(),
        ["Dune", "Emma", "Ulysses", "Beloved"]
    );
    assert_eq!(
        <Vec<String>>::convert("red, green, blue").unwrap(),
        ["red", "green", "blue"]
    );
}

#[test]
fn string_target_takes_the_whole_reply() {
    assert_eq!(
        String::convert("  Just some text.  ").unwrap(),
        "Just some text."
    );
    assert_eq!(String::convert("\"quoted\"").unwrap(), "quoted");
}

#[test]
fn truncated_output() {
    // A value cut off mid-way is refused, with what was read kept for a caller who wants it.
    let err = <Vec<String>>::convert(r#"["a", "b", "c"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Truncated);
    assert_eq!(err.path(), "[2]");
    assert_eq!(err.partial(), Some(&json!(["a", "b"])));
    let err = Book::convert(r#"{"year": 1965, "title": "Du"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Truncated);
    assert_eq!(err.path(), ".title");
    assert_eq!(<Vec<u32>>::convert("[1, 2, 3]").unwrap(), [1, 2, 3]);
    // A list the reply ends inside may have gone on: cut off, every item in it whole or not.
    let err = <Vec<String>>::convert(r#"["a", "b""#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Truncated);
    // An object the reply ends inside is cut off too, though it holds every field its type
    // declares: a model that finishes closes what it opened.
    let whole = r#"{"title": "Dune", "year": 1965, "tags": ["a"]"#;
    let err = Book::convert(whole).unwrap_err();
    assert_eq!((err.kind(), err.path()), (ErrorKind::Truncated, ""));
    let err = Book::convert(r#"{"title": "Dune", "year": 1965,"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Truncated);

    // Allowed explicitly: a cut-off scalar at the end is dropped; completed items are kept.
    let partial = ConvertOptions::default().allow_truncated(true);
    assert_eq!(
        <Vec<String>>::convert_with(r#"["a", "b", "c"#, &partial)
            .unwrap()
            .value,
        ["a", "b"]
    );
    assert_eq!(
        <Vec<u32>>::convert_with("[1, 2, 3", &partial)
            .unwrap()
            .value,
        [1, 2]
    );
    // A cut-off required field still means refuse.
    let err = Book::convert_with(r#"{"year": 1965, "title": "Du"#, &partial).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Truncated);
    assert_eq!(err.path(), ".title");
    // A cut-off optional field is dropped, and the report says so.
    let converter = Verdict::converter().clone().with_options(partial);
    let report = converter
        .convert_with_report(r#"{"guilty": false, "confidence": 0.5, "note": "unsu"#)
        .unwrap();
    assert_eq!(report.value["note"], Value::Null);
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::CutOffDropped && r.path == ".note")
    );
}

#[test]
fn non_finite_numbers() {
    let c = converter(json!({"type": "object", "properties": {
        "a": {"type": ["number", "null"]}, "b": {"type": "number"}}, "required": ["a"]}));
    assert_eq!(
        c.convert(r#"{"a": NaN, "b": Infinity}"#).unwrap(),
        json!({"a": null})
    );
    assert!(c.convert(r#"{"a": 1, "b": 2, "c": undefined}"#).is_ok());
}

#[test]
fn missing_required_field_is_refused_with_its_path() {
    let err = Book::convert(r#"{"title": "Dune"}"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::MissingField);
    assert_eq!(err.expected(), "year");
    let feedback = err.feedback();
    assert!(feedback.contains("`year`"), "{feedback}");
    assert!(
        feedback.contains("\"title\""),
        "feedback restates the format: {feedback}"
    );
}

#[test]
fn error_names_the_path_of_a_wrong_item() {
    let err = <Vec<Book>>::convert(
        r#"[{"title": "Dune", "year": 1965}, {"title": "Emma", "year": "soon"}]"#,
    )
    .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Mismatch);
    assert_eq!(err.path(), "[1].year");
    assert!(err.to_string().contains("soon"), "{err}");
}

#[test]
fn tagged_unions_fill_a_missing_tag_only_when_one_variant_fits() {
    assert_eq!(
        Shape::convert(r#"{"kind": "CIRCLE", "radius": 2}"#).unwrap(),
        Shape::Circle { radius: 2.0 }
    );
    assert_eq!(
        Shape::convert(r#"{"side": 3}"#).unwrap(),
        Shape::Square { side: 3.0 }
    );
    let c = converter(json!({"oneOf": [
        {"type": "object", "properties": {"t": {"const": "a"}, "x": {"type": "integer"}}, "required": ["t"]},
        {"type": "object", "properties": {"t": {"const": "b"}, "x": {"type": "integer"}}, "required": ["t"]}
    ]}));
    let err = c.convert(r#"{"x": 1}"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Ambiguous);
}

#[test]
fn extra_keys_are_dropped_and_reported() {
    let report =
        Book::convert_with_report(r#"{"title": "Dune", "year": 1965, "author": "Herbert"}"#)
            .unwrap();
    assert_eq!(report.value, book("Dune", 1965));
    assert!(
        report
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::ExtraKeyDropped && r.path == ".author")
    );
}

#[test]
fn strict_mode_accepts_only_valid_json() {
    assert_eq!(
        Book::convert_strict(r#"{"title": "Dune", "year": 1965}"#).unwrap(),
        book("Dune", 1965)
    );
    let err =
        Book::convert_strict("```json\n{\"title\": \"Dune\", \"year\": 1965}\n```").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NotStrict);
    let c = converter(json!({"type": "array", "items": {"type": "integer"}}));
    assert_eq!(c.convert_strict("[1, 2]").unwrap(), json!([1, 2]));
    assert_eq!(
        c.convert_strict("[1, \"2\"]").unwrap_err().kind(),
        ErrorKind::NotStrict
    );
}

#[test]
fn depth_limit_is_an_error_not_a_crash() {
    let deep = "[".repeat(10_000) + &"]".repeat(10_000);
    let err = converter(json!(true)).convert(&deep).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::TooDeep);
    let shallow = "[[[[1]]]]";
    let options = ConvertOptions::default().max_depth(3);
    assert_eq!(
        <Vec<Vec<Vec<Vec<u8>>>>>::convert_with(shallow, &options).map_err(|e| e.kind()),
        Err(ErrorKind::TooDeep)
    );
}

#[test]
fn dynamic_schema_keywords() {
    let c = converter(json!({
        "$defs": {"Tag": {"type": "string", "enum": ["a", "b"]}},
        "type": "object",
        "properties": {
            "tags": {"type": "array", "items": {"$ref": "#/$defs/Tag"}, "minItems": 1, "maxItems": 2},
            "pair": {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "string"}]},
            "maybe": {"type": "integer", "nullable": true},
            "either": {"type": ["integer", "string"]}
        },
        "required": ["tags"],
        "additionalProperties": false
    }));
    let value = c
        .convert(r#"{tags: ["A"], pair: ["1", 2], maybe: null, either: "x", extra: 1}"#)
        .unwrap();
    assert_eq!(
        value,
        json!({"tags": ["a"], "pair": [1, "2"], "maybe": null, "either": "x"})
    );
    assert!(c.convert(r#"{"tags": []}"#).is_err(), "minItems");
    assert!(
        c.convert(r#"{"tags": ["a", "b", "a"]}"#).is_err(),
        "maxItems"
    );
}

#[test]
fn min_items_decides_between_candidates() {
    let c = converter(json!({"type": "array", "items": {"type": "integer"}, "minItems": 2}));
    assert_eq!(
        c.convert("Example: [1]. Answer: [4, 5]").unwrap(),
        json!([4, 5])
    );
}

#[test]
fn any_schema_is_plain_repair() {
    for schema in [json!(true), json!({})] {
        let c = converter(schema);
        assert_eq!(
            c.convert("{a: 1, b: [True, None,],}").unwrap(),
            json!({"a": 1, "b": [true, null]})
        );
        assert!(c.convert("I cannot answer that.").is_err());
    }
}

#[test]
fn invalid_schemas_are_errors() {
    for schema in [
        json!(3),
        json!({"$ref": "#/$defs/Missing"}),
        json!({"$ref": "http://example.com/schema"}),
        json!({"type": "string", "pattern": "("}),
        json!({"type": "strange"}),
    ] {
        let err = Converter::new(&schema).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidSchema, "{schema}");
    }
}

#[test]
fn recursive_schemas_work() {
    let c = converter(json!({
        "$ref": "#/$defs/Node",
        "$defs": {"Node": {"type": "object", "properties": {
            "value": {"type": "integer"},
            "next": {"anyOf": [{"$ref": "#/$defs/Node"}, {"type": "null"}]}
        }, "required": ["value"]}}
    }));
    assert_eq!(
        c.convert("{value: 1, next: {value: '2', next: null}}")
            .unwrap(),
        json!({"value": 1, "next": {"value": 2, "next": null}})
    );
}

#[test]
fn refusal_is_a_refusal_with_feedback() {
    let err = Book::convert("I'm sorry, I can't help with that.").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Refusal);
    assert!(
        err.feedback()
            .starts_with("Your previous reply could not be used")
    );
}

/// The replies shown in the README's "Tolerant conversion" section.
#[test]
fn readme_replies_convert() {
    #[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
    #[structout(order(actor, movies))]
    struct ActorsFilms {
        actor: String,
        movies: Vec<String>,
    }
    let replies = [
        r#"{"actor": "Tom Hanks", "movies": ["Big", "Splash"]}"#,
        "Sure!\n```json\n{\"actor\": \"Tom Hanks\", \"movies\": [\"Big\", \"Splash\"]}\n```",
        "<think>Big came first.</think>{actor: 'Tom Hanks', movies: ['Big', 'Splash',],}",
        r#"{"result": {"Actor": "Tom Hanks", "movies": "[\"Big\", \"Splash\"]"}}"#,
        "actor: Tom Hanks\nmovies:\n  - Big\n  - Splash",
    ];
    for reply in replies {
        let films = ActorsFilms::convert(reply).unwrap_or_else(|e| panic!("{reply}: {e}"));
        assert_eq!(films.actor, "Tom Hanks");
        assert_eq!(films.movies, ["Big", "Splash"]);
    }
    let c = converter(json!({
        "type": "object",
        "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
        "required": ["city"]
    }));
    assert_eq!(
        c.convert("{city: 'Oslo', days: '3',}").unwrap(),
        json!({"city": "Oslo", "days": 3})
    );
}

#[test]
fn a_repaired_reply_is_never_reported_clean() {
    let c = converter(json!({"type": "object", "properties": {"a": {"type": "integer"}}}));
    for text in [
        "{a: 1}",
        "{\"a\": 1,}",
        "```\n{\"a\": 1}\n```",
        "{\"a\": 1} thanks",
    ] {
        let report = c.convert_with_report(text).unwrap();
        assert_eq!(report.value, json!({"a": 1}));
        assert!(!report.is_clean(), "{text}");
    }
    assert!(c.convert_with_report("{\"a\": 1}").unwrap().is_clean());
}

/// A fenced value is one candidate, not two (the fence body and the JSON inside it differ only
/// by the newline before the closing fence): the error lists it once.
#[test]
fn a_fenced_value_is_tried_once() {
    let err = <Vec<u32>>::convert("Here:\n```json\n[\"a\", \"b\"]\n```\nthanks").unwrap_err();
    let texts: Vec<_> = err.candidates().iter().map(|c| c.span.clone()).collect();
    assert_eq!(err.candidates().len(), 2, "{texts:?}");
}

#[test]
fn values_written_into_the_schemas_envelope_are_read() {
    // Seen from a small model under the JSON Schema style: the schema's outline, the values
    // where the property schemas stood.
    let reply = r#"{"description": "A book.", "type": "object",
        "properties": {"title": "Dune", "year": 1965, "tags": ["sf"]},
        "required": ["title", "year"]}"#;
    let converted = Book::convert_with_report(reply).unwrap();
    assert_eq!(
        converted.value,
        Book {
            title: "Dune".into(),
            year: 1965,
            tags: vec!["sf".into()],
        }
    );
    assert!(
        converted
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::WrapperUnwrapped)
    );
}

#[test]
fn the_schema_itself_is_still_refused() {
    let schema = Book::schema();
    let echo = serde_json::to_string(&schema).unwrap();
    assert!(Book::convert(&echo).is_err());
    // Property schemas inside the envelope: a schema, not values.
    let partial = r#"{"type": "object", "properties": {"title": {"type": "string"},
        "year": {"type": "integer"}}}"#;
    assert!(Book::convert(partial).is_err());
    // The same through a free-form field: a schema is never taken as the value.
    let free = converter(json!({
        "type": "object",
        "properties": {"title": {"type": "string"}, "meta": {"type": "object"}},
        "required": ["title", "meta"]
    }));
    assert!(
        free.convert(r#"{"type": "object", "properties": {"title": {"type": "string"}, "meta": {"type": "object"}}}"#)
            .is_err()
    );
}
