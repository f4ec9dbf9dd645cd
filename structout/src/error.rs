//! [`ConvertError`]: why a reply could not become a value, where, and what to tell the model.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

/// What went wrong, in one word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Nothing in the reply reads as a value: plain prose, a refusal, an empty reply.
    NoValue,
    /// A value was found, but it has the wrong type or shape at [`ConvertError::path`].
    Mismatch,
    /// A required field is missing and cannot be filled without inventing data.
    MissingField,
    /// Several different values fit equally well, so none is chosen.
    Ambiguous,
    /// The reply is cut off where a required value was, or ends inside a reasoning block.
    Incomplete,
    /// The value nests deeper than the configured limit.
    TooDeep,
    /// Strict mode: the reply is not exactly one valid JSON value of the right shape.
    NotStrict,
    /// The value fits the schema, but the type's `Deserialize` implementation refused it.
    Deserialize,
    /// A schema given at run time cannot be used.
    InvalidSchema,
    /// The reply calls a tool that is not in the tool set.
    UnknownTool,
    /// The reply both calls a tool and gives a final answer, so its intent is unclear.
    ActionAndAnswer,
    /// The model declined to answer (a provider's refusal field or stop reason, or a message
    /// with neither content nor a tool call); [`ConvertError::found`] holds its words. Asking
    /// again the same way rarely helps.
    Refusal,
    /// The reply was cut off in the middle of a value (a string, number, key or list item
    /// begun and not finished), or the provider stopped it at its token limit.
    /// [`ConvertError::partial`] holds what was read, for a caller that wants it on purpose.
    Truncated,
    /// The value was read, but the caller's own check rejected it
    /// ([`ConvertError::rejected`]).
    Rejected,
    /// The request got no reply: the provider answered with an error, or a batch request
    /// expired or was canceled; [`ConvertError::found`] holds the provider's words. There is
    /// nothing to give feedback on: send the request again as it was.
    RequestFailed,
    /// The conversion reached its bound on work (a number of steps proportional to the
    /// reply's values times the schema's nodes; see the crate docs' "Limits") without an
    /// answer. No reply and no schema should reach it: it is a bug in structout, to be
    /// reported with the reply and the schema. It is returned instead of running on.
    WorkLimit,
}

/// Where a candidate value was found in the reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Origin {
    /// The whole reply.
    Whole,
    /// A markdown code fence.
    Fence,
    /// A JSON object or array inside prose.
    Embedded,
    /// `<key>value</key>` tags.
    Tags,
    /// `key: value` lines.
    KeyValueLines,
    /// A markdown bullet or numbered list.
    List,
    /// A markdown table.
    Table,
    /// A tool call (native or written in text).
    ToolCall,
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Origin::Whole => "the whole reply",
            Origin::Fence => "a code fence",
            Origin::Embedded => "JSON inside prose",
            Origin::Tags => "XML-style tags",
            Origin::KeyValueLines => "`key: value` lines",
            Origin::List => "a markdown list",
            Origin::Table => "a markdown table",
            Origin::ToolCall => "a tool call",
        })
    }
}

/// A candidate value that was tried and rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// Where the candidate came from.
    pub origin: Origin,
    /// Its byte range in the reply.
    pub span: Range<usize>,
    /// Why it was rejected.
    pub problem: String,
}

/// A reply that could not be converted.
///
/// `Display` gives one line for logs. [`feedback`](Self::feedback) gives a message to send back
/// to the model so that it can correct its reply.
///
/// ```
/// use structout::{ErrorKind, StructuredOutput};
///
/// let err = <Vec<u32>>::convert("There are no numbers in this text.").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::NoValue);
/// assert!(err.feedback().contains("JSON"));
/// // Prose that declines the task, with no value: the model refused.
/// let err = <Vec<u32>>::convert("I'm sorry, I can't help with that.").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::Refusal);
/// ```
#[derive(Clone)]
pub struct ConvertError {
    inner: Box<Inner>,
}

#[derive(Clone)]
struct Inner {
    kind: ErrorKind,
    path: String,
    expected: String,
    found: String,
    candidates: Vec<Candidate>,
    instructions: Option<Arc<str>>,
    tool: Option<String>,
    partial: Option<serde_json::Value>,
}

/// The longest `found` snippet kept, in characters.
pub(crate) const SNIPPET: usize = 60;

impl ConvertError {
    /// A new error. `found` is shortened to a snippet.
    pub(crate) fn new(
        kind: ErrorKind,
        path: impl Into<String>,
        expected: impl Into<String>,
        found: &str,
    ) -> Self {
        ConvertError {
            inner: Box::new(Inner {
                kind,
                path: path.into(),
                expected: expected.into(),
                found: snippet(found),
                candidates: Vec::new(),
                instructions: None,
                tool: None,
                partial: None,
            }),
        }
    }

    /// An error for a value that was read but fails the caller's own check, so that
    /// [`feedback`](Self::feedback) can tell the model what to fix. `path` is a JSON path
    /// (`""` for the whole value, `.total`), `message` says what is wrong.
    ///
    /// ```
    /// use structout::{ConvertError, ErrorKind};
    ///
    /// let err = ConvertError::rejected(".total", "the total does not match the lines");
    /// assert_eq!(err.kind(), ErrorKind::Rejected);
    /// assert!(err.feedback().contains("the total does not match the lines at `.total`"));
    /// ```
    #[must_use]
    pub fn rejected(path: impl Into<String>, message: impl Into<String>) -> Self {
        ConvertError::new(ErrorKind::Rejected, path, message, "")
    }

    /// The same error, restating `instructions` in [`feedback`](Self::feedback).
    #[must_use]
    pub fn with_format(self, instructions: &str) -> Self {
        self.with_instructions(Arc::from(instructions))
    }

    pub(crate) fn with_partial(mut self, partial: serde_json::Value) -> Self {
        self.inner.partial = Some(partial);
        self
    }

    /// For [`ErrorKind::Truncated`]: the value as far as it was read (cut-off scalars left
    /// out, open containers closed). It may not fit the schema; use it only on purpose.
    #[must_use]
    pub fn partial(&self) -> Option<&serde_json::Value> {
        self.inner.partial.as_ref()
    }

    pub(crate) fn with_candidates(mut self, candidates: Vec<Candidate>) -> Self {
        self.inner.candidates = candidates;
        self
    }

    pub(crate) fn with_instructions(mut self, instructions: Arc<str>) -> Self {
        self.inner.instructions = Some(instructions);
        self
    }

    /// Marks the error as concerning the arguments of tool `name`; the path then reads from
    /// the arguments object.
    pub(crate) fn for_tool(mut self, name: &str) -> Self {
        self.inner.tool = Some(name.to_owned());
        self
    }

    /// The tool whose call the error is about, when it is about one.
    #[must_use]
    pub fn tool(&self) -> Option<&str> {
        self.inner.tool.as_deref()
    }

    /// What went wrong.
    #[must_use]
    pub fn kind(&self) -> ErrorKind {
        self.inner.kind
    }

    /// Where, as a JSON path from the root: `""` for the root, `.movies[2]`, `.cast[0].name`.
    #[must_use]
    pub fn path(&self) -> &str {
        &self.inner.path
    }

    /// What was expected there, in words (`"integer"`, `"one of \"a\", \"b\""`).
    #[must_use]
    pub fn expected(&self) -> &str {
        &self.inner.expected
    }

    /// A short snippet of what was found there.
    #[must_use]
    pub fn found(&self) -> &str {
        &self.inner.found
    }

    /// The other candidate values found in the reply, and why each was rejected.
    #[must_use]
    pub fn candidates(&self) -> &[Candidate] {
        &self.inner.candidates
    }

    /// A message for the model: what was wrong with its reply, then the required format again.
    #[must_use]
    pub fn feedback(&self) -> String {
        let mut out = format!("Your previous reply could not be used: {}.", self.problem());
        if let Some(instructions) = &self.inner.instructions {
            out.push_str(" Reply again, following these instructions exactly.\n\n");
            out.push_str(instructions);
        } else {
            out.push_str(" Reply again with valid JSON only.");
        }
        out
    }

    /// The problem in one sentence, without the candidates.
    fn problem(&self) -> String {
        let Inner {
            kind,
            path,
            expected,
            found,
            tool,
            ..
        } = &*self.inner;
        let at = match (tool, path.is_empty()) {
            (Some(tool), true) => format!(" in the arguments of `{tool}`"),
            (Some(tool), false) => format!(" at `{path}` in the arguments of `{tool}`"),
            (None, true) => String::new(),
            (None, false) => format!(" at `{path}`"),
        };
        let found = if found.is_empty() {
            "nothing".to_owned()
        } else {
            format!("`{found}`")
        };
        match kind {
            ErrorKind::NoValue => {
                format!("it contains no usable value: expected {expected}, found {found}")
            }
            ErrorKind::MissingField => format!("the required field `{expected}` is missing{at}"),
            ErrorKind::Ambiguous => format!("it is ambiguous{at}: {expected}; found {found}"),
            ErrorKind::Incomplete => {
                format!("it is incomplete{at}: expected {expected}, found {found}")
            }
            ErrorKind::TooDeep => format!("it nests deeper than {expected} levels{at}"),
            ErrorKind::NotStrict => format!(
                "it is not exactly one valid JSON value: expected {expected}, found {found}"
            ),
            ErrorKind::InvalidSchema => format!("the schema is not usable{at}: {expected}"),
            ErrorKind::UnknownTool => {
                format!("it calls an unknown tool {found}; the tools are {expected}")
            }
            ErrorKind::ActionAndAnswer => format!(
                "it gives both a tool call and a final answer ({found}); give exactly one of them"
            ),
            ErrorKind::Refusal => format!("the model declined to answer: {found}"),
            ErrorKind::Truncated => {
                format!("it was cut off{at}: expected {expected}, found {found}")
            }
            ErrorKind::Rejected => format!("{expected}{at}"),
            ErrorKind::RequestFailed => format!("the request failed: {found}"),
            ErrorKind::WorkLimit => format!("converting it passed the bound on work: {expected}"),
            ErrorKind::Deserialize => format!(
                "the value fits the schema, but the type's own check refused it{at} (it said: {expected})"
            ),
            ErrorKind::Mismatch => {
                format!("expected {expected}{at}, found {found}")
            }
        }
    }
}

impl fmt::Display for ConvertError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.problem())?;
        if !self.inner.candidates.is_empty() {
            let n = self.inner.candidates.len();
            let plural = if n == 1 { "" } else { "s" };
            write!(f, " (tried {n} candidate{plural}")?;
            for candidate in &self.inner.candidates {
                write!(
                    f,
                    "; {} at {}..{}: {}",
                    candidate.origin, candidate.span.start, candidate.span.end, candidate.problem
                )?;
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

impl fmt::Debug for ConvertError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ConvertError")
            .field("kind", &self.inner.kind)
            .field("path", &self.inner.path)
            .field("expected", &self.inner.expected)
            .field("found", &self.inner.found)
            .field("candidates", &self.inner.candidates)
            .finish_non_exhaustive()
    }
}

impl std::error::Error for ConvertError {}

/// The first [`SNIPPET`] characters of `text`, on one line, with `…` when cut.
pub(crate) fn snippet(text: &str) -> String {
    let text = text.trim();
    let mut out: String = text
        .chars()
        .take(SNIPPET)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if text.chars().nth(SNIPPET).is_some() {
        out.push('…');
    }
    out
}
