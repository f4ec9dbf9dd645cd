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
