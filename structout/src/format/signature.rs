//! A JSON Schema written as a TypeScript-like type, laid out like the JSON it asks for.
//!
//! ```text
//! // A film and its cast.
//! {
//!   "title": string,
//!   // Year of first release.
//!   "year": int,
//!   "genre": "drama" | "comedy",
//!   // The director, if known.
//!   "director": string or null
//! }
//! ```
//!
//! A top-level unit enum with documented variants is one value a line, each with its doc
//! after it, joined by `|` at line starts:
//!
//! ```text
//! // Where an invoice is in its life.
//! "draft" // Not sent yet.
//! | "paid" // Paid in full.
//! ```
//!
//! Keys are quoted and separated by commas as in JSON, so that a model writing the value
//! copies valid JSON. A nullable key is shown as expected, with `or null`; only a key that may
//! be left out and cannot be `null` is marked `?`. Definitions used once are written inline;
//! definitions used more than once, or recursively, become named declarations
//! (`type Node = ...;`) after the root, which is itself declared so when it refers to itself.

use crate::schema;
use serde_json::{Map, Value};
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

pub(crate) struct Signature {
    /// What the root is, in words: "JSON object", "JSON array", "JSON string", "JSON value".
    pub noun: &'static str,
    /// The root type's body, then the declarations of named types.
    pub text: String,
}

pub(crate) fn render(schema: &Value) -> Signature {
    let defs = schema
        .get("$defs")
        .or_else(|| schema.get("definitions"))
        .and_then(Value::as_object);
    let mut renderer = Renderer {
        defs,
        root: root_name(schema),
        named: named_definitions(schema, defs),
    };
    // A root that refers to itself needs its name: it is declared like the named types.
    let mut text = if refers_to_root(schema) {
        renderer.declaration(&renderer.root.clone(), schema)
    } else {
        renderer.body(schema)
    };
    let mut named: Vec<String> = renderer.named.iter().cloned().collect();
    named.sort_by_key(|name| defs.and_then(|d| d.keys().position(|k| k == name)));
    for name in named {
        if let Some(def) = defs.and_then(|d| d.get(name.as_str())) {
            text.push('\n');
            text.push_str(&renderer.declaration(&name, def));
        }
    }
    Signature {
        noun: noun(schema, defs),
        text,
    }
}

/// The root in words, following a `$ref` at the root.
fn noun(schema: &Value, defs: Option<&Map<String, Value>>) -> &'static str {
    let resolved = schema
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(schema::def_name)
        .and_then(|name| defs?.get(name))
        .unwrap_or(schema);
    if let Some(values) = super::json_schema::enum_values(resolved) {
        return if values.iter().all(|v| v.is_string()) {
            "JSON string"
        } else {
            "JSON value"
        };
    }
    match resolved.get("type").and_then(Value::as_str) {
        Some("object") => "JSON object",
        Some("array") => "JSON array",
        Some("string") => "JSON string",
        _ => "JSON value",
    }
}

/// The root's `title` when it reads as a type name, else `Answer`.
fn root_name(schema: &Value) -> String {
    let title = schema.get("title").and_then(Value::as_str).unwrap_or("");
    let is_type_name = title.chars().next().is_some_and(|c| c.is_ascii_uppercase())
        && title.chars().all(|c| c.is_ascii_alphanumeric());
    if is_type_name {
        title.to_owned()
    } else {
        "Answer".to_owned()
    }
}

/// Whether some schema inside `value` is `{"$ref": "#"}`.
fn refers_to_root(value: &Value) -> bool {
    match value {
        Value::Object(object) => object.iter().any(|(key, child)| {
            (key == "$ref" && child == "#")
                || (key != "enum" && key != "const" && refers_to_root(child))
        }),
        Value::Array(items) => items.iter().any(refers_to_root),
        _ => false,
    }
}

/// `$ref` targets that get a declaration of their own: those referenced more than once and
/// those on a reference cycle.
fn named_definitions(schema: &Value, defs: Option<&Map<String, Value>>) -> HashSet<String> {
    let mut counts: HashMap<String, usize> = HashMap::new();
    let mut named = HashSet::new();
    // Depth-first walk over references, counting uses and spotting cycles.
    fn walk(
        value: &Value,
        defs: Option<&Map<String, Value>>,
        stack: &mut Vec<String>,
        counts: &mut HashMap<String, usize>,
        named: &mut HashSet<String>,
    ) {
        match value {
            Value::Object(object) => {
                if let Some(name) = object
                    .get("$ref")
                    .and_then(Value::as_str)
                    .and_then(schema::def_name)
                {
                    let count = counts.entry(name.to_owned()).or_default();
                    *count += 1;
                    if *count > 1 || stack.iter().any(|s| s == name) {
                        named.insert(name.to_owned());
                    } else if let Some(def) = defs.and_then(|d| d.get(name)) {
                        stack.push(name.to_owned());
                        walk(def, defs, stack, counts, named);
                        stack.pop();
                    }
                }
                for (key, child) in object {
                    if key != "$defs" && key != "definitions" {
                        walk(child, defs, stack, counts, named);
                    }
                }
            }
            Value::Array(items) => {
                for item in items {
                    walk(item, defs, stack, counts, named);
                }
            }
            _ => {}
        }
    }
    walk(schema, defs, &mut Vec::new(), &mut counts, &mut named);
    named
}

struct Renderer<'a> {
    defs: Option<&'a Map<String, Value>>,
    root: String,
    named: HashSet<String>,
}

impl<'a> Renderer<'a> {
    /// The root: its description as comment lines, then its type.
    fn body(&mut self, schema: &'a Value) -> String {
        let mut out = String::new();
        if let Some(values) = documented_unit_enum(schema) {
            // A unit enum with documented variants: one value a line, its doc after it, the
            // values joined by `|` at line starts. Chosen on the tuning half's `Department`
            // over the docs as comment lines above one line of values (more exact values,
            // mostly at temperature 0.7; eval/README.md, which also gives the reporting
            // half's figures, where it did not do better).
            comment_lines(&mut out, 0, description(schema), &[]);
            for (n, (value, doc)) in values.iter().enumerate() {
                let join = if n == 0 { "" } else { "| " };
                match doc {
                    Some(doc) => {
                        let doc: Vec<&str> = doc.lines().map(str::trim).collect();
                        let _ = writeln!(out, "{join}{value} // {}", doc.join(" "));
                    }
                    None => {
                        let _ = writeln!(out, "{join}{value}");
                    }
                }
            }
            return out;
        }
        let mut notes = Vec::new();
        let body = self.ty(schema, 0, &mut notes, true);
        comment_lines(&mut out, 0, description(schema), &notes);
        let _ = writeln!(out, "{body}");
        out
    }

    /// A named type used more than once or recursively: `type Name = ...;`.
    fn declaration(&mut self, name: &str, schema: &'a Value) -> String {
        let mut notes = Vec::new();
        let body = self.ty(schema, 0, &mut notes, true);
        let mut out = String::new();
        comment_lines(&mut out, 0, description(schema), &notes);
        let _ = writeln!(out, "type {name} = {body};");
        out
    }

    /// The type expression for `schema` at `indent`; notes that belong in the comment of the
    /// enclosing key (string formats, enum value descriptions) go to `notes`.
    fn ty(
        &mut self,
        schema: &'a Value,
        indent: usize,
        notes: &mut Vec<String>,
        top: bool,
    ) -> String {
        let object = match schema {
            Value::Bool(true) => return "any".to_owned(),
            Value::Bool(false) => return "never".to_owned(),
            Value::Object(object) => object,
            _ => return "any".to_owned(),
        };
        if let Some(reference) = object.get("$ref").and_then(Value::as_str) {
            return self.reference(reference, object, indent, notes, top);
        }
        if let Some(value) = object.get("const") {
            return literal(value);
        }
        if let Some(Value::Array(values)) = object.get("enum") {
            return values.iter().map(literal).collect::<Vec<_>>().join(" | ");
        }
        for key in ["oneOf", "anyOf"] {
            if let Some(Value::Array(branches)) = object.get(key) {
                return self.union(branches, indent, notes);
            }
        }
        if let Some(Value::Array(parts)) = object.get("allOf") {
            let parts: Vec<String> = parts
                .iter()
                .map(|part| self.ty(part, indent, notes, false))
                .collect();
            return parts.join(" & ");
        }
        match object.get("type") {
            Some(Value::String(ty)) => self.typed(ty, object, indent, notes),
            Some(Value::Array(types)) => {
                let parts: Vec<String> = types
                    .iter()
                    .filter_map(Value::as_str)
                    .filter(|ty| *ty != "null")
                    .map(|ty| self.typed(ty, object, indent, notes))
                    .collect();
                let nullable = types.iter().any(|ty| ty == "null");
                or_null(parts.join(" | "), nullable)
            }
            _ if object.contains_key("properties") => self.object(object, indent, None),
            _ => "any".to_owned(),
        }
    }

    fn reference(
        &mut self,
        reference: &str,
        object: &'a Map<String, Value>,
        indent: usize,
        notes: &mut Vec<String>,
        top: bool,
    ) -> String {
        if reference == "#" {
            return self.root.clone();
        }
        let Some(name) = schema::def_name(reference) else {
            return "any".to_owned();
        };
        let Some(def) = self.defs.and_then(|defs| defs.get(name)) else {
            return "any".to_owned();
        };
        // An internally tagged variant: the tag's properties sit beside the `$ref`.
        if object.contains_key("properties") {
            return self.object(object, indent, def.as_object());
        }
        if self.named.contains(name) && !top {
            return name.to_owned();
        }
        if let Some(text) = description(def) {
            notes.push(text.to_owned());
        }
        self.ty(def, indent, notes, false)
    }

    fn union(&mut self, branches: &'a [Value], indent: usize, notes: &mut Vec<String>) -> String {
        let mut parts: Vec<String> = Vec::new();
        let null = |branch: &Value| branch.get("type").and_then(Value::as_str) == Some("null");
        let nullable = branches.iter().any(null);
        for branch in branches.iter().filter(|branch| !null(branch)) {
            let mut branch_notes = Vec::new();
            let mut part = self.ty(branch, indent, &mut branch_notes, false);
            if let Some(text) = description(branch) {
                if part.starts_with("{\n") && branch.get("$ref").is_none() {
                    // A documented variant with fields: its doc opens the object's body.
                    let mut doc = String::new();
                    comment_lines(&mut doc, indent + 1, Some(text), &[]);
                    part.insert_str(2, &doc);
                } else {
                    // A documented unit variant (or one of another shape): a line of its own
                    // in the key's comment, `"draft": Not sent yet.`.
                    notes.push(format!("{part}: {text}"));
                }
            }
            notes.extend(branch_notes);
            if !parts.contains(&part) {
                parts.push(part);
            }
        }
        or_null(parts.join(" | "), nullable)
    }

    fn typed(
        &mut self,
        ty: &str,
        object: &'a Map<String, Value>,
        indent: usize,
        notes: &mut Vec<String>,
    ) -> String {
        match ty {
            "string" => {
                if let Some(format) = object.get("format").and_then(Value::as_str) {
                    notes.push(format_note(format));
                }
                "string".to_owned()
            }
            "integer" => "int".to_owned(),
            "number" => "float".to_owned(),
            "boolean" => "boolean".to_owned(),
            "null" => "null".to_owned(),
            "array" => self.array(object, indent, notes),
            "object" => self.object(object, indent, None),
            _ => "any".to_owned(),
        }
    }

    fn array(
        &mut self,
        object: &'a Map<String, Value>,
        indent: usize,
        notes: &mut Vec<String>,
    ) -> String {
        if let Some(Value::Array(prefix)) = object.get("prefixItems") {
            let items: Vec<String> = prefix
                .iter()
                .map(|item| self.ty(item, indent, notes, false))
                .collect();
            return format!("[{}]", items.join(", "));
        }
        let min = object.get("minItems").and_then(Value::as_u64);
        let max = object.get("maxItems").and_then(Value::as_u64);
        match (min, max) {
            (Some(min), Some(max)) if min == max => notes.push(format!("exactly {min} items")),
            (Some(min), Some(max)) => notes.push(format!("{min} to {max} items")),
            (Some(min), None) if min > 0 => notes.push(format!("at least {min} items")),
            (None, Some(max)) => notes.push(format!("at most {max} items")),
            _ => {}
        }
        let item = match object.get("items") {
            Some(items) => self.ty(items, indent, notes, false),
            None => "any".to_owned(),
        };
        if item.contains(" | ") || item.contains(" & ") {
            format!("({item})[]")
        } else {
            format!("{item}[]")
        }
    }

    /// An object type; `merged` holds the properties of a `$ref` that sits beside `object`'s own.
    fn object(
        &mut self,
        object: &'a Map<String, Value>,
        indent: usize,
        merged: Option<&'a Map<String, Value>>,
    ) -> String {
        let empty = Map::new();
        let own = object.get("properties").and_then(Value::as_object);
        let extra = merged
            .and_then(|m| m.get("properties"))
            .and_then(Value::as_object);
        let additional = object
            .get("additionalProperties")
            .or_else(|| merged.and_then(|m| m.get("additionalProperties")));
        if own.is_none() && extra.is_none() {
            return match additional {
                Some(Value::Object(schema)) if !schema.is_empty() => {
                    let mut notes = Vec::new();
                    let value = self.ty(
                        additional.unwrap_or(&Value::Null),
                        indent,
                        &mut notes,
                        false,
                    );
                    format!("Record<string, {value}>")
                }
                _ => "Record<string, any>".to_owned(),
            };
        }
        let required: Vec<&str> = [object, merged.unwrap_or(&empty)]
            .iter()
            .filter_map(|o| o.get("required").and_then(Value::as_array))
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        let pad = "  ".repeat(indent + 1);
        let mut out = String::from("{\n");
        let properties: Vec<(&String, &Value)> = own
            .into_iter()
            .chain(extra)
            .flat_map(|p| p.iter())
            .collect();
        let open_map = matches!(additional, Some(Value::Object(inner)) if !inner.is_empty());
        let last = properties.len();
        for (n, (key, schema)) in properties.into_iter().enumerate() {
            let mut notes = Vec::new();
            let ty = self.ty(schema, indent + 1, &mut notes, false);
            comment_lines(&mut out, indent + 1, description(schema), &notes);
            // A nullable key is shown as expected, `null` when the text has no value for it;
            // only a key that may be left out and is not nullable is marked `?`.
            let nullable = ty == "null" || ty.ends_with(" or null");
            let optional = if required.contains(&key.as_str()) || nullable {
                ""
            } else {
                "?"
            };
            // Commas between keys only, as JSON has them.
            let comma = if n + 1 < last || open_map { "," } else { "" };
            let _ = writeln!(out, "{pad}{}{optional}: {ty}{comma}", key_text(key));
        }
        if let Some(schema @ Value::Object(inner)) = additional
            && !inner.is_empty()
        {
            let mut notes = Vec::new();
            let ty = self.ty(schema, indent + 1, &mut notes, false);
            let _ = writeln!(out, "{pad}[key: string]: {ty}");
        }
        out.push_str(&"  ".repeat(indent));
        out.push('}');
        out
    }
}

/// A string `format`, with the layout it stands for when a model may not know it.
fn format_note(format: &str) -> String {
    let layout = match format {
        "date" => " (YYYY-MM-DD)",
        "time" => " (HH:MM:SS)",
        "date-time" => " (RFC 3339, YYYY-MM-DDTHH:MM:SSZ)",
        _ => "",
    };
    format!("format: {format}{layout}")
}

/// A type that also allows `null`, in words: `string or null`. Words rather than `| null`: a
/// model reads `or null` as "null when there is no value", and leaves keys out less.
fn or_null(ty: String, nullable: bool) -> String {
    match (ty.is_empty(), nullable) {
        (true, _) => "null".to_owned(),
        (false, true) => format!("{ty} or null"),
        (false, false) => ty,
    }
}

fn description(schema: &Value) -> Option<&str> {
    schema
        .get("description")
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|text| !text.is_empty())
}

fn comment_lines(out: &mut String, indent: usize, description: Option<&str>, notes: &[String]) {
    let pad = "  ".repeat(indent);
    for line in description.into_iter().flat_map(str::lines) {
        let _ = writeln!(out, "{pad}// {}", line.trim_end());
    }
    // One line per note: an enum value and its doc, a string format, an item count.
    for line in notes.iter().flat_map(|note| note.lines()) {
        let _ = writeln!(out, "{pad}// {}", line.trim_end());
    }
}

/// The values of a root unit enum with at least one documented variant (every branch of its
/// `oneOf`/`anyOf` a `const`), each with its doc.
fn documented_unit_enum(schema: &Value) -> Option<Vec<(String, Option<&str>)>> {
    let branches = ["oneOf", "anyOf"]
        .iter()
        .find_map(|key| schema.get(key).and_then(Value::as_array))?;
    let mut values = Vec::new();
    for branch in branches {
        values.push((literal(branch.get("const")?), description(branch)));
    }
    values
        .iter()
        .any(|(_, doc)| doc.is_some())
        .then_some(values)
}

fn literal(value: &Value) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// A key as written in the type: JSON-quoted, as the reply must write it.
fn key_text(key: &str) -> String {
    literal(&Value::String(key.to_owned()))
}
