//! [`Attempts`]: the retry loop every caller writes, without a client.
//!
//! Ask, convert the reply, and when it does not fit, ask again with
//! [`ConvertError::feedback`]: at most N times. The loop is client-free: a closure sends the
//! messages with whatever client the program uses and returns the reply text.

use crate::data;
use crate::derived::StructuredOutput;
use crate::error::{ConvertError, ErrorKind};
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use std::fmt;
use std::future::Future;

/// Who wrote a [`Message`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Instructions from the program (a system prompt).
    System,
    /// The request, and the feedback on a reply that could not be used.
    User,
    /// The model's reply.
    Assistant,
}

impl Role {
    /// The role as the chat APIs of OpenAI, Anthropic and most others spell it.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Role::System => "system",
            Role::User => "user",
            Role::Assistant => "assistant",
        }
    }
}

/// One message of a conversation, for the closure that sends it to the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// Who wrote it.
    pub role: Role,
    /// What it says.
    pub content: String,
}

impl Message {
    /// A system message.
    #[must_use]
    pub fn system(content: impl Into<String>) -> Self {
        Message {
            role: Role::System,
            content: content.into(),
        }
    }

    /// A user message.
    #[must_use]
    pub fn user(content: impl Into<String>) -> Self {
        Message {
            role: Role::User,
            content: content.into(),
        }
    }

    /// A reply of the model.
    #[must_use]
    pub fn assistant(content: impl Into<String>) -> Self {
        Message {
            role: Role::Assistant,
            content: content.into(),
        }
    }
}

/// One reply and what became of it.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// The model's reply, as the closure returned it.
    pub reply: String,
    /// Why it could not be used; `None` for the reply that gave the value.
    pub error: Option<ConvertError>,
}

/// Why [`Attempts`] ended without a value.
#[derive(Debug)]
pub enum AttemptError<E> {
    /// The closure that sends the messages failed; the loop stops at once (a client has its own
    /// policy for transport errors).
    Client(E),
    /// The last reply could not be used: every attempt was spent, or the model refused
    /// ([`ErrorKind::Refusal`]) or was cut off ([`ErrorKind::Truncated`]), which asking again
    /// the same way does not fix.
    Convert(ConvertError),
}

impl<E: fmt::Display> fmt::Display for AttemptError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AttemptError::Client(err) => write!(f, "the request failed: {err}"),
            AttemptError::Convert(err) => write!(f, "{err}"),
        }
    }
}

impl<E: std::error::Error + 'static> std::error::Error for AttemptError<E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            AttemptError::Client(err) => Some(err),
            AttemptError::Convert(err) => Some(err),
        }
    }
}

/// What a run of [`Attempts`] gives: the value or the final error, and every reply on the way.
#[derive(Debug)]
pub struct Outcome<T, E> {
    /// The value, or why there is none.
    pub result: Result<T, AttemptError<E>>,
    /// Every reply in order, each with its error (the last one's is `None` on success), to
    /// inspect or log.
    pub history: Vec<Attempt>,
}

impl<T, E> Outcome<T, E> {
    /// The value or the final error, without the history.
    ///
    /// # Errors
    ///
    /// The [`AttemptError`] that ended the run.
    pub fn into_result(self) -> Result<T, AttemptError<E>> {
        self.result
    }
}

type Check<'a, T> = Box<dyn Fn(&T) -> Result<(), ConvertError> + Send + Sync + 'a>;

/// Asks for a `T` at most N times, feeding [`ConvertError::feedback`] back after a reply that
/// cannot be used.
///
/// - Each request is the original messages, then, after a failed reply, that reply and the
///   feedback on it: the history sent stays bounded, whatever the number of attempts.
/// - Every raw reply and its error is kept in [`Outcome::history`].
/// - A refusal ([`ErrorKind::Refusal`]) or a truncated reply ([`ErrorKind::Truncated`]) ends
///   the run at once: asking again the same way does not fix them.
/// - [`validate`](Self::validate) adds a check of its own; its error (for example
///   [`ConvertError::rejected`]) becomes the feedback, with the type's prompt instructions.
///
/// ```
/// use schemars::JsonSchema;
/// use serde::Deserialize;
/// use structout::{Attempts, ConvertError, Message, StructuredOutput};
///
/// #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
/// struct Invoice { lines: Vec<u32>, total: u32 }
///
/// // Recorded replies stand in for a model.
/// let mut replies = vec![r#"{"lines": [1, 2], "total": 4}"#, r#"{"lines": [1, 2], "total": 3}"#].into_iter();
/// let outcome = Attempts::<Invoice>::new(3)
///     .validate(|invoice| match invoice.lines.iter().sum::<u32>() == invoice.total {
///         true => Ok(()),
///         false => Err(ConvertError::rejected(".total", "the total does not match the lines")),
///     })
///     .run(
///         vec![Message::user(format!("Read this invoice: ...\n{}", Invoice::format()))],
///         |messages| {
///             // A client call goes here: send `messages`, return the reply text.
///             Ok::<_, std::io::Error>(replies.next().unwrap_or_default().to_owned())
///         },
///     );
/// assert_eq!(outcome.history.len(), 2);
/// assert_eq!(outcome.result.unwrap().total, 3);
/// ```
///
/// The validation closure may borrow from its surroundings (`'a`); it must be `Send + Sync`
/// so that `Attempts`, and the future of [`run_async`](Self::run_async), can cross threads.
pub struct Attempts<'a, T> {
    max: usize,
    convert: fn(&str) -> Result<T, ConvertError>,
    instructions: fn() -> &'static str,
    check: Option<Check<'a, T>>,
}

impl<T: StructuredOutput> Attempts<'_, T> {
    /// At most `max` attempts (at least one), converting with
    /// [`StructuredOutput::convert`] and restating [`StructuredOutput::format`].
    #[must_use]
    pub fn new(max: usize) -> Self {
        Attempts::with_converter(max, T::convert, T::format)
    }
}

impl<T: JsonSchema + DeserializeOwned + 'static> Attempts<'_, T> {
    /// At most `max` attempts for any `JsonSchema + DeserializeOwned` type, converting with
    /// [`structout::convert`](fn@crate::convert) and restating
    /// [`structout::format`](fn@crate::format).
    #[must_use]
    pub fn for_data(max: usize) -> Self {
        Attempts::with_converter(max, data::convert::<T>, data::format::<T>)
    }
}

impl<'a, T> Attempts<'a, T> {
    /// At most `max` attempts with a conversion and instructions of your own (a
    /// [`FormatStyle`](crate::FormatStyle) other than the default, say).
    #[must_use]
    pub fn with_converter(
        max: usize,
        convert: fn(&str) -> Result<T, ConvertError>,
        instructions: fn() -> &'static str,
    ) -> Self {
        Attempts {
            max: max.max(1),
            convert,
            instructions,
            check: None,
        }
    }

    /// Adds a check of the converted value. An error (build it with
    /// [`ConvertError::rejected`]) makes the reply a failed attempt, and its
    /// [`feedback`](ConvertError::feedback), with the prompt instructions attached, is what the
    /// model is told.
    #[must_use]
    pub fn validate(
        mut self,
        check: impl Fn(&T) -> Result<(), ConvertError> + Send + Sync + 'a,
    ) -> Self {
        self.check = Some(Box::new(check));
        self
    }

    /// Runs the loop: `send` gets the messages of each request and returns the reply text.
    pub fn run<E>(
        &self,
        messages: Vec<Message>,
        mut send: impl FnMut(&[Message]) -> Result<String, E>,
    ) -> Outcome<T, E> {
        let mut run = Run::new(self, messages);
        loop {
            let request = run.request();
            match send(&request) {
                Ok(reply) => {
                    if let Some(outcome) = run.receive(reply) {
                        return outcome;
                    }
                }
                Err(err) => return run.client_error(err),
            }
        }
    }

    /// [`run`](Self::run) with an async `send`, awaited in place: no runtime is needed or
    /// assumed. `send` gets each request as an owned `Vec`, so its future borrows nothing.
    pub async fn run_async<E, F, Fut>(&self, messages: Vec<Message>, mut send: F) -> Outcome<T, E>
    where
        F: FnMut(Vec<Message>) -> Fut,
        Fut: Future<Output = Result<String, E>>,
    {
        let mut run = Run::new(self, messages);
        loop {
            let request = run.request();
            match send(request).await {
                Ok(reply) => {
                    if let Some(outcome) = run.receive(reply) {
                        return outcome;
                    }
                }
                Err(err) => return run.client_error(err),
            }
        }
    }

    fn judge(&self, reply: &str) -> Result<T, ConvertError> {
        let value = (self.convert)(reply)?;
        match &self.check {
            Some(check) => check(&value)
                .map(|()| value)
                .map_err(|err| err.with_format((self.instructions)())),
            None => Ok(value),
        }
    }
}

impl<T> fmt::Debug for Attempts<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Attempts")
            .field("max", &self.max)
            .field("validate", &self.check.is_some())
            .finish_non_exhaustive()
    }
}

/// The state of one run, shared by the sync and async loops.
struct Run<'a, 'b, T> {
    attempts: &'a Attempts<'b, T>,
    messages: Vec<Message>,
    history: Vec<Attempt>,
}

impl<'a, 'b, T> Run<'a, 'b, T> {
    fn new(attempts: &'a Attempts<'b, T>, messages: Vec<Message>) -> Self {
        Run {
            attempts,
            messages,
            history: Vec::new(),
        }
    }

    /// The original messages, then the last failed reply and the feedback on it.
    fn request(&self) -> Vec<Message> {
        let mut request = self.messages.clone();
        if let Some(Attempt {
            reply,
            error: Some(err),
        }) = self.history.last()
        {
            request.push(Message::assistant(reply.clone()));
            request.push(Message::user(err.feedback()));
        }
        request
    }

    /// Judges a reply; `Some` when the run is over.
    fn receive<E>(&mut self, reply: String) -> Option<Outcome<T, E>> {
        let result = self.attempts.judge(&reply);
        let (value, error) = match result {
            Ok(value) => (Some(value), None),
            Err(err) => (None, Some(err)),
        };
        self.history.push(Attempt {
            reply,
            error: error.clone(),
        });
        let result = match (value, error) {
            (Some(value), _) => Ok(value),
            (None, Some(err))
                if matches!(err.kind(), ErrorKind::Refusal | ErrorKind::Truncated)
                    || self.history.len() >= self.attempts.max =>
            {
                Err(AttemptError::Convert(err))
            }
            (None, _) => return None,
        };
        Some(Outcome {
            result,
            history: std::mem::take(&mut self.history),
        })
    }

    fn client_error<E>(&mut self, err: E) -> Outcome<T, E> {
        Outcome {
            result: Err(AttemptError::Client(err)),
            history: std::mem::take(&mut self.history),
        }
    }
}
