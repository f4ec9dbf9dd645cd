//! Bounded looks ahead ([`LOOKAHEAD`] bytes at most): whether a key, a member or the end of a
//! value comes next, for the guesses the parser makes.

use super::*;

impl<'a> Parser<'a> {
    /// Whether a key (`"name":`, `'name':` or `name:`) starts at `i`, after whitespace.
    pub(super) fn is_key_at(&self, i: usize) -> bool {
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
    pub(super) fn ends_value_at(&self, i: usize, ctx: Ctx) -> bool {
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
                            // (A bare item may open with a letter of any script: `и т. д.`,
                            // `等`, or a mark such as `…`.)
                            matches!(c, b'"' | b'\'' | b'[' | b'{' | b']' | b'(' | b'-' | b'.')
                                || c.is_ascii_alphanumeric()
                                || c >= 0xC0
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

    pub(super) fn peek_non_ws(&self, i: usize) -> Option<u8> {
        self.b.get(self.skip_ws_near(i)).copied()
    }

    pub(super) fn is_quoted_key_at(&self, i: usize) -> bool {
        let j = self.skip_ws_near(i);
        matches!(self.b.get(j), Some(b'"')) && self.is_key_at(j)
    }

    /// The comma of a `, name: ` that ends right before `i` (after `start`), if any.
    pub(super) fn member_before(&self, start: usize, i: usize) -> Option<usize> {
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
    pub(super) fn stray_word_follows(&self, i: usize) -> bool {
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
    pub(super) fn is_pair_at(&self, i: usize) -> bool {
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
    pub(super) fn is_member_after(&self, i: usize) -> bool {
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

    /// Whether the rest of the input is prose: words, with no key, quote or bracket among
    /// them (`Hope this helps!`): the model's closing remark after a value it did not close,
    /// which was therefore not cut off.
    pub(super) fn prose_tail(&self) -> bool {
        self.prose_from(self.pos)
    }

    /// [`prose_tail`](Self::prose_tail) from byte `at`.
    pub(super) fn prose_from(&self, at: usize) -> bool {
        let rest = &self.b[at.min(self.b.len())..];
        let Some(&first) = rest.first() else {
            return false;
        };
        // Several words, or a sentence in a script written without spaces (`希望这对你有帮助。`).
        (first.is_ascii_alphabetic() || first >= 0x80)
            && rest.len() <= LOOKAHEAD * 4
            && (rest.contains(&b' ') || first >= 0x80)
            && !rest
                .iter()
                .any(|c| matches!(c, b':' | b'{' | b'[' | b'"' | b'}' | b']' | b'`' | b'='))
    }
}
