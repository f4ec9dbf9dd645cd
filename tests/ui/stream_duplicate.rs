use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
struct Payment {
    #[structout(stream(done, not_null))]
    #[structout(stream(done))]
    id: String,
}

fn main() {}
