//! Native tool-call messages: the raw JSON of an assistant message as providers return it.
//!
//! - OpenAI Chat Completions: `{"role": "assistant", "content": …, "tool_calls": [{"id",
//!   "function": {"name", "arguments"}}]}`, the legacy `"function_call": {"name",
//!   "arguments"}`, or a whole response (`{"choices": [{"message": …}]}`).
//! - Anthropic Messages: `{"role": "assistant", "content": [{"type": "text", …},
//!   {"type": "tool_use", "id", "name", "input"}]}`, a whole response, or the content array.
//! - Gemini: `{"candidates": [{"content": {"parts": [{"functionCall": {"name", "args"}}]}}]}`
//!   or the `content`/`parts`.
//!
//! In a message, text with no tool call is the final answer. A message with neither is the
//! model declining ([`Found::Refusal`]), and so are the providers' own refusal signals:
//! OpenAI's `message.refusal` and `finish_reason: "content_filter"`, Anthropic's
//! `stop_reason: "refusal"`, Gemini's `finishReason` `SAFETY`, `RECITATION`, `BLOCKLIST`,
//! `PROHIBITED_CONTENT`, `SPII` and a `promptFeedback.blockReason`. A stop at the token limit
//! (OpenAI `finish_reason: "length"`, Anthropic `stop_reason: "max_tokens"` or
//! `"model_context_window_exceeded"`, Gemini `finishReason: "MAX_TOKENS"`) is
//! [`Found::Truncated`]: whatever the message holds was cut off. (Values as the providers'
//! API references list them: OpenAI Chat Completions `choices[].finish_reason` and
//! `message.refusal`; Anthropic Messages `stop_reason`; Gemini `Candidate.finishReason`.)

use super::{Found, RawArgs, RawCall};
use serde_json::{Map, Value};

/// Gemini finish reasons that mean the output was blocked.
const GEMINI_BLOCKED: [&str; 6] = [
    "SAFETY",
    "RECITATION",
    "BLOCKLIST",
    "PROHIBITED_CONTENT",
    "SPII",
    "IMAGE_SAFETY",
];

/// The calls or answer of a native message, or `None` when `text` is not one.
pub(crate) fn parse(text: &str) -> Option<Found> {
    let t = text.trim();
    if !t.starts_with(['{', '[']) {
        return None;
    }
    let value: Value = serde_json::from_str(t).ok()?;
    message(&value)
}

/// The text of a message, for a refusal or truncation error.
fn words(map: &Map<String, Value>) -> String {
    content_text(map.get("content"))
}

fn message(value: &Value) -> Option<Found> {
    match value {
        Value::Object(map) => {
            if let Some(choice) = map
                .get("choices")
                .and_then(Value::as_array)
                .and_then(|c| c.first())
            {
                let inner = choice.get("message").or_else(|| choice.get("delta"))?;
                let text = inner.as_object().map(words).unwrap_or_default();
                return match choice.get("finish_reason").and_then(Value::as_str) {
                    Some("length") => Some(Found::Truncated(text)),
                    Some("content_filter") => Some(Found::Refusal(text)),
                    _ => message(inner),
                };
            }
            if let Some(candidates) = map.get("candidates").and_then(Value::as_array) {
                let candidate = candidates.first()?;
                let text = candidate
                    .get("content")
                    .and_then(|c| c.get("parts"))
                    .and_then(Value::as_array)
                    .map(|parts| gemini_text(parts))
                    .unwrap_or_default();
                return match candidate.get("finishReason").and_then(Value::as_str) {
                    Some("MAX_TOKENS") => Some(Found::Truncated(text)),
                    Some(reason) if GEMINI_BLOCKED.contains(&reason) => Some(Found::Refusal(
                        format!("{text} (blocked: {reason})").trim().to_owned(),
                    )),
                    _ => match candidate.get("content") {
                        Some(content) => message(content),
                        None => Some(Found::Refusal(String::new())),
                    },
                };
            }
            if let Some(reason) = map
                .get("promptFeedback")
                .and_then(|f| f.get("blockReason"))
                .and_then(Value::as_str)
            {
                return Some(Found::Refusal(format!("the prompt was blocked: {reason}")));
            }
            if let Some(refusal) = map
                .get("refusal")
                .and_then(Value::as_str)
                .map(str::to_owned)
                .or_else(|| refusal_part(map.get("content")))
            {
                return Some(Found::Refusal(refusal.trim().to_owned()));
            }
            match map.get("stop_reason").and_then(Value::as_str) {
                Some("refusal") => return Some(Found::Refusal(words(map))),
                Some("max_tokens" | "model_context_window_exceeded") => {
                    return Some(Found::Truncated(words(map)));
                }
                _ => {}
            }
            if let Some(parts) = map.get("parts").and_then(Value::as_array) {
                return gemini_parts(parts);
            }
            let present = |key: &str| map.get(key).is_some_and(|v| !v.is_null());
            if present("tool_calls") || present("function_call") {
                return Some(openai(map));
            }
            let is_message = map.contains_key("role")
                || map.get("type").and_then(Value::as_str) == Some("message");
            if !is_message {
                return None;
            }
            match map.get("content") {
                Some(Value::Array(blocks)) => content_blocks(blocks),
                Some(Value::String(s)) => Some(answer(s)),
                Some(Value::Null) | None => Some(Found::Refusal(String::new())),
                Some(_) => None,
            }
        }
        Value::Array(blocks) if blocks.iter().all(|b| b.get("type").is_some()) => {
            content_blocks(blocks)
        }
        _ => None,
    }
}

fn openai(map: &Map<String, Value>) -> Found {
    let mut calls = Vec::new();
    if let Some(list) = map.get("tool_calls").and_then(Value::as_array) {
        for call in list {
            let function = call.get("function").unwrap_or(call);
            let id = call.get("id").and_then(Value::as_str).map(str::to_owned);
            push_call(
                &mut calls,
                id,
                function.get("name"),
                function.get("arguments"),
            );
        }
    } else if let Some(function) = map.get("function_call") {
        push_call(
            &mut calls,
            None,
            function.get("name"),
            function.get("arguments"),
        );
    }
    if calls.is_empty() {
        return answer(&content_text(map.get("content")));
    }
    Found::Calls(calls)
}

/// A message's text with no tool call: the final answer, or, when there is no text, a
/// message that says nothing (the model declined).
fn answer(text: &str) -> Found {
    let text = text.trim();
    if text.is_empty() {
        Found::Refusal(String::new())
    } else {
        Found::Finish(text.to_owned())
    }
}

/// Adds a call; LangChain's multi-action wrapper (`{"actions": [{"action_name", "action"}]}`)
/// becomes one call per action.
fn push_call(
    calls: &mut Vec<RawCall>,
    id: Option<String>,
    name: Option<&Value>,
    args: Option<&Value>,
) {
    let name = name.and_then(Value::as_str).unwrap_or_default().to_owned();
    let args = match args {
        None | Some(Value::Null) => RawArgs::None,
        Some(Value::String(s)) => {
            let wrapped = serde_json::from_str::<Value>(s)
                .ok()
                .and_then(|v| multi_actions(&v));
            if let Some(actions) = wrapped {
                calls.extend(actions);
                return;
            }
            RawArgs::Json(s.clone())
        }
        Some(other) => {
            if let Some(actions) = multi_actions(other) {
                calls.extend(actions);
                return;
            }
            RawArgs::Value(other.clone())
        }
    };
    calls.push(RawCall { id, name, args });
}

fn multi_actions(value: &Value) -> Option<Vec<RawCall>> {
    let map = value.as_object()?;
    if map.len() != 1 {
        return None;
    }
    let actions = map.get("actions")?.as_array()?;
    actions
        .iter()
        .map(|a| {
            Some(RawCall {
                id: None,
                name: a.get("action_name")?.as_str()?.to_owned(),
                args: RawArgs::Value(a.get("action").cloned().unwrap_or(Value::Null)),
            })
        })
        .collect()
}

/// OpenAI's refusal as a content part: `{"type": "refusal", "refusal": "…"}`.
fn refusal_part(content: Option<&Value>) -> Option<String> {
    content?.as_array()?.iter().find_map(|part| {
        (part.get("type").and_then(Value::as_str) == Some("refusal")).then(|| {
            part.get("refusal")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        })
    })
}

fn content_text(content: Option<&Value>) -> String {
    match content {
        Some(Value::String(s)) => s.trim().to_owned(),
        Some(Value::Array(parts)) => parts
            .iter()
            .filter_map(|p| p.get("text").and_then(Value::as_str))
            .collect::<Vec<_>>()
            .join("\n")
            .trim()
            .to_owned(),
        _ => String::new(),
    }
}

/// Anthropic content blocks: `tool_use` blocks are calls; otherwise the text is the answer.
fn content_blocks(blocks: &[Value]) -> Option<Found> {
    let mut calls = Vec::new();
    let mut text = Vec::new();
    for block in blocks {
        match block.get("type").and_then(Value::as_str) {
            Some("tool_use") => calls.push(RawCall {
                id: block.get("id").and_then(Value::as_str).map(str::to_owned),
                name: block
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
                args: match block.get("input") {
                    None | Some(Value::Null) => RawArgs::None,
                    Some(v) => RawArgs::Value(v.clone()),
                },
            }),
            Some("text") => {
                if let Some(t) = block.get("text").and_then(Value::as_str) {
                    text.push(t);
                }
            }
            _ => {}
        }
    }
    if calls.is_empty() {
        Some(answer(&text.join("\n")))
    } else {
        Some(Found::Calls(calls))
    }
}

fn gemini_text(parts: &[Value]) -> String {
    parts
        .iter()
        .filter_map(|p| p.get("text").and_then(Value::as_str))
        .collect::<Vec<_>>()
        .join("\n")
}

fn gemini_parts(parts: &[Value]) -> Option<Found> {
    let mut calls = Vec::new();
    let mut text = Vec::new();
    for part in parts {
        if let Some(call) = part.get("functionCall") {
            calls.push(RawCall {
                id: call.get("id").and_then(Value::as_str).map(str::to_owned),
                name: call
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
                args: match call.get("args") {
                    None | Some(Value::Null) => RawArgs::None,
                    Some(v) => RawArgs::Value(v.clone()),
                },
            });
        } else if let Some(t) = part.get("text").and_then(Value::as_str) {
            text.push(t);
        }
    }
    if calls.is_empty() {
        Some(answer(&text.join("\n")))
    } else {
        Some(Found::Calls(calls))
    }
}
