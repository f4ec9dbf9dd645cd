//! Tool calling: tool definitions out (OpenAI, Anthropic, Gemini shapes), tool calls in (native
//! tool-call messages and every text format agents write), and final answers.
//!
//! [`ToolSet`] works on tools known at run time; `#[derive(StructuredOutput)]` on an enum of
//! tool arguments gives the same through [`Tools`](crate::Tools).

mod instructions;
mod live;
mod native;
mod partial;
mod provider;
mod stream;
mod text;

pub use partial::ToolStepParser;
pub use stream::{PartialToolCall, ToolCallAccumulator};

use crate::convert::Converter;
use crate::engine::find::words;
use crate::error::{ConvertError, ErrorKind};
use crate::format::FormatStyle;
use crate::grammar::{Grammar, tools::Finish};
use crate::native::{Provider, SchemaError};
use crate::report::{Converted, Repair, RepairKind};
use serde_json::{Map, Value};
use std::sync::{Arc, OnceLock};

/// A tool a model can call: its name, what it does, and the JSON Schema of its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolDefinition {
    /// The name the model calls it by.
    pub name: String,
    /// What it does; the model reads this to decide when to call it.
    pub description: String,
    /// The JSON Schema of its arguments: an object schema.
    pub parameters: Value,
}

/// One call of a tool, with its arguments checked and coerced against the tool's schema.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCall {
    /// The call id a native tool-call message gave it, to send the result back under.
    pub id: Option<String>,
    /// The tool's name, as declared.
    pub name: String,
    /// The arguments, as a JSON object that fits the tool's parameters.
    pub arguments: Value,
    /// The provider's opaque signature of the reasoning behind the call (Gemini's
    /// `thoughtSignature`), to send back with the call on the next turn: Gemini 3 refuses a
    /// request whose history drops it. [`ToolStep::assistant_message`] writes it back.
    pub signature: Option<String>,
}

/// What a model's reply asks for: tool calls to run, or the final answer.
#[derive(Debug, Clone, PartialEq)]
pub enum ToolStep {
    /// Run these tools (several when the model called them in parallel) and send back the
    /// results.
    Calls(Vec<ToolCall>),
    /// The agent is done; this is its answer.
    Finish(String),
}

/// A set of tools known at run time, and the converter from model replies to [`ToolStep`]s.
///
/// ```
/// use serde_json::json;
/// use structout::{ToolDefinition, ToolSet, ToolStep};
///
/// let tools = ToolSet::new(vec![ToolDefinition {
///     name: "search".into(),
///     description: "Search the web.".into(),
///     parameters: json!({"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}),
/// }])?;
/// let reply = "Thought: I should look it up.\nAction: search\nAction Input: weather in Oslo";
/// let ToolStep::Calls(calls) = tools.convert(reply)? else { panic!() };
/// assert_eq!(calls[0].arguments, json!({"query": "weather in Oslo"}));
/// assert_eq!(tools.convert("Final Answer: 12°C")?, ToolStep::Finish("12°C".into()));
/// # Ok::<(), structout::ConvertError>(())
/// ```
#[derive(Clone)]
pub struct ToolSet {
    inner: Arc<Inner>,
}

struct Inner {
    tools: Vec<ToolDefinition>,
    converters: Vec<Converter>,
    style: FormatStyle,
    /// Instructions per tool style, built on first use.
    formats: [OnceLock<String>; FormatStyle::COUNT],
    /// Grammars per tool style, built on first use.
    grammars: [OnceLock<Grammar>; FormatStyle::COUNT],
}

impl std::fmt::Debug for ToolSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ToolSet")
            .field("tools", &self.inner.tools)
            .finish_non_exhaustive()
    }
}

/// Arguments as found in a reply, before they are checked against the tool's schema.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RawArgs {
    /// No arguments given.
    None,
    /// A JSON value (an object, or a string holding JSON or free text).
    Value(Value),
    /// Text: JSON to repair, or a free-text input.
    Text(String),
    /// Text that must hold JSON arguments (a native call's `arguments` string).
    Json(String),
    /// Keys and values written as text by a model family's format, which writes a string as
    /// it is and any other value as JSON (GLM's pairs, Qwen3-Coder's and MiniMax's
    /// parameters): typed by the tool's schema, see [`untyped_literals`].
    Written(Map<String, Value>),
}

/// A call as found in a reply.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RawCall {
    pub id: Option<String>,
    pub signature: Option<String>,
    pub name: String,
    pub args: RawArgs,
}

/// The schema of an object's key `key`: its property, or what `additionalProperties` allows.
pub(super) fn property<'s>(schema: &'s Value, key: &str) -> &'s Value {
    match &schema["properties"][key] {
        Value::Null => &schema["additionalProperties"],
        declared => declared,
    }
}

/// Arguments written as text (see [`untyped_literals`]) as the object they stand for.
pub(super) fn written(parameters: &Value, mut args: Map<String, Value>) -> Value {
    for (key, value) in args.iter_mut() {
        untyped_literals(property(parameters, key), value);
    }
    Value::Object(args)
}

/// Where a format writes values as text, a text is typed by the tool's schema (the engine's
/// coercion reads `"3"` as 3 where an integer is wanted, and keeps it where a string is).
/// Where the schema types nothing (`{}`, or only a description), the text alone says: the
/// formats write a string as it is and any other value as JSON, so a text that is a JSON
/// number, `true`, `false` or `null` is that value (`false` is false, `beijing` a string),
/// as the same reply streamed shows it. A number is taken only where JSON's reading keeps
/// every digit written (a long integer stays text). Objects and arrays written as elements
/// are walked along the schema's `properties` and `items`.
pub(super) fn untyped_literals(schema: &Value, value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                untyped_literals(property(schema, key), v);
            }
        }
        Value::Array(items) => {
            for v in items {
                untyped_literals(&schema["items"], v);
            }
        }
        Value::String(text) if types_nothing(schema) => {
            let t = text.trim();
            let literal = match t {
                "true" => Some(Value::Bool(true)),
                "false" => Some(Value::Bool(false)),
                "null" => Some(Value::Null),
                _ => serde_json::from_str::<serde_json::Number>(t)
                    .ok()
                    .filter(|n| n.is_i64() || n.is_u64() || exact_float(t))
                    .map(Value::Number),
            };
            if let Some(literal) = literal {
                *value = literal;
            }
        }
        _ => {}
    }
}

/// Whether a schema says nothing of its value's type: `{}`, `true`, absent, or only
/// annotations.
pub(super) fn types_nothing(schema: &Value) -> bool {
    const ANNOTATIONS: [&str; 7] = [
        "description",
        "title",
        "default",
        "examples",
        "$comment",
        "readOnly",
        "writeOnly",
    ];
    match schema {
        Value::Null | Value::Bool(true) => true,
        Value::Object(o) => o.keys().all(|k| ANNOTATIONS.contains(&k.as_str())),
        _ => false,
    }
}

/// Whether a decimal number's text has no more significant digits than an `f64` keeps (15).
fn exact_float(text: &str) -> bool {
    let mantissa = text.split(['e', 'E']).next().unwrap_or(text);
    let digits = mantissa
        .trim_start_matches('-')
        .trim_start_matches(['0', '.']);
    digits.bytes().filter(u8::is_ascii_digit).count() <= 15
}

/// `style` if it is a tool style, JSON action for a data style.
fn tool_style(style: FormatStyle) -> FormatStyle {
    if style.is_tool_style() {
        style
    } else {
        FormatStyle::JsonAction
    }
}

fn invalid(message: impl Into<String>) -> ConvertError {
    ConvertError::new(ErrorKind::InvalidSchema, "", message, "")
}

impl ToolSet {
    /// A tool set; replies are described to the model in the JSON action style.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::InvalidSchema`] when a name is empty or used twice, or a tool's parameters
    /// are not a usable JSON Schema.
    pub fn new(tools: Vec<ToolDefinition>) -> Result<ToolSet, ConvertError> {
        ToolSet::with_style(tools, FormatStyle::JsonAction)
    }

    /// A tool set whose instructions (and feedback) use `style`: [`FormatStyle::JsonAction`],
    /// [`FormatStyle::React`], [`FormatStyle::Xml`] or a model's own call format
    /// ([`FormatStyle::Hermes`], [`FormatStyle::Qwen3Coder`], …); data styles mean JSON
    /// action. Replies in every format are read whatever the style; in a model's own format,
    /// a reply that holds no call and no markup of one is the answer as it stands.
    ///
    /// # Errors
    ///
    /// As [`ToolSet::new`].
    pub fn with_style(
        tools: Vec<ToolDefinition>,
        style: FormatStyle,
    ) -> Result<ToolSet, ConvertError> {
        let mut converters = Vec::with_capacity(tools.len());
        for (n, tool) in tools.iter().enumerate() {
            if tool.name.trim().is_empty() {
                return Err(invalid(format!("tool {n} has an empty name")));
            }
            if tools[..n].iter().any(|t| t.name == tool.name) {
                return Err(invalid(format!("two tools are named `{}`", tool.name)));
            }
            let converter = Converter::arguments(&tool.parameters).map_err(|e| {
                invalid(format!(
                    "the parameters of tool `{}` are not usable: {}",
                    tool.name,
                    e.expected()
                ))
            })?;
            converters.push(converter);
        }
        let style = tool_style(style);
        Ok(ToolSet {
            inner: Arc::new(Inner {
                tools,
                converters,
                style,
                formats: [const { OnceLock::new() }; FormatStyle::COUNT],
                grammars: [const { OnceLock::new() }; FormatStyle::COUNT],
            }),
        })
    }

    /// A set with no tools (it only reads final answers).
    pub(crate) fn empty(style: FormatStyle) -> ToolSet {
        ToolSet {
            inner: Arc::new(Inner {
                tools: Vec::new(),
                converters: Vec::new(),
                style,
                formats: [const { OnceLock::new() }; FormatStyle::COUNT],
                grammars: [const { OnceLock::new() }; FormatStyle::COUNT],
            }),
        }
    }

    /// The tools, in the order given.
    #[must_use]
    pub fn tools(&self) -> &[ToolDefinition] {
        &self.inner.tools
    }

    /// Each tool's name and parameters' schema, as the grammar writer takes them.
    pub(crate) fn named_parameters(&self) -> Vec<(&str, &Value)> {
        self.inner
            .tools
            .iter()
            .map(|t| (t.name.as_str(), &t.parameters))
            .collect()
    }

    /// Prompt instructions that list the tools and the reply shape, in the set's style.
    #[must_use]
    pub fn format(&self) -> &str {
        self.format_as(self.inner.style)
    }

    /// Prompt instructions in any tool style ([`FormatStyle::JsonAction`],
    /// [`FormatStyle::React`], [`FormatStyle::Xml`]; data styles mean JSON action).
    #[must_use]
    pub fn format_as(&self, style: FormatStyle) -> &str {
        let style = tool_style(style);
        self.inner.formats[style.index()]
            .get_or_init(|| instructions::render(&self.inner.tools, style))
    }

    /// The grammar of a reply in a tool style ([`FormatStyle::JsonAction`],
    /// [`FormatStyle::React`], [`FormatStyle::Xml`], or a model's own call format such as
    /// [`FormatStyle::Qwen3Coder`]; data styles mean JSON action), for local constrained
    /// decoding: the tool names are the only names, each tool's arguments are JSON of its
    /// parameters (in key/value formats, a string argument is its text), and a final answer
    /// is one line of text.
    ///
    /// In a model's own format the reply is one or more calls as its chat template writes
    /// them (one in Llama 3's JSON and in Harmony), or the answer without a call: one plain
    /// line (no `{`, `[`, `<` or `&`, and nothing before its first `:` that could be a
    /// label such as `Action:`), or Harmony's `final` channel. A tool enum whose answer is a
    /// struct has no answer in these grammars but Harmony's. Markers that the family's
    /// tokenizer holds as special tokens (Harmony's and Kimi K2's `<|…|>`) are llguidance
    /// special-token references in the Lark text and their text in GBNF (llama.cpp matches a
    /// special token by its text); the others are text in both. Mistral's `[TOOL_CALLS]` and
    /// `[ARGS]` are special tokens llguidance cannot name in Lark: with a Mistral tokenizer,
    /// use the GBNF with llama.cpp.
    ///
    /// ```
    /// use serde_json::json;
    /// use structout::{FormatStyle, ToolDefinition, ToolSet};
    ///
    /// let tools = ToolSet::new(vec![ToolDefinition {
    ///     name: "search".into(),
    ///     description: "Search the web.".into(),
    ///     parameters: json!({"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}),
    /// }])?;
    /// let gbnf = tools.grammar(FormatStyle::React).gbnf();
    /// assert!(gbnf.contains("Action: search"));
    /// // Qwen3-Coder's own format: the string argument is written as it is.
    /// let qwen = tools.grammar(FormatStyle::Qwen3Coder).gbnf();
    /// assert!(qwen.contains("<function=search>"));
    /// let reply = "<tool_call>\n<function=search>\n<parameter=query>\nweather in Oslo\n</parameter>\n</function>\n</tool_call>";
    /// let structout::ToolStep::Calls(calls) = tools.convert(reply)? else { panic!() };
    /// assert_eq!(calls[0].arguments, json!({"query": "weather in Oslo"}));
    /// # Ok::<(), structout::ConvertError>(())
    /// ```
    #[must_use]
    pub fn grammar(&self, style: FormatStyle) -> &Grammar {
        let style = tool_style(style);
        self.inner.grammars[style.index()]
            .get_or_init(|| Grammar::for_tools(&self.named_parameters(), style, &Finish::Text))
    }

    /// The set's tool definitions for `provider`'s request, the value of its `tools`
    /// parameter, each tool as [`ToolDefinition::definition`] writes it; for Gemini, one
    /// `{"functionDeclarations": [...]}` entry holding them all.
    ///
    /// ```
    /// # use serde_json::json;
    /// use structout::{Provider, ToolDefinition, ToolSet};
    ///
    /// let tools = ToolSet::new(vec![ToolDefinition {
    ///     name: "search".into(),
    ///     description: "Search the web.".into(),
    ///     parameters: json!({"type": "object", "properties": {"query": {"type": "string"}},
    ///         "required": ["query"]}),
    /// }])?;
    /// let openai = tools.definitions(Provider::OpenAi)?;
    /// assert_eq!(openai[0]["function"]["strict"], true);
    /// let gemini = tools.definitions(Provider::Gemini)?;
    /// assert_eq!(gemini[0]["functionDeclarations"][0]["name"], "search");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The first tool whose parameters the provider's strict mode cannot express.
    pub fn definitions(&self, provider: Provider) -> Result<Value, SchemaError> {
        let each = self
            .inner
            .tools
            .iter()
            .map(|tool| tool.definition(provider))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(match provider {
            Provider::Gemini => serde_json::json!([{ "functionDeclarations": each }]),
            _ => Value::Array(each),
        })
    }

    /// Converts a model's reply into the tool calls it makes or its final answer.
    ///
    /// `text` is model text in any of the formats agents write (ReAct, XML tags, JSON action
    /// blobs, `<tool_call>` blocks, ...; see the crate docs), or the raw JSON of an assistant
    /// message (OpenAI chat completion or Anthropic), in which case text without a tool call
    /// is the final answer.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::NoValue`] when model text holds neither an action nor a final answer,
    /// [`ErrorKind::UnknownTool`] for a tool not in the set, [`ErrorKind::ActionAndAnswer`]
    /// when a reply both calls a tool and answers, and the argument errors of
    /// [`ToolSet::from_tool_call`]. Every error's [`ConvertError::feedback`] restates the
    /// format with an example call.
    pub fn convert(&self, text: &str) -> Result<ToolStep, ConvertError> {
        self.convert_with_report(text).map(|c| c.value)
    }

    /// [`convert`](Self::convert), and the repairs it needed: [`RepairKind::Extracted`] for
    /// a call read from model text or a provider message, then every coercion of the
    /// arguments (paths within the arguments).
    ///
    /// # Errors
    ///
    /// As [`convert`](Self::convert).
    pub fn convert_with_report(&self, text: &str) -> Result<Converted<ToolStep>, ConvertError> {
        self.step(text)
            .map(|(value, repairs)| Converted { value, repairs })
            .map_err(|e| self.with_feedback(e))
    }

    fn step(&self, text: &str) -> Result<(ToolStep, Vec<Repair>), ConvertError> {
        let (found, fixed) = match native::parse(text) {
            Some(found) => (found, false),
            None => text::parse(text, &self.inner.tools, self.inner.style.is_model_format())?,
        };
        let mut read = vec![extracted()];
        if fixed {
            read.push(Repair {
                kind: RepairKind::SyntaxRepaired,
                path: String::new(),
            });
        }
        match found {
            Found::Refusal(words) => Err(ConvertError::new(
                ErrorKind::Refusal,
                "",
                "an answer or a tool call",
                if words.is_empty() {
                    "a message with neither content nor a tool call"
                } else {
                    &words
                },
            )),
            Found::Truncated(text) => Err(ConvertError::new(
                ErrorKind::Truncated,
                "",
                "a complete message (the provider stopped it at its token limit)",
                &text,
            )),
            Found::Finish(answer) if answer.trim().is_empty() => Err(ConvertError::new(
                ErrorKind::NoValue,
                "",
                "a final answer with text, or a tool call",
                "an empty answer",
            )),
            Found::Finish(answer) => Ok((ToolStep::Finish(answer), read)),
            Found::Calls(calls) if calls.is_empty() => Err(ConvertError::new(
                ErrorKind::NoValue,
                "",
                "a tool call or a final answer",
                "an empty list of tool calls",
            )),
            Found::Calls(calls) => {
                let mut out = Vec::with_capacity(calls.len());
                let mut repairs = read;
                for call in calls {
                    let (call, mut more) = self.resolve(call)?;
                    out.push(call);
                    repairs.append(&mut more);
                }
                Ok((ToolStep::Calls(out), repairs))
            }
        }
    }

    /// Checks one call given natively (name and arguments): `arguments` is a JSON object, or
    /// a JSON string holding the arguments as text (repaired by the engine; an empty string
    /// means no arguments), or free text for a tool that takes one text input.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::UnknownTool`] for a tool not in the set; the engine's errors when the
    /// arguments do not fit the tool's parameters.
    pub fn from_tool_call(&self, name: &str, arguments: &Value) -> Result<ToolCall, ConvertError> {
        let args = match arguments {
            Value::String(s) => RawArgs::Json(s.clone()),
            Value::Null => RawArgs::None,
            other => RawArgs::Value(other.clone()),
        };
        self.resolve(RawCall {
            id: None,
            signature: None,
            name: name.to_owned(),
            args,
        })
        .map(|(call, _)| call)
        .map_err(|e| self.with_feedback(e))
    }

    /// The index of the tool `name` refers to: exact, then ignoring case, separators,
    /// backticks, brackets and `**bold**`.
    pub(crate) fn find(&self, name: &str) -> Option<usize> {
        find_tool(&self.inner.tools, name)
    }

    fn resolve(&self, call: RawCall) -> Result<(ToolCall, Vec<Repair>), ConvertError> {
        let Some(index) = self.find(&call.name) else {
            let known: Vec<String> = self
                .inner
                .tools
                .iter()
                .map(|t| format!("`{}`", t.name))
                .collect();
            return Err(ConvertError::new(
                ErrorKind::UnknownTool,
                "",
                known.join(", "),
                &clean_name(&call.name),
            ));
        };
        let tool = &self.inner.tools[index];
        let mut arguments = self
            .arguments(index, call.args)
            .map_err(|e| e.for_tool(&tool.name))?;
        if call.name != tool.name {
            // The name was matched ignoring case, separators or markup.
            arguments.repairs.insert(
                0,
                Repair {
                    kind: RepairKind::EnumMatched,
                    path: String::new(),
                },
            );
        }
        Ok((
            ToolCall {
                id: call.id,
                name: tool.name.clone(),
                arguments: arguments.value,
                signature: call.signature,
            },
            arguments.repairs,
        ))
    }

    /// Checks and coerces arguments against tool `index`'s parameters.
    fn arguments(&self, index: usize, args: RawArgs) -> Args {
        let converter = &self.inner.converters[index];
        let tool = &self.inner.tools[index];
        match args {
            RawArgs::None | RawArgs::Value(Value::Null) => self.no_arguments(index),
            RawArgs::Value(Value::String(s)) | RawArgs::Text(s) => self.text_arguments(index, &s),
            RawArgs::Value(Value::Object(map)) => {
                if let Some(text) = single_legacy_arg(&map) {
                    return free_text(tool, &text, converter);
                }
                converter.convert_value(&Value::Object(map))
            }
            RawArgs::Value(other) => free_text(tool, &scalar_text(&other), converter),
            RawArgs::Json(s) => self.json_arguments(index, &s),
            RawArgs::Written(map) => {
                self.arguments(index, RawArgs::Value(written(&tool.parameters, map)))
            }
        }
    }

    /// Arguments given as text (a string value, or text in an agent format): a JSON object
    /// when the text looks like one, else the free text of a tool with one text parameter.
    fn text_arguments(&self, index: usize, s: &str) -> Args {
        let converter = &self.inner.converters[index];
        let tool = &self.inner.tools[index];
        let t = s.trim();
        if t.is_empty() {
            return self.no_arguments(index);
        }
        let json_like = t.starts_with(['{', '[']) || t.starts_with("```");
        if json_like {
            let parsed = any_json()
                .convert_with_report(t)
                .ok()
                .filter(|c| c.value.is_object());
            match parsed {
                Some(Converted {
                    value: Value::Object(map),
                    repairs,
                }) => {
                    if let Some(text) = single_legacy_arg(&map) {
                        return free_text(tool, &text, converter);
                    }
                    // An object is meant as the arguments: its errors stand. Its text is
                    // converted, so that numbers keep the digits they were written with.
                    return with_repairs(repairs, arguments_text(converter, t, map));
                }
                _ if free_text_param(tool).is_none() => return Err(not_an_object(t)),
                _ => {}
            }
        }
        free_text(tool, t, converter)
    }

    /// Arguments a provider sent as a JSON string: the object it holds.
    fn json_arguments(&self, index: usize, s: &str) -> Args {
        let converter = &self.inner.converters[index];
        let tool = &self.inner.tools[index];
        let t = s.trim();
        if t.is_empty() {
            return self.no_arguments(index);
        }
        let inner = t.trim_matches(|c: char| c == '{' || c == '}' || c.is_whitespace());
        match any_json().convert_with_report(t) {
            // Garbage read as an empty object is not arguments: `{42]`.
            Ok(Converted {
                value: Value::Object(map),
                ..
            }) if map.is_empty() && !inner.is_empty() => Err(not_an_object(t)),
            Ok(Converted {
                value: Value::Object(map),
                repairs,
            }) => match single_legacy_arg(&map) {
                Some(text) => free_text(tool, &text, converter),
                None => with_repairs(repairs, arguments_text(converter, t, map)),
            },
            _ => Err(not_an_object(t)),
        }
    }

    fn no_arguments(&self, index: usize) -> Args {
        let tool = &self.inner.tools[index];
        let required = required_params(&tool.parameters);
        if required.is_empty() {
            self.inner.converters[index]
                .convert_value(&Value::Object(Map::new()))
                .or_else(|_| {
                    Ok(Converted {
                        value: Value::Object(Map::new()),
                        repairs: Vec::new(),
                    })
                })
        } else {
            Err(ConvertError::new(
                ErrorKind::MissingField,
                "",
                required[0].clone(),
                "no arguments",
            ))
        }
    }

    fn with_feedback(&self, err: ConvertError) -> ConvertError {
        let instructions = self.format().to_owned();
        let example = err
            .tool()
            .and_then(|name| self.find(name))
            .map(|i| instructions::example(&self.inner.tools[i], self.inner.style));
        let text = match example {
            Some(example) => format!("{instructions}\n\nFor example:\n{example}"),
            None => instructions,
        };
        err.with_instructions(Arc::from(text))
    }
}

/// What a reply holds, before calls are checked.
pub(crate) enum Found {
    Calls(Vec<RawCall>),
    Finish(String),
    /// The model declined (its words, if any).
    Refusal(String),
    /// The provider stopped the reply at its token limit (the text so far).
    Truncated(String),
}

/// A tool name as a model may write it, tidied: no backticks, brackets, quotes or `**`.
pub(crate) fn clean_name(name: &str) -> String {
    name.trim()
        .trim_matches(|c: char| {
            matches!(c, '`' | '*' | '[' | ']' | '"' | '\'' | '.' | ':') || c.is_whitespace()
        })
        .to_owned()
}

pub(crate) fn find_tool(tools: &[ToolDefinition], name: &str) -> Option<usize> {
    let name = clean_name(name);
    if name.is_empty() {
        return None;
    }
    if let Some(i) = tools.iter().position(|t| t.name == name) {
        return Some(i);
    }
    let lower = name.to_lowercase();
    if let Some(i) = tools.iter().position(|t| t.name.to_lowercase() == lower) {
        return Some(i);
    }
    let loose = words::loose(&name);
    let hits: Vec<usize> = (0..tools.len())
        .filter(|&i| !loose.is_empty() && words::loose(&tools[i].name) == loose)
        .collect();
    match hits.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// The names of the required properties of an object schema.
pub(crate) fn required_params(parameters: &Value) -> Vec<String> {
    parameters
        .get("required")
        .and_then(Value::as_array)
        .map(|r| {
            r.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// The parameter a single free-text input fills: the only required string parameter, or the
/// only parameter when there is one.
fn free_text_param(tool: &ToolDefinition) -> Option<String> {
    let props = tool
        .parameters
        .get("properties")
        .and_then(Value::as_object)?;
    let required = required_params(&tool.parameters);
    let is_text = |name: &str| {
        props.get(name).is_some_and(|p| {
            let t = p.get("type");
            t.is_none()
                || t == Some(&Value::String("string".into()))
                || t.and_then(Value::as_array)
                    .is_some_and(|a| a.contains(&Value::String("string".into())))
        })
    };
    match required.as_slice() {
        [one] if is_text(one) => Some(one.clone()),
        [] if props.len() == 1 => props.keys().next().filter(|k| is_text(k)).cloned(),
        _ => None,
    }
}

/// A free-text input, put in the tool's one text parameter.
/// A step read from an agent format or a provider message, not the caller's own JSON.
fn extracted() -> Repair {
    Repair {
        kind: RepairKind::Extracted,
        path: String::new(),
    }
}

/// Arguments checked against a tool's parameters, with the repairs they needed.
type Args = Result<Converted<Value>, ConvertError>;

/// `result` with `repairs` (made before it, to the same arguments) in front of its own.
fn with_repairs(mut repairs: Vec<Repair>, result: Args) -> Args {
    result.map(|mut c| {
        repairs.append(&mut c.repairs);
        c.repairs = repairs;
        c
    })
}

/// Arguments that are not the JSON object a tool call's arguments must be.
fn not_an_object(text: &str) -> ConvertError {
    ConvertError::new(
        ErrorKind::Mismatch,
        "",
        "the arguments as a JSON object",
        text,
    )
}

/// Arguments written as JSON text `t` (read as `map`) converted to the tool's parameters:
/// from the text where a number in it is an integer too long for a JSON number to hold
/// exactly (`18446744073709551616` for a string parameter keeps its digits), else from the
/// value already read.
fn arguments_text(converter: &Converter, t: &str, map: Map<String, Value>) -> Args {
    let long_integer = crate::engine::long_digits(t);
    let value = Value::Object(map);
    match long_integer {
        true => converter
            .convert_with_report(t)
            .or_else(|_| converter.convert_value(&value)),
        false => converter.convert_value(&value),
    }
}

fn free_text(tool: &ToolDefinition, text: &str, converter: &Converter) -> Args {
    let Some(param) = free_text_param(tool) else {
        return Err(ConvertError::new(
            ErrorKind::Mismatch,
            "",
            "arguments as a JSON object".to_owned(),
            text,
        ));
    };
    let text = strip_quotes(text);
    let mut map = Map::new();
    map.insert(param, Value::String(text.to_owned()));
    // Free text put into the tool's only text parameter.
    let implied = Repair {
        kind: RepairKind::FieldImplied,
        path: String::new(),
    };
    with_repairs(vec![implied], converter.convert_value(&Value::Object(map)))
}

/// `"input"` or `` `input` `` → `input`.
fn strip_quotes(text: &str) -> &str {
    let t = text.trim();
    for q in ['"', '\'', '`'] {
        if t.len() >= 2 && t.starts_with(q) && t.ends_with(q) && !t[1..t.len() - 1].contains(q) {
            return &t[1..t.len() - 1];
        }
    }
    t
}

/// LangChain's legacy single-input call: `{"__arg1": "text"}`.
fn single_legacy_arg(map: &Map<String, Value>) -> Option<String> {
    match (map.len(), map.get("__arg1")) {
        (1, Some(Value::String(s))) => Some(s.clone()),
        (1, Some(other)) => Some(scalar_text(other)),
        _ => None,
    }
}

/// A converter for any JSON value: plain repair.
fn any_json() -> &'static Converter {
    static ANY: OnceLock<Converter> = OnceLock::new();
    ANY.get_or_init(|| Converter::any(""))
}

fn scalar_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}
