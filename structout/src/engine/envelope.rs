//! Provider envelopes: the raw JSON of a response or message as providers return it, read in
//! one place for tool calls ([`crate::tools`]) and for data ([`crate::Converter`]).
//!
//! Each provider's shape, with the page it is documented on:
//!
//! - OpenAI Chat Completions: a completion `{"id", "object": "chat.completion", "model",
//!   "choices": [{"index", "message", "finish_reason"}], "usage"}` whose message is
//!   `{"role": "assistant", "content", "refusal", "tool_calls": [{"id", "function": {"name",
//!   "arguments"}}]}` (or the legacy `function_call`); `finish_reason` is `stop`, `length`,
//!   `content_filter`, `tool_calls` or `function_call`
//!   (<https://platform.openai.com/docs/api-reference/chat/object>). A refusal under Structured
//!   Outputs is `message.refusal` with no content
//!   (<https://platform.openai.com/docs/guides/structured-outputs#refusals>), or a content part
//!   `{"type": "refusal", "refusal"}`.
//! - OpenAI Responses: `{"object": "response", "status", "output": [{"type": "message",
//!   "content": [{"type": "output_text", "text"}, {"type": "refusal", "refusal"}]},
//!   {"type": "function_call", "call_id", "name", "arguments"}, {"type": "reasoning"}],
//!   "incomplete_details": {"reason": "max_output_tokens" | "content_filter"}}`
//!   (<https://platform.openai.com/docs/api-reference/responses/object>).
//! - Anthropic Messages: `{"id", "type": "message", "role": "assistant", "content": [{"type":
//!   "text", "text"}, {"type": "tool_use", "id", "name", "input"}, {"type": "thinking"}],
//!   "stop_reason"}`, where `stop_reason` is `end_turn`, `max_tokens`, `stop_sequence`,
//!   `tool_use`, `pause_turn`, `refusal` or `model_context_window_exceeded`
//!   (<https://platform.claude.com/docs/en/build-with-claude/handling-stop-reasons>).
//! - Gemini `generateContent`: `{"candidates": [{"content": {"role": "model", "parts": [{"text"},
//!   {"functionCall": {"name", "args"}}]}, "finishReason", "index", "safetyRatings"}],
//!   "promptFeedback": {"blockReason"}, "usageMetadata", "modelVersion", "responseId"}`; a
//!   blocked prompt has no candidates and a `promptFeedback.blockReason`
//!   (<https://ai.google.dev/api/generate-content#generatecontentresponse>). Parts marked
//!   `"thought": true` are thought summaries, not the answer
//!   (<https://ai.google.dev/gemini-api/docs/thinking#summaries>).
//!
//! Refusals: OpenAI's `refusal` (field or content part), `finish_reason: "content_filter"` and
//! Responses' `incomplete_details.reason: "content_filter"`; Anthropic's `stop_reason:
//! "refusal"`; Gemini's blocking finish reasons ([`GEMINI_BLOCKED`]) and a prompt's
//! `blockReason`. Stops at the token limit: OpenAI `finish_reason: "length"`, Responses
//! `incomplete_details.reason: "max_output_tokens"`, Anthropic `stop_reason: "max_tokens"` or
//! `"model_context_window_exceeded"`, Gemini `finishReason: "MAX_TOKENS"`.

use crate::error::{ConvertError, ErrorKind};
use serde::Deserialize;
use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::fmt;

/// Gemini finish reasons that mean the output was blocked (the `FinishReason` enum of
/// <https://ai.google.dev/api/generate-content#FinishReason>, and Vertex AI's `MODEL_ARMOR`,
/// <https://cloud.google.com/vertex-ai/docs/reference/rest/v1/Candidate#FinishReason>).
const GEMINI_BLOCKED: [&str; 10] = [
    "SAFETY",
    "RECITATION",
    "LANGUAGE",
    "BLOCKLIST",
    "PROHIBITED_CONTENT",
    "SPII",
    "IMAGE_SAFETY",
    "IMAGE_PROHIBITED_CONTENT",
    "IMAGE_RECITATION",
    "MODEL_ARMOR",
];

/// Top-level keys of an OpenAI chat completion besides `choices`.
const COMPLETION_KEYS: [&str; 6] = [
    "id",
    "object",
    "created",
    "model",
    "usage",
    "system_fingerprint",
];

/// Top-level keys of a Gemini response besides `candidates`.
const GEMINI_RESPONSE_KEYS: [&str; 5] = [
    "usageMetadata",
    "modelVersion",
    "responseId",
    "promptFeedback",
    "createTime",
];

/// Keys of a Gemini candidate besides `content`.
const GEMINI_CANDIDATE_KEYS: [&str; 5] = [
    "finishReason",
    "index",
    "safetyRatings",
    "citationMetadata",
    "avgLogprobs",
];

/// The top-level keys of the shapes above, as documented: a type whose required properties
/// are all among them could be read by serde (which skips unknown keys) from a response.
const RESPONSE_KEYS: [&str; 46] = [
    // Chat Completions, a completion and its message.
    "id",
    "object",
    "created",
    "model",
    "choices",
    "usage",
    "system_fingerprint",
    "service_tier",
    "role",
    "content",
    "refusal",
    "annotations",
    "audio",
    "tool_calls",
    "function_call",
    // Responses.
    "created_at",
    "status",
    "error",
    "incomplete_details",
    "instructions",
    "max_output_tokens",
    "metadata",
    "output",
    "parallel_tool_calls",
    "previous_response_id",
    "reasoning",
    "temperature",
    "text",
    "tool_choice",
    "tools",
    "top_p",
    "truncation",
    "user",
    // Anthropic.
    "type",
    "stop_reason",
    "stop_sequence",
    // Gemini, a response and a candidate.
    "candidates",
    "promptFeedback",
    "usageMetadata",
    "modelVersion",
    "responseId",
    "finishReason",
    "index",
    "safetyRatings",
    "citationMetadata",
    "parts",
];

/// The top-level keys that are signs of a response, for [`may_be_response`].
const SIGNS: [&str; 11] = [
    "choices",
    "output",
    "candidates",
    "promptFeedback",
    "content",
    "refusal",
    "tool_calls",
    "function_call",
    "stop_reason",
    "finishReason",
    "parts",
];

/// What a provider's response or message holds.
#[derive(Debug)]
pub(crate) struct Reply<'v> {
    /// The text parts, joined by line breaks and trimmed (reasoning left out).
    pub text: String,
    /// The tool calls, in order.
    pub calls: Vec<Call<'v>>,
    /// How the provider ended it.
    pub end: End,
}

/// A tool call in a provider message.
#[derive(Debug)]
pub(crate) struct Call<'v> {
    /// The call id, to send the result back under.
    pub id: Option<&'v str>,
    /// The tool's name as the model wrote it.
    pub name: &'v str,
    /// The arguments; `None` when absent or `null`.
    pub arguments: Option<&'v Value>,
    /// Whether a string in `arguments` is the arguments encoded as JSON (OpenAI), rather than
    /// a value of its own (Anthropic's `input`, Gemini's `args`).
    pub encoded: bool,
    /// Gemini's `thoughtSignature` on the call's part, to be sent back with it.
    pub signature: Option<&'v str>,
}

/// How the provider ended a reply.
#[derive(Debug, PartialEq)]
pub(crate) enum End {
    /// Finished, or no reason given.
    Complete,
    /// The model declined, or the provider blocked it: the model's words, or what blocked it.
    Refused(String),
    /// Stopped at the token limit: what the reply holds was cut off.
    Truncated,
}

/// A provider message in any shape, however little of it is there: a whole response, a
/// message, a Gemini candidate or content, or a bare list of content blocks. For tool calls,
/// where a message is what the caller passes.
pub(crate) fn read_message(value: &Value) -> Option<Reply<'_>> {
    identify(value).map(|(shape, _)| read(shape))
}

/// A provider response or message recognisable by several of its keys, never by one: for
/// data, where a user's type may have a key such as `content` or `role` of its own.
pub(crate) fn read_response(value: &Value) -> Option<Reply<'_>> {
    match identify(value)? {
        (shape, true) => Some(read(shape)),
        (_, false) => None,
    }
}

/// Whether serde, which skips unknown keys, could read a provider response as a value of
/// `schema`: an object whose required properties are all keys a response has at its top level
/// (none required included). Computed once per schema, so that the fast path checks
/// [`may_be_response`] only for such types.
pub(crate) fn serde_may_read_responses(schema: &Value) -> bool {
    if !schema.get("properties").is_some_and(Value::is_object) {
        return false;
    }
    schema
        .get("required")
        .and_then(Value::as_array)
        .is_none_or(|required| {
            required
                .iter()
                .all(|r| r.as_str().is_some_and(|r| RESPONSE_KEYS.contains(&r)))
        })
}

/// Whether valid JSON `text` is an object with a top-level key that is a sign of a provider
/// response; a cheap look at the keys (values skipped, nothing allocated) before the full
/// reading of [`read_response`], which reads nothing without one of [`SIGNS`].
pub(crate) fn may_be_response(text: &str) -> bool {
    super::parse::plain::may_be_json(text)
        && serde_json::from_str::<Signed>(text).is_ok_and(|s| s.0)
}

/// Whether an object has a sign of a response among its keys.
struct Signed(bool);

impl<'de> Deserialize<'de> for Signed {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(SignedVisitor)
    }
}

struct SignedVisitor;

impl<'de> Visitor<'de> for SignedVisitor {
    type Value = Signed;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Signed, A::Error> {
        let mut signed = false;
        while let Some(sign) = map.next_key_seed(IsSign)? {
            signed |= sign;
            map.next_value::<IgnoredAny>()?;
        }
        Ok(Signed(signed))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Signed, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Signed(false))
    }

    fn visit_bool<E>(self, _: bool) -> Result<Signed, E> {
        Ok(Signed(false))
    }

    fn visit_i64<E>(self, _: i64) -> Result<Signed, E> {
        Ok(Signed(false))
    }

    fn visit_u64<E>(self, _: u64) -> Result<Signed, E> {
        Ok(Signed(false))
    }

    fn visit_f64<E>(self, _: f64) -> Result<Signed, E> {
        Ok(Signed(false))
    }

    fn visit_str<E>(self, _: &str) -> Result<Signed, E> {
        Ok(Signed(false))
    }

    fn visit_unit<E>(self) -> Result<Signed, E> {
        Ok(Signed(false))
    }
}

/// A key, read as whether it is one of [`SIGNS`].
struct IsSign;

impl<'de> DeserializeSeed<'de> for IsSign {
    type Value = bool;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<bool, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for IsSign {
    type Value = bool;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E>(self, key: &str) -> Result<bool, E> {
        Ok(SIGNS.contains(&key))
    }
}

impl Reply<'_> {
    /// The text a data value is read from: the arguments of the only tool call (a forced tool
    /// call used as structured output), or else the message's text.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Refusal`] for a refusal or a message with nothing in it,
    /// [`ErrorKind::Truncated`] for a stop at the token limit (unless `allow_truncated`), and
    /// [`ErrorKind::Ambiguous`] for several tool calls.
    pub(crate) fn value_text(&self, allow_truncated: bool) -> Result<Cow<'_, str>, ConvertError> {
        let nothing = self.text.is_empty() && self.calls.is_empty();
        match &self.end {
            End::Refused(words) => return Err(refusal(words)),
            End::Truncated if !allow_truncated || nothing => {
                return Err(ConvertError::new(
                    ErrorKind::Truncated,
                    "",
                    "a complete message (the provider stopped it at its token limit)",
                    &self.text,
                ));
            }
            _ => {}
        }
        match self.calls.as_slice() {
            [] if nothing => Err(refusal("")),
            [] => Ok(Cow::Borrowed(&self.text)),
            [call] => Ok(match call.arguments {
                Some(Value::String(s)) => Cow::Borrowed(s.as_str()),
                Some(value) => Cow::Owned(value.to_string()),
                None => Cow::Borrowed("{}"),
            }),
            [first, ..] => Err(ConvertError::new(
                ErrorKind::Ambiguous,
                "",
                "one tool call holding the value",
                &format!(
                    "{} tool calls, the first to `{}`",
                    self.calls.len(),
                    first.name
                ),
            )),
        }
    }
}

/// The refusal error, with the model's words when it gave any.
fn refusal(words: &str) -> ConvertError {
    let found = match words {
        "" => "a message with neither content nor a tool call",
        words => words,
    };
    ConvertError::new(
        ErrorKind::Refusal,
        "",
        "a value (the provider reports that the model declined)",
        found,
    )
}

/// The shapes providers send, each with what it is read from.
#[derive(Debug, Clone, Copy)]
enum Shape<'v> {
    ChatCompletion(&'v Map<String, Value>),
    /// An OpenAI or Anthropic message.
    Message(&'v Map<String, Value>),
    Responses(&'v Map<String, Value>),
    GeminiResponse(&'v Map<String, Value>),
    GeminiCandidate(&'v Map<String, Value>),
    GeminiContent(&'v Map<String, Value>),
    /// A bare list of content blocks or parts.
    Blocks(&'v [Value]),
}

/// The shape of `value`, and whether several of its keys identify it.
fn identify(value: &Value) -> Option<(Shape<'_>, bool)> {
    let map = match value {
        Value::Object(map) => map,
        Value::Array(blocks) if blocks.iter().all(is_typed) => {
            return Some((Shape::Blocks(blocks), false));
        }
        _ => return None,
    };
    let has = |key: &str| map.contains_key(key);
    if let Some(choice) = first(map.get("choices")) {
        let message = choice.get("message").is_some_and(Value::is_object);
        if !message && !choice.get("delta").is_some_and(Value::is_object) {
            return None;
        }
        let sure = message
            && (COMPLETION_KEYS.iter().any(|k| has(k))
                || choice.get("finish_reason").is_some()
                || choice.get("index").is_some());
        return Some((Shape::ChatCompletion(map), sure));
    }
    if map.get("output").is_some_and(Value::is_array) && text_of(map.get("object")) == "response" {
        return Some((Shape::Responses(map), true));
    }
    if map.get("candidates").is_some_and(Value::is_array) || block_reason(map).is_some() {
        let sure = GEMINI_RESPONSE_KEYS.iter().any(|k| has(k))
            || first(map.get("candidates"))
                .is_some_and(|c| c.get("content").is_some() || c.get("finishReason").is_some());
        return Some((Shape::GeminiResponse(map), sure));
    }
    if is_candidate(map) {
        return Some((Shape::GeminiCandidate(map), true));
    }
    if map.get("parts").is_some_and(Value::is_array) {
        let sure = text_of(map.get("role")) == "model";
        return Some((Shape::GeminiContent(map), sure));
    }
    message_shape(map).map(|sure| (Shape::Message(map), sure))
}

/// Whether an OpenAI or Anthropic message: `Some(true)` when an assistant's role or the
/// message type goes with its content, `Some(false)` for a lone sign of one.
fn message_shape(map: &Map<String, Value>) -> Option<bool> {
    let content = map.get("content");
    if !matches!(
        content,
        None | Some(Value::Null | Value::String(_) | Value::Array(_))
    ) {
        return None;
    }
    let present = |key: &str| map.get(key).is_some_and(|v| !v.is_null());
    let typed = text_of(map.get("type")) == "message";
    let assistant = text_of(map.get("role")) == "assistant";
    let body = ["content", "refusal", "tool_calls", "function_call"]
        .iter()
        .any(|k| map.contains_key(*k));
    if (assistant && body) || (typed && content.is_some_and(Value::is_array)) {
        return Some(true);
    }
    let sign = map.contains_key("role")
        || typed
        || present("tool_calls")
        || present("function_call")
        || map.get("refusal").is_some_and(Value::is_string)
        || refusal_part(content).is_some()
        || map.get("stop_reason").is_some_and(Value::is_string);
    sign.then_some(false)
}

/// Whether a Gemini candidate: content parts (or a finish reason, when blocked) with the
/// candidate's own keys.
fn is_candidate(map: &Map<String, Value>) -> bool {
    let parts = map
        .get("content")
        .and_then(|c| c.get("parts"))
        .is_some_and(Value::is_array);
    let finished = map.get("finishReason").is_some_and(Value::is_string);
    (parts || finished) && GEMINI_CANDIDATE_KEYS.iter().any(|k| map.contains_key(*k))
}

fn read(shape: Shape<'_>) -> Reply<'_> {
    match shape {
        Shape::ChatCompletion(map) => chat_completion(map),
        Shape::Message(map) => message(map),
        Shape::Responses(map) => responses(map),
        Shape::GeminiResponse(map) => gemini_response(map),
        Shape::GeminiCandidate(map) => gemini_candidate(map),
        Shape::GeminiContent(map) => gemini_parts(map.get("parts")),
        Shape::Blocks(blocks) => blocks_reply(blocks),
    }
}

fn empty<'v>() -> Reply<'v> {
    Reply {
        text: String::new(),
        calls: Vec::new(),
        end: End::Complete,
    }
}

fn chat_completion(map: &Map<String, Value>) -> Reply<'_> {
    let Some(choice) = first(map.get("choices")) else {
        return empty();
    };
    let mut reply = match choice
        .get("message")
        .or_else(|| choice.get("delta"))
        .and_then(Value::as_object)
    {
        Some(inner) => message(inner),
        None => empty(),
    };
    if reply.end == End::Complete {
        match text_of(choice.get("finish_reason")) {
            "length" => reply.end = End::Truncated,
            "content_filter" => reply.end = End::Refused(reply.text.clone()),
            _ => {}
        }
    }
    reply
}

/// An OpenAI message (content a string or parts, `refusal`, `tool_calls`) or an Anthropic
/// one (content blocks, `stop_reason`).
fn message(map: &Map<String, Value>) -> Reply<'_> {
    let mut reply = match map.get("content") {
        Some(Value::Array(blocks)) => blocks_reply(blocks),
        Some(Value::String(text)) => Reply {
            text: text.trim().to_owned(),
            ..empty()
        },
        _ => empty(),
    };
    if let Some(list) = map.get("tool_calls").and_then(Value::as_array) {
        reply.calls.extend(list.iter().map(openai_call));
    } else if let Some(function) = map.get("function_call").filter(|f| f.is_object()) {
        reply.calls.push(Call {
            id: None,
            ..openai_call(function)
        });
    }
    if let Some(words) = map.get("refusal").and_then(Value::as_str) {
        reply.end = End::Refused(words.trim().to_owned());
    } else if reply.end == End::Complete {
        match text_of(map.get("stop_reason")) {
            "refusal" => reply.end = End::Refused(reply.text.clone()),
            "max_tokens" | "model_context_window_exceeded" => reply.end = End::Truncated,
            _ => {}
        }
    }
    reply
}

/// One entry of OpenAI's `tool_calls` (`{"id", "function": {"name", "arguments"}}`), or the
/// legacy `function_call` itself.
fn openai_call(call: &Value) -> Call<'_> {
    let function = call.get("function").unwrap_or(call);
    Call {
        id: call.get("id").and_then(Value::as_str),
        name: text_of(function.get("name")),
        arguments: function.get("arguments").filter(|a| !a.is_null()),
        encoded: true,
        signature: None,
    }
}

/// Content blocks (Anthropic) or content parts (OpenAI): text, refusals and tool uses.
fn blocks_reply(blocks: &[Value]) -> Reply<'_> {
    let mut reply = empty();
    let mut text = Vec::new();
    for block in blocks {
        match text_of(block.get("type")) {
            "text" | "output_text" => text.extend(block.get("text").and_then(Value::as_str)),
            "refusal" => reply.end = End::Refused(text_of(block.get("refusal")).trim().to_owned()),
            "tool_use" => reply.calls.push(Call {
                id: block.get("id").and_then(Value::as_str),
                name: text_of(block.get("name")),
                arguments: block.get("input").filter(|a| !a.is_null()),
                encoded: false,
                signature: None,
            }),
            _ => {}
        }
    }
    reply.text = text.join("\n").trim().to_owned();
    reply
}

/// An OpenAI Responses API response: its message items and function calls.
fn responses(map: &Map<String, Value>) -> Reply<'_> {
    let mut reply = empty();
    let mut text = Vec::new();
    for item in map
        .get("output")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        match text_of(item.get("type")) {
            "message" => {
                let part = blocks_reply(
                    item.get("content")
                        .and_then(Value::as_array)
                        .map_or(&[], Vec::as_slice),
                );
                if !part.text.is_empty() {
                    text.push(part.text);
                }
                if part.end != End::Complete {
                    reply.end = part.end;
                }
            }
            "function_call" => reply.calls.push(Call {
                id: item
                    .get("call_id")
                    .or_else(|| item.get("id"))
                    .and_then(Value::as_str),
                name: text_of(item.get("name")),
                arguments: item.get("arguments").filter(|a| !a.is_null()),
                encoded: true,
                signature: None,
            }),
            _ => {}
        }
    }
    reply.text = text.join("\n");
    if reply.end == End::Complete {
        let reason = map.get("incomplete_details").and_then(|d| d.get("reason"));
        match text_of(reason) {
            "max_output_tokens" => reply.end = End::Truncated,
            "content_filter" => reply.end = End::Refused(reply.text.clone()),
            _ => {}
        }
    }
    reply
}

/// A Gemini response: its first candidate, or the prompt's block.
fn gemini_response(map: &Map<String, Value>) -> Reply<'_> {
    match first(map.get("candidates")).and_then(Value::as_object) {
        Some(candidate) => gemini_candidate(candidate),
        None => Reply {
            end: match block_reason(map) {
                Some(reason) => End::Refused(format!("the prompt was blocked: {reason}")),
                None => End::Complete,
            },
            ..empty()
        },
    }
}

fn gemini_candidate(map: &Map<String, Value>) -> Reply<'_> {
    let mut reply = gemini_parts(map.get("content").and_then(|c| c.get("parts")));
    match text_of(map.get("finishReason")) {
        "MAX_TOKENS" => reply.end = End::Truncated,
        reason if GEMINI_BLOCKED.contains(&reason) => {
            let words = format!("{} (blocked: {reason})", reply.text);
            reply.end = End::Refused(words.trim().to_owned());
        }
        _ => {}
    }
    reply
}

/// Gemini parts: text (thought summaries left out) and function calls.
fn gemini_parts(parts: Option<&Value>) -> Reply<'_> {
    let mut reply = empty();
    let mut text = Vec::new();
    for part in parts.and_then(Value::as_array).into_iter().flatten() {
        if let Some(call) = part.get("functionCall") {
            reply.calls.push(Call {
                id: call.get("id").and_then(Value::as_str),
                name: text_of(call.get("name")),
                arguments: call.get("args").filter(|a| !a.is_null()),
                encoded: false,
                signature: part.get("thoughtSignature").and_then(Value::as_str),
            });
        } else if part.get("thought") != Some(&Value::Bool(true)) {
            text.extend(part.get("text").and_then(Value::as_str));
        }
    }
    reply.text = text.join("\n").trim().to_owned();
    reply
}

/// A Gemini response's `promptFeedback.blockReason`.
fn block_reason(map: &Map<String, Value>) -> Option<&str> {
    map.get("promptFeedback")?.get("blockReason")?.as_str()
}

/// OpenAI's refusal as a content part: `{"type": "refusal", "refusal": "…"}`.
fn refusal_part(content: Option<&Value>) -> Option<&Value> {
    content?
        .as_array()?
        .iter()
        .find(|part| text_of(part.get("type")) == "refusal")
}

fn first(list: Option<&Value>) -> Option<&Value> {
    list?.as_array()?.first()
}

fn is_typed(block: &Value) -> bool {
    block.get("type").is_some_and(Value::is_string)
}

/// A string field, or `""`.
fn text_of(value: Option<&Value>) -> &str {
    value.and_then(Value::as_str).unwrap_or_default()
}
