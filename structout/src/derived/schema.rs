//! The JSON Schema of a `StructuredOutput` type: schemars' draft 2020-12 schema with the
//! property orders of `#[structout(order(...))]` applied to the type and to every type nested
//! in it.

use super::StructuredOutput;
use super::orders::Orders;
use schemars::Schema;
use schemars::generate::SchemaSettings;
use std::any::TypeId;

/// The schema of `T`, its orders applied.
pub(crate) fn build<T: StructuredOutput>() -> Schema {
    let generator = SchemaSettings::draft2020_12().into_generator();
    let mut schema = generator.into_root_schema_for::<T>();
    let mut orders = Orders::default();
    T::__structout_orders(&mut orders);
    orders.apply(&mut schema, TypeId::of::<T>());
    schema
}
