use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(tools)]
struct Reply {
    answer: String,
}

fn main() {}
