//! The gemini dialect (to be written).

use super::SchemaError;
use serde_json::Value;

pub(crate) fn schema(schema: &Value) -> Result<Value, SchemaError> {
    Err(SchemaError::new(
        super::Provider::OpenAi,
        "",
        format!("not written yet: {schema}"),
    ))
}

pub(crate) fn response_format(schema: &Value) -> Result<Value, SchemaError> {
    self::schema(schema)
}
