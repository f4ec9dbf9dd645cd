//! `structout_convert(reply, 'schema')`: model replies in a column converted to typed values,
//! as a DataFusion scalar function.
//!
//! The second argument is a JSON Schema, written as a literal; the function returns a struct
//! `{value, error}`: `value` of the Arrow type the schema describes ([`arrow_type`]) and
//! `error` the reason a reply did not convert (its kind, then what was wrong), null when it
//! did. A null reply gives a null row.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")] async fn main() -> datafusion::error::Result<()> {
//! use datafusion::prelude::SessionContext;
//!
//! let ctx = SessionContext::new();
//! structout_datafusion::register(&ctx);
//! let batches = ctx
//!     .sql(r#"SELECT structout_convert('Sure: {"city": "Oslo"}', '{"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}')['value']['city'] AS city"#)
//!     .await?
//!     .collect()
//!     .await?;
//! let city = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(city.contains("Oslo"));
//! # Ok(()) }
//! ```
//!
//! The function holds no state and needs nothing but its arguments: registered on each
//! executor's `SessionContext` (Ballista's executors take the same `register` call in their
//! session setup), it runs unchanged on a cluster.

use datafusion::arrow::array::{Array, ArrayRef, StringArray, StructArray};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Field, FieldRef, Fields, Schema};
use datafusion::common::{DataFusionError, Result, ScalarValue, exec_err, plan_err};
use datafusion::logical_expr::{
    ColumnarValue, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl, Signature,
    Volatility,
};
use datafusion::prelude::SessionContext;
use serde_json::{Map, Value, json};
use std::sync::Arc;
use structout::Converter;

/// Registers `structout_convert` on `ctx`.
pub fn register(ctx: &SessionContext) {
    ctx.register_udf(structout_convert());
}

/// The `structout_convert(reply, schema)` scalar function.
#[must_use]
pub fn structout_convert() -> ScalarUDF {
    ScalarUDF::new_from_impl(StructoutConvert {
        signature: Signature::string(2, Volatility::Immutable),
    })
}

#[derive(Debug, PartialEq, Eq, Hash)]
struct StructoutConvert {
    signature: Signature,
}

impl ScalarUDFImpl for StructoutConvert {
    fn name(&self) -> &str {
        "structout_convert"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> Result<DataType> {
        plan_err!("structout_convert's type comes from its schema, a literal")
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs) -> Result<FieldRef> {
        let schema = match args.scalar_arguments.get(1) {
            Some(Some(literal)) => schema_of(literal)?,
            _ => {
                return plan_err!("structout_convert(reply, schema): the schema must be a literal");
            }
        };
        Ok(Arc::new(Field::new(
            self.name(),
            DataType::Struct(result_fields(&schema)),
            true,
        )))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let ColumnarValue::Scalar(literal) = &args.args[1] else {
            return exec_err!("structout_convert(reply, schema): the schema must be a literal");
        };
        let schema = schema_of(literal)?;
        let converter = Converter::new(&schema)
            .map_err(|e| DataFusionError::Execution(format!("structout_convert: {e}")))?;
        let replies = args.args[0].to_array(args.number_rows)?;
        let replies = cast(&replies, &DataType::Utf8)?;
        let replies = replies
            .as_any()
            .downcast_ref::<StringArray>()
            .ok_or_else(|| DataFusionError::Execution("replies are not text".into()))?;
        let DataType::Struct(fields) = args.return_field.data_type() else {
            return exec_err!("structout_convert returns a struct");
        };
        let value_type = fields[0].data_type().clone();
        let rows: Vec<Value> = replies
            .iter()
            .map(|reply| match reply {
                None => Value::Null,
                Some(reply) => match converter.convert(reply) {
                    Ok(value) => json!({"value": fit(value, &value_type)}),
                    Err(err) => json!({"error": format!("{:?}: {err}", err.kind())}),
                },
            })
            .collect();
        Ok(ColumnarValue::Array(to_struct_array(fields, &rows)?))
    }
}

/// The schema a literal holds.
fn schema_of(literal: &ScalarValue) -> Result<Value> {
    let text = match literal {
        ScalarValue::Utf8(Some(s))
        | ScalarValue::LargeUtf8(Some(s))
        | ScalarValue::Utf8View(Some(s)) => s,
        _ => return plan_err!("structout_convert: the schema must be a text literal"),
    };
    serde_json::from_str(text).map_err(|e| {
        DataFusionError::Plan(format!("structout_convert: the schema is not JSON: {e}"))
    })
}

/// The fields of the result: `value` of the schema's type, `error` text.
fn result_fields(schema: &Value) -> Fields {
    Fields::from(vec![
        Field::new("value", arrow_type(schema), true),
        Field::new("error", DataType::Utf8, true),
    ])
}

/// The Arrow type of values of `schema`: an object's properties as a struct, an array as a
/// list, `string` (and string enums) as text, `integer` as `Int64`, `number` as `Float64`,
/// `boolean` as `Boolean`; a nullable type (`["string", "null"]`, `anyOf` with `null`) as the
/// other; anything else (unions, free values, recursive references) as the value's JSON text.
/// Every field is nullable: optional properties may be absent.
#[must_use]
pub fn arrow_type(schema: &Value) -> DataType {
    type_of(schema, schema, 0)
}

/// How deep references are followed before a type is given as JSON text.
const MAX_DEPTH: usize = 32;

fn type_of(node: &Value, root: &Value, depth: usize) -> DataType {
    if depth > MAX_DEPTH {
        return DataType::Utf8;
    }
    if let Some(target) = node.get("$ref").and_then(Value::as_str) {
        let path = target.trim_start_matches("#/");
        let resolved = path.split('/').try_fold(root, |at, key| {
            at.get(key.replace("~1", "/").replace("~0", "~"))
        });
        return resolved.map_or(DataType::Utf8, |r| type_of(r, root, depth + 1));
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(Value::Array(options)) = node.get(key) {
            let real: Vec<&Value> = options
                .iter()
                .filter(|o| o.get("type").and_then(Value::as_str) != Some("null"))
                .collect();
            return match real.as_slice() {
                [one] => type_of(one, root, depth + 1),
                _ => DataType::Utf8,
            };
        }
    }
    let kind = match node.get("type") {
        Some(Value::String(t)) => Some(t.as_str()),
        Some(Value::Array(types)) => {
            let real: Vec<&str> = types
                .iter()
                .filter_map(Value::as_str)
                .filter(|t| *t != "null")
                .collect();
            match real.as_slice() {
                [one] => Some(*one),
                _ => None,
            }
        }
        _ => None,
    };
    match kind {
        Some("string") => DataType::Utf8,
        Some("integer") => DataType::Int64,
        Some("number") => DataType::Float64,
        Some("boolean") => DataType::Boolean,
        Some("array") => {
            let item = node
                .get("items")
                .map_or(DataType::Utf8, |items| type_of(items, root, depth + 1));
            DataType::List(Arc::new(Field::new("item", item, true)))
        }
        Some("object") => match node.get("properties").and_then(Value::as_object) {
            Some(properties) if !properties.is_empty() => DataType::Struct(
                properties
                    .iter()
                    .map(|(name, property)| {
                        Field::new(name, type_of(property, root, depth + 1), true)
                    })
                    .collect(),
            ),
            _ => DataType::Utf8,
        },
        _ => DataType::Utf8,
    }
}

/// `value` made to fit `data_type` as the JSON decoder reads it: what the type gives as JSON
/// text becomes its text, and struct members the type does not name are dropped.
fn fit(value: Value, data_type: &DataType) -> Value {
    match (value, data_type) {
        (Value::Null, _) => Value::Null,
        (Value::String(s), DataType::Utf8) => Value::String(s),
        (other, DataType::Utf8) => Value::String(other.to_string()),
        (Value::Array(items), DataType::List(item)) => Value::Array(
            items
                .into_iter()
                .map(|v| fit(v, item.data_type()))
                .collect(),
        ),
        (Value::Object(mut members), DataType::Struct(fields)) => {
            let mut out = Map::new();
            for field in fields {
                if let Some(v) = members.remove(field.name()) {
                    out.insert(field.name().clone(), fit(v, field.data_type()));
                }
            }
            Value::Object(out)
        }
        (other, _) => other,
    }
}

/// Rows of `{value, error}` as a struct array of `fields`.
fn to_struct_array(fields: &Fields, rows: &[Value]) -> Result<ArrayRef> {
    if rows.is_empty() {
        return Ok(datafusion::arrow::array::new_empty_array(
            &DataType::Struct(fields.clone()),
        ));
    }
    let schema = Arc::new(Schema::new(fields.clone()));
    let mut decoder = arrow_json::ReaderBuilder::new(schema)
        .with_batch_size(rows.len())
        .build_decoder()
        .map_err(DataFusionError::from)?;
    // A null row is decoded as an empty one, then masked.
    let empty = Value::Object(Map::new());
    let objects: Vec<&Value> = rows
        .iter()
        .map(|r| if r.is_null() { &empty } else { r })
        .collect();
    decoder.serialize(&objects).map_err(DataFusionError::from)?;
    let batch = decoder
        .flush()
        .map_err(DataFusionError::from)?
        .ok_or_else(|| DataFusionError::Execution("no rows decoded".into()))?;
    // A null reply is a null row, not a row of nulls.
    let nulls: Vec<bool> = rows.iter().map(|r| !r.is_null()).collect();
    let array = StructArray::try_new(fields.clone(), batch.columns().to_vec(), Some(nulls.into()))?;
    Ok(Arc::new(array))
}
