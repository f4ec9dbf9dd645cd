//! The failures of a batch, written as the requests to send again.

use super::results::Item;
use crate::error::ErrorKind;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::io::{self, BufRead, Write};

/// The failed requests of a batch, by custom id: what to append to each conversation when it
/// is sent again.
#[derive(Debug, Clone, Default)]
pub struct Failures {
    by_id: HashMap<String, Retry>,
}

/// What to add to a failed request's conversation.
#[derive(Debug, Clone)]
enum Retry {
    /// The request got no reply: send it again as it was.
    Unchanged,
    /// The reply (if the model wrote one) and the feedback on it.
    Feedback {
        reply: Option<String>,
        feedback: String,
    },
}

/// What [`Failures::write_retries`] wrote.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct Retried {
    /// Request lines written.
    pub written: usize,
    /// Failed ids that no line of the request file has, in no particular order.
    pub missing: Vec<String>,
}

impl Failures {
    /// No failures yet.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Records `item` if it failed; a value is not recorded. Returns whether it was.
    pub fn record<T>(&mut self, item: &Item<T>) -> bool {
        let Err(err) = &item.result else {
            return false;
        };
        let retry = match err.kind() {
            ErrorKind::RequestFailed => Retry::Unchanged,
            _ => Retry::Feedback {
                reply: item.reply.clone(),
                feedback: err.feedback(),
            },
        };
        self.by_id.insert(item.custom_id.clone(), retry);
        true
    }

    /// How many requests failed.
    #[must_use]
    pub fn len(&self) -> usize {
        self.by_id.len()
    }

    /// Whether none did.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.by_id.is_empty()
    }

    /// Reads the batch's request file (any [`Api`](super::Api)'s) and writes to `out` the
    /// line of each failed request, its conversation ending with the model's reply as the
    /// assistant's turn and the feedback as the user's; a request that got no reply is
    /// written as it was. Lines of requests that did not fail are skipped. Memory holds the
    /// failures and one line.
    ///
    /// # Errors
    ///
    /// Those of reading and writing, and [`io::ErrorKind::InvalidData`] for a request line
    /// that is not a batch request (with its line number).
    pub fn write_retries(
        &self,
        requests: impl BufRead,
        mut out: impl Write,
    ) -> io::Result<Retried> {
        let mut written = 0;
        let mut found = std::collections::HashSet::new();
        for (index, line) in requests.lines().enumerate() {
            let line = line?;
            if line.trim().is_empty() {
                continue;
            }
            let invalid = |why: &str| {
                io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("request line {}: {why}", index + 1),
                )
            };
            let mut request: Value =
                serde_json::from_str(&line).map_err(|err| invalid(&err.to_string()))?;
            let Some(id) = request.get("custom_id").and_then(Value::as_str) else {
                return Err(invalid("no `custom_id`"));
            };
            let Some((id, retry)) = self.by_id.get_key_value(id) else {
                continue;
            };
            found.insert(id.as_str());
            if let Retry::Feedback { reply, feedback } = retry {
                let turns = conversation(&mut request)
                    .ok_or_else(|| invalid("no `messages` or `input` to add the feedback to"))?;
                if let Some(reply) = reply {
                    turns.push(json!({"role": "assistant", "content": reply}));
                }
                turns.push(json!({"role": "user", "content": feedback}));
            }
            serde_json::to_writer(&mut out, &request)?;
            out.write_all(b"\n")?;
            written += 1;
        }
        let missing = self
            .by_id
            .keys()
            .filter(|id| !found.contains(id.as_str()))
            .cloned()
            .collect();
        Ok(Retried { written, missing })
    }
}

/// The turns of a request line: OpenAI's `body.messages` or `body.input` (a lone string
/// input becomes the user's turn), Anthropic's `params.messages`.
fn conversation(request: &mut Value) -> Option<&mut Vec<Value>> {
    let body = match request.get("params").is_some() {
        true => request.get_mut("params")?,
        false => request.get_mut("body")?,
    };
    let key = if body.get("messages").is_some() {
        "messages"
    } else {
        "input"
    };
    let turns = body.get_mut(key)?;
    if let Value::String(text) = turns {
        *turns = json!([{"role": "user", "content": text}]);
    }
    turns.as_array_mut()
}
