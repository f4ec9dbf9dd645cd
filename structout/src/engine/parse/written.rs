//! The value of a candidate that coercion would leave as it is (see
//! [`exact::settle`](crate::engine::coerce::exact::settle)): the JSON value coercion would have built
//! ([`value`]), or the caller's type read straight from the tree (the tree as a serde
//! deserializer), with no JSON value built in between.
//!
//! The deserializer reads a tree the way serde_json reads its own `Value`, so the result is
//! the one `serde_json::from_value` gives on that value. The trees given here hold only plain
//! JSON: no cut-off scalar, no missing value, no key written twice.

use super::numbers::json_number;
use super::tree::{Kind, Node};
use serde::de::value::{MapDeserializer, SeqDeserializer};
use serde::de::{self, Deserializer, IntoDeserializer, Visitor};
use serde::forward_to_deserialize_any;
use serde_json::{Error, Map, Value};
use std::borrow::Cow;

/// The JSON value of a tree, as coercion builds it for a free value (the schema `true`):
/// the strings moved, not copied.
pub(crate) fn value(node: Node<'_>) -> Value {
    match node.kind {
        Kind::Null | Kind::NonFinite | Kind::Missing | Kind::Empty => Value::Null,
        Kind::Bool(b) => Value::Bool(b),
        Kind::Number(raw) => {
            json_number(&raw).map_or_else(|| Value::String(raw.into_owned()), Value::Number)
        }
        Kind::Str(s) | Kind::Word(s) => Value::String(s.into_owned()),
        Kind::Array(items) | Kind::Set(items) => items.into_iter().map(value).collect(),
        Kind::Object(entries) => {
            let mut map = Map::with_capacity(entries.len());
            for (key, item) in entries {
                map.insert(key.into_owned(), value(item));
            }
            Value::Object(map)
        }
    }
}

impl<'de> Deserializer<'de> for Node<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.kind {
            Kind::Null => visitor.visit_unit(),
            Kind::Bool(b) => visitor.visit_bool(b),
            Kind::Number(raw) => match json_number(&raw) {
                Some(n) => n.deserialize_any(visitor),
                None => Err(de::Error::custom(format!("`{raw}` is not a JSON number"))),
            },
            Kind::Str(Cow::Borrowed(s)) | Kind::Word(Cow::Borrowed(s)) => {
                visitor.visit_borrowed_str(s)
            }
            Kind::Str(Cow::Owned(s)) | Kind::Word(Cow::Owned(s)) => visitor.visit_string(s),
            Kind::Array(items) => {
                let mut seq = SeqDeserializer::new(items.into_iter());
                let value = visitor.visit_seq(&mut seq)?;
                seq.end()?;
                Ok(value)
            }
            Kind::Object(entries) => {
                let mut map = MapDeserializer::new(entries.into_iter());
                let value = visitor.visit_map(&mut map)?;
                map.end()?;
                Ok(value)
            }
            Kind::NonFinite | Kind::Set(_) | Kind::Missing | Kind::Empty => {
                Err(de::Error::custom("a value coercion would have repaired"))
            }
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.kind {
            Kind::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    /// Enums as serde_json reads them from a value (a variant name, or an object of one key):
    /// read from that value, built here (an enum's value is small).
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        serde::Deserialize::deserialize(self)
            .and_then(|value: Value| value.deserialize_enum(name, variants, visitor))
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct identifier
    }
}

impl<'de> IntoDeserializer<'de, Error> for Node<'de> {
    type Deserializer = Node<'de>;

    fn into_deserializer(self) -> Node<'de> {
        self
    }
}
