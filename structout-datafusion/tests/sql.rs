//! `structout_convert` in SQL over a CSV file of replies: typed columns out, the reason beside
//! each reply that did not convert, nulls for null replies, and the schema's types mapped.

use datafusion::arrow::array::{Array, AsArray, RecordBatch};
use datafusion::arrow::datatypes::{DataType, Int64Type};
use datafusion::prelude::{CsvReadOptions, SessionContext};
use serde_json::json;

const SCHEMA: &str = r#"{"type": "object", "properties": {"city": {"type": "string"}, "count": {"type": "integer"}, "tags": {"type": "array", "items": {"type": "string"}}, "mood": {"type": "string", "enum": ["calm", "busy"]}, "note": {"type": ["string", "null"]}}, "required": ["city", "count"]}"#;

async fn context() -> SessionContext {
    // A directory of its own: tests run at once, and none may read a file another writes.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("structout-df-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("replies.csv");
    let replies = [
        (
            1,
            "{\"city\": \"Oslo\", \"count\": 3, \"tags\": [\"port\"], \"mood\": \"calm\"}",
        ),
        (
            2,
            "Sure! Here it is:\n```json\n{\"city\": \"Lima\", \"count\": \"12\", \"tags\": \"market\"}\n```",
        ),
        (3, "I'm sorry, I can't help with that."),
        (4, "{city: 'Kyoto', count: 7, mood: 'Busy', note: null}"),
    ];
    let mut csv = String::from("id,reply\n");
    for (id, reply) in replies {
        csv.push_str(&format!("{id},\"{}\"\n", reply.replace('"', "\"\"")));
    }
    csv.push_str("5,\n");
    std::fs::write(&path, csv).unwrap();
    let ctx = SessionContext::new();
    ctx.register_csv("replies", path.to_str().unwrap(), CsvReadOptions::new())
        .await
        .unwrap();
    structout_datafusion::register(&ctx);
    ctx
}

async fn query(ctx: &SessionContext, sql: &str) -> RecordBatch {
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    datafusion::arrow::compute::concat_batches(&batches[0].schema(), &batches).unwrap()
}

#[tokio::test]
async fn replies_become_typed_columns_and_reasons() {
    let ctx = context().await;
    let sql = format!(
        "SELECT id, r['value']['city'] AS city, r['value']['count'] AS count, r['value']['tags'] AS tags, \
         r['value']['mood'] AS mood, r['error'] AS error \
         FROM (SELECT id, structout_convert(reply, '{SCHEMA}') AS r FROM replies) ORDER BY id"
    );
    let batch = query(&ctx, &sql).await;
    assert_eq!(batch.num_rows(), 5);
    let city = batch.column(1).as_string::<i32>();
    let count = batch.column(2).as_primitive::<Int64Type>();
    let tags = batch.column(3).as_list::<i32>();
    let mood = batch.column(4).as_string::<i32>();
    let error = batch.column(5).as_string::<i32>();
    assert_eq!(batch.schema().field(2).data_type(), &DataType::Int64);
    // A clean reply, a fenced one with a number as text and one tag for a list, a refusal,
    // loose JSON with an enum in another case, and a null reply.
    assert_eq!((city.value(0), count.value(0)), ("Oslo", 3));
    assert_eq!((city.value(1), count.value(1)), ("Lima", 12));
    assert_eq!(tags.value(1).as_string::<i32>().value(0), "market");
    assert!(city.is_null(2) && count.is_null(2));
    assert!(
        error.value(2).starts_with("Refusal: "),
        "{}",
        error.value(2)
    );
    assert_eq!((city.value(3), mood.value(3)), ("Kyoto", "busy"));
    assert!(error.is_null(0) && error.is_null(1) && error.is_null(3));
    assert!(
        city.is_null(4) && error.is_null(4),
        "a null reply is a null row"
    );
}

#[tokio::test]
async fn the_schema_must_be_a_literal_and_json() {
    let ctx = context().await;
    let err = ctx
        .sql("SELECT structout_convert(reply, reply) FROM replies")
        .await
        .unwrap_err();
    assert!(
        err.to_string().contains("the schema must be a literal"),
        "{err}"
    );
    let err = ctx
        .sql("SELECT structout_convert(reply, '{not json') FROM replies")
        .await
        .unwrap_err();
    assert!(err.to_string().contains("not JSON"), "{err}");
}

#[test]
fn schemas_map_to_arrow_types() {
    use structout_datafusion::arrow_type;
    assert_eq!(arrow_type(&json!({"type": "integer"})), DataType::Int64);
    assert_eq!(
        arrow_type(&json!({"type": ["number", "null"]})),
        DataType::Float64
    );
    assert_eq!(
        arrow_type(&json!({"anyOf": [{"type": "boolean"}, {"type": "null"}]})),
        DataType::Boolean
    );
    // A union of two types, a free value, and a recursive type are JSON text.
    assert_eq!(
        arrow_type(&json!({"type": ["integer", "string"]})),
        DataType::Utf8
    );
    assert_eq!(arrow_type(&json!({})), DataType::Utf8);
    let tree = json!({"$ref": "#/$defs/Node", "$defs": {"Node": {"type": "object", "properties": {"name": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}}}}});
    let DataType::Struct(fields) = arrow_type(&tree) else {
        panic!("a struct")
    };
    assert_eq!(fields[0].data_type(), &DataType::Utf8);
    assert!(matches!(fields[1].data_type(), DataType::List(_)));
}
