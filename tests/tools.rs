//! Tool enums and `ToolSet`: tool definitions out, every reply format in, final answers,
//! and the errors (with feedback) for replies that cannot be used.

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Value, json};
use structout::{
    ErrorKind, FormatStyle, Provider, StructuredOutput, ToolCall, ToolDefinition, ToolSet,
    ToolStep, Tools,
};

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
enum Action {
    /// Search the web for current information.
    Search { query: String },
    /// Crop a region of an image.
    Crop {
        image_id: String,
        /// Left, top, right, bottom.
        region: [u32; 4],
    },
    /// Look up a word.
    #[serde(rename = "define")]
    Dictionary(Lookup),
    /// Count to ten.
    CountUp,
    /// The final answer to the user.
    #[structout(finish)]
    Answer(String),
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Lookup {
    word: String,
    language: Option<String>,
}

fn search(q: &str) -> Action {
    Action::Search { query: q.into() }
}

fn crop() -> Action {
    Action::Crop {
        image_id: "img-7".into(),
        region: [10, 20, 110, 220],
    }
}

#[test]
fn tool_list_from_the_enum() {
    let tools = Action::tools();
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["search", "crop", "define", "count_up"]);
    assert_eq!(
        tools[0].description,
        "Search the web for current information."
    );
    assert_eq!(tools[0].parameters["properties"]["query"]["type"], "string");
    assert_eq!(tools[0].parameters["required"], json!(["query"]));
    // A newtype variant takes its inner struct's schema.
    assert_eq!(tools[2].parameters["properties"]["word"]["type"], "string");
    assert_eq!(tools[2].parameters["required"], json!(["word"]));
    // A unit variant takes no arguments.
    assert_eq!(tools[3].parameters["properties"], json!({}));
}

#[test]
fn provider_shapes() {
    let set = Action::tool_set();
    // Local servers take OpenAI's function shape, with the schema as it is.
    for local in [Provider::Ollama, Provider::LlamaCpp, Provider::Vllm] {
        let tools = set.definitions(local).expect("any schema");
        assert_eq!(tools[0]["type"], "function");
        assert_eq!(tools[0]["function"]["name"], "search");
        assert!(tools[0]["function"].get("strict").is_none());
        assert_eq!(
            tools[1]["function"]["parameters"]["properties"]["region"]["maxItems"],
            4
        );
    }

    let strict = set
        .definitions(Provider::OpenAi)
        .expect("strict mode takes these tools");
    let define = &strict[2]["function"];
    assert_eq!(define["strict"], true);
    assert_eq!(define["parameters"]["additionalProperties"], false);
    assert_eq!(
        define["parameters"]["required"],
        json!(["word", "language"])
    );
    let language = &define["parameters"]["properties"]["language"]["type"];
    assert!(
        language.as_array().unwrap().contains(&json!("null")),
        "{language}"
    );

    let anthropic = set
        .definitions(Provider::Anthropic)
        .expect("strict tool use");
    assert_eq!(anthropic[0]["name"], "search");
    assert_eq!(anthropic[0]["strict"], true);
    assert_eq!(anthropic[0]["input_schema"]["type"], "object");

    let gemini = set.definitions(Provider::Gemini).expect("any schema");
    let declarations = &gemini[0]["functionDeclarations"];
    assert_eq!(declarations[2]["name"], "define");
    let params = &declarations[2]["parameters"];
    assert!(params.get("$defs").is_none() && params.get("additionalProperties").is_none());
    assert_eq!(params["properties"]["language"]["nullable"], true);
    assert_eq!(params["propertyOrdering"], json!(["word", "language"]));
    let text = gemini.to_string();
    assert!(!text.contains("$ref") && !text.contains("uint32"), "{text}");
}

#[test]
fn react_replies() {
    let cases = [
        (
            "Thought: I need the news.\nAction: search\nAction Input: rust 1.95 release",
            search("rust 1.95 release"),
        ),
        (
            "Action: `Search`\nAction Input: \"rust\"\nObservation: made up\nThought: done",
            search("rust"),
        ),
        (
            "Thought: look\nAction 1: **search**\nAction Input 1: {\"query\": \"tokio\"}",
            search("tokio"),
        ),
        (
            "Action:\ncrop\nAction Input: {\"image_id\": \"img-7\", \"region\": [\"10\", 20, 110, 220]}",
            crop(),
        ),
        (
            "Thought: I know it.\nFinal Answer: 42",
            Action::Answer("42".into()),
        ),
        ("Action 2: Search[borrow checker]", search("borrow checker")),
        ("Action 3: Finish[Ferris]", Action::Answer("Ferris".into())),
        ("Action: count_up\nAction Input:", Action::CountUp),
    ];
    for (text, expected) in cases {
        assert_eq!(
            Action::convert(text).unwrap_or_else(|e| panic!("{text}: {e}")),
            expected,
            "{text}"
        );
    }
}

#[test]
fn xml_and_tag_replies() {
    let cases = [
        (
            "<tool>search</tool><tool_input>rust</tool_input>",
            search("rust"),
        ),
        ("<tool>search</tool><tool_input>rust", search("rust")),
        (
            "<final_answer>Paris</final_answer>",
            Action::Answer("Paris".into()),
        ),
        (
            "<think>hmm</think><search>ferris crab</search>",
            search("ferris crab"),
        ),
        (
            "<answer>Paris &amp; Lyon</answer>",
            Action::Answer("Paris & Lyon".into()),
        ),
        (
            "<tool_call>\n{\"name\": \"crop\", \"arguments\": {\"image_id\": \"img-7\", \"region\": [10, 20, 110, 220]}}\n</tool_call>",
            crop(),
        ),
        (
            "<tools_call>{\"name\": \"search\", \"arguments\": \"{\\\"query\\\": \\\"q\\\"}\"}</tools_call>",
            search("q"),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(
            Action::convert(text).unwrap_or_else(|e| panic!("{text}: {e}")),
            expected,
            "{text}"
        );
    }
}

#[test]
fn json_replies() {
    let cases = [
        (
            "{\"action\": \"search\", \"action_input\": \"rust\"}",
            search("rust"),
        ),
        (
            "```json\n{\"action\": \"search\", \"action_input\": {\"query\": \"rust\"}}\n```",
            search("rust"),
        ),
        (
            "Sure: {\"name\": \"search\", \"arguments\": \"{\\\"query\\\": \\\"rust\\\"}\"}",
            search("rust"),
        ),
        (
            "{\"name\": \"search\", \"parameters\": {\"query\": \"rust\"}}",
            search("rust"),
        ),
        (
            "{\"action\": \"search\", \"arguments\": {\"query\": \"rust\"}}",
            search("rust"),
        ),
        (
            "{\"think\": \"need facts\", \"action\": \"search\", \"arguments\": {\"query\": \"rust\"}}",
            search("rust"),
        ),
        (
            "{\"think\": \"I know\", \"answer\": \"Paris\"}",
            Action::Answer("Paris".into()),
        ),
        (
            "{\"action\": \"Final Answer\", \"action_input\": \"Paris\"}",
            Action::Answer("Paris".into()),
        ),
        (
            "{\"action\": \"define\", \"action_input\": {\"word\": \"crab\", \"language\": None}}",
            Action::Dictionary(Lookup {
                word: "crab".into(),
                language: None,
            }),
        ),
        (
            "{action: 'crop', action_input: {image_id: 'img-7', region: [10, 20, 110, 220],},}",
            crop(),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(
            Action::convert(text).unwrap_or_else(|e| panic!("{text}: {e}")),
            expected,
            "{text}"
        );
    }
}

#[test]
fn native_messages_keep_ids_and_parallel_calls() {
    let openai = json!({
        "role": "assistant",
        "content": null,
        "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "search", "arguments": "{\"query\": \"a\"}"}},
            {"id": "call_2", "type": "function", "function": {"name": "count_up", "arguments": ""}}
        ]
    })
    .to_string();
    assert_eq!(
        Action::convert_all(&openai).unwrap(),
        [search("a"), Action::CountUp]
    );
    let ToolStep::Calls(calls) = Action::tool_set().convert(&openai).unwrap() else {
        panic!("calls expected");
    };
    assert_eq!(calls[0].id.as_deref(), Some("call_1"));
    assert_eq!(calls[1].arguments, json!({}));
    // `convert` wants one action: parallel calls are an error that says so.
    assert_eq!(
        Action::convert(&openai).unwrap_err().kind(),
        ErrorKind::Ambiguous
    );

    let legacy = json!({"role": "assistant", "content": "", "function_call": {"name": "search", "arguments": "{\"query\": \"b\",}"}});
    assert_eq!(Action::convert(&legacy.to_string()).unwrap(), search("b"));

    let anthropic = json!({
        "role": "assistant",
        "content": [
            {"type": "text", "text": "Let me crop that."},
            {"type": "tool_use", "id": "toolu_1", "name": "crop", "input": {"image_id": "img-7", "region": [10, 20, 110, 220]}}
        ]
    });
    assert_eq!(Action::convert(&anthropic.to_string()).unwrap(), crop());

    // In a message, text with no tool call is the final answer.
    let text_only = json!({"role": "assistant", "content": "It is sunny."});
    assert_eq!(
        Action::convert(&text_only.to_string()).unwrap(),
        Action::Answer("It is sunny.".into())
    );
}

#[test]
fn from_tool_call_takes_strings_or_values() {
    assert_eq!(
        Action::from_tool_call("search", &json!({"query": "x"})).unwrap(),
        search("x")
    );
    assert_eq!(
        Action::from_tool_call("search", &json!("{'query': 'x'}")).unwrap(),
        search("x")
    );
    assert_eq!(
        Action::from_tool_call("count_up", &json!("")).unwrap(),
        Action::CountUp
    );
    let err = Action::from_tool_call("search", &json!("")).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::MissingField);
}

#[test]
fn refusals() {
    // Prose with no action and no final answer.
    let err = Action::convert("I think I should search for it.").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NoValue);
    // An unknown tool names the known ones.
    let err = Action::convert("Action: browse\nAction Input: rust").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::UnknownTool);
    assert!(err.to_string().contains("`search`"), "{err}");
    // Both an action and a final answer, in every format.
    for text in [
        "Action: search\nAction Input: rust\nFinal Answer: done",
        "<tool>search</tool><tool_input>rust</tool_input><final_answer>done</final_answer>",
        "{\"action\": \"search\", \"action_input\": \"rust\"}\nFinal Answer: done",
    ] {
        assert_eq!(
            Action::convert(text).unwrap_err().kind(),
            ErrorKind::ActionAndAnswer,
            "{text}"
        );
    }
    // Empty arguments for a tool with required parameters.
    let err = Action::convert("Action: crop\nAction Input:").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::MissingField);
    // Arguments that do not fit: the path names the argument.
    let err = Action::convert(
        "{\"action\": \"crop\", \"action_input\": {\"image_id\": \"a\", \"region\": [1, 2]}}",
    )
    .unwrap_err();
    assert_eq!(err.tool(), Some("crop"));
    assert_eq!(err.path(), ".region");
}

#[test]
fn feedback_restates_the_format_with_an_example_call() {
    let err = Action::convert("{\"action\": \"crop\", \"action_input\": {\"image_id\": \"a\"}}")
        .unwrap_err();
    let feedback = err.feedback();
    assert!(feedback.contains("`region`"), "{feedback}");
    assert!(
        feedback.contains("\"action\": \"Final Answer\""),
        "{feedback}"
    );
    assert!(
        feedback.contains("{\"action\":\"crop\",\"action_input\":{"),
        "{feedback}"
    );
}

#[test]
fn formats_for_tool_enums() {
    assert_eq!(Action::FORMAT_STYLE, FormatStyle::JsonAction);
    let json = Action::format();
    assert!(
        json.contains("- search: Search the web for current information."),
        "{json}"
    );
    assert!(json.contains("{\"action\": \"<tool name>\""), "{json}");
    let react = Action::format_as(FormatStyle::React);
    assert!(
        react.contains("Action: the tool to use, one of [search, crop, define, count_up]"),
        "{react}"
    );
    let xml = Action::format_as(FormatStyle::Xml);
    assert!(xml.contains("<final_answer>"), "{xml}");
}

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "tool", rename_all = "snake_case")]
#[structout(format = "react")]
enum Tagged {
    /// Fetch a page.
    FetchPage { url: String },
    /// Done.
    #[structout(finish)]
    Done(Summary),
}

/// A structured final answer.
#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Summary {
    title: String,
    points: Vec<String>,
}

#[test]
fn internally_tagged_tools_and_structured_answers() {
    assert_eq!(Tagged::tools()[0].name, "fetch_page");
    assert!(Tagged::format().contains("Action Input:"));
    assert_eq!(
        Tagged::convert("Action: fetch_page\nAction Input: https://example.com").unwrap(),
        Tagged::FetchPage {
            url: "https://example.com".into()
        }
    );
    let answer = "Final Answer: {\"title\": \"Crabs\", \"points\": [\"red\", \"fast\"]}";
    assert_eq!(
        Tagged::convert(answer).unwrap(),
        Tagged::Done(Summary {
            title: "Crabs".into(),
            points: vec!["red".into(), "fast".into()]
        })
    );
}

fn dynamic() -> ToolSet {
    ToolSet::new(vec![
        ToolDefinition {
            name: "get_weather".into(),
            description: "Weather for a city.".into(),
            parameters: json!({"type": "object", "properties": {
                "city": {"type": "string"}, "days": {"type": "integer"}, "unit": {"enum": ["c", "f"]}
            }, "required": ["city"]}),
        },
        ToolDefinition {
            name: "Intermediate Answer".into(),
            description: "Answers a sub-question.".into(),
            parameters: json!({"type": "object", "properties": {"input": {"type": "string"}}, "required": ["input"]}),
        },
    ])
    .unwrap()
}

fn one_call(step: ToolStep) -> ToolCall {
    match step {
        ToolStep::Calls(mut calls) if calls.len() == 1 => calls.remove(0),
        other => panic!("one call expected, got {other:?}"),
    }
}

#[test]
fn dynamic_tool_set() {
    let set = dynamic();
    let call = one_call(set.convert("Action: Get-Weather\nAction Input: {\"city\": \"Oslo\", \"days\": \"3\", \"unit\": \"C\"}").unwrap());
    assert_eq!(call.name, "get_weather");
    assert_eq!(
        call.arguments,
        json!({"city": "Oslo", "days": 3, "unit": "c"})
    );
    // Python None for an optional argument: absent.
    let call = one_call(
        set.convert(
            "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\", \"days\": None}}",
        )
        .unwrap(),
    );
    assert_eq!(call.arguments, json!({"city": "Oslo"}));
    // Self-ask.
    let call = one_call(
        set.convert("Are follow up questions needed here: Yes.\nFollow up: How old is Ferris?")
            .unwrap(),
    );
    assert_eq!(call.name, "Intermediate Answer");
    assert_eq!(call.arguments, json!({"input": "How old is Ferris?"}));
    assert_eq!(
        set.convert("So the final answer is: 8").unwrap(),
        ToolStep::Finish("8".into())
    );
    // Gemini parts.
    let gemini = json!({"candidates": [{"content": {"parts": [{"functionCall": {"name": "get_weather", "args": {"city": "Rome"}}}]}}]});
    assert_eq!(
        one_call(set.convert(&gemini.to_string()).unwrap()).arguments,
        json!({"city": "Rome"})
    );
    // A single free-text input fills the only required string parameter.
    assert_eq!(
        one_call(
            set.convert("Action: get_weather\nAction Input: Paris")
                .unwrap()
        )
        .arguments,
        json!({"city": "Paris"})
    );
}

#[test]
fn invalid_tool_sets() {
    let def = |name: &str, parameters: Value| ToolDefinition {
        name: name.into(),
        description: String::new(),
        parameters,
    };
    assert_eq!(
        ToolSet::new(vec![def("", json!({}))]).unwrap_err().kind(),
        ErrorKind::InvalidSchema
    );
    assert_eq!(
        ToolSet::new(vec![def("a", json!({})), def("a", json!({}))])
            .unwrap_err()
            .kind(),
        ErrorKind::InvalidSchema
    );
    assert_eq!(
        ToolSet::new(vec![def("a", json!({"type": 5}))])
            .unwrap_err()
            .kind(),
        ErrorKind::InvalidSchema
    );
}

#[test]
fn the_enums_own_json_is_an_action_too() {
    assert_eq!(
        Action::convert(r#"{"Search": {"query": "rust"}}"#).unwrap(),
        search("rust")
    );
    assert_eq!(
        Action::convert(r#"{"Answer": "done"}"#).unwrap(),
        Action::Answer("done".into())
    );
}

/// Python calls as a list (Llama 4 and other pythonic formats): each call's arguments are
/// `name=value` with Python or JSON literals; several are parallel calls; the tool and its
/// arguments are checked as in every other format.
#[test]
fn python_calls_are_read() {
    let set = ToolSet::new(vec![
        ToolDefinition {
            name: "get_weather".into(),
            description: "Weather in a city.".into(),
            parameters: json!({"type": "object", "properties": {
                "city": {"type": "string"}, "days": {"type": "integer"},
                "metric": {"type": "boolean"}}, "required": ["city"]}),
        },
        ping_tool(),
    ])
    .unwrap();
    let calls = |reply: &str| calls_read(&set, reply);
    assert_eq!(
        calls(r#"[get_weather(city="Oslo", days=3, metric=True)]"#),
        [(
            "get_weather".to_owned(),
            json!({"city": "Oslo", "days": 3, "metric": true})
        )]
    );
    assert_eq!(
        calls(
            "Checking.\n<|python_start|>[get_weather(city='Lima (Peru), [old]'), ping()]<|python_end|>"
        ),
        [
            (
                "get_weather".to_owned(),
                json!({"city": "Lima (Peru), [old]"})
            ),
            ("ping".to_owned(), json!({})),
        ]
    );
    // The same checks as every format: an unknown tool, arguments that do not fit.
    assert_eq!(
        set.convert("[get_wether(city='Oslo')]").unwrap_err().kind(),
        ErrorKind::UnknownTool
    );
    assert!(
        set.convert("[get_weather(city='Oslo', days='soon')]")
            .is_err()
    );
    assert!(
        set.convert("[get_weather(city='Oslo', mood='grey')]")
            .is_err()
    );
    // A markdown link or a list of words is no call.
    assert!(set.convert("See [the docs](https://example.com).").is_err());
}

/// Qwen3-Coder's XML calls: `<function=NAME>` with `<parameter=KEY>VALUE</parameter>`, the
/// values typed by the tool's schema, the template's line breaks around a value dropped and
/// its own whitespace kept; a call never closed is none.
#[test]
fn qwen_xml_calls_are_read() {
    let set = ToolSet::new(vec![ToolDefinition {
        name: "write_file".into(),
        description: "Write a file.".into(),
        parameters: json!({"type": "object", "properties": {
            "path": {"type": "string"}, "content": {"type": "string"},
            "mode": {"type": "integer"}, "tags": {"type": "array", "items": {"type": "string"}}},
            "required": ["path", "content"]}),
    }])
    .unwrap();
    let reply = "I'll write it.\n<tool_call>\n<function=write_file>\n<parameter=path>\na.py\n</parameter>\n<parameter=content>\n    indented\n\n</parameter>\n<parameter=mode>\n644\n</parameter>\n<parameter=tags>\n[\"x\", \"y\"]\n</parameter>\n</function>\n</tool_call>";
    let Ok(ToolStep::Calls(calls)) = set.convert(reply) else {
        panic!("{:?}", set.convert(reply));
    };
    assert_eq!(calls.len(), 1);
    assert_eq!(
        calls[0].arguments,
        json!({"path": "a.py", "content": "    indented\n", "mode": 644, "tags": ["x", "y"]})
    );
    // Cut off before its closers: no call.
    assert!(
        set.convert("<tool_call>\n<function=write_file>\n<parameter=path>a.py</parameter>")
            .is_err()
    );
    // An unknown function, or a parameter the tool does not declare: refused.
    assert_eq!(
        set.convert("<function=delete_file>\n<parameter=path>a</parameter>\n</function>")
            .unwrap_err()
            .kind(),
        ErrorKind::UnknownTool
    );
    assert!(set
        .convert("<function=write_file>\n<parameter=path>a</parameter>\n<parameter=content>b</parameter>\n<parameter=force>true</parameter>\n</function>")
        .is_err());
}

/// The calls `set` reads in `reply`, by name and arguments (panics on anything else).
fn calls_read(set: &ToolSet, reply: &str) -> Vec<(String, Value)> {
    match set.convert(reply) {
        Ok(ToolStep::Calls(calls)) => calls.into_iter().map(|c| (c.name, c.arguments)).collect(),
        other => panic!("{reply}: {other:?}"),
    }
}

/// A tool without parameters.
fn ping_tool() -> ToolDefinition {
    ToolDefinition {
        name: "ping".into(),
        description: "Ping.".into(),
        parameters: json!({"type": "object", "properties": {}}),
    }
}

/// Asserts that `reply` holds no call `set` reads.
fn no_call(set: &ToolSet, reply: &str) {
    let read = set.convert(reply);
    assert!(
        !matches!(read, Ok(ToolStep::Calls(_))),
        "{reply:?}: {read:?}"
    );
}

/// MiniMax-M2's and Step-3's `<invoke name="…">` calls: parameters under the invoke's prefix,
/// values with XML entities decoded and typed by the schema; a call never closed is none.
#[test]
fn invoke_calls_are_read() {
    let set = ToolSet::new(vec![ToolDefinition {
        name: "search".into(),
        description: "Search.".into(),
        parameters: json!({"type": "object", "properties": {
            "query": {"type": "string"}, "limit": {"type": "integer"}}, "required": ["query"]}),
    }])
    .unwrap();
    let args = |reply: &str| match set.convert(reply) {
        Ok(ToolStep::Calls(calls)) if calls.len() == 1 => calls[0].arguments.clone(),
        other => panic!("{reply}: {other:?}"),
    };
    assert_eq!(
        args(
            "Let me look.\n<minimax:tool_call>\n<invoke name=\"search\">\n<parameter name=\"query\">a &amp; b</parameter>\n<parameter name=\"limit\">5</parameter>\n</invoke>\n</minimax:tool_call>"
        ),
        json!({"query": "a & b", "limit": 5})
    );
    assert_eq!(
        args(
            "<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=\"search\"><steptml:parameter name=\"query\">rust</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>"
        ),
        json!({"query": "rust"})
    );
    assert!(set
        .convert("<minimax:tool_call>\n<invoke name=\"search\">\n<parameter name=\"query\">rust</parameter>")
        .is_err());
    // A body that holds text no parameter reads (another format's elements, prose) is not
    // a call without arguments, even of a tool whose parameters are all optional.
    let set = ToolSet::new(vec![ToolDefinition {
        name: "search".into(),
        description: "Search.".into(),
        parameters: json!({"type": "object", "properties": {"query": {"type": "string"}}}),
    }])
    .unwrap();
    assert!(matches!(
        set.convert("<invoke name=\"search\">\n</invoke>"),
        Ok(ToolStep::Calls(_))
    ));
    for body in [
        "]<]mm[>[<query>rust</query>",
        "<arg name=\"query\">rust</arg>",
        "query: rust",
        "<parameter=query>rust</parameter>",
    ] {
        no_call(&set, &format!("<invoke name=\"search\">{body}</invoke>"));
    }
}

/// MiniMax-M3's calls: each argument an element of its own name, nesting into objects,
/// `<item>`s into arrays, a key written again into the list of its values; leaves typed by
/// the schema. A body that is not only elements (prose, a tag in a text, an element left
/// open, nesting past the bound) is no call.
#[test]
fn element_calls_are_read() {
    let set = ToolSet::new(vec![ToolDefinition {
        name: "search".into(),
        description: "Search.".into(),
        parameters: json!({"type": "object", "properties": {
            "query": {"type": "string"}, "limit": {"type": "integer"},
            "filters": {"type": "object", "properties": {
                "unit": {"type": "string"}, "max": {"type": "number"}}},
            "cities": {"type": "array", "items": {"type": "string"}},
            "tag": {"type": "array", "items": {"type": "string"}}}}),
    }])
    .unwrap();
    let args = |reply: &str| match set.convert(reply) {
        Ok(ToolStep::Calls(calls)) if calls.len() == 1 => calls[0].arguments.clone(),
        other => panic!("{reply}: {other:?}"),
    };
    let wrap = |body: &str| {
        format!("<minimax:tool_call><invoke name=\"search\">{body}</invoke></minimax:tool_call>")
    };
    for (body, expected) in [
        (
            "<query>a &amp; b</query><limit>5</limit>",
            json!({"query": "a & b", "limit": 5}),
        ),
        (
            "\n<filters>\n  <unit>c</unit>\n  <max>10.5</max>\n</filters>\n<cities><item>Oslo</item><item>Lima</item></cities>\n",
            json!({"filters": {"unit": "c", "max": 10.5}, "cities": ["Oslo", "Lima"]}),
        ),
        (
            "<tag>x</tag><tag>y</tag><tag>z</tag>",
            json!({"tag": ["x", "y", "z"]}),
        ),
        ("<query>  spaced  </query>", json!({"query": "  spaced  "})),
        ("<query>3 < 4</query>", json!({"query": "3 < 4"})),
        ("<query></query>", json!({"query": ""})),
    ] {
        assert_eq!(args(&wrap(body)), expected, "{body}");
    }
    let deep = format!(
        "{}x{}",
        "<filters>".repeat(10_000),
        "</filters>".repeat(10_000)
    );
    for body in [
        "Searching for <query>rust</query>",
        "<query>rust <b>now</b></query>",
        "<query>rust</query><limit>5",
        "<query>rust</limit>",
        "<query attr=\"1\">rust</query>",
        "</query>",
        deep.as_str(),
    ] {
        no_call(&set, &wrap(body));
    }
}

/// FunctionGemma's `<start_function_call>call:NAME{key:<escape>text<escape>}` calls, Olmo 3's
/// Python calls one a line in `<function_calls>`, Mistral's calls with `[ARGS]` stripped by
/// the server, Llama 3.1's `<function=NAME>{…}</function>`, MiniCPM 5's `<function name=…>`
/// and Functionary's messages to recipients: read, several parallel; a call never closed, or
/// a block holding other text, is none (and a message to the user alone is no answer).
#[test]
fn more_family_calls_are_read() {
    let set = ToolSet::new(vec![
        ToolDefinition {
            name: "search".into(),
            description: "Search.".into(),
            parameters: json!({"type": "object", "properties": {
                "query": {"type": "string"}, "limit": {"type": "integer"},
                "tags": {"type": "array", "items": {"type": "string"}}}, "required": ["query"]}),
        },
        ping_tool(),
    ])
    .unwrap();
    let calls = |reply: &str| calls_read(&set, reply);
    let rust = || {
        (
            "search".to_owned(),
            json!({"query": "a, b {c}", "limit": 10}),
        )
    };
    let ping = || ("ping".to_owned(), json!({}));
    for (reply, expected) in [
        (
            "<start_function_call>call:search{query:<escape>a, b {c}<escape>,limit:<escape>10<escape>}<end_function_call><start_function_call>call:ping{}<end_function_call>",
            vec![rust(), ping()],
        ),
        (
            "Let me look.\n<function_calls>\nsearch(query='a, b {c}', limit=10)\nping()\n</function_calls>",
            vec![rust(), ping()],
        ),
        (
            "<function_calls>\nsearch(query=\"x\", tags=['p', 'q'], limit=3)\n</function_calls>",
            vec![(
                "search".to_owned(),
                json!({"query": "x", "tags": ["p", "q"], "limit": 3}),
            )],
        ),
        (
            "I'll look.[TOOL_CALLS]search{\"query\": \"a, b {c}\", \"limit\": 10}[TOOL_CALLS]ping{}",
            vec![rust(), ping()],
        ),
        (
            "<function=search>{\"query\": \"a, b {c}\", \"limit\": 10}</function>",
            vec![rust()],
        ),
        // MiniCPM 5: a value in a CDATA section is its text, whatever it holds.
        (
            "<function name=\"search\"><param name=\"query\"><![CDATA[a, b {c}]]></param><param name=\"limit\">10</param></function><function name=\"ping\"></function>",
            vec![rust(), ping()],
        ),
        (
            "<function name=\"search\"><param name=\"query\"><![CDATA[x</param>y]]></param></function>",
            vec![("search".to_owned(), json!({"query": "x</param>y"}))],
        ),
        // Functionary: messages to recipients, `all` the user.
        (
            ">>>all\nLet me look.>>>search\n{\"query\": \"a, b {c}\", \"limit\": 10}>>>ping\n{}",
            vec![rust(), ping()],
        ),
        (
            "Let me look.<|reserved_special_token_249|>search\n{\"query\": \"a, b {c}\", \"limit\": 10}",
            vec![rust()],
        ),
        (
            "<|recipient|>all\n<|content|>Let me look.\n<|from|>assistant\n<|recipient|>search\n<|content|>{\"query\": \"a, b {c}\", \"limit\": 10}\n<|from|>assistant\n<|recipient|>ping\n<|content|>{}",
            vec![rust(), ping()],
        ),
    ] {
        assert_eq!(calls(reply), expected, "{reply}");
    }
    for reply in [
        "<start_function_call>call:search{query:<escape>rust<escape>}",
        "<start_function_call>call:search{query:<escape>rust}<end_function_call>",
        "<function_calls>\nsearch(query='rust')\n",
        "<function_calls>\nI will search(query='rust')\n</function_calls>",
        "<function=search>I will search for rust</function>",
        "<function=search>{\"query\": \"rust\"}",
        "<function name=\"search\"><param name=\"query\">rust</param>",
        ">>>search\n{\"query\": \"rust\"",
        ">>>search\nI will look for rust",
        ">>>search\n{\"query\": \"rust\"}>>>ping\n{",
        ">>>all\nThe answer is 4.",
    ] {
        no_call(&set, reply);
    }
}

/// Where a family's format writes a value as text (a string as it is, any other value as
/// JSON) and the tool's schema does not type it, a text that is a JSON number, `true`,
/// `false` or `null` is that value and any other text a string; where the schema types it,
/// the schema decides. The same in every such format, at the top level and nested, and
/// the same streamed.
#[test]
fn untyped_values_read_as_their_format_writes_them() {
    type Write = fn(&str) -> String;
    let formats: [(&str, Write); 5] = [
        ("glm", |v| {
            format!("<tool_call>f\n<arg_key>x</arg_key>\n<arg_value>{v}</arg_value>\n</tool_call>")
        }),
        ("xing 4", |v| {
            format!(
                "<tool_call>f<param_key>x</param_key><param_value>{v}</param_value></tool_call>"
            )
        }),
        ("qwen3-coder", |v| {
            format!(
                "<tool_call>\n<function=f>\n<parameter=x>\n{v}\n</parameter>\n</function>\n</tool_call>"
            )
        }),
        ("minimax m2", |v| {
            format!(
                "<minimax:tool_call>\n<invoke name=\"f\">\n<parameter name=\"x\">{v}</parameter>\n</invoke>\n</minimax:tool_call>"
            )
        }),
        ("minimax m3", |v| {
            format!("<minimax:tool_call><invoke name=\"f\"><x>{v}</x></invoke></minimax:tool_call>")
        }),
    ];
    // The text, and what it is where nothing types it.
    let values = [
        ("false", json!(false)),
        ("true", json!(true)),
        ("null", Value::Null),
        ("123", json!(123)),
        ("-5", json!(-5)),
        ("2.25", json!(2.25)),
        ("1e3", json!(1000.0)),
        ("beijing", json!("beijing")),
        ("True", json!("True")),
        ("0123", json!("0123")),
        ("12345678901234567890123", json!("12345678901234567890123")),
        ("3.14159265358979323846", json!("3.14159265358979323846")),
        ("[1, 2]", json!("[1, 2]")),
    ];
    let untyped = [json!({}), json!({"description": "Anything."}), json!(true)];
    for (name, write) in formats {
        for schema in untyped.iter().chain([&json!({"type": "string"})]) {
            let set = ToolSet::new(vec![ToolDefinition {
                name: "f".into(),
                description: "F.".into(),
                parameters: json!({"type": "object", "properties": {"x": schema}}),
            }])
            .unwrap();
            for (text, meant) in &values {
                let reply = write(text);
                if schema.get("type").is_some() && *text == "null" {
                    // The text `null` where a string is wanted is no answer (a placeholder).
                    assert!(set.convert(&reply).is_err(), "{name}: {reply:?}");
                    continue;
                }
                let expected = match schema.get("type") {
                    Some(_) => json!({"x": text}),
                    None => json!({"x": meant}),
                };
                let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
                    panic!("{name} {schema}: {reply:?}: {:?}", set.convert(&reply));
                };
                assert_eq!(calls[0].arguments, expected, "{name} {schema}: {reply:?}");
                let mut parser = set.partial_parser();
                for (i, c) in reply.char_indices() {
                    parser.push(&reply[i..i + c.len_utf8()]);
                }
                assert_eq!(
                    parser.arguments(),
                    Some(&expected),
                    "{name} {schema} streamed: {reply:?}"
                );
            }
        }
    }
    // Nested in MiniMax-M3's elements, where the schema leaves the leaves untyped.
    let set = ToolSet::new(vec![ToolDefinition {
        name: "f".into(),
        description: "F.".into(),
        parameters: json!({"type": "object", "properties": {"x": {"type": "object"}}}),
    }])
    .unwrap();
    let Ok(ToolStep::Calls(calls)) = set.convert(
        "<minimax:tool_call><invoke name=\"f\"><x><min>-5</min><on>true</on><list><item>1</item><item>a</item></list></x></invoke></minimax:tool_call>",
    ) else {
        panic!("nested");
    };
    assert_eq!(
        calls[0].arguments,
        json!({"x": {"min": -5, "on": true, "list": [1, "a"]}})
    );
    // DeepSeek marks a value a string (`string="true"`): it is one, typed or not.
    let set = ToolSet::new(vec![ToolDefinition {
        name: "f".into(),
        description: "F.".into(),
        parameters: json!({"type": "object", "properties": {"x": {}}}),
    }])
    .unwrap();
    let Ok(ToolStep::Calls(calls)) = set.convert(
        "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"f\">\n<｜DSML｜parameter name=\"x\" string=\"true\">false</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>",
    ) else {
        panic!("dsml");
    };
    assert_eq!(calls[0].arguments, json!({"x": "false"}));
}

/// GLM's `<tool_call>NAME<arg_key>…</arg_key><arg_value>…</arg_value></tool_call>` calls
/// (and Xing 4's, the same with `<param_key>` and `<param_value>`), values typed by the
/// schema, several calls parallel, a call never closed none.
#[test]
fn arg_pair_calls_are_read() {
    for (key, value) in [("arg_key", "arg_value"), ("param_key", "param_value")] {
        let tags = |reply: &str| reply.replace("arg_key", key).replace("arg_value", value);
        let set = ToolSet::new(vec![ToolDefinition {
            name: "search".into(),
            description: "Search.".into(),
            parameters: json!({"type": "object", "properties": {
            "query": {"type": "string"}, "limit": {"type": "integer"},
            "filters": {"type": "object"}}, "required": ["query"]}),
        }])
        .unwrap();
        let Ok(ToolStep::Calls(calls)) = set.convert(&tags(
        "Searching.\n<tool_call>search<arg_key>query</arg_key><arg_value>rust</arg_value><arg_key>limit</arg_key><arg_value>5</arg_value></tool_call>\n<tool_call>search\n<arg_key>query</arg_key>\n<arg_value>go</arg_value>\n<arg_key>filters</arg_key>\n<arg_value>{\"lang\": \"en\"}</arg_value>\n</tool_call>",
    )) else {
        panic!("two calls");
    };
        let args: Vec<_> = calls.into_iter().map(|c| c.arguments).collect();
        assert_eq!(
            args,
            [
                json!({"query": "rust", "limit": 5}),
                json!({"query": "go", "filters": {"lang": "en"}})
            ]
        );
        assert!(
            set.convert(&tags(
                "<tool_call>search<arg_key>query</arg_key><arg_value>rust</arg_value>"
            ))
            .is_err()
        );
        // The template writes a string value as it is: its white space is its own.
        for value in ["  indented code  ", "\nline\n", " x"] {
            let reply = tags(&format!(
                "<tool_call>search\n<arg_key>query</arg_key>\n<arg_value>{value}</arg_value>\n</tool_call>"
            ));
            let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
                panic!("{reply:?}");
            };
            assert_eq!(calls[0].arguments, json!({"query": value}), "{reply:?}");
        }
        // A string value may hold the format's own closing tag (code, an explanation of the
        // format): the call ends after the value, never inside it. In the first or the second of
        // two calls, with or without line breaks.
        for inner in [
            "literal </tool_call> marker",
            "</tool_call>",
            "a</tool_call>b</tool_call>c",
            "x <tool_call> y </tool_call> z",
        ] {
            for nl in ["", "\n"] {
                let pair = |v: &str| {
                    tags(&format!(
                        "<tool_call>search{nl}<arg_key>query</arg_key>{nl}<arg_value>{v}</arg_value>{nl}</tool_call>"
                    ))
                };
                for (first, second) in [(inner, "plain"), ("plain", inner)] {
                    let reply = format!("{}\n{}", pair(first), pair(second));
                    let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
                        panic!("{reply:?}");
                    };
                    let args: Vec<_> = calls.into_iter().map(|c| c.arguments).collect();
                    assert_eq!(
                        args,
                        [json!({"query": first}), json!({"query": second})],
                        "{reply:?}"
                    );
                }
            }
        }
    }
}

/// Kimi K2's `<|tool_call_begin|>functions.NAME:INDEX<|tool_call_argument_begin|>{…}` calls:
/// parallel, JSON arguments checked as in every format, a call never closed none.
#[test]
fn kimi_calls_are_read() {
    let set = ToolSet::new(vec![ToolDefinition {
        name: "search".into(),
        description: "Search.".into(),
        parameters: json!({"type": "object", "properties": {"query": {"type": "string"}},
            "required": ["query"]}),
    }])
    .unwrap();
    let reply = "Sure.\n<|tool_calls_section_begin|>\n<|tool_call_begin|>functions.search:0<|tool_call_argument_begin|>{\"query\": \"rust\"}<|tool_call_end|>\n<|tool_call_begin|>functions.search:1<|tool_call_argument_begin|>{\"query\": \"go\"}<|tool_call_end|>\n<|tool_calls_section_end|>";
    let Ok(ToolStep::Calls(calls)) = set.convert(reply) else {
        panic!("{:?}", set.convert(reply));
    };
    let args: Vec<_> = calls.into_iter().map(|c| c.arguments).collect();
    assert_eq!(args, [json!({"query": "rust"}), json!({"query": "go"})]);
    assert!(
        set.convert(
            "<|tool_call_begin|>functions.search:0<|tool_call_argument_begin|>{\"query\": \"ru"
        )
        .is_err()
    );
}

/// The tools the DeepSeek tests call: a string, an integer, a boolean and an object.
fn deepseek_tools() -> ToolSet {
    ToolSet::new(vec![
        ToolDefinition {
            name: "get_weather".into(),
            description: "Weather.".into(),
            parameters: json!({"type": "object", "properties": {
                "location": {"type": "string"}, "days": {"type": "integer"}},
                "required": ["location"]}),
        },
        ToolDefinition {
            name: "process".into(),
            description: "Process.".into(),
            parameters: json!({"type": "object", "properties": {
                "text": {"type": "string"}, "count": {"type": "integer"},
                "enabled": {"type": "boolean"}, "data": {"type": "object"}}}),
        },
    ])
    .unwrap()
}

/// DeepSeek V3's (`function<｜tool▁sep｜>NAME` and a JSON fence) and V3.1's
/// (`NAME<｜tool▁sep｜>{…}`) calls, each alone and parallel, with prose before and after,
/// compact or pretty JSON, the outer section markers or none, and the first call with or
/// without its own opening marker: the same calls each time (the first was lost, the rest
/// returned without it).
#[test]
fn deepseek_v3_calls_are_read_in_every_layout() {
    let set = deepseek_tools();
    let calls = [
        ("get_weather", json!({"location": "Tokyo", "days": 2})),
        (
            "process",
            json!({"data": {"nested": [1, 2, 3]}, "enabled": true}),
        ),
    ];
    let v3 = |name: &str, args: &str| {
        format!(
            "<｜tool▁call▁begin｜>function<｜tool▁sep｜>{name}\n```json\n{args}\n```<｜tool▁call▁end｜>"
        )
    };
    let v31 = |name: &str, args: &str| {
        format!("<｜tool▁call▁begin｜>{name}<｜tool▁sep｜>{args}<｜tool▁call▁end｜>")
    };
    for write in [&v3 as &dyn Fn(&str, &str) -> String, &v31] {
        for pretty in [false, true] {
            for n in 1..=2 {
                for (before, after, section, first_opened) in [
                    ("", "", true, true),
                    ("Let me check.\n", "\nDone.", true, true),
                    ("", "", false, true),
                    // The first call without its own opening, right after the section's.
                    ("", "", true, false),
                    ("Let me check.\n", "", true, false),
                ] {
                    let body: String = calls[..n]
                        .iter()
                        .map(|(name, args)| {
                            let args = match pretty {
                                true => serde_json::to_string_pretty(args).unwrap(),
                                false => args.to_string(),
                            };
                            write(name, &args)
                        })
                        .collect::<Vec<_>>()
                        .join("\n");
                    let body = match first_opened {
                        true => body,
                        false => body.replacen("<｜tool▁call▁begin｜>", "", 1),
                    };
                    let body = match section {
                        true => format!("<｜tool▁calls▁begin｜>{body}<｜tool▁calls▁end｜>"),
                        false => body,
                    };
                    let reply = format!("{before}{body}{after}");
                    let Ok(ToolStep::Calls(read)) = set.convert(&reply) else {
                        panic!("{reply:?}: {:?}", set.convert(&reply));
                    };
                    let read: Vec<_> = read.into_iter().map(|c| (c.name, c.arguments)).collect();
                    let want: Vec<_> = calls[..n]
                        .iter()
                        .map(|(name, args)| (name.to_string(), args.clone()))
                        .collect();
                    assert_eq!(read, want, "{reply:?}");
                }
            }
        }
    }
}

/// A DeepSeek call cut off before its end marker is none, and a call whose arguments are not
/// JSON is refused with the other calls, not dropped from them.
#[test]
fn deepseek_v3_broken_calls_are_not_read() {
    let set = deepseek_tools();
    let cut =
        "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{\"location\": \"To";
    assert!(set.convert(cut).is_err());
    let broken = "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{invalid json}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{\"location\": \"Oslo\"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>";
    assert!(set.convert(broken).is_err());
}

/// DeepSeek V3.2's and V4's DSML calls: `string="true"` values are their text, `string="false"`
/// values JSON, and the arguments may be one JSON object instead of parameters; under either
/// outer element, with prose before.
#[test]
fn deepseek_dsml_calls_are_read() {
    let set = deepseek_tools();
    for outer in ["function_calls", "tool_calls"] {
        for before in ["", "Let me check that.\n\n"] {
            let reply = format!(
                "{before}<｜DSML｜{outer}>\n<｜DSML｜invoke name=\"process\">\n<｜DSML｜parameter name=\"text\" string=\"true\">42</｜DSML｜parameter>\n<｜DSML｜parameter name=\"count\" string=\"false\">42</｜DSML｜parameter>\n<｜DSML｜parameter name=\"enabled\" string=\"false\">true</｜DSML｜parameter>\n<｜DSML｜parameter name=\"data\" string=\"false\">{{\"nested\": [1, 2]}}</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name=\"get_weather\">\n{{\"location\": \"Beijing\", \"days\": 3}}\n</｜DSML｜invoke>\n</｜DSML｜{outer}>"
            );
            let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
                panic!("{reply:?}: {:?}", set.convert(&reply));
            };
            assert_eq!(calls.len(), 2);
            assert_eq!(
                calls[0].arguments,
                json!({"text": "42", "count": 42, "enabled": true, "data": {"nested": [1, 2]}})
            );
            assert_eq!(calls[1].name, "get_weather");
            assert_eq!(
                calls[1].arguments,
                json!({"location": "Beijing", "days": 3})
            );
        }
    }
    // An invoke never closed is no call.
    let cut = "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"location\" string=\"true\">Tok";
    assert!(set.convert(cut).is_err());
}

/// Gemma 4's `<|tool_call>call:NAME{key:<|"|>text<|"|>,n:3}<tool_call|>` calls: strings between
/// the marks are text whatever they hold (quotes, braces, colons, commas), other values JSON;
/// parallel calls; a call or a string never closed is none.
#[test]
fn gemma4_calls_are_read() {
    let set = ToolSet::new(vec![ToolDefinition {
        name: "search".into(),
        description: "Search.".into(),
        parameters: json!({"type": "object", "properties": {
            "query": {"type": "string"}, "limit": {"type": "integer"},
            "tags": {"type": "array", "items": {"type": "string"}},
            "config": {"type": "object"}}, "required": ["query"]}),
    }])
    .unwrap();
    let q = "<|\"|>";
    for text in [
        "weather",
        "\"Review\" stuff",
        "key:val, {nested}",
        "a<b & c",
        "Gemütlich 東京",
    ] {
        let reply = format!(
            "<|tool_call>call:search{{query:{q}{text}{q},limit:-5,tags:[{q}x{q},{q}y{q}],config:{{url:{q}https://e.com{q},retries:3}}}}<tool_call|><|tool_response>"
        );
        let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
            panic!("{reply:?}: {:?}", set.convert(&reply));
        };
        assert_eq!(
            calls[0].arguments,
            json!({"query": text, "limit": -5, "tags": ["x", "y"],
                "config": {"url": "https://e.com", "retries": 3}}),
            "{reply:?}"
        );
    }
    let two = format!(
        "<|tool_call>call:search{{query:{q}a{q}}}<tool_call|><|tool_call>call:search{{query:{q}b{q}}}<tool_call|>"
    );
    let Ok(ToolStep::Calls(calls)) = set.convert(&two) else {
        panic!("{:?}", set.convert(&two));
    };
    assert_eq!(calls.len(), 2);
    for cut in [
        "<|tool_call>call:".to_owned(),
        "<|tool_call>".to_owned(),
        format!("<|tool_call>call:search{{query:{q}value"),
        format!("<|tool_call>call:search{{query:{q}test{q}"),
    ] {
        assert!(
            !matches!(set.convert(&cut), Ok(ToolStep::Calls(_))),
            "{cut:?}"
        );
    }
}

/// gpt-oss's Harmony messages: a call is a message to `functions.NAME` (the recipient after
/// the channel or in the role part, with or without `<|constrain|>json`), the analysis
/// channel is reasoning whatever it says, a commentary preamble is no answer, the final
/// channel is the answer; a call cut off before `<|call|>` is none.
#[test]
fn harmony_messages_are_read() {
    let set = deepseek_tools();
    let args = r#"{"location": "Tokyo", "days": 2}"#;
    let analysis = [
        "",
        "<|channel|>analysis<|message|>The user wants the weather. Action: process\nAction Input: {\"text\": \"x\"} {\"name\": \"process\", \"arguments\": {}}<|end|><|start|>assistant",
    ];
    let headers = [
        "<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>",
        "<|channel|>commentary to=functions.get_weather json<|message|>",
        " to=functions.get_weather<|channel|>commentary <|constrain|>json<|message|>",
        "<|channel|>commentary to=functions.get_weather<|message|>",
    ];
    let preambles = [
        "",
        "<|channel|>commentary<|message|>Let me check the weather.<|end|><|start|>assistant",
    ];
    for before in analysis {
        for preamble in preambles {
            for header in headers {
                for end in ["<|call|>", "<|end|>"] {
                    let reply = format!("{before}{preamble}{header}{args}{end}");
                    let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
                        panic!("{reply:?}: {:?}", set.convert(&reply));
                    };
                    assert_eq!(calls.len(), 1, "{reply:?}");
                    assert_eq!(calls[0].name, "get_weather");
                    assert_eq!(calls[0].arguments, json!({"location": "Tokyo", "days": 2}));
                }
                // Cut off before the call's end: no call.
                let cut = format!("{before}{preamble}{header}{}", &args[..10]);
                assert!(
                    !matches!(set.convert(&cut), Ok(ToolStep::Calls(_))),
                    "{cut:?}"
                );
            }
            let answer = format!(
                "{before}{preamble}<|channel|>final<|message|>It is sunny in Tokyo.<|return|>"
            );
            assert!(
                matches!(set.convert(&answer), Ok(ToolStep::Finish(ref t)) if t == "It is sunny in Tokyo."),
                "{answer:?}: {:?}",
                set.convert(&answer)
            );
        }
    }
    // A server strips the stop token that ends the last call (`<|call|>`): a last message
    // whose arguments are whole is a call, one after another is a parallel call.
    let header = headers[0];
    for reply in [
        format!("{header}{args}"),
        format!("{header}{args}<|end|><|start|>assistant{header}{args}"),
        format!("{header}{args}<|call|><|start|>assistant{header}{args}\n"),
    ] {
        let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
            panic!("{reply:?}: {:?}", set.convert(&reply));
        };
        assert_eq!(calls.len(), reply.matches(header).count(), "{reply:?}");
        assert!(
            calls
                .iter()
                .all(|c| c.arguments == json!({"location": "Tokyo", "days": 2}))
        );
    }
    // Reasoning alone is no answer, whatever it holds.
    let only_analysis = "<|channel|>analysis<|message|>Final Answer: 42<|end|>";
    assert!(set.convert(only_analysis).is_err());
}

/// Mistral's newer `[TOOL_CALLS]NAME[ARGS]{…}` calls, with or without `[CALL_ID]`, alone or
/// several, with prose before and after: the JSON value after `[ARGS]` is the arguments.
#[test]
fn mistral_name_args_calls_are_read() {
    let set = deepseek_tools();
    for id in ["", "[CALL_ID]a1b2c3d4e"] {
        for (before, after) in [("", ""), ("Let me check.", "\nAnything else?")] {
            let one =
                format!(r#"[TOOL_CALLS]get_weather{id}[ARGS]{{"location": "Paris", "days": 1}}"#);
            let two =
                format!(r#"{one}[TOOL_CALLS]process{id}[ARGS]{{"text": "[x] {{y}}", "count": 2}}"#);
            for (body, n) in [(one, 1), (two, 2)] {
                let reply = format!("{before}{body}{after}");
                let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
                    panic!("{reply:?}: {:?}", set.convert(&reply));
                };
                assert_eq!(calls.len(), n, "{reply:?}");
                assert_eq!(calls[0].arguments, json!({"location": "Paris", "days": 1}));
                if n == 2 {
                    assert_eq!(calls[1].arguments, json!({"text": "[x] {y}", "count": 2}));
                }
                if !id.is_empty() {
                    assert_eq!(calls[0].id.as_deref(), Some("a1b2c3d4e"));
                }
            }
        }
    }
    assert!(
        set.convert(r#"[TOOL_CALLS]get_weather[ARGS]{"location": "Par"#)
            .is_err()
    );
}

/// The assistant message a step writes for each provider reads back as the same step (the
/// same calls, ids, arguments and Gemini signature), and the OpenAI one is a message a real
/// client sends.
#[test]
fn an_assistant_message_round_trips_for_every_provider() {
    use structout::{Provider, ToolCall};
    let set = deepseek_tools();
    let call = |id: Option<&str>, signature: Option<&str>, days: u32| ToolCall {
        id: id.map(str::to_owned),
        name: "get_weather".into(),
        arguments: json!({"location": "Oslo", "days": days}),
        signature: signature.map(str::to_owned),
    };
    for calls in [
        vec![call(Some("call_9"), None, 1)],
        vec![call(None, None, 1), call(None, None, 2)],
        vec![call(Some("c1"), Some("CiQBsig=="), 3)],
    ] {
        let step = ToolStep::Calls(calls.clone());
        for provider in Provider::ALL {
            let message = step.assistant_message(provider);
            let Ok(ToolStep::Calls(back)) = set.convert(&message.to_string()) else {
                panic!(
                    "{provider:?}: {message} read as {:?}",
                    set.convert(&message.to_string())
                );
            };
            assert_eq!(back.len(), calls.len(), "{provider:?}");
            for (i, (b, c)) in back.iter().zip(&calls).enumerate() {
                assert_eq!(
                    (&b.name, &b.arguments),
                    (&c.name, &c.arguments),
                    "{provider:?}"
                );
                match provider {
                    // Ollama's messages carry no ids.
                    Provider::Ollama => {}
                    Provider::Anthropic => assert_eq!(
                        b.id.clone(),
                        Some(c.id.clone().unwrap_or(format!("toolu_{i}"))),
                        "{provider:?}"
                    ),
                    Provider::Gemini => assert_eq!(b.id, c.id, "{provider:?}"),
                    _ => assert_eq!(
                        b.id.clone(),
                        Some(c.id.clone().unwrap_or(format!("call_{i}"))),
                        "{provider:?}"
                    ),
                }
                if provider == Provider::Gemini {
                    assert_eq!(
                        b.signature, c.signature,
                        "the signature goes back to Gemini"
                    );
                }
            }
            if provider == Provider::OpenAi {
                let _: async_openai::types::chat::ChatCompletionRequestAssistantMessage =
                    serde_json::from_value(message)
                        .expect("an assistant message async-openai sends");
            }
        }
    }
    let answer = ToolStep::Finish("It is sunny.".into());
    for provider in Provider::ALL {
        let message = answer.assistant_message(provider);
        assert!(message.to_string().contains("It is sunny."), "{provider:?}");
    }
}

/// Gemini's `thoughtSignature` on a call's part is kept, from a response and from a stream.
#[test]
fn a_gemini_thought_signature_is_kept() {
    let set = deepseek_tools();
    let response = json!({"candidates": [{"content": {"role": "model", "parts": [
        {"functionCall": {"name": "get_weather", "args": {"location": "Oslo"}}, "thoughtSignature": "sig-1"}
    ]}, "finishReason": "STOP"}], "usageMetadata": {"totalTokenCount": 9}});
    let Ok(ToolStep::Calls(calls)) = set.convert(&response.to_string()) else {
        panic!("{:?}", set.convert(&response.to_string()));
    };
    assert_eq!(calls[0].signature.as_deref(), Some("sig-1"));
    let mut stream = set.accumulator();
    stream.push(&response);
    let Ok(ToolStep::Calls(calls)) = stream.finish() else {
        panic!("no calls from the stream");
    };
    assert_eq!(calls[0].signature.as_deref(), Some("sig-1"));
}

/// Reasoning under a model's namespace (Seed-OSS's `<seed:think>`, MiniMax's `<mm:think>`)
/// is reasoning: a call written inside it is not read, the call after it is, once.
#[test]
fn a_call_inside_namespaced_reasoning_is_not_read() {
    let set = ToolSet::new(vec![ToolDefinition {
        name: "get_weather".into(),
        description: "Weather.".into(),
        parameters: json!({"type": "object", "properties": {"city": {"type": "string"}},
            "required": ["city"]}),
    }])
    .unwrap();
    let call = |city: &str| {
        format!(
            "<seed:tool_call>\n<function=get_weather>\n<parameter=city>{city}</parameter>\n</function>\n</seed:tool_call>"
        )
    };
    for (open, close) in [
        ("<seed:think>", "</seed:think>"),
        ("<mm:think>", "</mm:think>"),
    ] {
        let reply = format!(
            "{open}I could write {} for Rome.{close}{}",
            call("Rome"),
            call("Oslo")
        );
        let Ok(ToolStep::Calls(calls)) = set.convert(&reply) else {
            panic!("{reply:?}: {:?}", set.convert(&reply));
        };
        assert_eq!(calls.len(), 1, "{reply:?}");
        assert_eq!(calls[0].arguments, json!({"city": "Oslo"}));
        // The reasoning alone holds no call.
        let alone = format!("{open}I could write {}{close}", call("Rome"));
        assert!(
            !matches!(set.convert(&alone), Ok(ToolStep::Calls(_))),
            "{alone:?}"
        );
    }
}

/// A call the model did not finish writing, or wrote beside its format, is no call: text
/// beside a call's parameters (before, between or after them, in Qwen3-Coder's and
/// MiniMax's bodies), arguments left out (`"arguments": ` at the end) or a call cut off
/// before them, a Python argument with no value. Calls in a family's markup
/// beside calls in another format are refused as ambiguous, not half read.
#[test]
fn a_broken_or_mixed_call_is_no_call() {
    let set = ToolSet::new(vec![
        ToolDefinition {
            name: "search".into(),
            description: "Search.".into(),
            parameters: json!({"type": "object", "properties": {
                "query": {"type": "string"}, "limit": {"type": "integer"}}}),
        },
        ping_tool(),
    ])
    .unwrap();
    let qwen = |params: &[&str]| {
        format!(
            "<tool_call>\n<function=search>\n{}</function>\n</tool_call>",
            params.concat()
        )
    };
    let invoke = |params: &[&str]| {
        format!(
            "<minimax:tool_call>\n<invoke name=\"search\">\n{}</invoke>\n</minimax:tool_call>",
            params.concat()
        )
    };
    let (q, l) = (
        "<parameter=query>\nrust\n</parameter>\n",
        "<parameter=limit>\n3\n</parameter>\n",
    );
    let (iq, il) = (
        "<parameter name=\"query\">rust</parameter>\n",
        "<parameter name=\"limit\">3</parameter>\n",
    );
    for stray in ["garbage", "I will search.", "}"] {
        for reply in [
            qwen(&[stray, q, l]),
            qwen(&[q, stray, l]),
            qwen(&[q, l, stray]),
            invoke(&[stray, iq, il]),
            invoke(&[iq, stray, il]),
            invoke(&[iq, il, stray]),
        ] {
            no_call(&set, &reply);
        }
    }
    // Written as the format writes them, the same calls are read.
    assert_eq!(calls_read(&set, &qwen(&[q, l])).len(), 1);
    assert_eq!(calls_read(&set, &invoke(&[iq, il])).len(), 1);
    for key in ["arguments", "parameters", "action_input"] {
        let name = if key == "action_input" {
            "action"
        } else {
            "name"
        };
        for reply in [
            format!("{{\"{name}\": \"ping\", \"{key}\": "),
            format!("<tool_call>{{\"{name}\": \"ping\", \"{key}\":</tool_call>"),
            format!("Calling it: {{\"{name}\": \"ping\","),
        ] {
            no_call(&set, &reply);
        }
    }
    for reply in [
        "[search(query=)]",
        "[search(query='rust', limit=)]",
        "[ping(a=)]",
    ] {
        no_call(&set, reply);
    }
    let mixed = "<tool_call>\n{\"name\": \"ping\", \"arguments\": {}}\n</tool_call>\n<function=search>\n<parameter=query>rust</parameter>\n</function>";
    assert_eq!(set.convert(mixed).unwrap_err().kind(), ErrorKind::Ambiguous);
}

/// Command R7B's and Command A's answer envelope: the text inside is the answer (after a
/// thinking block or not, complete or streamed); cut off or empty, it is refused; beside an
/// action, before or after it, it is the action's preamble (the action is the step), as
/// content beside a native call is.
#[test]
fn command_r_answers_and_actions() {
    let tools = ToolSet::with_style(
        vec![ToolDefinition {
            name: "search".into(),
            description: "Search the web.".into(),
            parameters: json!({"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}),
        }],
        FormatStyle::CommandR,
    )
    .unwrap();
    let action = r#"<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "search", "parameters": {"q": "rust"}}]<|END_ACTION|>"#;
    for answer in [
        "It is sunny.",
        "Voici : 3 < 4, {a} [b].\n\nSecond paragraph.",
    ] {
        for thinking in [
            "",
            "<|START_THINKING|>The user asks about the weather.<|END_THINKING|>",
        ] {
            for after in ["", "<|END_OF_TURN_TOKEN|>"] {
                let reply = format!("{thinking}<|START_RESPONSE|>{answer}<|END_RESPONSE|>{after}");
                assert_eq!(
                    tools.convert(&reply).unwrap(),
                    ToolStep::Finish(answer.into()),
                    "{reply}"
                );
                let mut parser = tools.partial_parser();
                for c in reply.chars() {
                    parser.push(&c.to_string());
                    assert!(parser.tool().is_none(), "{reply}");
                }
                assert!(parser.is_final_answer(), "{reply}");
            }
        }
        let refused = [
            (format!("<|START_RESPONSE|>{answer}"), ErrorKind::Incomplete),
            (
                "<|START_RESPONSE|> <|END_RESPONSE|>".to_owned(),
                ErrorKind::NoValue,
            ),
        ];
        for (reply, kind) in refused {
            let err = tools.convert(&reply).unwrap_err();
            assert_eq!(err.kind(), kind, "{reply}");
        }
    }
    for reply in [
        format!("<|START_THINKING|>I will search.<|END_THINKING|>{action}"),
        format!("<|START_RESPONSE|>Let me look.<|END_RESPONSE|>\n{action}"),
        format!("{action}\n<|START_RESPONSE|>Searching.<|END_RESPONSE|>"),
    ] {
        let Ok(ToolStep::Calls(calls)) = tools.convert(&reply) else {
            panic!("{reply}: {:?}", tools.convert(&reply));
        };
        assert_eq!(
            (calls[0].name.as_str(), &calls[0].arguments),
            ("search", &json!({"q": "rust"}))
        );
    }
}

/// Inkling's messages: text messages alone are the answer (several joined by a blank line,
/// reasoning messages left out); text before a call is the call's preamble; a message cut off
/// or an answer with no text is refused.
#[test]
fn inkling_answers_and_calls() {
    let tools = ToolSet::with_style(
        vec![ToolDefinition {
            name: "search".into(),
            description: "Search the web.".into(),
            parameters: json!({"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}),
        }],
        FormatStyle::Inkling,
    )
    .unwrap();
    let text = |t: &str| format!("<|message_model|><|content_text|>{t}<|end_message|>");
    let thinking = "<|message_model|><|content_thinking|>The user asks about Oslo.<|end_message|>";
    let end = "<|content_model_end_sampling|>";
    let call = r#"<|message_model|>search<|content_invoke_tool_json|>{"name":"search","args":{"q":"oslo"}}<|end_message|>"#;
    let answers = [
        (format!("{}{end}", text("It is sunny.")), "It is sunny."),
        (text(" It is sunny. "), "It is sunny."),
        (
            format!("{thinking}{}{end}", text("It is sunny.")),
            "It is sunny.",
        ),
        (
            format!("{}{thinking}{}{end}", text("First."), text("Second.")),
            "First.\n\nSecond.",
        ),
    ];
    for (reply, answer) in answers {
        assert_eq!(
            tools.convert(&reply).unwrap(),
            ToolStep::Finish(answer.into()),
            "{reply}"
        );
    }
    let with_preamble = format!("{}{call}{end}", text("I'll check."));
    let Ok(ToolStep::Calls(calls)) = tools.convert(&with_preamble) else {
        panic!("{:?}", tools.convert(&with_preamble));
    };
    assert_eq!(calls[0].arguments, json!({"q": "oslo"}));
    for (reply, kind) in [
        (
            "<|message_model|><|content_text|>It is sun".to_owned(),
            ErrorKind::Incomplete,
        ),
        (format!("{}{end}", text("  ")), ErrorKind::NoValue),
    ] {
        assert_eq!(tools.convert(&reply).unwrap_err().kind(), kind, "{reply}");
    }
}

/// Functionary's messages to `all` are the user's: alone they are the answer (v3's `>>>all`,
/// v2's `<|recipient|>all` with `<|content|>`, several joined by a blank line); beside a
/// message to a tool they are its preamble; a message to `all` holding `>>>` that starts no
/// message is refused, never cut into an answer.
#[test]
fn functionary_messages_to_all_are_the_answer() {
    let tools = ToolSet::with_style(
        vec![ToolDefinition {
            name: "search".into(),
            description: "Search the web.".into(),
            parameters: json!({"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}),
        }],
        FormatStyle::Functionary,
    )
    .unwrap();
    for (reply, answer) in [
        (">>>all\nIt is sunny in Oslo.", "It is sunny in Oslo."),
        (">>>all\n  It is sunny.\n", "It is sunny."),
        (">>>all\nFirst.>>>all\nSecond.", "First.\n\nSecond."),
        (
            "<|from|>assistant\n<|recipient|>all\n<|content|>It is sunny.<|stop|>",
            "It is sunny.",
        ),
    ] {
        assert_eq!(
            tools.convert(reply).unwrap(),
            ToolStep::Finish(answer.into()),
            "{reply}"
        );
    }
    let with_preamble = ">>>all\nLet me look.>>>search\n{\"q\": \"oslo\"}";
    let Ok(ToolStep::Calls(calls)) = tools.convert(with_preamble) else {
        panic!("{:?}", tools.convert(with_preamble));
    };
    assert_eq!(calls[0].arguments, json!({"q": "oslo"}));
    for reply in [">>>all\nIn Python, type >>> print(1)", ">>>all\n   "] {
        assert!(tools.convert(reply).is_err(), "{reply}");
    }
}
