use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(bound = "T +")]
struct Page<T> {
    items: Vec<T>,
}

fn main() {}
