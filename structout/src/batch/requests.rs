//! Request lines: one conversation each, with the type's schema in the provider's dialect.

use crate::attempts::{Message, Role};
use crate::derived::StructuredOutput;
use crate::native::{Provider, SchemaError};
use serde_json::{Map, Value, json};
use std::io::{self, Write};

/// The batch API a request file is written for.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Api {
    /// OpenAI Batch over Chat Completions (`/v1/chat/completions`); vLLM's `run_batch`
    /// reads the same file.
    OpenAiChat,
    /// OpenAI Batch over the Responses API (`/v1/responses`).
    OpenAiResponses,
    /// Anthropic Message Batches.
    Anthropic,
}

/// The `max_tokens` of an Anthropic request that sets none (the API requires one).
const ANTHROPIC_MAX_TOKENS: u64 = 4096;

/// Writes request lines for one model and one schema: each a conversation with the
/// provider's constrained-output fragment for the schema (as
/// [`StructuredOutput::response_format`] gives it) and the parameters set with
/// [`param`](Self::param).
#[derive(Clone, Debug)]
pub struct Requests {
    api: Api,
    /// The body's keys every request shares: the model, the schema's fragment, parameters.
    shared: Map<String, Value>,
}

impl Requests {
    /// Requests for `model` whose replies are constrained to `T`'s schema.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] when the provider cannot take `T`'s schema.
    pub fn new<T: StructuredOutput>(
        api: Api,
        model: impl Into<String>,
    ) -> Result<Self, SchemaError> {
        let name = T::schema()
            .get("title")
            .and_then(Value::as_str)
            .unwrap_or("response");
        Self::for_schema(api, model, name, T::schema().as_value())
    }

    /// Requests for `model` whose replies are constrained to `schema`, named `name`.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] when the provider cannot take `schema`.
    pub fn for_schema(
        api: Api,
        model: impl Into<String>,
        name: &str,
        schema: &Value,
    ) -> Result<Self, SchemaError> {
        let mut shared = Map::new();
        shared.insert("model".into(), Value::String(model.into()));
        let fragment = match api {
            Api::OpenAiChat => Provider::OpenAi.response_format(name, schema)?,
            // The Responses API takes the same strict schema under `text.format`, flat.
            Api::OpenAiResponses => {
                let mut chat = Provider::OpenAi.response_format(name, schema)?;
                let mut format = chat["response_format"]["json_schema"].take();
                format["type"] = json!("json_schema");
                json!({"text": {"format": format}})
            }
            Api::Anthropic => {
                shared.insert("max_tokens".into(), json!(ANTHROPIC_MAX_TOKENS));
                Provider::Anthropic.response_format(name, schema)?
            }
        };
        if let Value::Object(fragment) = fragment {
            shared.extend(fragment);
        }
        Ok(Requests { api, shared })
    }

    /// The same requests with `key` set to `value` in every body (`temperature`,
    /// `max_tokens`, `seed`, ...), replacing what was there.
    #[must_use]
    pub fn param(mut self, key: &str, value: Value) -> Self {
        self.shared.insert(key.to_owned(), value);
        self
    }

    /// The request line for one conversation, without its line break.
    #[must_use]
    pub fn line(&self, custom_id: &str, messages: &[Message]) -> String {
        let mut body = self.shared.clone();
        let turns = |messages: &[&Message]| -> Value {
            messages
                .iter()
                .map(|m| json!({"role": m.role.as_str(), "content": m.content}))
                .collect()
        };
        let all: Vec<&Message> = messages.iter().collect();
        let line = match self.api {
            Api::OpenAiChat | Api::OpenAiResponses => {
                let (key, url) = match self.api {
                    Api::OpenAiChat => ("messages", "/v1/chat/completions"),
                    _ => ("input", "/v1/responses"),
                };
                body.insert(key.into(), turns(&all));
                json!({"custom_id": custom_id, "method": "POST", "url": url, "body": body})
            }
            Api::Anthropic => {
                // The system prompt is a parameter of its own, not a turn.
                let (system, turns_of): (Vec<&Message>, Vec<&Message>) =
                    all.iter().partition(|m| m.role == Role::System);
                if !system.is_empty() {
                    let text: Vec<&str> = system.iter().map(|m| m.content.as_str()).collect();
                    body.insert("system".into(), Value::String(text.join("\n\n")));
                }
                body.insert("messages".into(), turns(&turns_of));
                json!({"custom_id": custom_id, "params": body})
            }
        };
        line.to_string()
    }

    /// Writes [`line`](Self::line) and a line break to `out`.
    ///
    /// # Errors
    ///
    /// Those of `out`.
    pub fn write(
        &self,
        out: &mut impl Write,
        custom_id: &str,
        messages: &[Message],
    ) -> io::Result<()> {
        let mut line = self.line(custom_id, messages);
        line.push('\n');
        out.write_all(line.as_bytes())
    }
}
