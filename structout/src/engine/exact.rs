//! Valid JSON checked directly against the compiled schema: the fast path of
//! [`Converter`](crate::Converter), with no parse tree and no copy of the value.
//!
//! [`fits`] answers "would coercion return this value unchanged, with no repair and no
//! default filled in?" It says yes only when sure; `false` sends the value down the full path
//! (coercion), which decides. So anything this module does not cover (`uniqueItems`, a union
//! that more than one variant takes, a key the schema drops, a missing field with a default,
//! an integer written `1.0`) is merely slower, never different.

use super::shape::{Id, Object, S, Shape};
use serde_json::{Map, Value};

/// Deeper than this, the full path decides (it has its own depth limit).
const MAX_DEPTH: usize = 128;

/// Whether `value` fits node `id` exactly as it is.
pub(crate) fn fits(shape: &Shape, id: Id, value: &Value) -> bool {
    fits_at(shape, id, value, 0)
}

fn fits_at(shape: &Shape, id: Id, value: &Value, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    match shape.node(id) {
        S::Any => true,
        S::Never | S::Ref(_) => false,
        S::Null => value.is_null(),
        S::Bool => value.is_boolean(),
        S::Integer => match value {
            Value::Number(n) if n.is_i64() || n.is_u64() => number_in_bounds(shape, id, n),
            _ => false,
        },
        S::Number => match value {
            Value::Number(n) => number_in_bounds(shape, id, n),
            _ => false,
        },
        S::String {
            pattern,
            format,
            min_len,
            max_len,
        } => match value {
            Value::String(s) => {
                pattern.as_ref().is_none_or(|re| re.is_match(s))
                    && format.is_none_or(|f| f.accepts(s))
                    && (*min_len == 0 && max_len.is_none()
                        || super::shape::length_fits(s.chars().count(), *min_len, *max_len))
            }
            _ => false,
        },
        S::Enum(values) => values.contains(value),
        S::Array {
            items,
            prefix,
            min,
            max,
            unique,
        } => match value {
            Value::Array(list) => {
                !unique
                    && list.len() >= *min
                    && max.is_none_or(|m| list.len() <= m)
                    && list.iter().enumerate().all(|(i, item)| {
                        let item_id = prefix.get(i).copied().unwrap_or(*items);
                        fits_at(shape, item_id, item, depth + 1)
                    })
            }
            _ => false,
        },
        S::Object(o) => match value {
            Value::Object(map) => object_fits(shape, o, map, depth),
            _ => false,
        },
        S::Union(u) => {
            let mut fitting = u
                .variants
                .iter()
                .filter(|&&v| fits_at(shape, v, value, depth + 1));
            fitting.next().is_some() && fitting.next().is_none()
        }
    }
}

/// Whether each member fits: a declared property its schema, any other key the schema for
/// additional properties; and no property that is missing is required or has a default.
///
/// One pass over the members, each key matched against the declared names (a handful, so
/// comparing beats hashing); objects with more than 64 declared properties go down the full
/// path.
fn object_fits(shape: &Shape, o: &Object, map: &Map<String, Value>, depth: usize) -> bool {
    if o.props.len() > 64 || looks_like_a_schema(map, o) {
        return false;
    }
    let mut present = 0u64;
    for (key, value) in map {
        let fits = match o.props.iter().position(|p| p.name == *key) {
            Some(n) => {
                present |= 1 << n;
                fits_at(shape, o.props[n].schema, value, depth + 1)
            }
            None => {
                o.patterns.is_empty()
                    && o.additional
                        .is_some_and(|a| fits_at(shape, a, value, depth + 1))
            }
        };
        if !fits {
            return false;
        }
    }
    o.props
        .iter()
        .enumerate()
        .all(|(n, p)| present & (1 << n) != 0 || !p.required && p.default.is_none())
}

/// The rule of coercion's schema-echo check: such an object goes down the full path.
fn looks_like_a_schema(map: &Map<String, Value>, o: &Object) -> bool {
    let has = |name: &str| map.keys().any(|k| k == name);
    (has("properties") || has("$schema"))
        && has("type")
        && !o
            .props
            .iter()
            .any(|p| p.name == "properties" || p.name == "type")
}

fn number_in_bounds(shape: &Shape, id: Id, n: &serde_json::Number) -> bool {
    shape.bounds(id).is_none_or(|b| b.admits(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::coerce::Coercer;
    use crate::engine::node_from_value;
    use serde_json::json;

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
            json!({"title": "Big", "year": 1988, "rating": null, "tags": ["a"], "kind": 3}),
            true,
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
}
