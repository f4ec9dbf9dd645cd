// A field whose type derives serde and schemars but not `StructuredOutput`: the error names
// the two ways out (derive it, or read the field whole with `stream(done)`).
use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema)]
struct Contact {
    email: String,
}

#[derive(Deserialize, JsonSchema, StructuredOutput)]
struct Ticket {
    subject: String,
    contact: Contact,
}

fn main() {
    let _ = Ticket::convert("{}");
}
