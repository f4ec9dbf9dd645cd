//! Ollama, llama.cpp server and vLLM (to be written).

use super::{Provider, SchemaError};
use serde_json::Value;

pub(crate) fn schema(provider: Provider, schema: &Value) -> Result<Value, SchemaError> {
    Err(SchemaError::new(
        provider,
        "",
        format!("not written yet: {schema}"),
    ))
}

pub(crate) fn response_format(
    provider: Provider,
    name: &str,
    schema: &Value,
) -> Result<Value, SchemaError> {
    let _ = name;
    self::schema(provider, schema)
}
