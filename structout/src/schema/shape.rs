//! Schema → [`Shape`]: a JSON Schema compiled once into a compact graph that coercion walks.
//!
//! `$ref`s become edges (so recursive types are finite graphs), type arrays and `nullable`
//! become unions, `allOf` of objects is merged, and every keyword that decides between
//! candidates is kept: `enum`, `const`, `required`, `additionalProperties`, and the
//! assertions on values (`minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`,
//! `multipleOf`, integer formats, `minLength`, `maxLength`, `pattern`, string formats,
//! `minItems`, `maxItems`, `uniqueItems`). Keywords that only describe (titles,
//! descriptions, other formats) are dropped.

use serde_json::{Map, Number, Value};
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};

/// An index into [`Shape::nodes`].
pub(crate) type Id = usize;

/// A compiled schema.
#[derive(Debug)]
pub(crate) struct Shape {
    pub nodes: Vec<S>,
    pub root: Id,
    /// The bounds of `Integer` and `Number` nodes that have any, by node id. Kept beside the
    /// nodes so that a number node stays a plain tag that every stage can match on.
    /// Looked up for every number coerced: ordered by id, no hashing.
    pub numbers: BTreeMap<Id, NumberBounds>,
    /// The type name of every node that has one (`title`, else its `$defs` key), so that
    /// rules recorded by type name (`stream(done)`) find their nodes.
    pub names: HashMap<Id, String>,
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
        /// `minLength` and `maxLength`, in Unicode code points (as JSON Schema counts).
        min_len: usize,
        max_len: Option<usize>,
    },
    /// One of these values (`enum`, or `const` as a one-element list).
    Enum(Vec<Value>),
    Array {
        items: Id,
        prefix: Vec<Id>,
        min: usize,
        max: Option<usize>,
        /// `uniqueItems`: no two items equal as JSON values (numbers by value).
        unique: bool,
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
impl Object {
    /// Whether the object is a map (no property declared, free keys), which may be written
    /// as a list of `{"key": k, "value": v}` entries.
    pub(crate) fn is_map(&self) -> bool {
        self.props.is_empty() && (self.additional.is_some() || !self.patterns.is_empty())
    }
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
    /// `oneOf`: the value must fit exactly one variant.
    pub exclusive: bool,
}

/// Why a schema cannot be used.
#[derive(Debug, Clone)]
pub(crate) struct SchemaError {
    pub path: String,
    pub message: String,
}

const MAX_SCHEMA_DEPTH: usize = 256;

/// The keywords that bound a number; a schema with one of them and no `type` is a number.
const NUMBER_KEYWORDS: [&str; 5] = [
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
];

impl Shape {
    /// Compiles `schema`.
    pub(crate) fn compile(schema: &Value) -> Result<Shape, SchemaError> {
        let mut compiler = Compiler {
            root: schema,
            nodes: Vec::new(),
            refs: HashMap::new(),
            numbers: BTreeMap::new(),
            names: HashMap::new(),
        };
        let root = compiler.compile(schema, "", 0, None)?;
        let mut shape = Shape {
            nodes: compiler.nodes,
            root,
            numbers: compiler.numbers,
            names: compiler.names,
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
            numbers: BTreeMap::new(),
            names: HashMap::new(),
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

    #[inline]
    pub(crate) fn node(&self, id: Id) -> &S {
        &self.nodes[self.resolve(id)]
    }

    /// The bounds of the number node `id`, if it has any.
    #[inline]
    pub(crate) fn bounds(&self, id: Id) -> Option<&NumberBounds> {
        self.numbers.get(&self.resolve(id))
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
            S::Integer => describe_number("an integer", self.bounds(id)),
            S::Number => describe_number("a number", self.bounds(id)),
            S::String {
                pattern,
                format,
                min_len,
                max_len,
            } => {
                let mut out = format!("a string{}", count_words(*min_len, *max_len, "character"));
                if let Some(p) = pattern {
                    out.push_str(&format!(" matching `{}`", p.as_str()));
                } else if let Some(f) = format {
                    out.push_str(&format!(" in {} format", f.name()));
                }
                out
            }
            S::Enum(values) => {
                let list: Vec<String> = values.iter().take(12).map(Value::to_string).collect();
                if values.len() == 1 {
                    list[0].clone()
                } else {
                    format!("one of {}", list.join(", "))
                }
            }
            S::Array {
                min, max, unique, ..
            } => match (count_words(*min, *max, "item"), unique) {
                (count, false) => format!("an array{count}"),
                (count, true) if count.is_empty() => "an array of unique items".into(),
                (count, true) => format!("an array{}", count.replacen(" item", " unique item", 1)),
            },
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
    numbers: BTreeMap<Id, NumberBounds>,
    names: HashMap<Id, String>,
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
        if let Some(name) = obj.get("title").and_then(Value::as_str).or(name) {
            self.names.insert(id, name.to_owned());
        }
        if nullable {
            let null = self.push(S::Null);
            return Ok(self.push(S::Union(Union {
                variants: vec![id, null],
                tag: None,
                exclusive: false,
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
        let Some(target) = crate::schema::resolve(self.root, reference) else {
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
        if let Some(id) = self.listed(obj, path)? {
            return Ok(id);
        }
        if let Some(id) = self.union(obj, path, depth)? {
            return Ok(id);
        }
        if let Some(list) = obj.get("allOf").and_then(Value::as_array) {
            return self.all_of(obj, list, path, depth, name);
        }
        let Some(types) = types(obj, path)? else {
            return Ok(self.push(S::Any));
        };
        let mut variants = Vec::with_capacity(types.len());
        for t in types {
            variants.push(self.typed(obj, t, path, depth, name)?);
        }
        if variants.len() == 1 {
            return Ok(variants[0]);
        }
        Ok(self.push(S::Union(Union {
            variants,
            tag: None,
            exclusive: false,
        })))
    }

    /// `const` or `enum`: the listed values that the other keywords admit (a listed value
    /// they refuse is never an answer).
    fn listed(&mut self, obj: &Map<String, Value>, path: &str) -> Result<Option<Id>, SchemaError> {
        let values = match (obj.get("const"), obj.get("enum")) {
            (Some(value), _) => std::slice::from_ref(value),
            (None, Some(Value::Array(values))) => values.as_slice(),
            (None, Some(_)) => return Err(err(path, "`enum` must be an array")),
            (None, None) => return Ok(None),
        };
        let mut admitted = Vec::with_capacity(values.len());
        for value in values {
            if admits(obj, value, path)? {
                admitted.push(value.clone());
            }
        }
        Ok(Some(self.push(S::Enum(admitted))))
    }

    /// `anyOf` / `oneOf`, with the discriminator (declared, or detected from constant tags).
    fn union(
        &mut self,
        obj: &Map<String, Value>,
        path: &str,
        depth: usize,
    ) -> Result<Option<Id>, SchemaError> {
        for key in ["anyOf", "oneOf"] {
            let Some(list) = obj.get(key) else {
                continue;
            };
            let Some(list) = list.as_array() else {
                return Err(err(path, format!("`{key}` must be an array")));
            };
            let mut variants = Vec::with_capacity(list.len());
            for (n, sub) in list.iter().enumerate() {
                variants.push(self.compile(sub, &format!("{path}/{key}/{n}"), depth + 1, None)?);
            }
            // Keywords beside anyOf (e.g. `type`, `properties`) are folded into each variant
            // by schemars-style generators already; ignore them here.
            let tag = obj
                .get("discriminator")
                .and_then(|d| d.get("propertyName"))
                .and_then(Value::as_str)
                .map(str::to_owned);
            let id = self.push(S::Union(Union {
                variants,
                tag,
                exclusive: key == "oneOf",
            }));
            self.detect_tag(id);
            return Ok(Some(id));
        }
        Ok(None)
    }

    /// `allOf`: one schema is that schema; several objects are merged (properties and
    /// required lists from every part).
    fn all_of(
        &mut self,
        obj: &Map<String, Value>,
        list: &[Value],
        path: &str,
        depth: usize,
        name: Option<&str>,
    ) -> Result<Id, SchemaError> {
        if list.len() == 1 && !obj.contains_key("properties") {
            return self.compile(&list[0], &format!("{path}/allOf/0"), depth + 1, name);
        }
        let mut merged = obj.clone();
        merged.remove("allOf");
        for sub in list {
            if let Some(sub) = crate::schema::target(self.root, sub).as_object() {
                merge_into(&mut merged, sub);
            }
        }
        self.compile_inner(&merged, path, depth + 1, name)
    }

    /// One JSON type of the schema, with the keywords that bound it.
    fn typed(
        &mut self,
        obj: &Map<String, Value>,
        t: &str,
        path: &str,
        depth: usize,
        name: Option<&str>,
    ) -> Result<Id, SchemaError> {
        let (s, bounds) = match t {
            "null" => (S::Null, None),
            "boolean" => (S::Bool, None),
            "integer" => (S::Integer, number_bounds(obj, path, true)?),
            "number" => (S::Number, number_bounds(obj, path, false)?),
            "string" => {
                let (min_len, max_len) = string_lengths(obj, path)?;
                let s = S::String {
                    format: obj
                        .get("format")
                        .and_then(Value::as_str)
                        .and_then(StringFormat::from_name),
                    pattern: pattern(obj, path)?,
                    min_len,
                    max_len,
                };
                (s, None)
            }
            "array" => (self.array(obj, path, depth)?, None),
            "object" => (self.object(obj, path, depth, name)?, None),
            other => return Err(err(path, format!("unknown type `{other}`"))),
        };
        let id = self.push(s);
        if let Some(bounds) = bounds {
            self.numbers.insert(id, bounds);
        }
        Ok(id)
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
        let unique = obj.get("uniqueItems").and_then(Value::as_bool) == Some(true);
        Ok(S::Array {
            items,
            prefix,
            min,
            max,
            unique,
        })
    }

    fn object(
        &mut self,
        obj: &Map<String, Value>,
        path: &str,
        depth: usize,
        name: Option<&str>,
    ) -> Result<S, SchemaError> {
        let props = self.props(obj, path, depth)?;
        let patterns = self.pattern_props(obj, path, depth)?;
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

    /// The declared properties, in order, then the required keys with no property schema
    /// (which accept anything).
    fn props(
        &mut self,
        obj: &Map<String, Value>,
        path: &str,
        depth: usize,
    ) -> Result<Vec<Prop>, SchemaError> {
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
        Ok(props)
    }

    /// `patternProperties`: each key's regular expression and the schema its values take.
    fn pattern_props(
        &mut self,
        obj: &Map<String, Value>,
        path: &str,
        depth: usize,
    ) -> Result<Vec<(regex_lite::Regex, Id)>, SchemaError> {
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
        Ok(patterns)
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

/// The schema's JSON types: `type` as written, or inferred from the keywords present;
/// `None` when nothing says (any value).
fn types<'o>(obj: &'o Map<String, Value>, path: &str) -> Result<Option<Vec<&'o str>>, SchemaError> {
    let types: Vec<&str> = match obj.get("type") {
        None => Vec::new(),
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(list)) => list.iter().filter_map(Value::as_str).collect(),
        Some(other) => return Err(err(path, format!("`type` cannot be `{other}`"))),
    };
    if !types.is_empty() {
        return Ok(Some(types));
    }
    let has = |keys: &[&str]| keys.iter().any(|k| obj.contains_key(*k));
    Ok(
        if has(&[
            "properties",
            "additionalProperties",
            "required",
            "patternProperties",
        ]) {
            Some(vec!["object"])
        } else if has(&[
            "items",
            "prefixItems",
            "minItems",
            "maxItems",
            "uniqueItems",
        ]) {
            Some(vec!["array"])
        } else if has(&NUMBER_KEYWORDS) {
            Some(vec!["number"])
        } else if has(&["minLength", "maxLength", "pattern"]) {
            Some(vec!["string"])
        } else {
            None
        },
    )
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

/// The `pattern` of a string schema, compiled.
fn pattern(obj: &Map<String, Value>, path: &str) -> Result<Option<regex_lite::Regex>, SchemaError> {
    match obj.get("pattern").and_then(Value::as_str) {
        Some(p) => regex_lite::Regex::new(p).map(Some).map_err(|e| {
            err(
                path,
                format!("`pattern` is not a valid regular expression: {e}"),
            )
        }),
        None => Ok(None),
    }
}

/// A count keyword (`minLength`, `maxLength`): a non-negative integer (`2.0` is one).
fn count(obj: &Map<String, Value>, key: &str, path: &str) -> Result<Option<usize>, SchemaError> {
    let Some(value) = obj.get(key) else {
        return Ok(None);
    };
    let n = value.as_u64().or_else(|| {
        value
            .as_f64()
            .filter(|f| f.fract() == 0.0 && *f >= 0.0)
            .map(|f| f as u64)
    });
    match n {
        Some(n) => Ok(Some(usize::try_from(n).unwrap_or(usize::MAX))),
        None => Err(err(
            path,
            format!("`{key}` must be a non-negative integer, not `{value}`"),
        )),
    }
}

/// `minLength` and `maxLength`.
fn string_lengths(
    obj: &Map<String, Value>,
    path: &str,
) -> Result<(usize, Option<usize>), SchemaError> {
    Ok((
        count(obj, "minLength", path)?.unwrap_or(0),
        count(obj, "maxLength", path)?,
    ))
}

/// Whether `text` meets the string node's `pattern`, `format` and lengths (in code points;
/// counted only when there are bounds). Any other node sets no such rule.
#[inline]
pub(crate) fn text_fits(node: &S, text: &str) -> bool {
    let S::String {
        pattern,
        format,
        min_len,
        max_len,
    } = node
    else {
        return true;
    };
    pattern.as_ref().is_none_or(|re| re.is_match(text))
        && format.is_none_or(|f| f.accepts(text))
        && (*min_len == 0 && max_len.is_none()
            || length_fits(text.chars().count(), *min_len, *max_len))
}

/// Whether a string of `len` code points meets `minLength`/`maxLength`.
#[inline]
pub(crate) fn length_fits(len: usize, min: usize, max: Option<usize>) -> bool {
    len >= min && max.is_none_or(|m| len <= m)
}

/// Whether `value`, listed in `enum` or `const`, is admitted by the schema's other keywords:
/// `type` and the assertions on numbers and strings (structured values are checked for
/// their type only).
fn admits(obj: &Map<String, Value>, value: &Value, path: &str) -> Result<bool, SchemaError> {
    let types: Vec<&str> = match obj.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(list)) => list.iter().filter_map(Value::as_str).collect(),
        _ => vec![
            "null", "boolean", "integer", "number", "string", "array", "object",
        ],
    };
    let nullable = obj.get("nullable").and_then(Value::as_bool) == Some(true);
    Ok(match value {
        Value::Null => nullable || types.contains(&"null"),
        Value::Bool(_) => types.contains(&"boolean"),
        Value::Number(n) => {
            let integral = n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0);
            let as_integer = integral && types.contains(&"integer");
            let bounds = number_bounds(obj, path, as_integer)?;
            (as_integer || types.contains(&"number")) && bounds.as_ref().is_none_or(|b| b.admits(n))
        }
        Value::String(text) => {
            let (min, max) = string_lengths(obj, path)?;
            types.contains(&"string")
                && length_fits(text.chars().count(), min, max)
                && pattern(obj, path)?.is_none_or(|re| re.is_match(text))
                && obj
                    .get("format")
                    .and_then(Value::as_str)
                    .and_then(StringFormat::from_name)
                    .is_none_or(|f| f.accepts(text))
        }
        Value::Array(_) => types.contains(&"array"),
        Value::Object(_) => types.contains(&"object"),
    })
}

/// What a number must satisfy beyond its type.
#[derive(Debug, Clone, Default)]
pub(crate) struct NumberBounds {
    /// The tighter of `minimum` and `exclusiveMinimum`.
    pub lower: Option<Limit>,
    /// The tighter of `maximum` and `exclusiveMaximum`.
    pub upper: Option<Limit>,
    /// `multipleOf`, a positive number.
    pub multiple_of: Option<Number>,
    /// An integer `format` that schemars emits for a Rust integer type.
    pub format: Option<IntFormat>,
}

/// One end of a range.
#[derive(Debug, Clone)]
pub(crate) struct Limit {
    pub value: Number,
    pub exclusive: bool,
}

impl NumberBounds {
    /// Whether `n` is within every bound. Comparisons are exact across `i64`, `u64` and
    /// `f64` (`9007199254740993` is above `9007199254740992.0`); `multipleOf` divides the
    /// numbers as their shortest decimal text reads, as JSON Schema validators do.
    pub(crate) fn admits(&self, n: &Number) -> bool {
        let value = exact(n);
        if let Some(format) = self.format {
            let (low, high) = format.range();
            if compare(value, Exact::Int(low)).is_lt() || compare(value, Exact::Int(high)).is_gt() {
                return false;
            }
        }
        if let Some(limit) = &self.lower {
            let order = compare(value, exact(&limit.value));
            if order.is_lt() || (limit.exclusive && order.is_eq()) {
                return false;
            }
        }
        if let Some(limit) = &self.upper {
            let order = compare(value, exact(&limit.value));
            if order.is_gt() || (limit.exclusive && order.is_eq()) {
                return false;
            }
        }
        self.multiple_of.as_ref().is_none_or(|m| is_multiple(n, m))
    }
}

/// The bounds of a number schema (`integer`: with its integer `format`), or `None` if it has
/// none.
fn number_bounds(
    obj: &Map<String, Value>,
    path: &str,
    integer: bool,
) -> Result<Option<NumberBounds>, SchemaError> {
    let number = |key: &str| match obj.get(key) {
        None => Ok(None),
        Some(Value::Number(n)) => Ok(Some(n.clone())),
        Some(other) => Err(err(
            path,
            format!("`{key}` must be a number, not `{other}`"),
        )),
    };
    let inclusive = |value| Limit {
        value,
        exclusive: false,
    };
    let exclusive = |value| Limit {
        value,
        exclusive: true,
    };
    let mut bounds = NumberBounds::default();
    for (key, exclusive_key, lower) in [
        ("minimum", "exclusiveMinimum", true),
        ("maximum", "exclusiveMaximum", false),
    ] {
        let plain = number(key)?;
        // Draft 2020-12 writes the exclusive bound as a number; draft 4 as a flag on the
        // inclusive one.
        let limits = match obj.get(exclusive_key) {
            None | Some(Value::Bool(false)) => vec![plain.map(inclusive)],
            Some(Value::Bool(true)) => vec![plain.map(exclusive)],
            Some(Value::Number(n)) => vec![plain.map(inclusive), Some(exclusive(n.clone()))],
            Some(other) => {
                return Err(err(
                    path,
                    format!("`{exclusive_key}` must be a number or a boolean, not `{other}`"),
                ));
            }
        };
        let slot = if lower {
            &mut bounds.lower
        } else {
            &mut bounds.upper
        };
        for limit in limits.into_iter().flatten() {
            let tighter = match slot.as_ref() {
                None => true,
                Some(old) => {
                    let order = compare(exact(&limit.value), exact(&old.value));
                    let beyond = if lower { order.is_gt() } else { order.is_lt() };
                    beyond || (order.is_eq() && limit.exclusive)
                }
            };
            if tighter {
                *slot = Some(limit);
            }
        }
    }
    if let Some(m) = number("multipleOf")? {
        if m.as_f64().is_none_or(|f| f <= 0.0) {
            return Err(err(
                path,
                format!("`multipleOf` must be above 0, not `{m}`"),
            ));
        }
        bounds.multiple_of = Some(m);
    }
    if integer {
        bounds.format = obj
            .get("format")
            .and_then(Value::as_str)
            .and_then(IntFormat::from_name);
    }
    let any = bounds.lower.is_some()
        || bounds.upper.is_some()
        || bounds.multiple_of.is_some()
        || bounds.format.is_some();
    Ok(any.then_some(bounds))
}

/// `"an integer from 1 to 100"`, `"a number greater than 0 and at most 1"`, `"an integer that
/// fits in a 32-bit signed integer (int32)"`.
fn describe_number(noun: &str, bounds: Option<&NumberBounds>) -> String {
    let Some(bounds) = bounds else {
        return noun.to_owned();
    };
    // An explicit bound that the format implies anyway (schemars writes `minimum: 0` beside
    // `uint32`) is left out; the format is left out when both ends are tighter.
    let implied = |limit: &Limit, end: i128, lower: bool| {
        let order = compare(exact(&limit.value), Exact::Int(end));
        if lower { order.is_le() } else { order.is_ge() }
    };
    let range = bounds.format.map(IntFormat::range);
    let lower = bounds
        .lower
        .as_ref()
        .filter(|l| range.is_none_or(|(low, _)| !implied(l, low, true)));
    let upper = bounds
        .upper
        .as_ref()
        .filter(|l| range.is_none_or(|(_, high)| !implied(l, high, false)));
    let mut out = noun.to_owned();
    match (lower, upper) {
        (Some(l), Some(u)) if !l.exclusive && !u.exclusive => {
            out.push_str(&format!(" from {} to {}", l.value, u.value));
        }
        _ => {
            let mut parts = Vec::new();
            if let Some(l) = lower {
                parts.push(if l.exclusive {
                    format!("greater than {}", l.value)
                } else {
                    format!("of at least {}", l.value)
                });
            }
            if let Some(u) = upper {
                parts.push(match (u.exclusive, parts.is_empty()) {
                    (true, _) => format!("less than {}", u.value),
                    (false, true) => format!("of at most {}", u.value),
                    (false, false) => format!("at most {}", u.value),
                });
            }
            if !parts.is_empty() {
                out.push(' ');
                out.push_str(&parts.join(" and "));
            }
        }
    }
    let mut clauses = Vec::new();
    if let Some(m) = &bounds.multiple_of {
        clauses.push(format!("is a multiple of {m}"));
    }
    if let Some(format) = bounds.format
        && !(lower.is_some() && upper.is_some())
    {
        clauses.push(format!("fits in {} ({})", format.words(), format.name()));
    }
    if !clauses.is_empty() {
        out.push_str(" that ");
        out.push_str(&clauses.join(" and "));
    }
    out
}

/// `" of 2 to 5 items"`, `" of at most 20 characters"`, or nothing when there is no bound.
fn count_words(min: usize, max: Option<usize>, unit: &str) -> String {
    let units = |n: usize| {
        if n == 1 {
            unit.to_owned()
        } else {
            format!("{unit}s")
        }
    };
    match (min, max) {
        (0, None) => String::new(),
        (min, None) => format!(" of at least {min} {}", units(min)),
        (0, Some(max)) => format!(" of at most {max} {}", units(max)),
        (min, Some(max)) if min == max => format!(" of exactly {min} {}", units(min)),
        (min, Some(max)) => format!(" of {min} to {max} {}", units(max)),
    }
}

/// The integer formats schemars emits for Rust's integer types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum IntFormat {
    I8,
    I16,
    I32,
    I64,
    I128,
    Isize,
    U8,
    U16,
    U32,
    U64,
    U128,
    Usize,
}

impl IntFormat {
    fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "int8" => IntFormat::I8,
            "int16" => IntFormat::I16,
            "int32" => IntFormat::I32,
            "int64" => IntFormat::I64,
            "int128" => IntFormat::I128,
            "int" => IntFormat::Isize,
            "uint8" => IntFormat::U8,
            "uint16" => IntFormat::U16,
            "uint32" => IntFormat::U32,
            "uint64" => IntFormat::U64,
            "uint128" => IntFormat::U128,
            "uint" => IntFormat::Usize,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            IntFormat::I8 => "int8",
            IntFormat::I16 => "int16",
            IntFormat::I32 => "int32",
            IntFormat::I64 => "int64",
            IntFormat::I128 => "int128",
            IntFormat::Isize => "int",
            IntFormat::U8 => "uint8",
            IntFormat::U16 => "uint16",
            IntFormat::U32 => "uint32",
            IntFormat::U64 => "uint64",
            IntFormat::U128 => "uint128",
            IntFormat::Usize => "uint",
        }
    }

    /// The values of the Rust type, as `i128` (`u128::MAX` stands as `i128::MAX`: no JSON
    /// integer the engine reads is larger).
    fn range(self) -> (i128, i128) {
        match self {
            IntFormat::I8 => (i8::MIN.into(), i8::MAX.into()),
            IntFormat::I16 => (i16::MIN.into(), i16::MAX.into()),
            IntFormat::I32 => (i32::MIN.into(), i32::MAX.into()),
            IntFormat::I64 => (i64::MIN.into(), i64::MAX.into()),
            IntFormat::I128 => (i128::MIN, i128::MAX),
            IntFormat::Isize => (isize::MIN as i128, isize::MAX as i128),
            IntFormat::U8 => (0, u8::MAX.into()),
            IntFormat::U16 => (0, u16::MAX.into()),
            IntFormat::U32 => (0, u32::MAX.into()),
            IntFormat::U64 => (0, u64::MAX.into()),
            IntFormat::U128 => (0, i128::MAX),
            IntFormat::Usize => (0, usize::MAX as i128),
        }
    }

    /// `"a 32-bit signed integer"`.
    fn words(self) -> String {
        let (bits, signed) = match self {
            IntFormat::I8 => (8, true),
            IntFormat::I16 => (16, true),
            IntFormat::I32 => (32, true),
            IntFormat::I64 => (64, true),
            IntFormat::I128 => (128, true),
            IntFormat::Isize => (isize::BITS, true),
            IntFormat::U8 => (8, false),
            IntFormat::U16 => (16, false),
            IntFormat::U32 => (32, false),
            IntFormat::U64 => (64, false),
            IntFormat::U128 => (128, false),
            IntFormat::Usize => (usize::BITS, false),
        };
        let article = if bits == 8 { "an" } else { "a" };
        let sign = if signed { "signed" } else { "unsigned" };
        format!("{article} {bits}-bit {sign} integer")
    }
}

/// A JSON number as the value it holds.
#[derive(Debug, Clone, Copy)]
enum Exact {
    Int(i128),
    Float(f64),
}

fn exact(n: &Number) -> Exact {
    match (n.as_i64(), n.as_u64()) {
        (Some(i), _) => Exact::Int(i.into()),
        (None, Some(u)) => Exact::Int(u.into()),
        (None, None) => Exact::Float(n.as_f64().unwrap_or(f64::NAN)),
    }
}

/// Compares two numbers exactly.
fn compare(a: Exact, b: Exact) -> Ordering {
    match (a, b) {
        (Exact::Int(x), Exact::Int(y)) => x.cmp(&y),
        (Exact::Float(x), Exact::Float(y)) => x.partial_cmp(&y).unwrap_or(Ordering::Equal),
        (Exact::Int(x), Exact::Float(y)) => compare_int_float(x, y),
        (Exact::Float(x), Exact::Int(y)) => compare_int_float(y, x).reverse(),
    }
}

/// Rounding to `f64` keeps the order, so a strict difference after rounding is the answer;
/// when equal, the float is a whole number in range and compares exactly as an integer.
fn compare_int_float(i: i128, f: f64) -> Ordering {
    match (i as f64).partial_cmp(&f) {
        Some(Ordering::Equal) => i.cmp(&(f as i128)),
        Some(order) => order,
        None => Ordering::Equal,
    }
}

/// A number as the decimal its shortest text reads: `(mantissa, exponent)`, value
/// `mantissa × 10^exponent`; `0.1` is `(1, -1)`, not the binary fraction beside it.
fn decimal(n: &Number) -> Option<(u128, i32)> {
    let text = n.to_string();
    let text = text.strip_prefix('-').unwrap_or(&text);
    let (digits, exponent) = match text.split_once(['e', 'E']) {
        Some((d, e)) => (d, e.parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let mut mantissa: u128 = 0;
    for b in whole.bytes().chain(fraction.bytes()) {
        mantissa = mantissa
            .checked_mul(10)?
            .checked_add(u128::from(b.checked_sub(b'0').filter(|d| *d < 10)?))?;
    }
    let mut exponent = exponent.checked_sub(i32::try_from(fraction.len()).ok()?)?;
    while mantissa != 0 && mantissa.is_multiple_of(10) {
        mantissa /= 10;
        exponent += 1;
    }
    Some((mantissa, exponent))
}

/// Whether `value / divisor` is a whole number, in exact decimal arithmetic at any magnitude.
fn is_multiple(value: &Number, divisor: &Number) -> bool {
    let (Some((v, ve)), Some((d, de))) = (decimal(value), decimal(divisor)) else {
        return false;
    };
    if v == 0 {
        return true;
    }
    if d == 0 {
        return false;
    }
    // value / divisor = (v / d) × 10^shift.
    let shift = ve - de;
    if shift >= 0 {
        // Whole when d / gcd(v, d) divides 10^shift: it is 2^a × 5^b with a, b ≤ shift.
        let mut rest = d / gcd(v, d);
        let mut twos = 0;
        while rest.is_multiple_of(2) {
            rest /= 2;
            twos += 1;
        }
        let mut fives = 0;
        while rest.is_multiple_of(5) {
            rest /= 5;
            fives += 1;
        }
        rest == 1 && twos <= shift && fives <= shift
    } else {
        // Whole when d × 10^-shift divides v; a divisor past u128 is larger than v.
        10u128
            .checked_pow(shift.unsigned_abs())
            .and_then(|p| p.checked_mul(d))
            .is_some_and(|d| v % d == 0)
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// String formats that are checked (others are only descriptive).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StringFormat {
    DateTime,
    PartialDateTime,
    Date,
    Time,
    Uuid,
    Email,
}

impl StringFormat {
    fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "date-time" => StringFormat::DateTime,
            "partial-date-time" => StringFormat::PartialDateTime,
            "date" => StringFormat::Date,
            "time" | "partial-time" => StringFormat::Time,
            "uuid" => StringFormat::Uuid,
            "email" => StringFormat::Email,
            _ => return None,
        })
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            StringFormat::DateTime => "date-time",
            StringFormat::PartialDateTime => "partial-date-time",
            StringFormat::Date => "date",
            StringFormat::Time => "time",
            StringFormat::Uuid => "uuid",
            StringFormat::Email => "email",
        }
    }

    /// Whether `s` is written in this format (RFC 3339 dates and times; seconds may be left
    /// out). A `date-time` has a time zone offset (`Z`, `+02:00`), since without one it names
    /// no instant; a `partial-date-time` (schemars' `NaiveDateTime`) has none.
    pub(crate) fn accepts(self, s: &str) -> bool {
        match self {
            StringFormat::Date => is_date(s),
            StringFormat::Time => is_time(s),
            StringFormat::DateTime => s
                .split_once(['T', 't', ' '])
                .is_some_and(|(d, t)| is_date(d) && is_time(t) && has_offset(t)),
            StringFormat::PartialDateTime => s
                .split_once(['T', 't', ' '])
                .is_some_and(|(d, t)| is_date(d) && is_time(t) && !has_offset(t)),
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

/// Whether a time ends with an offset: `Z` or `±hh:mm`.
fn has_offset(t: &str) -> bool {
    t.ends_with(['Z', 'z'])
        || t.rfind(['+', '-'])
            .is_some_and(|i| i >= 5 && is_time(&format!("{}:00", &t[i + 1..])))
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
