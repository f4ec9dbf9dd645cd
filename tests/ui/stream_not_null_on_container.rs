use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(stream(not_null))]
struct Payment {
    id: String,
}

fn main() {}
