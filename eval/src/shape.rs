//! One registry entry per asked-for type, so that the rest of the program handles the types
//! by name: its schema, structout's instruction texts, and the real converter, with values
//! brought back to JSON for comparison.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use structout::{FormatStyle, StructuredOutput};

use crate::types::{
    Contact, DeliveryComplaint, Department, Employee, Event, Flight, HomeCommand, Invoice, Order,
    Priority, Product, Recipe, Review, Ticket,
};

/// A type the tasks ask for, with its entry points behind plain function pointers.
pub struct Shape {
    /// The name tasks and reports use.
    pub name: &'static str,
    /// The type's JSON Schema, as `T::schema()` builds it.
    pub schema: fn() -> &'static Value,
    /// `T::format_as(style)`.
    pub format: fn(FormatStyle) -> &'static str,
    /// `T::grammar().gbnf()`: the grammar put on the sampler for structout's texts.
    pub gbnf: fn() -> &'static str,
    /// `T::convert(reply)`, the value written back as JSON; the error's text otherwise.
    pub convert: fn(&str) -> Result<Value, String>,
    /// Whether `T::convert_strict(reply)` accepts the reply (exactly valid JSON of `T`).
    pub strict: fn(&str) -> bool,
    /// An expected value read as `T` and written back, so that it compares with converted
    /// values field for field; an error when it is not a value of `T`.
    pub normalize: fn(&Value) -> Result<Value, String>,
}

/// The entry for `T`, named `name`.
pub fn shape<T: StructuredOutput + Serialize>(name: &'static str) -> Shape {
    Shape {
        name,
        schema: || T::schema().as_value(),
        format: T::format_as,
        gbnf: || T::grammar().gbnf(),
        convert: convert::<T>,
        strict: |reply| T::convert_strict(reply).is_ok(),
        normalize: normalize::<T>,
    }
}

fn convert<T: StructuredOutput + Serialize>(reply: &str) -> Result<Value, String> {
    let value = T::convert(reply).map_err(|e| e.to_string())?;
    serde_json::to_value(value).map_err(|e| e.to_string())
}

fn normalize<T: DeserializeOwned + Serialize>(expected: &Value) -> Result<Value, String> {
    let value: T = serde_json::from_value(expected.clone()).map_err(|e| e.to_string())?;
    serde_json::to_value(value).map_err(|e| e.to_string())
}

/// Every type the tasks use.
pub fn all() -> Vec<Shape> {
    vec![
        shape::<Contact>("Contact"),
        shape::<Priority>("Priority"),
        shape::<Ticket>("Ticket"),
        shape::<Employee>("Employee"),
        shape::<Invoice>("Invoice"),
        shape::<Vec<Product>>("Vec<Product>"),
        shape::<Review>("Review"),
        shape::<Event>("Event"),
        shape::<Order>("Order"),
        shape::<HomeCommand>("HomeCommand"),
        shape::<Recipe>("Recipe"),
        shape::<Flight>("Flight"),
        shape::<Department>("Department"),
        shape::<DeliveryComplaint>("DeliveryComplaint"),
    ]
    .into_iter()
    .chain(crate::reporting::shapes())
    .collect()
}
