//! How a partial companion is built from a streaming snapshot: [`ReadPartial`], implemented
//! by every `StructuredOutput::Partial` type, reads a [`Node`] of the snapshot, which knows
//! whether it is still being read.
//!
//! Only one chain of a snapshot is incomplete: the containers still open from the root
//! down, then the string or value being read. A node carries the rest of that chain below
//! it; a node off the chain is complete. [`Part`](super::part::Part) keeps that rest, so that its value is
//! given only once complete and the typed partial it derefs to knows the same of its own
//! parts.
//!
//! A derived struct's companion reads its members by name with a `match` the derive writes,
//! and serialises and deserialises through these helpers: a few lines of generated code per
//! type instead of serde's derives (which an enum's companion keeps).

use serde::de::{self, DeserializeOwned, Deserializer};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// A node of a streaming snapshot and, when it is on the chain still being read, the
/// chain's segments below it.
#[derive(Debug, Clone, Copy)]
pub struct Node<'a> {
    value: &'a Value,
    open: Option<&'a [String]>,
}

impl<'a> Node<'a> {
    /// A snapshot's root; `open` is the chain still being read (`None`: all complete).
    #[must_use]
    pub fn new(value: &'a Value, open: Option<&'a [String]>) -> Node<'a> {
        Node { value, open }
    }

    /// The node's JSON.
    #[must_use]
    pub fn value(&self) -> &'a Value {
        self.value
    }

    /// The chain below this node still being read; `None` once complete.
    #[must_use]
    pub fn open(&self) -> Option<&'a [String]> {
        self.open
    }

    /// An object's members, each a node on or off the chain; `None` for anything else.
    pub fn members(&self) -> Option<impl Iterator<Item = (&'a str, Node<'a>)>> {
        let open = self.open;
        let map = self.value.as_object()?;
        Some(map.iter().map(move |(key, value)| {
            let open = match open {
                Some([first, rest @ ..]) if first == key => Some(rest),
                _ => None,
            };
            (key.as_str(), Node { value, open })
        }))
    }

    /// An array's items, likewise.
    fn items(&self) -> Option<impl Iterator<Item = Node<'a>>> {
        let open = self.open;
        let items = self.value.as_array()?;
        Some(items.iter().enumerate().map(move |(i, value)| {
            let open = match open {
                Some([first, rest @ ..]) if first.parse() == Ok(i) => Some(rest),
                _ => None,
            };
            Node { value, open }
        }))
    }
}

/// A type a snapshot node reads as: every `StructuredOutput::Partial`. `None` when the node
/// does not read as one (a struct's field that does not is left out).
pub trait ReadPartial: Sized {
    /// Reads `node`.
    fn read_partial(node: Node<'_>) -> Option<Self>;
}

impl ReadPartial for String {
    fn read_partial(node: Node<'_>) -> Option<Self> {
        node.value.as_str().map(str::to_owned)
    }
}

impl ReadPartial for Value {
    fn read_partial(node: Node<'_>) -> Option<Self> {
        Some(node.value.clone())
    }
}

impl<T: ReadPartial> ReadPartial for Option<T> {
    fn read_partial(node: Node<'_>) -> Option<Self> {
        match node.value {
            Value::Null => Some(None),
            _ => T::read_partial(node).map(Some),
        }
    }
}

impl<T: ReadPartial> ReadPartial for Box<T> {
    fn read_partial(node: Node<'_>) -> Option<Self> {
        T::read_partial(node).map(Box::new)
    }
}

impl<T: ReadPartial> ReadPartial for Vec<T> {
    fn read_partial(node: Node<'_>) -> Option<Self> {
        node.items()?.map(T::read_partial).collect()
    }
}

impl<T: ReadPartial> ReadPartial for BTreeMap<String, T> {
    fn read_partial(node: Node<'_>) -> Option<Self> {
        node.members()?
            .map(|(key, node)| Some((key.to_owned(), T::read_partial(node)?)))
            .collect()
    }
}

/// A struct companion's member: absent when `null` (the companion's field is the `Option`
/// that a field of type `Option<T>` already is), else read as `T`.
#[must_use]
pub fn read_field<T: ReadPartial>(node: Node<'_>) -> Option<T> {
    match node.value {
        Value::Null => None,
        _ => T::read_partial(node),
    }
}

/// `ReadPartial` for a type serde reads (an enum's companion, which appears whole).
#[must_use]
pub fn read_by_serde<T: DeserializeOwned>(node: Node<'_>) -> Option<T> {
    T::deserialize(node.value).ok()
}

/// `Deserialize` for a struct's companion: its JSON read as a complete snapshot.
///
/// # Errors
///
/// When the JSON is not an object.
pub fn deserialize_partial<'de, D: Deserializer<'de>, T: ReadPartial>(
    deserializer: D,
) -> Result<T, D::Error> {
    let json = Value::deserialize(deserializer)?;
    T::read_partial(Node::new(&json, None))
        .ok_or_else(|| de::Error::invalid_type(de::Unexpected::Other("not an object"), &"a map"))
}

/// A member of a struct's companion, written into its JSON object.
pub fn put<T: Serialize>(map: &mut Map<String, Value>, key: &str, value: &T) {
    let json = serde_json::to_value(value).unwrap_or(Value::Null);
    map.insert(key.to_owned(), json);
}

/// A flattened member: its own members written into the object.
pub fn put_flat<T: Serialize>(map: &mut Map<String, Value>, value: &T) {
    if let Ok(Value::Object(members)) = serde_json::to_value(value) {
        map.extend(members);
    }
}
