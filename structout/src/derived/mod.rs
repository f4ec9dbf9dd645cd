//! What `#[derive(StructuredOutput)]` plugs into: the [`StructuredOutput`] trait, whose
//! methods cache per type what the layers below build from the type's schema; the schema of
//! a type with its orders applied ([`schema`]); typed tool enums ([`tools`]) and typed
//! streaming ([`stream`]); the implementations for standard types ([`impls`]). Nothing below
//! this layer names the trait.

mod cache;
pub(crate) mod impls;
mod orders;
pub(crate) mod part;
pub mod private;
pub(crate) mod read;
pub(crate) mod schema;
pub(crate) mod stream;
pub(crate) mod tools;

use crate::convert::Converter;
use crate::engine::ConvertOptions;
use crate::error::ConvertError;
use crate::format::{self, FormatStyle};
use crate::grammar::{Grammar, tools::Finish};
use crate::native::{self, Provider, SchemaError};
use crate::report::Converted;
use crate::tools::ToolSet;
use schemars::{JsonSchema, Schema};
use serde::de::DeserializeOwned;
use stream::TypedPartialParser;

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
///
/// A type that cannot implement it (one from another crate: `uuid::Uuid`, `chrono::NaiveDate`)
/// still converts through the free functions, [`structout::convert::<T>`](fn@crate::convert) and its
/// siblings, which need only `JsonSchema + DeserializeOwned`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not implement `StructuredOutput`",
    label = "`{Self}` is not `StructuredOutput`",
    note = "for a type from another crate, call `structout::convert::<{Self}>(text)` (and `structout::schema`, `structout::format`): they take any `JsonSchema + DeserializeOwned` type",
    note = "as the argument of a derived generic type, write `#[structout(bound = \"T: JsonSchema + DeserializeOwned\")]` on that type instead of the inferred `T: StructuredOutput`"
)]
pub trait StructuredOutput: DeserializeOwned + JsonSchema + 'static {
    /// The value so far while a reply streams ([`partial_parser`](Self::partial_parser)):
    /// every field optional, nested types partial, lists of partial items, strings as far as
    /// they have arrived.
    ///
    /// For a derived struct or enum it is a companion type that `#[derive(StructuredOutput)]`
    /// generates (`FilmPartial` for `Film`, reachable only as `<Film as
    /// StructuredOutput>::Partial`), with public fields: each field `Option<_>` of its type's
    /// partial, keys and variants named as serde names them. The standard scalars, `String`
    /// and `serde_json::Value` are their own partial; `Vec`, `VecDeque`, sets and arrays are a
    /// `Vec` of partial items, maps `BTreeMap<String, _>`, `Option<T>` the field's own option,
    /// `Box<T>` a box of `T`'s. A field of any other type `T` (your own types, derived or not,
    /// types of other crates, aliases of either, `NonZeroU32`, `Cow`, `Arc`, tuples) is a
    /// [`Part<T>`](crate::Part): its JSON so far, its value once complete, and `T`'s own
    /// partial through `Deref` when `T` is `StructuredOutput`. A data enum's partial is an
    /// enum of the same variants (it appears whole, once complete). Tuple and unit structs
    /// and generic types have `serde_json::Value` as their partial: a generic companion
    /// would need bounds on the type parameters that the type itself does not have.
    type Partial: std::fmt::Debug
        + Clone
        + Default
        + PartialEq
        + serde::Serialize
        + DeserializeOwned
        + read::ReadPartial
        + Send
        + Sync
        + 'static;

    /// The style [`format()`](Self::format) uses; set with `#[structout(format = "...")]`.
    const FORMAT_STYLE: FormatStyle = FormatStyle::TypeSignature;

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
    /// assert!(text.ends_with("of this type, and nothing else:\nstring[]"));
    /// ```
    fn format_as(style: FormatStyle) -> &'static str {
        if style.is_tool_style()
            && let Some(tools) = Self::__structout_tool_set()
        {
            return tools.format_as(style);
        }
        Self::__structout_cache().formats[style.index()]
            .get_or_init(|| format::instructions(Self::schema().as_value(), style))
    }

    /// The fragment of a request body that asks `provider` to constrain its reply to this
    /// type: the schema rewritten into the provider's dialect, under the provider's request
    /// field. Merge its keys into the request body; [`convert`](Self::convert) reads the
    /// constrained reply back (a wrapped root unwrapped, `null` for an absent optional value,
    /// map entries as a map).
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] naming the path and the rule when the provider cannot take this
    /// type's schema (too deep, too many properties, recursion where it has none).
    fn response_format(provider: Provider) -> Result<serde_json::Value, SchemaError> {
        native::fragment(provider, Self::schema().as_value())
    }

    /// The grammar of a reply for local constrained decoding, in Lark (llguidance) and GBNF
    /// (llama.cpp): this type's JSON with properties in the schema's order, or for a tool
    /// enum its tool format. [`Grammar::thinking`] allows a `<think>` block first.
    ///
    /// ```
    /// # use structout::StructuredOutput;
    /// let grammar = <Vec<u32>>::grammar();
    /// assert!(grammar.gbnf().contains("\"[\""));
    /// ```
    fn grammar() -> &'static Grammar {
        Self::__structout_cache()
            .grammar
            .get_or_init(grammar_of::<Self>)
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
        Self::__structout_convert(text, None, false).map(|c| c.value)
    }

    /// Like [`convert`](Self::convert), and reports every repair and coercion applied, so
    /// that lenient results can be logged or rejected.
    ///
    /// ```
    /// use structout::{RepairKind, StructuredOutput};
    ///
    /// let clean = <Vec<u32>>::convert_with_report("[1, 2]")?;
    /// assert!(clean.is_clean());
    /// let fixed = <Vec<u32>>::convert_with_report("Here: [1, 2,]")?;
    /// assert_eq!(fixed.value, [1, 2]);
    /// assert!(fixed.repairs.iter().any(|r| r.kind == RepairKind::Extracted));
    /// # Ok::<(), structout::ConvertError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`convert`](Self::convert).
    fn convert_with_report(text: &str) -> Result<Converted<Self>, ConvertError> {
        Self::__structout_convert(text, None, true)
    }

    /// Accepts only a reply that is exactly valid JSON of this type, with no repair: what
    /// [`convert_with_report`](Self::convert_with_report) reports as clean. For a tool enum,
    /// that is the enum's own serde JSON (`{"Search": {"query": "rust"}}`).
    ///
    /// # Errors
    ///
    /// [`ErrorKind::NotStrict`](crate::ErrorKind::NotStrict) for anything else.
    fn convert_strict(text: &str) -> Result<Self, ConvertError> {
        Self::converter().convert_typed_strict(text)
    }

    /// [`convert_with_report`](Self::convert_with_report) with options (a nesting limit,
    /// truncated replies allowed): the value and its repairs.
    ///
    /// ```
    /// use structout::{ConvertOptions, RepairKind, StructuredOutput};
    ///
    /// // The reply was cut off; the last number may have gone on (`3` of `30`): it is dropped.
    /// let options = ConvertOptions::default().allow_truncated(true);
    /// let read = <Vec<u32>>::convert_with("[1, 2, 3", &options)?;
    /// assert_eq!(read.value, [1, 2]);
    /// assert!(read.repairs.iter().any(|r| r.kind == RepairKind::CutOffDropped));
    /// # Ok::<(), structout::ConvertError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`convert`](Self::convert).
    fn convert_with(text: &str, options: &ConvertOptions) -> Result<Converted<Self>, ConvertError> {
        Self::__structout_convert(text, Some(options), true)
    }

    /// A parser that reads a reply chunk by chunk and shows the value so far as
    /// [`Self::Partial`], honouring the type's `#[structout(stream(...))]` attributes; its
    /// [`finish`](TypedPartialParser::finish) is [`convert`](Self::convert) on the whole
    /// reply.
    ///
    /// ```
    /// # use schemars::JsonSchema; use serde::Deserialize; use structout::StructuredOutput;
    /// #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    /// struct Film {
    ///     title: String,
    ///     #[structout(stream(done))]
    ///     year: u16,
    /// }
    ///
    /// let mut parser = Film::partial_parser();
    /// assert!(parser.push(r#"{"title": "Cast A"#));
    /// let partial = parser.current().unwrap();
    /// assert_eq!(partial.title.as_deref(), Some("Cast A"));
    /// assert_eq!(partial.year, None);
    /// parser.push(r#"way", "year": 2000}"#);
    /// assert_eq!(parser.current().unwrap().year, Some(2000));
    /// assert_eq!(parser.finish()?.title, "Cast Away");
    /// # Ok::<(), structout::ConvertError>(())
    /// ```
    fn partial_parser() -> TypedPartialParser<Self>
    where
        Self: Sized,
    {
        TypedPartialParser::new()
    }

    /// The one path behind every `convert*` method: they differ only in their options and in
    /// what they return.
    #[doc(hidden)]
    fn __structout_convert(
        text: &str,
        options: Option<&ConvertOptions>,
        report: bool,
    ) -> Result<Converted<Self>, ConvertError> {
        if let Some(result) = Self::__structout_convert_tool(text, options) {
            return result;
        }
        Self::converter().convert_typed(text, options, report)
    }

    /// The [`Converter`] for this type's schema, built once.
    fn converter() -> &'static Converter {
        Self::__structout_cache().shape.get_or_init(|| {
            Converter::with_instructions(Self::schema().as_value(), Self::format())
                .unwrap_or_else(|_| Converter::any(Self::format()))
        })
    }

    /// The tool set of a tool enum; `None` for other types.
    #[doc(hidden)]
    fn __structout_tool_set() -> Option<&'static ToolSet> {
        None
    }

    /// Converts text for a tool enum, with its report; `None` for other types.
    #[doc(hidden)]
    fn __structout_convert_tool(
        text: &str,
        options: Option<&ConvertOptions>,
    ) -> Option<Result<Converted<Self>, ConvertError>> {
        let _ = (text, options);
        None
    }

    /// The per-type cache. Generic types share one map keyed by `TypeId`; a derived
    /// non-generic type keeps its cache in a `static`.
    #[doc(hidden)]
    fn __structout_cache() -> &'static cache::TypeCache {
        cache::type_cache::<Self>()
    }

    /// Records the property orders of this type and of the types nested in it.
    #[doc(hidden)]
    fn __structout_orders(orders: &mut orders::Orders) {
        let _ = orders;
    }
}

/// The grammar of `T`'s reply: its tool format for a tool enum, its JSON otherwise.
fn grammar_of<T: StructuredOutput>() -> Grammar {
    if let Some(tools) = T::__structout_tool_set() {
        let content = T::__structout_cache()
            .tools
            .get()
            .and_then(|typed| typed.finish_schema());
        let finish = match content {
            None => Finish::None,
            Some(schema) if schema.get("type") == Some(&serde_json::Value::from("string")) => {
                Finish::Text
            }
            Some(schema) => Finish::Json(schema),
        };
        return Grammar::for_tools(&tools.named_parameters(), T::FORMAT_STYLE, &finish);
    }
    Grammar::for_schema(T::schema().as_value()).unwrap_or_else(|_| Grammar::any())
}
