//! [`Converter`]: the engine for a JSON Schema known only at run time.

use crate::engine::parse::unique;
use crate::engine::{self, ConvertOptions, RunResult};
use crate::envelope;
use crate::error::{ConvertError, ErrorKind};
use crate::format::{self, FormatStyle};
use crate::report::{Converted, Repair, RepairKind};
use crate::schema::shape::Shape;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::sync::Arc;

/// Whether a schema accepts objects with keys it does not name (maps, any value), where a
/// serde parse would merge a duplicate key silently.
fn has_open_maps(schema: &Value, depth: usize) -> bool {
    match schema {
        Value::Bool(b) => *b,
        Value::Object(map) if depth < 64 => {
            let open = map.is_empty()
                || map.contains_key("patternProperties")
                || map
                    .get("additionalProperties")
                    .is_some_and(|a| a != &Value::Bool(false));
            open || map.iter().any(|(k, v)| match v {
                Value::Object(_) if k != "const" && k != "default" && k != "examples" => {
                    has_open_maps(v, depth + 1)
                }
                Value::Array(items) if k != "enum" && k != "examples" && k != "required" => {
                    items.iter().any(|i| has_open_maps(i, depth + 1))
                }
                _ => false,
            })
        }
        _ => false,
    }
}

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
    shape: Shape,
    instructions: Arc<str>,
    /// Whether the schema has maps or any-values, where serde merges duplicate keys silently.
    open_maps: bool,
    /// Whether serde could read a provider's response as a value of the schema, skipping
    /// the response's other keys (all-optional types, or fields such as `id` and `model`).
    reads_responses: bool,
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
                shape,
                instructions: Arc::from(instructions),
                open_maps: has_open_maps(schema, 0),
                reads_responses: envelope::serde_may_read_responses(schema),
            }),
            options: ConvertOptions::default(),
        })
    }

    /// A converter for any JSON value (the schema `true`), which cannot fail to build.
    pub(crate) fn any(instructions: &str) -> Converter {
        Converter {
            inner: Arc::new(Inner {
                schema: Value::Bool(true),
                shape: Shape::any(),
                instructions: Arc::from(instructions),
                open_maps: true,
                reads_responses: false,
            }),
            options: ConvertOptions::default(),
        }
    }

    /// Checks and coerces a JSON value (not text) against the schema: the coercion rules
    /// apply; the candidate search, syntax repair and default filling do not.
    pub(crate) fn convert_value(&self, value: &Value) -> Result<Converted<Value>, ConvertError> {
        engine::coerce_value(&self.inner.shape, value)
            .map(|fit| Converted {
                value: fit.value,
                repairs: fit.repairs,
            })
            .map_err(|e| e.with_instructions(self.inner.instructions.clone()))
    }

    pub(crate) fn shape(&self) -> &Shape {
        &self.inner.shape
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
        self.convert_value_text(text, false).map(|c| c.value)
    }

    /// Converts a reply and reports every repair and coercion that was needed.
    ///
    /// # Errors
    ///
    /// A [`ConvertError`] when nothing in the reply fits.
    pub fn convert_with_report(&self, text: &str) -> Result<Converted<Value>, ConvertError> {
        self.convert_value_text(text, true)
    }

    /// The value of `text`, with its repairs' paths written where a report shows them (a
    /// conversion that fails is rerun with paths for its error either way).
    fn convert_value_text(
        &self,
        text: &str,
        report: bool,
    ) -> Result<Converted<Value>, ConvertError> {
        if let Some(value) = unique::parse(text)
            && let Some(value) = engine::exact_fit(&self.inner.shape, value)
        {
            return Ok(Converted {
                value,
                repairs: Vec::new(),
            });
        }
        let mut options = self.options;
        options.repair_paths = report;
        self.run(text, &options)
            .map(|answer| {
                let (value, repairs) = answer.into_parts();
                Converted { value, repairs }
            })
            .map_err(|e| e.with_instructions(self.inner.instructions.clone()))
    }

    /// The engine's run, after the fast path: a provider's response is opened first.
    fn run<'a>(&self, text: &'a str, options: &ConvertOptions) -> RunResult<'a> {
        self.open_response(text, options)
            .unwrap_or_else(|| engine::run(text, &self.inner.shape, options))
    }

    /// A reply that is a provider's response or message, recognisable by several of its keys,
    /// and that does not fit the schema as it is: its text (or only tool call) converted, or
    /// the refusal or token-limit stop it reports. `None` for any other reply, which the
    /// engine reads as usual.
    fn open_response(&self, text: &str, options: &ConvertOptions) -> Option<RunResult<'static>> {
        // Every response has a key among the signs: a cheap look (nothing built) first.
        if !text.trim_start().starts_with('{') || !envelope::may_be_response(text) {
            return None;
        }
        let value = unique::parse(text)?;
        let reply = envelope::read_response(&value)?;
        if engine::fits_whole(&self.inner.shape, &value, options) {
            return None;
        }
        let shape = &self.inner.shape;
        Some(match reply.value_text(options.truncated_allowed()) {
            Ok(inner) => engine::run(&inner, shape, options).map(|answer| {
                let mut fit = answer.into_owned();
                let opened = Repair {
                    kind: RepairKind::EnvelopeOpened,
                    path: String::new(),
                };
                fit.repairs.insert(0, opened);
                fit
            }),
            // What was read before the stop, for a caller who wants it on purpose.
            Err(err) if err.kind() == ErrorKind::Truncated => {
                let partial = options.allow_truncated(true);
                Err(match engine::run(&reply.text, shape, &partial) {
                    Ok(answer) => err.with_partial(answer.into_value()),
                    Err(_) => err,
                })
            }
            Err(err) => Err(err),
        })
    }

    /// Accepts only a reply that is exactly one valid JSON value fitting the schema, with
    /// no repair or coercion.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::NotStrict`] for anything else.
    pub fn convert_strict(&self, text: &str) -> Result<Value, ConvertError> {
        match unique::parse(text) {
            Some(value) => engine::exact_fit(&self.inner.shape, value)
                .ok_or_else(|| self.not_strict("a value that fits the schema", text)),
            None => Err(self.not_strict("valid JSON with each key once", text)),
        }
    }

    fn not_strict(&self, expected: &str, text: &str) -> ConvertError {
        ConvertError::new(ErrorKind::NotStrict, "", expected, text)
            .with_instructions(self.inner.instructions.clone())
    }

    /// Typed conversion: the fast path through serde, then the engine.
    pub(crate) fn convert_typed<T: DeserializeOwned>(
        &self,
        text: &str,
        options: Option<&ConvertOptions>,
        report: bool,
    ) -> Result<Converted<T>, ConvertError> {
        // The fast path: serde straight from the text. It ignores unknown keys silently, so a
        // report checks the value against the schema first; a custom depth limit skips it.
        let custom_depth = options.is_some_and(|o| *o != ConvertOptions::default());
        if !report && !custom_depth {
            // A provider's response that serde reads by skipping its keys is opened instead.
            if engine::may_be_json(text)
                && let Ok(value) = serde_json::from_str::<T>(text)
                && (!self.inner.open_maps || unique::has_no_duplicates(text))
                && !(self.inner.reads_responses && envelope::may_be_response(text))
            {
                return Ok(Converted {
                    value,
                    repairs: Vec::new(),
                });
            }
        } else if !custom_depth
            && let Some(value) = unique::parse(text)
            && let Some(value) = engine::exact_fit(&self.inner.shape, value)
            && let Ok(value) = serde_json::from_value::<T>(value)
        {
            return Ok(Converted {
                value,
                repairs: Vec::new(),
            });
        }
        let mut options = *options.unwrap_or(&self.options);
        options.deny_unknown = true;
        options.repair_paths = report;
        let answer = self
            .run(text, &options)
            .map_err(|e| e.with_instructions(self.inner.instructions.clone()))?;
        match answer.deserialize::<T>() {
            Ok((value, repairs)) => Ok(Converted { value, repairs }),
            Err(err) => Err(ConvertError::new(ErrorKind::Deserialize, "", err, text)
                .with_instructions(self.inner.instructions.clone())),
        }
    }

    /// Typed strict conversion.
    pub(crate) fn convert_typed_strict<T: DeserializeOwned>(
        &self,
        text: &str,
    ) -> Result<T, ConvertError> {
        // Exactly what a report calls clean: valid JSON, each key once, fitting the schema with
        // no coercion and no unknown key dropped, that the type accepts.
        let value = self.convert_strict(text)?;
        serde_json::from_value::<T>(value)
            .map_err(|e| self.not_strict(&format!("valid JSON of the right shape ({e})"), text))
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
