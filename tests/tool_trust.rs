//! Tool calls a user can trust: provider refusals and token-limit stops are errors, never empty
//! answers; agent replies that run on past their action are read as the action; every entry
//! point gives the same result.

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::json;
use structout::{ConvertOptions, ErrorKind, StructuredOutput, ToolDefinition, ToolSet, ToolStep};

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
enum Action {
    /// Search the web.
    Search { query: String },
    /// Read a page.
    Read { url: String, max_lines: Option<u32> },
    /// The final answer.
    #[structout(finish)]
    Answer(String),
}

fn tools() -> ToolSet {
    one_tool("search", "Search the web.", "query", "string")
}

/// A set of one tool `name` whose one required parameter `key` is of JSON type `kind`.
fn one_tool(name: &str, description: &str, key: &str, kind: &str) -> ToolSet {
    ToolSet::new(vec![ToolDefinition {
        name: name.into(),
        description: description.into(),
        parameters: json!({
            "type": "object",
            "properties": {key: {"type": kind}},
            "required": [key]
        }),
    }])
    .unwrap()
}

/// Each reply must be refused with `kind`, through the tool enum and through `ToolSet`.
fn refused(kind: ErrorKind, replies: &[&str]) {
    let mut failures = Vec::new();
    for reply in replies {
        match Action::convert(reply) {
            Err(e) if e.kind() == kind && !e.feedback().is_empty() => {}
            other => failures.push(format!("Action {reply}\n  got {other:?}")),
        }
        match tools().convert(reply) {
            Err(e) if e.kind() == kind => {}
            other => failures.push(format!("ToolSet {reply}\n  got {other:?}")),
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn provider_refusals_are_errors_with_the_models_words() {
    refused(
        ErrorKind::Refusal,
        &[
            r#"{"role": "assistant", "content": null, "refusal": "I'm sorry, I can't help with that."}"#,
            r#"{"choices": [{"message": {"role": "assistant", "content": null, "refusal": "No."}, "finish_reason": "stop"}]}"#,
            r#"{"choices": [{"message": {"role": "assistant", "content": ""}, "finish_reason": "content_filter"}]}"#,
            r#"{"type": "message", "role": "assistant", "content": [{"type": "text", "text": "I won't do that."}], "stop_reason": "refusal"}"#,
            r#"{"role": "assistant", "content": ""}"#,
            r#"{"role": "assistant", "content": []}"#,
            r#"{"role": "assistant", "content": null}"#,
            r#"{"role": "assistant", "content": null, "tool_calls": []}"#,
            r#"{"candidates": [{"content": {"parts": [{"text": ""}]}, "finishReason": "SAFETY"}]}"#,
            r#"{"promptFeedback": {"blockReason": "SAFETY"}}"#,
            r#"{"role": "assistant", "content": [{"type": "refusal", "refusal": "I can't."}]}"#,
        ],
    );
    let err = Action::convert(
        r#"{"role": "assistant", "content": null, "refusal": "I'm sorry, I can't help with that."}"#,
    )
    .unwrap_err();
    assert_eq!(err.found(), "I'm sorry, I can't help with that.");
}

#[test]
fn a_stop_at_the_token_limit_is_truncation() {
    refused(
        ErrorKind::Truncated,
        &[
            r#"{"choices": [{"message": {"role": "assistant", "content": "The answer is"}, "finish_reason": "length"}]}"#,
            r#"{"type": "message", "role": "assistant", "content": [{"type": "text", "text": "The"}], "stop_reason": "max_tokens"}"#,
            r#"{"candidates": [{"content": {"parts": [{"text": "The"}]}, "finishReason": "MAX_TOKENS"}]}"#,
        ],
    );
}

#[test]
fn text_content_with_null_tool_calls_is_the_answer() {
    let reply = r#"{"role": "assistant", "content": "Paris.", "tool_calls": null}"#;
    assert_eq!(
        Action::convert(reply).unwrap(),
        Action::Answer("Paris.".into())
    );
    assert_eq!(
        tools().convert(reply).unwrap(),
        ToolStep::Finish("Paris.".into())
    );
}

#[test]
fn entry_points_agree() {
    let replies = [
        "Final Answer: 42",
        "Thought: look it up\nAction: search\nAction Input: rust",
        r#"{"action": "search", "action_input": {"query": "rust"}}"#,
        "Action: search\nAction Input: rust\nFinal Answer: 42",
        "I am not sure.",
        r#"{"Search": {"query": "rust"}}"#,
        r#"{"Read": {"url": "https://example.org", "max_lines": "12"}}"#,
    ];
    let options = ConvertOptions::default();
    for reply in replies {
        let plain = Action::convert(reply);
        let with = Action::convert_with(reply, &options).map(|c| c.value);
        let report = Action::convert_with_report(reply).map(|c| c.value);
        let kind = |r: &Result<Action, structout::ConvertError>| r.as_ref().err().map(|e| e.kind());
        assert_eq!(plain.as_ref().ok(), with.as_ref().ok(), "{reply}");
        assert_eq!(plain.as_ref().ok(), report.as_ref().ok(), "{reply}");
        assert_eq!(kind(&plain), kind(&with), "{reply}");
        assert_eq!(kind(&plain), kind(&report), "{reply}");
        // Strict accepts only what a report calls clean.
        let clean = Action::convert_with_report(reply).is_ok_and(|c| c.is_clean());
        assert_eq!(Action::convert_strict(reply).is_ok(), clean, "{reply}");
    }
}

#[test]
fn the_report_of_a_tool_call_is_honest() {
    let clean = Action::convert_with_report(r#"{"Search": {"query": "rust"}}"#).unwrap();
    assert!(clean.is_clean(), "{:?}", clean.repairs);
    let coerced = Action::convert_with_report(
        r#"{"action": "read", "action_input": {"url": "u", "max_lines": "12"}}"#,
    )
    .unwrap();
    assert_eq!(
        coerced.value,
        Action::Read {
            url: "u".into(),
            max_lines: Some(12)
        }
    );
    assert!(!coerced.is_clean());
    assert!(
        coerced
            .repairs
            .iter()
            .any(|r| r.kind == structout::RepairKind::StringToNumber && r.path == ".max_lines"),
        "{:?}",
        coerced.repairs
    );
    let react = Action::convert_with_report("Action: search\nAction Input: rust").unwrap();
    assert!(!react.is_clean());
}

#[test]
fn an_agent_running_on_past_its_action_is_read_as_the_action() {
    let search = |q: &str| Action::Search { query: q.into() };
    let cases = [
        (
            "Thought: I need data.\nAction: search\nAction Input: rust\nObservation: Rust is a language.\nThought: done\nFinal Answer: Rust is a language.",
            search("rust"),
        ),
        (
            "Action: search\nAction Input: {\"query\": \"rust\"}\nI will wait for the result.",
            search("rust"),
        ),
        ("**Final Answer:** 42", Action::Answer("42".into())),
        (
            r#"{"action": "answer", "arguments": {}, "answer": "It is 42."}"#,
            Action::Answer("It is 42.".into()),
        ),
        (
            r#"{"action": "answer", "arguments": null, "answer": "It is 42."}"#,
            Action::Answer("It is 42.".into()),
        ),
    ];
    for (reply, want) in cases {
        assert_eq!(Action::convert(reply).unwrap(), want, "{reply}");
    }
    let err =
        Action::convert("Thought 1: easy.\nAction 1: Search[rust]\nAction 2: Finish[a language]")
            .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::ActionAndAnswer, "{err}");
}

/// The words "final answer:" in a thought or in a tool's input are not the `Final Answer:`
/// label: the action stands, and a final answer keeps its own markdown.
#[test]
fn final_answer_words_are_not_the_label() {
    let thought = "Thought: the final answer: 4 is not known yet\nAction: search\nAction Input: {\"query\": \"x\"}";
    assert_eq!(
        Action::convert(thought).unwrap(),
        Action::Search { query: "x".into() }
    );
    let input =
        "Thought: I need to look.\nAction: search\nAction Input: what is the final answer: to life";
    assert_eq!(
        Action::convert(input).unwrap(),
        Action::Search {
            query: "what is the final answer: to life".into()
        }
    );
    let json = r#"{"action": "search", "action_input": {"query": "the final answer: 4"}}"#;
    assert_eq!(
        Action::convert(json).unwrap(),
        Action::Search {
            query: "the final answer: 4".into()
        }
    );
    let bold = "Thought: I know it.\nFinal Answer: **bold** move";
    assert_eq!(
        Action::convert(bold).unwrap(),
        Action::Answer("**bold** move".into())
    );
    let labelled = "Thought: done.\n**Final Answer:** 42";
    assert_eq!(
        Action::convert(labelled).unwrap(),
        Action::Answer("42".into())
    );
}

/// A call's arguments are the request: a key the tool does not declare is refused, never
/// dropped; two different actions in one step, with no observation between, are refused,
/// never the first of them; a final answer that only announces an action is no answer.
#[test]
fn a_call_is_never_changed_nor_chosen_among_several() {
    let mut wrong = Vec::new();
    for extra in ["unit", "lang", "limit", "max_lines", "Query2", "options"] {
        for reply in [
            format!(r#"{{"action": "search", "action_input": {{"query": "rust", "{extra}": 3}}}}"#),
            format!(
                r#"<tool_call>{{"name": "search", "arguments": {{"query": "rust", "{extra}": "x"}}}}</tool_call>"#
            ),
        ] {
            if let Ok(step) = Action::convert(&reply) {
                wrong.push(format!("{reply}\n  gave {step:?}"));
            }
            if let Ok(step) = tools().convert(&reply) {
                wrong.push(format!("ToolSet {reply}\n  gave {step:?}"));
            }
        }
    }
    for (first, second) in [
        (
            "Action: search\nAction Input: rust",
            "Action: read\nAction Input: https://a.example",
        ),
        (
            "Action: search\nAction Input: rust",
            "Thought: also this\nAction: search\nAction Input: go",
        ),
    ] {
        let reply = format!("Thought: two things.\n{first}\n{second}");
        match Action::convert(&reply) {
            Err(e) if e.kind() == ErrorKind::Ambiguous => {}
            other => wrong.push(format!("{reply}\n  gave {other:?}")),
        }
    }
    // Arguments written as a bare word are no JSON and no text the model quoted: never put
    // into the tool's one text parameter (`"arguments": MALFORMED` gave `{"query":
    // "MALFORMED"}`). A quoted string is the legacy free-text input and still is.
    let one = one_tool("search", "", "query", "string");
    for word in ["MALFORMED", "rust", "undefined", "TODO", "ARGS"] {
        for reply in [
            format!(r#"<tool_call>{{"name":"search","arguments":{word}}}</tool_call>"#),
            format!(r#"{{"name": "search", "arguments": {word}}}"#),
            format!(r#"{{"name": "search", "parameters": {word}}}"#),
            format!(r#"[{{"name": "search", "arguments": {word}}}]"#),
        ] {
            if let Ok(step) = one.convert(&reply) {
                wrong.push(format!("{reply}\n  gave {step:?}"));
            }
        }
    }
    assert!(matches!(
        one.convert(r#"{"name": "search", "arguments": "rust"}"#),
        Ok(ToolStep::Calls(c)) if c[0].arguments == json!({"query": "rust"})
    ));
    // The same action repeated is one action.
    let repeated = "Action: search\nAction Input: rust\nAction: search\nAction Input: rust";
    match Action::convert(repeated) {
        Ok(Action::Search { query }) if query == "rust" => {}
        other => wrong.push(format!("{repeated}\n  gave {other:?}")),
    }
    for intent in [
        "Final Answer: I'll look that up for you.",
        "Final Answer: Let me search for that.",
        "Final Answer: I'm going to check the docs.",
        "Final Answer: Je vais chercher ça.",
        "Final Answer: Voy a buscar eso.",
    ] {
        if let Ok(step) = Action::convert(intent) {
            wrong.push(format!("{intent}\n  gave {step:?}"));
        }
    }
    // An answer that says what the model did is an answer.
    assert_eq!(
        Action::convert("Final Answer: I looked it up: Rust 1.0 came out in 2015.").ok(),
        Some(Action::Answer(
            "I looked it up: Rust 1.0 came out in 2015.".into()
        ))
    );
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// A final-answer action is text: its arguments as a string, or an object's one string value
/// (`{"answer": "…"}`). Arguments that hold no text (`{"trigger": true}`, several fields)
/// are no answer's text, in any spelling of the action: never a final answer made of their
/// JSON.
#[test]
fn a_final_answer_action_without_text_is_no_answer() {
    let set = ToolSet::new(vec![]).unwrap();
    let names = ["final_answer", "Final Answer", "finish", "FINAL_ANSWER"];
    let shells: [fn(&str) -> String; 3] = [
        |body| body.to_owned(),
        |body| format!("```json\n{body}\n```"),
        |body| format!("<tool_call>\n{body}\n</tool_call>"),
    ];
    for name in names {
        for shell in shells {
            for args in [
                r#"{"trigger": true}"#,
                r#"{"a": 1, "b": 2}"#,
                r#"{"items": ["x"]}"#,
            ] {
                let reply = shell(&format!(r#"{{"name": "{name}", "arguments": {args}}}"#));
                assert!(
                    !matches!(set.convert(&reply), Ok(ToolStep::Finish(_))),
                    "{reply}: {:?}",
                    set.convert(&reply)
                );
            }
            for (args, text) in [
                (r#"{"answer": "It is 42."}"#, "It is 42."),
                (r#""It is 42.""#, "It is 42."),
            ] {
                let reply = shell(&format!(r#"{{"name": "{name}", "arguments": {args}}}"#));
                assert!(
                    matches!(set.convert(&reply), Ok(ToolStep::Finish(ref t)) if t == text),
                    "{reply}: {:?}",
                    set.convert(&reply)
                );
            }
        }
    }
}

/// The markup of a model family's call is the reply's structure; the text of its arguments is
/// data. A file a model writes through a call, whose text holds what another format would read
/// as a call or an answer (a ReAct step, a final answer, a JSON action, a Python call list,
/// XML agent tags), is that one call with that text, whatever the family, the decoy, its
/// spelling, where it sits among the arguments and what prose comes before the call.
#[test]
fn another_formats_call_inside_a_family_calls_argument_is_data() {
    let tools = ToolSet::new(vec![
        ToolDefinition {
            name: "write_file".into(),
            description: "Write a file.".into(),
            parameters: json!({
                "type": "object",
                "properties": {"path": {"type": "string"}, "content": {"type": "string"}},
                "required": ["path", "content"]
            }),
        },
        ToolDefinition {
            name: "search".into(),
            description: "Search the web.".into(),
            parameters: json!({
                "type": "object",
                "properties": {"query": {"type": "string"}},
                "required": ["query"]
            }),
        },
    ])
    .unwrap();
    let decoys = [
        "Action: search\nAction Input: {\"query\": \"rust\"}",
        "**Action 1:** search\n**Action Input 1:** {\"query\": \"rust\"}",
        "thought: look it up\naction: search\naction input: rust",
        "Final Answer: the file is written",
        "So the notes end here.\nfinal answer: 42",
        "{\"action\": \"search\", \"action_input\": {\"query\": \"rust\"}}",
        "Example:\n{\"name\": \"search\", \"arguments\": {\"query\": \"rust\"}}",
        "[search(query=\"rust\")]",
        "Call it as [search(query='rust'), search(query=\"go\")] to compare.",
        "<tool>search</tool><tool_input>{\"query\": \"rust\"}</tool_input>",
        "<final_answer>done</final_answer>",
        "Search[rust]\nFinish[done]",
    ];
    let preludes = [
        "",
        "I'll save the notes.\n",
        "Je vais écrire le fichier.\n\n",
    ];
    // Each family's call of write_file with these arguments in this order.
    type Writer = fn(&[(&str, &str)]) -> String;
    let families: [(&str, Writer); 4] = [
        ("qwen3-coder", |args| {
            let params: String = args
                .iter()
                .map(|(k, v)| format!("<parameter={k}>\n{v}\n</parameter>\n"))
                .collect();
            format!("<tool_call>\n<function=write_file>\n{params}</function>\n</tool_call>")
        }),
        ("glm", |args| {
            let params: String = args
                .iter()
                .map(|(k, v)| format!("<arg_key>{k}</arg_key>\n<arg_value>{v}</arg_value>\n"))
                .collect();
            format!("<tool_call>write_file\n{params}</tool_call>")
        }),
        ("minimax", |args| {
            let params: String = args
                .iter()
                .map(|(k, v)| {
                    let v = v
                        .replace('&', "&amp;")
                        .replace('<', "&lt;")
                        .replace('>', "&gt;");
                    format!("<parameter name=\"{k}\">{v}</parameter>\n")
                })
                .collect();
            format!(
                "<minimax:tool_call>\n<invoke name=\"write_file\">\n{params}</invoke>\n</minimax:tool_call>"
            )
        }),
        ("deepseek-dsml", |args| {
            let params: String = args
                .iter()
                .map(|(k, v)| {
                    format!(
                        "<｜DSML｜parameter name=\"{k}\" string=\"true\">{v}</｜DSML｜parameter>\n"
                    )
                })
                .collect();
            format!(
                "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"write_file\">\n{params}</｜DSML｜invoke>\n</｜DSML｜function_calls>"
            )
        }),
    ];
    let mut failures = Vec::new();
    for (family, write) in families {
        for decoy in decoys {
            for prelude in preludes {
                for content_first in [false, true] {
                    let mut args = vec![("path", "notes.md"), ("content", decoy)];
                    if content_first {
                        args.reverse();
                    }
                    let reply = format!("{prelude}{}", write(&args));
                    let want = vec![structout::ToolCall {
                        id: None,
                        name: "write_file".into(),
                        arguments: json!({"path": "notes.md", "content": decoy}),
                        signature: None,
                    }];
                    match tools.convert(&reply) {
                        Ok(ToolStep::Calls(calls)) if calls == want => {}
                        other => failures.push(format!("{family}: {reply:?}\n  got {other:?}")),
                    }
                    // Streamed a character at a time, no other tool is ever shown.
                    let mut parser = tools.partial_parser();
                    for (i, c) in reply.char_indices() {
                        parser.push(&reply[i..i + c.len_utf8()]);
                        if let Some(tool) = parser.tool().filter(|t| *t != "write_file") {
                            failures.push(format!("{family} streamed: {tool} at {i} of {reply:?}"));
                            break;
                        }
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {}:\n{}",
        failures.len(),
        4 * decoys.len() * preludes.len() * 2,
        failures.join("\n")
    );
}

/// Several calls in one reply are all read or none: GLM's and Hunyuan's `<tool_call>NAME`
/// blocks (with or without Hunyuan's `<tool_sep>`, line breaks or not) and LFM2's one list per
/// `<|tool_call_start|>` block give every call, in order; a block among them that cannot be
/// read makes the reply refused, never read as the others alone (a call lost is a wrong step).
#[test]
fn parallel_calls_are_all_read_or_none() {
    let tools = one_tool("get_weather", "Weather.", "city", "string");
    let cities = ["Oslo", "Lima", "Kyoto", "Porto"];
    let mut failures = Vec::new();
    for n in 1..=3 {
        for sep in ["", "<tool_sep>"] {
            for nl in ["", "\n"] {
                for broken in [None, Some(0), Some(n - 1)] {
                    let blocks: Vec<String> = (0..n)
                        .map(|i| {
                            if broken == Some(i) {
                                format!("<tool_call>get_weather{sep}{nl}<arg_value>x</tool_call>")
                            } else {
                                format!(
                                    "<tool_call>get_weather{sep}{nl}<arg_key>city</arg_key>{nl}<arg_value>{}</arg_value>{nl}</tool_call>",
                                    cities[i]
                                )
                            }
                        })
                        .collect();
                    let glm = format!("<tool_calls>{nl}{}{nl}</tool_calls>", blocks.join(nl));
                    let lfm: String = (0..n)
                        .map(|i| {
                            if broken == Some(i) {
                                "<|tool_call_start|>[get_weather(city=)]<|tool_call_end|>".to_owned()
                            } else {
                                format!(
                                    "<|tool_call_start|>[get_weather(city=\"{}\")]<|tool_call_end|>",
                                    cities[i]
                                )
                            }
                        })
                        .collect();
                    for reply in [glm, lfm] {
                        let got = tools.convert(&reply);
                        match (&got, broken) {
                            (Ok(ToolStep::Calls(calls)), None)
                                if calls.len() == n
                                    && calls
                                        .iter()
                                        .zip(cities)
                                        .all(|(c, city)| c.arguments == json!({"city": city})) => {}
                            (Err(_), Some(_)) => {}
                            _ => failures.push(format!("{reply:?}\n  got {got:?}")),
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A message addressed to the user in a header (`to=user<|message|>…`, the Muse Glimmer
/// format) is the answer: its text, whatever comes before it for the model itself; call markup
/// inside it (any family's) is refused as ambiguous, never read as a call nor returned as the
/// answer; a message to a tool is the call.
#[test]
fn a_message_to_the_user_is_the_answer_never_a_call() {
    let tools = one_tool("bash", "Run a command.", "command", "string");
    let notes = [
        "",
        " to=self<|message|>Let me think.<|eom|><|start|>assistant",
    ];
    let ends = ["", "<|eot|>"];
    let texts = [
        "Hello there.",
        "The directory holds 3 files.",
        "Done: pwd printed /home.",
    ];
    let calls = [
        "<atem:function_calls>\n<atem:invoke name=\"bash\">\n<atem:parameter name=\"command\">pwd</atem:parameter>\n</atem:invoke>\n</atem:function_calls>",
        "<tool_call>\n{\"name\": \"bash\", \"arguments\": {\"command\": \"pwd\"}}\n</tool_call>",
        "<tool_call>\n<function=bash>\n<parameter=command>\npwd\n</parameter>\n</function>\n</tool_call>",
    ];
    let mut failures = Vec::new();
    for note in notes {
        for end in ends {
            for text in texts {
                let reply = format!("{note} to=user<|message|>{text}{end}");
                match tools.convert(&reply) {
                    Ok(ToolStep::Finish(answer)) if answer == text => {}
                    other => failures.push(format!("{reply:?}\n  got {other:?}")),
                }
                for call in calls {
                    for shown in [call.to_owned(), format!("{text}\n{call}")] {
                        let reply = format!("{note} to=user<|message|>{shown}{end}");
                        match tools.convert(&reply) {
                            Err(e) if e.kind() == ErrorKind::Ambiguous => {}
                            other => failures.push(format!("{reply:?}\n  got {other:?}")),
                        }
                        // Streamed a character at a time, no call is ever shown.
                        let mut parser = tools.partial_parser();
                        for (i, c) in reply.char_indices() {
                            parser.push(&reply[i..i + c.len_utf8()]);
                            if let Some(tool) = parser.tool() {
                                failures.push(format!("{reply:?}\n  showed {tool} at {i}"));
                                break;
                            }
                        }
                    }
                }
            }
            let reply = format!("{note} to=bash<|message|>{}{end}", calls[0]);
            match tools.convert(&reply) {
                Ok(ToolStep::Calls(c))
                    if c.len() == 1 && c[0].arguments == json!({"command": "pwd"}) => {}
                other => failures.push(format!("{reply:?}\n  got {other:?}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An integer too long for a JSON number to hold exactly, given for a string parameter,
/// keeps the digits it was written with where the arguments are read from their own text:
/// Python calls and a provider's arguments string (it came back as
/// `1.8446744073709552e+19`); the same integer for an integer parameter is refused, never
/// rounded. (Calls written as one JSON object, Hermes' or bare, are read whole into a JSON
/// value first and still lose the digits: left for a reading that keeps each argument's
/// text.)
#[test]
fn an_integer_too_long_for_a_number_keeps_its_digits() {
    let (text, integer) = (
        one_tool("lookup", "", "id", "string"),
        one_tool("lookup", "", "id", "integer"),
    );
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..200 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        // 16 to 30 digits, no leading zero.
        let len = 16 + (seed % 15) as usize;
        let digits: String = (0..len)
            .map(|i| char::from(b'0' + ((seed >> (i % 60)) % 10) as u8))
            .collect();
        let digits = format!("{}{}", 1 + seed % 9, &digits[1..]);
        let replies = [
            format!("[lookup(id={digits})]"),
            format!("<|python_start|>[lookup(id={digits})]<|python_end|>"),
            json!({"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function",
                "function": {"name": "lookup", "arguments": format!("{{\"id\": {digits}}}")}}]})
            .to_string(),
            // Calls written as one JSON object: Hermes blocks, bare, Llama 3, a list, Mistral.
            format!("<tool_call>\n{{\"name\": \"lookup\", \"arguments\": {{\"id\": {digits}}}}}\n</tool_call>"),
            format!("{{\"name\": \"lookup\", \"arguments\": {{\"id\": {digits}}}}}"),
            format!("{{\"name\": \"lookup\", \"parameters\": {{\"id\": {digits}}}}}"),
            format!("[{{\"name\": \"lookup\", \"arguments\": {{'id': {digits},}}}}]"),
            format!("{{\"function\": {{\"name\": \"lookup\", \"arguments\": {{\"id\": {digits}}}}}}}"),
            format!("[TOOL_CALLS]lookup[ARGS]{{\"id\": {digits}}}"),
        ];
        for reply in &replies {
            match text.convert(reply) {
                Ok(ToolStep::Calls(calls)) => {
                    assert_eq!(calls[0].arguments["id"], json!(digits), "{reply}")
                }
                other => panic!("{reply}: {other:?}"),
            }
            if let Ok(ToolStep::Calls(calls)) = integer.convert(reply) {
                let id = calls[0].arguments["id"].to_string();
                assert_eq!(id, digits, "{reply}: an integer parameter got {id}");
            }
        }
    }
}

/// A call written as one JSON object and cut off inside its arguments (the token limit, a
/// stop sequence) asks for something not all written: never returned, at whatever byte it
/// is cut, bare or in a Hermes block, `arguments` or `parameters`; cut after its arguments
/// close (only the call's own brace missing) it is whole.
#[test]
fn a_call_cut_off_in_its_arguments_is_never_returned() {
    let set = ToolSet::new(vec![
        ToolDefinition {
            name: "get_weather".into(),
            description: String::new(),
            parameters: json!({"type": "object", "properties": {
                "location": {"type": "string"}, "days": {"type": "integer"}}}),
        },
        ToolDefinition {
            name: "func".into(),
            description: String::new(),
            parameters: json!({"type": "object", "properties": {}}),
        },
    ])
    .expect("tools");
    let mut wrong = Vec::new();
    for (name, args) in [
        ("get_weather", json!({"location": "Paris", "days": 3})),
        ("func", json!({})),
    ] {
        for key in ["arguments", "parameters"] {
            for open in ["", "<tool_call>\n"] {
                let head = format!("{open}{{\"name\": \"{name}\", \"{key}\": ");
                let args_text = args.to_string();
                let full = format!("{head}{args_text}}}");
                for cut in 1..args_text.len() {
                    let reply = format!("{head}{}", &args_text[..cut]);
                    if let Ok(step) = set.convert(&reply) {
                        wrong.push(format!("{reply:?} gave {step:?}"));
                    }
                }
                let closed = &full[..full.len() - 1];
                match set.convert(closed) {
                    Ok(ToolStep::Calls(calls)) if calls[0].arguments == args => {}
                    other => wrong.push(format!("{closed:?} gave {other:?}")),
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A call in a key/value format (Qwen3-Coder, GLM, MiniMax) that gives one argument twice with
/// different values does not say which it means: refused, never the first or the last of
/// them. The same value twice is one argument.
#[test]
fn an_argument_given_twice_is_never_one_of_them() {
    let set = one_tool("fn1", "", "x", "string");
    type Write<'a> = &'a dyn Fn(&str, &str) -> String;
    let writes: [Write; 3] = [
        &|a, b| {
            format!(
                "<tool_call>\n<function=fn1>\n<parameter=x>\n{a}\n</parameter>\n<parameter=x>\n{b}\n</parameter>\n</function>\n</tool_call>"
            )
        },
        &|a, b| {
            format!(
                "<tool_call>fn1\n<arg_key>x</arg_key>\n<arg_value>{a}</arg_value>\n<arg_key>x</arg_key>\n<arg_value>{b}</arg_value>\n</tool_call>"
            )
        },
        &|a, b| {
            format!(
                "<minimax:tool_call>\n<invoke name=\"fn1\">\n<parameter name=\"x\">{a}</parameter>\n<parameter name=\"x\">{b}</parameter>\n</invoke>\n</minimax:tool_call>"
            )
        },
    ];
    let mut wrong = Vec::new();
    for write in writes {
        for (a, b) in [("first", "second"), ("Oslo", "Lima"), ("1", "2")] {
            let reply = write(a, b);
            if let Ok(step) = set.convert(&reply) {
                wrong.push(format!("{reply:?} gave {step:?}"));
            }
            let same = write(a, a);
            match set.convert(&same) {
                Ok(ToolStep::Calls(calls)) if calls[0].arguments == json!({"x": a}) => {}
                other => wrong.push(format!("{same:?} gave {other:?}")),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// In a model family's own style a reply with no call is the answer as it stands, but only
/// prose: wherever in it a call's markup or a format's structure stands (a tag, a special
/// token, a bracketed or symbol-set marker, a Python call list, a JSON object, a recipient
/// line), broken or not, the reply is never the answer. Prose that merely looks close (words
/// in capitals in brackets, bold or quotes, `3 < 4`, a citation `[1]`, other languages) is.
/// Generated over styles, languages, marker kinds and positions.
#[test]
fn a_family_style_answers_with_prose_never_with_markup() {
    use structout::FormatStyle;
    let styles = [
        FormatStyle::Hermes,
        FormatStyle::Qwen3Coder,
        FormatStyle::Glm,
        FormatStyle::Pythonic,
        FormatStyle::Mistral,
        FormatStyle::MiniMaxM2,
        FormatStyle::Llama3Json,
    ];
    let prose = [
        "The forecast for Oslo is 12 degrees and cloudy.",
        "Selon la NASA (NASA), la mission est reportée à mardi.",
        "**NOTE**: the report from the WHO says 3 < 4 holds, see [1].",
        "Der Bericht der «OECD» nennt 2,5 % Wachstum – mehr nicht.",
        "東京の天気は晴れです。（JMA）によると、最高気温は18度です。",
        "El “IMF” espera un crecimiento del 3 % — según el informe.",
        "I can't call a tool for that; the answer is 42.",
    ];
    let markup = [
        "<tool_call>",
        "<tool_call>{\"name\": \"search\"",
        "[TOOL_CALLS]",
        "[TOOL_CALLS]search",
        "✿FUNCTION✿: search",
        "<|python_tag|>",
        "<|tool_call_start|>",
        "[search(query='rust')",
        "[web-search(query='rust')]",
        "{\"query\": \"rust\"",
        "<start_function_call>call:search{",
        "<function_calls>\nsearch(query=",
        ">>>search",
        "<invoke name=\"search\">",
        "<｜tool▁calls▁begin｜>",
        "<function=search>",
        "</tool_call>",
    ];
    let tools = || {
        vec![ToolDefinition {
            name: "search".into(),
            description: "Search the web.".into(),
            parameters: json!({"type": "object", "properties": {"query": {"type": "string"}},
                "required": ["query"]}),
        }]
    };
    let mut failures = Vec::new();
    for style in styles {
        let set = ToolSet::with_style(tools(), style).unwrap();
        for text in prose {
            match set.convert(text) {
                Ok(ToolStep::Finish(answer)) if answer == text => {}
                other => failures.push(format!("{style:?}: prose {text:?} gave {other:?}")),
            }
            for mark in markup {
                // Before, inside (at a word boundary) and after the prose.
                let middle = text.find(' ').unwrap_or(0);
                for reply in [
                    format!("{mark} {text}"),
                    format!("{} {mark} {}", &text[..middle], &text[middle..]),
                    format!("{text}\n{mark}"),
                ] {
                    if let Ok(ToolStep::Finish(answer)) = set.convert(&reply) {
                        failures.push(format!("{style:?}: {reply:?} answered {answer:?}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// A ReAct step whose action input has its writer's doubt beside it, after the input on its
/// line or on the lines below, in any language (`Action Input: 1250 * 0.21 … or 0.15? I'm
/// not sure about the VAT rate.`, `… Sazbu DPH si nejsem jistý.`, after a JSON input too),
/// is no call: refused, never run. An input that is itself a question about doubt (`why am I
/// never sure`) and a remark that is no doubt leave the call. Generated over the language
/// of the remark, where it stands, the input's form and the query.
#[test]
fn an_action_input_its_writer_doubts_is_never_called() {
    let doubts = [
        "I'm not sure about that.",
        "I am not sure it is right.",
        "Sazbu DPH si nejsem jistý.",
        "Ich bin mir nicht sicher.",
        "Je ne suis pas sûr.",
        "No estoy seguro.",
        "Não tenho certeza.",
        "Не уверен.",
        "不确定。",
        "Never mind.",
    ];
    let queries = [
        "rust borrow rules",
        "weather in Oslo",
        "Kraków population",
        "VAT rate 21%",
    ];
    let mut failures = Vec::new();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for _ in 0..400 {
        let query = queries[next(queries.len())];
        let doubt = doubts[next(doubts.len())];
        let input = if next(2) == 0 {
            query.to_owned()
        } else {
            format!("{{\"query\": \"{query}\"}}")
        };
        let reply = match next(3) {
            0 => format!("Thought: look it up.\nAction: search\nAction Input: {input} {doubt}"),
            1 => format!("Thought: look it up.\nAction: search\nAction Input: {input}\n{doubt}"),
            _ => format!("Action: search\nAction Input: {input} — or maybe not? {doubt}"),
        };
        if let Ok(step) = tools().convert(&reply) {
            failures.push(format!("{reply:?}\n  gave {step:?}"));
        }
        // The same step with no doubt is the call.
        let plain = format!("Thought: look it up.\nAction: search\nAction Input: {input}");
        if !matches!(tools().convert(&plain), Ok(ToolStep::Calls(_))) {
            failures.push(format!("{plain:?}\n  was refused"));
        }
    }
    for kept in [
        "Action: search\nAction Input: why am I never sure of myself",
        "Action: search\nAction Input: not sure what to wear in Oslo",
        "Action: search\nAction Input: rust borrow rules\nI will wait for the result.",
    ] {
        if !matches!(tools().convert(kept), Ok(ToolStep::Calls(_))) {
            failures.push(format!("{kept:?}\n  was refused"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(6)].join("\n")
    );
}
