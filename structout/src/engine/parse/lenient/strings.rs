//! Strings as models quote them: straight, single, smart, doubled, triple and backtick
//! quotes, quotes left unescaped inside, strings cut off or never closed.

use super::*;

/// A quoted key's text: a trailing line break (and the spaces around it) is not part of it.
pub(super) fn key_text(text: Text<'_>) -> Text<'_> {
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

/// `“`, `”`, `„` (all start with E2 80).
pub(super) fn smart_quote_len(b: &[u8], i: usize) -> usize {
    if b.len() >= i + 3 && b[i] == 0xE2 && b[i + 1] == 0x80 && matches!(b[i + 2], 0x9C..=0x9E) {
        3
    } else {
        0
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

/// The first `quote` in `hay` that no backslash escapes.
pub(super) fn unescaped(quote: u8, hay: &[u8]) -> Option<usize> {
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

/// A byte that a string's scan passes over with no decision: not a quote (straight, single,
/// backtick, or the first byte of a curly one), escape, bracket or comma.
fn is_plain_string_byte(c: u8) -> bool {
    !matches!(
        c,
        b'"' | b'\'' | b'`' | b'\\' | b'{' | b'[' | b'}' | b']' | b',' | 0xE2
    )
}

impl<'a> Parser<'a> {
    /// A quoted string in any style. Never fails: at worst it runs to the end of the input
    /// and is marked `cut`.
    pub(super) fn string(&mut self, ctx: Ctx) -> Node<'a> {
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
        // The model's closing remark on the lines after a value it did not close (`"Oslo"` +
        // `\nHope this helps!`): the string ends with its line, as an unquoted value does.
        if ctx != Ctx::Key
            && matches!(next, b'\n' | b'\r')
            && self.prose_from(self.skip_ws_from(after))
        {
            return true;
        }
        // An opening quotation mark inside the text: `say "hi"`.
        let opens = !prev.is_ascii_alphanumeric() && !next.is_ascii_whitespace() && next != b'"';
        if opens {
            *inner_open = true;
        }
        false
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
            open: false,
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
                    open: false,
                    fixes: 1,
                }
            }
        }
    }
}
