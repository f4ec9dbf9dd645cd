//! A JSON Schema as rules of the intermediate form: the JSON text of every value the schema
//! describes, with objects' properties in the schema's order.
//!
//! What is constrained: `type` (one or several), `const`, `enum`, `anyOf`, `oneOf` (read as
//! `anyOf`), `allOf` (object parts merged), `$ref` to `#` or to `$defs`/`definitions`
//! (recursion included), `properties` with `required` (optional properties may be left out,
//! the others keep their order), `additionalProperties` (maps; listed properties then extra
//! entries), `items`, `prefixItems`, `minItems`, `maxItems`, `minLength`, `maxLength`, the sign
//! of numbers (`minimum` or `exclusiveMinimum` at least 0), and the string `format`s `date`,
//! `time`, `partial-time`, `date-time`, `partial-date-time` and `uuid`. A `date` is ISO's
//! `YYYY-MM-DD` or a date as people write it that the converter reads one way
//! ([`written_date`]).
//!
//! What falls back to the looser rule (the converter checks it anyway): `pattern` and other
//! `format`s (any string), numeric bounds other than the sign, `multipleOf`, `uniqueItems`,
//! `not`, `if`/`then`/`else`, `patternProperties` (any object), and repeat counts above
//! [`MAX_COUNT`] (unbounded). An object with listed properties and no `additionalProperties`
//! schema takes only the listed ones, where the converter would drop extra keys.

use super::ir::{Class, Expr, Kind, RuleId, Rules, text_avoiding};
use crate::engine::find::calendar;
use crate::native::walk;
use crate::schema;
use serde_json::{Map, Value};
use std::collections::HashMap;

/// Repeat counts above this (`maxItems`, `maxLength`, ...) are left unbounded: GBNF engines
/// expand a bounded repeat into one rule per count.
pub(crate) const MAX_COUNT: u64 = 64;
/// How deep schemas may nest before the schema is refused.
const MAX_DEPTH: usize = 256;
/// Digits of an unsigned integer that always fits 64 bits (`u64::MAX` has 20), of one that
/// always fits 128 bits, of a number's integer part (serde_json writes up to 21 before it switches to an exponent), of its fraction and
/// of its exponent.
const INT_DIGITS: u32 = 19;
const INT128_DIGITS: u32 = 38;
const NUMBER_DIGITS: u32 = 21;
const FRACTION_DIGITS: u32 = 24;
const EXPONENT_DIGITS: u32 = 3;
/// Whitespace between two tokens: up to this many spaces or tabs, then up to
/// [`WS_LINES`] line breaks, each followed by up to [`WS_INDENT`] spaces or tabs (pretty JSON
/// nested 20 levels deep at two spaces). Bounded, so a model cannot emit whitespace forever.
const WS_SPACES: u32 = 4;
const WS_LINES: u32 = 2;
const WS_INDENT: u32 = 40;

/// Why a schema cannot be written as a grammar: where (a JSON pointer) and what.
#[derive(Debug, Clone)]
pub(crate) struct Problem {
    pub path: String,
    pub message: String,
}

/// What JSON strings may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Strings {
    /// Any JSON string.
    Json,
    /// JSON strings inside an agent's text format: no raw `<` or `&` (tags and entities are
    /// read in that text before the JSON) and no `final answer:` (read as the final answer
    /// wherever it is); `\u003c` and `\u0026` write them.
    ToolText,
    /// The Gemma formats' notation: a string is its text between two of this mark (a token
    /// of the model's vocabulary), with no `<` (nor escapes); object keys are bare where they
    /// are identifiers, marked strings otherwise; any other value is JSON.
    Marked(&'static str),
}

/// Builds rules from schemas; one builder may take several schemas (a tool set) and share
/// the rules they have in common.
pub(crate) struct Builder {
    pub rules: Rules,
    strings: Strings,
    /// The rule of each resolved reference, by the reference and the document it is in.
    refs: HashMap<(String, String), RuleId>,
    /// The rule of each object or array already built, by its schema and document.
    built: HashMap<(String, String), RuleId>,
    /// The rules of any JSON value and of any object, once asked for.
    any: Option<(RuleId, RuleId)>,
    /// The name of the document being built, for rules whose path names nothing.
    document: String,
    depth: usize,
}

/// One property of an object: its key, its schema, whether it must be there.
struct Member<'s> {
    key: &'s str,
    schema: &'s Value,
    required: bool,
}

impl Builder {
    /// A builder whose strings are `strings`.
    pub fn new(strings: Strings) -> Builder {
        Builder {
            rules: Rules::new(),
            strings,
            refs: HashMap::new(),
            built: HashMap::new(),
            any: None,
            document: "value".to_owned(),
            depth: 0,
        }
    }

    /// A rule for a whole document (a reply, a tool's arguments), named after `hint`: what
    /// `$ref: "#"` in it refers to.
    pub fn root(&mut self, schema: &Value, hint: &str) -> Result<RuleId, Problem> {
        let key = ("#".to_owned(), document_key("#", schema));
        if let Some(&id) = self.refs.get(&key) {
            return Ok(id);
        }
        let id = self.rules.declare(hint, Kind::Rule);
        self.refs.insert(key, id);
        self.document = self.rules.rules[id].name.clone();
        self.build_into(id, schema, schema, "")?;
        Ok(id)
    }

    /// Defines rule `id` as a value of `schema`: an object or array schema becomes the rule
    /// itself rather than a rule that names another.
    fn build_into(
        &mut self,
        id: RuleId,
        schema: &Value,
        root: &Value,
        path: &str,
    ) -> Result<(), Problem> {
        if let Value::Object(map) = schema {
            let plain = !["$ref", "const", "enum", "anyOf", "oneOf", "allOf"]
                .iter()
                .any(|k| map.contains_key(*k));
            match map.get("type").and_then(Value::as_str) {
                Some("object") if plain => {
                    self.object(map, root, path, Some(id))?;
                    return Ok(());
                }
                Some("array") if plain => {
                    self.array(map, root, path, Some(id))?;
                    return Ok(());
                }
                _ => {}
            }
        }
        let body = self.value(schema, root, path)?;
        self.rules.define(id, body);
        Ok(())
    }

    /// The JSON text of a value of `schema`, whose references resolve in `root`.
    pub fn value(&mut self, schema: &Value, root: &Value, path: &str) -> Result<Expr, Problem> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(problem(path, "the schema nests more than 256 levels deep"));
        }
        let out = self.value_inner(schema, root, path);
        self.depth -= 1;
        out
    }

    fn value_inner(&mut self, schema: &Value, root: &Value, path: &str) -> Result<Expr, Problem> {
        let map = match schema {
            Value::Bool(_) => return Ok(self.any()),
            Value::Object(map) => map,
            _ => return Err(problem(path, "a schema is a boolean or an object")),
        };
        if let Some(reference) = map.get("$ref") {
            return self.reference(reference, root, path);
        }
        if let Some(value) = map.get("const") {
            return Ok(self.literal(value));
        }
        if let Some(values) = map.get("enum") {
            let Value::Array(values) = values else {
                return Err(problem(&walk::child(path, "enum"), "`enum` is an array"));
            };
            return Ok(Expr::alt(values.iter().map(|v| self.literal(v))));
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(branches) = map.get(key) {
                return self.union(map, key, branches, root, path);
            }
        }
        if let Some(parts) = map.get("allOf") {
            let merged = merge_all(map, parts, root, &walk::child(path, "allOf"))?;
            return self.value(&merged, root, path);
        }
        match map.get("type") {
            Some(Value::String(t)) => self.typed(t, map, root, path),
            Some(Value::Array(types)) => {
                let mut alts = Vec::new();
                for t in types {
                    let Value::String(t) = t else {
                        return Err(problem(&walk::child(path, "type"), "a type is a string"));
                    };
                    alts.push(self.typed(t, map, root, path)?);
                }
                Ok(Expr::alt(alts))
            }
            Some(_) => Err(problem(
                &walk::child(path, "type"),
                "`type` is a string or an array of strings",
            )),
            None => match implied_type(map) {
                Some(t) => self.typed(t, map, root, path),
                None => Ok(self.any()),
            },
        }
    }

    /// A value of one JSON type, with the schema's other keywords.
    fn typed(
        &mut self,
        t: &str,
        map: &Map<String, Value>,
        root: &Value,
        path: &str,
    ) -> Result<Expr, Problem> {
        Ok(match t {
            "null" => Expr::lit("null"),
            "boolean" => Expr::alt([Expr::lit("true"), Expr::lit("false")]),
            "integer" => self.integer(map),
            "number" => self.number(non_negative(map)),
            "string" => self.string_of(map),
            "array" => self.array(map, root, path, None)?,
            "object" => self.object(map, root, path, None)?,
            other => {
                return Err(problem(
                    &walk::child(path, "type"),
                    format!("`{other}` is not a JSON type"),
                ));
            }
        })
    }

    /// `anyOf` or `oneOf`: one of the branches, each with the object keywords beside it.
    fn union(
        &mut self,
        map: &Map<String, Value>,
        key: &str,
        branches: &Value,
        root: &Value,
        path: &str,
    ) -> Result<Expr, Problem> {
        let path = walk::child(path, key);
        let Value::Array(branches) = branches else {
            return Err(problem(&path, format!("`{key}` is an array")));
        };
        let mut base = map.clone();
        base.shift_remove(key);
        let shared = base.contains_key("properties");
        let mut alts = Vec::new();
        for (n, branch) in branches.iter().enumerate() {
            let branch_path = walk::child(&path, &n.to_string());
            let alt = if shared {
                let merged = merge_all(&base, &Value::Array(vec![branch.clone()]), root, &path)?;
                self.value(&merged, root, &branch_path)?
            } else {
                self.value(branch, root, &branch_path)?
            };
            alts.push(alt);
        }
        if alts.is_empty() {
            return Err(problem(&path, format!("`{key}` has no branch")));
        }
        Ok(Expr::alt(alts))
    }

    /// The rule a `$ref` names, built once (recursion refers back to it).
    fn reference(&mut self, reference: &Value, root: &Value, path: &str) -> Result<Expr, Problem> {
        let path = walk::child(path, "$ref");
        let Value::String(reference) = reference else {
            return Err(problem(&path, "`$ref` is a string"));
        };
        let document = document_key(reference, root);
        let key = (reference.clone(), document);
        if let Some(&id) = self.refs.get(&key) {
            return Ok(Expr::Ref(id));
        }
        let Some(target) = walk::resolve(root, reference) else {
            return Err(problem(
                &path,
                format!("`{reference}` is not a reference to a part of this schema"),
            ));
        };
        let hint = reference
            .rsplit('/')
            .next()
            .filter(|name| !name.is_empty() && *name != "#")
            .unwrap_or("value");
        let id = self.rules.declare(hint, Kind::Rule);
        self.refs.insert(key, id);
        self.build_into(id, target, root, reference.trim_start_matches('#'))?;
        Ok(Expr::Ref(id))
    }

    /// `{` ws, the members, `}`: listed properties in order (optional ones may be left out),
    /// then extra entries when `additionalProperties` is a schema.
    fn object(
        &mut self,
        map: &Map<String, Value>,
        root: &Value,
        path: &str,
        into: Option<RuleId>,
    ) -> Result<Expr, Problem> {
        let key = (
            serde_json::to_string(map).unwrap_or_default(),
            document_key("#/$defs", root),
        );
        if let Some(&id) = self.built.get(&key) {
            return Ok(self.alias(into, id));
        }
        let properties = match map.get("properties") {
            Some(Value::Object(p)) => Some(p),
            Some(_) => {
                return Err(problem(
                    &walk::child(path, "properties"),
                    "`properties` is an object",
                ));
            }
            None => None,
        };
        let extra = match map.get("additionalProperties") {
            Some(Value::Bool(false)) => None,
            Some(schema @ Value::Object(_)) if !schema::is_any_value(schema) => Some(schema),
            // Absent or `true`: a map of anything when nothing is listed, else the listed only.
            _ if properties.is_none_or(Map::is_empty) && !map.contains_key("patternProperties") => {
                Some(&Value::Bool(true))
            }
            _ if map.contains_key("patternProperties") => {
                let any = self.any_object();
                return Ok(self.alias(into, any));
            }
            _ => None,
        };
        let required: Vec<&str> = match map.get("required") {
            Some(Value::Array(r)) => r.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        let members: Vec<Member> = properties
            .into_iter()
            .flatten()
            .map(|(key, schema)| Member {
                key,
                schema,
                required: required.contains(&key.as_str()),
            })
            .collect();
        let id = match into {
            Some(id) => id,
            None => {
                let hint = self.hint(path);
                self.rules.declare(&hint, Kind::Rule)
            }
        };
        self.built.insert(key, id);
        let mut values = Vec::with_capacity(members.len());
        for member in &members {
            let member_path = walk::child(&walk::child(path, "properties"), member.key);
            let value = self.value(member.schema, root, &member_path)?;
            let key = self.key(member.key);
            values.push(self.member(key, value));
        }
        let extra = match extra {
            Some(schema) => {
                let value = self.value(schema, root, &walk::child(path, "additionalProperties"))?;
                let key = self.string();
                Some(self.member(key, value))
            }
            None => None,
        };
        let name = self.rules.rules[id].name.clone();
        let optional: Vec<bool> = members.iter().map(|m| !m.required).collect();
        let comma = Expr::seq([Expr::lit(","), self.ws()]);
        let body = self.members(&name, &values, &optional, extra, &comma);
        let ws = self.ws();
        self.rules
            .define(id, Expr::seq([Expr::lit("{"), ws, body, Expr::lit("}")]));
        Ok(Expr::Ref(id))
    }

    /// A rule name for the schema at `path`: the last property or definition named in it,
    /// with the branch or item number after it (`shape-1`); the document's name when the path
    /// names nothing.
    fn hint(&self, path: &str) -> String {
        let mut named = self.document.clone();
        let mut number = None;
        for segment in path.split('/').filter(|s| !s.is_empty()) {
            if KEYWORDS.contains(&segment) {
                continue;
            }
            if segment.bytes().all(|b| b.is_ascii_digit()) {
                number = Some(segment);
            } else {
                named = segment.to_owned();
                number = None;
            }
        }
        match number {
            Some(n) => format!("{named}-{n}"),
            None => named,
        }
    }

    /// `Ref(id)`, after making `into` (when given) another name for it.
    fn alias(&mut self, into: Option<RuleId>, id: RuleId) -> Expr {
        match into {
            Some(into) if into != id => {
                self.rules.define(into, Expr::Ref(id));
                Expr::Ref(into)
            }
            _ => Expr::Ref(id),
        }
    }

    /// The exact text of `value` in the builder's notation.
    fn literal(&self, value: &Value) -> Expr {
        let Strings::Marked(mark) = self.strings else {
            return json_literal(value);
        };
        let list = |open: &'static str, items: Vec<Expr>, close: &'static str| {
            let mut parts = vec![Expr::lit(open)];
            for (i, item) in items.into_iter().enumerate() {
                if i > 0 {
                    parts.push(Expr::lit(","));
                }
                parts.push(item);
            }
            parts.push(Expr::lit(close));
            Expr::seq(parts)
        };
        match value {
            Value::String(s) => Expr::seq([
                Expr::Special(mark),
                Expr::lit(s.clone()),
                Expr::Special(mark),
            ]),
            Value::Array(items) => list("[", items.iter().map(|v| self.literal(v)).collect(), "]"),
            Value::Object(map) => list(
                "{",
                map.iter()
                    .map(|(k, v)| Expr::seq([self.key(k), Expr::lit(":"), self.literal(v)]))
                    .collect(),
                "}",
            ),
            other => json_literal(other),
        }
    }

    /// An object key in the builder's notation.
    fn key(&self, key: &str) -> Expr {
        match self.strings {
            Strings::Marked(_) if crate::format::is_identifier(key) => Expr::lit(key),
            _ => self.literal(&Value::String(key.to_owned())),
        }
    }

    /// `key` ws `:` ws value ws.
    fn member(&mut self, key: Expr, value: Expr) -> Expr {
        let ws = self.ws();
        Expr::seq([key, ws.clone(), Expr::lit(":"), ws.clone(), value, ws])
    }

    /// The members of an object, separated by `comma`: each listed one in order (an optional
    /// one may be missing), then any number of extra entries. One rule per position that an
    /// optional member follows, so that the grammar grows linearly, not with every subset.
    pub fn members(
        &mut self,
        name: &str,
        values: &[Expr],
        optional: &[bool],
        extra: Option<Expr>,
        comma: &Expr,
    ) -> Expr {
        let extras = |after_first: bool| -> Expr {
            match &extra {
                None => Expr::lit(""),
                Some(entry) => {
                    let more = Expr::seq([comma.clone(), entry.clone()]).repeat(0, None);
                    if after_first {
                        more
                    } else {
                        Expr::seq([entry.clone(), more]).optional()
                    }
                }
            }
        };
        // tail[i][seen]: the members from i on, when one has (seen) or has not been written.
        let n = values.len();
        let mut tail: Vec<[Expr; 2]> = vec![[extras(false), extras(true)]];
        for i in (0..n).rev() {
            let next = tail
                .last()
                .cloned()
                .unwrap_or_else(|| [Expr::lit(""), Expr::lit("")]);
            let mut here: [Expr; 2] = [Expr::lit(""), Expr::lit("")];
            for seen in [false, true] {
                let sep = if seen { comma.clone() } else { Expr::lit("") };
                let present = Expr::seq([sep, values[i].clone(), next[1].clone()]);
                here[usize::from(seen)] = if optional[i] {
                    Expr::alt([present, next[usize::from(seen)].clone()])
                } else {
                    present
                };
            }
            // A rule for a tail that is used twice (an optional member before it), to keep
            // the text linear in the number of members.
            if i > 0 && optional[i - 1] {
                for seen in [false, true] {
                    let body = std::mem::replace(&mut here[usize::from(seen)], Expr::lit(""));
                    here[usize::from(seen)] = if body.is_empty() {
                        body
                    } else {
                        let suffix = if seen { "more" } else { "from" };
                        Expr::Ref(
                            self.rules
                                .add(&format!("{name}-{suffix}-{i}"), Kind::Rule, body),
                        )
                    };
                }
            }
            tail.push(here);
        }
        tail.pop().map_or_else(|| Expr::lit(""), |[first, _]| first)
    }

    /// `[` ws, items, `]`: `prefixItems` in place, then `items` up to `maxItems`.
    fn array(
        &mut self,
        map: &Map<String, Value>,
        root: &Value,
        path: &str,
        into: Option<RuleId>,
    ) -> Result<Expr, Problem> {
        let key = (
            serde_json::to_string(map).unwrap_or_default(),
            document_key("#/$defs", root),
        );
        if let Some(&id) = self.built.get(&key) {
            return Ok(self.alias(into, id));
        }
        let id = match into {
            Some(id) => id,
            None => {
                let hint = self.hint(path);
                self.rules.declare(&hint, Kind::Rule)
            }
        };
        self.built.insert(key, id);
        let count = |k: &str| map.get(k).and_then(Value::as_u64);
        let mut min = count("minItems").unwrap_or(0);
        let mut max = count("maxItems");
        if max.is_some_and(|m| m > MAX_COUNT) {
            max = None;
        }
        if min > MAX_COUNT {
            min = 1;
        }
        let prefix: &[Value] = match map.get("prefixItems") {
            Some(Value::Array(p)) => p,
            _ => &[],
        };
        let mut firsts = Vec::with_capacity(prefix.len());
        for (n, item) in prefix.iter().enumerate() {
            let item_path = walk::child(&walk::child(path, "prefixItems"), &n.to_string());
            let value = self.value(item, root, &item_path)?;
            firsts.push(Expr::seq([value, self.ws()]));
        }
        // Draft 2020-12: without `items`, any value may follow the prefix (a tuple's
        // `maxItems` then rules them out).
        let rest = match map.get("items") {
            Some(Value::Bool(false)) => None,
            Some(items) => Some(self.value(items, root, &walk::child(path, "items"))?),
            None => Some(self.any()),
        };
        let rest = rest.map(|value| Expr::seq([value, self.ws()]));
        let body = self.items(&firsts, rest.as_ref(), min, max);
        let ws = self.ws();
        self.rules
            .define(id, Expr::seq([Expr::lit("["), ws, body, Expr::lit("]")]));
        Ok(Expr::Ref(id))
    }

    /// Comma-separated items: `firsts` in place (those past `min` optional, each only after
    /// the one before it), then `rest` items up to `max` in all.
    fn items(&mut self, firsts: &[Expr], rest: Option<&Expr>, min: u64, max: Option<u64>) -> Expr {
        let comma = Expr::seq([Expr::lit(","), self.ws()]);
        let k = firsts.len() as u64;
        let count = |n: u64| u32::try_from(n.min(MAX_COUNT)).unwrap_or(u32::MAX);
        let mut out = match rest {
            Some(item) if max.is_none_or(|m| m > k) => {
                let need = min.saturating_sub(k);
                let most = max.map(|m| m - k);
                let more = Expr::seq([comma.clone(), item.clone()]);
                if k > 0 {
                    more.repeat(count(need), most.map(count))
                } else {
                    // The first item has no comma before it.
                    let list = Expr::seq([
                        item.clone(),
                        more.repeat(count(need.saturating_sub(1)), most.map(|m| count(m - 1))),
                    ]);
                    if need == 0 { list.optional() } else { list }
                }
            }
            _ => Expr::lit(""),
        };
        for (n, first) in firsts.iter().enumerate().rev() {
            let n = n as u64;
            if max.is_some_and(|m| n >= m) {
                out = Expr::lit("");
                continue;
            }
            let sep = if n == 0 { Expr::lit("") } else { comma.clone() };
            let here = Expr::seq([sep, first.clone(), out]);
            out = if n < min { here } else { here.optional() };
        }
        out
    }

    /// An integer: `-` only when the schema allows negative values; as many digits as always
    /// fit the integer the converter reads it into (18 signed, 19 unsigned: a 64-bit value;
    /// 37 and 38 for 128-bit formats), so that a reply the grammar allows never holds a
    /// number the converter must refuse.
    fn integer(&mut self, map: &Map<String, Value>) -> Expr {
        let wide = map
            .get("format")
            .and_then(Value::as_str)
            .is_some_and(|f| f.ends_with("128"));
        let signed = !non_negative(map);
        let digits = if wide { INT128_DIGITS } else { INT_DIGITS } - u32::from(signed);
        let name = match (signed, wide) {
            (true, false) => "int",
            (false, false) => "uint",
            (true, true) => "int128",
            (false, true) => "uint128",
        };
        let id = self.rules.shared_token(name, |_| {
            let magnitude = Expr::alt([
                Expr::lit("0"),
                Expr::seq([
                    Expr::Class(Class::range('1', '9')),
                    digit().repeat(0, Some(digits - 1)),
                ]),
            ]);
            if signed {
                Expr::seq([Expr::lit("-").optional(), magnitude])
            } else {
                magnitude
            }
        });
        Expr::Ref(id)
    }

    /// A JSON number, without `-` when the schema allows no negative values.
    fn number(&mut self, unsigned: bool) -> Expr {
        let name = if unsigned { "unumber" } else { "number" };
        let id = self.rules.shared_token(name, |_| {
            let magnitude = Expr::seq([
                Expr::alt([
                    Expr::lit("0"),
                    Expr::seq([
                        Expr::Class(Class::range('1', '9')),
                        digit().repeat(0, Some(NUMBER_DIGITS - 1)),
                    ]),
                ]),
                Expr::seq([Expr::lit("."), digit().repeat(1, Some(FRACTION_DIGITS))]).optional(),
                Expr::seq([
                    Expr::Class(Class::any_of("eE")),
                    Expr::Class(Class::any_of("+-")).optional(),
                    digit().repeat(1, Some(EXPONENT_DIGITS)),
                ])
                .optional(),
            ]);
            if unsigned {
                magnitude
            } else {
                Expr::seq([Expr::lit("-").optional(), magnitude])
            }
        });
        Expr::Ref(id)
    }

    /// A string with the schema's `format` or length bounds; any string otherwise.
    fn string_of(&mut self, map: &Map<String, Value>) -> Expr {
        if let Some(format) = map.get("format").and_then(Value::as_str)
            && let Some(expr) = self.formatted(format)
        {
            return expr;
        }
        let count = |k: &str| {
            map.get(k)
                .and_then(Value::as_u64)
                .filter(|&n| n <= MAX_COUNT)
        };
        match (count("minLength"), count("maxLength")) {
            (None | Some(0), None) => self.string(),
            // Marked strings are not counted (the converter checks their length).
            _ if matches!(self.strings, Strings::Marked(_)) => self.string(),
            (min, max) => {
                let min = min.unwrap_or(0);
                let name = match max {
                    Some(max) => format!("string-{min}-{max}"),
                    None => format!("string-{min}"),
                };
                let strings = self.strings;
                let id = self.rules.shared_token(&name, |rules| {
                    let char = string_char(rules, strings);
                    let n = |v: u64| u32::try_from(v).unwrap_or(u32::MAX);
                    Expr::seq([
                        Expr::lit("\""),
                        Expr::Ref(char).repeat(n(min), max.map(n)),
                        Expr::lit("\""),
                    ])
                });
                Expr::Ref(id)
            }
        }
    }

    /// Any JSON string.
    pub fn string(&mut self) -> Expr {
        let strings = self.strings;
        if let Strings::Marked(mark) = strings {
            let text = self.rules.shared_token("marked-text", |_| {
                Expr::Class(Class::none_of("<", &[])).repeat(1, None)
            });
            return Expr::seq([
                Expr::Special(mark),
                Expr::Ref(text).optional(),
                Expr::Special(mark),
            ]);
        }
        let name = match strings {
            Strings::Json => "string",
            _ => "tool-string",
        };
        let id = self.rules.shared_token(name, |rules| {
            let body = match strings {
                Strings::Json => Expr::Ref(string_char(rules, strings)).repeat(0, None),
                _ => {
                    let escape = tool_escape(rules);
                    let raw = json_raw(strings);
                    // `final answer:` written raw; an escape breaks the phrase like any
                    // other character that is not in it.
                    let avoiding = text_avoiding(&raw, &["final answer:"], true)
                        .unwrap_or_else(|| Expr::Class(raw.clone()).repeat(0, None));
                    let run = Expr::seq([avoiding, Expr::Ref(escape)]);
                    let tail = text_avoiding(&raw, &["final answer:"], true)
                        .unwrap_or_else(|| Expr::Class(raw).repeat(0, None));
                    Expr::seq([run.repeat(0, None), tail])
                }
            };
            Expr::seq([Expr::lit("\""), body, Expr::lit("\"")])
        });
        Expr::Ref(id)
    }

    /// A string in one of the formats the converter checks (RFC 3339 dates and times with
    /// seconds, UUIDs); `None` for other formats.
    fn formatted(&mut self, format: &str) -> Option<Expr> {
        let (name, body): (&str, fn() -> Expr) = match format {
            "date" => {
                let month = self.rules.shared_token("month-name", |_| month_name());
                return Some(self.quoted_token("date", || {
                    Expr::alt([date(), written_date(Expr::Ref(month))])
                }));
            }
            "time" => ("time", || Expr::seq([clock(), offset().optional()])),
            "partial-time" => ("partial-time", clock),
            "date-time" => ("date-time", || {
                Expr::seq([date(), Expr::lit("T"), clock(), offset()])
            }),
            "partial-date-time" => ("partial-date-time", || {
                Expr::seq([date(), Expr::lit("T"), clock()])
            }),
            "uuid" => ("uuid", uuid),
            _ => return None,
        };
        Some(self.quoted_token(name, body))
    }

    /// A string whose text is `body`, as one shared token: quoted, or between the marks of
    /// [`Strings::Marked`].
    fn quoted_token(&mut self, name: &str, body: impl FnOnce() -> Expr) -> Expr {
        let strings = self.strings;
        let id = self.rules.shared_token(name, |_| match strings {
            Strings::Marked(_) => body(),
            _ => Expr::seq([Expr::lit("\""), body(), Expr::lit("\"")]),
        });
        match strings {
            Strings::Marked(mark) => {
                Expr::seq([Expr::Special(mark), Expr::Ref(id), Expr::Special(mark)])
            }
            _ => Expr::Ref(id),
        }
    }

    /// Optional whitespace between two tokens.
    pub fn ws(&mut self) -> Expr {
        let id = self.rules.shared_token("ws", |_| {
            let spaces = |min, max| Expr::Class(Class::any_of(" \t")).repeat(min, Some(max));
            let line = Expr::seq([
                Expr::lit("\r").optional(),
                Expr::lit("\n"),
                spaces(0, WS_INDENT),
            ]);
            Expr::alt([
                Expr::seq([spaces(1, WS_SPACES), line.clone().repeat(0, Some(WS_LINES))]),
                line.repeat(1, Some(WS_LINES)),
            ])
        });
        Expr::Ref(id).optional()
    }

    /// Any JSON value.
    pub fn any(&mut self) -> Expr {
        Expr::Ref(self.any_rules().0)
    }

    /// Any JSON object.
    fn any_object(&mut self) -> RuleId {
        self.any_rules().1
    }

    /// The rules of any value and of any object, made on first use.
    fn any_rules(&mut self) -> (RuleId, RuleId) {
        if let Some(ids) = self.any {
            return ids;
        }
        let value = self.rules.declare("any-value", Kind::Rule);
        let object = self.rules.declare("any-object", Kind::Rule);
        self.any = Some((value, object));
        let ws = self.ws();
        let string = self.string();
        let number = self.number(false);
        let comma = Expr::seq([Expr::lit(","), ws.clone()]);
        let list = |one: Expr| {
            Expr::seq([one.clone(), Expr::seq([comma.clone(), one]).repeat(0, None)]).optional()
        };
        let item = Expr::seq([Expr::Ref(value), ws.clone()]);
        let entry = Expr::seq([
            string.clone(),
            ws.clone(),
            Expr::lit(":"),
            ws.clone(),
            Expr::Ref(value),
            ws.clone(),
        ]);
        let array = self.rules.add(
            "any-array",
            Kind::Rule,
            Expr::seq([Expr::lit("["), ws.clone(), list(item), Expr::lit("]")]),
        );
        self.rules.define(
            object,
            Expr::seq([Expr::lit("{"), ws, list(entry), Expr::lit("}")]),
        );
        self.rules.define(
            value,
            Expr::alt([
                Expr::Ref(object),
                Expr::Ref(array),
                string,
                number,
                Expr::lit("true"),
                Expr::lit("false"),
                Expr::lit("null"),
            ]),
        );
        (value, object)
    }
}

fn problem(path: &str, message: impl Into<String>) -> Problem {
    Problem {
        path: path.to_owned(),
        message: message.into(),
    }
}

/// The document a reference resolves in, as a key: the whole document for `#`, its
/// definitions for the rest (tools of one enum share them).
fn document_key(reference: &str, root: &Value) -> String {
    if reference == "#" {
        return serde_json::to_string(root).unwrap_or_default();
    }
    let defs: Vec<&Value> = ["$defs", "definitions"]
        .iter()
        .filter_map(|k| root.get(*k))
        .collect();
    serde_json::to_string(&defs).unwrap_or_default()
}

/// Path segments that are keywords, not names.
const KEYWORDS: [&str; 10] = [
    "properties",
    "items",
    "prefixItems",
    "additionalProperties",
    "$defs",
    "definitions",
    "anyOf",
    "oneOf",
    "allOf",
    "$ref",
];

/// The type that a schema without `type` has by its keywords.
fn implied_type(map: &Map<String, Value>) -> Option<&'static str> {
    let has = |keys: &[&str]| keys.iter().any(|k| map.contains_key(*k));
    if has(&[
        "properties",
        "additionalProperties",
        "required",
        "patternProperties",
    ]) {
        Some("object")
    } else if has(&["items", "prefixItems", "minItems", "maxItems"]) {
        Some("array")
    } else if has(&["minLength", "maxLength", "pattern", "format"]) {
        Some("string")
    } else if has(&[
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
    ]) {
        Some("number")
    } else {
        None
    }
}

/// Whether `minimum` or `exclusiveMinimum` rules out negative values.
fn non_negative(map: &Map<String, Value>) -> bool {
    ["minimum", "exclusiveMinimum"].iter().any(|k| {
        map.get(*k)
            .and_then(Value::as_f64)
            .is_some_and(|m| m >= 0.0)
    })
}

/// `allOf` parts merged into the schema beside them: properties appended in order, `required`
/// joined, other keywords taken from the first that has them. References are followed.
fn merge_all(
    base: &Map<String, Value>,
    parts: &Value,
    root: &Value,
    path: &str,
) -> Result<Value, Problem> {
    let Value::Array(parts) = parts else {
        return Err(problem(path, "`allOf` is an array"));
    };
    let mut out = base.clone();
    out.shift_remove("allOf");
    for part in parts {
        let mut part = part;
        let mut hops = 0;
        while let Some(Value::String(r)) = part.get("$ref") {
            hops += 1;
            part = walk::resolve(root, r)
                .filter(|_| hops < 32)
                .ok_or_else(|| {
                    problem(
                        path,
                        format!("`{r}` is not a reference to a part of this schema"),
                    )
                })?;
        }
        let Value::Object(part) = part else {
            continue;
        };
        for (key, value) in part {
            match (key.as_str(), out.get_mut(key), value) {
                ("properties", Some(Value::Object(mine)), Value::Object(theirs)) => {
                    for (k, v) in theirs {
                        mine.entry(k.clone()).or_insert_with(|| v.clone());
                    }
                }
                ("required", Some(Value::Array(mine)), Value::Array(theirs)) => {
                    for r in theirs {
                        if !mine.contains(r) {
                            mine.push(r.clone());
                        }
                    }
                }
                (_, Some(_), _) => {}
                (_, None, _) => {
                    out.insert(key.clone(), value.clone());
                }
            }
        }
    }
    Ok(Value::Object(out))
}

/// The exact JSON text of `value`.
pub(crate) fn json_literal(value: &Value) -> Expr {
    Expr::lit(serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned()))
}

fn digit() -> Expr {
    Expr::Class(Class::range('0', '9'))
}

/// The characters a JSON string holds as they are: not `"`, `\` or a control character (and,
/// in an agent's text, not `<` or `&`).
fn json_raw(strings: Strings) -> Class {
    let base = Class::none_of("\"\\", &[('\u{0}', '\u{1f}')]);
    match strings {
        Strings::Json => base,
        _ => base.without(&['<', '&']),
    }
}

/// An escape sequence in a JSON string.
fn escape(rules: &mut Rules) -> RuleId {
    rules.shared_token("escape", |_| {
        let hex = Expr::Class(Class {
            negated: false,
            ranges: vec![('0', '9'), ('a', 'f'), ('A', 'F')],
        });
        Expr::seq([
            Expr::lit("\\"),
            Expr::alt([
                Expr::Class(Class::any_of("\"\\/bfnrt")),
                Expr::seq([Expr::lit("u"), hex.repeat(4, Some(4))]),
            ]),
        ])
    })
}

/// An escape sequence in a JSON string inside an agent's text, except those whose last
/// character is `f` (`\f`, `\u002f`), which would start `final answer:` for the parser.
fn tool_escape(rules: &mut Rules) -> RuleId {
    rules.shared_token("tool-escape", |_| {
        let hex = |last: bool| {
            Expr::Class(Class {
                negated: false,
                ranges: if last {
                    vec![('0', '9'), ('a', 'e'), ('A', 'E')]
                } else {
                    vec![('0', '9'), ('a', 'f'), ('A', 'F')]
                },
            })
        };
        Expr::seq([
            Expr::lit("\\"),
            Expr::alt([
                Expr::Class(Class::any_of("\"\\/bnrt")),
                Expr::seq([Expr::lit("u"), hex(false).repeat(3, Some(3)), hex(true)]),
            ]),
        ])
    })
}

/// One character of a JSON string: as it is, or escaped.
fn string_char(rules: &mut Rules, strings: Strings) -> RuleId {
    let name = match strings {
        Strings::Json => "char",
        _ => "tool-char",
    };
    let escape = match strings {
        Strings::Json => escape(rules),
        _ => tool_escape(rules),
    };
    rules.shared_token(name, |_| {
        Expr::alt([Expr::Class(json_raw(strings)), Expr::Ref(escape)])
    })
}

fn two_digits(first: Class, second: Class) -> Expr {
    Expr::seq([Expr::Class(first), Expr::Class(second)])
}

/// `YYYY-MM-DD`, months 01 to 12, days 01 to 31.
fn date() -> Expr {
    let d = || Class::range('0', '9');
    Expr::seq([
        digit().repeat(4, Some(4)),
        Expr::lit("-"),
        Expr::alt([
            two_digits(Class::any_of("0"), Class::range('1', '9')),
            two_digits(Class::any_of("1"), Class::range('0', '2')),
        ]),
        Expr::lit("-"),
        Expr::alt([
            two_digits(Class::any_of("0"), Class::range('1', '9')),
            two_digits(Class::range('1', '2'), d()),
            two_digits(Class::any_of("3"), Class::range('0', '1')),
        ]),
    ])
}

/// A date as people write it, in the forms the converter reads one way
/// (`calendar::dates_in`): the month named, day first or month first (`31 May 2025`,
/// `4. März 2025`, `5 de marzo de 2026`, `4th of March 2025`, `March 4th, 2025`), day first
/// with dots (`31.05.2025`), and the Chinese, Japanese and Korean forms (`2025年4月3日`,
/// `2025년 12월 3일`). A model that copies a date from its source as the source writes it
/// is not forced to recast it into ISO digits, which a small model gets wrong (`31 May
/// 2025` begun as `31…` ends as `3155-05-25`); the converter writes it as ISO.
fn written_date(month: Expr) -> Expr {
    let one_to_nine = || Expr::Class(Class::range('1', '9'));
    let day = || {
        Expr::alt([
            Expr::seq([Expr::lit("0").optional(), one_to_nine()]),
            two_digits(Class::range('1', '2'), Class::range('0', '9')),
            two_digits(Class::any_of("3"), Class::range('0', '1')),
        ])
    };
    let month_number = || {
        Expr::alt([
            Expr::seq([Expr::lit("0").optional(), one_to_nine()]),
            two_digits(Class::any_of("1"), Class::range('0', '2')),
        ])
    };
    let year = || Expr::seq([one_to_nine(), digit().repeat(3, Some(3))]);
    let ordinal = || Expr::alt(["st", "nd", "rd", "th"].map(Expr::lit));
    let month = Expr::seq([month, Expr::lit(".").optional()]);
    let space = || Expr::lit(" ");
    Expr::alt([
        Expr::seq([
            day(),
            Expr::alt([ordinal(), Expr::lit(".")]).optional(),
            space(),
            Expr::alt([Expr::lit("de "), Expr::lit("of ")]).optional(),
            month.clone(),
            space(),
            Expr::lit("de ").optional(),
            year(),
        ]),
        Expr::seq([
            month,
            space(),
            day(),
            ordinal().optional(),
            Expr::lit(",").optional(),
            space(),
            year(),
        ]),
        Expr::seq([
            day(),
            Expr::lit("."),
            month_number(),
            Expr::lit("."),
            year(),
        ]),
        Expr::seq([
            year(),
            Expr::lit("年"),
            month_number(),
            Expr::lit("月"),
            day(),
            Expr::lit("日"),
        ]),
        Expr::seq([
            year(),
            Expr::lit("년"),
            space().optional(),
            month_number(),
            Expr::lit("월"),
            space().optional(),
            day(),
            Expr::lit("일"),
        ]),
    ])
}

/// The months' names the converter reads, lowercase or capitalized.
fn month_name() -> Expr {
    // Grouped by the first letter, which may be a capital: `[mM] ("ay" | "arch" | …)`.
    let mut groups: Vec<(char, Vec<Expr>)> = Vec::new();
    for name in calendar::month_names() {
        let mut chars = name.chars();
        let Some(first) = chars.next() else { continue };
        let rest = Expr::lit(chars.as_str());
        match groups.iter_mut().find(|(c, _)| *c == first) {
            Some((_, rests)) => rests.push(rest),
            None => groups.push((first, vec![rest])),
        }
    }
    Expr::alt(groups.into_iter().map(|(first, rests)| {
        let cases: String = std::iter::once(first).chain(first.to_uppercase()).collect();
        Expr::seq([Expr::Class(Class::any_of(&cases)), Expr::alt(rests)])
    }))
}

/// `hh:mm:ss` with an optional fraction.
fn clock() -> Expr {
    Expr::seq([
        hours(),
        Expr::lit(":"),
        two_digits(Class::range('0', '5'), Class::range('0', '9')),
        Expr::lit(":"),
        two_digits(Class::range('0', '5'), Class::range('0', '9')),
        Expr::seq([Expr::lit("."), digit().repeat(1, Some(9))]).optional(),
    ])
}

fn hours() -> Expr {
    Expr::alt([
        two_digits(Class::range('0', '1'), Class::range('0', '9')),
        two_digits(Class::any_of("2"), Class::range('0', '3')),
    ])
}

/// `Z` or `±hh:mm`.
fn offset() -> Expr {
    Expr::alt([
        Expr::lit("Z"),
        Expr::seq([
            Expr::Class(Class::any_of("+-")),
            hours(),
            Expr::lit(":"),
            two_digits(Class::range('0', '5'), Class::range('0', '9')),
        ]),
    ])
}

/// `8-4-4-4-12` hexadecimal digits.
fn uuid() -> Expr {
    let hex = |n: u32| {
        Expr::Class(Class {
            negated: false,
            ranges: vec![('0', '9'), ('a', 'f'), ('A', 'F')],
        })
        .repeat(n, Some(n))
    };
    Expr::seq([
        hex(8),
        Expr::lit("-"),
        hex(4),
        Expr::lit("-"),
        hex(4),
        Expr::lit("-"),
        hex(4),
        Expr::lit("-"),
        hex(12),
    ])
}
