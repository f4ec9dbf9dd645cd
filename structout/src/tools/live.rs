//! Open models' call formats while they stream: where a call begins, and the arguments after
//! its name rewritten as JSON text as they arrive, for the arguments' [`PartialParser`]
//! (crate::stream::PartialParser) to show. Each format's complete reading is in `text.rs`;
//! this only decides what may be shown early, so that a snapshot never holds a marker's
//! bytes, and `finish` reads the whole reply there.
//!
//! A [`Feed`] reads the reply from where the arguments start, keeps back what the next bytes
//! may still change (a closing tag arriving in pieces, a line break the template strips, an
//! entity half written), and stops at the call's end: each byte is read once.

use super::text::{
    GEMMA_FORMATS, GLM_PAIRS, INVOKE_TAGS, InvokeTags, PairTags, RECIPIENTS, XING_PAIRS,
    element_args, invoke_prefix,
};
use super::{ToolDefinition, property, types_nothing, untyped_literals, written};
use crate::engine::parse::light;
use serde_json::Value;

/// How a call begins: the marker, and what follows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Opener {
    /// A JSON action object, or an array of them, after the marker (Hermes and Qwen 2.5's
    /// `<tool_call>`, Llama 3's `<|python_tag|>`, Mistral's `[TOOL_CALLS]`, Hunyuan's
    /// `<tool_calls>`, Cohere's `<|START_ACTION|>`, Inkling's tool message); after
    /// `<tool_call>`, GLM's `NAME<arg_key>…` instead, and Qwen3-Coder's `<function=` is left
    /// to its own opener.
    Envelope,
    /// Qwen3-Coder: `<function=NAME>`, then `<parameter=KEY>VALUE</parameter>`.
    Function,
    /// MiniMax-M2, Step-3, DeepSeek V3.2 and V4: `<PREFIXinvoke name="NAME">`, then
    /// `<PREFIXparameter name="KEY">VALUE</PREFIXparameter>` or one JSON object.
    Invoke,
    /// Gemma 4: `<|tool_call>call:NAME{key:<|"|>text<|"|>,…}`; FunctionGemma the same with
    /// `<escape>` marks.
    Gemma,
    /// Python calls in a list: `[NAME(key=value, …), …]` after the marker (Llama 4's
    /// `<|python_start|>`, Liquid's `<|tool_call_start|>`) or at the reply's start.
    Python,
    /// Python calls one a line: Olmo 3's `<function_calls>\nNAME(key=value, …)`.
    PythonLines,
    /// A message to a recipient, Functionary's: `>>>NAME\n{…}` (or v2's `<|recipient|>NAME
    /// \n<|content|>{…}`); the recipient `all` is the user.
    Recipient,
}

/// The markers a call may begin with, and how each goes on.
pub(super) const OPENERS: [(&str, Opener); 17] = [
    ("<tool_call>", Opener::Envelope),
    ("<|python_tag|>", Opener::Envelope),
    ("[TOOL_CALLS]", Opener::Envelope),
    ("<tool_calls>", Opener::Envelope),
    ("<|START_ACTION|>", Opener::Envelope),
    ("<|content_invoke_tool_json|>", Opener::Envelope),
    ("<function=", Opener::Function),
    (INVOKE_TAGS[0].opener, Opener::Invoke),
    (INVOKE_TAGS[1].opener, Opener::Invoke),
    (GEMMA_FORMATS[0].0, Opener::Gemma),
    (GEMMA_FORMATS[1].0, Opener::Gemma),
    ("<|python_start|>", Opener::Python),
    ("<|tool_call_start|>", Opener::Python),
    ("<function_calls>", Opener::PythonLines),
    (RECIPIENTS[0], Opener::Recipient),
    (RECIPIENTS[1], Opener::Recipient),
    (RECIPIENTS[2], Opener::Recipient),
];

/// The longest of [`OPENERS`].
pub(super) const LONGEST_OPENER: usize = {
    let mut longest = 0;
    let mut i = 0;
    while i < OPENERS.len() {
        if OPENERS[i].0.len() > longest {
            longest = OPENERS[i].0.len();
        }
        i += 1;
    }
    longest
};

/// A call's name and where what follows it starts, once the name is whole; `Ok(None)` while
/// it may still be arriving, `Err(())` when the text after `at` (an opener's end) is no call
/// of this kind.
pub(super) type Named<'t> = Result<Option<(&'t str, usize, Feed)>, ()>;

/// After `<function=`: the name up to `>`, then Qwen3-Coder's parameters or Llama 3.1's
/// JSON object (known from the body's first character).
pub(super) fn function(text: &str, at: usize) -> Named<'_> {
    let head = &text[at..];
    let Some(end) = head.find('>') else {
        return pending(head);
    };
    let name = head[..end].trim();
    let body = at + end + 1;
    // Llama 3.1's JSON arguments, or Qwen3-Coder's parameters.
    let feed = match text[body..].trim_start().chars().next() {
        None => return Ok(None),
        Some('{') => Feed::json(),
        Some(_) => Feed::xml(Markup::Qwen),
    };
    Ok(Some((name, body, feed)))
}

/// After `invoke name="` (MiniCPM 5's `function name="`: the opener `marker`): the name up
/// to `"`, the element's end, then parameters, JSON or MiniMax-M3's elements (known from the
/// body's start). `from` is where the opener starts, to read the element names' prefix
/// before it.
pub(super) fn invoke<'t>(text: &'t str, from: usize, at: usize, marker: &str) -> Named<'t> {
    let tags = *INVOKE_TAGS
        .iter()
        .find(|t| t.opener == marker)
        .unwrap_or(&INVOKE_TAGS[0]);
    let prefix = invoke_prefix(text, from).ok_or(())?;
    let head = &text[at..];
    let Some(quote) = head.find('"') else {
        return pending(head);
    };
    let Some(gt) = head[quote..].find('>') else {
        return pending(head);
    };
    let body = at + quote + gt + 1;
    let first = text[body..].trim_start();
    let parameter = format!("<{prefix}{} ", tags.param);
    let feed = match first.chars().next() {
        None => return Ok(None),
        Some('{') => Feed::json(),
        _ if first.starts_with(&parameter) => Feed::xml(Markup::Invoke(prefix.to_owned(), tags)),
        // Still arriving: a parameter's element, or MiniMax-M3's element of a key's name.
        _ if parameter.starts_with(first) => return Ok(None),
        _ => Feed::Elements(Elements {
            close: format!("</{prefix}{}>", tags.call),
            seen: body,
            done: false,
        }),
    };
    Ok(Some((head[..quote].trim(), body, feed)))
}

/// After `<|tool_call>call:` (or FunctionGemma's `<start_function_call>call:`, the opener
/// `marker`): the name up to `{`.
pub(super) fn gemma<'t>(text: &'t str, at: usize, marker: &str) -> Named<'t> {
    let head = &text[at..];
    let Some(brace) = head.find('{') else {
        return pending(head);
    };
    let quote = GEMMA_FORMATS
        .iter()
        .find(|(open, ..)| *open == marker)
        .map_or(GEMMA_FORMATS[0].2, |(.., quote)| quote);
    Ok(Some((
        head[..brace].trim(),
        at + brace,
        Feed::Gemma(Gemma {
            quote,
            in_string: false,
            depth: 0,
            done: false,
        }),
    )))
}

/// After an opener of Python calls (or at the reply's start): `[NAME(`.
pub(super) fn python(text: &str, at: usize) -> Named<'_> {
    let head = text[at..].trim_start();
    let Some(rest) = head.strip_prefix('[') else {
        return if head.is_empty() { Ok(None) } else { Err(()) };
    };
    python_call(text, rest.trim_start())
}

/// After a recipient's marker: the name up to the line's end, then (past v2's `<|content|>`)
/// the JSON object. `Err` for the recipient `all` (the user: text, not a call) and for a
/// name that is none.
pub(super) fn recipient(text: &str, at: usize) -> Named<'_> {
    const CONTENT: &str = "<|content|>";
    let head = &text[at..];
    let Some(nl) = head.find('\n') else {
        return match head.chars().all(is_name_char) {
            true => pending(head),
            false => Err(()),
        };
    };
    let name = &head[..nl];
    if name.is_empty() || name == "all" || !name.chars().all(is_name_char) {
        return Err(());
    }
    let rest = head[nl + 1..].trim_start();
    let body = match rest.strip_prefix(CONTENT) {
        Some(body) => body.trim_start(),
        None if CONTENT.starts_with(rest) => return Ok(None),
        None => rest,
    };
    match body.chars().next() {
        None => Ok(None),
        Some('{') => Ok(Some((name, text.len() - body.len(), Feed::json()))),
        Some(_) => Err(()),
    }
}

/// After Olmo 3's `<function_calls>`: `NAME(`.
pub(super) fn python_line(text: &str, at: usize) -> Named<'_> {
    let head = text[at..].trim_start();
    if head.is_empty() {
        return Ok(None);
    }
    python_call(text, head)
}

/// A Python call's `NAME(` at the start of `rest`, the end of `text`.
fn python_call<'t>(text: &'t str, rest: &'t str) -> Named<'t> {
    let Some(paren) = rest.find('(') else {
        return match rest.chars().all(is_name_char) {
            true => pending(rest),
            false => Err(()),
        };
    };
    let name = &rest[..paren];
    if name.is_empty() || !name.chars().all(is_name_char) {
        return Err(());
    }
    let start = text.len() - rest.len() + paren + 1;
    Ok(Some((name, start, Feed::Python(Python::default()))))
}

/// GLM's `<tool_call>NAME` then `<arg_key>` (Xing 4's `<param_key>`, or the call's end): the
/// name up to the first tag or line break, once the tag after it tells which pairs follow.
/// `Err` when what follows is JSON or another tag.
pub(super) fn glm(text: &str, at: usize) -> Named<'_> {
    let head = &text[at..];
    let trimmed = head.trim_start();
    if trimmed.starts_with(['{', '[', '<']) {
        return Err(());
    }
    if trimmed.is_empty() {
        return pending(head);
    }
    let Some(end) = trimmed.find(['<', '\n']) else {
        return pending(trimmed);
    };
    let name = trimmed[..end].trim();
    if name.is_empty() || !name.chars().all(is_name_char) {
        return Err(());
    }
    let after = trimmed[end..].trim_start();
    if XING_PAIRS.key.starts_with(after) && after.len() < XING_PAIRS.key.len() {
        return Ok(None);
    }
    let tags = match after.starts_with(XING_PAIRS.key) {
        true => XING_PAIRS,
        false => GLM_PAIRS,
    };
    let lead = head.len() - trimmed.len();
    Ok(Some((
        name,
        at + lead + end,
        Feed::xml(Markup::Pairs(tags)),
    )))
}

/// Mistral's `[TOOL_CALLS]NAME[ARGS]{…}` (a `[CALL_ID]…` may come between), or
/// `[TOOL_CALLS]NAME{…}` with `[ARGS]` stripped.
pub(super) fn mistral(text: &str, at: usize) -> Named<'_> {
    let head = &text[at..];
    if head.trim_start().starts_with(['[', '{']) {
        return Err(());
    }
    let (name_end, args) = match (head.find("[ARGS]"), head.find('{')) {
        (Some(a), _) => (a, a + "[ARGS]".len()),
        // `[ARGS]` stripped by the server: the arguments' `{` right after the name.
        (None, Some(b)) if !head[..b].contains('[') => (b, b),
        _ => {
            return match head.len() > 256 {
                true => Err(()),
                false => Ok(None),
            };
        }
    };
    let name = head[..head.find("[CALL_ID]").unwrap_or(name_end)].trim();
    Ok(Some((name, at + args, Feed::json())))
}

/// A name may still be arriving in `head`, unless it is already longer than a name is.
fn pending(head: &str) -> Named<'_> {
    match head.len() > NAME_LIMIT {
        true => Err(()),
        false => Ok(None),
    }
}

/// How far a name's end is looked for.
const NAME_LIMIT: usize = 256;

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.')
}

/// Where a JSON action in an envelope starts: the first object, past an array's bracket.
/// `Ok(None)` while only white space has come.
pub(super) fn envelope_start(text: &str, at: usize) -> Result<Option<usize>, ()> {
    let head = &text[at..];
    let trimmed = head.trim_start();
    let skipped = head.len() - trimmed.len();
    match trimmed.chars().next() {
        None => Ok(None),
        Some('{') => Ok(Some(at + skipped)),
        Some('[') => {
            let inner = trimmed[1..].trim_start();
            match inner.chars().next() {
                None => Ok(None),
                Some('{') => Ok(Some(text.len() - inner.len())),
                Some(_) => Err(()),
            }
        }
        Some(_) => Err(()),
    }
}

/// The arguments' text as JSON, from where they start in the reply.
#[derive(Debug)]
pub(super) enum Feed {
    /// JSON already: passed on up to the end of its first value.
    Json(JsonEnd),
    /// Key and value elements.
    Xml(Xml),
    /// Gemma 4's object with marked strings.
    Gemma(Gemma),
    /// Python keyword arguments.
    Python(Python),
    /// MiniMax-M3's elements, shown once the call is whole.
    Elements(Elements),
}

impl Feed {
    pub(super) fn json() -> Self {
        Feed::Json(JsonEnd::default())
    }

    fn xml(markup: Markup) -> Self {
        let markers = Markers::of(&markup);
        // The longest marker, or an entity half written (`&quot;`).
        let hold = markers
            .ends()
            .iter()
            .map(|m| m.len())
            .max()
            .unwrap_or(0)
            .max(ENTITY);
        Feed::Xml(Xml {
            markup,
            markers,
            hold,
            open: None,
            untyped: false,
            opened: false,
            keys: 0,
            seen: 0,
            done: false,
        })
    }

    /// Reads `text` from `*at` on, as far as is decided: the JSON it stands for, appended to
    /// `out`; `*at` moves past what was read. `tool` types the values written as text.
    pub(super) fn read(
        &mut self,
        text: &str,
        at: &mut usize,
        tool: &ToolDefinition,
        out: &mut String,
    ) {
        match self {
            Feed::Json(end) => end.read(text, at, out),
            Feed::Xml(xml) => xml.read(text, at, tool, out),
            Feed::Gemma(gemma) => gemma.read(text, at, out),
            Feed::Python(python) => python.read(text, at, out),
            Feed::Elements(elements) => elements.read(text, at, tool, out),
        }
    }
}

/// Where the first JSON value of a text ends: depth and string state.
#[derive(Debug, Default)]
pub(super) struct JsonEnd {
    depth: usize,
    string: Option<char>,
    escaped: bool,
    done: bool,
}

impl JsonEnd {
    pub(super) fn read(&mut self, text: &str, at: &mut usize, out: &mut String) {
        if self.done {
            *at = text.len();
            return;
        }
        let start = *at;
        for (i, c) in text[start..].char_indices() {
            if self.step(c) {
                out.push_str(&text[start..start + i + c.len_utf8()]);
                self.done = true;
                *at = text.len();
                return;
            }
        }
        out.push_str(&text[start..]);
        *at = text.len();
    }

    /// Reads one character; whether it closes the value.
    fn step(&mut self, c: char) -> bool {
        if let Some(quote) = self.string {
            match c {
                _ if self.escaped => self.escaped = false,
                '\\' => self.escaped = true,
                _ if c == quote => self.string = None,
                _ => {}
            }
            return false;
        }
        match c {
            '"' | '\'' => self.string = Some(c),
            '{' | '[' | '(' => self.depth += 1,
            '}' | ']' | ')' => {
                self.depth = self.depth.saturating_sub(1);
                return self.depth == 0;
            }
            _ => {}
        }
        false
    }
}

/// The element spellings of a format of key and value elements.
#[derive(Debug)]
enum Markup {
    /// `<parameter=KEY>` … `</parameter>`, the call closed by `</function>`; one line break
    /// on each side of a value is the template's.
    Qwen,
    /// `<PREFIXparameter name="KEY" …>` … `</PREFIXparameter>`, closed by `</PREFIXinvoke>`
    /// (MiniCPM 5's `param` and `function`); values XML-escaped, whitespace their own;
    /// `string="false"` marks JSON.
    Invoke(String, InvokeTags),
    /// `<arg_key>KEY</arg_key><arg_value>VALUE</arg_value>` (or Xing 4's `param_` tags),
    /// closed by `</tool_call>`; values as written.
    Pairs(PairTags),
}

/// The markers of a format of key and value elements.
#[derive(Debug)]
struct Markers {
    /// What closes a value.
    value_close: String,
    /// What starts a key's element (and ends the value before it).
    key_open: String,
    /// What closes the call (and the value in it).
    call_close: String,
}

impl Markers {
    fn of(markup: &Markup) -> Self {
        let [value_close, key_open, call_close] = match markup {
            Markup::Qwen => ["</parameter>", "<parameter=", "</function>"].map(String::from),
            Markup::Invoke(p, tags) => [
                format!("</{p}{}>", tags.param),
                format!("<{p}{} name=\"", tags.param),
                format!("</{p}{}>", tags.call),
            ],
            Markup::Pairs(tags) => [tags.value_close, tags.key, "</tool_call>"].map(String::from),
        };
        Markers {
            value_close,
            key_open,
            call_close,
        }
    }

    /// What ends a value: its closing tag, the next key's element, the call's end.
    fn ends(&self) -> [&str; 3] {
        [&self.value_close, &self.key_open, &self.call_close]
    }
}

/// Key and value elements, as an object.
#[derive(Debug)]
pub(super) struct Xml {
    markup: Markup,
    /// Its markers, spelled once.
    markers: Markers,
    /// The longest tail kept back while a value is read, and searched again for a marker:
    /// the longest marker, arriving in pieces.
    hold: usize,
    /// The value being read: whether it is written as a JSON string (else held whole).
    open: Option<bool>,
    /// Whether the schema types nothing of the value being read: then its whole text is a
    /// JSON literal or a string, as the complete reading takes it.
    untyped: bool,
    opened: bool,
    /// How many keys have been written.
    keys: usize,
    /// Where the last search for a marker ended (see [`Xml::unsearched`]).
    seen: usize,
    done: bool,
}

/// The longest entity a value may hold (`&#x10FFFF;`).
const ENTITY: usize = 10;

impl Xml {
    fn read(&mut self, text: &str, at: &mut usize, tool: &ToolDefinition, out: &mut String) {
        if !self.opened {
            out.push('{');
            self.opened = true;
        }
        while !self.done {
            if let Some(quoted) = self.open {
                if !self.value(text, at, quoted, out) {
                    return;
                }
                self.open = None;
                continue;
            }
            // Between values: the next key, or the call's end.
            let rest = &text[*at..];
            let Markers {
                key_open,
                call_close,
                ..
            } = &self.markers;
            let skip = self.unsearched(text, *at);
            let key = rest[skip..].find(key_open.as_str()).map(|k| skip + k);
            let close = rest[skip..].find(call_close.as_str()).map(|c| skip + c);
            match (key, close) {
                (Some(k), c) if c.is_none_or(|c| k < c) => {
                    let Some((key, value_at)) = self.key(rest, k + self.markers.key_open.len())
                    else {
                        // A key's element is short: one this long is no key.
                        self.done = rest.len() - k > NAME_LIMIT;
                        return;
                    };
                    let string = self.is_string(tool, &key.0, key.1);
                    self.untyped = !key.1 && types_nothing(property(&tool.parameters, &key.0));
                    if self.keys > 0 {
                        out.push(',');
                    }
                    self.keys += 1;
                    out.push_str(&Value::String(key.0).to_string());
                    out.push(':');
                    if string {
                        out.push('"');
                    }
                    *at += value_at;
                    self.open = Some(string);
                }
                (_, Some(_)) => {
                    out.push('}');
                    self.done = true;
                }
                _ => {
                    self.seen = text.len();
                    return;
                }
            }
        }
        *at = text.len();
    }

    /// How much of the text from `at` on is known to hold no marker's start: the search
    /// resumes just before where the last one ended, so each byte is searched once.
    fn unsearched(&self, text: &str, at: usize) -> usize {
        let mut from = self.seen.saturating_sub(self.hold).max(at);
        while !text.is_char_boundary(from) {
            from -= 1;
        }
        from.max(at) - at
    }

    /// The key after its element's start at `from` in `rest`, whether its value is marked
    /// JSON, and where the value starts; `None` while the element is arriving.
    fn key(&self, rest: &str, from: usize) -> Option<((String, bool), usize)> {
        let head = &rest[from..];
        match &self.markup {
            Markup::Qwen => {
                let end = head.find('>')?;
                let after = &head[end + 1..];
                // The template's line break before the value, once it can be told apart.
                let skip = match after.as_bytes() {
                    [] | [b'\r'] => return None,
                    [b'\n', ..] => 1,
                    [b'\r', b'\n', ..] => 2,
                    _ => 0,
                };
                Some((
                    (head[..end].trim().to_owned(), false),
                    from + end + 1 + skip,
                ))
            }
            Markup::Invoke(..) => {
                let quote = head.find('"')?;
                let gt = head.find('>')?;
                let json = head[quote..gt].contains("string=\"false\"");
                Some(((head[..quote].trim().to_owned(), json), from + gt + 1))
            }
            Markup::Pairs(tags) => {
                let end = head.find(tags.key_close)?;
                let after = &head[end + tags.key_close.len()..];
                let value = after.find(tags.value)?;
                if !after[..value].trim().is_empty() {
                    return None;
                }
                let start = end + tags.key_close.len() + value + tags.value.len();
                Some(((head[..end].trim().to_owned(), false), from + start))
            }
        }
    }

    /// Whether a key's value is written as a JSON string: a string where the tool's schema
    /// admits one (as the complete reading keeps a text there) and the value is not marked
    /// JSON.
    fn is_string(&self, tool: &ToolDefinition, key: &str, marked_json: bool) -> bool {
        !marked_json && admits_string(&tool.parameters, &tool.parameters["properties"][key], 0)
    }

    /// Reads a value from `*at`: a string as far as decided, a JSON value only once whole.
    /// Returns whether it ended.
    fn value(&mut self, text: &str, at: &mut usize, string: bool, out: &mut String) -> bool {
        let rest = &text[*at..];
        let skip = self.unsearched(text, *at);
        let end = self
            .markers
            .ends()
            .iter()
            .filter_map(|s| rest[skip..].find(*s).map(|e| skip + e))
            .min();
        match end {
            Some(end) => {
                let value = self.finished(&rest[..end]);
                match string {
                    true => {
                        push_escaped(out, &value);
                        out.push('"');
                    }
                    false if self.untyped => {
                        let mut value = Value::String(value);
                        untyped_literals(&Value::Null, &mut value);
                        out.push_str(&value.to_string());
                    }
                    false if value.trim().is_empty() => out.push_str("null"),
                    false => out.push_str(value.trim()),
                }
                *at += end;
                true
            }
            None => {
                if string {
                    // Keep back a tail that may be a closing tag, a line break the template
                    // strips, or an entity half written.
                    let mut keep = rest.len().saturating_sub(self.hold);
                    while !rest.is_char_boundary(keep) {
                        keep -= 1;
                    }
                    let part = &rest[..keep];
                    let part = match self.markup {
                        Markup::Invoke(..) => match part.rfind('&') {
                            Some(amp) if !part[amp..].contains(';') => &part[..amp],
                            _ => part,
                        },
                        Markup::Pairs(_) | Markup::Qwen => part,
                    };
                    let shown = match self.markup {
                        Markup::Invoke(..) => light::decode_entities(part),
                        _ => part.to_owned(),
                    };
                    push_escaped(out, &shown);
                    *at += part.len();
                }
                self.seen = text.len();
                false
            }
        }
    }

    /// A whole value's text as the complete reading takes it.
    fn finished(&self, raw: &str) -> String {
        match self.markup {
            Markup::Qwen => {
                let raw = raw
                    .strip_suffix("\r\n")
                    .or_else(|| raw.strip_suffix('\n'))
                    .unwrap_or(raw);
                raw.to_owned()
            }
            Markup::Invoke(..) => light::decode_entities(raw),
            Markup::Pairs(_) => raw.to_owned(),
        }
    }
}

/// Whether `schema` (within the tool's parameters `root`) admits a string: its type is or
/// lists `string`, its `enum` or `const` holds only strings, or a branch of its `anyOf` or
/// `oneOf` (or the definition its `$ref` names) admits one.
fn admits_string(root: &Value, schema: &Value, depth: usize) -> bool {
    if depth > 8 {
        return false;
    }
    let ty = &schema["type"];
    let strings = |v: &Value| {
        v.as_array()
            .is_some_and(|e| !e.is_empty() && e.iter().all(Value::is_string))
    };
    let branch = |key: &str| {
        schema[key]
            .as_array()
            .is_some_and(|b| b.iter().any(|s| admits_string(root, s, depth + 1)))
    };
    let named = || {
        let path = schema["$ref"].as_str()?.strip_prefix("#/")?;
        let target = path.split('/').try_fold(root, |at, key| at.get(key))?;
        Some(admits_string(root, target, depth + 1))
    };
    ty == "string"
        || ty
            .as_array()
            .is_some_and(|t| t.iter().any(|t| t == "string"))
        || ty.is_null() && (strings(&schema["enum"]) || schema["const"].is_string())
        || branch("anyOf")
        || branch("oneOf")
        || named().unwrap_or(false)
}

/// MiniMax-M3's arguments, written as elements that nest (`<filters><unit>c</unit></filters>`):
/// what an element is (text, object or list) is known only once it closes, so the arguments
/// are shown whole, when the call's `</invoke>` has come, as the complete reading takes them.
#[derive(Debug)]
pub(super) struct Elements {
    close: String,
    /// Where the search for the call's end resumes.
    seen: usize,
    done: bool,
}

impl Elements {
    fn read(&mut self, text: &str, at: &mut usize, tool: &ToolDefinition, out: &mut String) {
        if self.done {
            return;
        }
        let mut from = self.seen.max(*at);
        while !text.is_char_boundary(from) {
            from -= 1;
        }
        let Some(end) = text[from..].find(&self.close).map(|e| from + e) else {
            let mut next = text.len().saturating_sub(self.close.len()).max(from);
            while !text.is_char_boundary(next) {
                next -= 1;
            }
            self.seen = next;
            return;
        };
        self.done = true;
        if let Some(args) = element_args(text[*at..end].trim()) {
            out.push_str(&written(&tool.parameters, args).to_string());
        }
        *at = text.len();
    }
}

/// `text` as the inside of a JSON string.
fn push_escaped(out: &mut String, text: &str) {
    let quoted = Value::String(text.to_owned()).to_string();
    out.push_str(&quoted[1..quoted.len() - 1]);
}

/// Gemma 4's arguments: `<|"|>` marks a string's both ends (FunctionGemma's `<escape>`);
/// the rest is JSON with bare keys.
#[derive(Debug)]
pub(super) struct Gemma {
    /// What marks a string's ends.
    quote: &'static str,
    in_string: bool,
    depth: usize,
    done: bool,
}

impl Gemma {
    fn read(&mut self, text: &str, at: &mut usize, out: &mut String) {
        while !self.done && *at < text.len() {
            let rest = &text[*at..];
            if rest.starts_with(self.quote) {
                out.push('"');
                self.in_string = !self.in_string;
                *at += self.quote.len();
                continue;
            }
            if self.quote.starts_with(rest) {
                return; // a mark arriving
            }
            let c = rest.chars().next().expect("not empty");
            if self.in_string {
                let end = rest.find(self.quote).unwrap_or_else(|| {
                    // Keep back what may be a mark's start.
                    let mut keep = rest.len().saturating_sub(self.quote.len() - 1);
                    while !rest.is_char_boundary(keep) {
                        keep -= 1;
                    }
                    keep
                });
                if end == 0 {
                    return;
                }
                push_escaped(out, &rest[..end]);
                *at += end;
                continue;
            }
            match c {
                '{' | '[' => self.depth += 1,
                '}' | ']' => {
                    self.depth = self.depth.saturating_sub(1);
                    self.done = self.depth == 0;
                }
                '<' => {
                    // A marker outside a string: the call is over.
                    self.done = true;
                    return;
                }
                _ => {}
            }
            out.push(c);
            *at += c.len_utf8();
        }
    }
}

/// Python keyword arguments up to the call's `)`: each `key=` written as `"key":`, the
/// values passed on (the partial reading takes Python literals).
#[derive(Debug, Default)]
pub(super) struct Python {
    value: JsonEnd,
    in_value: bool,
    opened: bool,
    done: bool,
}

impl Python {
    fn read(&mut self, text: &str, at: &mut usize, out: &mut String) {
        if !self.opened {
            out.push('{');
            self.opened = true;
        }
        while !self.done && *at < text.len() {
            let rest = &text[*at..];
            if !self.in_value {
                let trimmed = rest.trim_start();
                if trimmed.starts_with(')') {
                    out.push('}');
                    self.done = true;
                    return;
                }
                let Some(eq) = trimmed.find('=') else {
                    // A keyword is short: this long with no `=`, it is none.
                    self.done = trimmed.len() > NAME_LIMIT;
                    return;
                };
                let key = trimmed[..eq].trim().trim_start_matches(',').trim();
                if key.is_empty() || !key.chars().all(is_name_char) {
                    self.done = true; // no keyword argument: shown no further
                    return;
                }
                out.push_str(&Value::String(key.to_owned()).to_string());
                out.push(':');
                *at = text.len() - trimmed.len() + eq + 1;
                self.in_value = true;
                self.value = JsonEnd::default();
                continue;
            }
            let c = rest.chars().next().expect("not empty");
            if self.value.depth == 0 && self.value.string.is_none() && matches!(c, ',' | ')') {
                self.in_value = false;
                if c == ',' {
                    out.push(',');
                    *at += 1;
                }
                continue;
            }
            self.value.step(c);
            out.push(c);
            *at += c.len_utf8();
        }
    }
}
