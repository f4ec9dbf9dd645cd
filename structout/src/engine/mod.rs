//! The conversion engine: text → candidates → value of the target type.

pub(crate) mod candidates;

use crate::error::{Candidate, ConvertError, ErrorKind};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::sync::Arc;

/// What a conversion aims at: the schema, and the instructions to restate in feedback.
pub(crate) struct Target {
    #[allow(dead_code)]
    schema: Value,
    instructions: Arc<str>,
}

impl Target {
    pub(crate) fn new(schema: Value, instructions: &str) -> Self {
        Target {
            schema,
            instructions: Arc::from(instructions),
        }
    }
}

/// Converts `text` into a `T`.
pub(crate) fn convert<T: DeserializeOwned>(text: &str, target: &Target) -> Result<T, ConvertError> {
    // Fast path: the reply is already valid JSON of the right shape.
    if let Ok(value) = serde_json::from_str::<T>(text) {
        return Ok(value);
    }
    let mut spans = candidates::fences(text);
    spans.extend(candidates::embedded(text));
    let mut tried = Vec::new();
    for span in spans {
        match serde_json::from_str::<T>(&text[span.range.clone()]) {
            Ok(value) => return Ok(value),
            Err(err) => tried.push(Candidate {
                origin: span.origin,
                span: span.range,
                problem: err.to_string(),
            }),
        }
    }
    let err = match tried.first() {
        None => ConvertError::new(ErrorKind::NoValue, "", "JSON value", text),
        Some(first) => {
            let found = &text[first.span.clone()];
            ConvertError::new(ErrorKind::Mismatch, "", first.problem.clone(), found)
        }
    };
    Err(err
        .with_candidates(tried)
        .with_instructions(target.instructions.clone()))
}
