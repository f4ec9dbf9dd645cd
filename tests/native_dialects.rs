//! The Anthropic, Gemini, Ollama, llama.cpp and vLLM dialects on realistic derived types:
//! each fragment has its provider's documented shape, a checker written from the provider's
//! documented rules finds nothing wrong in the schema, recursion is refused where the
//! provider has none, `order(...)` survives, and a serialized value validates against the
//! dialect's schema (with the `jsonschema` crate) and converts back to itself.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use structout::{Provider, StructuredOutput, ToolDefinition};

/// A film and the people who made it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(title, year, director, genre, cast, release))]
struct Film {
    /// The title as released.
    title: String,
    /// The year of release, when known.
    year: Option<u16>,
    director: Person,
    genre: Genre,
    /// Leading actors, most famous first.
    #[serde(default)]
    cast: Vec<Person>,
    release: Release,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Person {
    name: String,
    #[serde(default)]
    born: Option<i32>,
}

/// What kind of film it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
enum Genre {
    /// Makes you laugh.
    Comedy,
    /// Makes you cry.
    Drama,
    Horror,
}

/// Where the film can be seen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "kind")]
enum Release {
    Cinema { screens: u32 },
    Streaming { service: String },
    Unreleased,
}

/// A comment and its replies: recursive through a field that may be left out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Comment {
    text: String,
    #[serde(default)]
    replies: Vec<Comment>,
}

/// A tree: recursive through a required field.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Tree {
    name: String,
    children: Vec<Tree>,
}

/// Points per pupil.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, StructuredOutput)]
struct Scores {
    subject: String,
    points: BTreeMap<String, u32>,
}

const LOCAL: [Provider; 3] = [Provider::Ollama, Provider::LlamaCpp, Provider::Vllm];
const MINE: [Provider; 5] = [
    Provider::Anthropic,
    Provider::Gemini,
    Provider::Ollama,
    Provider::LlamaCpp,
    Provider::Vllm,
];

fn film() -> Film {
    Film {
        title: "Playtime".into(),
        year: None,
        director: Person {
            name: "Jacques Tati".into(),
            born: Some(1907),
        },
        genre: Genre::Comedy,
        cast: vec![Person {
            name: "Barbara Dennek".into(),
            born: None,
        }],
        release: Release::Cinema { screens: 12 },
    }
}

fn comment() -> Comment {
    Comment {
        text: "First!".into(),
        replies: vec![Comment {
            text: "Second.".into(),
            replies: vec![],
        }],
    }
}

fn tree() -> Tree {
    Tree {
        name: "root".into(),
        children: vec![Tree {
            name: "leaf".into(),
            children: vec![],
        }],
    }
}

// ---------------------------------------------------------------------------------------
// Walking schemas

/// Every subschema of `schema` (itself included), with its JSON pointer.
fn subschemas(schema: &Value) -> Vec<(String, &Value)> {
    let mut out = Vec::new();
    collect(schema, String::new(), &mut out);
    out
}

fn collect<'a>(schema: &'a Value, path: String, out: &mut Vec<(String, &'a Value)>) {
    let Value::Object(map) = schema else {
        return;
    };
    out.push((path.clone(), schema));
    for key in ["items", "additionalProperties", "not", "propertyNames"] {
        if let Some(sub @ Value::Object(_)) = map.get(key) {
            collect(sub, format!("{path}/{key}"), out);
        }
    }
    for key in ["anyOf", "oneOf", "allOf", "prefixItems"] {
        for (i, sub) in map
            .get(key)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
        {
            collect(sub, format!("{path}/{key}/{i}"), out);
        }
    }
    for key in ["properties", "$defs", "definitions", "patternProperties"] {
        for (name, sub) in map
            .get(key)
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            collect(sub, format!("{path}/{key}/{name}"), out);
        }
    }
}

fn required(schema: &Value) -> Vec<&str> {
    schema["required"]
        .as_array()
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

fn property_names(schema: &Value) -> Vec<&str> {
    schema["properties"]
        .as_object()
        .map(|p| p.keys().map(String::as_str).collect())
        .unwrap_or_default()
}

/// Constrained decoders that write required properties first keep the schema's order only
/// when no optional property comes before a required one.
fn required_first(path: &str, schema: &Value, out: &mut Vec<String>) {
    let required = required(schema);
    let mut seen_optional = false;
    for name in property_names(schema) {
        if required.contains(&name) && seen_optional {
            out.push(format!(
                "{path}: required `{name}` after an optional property"
            ));
        }
        seen_optional |= !required.contains(&name);
    }
}

/// Whether the local references of `schema` form a cycle.
fn recursive(schema: &Value) -> bool {
    fn visit(root: &Value, at: &Value, stack: &mut Vec<String>) -> bool {
        for (_, sub) in subschemas(at) {
            let Some(target) = sub.get("$ref").and_then(Value::as_str) else {
                continue;
            };
            if stack.iter().any(|s| s == target) {
                return true;
            }
            let Some(resolved) = root.pointer(target.trim_start_matches('#')) else {
                continue;
            };
            stack.push(target.to_owned());
            if visit(root, resolved, stack) {
                return true;
            }
            stack.pop();
        }
        false
    }
    visit(schema, schema, &mut vec!["#".to_owned()])
}

// ---------------------------------------------------------------------------------------
// Checkers, one per provider, from its documentation

/// https://platform.claude.com/docs/en/build-with-claude/structured-outputs, "JSON Schema
/// limitations", "Property ordering", "Schema complexity limits".
fn anthropic_violations(schema: &Value) -> Vec<String> {
    const KEYWORDS: [&str; 18] = [
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "anyOf",
        "allOf",
        "enum",
        "const",
        "$ref",
        "$defs",
        "definitions",
        "default",
        "format",
        "minItems",
        "pattern",
        "description",
        "title",
    ];
    const FORMATS: [&str; 10] = [
        "date-time",
        "time",
        "date",
        "duration",
        "email",
        "hostname",
        "uri",
        "ipv4",
        "ipv6",
        "uuid",
    ];
    let mut out = Vec::new();
    let (mut optional, mut unions) = (0, 0);
    for (path, sub) in subschemas(schema) {
        let map = sub.as_object().unwrap();
        for key in map.keys() {
            if !KEYWORDS.contains(&key.as_str()) {
                out.push(format!("{path}: `{key}` is not supported"));
            }
        }
        if (map.contains_key("properties") || sub["type"] == "object")
            && sub["additionalProperties"] != false
        {
            out.push(format!(
                "{path}: an object without `additionalProperties: false`"
            ));
        }
        if let Some(n) = sub["minItems"].as_u64().filter(|n| *n > 1) {
            out.push(format!("{path}: minItems {n}"));
        }
        if let Some(f) = sub["format"].as_str().filter(|f| !FORMATS.contains(f)) {
            out.push(format!("{path}: format {f}"));
        }
        if sub["enum"]
            .as_array()
            .is_some_and(|e| e.iter().any(|v| v.is_object() || v.is_array()))
        {
            out.push(format!("{path}: an enum of complex values"));
        }
        if let Some(r) = sub["$ref"].as_str().filter(|r| !r.starts_with('#')) {
            out.push(format!("{path}: external $ref {r}"));
        }
        required_first(&path, sub, &mut out);
        optional += property_names(sub).len() - required(sub).len().min(property_names(sub).len());
        unions += usize::from(map.contains_key("anyOf") || sub["type"].is_array());
    }
    if recursive(schema) {
        out.push("recursive".into());
    }
    if optional > 24 {
        out.push(format!("{optional} optional properties"));
    }
    if unions > 16 {
        out.push(format!("{unions} union-typed subschemas"));
    }
    out
}

/// https://ai.google.dev/api/generate-content#FIELDS.response_json_schema and
/// https://ai.google.dev/gemini-api/docs/structured-output ("JSON schema support").
fn gemini_violations(schema: &Value) -> Vec<String> {
    const KEYWORDS: [&str; 22] = [
        "$id",
        "$defs",
        "$ref",
        "$anchor",
        "type",
        "format",
        "title",
        "description",
        "enum",
        "items",
        "prefixItems",
        "minItems",
        "maxItems",
        "minimum",
        "maximum",
        "anyOf",
        "oneOf",
        "properties",
        "additionalProperties",
        "required",
        "propertyOrdering",
        "$schema",
    ];
    let mut out = Vec::new();
    if schema.get("$schema").is_some() {
        out.push("`$schema` at the root".into());
    }
    for (path, sub) in subschemas(schema) {
        let map = sub.as_object().unwrap();
        for key in map.keys() {
            if !KEYWORDS.contains(&key.as_str()) {
                out.push(format!("{path}: `{key}` is not supported"));
            }
        }
        if map.contains_key("$ref") && map.keys().any(|k| !k.starts_with('$')) {
            out.push(format!("{path}: `$ref` with other keywords"));
        }
        if sub["enum"]
            .as_array()
            .is_some_and(|e| e.iter().any(|v| !v.is_string() && !v.is_number()))
        {
            out.push(format!(
                "{path}: an enum value that is not a string or number"
            ));
        }
        let names: Vec<Value> = property_names(sub).into_iter().map(Value::from).collect();
        if names.len() > 1 && sub["propertyOrdering"] != Value::Array(names) {
            out.push(format!("{path}: no propertyOrdering in schema order"));
        }
    }
    out
}

/// llama.cpp's grammars/README.md (known limitations) and json-schema-to-grammar.cpp;
/// Ollama hands its `format` to the same converter.
fn llama_cpp_violations(schema: &Value) -> Vec<String> {
    const UNSUPPORTED: [&str; 13] = [
        "uniqueItems",
        "contains",
        "minContains",
        "not",
        "if",
        "then",
        "else",
        "dependentSchemas",
        "patternProperties",
        "propertyNames",
        "multipleOf",
        "$anchor",
        "oneOf",
    ];
    const FORMATS: [&str; 4] = ["date", "time", "date-time", "uuid"];
    let mut out = Vec::new();
    for (path, sub) in subschemas(schema) {
        let map = sub.as_object().unwrap();
        for key in UNSUPPORTED {
            if map.contains_key(key) {
                out.push(format!("{path}: `{key}` is skipped"));
            }
        }
        if map.contains_key("properties") && map.contains_key("anyOf") {
            out.push(format!("{path}: properties mixed with anyOf"));
        }
        if let Some(r) = sub["$ref"].as_str().filter(|r| !r.starts_with("#/")) {
            out.push(format!("{path}: unsupported ref {r}"));
        }
        if let Some(f) = sub["format"]
            .as_str()
            .filter(|f| sub["type"] == "string" && !FORMATS.contains(f))
        {
            out.push(format!("{path}: format {f}"));
        }
        let integer = sub["type"] == "integer" || sub["type"] == json!(["integer", "null"]);
        if !integer && (map.contains_key("minimum") || map.contains_key("maximum")) {
            out.push(format!("{path}: bounds on a non-integer"));
        }
        if let Some(p) = sub["pattern"]
            .as_str()
            .filter(|p| !(p.starts_with('^') && p.ends_with('$')))
        {
            out.push(format!("{path}: unanchored pattern {p}"));
        }
        required_first(&path, sub, &mut out);
    }
    out
}

/// vLLM's `has_xgrammar_unsupported_json_features` (what xgrammar cannot enforce) and
/// llguidance's docs/json_schema.md (`oneOf` only when provably equal to `anyOf`).
fn vllm_violations(schema: &Value) -> Vec<String> {
    const UNSUPPORTED: [&str; 8] = [
        "multipleOf",
        "uniqueItems",
        "contains",
        "minContains",
        "maxContains",
        "patternProperties",
        "propertyNames",
        "oneOf",
    ];
    const FORMATS: [&str; 14] = [
        "email",
        "date",
        "time",
        "date-time",
        "duration",
        "ipv4",
        "ipv6",
        "hostname",
        "uuid",
        "uri",
        "uri-reference",
        "uri-template",
        "json-pointer",
        "relative-json-pointer",
    ];
    let mut out = Vec::new();
    for (path, sub) in subschemas(schema) {
        let map = sub.as_object().unwrap();
        for key in UNSUPPORTED {
            if map.contains_key(key) {
                out.push(format!("{path}: `{key}` is not supported by xgrammar"));
            }
        }
        if let Some(f) = sub["format"]
            .as_str()
            .filter(|f| sub["type"] == "string" && !FORMATS.contains(f))
        {
            out.push(format!("{path}: format {f}"));
        }
        required_first(&path, sub, &mut out);
    }
    out
}

fn violations(provider: Provider, schema: &Value) -> Vec<String> {
    match provider {
        Provider::Anthropic => anthropic_violations(schema),
        Provider::Gemini => gemini_violations(schema),
        Provider::Ollama | Provider::LlamaCpp => llama_cpp_violations(schema),
        _ => vllm_violations(schema),
    }
}

// ---------------------------------------------------------------------------------------
// Helpers on fragments

/// The schema inside a provider's request fragment, checking the fragment's documented shape.
fn schema_of(provider: Provider, fragment: &Value) -> Value {
    let keys: Vec<&String> = fragment.as_object().unwrap().keys().collect();
    let schema = match provider {
        Provider::Anthropic => {
            assert_eq!(keys, ["output_config"]);
            assert_eq!(fragment["output_config"]["format"]["type"], "json_schema");
            &fragment["output_config"]["format"]["schema"]
        }
        Provider::Gemini => {
            assert_eq!(keys, ["generationConfig"]);
            let config = &fragment["generationConfig"];
            assert_eq!(config["responseMimeType"], "application/json");
            &config["responseJsonSchema"]
        }
        Provider::Ollama => {
            assert_eq!(keys, ["format"]);
            &fragment["format"]
        }
        Provider::LlamaCpp => {
            assert_eq!(keys, ["json_schema"]);
            &fragment["json_schema"]
        }
        _ => {
            assert_eq!(keys, ["response_format"]);
            let format = &fragment["response_format"];
            assert_eq!(format["type"], "json_schema");
            assert!(format["json_schema"]["name"].is_string(), "{format}");
            &format["json_schema"]["schema"]
        }
    };
    assert!(schema.is_object(), "{provider}: {fragment}");
    schema.clone()
}

/// The schema of `T` for `provider`, after checking its fragment and its rules.
fn checked<T: StructuredOutput>(provider: Provider) -> Value {
    let fragment = T::response_format(provider).unwrap_or_else(|e| panic!("{provider}: {e}"));
    let schema = schema_of(provider, &fragment);
    let found = violations(provider, &schema);
    assert!(found.is_empty(), "{provider}: {found:#?}\n{schema:#}");
    schema
}

/// `value` validates against `schema` and its JSON converts back to it.
fn round_trip<T: StructuredOutput + Serialize + PartialEq + std::fmt::Debug>(
    provider: Provider,
    schema: &Value,
    value: &T,
) {
    let instance = serde_json::to_value(value).unwrap();
    let validator = jsonschema::draft202012::new(schema).expect("a valid schema");
    let errors: Vec<String> = validator
        .iter_errors(&instance)
        .map(|e| e.to_string())
        .collect();
    assert!(
        errors.is_empty(),
        "{provider}: {errors:?}\n{instance}\n{schema:#}"
    );
    let back = T::convert(&instance.to_string()).expect("converts back");
    assert_eq!(&back, value, "{provider}");
}

/// The properties of the object `schema` describes, following a root `$ref`.
fn top_properties(schema: &Value) -> Vec<String> {
    let object = match schema["$ref"].as_str() {
        Some(r) => schema.pointer(r.trim_start_matches('#')).unwrap(),
        None => schema,
    };
    property_names(object)
        .into_iter()
        .map(str::to_owned)
        .collect()
}

// ---------------------------------------------------------------------------------------
// Tests

#[test]
fn films_fit_every_dialect_and_come_back() {
    for provider in MINE {
        let schema = checked::<Film>(provider);
        round_trip(provider, &schema, &film());
        let mut released = film();
        released.year = Some(1967);
        released.release = Release::Streaming {
            service: "Criterion".into(),
        };
        round_trip(provider, &schema, &released);
    }
}

#[test]
fn order_survives_every_dialect() {
    let order = ["title", "year", "director", "genre", "cast", "release"];
    for provider in MINE {
        let schema = checked::<Film>(provider);
        assert_eq!(top_properties(&schema), order, "{provider}");
    }
    // Anthropic and llama.cpp write required properties first: `year` is made required so
    // that it stays second; it still takes `null`.
    for provider in [Provider::Anthropic, Provider::LlamaCpp] {
        let schema = checked::<Film>(provider);
        let object = match schema["$ref"].as_str() {
            Some(r) => schema.pointer(r.trim_start_matches('#')).unwrap().clone(),
            None => schema.clone(),
        };
        assert_eq!(required(&object), order, "{provider}");
    }
    let gemini = checked::<Film>(Provider::Gemini);
    assert_eq!(gemini["propertyOrdering"], json!(order));
}

#[test]
fn documented_unit_enums_keep_their_docs() {
    for provider in MINE {
        let schema = checked::<Genre>(provider);
        let values = schema["enum"].as_array().unwrap();
        for name in ["Comedy", "Drama", "Horror"] {
            assert!(values.contains(&json!(name)), "{provider}: {values:?}");
        }
        assert_eq!(values.len(), 3);
        let description = schema["description"].as_str().unwrap();
        assert!(
            description.contains("Comedy: Makes you laugh."),
            "{provider}: {description}"
        );
        round_trip(provider, &schema, &Genre::Drama);
    }
}

#[test]
fn list_roots_fit_every_dialect() {
    let people = vec![
        Person {
            name: "Ada".into(),
            born: Some(1815),
        },
        Person {
            name: "Alan".into(),
            born: None,
        },
    ];
    for provider in MINE {
        let schema = checked::<Vec<Person>>(provider);
        assert_eq!(schema["type"], "array", "{provider}");
        round_trip(provider, &schema, &people);
    }
}

#[test]
fn tagged_enums_are_unions_of_closed_objects() {
    let schema = checked::<Release>(Provider::Anthropic);
    let branches = schema["anyOf"].as_array().unwrap();
    assert_eq!(branches.len(), 3);
    assert!(branches.iter().all(|b| b["additionalProperties"] == false));
    for provider in MINE {
        let schema = checked::<Release>(provider);
        round_trip(provider, &schema, &Release::Unreleased);
        round_trip(provider, &schema, &Release::Cinema { screens: 3 });
    }
}

#[test]
fn recursion_is_refused_where_the_provider_has_none() {
    let err = Comment::response_format(Provider::Anthropic).unwrap_err();
    assert_eq!(err.provider(), Provider::Anthropic);
    assert_eq!(err.path(), "/properties/replies/items/$ref");
    assert!(err.to_string().contains("recursive"), "{err}");
    assert!(Tree::response_format(Provider::Anthropic).is_err());

    // Gemini unrolls recursion that passes through a field that may be left out, not one
    // through required fields only.
    let err = Tree::response_format(Provider::Gemini).unwrap_err();
    assert_eq!(err.path(), "/properties/children/items/$ref");
    assert!(err.to_string().contains("not required"), "{err}");
    let schema = checked::<Comment>(Provider::Gemini);
    round_trip(Provider::Gemini, &schema, &comment());

    // The local servers compile recursive references into recursive grammar rules.
    for provider in LOCAL {
        let schema = checked::<Tree>(provider);
        assert!(recursive(&schema), "{provider}");
        round_trip(provider, &schema, &tree());
        let schema = checked::<Comment>(provider);
        round_trip(provider, &schema, &comment());
    }
}

#[test]
fn maps_are_entries_for_anthropic_and_objects_elsewhere() {
    let scores = Scores {
        subject: "maths".into(),
        points: BTreeMap::from([("ada".to_owned(), 19), ("alan".to_owned(), 17)]),
    };
    for provider in [
        Provider::Gemini,
        Provider::Ollama,
        Provider::LlamaCpp,
        Provider::Vllm,
    ] {
        let schema = checked::<Scores>(provider);
        round_trip(provider, &schema, &scores);
    }
    // Anthropic closes every object, so the map is a list of entries.
    let schema = checked::<Scores>(Provider::Anthropic);
    let validator = jsonschema::draft202012::new(&schema).unwrap();
    let entries = anthropic_scores_reply();
    assert!(validator.is_valid(&entries), "{schema:#}");
    assert!(!validator.is_valid(&serde_json::to_value(&scores).unwrap()));
}

/// A reply to the Anthropic schema of `Scores`.
fn anthropic_scores_reply() -> Value {
    json!({"subject": "maths", "points": [
        {"key": "ada", "value": 19},
        {"key": "alan", "value": 17},
    ]})
}

#[test]
fn anthropic_map_entries_convert_back() {
    let scores = Scores::convert(&anthropic_scores_reply().to_string()).expect("a map");
    assert_eq!(scores.points["ada"], 19);
}

#[test]
fn strict_anthropic_tools_take_the_dialect() {
    let tool = ToolDefinition {
        name: "record_film".into(),
        description: "Records a film.".into(),
        parameters: Film::schema().as_value().clone(),
    };
    let strict = tool.definition(Provider::Anthropic).unwrap();
    assert_eq!(strict["strict"], true);
    assert_eq!(strict["name"], "record_film");
    assert!(strict["input_schema"].get("title").is_none());
    let found = anthropic_violations(&strict["input_schema"]);
    assert!(found.is_empty(), "{found:?}");
    let recursive = ToolDefinition {
        parameters: Tree::schema().as_value().clone(),
        ..tool
    };
    assert!(recursive.definition(Provider::Anthropic).is_err());
}

#[test]
fn unsupported_constraints_move_into_descriptions() {
    // `u16` has bounds; Anthropic checks none, llama.cpp checks them on integers.
    let anthropic = checked::<Film>(Provider::Anthropic);
    let year = &anthropic["properties"]["year"];
    assert!(year.get("maximum").is_none());
    assert!(
        year["description"]
            .as_str()
            .unwrap()
            .contains("Maximum: 65535."),
        "{year}"
    );
    let llama = checked::<Film>(Provider::LlamaCpp);
    let year = &llama["properties"]["year"];
    assert_eq!(year["maximum"], 65535, "{llama:#}");
}

#[test]
fn a_tool_set_in_anthropic_strict_mode() {
    use structout::Tools;
    #[allow(dead_code)]
    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    #[structout(tools)]
    enum Action {
        /// Look a word up.
        Define {
            word: String,
            language: Option<String>,
        },
    }
    let tools = Action::tool_set()
        .definitions(Provider::Anthropic)
        .expect("strict tools");
    assert_eq!(tools[0]["name"], "define");
    assert_eq!(tools[0]["strict"], true);
    assert_eq!(tools[0]["input_schema"]["additionalProperties"], false);
}
