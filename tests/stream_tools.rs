//! Tool calls while they stream: provider deltas accumulated into partial, then complete calls
//! that equal what the complete message converts to.

use serde_json::{Value, json};
use structout::{ErrorKind, ToolDefinition, ToolSet, ToolStep};

mod common;
use common::{Rng, chunks, refines};

fn tools() -> ToolSet {
    ToolSet::new(vec![
        ToolDefinition {
            name: "get_weather".into(),
            description: "Current weather".into(),
            parameters: json!({
                "type": "object",
                "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
                "required": ["city"]
            }),
        },
        ToolDefinition {
            name: "search".into(),
            description: "Web search".into(),
            parameters: json!({
                "type": "object",
                "properties": {"query": {"type": "string"}, "limit": {"type": "integer"}},
                "required": ["query"]
            }),
        },
    ])
    .unwrap()
}

fn openai_delta(index: u64, id: Option<&str>, name: Option<&str>, args: &str) -> Value {
    let mut call = json!({"index": index, "function": {"arguments": args}});
    if let Some(id) = id {
        call["id"] = json!(id);
        call["type"] = json!("function");
    }
    if let Some(name) = name {
        call["function"]["name"] = json!(name);
    }
    json!({"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"tool_calls": [call]}, "finish_reason": null}]})
}

fn openai_stop(reason: &str) -> Value {
    json!({"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {}, "finish_reason": reason}]})
}

/// Splits `text` at the given character positions.
fn pieces(text: &str, every: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    chars
        .chunks(every.max(1))
        .map(|c| c.iter().collect())
        .collect()
}

#[test]
fn parallel_openai_calls_interleaved_by_index() {
    let weather = r#"{"city": "Paris", "days": 3}"#;
    let search = r#"{"query": "rust streaming parsers", "limit": 5}"#;
    for every in [1, 2, 3, 7, 100] {
        let set = tools();
        let mut acc = set.accumulator();
        let (w, s) = (pieces(weather, every), pieces(search, every));
        acc.push(&openai_delta(0, Some("call_w"), Some("get_weather"), ""));
        acc.push(&openai_delta(1, Some("call_s"), Some("search"), ""));
        let mut last: [Option<Value>; 2] = [None, None];
        for i in 0..w.len().max(s.len()) {
            if let Some(p) = w.get(i) {
                acc.push(&openai_delta(0, None, None, p));
            }
            if let Some(p) = s.get(i) {
                acc.push(&openai_delta(1, None, None, p));
            }
            let calls = acc.calls();
            assert_eq!(calls.len(), 2);
            assert_eq!(calls[0].name, Some("get_weather"));
            assert_eq!(calls[1].name, Some("search"));
            for (k, call) in calls.iter().enumerate() {
                if let (Some(before), Some(now)) = (&last[k], call.arguments) {
                    assert!(refines(before, now), "{before} then {now}");
                }
                if let Some(now) = call.arguments {
                    last[k] = Some(now.clone());
                }
            }
        }
        acc.push(&openai_stop("tool_calls"));
        assert!(acc.calls().iter().all(|c| c.call.is_some()));
        let ToolStep::Calls(calls) = acc.finish().unwrap() else {
            panic!("calls expected")
        };
        // The same as the complete message converts to.
        let message = json!({"role": "assistant", "content": null, "tool_calls": [
            {"id": "call_w", "type": "function", "function": {"name": "get_weather", "arguments": weather}},
            {"id": "call_s", "type": "function", "function": {"name": "search", "arguments": search}}
        ]});
        assert_eq!(
            ToolStep::Calls(calls.clone()),
            set.convert(&message.to_string()).unwrap()
        );
        assert_eq!(calls[0].arguments, json!({"city": "Paris", "days": 3}));
        assert_eq!(calls[1].id.as_deref(), Some("call_s"));
        for (k, call) in calls.iter().enumerate() {
            assert!(refines(last[k].as_ref().unwrap(), &call.arguments));
        }
    }
}

#[test]
fn anthropic_input_json_deltas() {
    let set = tools();
    let mut acc = set.accumulator();
    let events = [
        json!({"type": "message_start", "message": {"id": "msg_1", "role": "assistant", "content": []}}),
        json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}),
        json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "Let me check."}}),
        json!({"type": "content_block_stop", "index": 0}),
        json!({"type": "content_block_start", "index": 1, "content_block": {"type": "tool_use", "id": "toolu_1", "name": "get_weather", "input": {}}}),
        json!({"type": "content_block_delta", "index": 1, "delta": {"type": "input_json_delta", "partial_json": ""}}),
        json!({"type": "content_block_delta", "index": 1, "delta": {"type": "input_json_delta", "partial_json": "{\"city\": \"San Fra"}}),
    ];
    for event in &events {
        acc.push(event);
    }
    let calls = acc.calls();
    assert_eq!(calls[0].name, Some("get_weather"));
    assert_eq!(calls[0].id, Some("toolu_1"));
    assert_eq!(calls[0].arguments, Some(&json!({"city": "San Fra"})));
    assert!(calls[0].call.is_none());
    acc.push(&json!({"type": "content_block_delta", "index": 1, "delta": {"type": "input_json_delta", "partial_json": "ncisco\", \"days\": 2}"}}));
    acc.push(&json!({"type": "content_block_stop", "index": 1}));
    let call = acc.calls()[0].call.cloned().expect("closed and checked");
    assert_eq!(call.arguments, json!({"city": "San Francisco", "days": 2}));
    acc.push(&json!({"type": "message_delta", "delta": {"stop_reason": "tool_use"}}));
    assert_eq!(acc.text(), "Let me check.");
    assert_eq!(acc.finish().unwrap(), ToolStep::Calls(vec![call]));
}

#[test]
fn server_sent_event_lines() {
    let set = tools();
    let mut acc = set.accumulator();
    for line in [
        "event: content_block_start",
        r#"data: {"type": "content_block_start", "index": 0, "content_block": {"type": "tool_use", "id": "t", "name": "search", "input": {}}}"#,
        r#"data: {"type": "content_block_delta", "index": 0, "delta": {"type": "input_json_delta", "partial_json": "{\"query\": \"x\"}"}}"#,
        r#"data: {"type": "content_block_stop", "index": 0}"#,
        "data: [DONE]",
    ] {
        acc.push_sse(line);
    }
    let ToolStep::Calls(calls) = acc.finish().unwrap() else {
        panic!("calls expected")
    };
    assert_eq!(calls[0].arguments, json!({"query": "x"}));
}

#[test]
fn gemini_calls_arrive_whole() {
    let set = tools();
    let mut acc = set.accumulator();
    acc.push(
        &json!({"candidates": [{"content": {"role": "model", "parts": [
            {"functionCall": {"name": "search", "args": {"query": "q", "limit": "3"}}}
        ]}}]}),
    );
    let ToolStep::Calls(calls) = acc.finish().unwrap() else {
        panic!("calls expected")
    };
    assert_eq!(calls[0].arguments, json!({"query": "q", "limit": 3}));
}

#[test]
fn a_call_cut_off_at_the_token_limit_is_refused() {
    let set = tools();
    let mut acc = set.accumulator();
    acc.push(&openai_delta(
        0,
        Some("c"),
        Some("search"),
        r#"{"query": "long qu"#,
    ));
    acc.push(&openai_stop("length"));
    assert_eq!(
        acc.calls()[0].error.map(|e| e.kind()),
        Some(ErrorKind::Truncated)
    );
    assert_eq!(acc.finish().unwrap_err().kind(), ErrorKind::Truncated);
}

#[test]
fn an_unknown_tool_shows_no_name_and_is_refused() {
    let set = tools();
    let mut acc = set.accumulator();
    acc.push(&openai_delta(0, Some("c"), Some("delete_everything"), "{}"));
    assert_eq!(acc.calls()[0].name, None);
    acc.push(&openai_stop("tool_calls"));
    assert_eq!(acc.finish().unwrap_err().kind(), ErrorKind::UnknownTool);
}

#[test]
fn text_only_is_the_final_answer() {
    let set = tools();
    let mut acc = set.accumulator();
    acc.push(&json!({"choices": [{"index": 0, "delta": {"content": "It is "}}]}));
    acc.push(&json!({"choices": [{"index": 0, "delta": {"content": "sunny."}, "finish_reason": "stop"}]}));
    assert_eq!(
        acc.finish().unwrap(),
        ToolStep::Finish("It is sunny.".into())
    );
}

#[test]
fn a_name_sent_in_pieces_is_known_once_whole() {
    let set = tools();
    let mut acc = set.accumulator();
    acc.push(&openai_delta(0, Some("c"), Some("get_"), ""));
    assert_eq!(acc.calls()[0].name, None);
    acc.push(&openai_delta(
        0,
        None,
        Some("weather"),
        r#"{"city": "Oslo"}"#,
    ));
    assert_eq!(acc.calls()[0].name, Some("get_weather"));
    assert_eq!(acc.calls()[0].arguments, Some(&json!({"city": "Oslo"})));
}

/// Replies in the text formats, with the call or answer each holds.
fn text_replies() -> Vec<&'static str> {
    vec![
        "```json\n{\"action\": \"search\", \"action_input\": {\"query\": \"rust streaming\", \"limit\": 3}}\n```",
        "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\", \"days\": \"2\"}}",
        "{\"action\": \"Final Answer\", \"action_input\": \"It is sunny.\"}",
        "Thought: I need the weather.\nAction: get_weather\nAction Input: {\"city\": \"Lima\", \"days\": 4}\nObservation: sunny",
        "Thought: I know it.\nFinal Answer: 42",
        "<tool>search</tool><tool_input>{\"query\": \"xml agents\"}</tool_input>",
        "Thought: search it\nAction: search\nAction Input: plain words here\n",
        "<think>maybe get_weather?</think>\nAction: get_weather\nAction Input: {\"city\": \"Rome\"}",
    ]
}

#[test]
fn text_tool_replies_stream_the_name_then_the_arguments() {
    let set = tools();
    let mut rng = Rng(0x0005_DEEC_E66D);
    for reply in text_replies() {
        let expected = set.convert(reply);
        for round in 0..60 {
            let mut parser = set.partial_parser();
            let mut last: Option<Value> = None;
            let mut tool: Option<String> = None;
            for part in chunks(reply, &mut rng, 1 + round % 9) {
                parser.push(part);
                if let Some(t) = &tool {
                    assert_eq!(parser.tool(), Some(t.as_str()), "the tool never changes");
                }
                tool = parser.tool().map(str::to_owned);
                if let (Some(a), Some(b)) = (&last, parser.arguments()) {
                    assert!(refines(a, b), "{a} then {b}: {reply:?}");
                }
                if let Some(now) = parser.arguments() {
                    last = Some(now.clone());
                }
            }
            let answered = parser.is_final_answer();
            let finished = parser.finish();
            assert_eq!(
                format!("{finished:?}"),
                format!("{expected:?}"),
                "finish is convert: {reply:?}"
            );
            match &expected {
                Ok(ToolStep::Calls(calls)) => {
                    assert_eq!(tool.as_deref(), Some(calls[0].name.as_str()), "{reply:?}");
                    if let Some(last) = &last {
                        assert!(refines(last, &calls[0].arguments), "{last}: {reply:?}");
                    }
                }
                Ok(ToolStep::Finish(_)) => assert!(answered, "{reply:?}"),
                Err(_) => {}
            }
        }
    }
}

#[test]
fn react_arguments_appear_as_they_arrive() {
    let set = tools();
    let mut parser = set.partial_parser();
    parser.push("Thought: weather first.\nAction: get_wea");
    assert_eq!(parser.tool(), None);
    parser.push("ther\nAction Input: {\"city\": \"Ber");
    assert_eq!(parser.tool(), Some("get_weather"));
    assert_eq!(parser.arguments(), Some(&json!({"city": "Ber"})));
    parser.push("lin\", \"days\": 2}");
    assert_eq!(
        parser.arguments(),
        Some(&json!({"city": "Berlin", "days": 2}))
    );
}

/// Kimi K2's and DeepSeek V3's and V3.1's call markers, pushed a character at a time: the
/// tool appears once its name is whole, the arguments only grow, and `finish` is `convert`.
#[test]
fn open_models_call_markers_stream() {
    let tools = structout::ToolSet::new(vec![structout::ToolDefinition {
        name: "search".into(),
        description: "Search.".into(),
        parameters: serde_json::json!({"type": "object",
            "properties": {"query": {"type": "string"}, "limit": {"type": "integer"}},
            "required": ["query"]}),
    }])
    .unwrap();
    let args = r#"{"query": "rust streaming", "limit": 3}"#;
    for reply in [
        format!(
            "Sure.<|tool_calls_section_begin|><|tool_call_begin|>functions.search:0<|tool_call_argument_begin|>{args}<|tool_call_end|><|tool_calls_section_end|>"
        ),
        format!(
            "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>search<｜tool▁sep｜>{args}<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
        ),
        format!(
            "Let me look.\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>search\n```json\n{args}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
        ),
    ] {
        let mut parser = tools.partial_parser();
        let mut shown: Option<serde_json::Value> = None;
        let mut named_at = None;
        for (i, c) in reply.char_indices() {
            parser.push(&reply[i..i + c.len_utf8()]);
            if let Some(tool) = parser.tool() {
                assert_eq!(tool, "search");
                named_at.get_or_insert(i);
            }
            if let Some(now) = parser.arguments() {
                if let Some(before) = &shown {
                    // Keys never disappear and strings only grow.
                    for (k, v) in before.as_object().unwrap() {
                        let later = &now[k];
                        match (v, later) {
                            (serde_json::Value::String(a), serde_json::Value::String(b)) => {
                                assert!(b.starts_with(a.as_str()), "{reply:?}: {a} then {b}")
                            }
                            _ => assert_eq!(v, later, "{reply:?}"),
                        }
                    }
                }
                shown = Some(now.clone());
            }
        }
        assert!(named_at.is_some(), "{reply:?}: no tool shown");
        assert_eq!(
            shown,
            Some(serde_json::json!({"query": "rust streaming", "limit": 3})),
            "{reply:?} {:?}",
            parser.arguments()
        );
        assert_eq!(
            parser.finish().ok(),
            tools.convert(&reply).ok(),
            "{reply:?}"
        );
    }
}

/// gpt-oss's Harmony messages while they stream, a character at a time: the analysis (which
/// here writes a ReAct action and a JSON action of another tool) and a preamble are passed
/// over, the call's tool appears once its message begins and its arguments grow; a message
/// on the final channel announces the answer.
#[test]
fn harmony_messages_stream() {
    let tools = structout::ToolSet::new(vec![
        structout::ToolDefinition {
            name: "search".into(),
            description: "Search.".into(),
            parameters: serde_json::json!({"type": "object",
                "properties": {"query": {"type": "string"}}, "required": ["query"]}),
        },
        structout::ToolDefinition {
            name: "process".into(),
            description: "Process.".into(),
            parameters: serde_json::json!({"type": "object"}),
        },
    ])
    .unwrap();
    // Characters of several bytes stand where a push may end inside a marker's search.
    let analysis = "<|channel|>analysis<|message|>Maybe: café 東京 ✓\nAction: process\nAction Input: {}\n{\"name\": \"process\", \"arguments\": {}}<|end|>";
    let call = "<|start|>assistant<|channel|>commentary to=functions.search <|constrain|>json<|message|>{\"query\": \"rust streaming\"}<|call|>";
    let reply = format!(
        "{analysis}<|start|>assistant<|channel|>commentary<|message|>Looking.<|end|>{call}"
    );
    let mut parser = tools.partial_parser();
    let mut longest = 0;
    for (i, c) in reply.char_indices() {
        parser.push(&reply[i..i + c.len_utf8()]);
        if let Some(tool) = parser.tool() {
            assert_eq!(tool, "search", "at {i}");
            assert!(i >= reply.find("to=functions.search").unwrap());
        }
        if let Some(query) = parser.arguments().and_then(|a| a["query"].as_str()) {
            assert!("rust streaming".starts_with(query));
            assert!(query.len() >= longest);
            longest = query.len();
        }
        assert!(!parser.is_final_answer());
    }
    assert_eq!(longest, "rust streaming".len());
    assert_eq!(parser.finish().ok(), tools.convert(&reply).ok());

    let answer =
        format!("{analysis}<|start|>assistant<|channel|>final<|message|>It is 42.<|return|>");
    let mut parser = tools.partial_parser();
    for (i, c) in answer.char_indices() {
        parser.push(&answer[i..i + c.len_utf8()]);
        assert_eq!(parser.tool(), None);
    }
    assert!(parser.is_final_answer());
}

/// A call of `search` with `{"query": "rust streaming", "limit": 3}` in each open model's
/// own format (the query holds characters a template escapes or a reader could take for
/// markup).
fn family_replies() -> Vec<(&'static str, String)> {
    let q = "rust <streaming> & \"more\"";
    let json = format!(
        r#"{{"query": {}, "limit": 3}}"#,
        serde_json::to_string(q).unwrap()
    );
    let entity = q
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let py = format!(
        "search(query={}, limit=3)",
        serde_json::to_string(q).unwrap()
    );
    vec![
        (
            "hermes",
            format!("<tool_call>\n{{\"name\": \"search\", \"arguments\": {json}}}\n</tool_call>"),
        ),
        (
            "llama python_tag",
            format!("<|python_tag|>{{\"name\": \"search\", \"parameters\": {json}}}"),
        ),
        (
            "mistral array",
            format!("[TOOL_CALLS] [{{\"name\": \"search\", \"arguments\": {json}}}]"),
        ),
        ("mistral v11", format!("[TOOL_CALLS]search[ARGS]{json}")),
        (
            "mistral v11, [ARGS] stripped",
            format!("[TOOL_CALLS]search{json}"),
        ),
        (
            "llama 3.1 function",
            format!("<function=search>{json}</function>"),
        ),
        (
            "functiongemma",
            format!(
                "<start_function_call>call:search{{query:<escape>{q}<escape>,limit:3}}<end_function_call>"
            ),
        ),
        (
            "minicpm 5",
            format!(
                "<function name=\"search\"><param name=\"query\">{entity}</param><param name=\"limit\">3</param></function>"
            ),
        ),
        (
            "functionary v3",
            format!(">>>all\nLet me look.>>>search\n{json}"),
        ),
        (
            "functionary v2",
            format!(
                "<|recipient|>all\n<|content|>Let me look.\n<|from|>assistant\n<|recipient|>search\n<|content|>{json}"
            ),
        ),
        (
            "olmo 3",
            format!("Let me look.\n<function_calls>\n{py}\n</function_calls>"),
        ),
        (
            "hunyuan",
            format!("Sure.<tool_calls>[{{\"name\":\"search\",\"arguments\":{json}}}]</tool_calls>"),
        ),
        (
            "cohere",
            format!(
                "<|START_ACTION|>[{{\"tool_name\": \"search\", \"parameters\": {json}}}]<|END_ACTION|>"
            ),
        ),
        (
            "qwen3-coder",
            format!(
                "Let me check.\n<tool_call>\n<function=search>\n<parameter=query>\n{q}\n</parameter>\n<parameter=limit>\n3\n</parameter>\n</function>\n</tool_call>"
            ),
        ),
        (
            "glm",
            format!(
                "<tool_call>search\n<arg_key>query</arg_key>\n<arg_value>{q}</arg_value>\n<arg_key>limit</arg_key>\n<arg_value>3</arg_value>\n</tool_call>"
            ),
        ),
        (
            "glm, name on its own line",
            format!(
                "<tool_call>\nsearch\n<arg_key>query</arg_key>\n<arg_value>{q}</arg_value>\n<arg_key>limit</arg_key>\n<arg_value>3</arg_value>\n</tool_call>"
            ),
        ),
        (
            "xing 4",
            format!(
                "<tool_call>search<param_key>query</param_key><param_value>{q}</param_value><param_key>limit</param_key><param_value>3</param_value></tool_call>"
            ),
        ),
        (
            "minimax m3",
            format!(
                "<minimax:tool_call>\n<invoke name=\"search\">\n<query>{entity}</query>\n<limit>3</limit>\n</invoke>\n</minimax:tool_call>"
            ),
        ),
        (
            "minimax",
            format!(
                "<minimax:tool_call>\n<invoke name=\"search\">\n<parameter name=\"query\">{entity}</parameter>\n<parameter name=\"limit\">3</parameter>\n</invoke>\n</minimax:tool_call>"
            ),
        ),
        (
            "deepseek dsml",
            format!(
                "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"search\">\n<｜DSML｜parameter name=\"query\" string=\"true\">{q}</｜DSML｜parameter>\n<｜DSML｜parameter name=\"limit\" string=\"false\">3</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>"
            ),
        ),
        (
            "deepseek dsml json",
            format!(
                "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"search\">\n{json}\n</｜DSML｜invoke>\n</｜DSML｜function_calls>"
            ),
        ),
        (
            "deepseek v4 dsml",
            format!(
                "<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"search\">\n<｜DSML｜parameter name=\"query\" string=\"true\">{entity}</｜DSML｜parameter>\n<｜DSML｜parameter name=\"limit\" string=\"false\">3</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>"
            ),
        ),
        (
            "step-3",
            format!(
                "<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"search\">\n<steptml:parameter name=\"query\">{entity}</steptml:parameter>\n<steptml:parameter name=\"limit\">3</steptml:parameter>\n</steptml:invoke><｜tool_call_end｜>\n<｜tool_calls_end｜>"
            ),
        ),
        (
            "inkling",
            format!(
                "<|message_model|><|content_text|>Searching.<|end_message|><|message_model|>search<|content_invoke_tool_json|>{{\"name\":\"search\",\"args\":{json}}}<|end_message|><|content_model_end_sampling|>"
            ),
        ),
        (
            "command r, thinking first",
            format!(
                "<|START_THINKING|>I will search.<|END_THINKING|><|START_ACTION|>[\n    {{\"tool_call_id\": \"0\", \"tool_name\": \"search\", \"parameters\": {json}}}\n]<|END_ACTION|>"
            ),
        ),
        (
            "gemma 4",
            format!("<|tool_call>call:search{{query:<|\"|>{q}<|\"|>,limit:3}}<tool_call|>"),
        ),
        ("pythonic", format!("[{py}]")),
        ("llama 4", format!("<|python_start|>[{py}]<|python_end|>")),
        (
            "liquid",
            format!("<|tool_call_start|>[{py}]<|tool_call_end|>Checking."),
        ),
    ]
}

/// Every open model's format streams: pushed a character at a time and in random chunks,
/// the tool appears before the arguments have all come and never changes, no snapshot of
/// the arguments holds a marker's bytes (each refines the next and the call), the last one
/// is the call's arguments, and `finish` is `convert`.
#[test]
fn every_open_model_format_streams_live() {
    let tools = tools();
    let expected = json!({"query": "rust <streaming> & \"more\"", "limit": 3});
    let mut rng = Rng(0x00FA_3115);
    for (family, reply) in family_replies() {
        let Ok(ToolStep::Calls(calls)) = tools.convert(&reply) else {
            panic!("{family}: {:?}", tools.convert(&reply));
        };
        assert_eq!(calls[0].arguments, expected, "{family}");
        for round in 0..20 {
            let mut parser = tools.partial_parser();
            let (mut named_at, mut last, mut read) = (None, None::<Value>, 0);
            let parts = match round {
                0 => reply
                    .char_indices()
                    .map(|(i, c)| &reply[i..i + c.len_utf8()])
                    .collect(),
                _ => chunks(&reply, &mut rng, 1 + round % 7),
            };
            for part in parts {
                parser.push(part);
                read += part.len();
                if let Some(tool) = parser.tool() {
                    assert_eq!(tool, "search", "{family}");
                    named_at.get_or_insert(read);
                }
                if let Some(now) = parser.arguments() {
                    assert!(
                        parser.tool().is_some(),
                        "{family}: arguments before the tool"
                    );
                    if let Some(before) = &last {
                        assert!(refines(before, now), "{family}: {before} then {now}");
                    }
                    assert!(refines(now, &expected), "{family}: {now}");
                    last = Some(now.clone());
                }
            }
            if round == 0 {
                let query_at = reply.find("rust").unwrap();
                assert!(
                    named_at.is_some_and(|n| n <= query_at + 1),
                    "{family}: named at {named_at:?}"
                );
                assert_eq!(last.as_ref(), Some(&expected), "{family}");
            }
            assert_eq!(parser.finish().ok(), tools.convert(&reply).ok(), "{family}");
        }
    }
}

/// A reply cut off inside a call in each format: what was shown refines the call the whole
/// reply holds, and the cut reply is refused as [`ToolSet::convert`] refuses it.
#[test]
fn an_open_model_call_cut_off_is_refused() {
    let tools = tools();
    for (family, reply) in family_replies() {
        let cut = &reply[..reply.find("streaming").unwrap()];
        let mut parser = tools.partial_parser();
        for (i, c) in cut.char_indices() {
            parser.push(&cut[i..i + c.len_utf8()]);
        }
        if let Some(shown) = parser.arguments() {
            let whole = json!({"query": "rust <streaming> & \"more\"", "limit": 3});
            assert!(refines(shown, &whole), "{family}: {shown}");
        }
        assert!(parser.finish().is_err(), "{family}");
    }
}

/// An unknown tool in an open model's format shows no tool and no arguments.
#[test]
fn an_open_model_call_of_an_unknown_tool_shows_nothing() {
    let tools = tools();
    for (family, reply) in family_replies() {
        let reply = reply.replace("search", "lookup");
        let mut parser = tools.partial_parser();
        for (i, c) in reply.char_indices() {
            parser.push(&reply[i..i + c.len_utf8()]);
            assert_eq!(parser.tool(), None, "{family}");
            assert_eq!(parser.arguments(), None, "{family}");
        }
        assert!(parser.finish().is_err(), "{family}");
    }
}

/// A final answer written before an action: the answer is announced and no tool is shown,
/// as `convert` reads it.
#[test]
fn a_final_answer_before_an_action_shows_no_tool() {
    let tools = tools();
    let reply =
        "Final Answer: Oslo is sunny.\n\nAction: search\nAction Input: {\"query\": \"x\"}\n";
    let mut parser = tools.partial_parser();
    for (i, c) in reply.char_indices() {
        parser.push(&reply[i..i + c.len_utf8()]);
        assert_eq!(parser.tool(), None);
    }
    assert!(parser.is_final_answer());
    assert!(matches!(parser.finish(), Ok(ToolStep::Finish(_))));
}

/// A call written inside reasoning (`<think>…</think>`, namespaced `<seed:think>` too) is the
/// model thinking: in every open model's format, streamed a character at a time, no tool and
/// no arguments are shown, inside the block or after it, and `finish` is `convert`.
#[test]
fn a_call_inside_reasoning_is_never_shown() {
    let tools = tools();
    for (family, reply) in family_replies() {
        for (open, close) in [("<think>", "</think>"), ("<seed:think>", "</seed:think>")] {
            let reasoned = format!("{open}I could write {reply}{close} No tool is needed.");
            let mut parser = tools.partial_parser();
            for (i, c) in reasoned.char_indices() {
                parser.push(&reasoned[i..i + c.len_utf8()]);
                assert_eq!(parser.tool(), None, "{family}: {reasoned:?} at {i}");
                assert_eq!(parser.arguments(), None, "{family}: {reasoned:?} at {i}");
            }
            assert_eq!(
                parser.finish().map_err(|e| e.kind()),
                tools.convert(&reasoned).map_err(|e| e.kind()),
                "{family}"
            );
        }
    }
}
