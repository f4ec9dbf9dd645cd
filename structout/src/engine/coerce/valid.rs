//! Whether a JSON value is an instance of a compiled schema node, as JSON Schema says: the
//! keywords the [`Shape`] holds, read with their standard meaning and none of coercion's
//! rules (an open object takes keys it does not name, whether or not it names any of the
//! value's keys; `38.0` is an integer). `oneOf` needs it: a value chosen for one variant is
//! refused when it is an instance of another as well, whatever coercion would make of it.
//!
//! The check of a value against a node is worked out once however many unions above it
//! reach it (a table by the value's address, which is stable while it is borrowed), so it
//! takes the value's size times the schema's at most.

use super::memo::WordHasher;
use crate::schema::shape::{Id, Object, S, Shape, text_fits};
use serde_json::{Number, Value};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// Whether `value` is an instance of node `id` of `shape`.
pub(crate) fn is_instance(shape: &Shape, id: Id, value: &Value) -> bool {
    Check {
        shape,
        known: HashMap::default(),
    }
    .at(id, value)
}

struct Check<'s> {
    shape: &'s Shape,
    /// Containers checked (`Some`) or being checked (`None`: met again, a cycle, which no
    /// finite value completes).
    known: HashMap<(usize, Id), Option<bool>, BuildHasherDefault<WordHasher>>,
}

impl Check<'_> {
    fn at(&mut self, id: Id, value: &Value) -> bool {
        let id = self.shape.resolve(id);
        if !matches!(value, Value::Array(_) | Value::Object(_)) {
            return self.node(id, value);
        }
        let key = (std::ptr::from_ref(value) as usize, id);
        match self.known.get(&key) {
            Some(Some(known)) => return *known,
            Some(None) => return false,
            None => {}
        }
        self.known.insert(key, None);
        let answer = self.node(id, value);
        self.known.insert(key, Some(answer));
        answer
    }

    fn node(&mut self, id: Id, value: &Value) -> bool {
        let shape = self.shape;
        match (shape.node(id), value) {
            (S::Any, _) => true,
            (S::Never | S::Ref(_), _) => false,
            (S::Null, Value::Null) => true,
            (S::Bool, Value::Bool(_)) => true,
            (S::Integer, Value::Number(n)) => is_integer(n) && in_bounds(shape, id, n),
            (S::Number, Value::Number(n)) => in_bounds(shape, id, n),
            (node @ S::String { .. }, Value::String(s)) => text_fits(node, s),
            (S::Enum(values), _) => values.iter().any(|v| same(v, value)),
            (
                S::Array {
                    items,
                    prefix,
                    min,
                    max,
                    unique,
                },
                Value::Array(list),
            ) => {
                list.len() >= *min
                    && max.is_none_or(|m| list.len() <= m)
                    && (!*unique || distinct(list))
                    && list
                        .iter()
                        .enumerate()
                        .all(|(n, item)| self.at(prefix.get(n).copied().unwrap_or(*items), item))
            }
            (S::Object(o), Value::Object(_)) => self.object(o, value),
            (S::Union(u), _) => {
                let mut fits = u.variants.iter().filter(|&&v| self.at(v, value));
                if u.exclusive {
                    fits.next().is_some() && fits.next().is_none()
                } else {
                    fits.next().is_some()
                }
            }
            _ => false,
        }
    }

    fn object(&mut self, o: &Object, value: &Value) -> bool {
        let Value::Object(map) = value else {
            return false;
        };
        let declared = o.props.iter().all(|p| match map.get(&p.name) {
            Some(v) => self.at(p.schema, v),
            None => !p.required,
        });
        declared
            && map.iter().all(|(key, v)| {
                if o.props.iter().any(|p| p.name == *key) {
                    return true;
                }
                let mut patterns = o.patterns.iter().filter(|(re, _)| re.is_match(key));
                let mut any_pattern = false;
                let patterns_fit = patterns.all(|&(_, schema)| {
                    any_pattern = true;
                    self.at(schema, v)
                });
                if any_pattern {
                    return patterns_fit;
                }
                match o.additional {
                    Some(schema) => self.at(schema, v),
                    None => !o.closed,
                }
            })
    }
}

/// Whether a number is an integer as JSON Schema counts (`38.0` is one).
fn is_integer(n: &Number) -> bool {
    n.is_i64()
        || n.is_u64()
        || n.as_f64()
            .is_some_and(|f| f.is_finite() && f.fract() == 0.0)
}

fn in_bounds(shape: &Shape, id: Id, n: &Number) -> bool {
    shape.bounds(id).is_none_or(|b| b.admits(n))
}

/// JSON equality, numbers by value (`1` and `1.0` are the same).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x == y || x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}

fn distinct(list: &[Value]) -> bool {
    list.iter()
        .enumerate()
        .all(|(n, a)| list[..n].iter().all(|b| !same(a, b)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn instance(schema: Value, value: Value) -> bool {
        let shape = Shape::compile(&schema).unwrap();
        is_instance(&shape, shape.root, &value)
    }

    #[test]
    fn keywords_read_as_json_schema_reads_them() {
        assert!(instance(json!({"type": "integer"}), json!(38.0)));
        assert!(!instance(json!({"type": "integer"}), json!(38.5)));
        let open = json!({"type": "object", "properties": {"a": {"type": "integer"}}});
        assert!(instance(open.clone(), json!({"b": "x"})));
        assert!(!instance(open, json!({"a": "x"})));
        let closed = json!({"type": "object", "properties": {"a": {"type": "integer"}},
                            "additionalProperties": false});
        assert!(!instance(closed.clone(), json!({"b": 1})));
        assert!(instance(closed, json!({"a": 1})));
        let required = json!({"type": "object", "properties": {"a": {}}, "required": ["a"]});
        assert!(!instance(required, json!({})));
        assert!(instance(json!({"enum": [1, "x"]}), json!(1.0)));
        assert!(!instance(
            json!({"type": "array", "uniqueItems": true}),
            json!([1, 1.0])
        ));
        assert!(instance(
            json!({"type": "array", "minItems": 1}),
            json!([null])
        ));
        assert!(!instance(
            json!({"type": "string", "maxLength": 1}),
            json!("ab")
        ));
    }

    #[test]
    fn one_of_takes_exactly_one_variant() {
        let one_of = json!({"oneOf": [{"type": "integer"}, {"type": "number"}]});
        assert!(!instance(one_of.clone(), json!(38.0)));
        assert!(instance(one_of, json!(38.5)));
        let any_of = json!({"anyOf": [{"type": "integer"}, {"type": "number"}]});
        assert!(instance(any_of, json!(38)));
    }

    #[test]
    fn recursive_unions_are_checked_once_per_value_and_node() {
        // Objects of two variants that share every key: checked naively, each level doubles.
        let schema = json!({"$ref": "#/$defs/T", "$defs": {"T": {"anyOf": [
            {"type": "object", "properties": {"a": {"$ref": "#/$defs/T"}, "n": {"type": "integer"}}},
            {"type": "object", "properties": {"a": {"$ref": "#/$defs/T"}, "s": {"type": "string"}}},
            {"type": "null"}
        ]}}});
        let mut value = json!(null);
        for _ in 0..200 {
            value = json!({"a": value});
        }
        assert!(instance(schema, value));
    }
}
