//! The brief style: for a request whose shape a provider already constrains (a response
//! format, a grammar), the prompt needs no schema, only what the schema says about the task:
//! each documented field and enum value, by its path.

use serde_json::Value;
use std::fmt::Write;

/// Nesting followed at most; deeper documentation is left to the schema the provider holds.
const MAX_DEPTH: usize = 8;

/// The opening line, then one line per documented field or value.
pub(crate) fn render(schema: &Value) -> String {
    let mut out = String::from(
        "Reply with the JSON value only; the request's response format gives its shape.",
    );
    let mut lines = Vec::new();
    let mut walk = Walk {
        root: schema,
        lines: &mut lines,
        open: Vec::new(),
    };
    walk.schema(schema, "", 0);
    // A bare enum: what its values mean.
    let values = value_docs(walk.resolve(schema));
    if !values.is_empty() {
        let _ = write!(out, "\nWhat the values mean: {values}");
    }
    if !lines.is_empty() {
        out.push_str("\nWhat the fields mean:");
        for (path, doc) in lines {
            let _ = write!(out, "\n- `{path}`: {doc}");
        }
    }
    out
}

struct Walk<'a, 'l> {
    root: &'a Value,
    lines: &'l mut Vec<(String, String)>,
    /// References being followed, so that a recursive type is described once.
    open: Vec<&'a str>,
}

impl<'a> Walk<'a, '_> {
    fn schema(&mut self, schema: &'a Value, path: &str, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        let Some(map) = schema.as_object() else {
            return;
        };
        if let Some(reference) = map.get("$ref").and_then(Value::as_str) {
            if self.open.contains(&reference) {
                return;
            }
            if let Some(target) = crate::schema::resolve(self.root, reference) {
                self.open.push(reference);
                self.schema(target, path, depth + 1);
                self.open.pop();
            }
            return;
        }
        if let Some(Value::Object(props)) = map.get("properties") {
            for (name, prop) in props {
                let at = if path.is_empty() {
                    name.clone()
                } else {
                    format!("{path}.{name}")
                };
                self.field(prop, &at, depth);
            }
        }
        if let Some(items) = map.get("items") {
            self.schema(items, &format!("{path}[]"), depth + 1);
        }
        if let Some(additional @ Value::Object(_)) = map.get("additionalProperties") {
            self.schema(additional, &format!("{path}.*"), depth + 1);
        }
        for key in ["anyOf", "oneOf", "allOf"] {
            if let Some(Value::Array(list)) = map.get(key) {
                for branch in list {
                    self.schema(branch, path, depth + 1);
                }
            }
        }
    }

    /// A property: its own description (or its type's), its enum values' docs, then what is
    /// inside it.
    fn field(&mut self, prop: &'a Value, path: &str, depth: usize) {
        let target = self.resolve(prop);
        let mut doc = prop
            .get("description")
            .or_else(|| target.get("description"))
            .and_then(Value::as_str)
            .map(str::trim)
            .unwrap_or_default()
            .to_owned();
        let values = value_docs(target);
        if !values.is_empty() {
            if !doc.is_empty() && !doc.ends_with(['.', '!', '?', ':']) {
                doc.push('.');
            }
            if !doc.is_empty() {
                doc.push(' ');
            }
            doc.push_str(&values);
        }
        if !doc.is_empty() {
            self.lines.push((path.to_owned(), doc.replace('\n', " ")));
        }
        self.schema(prop, path, depth + 1);
    }

    /// The schema a reference (or a nullable `anyOf` of one) stands for.
    fn resolve(&self, schema: &'a Value) -> &'a Value {
        let schema = match schema.get("anyOf").and_then(Value::as_array) {
            Some(list) => {
                let mut real = list
                    .iter()
                    .filter(|s| s.get("type") != Some(&Value::from("null")));
                match (real.next(), real.next()) {
                    (Some(only), None) => only,
                    _ => schema,
                }
            }
            None => schema,
        };
        crate::schema::target(self.root, schema)
    }
}

/// `"draft": Not sent yet. "sent": …` for a union of documented constants.
fn value_docs(schema: &Value) -> String {
    let Some(list) = schema
        .get("oneOf")
        .or_else(|| schema.get("anyOf"))
        .and_then(Value::as_array)
    else {
        return String::new();
    };
    let mut out = Vec::new();
    for branch in list {
        if let (Some(value), Some(doc)) = (
            branch.get("const"),
            branch.get("description").and_then(Value::as_str),
        ) {
            let doc = doc.trim();
            let end = if doc.ends_with(['.', '!', '?']) {
                ""
            } else {
                "."
            };
            out.push(format!("{value}: {doc}{end}"));
        }
    }
    out.join(" ")
}
