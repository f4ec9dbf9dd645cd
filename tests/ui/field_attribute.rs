use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
struct Reply {
    #[structout(order(answer))]
    answer: String,
    #[structout(descripton = "typo")]
    reasoning: String,
}

fn main() {}
