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
use crate::format::FormatStyle;
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
    let mut builder = Builder::new(Strings::ToolText);
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

/// `{"action": "<tool>", "action_input": {…}}`, or `"Final Answer"` with the answer.
fn json_action(builder: &mut Builder, calls: &[(&str, Expr)], answer: Option<Answer>) -> Expr {
    let ws = builder.ws();
    let object = |name: Expr, input: Expr| {
        Expr::seq([
            Expr::lit("{"),
            ws.clone(),
            Expr::lit("\"action\""),
            ws.clone(),
            Expr::lit(":"),
            ws.clone(),
            name,
            ws.clone(),
            Expr::lit(","),
            ws.clone(),
            Expr::lit("\"action_input\""),
            ws.clone(),
            Expr::lit(":"),
            ws.clone(),
            input,
            ws.clone(),
            Expr::lit("}"),
        ])
    };
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

/// The last character of a final answer: not whitespace.
fn edge_char() -> Class {
    free_char().without(
        &TRIMMED
            .chars()
            .chain('\u{2000}'..='\u{200a}')
            .collect::<Vec<char>>(),
    )
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
