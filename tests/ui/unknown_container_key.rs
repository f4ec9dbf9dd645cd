use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
#[structout(ordr(actor, movies))]
struct ActorsFilms {
    actor: String,
    movies: Vec<String>,
}

fn main() {}
