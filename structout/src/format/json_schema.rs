//! The JSON Schema as shown to a model: the schema `schema()` builds, reduced to what says
//! what to write, and laid out compactly.
//!
//! - No `$schema` and no `title`s: they only cost tokens, and a schema that opens with
//!   `"title"` is one a small model copies as the envelope of its reply.
//! - No numeric `format`s (`uint32`, `double`: a model has no use for them; `minimum` and
//!   `maximum` say what matters).
//! - Definitions used once, and not recursively, written in place of their `$ref`.
//! - A nullable key listed in `required`: shown as expected, `null` when the text has no
//!   value for it, rather than left out.
//! - Keywords in reading order (`description` first), and a schema written on one line when
//!   it fits.

use crate::schema;
use serde_json::{Map, Value};
use std::collections::HashMap;

/// Width under which a schema is written on one line.
const LINE: usize = 100;

/// The schema a model is shown, laid out.
pub(crate) fn render(schema: &Value) -> String {
    let mut shown = schema.clone();
    if let Value::Object(object) = &mut shown {
        object.shift_remove("$schema");
    }
    inline_single_uses(&mut shown);
    tidy(&mut shown);
    let mut out = String::new();
    write(&shown, 0, &mut out);
    out
}

/// Keywords whose values are data, not schemas: left alone.
const LITERALS: &[&str] = &["const", "enum", "default", "examples"];

/// Keywords whose value is a map from names to schemas: the names are not keywords.
const SCHEMA_MAPS: &[&str] = &["properties", "$defs", "definitions", "patternProperties"];

/// The reading order of a schema's keywords; others follow in their own order.
const ORDER: &[&str] = &["description", "type", "const", "enum", "format"];

/// Removes titles and numeric formats, lists nullable keys as required and puts keywords in
/// reading order, in every schema of `value`.
fn tidy(value: &mut Value) {
    let Value::Object(object) = value else {
        if let Value::Array(items) = value {
            items.iter_mut().for_each(tidy);
        }
        return;
    };
    if object.get("title").is_some_and(Value::is_string) {
        object.shift_remove("title");
    }
    if object
        .get("format")
        .and_then(Value::as_str)
        .is_some_and(schema::is_numeric_format)
    {
        object.shift_remove("format");
    }
    require_nullable(object);
    for (key, child) in object.iter_mut() {
        if LITERALS.contains(&key.as_str()) {
            continue;
        }
        if SCHEMA_MAPS.contains(&key.as_str()) {
            if let Value::Object(map) = child {
                map.values_mut().for_each(tidy);
            }
        } else {
            tidy(child);
        }
    }
    let mut keys: Vec<String> = object.keys().cloned().collect();
    keys.sort_by_key(|key| ORDER.iter().position(|k| k == key).unwrap_or(ORDER.len()));
    let mut sorted = Map::new();
    for key in keys {
        if let Some(value) = object.shift_remove(&key) {
            sorted.insert(key, value);
        }
    }
    *object = sorted;
}

/// Adds to `required` the properties whose schema allows `null`, in the properties' order.
fn require_nullable(object: &mut Map<String, Value>) {
    let Some(Value::Object(properties)) = object.get("properties") else {
        return;
    };
    let listed: Vec<&str> = object
        .get("required")
        .and_then(Value::as_array)
        .map(|names| names.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let required: Vec<Value> = properties
        .iter()
        .filter(|(key, schema)| listed.contains(&key.as_str()) || nullable(schema))
        .map(|(key, _)| Value::String(key.clone()))
        .collect();
    if !required.is_empty() {
        object.insert("required".to_owned(), Value::Array(required));
    }
}

/// Whether a schema says `null` is a value of it, by `type` or by an `anyOf`/`oneOf` branch.
fn nullable(schema: &Value) -> bool {
    let null_type = |schema: &Value| match schema.get("type") {
        Some(Value::String(ty)) => ty == "null",
        Some(Value::Array(types)) => types.iter().any(|ty| ty == "null"),
        _ => false,
    };
    null_type(schema)
        || ["anyOf", "oneOf"].iter().any(|key| {
            schema
                .get(key)
                .and_then(Value::as_array)
                .is_some_and(|branches| branches.iter().any(null_type))
        })
}

/// Writes each definition referenced once, and not from inside itself, in place of its
/// `$ref`, and drops the definitions no longer referenced.
fn inline_single_uses(root: &mut Value) {
    let defs_key = match root {
        Value::Object(object) if object.contains_key("$defs") => "$defs",
        Value::Object(object) if object.contains_key("definitions") => "definitions",
        _ => return,
    };
    let Some(Value::Object(defs)) = root.get(defs_key).cloned() else {
        return;
    };
    let mut uses = HashMap::new();
    count_refs(root, &mut uses);
    let inline: Vec<&String> = defs
        .keys()
        .filter(|name| uses.get(name.as_str()) == Some(&1) && !refers_to(&defs[*name], name))
        .collect();
    if inline.is_empty() {
        return;
    }
    // Definitions may use each other: substitute until no inlined name is left.
    for _ in 0..defs.len() {
        if !substitute(root, &defs, &inline) {
            break;
        }
    }
    if let Some(Value::Object(kept)) = root.get_mut(defs_key) {
        kept.retain(|name, _| !inline.contains(&name));
        if kept.is_empty()
            && let Value::Object(object) = root
        {
            object.shift_remove(defs_key);
        }
    }
}

fn count_refs<'a>(value: &'a Value, uses: &mut HashMap<&'a str, usize>) {
    match value {
        Value::Object(object) => {
            for (key, child) in object {
                if LITERALS.contains(&key.as_str()) {
                    continue;
                }
                if key == "$ref"
                    && let Some(name) = child.as_str().and_then(schema::def_name)
                {
                    *uses.entry(name).or_default() += 1;
                }
                count_refs(child, uses);
            }
        }
        Value::Array(items) => items.iter().for_each(|item| count_refs(item, uses)),
        _ => {}
    }
}

fn refers_to(value: &Value, name: &str) -> bool {
    let mut uses = HashMap::new();
    count_refs(value, &mut uses);
    uses.contains_key(name)
}

/// Replaces each `$ref` to an inlined definition by the definition, merged with the keywords
/// beside the `$ref` (those win). Whether anything was replaced.
fn substitute(value: &mut Value, defs: &Map<String, Value>, inline: &[&String]) -> bool {
    let mut changed = false;
    match value {
        Value::Object(object) => {
            let target = object
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(schema::def_name)
                .filter(|name| inline.iter().any(|n| n == name))
                .and_then(|name| defs.get(name));
            if let Some(Value::Object(def)) = target {
                object.shift_remove("$ref");
                let beside = std::mem::take(object);
                let mut merged = def.clone();
                for (key, item) in beside {
                    merged.insert(key, item);
                }
                *object = merged;
                changed = true;
            }
            for (key, child) in object.iter_mut() {
                if !LITERALS.contains(&key.as_str()) {
                    changed |= substitute(child, defs, inline);
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                changed |= substitute(item, defs, inline);
            }
        }
        _ => {}
    }
    changed
}

/// Writes `value` at `indent`: on one line when it fits, else one member per line.
fn write(value: &Value, indent: usize, out: &mut String) {
    let flat = spaced(value);
    let fits = 2 * indent + flat.len() <= LINE;
    match value {
        Value::Object(object) if !fits && !object.is_empty() => {
            let members = object.iter().map(|(key, item)| (Some(key), item));
            block(('{', '}'), members, indent, out);
        }
        Value::Array(items) if !fits && !items.is_empty() => {
            block(
                ('[', ']'),
                items.iter().map(|item| (None, item)),
                indent,
                out,
            );
        }
        _ => out.push_str(&flat),
    }
}

/// An object's members or an array's items, one per line inside `brackets`.
fn block<'v>(
    brackets: (char, char),
    entries: impl ExactSizeIterator<Item = (Option<&'v String>, &'v Value)>,
    indent: usize,
    out: &mut String,
) {
    let pad = "  ".repeat(indent);
    let count = entries.len();
    out.push(brackets.0);
    out.push('\n');
    for (n, (key, item)) in entries.enumerate() {
        out.push_str(&pad);
        out.push_str("  ");
        if let Some(key) = key {
            out.push_str(&Value::String(key.clone()).to_string());
            out.push_str(": ");
        }
        write(item, indent + 1, out);
        if n + 1 < count {
            out.push(',');
        }
        out.push('\n');
    }
    out.push_str(&pad);
    out.push(brackets.1);
}

/// One line with a space after `:` and `,`, as people write JSON by hand.
fn spaced(value: &Value) -> String {
    match value {
        Value::Object(object) => {
            let members: Vec<String> = object
                .iter()
                .map(|(key, item)| format!("{}: {}", Value::String(key.clone()), spaced(item)))
                .collect();
            format!("{{{}}}", members.join(", "))
        }
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(spaced).collect();
            format!("[{}]", items.join(", "))
        }
        scalar => scalar.to_string(),
    }
}

/// How a reply of `schema` opens, to end the instruction with: `{"title":` for an object,
/// `[{"name":` for an array of objects; `None` when there is no first key to name (a scalar,
/// an enum, variants that open differently).
pub(crate) fn opening(root: &Value) -> Option<String> {
    let open = |schema: &Value| -> Option<String> {
        let schema = crate::schema::target(root, schema);
        let first = schema.get("properties")?.as_object()?.keys().next()?;
        Some(format!("{{{}:", Value::String(first.clone())))
    };
    let schema = crate::schema::target(root, root);
    if let Some(items) = schema.get("items")
        && schema.get("type").and_then(Value::as_str) == Some("array")
    {
        return open(items).map(|start| format!("[{start}"));
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(Value::Array(branches)) = schema.get(key) {
            let starts: Vec<Option<String>> = branches.iter().map(open).collect();
            return match starts.first() {
                Some(Some(first)) if starts.iter().all(|s| s.as_ref() == Some(first)) => {
                    Some(first.clone())
                }
                _ => None,
            };
        }
    }
    open(schema)
}

/// Whether the root is an enum: its reply is one of the listed values.
pub(crate) fn is_enum(root: &Value) -> bool {
    enum_values(crate::schema::target(root, root)).is_some()
}

/// The values of an enum: its `enum`, or the `const`s of a `oneOf`/`anyOf` whose every branch
/// is one (a unit enum with documented variants).
pub(crate) fn enum_values(schema: &Value) -> Option<Vec<&Value>> {
    if let Some(Value::Array(values)) = schema.get("enum") {
        return Some(values.iter().collect());
    }
    let branches = ["oneOf", "anyOf"]
        .iter()
        .find_map(|key| schema.get(key).and_then(Value::as_array))?;
    let mut values = Vec::new();
    for branch in branches {
        match (branch.get("const"), branch.get("enum")) {
            (Some(value), _) => values.push(value),
            (None, Some(Value::Array(listed))) => values.extend(listed),
            _ => return None,
        }
    }
    (!values.is_empty()).then_some(values)
}
