// A field whose type is the user's own and derives only serde and schemars.
use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Debug, Deserialize, JsonSchema)]
struct Contact {
    email: String,
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Ticket {
    subject: String,
    contact: Contact,
    cc: Option<Vec<Contact>>,
}

fn main() {
    let ticket = Ticket::convert(r#"{"subject": "Hi", "contact": {"email": "a@b.c"}, "cc": null}"#).unwrap();
    assert_eq!(ticket.contact.email, "a@b.c");
    let mut parser = Ticket::partial_parser();
    parser.push(r#"{"subject": "Hi", "contact": {"email": "a@b.c"}"#);
    let contact = parser.current().unwrap().contact.as_ref().unwrap().value().unwrap();
    assert_eq!(contact.email, "a@b.c");
}
