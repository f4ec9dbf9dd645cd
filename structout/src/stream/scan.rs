//! The streaming scanner: where in the reply the value is, and its tokens, one byte at a time.
//!
//! The scanner never looks back: every byte is visited once (a few bytes of a tag or an
//! escape are looked at again when a chunk ends inside them), and its state between chunks is
//! a handful of offsets and the stack of open containers. It reads the JSON that models write
//! (single quotes, unquoted keys, trailing commas, comments) and stops at anything else: from
//! there on only [`finish`](super::PartialParser::finish) reads the reply, with the whole
//! engine. Stopping early is always safe; reading a token two ways is not.

use super::build::Tree;
use crate::engine::find::bytes::{self, byte_set, with_controls};
use crate::engine::find::cues::{self, Cue};
use crate::engine::find::reasoning;
use crate::engine::parse::escape::{Escape, escape};

/// Where the scanner is in the reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Before anything but whitespace: a value here is the reply.
    Start,
    /// Inside a reasoning block, until its closing tag.
    Think(&'static [u8]),
    /// Prose: only a fence or a reasoning block can follow. A value written inside prose is
    /// not shown while streaming, since a fenced value may follow and take its place.
    Prose,
    /// After an opening fence, up to the end of its line (the language).
    FenceInfo,
    /// At the start of a fence's body.
    FenceBody,
    /// Inside a fence that holds no value, until its closing fence.
    SkipFence,
    /// Inside the value.
    Value,
    /// The value ended, or the scanner met what it does not read: nothing more is shown.
    Stopped,
}

/// What the innermost open container waits for next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    Key,
    Colon,
    Value,
    Comma,
}

#[derive(Debug, Clone, Copy)]
struct Open {
    object: bool,
    expect: Expect,
}

/// The token being read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lex {
    /// Between tokens.
    Between,
    /// Inside a quoted string.
    Str(Str),
    /// Inside an unquoted word or number that started at `start`.
    Bare { start: usize, key: bool },
    /// Inside a `//` or `#` comment.
    LineComment,
    /// Inside a `/* */` comment.
    BlockComment,
}

/// A quoted string being read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Str {
    quote: u8,
    key: bool,
    /// Where the text not yet handed on starts.
    emit: usize,
    hold: Hold,
}

/// Text at the end of a value string that is not shown yet, because if the string never
/// closes the engine reads it as structure (`{"a": "x, b: 1}` is `{"a": "x", "b": 1}`):
/// trailing whitespace, a closer, or a comma that a key may follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hold {
    None,
    /// Whitespace from `at`: shown once something else follows.
    Space {
        at: usize,
    },
    /// A comma at `at` (and what followed it): shown once what follows cannot be a key.
    Comma {
        at: usize,
        word: Word,
    },
    /// A `}` or `]`, or a key after a comma, from `at`: shown only when the string closes.
    Closer {
        at: usize,
    },
}

/// Where a held comma is: before the word after it, in it, or after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Word {
    Before,
    In,
    After,
}

impl Hold {
    /// Where the held text starts (`end` when nothing is held).
    fn start(self, end: usize) -> usize {
        match self {
            Hold::None => end,
            Hold::Space { at } | Hold::Comma { at, .. } | Hold::Closer { at } => at,
        }
    }

    /// The hold after the byte `c` at `i`.
    fn next(self, c: u8, i: usize) -> Hold {
        let space = c == b' ' || c == b'\t';
        let ident = c.is_ascii_alphanumeric() || c == b'_' || c == b'-' || c >= 0x80;
        match self {
            Hold::Closer { .. } => self,
            _ if c == b'}' || c == b']' => Hold::Closer { at: self.start(i) },
            Hold::Comma { at, word } => match (word, c) {
                (_, b':') => Hold::Closer { at },
                (Word::Before, _) if space || c == b',' => self,
                (Word::Before | Word::In, _) if ident => Hold::Comma { at, word: Word::In },
                (Word::In | Word::After, _) if space => Hold::Comma {
                    at,
                    word: Word::After,
                },
                // Not a key: shown, and `c` starts afresh.
                _ => Hold::None.next(c, i),
            },
            Hold::Space { at } if space => Hold::Space { at },
            Hold::Space { at } if c == b',' => Hold::Comma {
                at,
                word: Word::Before,
            },
            _ if c == b',' => Hold::Comma {
                at: i,
                word: Word::Before,
            },
            _ if space => Hold::Space { at: i },
            _ => Hold::None,
        }
    }
}

/// A finished token whose end is confirmed only by what follows it (`"a" b` is not a string
/// followed by a comma, and the engine may read it otherwise).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Held {
    /// A value string's content ends at `end`; what is not shown yet starts at `emit`.
    Str {
        emit: usize,
        end: usize,
        quote: u8,
    },
    Bare {
        start: usize,
        end: usize,
    },
}

/// The bytes of a string where the loop over it has something to decide while nothing is
/// held: either quote, an escape, a fence's backtick, a control character, and what starts
/// held text (see [`Hold::next`]).
const PLAIN_STOP: [bool; 256] = with_controls(byte_set(b"\"'\\`,}] \t"));

/// The languages a fence holding the value may name.
const JSON_FENCES: [&str; 8] = [
    "",
    "json",
    "jsonc",
    "json5",
    "javascript",
    "js",
    "typescript",
    "ts",
];

/// The longest opening reasoning tag and `` ```thinking ``, so that a tag split across
/// chunks is recognised once whole.
const TAG_LOOKAHEAD: usize = reasoning::LONGEST_OPENING;

pub(crate) struct Scanner {
    pos: usize,
    phase: Phase,
    stack: Vec<Open>,
    lex: Lex,
    held: Option<Held>,
    /// The key being read.
    key: String,
    max_depth: usize,
    /// Whether the prose so far holds a `{` or `[`.
    prose_values: bool,
}

impl Scanner {
    pub(crate) fn new(max_depth: usize) -> Scanner {
        Scanner {
            pos: 0,
            phase: Phase::Start,
            stack: Vec::new(),
            lex: Lex::Between,
            held: None,
            key: String::new(),
            max_depth,
            prose_values: false,
        }
    }

    /// Whether nothing more can be shown.
    pub(crate) fn stopped(&self) -> bool {
        self.phase == Phase::Stopped
    }

    /// Reads as much of `text` (everything pushed so far) as can be decided, telling `tree`.
    pub(crate) fn run(&mut self, text: &str, tree: &mut Tree) {
        while self.pos < text.len() && !self.stopped() {
            let before = (self.pos, self.phase, self.lex);
            match self.phase {
                Phase::Start => self.start(text),
                Phase::Think(close) => self.think(text, close),
                Phase::Prose => self.prose(text),
                Phase::FenceInfo => self.fence_info(text),
                Phase::FenceBody => self.fence_body(text),
                Phase::SkipFence => self.skip_fence(text),
                Phase::Value => self.value(text, tree),
                Phase::Stopped => {}
            }
            if tree.frozen() {
                self.phase = Phase::Stopped;
            }
            if (self.pos, self.phase, self.lex) == before {
                break; // waiting for more text
            }
        }
    }

    fn stop(&mut self) {
        self.phase = Phase::Stopped;
    }

    fn start(&mut self, text: &str) {
        let b = text.as_bytes();
        while self.pos < b.len() && b[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let Some(&c) = b.get(self.pos) else { return };
        match c {
            b'{' | b'[' => self.phase = Phase::Value,
            b'<' | b'`' => {
                if let Some(next) = self.tag_at(b) {
                    self.phase = next;
                } else if !self.waiting_for_tag(b) {
                    self.phase = Phase::Prose;
                }
            }
            _ => self.phase = Phase::Prose,
        }
    }

    /// A reasoning block or a fence opening at the current position.
    fn tag_at(&mut self, b: &[u8]) -> Option<Phase> {
        let rest = &b[self.pos..];
        if let Some((open, close)) = reasoning::reasoning_tag(rest) {
            self.pos += open;
            return Some(Phase::Think(close));
        }
        if bytes::starts_with_ignore_case(rest, reasoning::THINKING_FENCE) {
            self.pos += reasoning::THINKING_FENCE.len();
            return Some(Phase::Think(b"```"));
        }
        if rest.starts_with(b"```") && (rest.len() >= TAG_LOOKAHEAD || rest[3..].contains(&b'\n')) {
            self.pos += 3;
            return Some(Phase::FenceInfo);
        }
        None
    }

    /// Whether the text ends before a tag at the current position could be told apart.
    fn waiting_for_tag(&self, b: &[u8]) -> bool {
        b.len() - self.pos < TAG_LOOKAHEAD && !b[self.pos..].contains(&b'\n')
    }

    fn think(&mut self, text: &str, close: &'static [u8]) {
        let b = text.as_bytes();
        match bytes::find_ignore_case(&b[self.pos..], close) {
            Some(n) => {
                self.pos += n + close.len();
                self.phase = Phase::Start;
            }
            // Keep the last bytes: the closing tag may be split across chunks.
            None => self.pos = self.pos.max(b.len().saturating_sub(close.len() - 1)),
        }
    }

    fn prose(&mut self, text: &str) {
        let b = text.as_bytes();
        while self.pos < b.len() {
            match b[self.pos] {
                b'<' | b'`' => {
                    if let Some(next) = self.tag_at(b) {
                        self.phase = next;
                        return;
                    }
                    if self.waiting_for_tag(b) {
                        return;
                    }
                    self.pos += 1;
                }
                b'{' | b'[' => {
                    // A value in the prose may be the one the engine takes over a fence.
                    self.prose_values = true;
                    self.pos += 1;
                }
                _ => self.pos += 1,
            }
        }
    }

    fn fence_info(&mut self, text: &str) {
        let b = text.as_bytes();
        let Some(n) = lenient_memchr(b'\n', &b[self.pos..]) else {
            return;
        };
        let info = text[self.pos..self.pos + n].trim();
        self.pos += n + 1;
        self.phase = if JSON_FENCES.iter().any(|l| l.eq_ignore_ascii_case(info)) {
            Phase::FenceBody
        } else {
            Phase::SkipFence
        };
    }

    fn fence_body(&mut self, text: &str) {
        let b = text.as_bytes();
        while self.pos < b.len() && b[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        match b.get(self.pos) {
            None => {}
            // A fence the prose before it calls an example is not the answer; after prose
            // that holds a value of its own, which is the answer is known only at the end.
            Some(b'{' | b'[')
                if !self.prose_values && cues::cue_before(text, 0, self.pos) != Cue::Example =>
            {
                self.phase = Phase::Value;
            }
            Some(_) => self.phase = Phase::SkipFence,
        }
    }

    fn skip_fence(&mut self, text: &str) {
        let b = text.as_bytes();
        match bytes::find(&b[self.pos..], b"```") {
            Some(n) => {
                self.pos += n + 3;
                self.phase = Phase::Prose;
            }
            None => self.pos = self.pos.max(b.len().saturating_sub(2)),
        }
    }

    /// One step inside the value.
    fn value(&mut self, text: &str, tree: &mut Tree) {
        match self.lex {
            Lex::Between => self.between(text, tree),
            Lex::Str(str) => self.string(text, tree, str),
            Lex::Bare { start, key } => self.bare(text, tree, start, key),
            Lex::LineComment => {
                let b = text.as_bytes();
                match lenient_memchr(b'\n', &b[self.pos..]) {
                    Some(n) => {
                        self.pos += n + 1;
                        self.lex = Lex::Between;
                    }
                    None => self.pos = b.len(),
                }
            }
            Lex::BlockComment => {
                let b = text.as_bytes();
                match bytes::find(&b[self.pos..], b"*/") {
                    Some(n) => {
                        self.pos += n + 2;
                        self.lex = Lex::Between;
                    }
                    None => self.pos = self.pos.max(b.len() - 1),
                }
            }
        }
    }

    fn expect(&self) -> Expect {
        self.stack.last().map_or(Expect::Value, |o| o.expect)
    }

    fn set_expect(&mut self, expect: Expect) {
        if let Some(open) = self.stack.last_mut() {
            open.expect = expect;
        }
    }

    /// Between tokens: whitespace, comments, punctuation, or the start of the next token.
    fn between(&mut self, text: &str, tree: &mut Tree) {
        let b = text.as_bytes();
        let Some(&c) = b.get(self.pos) else { return };
        let expect = self.expect();
        match c {
            b' ' | b'\t' | b'\n' | b'\r' => self.pos += whitespace_run(&b[self.pos..]),
            b'/' => match b.get(self.pos + 1) {
                None => {}
                Some(b'/') => {
                    self.pos += 2;
                    self.lex = Lex::LineComment;
                }
                Some(b'*') => {
                    self.pos += 2;
                    self.lex = Lex::BlockComment;
                }
                Some(_) => self.stop(),
            },
            b'#' if b[self.pos - 1].is_ascii_whitespace() => {
                self.pos += 1;
                self.lex = Lex::LineComment;
            }
            // An unquoted value ends at a comma only if a member follows: the engine reads
            // `1,000` as a number and `{"a": 1,ll}` as the text `1,ll`.
            b',' if matches!(self.held, Some(Held::Bare { .. })) => {
                match self.member_follows(b, self.pos + 1) {
                    None => {}
                    Some(false) => self.stop(),
                    Some(true) => self.punctuation(text, tree, c, expect),
                }
            }
            b',' | b'}' | b']' => self.punctuation(text, tree, c, expect),
            b':' if expect == Expect::Colon => {
                self.release(text, tree);
                self.pos += 1;
                self.set_expect(Expect::Value);
            }
            _ if self.held.is_some() || !matches!(expect, Expect::Key | Expect::Value) => {
                self.stop();
            }
            b'{' | b'[' if expect == Expect::Value => {
                if self.stack.len() >= self.max_depth {
                    return self.stop();
                }
                tree.open(c == b'{', self.pos);
                self.pos += 1;
                self.stack.push(Open {
                    object: c == b'{',
                    expect: if c == b'{' {
                        Expect::Key
                    } else {
                        Expect::Value
                    },
                });
            }
            b'"' | b'\'' => {
                let key = expect == Expect::Key;
                if key {
                    self.key.clear();
                } else {
                    tree.string_open();
                }
                self.pos += 1;
                self.lex = Lex::Str(Str {
                    quote: c,
                    key,
                    emit: self.pos,
                    hold: Hold::None,
                });
            }
            _ if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'+' | b'.' | b'_' | b'$') => {
                self.lex = Lex::Bare {
                    start: self.pos,
                    key: expect == Expect::Key,
                };
            }
            _ => self.stop(),
        }
    }

    /// Whether what follows the comma before `i` starts another member (a quoted key, the
    /// closer, a bare key and its colon) or item; `None` until the text says.
    fn member_follows(&self, b: &[u8], mut i: usize) -> Option<bool> {
        while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
            i += 1;
        }
        let c = *b.get(i)?;
        if !self.stack.last().is_some_and(|o| o.object) {
            return Some(true); // in an array, the engine splits at every comma
        }
        match c {
            b'}' => Some(true),
            b'"' | b'\'' => {
                // A quoted key: its closing quote and then a colon, within a short look ahead.
                let close = lenient_memchr(c, b.get(i + 1..(i + 66).min(b.len()))?);
                let Some(n) = close else {
                    // No closing quote yet: wait while the window is not full.
                    return if b.len() < i + 66 { None } else { Some(false) };
                };
                let mut j = i + 1 + n + 1;
                while b.get(j).is_some_and(|&c| c == b' ' || c == b'\t') {
                    j += 1;
                }
                Some(*b.get(j)? == b':')
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                // A bare key: its colon decides, within a short look ahead.
                let start = i;
                while b
                    .get(i)
                    .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
                {
                    i += 1;
                    if i - start > 64 {
                        return Some(false);
                    }
                }
                while b.get(i).is_some_and(|&c| c == b' ' || c == b'\t') {
                    i += 1;
                }
                Some(*b.get(i)? == b':')
            }
            _ => Some(false),
        }
    }

    /// `,`, `}` or `]`.
    fn punctuation(&mut self, text: &str, tree: &mut Tree, c: u8, expect: Expect) {
        let Some(open) = self.stack.last().copied() else {
            return self.stop();
        };
        let fits = match c {
            b',' => expect == Expect::Comma,
            b'}' => open.object && matches!(expect, Expect::Key | Expect::Comma),
            _ => !open.object && matches!(expect, Expect::Value | Expect::Comma),
        };
        if !fits || (self.held.is_some() && expect != Expect::Comma) {
            return self.stop();
        }
        self.release(text, tree);
        self.pos += 1;
        if c == b',' {
            self.set_expect(if open.object {
                Expect::Key
            } else {
                Expect::Value
            });
            return;
        }
        self.stack.pop();
        tree.close(text, self.pos);
        if self.stack.is_empty() {
            self.stop();
        } else {
            self.set_expect(Expect::Comma);
        }
    }

    /// Hands a token confirmed by what follows it to the tree.
    fn release(&mut self, text: &str, tree: &mut Tree) {
        match self.held.take() {
            None => {}
            Some(Held::Str { emit, end, quote }) => {
                if end > emit {
                    tree.string_chunk(&decode(&text[emit..end], quote));
                }
                tree.string_close();
            }
            Some(Held::Bare { start, end }) => tree.scalar(&text[start..end]),
        }
    }

    fn string(&mut self, text: &str, tree: &mut Tree, str: Str) {
        let b = text.as_bytes();
        let Str {
            quote,
            key,
            mut hold,
            ..
        } = str;
        let mut i = self.pos;
        let mut done = false;
        while i < b.len() {
            if hold == Hold::None {
                i += plain_run(&b[i..]);
                if i == b.len() {
                    break;
                }
            }
            let c = b[i];
            if c == quote {
                done = true;
                break;
            }
            if c == b'\\' {
                match escape(b, i, quote) {
                    Escape::Need => break,
                    Escape::Bad => return self.string_stops(text, tree, str, hold.start(i)),
                    Escape::Char(_, len) => {
                        hold = hold.next(b'a', i);
                        i += len;
                        continue;
                    }
                }
            }
            if c == b'`' {
                // A fence marker inside a string: the engine's candidates split the reply
                // there, so what it reads can differ from the string.
                match b.get(i + 1..i + 3) {
                    None => break,
                    Some(b"``") => return self.string_stops(text, tree, str, hold.start(i)),
                    Some(_) => {}
                }
            }
            if c < 0x20 {
                // A raw line break or control character: the engine may end the string here
                // or keep it; either way what was shown stays a prefix.
                return self.string_stops(text, tree, str, hold.start(i));
            }
            hold = hold.next(c, i);
            i += 1;
        }
        self.pos = if done { i + 1 } else { i };
        if key {
            self.key_read(text, tree, str, i, done);
        } else {
            self.value_string_read(text, tree, Str { hold, ..str }, i, done);
        }
    }

    /// A key read up to `i` (its closing quote there when `done`).
    fn key_read(&mut self, text: &str, tree: &mut Tree, str: Str, i: usize, done: bool) {
        self.key.push_str(&decode(&text[str.emit..i], str.quote));
        if done {
            self.lex = Lex::Between;
            tree.key(std::mem::take(&mut self.key));
            self.set_expect(Expect::Colon);
        } else {
            self.lex = Lex::Str(Str { emit: i, ..str });
        }
    }

    /// A value string read up to `i` (its closing quote there when `done`): what is not
    /// held is shown.
    fn value_string_read(&mut self, text: &str, tree: &mut Tree, str: Str, i: usize, done: bool) {
        let Str {
            quote, emit, hold, ..
        } = str;
        let upto = hold.start(i);
        if upto > emit {
            tree.string_chunk(&decode(&text[emit..upto], quote));
        }
        if done {
            // What was held is shown once what follows the quote confirms it closes.
            self.lex = Lex::Between;
            self.held = Some(Held::Str {
                emit: upto,
                end: i,
                quote,
            });
            self.set_expect(Expect::Comma);
            return;
        }
        self.lex = Lex::Str(Str { emit: upto, ..str });
    }

    /// The string meets what the scanner does not read: what is not held is shown, then
    /// nothing more.
    fn string_stops(&mut self, text: &str, tree: &mut Tree, str: Str, upto: usize) {
        if !str.key && upto > str.emit {
            tree.string_chunk(&decode(&text[str.emit..upto], str.quote));
        }
        self.stop();
    }

    fn bare(&mut self, text: &str, tree: &mut Tree, start: usize, key: bool) {
        let b = text.as_bytes();
        let mut i = self.pos;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b"-+._$".contains(&b[i])) {
            i += 1;
        }
        self.pos = i;
        if i == b.len() {
            return; // the word may go on
        }
        self.lex = Lex::Between;
        if key {
            tree.key(text[start..i].to_owned());
            self.set_expect(Expect::Colon);
        } else {
            self.held = Some(Held::Bare { start, end: i });
            self.set_expect(Expect::Comma);
        }
    }
}

/// How many bytes at the start of `rest` a string passes over while nothing is held: none
/// of them ends the string or starts held text.
fn plain_run(rest: &[u8]) -> usize {
    rest.iter()
        .position(|&c| PLAIN_STOP[usize::from(c)])
        .unwrap_or(rest.len())
}

/// How many bytes of whitespace start `rest`.
fn whitespace_run(rest: &[u8]) -> usize {
    rest.iter()
        .position(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r'))
        .unwrap_or(rest.len())
}

/// The text of a string between its quotes, its escapes (all complete and valid) decoded.
fn decode(raw: &str, quote: u8) -> std::borrow::Cow<'_, str> {
    if !raw.contains('\\') {
        return raw.into();
    }
    let b = raw.as_bytes();
    let mut out = String::with_capacity(raw.len());
    let mut i = 0;
    while let Some(n) = lenient_memchr(b'\\', &b[i..]) {
        out.push_str(&raw[i..i + n]);
        i += n;
        match escape(b, i, quote) {
            Escape::Char(c, len) => {
                out.push(c);
                i += len;
            }
            _ => break,
        }
    }
    out.push_str(&raw[i.min(raw.len())..]);
    out.into()
}

fn lenient_memchr(needle: u8, hay: &[u8]) -> Option<usize> {
    bytes::memchr(needle, hay)
}
