//! Provider responses in, for data types: the raw JSON of an OpenAI chat completion or
//! message, an OpenAI Responses API response, an Anthropic message or a Gemini response or
//! candidate converts through its text (or its only tool call), refusals and token-limit stops
//! are errors, and a type shaped like a message converts as itself.
//!
//! The responses are written by hand after the shapes the providers document (linked in
//! `structout/src/envelope.rs`), with the keys a real response carries.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::fmt::Debug;
use structout::{ConvertOptions, Converter, ErrorKind, RepairKind, StructuredOutput};

/// Films an actor appeared in.
#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct ActorsFilms {
    actor: String,
    movies: Vec<String>,
}

fn hanks() -> ActorsFilms {
    ActorsFilms {
        actor: "Tom Hanks".into(),
        movies: vec!["Big".into(), "Splash".into()],
    }
}

/// The strict-mode JSON of [`hanks`], as a provider puts it in a message.
const HANKS: &str = r#"{"actor":"Tom Hanks","movies":["Big","Splash"]}"#;

fn openai_completion(message: Value, finish_reason: &str) -> String {
    json!({
        "id": "chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG",
        "object": "chat.completion",
        "created": 1_741_570_283,
        "model": "gpt-4o-2024-08-06",
        "choices": [{
            "index": 0,
            "message": message,
            "logprobs": null,
            "finish_reason": finish_reason
        }],
        "usage": {
            "prompt_tokens": 81,
            "completion_tokens": 19,
            "total_tokens": 100,
            "completion_tokens_details": {"reasoning_tokens": 0, "accepted_prediction_tokens": 0}
        },
        "service_tier": "default",
        "system_fingerprint": "fp_fc9f1d7035"
    })
    .to_string()
}

fn openai_message(content: Value, refusal: Value) -> Value {
    json!({"role": "assistant", "content": content, "refusal": refusal, "annotations": []})
}

fn openai_response(status: &str, reason: Value, content: Value) -> String {
    json!({
        "id": "resp_67ccd2bed1ec8190b14f964abc0542670bb6a6b452d3795b",
        "object": "response",
        "created_at": 1_741_476_542,
        "status": status,
        "error": null,
        "incomplete_details": reason,
        "model": "gpt-4.1-2025-04-14",
        "output": [
            {"type": "reasoning", "id": "rs_67ccd3acc8d48190a7b2fb9f1e4e1a6e", "summary": []},
            {
                "type": "message",
                "id": "msg_67ccd2bf17f0819081ff3bb2cf6508e6",
                "status": status,
                "role": "assistant",
                "content": content
            }
        ],
        "parallel_tool_calls": true,
        "usage": {"input_tokens": 36, "output_tokens": 87, "total_tokens": 123}
    })
    .to_string()
}

fn anthropic(content: Value, stop_reason: &str) -> String {
    json!({
        "id": "msg_01XFDUDYJgAACzvnptvVoYEL",
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-5-20250929",
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": null,
        "usage": {"input_tokens": 2095, "output_tokens": 503}
    })
    .to_string()
}

fn gemini_candidate(parts: Value, finish_reason: &str) -> Value {
    json!({
        "content": {"parts": parts, "role": "model"},
        "finishReason": finish_reason,
        "index": 0,
        "safetyRatings": [
            {"category": "HARM_CATEGORY_HARASSMENT", "probability": "NEGLIGIBLE"}
        ]
    })
}

fn gemini(candidate: Value) -> String {
    json!({
        "candidates": [candidate],
        "usageMetadata": {"promptTokenCount": 25, "candidatesTokenCount": 19, "totalTokenCount": 44},
        "modelVersion": "gemini-2.0-flash",
        "responseId": "mWvZZ8b7Iu6vz7IPxO2GuA0"
    })
    .to_string()
}

/// Every response that holds [`hanks`], by provider.
fn responses_with_hanks() -> Vec<(&'static str, String)> {
    vec![
        (
            "openai completion",
            openai_completion(openai_message(json!(HANKS), Value::Null), "stop"),
        ),
        (
            "openai message",
            openai_message(json!(HANKS), Value::Null).to_string(),
        ),
        (
            "openai content parts",
            openai_message(json!([{"type": "text", "text": HANKS}]), Value::Null).to_string(),
        ),
        (
            "openai responses",
            openai_response(
                "completed",
                Value::Null,
                json!([{"type": "output_text", "text": HANKS, "annotations": []}]),
            ),
        ),
        (
            "anthropic",
            anthropic(json!([{"type": "text", "text": HANKS}]), "end_turn"),
        ),
        (
            "anthropic with thinking",
            anthropic(
                json!([
                    {"type": "thinking", "thinking": "Big (1988) and Splash (1984).", "signature": "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds"},
                    {"type": "text", "text": HANKS}
                ]),
                "end_turn",
            ),
        ),
        (
            "anthropic forced tool",
            anthropic(
                json!([{
                    "type": "tool_use",
                    "id": "toolu_01A09q90qw90lq917835lq9",
                    "name": "record_films",
                    "input": {"actor": "Tom Hanks", "movies": ["Big", "Splash"]}
                }]),
                "tool_use",
            ),
        ),
        (
            "anthropic text then tool",
            anthropic(
                json!([
                    {"type": "text", "text": "I'll record the films."},
                    {"type": "tool_use", "id": "toolu_01", "name": "record_films", "input": {"actor": "Tom Hanks", "movies": ["Big", "Splash"]}}
                ]),
                "tool_use",
            ),
        ),
        (
            "gemini",
            gemini(gemini_candidate(json!([{"text": HANKS}]), "STOP")),
        ),
        (
            "gemini candidate",
            gemini_candidate(json!([{"text": HANKS}]), "STOP").to_string(),
        ),
        (
            "gemini with thought summary",
            gemini(gemini_candidate(
                json!([
                    {"text": "**Listing films**\nBig and Splash are well known.", "thought": true},
                    {"text": HANKS}
                ]),
                "STOP",
            )),
        ),
        (
            "openai free text",
            openai_completion(
                openai_message(
                    json!("Here you go:\n```json\n{\"actor\": \"Tom Hanks\", \"movies\": [\"Big\", \"Splash\",]}\n```"),
                    Value::Null,
                ),
                "stop",
            ),
        ),
        (
            "ollama compatible",
            json!({
                "id": "chatcmpl-534",
                "object": "chat.completion",
                "created": 1_745_000_000,
                "model": "llama3.2",
                "system_fingerprint": "fp_ollama",
                "choices": [{"index": 0, "message": {"role": "assistant", "content": HANKS}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 30, "completion_tokens": 20, "total_tokens": 50}
            })
            .to_string(),
        ),
    ]
}

/// `convert`, `convert_with` (default options), `convert_with_report` and the type's
/// `Converter` agree on `text`; `convert_strict` accepts it only when the report is clean.
/// Returns the value and the kinds of repair reported, or the error.
fn agree<T>(text: &str) -> Result<(T, Vec<RepairKind>), structout::ConvertError>
where
    T: StructuredOutput + Serialize + PartialEq + Debug,
{
    let plain = T::convert(text);
    let with = T::convert_with(text, &ConvertOptions::default()).map(|c| c.value);
    let report = T::convert_with_report(text);
    let dynamic = T::converter().convert(text);
    match (&plain, &with, &report, &dynamic) {
        (Ok(a), Ok(b), Ok(c), Ok(d)) => {
            assert_eq!(a, b, "convert vs convert_with on {text}");
            assert_eq!(a, &c.value, "convert vs convert_with_report on {text}");
            assert_eq!(
                &serde_json::to_value(a).unwrap(),
                d,
                "convert vs Converter on {text}"
            );
        }
        (Err(a), Err(b), Err(c), Err(d)) => {
            for other in [b, c, d] {
                assert_eq!(a.kind(), other.kind(), "{text}: {a} / {other}");
                assert_eq!(a.found(), other.found(), "{text}");
            }
        }
        _ => panic!(
            "entry points disagree on {text}: {plain:?} / {with:?} / {report:?} / {dynamic:?}"
        ),
    }
    let clean = report.as_ref().is_ok_and(structout::Converted::is_clean);
    match T::convert_strict(text) {
        Err(e) => {
            assert_eq!(e.kind(), ErrorKind::NotStrict, "{text}");
            assert!(!clean, "strict refused a clean reply: {text}");
        }
        Ok(v) => assert!(clean, "strict accepted a repaired reply: {v:?} from {text}"),
    }
    report.map(|c| (c.value, c.repairs.iter().map(|r| r.kind).collect()))
}

#[test]
fn every_provider_shape_gives_the_value() {
    for (name, text) in responses_with_hanks() {
        let (value, repairs) =
            agree::<ActorsFilms>(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(value, hanks(), "{name}");
        assert_eq!(
            repairs.first(),
            Some(&RepairKind::EnvelopeOpened),
            "{name}: {repairs:?}"
        );
        assert!(ActorsFilms::convert_strict(&text).is_err(), "{name}");
    }
}

#[test]
fn strict_json_in_a_response_reports_only_the_opening() {
    let text = openai_completion(openai_message(json!(HANKS), Value::Null), "stop");
    let (_, repairs) = agree::<ActorsFilms>(&text).unwrap();
    assert_eq!(repairs, [RepairKind::EnvelopeOpened]);
    // Free text goes through the tolerant engine, and its repairs follow the opening.
    let free = &responses_with_hanks()
        .into_iter()
        .find(|(name, _)| *name == "openai free text")
        .unwrap()
        .1;
    let (_, repairs) = agree::<ActorsFilms>(free).unwrap();
    assert_eq!(repairs[0], RepairKind::EnvelopeOpened);
    assert!(repairs.contains(&RepairKind::Extracted), "{repairs:?}");
}

/// Each response must be refused with `kind`, by every entry point.
fn refused(kind: ErrorKind, responses: &[(&str, String)]) -> Vec<structout::ConvertError> {
    responses
        .iter()
        .map(|(name, text)| match agree::<ActorsFilms>(text) {
            Err(e) if e.kind() == kind => e,
            other => panic!("{name}: expected {kind:?}, got {other:?}"),
        })
        .collect()
}

#[test]
fn refusals_keep_the_models_words() {
    let sorry = "I'm sorry, I can't assist with that request.";
    let errors = refused(
        ErrorKind::Refusal,
        &[
            (
                "openai refusal",
                openai_completion(openai_message(Value::Null, json!(sorry)), "stop"),
            ),
            (
                "openai refusal message",
                openai_message(Value::Null, json!(sorry)).to_string(),
            ),
            (
                "openai refusal part",
                openai_message(json!([{"type": "refusal", "refusal": sorry}]), Value::Null)
                    .to_string(),
            ),
            (
                "openai responses refusal",
                openai_response(
                    "completed",
                    Value::Null,
                    json!([{"type": "refusal", "refusal": sorry}]),
                ),
            ),
            (
                "anthropic refusal",
                anthropic(json!([{"type": "text", "text": sorry}]), "refusal"),
            ),
        ],
    );
    for err in errors {
        assert_eq!(err.found(), sorry);
        assert!(!err.feedback().is_empty());
    }
}

#[test]
fn content_filters_and_blocks_are_refusals() {
    let errors = refused(
        ErrorKind::Refusal,
        &[
            (
                "openai content filter",
                openai_completion(openai_message(json!(""), Value::Null), "content_filter"),
            ),
            (
                "openai responses content filter",
                openai_response(
                    "incomplete",
                    json!({"reason": "content_filter"}),
                    json!([]),
                ),
            ),
            (
                "gemini safety",
                gemini(json!({
                    "finishReason": "SAFETY",
                    "index": 0,
                    "safetyRatings": [{"category": "HARM_CATEGORY_DANGEROUS_CONTENT", "probability": "HIGH", "blocked": true}]
                })),
            ),
            (
                "gemini recitation",
                gemini(gemini_candidate(json!([{"text": "{\"actor\": \"Tom"}]), "RECITATION")),
            ),
            (
                "gemini blocked prompt",
                json!({
                    "promptFeedback": {
                        "blockReason": "SAFETY",
                        "safetyRatings": [{"category": "HARM_CATEGORY_DANGEROUS_CONTENT", "probability": "HIGH", "blocked": true}]
                    },
                    "usageMetadata": {"promptTokenCount": 12, "totalTokenCount": 12},
                    "modelVersion": "gemini-2.0-flash"
                })
                .to_string(),
            ),
        ],
    );
    assert!(errors[2].found().contains("SAFETY"), "{}", errors[2]);
    assert!(
        errors[4].found().contains("prompt was blocked: SAFETY"),
        "{}",
        errors[4]
    );
}

#[test]
fn empty_content_is_a_refusal() {
    let errors = refused(
        ErrorKind::Refusal,
        &[
            (
                "openai empty",
                openai_completion(openai_message(json!(""), Value::Null), "stop"),
            ),
            (
                "openai null",
                openai_completion(openai_message(Value::Null, Value::Null), "stop"),
            ),
            ("anthropic empty", anthropic(json!([]), "end_turn")),
            (
                "gemini empty",
                gemini(gemini_candidate(json!([{"text": ""}]), "STOP")),
            ),
            (
                "gemini only thoughts",
                gemini(gemini_candidate(
                    json!([{"text": "Thinking about films.", "thought": true}]),
                    "STOP",
                )),
            ),
        ],
    );
    for err in errors {
        assert!(
            err.found().contains("neither content nor a tool call"),
            "{err}"
        );
    }
}

#[test]
fn token_limit_stops_are_truncation_with_what_was_read() {
    let cut = r#"{"actor":"Tom Hanks","movies":["Big","Spl"#;
    let errors = refused(
        ErrorKind::Truncated,
        &[
            (
                "openai length",
                openai_completion(openai_message(json!(cut), Value::Null), "length"),
            ),
            (
                "openai responses max tokens",
                openai_response(
                    "incomplete",
                    json!({"reason": "max_output_tokens"}),
                    json!([{"type": "output_text", "text": cut, "annotations": []}]),
                ),
            ),
            (
                "anthropic max tokens",
                anthropic(json!([{"type": "text", "text": cut}]), "max_tokens"),
            ),
            (
                "anthropic context window",
                anthropic(
                    json!([{"type": "text", "text": cut}]),
                    "model_context_window_exceeded",
                ),
            ),
            (
                "gemini max tokens",
                gemini(gemini_candidate(json!([{"text": cut}]), "MAX_TOKENS")),
            ),
            (
                "gemini max tokens, no text",
                gemini(json!({"finishReason": "MAX_TOKENS", "index": 0})),
            ),
        ],
    );
    for err in &errors[..5] {
        assert_eq!(err.found(), cut);
        // What was read before the stop, for a caller who wants it on purpose.
        assert_eq!(
            err.partial(),
            Some(&json!({"actor": "Tom Hanks", "movies": ["Big"]})),
            "{err}"
        );
    }
}

#[test]
fn a_cut_off_response_reads_on_purpose() {
    let text = openai_completion(
        openai_message(json!(r#"["Big", "Splash", "Cast Aw"#), Value::Null),
        "length",
    );
    assert_eq!(
        <Vec<String>>::convert(&text).unwrap_err().kind(),
        ErrorKind::Truncated
    );
    let options = ConvertOptions::default().allow_truncated(true);
    assert_eq!(
        <Vec<String>>::convert_with(&text, &options).unwrap().value,
        ["Big", "Splash"]
    );
}

#[test]
fn several_tool_calls_are_ambiguous() {
    let call = |id: &str| json!({"type": "tool_use", "id": id, "name": "record_films", "input": {"actor": "Tom Hanks", "movies": ["Big"]}});
    let text = anthropic(json!([call("toolu_1"), call("toolu_2")]), "tool_use");
    let err = agree::<ActorsFilms>(&text).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Ambiguous);
    // One OpenAI tool call reads its arguments, a JSON string.
    let openai = openai_completion(
        json!({
            "role": "assistant",
            "content": null,
            "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "record_films", "arguments": HANKS}}]
        }),
        "tool_calls",
    );
    assert_eq!(agree::<ActorsFilms>(&openai).unwrap().0, hanks());
}

#[test]
fn a_text_that_does_not_fit_is_the_texts_error() {
    let text = anthropic(
        json!([{"type": "text", "text": "Tom Hanks played in Big."}]),
        "end_turn",
    );
    let err = agree::<ActorsFilms>(&text).unwrap_err();
    assert_ne!(err.kind(), ErrorKind::Refusal);
    assert!(
        err.found().contains("Tom Hanks played in Big."),
        "{}",
        err.found()
    );
}

/// A turn of a chat transcript the program asks the model for: it looks like a message.
#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct ChatTurn {
    role: String,
    content: String,
}

/// A message record that declares OpenAI's own keys.
#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Recorded {
    role: String,
    content: Option<String>,
    refusal: Option<String>,
}

#[test]
fn a_type_shaped_like_a_message_converts_as_itself() {
    let turn = ChatTurn::convert(r#"{"role": "assistant", "content": "Hello!"}"#).unwrap();
    assert_eq!(
        turn,
        ChatTurn {
            role: "assistant".into(),
            content: "Hello!".into()
        }
    );
    let report =
        ChatTurn::convert_with_report(r#"{"role": "assistant", "content": "Hello!"}"#).unwrap();
    assert!(report.is_clean(), "{:?}", report.repairs);

    // A refusal-shaped record is the program's data, not a refusal, when the type has its keys.
    let text = r#"{"role": "assistant", "content": null, "refusal": "No."}"#;
    let (value, repairs) = agree::<Recorded>(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(value.refusal.as_deref(), Some("No."));
    assert!(!repairs.contains(&RepairKind::EnvelopeOpened));
    assert!(Recorded::convert_strict(text).is_ok());

    // A message whose text is the type's value is opened: the message itself does not fit.
    let inner = r#"{"role": "user", "content": "What films?"}"#;
    let text = openai_completion(openai_message(json!(inner), Value::Null), "stop");
    assert_eq!(
        ChatTurn::convert(&text).unwrap(),
        ChatTurn {
            role: "user".into(),
            content: "What films?".into()
        }
    );
}

#[test]
fn any_json_takes_the_response_as_it_is() {
    let text = anthropic(json!([{"type": "text", "text": HANKS}]), "end_turn");
    let whole: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(Value::convert(&text).unwrap(), whole);
    let converter = Converter::new(&json!(true)).unwrap();
    let report = converter.convert_with_report(&text).unwrap();
    assert_eq!(report.value, whole);
    assert!(report.is_clean());
    // A refusal too: any JSON fits it as it is.
    let refusal = openai_message(Value::Null, json!("No.")).to_string();
    assert!(Value::convert(&refusal).is_ok());
}

/// A draft whose every field is optional: serde would read any object as one.
#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Draft {
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    year: Option<u32>,
}

#[test]
fn an_all_optional_type_reads_the_content_not_an_empty_value() {
    let text = anthropic(
        json!([{"type": "text", "text": "{\"title\": \"Big\", \"year\": 1988}"}]),
        "end_turn",
    );
    let (draft, _) = agree::<Draft>(&text).unwrap();
    assert_eq!(
        draft,
        Draft {
            title: Some("Big".into()),
            year: Some(1988)
        }
    );
    let refusal = openai_completion(openai_message(Value::Null, json!("No.")), "stop");
    assert_eq!(
        agree::<Draft>(&refusal).unwrap_err().kind(),
        ErrorKind::Refusal
    );
    // Its own JSON, with or without a key a response also has, is itself.
    assert_eq!(
        agree::<Draft>(r#"{"title": "Big"}"#)
            .unwrap()
            .0
            .title
            .as_deref(),
        Some("Big")
    );
    let (draft, repairs) = agree::<Draft>(r#"{"title": "Big", "content": "notes"}"#).unwrap();
    assert_eq!(draft.title.as_deref(), Some("Big"));
    assert_eq!(repairs, [RepairKind::ExtraKeyDropped]);
}

/// Metadata a program asks for, with keys a response also has.
#[derive(Debug, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct ModelCard {
    id: String,
    model: String,
}

#[test]
fn shared_keys_do_not_make_the_response_the_value() {
    let text = openai_completion(
        openai_message(json!(r#"{"id": "card-7", "model": "tiny"}"#), Value::Null),
        "stop",
    );
    let (card, _) = agree::<ModelCard>(&text).unwrap();
    assert_eq!(
        card,
        ModelCard {
            id: "card-7".into(),
            model: "tiny".into()
        }
    );
}

#[test]
fn one_identifying_key_is_not_a_response() {
    // `choices` with a message, and nothing else a completion has: not opened.
    let text = json!({"choices": [{"message": {"content": HANKS}}]}).to_string();
    let err = ActorsFilms::convert(&text).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::MissingField, "{err}");
    assert!(err.found().contains("choices"), "{err}");
    // With the keys a completion has, it is one.
    let mut whole: Value = serde_json::from_str(&text).unwrap();
    whole["object"] = json!("chat.completion");
    assert_eq!(ActorsFilms::convert(&whole.to_string()).unwrap(), hanks());
    // A lone stop reason does not make a refusal of a value.
    let text = r#"{"actor": "Tom Hanks", "movies": ["Big"], "stop_reason": "refusal"}"#;
    let report = ActorsFilms::convert_with_report(text).unwrap();
    assert_eq!(report.value.movies, ["Big"]);
    assert!(!opened(&report.repairs), "{:?}", report.repairs);
}

fn opened(repairs: &[structout::Repair]) -> bool {
    repairs.iter().any(|r| r.kind == RepairKind::EnvelopeOpened)
}

#[test]
fn a_dynamic_schema_reads_responses_too() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"city": {"type": "string"}, "temperature": {"type": "number"}},
        "required": ["city", "temperature"]
    }))
    .unwrap();
    let text = gemini(gemini_candidate(
        json!([{"text": "{\"city\": \"Oslo\", \"temperature\": \"12.5\"}"}]),
        "STOP",
    ));
    let report = converter.convert_with_report(&text).unwrap();
    assert_eq!(report.value, json!({"city": "Oslo", "temperature": 12.5}));
    let kinds: Vec<RepairKind> = report.repairs.iter().map(|r| r.kind).collect();
    assert_eq!(
        kinds,
        [RepairKind::EnvelopeOpened, RepairKind::StringToNumber]
    );
    assert_eq!(
        converter.convert_strict(&text).unwrap_err().kind(),
        ErrorKind::NotStrict
    );
    let blocked = json!({"promptFeedback": {"blockReason": "PROHIBITED_CONTENT"}, "usageMetadata": {"promptTokenCount": 3}}).to_string();
    assert_eq!(
        converter.convert(&blocked).unwrap_err().kind(),
        ErrorKind::Refusal
    );
}

/// A tool enum: it reads the same shapes through the same envelope reader.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
enum Step {
    /// Look up an actor's films.
    Films { actor: String },
    /// The final answer.
    #[structout(finish)]
    Answer(String),
}

#[test]
fn tool_enums_read_the_same_shapes() {
    let films = || Step::Films {
        actor: "Tom Hanks".into(),
    };
    let responses = openai_response(
        "completed",
        Value::Null,
        json!([{"type": "output_text", "text": "Looking it up.", "annotations": []}]),
    );
    let mut with_call: Value = serde_json::from_str(&responses).unwrap();
    with_call["output"] = json!([{
        "type": "function_call",
        "id": "fc_67ca09c6bedc8190a7abfec07b1a1332",
        "call_id": "call_unLAR8MvFNptuiZK6K6HCy5k",
        "name": "films",
        "arguments": "{\"actor\":\"Tom Hanks\"}",
        "status": "completed"
    }]);
    assert_eq!(Step::convert(&with_call.to_string()).unwrap(), films());
    assert_eq!(
        Step::convert(&responses).unwrap(),
        Step::Answer("Looking it up.".into())
    );
    let candidate = gemini_candidate(
        json!([{"functionCall": {"name": "films", "args": {"actor": "Tom Hanks"}}}]),
        "STOP",
    );
    assert_eq!(Step::convert(&candidate.to_string()).unwrap(), films());
    for (text, kind) in [
        (
            anthropic(json!([{"type": "text", "text": "I can't."}]), "refusal"),
            ErrorKind::Refusal,
        ),
        (
            openai_response(
                "incomplete",
                json!({"reason": "max_output_tokens"}),
                json!([]),
            ),
            ErrorKind::Truncated,
        ),
    ] {
        assert_eq!(Step::convert(&text).unwrap_err().kind(), kind, "{text}");
    }
}
