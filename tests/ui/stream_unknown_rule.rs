use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
struct Payment {
    #[structout(stream(dnoe))]
    id: String,
}

fn main() {}
