//! The `structout` command as a user runs it: files in, JSON Lines out, exit status.

use serde_json::{Value, json};
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_structout"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_owned();
    let writer = std::thread::spawn(move || input.write_all(stdin.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    out
}

fn output_lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

/// A file of its own (tests run at once: none writes a file another reads).
fn file(name: &str, text: &str) -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("structout-cli-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn schema() -> String {
    file(
        "schema.json",
        r#"{"type": "object", "properties": {"city": {"type": "string"}, "count": {"type": "integer"}}, "required": ["city", "count"]}"#,
    )
}

#[test]
fn every_line_is_answered_in_order_with_its_number() {
    let input = [
        json!("{\"city\": \"Oslo\", \"count\": 3}").to_string(),
        json!({"custom_id": "a7", "choices": [{"message": {"content": "Here: {city: Lima, count: 4}"}}]}).to_string(),
        String::new(),
        "not json".to_owned(),
        json!({"id": 9, "choices": [{"message": {"content": "I can't help with that."}}]}).to_string(),
    ]
    .join("\n");
    let out = run(
        &[
            "convert",
            "--schema",
            &schema(),
            "--field",
            "choices.0.message.content",
        ],
        &input,
    );
    assert_eq!(out.status.code(), Some(1), "a line failed");
    let lines = output_lines(&out);
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(
        lines[0],
        json!({"line": 1, "value": {"city": "Oslo", "count": 3}, "repairs": []})
    );
    assert_eq!(lines[1]["id"], "a7");
    assert_eq!(lines[1]["value"], json!({"city": "Lima", "count": 4}));
    assert!(
        lines[1]["repairs"]
            .as_array()
            .is_some_and(|r| !r.is_empty())
    );
    assert_eq!(lines[2]["line"], 4);
    assert_eq!(lines[2]["error"]["kind"], "BadLine");
    assert_eq!(lines[3]["id"], 9);
    assert_eq!(lines[3]["error"]["kind"], "Refusal");
    assert!(
        lines[3]["error"]["feedback"]
            .as_str()
            .unwrap()
            .contains("city")
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 4: not JSON"));
}

#[test]
fn a_file_larger_than_a_chunk_keeps_its_order_and_succeeds() {
    let input: Vec<String> = (0..10_000)
        .map(|n| {
            json!(format!(
                "```json\n{{\"city\": \"c{n}\", \"count\": {n}}}\n```"
            ))
            .to_string()
        })
        .collect();
    let path = file("many.jsonl", &input.join("\n"));
    let out = run(
        &["convert", "--schema", &schema(), "--jobs", "2", &path],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = output_lines(&out);
    assert_eq!(lines.len(), 10_000);
    for (n, line) in lines.iter().enumerate() {
        assert_eq!(line["line"], n + 1);
        assert_eq!(line["value"]["count"], n);
    }
}

#[test]
fn plain_text_lines_and_tool_calls() {
    let out = run(
        &["convert", "--schema", &schema(), "--raw"],
        "{city: Quito, count: 2}\nThe city is Lima and the count 4 {\"city\": \"Lima\", \"count\": 4}\n",
    );
    let lines = output_lines(&out);
    assert_eq!(lines[0]["value"], json!({"city": "Quito", "count": 2}));
    assert_eq!(lines[1]["value"], json!({"city": "Lima", "count": 4}));
    let tools = file(
        "tools.json",
        r#"[{"name": "get_weather", "description": "Weather of a city", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}]"#,
    );
    let input = [
        json!("<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\"}}\n</tool_call>"),
        json!("It is sunny in Oslo."),
        json!("<tool_call>\n{\"name\": \"book_flight\", \"arguments\": {}}\n</tool_call>"),
    ]
    .map(|v| v.to_string())
    .join("\n");
    let out = run(&["convert", "--tools", &tools, "--style", "hermes"], &input);
    assert_eq!(out.status.code(), Some(1));
    let lines = output_lines(&out);
    assert_eq!(lines[0]["calls"][0]["name"], "get_weather");
    assert_eq!(lines[0]["calls"][0]["arguments"], json!({"city": "Oslo"}));
    assert_eq!(lines[1]["finish"], "It is sunny in Oslo.");
    assert_eq!(lines[2]["error"]["kind"], "UnknownTool");
}

#[test]
fn batch_results_are_read_and_their_failures_written_again() {
    let chat = |content: &str| json!({"object": "chat.completion", "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}]});
    let results = [
        json!({"id": "b1", "custom_id": "r1", "response": {"status_code": 200, "request_id": "q", "body": chat("{\"city\": \"Oslo\", \"count\": 1}")}, "error": null}),
        json!({"id": "b2", "custom_id": "r2", "response": {"status_code": 200, "request_id": "q", "body": chat("No idea, sorry.")}, "error": null}),
        json!({"custom_id": "r3", "result": {"type": "expired"}}),
    ]
    .map(|v| v.to_string())
    .join("\n");
    let results = file("results.jsonl", &results);
    let out = run(&["batch", "read", "--schema", &schema(), &results], "");
    assert_eq!(out.status.code(), Some(1));
    let lines = output_lines(&out);
    assert_eq!(lines[0]["value"], json!({"city": "Oslo", "count": 1}));
    assert_eq!(lines[1]["custom_id"], "r2");
    assert_eq!(lines[1]["reply"], "No idea, sorry.");
    assert_eq!(lines[2]["error"]["kind"], "RequestFailed");

    let request = |id: &str| {
        json!({"custom_id": id, "method": "POST", "url": "/v1/chat/completions", "body": {"model": "m", "messages": [{"role": "user", "content": "Which city?"}]}}).to_string()
    };
    let requests = file(
        "requests.jsonl",
        &["r1", "r2", "r3"].map(request).join("\n"),
    );
    let out = run(
        &[
            "batch",
            "retry",
            "--schema",
            &schema(),
            "--requests",
            &requests,
            &results,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = output_lines(&out);
    let ids: Vec<&str> = lines
        .iter()
        .map(|l| l["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["r2", "r3"]);
    let messages = lines[0]["body"]["messages"].as_array().unwrap();
    assert_eq!(messages.len(), 3);
    assert_eq!(messages[1]["content"], "No idea, sorry.");
    assert_eq!(lines[1]["body"]["messages"].as_array().unwrap().len(), 1);
}

#[test]
fn prompts_schemas_and_grammars_are_printed() {
    let schema = schema();
    let text = |args: &[&str]| {
        let out = run(args, "");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(text(&["format", "--schema", &schema]).contains("\"city\": string"));
    let openai: Value = serde_json::from_str(&text(&[
        "schema",
        "--schema",
        &schema,
        "--provider",
        "OpenAI",
    ]))
    .unwrap();
    assert_eq!(openai["response_format"]["json_schema"]["strict"], true);
    let anthropic: Value = serde_json::from_str(&text(&[
        "schema",
        "--schema",
        &schema,
        "--provider",
        "anthropic",
    ]))
    .unwrap();
    assert_eq!(anthropic["output_config"]["format"]["type"], "json_schema");
    assert!(text(&["grammar", "--schema", &schema]).starts_with("root ::="));
    assert!(text(&["grammar", "--schema", &schema, "--lark"]).contains("start"));
    let tools = file(
        "tools2.json",
        r#"[{"name": "search", "parameters": {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}}]"#,
    );
    assert!(text(&["format", "--tools", &tools, "--style", "hermes"]).contains("<tool_call>"));
    assert!(
        text(&["grammar", "--tools", &tools, "--style", "qwen3-coder"])
            .contains("<function=search>")
    );
}

#[test]
fn a_command_that_cannot_run_says_why_and_exits_2() {
    let bad = file("bad.json", "{\"type\": \"object\", \"properties\": ");
    for (args, says) in [
        (vec!["convert", "--schema", bad.as_str()], "not JSON"),
        (vec!["convert"], "one of --schema and --tools"),
        (
            vec!["schema", "--schema", bad.as_str(), "--provider", "acme"],
            "unknown provider `acme`",
        ),
        (
            vec!["grammar", "--tools", bad.as_str(), "--style", "yaml"],
            "unknown format `yaml`",
        ),
        (vec!["frobnicate"], "unknown command"),
        (
            vec!["convert", "--schema", "/nonexistent/schema.json"],
            "/nonexistent/schema.json",
        ),
    ] {
        let out = run(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
    let out = run(&["help"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("structout convert --schema"));
}

#[test]
fn an_empty_file_gives_no_lines_and_succeeds() {
    let empty = file("empty.jsonl", "");
    for args in [
        vec!["convert", "--schema", &schema(), &empty],
        vec!["batch", "read", "--schema", &schema(), &empty],
    ] {
        let out = run(&args, "");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // Blank lines only: nothing to convert either.
    let out = run(&["convert", "--schema", &schema()], "\n\n  \n");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
}
