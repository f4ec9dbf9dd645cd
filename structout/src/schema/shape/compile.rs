//! A raw JSON Schema compiled into the model: `$ref`s resolved, `allOf` merged, unions and
//! their tags found, bounds and formats read.

use super::*;

impl Shape {
    /// Compiles `schema`.
    pub(crate) fn compile(schema: &Value) -> Result<Shape, CompileError> {
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
            counts_lists: false,
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
        shape.counts_lists = shape.nodes.iter().any(|node| match node {
            S::Object(o) => o.props.iter().any(|count| {
                o.props.iter().any(|list| {
                    matches!(shape.node(list.schema), S::Array { .. })
                        && super::counts(&count.name, &list.name, o.props.len())
                })
            }),
            _ => false,
        });
        Ok(shape)
    }
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

pub(super) struct Compiler<'a> {
    root: &'a Value,
    nodes: Vec<S>,
    refs: HashMap<String, Id>,
    numbers: BTreeMap<Id, NumberBounds>,
    names: HashMap<Id, String>,
}

pub(super) fn err(path: &str, message: impl Into<String>) -> CompileError {
    CompileError {
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
    ) -> Result<Id, CompileError> {
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

    fn reference(&mut self, reference: &str, path: &str, depth: usize) -> Result<Id, CompileError> {
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
    ) -> Result<Id, CompileError> {
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
    fn listed(&mut self, obj: &Map<String, Value>, path: &str) -> Result<Option<Id>, CompileError> {
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
    ) -> Result<Option<Id>, CompileError> {
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
    ) -> Result<Id, CompileError> {
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
    ) -> Result<Id, CompileError> {
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
    ) -> Result<S, CompileError> {
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
    ) -> Result<S, CompileError> {
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
    ) -> Result<Vec<Prop>, CompileError> {
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
    ) -> Result<Vec<(regex_lite::Regex, Id)>, CompileError> {
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
fn types<'o>(
    obj: &'o Map<String, Value>,
    path: &str,
) -> Result<Option<Vec<&'o str>>, CompileError> {
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
fn pattern(
    obj: &Map<String, Value>,
    path: &str,
) -> Result<Option<regex_lite::Regex>, CompileError> {
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
fn count(obj: &Map<String, Value>, key: &str, path: &str) -> Result<Option<usize>, CompileError> {
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
) -> Result<(usize, Option<usize>), CompileError> {
    Ok((
        count(obj, "minLength", path)?.unwrap_or(0),
        count(obj, "maxLength", path)?,
    ))
}

/// Whether `value`, listed in `enum` or `const`, is admitted by the schema's other keywords:
/// `type` and the assertions on numbers and strings (structured values are checked for
/// their type only).
fn admits(obj: &Map<String, Value>, value: &Value, path: &str) -> Result<bool, CompileError> {
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
