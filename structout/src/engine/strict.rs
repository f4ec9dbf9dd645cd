//! Strict JSON → a [`Node`] tree: the reading of a place that holds valid JSON.
//!
//! Most replies write their value as valid JSON, whole or in a fence. Valid JSON needs none
//! of the lenient parser's lookaheads, and must not get them: it means what JSON says, even
//! where a heuristic would read it otherwise (`{"a": "x,", ":": 1}` is two members, not a
//! string cut at its comma). So a place is read strictly first, and [`lenient`] reads it only
//! when this reading gives up.
//!
//! The reading gives up (`None`) at the first byte that is not JSON, at a lone surrogate
//! escape (which serde_json refuses too), past `max_depth`, and when anything but whitespace
//! follows the value; nothing is ever half-read. It builds the same tree the lenient parser
//! builds for valid JSON it reads as JSON (numbers pass through the same rule,
//! [`lenient::number`]), every node complete with no repairs.
//!
//! Cost: one pass, every byte looked at once; recursion as deep as the nesting, which is
//! bounded by `max_depth`.

use super::lenient::{self, Kind, Node};

/// `text` as one valid JSON value (whitespace around it allowed), or `None`.
pub(crate) fn parse(text: &str, max_depth: usize) -> Option<Node> {
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
    reader.skip_ws();
    (reader.pos == reader.b.len()).then_some(node)
}

/// Whether the last byte (before whitespace) can close what the first one opens: a reply
/// cut off before its closers is left at once, not read to its end first.
fn ends_as_it_starts(b: &[u8]) -> bool {
    let is_ws = |c: &u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r');
    let (Some(first), Some(last)) = (b.iter().find(|c| !is_ws(c)), b.iter().rfind(|c| !is_ws(c)))
    else {
        return false;
    };
    match first {
        b'{' => *last == b'}',
        b'[' => *last == b']',
        b'"' => *last == b'"',
        b't' | b'f' => *last == b'e',
        b'n' => *last == b'l',
        _ => last.is_ascii_digit(),
    }
}

struct Reader<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    /// How many more containers may open inside the current one.
    depth_left: usize,
}

/// Bytes that end a run of plain string content: the quote, a backslash, control bytes.
const STRING_STOP: [bool; 256] = {
    let mut table = [false; 256];
    let mut c = 0;
    while c < 0x20 {
        table[c] = true;
        c += 1;
    }
    table[b'"' as usize] = true;
    table[b'\\' as usize] = true;
    table
};

impl Reader<'_> {
    fn skip_ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.b.get(self.pos) {
            self.pos += 1;
        }
    }

    /// Consumes `byte` (after whitespace), or gives up.
    fn expect(&mut self, byte: u8) -> Option<()> {
        self.skip_ws();
        (self.b.get(self.pos) == Some(&byte)).then(|| self.pos += 1)
    }

    fn value(&mut self) -> Option<Node> {
        self.skip_ws();
        let kind = match *self.b.get(self.pos)? {
            b'{' => self.container(Self::object)?,
            b'[' => self.container(Self::array)?,
            b'"' => Kind::Str(self.string()?),
            b't' => self.literal("true", Kind::Bool(true))?,
            b'f' => self.literal("false", Kind::Bool(false))?,
            b'n' => self.literal("null", Kind::Null)?,
            b'-' | b'0'..=b'9' => self.number()?,
            _ => return None,
        };
        Some(Node::new(kind))
    }

    /// An object or array (`read` consumes it, opener included), one level deeper.
    fn container(&mut self, read: fn(&mut Self) -> Option<Kind>) -> Option<Kind> {
        self.depth_left = self.depth_left.checked_sub(1)?;
        let kind = read(self);
        self.depth_left += 1;
        kind
    }

    fn object(&mut self) -> Option<Kind> {
        self.pos += 1;
        let mut entries = Vec::new();
        self.skip_ws();
        if self.b.get(self.pos) == Some(&b'}') {
            self.pos += 1;
            return Some(Kind::Object(entries));
        }
        loop {
            self.expect(b'"')?;
            self.pos -= 1;
            let key = self.string()?;
            self.expect(b':')?;
            entries.push((key, self.value()?));
            self.skip_ws();
            match self.b.get(self.pos)? {
                b',' => self.pos += 1,
                b'}' => {
                    self.pos += 1;
                    return Some(Kind::Object(entries));
                }
                _ => return None,
            }
        }
    }

    fn array(&mut self) -> Option<Kind> {
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_ws();
        if self.b.get(self.pos) == Some(&b']') {
            self.pos += 1;
            return Some(Kind::Array(items));
        }
        loop {
            items.push(self.value()?);
            self.skip_ws();
            match self.b.get(self.pos)? {
                b',' => self.pos += 1,
                b']' => {
                    self.pos += 1;
                    return Some(Kind::Array(items));
                }
                _ => return None,
            }
        }
    }

    /// A quoted string (the opening quote at `pos`), unescaped.
    fn string(&mut self) -> Option<String> {
        let b = self.b;
        let mut i = self.pos + 1;
        let mut out = String::new();
        loop {
            let run = i;
            i += b[i..].iter().position(|&c| STRING_STOP[usize::from(c)])?;
            out.push_str(&self.src[run..i]);
            match b[i] {
                b'"' => {
                    self.pos = i + 1;
                    return Some(out);
                }
                b'\\' => i = escape(b, i, &mut out)?,
                _ => return None, // a raw control character
            }
        }
    }

    fn literal(&mut self, word: &str, kind: Kind) -> Option<Kind> {
        let end = self.pos + word.len();
        (self.b.get(self.pos..end)? == word.as_bytes()).then(|| {
            self.pos = end;
            kind
        })
    }

    fn number(&mut self) -> Option<Kind> {
        let start = self.pos;
        let len = self.b[start..]
            .iter()
            .position(|c| !matches!(c, b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E'))
            .unwrap_or(self.b.len() - start);
        self.pos = start + len;
        let raw = &self.src[start..self.pos];
        if !lenient::is_json_number(raw) {
            return None;
        }
        lenient::number(raw).map(Kind::Number)
    }
}

/// The JSON escape at `i` (a backslash) decoded onto `out`: where reading goes on, or `None`
/// for what JSON does not allow (an unknown escape, a lone surrogate).
fn escape(b: &[u8], i: usize, out: &mut String) -> Option<usize> {
    let simple = match *b.get(i + 1)? {
        b'"' => '"',
        b'\\' => '\\',
        b'/' => '/',
        b'b' => '\u{8}',
        b'f' => '\u{c}',
        b'n' => '\n',
        b'r' => '\r',
        b't' => '\t',
        b'u' => {
            let code = hex4(b, i + 2)?;
            if (0xD800..0xDC00).contains(&code) {
                let low = (b.get(i + 6..i + 8)? == b"\\u")
                    .then(|| hex4(b, i + 8))
                    .flatten()
                    .filter(|low| (0xDC00..0xE000).contains(low))?;
                out.push(char::from_u32(
                    0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00),
                )?);
                return Some(i + 12);
            }
            out.push(char::from_u32(code)?);
            return Some(i + 6);
        }
        _ => return None,
    };
    out.push(simple);
    Some(i + 2)
}

/// Four hex digits at `i`.
fn hex4(b: &[u8], i: usize) -> Option<u32> {
    b.get(i..i + 4)?.iter().try_fold(0, |code, &c| {
        let digit = char::from(c).to_digit(16)?;
        Some(code * 16 + digit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    use serde_json::{Map, Value, json};

    /// The lenient parser's reading of `text` (without the strict one first), if it is one
    /// value running to the end.
    fn lenient_reading(text: &str) -> Option<Node> {
        let (mut nodes, end) = lenient::read_all(text, 128).ok()?;
        (nodes.len() == 1 && end == text.len())
            .then(|| nodes.pop())
            .flatten()
    }

    /// A deterministic generator of JSON values whose strings hold what heuristics look at:
    /// quotes, commas, colons, brackets, fences, escapes, line breaks, non-ASCII.
    struct Values(u64);

    impl Values {
        fn next(&mut self, bound: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) % bound
        }

        fn text(&mut self) -> String {
            const PIECES: [&str; 14] = [
                "a", "Heat", " ", ", ", ": ", "\"", "{", "]", "\n", "```", "\\", "é", "😀", "'",
            ];
            (0..self.next(6))
                .map(|_| PIECES[self.next(PIECES.len() as u64) as usize])
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

    #[test]
    fn generated_json_reads_as_the_lenient_parser_reads_it() {
        // The one reading they differ on by design: a key ending in an escaped line break.
        let mut values = Values(11);
        for _ in 0..2000 {
            let value = values.value(0);
            for text in [
                value.to_string(),
                serde_json::to_string_pretty(&value).unwrap(),
            ] {
                if !text.contains("\\n\":") {
                    assert_eq!(parse(&text, 128), lenient_reading(&text), "{text}");
                }
            }
        }
    }

    #[test]
    fn generated_json_reads_as_serde_json_wrote_it() {
        // Node → Value through the same rules as everywhere (`node_value`): the strict
        // reading of what serde_json wrote is what it wrote, compact or pretty.
        let mut values = Values(7);
        for _ in 0..2000 {
            let value = values.value(0);
            for text in [
                value.to_string(),
                serde_json::to_string_pretty(&value).unwrap(),
            ] {
                let node = parse(&text, 128).expect("valid JSON");
                assert_eq!(crate::engine::node_value(&node), value, "{text}");
            }
        }
    }

    #[test]
    fn anything_but_one_valid_value_is_left_to_the_lenient_parser() {
        for text in [
            "",
            " ",
            "{'a': 1}",
            r#"{"a": 1,}"#,
            "[1, 2",
            r#"{"a": 1} {"b": 2}"#,
            r#"{"a": 1}, "b": 2"#,
            r#"{a: 1}"#,
            "01",
            "1.",
            "+1",
            ".5",
            "NaN",
            "True",
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
