//! Tool calls written as text, by models without native tool calling.
//!
//! A model family's own call markup (Qwen3-Coder, MiniMax/Step-3/DeepSeek V3.2 `invoke`,
//! MiniMax-M3's elements, GLM and Xing 4, Kimi K2, DeepSeek V3/V3.1, Gemma 4 and
//! FunctionGemma, Mistral, Olmo 3, MiniCPM 5, Functionary) is read first: what its calls enclose is their
//! arguments' data, and the formats below are read in the text outside them. Those
//! formats, tried in this order (the first that holds an action wins, the family's calls
//! last; final answers are collected from all of them):
//!
//! 1. JSON action objects, fenced or in prose: `{"action", "action_input"}`,
//!    `{"action", "arguments"}`, `{"name", "arguments"}` (string or object),
//!    `{"name", "parameters"}`, `{"tool", "tool_input"}`, `{"function": {"name",
//!    "arguments"}}`, arrays of them, the think/action/arguments/answer format
//!    (`{"think", "answer"}` is a final answer), `"action": "Final Answer"`; also inside
//!    Hermes/Qwen `<tool_call>…</tool_call>` and `<tools_call>…</tools_call>` blocks.
//! 2. XML agent tags: `<tool>name</tool><tool_input>…</tool_input>`, `<final_answer>…`, and
//!    a tool's own name as a tag (`<search>query</search>`) with `<answer>…</answer>`.
//! 3. ReAct: `Action:` / `Action Input:` lines (numbered `Action 1:` too), ReAct-paper
//!    `Search[query]` / `Finish[answer]` actions, `Final Answer:`.
//! 4. Self-ask: `Follow up:` (a call to the intermediate-answer tool) and
//!    `So the final answer is:`.
//!
//! Reasoning blocks (`<think>…</think>`) are skipped first. A reply with no action and no
//! final answer is refused; one with both is refused too, except that in ReAct a final
//! answer written before any action wins (what follows it is the model running on).

use super::{Found, RawArgs, RawCall, ToolDefinition, clean_name, find_tool};
use crate::engine::find::spans as candidates;
use crate::engine::find::{bytes, cues, reasoning, words};
use crate::engine::parse::tree::{Kind, Node};
use crate::engine::parse::{lenient, light};
use crate::error::{ConvertError, ErrorKind};
use crate::format::{FUNCTION_GEMMA_MARK, GEMMA_MARK};
use serde_json::Value;

/// Something a reply says, with where it says it.
struct Signal {
    at: usize,
    what: What,
}

enum What {
    Call(RawCall),
    Finish(String),
}

/// Reads the calls or final answer in model text.
/// Reads the calls or final answer in model text, and whether the JSON it was read from
/// needed syntax repair.
///
/// `plain`: the set asks for a model family's own format, in which a reply with no call is
/// the model's answer; such a reply (no call read, and nothing in it that could be a call's
/// broken markup or another format's label, [`reads_as_plain`]) is the final answer as it
/// stands, trimmed.
pub(crate) fn parse(
    text: &str,
    tools: &[ToolDefinition],
    plain: bool,
) -> Result<(Found, bool), ConvertError> {
    let stripped = reasoning::strip_reasoning(text).map_err(|at| {
        ConvertError::new(
            ErrorKind::Incomplete,
            "",
            "an action or a final answer after the reasoning block",
            &text[at..],
        )
    })?;
    let text = stripped.as_deref().unwrap_or(text);
    let whole = text;
    // A message addressed to the user (`to=user<|message|>…`) is the answer, not a call.
    if let Some(found) = message_to_user(text) {
        return found.map(|found| (found, false));
    }
    // gpt-oss's Harmony messages say what each part is: read them alone.
    if let Some(found) = harmony(text) {
        return found.map(|found| (found, false));
    }
    if let Some(found) = answer_messages(text) {
        return found.map(|found| (found, false));
    }
    if let Some(answer) = messages_to_all(text) {
        return Ok((Found::Finish(answer), false));
    }
    let text = &text[..run_on(text)];

    let mut calls: Vec<Signal> = Vec::new();
    let mut finishes: Vec<Signal> = Vec::new();
    let mut react_finish_first = false;

    // The calls of a model family's own markup, read first: Qwen3-Coder's XML calls
    // (`<function=NAME><parameter=KEY>VALUE</parameter>`), the `<invoke name="NAME"><parameter
    // name="KEY">` calls of MiniMax-M2, Step-3 and DeepSeek V3.2/V4, GLM's `<tool_call>NAME
    // <arg_key>KEY</arg_key><arg_value>VALUE</arg_value>`, Kimi K2's, DeepSeek V3's and V3.1's,
    // Gemma 4's and Mistral's `[TOOL_CALLS]NAME[ARGS]` markers. Their markup is the reply's
    // structure and what they enclose is their arguments' data: the other formats are read
    // in the text outside them, so that a file the model writes through a call, holding a
    // ReAct step or a JSON action, is that call and not the one in its text.
    let family = family_calls(text);
    let outside = outside_of(text, &family);
    let text = outside.as_deref().unwrap_or(text);
    let xml_calls: Vec<Signal> = family.into_iter().map(|(signal, _)| signal).collect();

    // 1. JSON action objects.
    let (json, repaired) = json_signals(text, tools);
    let repaired_at = |at: usize| repaired.contains(&at);
    // 2. Tags.
    let tags = tag_signals(text, tools)?;
    // 3. ReAct.
    let react = react_signals(text)?;
    // 4. Self-ask.
    let self_ask = self_ask_signals(text, tools);
    // 5. Python calls (`[get_weather(city="Oslo")]`, Llama 4 and other pythonic formats).
    let pythonic = pythonic_signals(text);

    let family_calls = xml_calls.len();
    for (n, group) in [json, tags, react, self_ask, pythonic, xml_calls]
        .into_iter()
        .enumerate()
    {
        let (group_calls, group_finishes): (Vec<Signal>, Vec<Signal>) = group
            .into_iter()
            .partition(|s| matches!(s.what, What::Call(_)));
        if calls.is_empty() && !group_calls.is_empty() {
            // Calls in a family's markup and others in another format: which are meant
            // (both, or one of them shown as an example) the reply does not say.
            if n < 5 && family_calls > 0 {
                return Err(ConvertError::new(
                    ErrorKind::Ambiguous,
                    "",
                    "the calls in one format",
                    "calls written in a model family's markup and others in another format",
                ));
            }
            calls = group_calls;
            if n == 2 {
                let first_call = calls.first().map_or(usize::MAX, |s| s.at);
                react_finish_first = group_finishes.iter().any(|f| f.at < first_call);
            }
        }
        finishes.extend(group_finishes);
    }

    if !calls.is_empty() && !finishes.is_empty() {
        if react_finish_first {
            calls.clear();
        } else {
            let answer = match &finishes[0].what {
                What::Finish(t) => t.clone(),
                What::Call(_) => String::new(),
            };
            return Err(ConvertError::new(
                ErrorKind::ActionAndAnswer,
                "",
                "a tool call or a final answer",
                &format!("an action and the final answer {answer:?}"),
            ));
        }
    }
    if !calls.is_empty() {
        let fixed = calls.iter().any(|s| repaired_at(s.at));
        let calls = calls
            .into_iter()
            .filter_map(|s| match s.what {
                What::Call(c) => Some(c),
                What::Finish(_) => None,
            })
            .collect();
        return Ok((Found::Calls(calls), fixed));
    }
    finishes.sort_by_key(|s| s.at);
    if let Some(Signal {
        what: What::Finish(answer),
        at,
    }) = finishes.into_iter().next()
    {
        // `Final Answer: I'll look that up for you.`: an intent with no call.
        if !tools.is_empty() && cues::announces_action(&answer) {
            return Err(ConvertError::new(
                ErrorKind::NoValue,
                "",
                "a tool call, or the answer itself (the reply only says it will act)",
                &answer,
            ));
        }
        return Ok((Found::Finish(answer), repaired_at(at)));
    }
    if plain && reads_as_plain(whole) {
        return Ok((Found::Finish(whole.trim().to_owned()), false));
    }
    Err(ConvertError::new(
        ErrorKind::NoValue,
        "",
        "a tool call or a final answer",
        text,
    ))
}

/// Whether a reply in which no call was read is plain text: not empty, and holding nothing a
/// call is written with (a JSON object, a call's markup or special token, a Python call list)
/// nor a line that starts with an agent format's label (`Action:`, `Final Answer:`,
/// `Thought:`, …). Broken markup is a call the model failed to write, never its answer.
fn reads_as_plain(text: &str) -> bool {
    const LABELS: [&str; 7] = [
        "Action",
        "Action Input",
        "Final Answer",
        "Thought",
        "Observation",
        "Follow up",
        "Question",
    ];
    !text.trim().is_empty()
        && !holds_markup(text)
        && !lines(text)
            .iter()
            .any(|(_, line)| LABELS.iter().any(|l| labelled(line, l).is_some()))
}

/// Whether a text holds what could be a call's markup or a format's structure, of any
/// family: a JSON object's `{`; a tag (`<` before a letter, `/`, `!`, or a special token's
/// `|` or full-width `｜`); a special marker, three or more capitals and underscores set off
/// by symbols (`[TOOL_CALLS]`, `[ARGS]`, `✿RETURN✿`); a Python call in a list
/// (`[get_weather(` or `[add-note(`); a recipient (`>>>all`, a name right after `>>>`).
fn holds_markup(text: &str) -> bool {
    let b = text.as_bytes();
    let tag = |at: usize| {
        text[at + 1..]
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || matches!(c, '/' | '!' | '|' | '｜'))
    };
    let python_call = |at: usize| {
        let rest = &text[at + 1..];
        let name = rest
            .find(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '.' | '-')))
            .unwrap_or(rest.len());
        name > 0 && rest[name..].trim_start().starts_with('(')
    };
    bytes::memchr(b'{', b).is_some()
        || text.match_indices('<').any(|(at, _)| tag(at))
        || text.match_indices('[').any(|(at, _)| python_call(at))
        || special_marker(text)
        || text
            .match_indices(">>>")
            .any(|(at, m)| text[at + m.len()..].starts_with(|c: char| c.is_alphanumeric()))
}

/// Whether a text holds three or more capitals and underscores set off on both sides by a
/// marker's delimiter: square brackets, or a symbol outside ASCII that is neither a letter,
/// a digit, white space, general punctuation (quotes, dashes, `…`) nor CJK or full-width
/// punctuation. That is the shape of a format's special marker (`[TOOL_CALLS]`,
/// `✿FUNCTION✿`), not of a word in capitals in prose (`(NASA)`, `**NOTE**`, `«USA»`).
fn special_marker(text: &str) -> bool {
    let delimiter = |c: Option<char>| {
        c.is_some_and(|c| {
            matches!(c, '[' | ']')
                || !c.is_ascii()
                    && !c.is_alphanumeric()
                    && !c.is_whitespace()
                    && !matches!(c, '\u{2000}'..='\u{206F}' | '\u{3000}'..='\u{303F}' | '\u{FF00}'..='\u{FFEF}' | '«' | '»')
        })
    };
    let is_cap = |c: char| c.is_ascii_uppercase() || c == '_';
    let mut from = 0;
    while let Some(n) = text[from..].find(is_cap) {
        let start = from + n;
        let len = text[start..]
            .find(|c: char| !is_cap(c))
            .unwrap_or(text.len() - start);
        let end = start + len;
        if len >= 3
            && delimiter(text[..start].chars().next_back())
            && delimiter(text[end..].chars().next())
        {
            return true;
        }
        from = end;
    }
    false
}

/// A call read from a model family's markup, with where its markup ends.
type Spanned = (Signal, usize);

/// The calls of the first model family whose markup the text holds.
fn family_calls(text: &str) -> Vec<Spanned> {
    let readers: [fn(&str) -> Vec<Spanned>; 9] = [
        function_tag_signals,
        invoke_signals,
        arg_pair_signals,
        kimi_signals,
        deepseek_signals,
        gemma_signals,
        mistral_signals,
        olmo_signals,
        recipient_signals,
    ];
    readers
        .iter()
        .map(|read| read(text))
        .find(|calls| !calls.is_empty())
        .unwrap_or_default()
}

/// `text` with the spans of `calls` blanked (each character a space, line breaks kept, so
/// that positions and lines outside stay as they were); `None` when there are no calls.
fn outside_of(text: &str, calls: &[Spanned]) -> Option<String> {
    if calls.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for (signal, end) in calls {
        let (at, end) = (signal.at.max(from), (*end).max(from));
        out.push_str(&text[from..at]);
        out.extend(
            text[at..end]
                .bytes()
                .map(|b| if b == b'\n' { '\n' } else { ' ' }),
        );
        from = end;
    }
    out.push_str(&text[from..]);
    Some(out)
}

/// gpt-oss's Harmony messages, `…<|channel|>CHANNEL [to=RECIPIENT] [<|constrain|>json]
/// <|message|>CONTENT` ended by `<|call|>`, `<|end|>` or `<|return|>` (the recipient may stand
/// in the role part before `<|channel|>` too). A message to `functions.NAME` is a call of
/// NAME with its content as JSON arguments (one not ended by `<|call|>` or `<|end|>` was cut
/// off: no call); the `final` channel is the final answer; `analysis` is reasoning and a
/// `commentary` message to no one is a preamble, neither of them an answer. `None` for a
/// reply with no Harmony message.
fn harmony(text: &str) -> Option<Result<Found, ConvertError>> {
    if !text.contains("<|channel|>") || !text.contains(MESSAGE) {
        return None;
    }
    let mut calls = Vec::new();
    let mut finals: Vec<String> = Vec::new();
    let mut from = 0;
    while let Some(n) = text[from..].find(MESSAGE) {
        let at = from + n;
        let header = harmony_header_before(text, from, at);
        let content_start = at + MESSAGE.len();
        let (content_end, ended_by) = next_end(text, content_start).unwrap_or((text.len(), ""));
        let content = &text[content_start..content_end];
        from = content_end;
        match harmony_header(header) {
            (Some(to), _) => {
                // A server strips the stop token that ends the last call (`<|call|>`): the
                // last message ends with the reply, and its arguments must then be whole.
                if matches!(ended_by, "<|call|>" | "<|end|>" | "") {
                    let name = to.strip_prefix("functions.").unwrap_or(to);
                    let json = content.trim();
                    calls.push(RawCall {
                        id: None,
                        signature: None,
                        name: name.to_owned(),
                        args: RawArgs::Json(json.to_owned()),
                    });
                }
            }
            (_, Some("final")) => finals.push(content.trim().to_owned()),
            _ => {}
        }
    }
    Some(match (calls.is_empty(), finals.first()) {
        (false, Some(answer)) => Err(ConvertError::new(
            ErrorKind::ActionAndAnswer,
            "",
            "a tool call or a final answer",
            &format!("an action and the final answer {answer:?}"),
        )),
        (false, None) => Ok(Found::Calls(calls)),
        (true, Some(answer)) => Ok(Found::Finish(answer.clone())),
        (true, None) => Err(ConvertError::new(
            ErrorKind::NoValue,
            "",
            "a call (`to=functions.NAME`) or a message on the final channel",
            text,
        )),
    })
}

/// A family that writes its answer as a message in special tokens, with reasoning messages
/// beside it.
struct AnswerMessages {
    /// What may come before a message's kind (Inkling's `<|message_model|>`).
    lead: &'static str,
    /// What opens an answer message, and what closes it.
    answer: (&'static str, &'static str),
    /// What opens a reasoning message, and what closes it.
    reasoning: (&'static str, &'static str),
    /// What may end the reply after the messages.
    end: &'static str,
    /// What opens a call: a reply holding one is read as any other reply (its answer
    /// messages are the call's preamble, as text beside a native call is).
    call: &'static str,
}

/// Command R7B's and Command A's `<|START_RESPONSE|>…<|END_RESPONSE|>` after an optional
/// `<|START_THINKING|>…<|END_THINKING|>`; Inkling's `<|message_model|><|content_text|>…
/// <|end_message|>` messages beside `<|content_thinking|>` ones.
const ANSWER_MESSAGES: [AnswerMessages; 2] = [
    AnswerMessages {
        lead: "",
        answer: ("<|START_RESPONSE|>", "<|END_RESPONSE|>"),
        reasoning: ("<|START_THINKING|>", "<|END_THINKING|>"),
        end: "<|END_OF_TURN_TOKEN|>",
        call: "<|START_ACTION|>",
    },
    AnswerMessages {
        lead: "<|message_model|>",
        answer: ("<|content_text|>", "<|end_message|>"),
        reasoning: ("<|content_thinking|>", "<|end_message|>"),
        end: "<|content_model_end_sampling|>",
        call: "<|content_invoke_tool",
    },
];

/// A reply made of a family's answer and reasoning messages alone ([`ANSWER_MESSAGES`]): the
/// answer messages' texts, trimmed and joined by a blank line, are the final answer. A
/// message never closed is a reply cut off (refused); no text in the answer messages is no
/// answer (refused). `None` when the reply holds none of these messages, a call (whose
/// preamble they are), or text outside the messages (read as any other reply).
fn answer_messages(text: &str) -> Option<Result<Found, ConvertError>> {
    let family = ANSWER_MESSAGES.iter().find(|f| text.contains(f.answer.0))?;
    if text.contains(family.call) {
        return None;
    }
    let mut answers: Vec<&str> = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix(family.end) {
            if !after.trim().is_empty() {
                return None;
            }
            break;
        }
        let body = rest.strip_prefix(family.lead).unwrap_or(rest);
        let (inner, close, is_answer) = if let Some(inner) = body.strip_prefix(family.answer.0) {
            (inner, family.answer.1, true)
        } else if let Some(inner) = body.strip_prefix(family.reasoning.0) {
            (inner, family.reasoning.1, false)
        } else {
            return None;
        };
        let Some(n) = inner.find(close) else {
            return Some(Err(ConvertError::new(
                ErrorKind::Incomplete,
                "",
                format!("a message closed by {close}"),
                rest,
            )));
        };
        if is_answer {
            answers.push(inner[..n].trim());
        }
        rest = inner[n + close.len()..].trim_start();
    }
    let answer = answers
        .into_iter()
        .filter(|a| !a.is_empty())
        .collect::<Vec<_>>()
        .join("\n\n");
    Some(if answer.is_empty() {
        Err(ConvertError::new(
            ErrorKind::NoValue,
            "",
            "a tool call or a final answer",
            "an answer message with no text",
        ))
    } else {
        Ok(Found::Finish(answer))
    })
}

/// A reply whose last message is addressed to the user in a header (`to=user<|message|>…`,
/// the Muse Glimmer format; gpt-oss's Harmony has its `final` channel, read by [`harmony`]):
/// the message's text is the final answer, to its end marker (`<|eot|>`, `<|eom|>`, `<|end|>`)
/// or the reply's end. Call markup inside it is the model showing a call to the user, or a
/// call sent to the wrong recipient: which, the reply does not say, so it is refused
/// ([`ErrorKind::Ambiguous`]), never read as a call nor passed on as the answer. `None` when
/// the reply has no such message.
fn message_to_user(text: &str) -> Option<Result<Found, ConvertError>> {
    if text.contains("<|channel|>") {
        return None;
    }
    let markup = |content: &str| OPENERS_OF_CALLS.iter().any(|m| content.contains(m));
    let mut to_user = None;
    let mut from = 0;
    while let Some(n) = text[from..].find(MESSAGE) {
        let at = from + n;
        let start = at + MESSAGE.len();
        let end = ADDRESSED_ENDS
            .iter()
            .filter_map(|m| text[start..].find(m))
            .min()
            .map_or(text.len(), |n| start + n);
        let content = text[start..end].trim();
        match recipient_before(text, from, at) {
            Some("user") => to_user = Some(content),
            // The model's note to itself: neither a call nor the answer.
            Some("self") => {}
            // A message to a tool, or a call with no recipient: the call readers read it.
            Some(_) => return None,
            None if markup(content) => return None,
            None => {}
        }
        from = end;
    }
    let content = to_user?;
    Some(if markup(content) {
        Err(ConvertError::new(
            ErrorKind::Ambiguous,
            "",
            "a call addressed to its tool, or an answer to the user without call markup",
            content,
        ))
    } else {
        Ok(Found::Finish(content.to_owned()))
    })
}

/// What ends a message addressed in its header (`to=user<|message|>…`).
pub(crate) const ADDRESSED_ENDS: [&str; 5] =
    ["<|eot|>", "<|eom|>", "<|end|>", "<|start|>", "<|call|>"];

/// The recipient named in the header of the message whose content opens at `at` (`to=user`,
/// `to=functions.NAME`), reading back no further than `from`.
pub(crate) fn recipient_before(text: &str, from: usize, at: usize) -> Option<&str> {
    let header = harmony_header_before(text, from, at);
    let header = header.rsplit(['<', '>']).next().unwrap_or(header);
    harmony_header(header).0
}

/// Markup that opens a call in some family's format, for [`message_to_user`].
const OPENERS_OF_CALLS: [&str; 8] = [
    "function_calls>",
    "invoke name=",
    "<tool_call",
    "<function=",
    "[TOOL_CALLS]",
    "<|tool_call",
    "<｜tool▁call",
    "<|python_tag|>",
];

/// What opens a Harmony message's content, and what ends it.
pub(crate) const MESSAGE: &str = "<|message|>";
pub(crate) const ENDS: [&str; 4] = ["<|call|>", "<|end|>", "<|return|>", "<|start|>"];

/// The first end of a Harmony message at or after `from`: where it stands and which it is.
/// One pass up to it, whichever end it is.
pub(crate) fn next_end(text: &str, from: usize) -> Option<(usize, &'static str)> {
    text[from..].match_indices("<|").find_map(|(i, _)| {
        let rest = &text[from + i..];
        ENDS.iter()
            .find(|end| rest.starts_with(*end))
            .map(|end| (from + i, *end))
    })
}

/// The header of the Harmony message whose content opens at `at`: back to the end of the
/// message before it (at or after `from`).
pub(crate) fn harmony_header_before(text: &str, from: usize, at: usize) -> &str {
    let start = ENDS
        .iter()
        .filter_map(|end| text[from..at].rfind(end).map(|i| from + i + end.len()))
        .max()
        .unwrap_or(from);
    &text[start..at]
}

/// A Harmony header's recipient (`to=functions.NAME`, as written) and channel.
pub(crate) fn harmony_header(header: &str) -> (Option<&str>, Option<&str>) {
    fn word(rest: &str) -> &str {
        rest.split(|c: char| c.is_whitespace() || c == '<')
            .next()
            .unwrap_or("")
    }
    let recipient = header.split_once("to=").map(|(_, rest)| word(rest));
    let channel = header.split_once("<|channel|>").map(|(_, rest)| word(rest));
    (recipient.filter(|r| !r.is_empty()), channel)
}

/// Keys that name the tool, and keys that hold its arguments, in JSON action objects.
const NAME_KEYS: [&str; 5] = ["action", "name", "tool", "tool_name", "function"];
const ARG_KEYS: [&str; 8] = [
    "action_input",
    "arguments",
    "parameters",
    "args",
    "tool_input",
    "input",
    "params",
    "argument",
];
/// Action names that mean "this is the final answer".
const FINISH_NAMES: [&str; 5] = [
    "final answer",
    "final_answer",
    "finalanswer",
    "finish",
    "answer",
];

fn is_finish_name(name: &str) -> bool {
    let n = clean_name(name).to_lowercase();
    FINISH_NAMES.contains(&n.as_str())
}

/// JSON action objects anywhere in the text (fenced, bare, in `<tool_call>` blocks).
/// The JSON action objects in `text`, and the offsets of those whose JSON needed repair.
fn json_signals(text: &str, tools: &[ToolDefinition]) -> (Vec<Signal>, Vec<usize>) {
    let mut out = Vec::new();
    let mut repaired = Vec::new();
    let mut spans: Vec<std::ops::Range<usize>> = candidates::fences(text)
        .into_iter()
        .map(|s| s.range)
        .collect();
    for place in candidates::embedded(text).take(64) {
        if !spans
            .iter()
            .any(|s| s.start <= place.start && place.end <= s.end)
        {
            spans.push(place);
        }
    }
    spans.sort_by_key(|s| s.start);
    for span in spans {
        let Ok(nodes) = lenient::parse_all(&text[span.clone()], 64) else {
            continue;
        };
        if serde_json::from_str::<serde::de::IgnoredAny>(&text[span.clone()]).is_err() {
            repaired.push(span.start);
        }
        for node in nodes {
            let value = crate::engine::node_value(&node);
            collect_actions(&value, Some(&node), span.start, tools, &mut out);
        }
    }
    (out, repaired)
}

/// The calls and answers in `value`, read from `node` (the tree it was made of, when there is
/// one): arguments holding an integer too long for a JSON number are passed on as their text,
/// so that its digits are kept.
fn collect_actions(
    value: &Value,
    node: Option<&Node>,
    at: usize,
    tools: &[ToolDefinition],
    out: &mut Vec<Signal>,
) {
    match value {
        Value::Array(items) => {
            let nodes = match node.map(|n| &n.kind) {
                Some(Kind::Array(nodes) | Kind::Set(nodes)) if nodes.len() == items.len() => {
                    Some(nodes)
                }
                _ => None,
            };
            for (i, item) in items.iter().enumerate() {
                collect_actions(item, nodes.map(|n| &n[i]), at, tools, out);
            }
        }
        Value::Object(map) => {
            // {"function": {"name": …, "arguments": …}}
            if let Some(Value::Object(function)) = map.get("function")
                && function.contains_key("name")
            {
                let inner = node.and_then(|n| member(n, "function"));
                collect_actions(&Value::Object(function.clone()), inner, at, tools, out);
                return;
            }
            let name = NAME_KEYS
                .iter()
                .find_map(|k| map.get(*k).and_then(Value::as_str));
            let (args, args_node) = ARG_KEYS
                .iter()
                .find_map(|k| {
                    map.get(*k)
                        .map(|v| (Some(v), node.and_then(|n| member(n, k))))
                })
                .unwrap_or((None, None));
            match name {
                Some(name) if is_finish_name(name) && find_tool(tools, name).is_none() => {
                    // The answer is in the arguments, or, when they are empty
                    // (`"arguments": {}` or `null`), beside them: `"answer": "…"`.
                    let empty = match args {
                        None | Some(Value::Null) => true,
                        Some(Value::Object(m)) => m.is_empty(),
                        Some(Value::String(s)) => s.trim().is_empty(),
                        Some(_) => false,
                    };
                    let beside = ["answer", "final_answer", "Final Answer"]
                        .iter()
                        .find_map(|k| map.get(*k))
                        .filter(|_| empty);
                    // The answer is text: a string, or an object's one string value
                    // (`{"answer": "…"}`); other arguments (`{"trigger": true}`) are not an
                    // answer's text, and no answer is read from them.
                    let answer = match beside.or(args) {
                        Some(Value::String(s)) => Some(s.clone()),
                        Some(Value::Null) | None => Some(String::new()),
                        Some(Value::Object(m)) => match m.values().collect::<Vec<_>>()[..] {
                            [Value::String(s)] => Some(s.clone()),
                            _ => None,
                        },
                        Some(other) => Some(other.to_string()),
                    };
                    if let Some(answer) = answer {
                        out.push(Signal {
                            at,
                            what: What::Finish(answer.trim().to_owned()),
                        });
                    }
                }
                Some(name) => {
                    // A bare {"name": "Bob"} is data, not a call: a call names a known tool
                    // or carries arguments.
                    if args.is_none() && find_tool(tools, name).is_none() {
                        return;
                    }
                    // A call cut off in its arguments (`{"name": "f", "parameters": {`,
                    // `{"location": "Paris",`) is no call: what it asked for is not all
                    // written, whatever is complete in it. (Its own closing brace may be
                    // missing: the arguments are whole.)
                    if args_node.is_some_and(|n| n.cut || crate::engine::truncated(n)) {
                        return;
                    }
                    // Nor is one whose arguments were left out (`"arguments": ` at the
                    // reply's end, `"arguments": ,`), or one cut off before them.
                    let left_out = args_node.is_some_and(|n| matches!(n.kind, Kind::Missing));
                    let cut_before = args_node.is_none() && node.is_some_and(|n| n.cut);
                    if left_out || cut_before {
                        return;
                    }
                    out.push(Signal {
                        at,
                        what: What::Call(RawCall {
                            id: map.get("id").and_then(Value::as_str).map(str::to_owned),
                            signature: None,
                            name: name.to_owned(),
                            args: match (args, args_node) {
                                (None | Some(Value::Null), _) => RawArgs::None,
                                // A bare word is neither JSON nor text the model quoted.
                                (
                                    Some(_),
                                    Some(Node {
                                        kind: Kind::Word(word),
                                        ..
                                    }),
                                ) => RawArgs::Json(word.to_string()),
                                (Some(Value::Object(_)), Some(n))
                                    if crate::engine::has_long_integer(n) =>
                                {
                                    RawArgs::Text(crate::engine::json_text(n))
                                }
                                (Some(v), _) => RawArgs::Value(v.clone()),
                            },
                        }),
                    });
                }
                None => {
                    // {"think": …, "answer": …}
                    for key in ["answer", "final_answer", "Final Answer"] {
                        if let Some(answer) = map.get(key) {
                            let text = match answer {
                                Value::String(s) => s.clone(),
                                other => other.to_string(),
                            };
                            out.push(Signal {
                                at,
                                what: What::Finish(text.trim().to_owned()),
                            });
                            return;
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

/// The value of member `key` of object `node`.
fn member<'n, 'a>(node: &'n Node<'a>, key: &str) -> Option<&'n Node<'a>> {
    match &node.kind {
        Kind::Object(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

/// The content of each `<tag>…</tag>` (case-insensitive), with its offset; an unclosed last
/// tag runs to the end (a stop sequence ate its closing tag).
fn tag_contents<'t>(text: &'t str, lower: &str, tag: &str) -> Vec<(usize, &'t str)> {
    let open = format!("<{tag}>");
    let close = format!("</{tag}>");
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(n) = lower[from..].find(&open) {
        let start = from + n + open.len();
        match lower[start..].find(&close) {
            Some(m) => {
                out.push((from + n, &text[start..start + m]));
                from = start + m + close.len();
            }
            None => {
                out.push((from + n, &text[start..]));
                break;
            }
        }
    }
    out
}

/// XML agent tags, tool-named tags, `<answer>`, and `<tool_call>` blocks.
fn tag_signals(text: &str, tools: &[ToolDefinition]) -> Result<Vec<Signal>, ConvertError> {
    let mut out = Vec::new();
    if !text.contains('<') {
        return Ok(out);
    }
    let lower = text.to_ascii_lowercase();
    call_blocks(text, &lower, tools, &mut out);
    xml_agent(text, &lower, &mut out)?;
    tool_named_tags(text, &lower, tools, &mut out);
    for tag in ["final_answer", "answer"] {
        if let Some((at, body)) = tag_contents(text, &lower, tag).into_iter().next() {
            out.push(Signal {
                at,
                what: What::Finish(light::decode_entities(body.trim())),
            });
        }
    }
    out.sort_by_key(|s| s.at);
    Ok(out)
}

/// Hermes / Qwen `<tool_call>` blocks (and their spellings): JSON calls inside.
fn call_blocks(text: &str, lower: &str, tools: &[ToolDefinition], out: &mut Vec<Signal>) {
    for tag in ["tool_call", "tools_call", "function_call"] {
        for (at, body) in tag_contents(text, lower, tag) {
            if let Ok(nodes) = lenient::parse_all(body, 64) {
                for node in nodes {
                    let value = crate::engine::node_value(&node);
                    collect_actions(&value, Some(&node), at, tools, out);
                }
            }
        }
    }
}

/// LangChain's XML agent: `<tool>name</tool><tool_input>…</tool_input>`, one input per name.
fn xml_agent(text: &str, lower: &str, out: &mut Vec<Signal>) -> Result<(), ConvertError> {
    let names = tag_contents(text, lower, "tool");
    let inputs = tag_contents(text, lower, "tool_input");
    if names.len() > 1 && names.len() != inputs.len() {
        return Err(ConvertError::new(
            ErrorKind::Ambiguous,
            "",
            "one <tool> tag per <tool_input>",
            &format!(
                "{} <tool> tags and {} <tool_input> tags",
                names.len(),
                inputs.len()
            ),
        ));
    }
    if names.is_empty() && !inputs.is_empty() {
        return Err(ConvertError::new(
            ErrorKind::MissingField,
            "",
            "<tool>",
            "a <tool_input> with no <tool> naming the tool",
        ));
    }
    for (n, (at, name)) in names.iter().enumerate() {
        let name = name.replace("[[", "<").replace("]]", ">");
        let args = inputs.get(n).map_or(RawArgs::None, |(_, input)| {
            RawArgs::Text(light::decode_entities(input.trim()))
        });
        out.push(Signal {
            at: *at,
            what: What::Call(RawCall {
                id: None,
                signature: None,
                name: name.trim().to_owned(),
                args,
            }),
        });
    }
    Ok(())
}

/// Tags other formats use, never a tool's own tag.
const RESERVED_TAGS: [&str; 6] = [
    "tool",
    "tool_input",
    "final_answer",
    "answer",
    "think",
    "thinking",
];

/// A tool's name as its own tag: `<search>query</search>`.
fn tool_named_tags(text: &str, lower: &str, tools: &[ToolDefinition], out: &mut Vec<Signal>) {
    for tool in tools {
        let tag = tool.name.to_ascii_lowercase();
        let plain = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
        if tag.is_empty() || !tag.chars().all(plain) || RESERVED_TAGS.contains(&tag.as_str()) {
            continue;
        }
        for (at, body) in tag_contents(text, lower, &tag) {
            out.push(Signal {
                at,
                what: What::Call(RawCall {
                    id: None,
                    signature: None,
                    name: tool.name.clone(),
                    args: RawArgs::Text(light::decode_entities(body.trim())),
                }),
            });
        }
    }
}

/// A line and its byte offset.
fn lines(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        out.push((at, line.trim_end_matches(['\n', '\r'])));
        at += line.len();
    }
    out
}

/// `label:` at the start of `line` (after spaces and `**`), case-insensitive, allowing a step
/// number (`Action 2:`); returns the rest of the line.
pub(crate) fn labelled<'l>(line: &'l str, label: &str) -> Option<&'l str> {
    let t = line.trim_start().trim_start_matches("**").trim_start();
    if t.len() < label.len() || !t.is_char_boundary(label.len()) {
        return None;
    }
    let (head, rest) = t.split_at(label.len());
    if !head.eq_ignore_ascii_case(label) {
        return None;
    }
    let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit() || c == ' ');
    let rest = rest.strip_prefix("**").unwrap_or(rest);
    let rest = rest.strip_prefix(':')?;
    Some(rest.strip_prefix("**").unwrap_or(rest))
}

/// Where a ReAct reply runs on past its step: the first `Observation:` line after an
/// `Action:` and its input. Without a stop sequence a model goes on to invent the tool's
/// result, further steps, even a final answer; the action is the step. The text's length when
/// there is no such line.
fn run_on(text: &str) -> usize {
    let mut acted = false;
    for (at, line) in lines(text) {
        if labelled(line, "Action Input").is_some() || labelled(line, "Action").is_some() {
            acted = true;
        } else if acted && labelled(line, "Observation").is_some() {
            return at;
        } else if labelled(line, "Final Answer").is_some() {
            // A final answer before any observation: not a run-on (the caller decides).
            if !acted {
                return text.len();
            }
        }
    }
    text.len()
}

/// Lines that start a new ReAct step; an action input ends before them.
fn is_step_line(line: &str) -> bool {
    [
        "Observation",
        "Thought",
        "Action",
        "Final Answer",
        "Question",
    ]
    .iter()
    .any(|l| labelled(line, l).is_some())
}

/// Where the `Final Answer:` label is, and where the answer after it starts: a line that
/// begins with the label (any case, `**bold**` or not), or else the label spelled as the
/// format writes it anywhere. Words such as "the final answer: 4" inside a thought or a tool's
/// input are not the label.
fn final_answer_label(text: &str, lines: &[(usize, &str)]) -> Option<(usize, usize)> {
    for (at, line) in lines {
        if let Some(rest) = labelled(line, "Final Answer") {
            let start = at + (line.len() - rest.len());
            return Some((*at, start));
        }
    }
    const LABEL: &str = "Final Answer:";
    let n = text.find(LABEL)?;
    let mut start = n + LABEL.len();
    // `**Final Answer:** 42`: the label's bold markers are not part of the answer.
    if text[..n].ends_with("**") && text[start..].starts_with("**") {
        start += 2;
    }
    Some((n, start))
}

/// `Search[query]` → (`Search`, `query`).
fn bracket_call(text: &str) -> Option<(&str, &str)> {
    let t = text.trim();
    let open = t.find('[')?;
    let inner = t[open + 1..].strip_suffix(']')?;
    let name = t[..open].trim();
    (!name.is_empty() && !name.contains(char::is_whitespace)).then_some((name, inner))
}

/// ReAct: the final answer, and the action with its input. Two different actions before any
/// observation (the text is cut at the first one after an action) are two requests in one
/// step, not a step and the model running on: refused, as neither can be chosen.
fn react_signals(text: &str) -> Result<Vec<Signal>, ConvertError> {
    let lines = lines(text);
    let mut out: Vec<Signal> = react_final_answer(text, &lines).into_iter().collect();
    let mut i = 0;
    while i < lines.len() {
        let (at, line) = lines[i];
        i += 1;
        if labelled(line, "Action Input").is_some() {
            continue;
        }
        let Some(rest) = labelled(line, "Action") else {
            continue;
        };
        let name = action_name(rest, &lines, &mut i);
        let name = name.trim();
        // `Action:` followed by a JSON blob: the blob is the action (read as JSON).
        if name.is_empty() || name.starts_with("```") || name.starts_with('{') {
            continue;
        }
        if let Some((tool, arg)) = bracket_call(name) {
            bracket_action(at, tool, arg, &lines[i..], &mut out);
            break;
        }
        let input = action_input(&lines[i..]);
        if let Some(remark) = unsure_remark(&lines[i..], input.as_deref()) {
            return Err(ConvertError::new(
                ErrorKind::NoValue,
                "",
                "an action input the reply is sure of; it says beside it that it is not sure",
                remark,
            ));
        }
        if let Some(other) = another_action(&lines[i..], name, input.as_deref()) {
            return Err(ConvertError::new(
                ErrorKind::Ambiguous,
                "",
                "one action per step, then its observation",
                &format!("the actions `{name}` and `{other}` with no observation between"),
            ));
        }
        out.push(Signal {
            at,
            what: What::Call(RawCall {
                id: None,
                signature: None,
                name: clean_name(name),
                args: input.map_or(RawArgs::None, RawArgs::Text),
            }),
        });
        break;
    }
    Ok(out)
}

/// A later `Action:` in `lines` that differs from the first (`name` with `input`): its name.
fn another_action(lines: &[(usize, &str)], name: &str, input: Option<&str>) -> Option<String> {
    let mut i = 0;
    while i < lines.len() {
        let (_, line) = lines[i];
        i += 1;
        if labelled(line, "Action Input").is_some() {
            continue;
        }
        let Some(rest) = labelled(line, "Action") else {
            continue;
        };
        let other = action_name(rest, lines, &mut i).trim().to_owned();
        let other_input = action_input(&lines[i..]);
        if other.is_empty() {
            continue;
        }
        if clean_name(&other) != clean_name(name) || other_input.as_deref() != input {
            return Some(other);
        }
    }
    None
}

/// `Final Answer:` and everything after it (it may span lines), to the end or to a step
/// line the model went on to write.
fn react_final_answer(text: &str, lines: &[(usize, &str)]) -> Option<Signal> {
    let (n, start) = final_answer_label(text, lines)?;
    let end = lines
        .iter()
        .find(|(at, line)| *at > start && is_step_line(line))
        .map_or(text.len(), |(at, _)| *at);
    Some(Signal {
        at: n,
        what: What::Finish(text[start..end].trim().to_owned()),
    })
}

/// The tool named after `Action:` (`rest`), or on the next non-empty line (then `i` moves
/// past it); never the words of a final answer written on the same line.
fn action_name(rest: &str, lines: &[(usize, &str)], i: &mut usize) -> String {
    let mut name = rest.trim().to_owned();
    if name.is_empty() {
        while *i < lines.len() && lines[*i].1.trim().is_empty() {
            *i += 1;
        }
        if *i < lines.len() && !is_step_line(lines[*i].1) {
            name = lines[*i].1.trim().to_owned();
            *i += 1;
        }
    }
    // `Action: search Final Answer: …` is a final answer, not a tool name.
    if let Some(n) = name.to_ascii_lowercase().find("final answer") {
        name.truncate(n);
    }
    name
}

/// A ReAct-paper action, `Search[query]` or `Finish[answer]`, at `at`; a `Finish[…]` in the
/// lines after a call makes it an action and an answer together.
fn bracket_action(
    at: usize,
    tool: &str,
    arg: &str,
    after: &[(usize, &str)],
    out: &mut Vec<Signal>,
) {
    let finish = is_finish_name(tool);
    let what = if finish {
        What::Finish(arg.trim().to_owned())
    } else {
        What::Call(RawCall {
            id: None,
            signature: None,
            name: tool.to_owned(),
            args: RawArgs::Text(arg.to_owned()),
        })
    };
    out.push(Signal { at, what });
    if !finish
        && let Some((later, answer)) = after.iter().find_map(|(at, line)| {
            let rest = labelled(line, "Action")?;
            let (tool, arg) = bracket_call(rest)?;
            is_finish_name(tool).then_some((*at, arg))
        })
    {
        out.push(Signal {
            at: later,
            what: What::Finish(answer.trim().to_owned()),
        });
    }
}

/// The action's input: after `Action Input:` (the first non-empty line of `after`), up to
/// the next step line; a JSON input followed by prose is the JSON.
fn action_input(after: &[(usize, &str)]) -> Option<String> {
    let j = after.iter().position(|(_, line)| !line.trim().is_empty())?;
    let first = labelled(after[j].1, "Action Input")?;
    let mut body = vec![first];
    body.extend(
        after[j + 1..]
            .iter()
            .map(|(_, line)| *line)
            .take_while(|line| !is_step_line(line)),
    );
    let block = dedent_block(&body.join("\n"));
    let json = candidates::embedded(&block)
        .next()
        .filter(|place| place.start == 0)
        .map(|place| block[place].to_owned());
    Some(json.unwrap_or(block))
}

/// The remark beside an action's input that says its writer is not sure ([`cues::unsure_in`]:
/// `Action Input: 1250 * 0.21 … or 0.15? I'm not sure about the VAT rate.`, `… Sazbu DPH si
/// nejsem jistý.`), if any: the text after a JSON input, up to the next step line, or a
/// text input's sentences after its first (the first is the input, which may itself be a
/// question about doubt: `why am I never sure`).
fn unsure_remark<'t>(after: &[(usize, &'t str)], input: Option<&str>) -> Option<&'t str> {
    let input = input?;
    let j = after.iter().position(|(_, line)| !line.trim().is_empty())?;
    let first = labelled(after[j].1, "Action Input")?;
    let line_end = after[j + 1..]
        .iter()
        .take_while(|(_, line)| !is_step_line(line))
        .count();
    let lines: Vec<&str> = std::iter::once(first)
        .chain(after[j + 1..j + 1 + line_end].iter().map(|(_, l)| *l))
        .collect();
    let rest = if input.starts_with(['{', '[']) {
        // Past the JSON, as the first line writes it or the lines after.
        let joined_at = first.find(input).map(|at| at + input.len());
        match joined_at {
            Some(at) => &first[at..],
            None => lines.last().copied().unwrap_or_default(),
        }
    } else {
        // In a text input's first sentence, a doubt in a clause of its own, opened by a mark
        // or by a capitalized word past the first, or one of a script without spaces
        // (`weather in Oslo Je ne suis pas sûr.`, `Kraków population 不确定。`);
        // not in the input's own words before that (`not sure what to wear`).
        // (Its first 600 bytes: each clause is read to its end, and a line may be long.)
        let mut previous = ' ';
        let mut words = 0;
        for (at, c) in first.char_indices().take_while(|&(at, _)| at < 600) {
            if c.is_alphabetic() && !previous.is_alphanumeric() && previous != '\'' {
                words += 1;
                let after_mark = first[..at]
                    .trim_end()
                    .ends_with([',', ';', '—', '–', '…', '?', '!', '.', ':']);
                if words > 1
                    && (after_mark || c.is_uppercase() || words::unspaced(c))
                    && cues::unsure_in(&first[at..])
                {
                    return Some(&first[at..]);
                }
            }
            previous = c;
        }
        // Its sentences after the first.
        // (A sentence ends at a mark before a space or the line's end: not `0.21`.)
        let at = first
            .char_indices()
            .find(|&(at, c)| {
                matches!(c, '?' | '.' | '!' | '…')
                    && first[at + c.len_utf8()..]
                        .chars()
                        .next()
                        .is_none_or(char::is_whitespace)
            })
            .map_or(first.len(), |(at, c)| at + c.len_utf8());
        &first[at..]
    };
    let later: Vec<&str> = lines[1..].to_vec();
    [rest]
        .into_iter()
        .chain(later)
        .find(|remark| !remark.trim().is_empty() && cues::unsure_in(remark))
}

/// Trims an action input and removes the indentation its lines share.
fn dedent_block(text: &str) -> String {
    let text = text.trim_start_matches([' ', '\t']).trim_end();
    let text = text.strip_prefix('\n').unwrap_or(text);
    let mut lines = text.lines();
    let Some(first) = lines.next() else {
        return String::new();
    };
    let rest: Vec<&str> = lines.collect();
    let indent = rest
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out = first.trim_start().to_owned();
    for line in rest {
        out.push('\n');
        out.push_str(line.get(indent..).unwrap_or(line.trim_start()));
    }
    out
}

fn self_ask_signals(text: &str, tools: &[ToolDefinition]) -> Vec<Signal> {
    let mut out = Vec::new();
    for (at, line) in lines(text) {
        let follow = labelled(line, "Follow up").or_else(|| labelled(line, "Followup"));
        if let Some(question) = follow {
            let tool = tools
                .iter()
                .find(|t| words::loose(&t.name) == "intermediateanswer")
                .or_else(|| (tools.len() == 1).then(|| &tools[0]));
            if let Some(tool) = tool {
                out.push(Signal {
                    at,
                    what: What::Call(RawCall {
                        id: None,
                        signature: None,
                        name: tool.name.clone(),
                        args: RawArgs::Text(question.trim().to_owned()),
                    }),
                });
            }
            break;
        }
        if let Some(answer) = labelled(line, "So the final answer is") {
            let rest_at = at + line.len() - answer.len();
            let answer = text[rest_at..].trim();
            out.push(Signal {
                at,
                what: What::Finish(answer.to_owned()),
            });
            break;
        }
    }
    out
}

/// A call read at `at`, with no id (text formats give none).
fn call(at: usize, name: &str, args: RawArgs) -> Signal {
    Signal {
        at,
        what: What::Call(RawCall {
            id: None,
            signature: None,
            name: name.to_owned(),
            args,
        }),
    }
}

/// Qwen3-Coder's calls: `<function=NAME>` with `<parameter=KEY>VALUE</parameter>` inside,
/// closed by `</function>` or by the `</tool_call>` around it (a call never closed is none: the
/// reply may have been cut off in it). A value is its text, less the one line break the
/// template writes on each side; the tool's schema then types it as it types every string
/// argument (`"3"` becomes 3 where an integer is wanted, JSON text an object where one is).
/// Llama 3.1's custom-tool calls, `<function=NAME>{…}</function>`, hold one JSON object
/// instead; a body of other text is no call. Several functions are parallel calls.
fn function_tag_signals(text: &str) -> Vec<Spanned> {
    const OPEN: &str = "<function=";
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(n) = text[from..].find(OPEN) {
        let at = from + n;
        let head = &text[at + OPEN.len()..];
        let Some(name_end) = head.find('>') else {
            break;
        };
        let name = head[..name_end].trim();
        let body_start = at + OPEN.len() + name_end + 1;
        let rest = &text[body_start..];
        let next = rest.find(OPEN).unwrap_or(rest.len());
        let close = ["</function>", "</tool_call>"]
            .iter()
            .filter_map(|c| rest[..next].find(c).map(|at| (at, c.len())))
            .min();
        from = body_start;
        let Some((close, closer)) = close else {
            continue;
        };
        if name.is_empty() || name.contains(char::is_whitespace) {
            continue;
        }
        let mut args = serde_json::Map::new();
        let mut twice = None;
        let body = &rest[..close];
        let mut params = body;
        let mut stray = false;
        while let Some(p) = params.find("<parameter=") {
            stray |= !only_closer(&params[..p], "</parameter>");
            let head = &params[p + "<parameter=".len()..];
            let Some(key_end) = head.find('>') else {
                break;
            };
            let key = head[..key_end].trim().to_owned();
            let value = &head[key_end + 1..];
            let end = ["</parameter>", "<parameter="]
                .iter()
                .filter_map(|c| value.find(c))
                .min()
                .unwrap_or(value.len());
            let written = Value::String(template_value(&value[..end]).to_owned());
            if let Err(both) = once(&mut args, key, written) {
                twice.get_or_insert(both);
            }
            params = &value[end..];
        }
        // A body holds its parameters and white space: text beside them is a call the model
        // did not write as the format writes one, and the reply's calls are not all read.
        if stray || !args.is_empty() && !only_closer(params, "</parameter>") {
            return Vec::new();
        }
        let end = body_start + close + closer;
        // Llama 3.1 writes `<function=NAME>{…}</function>`: the arguments as one JSON object.
        // A body of anything else no parameter reads is no call.
        let direct = body.trim();
        let args = match (args.is_empty(), direct.starts_with('{')) {
            (true, true) => RawArgs::Json(direct.to_owned()),
            (true, false) if !direct.is_empty() => {
                from = body_start + close;
                continue;
            }
            _ => keyed_args(args, twice),
        };
        out.push((call(at, name, args), end));
        from = body_start + close;
    }
    out
}

/// The `<invoke name="NAME">` calls of MiniMax-M2 (`<minimax:tool_call>` around them),
/// Step-3 (`<steptml:invoke …>`, in its full-width-bar call markers) and DeepSeek V3.2 and V4
/// (`<｜DSML｜invoke …>` in `<｜DSML｜function_calls>` or `<｜DSML｜tool_calls>`): `<parameter
/// name="KEY">VALUE</parameter>` inside, the element names under the same prefix as the
/// invoke's. A call whose `</invoke>` never came is none. A value is its text with XML
/// entities decoded, whitespace and all (the template writes it as it is); DeepSeek marks
/// each value `string="true"` (the text is the string) or `string="false"` (the text is
/// JSON), and may write the arguments as one JSON object in place of parameters. MiniCPM 5
/// writes the same with `<function name="NAME">` and `<param name="KEY">`, a value possibly
/// in a CDATA section (its text as it stands).
fn invoke_signals(text: &str) -> Vec<Spanned> {
    let mut out: Vec<Spanned> = INVOKE_TAGS
        .iter()
        .flat_map(|tags| invoke_calls(text, tags))
        .collect();
    out.sort_by_key(|(signal, _)| signal.at);
    out
}

/// The element names of a call named by attribute and its parameters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct InvokeTags {
    /// The call's element (`invoke`), whose `name="…"` names the tool.
    pub call: &'static str,
    /// A parameter's element (`parameter`), whose `name="…"` names the key.
    pub param: &'static str,
    /// What opens a call, from the element's name on: `invoke name="`.
    pub opener: &'static str,
}

/// MiniMax's, Step-3's and DeepSeek's `invoke`, and MiniCPM 5's `function`.
pub(super) const INVOKE_TAGS: [InvokeTags; 2] = [
    InvokeTags {
        call: "invoke",
        param: "parameter",
        opener: "invoke name=\"",
    },
    InvokeTags {
        call: "function",
        param: "param",
        opener: "function name=\"",
    },
];

/// A CDATA section's text, when `value` (white space around it aside) is one.
fn cdata(value: &str) -> Option<&str> {
    value.trim().strip_prefix("<![CDATA[")?.strip_suffix("]]>")
}

/// Where a parameter's value in `rest` ends: at the first of `ends`, past a CDATA section the
/// value opens with (which may hold any of them).
fn value_end(rest: &str, ends: &[&str]) -> usize {
    let lead = rest.len() - rest.trim_start().len();
    let from = match rest[lead..].strip_prefix("<![CDATA[") {
        Some(inner) => inner
            .find("]]>")
            .map_or(0, |e| lead + "<![CDATA[".len() + e + 3),
        None => 0,
    };
    ends.iter()
        .filter_map(|c| rest[from..].find(c).map(|e| from + e))
        .min()
        .unwrap_or(rest.len())
}

/// The calls of one vocabulary of [`INVOKE_TAGS`].
fn invoke_calls(text: &str, tags: &InvokeTags) -> Vec<Spanned> {
    let mut out = Vec::new();
    let mut from = 0;
    // Where each closer was last found (none: nowhere after where it was looked for): an
    // opener before that place closes there too, so the text is searched once per closer,
    // however many openers come before it.
    let mut closes: Vec<(String, Option<usize>)> = Vec::new();
    while let Some(n) = text[from..].find(tags.opener) {
        let at = from + n;
        from = at + tags.opener.len();
        let Some(prefix) = invoke_prefix(text, at) else {
            continue;
        };
        let head = &text[from..];
        let Some(quote) = head.find('"') else {
            break;
        };
        let name = head[..quote].trim();
        let Some(gt) = head[quote..].find('>') else {
            break;
        };
        let body_start = from + quote + gt + 1;
        let close = format!("</{prefix}{}>", tags.call);
        let found = match closes.iter_mut().find(|(c, _)| *c == close) {
            Some((_, None)) => None,
            Some((_, Some(at))) if *at >= body_start => Some(*at),
            cached => {
                let at = text[body_start..].find(&close).map(|e| body_start + e);
                match cached {
                    Some(entry) => entry.1 = at,
                    None => closes.push((close.clone(), at)),
                }
                at
            }
        };
        let Some(end) = found.map(|at| at - body_start) else {
            continue;
        };
        let body = &text[body_start..body_start + end];
        let open_param = format!("<{prefix}{} name=\"", tags.param);
        let close_param = format!("</{prefix}{}>", tags.param);
        let mut args = serde_json::Map::new();
        let mut twice = None;
        let mut params = body;
        let mut stray = false;
        while let Some(p) = params.find(&open_param) {
            stray |= !only_closer(&params[..p], &close_param);
            let head = &params[p + open_param.len()..];
            let (Some(q), Some(g)) = (head.find('"'), head.find('>')) else {
                break;
            };
            let key = head[..q].trim().to_owned();
            let json = head[q..g].contains("string=\"false\"");
            let rest = &head[g + 1..];
            let stop = value_end(rest, &[close_param.as_str(), open_param.as_str()]);
            // MiniMax's template writes a value as it is, XML-escaped: entities decoded, its
            // whitespace all its own; a CDATA section is its text as it stands.
            let text = match cdata(&rest[..stop]) {
                Some(raw) => raw.to_owned(),
                None => light::decode_entities(&rest[..stop]),
            };
            let value = match json {
                true => serde_json::from_str(text.trim()).unwrap_or(Value::String(text)),
                false => Value::String(text),
            };
            if let Err(both) = once(&mut args, key, value) {
                twice.get_or_insert(both);
            }
            params = &rest[stop..];
        }
        // Text beside the parameters: a call not written as the format writes one.
        if stray || !args.is_empty() && !only_closer(params, &close_param) {
            return Vec::new();
        }
        let direct = body.trim();
        let other = args.is_empty() && !direct.is_empty() && !direct.starts_with('{');
        // MiniMax-M3 writes each argument as an element of its own name.
        let elements = other.then(|| element_args(direct)).flatten();
        // A body of text no parameter or element reads (another format's tags, prose) is no
        // call without arguments: the call is none, and the reply is refused unless another
        // reading holds.
        if !name.is_empty() && (!other || elements.is_some()) {
            let args = match (elements, args.is_empty() && direct.starts_with('{')) {
                (Some(elements), _) => RawArgs::Written(elements),
                (None, true) => RawArgs::Json(direct.to_owned()),
                // DeepSeek marks each value's type: its strings are strings.
                (None, false) if prefix == DSML && twice.is_none() => {
                    RawArgs::Value(Value::Object(args))
                }
                (None, false) => keyed_args(args, twice),
            };
            out.push((call(at, name, args), body_start + end + close.len()));
        }
        from = body_start + end;
    }
    out
}

/// How deep MiniMax-M3's argument elements may nest (past it, the call is not read).
const ELEMENT_DEPTH: usize = 32;

/// MiniMax-M3's arguments, written as elements: `<KEY>VALUE</KEY>` each, a value being its
/// text (entities decoded, white space its own) or elements again, which are an array when
/// they are all `<item>` and an object otherwise; a key written again in one object is the
/// list of its values (the format's way to write a list). `None` for a body that is not
/// only such elements: prose, a tag inside a text, an element never closed, nesting deeper
/// than [`ELEMENT_DEPTH`].
pub(super) fn element_args(body: &str) -> Option<serde_json::Map<String, Value>> {
    let mut at = 0;
    let children = elements(body, &mut at, 0)?;
    (at == body.len() && !children.is_empty()).then(|| object_of(children))
}

/// The elements from `*at` on, up to the text's end or a closing tag (left for the caller).
/// Each byte is read once: a text is searched for its own closing tag only.
fn elements<'t>(text: &'t str, at: &mut usize, depth: usize) -> Option<Vec<(&'t str, Value)>> {
    if depth > ELEMENT_DEPTH {
        return None;
    }
    let mut out = Vec::new();
    loop {
        let rest = &text[*at..];
        let trimmed = rest.trim_start();
        *at += rest.len() - trimmed.len();
        if trimmed.is_empty() || trimmed.starts_with("</") {
            return Some(out);
        }
        let inner = trimmed.strip_prefix('<')?;
        let gt = inner.find('>')?;
        let tag = &inner[..gt];
        let named = tag
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'));
        if tag.is_empty() || !named {
            return None;
        }
        *at += gt + 2;
        let close = format!("</{tag}>");
        let content = &text[*at..];
        let lead = content.trim_start();
        let value = if lead.starts_with('<') && !lead.starts_with("</") {
            let children = elements(text, at, depth + 1)?;
            if !text[*at..].starts_with(&close) {
                return None;
            }
            value_of(children)
        } else {
            let end = content.find(&close)?;
            let raw = &content[..end];
            // A tag inside the text: mixed content, or an element left open.
            let tagged = raw.match_indices('<').any(|(i, _)| {
                raw[i + 1..]
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_alphabetic() || c == '/')
            });
            if tagged {
                return None;
            }
            *at += end;
            Value::String(light::decode_entities(raw))
        };
        *at += close.len();
        out.push((tag, value));
    }
}

/// What elements inside an element stand for: an array of `<item>`s, else an object.
fn value_of(children: Vec<(&str, Value)>) -> Value {
    match !children.is_empty() && children.iter().all(|(tag, _)| *tag == "item") {
        true => Value::Array(children.into_iter().map(|(_, v)| v).collect()),
        false => Value::Object(object_of(children)),
    }
}

/// Elements as an object's keys, a key written again listing its values.
fn object_of(children: Vec<(&str, Value)>) -> serde_json::Map<String, Value> {
    let mut map = serde_json::Map::new();
    let mut listed = std::collections::HashSet::new();
    for (tag, value) in children {
        match map.get_mut(tag) {
            None => {
                map.insert(tag.to_owned(), value);
            }
            Some(Value::Array(items)) if listed.contains(tag) => items.push(value),
            Some(first) => {
                *first = Value::Array(vec![first.take(), value]);
                listed.insert(tag);
            }
        }
    }
    map
}

/// The prefix of DeepSeek V3.2's and V4's elements (its bars are full-width, U+FF5C).
const DSML: &str = "｜DSML｜";

/// The prefix of the `invoke` element whose `invoke name="` starts at `at`, which names its
/// parameters and its closer: none (`<invoke`), a namespace (`<minimax:invoke`,
/// `<steptml:invoke`) or DeepSeek's `｜DSML｜`; `None` for any other text before it.
pub(super) fn invoke_prefix(text: &str, at: usize) -> Option<&str> {
    // A prefix is short: the `<` is looked for in the few bytes before (each call's search
    // bounded, however many openers the reply holds).
    let window = bytes::floor_char(text, at.saturating_sub(32));
    let lt = window + text[window..at].rfind('<')?;
    let prefix = &text[lt + 1..at];
    let known = prefix.is_empty()
        || prefix == DSML
        || prefix
            .strip_suffix(':')
            .is_some_and(|p| p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    known.then_some(prefix)
}

/// Gemma 4's call markers and FunctionGemma's: what opens a call (its name and arguments
/// follow), what closes it, and what opens and closes a string in its arguments.
pub(super) const GEMMA_FORMATS: [(&str, &str, &str); 2] = [
    ("<|tool_call>call:", "<tool_call|>", GEMMA_MARK),
    (
        "<start_function_call>call:",
        "<end_function_call>",
        FUNCTION_GEMMA_MARK,
    ),
];

/// DeepSeek V3's and V3.1's calls, between `<｜tool▁call▁begin｜>` and `<｜tool▁call▁end｜>`
/// (the bars full-width, the spaces U+2581; a call never closed is none): V3 writes
/// `function<｜tool▁sep｜>NAME` then the arguments in a JSON code fence, V3.1
/// `NAME<｜tool▁sep｜>` then the arguments as JSON. Several are parallel calls.
fn deepseek_signals(text: &str) -> Vec<Spanned> {
    const SEP: &str = "<｜tool▁sep｜>";
    const CALLS: &str = "<｜tool▁calls▁begin｜>";
    const BEGIN: &str = "<｜tool▁call▁begin｜>";
    const END: &str = "<｜tool▁call▁end｜>";
    // The first call may go without its own opening, right after the calls' (`<｜tool▁calls▁
    // begin｜>NAME<｜tool▁sep｜>{…}<｜tool▁call▁end｜>`, as models write it): read it as one.
    let unopened = text.find(CALLS).and_then(|at| {
        let start = at + CALLS.len();
        let rest = &text[start..];
        if rest.trim_start().starts_with(BEGIN) {
            return None;
        }
        let close = rest.find(END)?;
        let body = &rest[..close];
        (body.contains(SEP) && !body.contains(BEGIN)).then(|| (at, body, start + close + END.len()))
    });
    unopened
        .into_iter()
        .chain(blocks(text, BEGIN, END))
        .filter_map(|(at, body, end)| {
            let (before, after) = body.split_once(SEP)?;
            let (name, args) = match before.trim() {
                // V3: the call's type, then the name on the separator's line, then a fence.
                "function" => {
                    let (name, rest) = after.split_once('\n').unwrap_or((after, ""));
                    let rest = rest.trim();
                    let fenced = rest
                        .strip_prefix("```json")
                        .or_else(|| rest.strip_prefix("```"))
                        .and_then(|r| r.trim_end().strip_suffix("```"));
                    (name.trim(), fenced.unwrap_or(rest))
                }
                name => (name, after),
            };
            let valid = !name.is_empty() && !name.contains(char::is_whitespace);
            valid.then(|| (call(at, name, RawArgs::Json(args.trim().to_owned())), end))
        })
        .collect()
}

/// Each block between `begin` and the next `end`, with where it begins; the blocks end at
/// the first never closed (the reply was cut off in it: it and what follows are no calls).
fn blocks<'t>(
    text: &'t str,
    begin: &'static str,
    end: &'static str,
) -> impl Iterator<Item = (usize, &'t str, usize)> {
    let mut from = 0;
    std::iter::from_fn(move || {
        let at = from + text[from..].find(begin)?;
        let body_start = at + begin.len();
        let close = text[body_start..].find(end)?;
        from = body_start + close + end.len();
        Some((at, &text[body_start..body_start + close], from))
    })
}

/// Gemma 4's calls: `<|tool_call>call:NAME{ARGS}<tool_call|>`, the arguments an object with
/// bare keys whose strings are written between `<|"|>` marks, as JSON otherwise (a call never
/// closed, or a string never closed, is none); FunctionGemma's the same between
/// `<start_function_call>call:` and `<end_function_call>`, its strings between `<escape>`
/// marks. Several are parallel calls.
fn gemma_signals(text: &str) -> Vec<Spanned> {
    let mut out: Vec<Spanned> = GEMMA_FORMATS
        .iter()
        .flat_map(|&(open, close, quote)| {
            blocks(text, open, close).filter_map(move |(at, body, end)| {
                let brace = body.find('{')?;
                let name = body[..brace].trim();
                if name.is_empty() || name.contains(char::is_whitespace) {
                    return None;
                }
                // Each marked string becomes a JSON string; the engine reads the rest (bare
                // keys).
                let mut args = String::with_capacity(body.len() - brace);
                let mut rest = &body[brace..];
                while let Some(q) = rest.find(quote) {
                    args.push_str(&rest[..q]);
                    let inner = &rest[q + quote.len()..];
                    let close = inner.find(quote)?;
                    args.push_str(&Value::String(inner[..close].to_owned()).to_string());
                    rest = &inner[close + quote.len()..];
                }
                args.push_str(rest);
                Some((call(at, name, RawArgs::Json(args)), end))
            })
        })
        .collect();
    out.sort_by_key(|(signal, _)| signal.at);
    out
}

/// Mistral's newer calls (Magistral, Devstral, Mistral Small 3.2 and later):
/// `[TOOL_CALLS]NAME[ARGS]{…}`, with `[CALL_ID]ID` before `[ARGS]` in some versions, one
/// `[TOOL_CALLS]` per call; `[TOOL_CALLS]NAME{…}` where a server stripped the `[ARGS]`
/// token. The arguments are the one JSON value after `[ARGS]` (text after it is not theirs);
/// where no JSON value reads there, its text up to the next call, for the engine to repair
/// or refuse.
fn mistral_signals(text: &str) -> Vec<Spanned> {
    const CALLS: &str = "[TOOL_CALLS]";
    const ARGS: &str = "[ARGS]";
    const ID: &str = "[CALL_ID]";
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(n) = text[from..].find(CALLS) {
        let at = from + n;
        let head = &text[at + CALLS.len()..];
        from = at + CALLS.len();
        let next = head.find(CALLS).unwrap_or(head.len());
        // Where the arguments start: after `[ARGS]`, or, where a server stripped that special
        // token, at the `{` right after the name.
        let (name_end, args_at) = match head[..next].find(ARGS) {
            Some(a) => (a, a + ARGS.len()),
            None => match head[..next].find('{') {
                Some(b) if !head[..b].contains(ID) => (b, b),
                _ => continue,
            },
        };
        let (name, id) = match head[..name_end].split_once(ID) {
            Some((name, id)) => (name.trim(), Some(id.trim().to_owned())),
            None => (head[..name_end].trim(), None),
        };
        if name.is_empty() || name.contains(|c: char| c.is_whitespace() || "[]{}".contains(c)) {
            continue;
        }
        let raw = &head[args_at..next];
        let json = raw.trim_start();
        let mut values = serde_json::Deserializer::from_str(json).into_iter::<Value>();
        let raw_start = from + args_at;
        let (args, end) = match values.next() {
            // The arguments' text where a number in it would lose digits as a JSON value.
            Some(Ok(value)) => (
                match value {
                    Value::Object(_)
                        if crate::engine::long_digits(&json[..values.byte_offset()]) =>
                    {
                        RawArgs::Text(json[..values.byte_offset()].to_owned())
                    }
                    value => RawArgs::Value(value),
                },
                raw_start + (raw.len() - json.len()) + values.byte_offset(),
            ),
            _ => (RawArgs::Json(raw.trim().to_owned()), raw_start + raw.len()),
        };
        out.push((
            Signal {
                at,
                what: What::Call(RawCall {
                    id,
                    signature: None,
                    name: name.to_owned(),
                    args,
                }),
            },
            end,
        ));
    }
    out
}

/// Kimi K2's calls: `<|tool_call_begin|>functions.NAME:INDEX<|tool_call_argument_begin|>`,
/// the arguments as JSON, then `<|tool_call_end|>` (a call never closed is none). Several are
/// parallel calls.
fn kimi_signals(text: &str) -> Vec<Spanned> {
    const ARGS: &str = "<|tool_call_argument_begin|>";
    blocks(text, "<|tool_call_begin|>", "<|tool_call_end|>")
        .filter_map(|(at, body, end)| {
            let (id, args) = body.split_once(ARGS)?;
            let id = id.trim();
            let id = id.strip_prefix("functions.").unwrap_or(id);
            let name = id.rsplit_once(':').map_or(id, |(name, _)| name).trim();
            (!name.is_empty()).then(|| (call(at, name, RawArgs::Json(args.to_owned())), end))
        })
        .collect()
}

/// The tags of a key and its value in a format of argument pairs after the call's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct PairTags {
    pub key: &'static str,
    pub key_close: &'static str,
    pub value: &'static str,
    pub value_close: &'static str,
}

/// GLM-4.5 to GLM-5's pairs (Hunyuan's too).
pub(super) const GLM_PAIRS: PairTags = PairTags {
    key: "<arg_key>",
    key_close: "</arg_key>",
    value: "<arg_value>",
    value_close: "</arg_value>",
};

/// Xing 4's pairs.
pub(super) const XING_PAIRS: PairTags = PairTags {
    key: "<param_key>",
    key_close: "</param_key>",
    value: "<param_value>",
    value_close: "</param_value>",
};

impl PairTags {
    /// The pairs a call's text after `<tool_call>` is written in: those whose key tag comes
    /// first after the name (and Hunyuan's `<tool_sep>`); GLM's when none does.
    pub(super) fn after_name(body: &str) -> PairTags {
        let name_end = body.find('<').unwrap_or(body.len());
        let pairs = body[name_end..].trim_start();
        let pairs = pairs
            .strip_prefix("<tool_sep>")
            .unwrap_or(pairs)
            .trim_start();
        match pairs.starts_with(XING_PAIRS.key) {
            true => XING_PAIRS,
            false => GLM_PAIRS,
        }
    }
}

/// GLM-4.5 to GLM-5's calls: `<tool_call>NAME` then `<arg_key>KEY</arg_key>` and
/// `<arg_value>VALUE</arg_value>` pairs, closed by `</tool_call>` (a call never closed is
/// none); Xing 4 writes the same with `<param_key>` and `<param_value>`. The templates write
/// a string value as it is, white space and all, and any other as JSON, so a value is its
/// text, typed by the tool's schema (`42`, `true`, JSON text for an object).
fn arg_pair_signals(text: &str) -> Vec<Spanned> {
    const OPEN: &str = "<tool_call>";
    let mut out = Vec::new();
    let mut unreadable = false;
    let mut from = 0;
    while let Some(n) = text[from..].find(OPEN) {
        let at = from + n;
        let body_start = at + OPEN.len();
        let tags = PairTags::after_name(&text[body_start..]);
        let Some(end) = pairs_end(&text[body_start..], tags) else {
            break;
        };
        from = body_start + end;
        let body = &text[body_start..body_start + end];
        let name_end = body.find('<').unwrap_or(body.len());
        let name = body[..name_end].trim();
        let valid_name = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'));
        // Hunyuan writes `<tool_sep>` between the name and the pairs.
        let pairs = body[name_end..].trim_start();
        let pairs = pairs.strip_prefix("<tool_sep>").unwrap_or(pairs);
        if !valid_name || !(pairs.trim().is_empty() || pairs.contains(tags.key)) {
            // A block of another format (a Hermes call's JSON) reads as none of these; but
            // beside calls of this one, a block it cannot read is a call lost: no reading.
            unreadable |= valid_name;
            continue;
        }
        let mut args = serde_json::Map::new();
        let mut twice = None;
        let mut rest = pairs;
        while let Some(k) = rest.find(tags.key) {
            let after_key = &rest[k + tags.key.len()..];
            let Some(key_end) = after_key.find(tags.key_close) else {
                break;
            };
            let key = after_key[..key_end].trim().to_owned();
            let after = &after_key[key_end + tags.key_close.len()..];
            let Some(v) = after.trim_start().strip_prefix(tags.value) else {
                break;
            };
            let value_end = v.find(tags.value_close).unwrap_or(v.len());
            if let Err(both) = once(&mut args, key, Value::String(v[..value_end].to_owned())) {
                twice.get_or_insert(both);
            }
            rest = &v[value_end..];
        }
        let end = body_start + body.len() + "</tool_call>".len();
        out.push((call(at, name, keyed_args(args, twice)), end));
    }
    if unreadable {
        out.clear();
    }
    out
}

/// Puts an argument written as a key and its value into `args`: the same key again with the
/// same value is one argument; with another value, `Err` with what the call says twice.
fn once(
    args: &mut serde_json::Map<String, Value>,
    key: String,
    value: Value,
) -> Result<(), String> {
    match args.get(&key) {
        Some(first) if *first != value => Err(format!("`{key}` given twice: {first} and {value}")),
        _ => {
            args.insert(key, value);
            Ok(())
        }
    }
}

/// The arguments of a call written as keys and values: the object they make, or, where one
/// key was given twice with different values (`twice`), no arguments: the call does not say
/// which it means, and is refused with those words.
fn keyed_args(args: serde_json::Map<String, Value>, twice: Option<String>) -> RawArgs {
    match twice {
        Some(both) => RawArgs::Json(both),
        None => RawArgs::Written(args),
    }
}

/// Where the `</tool_call>` that closes a block of argument pairs is in `body` (the text after
/// `<tool_call>`): the first one outside any value, since a string value is written as it is
/// and may hold the tag. A value is one that follows its `</arg_key>` and is closed by
/// `</arg_value>` with no other key on the way; a value left open, or one that would run
/// into another pair, ends at the first tag (the call is then malformed, not longer).
fn pairs_end(body: &str, tags: PairTags) -> Option<usize> {
    const CLOSE: &str = "</tool_call>";
    let mut from = 0;
    loop {
        let end = from + body[from..].find(CLOSE)?;
        let Some(open) = body[from..end].rfind(tags.value).map(|n| from + n) else {
            return Some(end);
        };
        let keyed = body[..open].trim_end().ends_with(tags.key_close);
        if !keyed || body[open..end].contains(tags.value_close) {
            return Some(end);
        }
        // The tag is inside a value: the block goes on after the value's end.
        match body[end..].find(tags.value_close) {
            Some(close) if !body[end..end + close].contains(tags.key) => from = end + close,
            _ => return Some(end),
        }
    }
}

/// Whether the text between two of a call's parameters (or after the last) is what the
/// format writes there: white space, and the closer of the value before.
fn only_closer(gap: &str, closer: &str) -> bool {
    let gap = gap.trim();
    gap.is_empty() || gap == closer
}

/// A parameter's value as Qwen3-Coder's template writes it: less the one line break on each
/// side; the rest of its whitespace is its own (indentation, a last line break).
fn template_value(raw: &str) -> &str {
    let raw = raw
        .strip_prefix("\r\n")
        .or_else(|| raw.strip_prefix('\n'))
        .unwrap_or(raw);
    raw.strip_suffix("\r\n")
        .or_else(|| raw.strip_suffix('\n'))
        .unwrap_or(raw)
}

/// Python calls written as a list, the format Llama 4 and other models use for tools:
/// `[get_weather(city="Oslo", days=3), get_time(tz="UTC")]`, bare or between
/// `<|python_start|>` and `<|python_end|>`. Each argument is `name=value` with a Python or JSON
/// literal as the value (read by the lenient parser: `True`, `None`, single quotes); the
/// calls are parallel, and so are those of further lists each opened by the same marker
/// (`<|tool_call_start|>[a()]<|tool_call_end|><|tool_call_start|>[b()]…`). A list that does
/// not read whole as such calls is none.
fn pythonic_signals(text: &str) -> Vec<Signal> {
    /// The markers a model family opens its call list with: each list after one is a block
    /// of parallel calls (LFM2 writes one block per call).
    const OPENERS: [&str; 2] = ["<|tool_call_start|>", "<|python_start|>"];
    let marked = |at: usize| {
        let before = text[..at].trim_end();
        OPENERS.iter().any(|o| before.ends_with(o))
    };
    let b = text.as_bytes();
    let mut from = 0;
    let mut out = Vec::new();
    while let Some(n) = bytes::memchr(b'[', &b[from..]) {
        let at = from + n;
        from = at + 1;
        // After the first list, only further marked blocks add calls.
        if !out.is_empty() && !marked(at) {
            continue;
        }
        match python_calls(text, at) {
            Some(calls) => {
                out.extend(calls.into_iter().map(|call| Signal {
                    at,
                    what: What::Call(call),
                }));
                if !marked(at) {
                    break;
                }
            }
            // A block its family's marker opens that does not read is a call lost: the
            // reply's calls are not all read, so none is. One the reply ends in (no `]`
            // after it) was cut off: it and what follows are no calls, as in every family's
            // blocks.
            None if marked(at) && bytes::memchr(b']', &b[at..]).is_some() => return Vec::new(),
            None if marked(at) => break,
            None => {}
        }
    }
    out
}

/// The calls of the list that opens at `at`, if it is a list of Python calls and nothing
/// else.
fn python_calls(text: &str, at: usize) -> Option<Vec<RawCall>> {
    let (calls, rest) = python_call_run(&text[at + 1..], true)?;
    rest.starts_with(']').then_some(calls)
}

/// Python calls one after another from the start of `rest`, each `NAME(ARGS)`, separated by
/// commas (`commas`: a list's items) or by white space alone (one a line, in a block); the
/// calls and the text after the last, `None` if one does not read.
fn python_call_run(rest: &str, commas: bool) -> Option<(Vec<RawCall>, &str)> {
    let mut rest = rest.trim_start();
    let mut calls = Vec::new();
    loop {
        // Tool names may hold a hyphen (`add-note`), though Python's may not.
        let name_len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
            .unwrap_or(rest.len());
        let name = &rest[..name_len];
        if name.is_empty() || !name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            return None;
        }
        let after = rest[name_len..].trim_start().strip_prefix('(')?;
        let (pieces, close) = call_arguments(after)?;
        let args = python_arguments(&pieces)?;
        calls.push(RawCall {
            id: None,
            signature: None,
            name: name.to_owned(),
            args: RawArgs::Text(args),
        });
        rest = after[close + 1..].trim_start();
        match (commas, rest.strip_prefix(',')) {
            (true, Some(more)) => rest = more.trim_start(),
            (false, _) if !rest.is_empty() => {}
            _ => return Some((calls, rest)),
        }
    }
}

/// The markers before a message's recipient in Functionary's formats: v3's `>>>`, v2's on
/// Llama 3 (a reserved token), v2's `<|recipient|>`.
pub(super) const RECIPIENTS: [&str; 3] = [">>>", "<|reserved_special_token_249|>", "<|recipient|>"];

/// Functionary's messages, each addressed to a recipient on the marker's line: `>>>NAME\n{…}`
/// (v3), `<|reserved_special_token_249|>NAME\n{…}` (v2 on Llama 3), `<|recipient|>NAME\n
/// <|content|>{…}` (v2, a message ended by `<|from|>` or `<|stop|>`). The recipient `all` is
/// the user (text, not a call); a message to a tool is a call whose content is one JSON
/// object, whole. A message to a tool whose content is not is a call lost: then none is read.
fn recipient_signals(text: &str) -> Vec<Spanned> {
    let Some(marker) = RECIPIENTS.iter().find(|m| text.contains(**m)) else {
        return Vec::new();
    };
    let starts: Vec<usize> = text.match_indices(marker).map(|(at, _)| at).collect();
    let mut out = Vec::new();
    for (i, &at) in starts.iter().enumerate() {
        let next = starts.get(i + 1).copied().unwrap_or(text.len());
        let head_start = at + marker.len();
        let head = &text[head_start..next];
        let Some((name, content)) = head.split_once('\n') else {
            return Vec::new();
        };
        let named = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'));
        if !named {
            return Vec::new();
        }
        if name == "all" {
            continue;
        }
        let content_start = head_start + name.len() + 1;
        let lead = content.len() - content.trim_start().len();
        let body = content.trim_start();
        let (body, skip) = match body.strip_prefix("<|content|>") {
            Some(b) => (b, lead + "<|content|>".len()),
            None => (body, lead),
        };
        let mut values = serde_json::Deserializer::from_str(body).into_iter::<Value>();
        let Some(Ok(Value::Object(args))) = values.next() else {
            return Vec::new();
        };
        let json = &body[..values.byte_offset()];
        let args = match crate::engine::long_digits(json) {
            true => RawArgs::Text(json.to_owned()),
            false => RawArgs::Value(Value::Object(args)),
        };
        let end = content_start + skip + json.len();
        out.push((call(at, name, args), end));
    }
    out
}

/// A reply made of Functionary's messages to `all` alone (`>>>all\nIt is sunny.`): their
/// texts, trimmed and joined by a blank line, are the answer (`<|content|>`, `<|stop|>` and a
/// `<|from|>assistant` header of v2 left out). `None` when a message goes to a tool (read as
/// calls, the messages to `all` their preamble), text stands before the first message, or
/// the messages say nothing.
fn messages_to_all(text: &str) -> Option<String> {
    const FROM: &str = "<|from|>assistant";
    let marker = RECIPIENTS.iter().find(|m| text.contains(**m))?;
    let text = text.trim();
    let text = text.strip_prefix(FROM).unwrap_or(text).trim_start();
    let body = text.strip_prefix(marker)?;
    let mut texts = Vec::new();
    for message in body.split(marker) {
        let content = message.strip_prefix("all")?.strip_prefix('\n')?;
        let content = content.trim();
        let content = content.strip_prefix("<|content|>").unwrap_or(content);
        let content = content
            .strip_suffix("<|stop|>")
            .unwrap_or(content)
            .trim_end();
        let content = content.strip_suffix(FROM).unwrap_or(content).trim();
        if !content.is_empty() {
            texts.push(content);
        }
    }
    (!texts.is_empty()).then(|| texts.join("\n\n"))
}

/// Olmo 3's calls: Python calls one a line between `<function_calls>` and
/// `</function_calls>` (a block never closed is none), parallel; a block holding anything
/// else is none.
fn olmo_signals(text: &str) -> Vec<Spanned> {
    blocks(text, "<function_calls>", "</function_calls>")
        .filter_map(|(at, body, end)| {
            let (calls, _) = python_call_run(body, false)?;
            Some(calls.into_iter().map(move |raw| {
                let signal = Signal {
                    at,
                    what: What::Call(raw),
                };
                (signal, end)
            }))
        })
        .flatten()
        .collect()
}

/// A call's arguments, `args` starting after its `(`: the pieces between the commas outside
/// brackets and quoted strings, and where the `)` that closes the call stands.
fn call_arguments(args: &str) -> Option<(Vec<&str>, usize)> {
    let mut pieces = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in args.char_indices() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
            }
            None => match c {
                '"' | '\'' => quote = Some(c),
                '(' | '[' | '{' => depth += 1,
                ')' if depth == 0 => {
                    pieces.push(&args[start..i]);
                    return Some((pieces, i));
                }
                ')' | ']' | '}' => depth = depth.checked_sub(1)?,
                ',' if depth == 0 => {
                    pieces.push(&args[start..i]);
                    start = i + 1;
                }
                _ => {}
            },
        }
    }
    None
}

/// `name=value` pieces as the text of an object: each value a Python or JSON literal (read
/// as the tool's parameters later, so that numbers keep their digits).
fn python_arguments(pieces: &[&str]) -> Option<String> {
    let mut members = Vec::new();
    for piece in pieces {
        let piece = piece.trim();
        if piece.is_empty() {
            continue;
        }
        let (key, value) = piece.split_once('=')?;
        let key = key.trim();
        // `a=` with no value is no argument: the call is broken.
        if value.trim().is_empty() {
            return None;
        }
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        members.push(format!(
            "{}: {}",
            serde_json::to_string(key).ok()?,
            value.trim()
        ));
    }
    let object = format!("{{{}}}", members.join(", "));
    let node = lenient::parse_one(&object, 64).ok()?;
    if node.cut || node.fixes > 0 && members.is_empty() {
        return None;
    }
    matches!(crate::engine::node_value(&node), Value::Object(_)).then_some(object)
}
