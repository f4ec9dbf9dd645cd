//! Name matching: keys and enum values compared the way people (and models) spell them.
//!
//! `actorName`, `actor_name`, `Actor Name` and `actor-name` are one key; `Française` and
//! `francaise` are one enum value at a lower tier than an exact or case-only match.

/// How closely two spellings agree; lower is closer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Tier {
    /// Identical.
    Exact,
    /// Equal ignoring case, separators (space, `_`, `-`, `.`, any mark but a plus, a sharp
    /// and a hyphen at the end) and a trailing period.
    Loose,
    /// Equal after folding accents too (`é` → `e`, `ß` → `ss`).
    Folded,
}

/// Compares two spellings.
pub(crate) fn compare(a: &str, b: &str) -> Option<Tier> {
    if a == b {
        return Some(Tier::Exact);
    }
    let a = a.trim().trim_end_matches('.');
    let b = b.trim().trim_end_matches('.');
    if loose(a) == loose(b) {
        return Some(Tier::Loose);
    }
    if folded(a) == folded(b) {
        return Some(Tier::Folded);
    }
    None
}

/// Lowercase, separators removed. A plus or a sharp (`B+`, `C#`) and a hyphen at the end
/// (`B-`) are marks of another word, not separators: they stay.
pub(crate) fn loose(s: &str) -> String {
    let mut out: String = s
        .chars()
        .filter(|&c| c.is_alphanumeric() || is_mark(c))
        .flat_map(char::to_lowercase)
        .collect();
    if s.trim_end().ends_with(['-', '−']) {
        out.push('-');
    }
    out
}

/// A mark that makes a word another (`B+`, `C#`): in a spelling compared here, and against
/// a word in prose (`parse::light`'s scan).
pub(crate) fn is_mark(c: char) -> bool {
    matches!(c, '+' | '#' | '＋' | '♯')
}

/// `s` with the accents of Latin letters folded (`año` as `ano`, `année` as `annee`),
/// everything else kept: prose compared with a key written in ASCII.
pub(crate) fn unaccented(s: &str) -> std::borrow::Cow<'_, str> {
    if s.is_ascii() {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match fold(c) {
            Some(base) => out.push_str(base),
            None => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// [`loose`], with accents folded.
pub(crate) fn folded(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().filter(|&c| c.is_alphanumeric() || is_mark(c)) {
        for lower in c.to_lowercase() {
            match fold(lower) {
                Some(base) => out.push_str(base),
                None => out.push(lower),
            }
        }
    }
    if s.trim_end().ends_with(['-', '−']) {
        out.push('-');
    }
    out
}

/// The unaccented spelling of a lowercase Latin letter.
fn fold(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĵ' => "j",
        'ķ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' | 'ș' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' | 'ț' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        'þ' => "th",
        _ => return None,
    })
}

/// The byte ranges of the words of `text` (runs of letters and digits), as written.
pub(crate) fn word_ranges(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        let (start, first) = chars.find(|(_, c)| c.is_alphanumeric())?;
        let script = script(first);
        let mut end = text.len();
        while let Some(&(i, c)) = chars.peek() {
            // Chinese, Japanese and Korean write Latin words against their own with no
            // space (`不是positive`), and Japanese its particles in hiragana against the
            // kanji or katakana word before them (`青です`, `ポジティブではない`): a change of
            // script ends a word.
            if !c.is_alphanumeric() || self::script(c) != script {
                end = i;
                break;
            }
            chars.next();
        }
        Some(start..end)
    })
}

/// The script of a letter, as far as words go: Latin and the rest (0), hiragana (1),
/// katakana (2), Han and Hangul (3).
fn script(c: char) -> u8 {
    match c {
        '\u{3040}'..='\u{309F}' => 1,
        '\u{30A0}'..='\u{30FF}' | '\u{FF66}'..='\u{FF9F}' => 2,
        _ if is_cjk(c) => 3,
        _ => 0,
    }
}

/// Whether `c` is of a script written without spaces between words: Thai, Lao, Khmer,
/// Burmese, and Chinese, Japanese and Korean.
pub(crate) fn unspaced(c: char) -> bool {
    matches!(c, '\u{0e00}'..='\u{0eff}' | '\u{1000}'..='\u{109f}' | '\u{1780}'..='\u{17ff}')
        || c >= '\u{2e80}'
}

/// Whether `c` is a letter of Chinese, Japanese or Korean (Han, kana, Hangul).
pub(crate) fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{3040}'..='\u{30FF}'
        | '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{AC00}'..='\u{D7AF}'
        | '\u{1100}'..='\u{11FF}'
        | '\u{F900}'..='\u{FAFF}'
        | '\u{FF66}'..='\u{FF9F}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_spellings_agree() {
        for spelling in [
            "actorName",
            "actor_name",
            "Actor Name",
            "actor-name",
            "ACTOR_NAME",
        ] {
            assert_eq!(
                compare(spelling, "actor_name").map(|_| ()),
                Some(()),
                "{spelling}"
            );
        }
        assert_eq!(compare("actor", "actor_name"), None);
    }

    #[test]
    fn accents_are_a_lower_tier() {
        assert_eq!(compare("Française", "française"), Some(Tier::Loose));
        assert_eq!(compare("francaise", "française"), Some(Tier::Folded));
        assert_eq!(compare("strasse", "Straße"), Some(Tier::Folded));
    }
}
