//! Prompt instructions: the text that tells a model what shape of reply to write.
//!
//! Two styles describe a data value, and both were chosen by measuring what small local
//! models write under them (the evaluation in `eval/`, against the texts of Spring AI,
//! LangChain and BAML):
//!
//! - [`FormatStyle::TypeSignature`] (the default) writes the type as the JSON it asks for,
//!   with types in place of values: quoted keys, `//` comments with the descriptions, enums as
//!   `"a" | "b"`, `T or null` for a nullable key. Half the size of the schema; on tasks it was
//!   not tuned on, the replies under it convert the most often, hold the most right fields
//!   and are the most often valid JSON as they stand (exact values are rare under every text
//!   there: `eval/README.md`).
//! - [`FormatStyle::JsonSchema`] embeds the JSON Schema, fenced, without `title`s, with
//!   definitions used once written in place and nullable keys listed as required, and ends
//!   by naming the reply's first key: without that, a small model copies the schema's
//!   envelope and writes the values inside `properties`.
//!
//! Both list object keys in the schema's order. Order matters: a model writes keys in the
//! order it is shown them, so a `reasoning` field placed before `answer` is written (and so
//! "thought through") before the answer. A bare enum is its list of values in both.
//!
//! [`FormatStyle::Brief`] is for a request whose shape a provider already constrains
//! ([`StructuredOutput::response_format`](crate::StructuredOutput::response_format), a
//! grammar): no schema, only what the documentation says about each field.
//!
//! The tool styles ([`FormatStyle::JsonAction`], [`FormatStyle::React`], [`FormatStyle::Xml`])
//! describe how to call tools; they apply to tool enums, and other types render them as
//! [`FormatStyle::JsonSchema`]. The model-format styles ([`FormatStyle::Hermes`] and every
//! style after it in [`FormatStyle::ALL`]) are the call formats open models are trained on: for a model
//! served without its chat template's tool support (raw completions, a server with no tool
//! parser), their instructions and grammars ask for the format the model already writes,
//! and a reply with no call is the model's answer as it stands.

mod brief;
mod json_schema;
mod signature;

use serde_json::Value;

/// How `format()` describes the expected reply.
///
/// A derived type's default comes from `#[structout(format = "...")]`; any style can be asked
/// for at run time with [`StructuredOutput::format_as`](crate::StructuredOutput::format_as).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FormatStyle {
    /// JSON that conforms to the embedded JSON Schema.
    JsonSchema,
    /// JSON of a type written in a compact TypeScript-like notation (the default for data
    /// types).
    TypeSignature,
    /// Tool enums: one JSON object naming the tool and its arguments (the default for tools).
    JsonAction,
    /// Tool enums: `Thought:` / `Action:` / `Action Input:` lines, or `Final Answer:`.
    React,
    /// Tool enums: `<tool>` / `<tool_input>` tags, or `<final_answer>`.
    Xml,
    /// Beside a provider-native constraint, which carries the schema: one line asking for
    /// the value, then each documented field and enum value by its path. A fraction of the
    /// other styles' size.
    Brief,
    /// Tools, in the call format Hermes 2 Pro and Qwen 2.5 to 3 are trained on:
    /// `<tool_call>{"name": …, "arguments": {…}}</tool_call>` blocks.
    Hermes,
    /// Tools, in Qwen3-Coder's call format: `<tool_call><function=NAME>` with one
    /// `<parameter=KEY>VALUE</parameter>` per argument, strings written as they are.
    Qwen3Coder,
    /// Tools, in Llama 3.1 to 3.3's JSON call format: `{"name": …, "parameters": {…}}`.
    Llama3Json,
    /// Tools, as Llama 3.2, Llama 4 and other pythonic models call them: a Python list of
    /// calls, `[NAME(KEY=VALUE, …)]`.
    Pythonic,
    /// Tools, in the call format of Mistral's current models (Mistral Small 3.2, Magistral,
    /// Devstral): `[TOOL_CALLS]NAME[ARGS]{…}`.
    Mistral,
    /// Tools, in DeepSeek V3's and R1's call format: `<｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME`
    /// and the arguments in a JSON code fence.
    DeepSeekV3,
    /// Tools, in DeepSeek V3.1's call format: `<｜tool▁call▁begin｜>NAME<｜tool▁sep｜>{…}`.
    DeepSeekV31,
    /// Tools, in GLM-4.5 to 4.7's call format: `<tool_call>NAME` with
    /// `<arg_key>KEY</arg_key><arg_value>VALUE</arg_value>` pairs.
    Glm,
    /// Tools, in Kimi K2's call format: `<|tool_call_begin|>functions.NAME:0`, the arguments
    /// after `<|tool_call_argument_begin|>`.
    KimiK2,
    /// Tools, in MiniMax-M2's call format: `<minimax:tool_call>` around `<invoke name="NAME">`
    /// elements with one `<parameter name="KEY">` per argument.
    MiniMaxM2,
    /// Tools, in gpt-oss's Harmony format: a `commentary` message to `functions.NAME` holding
    /// the arguments, or the answer in the `final` channel.
    Harmony,
    /// Tools, in DeepSeek V3.2's call format: `<｜DSML｜invoke name="NAME">` elements in
    /// `<｜DSML｜function_calls>`, one `<｜DSML｜parameter name="KEY" string="…">` per argument
    /// (`string="true"`: the text is the string; `"false"`: the text is JSON).
    DeepSeekV32,
    /// Tools, in DeepSeek V4's call format: V3.2's, in `<｜DSML｜tool_calls>`.
    DeepSeekV4,
    /// Tools, in Step-3's call format: `<steptml:invoke name="NAME">` with one
    /// `<steptml:parameter name="KEY">` per argument, in `<｜tool_call_begin｜>function<｜tool_sep｜>`
    /// markers.
    Step3,
    /// Tools, in Gemma 4's call format: `<|tool_call>call:NAME{key:VALUE,…}<tool_call|>`, keys
    /// bare and strings between `<|"|>` marks.
    Gemma4,
    /// Tools, in FunctionGemma's call format: `<start_function_call>call:NAME{key:VALUE,…}<end_function_call>`,
    /// keys bare and strings between `<escape>` marks.
    FunctionGemma,
    /// Tools, in Cohere Command R7B's and Command A's call format: a JSON list of
    /// `{"tool_call_id", "tool_name", "parameters"}` between `<|START_ACTION|>` and
    /// `<|END_ACTION|>`.
    CommandR,
    /// Tools, in Liquid LFM2's call format: a Python list of calls between
    /// `<|tool_call_start|>` and `<|tool_call_end|>`.
    Liquid,
    /// Tools, in Hunyuan's call format: a JSON list of `{"name", "arguments"}` between
    /// `<tool_calls>` and `</tool_calls>`.
    Hunyuan,
    /// Tools, in Olmo 3's call format: Python calls one a line in `<function_calls>`.
    Olmo3,
    /// Tools, in Inkling's message format: `<|message_model|>NAME<|content_invoke_tool_json|>`
    /// then `{"name", "args"}` and `<|end_message|>` per call; the answer a
    /// `<|content_text|>` message.
    Inkling,
    /// Tools, in Functionary v3's format: messages to recipients, `>>>NAME` then the arguments
    /// as JSON on the next line; the answer a message to `all`.
    Functionary,
}

impl FormatStyle {
    pub(crate) const COUNT: usize = 28;

    /// Every style with its name: the value `#[structout(format = "...")]` takes (`brief`,
    /// which only goes beside a provider's constraint, is named here alone).
    pub const ALL: [(&'static str, FormatStyle); 28] = [
        ("json_schema", FormatStyle::JsonSchema),
        ("type_signature", FormatStyle::TypeSignature),
        ("json_action", FormatStyle::JsonAction),
        ("react", FormatStyle::React),
        ("xml", FormatStyle::Xml),
        ("brief", FormatStyle::Brief),
        ("hermes", FormatStyle::Hermes),
        ("qwen3_coder", FormatStyle::Qwen3Coder),
        ("llama3_json", FormatStyle::Llama3Json),
        ("pythonic", FormatStyle::Pythonic),
        ("mistral", FormatStyle::Mistral),
        ("deepseek_v3", FormatStyle::DeepSeekV3),
        ("deepseek_v3_1", FormatStyle::DeepSeekV31),
        ("glm", FormatStyle::Glm),
        ("kimi_k2", FormatStyle::KimiK2),
        ("minimax_m2", FormatStyle::MiniMaxM2),
        ("harmony", FormatStyle::Harmony),
        ("deepseek_v3_2", FormatStyle::DeepSeekV32),
        ("deepseek_v4", FormatStyle::DeepSeekV4),
        ("step3", FormatStyle::Step3),
        ("gemma4", FormatStyle::Gemma4),
        ("function_gemma", FormatStyle::FunctionGemma),
        ("command_r", FormatStyle::CommandR),
        ("liquid", FormatStyle::Liquid),
        ("hunyuan", FormatStyle::Hunyuan),
        ("olmo3", FormatStyle::Olmo3),
        ("inkling", FormatStyle::Inkling),
        ("functionary", FormatStyle::Functionary),
    ];

    /// The style's name (`"hermes"`), as [`ALL`](Self::ALL) gives it.
    #[must_use]
    pub fn name(self) -> &'static str {
        Self::ALL[self.index()].0
    }

    /// Whether the style describes tool calls (JSON action, ReAct, XML, and each model
    /// family's own format).
    #[must_use]
    pub fn is_tool_style(self) -> bool {
        !matches!(
            self,
            FormatStyle::JsonSchema | FormatStyle::TypeSignature | FormatStyle::Brief
        )
    }

    /// Whether the style is a model family's own call format, in which a reply without a
    /// call is the answer as it stands (rather than a reply that forgot the format).
    #[must_use]
    pub fn is_model_format(self) -> bool {
        self.is_tool_style()
            && !matches!(
                self,
                FormatStyle::JsonAction | FormatStyle::React | FormatStyle::Xml
            )
    }

    pub(crate) fn index(self) -> usize {
        match self {
            FormatStyle::JsonSchema => 0,
            FormatStyle::TypeSignature => 1,
            FormatStyle::JsonAction => 2,
            FormatStyle::React => 3,
            FormatStyle::Xml => 4,
            FormatStyle::Brief => 5,
            FormatStyle::Hermes => 6,
            FormatStyle::Qwen3Coder => 7,
            FormatStyle::Llama3Json => 8,
            FormatStyle::Pythonic => 9,
            FormatStyle::Mistral => 10,
            FormatStyle::DeepSeekV3 => 11,
            FormatStyle::DeepSeekV31 => 12,
            FormatStyle::Glm => 13,
            FormatStyle::KimiK2 => 14,
            FormatStyle::MiniMaxM2 => 15,
            FormatStyle::Harmony => 16,
            FormatStyle::DeepSeekV32 => 17,
            FormatStyle::DeepSeekV4 => 18,
            FormatStyle::Step3 => 19,
            FormatStyle::Gemma4 => 20,
            FormatStyle::FunctionGemma => 21,
            FormatStyle::CommandR => 22,
            FormatStyle::Liquid => 23,
            FormatStyle::Hunyuan => 24,
            FormatStyle::Olmo3 => 25,
            FormatStyle::Inkling => 26,
            FormatStyle::Functionary => 27,
        }
    }
}

/// Gemma 4's string mark (one token of its vocabulary), and FunctionGemma's.
pub(crate) const GEMMA_MARK: &str = "<|\"|>";
pub(crate) const FUNCTION_GEMMA_MARK: &str = "<escape>";

/// An ASCII identifier: a letter or `_`, then letters, digits and `_` (a key the Gemma formats
/// write bare).
pub(crate) fn is_identifier(key: &str) -> bool {
    let mut chars = key.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

impl std::str::FromStr for FormatStyle {
    type Err = String;

    /// A style by its [name](FormatStyle::name) (`"qwen3_coder"`; `-` may stand for `_`).
    fn from_str(name: &str) -> Result<Self, String> {
        let wanted = name.trim().replace('-', "_");
        FormatStyle::ALL
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(&wanted))
            .map(|(_, style)| *style)
            .ok_or_else(|| {
                let names: Vec<&str> = FormatStyle::ALL.iter().map(|(n, _)| *n).collect();
                format!(
                    "unknown format `{name}`, expected one of {}",
                    names.join(", ")
                )
            })
    }
}

/// The instructions for replying with a value of `schema` in the given data `style`
/// (tool styles render as [`FormatStyle::JsonSchema`]).
pub(crate) fn instructions(schema: &Value, style: FormatStyle) -> String {
    match style {
        FormatStyle::Brief => brief::render(schema),
        // A bare enum's schema says no more than its values, and a small model given one in
        // a fence writes the schema back (three replies in four, measured): both data styles
        // list the values.
        FormatStyle::TypeSignature => type_signature(schema),
        _ if json_schema::is_enum(schema) => type_signature(schema),
        _ => {
            let noun = signature::render(schema).noun;
            // The opening of the reply, named after the schema: without it a small model
            // copies the schema's envelope and writes the values inside `properties`.
            let write = match json_schema::opening(schema) {
                Some(start) => format!("Write the {noun} itself, starting with `{start}`"),
                None => format!("Write the {noun} itself"),
            };
            format!(
                "Answer with one {noun} that follows this JSON Schema, and nothing else:\n```json\n{}\n```\n{write}, not its schema.",
                json_schema::render(schema)
            )
        }
    }
}

fn type_signature(schema: &Value) -> String {
    let signature = signature::render(schema);
    format!(
        "Answer with one {} of this type, and nothing else:\n{}",
        signature.noun,
        signature.text.trim_end()
    )
}
