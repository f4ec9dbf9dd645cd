use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
struct Payment {
    #[structout(stream)]
    id: String,
}

fn main() {}
