//! Choosing the answer among the candidates that fit: the one place for that policy.
//!
//! The cheapest fit wins, with four rules on top, each because a wrong value is worse than a
//! refusal:
//!
//! - **Cues.** The prose right before a JSON value says what it is: `For example:`,
//!   `e.g.`, `Draft:`, `template`, `would look like` mark an example; `Answer:`, `Final`,
//!   `Corrected`, `Let me fix it`, `The actual …` mark the answer. An example is never chosen
//!   over a value that is not one; an answer cue decides between different values (the last
//!   one wins, as corrections come after what they correct), over what is written before it:
//!   a different value after it with no cue of its own is a second answer.
//! - **Ambiguity.** Two *different* complete values found in separate places, with no cue
//!   between them, or side by side in one place (`"low" "high"`), are
//!   [`ErrorKind::Ambiguous`](crate::ErrorKind::Ambiguous). The same value written twice is
//!   one answer.
//! - **Refusals.** A reply whose only values are examples, in prose that declines (`I'm
//!   sorry`, `I can't`), holds no answer.
//! - **Lists.** For a list target, a value beside others that a collected list reads
//!   together is an item: it is never the whole list alone (wrapped into a list of one).

use crate::engine::coerce::{Scored, blank_form};
use crate::engine::find::cues::{self, Cue};
use crate::engine::find::provenance::Provenance;
use crate::engine::find::spans::{self, Span};
use crate::engine::find::{calendar, clock, declining, qualifiers, senses, units, words};
use crate::engine::parse::sources::{Found, is_written_json};
use crate::engine::parse::tree::{self, Kind, Node, Text};
use crate::engine::parse::{light, numbers};
use crate::error::{Candidate, ConvertError, ErrorKind, Origin};
use crate::report::RepairKind;
use crate::schema::shape::key_parts;
use crate::schema::shape::{self, S, Shape};
use serde_json::Value;
use std::borrow::Cow;
use std::ops::Range;

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
    fences: &[Span],
    mut fits: Vec<(usize, Scored)>,
) -> Result<(usize, Scored), Option<ConvertError>> {
    let cues = cues(text, shape, found, fences, &fits);
    let policy = Policy { found, cues: &cues };
    policy.drop_collected_with_cued_parts(&mut fits);
    policy.drop_parts_of_written_values(&mut fits);
    policy.drop_items_taken_for_lists(shape, &mut fits);
    policy.prefer_written_containers(&mut fits);
    policy.prefer_fenced_string(&mut fits);
    policy.drop_wider_readings_of_doubted(&mut fits);
    policy.drop_doubtful(text, shape, &mut fits)?;
    let best = fits
        .iter()
        .enumerate()
        .min_by_key(|(order, (_, fit))| (fit.cost, *order))
        .map(|(order, _)| order)
        .ok_or(None)?;
    let any = matches!(shape.node(shape.root), S::Any);
    let chosen = policy.settle_rivals(text, fits, best, any)?;
    if policy.restated_otherwise(text, shape, fences, chosen.0, &chosen.1) {
        return Err(Some(ConvertError::new(
            ErrorKind::Ambiguous,
            "",
            "one value for each field; the reply writes the record again, nested in another value, with another value for a field",
            text,
        )));
    }
    Ok(chosen)
}

/// Whether the fields of `record`, an object nested in a written value, are the answer's
/// own (two of them or more, and no others), one of them with another scalar than the
/// answer's: the same record, stated otherwise.
fn states_otherwise(record: &[(Text, Node)], answer: &serde_json::Map<String, Value>) -> bool {
    let shared = record
        .iter()
        .filter(|(key, _)| answer.contains_key(key.as_ref()))
        .count();
    let scalar = |v: &Value| match v {
        Value::String(s) => Some(s.trim().to_lowercase()),
        Value::Number(n) => n.as_f64().map(|f| f.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    };
    shared >= 2
        && shared == record.len()
        && record.iter().any(|(key, node)| {
            let (Some(own), Some(theirs)) = (
                answer.get(key.as_ref()).and_then(scalar),
                scalar(&crate::engine::parse::written::value(node.clone())),
            ) else {
                return false;
            };
            let number = |s: &str| s.parse::<f64>().ok().map(|f| f.to_string());
            own != theirs && number(&own).is_none_or(|n| Some(n) != number(&theirs))
        })
}

/// Whether `node`, a written object, holds an object of two fields or more nested under its
/// keys (through objects only, up to three levels down).
fn nests_a_record(node: &Node, depth: usize) -> bool {
    let Kind::Object(fields) = &node.kind else {
        return false;
    };
    (depth > 0 && fields.len() >= 2)
        || depth < 3
            && fields
                .iter()
                .any(|(_, inner)| nests_a_record(inner, depth + 1))
}

/// Whether `node`, a written value, holds nested under its keys (through objects only, not
/// lists: a list's records are others) a record that states the answer otherwise
/// ([`states_otherwise`]).
fn nests_otherwise(node: &Node, answer: &serde_json::Map<String, Value>, depth: usize) -> bool {
    let Kind::Object(fields) = &node.kind else {
        return false;
    };
    (depth > 0 && states_otherwise(fields, answer))
        || depth < 3
            && fields
                .iter()
                .any(|(_, inner)| nests_otherwise(inner, answer, depth + 1))
}

/// The candidates and the cue before each, for the rules of [`choose`].
struct Policy<'a> {
    found: &'a [Found<'a>],
    cues: &'a [Cue],
}

impl Policy<'_> {
    /// Whether candidate `n` is written at a place of its own ([`is_placed`]).
    fn written(&self, n: usize) -> bool {
        is_placed(&self.found[n])
    }

    /// A value read from a wider place that holds a narrower one where the same value is
    /// written, and the prose there doubts it, is that doubted value read past its prose
    /// (`{"tags": […]} (+3)` read whole, the count of items not shown dropped as text after
    /// the record): it goes with it.
    fn drop_wider_readings_of_doubted(&self, fits: &mut Vec<(usize, Scored)>) {
        let found = self.found;
        let doubted: Vec<(usize, Cow<'_, serde_json::Value>)> = fits
            .iter()
            .filter(|(m, _)| self.cues[*m].is_doubtful() && self.written(*m))
            .map(|(m, fit)| (*m, fit.value(&found[*m].node)))
            .collect();
        if doubted.is_empty() {
            return;
        }
        let wider: Vec<usize> = fits
            .iter()
            .filter(|(n, fit)| {
                let span = &found[*n].span;
                let holds = |m: usize| {
                    let part = &found[m].span;
                    m != *n
                        && span.start <= part.start
                        && part.end <= span.end
                        && span.len() > part.len()
                };
                // (Its value built only where it holds a doubted place.)
                doubted.iter().any(|(m, _)| holds(*m)) && {
                    let own = fit.value(&found[*n].node);
                    doubted.iter().any(|(m, value)| holds(*m) && own == *value)
                }
            })
            .map(|(n, _)| *n)
            .collect();
        fits.retain(|(n, _)| !wider.contains(n));
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
                && (self.cues[m].is_doubtful()
                    || self.cues[m] == Cue::Answer && part.span.start > found[n].span.start)
        })
    }

    /// A value written inside another written value that fits is a part of it, never the
    /// answer on its own (`{"pointer": {pointer: 1},` then prose: the inner object is the
    /// outer one's field). Collections are weighed by their own rules.
    fn drop_parts_of_written_values(&self, fits: &mut Vec<(usize, Scored)>) {
        let found = self.found;
        let outer: Vec<usize> = fits
            .iter()
            .map(|(n, _)| *n)
            .filter(|&n| self.written(n) && !self.collected(n) && !found[n].part)
            .collect();
        if outer.len() < 2 {
            return;
        }
        fits.retain(|(n, _)| {
            let inner = &found[*n].span;
            !self.written(*n)
                || !outer.iter().any(|&m| {
                    let around = &found[m].span;
                    m != *n
                        && around.start <= inner.start
                        && inner.end <= around.end
                        && around != inner
                })
        });
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
                    && !tree::truncated(&found[*m].node)
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
            // Written JSON, not a scalar or a set read from the prose.
            let found = self.found;
            fits.retain(|(n, _)| is_written_json(found[*n].origin, &found[*n].node));
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

    /// A value whose provenance is doubtful (an example, a quotation, code, a value taken
    /// back: [`Cue::is_doubtful`]) is never chosen over one that is not, and never returned
    /// on its own: a reply that holds no other value gives no answer.
    fn drop_doubtful(
        &self,
        text: &str,
        shape: &Shape,
        fits: &mut Vec<(usize, Scored)>,
    ) -> Result<(), Option<ConvertError>> {
        // (Cues are read only where the prose around a candidate may say what it is.) A
        // blank form is a template wherever it stands.
        let blank = |n: usize| blank_form(shape, &self.found[n].node);
        let doubtful = |n: usize| self.cues[n].is_doubtful() || blank(n);
        // An alternative offered without settling (`… or maybe {…}`) leaves the reply
        // undecided between it and what it is offered beside: neither is the answer.
        if fits.iter().any(|(n, _)| self.cues[*n] == Cue::Hedged) {
            let alternatives: Vec<&str> = fits
                .iter()
                .filter(|(n, _)| self.written(*n) || self.cues[*n] != Cue::None)
                .map(|(n, _)| &text[self.found[*n].span.clone()])
                .collect();
            return Err(Some(ConvertError::new(
                ErrorKind::Ambiguous,
                "",
                "one answer stated; the reply asks about a value, or offers an alternative without settling on either",
                &alternatives.join(" or "),
            )));
        }
        let Some(&(first, _)) = fits.iter().find(|(n, _)| doubtful(*n)) else {
            return Ok(());
        };
        // The writer's doubt after a value is the reply's: no other value in it is the
        // answer either (`{A} or {B} — not sure`).
        let first = fits
            .iter()
            .find(|(n, _)| self.cues[*n] == Cue::Doubted)
            .map_or(first, |&(n, _)| n);
        // A value the reply wrote and then took back is corrected only by another it writes:
        // a correction the prose only names (`Sorry, I miscounted — it's 43`) was never
        // written as the answer.
        // (A value on a line of its own is written as well as one in a fence: `116` then
        // `Oops, that was wrong: the right number is 89.`)
        let on_its_line = |n: usize| {
            // (A scalar as JSON writes it: `key: value` lines are prose's, which a sentence
            // after them may correct, `Status: shipped` then `it's still pending`.)
            let scalar = matches!(
                self.found[n].node.kind,
                Kind::Number(_) | Kind::Bool(_) | Kind::Null
            );
            scalar
                && self.found[n].repair != Some(RepairKind::FoundInProse)
                && spans::alone_on_its_line(text, &self.found[n].span)
        };
        let written = |n: usize| self.written(n) || on_its_line(n);
        let written_retracted = fits
            .iter()
            .any(|(n, _)| self.cues[*n] == Cue::Retracted && written(*n));
        let kept = |n: usize| !doubtful(n) && (!written_retracted || written(n));
        if self.cues[first] != Cue::Doubted && fits.iter().any(|(n, _)| kept(*n)) {
            fits.retain(|(n, _)| kept(*n));
            return Ok(());
        }
        let first = if written_retracted {
            fits.iter()
                .find(|(n, _)| self.cues[*n] == Cue::Retracted && written(*n))
                .map_or(first, |&(n, _)| n)
        } else {
            first
        };
        let expected = match self.cues[first] {
            _ if blank(first) => {
                "the record filled in; the reply writes a blank form (every field empty or zero)"
            }
            Cue::Quoted => "the answer itself; the reply only quotes a value from someone else",
            Cue::Code => "the answer as a JSON value; the reply writes it only inside code",
            Cue::Contradicted => {
                "one value for each field; the reply's prose states another value for a field of the value it wrote"
            }
            Cue::Retracted => {
                "the corrected value written out in full; the reply takes back the value it wrote"
            }
            Cue::Doubted => {
                "an answer the reply is sure of; it says it does not know or is not sure"
            }
            Cue::Elided => {
                "the whole list, every item written out; the reply says the list it wrote goes on"
            }
            _ => "an answer, not an example or a template",
        };
        // Two values for one field: the reply does not say which it means. A value that
        // gives nothing, taken back by prose that declines the task (`{}` then `Sorry, I
        // can't help with this request.`), is the refusal.
        let kind = match self.cues[first] {
            Cue::Contradicted => ErrorKind::Ambiguous,
            _ if tree::gives_nothing(&self.found[first].node) && declining::declines(text) => {
                ErrorKind::Refusal
            }
            _ => ErrorKind::NoValue,
        };
        Err(Some(ConvertError::new(kind, "", expected, text)))
    }

    /// Whether another value written in the reply, apart from the chosen one (candidate
    /// `chosen`, fitting as `fit`), holds the same record nested under a key with another value for one
    /// of its fields (`{"persona": {"nom": "Jordi", "edat": 34}}` then, flat, `{"nom":
    /// "Jordi", "edat": 43}`): the reply states the record twice, and does not say which
    /// holds. Not where that value is an example, a quotation or otherwise no answer.
    fn restated_otherwise(
        &self,
        text: &str,
        shape: &Shape,
        fences: &[Span],
        chosen: usize,
        fit: &Scored,
    ) -> bool {
        if !self.written(chosen) {
            return false;
        }
        let span = &self.found[chosen].span;
        // (The chosen value is built only where another value nests a record: most replies
        // hold none.)
        let nesting: Vec<&Found> = self
            .found
            .iter()
            .enumerate()
            .filter(|(m, f)| {
                *m != chosen
                    && self.written(*m)
                    && !overlaps(&f.span, span)
                    && nests_a_record(&f.node, 0)
            })
            .map(|(_, f)| f)
            .collect();
        if nesting.is_empty() {
            return false;
        }
        let value = fit.value(&self.found[chosen].node);
        let Value::Object(answer) = value.as_ref() else {
            return false;
        };
        if answer.len() < 2 {
            return false;
        }
        let closed = closed_fields(shape);
        let names = field_names(shape);
        let provenance = Provenance::new(text, fences);
        nesting
            .into_iter()
            .filter(|other| nests_otherwise(&other.node, answer, 0))
            .any(|other| {
                let (floor, ceiling) = if other.span.start < span.start {
                    (0, span.start)
                } else {
                    (span.end, text.len())
                };
                !provenance
                    .of(
                        &other.span,
                        floor,
                        ceiling,
                        &Written(&other.node, &closed, &names),
                    )
                    .is_doubtful()
            })
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
        // (A rival written right after the answer, nothing but space and fence lines
        // between, stands under the same label: `Answer:` then two records heads both, and
        // settles nothing.)
        let follows = |a: usize| {
            let end = found[fits[a].0].span.end;
            rivals.iter().any(|&i| {
                let start = found[fits[i].0].span.start;
                start >= end
                    && text[end..start].lines().all(|line| {
                        let line = line.trim();
                        line.is_empty() || line.starts_with("```") || line.starts_with("~~~")
                    })
            })
        };
        // (A rival written after the answer, with no cue of its own, is a second answer the
        // label does not reach: `Result: {…}` then `In short — {…}` settles nothing.)
        let answered_after = |a: usize| {
            let end = found[fits[a].0].span.end;
            rivals
                .iter()
                .any(|&i| found[fits[i].0].span.start >= end && self.cues[fits[i].0] == Cue::None)
        };
        if let Some(&answer) = rivals
            .iter()
            .filter(|&&i| self.cues[fits[i].0] == Cue::Answer)
            .max_by_key(|&&i| found[fits[i].0].span.start)
            && !follows(answer)
            && !answered_after(answer)
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

/// The provenance of each written JSON candidate that fits, or is a part of a collection that
/// fits (the others are never weighed):
/// the prose before it since the previous one ended, the prose after it until the next one
/// starts, and the place itself.
fn cues(
    text: &str,
    shape: &Shape,
    found: &[Found],
    fences: &[Span],
    fits: &[(usize, Scored)],
) -> Vec<Cue> {
    // The ends and starts of the written candidates, sorted: the prose around a place is
    // bounded by its neighbours, found by binary search (a reply may hold thousands of
    // values).
    // (`key: value` lines are a reading of prose that other readings read too: they bound
    // no other place.)
    if !found.iter().any(|f| placed(text, f)) {
        return vec![Cue::None; found.len()];
    }
    // The fits, and the parts of a fitting collection (a cue on a part sets it apart).
    let mut fitting = vec![false; found.len()];
    for (n, _) in fits {
        fitting[*n] = true;
        if found[*n].repair == Some(RepairKind::ValuesCollected) {
            let whole = &found[*n].span;
            for (m, part) in found.iter().enumerate() {
                fitting[m] |= whole.start <= part.span.start && part.span.end <= whole.end;
            }
        }
    }
    // (A heading in brackets, `[Now]`, `[Korábbi válaszom]`, read as a list of words that
    // fits nothing, is prose: it bounds no place, and the prose after a value reads past it.)
    let written = || {
        found.iter().zip(&fitting).filter(|(f, fits)| {
            !matches!(f.origin, Origin::KeyValueLines | Origin::Table)
                && placed(text, f)
                && (**fits || !words_in_brackets(&f.node))
        })
    };
    let mut ends: Vec<usize> = written().map(|(f, _)| f.span.end).collect();
    let mut starts: Vec<usize> = written().map(|(f, _)| f.span.start).collect();
    ends.sort_unstable();
    starts.sort_unstable();
    let provenance = Provenance::new(text, fences);
    let closed = closed_fields(shape);
    let names = field_names(shape);
    found
        .iter()
        .zip(fitting)
        .map(|(f, fits)| {
            if !fits || !placed(text, f) {
                return Cue::None;
            }
            let before = ends.partition_point(|&end| end <= f.span.start);
            let floor = if before == 0 { 0 } else { ends[before - 1] };
            let after = starts.partition_point(|&start| start < f.span.end);
            let ceiling = starts.get(after).copied().unwrap_or(text.len());
            provenance.of(&f.span, floor, ceiling, &Written(&f.node, &closed, &names))
        })
        .collect()
}

/// Whether a value as written is only words in brackets (`[Now]`, `[Earlier answer]`).
fn words_in_brackets(node: &Node) -> bool {
    matches!(&node.kind, Kind::Array(items) if !items.is_empty()
        && items.iter().all(|i| matches!(i.kind, Kind::Word(_))))
}

/// Whether `prose` names the day of `value`, a date as ISO writes it, by its month's name
/// (`ஆகஸ்ட் 14`, `14. August`) and then, before its sentence ends, says the writer is not
/// sure of it ([`cues::unsure_after`]): the hedge that languages putting the verb last write
/// after the date (`நிகழ்ச்சி ஆகஸ்ட் 14 அன்று இருக்கலாம்` beside `"2025-08-14"`).
fn day_hedged_after(prose: &str, value: &str) -> bool {
    if value.len() != 10 || !prose.bytes().any(|c| c.is_ascii_digit()) {
        return false;
    }
    let lower = prose.to_lowercase();
    calendar::days_named(&lower, value).into_iter().any(|at| {
        // Past the day's own words (its month, its number), to the rest of its sentence.
        let rest = &lower[at..];
        // (A letter, or a mark of a script beyond ASCII: `ஆகஸ்ட்`'s virama is no letter to
        // Unicode; a full-width mark ends the word.)
        let word = |c: char| {
            c.is_alphanumeric()
                || !c.is_ascii()
                    && !c.is_whitespace()
                    && !matches!(
                        c,
                        '。' | '，' | '、' | '；' | '：' | '！' | '？' | '،' | '؛'
                    )
        };
        let mut runs = 0;
        let mut skip = rest.len();
        let mut inside = false;
        for (i, c) in rest.char_indices() {
            match (inside, word(c)) {
                (false, true) => inside = true,
                (true, false) => {
                    inside = false;
                    runs += 1;
                    if runs == 2 {
                        skip = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        cues::unsure_after(&rest[skip..])
    })
}

/// Whether a clause of the prose names a field the record fills and hedges (`the birth
/// year is only my guess`, `rok narození jen odhaduji`, `das Datum ist vermutlich falsch`):
/// the field's value is a guess.
fn field_in_doubt(node: &Node, prose: [&str; 2]) -> bool {
    let Kind::Object(members) = &node.kind else {
        return false;
    };
    prose
        .iter()
        .flat_map(|p| p.split(['.', '!', '?', '\n', ',', ';', '。', '，', '；', '、']))
        .filter(|clause| clause.len() > 3)
        .any(|clause| {
            let lower = clause.to_lowercase();
            if !qualifiers::hedges_in(&lower) {
                return false;
            }
            // (A key written in ASCII names the word its prose writes with accents: `ano`
            // for `año`.)
            let plain = words::unaccented(&lower);
            members.iter().any(|(key, value)| {
                filled(value)
                    && (cues::names_field(lower.as_bytes(), key)
                        || cues::names_field(plain.as_bytes(), key))
            })
        })
}

/// Whether a candidate stands at a place of its own in the reply, with prose around it that
/// may say what it is: JSON written out (an object or array anywhere, a scalar in a fence or
/// in prose), not a reading of the whole reply.
fn is_placed(f: &Found) -> bool {
    is_written_json(f.origin, &f.node) || matches!(f.origin, Origin::Fence | Origin::Embedded)
}

/// Whether the prose around a candidate may say what it is: one [placed](is_placed) at its
/// own bytes, the reading of the whole reply that is one value with prose around it
/// (`"mixed" — sorry, I misread that`), whose place is that value's bytes, a list read
/// from prose that leads into it (`Some of the symptoms:`), or `key: value` lines with prose
/// around them (`Email: … I take that back`).
fn placed(text: &str, f: &Found) -> bool {
    let prose_around =
        || !(text[..f.span.start].trim().is_empty() && text[f.span.end..].trim().is_empty());
    is_placed(f)
        || matches!(
            f.origin,
            Origin::Whole | Origin::KeyValueLines | Origin::Table
        ) && prose_around()
        || f.origin == Origin::List && !text[..f.span.start].trim().is_empty()
}

/// The values each closed field of the wanted record may take (an `enum` of two strings or
/// more), by the field's key; with the key `None`, those of the wanted value itself.
type Closed<'s> = Vec<(Option<&'s str>, Vec<&'s str>)>;

/// The closed fields of `shape`'s root ([`Closed`]).
fn closed_fields(shape: &Shape) -> Closed<'_> {
    let choices = |id| match shape.node(id) {
        S::Enum(values) if values.len() > 1 => {
            let words: Vec<&str> = values.iter().filter_map(|v| v.as_str()).collect();
            (words.len() > 1).then_some(words)
        }
        _ => None,
    };
    match shape.node(shape.root) {
        S::Object(object) => object
            .props
            .iter()
            .filter_map(|p| Some((Some(p.name.as_str()), choices(p.schema)?)))
            .collect(),
        _ => choices(shape.root)
            .map(|c| vec![(None, c)])
            .unwrap_or_default(),
    }
}

/// Whether a value holds something: not null, absent, an empty text, list or record.
fn filled(node: &Node) -> bool {
    match &node.kind {
        Kind::Null | Kind::Missing | Kind::Empty | Kind::NonFinite => false,
        Kind::Str(t) | Kind::Word(t) => !t.trim().is_empty(),
        Kind::Array(items) | Kind::Set(items) => !items.is_empty(),
        Kind::Object(members) => !members.is_empty(),
        Kind::Bool(_) | Kind::Number(_) => true,
    }
}

/// A written value, as the prose after it may name it: its keys, its scalars; and the
/// values the wanted type's closed fields may take ([`Closed`]).
struct Written<'n, 'a, 's>(&'n Node<'a>, &'n Closed<'s>, &'n [&'s str]);

/// The names of the wanted type's fields, when it is a record: a field the written value
/// leaves out is one it leaves empty.
fn field_names(shape: &Shape) -> Vec<&str> {
    match shape.node(shape.root) {
        S::Object(object) => object.props.iter().map(|p| p.name.as_str()).collect(),
        _ => Vec::new(),
    }
}

/// A sentence of prose as [`cues::Subject::named_otherwise`] reads it: its words, the word at
/// which each of its clauses starts, and each closed value it says in another language's
/// words ([`senses::said`], not denied after it): the sense, where it starts, and the
/// count of its words up to its end.
struct Sentence {
    words: Vec<String>,
    clauses: Vec<usize>,
    senses: Vec<(usize, usize, usize)>,
}

impl cues::Subject for Written<'_, '_, '_> {
    fn is_scalar(&self) -> bool {
        tree::is_scalar(self.0)
    }

    fn names_key(&self, sentence: &[u8]) -> bool {
        match &self.0.kind {
            Kind::Object(members) => members
                .iter()
                .any(|(key, _)| cues::names_field(sentence, key)),
            _ => false,
        }
    }

    fn starts_with_value(&self, text: &[u8]) -> bool {
        fn any(node: &Node, text: &[u8], depth: usize) -> bool {
            let scalar = match &node.kind {
                Kind::Number(t) | Kind::Str(t) | Kind::Word(t) => t.as_bytes(),
                Kind::Object(members) if depth < 4 => {
                    return members.iter().any(|(_, v)| any(v, text, depth + 1));
                }
                Kind::Array(items) | Kind::Set(items) if depth < 4 => {
                    return items.iter().any(|v| any(v, text, depth + 1));
                }
                _ => return false,
            };
            let written = !scalar.trim_ascii().is_empty()
                && text.len() >= scalar.len()
                && cues::eq_folded(&text[..scalar.len()], scalar)
                && text
                    .get(scalar.len())
                    .is_none_or(|c| !c.is_ascii_alphanumeric());
            // The same time of day written another way (`14:00` and `2 pm`).
            written
                || std::str::from_utf8(scalar)
                    .ok()
                    .and_then(clock::whole)
                    .is_some_and(|minute| clock::read(text).is_some_and(|(m, _)| m == minute))
        }
        any(self.0, text, 0)
    }

    fn is_list(&self) -> bool {
        matches!(self.0.kind, Kind::Array(_) | Kind::Set(_))
    }

    fn holds_a_no(&self) -> bool {
        fn any(node: &Node, depth: usize) -> bool {
            match &node.kind {
                Kind::Bool(false) => true,
                Kind::Number(t) => t.parse::<f64>().is_ok_and(|n| n == 0.0),
                Kind::Object(members) if depth < 4 => {
                    members.iter().any(|(_, v)| any(v, depth + 1))
                }
                Kind::Array(items) | Kind::Set(items) if depth < 4 => {
                    items.is_empty() || items.iter().any(|v| any(v, depth + 1))
                }
                _ => !filled(node),
            }
        }
        any(self.0, 0)
    }

    fn names_value(&self, sentence: &[u8]) -> bool {
        fn any(node: &Node, sentence: &[u8], depth: usize) -> bool {
            match &node.kind {
                Kind::Str(t) | Kind::Word(t) => {
                    t.chars().filter(|c| c.is_alphabetic()).count() >= 3
                        && cues::names_key(sentence, &t.to_lowercase())
                }
                Kind::Object(members) if depth < 4 => {
                    members.iter().any(|(_, v)| any(v, sentence, depth + 1))
                }
                Kind::Array(items) | Kind::Set(items) if depth < 4 => {
                    items.iter().any(|v| any(v, sentence, depth + 1))
                }
                _ => false,
            }
        }
        any(self.0, sentence, 0)
    }

    fn counted_otherwise(&self, lead: &str) -> bool {
        match &self.0.kind {
            Kind::Array(items) | Kind::Set(items) => numbers::counts_otherwise(lead, items.len()),
            _ => false,
        }
    }

    fn holds_list(&self) -> bool {
        self.is_list()
            || matches!(&self.0.kind, Kind::Object(members)
                if members.iter().any(|(_, v)| matches!(v.kind, Kind::Array(_) | Kind::Set(_))))
    }

    fn stated_in_doubt(&self, prose: [&str; 2]) -> bool {
        // The record's own texts and numbers, at most 32 of them, four levels down.
        fn scalars<'n>(node: &'n Node, out: &mut Vec<&'n str>, depth: usize) {
            match &node.kind {
                Kind::Number(t) | Kind::Str(t) | Kind::Word(t) if out.len() < 32 => {
                    out.push(t.as_ref());
                }
                Kind::Object(members) if depth < 4 => {
                    for (_, v) in members {
                        scalars(v, out, depth + 1);
                    }
                }
                Kind::Array(items) | Kind::Set(items) if depth < 4 => {
                    for v in items {
                        scalars(v, out, depth + 1);
                    }
                }
                _ => {}
            }
        }
        if prose.iter().all(|p| p.trim().is_empty()) {
            return false;
        }
        let mut values = Vec::new();
        scalars(self.0, &mut values, 0);
        // Digits of every script are digits (`सम्भवतः ८८४९ मिटर` writes 8849): the prose is
        // read with them as ASCII digits (a copy).
        let ascii = prose.map(|p| numbers::ascii_digits(p).map_or(Cow::Borrowed(p), Cow::Owned));
        let prose = [ascii[0].as_ref(), ascii[1].as_ref()];
        // Each place the prose writes a value: a hedge before it, or its sentence closing on
        // a doubt ([`cues::closes_in_doubt`]); then its day named in words.
        values.iter().any(|v| {
            prose.iter().any(|p| {
                qualifiers::written_whole(p, v).any(|at| {
                    qualifiers::hedged_before(&p[..at.start]) || cues::closes_in_doubt(&p[at.end..])
                }) || qualifiers::named_in_doubt(p, v)
            })
        }) || field_in_doubt(self.0, prose)
            || values
                .iter()
                .any(|v| prose.iter().any(|p| day_hedged_after(p, v)))
    }

    fn names_only_empty_fields(&self, sentence: &[u8]) -> bool {
        let Kind::Object(members) = &self.0.kind else {
            return false;
        };
        // (A field the value leaves out is one it leaves empty.)
        let left_out = self
            .2
            .iter()
            .filter(|name| {
                !members
                    .iter()
                    .any(|(key, _)| words::loose(key) == words::loose(name))
            })
            .filter(|name| cues::names_field(sentence, name))
            .map(|_| false);
        let mut named = members
            .iter()
            .filter(|(key, _)| cues::names_field(sentence, key))
            .map(|(_, value)| filled(value))
            .chain(left_out)
            .peekable();
        named.peek().is_some() && named.all(|filled| !filled)
    }

    fn fills_everything(&self) -> bool {
        match &self.0.kind {
            Kind::Object(members) => {
                !members.is_empty() && members.iter().all(|(_, value)| filled(value))
            }
            _ => filled(self.0),
        }
    }

    fn holds_nothing(&self) -> bool {
        matches!(&self.0.kind, Kind::Object(items) if items.is_empty())
            || matches!(&self.0.kind, Kind::Array(items) | Kind::Set(items) if items.is_empty())
    }

    fn named_otherwise(&self, prose: [&str; 2]) -> bool {
        if self.1.is_empty() {
            return false;
        }
        let held =
            |key: Option<&str>| match (&self.0.kind, key) {
                (Kind::Str(t) | Kind::Word(t), None) => Some(t.as_ref()),
                (Kind::Object(members), Some(key)) => members
                    .iter()
                    .find(|(k, _)| k == key)
                    .and_then(|(_, v)| match &v.kind {
                        Kind::Str(t) | Kind::Word(t) => Some(t.as_ref()),
                        _ => None,
                    }),
                _ => None,
            };
        // The prose's sentences as words; another's words the reply quotes on a block-quote
        // line are not its own.
        let sentences = || {
            prose
                .iter()
                .flat_map(|p| p.lines())
                .filter(|line| !line.trim_start().starts_with('>'))
                .flat_map(|line| line.split_inclusive(['.', '!', '?', ';']))
                .map(|sentence| {
                    // (With the words at which each of its clauses starts, and where it says
                    // a closed value in another language: as the word after which it does.)
                    let mut words = Vec::new();
                    let mut clauses = Vec::new();
                    for clause in sentence.split([':', ',', '—', '–', '(', ')', '：', '，']) {
                        clauses.push(words.len());
                        words.extend(cues::words_of(clause));
                    }
                    let lower = sentence.to_lowercase();
                    let senses = senses::said(&lower)
                        .into_iter()
                        .filter(|s| {
                            !cues::negated_after(&lower[s.end..])
                                && !senses::denied_glued(&lower[..s.start])
                        })
                        .map(|s| (s.sense, s.start, cues::words_of(&lower[..s.end]).count()))
                        .collect();
                    Sentence {
                        words,
                        clauses,
                        senses,
                    }
                })
                .collect::<Vec<Sentence>>()
        };
        let mut said: Option<Vec<Sentence>> = None;
        self.1.iter().any(|(key, values)| {
            let Some(held) = held(*key).filter(|h| values.contains(h)) else {
                return false;
            };
            let said = said.get_or_insert_with(sentences);
            // A value named as an alternative, offered, set aside or denied (`It could look
            // like a high one`, `rather than pending`, `Nothing was cancelled`), is not
            // stated: no such word (nor a negation) before it in its
            // clause (`so the currency code is AED and not the riyal` states AED; so does
            // `not urgent at all: its priority is low` state low).
            let stated_to = |Sentence { words, clauses, .. }: &Sentence, end: usize| {
                // (A sentence that opens with a condition or a possibility holds it in every
                // clause: `If your guidelines differ, note that … — the only positives …`.)
                let supposed = words.first().is_some_and(|w| {
                    ["if", "whether", "maybe", "perhaps", "either"].contains(&w.as_str())
                });
                let start = if supposed {
                    0
                } else {
                    clauses.iter().rev().find(|&&c| c < end).map_or(0, |&c| c)
                };
                // (Nor one an example leads to in its clause: `an example of a low priority
                // ticket would be a password reset`, `um exemplo de chamado de prioridade
                // baixa`.)
                let lead = words[start..end.saturating_sub(1)].join(" ");
                !words[start..end].iter().any(|w| {
                    cues::OFFERS_ALTERNATIVE.contains(&w.as_str())
                        || cues::denies_word(w.as_bytes())
                }) && cues::cue_before(&lead, 0, lead.len()) != Cue::Example
            };
            let stated = |said: &Sentence, names: &dyn Fn(&[String]) -> bool| {
                let end = (1..=said.words.len())
                    .find(|&n| names(&said.words[..n]))
                    .unwrap_or(said.words.len());
                stated_to(said, end)
            };
            // A value said in another language's words, and stated; not by a word that
            // says the held value too (`aprobado` is approved and passed).
            let held_sense = senses::sense_of(held);
            let sense_stated = |said: &Sentence, value: &str| {
                senses::sense_of(value).is_some_and(|sense| {
                    said.senses.iter().any(|&(s, start, end)| {
                        s == sense
                            && (value == held
                                || !said
                                    .senses
                                    .iter()
                                    .any(|&(h, at, _)| at == start && Some(h) == held_sense))
                            && stated_to(said, end)
                    })
                })
            };
            // A code written in capitals (`AED`, `HIGH`) is named of the field only in a
            // sentence that names the field too, not denied (`so the currency code is AED`;
            // not `converted from EUR`, `not USD`).
            let code_stated = |Sentence { words, .. }: &Sentence, v: &str| {
                let Some(key) = key else {
                    return false;
                };
                let code = v.to_lowercase();
                let at = words.iter().position(|w| *w == code);
                at.is_some_and(|i| {
                    !words[i.saturating_sub(3)..i]
                        .iter()
                        .any(|n| cues::denies_word(n.as_bytes()))
                }) && cues::names_field(words.join(" ").as_bytes(), key)
            };
            // (As a language inflects them: `zaprt` names `zaprto`.) The value itself named
            // as an alternative set aside (`pending rather than approved`) is not stated.
            !said.iter().any(|s| {
                cues::words_name_inflected(&s.words, held)
                    && stated(s, &|w| cues::words_name_inflected(w, held))
                    || sense_stated(s, held)
            }) && values.iter().any(|v| {
                *v != held
                    && said.iter().any(|s| {
                        if v.chars().any(char::is_lowercase) {
                            cues::words_name_inflected(&s.words, v)
                                && stated(s, &|w| cues::words_name_inflected(w, v))
                                || sense_stated(s, v)
                        } else {
                            let code = v.to_lowercase();
                            code_stated(s, v) && stated(s, &|w| w.last() == Some(&code))
                        }
                    })
            })
        })
    }

    fn named_bygone(&self, prose: [&str; 2]) -> bool {
        let texts: Vec<(Option<&str>, &str)> = match &self.0.kind {
            Kind::Str(t) | Kind::Word(t) => vec![(None, t.as_ref())],
            Kind::Object(members) => members
                .iter()
                .filter_map(|(key, value)| match &value.kind {
                    Kind::Str(t) | Kind::Word(t) => Some((Some(key.as_ref()), t.as_ref())),
                    _ => None,
                })
                .collect(),
            _ => return false,
        };
        texts.into_iter().any(|(key, text)| {
            let text = text.trim();
            text.chars().filter(|c| c.is_alphabetic()).count() >= 3
                && prose.iter().any(|p| {
                    p.match_indices(text).any(|(at, _)| {
                        let (before, after) = (&p[..at], &p[at + text.len()..]);
                        let whole = !before.ends_with(char::is_alphanumeric)
                            && !after.starts_with(char::is_alphanumeric);
                        whole
                            && (qualifiers::bygone_lead(before)
                                || qualifiers::bygone_after(&after.to_lowercase()))
                    })
                })
                && !key.is_some_and(qualifiers::names_the_past)
        })
    }

    fn names_another_field(&self, sentence: &str) -> bool {
        let Kind::Object(members) = &self.0.kind else {
            return false;
        };
        // Words that point at a thing without naming a kind of it.
        const DETERMINERS: [&str; 14] = [
            "a", "an", "the", "its", "their", "this", "that", "no", "any", "your", "our", "his",
            "her", "my",
        ];
        let words: Vec<&str> = sentence
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let mut other = false;
        for (key, _) in members {
            let parts: Vec<String> = key_parts(key).iter().map(|p| p.to_lowercase()).collect();
            let [.., before, head] = parts.as_slice() else {
                continue;
            };
            for pair in words.windows(2) {
                if pair[1] != head {
                    continue;
                }
                if pair[0] == before {
                    // The field's own name: the saying may be about it.
                    return false;
                }
                other |= !DETERMINERS.contains(&pair[0]);
            }
        }
        other
    }

    fn flag_denied(&self, sentence: &str) -> bool {
        let Kind::Object(members) = &self.0.kind else {
            return false;
        };
        // A number field the sentence says is in another unit than its name's. (Only a
        // sentence with a preposition before a unit's name is read: a look at its words
        // first.)
        if members
            .iter()
            .any(|(_, value)| matches!(value.kind, Kind::Number(_)))
            && sentence
                .split_whitespace()
                .any(|w| UNIT_PREPOSITIONS.iter().any(|p| w.eq_ignore_ascii_case(p)))
            && members.iter().any(|(key, value)| {
                matches!(value.kind, Kind::Number(_)) && said_in_other_unit(key, sentence)
            })
        {
            return true;
        }
        let mut flags = members
            .iter()
            .filter(|(_, value)| matches!(value.kind, Kind::Bool(true)))
            .peekable();
        // A flag set false that the sentence says holds (`The shop is open today.` beside
        // `"open": false`).
        let mut unset = members
            .iter()
            .filter(|(_, value)| matches!(value.kind, Kind::Bool(false)))
            .peekable();
        if unset.peek().is_some() {
            let lower = sentence.to_lowercase();
            if unset.any(|(key, _)| cues::states_flag(&lower, key)) {
                return true;
            }
        }
        // A field the record fills that the sentence says there is none of (`There is no
        // invoice number on it.`, `no due date`): its name's words, whole, after `no`. (Only
        // a sentence with the word `no` is read for it.)
        let says_no = sentence
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w.eq_ignore_ascii_case("no"));
        // Lowercased only where there is a flag or a field to deny.
        if flags.peek().is_none() && !says_no {
            return false;
        }
        let sentence = sentence.to_lowercase();
        flags.any(|(key, _)| cues::denies_flag(&sentence, key))
            || says_no && {
                let words: Vec<&str> = sentence
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .collect();
                members.iter().any(|(key, value)| {
                    let parts: Vec<String> =
                        key_parts(key).iter().map(|p| p.to_lowercase()).collect();
                    filled(value)
                        && parts.len() > 1
                        && words.windows(parts.len() + 1).any(|w| {
                            w[0] == "no" && w[1..].iter().zip(&parts).all(|(a, b)| *a == b.as_str())
                        })
                })
            }
    }

    fn timed_otherwise(&self, prose: [&str; 2]) -> bool {
        fn time<'n>(node: &'n Node) -> Option<&'n str> {
            match &node.kind {
                Kind::Str(t) | Kind::Word(t) if clock::whole(t).is_some() => Some(t),
                _ => None,
            }
        }
        // The one time of day the value holds: itself, or one field of a record (a record of
        // two times, a start and an end, leaves the prose's times to either).
        let held = match &self.0.kind {
            Kind::Object(members) => {
                let mut times = members.iter().filter_map(|(_, value)| time(value));
                match (times.next(), times.next()) {
                    (Some(held), None) => Some(held),
                    _ => None,
                }
            }
            _ => time(self.0),
        };
        held.is_some_and(|held| clock::other_time(held, prose))
    }

    fn measured_otherwise(&self, prose: [&str; 2]) -> bool {
        let Kind::Object(members) = &self.0.kind else {
            return false;
        };
        members.iter().any(|(key, value)| {
            let Kind::Number(written) = &value.kind else {
                return false;
            };
            // The numbers the prose gives in the field's measure: its unit (`distance_km`:
            // `8 km`), or a person's age (`age`: `34 years old`).
            let mut stated: Box<dyn Iterator<Item = &str>> = if units::is_age_key(key) {
                Box::new(prose.into_iter().flat_map(units::ages_in))
            } else if let Some(unit) = units::of_key(key) {
                Box::new(
                    prose
                        .into_iter()
                        .flat_map(move |p| units::numbers_in(p, unit)),
                )
            } else {
                return false;
            };
            let mut any = false;
            for said in stated.by_ref() {
                if same_number(said, written) {
                    return false;
                }
                any = true;
            }
            any
        })
    }

    fn answered_otherwise(&self, before: &str) -> bool {
        let Kind::Object(members) = &self.0.kind else {
            return false;
        };
        let mut flags = members.iter().filter_map(|(_, v)| match v.kind {
            Kind::Bool(flag) => Some(flag),
            _ => None,
        });
        let (Some(flag), None) = (flags.next(), flags.next()) else {
            return false;
        };
        light::leading_yes_no(before).is_some_and(|said| said != flag)
    }

    fn listed_otherwise(&self, prose: [&str; 2]) -> bool {
        // The record's lists of texts: the value itself, or its fields one level down.
        let lists: Vec<&[Node]> = match &self.0.kind {
            Kind::Array(items) => vec![items.as_slice()],
            Kind::Object(members) => members
                .iter()
                .filter_map(|(_, v)| match &v.kind {
                    Kind::Array(items) => Some(items.as_slice()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        // (A sentence enumerates a few: a list longer than sixteen is never read so, and costs
        // nothing to look at.)
        lists.iter().filter(|items| items.len() <= 16).any(|items| {
            let texts: Vec<&str> = items
                .iter()
                .filter_map(|i| match &i.kind {
                    Kind::Str(t) => Some(t.as_ref()),
                    _ => None,
                })
                .collect();
            texts.len() == items.len()
                && prose.iter().any(|p| {
                    p.split(['\n', '.', '!', '?', '。'])
                        .any(|sentence| cues::lists_more(sentence, &texts))
                })
        })
    }

    fn numbered_otherwise(&self, prose: [&str; 2]) -> bool {
        // A record of one number, a whole one.
        let Kind::Object(members) = &self.0.kind else {
            return false;
        };
        let Some(held) = one_number(members) else {
            return false;
        };
        if !held.bytes().all(|b| b.is_ascii_digit()) {
            return false;
        }
        // (Not another's words the reply quotes on block-quote lines.)
        let prose = prose.map(|p| {
            let own = if p.contains('>') {
                Cow::Owned(
                    p.lines()
                        .filter(|line| !line.trim_start().starts_with('>'))
                        .collect::<Vec<_>>()
                        .join("\n"),
                )
            } else {
                Cow::Borrowed(p)
            };
            match numbers::ascii_digits(&own) {
                Some(ascii) => Cow::Owned(ascii),
                None => own,
            }
        });
        // The prose never writes the record's number.
        if prose
            .iter()
            .flat_map(|p| units::number_spans(p).map(|r| &p[r]))
            .any(|n| same_number(n, held))
        {
            return false;
        }
        // One other number it gives as the answer; or, beside a record that is nothing but
        // the number (the prose around it is about that number), as a count of things.
        // Not an amount, an age, nor a number a scale multiplies (`250 dollars`, `32歳`,
        // `800 tys.`).
        fn counts(p: &str) -> impl Iterator<Item = &str> {
            units::counts_in(p)
                .filter(move |range| {
                    let rest = &p[range.end..];
                    let word = rest
                        .split_whitespace()
                        .next()
                        .unwrap_or("")
                        .trim_end_matches(|c: char| !c.is_alphanumeric());
                    !numbers::is_currency_word(word)
                        && !numbers::is_currency_word(&word.to_lowercase())
                        && numbers::scale_after(rest, false).is_none()
                        && units::ages_in(&p[range.start..])
                            .next()
                            .is_none_or(|age| age.as_ptr() != p[range.start..].as_ptr())
                })
                .map(move |range| &p[range])
        }
        let alone = members.len() == 1;
        let mut said = prose.iter().flat_map(|p| {
            let counts = alone
                .then(|| counts(p).chain(units::closing_numbers(p).map(move |r| &p[r])))
                .into_iter()
                .flatten();
            counts.chain(cues::answers_in(p))
        });
        let Some(first) = said.next() else {
            return false;
        };
        said.all(|n| same_number(n, first))
    }

    fn entity_numbered_otherwise(&self, prose: [&str; 2]) -> bool {
        let Kind::Object(members) = &self.0.kind else {
            return false;
        };
        let Some(held) = one_number(members)
            .and_then(read_number)
            .filter(|n| *n > 0.0)
        else {
            return false;
        };
        // The record's texts that name a thing: a name, three letters or more, no digits,
        // its first letter a capital or of a script without case (not `record`, a word).
        let texts: Vec<&str> = members
            .iter()
            .filter_map(|(_, v)| match &v.kind {
                Kind::Str(t) | Kind::Word(t)
                    if t.chars().filter(|c| c.is_alphabetic()).count() >= 3
                        && !t.chars().any(|c| c.is_ascii_digit())
                        && t.chars().next().is_some_and(|c| {
                            c.is_uppercase() || c.is_alphabetic() && !c.is_lowercase()
                        }) =>
                {
                    Some(t.as_ref())
                }
                _ => None,
            })
            .collect();
        if texts.is_empty() {
            return false;
        }
        prose.iter().any(|p| {
            // (Not another's words the reply quotes on block-quote lines; another script's
            // digits read as ASCII ones.)
            let p = numbers::ascii_digits(p).map_or(Cow::Borrowed(*p), Cow::Owned);
            p.lines()
                .filter(|line| !line.trim_start().starts_with(['>', '|']))
                .flat_map(|line| line.split_inclusive(['!', '?', '。', '։', '।', ';']))
                .flat_map(|part| part.split(". "))
                .any(|sentence| {
                    // (A sentence that holds JSON is a value of its own, not a statement.)
                    if sentence.contains(['{', '}', '[', ']', '"']) {
                        return false;
                    }
                    let mut spans = units::number_spans(sentence);
                    let (Some(one), None) = (spans.next(), spans.next()) else {
                        return false;
                    };
                    let words: Vec<String> = cues::words_of(sentence).collect();
                    let Some(said) = read_number(&sentence[one]).filter(|n| *n > 0.0) else {
                        return false;
                    };
                    let (low, high) = (said.min(held), said.max(held));
                    // Of the same order (not `3 children` beside an age of 28, nor a year),
                    // and not the same number rounded.
                    high / low < 2.0
                        && (high - low) / high > 0.05
                        && texts.iter().any(|t| cues::words_name_inflected(&words, t))
                })
        })
    }

    fn tabled_otherwise(&self, prose: [&str; 2]) -> bool {
        // The records a table's row may write again: the value itself, and the records a
        // list of it holds (or it is), one level down.
        let mut records: Vec<&[(Text, Node)]> = Vec::new();
        let lists = match &self.0.kind {
            Kind::Object(members) => {
                records.push(members);
                members.iter().map(|(_, v)| v).collect()
            }
            _ => vec![self.0],
        };
        for list in lists {
            if let Kind::Array(items) | Kind::Set(items) = &list.kind {
                records.extend(items.iter().filter_map(|item| match &item.kind {
                    Kind::Object(members) => Some(members.as_slice()),
                    _ => None,
                }));
            }
        }
        if records.is_empty() {
            return false;
        }
        // A block of `key: value` lines, read as a row (`град: Битола` and `надморска
        // височина: 615` beside `{"grad": "Битола", "visina": 651}`).
        let lined = prose.iter().filter(|p| p.contains(':')).any(|p| {
            keyed_blocks(p).iter().any(|block| {
                let said: Vec<Cow<'_, str>> = block.iter().filter_map(|v| cell_number(v)).collect();
                records
                    .iter()
                    .any(|record| cells_state_otherwise(block, &said, record))
            })
        });
        lined
            || prose.iter().filter(|p| p.contains('|')).any(|p| {
                light::tables(p)
                    .iter()
                    .filter(|table| table.certain)
                    .any(|table| {
                        table.rows.iter().any(|row| {
                            records
                                .iter()
                                .any(|record| row_states_otherwise(row, record))
                        })
                    })
            })
    }

    fn contradicted_by(&self, sentence: &str) -> bool {
        let Kind::Object(members) = &self.0.kind else {
            return false;
        };
        let digits = sentence.bytes().any(|b| b.is_ascii_digit());
        if digits && in_other_currency(members, sentence) {
            return true;
        }
        members.iter().any(|(key, value)| {
            // A flag stated the other way in a `key: value` line (`Eligible: yes` beside
            // `"eligible": false`).
            if let Kind::Bool(flag) = value.kind {
                return matches!(stated(sentence, key, false), Some(Statement::Line(said))
                    if said_flag(said) == Some(!flag));
            }
            let (Kind::Number(written) | Kind::Str(written) | Kind::Word(written)) = &value.kind
            else {
                return false;
            };
            let stated_otherwise = match stated(sentence, key, digits) {
                Some(Statement::Line(said)) => {
                    // Another value, not the same one said more or less fully (`Ada
                    // Lovelace (mathematician)` states `Ada Lovelace`).
                    // (Another script's digits read as ASCII ones: `२४५१` states 2451.)
                    let said = said
                        .trim_matches(|c: char| c == '"' || c == '\'' || c == '`')
                        .to_lowercase();
                    let said = numbers::ascii_digits(&said).unwrap_or(said);
                    let said = said.as_str();
                    let written = written.trim().to_lowercase();
                    // (A number said to be near: `Count: about 740,000`.)
                    let near = said.split_once(' ').filter(|(word, rest)| {
                        qualifiers::ESTIMATES.contains(word)
                            && rest.starts_with(|c: char| c.is_ascii_digit())
                    });
                    let near = near.map(|(_, n)| n).or_else(|| {
                        said.strip_prefix('~')
                            .filter(|n| n.starts_with(|c: char| c.is_ascii_digit()))
                    });
                    if let (Some(near), Kind::Number(_)) = (near, &value.kind) {
                        return !near_number(near, &written);
                    }
                    !said.is_empty()
                        && !said.contains(written.as_str())
                        && !written.contains(said)
                        && !same_number(said, &written)
                }
                Some(Statement::Number(said)) => {
                    matches!(value.kind, Kind::Number(_)) && !same_number(said, written)
                }
                Some(Statement::About(said)) => {
                    matches!(value.kind, Kind::Number(_)) && !near_number(said, written)
                }
                None => false,
            };
            // A date the prose gives for the field by its words (`due on April 30` beside
            // `"due_date": "2025-04-15"`).
            let dated_otherwise = matches!(value.kind, Kind::Str(_))
                && digits
                && dated_otherwise(sentence, key, written);
            // A number copied from prose that gives it in another unit than the field's.
            stated_otherwise
                || dated_otherwise
                || digits
                    && matches!(value.kind, Kind::Number(_))
                    && in_other_unit(key, written, sentence)
        })
    }
}

/// The number of a record that holds one number field and no other, as written.
fn one_number<'a>(members: &'a [(Text<'_>, Node<'_>)]) -> Option<&'a str> {
    let mut numbers = members.iter().filter_map(|(_, v)| match &v.kind {
        Kind::Number(n) => Some(n.as_ref()),
        _ => None,
    });
    match (numbers.next(), numbers.next()) {
        (Some(held), None) => Some(held),
        _ => None,
    }
}

/// Whether a table's row writes `record` again with another number: the row holds one of
/// the record's texts (`Claire Martin`), or the record has one field, and the row's one
/// number (as people write it, in any script's digits, a unit after it: `1,204`, `१४`,
/// `12.5 cm`) is not the record's one number. A row of several numbers, or a record of
/// several, says nothing certain of which is whose.
fn row_states_otherwise(row: &[Node], record: &[(Text, Node)]) -> bool {
    let texts: Vec<&str> = row
        .iter()
        .filter_map(|cell| match &cell.kind {
            Kind::Str(t) | Kind::Word(t) => Some(t.trim()),
            _ => None,
        })
        .collect();
    let said: Vec<Cow<'_, str>> = row
        .iter()
        .filter_map(|cell| match &cell.kind {
            Kind::Number(n) => Some(Cow::Borrowed(n.as_ref())),
            Kind::Str(t) | Kind::Word(t) => cell_number(t),
            _ => None,
        })
        .collect();
    cells_state_otherwise(&texts, &said, record)
}

/// [`row_states_otherwise`] for a row's texts and the numbers it writes (a table's cells, or
/// the values of a block of `key: value` lines).
fn cells_state_otherwise(texts: &[&str], said: &[Cow<'_, str>], record: &[(Text, Node)]) -> bool {
    let mut numbers = record.iter().filter_map(|(_, v)| match &v.kind {
        Kind::Number(n) => Some(n.as_ref()),
        _ => None,
    });
    let (Some(held), None) = (numbers.next(), numbers.next()) else {
        return false;
    };
    let [said] = said else {
        return false;
    };
    let same_thing = record.len() == 1
        || record.iter().any(|(_, v)| match &v.kind {
            Kind::Str(t) | Kind::Word(t) => {
                let t = t.trim();
                t.chars().filter(|c| c.is_alphabetic()).count() >= 2
                    && texts
                        .iter()
                        .any(|cell| cell.to_lowercase() == t.to_lowercase())
            }
            _ => false,
        });
    same_thing && !same_number(said, held)
}

/// The blocks of two `key: value` lines or more in `prose` (a list's mark and emphasis read
/// past: `- **Height:** 615 m`), each as the values its lines give: a record written as
/// lines, which may write a record again as a table's row does.
fn keyed_blocks(prose: &str) -> Vec<Vec<&str>> {
    fn value(line: &str) -> Option<&str> {
        let line = line.trim().trim_start_matches(['-', '*', '•', '#', ' ']);
        let (key, value) = line.split_once(':')?;
        let key = key.trim_matches(['*', '_', ' ']);
        let value = value.trim().trim_matches(['*', '_', ' ']);
        (!key.is_empty()
            && key.chars().count() <= 40
            && key
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '_' | '-' | '.'))
            && !value.is_empty()
            && !value.starts_with(['{', '[']))
        .then_some(value)
    }
    let mut blocks = Vec::new();
    let mut block: Vec<&str> = Vec::new();
    for line in prose.lines() {
        match value(line) {
            Some(v) => block.push(v),
            None => {
                if block.len() >= 2 {
                    blocks.push(std::mem::take(&mut block));
                }
                block.clear();
            }
        }
    }
    if block.len() >= 2 {
        blocks.push(block);
    }
    blocks
}

/// The number a table's cell writes as text: people's way (`1,204`), another script's
/// digits (`১৪`), or with a unit after it (`12.5 cm`, `6 pcs`); `None` for any other text.
fn cell_number(text: &str) -> Option<std::borrow::Cow<'_, str>> {
    let text = text.trim();
    let text = match numbers::ascii_digits(text) {
        Some(ascii) => std::borrow::Cow::Owned(ascii),
        None => std::borrow::Cow::Borrowed(text),
    };
    let number = match text.rsplit_once(' ') {
        Some((number, unit))
            if !unit.is_empty()
                && unit.len() <= 12
                && unit
                    .chars()
                    .all(|c| c.is_alphabetic() || c == '.' || c == '²' || c == '³') =>
        {
            number.trim_end()
        }
        _ => text.as_ref(),
    };
    let read = numbers::written(number)
        .flatten()
        .or_else(|| number.parse::<f64>().is_ok().then(|| number.to_owned()))?;
    Some(std::borrow::Cow::Owned(read))
}

/// Whether `sentence` gives the date field `key` (an ISO date, `written`) another day: a word
/// of the field's name other than `date` or `day` (`due` of `due_date`, in any form: `starts`
/// for `start_date`), then within a few words a day the prose names by its month (`due on
/// April 30`, `due by 30 April`), not the field's.
fn dated_otherwise(sentence: &str, key: &str, written: &str) -> bool {
    let Some((month, day)) = written
        .get(5..10)
        .filter(|_| written.len() == 10 && shape::StringFormat::Date.accepts(written))
        .and_then(|md| Some((md[..2].parse::<u32>().ok()?, md[3..].parse::<u32>().ok()?)))
    else {
        return false;
    };
    let lower = sentence.to_lowercase();
    // Each word of the name by its first five letters, so that its forms count (`starts`
    // for `start_date`, `delivered` for `delivery_date`).
    let stems: Vec<String> = shape::key_parts(key)
        .into_iter()
        .map(|p| p.to_lowercase())
        .filter(|p| p.len() >= 3 && !matches!(p.as_str(), "date" | "day"))
        .map(|p| p.chars().take(5).collect())
        .collect();
    let days = calendar::month_days_in(&lower);
    stems.iter().any(|stem| {
        lower.match_indices(stem.as_str()).any(|(at, _)| {
            let word_end = at
                + lower[at..]
                    .find(|c: char| !c.is_alphanumeric())
                    .unwrap_or(lower.len() - at);
            !lower[..at].ends_with(char::is_alphanumeric)
                && days.iter().any(|&(start, m, d)| {
                    start > word_end && start - word_end <= 16 && (m, d) != (month, day)
                })
        })
    })
}

/// What a sentence says of a key: a `key: value` line or a table's `| key | value |` row, or
/// a number within a few words after the key's name (`the total is 45`) or right before it
/// (`42 units`).
enum Statement<'s> {
    Line(&'s str),
    Number(&'s str),
    /// A number said to be near the field's (`the total is about 40`, `roughly 8,000`).
    About(&'s str),
}

/// The words that may stand between a field's name and the number a sentence states for it
/// (`the total is 45`, `count was now 7`, `le total est 45`), besides the words of
/// [`qualifiers::ESTIMATES`]; anything else (`the total of 3 orders`) makes no statement.
const LINKS: [&str; 17] = [
    "is", "was", "are", "were", "=", "equals", "be", "will", "should", "now", "still", "est",
    "ist", "es", "é", "è", "是",
];

/// The statement a sentence of prose (`text`, which holds an ASCII digit if `digits`) makes
/// about `key`, if any. The key's name and the linking words match in any case, `_` as a
/// space.
fn stated<'s>(text: &'s str, key: &str, digits: bool) -> Option<Statement<'s>> {
    // A field named for a number that labels a thing (`order_number`, `ticket_id`) is
    // stated by the thing's name and the label (`# Order #5521`, `Ticket No. 88`).
    if let Some(label) = labelled_as(text, key) {
        return Some(Statement::Line(label));
    }
    let key = key.as_bytes();
    let sentence = text.as_bytes();
    if key.is_empty() {
        return None;
    }
    // A table's row, `| key | value |`: the value in the cell after the key's.
    if let Some(row) = text.trim().strip_prefix('|') {
        let mut cells = row.split('|').map(str::trim);
        let (Some(name), Some(value)) = (cells.next(), cells.next()) else {
            return None;
        };
        let names = name.len() == key.len() && names_at(name.as_bytes(), 0, key);
        return (names && !value.is_empty()).then_some(Statement::Line(value));
    }
    // `key: value`, past a list's mark, a heading's or markdown's emphasis (`- **key:**
    // value`, `## Status: shipped`), or after a dash or bar that sets it apart in its line
    // (`## Order 7781 — Status: shipped`).
    let marks = |c: char| c.is_whitespace() || matches!(c, '*' | '_' | '-' | '•' | '#');
    const APART: [char; 4] = ['—', '–', '|', '·'];
    // (One look at the bytes first: most lines have no such mark.)
    let apart = text.bytes().any(|b| matches!(b, b'|' | 0xE2 | 0xC2));
    let whole = [text];
    let parts: &mut dyn Iterator<Item = &str> = if apart {
        &mut text.split(APART).take(8)
    } else {
        &mut whole.into_iter()
    };
    for part in parts {
        let line = part.trim_start_matches(marks);
        if names_at(line.as_bytes(), 0, key)
            && let Some(value) = line[key.len()..]
                .trim_start_matches(marks)
                .strip_prefix(':')
        {
            let value = value.trim_matches(marks).trim_end_matches('.');
            return (!value.is_empty()).then_some(Statement::Line(value));
        }
    }
    // `key: value` inside a sentence, after a word and a space (`…, so priority: low.`):
    // the value runs to the clause's end.
    let mut from = 0;
    while let Some(n) = text[from..].find(':') {
        let colon = from + n;
        from = colon + 1;
        let Some(start) = colon.checked_sub(key.len()) else {
            continue;
        };
        if start > 0
            && sentence[start - 1] == b' '
            && names_at(sentence, start, key)
            && text[colon + 1..].starts_with(' ')
        {
            // (A clause ends at a mark followed by a space, not inside `$1,480.00`.)
            let rest = &text[colon + 1..];
            let end = rest
                .char_indices()
                .find(|&(i, c)| {
                    matches!(c, '(' | ')' | '—' | '–')
                        || matches!(c, ',' | ';' | '.' | '!' | '?')
                            && rest[i + 1..].chars().next().is_none_or(char::is_whitespace)
                })
                .map_or(rest.len(), |(i, _)| i);
            let value = rest[..end].trim_matches(marks);
            return (!value.is_empty()).then_some(Statement::Line(value));
        }
    }
    if !digits {
        return None;
    }
    // The key's name as a word, then only linking words before a number.
    let word = |c: Option<&u8>| c.is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_');
    let (start, at) = (0..sentence.len().saturating_sub(key.len() - 1)).find_map(|at| {
        let end = at + key.len();
        (names_at(sentence, at, key)
            && !word(at.checked_sub(1).and_then(|i| sentence.get(i)))
            && !word(sentence.get(end)))
        .then_some((at, end))
    })?;
    // A number right before the field's name counts it (`42 units`, `3 guests`).
    if let Some(before) = text[..start].strip_suffix(' ')
        && let Some(number) = before
            .rsplit(|c: char| c.is_whitespace() || c == '*')
            .next()
        && number.starts_with(|c: char| c.is_ascii_digit())
        && number
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b','))
    {
        return Some(Statement::Number(number.trim_end_matches(['.', ','])));
    }
    let rest = text.get(at..)?;
    let mut words = rest.split_whitespace();
    let mut about = false;
    let number = loop {
        let next = words.next()?;
        let next = next
            .strip_prefix('~')
            .filter(|n| !n.is_empty())
            .map_or(next, |n| {
                about = true;
                n
            });
        if next.starts_with(|c: char| c.is_ascii_digit()) {
            break next;
        }
        if qualifiers::ESTIMATES
            .iter()
            .any(|a| a.eq_ignore_ascii_case(next))
        {
            about = true;
        } else if !LINKS.iter().any(|link| link.eq_ignore_ascii_case(next)) {
            return None;
        }
    };
    // Its groups of three digits after spaces, where its first is three digits at most
    // (`10 800`, `1 299 000`): one number as people write it.
    let start = number.as_ptr() as usize - rest.as_ptr() as usize;
    let mut end = start + number.len();
    if number.len() <= 3 && number.bytes().all(|b| b.is_ascii_digit()) {
        for group in words {
            let digits = group.trim_end_matches(['.', ',', ';', ':', ')']);
            let at = group.as_ptr() as usize - rest.as_ptr() as usize;
            if digits.len() != 3
                || !digits.bytes().all(|b| b.is_ascii_digit())
                || !rest[end..at]
                    .chars()
                    .all(|c| c == ' ' || c == '\u{a0}' || c == '\u{202f}')
            {
                break;
            }
            end = at + group.len();
            if digits.len() < group.len() {
                break;
            }
        }
    }
    let number = rest[start..end].trim_end_matches(['.', ',', ';', ':', ')']);
    Some(if about {
        Statement::About(number)
    } else {
        Statement::Number(number)
    })
}

/// Whether the number `said` near a field's, as near as its last digit that is not a zero
/// (`8,000` within 1,000, `1240` within 10, `2.5` within 0.1), holds `written` (`about
/// 40` holds 42; `about 8,000` does not hold 10,800).
fn near_number(said: &str, written: &str) -> bool {
    let (Some(near), Some(held)) = (read_number(said), read_number(written)) else {
        return true;
    };
    let digits: String = said
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let unit = match digits.split_once('.') {
        Some((_, fraction)) if !fraction.is_empty() => 10f64.powi(-(fraction.len() as i32)),
        _ => {
            let whole = digits.trim_end_matches('.');
            let zeros = whole.len() - whole.trim_end_matches('0').len();
            10f64.powi(zeros.min(whole.len().saturating_sub(1)) as i32)
        }
    };
    (near - held).abs() <= unit
}

/// The number `text` gives a field named for a label after the thing's own words
/// ([`shape::label_key`]: `order_number`): the thing's words, then a label mark (`#`,
/// `No.`, `Nr.`, `n°`, `№`) and the number.
fn labelled_as<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    // (A cheap look first: most sentences hold no label mark, `#`, `No.`, `n°`, `№`.)
    if !text.bytes().any(|b| matches!(b, b'#' | b'.' | 0xE2 | 0xC2)) {
        return None;
    }
    if !shape::names_label(key) {
        return None;
    }
    let thing = shape::label_key(key).filter(|thing| !thing.is_empty())?;
    let thing = thing.join(" ").to_lowercase();
    let lower = text.to_lowercase();
    // (Lowercase keeps the bytes of ASCII words where they were.)
    if lower.len() != text.len() {
        return None;
    }
    let mut from = 0;
    while let Some(n) = lower[from..].find(thing.as_str()) {
        let at = from + n;
        from = at + thing.len();
        if at > 0 && lower.as_bytes()[at - 1].is_ascii_alphanumeric() {
            continue;
        }
        let rest = &text[from..];
        let Some(digits_at) = rest
            .find(|c: char| c.is_ascii_digit())
            .filter(|&d| d > 0 && d <= 6)
        else {
            continue;
        };
        if !numbers::labelled(&rest[..digits_at]) || !rest[..digits_at].starts_with(' ') {
            continue;
        }
        let digits = &rest[digits_at..];
        let end = digits
            .find(|c: char| !c.is_ascii_alphanumeric() && c != '-')
            .unwrap_or(digits.len());
        return Some(&digits[..end]);
    }
    None
}

/// Whether `key` is written at `at` of `sentence` (any case, `_` as a space or `-`).
fn names_at(sentence: &[u8], at: usize, key: &[u8]) -> bool {
    sentence.len() >= at + key.len()
        && sentence[at..at + key.len()]
            .iter()
            .zip(key)
            .all(|(&s, &k)| s.eq_ignore_ascii_case(&k) || k == b'_' && matches!(s, b' ' | b'-'))
}

/// Whether a record that names its currency (`"currency": "USD"`) holds an amount that the
/// sentence writes in another currency (`That's €49 at checkout.` beside `"price": 49`): the
/// record and the prose say two prices.
fn in_other_currency(members: &[(Text, Node)], sentence: &str) -> bool {
    let Some(code) = members.iter().find_map(|(key, value)| {
        let named = shape::key_parts(key)
            .last()
            .is_some_and(|p| p.eq_ignore_ascii_case("currency"));
        match &value.kind {
            Kind::Str(c) | Kind::Word(c) if named => units::CURRENCY_CODES
                .iter()
                .find(|code| code.eq_ignore_ascii_case(c.trim())),
            _ => None,
        }
    }) else {
        return false;
    };
    let amounts: Vec<&str> = members
        .iter()
        .filter_map(|(_, value)| match &value.kind {
            Kind::Number(n) => Some(n.as_ref()),
            _ => None,
        })
        .collect();
    units::number_spans(sentence).any(|at| {
        amounts
            .iter()
            .any(|n| same_number(&sentence[at.clone()], n))
            && {
                let (before, after) = light::measure_at(sentence, at);
                let currency = before.or(after.filter(|u| numbers::is_currency_word(u)));
                currency.is_some_and(|c| !numbers::currency_may_be(c, code))
            }
    })
}

/// Whether a field whose name carries a unit (`distance_km`) or a currency's code
/// (`price_usd`) holds a number that the sentence gives in another unit of the same quantity
/// (`5 miles`) or in another currency (`5 EUR`): copied without converting.
fn in_other_unit(key: &str, written: &str, sentence: &str) -> bool {
    // A currency's code in the name is its measure too (`5 EUR` beside `"price_usd": 5`).
    if let Some(code) = units::currency_of_key(key) {
        return amounts_in(sentence)
            .any(|(said, c)| same_number(said, written) && !numbers::currency_may_be(c, code));
    }
    let Some(unit) = units::of_key(key) else {
        return false;
    };
    units::after_number(sentence, |said| same_number(said, written))
        .any(|said| said.dimension == unit.dimension && said.name != unit.name)
}

/// The prepositions before a unit's name that say what a number is written in (`in miles`,
/// `en millas`, `im`, `в милях`, `w milach`).
const UNIT_PREPOSITIONS: [&str; 9] = ["in", "en", "em", "im", "в", "w", "na", "în", "i"];

/// Whether a sentence says the field's number is in another unit of its
/// quantity than the one its name ends in: the unit's name after a preposition (`in`, `en`,
/// `im`, `в`, …), not denied (`not in miles`), in a sentence that names the value by a word
/// for one or by the field's name (`This number is in miles, not kilometers.` beside
/// `{"distance_km": 340}`).
fn said_in_other_unit(key: &str, sentence: &str) -> bool {
    let Some(unit) = units::of_key(key) else {
        return false;
    };
    let lower = sentence.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let refers =
        cues::names_field(lower.as_bytes(), key) || words.iter().any(|w| cues::names_a_value(w));
    refers
        && words.windows(2).enumerate().any(|(i, pair)| {
            UNIT_PREPOSITIONS.contains(&pair[0])
                && units::named(pair[1])
                    .is_some_and(|u| u.dimension == unit.dimension && u.name != unit.name)
                && !words[i.saturating_sub(2)..i]
                    .iter()
                    .any(|w| cues::denies_word(w.as_bytes()))
        })
}

/// The amounts `text` writes with a currency before or after them (`$29`, `29 USD`, `12,5 €`,
/// `40 dollars`), each with its currency as written.
fn amounts_in(text: &str) -> impl Iterator<Item = (&str, &str)> {
    units::number_spans(text).filter_map(move |at| {
        let (before, after) = light::measure_at(text, at.clone());
        let currency = before.or(after.filter(|u| numbers::is_currency_word(u)))?;
        Some((&text[at], currency))
    })
}

/// The flag a `key: value` line's value states: `yes`, `true`, `no`, `false` (any case, marks
/// of emphasis around it dropped: `**yes**`); none for anything else.
fn said_flag(said: &str) -> Option<bool> {
    let word = said
        .trim()
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_ascii_lowercase();
    match word.as_str() {
        "yes" | "true" => Some(true),
        "no" | "false" => Some(false),
        _ => None,
    }
}

/// Whether two numbers as written are the same number (`45`, `45.0`, `1,299`).
fn same_number(a: &str, b: &str) -> bool {
    matches!((read_number(a), read_number(b)), (Some(x), Some(y)) if x == y)
}

/// The number `s` writes, as people write one (`$1,480.00`, `1.480,00 €`, `10 800`) or as
/// JSON does.
fn read_number(s: &str) -> Option<f64> {
    match numbers::written(s) {
        Some(n) => n?.parse::<f64>().ok(),
        None => s
            .replace([',', ' ', '\u{a0}', '\u{202f}'], "")
            .parse::<f64>()
            .ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::shape::Shape;
    use serde_json::json;

    /// A candidate written as JSON in prose at `span`, fitting as `value` at `cost`.
    fn candidate(
        span: std::ops::Range<usize>,
        value: Value,
        cost: u32,
    ) -> (Found<'static>, Scored) {
        let found = Found {
            origin: Origin::Embedded,
            span,
            node: crate::engine::node_from_value(&value).into_owned(),
            cost: 0,
            repair: None,
            part: false,
        };
        let scored = Scored {
            value: Some(value),
            cost,
            repairs: Vec::new(),
        };
        (found, scored)
    }

    fn choose_among(
        text: &str,
        candidates: Vec<(Found<'static>, Scored)>,
    ) -> Result<Value, Option<ErrorKind>> {
        let shape = Shape::compile(&json!({"type": "object"})).expect("a schema");
        let (found, fits): (Vec<Found>, Vec<Scored>) = candidates.into_iter().unzip();
        let fits = fits.into_iter().enumerate().collect();
        choose(text, &shape, &found, &[], fits)
            .map(|(_, fit)| fit.value.expect("built"))
            .map_err(|e| e.map(|e| e.kind()))
    }

    #[test]
    fn of_two_readings_of_one_place_the_cheapest_wins() {
        let text = r#"{"a": 1}"#;
        let chosen = choose_among(
            text,
            vec![
                candidate(0..8, json!({"a": "1"}), 2),
                candidate(0..8, json!({"a": 1}), 0),
            ],
        );
        assert_eq!(chosen, Ok(json!({"a": 1})));
    }

    #[test]
    fn a_cheaper_value_in_another_place_is_still_a_rival() {
        // Cost ranks the readings of one place; values written in two places are two
        // answers, whatever their repairs cost.
        let text = r#"{"a": 1} {"a": 2}"#;
        let chosen = choose_among(
            text,
            vec![
                candidate(0..8, json!({"a": 1}), 2),
                candidate(9..17, json!({"a": 2}), 0),
            ],
        );
        assert_eq!(chosen, Err(Some(ErrorKind::Ambiguous)));
    }

    #[test]
    fn two_values_that_fit_alike_are_ambiguous() {
        let text = r#"{"a": 1} {"a": 2}"#;
        let chosen = choose_among(
            text,
            vec![
                candidate(0..8, json!({"a": 1}), 0),
                candidate(9..17, json!({"a": 2}), 0),
            ],
        );
        assert_eq!(chosen, Err(Some(ErrorKind::Ambiguous)));
    }

    #[test]
    fn a_value_the_prose_calls_an_example_gives_way_to_the_answer() {
        let text = r#"For example {"a": 1} and the answer: {"a": 2}"#;
        let example = text.find('{').unwrap();
        let answer = text.rfind('{').unwrap();
        let chosen = choose_among(
            text,
            vec![
                candidate(example..example + 8, json!({"a": 1}), 0),
                candidate(answer..answer + 8, json!({"a": 2}), 0),
            ],
        );
        assert_eq!(chosen, Ok(json!({"a": 2})));
    }

    #[test]
    fn nothing_that_fits_is_no_choice() {
        assert_eq!(choose_among("prose", Vec::new()), Err(None));
    }
}
