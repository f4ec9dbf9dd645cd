//! Choosing the answer among the candidates that fit: the one place for that policy.
//!
//! The cheapest fit wins, with three rules on top, each because a wrong value is worse than a
//! refusal:
//!
//! - **Cues.** The prose right before a JSON value says what it is: `For example:`,
//!   `e.g.`, `Draft:`, `template`, `would look like` mark an example; `Answer:`, `Final`,
//!   `Corrected`, `Let me fix it`, `The actual …` mark the answer. An example is never chosen
//!   over a value that is not one; an answer cue decides between different values (the last
//!   one wins, as corrections come after what they correct).
//! - **Ambiguity.** Two *different* complete values found in separate places, with no cue
//!   between them, are [`ErrorKind::Ambiguous`](crate::ErrorKind::Ambiguous). The same value
//!   written twice is one answer.
//! - **Refusals.** A reply whose only values are examples, in prose that declines (`I'm
//!   sorry`, `I can't`), holds no answer.

use super::lenient::{Kind, Node};
use crate::error::Origin;
use std::ops::Range;

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
    let prose = text[from..start].to_ascii_lowercase();
    let last = |cues: &[&str]| cues.iter().filter_map(|c| prose.rfind(c)).max();
    match (last(&EXAMPLE_CUES), last(&ANSWER_CUES)) {
        (Some(e), Some(a)) if a > e => Cue::Answer,
        (Some(_), _) => Cue::Example,
        (None, Some(_)) => Cue::Answer,
        (None, None) => Cue::None,
    }
}

/// Whether the prose of the reply declines the task.
pub(crate) fn declines(prose: &str) -> bool {
    let lower = prose.to_ascii_lowercase();
    DECLINES.iter().any(|d| lower.contains(d))
}

/// Whether a candidate is a JSON value written out in the reply (as opposed to a reading of
/// the text as tags, lines, lists or prose).
pub(crate) fn is_written_json(origin: Origin, node: &Node) -> bool {
    matches!(origin, Origin::Whole | Origin::Fence | Origin::Embedded)
        && matches!(node.kind, Kind::Object(_) | Kind::Array(_))
}

/// Whether two byte ranges overlap.
pub(crate) fn overlaps(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end
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
}
