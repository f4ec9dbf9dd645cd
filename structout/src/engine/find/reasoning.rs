//! Reasoning blocks (`<think>…</think>` and its kin, thinking fences): read once, blanked out
//! of the reply before any value is looked for.

use super::bytes::{self, byte_set, find_ignore_case, starts_with_ignore_case};

/// The fence a model opens a block of reasoning with (any case), closed by the next fence.
pub(crate) const THINKING_FENCE: &[u8] = b"```thinking";

/// Reasoning tags, each with its closing tag: their content never holds the answer.
const REASONING: [(&str, &str); 3] = [
    ("think", "</think>"),
    ("thinking", "</thinking>"),
    ("reasoning", "</reasoning>"),
];

/// The reply with reasoning blocks blanked out (replaced by spaces, so byte offsets stay),
/// or `Err(offset)` when the reply ends inside an unclosed reasoning block.
///
/// One pass, without lowercasing the reply. A tag inside a JSON string literal (a `"…"` within
/// brackets) is content, not reasoning: `{"k": "<think>x</think>"}` keeps its value.
pub(crate) fn strip_reasoning(text: &str) -> Result<Option<String>, usize> {
    let b = text.as_bytes();
    // Without a `<` or a thinking fence there is nothing to cut: known without following
    // the strings (the common case, at memchr's speed).
    if bytes::memchr(b'<', b).is_none() && !has_thinking_fence(b) {
        return Ok(None);
    }
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    let mut lone_close: Option<usize> = None;
    // `quote`: the quote of the string literal we are in (0: none).
    let (mut depth, mut quote, mut escaped) = (0usize, 0u8, false);
    let mut i = 0;
    while i < b.len() {
        // Most bytes matter to neither state: skipped in one tight loop (not the byte an
        // escape takes).
        if !escaped {
            let set = match quote {
                0 => &OUTSIDE,
                b'"' => &IN_STRING,
                _ => &IN_SINGLE,
            };
            match b[i..].iter().position(|&c| set[usize::from(c)]) {
                Some(n) => i += n,
                None => break,
            }
        }
        let c = b[i];
        if quote != 0 {
            if escaped {
                escaped = false;
            } else if c == b'\\' {
                escaped = true;
            } else if c == quote {
                quote = 0;
            }
            i += 1;
            continue;
        }
        match c {
            b'{' | b'[' => depth += 1,
            b'}' | b']' => depth = depth.saturating_sub(1),
            // A double quote opens a string inside brackets, or where a line starts (a reply
            // or a fence body that is one JSON string).
            b'"' if depth > 0 || starts_line(&b[..i]) && closes_on_line(&b[i + 1..]) => {
                quote = b'"';
            }
            // A single quote opens a string where a key or a value starts (`{'a': 'x'}`),
            // never as an apostrophe in a word.
            b'\'' if depth > 0 && opens_value(&b[..i]) => quote = b'\'',
            b'<' => {
                if let Some((open, close)) = reasoning_tag(&b[i..]) {
                    let body = i + open;
                    let Some(n) = find_ignore_case(&b[body..], close) else {
                        return Err(i);
                    };
                    let end = body + n + close.len();
                    cuts.push((i, end));
                    i = end;
                    continue;
                }
                if let Some(len) = closing_reasoning_tag(&b[i..]) {
                    lone_close = Some(i + len);
                }
            }
            b'`' if starts_with_ignore_case(&b[i..], THINKING_FENCE) => {
                let body = i + THINKING_FENCE.len();
                let Some(n) = find_ignore_case(&b[body..], b"```") else {
                    return Err(i);
                };
                let end = body + n + 3;
                cuts.push((i, end));
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    // A lone closing tag: everything before it was reasoning (the opening tag was in the
    // prompt template).
    if let Some(end) = lone_close {
        cuts.retain(|&(s, _)| s >= end);
        cuts.push((0, end));
    }
    Ok((!cuts.is_empty()).then(|| blanked(b, &cuts)))
}

/// Whether a ```` ```thinking ```` fence opens somewhere (looked for at each backtick).
fn has_thinking_fence(b: &[u8]) -> bool {
    let mut from = 0;
    while let Some(n) = bytes::memchr(b'`', &b[from..]) {
        // A run of backticks: only its last three can open a thinking fence.
        let end = from + n + b[from + n..].iter().take_while(|&&c| c == b'`').count();
        if end - (from + n) >= 3 && starts_with_ignore_case(&b[end - 3..], THINKING_FENCE) {
            return true;
        }
        from = end;
    }
    false
}

/// The text with the byte ranges `cuts` replaced by spaces (byte offsets stay).
fn blanked(b: &[u8], cuts: &[(usize, usize)]) -> String {
    let mut bytes = b.to_vec();
    for &(start, end) in cuts {
        bytes[start..end].fill(b' ');
    }
    // Only whole characters were blanked (the cuts start and end at ASCII bytes), so the
    // bytes are still UTF-8; `from_utf8_lossy` keeps this panic-free regardless.
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The bytes [`strip_reasoning`] stops at outside a string literal: brackets, quotes, tags
/// and fences.
const OUTSIDE: [bool; 256] = byte_set(b"{[]}\"'<`");

/// The bytes it stops at inside a string literal: the closing quote and escapes.
const IN_STRING: [bool; 256] = byte_set(b"\"\\");

/// The same inside a single-quoted string literal.
const IN_SINGLE: [bool; 256] = byte_set(b"'\\");

/// Whether only spaces or tabs stand between the last line break (or the start) and the end
/// of `before`.
fn starts_line(before: &[u8]) -> bool {
    matches!(
        before.iter().rev().find(|c| !matches!(c, b' ' | b'\t')),
        None | Some(b'\n' | b'\r')
    )
}

/// Whether a string opened at depth 0 closes on its own line (else the quote is prose, and
/// a closing tag on a later line must still be seen).
fn closes_on_line(after: &[u8]) -> bool {
    let line = &after[..bytes::memchr(b'\n', after).unwrap_or(after.len())];
    bytes::memchr(b'"', line).is_some()
}

/// Whether a value or a key may start after `before`: its last byte that is not white
/// space opens a container or follows a key or a member.
fn opens_value(before: &[u8]) -> bool {
    matches!(
        before.iter().rev().find(|c| !c.is_ascii_whitespace()),
        Some(b'{' | b'[' | b',' | b':')
    )
}

/// The same tags under a model's namespace (`<seed:think>`, `<mm:think>`): what ends their
/// closing tag, whatever the namespace (`</seed:think>`).
const NAMESPACED: [&str; 3] = [":think>", ":thinking>", ":reasoning>"];

/// The longest namespace read before a reasoning tag's name.
const NAMESPACE_LIMIT: usize = 16;

/// The longest opening reasoning tag (`<` + namespace + `:reasoning>`), for a reader that
/// must tell one apart while it arrives in pieces.
pub(crate) const LONGEST_OPENING: usize = 1 + NAMESPACE_LIMIT + 1 + "reasoning".len() + 1;

/// The length of the namespace and its colon at the start of `b` (`seed:`), if one is there.
fn namespace(b: &[u8]) -> Option<usize> {
    let n = b
        .iter()
        .take(NAMESPACE_LIMIT + 1)
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-'))
        .count();
    (n > 0 && n <= NAMESPACE_LIMIT && b.get(n) == Some(&b':')).then_some(n + 1)
}

/// At an opening reasoning tag (`<think>`, `<seed:think>`, any case): its length and the
/// closing tag to look for (for a namespaced tag, the end of its closing tag).
pub(crate) fn reasoning_tag(b: &[u8]) -> Option<(usize, &'static [u8])> {
    let (ns, closes): (usize, &[&'static str]) = match namespace(b.get(1..)?) {
        Some(ns) => (ns, &NAMESPACED),
        None => (0, &[]),
    };
    REASONING.iter().enumerate().find_map(|(i, (tag, close))| {
        let name = 1 + ns;
        let open = name + tag.len() + 1;
        let close = match ns {
            0 => close.as_bytes(),
            _ => closes[i].as_bytes(),
        };
        (b.len() >= open
            && b[name..open - 1].eq_ignore_ascii_case(tag.as_bytes())
            && b[open - 1] == b'>')
            .then_some((open, close))
    })
}

/// At a closing reasoning tag (`</think>`, `</seed:think>`, any case): its length.
fn closing_reasoning_tag(b: &[u8]) -> Option<usize> {
    if let Some(len) = REASONING
        .iter()
        .find(|(_, close)| starts_with_ignore_case(b, close.as_bytes()))
        .map(|(_, close)| close.len())
    {
        return Some(len);
    }
    let ns = namespace(b.strip_prefix(b"</")?)?;
    NAMESPACED
        .iter()
        .find(|close| starts_with_ignore_case(&b[2 + ns - 1..], close.as_bytes()))
        .map(|close| 2 + ns - 1 + close.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_namespaced_reasoning_tag_is_reasoning() {
        for (open, close) in [
            ("<seed:think>", "</seed:think>"),
            ("<mm:think>", "</mm:think>"),
            ("<Model_2:thinking>", "</Model_2:thinking>"),
        ] {
            let text = format!("{open}maybe {{\"a\": 1}}{close}{{\"a\": 2}}");
            let out = strip_reasoning(&text).unwrap().unwrap();
            assert!(
                !out.contains("\"a\": 1") && out.contains("\"a\": 2"),
                "{out}"
            );
            // The opening tag in the prompt: everything before the lone closing tag.
            let lone = format!("maybe {{\"a\": 1}}{close}{{\"a\": 2}}");
            let out = strip_reasoning(&lone).unwrap().unwrap();
            assert!(
                !out.contains("\"a\": 1") && out.contains("\"a\": 2"),
                "{out}"
            );
        }
        // A namespace too long, or none before the colon, is no tag.
        assert_eq!(strip_reasoning("<averyveryverylongname:think>x"), Ok(None));
        assert_eq!(strip_reasoning("<:think>x"), Ok(None));
        // Never closed: the reply ends inside it.
        assert!(strip_reasoning("<seed:think>{\"a\": 1}").is_err());
    }

    #[test]
    fn a_tag_inside_a_string_of_either_quote_is_text() {
        for text in [
            "{'a': 'x <think>y</think> z'}",
            "{\"a\": \"x <think>y</think> z\"}",
            "['x <think>', 'y']",
            "{a: 'it\\'s <think>'}",
        ] {
            assert_eq!(strip_reasoning(text), Ok(None), "{text}");
        }
        // A quote that opens a line of reasoning and does not close on it opens no string:
        // the lone closing tag after it is still seen.
        let out = strip_reasoning("\"Hmm, the user wants\n</think>\n{\"a\": 1}")
            .unwrap()
            .unwrap();
        assert_eq!(out.trim(), "{\"a\": 1}");
        // An apostrophe in prose opens no string: the block after it is still cut.
        let out = strip_reasoning("{note: don't} <think>x</think> {\"a\": 1}")
            .unwrap()
            .unwrap();
        assert!(!out.contains("think"), "{out}");
    }

    #[test]
    fn reasoning_is_blanked() {
        let out = strip_reasoning("<think>{\"a\": 1}</think>{\"a\": 2}")
            .unwrap()
            .unwrap();
        assert_eq!(out.trim(), "{\"a\": 2}");
        assert!(strip_reasoning("<think>still thinking {\"a\": 1}").is_err());
        let lone = strip_reasoning("I think {\"a\": 1}</think> {\"a\": 2}")
            .unwrap()
            .unwrap();
        assert_eq!(lone.trim(), "{\"a\": 2}");
    }

    #[test]
    fn thinking_fences_are_found_after_any_run_of_backticks() {
        for text in [
            "```thinking",
            "````Thinking",
            "`` ```THINKING",
            "`x` ```thinking",
        ] {
            assert!(has_thinking_fence(text.as_bytes()), "{text}");
        }
        for text in [
            "```json",
            "``thinking",
            "``` thinking",
            "`thinking`",
            "```think",
        ] {
            assert!(!has_thinking_fence(text.as_bytes()), "{text}");
        }
    }
}
