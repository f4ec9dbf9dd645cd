//! Derive macro of [`structout-llm`](https://docs.rs/structout-llm), whose library is called
//! `structout`; use it through `structout::StructuredOutput`, which re-exports it.
//!
//! `#[derive(StructuredOutput)]` implements `structout::StructuredOutput` for a struct or an
//! enum that also derives `serde::Deserialize` and `schemars::JsonSchema`; the macro's own
//! page documents every attribute.
//!
//! The macro is split the way serde's is: `attr` reads `#[structout(...)]` attributes, `ast`
//! builds a typed model of the item (reading serde's attributes through serde's own rules),
//! `check` validates rules that span several attributes, and `expand` (with `partial`, the
//! streaming companion type) generates code from the model only.

mod ast;
mod attr;
mod bound;
mod check;
mod expand;
mod partial;
mod symbol;

use proc_macro::TokenStream;
use syn::{DeriveInput, parse_macro_input};

/// Implements `structout::StructuredOutput` (and, for tool enums, `structout::Tools`) for a
/// struct or enum that also derives serde's `Deserialize` and schemars' `JsonSchema`.
///
/// The type gets its JSON Schema (`schema()`), prompt instructions (`format()`,
/// `format_as(style)`) and the tolerant converter (`convert(text)` and its variants). Doc
/// comments become descriptions; serde's attributes (`rename`, `rename_all`, `tag`, `content`,
/// `untagged`, `default`, `skip`, `flatten`, ...) shape the schema exactly as they shape
/// deserialisation. Every misuse of `#[structout(...)]` is a compile error on the offending
/// token.
///
/// ```
/// use schemars::JsonSchema;
/// use serde::Deserialize;
/// use structout::StructuredOutput;
///
/// /// Films an actor appeared in.
/// #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
/// struct ActorsFilms {
///     /// The actor's full name.
///     actor: String,
///     movies: Vec<String>,
/// }
///
/// let films = ActorsFilms::convert("Sure! {actor: 'Tom Hanks', movies: ['Big',],}")?;
/// assert_eq!(films.movies, ["Big"]);
/// # Ok::<(), structout::ConvertError>(())
/// ```
///
/// # Attributes on a struct or enum
///
/// ## `order(a, b, ...)`
///
/// These properties come first, in this order, in the schema and the prompt; other fields
/// follow in declaration order. Names are Rust field names; structs with named fields only.
/// Models write keys in the order shown, so put the reasoning before the answer.
///
/// ```
/// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
/// #[derive(Deserialize, JsonSchema, StructuredOutput)]
/// #[structout(order(reasoning, answer))]
/// struct Solution {
///     answer: u32,
///     reasoning: String,
/// }
///
/// let keys: Vec<&String> = Solution::schema().get("properties").unwrap()
///     .as_object().unwrap().keys().collect();
/// assert_eq!(keys, ["reasoning", "answer"]);
/// ```
///
/// ## `format = "json_schema"` or `format = "type_signature"`
///
/// How `format()` describes a data type: the JSON Schema itself, or the type in a compact
/// TypeScript-like notation (the default).
///
/// ```
/// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
/// #[derive(Deserialize, JsonSchema, StructuredOutput)]
/// #[structout(format = "json_schema")]
/// struct Film {
///     title: String,
///     year: u16,
/// }
///
/// assert!(Film::format().contains("that follows this JSON Schema"));
/// ```
///
/// ## `format = "json_action"`, `"react"`, `"xml"` or a model's call format (tool enums)
///
/// How `format()` asks a tool enum's model to call a tool: one JSON object naming the tool and
/// its arguments (the default), ReAct's `Action:` / `Action Input:` lines, or `<tool>` /
/// `<tool_input>` tags; or the call format an open model is trained on (`hermes`,
/// `qwen3_coder`, `llama3_json`, `pythonic`, `mistral`, `deepseek_v3`, `deepseek_v3_1`,
/// `deepseek_v3_2`, `deepseek_v4`, `glm`, `kimi_k2`, `minimax_m2`, `harmony`, `step3`,
/// `gemma4`, `function_gemma`, `command_r`, `liquid`, `hunyuan`, `olmo3`, `inkling`, `functionary`: see
/// `FormatStyle`),
/// whose `grammar()` constrains a local
/// model to it. `convert()` reads all of them whatever the style.
///
/// ```
/// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
/// #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
/// #[structout(format = "react")]
/// enum Action {
///     /// Search the web.
///     Search { query: String },
///     #[structout(finish)]
///     Answer(String),
/// }
///
/// assert!(Action::format().contains("Action Input:"));
/// let action = Action::convert("Thought: look it up.\nAction: search\nAction Input: Oslo weather")?;
/// assert!(matches!(action, Action::Search { query } if query == "Oslo weather"));
/// # Ok::<(), structout::ConvertError>(())
/// ```
///
/// ## `tools`
///
/// Makes an enum a tool enum (implementing `structout::Tools`: tool lists for OpenAI,
/// Anthropic and Gemini, tool calls read from text or native messages) when no variant is
/// `finish`.
///
/// ```
/// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
/// use structout::Tools;
///
/// #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
/// #[structout(tools, format = "xml")]
/// enum Command {
///     /// Look a topic up.
///     Lookup { topic: String },
///     /// Evaluate an arithmetic expression.
///     Calculate { expression: String },
/// }
///
/// let definitions = Command::tool_set().definitions(structout::Provider::OpenAi).unwrap();
/// assert_eq!(definitions.as_array().unwrap().len(), 2);
/// let command = Command::convert("<tool>lookup</tool><tool_input>Oslo</tool_input>")?;
/// assert!(matches!(command, Command::Lookup { topic } if topic == "Oslo"));
/// # Ok::<(), structout::ConvertError>(())
/// ```
///
/// ## `bound = "..."`
///
/// Replaces the inferred `T: StructuredOutput` bound on each type parameter of a generic type,
/// for type arguments that implement only `JsonSchema` and `Deserialize` (types from other
/// crates).
///
/// ```
/// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
/// use serde::de::DeserializeOwned;
///
/// #[derive(Deserialize, JsonSchema, StructuredOutput)]
/// #[structout(bound = "T: JsonSchema + DeserializeOwned")]
/// struct Page<T> {
///     items: Vec<T>,
///     next: Option<String>,
/// }
///
/// /// Not `StructuredOutput`, like a type from another crate.
/// #[derive(Deserialize, JsonSchema)]
/// struct Rate(f64);
///
/// let page = Page::<Rate>::convert(r#"{"items": [1.5, "2"]}"#)?;
/// assert_eq!(page.items.len(), 2);
/// # Ok::<(), structout::ConvertError>(())
/// ```
///
/// ## `crate = "path"`
///
/// Where the generated code finds `structout`, when a crate re-exports it or `Cargo.toml`
/// renames it (the default is `::structout`).
///
/// ```
/// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
/// mod llm {
///     pub use structout;
/// }
///
/// #[derive(Deserialize, JsonSchema, StructuredOutput)]
/// #[structout(crate = "llm::structout")]
/// struct Note {
///     text: String,
/// }
/// # fn main() {
/// assert_eq!(Note::convert("text: hello").unwrap().text, "hello");
/// # }
/// ```
///
/// # Attributes on an enum variant
///
/// ## `finish`
///
/// The variant that holds the final answer, in one field (`Answer(String)`, or a struct for a
/// structured answer). It makes the enum a tool enum, and is not itself a tool.
///
/// ```
/// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
/// #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
/// enum Step {
///     /// Search the web.
///     Search { query: String },
///     #[structout(finish)]
///     Answer(String),
/// }
///
/// let step = Step::convert(r#"{"action": "Final Answer", "action_input": "42"}"#)?;
/// assert!(matches!(step, Step::Answer(answer) if answer == "42"));
/// # Ok::<(), structout::ConvertError>(())
/// ```
#[proc_macro_derive(StructuredOutput, attributes(structout))]
pub fn derive_structured_output(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand::derive(&input).into()
}
