//! Result lines: each provider's line read to its custom id and its reply, the reply
//! converted.

use crate::derived::StructuredOutput;
use crate::engine::envelope;
use crate::error::{ConvertError, ErrorKind};
use serde_json::Value;
use std::fmt;
use std::io::{self, BufRead};

/// One result line read: its request's id, what became of it, and the reply it came from.
#[derive(Debug, Clone)]
pub struct Item<T> {
    /// The request's `custom_id`.
    pub custom_id: String,
    /// The line's number in the file, from 1.
    pub line: usize,
    /// The reply's text as the model wrote it (or its one tool call's arguments); `None`
    /// when the request got no reply.
    pub reply: Option<String>,
    /// The value, or why there is none.
    pub result: Result<T, ConvertError>,
}

/// A result line that could not be read as any provider's result, or a failure to read the
/// file; reading goes on with the next line after the first, and stops after the second.
#[derive(Debug)]
pub struct LineError {
    line: usize,
    problem: Problem,
}

#[derive(Debug)]
enum Problem {
    Io(io::Error),
    Malformed(String),
}

impl LineError {
    /// The line's number in the file, from 1.
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// Whether reading the file failed (the iterator then ends), rather than one line.
    #[must_use]
    pub fn is_io(&self) -> bool {
        matches!(self.problem, Problem::Io(_))
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.problem {
            Problem::Io(err) => write!(f, "line {}: reading failed: {err}", self.line),
            Problem::Malformed(why) => write!(f, "line {}: {why}", self.line),
        }
    }
}

impl std::error::Error for LineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.problem {
            Problem::Io(err) => Some(err),
            Problem::Malformed(_) => None,
        }
    }
}

/// The results of a batch file, read one line at a time: an iterator of [`Item`]s, or of
/// [`LineError`]s for lines that are no provider's result. Blank lines are skipped.
pub struct Results<R, F> {
    input: R,
    convert: F,
    buf: String,
    line: usize,
    done: bool,
}

/// The conversion [`read`] applies: the type's own.
pub type Convert<T> = fn(&str) -> Result<T, ConvertError>;

/// The results in `input` (any of the providers' result files) converted to `T`.
pub fn read<T: StructuredOutput, R: BufRead>(input: R) -> Results<R, Convert<T>> {
    read_with(input, T::convert)
}

/// The results in `input`, each reply's text converted by `convert` (a [`Converter`]'s, a
/// tool set's, or any other).
///
/// [`Converter`]: crate::Converter
pub fn read_with<T, R, F>(input: R, convert: F) -> Results<R, F>
where
    R: BufRead,
    F: FnMut(&str) -> Result<T, ConvertError>,
{
    Results {
        input,
        convert,
        buf: String::new(),
        line: 0,
        done: false,
    }
}

impl<T, R, F> Iterator for Results<R, F>
where
    R: BufRead,
    F: FnMut(&str) -> Result<T, ConvertError>,
{
    type Item = Result<Item<T>, LineError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            self.buf.clear();
            self.line += 1;
            match self.input.read_line(&mut self.buf) {
                Ok(0) => self.done = true,
                Ok(_) if self.buf.trim().is_empty() => {}
                Ok(_) => return Some(self.item()),
                Err(err) => {
                    self.done = true;
                    return Some(Err(LineError {
                        line: self.line,
                        problem: Problem::Io(err),
                    }));
                }
            }
        }
        None
    }
}

impl<T, R, F> Results<R, F>
where
    F: FnMut(&str) -> Result<T, ConvertError>,
{
    fn item(&mut self) -> Result<Item<T>, LineError> {
        read_line(self.line, &self.buf, &mut self.convert)
    }
}

/// One result line (`number` counted from 1) read as [`Results`] reads it: for a caller that
/// reads the file its own way (in parallel, say).
///
/// # Errors
///
/// A [`LineError`] for a line that is no provider's result.
pub fn read_line<T>(
    number: usize,
    line: &str,
    mut convert: impl FnMut(&str) -> Result<T, ConvertError>,
) -> Result<Item<T>, LineError> {
    let malformed = |why: &str| LineError {
        line: number,
        problem: Problem::Malformed(why.to_owned()),
    };
    let value: Value = serde_json::from_str(line)
        .map_err(|err| malformed(&format!("not a JSON object ({err})")))?;
    let custom_id = match value.get("custom_id") {
        Some(Value::String(id)) => id.clone(),
        _ => return Err(malformed("no `custom_id`: not a batch result line")),
    };
    let (reply, result) = match outcome(&value).map_err(&malformed)? {
        Answer::Failed(message) => (None, Err(failed(&message))),
        Answer::Body(body) => {
            let Some(reply) = envelope::read_response(body) else {
                return Err(malformed("the response body is no provider's response"));
            };
            match reply.value_text(false) {
                Ok(text) => (Some(text.to_string()), convert(&text)),
                Err(err) => (Some(reply.text.clone()), Err(err)),
            }
        }
    };
    Ok(Item {
        custom_id,
        line: number,
        reply: reply.filter(|r| !r.is_empty()),
        result,
    })
}

/// What a result line says of its request.
enum Answer<'v> {
    /// The provider's response (OpenAI's `response.body`, Anthropic's `result.message`).
    Body(&'v Value),
    /// No reply: the provider's words for why.
    Failed(String),
}

/// The answer of an OpenAI / vLLM line (`response`, `error`) or an Anthropic one (`result`).
fn outcome(line: &Value) -> Result<Answer<'_>, &'static str> {
    if let Some(result) = line.get("result") {
        return match result.get("type").and_then(Value::as_str) {
            Some("succeeded") => result
                .get("message")
                .map(Answer::Body)
                .ok_or("a succeeded result without its `message`"),
            Some("errored") => Ok(Answer::Failed(error_words(result.get("error")))),
            Some(other @ ("canceled" | "expired")) => {
                Ok(Answer::Failed(format!("the request was {other}")))
            }
            _ => Err("a `result` whose `type` is none of Anthropic's"),
        };
    }
    if let Some(error) = line.get("error").filter(|e| !e.is_null()) {
        return Ok(Answer::Failed(error_words(Some(error))));
    }
    let Some(response) = line.get("response").filter(|r| r.is_object()) else {
        return Err("neither a `response`, an `error` nor a `result`");
    };
    let status = response.get("status_code").and_then(Value::as_u64);
    let body = response.get("body").filter(|b| !b.is_null());
    match (status, body) {
        (Some(200) | None, Some(body)) => Ok(Answer::Body(body)),
        (Some(status), body) => Ok(Answer::Failed(format!(
            "HTTP {status}: {}",
            error_words(body.and_then(|b| b.get("error")))
        ))),
        (None, None) => Err("a `response` without its `body`"),
    }
}

/// A provider's error in words: its message (OpenAI's `{"code", "message"}`, Anthropic's
/// `{"type": "error", "error": {"type", "message"}}`, vLLM's message or object), with its
/// code or type when it has one.
fn error_words(error: Option<&Value>) -> String {
    let Some(error) = error else {
        return "no reason given".to_owned();
    };
    if let Some(words) = error.as_str() {
        return words.to_owned();
    }
    // Anthropic nests the error object in an error response.
    let error = error
        .get("error")
        .filter(|e| e.is_object())
        .unwrap_or(error);
    let message = error.get("message").and_then(Value::as_str);
    let code = ["code", "type"]
        .iter()
        .find_map(|key| error.get(*key).and_then(Value::as_str));
    match (code, message) {
        (Some(code), Some(message)) => format!("{code}: {message}"),
        (None, Some(message)) => message.to_owned(),
        (Some(code), None) => code.to_owned(),
        (None, None) => error.to_string(),
    }
}

/// The error of a request that got no reply.
fn failed(words: &str) -> ConvertError {
    ConvertError::new(
        ErrorKind::RequestFailed,
        "",
        "a reply (the request failed at the provider)",
        words,
    )
}
