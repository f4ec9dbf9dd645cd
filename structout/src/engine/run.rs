//! One reply through the stages: reasoning blanked ([`readable`]), every candidate gathered
//! and coerced ([`candidates_and_fits`]), the policy asked ([`choose::choose`]), and the
//! answer checked for a cut-off value ([`finish`]); or the error that names where the reply
//! went wrong ([`no_fit`]).

use super::choose;
use super::coerce::{self, Coercer, Miss, Scored, exact};
use super::find::spans::Span;
use super::find::{bytes, declining, reasoning};
use super::options::ConvertOptions;
use super::parse::sources::{self, Found};
use super::parse::tree::{self, Kind, Node};
use super::parse::written;
use crate::error::{Candidate, ConvertError, ErrorKind};
use crate::report::{Repair, RepairKind};
use crate::schema::shape::{S, Shape};
use serde::de::DeserializeOwned;
use serde_json::Value;

/// The outcome of a run: the answer, or the reason nothing fits.
pub(crate) type RunResult<'a> = Result<Answer<'a>, ConvertError>;

/// The value a run chose, with the repairs it took.
#[derive(Debug)]
pub(crate) struct Answer<'a> {
    value: Chosen<'a>,
    pub repairs: Vec<Repair>,
}

/// The chosen value: as coercion built it, or the candidate's tree when coercion would have
/// left it as it is (built, or deserialized into the caller's type, only now).
#[derive(Debug)]
enum Chosen<'a> {
    Built(Value),
    AsWritten(Node<'a>),
}

impl<'a> Answer<'a> {
    /// The value as JSON.
    pub(crate) fn into_value(self) -> Value {
        self.into_parts().0
    }

    /// The value as JSON, and the repairs.
    pub(crate) fn into_parts(self) -> (Value, Vec<Repair>) {
        let value = match self.value {
            Chosen::Built(value) => value,
            Chosen::AsWritten(node) => written::value(node),
        };
        (value, self.repairs)
    }

    /// The value as the caller's type, read from the tree when it was not built.
    pub(crate) fn deserialize<T: DeserializeOwned>(self) -> Result<(T, Vec<Repair>), String> {
        let value = match self.value {
            Chosen::Built(value) => serde_json::from_value(value),
            Chosen::AsWritten(node) => T::deserialize(node),
        };
        value.map(|v| (v, self.repairs)).map_err(|e| e.to_string())
    }

    /// The same answer, owning its text.
    pub(crate) fn into_owned(self) -> Answer<'static> {
        let value = match self.value {
            Chosen::Built(value) => Chosen::Built(value),
            Chosen::AsWritten(node) => Chosen::AsWritten(node.into_owned()),
        };
        Answer {
            value,
            repairs: self.repairs,
        }
    }
}

/// Finds the value in `text` that fits `shape` best.
pub(crate) fn run<'a>(text: &'a str, shape: &Shape, options: &ConvertOptions) -> RunResult<'a> {
    match readable(text)? {
        Some(stripped) => run_readable(&stripped, shape, options).map(Answer::into_owned),
        None => run_readable(text, shape, options),
    }
}

/// [`run`] on a reply with no reasoning blocks.
fn run_readable<'a>(text: &'a str, shape: &Shape, options: &ConvertOptions) -> RunResult<'a> {
    let Weighed {
        mut found,
        fences,
        fits,
        tried,
    } = candidates_and_fits(text, shape, options)?;
    match choose::choose(text, shape, &found, &fences, fits) {
        Ok((n, fit)) => finish(text, options, &mut found, n, fit),
        Err(Some(err)) => Err(err),
        Err(None) if options.repair_paths => Err(no_fit(text, shape, options, &found, &tried)),
        Err(None) => {
            // The error names where the reply went wrong: the candidates that missed are
            // coerced again with paths written (which fit and which miss does not change).
            let with_paths = ConvertOptions {
                repair_paths: true,
                ..*options
            };
            let tried = with_paths_again(shape, &with_paths, &found, &tried);
            Err(no_fit(text, shape, &with_paths, &found, &tried))
        }
    }
}

/// The misses `tried` found again, with their paths written.
fn with_paths_again(
    shape: &Shape,
    options: &ConvertOptions,
    found: &[Found],
    tried: &[Indexed<Miss>],
) -> Vec<Indexed<Miss>> {
    tried
        .iter()
        .flat_map(
            |(n, miss)| match coerce_all(shape, options, &found[*n..=*n], *n) {
                Ok((_, tried)) => tried,
                Err(_) => vec![(*n, miss.clone())],
            },
        )
        .collect()
}

/// The reply with its reasoning blocks blanked out (`None`: there were none), or why it is
/// refused before any value is looked for.
fn readable(text: &str) -> Result<Option<String>, ConvertError> {
    let stripped = reasoning::strip_reasoning(text).map_err(|at| {
        ConvertError::new(
            ErrorKind::Incomplete,
            "",
            "an answer after the reasoning block",
            &text[at..],
        )
    })?;
    let text = stripped.as_deref().unwrap_or(text);
    if bytes::memchr(b'<', text.as_bytes()).is_some()
        && (text.contains("<!DOCTYPE") || text.contains("<!ENTITY"))
    {
        // Document type declarations can define entity bombs; such replies are refused.
        return Err(ConvertError::new(
            ErrorKind::NoValue,
            "",
            "a value without a document type declaration",
            text,
        ));
    }
    Ok(stripped)
}

/// Every candidate, coerced: the JSON written in the reply first, and the readings of its
/// prose only when no written object or array fits (not one collected from several places,
/// which a cue may still set aside), since the policy would drop them all.
fn candidates_and_fits<'a>(
    text: &'a str,
    shape: &Shape,
    options: &ConvertOptions,
) -> Result<Weighed<'a>, ConvertError> {
    // For a list target, whether a value may be an item: coerced as the list's own coercion
    // would, at the root, where coercion is at its most lenient (a value refused here is
    // refused there).
    let items = match shape.node(shape.root) {
        S::Array { items, prefix, .. } if prefix.is_empty() => Some(*items),
        _ => None,
    };
    let coercer = items.map(|_| {
        let mut coercer = Coercer::new(shape);
        coercer.deny_unknown = options.deny_unknown;
        coercer.paths = false;
        coercer
    });
    let may_be_item = |node: &Node| {
        let (Some(id), Some(coercer)) = (items, &coercer) else {
            return false;
        };
        exact::settle(shape, id, node, false).is_some() || coercer.coerce(id, node).is_ok()
    };
    let item: Option<&dyn Fn(&Node) -> bool> = items.map(|_| &may_be_item as _);
    let mut gathered = sources::Gathered::written(text, shape, options, item);
    let (mut fits, mut tried) = coerce_all(shape, options, gathered.found(), 0)?;
    let settled = fits.iter().any(|(n, fit)| {
        let found = &gathered.found()[*n];
        found.repair != Some(RepairKind::ValuesCollected)
            && choose::is_written_container(found, fit)
    });
    if !settled {
        let first = gathered.found().len();
        gathered.readings();
        let (more_fits, more_tried) =
            coerce_all(shape, options, &gathered.found()[first..], first)?;
        fits.extend(more_fits);
        tried.extend(more_tried);
    }
    if gathered.too_deep() && gathered.found().is_empty() {
        return Err(ConvertError::new(
            ErrorKind::TooDeep,
            "",
            options.depth().to_string(),
            text,
        ));
    }
    let (found, fences) = gathered.into_parts();
    Ok(Weighed {
        found,
        fences,
        fits,
        tried,
    })
}

/// The candidates, and what their coercion gave: the fits and the misses.
struct Weighed<'a> {
    found: Vec<Found<'a>>,
    fences: Vec<Span>,
    fits: Vec<Indexed<Scored>>,
    tried: Vec<Indexed<Miss>>,
}

/// The chosen fit (candidate `n`) as the answer: refused when the reply was cut off in the
/// middle of a value (unless allowed), and never reported clean when the reply is not JSON.
fn finish<'a>(
    text: &str,
    options: &ConvertOptions,
    found: &mut Vec<Found<'a>>,
    n: usize,
    mut fit: Scored,
) -> RunResult<'a> {
    // A value dropped because it was cut off is a cut-off reply too, wherever the cut was
    // found (`[{"a": 1, "b` + a fence: the item never closed).
    let dropped = || {
        fit.repairs
            .iter()
            .any(|r| r.kind == RepairKind::CutOffDropped)
    };
    // The reply ends inside the value, every part of it written whole: cut off all the same.
    let went_on = || {
        let node = &found[n].node;
        text[found[n].span.end..]
            .trim()
            .is_empty()
            .then(|| cut_inside(node, String::new()))
            .flatten()
    };
    const MIDDLE: &str = "a complete value (the reply ends in the middle of one)";
    const INSIDE: &str = "a complete value (the reply ends inside it, before its closer)";
    if !options.allow_truncated
        && let Some((cut, path, expected)) = truncated_at(found, n)
            .or_else(|| dropped().then_some(n))
            .map(|cut| {
                let path = tree::truncated_path(&found[cut].node).unwrap_or_default();
                (cut, path, MIDDLE)
            })
            .or_else(|| went_on().map(|path| (n, path, INSIDE)))
    {
        let err = ConvertError::new(
            ErrorKind::Truncated,
            path,
            expected,
            &text[found[cut].span.clone()],
        );
        // The value read so far, moved (not copied: it may be as large as the reply's tree).
        let partial = match fit.value {
            Some(value) => value,
            None => written::value(found.swap_remove(n).node),
        };
        return Err(err.with_partial(partial));
    }
    // `Sorry, I can't help with this request.` then `{}`: a value that gives nothing, in
    // prose that declines the task, is the refusal, not an answer that there is nothing.
    let gives_nothing = match &fit.value {
        Some(value) => value_gives_nothing(value),
        None => tree::gives_nothing(&found[n].node),
    };
    if gives_nothing && declining::declines(text) {
        return Err(ConvertError::new(
            ErrorKind::Refusal,
            "",
            "an answer (the reply declines the task and gives an empty value)",
            text,
        ));
    }
    // Repairs that cost nothing (an unquoted key) still make the reply not JSON: the report
    // must never call it clean. A value read from part of the reply, prose after it, was
    // taken out of it, not repaired (`{"a": 1}` then a remark).
    if fit.repairs.is_empty() && !super::is_json(text) {
        let span = &found[n].span;
        let part = !text[..span.start].trim().is_empty() || !text[span.end..].trim().is_empty();
        let whole_json = part && super::is_json(&text[span.clone()]);
        fit.repairs.push(Repair {
            kind: if whole_json {
                RepairKind::Extracted
            } else {
                RepairKind::SyntaxRepaired
            },
            path: String::new(),
        });
    }
    let value = match fit.value {
        Some(value) => Chosen::Built(value),
        None => Chosen::AsWritten(found.swap_remove(n).node),
    };
    Ok(Answer {
        value,
        repairs: fit.repairs,
    })
}

/// Whether a value gives nothing: an empty object or list, or an object whose every field
/// is null or gives nothing.
fn value_gives_nothing(value: &Value) -> bool {
    match value {
        Value::Object(fields) => fields
            .values()
            .all(|v| v.is_null() || value_gives_nothing(v)),
        Value::Array(items) => items.is_empty(),
        _ => false,
    }
}

/// Where a value that the reply's text ends inside ([`Node::open`]) was cut: the path of the
/// innermost container left open, its closer never written (`{"name": "Ada", "age": 36` at
/// the root, `{"tags": ["a", "b"` at `.tags`). A reply that stops before a closer was cut off,
/// whatever the value's type could still have taken: a model that finishes closes what it
/// opened.
fn cut_inside(node: &Node, path: String) -> Option<String> {
    if !node.open {
        return None;
    }
    let inner = match &node.kind {
        Kind::Array(items) => items
            .last()
            .and_then(|last| cut_inside(last, format!("{path}[{}]", items.len() - 1))),
        Kind::Object(entries) => entries
            .last()
            .and_then(|(key, value)| cut_inside(value, format!("{path}.{key}"))),
        _ => None,
    };
    Some(inner.unwrap_or(path))
}

/// A fit or a miss, with the index of its candidate.
type Indexed<T> = (usize, T);

/// The candidates that fit, and those that missed.
type Coerced = (Vec<Indexed<Scored>>, Vec<Indexed<Miss>>);

/// Coerces every candidate: the fits (with the cost of where each was found added and its
/// extraction reported) and the misses, indexed from `first`. A candidate that coercion
/// would leave as it is is not coerced: its value is built only if it is chosen. A coercion
/// that passed its bound on work fails the whole conversion: the search was cut short, so
/// no candidate's cost can be trusted against the others.
fn coerce_all(
    shape: &Shape,
    options: &ConvertOptions,
    found: &[Found],
    first: usize,
) -> Result<Coerced, ConvertError> {
    let mut coercer = Coercer::new(shape);
    coercer.deny_unknown = options.deny_unknown;
    coercer.paths = options.repair_paths;
    let mut fits = Vec::new();
    let mut tried = Vec::new();
    for (n, candidate) in (first..).zip(found) {
        if candidate.node.cut && tree::is_scalar(&candidate.node) {
            tried.push((
                n,
                Miss {
                    kind: ErrorKind::Truncated,
                    path: String::new(),
                    depth: 0,
                    expected: shape.describe(shape.root),
                    found: format!("{} (cut off)", coerce::show(&candidate.node)),
                },
            ));
            continue;
        }
        let scored = match exact::settle(shape, shape.root, &candidate.node, options.repair_paths) {
            Some(settled) => settled,
            None => match coercer.coerce(shape.root, &candidate.node) {
                Ok(fit) => Scored::from(fit),
                Err(miss) if miss.kind == ErrorKind::WorkLimit => {
                    return Err(ConvertError::new(
                        miss.kind,
                        miss.path,
                        miss.expected,
                        &miss.found,
                    ));
                }
                Err(miss) => {
                    tried.push((n, miss));
                    continue;
                }
            },
        };
        fits.push((n, placed(scored, candidate)));
    }
    Ok((fits, tried))
}

/// A repair of the whole reply, with no path.
fn unplaced(kind: RepairKind) -> Repair {
    Repair {
        kind,
        path: String::new(),
    }
}

/// A fit with the cost of where its candidate was found added, and its extraction reported.
fn placed(mut scored: Scored, candidate: &Found) -> Scored {
    scored.cost += candidate.cost;
    if let Some(kind) = candidate.repair {
        scored.repairs.insert(0, unplaced(kind));
    }
    scored
}

/// Whether the reply was cut off in the middle of a value: the chosen candidate `n`, or a
/// written value after it or around it (`n` is a part of it, so it opens before `n`; not
/// another reading of the same place, nor a reading of `n` that runs on into the prose after
/// it: `["a", "b"] (all of them).`), holds a started value that never finished.
fn truncated_at(found: &[Found], n: usize) -> Option<usize> {
    if tree::truncated(&found[n].node) {
        return Some(n);
    }
    let at = &found[n].span;
    found.iter().position(|f| {
        let after = f.span.start >= at.end;
        let around = f.span.start < at.start && f.span.end >= at.end;
        (after || around) && sources::is_written_json(f.origin, &f.node) && tree::truncated(&f.node)
    })
}

/// The error when no candidate fits: the miss from the most JSON-like candidate that got
/// furthest, with every candidate tried.
fn no_fit(
    text: &str,
    shape: &Shape,
    options: &ConvertOptions,
    found: &[Found],
    tried: &[(usize, Miss)],
) -> ConvertError {
    let candidates: Vec<Candidate> = tried
        .iter()
        .map(|(n, miss)| Candidate {
            origin: found[*n].origin,
            span: found[*n].span.clone(),
            problem: describe_miss(miss),
        })
        .collect();
    // The most complete attempt: the one that got deepest, JSON before other readings, and
    // between those as deep the widest (a value inside another is a part of it, whose miss
    // is not the reply's). A reading of the prose (lines, lists, tags) that fails at the root
    // found no value.
    let pick = tried
        .iter()
        .filter(|(n, m)| found[*n].is_json() || !m.path.is_empty())
        .max_by_key(|(n, m)| {
            (
                m.kind != ErrorKind::Mismatch || !m.path.is_empty(),
                found[*n].is_json(),
                m.path.matches(['.', '[']).count(),
                found[*n].span.len(),
            )
        });
    let err = match pick {
        // No value written at all, in prose that declines the task: the model refused, and
        // asking again the same way will not change that.
        None if declining::declines(text) => {
            ConvertError::new(ErrorKind::Refusal, "", shape.describe(shape.root), text)
        }
        None => ConvertError::new(ErrorKind::NoValue, "", shape.describe(shape.root), text),
        Some((n, miss)) => {
            let cut = tree::truncated(&found[*n].node) && !options.allow_truncated;
            let kind = if cut || miss.kind == ErrorKind::Incomplete {
                ErrorKind::Truncated
            } else {
                miss.kind
            };
            let err =
                ConvertError::new(kind, miss.path.clone(), miss.expected.clone(), &miss.found);
            if kind == ErrorKind::Truncated {
                err.with_partial(super::node_value(&found[*n].node))
            } else {
                err
            }
        }
    };
    err.with_candidates(candidates)
}

fn describe_miss(miss: &Miss) -> String {
    let at = if miss.path.is_empty() {
        String::new()
    } else {
        format!(" at `{}`", miss.path)
    };
    match miss.kind {
        ErrorKind::MissingField => format!("missing required field `{}`{at}", miss.expected),
        ErrorKind::Incomplete | ErrorKind::Truncated => format!(
            "cut off{at}: expected {}, found {}",
            miss.expected, miss.found
        ),
        ErrorKind::Ambiguous => format!("ambiguous{at}: {}", miss.expected),
        _ => format!("expected {}{at}, found {}", miss.expected, miss.found),
    }
}
