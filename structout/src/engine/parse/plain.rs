//! Plain JSON → a [`Node`] tree: the reading of a place whose every token is certain.
//!
//! Most replies write their value as valid JSON, whole or in a fence, and most of the rest
//! take only the liberties JavaScript and Python allow: `'single-quoted'` strings, unquoted
//! keys, trailing commas, comments, `True`/`None`. Such text needs none of the lenient
//! parser's lookaheads, and must not get them: it means what it says, even where a heuristic
//! would read it otherwise (`{"a": "x,", ":": 1}` is two members, not a string cut at its
//! comma). So a place is read plainly first, and [`lenient`](super::lenient) reads it only when this reading
//! gives up.
//!
//! What is read: JSON, and
//! - strings in single quotes (with `\'` as an escape; all escapes as [`escape`] reads
//!   them), which the tree records as repaired,
//!   as the lenient parser does;
//! - keys written as identifiers (`title:`, `_id:`, `$ref:`);
//! - a comma before a closing bracket or brace;
//! - comments where whitespace may stand (`// …` and `# …` to the end of the line, `/* … */`);
//! - the literals `True`, `False`, `None` and their kin ([`crate::engine::parse::tree::literal`]).
//!
//! The reading gives up (`None`) at the first byte that is none of these (an unescaped quote
//! of the kind that opened the string, a line break in a string, a bare word, a missing
//! comma), at a lone surrogate escape (which serde_json refuses too), past `max_depth`, and
//! when anything but whitespace follows the value; nothing is ever half-read. Where both
//! readings succeed they build the same tree (tests compare them on generated documents),
//! numbers and literals through the same rules ([`crate::engine::parse::numbers::number`], [`crate::engine::parse::tree::literal`]),
//! every node complete.
//!
//! Cost: one pass, every byte looked at once; recursion as deep as the nesting, which is
//! bounded by `max_depth`.

use super::escape::{Escape, escape};
use super::numbers;
use super::tree::{self, Kind, Node, STARTS_JSON, Text};
use crate::engine::find::bytes::{self, byte_set, with_controls};

/// `text` as one value (whitespace and comments around it allowed), or `None`.
pub(crate) fn parse(text: &str, max_depth: usize) -> Option<Node<'_>> {
    if !ends_as_it_starts(text.as_bytes()) {
        return None;
    }
    let mut reader = Reader {
        src: text,
        b: text.as_bytes(),
        pos: 0,
        depth_left: max_depth,
    };
    let node = reader.value()?;
    reader.skip_ws()?;
    (reader.pos == reader.b.len()).then_some(node)
}

/// Whether the last byte (before whitespace) can close what the first one opens: a reply
/// cut off before its closers is left at once, not read to its end first.
pub(crate) fn ends_as_it_starts(b: &[u8]) -> bool {
    let is_ws = |c: &u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r');
    let (Some(first), Some(last)) = (b.iter().find(|c| !is_ws(c)), b.iter().rfind(|c| !is_ws(c)))
    else {
        return false;
    };
    match first {
        b'{' => *last == b'}',
        b'[' => *last == b']',
        b'"' | b'\'' => *last == *first,
        _ => true,
    }
}

struct Reader<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    /// How many more containers may open inside the current one.
    depth_left: usize,
}

/// Bytes that end a run of plain string content: both quotes, a backslash, control bytes.
const STRING_STOP: [bool; 256] = with_controls(byte_set(b"\"'\\"));

fn is_word_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$'
}

fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

impl<'a> Reader<'a> {
    /// Skips whitespace and comments; `None` for a `/*` comment that never closes.
    #[inline]
    fn skip_ws(&mut self) -> Option<()> {
        match self.b.get(self.pos) {
            Some(b' ' | b'\t' | b'\n' | b'\r' | b'/' | b'#') => self.skip_ws_and_comments(),
            _ => Some(()),
        }
    }

    /// [`Self::skip_ws`] where whitespace or a comment may start.
    fn skip_ws_and_comments(&mut self) -> Option<()> {
        let b = self.b;
        while let Some(&c) = b.get(self.pos) {
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if b.get(self.pos + 1) == Some(&b'/') => self.skip_line(),
                b'#' if self.pos == 0 || b[self.pos - 1].is_ascii_whitespace() => self.skip_line(),
                b'/' if b.get(self.pos + 1) == Some(&b'*') => {
                    let body = self.pos + 2;
                    self.pos = body + bytes::find(&b[body..], b"*/")? + 2;
                }
                _ => break,
            }
        }
        Some(())
    }

    fn skip_line(&mut self) {
        let rest = &self.b[self.pos..];
        self.pos += bytes::memchr(b'\n', rest).unwrap_or(rest.len());
    }

    /// Consumes `byte` (after whitespace), or gives up.
    fn expect(&mut self, byte: u8) -> Option<()> {
        self.skip_ws()?;
        (self.b.get(self.pos) == Some(&byte)).then(|| self.pos += 1)
    }

    fn value(&mut self) -> Option<Node<'a>> {
        self.skip_ws()?;
        Some(match *self.b.get(self.pos)? {
            b'{' => Node::new(self.container(Self::object)?),
            b'[' => Node::new(self.container(Self::array)?),
            b'"' => Node::new(Kind::Str(self.string()?)),
            b'\'' => {
                let text = self.string()?;
                // `''` is not counted as a repair (as in the lenient parser).
                let fixes = u32::from(!text.is_empty());
                Node::fixed(Kind::Str(text), fixes)
            }
            b'-' | b'0'..=b'9' => Node::new(self.number()?),
            c if is_word_start(c) => self.literal()?,
            _ => return None,
        })
    }

    /// An object or array (`read` consumes it, opener included), one level deeper.
    fn container(&mut self, read: fn(&mut Self) -> Option<Kind<'a>>) -> Option<Kind<'a>> {
        self.depth_left = self.depth_left.checked_sub(1)?;
        let kind = read(self);
        self.depth_left += 1;
        kind
    }

    /// After an opener or a comma: whether the closer comes next (consumed).
    fn closes(&mut self, closer: u8) -> Option<bool> {
        self.skip_ws()?;
        let closes = self.b.get(self.pos) == Some(&closer);
        self.pos += usize::from(closes);
        Some(closes)
    }

    /// After an item or member: a comma (`Some(false)`) or the closer (`Some(true)`).
    fn separator(&mut self, closer: u8) -> Option<bool> {
        self.skip_ws()?;
        let c = *self.b.get(self.pos)?;
        self.pos += 1;
        match c {
            b',' => Some(false),
            _ if c == closer => Some(true),
            _ => None,
        }
    }

    fn object(&mut self) -> Option<Kind<'a>> {
        self.pos += 1;
        let mut entries = Vec::new();
        let mut closed = self.closes(b'}')?;
        while !closed {
            let key = self.key()?;
            self.expect(b':')?;
            entries.push((key, self.value()?));
            closed = self.separator(b'}')? || self.closes(b'}')?;
        }
        Some(Kind::Object(entries))
    }

    fn array(&mut self) -> Option<Kind<'a>> {
        self.pos += 1;
        let mut items = Vec::new();
        let mut closed = self.closes(b']')?;
        while !closed {
            items.push(self.value()?);
            closed = self.separator(b']')? || self.closes(b']')?;
        }
        Some(Kind::Array(items))
    }

    /// A key: a quoted string, or an identifier.
    fn key(&mut self) -> Option<Text<'a>> {
        match *self.b.get(self.pos)? {
            b'"' | b'\'' => self.string(),
            c if is_word_start(c) => Some(Text::Borrowed(self.word())),
            _ => None,
        }
    }

    /// An identifier at `pos`, consumed.
    fn word(&mut self) -> &'a str {
        let start = self.pos;
        let len = self.b[start..].iter().position(|&c| !is_word_byte(c));
        self.pos = len.map_or(self.b.len(), |n| start + n);
        &self.src[start..self.pos]
    }

    /// A quoted string (the opening quote at `pos`), unescaped. The other kind of quote is
    /// content.
    fn string(&mut self) -> Option<Text<'a>> {
        let b = self.b;
        let quote = b[self.pos];
        let start = self.pos + 1;
        let mut i = start
            + b[start..]
                .iter()
                .position(|&c| STRING_STOP[usize::from(c)])?;
        if b[i] == quote {
            // No escape, no other quote: the text as written.
            self.pos = i + 1;
            return Some(Text::Borrowed(&self.src[start..i]));
        }
        let mut out = String::from(&self.src[start..i]);
        loop {
            match b[i] {
                c if c == quote => {
                    self.pos = i + 1;
                    return Some(Text::Owned(out));
                }
                b'"' | b'\'' => {
                    out.push(char::from(b[i]));
                    i += 1;
                }
                b'\\' => match escape(b, i, quote) {
                    Escape::Char(c, len) => {
                        out.push(c);
                        i += len;
                    }
                    Escape::Need | Escape::Bad => return None,
                },
                _ => return None, // a raw control character
            }
            let run = i;
            i += b[i..].iter().position(|&c| STRING_STOP[usize::from(c)])?;
            out.push_str(&self.src[run..i]);
        }
    }

    /// `true`, `None`, …: a word that is a literal (one that is not JSON's own is recorded as
    /// repaired, as in the lenient parser).
    fn literal(&mut self) -> Option<Node<'a>> {
        let word = self.word();
        let kind = tree::literal(word).filter(|k| matches!(k, Kind::Bool(_) | Kind::Null))?;
        let fixes = u32::from(!matches!(word, "true" | "false" | "null"));
        Some(Node::fixed(kind, fixes))
    }

    fn number(&mut self) -> Option<Kind<'a>> {
        let start = self.pos;
        let len = self.b[start..]
            .iter()
            .position(|c| !matches!(c, b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E'))
            .unwrap_or(self.b.len() - start);
        self.pos = start + len;
        let raw = &self.src[start..self.pos];
        if !numbers::is_json_number(raw) {
            return None;
        }
        numbers::number(raw).map(Kind::Number)
    }
}

/// Whether `text` may be one JSON value: not when its first byte (after whitespace) starts
/// none (prose), nor when its last cannot close what its first opens (a reply cut off before
/// its closers, which serde would read to its end to say no).
pub(crate) fn may_be_json(text: &str) -> bool {
    let starts_value = text
        .bytes()
        .find(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r'))
        .is_some_and(|c| STARTS_JSON[usize::from(c)]);
    starts_value && ends_as_it_starts(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    use serde_json::{Map, Value, json};

    /// The check that lets the fast paths skip serde: it says no only to text serde refuses.
    #[test]
    fn text_that_cannot_end_as_it_starts_is_no_json() {
        let texts = [
            "{\"a\": 1}",
            " [1, 2]\n",
            "\"x\"",
            "42",
            "\t{}\r\n",
            "[]",
            "true",
            "",
            "  ",
            "{\"a\": 1",
            "[1, 2",
            "\"x",
            "{\"a\": [1]",
            "[{}",
            "{]",
            "[}",
            "\"x'",
            "'x'",
            "Sure: {\"a\": 1}",
            "{\"a\": 1} done",
            "{\"a\": \"}\"",
            "[\"]\"",
            "null",
            "-1",
            "false",
            " 0.5 ",
            "nul",
            "x",
            "True",
            "+1",
            ".5",
            "// a\n{}",
        ];
        for text in texts {
            let json = serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok();
            assert!(ends_as_it_starts(text.as_bytes()) || !json, "{text:?}");
            assert!(may_be_json(text) || !json, "{text:?}");
        }
        for text in [
            "Sure: {}",
            "'x'",
            "True",
            "// a\n{}",
            "  .5",
            "+1",
            "{\"a\": 1",
        ] {
            assert!(!may_be_json(text), "{text:?}");
        }
        assert!(!ends_as_it_starts(b"{\"a\": 1"));
        assert!(!ends_as_it_starts(b"[1, 2 "));
    }

    /// The lenient parser's reading of `text` (without the strict one first), if it is one
    /// value running to the end.
    fn lenient_reading(text: &str) -> Option<Node<'_>> {
        let (mut nodes, end) =
            super::super::lenient::read_all(text, 128, |_, _| super::super::lenient::Then::Keep)
                .ok()?;
        (nodes.len() == 1 && end == text.len())
            .then(|| nodes.pop())
            .flatten()
    }

    /// A deterministic generator of JSON values whose strings hold what heuristics look at:
    /// commas, colons, brackets, fences, escapes, line breaks, non-ASCII, and (unless `tame`)
    /// quotes.
    struct Values {
        state: u64,
        tame: bool,
    }

    impl Values {
        fn new(seed: u64, tame: bool) -> Self {
            Values { state: seed, tame }
        }

        fn next(&mut self, bound: u64) -> u64 {
            self.state = (self.state)
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.state >> 33) % bound
        }

        fn text(&mut self) -> String {
            const PIECES: [&str; 14] = [
                "a", "Heat", " ", ", ", ": ", "{", "]", "\n", "```", "\\", "é", "😀", "\"", "'",
            ];
            let pieces = if self.tame { 12 } else { 14 };
            (0..self.next(6))
                .map(|_| PIECES[self.next(pieces) as usize])
                .collect()
        }

        fn value(&mut self, depth: u32) -> Value {
            match self.next(if depth > 3 { 5 } else { 7 }) {
                0 => Value::Null,
                1 => Value::Bool(self.next(2) == 0),
                2 => json!(self.next(2000) as i64 - 1000),
                3 => json!(self.next(1000) as f64 / 8.0),
                4 => Value::String(self.text()),
                5 => (0..self.next(4)).map(|_| self.value(depth + 1)).collect(),
                _ => {
                    let mut map = Map::new();
                    for _ in 0..self.next(4) {
                        map.insert(self.text(), self.value(depth + 1));
                    }
                    Value::Object(map)
                }
            }
        }
    }

    /// Valid JSON whose every part the lenient parser also reads as JSON.
    const AGREED: &[&str] = &[
        "0",
        "-0.5e+3",
        "1E5",
        "123456789012345678901234567890",
        "true",
        "null",
        r#""""#,
        r#""plain""#,
        r#""esc \" \\ \/ \b \f \n \r \t \u00e9 \ud83d\ude00 end""#,
        r#""a, b" "#,
        "  {}  ",
        "[]",
        r#"{"": 1, "a": [1, 2.5, -3], "b": {"c": null, "d": [true, false]}}"#,
        r#"{"a": 1, "a": 2}"#,
        r#"[{"t": "x"}, {"t": "```json\n{}\n```"}, "[", "{", "]"]"#,
        "{\n  \"title\": \"Heat\",\n  \"year\": 1995,\n  \"genres\": [\"crime\", \"drama\"]\n}",
    ];

    #[test]
    fn valid_json_reads_as_the_lenient_parser_reads_it() {
        for text in AGREED {
            assert_eq!(parse(text, 128), lenient_reading(text), "{text}");
            assert!(parse(text, 128).is_some(), "{text}");
        }
    }

    /// Whether a key of `value` ends in whitespace holding a line break, which the lenient
    /// parser drops (the one reading the two parsers differ on by design).
    fn trims_a_key(value: &Value) -> bool {
        match value {
            Value::Array(items) => items.iter().any(trims_a_key),
            Value::Object(map) => map.iter().any(|(key, item)| {
                let kept = key.trim_end_matches(['\n', '\r', ' ', '\t']);
                key[kept.len()..].contains('\n') || trims_a_key(item)
            }),
            _ => false,
        }
    }

    /// `value` written with the liberties this reading takes, chosen by `values`, and
    /// comments and line breaks where models put them (before a key or item, a closer).
    fn liberal(value: &Value, values: &mut Values, out: &mut String) {
        let gap = |values: &mut Values, out: &mut String| match values.next(12) {
            0 => out.push_str(" // note\n"),
            1 => out.push_str(" /* note */"),
            2 => out.push_str("\n  "),
            3 => out.push_str(" # note\n"),
            _ => {}
        };
        let string = |text: &str, values: &mut Values, out: &mut String| {
            if values.next(2) == 0 {
                out.push_str(&Value::from(text).to_string());
            } else {
                let json = Value::from(text).to_string();
                let inner = &json[1..json.len() - 1];
                out.push('\'');
                out.push_str(&inner.replace("\\\"", "\"").replace('\'', "\\'"));
                out.push('\'');
            }
        };
        match value {
            Value::Null if values.next(2) == 0 => out.push_str("None"),
            Value::Bool(true) if values.next(2) == 0 => out.push_str("True"),
            Value::String(text) => string(text, values, out),
            Value::Array(items) => {
                out.push('[');
                for (n, item) in items.iter().enumerate() {
                    if n > 0 {
                        out.push(',');
                    }
                    gap(values, out);
                    liberal(item, values, out);
                }
                if !items.is_empty() && values.next(2) == 0 {
                    out.push(',');
                }
                gap(values, out);
                out.push(']');
            }
            Value::Object(map) => {
                out.push('{');
                for (n, (key, item)) in map.iter().enumerate() {
                    if n > 0 {
                        out.push(',');
                    }
                    gap(values, out);
                    let word = key.bytes().next().is_some_and(is_word_start)
                        && key.bytes().all(is_word_byte);
                    if word && values.next(2) == 0 {
                        out.push_str(key);
                    } else {
                        string(key, values, out);
                    }
                    out.push_str(": ");
                    liberal(item, values, out);
                }
                if !map.is_empty() && values.next(2) == 0 {
                    out.push(',');
                }
                gap(values, out);
                out.push('}');
            }
            other => out.push_str(&other.to_string()),
        }
    }

    #[test]
    fn generated_liberties_read_as_the_lenient_parser_reads_them() {
        let mut values = Values::new(3, true);
        let mut read = 0;
        for _ in 0..4000 {
            let value = values.value(0);
            let mut text = String::from("// the value\n");
            liberal(&value, &mut values, &mut text);
            if trims_a_key(&value) {
                continue;
            }
            let node = parse(&text, 128);
            if node.is_some() {
                read += 1;
                assert_eq!(node, lenient_reading(&text), "{text}");
            }
        }
        assert!(read > 3000, "{read} read");
    }

    #[test]
    fn generated_json_reads_as_written_and_as_the_lenient_parser_reads_it() {
        // Node → Value through the same rules as everywhere (`node_value`): the reading of
        // what serde_json wrote, compact or pretty, is what it wrote.
        let mut values = Values::new(7, false);
        for _ in 0..4000 {
            let value = values.value(0);
            for text in [
                value.to_string(),
                serde_json::to_string_pretty(&value).unwrap(),
            ] {
                let node = parse(&text, 128).expect("valid JSON");
                assert_eq!(crate::engine::node_value(&node), value, "{text}");
                if !trims_a_key(&value) {
                    assert_eq!(Some(node), lenient_reading(&text), "{text}");
                }
            }
        }
    }

    #[test]
    fn anything_but_one_valid_value_is_left_to_the_lenient_parser() {
        for text in [
            "",
            " ",
            "[1, 2",
            r#"{"a": 1} {"b": 2}"#,
            r#"{"a": 1}, "b": 2"#,
            "{'a': 'it's'}",
            "{first name: 1}",
            "{a: 1 b: 2}",
            "[1,, 2]",
            "[,1]",
            "{a: 1} /* open",
            "['a' 'b']",
            "[yes]",
            "[NaN]",
            "{'a': 'line\nbreak'}",
            "{a: -}",
            "01",
            "1.",
            "+1",
            ".5",
            "NaN",
            "nul",
            r#""\ud800""#,
            r#""\x41""#,
            "\"raw\nnewline\"",
            r#""unclosed"#,
            "[1] // comment",
            "\u{a0}1",
        ] {
            assert_eq!(parse(text, 128), None, "{text:?}");
        }
    }

    #[test]
    fn nesting_past_the_limit_is_left_to_the_lenient_parser() {
        let nested = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        assert!(parse(&nested(4), 4).is_some());
        assert_eq!(parse(&nested(5), 4), None);
        assert!(parse(&nested(100_000), 128).is_none());
    }

    #[test]
    fn valid_json_that_a_heuristic_would_misread_is_read_as_json() {
        // The lenient parser ends the string at `,` before what looks like the next key.
        let text = r#"{"a": "x,", ":": 1}"#;
        let node = parse(text, 128).expect("valid JSON");
        let Kind::Object(entries) = node.kind else {
            panic!("an object: {node:?}")
        };
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0], ("a".into(), Node::new(Kind::Str("x,".into()))));
        assert_eq!(entries[1].0, ":");
        assert_ne!(
            lenient_reading(text),
            Some(Node::new(Kind::Object(entries)))
        );
        // A key's escaped line break is part of the key (the lenient parser drops a trailing
        // one, written raw or not).
        let text = r#"{"key\n": 1}"#;
        assert_eq!(
            parse(text, 128),
            Some(Node::new(Kind::Object(vec![(
                "key\n".into(),
                Node::new(Kind::Number("1".into()))
            )])))
        );
        assert_ne!(parse(text, 128), lenient_reading(text));
    }
}
