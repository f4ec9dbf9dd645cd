//! Lenient parsing: JSON as models write it → a [`Node`] tree.
//!
//! The parser accepts everything strict JSON accepts and repairs what models get wrong:
//! trailing and missing commas, single/smart/doubled/triple quotes and backticks, unquoted keys
//! and values, comments, Python and JavaScript literals, tuples and set literals, unescaped
//! quotes and newlines in strings, mismatched and missing closers, and output cut off at any
//! point. It knows nothing of the target schema: where a repair is a guess, the node records
//! it (`fixes`, `cut`) and the coercion stage decides.
//!
//! Text whose every token is certain (JSON, and JSON with single quotes, unquoted keys,
//! trailing commas and comments) is read by [`plain`] first: faster, and exactly as written.
//! This parser reads what that reading gives up on.
//!
//! Cost: every byte is consumed once, and every lookahead is bounded by [`LOOKAHEAD`] bytes,
//! so parsing is linear in the input. Nesting is limited by `max_depth`; recursion never goes
//! deeper, so there is no stack overflow on any input.

/// The longest stretch a heuristic looks ahead (a key name, a closing quote's surroundings).
const LOOKAHEAD: usize = 96;

mod bare;
mod containers;
mod lookahead;
mod strings;

use strings::{key_text, smart_quote_len, unescaped};

use super::numbers::{self, is_json_number, number};
use super::plain;
use super::tree::{Kind, Node, Text, classify};
use crate::engine::find::bytes::{byte_set, find, memchr};
use std::borrow::Cow;
use std::ops::Range;

/// Why nothing could be parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Failure {
    /// No value starts here.
    NoValue,
    /// Nesting exceeds the limit.
    TooDeep,
}

/// Where a string or bare value sits; decides which characters can end it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Top,
    Key,
    Value,
    Item,
}

/// Parses the value at the start of `text` (after whitespace and comments), and then any
/// further top-level values that follow, separated by whitespace or commas.
///
/// Returns the values with the byte offset each ends at.
pub(crate) fn parse_all(text: &str, max_depth: usize) -> Result<Vec<Node<'_>>, Failure> {
    parse_all_to(text, max_depth).map(|(nodes, _)| nodes)
}

/// [`parse_all`], with the byte offset where reading stopped.
pub(crate) fn parse_all_to(
    text: &str,
    max_depth: usize,
) -> Result<(Vec<Node<'_>>, usize), Failure> {
    parse_all_until(text, max_depth, |_, _| Then::Keep)
}

/// What reading does after a value, as [`parse_all_until`]'s caller says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Then {
    /// Keep the value and read on.
    Keep,
    /// Read on without keeping the value: the caller has what it needs of it.
    Pass,
    /// Keep the value and stop: what follows cannot change what the caller makes of them.
    Stop,
}

/// [`parse_all_to`], with `then` called on each value read, in order, and the bytes it was
/// read from, saying whether to keep it and whether to read on. A text read whole by the
/// plain reading is one value, and `then` is not called.
pub(crate) fn parse_all_until<'a>(
    text: &'a str,
    max_depth: usize,
    then: impl FnMut(&Node<'a>, Range<usize>) -> Then,
) -> Result<(Vec<Node<'a>>, usize), Failure> {
    match plain::parse(text, max_depth) {
        Some(node) => Ok((vec![node], text.len())),
        None => read_all(text, max_depth, then),
    }
}

/// [`parse_all_until`] without the plain reading first: the lenient parser alone. Values
/// passed over count as read: with no value kept, the answer is an empty list.
pub(crate) fn read_all<'a>(
    text: &'a str,
    max_depth: usize,
    mut then: impl FnMut(&Node<'a>, Range<usize>) -> Then,
) -> Result<(Vec<Node<'a>>, usize), Failure> {
    let mut parser = Parser::new(text, max_depth);
    let mut out = Vec::new();
    let mut read = false;
    loop {
        parser.skip_ws();
        while parser.peek() == Some(b',') {
            parser.pos += 1;
            parser.skip_ws();
        }
        if parser.at_end() {
            break;
        }
        let start = parser.pos;
        match parser.top_value() {
            Ok(node) => {
                read = true;
                let next = then(&node, start..parser.pos);
                if next != Then::Pass {
                    out.push(node);
                }
                if next == Then::Stop {
                    break;
                }
            }
            Err(Failure::TooDeep) => return Err(Failure::TooDeep),
            Err(Failure::NoValue) if read => break,
            Err(Failure::NoValue) => return Err(Failure::NoValue),
        }
        if parser.pos == start {
            break;
        }
    }
    if read {
        Ok((out, parser.pos))
    } else {
        Err(Failure::NoValue)
    }
}

/// Parses exactly one value at the start of `text`; what follows it is ignored.
pub(crate) fn parse_one(text: &str, max_depth: usize) -> Result<Node<'_>, Failure> {
    if let Some(node) = plain::parse(text, max_depth) {
        return Ok(node);
    }
    let mut parser = Parser::new(text, max_depth);
    parser.skip_ws();
    parser.top_value()
}

struct Parser<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    max_depth: usize,
    /// Closers of the containers open around the current position.
    stack: Vec<u8>,
    /// Bytes that string scans may still visit. Strings that never close are rescanned
    /// when they are split; the budget keeps the total linear in the input.
    budget: usize,
    /// Whether the last quoted key ran into the end of the input.
    key_cut: bool,
    /// Where the last stray closer skipped ends (0: none yet).
    stray_closer: usize,
    /// The items of the arrays open, innermost last: each array's are moved into a list of
    /// their exact length when it closes (no slack kept for the life of the tree).
    items: Vec<Node<'a>>,
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'-' || c == b'$' || c >= 0x80
}

fn is_closer(c: u8) -> bool {
    matches!(c, b'}' | b']' | b')')
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, max_depth: usize) -> Self {
        Parser {
            src,
            b: src.as_bytes(),
            pos: 0,
            max_depth,
            stack: Vec::new(),
            budget: src.len().saturating_mul(4).saturating_add(4096),
            key_cut: false,
            stray_closer: 0,
            items: Vec::new(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    fn at_end(&self) -> bool {
        self.pos >= self.b.len()
    }

    /// Skips whitespace and comments (`//`, `/* */`, `#` to the end of the line).
    fn skip_ws(&mut self) {
        self.pos = self.skip_ws_from(self.pos);
    }

    fn skip_ws_from(&self, i: usize) -> usize {
        self.skip_ws_within(i, self.b.len())
    }

    /// Like [`skip_ws_from`](Self::skip_ws_from), but looks at most [`LOOKAHEAD`] bytes
    /// ahead, so that heuristics stay linear on long runs of whitespace or open comments.
    fn skip_ws_near(&self, i: usize) -> usize {
        self.skip_ws_within(i, (i + LOOKAHEAD).min(self.b.len()))
    }

    fn skip_ws_within(&self, mut i: usize, limit: usize) -> usize {
        let b = &self.b[..limit];
        while i < b.len() {
            match b[i] {
                b' ' | b'\t' | b'\n' | b'\r' => i += 1,
                b'/' if b.get(i + 1) == Some(&b'/') => {
                    i = memchr(b'\n', &b[i..]).map_or(b.len(), |n| i + n);
                }
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    i = find(&b[i + 2..], b"*/").map_or(b.len(), |n| i + 2 + n + 2);
                }
                b'#' if i == 0 || b[i - 1].is_ascii_whitespace() => {
                    i = memchr(b'\n', &b[i..]).map_or(b.len(), |n| i + n);
                }
                0xC2 if b.get(i + 1) == Some(&0xA0) => i += 2, // no-break space
                _ => break,
            }
        }
        i
    }

    /// A top-level value; an object closed too early and continued with `, "key": ...` is
    /// merged back.
    fn top_value(&mut self) -> Result<Node<'a>, Failure> {
        // Items a failed value left behind are no one's.
        self.items.clear();
        let mut node = self.value(Ctx::Top)?;
        if let Kind::Object(entries) = &mut node.kind {
            loop {
                let after = self.skip_ws_from(self.pos);
                if self.b.get(after) != Some(&b',')
                    || !(self.is_key_at(after + 1) || self.is_pair_at(after + 1))
                {
                    break;
                }
                self.pos = after + 1;
                let (more, _) = self.members(b'}')?;
                entries.extend(more);
                node.fixes += 1;
            }
        }
        Ok(node)
    }

    /// A value starting at `self.pos` (whitespace already skipped).
    fn value(&mut self, ctx: Ctx) -> Result<Node<'a>, Failure> {
        let Some(c) = self.peek() else {
            return Err(Failure::NoValue);
        };
        match c {
            b'{' => self.object(),
            b'[' => self.array(b']'),
            b'(' => self.tuple(),
            b'`' if ctx == Ctx::Top => Err(Failure::NoValue),
            b'"' | b'\'' | b'`' => Ok(self.string(ctx)),
            0xE2 if smart_quote_len(self.b, self.pos) > 0 => Ok(self.string(ctx)),
            b'\\' if self.b.get(self.pos + 1) == Some(&b'"') => Ok(self.string(ctx)),
            b'}' | b']' | b')' | b',' | b':' => Err(Failure::NoValue),
            _ => Ok(self.bare(ctx)),
        }
    }

    /// Whether a closing code fence (```` ``` ```` and nothing after it on the line) is here.
    fn at_fence_close(&self) -> bool {
        self.fence_close_at(self.pos)
    }

    /// Whether a closing fence (a line of backticks alone) starts at byte `at`.
    fn fence_close_at(&self, at: usize) -> bool {
        let rest = &self.b[at.min(self.b.len())..];
        rest.starts_with(b"```") && {
            let line = memchr(b'\n', rest).map_or(rest, |n| &rest[..n]);
            line.iter()
                .skip(3)
                .all(|&c| c == b'`' || c.is_ascii_whitespace())
        }
    }
}

/// Removes the common indentation of a block and one leading and trailing blank line.
pub(crate) fn dedent(text: &str) -> String {
    let text = text.strip_prefix('\n').unwrap_or(text);
    let text = text.trim_end_matches([' ', '\t']);
    let text = text.strip_suffix('\n').unwrap_or(text);
    let indent = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out = String::with_capacity(text.len());
    for (n, line) in text.lines().enumerate() {
        if n > 0 {
            out.push('\n');
        }
        if !line.trim().is_empty() {
            out.push_str(line.get(indent..).unwrap_or(line.trim_start()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Number-like texts, JSON and not: the same for both number tests.
    const NUMBER_SAMPLES: [&str; 31] = [
        "0",
        "-0",
        "7",
        "-12",
        "007",
        "-007",
        "01",
        "1.5",
        "1.",
        ".5",
        "-.5",
        "+1",
        "1e5",
        "1E+5",
        "1e-5",
        "1e",
        "1e+",
        "-",
        "1_000",
        "1e400",
        "-1e400",
        "1e308",
        "0.0",
        "00.5",
        "123456789012345678901234567890",
        "1.5e3",
        "-0.0e-0",
        "0x1F",
        "Infinity",
        "1.2.3",
        "",
    ];

    #[test]
    fn reading_stops_once_the_values_read_are_enough() {
        let text = "prose\n// then\n{'a': 1} {'b': 2} {'c': 3}";
        let (all, end) = parse_all_to(text, 64).expect("values");
        assert_eq!((all.len(), end), (4, text.len()));
        let mut read = Vec::new();
        let (some, end) = parse_all_until(text, 64, |_, span| {
            read.push(&text[span]);
            if read.len() == 3 {
                Then::Stop
            } else {
                Then::Keep
            }
        })
        .expect("values");
        assert_eq!(some, all[..3]);
        assert_eq!(&text[end..], " {'c': 3}");
        // Each value with the bytes it was read from.
        assert_eq!(read[1..], ["{'a': 1}", "{'b': 2}"]);
        // Values passed over are read, not kept.
        let (odd, end) = parse_all_until(text, 64, |node, _| {
            if all
                .iter()
                .position(|n| n == node)
                .is_some_and(|n| n % 2 == 0)
            {
                Then::Keep
            } else {
                Then::Pass
            }
        })
        .expect("values");
        assert_eq!(
            (odd, end),
            (vec![all[0].clone(), all[2].clone()], text.len())
        );
    }

    #[test]
    fn numbers_written_as_json_are_kept_as_written() {
        for raw in NUMBER_SAMPLES {
            assert_eq!(
                number(raw).map(Cow::into_owned),
                numbers::normalised_number(raw),
                "{raw}"
            );
        }
    }

    #[test]
    fn json_numbers_are_what_serde_json_reads() {
        for raw in NUMBER_SAMPLES {
            assert_eq!(
                is_json_number(raw),
                serde_json::from_str::<serde_json::Number>(raw).is_ok(),
                "{raw}"
            );
        }
    }

    fn parse(text: &str) -> Node<'_> {
        parse_one(text, 64).expect("a value")
    }

    fn strings(node: &Node) -> Vec<String> {
        match &node.kind {
            Kind::Array(items) => items
                .iter()
                .map(|n| match &n.kind {
                    Kind::Str(s) | Kind::Word(s) => s.to_string(),
                    other => format!("{other:?}"),
                })
                .collect(),
            other => panic!("not an array: {other:?}"),
        }
    }

    #[test]
    fn numbers_are_normalised() {
        assert_eq!(number("1_000").as_deref(), Some("1000"));
        assert_eq!(number(".5").as_deref(), Some("0.5"));
        assert_eq!(number("1.").as_deref(), Some("1.0"));
        assert_eq!(number("1e").as_deref(), Some("1"));
        assert_eq!(number("-007").as_deref(), Some("-7"));
        assert_eq!(number("1/3"), None);
        assert_eq!(number("1.1.1"), None);
    }

    #[test]
    fn inner_quotes_stay_in_the_string() {
        let node = parse(r#"["lorem "ipsum" sic", "b"]"#);
        assert_eq!(strings(&node), ["lorem \"ipsum\" sic", "b"]);
    }

    #[test]
    fn missing_closing_quote_before_next_key() {
        let node = parse(r#"{"a": "New York, "b": 1}"#);
        let Kind::Object(entries) = node.kind else {
            panic!()
        };
        assert_eq!(entries[0].1.kind, Kind::Str("New York".into()));
        assert_eq!(entries[1].0, "b");
    }

    #[test]
    fn cut_off_string_is_marked() {
        let node = parse(r#"{"a": "New Yo"#);
        let Kind::Object(entries) = node.kind else {
            panic!()
        };
        assert!(entries[0].1.cut);
        assert!(node.cut);
    }

    #[test]
    fn deep_nesting_is_refused_not_overflowed() {
        let text = "[".repeat(100_000);
        assert_eq!(parse_one(&text, 128), Err(Failure::TooDeep));
    }
}
