//! Keywords of the `#[structout(...)]` attribute.

use std::fmt::{self, Display};
use syn::{Ident, Path};

#[derive(Copy, Clone)]
pub struct Symbol(&'static str);

/// The attribute namespace: `#[structout(...)]`.
pub const STRUCTOUT: Symbol = Symbol("structout");
/// `order(a, b, ...)`: property order of a struct, like `@JsonPropertyOrder`.
pub const ORDER: Symbol = Symbol("order");
/// `format = "..."`: the default style of `format()`.
pub const FORMAT: Symbol = Symbol("format");
/// `crate = "..."`: path to the `structout` crate when it is re-exported.
pub const CRATE: Symbol = Symbol("crate");
/// `bound = "..."`: where-clause predicates that replace the inferred ones.
pub const BOUND: Symbol = Symbol("bound");
/// `tools`: treat an enum as a set of tools even without a `finish` variant.
pub const TOOLS: Symbol = Symbol("tools");
/// `finish`: the variant that carries the agent's final answer.
pub const FINISH: Symbol = Symbol("finish");
/// `stream(...)`: how a type or field appears while a reply streams.
pub const STREAM: Symbol = Symbol("stream");
/// `stream(done)`: the value appears only when complete.
pub const DONE: Symbol = Symbol("done");
/// `stream(not_null)`: the parent object appears only once this field has begun.
pub const NOT_NULL: Symbol = Symbol("not_null");

impl Symbol {
    pub fn as_str(self) -> &'static str {
        self.0
    }
}

impl PartialEq<Symbol> for Ident {
    fn eq(&self, word: &Symbol) -> bool {
        self == word.0
    }
}

impl PartialEq<Symbol> for &Ident {
    fn eq(&self, word: &Symbol) -> bool {
        *self == word.0
    }
}

impl PartialEq<Symbol> for Path {
    fn eq(&self, word: &Symbol) -> bool {
        self.is_ident(word.0)
    }
}

impl PartialEq<Symbol> for &Path {
    fn eq(&self, word: &Symbol) -> bool {
        self.is_ident(word.0)
    }
}

impl Display for Symbol {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str(self.0)
    }
}
