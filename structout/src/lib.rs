//! Typed structured output from language models.
//!
//! A program asks a model for data and gets text back. `structout` turns that text into a
//! typed value: derive [`StructuredOutput`] next to serde's `Deserialize` and schemars'
//! `JsonSchema`, put [`format()`](StructuredOutput::format) in the prompt, and
//! [`convert()`](StructuredOutput::convert) the reply.
//!
//! ```
//! use schemars::JsonSchema;
//! use serde::Deserialize;
//! use structout::StructuredOutput;
//!
//! /// Films an actor appeared in.
//! #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
//! #[structout(order(actor, movies))]
//! struct ActorsFilms {
//!     /// The actor's full name.
//!     actor: String,
//!     movies: Vec<String>,
//! }
//!
//! let prompt = format!("Filmography of 3 movies for Tom Hanks.\n{}", ActorsFilms::format());
//! assert!(prompt.contains("\"actor\""));
//!
//! // Whatever the model said, for example JSON in a fence with prose around it:
//! let reply = "Here you go:\n```json\n{\"actor\": \"Tom Hanks\", \"movies\": [\"Big\", \"Splash\", \"Cast Away\"]}\n```";
//! let films = ActorsFilms::convert(reply)?;
//! assert_eq!(films.movies.len(), 3);
//!
//! // A reply with no value in it is an error, never an invented value.
//! let err = ActorsFilms::convert("I'm sorry, I can't help with that.").unwrap_err();
//! println!("{}", err.feedback()); // a message to send back to the model
//! # Ok::<(), structout::ConvertError>(())
//! ```
//!
//! # Attributes
//!
//! On the container, `#[structout(...)]` takes:
//!
//! | attribute | meaning |
//! |---|---|
//! | `order(a, b, ...)` | Properties `a`, `b`, ... come first, in this order, in the schema and in `format()`; the other fields follow in declaration order. Names are Rust field names. Structs with named fields only. |
//! | `format = "type_signature"` | `format()` writes the type in a compact TypeScript-like notation (the default for data types). |
//! | `format = "json_schema"` | `format()` embeds the JSON Schema. |
//! | `format = "json_action"` | On a tool enum: `format()` asks for one JSON object naming the tool and its arguments (the default for tool enums). |
//! | `format = "react"` | On a tool enum: `Thought:` / `Action:` / `Action Input:` lines, or `Final Answer:`. |
//! | `format = "xml"` | On a tool enum: `<tool>` / `<tool_input>` tags, or `<final_answer>`. |
//! | `format = "hermes"`, `"qwen3_coder"`, `"llama3_json"`, `"pythonic"`, `"mistral"`, `"deepseek_v3"`, `"deepseek_v3_1"`, `"glm"`, `"kimi_k2"`, `"minimax_m2"`, `"harmony"` | On a tool enum: the call format that model family is trained on ([`FormatStyle`]); `format()` and `grammar()` ask for it, and a reply with no call is the answer as it stands. |
//! | `tools` | Makes an enum a tool enum ([`Tools`]) when it has no `finish` variant: each variant is a tool. |
//! | `bound = "T: JsonSchema + DeserializeOwned"` | Replaces the inferred `T: StructuredOutput` bounds of a generic type, for type arguments from other crates (`Page<chrono::NaiveDate>`). |
//! | `crate = "path"` | Where to find `structout` when it is re-exported by another crate, or renamed in `Cargo.toml`. |
//! | `stream(done)` | While streaming ([`StructuredOutput::partial_parser`]), the type's values appear only once complete. |
//!
//! On a field with a name:
//!
//! | attribute | meaning |
//! |---|---|
//! | `stream(done)` | While streaming, the field appears only once complete (an id, an amount). |
//! | `stream(not_null)` | While streaming, the object appears only once this field has begun. |
//!
//! On an enum variant:
//!
//! | attribute | meaning |
//! |---|---|
//! | `finish` | The variant that holds the final answer, in one field (`Answer(String)`, or a struct for a structured answer); it makes the enum a tool enum and is not itself a tool. |
//!
//! The derive macro's own page ([`StructuredOutput`](macro@StructuredOutput)) has an example
//! of each.
//! serde's attributes (`rename`, `rename_all`, `tag`, `content`, `untagged`, `default`,
//! `skip`, `flatten`, ...) and doc comments shape the schema through schemars, exactly as they
//! shape deserialisation.
//!
//! # Why property order matters
//!
//! Models write object keys in the order the schema shows them, and what they have written
//! conditions what comes next. Put `reasoning` before `answer` and the model reasons before it
//! commits to an answer; put it after and the reasoning can only justify an answer already
//! given. `order(...)` sets that order without reordering the struct.
//!
//! The order survives into the schema's text because `structout` enables serde_json's
//! `preserve_order` feature (through schemars). Cargo unifies features, so in a program that
//! depends on `structout`, every `serde_json::Map` keeps insertion order instead of sorting
//! its keys.
//!
//! # Schemas known at run time
//!
//! [`Converter`] runs the same engine against a JSON Schema given as a `serde_json::Value`
//! (MCP tool schemas, configuration); `true` or `{}` accepts any JSON value, which makes it a
//! plain JSON repairer.
//!
//! # Prompt styles
//!
//! [`StructuredOutput::format`] writes the type's instructions in one of these styles
//! ([`FormatStyle`]; `#[structout(format = "...")]` sets a type's default):
//!
//! - `type_signature` (default): the type written as the JSON it asks for, with types in place
//!   of values: quoted keys, descriptions as `//` comments, enums as `"a" | "b"`, `T or null`
//!   for a nullable key (shown as expected, `?` only for a key that may be left out and cannot
//!   be `null`), one line asking for that value and nothing else.
//! - `json_schema`: the JSON Schema, fenced, without `title`s, with definitions used once written
//!   in place and nullable keys listed as required, ending with the reply's first key
//!   (`starting with {"actor":`), which stops small models from writing the schema back around
//!   their values.
//!
//! Both keep the `order(...)` of the keys; a bare enum is its list of values in both.
//! `FormatStyle::Brief` is the text for use beside a provider's own constraint (below): one
//! line asking for the value, then each documented field and enum value by its path.
//!
//! # Provider-native structured output
//!
//! [`StructuredOutput::response_format`] rewrites the type's schema into the dialect a
//! provider accepts and returns the fragment to merge into the request body;
//! [`StructuredOutput::convert`] reads the constrained reply back, and the raw response too.
//!
//! | provider | fragment | the dialect |
//! |---|---|---|
//! | `Provider::OpenAi` | `response_format: {type: "json_schema", json_schema: {name, strict: true, schema}}` | the root an object (any other root wrapped in `{"value": …}`); every object closed, every property required, optional ones nullable; only the documented keywords and formats, the rest moved into `description`; `$ref` alone; documented unit enums as one `enum`; the limits (5,000 properties, 10 levels, 1,000 enum values, 120,000 characters) checked with the path |
//! | `Provider::Anthropic` | `output_config: {format: {type: "json_schema", schema}}` | objects closed; `oneOf` as `anyOf`; unchecked constraints described; `minItems` at most 1; no recursion (an error); the limits of 24 optional and 16 union-typed parameters |
//! | `Provider::Gemini` | `generationConfig: {responseMimeType: "application/json", responseJsonSchema}` | `propertyOrdering` on every object; `const` as a one-value `enum`; unlisted keywords described; recursion only through optional properties |
//! | `Provider::Ollama` | `format` | as llama.cpp, whose converter Ollama uses |
//! | `Provider::LlamaCpp` | `json_schema` | a recursive root moved into `$defs`; bounds kept on integers only; unanchored patterns described |
//! | `Provider::Vllm` | `response_format: {type: "json_schema", json_schema: {name, schema}}` | what its default backend cannot enforce described |
//!
//! In every dialect properties keep the schema's order (`order(...)`); where a provider writes
//! required properties first (Anthropic, the local servers), every property before the last
//! required one is made required, so an optional one there takes `null` (read back as absent).
//! Maps, which a closed object cannot hold, become lists of `{"key", "value"}` entries, which
//! `convert` reads back into the map; a value of any type (`serde_json::Value`) or a tuple
//! where the dialect has none is a `SchemaError` naming the path and the rule, never a schema
//! only `{}` satisfies. Tool definitions use the same dialects:
//! `tool_set().definitions(provider)` returns a `Result` for that reason.
//!
//! # Grammars for local models
//!
//! [`StructuredOutput::grammar`] is a [`Grammar`] of the whole reply for servers that
//! constrain decoding: [`Grammar::gbnf`] for the llama.cpp server's `grammar` field,
//! [`Grammar::lark`] for llguidance (llama.cpp built with it, vLLM, SGLang, mistral.rs; the
//! text starts with `%llguidance {}`), and [`Grammar::thinking`] to allow a `<think>` block
//! first. [`Grammar::for_schema`] and [`ToolSet::grammar`] do the same for schemas and tools
//! known at run time.
//!
//! - **What is constrained**: the JSON of the schema with object properties in the schema's
//!   order (`order(...)` decides it) and optional properties free to be left out; `$ref` and
//!   recursion; `Option` (`null`); `enum`, `const`, `oneOf`/`anyOf` (every serde tagging);
//!   maps (`additionalProperties`); `Vec` with `minItems`/`maxItems`, tuples (`prefixItems`);
//!   string length; the sign of integers and numbers (`minimum` ≥ 0); integers of as many
//!   digits as always fit 64 bits (18 signed, 19 unsigned; 37 and 38 for 128-bit), numbers of at most 21 + 24 digits and a 3-digit exponent; the
//!   formats `date`, `time`, `date-time`, `partial-date-time` and `uuid` (RFC 3339 with
//!   seconds); any JSON for `true` or `{}`. A `date` may also be written as people write it,
//!   in the forms the converter reads one way (`31 May 2025`, `4. März 2025`, `March 4th,
//!   2025`, `31.05.2025`, `2025年4月3日`), and converts to `2025-05-31`: a model that
//!   copies its source's `31 May 2025` is not forced into ISO digits, which small models
//!   get wrong (`3155-05-25`, a valid date the reply did not mean). Whitespace between tokens is bounded (at most 4
//!   spaces or tabs, then at most 2 line breaks each indented by at most 40), so a model cannot
//!   loop on it.
//! - **Looser than the schema**, since neither syntax says it simply: `pattern` and other
//!   formats (any string), numeric bounds beyond the sign, `multipleOf`, `uniqueItems`,
//!   `patternProperties` (any object), repeat counts above 64, a day past its month's end
//!   (`2025-02-30`). The converter still checks them.
//!   An object with listed properties and no `additionalProperties` schema takes only those.
//! - **Tool enums**: the grammar of the enum's format style, with the tool names as the only
//!   names and each tool's arguments as JSON of its parameters: the JSON action object, ReAct
//!   (an optional `Thought:` line, then `Action:`/`Action Input:` or `Final Answer:`) or XML
//!   tags (`<tool>…</tool><tool_input>…</tool_input>` or `<final_answer>…</final_answer>`); no
//!   final answer for an enum without a `finish` variant, JSON for a structured one. In a
//!   model's own call format (`FormatStyle::Hermes` and the styles after it), the calls as
//!   that family's chat template writes them (key/value formats write a string argument as
//!   its text, Gemma's between its marks, without `<`) or a plain one-line answer (Harmony:
//!   its `final` channel; Command R: its response envelope); see
//!   `ToolSet::grammar`. `ToolSet::grammar(style)` does the same for tools known at run time. Everything it allows
//!   reads back as the one call written: free text (a thought, a final answer) is one line
//!   without `{`, `<` or `&`, and a final answer has no whitespace at either end; JSON strings
//!   in a tool format write `<` and `&` as `\u003c` and `\u0026` and never say
//!   `final answer:` (the agent-format reader would take these for tags, entities or an answer).
//! - **Schemas known at run time**: `Grammar::for_schema(&value)`; `structout::grammar::<T>()`
//!   for any `JsonSchema + DeserializeOwned` type.
//!
//! # Streaming
//!
//! [`StructuredOutput::partial_parser`] reads a reply chunk by chunk and shows the value so
//! far as the type's partial companion ([`StructuredOutput::Partial`]): every field optional,
//! strings as far as they have arrived, lists of partial items, a nested derived type as its
//! own partial, and a field of any other type as a [`Part`], whose `value()` is given only once
//! complete. [`TypedPartialParser::finish`] is [`StructuredOutput::convert`] on the whole
//! reply. What each snapshot promises, and what is read live, is on [`PartialParser`], the
//! untyped parser behind it ([`Converter::partial_parser`] for schemas known at run time).
//! The `stream(done)` and `stream(not_null)` attributes (above) tune what is shown.
//!
//! Tool calls stream too: [`ToolSet::accumulator`] takes a provider's streaming events
//! (OpenAI chunks, Anthropic `input_json_delta` events, Gemini chunks, or their raw `data:`
//! lines) and shows each call's name once whole and its arguments as they arrive;
//! [`ToolSet::partial_parser`] does the same for tool calls written as text.
//!
//! # Any type, no derive needed
//!
//! Types from other crates cannot implement [`StructuredOutput`] (the orphan rule). The free
//! functions [`convert`](fn@convert), [`convert_with_report`](fn@convert_with_report),
//! [`convert_strict`](fn@convert_strict), [`convert_with`](fn@convert_with),
//! [`schema`](fn@schema), [`format`](fn@format) and [`format_as`](fn@format_as) take any
//! `T: JsonSchema + DeserializeOwned` and run the same engine:
//!
//! ```
//! let years = structout::convert::<Vec<u16>>("Released in 1994 and '1995'.\n[1994, '1995']")?;
//! assert_eq!(years, [1994, 1995]);
//! # Ok::<(), structout::ConvertError>(())
//! ```
//!
//! They treat `T` as data: schemars' schema as is, prompt text in the type-signature style, no
//! tool-call reading. What only the derive gives (`order`, a default style, tool enums) stays
//! with the trait methods. The function [`format`](fn@format) and the module
//! [`format`](mod@format) share a name; Rust keeps functions and modules in separate
//! namespaces, so `structout::format::<T>()` and `structout::format::FormatStyle` both work.
//!
//! # Retries
//!
//! [`Attempts`] runs the ask–convert–feedback loop with any client: a closure sends the
//! [`Message`]s and returns the reply text. It keeps every reply and error, sends a bounded
//! history (the original prompt, the last reply and its feedback), stops at once on
//! [`ErrorKind::Refusal`] and [`ErrorKind::Truncated`], and takes a validation closure whose
//! [`ConvertError::rejected`] error becomes the feedback. `run_async` takes a closure that
//! returns a future and awaits it in place (no runtime needed); [`Attempts::for_data`] does
//! the same for any type through [`convert`](fn@convert).
//!
//! # Batch files
//!
//! [`batch`] writes the request lines of OpenAI's and Anthropic's batch APIs (vLLM's
//! `run_batch` reads OpenAI's) with a type's schema, reads their result files back one line
//! at a time into typed values (a request that got no reply is
//! [`ErrorKind::RequestFailed`]), and writes the failures as a new request file whose
//! conversations end with the reply and its feedback.
//!
//! # Tool calling
//!
//! An enum whose variants carry tool arguments, with a `#[structout(finish)]` variant for the
//! final answer (or `#[structout(tools)]`), implements [`Tools`]: the tool list for OpenAI,
//! Anthropic and Gemini, and [`convert`](StructuredOutput::convert) reads tool calls and final
//! answers from model text or from the raw JSON of an assistant message. [`ToolSet`] does the
//! same for tools known at run time.
//!
//! Text formats read, in this order of precedence (the first that holds an action wins). The
//! model families' own markup (6 to 12) is found first: what one of its calls encloses is the
//! call's arguments, data, so formats 1 to 5 are read only in the text outside those calls (a
//! file written through a Qwen3-Coder call that holds a ReAct step or a JSON action is that
//! one call). In a tool set or enum whose style is a model's own format
//! ([`FormatStyle::is_model_format`]), a reply with no call, no markup of one and no agent
//! format's label line is the final answer as it stands (that family's plain content);
//! otherwise such a reply is refused, as a reply that forgot the format.
//!
//! 1. JSON action objects, fenced or in prose: `{"action", "action_input"}`,
//!    `{"action", "arguments"}`, `{"name", "arguments"}` (a string or an object),
//!    `{"name", "parameters"}`, `{"tool", "tool_input"}`, `{"function": {"name",
//!    "arguments"}}`, arrays of them; `"action": "Final Answer"` and `{"think", "answer"}` are
//!    final answers (their text: a string, or an object's one string value; arguments that
//!    hold no text, `{"trigger": true}`, are no answer); also inside `<tool_call>` and
//!    `<tools_call>` blocks, Hunyuan's `<tool_calls>[…]</tool_calls>`, Command R's
//!    `<|START_ACTION|>[{"tool_call_id", "tool_name", "parameters"}, …]<|END_ACTION|>` and
//!    Inkling's `<|message_model|>NAME<|content_invoke_tool_json|>{"name", "args"}
//!    <|end_message|>` messages.
//! 2. Tags: `<tool>name</tool><tool_input>…</tool_input>` (a closing tag eaten by a stop
//!    sequence is tolerated; several `<tool>` tags for one input are refused), a tool's own
//!    name as a tag (`<search>query</search>`), `<final_answer>` and `<answer>`.
//! 3. ReAct: `Action:` (also `Action 1:`, `**Action:**`, the name on the next line) and
//!    `Action Input:` (to the next `Observation:`/`Thought:`/`Action:` line; a JSON input
//!    followed by prose is the JSON), `Search[query]` / `Finish[answer]`, `Final Answer:` (bold
//!    markers dropped). An `Observation:` after the action and everything after it, a final
//!    answer included, is the model running on without a stop sequence: the action is the step.
//! 4. Self-ask: `Follow up:` calls the tool named "Intermediate Answer" (or the only tool);
//!    `So the final answer is:` answers.
//! 5. Python calls, as Llama 4 and other models write them: a list
//!    `[get_weather(city="Oslo", days=3), ping()]`, bare, between `<|python_start|>` and
//!    `<|python_end|>` or between Liquid LFM2's `<|tool_call_start|>` and `<|tool_call_end|>`; each argument `name=value` with a Python or JSON literal (`True`,
//!    `None`, single quotes, nested lists and dicts); several calls are parallel. Olmo 3
//!    writes them one a line between `<function_calls>` and `</function_calls>`.
//! 6. Qwen3-Coder's XML: `<function=NAME>` holding `<parameter=KEY>VALUE</parameter>`, closed
//!    by `</function>` or `</tool_call>` (a call never closed is none); a value is its text
//!    less the line break the template writes on each side, typed by the tool's schema like
//!    any string argument. Llama 3.1's `<function=NAME>{…}</function>` holds one JSON object.
//! 7. MiniMax-M2's and Step-3's `<invoke name="NAME">` (or `<steptml:invoke …>`) holding
//!    `<parameter name="KEY">VALUE</parameter>` under the same prefix, closed by its
//!    `</invoke>`; a value is its text with XML entities decoded. MiniMax-M3 writes each
//!    argument as an element of its own name instead (`<city>Oslo</city>`), nesting
//!    (`<filters><unit>c</unit></filters>` an object, `<item>`s an array, a key written again
//!    the list of its values); MiniCPM 5 writes `<function name="NAME">` with `<param
//!    name="KEY">`, a value possibly a CDATA section (its text as it stands). A body holding
//!    text that no parameter or element reads is no call (not a call without arguments).
//! 8. GLM's `<tool_call>NAME<arg_key>KEY</arg_key><arg_value>VALUE</arg_value></tool_call>`,
//!    and Xing 4's with `<param_key>` and `<param_value>` (a call never closed is none); a
//!    value is its text as written, white space and all, typed by the tool's schema.
//!
//! In 6, 7 and 8 the templates write a string as it is and any other value as JSON: a value
//! is typed by the tool's schema, and where the schema does not type it (`{}`, only a
//! description), a text that is a JSON number, `true`, `false` or `null` is that value and
//! any other text a string.
//! 9. Kimi K2's `<|tool_call_begin|>functions.NAME:INDEX<|tool_call_argument_begin|>{…}`
//!    `<|tool_call_end|>`, JSON arguments (a call never closed is none).
//! 10. DeepSeek V3's `<｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME` then the arguments in a
//!     JSON fence, and V3.1's `<｜tool▁call▁begin｜>NAME<｜tool▁sep｜>{…}`, each closed by
//!     `<｜tool▁call▁end｜>` (a call never closed is none); DeepSeek V3.2's and V4's
//!     `<｜DSML｜invoke name="NAME">` read as in 7, a parameter marked `string="false"` being
//!     JSON and one marked `string="true"` its text, or one JSON object for all the arguments.
//! 11. Gemma 4's `<|tool_call>call:NAME{key:<|"|>text<|"|>,n:3}<tool_call|>`: a string is the
//!     text between the `<|"|>` marks, whatever it holds; a call or string never closed is
//!     none. FunctionGemma's `<start_function_call>call:NAME{key:<escape>text<escape>}
//!     <end_function_call>` the same.
//! 12. Mistral's `[TOOL_CALLS]NAME[ARGS]{…}` (with `[CALL_ID]ID` before `[ARGS]` in some
//!     versions, its id kept; `[TOOL_CALLS]NAME{…}` where a server stripped `[ARGS]`): the one
//!     JSON value after `[ARGS]`; several are parallel calls.
//!     The older `[TOOL_CALLS] [{"name", "arguments"}, …]` is a JSON action list (1).
//! 13. Functionary's messages to recipients: `>>>NAME\n{…}` (v3),
//!     `<|reserved_special_token_249|>NAME\n{…}` and `<|recipient|>NAME\n<|content|>{…}` (v2):
//!     a message to a tool is a call whose content is one whole JSON object (one that is not
//!     loses every call of the reply); the recipient `all` is the user: messages to `all`
//!     alone are the final answer (joined by a blank line), beside a call its preamble.
//!
//! A call's body holds its parameters and white space: text beside them (`…</parameter>
//! garbage</function>`) is a call not written as its format writes one, and the reply's calls
//! are refused. Calls in a family's markup beside calls in another format (a Hermes JSON call
//! and a Qwen3-Coder one) are refused as [`ErrorKind::Ambiguous`]: the reply does not say
//! whether both are meant or one is shown as an example. A JSON action whose arguments were
//! left out (`"arguments": ` at the reply's end) or cut off before them is no call. While a
//! reply streams, a call inside a reasoning block is never shown.
//!
//! gpt-oss's Harmony messages (`<|channel|>commentary to=functions.NAME <|constrain|>json
//! <|message|>{…}<|call|>`) are read before all of these and alone: a message to
//! `functions.NAME` is a call (ended by `<|call|>` or `<|end|>`, or by the reply's end for the
//! last message, since servers strip the stop token: its arguments must then be whole JSON),
//! the `final` channel is the final answer, and the `analysis` channel and a commentary
//! preamble to no one are neither, whatever they say. Answer messages are read the same way:
//! Command R's `<|START_RESPONSE|>…<|END_RESPONSE|>` (beside `<|START_THINKING|>` blocks)
//! and Inkling's `<|content_text|>` messages (beside `<|content_thinking|>` ones) are the
//! final answer when the reply holds nothing else, and a call's preamble beside one; a
//! message never closed, or answers with no text, are refused.
//!
//! Tool names match ignoring case, separators, backticks, brackets and `**bold**`. A plain-text
//! input fills the tool's only required string parameter (surrounding quotes or backticks
//! stripped); a JSON object input is the arguments; empty arguments mean `{}` only for a tool
//! without required parameters. Arguments then go through the coercion rules below, without
//! default filling. Refused, each with [`ConvertError::feedback`] that restates the format with
//! an example call: prose with neither an action nor a final answer
//! ([`ErrorKind::NoValue`]), an unknown tool ([`ErrorKind::UnknownTool`], naming the known
//! ones), a reply with both an action and a final answer ([`ErrorKind::ActionAndAnswer`];
//! `Search[x]` then `Finish[y]` in one turn too; in ReAct, a final answer written before any
//! action wins, since what follows it is the model running on), two different ReAct actions
//! with no observation between ([`ErrorKind::Ambiguous`]: neither can be chosen; the same
//! action written twice is one), a final answer that only announces an action (`I'll look
//! that up for you`, `Let me search for that`, `Je vais chercher…`: [`ErrorKind::NoValue`]),
//! a ReAct action input with its writer's doubt or retraction beside it, after a JSON input,
//! in a text input's later sentences, or in a clause of its own that a mark, a capitalized
//! word or a script without spaces opens (`Action Input: 1250 * 0.21 … or 0.15? I'm not sure
//! about the VAT rate.`, `weather in Oslo Je ne suis pas sûr.`; not an input that is itself
//! about doubt, `not sure what to wear`: [`ErrorKind::NoValue`]),
//! and arguments that do not fit (the path is relative to the arguments, and
//! [`ConvertError::tool`] names the tool) — among them a key the tool's parameters do not
//! declare, unless they allow more keys (`additionalProperties`): dropping it would change
//! the request.
//!
//! Provider messages (read as data types read them: see *Provider responses* below; for a
//! tool enum any message shape counts, a lone assistant `role` or Gemini `parts` included)
//! never become empty answers: a refusal (OpenAI `message.refusal` or
//! `finish_reason: "content_filter"`, Anthropic `stop_reason: "refusal"`, Gemini's blocked
//! finish reasons and prompt blocks) and a message with neither content nor a tool call are
//! [`ErrorKind::Refusal`] with the model's words in [`ConvertError::found`]; a stop at the token
//! limit (`length`, `max_tokens`, `MAX_TOKENS`) is [`ErrorKind::Truncated`]. A message with text
//! and `"tool_calls": null` is a final answer. The report of a tool call read from text or a
//! message starts with [`RepairKind::Extracted`] and lists every coercion of its arguments; only
//! the enum's own serde JSON is clean.
//!
//! A call keeps what the provider gave it to send back: its id, and Gemini's
//! `thoughtSignature` ([`ToolCall::signature`]), from a message and from a stream.
//! [`ToolStep::assistant_message`] writes a step as the assistant message of each provider's
//! history (OpenAI's `tool_calls`, Anthropic's `tool_use` blocks, Gemini's `functionCall`
//! parts with their signatures, Ollama's `tool_calls`), which reads back as the same step.
//!
//! # How a reply becomes a value
//!
//! 1. **Fast path.** A reply that is valid JSON of the right shape goes straight through
//!    serde_json, at serde_json's speed.
//! 2. **Candidates.** Otherwise the engine looks for the value everywhere it may be: the whole
//!    reply, each markdown code fence (any info string, `~~~`, unclosed; opened after prose
//!    on its line too, `You wrote: ```json`; among several, one whose whole body is `key:
//!    value` or `key = value` lines, YAML or TOML, is read as its own place too, so that
//!    `Example:` over one and `Answer:` over another give the answer), each JSON object or
//!    array in the prose, `<key>value</key>` tags, `key: value` lines, markdown lists and
//!    tables, comma-separated values (the sentence's full stop after the last is no part of
//!    it, in any script: `Lisbon, Porto, Faro.`, `ଓଡ଼ିଆ, ହିନ୍ଦୀ, ବଙ୍ଗଳା।`, `…, ኦሮምኛ።`, `…, سندھی۔`),
//!    prose that names one allowed value, and, for a string target,
//!    the whole reply as text. Reasoning blocks are blanked out first.
//! 3. **Parsing** of each candidate into a tree: read exactly as written when every token
//!    is certain (valid JSON, or JSON with single-quoted strings, unquoted keys, trailing
//!    commas, comments, Python's `True`/`None`), with no heuristic; leniently otherwise,
//!    repairing syntax.
//! 4. **Coercion** of each tree against the schema. Every repair and coercion has a cost; the
//!    candidate that fits with the lowest cost wins (the earliest, on a tie). If none fits, the
//!    error reports the most complete attempt (the one that got deepest; between those as
//!    deep, the widest, since a value inside another is a part of it): where it failed and why.
//!
//! [`convert_with_report`](StructuredOutput::convert_with_report) returns the repairs made,
//! so lenient results can be logged or rejected; [`convert_strict`](StructuredOutput::convert_strict)
//! accepts valid JSON only.
//!
//! # Coercion rules
//!
//! These rules are the contract: what is repaired, what is coerced, and what is refused.
//! Every repair appears in the report ([`RepairKind`]); nothing is dropped silently.
//!
//! **Reasoning.** `<think>`, `<thinking>` and `<reasoning>` blocks (any case, also under a
//! model's namespace: `<seed:think>`, `<mm:think>`), ```` ```thinking ````
//! fences, and all text before a lone closing `</think>` never hold the answer. Inside a
//! string such tags are content, whatever its quotes (`{"k": "<think>x</think>"}`,
//! `{'k': '<think>'}`, a reply or fence body that is one JSON string), and so is other
//! markup: tags are read as a format only in prose, never inside a JSON value. Brackets
//! inside a JSON string are its text too, never a value of their own (`"see {a: 1}"` is that
//! string). A reply that
//! ends inside an unclosed reasoning block is refused ([`ErrorKind::Incomplete`]).
//! Reasoning written as prose is read as such: prose that computes (an operator of arithmetic
//! between two numbers, `10·10`, `350 ÷ 50 = 7`) writes its numbers as work, and none of them
//! is read as the answer; the one line the reply labels as its answer (`Final answer: 13.5`,
//! `**Answer: 7**`, `最终答案：13.5`, `Ответ → 12`), for a scalar target, is read as a reply of
//! its own would be, unless another line is so labelled, a value is named after it, or the
//! prose around it doubts it (`Example answer:` labels an example).
//!
//! **Provider responses.** The raw JSON of a provider's response or message (an OpenAI chat
//! completion or its `message`, an OpenAI Responses API response, an Anthropic message, a
//! Gemini `generateContent` response or candidate) is read for its content: the message's text
//! (strict-mode JSON, or free text, which then goes through these rules), or, when the message
//! holds exactly one tool call (a forced tool call used as structured output), that call's
//! arguments. The report starts with [`RepairKind::EnvelopeOpened`], so
//! [`convert_strict`](StructuredOutput::convert_strict) refuses a response. Reasoning
//! (Anthropic `thinking` blocks, Gemini thought parts, Responses `reasoning` items) is not
//! content. What the provider reports is an error, never a value: a refusal (OpenAI
//! `refusal`, `content_filter`; Anthropic `stop_reason: "refusal"`; Gemini's blocking finish
//! reasons and a blocked prompt) and a message with nothing in it are [`ErrorKind::Refusal`],
//! with the model's words in [`ConvertError::found`]; a stop at the token limit (`length`,
//! `max_output_tokens`, `max_tokens`, `MAX_TOKENS`) is [`ErrorKind::Truncated`], with what was
//! read in [`ConvertError::partial`] ([`ConvertOptions::allow_truncated`] converts it on
//! purpose); several tool calls are [`ErrorKind::Ambiguous`]. A response is recognised only by
//! several of its keys together (`choices` holding a `message` beside the completion's `id`,
//! `object` or `model`; an assistant `role` with `content`; `candidates` beside
//! `usageMetadata`; ...), never by one, and only when the reply is valid JSON that the schema
//! does not take as it is: a reply that fits whole, none of its keys dropped, is the caller's
//! own value, so a type shaped like a message (`{role, content}`) converts as itself, and so
//! does `serde_json::Value`.
//!
//! **Syntax repaired** ([`RepairKind::SyntaxRepaired`]): trailing and missing commas; single,
//! curly, doubled and triple quotes and backticks as string delimiters; unquoted keys and
//! values; `//`, `/* */` and `#` comments; Python and JavaScript literals (`True`, `False`,
//! `None`, `undefined`, `NaN`, `Infinity`); tuples `(1, 2)` as arrays; `...` placeholders in
//! arrays; unescaped quotes inside strings (a quote closes a string only where a closer,
//! separator or next key follows it, and inner quotations are balanced); raw line breaks in
//! strings (a raw line break right before the closing quote is dropped); missing and
//! mismatched closing brackets; `"key": value` pairs written inside brackets; a document of
//! escaped quotes (`{\"a\": 1}`); numbers written `1_000`, `.5`, `1.`. A curly quote closes
//! only a string a curly quote opened (inside `"…"` it is content: `"a 5” screen"`). JSON's
//! own `true`, `false`, `null` and numbers are never counted as repairs.
//!
//! **Truncated output.** A reply cut off in the middle of a value (a string, number, word,
//! key or list item begun and not finished) is refused ([`ErrorKind::Truncated`]): a shrunk
//! list or a dropped field would be a value the reply did not mean.
//! [`ConvertError::partial`] holds what was read, for a caller who wants it on purpose, and
//! [`ConvertOptions::allow_truncated`] converts such replies with the cut-off value dropped
//! ([`RepairKind::CutOffDropped`]; a cut-off required field is still refused). A reply that
//! ends inside a value, every part of it written whole (`{"name": "Ada", "age": 36`, with a
//! trailing comma or not), was cut off: a model that finishes closes what it opened. The
//! error's path names the container left open (the innermost: `.tags` for `{"tags": ["a"`),
//! though the object holds every property its type declares. A closing fence, a closer of
//! the wrong kind, or prose after the value ends it: it was not cut off (repaired, or a
//! [`ErrorKind::Mismatch`]). `true`, `false` and `null` at the very end are complete; a number
//! is not (`12` may have been `120`), nor is a list or object cut off before its first value
//! (`{"tags": [` is no empty list), nor an object that ends in a key, or in the word or
//! string after its last member that may be one (`{"name": "Ada", "age"` drops no field).
//! A complete value inside one that was cut off is a part of it, never the answer
//! (`[{"a": 1}, {"a": "x` is not the list `[{"a": 1}]`).
//!
//! **Numbers.** `"5"`, `" 4 "`, `"2.5e-3"` become numbers; `3.0` becomes `3` for an integer;
//! `3.5` or `"3.5"` for an integer is refused (no rounding); integers up to the `i64`/`u64`
//! range stay exact. Fractions (`1/5`) and numbers inside words are not numbers. Numbers
//! become strings where a string is expected (`1917` → `"1917"`); digits that open with a
//! zero (`postal_code: 06236`, `{"id": 007}`) are a code written with its zeros, kept as
//! written in a string (`"06236"`) and read as the number for a number. A year written with
//! the mark of another calendar's count (`พ.ศ. 2510`, `1445 AH`, `1387 هـ`, `民國 56`, `2017
//! ዓ.ም`) is no number the prose gives: the Gregorian year beside it is, or none. Nor is a
//! number of one or two digits for a field named for a year (`birth_year`, `geburtsjahr`,
//! `año`): `She is 34 now` is an age; a reply that is the number alone writes it as its value.
//! And a year the prose speaks of, written as one (after a word of time, `in 2023`, `en
//! 2023`, `im Jahr 2023`, `w 2023 roku`, or with a year's mark, `2023 г.`, `2023年`), is no
//! number for a field that is not named for a year: `5 millones de euros en 2023` is 5000000
//! for `revenue_eur`, `founded in 1998` gives no `customers`.
//!
//! A number written as people write it (in a string, in prose, as the whole reply, or
//! unquoted in a JSON object: `{"amount": 1.299,00}`) is one token, read whole by the one convention its marks fit, or refused (in prose, digits of every script are digits: `٣٥٠`, `२५`, `４`): thousands grouped by
//! `,` `.` `'` or a space (groups of three after a first group of one to three), a decimal
//! point or comma (`1,299.00`, `1.299,00`, `1 299,00`, `1'299.00` are 1299; `12,50` is 12.5,
//! since thousands come in threes; `0,125` is 0.125), a currency sign before or after, and a
//! minus sign before either (`-$5` is -5). Never a part of it (`$1,299.00` is not 299), and
//! never a reading the marks leave open: `1.299` in prose (1.299, or 1299 in German), a
//! group that starts with a zero, or marks that fit no convention (`1,29,9`) are refused;
//! but an amount of money (a currency beside it) in prose of a language that writes a
//! decimal comma (below) is thousands, money having two decimals at most (`Verðið er 5.300
//! kr.`, `Der Preis beträgt 1.299 €.` are 5300 and 1299; `It costs €1.299.` in English
//! prose reads two ways, as `2,250 €` in French does).
//! In prose a plain space groups thousands (`1 093 000`, `15 000 ₸`) where the prose is of
//! a language that writes a decimal comma (below) or a currency or unit makes the number an
//! amount (`1 786 921 €`); elsewhere (`visitors 66 066`), after another number, before one
//! (`+7 912 345 67 89`), or in three groups of three with no currency or unit (`101 202
//! 303`, a list's numbers as well) it is refused. A reply that is itself a
//! JSON number is that number (`1.299`). `2,250` (one comma before three digits) is 2250
//! in English prose, in prose of Chinese, Japanese, Korean or an Indic script, and where
//! too few words say a language (`Weight: 2,250`); it is refused in prose of a language that
//! writes a decimal comma (French, German, Spanish, Portuguese, Italian, Dutch and
//! Afrikaans, whose own words outweigh the `is` they share with English, the North's,
//! Indonesian, Turkish, Polish, Romanian: `Le prix est de 2,250 euros`, `Het bedrag op de
//! bon is 1,250 euro`), where it may be 2.25, and in other prose of three words in the Latin
//! alphabet or of one in the Greek, Cyrillic, Armenian or Georgian, most of whose languages
//! write one (`Paki kaal on 2,500 kg`, `весит 2,500 кг`);
//! it is one number wherever it stands, never its digit groups read apart (`reading: 3,141`
//! is never 141). A dash set apart from a number is a list's mark, not a sign (`- 42` is 42).
//! Inside a JSON string, where no prose says the language, one separator before exactly
//! three digits reads both ways whichever it is (`"1,500"` and `"1.500"`: 1500 or 1.5), and
//! is refused for a number or an integer alike — unless the string is an amount of money.
//! Groups of two before the last three are the Indian grouping (`₹12,34,567.50`); a no-break
//! or narrow no-break space (U+00A0, U+202F) between digit groups groups them in prose too (`48 312
//! habitants` so typeset), where a plain space may part two numbers.
//!
//! An **amount of money** in a string (`"$1,299.00"`, `"CHF 1'299.50"`, `"1 299,00 kr"`,
//! `"R$ 2.349,90"`, `"¥12,000"`: a sign, a name or a common ISO 4217 code before or after the
//! number; a currency's name written out, `49 dollars`, `49 Dollar`, `20 евро`, `300 日元`,
//! but not a name that is a word or a unit as well, `pound`, `won`, `real`) is its number. Money has at most two decimals (but in the currencies of three:
//! BHD, IQD, JOD, KWD, LYD, OMR, TND), so one mark before three digits groups thousands there
//! (`"¥12,000"` is 12000, `"R$ 1.500"` 1500). A field whose name ends in a currency code
//! (`price_eur`, `totalUSD`) takes only amounts that may be in it: `"£12"` for `price_eur` is
//! refused, and a sign several currencies write is one of them (`$` a dollar or the peso,
//! never `price_eur`; `kr` a Nordic crown); money is never a number for a field named for a
//! unit or a percent. A **measure** in a string
//! is its number where the field's name declares that unit (`"30 cm"` for `length_cm`,
//! `"−12,5 °C"` for `temp_c`, `"21 %"` for `vat_percent`), and refused where the name
//! declares another unit or none (`"12 kg"` for `weight`: a unit the program did not ask
//! for).
//!
//! A **scale word** after a number multiplies it exactly (`2.5 million` is 2500000, `3 Mio.`,
//! `2,5 Mrd.`, `1.5 thousand`, `4万`, `3억`, `2 lakh`), in prose or as the whole reply, in
//! every locale of CLDR (its compact decimal formats: `3,5 milioane`, `2 Billionen`, `4
//! միլիոն`, `5 แสน`, `2 ሚሊዮን`, `5万亿`; `parse::scales`, written by
//! `structout/tools/cldr_scales.py`) and the engine's own words (`2 tys.`, `3 млн`, `2 लाख`,
//! `₹2.5 કરોડ`, the Indian units in every script of India and Sri Lanka, `3 मिलियन`;
//! `numbers::SCALES`), and before it in the languages that write it there (`milioni 3`,
//! `Miliyan 2`), unless a number stands before that word, whose scale it may be (`3 milioni
//! 500 mila`: no one number). A word whose power locales disagree on is refused (`bln`,
//! `兆`, `조`), and so is one CLDR's reading leaves out as a common word or a short
//! abbreviation where the number read bare would be another (`50 ming`, `5 mia.`, `50 rb`;
//! `50 ezer` and `5 milj.` are read), and a word neither table holds that is a form of the
//! stems of million, billion and trillion across languages (`miliyoni 12`, `12 milyoni`,
//! `мильона`; not `millionaire`, `millionth`); an estimate after the scale word qualifies the number
//! so scaled (`50 пин яхӑн`, `50 ezer körül`: no value); digits
//! with the units of Chinese, Japanese and Korean are the sum of their parts (`3万5千円` is
//! 35000, `1億2000万` 120000000, `4천8백2십억`, units only ever decreasing); a
//! display's compact figure is rounded and refused (`1.2k views`, `$3bn`), as is `billion`
//! in prose that writes a decimal comma (10⁹ in English, 10¹² in French or German). A reply
//! that opens with a number written with separators (`1,5 kg`, `2,5 Mio. Euro`) is that
//! number, never JSON's `1` before a comma.
//!
//! A number given as a bound or an estimate is not the value, and is refused: a word or sign
//! right before it (`about`, `around`, `over`, `under`, `at least`, `up to`, `more than`,
//! `~`, `≈`, `<`, `≥`, and their French, German, Spanish, Portuguese, Italian, Chinese,
//! Japanese and Korean forms: `environ`, `mindestens`, `unos`, `cerca de`, `almeno`, `约`,
//! `約`, `약`, ..., also past a copula of Chinese, `约为 35 万`, `大约是 40`; in about 120 languages in all: `около`, `około`, `ongeveer`, `noin`,
//! `yaklaşık`, `περίπου`, `בערך`, `حوالي`, `लगभग`, `sekitar`, `khoảng`, `تقریباً`,
//! `takriban`, ...) or right after it (`40+`, `40 or so`, `40 or more`, `40-odd`, `40人以上`,
//! `40多人`, `40여 명`, ...). A word by which the writer says it is not sure (`maybe`,
//! `probably`, `vielleicht`, `tal vez`, `forse`, `возможно`, `شاید`, `labda`, `也许`, `아마`,
//! in about 150 languages, `masalo`, `ichapas`, `ប្រហែលជា`; and the verbs of possibility, `could be`, `might be`, `may be`,
//! `pourrait`, `könnte`, `podría`, `poderia`, `potrebbe`, `zou`, `kan vara`, `może być`,
//! `может быть`, `可能是`) makes a guess of a number up to three words after it in its
//! clause, too (`I'm not sure, maybe it's 300`, `vielleicht sind es 300`, `labda ni shilingi
//! 300`); in another clause (`Perhaps surprisingly, it's 300.`) it does not. A sentence that
//! closes on a remark doubting what it states makes a guess of every value it names, a
//! number, an enum's value or a record, and of a record's value that it repeats (in any
//! script's digits: `सम्भवतः ८८४९` repeats 8849): the remark
//! set off by a comma, a dash, a semicolon or parentheses (`The patient is 40 years old, I
//! think.`, `{"age": 40} — probably.`, `Der Patient ist 40 Jahre alt, glaube ich.`,
//! `病人40岁，我觉得。`), or, with nothing to set it off, as languages that put the verb last
//! write it, a hedge or a belief as its last words (`Hastanın yaşı 40 sanırım.`); a remark in
//! a sentence of its own (`40. I think that covers it.`) and words of what held once that end
//! a sentence (`40 years old`) do not. So do words by
//! which the writer says what follows held once and holds no longer (`Until yesterday it was
//! 19.90 €`, `It used to be 20`, `Fino a ieri era 19,90 €`, `Früher kostete es 20 Euro`,
//! `昨日までは`, `The previous price was 49.99`, `Der alte Preis war`, `L'ancien prix
//! était`, `down from`, `last month it was`): a bygone value, not the value now, passed
//! over, so that another number the prose names is the value (`The price is €1,299.00. It
//! used to be €1,499.00.` gives 1299). The same words
//! elsewhere in the sentence leave the number as it is. A record written inside such a
//! sentence is read the same way (`The previous price was {"price": 49.99}; the new one
//! isn't out yet`, `It was probably {…}`); a lead a colon sets apart (`Maybe this helps:
//! {…}`) does not qualify it. A clause of the prose around a record that names one of its
//! filled fields and hedges, in any order (`the birth year is probably off`, `vermutlich
//! ist das Geburtsjahr geschätzt`; a key in ASCII names its word written with accents,
//! `ano` for `año`), makes that field a guess: the record is refused. A value of an enum named in prose under such a word (`Maybe
//! the answer is "yes"`, `शायद उत्तर "हाँ" है`) leaves the prose undecided. A text that opens
//! with one and names what it hedges, four words at most, is a guess written in the value's
//! place, no answer, as a placeholder is (`{"author": "probably Goethe"}`, the whole reply
//! `Probably Dhaka.` or `সম্ভবত ঢাকা।` for a string); capitalized, in a text that ends with no
//! sentence's mark, it opens a title (`Maybe I'm Amazed`), and a longer sentence that opens
//! with one is text. So is a value with a remark in closing parentheses that doubts it (a
//! hedge, a doubt, a belief, question marks: `Victor Hugo (I think)`, `Lyon (not sure)`,
//! `Goethe (vermutlich)`, `1975 (?)`); a remark that says anything else keeps it (`Victor
//! Hugo (1802–1885)`). The tables are in `engine/find/qualifiers.rs`.
//!
//! English numbers written in words, in prose where a number is wanted, are their value
//! (`forty-two`, `Three hundred and five`, `two thousand and twenty-four`), as one number
//! token; a run of words that writes no one number (`one two`, `twenty thirty`) is refused,
//! and `one` counts only as the whole reply (`no one`, `one of them` name no quantity).
//! Other languages' number words are not read: such a reply names no number.
//!
//! An amount alone in parentheses (`(1,200.00)`, `($45.00)`) is negative in the accounting
//! convention and a remark elsewhere: it reads two ways and is refused.
//!
//! A number its clause denies is not the answer (`It's not 5 — the answer is 6`, `The
//! answer is 6, not 5`, `Ny valiny dia 6, fa tsy 5`: 6), by the negations that deny an enum's
//! value. A number the reply writes as its value (in a fence, as JSON, or alone on its
//! line) and then takes back is corrected only by another value written so: a correction
//! the prose only names (`Sorry, I miscounted — it's 43, not 42.`) gives no value. A value
//! whose own remark in parentheses corrects it and names the value it replaced, by a word
//! for `from`, `was`, `originally` or `instead of` in about forty languages right before
//! the remark's number (`14 (korrigiert, vorher 41)`, `14 (opravené z pôvodných 41)`,
//! `14（更正，原来是 41）`), is the correction, and the remark's number the old value; a
//! remark that gives its number otherwise (`15（更正：…实际应为 18）`) corrects the value
//! before it.
//!
//! A number in prose that labels a thing, after a number sign, a section sign or an
//! abbreviation of "number" (`call #2231`, `§ 8`, `№ 5`, `No. 12`, `Nr. 7`, `n° 3`), is no
//! quantity: only a field named for such a number (its name's last word `id`, `no`, `nr`,
//! `num`, `number`, `ref`, `reference` or `code`: `ticket_id`, `order_no`) takes it. So does a
//! number a noun before it names as a label in a series (`code 400`, `HTTP 404`, `line 12`,
//! `room 4`, `Seite 3`, `代码 400`, `Fehler 503`, `Khalad 503`, `오류 503`, `Table 3`): passed over for a field that counts, it is taken by a
//! field named for that noun (`line`, `page_number`) or for a label (`status_code`). A number
//! between a capitalized word and a possessive is a name's (`the Pixel 8's battery`): it
//! counts nothing either. The amount a quantity changed by is not the quantity (`rose by 2%`,
//! `increased 2%`, `a augmenté de 2 %`, `aumentó un 2 %`, `增长了2%`, `2%増加`): passed over,
//! so the level beside it is the value (`rose by 2% to 5.5%` is 5.5), but for a field named
//! for a change (`growth_percent`, `price_change`, `delta`). A number
//! a quantity is counted out of is not the quantity (`one review out of 212`, `4 of 5`, `4
//! sur 5`, `4 von 5`: 4). A count of a fraction's parts is its numerator, no quantity
//! (`three quarters of a cup`, `2 thirds`, `trois quarts`, `zwei Drittel`: no number is read).
//! Digits inside a name are the name's (`coords_1`, `v2`).
//!
//! **Booleans.** `"true"`/`"false"` and `"yes"`/`"no"` in any case (`{"parking": "no"}`); a
//! whole reply of `yes` or `no` for a boolean target; nothing else (not `1`/`0`, not `"y"`,
//! not another language's words).
//!
//! **Enums and constants.** Matched ignoring case, with space, `-` and `_` alike and a trailing
//! period allowed; accents are folded at a lower priority (`francaise` → `française`). For a
//! bare enum (or boolean, or number) target, prose that names exactly one of the values as
//! whole words gives that value (words inside a JSON object or array written in the reply
//! are not prose: that JSON did not fit, and a value inside it is a part of something else);
//! a value spelled exactly as in the schema outranks
//! case-insensitive mentions; two different values means refuse. A value named only to be
//! denied does not count: a negation (`not`, `n't`, `never`, `no longer`, `hardly`, `barely`,
//! `neither`, `nor`, `without`; `pas`, `jamais`, `nicht`, `kein`, `nunca`, `não`, `non`,
//! `mai`, `不是`, `不`, `没有`) up to three words before it in the same clause (no punctuation,
//! full-width too, or `but` between), or, as Japanese and Korean write it, right after it
//! (`ではない`, `ではなく`, `じゃない`, `아니`, `아님`, `않`) — so `It's not positive.` and
//! `positiveではありません` are refused and `positive, not negative`, `Ce n'est pas negative,
//! c'est positive` and `不是negative，是positive` are `positive` (a change between Latin and
//! Chinese, Japanese or Korean script ends a word, and in Japanese one between kanji or
//! katakana and the hiragana of a particle: `青です` names `青`, `赤字` (deficit) names no
//! `赤`). Synonyms and unknown values are refused.
//!
//! **Unions.** Every variant is tried; the cheapest fit wins. A discriminator property (or a
//! property holding a distinct constant in every variant) picks the variant directly. A
//! missing tag is filled in ([`RepairKind::TagFilled`]) only when exactly one variant fits;
//! otherwise the reply is ambiguous ([`ErrorKind::Ambiguous`]).
//!
//! **Null and non-finite numbers.** `NaN`, `Infinity` and `undefined` become `null` where null
//! is allowed, are dropped where the field is optional, and are refused otherwise. `null`
//! (`None`) for an optional field that does not take null is dropped ([`RepairKind::NullDropped`]).
//!
//! **Arrays.** A string holding JSON is decoded first ([`RepairKind::JsonStringDecoded`]); a
//! lone value then becomes a one-element array ([`RepairKind::WrappedInArray`]). Invalid items
//! are refused, never dropped. `minItems`/`maxItems` are enforced, so they decide between
//! candidates.
//!
//! **Objects.** Keys match ignoring case and separators (`actorName`, `actor_name`,
//! `Actor Name`, `actor-name`), accents at a lower priority ([`RepairKind::KeyMatched`]); a
//! key spelled exactly as a property always belongs to that property, before any loose match.
//! A key written twice with different values is refused ([`ErrorKind::Ambiguous`]); with the
//! same value it is kept once ([`RepairKind::DuplicateKeyDropped`]). Extra keys are dropped
//! ([`RepairKind::ExtraKeyDropped`]), except in a derived type with
//! `#[serde(deny_unknown_fields)]`, where they are refused ([`ErrorKind::Mismatch`] at the
//! key). A missing optional field is absent,
//! or takes the schema's declared `default`; a missing required field is refused
//! ([`ErrorKind::MissingField`]), never invented. A single-key wrapper (`result`, `data`,
//! `response`, `output`, `answer`, `value`, `json`, `content`, or the type's name) is unwrapped
//! when the inner value fits and the wrapper does not; a one-element array is unwrapped; an
//! array of several values where one is wanted is refused. A key with no value (`"a": ,`) is
//! dropped. A lone value fills an object's only field ([`RepairKind::FieldImplied`]), a list
//! as well as a scalar; an object whose one key names another field does not (`{"year": 1990}`
//! is not an `age`). A record whose count disagrees with the list it counts says two things
//! and is refused ([`ErrorKind::Mismatch`]): `{"count": 3, "names": ["Ivo", "Lea"]}`; a count
//! is a field named for a list beside it (`names_count`, `num_names`, `number_of_names`,
//! `n_names`), or named `count` in a record of nothing but the count and the list (beside
//! other fields a `count` may count anything), and a record that pages
//! (`page`, `offset`, `next`, `limit`, ...) may count more than it holds; a tool call's
//! arguments ask rather than describe (`{"items": [...], "count": 42}` asks for 42). A reply
//! that opens with yes or no answers a boolean (`Yes — the store is open on Sundays.`, `Nein,
//! leider nicht.`, `はい、…`: the word alone or set apart by a mark), unless it later says the
//! opposite as an answer (`Yes. Actually, no.`) or, for a field, states the field's own
//! predicate the other way (`**Yes.** The endpoint does not support pagination.` for
//! `supports_pagination`: its name's words, in any form, with a negation just before). A reply in words
//! with no written value answers an object of one field
//! as it would answer the field alone (`The on-road price comes to ₹12,34,500.` for
//! `{"price_inr": integer}`, `go with **XXL**` for `{"size": enum}`, a markdown list for
//! `{"members": string[]}`): an enum value, a boolean, a number or a value of a string format
//! named in prose, never a free string; the number with the unit or currency the prose writes
//! against it, read as a string of the field would be (`24,6 °C` for `temp_c`; `22 lb` for
//! `weight_kg` and `$12` for `price_eur` are refused). Where the field's name declares a
//! currency, a unit or a percent, a number the prose writes in another one is another
//! quantity and passed over (`the 16-inch model: $1,299.00` for `price_usd` is 1299, `2 kg
//! (2000 g)` for `weight_kg` is 2); a bare number beside it still makes two readings, unless
//! the noun it counts follows it (`The order came to $340 for 12 items.`: 12 items are no
//! price; `The order has 12 items.` gives `price_usd` nothing), and a bare number left alone
//! once such a count is passed over is no reading either (`od 3 do 5 pracovných dní`). A
//! required constant (a union tag) is filled in only for an object that holds data: `{}` is
//! no answer. An object none of whose keys is a field, or whose fields are all `null` beside
//! keys that are not (`{"name": null, "error": "not found"}`), is another object (an error, a
//! message), refused ([`ErrorKind::Mismatch`]), never the type with every field empty; so
//! is one that reports an error under a key the type lacks (`error`, `errors`, `errorCode`,
//! `erreur`, `Fehler`, … with a message or a code; not `null`, `none`, `N/A`, `ok`), whatever
//! its other fields hold (`{"count": 0, "error": "the request failed"}`). Where a map is wanted, a list whose every item is exactly
//! `{"key": k, "value": v}` (the form maps take under a provider's closed-object dialect,
//! see [`Provider`]) is read as the map ([`RepairKind::MapFromEntries`]); a key written
//! twice follows the rule above.
//!
//! **Candidates.** The one that fits with the fewest repairs wins, by these rules (one place:
//! the engine's `choose` stage; the words in one table, `engine/find/cues.rs`):
//! - *Where a value comes from.* What the text around a value says of it decides whether it
//!   may be the answer: a JSON value written out (an object or array anywhere, a scalar in a
//!   fence or in prose) and a value named in prose (a number, a number in words, an enum
//!   value, a date) alike, each read in the prose since the previous one (of values named in
//!   prose, the first 64; one named past them is not read, so that the work stays bounded:
//!   such a reply is refused, not guessed; a heading in brackets that fits nothing, `[Now]`,
//!   is prose, and bounds no value's). Prose names nothing inside a fence: a number or date
//!   there is a part of the code or data written in it (`spec:` then `replicas: 3` of a
//!   manifest), which the fence's own reading reads, and a document whose only value for a
//!   field sits nested under keys of its own is no answer. It is *code* when it stands in a fence that names a programming
//!   language or markup (`python`, `bash`, `rust`, `html`, `jsx`, `css`, …; not `json`, `yaml` or JavaScript, whose object
//!   literals models write for JSON), on a comment line of any fence, inside a line of
//!   something else in a fence of any language (a call's argument, `expect(x).toEqual({…})`;
//!   an expression, `return ok ? "freight" : "parcel"`; a log record, `… INFO saved {…}`:
//!   text before it on its line that is no key, list mark or declaration `const row =`, or
//!   after it other than a comma or a comment), a constant a program declares in a fence of
//!   any language (a number, a string or a word after `const`, `let` or `var` and `=`: `const
//!   TAX_RATE = 0.2;`; a declared object or list, `const data = {…}`, is data, unless other
//!   statements than comments stand in its fence, `const review = {…};` then
//!   `console.log(review);`), or on a shell command line in prose (`curl …
//!   -d '{…}'`), or inside an inline code span in prose that holds more than the value
//!   (`` `SELECT * FROM users WHERE status = 'inactive';` ``, `` `export TIMEOUT=30` ``, ``
//!   `set_color("green")` ``; a span that is the value alone, `` `inactive` ``, is only how
//!   it is set), or inside brackets written against a name, with nothing between (`Out[1]`,
//!   `print(items[2])`, `Point{X: 3, Y: -4}`, `row["id"]`: an index, a call or a literal of
//!   code, never a JSON value); an unquoted field that is a call computing the value
//!   (`name: getDisplayName(profile)`, `os.getenv("KEY")`, `new Date()`) is no value at all;
//!   *quoted* inside quotation marks in its paragraph (`As the customer put it: "mark it
//!   as {…} and close it"`, `« … »`, `„ … “`, `「…」`, Central Europe's and the North's,
//!   `» … «`, `„ … ”`, `” … ”`, and single marks, `‘…’`, `‹…›`, `‚…‘`, one table for every reading of quotations; the value's own quotes, `The answer is
//!   "TWO"`, are none, and a record or a list has none of its own: typographic marks right
//!   around one in the flow of a sentence quote it, `He sent «{…}» yesterday`, not after a
//!   colon or around the whole reply), on a markdown block-quote line (`> {…}`), in
//!   a turn of a transcript the reply repeats (lines opened by two speakers' labels or more:
//!   `User: …` then `Assistant: {…}`), in a message the reply forwards, in any language (a
//!   rule with a title, `---------- Weitergeleitete Nachricht ----------`, then header lines,
//!   `Von: …`, `Betreff: …`, none of them naming one of its keys, to a rule alone or the
//!   reply's end; `===== Answer =====` over `Name: Ada` lines is the reply's), under a label or a heading in brackets that calls it
//!   an earlier answer (`[frühere Antwort]`, `Respuesta anterior:`, `Предыдущий ответ:`;
//!   never where a word of correcting stands before the phrase in its clause, `Correcting my
//!   previous answer, here is the right version:`, `Corrigindo a minha resposta anterior,
//!   segue …`), or after a phrase that repeats someone else's words (`you wrote`, `your draft`, `as you put it`, `the input was`, `you asked whether`, `vous
//!   avez écrit`, `你写的`, what a third person sent, `Here is what the user sent:`, `The
//!   client wrote:`, and in about 155 languages the reader's own text, a second person
//!   with a word of writing or saying: `Ձեր սևագրում`, `V vašem osnutku piše`, `जैसा आपने
//!   लिखा`, …; `the films you asked for` quotes nothing; a record drawn from
//!   what the user sent is the answer: a word of source in the phrase's clause, with the
//!   document between, `Data from the form you sent:`, `Data dari formulir yang Anda kirim:`,
//!   `Seo an t-eolas ón daonáireamh a sheol tú:`, not `from` alone, `From your draft:`, nor a
//!   word that also means `of`, `a copy of the record you sent`; a word of extracting or of
//!   going by counts as one of source, `ce que j'ai extrait de la facture que vous m'avez
//!   envoyée`, `according to the file you sent`, `laut der Datei, die Sie geschickt haben`). Such a
//!   phrase reaches only what it leads into: a quotation closed before the value (on the
//!   phrase's line after its colon, `The input was: Oslo, 12`; in marks, `You wrote: "…"`,
//!   `用户输入：「…」`; a block-quote line; a fence it opens and closes), or a sentence after
//!   which another begins (`The customer said "thanks". Here is the record:`), leaves the
//!   value below it the reply's own; a verb of asking before a colon (`vous avez demandé :`,
//!   `hai chiesto:`) leads into a question or what was asked for and quotes nothing; *taken back* when the prose after it
//!   corrects it (`Correction:`, `never mind`, `disregard`, `I misread`, `訂正`, …, phrases
//!   that take back what is written above in about 130 languages, `ignore the above`,
//!   `Αγνοήστε το παραπάνω`, `Tento riadok beriem späť`, the writer
//!   correcting itself in the first person, `Let me correct that:`, `Je me corrige :`,
//!   `Ich korrigiere:`, `Correggo:`, `Me corrijo:`, `修正します`, or a word of
//!   refusal beside a word of waiting as a clause of its own, in either order, `No, wait.`,
//!   `wait, no`, `Bueno, no, espera:`, `Não, espere —`, `nein, warte` (not `there is no wait
//!   at the desk`), or the writer saying it will check it, `I'll check again`, `let me
//!   double-check`, `Déjame revisarlo`, `vou verificar de novo` (not `let me know if you want
//!   me to check`),
//!   or an apology for it in any of about 150 languages, `Sorry —`, `Omlouvám se`, `סליחה`,
//!   `أعتذر`, `Samahani`, `Xin lỗi`, `抱歉`, … (not one for the wait, `Sorry for the delay`,
//!   nor one whose sentence names only fields the value leaves empty, `Sorry, I couldn't
//!   find a phone number` beside `"phone": null`; an adverb of regret, `Unfortunately`,
//!   `Leider`, `很遗憾`, is no apology); or the model's own
//!   misreading, `I got that backwards`, `Jag räknade fel`, `tôi đã đọc nhầm`, `看错`, a short
//!   sentence right after it that ends on a word for wrong (`Am numărat greșit.`, `Μέτρησα
//!   λάθος.`, `Spočítal jsem špatně:`; not a label's `Incorrect:`), …, or the first sentence
//!   after it (past the unit that ends its own, `200 euros.`) taking it back in its own words:
//!   a clause that is only a word of refusal, first or after an interjection (`Eh, sanés,
//!   …`, `Bueno, non, esquecín o IVE`, `… alaa, mi juumii`; not beside a value holding a no
//!   it agrees with, `{"in_stock": false}` then `No, it sold out.`), or a clause of at most
//!   four words that calls something wrong or says the writer erred, with only short words or
//!   a hedge before that word (`Eh, salah ketik.`, `ay, sayop diay ko.`, `This may be wrong.`,
//!   `Das könnte falsch sein.`, `yanlış olabilir`), or, in a sentence of any length, a verb
//!   that only says the writer erred among its first sixteen words, with no negation before
//!   it and outside a condition (`Rereading the message, I realize I misread it: …`,
//!   `Rileggendo il messaggio mi accorgo di averlo frainteso`, `Retiro o que disse —
//!   confundi os contatos`, `перепутал`, `pomyliłem`; not `I didn't misread anything`, `If
//!   I misread the label, tell me`), or a longer one whose words before it
//!   name the value (`However, note that this figure may be inaccurate.`, `šis skaičius gali
//!   būti netikslus`; words of inexactness and of being out of date count as wrongness, and a
//!   reply that ends without a mark is read as any such word its cut last word begins,
//!   `netiks`; not `The old label was wrong.`, nor
//!   denied, supposed or asked: `Nothing wrong with it.`, `If anything is wrong, tell me.`,
//!   `Is anything wrong?`), …, or
//!   doubt, `hard to tell`, `it's either … or …`, `unclear whether`, …; or a denial of one of its
//!   own values, past a verb's tense or time and a contracted negation (`It has not been
//!   shipped yet.`, `isn't paid`, `n'a pas encore été`): `it's 43, not 42` after `42`, `pas Oslo`, `nicht Oslo`, `不是 Oslo`,
//!   `ບໍ່ແມ່ນ 7`, `ไม่ใช่ 7`, `không phải 7`, a time
//!   of day in any notation (`not 2 pm` after `"14:00"`; `14h`, `14 Uhr`, `下午2点`); or
//!   doubt: `I don't know the rest`, `I'm not sure about…`, `I'm not confident`, `I am
//!   unsure`, `je ne sais pas`, `не уверен`, `不知道`, `不确定`, …
//!   (unless a clause set against it names a field of the value and the doubt names none:
//!   `I'm not sure who the mayor is, but the postcode is correct`, `though the temperature was
//!   measured exactly`, a field named with the unit or currency its name ends in left off, or
//!   a power of a length, `the area` for `area_km2`; or vouches for the answer itself, not
//!   denied: `I'm not sure about the weather there today, but the information above is
//!   accurate`; unless its sentence names fields of the value and only ones the value leaves
//!   empty or out (a field the schema declares and the value has no key for): `I couldn't
//!   find the year` after `"year": null` or a record without `year` says why; and unless it
//!   stands in a clause a condition opens, a doubt or an error supposed, not stated: `If you
//!   are not sure about the format, ask the admin`, `Wenn Sie nicht sicher sind`, `If that is
//!   wrong, tell me`; remarks after the value in about 118 languages, `(not quite sure)`,
//!   `（不太确定）`, `glaube ich`);
//!   or a retraction in other words and languages: `ignore the above`, `I take that back`, `I
//!   retract that number`, `Actually, make that Bergen`, `On reflection I am less confident
//!   about the count`, or by how it went wrong, `Belay that`, `I conflated two dates`, `I
//!   mixed up the columns`, `counted twice`, `I'll need to recompute`, or the writer saying
//!   it may have erred, a word of possibility near a word of error with the writer as the one
//!   who errs (`I may be conflating the dates`, `I might have misread`, `je me trompe
//!   peut-être`, `ich kann mich irren`, `puede que me equivoque`, `potrei sbagliarmi`; not
//!   `let me know if anything might be wrong`),
//!   `negeer het bovenstaande`, `das nehme ich zurück`, `я ошибся`, `请忽略`, `Actually no,
//!   that's not right`, `Anzi no`, `Mejor dicho`, `Autant pour moi, c'est faux`, `Doch
//!   nicht`, `Хотя нет`, `A jednak nie`, `hiyo si sahihi`, `Jag tog fel`, `m'he equivocat`,
//!   `확인이 안 됩니다`, `说错了`, `Не використовуйте цю відповідь`, `טעיתי`, `nilikosea`,
//!   `मुझसे गलती हुई`, … (retractions in about 150 languages); or the first sentence after
//!   it denying that it is correct, a word of correctness denied at its end, said of the
//!   value (two words at most before the negation, or its key: `Na, dyw hynny ddim yn
//!   gywir.`, `Bu doğru değil.`, `The count is not correct.`); or the first sentence after
//!   it opening with a verb that sets aside what stands above (past `please`, with no
//!   negation before it), the pointer within two words, or the value named in the three
//!   after it by a key or a word for a value (`Forget the above`, `Unohda yllä oleva`,
//!   `忽略上面的`, `Please ignore the count above`, `Forget that number`, `Strike the count`; not `Ignore the
//!   warnings above`); or a sentence after it saying the real one differs, a word of the
//!   real beside the value's name and a word of more, less or other after it (`The real
//!   count is lower.`, `The actual number is higher than that.`, `la cifra real es mayor`;
//!   not `The real count is 12.`); or calling it a typo (`That was a typo.`,
//!   `Tippfehler`); or saying it is not the answer (`The value above is not the answer.`,
//!   `Questa non è la risposta giusta.`, `위 값은 정답이 아닙니다.`); or placing it, in the
//!   sentence right after it that opens with its copula or a pronoun for it, in a time that is
//!   over: a word of the past with a bound of its time (`until`, `before the`, `last year`,
//!   `ago`, `bis`, `avant la`, `l'an dernier`, `hasta`, `до`, `去年`, …) or a word of what held
//!   once, and no word of now (`{…} was the value before the migration.`, `{…} was the previous
//!   value.`, `{…} — c'était l'enregistrement l'an dernier.`; not `{…} is the value now, as it
//!   was before the migration`), as the clause leading into a record does (`Until March the
//!   record was {…}`, `Before the migration the record read:` over it, `Vor der Migration war
//!   der Eintrag {…}`, `去年的记录是 {…}`), so that a record said to hold now after it is the
//!   answer; and so does such a sentence said of one of its texts in the prose around it
//!   (`Until 2019 the coach was Ana Lima.`, `Ana Lima was the coach until 2019.` beside
//!   `{"current_coach": "Ana Lima"}`; not `has been the coach since 2019`, nor of a field
//!   whose name asks for the past, `previous_coach`); or a negation right before it
//!   on its line, past determiners and a Romance copula (`The answer is not {…}, but {…}`,
//!   `Wangsulané dudu {…}`, `La respuesta no es {…}`; not a word of `or` that ends in one,
//!   Burmese `ဒါမှမဟုတ်`); or a denial
//!   right after it, past its closing quotes and brackets, `가 아닙니다`, `ではない`, and past a
//!   number's counter, `3개가 아닙니다`, `3個ではありません`; or words
//!   saying something is wrong, off or too much, or no longer holds, `no longer valid`,
//!   `outdated`, `from an old record`,
//!   `wrong`, `one day off`, `too long`, `should be higher`, `the other way round`,
//!   `недействителен`, `ongeldig`, `geçersiz`, `无效`, `дөрес түгел`, … (in about 150
//!   languages), when
//!   what they are said of, before them in their sentence, is the value: one of its keys
//!   (`_` also written `-` or as a space; a key of several words also by its last after
//!   `this`, `that` or `the`: `that key` for `api_key`), one of its values opening the
//!   sentence (`(0 is just a filler …)`) or the reply's answer (`above`, `the result`,
//!   `that list`, `that number`,
//!   `выше`, `hierboven`, `上記`, …), or nothing else: in the first sentence after the value,
//!   ending its clause, with two short words at most before it and no negation (`Wrong —`,
//!   `That's wrong.`, `Greșit — …`, `Det er feil.`; not `Wrong dates are common`,
//!   `Incorrect:`), and not denied (`The count is not wrong.`), not otherwise: `the label was
//!   wrong, but the count is right` takes nothing back); an *example* also when the prose after it calls it one,
//!   or when one of the first two sentences after it sends the reader elsewhere for their own
//!   or the real values, a verb of looking in the imperative (`Open your file to see your real
//!   values.`, `Please check your own settings.`, `Consultez vos propres valeurs.`; not `I
//!   checked the real records`), or when it is
//!   said of it as above or of one of its own texts opening the sentence, past a label and
//!   quotes (`These are placeholder values.`, `the email above is only a sample`, `Note:
//!   "Acme Corp" is only an example name I put in`, `That key is a dummy value`, `0 is just a filler`, `Ответ выше — только
//!   пример`), or in the first sentence after it, ending its clause (past the ending of a
//!   stem, `przykładem.`, past a copula Japanese and Korean glue on, `プレースホルダーです。`,
//!   `자리 표시자입니다.`, or at a remark's closing parenthesis; a placeholder in its word in
//!   twenty-one languages, `plássfylli`, `Platzhalter`, `заглушка`, `占位符`), with one to five short words before (an elided
//!   word is one, `n'est`, `qu'un`), or none where the words
//!   are a phrase (`This is just an example.`, `olivat vain esimerkki.`, `hanya contoh.`,
//!   `dit is mar in foarbyld;`; not `For example, …`, `The example you gave …`; a remark in
//!   parentheses is prose, never a value of its own; a label that opens the sentence is read
//!   past, `Note: the NIF is an example value.`, `Nota:`; not a label that leads into what
//!   follows it, `As an example: {…}`, nor a remark on a line of its own or in parentheses
//!   whose sentence runs on into the next value, `(Just as an example — with every answer
//!   right it would read {…})`: those are of the value they lead to, and the answer before
//!   them stands); an *example* too when the sentence that leads into a record supposes a
//!   case that does not hold, a condition and a word of the conditional mood, not of what
//!   the reader wants (`If all answers were right, the result would be {…}`, `Se tutte le
//!   risposte fossero giuste, il risultato sarebbe {…}`, `अगर सभी जवाब सही होते तो …`; not `If
//!   you'd like JSON, it would be {…}`); a phrase before a value (of an example,
//!   an answer, a quotation) that stands in the sentence of the value before, ending before
//!   this one, or in a sentence or remark that points back (`above`, `oben`, `выше`,
//!   `supra`, `ở trên`, `上面`: `(the above is only an example)`), is that value's and says
//!   nothing of the next
//!   (`The days ["ma", "ke"] were only an example. The real days are ["ti", "to"].` gives
//!   `["ti", "to"]`); *retracted* too
//!   by a sentence after it that says one of its texts must change, `Swap the mozzarella
//!   for burrata`, `Ben shouldn't be on the list`, `I wrote EUR out of habit`, `Ersetze …`,
//!   `Remplace …` (the corrected record is never written: nothing is returned), or denies
//!   one, `not the Arc de Triomphe` (a negation, an article, the value, in any case and
//!   language: `а не Крагујевац`, `όχι η Θεσσαλονίκη`, in quotes, `ne "lv"`, a number in
//!   words too, `не девет` beside `9`); *retracted* too by
//!   the prose before it when a sentence there points ahead and says what it points to is
//!   wrong (`in the JSON below I mistakenly wrote 15`, `nel JSON qui sotto il campo price è
//!   sbagliato`, `下面 JSON 里的 age 写错了`; not `The JSON below corrects the wrong count`);
//!   *doubted* when the writer says it does not know or is not sure after it (`I'm not
//!   sure`, `handina chokwadi`), or does not have a field the value fills (`I don't have the
//!   count.`; not beside a field left empty) or that the figure meant is not out yet (`this
//!   year's figure has not been published yet`), or, in one of the last three sentences before it or the
//!   first three after it, that it is not sure: a word of being sure denied at the end of
//!   a clause, with up to four words before it or two after it (`I'm not fully sure`, `je ne
//!   suis pas tout à fait sûr`, `emin değilim`, `վստահ չեմ`, `боварии комил надорам`,
//!   `我不太确定`), or a word of being unsure (`unsicher`, `epävarma`); not where the clause
//!   goes on past the word (`I'm not sure what you mean`, `not sure if you need the id`),
//!   nor where the sentence then sets against it that the writer checked or is sure
//!   (`I wasn't sure at first, but I checked:`); a sentence after it that says what it speaks
//!   of was not asked, or asks what the reader needs, says nothing of it, doubt or not (`How
//!   many live there I'm not sure, but that is not what you asked.`, `men det var inte det
//!   du frågade om`, `ne koncernas vian demandon`, `No sé si también necesitas el código
//!   ISO`); or, in the last two sentences before it or
//!   after it, that the writer does not vouch for it: only a guess or an estimate, not
//!   verified or not to be checked, perhaps out of date, perhaps untrue (`This is only my
//!   guess:`, `(The population figure has not been verified.)`, `may be outdated`, `may be
//!   old`, given from memory, `From memory:`, `off the top of my head`, `de mémoire`, `по
//!   памяти`, `凭记忆`, `기억으로는`; the
//!   phrases of about 130 languages, `nur eine Vermutung`, `ཚོད་དཔག`), or a word of
//!   verifying or trusting denied in its clause (`Los datos no están verificados.`, `Эти
//!   данные не проверены.`, `niezweryfikowane`, `未確認`, `This figure is not reliable.`,
//!   `cannot be trusted`, `n'est pas fiable`, `unzuverlässig`), or, after a record, that a
//!   field it fills is not known (`The current count is unknown.`; not `The reason is
//!   unknown.`, nor of a field it leaves empty), or, before a record, that the writer does not
//!   know or is not sure what a field it fills holds (`I don't know who the coach is now.`
//!   over `{"coach": …}`; not `I don't know the phone number, so it is null:`), unless its sentence sets a clause against it
//!   (`I can't verify who sent this email, but the extraction is straightforward:`) or the
//!   check is of an indirect question (`I could not confirm whether the sender works
//!   there`); `estimate` alone is none, an estimate may be what was asked; or, in one of the first three sentences after it, that it
//!   has too little data: a word of data or information with one of too little, or of enough
//!   and a negation (`I don't have enough data`, `Sajnos nincs elég adatom`, `Maalesef
//!   yeterli veri yok`, `数据不足`; not `The data was enough`), in a comment in it (`"year": 1975 // không chắc lắm`) or in
//!   parentheses right after it (`(approximately)`, `(шамамен)`, `(I think)`): a doubt is
//!   the reply's, and no other value of it is the answer either (`{…} or {…} — not sure`);
//!   *taken back* too by a comment in it that says so as the sentence after it may (`"zi":
//!   "marți" // am greșit ziua`, `/* chyba – doplním později */`), and by one of the first
//!   three sentences after it that tells the reader not to use it (`Please don't use this
//!   number.`, `Palun ära seda kasuta.`, `Bitte verwenden Sie diese Zahl nicht.`,
//!   `Kullanmayın.`, `使わないでください`; not a use forbidden for a purpose only, supposed or
//!   quoted: `Do not use this as medical advice.`, `If you don't use metric, …`, `> please
//!   don't use it anymore`);
//!   an *example* after an instruction about the form of a reply, the sentence right
//!   before it (`Return the answer like this:`, `Please reply in this format:`, `Antworte
//!   so:`, `Responde así:`, `请按以下格式回答：`, `다음 형식으로 답하세요:`: a verb of replying
//!   in the imperative first, then a word of form, then a colon; `The result is as follows:`
//!   is none);
//!   an *example* or the
//!   *answer* by the phrase nearest before it: `example`, `e.g.`, `for instance`, `template`,
//!   `draft`, `sample`, `would look like`, `might look like:`, `could look like this`, an answer word
//!   an example word qualifies (`a typical answer looks like`, `Sample result:`), or one an
//!   example word stands before in its clause (`Example of the answer format:`, `Eksempel på
//!   svarformatet:`, `ឧទាហរណ៍នៃទម្រង់ចម្លើយ៖`), or in a sentence an example word opens,
//!   in its first two words and set off by a comma (`For example, the answer would look like
//!   this:`, `Por ejemplo, la respuesta sería así:`, `例如，答案会是这样：`; a sentence after it
//!   that leads into the value is its own)
//!   (not `It might look like a medium`: what it seems), `placeholder`, `typical`, data made to stand in
//!   for the real (`fixture`, `stand-in`, `dummy`, `test data`, `seed data`, `Testdaten`,
//!   `données de test`, `测试数据`, `テストデータ`, …), words of illustration
//!   (`illustrate`, `ilustrar`) and the conditional `would look like` in other languages
//!   (`ficaria assim`, `ressemblerait`, `sähe so aus`, …), an alternative offered in the
//!   conditional (`An alternative would be`, `Eine Alternative wäre`, `另一种选择是`) (and `exemple`, `Beispiel`,
//!   `ejemplo`, `exemplo`, `esempio`, `voorbeeld`, `пример`, `przykład`, `örnek`, `مثال`,
//!   `उदाहरण`, `例如`, `例えば`, `예시`, and in Greek, Czech, Swedish, Ukrainian, Romanian,
//!   Hungarian, Finnish, Indonesian, Vietnamese, Thai and Hebrew `παράδειγμα`, `příklad`,
//!   `exempel`, `приклад`, `exemplu`, `példa`, `esimerkki`, `contoh`, `ví dụ`, `ตัวอย่าง`,
//!   `לדוגמה`, …; capitals of every script with case are read as small letters, `Örnek` as
//!   `örnek`) mark an example; `answer`,
//!   `final`, `correct(ed)`, `fixed`, `actual`, `result`, `revised`, `updated`, `instead`, the
//!   correction phrases (and `réponse`, `Antwort`, `respuesta`, `resposta`, `risposta`, `结果`,
//!   `答え`, `결과`, …) mark the answer. A phrase counts at the start of a word (`incorrect`
//!   holds no `correct`) in the Latin script and in Hebrew (past the one-letter words written
//!   against the next: `שכתבת` quotes, `נכתבת` does not), anywhere in a word in the other
//!   scripts, whose stems take prefixes (`напрыклад`, `შევასწორო`); of phrases that overlap
//!   the longest decides (`your draft` quotes). The phrase is looked for at most 160
//!   characters back (a phrase after a value that takes it back, at most 600 characters on),
//!   as far in a script of three bytes a letter as in ASCII, and not past a
//!   fence that closes before the value: a phrase over a fence leads into the fence (`The
//!   example variables are:` over a fence of code, then `For production the value is:` and
//!   the value, gives the value).
//!   A value named in prose is denied by a negation before it in its clause, past the quotes
//!   that open it (`not`, `nicht`, `pas`, `niet`, `inte`, `není`, `не «…»`, `לא`, `ليس`,
//!   `không`, `bukan`, `δεν`, `nem`, `ikke`, `არ`, …; in a script without spaces at the end of
//!   the word before it: `ไม่ใช่`, `ບໍ່ແມ່ນ`, `មិនមែន`) or right after it (`değil`, `ではない`,
//!   `아님`, `эмес`, `түгел`, `emas`, `नहीं`, `نیست`, `չէ`, `አይደለም`, `இல்லை`, `નથી`, …, past a
//!   counter or one word, the unit or the thing counted: `200 lira değil`, `200 रुपये नहीं है`; in
//!   about 150 languages: `dudu`, `durung`, `kò`, `chưa`, …; Tamil `அல்ல`, Kannada `ಅಲ್ಲ`
//!   and Malayalam `അല്ല` as whole words, as they begin the words for `or`; not Swahili `si`,
//!   which is `if` and `yes` in other languages). One named as one of
//!   alternatives the clause leaves open, a word that joins alternatives among the two words
//!   after it or the three before it (`positive or negative`, `"extraviado" ou só "em
//!   trânsito"`, `whether it is positive`, `AかB`, or set off by a comma or a dash: `Ruby, or
//!   possibly Python`), is no answer either: stated, such alternatives leave the reply
//!   [`ErrorKind::Ambiguous`] whatever else it names (`Ruby, or possibly Python — the `end`
//!   keywords point to Ruby`); asked, an answer may follow (`Is it positive or negative? It is
//!   positive.` answers). A value that closes a question, a question mark of any script
//!   right after it on its line (`Is it {…}?`, `Mohlomongwe {…}?`, `هل هو {…}؟`), is asked
//!   about, not stated: [`ErrorKind::Ambiguous`]; a question of its own after it (`Does
//!   that work for you?`) leaves it. A value named in the clause after a condition (`If the discount
//!   applies, it's 350.`, `wenn`, `falls`, `si`, `s'il`, `如果`, `もし`, `만약`, with no colon
//!   between the condition's comma and the value), in a sentence that opens with a condition
//!   and has no comma before the value (`If you were a member you would get 20%`, `لو كنت
//!   عضوًا لحصلت على خصم 20٪`), or in a clause that goes on to a condition (`You get 20% if
//!   you are a member`, `350, if the discount applies`; not `350, let me know if …`)
//!   is a case, not the answer: alone or beside
//!   another value, the prose settles on none; a concession (`even if`, `même si`, `auch
//!   wenn`) states its value, and a record written out after a condition is delivered (`If
//!   you want JSON, here it is {…}`), unless its lead makes it hang on what the asker meant
//!   (`If you mean the Independent State of Samoa, the capital is Apia: {…}`, `Si te
//!   refieres a…`, `如果你指的是…`, in about 130 languages): a reading of the question. So is
//!   a value in an indirect question (`I can't tell
//!   whether it is 1.5`, `ob`, `czy`, `是否`, with no comma or colon between): asked about, not
//!   stated (`Whether or not it is packed, it weighs 12 kg` states 12). A mark against a
//!   value's end makes it another word (`B+`, `B-`, `C#` are no `B` or `C`), unless the value
//!   ends with that mark itself (`C#`, `C++`), and the prose then names no one value. An enum value spelled exactly, capitals included,
//!   names that value before one spelled otherwise (`TWO` beside `one`); a value in lowercase
//!   is spelled so by the word as well, and is weighed with the others (`Premium has the
//!   storage plus family sharing` names two plans, not `plus`).
//!   A phrase denied (`not`, `never`, `no`, `n't`, `cannot`, `without`, …, or a word of
//!   wrongness, `incorrect`, `wrong`, `falsche`, `yanlış`, `неправильный`, …, before it, with only answer words or the articles, demonstratives, possessives and copulas of about fifty languages between (`Esa no es la respuesta`, `nicht die Antwort`, `Nid dyna'r ateb`),
//!   at most three words back) says the opposite of an answer: `not the final answer`, `an
//!   incorrect answer` set their value apart as an example; `not an example` marks nothing,
//!   nor does a cue a language denies right after it (`उदाहरण नाही`, `例ではありません`, `örnek
//!   değil`, `예시가 아닙니다`), but for the answer's own word, which a denial after it
//!   leaves to what follows (`სწორი პასუხი არ არის "A"`: the right answer is not A). A cue
//!   word that is one of the value's own texts, said after other words of its line in the
//!   lead (`This article has not been published yet, so the status is draft:` over
//!   `{"status": "draft"}`), is the value's word, not a word about it: no cue; a label that
//!   opens its line (`Draft:`) is one.
//!   So does a word of wrongness right after the answer word or glued before it, and a
//!   line's label of one or two words that only calls its value wrong, in the languages the
//!   engine reads (`Réponse incorrecte :`, `Falsche Antwort:`, `错误答案：`, `Incorrect:`,
//!   `Falsch:`).
//!   A sentence that tells the reader to replace the value with their own or the real data,
//!   right before it or right after it, makes it a stand-in, labelled as the answer or not: a
//!   verb of replacing and a word of the real or one's own, in about 30 languages (`Use este
//!   modelo e troque pelo nome verdadeiro:`, `Vervang dit door uw eigen IBAN.`,
//!   `请替换为真实数据`; not `Replace the old file with this one:`). So does one that says
//!   it is not real: a word of the real denied at its clause's end, the negation before it or,
//!   where the language puts it last, after it (`Hii ni namba ya mfano tu, si halisi.`,
//!   `Примерни данни (не са истински):`, `gerçek değil`; not `No actual errors were found.`).
//!   It is *contradicted* when a sentence or line of the prose around it (its numbers in
//!   words read as the digits they write, `на самом деле записей шесть`, `she is
//!   twenty-eight`: English's, and up to ninety-nine about thirty other languages', a word
//!   that is also a common word elsewhere left out, `neuf`, `sei`, `on`) states another
//!   value for one of its fields: a `key: value` line (`Sentiment: positive` beside
//!   `{"sentiment": "negative"}`, `**Eligible:** yes` beside `"eligible": false`: a list's
//!   mark, a heading's `#` and markdown's emphasis read past, and a statement set apart in
//!   its line by a dash or a bar read as a line of its own, `## Order 7781 — Status:
//!   shipped`; a flag's `yes`/`no`/`true`/`false` compared; a line that holds the value, `Name: Ada Lovelace
//!   (mathematician)`, agrees; a `key: value` inside a sentence after a word and a space,
//!   `…, so priority: low.`, its value running to the clause's end; numbers compared as
//!   people write them, `total: $1,480.00` agrees with `1480`, `10 800` with `10800`; a
//!   number said to be near, `about`, `roughly`, `~`, agrees within one unit of its last
//!   digit that is not a zero, `Count: about 11,000` with `10800`, not `about 8,000`; and in `key: value` lines a
//!   line whose key's last word is a field's, `I set priority: low because …` among
//!   `Priority: high` lines; a field named for a number that labels a thing, `order_number`,
//!   stated by the thing's name and the label, `# Order #5521`, `Ticket No. 88`; comment lines
//!   before a reply's only value, `# Order #5521` then `{…}`, are prose around it) or a number within three words after a field's name (`The
//!   total is 45.` beside `{"total": 54}`) or right before it (`**Answer: 42 units**` beside
//!   `{"units": 24}`), or a markdown table's row or a block of `key: value` lines, read as
//!   one row (`| count | 12 |` beside `{"count": 10}`; `град: Битола` and `надморска
//!   височина: 615` beside `{"grad": "Битола", "visina": 651}`;
//!   `| Check-in |` names `check_in`; in any words, a row that holds one of the record's
//!   texts, or the only row beside a record of one field, with its one number otherwise:
//!   `| Claire Martin | 29 |` beside `{"name": "Claire Martin", "age": 31}`, an item of a
//!   record's list matched by its row the same way; a cell's number as people write it, in
//!   any script's digits, with a unit), or, beside a record of one number the prose never
//!   writes, another number it gives as the answer (`Die Antwort ist 12.`) or, beside a
//!   record that is nothing but that number, another count of things (`So you'll need 14
//!   boxes.`, `৪৮টি বই` beside `{"books_sold": 84}`) or another number that ends a sentence
//!   as its only number, in any words (`პასუხია 12.`, `ຈຳນວນທັງໝົດແມ່ນ 6.`; a number whose
//!   thousands a space, a no-break space or an apostrophe groups is one number, `15 000`
//!   beside `{"price": 15000}` the same; not a year, a measure, a time of day,
//!   an estimate, a label, `as Reviewer 2 wrote`, a sentence's first word only where it is
//!   a noun that labels, `Reviewer 2 wrote`, not `Toplam 42 adet sipariş var.`, an amount, an age, a scaled number, a block-quoted
//!   line), or a reply that opens with yes or no (in about 125 languages: `ඔව්,`, `Hapana,`)
//!   beside a record whose one flag says the other, or the field's number written with another unit of
//!   the same quantity than its name's (`The run is 5 miles.` beside `{"distance_km": 5}`,
//!   `250 g` beside `{"weightKg": 250}`: copied, not converted; units in symbols and in the
//!   nine languages' words, the field's unit the last part of its name; after a number in
//!   prose, also the words and abbreviations of seventy more languages, `5 км`, `3,2
//!   کلوگرام`, `90 perc`; or, in a sentence that names the value by a word for one or by the
//!   field's name, the other unit's name after a preposition, not denied: `This number is in
//!   miles, not kilometers.` beside `{"distance_km": 340}`), or a record's amount
//!   written in another currency than the record names (`That's €49 at checkout.` beside
//!   `{"price": 49, "currency": "USD"}`: a field whose name's last word is `currency`; or
//!   whose name ends in a currency's code, `5 EUR` beside `{"price_usd": 5}`), or a date field
//!   given another day a few words after a word of its name (`Payment is due on April 30.`
//!   beside `"due_date": "2025-04-15"`; `starts` for `start_date`; a day given to something
//!   else, `issued on March 1`, says nothing of it), or a time of day the prose around a
//!   record of one time gives while it never gives the record's (`See you at 3 pm!` beside
//!   `"time": "14:00"`, `Le vol part à 9h15.` beside `"departure": "09:50"`; the record's
//!   time in any notation, or a time that reads two ways one of which is it, `3:00` beside
//!   `15:00`, agrees; a bare `2h` may be a duration and says nothing), or the quantity of
//!   a number field given in the field's own measure and never as its number (`The run was
//!   8 km.` beside `{"distance_km": 5}`; `The patient is 34 years old.`, `34岁`, `34살`
//!   beside `{"age": 43}`: an age in words that name nothing else, not `for 10 years`), or a
//!   sentence that
//!   denies a field true in it (`The HX-900 is out of stock.` beside `"in_stock": true`; `not
//!   eligible`, `no longer active`, `non-refundable`, `unavailable` beside `eligible`,
//!   `isActive`, `is_refundable`, `available`: the field's words after a negation in their
//!   clause, or in their negated form, or a word of the opposite state not itself denied,
//!   `closed` for `open`, `rejected` for `approved`, `disabled` for `enabled`, `cancelled` for
//!   `confirmed`; and in the words of about 110 other languages, for the flags named by a
//!   state of the senses below: the state denied anywhere before it in its clause or right
//!   after it, `ei ole see toode praegu saadaval`, `mavjud emas`, or an opposite stated,
//!   `заявка отклонена`, `ausverkauft` for `available`), or a sentence that says a field false
//!   in it holds (`The shop is open today.` beside `"open": false`: the field's words right
//!   after a copula, a word between at most, or its sense in another language's words with
//!   an ending of two characters at most, `Товар есть на складе`, `La tienda está abierta`;
//!   not denied, asked, supposed or a label, `Is it in stock?`, `If it is open, …`,
//!   `Hasil validasi formulir:`), or a sentence around a record of one number that names the record's thing,
//!   one of its texts as a language inflects it, and writes one other number within a factor
//!   of two of the record's, in any language (`Ana ima 27 godina i živi u Sarajevu.` beside
//!   `{"name": "Ana", "age": 25}`; not a year, not a count of children, not the same number
//!   rounded within 5%), or prose around it, within 400 bytes, that names as
//!   words another of the values a closed field of it may take (an `enum` of strings) and
//!   never the one it holds (`the application was rejected` beside `"status": "approved"` of
//!   `approved`, `rejected`, `pending`; `in progress` names `in_progress`; a one-word value
//!   of five letters or more as a language inflects it, an ending of two letters at most put
//!   on or taken off or its last letter another, not after a negation (`higher` names no
//!   `high`), `zaprt` names `zaprto`, `chiusa` names
//!   `chiuso`, `ningún elemento positivo` names nothing; a value of fewer
//!   than three letters is never taken as named; a block-quote line is another's words; a
//!   value written in capitals, a code, only in a sentence that names the field too and not
//!   after a negation, `so the currency code is AED` beside `"SAR"`, not `converted from
//!   EUR`; a value after a word that offers or sets aside an alternative in its sentence is
//!   not stated, `could`, `rather than`, `not`, nor one after a negation in its clause, so
//!   `pending rather than approved` beside `"approved"` names `pending` and not the value
//!   held, `approved, not pending` keeps it and `Nothing was cancelled` names nothing, while
//!   `This is not urgent at all: its priority is low` names `low`, a clause of its own; a
//!   sentence that opens with a condition holds it in every clause, and a value an example
//!   leads to in its clause is not stated, `an example of a low priority ticket would be…`;
//!   a value is named too by its words in about 110 other languages, for 68 senses schemas
//!   use most (sentiment, priority, status, availability, payment, delivery, colours,
//!   sizes, …): `sa priorité est basse` names `low`, `Ο λογαριασμός είναι ανενεργός`
//!   `inactive`, `નકારાત્મક` `negative`; a stem takes an ending of four
//!   characters at most, a form shorter than four letters is a whole word, a form of a script
//!   without spaces may stand inside a word but not after a negation glued to it, `并不较高`;
//!   a form that says two near senses, `aprobado` for approved and passed, names neither
//!   against the other; a form that is an English word of another meaning, `gift`, is none);
//!   or
//!   when a sentence there enumerates one of its lists of texts with one more, between commas
//!   and conjunctions, the names in order and the one more right after them or right before
//!   them, of three words at most and capitalized as they are (`As cidades son Vigo, Ourense
//!   e Lugo.` beside `["Vigo", "Ourense"]`; after the names, capitalized ones, the one more
//!   may open the rest of the sentence, `Samarqand, Buxoro va Xiva shaharlariga … qatnaydi`;
//!   the words for `and` that a string's items leave out join names here, `va`, `ha`, `a`,
//!   `agus`; not `…, in Spain`, nor `Sure, Vigo and Ourense`).
//!   A record that gives
//!   every one of its fields (none null
//!   or empty) is contradicted, too, by prose within 400 bytes of it that says a value is not
//!   given or cannot be known (`the birth year is not mentioned anywhere`, `its role isn't
//!   given`, `the review didn't come through`, `doesn't appear in the log`, `I have no way of
//!   knowing`, `알 수 없습니다`, `the document contains no data on it`, `nie ma danych`,
//!   `just a guess`, `my best guess`, `моё предположение`, `推测`, `não é mencionado`, `framgår inte`, `не указан`, `没有提到`,
//!   `I couldn't find the year`, `not found`, `doesn't include`, `I used USD as a default`,
//!   `made-up`, `pas trouvé`, `nicht gefunden`, `no encontré`, `找不到`, `見つかりません`,
//!   that the writer has no access to the real data or does not know it, `I do not have
//!   access to the customer data`, `não tenho os dados reais`, `keinen Zugriff`, `没有真实信息`,
//!   or has no information on it, in about 150 languages (`e leai sa'u faamatalaga`, `amuma
//!   xibaar`, `миэхэ информация суох`; words that call a value fictional or a placeholder are
//!   left to the example cues, as they label examples beside real answers), …; or that the reply could not confirm it or made it up: `unconfirmed`, `I haven't been
//!   able to confirm that`, `I couldn't verify it`, `I made one up`, `I made this one up`, `nicht bestätigt`, `未確認`,
//!   `확인되지 않`, …, said of the value, not of something else: `I can't verify who sent
//!   this email` leaves it; English's contractions read as the words they stand for; not a
//!   sentence that names a field the schema does not ask for, by the last word of one of
//!   the record's keys after another, and none of its own: `Note that the invoice does not
//!   include a PO number.` beside `invoice_number` leaves it, `The invoice number is not
//!   mentioned.` does not), or that says there is none of a field it fills (`There is no
//!   invoice number on it.`, `no due date`: its name's words after `no`): the reply made
//!   one up; with that field null the record is what it should write (`could not be found`,
//!   `unable to locate`: a negation past a passive's auxiliary counts). An empty record or
//!   list (`{}`, `[]`) beside such prose that also apologizes (`Sorry, the report you asked
//!   for could not be found.` over `{}`, `Lo siento, no encontré el informe.`) gives nothing,
//!   not an empty value; without the apology the empty value is the answer the reply gives
//!   (`I couldn't find any contact details, so the result is an empty object: {}`). A
//!   value named in prose (`The age is 45.`, `Priority: high`) is, beside such words (`The age
//!   is 45, but that is just a guess.`).
//!   Code, a quotation, a value taken back or doubted, a contradicted value and an example are never
//!   chosen over a value that is none of these, and never returned on their own: a reply
//!   whose only values are such is refused ([`ErrorKind::NoValue`], its feedback saying
//!   which; [`ErrorKind::Ambiguous`] for a contradicted value). A value written inside
//!   another written value that fits is a part of it, never the answer alone. The same
//!   record written twice with different values, flat and again under a key the object does
//!   not declare (`{"city": "Oslo", "result": {"city": "Lima"}}`), is
//!   [`ErrorKind::Ambiguous`]: dropping the key would choose one silently.
//! - *Refusals.* A reply with no value at all whose prose declines the task at its start or
//!   end, stating an inability (`I'm sorry, but I can't…`, `je ne peux pas`, `no puedo`,
//!   `申し訳ありませんが、お答えできません`, `E kala mai, ʻaʻole hiki iaʻu`, `Miala tsiny fa tsy
//!   afaka … aho`, in about 150 languages), is [`ErrorKind::Refusal`], which [`Attempts`]
//!   does not ask again; an apology alone is none (`Bocsánat, elírtam`: sorry, I mistyped).
//!   So is a reply whose value gives nothing (`{}`, every field null, `[]`), before or after
//!   such prose (`Sorry, I can't help with this request.` then `{}`): the model declined,
//!   it did not answer that there is nothing; beside prose that only finds nothing (`The
//!   text names no person.`) the empty value is the answer. A string
//!   value that is the model declining is no value, as a placeholder is: it opens with an
//!   apology or an inability (its first word, or within three after the first person: `I'm
//!   sorry`), or, a sentence, ends with an apology (`Bu bilgiyi veremem, üzgünüm.`), and
//!   states an inability, with an apology or, in English, with the task (`Sorry, I can't provide that`, `Ich kann
//!   diese Frage leider nicht beantworten`, `I can't help with that request`). As a string
//!   target's whole reply it is a refusal; in a field, refused, or null where null is
//!   allowed. A sentence that only apologizes or only cannot (`Sorry for the late reply`, `I
//!   can't make it on Friday.`) is text. The tables, apologies and inabilities in about a
//!   hundred languages, are in `engine/find/declining.rs`. A value named in prose, not
//!   written as one, in a clause that declines, says what is asked is unknown (a no-value
//!   word of five letters or more, or two without spaces), or says the data is too little
//!   (`Sorry, I can't give this number for 2025.`, `Die Einwohnerzahl für 2019 ist
//!   unbekannt.`, `2019年の人口は不明です。`) names something else and is never returned; a
//!   clause set against that one by `but` and its kin in about eighty languages names its
//!   own (`I can't give the phone number, but the count is 12` gives 12).
//! - *Ambiguity.* Two different complete values that fit, written in separate places (fences,
//!   JSON in prose) or side by side in one place (`"low" "high"`), are refused
//!   ([`ErrorKind::Ambiguous`], with both in
//!   [`ConvertError::candidates`]) unless an answer cue marks one (the last such wins, since a
//!   correction follows what it corrects; a label heads every value right after it with
//!   nothing but space or fence lines between, so `Answer:` over two different records
//!   settles neither; and it settles only what is written before it: a different record
//!   after it with no cue of its own, `Result: {…}` then `In short — {…}`, is a second
//!   answer), and even then when one is offered as an alternative
//!   the reply does not settle (`{…} or maybe {…}`, `ou peut-être`, `oder vielleicht`, `o
//!   quizás`, `或者是`, …). The same value written twice is one answer. The answer's record
//!   written again nested under a key of another value (through objects, not lists), with
//!   its fields and no others and another value for one of them (`{"persona": {"edat":
//!   34, …}}` then, flat, `{"edat": 43, …}`), is a second statement of it: refused as
//!   ambiguous, unless that value is an example or otherwise no answer. Where a
//!   list is wanted, values in prose are collected into it unless a cue sets one apart; for
//!   the schema `true`, several values are one answer in parts. A value beside others so
//!   collected is never the whole list alone (wrapped into a list of one): when the list
//!   does not fit, the error names the item that does not; beside a list written apart
//!   from it (`{"t": "a"} [{"t": "b"}]`), it is that list's rival. Of a place holding more than 48
//!   values, the first 48 are tried one by one, and the rest only as parts of a list.
//! - *Fit, not words.* Valid JSON that fits the schema exactly is the answer, whatever words
//!   its values are (`{"query": "list"}`, `{"kind": "string"}`). An echo of the schema
//!   (`{"type": ..., "properties": ...}`) or a template of type names (`{"age": "integer"}`)
//!   is refused because it does not fit. The schema's outline with the values written where
//!   the property schemas stood (`{"type": "object", "properties": {"age": 42}}`, or
//!   `{"type": "array", "items": [...]}`) is read as those values, reported as
//!   [`RepairKind::WrapperUnwrapped`], unless a value under `properties` is itself a schema.
//!
//! **Light formats.** `key: value` lines (split on the first `: `; indented blocks, `- item`
//! lists, a key with nothing after it and a list's items below it at its own indentation in a
//! record of more fields, `tags:` then `- travel` or `* travel` (a lone one is a lead-in and
//! its list, `Some of the guests:`), `key: |` block text and `key[2]: a,b` rows; a key in emphasis is a key,
//! `**Runtime:** 108`; a config file's `key = value` and `KEY=value` lines, TOML, INI, `.env`,
//! properties, with `[section]` headers and `#` or `;` comments, are the record they set, read
//! flat and under its name where one section holds them all; a key set twice, or two blocks
//! with prose between, name no record; comparisons, `==`, `>=`, are no assignments; a `#`
//! after a space, with a space or the line's end after it or two spaces before it, begins a
//! comment after a value in these lines and in `key: value` lines, outside quotes (`name:
//! Galatasaray  # club name` is `Galatasaray`; `Issue #42`, `C#` keep theirs); a markdown list of `key: value` items,
//! each its own field, `- guest: Amara` or `- **Nights:** 3`, is one record, with prose after
//! it or of one item; the lines are a place of their own, so the prose after them is read as
//! any value's is, `Email: … I take that back.` refused, and a line keyed by a correction,
//! `Correction: …`, ends the record), XML-style `<key>value</key>` (entities
//! decoded, repeated or `<item>` children as lists, `<entry><key>…<value>…` as maps; a root
//! element never closed wraps nothing, `<phone> – not given`; an element whose name says
//! what it holds is read as prose before a value is, `<example>`, `<draft_reply>`,
//! `<previous_answer>` holding no answer, and for a JSON value written inside one too; a
//! document type declaration is refused, as it can define entity bombs), markdown lists (`-`,
//! `*`, `•`, `+`, `1.`, `1)` bullets; the prose that leads into them read as any value's
//! prose is: see *Lists as written*; an item's examples in parentheses at its end are an
//! aside, `Fruits (e.g. apple, mango)` is `Fruits`, other parentheses stay), markdown tables
//! (a header row, a delimiter row `|---|:--:|` and rows of as many cells; emphasis and code
//! marks around a cell taken off, an empty cell null: the rows are the records of a list,
//! one row is a record, and a table of two columns whose first names a field on each row,
//! `| Field | Value |`, is a record; a table of several rows is never one record, and a
//! table with a row of another number of cells is no table, as which cell is whose is not
//! certain; the prose around a table is read as any value's is), comma-separated values
//! (double quotes group commas; a
//! label before them, `Dependencies: serde, tokio`, leads into them; refused when an item
//! reads as a sentence, holds a label, or names several items: `red, green and blue` may be
//! two items or three).
//!
//! **Unfinished records.** A written value with a comment that says a value in it is not
//! final (`"timeout": 0, // TODO: take this from the SLA`, `# FIXME`, `/* placeholder */`,
//! `// à compléter`, `// 待定`; on its own line, after a member, or after a value and a space)
//! is a template, never returned on its own, as an example is.
//!
//! **Placeholders.** A string that stands where a value belongs is no value, even where it
//! validates: a stand-in for nothing (`N/A`, `none`, `null`, `unknown`, `TBD`, `—`, `...`,
//! `?`, `not specified`, `not stated`, `withheld`, `redacted`, `I don't know`, `no idea`, …, and
//! the same words in other languages and scripts: `unbekannt`, `Keine Angabe`, `inconnu`,
//! `desconocido`, `não informado`, `onbekend`, `brak danych`, `неизвестно`, `bilinmiyor`,
//! `tidak diketahui`, `不明`, `未知`, `なし`, `알 수 없음`, `غير معروف`, `अज्ञात`, …; an unquoted word in brackets, `[REDACTED]`; a promise to supply it later, `I'll confirm with him tomorrow`, `to be confirmed`, `à confirmer`; a slot still to be filled in, `to be completed`, `à compléter`, `zu ergänzen`, `待填写`; one still to be decided, `to be determined`, `nog te bepalen`, `por definir`, `noch offen`, `ఇంకా నిర్ణయించలేదు`; `N/D`, `n.d.`; none, `tiada`, `ma jiro`; and any value of four words at most that opens with a negation and ends with a word of being given, known or to be had, `net bekannt`, `níl ar fáil`, `не указано`, `nie podano`, `chưa biết`, or ends with that word and a negation after it, `belli değil`; not one that goes on past the word, `Not available in blue`), a type's name (`string`, `integer`, `number`, `boolean`, …; not
//! under a property that names a type: `{"kind": "string"}` is data), a template's slot
//! (`<city>`, `{email}`, `{{name}}`, `[NAME]`, a program's interpolation `${USER_ID}`,
//! `#{name}`; markup such as `<b>` is content), a slot
//! written out (`your city here`) or as an identifier (capitals, digits and `_`, opened by
//! `YOUR`, `MY`, `INSERT`, `REPLACE`, `ENTER`, `ADD` or `PUT` or closed by `HERE` or `ME`:
//! `YOUR_API_KEY`, `INSERT_NAME_HERE`, `REPLACE_ME`) or as one word opened by `your` and a
//! separator or what goes there (`your-email@example.com`, `your_company`; not `Yourtown`),
//! filler text (`Lorem ipsum …`), a form's blank (eight zeros or more, with separators and a
//! country's letters at most: `DE00 0000 0000 0000 0000 00`; or a line to write on, three
//! underscores or more anywhere in the value: `____`, `INV-____`, `[____]`), characters that could not be
//! read (`A7-???-204`), a value struck through (`~~Thursday~~`, never an enum value spelled
//! loosely; struck text in prose, `<del>…</del>`, `<s>…</s>` too, and the same value named
//! again elsewhere in the reply, are taken back) or a mask (at least three of
//! `X`, `x`, `#`, `*`, blocks or bullets (`█`, `•`) and only
//! separators besides: `XXX-XXX-XXXX`, `##/##/####`, `xxx@xxx.xx`, `███-██-████`; or hidden
//! in part, as many characters hidden as shown, at least four, three in a row: `FR76 XXXX
//! XXXX`, `**** **** 4242`, `+7 XXX XXX-XX-XX`; or an address whose whole name is hidden: `xxx@example.com`,
//! `****@gmail.com`) or a format's template (parts of a date or a time, each one letter
//! repeated, between separators: `YYYY-MM-DD`, `jj/mm/aaaa`, `TT.MM.JJJJ`, `HH:MM`; not
//! for a property that is a format, `date_format`), also with a remark on
//! it after a dash, a semicolon or in closing parentheses (`N/A — the label hasn't been
//! printed yet`, `xxx-xxx-xxxx (not provided)`; a real value keeps its remark); a value with
//! a remark set apart in parentheses, full-width ones too, that calls it an example or asks
//! for the real one (`홍길동 (예시)`, `Kyoto（请替换为实际号码）`); the circles CJK forms write
//! for a name (`〇〇 〇〇`); a string target's one line that only labels a stand-in (`Ad:
//! [adınız]`, `Emri i klientit: {{emri}}`). An unquoted
//! word in brackets where a string is wanted is a slot (`name: [NAME]`), never a list of one
//! unwrapped. A record the schema declares whose every field is empty (`""`, `0`, `false`, `null`, `[]`), an
//! empty string among them, is a **blank form** (`{"invoice_id": "", "amount": 0,
//! "currency": ""}`): no answer, valid JSON or not ([`ErrorKind::NoValue`], "the record filled
//! in"). Where null is allowed it becomes `null`
//! ([`RepairKind::PlaceholderNulled`]: `phone: none` in `key: value` lines, `"None"`); where a
//! value is required it is refused ([`ErrorKind::Mismatch`], "a real value, not a
//! placeholder"). serde's fast path for valid JSON never reads one either. A string cut short
//! and closed with an ellipsis (`Mountain Vi...`, `extend the…`, `name@...`: a word or an
//! address broken off, after a space or an `@` in it) is no value either, null allowed or not
//! ("the whole value, not one cut short"); `Loading...` and `Wait... what` are text.
//!
//! **Lists as written.** A list that says it goes on without some of its items (`[1, 2,
//! ...]`, `["a", "b", "etc."]`, a bare item in any script, `["a", "b", и т. д.]`, `[…,
//! 等等]`, never joined to the item before it, `a, b, and 3 more`, or in the last words of
//! its last item, `["Rīga", "Liepāja u.c."]`, `["a", "c and so on"]`, or in its first words,
//! whatever qualifies them, `- and others to taste`, `"etc. as needed"`, or in a sentence
//! before or after it that names its items and then says there are more, `The cities are
//! Sofia, Plovdiv and 5 more`, or in the prose right after it: `["a",
//! "b"] and so on`, `, etc.`, `und so weiter`, `等等`, `…and 12 more files in the folder`, in
//! about 130 languages and after the marks of their scripts, `، وغيرها`, `आदि।`, `dan
//! lain-lain`, `ฯลฯ`, `og mörg fleiri`, or before a dash, `— and so on; the rest is attached`; or
//! a sentence after it that counts more of what it holds, named by its field: a count and a
//! word of more side by side, then the field's name within three words (`There were also two
//! other winners whose names are not in the document.` after `"winners": […]`; not `They
//! were chosen from two other rounds.`); or a count of
//! the items it does not show, on its line, in any language: a plus sign and a count,
//! alone or before words, `(+3)`, `+ 5 autres`, `(+ 3 eará)` (not a number that goes on,
//! `+33 1 23 45 67`), or a count after a word of what is besides, `외 2개`, `他3件`,
//! `另外3个`, or in the first clause after it, in its first four words, a word of more
//! and a count two words from it or less, in digits or in words from two, `…and three more
//! whose names I don't remember`, `і ще троє`, `und 3 weitere`, `y tres más`, `ve üç tane
//! daha` (not `And one more thing:`) (however the reply is read: a reading of the whole reply that drops the count
//! as text after the record goes with the record it reads); an abbreviation
//! that is also a code elsewhere only with its dot, `dll.`, `itd.`, never `DLL`; in a
//! comment among its items, `// ... 40 more rows omitted`; or before it, `not limited to:`,
//! `among others:`, `unter anderem:`, or in the line that leads into it, which counts part of
//! a whole, `Showing 5 of 23 results:`, `5 von 23`, `5 из 23`, `the first 5 of the 27 SKUs`,
//! `5 out of 27`, `les 5 premiers des 27`, `5 de los 27`, or counts its items otherwise,
//! `The three items are:` before two, `Les 4 articles :` before three (a number in digits or
//! English words before a word, none of the line's numbers the list's length), or ends its
//! own items with an elision, `PDF, DOCX, ODT, etc.`, `plums etc.`, `plommon m.m.`,
//! `и т.д.`, in a JSON array, a comma line or markdown items followed by `and so on.` or a
//! line of `...` (whatever follows it), or calls it a part of the items,
//! `some of which are:`, `Dependencies (partial):`, `a few of`, `non-exhaustive`, `einige
//! der`, `algunos de`, `некоторые из`, `一部`; or a sentence after it about the items it does not show,
//! `The remaining 18 follow the same pattern`, `the rest of the folder`, `les autres`,
//! `остальные`, `其余`) is refused, never shortened (a quoted
//! `"..."` in a free value is data). Where a list of strings is wanted, one string that names
//! several items (`"Paris and Rome"`, `"rouge et bleu"`, `"sól i pieprz"`, `"آرد و شکر"`,
//! joined by a word of `and` or `or` in about 80 languages; `"1) red 2) blue"`, items joined by
//! commas of any script, `,` `،` `、` `，`, items on lines of their own) is refused, never read as one item; semicolons split
//! it (`;` `؛` `；`: a line of values parted by semicolons and no comma is that many items, `a@x.fo;
//! b@x.fo`; free text parted by semicolons that holds commas, `Smith, John; Doe, Jane`, reads
//! two ways and is refused), and so do lines each opened by the same bullet or by their numbers in order
//! (`"- flour\n- sugar"`, `"1. red\n2. blue"`); `a, b, and c` in prose is three items,
//! `a, b and c` none (`burger, fish and chips`). Digits parted by commas with no space, where
//! numbers are wanted, are a list only where no comma may be a number's own mark: where
//! the items may be fractions and no decimal point shows the writer's mark (`"1,5,2,3"`:
//! four numbers or two), or where every part after the first has three digits (`"1,234"`),
//! the string is refused; `"1, 5, 2, 3"`, `"1.5,2.3"` and whole numbers' `"1,5,2,3"` are lists.
//!
//! **Cut off or not.** A value never closed, followed to the end of the reply by prose (the
//! model's closing remark: `{"a": 1\n\nHope this helps!`, `[…] That's all.`, `希望这对你有帮助。`),
//! was not cut off: it converts with its closers repaired, or is refused as
//! [`ErrorKind::Mismatch`], never as [`ErrorKind::Truncated`]. A reply the provider stopped at
//! its token limit (`finish_reason: "length"`, `stop_reason: "max_tokens"`) is
//! [`ErrorKind::Truncated`] however complete its text looks.
//!
//! **Strings.** A string target takes the whole reply, trimmed, unless the reply is a single
//! JSON string literal, which is decoded, or one quotation in other marks, which gives what
//! it quotes (`«Kota Kinabalu»`, `「北京市」`). A reply, or a label's text, that opens a
//! quotation and never closes it was cut off inside it (`"Ürümqi ci`, `Answer: «Lyo`): no
//! value ([`ErrorKind::Truncated`] where the whole reply is that quotation). A label of the answer is no part of it: after one
//! that opens the reply or stands on its last line below reasoning, the value is the rest of
//! the label's line (`Answer: Chennai`, `**Ответ: Москва**`), what quotation marks there
//! hold (`Freagairt: "Inbhir Nis". Tha mi cinnteach às.`), or, where the line ends with the
//! label, the text below it up to the next label ([`RepairKind::FoundInProse`]); the prose
//! after it is read as after any value (a correction takes it back). Two lines so labelled,
//! or a reply that opens with a label that makes its text no answer (`Example answer:
//! Paris`, `You wrote: …`), give no value; so does a reply that names the label's word again
//! before another value in quotation marks (`A válasz: "Debrecen". Bocsánat, elírtam – a
//! helyes válasz "Szeged".`): it answers twice. Prose without such a label that marks a part of
//! itself apart (a span in quotation marks of any language, in bold, struck through or in
//! inline code, a block quote) is prose around a value or around quoted words, never the string as a
//! whole (`Fortasse "Roma", sed certe nescio.` gives no value); text that writes JSON
//! outside inline code is taken as it is (braces in inline code are the code's: ``郵便番号は
//! 正規表現 `^\d{3}-\d{4}$` で検証できます。`` gives no value).
//! For a string with a `format` (`date`, `date-time`, `time`, `uuid`, `email`), a lone value
//! of that format named in prose is the answer, like a lone enum value (`The meeting is on
//! 2025-03-03.`, `日付は2025-03-03`,
//! [`RepairKind::FoundInProse`]); two different ones are none, and one the prose gives as an
//! example, quotes or denies is passed over. `format` `date-time`, `date`, `time`, `uuid` and
//! `email`, and `pattern`, are checked; a date is a day of the calendar (`2025-02-30` and
//! `2025-02-29` are none; `2024-02-29` is). A day of the week named before a date must be
//! its own, in every language whose months are read (`mercredi 10 mars 2025`, a Monday, says
//! two days: refused; `w środę, 6 czerwca 2025`, `в среду`: a name of five letters or more
//! in another case, its last letter changed, is that day), and so must one named right after
//! it (`15 Nisan 2025 Pazar günü`, `March 3, 2025 (Monday)`, `2025년 1월 1일 목요일에`,
//! `2025年1月1日星期四`: a particle, or in a script without spaces the sentence, may run on
//! after the name). A date its sentence counts days from (`placed on 10 May 2025
//! and ships three days later`, `2 semanas después`, `due in three days`, `dans 3 jours`) is
//! the anchor of a day the text does not write: refused. So is a date the reply says is
//! today (`Today is 10 March 2025`, `Heute ist der 3. März 2025`, `今天是2025年3月10日`,
//! `Сегодня …`, CLDR's word for today in every locale) when what follows names a day from it
//! (`The parcel arrives tomorrow.`, `übermorgen`, `amanhã`, `après-demain`, `后天`, `모레`,
//! `in two days`, CLDR's days and weekdays named from today: `в следующую пятницу`,
//! `w przyszły piątek`). These hold however the date is
//! written, ISO's own form included (`Tuesday, 2025-03-10`).
//!
//! A **date as people write it**, where a `date` is asked for, in a string or named alone in
//! prose, is its ISO form ([`RepairKind::DateTimeRewritten`]) when it reads one way: the month
//! named (`March 4, 2025`, `4 March 2025`, `4. März 2025`, `5 de marzo de 2026`, `Mar 4th,
//! 2025`), by its abbreviation in English, French, German, Spanish, Portuguese, Italian or
//! Dutch and by its full name in every locale of CLDR (`14 августа 2025`, `14 Ağustos 2025`,
//! `14 ஆகஸ்ட் 2025`; not a name of Latin script shorter than four letters, a word of other
//! languages too: `maj`, `Mei`; generated by `structout/tools/cldr_calendar.py`), a year
//! past 2400 beside a Thai or Lao month's name of the Buddhist era (`15 สิงหาคม 2568` is
//! 2025-08-15); the year first
//! (`2025/04/13`, `2025年4月3日`, `2025년 12월 3일`); dots (`31.12.2025`, day first wherever
//! dots are written); or a day past 12 that leaves the other number the month (`13/04/2025`,
//! `04/13/2025`). `04/03/2025` (April 3 to one reader, 4 March to another) reads two ways and
//! is refused, in a string or in prose. A date, a time or another formatted value named in
//! prose under an estimate, a hedge or a condition, as a number so named, states nothing
//! (`it would arrive around 2025-05-19`, `vers le 19 mai`, `alrededor del 19 de mayo`,
//! `probably on …`, `If it ships tomorrow, it arrives on …`: refused), and a record's
//! date that the prose beside it names by its month under a hedge is the reply's guess
//! (`Mungkin paketnya tiba tanggal 5 Juni` or `I'd guess June 5` beside `{"delivery_date":
//! "2025-06-05"}`: refused; the hedge may also follow the day in its sentence, as languages
//! that put the verb last write it: `நிகழ்ச்சி ஆகஸ்ட் 14 அன்று இருக்கலாம்`, `am 14. August,
//! glaube ich`), as is a record's day of the week that the prose names in any
//! language under a hedge (`La reunión será seguramente el martes` beside `day: tuesday`;
//! a record written as `key: value` lines is read against the prose beside it as JSON is,
//! and a hedge set off by commas hedges the clause after it: `Встреча, вероятно, в
//! пятницу`). The rules are in `engine/find/calendar.rs`. Where a
//! 24-hour `HH:MM` is asked for (a `pattern` that takes `00:00` to `23:59` and nothing
//! looser, or one that also takes `24:00`, `^\d{2}:\d{2}$`, for a field whose name says it
//! holds a time of day: `pickup_time`, `starts_at`, `hour`; never a `lap` or a `duration`),
//! a **time of day** written so that it reads one way is that `HH:MM` (`3 pm`,
//! `3:30 p.m.`, `15h30`, `15 Uhr`, `下午3点` → `15:00`, `15:30`), in a string or named alone in
//! prose; `3:00` (three in the morning or the afternoon) and a time with seconds past its
//! minute are refused (`engine/find/clock.rs`). For a field whose name says it holds UTC
//! (`start_time_utc`, `startUtc`), a time named in prose with another zone is that time in
//! UTC where the zone has one offset (`15:30 Uhr MEZ` → `14:30`, `10:00 (UTC+05:30)` →
//! `04:30`, `北京时间15:30` → `07:30`) and is refused where it has not (`9:00 Pacific time`,
//! `ET`, `IST`, `local time`, `heure de Paris`); a field that names no zone takes the time
//! as written.
//!
//! **Schema constraints.** Every value returned validates against these keywords, checked on
//! the value after coercion (`"500"` becomes `500`, then meets `maximum`); a value that breaks
//! one does not fit, so the constraint decides between candidates, and is refused
//! ([`ErrorKind::Mismatch`] at its path, `expected` saying the bound: "an integer from 1 to
//! 100") — never clamped, rounded or cut: `minimum`, `maximum`, `exclusiveMinimum`,
//! `exclusiveMaximum` (draft 2020-12 numbers, and draft 4 booleans beside
//! `minimum`/`maximum`), compared exactly across integers and floats; `multipleOf`, dividing
//! the numbers as their decimal text reads (`0.3` is a multiple of `0.1`); the integer
//! `format`s schemars emits (`int8`, `int16`, `int32`, `int64`, `int128`, `int`, `uint8`,
//! `uint16`, `uint32`, `uint64`, `uint128`, `uint`), so `99999999999` for an `i32` field is
//! refused with the limit named; `minLength`, `maxLength` (in Unicode code points),
//! `pattern`, string `format`s above; `minItems`, `maxItems`, `uniqueItems` (JSON equality,
//! numbers by value: `1` and `1.0` are the same); `const` and `enum` (a listed value that the
//! schema's `type` or other keywords refuse is never returned); `type`, `required`,
//! `additionalProperties: false` (extra keys are dropped); `oneOf`'s "exactly one" (a value
//! that is an instance of two variants is refused as [`ErrorKind::Ambiguous`]). Without `type`, numeric keywords
//! make the schema a number, string keywords a string, array keywords an array. **Not
//! asserted** (ignored): `not`, `if`/`then`/`else`, `dependentRequired`, `dependentSchemas`,
//! `contains`, `minContains`, `maxContains`, `minProperties`, `maxProperties`,
//! `propertyNames`, `unevaluatedProperties`, `unevaluatedItems`, keywords beside
//! `anyOf`/`oneOf`/`$ref`, a keyword repeated in several
//! `allOf` parts (the first is kept), and other `format`s (`float`
//! and `double` need no check; `ipv4`, `uri` and the like are not checked).
//!
//! **Limits.** Nesting deeper than [`ConvertOptions::max_depth`] (default 128) is refused
//! ([`ErrorKind::TooDeep`]). Every stage is linear in the length of the reply, whatever it
//! contains; coercion is at most linear in the reply's values times the schema's nodes,
//! recursive unions included: the fit of each part of the reply against each schema node is
//! worked out at most twice, however many unions above it try it, and a part read as a value
//! of itself (a lone value as a one-item list of such values) is a cycle, not a fit. A
//! ceiling no bug can pass stands behind it: 32 steps per pair of a value in the reply and a
//! node of the schema; a conversion that reaches it stops with [`ErrorKind::WorkLimit`]
//! (report it: no reply and no schema should). `oneOf` counts the variants a value is an
//! instance of as JSON Schema reads them (`38.0` is an integer; an open object takes keys it
//! does not name), each value checked once against each node.
//!
//! **Numbers** read as the `f64` their text names, through every entry point (serde's fast
//! path included: serde_json's `float_roundtrip` is on), so `0.9999999999999999` stays below
//! 1 and the streaming parser's last snapshot is what `finish` returns.

#![warn(missing_docs)]

mod attempts;
pub mod batch;
mod convert;
mod data;
mod derived;
mod engine;
mod error;
pub mod format;
mod grammar;
mod native;
mod report;
mod schema;
mod stream;
mod tools;

/// Support for generated code; not public API.
#[doc(hidden)]
pub use derived::private as __private;

pub use attempts::{Attempt, AttemptError, Attempts, Message, Outcome, Role};
pub use convert::Converter;
pub use data::{
    convert, convert_strict, convert_with, convert_with_report, converter, format, format_as,
    grammar, response_format, schema,
};
pub use derived::StructuredOutput;
pub use derived::part::Part;
pub use derived::stream::TypedPartialParser;
pub use derived::tools::Tools;
pub use engine::ConvertOptions;
pub use error::{Candidate, ConvertError, ErrorKind, Origin};
pub use format::FormatStyle;
pub use grammar::Grammar;
pub use native::{Provider, SchemaError};
pub use report::{Converted, Repair, RepairKind};
pub use stream::PartialParser;
pub use structout_derive::StructuredOutput;
pub use tools::{
    PartialToolCall, ToolCall, ToolCallAccumulator, ToolDefinition, ToolSet, ToolStep,
    ToolStepParser,
};
