//! Schema-guided coercion: a parsed [`Node`] + a [`Shape`] → a JSON value that fits, its
//! cost, and the repairs made; or the reason nothing fits.
//!
//! Every rule here is listed in the crate docs ("Coercion rules"). Each coercion has a cost;
//! unions try every variant and keep the cheapest, so that the least-repaired reading wins.

pub(crate) mod exact;
pub(crate) mod memo;
pub(crate) mod path;
pub(crate) mod valid;

use crate::engine::cost;
use crate::engine::find::words::{self, Tier};
use crate::engine::parse::lenient;
use crate::engine::parse::numbers::{self, json_number};
use crate::engine::parse::tree::{Kind, Node, Text, is_scalar};
use crate::error::ErrorKind;
use crate::report::{Repair, RepairKind};
use crate::schema::shape::{self, Id, Object, S, Shape, StringFormat, Union};
use memo::{Budget, Key, Memo, Step};
use path::Path;
use serde_json::{Map, Number, Value};
use std::borrow::Cow;
use std::cell::RefCell;

/// A value that fits, with its cost.
#[derive(Debug, Clone)]
pub(crate) struct Fit {
    pub value: Value,
    pub cost: u32,
    pub repairs: Vec<Repair>,
}

/// Why a node does not fit.
#[derive(Debug, Clone)]
pub(crate) struct Miss {
    pub kind: ErrorKind,
    pub path: String,
    /// How deep the miss is: its path's written length, also where paths are not written.
    pub depth: usize,
    pub expected: String,
    pub found: String,
}

type Out = Result<Fit, Miss>;

/// Wrapper keys that are unwrapped when the inner value fits and the wrapper does not.
const WRAPPERS: [&str; 8] = [
    "result", "data", "response", "output", "answer", "value", "json", "content",
];

/// Non-consuming steps (unions, unwrapping) allowed in a row; bounds work on cyclic schemas.
const MAX_HOPS: u32 = 24;

pub(crate) struct Coercer<'s> {
    pub shape: &'s Shape,
    /// Whether missing optional fields take the schema's declared `default`.
    pub defaults: bool,
    /// Whether closed objects refuse unknown keys (rather than drop them, reported).
    pub deny_unknown: bool,
    /// Whether repairs and misses carry their path (else `""`: nobody reads them).
    pub paths: bool,
    /// The outcomes of the coercion under way, by container and schema node.
    memo: RefCell<Memo<Out>>,
    /// The steps the coercion under way has taken and may take.
    budget: RefCell<Budget>,
}

fn repair(kind: RepairKind, path: Path<'_>) -> Repair {
    Repair {
        kind,
        path: path.render(),
    }
}

impl Fit {
    fn plain(value: Value, cost: u32) -> Self {
        Fit {
            value,
            cost,
            repairs: Vec::new(),
        }
    }

    /// The fit with a repair of `kind` at `path`, at its cost ([`cost::of`]).
    fn with(self, kind: RepairKind, path: Path<'_>) -> Self {
        self.with_cost(kind, path, cost::of(kind))
    }

    /// The fit with a repair whose cost varies ([`cost`]'s functions).
    fn with_cost(mut self, kind: RepairKind, path: Path<'_>, cost: u32) -> Self {
        self.add_cost(kind, path, cost);
        self
    }

    fn add(&mut self, kind: RepairKind, path: Path<'_>) {
        self.add_cost(kind, path, cost::of(kind));
    }

    fn add_cost(&mut self, kind: RepairKind, path: Path<'_>, cost: u32) {
        self.repairs.push(repair(kind, path));
        self.cost += cost;
    }
}

/// What every property of one object shares: whether the object holds data, the object
/// itself, and where it is.
struct Member<'n, 'p> {
    has_data: bool,
    object: &'n Node<'n>,
    path: Path<'p>,
}

/// A short rendering of a node for error messages.
pub(crate) fn show(node: &Node) -> String {
    // Only the start of a long text is shown: no copy of all of it.
    let head = |s: &str| -> String { s.chars().take(crate::error::SNIPPET + 1).collect() };
    let text = match &node.kind {
        Kind::Null => "null".to_owned(),
        Kind::Bool(b) => b.to_string(),
        Kind::Number(n) => head(n),
        Kind::NonFinite => "a non-finite number".to_owned(),
        Kind::Str(s) => serde_json::to_string(&head(s)).unwrap_or_default(),
        Kind::Word(s) => head(s),
        Kind::Missing | Kind::Empty => "nothing".to_owned(),
        Kind::Array(items) | Kind::Set(items) => match items.len() {
            1 => "an array of 1 value".to_owned(),
            n => format!("an array of {n} values"),
        },
        Kind::Object(entries) => {
            let keys: Vec<&str> = entries.iter().take(4).map(|(k, _)| &**k).collect();
            format!("an object with keys {}", keys.join(", "))
        }
    };
    crate::error::snippet(&text)
}

/// The syntax repairs the parser counted in `node` and everything inside it.
fn fixes_within(node: &Node) -> u32 {
    let inner = match &node.kind {
        Kind::Array(items) | Kind::Set(items) => items.iter().map(fixes_within).sum(),
        Kind::Object(entries) => entries.iter().map(|(_, v)| fixes_within(v)).sum(),
        _ => 0,
    };
    node.fixes.saturating_add(inner)
}

/// Number text of a string value: trimmed, and where it is written the way people write
/// numbers (`1,234`, `1.234,5`, `12,50`), read by the one convention its marks fit
/// ([`numbers::read`]).
fn numeric_text(text: &str) -> Option<Text<'_>> {
    let t = text.trim();
    let t = t.strip_suffix('.').filter(|s| s.contains('.')).unwrap_or(t);
    numbers::number(t).or_else(|| {
        let read = numbers::read_signed(t)?;
        numbers::number(&read).map(|n| Text::Owned(n.into_owned()))
    })
}

/// An integer from number text: exact, or from a float with no fraction.
fn integer(raw: &str) -> Option<(Number, bool)> {
    if let Ok(i) = raw.parse::<i64>() {
        return Some((Number::from(i), false));
    }
    if let Ok(u) = raw.parse::<u64>() {
        return Some((Number::from(u), false));
    }
    let f: f64 = raw.parse().ok()?;
    if f.fract() != 0.0 || !f.is_finite() || f.abs() > 9.007_199_254_740_992e15 {
        return None;
    }
    Some((Number::from(f as i64), true))
}

impl<'s> Coercer<'s> {
    pub(crate) fn new(shape: &'s Shape) -> Self {
        Coercer {
            shape,
            defaults: true,
            deny_unknown: false,
            paths: true,
            memo: RefCell::new(Memo::new()),
            budget: RefCell::new(Budget::default()),
        }
    }

    fn miss(&self, id: Id, path: Path<'_>, node: &Node) -> Miss {
        Miss {
            kind: ErrorKind::Mismatch,
            path: path.render(),
            depth: path.width(),
            expected: self.detail(|| self.shape.describe(id)),
            found: self.detail(|| show(node)),
        }
    }

    /// A miss's words, written only when paths are: a run without them is never shown its
    /// misses (it is redone with paths when it fails), and most misses are a union's
    /// variants that did not fit, dropped once another does.
    fn detail(&self, words: impl FnOnce() -> String) -> String {
        if self.paths { words() } else { String::new() }
    }

    /// Coerces `node` to the schema node `id`.
    ///
    /// The work is bounded by the tree's nodes times the schema's ([`memo`]); a coercion
    /// that passes the bound is refused with [`ErrorKind::WorkLimit`], whatever it found on
    /// the way (a search cut short may have missed the reading that wins).
    pub(crate) fn coerce(&self, id: Id, node: &Node) -> Out {
        let nodes = memo::count(node);
        self.memo.borrow_mut().start(node);
        *self.budget.borrow_mut() = Budget {
            spent: 0,
            limit: Budget::steps(nodes, self.shape.nodes.len()),
        };
        let out = self.coerce_hops(id, node, self.root(), 0);
        if self.budget.borrow().exhausted() {
            return Err(self.work_limit(node));
        }
        out
    }

    /// The miss of a coercion that passed its bound on work.
    fn work_limit(&self, node: &Node) -> Miss {
        let budget = self.budget.borrow();
        Miss {
            kind: ErrorKind::WorkLimit,
            path: String::new(),
            depth: 0,
            expected: format!(
                "a conversion within {} steps (a bug in structout: please report this reply and schema)",
                budget.limit
            ),
            found: show(node),
        }
    }

    /// `trees`, made during the coercion, coerced by `f` in a memo layer of their own (they
    /// are dropped before the coercion ends: their addresses may be taken again), with the
    /// steps their nodes allow added to the bound.
    fn detached<'n, R>(
        &self,
        trees: impl IntoIterator<Item = &'n Node<'n>> + Clone,
        f: impl FnOnce() -> R,
    ) -> R {
        let nodes: u64 = trees.clone().into_iter().map(memo::count).sum();
        let more = Budget::steps(nodes, self.shape.nodes.len());
        {
            let mut budget = self.budget.borrow_mut();
            budget.limit = budget.limit.saturating_add(more);
        }
        self.memo.borrow_mut().push(trees);
        let out = f();
        self.memo.borrow_mut().pop();
        out
    }

    /// The root path: written out in repairs and misses, or not.
    fn root(&self) -> Path<'static> {
        if self.paths {
            Path::Root
        } else {
            Path::Unwritten
        }
    }

    /// Coerces `node` to `id` at `path`, once for each container and schema node: an
    /// outcome worked out before is placed at `path`, a pair met again while it is worked
    /// out is a cycle and does not fit.
    fn coerce_hops(&self, id: Id, node: &Node, path: Path<'_>, hops: u32) -> Out {
        if !self.budget.borrow_mut().step() {
            return Err(self.work_limit(node));
        }
        // A scalar is remembered only where it is read as a list or an object (wrapped, or
        // its object's one field) after a step that read it another way (a union's variant,
        // a wrapper): the steps that can lead back to it, where met again it is a cycle.
        let resolved = self.shape.resolve(id);
        let key = match Key::of(node, resolved, path.is_root()) {
            None if hops > 0
                && matches!(self.shape.nodes[resolved], S::Array { .. } | S::Object(_)) =>
            {
                Some(Key::any(node, resolved, path.is_root()))
            }
            key => key,
        };
        let Some(key) = key else {
            return self.coerce_node(id, node, path, hops);
        };
        let step = self.memo.borrow_mut().meet(key);
        match step {
            Step::First => {
                let out = self.coerce_node(id, node, path, hops);
                self.memo.borrow_mut().seen(key);
                out
            }
            // Worked out where the path begins, to be placed under every path that meets it.
            Step::Again => {
                let frame = if path.is_root() { path } else { path.frame() };
                let out = self.coerce_node(id, node, frame, hops);
                self.memo.borrow_mut().keep(key, out.clone());
                placed(out, path)
            }
            Step::Known(out) => placed(out, path),
            Step::Cycle => Err(self.miss(id, path, node)),
        }
    }

    fn coerce_node(&self, id: Id, node: &Node, path: Path<'_>, hops: u32) -> Out {
        if hops > MAX_HOPS {
            return Err(self.miss(id, path, node));
        }
        if matches!(node.kind, Kind::Empty) {
            return self.empty(id, node, path);
        }
        let fit = match self.shape.node(id) {
            S::Any => match conflicting_key(node, path) {
                Some(miss) => Err(miss),
                None => Ok(self.any(node, path)),
            },
            S::Never => Err(self.miss(id, path, node)),
            S::Null => self.null(id, node, path),
            S::Bool => self.boolean(id, node, path),
            S::Integer => self.integer(id, node, path),
            S::Number => self.number(id, node, path),
            S::String { .. } => self.string(id, node, path),
            S::Enum(values) => self.enumeration(id, values, node, path),
            S::Array { .. } => self.array(id, node, path, hops),
            S::Object(o) => self.object(id, o, node, path, hops),
            S::Union(u) => self.union(id, u, node, path, hops),
            S::Ref(_) => Ok(self.any(node, path)),
        };
        let fit = match fit {
            Ok(fit) => fit,
            Err(miss) => match self.scalar_unwrap(id, node, path, hops) {
                Some(fit) => fit,
                None => return Err(miss),
            },
        };
        // A container that never closed was repaired too (its cut-off content is reported
        // where it was dropped).
        let container_cut = node.cut && !is_scalar(node);
        Ok(if node.fixes > 0 || container_cut {
            let mut fit = fit;
            fit.cost += cost::syntax(node.fixes, container_cut);
            let here = path.render();
            if !fit
                .repairs
                .iter()
                .any(|r| r.kind == RepairKind::SyntaxRepaired && r.path == here)
            {
                fit.repairs.insert(
                    0,
                    Repair {
                        kind: RepairKind::SyntaxRepaired,
                        path: here,
                    },
                );
            }
            fit
        } else {
            fit
        })
    }

    /// An empty element: `[]`, `{}`, `""` or `null`, whichever the schema takes.
    fn empty(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        match self.shape.node(id) {
            S::Any | S::Null => Ok(Fit::plain(Value::Null, 0)),
            S::Array { min: 0, .. } => Ok(Fit::plain(Value::Array(Vec::new()), 0)),
            S::String { .. } if self.text_fits(id, "") => Ok(Fit::plain(
                Value::String(String::new()),
                cost::EMPTY_AS_STRING,
            )),
            S::Object(o) => self.members(id, o, &[], node, path),
            S::Union(u) => self.union(id, u, node, path, 0),
            _ => Err(self.miss(id, path, node)),
        }
    }

    /// A scalar target given `["x"]` or `{"any key": "x"}`: the one value inside.
    fn scalar_unwrap(&self, id: Id, node: &Node, path: Path<'_>, hops: u32) -> Option<Fit> {
        if !matches!(
            self.shape.node(id),
            S::Enum(_) | S::Bool | S::Integer | S::Number | S::String { .. } | S::Null
        ) {
            return None;
        }
        let is_string = matches!(self.shape.node(id), S::String { .. });
        let (inner, kind) = match &node.kind {
            Kind::Array(items) if items.len() == 1 => (&items[0], RepairKind::ArrayUnwrapped),
            Kind::Object(entries) if entries.len() == 1 && !is_string => {
                (&entries[0].1, RepairKind::WrapperUnwrapped)
            }
            _ => return None,
        };
        if !is_scalar(inner) {
            return None;
        }
        self.coerce_hops(id, inner, path, hops + 1)
            .ok()
            .map(|fit| fit.with(kind, path))
    }

    /// Any JSON value: the node as it is, with cut-off scalars and empty values dropped.
    fn any(&self, node: &Node, path: Path<'_>) -> Fit {
        let mut repairs = Vec::new();
        let mut cost = 0;
        let value = self.plain_value(node, path, &mut repairs, &mut cost);
        Fit {
            value,
            cost,
            repairs,
        }
    }

    fn plain_value(
        &self,
        node: &Node,
        path: Path<'_>,
        repairs: &mut Vec<Repair>,
        cost: &mut u32,
    ) -> Value {
        match &node.kind {
            Kind::Null | Kind::Missing | Kind::Empty => Value::Null,
            Kind::Bool(b) => Value::Bool(*b),
            Kind::Number(raw) => match json_number(raw) {
                Some(n) => Value::Number(n),
                None => Value::String(raw.to_string()),
            },
            Kind::NonFinite => {
                repairs.push(repair(RepairKind::NonFiniteToNull, path));
                *cost += cost::of(RepairKind::NonFiniteToNull);
                Value::Null
            }
            Kind::Str(s) | Kind::Word(s) => Value::String(s.to_string()),
            Kind::Array(items) | Kind::Set(items) => {
                let mut out = Vec::with_capacity(items.len());
                for (n, item) in items.iter().enumerate() {
                    let item_path = path.index(n);
                    if item.cut && is_scalar(item) {
                        repairs.push(repair(RepairKind::CutOffDropped, item_path));
                        *cost += cost::of(RepairKind::CutOffDropped);
                        continue;
                    }
                    *cost += item.fixes;
                    out.push(self.plain_value(item, item_path, repairs, cost));
                }
                Value::Array(out)
            }
            Kind::Object(entries) => {
                let mut out = Map::with_capacity(entries.len());
                for (key, value) in entries {
                    let value_path = path.key(key);
                    if matches!(value.kind, Kind::Missing) && !value.cut {
                        repairs.push(repair(RepairKind::EmptyValueDropped, value_path));
                        *cost += cost::of(RepairKind::EmptyValueDropped);
                        continue;
                    }
                    if value.cut && is_scalar(value) {
                        repairs.push(repair(RepairKind::CutOffDropped, value_path));
                        *cost += cost::of(RepairKind::CutOffDropped);
                        continue;
                    }
                    *cost += value.fixes;
                    let v = self.plain_value(value, value_path, repairs, cost);
                    if out.insert(key.to_string(), v).is_some() {
                        // Written twice (with the same value: `conflicting_key` refuses others).
                        repairs.push(repair(RepairKind::DuplicateKeyDropped, value_path));
                        *cost += cost::of(RepairKind::DuplicateKeyDropped);
                    }
                }
                Value::Object(out)
            }
        }
    }

    fn null(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        match node.kind {
            Kind::Null => Ok(Fit::plain(Value::Null, 0)),
            Kind::NonFinite => {
                Ok(Fit::plain(Value::Null, 0).with(RepairKind::NonFiniteToNull, path))
            }
            _ => Err(self.miss(id, path, node)),
        }
    }

    fn boolean(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        match &node.kind {
            Kind::Bool(b) => Ok(Fit::plain(Value::Bool(*b), 0)),
            Kind::Str(s) | Kind::Word(s) => {
                let t = s.trim();
                if t.eq_ignore_ascii_case("true") {
                    Ok(Fit::plain(Value::Bool(true), 0).with(RepairKind::StringToBool, path))
                } else if t.eq_ignore_ascii_case("false") {
                    Ok(Fit::plain(Value::Bool(false), 0).with(RepairKind::StringToBool, path))
                } else {
                    Err(self.miss(id, path, node))
                }
            }
            _ => Err(self.miss(id, path, node)),
        }
    }

    /// The number text of a node: a number, or a string that holds one (`true` when it came
    /// from a string).
    fn number_text<'n>(
        &self,
        id: Id,
        node: &'n Node<'n>,
        path: Path<'_>,
    ) -> Result<(Cow<'n, str>, bool), Miss> {
        match &node.kind {
            Kind::Number(raw) => Ok((Cow::Borrowed(raw), false)),
            Kind::Str(s) | Kind::Word(s) => numeric_text(s)
                .map(|raw| (raw, true))
                .ok_or_else(|| self.miss(id, path, node)),
            _ => Err(self.miss(id, path, node)),
        }
    }

    fn integer(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        let (raw, from_string) = self.number_text(id, node, path)?;
        let Some((n, from_float)) = integer(&raw) else {
            let mut miss = self.miss(id, path, node);
            miss.expected = "an integer (fractions are not rounded)".into();
            return Err(miss);
        };
        self.bounded(id, &n, node, path)?;
        let mut fit = Fit::plain(Value::Number(n), 0);
        if from_string {
            fit = fit.with(RepairKind::StringToNumber, path);
        }
        if from_float {
            fit = fit.with(RepairKind::FloatToInteger, path);
        }
        Ok(fit)
    }

    fn number(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        let (raw, from_string) = self.number_text(id, node, path)?;
        let Some(n) = json_number(&raw) else {
            return Err(self.miss(id, path, node));
        };
        self.bounded(id, &n, node, path)?;
        let fit = Fit::plain(Value::Number(n), 0);
        Ok(if from_string {
            fit.with(RepairKind::StringToNumber, path)
        } else {
            fit
        })
    }

    /// A number outside the node's bounds (`minimum`, `maximum`, their exclusive forms,
    /// `multipleOf`, an integer format) does not fit: it is refused, never clamped.
    fn bounded(&self, id: Id, n: &Number, node: &Node, path: Path<'_>) -> Result<(), Miss> {
        match self.shape.bounds(id) {
            Some(bounds) if !bounds.admits(n) => Err(self.miss(id, path, node)),
            _ => Ok(()),
        }
    }

    fn string(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        let fit = match &node.kind {
            Kind::Str(s) | Kind::Word(s) => Fit::plain(Value::String(s.to_string()), 0),
            Kind::Number(raw) => {
                Fit::plain(Value::String(raw.to_string()), 0).with(RepairKind::NumberToString, path)
            }
            _ => return Err(self.miss(id, path, node)),
        };
        match &fit.value {
            Value::String(s) if !self.text_fits(id, s) => {
                // A date-time where a date is asked for: its date part.
                if let S::String {
                    format: Some(StringFormat::Date),
                    ..
                } = self.shape.node(id)
                    && (StringFormat::DateTime.accepts(s)
                        || StringFormat::PartialDateTime.accepts(s))
                    && let Some(date) = s.get(..10)
                    && self.text_fits(id, date)
                {
                    return Ok(Fit::plain(Value::String(date.to_owned()), fit.cost)
                        .with(RepairKind::DatePartTaken, path));
                }
                Err(self.miss(id, path, node))
            }
            _ => Ok(fit),
        }
    }

    /// Whether `text` meets the string node's rules ([`shape::text_fits`]). A string that
    /// does not is refused, never cut.
    fn text_fits(&self, id: Id, text: &str) -> bool {
        shape::text_fits(self.shape.node(id), text)
    }

    fn enumeration(&self, id: Id, values: &[Value], node: &Node, path: Path<'_>) -> Out {
        // Exact JSON equality first.
        let plain = self.any(node, path).value;
        if values.contains(&plain) {
            return Ok(Fit::plain(plain, 0));
        }
        let text = match &node.kind {
            Kind::Str(s) | Kind::Word(s) => &**s,
            Kind::Number(n) => &**n,
            Kind::Bool(true) => "true",
            Kind::Bool(false) => "false",
            Kind::Null => "null",
            _ => return Err(self.miss(id, path, node)),
        };
        let mut best: Option<(Tier, &Value)> = None;
        let mut tie = false;
        for value in values {
            let tier = match value {
                Value::String(v) => words::compare(text, v),
                Value::Number(n) => numeric_text(text)
                    .and_then(|t| json_number(&t))
                    .filter(|m| m.as_f64() == n.as_f64())
                    .map(|_| Tier::Loose),
                Value::Bool(b) => text
                    .trim()
                    .eq_ignore_ascii_case(if *b { "true" } else { "false" })
                    .then_some(Tier::Loose),
                _ => None,
            };
            let Some(tier) = tier else { continue };
            match best {
                Some((t, v)) if t == tier && v != value => tie = true,
                Some((t, _)) if t <= tier => {}
                _ => {
                    best = Some((tier, value));
                    tie = false;
                }
            }
        }
        match best {
            Some(_) if tie => Err(Miss {
                kind: ErrorKind::Ambiguous,
                path: path.render(),
                depth: path.width(),
                expected: format!("exactly one of {}", self.shape.describe(id)),
                found: show(node),
            }),
            Some((tier, value)) => {
                let fit = Fit::plain(value.clone(), 0);
                Ok(
                    if tier != Tier::Exact || !matches!(node.kind, Kind::Str(_)) {
                        fit.with_cost(RepairKind::EnumMatched, path, cost::enum_value(tier))
                    } else {
                        fit
                    },
                )
            }
            None => Err(self.miss(id, path, node)),
        }
    }

    /// A string that holds JSON (`"[1, 2]"`, `"{\"a\": 1}"`), parsed.
    fn decoded<'n>(node: &'n Node) -> Option<Node<'n>> {
        let Kind::Str(s) = &node.kind else {
            return None;
        };
        let t = s.trim();
        if !(t.starts_with('{') || t.starts_with('[')) {
            return None;
        }
        let inner = lenient::parse_one(t, 64).ok()?;
        if inner.cut {
            return None;
        }
        Some(inner)
    }

    fn array(&self, id: Id, node: &Node, path: Path<'_>, hops: u32) -> Out {
        let S::Array { items, .. } = self.shape.node(id) else {
            unreachable!("array() is called on arrays")
        };
        match &node.kind {
            Kind::Array(list) | Kind::Set(list) => self.items(id, list, node, path),
            Kind::Object(entries) => {
                // A schema echo holding the answer: {"type": "array", "items": [...]}.
                if let Some((_, inner)) = entries
                    .iter()
                    .find(|(k, v)| k == "items" && matches!(v.kind, Kind::Array(_)))
                    && entries.iter().any(|(k, _)| k == "type")
                {
                    return Ok(self
                        .coerce_hops(id, inner, path, hops + 1)?
                        .with(RepairKind::WrapperUnwrapped, path));
                }
                if let Some(fit) = self.unwrap_wrapper(id, None, entries, path, hops) {
                    return Ok(fit);
                }
                self.lone(id, *items, node, path, hops)
            }
            Kind::Null | Kind::Missing => Err(self.miss(id, path, node)),
            _ => {
                if let Some(inner) = Self::decoded(node)
                    && let Ok(fit) =
                        self.detached([&inner], || self.coerce_hops(id, &inner, path, hops + 1))
                {
                    return Ok(fit.with(RepairKind::JsonStringDecoded, path));
                }
                self.lone(id, *items, node, path, hops)
            }
        }
    }

    /// The items of a written array (`node`), each fitted to its schema; a last item cut off
    /// is dropped, reported. The count and uniqueness are then checked, never repaired.
    fn items(&self, id: Id, list: &[Node], node: &Node, path: Path<'_>) -> Out {
        let S::Array { items, prefix, .. } = self.shape.node(id) else {
            unreachable!("items() is called on arrays")
        };
        let mut out = Vec::with_capacity(list.len());
        let mut fit = Fit::plain(Value::Null, 0);
        let last = list.len().saturating_sub(1);
        for (n, item) in list.iter().enumerate() {
            let item_path = path.index(n);
            let schema = prefix.get(n).copied().unwrap_or(*items);
            if n == last && item.cut && is_scalar(item) {
                fit = fit.with(RepairKind::CutOffDropped, item_path);
                continue;
            }
            match self.coerce_hops(schema, item, item_path, 0) {
                Ok(f) => {
                    fit.cost += f.cost;
                    fit.repairs.extend(f.repairs);
                    out.push(f.value);
                }
                Err(_) if n == last && item.cut => {
                    fit = fit.with(RepairKind::CutOffDropped, item_path);
                }
                Err(miss) => return Err(miss),
            }
        }
        self.array_bounds(id, &out, node, path)?;
        fit.value = Value::Array(out);
        Ok(fit)
    }

    /// The item count and uniqueness the array node `id` asks for.
    fn array_bounds(&self, id: Id, out: &[Value], node: &Node, path: Path<'_>) -> Result<(), Miss> {
        let S::Array {
            min, max, unique, ..
        } = self.shape.node(id)
        else {
            unreachable!("array_bounds() is called on arrays")
        };
        if out.len() < *min || max.is_some_and(|m| out.len() > m) {
            return Err(Miss {
                kind: if node.cut {
                    ErrorKind::Incomplete
                } else {
                    ErrorKind::Mismatch
                },
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: format!("{} items", out.len()),
            });
        }
        if *unique && let Some(n) = repeated(out) {
            return Err(Miss {
                kind: ErrorKind::Mismatch,
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: format!(
                    "{} again at [{n}]",
                    crate::error::snippet(&out[n].to_string())
                ),
            });
        }
        Ok(())
    }

    /// A lone value where an array is wanted: a one-element array.
    fn lone(&self, id: Id, items: Id, node: &Node, path: Path<'_>, hops: u32) -> Out {
        let S::Array {
            min, max, prefix, ..
        } = self.shape.node(id)
        else {
            return Err(self.miss(id, path, node));
        };
        if *min > 1 || *max == Some(0) || node.cut {
            return Err(self.miss(id, path, node));
        }
        let schema = prefix.first().copied().unwrap_or(items);
        if let Kind::Str(text) | Kind::Word(text) = &node.kind
            && text.contains([',', ';'])
            && !numbers::is_written_number(text)
            && !text.contains('\n')
            && !text.trim_start().starts_with(['[', '{'])
            && prefix.is_empty()
        {
            return self.split(id, items, text, node, path);
        }
        let fit = self
            .coerce_hops(schema, node, path.index(0), hops + 1)
            .map_err(|_| self.miss(id, path, node))?;
        Ok(Fit {
            value: Value::Array(vec![fit.value]),
            cost: fit.cost,
            repairs: fit.repairs,
        }
        .with(RepairKind::WrappedInArray, path))
    }

    /// `{"result": <value>}` where `<value>` fits and the wrapper does not.
    /// A string of delimited items where a list is wanted (`"Big; Splash"`, `"1, 2, 3"`):
    /// split, when the reading is sure, else refused — never a one-item list that holds the
    /// delimiters. Semicolons always delimit; a comma delimits items that are
    /// not free text (numbers, enum values, booleans), since `"Crouching Tiger, Hidden
    /// Dragon"` may be one title.
    fn split(&self, id: Id, items: Id, text: &str, node: &Node, path: Path<'_>) -> Out {
        let free_text = matches!(self.shape.node(items), S::String { .. } | S::Any);
        let delimiter = if text.contains(';') {
            |c: char| c == ';'
        } else if !free_text {
            |c: char| c == ','
        } else {
            let mut miss = self.miss(id, path, node);
            miss.expected = format!(
                "{} (a JSON array with each item its own string, not one string with commas)",
                miss.expected
            );
            return Err(miss);
        };
        let parts: Vec<Node> = text
            .split(delimiter)
            .map(|part| {
                let part = part.trim();
                part.strip_prefix(['-', '*', '•'])
                    .map_or(part, str::trim_start)
            })
            .filter(|part| !part.is_empty())
            .map(|part| Node::new(Kind::Str(part.into())))
            .collect();
        // The parts go through the array's own rules (items, bounds, uniqueness).
        let list = Node::new(Kind::Array(parts));
        let fit = self
            .detached([&list], || self.array(id, &list, path, 0))
            .map_err(|_| self.miss(id, path, node))?;
        Ok(fit.with(RepairKind::StringSplit, path))
    }

    fn unwrap_wrapper(
        &self,
        id: Id,
        object: Option<&Object>,
        entries: &[(Text, Node)],
        path: Path<'_>,
        hops: u32,
    ) -> Option<Fit> {
        let inner = self.wrapped(object, entries)?;
        self.coerce_hops(id, inner, path, hops + 1)
            .ok()
            .map(|fit| fit.with(RepairKind::WrapperUnwrapped, path))
    }

    /// The value inside a single-key wrapper object (`{"result": …}`, `{"Invoice": …}`, or,
    /// where a list is wanted, any one key holding a list), if `entries` is one.
    fn wrapped<'n>(
        &self,
        object: Option<&Object>,
        entries: &'n [(Text<'n>, Node<'n>)],
    ) -> Option<&'n Node<'n>> {
        let [(key, inner)] = entries else {
            return None;
        };
        if is_scalar(inner) && object.is_some() {
            return None;
        }
        // Where a list is wanted, any one key holding a list wraps it: `{"cities": [...]}`.
        let named = object.is_none() && matches!(inner.kind, Kind::Array(_))
            || WRAPPERS.iter().any(|w| words::compare(key, w).is_some())
            || object
                .and_then(|o| o.name.as_deref())
                .is_some_and(|name| words::compare(key, name).is_some());
        if !named {
            return None;
        }
        if let Some(o) = object
            && o.props
                .iter()
                .any(|p| words::compare(key, &p.name).is_some())
        {
            return None;
        }
        Some(inner)
    }

    fn object(&self, id: Id, o: &Object, node: &Node, path: Path<'_>, hops: u32) -> Out {
        match &node.kind {
            Kind::Object(entries) => {
                let direct = self.members(id, o, entries, node, path);
                match direct {
                    Ok(fit) => Ok(fit),
                    Err(miss) => {
                        let Some(inner) = self
                            .wrapped(Some(o), entries)
                            .or_else(|| schema_envelope(o, entries))
                        else {
                            return self.implied(o, node, path, hops).ok_or(miss);
                        };
                        match self.coerce_hops(id, inner, path, hops + 1) {
                            Ok(fit) => Ok(fit.with(RepairKind::WrapperUnwrapped, path)),
                            // `{"invoice": {...}}` failing deep inside: that is the real error.
                            Err(inner_miss) if deeper(&inner_miss, &miss) => Err(inner_miss),
                            Err(_) => self.implied(o, node, path, hops).ok_or(miss),
                        }
                    }
                }
            }
            Kind::Set(items) => {
                let mut entries = Vec::with_capacity(items.len());
                for item in items {
                    let (Kind::Str(key) | Kind::Word(key)) = &item.kind else {
                        return Err(self.miss(id, path, node));
                    };
                    entries.push((Text::Borrowed(&**key), Node::new(Kind::Null)));
                }
                let values = entries.iter().map(|(_, value)| value);
                let fit = self.detached(values, || self.members(id, o, &entries, node, path))?;
                Ok(Fit {
                    cost: fit.cost + cost::SET_AS_OBJECT,
                    ..fit
                })
            }
            // A map written as `[{"key": k, "value": v}, ...]` (OpenAI strict mode's form).
            Kind::Array(list) if let Some(entries) = map_entries(o, list) => {
                let values = entries.iter().map(|(_, value)| value);
                let fit = self.detached(values, || self.members(id, o, &entries, node, path))?;
                Ok(fit.with(RepairKind::MapFromEntries, path))
            }
            Kind::Array(list) if list.len() == 1 => Ok(self
                .coerce_hops(id, &list[0], path.index(0), hops + 1)?
                .with(RepairKind::ArrayUnwrapped, path)),
            Kind::Array(list) => {
                let mut miss = self.miss(id, path, node);
                if list.len() > 1 {
                    miss.expected = format!("{} (one value, not a list)", miss.expected);
                }
                Err(miss)
            }
            _ => {
                if let Some(inner) = Self::decoded(node) {
                    let fit =
                        self.detached([&inner], || self.coerce_hops(id, &inner, path, hops + 1));
                    return Ok(fit?.with(RepairKind::JsonStringDecoded, path));
                }
                if path.is_root()
                    && let Some(fit) = self.implied(o, node, path, hops)
                {
                    return Ok(fit);
                }
                Err(self.miss(id, path, node))
            }
        }
    }

    /// A value for an object of one field, given without the field: `1214` for
    /// `{"foo": integer}` (at the root only), or `{...}` for `{"selected": {...}}`.
    fn implied(&self, o: &Object, node: &Node, path: Path<'_>, hops: u32) -> Option<Fit> {
        let [prop] = o.props.as_slice() else {
            return None;
        };
        if matches!(self.shape.node(prop.schema), S::Any)
            || matches!(node.kind, Kind::Missing | Kind::Null)
            || node.cut
        {
            return None;
        }
        // The field is there but its value is wrong: do not read the object another way.
        if let Kind::Object(entries) = &node.kind
            && entries
                .iter()
                .any(|(k, _)| words::compare(k, &prop.name).is_some())
        {
            return None;
        }
        let inner_path = path.key(&prop.name);
        let fit = self
            .coerce_hops(prop.schema, node, inner_path, hops + 1)
            .ok()?;
        // An object read as a plain value had its one key taken for a wrapper: that key names
        // another field (`{"year": 1990}` is not `{"age": 1990}`).
        if matches!(node.kind, Kind::Object(_))
            && !matches!(fit.value, Value::Object(_) | Value::Array(_))
        {
            return None;
        }
        let mut map = Map::new();
        map.insert(prop.name.clone(), fit.value);
        Some(
            Fit {
                value: Value::Object(map),
                cost: fit.cost,
                repairs: fit.repairs,
            }
            .with(RepairKind::FieldImplied, path),
        )
    }

    /// Matches members to properties: each property takes its entry (or is absent, filled or
    /// refused), then each key no property claimed goes to the free keys or is dropped.
    fn members(
        &self,
        id: Id,
        o: &Object,
        entries: &[(Text, Node)],
        node: &Node,
        path: Path<'_>,
    ) -> Out {
        self.not_a_schema_echo(id, o, entries, path)?;
        let mut fit = Fit::plain(Value::Null, 0);
        let mut claimed = vec![false; entries.len()];
        let assigned = self.assign_keys(o, entries, &mut claimed, path, &mut fit)?;
        // Constants are filled in only for an object that holds data: `{}` is no answer.
        let has_data = claimed.iter().any(|c| *c);
        let mut out = Map::with_capacity(o.props.len());
        for (prop, found) in o.props.iter().zip(assigned) {
            let value = found.map(|n| &entries[n].1);
            let member = Member {
                has_data,
                object: node,
                path,
            };
            self.property(prop, value, &member, &mut fit, &mut out)?;
        }
        self.some_key_claimed(id, o, entries, &claimed, path)?;
        for (n, (key, value)) in entries.iter().enumerate() {
            if !claimed[n] {
                self.free_key(id, o, key, value, path, &mut fit, &mut out)?;
            }
        }
        fit.value = Value::Object(out);
        Ok(fit)
    }

    /// An echo of the schema (`{"type": ..., "properties": ...}`) is not an answer, unless
    /// the type itself has such properties.
    fn not_a_schema_echo(
        &self,
        id: Id,
        o: &Object,
        entries: &[(Text, Node)],
        path: Path<'_>,
    ) -> Result<(), Miss> {
        if entries
            .iter()
            .any(|(k, _)| k == "properties" || k == "$schema")
            && entries.iter().any(|(k, _)| k == "type")
            && !o
                .props
                .iter()
                .any(|p| p.name == "properties" || p.name == "type")
        {
            return Err(Miss {
                kind: ErrorKind::Mismatch,
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: "the JSON Schema itself, not an answer".into(),
            });
        }
        Ok(())
    }

    /// One declared property and the entry it took, if any.
    fn property(
        &self,
        prop: &shape::Prop,
        value: Option<&Node>,
        member: &Member<'_, '_>,
        fit: &mut Fit,
        out: &mut Map<String, Value>,
    ) -> Result<(), Miss> {
        let prop_path = member.path.key(&prop.name);
        let Some(value) = self.usable(prop, value, prop_path, fit)? else {
            return self.absent(prop, member, fit, out);
        };
        match self.coerce_hops(prop.schema, value, prop_path, 0) {
            Ok(f) => {
                fit.cost += f.cost;
                fit.repairs.extend(f.repairs);
                out.insert(prop.name.clone(), f.value);
            }
            Err(_) if value.cut && !prop.required => {
                fit.add(RepairKind::CutOffDropped, prop_path);
            }
            Err(mut miss) => {
                if value.cut {
                    miss.kind = ErrorKind::Incomplete;
                }
                return Err(miss);
            }
        }
        Ok(())
    }

    /// The entry a property took, unless it stands for no value: an empty value, a cut-off
    /// scalar, `null` (or `None`, or a non-finite number) for an optional field that does
    /// not take null.
    fn usable<'n>(
        &self,
        prop: &shape::Prop,
        value: Option<&'n Node<'n>>,
        prop_path: Path<'_>,
        fit: &mut Fit,
    ) -> Result<Option<&'n Node<'n>>, Miss> {
        let Some(v) = value else {
            return Ok(None);
        };
        let dropped = if matches!(v.kind, Kind::Missing) && !v.cut {
            RepairKind::EmptyValueDropped
        } else if v.cut && is_scalar(v) {
            if prop.required {
                return Err(Miss {
                    kind: ErrorKind::Incomplete,
                    path: prop_path.render(),
                    depth: prop_path.width(),
                    expected: self.shape.describe(prop.schema),
                    found: format!("{} (cut off)", show(v)),
                });
            }
            RepairKind::CutOffDropped
        } else if matches!(v.kind, Kind::Null)
            && !prop.required
            && !self.shape.allows_null(prop.schema)
        {
            RepairKind::NullDropped
        } else if matches!(v.kind, Kind::NonFinite) && !self.shape.allows_null(prop.schema) {
            if prop.required {
                return Err(self.miss(prop.schema, prop_path, v));
            }
            RepairKind::NonFiniteToNull
        } else {
            return Ok(Some(v));
        };
        fit.add(dropped, prop_path);
        Ok(None)
    }

    /// A property with no value: a required constant filled in for an object that holds
    /// data, the declared default, or absent; a required one missing is refused.
    fn absent(
        &self,
        prop: &shape::Prop,
        member: &Member<'_, '_>,
        fit: &mut Fit,
        out: &mut Map<String, Value>,
    ) -> Result<(), Miss> {
        let prop_path = member.path.key(&prop.name);
        if prop.required {
            if let S::Enum(values) = self.shape.node(prop.schema)
                && values.len() == 1
                && member.has_data
            {
                out.insert(prop.name.clone(), values[0].clone());
                fit.add(RepairKind::TagFilled, prop_path);
                return Ok(());
            }
            return Err(Miss {
                kind: if member.object.cut {
                    ErrorKind::Incomplete
                } else {
                    ErrorKind::MissingField
                },
                path: member.path.render(),
                depth: member.path.width(),
                expected: prop.name.clone(),
                found: show(member.object),
            });
        }
        if let Some(default) = prop.default.as_ref().filter(|_| self.defaults) {
            out.insert(prop.name.clone(), default.clone());
            fit.add(RepairKind::DefaultFilled, prop_path);
        }
        Ok(())
    }

    /// An object none of whose keys is a property is another object, not this one with
    /// every key dropped.
    fn some_key_claimed(
        &self,
        id: Id,
        o: &Object,
        entries: &[(Text, Node)],
        claimed: &[bool],
        path: Path<'_>,
    ) -> Result<(), Miss> {
        if !entries.is_empty()
            && !o.props.is_empty()
            && (o.closed || o.additional.is_none())
            && o.patterns.is_empty()
            && claimed.iter().all(|c| !c)
        {
            let keys: Vec<&str> = entries.iter().take(4).map(|(k, _)| &**k).collect();
            return Err(Miss {
                kind: ErrorKind::Mismatch,
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: format!("an object with none of its keys ({})", keys.join(", ")),
            });
        }
        Ok(())
    }

    /// A key no property claimed: a value of the free keys (a map's entry), or dropped
    /// (refused where the type denies unknown fields).
    #[allow(clippy::too_many_arguments)]
    fn free_key(
        &self,
        id: Id,
        o: &Object,
        key: &str,
        value: &Node,
        path: Path<'_>,
        fit: &mut Fit,
        out: &mut Map<String, Value>,
    ) -> Result<(), Miss> {
        let key_path = path.key(key);
        let schema = o
            .patterns
            .iter()
            .find(|(re, _)| re.is_match(key))
            .map(|(_, s)| *s)
            .or(if o.closed { None } else { o.additional });
        let Some(schema) = schema else {
            if o.closed && self.deny_unknown {
                return Err(Miss {
                    kind: ErrorKind::Mismatch,
                    path: key_path.render(),
                    depth: key_path.width(),
                    expected: format!(
                        "no key `{key}`: the type allows only {}",
                        self.shape.describe(id)
                    ),
                    found: show(value),
                });
            }
            // Its repairs count as if it were kept: dropping a key never makes a fit cheaper
            // than reading it (a union variant that drops it does not win on that alone).
            fit.add_cost(
                RepairKind::ExtraKeyDropped,
                key_path,
                cost::extra_key(fixes_within(value)),
            );
            return Ok(());
        };
        if matches!(value.kind, Kind::Missing) && !value.cut {
            fit.add(RepairKind::EmptyValueDropped, key_path);
            return Ok(());
        }
        if value.cut && is_scalar(value) {
            fit.add(RepairKind::CutOffDropped, key_path);
            return Ok(());
        }
        match self.coerce_hops(schema, value, key_path, 0) {
            Ok(f) => {
                fit.cost += f.cost;
                fit.repairs.extend(f.repairs);
                match out.get(key) {
                    // A map key written twice: with different values, ambiguous.
                    Some(earlier) if *earlier != f.value => {
                        return Err(Miss {
                            kind: ErrorKind::Ambiguous,
                            path: key_path.render(),
                            depth: key_path.width(),
                            expected: "one value for each key".into(),
                            found: format!("`{key}` written twice with different values"),
                        });
                    }
                    Some(_) => {
                        fit.add(RepairKind::DuplicateKeyDropped, key_path);
                    }
                    None => {
                        out.insert(key.to_owned(), f.value);
                    }
                }
            }
            Err(_) if value.cut => {
                fit.add(RepairKind::CutOffDropped, key_path);
            }
            Err(miss) => return Err(miss),
        }
        Ok(())
    }

    /// Which entry each property takes: its exact key first (for every property, before any
    /// loose match, so that `userName` is never claimed by `user_name`), then the closest
    /// spelling among the entries left. A key written twice with different values is
    /// ambiguous; with the same value, it is taken once and reported.
    fn assign_keys(
        &self,
        o: &Object,
        entries: &[(Text, Node)],
        claimed: &mut [bool],
        path: Path<'_>,
        fit: &mut Fit,
    ) -> Result<Vec<Option<usize>>, Miss> {
        let mut assigned: Vec<Option<usize>> = vec![None; o.props.len()];
        for (slot, prop) in assigned.iter_mut().zip(&o.props) {
            let mut same = (0..entries.len()).filter(|&n| entries[n].0 == prop.name);
            let Some(first) = same.next() else { continue };
            claimed[first] = true;
            *slot = Some(first);
            // A key written more than once (rare): every entry must agree.
            let more: Vec<usize> = same.collect();
            if let Some(&last) = more.last() {
                let all: Vec<usize> = std::iter::once(first).chain(more.iter().copied()).collect();
                self.one_value(entries, &all, path.key(&prop.name), fit)?;
                for &n in &more {
                    claimed[n] = true;
                }
                *slot = Some(last);
            }
        }
        for (slot, prop) in assigned.iter_mut().zip(&o.props) {
            if slot.is_some() {
                continue;
            }
            let mut best: Option<(Tier, Vec<usize>)> = None;
            for (n, (k, _)) in entries.iter().enumerate() {
                if claimed[n] {
                    continue;
                }
                let Some(tier) = words::compare(k, &prop.name) else {
                    continue;
                };
                match &mut best {
                    Some((t, list)) if *t == tier => list.push(n),
                    Some((t, _)) if *t < tier => {}
                    _ => best = Some((tier, vec![n])),
                }
            }
            if let Some((tier, list)) = best {
                let prop_path = path.key(&prop.name);
                self.one_value(entries, &list, prop_path, fit)?;
                for &n in &list {
                    claimed[n] = true;
                }
                fit.add_cost(RepairKind::KeyMatched, prop_path, cost::key(tier));
                *slot = list.last().copied();
            }
        }
        Ok(assigned)
    }

    /// Checks that the entries `list` (one key written several times) agree.
    fn one_value(
        &self,
        entries: &[(Text, Node)],
        list: &[usize],
        path: Path<'_>,
        fit: &mut Fit,
    ) -> Result<(), Miss> {
        let Some((&last, rest)) = list.split_last() else {
            return Ok(());
        };
        if rest.is_empty() {
            return Ok(());
        }
        let value = |n: usize| self.any(&entries[n].1, path).value;
        let kept = value(last);
        if rest.iter().any(|&n| value(n) != kept) {
            return Err(Miss {
                kind: ErrorKind::Ambiguous,
                path: path.render(),
                depth: path.width(),
                expected: "one value for each key".into(),
                found: format!(
                    "`{}` written {} times with different values",
                    entries[last].0,
                    list.len()
                ),
            });
        }
        fit.add(RepairKind::DuplicateKeyDropped, path);
        Ok(())
    }

    /// `node` coerced to one variant of a union. The node's own syntax repairs are counted
    /// once, by the union's caller, not again for each variant.
    fn variant(&self, variant: Id, node: &Node, path: Path<'_>, hops: u32) -> Out {
        let mut fit = self.coerce_hops(variant, node, path, hops + 1)?;
        let own = cost::syntax(node.fixes, node.cut && !is_scalar(node));
        fit.cost = fit.cost.saturating_sub(own);
        Ok(fit)
    }

    /// Whether `value`, the value made by one of `variants`, is an instance of some number
    /// of them other than one (as JSON Schema reads them, not as coercion would): a `oneOf`
    /// that it would then not satisfy.
    fn not_one_of(&self, variants: &[Id], value: &Value) -> bool {
        let mut fits = variants
            .iter()
            .filter(|&&v| valid::is_instance(self.shape, v, value));
        fits.next().is_none() || fits.next().is_some()
    }

    /// A discriminator tag in `node` picks the variant directly (`None`: no tag written).
    fn tagged(&self, u: &Union, node: &Node, path: Path<'_>, hops: u32) -> Option<Out> {
        let (Some(tag), Kind::Object(entries)) = (&u.tag, &node.kind) else {
            return None;
        };
        let (_, tag_node) = entries
            .iter()
            .find(|(k, _)| words::compare(k, tag).is_some())?;
        for &variant in &u.variants {
            if let S::Object(o) = self.shape.node(variant)
                && let Some(prop) = o.props.iter().find(|p| p.name == *tag)
                && self
                    .coerce_hops(prop.schema, tag_node, path, hops + 1)
                    .is_ok()
            {
                return Some(self.variant(variant, node, path, hops));
            }
        }
        // The tag names no variant: say which tags there are.
        let tags: Vec<String> = u
            .variants
            .iter()
            .filter_map(|&v| match self.shape.node(v) {
                S::Object(o) => o.props.iter().find(|p| p.name == *tag),
                _ => None,
            })
            .map(|p| self.shape.describe(p.schema))
            .collect();
        Some(Err(Miss {
            kind: ErrorKind::Mismatch,
            path: path.key(tag).render(),
            depth: path.key(tag).width(),
            expected: format!("one of {}", tags.join(", ")),
            found: show(tag_node),
        }))
    }

    fn union(&self, id: Id, u: &Union, node: &Node, path: Path<'_>, hops: u32) -> Out {
        if let Some(out) = self.tagged(u, node, path, hops) {
            return out;
        }
        // The cheapest fit so far, and whether it filled a tag in.
        let mut best: Option<(Fit, bool)> = None;
        let mut first_miss: Option<Miss> = None;
        let mut filled = 0;
        for &variant in &u.variants {
            match self.variant(variant, node, path, hops) {
                Ok(fit) => {
                    let tag_filled = fit.repairs.iter().any(|r| r.kind == RepairKind::TagFilled);
                    filled += u32::from(tag_filled);
                    if best.as_ref().is_none_or(|(b, _)| fit.cost < b.cost) {
                        best = Some((fit, tag_filled));
                    }
                    // Nothing is cheaper than a free fit, and a tie keeps the first: the
                    // variants left cannot change the outcome (the tags they fill count only
                    // where the best fit filled one too).
                    if best.as_ref().is_some_and(|(b, tag)| b.cost == 0 && !tag) {
                        break;
                    }
                }
                Err(miss) => {
                    if first_miss.as_ref().is_none_or(|m| deeper(&miss, m)) {
                        first_miss = Some(miss);
                    }
                }
            }
        }
        match best {
            Some((_, true)) if filled > 1 => Err(Miss {
                kind: ErrorKind::Ambiguous,
                path: path.render(),
                depth: path.width(),
                expected: "a tag naming the variant".into(),
                found: show(node),
            }),
            Some((fit, _)) if u.exclusive && self.not_one_of(&u.variants, &fit.value) => {
                Err(Miss {
                    kind: ErrorKind::Ambiguous,
                    path: path.render(),
                    depth: path.width(),
                    expected: format!(
                        "a value that fits exactly one of {}",
                        self.shape.describe(id)
                    ),
                    found: show(node),
                })
            }
            Some((fit, _)) => Ok(fit),
            None => {
                let mut miss = first_miss.unwrap_or_else(|| self.miss(id, path, node));
                if miss.depth == path.width() {
                    miss.expected = self.shape.describe(id);
                }
                Err(miss)
            }
        }
    }
}

/// A schema echo holding the answer: `{"type": "object", "properties": {values}, ...}`, the
/// values where the schema's property schemas stood. Not when the type itself has a
/// `properties` or `type` field, nor when any value under `properties` looks like a schema
/// (then the reply is the schema, and is refused).
fn schema_envelope<'n>(o: &Object, entries: &'n [(Text<'n>, Node<'n>)]) -> Option<&'n Node<'n>> {
    let field = |name: &str| entries.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let declared = o
        .props
        .iter()
        .any(|p| p.name == "properties" || p.name == "type");
    let is_object_type = matches!(field("type")?.kind, Kind::Str(ref t) if t == "object");
    let inner = field("properties")?;
    let Kind::Object(values) = &inner.kind else {
        return None;
    };
    (!declared && is_object_type && !values.iter().any(|(_, v)| looks_like_schema(v)))
        .then_some(inner)
}

/// An object with a JSON Schema keyword for a key (`type`, `properties`, `items`, `enum`,
/// `$ref`, `anyOf`, `oneOf`, `allOf`, `const`, `format`).
fn looks_like_schema(node: &Node) -> bool {
    const KEYWORDS: [&str; 10] = [
        "type",
        "properties",
        "items",
        "enum",
        "$ref",
        "anyOf",
        "oneOf",
        "allOf",
        "const",
        "format",
    ];
    matches!(&node.kind, Kind::Object(entries) if entries.iter().any(|(k, _)| KEYWORDS.contains(&&**k)))
}

/// A key written twice in one object with different values, anywhere in `node`.
fn conflicting_key(node: &Node, path: Path<'_>) -> Option<Miss> {
    match &node.kind {
        Kind::Array(items) | Kind::Set(items) => items
            .iter()
            .enumerate()
            .find_map(|(n, item)| conflicting_key(item, path.index(n))),
        Kind::Object(entries) => {
            let mut seen: std::collections::HashMap<&str, &Node> =
                std::collections::HashMap::with_capacity(entries.len());
            for (key, value) in entries {
                if let Some(first) = seen.insert(key, value)
                    && first.kind != value.kind
                {
                    return Some(Miss {
                        kind: ErrorKind::Ambiguous,
                        path: path.key(key).render(),
                        depth: path.key(key).width(),
                        expected: "one value for each key".into(),
                        found: format!("`{key}` written twice with different values"),
                    });
                }
            }
            entries
                .iter()
                .find_map(|(key, value)| conflicting_key(value, path.key(key)))
        }
        _ => None,
    }
}

/// The index of the first item equal to an earlier one, as JSON values (numbers by value:
/// `1` and `1.0` are the same), if any. Linear: items are compared by a canonical text.
fn repeated(items: &[Value]) -> Option<usize> {
    let mut seen = std::collections::HashSet::with_capacity(items.len());
    items.iter().position(|item| {
        let mut key = String::new();
        canonical(item, &mut key);
        !seen.insert(key)
    })
}

/// A text equal for equal JSON values: object keys sorted, whole numbers written as integers.
fn canonical(value: &Value, out: &mut String) {
    match value {
        Value::Number(n) => match n.as_f64() {
            Some(f) if !n.is_i64() && !n.is_u64() && f.fract() == 0.0 && f.abs() < 1e38 => {
                out.push_str(&(f as i128).to_string());
            }
            _ => out.push_str(&n.to_string()),
        },
        Value::Array(items) => {
            out.push('[');
            for item in items {
                canonical(item, out);
                out.push(',');
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            entries.sort_by(|a, b| a.0.cmp(b.0));
            out.push('{');
            for (key, item) in entries {
                out.push_str(&Value::String(key.clone()).to_string());
                out.push(':');
                canonical(item, out);
                out.push(',');
            }
            out.push('}');
        }
        other => out.push_str(&other.to_string()),
    }
}

/// Whether `a` got further into the value than `b` (a better error to report).
/// An outcome worked out below a frame (or at the root), placed at `path`.
fn placed(out: Out, path: Path<'_>) -> Out {
    if path.is_root() {
        return out;
    }
    if path.render_is_empty() {
        // Nothing is written: only how deep a miss went changes.
        return out.map_err(|mut miss| {
            miss.depth += path.width();
            miss
        });
    }
    match out {
        Ok(mut fit) => {
            for repair in &mut fit.repairs {
                repair.path = path.place(&repair.path);
            }
            Ok(fit)
        }
        Err(mut miss) => {
            miss.path = path.place(&miss.path);
            miss.depth += path.width();
            Err(miss)
        }
    }
}

pub(crate) fn deeper(a: &Miss, b: &Miss) -> bool {
    a.depth > b.depth
}

/// The entries of a map written as a list of `{"key": k, "value": v}` objects, when `o` is a
/// map (free keys, none declared) and every item is exactly such an entry with a scalar key.
fn map_entries<'n>(o: &Object, list: &'n [Node<'n>]) -> Option<Vec<(Text<'n>, Node<'n>)>> {
    if !o.is_map() {
        return None;
    }
    list.iter()
        .map(|item| {
            let Kind::Object(fields) = &item.kind else {
                return None;
            };
            let [(k1, key), (k2, value)] = fields.as_slice() else {
                return None;
            };
            let (key, value) = match (&**k1, &**k2) {
                ("key", "value") => (key, value),
                ("value", "key") => (value, key),
                _ => return None,
            };
            let key = match &key.kind {
                Kind::Str(text) | Kind::Word(text) => text.clone(),
                Kind::Number(text) => text.clone(),
                _ => return None,
            };
            Some((key, value.clone()))
        })
        .collect()
}
