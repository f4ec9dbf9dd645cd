//! The free functions (`structout::convert::<T>` and its siblings) on types that cannot
//! derive `StructuredOutput`, and their agreement with the trait methods on derived types.

use schemars::JsonSchema;
use serde::Deserialize;
use structout::{ConvertOptions, ErrorKind, FormatStyle, StructuredOutput};

#[test]
fn uuids_from_another_crate() {
    let reply = "The ids:\n```json\n[\"67e55044-10b1-426f-9247-bb680e5fe0c8\", \"a1a2a3a4-b1b2-c1c2-d1d2-d3d4d5d6d7d8\",]\n```";
    let ids = structout::convert::<Vec<uuid::Uuid>>(reply).unwrap();
    assert_eq!(ids.len(), 2);
    assert_eq!(ids[0].to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    // The schema's `format: uuid` is checked.
    let err = structout::convert::<Vec<uuid::Uuid>>(r#"["not-a-uuid"]"#).unwrap_err();
    assert_eq!(err.path(), "[0]");
    assert!(structout::format::<Vec<uuid::Uuid>>().contains("// format: uuid\nstring[]"));
}

#[test]
fn a_date_from_another_crate() {
    let date = structout::convert::<chrono::NaiveDate>("2024-03-01\n").unwrap();
    assert_eq!(date, chrono::NaiveDate::from_ymd_opt(2024, 3, 1).unwrap());
    let date = structout::convert::<chrono::NaiveDate>("\"2024-03-01\"").unwrap();
    assert_eq!(date.to_string(), "2024-03-01");
    assert!(structout::convert::<chrono::NaiveDate>("next Tuesday").is_err());
}

#[test]
fn report_strict_and_options_variants() {
    let report = structout::convert_with_report::<Vec<u32>>("Here: [1, 2]").unwrap();
    assert_eq!(report.value, [1, 2]);
    assert!(!report.is_clean());
    // A comma at the reply's end: another item was coming; the list is not shrunk.
    let err = structout::convert_with_report::<Vec<u32>>("Here: [1, 2,").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Truncated);
    assert_eq!(
        structout::convert_strict::<Vec<u32>>("[1, 2]").unwrap(),
        [1, 2]
    );
    let err = structout::convert_strict::<Vec<u32>>("[1, 2,]").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NotStrict);
    let options = ConvertOptions::default();
    assert_eq!(
        structout::convert_with::<Vec<u32>>("[1, '2']", &options)
            .unwrap()
            .value,
        [1, 2]
    );
    // The feedback restates the free function's prompt text.
    let err = structout::convert::<Vec<u32>>("no numbers here").unwrap_err();
    assert!(err.feedback().contains(structout::format::<Vec<u32>>()));
}

/// A film, derived without the derive-only attributes.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "camelCase")]
struct Film {
    /// The title as released.
    title: String,
    release_year: u16,
    genre: Genre,
    rating: Option<f32>,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
enum Genre {
    Drama,
    Comedy,
}

#[test]
fn the_free_functions_agree_with_the_trait_on_a_derived_type() {
    assert_eq!(structout::schema::<Film>(), Film::schema());
    assert_eq!(structout::format::<Film>(), Film::format());
    for style in [FormatStyle::JsonSchema, FormatStyle::TypeSignature] {
        assert_eq!(structout::format_as::<Film>(style), Film::format_as(style));
    }
    let replies = [
        r#"{"title": "Big", "releaseYear": 1988, "genre": "comedy", "rating": 7.3}"#,
        "Sure! ```json\n{title: 'Big', release_year: '1988', genre: 'Comedy',}\n```",
        "title: Big\nreleaseYear: 1988\ngenre: comedy",
        "{\"title\": \"Big\", \"releaseYear\": \"soon\", \"genre\": \"comedy\"}",
        "I cannot answer that.",
    ];
    for reply in replies {
        let free = structout::convert::<Film>(reply);
        let method = Film::convert(reply);
        match (free, method) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Err(a), Err(b)) => {
                assert_eq!(a.kind(), b.kind());
                assert_eq!(a.path(), b.path());
                assert_eq!(a.feedback(), b.feedback());
            }
            (a, b) => panic!("{reply}: {a:?} vs {b:?}"),
        }
        let free = structout::convert_with_report::<Film>(reply).ok();
        let method = Film::convert_with_report(reply).ok();
        assert_eq!(
            free.map(|c| (c.value, c.repairs)),
            method.map(|c| (c.value, c.repairs))
        );
        assert_eq!(
            structout::convert_strict::<Film>(reply).ok(),
            Film::convert_strict(reply).ok()
        );
    }
}

/// With `order`, the trait's schema puts `answer` last; the free function, which cannot see
/// the derive, keeps schemars' order. The converted values are the same.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(reasoning, answer))]
struct Reasoned {
    answer: u32,
    reasoning: String,
}

#[test]
fn the_free_functions_treat_a_derived_type_as_data() {
    let keys = |schema: &schemars::Schema| -> Vec<String> {
        schema
            .get("properties")
            .unwrap()
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    };
    assert_eq!(keys(Reasoned::schema()), ["reasoning", "answer"]);
    assert_eq!(
        keys(structout::schema::<Reasoned>()),
        ["answer", "reasoning"]
    );
    let reply = "{reasoning: 'two and two', answer: '4'}";
    assert_eq!(
        structout::convert::<Reasoned>(reply).unwrap(),
        Reasoned::convert(reply).unwrap()
    );
}
