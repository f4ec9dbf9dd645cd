//! What the derive records of a type and of the types nested in it: property orders, applied
//! to the schema once schemars has made it, and `stream(...)` rules.

use super::StructuredOutput;
use schemars::Schema;
use serde_json::{Map, Value};
use std::any::TypeId;
use std::borrow::Cow;
use std::collections::HashMap;
use std::marker::PhantomData;

/// One position in a struct's property order.
#[derive(Debug, Clone, Copy)]
pub enum Slot {
    /// A property, by the name serde reads.
    Key(&'static str),
    /// The properties that a `#[serde(flatten)]` field merges in.
    Flatten,
}

/// What the derive records of a type and of every type nested in it: property orders,
/// applied to the schema after it is generated, and `stream(...)` rules, which the schema
/// ignores and a typed partial parser reads.
#[derive(Default)]
pub struct Orders {
    visited: Vec<TypeId>,
    entries: Vec<Entry>,
    stream: Vec<StreamEntry>,
}

/// A `#[structout(stream(...))]` rule on a field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StreamRule {
    /// `stream(done)`: the field's value appears only when complete.
    Done,
    /// `stream(not_null)`: the object appears only once this field has begun.
    NotNull,
}

/// A stream rule of a type (`field: None`, always `Done`) or of one of its properties.
pub(crate) struct StreamEntry {
    /// The type's schema name.
    pub name: Cow<'static, str>,
    /// The property, by the name serde reads.
    pub field: Option<&'static str>,
    pub rule: StreamRule,
}

struct Entry {
    id: TypeId,
    name: Cow<'static, str>,
    slots: &'static [Slot],
}

impl Orders {
    /// Marks `T` as visited; `false` if it already was (recursive types end here).
    pub fn enter<T: 'static>(&mut self) -> bool {
        let id = TypeId::of::<T>();
        if self.visited.contains(&id) {
            return false;
        }
        self.visited.push(id);
        true
    }

    /// Records the property order of `T`.
    pub fn set_order<T: schemars::JsonSchema + 'static>(&mut self, slots: &'static [Slot]) {
        self.entries.push(Entry {
            id: TypeId::of::<T>(),
            name: T::schema_name(),
            slots,
        });
    }

    /// Records `#[structout(stream(done))]` on the type `T`.
    pub fn stream_done<T: schemars::JsonSchema + 'static>(&mut self) {
        self.stream.push(StreamEntry {
            name: T::schema_name(),
            field: None,
            rule: StreamRule::Done,
        });
    }

    /// Records `#[structout(stream(...))]` on the property `json_name` of `T`.
    pub fn stream_field<T: schemars::JsonSchema + 'static>(
        &mut self,
        json_name: &'static str,
        rule: StreamRule,
    ) {
        self.stream.push(StreamEntry {
            name: T::schema_name(),
            field: Some(json_name),
            rule,
        });
    }

    /// The stream rules recorded.
    pub(crate) fn stream_rules(&self) -> &[StreamEntry] {
        &self.stream
    }

    /// Reorders the properties of the root (when it is `root`) and of every definition that
    /// belongs to a type with a recorded order.
    pub(crate) fn apply(&self, schema: &mut Schema, root: TypeId) {
        let Some(object) = schema.as_object_mut() else {
            return;
        };
        for entry in &self.entries {
            if entry.id == root {
                reorder(object, entry.slots);
            }
            let Some(Value::Object(defs)) = object.get_mut("$defs") else {
                continue;
            };
            for (name, def) in defs.iter_mut() {
                if let (true, Value::Object(def)) = (names_type(name, &entry.name), def) {
                    reorder(def, entry.slots);
                }
            }
        }
    }
}

/// Whether the schema name `name` (a `$defs` key or a title) belongs to the type schemars
/// calls `type_name`: schemars names a second type with the same name `Name2`, `Name3`, ...
/// (instances of one generic type share the rules).
pub(crate) fn names_type(name: &str, type_name: &str) -> bool {
    name.strip_prefix(type_name)
        .is_some_and(|rest| rest.bytes().all(|b| b.is_ascii_digit()))
}

/// Puts an object schema's `properties` (and `required`) in slot order. Does nothing when a
/// named key is missing, which means the schema is not the one the order was written for.
fn reorder(object: &mut Map<String, Value>, slots: &[Slot]) {
    let Some(Value::Object(properties)) = object.get_mut("properties") else {
        return;
    };
    let keys: Vec<&str> = slots
        .iter()
        .filter_map(|slot| match slot {
            Slot::Key(key) => Some(*key),
            Slot::Flatten => None,
        })
        .collect();
    if !keys.iter().all(|key| properties.contains_key(*key)) {
        return;
    }
    let mut old: Vec<Option<(String, Value)>> =
        std::mem::take(properties).into_iter().map(Some).collect();
    let mut take = |properties: &mut Map<String, Value>, pick: &dyn Fn(&str) -> bool| {
        for item in &mut old {
            if item.as_ref().is_some_and(|(key, _)| pick(key))
                && let Some((key, value)) = item.take()
            {
                properties.insert(key, value);
            }
        }
    };
    for slot in slots {
        match slot {
            Slot::Key(key) => take(properties, &|k| k == *key),
            Slot::Flatten => take(properties, &|k| !keys.contains(&k)),
        }
    }
    take(properties, &|_| true);
    let position: HashMap<String, usize> = properties
        .keys()
        .enumerate()
        .map(|(i, key)| (key.clone(), i))
        .collect();
    let mut required = match object.get("required") {
        Some(Value::Array(required)) => required.clone(),
        _ => return,
    };
    required.sort_by_key(|key| key.as_str().and_then(|k| position.get(k)).copied());
    object.insert("required".to_owned(), Value::Array(required));
}

/// Autoref specialisation: `(&Probe::<T>::new()).visit_orders(..)` calls `T`'s own
/// `__structout_orders` when `T: StructuredOutput`, and does nothing otherwise.
pub struct Probe<T: ?Sized>(PhantomData<T>);

impl<T: ?Sized> Probe<T> {
    /// The probe of `T`.
    #[must_use]
    pub const fn new() -> Self {
        Probe(PhantomData)
    }
}

impl<T: ?Sized> Default for Probe<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// The specialised case of [`Probe`].
pub trait ProbeStructured {
    /// Records `T`'s orders.
    fn visit_orders(&self, orders: &mut Orders);
}

impl<T: StructuredOutput> ProbeStructured for Probe<T> {
    fn visit_orders(&self, orders: &mut Orders) {
        T::__structout_orders(orders);
    }
}

/// The fallback case of [`Probe`].
pub trait ProbeFallback {
    /// Records nothing: `T` is no `StructuredOutput`.
    fn visit_orders(&self, _orders: &mut Orders) {}
}

impl<T: ?Sized> ProbeFallback for &Probe<T> {}
