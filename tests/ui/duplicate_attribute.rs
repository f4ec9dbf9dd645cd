use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(format = "json_schema")]
#[structout(format = "type_signature")]
struct Reply {
    answer: String,
}

fn main() {}
