//! The prompt text: what `format()` shows a model, in both styles.

// The types are read through their schemas only.
#![allow(dead_code)]

use schemars::JsonSchema;
use serde::Deserialize;
use structout::{FormatStyle, StructuredOutput};

/// Where an invoice is in its life.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
enum Status {
    /// Not sent yet.
    Draft,
    /// Sent, not paid.
    Sent,
    /// Paid in full.
    Paid,
}

/// A shape to draw.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum Shape {
    /// A circle around the centre.
    Circle { radius: f64 },
    /// An axis-aligned square.
    Square { side: f64 },
}

/// What to do next.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
enum Step {
    /// Wait this many seconds.
    Wait(u32),
    /// Move to a point.
    Move { x: i32, y: i32 },
    /// Stop here.
    Stop,
}

/// An invoice.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Invoice {
    status: Status,
    /// Lines, in cents.
    lines: Vec<u64>,
    discount: f32,
    ratio: f64,
    count: u8,
    id: uuid::Uuid,
    issued: chrono::DateTime<chrono::Utc>,
    shape: Shape,
    next: Step,
}

fn signature() -> &'static str {
    Invoice::format_as(FormatStyle::TypeSignature)
}

fn json_schema() -> &'static str {
    Invoice::format_as(FormatStyle::JsonSchema)
}

#[test]
fn unit_variants_get_a_line_each_with_their_doc() {
    let expected = "  // Where an invoice is in its life.
  // \"draft\": Not sent yet.
  // \"sent\": Sent, not paid.
  // \"paid\": Paid in full.
  \"status\": \"draft\" | \"sent\" | \"paid\",
";
    assert!(signature().contains(expected), "{}", signature());
}

#[test]
fn data_variant_docs_are_kept_in_both_styles() {
    // Internally tagged: the doc opens the variant's object.
    let circle = "  \"shape\": {
    // A circle around the centre.
    \"kind\": \"circle\",
    \"radius\": float
  } | {
    // An axis-aligned square.
    \"kind\": \"square\",
";
    assert!(signature().contains(circle), "{}", signature());
    // Externally tagged, with a unit variant among them.
    let step = "  // What to do next.
  // \"Stop\": Stop here.
  \"next\": {
    // Wait this many seconds.
    \"Wait\": int
  } | {
    // Move to a point.
    \"Move\": {
";
    assert!(signature().contains(step), "{}", signature());
    for doc in [
        "A circle around the centre.",
        "An axis-aligned square.",
        "Wait this many seconds.",
        "Move to a point.",
        "Stop here.",
        "Not sent yet.",
    ] {
        assert!(
            json_schema().contains(&format!("\"description\": \"{doc}\"")),
            "{doc}"
        );
    }
}

#[test]
fn number_formats_stay_in_the_schema_but_not_in_the_prompt() {
    let schema = serde_json::to_string(Invoice::schema()).unwrap();
    for format in ["uint64", "float", "double", "uint8", "int32", "uint32"] {
        assert!(
            schema.contains(&format!("\"format\":\"{format}\"")),
            "{format}"
        );
        assert!(
            !json_schema().contains(&format!("\"{format}\"")),
            "{format}"
        );
    }
    // Bounds and the formats of strings stay.
    let count = "    \"count\": {\"type\": \"integer\", \"minimum\": 0, \"maximum\": 255},";
    assert!(json_schema().contains(count), "{}", json_schema());
    assert!(json_schema().contains("\"format\": \"uuid\""));
    assert!(json_schema().contains("\"format\": \"date-time\""));
    assert!(signature().contains("// format: uuid\n  \"id\": string,"));
    assert!(signature().contains("// format: date-time (RFC 3339, YYYY-MM-DDTHH:MM:SSZ)\n"));
    // Run-time schemas get the same treatment.
    let converter = structout::Converter::new(&serde_json::json!({
        "type": "object",
        "properties": {"format": {"type": "integer", "format": "int64"}}
    }))
    .unwrap();
    assert!(converter.instructions().contains("\"format\"?: int"));
    assert!(!converter.instructions().contains("int64"));
}

/// The brief style, for use beside a provider-native constraint: the documented fields and
/// values by path, no schema, far shorter than either schema style.
#[test]
fn brief_style_keeps_only_the_documentation() {
    use structout::FormatStyle;

    /// Where an order is.
    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    #[serde(rename_all = "snake_case")]
    enum Stage {
        /// Not paid yet.
        Open,
        /// Paid and shipped.
        Done,
    }
    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    struct Item {
        /// Product name as written on the receipt.
        name: String,
        count: u32,
    }
    /// An order.
    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    struct Order {
        /// The customer's full name.
        customer: String,
        stage: Stage,
        items: Vec<Item>,
        internal_id: Option<u64>,
    }
    let brief = Order::format_as(FormatStyle::Brief);
    assert_eq!(
        brief,
        "Reply with the JSON value only; the request's response format gives its shape.\n\
         What the fields mean:\n\
         - `customer`: The customer's full name.\n\
         - `stage`: Where an order is. \"open\": Not paid yet. \"done\": Paid and shipped.\n\
         - `items[].name`: Product name as written on the receipt."
    );
    assert!(brief.len() * 3 < Order::format_as(FormatStyle::JsonSchema).len());
    assert!(brief.len() < Order::format_as(FormatStyle::TypeSignature).len());
}

#[test]
fn brief_style_of_a_bare_enum_says_what_its_values_mean() {
    /// How urgent it is.
    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    #[serde(rename_all = "snake_case")]
    enum Urgency {
        /// Can wait.
        Low,
        /// Today.
        High,
    }
    assert!(
        Urgency::format_as(FormatStyle::Brief)
            .ends_with("\nWhat the values mean: \"low\": Can wait. \"high\": Today."),
        "{}",
        Urgency::format_as(FormatStyle::Brief)
    );
}

/// A member of a team.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(name, team))]
struct Member {
    team: Team,
    /// Full name.
    name: String,
    /// Email address, if given.
    email: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Team {
    name: String,
    size: u32,
}

/// The whole text of each data style for a small type: the order asked for, a definition
/// used once written in place, a nullable key shown as expected, and how the reply opens.
#[test]
fn whole_texts_of_both_data_styles() {
    assert_eq!(
        Member::format_as(FormatStyle::TypeSignature),
        "Answer with one JSON object of this type, and nothing else:
// A member of a team.
{
  // Full name.
  \"name\": string,
  \"team\": {
    \"name\": string,
    \"size\": int
  },
  // Email address, if given.
  \"email\": string or null
}"
    );
    assert_eq!(
        Member::format_as(FormatStyle::JsonSchema),
        "Answer with one JSON object that follows this JSON Schema, and nothing else:
```json
{
  \"description\": \"A member of a team.\",
  \"type\": \"object\",
  \"properties\": {
    \"name\": {\"description\": \"Full name.\", \"type\": \"string\"},
    \"team\": {
      \"type\": \"object\",
      \"properties\": {\"name\": {\"type\": \"string\"}, \"size\": {\"type\": \"integer\", \"minimum\": 0}},
      \"required\": [\"name\", \"size\"]
    },
    \"email\": {\"description\": \"Email address, if given.\", \"type\": [\"string\", \"null\"]}
  },
  \"required\": [\"name\", \"team\", \"email\"]
}
```
Write the JSON object itself, starting with `{\"name\":`, not its schema."
    );
}

#[test]
fn a_bare_enum_is_its_values_in_both_data_styles() {
    let expected = "Answer with one JSON string of this type, and nothing else:
// Where an invoice is in its life.
\"draft\" // Not sent yet.
| \"sent\" // Sent, not paid.
| \"paid\" // Paid in full.";
    assert_eq!(Status::format_as(FormatStyle::TypeSignature), expected);
    assert_eq!(Status::format_as(FormatStyle::JsonSchema), expected);
}

#[test]
fn a_list_of_objects_opens_with_its_first_key() {
    assert!(
        <Vec<Team>>::format_as(FormatStyle::JsonSchema)
            .ends_with("Write the JSON array itself, starting with `[{\"name\":`, not its schema.")
    );
}

/// Every style has one name, read back by `FromStr` in any case and with `-` for `_`; the
/// names the derive's `format = "..."` takes (as its error for an unknown one lists them)
/// are the same names.
#[test]
fn every_style_is_named_once_and_as_the_derive_names_it() {
    use std::str::FromStr;
    for (name, style) in FormatStyle::ALL {
        assert_eq!(style.name(), name);
        assert_eq!(FormatStyle::from_str(name), Ok(style));
        assert_eq!(
            FormatStyle::from_str(&name.to_uppercase().replace('_', "-")),
            Ok(style)
        );
    }
    let err = FormatStyle::from_str("yaml").unwrap_err();
    assert!(
        err.contains("unknown format `yaml`") && err.contains("qwen3_coder"),
        "{err}"
    );
    let stderr = include_str!("ui/format_unknown_value.stderr");
    let listed = stderr
        .split("expected one of ")
        .nth(1)
        .and_then(|rest| rest.lines().next())
        .expect("the derive's list of formats");
    let derive_names: Vec<&str> = listed.split(", ").map(|n| n.trim_matches('`')).collect();
    let runtime_names: Vec<&str> = FormatStyle::ALL
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| *n != "brief")
        .collect();
    assert_eq!(derive_names, runtime_names);
}
