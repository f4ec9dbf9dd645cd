//! Batch files: structured output over thousands or millions of replies at once.
//!
//! The providers' batch APIs take a JSON Lines file of requests, each with an id of the
//! caller's choosing (`custom_id`), and return a JSON Lines file of results, in any order.
//! This module writes the request lines with the type's schema ([`Requests`]), reads the
//! result lines back into typed values ([`read`], [`read_with`]) one line at a time (memory
//! stays flat whatever the file's size), and writes the failures as a new request file whose
//! conversations end with the model's reply and [`ConvertError::feedback`] ([`Failures`]).
//!
//! The files, as the providers document them:
//!
//! - OpenAI Batch (<https://platform.openai.com/docs/guides/batch>): a request line is
//!   `{"custom_id", "method": "POST", "url", "body"}` where `url` is `/v1/chat/completions` or
//!   `/v1/responses` and `body` that endpoint's request; a result line is `{"id",
//!   "custom_id", "response": {"status_code", "request_id", "body"}, "error"}`, with `error`
//!   (`{"code", "message"}`) set and `response` null when the request failed, or a
//!   `status_code` other than 200 whose `body` holds `{"error": {"message"}}`.
//! - vLLM's `run_batch` (<https://docs.vllm.ai/en/latest/cli/run-batch.html>) takes and
//!   writes the same files; a failed request has `error` as a message or an object.
//! - Anthropic Message Batches
//!   (<https://platform.claude.com/docs/en/build-with-claude/batch-processing>): a request is
//!   `{"custom_id", "params"}` with `params` a Messages request (the system prompt in
//!   `system`, `max_tokens` required); a result line is `{"custom_id", "result": {"type"}}`
//!   where `type` is `succeeded` (with `message`), `errored` (with `error`), `canceled` or
//!   `expired`.
//!
//! A reply is read as [`StructuredOutput::convert`] reads a provider's response: the
//! message's text (or its one tool call's arguments) converted; a refusal, a stop at the
//! token limit and a request that never got an answer are errors of their own kinds
//! ([`ErrorKind::Refusal`], [`ErrorKind::Truncated`], [`ErrorKind::RequestFailed`]).
//!
//! ```
//! use schemars::JsonSchema;
//! use serde::Deserialize;
//! use structout::batch::{self, Api, Failures, Requests};
//! use structout::{ErrorKind, Message, StructuredOutput};
//!
//! #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
//! struct Sentiment { positive: bool }
//!
//! // The request file, one line per review.
//! let requests = Requests::new::<Sentiment>(Api::OpenAiChat, "gpt-4o-mini")?;
//! let mut file = Vec::new();
//! for (id, review) in [("r1", "Loved it."), ("r2", "Broke in a day.")] {
//!     requests.write(&mut file, id, &[Message::user(format!("Is this positive? {review}"))])?;
//! }
//!
//! // The provider's result file, in its own order.
//! let results = r#"{"id":"b2","custom_id":"r2","response":{"status_code":200,"body":{"object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"No: {\"positive\": false}"},"finish_reason":"stop"}]}},"error":null}
//! {"id":"b1","custom_id":"r1","response":{"status_code":200,"body":{"object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Positive"},"finish_reason":"stop"}]}},"error":null}"#;
//! let mut failures = Failures::new();
//! for item in batch::read::<Sentiment, _>(results.as_bytes()) {
//!     let item = item?;
//!     match &item.result {
//!         Ok(value) => println!("{}: {value:?}", item.custom_id),
//!         Err(err) => println!("{} failed ({err}), reply kept: {:?}", item.custom_id, item.reply),
//!     }
//!     failures.record(&item);
//! }
//! assert_eq!(failures.len(), 1); // "Positive" is not `{"positive": …}`
//!
//! // A new request file for the failures: the reply and the feedback appended.
//! let mut retry = Vec::new();
//! assert_eq!(failures.write_retries(file.as_slice(), &mut retry)?.written, 1);
//! assert!(String::from_utf8(retry)?.contains("could not be used"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`StructuredOutput::convert`]: crate::StructuredOutput::convert
//! [`ConvertError::feedback`]: crate::ConvertError::feedback
//! [`ErrorKind::Refusal`]: crate::ErrorKind::Refusal
//! [`ErrorKind::Truncated`]: crate::ErrorKind::Truncated
//! [`ErrorKind::RequestFailed`]: crate::ErrorKind::RequestFailed

mod requests;
mod results;
mod retry;

pub use requests::{Api, Requests};
pub use results::{Convert, Item, LineError, Results, read, read_line, read_with};
pub use retry::{Failures, Retried};
