//! What the prose around a value says about it: cue phrases (an example, the answer), denials
//! and negations, a model declining the task. Every cue and negation word is here.

use super::bytes;

/// Words that deny what follows them in the same clause.
pub(crate) const NEGATIONS: [&str; 8] = [
    "not", "never", "no", "hardly", "barely", "neither", "nor", "without",
];

/// How many words before a value a negation may stand (`not really positive`).
pub(crate) const NEGATION_REACH: usize = 3;

/// What the prose before a value says it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cue {
    None,
    Example,
    Answer,
}

/// Phrases that mark the value after them as an example, not the answer.
const EXAMPLE_CUES: [&str; 9] = [
    "example",
    "e.g.",
    "for instance",
    "template",
    "draft",
    "sample",
    "would look like",
    "placeholder",
    "typical",
];

/// Phrases that mark the value after them as the answer.
const ANSWER_CUES: [&str; 10] = [
    "answer", "final", "correct", "fixed", "fix it", "actual", "result", "revised", "updated",
    "instead",
];

/// Phrases of a model declining the task.
const DECLINES: [&str; 8] = [
    "sorry",
    "can't",
    "cannot",
    "can not",
    "unable to",
    "not able to",
    "won't",
    "as an ai",
];

/// How far back from a value its cue may stand, in bytes.
const CUE_WINDOW: usize = 160;

/// The cue in the prose between `floor` and `start` (the last phrase closest to the value
/// decides), looking back at most [`CUE_WINDOW`] bytes.
pub(crate) fn cue_before(text: &str, floor: usize, start: usize) -> Cue {
    let mut from = start.saturating_sub(CUE_WINDOW).max(floor);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    if from >= start {
        return Cue::None;
    }
    let mut lower = [0u8; CUE_WINDOW];
    let lower = &mut lower[..start - from];
    lower.copy_from_slice(&text.as_bytes()[from..start]);
    lower.make_ascii_lowercase();
    match last_cues(lower) {
        (Some(e), Some(a)) if a > e => Cue::Answer,
        (Some(_), _) => Cue::Example,
        (None, Some(_)) => Cue::Answer,
        (None, None) => Cue::None,
    }
}

/// Where the last example cue and the last answer cue start in `lower` (lowercase prose):
/// one backward pass that checks a phrase only where its first two letters can start one,
/// at the start of a word (`incorrect` holds no `correct`).
fn last_cues(lower: &[u8]) -> (Option<usize>, Option<usize>) {
    let (mut example, mut answer) = (None, None);
    for p in (0..lower.len()).rev() {
        let seconds = CUE_PAIRS[usize::from(lower[p])];
        if seconds == 0
            || lower
                .get(p + 1)
                .is_some_and(|&c| seconds & pair_bit(c) == 0)
            || p > 0 && lower[p - 1].is_ascii_alphabetic()
        {
            continue;
        }
        match phrase_at(lower, p) {
            Cue::Example if example.is_none() => example = Some(p),
            Cue::Answer if answer.is_none() => answer = Some(p),
            _ => {}
        }
        if example.is_some() && answer.is_some() {
            break;
        }
    }
    (example, answer)
}

/// The cue of the phrase starting at `p` of `lower`, as the words before it leave it: a
/// denied answer (`not the final answer`, `an incorrect answer`) sets its value apart as an
/// example does; a denied example (`not an example`) says nothing.
fn phrase_at(lower: &[u8], p: usize) -> Cue {
    let starts_at = |cues: &[&str]| {
        cues.iter()
            .any(|c| c.as_bytes()[0] == lower[p] && lower[p..].starts_with(c.as_bytes()))
    };
    let cue = if starts_at(&EXAMPLE_CUES) {
        Cue::Example
    } else if starts_at(&ANSWER_CUES) {
        Cue::Answer
    } else {
        return Cue::None;
    };
    match (cue, negated_bytes(&lower[..p], Between::Determiners)) {
        (Cue::Answer, true) => Cue::Example,
        (_, true) => Cue::None,
        (cue, false) => cue,
    }
}

/// Words that deny a cue phrase after them, besides the negations of prose values.
const DENIALS: [&str; 4] = ["incorrect", "wrong", "invalid", "bad"];

/// Words that may stand between a denial and the phrase it denies (`not the final answer`).
const DENIED_THROUGH: [&str; 11] = [
    "the", "a", "an", "this", "that", "my", "your", "our", "its", "their", "be",
];

/// What may stand between a negation and what it denies.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Between {
    /// Any words (`not really positive`): the negation of a value named in prose.
    Words,
    /// Only [`DENIED_THROUGH`] words and answer cues (`not the final answer`): the denial of
    /// a cue phrase, which the words of [`DENIALS`] deny too (`an incorrect answer`).
    Determiners,
}

/// Whether a negation ends `before` (the text up to a value or a phrase) in its clause: a
/// negation word ([`NEGATIONS`], `n't`, `cannot`) within [`NEGATION_REACH`] words, with no
/// clause break (punctuation, `but`) and only the words `between` allows in between. The one
/// rule of negation: a value named in prose and a cue phrase are denied by it alike.
pub(crate) fn negated(before: &str, between: Between) -> bool {
    negated_bytes(before.as_bytes(), between)
}

/// [`negated`] on the bytes of the text.
fn negated_bytes(before: &[u8], between: Between) -> bool {
    let mut end = before.len();
    for _ in 0..NEGATION_REACH {
        // Back over the space to the previous word; a clause ends at punctuation.
        let gap = before[..end]
            .iter()
            .rposition(|&c| is_word_byte(c))
            .map_or(0, |i| i + 1);
        if before[gap..end].iter().any(|c| b",.;:!?()\n".contains(c)) {
            return false;
        }
        let start = before[..gap]
            .iter()
            .rposition(|&c| !is_word_byte(c))
            .map_or(0, |i| i + 1);
        let word = &before[start..gap];
        let is = |words: &[&str]| {
            words
                .iter()
                .any(|w| w.as_bytes().eq_ignore_ascii_case(word))
        };
        if word.is_empty() || is(&["but"]) {
            return false;
        }
        let contracted = bytes::ends_with_ignore_case(word, b"n't")
            || bytes::ends_with_ignore_case(word, "n\u{2019}t".as_bytes());
        if contracted || is(&["cannot"]) || is(&NEGATIONS) {
            return true;
        }
        if between == Between::Determiners {
            if is(&DENIALS) {
                return true;
            }
            if !is(&DENIED_THROUGH) && !is(&ANSWER_CUES) {
                return false;
            }
        }
        end = start;
    }
    false
}

/// A byte of a word as [`negated`] reads them: a letter or digit, an apostrophe, or part of
/// a character beyond ASCII (a curly apostrophe).
fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'\'' || c >= 0x80
}

/// For each byte that starts a cue phrase, the bytes that may follow it (as [`pair_bit`]s;
/// bytes that share a bit may pass the test, none that follows is refused).
const CUE_PAIRS: [u32; 256] = {
    let mut set = [0u32; 256];
    let mut i = 0;
    while i < EXAMPLE_CUES.len() + ANSWER_CUES.len() {
        let cue = if i < EXAMPLE_CUES.len() {
            EXAMPLE_CUES[i].as_bytes()
        } else {
            ANSWER_CUES[i - EXAMPLE_CUES.len()].as_bytes()
        };
        set[cue[0] as usize] |= pair_bit(cue[1]);
        i += 1;
    }
    set
};

/// A byte's bit in [`CUE_PAIRS`].
const fn pair_bit(c: u8) -> u32 {
    1 << (c & 31)
}

/// Whether the prose of the reply declines the task.
pub(crate) fn declines(prose: &str) -> bool {
    let lower = prose.to_ascii_lowercase();
    DECLINES.iter().any(|d| lower.contains(d))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cues_read_the_phrase_closest_to_the_value() {
        let text = "For example: {} The actual answer: {}";
        assert_eq!(cue_before(text, 0, 13), Cue::Example);
        assert_eq!(cue_before(text, 15, 35), Cue::Answer);
        assert_eq!(cue_before("Either {} or {}", 9, 13), Cue::None);
    }

    #[test]
    fn every_cue_phrase_is_read_in_any_case_at_the_start_of_a_word() {
        let phrases = EXAMPLE_CUES.iter().map(|p| (p, Cue::Example));
        for (phrase, cue) in phrases.chain(ANSWER_CUES.iter().map(|p| (p, Cue::Answer))) {
            for text in [
                format!("{phrase}: "),
                format!("Here is the {}: ", phrase.to_uppercase()),
                format!("1.{phrase}"),
                format!("(the_{phrase})"),
            ] {
                assert_eq!(cue_before(&text, 0, text.len()), cue, "{text:?}");
            }
            let inside = format!("x{phrase}");
            assert_eq!(
                cue_before(&inside, 0, inside.len()),
                Cue::None,
                "{inside:?}"
            );
        }
        assert_eq!(cue_before("Here it is: ", 0, 12), Cue::None);
    }

    #[test]
    fn a_denied_cue_sets_its_value_apart_or_says_nothing() {
        for (text, cue) in [
            ("An incorrect answer: ", Cue::Example),
            ("This is not the final answer: ", Cue::Example),
            ("This isn't the correct result: ", Cue::Example),
            ("This isn\u{2019}t the result: ", Cue::Example),
            ("The wrong result: ", Cue::Example),
            ("It cannot be the answer: ", Cue::Example),
            ("There is no doubt the answer: ", Cue::Answer),
            ("I am not 100% sure the answer: ", Cue::Answer),
            ("Do not copy the example: ", Cue::Example),
            ("This is not an example: ", Cue::None),
            ("Not a template: ", Cue::None),
            // Too far back, or in another clause: the phrase stands.
            ("Not this one, nor that. The answer: ", Cue::Answer),
            ("Not that, but the answer: ", Cue::Answer),
            ("Not what you had in the example: ", Cue::Example),
            ("Nothing more; the answer: ", Cue::Answer),
            ("Notable answer: ", Cue::Answer),
        ] {
            assert_eq!(cue_before(text, 0, text.len()), cue, "{text:?}");
        }
    }
}
