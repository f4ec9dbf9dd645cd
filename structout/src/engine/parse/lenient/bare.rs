//! Bare tokens: literals, numbers (a decimal comma kept with its number), unquoted text.

use super::*;

/// The bytes [`Parser::bare`] decides on; it skips every other byte.
const BARE_STOP: [bool; 256] = byte_set(b"{[(}]),\n\"':/# ");

impl<'a> Parser<'a> {
    /// An unquoted value: a number, a literal, or a run of text.
    pub(super) fn bare(&mut self, ctx: Ctx) -> Node<'a> {
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
                    // A closer, the closing fence of the block the value is in, or the
                    // model's closing remark after a value it did not close: the value ends
                    // with its line.
                    if matches!(b.get(j), Some(b'}' | b']'))
                        || self.fence_close_at(j)
                        || self.prose_from(self.skip_ws_from(i))
                    {
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
                // A number or literal, then the model's closing remark on the same line.
                b' ' if depth == 0
                    && i > start
                    && self.prose_from(self.skip_ws_from(i))
                    && !matches!(classify(self.src[start..i].trim()).kind, Kind::Word(_)) =>
                {
                    break;
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
        // A word or number at the end may have gone on (`12` may have been `120`); JSON's
        // own literals are whole.
        if at_end && !self.stack.is_empty() && !matches!(raw, "true" | "false" | "null") {
            node.cut = true;
        }
        node
    }
}
