//! A typed model of the derive input: serde's view of names, tagging and skipped fields, plus
//! the `#[structout]` attributes. Code generation reads only this model.

use crate::attr;
use proc_macro2::{Ident, Span};
use serde_derive_internals::ast as serde_ast;
use serde_derive_internals::{Ctxt, Derive};

pub struct Container<'a> {
    pub ident: Ident,
    pub generics: &'a syn::Generics,
    pub attrs: attr::Container,
    pub data: Data<'a>,
    /// `#[serde(transparent)]`.
    pub transparent: bool,
    /// How serde tags the variants of an enum.
    pub tagging: Tagging,
}

/// serde's variant tagging (`#[serde(tag, content, untagged)]`).
pub enum Tagging {
    External,
    Internal(String),
    Adjacent(String, String),
    Untagged,
}

pub enum Data<'a> {
    Struct(Style, Vec<Field<'a>>),
    Enum(Vec<Variant<'a>>),
}

#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Style {
    /// Named fields.
    Struct,
    /// Several unnamed fields.
    Tuple,
    /// One unnamed field.
    Newtype,
    /// No fields.
    Unit,
}

pub struct Variant<'a> {
    pub ident: Ident,
    pub style: Style,
    pub fields: Vec<Field<'a>>,
    /// `#[serde(skip)]` or `#[serde(skip_deserializing)]`.
    pub skipped: bool,
    pub attrs: attr::Variant,
    pub original: &'a syn::Variant,
    /// The name serde reads (after `rename` and `rename_all`).
    pub name: String,
}

pub struct Field<'a> {
    /// The Rust name of a named field.
    pub ident: Option<Ident>,
    /// The key serde reads (after `rename` and `rename_all`).
    pub name: String,
    pub ty: &'a syn::Type,
    /// `#[serde(skip)]` or `#[serde(skip_deserializing)]`: the field is not in the schema.
    pub skipped: bool,
    /// `#[serde(flatten)]`: the field's own properties are merged into the parent.
    pub flatten: bool,
    pub span: Span,
    pub attrs: attr::Field,
}

impl<'a> Container<'a> {
    /// Builds the model, recording problems with `#[structout]` in `cx` and serde's own problems
    /// in `serde_cx` (serde_derive reports those; code generation must not run after them).
    /// Returns `None` when no model can be built.
    pub fn from_ast(
        cx: &Ctxt,
        serde_cx: &Ctxt,
        input: &'a syn::DeriveInput,
    ) -> Option<Container<'a>> {
        let attrs = attr::Container::from_ast(cx, input);
        if let syn::Data::Union(_) = input.data {
            cx.error_spanned_by(
                &input.ident,
                "`StructuredOutput` cannot be derived for unions",
            );
            return None;
        }
        let private = Ident::new("__structout_private", Span::call_site());
        let serde = serde_ast::Container::from_ast(serde_cx, input, Derive::Deserialize, &private)?;
        let data = match &serde.data {
            serde_ast::Data::Struct(style, fields) => Data::Struct(
                style_of(*style),
                fields.iter().map(|f| field_of(cx, f)).collect(),
            ),
            serde_ast::Data::Enum(variants) => {
                let variants = variants
                    .iter()
                    .map(|variant| Variant {
                        ident: variant.ident.clone(),
                        style: style_of(variant.style),
                        fields: variant.fields.iter().map(|f| field_of(cx, f)).collect(),
                        skipped: variant.attrs.skip_deserializing(),
                        attrs: attr::Variant::from_ast(cx, variant.original),
                        original: variant.original,
                        name: variant.attrs.name().deserialize_name().value.clone(),
                    })
                    .collect();
                Data::Enum(variants)
            }
        };
        Some(Container {
            ident: input.ident.clone(),
            generics: &input.generics,
            attrs,
            data,
            transparent: serde.attrs.transparent(),
            tagging: match serde.attrs.tag() {
                serde_derive_internals::attr::TagType::External => Tagging::External,
                serde_derive_internals::attr::TagType::Internal { tag } => {
                    Tagging::Internal(tag.clone())
                }
                serde_derive_internals::attr::TagType::Adjacent { tag, content } => {
                    Tagging::Adjacent(tag.clone(), content.clone())
                }
                serde_derive_internals::attr::TagType::None => Tagging::Untagged,
            },
        })
    }

    /// Whether the item is generic over types or consts (lifetimes alone do not count).
    pub fn is_generic(&self) -> bool {
        self.generics
            .params
            .iter()
            .any(|param| !matches!(param, syn::GenericParam::Lifetime(_)))
    }
}

fn style_of(style: serde_ast::Style) -> Style {
    match style {
        serde_ast::Style::Struct => Style::Struct,
        serde_ast::Style::Tuple => Style::Tuple,
        serde_ast::Style::Newtype => Style::Newtype,
        serde_ast::Style::Unit => Style::Unit,
    }
}

fn field_of<'a>(cx: &Ctxt, field: &serde_ast::Field<'a>) -> Field<'a> {
    let ident = match &field.member {
        syn::Member::Named(ident) => Some(ident.clone()),
        syn::Member::Unnamed(_) => None,
    };
    let span = ident
        .as_ref()
        .map_or_else(|| syn::spanned::Spanned::span(field.original), Ident::span);
    Field {
        ident,
        name: field.attrs.name().deserialize_name().value.clone(),
        ty: field.ty,
        skipped: field.attrs.skip_deserializing(),
        flatten: field.attrs.flatten(),
        span,
        attrs: attr::Field::from_ast(cx, field.original),
    }
}
