//! The partial companion of a derived type, `<T as StructuredOutput>::Partial`: the value so
//! far while a reply streams.
//!
//! A struct with named fields gets `{Ident}Partial` with every field `Option<_>` of its type's
//! partial; an enum gets an enum of the same variants. A field's partial is read from its
//! type's syntax only where the syntax is certain (the standard scalars, `String`,
//! `serde_json::Value`, the standard containers); any other type `T` is `structout::Part<T>`,
//! which asks `T` itself at compile time what it can give, so a field of any
//! `Deserialize + JsonSchema` type compiles, aliases and foreign types included. The companion is generated inside the
//! derive's `const _` block, so it adds no name to the user's module; its keys and variants
//! carry serde's names explicitly (`rename`), and no other serde attribute is copied: it reads
//! the JSON snapshot, which the runtime has already put in the schema's shape. Types the
//! companion cannot mirror without bounds the type does not have (generic types) or whose
//! JSON has no names (tuple and unit structs) take `serde_json::Value`.

use crate::ast::{Container, Data, Field, Style, Tagging, Variant};
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

/// The `Partial` type and, when it is generated, its item.
pub struct Partial {
    pub ty: TokenStream,
    pub item: TokenStream,
}

/// Types that are their own partial: they appear only once complete.
const PRIMITIVES: [&str; 16] = [
    "bool", "char", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128",
    "usize", "f32", "f64",
];

pub fn partial(cont: &Container, krate: &TokenStream) -> Partial {
    let value = quote!(#krate::__private::serde_json::Value);
    let json = Partial {
        ty: value,
        item: TokenStream::new(),
    };
    // Any parameter, lifetimes included: the companion would need bounds of its own.
    if !cont.generics.params.is_empty() {
        return json;
    }
    let ident = format_ident!("{}Partial", cont.ident);
    let map = Map { krate };
    let common = quote! {
        #[derive(
            ::core::fmt::Debug,
            ::core::clone::Clone,
            ::core::cmp::PartialEq,
            ::core::default::Default,
        )]
    };
    let item = match &cont.data {
        Data::Struct(Style::Struct, fields) if cont.transparent => {
            return match fields.iter().find(|f| !f.skipped) {
                Some(field) => {
                    let inner = map.inner(field.ty);
                    Partial {
                        ty: quote!(::core::option::Option<#inner>),
                        item: TokenStream::new(),
                    }
                }
                None => json,
            };
        }
        Data::Struct(Style::Struct, fields) => {
            let body = named_struct(&ident, fields, &map);
            quote!(#common #body)
        }
        Data::Struct(Style::Newtype, fields) => match fields.first() {
            Some(field) if !field.skipped => {
                let ty = map.field(field.ty);
                let p = quote!(#krate::__private);
                quote! {
                    #common
                    pub struct #ident(pub ::core::option::Option<#ty>);

                    impl #p::ReadPartial for #ident {
                        fn read_partial(node: #p::Node<'_>) -> ::core::option::Option<Self> {
                            ::core::option::Option::Some(#ident(#p::ReadPartial::read_partial(node)))
                        }
                    }
                    impl #p::serde::Serialize for #ident {
                        fn serialize<S: #p::serde::Serializer>(&self, serializer: S)
                            -> ::core::result::Result<S::Ok, S::Error> {
                            #p::serde::Serialize::serialize(&self.0, serializer)
                        }
                    }
                    impl<'de> #p::serde::Deserialize<'de> for #ident {
                        fn deserialize<D: #p::serde::Deserializer<'de>>(deserializer: D)
                            -> ::core::result::Result<Self, D::Error> {
                            #p::deserialize_partial(deserializer)
                        }
                    }
                }
            }
            _ => return json,
        },
        Data::Struct(..) => return json,
        Data::Enum(variants) => {
            let live: Vec<&Variant> = variants.iter().filter(|v| !v.skipped).collect();
            let Some(first) = live.first() else {
                return json;
            };
            let body = if live.iter().all(|v| v.style == Style::Unit) {
                unit_enum(&ident, &live)
            } else {
                data_enum(cont, &map, &ident, &live, first)
            };
            // An enum appears whole: serde's derives read and write it.
            let serde = format!("{krate}::__private::serde");
            let p = quote!(#krate::__private);
            quote! {
                #[derive(
                    ::core::fmt::Debug,
                    ::core::clone::Clone,
                    ::core::cmp::PartialEq,
                    #p::serde::Serialize,
                    #p::serde::Deserialize,
                )]
                #[serde(crate = #serde)]
                #body

                impl #p::ReadPartial for #ident {
                    fn read_partial(node: #p::Node<'_>) -> ::core::option::Option<Self> {
                        #p::read_by_serde(node)
                    }
                }
            }
        }
    };
    Partial {
        ty: quote!(#ident),
        item,
    }
}

/// A struct with named fields: each field optional (absent until it is read), with its
/// partial type (a `stream(done)` field too: the runtime shows it only once complete). It
/// reads its members by serde's names with one `match`, and is written and read as JSON
/// through the runtime's helpers: a few lines per field, where serde's derives would write
/// a visitor and a field enum per type.
fn named_struct(ident: &Ident, fields: &[Field], map: &Map) -> TokenStream {
    let p = {
        let krate = map.krate;
        quote!(#krate::__private)
    };
    let live: Vec<&Field> = fields.iter().filter(|f| !f.skipped).collect();
    let decls = live.iter().map(|f| {
        let field = &f.ident;
        let ty = map.field(f.ty);
        quote!(pub #field: ::core::option::Option<#ty>)
    });
    let reads = live.iter().filter(|f| !f.flatten).map(|f| {
        let name = &f.name;
        let field = &f.ident;
        quote!(#name => this.#field = #p::read_field(child),)
    });
    let flat_reads = live.iter().filter(|f| f.flatten).map(|f| {
        let field = &f.ident;
        quote!(this.#field = #p::ReadPartial::read_partial(node);)
    });
    let writes = live.iter().map(|f| {
        let name = &f.name;
        let field = &f.ident;
        if f.flatten {
            quote!(#p::put_flat(&mut map, &self.#field);)
        } else {
            quote!(#p::put(&mut map, #name, &self.#field);)
        }
    });
    quote! {
        pub struct #ident { #(#decls,)* }

        impl #p::ReadPartial for #ident {
            #[inline]
            #[allow(unused_mut, unused_variables)]
            fn read_partial(node: #p::Node<'_>) -> ::core::option::Option<Self> {
                let mut this = <Self as ::core::default::Default>::default();
                for (key, child) in node.members()? {
                    match key {
                        #(#reads)*
                        _ => {}
                    }
                }
                #(#flat_reads)*
                ::core::option::Option::Some(this)
            }
        }
        impl #p::serde::Serialize for #ident {
            fn serialize<S: #p::serde::Serializer>(&self, serializer: S)
                -> ::core::result::Result<S::Ok, S::Error> {
                let mut map = #p::serde_json::Map::new();
                #(#writes)*
                #p::serde::Serialize::serialize(&map, serializer)
            }
        }
        impl<'de> #p::serde::Deserialize<'de> for #ident {
            fn deserialize<D: #p::serde::Deserializer<'de>>(deserializer: D)
                -> ::core::result::Result<Self, D::Error> {
                #p::deserialize_partial(deserializer)
            }
        }
    }
}

/// An enum of unit variants: the same variants, the first the default.
fn unit_enum(ident: &Ident, live: &[&Variant]) -> TokenStream {
    let variants = live.iter().enumerate().map(|(i, v)| {
        let name = &v.name;
        let variant = &v.ident;
        let default = (i == 0).then(|| quote!(#[default]));
        quote!(#default #[serde(rename = #name)] #variant)
    });
    quote! {
        #[derive(::core::default::Default)]
        pub enum #ident { #(#variants,)* }
    }
}

/// An enum with data: the same variants and tagging, fields mapped as a struct's. The value
/// appears whole, so fields are optional only to give `Default`; in an untagged enum they
/// keep the type's own requiredness, since serde tells its variants apart by the fields
/// present (optional fields everywhere would make the first variant take every object).
fn data_enum(
    cont: &Container,
    map: &Map,
    ident: &syn::Ident,
    live: &[&Variant],
    first: &Variant,
) -> TokenStream {
    let untagged = matches!(cont.tagging, Tagging::Untagged);
    let tagging = match &cont.tagging {
        Tagging::External => TokenStream::new(),
        Tagging::Internal(tag) => quote!(#[serde(tag = #tag)]),
        Tagging::Adjacent(tag, content) => quote!(#[serde(tag = #tag, content = #content)]),
        Tagging::Untagged => quote!(#[serde(untagged)]),
    };
    // An internally tagged newtype holds an object, which serde cannot write as `None`.
    let bare_newtype = untagged || matches!(cont.tagging, Tagging::Internal(_));
    let variants = live.iter().map(|v| {
        let name = &v.name;
        let variant = &v.ident;
        let fields: Vec<&Field> = v.fields.iter().filter(|f| !f.skipped).collect();
        let body = match v.style {
            Style::Unit => TokenStream::new(),
            Style::Struct => {
                let fields = fields.iter().map(|f| {
                    let name = &f.name;
                    let field = &f.ident;
                    if untagged {
                        let ty = map.inner(f.ty);
                        let whole = map.whole_part(f.ty);
                        quote!(#[serde(rename = #name)] #whole #field: #ty)
                    } else {
                        let ty = map.field(f.ty);
                        quote! {
                            #[serde(rename = #name, default)]
                            #field: ::core::option::Option<#ty>
                        }
                    }
                });
                quote!({ #(#fields,)* })
            }
            Style::Newtype if bare_newtype => {
                let ty = fields.first().map(|f| map.inner(f.ty));
                let whole = fields.first().and_then(|f| map.whole_part(f.ty));
                quote!((#whole #ty))
            }
            Style::Newtype => {
                let ty = fields.first().map(|f| map.field(f.ty));
                quote!((::core::option::Option<#ty>))
            }
            Style::Tuple => {
                let types = fields.iter().map(|f| {
                    let ty = map.inner(f.ty);
                    let whole = map.whole_part(f.ty);
                    quote!(#whole #ty)
                });
                quote!((#(#types),*))
            }
        };
        quote!(#[serde(rename = #name)] #variant #body)
    });
    let default = {
        let variant = &first.ident;
        let empty = quote!(::core::default::Default::default());
        let fields: Vec<&Field> = first.fields.iter().filter(|f| !f.skipped).collect();
        match first.style {
            Style::Unit => quote!(#ident::#variant),
            Style::Struct => {
                let names = fields.iter().map(|f| &f.ident);
                quote!(#ident::#variant { #(#names: #empty,)* })
            }
            Style::Newtype | Style::Tuple => {
                let values = fields.iter().map(|_| &empty);
                quote!(#ident::#variant(#(#values),*))
            }
        }
    };
    quote! {
        #tagging
        pub enum #ident { #(#variants,)* }

        #[automatically_derived]
        impl ::core::default::Default for #ident {
            fn default() -> Self {
                #default
            }
        }
    }
}

/// The syntactic map from a field's type to its partial.
struct Map<'a> {
    krate: &'a TokenStream,
}

impl Map<'_> {
    /// The partial of a field's type, without the `Option` that the field already is: a
    /// field `Option<X>` is `Option<partial of X>`, not an option twice.
    fn field(&self, ty: &syn::Type) -> TokenStream {
        match path_parts(ty) {
            Some((name, args)) if name == "Option" && args.len() == 1 => self.inner(args[0]),
            _ => self.inner(ty),
        }
    }

    /// The partial of a type anywhere (an item of a list keeps its `Option`: `null` is an
    /// item). The standard scalars, `String` and `serde_json::Value` are their own partial,
    /// the standard containers hold their items' partials, and any other type is a
    /// `Part<T>`, which asks `T` itself what it can give.
    fn inner(&self, ty: &syn::Type) -> TokenStream {
        let krate = self.krate;
        let ty = strip(ty);
        // Spanned on the field's type, where an error about the type belongs.
        self.own(ty)
            .unwrap_or_else(|| quote_spanned!(ty.span()=> #krate::Part<#ty>))
    }

    /// The partial of a type the derive knows by its syntax; `None` for any other.
    fn own(&self, ty: &syn::Type) -> Option<TokenStream> {
        let krate = self.krate;
        if let syn::Type::Array(array) = ty {
            let item = self.inner(&array.elem);
            return Some(quote!(::std::vec::Vec<#item>));
        }
        let (name, args) = path_parts(ty)?;
        Some(match (name.as_str(), args.as_slice()) {
            ("String", []) => quote!(::std::string::String),
            (prim, []) if PRIMITIVES.contains(&prim) => quote!(#ty),
            ("Value", []) => quote!(#krate::__private::serde_json::Value),
            ("Option", [x]) => {
                let x = self.inner(x);
                quote!(::core::option::Option<#x>)
            }
            ("Vec" | "VecDeque" | "HashSet" | "BTreeSet", [x, ..]) => {
                let x = self.inner(x);
                quote!(::std::vec::Vec<#x>)
            }
            ("Box", [x]) => {
                let x = self.inner(x);
                quote!(::std::boxed::Box<#x>)
            }
            ("HashMap" | "BTreeMap", [_, x, ..]) => {
                let x = self.inner(x);
                quote!(::std::collections::BTreeMap<::std::string::String, #x>)
            }
            _ => return None,
        })
    }

    /// `#[serde(deserialize_with = ...)]` for a field of an untagged variant whose partial is
    /// a `Part`: there serde tells variants apart by which one reads, so the part must read
    /// as its type.
    fn whole_part(&self, ty: &syn::Type) -> Option<TokenStream> {
        let krate = self.krate;
        self.own(strip(ty)).is_none().then(|| {
            let path = format!("{krate}::__private::whole_part");
            quote!(#[serde(deserialize_with = #path)])
        })
    }
}

/// Whether a type is known by its syntax to hold no type with orders or stream rules of its
/// own: the standard scalars, `String`, `serde_json::Value`, and the standard containers of
/// those. The derive visits every other field type for its orders.
pub fn is_plain(ty: &syn::Type) -> bool {
    let ty = strip(ty);
    if let syn::Type::Array(array) = ty {
        return is_plain(&array.elem);
    }
    let Some((name, args)) = path_parts(ty) else {
        return false;
    };
    match name.as_str() {
        "String" | "Value" => args.is_empty(),
        prim if PRIMITIVES.contains(&prim) => args.is_empty(),
        "Option" | "Vec" | "VecDeque" | "HashSet" | "BTreeSet" | "Box" | "HashMap" | "BTreeMap" => {
            !args.is_empty() && args.iter().all(|arg| is_plain(arg))
        }
        _ => false,
    }
}

/// The type inside invisible groups (from `macro_rules!`) and parentheses.
fn strip(ty: &syn::Type) -> &syn::Type {
    match ty {
        syn::Type::Group(group) => strip(&group.elem),
        syn::Type::Paren(paren) => strip(&paren.elem),
        other => other,
    }
}

/// The last segment's name and type arguments of a plain path type.
fn path_parts(ty: &syn::Type) -> Option<(String, Vec<&syn::Type>)> {
    let syn::Type::Path(path) = strip(ty) else {
        return None;
    };
    if path.qself.is_some() {
        return None;
    }
    let last = path.path.segments.last()?;
    let args = match &last.arguments {
        syn::PathArguments::AngleBracketed(args) => args
            .args
            .iter()
            .filter_map(|arg| match arg {
                syn::GenericArgument::Type(ty) => Some(ty),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    Some((last.ident.to_string(), args))
}
