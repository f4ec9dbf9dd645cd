// A generic derived type whose argument comes from another crate: the error points at
// `#[structout(bound = ...)]` and at `structout::convert::<T>`.
use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Deserialize, JsonSchema, StructuredOutput)]
struct Page<T> {
    items: Vec<T>,
    next: Option<String>,
}

fn ask<T: StructuredOutput>(reply: &str) -> Option<T> {
    T::convert(reply).ok()
}

fn main() {
    let _ = ask::<Page<chrono::NaiveDate>>("{}");
    let _ = Page::<chrono::NaiveDate>::convert("{}");
}
