use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(cache, answer))]
struct Reply {
    answer: String,
    #[serde(skip)]
    cache: Vec<u8>,
}

fn main() {}
