use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
enum Action {
    Crop(String, u32),
    #[structout(finish)]
    Answer(String),
}

fn main() {}
