//! Objects: properties, keys matched as models spell them, wrappers unwrapped, defaults,
//! maps and free keys, schema echoes.

use super::*;

/// Wrapper keys that are unwrapped when the inner value fits and the wrapper does not.
const WRAPPERS: [&str; 8] = [
    "result", "data", "response", "output", "answer", "value", "json", "content",
];

/// What every property of one object shares: whether the object holds data, the object
/// itself, and where it is.
struct Member<'n, 'p> {
    has_data: bool,
    object: &'n Node<'n>,
    path: Path<'p>,
}

/// A schema echo holding the answer: `{"type": "object", "properties": {values}, ...}`, the
/// values where the schema's property schemas stood. Not when the type itself has a
/// `properties` or `type` field, nor when any value under `properties` looks like a schema
/// (then the reply is the schema, and is refused).
fn schema_envelope<'n>(o: &Object, entries: &'n [(Text<'n>, Node<'n>)]) -> Option<&'n Node<'n>> {
    let field = |name: &str| entries.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let declared = o
        .props
        .iter()
        .any(|p| p.name == "properties" || p.name == "type");
    let is_object_type = matches!(field("type")?.kind, Kind::Str(ref t) if t == "object");
    let inner = field("properties")?;
    let Kind::Object(values) = &inner.kind else {
        return None;
    };
    (!declared && is_object_type && !values.iter().any(|(_, v)| looks_like_schema(v)))
        .then_some(inner)
}

/// An object with a JSON Schema keyword for a key (`type`, `properties`, `items`, `enum`,
/// `$ref`, `anyOf`, `oneOf`, `allOf`, `const`, `format`).
fn looks_like_schema(node: &Node) -> bool {
    const KEYWORDS: [&str; 10] = [
        "type",
        "properties",
        "items",
        "enum",
        "$ref",
        "anyOf",
        "oneOf",
        "allOf",
        "const",
        "format",
    ];
    matches!(&node.kind, Kind::Object(entries) if entries.iter().any(|(k, _)| KEYWORDS.contains(&&**k)))
}

/// The entries of a map written as a list of `{"key": k, "value": v}` objects, when `o` is a
/// map (free keys, none declared) and every item is exactly such an entry with a scalar key.
fn map_entries<'n>(o: &Object, list: &'n [Node<'n>]) -> Option<Vec<(Text<'n>, Node<'n>)>> {
    if !o.is_map() {
        return None;
    }
    list.iter()
        .map(|item| {
            let Kind::Object(fields) = &item.kind else {
                return None;
            };
            let [(k1, key), (k2, value)] = fields.as_slice() else {
                return None;
            };
            let (key, value) = match (&**k1, &**k2) {
                ("key", "value") => (key, value),
                ("value", "key") => (value, key),
                _ => return None,
            };
            let key = match &key.kind {
                Kind::Str(text) | Kind::Word(text) => text.clone(),
                Kind::Number(text) => text.clone(),
                _ => return None,
            };
            Some((key, value.clone()))
        })
        .collect()
}

impl Coercer<'_> {
    /// The same record written a second time, under a key the object does not declare, with
    /// other values (`{"city": "Oslo", "result": {"city": "Lima"}}`): the reply gives two
    /// answers, and dropping the key would choose one silently.
    fn nested_rival(
        &self,
        id: Id,
        o: &Object,
        entries: &[(Text<'_>, Node<'_>)],
        fit: &Fit,
        path: Path<'_>,
        hops: u32,
    ) -> Option<Miss> {
        if o.additional.is_some() || !o.patterns.is_empty() {
            return None;
        }
        entries.iter().find_map(|(key, value)| {
            let undeclared = !o.props.iter().any(|p| words::compare(key, &p.name).is_some());
            if !undeclared || !matches!(value.kind, Kind::Object(_)) {
                return None;
            }
            let other = self.coerce_hops(id, value, path.key(key), hops + 1).ok()?;
            (other.value != fit.value).then(|| Miss {
                kind: ErrorKind::Ambiguous,
                path: path.render(),
                depth: path.width(),
                expected: format!(
                    "one record; the reply writes it twice with different values (again under `{key}`)"
                ),
                found: show(value),
            })
        })
    }

    pub(super) fn unwrap_wrapper(
        &self,
        id: Id,
        object: Option<&Object>,
        entries: &[(Text, Node)],
        path: Path<'_>,
        hops: u32,
    ) -> Option<Fit> {
        let inner = self.wrapped(object, entries)?;
        self.coerce_hops(id, inner, path, hops + 1)
            .ok()
            .map(|fit| fit.with(RepairKind::WrapperUnwrapped, path))
    }

    /// The value inside a single-key wrapper object (`{"result": …}`, `{"Invoice": …}`, or,
    /// where a list is wanted, any one key holding a list), if `entries` is one.
    fn wrapped<'n>(
        &self,
        object: Option<&Object>,
        entries: &'n [(Text<'n>, Node<'n>)],
    ) -> Option<&'n Node<'n>> {
        let [(key, inner)] = entries else {
            return None;
        };
        if is_scalar(inner) && object.is_some() {
            return None;
        }
        // Where a list is wanted, any one key holding a list wraps it: `{"cities": [...]}`.
        let named = object.is_none() && matches!(inner.kind, Kind::Array(_))
            || WRAPPERS.iter().any(|w| words::compare(key, w).is_some())
            || object
                .and_then(|o| o.name.as_deref())
                .is_some_and(|name| words::compare(key, name).is_some());
        if !named {
            return None;
        }
        if let Some(o) = object
            && o.props
                .iter()
                .any(|p| words::compare(key, &p.name).is_some())
        {
            return None;
        }
        Some(inner)
    }

    pub(super) fn object(&self, id: Id, o: &Object, node: &Node, path: Path<'_>, hops: u32) -> Out {
        match &node.kind {
            Kind::Object(entries) => {
                let direct = self.members(id, o, entries, node, path);
                match direct {
                    Ok(fit) => match self.nested_rival(id, o, entries, &fit, path, hops) {
                        Some(miss) => Err(miss),
                        None => Ok(fit),
                    },
                    Err(miss) => {
                        let Some(inner) = self
                            .wrapped(Some(o), entries)
                            .or_else(|| schema_envelope(o, entries))
                        else {
                            return self.implied(o, node, path, hops).ok_or(miss);
                        };
                        match self.coerce_hops(id, inner, path, hops + 1) {
                            Ok(fit) => Ok(fit.with(RepairKind::WrapperUnwrapped, path)),
                            // `{"invoice": {...}}` failing deep inside: that is the real error.
                            Err(inner_miss) if deeper(&inner_miss, &miss) => Err(inner_miss),
                            Err(_) => self.implied(o, node, path, hops).ok_or(miss),
                        }
                    }
                }
            }
            Kind::Set(items) => {
                let mut entries = Vec::with_capacity(items.len());
                for item in items {
                    let (Kind::Str(key) | Kind::Word(key)) = &item.kind else {
                        return Err(self.miss(id, path, node));
                    };
                    entries.push((Text::Borrowed(&**key), Node::new(Kind::Null)));
                }
                let values = entries.iter().map(|(_, value)| value);
                let fit = self.detached(values, || self.members(id, o, &entries, node, path))?;
                Ok(Fit {
                    cost: fit.cost + cost::SET_AS_OBJECT,
                    ..fit
                })
            }
            // A map written as `[{"key": k, "value": v}, ...]` (OpenAI strict mode's form).
            Kind::Array(list) if let Some(entries) = map_entries(o, list) => {
                let values = entries.iter().map(|(_, value)| value);
                let fit = self.detached(values, || self.members(id, o, &entries, node, path))?;
                Ok(fit.with(RepairKind::MapFromEntries, path))
            }
            Kind::Array(list) if list.len() == 1 => {
                match self.coerce_hops(id, &list[0], path.index(0), hops + 1) {
                    Ok(fit) => Ok(fit.with(RepairKind::ArrayUnwrapped, path)),
                    Err(miss) => self.implied_at_root(o, node, path, hops).ok_or(miss),
                }
            }
            Kind::Array(list) => {
                if let Some(fit) = self.implied_at_root(o, node, path, hops) {
                    return Ok(fit);
                }
                let mut miss = self.miss(id, path, node);
                if list.len() > 1 {
                    miss.expected = format!("{} (one value, not a list)", miss.expected);
                }
                Err(miss)
            }
            _ => {
                if let Some(inner) = Self::decoded(node) {
                    let fit =
                        self.detached([&inner], || self.coerce_hops(id, &inner, path, hops + 1));
                    return Ok(fit?.with(RepairKind::JsonStringDecoded, path));
                }
                self.implied_at_root(o, node, path, hops)
                    .ok_or_else(|| self.miss(id, path, node))
            }
        }
    }

    /// [`Self::implied`], for the root only: deeper, a value in an object's place is that
    /// object's, not its field's.
    fn implied_at_root(&self, o: &Object, node: &Node, path: Path<'_>, hops: u32) -> Option<Fit> {
        path.is_root()
            .then(|| self.implied(o, node, path, hops))
            .flatten()
    }

    /// A value for an object of one field, given without the field: `1214` for
    /// `{"foo": integer}` (at the root only), or `{...}` for `{"selected": {...}}`.
    fn implied(&self, o: &Object, node: &Node, path: Path<'_>, hops: u32) -> Option<Fit> {
        let [prop] = o.props.as_slice() else {
            return None;
        };
        if matches!(self.shape.node(prop.schema), S::Any)
            || matches!(node.kind, Kind::Missing | Kind::Null)
            || node.cut
        {
            return None;
        }
        // The field is there but its value is wrong: do not read the object another way.
        if let Kind::Object(entries) = &node.kind
            && entries
                .iter()
                .any(|(k, _)| words::compare(k, &prop.name).is_some())
        {
            return None;
        }
        let inner_path = path.key(&prop.name);
        let fit = self
            .coerce_hops(prop.schema, node, inner_path, hops + 1)
            .ok()?;
        // An object read as a plain value had its one key taken for a wrapper: that key names
        // another field (`{"year": 1990}` is not `{"age": 1990}`).
        if matches!(node.kind, Kind::Object(_))
            && !matches!(fit.value, Value::Object(_) | Value::Array(_))
        {
            return None;
        }
        let mut map = Map::new();
        map.insert(prop.name.clone(), fit.value);
        Some(
            Fit {
                value: Value::Object(map),
                cost: fit.cost,
                repairs: fit.repairs,
            }
            .with(RepairKind::FieldImplied, path),
        )
    }

    /// Matches members to properties: each property takes its entry (or is absent, filled or
    /// refused), then each key no property claimed goes to the free keys or is dropped.
    pub(super) fn members(
        &self,
        id: Id,
        o: &Object,
        entries: &[(Text, Node)],
        node: &Node,
        path: Path<'_>,
    ) -> Out {
        self.not_a_schema_echo(id, o, entries, path)?;
        let mut fit = Fit::plain(Value::Null, 0);
        let mut claimed = vec![false; entries.len()];
        let assigned = self.assign_keys(o, entries, &mut claimed, path, &mut fit)?;
        // Constants are filled in only for an object that holds data: `{}` is no answer.
        let has_data = claimed.iter().any(|c| *c);
        let mut out = Map::with_capacity(o.props.len());
        for (prop, found) in o.props.iter().zip(assigned) {
            let value = found.map(|n| &entries[n].1);
            let member = Member {
                has_data,
                object: node,
                path,
            };
            self.property(prop, value, &member, &mut fit, &mut out)?;
        }
        self.some_key_claimed(id, o, entries, &claimed, path)?;
        for (n, (key, value)) in entries.iter().enumerate() {
            if !claimed[n] {
                if let Some(miss) = restated_otherwise(o, key, value, &out, path) {
                    return Err(miss);
                }
                self.free_key(o, key, value, path, &mut fit, &mut out)?;
            }
        }
        let members = || -> Vec<Counted> {
            out.iter()
                .map(|(k, v)| (k.as_str(), v.as_u64(), v.as_array().map(Vec::len)))
                .collect()
        };
        if self.shape.counts_lists
            && let Some((count, list)) = miscounted(&members())
        {
            return Err(Miss {
                kind: ErrorKind::Mismatch,
                path: path.render(),
                depth: path.width(),
                expected: format!("`{count}` equal to the number of items in `{list}`"),
                found: format!(
                    "a count of {} beside {} items",
                    out[count],
                    out[list].as_array().map_or(0, Vec::len)
                ),
            });
        }
        fit.value = Value::Object(out);
        Ok(fit)
    }

    /// An echo of the schema (`{"type": ..., "properties": ...}`) is not an answer, unless
    /// the type itself has such properties.
    fn not_a_schema_echo(
        &self,
        id: Id,
        o: &Object,
        entries: &[(Text, Node)],
        path: Path<'_>,
    ) -> Result<(), Miss> {
        if entries
            .iter()
            .any(|(k, _)| k == "properties" || k == "$schema")
            && entries.iter().any(|(k, _)| k == "type")
            && !o
                .props
                .iter()
                .any(|p| p.name == "properties" || p.name == "type")
        {
            return Err(Miss {
                kind: ErrorKind::Mismatch,
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: "the JSON Schema itself, not an answer".into(),
            });
        }
        Ok(())
    }

    /// One declared property and the entry it took, if any.
    fn property(
        &self,
        prop: &shape::Prop,
        value: Option<&Node>,
        member: &Member<'_, '_>,
        fit: &mut Fit,
        out: &mut Map<String, Value>,
    ) -> Result<(), Miss> {
        let prop_path = member.path.key(&prop.name);
        let Some(value) = self.usable(prop, value, prop_path, fit)? else {
            return self.absent(prop, member, fit, out);
        };
        match self.coerce_hops(prop.schema, value, prop_path, 0) {
            Ok(f) => {
                fit.cost += f.cost;
                fit.repairs.extend(f.repairs);
                out.insert(prop.name.clone(), f.value);
            }
            Err(_) if value.cut && !prop.required => {
                fit.add(RepairKind::CutOffDropped, prop_path);
            }
            Err(mut miss) => {
                if value.cut {
                    miss.kind = ErrorKind::Incomplete;
                }
                return Err(miss);
            }
        }
        Ok(())
    }

    /// The entry a property took, unless it stands for no value: an empty value, a cut-off
    /// scalar, `null` (or `None`, or a non-finite number) for an optional field that does
    /// not take null.
    fn usable<'n>(
        &self,
        prop: &shape::Prop,
        value: Option<&'n Node<'n>>,
        prop_path: Path<'_>,
        fit: &mut Fit,
    ) -> Result<Option<&'n Node<'n>>, Miss> {
        let Some(v) = value else {
            return Ok(None);
        };
        let dropped = if matches!(v.kind, Kind::Missing) && !v.cut {
            RepairKind::EmptyValueDropped
        } else if v.cut && is_scalar(v) {
            if prop.required {
                return Err(Miss {
                    kind: ErrorKind::Incomplete,
                    path: prop_path.render(),
                    depth: prop_path.width(),
                    expected: self.shape.describe(prop.schema),
                    found: format!("{} (cut off)", show(v)),
                });
            }
            RepairKind::CutOffDropped
        } else if matches!(v.kind, Kind::Null)
            && !prop.required
            && !self.shape.allows_null(prop.schema)
        {
            RepairKind::NullDropped
        } else if matches!(v.kind, Kind::NonFinite) && !self.shape.allows_null(prop.schema) {
            if prop.required {
                return Err(self.miss(prop.schema, prop_path, v));
            }
            RepairKind::NonFiniteToNull
        } else {
            return Ok(Some(v));
        };
        fit.add(dropped, prop_path);
        Ok(None)
    }

    /// A property with no value: a required constant filled in for an object that holds
    /// data, the declared default, or absent; a required one missing is refused.
    fn absent(
        &self,
        prop: &shape::Prop,
        member: &Member<'_, '_>,
        fit: &mut Fit,
        out: &mut Map<String, Value>,
    ) -> Result<(), Miss> {
        let prop_path = member.path.key(&prop.name);
        if prop.required {
            if let S::Enum(values) = self.shape.node(prop.schema)
                && values.len() == 1
                && member.has_data
            {
                out.insert(prop.name.clone(), values[0].clone());
                fit.add(RepairKind::TagFilled, prop_path);
                return Ok(());
            }
            return Err(Miss {
                kind: if member.object.cut {
                    ErrorKind::Incomplete
                } else {
                    ErrorKind::MissingField
                },
                path: member.path.render(),
                depth: member.path.width(),
                expected: prop.name.clone(),
                found: show(member.object),
            });
        }
        if let Some(default) = prop.default.as_ref().filter(|_| self.defaults) {
            out.insert(prop.name.clone(), default.clone());
            fit.add(RepairKind::DefaultFilled, prop_path);
        }
        Ok(())
    }

    /// An object none of whose keys is a property, or whose properties are all `null` beside
    /// keys that are not, is another object (an error, a message), not this one with those
    /// keys dropped; so is one that reports an error under a key it does not have
    /// ([`is_error_key`]), whatever its other fields hold.
    fn some_key_claimed(
        &self,
        id: Id,
        o: &Object,
        entries: &[(Text, Node)],
        claimed: &[bool],
        path: Path<'_>,
    ) -> Result<(), Miss> {
        // The object's only data is under keys the type does not have (`{"error": "not
        // found"}`, beside its fields all `null` too): it says something else, not that the
        // fields are empty.
        let data_claimed = entries
            .iter()
            .zip(claimed)
            .any(|((_, v), c)| *c && !matches!(v.kind, Kind::Null | Kind::Missing));
        let unclaimed = claimed.iter().any(|c| !c);
        if !entries.is_empty()
            && !o.props.is_empty()
            && (o.closed || o.additional.is_none())
            && o.patterns.is_empty()
            && !data_claimed
            && unclaimed
        {
            let keys: Vec<&str> = entries
                .iter()
                .zip(claimed)
                .filter(|(_, c)| !**c)
                .take(4)
                .map(|((k, _), _)| &**k)
                .collect();
            return Err(Miss {
                kind: ErrorKind::Mismatch,
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: format!(
                    "an object whose only data is under keys it does not have ({})",
                    keys.join(", ")
                ),
            });
        }
        // An object that reports an error under a key the type does not have (`{"count":
        // 0, "error": "the request failed"}`): its other fields are no data, whatever they
        // hold.
        if let Some((key, _)) = entries
            .iter()
            .zip(claimed)
            .find_map(|((k, v), c)| (!*c && is_error_key(k) && reports(v)).then_some((k, v)))
        {
            return Err(Miss {
                kind: ErrorKind::Mismatch,
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: format!("an object that reports an error (under `{key}`)"),
            });
        }
        Ok(())
    }

    /// A key no property claimed: a value of the free keys (a map's entry), or dropped
    /// (refused where the type denies unknown fields).
    #[allow(clippy::too_many_arguments)]
    fn free_key(
        &self,
        o: &Object,
        key: &str,
        value: &Node,
        path: Path<'_>,
        fit: &mut Fit,
        out: &mut Map<String, Value>,
    ) -> Result<(), Miss> {
        let key_path = path.key(key);
        let schema = o
            .patterns
            .iter()
            .find(|(re, _)| re.is_match(key))
            .map(|(_, s)| *s)
            .or(if o.closed { None } else { o.additional });
        let Some(schema) = schema else {
            if o.closed && self.deny_unknown || self.declared_keys_only {
                return Err(Miss {
                    kind: ErrorKind::Mismatch,
                    path: key_path.render(),
                    depth: key_path.width(),
                    expected: format!("no key `{key}`: {}", declared(o)),
                    found: show(value),
                });
            }
            // Its repairs count as if it were kept: dropping a key never makes a fit cheaper
            // than reading it (a union variant that drops it does not win on that alone).
            fit.add_cost(
                RepairKind::ExtraKeyDropped,
                key_path,
                cost::extra_key(fixes_within(value)),
            );
            return Ok(());
        };
        if matches!(value.kind, Kind::Missing) && !value.cut {
            fit.add(RepairKind::EmptyValueDropped, key_path);
            return Ok(());
        }
        if value.cut && is_scalar(value) {
            fit.add(RepairKind::CutOffDropped, key_path);
            return Ok(());
        }
        match self.coerce_hops(schema, value, key_path, 0) {
            Ok(f) => {
                fit.cost += f.cost;
                fit.repairs.extend(f.repairs);
                match out.get(key) {
                    // A map key written twice: with different values, ambiguous.
                    Some(earlier) if *earlier != f.value => {
                        return Err(Miss {
                            kind: ErrorKind::Ambiguous,
                            path: key_path.render(),
                            depth: key_path.width(),
                            expected: "one value for each key".into(),
                            found: format!("`{key}` written twice with different values"),
                        });
                    }
                    Some(_) => {
                        fit.add(RepairKind::DuplicateKeyDropped, key_path);
                    }
                    None => {
                        out.insert(key.to_owned(), f.value);
                    }
                }
            }
            Err(_) if value.cut => {
                fit.add(RepairKind::CutOffDropped, key_path);
            }
            Err(miss) => return Err(miss),
        }
        Ok(())
    }

    /// Which entry each property takes: its exact key first (for every property, before any
    /// loose match, so that `userName` is never claimed by `user_name`), then the closest
    /// spelling among the entries left. A key written twice with different values is
    /// ambiguous; with the same value, it is taken once and reported.
    fn assign_keys(
        &self,
        o: &Object,
        entries: &[(Text, Node)],
        claimed: &mut [bool],
        path: Path<'_>,
        fit: &mut Fit,
    ) -> Result<Vec<Option<usize>>, Miss> {
        let mut assigned: Vec<Option<usize>> = vec![None; o.props.len()];
        for (slot, prop) in assigned.iter_mut().zip(&o.props) {
            let mut same = (0..entries.len()).filter(|&n| entries[n].0 == prop.name);
            let Some(first) = same.next() else { continue };
            claimed[first] = true;
            *slot = Some(first);
            // A key written more than once (rare): every entry must agree.
            let more: Vec<usize> = same.collect();
            if let Some(&last) = more.last() {
                let all: Vec<usize> = std::iter::once(first).chain(more.iter().copied()).collect();
                self.one_value(entries, &all, path.key(&prop.name), fit)?;
                for &n in &more {
                    claimed[n] = true;
                }
                *slot = Some(last);
            }
        }
        for (slot, prop) in assigned.iter_mut().zip(&o.props) {
            if slot.is_some() {
                continue;
            }
            let mut best: Option<(Tier, Vec<usize>)> = None;
            for (n, (k, _)) in entries.iter().enumerate() {
                if claimed[n] {
                    continue;
                }
                let Some(tier) = words::compare(k, &prop.name) else {
                    continue;
                };
                match &mut best {
                    Some((t, list)) if *t == tier => list.push(n),
                    Some((t, _)) if *t < tier => {}
                    _ => best = Some((tier, vec![n])),
                }
            }
            if let Some((tier, list)) = best {
                let prop_path = path.key(&prop.name);
                self.one_value(entries, &list, prop_path, fit)?;
                for &n in &list {
                    claimed[n] = true;
                }
                fit.add_cost(RepairKind::KeyMatched, prop_path, cost::key(tier));
                *slot = list.last().copied();
            }
        }
        Ok(assigned)
    }
}

/// The keys an object declares, for an error about one it does not: `the object declares
/// only `a` and `b``.
fn declared(o: &Object) -> String {
    let names: Vec<String> = o.props.iter().map(|p| format!("`{}`", p.name)).collect();
    match names.as_slice() {
        [] => "the object declares no keys".to_owned(),
        [one] => format!("the object declares only {one}"),
        [rest @ .., last] => format!("the object declares only {} and {last}", rest.join(", ")),
    }
}

/// Keys that page through a longer list: a count beside them may count the whole, not the
/// page.
const PAGING: [&str; 10] = [
    "page",
    "pages",
    "offset",
    "limit",
    "cursor",
    "next",
    "has_more",
    "per_page",
    "page_size",
    "total_pages",
];

/// The most members of a record [`miscounted`] reads.
const MAX_COUNTED: usize = 64;

/// A member as [`miscounted`] reads it: its key, its value as a count (a whole number), its
/// length as a list.
pub(crate) type Counted<'k> = (&'k str, Option<u64>, Option<usize>);

/// A count that disagrees with the list it counts, in one record: `{"count": 3, "names":
/// ["Ivo", "Lea"]}` says two things. A count is a field that counts a list of its record
/// ([`shape::counts`]); a record that pages (`page`, `offset`, `next`, ...) may count more
/// than it holds. Returns the count's and the list's keys. The exact reading
/// ([`super::exact`]) sends such a record down the full path, where this refuses it.
pub(crate) fn miscounted<'k>(members: &[Counted<'k>]) -> Option<(&'k str, &'k str)> {
    // Records are compared key by key with their lists: past a record's size (its members
    // beyond a type's fields are free keys of a map) the work would grow as their square.
    if members.len() > MAX_COUNTED
        || members
            .iter()
            .any(|(k, _, _)| PAGING.contains(&k.to_ascii_lowercase().as_str()))
    {
        return None;
    }
    let lists: Vec<(&str, usize)> = members
        .iter()
        .filter_map(|&(k, _, len)| Some((k, len?)))
        .collect();
    members.iter().find_map(|&(key, count, _)| {
        let count = count?;
        let &(list, len) = lists
            .iter()
            .find(|(list, _)| shape::counts(key, list, members.len()))?;
        (count != len as u64).then_some((key, list))
    })
}

/// Whether a key no property claimed is words that end with a property's name, and states
/// that property another way than the record (`I set priority: low because …` read as a
/// line of `Priority: high` lines): a sentence about the field, which contradicts it.
fn restated_otherwise(
    o: &Object,
    key: &str,
    value: &Node,
    out: &Map<String, Value>,
    path: Path<'_>,
) -> Option<Miss> {
    let (_, last) = key.trim().rsplit_once(' ')?;
    let (Kind::Str(said) | Kind::Word(said)) = &value.kind else {
        return None;
    };
    let prop = o
        .props
        .iter()
        .find(|p| words::compare(last, &p.name).is_some())?;
    let Some(Value::String(written)) = out.get(&prop.name) else {
        return None;
    };
    let said = said.trim().to_lowercase();
    let written = written.trim().to_lowercase();
    let agrees = said
        .strip_prefix(written.as_str())
        .is_some_and(|rest| !rest.starts_with(char::is_alphanumeric));
    (!agrees).then(|| Miss {
        kind: ErrorKind::Ambiguous,
        path: path.render(),
        depth: path.width(),
        expected: format!(
            "one value for `{}`; the reply states it again as `{said}`",
            prop.name
        ),
        found: format!("`{key}: {said}`"),
    })
}

/// The words for an error that name an error an object reports, as a key's first part
/// (`error`, `errors`, `error_message`, `errorCode`, `erreur`, `Fehler`), lowercase.
const ERROR_KEYS: [&str; 16] = [
    "error",
    "errors",
    "err",
    "erreur",
    "fehler",
    "errore",
    "erro",
    "fout",
    "fel",
    "feil",
    "błąd",
    "chyba",
    "ошибка",
    "错误",
    "エラー",
    "오류",
];

/// Whether a key names an error an object reports ([`ERROR_KEYS`]), in any case.
fn is_error_key(key: &str) -> bool {
    let parts = crate::schema::shape::key_parts(key);
    parts
        .first()
        .is_some_and(|first| ERROR_KEYS.contains(&first.to_lowercase().as_str()))
}

/// Whether a value under an error's key reports one: a text other than a word that says
/// there is none (`none`, `null`, `N/A`, `ok`, `-`), a record or list that holds something,
/// a code; not `null`, `false`, `0`, `""`, `[]`, `{}`. (`no data`, `not found` report one.)
fn reports(value: &Node) -> bool {
    match &value.kind {
        Kind::Str(t) | Kind::Word(t) => {
            let t = t.trim().to_lowercase();
            !matches!(
                t.as_str(),
                "" | "none"
                    | "null"
                    | "nil"
                    | "n/a"
                    | "na"
                    | "no"
                    | "false"
                    | "0"
                    | "ok"
                    | "-"
                    | "—"
            )
        }
        Kind::Number(n) => n.trim() != "0",
        Kind::Bool(b) => *b,
        Kind::Object(members) => !members.is_empty(),
        Kind::Array(items) | Kind::Set(items) => !items.is_empty(),
        _ => false,
    }
}
