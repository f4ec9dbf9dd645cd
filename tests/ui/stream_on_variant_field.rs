use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
enum Command {
    Light {
        #[structout(stream(not_null))]
        room: String,
    },
    Heat(#[structout(stream(done))] f64),
}

fn main() {}
