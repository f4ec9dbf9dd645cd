//! [`Converter`]: the engine for a JSON Schema known only at run time.

use crate::engine::{self, ConvertOptions, Request, Target};
use crate::error::{ConvertError, ErrorKind};
use crate::format::{self, FormatStyle};
use crate::report::Converted;
use crate::schema::shape::Shape;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::sync::Arc;

/// Converts model replies into JSON values that fit a JSON Schema given at run time (MCP
/// tool schemas, configuration). [`StructuredOutput::convert`](crate::StructuredOutput::convert)
/// uses the same engine with the schema of the type.
///
/// `true` or `{}` as the schema accepts any JSON value: the converter then only repairs.
///
/// ```
/// use serde_json::json;
/// use structout::Converter;
///
/// let converter = Converter::new(&json!({
///     "type": "object",
///     "properties": {
///         "actor": {"type": "string"},
///         "movies": {"type": "array", "items": {"type": "string"}}
///     },
///     "required": ["actor", "movies"]
/// }))?;
/// let reply = "Sure! ```json\n{actor: 'Tom Hanks', movies: ['Big', 'Splash',]}\n```";
/// assert_eq!(
///     converter.convert(reply)?,
///     json!({"actor": "Tom Hanks", "movies": ["Big", "Splash"]})
/// );
/// # Ok::<(), structout::ConvertError>(())
/// ```
#[derive(Clone)]
pub struct Converter {
    inner: Arc<Inner>,
    options: ConvertOptions,
}

struct Inner {
    schema: Value,
    target: Target,
    instructions: Arc<str>,
}

impl std::fmt::Debug for Converter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Converter")
            .field("schema", &self.inner.schema)
            .field("options", &self.options)
            .finish()
    }
}

impl Converter {
    /// A converter for `schema` (a JSON Schema, draft 2020-12 or earlier drafts' common
    /// subset).
    ///
    /// Supported keywords: `type` (also as an array), `properties`, `required`,
    /// `additionalProperties`, `patternProperties`, `items`, `prefixItems`, `minItems`,
    /// `maxItems`, `uniqueItems`, `enum`, `const`, `anyOf`, `oneOf` (with `discriminator` or a
    /// detected tag property), `allOf` (merged), `nullable`, `minimum`, `maximum`,
    /// `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, `minLength`, `maxLength`,
    /// `pattern`, `format` (integer formats `int8`…`uint64`, `int`, `uint`, and `date-time`,
    /// `date`, `time`, `uuid`, `email`), `default`, `$ref` with `$defs` or `definitions`. Every
    /// value returned validates against these; other keywords (`not`, `if`/`then`/`else`,
    /// `contains`, `minProperties`, `propertyNames`, `dependentRequired`, …) are ignored: see
    /// the crate docs' coercion rules.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::InvalidSchema`] when the schema is not a boolean or an object, a `$ref`
    /// points outside the document or at nothing, a `pattern` is not a regular expression, a
    /// bound is not a number (`minimum`, `multipleOf` above 0, `minLength` a count), or the
    /// schema nests deeper than 256 levels.
    pub fn new(schema: &Value) -> Result<Converter, ConvertError> {
        let instructions = format::instructions(schema, FormatStyle::TypeSignature);
        Converter::with_instructions(schema, &instructions)
    }

    pub(crate) fn with_instructions(
        schema: &Value,
        instructions: &str,
    ) -> Result<Converter, ConvertError> {
        let shape = Shape::compile(schema)
            .map_err(|e| ConvertError::new(ErrorKind::InvalidSchema, e.path, e.message, ""))?;
        Ok(Converter {
            inner: Arc::new(Inner {
                schema: schema.clone(),
                target: Target::new(shape, schema),
                instructions: Arc::from(instructions),
            }),
            options: ConvertOptions::default(),
        })
    }

    /// A converter for a tool's arguments: as [`Converter::new`], but a count beside a list
    /// is no statement about the list (`{"items": [...], "count": 42}` asks for 42 of
    /// something): a call's arguments ask, a record describes.
    pub(crate) fn arguments(schema: &Value) -> Result<Converter, ConvertError> {
        let mut converter = Converter::new(schema)?;
        if let Some(inner) = Arc::get_mut(&mut converter.inner) {
            inner.target.shape.counts_lists = false;
        }
        Ok(converter)
    }

    /// A converter for any JSON value (the schema `true`), which cannot fail to build.
    pub(crate) fn any(instructions: &str) -> Converter {
        Converter {
            inner: Arc::new(Inner {
                schema: Value::Bool(true),
                target: Target {
                    shape: Shape::any(),
                    open_maps: true,
                    reads_responses: false,
                },
                instructions: Arc::from(instructions),
            }),
            options: ConvertOptions::default(),
        }
    }

    /// Checks and coerces a JSON value (not text) against the schema: the coercion rules
    /// apply; the candidate search, syntax repair and default filling do not.
    pub(crate) fn convert_value(&self, value: &Value) -> Result<Converted<Value>, ConvertError> {
        engine::coerce_value(&self.inner.target.shape, value)
            .map(|fit| Converted {
                value: fit.value,
                repairs: fit.repairs,
            })
            .map_err(|e| e.with_instructions(self.inner.instructions.clone()))
    }

    pub(crate) fn shape(&self) -> &Shape {
        &self.inner.target.shape
    }

    /// A request to the engine's door with these options.
    fn request(&self, options: ConvertOptions) -> Request<'_> {
        Request {
            target: &self.inner.target,
            options,
            instructions: &self.inner.instructions,
        }
    }

    pub(crate) fn options(&self) -> &ConvertOptions {
        &self.options
    }

    /// The same converter with other options.
    #[must_use]
    pub fn with_options(mut self, options: ConvertOptions) -> Converter {
        self.options = options;
        self
    }

    /// The schema this converter targets.
    #[must_use]
    pub fn schema(&self) -> &Value {
        &self.inner.schema
    }

    /// The instructions that [`ConvertError::feedback`] restates (the type-signature style of
    /// [`crate::FormatStyle`], the default).
    #[must_use]
    pub fn instructions(&self) -> &str {
        &self.inner.instructions
    }

    /// Converts a reply into a value that fits the schema; see the crate docs' coercion rules.
    ///
    /// # Errors
    ///
    /// A [`ConvertError`] when nothing in the reply fits.
    pub fn convert(&self, text: &str) -> Result<Value, ConvertError> {
        let mut options = self.options;
        options.repair_paths = false;
        engine::convert_value(text, &self.request(options)).map(|c| c.value)
    }

    /// Converts a reply and reports every repair and coercion that was needed.
    ///
    /// # Errors
    ///
    /// A [`ConvertError`] when nothing in the reply fits.
    pub fn convert_with_report(&self, text: &str) -> Result<Converted<Value>, ConvertError> {
        engine::convert_value(text, &self.request(self.options))
    }

    /// Accepts only a reply that is exactly one valid JSON value fitting the schema, with
    /// no repair or coercion.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::NotStrict`](crate::ErrorKind::NotStrict) for anything else.
    pub fn convert_strict(&self, text: &str) -> Result<Value, ConvertError> {
        engine::strict_value(text, &self.request(self.options))
    }

    /// Typed conversion, with `options` (the converter's own when `None`) and paths written
    /// on the repairs when a report is asked for.
    pub(crate) fn convert_typed<T: DeserializeOwned>(
        &self,
        text: &str,
        options: Option<&ConvertOptions>,
        report: bool,
    ) -> Result<Converted<T>, ConvertError> {
        let mut options = *options.unwrap_or(&self.options);
        options.repair_paths = report;
        engine::convert::<T>(text, &self.request(options))
    }

    /// Typed strict conversion.
    pub(crate) fn convert_typed_strict<T: DeserializeOwned>(
        &self,
        text: &str,
    ) -> Result<T, ConvertError> {
        engine::strict::<T>(text, &self.request(self.options))
    }
}

#[cfg(test)]
mod tests {
    use super::Converter;
    use serde_json::json;

    /// Numbers a fast, inexact float parser misses, or at the edges of what an `f64` holds.
    const HARD: [&str; 8] = [
        "0.9999999999999999",
        "1e-320",
        "9007199254740993",
        "2.2250738585072011e-308",
        "0.30000000000000004",
        "1.7976931348623157e308",
        "4.9406564584124654e-324",
        "123456789012345678901234567890",
    ];

    /// A number reads as the `f64` that `str::parse` gives for its text through every entry
    /// point: the typed fast path (serde), the engine, `Converter` and the streaming parser.
    /// (The workspace's tests build serde_json with `float_roundtrip` through `jsonschema`
    /// whatever this crate asks; `cargo test -p structout-llm --lib`, which CI runs, does not.)
    #[test]
    fn every_entry_point_reads_a_number_as_str_parse_does() {
        let number = Converter::new(&json!({"type": "number"})).unwrap();
        let record = Converter::new(&json!({"type": "object",
            "properties": {"value": {"type": "number"}}, "required": ["value"]}))
        .unwrap();
        for text in HARD {
            let expected: f64 = text.parse().unwrap();
            let same = |read: f64, how: &str| {
                assert_eq!(read.to_bits(), expected.to_bits(), "{how} {text}: {read}");
            };
            same(crate::convert::<f64>(text).unwrap(), "typed fast path");
            same(
                crate::convert::<f64>(&format!("It is {text}.")).unwrap(),
                "typed engine",
            );
            same(number.convert(text).unwrap().as_f64().unwrap(), "converter");
            for reply in [
                format!("{{\"value\": {text}}}"),
                format!("Here:\n```json\n{{value: {text},}}\n```"),
            ] {
                let value = record.convert(&reply).unwrap();
                same(value["value"].as_f64().unwrap(), "converter record");
                let mut parser = record.partial_parser();
                parser.push(&reply);
                let last = parser.current().cloned();
                let finished = parser.finish().unwrap();
                same(finished["value"].as_f64().unwrap(), "stream finish");
                if let Some(last) = last.filter(|l| !l["value"].is_null()) {
                    assert_eq!(last, finished, "the last snapshot is what finish returns");
                }
            }
        }
    }
}
