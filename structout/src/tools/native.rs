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
//! In a message, text with no tool call is the final answer.

use super::{Found, RawArgs, RawCall};
use serde_json::{Map, Value};

/// The calls or answer of a native message, or `None` when `text` is not one.
pub(crate) fn parse(text: &str) -> Option<Found> {
    let t = text.trim();
    if !t.starts_with(['{', '[']) {
        return None;
    }
    let value: Value = serde_json::from_str(t).ok()?;
    message(&value)
}

fn message(value: &Value) -> Option<Found> {
    match value {
        Value::Object(map) => {
            if let Some(choice) = map
                .get("choices")
                .and_then(Value::as_array)
                .and_then(|c| c.first())
            {
                return message(choice.get("message").or_else(|| choice.get("delta"))?);
            }
            if let Some(candidate) = map
                .get("candidates")
                .and_then(Value::as_array)
                .and_then(|c| c.first())
            {
                return message(candidate.get("content")?);
            }
            if let Some(parts) = map.get("parts").and_then(Value::as_array) {
                return gemini_parts(parts);
            }
            if map.contains_key("tool_calls") || map.contains_key("function_call") {
                return Some(openai(map));
            }
            let is_message = map.contains_key("role")
                || map.get("type").and_then(Value::as_str) == Some("message");
            if !is_message {
                return None;
            }
            match map.get("content") {
                Some(Value::Array(blocks)) => content_blocks(blocks),
                Some(Value::String(s)) => Some(Found::Finish(s.trim().to_owned())),
                Some(Value::Null) | None => Some(Found::Finish(String::new())),
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
    if calls.is_empty() && map.get("tool_calls").is_none() {
        return Found::Finish(content_text(map.get("content")));
    }
    Found::Calls(calls)
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
        Some(Found::Finish(text.join("\n").trim().to_owned()))
    } else {
        Some(Found::Calls(calls))
    }
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
        Some(Found::Finish(text.join("\n").trim().to_owned()))
    } else {
        Some(Found::Calls(calls))
    }
}
