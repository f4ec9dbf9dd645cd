//! `#[derive(StructuredOutput)]` on the shapes users write: schemas (order, descriptions,
//! renames), formats in both styles, and conversion of clean, fenced and prose-wrapped replies.

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::{BTreeMap, HashMap};
use structout::{ErrorKind, FormatStyle, StructuredOutput};

/// Films an actor appeared in.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(actor, movies))]
struct ActorsFilms {
    movies: Vec<String>,
    /// The actor's full name.
    actor: String,
}

/// A person in a contact list.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "camelCase")]
struct Contact {
    full_name: String,
    /// Omitted when unknown.
    phone_number: Option<String>,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
enum Sentiment {
    Positive,
    Negative,
    Neutral,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Review {
    text: String,
    sentiment: Sentiment,
}

/// One page of results.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Page<T> {
    items: Vec<T>,
    total: u32,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(reasoning, answer), format = "type_signature")]
struct Solution {
    answer: i64,
    reasoning: String,
}

fn property_names(schema: &Value) -> Vec<String> {
    schema["properties"]
        .as_object()
        .map(|p| p.keys().cloned().collect())
        .unwrap_or_default()
}

#[test]
fn order_shows_in_schema_and_in_both_formats() {
    let schema = ActorsFilms::schema().as_value();
    assert_eq!(property_names(schema), ["actor", "movies"]);
    assert_eq!(schema["required"], json!(["actor", "movies"]));

    let json_style = ActorsFilms::format_as(FormatStyle::JsonSchema);
    let actor = json_style.find("\"actor\"").unwrap();
    let movies = json_style.find("\"movies\"").unwrap();
    assert!(actor < movies, "{json_style}");

    let signature = ActorsFilms::format_as(FormatStyle::TypeSignature);
    assert!(
        signature.ends_with(
            "// Films an actor appeared in.\n{\n  // The actor's full name.\n  \"actor\": string,\n  \"movies\": string[]\n}"
        ),
        "{signature}"
    );
}

#[test]
fn format_attribute_picks_the_default_style() {
    assert_eq!(
        ActorsFilms::format(),
        ActorsFilms::format_as(FormatStyle::TypeSignature)
    );
    assert_eq!(
        Solution::format(),
        Solution::format_as(FormatStyle::TypeSignature)
    );
    assert!(Solution::format().contains("  \"reasoning\": string,\n  \"answer\": int\n"));
}

#[test]
fn json_schema_format_embeds_the_schema_and_names_the_first_key() {
    let text = ActorsFilms::format_as(FormatStyle::JsonSchema);
    assert!(text.contains("\n```json\n{\n"), "{text}");
    assert!(text.contains("\"description\": \"The actor's full name.\""));
    assert!(text.ends_with("starting with `{\"actor\":`, not its schema."));
    assert!(!text.contains("$schema"));
    assert!(!text.contains("\"title\""));
}

#[test]
fn renames_and_optional_fields() {
    let schema = Contact::schema().as_value();
    assert_eq!(property_names(schema), ["fullName", "phoneNumber"]);
    assert_eq!(schema["required"], json!(["fullName"]));
    assert_eq!(
        schema["properties"]["phoneNumber"]["description"],
        "Omitted when unknown."
    );
    assert!(
        Contact::format_as(FormatStyle::TypeSignature)
            .contains("  \"phoneNumber\": string or null\n")
    );

    let contact = Contact::convert(r#"{"fullName": "Ada Lovelace"}"#).unwrap();
    assert_eq!(
        contact,
        Contact {
            full_name: "Ada Lovelace".into(),
            phone_number: None
        }
    );
}

#[test]
fn lowercase_unit_enum() {
    assert_eq!(
        Sentiment::schema().as_value()["enum"],
        json!(["positive", "negative", "neutral"])
    );
    assert!(
        Sentiment::format_as(FormatStyle::TypeSignature)
            .ends_with("\n\"positive\" | \"negative\" | \"neutral\"")
    );
    assert_eq!(
        Sentiment::convert("\"negative\"").unwrap(),
        Sentiment::Negative
    );
}

#[test]
fn struct_with_enum_field() {
    let signature = Review::format_as(FormatStyle::TypeSignature);
    assert!(
        signature.contains("  \"sentiment\": \"positive\" | \"negative\" | \"neutral\"\n"),
        "{signature}"
    );
    let review =
        Review::convert("```json\n{\"text\": \"Loved it\", \"sentiment\": \"positive\"}\n```")
            .unwrap();
    assert_eq!(review.sentiment, Sentiment::Positive);
}

#[test]
fn generic_instantiations_have_their_own_schema_and_format() {
    let of_reviews = Page::<Review>::schema().as_value();
    let of_numbers = Page::<u8>::schema().as_value();
    assert_ne!(of_reviews, of_numbers);
    assert_eq!(
        of_numbers["properties"]["items"]["items"]["type"],
        "integer"
    );
    assert_eq!(
        of_reviews["properties"]["items"]["items"]["$ref"],
        "#/$defs/Review"
    );
    assert_ne!(Page::<Review>::format(), Page::<u8>::format());
    assert!(Page::<u8>::format_as(FormatStyle::TypeSignature).contains("\"items\": int[],"));

    let page = Page::<u8>::convert(r#"{"items": [1, 2], "total": 2}"#).unwrap();
    assert_eq!(
        page,
        Page {
            items: vec![1, 2],
            total: 2
        }
    );
}

#[test]
fn order_of_a_type_reaches_schemas_that_nest_it() {
    // Directly, through a container, and through a generic argument.
    let schemas = [
        Page::<ActorsFilms>::schema().as_value(),
        <Vec<ActorsFilms>>::schema().as_value(),
        <Option<ActorsFilms>>::schema().as_value(),
    ];
    for schema in schemas {
        assert_eq!(
            property_names(&schema["$defs"]["ActorsFilms"]),
            ["actor", "movies"]
        );
    }
}

#[test]
fn format_is_computed_once() {
    assert!(std::ptr::eq(ActorsFilms::format(), ActorsFilms::format()));
    assert!(std::ptr::eq(Page::<u8>::format(), Page::<u8>::format()));
    assert!(std::ptr::eq(Page::<u8>::schema(), Page::<u8>::schema()));
    assert!(!std::ptr::eq(Page::<u8>::schema(), Page::<u16>::schema()));
}

const FILMS: &str = r#"{"actor": "Tom Hanks", "movies": ["Big", "Splash"]}"#;

fn films() -> ActorsFilms {
    ActorsFilms {
        actor: "Tom Hanks".into(),
        movies: vec!["Big".into(), "Splash".into()],
    }
}

#[test]
fn converts_clean_json() {
    assert_eq!(ActorsFilms::convert(FILMS).unwrap(), films());
    assert_eq!(
        ActorsFilms::convert(&format!("\n  {FILMS}\n")).unwrap(),
        films()
    );
}

#[test]
fn converts_fenced_json_with_any_info_string() {
    for fence in ["```json\n", "```\n", "```JSON5\n", "~~~\n"] {
        let close = if fence.starts_with('~') { "~~~" } else { "```" };
        let reply = format!("{fence}{FILMS}\n{close}");
        assert_eq!(ActorsFilms::convert(&reply).unwrap(), films(), "{reply}");
    }
}

#[test]
fn converts_json_wrapped_in_prose() {
    let reply = format!(
        "Sure! Here are the films you asked for:\n\n{FILMS}\n\nLet me know if you need more."
    );
    assert_eq!(ActorsFilms::convert(&reply).unwrap(), films());
    let reply = format!(
        "Here's the list (I wasn't sure about [one] of them): ```json\n{FILMS}\n``` Enjoy!"
    );
    assert_eq!(ActorsFilms::convert(&reply).unwrap(), films());
}

#[test]
fn refusal_is_an_error_with_feedback() {
    let err = ActorsFilms::convert("I'm sorry, I can't help with that.").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Refusal);
    assert!(err.found().starts_with("I'm sorry"));
    let feedback = err.feedback();
    assert!(
        feedback.starts_with("Your previous reply could not be used"),
        "{feedback}"
    );
    assert!(feedback.ends_with(ActorsFilms::format()), "{feedback}");
}

#[test]
fn wrong_shape_is_an_error() {
    let err = ActorsFilms::convert(r#"{"actor": "Tom Hanks"}"#).unwrap_err();
    assert_ne!(err.kind(), ErrorKind::NoValue);
    assert!(err.to_string().contains("movies"), "{err}");
}

#[test]
fn std_types_are_structured_outputs() {
    assert_eq!(<Vec<ActorsFilms>>::schema().as_value()["type"], "array");
    let list = <Vec<ActorsFilms>>::format_as(FormatStyle::TypeSignature);
    assert!(
        list.starts_with("Answer with one JSON array of this type, and nothing else:\n"),
        "{list}"
    );
    assert!(list.ends_with("\n  \"movies\": string[]\n}[]"), "{list}");
    let map = <HashMap<String, u32>>::convert(r#"{"a": 1, "b": 2}"#).unwrap();
    assert_eq!(map["b"], 2);
    let map =
        <BTreeMap<String, Review>>::convert(r#"{"r": {"text": "ok", "sentiment": "neutral"}}"#)
            .unwrap();
    assert_eq!(map["r"].sentiment, Sentiment::Neutral);
    assert_eq!(<Option<u8>>::convert("null").unwrap(), None);
    assert_eq!(
        <(String, u8)>::convert(r#"["a", 1]"#).unwrap(),
        ("a".to_owned(), 1)
    );
    assert_eq!(<[u8; 3]>::convert("[1,2,3]").unwrap(), [1, 2, 3]);
    assert!(
        <Value>::convert("```\n{\"free\": [1]}\n```")
            .unwrap()
            .is_object()
    );
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Point(i32, i32);

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Name(String);

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
enum External {
    Circle { radius: f64 },
    Label(String),
    Empty,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Internal {
    Circle { radius: f64 },
    Empty,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "t", content = "c")]
enum Adjacent {
    Label(String),
    Pair(i32, i32),
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(untagged)]
enum Untagged {
    Number(f64),
    Words(Vec<String>),
}

#[test]
fn tuple_newtype_and_every_enum_tagging() {
    assert_eq!(Point::convert("[1, 2]").unwrap(), Point(1, 2));
    assert_eq!(Name::convert("\"Ada\"").unwrap(), Name("Ada".into()));
    assert_eq!(
        External::convert(r#"{"Circle": {"radius": 1.5}}"#).unwrap(),
        External::Circle { radius: 1.5 }
    );
    assert_eq!(External::convert("\"Empty\"").unwrap(), External::Empty);
    assert_eq!(
        Internal::convert(r#"{"type": "circle", "radius": 2}"#).unwrap(),
        Internal::Circle { radius: 2.0 }
    );
    assert_eq!(
        Adjacent::convert(r#"{"t": "Pair", "c": [1, 2]}"#).unwrap(),
        Adjacent::Pair(1, 2)
    );
    assert_eq!(
        Untagged::convert(r#"["a", "b"]"#).unwrap(),
        Untagged::Words(vec!["a".into(), "b".into()])
    );
    let signature = Internal::format_as(FormatStyle::TypeSignature);
    assert!(signature.contains("\"type\": \"circle\","), "{signature}");
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Meta {
    source: String,
    confidence: f32,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(answer, meta, id))]
struct Answer {
    id: u32,
    #[serde(flatten)]
    meta: Meta,
    #[serde(default)]
    tags: Vec<String>,
    #[serde(skip)]
    cache: Option<String>,
    #[serde(rename = "response")]
    answer: String,
}

#[test]
fn serde_attributes_shape_schema_and_order() {
    let schema = Answer::schema().as_value();
    assert_eq!(
        property_names(schema),
        ["response", "source", "confidence", "id", "tags"]
    );
    assert_eq!(
        schema["required"],
        json!(["response", "source", "confidence", "id"])
    );
    let answer =
        Answer::convert(r#"{"id": 7, "source": "web", "confidence": 0.5, "response": "yes"}"#)
            .unwrap();
    assert_eq!(answer.answer, "yes");
    assert_eq!(answer.meta.source, "web");
    assert!(answer.tags.is_empty() && answer.cache.is_none());
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Tree {
    label: String,
    children: Vec<Tree>,
}

#[test]
fn recursive_types_are_named_declarations() {
    let signature = Tree::format_as(FormatStyle::TypeSignature);
    assert!(signature.contains("type Tree = {"), "{signature}");
    assert!(
        signature.contains("  \"children\": Tree[]\n"),
        "{signature}"
    );
    let tree =
        Tree::convert(r#"{"label": "a", "children": [{"label": "b", "children": []}]}"#).unwrap();
    assert_eq!(tree.children[0].label, "b");
}

mod reexported {
    pub use structout as renamed;
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[structout(crate = "reexported::renamed")]
struct ViaReexport {
    value: u8,
}

#[test]
fn crate_attribute_points_at_a_reexport() {
    assert_eq!(ViaReexport::convert(r#"{"value": 3}"#).unwrap().value, 3);
}
