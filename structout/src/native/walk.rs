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

/// The target of a local reference (`#`, `#/$defs/Name`, `#/definitions/Name`) in `root`.
pub(crate) fn resolve<'a>(root: &'a Value, reference: &str) -> Option<&'a Value> {
    let pointer = reference.strip_prefix('#')?;
    if pointer.is_empty() {
        Some(root)
    } else {
        root.pointer(pointer)
    }
}

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
