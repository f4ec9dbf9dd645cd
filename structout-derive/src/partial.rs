//! The partial companion of a derived type, `<T as StructuredOutput>::Partial`: the value so
//! far while a reply streams.
//!
//! A struct with named fields gets `{Ident}Partial` with every field `Option<_>` of its type's
//! partial; an enum gets an enum of the same variants. The companion is generated inside the
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

/// Types from other crates that are their own partial, by the last segment of their path:
/// each is one JSON string or number, shown only once complete.
const ATOMIC: [&str; 17] = [
    "NaiveDate",
    "NaiveDateTime",
    "NaiveTime",
    "DateTime",
    "Uuid",
    "Url",
    "Decimal",
    "PathBuf",
    "IpAddr",
    "Ipv4Addr",
    "Ipv6Addr",
    "SocketAddr",
    "Duration",
    "OffsetDateTime",
    "PrimitiveDateTime",
    "Date",
    "Time",
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
    let map = Map { krate, json: false };
    // A `stream(done)` field appears whole: a type of another crate without the trait is
    // read as JSON there, so that the attribute is also the way to stream such a type.
    let whole = Map { krate, json: true };
    let body = match &cont.data {
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
        Data::Struct(Style::Struct, fields) => named_struct(&ident, fields, &map, &whole),
        Data::Struct(Style::Newtype, fields) => match fields.first() {
            Some(field) if !field.skipped => {
                let ty = map.field(field.ty);
                quote! {
                    #[derive(::core::default::Default)]
                    pub struct #ident(pub ::core::option::Option<#ty>);
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
            if live.iter().all(|v| v.style == Style::Unit) {
                unit_enum(&ident, &live)
            } else {
                data_enum(cont, &map, &ident, &live, first)
            }
        }
    };
    let serde = format!("{krate}::__private::serde");
    Partial {
        ty: quote!(#ident),
        item: quote! {
            #[derive(
                ::core::fmt::Debug,
                ::core::clone::Clone,
                ::core::cmp::PartialEq,
                #krate::__private::serde::Serialize,
                #krate::__private::serde::Deserialize,
            )]
            #[serde(crate = #serde)]
            #body
        },
    }
}

/// A struct with named fields: each field optional (absent until it is read), with its
/// partial type, or its own type where it appears whole (`stream(done)`).
fn named_struct(ident: &Ident, fields: &[Field], map: &Map, whole: &Map) -> TokenStream {
    let fields = fields.iter().filter(|f| !f.skipped).map(|f| {
        let name = &f.name;
        let field = &f.ident;
        let ty = match f.attrs.stream_done {
            Some(_) => whole.field(f.ty),
            None => map.field(f.ty),
        };
        let flatten = f.flatten.then(|| quote!(#[serde(flatten)]));
        quote!(#[serde(rename = #name)] #flatten pub #field: ::core::option::Option<#ty>)
    });
    quote! {
        #[derive(::core::default::Default)]
        #[serde(default)]
        pub struct #ident { #(#fields,)* }
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
                        quote!(#[serde(rename = #name)] #field: #ty)
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
                quote!((#ty))
            }
            Style::Newtype => {
                let ty = fields.first().map(|f| map.field(f.ty));
                quote!((::core::option::Option<#ty>))
            }
            Style::Tuple => {
                let types = fields.iter().map(|f| map.inner(f.ty));
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
    /// Whether a type that is none of the known ones is read as `serde_json::Value` rather
    /// than as its own `StructuredOutput::Partial`.
    json: bool,
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
    /// item).
    fn inner(&self, ty: &syn::Type) -> TokenStream {
        let krate = self.krate;
        let ty = strip(ty);
        if let syn::Type::Array(array) = ty {
            let item = self.inner(&array.elem);
            return quote!(::std::vec::Vec<#item>);
        }
        if let Some((name, args)) = path_parts(ty) {
            match (name.as_str(), args.as_slice()) {
                ("String", []) => return quote!(::std::string::String),
                (prim, []) if PRIMITIVES.contains(&prim) => return quote!(#ty),
                ("Value", []) => return quote!(#krate::__private::serde_json::Value),
                ("Option", [x]) => {
                    let x = self.inner(x);
                    return quote!(::core::option::Option<#x>);
                }
                ("Vec" | "VecDeque" | "HashSet" | "BTreeSet", [x, ..]) => {
                    let x = self.inner(x);
                    return quote!(::std::vec::Vec<#x>);
                }
                ("Box", [x]) => {
                    let x = self.inner(x);
                    return quote!(::std::boxed::Box<#x>);
                }
                ("HashMap" | "BTreeMap", [_, x, ..]) => {
                    let x = self.inner(x);
                    return quote!(::std::collections::BTreeMap<::std::string::String, #x>);
                }
                (atomic, _) if ATOMIC.contains(&atomic) => return quote!(#ty),
                _ => {}
            }
        }
        if self.json {
            return quote!(#krate::__private::serde_json::Value);
        }
        // Spanned on the field's type, so that a type without the trait is reported there.
        quote_spanned!(ty.span()=> <#ty as #krate::StructuredOutput>::Partial)
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
