//! Derive macro for [`structout`](https://docs.rs/structout).
//!
//! `#[derive(StructuredOutput)]` implements `structout::StructuredOutput` for a struct or an
//! enum that also derives `serde::Deserialize` and `schemars::JsonSchema`. See the `structout`
//! crate for the attribute reference.
//!
//! The macro is split the way serde's is: [`attr`] reads `#[structout(...)]` attributes,
//! [`ast`] builds a typed model of the item (reading serde's attributes through serde's own
//! rules), [`check`] validates rules that span several attributes, and [`expand`] generates code
//! from the model only.

mod ast;
mod attr;
mod bound;
mod check;
mod expand;
mod symbol;

use proc_macro::TokenStream;
use syn::{DeriveInput, parse_macro_input};

/// Implements `structout::StructuredOutput` (and, for tool enums, `structout::Tools`).
#[proc_macro_derive(StructuredOutput, attributes(structout))]
pub fn derive_structured_output(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand::derive(&input).into()
}
