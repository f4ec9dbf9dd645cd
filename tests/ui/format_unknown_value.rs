use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(format = "yaml")]
struct Reply {
    answer: String,
}

fn main() {}
