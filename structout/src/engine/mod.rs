//! The conversion engine, in four stages, each a module that owns the value it hands on and
//! never imports a later one (`tests/layering.rs` checks it):
//!
//! 1. [`find`]: where in the reply a value may be (fences, JSON-like spans, reasoning
//!    blocks blanked), and what the prose around each place says (cues, denials);
//! 2. [`parse`]: each place read into a tree ([`parse::tree::Node`]), as JSON or as a light
//!    format, every candidate with where it came from ([`parse::sources::Found`]);
//! 3. [`coerce`]: each tree fitted to the schema's compiled model
//!    ([`crate::schema::shape`]), its repairs priced by the one table in [`cost`];
//! 4. [`choose`]: the one policy that picks among the fits, or refuses.
//!
//! This file is the door every conversion goes through: [`convert`] (a Rust type),
//! [`convert_value`] (a JSON value), [`strict`]; they hold the fast path, what "clean" means,
//! the provider envelope ([`envelope`]), strictness and reporting, and hand the rest to
//! [`run`], which drives the stages for one reply. [`options`] and [`cost`] are read by every
//! stage.

pub(crate) mod choose;
pub(crate) mod coerce;
mod cost;
pub(crate) mod envelope;
pub(crate) mod find;
pub(crate) mod options;
pub(crate) mod parse;
mod run;

pub use options::ConvertOptions;
pub(crate) use parse::plain::may_be_json;
pub(crate) use parse::tree::{
    has_long_integer, json_text, long_digits, node_from_value, truncated,
};

use crate::error::{ConvertError, ErrorKind};
use crate::report::{Converted, Repair, RepairKind};
use crate::schema::shape::{Id, S, Shape};
use coerce::{Coercer, Fit, exact};
use parse::tree::Node;
use parse::{unique, written};
use run::RunResult;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::sync::Arc;

/// A schema compiled once for conversion: the model the stages coerce to, and what the door
/// knows of the schema for its fast path.
pub(crate) struct Target {
    pub shape: Shape,
    /// Maps or any-values, where serde merges a duplicate key silently.
    pub open_maps: bool,
    /// Whether serde could read a provider's response as a value of the schema, skipping
    /// the response's other keys (all-optional types, or fields such as `id` and `model`).
    pub reads_responses: bool,
}

impl Target {
    /// The target of a compiled schema.
    pub(crate) fn new(shape: Shape, schema: &Value) -> Target {
        Target {
            open_maps: crate::schema::has_open_maps(schema, 0),
            reads_responses: envelope::serde_may_read_responses(schema),
            shape,
        }
    }
}

/// One conversion: the target, the options, and the instructions an error's feedback
/// restates.
pub(crate) struct Request<'a> {
    pub target: &'a Target,
    pub options: ConvertOptions,
    pub instructions: &'a Arc<str>,
}

impl Request<'_> {
    /// The error, with the instructions its feedback restates.
    fn explained(&self, err: ConvertError) -> ConvertError {
        err.with_instructions(self.instructions.clone())
    }

    fn not_strict(&self, expected: &str, text: &str) -> ConvertError {
        self.explained(ConvertError::new(ErrorKind::NotStrict, "", expected, text))
    }
}

/// `text` as a value of `T`. A Rust type's closed objects refuse keys they do not name
/// (schemars closes only `deny_unknown_fields` types, so a key the type does not know is
/// dropped only where the type would drop it). The fast path reads valid JSON straight
/// through serde when no report is asked for (serde ignores unknown keys, so a report checks
/// the value against the schema first: [`clean`]); options other than the defaults skip it.
pub(crate) fn convert<T: DeserializeOwned>(
    text: &str,
    request: &Request,
) -> Result<Converted<T>, ConvertError> {
    let options = request.options;
    if options.allow_fast_path() {
        let fast = if options.repair_paths {
            clean(text, &request.target.shape).and_then(|v| serde_json::from_value::<T>(v).ok())
        } else {
            serde_fast_path::<T>(text, request.target)
        };
        if let Some(value) = fast {
            return Ok(Converted {
                value,
                repairs: Vec::new(),
            });
        }
    }
    let mut options = options;
    options.deny_unknown = true;
    let answer = answer(text, request.target, &options).map_err(|e| request.explained(e))?;
    match answer.deserialize::<T>() {
        Ok((value, repairs)) => Ok(Converted { value, repairs }),
        Err(err) => {
            Err(request.explained(ConvertError::new(ErrorKind::Deserialize, "", err, text)))
        }
    }
}

/// `text` as a JSON value of the schema: a [`clean`] reply as it is, anything else through
/// the engine.
pub(crate) fn convert_value(
    text: &str,
    request: &Request,
) -> Result<Converted<Value>, ConvertError> {
    if let Some(value) = clean(text, &request.target.shape) {
        return Ok(Converted {
            value,
            repairs: Vec::new(),
        });
    }
    answer(text, request.target, &request.options)
        .map(|answer| {
            let (value, repairs) = answer.into_parts();
            Converted { value, repairs }
        })
        .map_err(|e| request.explained(e))
}

/// Only a [`clean`] reply, as a value of `T`.
pub(crate) fn strict<T: DeserializeOwned>(
    text: &str,
    request: &Request,
) -> Result<T, ConvertError> {
    let value = strict_value(text, request)?;
    serde_json::from_value::<T>(value)
        .map_err(|e| request.not_strict(&format!("valid JSON of the right shape ({e})"), text))
}

/// Only a [`clean`] reply, as a JSON value.
pub(crate) fn strict_value(text: &str, request: &Request) -> Result<Value, ConvertError> {
    match unique::parse(text) {
        Some(value) => exact_fit(&request.target.shape, value)
            .ok_or_else(|| request.not_strict("a value that fits the schema", text)),
        None => Err(request.not_strict("valid JSON with each key once", text)),
    }
}

/// A clean reply's value: valid JSON, each key written once, that fits the schema with no
/// coercion and no unknown key dropped (declared defaults filled in aside). What a report
/// calls clean, what strict conversion accepts, and the fast path of JSON values.
pub(crate) fn clean(text: &str, shape: &Shape) -> Option<Value> {
    exact_fit(shape, unique::parse(text)?)
}

/// Whether `text` is valid JSON, whatever its shape: a conversion of any other reply reports
/// a repair, even one that cost nothing (an unquoted key), so it is never called clean.
pub(crate) fn is_json(text: &str) -> bool {
    may_be_json(text) && serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok()
}

/// Typed valid JSON read straight by serde, when that reading is what the engine would give:
/// not where a key written twice would be merged silently into a map, nor where serde would
/// read a provider's response as the value by skipping its keys (the response is opened),
/// nor where a string value is a placeholder.
fn serde_fast_path<T: DeserializeOwned>(text: &str, target: &Target) -> Option<T> {
    if !may_be_json(text) {
        return None;
    }
    let value = serde_json::from_str::<T>(text).ok()?;
    // A record may count one of its lists, which the engine checks and serde does not.
    if target.shape.counts_lists {
        return None;
    }
    let merged = target.open_maps && !unique::has_no_duplicates(text);
    let response = target.reads_responses && envelope::may_be_response(text);
    // A placeholder is a string to serde: the engine reads it as no value; so is a blank
    // form (`coerce::blank_form`), which holds a member that is an empty string.
    // (Only a record the schema declares may be one: the text is looked at for no other.)
    let record =
        matches!(target.shape.node(target.shape.root), S::Object(o) if !o.props.is_empty());
    let blank = record && has_empty_member(text);
    (!merged && !response && !blank && !find::cues::holds_placeholder(text)).then_some(value)
}

/// Whether JSON text holds a member whose value is an empty string (`"key": ""`): `""` after
/// a colon, not the end of a string that ends with an escaped quote (`"say \"hi\""`).
fn has_empty_member(text: &str) -> bool {
    let b = text.as_bytes();
    memchr::memmem::find_iter(b, b"\"\"").any(|p| {
        p > 0
            && b[p - 1] != b'\\'
            && b[..p].iter().rev().find(|c| !c.is_ascii_whitespace()) == Some(&b':')
    })
}

/// The engine's answer for a reply that took no fast path: a provider's response is opened
/// first.
fn answer<'a>(text: &'a str, target: &Target, options: &ConvertOptions) -> RunResult<'a> {
    open_response(text, target, options).unwrap_or_else(|| run::run(text, &target.shape, options))
}

/// A reply that is a provider's response or message, recognisable by several of its keys,
/// and that does not fit the schema as it is: its text (or only tool call) converted, or
/// the refusal or token-limit stop it reports. `None` for any other reply, which the
/// engine reads as usual.
fn open_response(
    text: &str,
    target: &Target,
    options: &ConvertOptions,
) -> Option<RunResult<'static>> {
    // Every response has a key among the signs: a cheap look (nothing built) first.
    if !text.trim_start().starts_with('{') || !envelope::may_be_response(text) {
        return None;
    }
    let value = unique::parse(text)?;
    let reply = envelope::read_response(&value)?;
    let shape = &target.shape;
    if fits_whole(shape, &value, options) {
        return None;
    }
    Some(match reply.value_text(options.allow_truncated) {
        Ok(inner) => run::run(&inner, shape, options).map(|answer| {
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
            Err(match run::run(&reply.text, shape, &partial) {
                Ok(answer) => err.with_partial(answer.into_value()),
                Err(_) => err,
            })
        }
        Err(err) => Err(err),
    })
}

/// A parsed node as a plain JSON value (cut-off scalars and empty values dropped).
pub(crate) fn node_value(node: &Node) -> Value {
    let shape = Shape::any();
    Coercer::new(&shape)
        .coerce(shape.root, node)
        .map_or(Value::Null, |fit| fit.value)
}

/// Whether coercion to `id` would leave `node`'s value as it is.
pub(crate) fn takes_as_written(shape: &Shape, id: Id, node: &Node<'_>) -> bool {
    exact::settle(shape, id, node, false).is_some()
}

/// `node`'s value as the engine makes it at `id`, or `None` where it does not fit: the node's
/// own value where the schema takes it as it is (no coercion run), else coercion's (with no
/// paths written: only the value is kept).
pub(crate) fn node_fit(
    shape: &Shape,
    id: Id,
    node: Node<'_>,
    options: &ConvertOptions,
) -> Option<Value> {
    if takes_as_written(shape, id, &node) {
        return Some(written::value(node));
    }
    let mut coercer = Coercer::new(shape);
    coercer.deny_unknown = options.deny_unknown;
    coercer.paths = false;
    coercer.coerce(id, &node).ok().map(|fit| fit.value)
}

/// Coerces a JSON value against the schema (no candidates, no syntax repair, no defaults:
/// what a tool call's arguments say, checked). A key the arguments' schema does not declare
/// is refused unless the schema allows more keys: dropping it would change the request.
pub(crate) fn coerce_value(shape: &Shape, value: &Value) -> Result<Fit, ConvertError> {
    let node = node_from_value(value);
    let mut coercer = Coercer::new(shape);
    coercer.defaults = false;
    coercer.declared_keys_only = true;
    coercer
        .coerce(shape.root, &node)
        .map_err(|miss| ConvertError::new(miss.kind, miss.path, miss.expected, &miss.found))
}

/// Whether `value` converts as it is, with none of its keys dropped: a reply shaped like a
/// provider's response that the schema takes whole is the caller's own value, not a response
/// to open.
pub(crate) fn fits_whole(shape: &Shape, value: &Value, options: &ConvertOptions) -> bool {
    let mut coercer = Coercer::new(shape);
    coercer.deny_unknown = options.deny_unknown;
    coercer
        .coerce(shape.root, &node_from_value(value))
        .is_ok_and(|fit| {
            !fit.repairs
                .iter()
                .any(|r| r.kind == RepairKind::ExtraKeyDropped)
        })
}

/// Whether `value` fits the schema exactly, with no coercion (declared defaults aside): the
/// check behind the fast path for schemas known at run time.
pub(crate) fn exact_fit(shape: &Shape, value: Value) -> Option<Value> {
    // A blank form is valid and no answer: the engine says why.
    if coerce::blank_form(shape, &value) {
        return None;
    }
    if exact::fits(shape, shape.root, &value) {
        return Some(value);
    }
    let node = node_from_value(&value);
    let mut coercer = Coercer::new(shape);
    // Only the repairs' kinds are read.
    coercer.paths = false;
    coercer
        .coerce(shape.root, &node)
        .ok()
        // Declared defaults filled in are not a repair of the reply.
        .filter(|fit| {
            fit.repairs
                .iter()
                .all(|r| r.kind == RepairKind::DefaultFilled)
        })
        .map(|fit| fit.value)
}
