//! JSON Schema, on the ground floor: `$ref` resolution, the vocabulary every reader of a
//! schema shares, and the compiled model the engine coerces to ([`shape`]). It imports
//! nothing else of the crate.

pub(crate) mod shape;

use serde_json::Value;

/// The schema a local reference names in `root`: `#` is the root, `#/$defs/Name` a
/// definition (a JSON pointer, `~0`/`~1` escapes read as JSON pointers read them). `None` for
/// a reference to another document or to nothing. The one resolver every part of the crate
/// uses.
pub(crate) fn resolve<'a>(root: &'a Value, reference: &str) -> Option<&'a Value> {
    let pointer = reference.strip_prefix('#')?;
    root.pointer(pointer).or_else(|| {
        // A reference written with its escapes already decoded (`#/$defs/a/b` for `a~1b`).
        root.pointer(&pointer.replace("~1", "/").replace("~0", "~"))
    })
}

/// `schema`, or the schema its `$ref` names (`schema` itself when that names nothing).
pub(crate) fn target<'a>(root: &'a Value, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => resolve(root, reference).unwrap_or(schema),
        None => schema,
    }
}

/// Whether a schema accepts objects with keys it does not name (maps, any value), where a
/// serde parse would merge a duplicate key silently.
pub(crate) fn has_open_maps(schema: &Value, depth: usize) -> bool {
    match schema {
        Value::Bool(b) => *b,
        Value::Object(map) if depth < 64 => {
            let open = map.is_empty()
                || map.contains_key("patternProperties")
                || map
                    .get("additionalProperties")
                    .is_some_and(|a| a != &Value::Bool(false));
            open || map.iter().any(|(k, v)| match v {
                Value::Object(_) if k != "const" && k != "default" && k != "examples" => {
                    has_open_maps(v, depth + 1)
                }
                Value::Array(items) if k != "enum" && k != "examples" && k != "required" => {
                    items.iter().any(|i| has_open_maps(i, depth + 1))
                }
                _ => false,
            })
        }
        _ => false,
    }
}
