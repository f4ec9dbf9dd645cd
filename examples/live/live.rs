//! One request to a real model: ask any OpenAI-compatible endpoint (OpenAI, or a local
//! llama.cpp, vLLM or Ollama server) for a typed value under its strict structured-output
//! constraint, and convert the raw response body with `convert`.
//!
//! ```text
//! STRUCTOUT_BASE_URL=https://api.openai.com/v1 STRUCTOUT_API_KEY=sk-... \
//! STRUCTOUT_MODEL=gpt-4o-mini cargo run --example live
//! ```
//!
//! With the variables unset it says what to set and exits cleanly.

// The example reads the converted value through `Debug` only.
#![allow(dead_code)]

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Map, Value, json};
use std::process::ExitCode;
use std::time::Duration;
use structout::{Provider, StructuredOutput};

/// What the model is asked for.
const TASK: &str = "Give the facts of the film Big (1988).";

/// A film, as the model knows it.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(title, year, director, genres))]
struct Film {
    /// The title of its original release.
    title: String,
    /// The year of its first release.
    year: u16,
    /// The director's full name, if known.
    director: Option<String>,
    /// Its genres, the most specific first.
    genres: Vec<Genre>,
}

/// A film genre.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
enum Genre {
    Comedy,
    Drama,
    Fantasy,
    Romance,
    Thriller,
    Action,
    Documentary,
}

/// Where to send the request, from the environment.
struct Endpoint {
    /// The API base, up to and including `/v1`.
    base_url: String,
    model: String,
    /// Sent as a bearer token when set; local servers need none.
    api_key: Option<String>,
}

impl Endpoint {
    /// The endpoint the variables name, or `None` when the base URL or the model is unset.
    fn from_env() -> Option<Endpoint> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        Some(Endpoint {
            base_url: var("STRUCTOUT_BASE_URL")?.trim_end_matches('/').to_owned(),
            model: var("STRUCTOUT_MODEL")?,
            api_key: var("STRUCTOUT_API_KEY"),
        })
    }

    /// The Chat Completions URL
    /// (<https://platform.openai.com/docs/api-reference/chat/create>).
    fn chat_url(&self) -> String {
        format!("{}/chat/completions", self.base_url)
    }
}

fn usage() {
    println!(
        "This example sends one request to an OpenAI-compatible endpoint. Set:\n\
         \n  STRUCTOUT_BASE_URL  the API base, e.g. https://api.openai.com/v1,\n\
         \x20                     http://localhost:8080/v1 (llama.cpp), http://localhost:8000/v1 (vLLM),\n\
         \x20                     http://localhost:11434/v1 (Ollama)\n\
         \x20 STRUCTOUT_MODEL     the model, e.g. gpt-4o-mini\n\
         \x20 STRUCTOUT_API_KEY   the API key (optional: local servers need none)\n\
         \nthen run `cargo run --example live` again."
    );
}

/// The request body: the model, the task, and `T`'s strict structured-output constraint merged
/// in (`{"response_format": {"type": "json_schema", "json_schema": {"name", "strict": true,
/// "schema"}}}`). When the constraint cannot be built, the prompt carries the format
/// instructions instead, and the tolerant conversion does the rest.
fn request_body<T: StructuredOutput>(model: &str, task: &str) -> Value {
    let mut body = Map::new();
    body.insert("model".into(), json!(model));
    let prompt = match T::response_format(Provider::OpenAi) {
        Ok(Value::Object(fragment)) => {
            body.extend(fragment);
            task.to_owned()
        }
        other => {
            let why = other.map_or_else(|e| e.to_string(), |v| format!("not an object: {v}"));
            eprintln!("note: no strict constraint ({why}); the prompt describes the format");
            format!("{task}\n\n{}", T::format())
        }
    };
    body.insert(
        "messages".into(),
        json!([{"role": "user", "content": prompt}]),
    );
    Value::Object(body)
}

/// Sends the body and returns the status and the raw response body.
fn send(endpoint: &Endpoint, body: &Value) -> Result<(u16, String), ureq::Error> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        // An error status still has a body worth reading.
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(120)))
        .build()
        .into();
    let mut request = agent
        .post(endpoint.chat_url())
        .header("Content-Type", "application/json");
    if let Some(key) = &endpoint.api_key {
        request = request.header("Authorization", format!("Bearer {key}"));
    }
    let mut response = request.send(body.to_string())?;
    let status = response.status().as_u16();
    Ok((status, response.body_mut().read_to_string()?))
}

fn main() -> ExitCode {
    let Some(endpoint) = Endpoint::from_env() else {
        usage();
        return ExitCode::SUCCESS;
    };
    let body = request_body::<Film>(&endpoint.model, TASK);
    println!(
        "POST {}\n{}\n",
        endpoint.chat_url(),
        serde_json::to_string_pretty(&body).unwrap_or_default()
    );
    let (status, raw) = match send(&endpoint, &body) {
        Ok(reply) => reply,
        Err(err) => {
            eprintln!("the request failed: {err}");
            return ExitCode::FAILURE;
        }
    };
    println!("HTTP {status}\n{raw}\n");
    if !(200..300).contains(&status) {
        eprintln!("the endpoint answered with an error status");
        return ExitCode::FAILURE;
    }
    // The raw body as it came: `convert` reads the message, or reports a refusal or a cut-off.
    match Film::convert_with_report(&raw) {
        Ok(converted) => {
            println!("{:#?}", converted.value);
            for repair in &converted.repairs {
                println!("  repair: {repair}");
            }
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!(
                "no film in the response: {err}\n\nfeedback for the model:\n{}",
                err.feedback()
            );
            ExitCode::FAILURE
        }
    }
}
