//! Tool enums: `#[derive(StructuredOutput)]` on an enum whose variants carry tool arguments.
//!
//! The tool list is read from the enum's JSON Schema (so serde's renames, tagging and doc
//! comments apply exactly as they do to deserialisation), using what the derive records of
//! each variant: its serde name, its tool name, its shape, and which one is the final answer.

use super::StructuredOutput;
use crate::error::{ConvertError, ErrorKind};
use crate::report::Converted;
use crate::tools::{ToolCall, ToolDefinition, ToolSet, ToolStep};
use serde_json::{Map, Value, json};

/// What a tool enum's cache holds: the tool set, and how each tool maps back to a variant.
pub struct TypedTools {
    pub(crate) set: ToolSet,
    /// For each tool of `set`, its variant.
    variants: Vec<VariantMap>,
    finish: Option<VariantMap>,
    tagging: Tagging,
}

struct VariantMap {
    serde_name: &'static str,
    style: VariantStyle,
    /// The arguments were wrapped as `{"input": …}` because the variant's one field is not
    /// an object.
    wrapped: bool,
    /// The schema of the variant's content (the finish variant's answer).
    content_schema: Value,
}

/// Tool enums: the tool list out, tool calls and final answers in.
///
/// Implemented by `#[derive(StructuredOutput)]` for an enum with a `#[structout(finish)]`
/// variant or `#[structout(tools)]`. Each variant that is not the finish variant is a tool:
/// its name is the variant's name in snake_case (or serde's `rename`), its description the
/// variant's doc comment, its parameters the variant's fields (a newtype variant takes its
/// inner struct's schema).
///
/// ```
/// use schemars::JsonSchema;
/// use serde::Deserialize;
/// use structout::{StructuredOutput, Tools};
///
/// #[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
/// enum Action {
///     /// Search the web for current information.
///     Search { query: String },
///     /// The final answer to the user.
///     #[structout(finish)]
///     Answer(String),
/// }
///
/// assert_eq!(Action::tools()[0].name, "search");
/// let reply = "Thought: look it up\nAction: search\nAction Input: rust 2024 edition";
/// assert_eq!(Action::convert(reply)?, Action::Search { query: "rust 2024 edition".into() });
/// assert_eq!(Action::convert("Final Answer: 42")?, Action::Answer("42".into()));
/// # Ok::<(), structout::ConvertError>(())
/// ```
pub trait Tools: StructuredOutput {
    /// What the derive records of the enum.
    #[doc(hidden)]
    fn __structout_tool_info() -> &'static ToolEnumInfo;

    /// The tool set of the enum, built once.
    fn tool_set() -> &'static ToolSet {
        &typed_tools::<Self>().set
    }

    /// The tool definitions (the finish variant is not a tool).
    fn tools() -> &'static [ToolDefinition] {
        Self::tool_set().tools()
    }

    /// One native tool call (name and arguments) as a value of the enum. `arguments` is a
    /// JSON object, a JSON string holding the arguments (repaired by the engine; `""` means
    /// no arguments), or free text for a tool that takes one text input.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::UnknownTool`], or the argument's path and problem.
    fn from_tool_call(name: &str, arguments: &Value) -> Result<Self, ConvertError> {
        let call = Self::tool_set().from_tool_call(name, arguments)?;
        typed_tools::<Self>().call_value(&call)
    }

    /// Every action in a reply: the parallel tool calls of an OpenAI or Anthropic message
    /// (or of text with several calls), or the final answer as one value.
    ///
    /// # Errors
    ///
    /// As [`ToolSet::convert`].
    fn convert_all(text: &str) -> Result<Vec<Self>, ConvertError> {
        let tools = typed_tools::<Self>();
        match tools.set.convert(text)? {
            ToolStep::Calls(calls) => calls.iter().map(|c| tools.call_value(c)).collect(),
            ToolStep::Finish(answer) => Ok(vec![tools.finish_value(&answer)?]),
        }
    }
}

/// The typed tools of `T`, from its cache.
pub(crate) fn typed_tools<T: Tools>() -> &'static TypedTools {
    T::__structout_cache().tools.get_or_init(|| {
        build(
            T::schema().as_value(),
            T::__structout_tool_info(),
            T::FORMAT_STYLE,
        )
    })
}

/// Converts text for a tool enum: exactly one action, with the repairs it needed.
pub(crate) fn convert_one<T: Tools>(text: &str) -> Result<Converted<T>, ConvertError> {
    let tools = typed_tools::<T>();
    let step = tools.set.convert_with_report(text)?;
    let repairs = step.repairs;
    let value = match step.value {
        ToolStep::Calls(calls) => match calls.as_slice() {
            [call] => tools.call_value(call),
            [] => Err(ConvertError::new(
                ErrorKind::NoValue,
                "",
                "a tool call or a final answer",
                "no tool calls",
            )),
            [first, ..] => Err(ConvertError::new(
                ErrorKind::Ambiguous,
                "",
                "one action (use `convert_all` for parallel calls)",
                &format!("{} tool calls, the first to `{}`", calls.len(), first.name),
            )),
        },
        ToolStep::Finish(answer) => tools.finish_value(&answer),
    }?;
    Ok(Converted { value, repairs })
}

impl TypedTools {
    /// The schema of the finish variant's content; `None` when the enum has no finish
    /// variant.
    pub(crate) fn finish_schema(&self) -> Option<&Value> {
        self.finish.as_ref().map(|f| &f.content_schema)
    }

    fn call_value<T: serde::de::DeserializeOwned>(
        &self,
        call: &ToolCall,
    ) -> Result<T, ConvertError> {
        let index = self.set.find(&call.name).ok_or_else(|| {
            ConvertError::new(ErrorKind::UnknownTool, "", "a known tool", &call.name)
        })?;
        let variant = &self.variants[index];
        let content = if variant.wrapped {
            call.arguments.get("input").cloned().unwrap_or(Value::Null)
        } else {
            call.arguments.clone()
        };
        self.deserialize(variant, content)
            .map_err(|e| e.for_tool(&call.name))
    }

    fn finish_value<T: serde::de::DeserializeOwned>(
        &self,
        answer: &str,
    ) -> Result<T, ConvertError> {
        let Some(variant) = &self.finish else {
            return Err(ConvertError::new(
                ErrorKind::Mismatch,
                "",
                "a tool call (this enum has no finish variant)",
                answer,
            ));
        };
        // A text answer, or a structured one converted by the engine.
        let content = if variant.content_schema.get("type") == Some(&Value::String("string".into()))
        {
            Value::String(answer.to_owned())
        } else {
            crate::convert::Converter::new(&variant.content_schema)?.convert(answer)?
        };
        self.deserialize(variant, content)
    }

    fn deserialize<T: serde::de::DeserializeOwned>(
        &self,
        variant: &VariantMap,
        content: Value,
    ) -> Result<T, ConvertError> {
        let name = variant.serde_name;
        let value = match (self.tagging, variant.style) {
            (Tagging::External, VariantStyle::Unit) => Value::String(name.into()),
            (Tagging::External, _) => json!({ name: content }),
            (Tagging::Internal(tag), _) => {
                let mut map = match content {
                    Value::Object(map) => map,
                    _ => Map::new(),
                };
                map.insert(tag.into(), Value::String(name.into()));
                Value::Object(map)
            }
            (Tagging::Adjacent(tag, _), VariantStyle::Unit) => json!({ tag: name }),
            (Tagging::Adjacent(tag, content_key), _) => json!({ tag: name, content_key: content }),
            (Tagging::Untagged, VariantStyle::Unit) => Value::Null,
            (Tagging::Untagged, _) => content,
        };
        serde_json::from_value(value)
            .map_err(|e| ConvertError::new(ErrorKind::Deserialize, "", e.to_string(), ""))
    }
}

/// Builds the tool set of an enum from its schema.
fn build(schema: &Value, info: &ToolEnumInfo, style: crate::format::FormatStyle) -> TypedTools {
    let branches: Vec<&Value> = ["oneOf", "anyOf"]
        .iter()
        .find_map(|k| schema.get(*k).and_then(Value::as_array))
        .map(|l| l.iter().collect())
        .unwrap_or_else(|| vec![schema]);
    let defs = schema.get("$defs").cloned();
    let live: Vec<&ToolVariant> = info.variants.iter().collect();
    let mut tools = Vec::new();
    let mut variants = Vec::new();
    let mut finish = None;
    for (n, variant) in live.iter().enumerate() {
        let (branch, content) = locate(&branches, info.tagging, variant, n);
        let description = branch
            .and_then(|b| b.get("description"))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let mut content = content.unwrap_or_else(|| json!({"type": "object", "properties": {}}));
        // A reference at the root of the arguments is inlined: providers want an object there.
        if content.get("$ref").is_some() {
            content = resolve_local(&content, schema).clone();
        }
        let resolved = resolve_local(&content, schema);
        let is_object = resolved.get("type") == Some(&Value::String("object".into()))
            || resolved.get("properties").is_some();
        let wrapped = !variant.finish && variant.style == VariantStyle::Newtype && !is_object;
        if wrapped {
            content =
                json!({"type": "object", "properties": {"input": content}, "required": ["input"]});
        }
        if let (Some(defs), Value::Object(map)) = (&defs, &mut content)
            && content_refs(map)
        {
            map.insert("$defs".into(), defs.clone());
        }
        let map = VariantMap {
            serde_name: variant.serde_name,
            style: variant.style,
            wrapped,
            content_schema: content.clone(),
        };
        if variant.finish {
            finish = Some(map);
            continue;
        }
        tools.push(ToolDefinition {
            name: variant.tool_name.to_owned(),
            description,
            parameters: content,
        });
        variants.push(map);
    }
    // The schema comes from schemars, so its parts compile; an empty set keeps this
    // infallible all the same.
    let set = ToolSet::with_style(tools, style).unwrap_or_else(|_| ToolSet::empty(style));
    TypedTools {
        set,
        variants,
        finish,
        tagging: info.tagging,
    }
}

/// Whether a schema object refers to `$defs`.
fn content_refs(map: &Map<String, Value>) -> bool {
    serde_json::to_string(map).is_ok_and(|s| s.contains("\"$ref\""))
}

fn resolve_local<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    crate::schema::target(root, schema)
}

/// The schema branch of `variant`, and the schema of its content (its arguments).
fn locate<'s>(
    branches: &[&'s Value],
    tagging: Tagging,
    variant: &ToolVariant,
    index: usize,
) -> (Option<&'s Value>, Option<Value>) {
    let name = variant.serde_name;
    let names_const = |v: &Value| {
        v.get("const").and_then(Value::as_str) == Some(name)
            || v.get("enum")
                .and_then(Value::as_array)
                .is_some_and(|e| e.len() == 1 && e[0].as_str() == Some(name))
    };
    match tagging {
        Tagging::External => {
            if variant.style == VariantStyle::Unit {
                let branch = branches.iter().copied().find(|b| {
                    names_const(b)
                        || b.get("enum")
                            .and_then(Value::as_array)
                            .is_some_and(|e| e.iter().any(|v| v.as_str() == Some(name)))
                });
                return (branch, None);
            }
            let branch = branches.iter().copied().find(|b| {
                b.get("properties")
                    .and_then(Value::as_object)
                    .is_some_and(|p| p.len() == 1 && p.contains_key(name))
            });
            let content = branch
                .and_then(|b| b.get("properties"))
                .and_then(|p| p.get(name))
                .cloned();
            (branch, content)
        }
        Tagging::Internal(tag) => {
            let branch = branches.iter().copied().find(|b| {
                b.get("properties")
                    .and_then(|p| p.get(tag))
                    .is_some_and(names_const)
            });
            let content = branch.map(|b| {
                let mut b = b.clone();
                if let Value::Object(map) = &mut b {
                    map.shift_remove("description");
                    map.shift_remove("title");
                    if let Some(Value::Object(props)) = map.get_mut("properties") {
                        props.shift_remove(tag);
                    }
                    if let Some(Value::Array(required)) = map.get_mut("required") {
                        required.retain(|r| r.as_str() != Some(tag));
                    }
                }
                b
            });
            (branch, content)
        }
        Tagging::Adjacent(tag, content_key) => {
            let branch = branches.iter().copied().find(|b| {
                b.get("properties")
                    .and_then(|p| p.get(tag))
                    .is_some_and(names_const)
            });
            let content = branch
                .and_then(|b| b.get("properties"))
                .and_then(|p| p.get(content_key))
                .cloned();
            (branch, content)
        }
        Tagging::Untagged => {
            let branch = branches.get(index).copied();
            (branch, branch.cloned())
        }
    }
}

/// How serde tags an enum's variants (`#[serde(tag, content, untagged)]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tagging {
    /// `{"Variant": content}` (serde's default).
    External,
    /// `{"tag": "Variant", ...fields}`.
    Internal(&'static str),
    /// `{"tag": "Variant", "content": content}`.
    Adjacent(&'static str, &'static str),
    /// The content alone.
    Untagged,
}

/// The shape of an enum variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantStyle {
    /// No fields.
    Unit,
    /// One unnamed field.
    Newtype,
    /// Named fields.
    Struct,
    /// Several unnamed fields.
    Tuple,
}

/// What the derive records of one variant of a tool enum.
#[derive(Debug)]
pub struct ToolVariant {
    /// serde's name for the variant.
    pub serde_name: &'static str,
    /// The tool's name.
    pub tool_name: &'static str,
    /// What the variant holds.
    pub style: VariantStyle,
    /// `#[structout(finish)]`: the final answer, not a tool.
    pub finish: bool,
}

/// What the derive records of a tool enum.
#[derive(Debug)]
pub struct ToolEnumInfo {
    /// How serde tags the enum.
    pub tagging: Tagging,
    /// The variants serde can produce, in declaration order.
    pub variants: &'static [ToolVariant],
}

/// `convert` for a tool enum, with its report: the enum's own clean serde JSON is clean; a
/// call read from an agent format or a provider message reports `Extracted` and every
/// coercion of its arguments.
pub fn convert_tool<T: Tools>(
    text: &str,
    options: Option<&crate::engine::ConvertOptions>,
) -> Result<crate::report::Converted<T>, crate::error::ConvertError> {
    if let Ok(value) = T::converter().convert_typed_strict::<T>(text) {
        return Ok(crate::report::Converted {
            value,
            repairs: Vec::new(),
        });
    }
    match convert_one::<T>(text) {
        // No action in any agent format: the enum's own JSON (`{"Search": {...}}`) still is one.
        Err(err) if err.kind() == crate::error::ErrorKind::NoValue && text.contains('{') => {
            match T::converter().convert_typed::<T>(text, options, true) {
                Ok(c)
                    if !c
                        .repairs
                        .iter()
                        .any(|r| r.kind == crate::report::RepairKind::FieldImplied) =>
                {
                    Ok(c)
                }
                _ => Err(err),
            }
        }
        other => other,
    }
}
