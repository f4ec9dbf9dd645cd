//! String escapes as JSON writes them: one reading for the plain reader and the streaming
//! scanner (the lenient parser reads more: unknown escapes and lone surrogates kept).

pub(crate) enum Escape {
    /// The escape is not complete yet (the text ends inside it).
    Need,
    /// Not an escape JSON allows (nor `\'` in single quotes), or a lone surrogate.
    Bad,
    /// The character and the escape's length in bytes.
    Char(char, usize),
}

/// The escape at `b[i]` (a backslash) in a string opened by `quote`: JSON's escapes, and
/// `\'` in a single-quoted string.
pub(crate) fn escape(b: &[u8], i: usize, quote: u8) -> Escape {
    let Some(&c) = b.get(i + 1) else {
        return Escape::Need;
    };
    let ch = match c {
        b'"' => '"',
        b'\\' => '\\',
        b'/' => '/',
        b'b' => '\u{8}',
        b'f' => '\u{c}',
        b'n' => '\n',
        b'r' => '\r',
        b't' => '\t',
        b'\'' if quote == b'\'' => '\'',
        b'u' => return unicode_escape(b, i),
        _ => return Escape::Bad,
    };
    Escape::Char(ch, 2)
}

/// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`.
fn unicode_escape(b: &[u8], i: usize) -> Escape {
    let Some(high) = hex4(b, i + 2) else {
        return need_or_bad(b, i + 6);
    };
    if !(0xD800..0xDC00).contains(&high) {
        return char::from_u32(high).map_or(Escape::Bad, |c| Escape::Char(c, 6));
    }
    if b.len() < i + 12 {
        return Escape::Need;
    }
    if b[i + 6] != b'\\' || b[i + 7] != b'u' {
        return Escape::Bad;
    }
    match hex4(b, i + 8) {
        Some(low) if (0xDC00..0xE000).contains(&low) => {
            let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
            char::from_u32(code).map_or(Escape::Bad, |c| Escape::Char(c, 12))
        }
        _ => Escape::Bad,
    }
}

fn need_or_bad(b: &[u8], end: usize) -> Escape {
    if b.len() < end {
        Escape::Need
    } else {
        Escape::Bad
    }
}

fn hex4(b: &[u8], i: usize) -> Option<u32> {
    let digits = b.get(i..i + 4)?;
    let s = std::str::from_utf8(digits).ok()?;
    u32::from_str_radix(s, 16).ok()
}
