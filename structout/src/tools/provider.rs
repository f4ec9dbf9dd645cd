//! Tool definitions in each provider's shape, with its schema dialect.

use super::ToolDefinition;
use crate::native::{Provider, SchemaError};
use serde_json::{Value, json};

impl ToolDefinition {
    /// The tool's definition for `provider`'s request: OpenAI and Anthropic get their strict
    /// forms ([`Provider::OpenAi`] is strict for response formats too), so that every call's
    /// arguments fit the schema; Gemini a function declaration; Ollama, llama.cpp and vLLM
    /// the OpenAI function shape, which their servers take.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] when the provider's strict mode cannot express the parameters (a
    /// value of any type, a tuple or a size limit for OpenAI; a recursive type, too many
    /// optional or union-typed parameters for Anthropic).
    pub fn definition(&self, provider: Provider) -> Result<Value, SchemaError> {
        match provider {
            Provider::OpenAi => self.openai_strict(),
            Provider::Anthropic => self.anthropic_strict(),
            Provider::Gemini => Ok(self.gemini()),
            Provider::Ollama | Provider::LlamaCpp | Provider::Vllm => Ok(self.openai()),
        }
    }

    /// OpenAI Chat Completions: `{"type": "function", "function": {name, description,
    /// parameters}}`.
    fn openai(&self) -> Value {
        json!({
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": without_meta(&self.parameters),
            }
        })
    }

    /// OpenAI strict mode (`"strict": true`): the parameters in strict mode's subset of JSON
    /// Schema ([`Provider::OpenAi`]'s dialect: every object closed, every property required
    /// with the optional ones nullable, maps as lists of key/value entries, unsupported
    /// keywords moved into descriptions). Arguments then come back with `null` for an omitted
    /// optional value, which converts to `None`.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] when the parameters cannot be expressed in strict mode (a value of
    /// any type, a tuple, a size limit).
    fn openai_strict(&self) -> Result<Value, SchemaError> {
        let parameters = Provider::OpenAi.schema(&without_meta(&self.parameters))?;
        Ok(json!({
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": parameters,
                "strict": true,
            }
        }))
    }

    /// Anthropic Messages, strict tool use (`"strict": true`): `{name, description,
    /// input_schema, strict}` with the input schema in the subset Anthropic's structured
    /// outputs take (every object closed, constraints it does not check moved into the
    /// descriptions, no recursion), so that the call's input always fits the schema.
    ///
    /// # Errors
    ///
    /// A [`SchemaError`] when the parameters cannot be expressed (a
    /// recursive type, more optional or union-typed parameters than Anthropic allows).
    fn anthropic_strict(&self) -> Result<Value, SchemaError> {
        crate::native::anthropic_strict_tool(&self.name, &self.description, &self.parameters)
    }

    /// A Gemini function declaration: `{name, description, parameters}` with the parameters in
    /// Gemini's OpenAPI subset: local references inlined, `oneOf` as `anyOf`, `const` as a
    /// one-value `enum`, null types as `nullable: true`, no `additionalProperties`, `title`
    /// or `$schema`, and `propertyOrdering` so that keys keep their order.
    fn gemini(&self) -> Value {
        let parameters = crate::native::gemini_openapi(&self.parameters);
        json!({
            "name": self.name,
            "description": self.description,
            "parameters": parameters,
        })
    }
}

/// The schema without `$schema` and the root `title` (names that only cost tokens).
fn without_meta(schema: &Value) -> Value {
    let mut schema = schema.clone();
    if let Value::Object(map) = &mut schema {
        map.shift_remove("$schema");
        map.shift_remove("title");
        if !map.contains_key("type") && !map.contains_key("$ref") {
            map.insert("type".into(), Value::String("object".into()));
        }
    }
    schema
}
