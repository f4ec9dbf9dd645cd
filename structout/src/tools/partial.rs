//! A tool-call reply written as text, read while it streams: the tool's name as soon as it is
//! whole, then its arguments as they arrive.
//!
//! Read live: a JSON action object (`{"action": …, "action_input": {…}}` and the other key
//! spellings [`ToolSet::convert`] reads, at the start of the reply or in its first JSON fence),
//! ReAct lines (`Action: name`, then `Action Input: {…}`), XML tags
//! (`<tool>name</tool><tool_input>{…}</tool_input>`), gpt-oss's Harmony messages (a message
//! to `functions.NAME`; its analysis and preambles are passed over), and the first call of
//! every open model's own format `convert` reads: Kimi K2's and DeepSeek V3's and V3.1's call
//! markers, JSON actions after a marker (Hermes and Qwen 2.5's `<tool_call>`, Llama 3's
//! `<|python_tag|>`, Mistral's `[TOOL_CALLS]` and its `NAME[ARGS]{…}`, Hunyuan, Cohere,
//! Inkling), key and value elements (Qwen3-Coder, GLM, MiniMax-M2, Step-3, DeepSeek V3.2 and
//! V4), Gemma 4's calls and Python calls (Llama 4, Liquid, a bare list). Arguments written as
//! elements or Python are shown as the JSON they stand for, typed by the tool's schema as
//! `convert` types them; a string value grows as it arrives and any other appears once
//! whole. A JSON value or a call in prose is read only by `finish`. A final answer is
//! announced as soon as its label is read. [`ToolStepParser::finish`] is exactly
//! [`ToolSet::convert`] on the whole reply.

use super::live::{self, Feed, JsonEnd, LONGEST_OPENER, OPENERS, Opener};
use super::text::{
    ADDRESSED_ENDS, MESSAGE, harmony_header, harmony_header_before, labelled, next_end,
    recipient_before,
};
use super::{ToolSet, ToolStep, find_tool};
use crate::convert::Converter;
use crate::engine::find::bytes::{self, floor_char};
use crate::engine::find::reasoning::{LONGEST_OPENING, reasoning_tag};
use crate::error::ConvertError;
use crate::stream::PartialParser;
use serde_json::{Value, json};

/// The longest unfinished line searched for a label or a tag on every chunk.
const LINE_LIMIT: usize = 4096;

/// Keys that name the tool in a JSON action object.
const NAME_KEYS: [&str; 4] = ["action", "name", "tool", "tool_name"];
/// Keys that hold the arguments in a JSON action object.
const ARG_KEYS: [&str; 6] = [
    "action_input",
    "arguments",
    "args",
    "parameters",
    "input",
    "tool_input",
];

/// Reads a tool-call reply as it streams in; made by [`ToolSet::partial_parser`].
///
/// ```
/// use serde_json::json;
/// use structout::{ToolDefinition, ToolSet, ToolStep};
///
/// let tools = ToolSet::new(vec![ToolDefinition {
///     name: "search".into(),
///     description: "Web search".into(),
///     parameters: json!({"type": "object", "properties": {"query": {"type": "string"}}}),
/// }])?;
/// let mut parser = tools.partial_parser();
/// parser.push("Thought: I should look it up.\nAction: search\nAction Input: {\"query\": \"rust str");
/// assert_eq!(parser.tool(), Some("search"));
/// assert_eq!(parser.arguments(), Some(&json!({"query": "rust str"})));
/// parser.push("eaming\"}\nObservation:");
/// let ToolStep::Calls(calls) = parser.finish()? else { unreachable!() };
/// assert_eq!(calls[0].arguments, json!({"query": "rust streaming"}));
/// # Ok::<(), structout::ConvertError>(())
/// ```
#[derive(Debug)]
pub struct ToolStepParser {
    tools: ToolSet,
    /// The whole reply, read as a free-form JSON object (a JSON action).
    envelope: PartialParser,
    tool: Option<usize>,
    args: Option<PartialParser>,
    /// Whether the arguments are read inside a JSON action object, under its argument key.
    in_action: bool,
    /// Where the search for a call marker resumes: no marker begins before it.
    markers_from: usize,
    /// The arguments' text rewritten as JSON for `args` (formats whose arguments are not
    /// JSON as written), and how far the reply has been read into it.
    feed: Option<(Feed, usize)>,
    /// Where the search for one of [`OPENERS`] resumes.
    openers_from: usize,
    /// The call opener being read: its index in [`OPENERS`] (`None` for the reply's own
    /// start), where it starts and where it ends.
    opened: Option<(Option<usize>, usize, usize)>,
    /// A JSON action after an opener: its parser (a free-form object), the end of its first
    /// value, and how far the reply has been read into it.
    region: Option<(PartialParser, JsonEnd, usize)>,
    /// Whether the reply's start has been looked at for Python calls.
    start_read: bool,
    /// Whether the first call named no tool of the set: nothing more is shown.
    stopped: bool,
    /// Whether the reply is in gpt-oss's Harmony format (`None` until its start says).
    harmony: Option<bool>,
    /// Where the Harmony message being read starts, whether its content has begun, and how
    /// far the search for what comes next has gone.
    message: (usize, bool, usize),
    final_answer: bool,
    /// Whether the message being read is addressed to the user (`to=user<|message|>`), and
    /// where the search for the next message or its end resumes: nothing in it is a call.
    to_user: (bool, usize),
    /// Where the search for reasoning blocks resumes, and the closing tag looked for while
    /// the reply is inside one (`Some`): nothing in a block is shown as a call.
    reasoning: (usize, Option<&'static [u8]>),
    /// The start of the first line not yet read whole (ReAct and XML).
    line: usize,
    /// How far the search for that line's end has gone.
    seen: usize,
}

impl ToolSet {
    /// A parser that reads a tool-call reply written as text while it streams in: the tool
    /// as soon as its name is whole, then its arguments as they arrive. For a tool enum, use
    /// `T::tool_set().partial_parser()`.
    #[must_use]
    pub fn partial_parser(&self) -> ToolStepParser {
        ToolStepParser {
            tools: self.clone(),
            envelope: Converter::new(&json!({"type": "object"}))
                .expect("a free-form object is a valid schema")
                .partial_parser(),
            tool: None,
            args: None,
            in_action: false,
            markers_from: 0,
            feed: None,
            openers_from: 0,
            opened: None,
            region: None,
            start_read: false,
            stopped: false,
            harmony: None,
            message: (0, false, 0),
            to_user: (false, 0),
            final_answer: false,
            reasoning: (0, None),
            line: 0,
            seen: 0,
        }
    }
}

impl ToolStepParser {
    /// Adds the next chunk of the reply. Returns whether what is shown changed.
    pub fn push(&mut self, chunk: &str) -> bool {
        let before = (self.tool, self.final_answer);
        let mut changed = self.envelope.push(chunk);
        if let Some(args) = &mut self.args {
            changed |= match &mut self.feed {
                Some((feed, at)) => {
                    let tool = &self.tools.tools()[self.tool.expect("arguments follow a tool")];
                    let mut json = String::new();
                    feed.read(self.envelope.text(), at, tool, &mut json);
                    !json.is_empty() && args.push(&json)
                }
                None => args.push(chunk),
            };
        } else if self.is_harmony() {
            // Harmony says what each message is: nothing else is read from it.
            if self.tool.is_none() && !self.final_answer {
                self.harmony();
            }
            return changed || before != (self.tool, self.final_answer);
        } else if self.tool.is_none() && !self.final_answer {
            // A message to the user is the answer (`text::message_to_user`), and reasoning is
            // no answer: call markup in either is never shown as a call.
            if self.in_message_to_user() || !self.past_reasoning() {
                return changed || before != (self.tool, self.final_answer);
            }
            self.json_action();
        }
        if self.args.is_none() && self.envelope.current().is_none() {
            self.lines();
        }
        if self.args.is_none() && self.tool.is_none() && !self.final_answer {
            self.markers();
        }
        if self.args.is_none() && self.tool.is_none() && !self.final_answer && !self.stopped {
            self.openers();
        }
        changed || before != (self.tool, self.final_answer)
    }

    /// Reads the reasoning blocks (`<think>…</think>` and their kin, `reasoning::
    /// reasoning_tag`) arrived so far, moving the searches for calls past each one. Returns
    /// whether the reply is outside any: a call inside one is the model thinking, never
    /// shown. Each byte is searched once (a tag arriving in pieces is looked at again).
    fn past_reasoning(&mut self) -> bool {
        let text = self.envelope.text();
        let b = text.as_bytes();
        loop {
            let (from, inside) = self.reasoning;
            if let Some(close) = inside {
                let Some(n) = bytes::find_ignore_case(&b[from..], close) else {
                    let resume = b.len().saturating_sub(close.len()).max(from);
                    self.reasoning.0 = floor_char(text, resume).max(from);
                    return false;
                };
                let end = from + n + close.len();
                self.reasoning = (end, None);
                self.markers_from = self.markers_from.max(end);
                self.openers_from = self.openers_from.max(end);
                self.line = self.line.max(end);
                self.seen = self.seen.max(end);
                continue;
            }
            let mut at = from;
            loop {
                let Some(n) = bytes::memchr(b'<', &b[at..]) else {
                    self.reasoning.0 = b.len();
                    return true;
                };
                let lt = at + n;
                if let Some((len, close)) = reasoning_tag(&b[lt..]) {
                    self.reasoning = (lt + len, Some(close));
                    break;
                }
                if b.len() - lt < LONGEST_OPENING {
                    // A tag may be arriving: looked at again with the next chunk.
                    self.reasoning.0 = lt;
                    return true;
                }
                at = lt + 1;
            }
        }
    }

    /// The tool called, once its name is whole and names a tool of the set.
    #[must_use]
    pub fn tool(&self) -> Option<&str> {
        self.tool.map(|i| self.tools.tools()[i].name.as_str())
    }

    /// The arguments so far, as [`PartialParser`] shows values.
    #[must_use]
    pub fn arguments(&self) -> Option<&Value> {
        let value = self.args.as_ref()?.current()?;
        match value {
            // A JSON action: the arguments under whichever key the reply used.
            Value::Object(map) if self.in_action => ARG_KEYS.iter().find_map(|k| map.get(*k)),
            _ => Some(value),
        }
    }

    /// Whether the reply has announced a final answer instead of a tool call.
    #[must_use]
    pub fn is_final_answer(&self) -> bool {
        self.final_answer
    }

    /// The reply so far.
    #[must_use]
    pub fn text(&self) -> &str {
        self.envelope.text()
    }

    /// Converts the whole reply: exactly what [`ToolSet::convert`] returns on it.
    ///
    /// # Errors
    ///
    /// As [`ToolSet::convert`].
    pub fn finish(self) -> Result<ToolStep, ConvertError> {
        self.tools.convert(self.envelope.text())
    }

    /// A JSON action whose name is whole: the tool, and a parser for its arguments under any
    /// of the argument keys, caught up on the reply so far.
    fn json_action(&mut self) {
        match action(&self.tools, &self.envelope) {
            Some(Action::Final) => self.final_answer = true,
            Some(Action::Call(tool, args)) => {
                self.tool = Some(tool);
                self.args = Some(args);
                self.in_action = true;
            }
            None => {}
        }
    }

    /// ReAct lines and XML tags: the name from a whole `Action:` line or `<tool>…</tool>`,
    /// then the arguments from `Action Input:` or `<tool_input>` on.
    fn lines(&mut self) {
        let text = self.envelope.text();
        let mut at = self.line;
        while at < text.len() {
            let end = text[self.seen.max(at)..]
                .find('\n')
                .map(|n| self.seen.max(at) + n);
            let line = &text[at..end.unwrap_or(text.len())];
            if end.is_none() && line.len() > LINE_LIMIT {
                // A line this long is prose: its labels would be at its start.
                self.seen = text.len();
                return;
            }
            if self.tool.is_none() && !self.final_answer {
                let name = tag(line, "tool").or_else(|| end.and_then(|_| labelled(line, "Action")));
                self.tool = name.and_then(|n| find_tool(self.tools.tools(), n.trim()));
            }
            if labelled(line, "Final Answer").is_some()
                || line.contains("<final_answer>")
                || line.contains("<|START_RESPONSE|>")
            {
                self.final_answer = true;
            }
            if let (Some(tool), Some(start)) = (self.tool, input_start(line)) {
                let mut args = self.tools.inner.converters[tool].partial_parser();
                args.push(&text[at + start..]);
                self.args = Some(args);
                return;
            }
            let Some(end) = end else {
                self.seen = text.len();
                return;
            };
            at = end + 1;
            self.line = at;
        }
    }
}

/// What a JSON action object says once its name is whole.
#[expect(
    clippy::large_enum_variant,
    reason = "returned once per call and moved into the parser at once"
)]
enum Action {
    Final,
    /// The tool, and a parser for its arguments under any of the argument keys, caught up
    /// on the object so far.
    Call(usize, PartialParser),
}

/// The action of the JSON object `envelope` reads, once its name is whole.
fn action(tools: &ToolSet, envelope: &PartialParser) -> Option<Action> {
    let Some(Value::Object(map)) = envelope.current() else {
        return None;
    };
    let name = NAME_KEYS.iter().find_map(|k| {
        map.get(*k)
            .and_then(Value::as_str)
            .filter(|_| envelope.is_complete(&format!("/{k}")))
    })?;
    if is_final_label(name) {
        return Some(Action::Final);
    }
    let tool = find_tool(tools.tools(), name)?;
    let params = &tools.tools()[tool].parameters;
    let properties: serde_json::Map<String, Value> = ARG_KEYS
        .iter()
        .map(|k| ((*k).to_owned(), params.clone()))
        .collect();
    let converter = Converter::new(&json!({"type": "object", "properties": properties})).ok()?;
    let mut args = converter.partial_parser();
    args.push(envelope.text());
    Some(Action::Call(tool, args))
}

impl ToolStepParser {
    /// The first call begun by one of [`OPENERS`] (or, written as Python calls, at the
    /// reply's start): the tool once its name is whole, then its arguments through their
    /// [`Feed`]. A JSON action after an opener is read as a JSON action is.
    fn openers(&mut self) {
        let text = self.envelope.text();
        loop {
            if let Some((region, end, at)) = &mut self.region {
                let mut json = String::new();
                end.read(text, at, &mut json);
                region.push(&json);
                match action(&self.tools, region) {
                    Some(Action::Final) => self.final_answer = true,
                    Some(Action::Call(tool, args)) => {
                        let (_, end, at) = self.region.take().expect("read above");
                        self.tool = Some(tool);
                        self.args = Some(args);
                        self.in_action = true;
                        self.feed = Some((Feed::Json(end), at));
                    }
                    None => {}
                }
                return;
            }
            if let Some((index, begin, after)) = self.opened {
                let marker = index.map(|i| OPENERS[i]);
                let kind = marker.map_or(Opener::Python, |(_, kind)| kind);
                // An envelope: a JSON action, an array of them, or (after some markers) a
                // name then arguments.
                let envelope = match (kind, index) {
                    (Opener::Envelope, _) | (Opener::Python, None) => {
                        live::envelope_start(text, after)
                    }
                    _ => Err(()),
                };
                let named = match (envelope, kind) {
                    (Ok(Some(start)), _) => {
                        let parser = Converter::new(&json!({"type": "object"}))
                            .expect("a free-form object is a valid schema")
                            .partial_parser();
                        self.region = Some((parser, JsonEnd::default(), start));
                        continue;
                    }
                    (Ok(None), _) => Ok(None),
                    (Err(()), Opener::Envelope) => match marker.map(|(m, _)| m) {
                        Some("<tool_call>") => live::glm(text, after),
                        Some("[TOOL_CALLS]") => live::mistral(text, after),
                        _ => Err(()),
                    },
                    (Err(()), Opener::Function) => live::function(text, after),
                    (Err(()), Opener::Invoke) => {
                        live::invoke(text, begin, after, marker.map_or("", |(m, _)| m))
                    }
                    (Err(()), Opener::Gemma) => {
                        live::gemma(text, after, marker.map_or("", |(m, _)| m))
                    }
                    (Err(()), Opener::Python) => live::python(text, after),
                    (Err(()), Opener::PythonLines) => live::python_line(text, after),
                    (Err(()), Opener::Recipient) => live::recipient(text, after),
                };
                match named {
                    Ok(None) => return,
                    Err(()) => {
                        self.opened = None;
                        self.openers_from = self.openers_from.max(after);
                    }
                    Ok(Some((name, start, feed))) => {
                        match find_tool(self.tools.tools(), name) {
                            Some(tool) => {
                                self.tool = Some(tool);
                                let mut args = self.tools.inner.converters[tool].partial_parser();
                                let mut feed = (feed, start);
                                let mut json = String::new();
                                feed.0.read(
                                    text,
                                    &mut feed.1,
                                    &self.tools.tools()[tool],
                                    &mut json,
                                );
                                args.push(&json);
                                self.args = Some(args);
                                self.feed = Some(feed);
                            }
                            None => self.stopped = true,
                        }
                        return;
                    }
                }
                continue;
            }
            // The next opener, or Python calls at the reply's start.
            if !self.start_read && !text.trim_start().is_empty() {
                self.start_read = true;
                if text.trim_start().starts_with('[') {
                    self.opened = Some((None, 0, 0));
                    continue;
                }
            }
            let from = self.openers_from;
            let found = OPENERS
                .iter()
                .enumerate()
                .filter_map(|(i, (m, _))| text[from..].find(m).map(|n| (from + n, i)))
                .min();
            match found {
                Some((begin, i)) => {
                    let after = begin + OPENERS[i].0.len();
                    self.opened = Some((Some(i), begin, after));
                    self.openers_from = after;
                }
                None => {
                    let mut next = text.len().saturating_sub(LONGEST_OPENER).max(from);
                    while !text.is_char_boundary(next) {
                        next += 1;
                    }
                    self.openers_from = next;
                    return;
                }
            }
        }
    }
}

/// The longest end of a Harmony message (`<|return|>`).
const LONGEST_END: usize = 10;

/// How far after a call marker its separator is looked for (the tool's name between).
const NAME_LIMIT: usize = 256;

/// The call markers of open models' formats whose arguments are JSON: the one before the
/// tool's name, and the one after it.
const MARKERS: [(&str, &str); 3] = [
    // Kimi K2: `functions.NAME:INDEX` between them.
    ("<|tool_call_begin|>", "<|tool_call_argument_begin|>"),
    // DeepSeek V3.1: the name between them; V3: `function` between them, the name after.
    ("<｜tool▁call▁begin｜>", "<｜tool▁sep｜>"),
    // DeepSeek's calls section: its first call may go without its own opening marker.
    ("<｜tool▁calls▁begin｜>", "<｜tool▁sep｜>"),
];

/// The marker that opens a DeepSeek call, which may follow the section's opening marker.
const DEEPSEEK_CALL: &str = "<｜tool▁call▁begin｜>";

impl ToolStepParser {
    /// The first call written with [`MARKERS`]: the tool once its name is whole (the marker
    /// after it has arrived, or for DeepSeek V3 the fence line after it), then a parser for
    /// its arguments, caught up on the reply so far.
    fn markers(&mut self) {
        let text = self.envelope.text();
        let from = self.markers_from;
        let found = MARKERS
            .iter()
            .filter_map(|&(begin, sep)| text[from..].find(begin).map(|b| (from + b, begin, sep)))
            .min_by_key(|(b, ..)| *b);
        let Some((b, begin, sep)) = found else {
            // A marker may be arriving across the end: resume just before it.
            let longest = MARKERS
                .iter()
                .map(|(begin, _)| begin.len())
                .max()
                .unwrap_or(0);
            let mut next = text.len().saturating_sub(longest).max(from);
            while !text.is_char_boundary(next) {
                next += 1;
            }
            self.markers_from = next;
            return;
        };
        self.markers_from = b;
        let head = &text[b + begin.len()..];
        // A tool's name is short: past `NAME_LIMIT` bytes with no separator, this is no call.
        let Some(s) = head[..floor_char(head, NAME_LIMIT)].find(sep) else {
            if head.len() > NAME_LIMIT {
                self.markers_from = b + begin.len();
            }
            return;
        };
        let before = head[..s].trim();
        let before = before.strip_prefix(DEEPSEEK_CALL).unwrap_or(before).trim();
        let after = &head[s + sep.len()..];
        let (name, args) = match before {
            // The arguments after the fence's opening line, once it is whole.
            "function" => match after.split_once('\n').and_then(|(name, rest)| {
                let fence = rest.trim_start().strip_prefix("```")?;
                Some((name.trim(), fence.split_once('\n')?.1))
            }) {
                Some(read) => read,
                None => return,
            },
            id => {
                let id = id.strip_prefix("functions.").unwrap_or(id);
                (id.rsplit_once(':').map_or(id, |(name, _)| name), after)
            }
        };
        let Some(tool) = find_tool(self.tools.tools(), name) else {
            return;
        };
        let mut parser = self.tools.inner.converters[tool].partial_parser();
        parser.push(args);
        self.tool = Some(tool);
        self.args = Some(parser);
    }
}

/// The longest marker [`ToolStepParser::in_message_to_user`] looks for (`<|message|>`), in
/// bytes: a search resumes that far back, where one may have begun.
const USER_MARKER_REACH: usize = 11;

/// How far back from `<|message|>` its header is read, in bytes.
const HEADER_REACH: usize = 200;

impl ToolStepParser {
    /// Whether the text so far ends inside a message addressed to the user: a header
    /// `to=user` before `<|message|>`, with no end marker since. Each byte is searched once.
    fn in_message_to_user(&mut self) -> bool {
        let text = self.envelope.text();
        let (mut inside, resume) = self.to_user;
        // Back where a marker cut by the last chunk may have begun; then forward only.
        let mut from = floor_char(text, resume.saturating_sub(USER_MARKER_REACH));
        loop {
            let start = from;
            if inside {
                let Some((n, end)) = ADDRESSED_ENDS
                    .iter()
                    .filter_map(|e| text[start..].find(e).map(|n| (n, e.len())))
                    .min()
                else {
                    break;
                };
                inside = false;
                from = start + n + end;
                // What the message held is behind every reader: none reads a call in it.
                self.openers_from = self.openers_from.max(from);
                self.markers_from = self.markers_from.max(from);
                if self.line < from {
                    (self.line, self.seen) = (from, from);
                }
            } else {
                let Some(n) = text[start..].find(MESSAGE) else {
                    break;
                };
                let at = start + n;
                // A header is short: read back a bounded way, so that many messages cost
                // each their own bytes (Harmony replies are read apart, `is_harmony`).
                let floor = floor_char(text, at.saturating_sub(HEADER_REACH));
                inside = recipient_before(text, floor, at) == Some("user");
                from = at + MESSAGE.len();
            }
        }
        self.to_user = (inside, text.len());
        inside
    }

    /// Whether the reply is in Harmony: it starts with `<|channel|>` or `<|start|>`, decided
    /// once its first bytes have come.
    fn is_harmony(&mut self) -> bool {
        if let Some(known) = self.harmony {
            return known;
        }
        let head = self.envelope.text().trim_start();
        let markers = ["<|channel|>", "<|start|>"];
        if markers.iter().any(|m| m.starts_with(head)) {
            return false; // not yet known
        }
        let known = markers.iter().any(|m| head.starts_with(m));
        self.harmony = Some(known);
        known
    }

    /// gpt-oss's Harmony messages: the tool once a message's header names
    /// `to=functions.NAME` and its content has begun, then the arguments as they arrive; the
    /// final channel announces the final answer. Reasoning and preambles are passed over.
    /// Each byte is searched once: the search resumes where the last push left it.
    fn harmony(&mut self) {
        let text = self.envelope.text();
        loop {
            let (from, in_content, seen) = self.message;
            if in_content {
                // The content of a message that is neither a call nor the answer: its end.
                // An end may be arriving across the last push: look again just before it.
                let start = floor_char(text, seen.saturating_sub(LONGEST_END)).max(from);
                let Some((end, marker)) = next_end(text, start) else {
                    self.message.2 = text.len();
                    return;
                };
                let next = end + marker.len();
                self.message = (next, false, next);
                continue;
            }
            let start = floor_char(text, seen.saturating_sub(MESSAGE.len())).max(from);
            let Some(n) = text[start..].find(MESSAGE) else {
                self.message.2 = text.len();
                return;
            };
            let at = start + n;
            let content = at + MESSAGE.len();
            match harmony_header(harmony_header_before(text, from, at)) {
                (Some(to), _) => {
                    let name = to.strip_prefix("functions.").unwrap_or(to);
                    let Some(tool) = find_tool(self.tools.tools(), name) else {
                        return;
                    };
                    let mut parser = self.tools.inner.converters[tool].partial_parser();
                    parser.push(&text[content..]);
                    self.tool = Some(tool);
                    self.args = Some(parser);
                    return;
                }
                (None, Some("final")) => {
                    self.final_answer = true;
                    return;
                }
                _ => self.message = (content, true, content),
            }
        }
    }
}

/// Where the arguments start in a line: after `Action Input:` or `<tool_input>`.
fn input_start(line: &str) -> Option<usize> {
    if let Some(rest) = labelled(line, "Action Input") {
        return Some(line.len() - rest.len());
    }
    line.find("<tool_input>").map(|n| n + "<tool_input>".len())
}

/// The text of `<name>…</name>` in a line.
fn tag<'l>(line: &'l str, name: &str) -> Option<&'l str> {
    let open = format!("<{name}>");
    let start = line.find(&open)? + open.len();
    let end = line[start..].find(&format!("</{name}>"))?;
    Some(&line[start..start + end])
}

/// `Final Answer` as a JSON action's name.
fn is_final_label(name: &str) -> bool {
    let loose: String = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    loose == "finalanswer"
}
