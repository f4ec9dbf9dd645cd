//! Tool definitions in each provider's shape, with its schema dialect.

use super::{ToolCall, ToolDefinition, ToolStep};
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

impl ToolStep {
    /// The assistant message that records this step in `provider`'s conversation history,
    /// to send back on the next turn together with the tools' results: the calls (their ids,
    /// names, arguments, and Gemini's `thoughtSignature`, which Gemini 3 requires back), or
    /// the final answer as text.
    ///
    /// A call read from text has no id: the message gives it `call_N` (OpenAI shapes) or
    /// `toolu_N` (Anthropic), N its position, so send each result under the id written here.
    ///
    /// ```
    /// use serde_json::json;
    /// use structout::{Provider, ToolCall, ToolStep};
    ///
    /// let step = ToolStep::Calls(vec![ToolCall {
    ///     id: None,
    ///     name: "search".into(),
    ///     arguments: json!({"query": "rust"}),
    ///     signature: Some("CiQB...".into()),
    /// }]);
    /// let gemini = step.assistant_message(Provider::Gemini);
    /// assert_eq!(gemini["parts"][0]["thoughtSignature"], "CiQB...");
    /// let openai = step.assistant_message(Provider::OpenAi);
    /// assert_eq!(openai["tool_calls"][0]["function"]["arguments"], "{\"query\":\"rust\"}");
    /// ```
    #[must_use]
    pub fn assistant_message(&self, provider: Provider) -> Value {
        let calls = match self {
            ToolStep::Finish(text) => {
                return match provider {
                    Provider::Gemini => json!({"role": "model", "parts": [{"text": text}]}),
                    _ => json!({"role": "assistant", "content": text}),
                };
            }
            ToolStep::Calls(calls) => calls,
        };
        let id = |i: usize, call: &ToolCall, prefix: &str| {
            call.id.clone().unwrap_or_else(|| format!("{prefix}{i}"))
        };
        match provider {
            Provider::OpenAi | Provider::Vllm | Provider::LlamaCpp => {
                let calls: Vec<Value> = calls
                    .iter()
                    .enumerate()
                    .map(|(i, call)| {
                        json!({"id": id(i, call, "call_"), "type": "function", "function": {
                            "name": call.name, "arguments": call.arguments.to_string()}})
                    })
                    .collect();
                json!({"role": "assistant", "content": null, "tool_calls": calls})
            }
            Provider::Ollama => {
                let calls: Vec<Value> = calls
                    .iter()
                    .map(|call| {
                        json!({"function": {"name": call.name, "arguments": call.arguments}})
                    })
                    .collect();
                json!({"role": "assistant", "content": "", "tool_calls": calls})
            }
            Provider::Anthropic => {
                let blocks: Vec<Value> = calls
                    .iter()
                    .enumerate()
                    .map(|(i, call)| {
                        json!({"type": "tool_use", "id": id(i, call, "toolu_"),
                            "name": call.name, "input": call.arguments})
                    })
                    .collect();
                json!({"role": "assistant", "content": blocks})
            }
            Provider::Gemini => {
                let parts: Vec<Value> = calls
                    .iter()
                    .map(|call| {
                        let mut function = json!({"name": call.name, "args": call.arguments});
                        if let Some(id) = &call.id {
                            function["id"] = json!(id);
                        }
                        let mut part = json!({"functionCall": function});
                        if let Some(signature) = &call.signature {
                            part["thoughtSignature"] = json!(signature);
                        }
                        part
                    })
                    .collect();
                json!({"role": "model", "parts": parts})
            }
        }
    }
}
