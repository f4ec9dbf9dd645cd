//! Which type parameters need `T: StructuredOutput` in the generated impl.
//!
//! As serde does for `Deserialize`, a type parameter that appears in the type of a field that
//! is not skipped gets the bound, except inside `PhantomData<..>`. With the bound, the orders
//! of a type given as a generic argument (`Page<Movie>`) reach the schema too.
//! `#[structout(bound = "...")]` replaces the inferred bounds, for arguments that only
//! implement `JsonSchema` and `Deserialize` (types from other crates).

use crate::ast::{Container, Data};
use syn::visit::Visit;

/// The type parameters of `cont` used in its deserialised fields, in declaration order.
pub fn used_type_params<'a>(cont: &Container<'a>) -> Vec<&'a syn::Ident> {
    let params: Vec<&syn::Ident> = cont
        .generics
        .type_params()
        .map(|param| &param.ident)
        .collect();
    if params.is_empty() {
        return params;
    }
    let mut visitor = Uses {
        params: &params,
        used: Vec::new(),
    };
    let fields: Vec<&syn::Type> = match &cont.data {
        Data::Struct(_, fields) => fields.iter().filter(|f| !f.skipped).map(|f| f.ty).collect(),
        Data::Enum(variants) => variants
            .iter()
            .filter(|v| !v.skipped)
            .flat_map(|v| v.fields.iter().filter(|f| !f.skipped).map(|f| f.ty))
            .collect(),
    };
    for ty in fields {
        visitor.visit_type(ty);
    }
    let used = visitor.used;
    params
        .iter()
        .copied()
        .filter(|param| used.contains(param))
        .collect()
}

struct Uses<'p, 'a> {
    params: &'p [&'a syn::Ident],
    used: Vec<&'a syn::Ident>,
}

impl<'ast> Visit<'ast> for Uses<'_, '_> {
    fn visit_type_path(&mut self, node: &'ast syn::TypePath) {
        let last = node.path.segments.last();
        if last.is_some_and(|segment| segment.ident == "PhantomData") {
            return;
        }
        if node.qself.is_none()
            && let Some(first) = node.path.segments.first()
            && let Some(param) = self.params.iter().find(|p| **p == &first.ident)
            && !self.used.contains(param)
        {
            self.used.push(param);
        }
        syn::visit::visit_type_path(self, node);
    }
}
