// Types of other crates, under an alias and a renamed import.
use chrono::NaiveDate as Date;
use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

type Day = chrono::NaiveDate;
type Id = uuid::Uuid;

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Meeting {
    on: Day,
    moved_to: Option<Date>,
    id: Id,
    at: chrono::DateTime<chrono::Utc>,
}

fn main() {
    let reply = r#"{"on": "2025-03-03", "moved_to": null, "id": "123e4567-e89b-12d3-a456-426614174000", "at": "2025-03-03T10:00:00Z"}"#;
    let meeting = Meeting::convert(reply).unwrap();
    assert_eq!(meeting.on.to_string(), "2025-03-03");
    let mut parser = Meeting::partial_parser();
    parser.push(r#"{"on": "2025-03-0"#);
    assert!(parser.current().is_none_or(|p| p.on.as_ref().is_none_or(|on| on.value().is_none())));
    parser.push(r#"3", "#);
    assert_eq!(parser.current().unwrap().on.as_ref().unwrap().value(), Some(meeting.on));
}
