//! Code generation from the checked model.

use crate::ast::{Container, Data, Field, Style};
use crate::attr::FormatStyle;
use crate::{bound, check};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use serde_derive_internals::Ctxt;

/// Expands `#[derive(StructuredOutput)]`. Errors become `compile_error!` invocations; after an
/// error in a `#[structout]` attribute a bare impl is still emitted, so the user sees only the
/// real error and not a cascade of "trait not implemented" errors at every use.
pub fn derive(input: &syn::DeriveInput) -> TokenStream {
    let cx = Ctxt::new();
    let serde_cx = Ctxt::new();
    let cont = Container::from_ast(&cx, &serde_cx, input);
    if let Some(cont) = &cont {
        check::check(&cx, cont);
    }
    // serde_derive reports serde's own errors; repeating them would only add noise.
    let serde_ok = serde_cx.check().is_ok();
    let errors = cx.check().err();
    match (cont, errors) {
        (Some(cont), None) if serde_ok => expand(&cont),
        (cont, errors) => {
            let errors = errors.map(syn::Error::into_compile_error);
            let fallback = cont
                .filter(|_| serde_ok)
                .map(|cont| fallback(&cont))
                .unwrap_or_default();
            quote!(#errors #fallback)
        }
    }
}

/// The path to the runtime crate: `::structout` unless `#[structout(crate = "...")]` says otherwise.
fn krate(cont: &Container) -> TokenStream {
    match &cont.attrs.krate {
        Some(path) => quote!(#path),
        None => quote!(::structout),
    }
}

/// `impl<..> Trait for Type<..> where .., Self: DeserializeOwned + JsonSchema + 'static`.
fn impl_header(cont: &Container, trait_path: &TokenStream) -> TokenStream {
    let krate = krate(cont);
    let ident = &cont.ident;
    let (impl_generics, ty_generics, where_clause) = cont.generics.split_for_impl();
    let existing = where_clause.map(|w| {
        let preds = &w.predicates;
        quote!(#preds,)
    });
    let bounds = match &cont.attrs.bound {
        Some(predicates) => quote!(#(#predicates,)*),
        None => {
            let params = bound::used_type_params(cont);
            quote!(#(#params: #krate::StructuredOutput,)*)
        }
    };
    quote! {
        impl #impl_generics #trait_path for #ident #ty_generics
        where
            #existing
            #bounds
            Self: #krate::__private::serde::de::DeserializeOwned
                + #krate::__private::schemars::JsonSchema
                + 'static,
    }
}

fn wrap(body: TokenStream) -> TokenStream {
    quote! {
        #[doc(hidden)]
        #[allow(non_upper_case_globals, unused_attributes, unused_qualifications)]
        const _: () = {
            #body
        };
    }
}

fn fallback(cont: &Container) -> TokenStream {
    let krate = krate(cont);
    let header = impl_header(cont, &quote!(#krate::StructuredOutput));
    wrap(quote! {
        #[automatically_derived]
        #header {}
    })
}

fn expand(cont: &Container) -> TokenStream {
    let krate = krate(cont);
    let header = impl_header(cont, &quote!(#krate::StructuredOutput));
    let style = cont.attrs.format.as_ref().map(|format| {
        let variant = style_variant(format.value);
        quote!(const FORMAT_STYLE: #krate::FormatStyle = #krate::FormatStyle::#variant;)
    });
    let cache = (!cont.is_generic()).then(|| {
        quote! {
            fn __structout_cache() -> &'static #krate::__private::TypeCache {
                static CACHE: #krate::__private::TypeCache = #krate::__private::TypeCache::new();
                &CACHE
            }
        }
    });
    let orders = orders(cont, &krate);
    wrap(quote! {
        #[automatically_derived]
        #header {
            #style
            #cache
            fn __structout_orders(orders: &mut #krate::__private::Orders) {
                #orders
            }
        }
    })
}

fn style_variant(style: FormatStyle) -> syn::Ident {
    let name = match style {
        FormatStyle::JsonSchema => "JsonSchema",
        FormatStyle::TypeSignature => "TypeSignature",
        FormatStyle::JsonAction => "JsonAction",
        FormatStyle::React => "React",
        FormatStyle::Xml => "Xml",
    };
    format_ident!("{}", name)
}

/// The body of `__structout_orders`: record this type's property order (when `order` is set),
/// then visit every field type, so that nested types' orders reach the schema too.
fn orders(cont: &Container, krate: &TokenStream) -> TokenStream {
    let own = cont.attrs.order.as_ref().and_then(|order| {
        let Data::Struct(Style::Struct, fields) = &cont.data else {
            return None;
        };
        let live: Vec<&Field> = fields.iter().filter(|f| !f.skipped).collect();
        // Named fields first, in the order given, then the rest in declaration order.
        let mut ordered: Vec<&Field> = order
            .value
            .iter()
            .filter_map(|name| {
                live.iter()
                    .copied()
                    .find(|f| f.ident.as_ref() == Some(name))
            })
            .collect();
        for field in &live {
            if !ordered.iter().any(|f| std::ptr::eq(*f, *field)) {
                ordered.push(field);
            }
        }
        let slots = ordered.iter().map(|field| {
            if field.flatten {
                quote!(#krate::__private::Slot::Flatten)
            } else {
                let name = &field.name;
                quote!(#krate::__private::Slot::Key(#name))
            }
        });
        Some(quote!(orders.set_order::<Self>(&[#(#slots),*]);))
    });
    let fields: Vec<&Field> = match &cont.data {
        Data::Struct(_, fields) => fields.iter().filter(|f| !f.skipped).collect(),
        Data::Enum(variants) => variants
            .iter()
            .filter(|v| !v.skipped)
            .flat_map(|v| v.fields.iter().filter(|f| !f.skipped))
            .collect(),
    };
    let visits = fields.iter().map(|field| {
        let ty = field.ty;
        quote_spanned! {field.span=>
            (&#krate::__private::Probe::<#ty>::new()).visit_orders(orders);
        }
    });
    quote! {
        if !orders.enter::<Self>() {
            return;
        }
        #own
        #[allow(unused_imports)]
        use #krate::__private::{ProbeFallback as _, ProbeStructured as _};
        #(#visits)*
    }
}
