//! `#[derive(StructuredOutput)]` on types whose fields are of any `Deserialize + JsonSchema`
//! type, with no attribute: types of the user's that derive only serde and schemars, types of
//! other crates, aliases and renamed imports of either, `NonZero*`, `Cow`, `Arc`, `Box`,
//! arrays, tuples, and containers of those. Each converts, and streams with the promises of
//! typed streaming: a field once shown never disappears, and a field's value is given only
//! once complete, and then as the final value's.

use chrono::NaiveDate as Date;
use schemars::JsonSchema;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Debug;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use structout::{Part, StructuredOutput};

mod common;
use common::{Rng, chunks};

/// The user's own type, with serde and schemars only.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
struct Contact {
    name: String,
    email: String,
}

/// An alias of a type of another crate.
type Day = chrono::NaiveDate;

/// A derived type nested in another: streams as its own typed partial.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Agent {
    name: String,
    level: u8,
    desk: Contact,
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Ticket {
    subject: String,
    contact: Contact,
    agent: Agent,
    opened: Day,
    due: Date,
    at: chrono::DateTime<chrono::Utc>,
    id: uuid::Uuid,
    host: IpAddr,
    count: NonZeroU32,
    tag: Cow<'static, str>,
    owner: Arc<Contact>,
    backup: Box<Contact>,
    rgb: [u8; 3],
    pair: (String, u16),
    cc: Option<Contact>,
    watchers: Vec<Contact>,
    by_team: HashMap<String, Contact>,
    holidays: BTreeMap<String, Day>,
}

const REPLY: &str = r#"{
  "subject": "Printer on fire",
  "contact": {"name": "Bo", "email": "bo@example.com"},
  "agent": {"name": "Ada", "level": 3, "desk": {"name": "Ada's desk", "email": "desk@example.com"}},
  "opened": "2025-03-03",
  "due": "2025-03-10",
  "at": "2025-03-03T09:30:00Z",
  "id": "123e4567-e89b-12d3-a456-426614174000",
  "host": "10.0.12.7",
  "count": 2,
  "tag": "hardware",
  "owner": {"name": "Cy", "email": "cy@example.com"},
  "backup": {"name": "Di", "email": "di@example.com"},
  "rgb": [255, 64, 0],
  "pair": ["floor", 4],
  "cc": null,
  "watchers": [{"name": "Ed", "email": "ed@example.com"}, {"name": "Flo", "email": "flo@example.com"}],
  "by_team": {"ops": {"name": "Gus", "email": "gus@example.com"}},
  "holidays": {"spring": "2025-04-18"}
}"#;

fn ticket() -> Ticket {
    Ticket::convert(REPLY).expect("the reply converts")
}

#[test]
fn every_kind_of_field_converts() {
    let ticket = ticket();
    assert_eq!(ticket.contact.email, "bo@example.com");
    assert_eq!(ticket.agent.level, 3);
    assert_eq!(ticket.opened, Day::from_ymd_opt(2025, 3, 3).unwrap());
    assert_eq!(ticket.due.to_string(), "2025-03-10");
    assert_eq!(ticket.count.get(), 2);
    assert_eq!(ticket.tag, "hardware");
    assert_eq!(ticket.owner.name, "Cy");
    assert_eq!(ticket.backup.name, "Di");
    assert_eq!(ticket.rgb, [255, 64, 0]);
    assert_eq!(ticket.pair, ("floor".to_owned(), 4));
    assert_eq!(ticket.cc, None);
    assert_eq!(ticket.watchers.len(), 2);
    assert_eq!(ticket.by_team["ops"].name, "Gus");
    assert_eq!(ticket.holidays["spring"].to_string(), "2025-04-18");
    // The formats of the foreign types reach the schema, and the converter checks them.
    let wrong = REPLY.replace("\"2025-03-10\"", "\"next week\"");
    let err = Ticket::convert(&wrong).unwrap_err();
    assert_eq!(err.path(), ".due");
    // A tolerant reply converts like any other.
    let messy = format!(
        "Here it is:\n```json\n{}\n```",
        REPLY.replace("\"count\": 2", "count: 2,")
    );
    let messy = messy.replace(",,", ",");
    assert_eq!(Ticket::convert(&messy).unwrap(), ticket);
}

/// Checks one field of a snapshot against the final value: once shown it stays shown (the
/// caller passes whether it was), and a complete part reads as exactly the final value.
fn check<T: DeserializeOwned + PartialEq + Debug>(
    name: &str,
    part: Option<&Part<T>>,
    last: &T,
    shown: &mut bool,
) {
    match part {
        None => assert!(!*shown, "{name} disappeared"),
        Some(part) => {
            *shown = true;
            if part.is_complete() {
                assert_eq!(part.value().as_ref(), Some(last), "{name}");
            } else {
                assert_eq!(part.value(), None, "{name}: a value before it is complete");
            }
        }
    }
}

/// Pushes the reply in random chunks (one byte at a time among them) and checks every
/// snapshot of every field.
#[test]
fn every_kind_of_field_streams_as_promised() {
    let last = ticket();
    let mut rng = Rng(0x5eed_f1e1d);
    for round in 0..40 {
        let pieces: Vec<&str> = if round == 0 {
            chunks(REPLY, &mut rng, 1)
        } else {
            chunks(REPLY, &mut rng, 12)
        };
        let mut parser = Ticket::partial_parser();
        let mut shown = [false; 15];
        let mut keys_before: Vec<String> = Vec::new();
        for piece in &pieces {
            if !parser.push(piece) {
                continue;
            }
            let p = parser.current().expect("a typed snapshot").clone();
            let s = &mut shown;
            check("contact", p.contact.as_ref(), &last.contact, &mut s[0]);
            check("agent", p.agent.as_ref(), &last.agent, &mut s[1]);
            check("opened", p.opened.as_ref(), &last.opened, &mut s[2]);
            check("due", p.due.as_ref(), &last.due, &mut s[3]);
            check("at", p.at.as_ref(), &last.at, &mut s[4]);
            check("id", p.id.as_ref(), &last.id, &mut s[5]);
            check("host", p.host.as_ref(), &last.host, &mut s[6]);
            check("count", p.count.as_ref(), &last.count, &mut s[7]);
            check("tag", p.tag.as_ref(), &last.tag, &mut s[8]);
            check("owner", p.owner.as_ref(), &last.owner, &mut s[9]);
            check("backup", p.backup.as_deref(), &*last.backup, &mut s[10]);
            check("pair", p.pair.as_ref(), &last.pair, &mut s[11]);
            for (i, watcher) in p.watchers.iter().flatten().enumerate() {
                check("watcher", Some(watcher), &last.watchers[i], &mut s[12]);
            }
            for (team, member) in p.by_team.iter().flatten() {
                check("by_team", Some(member), &last.by_team[team], &mut s[13]);
            }
            // The nested derived type reads field by field as it arrives, and its own parts
            // know what of them is complete.
            if let Some(agent) = &p.agent {
                if let Some(name) = &agent.name {
                    assert!(last.agent.name.starts_with(name.as_str()));
                }
                check(
                    "agent.desk",
                    agent.desk.as_ref(),
                    &last.agent.desk,
                    &mut s[14],
                );
            }
            // No key that was shown disappears.
            let Value::Object(map) = serde_json::to_value(&p).unwrap() else {
                panic!("a struct's partial is an object");
            };
            let keys: Vec<String> = map
                .iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, _)| k.clone())
                .collect();
            for key in &keys_before {
                assert!(keys.contains(key), "{key} disappeared at round {round}");
            }
            keys_before = keys;
        }
        let fin = parser.current().expect("the whole value").clone();
        assert_eq!(fin.rgb, Some(vec![255, 64, 0]));
        assert_eq!(fin.cc, None);
        assert!(fin.contact.unwrap().is_complete());
        assert_eq!(parser.finish().unwrap(), last);
    }
}

/// A partial made of parts serialises as the JSON so far and reads back.
#[test]
fn a_partial_with_parts_round_trips() {
    let mut parser = Ticket::partial_parser();
    parser.push(&REPLY[..REPLY.find("\"due\"").unwrap()]);
    let partial = parser.current().unwrap().clone();
    let json = serde_json::to_value(&partial).unwrap();
    assert_eq!(
        json["contact"],
        json!({"name": "Bo", "email": "bo@example.com"})
    );
    assert_eq!(json["opened"], "2025-03-03");
    let back: <Ticket as StructuredOutput>::Partial = serde_json::from_value(json).unwrap();
    assert_eq!(back.contact.unwrap().value(), Some(last_contact()));
    fn last_contact() -> Contact {
        Contact {
            name: "Bo".into(),
            email: "bo@example.com".into(),
        }
    }
}

/// An untagged enum's partial tells its variants apart by which one reads, parts included.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(untagged)]
enum Reach {
    Person { contact: Contact },
    Address { host: IpAddr },
    Day(Day),
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Route {
    reach: Vec<Reach>,
}

#[test]
fn an_untagged_enum_with_parts_keeps_its_variants_apart() {
    let reply = r#"{"reach": [{"host": "10.0.0.1"}, "2025-01-02", {"contact": {"name": "Bo", "email": "b@x.io"}}]}"#;
    let route = Route::convert(reply).unwrap();
    let mut parser = Route::partial_parser();
    parser.push(reply);
    let partial = parser.current().unwrap();
    let reach = partial.reach.as_ref().unwrap();
    assert_eq!(reach.len(), 3);
    for (item, last) in reach.iter().zip(&route.reach) {
        assert_eq!(item.value().as_ref(), Some(last));
    }
    type ReachPartial = <Reach as StructuredOutput>::Partial;
    assert!(matches!(*reach[0], ReachPartial::Address { .. }));
    assert!(matches!(*reach[1], ReachPartial::Day(..)));
    assert!(matches!(*reach[2], ReachPartial::Person { .. }));
}
