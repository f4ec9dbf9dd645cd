use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(Lead))]
enum Role {
    Lead,
    Support,
}

fn main() {}
