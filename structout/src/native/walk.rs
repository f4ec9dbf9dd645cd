//! What the dialects share: the name a provider accepts, reference resolution, JSON pointers
//! for error paths, and keywords moved into `description`.

use serde_json::{Map, Value};

/// `name` as providers accept a schema or tool name: `[A-Za-z0-9_-]`, at most 64
/// characters, never empty (OpenAI's rule, which the others accept too).
pub(crate) fn schema_name(name: &str) -> String {
    let mut out: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(64)
        .collect();
    if out.trim_matches('_').is_empty() {
        out = "response".to_owned();
    }
    out
}

pub(crate) use crate::schema::resolve;

/// `path` extended by one key, escaped as JSON pointers require.
pub(crate) fn child(path: &str, key: &str) -> String {
    format!("{path}/{}", key.replace('~', "~0").replace('/', "~1"))
}

/// Appends `text` to the schema's `description` (a new sentence), creating it if absent:
/// where a dialect drops a keyword, the model still reads what it said.
pub(crate) fn describe(map: &mut Map<String, Value>, text: &str) {
    match map.get_mut("description") {
        Some(Value::String(description)) if !description.is_empty() => {
            if !description.ends_with(['.', '!', '?', ':']) {
                description.push('.');
            }
            description.push(' ');
            description.push_str(text);
        }
        _ => {
            map.insert("description".into(), Value::String(text.to_owned()));
        }
    }
}

/// A dropped keyword in words: `minimum: 1` → `"Minimum: 1."`.
pub(crate) fn keyword_text(keyword: &str, value: &Value) -> String {
    let shown = match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let mut words = String::new();
    for (i, c) in keyword.chars().enumerate() {
        if c.is_ascii_uppercase() {
            words.push(' ');
            words.push(c.to_ascii_lowercase());
        } else if i == 0 {
            words.push(c.to_ascii_uppercase());
        } else {
            words.push(c);
        }
    }
    format!("{words}: {shown}.")
}

/// The keywords whose value is one subschema.
const ONE_SCHEMA: [&str; 4] = ["items", "additionalProperties", "not", "propertyNames"];
/// The keywords whose value is a list of subschemas.
const SCHEMA_LISTS: [&str; 4] = ["anyOf", "oneOf", "allOf", "prefixItems"];
/// The keywords whose value maps names to subschemas.
const SCHEMA_MAPS: [&str; 4] = ["properties", "$defs", "definitions", "patternProperties"];

/// Calls `visit` on every direct subschema of `map` with its JSON pointer, stopping at the
/// first error. Only schema positions are visited, so a property that happens to be called
/// `title` or `items` is never mistaken for a keyword.
pub(crate) fn each_child<E>(
    map: &mut Map<String, Value>,
    path: &str,
    visit: &mut dyn FnMut(&mut Value, &str) -> Result<(), E>,
) -> Result<(), E> {
    for key in ONE_SCHEMA {
        if let Some(sub @ Value::Object(_)) = map.get_mut(key) {
            visit(sub, &child(path, key))?;
        }
    }
    for key in SCHEMA_LISTS {
        if let Some(Value::Array(list)) = map.get_mut(key) {
            let at = child(path, key);
            for (i, sub) in list.iter_mut().enumerate() {
                visit(sub, &child(&at, &i.to_string()))?;
            }
        }
    }
    for key in SCHEMA_MAPS {
        if let Some(Value::Object(subs)) = map.get_mut(key) {
            let at = child(path, key);
            for (name, sub) in subs.iter_mut() {
                visit(sub, &child(&at, name))?;
            }
        }
    }
    Ok(())
}

/// A reference found in a schema: where it is, what it points to, and whether the way to it
/// from the schema it belongs to passes through a property that is not required.
struct Edge {
    path: String,
    target: String,
    through_optional: bool,
}

/// The `$ref`s of a schema as a graph between the schemas they name (`#` is the root), to
/// find recursion before a dialect rejects or unrolls it.
pub(crate) struct RefGraph {
    edges: Vec<(String, Vec<Edge>)>,
}

impl RefGraph {
    /// The graph of every local reference in `root` and in the schemas it names.
    pub(crate) fn new(root: &Value) -> Self {
        let mut edges: Vec<(String, Vec<Edge>)> = Vec::new();
        let mut pending = vec!["#".to_owned()];
        while let Some(name) = pending.pop() {
            if edges.iter().any(|(n, _)| *n == name) {
                continue;
            }
            let mut found = Vec::new();
            if let Some(schema) = resolve(root, &name) {
                let path = name.trim_start_matches('#').to_owned();
                collect_refs(schema, &path, false, &mut found);
            }
            pending.extend(found.iter().map(|e| e.target.clone()));
            edges.push((name, found));
        }
        RefGraph { edges }
    }

    /// The path of a reference that closes a cycle, when there is one; with
    /// `through_optional_breaks`, a cycle that passes through a property that is not
    /// required does not count (the dialect can stop unrolling there).
    pub(crate) fn cycle(&self, through_optional_breaks: bool) -> Option<String> {
        let mut state = vec![Visit::New; self.edges.len()];
        (0..self.edges.len()).find_map(|i| self.visit(i, through_optional_breaks, &mut state))
    }

    fn visit(&self, i: usize, skip_optional: bool, state: &mut [Visit]) -> Option<String> {
        match state[i] {
            Visit::Done => return None,
            Visit::Open => return Some(String::new()),
            Visit::New => state[i] = Visit::Open,
        }
        for edge in &self.edges[i].1 {
            if skip_optional && edge.through_optional {
                continue;
            }
            let Some(j) = self.edges.iter().position(|(n, _)| *n == edge.target) else {
                continue;
            };
            if let Some(found) = self.visit(j, skip_optional, state) {
                return Some(if found.is_empty() {
                    edge.path.clone()
                } else {
                    found
                });
            }
        }
        state[i] = Visit::Done;
        None
    }
}

#[derive(Clone, Copy)]
enum Visit {
    New,
    Open,
    Done,
}

/// The local references under `schema`, not following them (the schemas they name are
/// nodes of their own).
fn collect_refs(schema: &Value, path: &str, optional: bool, out: &mut Vec<Edge>) {
    let Value::Object(map) = schema else {
        return;
    };
    if let Some(target) = map.get("$ref").and_then(Value::as_str) {
        out.push(Edge {
            path: child(path, "$ref"),
            target: target.to_owned(),
            through_optional: optional,
        });
    }
    let required = required(map);
    for sub in children(map, path) {
        if matches!(sub.keyword, "$defs" | "definitions") {
            continue;
        }
        let optional = optional || (sub.keyword == "properties" && !required.contains(&sub.name));
        collect_refs(sub.schema, &sub.path, optional, out);
    }
}

/// A direct subschema: the keyword it sits under, its name or index there, its JSON pointer.
pub(crate) struct Child<'a> {
    pub keyword: &'static str,
    pub name: String,
    pub path: String,
    pub schema: &'a Value,
}

/// Every direct subschema of `map` (see [`each_child`]).
pub(crate) fn children<'a>(map: &'a Map<String, Value>, path: &str) -> Vec<Child<'a>> {
    let mut out = Vec::new();
    for keyword in ONE_SCHEMA {
        if let Some(sub @ Value::Object(_)) = map.get(keyword) {
            let path = child(path, keyword);
            out.push(Child {
                keyword,
                name: String::new(),
                path,
                schema: sub,
            });
        }
    }
    for keyword in SCHEMA_LISTS {
        if let Some(Value::Array(list)) = map.get(keyword) {
            for (i, sub) in list.iter().enumerate() {
                let path = child(&child(path, keyword), &i.to_string());
                out.push(Child {
                    keyword,
                    name: i.to_string(),
                    path,
                    schema: sub,
                });
            }
        }
    }
    for keyword in SCHEMA_MAPS {
        if let Some(Value::Object(subs)) = map.get(keyword) {
            for (name, sub) in subs {
                let path = child(&child(path, keyword), name);
                out.push(Child {
                    keyword,
                    name: name.clone(),
                    path,
                    schema: sub,
                });
            }
        }
    }
    out
}

/// The names listed in the schema's `required`.
pub(crate) fn required(map: &Map<String, Value>) -> Vec<String> {
    map.get("required")
        .and_then(Value::as_array)
        .map(|names| {
            names
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the schema describes an object with named properties.
pub(crate) fn is_object(map: &Map<String, Value>) -> bool {
    map.contains_key("properties") || map.get("type").and_then(Value::as_str) == Some("object")
}

/// Makes required every property written before the last required one. Constrained decoders
/// that write required properties first (Anthropic's, llama.cpp's) then keep the order of
/// `properties`, which is the order `order(...)` asked for; an optional value that must now
/// be written is `null` when the type allows it, else its default, a valid value of its type.
pub(crate) fn require_for_order(map: &mut Map<String, Value>) {
    let required = required(map);
    let Some(Value::Object(properties)) = map.get("properties") else {
        return;
    };
    let Some(last) = properties.keys().rposition(|k| required.contains(k)) else {
        return;
    };
    let mut names: Vec<Value> = properties
        .keys()
        .take(last + 1)
        .map(|k| Value::String(k.clone()))
        .collect();
    names.extend(
        required
            .iter()
            .filter(|k| {
                properties
                    .keys()
                    .position(|p| p == *k)
                    .is_none_or(|i| i > last)
            })
            .map(|k| Value::String(k.clone())),
    );
    map.insert("required".into(), Value::Array(names));
}

/// The variants of a unit-only enum written as `oneOf`/`anyOf` of `const`s or one-value
/// `enum`s (schemars' form when variants have doc comments): each value with its doc.
pub(crate) fn unit_variants(map: &Map<String, Value>) -> Option<Vec<(Value, Option<String>)>> {
    let list = map.get("oneOf").or_else(|| map.get("anyOf"))?.as_array()?;
    let mut variants = Vec::new();
    for branch in list {
        let branch = branch.as_object()?;
        let only_known = branch
            .keys()
            .all(|k| matches!(k.as_str(), "type" | "const" | "enum" | "description"));
        let doc = branch
            .get("description")
            .and_then(Value::as_str)
            .map(str::to_owned);
        match (branch.get("const"), branch.get("enum")) {
            (Some(value @ Value::String(_)), None) if only_known => {
                variants.push((value.clone(), doc));
            }
            (None, Some(Value::Array(values))) if only_known => {
                if values.iter().any(|v| !v.is_string()) {
                    return None;
                }
                let (first, rest) = values.split_first()?;
                variants.push((first.clone(), doc));
                variants.extend(rest.iter().map(|v| (v.clone(), None)));
            }
            _ => return None,
        }
    }
    (!variants.is_empty()).then_some(variants)
}

/// Rewrites a unit-only enum written as `oneOf`/`anyOf` of `const`s into one string `enum`,
/// the variants' docs moved into the description (`Comedy: Funny.`). Every provider takes a
/// string `enum`; some take no `const`, and some count each `anyOf` against a limit.
pub(crate) fn collapse_unit_enum(map: &mut Map<String, Value>) {
    let Some(variants) = unit_variants(map) else {
        return;
    };
    map.shift_remove("oneOf");
    map.shift_remove("anyOf");
    map.insert("type".into(), Value::String("string".into()));
    let values = variants.iter().map(|(v, _)| v.clone()).collect();
    map.insert("enum".into(), Value::Array(values));
    for (value, doc) in &variants {
        if let (Value::String(name), Some(doc)) = (value, doc) {
            describe(map, &format!("{name}: {doc}"));
        }
    }
}

/// The key and value schemas of a map (`HashMap`, `BTreeMap`) as schemars writes it: an
/// object with no properties whose values are `additionalProperties`, or, for keys that are
/// not strings, one `patternProperties` entry that names the key's pattern.
pub(crate) fn map_parts(map: &Map<String, Value>) -> Option<(Value, Value)> {
    if map.contains_key("properties") || map.get("type").and_then(Value::as_str) != Some("object") {
        return None;
    }
    match (
        map.get("additionalProperties"),
        map.get("patternProperties"),
    ) {
        (Some(value @ Value::Object(_)), None) => {
            Some((serde_json::json!({"type": "string"}), value.clone()))
        }
        (Some(Value::Bool(false)) | None, Some(Value::Object(patterns))) if patterns.len() == 1 => {
            let (pattern, value) = patterns.iter().next()?;
            let key = serde_json::json!({"type": "string", "pattern": pattern});
            Some((key, value.clone()))
        }
        _ => None,
    }
}

/// A map rewritten as a list of `{"key", "value"}` entries, for dialects where every object
/// must be closed; `convert` reads the entries back into the map.
pub(crate) fn map_entries(key: Value, value: Value) -> Map<String, Value> {
    let entry = serde_json::json!({
        "type": "object",
        "properties": {"key": key, "value": value},
        "required": ["key", "value"],
        "additionalProperties": false,
    });
    let mut out = Map::new();
    out.insert("type".into(), Value::String("array".into()));
    out.insert("items".into(), entry);
    out.insert(
        "description".into(),
        Value::String("A map, written as a list of key and value entries.".into()),
    );
    out
}

/// A map whose keys are not strings, which schemars writes with `patternProperties`, takes
/// its values through `additionalProperties` instead, the key's pattern described: for
/// dialects that take no `patternProperties` but do take `additionalProperties`.
pub(crate) fn pattern_keys_as_values(map: &mut Map<String, Value>) {
    if !map.contains_key("patternProperties") {
        return;
    }
    let Some((key, value)) = map_parts(map) else {
        return;
    };
    map.shift_remove("patternProperties");
    map.insert("additionalProperties".into(), value);
    if let Some(pattern) = key.get("pattern") {
        describe(map, &keyword_text("keyPattern", pattern));
    }
}

/// Removes `keyword` and says what it said in the description.
pub(crate) fn move_to_description(map: &mut Map<String, Value>, keyword: &str) {
    if let Some(value) = map.shift_remove(keyword) {
        describe(map, &keyword_text(keyword, &value));
    }
}

/// Whether `format` is one of schemars' number formats (`int32`, `uint8`, `double`, ...):
/// they only repeat the bounds that `minimum` and `maximum` state.
pub(crate) fn is_number_format(format: &str) -> bool {
    matches!(format, "float" | "double")
        || format
            .strip_prefix("int")
            .or_else(|| format.strip_prefix("uint"))
            .is_some_and(|bits| bits.parse::<u16>().is_ok())
}

/// Keeps a string `format` the dialect knows; a number format goes (it repeats the bounds),
/// any other moves into the description.
pub(crate) fn keep_formats(map: &mut Map<String, Value>, known: &[&str]) {
    let Some(format) = map.get("format").and_then(Value::as_str) else {
        return;
    };
    if is_number_format(format) {
        map.shift_remove("format");
    } else if !known.contains(&format) {
        move_to_description(map, "format");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_keep_only_what_providers_accept() {
        assert_eq!(schema_name("ActorsFilms"), "ActorsFilms");
        assert_eq!(schema_name("Page<Film>"), "Page_Film_");
        assert_eq!(schema_name(""), "response");
        assert_eq!(schema_name(&"x".repeat(80)).len(), 64);
    }

    #[test]
    fn dropped_keywords_are_described() {
        let mut map = json!({"description": "How many"})
            .as_object()
            .unwrap()
            .clone();
        describe(&mut map, &keyword_text("multipleOf", &json!(5)));
        assert_eq!(map["description"], "How many. Multiple of: 5.");
    }
}
