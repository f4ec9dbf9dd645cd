//! Schema-guided coercion: a parsed [`Node`] + a [`Shape`] → a JSON value that fits, its
//! cost, and the repairs made; or the reason nothing fits.
//!
//! Every rule here is listed in the crate docs ("Coercion rules"). Each coercion has a cost;
//! unions try every variant and keep the cheapest, so that the least-repaired reading wins.

mod array;
pub(crate) mod exact;
pub(crate) mod memo;
mod object;
pub(crate) mod path;
mod scalar;
mod union;
pub(crate) mod valid;

use crate::engine::cost;
use crate::engine::find::words::{self, Tier};
use crate::engine::parse::numbers::{self, json_number};
use crate::engine::parse::tree::{Kind, Node, Text, is_scalar};
use crate::engine::parse::{lenient, written};
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

/// A candidate that fits, as coercion hands it on and the policy weighs it: its value as
/// coercion built it, or `None` where coercion would have left the candidate's tree as it is
/// (the value is then built only for the candidate chosen, or to tell two candidates apart).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Scored {
    pub value: Option<Value>,
    pub cost: u32,
    pub repairs: Vec<Repair>,
}

impl Scored {
    /// The value, built from `node` (the candidate's tree) if it was not.
    pub(crate) fn value(&self, node: &Node) -> Cow<'_, Value> {
        match &self.value {
            Some(value) => Cow::Borrowed(value),
            None => Cow::Owned(written::value(node.clone())),
        }
    }
}

impl From<Fit> for Scored {
    fn from(fit: Fit) -> Self {
        Scored {
            value: Some(fit.value),
            cost: fit.cost,
            repairs: fit.repairs,
        }
    }
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

/// Non-consuming steps (unions, unwrapping) allowed in a row; bounds work on cyclic schemas.
const MAX_HOPS: u32 = 24;

pub(crate) struct Coercer<'s> {
    pub shape: &'s Shape,
    /// Whether missing optional fields take the schema's declared `default`.
    pub defaults: bool,
    /// Whether closed objects refuse unknown keys (rather than drop them, reported).
    pub deny_unknown: bool,
    /// Whether a key an object does not declare is refused wherever the schema does not
    /// allow more keys (`additionalProperties` absent counts as not allowing them): set for a
    /// tool call's arguments, where dropping one changes the request.
    pub declared_keys_only: bool,
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

impl<'s> Coercer<'s> {
    pub(crate) fn new(shape: &'s Shape) -> Self {
        Coercer {
            shape,
            defaults: true,
            deny_unknown: false,
            declared_keys_only: false,
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
                // A free value takes any JSON, but not a list that says it is not all there.
                None if array::holds_elision(node) => Err(self.miss(id, path, node)),
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
        // An unquoted word in brackets where a string is wanted is a template's slot
        // (`[NAME]`), not a list of one.
        if is_string && matches!(&inner.kind, Kind::Word(_)) && kind == RepairKind::ArrayUnwrapped {
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

/// Whether a record is a blank form: two fields or more, every one empty (`""`, `0`,
/// `false`, `null`, `[]`, `{}`) and one at least an empty string (`{"invoice_id": "",
/// "amount": 0, "currency": ""}`). It says nothing: a template to fill in, not an answer,
/// even where it is valid JSON of the type. Only a record the schema declares (its root an
/// object with properties): any JSON value may be empty. Read from a value or from a
/// candidate's tree alike, building nothing.
pub(crate) fn blank_form<T: exact::Tree>(shape: &Shape, tree: &T) -> bool {
    use exact::Form;
    let S::Object(o) = shape.node(shape.root) else {
        return false;
    };
    if o.props.is_empty() || !matches!(tree.form(), Form::Object) {
        return false;
    }
    let empty = |t: &T| match t.form() {
        Form::Str(s) => s.trim().is_empty(),
        Form::Number(n) => n.as_f64() == Some(0.0),
        Form::Bool(b) => !b,
        Form::Null => true,
        Form::Array(items) => items.is_empty(),
        Form::Object => t.members().next().is_none(),
        Form::Other => false,
    };
    let empty_string = |t: &T| matches!(t.form(), Form::Str(s) if s.trim().is_empty());
    tree.members().nth(1).is_some()
        && tree.members().all(|(_, v)| empty(v))
        && tree.members().any(|(_, v)| empty_string(v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// `text`, read by the repair parser, coerced to `schema`.
    fn coerce(schema: Value, text: &str) -> Out {
        let shape = Shape::compile(&schema).expect("a schema");
        let node = lenient::parse_one(text, 64).expect("a value");
        Coercer::new(&shape).coerce(shape.root, &node)
    }

    #[test]
    fn each_repair_is_reported_where_it_was_made_at_its_cost_in_the_table() {
        let schema = json!({"type": "object", "properties": {
            "n": {"type": "integer"}, "tags": {"type": "array", "items": {"type": "string"}}}});
        let fit = coerce(schema, r#"{"n": "5", "tags": "red"}"#).expect("a fit");
        assert_eq!(fit.value, json!({"n": 5, "tags": ["red"]}));
        let kinds: Vec<(RepairKind, &str)> = fit
            .repairs
            .iter()
            .map(|r| (r.kind, r.path.as_str()))
            .collect();
        assert_eq!(
            kinds,
            [
                (RepairKind::StringToNumber, ".n"),
                (RepairKind::WrappedInArray, ".tags")
            ]
        );
        assert_eq!(
            fit.cost,
            cost::of(RepairKind::StringToNumber) + cost::of(RepairKind::WrappedInArray)
        );
    }

    #[test]
    fn a_value_that_fits_as_written_costs_nothing() {
        let fit = coerce(
            json!({"type": "array", "items": {"type": "number"}}),
            "[1, 2.5]",
        )
        .expect("a fit");
        assert_eq!(
            (fit.value, fit.cost, fit.repairs.len()),
            (json!([1, 2.5]), 0, 0)
        );
    }

    #[test]
    fn a_union_takes_its_cheapest_variant_and_the_first_of_a_tie() {
        let schema = json!({"anyOf": [{"type": "string"}, {"type": "integer"}]});
        // The integer reads as written; the string would cost a conversion.
        assert_eq!(coerce(schema.clone(), "7").expect("a fit").value, json!(7));
        assert_eq!(coerce(schema, "\"7\"").expect("a fit").value, json!("7"));
    }

    #[test]
    fn a_miss_says_where_and_what_was_expected() {
        let schema = json!({"type": "object", "properties": {
            "year": {"type": "integer", "minimum": 1900}}, "required": ["year"]});
        let miss = coerce(schema, r#"{"year": 1200}"#).expect_err("out of bounds");
        assert_eq!(miss.kind, ErrorKind::Mismatch);
        assert_eq!(miss.path, ".year");
        assert!(miss.expected.contains("1900"), "{}", miss.expected);
        assert_eq!(miss.found, "1200");
    }

    #[test]
    fn a_required_field_left_out_is_missing() {
        let schema = json!({"type": "object", "properties": {"a": {"type": "string"}},
            "required": ["a"], "additionalProperties": false});
        let miss = coerce(schema, "{}").expect_err("missing");
        assert_eq!(miss.kind, ErrorKind::MissingField);
    }
}
