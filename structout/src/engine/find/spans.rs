//! Text → candidates: the places in a reply where the value may be.
//!
//! Every scan here is a single pass over the reply, so the cost is linear in its length
//! whatever it contains.

use super::bytes::{self, byte_set};
use crate::error::Origin;
use std::ops::Range;

/// A stretch of the reply that may hold the value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Span {
    pub origin: Origin,
    pub range: Range<usize>,
}

/// Markdown code fences (```` ``` ```` or `~~~`, any info string). A fence that is never closed
/// runs to the end of the reply; a one-line fence (```` ```{"a":1}``` ````) is found too.
pub(crate) fn fences(text: &str) -> Vec<Span> {
    let mut spans = Vec::new();
    let mut open: Option<(u8, usize, usize)> = None; // (fence byte, fence length, body start)
    for (line_start, line_end) in marker_lines(text) {
        let line = &text[line_start..line_end];
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        match open {
            None => {
                if let Some((byte, len)) = fence_marker(trimmed) {
                    let after = &trimmed[len..];
                    // One-line fence: ```{...}``` on a single line.
                    let marker = &trimmed[..len];
                    if let Some(close) = Some(after)
                        .filter(|after| after.trim_end().ends_with(marker))
                        .and_then(|after| after.rfind(marker))
                    {
                        let body_start = line_start + indent + len;
                        let body = &after[..close];
                        let skip = body.len()
                            - body
                                .trim_start_matches(|c: char| c.is_ascii_alphanumeric())
                                .len();
                        if body[skip..].trim_start().starts_with(['{', '[']) {
                            spans.push(Span {
                                origin: Origin::Fence,
                                range: body_start + skip..body_start + close,
                            });
                            continue;
                        }
                    }
                    open = Some((byte, len, (line_end + 1).min(text.len())));
                }
            }
            Some((byte, len, body_start)) => {
                let closes = fence_marker(trimmed)
                    .is_some_and(|(b, l)| b == byte && l >= len && trimmed[l..].trim().is_empty());
                if closes {
                    spans.push(Span {
                        origin: Origin::Fence,
                        range: body_start..line_start,
                    });
                    open = None;
                }
            }
        }
    }
    if let Some((_, _, body_start)) = open {
        spans.push(Span {
            origin: Origin::Fence,
            range: body_start..text.len(),
        });
    }
    spans
}

/// The lines that start (after whitespace) with a backtick or a tilde, the only ones that
/// can open or close a fence, as byte ranges without their line break: found by jumping
/// from one such byte to the next, every other line passed over unread. A line whose prose
/// ends in three backticks and an info string (`You wrote: ```json`) opens a fence as models
/// write it: its range starts at the backticks.
fn marker_lines(text: &str) -> impl Iterator<Item = (usize, usize)> {
    let b = text.as_bytes();
    let mut from = 0;
    std::iter::from_fn(move || {
        loop {
            let at = from + memchr::memchr2(b'`', b'~', &b[from..])?;
            let start = memchr::memrchr(b'\n', &b[..at]).map_or(0, |n| n + 1);
            let end = bytes::memchr(b'\n', &b[at..]).map_or(b.len(), |n| at + n);
            from = (end + 1).min(b.len());
            if text[start..at].trim_start().is_empty() {
                return Some((start, end));
            }
            if opens_after_prose(&text[at..end]) {
                return Some((at, end));
            }
        }
    })
}

/// Whether `rest`, the end of a line from its first backtick, is three or more backticks and
/// an info string alone (```` ```json ````), which after prose opens a fence.
fn opens_after_prose(rest: &str) -> bool {
    let info = rest.trim_start_matches('`');
    rest.len() - info.len() >= 3
        && !info.trim_end().is_empty()
        && info
            .trim_end()
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'+'))
}

/// A fence marker at the start of `line`: three or more backticks or tildes.
fn fence_marker(line: &str) -> Option<(u8, usize)> {
    let byte = *line.as_bytes().first()?;
    if byte != b'`' && byte != b'~' {
        return None;
    }
    let len = line.bytes().take_while(|&b| b == byte).count();
    (len >= 3).then_some((byte, len))
}

/// What [`embedded`] stops at outside a string: brackets and the double quote.
const OUTSIDE: [bool; 256] = byte_set(b"{[]}\"");
/// What it stops at inside a string: the closing quote and escapes.
const IN_STRING: [bool; 256] = byte_set(b"\"\\");

/// The brackets open at a point of the scan, and the outermost pairs closed so far.
#[derive(Default)]
struct Brackets {
    /// Outermost matched pairs so far, each as its start and its end; pairs close in order
    /// of their end, so a new pair contains exactly the recorded pairs that start after it.
    pairs: Positions,
    /// Where each open `{` and each open `[` opened, innermost last: the innermost opener
    /// of a kind is the last of its stack, and an opener closed takes every opener of the
    /// other kind after it with it.
    braces: Positions,
    brackets: Positions,
}

impl Brackets {
    fn push(&mut self, byte: u8, at: usize) {
        if byte == b'{' {
            self.braces.push(at);
        } else {
            self.brackets.push(at);
        }
    }

    /// A closer at `at`: it closes the innermost opener of its kind (and whatever opened
    /// inside it); a closer with no opener is ignored.
    fn close(&mut self, byte: u8, at: usize) {
        let (same, other) = if byte == b'}' {
            (&mut self.braces, &mut self.brackets)
        } else {
            (&mut self.brackets, &mut self.braces)
        };
        let Some(start) = same.pop() else { return };
        while other.last().is_some_and(|p| p > start) {
            other.pop();
        }
        while self
            .pairs
            .below_top()
            .is_some_and(|last_start| last_start > start)
        {
            self.pairs.pop();
            self.pairs.pop();
        }
        self.pairs.push(start);
        self.pairs.push(at + 1);
    }

    fn any_open(&self) -> bool {
        self.braces.last().is_some() || self.brackets.last().is_some()
    }

    /// Where the first opener still open opened.
    fn first_open(&self) -> Option<usize> {
        match (self.braces.first(), self.brackets.first()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// A stack of increasing byte positions in two bytes each (the distance from the one below;
/// a distance too wide for two bytes is kept whole aside): a reply that is nothing but open
/// brackets holds a position for each byte.
#[derive(Default)]
struct Positions {
    steps: Vec<u16>,
    /// The steps that did not fit in a `u16`, in stack order ([`WIDE`] in `steps`).
    wide: Vec<usize>,
    /// The top position (0 when empty).
    top: usize,
}

/// The step that stands for one kept in [`Positions::wide`].
const WIDE: u16 = u16::MAX;

impl Positions {
    /// Pushes `at`, which is past every position on the stack.
    fn push(&mut self, at: usize) {
        let step = at - self.top;
        match u16::try_from(step) {
            Ok(step) if step != WIDE => self.steps.push(step),
            _ => {
                self.steps.push(WIDE);
                self.wide.push(step);
            }
        }
        self.top = at;
    }

    fn pop(&mut self) -> Option<usize> {
        let popped = self.top;
        let step = match self.steps.pop()? {
            WIDE => self.wide.pop()?,
            step => usize::from(step),
        };
        self.top -= step;
        Some(popped)
    }

    fn last(&self) -> Option<usize> {
        (!self.steps.is_empty()).then_some(self.top)
    }

    fn first(&self) -> Option<usize> {
        match *self.steps.first()? {
            WIDE => self.wide.first().copied(),
            step => Some(usize::from(step)),
        }
    }

    /// The position below the top one.
    fn below_top(&self) -> Option<usize> {
        if self.steps.len() < 2 {
            return None;
        }
        let step = match *self.steps.last()? {
            WIDE => *self.wide.last()?,
            step => usize::from(step),
        };
        Some(self.top - step)
    }

    /// The positions, bottom first.
    fn into_ascending(self) -> impl Iterator<Item = usize> {
        let mut wide = self.wide.into_iter();
        let mut at = 0;
        self.steps.into_iter().map_while(move |step| {
            at += match step {
                WIDE => wide.next()?,
                step => usize::from(step),
            };
            Some(at)
        })
    }
}

/// Whether the text at `range` stands alone on its line: nothing but space before it since
/// the line's start, nor after it up to the line's end (a value the reply writes as its
/// own line, `116`, not one named in a sentence).
pub(crate) fn alone_on_its_line(text: &str, range: &Range<usize>) -> bool {
    let line_start = text[..range.start].rfind('\n').map_or(0, |at| at + 1);
    let line_end = text[range.end..]
        .find('\n')
        .map_or(text.len(), |at| range.end + at);
    !text[range.clone()].contains('\n')
        && text[line_start..range.start].trim().is_empty()
        && text[range.end..line_end].trim().is_empty()
}

/// Whether the bracket at `open` is written against a name, with nothing between: code's
/// index, call or literal (`Out[1]`, `items[2]`, `Point{X: 3}`, `map["k"]`), never a JSON
/// value, which stands apart from the word before it. Only ASCII names: prose in scripts
/// without spaces may run into a value (`结果{"a": 1}`).
pub(crate) fn glued_to_name(text: &str, open: usize) -> bool {
    open > 0
        && text
            .as_bytes()
            .get(open - 1)
            .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_')
}

/// JSON objects and arrays inside prose: every outermost balanced `{…}` / `[…]`, plus the
/// first opening bracket that is never closed (a reply cut off mid-value), in text order.
///
/// One pass with a stack. Quotes open strings only inside brackets, so an apostrophe in prose
/// does not hide what follows. "Outermost" counts matched pairs only: a stray `[` in the prose
/// that is never closed does not swallow the value after it, it only adds a candidate of its own.
pub(crate) fn embedded(text: &str) -> impl Iterator<Item = Range<usize>> + use<> {
    embedded_around(text, &[])
}

/// [`embedded`], with the byte ranges `read` (in text order) passed over: places already
/// read as one complete value, whose brackets are all matched inside them.
pub(crate) fn embedded_around(
    text: &str,
    read: &[Range<usize>],
) -> impl Iterator<Item = Range<usize>> + use<> {
    let bytes = text.as_bytes();
    let mut open = Brackets::default();
    let mut in_string = false;
    let mut escaped = false;
    let mut i = 0;
    let mut read = read.iter().peekable();
    while i < bytes.len() {
        // A place read already is passed over, unless a string runs into it.
        if let Some(range) = read.next_if(|r| r.start <= i) {
            if !in_string {
                i = i.max(range.end);
            }
            continue;
        }
        // Bytes that matter to neither state are skipped in one tight loop (not the byte an
        // escape takes), up to the next place read already; with no bracket open, only an
        // opener matters (closers and quotes in prose are nothing).
        if !escaped {
            let limit = read.peek().map_or(bytes.len(), |r| r.start.max(i));
            let rest = &bytes[i..limit];
            let next = match (in_string, open.any_open()) {
                (true, _) => rest.iter().position(|&c| IN_STRING[usize::from(c)]),
                (false, true) => rest.iter().position(|&c| OUTSIDE[usize::from(c)]),
                (false, false) => memchr::memchr2(b'{', b'[', rest),
            };
            match next {
                Some(n) => i += n,
                None if limit < bytes.len() => {
                    i = limit;
                    continue;
                }
                None => break,
            }
        }
        let byte = bytes[i];
        let at = i;
        i += 1;
        if in_string {
            if escaped {
                escaped = false;
            } else if byte == b'\\' {
                escaped = true;
            } else if byte == b'"' {
                in_string = false;
            }
            continue;
        }
        match byte {
            b'{' | b'[' => open.push(byte, at),
            b'"' if open.any_open() => in_string = true,
            b'}' | b']' => open.close(byte, at),
            _ => {}
        }
    }
    // The pairs in text order, with the place from the first opener never closed to the
    // end of the reply among them (a reply of brackets has a pair every few bytes: they are
    // read off the compact stack, never all held as ranges).
    let mut tail = open.first_open().map(|start| start..text.len());
    let mut ends = open.pairs.into_ascending();
    let mut pending: Option<Range<usize>> = None;
    std::iter::from_fn(move || {
        let pair = pending
            .take()
            .or_else(|| ends.next().and_then(|start| Some(start..ends.next()?)));
        let Some(pair) = pair else {
            return tail.take();
        };
        match tail.take_if(|tail| tail.start <= pair.start) {
            Some(tail) => {
                pending = Some(pair);
                Some(tail)
            }
            None => Some(pair),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(text: &'a str, spans: &[Span]) -> Vec<&'a str> {
        spans.iter().map(|s| &text[s.range.clone()]).collect()
    }

    fn places(text: &str, ranges: impl Iterator<Item = Range<usize>>) -> Vec<&str> {
        ranges.map(|r| &text[r]).collect()
    }

    #[test]
    fn finds_fences_with_any_info_string() {
        let text = "Sure:\n```json\n{\"a\": 1}\n```\nand\n~~~\n[2]\n~~~\n";
        assert_eq!(texts(text, &fences(text)), ["{\"a\": 1}\n", "[2]\n"]);
    }

    #[test]
    fn unclosed_fence_runs_to_the_end() {
        let text = "```json\n{\"a\": [1, 2";
        assert_eq!(texts(text, &fences(text)), ["{\"a\": [1, 2"]);
    }

    #[test]
    fn a_fence_opened_after_prose_on_its_line_is_a_fence() {
        // `You wrote: ```json` opens a fence as models write it: what follows its close is
        // outside it, not in a fence the close would open.
        let text = "You wrote: ```json\n{\"a\": 1}\n```\n\nThe data: {\"a\": 2}";
        assert_eq!(texts(text, &fences(text)), ["{\"a\": 1}\n"]);
        // A marker after prose with no info string opens nothing (`it ends with ```).
        let text = "It ends with ```\n{\"a\": 2}";
        assert!(fences(text).is_empty());
    }

    #[test]
    fn one_line_fence() {
        let text = "```json{\"a\": 1}```";
        assert_eq!(texts(text, &fences(text)), ["{\"a\": 1}"]);
    }

    #[test]
    fn positions_are_a_stack() {
        // Steps of every width, wide ones included, against a plain stack.
        let mut positions = Positions::default();
        let mut model: Vec<usize> = Vec::new();
        let mut at = 0;
        for n in 0..3000usize {
            if n % 7 < 4 || model.is_empty() {
                at += [1, 2, 65_534, 65_535, 65_536, 1 << 20][n % 6];
                positions.push(at);
                model.push(at);
            } else {
                assert_eq!(positions.pop(), model.pop());
                at = model.last().copied().unwrap_or(0).max(at - at / 2);
            }
            assert_eq!(positions.last(), model.last().copied());
            assert_eq!(positions.first(), model.first().copied());
            let below = model.len().checked_sub(2).map(|n| model[n]);
            assert_eq!(positions.below_top(), below);
        }
        let mut copy = Positions::default();
        model.iter().for_each(|&p| copy.push(p));
        assert_eq!(copy.into_ascending().collect::<Vec<_>>(), model);
        while let Some(top) = model.pop() {
            assert_eq!(positions.pop(), Some(top));
        }
        assert_eq!(positions.pop(), None);
    }

    #[test]
    fn a_closer_closes_what_opened_inside_its_opener() {
        let text = "x [ { [ } ] y { [ ] ] } z";
        assert_eq!(places(text, embedded(text)), ["[ { [ } ]", "{ [ ] ] }"]);
    }

    #[test]
    fn embedded_objects_in_prose() {
        let text = "Here it is: {\"a\": \"}\"} and also [1, [2]] done";
        assert_eq!(places(text, embedded(text)), ["{\"a\": \"}\"}", "[1, [2]]"]);
    }

    #[test]
    fn stray_bracket_before_the_value_does_not_swallow_it() {
        let text = "Use [brackets for notes. The answer: {\"a\": 1}";
        assert_eq!(
            places(text, embedded(text)),
            ["[brackets for notes. The answer: {\"a\": 1}", "{\"a\": 1}"]
        );
    }

    #[test]
    fn apostrophes_in_prose_do_not_open_strings() {
        let text = "Here's the \"data\": {\"a\": 1}";
        assert_eq!(places(text, embedded(text)), ["{\"a\": 1}"]);
    }

    #[test]
    fn unclosed_value_runs_to_the_end() {
        let text = "Result: {\"a\": [1, 2";
        assert_eq!(places(text, embedded(text)), ["{\"a\": [1, 2"]);
    }

    #[test]
    fn places_read_already_are_passed_over() {
        let text = "See {\"a\": 1}\n```json\n{\"b\": [\"]\"]}\n```\nand [2]";
        let body = fences(text)[0].range.clone();
        assert_eq!(
            places(text, embedded_around(text, &[body])),
            ["{\"a\": 1}", "[2]"]
        );
        assert_eq!(
            places(text, embedded(text)),
            ["{\"a\": 1}", "{\"b\": [\"]\"]}", "[2]"]
        );
        // A string that runs into a place is followed through it, as without it.
        let text = "{\"k\": \"x\n\"} {\"m\": 1} \"\n\"} [3]";
        let start = text.find('\n').unwrap() + 1;
        let place = start..text.rfind('\n').unwrap();
        assert_eq!(
            places(text, embedded_around(text, &[place])),
            places(text, embedded(text))
        );
    }
}
