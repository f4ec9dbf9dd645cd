//! Byte search, the ground every reader of the reply stands on: lookup tables of bytes,
//! `memchr` and substring search, ASCII case-insensitive matching.

/// A lookup table of bytes: `true` at each of `bytes`.
pub(crate) const fn byte_set(bytes: &[u8]) -> [bool; 256] {
    let mut set = [false; 256];
    let mut i = 0;
    while i < bytes.len() {
        set[bytes[i] as usize] = true;
        i += 1;
    }
    set
}

/// `set` with every control byte (below 0x20) added.
pub(crate) const fn with_controls(mut set: [bool; 256]) -> [bool; 256] {
    let mut c = 0;
    while c < 0x20 {
        set[c] = true;
        c += 1;
    }
    set
}

/// Where `needle` first stands in `hay`.
pub(crate) fn memchr(needle: u8, hay: &[u8]) -> Option<usize> {
    memchr::memchr(needle, hay)
}

/// Where `needle` (not empty) first starts in `hay`.
pub(crate) fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return None;
    }
    memchr::memmem::find(hay, needle)
}

/// Whether `hay` starts with `needle` (ASCII, any case).
pub(crate) fn starts_with_ignore_case(hay: &[u8], needle: &[u8]) -> bool {
    hay.len() >= needle.len() && hay[..needle.len()].eq_ignore_ascii_case(needle)
}

/// The first occurrence of `needle` (ASCII, any case) in `hay`.
pub(crate) fn find_ignore_case(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let first = needle[0].to_ascii_lowercase();
    (0..hay.len()).find(|&n| {
        hay[n].to_ascii_lowercase() == first && starts_with_ignore_case(&hay[n..], needle)
    })
}

/// Whether `hay` ends with `needle` (ASCII, any case).
pub(crate) fn ends_with_ignore_case(hay: &[u8], needle: &[u8]) -> bool {
    hay.len() >= needle.len() && hay[hay.len() - needle.len()..].eq_ignore_ascii_case(needle)
}

/// `at`, or the nearest char boundary of `text` above it (at most `text.len()`).
pub(crate) fn ceil_char(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// `at`, or the nearest char boundary of `text` below it (`text.len()` at most).
pub(crate) fn floor_char(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}
