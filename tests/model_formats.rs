//! The call formats open models are trained on, as prompt styles: `ToolSet::grammar(style)`
//! run by real engines (llguidance on the Lark text, with the formats' special tokens in its
//! vocabulary; schoolmarm, a port of llama.cpp's engine, on the GBNF text), and every reply
//! the grammar allows read back by `ToolSet::convert` as calls whose arguments fit their
//! tool (checked by the `jsonschema` crate) or as the answer.

mod common;

use common::{Rng, gbnf_accepts};
use llguidance::api::TopLevelGrammar;
use llguidance::toktrie::{ApproximateTokEnv, TokEnv, TokRxInfo, TokTrie};
use llguidance::{Matcher, ParserFactory};
use serde_json::{Value, json};
use std::sync::{Arc, OnceLock};
use structout::{FormatStyle, Grammar, ToolCall, ToolDefinition, ToolSet, ToolStep};

/// The markers that the formats' tokenizers hold as special tokens (Harmony's, Kimi K2's,
/// Gemma 4's, FunctionGemma's, Command R's, Liquid's).
const SPECIALS: [&str; 29] = [
    "<|channel|>",
    "<|message|>",
    "<|constrain|>",
    "<|call|>",
    "<|end|>",
    "<|start|>",
    "<|return|>",
    "<|tool_calls_section_begin|>",
    "<|tool_calls_section_end|>",
    "<|tool_call_begin|>",
    "<|tool_call_argument_begin|>",
    "<|tool_call_end|>",
    "<|tool_call>",
    "<tool_call|>",
    "<|\"|>",
    "<start_function_call>",
    "<end_function_call>",
    "<escape>",
    "<|START_ACTION|>",
    "<|END_ACTION|>",
    "<|START_RESPONSE|>",
    "<|END_RESPONSE|>",
    "<|message_model|>",
    "<|content_invoke_tool_json|>",
    "<|content_text|>",
    "<|end_message|>",
    "<|content_model_end_sampling|>",
    "<|tool_call_start|>",
    "<|tool_call_end|>",
];

const STYLES: [FormatStyle; 22] = [
    FormatStyle::Hermes,
    FormatStyle::Qwen3Coder,
    FormatStyle::Llama3Json,
    FormatStyle::Pythonic,
    FormatStyle::Mistral,
    FormatStyle::DeepSeekV3,
    FormatStyle::DeepSeekV31,
    FormatStyle::Glm,
    FormatStyle::KimiK2,
    FormatStyle::MiniMaxM2,
    FormatStyle::Harmony,
    FormatStyle::DeepSeekV32,
    FormatStyle::DeepSeekV4,
    FormatStyle::Step3,
    FormatStyle::Gemma4,
    FormatStyle::FunctionGemma,
    FormatStyle::CommandR,
    FormatStyle::Liquid,
    FormatStyle::Hunyuan,
    FormatStyle::Olmo3,
    FormatStyle::Inkling,
    FormatStyle::Functionary,
];

/// A vocabulary of one token per byte, the special tokens, and an end-of-sequence token.
fn engine() -> &'static (TokEnv, ParserFactory) {
    static ENGINE: OnceLock<(TokEnv, ParserFactory)> = OnceLock::new();
    ENGINE.get_or_init(|| {
        let mut words: Vec<Vec<u8>> = (0..=255u8).map(|b| vec![b]).collect();
        for special in SPECIALS.iter().chain(&["<|eos|>"]) {
            let mut word = vec![0xFF];
            word.extend_from_slice(special.as_bytes());
            words.push(word);
        }
        let info = TokRxInfo {
            vocab_size: words.len() as u32,
            tok_eos: words.len() as u32 - 1,
            tok_bos: None,
            tok_pad: None,
            tok_unk: None,
            tok_end_of_turn: None,
        };
        let env: TokEnv = Arc::new(ApproximateTokEnv::new(TokTrie::from(&info, &words)));
        let mut factory = ParserFactory::new_simple(&env).expect("a parser factory");
        factory.set_stderr_log_level(0);
        (env, factory)
    })
}

/// The tokens of `text`: each special marker as its token, every other byte as its own.
fn tokenize(text: &str) -> Vec<u32> {
    let mut out = Vec::new();
    let mut rest = text.as_bytes();
    'outer: while let Some(&first) = rest.first() {
        for (n, special) in SPECIALS.iter().enumerate() {
            if let Some(after) = rest.strip_prefix(special.as_bytes()) {
                out.push(256 + n as u32);
                rest = after;
                continue 'outer;
            }
        }
        out.push(u32::from(first));
        rest = &rest[1..];
    }
    out
}

fn matcher(lark: &str) -> Matcher {
    let (_, factory) = engine();
    let matcher = Matcher::new(factory.create_parser(TopLevelGrammar::from_lark(lark.to_owned())));
    assert!(
        !matcher.is_error(),
        "llguidance refuses the grammar: {:?}\n{lark}",
        matcher.get_error()
    );
    matcher
}

fn lark_accepts(lark: &str, text: &str) -> bool {
    let mut matcher = matcher(lark);
    let tokens = tokenize(text);
    let consumed = matcher.try_consume_tokens(&tokens).unwrap_or(0);
    consumed == tokens.len() && matcher.is_accepting().unwrap_or(false)
}

/// Both engines accept `text`, or both refuse it; `true` when they accept.
fn accepts(grammar: &Grammar, text: &str) -> bool {
    let lark = lark_accepts(grammar.lark(), text);
    let gbnf = gbnf_accepts(grammar.gbnf(), text);
    assert_eq!(lark, gbnf, "llguidance and schoolmarm disagree on {text:?}");
    lark
}

/// A reply the grammar allows, written by walking llguidance's token masks at random
/// (printable ASCII, line breaks and special tokens preferred); `None` when the walk runs
/// past its bound.
fn generate(grammar: &Grammar, rng: &mut Rng) -> Option<String> {
    let (env, _) = engine();
    let eos = env.tok_trie().eos_token();
    let mut matcher = matcher(grammar.lark());
    let mut text: Vec<u8> = Vec::new();
    let done = |text: Vec<u8>| String::from_utf8(text).ok();
    for _ in 0..3000 {
        if matcher.is_accepting().unwrap_or(false) && rng.next(3) == 0 {
            return done(text);
        }
        let mask = matcher.compute_mask().ok()?;
        let allowed: Vec<u32> = mask.to_list().into_iter().filter(|&t| t != eos).collect();
        if allowed.is_empty() {
            return matcher
                .is_accepting()
                .unwrap_or(false)
                .then(|| done(text))?;
        }
        let preferred: Vec<u32> = allowed
            .iter()
            .copied()
            .filter(|&t| (32..127).contains(&t) || t == 10 || t >= 256)
            .collect();
        let pool = if preferred.is_empty() {
            &allowed
        } else {
            &preferred
        };
        // Markup and the characters that close values weigh more than letters, so that
        // walks write calls, not only answers, and values end.
        let weight = |t: u32| {
            if t >= 256 || b"<[{}]\"/>\n".contains(&(t as u8)) {
                40
            } else {
                1
            }
        };
        let total: usize = pool.iter().map(|&t| weight(t)).sum();
        let mut pick = rng.next(total);
        let mut token = pool[0];
        for &t in pool {
            if pick < weight(t) {
                token = t;
                break;
            }
            pick -= weight(t);
        }
        matcher.consume_token(token).ok()?;
        match token {
            0..=255 => text.push(token as u8),
            n => text.extend_from_slice(SPECIALS[(n - 256) as usize].as_bytes()),
        }
    }
    None
}

fn tools(style: FormatStyle) -> ToolSet {
    ToolSet::with_style(
        vec![
            ToolDefinition {
                name: "get_weather".into(),
                description: "The weather in a city.".into(),
                parameters: json!({
                    "type": "object",
                    "properties": {
                        "city": {"type": "string"},
                        "unit": {"enum": ["celsius", "fahrenheit"]},
                        "days": {"type": "integer"}
                    },
                    "required": ["city"]
                }),
            },
            ToolDefinition {
                name: "search".into(),
                description: "Search the web.".into(),
                parameters: json!({
                    "type": "object",
                    "properties": {
                        "query": {"type": "string"},
                        "filters": {
                            "type": "object",
                            "properties": {"lang": {"type": "string"}},
                            "required": ["lang"]
                        }
                    },
                    "required": ["query"]
                }),
            },
        ],
        style,
    )
    .unwrap()
}

/// `calls` as each family's chat template writes them (this test's own writer, from the
/// templates, not the library's).
fn write(style: FormatStyle, calls: &[(&str, Value)]) -> String {
    let text_of = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let pairs = |args: &Value| -> Vec<(String, String)> {
        args.as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), text_of(v)))
            .collect()
    };
    let each: Vec<String> = calls
        .iter()
        .enumerate()
        .map(|(i, (name, args))| match style {
            FormatStyle::Hermes => format!(
                "<tool_call>\n{}\n</tool_call>",
                json!({"name": name, "arguments": args})
            ),
            FormatStyle::Qwen3Coder => {
                let params: String = pairs(args)
                    .iter()
                    .map(|(k, v)| format!("<parameter={k}>\n{v}\n</parameter>\n"))
                    .collect();
                format!("<tool_call>\n<function={name}>\n{params}</function>\n</tool_call>")
            }
            FormatStyle::Llama3Json => json!({"name": name, "parameters": args}).to_string(),
            FormatStyle::Pythonic => {
                let params: Vec<String> = args
                    .as_object()
                    .unwrap()
                    .iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect();
                format!("{name}({})", params.join(", "))
            }
            FormatStyle::Mistral => format!("[TOOL_CALLS]{name}[ARGS]{args}"),
            FormatStyle::DeepSeekV3 => format!(
                "<｜tool▁call▁begin｜>function<｜tool▁sep｜>{name}\n```json\n{args}\n```<｜tool▁call▁end｜>"
            ),
            FormatStyle::DeepSeekV31 => {
                format!("<｜tool▁call▁begin｜>{name}<｜tool▁sep｜>{args}<｜tool▁call▁end｜>")
            }
            FormatStyle::Glm => {
                let params: String = pairs(args)
                    .iter()
                    .map(|(k, v)| format!("<arg_key>{k}</arg_key>\n<arg_value>{v}</arg_value>\n"))
                    .collect();
                format!("<tool_call>{name}\n{params}</tool_call>")
            }
            FormatStyle::KimiK2 => format!(
                "<|tool_call_begin|>functions.{name}:{i}<|tool_call_argument_begin|>{args}<|tool_call_end|>"
            ),
            FormatStyle::MiniMaxM2 => {
                let params: String = pairs(args)
                    .iter()
                    .map(|(k, v)| format!("<parameter name=\"{k}\">{v}</parameter>\n"))
                    .collect();
                format!("<invoke name=\"{name}\">\n{params}</invoke>")
            }
            FormatStyle::Harmony => format!(
                "<|channel|>commentary to=functions.{name} <|constrain|>json<|message|>{args}<|call|>"
            ),
            FormatStyle::DeepSeekV32 | FormatStyle::DeepSeekV4 => {
                let params: String = args
                    .as_object()
                    .unwrap()
                    .iter()
                    .map(|(k, v)| {
                        format!(
                            "<｜DSML｜parameter name=\"{k}\" string=\"{}\">{}</｜DSML｜parameter>\n",
                            v.is_string(),
                            text_of(v)
                        )
                    })
                    .collect();
                format!("<｜DSML｜invoke name=\"{name}\">\n{params}</｜DSML｜invoke>")
            }
            FormatStyle::Step3 => {
                let params: String = pairs(args)
                    .iter()
                    .map(|(k, v)| format!("<steptml:parameter name=\"{k}\">{v}</steptml:parameter>\n"))
                    .collect();
                format!(
                    "<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"{name}\">\n{params}</steptml:invoke><｜tool_call_end｜>"
                )
            }
            FormatStyle::Gemma4 => {
                format!("<|tool_call>call:{name}{}<tool_call|>", gemma(args, "<|\"|>"))
            }
            FormatStyle::FunctionGemma => format!(
                "<start_function_call>call:{name}{}<end_function_call>",
                gemma(args, "<escape>")
            ),
            FormatStyle::CommandR => {
                json!({"tool_call_id": i.to_string(), "tool_name": name, "parameters": args})
                    .to_string()
            }
            FormatStyle::Hunyuan => json!({"name": name, "arguments": args}).to_string(),
            FormatStyle::Functionary => format!(">>>{name}\n{args}"),
            FormatStyle::Inkling => format!(
                "<|message_model|>{name}<|content_invoke_tool_json|>{}<|end_message|>",
                json!({"name": name, "args": args})
            ),
            FormatStyle::Liquid | FormatStyle::Olmo3 => {
                let params: Vec<String> = args
                    .as_object()
                    .unwrap()
                    .iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect();
                format!("{name}({})", params.join(", "))
            }
            _ => unreachable!(),
        })
        .collect();
    match style {
        FormatStyle::Pythonic => format!("[{}]", each.join(", ")),
        FormatStyle::DeepSeekV3 => {
            format!(
                "<｜tool▁calls▁begin｜>{}<｜tool▁calls▁end｜>",
                each.join("\n")
            )
        }
        FormatStyle::DeepSeekV31 => {
            format!(
                "<｜tool▁calls▁begin｜>{}<｜tool▁calls▁end｜>",
                each.join("")
            )
        }
        FormatStyle::KimiK2 => format!(
            "<|tool_calls_section_begin|>{}<|tool_calls_section_end|>",
            each.join("")
        ),
        FormatStyle::MiniMaxM2 => {
            format!(
                "<minimax:tool_call>\n{}\n</minimax:tool_call>",
                each.join("\n")
            )
        }
        FormatStyle::Mistral
        | FormatStyle::Gemma4
        | FormatStyle::FunctionGemma
        | FormatStyle::Functionary => each.join(""),
        FormatStyle::DeepSeekV32 => format!(
            "<｜DSML｜function_calls>\n{}\n</｜DSML｜function_calls>",
            each.join("\n")
        ),
        FormatStyle::DeepSeekV4 => format!(
            "<｜DSML｜tool_calls>\n{}\n</｜DSML｜tool_calls>",
            each.join("\n")
        ),
        FormatStyle::Step3 => format!(
            "<｜tool_calls_begin｜>\n{}\n<｜tool_calls_end｜>",
            each.join("\n")
        ),
        FormatStyle::CommandR => format!(
            "<|START_ACTION|>[\n    {}\n]<|END_ACTION|>",
            each.join(",\n    ")
        ),
        FormatStyle::Hunyuan => format!("<tool_calls>[{}]</tool_calls>", each.join(",")),
        FormatStyle::Inkling => format!("{}<|content_model_end_sampling|>", each.join("")),
        FormatStyle::Liquid => format!("<|tool_call_start|>[{}]<|tool_call_end|>", each.join(", ")),
        FormatStyle::Olmo3 => format!("<function_calls>\n{}\n</function_calls>", each.join("\n")),
        _ => each.join("\n"),
    }
}

/// A value in the Gemma formats' notation: bare keys, strings between `mark`s.
fn gemma(value: &Value, mark: &str) -> String {
    match value {
        Value::String(s) => format!("{mark}{s}{mark}"),
        Value::Object(map) => {
            let entries: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{k}:{}", gemma(v, mark)))
                .collect();
            format!("{{{}}}", entries.join(","))
        }
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(|v| gemma(v, mark)).collect();
            format!("[{}]", items.join(","))
        }
        other => other.to_string(),
    }
}

/// Whether the format writes several calls in one reply.
fn parallel(style: FormatStyle) -> bool {
    !matches!(style, FormatStyle::Llama3Json | FormatStyle::Harmony)
}

fn calls_of(calls: &[(&str, Value)]) -> ToolStep {
    ToolStep::Calls(
        calls
            .iter()
            .map(|(name, args)| ToolCall {
                id: None,
                name: (*name).into(),
                arguments: args.clone(),
                signature: None,
            })
            .collect(),
    )
}

#[test]
fn each_model_format_constrains_to_its_calls_and_reads_them_back() {
    let one = [(
        "get_weather",
        json!({"city": "Oslo, Norway", "unit": "celsius", "days": 3}),
    )];
    let optional_left_out = [("get_weather", json!({"city": "Paris"}))];
    let two = [
        ("get_weather", json!({"city": "Lima", "days": 2})),
        (
            "search",
            json!({"query": "rain gear \"waterproof\"", "filters": {"lang": "es"}}),
        ),
    ];
    let mut failures = Vec::new();
    for style in STYLES {
        let tools = tools(style);
        let grammar = tools.grammar(style);
        let mut good: Vec<(String, ToolStep)> = vec![
            (write(style, &one), calls_of(&one)),
            (
                write(style, &optional_left_out),
                calls_of(&optional_left_out),
            ),
        ];
        if parallel(style) {
            good.push((write(style, &two), calls_of(&two)));
        }
        let answer = "It is 12°C and sunny in Oslo, with light wind.";
        good.push(match style {
            FormatStyle::Harmony => (
                format!(
                    "<|channel|>analysis<|message|>The user wants the weather.<|end|><|start|>assistant<|channel|>final<|message|>{answer}<|return|>"
                ),
                ToolStep::Finish(answer.into()),
            ),
            FormatStyle::CommandR => (
                format!("<|START_RESPONSE|>{answer}<|END_RESPONSE|>"),
                ToolStep::Finish(answer.into()),
            ),
            FormatStyle::Functionary => (
                format!(">>>all\n{answer}"),
                ToolStep::Finish(answer.into()),
            ),
            FormatStyle::Inkling => (
                format!(
                    "<|message_model|><|content_text|>{answer}<|end_message|><|content_model_end_sampling|>"
                ),
                ToolStep::Finish(answer.into()),
            ),
            _ => (answer.to_owned(), ToolStep::Finish(answer.into())),
        });
        for (reply, want) in &good {
            if !accepts(grammar, reply) {
                failures.push(format!("{style:?} rejects {reply:?}"));
            }
            match tools.convert(reply) {
                Ok(step) if step == *want => {}
                other => failures.push(format!("{style:?} reads {reply:?} as {other:?}")),
            }
        }
        let bad = [
            write(style, &[("get_time", json!({"city": "Oslo"}))]),
            write(style, &[("get_weather", json!({"days": 3}))]),
            write(
                style,
                &[("get_weather", json!({"city": "Oslo", "days": "three"}))],
            ),
            write(
                style,
                &[("get_weather", json!({"city": "Oslo", "unit": "kelvin"}))],
            ),
            "Action: get_weather".to_owned(),
            "Thought 1: look it up".to_owned(),
            "{\"name\": \"get_weather\"}".to_owned(),
            // Markup of other families, which the reader refuses as a plain answer: a
            // recipient, a special marker in brackets.
            ">>>get_weather".to_owned(),
            "Note >>>all".to_owned(),
            "See ]TOOL_CALLS] here".to_owned(),
            format!("{} And more.", write(style, &one)),
        ];
        for reply in bad {
            if accepts(grammar, &reply) {
                failures.push(format!("{style:?} accepts {reply:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn every_reply_a_model_format_grammar_allows_reads_back() {
    let mut rng = Rng(0x5eed_1234_abcd);
    let mut failures = Vec::new();
    let mut read = 0;
    let mut calls_seen = 0;
    for style in STYLES {
        let tools = tools(style);
        let grammar = tools.grammar(style);
        let validators: Vec<(String, jsonschema::Validator)> = tools
            .tools()
            .iter()
            .map(|t| {
                (
                    t.name.clone(),
                    jsonschema::draft202012::new(&t.parameters).unwrap(),
                )
            })
            .collect();
        for _ in 0..40 {
            let Some(reply) = generate(grammar, &mut rng) else {
                continue;
            };
            read += 1;
            if std::env::var("SHOW").is_ok() {
                eprintln!("{style:?} {reply:?}");
            }
            if !gbnf_accepts(grammar.gbnf(), &reply) {
                failures.push(format!("{style:?}: schoolmarm rejects {reply:?}"));
            }
            match tools.convert(&reply) {
                Ok(ToolStep::Calls(calls)) => {
                    calls_seen += 1;
                    for call in calls {
                        let fits = validators
                            .iter()
                            .find(|(name, _)| *name == call.name)
                            .is_some_and(|(_, v)| v.is_valid(&call.arguments));
                        if !fits {
                            failures.push(format!("{style:?}: {reply:?} gives {call:?}"));
                        }
                    }
                }
                Ok(ToolStep::Finish(answer)) => {
                    if answer.trim().is_empty() {
                        failures.push(format!("{style:?}: {reply:?} gives an empty answer"));
                    }
                }
                Err(e) => failures.push(format!("{style:?}: {reply:?} refused: {e}")),
            }
        }
    }
    assert!(read > 300, "only {read} replies generated");
    assert!(calls_seen > 60, "only {calls_seen} replies with calls");
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn model_format_instructions_show_a_call_the_reader_takes() {
    for style in STYLES {
        let tools = tools(style);
        let text = tools.format_as(style);
        assert!(text.contains("get_weather"), "{style:?}: {text}");
        assert!(text.contains("To call a tool"), "{style:?}: {text}");
    }
}

/// A tool enum that asks for Qwen3-Coder's format.
#[derive(
    Debug, PartialEq, serde::Deserialize, schemars::JsonSchema, structout::StructuredOutput,
)]
#[structout(format = "qwen3_coder")]
enum Agent {
    /// Search the web.
    Search { query: String, limit: Option<u8> },
    #[structout(finish)]
    Answer(String),
}

#[test]
fn a_tool_enum_in_a_model_format() {
    use structout::StructuredOutput;
    assert!(
        Agent::format().contains("<function=search>"),
        "{}",
        Agent::format()
    );
    let call = "<tool_call>\n<function=search>\n<parameter=query>\nrust 2024\n</parameter>\n<parameter=limit>\n3\n</parameter>\n</function>\n</tool_call>";
    assert!(accepts(Agent::grammar(), call));
    assert_eq!(
        Agent::convert(call).unwrap(),
        Agent::Search {
            query: "rust 2024".into(),
            limit: Some(3)
        }
    );
    // Without a call, the reply is the answer as it stands.
    let answer = "Rust 2024 shipped with Rust 1.85.";
    assert!(accepts(Agent::grammar(), answer));
    assert_eq!(
        Agent::convert(answer).unwrap(),
        Agent::Answer(answer.into())
    );
    // A broken call is never taken for the answer.
    for broken in [
        "<tool_call>\n<function=search>\n<parameter=query>\nrust",
        "Action: search",
        "{\"name\": \"search\"",
        "[search(query=\"rust\")",
    ] {
        assert!(Agent::convert(broken).is_err(), "{broken:?}");
    }
}
