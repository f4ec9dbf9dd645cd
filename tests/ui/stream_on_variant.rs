use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
enum Command {
    #[structout(stream(done))]
    Light { room: String },
    Heat { degrees: f64 },
}

fn main() {}
