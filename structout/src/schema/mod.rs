//! JSON Schema, on the ground floor: `$ref` resolution, the vocabulary every reader of a
//! schema shares, and the compiled model the engine coerces to ([`shape`]). It imports
//! nothing else of the crate.

pub(crate) mod shape;

use serde_json::Value;

/// Whether a schema accepts any value: `true`, or an object with annotations only (a
/// description, a title, examples…), no keyword that asserts anything. The one definition
/// of "any value" for every reader of raw schemas.
pub(crate) fn is_any_value(schema: &Value) -> bool {
    match schema {
        Value::Bool(b) => *b,
        Value::Object(map) => only_annotations(map),
        _ => false,
    }
}

/// Whether an object schema holds annotations only: [`is_any_value`] of an object.
pub(crate) fn only_annotations(map: &serde_json::Map<String, Value>) -> bool {
    map.keys().all(|k| ANNOTATIONS.contains(&k.as_str()))
}

/// Keywords that describe a schema and assert nothing of a value.
pub(crate) const ANNOTATIONS: [&str; 11] = [
    "description",
    "title",
    "default",
    "examples",
    "$comment",
    "$schema",
    "$id",
    "$anchor",
    "deprecated",
    "readOnly",
    "writeOnly",
];

/// Whether an object schema says what type its values have: by `type`, by a reference or a
/// combination of schemas, by listing its values, or by the keywords of objects and arrays.
/// A schema that does not (`{}`, `{"minimum": 3}`) takes values of every type: a provider
/// that needs a type for every value cannot express it, even where it asserts something of
/// some types (which is what sets it apart from [`is_any_value`]).
pub(crate) fn names_a_type(map: &serde_json::Map<String, Value>) -> bool {
    map.keys().any(|k| {
        matches!(
            k.as_str(),
            "type"
                | "$ref"
                | "anyOf"
                | "oneOf"
                | "allOf"
                | "enum"
                | "const"
                | "properties"
                | "items"
                | "prefixItems"
                | "additionalProperties"
        )
    })
}

/// Whether a `format` names a Rust number type (`int32`, `uint`, `double`, …) rather than the
/// text of a value.
pub(crate) fn is_numeric_format(format: &str) -> bool {
    shape::IntFormat::from_name(format).is_some() || matches!(format, "float" | "double")
}

/// The definition a local reference names (`#/$defs/Name`, `#/definitions/Name`).
pub(crate) fn def_name(reference: &str) -> Option<&str> {
    reference
        .strip_prefix("#/$defs/")
        .or_else(|| reference.strip_prefix("#/definitions/"))
}

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
