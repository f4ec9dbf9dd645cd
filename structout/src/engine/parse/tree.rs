//! The tree every reading of the reply gives: a [`Node`] per value, with what parsing had to
//! guess recorded on it (`fixes`, `cut`), and the literals of the languages models write.

use super::numbers::number;
use crate::engine::find::bytes::byte_set;
use serde_json::Value;
use std::borrow::Cow;

/// The bytes a JSON value starts with: what may be strict JSON.
pub(crate) const STARTS_JSON: [bool; 256] = byte_set(b"{[\"-0123456789tfn");

/// The bytes a value written as models write it starts with, where no word can be prose: a
/// bracket, a quote (single ones too), a tuple's parenthesis, a number, an escaped document's
/// backslash. (A word may be a literal or the start of prose: its reading costs more.)
pub(crate) const STARTS_WRITTEN_VALUE: [bool; 256] = byte_set(b"{[\"'(-0123456789\\");

/// A parsed value.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Node<'a> {
    pub kind: Kind<'a>,
    /// The input ended inside this value: a scalar was cut off, a container never closed.
    pub cut: bool,
    /// A container the text ended inside: its closer never came, and neither a closing fence
    /// nor prose ended it (`{"a": 1, "b": 2` at the end of the reply). What was written in it
    /// is whole, but the value may have gone on.
    pub open: bool,
    /// How many syntax repairs were needed inside this value, itself excluded its children.
    pub fixes: u32,
}

/// What a [`Node`] holds.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Kind<'a> {
    Null,
    Bool(bool),
    /// A number as written, normalised to JSON syntax (`_` removed, `.5` → `0.5`).
    Number(Text<'a>),
    /// `NaN`, `Infinity`, `-Infinity`, `undefined`.
    NonFinite,
    /// A quoted string, unescaped.
    Str(Text<'a>),
    /// An unquoted run of text where a value was expected.
    Word(Text<'a>),
    Array(Vec<Node<'a>>),
    Object(Vec<(Text<'a>, Node<'a>)>),
    /// `{"a", "b"}`: a Python set literal, or an object whose values were all left out.
    Set(Vec<Node<'a>>),
    /// `"key": ,` — a key whose value was left out.
    Missing,
    /// `<tags></tags>`: an element with no content (an empty list, object or string).
    Empty,
}

/// Text in a [`Node`]: borrowed from the reply where it is written there as it reads (no
/// escapes, no repairs), owned otherwise.
pub(crate) type Text<'a> = Cow<'a, str>;

impl<'a> Node<'a> {
    /// A complete value with no repairs.
    pub(crate) fn new(kind: Kind<'a>) -> Self {
        Node {
            kind,
            cut: false,
            open: false,
            fixes: 0,
        }
    }

    /// A complete value that needed `fixes` repairs.
    pub(crate) fn fixed(kind: Kind<'a>, fixes: u32) -> Self {
        Node {
            kind,
            cut: false,
            open: false,
            fixes,
        }
    }

    /// The same tree, owning its text.
    pub(crate) fn into_owned(self) -> Node<'static> {
        let kind = match self.kind {
            Kind::Null => Kind::Null,
            Kind::Bool(b) => Kind::Bool(b),
            Kind::Number(n) => Kind::Number(owned(n)),
            Kind::NonFinite => Kind::NonFinite,
            Kind::Str(s) => Kind::Str(owned(s)),
            Kind::Word(w) => Kind::Word(owned(w)),
            Kind::Array(items) => Kind::Array(items.into_iter().map(Node::into_owned).collect()),
            Kind::Object(entries) => Kind::Object(
                entries
                    .into_iter()
                    .map(|(k, v)| (owned(k), v.into_owned()))
                    .collect(),
            ),
            Kind::Set(items) => Kind::Set(items.into_iter().map(Node::into_owned).collect()),
            Kind::Missing => Kind::Missing,
            Kind::Empty => Kind::Empty,
        };
        Node {
            kind,
            cut: self.cut,
            open: self.open,
            fixes: self.fixes,
        }
    }
}

pub(crate) fn owned(text: Text<'_>) -> Text<'static> {
    Cow::Owned(text.into_owned())
}

/// Whether `node` holds a value that was started and not finished (a string, number, word,
/// key or member cut off by the end of the reply, or a container cut off before any value
/// of its own). Containers left open around complete values are not: only their closers
/// are missing.
pub(crate) fn truncated(node: &Node) -> bool {
    match &node.kind {
        Kind::Array(items) | Kind::Set(items) => items.last().map_or(node.cut, truncated),
        Kind::Object(entries) => entries.last().map_or(node.cut, |(_, v)| truncated(v)),
        Kind::Bool(_) | Kind::Null => false,
        _ => node.cut,
    }
}

/// Where in `node` the value that was cut off is, as a JSON path (`.tags[1]`), if one is.
pub(crate) fn truncated_path(node: &Node) -> Option<String> {
    if !truncated(node) {
        return None;
    }
    let mut path = String::new();
    let mut at = node;
    loop {
        match &at.kind {
            Kind::Array(items) | Kind::Set(items) if !items.is_empty() => {
                path.push_str(&format!("[{}]", items.len() - 1));
                at = &items[items.len() - 1];
            }
            Kind::Object(entries) if !entries.is_empty() => {
                let (key, value) = &entries[entries.len() - 1];
                path.push('.');
                path.push_str(key);
                at = value;
            }
            _ => return Some(path),
        }
    }
}

/// A bare token: literal, number, or text. Digits that open with a zero before another digit
/// (`06236`, `007`) are a code written with its zeros, text: a number target still reads
/// them as a number written as text, a string target keeps them as written.
pub(crate) fn classify(raw: &str) -> Node<'_> {
    let digits = raw.strip_prefix(['-', '+']).unwrap_or(raw).as_bytes();
    let zeros = digits.len() > 1 && digits[0] == b'0' && digits[1].is_ascii_digit();
    let kind = match literal(raw) {
        Some(kind) => kind,
        None if zeros => Kind::Word(Text::Borrowed(raw)),
        None => match number(raw) {
            Some(n) => Kind::Number(n),
            None => Kind::Word(Text::Borrowed(raw)),
        },
    };
    Node::new(kind)
}

/// The literals of JSON, Python and JavaScript: `true`, `None`, `NaN`, ….
pub(crate) fn literal(raw: &str) -> Option<Kind<'static>> {
    Some(match raw {
        "true" | "True" | "TRUE" => Kind::Bool(true),
        "false" | "False" | "FALSE" => Kind::Bool(false),
        "null" | "None" | "NULL" | "Null" | "nil" => Kind::Null,
        "NaN" | "nan" | "Infinity" | "-Infinity" | "+Infinity" | "inf" | "-inf" | "undefined" => {
            Kind::NonFinite
        }
        _ => return None,
    })
}

/// Whether a value as written gives nothing: an empty object or list, or an object whose
/// every field is null or gives nothing.
pub(crate) fn gives_nothing(node: &Node) -> bool {
    match &node.kind {
        Kind::Object(fields) => fields.iter().all(|(_, v)| {
            matches!(v.kind, Kind::Null | Kind::Missing | Kind::Empty) || gives_nothing(v)
        }),
        Kind::Array(items) | Kind::Set(items) => items.is_empty(),
        Kind::Empty => true,
        _ => false,
    }
}

/// Whether `node` is no array, object or set.
pub(crate) fn is_scalar(node: &Node) -> bool {
    !matches!(node.kind, Kind::Array(_) | Kind::Object(_) | Kind::Set(_))
}

/// Whether `text` has a number written with more digits than a JSON number (an `f64`) keeps
/// exactly: a run of more than 15 digits.
pub(crate) fn long_digits(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_digit())
        .any(|digits| digits.len() > 15)
}

/// Whether `node` holds a number with [`long_digits`].
pub(crate) fn has_long_integer(node: &Node) -> bool {
    match &node.kind {
        Kind::Number(text) => long_digits(text),
        Kind::Array(items) | Kind::Set(items) => items.iter().any(has_long_integer),
        Kind::Object(entries) => entries.iter().any(|(_, v)| has_long_integer(v)),
        _ => false,
    }
}

/// `node` written as JSON text with its numbers as written (so that no digit is lost to a
/// JSON number), its repairs made: unquoted words as strings, sets as arrays, left-out and
/// non-finite values as `null`, an empty element as `""`.
pub(crate) fn json_text(node: &Node) -> String {
    let mut out = String::new();
    write_json(node, &mut out);
    out
}

fn write_json(node: &Node, out: &mut String) {
    let quoted = |s: &str| Value::String(s.to_owned()).to_string();
    match &node.kind {
        Kind::Null | Kind::Missing | Kind::NonFinite => out.push_str("null"),
        Kind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Kind::Number(text) => out.push_str(text),
        Kind::Str(text) | Kind::Word(text) => out.push_str(&quoted(text)),
        Kind::Empty => out.push_str("\"\""),
        Kind::Array(items) | Kind::Set(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_json(item, out);
            }
            out.push(']');
        }
        Kind::Object(entries) => {
            out.push('{');
            for (i, (key, value)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&quoted(key));
                out.push(':');
                write_json(value, out);
            }
            out.push('}');
        }
    }
}

/// A JSON value as a tree, its strings borrowed.
pub(crate) fn node_from_value(value: &Value) -> Node<'_> {
    let kind = match value {
        Value::Null => Kind::Null,
        Value::Bool(b) => Kind::Bool(*b),
        Value::Number(n) => Kind::Number(n.to_string().into()),
        Value::String(s) => Kind::Str(s.as_str().into()),
        Value::Array(items) => Kind::Array(items.iter().map(node_from_value).collect()),
        Value::Object(map) => Kind::Object(
            map.iter()
                .map(|(k, v)| (k.as_str().into(), node_from_value(v)))
                .collect(),
        ),
    };
    Node::new(kind)
}
