//! The deserializer that builds a typed partial from a streaming snapshot: serde_json's own
//! reading of a `&Value`, except that it knows which part of the value is still being read
//! and tells each [`Part`](super::part::Part) whether it is complete.
//!
//! Only one chain of the snapshot is incomplete: the containers still open from the root
//! down, then the string or value being read. The deserializer carries the rest of that
//! chain below the node it reads; a node off the chain is complete.

use super::part::PART_TOKEN;
use serde::de::Visitor;
use serde::de::value::BorrowedStrDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, SeqAccess};
use serde::forward_to_deserialize_any;
use serde_json::{Error, Value};

/// A node of the snapshot and, when it is on the open chain, the chain's segments below it.
pub(crate) struct Snapshot<'a> {
    value: &'a Value,
    open: Option<&'a [String]>,
}

impl<'a> Snapshot<'a> {
    /// The snapshot's root; `open` is the open chain's segments (`None` once complete).
    pub(crate) fn new(value: &'a Value, open: Option<&'a [String]>) -> Snapshot<'a> {
        Snapshot { value, open }
    }

    /// The member at `key`: on the chain when this node is and the chain goes there.
    fn member(&self, value: &'a Value, key: &str) -> Snapshot<'a> {
        let open = match self.open {
            Some([first, rest @ ..]) if first == key => Some(rest),
            _ => None,
        };
        Snapshot { value, open }
    }

    /// The item at `index`, likewise.
    fn item(&self, value: &'a Value, index: usize) -> Snapshot<'a> {
        let open = match self.open {
            Some([first, rest @ ..]) if first.parse() == Ok(index) => Some(rest),
            _ => None,
        };
        Snapshot { value, open }
    }

    fn complete(&self) -> bool {
        self.open.is_none()
    }
}

impl<'de> Deserializer<'de> for Snapshot<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Object(map) => visitor.visit_map(Members {
                node: self,
                iter: map.iter(),
                next: None,
            }),
            Value::Array(items) => visitor.visit_seq(Items {
                node: self,
                iter: items.iter().enumerate(),
            }),
            other => other.deserialize_any(visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        if name == PART_TOKEN {
            return visitor.visit_seq(PartAnswer {
                complete: Some(self.complete()),
                value: Some(self.value),
            });
        }
        visitor.visit_newtype_struct(self)
    }

    /// An enum is shown only once complete, so serde_json's own reading serves.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.value.deserialize_enum(name, variants, visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct identifier
    }
}

/// An object's members, each value a child on or off the chain.
struct Members<'a> {
    node: Snapshot<'a>,
    iter: serde_json::map::Iter<'a>,
    next: Option<Snapshot<'a>>,
}

impl<'de> MapAccess<'de> for Members<'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        let Some((key, value)) = self.iter.next() else {
            return Ok(None);
        };
        self.next = Some(self.node.member(value, key));
        seed.deserialize(BorrowedStrDeserializer::new(key))
            .map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        match self.next.take() {
            Some(child) => seed.deserialize(child),
            None => Err(de::Error::custom("a value asked for before its key")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}

/// An array's items, each a child on or off the chain.
struct Items<'a> {
    node: Snapshot<'a>,
    iter: std::iter::Enumerate<std::slice::Iter<'a, Value>>,
}

impl<'de> SeqAccess<'de> for Items<'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let Some((i, value)) = self.iter.next() else {
            return Ok(None);
        };
        seed.deserialize(self.node.item(value, i)).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}

/// The answer to a [`Part`](super::part::Part): whether it is complete, then its value.
struct PartAnswer<'a> {
    complete: Option<bool>,
    value: Option<&'a Value>,
}

impl<'de> SeqAccess<'de> for PartAnswer<'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        if let Some(complete) = self.complete.take() {
            let flag: de::value::BoolDeserializer<Error> = complete.into_deserializer();
            return seed.deserialize(flag).map(Some);
        }
        match self.value.take() {
            Some(value) => seed.deserialize(value).map(Some),
            None => Ok(None),
        }
    }
}
