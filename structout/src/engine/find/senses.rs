//! Closed values in the words of other languages.
//!
//! A schema names its enum values and flags in English (`negative`, `rejected`, `in_stock`);
//! a reply's prose says them in its own language (`નકારાત્મક`, `заявка отклонена`, `mavjud
//! emas`). [`SENSES`] holds, for the closed values schemas use most, the words by which about
//! a hundred languages say a thing is in that state, so that prose which states another value
//! than the record's is read as a contradiction in any of them, as it is in English (the
//! choose stage decides what a statement means; this module only finds where one is).

use super::words::{loose, unspaced};

mod table;

use table::SENSES;

/// Spellings of a sense's key that schemas also use (`canceled` for `cancelled`).
const ALIASES: [(&str, &str); 12] = [
    ("canceled", "cancelled"),
    ("grey", "gray"),
    ("instock", "in_stock"),
    ("outofstock", "sold_out"),
    ("soldout", "sold_out"),
    ("complete", "completed"),
    ("done", "completed"),
    ("finished", "completed"),
    ("success", "completed"),
    ("failure", "failed"),
    ("reject", "rejected"),
    ("approve", "approved"),
];

/// The sense a value of a schema names (`Negative`, `sold-out`, `canceled`), if the table
/// holds it.
pub(crate) fn sense_of(value: &str) -> Option<usize> {
    let value = loose(value);
    let value = ALIASES
        .iter()
        .find(|(alias, _)| *alias == value)
        .map_or(value, |(_, key)| loose(key));
    SENSES.iter().position(|(key, _)| loose(key) == value)
}

/// A place where prose says a sense: which one, and the bytes of the whole word (or words)
/// that say it (past the form to the end of its word: `отклонена` for the form `отклонен`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Said {
    pub(crate) sense: usize,
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// Where the form itself ends (its word's ending after it, to `end`).
    pub(crate) form_end: usize,
}

impl Said {
    /// The characters of the ending its word puts on the form.
    pub(crate) fn ending(&self, lower: &str) -> usize {
        lower[self.form_end..self.end].chars().count()
    }
}

/// Every place where `lower` (prose, lowercase) says a sense of [`SENSES`] in another
/// language: one for each sense a form says there (a form may say two near ones).
///
/// A form starts a word, and one of fewer than four letters, or written with a space after
/// it, is the whole word; a longer one is a stem its word may go on from, by an ending of
/// four characters at most (`отклонен` in `отклонена`). A form in a script written
/// without spaces (Chinese, Japanese, Thai, Lao, Khmer, Burmese, Tibetan) may stand anywhere.
pub(crate) fn said(lower: &str) -> Vec<Said> {
    let forms = forms();
    let bytes = lower.as_bytes();
    let mut out = Vec::new();
    let mut previous: Option<char> = None;
    // Where the word being read started.
    let mut word = 0;
    for (p, c) in lower.char_indices() {
        let at_start = previous.is_none_or(|b| !b.is_alphanumeric() && !is_mark(b));
        previous = Some(c);
        if at_start {
            word = p;
        }
        // (A form starts a word, past a prefix Hebrew and Arabic write onto it, `ה`, `ו`,
        // `ال`, `و`; or anywhere in a script without spaces.)
        if !(at_start || spaceless(c) || glued_prefix(&lower[word..p])) {
            continue;
        }
        // The forms that share the place's first two bytes, the longest first that fits.
        let two = &bytes[p..(p + 2).min(bytes.len())];
        let from = forms
            .texts
            .partition_point(|(f, _)| &f.as_bytes()[..2.min(f.len())] < two);
        let to = from
            + forms.texts[from..].partition_point(|(f, _)| &f.as_bytes()[..2.min(f.len())] <= two);
        let mut best: Option<(&str, usize, usize, usize)> = None;
        for &(form, n) in &forms.texts[from..to] {
            // (A form written with a space after it is a whole word only.)
            let text = form.trim_end_matches(' ');
            if !bytes[p..].starts_with(text.as_bytes())
                || best.is_some_and(|(t, _, _, _)| t.len() >= text.len())
            {
                continue;
            }
            let tail = &lower[p + text.len()..];
            let word_end = if spaceless(c) {
                0
            } else {
                tail.find(|n: char| !n.is_alphanumeric() && !is_mark(n))
                    .unwrap_or(tail.len())
            };
            // (A short form, or one with a space after it, is a whole word; a stem takes an
            // ending of four characters at most: `отклонен` in `отклонена`, not `hoch` in
            // `hochladen`.)
            let ending = tail[..word_end].chars().filter(|c| !is_mark(*c)).count();
            let stem = text.len() == form.len()
                && text.chars().filter(|c| c.is_alphabetic()).count() >= STEM;
            if ending <= if stem { ENDING } else { 0 } {
                best = Some((text, n, p + text.len(), p + text.len() + word_end));
            }
        }
        if let Some((_, n, form_end, end)) = best {
            for &sense in &forms.senses[n] {
                out.push(Said {
                    sense: usize::from(sense),
                    start: p,
                    end,
                    form_end,
                });
            }
        }
    }
    out
}

/// Whether the prose `before` a form of a script written without spaces ends with a
/// negation glued to it (`并不较高`, `ไม่ว่าง`, `未批准`): the form is denied, not said.
pub(crate) fn denied_glued(before: &str) -> bool {
    const GLUED: [&str; 10] = ["不", "没", "沒", "未", "非", "无", "無", "ไม่", "ບໍ່", "មិន"];
    GLUED.iter().any(|n| before.ends_with(n))
}

/// The fewest letters of a form that a word may go on from (a stem); a shorter form is a
/// whole word.
const STEM: usize = 4;

/// The most characters a word may go on past a form that is its stem.
const ENDING: usize = 4;

/// Whether `before`, the start of a word up to a place in it, is a prefix Hebrew or Arabic
/// writes onto a word (`ה`, `ו`, `ש`, `ال`, `وال`, `بال`): the word proper starts after it.
fn glued_prefix(before: &str) -> bool {
    const HEBREW: [&str; 10] = ["ה", "ו", "ש", "ב", "ל", "מ", "כ", "וה", "שה", "וש"];
    const ARABIC: [&str; 9] = ["ال", "و", "ب", "ل", "وال", "بال", "لل", "فال", "ف"];
    !before.is_empty() && (HEBREW.contains(&before) || ARABIC.contains(&before))
}

/// Whether `c` is of a script written without spaces between words (Tibetan too, whose
/// marks part syllables, not words).
fn spaceless(c: char) -> bool {
    unspaced(c) && !('\u{ac00}'..='\u{d7af}').contains(&c) || ('\u{0f00}'..='\u{0fff}').contains(&c)
}

/// A combining mark, inside a word of the scripts that write vowels with them.
fn is_mark(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036f}' | '\u{0900}'..='\u{0dff}' | '\u{0e31}'..='\u{0e4e}' | '\u{0eb1}'..='\u{0ecd}' | '\u{0f71}'..='\u{0f87}' | '\u{102b}'..='\u{103e}' | '\u{17b4}'..='\u{17d3}')
        && !c.is_alphanumeric()
}

/// Every form of [`SENSES`] once, sorted by its bytes (with where its senses are in
/// `senses`): a place reads only the forms that share its first two bytes.
struct Forms {
    texts: Vec<(&'static str, usize)>,
    senses: Vec<Vec<u16>>,
}

fn forms() -> &'static Forms {
    static FORMS: std::sync::OnceLock<Forms> = std::sync::OnceLock::new();
    FORMS.get_or_init(|| {
        let mut at: std::collections::BTreeMap<&'static str, Vec<u16>> = Default::default();
        for (sense, (_, forms)) in SENSES.iter().enumerate() {
            for form in forms.iter() {
                at.entry(*form).or_default().push(sense as u16);
            }
        }
        let (texts, senses) = at
            .into_iter()
            .enumerate()
            .map(|(n, (form, senses))| ((form, n), senses))
            .unzip();
        Forms { texts, senses }
    })
}

/// The senses a flag named `open` is the opposite of, by key (`closed`): prose that says one
/// of them of a flag set true denies it.
pub(crate) const OPPOSED: [(&str, &[&str]); 22] = [
    ("open", &["closed"]),
    ("closed", &["open"]),
    ("active", &["inactive"]),
    ("inactive", &["active"]),
    ("enabled", &["disabled"]),
    ("disabled", &["enabled"]),
    ("online", &["offline"]),
    ("offline", &["online"]),
    ("public", &["private"]),
    ("private", &["public"]),
    ("valid", &["invalid"]),
    ("present", &["absent"]),
    ("available", &["unavailable", "sold_out"]),
    ("in_stock", &["unavailable", "sold_out"]),
    ("paid", &["unpaid", "overdue"]),
    ("approved", &["rejected"]),
    ("accepted", &["declined", "rejected"]),
    ("passed", &["failed"]),
    ("confirmed", &["cancelled"]),
    ("employed", &["unemployed"]),
    ("married", &["single", "divorced"]),
    ("completed", &["failed", "cancelled"]),
];

/// Whether `said` ([`said`] of some prose) holds sense `n` at the place of `at` (the same
/// form says it too).
pub(crate) fn also_at(said: &[Said], at: &Said, n: usize) -> bool {
    said.iter().any(|s| s.start == at.start && s.sense == n)
}

/// The senses opposed to sense `n` ([`OPPOSED`]).
pub(crate) fn opposed(n: usize) -> impl Iterator<Item = usize> {
    let key = SENSES[n].0;
    OPPOSED
        .iter()
        .filter(move |(flag, _)| *flag == key)
        .flat_map(|(_, opposites)| opposites.iter())
        .filter_map(|o| SENSES.iter().position(|(key, _)| key == o))
}
