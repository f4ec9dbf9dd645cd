//! OpenAI strict Structured Outputs: `response_format: {"type": "json_schema", "json_schema":
//! {name, strict: true, schema}}` on Chat Completions.
//!
//! The rules, from <https://platform.openai.com/docs/guides/structured-outputs> ("Supported
//! schemas"):
//! - the root is an object, not `anyOf`: any other root is wrapped in `{"value": …}`, which
//!   `convert` unwraps;
//! - every object sets `additionalProperties: false` and lists every property in
//!   `required`; an optional property is emulated by a union with `null` (which `convert`
//!   reads back as absent);
//! - supported keywords: `type`, `enum`, `const`, `anyOf`, `$ref` (to `$defs`, or `#` for
//!   recursion), `description`, `title`, `properties`, `items`; strings: `pattern`, `format`
//!   (`date-time`, `time`, `date`, `duration`, `email`, `hostname`, `ipv4`, `ipv6`, `uuid`);
//!   numbers: `multipleOf`, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`;
//!   arrays: `minItems`, `maxItems`. Not supported: `allOf`, `not`, `if`/`then`/`else`,
//!   `dependentRequired`, `dependentSchemas`, `patternProperties`, `propertyNames`, string
//!   lengths, `uniqueItems`, `default`. Here they are moved into `description`, so the model
//!   still reads them, and `convert` checks them;
//! - limits: 5,000 object properties in all, 10 levels of object nesting, 1,000 enum values
//!   in all, 120,000 characters of property names, definition names, enum and const values,
//!   and 15,000 characters for one string enum of over 250 values.
//!
//! Maps (`HashMap<String, V>`: free keys) cannot be closed objects: they become arrays of
//! `{"key", "value"}` entries, which `convert` reads back into the map. A value of any type
//! (`serde_json::Value`) and tuples (`prefixItems`) cannot be expressed: an error.

use super::walk::{self, child, describe, keyword_text};
use super::{Provider, SchemaError};
use crate::schema as vocabulary;
use serde_json::{Map, Value, json};

/// The property that holds a root which is not an object.
pub(crate) const ROOT_WRAPPER: &str = "value";

/// String formats strict mode accepts.
const FORMATS: [&str; 9] = [
    "date-time",
    "time",
    "date",
    "duration",
    "email",
    "hostname",
    "ipv4",
    "ipv6",
    "uuid",
];

/// Keywords carried over as they are (the structural ones are rebuilt).
const KEPT: [&str; 11] = [
    "type",
    "description",
    "title",
    "pattern",
    "multipleOf",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minItems",
    "maxItems",
];

/// Keywords dropped without a word: metadata a model has no use for, or (`default`) what
/// `null` now stands for.
const DROPPED: [&str; 9] = [
    "$schema",
    "$id",
    "$comment",
    "default",
    "examples",
    "example",
    "readOnly",
    "writeOnly",
    "deprecated",
];

const MAX_PROPERTIES: usize = 5000;
const MAX_DEPTH: usize = 10;
const MAX_ENUM_VALUES: usize = 1000;
const MAX_TEXT: usize = 120_000;
const LARGE_ENUM: usize = 250;
const MAX_LARGE_ENUM_TEXT: usize = 15_000;

/// The request-body fragment for Chat Completions.
pub(crate) fn response_format(name: &str, schema: &Value) -> Result<Value, SchemaError> {
    let description = schema.get("description").cloned();
    let schema = self::schema(schema)?;
    let mut json_schema = Map::new();
    json_schema.insert("name".into(), Value::String(name.to_owned()));
    if let Some(description) = description {
        json_schema.insert("description".into(), description);
    }
    json_schema.insert("strict".into(), Value::Bool(true));
    json_schema.insert("schema".into(), schema);
    Ok(json!({"response_format": {"type": "json_schema", "json_schema": json_schema}}))
}

/// `schema` in strict mode's subset.
pub(crate) fn schema(schema: &Value) -> Result<Value, SchemaError> {
    let Value::Object(root) = schema else {
        return Err(any_value(""));
    };
    let wrap = !is_closed_struct(root);
    let root_name = root
        .get("title")
        .and_then(Value::as_str)
        .map_or_else(|| "Root".to_owned(), super::walk::schema_name);
    let source_defs = root.get("$defs").and_then(Value::as_object);
    let mut root_name = root_name;
    while source_defs.is_some_and(|d| d.contains_key(&root_name)) {
        root_name.push('_');
    }
    let root_ref = format!("#/$defs/{root_name}");
    let strict = Strict {
        root_ref: wrap.then(|| root_ref.clone()),
    };
    let mut defs = Map::new();
    if let Some(Value::Object(source)) = root.get("$defs") {
        for (name, def) in source {
            defs.insert(name.clone(), strict.convert(def, &child("/$defs", name))?);
        }
    }
    let mut body = root.clone();
    body.shift_remove("$defs");
    if wrap {
        body.shift_remove("title");
    }
    let body = strict.convert(&Value::Object(body), "")?;
    let mut out = if wrap {
        let recursive = mentions(&defs, &root_ref) || mentions_value(&body, &root_ref);
        let inner = if recursive {
            defs.insert(root_name, body);
            json!({"$ref": root_ref})
        } else {
            body
        };
        json!({
            "type": "object",
            "properties": {ROOT_WRAPPER: inner},
            "required": [ROOT_WRAPPER],
            "additionalProperties": false,
        })
    } else {
        body
    };
    if !defs.is_empty() {
        out.as_object_mut()
            .expect("the root is an object")
            .insert("$defs".into(), Value::Object(defs));
    }
    check_limits(&out)?;
    Ok(out)
}

/// A struct's schema: an object of declared properties and nothing else (not a map, not a
/// union). Only such a root goes unwrapped.
fn is_closed_struct(schema: &Map<String, Value>) -> bool {
    schema.get("type").and_then(Value::as_str) == Some("object")
        && schema.contains_key("properties")
        && !["anyOf", "oneOf", "allOf", "$ref"]
            .iter()
            .any(|k| schema.contains_key(*k))
        && !matches!(
            schema.get("additionalProperties"),
            Some(Value::Object(_) | Value::Bool(true))
        )
}

/// The rewriting of one schema and everything inside it.
struct Strict {
    /// Where references to the root (`#`) point once the root is wrapped.
    root_ref: Option<String>,
}

impl Strict {
    fn convert(&self, schema: &Value, path: &str) -> Result<Value, SchemaError> {
        let Value::Object(source) = schema else {
            return Err(any_value(path));
        };
        if !vocabulary::names_a_type(source) {
            return Err(any_value(path));
        }
        if let Some(Value::Array(list)) = source.get("allOf") {
            return self.all_of(source, list, path);
        }
        if let Some(reference) = source.get("$ref").and_then(Value::as_str) {
            return Ok(self.reference(source, reference));
        }
        if let Some(Value::Array(_)) = source.get("prefixItems") {
            return Err(SchemaError::new(
                Provider::OpenAi,
                path,
                "a tuple (`prefixItems`) cannot be expressed in strict mode; use a struct",
            ));
        }
        let collapsed;
        let source = if walk::unit_variants(source).is_some() {
            let mut copy = source.clone();
            walk::collapse_unit_enum(&mut copy);
            collapsed = copy;
            &collapsed
        } else {
            source
        };
        let mut out = Map::new();
        let mut notes = Vec::new();
        for (key, value) in source {
            self.keyword(key, value, path, &mut out, &mut notes)?;
        }
        if out.contains_key("properties") || is_object_type(source) {
            if let Some((key, value)) = walk::map_parts(source) {
                return self.map(key, value, path, out, notes);
            }
            if !source.contains_key("properties")
                && !matches!(source.get("additionalProperties"), Some(Value::Bool(false)))
            {
                // Free keys whose values may be anything: nothing strict mode can close.
                return Err(any_value(&child(path, "additionalProperties")));
            }
            self.close(source, path, &mut out)?;
        }
        for note in notes {
            describe(&mut out, &note);
        }
        Ok(Value::Object(out))
    }

    /// One keyword of a schema: kept, rebuilt, dropped or put into words.
    fn keyword(
        &self,
        key: &str,
        value: &Value,
        path: &str,
        out: &mut Map<String, Value>,
        notes: &mut Vec<String>,
    ) -> Result<(), SchemaError> {
        match key {
            _ if KEPT.contains(&key) => {
                out.insert(key.to_owned(), value.clone());
            }
            _ if DROPPED.contains(&key) => {}
            "enum" => {
                out.insert(key.to_owned(), value.clone());
            }
            "const" => {
                out.insert("enum".into(), Value::Array(vec![value.clone()]));
            }
            "format" => match value.as_str() {
                Some(f) if FORMATS.contains(&f) => {
                    out.insert(key.to_owned(), value.clone());
                }
                Some(f) if vocabulary::is_numeric_format(f) => {}
                _ => notes.push(keyword_text(key, value)),
            },
            "items" => {
                out.insert(key.to_owned(), self.convert(value, &child(path, key))?);
            }
            "oneOf" | "anyOf" => {
                let Value::Array(list) = value else {
                    return Err(SchemaError::new(
                        Provider::OpenAi,
                        path,
                        "`anyOf` is a list",
                    ));
                };
                self.union(list, &child(path, key), out)?;
            }
            "properties" => {
                let Value::Object(props) = value else {
                    return Err(SchemaError::new(
                        Provider::OpenAi,
                        path,
                        "`properties` is an object",
                    ));
                };
                let mut converted = Map::new();
                for (name, prop) in props {
                    let at = child(&child(path, "properties"), name);
                    converted.insert(name.clone(), self.convert(prop, &at)?);
                }
                out.insert(key.to_owned(), Value::Object(converted));
            }
            // Rebuilt by `close` and `map`.
            "required" | "additionalProperties" | "propertyNames" => {}
            _ => notes.push(keyword_text(key, value)),
        }
        Ok(())
    }

    /// `$ref`, with what stands beside it moved to an `anyOf` of one (strict mode takes no
    /// sibling keywords next to a reference).
    fn reference(&self, source: &Map<String, Value>, reference: &str) -> Value {
        let target = match &self.root_ref {
            Some(root) if reference == "#" => root.clone(),
            _ => reference.to_owned(),
        };
        let description = source.get("description").cloned();
        match description {
            Some(description) => json!({
                "description": description,
                "anyOf": [{"$ref": target}],
            }),
            None => json!({"$ref": target}),
        }
    }

    /// `allOf` of one schema (schemars' way of putting a description on a reference) is that
    /// schema; a real intersection cannot be expressed.
    fn all_of(
        &self,
        source: &Map<String, Value>,
        list: &[Value],
        path: &str,
    ) -> Result<Value, SchemaError> {
        let [only] = list else {
            return Err(SchemaError::new(
                Provider::OpenAi,
                child(path, "allOf"),
                "`allOf` of several schemas cannot be expressed in strict mode",
            ));
        };
        let mut merged = only.as_object().cloned().unwrap_or_default();
        for (key, value) in source {
            if key != "allOf" {
                merged.insert(key.clone(), value.clone());
            }
        }
        self.convert(&Value::Object(merged), path)
    }

    /// `oneOf`/`anyOf` as `anyOf` (never `oneOf`); a unit enum written as a union of
    /// documented constants was already collapsed into one `enum`.
    fn union(
        &self,
        list: &[Value],
        path: &str,
        out: &mut Map<String, Value>,
    ) -> Result<(), SchemaError> {
        let mut branches = Vec::with_capacity(list.len());
        for (n, branch) in list.iter().enumerate() {
            branches.push(self.convert(branch, &child(path, &n.to_string()))?);
        }
        out.insert("anyOf".into(), Value::Array(branches));
        Ok(())
    }

    /// Closes an object: `additionalProperties: false`, every property required, the
    /// optional ones nullable.
    fn close(
        &self,
        source: &Map<String, Value>,
        path: &str,
        out: &mut Map<String, Value>,
    ) -> Result<(), SchemaError> {
        if matches!(source.get("additionalProperties"), Some(Value::Object(_)))
            && source.contains_key("properties")
        {
            return Err(SchemaError::new(
                Provider::OpenAi,
                child(path, "additionalProperties"),
                "an object with both declared properties and free keys (a flattened map) \
                 cannot be closed",
            ));
        }
        let required: Vec<&str> = source
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let props = out
            .entry("properties")
            .or_insert_with(|| Value::Object(Map::new()));
        let mut all = Vec::new();
        if let Value::Object(props) = props {
            for (name, prop) in props.iter_mut() {
                if !required.contains(&name.as_str()) {
                    nullable(prop);
                }
                all.push(Value::String(name.clone()));
            }
        }
        out.insert("type".into(), json!("object"));
        out.insert("required".into(), Value::Array(all));
        out.insert("additionalProperties".into(), Value::Bool(false));
        Ok(())
    }

    /// A map: an array of `{"key", "value"}` entries, each key once.
    fn map(
        &self,
        key: Value,
        value: Value,
        path: &str,
        mut out: Map<String, Value>,
        notes: Vec<String>,
    ) -> Result<Value, SchemaError> {
        let key = self.convert(&key, &child(path, "propertyNames"))?;
        let value = self.convert(&value, &child(path, "additionalProperties"))?;
        for (k, v) in walk::map_entries(key, value) {
            if k == "description" {
                if let Value::String(text) = v {
                    describe(&mut out, &text);
                }
            } else {
                out.insert(k, v);
            }
        }
        for note in notes {
            describe(&mut out, &note);
        }
        Ok(Value::Object(out))
    }
}

/// `{"type": "T"}` → `["T", "null"]` (with `null` among its `enum` values); a reference or
/// union → `anyOf` with `{"type": "null"}`. Already nullable: unchanged.
fn nullable(schema: &mut Value) {
    let Value::Object(map) = schema else {
        return;
    };
    let null = Value::String("null".into());
    match map.get_mut("type") {
        Some(Value::String(t)) if t != "null" => {
            let t = std::mem::take(t);
            map.insert("type".into(), json!([t, "null"]));
            if let Some(Value::Array(values)) = map.get_mut("enum")
                && !values.contains(&Value::Null)
            {
                values.push(Value::Null);
            }
        }
        Some(Value::Array(types)) => {
            if !types.contains(&null) {
                types.push(null);
                if let Some(Value::Array(values)) = map.get_mut("enum")
                    && !values.contains(&Value::Null)
                {
                    values.push(Value::Null);
                }
            }
        }
        Some(_) => {}
        None => {
            if let Some(Value::Array(list)) = map.get_mut("anyOf") {
                if !list.iter().any(|s| s.get("type") == Some(&null)) {
                    list.push(json!({"type": "null"}));
                }
            } else {
                let inner = std::mem::take(map);
                let mut wrapped = Map::new();
                if let Some(d) = inner.get("description") {
                    wrapped.insert("description".into(), d.clone());
                }
                let mut inner = inner;
                inner.shift_remove("description");
                wrapped.insert(
                    "anyOf".into(),
                    json!([Value::Object(inner), {"type": "null"}]),
                );
                *map = wrapped;
            }
        }
    }
}

fn is_object_type(schema: &Map<String, Value>) -> bool {
    match schema.get("type") {
        Some(Value::String(t)) => t == "object",
        Some(Value::Array(types)) => types.iter().any(|t| t == "object"),
        _ => false,
    }
}

fn any_value(path: &str) -> SchemaError {
    SchemaError::new(
        Provider::OpenAi,
        path,
        "a value of any type (`serde_json::Value`, `true`, `{}`) cannot be expressed in \
         strict mode, which needs a type for every value",
    )
}

/// Whether a `$ref` to `target` occurs anywhere in `defs`.
fn mentions(defs: &Map<String, Value>, target: &str) -> bool {
    defs.values().any(|d| mentions_value(d, target))
}

fn mentions_value(schema: &Value, target: &str) -> bool {
    match schema {
        Value::Object(map) => map
            .iter()
            .any(|(k, v)| (k == "$ref" && v.as_str() == Some(target)) || mentions_value(v, target)),
        Value::Array(list) => list.iter().any(|v| mentions_value(v, target)),
        _ => false,
    }
}

/// The documented size limits, counted on the strict schema.
fn check_limits(schema: &Value) -> Result<(), SchemaError> {
    let mut tally = Tally::default();
    tally.count(schema, "")?;
    let limit = |what: &str, count: usize, max: usize| -> Result<(), SchemaError> {
        if count > max {
            return Err(SchemaError::new(
                Provider::OpenAi,
                "",
                format!("{count} {what}, over strict mode's limit of {max}"),
            ));
        }
        Ok(())
    };
    limit("object properties", tally.properties, MAX_PROPERTIES)?;
    limit("enum values", tally.enum_values, MAX_ENUM_VALUES)?;
    limit(
        "characters of property names, definition names, enum and const values",
        tally.text,
        MAX_TEXT,
    )?;
    Depth { root: schema }.check(schema, "", 0, &mut Vec::new())
}

#[derive(Default)]
struct Tally {
    properties: usize,
    enum_values: usize,
    text: usize,
}

impl Tally {
    fn count(&mut self, schema: &Value, path: &str) -> Result<(), SchemaError> {
        let Value::Object(map) = schema else {
            return Ok(());
        };
        if let Some(Value::Object(props)) = map.get("properties") {
            self.properties += props.len();
            self.text += props.keys().map(String::len).sum::<usize>();
        }
        if let Some(Value::Object(defs)) = map.get("$defs") {
            self.text += defs.keys().map(String::len).sum::<usize>();
        }
        if let Some(Value::Array(values)) = map.get("enum") {
            let text: usize = values.iter().filter_map(Value::as_str).map(str::len).sum();
            self.enum_values += values.len();
            self.text += text;
            if values.len() > LARGE_ENUM && text > MAX_LARGE_ENUM_TEXT {
                return Err(SchemaError::new(
                    Provider::OpenAi,
                    path,
                    format!(
                        "an enum of {} values with {text} characters, over strict mode's \
                         limit of {MAX_LARGE_ENUM_TEXT} characters for an enum of over \
                         {LARGE_ENUM} values",
                        values.len()
                    ),
                ));
            }
        }
        let children = map
            .get("properties")
            .and_then(Value::as_object)
            .into_iter()
            .flat_map(|props| {
                props
                    .iter()
                    .map(|(k, v)| (child(&child(path, "properties"), k), v))
            })
            .chain(
                map.get("$defs")
                    .and_then(Value::as_object)
                    .into_iter()
                    .flat_map(|defs| {
                        defs.iter()
                            .map(|(k, v)| (child(&child(path, "$defs"), k), v))
                    }),
            )
            .chain(map.get("items").map(|v| (child(path, "items"), v)))
            .chain(
                map.get("anyOf")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .enumerate()
                    .map(|(n, v)| (child(&child(path, "anyOf"), &n.to_string()), v)),
            );
        for (at, schema) in children {
            self.count(schema, &at)?;
        }
        Ok(())
    }
}

/// Object nesting, counted along every path from the root with references followed (a
/// recursive reference ends the path: the model chooses how deep it goes).
struct Depth<'a> {
    root: &'a Value,
}

impl Depth<'_> {
    fn check(
        &self,
        schema: &Value,
        path: &str,
        depth: usize,
        open: &mut Vec<String>,
    ) -> Result<(), SchemaError> {
        let Value::Object(map) = schema else {
            return Ok(());
        };
        if let Some(reference) = map.get("$ref").and_then(Value::as_str) {
            if open.iter().any(|r| r == reference) {
                return Ok(());
            }
            let Some(target) = super::walk::resolve(self.root, reference) else {
                return Err(SchemaError::new(
                    Provider::OpenAi,
                    path,
                    format!("`$ref` to `{reference}`, which is not in the schema"),
                ));
            };
            open.push(reference.to_owned());
            let result = self.check(target, path, depth, open);
            open.pop();
            return result;
        }
        let depth = if map.contains_key("properties") {
            depth + 1
        } else {
            depth
        };
        if depth > MAX_DEPTH {
            return Err(SchemaError::new(
                Provider::OpenAi,
                path,
                format!("objects nested {depth} deep, over strict mode's limit of {MAX_DEPTH}"),
            ));
        }
        if let Some(Value::Object(props)) = map.get("properties") {
            for (name, prop) in props {
                self.check(prop, &child(&child(path, "properties"), name), depth, open)?;
            }
        }
        if let Some(items) = map.get("items") {
            self.check(items, &child(path, "items"), depth, open)?;
        }
        if let Some(Value::Array(list)) = map.get("anyOf") {
            for (n, branch) in list.iter().enumerate() {
                self.check(
                    branch,
                    &child(&child(path, "anyOf"), &n.to_string()),
                    depth,
                    open,
                )?;
            }
        }
        Ok(())
    }
}
