//! The grammar of a reply in a tool format: the JSON action object, ReAct lines or XML tags
//! (the texts of `tools/instructions.rs`), with the tool names as the only names and each
//! tool's arguments written as JSON of its parameter schema.
//!
//! Everything the grammar allows is read by the tool-call parser (`tools/text.rs`) as the one
//! call or final answer written: free text (a thought, a final answer) is one line with no
//! `{` (a JSON object there could read as an action) and no `<` or `&` (tags and entities are
//! read before the other formats); a final answer neither starts nor ends with whitespace
//! (the parser trims it); a thought never says `final answer:` (the parser would take what
//! follows as the answer); JSON strings follow the rules of [`Strings::ToolText`].

use super::ir::{Class, Expr, Kind, Rules, text_avoiding};
use super::schema::{Builder, Problem, Strings, json_literal};
use crate::format::{FUNCTION_GEMMA_MARK, FormatStyle, GEMMA_MARK};
use serde_json::Value;

/// What a final answer is, for the enum or tool set.
pub(crate) enum Finish<'a> {
    /// No final answer: every reply calls a tool.
    None,
    /// Free text.
    Text,
    /// A JSON value of this schema (a finish variant holding a struct).
    Json(&'a Value),
}

/// The rules of a reply to `tools` (each a name and its parameters' schema) in `style` (data
/// styles mean JSON action).
pub(crate) fn rules(
    tools: &[(&str, &Value)],
    style: FormatStyle,
    finish: &Finish,
) -> Result<Rules, Problem> {
    let strings = match style {
        FormatStyle::Gemma4 => Strings::Marked(GEMMA_MARK),
        FormatStyle::FunctionGemma => Strings::Marked(FUNCTION_GEMMA_MARK),
        _ => Strings::ToolText,
    };
    let mut builder = Builder::new(strings);
    let mut calls = Vec::with_capacity(tools.len());
    for &(name, parameters) in tools {
        let args = builder.root(parameters, &format!("{name}-args"))?;
        calls.push((name, Expr::Ref(args)));
    }
    let answer = match finish {
        Finish::None => None,
        Finish::Text => Some(Answer::Text),
        Finish::Json(schema) => Some(Answer::Json(Expr::Ref(builder.root(schema, "answer")?))),
    };
    let ws = builder.ws();
    let steps = match style {
        FormatStyle::React => react(&mut builder, &calls, answer),
        FormatStyle::Xml => xml(&mut builder, &calls, answer),
        style if style.is_model_format() => {
            model_format(&mut builder, tools, &calls, style, answer)?
        }
        _ => json_action(&mut builder, &calls, answer),
    };
    let mut rules = builder.rules;
    let start = rules.add("reply", Kind::Rule, Expr::seq([ws.clone(), steps, ws]));
    rules.start = start;
    Ok(rules)
}

/// The final answer of a reply, before it is written in a format.
enum Answer {
    Text,
    Json(Expr),
}

/// A JSON object of these members in this order, white space free between its tokens.
fn json_object(ws: &Expr, members: Vec<(&str, Expr)>) -> Expr {
    let mut parts = vec![Expr::lit("{"), ws.clone()];
    for (i, (key, value)) in members.into_iter().enumerate() {
        if i > 0 {
            parts.extend([Expr::lit(","), ws.clone()]);
        }
        parts.extend([
            Expr::lit(format!("\"{key}\"")),
            ws.clone(),
            Expr::lit(":"),
            ws.clone(),
            value,
            ws.clone(),
        ]);
    }
    parts.push(Expr::lit("}"));
    Expr::seq(parts)
}

/// `{"action": "<tool>", "action_input": {…}}`, or `"Final Answer"` with the answer.
fn json_action(builder: &mut Builder, calls: &[(&str, Expr)], answer: Option<Answer>) -> Expr {
    let ws = builder.ws();
    let object =
        |name: Expr, input: Expr| json_object(&ws, vec![("action", name), ("action_input", input)]);
    let mut alts: Vec<Expr> = calls
        .iter()
        .map(|(name, args)| {
            object(
                json_literal(&Value::String((*name).to_owned())),
                args.clone(),
            )
        })
        .collect();
    if let Some(answer) = answer {
        let input = match answer {
            Answer::Text => answer_string(builder),
            Answer::Json(value) => value,
        };
        alts.push(object(Expr::lit("\"Final Answer\""), input));
    }
    let action = builder.rules.add("action", Kind::Rule, Expr::alt(alts));
    Expr::Ref(action)
}

/// An optional `Thought:` line, then `Action:` and `Action Input:` lines or a `Final Answer:`.
fn react(builder: &mut Builder, calls: &[(&str, Expr)], answer: Option<Answer>) -> Expr {
    let ws = builder.ws();
    let mut alts: Vec<Expr> = calls
        .iter()
        .map(|(name, args)| {
            Expr::seq([
                Expr::lit(format!("Action: {name}\nAction Input: ")),
                args.clone(),
            ])
        })
        .collect();
    if let Some(answer) = answer {
        let text = match answer {
            Answer::Text => answer_line(builder),
            Answer::Json(value) => value,
        };
        alts.push(Expr::seq([Expr::lit("Final Answer: "), text]));
    }
    let thought = thought_line(builder);
    let step = builder.rules.add("step", Kind::Rule, Expr::alt(alts));
    Expr::seq([
        Expr::seq([Expr::Ref(thought), Expr::lit("\n"), ws]).optional(),
        Expr::Ref(step),
    ])
}

/// `<tool>name</tool><tool_input>{…}</tool_input>`, or `<final_answer>…</final_answer>`.
fn xml(builder: &mut Builder, calls: &[(&str, Expr)], answer: Option<Answer>) -> Expr {
    let ws = builder.ws();
    let mut alts: Vec<Expr> = calls
        .iter()
        .map(|(name, args)| {
            Expr::seq([
                Expr::lit(format!("<tool>{name}</tool>")),
                ws.clone(),
                Expr::lit("<tool_input>"),
                ws.clone(),
                args.clone(),
                ws.clone(),
                Expr::lit("</tool_input>"),
            ])
        })
        .collect();
    if let Some(answer) = answer {
        let text = match answer {
            Answer::Text => answer_line(builder),
            Answer::Json(value) => Expr::seq([ws.clone(), value, ws.clone()]),
        };
        alts.push(Expr::seq([
            Expr::lit("<final_answer>"),
            text,
            Expr::lit("</final_answer>"),
        ]));
    }
    Expr::Ref(builder.rules.add("step", Kind::Rule, Expr::alt(alts)))
}

/// The characters of free text: one line, no `{`, `<` or `&`.
fn free_char() -> Class {
    Class::none_of("\n\r{<&", &[])
}

/// Characters that `str::trim` would take off the ends of a final answer.
const TRIMMED: &str = " \t\u{b}\u{c}\u{85}\u{a0}\u{1680}\u{2028}\u{2029}\u{202f}\u{205f}\u{3000}";

/// The white space that `str::trim` takes off.
fn spaces() -> Vec<char> {
    TRIMMED.chars().chain('\u{2000}'..='\u{200a}').collect()
}

/// The last character of a final answer: not whitespace.
fn edge_char() -> Class {
    free_char().without(&spaces())
}

/// A final answer in free text: one line, neither starting nor ending with whitespace, not
/// starting with `*` (ReAct drops a leading `**` as the label's bold marker).
fn answer_line(builder: &mut Builder) -> Expr {
    Expr::Ref(builder.rules.shared_token("answer-text", |_| {
        let last = edge_char();
        let first = last.without(&['*']);
        Expr::seq([
            Expr::Class(first),
            Expr::seq([Expr::Class(free_char()).repeat(0, None), Expr::Class(last)]).optional(),
        ])
    }))
}

/// A final answer as a JSON string: not empty, no whitespace at either end.
fn answer_string(builder: &mut Builder) -> Expr {
    Expr::Ref(builder.rules.shared_token("answer-string", |_| {
        let edge = Class::none_of("\"\\<&", &[('\u{0}', '\u{20}')]).without(
            &TRIMMED
                .chars()
                .chain('\u{2000}'..='\u{200a}')
                .collect::<Vec<char>>(),
        );
        let middle = Expr::alt([
            Expr::Class(Class::none_of("\"\\<&", &[('\u{0}', '\u{1f}')])),
            Expr::seq([
                Expr::lit("\\"),
                Expr::alt([
                    Expr::Class(Class::any_of("\"\\/bfnrt")),
                    Expr::seq([
                        Expr::lit("u"),
                        Expr::Class(Class {
                            negated: false,
                            ranges: vec![('0', '9'), ('a', 'f'), ('A', 'F')],
                        })
                        .repeat(4, Some(4)),
                    ]),
                ]),
            ]),
        ]);
        Expr::seq([
            Expr::lit("\""),
            Expr::Class(edge.clone()),
            Expr::seq([middle.repeat(0, None), Expr::Class(edge)]).optional(),
            Expr::lit("\""),
        ])
    }))
}

/// `Thought: ` and one line of free text that never says `final answer:`.
fn thought_line(builder: &mut Builder) -> usize {
    builder.rules.shared_token("thought", |_| {
        let text = text_avoiding(&free_char(), &["final answer:"], true)
            .unwrap_or_else(|| Expr::Class(free_char()).repeat(0, None));
        Expr::seq([Expr::lit("Thought: "), text])
    })
}

// ---------------------------------------------------------------------------------------
// The call formats open models are trained on. Each writes the calls as the family's chat
// template does (whitespace between the parts free within the builder's bound, where the
// reader allows it); what the formats enclose is read as data, so only their own closing
// markup is kept out of a value. Without a call, the reply is the answer: a plain line for
// the reader's plain-answer rule (`tools/text.rs`), or Harmony's final channel; a structured
// answer has no plain form, so a tool enum whose answer is a struct has no answer in these
// grammars but Harmony's.

/// The reply of a model family's format: one or more calls (one in Llama 3's JSON and in
/// Harmony, whose turn ends with its call), or the answer.
fn model_format(
    builder: &mut Builder,
    tools: &[(&str, &Value)],
    calls: &[(&str, Expr)],
    style: FormatStyle,
    answer: Option<Answer>,
) -> Result<Expr, Problem> {
    let ws = builder.ws();
    let nl = Expr::lit("\n").optional();
    let name_lit = |name: &str| json_literal(&Value::String(name.to_owned()));
    let json_call = |name_key: &str, args_key: &str, name: &str, args: &Expr| {
        json_object(
            &ws,
            vec![(name_key, name_lit(name)), (args_key, args.clone())],
        )
    };
    let mut each = Vec::with_capacity(calls.len());
    for (&(name, parameters), (_, args)) in tools.iter().zip(calls) {
        let call = match style {
            FormatStyle::Hermes => Expr::seq([
                Expr::lit("<tool_call>"),
                ws.clone(),
                json_call("name", "arguments", name, args),
                ws.clone(),
                Expr::lit("</tool_call>"),
            ]),
            FormatStyle::Llama3Json => json_call("name", "parameters", name, args),
            FormatStyle::Qwen3Coder => {
                let params = keyed(builder, name, parameters, Keyed::Qwen)?;
                Expr::seq([
                    Expr::lit(format!("<tool_call>\n<function={name}>\n")),
                    params,
                    Expr::lit("</function>\n</tool_call>"),
                ])
            }
            FormatStyle::Glm => {
                let open = format!("<tool_call>{name}");
                keyed_call(builder, name, parameters, Keyed::Glm, open, "</tool_call>")?
            }
            FormatStyle::MiniMaxM2 => {
                let open = format!("<invoke name=\"{name}\">");
                keyed_call(builder, name, parameters, Keyed::Invoke, open, "</invoke>")?
            }
            FormatStyle::DeepSeekV32 | FormatStyle::DeepSeekV4 => {
                let open = format!("<｜DSML｜invoke name=\"{name}\">");
                keyed_call(
                    builder,
                    name,
                    parameters,
                    Keyed::Dsml,
                    open,
                    "</｜DSML｜invoke>",
                )?
            }
            FormatStyle::Step3 => {
                let open = format!(
                    "<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"{name}\">"
                );
                let close = "</steptml:invoke><｜tool_call_end｜>";
                keyed_call(builder, name, parameters, Keyed::Step3, open, close)?
            }
            FormatStyle::Pythonic | FormatStyle::Liquid | FormatStyle::Olmo3 => {
                let params = keyed(builder, name, parameters, Keyed::Python)?;
                Expr::seq([Expr::lit(format!("{name}(")), params, Expr::lit(")")])
            }
            FormatStyle::Gemma4 => Expr::seq([
                Expr::Special("<|tool_call>"),
                Expr::lit(format!("call:{name}")),
                args.clone(),
                Expr::Special("<tool_call|>"),
            ]),
            FormatStyle::FunctionGemma => Expr::seq([
                Expr::Special("<start_function_call>"),
                Expr::lit(format!("call:{name}")),
                args.clone(),
                Expr::Special("<end_function_call>"),
            ]),
            FormatStyle::Hunyuan => json_call("name", "arguments", name, args),
            FormatStyle::Functionary => {
                Expr::seq([Expr::lit(format!(">>>{name}\n")), args.clone()])
            }
            FormatStyle::Inkling => Expr::seq([
                Expr::Special("<|message_model|>"),
                Expr::lit(name),
                Expr::Special("<|content_invoke_tool_json|>"),
                json_call("name", "args", name, args),
                Expr::Special("<|end_message|>"),
            ]),
            FormatStyle::CommandR => {
                let id = builder.rules.shared_token("call-id", |_| {
                    Expr::seq([
                        Expr::lit("\""),
                        Expr::Class(Class::any_of("0123456789")).repeat(1, Some(4)),
                        Expr::lit("\""),
                    ])
                });
                json_object(
                    &ws,
                    vec![
                        ("tool_call_id", Expr::Ref(id)),
                        ("tool_name", name_lit(name)),
                        ("parameters", args.clone()),
                    ],
                )
            }
            FormatStyle::Mistral => {
                Expr::seq([Expr::lit(format!("[TOOL_CALLS]{name}[ARGS]")), args.clone()])
            }
            FormatStyle::DeepSeekV3 => Expr::seq([
                Expr::lit(format!(
                    "<｜tool▁call▁begin｜>function<｜tool▁sep｜>{name}\n```json\n"
                )),
                args.clone(),
                Expr::lit("\n```<｜tool▁call▁end｜>"),
            ]),
            FormatStyle::DeepSeekV31 => Expr::seq([
                Expr::lit(format!("<｜tool▁call▁begin｜>{name}<｜tool▁sep｜>")),
                args.clone(),
                Expr::lit("<｜tool▁call▁end｜>"),
            ]),
            FormatStyle::KimiK2 => {
                let index = builder.rules.shared_token("call-index", |_| {
                    Expr::Class(Class::any_of("0123456789")).repeat(1, Some(4))
                });
                Expr::seq([
                    Expr::Special("<|tool_call_begin|>"),
                    Expr::lit(format!("functions.{name}:")),
                    Expr::Ref(index),
                    Expr::Special("<|tool_call_argument_begin|>"),
                    args.clone(),
                    Expr::Special("<|tool_call_end|>"),
                ])
            }
            FormatStyle::Harmony => Expr::seq([
                Expr::Special("<|channel|>"),
                Expr::lit(format!("commentary to=functions.{name} ")),
                Expr::Special("<|constrain|>"),
                Expr::lit("json"),
                Expr::Special("<|message|>"),
                args.clone(),
                Expr::Special("<|call|>"),
            ]),
            _ => unreachable!("a model format"),
        };
        each.push(call);
    }
    let call = Expr::Ref(builder.rules.add("call", Kind::Rule, Expr::alt(each)));
    let several =
        |sep: Expr| Expr::seq([call.clone(), Expr::seq([sep, call.clone()]).repeat(0, None)]);
    let calls = match style {
        FormatStyle::Llama3Json | FormatStyle::Harmony => call.clone(),
        FormatStyle::Hermes | FormatStyle::Qwen3Coder | FormatStyle::Glm => several(ws.clone()),
        FormatStyle::MiniMaxM2 => Expr::seq([
            Expr::lit("<minimax:tool_call>"),
            nl.clone(),
            several(nl.clone()),
            nl.clone(),
            Expr::lit("</minimax:tool_call>"),
        ]),
        FormatStyle::Pythonic => {
            Expr::seq([Expr::lit("["), several(Expr::lit(", ")), Expr::lit("]")])
        }
        FormatStyle::Mistral => call.clone().repeat(1, None),
        FormatStyle::DeepSeekV3 | FormatStyle::DeepSeekV31 => Expr::seq([
            Expr::lit("<｜tool▁calls▁begin｜>"),
            several(nl.clone()),
            Expr::lit("<｜tool▁calls▁end｜>"),
        ]),
        FormatStyle::KimiK2 => Expr::seq([
            Expr::Special("<|tool_calls_section_begin|>"),
            call.clone().repeat(1, None),
            Expr::Special("<|tool_calls_section_end|>"),
        ]),
        FormatStyle::DeepSeekV32 | FormatStyle::DeepSeekV4 => {
            let block = if style == FormatStyle::DeepSeekV4 {
                "tool_calls"
            } else {
                "function_calls"
            };
            Expr::seq([
                Expr::lit(format!("<｜DSML｜{block}>")),
                nl.clone(),
                several(nl.clone()),
                nl.clone(),
                Expr::lit(format!("</｜DSML｜{block}>")),
            ])
        }
        FormatStyle::Step3 => Expr::seq([
            Expr::lit("<｜tool_calls_begin｜>"),
            nl.clone(),
            several(nl.clone()),
            nl.clone(),
            Expr::lit("<｜tool_calls_end｜>"),
        ]),
        FormatStyle::Gemma4 | FormatStyle::FunctionGemma => call.clone().repeat(1, None),
        FormatStyle::Functionary => several(nl.clone()),
        FormatStyle::Inkling => Expr::seq([
            call.clone().repeat(1, None),
            Expr::Special("<|content_model_end_sampling|>").optional(),
        ]),
        FormatStyle::Liquid => Expr::seq([
            Expr::Special("<|tool_call_start|>"),
            Expr::lit("["),
            several(Expr::lit(", ")),
            Expr::lit("]"),
            Expr::Special("<|tool_call_end|>"),
        ]),
        FormatStyle::Olmo3 => Expr::seq([
            Expr::lit("<function_calls>\n"),
            several(Expr::lit("\n")),
            Expr::lit("\n</function_calls>"),
        ]),
        FormatStyle::Hunyuan | FormatStyle::CommandR => {
            // A JSON list of the calls between the family's markers.
            let (open, close) = match style {
                FormatStyle::Hunyuan => (Expr::lit("<tool_calls>"), Expr::lit("</tool_calls>")),
                _ => (
                    Expr::Special("<|START_ACTION|>"),
                    Expr::Special("<|END_ACTION|>"),
                ),
            };
            Expr::seq([
                open,
                Expr::lit("["),
                ws.clone(),
                several(Expr::seq([Expr::lit(","), ws.clone()])),
                ws.clone(),
                Expr::lit("]"),
                close,
            ])
        }
        _ => unreachable!("a model format"),
    };
    let calls = match style {
        // Harmony: an optional analysis message (reasoning) before the call.
        FormatStyle::Harmony => Expr::seq([harmony_analysis(builder).optional(), calls]),
        _ => calls,
    };
    let answer = match (style, answer) {
        (_, None) => None,
        (FormatStyle::Harmony, Some(answer)) => {
            let content = match answer {
                Answer::Text => Expr::Ref(harmony_text(builder)),
                Answer::Json(value) => value,
            };
            Some(Expr::seq([
                harmony_analysis(builder).optional(),
                Expr::Special("<|channel|>"),
                Expr::lit("final"),
                Expr::Special("<|message|>"),
                content,
                Expr::Special("<|return|>"),
            ]))
        }
        (FormatStyle::Functionary, Some(Answer::Text)) => {
            // No `>` either: a `>>>` would start another message.
            let text = message_text(builder, "recipient-text", "<>");
            Some(Expr::seq([Expr::lit(">>>all\n"), text]))
        }
        (FormatStyle::CommandR | FormatStyle::Inkling, Some(Answer::Text)) => {
            let text = message_text(builder, "message-text", "<");
            Some(if style == FormatStyle::CommandR {
                Expr::seq([
                    Expr::Special("<|START_RESPONSE|>"),
                    text,
                    Expr::Special("<|END_RESPONSE|>"),
                ])
            } else {
                Expr::seq([
                    Expr::Special("<|message_model|>"),
                    Expr::Special("<|content_text|>"),
                    text,
                    Expr::Special("<|end_message|>"),
                    Expr::Special("<|content_model_end_sampling|>").optional(),
                ])
            })
        }
        (_, Some(Answer::Text)) => Some(plain_answer(builder)),
        (_, Some(Answer::Json(_))) => None,
    };
    let mut alts = vec![calls];
    alts.extend(answer);
    Ok(Expr::Ref(builder.rules.add(
        "step",
        Kind::Rule,
        Expr::alt(alts),
    )))
}

/// A call of a key/value format: `open`, a line break or not, the arguments in `form`, then
/// `close`.
fn keyed_call(
    builder: &mut Builder,
    name: &str,
    parameters: &Value,
    form: Keyed,
    open: String,
    close: &'static str,
) -> Result<Expr, Problem> {
    let params = keyed(builder, name, parameters, form)?;
    Ok(Expr::seq([
        Expr::lit(open),
        Expr::lit("\n").optional(),
        params,
        Expr::lit(close),
    ]))
}

/// How a key/value format writes one argument.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keyed {
    /// `<parameter=KEY>\nVALUE\n</parameter>\n` (the reader takes off one line break on
    /// each side).
    Qwen,
    /// `<arg_key>KEY</arg_key>\n<arg_value>VALUE</arg_value>\n`.
    Glm,
    /// `<parameter name="KEY">VALUE</parameter>\n`, XML-escaped (the reader decodes entities:
    /// a value holds neither `<` nor `&`).
    Invoke,
    /// Step-3's: `<steptml:parameter name="KEY">VALUE</steptml:parameter>\n`, as `Invoke`.
    Step3,
    /// DeepSeek V3.2's and V4's: `<｜DSML｜parameter name="KEY" string="true">TEXT</｜DSML｜parameter>\n`
    /// for a string, `string="false"` and JSON for any other value; as `Invoke`.
    Dsml,
    /// `KEY=VALUE`, comma-separated, every value JSON.
    Python,
}

/// The arguments of `name` in a key/value format: each property of its parameters in order,
/// an optional one free to be left out; a string property written as its text (none in the
/// Python format), any other as JSON of its schema.
fn keyed(
    builder: &mut Builder,
    name: &str,
    parameters: &Value,
    form: Keyed,
) -> Result<Expr, Problem> {
    let object = crate::schema::target(parameters, parameters);
    let required: Vec<&str> = object
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut values = Vec::new();
    let mut optional = Vec::new();
    let properties = object.get("properties").and_then(Value::as_object);
    for (key, schema) in properties.into_iter().flatten() {
        let path = format!("{name}.{key}");
        let text = match form {
            Keyed::Python => None,
            _ => raw_text(builder, crate::schema::target(parameters, schema), form),
        };
        let (open, close) = match form {
            Keyed::Qwen => (format!("<parameter={key}>"), "</parameter>"),
            Keyed::Glm => (
                format!("<arg_key>{key}</arg_key>\n<arg_value>"),
                "</arg_value>",
            ),
            Keyed::Invoke => (format!("<parameter name=\"{key}\">"), "</parameter>"),
            Keyed::Step3 => (
                format!("<steptml:parameter name=\"{key}\">"),
                "</steptml:parameter>",
            ),
            Keyed::Dsml => (
                format!(
                    "<｜DSML｜parameter name=\"{key}\" string=\"{}\">",
                    text.is_some()
                ),
                "</｜DSML｜parameter>",
            ),
            Keyed::Python => (format!("{key}="), ""),
        };
        let value = match text {
            Some(text) => text,
            None => {
                let json = builder.value(schema, parameters, &path)?;
                match form {
                    Keyed::Python => json,
                    // Qwen3-Coder's template puts every value on its own line.
                    Keyed::Qwen => {
                        let nl = Expr::lit("\n").optional();
                        Expr::seq([nl.clone(), json, nl, Expr::lit(close)])
                    }
                    _ => Expr::seq([json, Expr::lit(close)]),
                }
            }
        };
        let after = match form {
            Keyed::Python => Expr::lit(""),
            _ => Expr::lit("\n").optional(),
        };
        values.push(Expr::seq([Expr::lit(open), value, after]));
        optional.push(!required.contains(&key.as_str()));
    }
    let sep = match form {
        Keyed::Python => Expr::lit(", "),
        _ => Expr::lit(""),
    };
    Ok(builder.members(&format!("{name}-args"), &values, &optional, None, &sep))
}

/// A string property's value and its closing tag, as one token (llguidance ends a lexeme
/// greedily, so free text and the tag that closes it are matched together): its enum's
/// values, or any text without `<` (nor `&` where entities are decoded). `None` for a
/// property that is not a string.
fn raw_text(builder: &mut Builder, schema: &Value, form: Keyed) -> Option<Expr> {
    let close = match form {
        Keyed::Qwen | Keyed::Invoke => "</parameter>",
        Keyed::Glm => "</arg_value>",
        Keyed::Step3 => "</steptml:parameter>",
        Keyed::Dsml => "</｜DSML｜parameter>",
        Keyed::Python => return None,
    };
    // The reader decodes entities in an invoke's values.
    let entities = matches!(form, Keyed::Invoke | Keyed::Step3 | Keyed::Dsml);
    let strings = |v: &Value| -> Option<Vec<String>> {
        v.as_array()?
            .iter()
            .map(|x| x.as_str().map(str::to_owned))
            .collect()
    };
    let listed = schema.get("enum").and_then(strings).or_else(|| {
        schema
            .get("const")
            .and_then(Value::as_str)
            .map(|c| vec![c.to_owned()])
    });
    if let Some(values) = listed {
        let markup = |v: &String| v.contains('<') || (entities && v.contains('&'));
        if values.iter().any(markup) {
            return None;
        }
        let nl = match form {
            // Qwen3-Coder's template puts every value on its own line.
            Keyed::Qwen => Expr::lit("\n").optional(),
            _ => Expr::lit(""),
        };
        let value = Expr::alt(values.iter().map(|v| Expr::lit(v.clone())));
        return Some(Expr::seq([nl.clone(), value, nl, Expr::lit(close)]));
    }
    let is_string = match schema.get("type") {
        Some(Value::String(t)) => t == "string",
        Some(Value::Array(ts)) => {
            ts.iter().any(|t| t == "string") && ts.iter().all(|t| t == "string" || t == "null")
        }
        _ => false,
    };
    if !is_string {
        return None;
    }
    let (name, banned) = match form {
        Keyed::Invoke => ("invoke-text", "<&"),
        Keyed::Step3 => ("steptml-text", "<&"),
        Keyed::Dsml => ("dsml-text", "<&"),
        Keyed::Glm => ("glm-text", "<"),
        _ => ("qwen-text", "<"),
    };
    let id = builder.rules.shared_token(name, |_| {
        Expr::seq([
            Expr::Class(Class::none_of(banned, &[])).repeat(0, None),
            Expr::lit(close),
        ])
    });
    Some(Expr::Ref(id))
}

/// The answer of a model-format reply without a call: one line that the reader takes as
/// plain text. No `{`, `[`, `]`, `<`, `>` or `&` (which start calls and markup: tags, Python
/// call lists, bracketed markers, recipients), and nothing a label could be read from: the
/// text before its first `:` holds a character other than a letter, digit, space or `*`
/// (`Action:`, `**Final Answer:**` and `Thought 2:` are labels), and it never says `final
/// answer`. Not excluded: three capitals between two symbols outside ASCII (`✿RETURN✿`),
/// which the reader takes for a marker and refuses (a retry, never a wrong value); excluding
/// them exactly would cost an automaton the size of the `final answer` one times four.
fn plain_answer(builder: &mut Builder) -> Expr {
    Expr::Ref(builder.rules.shared_token("plain-answer", |_| {
        let label = Class {
            negated: false,
            ranges: vec![(' ', ' '), ('*', '*'), ('0', '9'), ('A', 'Z'), ('a', 'z')],
        };
        // The first character after the label-like start: not one of those, not `:`, and
        // not white space (so that the answer is never blank).
        let other = Class::none_of("\n\r{<>&[]: *\t", &[('0', '9'), ('A', 'Z'), ('a', 'z')])
            .without(&spaces());
        let rest = Class::none_of("\n\r{<>&[]", &[]);
        let tail = text_avoiding(&rest, &["final answer"], true)
            .unwrap_or_else(|| Expr::Class(rest).repeat(0, None));
        let after = Expr::seq([Expr::Class(other), tail]);
        let first = Class {
            negated: false,
            ranges: vec![('*', '*'), ('0', '9'), ('A', 'Z'), ('a', 'z')],
        };
        Expr::alt([
            Expr::seq([
                Expr::Class(first),
                Expr::Class(label).repeat(0, None),
                after.clone().optional(),
            ]),
            after,
        ])
    }))
}

/// The text of an answer message: any text without the characters of `banned` (which
/// start the family's markup), not blank, neither starting nor ending with white space (the
/// reader trims it).
fn message_text(builder: &mut Builder, name: &str, banned: &str) -> Expr {
    Expr::Ref(builder.rules.shared_token(name, |_| {
        let edge = Class::none_of(&format!("{banned}\n\r\t"), &[]).without(&spaces());
        Expr::seq([
            Expr::Class(edge.clone()),
            Expr::seq([
                Expr::Class(Class::none_of(banned, &[])).repeat(0, None),
                Expr::Class(edge),
            ])
            .optional(),
        ])
    }))
}

/// Text of a Harmony message: anything but `<` (special tokens end it).
fn harmony_text(builder: &mut Builder) -> usize {
    builder.rules.shared_token("harmony-text", |_| {
        Expr::Class(Class::none_of("<", &[])).repeat(1, None)
    })
}

/// An analysis message (reasoning), then the assistant's next message header.
fn harmony_analysis(builder: &mut Builder) -> Expr {
    let text = harmony_text(builder);
    Expr::seq([
        Expr::Special("<|channel|>"),
        Expr::lit("analysis"),
        Expr::Special("<|message|>"),
        Expr::Ref(text),
        Expr::Special("<|end|>"),
        Expr::Special("<|start|>"),
        Expr::lit("assistant"),
    ])
}
