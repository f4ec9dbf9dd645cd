//! Schema → [`Shape`]: a JSON Schema compiled once into a compact graph that coercion walks.
//!
//! `$ref`s become edges (so recursive types are finite graphs), type arrays and `nullable`
//! become unions, `allOf` of objects is merged, and every keyword that decides between
//! candidates is kept: `enum`, `const`, `required`, `additionalProperties`, and the
//! assertions on values (`minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`,
//! `multipleOf`, integer formats, `minLength`, `maxLength`, `pattern`, string formats,
//! `minItems`, `maxItems`, `uniqueItems`). Keywords that only describe (titles,
//! descriptions, other formats) are dropped.

mod compile;
mod describe;
mod formats;
mod numbers;

use compile::err;
pub(crate) use formats::{StringFormat, length_fits, names_utc, takes_clock_times, text_fits};
use numbers::{Exact, Limit, compare, exact, number_bounds};
pub(crate) use numbers::{IntFormat, NumberBounds};

use serde_json::{Map, Number, Value};
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};

/// An index into [`Shape::nodes`].
pub(crate) type Id = usize;

/// A compiled schema.
#[derive(Debug)]
pub(crate) struct Shape {
    pub nodes: Vec<S>,
    pub root: Id,
    /// The bounds of `Integer` and `Number` nodes that have any, by node id. Kept beside the
    /// nodes so that a number node stays a plain tag that every stage can match on.
    /// Looked up for every number coerced: ordered by id, no hashing.
    pub numbers: BTreeMap<Id, NumberBounds>,
    /// The type name of every node that has one (`title`, else its `$defs` key), so that
    /// rules recorded by type name (`stream(done)`) find their nodes.
    pub names: HashMap<Id, String>,
    /// Whether some object has a field that may count one of its lists ([`may_count`]
    /// beside an array property): only such a schema's records can disagree with
    /// themselves so, which conversion checks.
    pub counts_lists: bool,
}

/// A field's name in parts, split at `_`, `-`, a space, a dot or a change to capitals.
pub(crate) fn key_parts(key: &str) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut prev_lower = false;
    for c in key.chars() {
        if matches!(c, '_' | '-' | ' ' | '.') {
            parts.push(std::mem::take(&mut current));
            prev_lower = false;
            continue;
        }
        if c.is_uppercase() && prev_lower {
            parts.push(std::mem::take(&mut current));
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
        current.push(c);
    }
    parts.push(current);
    parts.retain(|p| !p.is_empty());
    parts
}

/// The last words of a key named for a number that labels a thing (`ticket_id`,
/// `order_no`, `caseNumber`): such a field takes `#4471` or `No. 12`.
const LABEL_HEADS: [&str; 8] = [
    "id",
    "no",
    "nr",
    "num",
    "number",
    "ref",
    "reference",
    "code",
];

/// Whether `key` names a change of a quantity (`growth_percent`, `price_change`,
/// `delta_eur`, `increase`): such a field takes the amount a quantity changed by.
pub(crate) fn names_change(key: &str) -> bool {
    key_parts(key).iter().any(|part| {
        let part = part.to_ascii_lowercase();
        [
            "change", "delta", "diff", "increase", "decrease", "growth", "rise", "drop", "gain",
            "loss",
        ]
        .iter()
        .any(|w| part.starts_with(w))
    })
}

/// Whether `key`'s last word names a number that labels a thing ([`LABEL_HEADS`]), read
/// without building its words: the last run after a separator (`_`, `-`, `.`, a space) or a
/// capital after a lowercase letter or digit, as [`key_parts`] parts it.
pub(crate) fn names_label(key: &str) -> bool {
    let mut start = 0;
    let mut prev_lower = false;
    for (i, c) in key.char_indices() {
        if matches!(c, '_' | '-' | ' ' | '.') {
            start = i + 1;
            prev_lower = false;
            continue;
        }
        if c.is_uppercase() && prev_lower {
            start = i;
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
    }
    let last = &key[start..];
    LABEL_HEADS.iter().any(|h| last.eq_ignore_ascii_case(h))
}

/// The words of `key` before its last, where its last names a number that labels a thing
/// ([`LABEL_HEADS`]: `["order"]` for `order_number`; empty for `id` alone); `None` otherwise.
pub(crate) fn label_key(key: &str) -> Option<Vec<String>> {
    let mut parts = key_parts(key);
    let head = parts.pop()?;
    LABEL_HEADS
        .iter()
        .any(|h| head.eq_ignore_ascii_case(h))
        .then_some(parts)
}

/// Whether the field `key` of a record of `fields` fields counts its list `list`: named for
/// the list (`names_count`, `name_count`, `num_names`, `number_of_names`, `n_names`,
/// `countNames`), or named `count` in a record that holds nothing but the count and the list
/// (beside other fields, a `count` may count anything).
pub(crate) fn counts(key: &str, list: &str, fields: usize) -> bool {
    if !may_count(key) {
        return false;
    }
    let lower = |k: &str| -> Vec<String> {
        key_parts(k)
            .iter()
            .map(|p| p.to_ascii_lowercase())
            .collect()
    };
    let parts = lower(key);
    let list = lower(list).join("_");
    let names = |noun: &[String]| {
        let noun = noun.join("_");
        !noun.is_empty()
            && (noun == list || format!("{noun}s") == list || noun == format!("{list}s"))
    };
    match parts.as_slice() {
        [only] if only == "count" => fields == 2,
        [noun @ .., last] if last == "count" => names(noun),
        [first, noun @ ..] if first == "count" || first == "num" || first == "n" => names(noun),
        [number, of, noun @ ..] if number == "number" && of == "of" => names(noun),
        _ => false,
    }
}

/// Whether a field's name may be a count's (`count`, `names_count`, `num_names`, `n_names`):
/// a cheap look at its letters.
pub(crate) fn may_count(key: &str) -> bool {
    let b = key.as_bytes();
    b.len() >= 5 && b.windows(5).any(|w| w.eq_ignore_ascii_case(b"count"))
        || b.len() > 2
            && (b[..2].eq_ignore_ascii_case(b"n_") || b[..3].eq_ignore_ascii_case(b"num"))
}

/// One schema node.
#[derive(Debug)]
pub(crate) enum S {
    /// Any JSON value (`true`, `{}`).
    Any,
    /// No value (`false`).
    Never,
    Null,
    Bool,
    Integer,
    Number,
    String {
        pattern: Option<regex_lite::Regex>,
        format: Option<StringFormat>,
        /// `minLength` and `maxLength`, in Unicode code points (as JSON Schema counts).
        min_len: usize,
        max_len: Option<usize>,
    },
    /// One of these values (`enum`, or `const` as a one-element list).
    Enum(Vec<Value>),
    Array {
        items: Id,
        prefix: Vec<Id>,
        min: usize,
        max: Option<usize>,
        /// `uniqueItems`: no two items equal as JSON values (numbers by value).
        unique: bool,
    },
    Object(Object),
    Union(Union),
    /// A `$ref` whose target is still being compiled; resolved before use.
    Ref(Id),
}

#[derive(Debug)]
pub(crate) struct Object {
    pub props: Vec<Prop>,
    /// Schema of keys not in `props`; `None` when they are dropped (`additionalProperties:
    /// false`, or any object with declared properties — extra keys are ignored).
    pub additional: Option<Id>,
    pub patterns: Vec<(regex_lite::Regex, Id)>,
    /// The type's name (`title` or `$defs` key), a possible wrapper key.
    pub name: Option<String>,
    pub closed: bool,
}
impl Object {
    /// Whether the object is a map (no property declared, free keys), which may be written
    /// as a list of `{"key": k, "value": v}` entries.
    pub(crate) fn is_map(&self) -> bool {
        self.props.is_empty() && (self.additional.is_some() || !self.patterns.is_empty())
    }
}

#[derive(Debug)]
pub(crate) struct Prop {
    pub name: String,
    pub schema: Id,
    pub required: bool,
    pub default: Option<Value>,
}

#[derive(Debug)]
pub(crate) struct Union {
    pub variants: Vec<Id>,
    /// The property whose constant value tells the variants apart, when there is one.
    pub tag: Option<String>,
    /// `oneOf`: the value must fit exactly one variant.
    pub exclusive: bool,
}

/// Why a schema cannot be used.
#[derive(Debug, Clone)]
pub(crate) struct CompileError {
    pub path: String,
    pub message: String,
}

impl Shape {
    /// The shape of the schema `true`: any JSON value.
    pub(crate) fn any() -> Shape {
        Shape {
            nodes: vec![S::Any],
            root: 0,
            numbers: BTreeMap::new(),
            names: HashMap::new(),
            counts_lists: false,
        }
    }

    /// Follows `Ref` nodes to the node they name.
    pub(crate) fn resolve(&self, mut id: Id) -> Id {
        for _ in 0..64 {
            match self.nodes[id] {
                S::Ref(target) if target != id => id = target,
                _ => return id,
            }
        }
        id
    }

    #[inline]
    pub(crate) fn node(&self, id: Id) -> &S {
        &self.nodes[self.resolve(id)]
    }

    /// The bounds of the number node `id`, if it has any.
    #[inline]
    pub(crate) fn bounds(&self, id: Id) -> Option<&NumberBounds> {
        self.numbers.get(&self.resolve(id))
    }

    /// Whether `null` is a valid value here.
    pub(crate) fn allows_null(&self, id: Id) -> bool {
        self.allows_null_depth(id, 0)
    }

    fn allows_null_depth(&self, id: Id, depth: usize) -> bool {
        if depth > 16 {
            return false;
        }
        match self.node(id) {
            S::Any | S::Null => true,
            S::Enum(values) => values.contains(&Value::Null),
            S::Union(u) => u
                .variants
                .iter()
                .any(|&v| self.allows_null_depth(v, depth + 1)),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_schema_compiles_to_nodes_with_references_resolved() {
        let schema = json!({
            "type": "object",
            "properties": {"next": {"$ref": "#/$defs/Item"}, "n": {"type": "integer", "minimum": 1}},
            "required": ["n"],
            "$defs": {"Item": {"type": "string", "format": "date"}}
        });
        let shape = Shape::compile(&schema).expect("compiles");
        let S::Object(root) = shape.node(shape.root) else {
            panic!("an object");
        };
        let next = root.props.iter().find(|p| p.name == "next").expect("next");
        assert!(matches!(
            shape.node(next.schema),
            S::String {
                format: Some(StringFormat::Date),
                ..
            }
        ));
        let n = root.props.iter().find(|p| p.name == "n").expect("n");
        assert!(n.required);
        assert!(shape.bounds(n.schema).is_some());
    }

    #[test]
    fn the_model_is_described_in_words() {
        let shape = Shape::compile(&json!({"type": "integer", "minimum": 1, "maximum": 5}))
            .expect("compiles");
        assert_eq!(shape.describe(shape.root), "an integer from 1 to 5");
    }

    #[test]
    fn an_unusable_schema_says_where_and_why() {
        let err = Shape::compile(&json!({"properties": {"a": {"$ref": "#/$defs/Gone"}}}))
            .expect_err("a reference to nothing");
        assert!(err.path.contains("a"), "{}", err.path);
        assert!(Shape::compile(&json!({"type": "string", "pattern": "("})).is_err());
        assert!(Shape::compile(&json!(3)).is_err());
    }
}
