//! OpenAI strict Structured Outputs (to be written).

use super::{Provider, SchemaError};
use serde_json::{Value, json};

pub(crate) fn schema(schema: &Value) -> Result<Value, SchemaError> {
    Err(SchemaError::new(
        Provider::OpenAi,
        "",
        format!("not written yet: {schema}"),
    ))
}

pub(crate) fn response_format(name: &str, schema: &Value) -> Result<Value, SchemaError> {
    let schema = self::schema(schema)?;
    Ok(
        json!({"response_format": {"type": "json_schema", "json_schema": {"name": name, "strict": true, "schema": schema}}}),
    )
}
