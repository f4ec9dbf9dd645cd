//! The conversion engine: text → candidates → lenient parse → schema-guided coercion.
//!
//! [`candidates`] and [`light`] find where the value may be, [`lenient`] parses each place
//! into a tree, [`coerce`] fits each tree to the [`shape`] compiled from the schema, and
//! [`run`] keeps the candidate that fits with the fewest repairs.

pub(crate) mod candidates;
pub(crate) mod coerce;
pub(crate) mod lenient;
pub(crate) mod light;
pub(crate) mod matching;
mod path;
pub(crate) mod select;
pub(crate) mod shape;
pub(crate) mod unique;

use crate::error::{Candidate, ConvertError, ErrorKind, Origin};
use crate::report::{Repair, RepairKind};
use coerce::{Coercer, Fit, Miss};
use lenient::{Failure, Kind, Node};
use select::Cue;
use serde_json::Value;
use shape::{Id, S, Shape};
use std::ops::Range;

/// Options for a conversion.
///
/// ```
/// use structout::ConvertOptions;
/// let options = ConvertOptions::default().max_depth(32);
/// assert_eq!(options.depth_limit(), 32);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct ConvertOptions {
    max_depth: usize,
    allow_truncated: bool,
    /// Closed objects (`additionalProperties: false`) refuse unknown keys instead of dropping
    /// them: set for derived types, where schemars closes only `deny_unknown_fields` types.
    pub(crate) deny_unknown: bool,
}

impl Default for ConvertOptions {
    fn default() -> Self {
        ConvertOptions {
            max_depth: 128,
            allow_truncated: false,
            deny_unknown: false,
        }
    }
}

impl ConvertOptions {
    /// The deepest nesting of arrays and objects accepted (default 128). Deeper input is
    /// refused with [`ErrorKind::TooDeep`] rather than risking the stack.
    #[must_use]
    pub fn max_depth(mut self, depth: usize) -> Self {
        self.max_depth = depth.clamp(1, 1024);
        self
    }

    /// The current depth limit.
    #[must_use]
    pub fn depth_limit(&self) -> usize {
        self.max_depth
    }

    /// Whether a reply cut off in the middle of a value converts anyway, with the cut-off
    /// value dropped and reported ([`RepairKind::CutOffDropped`]). Off by default: such a
    /// reply is [`ErrorKind::Truncated`], with what was read in
    /// [`ConvertError::partial`](crate::ConvertError::partial).
    #[must_use]
    pub fn allow_truncated(mut self, allow: bool) -> Self {
        self.allow_truncated = allow;
        self
    }

    /// Whether cut-off values are allowed.
    #[must_use]
    pub fn truncated_allowed(&self) -> bool {
        self.allow_truncated
    }
}

/// Most candidates of one kind that are tried; bounds the work on replies full of brackets.
const MAX_SPANS: usize = 48;

/// One place the value may be, parsed.
struct Found {
    origin: Origin,
    span: Range<usize>,
    node: Node,
    /// Extra cost for where it was found.
    cost: u32,
    repair: Option<RepairKind>,
}

impl Found {
    /// Whether the candidate was read as JSON (rather than from a light format or prose).
    fn is_json(&self) -> bool {
        matches!(
            self.origin,
            Origin::Whole | Origin::Fence | Origin::Embedded
        ) && !matches!(self.node.kind, Kind::Word(_))
            && !self.is_whole_text()
    }

    /// Whether the candidate is the whole reply taken as text, for a string target.
    fn is_whole_text(&self) -> bool {
        self.origin == Origin::Whole && self.cost == 1 && matches!(self.node.kind, Kind::Str(_))
    }
}

/// The outcome of a run: the best fit, or the reason nothing fits.
pub(crate) type RunResult = Result<Fit, ConvertError>;

/// Finds the value in `text` that fits `shape` best.
pub(crate) fn run(text: &str, shape: &Shape, options: &ConvertOptions) -> RunResult {
    let stripped = match light::strip_reasoning(text) {
        Ok(s) => s,
        Err(at) => {
            return Err(ConvertError::new(
                ErrorKind::Incomplete,
                "",
                "an answer after the reasoning block",
                &text[at..],
            ));
        }
    };
    let text = stripped.as_deref().unwrap_or(text);
    if text.contains("<!DOCTYPE") || text.contains("<!ENTITY") {
        // Document type declarations can define entity bombs; such replies are refused.
        return Err(ConvertError::new(
            ErrorKind::NoValue,
            "",
            "a value without a document type declaration",
            text,
        ));
    }
    let mut found: Vec<Found> = Vec::new();
    let mut too_deep = false;
    gather(text, shape, options, &mut found, &mut too_deep);
    if too_deep && found.is_empty() {
        return Err(ConvertError::new(
            ErrorKind::TooDeep,
            "",
            options.max_depth.to_string(),
            text,
        ));
    }
    let (fits, tried) = coerce_all(shape, options, &found);
    match choose(text, shape, &found, fits) {
        Ok((n, mut fit)) => {
            if !options.allow_truncated
                && let Some(cut) = truncated_at(&found, n)
            {
                let path = lenient::truncated_path(&found[cut].node).unwrap_or_default();
                return Err(ConvertError::new(
                    ErrorKind::Truncated,
                    path,
                    "a complete value (the reply ends in the middle of one)",
                    &text[found[cut].span.clone()],
                )
                .with_partial(fit.value));
            }
            // Repairs that cost nothing (an unquoted key) still make the reply not JSON: the
            // report must never call it clean.
            if fit.repairs.is_empty()
                && serde_json::from_str::<serde::de::IgnoredAny>(text).is_err()
            {
                fit.repairs.push(Repair {
                    kind: RepairKind::SyntaxRepaired,
                    path: String::new(),
                });
            }
            Ok(fit)
        }
        Err(Some(err)) => Err(err),
        Err(None) => Err(no_fit(text, shape, options, &found, &tried)),
    }
}

/// A fit or a miss, with the index of its candidate.
type Indexed<T> = (usize, T);

/// Coerces every candidate: the fits (with the cost of where each was found added and its
/// extraction reported) and the misses.
fn coerce_all(
    shape: &Shape,
    options: &ConvertOptions,
    found: &[Found],
) -> (Vec<Indexed<Fit>>, Vec<Indexed<Miss>>) {
    let mut coercer = Coercer::new(shape);
    coercer.deny_unknown = options.deny_unknown;
    let mut fits = Vec::new();
    let mut tried = Vec::new();
    for (n, candidate) in found.iter().enumerate() {
        if candidate.node.cut && coerce::is_scalar(&candidate.node) {
            tried.push((
                n,
                Miss {
                    kind: ErrorKind::Truncated,
                    path: String::new(),
                    expected: shape.describe(shape.root),
                    found: format!("{} (cut off)", coerce::show(&candidate.node)),
                },
            ));
            continue;
        }
        match coercer.coerce(shape.root, &candidate.node) {
            Ok(mut fit) => {
                fit.cost += candidate.cost;
                if let Some(kind) = candidate.repair {
                    fit.repairs.insert(
                        0,
                        Repair {
                            kind,
                            path: String::new(),
                        },
                    );
                }
                fits.push((n, fit));
            }
            Err(miss) => tried.push((n, miss)),
        }
    }
    (fits, tried)
}

/// The answer among the fits, by the policy in [`select`]: `Err(Some(_))` when the reply is
/// ambiguous or holds only examples, `Err(None)` when nothing fits.
fn choose(
    text: &str,
    shape: &Shape,
    found: &[Found],
    mut fits: Vec<(usize, Fit)>,
) -> Result<(usize, Fit), Option<ConvertError>> {
    let cues = cues(text, found);
    let written = |n: usize| select::is_written_json(found[n].origin, &found[n].node);
    // Values collected from several places are one answer only when no cue sets a part apart.
    fits.retain(|(n, _)| {
        found[*n].repair != Some(RepairKind::ValuesCollected)
            || !found.iter().enumerate().any(|(m, part)| {
                m != *n
                    && written(m)
                    && part.span.start >= found[*n].span.start
                    && part.span.end <= found[*n].span.end
                    && (cues[m] == Cue::Example
                        || cues[m] == Cue::Answer && part.span.start > found[*n].span.start)
            })
    });
    // A container written as JSON that fits beats any reading of the prose around it (the
    // whole reply as one word, lines, lists, tags, a value named in prose): those readings
    // cost a constant while repairs grow with the value, and a fragment must not win.
    let container = |fit: &Fit| matches!(fit.value, Value::Object(_) | Value::Array(_));
    if fits.iter().any(|(n, fit)| written(*n) && container(fit)) {
        fits.retain(|(n, _)| written(*n));
    }
    // A string literal in a fence is the string, not the whole reply around it.
    if fits.iter().any(|(n, _)| {
        found[*n].origin == Origin::Fence && matches!(found[*n].node.kind, Kind::Str(_))
    }) {
        fits.retain(|(n, _)| found[*n].origin != Origin::Whole || found[*n].is_json());
    }
    // Examples are never chosen over a value that is not one.
    let example = |n: usize| written(n) && cues[n] == Cue::Example;
    if fits.iter().any(|(n, _)| !example(*n)) {
        fits.retain(|(n, _)| !example(*n));
    } else if !fits.is_empty() && select::declines(text) {
        return Err(Some(ConvertError::new(
            ErrorKind::NoValue,
            "",
            "an answer, not an example or a template",
            text,
        )));
    }
    let best = fits
        .iter()
        .enumerate()
        .min_by_key(|(order, (_, fit))| (fit.cost, *order))
        .map(|(order, _)| order)
        .ok_or(None)?;
    let (b, _) = fits[best];
    // Different values written in separate places: an answer cue decides, or refuse.
    let any = matches!(shape.node(shape.root), S::Any);
    let rivals: Vec<usize> = (0..fits.len())
        .filter(|&i| {
            let (n, fit) = &fits[i];
            i == best
                || !any
                    && written(b)
                    && written(*n)
                    && !select::overlaps(&found[*n].span, &found[b].span)
                    && found[*n].repair != Some(RepairKind::ValuesCollected)
                    && fit.value != fits[best].1.value
        })
        .collect();
    if rivals.len() == 1 {
        return Ok(fits.swap_remove(best));
    }
    if let Some(&answer) = rivals
        .iter()
        .filter(|&&i| cues[fits[i].0] == Cue::Answer)
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
                crate::error::snippet(&fits[i].1.value.to_string())
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

/// The cue before each written JSON candidate (the prose since the previous one).
fn cues(text: &str, found: &[Found]) -> Vec<Cue> {
    let mut spans: Vec<&Range<usize>> = found
        .iter()
        .filter(|f| select::is_written_json(f.origin, &f.node))
        .map(|f| &f.span)
        .collect();
    spans.sort_by_key(|r| (r.start, r.end));
    found
        .iter()
        .map(|f| {
            if !select::is_written_json(f.origin, &f.node) {
                return Cue::None;
            }
            let floor = spans
                .iter()
                .filter(|r| r.end <= f.span.start)
                .map(|r| r.end)
                .max()
                .unwrap_or(0);
            select::cue_before(text, floor, f.span.start)
        })
        .collect()
}

/// Whether the reply was cut off in the middle of a value: the chosen candidate `n`, or a
/// written value after it, holds a started value that never finished.
fn truncated_at(found: &[Found], n: usize) -> Option<usize> {
    if lenient::truncated(&found[n].node) {
        return Some(n);
    }
    found.iter().position(|f| {
        f.span.start >= found[n].span.end
            && select::is_written_json(f.origin, &f.node)
            && lenient::truncated(&f.node)
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
    // The most complete attempt: the one that got deepest, JSON before other readings. A
    // reading of the prose (lines, lists, tags) that fails at the root found no value.
    let pick = tried
        .iter()
        .filter(|(n, m)| found[*n].is_json() || !m.path.is_empty())
        .max_by_key(|(n, m)| {
            (
                m.kind != ErrorKind::Mismatch || !m.path.is_empty(),
                found[*n].is_json(),
                m.path.matches(['.', '[']).count(),
            )
        });
    let err = match pick {
        None => ConvertError::new(ErrorKind::NoValue, "", shape.describe(shape.root), text),
        Some((n, miss)) => {
            let cut = lenient::truncated(&found[*n].node) && !options.allow_truncated;
            let kind = if cut || miss.kind == ErrorKind::Incomplete {
                ErrorKind::Truncated
            } else {
                miss.kind
            };
            let err =
                ConvertError::new(kind, miss.path.clone(), miss.expected.clone(), &miss.found);
            if kind == ErrorKind::Truncated {
                err.with_partial(node_value(&found[*n].node))
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

/// What the target accepts, for choosing which light formats to try.
#[derive(Default)]
struct Wants {
    object: bool,
    array: bool,
    string: bool,
    scalar_atoms: bool,
    any: bool,
}

fn wants(shape: &Shape, id: Id, depth: usize, out: &mut Wants) {
    if depth > 8 {
        return;
    }
    match shape.node(id) {
        S::Any => out.any = true,
        S::Object(_) => out.object = true,
        S::Array { items, .. } => {
            out.array = true;
            if depth == 0 {
                let mut inner = Wants::default();
                wants(shape, *items, depth + 1, &mut inner);
                out.scalar_atoms |= inner.scalar_atoms;
            }
        }
        S::String { .. } => out.string = true,
        S::Enum(_) | S::Bool | S::Integer | S::Number => out.scalar_atoms = true,

        S::Union(u) => {
            for &v in &u.variants {
                wants(shape, v, depth + 1, out);
            }
        }
        _ => {}
    }
}

/// The values prose may name for this target (enum values, booleans, numbers), if it is
/// a scalar or a list of scalars.
fn atoms<'s>(shape: &'s Shape, id: Id, depth: usize, out: &mut Vec<light::Atom<'s>>) {
    if depth > 8 {
        return;
    }
    match shape.node(id) {
        S::Enum(values) => {
            for v in values {
                match v {
                    Value::String(s) => out.push(light::Atom::Text(s)),
                    Value::Bool(b) => out.push(light::Atom::Bool(*b)),
                    Value::Number(n) => out.push(light::Atom::Number(n.as_f64().unwrap_or(0.0))),
                    _ => {}
                }
            }
        }
        S::Bool => {
            out.push(light::Atom::Bool(true));
            out.push(light::Atom::Bool(false));
        }
        S::Integer | S::Number => out.push(light::Atom::Number(0.0)),
        S::Union(u) => {
            for &v in &u.variants {
                atoms(shape, v, depth + 1, out);
            }
        }
        S::Array { items, .. } => atoms(shape, *items, depth + 1, out),
        _ => {}
    }
}

#[allow(clippy::too_many_arguments)]
fn push_parsed(
    text: &str,
    range: Range<usize>,
    origin: Origin,
    cost: u32,
    options: &ConvertOptions,
    any: bool,
    found: &mut Vec<Found>,
    too_deep: &mut bool,
) {
    let slice = &text[range.clone()];
    let repair = (origin != Origin::Whole).then_some(RepairKind::Extracted);
    match lenient::parse_all_to(slice, options.max_depth) {
        // A scalar with prose after it (`1) Berlin`) is prose, not a value.
        Ok((nodes, end))
            if nodes.iter().all(coerce::is_scalar) && !slice[end..].trim().is_empty() => {}
        Ok((mut nodes, _)) => {
            let mut cost = cost;
            let several = nodes.len() > 1;
            if several && nodes.iter().any(|n| matches!(n.kind, Kind::Word(_))) {
                // Text between values: not a sequence of JSON values.
                nodes.retain(|n| !matches!(n.kind, Kind::Word(_)));
                if nodes.len() != 1 {
                    return;
                }
                cost += 3;
            }
            let several = nodes.len() > 1;
            if several {
                let non_empty: Vec<Node> = nodes
                    .iter()
                    .filter(|n| !is_empty_container(n) && !matches!(n.kind, Kind::Word(_)))
                    .cloned()
                    .collect();
                let collected = Node {
                    kind: Kind::Array(nodes.clone()),
                    cut: nodes.last().is_some_and(|n| n.cut),
                    fixes: 0,
                };
                // For any JSON value, several values are one answer in parts.
                let (collected_cost, single_extra) = if any { (0, 1) } else { (2, 2) };
                let collected = if any && non_empty.len() == 1 {
                    None
                } else if any {
                    Some(Node {
                        kind: Kind::Array(non_empty),
                        ..collected
                    })
                } else {
                    Some(collected)
                };
                if any && let Some(only) = nodes.iter().position(|n| !is_empty_container(n)) {
                    // `[]{"a":1}`: the one non-empty value.
                    if collected.is_none() {
                        let node = nodes.swap_remove(only);
                        found.push(Found {
                            origin,
                            span: range,
                            node,
                            cost,
                            repair,
                        });
                        return;
                    }
                }
                if any && let Some(node) = collected {
                    // For any JSON value, the values together are the answer.
                    found.push(Found {
                        origin,
                        span: range,
                        node,
                        cost,
                        repair: Some(RepairKind::ValuesCollected),
                    });
                    return;
                }
                for node in nodes.drain(..) {
                    if matches!(node.kind, Kind::Word(_)) {
                        continue;
                    }
                    found.push(Found {
                        origin,
                        span: range.clone(),
                        node,
                        cost: cost + single_extra,
                        repair,
                    });
                }
                if let Some(node) = collected {
                    found.push(Found {
                        origin,
                        span: range,
                        node,
                        cost: cost + collected_cost,
                        repair: Some(RepairKind::ValuesCollected),
                    });
                }
            } else if let Some(node) = nodes.pop() {
                // Unquoted text on its own is not JSON; the light formats read it.
                if let Kind::Word(_) = &node.kind {
                    return;
                }
                found.push(Found {
                    origin,
                    span: range,
                    node,
                    cost,
                    repair,
                });
            }
        }
        Err(Failure::TooDeep) => *too_deep = true,
        Err(Failure::NoValue) => {}
    }
}

fn is_empty_container(node: &Node) -> bool {
    match &node.kind {
        Kind::Array(items) | Kind::Set(items) => items.is_empty(),
        Kind::Object(entries) => entries.is_empty(),
        _ => false,
    }
}

/// Collects the candidates, most direct first.
fn gather(
    text: &str,
    shape: &Shape,
    options: &ConvertOptions,
    found: &mut Vec<Found>,
    too_deep: &mut bool,
) {
    let mut want = Wants::default();
    wants(shape, shape.root, 0, &mut want);
    let trimmed_start = text.len() - text.trim_start().len();
    let trimmed_end = text.trim_end().len();
    let whole = trimmed_start..trimmed_end.max(trimmed_start);

    // A string target takes the whole reply, unless the reply is one JSON string.
    if want.string {
        let raw = &text[whole.clone()];
        let is_json_string = raw.starts_with('"') && serde_json::from_str::<String>(raw).is_ok();
        if !is_json_string && !raw.is_empty() {
            found.push(Found {
                origin: Origin::Whole,
                span: whole.clone(),
                node: Node::new(Kind::Str(raw.to_owned())),
                cost: 1,
                repair: None,
            });
        }
    }

    // The whole reply as JSON.
    let mut whole_is_json = false;
    if !whole.is_empty() {
        let starts_json = matches!(
            text.as_bytes()[whole.start],
            b'{' | b'[' | b'"' | b'\'' | b'(' | b'-' | b'0'..=b'9' | b'\\'
        );
        let before = found.len();
        push_parsed(
            text,
            whole.clone(),
            Origin::Whole,
            u32::from(!starts_json),
            options,
            want.any,
            found,
            too_deep,
        );
        let opens = matches!(text.as_bytes()[whole.start], b'{' | b'[');
        whole_is_json = opens && found[before..].iter().any(|f| f.cost == 0);
    }

    // Code fences.
    let fences = candidates::fences(text);
    if want.any && fences.len() > 1 {
        // Several fenced values, for any JSON value: all of them.
        let nodes: Vec<Node> = fences
            .iter()
            .take(MAX_SPANS)
            .filter_map(|f| lenient::parse_one(&text[f.range.clone()], options.max_depth).ok())
            .filter(|n| !matches!(n.kind, Kind::Word(_)))
            .collect();
        if nodes.len() > 1 {
            found.push(Found {
                origin: Origin::Fence,
                span: fences[0].range.start..fences[fences.len() - 1].range.end,
                node: Node::new(Kind::Array(nodes)),
                cost: 0,
                repair: Some(RepairKind::ValuesCollected),
            });
        }
    }
    for span in fences.iter().take(MAX_SPANS) {
        push_parsed(
            text,
            span.range.clone(),
            Origin::Fence,
            0,
            options,
            want.any,
            found,
            too_deep,
        );
    }

    // JSON inside prose (and inside fences whose body has prose too).
    let first_embedded = found.len();
    let embedded = if whole_is_json {
        // The reply is JSON from its first character: the parts inside it are not answers.
        Vec::new()
    } else {
        candidates::embedded(text)
    };
    // Past the first MAX_SPANS, values are only parts of a list: a bound on the candidates
    // tried is never a bound on the answer.
    let mut more: Vec<(Range<usize>, Node)> = Vec::new();
    for (count, span) in embedded.into_iter().enumerate() {
        // The same text as the whole reply or a fence body (which ends with the newline
        // before its closer) is the same candidate: parsed and coerced once.
        let same = |range: &Range<usize>| trimmed(text, range) == trimmed(text, &span.range);
        if same(&whole) || fences.iter().any(|f| same(&f.range)) {
            continue;
        }
        if count >= MAX_SPANS {
            if (want.array || want.any)
                && let Ok(node) = lenient::parse_one(&text[span.range.clone()], options.max_depth)
                && !node.cut
            {
                more.push((span.range, node));
            }
            continue;
        }
        push_parsed(
            text,
            span.range,
            Origin::Embedded,
            1,
            options,
            want.any,
            found,
            too_deep,
        );
    }

    // Several values in prose, where a list (or any value) is wanted: all of them.
    if want.array || want.any {
        let parts: Vec<&Found> = found[first_embedded..]
            .iter()
            .filter(|f| f.origin == Origin::Embedded && !f.node.cut)
            .collect();
        if parts.len() > 1 {
            let end = more
                .last()
                .map_or(parts[parts.len() - 1].span.end, |(r, _)| r.end);
            let span = parts[0].span.start..end;
            let node = Node::new(Kind::Array(
                parts
                    .iter()
                    .map(|f| f.node.clone())
                    .chain(more.into_iter().map(|(_, node)| node))
                    .collect(),
            ));
            if want.any {
                // For any JSON value, the values in the prose together are the answer.
                found.truncate(first_embedded);
            }
            found.push(Found {
                origin: Origin::Embedded,
                span,
                node,
                cost: if want.any { 0 } else { 2 },
                repair: Some(RepairKind::ValuesCollected),
            });
        }
    }

    // An escaped document: {\"key\": \"value\"}.
    let body = &text[whole.clone()];
    if (body.starts_with("{\\\"") || body.starts_with("[\\\"")) && body.len() < 1 << 20 {
        let unescaped = body.replace("\\\"", "\"").replace("\\\\", "\\");
        if let Ok(mut nodes) = lenient::parse_all(&unescaped, options.max_depth)
            && let Some(mut node) = nodes.drain(..).next()
        {
            node.fixes += 1;
            found.push(Found {
                origin: Origin::Whole,
                span: whole.clone(),
                node,
                cost: 1,
                repair: None,
            });
        }
    }

    // Light formats. Tags are read in prose, never inside a JSON value (`{"k": "<a>b</a>"}`
    // holds a string).
    if want.object || want.array || want.any || want.scalar_atoms || want.string {
        let body = fences
            .first()
            .filter(|f| f.range.len() * 2 > body.trim().len())
            .map_or(body, |f| &text[f.range.clone()]);
        if !body.trim_start().starts_with(['{', '['])
            && let Some((elements, complete)) = light::xml(body, options.max_depth)
            && (complete || !want.any)
        {
            push_xml(&elements, whole.clone(), &want, found);
        }
    }
    if want.object
        && let Some(node) = light::key_value_lines(body)
    {
        found.push(Found {
            origin: Origin::KeyValueLines,
            span: whole.clone(),
            node,
            cost: 3,
            repair: Some(RepairKind::Extracted),
        });
    }
    if want.array {
        if let Some(node) = light::list_items(body) {
            found.push(Found {
                origin: Origin::List,
                span: whole.clone(),
                node,
                cost: 3,
                repair: Some(RepairKind::Extracted),
            });
        }
        // One line of values, or values whose line breaks follow or precede a comma.
        let plain = !body.contains(['{', '[']) && {
            let t = body.trim();
            t.match_indices('\n').all(|(i, _)| {
                t[..i].trim_end().ends_with(',') || t[i..].trim_start().starts_with(',')
            })
        };
        // Never a one-item list whose item holds the delimiters (`"Big, Splash"`).
        let one_with_commas = |node: &Node| match &node.kind {
            Kind::Array(items) => {
                matches!(items.as_slice(), [Node { kind: Kind::Str(s) | Kind::Word(s), .. }] if s.contains(','))
            }
            _ => false,
        };
        if plain
            && let Some(node) = light::comma_separated(body)
            && !one_with_commas(&node)
        {
            found.push(Found {
                origin: Origin::List,
                span: whole.clone(),
                node,
                cost: 4,
                repair: Some(RepairKind::Extracted),
            });
        }
    }
    // Scalars: the whole reply as one bare value, then prose that names one value.
    let json_like = body.trim_start().starts_with(['{', '[', '"']);
    if want.scalar_atoms && !json_like {
        let raw = body.trim();
        let raw = raw.trim_matches(|c: char| c == '*' || c == '`').trim();
        if !raw.is_empty() && raw.len() < 256 {
            let lower = raw.trim_end_matches('.').to_ascii_lowercase();
            // A literal is that literal (`None` is null), never a word to fill a string with.
            let node = match lower.as_str() {
                "yes" => Node::new(Kind::Bool(true)),
                "no" => Node::new(Kind::Bool(false)),
                _ => match lenient::classify(raw) {
                    node @ Node {
                        kind: Kind::Null | Kind::Bool(_) | Kind::NonFinite,
                        ..
                    } => node,
                    _ => Node::new(Kind::Word(raw.to_owned())),
                },
            };
            found.push(Found {
                origin: Origin::Whole,
                span: whole.clone(),
                node,
                cost: 0,
                repair: None,
            });
        }
    }
    if want.scalar_atoms {
        // Prose, or one JSON string holding prose (`"ONE: the first option"`).
        let quoted = serde_json::from_str::<String>(body.trim())
            .ok()
            .or_else(|| {
                // `{"value": "The answer is THREE"}`: one key holding prose.
                let map =
                    serde_json::from_str::<serde_json::Map<String, Value>>(body.trim()).ok()?;
                match map.values().collect::<Vec<_>>().as_slice() {
                    [Value::String(s)] => Some(s.clone()),
                    _ => None,
                }
            });
        if json_like && quoted.is_none() {
            return;
        }
        let prose = quoted.as_deref().unwrap_or(body);
        let mut list = Vec::new();
        atoms(shape, shape.root, 0, &mut list);
        match light::scan_prose(prose, &list) {
            Ok(Some(node)) => found.push(Found {
                origin: Origin::Whole,
                span: whole.clone(),
                node,
                cost: 5,
                repair: Some(RepairKind::FoundInProse),
            }),
            Ok(None) => {}
            Err(()) => {}
        }
    }
}

/// `range` without the whitespace at either end of its text.
fn trimmed(text: &str, range: &Range<usize>) -> Range<usize> {
    let slice = &text[range.clone()];
    let start = range.start + (slice.len() - slice.trim_start().len());
    start..(range.start + slice.trim_end().len()).max(start)
}

fn push_xml(elements: &[light::Element], span: Range<usize>, want: &Wants, found: &mut Vec<Found>) {
    if want.any && elements.len() == 1 {
        // Untyped: the element tree as nested lists of single-key objects.
        let value = light::element_value(&elements[0]);
        found.push(Found {
            origin: Origin::Tags,
            span: span.clone(),
            node: node_from_value(&value),
            cost: 3,
            repair: Some(RepairKind::Extracted),
        });
        return;
    }
    let mut entries = Vec::new();
    for e in elements {
        entries.push((e.name.clone(), light::element_node(e)));
    }
    if let [(_, inner)] = entries.as_slice() {
        // The root element is the type's wrapper: its content is the value.
        found.push(Found {
            origin: Origin::Tags,
            span: span.clone(),
            node: inner.clone(),
            cost: 3,
            repair: Some(RepairKind::Extracted),
        });
    }
    found.push(Found {
        origin: Origin::Tags,
        span,
        node: Node::new(Kind::Object(entries)),
        cost: 4,
        repair: Some(RepairKind::Extracted),
    });
}

pub(crate) fn node_from_value(value: &Value) -> Node {
    let kind = match value {
        Value::Null => Kind::Null,
        Value::Bool(b) => Kind::Bool(*b),
        Value::Number(n) => Kind::Number(n.to_string()),
        Value::String(s) => Kind::Str(s.clone()),
        Value::Array(items) => Kind::Array(items.iter().map(node_from_value).collect()),
        Value::Object(map) => Kind::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), node_from_value(v)))
                .collect(),
        ),
    };
    Node::new(kind)
}

/// A parsed node as a plain JSON value (cut-off scalars and empty values dropped).
pub(crate) fn node_value(node: &Node) -> Value {
    let shape = Shape::any();
    Coercer::new(&shape)
        .coerce(shape.root, node)
        .map_or(Value::Null, |fit| fit.value)
}

/// Coerces a JSON value against the schema (no candidates, no syntax repair, no defaults:
/// what a tool call's arguments say, checked).
pub(crate) fn coerce_value(shape: &Shape, value: &Value) -> Result<Fit, ConvertError> {
    let node = node_from_value(value);
    let mut coercer = Coercer::new(shape);
    coercer.defaults = false;
    coercer
        .coerce(shape.root, &node)
        .map_err(|miss| ConvertError::new(miss.kind, miss.path, miss.expected, &miss.found))
}

/// Whether `value` converts as it is, with none of its keys dropped: a reply shaped like a
/// provider's response that the schema takes whole is the caller's own value, not a response
/// to open.
pub(crate) fn fits_whole(shape: &Shape, value: &Value, options: &ConvertOptions) -> bool {
    let mut coercer = Coercer::new(shape);
    coercer.deny_unknown = options.deny_unknown;
    coercer
        .coerce(shape.root, &node_from_value(value))
        .is_ok_and(|fit| {
            !fit.repairs
                .iter()
                .any(|r| r.kind == RepairKind::ExtraKeyDropped)
        })
}

/// Whether `value` fits the schema exactly, with no coercion (declared defaults aside): the
/// check behind the fast path for schemas known at run time.
pub(crate) fn exact_fit(shape: &Shape, value: &Value) -> Option<Value> {
    let node = node_from_value(value);
    Coercer::new(shape)
        .coerce(shape.root, &node)
        .ok()
        // Declared defaults filled in are not a repair of the reply.
        .filter(|fit| {
            fit.repairs
                .iter()
                .all(|r| r.kind == RepairKind::DefaultFilled)
        })
        .map(|fit| fit.value)
}
