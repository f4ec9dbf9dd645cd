//! The typed face of [`PartialParser`]: the partial value as the type's
//! [`Partial`](StructuredOutput::Partial) companion, with the type's `stream(...)` rules.

use super::StructuredOutput;
use super::orders::{Orders, StreamRule, names_type};
use super::read::{Node, ReadPartial};
use crate::convert::Converter;
use crate::error::ConvertError;
use crate::stream::{PartialParser, Rules};
use serde_json::Value;
use std::cell::OnceCell;
use std::sync::Arc;

/// Reads a reply to `T` chunk by chunk and shows the value so far as `T::Partial`; made by
/// [`StructuredOutput::partial_parser`].
///
/// It is [`PartialParser`] with the rules of `T`'s `#[structout(stream(...))]` attributes,
/// and the same guarantees: each snapshot refines the next, and
/// [`finish`](Self::finish) returns exactly what [`StructuredOutput::convert`] returns on
/// the whole reply.
pub struct TypedPartialParser<T: StructuredOutput> {
    parser: PartialParser,
    /// The typed snapshot, built on demand and dropped when the value changes.
    typed: OnceCell<Option<T::Partial>>,
}

impl<T: StructuredOutput> TypedPartialParser<T> {
    pub(crate) fn new() -> TypedPartialParser<T> {
        let converter = T::converter();
        let rules = T::__structout_cache()
            .stream_rules
            .get_or_init(|| Arc::new(rules::<T>(converter)))
            .clone();
        TypedPartialParser {
            parser: PartialParser::new(converter.clone(), rules),
            typed: OnceCell::new(),
        }
    }

    /// Adds the next chunk of the reply. Returns whether the partial value changed.
    pub fn push(&mut self, chunk: &str) -> bool {
        let changed = self.parser.push(chunk);
        if changed {
            self.typed = OnceCell::new();
        }
        changed
    }

    /// The partial value so far; `None` until any of it has appeared.
    ///
    /// The typed value is built from the dynamic snapshot ([`value`](Self::value)) on the
    /// first call after a change, which costs time linear in the size of the value: call it
    /// when [`push`](Self::push) returns `true`, not after every chunk regardless.
    #[must_use]
    pub fn current(&self) -> Option<&T::Partial> {
        self.typed
            .get_or_init(|| {
                let value = self.parser.current()?;
                let open = self.parser.open_segments();
                T::Partial::read_partial(Node::new(value, open.as_deref()))
            })
            .as_ref()
    }

    /// Whether the value at `pointer` (a JSON Pointer over serde's names: `""` for the whole
    /// value, `"/movies/0"`) has appeared and is complete: it will not grow any more.
    #[must_use]
    pub fn is_complete(&self, pointer: &str) -> bool {
        self.parser.is_complete(pointer)
    }

    /// The partial value so far as JSON, the snapshot [`current`](Self::current) is read
    /// from.
    #[must_use]
    pub fn value(&self) -> Option<&Value> {
        self.parser.current()
    }

    /// The reply so far.
    #[must_use]
    pub fn text(&self) -> &str {
        self.parser.text()
    }

    /// Converts the whole reply: exactly what [`StructuredOutput::convert`] returns on it
    /// (for a tool enum, its tool-call reading included).
    ///
    /// # Errors
    ///
    /// As [`StructuredOutput::convert`].
    pub fn finish(self) -> Result<T, ConvertError> {
        T::convert(self.parser.text())
    }
}

impl<T: StructuredOutput> std::fmt::Debug for TypedPartialParser<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TypedPartialParser")
            .field("read", &self.parser.text().len())
            .field("current", &self.current())
            .finish()
    }
}

/// `T`'s `stream(...)` rules, by node of the converter's shape: each rule names its type by
/// schema name, and every node compiled from a schema of that name gets it.
fn rules<T: StructuredOutput>(converter: &Converter) -> Rules {
    let mut orders = Orders::default();
    T::__structout_orders(&mut orders);
    let mut rules = Rules::default();
    let entries = orders.stream_rules();
    if entries.is_empty() {
        return rules;
    }
    for (&id, name) in &converter.shape().names {
        for entry in entries.iter().filter(|e| names_type(name, &e.name)) {
            match (entry.field, entry.rule) {
                (None, _) => {
                    rules.done.insert(id);
                }
                (Some(field), StreamRule::Done) => {
                    rules.done_props.insert((id, field.to_owned()));
                }
                (Some(field), StreamRule::NotNull) => {
                    let fields = rules.not_null.entry(id).or_default();
                    if !fields.iter().any(|f| f == field) {
                        fields.push(field.to_owned());
                    }
                }
            }
        }
    }
    rules
}
