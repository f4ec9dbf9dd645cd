use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
enum Action {
    Search { query: String },
    #[serde(skip)]
    #[structout(finish)]
    Answer(String),
}

fn main() {}
