//! A tree checked directly against the compiled schema: does coercion have nothing to do?
//!
//! [`settle`] answers "would coercion return this tree's value unchanged, with no repair but
//! the syntax repairs the parser already counted, and no default filled in?", and what that
//! coercion would cost. It says yes only when sure; `None` sends the tree down the full path
//! (coercion), which decides. So anything this module does not cover (`uniqueItems`, a union
//! other than `T` or `null`, a key the schema drops, a missing field with a default, an
//! integer written `1.0`, a key written twice) is merely slower, never different.
//!
//! It reads two trees ([`Tree`]): serde_json's `Value` (the fast path of
//! [`Converter`](crate::Converter) on valid JSON, no parse tree built) and the parser's
//! [`Node`] (a candidate whose value then needs no coercion: it is built, or deserialized
//! into the caller's type, straight from the tree).

use super::Scored;
use super::path::Path;
use crate::engine::find::cues;
use crate::engine::parse::numbers;
use crate::engine::parse::tree::{self, Kind, Node, Text};
use crate::report::{Repair, RepairKind};
use crate::schema::shape::{self, Id, Object, S, Shape, Union, text_fits};
use serde_json::{Number, Value};

/// Deeper than this, the full path decides (it has its own depth limit).
const MAX_DEPTH: usize = 128;

/// What a tree is, as far as the schema cares; `Other` never settles.
pub(crate) enum Form<'a, T> {
    Null,
    Bool(bool),
    Number(Number),
    Str(&'a str),
    Array(&'a [T]),
    Object,
    /// A number JSON cannot hold, a cut-off scalar, an empty or missing value, a set.
    Other,
}

/// A tree of values [`settle`] reads.
pub(crate) trait Tree: Sized {
    fn form(&self) -> Form<'_, Self>;
    /// An object's members, in order (keys may repeat in a parsed tree).
    fn members(&self) -> impl Iterator<Item = (&str, &Self)>;
    /// The syntax repairs counted on this node itself, a container never closed included.
    fn own_repairs(&self) -> u32;
    /// The syntax repairs counted on this node, not counting a container never closed.
    fn fixes(&self) -> u32;
    /// Whether this is an unquoted `...` or `etc.` eliding the list it stands in.
    fn elides(&self) -> bool {
        false
    }
}

impl Tree for Value {
    fn form(&self) -> Form<'_, Self> {
        match self {
            Value::Null => Form::Null,
            Value::Bool(b) => Form::Bool(*b),
            Value::Number(n) => Form::Number(n.clone()),
            Value::String(s) => Form::Str(s),
            Value::Array(items) => Form::Array(items),
            Value::Object(_) => Form::Object,
        }
    }

    fn members(&self) -> impl Iterator<Item = (&str, &Self)> {
        self.as_object()
            .into_iter()
            .flatten()
            .map(|(k, v)| (k.as_str(), v))
    }

    fn own_repairs(&self) -> u32 {
        0
    }

    fn fixes(&self) -> u32 {
        0
    }
}

impl Tree for Node<'_> {
    fn elides(&self) -> bool {
        matches!(&self.kind, Kind::Word(t) if cues::elision(t))
    }

    fn form(&self) -> Form<'_, Self> {
        if self.cut && tree::is_scalar(self) {
            return Form::Other;
        }
        match &self.kind {
            Kind::Null => Form::Null,
            Kind::Bool(b) => Form::Bool(*b),
            Kind::Number(raw) => numbers::json_number(raw).map_or(Form::Other, Form::Number),
            Kind::Word(s) if cues::is_expression(s) => Form::Other,
            Kind::Str(s) | Kind::Word(s) => Form::Str(s),
            Kind::Array(items) => Form::Array(items),
            Kind::Object(_) => Form::Object,
            Kind::NonFinite | Kind::Set(_) | Kind::Missing | Kind::Empty => Form::Other,
        }
    }

    fn members(&self) -> impl Iterator<Item = (&str, &Self)> {
        let entries: &[(Text, Node)] = match &self.kind {
            Kind::Object(entries) => entries,
            _ => &[],
        };
        entries.iter().map(|(k, v)| (&**k, v))
    }

    fn own_repairs(&self) -> u32 {
        self.fixes + u32::from(self.cut && !tree::is_scalar(self))
    }

    fn fixes(&self) -> u32 {
        self.fixes
    }
}

/// Whether `value` fits node `id` exactly as it is.
pub(crate) fn fits(shape: &Shape, id: Id, value: &Value) -> bool {
    settle(shape, id, value, false).is_some()
}

/// What coercing `tree` to node `id` would give, when that is the tree's own value; its
/// repairs with their paths written, or not (as coercion writes them).
pub(crate) fn settle<T: Tree>(shape: &Shape, id: Id, tree: &T, paths: bool) -> Option<Scored> {
    let mut settler = Settler {
        shape,
        paths,
        repairs: Vec::new(),
    };
    let root = if paths { Path::Root } else { Path::Unwritten };
    let cost = settler.at(id, tree, root, 0)?;
    Some(Scored {
        value: None,
        cost,
        repairs: settler.repairs,
    })
}

/// A settling under way: the schema, and the repairs reported so far.
struct Settler<'s> {
    shape: &'s Shape,
    paths: bool,
    repairs: Vec<Repair>,
}

impl Settler<'_> {
    /// The cost of `tree` at node `id`, its repairs reported as coercion reports them: the
    /// syntax repairs of each node coercion visits, before those inside it, and without
    /// paths only where nothing inside it reported one.
    fn at<T: Tree>(&mut self, id: Id, tree: &T, path: Path<'_>, depth: usize) -> Option<u32> {
        if depth > MAX_DEPTH {
            return None;
        }
        let mark = self.repairs.len();
        let inner = self.inner(id, tree, path, depth)?;
        let own = tree.own_repairs();
        if own > 0 && (self.paths || self.repairs.len() == mark) {
            let repair = Repair {
                kind: RepairKind::SyntaxRepaired,
                path: path.render(),
            };
            self.repairs.insert(mark, repair);
        }
        Some(inner + own)
    }

    /// The cost inside `tree` at node `id`, without the tree's own repairs.
    fn inner<T: Tree>(&mut self, id: Id, tree: &T, path: Path<'_>, depth: usize) -> Option<u32> {
        let shape = self.shape;
        let form = tree.form();
        let fits = match shape.node(id) {
            // Coercion visits only the top of a free value: the repairs inside are counted,
            // not reported.
            S::Any => return any(tree, depth),
            S::Never | S::Ref(_) => false,
            S::Null => matches!(form, Form::Null),
            S::Bool => matches!(form, Form::Bool(_)),
            S::Integer => matches!(&form, Form::Number(n)
                if (n.is_i64() || n.is_u64()) && number_in_bounds(shape, id, n)),
            S::Number => matches!(&form, Form::Number(n) if number_in_bounds(shape, id, n)),
            node @ S::String { .. } => {
                matches!(form, Form::Str(s) if text_fits(node, s) && !cues::placeholder(s, path.last_key()) && !cues::cut_short(s))
            }
            S::Enum(values) => listed(values, &form),
            S::Array { .. } => return self.array(id, &form, path, depth),
            S::Object(o) => {
                return match form {
                    Form::Object => self.object(o, tree, path, depth),
                    _ => None,
                };
            }
            S::Union(u) => return self.option(u, &form, tree, path, depth),
        };
        fits.then_some(0)
    }

    fn array<T: Tree>(
        &mut self,
        id: Id,
        form: &Form<'_, T>,
        path: Path<'_>,
        depth: usize,
    ) -> Option<u32> {
        let (
            S::Array {
                items,
                prefix,
                min,
                max,
                unique,
            },
            Form::Array(list),
        ) = (self.shape.node(id), form)
        else {
            return None;
        };
        if *unique || list.len() < *min || max.is_some_and(|m| list.len() > m) {
            return None;
        }
        let mut cost = 0;
        let last = list.len().saturating_sub(1);
        for (i, item) in list.iter().enumerate() {
            // An item that elides the list, or a last item whose last words do (`"c etc."`),
            // is for coercion to refuse.
            if matches!(item.form(), Form::Str(s)
                if cues::elision(s) || i == last && i > 0 && s.contains(' ') && cues::last_item_elides(s))
            {
                return None;
            }
            let item_id = prefix.get(i).copied().unwrap_or(*items);
            cost += self.at(item_id, item, path.index(i), depth + 1)?;
        }
        Some(cost)
    }

    /// Each member settles: a declared property with its schema, any other key with the
    /// schema for additional properties; no key is written twice; and no property that is
    /// missing is required or has a default.
    ///
    /// One pass over the members, each key matched against the declared names (a handful,
    /// so comparing beats hashing); objects with more than 64 declared properties go down
    /// the full path.
    fn object<T: Tree>(
        &mut self,
        o: &Object,
        tree: &T,
        path: Path<'_>,
        depth: usize,
    ) -> Option<u32> {
        if o.props.len() > 64
            || looks_like_a_schema(tree, o)
            || self.shape.counts_lists && miscounts(tree)
        {
            return None;
        }
        let mut present = 0u64;
        let mut free = false;
        let mut cost = 0;
        for (key, value) in tree.members() {
            let schema = match o.props.iter().position(|p| p.name == key) {
                Some(n) if present & (1 << n) == 0 => {
                    present |= 1 << n;
                    o.props[n].schema
                }
                Some(_) => return None,
                None if o.patterns.is_empty() && !o.closed => {
                    free = true;
                    o.additional?
                }
                None => return None,
            };
            cost += self.at(schema, value, path.key(key), depth + 1)?;
        }
        let complete = o
            .props
            .iter()
            .enumerate()
            .all(|(n, p)| present & (1 << n) != 0 || !p.required && p.default.is_none());
        (complete && (!free || distinct_keys(tree))).then_some(cost)
    }

    /// A union settles only in the form `T` or `null`: the one variant that takes the value
    /// is the one coercion keeps. With more variants, a later exact fit may lose to an
    /// earlier variant that fits as well with a default filled in; the full path decides.
    /// Each variant counts the node's own repairs; the union's coercion counts them once, as
    /// the node's own (the caller's).
    fn option<T: Tree>(
        &mut self,
        u: &Union,
        form: &Form<'_, T>,
        tree: &T,
        path: Path<'_>,
        depth: usize,
    ) -> Option<u32> {
        let shape = self.shape;
        let (None, &[a, b]) = (u.tag.as_ref(), u.variants.as_slice()) else {
            return None;
        };
        let (other, null) = match (shape.node(a), shape.node(b)) {
            (_, S::Null) => (a, b),
            (S::Null, _) => (b, a),
            _ => return None,
        };
        let chosen = match form {
            Form::Null if refuses_null(shape.node(other)) => null,
            Form::Null => return None,
            _ => other,
        };
        self.inner(chosen, tree, path, depth + 1)
    }
}

/// Whether coercion refuses `null` for a schema node (so that in `T` or `null`, `null` takes
/// it).
fn refuses_null(node: &S) -> bool {
    matches!(
        node,
        S::Bool | S::Integer | S::Number | S::String { .. } | S::Array { .. } | S::Object(_)
    )
}

/// Whether a scalar is one of the listed values, as JSON.
fn listed<T>(values: &[Value], form: &Form<'_, T>) -> bool {
    values.iter().any(|v| match (form, v) {
        (Form::Null, Value::Null) => true,
        (Form::Bool(b), Value::Bool(v)) => b == v,
        (Form::Str(s), Value::String(v)) => s == v,
        (Form::Number(n), Value::Number(v)) => n == v,
        _ => false,
    })
}

/// A free value (the schema `true`): every node plain JSON and no key written twice. The
/// repairs inside are counted, not reported (the top's own are the caller's).
fn any<T: Tree>(tree: &T, depth: usize) -> Option<u32> {
    if depth > MAX_DEPTH {
        return None;
    }
    let mut cost = 0;
    match tree.form() {
        Form::Other => return None,
        Form::Array(items) => {
            for item in items {
                if item.elides() {
                    return None;
                }
                cost += any(item, depth + 1)? + item.fixes();
            }
        }
        Form::Object => {
            if !distinct_keys(tree) {
                return None;
            }
            for (_, value) in tree.members() {
                cost += any(value, depth + 1)? + value.fixes();
            }
        }
        _ => {}
    }
    Some(cost)
}

/// Whether no key of an object is written twice.
fn distinct_keys<T: Tree>(tree: &T) -> bool {
    let mut keys: Vec<&str> = tree.members().map(|(k, _)| k).collect();
    if keys.len() <= 16 {
        return keys.iter().enumerate().all(|(i, k)| !keys[..i].contains(k));
    }
    keys.sort_unstable();
    keys.windows(2).all(|w| w[0] != w[1])
}

/// The rule of coercion's count check ([`super::object::miscounted`]): such an object goes
/// down the full path.
fn miscounts<T: Tree>(tree: &T) -> bool {
    // Most objects hold no count beside a list: one look at the keys and forms first.
    let (mut count, mut list) = (false, false);
    for (key, value) in tree.members() {
        match value.form() {
            Form::Array(_) => list = true,
            Form::Number(_) => count |= shape::may_count(key),
            _ => {}
        }
    }
    if !(count && list) {
        return false;
    }
    let members: Vec<super::object::Counted> = tree
        .members()
        .map(|(k, v)| match v.form() {
            Form::Number(n) => (k, n.as_u64(), None),
            Form::Array(items) => (k, None, Some(items.len())),
            _ => (k, None, None),
        })
        .collect();
    super::object::miscounted(&members).is_some()
}

/// The rule of coercion's schema-echo check: such an object goes down the full path.
fn looks_like_a_schema<T: Tree>(tree: &T, o: &Object) -> bool {
    let has = |name: &str| tree.members().any(|(k, _)| k == name);
    (has("properties") || has("$schema"))
        && has("type")
        && !o
            .props
            .iter()
            .any(|p| p.name == "properties" || p.name == "type")
}

fn number_in_bounds(shape: &Shape, id: Id, n: &Number) -> bool {
    shape.bounds(id).is_none_or(|b| b.admits(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::coerce::Coercer;
    use crate::engine::node_from_value;
    use crate::engine::parse::{lenient, written};
    use serde::Deserialize;
    use serde_json::json;
    use std::collections::BTreeMap;

    /// `fits` says yes only where coercion returns the value unchanged, with no repair.
    fn agrees(schema: Value, value: Value, expected: bool) {
        let shape = Shape::compile(&schema).unwrap();
        let fits = fits(&shape, shape.root, &value);
        assert_eq!(fits, expected, "{schema} {value}");
        if fits {
            let fit = Coercer::new(&shape)
                .coerce(shape.root, &node_from_value(&value))
                .unwrap();
            assert_eq!(fit.value, value, "{schema}");
            assert!(
                fit.repairs.is_empty(),
                "{schema} {value}: {:?}",
                fit.repairs
            );
        }
    }

    #[test]
    fn fits_only_what_coercion_keeps() {
        let film = json!({
            "type": "object",
            "properties": {
                "title": {"type": "string", "minLength": 1},
                "year": {"type": "integer", "minimum": 1888},
                "rating": {"type": ["number", "null"]},
                "tags": {"type": "array", "items": {"enum": ["a", "b"]}},
                "kind": {"anyOf": [{"type": "string"}, {"type": "integer"}]}
            },
            "required": ["title", "year"]
        });
        agrees(film.clone(), json!({"title": "Big", "year": 1988}), true);
        agrees(
            film.clone(),
            json!({"title": "Big", "year": 1988, "rating": null, "tags": ["a"]}),
            true,
        );
        // A union other than `T` or `null`: the full path decides.
        agrees(
            film.clone(),
            json!({"title": "Big", "year": 1988, "kind": 3}),
            false,
        );
        agrees(film.clone(), json!({"title": "Big", "year": 1988.0}), false);
        agrees(film.clone(), json!({"title": "Big", "year": 1800}), false);
        agrees(film.clone(), json!({"title": "", "year": 1988}), false);
        agrees(film.clone(), json!({"title": "Big"}), false);
        agrees(
            film.clone(),
            json!({"title": "Big", "year": 1988, "extra": 1}),
            false,
        );
        agrees(
            film,
            json!({"title": "Big", "year": 1988, "tags": ["c"]}),
            false,
        );
        agrees(
            json!({"type": "object", "properties": {"n": {"type": "integer", "default": 3}}}),
            json!({}),
            false,
        );
        agrees(
            json!({"type": "object"}),
            json!({"type": "object", "properties": {}}),
            false,
        );
        agrees(
            json!({"type": "object"}),
            json!({"a": [1, {"b": null}]}),
            true,
        );
        agrees(
            json!({"oneOf": [{"type": "number"}, {"type": "integer"}]}),
            json!(3),
            false,
        );
        agrees(
            json!({"type": "array", "uniqueItems": true}),
            json!([1]),
            false,
        );
    }

    /// A film as the schema in [`film_schema`] describes it, for reading typed values.
    #[derive(Debug, PartialEq, Deserialize)]
    #[allow(dead_code)]
    struct Film {
        title: String,
        year: u32,
        rating: Option<f64>,
        #[serde(default)]
        tags: Vec<Tag>,
        born: Option<i64>,
        #[serde(default)]
        meta: BTreeMap<String, i32>,
        any: Option<Value>,
        director: Option<Director>,
    }

    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Tag {
        A,
        B,
        C,
    }

    #[derive(Debug, PartialEq, Deserialize)]
    struct Director {
        name: String,
    }

    fn film_schema() -> Value {
        json!({"type": "object", "properties": {
            "title": {"type": "string", "minLength": 1},
            "year": {"type": "integer", "minimum": 0, "maximum": 3000},
            "rating": {"type": ["number", "null"]},
            "tags": {"type": "array", "items": {"enum": ["a", "b", "c"]}},
            "born": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
            "meta": {"type": "object", "additionalProperties": {"type": "integer"}},
            "any": true,
            "director": {"anyOf": [
                {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]},
                {"type": "null"}
            ]}
        }, "required": ["title", "year"]})
    }

    /// Each member of a film and its readings: the first `good` fit as written.
    const MEMBERS: [(&str, usize, &[&str]); 8] = [
        (
            "title",
            4,
            &[
                r#""Heat""#,
                "'Heat'",
                "Heat",
                r#""Heat \"2\"""#,
                r#""""#,
                "5",
            ],
        ),
        (
            "year",
            1,
            &["1995", r#""1995""#, "1995.0", "-1", "1e3", "None", "99999"],
        ),
        (
            "rating",
            4,
            &["7.5", "null", "8", "-0.0", "None", "NaN", r#""7.5""#],
        ),
        (
            "tags",
            4,
            &[
                r#"["a", "b"]"#,
                "['a',]",
                "[]",
                "[a, c]",
                r#"["d"]"#,
                r#""a""#,
            ],
        ),
        ("born", 2, &["1950", "null", r#""x""#, "1950.5", "True"]),
        (
            "meta",
            3,
            &[
                r#"{"x": 1}"#,
                "{}",
                "{x: 1, y: -2}",
                r#"{"x": 1, "x": 1}"#,
                r#"{"x": 1, "x": 2}"#,
            ],
        ),
        (
            "any",
            4,
            &[
                r#"[1, {"k": true}]"#,
                "{'q': None}",
                "[1, 'x',]",
                "word",
                r#"{"a": 1, "a": 1}"#,
                "NaN",
            ],
        ),
        (
            "director",
            3,
            &[
                r#"{"name": "Mann"}"#,
                "null",
                "{name: 'Mann'}",
                r#"{"nam": "x"}"#,
                r#"{"name": "Mann", "name": "Mann"}"#,
            ],
        ),
    ];

    /// Film-like replies as models write them, right and wrong: every member's value drawn
    /// from readings that fit, that need coercion, that are repaired or cut off; keys quoted,
    /// unquoted, misspelt, repeated or left out; the whole cut off at some point.
    fn replies(count: usize) -> Vec<String> {
        let mut state = 7u64;
        let mut next = |bound: usize| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as usize % bound
        };
        (0..count)
            .map(|_| {
                let mut text = String::from("{");
                for (key, good, readings) in MEMBERS {
                    let times = match next(20) {
                        0 | 1 => 0,
                        2 => 2,
                        _ => 1,
                    };
                    for _ in 0..times {
                        let key = match next(10) {
                            0 => key.to_uppercase(),
                            1 | 2 => key.to_owned(),
                            _ => format!("\"{key}\""),
                        };
                        let pick = if next(4) == 0 { readings.len() } else { good };
                        let value = readings[next(pick)];
                        text.push_str(&format!("{key}: {value}, "));
                    }
                }
                text.push_str(if next(5) == 0 { "\"end\": 1}" } else { "}" });
                if next(6) == 0 {
                    let cut = next(text.len());
                    text.truncate(cut);
                }
                text
            })
            .collect()
    }

    /// Where `settle` says a tree needs no coercion, coercion agrees: the same value, cost
    /// and repairs, with paths or without, and the caller's type read from the tree is the
    /// type read from that value.
    fn agrees_with_coercion(schema: &Value, node: &Node, typed: bool) -> bool {
        let shape = Shape::compile(schema).unwrap();
        if settle(&shape, shape.root, node, false).is_none() {
            assert_eq!(settle(&shape, shape.root, node, true), None, "{node:?}");
            return false;
        }
        let value = written::value(node.clone());
        for paths in [false, true] {
            let settled = settle(&shape, shape.root, node, paths).unwrap();
            let mut coercer = Coercer::new(&shape);
            coercer.paths = paths;
            coercer.deny_unknown = true;
            let fit = coercer
                .coerce(shape.root, node)
                .unwrap_or_else(|miss| panic!("{node:?} settled but misses: {miss:?}"));
            assert_eq!(fit.value, value, "{node:?}");
            assert_eq!(fit.cost, settled.cost, "{node:?}");
            assert_eq!(fit.repairs, settled.repairs, "{node:?}");
        }
        if typed {
            let from_value =
                serde_json::from_value::<Film>(value.clone()).map_err(|e| e.to_string());
            let from_tree = Film::deserialize(node.clone()).map_err(|e| e.to_string());
            assert_eq!(from_tree, from_value, "{value}");
        }
        true
    }

    #[test]
    fn settled_trees_are_what_coercion_returns() {
        let schemas = [
            (film_schema(), true),
            (json!({"type": "array", "items": film_schema()}), false),
            (json!(true), false),
            (
                json!({"type": "object", "additionalProperties": true}),
                false,
            ),
        ];
        let (mut settled, mut not) = (vec![0; schemas.len()], vec![0; schemas.len()]);
        for text in replies(3000) {
            let Ok(nodes) = lenient::parse_all(&text, 128) else {
                continue;
            };
            let list = Node::new(Kind::Array(nodes.clone()));
            for node in nodes.iter().chain([&list]) {
                for (n, (schema, typed)) in schemas.iter().enumerate() {
                    if agrees_with_coercion(schema, node, *typed) {
                        settled[n] += 1;
                    } else {
                        not[n] += 1;
                    }
                }
            }
        }
        // Both answers are common: the check is not vacuous either way.
        for n in 0..schemas.len() {
            assert!(settled[n] > 100 && not[n] > 100, "{n}: {settled:?} {not:?}");
        }
    }
}
