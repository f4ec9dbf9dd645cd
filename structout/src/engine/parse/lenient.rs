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

/// A quoted key's text: a trailing line break (and the spaces around it) is not part of it.
fn key_text(text: Text<'_>) -> Text<'_> {
    let trimmed = text.trim_end_matches(['\n', '\r', ' ', '\t']).len();
    if trimmed < text.len() && text[trimmed..].contains('\n') {
        cut_to(text, trimmed)
    } else {
        text
    }
}

/// `text`'s first `len` bytes, not copied.
fn cut_to(text: Text<'_>, len: usize) -> Text<'_> {
    match text {
        Cow::Borrowed(text) => Cow::Borrowed(&text[..len]),
        Cow::Owned(mut text) => {
            text.truncate(len);
            Cow::Owned(text)
        }
    }
}

/// `text` without the whitespace it ends with, not copied.
fn trim_end(text: Text<'_>) -> Text<'_> {
    let len = text.trim_end().len();
    cut_to(text, len)
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

/// How a quoted string was opened, and what reading it has found so far.
struct Quoted {
    ctx: Ctx,
    /// The closing quote.
    close: u8,
    /// `\"…\"`: a document whose quotes are all escaped.
    escaped_doc: bool,
    opened_curly: bool,
    /// `""value"`: an opening quote written twice.
    doubled: bool,
    fixes: u32,
    content_start: usize,
    /// Whether an inner quoted phrase is open (`"say "hi" now"`).
    inner_open: bool,
    /// Brackets opened minus closed inside the string.
    nest: i32,
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

/// `“`, `”`, `„` (all start with E2 80).
fn smart_quote_len(b: &[u8], i: usize) -> usize {
    if b.len() >= i + 3 && b[i] == 0xE2 && b[i + 1] == 0x80 && matches!(b[i + 2], 0x9C..=0x9E) {
        3
    } else {
        0
    }
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
        let rest = &self.b[self.pos..];
        rest.starts_with(b"```") && {
            let line = memchr(b'\n', rest).map_or(rest, |n| &rest[..n]);
            line.iter()
                .skip(3)
                .all(|&c| c == b'`' || c.is_ascii_whitespace())
        }
    }

    fn enter(&mut self, closer: u8) -> Result<(), Failure> {
        if self.stack.len() >= self.max_depth {
            return Err(Failure::TooDeep);
        }
        self.stack.push(closer);
        Ok(())
    }

    /// Handles a closer that does not match the innermost container. Returns true when the
    /// current container should end here (the closer belongs to an outer one, which will
    /// consume it); false when it is a stray closer, which is skipped.
    fn foreign_closer(&mut self, c: u8) -> bool {
        let outer = &self.stack[..self.stack.len().saturating_sub(1)];
        if outer.contains(&c) {
            true
        } else {
            self.pos += 1;
            false
        }
    }

    fn object(&mut self) -> Result<Node<'a>, Failure> {
        self.pos += 1;
        self.enter(b'}')?;
        let result = self.members(b'}');
        self.stack.pop();
        let (entries, mut node) = result?;
        node.kind = match node.kind {
            Kind::Set(items) if entries.is_empty() => Kind::Set(items),
            _ => Kind::Object(entries),
        };
        Ok(node)
    }

    /// Object members up to and including the closing brace (or the end of input).
    /// The returned node carries `cut`/`fixes`, and a `Set` kind when the braces held bare
    /// values only.
    #[allow(clippy::type_complexity)]
    fn members(&mut self, closer: u8) -> Result<(Vec<(Text<'a>, Node<'a>)>, Node<'a>), Failure> {
        let mut acc = Members::default();
        loop {
            match self.between_members(closer, &mut acc)? {
                Step::Done => break,
                Step::Again => continue,
                Step::Member => {}
            }
            let key_start = self.pos;
            self.key_cut = false;
            let (key, quoted) = self.key();
            if self.pos == key_start {
                // Nothing readable: skip one character.
                self.pos += self.src[self.pos..]
                    .chars()
                    .next()
                    .map_or(1, char::len_utf8);
                acc.fixes += 1;
                continue;
            }
            let Some(key) = self.key_colon(key, quoted, &mut acc) else {
                continue;
            };
            let value = self.member_value(closer, &mut acc)?;
            acc.entries.push((key, value));
            // Separator.
            let after = self.skip_ws_from(self.pos);
            match self.b.get(after) {
                Some(b',') => self.pos = after + 1,
                Some(&c) if c == closer || is_closer(c) => {}
                None => {}
                Some(_) => acc.fixes += 1, // missing comma
            }
        }
        Ok(acc.finish())
    }

    /// What stands before the next key: the closer (done), separators and stray closers
    /// (skipped), a value where a key belongs (it continues the previous array value), or the
    /// end of the value.
    fn between_members(&mut self, closer: u8, acc: &mut Members<'a>) -> Result<Step, Failure> {
        self.skip_ws();
        let Some(c) = self.peek() else {
            acc.cut = true;
            return Ok(Step::Done);
        };
        if self.at_fence_close() {
            // The closing fence of the block the value was in: the value ends here.
            acc.cut = true;
            return Ok(Step::Done);
        }
        match c {
            _ if c == closer => {
                self.pos += 1;
                Ok(Step::Done)
            }
            b',' | b':' => {
                self.pos += 1;
                if c == b':' || acc.entries.is_empty() && acc.set.is_empty() {
                    acc.fixes += 1;
                }
                Ok(Step::Again)
            }
            b']' | b')' | b'}' => {
                acc.fixes += 1;
                Ok(if self.foreign_closer(c) {
                    Step::Done
                } else {
                    Step::Again
                })
            }
            b'[' | b'{' | b'(' => {
                // A value where a key belongs: it continues the previous array value.
                let node = self.value(Ctx::Value)?;
                acc.fixes += 1;
                match (acc.entries.last_mut(), node.kind) {
                    (Some((_, prev)), Kind::Array(items)) => {
                        if let Kind::Array(prev_items) = &mut prev.kind {
                            prev_items.extend(items);
                        }
                    }
                    (None, kind) => acc.set_item(Node::new(kind)),
                    _ => {}
                }
                Ok(Step::Again)
            }
            _ => Ok(Step::Member),
        }
    }

    /// The colon after a key, or what the key was instead (a member of its own, a set item,
    /// a cut-off key): `Some(key)` when a value follows.
    fn key_colon(
        &mut self,
        key: Text<'a>,
        quoted: bool,
        acc: &mut Members<'a>,
    ) -> Option<Text<'a>> {
        self.skip_ws();
        match self.peek() {
            Some(b':') => {
                self.pos += 1;
                if self.peek() == Some(b':') {
                    self.pos += 1;
                }
            }
            // A key cut off by the end of the reply inside its quotes, or one that may have
            // been: the first bare thing after the members, where the reply ends before its
            // colon (`{"name": "Ada", "age"`; after prose words it is one more word).
            None if self.key_cut || acc.set.is_empty() => {
                acc.cut_key(key);
                return None;
            }
            Some(b',') | Some(b'}') if quoted && self.key_cut => {
                acc.cut_key(key);
                return None;
            }
            Some(b',') | Some(b'}') | None if quoted => {
                // `{"key:value}`: the colon ended up inside the quotes.
                if let Some((k, v)) = key.split_once(':')
                    && !k.is_empty()
                {
                    let v = v.trim().trim_matches(['"', '\'']);
                    let (k, v) = (k.trim().to_owned(), v.to_owned());
                    acc.entries
                        .push((k.into(), Node::fixed(Kind::Str(v.into()), 2)));
                    return None;
                }
                acc.set_item(Node::new(Kind::Str(key)));
                return None;
            }
            Some(b'"' | b'\'') if quoted => acc.fixes += 1, // missing colon
            Some(b',') | Some(b'}') | None if number(&key).is_some() => {
                acc.set_item(classify(&key).into_owned());
                return None;
            }
            _ if !quoted => {
                // A bare word that is not followed by a colon: garbage between members, or
                // the only content of `{placeholder}` (then a set of words, not `{}`).
                acc.set_item(Node::fixed(Kind::Word(key), 1));
                return None;
            }
            _ => acc.fixes += 1,
        }
        Some(key)
    }

    /// A member's value, or `Missing` where it was left out (`"a": ,`) or cut off.
    fn member_value(&mut self, closer: u8, acc: &mut Members<'a>) -> Result<Node<'a>, Failure> {
        self.skip_ws();
        Ok(match self.peek() {
            None => {
                acc.cut = true;
                Node {
                    kind: Kind::Missing,
                    cut: true,
                    fixes: 0,
                }
            }
            Some(b',') => Node::fixed(Kind::Missing, 1),
            Some(c) if c == closer => Node::fixed(Kind::Missing, 1),
            Some(b']' | b')') => Node::fixed(Kind::Missing, 1),
            Some(_) => self.value(Ctx::Value)?,
        })
    }

    /// An object key: quoted (any quote style) or bare up to the colon.
    fn key(&mut self) -> (Text<'a>, bool) {
        let c = self.b[self.pos];
        if matches!(c, b'"' | b'\'' | b'`') || smart_quote_len(self.b, self.pos) > 0 {
            let node = self.string(Ctx::Key);
            self.key_cut = node.cut;
            let text = match node.kind {
                Kind::Str(s) | Kind::Word(s) => s,
                _ => Text::Borrowed(""),
            };
            return (key_text(text), true);
        }
        if c == b'\\' && self.b.get(self.pos + 1) == Some(&b'"') {
            let node = self.string(Ctx::Key);
            if let Kind::Str(s) = node.kind {
                return (s, true);
            }
        }
        let start = self.pos;
        let mut i = start;
        while i < self.b.len() {
            let c = self.b[i];
            if c == b':' || c == b',' || c == b'\n' || is_closer(c) || c == b'{' || c == b'[' {
                break;
            }
            if c == b'"' && i > start {
                break;
            }
            i += 1;
        }
        self.pos = i;
        (Text::Borrowed(self.src[start..i].trim()), false)
    }

    fn array(&mut self, closer: u8) -> Result<Node<'a>, Failure> {
        self.pos += 1;
        self.enter(closer)?;
        let result = self.items(closer);
        self.stack.pop();
        result
    }

    fn items(&mut self, closer: u8) -> Result<Node<'a>, Failure> {
        let mut fixes = 0;
        let mut cut = false;
        let open = self.items.len();
        // `[ "k": v, ... ]`: key-value pairs written inside brackets.
        let mut pairs: Option<Vec<(Text<'a>, Node<'a>)>> = None;
        loop {
            match self.between_items(closer, &mut fixes, &mut cut) {
                Step::Done => break,
                Step::Again => continue,
                Step::Member => {}
            }
            let start = self.pos;
            let item = self.value(Ctx::Item)?;
            if self.pos == start {
                self.pos += 1;
                fixes += 1;
                continue;
            }
            if let Some(pair) = self.pair_after(&item)? {
                pairs.get_or_insert_with(Vec::new).push(pair);
                fixes += 1;
                continue;
            }
            if let Some(entries) = pairs.take() {
                self.items.push(Node::new(Kind::Object(entries)));
            }
            let after = self.skip_ws_from(self.pos);
            match self.b.get(after) {
                Some(b',') | None => {}
                Some(&c) if is_closer(c) => {}
                Some(_) => fixes += 1, // missing comma
            }
            self.items.push(item);
        }
        if let Some(entries) = pairs.take() {
            self.items.push(Node::new(Kind::Object(entries)));
        }
        Ok(Node {
            kind: Kind::Array(self.items.drain(open..).collect()),
            cut,
            fixes,
        })
    }

    /// What stands before the next item: the closer, the end or a closing fence (done),
    /// separators, stray closers, `...` and colons (skipped), or an item (`Member`).
    fn between_items(&mut self, closer: u8, fixes: &mut u32, cut: &mut bool) -> Step {
        self.skip_ws();
        let Some(c) = self.peek() else {
            *cut = true;
            return Step::Done;
        };
        if self.at_fence_close() {
            *cut = true;
            return Step::Done;
        }
        match c {
            _ if c == closer => {
                self.pos += 1;
                Step::Done
            }
            b',' => {
                self.pos += 1;
                Step::Again
            }
            b']' | b'}' | b')' => {
                *fixes += 1;
                if self.foreign_closer(c) {
                    Step::Done
                } else {
                    Step::Again
                }
            }
            b'.' if self.b[self.pos..].starts_with(b"...") => {
                self.pos += 3;
                while self.peek() == Some(b'.') {
                    self.pos += 1;
                }
                *fixes += 1;
                Step::Again
            }
            b':' => {
                self.pos += 1;
                *fixes += 1;
                Step::Again
            }
            _ => Step::Member,
        }
    }

    /// A string item followed by a colon is a key: the pair it starts.
    fn pair_after(&mut self, item: &Node<'a>) -> Result<Option<(Text<'a>, Node<'a>)>, Failure> {
        let after = self.skip_ws_from(self.pos);
        let (Some(b':'), Kind::Str(key) | Kind::Word(key)) = (self.b.get(after), &item.kind) else {
            return Ok(None);
        };
        self.pos = after + 1;
        self.skip_ws();
        let value = match self.peek() {
            None | Some(b',') | Some(b']') | Some(b'}') => Node::fixed(Kind::Missing, 1),
            Some(_) => self.value(Ctx::Value)?,
        };
        Ok(Some((key.clone(), value)))
    }

    fn tuple(&mut self) -> Result<Node<'a>, Failure> {
        let start = self.pos;
        let node = self.array(b')')?;
        let had_comma = memchr(b',', &self.b[start..self.pos]).is_some();
        match node.kind {
            Kind::Array(mut items) if items.len() == 1 && !had_comma => Ok(items.remove(0)),
            kind => Ok(Node {
                kind,
                cut: node.cut,
                fixes: node.fixes + 1,
            }),
        }
    }

    /// Whether a key (`"name":`, `'name':` or `name:`) starts at `i`, after whitespace.
    fn is_key_at(&self, i: usize) -> bool {
        let b = self.b;
        let i = self.skip_ws_near(i);
        let Some(&c) = b.get(i) else {
            return false;
        };
        let end = (i + LOOKAHEAD).min(b.len());
        // `""key"":` — doubled quotes.
        let doubled =
            c == b'"' && b.get(i + 1) == Some(&b'"') && b.get(i + 2).is_some_and(|&c| is_ident(c));
        let i = if doubled { i + 1 } else { i };
        let close = if c == b'"' || c == b'\'' {
            match unescaped(c, &b[i + 1..end]) {
                Some(n) if !b[i + 1..i + 1 + n].contains(&b'\n') => i + 1 + n + 1,
                // A key cut off by the end of the reply.
                None if end == b.len()
                    && b.get(i + 1).is_some_and(|&c| is_ident(c))
                    && b[i + 1..].iter().all(|&c| is_ident(c) || c == b' ') =>
                {
                    return true;
                }
                _ => return false,
            }
        } else if is_ident(c) && c != b'-' {
            let mut j = i;
            while j < end && (is_ident(b[j]) || b[j] == b'.') {
                j += 1;
            }
            // Up to three words: `Some key:`.
            for _ in 0..2 {
                if j + 1 < end && b[j] == b' ' && b[j + 1].is_ascii_alphabetic() {
                    let mut k = j + 1;
                    while k < end && is_ident(b[k]) {
                        k += 1;
                    }
                    if b.get(k) == Some(&b':') {
                        j = k;
                        break;
                    }
                    if b.get(k) != Some(&b' ') {
                        break;
                    }
                    j = k;
                } else {
                    break;
                }
            }
            j
        } else {
            return false;
        };
        let mut j = close;
        if doubled && b.get(j) == Some(&b'"') {
            j += 1;
        }
        while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
            j += 1;
        }
        if j == b.len() && (c == b'"' || c == b'\'') {
            return true;
        }
        b.get(j) == Some(&b':') && b.get(j + 1) != Some(&b'/') && b.get(j + 1) != Some(&b':')
    }

    /// Whether the value ends at `i`: the next significant character closes a container or
    /// separates members/items (checked against the context).
    fn ends_value_at(&self, i: usize, ctx: Ctx) -> bool {
        let j = self.skip_ws_near(i);
        let Some(&c) = self.b.get(j) else {
            return true;
        };
        match ctx {
            Ctx::Key => matches!(c, b':' | b',' | b'}'),
            Ctx::Top => matches!(c, b',' | b'}' | b']' | b'`') || self.b[j..].starts_with(b"```"),
            Ctx::Value => match c {
                b'}' => true,
                b']' => {
                    self.stack.contains(&b']')
                        && matches!(
                            self.b.get(self.skip_ws_near(j + 1)),
                            None | Some(b',' | b'}' | b']')
                        )
                }
                b',' => {
                    let k = self.skip_ws_near(j + 1);
                    match self.b.get(k) {
                        None => true,
                        Some(b'}') => true,
                        _ => self.is_key_at(k) || self.is_key_after_word(k),
                    }
                }
                b'`' => self.b[j..].starts_with(b"```"),
                b'"' => self.is_quoted_key_at(j),
                b'\'' => self.is_key_at(j),
                _ => false,
            },
            Ctx::Item => match c {
                b']' | b'}' | b')' => true,
                b',' => {
                    let k = self.skip_ws_near(j + 1);
                    match self.b.get(k) {
                        None => true,
                        Some(&c) => {
                            matches!(c, b'"' | b'\'' | b'[' | b'{' | b']' | b'(' | b'-' | b'.')
                                || c.is_ascii_alphanumeric()
                                || smart_quote_len(self.b, k) > 0
                                || c == b'\\' && self.b.get(k + 1) == Some(&b'"')
                        }
                    }
                }
                b'"' | b'\'' => true,
                b':' => true,
                _ => false,
            },
        }
    }

    /// A quoted string in any style. Never fails: at worst it runs to the end of the input
    /// and is marked `cut`.
    fn string(&mut self, ctx: Ctx) -> Node<'a> {
        let b = self.b;
        let start = self.pos;
        // Triple quotes and fenced code: delimited verbatim.
        for delim in [&b"\"\"\""[..], b"'''", b"```"] {
            if b[start..].starts_with(delim) {
                return self.verbatim(delim);
            }
        }
        let (open_len, close): (usize, u8) = match b[start] {
            b'\\' => (2, b'"'),
            b'"' => (1, b'"'),
            b'\'' => (1, b'\''),
            b'`' => (1, b'`'),
            _ => (smart_quote_len(b, start), b'"'),
        };
        let mut q = Quoted {
            ctx,
            close,
            escaped_doc: b[start] == b'\\',
            // A curly quote closes only a string that a curly quote opened: inside `"…"` it
            // is content (`"a 5” screen"`).
            opened_curly: b[start] == 0xE2,
            doubled: false,
            fixes: u32::from(b[start] != b'"'),
            content_start: start + open_len,
            inner_open: false,
            nest: 0,
        };
        // A doubled opening quote: `""value"`, `''value''`.
        let i = q.content_start;
        if (close == b'"' || close == b'\'') && !q.escaped_doc && b.get(i) == Some(&close) {
            if self.ends_value_at(i + 1, ctx)
                || ctx == Ctx::Key && self.ends_value_at(i + 1, Ctx::Value)
            {
                self.pos = i + 1;
                return Node::new(Kind::Str(Text::Borrowed("")));
            }
            q.content_start += 1;
            q.fixes += 1;
            q.doubled = true;
        }
        self.string_body(&mut q)
    }

    /// The content of a quoted string, up to the quote that closes it (or where it must have
    /// ended).
    fn string_body(&mut self, q: &mut Quoted) -> Node<'a> {
        let b = self.b;
        let ctx = q.ctx;
        let mut i = q.content_start;
        let mut out = String::new();
        let mut run = i; // start of the not-yet-copied run
        while i < b.len() {
            // Plain content (no quote, escape, bracket or comma) needs no decision: skip the
            // run at once, at the same cost in budget as byte by byte.
            let plain = b[i..]
                .iter()
                .take(self.budget)
                .position(|&c| !is_plain_string_byte(c))
                .unwrap_or_else(|| (b.len() - i).min(self.budget));
            i += plain;
            self.budget -= plain;
            if i >= b.len() || self.budget == 0 {
                break;
            }
            self.budget -= 1;
            let c = b[i];
            if q.escaped_doc && c == b'\\' && b.get(i + 1) == Some(&b'"') {
                // In an escaped document, `\"` is the quote.
                if self.ends_value_at(i + 2, ctx) || ctx == Ctx::Top {
                    self.pos = i + 2;
                    let text = self.text_until(&mut out, run, i);
                    return Node::fixed(Kind::Str(text), q.fixes + 1);
                }
                out.push_str(&self.src[run..i]);
                out.push('"');
                i += 2;
                run = i;
                continue;
            }
            if c == b'\\' {
                out.push_str(&self.src[run..i]);
                i = self.escape(i, &mut out);
                run = i;
                continue;
            }
            let quote_len = if c == q.close {
                1
            } else if q.close == b'"' && q.opened_curly && c == 0xE2 {
                smart_quote_len(b, i)
            } else {
                0
            };
            if quote_len > 0 {
                match self.at_quote(q, i, quote_len, run, &mut out) {
                    Ok(node) => return node,
                    Err(next) => {
                        i = next;
                        continue;
                    }
                }
            }
            match c {
                b'{' | b'[' => q.nest += 1,
                b'}' | b']' => q.nest -= 1,
                _ => {}
            }
            // A value string running into the next member: `"a, "b": 1`.
            if c == b','
                && ctx == Ctx::Value
                && !q.inner_open
                && q.nest <= 0
                && self.is_quoted_key_at(i + 1)
            {
                self.pos = i;
                let text = trim_end(self.text_until(&mut out, run, i));
                return Node::fixed(Kind::Str(text), q.fixes + 1);
            }
            i += 1;
        }
        // The string never closed.
        self.unterminated(q.content_start, ctx, q.fixes, q.escaped_doc)
    }

    /// A quote (`quote_len` bytes at `i`) inside a string whose uncopied text starts at
    /// `run`: the string's end (`Ok`), or content, with where to go on (`Err`).
    fn at_quote(
        &mut self,
        q: &mut Quoted,
        i: usize,
        quote_len: usize,
        run: usize,
        out: &mut String,
    ) -> Result<Node<'a>, usize> {
        let b = self.b;
        let ctx = q.ctx;
        if q.doubled && b.get(i + 1) == Some(&q.close) && self.ends_value_at(i + 2, ctx) {
            self.pos = i + 2;
            return Ok(Node::fixed(
                Kind::Str(self.text_until(out, run, i)),
                q.fixes,
            ));
        }
        let after = i + quote_len;
        let closes = if ctx == Ctx::Top && !q.escaped_doc {
            // A top-level string ends at its first closing quote; prose may follow.
            true
        } else if q.close == b'"' && !q.escaped_doc {
            self.quote_closes(i, after, ctx, &mut q.inner_open, q.nest)
        } else {
            self.ends_value_at(after, ctx)
                || q.close == b'\'' && ctx == Ctx::Key && self.peek_non_ws(after) == Some(b':')
        };
        if closes {
            let mut text = self.text_until(out, run, i);
            self.pos = after;
            let mut fixes = q.fixes;
            // A doubled closing quote: `"value""`.
            if q.close == b'"' && b.get(after) == Some(&b'"') && ctx != Ctx::Item {
                let k = self.skip_ws_near(after + 1);
                if !matches!(b.get(k), Some(b'"')) && self.ends_value_at(after + 1, ctx) {
                    self.pos = after + 1;
                    fixes += 1;
                }
            }
            if raw_newline_before(b, i) {
                text = trim_raw_newline(text);
            }
            return Ok(Node::fixed(Kind::Str(text), fixes));
        }
        if ctx == Ctx::Value
            && let Some(comma) = self.member_before(q.content_start, i)
        {
            // `"first, b: "second"`: the string ended before `, b:`.
            self.pos = comma;
            let text = trim_end(self.decode(q.content_start, comma, false));
            return Ok(Node::fixed(Kind::Str(text), q.fixes + 1));
        }
        Err(after)
    }

    fn peek_non_ws(&self, i: usize) -> Option<u8> {
        self.b.get(self.skip_ws_near(i)).copied()
    }

    fn is_quoted_key_at(&self, i: usize) -> bool {
        let j = self.skip_ws_near(i);
        matches!(self.b.get(j), Some(b'"')) && self.is_key_at(j)
    }

    /// Decides whether the double quote at `i` (ending at `after`) closes the string.
    fn quote_closes(
        &self,
        i: usize,
        after: usize,
        ctx: Ctx,
        inner_open: &mut bool,
        nest: i32,
    ) -> bool {
        let b = self.b;
        if *inner_open {
            *inner_open = false;
            // A quote closing an inner quotation still ends the string when the next member
            // follows, unless the string holds an open bracket (nested JSON in a string).
            return ctx == Ctx::Value && nest <= 0 && self.is_member_after(after);
        }
        if self.ends_value_at(after, ctx) {
            return true;
        }
        let prev = if i > 0 { b[i - 1] } else { b' ' };
        let next = b.get(after).copied().unwrap_or(b' ');
        match ctx {
            // `"key" "value"`: a key missing its colon.
            Ctx::Key if next == b' ' && self.peek_non_ws(after) == Some(b'"') => return true,
            Ctx::Key => {}
            // `["value1" value2"]`: a space after a closing-looking quote in a list.
            Ctx::Item if !prev.is_ascii_whitespace() && (next == b' ' || next == b'\n') => {
                return true;
            }
            Ctx::Value if self.is_quoted_key_at(after) => return true,
            // `"data" AAAA }`: a stray word after the closing quote, up to the closer.
            Ctx::Value if prev != b' ' && next == b' ' && self.stray_word_follows(after) => {
                return true;
            }
            _ => {}
        }
        // An opening quotation mark inside the text: `say "hi"`.
        let opens = !prev.is_ascii_alphanumeric() && !next.is_ascii_whitespace() && next != b'"';
        if opens {
            *inner_open = true;
        }
        false
    }

    /// The comma of a `, name: ` that ends right before `i` (after `start`), if any.
    fn member_before(&self, start: usize, i: usize) -> Option<usize> {
        let b = self.b;
        let lo = start.max(i.saturating_sub(LOOKAHEAD));
        let mut j = i;
        while j > lo && b[j - 1] == b' ' {
            j -= 1;
        }
        if j == lo || b[j - 1] != b':' {
            return None;
        }
        j -= 1;
        let name_end = j;
        while j > lo && (b[j - 1].is_ascii_alphanumeric() || b[j - 1] == b'_') {
            j -= 1;
        }
        if j == name_end {
            return None;
        }
        while j > lo && b[j - 1] == b' ' {
            j -= 1;
        }
        (j > lo && b[j - 1] == b',').then_some(j - 1)
    }

    /// Words, then a closer or the end, with no quote: `" tail`, `" AAAA }`.
    fn stray_word_follows(&self, i: usize) -> bool {
        let b = self.b;
        let end = (i + LOOKAHEAD).min(b.len());
        let mut j = i;
        while j < end {
            match b[j] {
                b'"' | b'\n' | b':' => return false,
                b'}' | b',' => return true,
                _ => j += 1,
            }
        }
        j == b.len()
    }

    /// `COMMENT "key":` — a stray word, then a key.
    fn is_key_after_word(&self, i: usize) -> bool {
        let b = self.b;
        let mut j = i;
        let end = (i + LOOKAHEAD).min(b.len());
        while j < end && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
            j += 1;
        }
        j > i && j < end && b[j] == b' ' && {
            let k = self.skip_ws_near(j);
            b.get(k) == Some(&b'"') && self.is_key_at(k)
        }
    }

    /// `"key" "value"` (a member missing its colon) at `i`, after whitespace.
    fn is_pair_at(&self, i: usize) -> bool {
        let b = self.b;
        let i = self.skip_ws_near(i);
        if b.get(i) != Some(&b'"') {
            return false;
        }
        let end = (i + LOOKAHEAD).min(b.len());
        match memchr(b'"', &b[i + 1..end]) {
            Some(n) => {
                let j = self.skip_ws_near(i + 2 + n);
                j > i + 2 + n && b.get(j) == Some(&b'"')
            }
            None => false,
        }
    }

    /// Whether `, "key":` or a closing brace and the end follow `i`.
    fn is_member_after(&self, i: usize) -> bool {
        let j = self.skip_ws_near(i);
        match self.b.get(j) {
            None => true,
            Some(b'}') => matches!(
                self.b.get(self.skip_ws_near(j + 1)),
                None | Some(b',' | b']' | b'}')
            ),
            Some(b',') => self.is_quoted_key_at(j + 1),
            _ => false,
        }
    }

    /// A string whose closing quote never came: split it where the next member evidently
    /// starts, close it before the closers that end the input, or else mark it cut off.
    fn unterminated(&mut self, start: usize, ctx: Ctx, fixes: u32, escaped: bool) -> Node<'a> {
        let b = self.b;
        let fixes = fixes + 1;
        if self.budget > 0 && (ctx == Ctx::Value || ctx == Ctx::Item) {
            // `"first, b: "second"}` — the member `b` starts after the comma.
            let mut i = start;
            while i < b.len() && self.budget > 0 {
                self.budget -= 1;
                if (b[i] == b',' || b[i] == b'}') && self.is_key_at(i + 1) {
                    self.pos = i;
                    let text = trim_end(self.decode(start, i, escaped));
                    return Node::fixed(Kind::Str(text), fixes);
                }
                if b[i] == b'\n' && ctx == Ctx::Item {
                    break;
                }
                i += 1;
            }
        }
        // `{"key": "value}` — the closers at the end belong to the containers.
        let mut end = b.len();
        let mut closers = 0;
        let mut fence = false;
        while end > start {
            let c = b[end - 1];
            if c.is_ascii_whitespace() {
                end -= 1;
            } else if b[start..end].ends_with(b"```") {
                end -= 3;
                fence = true;
            } else if (c == b'}' || c == b']') && closers < self.stack.len() {
                end -= 1;
                closers += 1;
            } else {
                break;
            }
        }
        if closers > 0 || fence {
            let text_end = end;
            self.pos = end;
            let text = trim_end(self.decode(start, text_end, escaped));
            return Node::fixed(Kind::Str(text), fixes);
        }
        self.pos = b.len();
        let text = self.decode(start, b.len(), escaped);
        Node {
            kind: Kind::Str(text),
            cut: true,
            fixes,
        }
    }

    /// Unescapes `start..end`.
    fn decode(&self, start: usize, end: usize, escaped_doc: bool) -> Text<'a> {
        if memchr(b'\\', &self.b[start..end]).is_none() {
            return Text::Borrowed(&self.src[start..end]);
        }
        let mut out = String::new();
        let mut i = start;
        let mut run = start;
        while i < end {
            if self.b[i] == b'\\' {
                out.push_str(&self.src[run..i]);
                if escaped_doc && self.b.get(i + 1) == Some(&b'"') {
                    out.push('"');
                    i += 2;
                } else {
                    i = self.escape(i, &mut out).min(end);
                }
                run = i;
            } else {
                i += 1;
            }
        }
        if run < end {
            out.push_str(&self.src[run..end]);
        }
        Text::Owned(out)
    }

    /// The text of a string read so far: `out`, then the uncopied run `run..end`. Borrowed
    /// from the reply when nothing was copied into `out` (no escapes).
    fn text_until(&self, out: &mut String, run: usize, end: usize) -> Text<'a> {
        if out.is_empty() {
            Text::Borrowed(&self.src[run..end])
        } else {
            out.push_str(&self.src[run..end]);
            Text::Owned(std::mem::take(out))
        }
    }

    /// Decodes the escape at `i` (a backslash) into `out`; returns the index after it.
    /// Unknown escapes keep their backslash (`\d` in a regex stays `\d`).
    fn escape(&self, i: usize, out: &mut String) -> usize {
        let b = self.b;
        let Some(&c) = b.get(i + 1) else {
            out.push('\\');
            return i + 1;
        };
        let simple = match c {
            b'"' => Some('"'),
            b'\\' => Some('\\'),
            b'/' => Some('/'),
            b'\'' => Some('\''),
            b'`' => Some('`'),
            b'n' => Some('\n'),
            b't' => Some('\t'),
            b'r' => Some('\r'),
            b'b' => Some('\u{8}'),
            b'f' => Some('\u{c}'),
            _ => None,
        };
        if let Some(ch) = simple {
            out.push(ch);
            return i + 2;
        }
        if c == b'u'
            && let Some(code) = hex4(b, i + 2)
        {
            // Surrogate pair.
            if (0xD800..0xDC00).contains(&code)
                && b.get(i + 6) == Some(&b'\\')
                && b.get(i + 7) == Some(&b'u')
                && let Some(low) = hex4(b, i + 8)
                && (0xDC00..0xE000).contains(&low)
            {
                let combined = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                out.push(char::from_u32(combined).unwrap_or('\u{FFFD}'));
                return i + 12;
            }
            out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
            return i + 6;
        }
        if smart_quote_len(b, i + 1) > 0 {
            out.push_str(&self.src[i + 1..i + 4]);
            return i + 4;
        }
        out.push('\\');
        i + 1
    }

    /// `"""…"""`, `'''…'''` or a fenced block ```` ```lang\n…``` ```` used as a string.
    fn verbatim(&mut self, delim: &[u8]) -> Node<'a> {
        let b = self.b;
        let mut start = self.pos + delim.len();
        if delim == b"```" {
            // Skip an info string up to the end of the line.
            let line_end = memchr(b'\n', &b[start..]).map_or(b.len(), |n| start + n);
            if !b[start..line_end].contains(&b'`') && line_end < b.len() {
                start = (line_end + 1).min(b.len());
            }
        }
        match find(&b[start..], delim) {
            Some(n) => {
                self.pos = start + n + delim.len();
                let text = dedent(&self.src[start..start + n]);
                Node::fixed(Kind::Str(text.into()), 1)
            }
            None => {
                self.pos = b.len();
                Node {
                    kind: Kind::Str(Text::Borrowed(&self.src[start..])),
                    cut: true,
                    fixes: 1,
                }
            }
        }
    }

    /// An unquoted value: a number, a literal, or a run of text.
    fn bare(&mut self, ctx: Ctx) -> Node<'a> {
        let b = self.b;
        let start = self.pos;
        let mut i = start;
        let mut depth = 0usize;
        while i < b.len() {
            // Bytes that no rule below looks at (letters, digits, most punctuation) are
            // skipped in one tight loop.
            match b[i..].iter().position(|&c| BARE_STOP[usize::from(c)]) {
                Some(n) => i += n,
                None => {
                    i = b.len();
                    break;
                }
            }
            let c = b[i];
            match c {
                b'{' | b'[' | b'(' => depth += 1,
                b'}' | b']' | b')' if depth > 0 => depth -= 1,
                b'}' | b']' | b')' => break,
                b',' if depth == 0 && (ctx != Ctx::Value || self.comma_ends_value(start, i)) => {
                    break;
                }
                b'\n' if ctx != Ctx::Top && depth == 0 => {
                    if ctx == Ctx::Item || self.is_key_at(i + 1) {
                        break;
                    }
                    let j = self.skip_ws_near(i);
                    if matches!(b.get(j), Some(b'}' | b']')) {
                        break;
                    }
                }
                b'"' if ctx == Ctx::Value && i > start && self.is_key_at(i) => break,
                b'/' if matches!(b.get(i + 1), Some(b'/' | b'*'))
                    && (i == start || b[i - 1].is_ascii_whitespace()) =>
                {
                    break;
                }
                b'#' if i > start && b[i - 1].is_ascii_whitespace() => break,
                b' ' if ctx == Ctx::Top => {
                    let j = self.skip_ws_near(i);
                    if j >= b.len() {
                        break;
                    }
                }
                b':' if ctx == Ctx::Item && depth == 0 => break,
                b'"' | b'\'' if ctx == Ctx::Item && depth == 0 && i > start => {
                    i += 1;
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        self.pos = i;
        let at_end = self.skip_ws_from(i) >= b.len() && ctx != Ctx::Top;
        self.bare_node(&self.src[start..i], at_end)
    }

    /// Whether a comma ends the unquoted value that started at `start`: after a literal or
    /// a number, or where the next value or key starts.
    fn comma_ends_value(&self, start: usize, comma: usize) -> bool {
        let so_far = self.src[start..comma].trim();
        let literal =
            matches!(
                classify(so_far).kind,
                Kind::Bool(_) | Kind::Null | Kind::NonFinite
            ) || so_far.len() > 3 && number(so_far).is_some() && !self.decimal_comma(start, comma);
        literal || self.ends_value_at(comma, Ctx::Value)
    }

    /// Whether the comma at `comma` is the decimal comma of a number written as people write
    /// it (`1.299,00`, from `start`): digits follow it up to the value's end, and the whole
    /// reads as one number ([`numbers::read`]). Its parts are no values of their own.
    fn decimal_comma(&self, start: usize, comma: usize) -> bool {
        let b = self.b;
        // The rest of the number: digits, with marks only between digits.
        let mut end = comma + 1;
        while end < b.len()
            && (b[end].is_ascii_digit()
                || matches!(b[end], b'.' | b',' | b'\'')
                    && b[end - 1].is_ascii_digit()
                    && b.get(end + 1).is_some_and(u8::is_ascii_digit))
        {
            end += 1;
        }
        let digits = end - comma - 1;
        // A currency sign may follow (`1.299,00 €`).
        let after = self.skip_ws_near(end);
        let after = match self.src[after..].chars().next() {
            Some(c) if numbers::is_currency(c) => self.skip_ws_near(after + c.len_utf8()),
            _ => after,
        };
        let ends = matches!(b.get(after), None | Some(b'}' | b']' | b','));
        digits > 0 && ends && numbers::read_signed(self.src[start..end].trim()).is_some()
    }

    /// The node of an unquoted value's text (`at_end`: the input ended right after it).
    fn bare_node(&self, text: &'a str, at_end: bool) -> Node<'a> {
        let raw = text.trim();
        // A stray closing quote: `abcdef",`.
        let raw = raw
            .strip_suffix('"')
            .or_else(|| raw.strip_suffix('\''))
            .unwrap_or(raw);
        let mut node = classify(raw);
        if matches!(&node.kind, Kind::Word(w) if w.is_empty()) {
            node.kind = Kind::Missing;
        }
        // JSON's own literals and numbers are not repairs; `True`, `None` and words are.
        let json_token = matches!(raw, "true" | "false" | "null")
            || matches!(node.kind, Kind::Number(_)) && is_json_number(raw);
        if !json_token {
            node.fixes += 1;
        }
        if at_end && !self.stack.is_empty() {
            node.cut = true;
        }
        node
    }
}

fn hex4(b: &[u8], i: usize) -> Option<u32> {
    let digits = b.get(i..i + 4)?;
    let text = std::str::from_utf8(digits).ok()?;
    u32::from_str_radix(text, 16).ok()
}

/// Whether the source has a raw line break (then only spaces) right before `i`.
fn raw_newline_before(b: &[u8], i: usize) -> bool {
    let mut j = i;
    while j > 0 && matches!(b[j - 1], b' ' | b'\t' | b'\r') {
        j -= 1;
    }
    j > 0 && b[j - 1] == b'\n'
}

/// Drops a trailing raw line break (and the indentation around it) that a model put before
/// the closing quote.
fn trim_raw_newline(text: Text<'_>) -> Text<'_> {
    let trimmed = text.trim_end_matches([' ', '\t', '\r']);
    if trimmed.ends_with('\n') {
        let keep = trimmed.trim_end_matches(['\n', '\r', ' ', '\t']).len();
        return cut_to(text, keep);
    }
    text
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

/// The first `quote` in `hay` that no backslash escapes.
fn unescaped(quote: u8, hay: &[u8]) -> Option<usize> {
    let mut escaped = false;
    for (n, &c) in hay.iter().enumerate() {
        if escaped {
            escaped = false;
        } else if c == b'\\' {
            escaped = true;
        } else if c == quote {
            return Some(n);
        }
    }
    None
}

/// What an object's members have given so far.
#[derive(Default)]
struct Members<'a> {
    entries: Vec<(Text<'a>, Node<'a>)>,
    /// Bare values between the braces (`{"a", "b"}`, `{placeholder}`).
    set: Vec<Node<'a>>,
    fixes: u32,
    cut: bool,
}

impl<'a> Members<'a> {
    /// A bare value between the braces. Most such braces hold one (`{placeholder}`): the
    /// first gets room for itself alone.
    fn set_item(&mut self, node: Node<'a>) {
        if self.set.capacity() == 0 {
            self.set.reserve_exact(1);
        }
        self.set.push(node);
    }

    /// A key cut off by the end of the reply: kept, with no value, so that the cut is seen.
    fn cut_key(&mut self, key: Text<'a>) {
        self.cut = true;
        let missing = Node {
            kind: Kind::Missing,
            cut: true,
            fixes: 0,
        };
        self.entries.push((key, missing));
    }

    /// The entries, and the node that carries the object's cut and fixes (a `Set` when the
    /// braces held bare values only).
    fn finish(self) -> (Vec<(Text<'a>, Node<'a>)>, Node<'a>) {
        let Members {
            mut entries,
            mut set,
            mut fixes,
            cut,
        } = self;
        // What is kept lives as long as the tree: without much slack from its growth.
        if !set.is_empty() && entries.is_empty() {
            set.shrink_to_fit();
            let node = Node {
                kind: Kind::Set(set),
                cut,
                fixes,
            };
            return (entries, node);
        }
        fixes += set.len() as u32;
        if entries.capacity() >= 2 * entries.len() {
            entries.shrink_to_fit();
        }
        let node = Node {
            kind: Kind::Null,
            cut,
            fixes,
        };
        (entries, node)
    }
}

/// What comes next between an object's members.
enum Step {
    /// The object or array is over.
    Done,
    /// Something was skipped: look again.
    Again,
    /// A key (an item, in an array) starts here.
    Member,
}

/// The bytes [`Parser::bare`] decides on; it skips every other byte.
const BARE_STOP: [bool; 256] = byte_set(b"{[(}]),\n\"':/# ");

/// A byte that a string's scan passes over with no decision: not a quote (straight, single,
/// backtick, or the first byte of a curly one), escape, bracket or comma.
fn is_plain_string_byte(c: u8) -> bool {
    !matches!(
        c,
        b'"' | b'\'' | b'`' | b'\\' | b'{' | b'[' | b'}' | b']' | b',' | 0xE2
    )
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
