//! Prompt instructions for tools: the tool list (name, description, arguments) and the reply
//! shape, in the JSON action, ReAct or XML style or a model family's own call format; and
//! example calls for feedback.

use super::ToolDefinition;
use crate::format::{FUNCTION_GEMMA_MARK, FormatStyle, GEMMA_MARK, is_identifier};
use serde_json::{Map, Value};
use std::fmt::Write as _;

/// The instructions for `tools` in `style`.
pub(crate) fn render(tools: &[ToolDefinition], style: FormatStyle) -> String {
    let mut out = String::from("You can use these tools:\n\n");
    for tool in tools {
        let _ = write!(out, "- {}", tool.name);
        if !tool.description.trim().is_empty() {
            let _ = write!(out, ": {}", tool.description.trim());
        }
        let _ = writeln!(out, "\n  arguments: {}", signature(&tool.parameters));
    }
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    match style {
        FormatStyle::React => {
            let _ = write!(
                out,
                "\nUse exactly this format:\n\n\
                 Thought: what to do next and why\n\
                 Action: the tool to use, one of [{}]\n\
                 Action Input: the arguments, as one JSON object on one line\n\
                 Observation: the tool's result (written for you; stop after Action Input)\n\
                 ... (Thought, Action, Action Input and Observation can repeat)\n\
                 Thought: I now know the final answer\n\
                 Final Answer: the answer to the original question\n\n\
                 Write either an Action with its Action Input, or a Final Answer, never both.",
                names.join(", ")
            );
        }
        FormatStyle::Xml => {
            out.push_str(
                "\nTo use a tool, write <tool>the tool's name</tool><tool_input>the arguments as one JSON object</tool_input> and stop; \
                 the result comes back as <observation>the result</observation>.\n\
                 When you have the answer, write <final_answer>the answer</final_answer>.\n\
                 Write either one tool call or a final answer, never both.",
            );
        }
        style if style.is_model_format() => {
            let example = tools
                .first()
                .map_or_else(String::new, |t| self::example(t, style));
            let answer = match style {
                FormatStyle::Harmony => {
                    "To answer without a tool, write the answer in the final channel: \
                     <|channel|>final<|message|>the answer<|return|>"
                }
                FormatStyle::CommandR => {
                    "To answer without a tool, write <|START_RESPONSE|>the answer<|END_RESPONSE|>"
                }
                FormatStyle::Functionary => {
                    "To answer without a tool, write >>>all and the answer on the next line."
                }
                FormatStyle::Inkling => {
                    "To answer without a tool, write <|message_model|><|content_text|>the answer<|end_message|>"
                }
                _ => "To answer without a tool, write the answer alone, with no call.",
            };
            let _ = write!(
                out,
                "\nTo call a tool, write the call in this format (here {}, with its arguments):\n{example}\n{answer}",
                tools.first().map_or("a tool", |t| t.name.as_str()),
            );
        }
        _ => {
            out.push_str(
                "\nReply with exactly one JSON object and nothing else: no explanations, no markdown code fences.\n\
                 To use a tool: {\"action\": \"<tool name>\", \"action_input\": {<arguments>}}\n\
                 To give the final answer: {\"action\": \"Final Answer\", \"action_input\": \"<the answer>\"}",
            );
        }
    }
    out
}

/// An example call of `tool` in `style`, with placeholder arguments.
pub(crate) fn example(tool: &ToolDefinition, style: FormatStyle) -> String {
    let args = Value::Object(placeholder_args(&tool.parameters, &tool.parameters, 0));
    match style {
        FormatStyle::React => format!(
            "Thought: I need to use {name}.\nAction: {name}\nAction Input: {args}",
            name = tool.name
        ),
        FormatStyle::Xml => format!("<tool>{}</tool><tool_input>{args}</tool_input>", tool.name),
        style if style.is_model_format() => call_text(style, &tool.name, &args),
        _ => serde_json::json!({"action": tool.name, "action_input": args}).to_string(),
    }
}

/// One call of `name` with `args` (a JSON object) written in a model family's format, as its
/// chat template writes one. Key/value formats write a string as it is (a placeholder's angle
/// brackets dropped, so that it reads as text, not markup) and any other value as JSON.
fn call_text(style: FormatStyle, name: &str, args: &Value) -> String {
    let json = args.to_string();
    let pairs = || -> Vec<(String, String)> {
        args.as_object()
            .into_iter()
            .flatten()
            .map(|(k, v)| {
                let text = match v {
                    Value::String(s) => unangled(s).to_owned(),
                    other => other.to_string(),
                };
                (k.clone(), text)
            })
            .collect()
    };
    match style {
        FormatStyle::Hermes => {
            let call = serde_json::json!({"name": name, "arguments": args});
            format!("<tool_call>\n{call}\n</tool_call>")
        }
        FormatStyle::Qwen3Coder => {
            let params: String = pairs()
                .iter()
                .map(|(k, v)| format!("<parameter={k}>\n{v}\n</parameter>\n"))
                .collect();
            format!("<tool_call>\n<function={name}>\n{params}</function>\n</tool_call>")
        }
        FormatStyle::Llama3Json => {
            serde_json::json!({"name": name, "parameters": args}).to_string()
        }
        FormatStyle::Pythonic => format!("[{}]", python_call(name, args)),
        FormatStyle::Mistral => format!("[TOOL_CALLS]{name}[ARGS]{json}"),
        FormatStyle::DeepSeekV3 => format!(
            "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>{name}\n```json\n{json}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
        ),
        FormatStyle::DeepSeekV31 => format!(
            "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>{name}<｜tool▁sep｜>{json}<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
        ),
        FormatStyle::Glm => {
            let params: String = pairs()
                .iter()
                .map(|(k, v)| format!("<arg_key>{k}</arg_key>\n<arg_value>{v}</arg_value>\n"))
                .collect();
            format!("<tool_call>{name}\n{params}</tool_call>")
        }
        FormatStyle::KimiK2 => format!(
            "<|tool_calls_section_begin|><|tool_call_begin|>functions.{name}:0<|tool_call_argument_begin|>{json}<|tool_call_end|><|tool_calls_section_end|>"
        ),
        FormatStyle::MiniMaxM2 => {
            let params: String = pairs()
                .iter()
                .map(|(k, v)| format!("<parameter name=\"{k}\">{v}</parameter>\n"))
                .collect();
            format!(
                "<minimax:tool_call>\n<invoke name=\"{name}\">\n{params}</invoke>\n</minimax:tool_call>"
            )
        }
        FormatStyle::Harmony => format!(
            "<|channel|>commentary to=functions.{name} <|constrain|>json<|message|>{json}<|call|>"
        ),
        FormatStyle::DeepSeekV32 | FormatStyle::DeepSeekV4 => {
            let params: String = args
                .as_object()
                .into_iter()
                .flatten()
                .map(|(k, v)| {
                    let (string, text) = match v {
                        Value::String(s) => (true, unangled(s).to_owned()),
                        other => (false, other.to_string()),
                    };
                    format!(
                        "<｜DSML｜parameter name=\"{k}\" string=\"{string}\">{text}</｜DSML｜parameter>\n"
                    )
                })
                .collect();
            let calls = if style == FormatStyle::DeepSeekV4 {
                "tool_calls"
            } else {
                "function_calls"
            };
            format!(
                "<｜DSML｜{calls}>\n<｜DSML｜invoke name=\"{name}\">\n{params}</｜DSML｜invoke>\n</｜DSML｜{calls}>"
            )
        }
        FormatStyle::Step3 => {
            let params: String = pairs()
                .iter()
                .map(|(k, v)| format!("<steptml:parameter name=\"{k}\">{v}</steptml:parameter>\n"))
                .collect();
            format!(
                "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"{name}\">\n{params}</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>"
            )
        }
        FormatStyle::Gemma4 => format!(
            "<|tool_call>call:{name}{}<tool_call|>",
            marked(args, GEMMA_MARK)
        ),
        FormatStyle::FunctionGemma => format!(
            "<start_function_call>call:{name}{}<end_function_call>",
            marked(args, FUNCTION_GEMMA_MARK)
        ),
        FormatStyle::CommandR => {
            let call =
                serde_json::json!([{"tool_call_id": "0", "tool_name": name, "parameters": args}]);
            format!("<|START_ACTION|>{call}<|END_ACTION|>")
        }
        FormatStyle::Liquid => format!(
            "<|tool_call_start|>[{}]<|tool_call_end|>",
            python_call(name, args)
        ),
        FormatStyle::Hunyuan => {
            let call = serde_json::json!([{"name": name, "arguments": args}]);
            format!("<tool_calls>{call}</tool_calls>")
        }
        FormatStyle::Inkling => {
            let call = serde_json::json!({"name": name, "args": args});
            format!(
                "<|message_model|>{name}<|content_invoke_tool_json|>{call}<|end_message|><|content_model_end_sampling|>"
            )
        }
        FormatStyle::Functionary => format!(">>>{name}\n{json}"),
        FormatStyle::Olmo3 => format!(
            "<function_calls>\n{}\n</function_calls>",
            python_call(name, args)
        ),
        _ => serde_json::json!({"action": name, "action_input": args}).to_string(),
    }
}

/// A placeholder string without its angle brackets, for formats that write strings as text
/// (where `<` starts markup).
fn unangled(s: &str) -> &str {
    s.trim_start_matches('<').trim_end_matches('>')
}

/// `NAME(KEY=VALUE, …)`, each value as JSON.
fn python_call(name: &str, args: &Value) -> String {
    let params: Vec<String> = args
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    format!("{name}({})", params.join(", "))
}

/// `value` in the Gemma formats' notation: keys bare (marked where they are not identifiers),
/// strings between `mark`s (a placeholder's angle brackets dropped), anything else as JSON.
fn marked(value: &Value, mark: &str) -> String {
    match value {
        Value::String(s) => format!("{mark}{}{mark}", unangled(s)),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(|v| marked(v, mark)).collect();
            format!("[{}]", items.join(","))
        }
        Value::Object(map) => {
            let entries: Vec<String> = map
                .iter()
                .map(|(k, v)| match is_identifier(k) {
                    true => format!("{k}:{}", marked(v, mark)),
                    false => format!("{mark}{k}{mark}:{}", marked(v, mark)),
                })
                .collect();
            format!("{{{}}}", entries.join(","))
        }
        other => other.to_string(),
    }
}

/// `{key: type, key?: type}`: the arguments in the compact notation of the type-signature
/// style.
fn signature(schema: &Value) -> String {
    let Some(props) = schema.get("properties").and_then(Value::as_object) else {
        return "{}".into();
    };
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let parts: Vec<String> = props
        .iter()
        .map(|(k, v)| {
            let opt = if required.contains(&k.as_str()) {
                ""
            } else {
                "?"
            };
            let mut part = format!("{k}{opt}: {}", type_name(v, schema, 0));
            if let Some(d) = v.get("description").and_then(Value::as_str) {
                let _ = write!(part, " /* {} */", d.trim());
            }
            part
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

fn resolve<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    crate::schema::target(root, schema)
}

fn type_name(schema: &Value, root: &Value, depth: usize) -> String {
    if depth > 4 {
        return "object".into();
    }
    let schema = resolve(schema, root);
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        return values
            .iter()
            .map(Value::to_string)
            .collect::<Vec<_>>()
            .join(" | ");
    }
    if let Some(value) = schema.get("const") {
        return value.to_string();
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(list) = schema.get(key).and_then(Value::as_array) {
            return list
                .iter()
                .map(|s| type_name(s, root, depth + 1))
                .collect::<Vec<_>>()
                .join(" | ");
        }
    }
    let one = |t: &str| -> String {
        match t {
            "integer" => "int".into(),
            "number" => "number".into(),
            "boolean" => "boolean".into(),
            "null" => "null".into(),
            "array" => match schema.get("items") {
                Some(items) => format!("{}[]", type_name(items, root, depth + 1)),
                None => "array".into(),
            },
            "object" if schema.get("properties").is_some() => signature(schema),
            other => other.into(),
        }
    };
    match schema.get("type") {
        Some(Value::String(t)) => one(t),
        Some(Value::Array(ts)) => ts
            .iter()
            .filter_map(Value::as_str)
            .map(one)
            .collect::<Vec<_>>()
            .join(" | "),
        _ => "any".into(),
    }
}

/// Placeholder arguments for the required properties: `"<query>"` for strings, `0` for
/// numbers, the first enum value, and so on.
fn placeholder_args(schema: &Value, root: &Value, depth: usize) -> Map<String, Value> {
    let mut out = Map::new();
    let schema = resolve(schema, root);
    let Some(props) = schema.get("properties").and_then(Value::as_object) else {
        return out;
    };
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    for (key, prop) in props {
        if required.contains(&key.as_str()) || required.is_empty() {
            out.insert(key.clone(), placeholder(key, prop, root, depth + 1));
        }
    }
    out
}

fn placeholder(key: &str, schema: &Value, root: &Value, depth: usize) -> Value {
    let schema = resolve(schema, root);
    if depth > 4 {
        return Value::Null;
    }
    if let Some(first) = schema
        .get("enum")
        .and_then(Value::as_array)
        .and_then(|v| v.first())
    {
        return first.clone();
    }
    if let Some(value) = schema.get("const") {
        return value.clone();
    }
    if let Some(first) = ["anyOf", "oneOf"].iter().find_map(|k| {
        schema
            .get(*k)
            .and_then(Value::as_array)
            .and_then(|l| l.first())
    }) {
        return placeholder(key, first, root, depth + 1);
    }
    let t = match schema.get("type") {
        Some(Value::String(t)) => t.as_str(),
        Some(Value::Array(ts)) => ts
            .iter()
            .filter_map(Value::as_str)
            .find(|t| *t != "null")
            .unwrap_or("null"),
        _ => "string",
    };
    match t {
        "integer" => Value::from(0),
        "number" => Value::from(0.0),
        "boolean" => Value::Bool(false),
        "null" => Value::Null,
        "array" => {
            let item = schema
                .get("items")
                .map_or(Value::Null, |i| placeholder(key, i, root, depth + 1));
            let n = schema
                .get("minItems")
                .and_then(Value::as_u64)
                .unwrap_or(1)
                .min(4) as usize;
            Value::Array(vec![item; n.max(1)])
        }
        "object" => Value::Object(placeholder_args(schema, root, depth)),
        _ => Value::String(format!("<{key}>")),
    }
}
