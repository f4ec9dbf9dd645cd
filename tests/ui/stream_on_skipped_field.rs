use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
struct Payment {
    id: String,
    #[serde(skip)]
    #[structout(stream(done))]
    cache: Option<String>,
}

fn main() {}
