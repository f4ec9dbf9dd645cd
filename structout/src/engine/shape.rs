//! Schema → [`Shape`]: a JSON Schema compiled once into a compact graph that coercion walks.
//!
//! `$ref`s become edges (so recursive types are finite graphs), type arrays and `nullable`
//! become unions, `allOf` of objects is merged, and every keyword that decides between
//! candidates (`enum`, `const`, `pattern`, `minItems`, `maxItems`, `required`,
//! `additionalProperties`) is kept. Keywords that only describe (titles, descriptions,
//! formats) are dropped.

use serde_json::{Map, Value};
use std::collections::HashMap;

/// An index into [`Shape::nodes`].
pub(crate) type Id = usize;

/// A compiled schema.
#[derive(Debug)]
pub(crate) struct Shape {
    pub nodes: Vec<S>,
    pub root: Id,
}

/// One schema node.
#[derive(Debug)]
pub(crate) enum S {
    /// Any JSON value (`true`, `{}`).
    Any,
    /// No value (`false`).
    Never,
    Null,
    Bool,
    Integer,
    Number,
    String {
        pattern: Option<regex_lite::Regex>,
        format: Option<StringFormat>,
    },
    /// One of these values (`enum`, or `const` as a one-element list).
    Enum(Vec<Value>),
    Array {
        items: Id,
        prefix: Vec<Id>,
        min: usize,
        max: Option<usize>,
    },
    Object(Object),
    Union(Union),
    /// A `$ref` whose target is still being compiled; resolved before use.
    Ref(Id),
}

#[derive(Debug)]
pub(crate) struct Object {
    pub props: Vec<Prop>,
    /// Schema of keys not in `props`; `None` when they are dropped (`additionalProperties:
    /// false`, or any object with declared properties — extra keys are ignored).
    pub additional: Option<Id>,
    pub patterns: Vec<(regex_lite::Regex, Id)>,
    /// The type's name (`title` or `$defs` key), a possible wrapper key.
    pub name: Option<String>,
    pub closed: bool,
}

#[derive(Debug)]
pub(crate) struct Prop {
    pub name: String,
    pub schema: Id,
    pub required: bool,
    pub default: Option<Value>,
}

#[derive(Debug)]
pub(crate) struct Union {
    pub variants: Vec<Id>,
    /// The property whose constant value tells the variants apart, when there is one.
    pub tag: Option<String>,
}

/// Why a schema cannot be used.
#[derive(Debug, Clone)]
pub(crate) struct SchemaError {
    pub path: String,
    pub message: String,
}

const MAX_SCHEMA_DEPTH: usize = 256;

impl Shape {
    /// Compiles `schema`.
    pub(crate) fn compile(schema: &Value) -> Result<Shape, SchemaError> {
        let mut compiler = Compiler {
            root: schema,
            nodes: Vec::new(),
            refs: HashMap::new(),
        };
        let root = compiler.compile(schema, "", 0, None)?;
        let mut shape = Shape {
            nodes: compiler.nodes,
            root,
        };
        // Resolve chains of refs so that coercion never sees `Ref`.
        for id in 0..shape.nodes.len() {
            if let S::Ref(_) = shape.nodes[id] {
                let target = shape.resolve(id);
                if target == id {
                    shape.nodes[id] = S::Any;
                }
            }
        }
        Ok(shape)
    }

    /// The shape of the schema `true`: any JSON value.
    pub(crate) fn any() -> Shape {
        Shape {
            nodes: vec![S::Any],
            root: 0,
        }
    }

    /// Follows `Ref` nodes to the node they name.
    pub(crate) fn resolve(&self, mut id: Id) -> Id {
        for _ in 0..64 {
            match self.nodes[id] {
                S::Ref(target) if target != id => id = target,
                _ => return id,
            }
        }
        id
    }

    pub(crate) fn node(&self, id: Id) -> &S {
        &self.nodes[self.resolve(id)]
    }

    /// Whether `null` is a valid value here.
    pub(crate) fn allows_null(&self, id: Id) -> bool {
        self.allows_null_depth(id, 0)
    }

    fn allows_null_depth(&self, id: Id, depth: usize) -> bool {
        if depth > 16 {
            return false;
        }
        match self.node(id) {
            S::Any | S::Null => true,
            S::Enum(values) => values.contains(&Value::Null),
            S::Union(u) => u
                .variants
                .iter()
                .any(|&v| self.allows_null_depth(v, depth + 1)),
            _ => false,
        }
    }

    /// A short description of what is expected at `id`, for error messages.
    pub(crate) fn describe(&self, id: Id) -> String {
        self.describe_depth(id, 0)
    }

    fn describe_depth(&self, id: Id, depth: usize) -> String {
        match self.node(id) {
            S::Any => "any JSON value".into(),
            S::Never => "nothing".into(),
            S::Null => "null".into(),
            S::Bool => "a boolean".into(),
            S::Integer => "an integer".into(),
            S::Number => "a number".into(),
            S::String {
                pattern: Some(p), ..
            } => format!("a string matching `{}`", p.as_str()),
            S::String {
                format: Some(f), ..
            } => format!("a string in {} format", f.name()),
            S::String { .. } => "a string".into(),
            S::Enum(values) => {
                let list: Vec<String> = values.iter().take(12).map(Value::to_string).collect();
                if values.len() == 1 {
                    list[0].clone()
                } else {
                    format!("one of {}", list.join(", "))
                }
            }
            S::Array { .. } => "an array".into(),
            S::Object(o) => match &o.name {
                Some(name) => format!("an object ({name})"),
                None => "an object".into(),
            },
            S::Union(u) if depth < 3 => {
                let parts: Vec<String> = u
                    .variants
                    .iter()
                    .take(6)
                    .map(|&v| self.describe_depth(v, depth + 1))
                    .collect();
                parts.join(" or ")
            }
            S::Union(_) | S::Ref(_) => "a value of the schema".into(),
        }
    }
}

struct Compiler<'a> {
    root: &'a Value,
    nodes: Vec<S>,
    refs: HashMap<String, Id>,
}

fn err(path: &str, message: impl Into<String>) -> SchemaError {
    SchemaError {
        path: if path.is_empty() {
            "#".into()
        } else {
            format!("#{path}")
        },
        message: message.into(),
    }
}

impl<'a> Compiler<'a> {
    fn push(&mut self, s: S) -> Id {
        self.nodes.push(s);
        self.nodes.len() - 1
    }

    fn compile(
        &mut self,
        schema: &Value,
        path: &str,
        depth: usize,
        name: Option<&str>,
    ) -> Result<Id, SchemaError> {
        if depth > MAX_SCHEMA_DEPTH {
            return Err(err(path, "the schema nests too deeply"));
        }
        let obj = match schema {
            Value::Bool(true) => return Ok(self.push(S::Any)),
            Value::Bool(false) => return Ok(self.push(S::Never)),
            Value::Object(obj) => obj,
            other => {
                return Err(err(
                    path,
                    format!("a schema must be an object or a boolean, not `{other}`"),
                ));
            }
        };
        if let Some(reference) = obj.get("$ref") {
            let Some(reference) = reference.as_str() else {
                return Err(err(path, "`$ref` must be a string"));
            };
            return self.reference(reference, path, depth);
        }
        let nullable = obj.get("nullable").and_then(Value::as_bool) == Some(true);
        let id = self.compile_inner(obj, path, depth, name)?;
        if nullable {
            let null = self.push(S::Null);
            return Ok(self.push(S::Union(Union {
                variants: vec![id, null],
                tag: None,
            })));
        }
        Ok(id)
    }

    fn reference(&mut self, reference: &str, path: &str, depth: usize) -> Result<Id, SchemaError> {
        if let Some(&id) = self.refs.get(reference) {
            return Ok(id);
        }
        let Some(pointer) = reference.strip_prefix('#') else {
            return Err(err(
                path,
                format!("only local references are supported, not `{reference}`"),
            ));
        };
        let decoded: String = pointer.replace("~1", "/").replace("~0", "~");
        let target = if pointer.is_empty() {
            Some(self.root)
        } else {
            self.root
                .pointer(&decoded)
                .or_else(|| self.root.pointer(pointer))
        };
        let Some(target) = target else {
            return Err(err(path, format!("`$ref` `{reference}` names nothing")));
        };
        let slot = self.push(S::Ref(usize::MAX));
        self.refs.insert(reference.to_owned(), slot);
        let name = pointer.rsplit('/').next().filter(|n| !n.is_empty());
        let id = self.compile(target, pointer, depth + 1, name)?;
        self.nodes[slot] = S::Ref(id);
        Ok(slot)
    }

    fn compile_inner(
        &mut self,
        obj: &Map<String, Value>,
        path: &str,
        depth: usize,
        name: Option<&str>,
    ) -> Result<Id, SchemaError> {
        if let Some(value) = obj.get("const") {
            return Ok(self.push(S::Enum(vec![value.clone()])));
        }
        if let Some(values) = obj.get("enum") {
            let Some(values) = values.as_array() else {
                return Err(err(path, "`enum` must be an array"));
            };
            return Ok(self.push(S::Enum(values.clone())));
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(list) = obj.get(key) {
                let Some(list) = list.as_array() else {
                    return Err(err(path, format!("`{key}` must be an array")));
                };
                let mut variants = Vec::with_capacity(list.len());
                for (n, sub) in list.iter().enumerate() {
                    variants.push(self.compile(
                        sub,
                        &format!("{path}/{key}/{n}"),
                        depth + 1,
                        None,
                    )?);
                }
                // Keywords beside anyOf (e.g. `type`, `properties`) are folded into each
                // variant by schemars-style generators already; ignore them here.
                let tag = obj
                    .get("discriminator")
                    .and_then(|d| d.get("propertyName"))
                    .and_then(Value::as_str)
                    .map(str::to_owned);
                let union = Union { variants, tag };
                let id = self.push(S::Union(union));
                self.detect_tag(id);
                return Ok(id);
            }
        }
        if let Some(list) = obj.get("allOf").and_then(Value::as_array) {
            if list.len() == 1 && !obj.contains_key("properties") {
                return self.compile(&list[0], &format!("{path}/allOf/0"), depth + 1, name);
            }
            // Merge objects: properties and required lists from every part.
            let mut merged = obj.clone();
            merged.remove("allOf");
            for sub in list {
                let sub = match sub.get("$ref").and_then(Value::as_str) {
                    Some(r) => r
                        .strip_prefix('#')
                        .and_then(|p| self.root.pointer(p))
                        .unwrap_or(sub),
                    None => sub,
                };
                if let Some(sub) = sub.as_object() {
                    merge_into(&mut merged, sub);
                }
            }
            return self.compile_inner(&merged, path, depth + 1, name);
        }
        let types: Vec<&str> = match obj.get("type") {
            None => Vec::new(),
            Some(Value::String(t)) => vec![t.as_str()],
            Some(Value::Array(list)) => list.iter().filter_map(Value::as_str).collect(),
            Some(other) => return Err(err(path, format!("`type` cannot be `{other}`"))),
        };
        let types = if types.is_empty() {
            // Infer from the keywords present.
            if obj.contains_key("properties")
                || obj.contains_key("additionalProperties")
                || obj.contains_key("required")
                || obj.contains_key("patternProperties")
            {
                vec!["object"]
            } else if obj.contains_key("items") || obj.contains_key("prefixItems") {
                vec!["array"]
            } else {
                return Ok(self.push(S::Any));
            }
        } else {
            types
        };
        let mut variants = Vec::with_capacity(types.len());
        for t in types {
            let s = match t {
                "null" => S::Null,
                "boolean" => S::Bool,
                "integer" => S::Integer,
                "number" => S::Number,
                "string" => S::String {
                    format: obj
                        .get("format")
                        .and_then(Value::as_str)
                        .and_then(StringFormat::from_name),
                    pattern: match obj.get("pattern").and_then(Value::as_str) {
                        Some(p) => Some(regex_lite::Regex::new(p).map_err(|e| {
                            err(
                                path,
                                format!("`pattern` is not a valid regular expression: {e}"),
                            )
                        })?),
                        None => None,
                    },
                },
                "array" => self.array(obj, path, depth)?,
                "object" => self.object(obj, path, depth, name)?,
                other => return Err(err(path, format!("unknown type `{other}`"))),
            };
            variants.push(self.push(s));
        }
        if variants.len() == 1 {
            return Ok(variants[0]);
        }
        Ok(self.push(S::Union(Union {
            variants,
            tag: None,
        })))
    }

    fn array(
        &mut self,
        obj: &Map<String, Value>,
        path: &str,
        depth: usize,
    ) -> Result<S, SchemaError> {
        let mut prefix = Vec::new();
        if let Some(list) = obj.get("prefixItems").and_then(Value::as_array) {
            for (n, sub) in list.iter().enumerate() {
                prefix.push(self.compile(
                    sub,
                    &format!("{path}/prefixItems/{n}"),
                    depth + 1,
                    None,
                )?);
            }
        }
        let items = match obj.get("items") {
            None => self.push(S::Any),
            // Draft 4-7 tuple form.
            Some(Value::Array(list)) => {
                for (n, sub) in list.iter().enumerate() {
                    prefix.push(self.compile(
                        sub,
                        &format!("{path}/items/{n}"),
                        depth + 1,
                        None,
                    )?);
                }
                self.push(S::Never)
            }
            Some(sub) => self.compile(sub, &format!("{path}/items"), depth + 1, None)?,
        };
        let min = obj.get("minItems").and_then(Value::as_u64).unwrap_or(0) as usize;
        let max = obj
            .get("maxItems")
            .and_then(Value::as_u64)
            .map(|m| m as usize);
        Ok(S::Array {
            items,
            prefix,
            min,
            max,
        })
    }

    fn object(
        &mut self,
        obj: &Map<String, Value>,
        path: &str,
        depth: usize,
        name: Option<&str>,
    ) -> Result<S, SchemaError> {
        let required: Vec<&str> = obj
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let mut props = Vec::new();
        if let Some(properties) = obj.get("properties") {
            let Some(properties) = properties.as_object() else {
                return Err(err(path, "`properties` must be an object"));
            };
            for (key, sub) in properties {
                let schema =
                    self.compile(sub, &format!("{path}/properties/{key}"), depth + 1, None)?;
                props.push(Prop {
                    name: key.clone(),
                    schema,
                    required: required.contains(&key.as_str()),
                    default: sub.get("default").cloned(),
                });
            }
        }
        // Required keys without a property schema accept anything.
        for key in &required {
            if !props.iter().any(|p| p.name == *key) {
                let schema = self.push(S::Any);
                props.push(Prop {
                    name: (*key).to_owned(),
                    schema,
                    required: true,
                    default: None,
                });
            }
        }
        let mut patterns = Vec::new();
        if let Some(pp) = obj.get("patternProperties").and_then(Value::as_object) {
            for (pattern, sub) in pp {
                let re = regex_lite::Regex::new(pattern).map_err(|e| {
                    err(
                        path,
                        format!("`patternProperties` key is not a valid regular expression: {e}"),
                    )
                })?;
                let id =
                    self.compile(sub, &format!("{path}/patternProperties"), depth + 1, None)?;
                patterns.push((re, id));
            }
        }
        let (additional, closed) = match obj.get("additionalProperties") {
            Some(Value::Bool(false)) => (None, true),
            Some(Value::Bool(true)) => (Some(self.push(S::Any)), false),
            Some(sub @ Value::Object(_)) => (
                Some(self.compile(
                    sub,
                    &format!("{path}/additionalProperties"),
                    depth + 1,
                    None,
                )?),
                false,
            ),
            // Unspecified: a free-form object keeps its keys; a declared one ignores extras.
            _ if props.is_empty() && patterns.is_empty() => (Some(self.push(S::Any)), false),
            _ => (None, false),
        };
        let name = obj
            .get("title")
            .and_then(Value::as_str)
            .or(name)
            .map(str::to_owned);
        Ok(S::Object(Object {
            props,
            additional,
            patterns,
            name,
            closed,
        }))
    }

    /// Finds the property that holds a distinct constant in every object variant.
    fn detect_tag(&mut self, id: Id) {
        let S::Union(union) = &self.nodes[id] else {
            return;
        };
        if union.tag.is_some() || union.variants.len() < 2 {
            return;
        }
        let resolve = |mut i: Id, nodes: &Vec<S>| {
            for _ in 0..64 {
                match nodes[i] {
                    S::Ref(t) if t != usize::MAX && t != i => i = t,
                    _ => break,
                }
            }
            i
        };
        let mut candidate: Option<String> = None;
        let mut seen: Vec<&Value> = Vec::new();
        for &v in &union.variants {
            let S::Object(o) = &self.nodes[resolve(v, &self.nodes)] else {
                return;
            };
            let tag =
                o.props
                    .iter()
                    .find_map(|p| match &self.nodes[resolve(p.schema, &self.nodes)] {
                        S::Enum(values) if values.len() == 1 && values[0].is_string() => {
                            Some((p.name.clone(), &values[0]))
                        }
                        _ => None,
                    });
            let Some((name, value)) = tag else {
                return;
            };
            if candidate.get_or_insert_with(|| name.clone()) != &name || seen.contains(&value) {
                return;
            }
            seen.push(value);
        }
        if let S::Union(union) = &mut self.nodes[id] {
            union.tag = candidate;
        }
    }
}

/// Merges an `allOf` part into `target`: properties and `required` are combined, other
/// keywords are kept from the first part that has them.
fn merge_into(target: &mut Map<String, Value>, part: &Map<String, Value>) {
    for (key, value) in part {
        match (key.as_str(), target.get_mut(key)) {
            ("properties", Some(Value::Object(props))) => {
                if let Some(more) = value.as_object() {
                    for (k, v) in more {
                        props.entry(k.clone()).or_insert_with(|| v.clone());
                    }
                }
            }
            ("required", Some(Value::Array(list))) => {
                if let Some(more) = value.as_array() {
                    for v in more {
                        if !list.contains(v) {
                            list.push(v.clone());
                        }
                    }
                }
            }
            (_, Some(_)) => {}
            (_, None) => {
                target.insert(key.clone(), value.clone());
            }
        }
    }
}

/// String formats that are checked (others are only descriptive).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StringFormat {
    DateTime,
    Date,
    Time,
    Uuid,
    Email,
}

impl StringFormat {
    fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "date-time" => StringFormat::DateTime,
            "date" => StringFormat::Date,
            "time" => StringFormat::Time,
            "uuid" => StringFormat::Uuid,
            "email" => StringFormat::Email,
            _ => return None,
        })
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            StringFormat::DateTime => "date-time",
            StringFormat::Date => "date",
            StringFormat::Time => "time",
            StringFormat::Uuid => "uuid",
            StringFormat::Email => "email",
        }
    }

    /// Whether `s` is written in this format (RFC 3339 dates and times, leniently: seconds
    /// and offset may be left out).
    pub(crate) fn accepts(self, s: &str) -> bool {
        match self {
            StringFormat::Date => is_date(s),
            StringFormat::Time => is_time(s),
            StringFormat::DateTime => s
                .split_once(['T', 't', ' '])
                .is_some_and(|(d, t)| is_date(d) && is_time(t)),
            StringFormat::Uuid => {
                let groups: Vec<&str> = s.split('-').collect();
                groups.len() == 5
                    && groups
                        .iter()
                        .zip([8, 4, 4, 4, 12])
                        .all(|(g, n)| g.len() == n && g.bytes().all(|b| b.is_ascii_hexdigit()))
            }
            StringFormat::Email => s.split_once('@').is_some_and(|(user, host)| {
                !user.is_empty() && host.contains('.') && !s.contains(char::is_whitespace)
            }),
        }
    }
}

fn digits(s: &str, n: usize) -> bool {
    s.len() == n && s.bytes().all(|b| b.is_ascii_digit())
}

fn is_date(s: &str) -> bool {
    let parts: Vec<&str> = s.split('-').collect();
    parts.len() == 3
        && digits(parts[0], 4)
        && digits(parts[1], 2)
        && digits(parts[2], 2)
        && (1..=12).contains(&parts[1].parse::<u32>().unwrap_or(0))
        && (1..=31).contains(&parts[2].parse::<u32>().unwrap_or(0))
}

fn is_time(s: &str) -> bool {
    // Strip the offset.
    let body = s
        .strip_suffix(['Z', 'z'])
        .or_else(|| s.rfind(['+', '-']).filter(|&i| i >= 5).map(|i| &s[..i]))
        .unwrap_or(s);
    let (hms, frac) = body.split_once('.').unwrap_or((body, "0"));
    let parts: Vec<&str> = hms.split(':').collect();
    (parts.len() == 2 || parts.len() == 3)
        && parts.iter().all(|p| digits(p, 2))
        && parts[0].parse::<u32>().unwrap_or(99) < 24
        && parts[1].parse::<u32>().unwrap_or(99) < 60
        && !frac.is_empty()
        && frac.bytes().all(|b| b.is_ascii_digit())
}
