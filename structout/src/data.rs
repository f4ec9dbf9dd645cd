//! The free functions: [`convert`], [`schema`], [`format`] and the rest, for any
//! `T: JsonSchema + DeserializeOwned`, with no derive needed.
//!
//! They run the same engine as the [`StructuredOutput`](crate::StructuredOutput) methods and
//! cache per type the same way, so they suit types from other crates (`Vec<uuid::Uuid>`,
//! `chrono::NaiveDate`, a type whose `JsonSchema` is written by hand) that the orphan rule keeps
//! from implementing `StructuredOutput`.
//!
//! They treat `T` as data: its schema is schemars' own, its prompt text is in the JSON-schema
//! style, and a derived type's extras are not seen (Rust cannot ask a generic `T` whether it
//! also implements `StructuredOutput`). What only the derive gives stays with the trait
//! methods: `#[structout(order(...))]` (here properties keep schemars' order), a default
//! `format` style, and reading tool calls into a tool enum (here a tool enum reads only its
//! own serde JSON). For a derived type without those, both give the same results.

use crate::convert::Converter;
use crate::derived::private;
use crate::engine::ConvertOptions;
use crate::error::ConvertError;
use crate::format::FormatStyle;
use crate::grammar::Grammar;
use crate::report::Converted;
use schemars::generate::SchemaSettings;
use schemars::{JsonSchema, Schema};
use serde::de::DeserializeOwned;
use std::marker::PhantomData;

/// The key of `T`'s cache as data, apart from the cache of `T` as `StructuredOutput` (whose
/// schema applies the property orders).
struct AsData<T>(PhantomData<T>);

fn cache<T: 'static>() -> &'static private::TypeCache {
    private::type_cache::<AsData<T>>()
}

/// The JSON Schema (draft 2020-12) of any `T: JsonSchema`, computed once per type.
///
/// ```
/// let schema = structout::schema::<Vec<u32>>();
/// assert_eq!(schema.get("type").unwrap(), "array");
/// ```
#[must_use]
pub fn schema<T: JsonSchema + DeserializeOwned + 'static>() -> &'static Schema {
    cache::<T>().schema.get_or_init(|| {
        SchemaSettings::draft2020_12()
            .into_generator()
            .into_root_schema_for::<T>()
    })
}

/// The request-body fragment that asks `provider` to constrain its reply to `T`; the free
/// counterpart of [`StructuredOutput::response_format`](crate::StructuredOutput::response_format).
///
/// ```
/// use structout::Provider;
/// let fragment = structout::response_format::<Vec<u32>>(Provider::OpenAi)?;
/// // Strict mode wants an object at the root: the list is wrapped, and `convert` unwraps it.
/// let schema = &fragment["response_format"]["json_schema"]["schema"];
/// assert_eq!(schema["properties"]["value"]["type"], "array");
/// assert_eq!(structout::convert::<Vec<u32>>(r#"{"value": [1, 2]}"#)?, [1, 2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// As [`StructuredOutput::response_format`](crate::StructuredOutput::response_format).
pub fn response_format<T: JsonSchema + DeserializeOwned + 'static>(
    provider: crate::native::Provider,
) -> Result<serde_json::Value, crate::native::SchemaError> {
    crate::native::fragment(provider, schema::<T>().as_value())
}

/// Prompt instructions for a value of `T`, in the type-signature style; the free counterpart of
/// [`StructuredOutput::format`](crate::StructuredOutput::format).
///
/// The function shares its name with the [`format`](mod@crate::format) module: they live in
/// different namespaces, so `structout::format::<T>()` and `structout::format::FormatStyle`
/// both work.
///
/// ```
/// let text = structout::format::<Vec<String>>();
/// assert!(text.ends_with("\nstring[]"));
/// ```
#[must_use]
pub fn format<T: JsonSchema + DeserializeOwned + 'static>() -> &'static str {
    format_as::<T>(FormatStyle::TypeSignature)
}

/// Prompt instructions for a value of `T` in any data style (tool styles render as
/// [`FormatStyle::JsonSchema`]).
///
/// ```
/// use structout::FormatStyle;
/// let text = structout::format_as::<Vec<String>>(FormatStyle::TypeSignature);
/// assert!(text.ends_with("of this type, and nothing else:\nstring[]"));
/// ```
#[must_use]
pub fn format_as<T: JsonSchema + DeserializeOwned + 'static>(style: FormatStyle) -> &'static str {
    cache::<T>().formats[style.index()]
        .get_or_init(|| crate::format::instructions(schema::<T>().as_value(), style))
}

/// The [`Converter`] for `T`'s schema, built once; its feedback restates [`format::<T>()`](fn@format).
#[must_use]
pub fn converter<T: JsonSchema + DeserializeOwned + 'static>() -> &'static Converter {
    cache::<T>().shape.get_or_init(|| {
        Converter::with_instructions(schema::<T>().as_value(), format::<T>())
            .unwrap_or_else(|_| Converter::any(format::<T>()))
    })
}

/// The grammar of a reply holding a value of any `T: JsonSchema + DeserializeOwned`, for local
/// constrained decoding; the free counterpart of
/// [`StructuredOutput::grammar`](crate::StructuredOutput::grammar) (properties in schemars'
/// order, a tool enum as its own serde JSON).
///
/// ```
/// let grammar = structout::grammar::<Vec<std::net::Ipv4Addr>>();
/// assert!(grammar.gbnf().contains("\"[\""));
/// ```
#[must_use]
pub fn grammar<T: JsonSchema + DeserializeOwned + 'static>() -> &'static Grammar {
    cache::<T>().grammar.get_or_init(|| {
        Grammar::for_schema(schema::<T>().as_value()).unwrap_or_else(|_| Grammar::any())
    })
}

/// Converts a model's reply into a value of any `T: JsonSchema + DeserializeOwned`, by the
/// same rules as [`StructuredOutput::convert`](crate::StructuredOutput::convert).
///
/// ```
/// let years = structout::convert::<Vec<u16>>("The years: 1994, 1995 and '2001'.\n```json\n[1994, 1995, \"2001\",]\n```")?;
/// assert_eq!(years, [1994, 1995, 2001]);
/// # Ok::<(), structout::ConvertError>(())
/// ```
///
/// # Errors
///
/// A [`ConvertError`] when no value of `T` can be read from `text`.
pub fn convert<T: JsonSchema + DeserializeOwned + 'static>(text: &str) -> Result<T, ConvertError> {
    converter::<T>()
        .convert_typed(text, None, false)
        .map(|c| c.value)
}

/// [`convert`](fn@convert), reporting every repair and coercion applied.
///
/// # Errors
///
/// As [`convert`](fn@convert).
pub fn convert_with_report<T: JsonSchema + DeserializeOwned + 'static>(
    text: &str,
) -> Result<Converted<T>, ConvertError> {
    converter::<T>().convert_typed(text, None, true)
}

/// Accepts only a reply that is exactly valid JSON of `T`, with no repair.
///
/// # Errors
///
/// [`ErrorKind::NotStrict`](crate::ErrorKind::NotStrict) for anything else.
pub fn convert_strict<T: JsonSchema + DeserializeOwned + 'static>(
    text: &str,
) -> Result<T, ConvertError> {
    converter::<T>().convert_typed_strict(text)
}

/// [`convert_with_report`] with options (a nesting limit, truncated replies allowed): the
/// value and its repairs.
///
/// # Errors
///
/// As [`convert`](fn@convert).
pub fn convert_with<T: JsonSchema + DeserializeOwned + 'static>(
    text: &str,
    options: &ConvertOptions,
) -> Result<Converted<T>, ConvertError> {
    converter::<T>().convert_typed(text, Some(options), true)
}
