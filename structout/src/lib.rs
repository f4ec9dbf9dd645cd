//! Typed structured output from language models.
//!
//! A program asks a model for data and gets text back. `structout` turns that text into a
//! typed value: derive [`StructuredOutput`] next to serde's `Deserialize` and schemars'
//! `JsonSchema`, put [`format()`](StructuredOutput::format) in the prompt, and
//! [`convert()`](StructuredOutput::convert) the reply.
//!
//! ```
//! use schemars::JsonSchema;
//! use serde::Deserialize;
//! use structout::StructuredOutput;
//!
//! /// Films an actor appeared in.
//! #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
//! #[structout(order(actor, movies))]
//! struct ActorsFilms {
//!     /// The actor's full name.
//!     actor: String,
//!     movies: Vec<String>,
//! }
//!
//! let prompt = format!("Filmography of 3 movies for Tom Hanks.\n{}", ActorsFilms::format());
//! assert!(prompt.contains("\"actor\""));
//!
//! // Whatever the model said, for example JSON in a fence with prose around it:
//! let reply = "Here you go:\n```json\n{\"actor\": \"Tom Hanks\", \"movies\": [\"Big\", \"Splash\", \"Cast Away\"]}\n```";
//! let films = ActorsFilms::convert(reply)?;
//! assert_eq!(films.movies.len(), 3);
//!
//! // A reply with no value in it is an error, never an invented value.
//! let err = ActorsFilms::convert("I'm sorry, I can't help with that.").unwrap_err();
//! println!("{}", err.feedback()); // a message to send back to the model
//! # Ok::<(), structout::ConvertError>(())
//! ```
//!
//! # Attributes
//!
//! On the container, `#[structout(...)]` takes:
//!
//! | attribute | meaning |
//! |---|---|
//! | `order(a, b, ...)` | Properties `a`, `b`, ... come first, in this order, in the schema and in `format()`; the other fields follow in declaration order. Names are Rust field names. Structs with named fields only. |
//! | `format = "json_schema"` | `format()` embeds the JSON Schema (the default). |
//! | `format = "type_signature"` | `format()` writes the type in a compact TypeScript-like notation. |
//! | `crate = "path"` | Where to find `structout` when it is re-exported by another crate. |
//!
//! serde's attributes (`rename`, `rename_all`, `tag`, `content`, `untagged`, `default`,
//! `skip`, `flatten`, ...) and doc comments shape the schema through schemars, exactly as they
//! shape deserialisation.
//!
//! # Why property order matters
//!
//! Models write object keys in the order the schema shows them, and what they have written
//! conditions what comes next. Put `reasoning` before `answer` and the model reasons before it
//! commits to an answer; put it after and the reasoning can only justify an answer already
//! given. `order(...)` sets that order without reordering the struct.
//!
//! The order survives into the schema's text because `structout` enables serde_json's
//! `preserve_order` feature (through schemars). Cargo unifies features, so in a program that
//! depends on `structout`, every `serde_json::Map` keeps insertion order instead of sorting
//! its keys.

mod convert;
mod engine;
mod error;
pub mod format;
mod impls;
#[doc(hidden)]
pub mod private;
mod report;
mod schema;

/// Support for generated code; not public API.
#[doc(hidden)]
pub use private as __private;

pub use convert::Converter;
pub use engine::ConvertOptions;
pub use error::{Candidate, ConvertError, ErrorKind, Origin};
pub use format::FormatStyle;
pub use report::{Converted, Repair, RepairKind};
pub use structout_derive::StructuredOutput;

use schemars::{JsonSchema, Schema};
use serde::de::DeserializeOwned;

/// A type that a model can be asked for: it has a JSON Schema, prompt instructions, and a
/// tolerant converter from the model's reply.
///
/// Derive it with `#[derive(StructuredOutput)]` together with `Deserialize` and `JsonSchema`.
/// It is implemented for the standard scalars, `String`, `Option<T>`, `Vec<T>`, `VecDeque<T>`,
/// `Box<T>`, sets, maps, arrays, tuples and `serde_json::Value`, so `Vec::<Film>::format()`
/// and `Vec::<Film>::convert(reply)` work too.
///
/// Every method computes once per type and caches the result, for each instantiation of a
/// generic type separately.
pub trait StructuredOutput: DeserializeOwned + JsonSchema + 'static {
    /// The style [`format()`](Self::format) uses; set with `#[structout(format = "...")]`.
    const FORMAT_STYLE: FormatStyle = FormatStyle::JsonSchema;

    /// The JSON Schema (draft 2020-12) of the type: properties in the order asked for,
    /// descriptions from doc comments, serde's renames applied.
    ///
    /// ```
    /// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
    /// #[derive(Deserialize, JsonSchema, StructuredOutput)]
    /// #[structout(order(reasoning, answer))]
    /// struct Reply { answer: u32, reasoning: String }
    ///
    /// let keys: Vec<&String> = Reply::schema().get("properties").unwrap()
    ///     .as_object().unwrap().keys().collect();
    /// assert_eq!(keys, ["reasoning", "answer"]);
    /// ```
    fn schema() -> &'static Schema {
        Self::__structout_cache()
            .schema
            .get_or_init(schema::build::<Self>)
    }

    /// Instructions for the prompt, in the type's [`FORMAT_STYLE`](Self::FORMAT_STYLE):
    /// reply with bare JSON of this shape. Append it to the request.
    fn format() -> &'static str {
        Self::format_as(Self::FORMAT_STYLE)
    }

    /// Instructions for the prompt in any style, chosen at run time.
    ///
    /// ```
    /// # use structout::{FormatStyle, StructuredOutput};
    /// let text = <Vec<String>>::format_as(FormatStyle::TypeSignature);
    /// assert!(text.contains("type Answer = string[];"));
    /// ```
    fn format_as(style: FormatStyle) -> &'static str {
        Self::__structout_cache().formats[style.index()]
            .get_or_init(|| format::instructions(Self::schema().as_value(), style))
    }

    /// Converts a model's reply into a value of this type.
    ///
    /// Valid JSON of the right shape goes straight through serde. Anything else goes through
    /// the tolerant engine: the value is looked for in code fences, prose, tags, `key: value`
    /// lines and lists, repaired, and coerced to the schema by the rules in the
    /// [crate docs](crate#coercion-rules). When nothing in the reply fits, the error says
    /// where and why, and [`ConvertError::feedback`] phrases it for the model.
    ///
    /// # Errors
    ///
    /// A [`ConvertError`] when no value of this type can be read from `text`.
    fn convert(text: &str) -> Result<Self, ConvertError> {
        Self::converter().convert_typed(text, None).map(|c| c.value)
    }

    /// Like [`convert`](Self::convert), and reports every repair and coercion applied, so
    /// that lenient results can be logged or rejected.
    ///
    /// ```
    /// use structout::{RepairKind, StructuredOutput};
    ///
    /// let clean = <Vec<u32>>::convert_with_report("[1, 2]")?;
    /// assert!(clean.is_clean());
    /// let fixed = <Vec<u32>>::convert_with_report("Here: [1, 2,")?;
    /// assert_eq!(fixed.value, [1, 2]);
    /// assert!(fixed.repairs.iter().any(|r| r.kind == RepairKind::Extracted));
    /// # Ok::<(), structout::ConvertError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`convert`](Self::convert).
    fn convert_with_report(text: &str) -> Result<Converted<Self>, ConvertError> {
        Self::converter().convert_typed(text, None)
    }

    /// Accepts only a reply that is exactly valid JSON of this type, with no repair.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::NotStrict`] for anything else.
    fn convert_strict(text: &str) -> Result<Self, ConvertError> {
        Self::converter().convert_typed_strict(text)
    }

    /// [`convert`](Self::convert) with options (a nesting limit).
    ///
    /// # Errors
    ///
    /// As [`convert`](Self::convert).
    fn convert_with(text: &str, options: &ConvertOptions) -> Result<Self, ConvertError> {
        Self::converter()
            .convert_typed(text, Some(options))
            .map(|c| c.value)
    }

    /// The [`Converter`] for this type's schema, built once.
    fn converter() -> &'static Converter {
        Self::__structout_cache().shape.get_or_init(|| {
            Converter::with_instructions(Self::schema().as_value(), Self::format()).unwrap_or_else(
                |_| {
                    Converter::with_instructions(&serde_json::Value::Bool(true), Self::format())
                        .expect("`true` is a valid schema")
                },
            )
        })
    }

    /// The per-type cache. Generic types share one map keyed by `TypeId`; a derived
    /// non-generic type keeps its cache in a `static`.
    #[doc(hidden)]
    fn __structout_cache() -> &'static private::TypeCache {
        private::type_cache::<Self>()
    }

    /// Records the property orders of this type and of the types nested in it.
    #[doc(hidden)]
    fn __structout_orders(orders: &mut private::Orders) {
        let _ = orders;
    }
}
