use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
enum Action {
    Search { query: String },
    #[structout(finish)]
    Answer(String),
    #[structout(finish)]
    GiveUp(String),
}

fn main() {}
