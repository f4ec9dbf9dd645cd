use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(format = "react")]
struct Reply {
    answer: String,
}

fn main() {}
