//! Tool calls while they stream: a provider's streaming events accumulated into partial and
//! then complete calls.
//!
//! Read: OpenAI `chat.completion.chunk` objects (`choices[].delta.tool_calls[]`, fragments of
//! `function.arguments` by `index`, several calls interleaved; `delta.content` text;
//! `finish_reason`), Anthropic stream events (`content_block_start` of a `tool_use` block,
//! `input_json_delta` fragments, `content_block_stop`, `text_delta`, `message_delta` stop
//! reasons), and Gemini stream chunks (`functionCall` parts, which arrive whole). Each call's
//! arguments go through a [`PartialParser`] for its tool's schema once the name is known, so
//! they show as they arrive with the streaming guarantees; a finished call is checked by
//! [`ToolSet::from_tool_call`], exactly as a complete message would be.

use super::{ToolCall, ToolSet, ToolStep, find_tool};
use crate::error::{ConvertError, ErrorKind};
use crate::stream::PartialParser;
use serde_json::Value;

/// A tool call as it streams in: a view into a [`ToolCallAccumulator`].
#[derive(Debug, Clone, Copy)]
pub struct PartialToolCall<'a> {
    /// The position the provider gave the call (OpenAI's `index`, Anthropic's content block
    /// index, or the order of arrival).
    pub index: u64,
    /// The call id, once sent.
    pub id: Option<&'a str>,
    /// The tool's name as declared, once the streamed name names a tool of the set.
    pub name: Option<&'a str>,
    /// The arguments so far, shown as [`PartialParser`] shows values (`None` until any of
    /// them has appeared); once the call is finished, its checked arguments.
    pub arguments: Option<&'a Value>,
    /// The finished call, once the provider has closed it and its arguments fit.
    pub call: Option<&'a ToolCall>,
    /// Why the closed call does not fit (an unknown tool, arguments that do not fit).
    pub error: Option<&'a ConvertError>,
}

/// One call being accumulated.
#[derive(Debug)]
struct Slot {
    index: u64,
    id: Option<String>,
    /// Gemini's `thoughtSignature` on the call's part.
    signature: Option<String>,
    /// The tool's declared name, once known.
    tool: Option<String>,
    /// The name as streamed (OpenAI may send it in pieces).
    raw_name: String,
    /// The arguments as streamed.
    text: String,
    parser: Option<PartialParser>,
    closed: bool,
    call: Option<ToolCall>,
    error: Option<ConvertError>,
}

impl Slot {
    fn view(&self) -> PartialToolCall<'_> {
        PartialToolCall {
            index: self.index,
            id: self.id.as_deref(),
            name: self.tool.as_deref(),
            arguments: match &self.call {
                Some(call) => Some(&call.arguments),
                None => self.parser.as_ref().and_then(PartialParser::current),
            },
            call: self.call.as_ref(),
            error: self.error.as_ref(),
        }
    }
}

/// Accumulates a provider's streaming events into tool calls: made by
/// [`ToolSet::accumulator`].
///
/// ```
/// use serde_json::json;
/// use structout::{ToolDefinition, ToolSet, ToolStep};
///
/// let tools = ToolSet::new(vec![ToolDefinition {
///     name: "get_weather".into(),
///     description: "Weather for a city".into(),
///     parameters: json!({"type": "object", "properties": {"city": {"type": "string"}},
///                        "required": ["city"]}),
/// }])?;
/// let mut calls = tools.accumulator();
/// calls.push(&json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0,
///     "id": "call_1", "function": {"name": "get_weather", "arguments": "{\"ci"}}]}}]}));
/// calls.push(&json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0,
///     "function": {"arguments": "ty\": \"Par"}}]}}]}));
/// assert_eq!(calls.calls()[0].name, Some("get_weather"));
/// assert_eq!(calls.calls()[0].arguments, Some(&json!({"city": "Par"})));
/// calls.push(&json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0,
///     "function": {"arguments": "is\"}"}}]}, "finish_reason": "tool_calls"}]}));
/// let ToolStep::Calls(done) = calls.finish()? else { unreachable!() };
/// assert_eq!(done[0].arguments, json!({"city": "Paris"}));
/// assert_eq!(done[0].id.as_deref(), Some("call_1"));
/// # Ok::<(), structout::ConvertError>(())
/// ```
#[derive(Debug)]
pub struct ToolCallAccumulator {
    tools: ToolSet,
    slots: Vec<Slot>,
    text: String,
    /// The provider stopped at its token limit.
    truncated: bool,
}

impl ToolSet {
    /// An accumulator for this set's tool calls as a provider streams them (OpenAI chunks,
    /// Anthropic events, Gemini chunks). For a tool enum, use `T::tool_set().accumulator()`
    /// and `T::from_tool_call` on the finished calls.
    #[must_use]
    pub fn accumulator(&self) -> ToolCallAccumulator {
        ToolCallAccumulator {
            tools: self.clone(),
            slots: Vec::new(),
            text: String::new(),
            truncated: false,
        }
    }
}

impl ToolCallAccumulator {
    /// Adds one streaming event (a parsed chunk or event object). Returns whether any call
    /// or the text changed. Events of other kinds are ignored.
    pub fn push(&mut self, event: &Value) -> bool {
        if event.get("choices").is_some() {
            self.openai(event)
        } else if event.get("candidates").is_some() {
            self.gemini(event)
        } else {
            self.anthropic(event)
        }
    }

    /// Adds one server-sent-events line (`data: {...}`); other lines, `[DONE]` and text that
    /// is not JSON are ignored.
    pub fn push_sse(&mut self, line: &str) -> bool {
        let data = line.trim().strip_prefix("data:").unwrap_or(line).trim();
        match serde_json::from_str::<Value>(data) {
            Ok(event) => self.push(&event),
            Err(_) => false,
        }
    }

    /// The calls so far, in the order they began.
    #[must_use]
    pub fn calls(&self) -> Vec<PartialToolCall<'_>> {
        self.slots.iter().map(Slot::view).collect()
    }

    /// The message's text so far (OpenAI `content`, Anthropic text blocks, Gemini text).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The finished step: every call checked against its tool, or, with no call, the text as
    /// the final answer.
    ///
    /// # Errors
    ///
    /// The first call's error ([`ErrorKind::UnknownTool`], arguments that do not fit);
    /// [`ErrorKind::Truncated`] when the provider stopped at its token limit inside a call;
    /// [`ErrorKind::NoValue`] for a message with neither calls nor text.
    pub fn finish(mut self) -> Result<ToolStep, ConvertError> {
        for n in 0..self.slots.len() {
            self.close(n);
        }
        if self.slots.is_empty() {
            if self.text.trim().is_empty() {
                return Err(ConvertError::new(
                    ErrorKind::NoValue,
                    "",
                    "a tool call or a final answer",
                    "an empty message",
                ));
            }
            return Ok(ToolStep::Finish(self.text));
        }
        let mut calls = Vec::with_capacity(self.slots.len());
        for slot in self.slots {
            match (slot.call, slot.error) {
                (_, Some(error)) => return Err(error),
                (Some(call), None) => calls.push(call),
                (None, None) => unreachable!("every slot was closed"),
            }
        }
        Ok(ToolStep::Calls(calls))
    }

    /// The slot of the call at provider index `index`, made when new.
    fn slot(&mut self, index: u64) -> usize {
        if let Some(n) = self.slots.iter().position(|s| s.index == index) {
            return n;
        }
        self.slots.push(Slot {
            index,
            id: None,
            signature: None,
            tool: None,
            raw_name: String::new(),
            text: String::new(),
            parser: None,
            closed: false,
            call: None,
            error: None,
        });
        self.slots.len() - 1
    }

    /// Adds to a call: an id, a piece of its name, a piece of its arguments.
    fn add(&mut self, n: usize, id: Option<&str>, name: Option<&str>, args: Option<&str>) -> bool {
        let slot = &mut self.slots[n];
        if slot.closed {
            return false;
        }
        let mut changed = false;
        if let Some(id) = id.filter(|id| !id.is_empty())
            && slot.id.is_none()
        {
            slot.id = Some(id.to_owned());
            changed = true;
        }
        if let Some(piece) = name {
            slot.raw_name.push_str(piece);
        }
        // The name is whole once the arguments begin (`search` may go on as `search_web`).
        if slot.parser.is_none()
            && args.is_some()
            && let Some(tool) = find_tool(self.tools.tools(), &slot.raw_name)
        {
            let mut parser = self.tools.inner.converters[tool].partial_parser();
            parser.push(&slot.text);
            slot.tool = Some(self.tools.tools()[tool].name.clone());
            slot.parser = Some(parser);
            changed = true;
        }
        if let Some(piece) = args {
            slot.text.push_str(piece);
            if let Some(parser) = &mut slot.parser {
                changed |= parser.push(piece);
            }
        }
        changed
    }

    /// Closes a call: the provider has sent all of it.
    fn close(&mut self, n: usize) -> bool {
        let slot = &mut self.slots[n];
        if slot.closed {
            return false;
        }
        slot.closed = true;
        let result = if self.truncated {
            Err(ConvertError::new(
                ErrorKind::Truncated,
                "",
                "a complete tool call (the provider stopped it at its token limit)",
                &slot.text,
            ))
        } else {
            self.tools
                .from_tool_call(&slot.raw_name, &Value::String(slot.text.clone()))
        };
        match result {
            Ok(mut call) => {
                call.id.clone_from(&slot.id);
                call.signature.clone_from(&slot.signature);
                slot.call = Some(call);
            }
            Err(error) => slot.error = Some(error),
        }
        true
    }

    fn close_all(&mut self) -> bool {
        let mut changed = false;
        for n in 0..self.slots.len() {
            changed |= self.close(n);
        }
        changed
    }

    /// An OpenAI `chat.completion.chunk`.
    fn openai(&mut self, chunk: &Value) -> bool {
        let mut changed = false;
        for choice in chunk["choices"].as_array().into_iter().flatten() {
            let delta = &choice["delta"];
            if let Some(text) = delta["content"].as_str() {
                self.text.push_str(text);
                changed |= !text.is_empty();
            }
            for (k, call) in delta["tool_calls"]
                .as_array()
                .into_iter()
                .flatten()
                .enumerate()
            {
                let index = call["index"].as_u64().unwrap_or(k as u64);
                let n = self.slot(index);
                let function = &call["function"];
                changed |= self.add(
                    n,
                    call["id"].as_str(),
                    function["name"].as_str(),
                    function["arguments"].as_str(),
                );
            }
            if let Some(reason) = choice["finish_reason"].as_str() {
                self.truncated |= reason == "length";
                changed |= self.close_all();
            }
        }
        changed
    }

    /// An Anthropic stream event.
    fn anthropic(&mut self, event: &Value) -> bool {
        let index = event["index"].as_u64().unwrap_or(0);
        match event["type"].as_str() {
            Some("content_block_start") if event["content_block"]["type"] == "tool_use" => {
                let block = &event["content_block"];
                let n = self.slot(index);
                self.add(n, block["id"].as_str(), block["name"].as_str(), Some(""))
            }
            Some("content_block_delta") => {
                let delta = &event["delta"];
                match delta["type"].as_str() {
                    Some("input_json_delta") => {
                        let n = self.slot(index);
                        self.add(n, None, None, delta["partial_json"].as_str())
                    }
                    Some("text_delta") => {
                        let text = delta["text"].as_str().unwrap_or_default();
                        self.text.push_str(text);
                        !text.is_empty()
                    }
                    _ => false,
                }
            }
            Some("content_block_stop") => match self.slots.iter().position(|s| s.index == index) {
                Some(n) => self.close(n),
                None => false,
            },
            Some("message_delta") => {
                if event["delta"]["stop_reason"] == "max_tokens" {
                    self.truncated = true;
                    return self.close_all();
                }
                false
            }
            _ => false,
        }
    }

    /// A Gemini stream chunk: function calls arrive whole.
    fn gemini(&mut self, chunk: &Value) -> bool {
        let mut changed = false;
        for candidate in chunk["candidates"].as_array().into_iter().flatten() {
            for part in candidate["content"]["parts"]
                .as_array()
                .into_iter()
                .flatten()
            {
                if let Some(text) = part["text"].as_str() {
                    self.text.push_str(text);
                    changed |= !text.is_empty();
                }
                let call = &part["functionCall"];
                if let Some(name) = call["name"].as_str() {
                    let n = self.slot(self.slots.len() as u64);
                    let args = match &call["args"] {
                        Value::Null => String::new(),
                        args => args.to_string(),
                    };
                    self.add(n, call["id"].as_str(), Some(name), Some(&args));
                    self.slots[n].signature = part["thoughtSignature"].as_str().map(str::to_owned);
                    self.close(n);
                    changed = true;
                }
            }
            if candidate["finishReason"] == "MAX_TOKENS" {
                self.truncated = true;
            }
        }
        changed
    }
}
