//! Choosing the answer among the candidates that fit: the one place for that policy.
//!
//! The cheapest fit wins, with four rules on top, each because a wrong value is worse than a
//! refusal:
//!
//! - **Cues.** The prose right before a JSON value says what it is: `For example:`,
//!   `e.g.`, `Draft:`, `template`, `would look like` mark an example; `Answer:`, `Final`,
//!   `Corrected`, `Let me fix it`, `The actual …` mark the answer. An example is never chosen
//!   over a value that is not one; an answer cue decides between different values (the last
//!   one wins, as corrections come after what they correct).
//! - **Ambiguity.** Two *different* complete values found in separate places, with no cue
//!   between them, or side by side in one place (`"low" "high"`), are
//!   [`ErrorKind::Ambiguous`](crate::ErrorKind::Ambiguous). The same value written twice is
//!   one answer.
//! - **Refusals.** A reply whose only values are examples, in prose that declines (`I'm
//!   sorry`, `I can't`), holds no answer.
//! - **Lists.** For a list target, a value beside others that a collected list reads
//!   together is an item: it is never the whole list alone (wrapped into a list of one).

use super::Scored;
use super::lenient::{self, Kind, Node};
use super::light;
use super::shape::{S, Shape};
use super::sources::Found;
use crate::error::{Candidate, ConvertError, ErrorKind, Origin};
use crate::report::RepairKind;
use serde_json::Value;
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
    match (cue, denied(&lower[..p])) {
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

/// Whether a denial ends `before` (lowercase prose) in the phrase's clause: a negation
/// (`not`, `never`, `n't`, …) or a word of [`DENIALS`], with nothing between it and the
/// phrase but [`DENIED_THROUGH`] words and answer cues, within
/// [`light::NEGATION_REACH`] words (`no doubt the answer` denies nothing).
fn denied(before: &[u8]) -> bool {
    let mut end = before.len();
    for _ in 0..light::NEGATION_REACH {
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
        if word.is_empty() || word == b"but" {
            return false;
        }
        let contracted = word.ends_with(b"n't") || word.ends_with("n\u{2019}t".as_bytes());
        let is = |words: &[&str]| words.iter().any(|w| w.as_bytes() == word);
        if contracted || word == b"cannot" || is(&light::NEGATIONS) || is(&DENIALS) {
            return true;
        }
        if !is(&DENIED_THROUGH) && !is(&ANSWER_CUES) {
            return false;
        }
        end = start;
    }
    false
}

/// A byte of a word as [`denied`] reads them: a letter, an apostrophe, or part of a
/// character beyond ASCII (a curly apostrophe).
fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'\'' || c >= 0x80
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

/// Whether a candidate is a JSON value written out in the reply (as opposed to a reading of
/// the text as tags, lines, lists or prose).
pub(crate) fn is_written_json(origin: Origin, node: &Node) -> bool {
    matches!(origin, Origin::Whole | Origin::Fence | Origin::Embedded)
        && matches!(node.kind, Kind::Object(_) | Kind::Array(_))
}

/// Whether a fit is an object or array written as JSON in the reply: where one fits, no
/// reading of the prose is chosen ([`Policy::prefer_written_containers`]).
pub(crate) fn is_written_container(found: &Found, fit: &Scored) -> bool {
    is_written_json(found.origin, &found.node)
        && match &fit.value {
            Some(value) => matches!(value, Value::Object(_) | Value::Array(_)),
            // The tree as it is: its own kind.
            None => true,
        }
}

/// Whether two byte ranges overlap.
pub(crate) fn overlaps(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end
}

/// The answer among the fits (each with the index of its candidate): `Err(Some(_))` when the
/// reply is ambiguous or holds only examples, `Err(None)` when nothing fits.
pub(crate) fn choose(
    text: &str,
    shape: &Shape,
    found: &[Found],
    mut fits: Vec<(usize, Scored)>,
) -> Result<(usize, Scored), Option<ConvertError>> {
    let cues = cues(text, found);
    let policy = Policy { found, cues: &cues };
    policy.drop_collected_with_cued_parts(&mut fits);
    policy.drop_items_taken_for_lists(shape, &mut fits);
    policy.prefer_written_containers(&mut fits);
    policy.prefer_fenced_string(&mut fits);
    policy.drop_examples(text, &mut fits)?;
    let best = fits
        .iter()
        .enumerate()
        .min_by_key(|(order, (_, fit))| (fit.cost, *order))
        .map(|(order, _)| order)
        .ok_or(None)?;
    let any = matches!(shape.node(shape.root), S::Any);
    policy.settle_rivals(text, fits, best, any)
}

/// The candidates and the cue before each, for the rules of [`choose`].
struct Policy<'a> {
    found: &'a [Found<'a>],
    cues: &'a [Cue],
}

impl Policy<'_> {
    fn written(&self, n: usize) -> bool {
        is_written_json(self.found[n].origin, &self.found[n].node)
    }

    /// Values collected from several places are one answer only when no cue sets a part
    /// apart (an example among them, or an answer after the first).
    fn drop_collected_with_cued_parts(&self, fits: &mut Vec<(usize, Scored)>) {
        fits.retain(|(n, _)| !self.collected(*n) || !self.cued_apart(*n));
    }

    fn collected(&self, n: usize) -> bool {
        self.found[n].repair == Some(RepairKind::ValuesCollected)
    }

    /// Whether a cue sets a part of the collected candidate `n` apart.
    fn cued_apart(&self, n: usize) -> bool {
        let found = self.found;
        found.iter().enumerate().any(|(m, part)| {
            m != n
                && self.written(m)
                && part.span.start >= found[n].span.start
                && part.span.end <= found[n].span.end
                && (self.cues[m] == Cue::Example
                    || self.cues[m] == Cue::Answer && part.span.start > found[n].span.start)
        })
    }

    /// For a list target, a value that fits only wrapped into a list of one is an item: where
    /// it stands with other values that a collected list reads together (no cue setting one
    /// apart), it is not the answer alone, whether or not that list fits; the others are the
    /// list's other items (`{"a": 1} {"a": "x"}` is two records, one of them wrong).
    fn drop_items_taken_for_lists(&self, shape: &Shape, fits: &mut Vec<(usize, Scored)>) {
        if !matches!(shape.node(shape.root), S::Array { .. }) {
            return;
        }
        let found = self.found;
        let lists: Vec<usize> = (0..found.len())
            .filter(|&n| self.collected(n) && !self.cued_apart(n))
            .collect();
        if lists.is_empty() {
            return;
        }
        // Coercion records the wrap of the root last.
        let wrapped = |n: usize, fit: &Scored| {
            !matches!(found[n].node.kind, Kind::Array(_) | Kind::Set(_))
                && fit
                    .repairs
                    .last()
                    .is_some_and(|r| r.kind == RepairKind::WrappedInArray)
        };
        // A list written apart from the item is another answer the reply may mean: the item
        // stays, its rival (`{"t": "a"} [{"t": "b"}]` says neither which nor both).
        let written_lists: Vec<usize> = fits
            .iter()
            .filter(|(m, fit)| {
                !wrapped(*m, fit)
                    && !self.collected(*m)
                    && self.written(*m)
                    && matches!(found[*m].node.kind, Kind::Array(_))
                    && !lenient::truncated(&found[*m].node)
            })
            .map(|(m, _)| *m)
            .collect();
        fits.retain(|(n, fit)| {
            let item = &found[*n];
            !wrapped(*n, fit)
                || written_lists
                    .iter()
                    .any(|&m| !overlaps(&found[m].span, &item.span))
                || !lists.iter().any(|&l| {
                    l != *n
                        && found[l].span.start <= item.span.start
                        && item.span.end <= found[l].span.end
                })
        });
    }

    /// A container written as JSON that fits beats any reading of the prose around it (the
    /// whole reply as one word, lines, lists, tags, a value named in prose): those readings
    /// cost a constant while repairs grow with the value, and a fragment must not win.
    fn prefer_written_containers(&self, fits: &mut Vec<(usize, Scored)>) {
        if fits
            .iter()
            .any(|(n, fit)| is_written_container(&self.found[*n], fit))
        {
            fits.retain(|(n, _)| self.written(*n));
        }
    }

    /// A string literal in a fence is the string, not the whole reply around it.
    fn prefer_fenced_string(&self, fits: &mut Vec<(usize, Scored)>) {
        let found = self.found;
        if fits.iter().any(|(n, _)| {
            found[*n].origin == Origin::Fence && matches!(found[*n].node.kind, Kind::Str(_))
        }) {
            fits.retain(|(n, _)| found[*n].origin != Origin::Whole || found[*n].is_json());
        }
    }

    /// Examples are never chosen over a value that is not one; a reply of examples only, in
    /// prose that declines, holds no answer.
    fn drop_examples(
        &self,
        text: &str,
        fits: &mut Vec<(usize, Scored)>,
    ) -> Result<(), Option<ConvertError>> {
        let example = |n: usize| self.written(n) && self.cues[n] == Cue::Example;
        if fits.iter().any(|(n, _)| !example(*n)) {
            fits.retain(|(n, _)| !example(*n));
        } else if !fits.is_empty() && declines(text) {
            return Err(Some(ConvertError::new(
                ErrorKind::NoValue,
                "",
                "an answer, not an example or a template",
                text,
            )));
        }
        Ok(())
    }

    /// Whether candidate `n`, with a value different from candidate `b`'s, is its rival:
    /// both written as JSON in separate places, or both among several values read in one
    /// place (`"low" "high"`: the reply names two).
    fn may_rival(&self, b: usize, n: usize) -> bool {
        let (best, other) = (&self.found[b], &self.found[n]);
        let apart = self.written(b)
            && self.written(n)
            && !overlaps(&other.span, &best.span)
            && other.repair != Some(RepairKind::ValuesCollected);
        let side_by_side =
            best.part && other.part && best.origin == other.origin && best.span == other.span;
        apart || side_by_side
    }

    /// Different values written in separate places: the cheapest fit is the answer only
    /// when it has no rival; else an answer cue decides (the last one), or the reply is
    /// ambiguous.
    fn settle_rivals(
        &self,
        text: &str,
        mut fits: Vec<(usize, Scored)>,
        best: usize,
        any: bool,
    ) -> Result<(usize, Scored), Option<ConvertError>> {
        let found = self.found;
        let b = fits[best].0;
        let best_value = std::cell::OnceCell::new();
        let rivals: Vec<usize> = (0..fits.len())
            .filter(|&i| {
                let (n, fit) = &fits[i];
                i == best
                    || !any
                        && self.may_rival(b, *n)
                        && fit.value(&found[*n].node)
                            != *best_value.get_or_init(|| fits[best].1.value(&found[b].node))
            })
            .collect();
        if rivals.len() == 1 {
            return Ok(fits.swap_remove(best));
        }
        if let Some(&answer) = rivals
            .iter()
            .filter(|&&i| self.cues[fits[i].0] == Cue::Answer)
            .max_by_key(|&&i| found[fits[i].0].span.start)
        {
            return Ok(fits.swap_remove(answer));
        }
        let candidates = rivals
            .iter()
            .map(|&i| Candidate {
                origin: found[fits[i].0].origin,
                span: found[fits[i].0].span.clone(),
                problem: format!(
                    "fits as {}",
                    crate::error::snippet(&fits[i].1.value(&found[fits[i].0].node).to_string())
                ),
            })
            .collect();
        Err(Some(
            ConvertError::new(
                ErrorKind::Ambiguous,
                "",
                "exactly one value; the reply holds several different ones and does not say which is the answer",
                text,
            )
            .with_candidates(candidates),
        ))
    }
}

/// The cue before each written JSON candidate (the prose since the previous one ended).
fn cues(text: &str, found: &[Found]) -> Vec<Cue> {
    // The ends of the written candidates, sorted: the last end at or before a start is the
    // floor of its prose, found by binary search (a reply may hold thousands of values).
    let mut ends: Vec<usize> = found
        .iter()
        .filter(|f| is_written_json(f.origin, &f.node))
        .map(|f| f.span.end)
        .collect();
    ends.sort_unstable();
    found
        .iter()
        .map(|f| {
            if !is_written_json(f.origin, &f.node) {
                return Cue::None;
            }
            let before = ends.partition_point(|&end| end <= f.span.start);
            let floor = if before == 0 { 0 } else { ends[before - 1] };
            cue_before(text, floor, f.span.start)
        })
        .collect()
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
