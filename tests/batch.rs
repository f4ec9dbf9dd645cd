//! Batch files: request lines written for each API are what its documentation and a real
//! client's types (async-openai) take; result lines of OpenAI, vLLM and Anthropic read back
//! to their ids and typed values in any order, failures kept with their reply and kind; the
//! failures written again as requests that end with the reply and the feedback.

use async_openai::types::batches::{BatchEndpoint, BatchRequestInput, BatchRequestOutput};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Value, json};
use std::io::{self, BufRead, Read};
use structout::batch::{self, Api, Failures, Requests};
use structout::{Converter, ErrorKind, Message, StructuredOutput};

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
/// A city's weather.
struct Weather {
    city: String,
    celsius: i32,
}

fn conversation() -> Vec<Message> {
    vec![
        Message::system("You read weather reports."),
        Message::user("Oslo, 4 degrees and rain."),
    ]
}

fn line(api: Api) -> Value {
    let line = Requests::new::<Weather>(api, "a-model")
        .unwrap()
        .line("req-1", &conversation());
    assert!(!line.contains('\n'), "one line: {line}");
    serde_json::from_str(&line).unwrap()
}

#[test]
fn openai_chat_lines_are_what_a_client_sends() {
    let line = line(Api::OpenAiChat);
    let input: BatchRequestInput = serde_json::from_value(line.clone()).expect("a batch input");
    assert_eq!(input.custom_id, "req-1");
    assert_eq!(input.url, BatchEndpoint::V1ChatCompletions);
    let body: async_openai::types::chat::CreateChatCompletionRequest =
        serde_json::from_value(input.body.unwrap()).expect("a chat request");
    assert_eq!(body.model, "a-model");
    assert_eq!(body.messages.len(), 2);
    assert!(body.response_format.is_some());
    let format = &line["body"]["response_format"]["json_schema"];
    assert_eq!(format["strict"], true);
    assert_eq!(format["name"], "Weather");
    assert_eq!(format["schema"]["required"], json!(["city", "celsius"]));
}

#[test]
fn openai_responses_lines_are_what_a_client_sends() {
    let line = line(Api::OpenAiResponses);
    let input: BatchRequestInput = serde_json::from_value(line.clone()).expect("a batch input");
    assert_eq!(input.url, BatchEndpoint::V1Responses);
    let _: async_openai::types::responses::CreateResponse =
        serde_json::from_value(input.body.unwrap()).expect("a Responses request");
    let format = &line["body"]["text"]["format"];
    assert_eq!(format["type"], "json_schema");
    assert_eq!(format["name"], "Weather");
    assert_eq!(format["strict"], true);
    assert_eq!(format["schema"]["additionalProperties"], false);
    assert_eq!(
        line["body"]["input"][1]["content"],
        "Oslo, 4 degrees and rain."
    );
}

#[test]
fn anthropic_lines_carry_the_system_prompt_apart_and_a_token_limit() {
    let line = line(Api::Anthropic);
    assert_eq!(line["custom_id"], "req-1");
    let params = &line["params"];
    assert_eq!(params["model"], "a-model");
    assert_eq!(params["system"], "You read weather reports.");
    assert_eq!(
        params["messages"],
        json!([{"role": "user", "content": "Oslo, 4 degrees and rain."}])
    );
    assert!(params["max_tokens"].as_u64().is_some_and(|n| n > 0));
    assert_eq!(params["output_config"]["format"]["type"], "json_schema");
    // Parameters set by the caller replace the defaults.
    let requests = Requests::new::<Weather>(Api::Anthropic, "m")
        .unwrap()
        .param("max_tokens", json!(512))
        .param("temperature", json!(0));
    let line: Value = serde_json::from_str(&requests.line("x", &conversation())).unwrap();
    assert_eq!(line["params"]["max_tokens"], 512);
    assert_eq!(line["params"]["temperature"], 0);
}

/// A chat completion whose message says `content`, ended by `finish`.
fn chat(content: &str, finish: &str) -> Value {
    json!({"id": "chatcmpl-1", "object": "chat.completion", "model": "m", "choices": [{"index": 0,
        "message": {"role": "assistant", "content": content, "refusal": null}, "finish_reason": finish}]})
}

fn openai_line(id: &str, body: Value) -> String {
    json!({"id": format!("batch_req_{id}"), "custom_id": id,
        "response": {"status_code": 200, "request_id": "r", "body": body}, "error": null})
    .to_string()
}

fn anthropic_message(text: &str, stop: &str) -> Value {
    json!({"id": "msg_1", "type": "message", "role": "assistant", "model": "m",
        "content": [{"type": "text", "text": text}], "stop_reason": stop,
        "usage": {"input_tokens": 1, "output_tokens": 1}})
}

#[test]
fn results_of_every_provider_read_to_their_ids_in_their_order() {
    let lines = [
        openai_line("c", chat("```json\n{\"city\": \"Rome\", \"celsius\": 21}\n```", "stop")),
        json!({"custom_id": "a", "result": {"type": "succeeded",
            "message": anthropic_message("{\"city\": \"Oslo\", \"celsius\": 4}", "end_turn")}})
        .to_string(),
        // vLLM's run_batch writes OpenAI's lines.
        json!({"id": "vllm-1", "custom_id": "b", "response": {"status_code": 200,
            "request_id": "vllm-batch-1", "body": chat("{\"city\": \"Lima\", \"celsius\": 18}", "stop")},
            "error": null})
        .to_string(),
    ];
    // OpenAI's own type reads the lines this test writes.
    let _: BatchRequestOutput = serde_json::from_str(&lines[0]).expect("an OpenAI output line");
    let file = lines.join("\n");
    let items: Vec<_> = batch::read::<Weather, _>(file.as_bytes())
        .map(Result::unwrap)
        .collect();
    let got: Vec<(&str, usize, &Weather)> = items
        .iter()
        .map(|i| (i.custom_id.as_str(), i.line, i.result.as_ref().unwrap()))
        .collect();
    let w = |city: &str, celsius| Weather {
        city: city.into(),
        celsius,
    };
    assert_eq!(
        got,
        [
            ("c", 1, &w("Rome", 21)),
            ("a", 2, &w("Oslo", 4)),
            ("b", 3, &w("Lima", 18))
        ]
    );
    assert!(items[0].reply.as_deref().unwrap().starts_with("```json"));
}

#[test]
fn failures_keep_their_kind_and_their_reply() {
    let cases: Vec<(String, ErrorKind, Option<&str>)> = vec![
        // The model's words are no value.
        (
            openai_line("prose", chat("It is hard to say from this report.", "stop")),
            ErrorKind::NoValue,
            Some("It is hard to say from this report."),
        ),
        // Stopped at the token limit.
        (
            openai_line("cut", chat("{\"city\": \"Os", "length")),
            ErrorKind::Truncated,
            Some("{\"city\": \"Os"),
        ),
        // A Structured Outputs refusal.
        (
            openai_line(
                "refused",
                json!({"object": "chat.completion", "choices": [{"index": 0, "message":
                    {"role": "assistant", "content": null, "refusal": "I can't help with that."},
                    "finish_reason": "stop"}]}),
            ),
            ErrorKind::Refusal,
            None,
        ),
        // OpenAI: a request that failed without an HTTP answer, and one with an error status.
        (
            json!({"id": "b", "custom_id": "e1", "response": null,
                "error": {"code": "batch_expired", "message": "This request could not be executed before the completion window expired."}})
            .to_string(),
            ErrorKind::RequestFailed,
            None,
        ),
        (
            json!({"id": "b", "custom_id": "e2", "response": {"status_code": 400, "request_id": "r",
                "body": {"error": {"message": "Invalid schema for response_format", "type": "invalid_request_error"}}},
                "error": null})
            .to_string(),
            ErrorKind::RequestFailed,
            None,
        ),
        // vLLM: an error as a message, the response's body left out.
        (
            json!({"id": "vllm-2", "custom_id": "e3", "response": {"status_code": 400, "request_id": "vllm-batch-2"},
                "error": "The model `x` does not exist."})
            .to_string(),
            ErrorKind::RequestFailed,
            None,
        ),
        // Anthropic: errored, expired, canceled, a refusal and a stop at the token limit.
        (
            json!({"custom_id": "e4", "result": {"type": "errored", "error": {"type": "error",
                "error": {"type": "invalid_request_error", "message": "max_tokens: Field required"}}}})
            .to_string(),
            ErrorKind::RequestFailed,
            None,
        ),
        (
            json!({"custom_id": "e5", "result": {"type": "expired"}}).to_string(),
            ErrorKind::RequestFailed,
            None,
        ),
        (
            json!({"custom_id": "e6", "result": {"type": "canceled"}}).to_string(),
            ErrorKind::RequestFailed,
            None,
        ),
        (
            json!({"custom_id": "e7", "result": {"type": "succeeded",
                "message": anthropic_message("I won't do that.", "refusal")}})
            .to_string(),
            ErrorKind::Refusal,
            Some("I won't do that."),
        ),
        (
            json!({"custom_id": "e8", "result": {"type": "succeeded",
                "message": anthropic_message("{\"city\": \"Oslo\", \"cel", "max_tokens")}})
            .to_string(),
            ErrorKind::Truncated,
            Some("{\"city\": \"Oslo\", \"cel"),
        ),
    ];
    let file: Vec<String> = cases.iter().map(|(line, ..)| line.clone()).collect();
    let items: Vec<_> = batch::read::<Weather, _>(file.join("\n").as_bytes()).collect();
    assert_eq!(items.len(), cases.len());
    for (item, (line, kind, reply)) in items.into_iter().zip(&cases) {
        let item = item.unwrap_or_else(|e| panic!("{line}: {e}"));
        let err = item.result.expect_err(line);
        assert_eq!(err.kind(), *kind, "{line}: {err}");
        assert_eq!(item.reply.as_deref(), *reply, "{line}");
        if *kind == ErrorKind::RequestFailed {
            // The provider's words are in the error.
            assert!(
                !err.found().is_empty() && !err.found().contains('{'),
                "{err}"
            );
        }
    }
}

#[test]
fn a_bad_line_is_reported_with_its_number_and_reading_goes_on() {
    let file = [
        "{\"custom_id\": \"a\", \"result\": {\"type\": \"expired\"}}",
        "",
        "not json",
        "{\"no_id\": 1}",
        "{\"custom_id\": \"x\", \"result\": {\"type\": \"teleported\"}}",
        "{\"custom_id\": \"y\", \"response\": {\"status_code\": 200, \"body\": {\"hello\": 1}}, \"error\": null}",
        "{\"custom_id\": \"b\", \"result\": {\"type\": \"canceled\"}}",
    ]
    .join("\n");
    let items: Vec<_> = batch::read::<Weather, _>(file.as_bytes()).collect();
    let lines: Vec<(usize, bool)> = items
        .iter()
        .map(|i| match i {
            Ok(item) => (item.line, true),
            Err(e) => (e.line(), false),
        })
        .collect();
    assert_eq!(
        lines,
        [
            (1, true),
            (3, false),
            (4, false),
            (5, false),
            (6, false),
            (7, true)
        ]
    );
    let err = items[1].as_ref().unwrap_err();
    assert!(err.to_string().starts_with("line 3: "), "{err}");
    assert!(!err.is_io());
}

/// A reader of endless result lines that fails if more than `limit` bytes are asked of it.
struct Endless {
    served: usize,
    limit: usize,
    pending: Vec<u8>,
    next_id: usize,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.pending.is_empty() {
            self.next_id += 1;
            let body = chat("{\"city\": \"Oslo\", \"celsius\": 4}", "stop");
            self.pending =
                format!("{}\n", openai_line(&self.next_id.to_string(), body)).into_bytes();
        }
        let n = buf.len().min(self.pending.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        self.served += n;
        assert!(self.served <= self.limit, "read ahead of what was asked");
        Ok(n)
    }
}

#[test]
fn results_stream_one_line_at_a_time() {
    let reader = io::BufReader::with_capacity(
        1024,
        Endless {
            served: 0,
            limit: 64 * 1024,
            pending: Vec::new(),
            next_id: 0,
        },
    );
    // Ten items from an endless file: reading is lazy, a line at a time.
    let ids: Vec<String> = batch::read::<Weather, _>(reader)
        .take(10)
        .map(|i| i.unwrap().custom_id)
        .collect();
    assert_eq!(ids, (1..=10).map(|n| n.to_string()).collect::<Vec<_>>());
}

#[test]
fn a_read_failure_ends_the_results() {
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::other("disk gone"))
        }
    }
    let mut items = batch::read::<Weather, _>(io::BufReader::new(Broken));
    let err = items.next().unwrap().unwrap_err();
    assert!(
        err.is_io() && err.to_string().contains("disk gone"),
        "{err}"
    );
    assert!(items.next().is_none());
}

#[test]
fn failures_are_written_again_with_the_reply_and_the_feedback() {
    for api in [Api::OpenAiChat, Api::OpenAiResponses, Api::Anthropic] {
        let requests = Requests::new::<Weather>(api, "m").unwrap();
        let mut file = Vec::new();
        for id in ["ok", "prose", "gone"] {
            requests.write(&mut file, id, &conversation()).unwrap();
        }
        let results = [
            openai_line("ok", chat("{\"city\": \"Oslo\", \"celsius\": 4}", "stop")),
            openai_line("prose", chat("Rainy in Oslo, I think.", "stop")),
            json!({"custom_id": "gone", "result": {"type": "expired"}}).to_string(),
            json!({"custom_id": "never-sent", "result": {"type": "expired"}}).to_string(),
        ]
        .join("\n");
        let mut failures = Failures::new();
        for item in batch::read::<Weather, _>(results.as_bytes()) {
            failures.record(&item.unwrap());
        }
        assert_eq!(failures.len(), 3);
        let mut out = Vec::new();
        let retried = failures.write_retries(file.as_slice(), &mut out).unwrap();
        assert_eq!(retried.written, 2, "{api:?}");
        assert_eq!(retried.missing, ["never-sent"]);
        let lines: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(&l.unwrap()).unwrap())
            .collect();
        let turns = |line: &Value| -> Vec<Value> {
            let body = line.get("params").or(line.get("body")).unwrap();
            body.get("messages")
                .or(body.get("input"))
                .unwrap()
                .as_array()
                .unwrap()
                .clone()
        };
        let original: Value =
            serde_json::from_str(&requests.line("gone", &conversation())).unwrap();
        // The request with no reply goes again as it was.
        let gone = lines.iter().find(|l| l["custom_id"] == "gone").unwrap();
        assert_eq!(gone, &original, "{api:?}");
        // The one whose reply was no value ends with the reply and the feedback.
        let prose = lines.iter().find(|l| l["custom_id"] == "prose").unwrap();
        let turns = turns(prose);
        let n = turns.len();
        assert_eq!(
            turns[n - 2],
            json!({"role": "assistant", "content": "Rainy in Oslo, I think."})
        );
        assert_eq!(turns[n - 1]["role"], "user");
        assert!(
            turns[n - 1]["content"]
                .as_str()
                .unwrap()
                .starts_with("Your previous reply could not be used"),
            "{}",
            turns[n - 1]
        );
        // The rest of the request is kept: its schema goes with it.
        let format = |l: &Value| {
            let body = l.get("params").or(l.get("body")).unwrap().clone();
            body.get("response_format")
                .or(body.get("text"))
                .or(body.get("output_config"))
                .cloned()
        };
        assert_eq!(format(prose), format(&original));
        assert!(format(prose).is_some());
    }
}

#[test]
fn any_converter_reads_a_batch() {
    let converter =
        Converter::new(&json!({"type": "array", "items": {"type": "integer"}})).unwrap();
    let file = openai_line("n", chat("The numbers: 1, 2 and 3.\n[1, 2, 3]", "stop"));
    let item = batch::read_with(file.as_bytes(), |reply| converter.convert(reply))
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(item.result.unwrap(), json!([1, 2, 3]));
}
