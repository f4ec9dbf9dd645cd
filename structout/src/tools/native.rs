//! Native tool-call messages: the raw JSON of an assistant message as providers return it,
//! read by [`crate::envelope`] (which knows each provider's shape, refusal and stop signals)
//! and turned into what a reply holds for a tool set.
//!
//! In a message, text with no tool call is the final answer. A message with neither is the
//! model declining ([`Found::Refusal`]), and so are the providers' own refusal signals; a stop
//! at the token limit is [`Found::Truncated`]: whatever the message holds was cut off.

use super::{Found, RawArgs, RawCall};
use crate::engine::envelope::{self, Call, End, Reply};
use serde_json::Value;

/// The calls or answer of a native message, or `None` when `text` is not one.
pub(crate) fn parse(text: &str) -> Option<Found> {
    let t = text.trim();
    if !t.starts_with(['{', '[']) {
        return None;
    }
    let value: Value = serde_json::from_str(t).ok()?;
    envelope::read_message(&value).map(found)
}

/// What a provider message holds, for a tool set.
fn found(reply: Reply<'_>) -> Found {
    match reply.end {
        End::Refused(words) => Found::Refusal(words),
        End::Truncated => Found::Truncated(reply.text),
        End::Complete if reply.calls.is_empty() => answer(&reply.text),
        End::Complete => {
            let mut calls = Vec::with_capacity(reply.calls.len());
            for call in reply.calls {
                push_call(&mut calls, call);
            }
            Found::Calls(calls)
        }
    }
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
fn push_call(calls: &mut Vec<RawCall>, call: Call<'_>) {
    let args = match call.arguments {
        None => RawArgs::None,
        Some(Value::String(s)) if call.encoded => {
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
    calls.push(RawCall {
        id: call.id.map(str::to_owned),
        signature: call.signature.map(str::to_owned),
        name: call.name.to_owned(),
        args,
    });
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
                signature: None,
                name: a.get("action_name")?.as_str()?.to_owned(),
                args: RawArgs::Value(a.get("action").cloned().unwrap_or(Value::Null)),
            })
        })
        .collect()
}
