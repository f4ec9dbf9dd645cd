//! Provider-native structured output: a type's schema in the dialect each provider accepts,
//! and the fragment of a request body that asks the provider to constrain its reply to it.
//!
//! One file per dialect: `openai.rs` (OpenAI strict Structured Outputs), `anthropic.rs`
//! (Anthropic JSON outputs and strict tools), `gemini.rs` (Gemini's `responseJsonSchema`),
//! `local.rs` (Ollama, the llama.cpp server and vLLM). `walk.rs` holds what they share:
//! reference resolution and the path of a subschema for errors.

mod anthropic;
mod gemini;
mod local;
mod openai;
pub(crate) mod walk;

pub(crate) use anthropic::strict_tool as anthropic_strict_tool;
pub(crate) use gemini::openapi as gemini_openapi;

use serde_json::Value;
use std::fmt;

/// A model provider or local server whose API can constrain a reply to a JSON Schema.
///
/// ```
/// # use schemars::JsonSchema; use serde::Deserialize; use structout::{Provider, StructuredOutput};
/// #[derive(Deserialize, JsonSchema, StructuredOutput)]
/// struct Film { title: String, year: Option<u16> }
///
/// // Merge this into the body of an OpenAI Chat Completions request.
/// let fragment = Film::response_format(Provider::OpenAi)?;
/// assert_eq!(fragment["response_format"]["json_schema"]["strict"], true);
/// # Ok::<(), structout::SchemaError>(())
/// ```
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Provider {
    /// OpenAI Chat Completions, strict Structured Outputs (`response_format`).
    OpenAi,
    /// Anthropic Messages, JSON outputs (`output_config.format`).
    Anthropic,
    /// Google Gemini `generateContent` (`generationConfig.responseJsonSchema`).
    Gemini,
    /// Ollama's chat API (`format`).
    Ollama,
    /// The llama.cpp server (`json_schema`).
    LlamaCpp,
    /// vLLM's OpenAI-compatible server (`response_format` with a JSON schema).
    Vllm,
}

impl Provider {
    /// Every provider, in declaration order.
    pub const ALL: [Provider; 6] = [
        Provider::OpenAi,
        Provider::Anthropic,
        Provider::Gemini,
        Provider::Ollama,
        Provider::LlamaCpp,
        Provider::Vllm,
    ];

    /// The provider's name as its documentation writes it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Provider::OpenAi => "OpenAI",
            Provider::Anthropic => "Anthropic",
            Provider::Gemini => "Gemini",
            Provider::Ollama => "Ollama",
            Provider::LlamaCpp => "llama.cpp",
            Provider::Vllm => "vLLM",
        }
    }

    /// `schema` rewritten into the subset of JSON Schema this provider accepts for a
    /// constrained reply. Keywords the provider does not take are moved into `description`,
    /// so the model still reads them; what cannot be expressed at all is an error.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] naming the path and the rule when the schema cannot be expressed.
    pub fn schema(self, schema: &Value) -> Result<Value, SchemaError> {
        match self {
            Provider::OpenAi => openai::schema(schema),
            Provider::Anthropic => anthropic::schema(schema),
            Provider::Gemini => gemini::schema(schema),
            Provider::Ollama | Provider::LlamaCpp | Provider::Vllm => local::schema(self, schema),
        }
    }

    /// The fragment of a request body that constrains the reply to `schema`, named `name`:
    /// merge its keys into the body (see [`StructuredOutput::response_format`]).
    ///
    /// [`StructuredOutput::response_format`]: crate::StructuredOutput::response_format
    ///
    /// # Errors
    ///
    /// As [`schema`](Self::schema).
    pub fn response_format(self, name: &str, schema: &Value) -> Result<Value, SchemaError> {
        let name = walk::schema_name(name);
        match self {
            Provider::OpenAi => openai::response_format(&name, schema),
            Provider::Anthropic => anthropic::response_format(schema),
            Provider::Gemini => gemini::response_format(schema),
            Provider::Ollama | Provider::LlamaCpp | Provider::Vllm => {
                local::response_format(self, &name, schema)
            }
        }
    }
}

/// The fragment for a type's schema, named by its `title` (the type's name).
pub(crate) fn fragment(provider: Provider, schema: &Value) -> Result<Value, SchemaError> {
    let name = schema
        .get("title")
        .and_then(Value::as_str)
        .unwrap_or("response");
    provider.response_format(name, schema)
}

impl fmt::Display for Provider {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a schema cannot be given to a provider: the provider, where in the schema, and the
/// rule or limit it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchemaError {
    provider: Provider,
    path: String,
    message: String,
}

impl SchemaError {
    pub(crate) fn new(
        provider: Provider,
        path: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        SchemaError {
            provider,
            path: path.into(),
            message: message.into(),
        }
    }

    /// The provider whose rules the schema breaks.
    #[must_use]
    pub fn provider(&self) -> Provider {
        self.provider
    }

    /// Where in the schema, as a JSON pointer (`""` for the root).
    #[must_use]
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The rule or limit broken.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for SchemaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = if self.path.is_empty() {
            "/"
        } else {
            &self.path
        };
        write!(
            f,
            "{} cannot take this schema at {path}: {}",
            self.provider, self.message
        )
    }
}

impl std::error::Error for SchemaError {}
