//! The structout workflow on a few realistic types: print the schema and the prompt
//! instructions, then convert replies recorded from real models.
//!
//! Run with `cargo run --example quickstart`.

// The example reads the converted values through `Debug` only.
#![allow(dead_code)]

use schemars::JsonSchema;
use serde::Deserialize;
use structout::{FormatStyle, StructuredOutput};

/// Films an actor appeared in.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(actor, movies))]
struct ActorsFilms {
    /// Titles, most famous first.
    movies: Vec<String>,
    /// The actor's full name.
    actor: String,
}

/// How a customer feels about a product.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
enum Sentiment {
    Positive,
    Negative,
    Mixed,
}

/// A product review, analysed.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "camelCase")]
#[structout(order(reasoning, sentiment, score), format = "type_signature")]
struct ReviewAnalysis {
    /// One or two sentences on what the review says.
    reasoning: String,
    sentiment: Sentiment,
    /// From 1 (awful) to 5 (excellent).
    score: u8,
    /// The product named in the review, if any.
    product_name: Option<String>,
}

fn show<T: StructuredOutput + std::fmt::Debug>(reply: &str) {
    println!("--- reply:\n{reply}");
    match T::convert(reply) {
        Ok(value) => println!("--- value:\n{value:#?}\n"),
        Err(err) => println!(
            "--- error: {err}\n--- feedback for the model:\n{}\n",
            err.feedback()
        ),
    }
}

fn main() {
    println!(
        "=== JSON Schema of ActorsFilms\n{}\n",
        serde_json::to_string_pretty(ActorsFilms::schema()).unwrap()
    );
    println!("=== ActorsFilms::format()\n{}\n", ActorsFilms::format());
    println!(
        "=== ReviewAnalysis::format() (type-signature style)\n{}\n",
        ReviewAnalysis::format()
    );

    println!("=== Prompt sizes in bytes (JSON Schema style / type-signature style)");
    let sizes = |name: &str, schema: &str, signature: &str| {
        println!("{name:<20} {:>5} / {:>4}", schema.len(), signature.len());
    };
    sizes(
        "ActorsFilms",
        ActorsFilms::format_as(FormatStyle::JsonSchema),
        ActorsFilms::format_as(FormatStyle::TypeSignature),
    );
    sizes(
        "ReviewAnalysis",
        ReviewAnalysis::format_as(FormatStyle::JsonSchema),
        ReviewAnalysis::format_as(FormatStyle::TypeSignature),
    );
    sizes(
        "Vec<ReviewAnalysis>",
        <Vec<ReviewAnalysis>>::format_as(FormatStyle::JsonSchema),
        <Vec<ReviewAnalysis>>::format_as(FormatStyle::TypeSignature),
    );
    println!();

    println!("=== Converting recorded replies\n");
    // A model that followed the instructions.
    show::<ActorsFilms>(
        r#"{"actor": "Tom Hanks", "movies": ["Forrest Gump", "Cast Away", "Saving Private Ryan", "Big", "Philadelphia"]}"#,
    );
    // A chat model that wrapped the JSON in a fence and chatted around it.
    show::<ReviewAnalysis>(
        "Here's my analysis of the review:\n\n```json\n{\n  \"reasoning\": \"The reviewer loves the battery life but finds the screen dim.\",\n  \"sentiment\": \"mixed\",\n  \"score\": 3,\n  \"productName\": \"Pixel 8\"\n}\n```\n\nLet me know if you want more detail!",
    );
    // A list of values, with prose before it.
    show::<Vec<Sentiment>>(
        "Sure. The sentiments, in order, are: [\"positive\", \"negative\", \"positive\"]",
    );
    // A refusal: an error, not a made-up value.
    show::<ActorsFilms>("I'm sorry, but I can't help with that request.");

    // A reply that needed repairs (reasoning block, JS-style syntax, a wrong case, a number
    // as a string, a cut-off field), with the report of what was done.
    let messy = "<think>The user wants JSON.</think>\n{reasoning: 'Great screen, weak battery',\n sentiment: 'MIXED', score: '3', productName: 'Pixel 8a";
    println!("--- reply:\n{messy}");
    match ReviewAnalysis::convert_with_report(messy) {
        Ok(report) => {
            println!("--- value:\n{:#?}\n--- repairs:", report.value);
            for repair in &report.repairs {
                println!("  {repair}");
            }
        }
        Err(err) => println!("--- error: {err}"),
    }
}
