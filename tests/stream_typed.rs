//! Typed streaming: `T::partial_parser()` shows `T::Partial` as a reply arrives, honours the
//! `stream(done)` and `stream(not_null)` attributes, and finishes exactly as `T::convert`.

// The types are read through their partials, not their own fields.
#![allow(dead_code)]

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use structout::StructuredOutput;

mod common;
use common::{Rng, chunks};

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Film {
    title: String,
    year: u16,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct ActorsFilms {
    actor: String,
    movies: Vec<Film>,
}

type Partial<T> = <T as StructuredOutput>::Partial;

/// Pushes `text` one character at a time and returns every distinct typed snapshot.
fn snapshots<T: StructuredOutput>(text: &str) -> Vec<T::Partial> {
    let mut parser = T::partial_parser();
    let mut out = Vec::new();
    for (i, c) in text.char_indices() {
        if parser.push(&text[i..i + c.len_utf8()]) {
            out.push(parser.current().expect("a typed snapshot").clone());
        }
    }
    out
}

#[test]
fn a_struct_fills_in_as_chunks_arrive() {
    let mut parser = ActorsFilms::partial_parser();
    assert_eq!(parser.current(), None);
    assert!(parser.push(r#"{"actor": "Tom"#));
    let partial = parser.current().unwrap();
    assert_eq!(partial.actor.as_deref(), Some("Tom"));
    assert_eq!(partial.movies, None);

    parser.push(r#" Hanks", "movies": [{"title": "Big", "year": 1988}, {"title": "Spl"#);
    let movies = parser.current().unwrap().movies.clone().unwrap();
    assert_eq!(movies.len(), 2);
    assert_eq!(movies[0].title.as_deref(), Some("Big"));
    assert_eq!(movies[0].year, Some(1988));
    assert_eq!(movies[1].title.as_deref(), Some("Spl"));
    assert_eq!(movies[1].year, None);
    assert!(parser.is_complete("/movies/0"));
    assert!(!parser.is_complete("/movies/1"));
    assert_eq!(
        parser.value(),
        Some(
            &json!({"actor": "Tom Hanks", "movies": [{"title": "Big", "year": 1988}, {"title": "Spl"}]})
        )
    );

    parser.push(r#"ash", "year": 1984}]}"#);
    let text = parser.text().to_owned();
    assert_eq!(
        parser.finish().unwrap(),
        ActorsFilms::convert(&text).unwrap()
    );
}

#[test]
fn finish_equals_convert() {
    for reply in [
        "Sure:\n```json\n{\"actor\": \"Tom\", \"movies\": []}\n```",
        "{actor: 'Tom', movies: [{title: 'Big', year: '1988'},]}",
        "I can't help with that.",
    ] {
        let mut parser = ActorsFilms::partial_parser();
        parser.push(reply);
        let finished = parser.finish().map_err(|e| e.to_string());
        let converted = ActorsFilms::convert(reply).map_err(|e| e.to_string());
        assert_eq!(finished, converted, "{reply}");
    }
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Payment {
    #[structout(stream(done))]
    id: String,
    note: String,
}

#[test]
fn a_done_field_appears_only_when_complete() {
    let mut parser = Payment::partial_parser();
    parser.push(r#"{"note": "rent", "id": "ab"#);
    let partial = parser.current().unwrap();
    assert_eq!(partial.note.as_deref(), Some("rent"));
    assert_eq!(partial.id, None);
    parser.push(r#"cd"}"#);
    assert_eq!(parser.current().unwrap().id.as_deref(), Some("abcd"));
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[structout(stream(done))]
struct Link {
    url: String,
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Page {
    title: String,
    link: Link,
}

#[test]
fn a_done_type_appears_only_when_complete() {
    let mut parser = Page::partial_parser();
    parser.push(r#"{"title": "Home", "link": {"url": "https://exa"#);
    assert_eq!(parser.current().unwrap().link, None);
    parser.push(r#"mple.com"}"#);
    let link = parser.current().unwrap().link.clone().unwrap();
    assert_eq!(link.url.as_deref(), Some("https://example.com"));
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Item {
    #[structout(stream(not_null))]
    name: String,
    price: f64,
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Cart {
    items: Vec<Item>,
}

#[test]
fn a_not_null_field_holds_its_object_back_until_it_begins() {
    let mut parser = Cart::partial_parser();
    parser.push(r#"{"items": [{"price": 2.5, "#);
    assert_eq!(parser.current().unwrap().items.as_deref(), Some(&[][..]));
    parser.push(r#""name": "T"#);
    let items = parser.current().unwrap().items.clone().unwrap();
    assert_eq!(items.len(), 1);
    assert_eq!(items[0].name.as_deref(), Some("T"));
    assert_eq!(items[0].price, Some(2.5));
}

#[derive(Debug, Clone, Copy, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
enum Level {
    Junior,
    Senior,
    TeamLead,
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Command {
    Light { room: String, on: bool },
    Heat { degrees: f64 },
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "camelCase")]
struct Employee {
    full_name: String,
    level: Level,
    last_command: Command,
    manager_name: Option<String>,
    previous_titles: Option<Vec<String>>,
}

#[test]
fn a_unit_enum_appears_only_when_complete() {
    let mut parser = Employee::partial_parser();
    parser.push(r#"{"fullName": "Ada", "level": "team_le"#);
    let partial = parser.current().unwrap();
    assert_eq!(partial.full_name.as_deref(), Some("Ada"));
    assert_eq!(partial.level, None);
    parser.push(r#"ad", "#);
    let level = parser.current().unwrap().level.clone().unwrap();
    assert_eq!(level.value(), Some(Level::TeamLead));
    assert_eq!(*level, <Level as StructuredOutput>::Partial::TeamLead);
}

#[test]
fn a_data_enum_appears_whole() {
    let mut parser = Employee::partial_parser();
    parser.push(r#"{"fullName": "Ada", "lastCommand": {"type": "light", "room": "hall""#);
    assert_eq!(parser.current().unwrap().last_command, None);
    parser.push(r#", "on": true}, "#);
    let command = parser.current().unwrap().last_command.clone().unwrap();
    let expected: Partial<Command> =
        serde_json::from_value(json!({"type": "light", "room": "hall", "on": true})).unwrap();
    assert_eq!(*command, expected);
    assert!(command.is_complete());
    assert_eq!(
        serde_json::to_value(&command).unwrap(),
        json!({"type": "light", "room": "hall", "on": true})
    );
}

#[test]
fn renamed_and_optional_fields_map() {
    let reply = r#"{"fullName": "Ada", "level": "senior", "lastCommand": {"type": "heat", "degrees": 20}, "managerName": null, "previousTitles": ["Engineer"]}"#;
    let mut parser = Employee::partial_parser();
    parser.push(reply);
    let partial = parser.current().unwrap().clone();
    assert_eq!(partial.full_name.as_deref(), Some("Ada"));
    assert_eq!(partial.manager_name, None);
    assert_eq!(partial.previous_titles, Some(vec!["Engineer".to_owned()]));
    // Serialised back under serde's names.
    let value = serde_json::to_value(&partial).unwrap();
    assert_eq!(value["fullName"], "Ada");
    assert_eq!(value["level"], "senior");
    assert_eq!(value["lastCommand"]["type"], "heat");
    assert!(parser.finish().is_ok());
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Wrapper<T> {
    items: Vec<T>,
}

#[test]
fn a_generic_type_is_partial_as_json() {
    let mut parser = Wrapper::<Film>::partial_parser();
    parser.push(r#"{"items": [{"title": "Bi"#);
    let partial: &Value = parser.current().unwrap();
    assert_eq!(partial, &json!({"items": [{"title": "Bi"}]}));
}

#[test]
fn the_partial_type_derives_the_common_traits() {
    let partial = Partial::<ActorsFilms>::default();
    assert_eq!(partial.actor, None);
    let copy = partial.clone();
    assert_eq!(copy, partial);
    assert!(format!("{copy:?}").contains("ActorsFilmsPartial"));
    assert_eq!(
        serde_json::to_value(&copy).unwrap(),
        json!({"actor": null, "movies": null})
    );
    let back: Partial<ActorsFilms> = serde_json::from_value(json!({"actor": "Tom"})).unwrap();
    assert_eq!(back.actor.as_deref(), Some("Tom"));
    // The default of a data enum is its first variant, empty.
    assert_eq!(
        serde_json::to_value(Partial::<Command>::default()).unwrap(),
        json!({"type": "light", "room": null, "on": null})
    );
    assert_eq!(Partial::<Level>::default(), Partial::<Level>::Junior);
    fn serialisable<T: Serialize>() {}
    serialisable::<Partial<Employee>>();
}

#[test]
fn a_list_grows_item_by_item() {
    let reply = r#"{"actor": "Tom", "movies": [{"title": "Big", "year": 1988}, {"title": "Splash", "year": 1984}]}"#;
    let seen = snapshots::<ActorsFilms>(reply);
    let lens: Vec<usize> = seen
        .iter()
        .map(|p| p.movies.as_ref().map_or(0, Vec::len))
        .collect();
    assert!(lens.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(lens.last(), Some(&2));
}

/// Every chunking: whenever the dynamic value is shown, the typed one is too, and `finish`
/// is `convert`.
fn every_snapshot_is_typed<T: StructuredOutput + std::fmt::Debug + PartialEq>(reply: &str) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for round in 0..300 {
        let mut parser = T::partial_parser();
        for part in chunks(reply, &mut rng, 1 + round % 12) {
            parser.push(part);
            if parser.value().is_some() {
                assert!(
                    parser.current().is_some(),
                    "no typed value for {:?} after {:?}",
                    parser.value(),
                    parser.text()
                );
            }
        }
        let finished = parser.finish().map_err(|e| e.to_string());
        assert_eq!(finished, T::convert(reply).map_err(|e| e.to_string()));
    }
}

impl PartialEq for Employee {
    fn eq(&self, other: &Self) -> bool {
        format!("{self:?}") == format!("{other:?}")
    }
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "camelCase")]
struct Order {
    #[structout(stream(done))]
    order_id: String,
    customer: Option<String>,
    lines: Vec<Line>,
    tags: std::collections::BTreeMap<String, Vec<Option<u32>>>,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Line {
    #[structout(stream(not_null))]
    sku: String,
    quantity: u32,
    note: Option<String>,
}

#[test]
fn every_chunking_gives_a_typed_snapshot() {
    every_snapshot_is_typed::<ActorsFilms>(
        "Here:\n```json\n{\"actor\": \"Tom \\\"T\\\" Hanks\", \"movies\": [{\"title\": \"Big\", \"year\": 1988}, {\"title\": \"B\u{ee}g \u{1F3AC}\", \"year\": \"1984\"},]}\n```",
    );
    every_snapshot_is_typed::<Employee>(
        r#"{"fullName": "Ada", "level": "lead", "lastCommand": {"type": "heat", "degrees": 20.5}, "managerName": null, "previousTitles": ["a", "b"]}"#,
    );
    every_snapshot_is_typed::<Order>(
        r#"{orderId: 'A-17', customer: null, lines: [{quantity: 2, sku: 'x1', note: 'gift'}, {sku: 'y2', quantity: 1}], tags: {a: [1, null, 3], b: []}}"#,
    );
    every_snapshot_is_typed::<Vec<Film>>(r#"[{"title": "Big", "year": 1988}, {"title": "Sp"#);
}

/// A type with no `StructuredOutput`: only serde and schemars.
#[derive(Debug, PartialEq, Deserialize, JsonSchema)]
struct Money {
    cents: i64,
    currency: String,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Invoice {
    number: String,
    /// `stream(done)`: shown only once complete.
    #[structout(stream(done))]
    total: Money,
    /// The same type streamed as it arrives: its JSON so far, its value once complete.
    deposit: Money,
}

#[test]
fn a_field_of_a_type_without_the_trait_streams_as_a_part() {
    let mut parser = Invoice::partial_parser();
    parser.push(r#"{"number": "A-1", "deposit": {"cents": 50, "currency": "E"#);
    let partial = parser.current().cloned().expect("the number has appeared");
    assert_eq!(partial.number.as_deref(), Some("A-1"));
    let deposit = partial.deposit.unwrap();
    assert_eq!(deposit.json(), &json!({"cents": 50, "currency": "E"}));
    assert!(!deposit.is_complete());
    assert_eq!(deposit.value(), None);
    parser.push(r#"UR"}, "total": {"cents": 1250, "curr"#);
    let partial = parser.current().cloned().expect("shown");
    let deposit = partial.deposit.unwrap().value();
    assert_eq!(deposit.map(|d| d.currency), Some("EUR".to_owned()));
    assert_eq!(partial.total, None);
    parser.push(r#"ency": "EUR"}}"#);
    let partial = parser.current().cloned().expect("shown");
    assert_eq!(
        partial.total.unwrap().value(),
        Some(Money {
            cents: 1250,
            currency: "EUR".to_owned()
        })
    );
    let invoice = parser.finish().unwrap();
    assert_eq!(invoice.total.cents, 1250);
}

/// A server record whose fields are string formats (an address, an id, a date, a time).
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Host {
    name: String,
    addr: std::net::IpAddr,
    v4: std::net::Ipv4Addr,
    id: uuid::Uuid,
    since: chrono::NaiveDate,
    at: chrono::DateTime<chrono::Utc>,
}

/// A string with a format appears only whole (a half-written address is no address), and a
/// field once shown never disappears, pushed a byte at a time.
#[test]
fn formatted_strings_appear_only_whole_and_keys_never_disappear() {
    let reply = r#"{"name": "db-1", "addr": "10.0.12.7", "v4": "192.168.1.20", "id": "123e4567-e89b-12d3-a456-426614174000", "since": "2024-05-01", "at": "2024-05-01T10:00:00Z"}"#;
    let all = snapshots::<Host>(reply);
    assert!(!all.is_empty());
    let mut name_shown = false;
    for snapshot in &all {
        if name_shown {
            assert!(
                snapshot.name.is_some(),
                "the name disappeared: {snapshot:?}"
            );
        }
        name_shown |= snapshot.name.is_some();
        // Shown only once complete, and then as the final value.
        if let Some(addr) = &snapshot.addr {
            assert_eq!(addr.value().unwrap().to_string(), "10.0.12.7");
        }
        if let Some(v4) = &snapshot.v4 {
            assert_eq!(v4.value().unwrap().to_string(), "192.168.1.20");
        }
        if let Some(id) = &snapshot.id {
            assert_eq!(
                id.value().unwrap().to_string(),
                "123e4567-e89b-12d3-a456-426614174000"
            );
        }
        if let Some(since) = &snapshot.since {
            assert_eq!(since.value().unwrap().to_string(), "2024-05-01");
        }
    }
    let last = all.last().unwrap();
    assert!(last.addr.is_some() && last.v4.is_some() && last.id.is_some() && last.at.is_some());
    assert_eq!(
        Host::convert(reply).unwrap().addr,
        "10.0.12.7".parse::<std::net::IpAddr>().unwrap()
    );
}
