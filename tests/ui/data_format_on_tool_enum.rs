use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(format = "type_signature")]
enum Action {
    Search { query: String },
    #[structout(finish)]
    Answer(String),
}

fn main() {}
