//! The JSON Schema of a `StructuredOutput` type: schemars' draft 2020-12 schema with the
//! property orders of `#[structout(order(...))]` applied to the type and to every type nested
//! in it.

use crate::StructuredOutput;
use crate::private::Orders;
use schemars::Schema;
use schemars::generate::SchemaSettings;
use serde_json::Value;
use std::any::TypeId;

/// The schema a local reference names in `root`: `#` is the root, `#/$defs/Name` a
/// definition (a JSON pointer, `~0`/`~1` escapes read as JSON pointers read them). `None` for
/// a reference to another document or to nothing. The one resolver every part of the crate
/// uses.
pub(crate) fn resolve<'a>(root: &'a Value, reference: &str) -> Option<&'a Value> {
    let pointer = reference.strip_prefix('#')?;
    root.pointer(pointer).or_else(|| {
        // A reference written with its escapes already decoded (`#/$defs/a/b` for `a~1b`).
        root.pointer(&pointer.replace("~1", "/").replace("~0", "~"))
    })
}

/// `schema`, or the schema its `$ref` names (`schema` itself when that names nothing).
pub(crate) fn target<'a>(root: &'a Value, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => resolve(root, reference).unwrap_or(schema),
        None => schema,
    }
}

pub(crate) fn build<T: StructuredOutput>() -> Schema {
    let generator = SchemaSettings::draft2020_12().into_generator();
    let mut schema = generator.into_root_schema_for::<T>();
    let mut orders = Orders::default();
    T::__structout_orders(&mut orders);
    orders.apply(&mut schema, TypeId::of::<T>());
    schema
}
