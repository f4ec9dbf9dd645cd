//! [`Part`]: how a derived type's partial companion holds a field of any type.
//!
//! The derive sees a field's type only as tokens: it cannot tell whether `Contact` derives
//! `StructuredOutput` or only serde and schemars, nor what `type Day = NaiveDate` names. So
//! the companion holds every field type it does not know by syntax (anything but the
//! standard scalars, `String`, `serde_json::Value` and the standard containers of those) as
//! `Part<T>`: the field's JSON so far and whether it is complete. What the field's type can
//! give is then asked of the type, not of the tokens: the complete value of any `Deserialize`
//! type ([`Part::value`]), and the typed partial of a `StructuredOutput` type through `Deref`.

use super::StructuredOutput;
use super::read::{Node, ReadPartial};
use serde::de::{self, DeserializeOwned, Deserializer};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;
use std::any::Any;
use std::fmt;
use std::marker::PhantomData;
use std::ops::Deref;
use std::sync::OnceLock;

/// A field of a streamed value, as far as it has arrived, for a field type of any kind.
///
/// A derived type's partial companion ([`StructuredOutput::Partial`]) holds as `Part<T>`
/// each field whose type is not a standard scalar, `String`, `serde_json::Value` or a
/// standard container of those: your own types (derived or not), types from other crates
/// (`Uuid`, `NaiveDate`, `Url`, `Decimal`, ...), aliases of either, `NonZeroU32`, `Cow`,
/// `Arc`, tuples. What it gives depends on what `T` is:
///
/// - for any `T: Deserialize`, [`value`](Self::value): the field's value, once the field is
///   complete (a half-written URL or date is never shown as one);
/// - for a `T` that is itself [`StructuredOutput`] (a derived type nested in another), the
///   typed partial `T::Partial` through `Deref`, so its fields read as if they were the
///   `Part`'s own: `film.director.as_ref().and_then(|d| d.name.clone())`;
/// - for any `T`, [`json`](Self::json): the field's JSON so far, as the untyped
///   [`PartialParser`](crate::PartialParser) shows it.
///
/// ```
/// use schemars::JsonSchema;
/// use serde::Deserialize;
/// use structout::StructuredOutput;
///
/// #[derive(Debug, Deserialize, JsonSchema)] // not StructuredOutput
/// struct Contact { name: String, email: String }
///
/// #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
/// struct Person { name: String, born: u16 }
///
/// #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
/// struct Ticket { contact: Contact, assignee: Person }
///
/// let mut parser = Ticket::partial_parser();
/// parser.push(r#"{"assignee": {"name": "Ada Love"#);
/// let partial = parser.current().unwrap();
/// // A nested derived type: its typed partial, field by field.
/// let assignee = partial.assignee.as_ref().unwrap();
/// assert_eq!(assignee.name.as_deref(), Some("Ada Love"));
/// assert!(assignee.value().is_none()); // not complete yet
///
/// parser.push(r#"lace", "born": 1815}, "contact": {"name": "Bo", "email": "b"#);
/// let partial = parser.current().unwrap();
/// assert_eq!(partial.assignee.as_ref().unwrap().value().unwrap().born, 1815);
/// // Any other type: its value once complete, its JSON so far.
/// let contact = partial.contact.as_ref().unwrap();
/// assert!(contact.value().is_none());
/// assert_eq!(contact.json()["name"], "Bo");
///
/// parser.push(r#"o@example.com"}}"#);
/// let contact = parser.current().unwrap().contact.as_ref().unwrap().value().unwrap();
/// assert_eq!(contact.email, "bo@example.com");
/// ```
pub struct Part<T> {
    json: Value,
    /// The chain below this part still being read; `None` once complete.
    open: Option<Vec<String>>,
    /// `T::Partial`, read from `json` on the first `deref`.
    typed: OnceLock<Box<dyn Any + Send + Sync>>,
    of: PhantomData<fn() -> T>,
}

impl<T> Part<T> {
    /// A part holding `json`, with the chain below it still being read (`None`: complete).
    pub(crate) fn new(json: Value, open: Option<Vec<String>>) -> Part<T> {
        Part {
            json,
            open,
            typed: OnceLock::new(),
            of: PhantomData,
        }
    }

    /// The field's JSON as far as it has arrived.
    #[must_use]
    pub fn json(&self) -> &Value {
        &self.json
    }

    /// Whether the field is complete: it will not change any more.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.open.is_none()
    }
}

impl<T: DeserializeOwned> Part<T> {
    /// The field's value, once it is complete and reads as a `T`; `None` before.
    #[must_use]
    pub fn value(&self) -> Option<T> {
        if !self.is_complete() {
            return None;
        }
        T::deserialize(&self.json).ok()
    }
}

impl<T: StructuredOutput> Deref for Part<T> {
    type Target = T::Partial;

    /// The typed partial of a `StructuredOutput` field type, read from the JSON so far (its
    /// default when the JSON does not read as one); its own parts know what of them is
    /// complete.
    fn deref(&self) -> &T::Partial {
        self.typed
            .get_or_init(|| {
                let node = Node::new(&self.json, self.open.as_deref());
                Box::new(T::Partial::read_partial(node).unwrap_or_default())
            })
            .downcast_ref()
            .expect("a part caches its own type's partial")
    }
}

impl<T> ReadPartial for Part<T> {
    fn read_partial(node: Node<'_>) -> Option<Self> {
        let open = node.open().map(<[String]>::to_vec);
        Some(Part::new(node.value().clone(), open))
    }
}

impl<T> Clone for Part<T> {
    fn clone(&self) -> Self {
        Part::new(self.json.clone(), self.open.clone())
    }
}

impl<T> PartialEq for Part<T> {
    fn eq(&self, other: &Self) -> bool {
        self.open == other.open && self.json == other.json
    }
}

impl<T> Default for Part<T> {
    /// Nothing read yet: `null`, not complete.
    fn default() -> Self {
        Part::new(Value::Null, Some(Vec::new()))
    }
}

impl<T> fmt::Debug for Part<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Part")
            .field("json", &self.json)
            .field("complete", &self.is_complete())
            .finish()
    }
}

impl<T> Serialize for Part<T> {
    /// As its JSON so far.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.json.serialize(serializer)
    }
}

impl<'de, T> Deserialize<'de> for Part<T> {
    /// From any JSON, complete.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Part::new(Value::deserialize(deserializer)?, None))
    }
}

/// Reads a [`Part`] that must hold a whole `T`: in the companion of an untagged enum, where
/// serde tells the variants apart by which one reads, a part that reads as anything would
/// make the first variant take every value.
///
/// # Errors
///
/// When the JSON does not read as a `T`.
pub fn whole_part<'de, D, T>(deserializer: D) -> Result<Part<T>, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned,
{
    let part = Part::<T>::deserialize(deserializer)?;
    T::deserialize(&part.json).map_err(de::Error::custom)?;
    Ok(part)
}
