//! Support for the code that `#[derive(StructuredOutput)]` generates: the names it writes,
//! each defined in the module of its job. Not public API.

pub use super::cache::{TypeCache, type_cache};
pub use super::orders::{Orders, Probe, ProbeFallback, ProbeStructured, Slot, StreamRule};
pub use super::part::whole_part;
pub use super::read::{
    Node, ReadPartial, deserialize_partial, put, put_flat, read_by_serde, read_field,
};
pub use super::tools::{Tagging, ToolEnumInfo, ToolVariant, VariantStyle, convert_tool};
pub use schemars;
pub use serde;
pub use serde_json;

use super::StructuredOutput;
use crate::error::{ConvertError, ErrorKind};

/// The bound `#[derive(StructuredOutput)]` infers on a generic type's parameters: exactly
/// `StructuredOutput`, under a name that says the way out. rustc's error for a method called
/// on `Page<NaiveDate>` (E0599) names the unmet trait but ignores `on_unimplemented`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not implement `StructuredOutput`, which a derived generic type asks of its type arguments",
    label = "`{Self}` is not `StructuredOutput`",
    note = "write `#[structout(bound = \"T: JsonSchema + DeserializeOwned\")]` on the generic type to accept any `JsonSchema + DeserializeOwned` argument"
)]
pub trait StructuredOutputOrStructoutBound: StructuredOutput {}

impl<T: StructuredOutput> StructuredOutputOrStructoutBound for T {}

/// An error of any kind, for tests of code that reacts to kinds only the engine produces
/// (a refusal, a truncation). Not public API.
#[must_use]
pub fn error_of_kind(kind: ErrorKind, found: &str) -> ConvertError {
    ConvertError::new(kind, "", "a value", found)
}
