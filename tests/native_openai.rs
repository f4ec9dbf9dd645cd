//! OpenAI strict Structured Outputs: every schema `response_format(Provider::OpenAi)` writes
//! passes a checker of the documented strict-mode rules (written here from the docs, not from
//! the transform), deserializes into a real client's request type (async-openai), and a
//! strict-mode reply — every key present, `null` for absent optionals, the root wrapped, maps
//! as entries — validates against it (the `jsonschema` crate) and converts back to the value.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use std::collections::{BTreeMap, HashMap};
use structout::{ErrorKind, Provider, RepairKind, StructuredOutput, Tools};

// ---------------------------------------------------------------------------------------
// Realistic types.

/// A postal address.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Address {
    street: String,
    city: String,
    /// Postal code, if the text gives one.
    postcode: Option<String>,
}

/// Where an invoice is in its life.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
enum Status {
    /// Not sent yet.
    Draft,
    /// Sent, not paid.
    Sent,
    /// Paid in full.
    Paid,
}

/// One line of an invoice.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Line {
    description: String,
    quantity: u32,
    /// Unit price in euros.
    price: f64,
}

/// An invoice read from an email.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(number, status, total, lines))]
struct Invoice {
    lines: Vec<Line>,
    total: f64,
    number: String,
    status: Status,
    /// Billing address.
    billing: Option<Address>,
    #[serde(default)]
    tags: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    note: Option<String>,
}

/// A shape to draw.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Shape {
    Circle { radius: f64 },
    Rectangle { width: f64, height: f64 },
    Point,
}

/// A folder tree.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Folder {
    name: String,
    children: Vec<Folder>,
    parent_note: Option<Box<Folder>>,
}

/// Stock per warehouse.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Stock {
    item: String,
    per_site: BTreeMap<String, u32>,
    prices: HashMap<String, f64>,
}

/// An externally tagged command.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
enum Command {
    Stop,
    Move { x: i32, y: i32 },
    Say(String),
}

// ---------------------------------------------------------------------------------------
// A checker of the documented strict-mode rules
// (https://platform.openai.com/docs/guides/structured-outputs, "Supported schemas").

const ALLOWED: &[&str] = &[
    "type",
    "description",
    "title",
    "enum",
    "const",
    "anyOf",
    "$ref",
    "$defs",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "pattern",
    "format",
    "multipleOf",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minItems",
    "maxItems",
];
const FORMATS: &[&str] = &[
    "date-time",
    "time",
    "date",
    "duration",
    "email",
    "hostname",
    "ipv4",
    "ipv6",
    "uuid",
];

/// Every violation of the strict-mode rules in `schema`, as `path: rule`.
fn violations(schema: &Value) -> Vec<String> {
    let mut found = Vec::new();
    if schema.get("type") != Some(&json!("object")) {
        found.push("/: the root must be an object".to_owned());
    }
    if schema.get("anyOf").is_some() {
        found.push("/: the root must not be anyOf".to_owned());
    }
    check(schema, schema, "", &mut found);
    found
}

fn check(root: &Value, schema: &Value, path: &str, found: &mut Vec<String>) {
    let Some(map) = schema.as_object() else {
        found.push(format!("{path}: a schema must be an object"));
        return;
    };
    for key in map.keys() {
        if !ALLOWED.contains(&key.as_str()) {
            found.push(format!("{path}: unsupported keyword `{key}`"));
        }
    }
    if let Some(reference) = map.get("$ref").and_then(Value::as_str) {
        if map.len() > 1 {
            found.push(format!("{path}: `$ref` with sibling keywords"));
        }
        let target = if reference == "#" {
            Some(root)
        } else {
            reference
                .strip_prefix("#/$defs/")
                .filter(|name| !name.contains('/'))
                .and_then(|name| root["$defs"].get(name))
        };
        if target.is_none() {
            found.push(format!(
                "{path}: `$ref` to `{reference}` is not a top-level $defs"
            ));
        }
    }
    if path.contains("/$defs/") && map.contains_key("$defs") {
        found.push(format!("{path}: nested $defs"));
    }
    if let Some(format) = map.get("format").and_then(Value::as_str)
        && !FORMATS.contains(&format)
    {
        found.push(format!("{path}: unsupported format `{format}`"));
    }
    if let Some(Value::Object(props)) = map.get("properties") {
        if map.get("additionalProperties") != Some(&json!(false)) {
            found.push(format!(
                "{path}: object without additionalProperties: false"
            ));
        }
        let required: Vec<&str> = map["required"]
            .as_array()
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let keys: Vec<&str> = props.keys().map(String::as_str).collect();
        if required != keys {
            found.push(format!(
                "{path}: required {required:?} is not every property {keys:?}"
            ));
        }
        for (name, prop) in props {
            check(root, prop, &format!("{path}/properties/{name}"), found);
        }
    } else if map.get("type") == Some(&json!("object")) {
        found.push(format!("{path}: object without properties"));
    }
    if let Some(items) = map.get("items") {
        check(root, items, &format!("{path}/items"), found);
    }
    if let Some(Value::Array(list)) = map.get("anyOf") {
        for (n, branch) in list.iter().enumerate() {
            check(root, branch, &format!("{path}/anyOf/{n}"), found);
        }
    }
    if let Some(Value::Object(defs)) = map.get("$defs") {
        for (name, def) in defs {
            check(root, def, &format!("{path}/$defs/{name}"), found);
        }
    }
}

// ---------------------------------------------------------------------------------------
// A strict-mode reply for a value: what the constrained model writes.

fn resolve<'a>(root: &'a Value, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some("#") => root,
        Some(r) => resolve(root, &root["$defs"][r.trim_start_matches("#/$defs/")]),
        None => schema,
    }
}

/// `value` (serde's JSON of a Rust value) as strict mode has it written: every property
/// present (`null` when absent), maps as entries.
fn strict_instance(root: &Value, schema: &Value, value: &Value) -> Value {
    let schema = resolve(root, schema);
    if let Some(Value::Array(branches)) = schema.get("anyOf") {
        let branch = branches
            .iter()
            .map(|b| resolve(root, b))
            .find(|b| fits_roughly(b, value))
            .unwrap_or_else(|| panic!("no branch of {schema} for {value}"));
        return strict_instance(root, branch, value);
    }
    match (schema.get("properties"), schema.get("items"), value) {
        (Some(Value::Object(props)), _, Value::Object(object)) => Value::Object(
            props
                .iter()
                .map(|(k, s)| {
                    let v = object.get(k).cloned().unwrap_or(Value::Null);
                    (k.clone(), strict_instance(root, s, &v))
                })
                .collect(),
        ),
        (_, Some(items), Value::Object(map)) => Value::Array(
            map.iter()
                .map(|(k, v)| {
                    let entry = json!({"key": k, "value": v});
                    strict_instance(root, items, &entry)
                })
                .collect(),
        ),
        (_, Some(items), Value::Array(list)) => Value::Array(
            list.iter()
                .map(|v| strict_instance(root, items, v))
                .collect(),
        ),
        _ => value.clone(),
    }
}

/// Whether `value` is of the branch's kind (and, for objects, has only its keys and its
/// constant tags).
fn fits_roughly(schema: &Value, value: &Value) -> bool {
    let types: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    };
    let kind = match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_f64() => "number",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    };
    let of_kind = types.contains(&kind)
        || (kind == "integer" && types.contains(&"number"))
        || (kind == "object"
            && types.contains(&"array")
            && schema["items"]["properties"]["key"].is_object());
    if !of_kind {
        return false;
    }
    if let (Some(Value::Array(values)), false) = (schema.get("enum"), value.is_null()) {
        return values.contains(value);
    }
    match (schema.get("properties"), value) {
        (Some(Value::Object(props)), Value::Object(object)) => object.iter().all(|(k, v)| {
            props.get(k).is_some_and(|p| match p.get("enum") {
                Some(Value::Array(values)) if values.len() == 1 => values.contains(v),
                _ => true,
            })
        }),
        _ => true,
    }
}

/// The strict schema, the strict-mode reply for `value`, and checks on both.
fn round_trip<T>(value: &T)
where
    T: StructuredOutput + Serialize + PartialEq + std::fmt::Debug,
{
    let fragment = T::response_format(Provider::OpenAi).expect("strict mode takes the type");
    let schema = &fragment["response_format"]["json_schema"]["schema"];
    let problems = violations(schema);
    assert!(problems.is_empty(), "{problems:#?}\n{schema:#}");

    let serde_value = serde_json::to_value(value).unwrap();
    // A root that is not a struct is wrapped in `{"value": ...}`.
    let original = T::schema().as_value().get("properties");
    let wrapped = schema["properties"].get("value").is_some()
        && original.is_none_or(|p| p.get("value").is_none());
    let instance = if wrapped {
        strict_instance(schema, schema, &json!({ "value": serde_value }))
    } else {
        strict_instance(schema, schema, &serde_value)
    };
    let validator = jsonschema::validator_for(schema).expect("a valid JSON Schema");
    let errors: Vec<String> = validator
        .iter_errors(&instance)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}\n{instance:#}\n{schema:#}");

    let reply = instance.to_string();
    let back = T::convert(&reply).unwrap_or_else(|e| panic!("{reply}\n{e}"));
    assert_eq!(&back, value, "{reply}");
}

fn invoice() -> Invoice {
    Invoice {
        lines: vec![Line {
            description: "Consulting".into(),
            quantity: 3,
            price: 120.5,
        }],
        total: 361.5,
        number: "INV-7".into(),
        status: Status::Sent,
        billing: Some(Address {
            street: "1 Main St".into(),
            city: "Lyon".into(),
            postcode: None,
        }),
        tags: vec![],
        note: None,
    }
}

#[test]
fn structs_with_optional_and_default_fields_round_trip() {
    round_trip(&invoice());
    round_trip(&Invoice {
        billing: None,
        tags: vec!["urgent".into()],
        note: Some("call first".into()),
        ..invoice()
    });
    round_trip(&Address {
        street: "2 Rue".into(),
        city: "Paris".into(),
        postcode: Some("75001".into()),
    });
}

#[test]
fn enums_round_trip() {
    for shape in [
        Shape::Circle { radius: 2.5 },
        Shape::Rectangle {
            width: 1.0,
            height: 2.0,
        },
        Shape::Point,
    ] {
        round_trip(&shape);
    }
    for command in [
        Command::Stop,
        Command::Move { x: -1, y: 4 },
        Command::Say("hi".into()),
    ] {
        round_trip(&command);
    }
    round_trip(&Status::Paid);
    round_trip(&vec![Status::Draft, Status::Paid]);
}

#[test]
fn recursive_types_round_trip() {
    let leaf = Folder {
        name: "leaf".into(),
        children: vec![],
        parent_note: None,
    };
    round_trip(&Folder {
        name: "root".into(),
        children: vec![leaf.clone()],
        parent_note: Some(Box::new(leaf)),
    });
    round_trip(&vec![Folder {
        name: "solo".into(),
        children: vec![],
        parent_note: None,
    }]);
}

#[test]
fn maps_become_entries_and_come_back() {
    let stock = Stock {
        item: "bolt".into(),
        per_site: BTreeMap::from([("lyon".into(), 4), ("oslo".into(), 0)]),
        prices: HashMap::from([("eur".into(), 0.25)]),
    };
    round_trip(&stock);
    round_trip(&HashMap::from([
        ("a".to_owned(), 1.5_f64),
        ("b".to_owned(), 2.0),
    ]));

    let fragment = Stock::response_format(Provider::OpenAi).unwrap();
    let prices = &fragment["response_format"]["json_schema"]["schema"]["properties"]["prices"];
    assert_eq!(prices["type"], "array", "{prices}");
    assert_eq!(prices["items"]["required"], json!(["key", "value"]));

    let reply = r#"{"item": "nut", "per_site": [{"key": "lyon", "value": 2}], "prices": []}"#;
    let converted = Stock::convert_with_report(reply).unwrap();
    assert_eq!(converted.value.per_site["lyon"], 2);
    assert!(converted.value.prices.is_empty());
    assert!(
        converted
            .repairs
            .iter()
            .any(|r| r.kind == RepairKind::MapFromEntries && r.path == ".per_site"),
        "{:?}",
        converted.repairs
    );
}

#[test]
fn entries_with_one_key_twice_are_not_guessed() {
    let reply = r#"[{"key": "a", "value": 1}, {"key": "a", "value": 2}]"#;
    let err = HashMap::<String, u32>::convert(reply).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Ambiguous, "{err}");
    // A list of other objects is not a map.
    assert!(HashMap::<String, u32>::convert(r#"[{"name": "a", "count": 1}]"#).is_err());
}

#[test]
fn order_is_kept_and_documented_enums_are_plain_enums() {
    let fragment = Invoice::response_format(Provider::OpenAi).unwrap();
    let schema = &fragment["response_format"]["json_schema"]["schema"];
    let keys: Vec<&str> = schema["properties"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys[..4], ["number", "status", "total", "lines"]);
    let text = schema.to_string();
    assert!(!text.contains("oneOf") && !text.contains("uint32") && !text.contains("\"default\""));
    let status = &schema["$defs"]["Status"];
    assert_eq!(status["enum"], json!(["draft", "sent", "paid"]), "{status}");
    let description = status["description"].as_str().unwrap();
    assert!(
        description.contains("draft: Not sent yet."),
        "{description}"
    );
    // `tags` (serde default) and `note` are nullable and required.
    assert_eq!(
        schema["properties"]["tags"]["type"],
        json!(["array", "null"])
    );
    assert_eq!(
        fragment["response_format"]["json_schema"]["name"],
        "Invoice"
    );
}

#[test]
fn unsupported_keywords_are_described() {
    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    struct Tagged {
        #[schemars(length(min = 2, max = 8))]
        _code: String,
        #[schemars(url)]
        _link: String,
    }
    let fragment = Tagged::response_format(Provider::OpenAi).unwrap();
    let props = &fragment["response_format"]["json_schema"]["schema"]["properties"];
    assert!(props["_code"].get("minLength").is_none());
    let code = props["_code"]["description"].as_str().unwrap();
    assert!(
        code.contains("Min length: 2.") && code.contains("Max length: 8."),
        "{code}"
    );
    assert!(props["_link"].get("format").is_none());
    assert!(
        props["_link"]["description"]
            .as_str()
            .unwrap()
            .contains("uri")
    );
}

#[test]
fn what_strict_mode_cannot_express_is_a_clear_error() {
    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    struct Loose {
        _extra: Value,
    }
    let err = Loose::response_format(Provider::OpenAi).unwrap_err();
    assert_eq!(err.provider(), Provider::OpenAi);
    assert_eq!(err.path(), "/properties/_extra");
    assert!(err.to_string().contains("any type"), "{err}");

    let err = <(u32, String)>::response_format(Provider::OpenAi).unwrap_err();
    assert!(err.message().contains("tuple"), "{err}");
}

#[test]
fn limits_are_checked_with_the_path() {
    // Eleven levels of objects.
    let mut deep = json!({"type": "string"});
    for _ in 0..11 {
        deep = json!({"type": "object", "properties": {"inner": deep}, "required": ["inner"]});
    }
    let err = Provider::OpenAi.schema(&deep).unwrap_err();
    assert!(err.message().contains("limit of 10"), "{err}");
    assert!(err.path().ends_with("/properties/inner"), "{err}");

    let many: Map<String, Value> = (0..5001)
        .map(|n| (format!("p{n}"), json!({"type": "integer"})))
        .collect();
    let wide = json!({"type": "object", "properties": many});
    let err = Provider::OpenAi.schema(&wide).unwrap_err();
    assert!(err.message().contains("5001 object properties"), "{err}");

    let values: Vec<String> = (0..1001).map(|n| format!("v{n}")).collect();
    let big_enum = json!({"type": "object", "properties": {"e": {"type": "string", "enum": values}}, "required": ["e"]});
    let err = Provider::OpenAi.schema(&big_enum).unwrap_err();
    assert!(err.message().contains("1001 enum values"), "{err}");
}

#[test]
fn the_fragment_is_what_async_openai_sends() {
    use async_openai::types::chat::{
        ChatCompletionTools, CreateChatCompletionRequest, ResponseFormat,
    };
    let fragment = Invoice::response_format(Provider::OpenAi).unwrap();
    let format: ResponseFormat =
        serde_json::from_value(fragment["response_format"].clone()).expect("a ResponseFormat");
    let ResponseFormat::JsonSchema { json_schema } = format else {
        panic!("not a json_schema format");
    };
    assert_eq!(json_schema.strict, Some(true));
    assert_eq!(json_schema.name, "Invoice");

    // Merged into a request body, it is a request.
    let mut body = json!({"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Read the invoice."}]});
    body.as_object_mut()
        .unwrap()
        .extend(fragment.as_object().unwrap().clone());
    let request: CreateChatCompletionRequest = serde_json::from_value(body).expect("a request");
    assert!(request.response_format.is_some());

    #[allow(dead_code)]
    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    #[structout(tools)]
    enum Action {
        /// Record stock levels.
        Record {
            _item: String,
            per_site: HashMap<String, u32>,
        },
    }
    let tools = Action::tool_set()
        .definitions(Provider::OpenAi)
        .expect("strict tools");
    let tools: Vec<ChatCompletionTools> = serde_json::from_value(tools).expect("tools");
    let ChatCompletionTools::Function(tool) = &tools[0] else {
        panic!("a function tool");
    };
    assert_eq!(tool.function.strict, Some(true));
    let params = tool.function.parameters.as_ref().unwrap();
    assert!(violations(params).is_empty(), "{:#?}", violations(params));
    assert_eq!(params["properties"]["per_site"]["type"], "array");
}

/// Keys of a map drawn from an enum.
#[derive(
    Debug,
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    JsonSchema,
    StructuredOutput,
)]
#[serde(rename_all = "snake_case")]
enum Site {
    Lyon,
    Oslo,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "t", content = "c")]
enum Adjacent {
    Num(i64),
    Pair { a: bool, b: Option<String> },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(untagged)]
enum Loose {
    Count(u8),
    Words(Vec<String>),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Meta {
    source: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Mixed {
    #[serde(flatten)]
    meta: Meta,
    per_site: BTreeMap<Site, u32>,
    adjacent: Adjacent,
    loose: Loose,
    region: [u32; 4],
    day: chrono::NaiveDate,
    id: uuid::Uuid,
    maybe_list: Option<Vec<String>>,
    small: i8,
}

#[test]
fn other_shapes_round_trip() {
    let mixed = Mixed {
        meta: Meta {
            source: "mail".into(),
        },
        per_site: BTreeMap::from([(Site::Oslo, 3)]),
        adjacent: Adjacent::Pair { a: true, b: None },
        loose: Loose::Words(vec!["x".into()]),
        region: [1, 2, 3, 4],
        day: chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
        id: uuid::Uuid::from_u128(7),
        maybe_list: None,
        small: -3,
    };
    round_trip(&mixed);
    round_trip(&Mixed {
        adjacent: Adjacent::Num(-9),
        loose: Loose::Count(200),
        maybe_list: Some(vec![]),
        ..mixed
    });
}
