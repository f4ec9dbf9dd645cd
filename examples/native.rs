//! Provider-native structured output from one type: the request body for each provider,
//! the prompt beside it, and recorded responses converted back.
//!
//! ```sh
//! cargo run --example native
//! ```

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Value, json};
use structout::{FormatStyle, Provider, StructuredOutput};

/// How urgent a ticket is.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
enum Priority {
    /// Can wait for the next release.
    Low,
    /// Needs a fix this week.
    High,
}

/// A support ticket read from a customer's email.
#[allow(dead_code)] // the fields are read through `Debug`
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(summary, priority, tags))]
struct Ticket {
    /// One line saying what is wrong.
    summary: String,
    priority: Priority,
    tags: Vec<String>,
    /// The customer's order number, if the email gives one.
    order: Option<u32>,
}

/// A comment thread (recursive).
#[allow(dead_code)]
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Comment {
    author: String,
    text: String,
    replies: Vec<Comment>,
}

/// Stock per warehouse (a map).
#[allow(dead_code)]
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Stock {
    item: String,
    per_site: std::collections::BTreeMap<String, u32>,
}

const EMAIL: &str = "Hi, the export button crashes the app since yesterday's update. \
                     We ship tonight, please help! Order 4411.";

fn main() {
    let task = format!("Read this email and file a ticket.\n\n{EMAIL}");
    let brief = Ticket::format_as(FormatStyle::Brief);
    println!(
        "format(): {} characters; beside a native constraint, FormatStyle::Brief: {} characters\n",
        Ticket::format().len(),
        brief.len()
    );

    for provider in Provider::ALL {
        match Ticket::response_format(provider) {
            Ok(fragment) => {
                let body = request(provider, &format!("{task}\n{brief}"), &fragment);
                println!(
                    "{provider}: fragment {} characters, request {} characters; top-level keys {:?}",
                    fragment.to_string().len(),
                    body.to_string().len(),
                    fragment.as_object().map(|o| o.keys().collect::<Vec<_>>()),
                );
            }
            Err(err) => println!("{provider}: {err}"),
        }
    }
    println!();

    println!("Sizes in characters (a provider that refuses the type: `-`):\n");
    sizes::<Ticket>("Ticket");
    sizes::<Vec<Ticket>>("Vec<Ticket>");
    sizes::<Priority>("Priority");
    sizes::<Comment>("Comment (recursive)");
    sizes::<Stock>("Stock (a map)");
    println!();

    for (provider, response) in recorded() {
        match Ticket::convert(&response.to_string()) {
            Ok(ticket) => println!("{provider}: {ticket:?}"),
            Err(err) => println!("{provider}: {:?}: {err}", err.kind()),
        }
    }
}

/// One row of the size table: prompt text, each provider's fragment, the grammars.
fn sizes<T: StructuredOutput>(name: &str) {
    static HEADER: std::sync::Once = std::sync::Once::new();
    HEADER.call_once(|| {
        let providers: Vec<String> = Provider::ALL.iter().map(ToString::to_string).collect();
        println!(
            "| type | format() | Brief | {} | Lark | GBNF |",
            providers.join(" | ")
        );
        println!("|---|{}", "---:|".repeat(Provider::ALL.len() + 4));
    });
    let fragments: Vec<String> = Provider::ALL
        .iter()
        .map(|p| T::response_format(*p).map_or("-".to_owned(), |f| f.to_string().len().to_string()))
        .collect();
    let grammar = T::grammar();
    println!(
        "| `{name}` | {} | {} | {} | {} | {} |",
        T::format().len(),
        T::format_as(FormatStyle::Brief).len(),
        fragments.join(" | "),
        grammar.lark().len(),
        grammar.gbnf().len(),
    );
}

/// A request body for `provider`: its message shape, with the fragment merged in.
fn request(provider: Provider, prompt: &str, fragment: &Value) -> Value {
    let mut body = match provider {
        Provider::Anthropic => json!({
            "model": "claude-sonnet-4-5",
            "max_tokens": 1024,
            "messages": [{"role": "user", "content": prompt}],
        }),
        Provider::Gemini => json!({"contents": [{"role": "user", "parts": [{"text": prompt}]}]}),
        Provider::Ollama => json!({
            "model": "qwen2.5",
            "stream": false,
            "messages": [{"role": "user", "content": prompt}],
        }),
        Provider::LlamaCpp => json!({"prompt": prompt, "n_predict": 512}),
        _ => json!({"model": "gpt-4o-mini", "messages": [{"role": "user", "content": prompt}]}),
    };
    merge(&mut body, fragment);
    body
}

/// Merges `fragment` into `body`, key by key (objects merged, anything else replaced).
fn merge(body: &mut Value, fragment: &Value) {
    match (body, fragment) {
        (Value::Object(body), Value::Object(fragment)) => {
            for (key, value) in fragment {
                match body.get_mut(key) {
                    Some(existing) => merge(existing, value),
                    None => {
                        body.insert(key.clone(), value.clone());
                    }
                }
            }
        }
        (body, fragment) => *body = fragment.clone(),
    }
}

/// Responses as the providers return them (shapes from their API references).
fn recorded() -> Vec<(&'static str, Value)> {
    let strict = r#"{"summary": "Export button crashes the app since the last update", "priority": "high", "tags": ["crash", "export"], "order": 4411}"#;
    vec![
        (
            "OpenAI",
            json!({
                "id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-4o-mini",
                "choices": [{"index": 0, "finish_reason": "stop",
                    "message": {"role": "assistant", "content": strict, "refusal": null}}],
            }),
        ),
        (
            "Anthropic",
            json!({
                "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                "content": [{"type": "text", "text": strict}],
                "stop_reason": "end_turn",
            }),
        ),
        (
            "Gemini",
            json!({
                "candidates": [{"content": {"role": "model", "parts": [{"text": strict}]},
                    "finishReason": "STOP"}],
            }),
        ),
        (
            "OpenAI (refused)",
            json!({
                "id": "chatcmpl-2", "object": "chat.completion", "model": "gpt-4o-mini",
                "choices": [{"index": 0, "finish_reason": "stop",
                    "message": {"role": "assistant", "content": null,
                        "refusal": "I'm sorry, I can't help with that request."}}],
            }),
        ),
        (
            "Anthropic (cut off)",
            json!({
                "id": "msg_2", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                "content": [{"type": "text", "text": "{\"summary\": \"Export button cra"}],
                "stop_reason": "max_tokens",
            }),
        ),
    ]
}
