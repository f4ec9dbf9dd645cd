//! Code generation from the checked model.

use crate::ast::{Container, Data, Field, Style, Tagging};
use crate::attr::FormatStyle;
use crate::{bound, check, partial};
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
            // `StructuredOutput` under a name that points at `bound` when it is not met; spanned
            // on the parameter, where rustc says the bound was introduced.
            let params = bound::used_type_params(cont).into_iter().map(|param| {
                quote_spanned!(param.span()=>
                    #param: #krate::__private::StructuredOutputOrStructoutBound)
            });
            quote!(#(#params,)*)
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
        #[allow(non_upper_case_globals, unused_attributes, unused_qualifications, missing_docs)]
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
        #header {
            type Partial = #krate::__private::serde_json::Value;
        }
    })
}

fn expand(cont: &Container) -> TokenStream {
    let krate = krate(cont);
    let header = impl_header(cont, &quote!(#krate::StructuredOutput));
    let tool_enum = check::is_tool_enum(cont);
    let style = match &cont.attrs.format {
        Some(format) => {
            let variant = style_variant(format.value);
            Some(quote!(const FORMAT_STYLE: #krate::FormatStyle = #krate::FormatStyle::#variant;))
        }
        None if tool_enum => {
            Some(quote!(const FORMAT_STYLE: #krate::FormatStyle = #krate::FormatStyle::JsonAction;))
        }
        None => None,
    };
    let tools = tool_enum.then(|| tools(cont, &krate));
    let tool_hooks = tool_enum.then(|| {
        quote! {
            fn __structout_tool_set() -> ::core::option::Option<&'static #krate::ToolSet> {
                ::core::option::Option::Some(<Self as #krate::Tools>::tool_set())
            }
            fn __structout_convert_tool(
                text: &str,
                options: ::core::option::Option<&#krate::ConvertOptions>,
            ) -> ::core::option::Option<
                ::core::result::Result<#krate::Converted<Self>, #krate::ConvertError>,
            > {
                ::core::option::Option::Some(#krate::__private::convert_tool::<Self>(text, options))
            }
        }
    });
    let cache = (!cont.is_generic()).then(|| {
        quote! {
            #[inline]
            fn __structout_cache() -> &'static #krate::__private::TypeCache {
                static CACHE: #krate::__private::TypeCache = #krate::__private::TypeCache::new();
                &CACHE
            }
        }
    });
    let orders = orders(cont, &krate);
    let partial::Partial {
        ty: partial_ty,
        item: partial_item,
    } = partial::partial(cont, &krate);
    wrap(quote! {
        #partial_item
        #[automatically_derived]
        #header {
            type Partial = #partial_ty;
            #style
            #cache
            #tool_hooks
            #[inline]
            fn __structout_orders(orders: &mut #krate::__private::Orders) {
                #orders
            }
        }
        #tools
    })
}

/// `impl Tools`: what the runtime needs to map tool calls back to variants.
fn tools(cont: &Container, krate: &TokenStream) -> TokenStream {
    let header = impl_header(cont, &quote!(#krate::Tools));
    let Data::Enum(variants) = &cont.data else {
        return TokenStream::new();
    };
    let tagging = match &cont.tagging {
        Tagging::External => quote!(#krate::__private::Tagging::External),
        Tagging::Internal(tag) => quote!(#krate::__private::Tagging::Internal(#tag)),
        Tagging::Adjacent(tag, content) => {
            quote!(#krate::__private::Tagging::Adjacent(#tag, #content))
        }
        Tagging::Untagged => quote!(#krate::__private::Tagging::Untagged),
    };
    let entries = variants.iter().filter(|v| !v.skipped).map(|v| {
        let serde_name = &v.name;
        let rust_name = v.ident.to_string();
        // serde's name when it was renamed (by `rename` or `rename_all`), else snake_case.
        let tool_name = if *serde_name == rust_name {
            snake_case(&rust_name)
        } else {
            serde_name.clone()
        };
        let style = match v.style {
            Style::Unit => quote!(Unit),
            Style::Newtype => quote!(Newtype),
            Style::Struct => quote!(Struct),
            Style::Tuple => quote!(Tuple),
        };
        let finish = v.attrs.finish.is_some();
        quote! {
            #krate::__private::ToolVariant {
                serde_name: #serde_name,
                tool_name: #tool_name,
                style: #krate::__private::VariantStyle::#style,
                finish: #finish,
            }
        }
    });
    quote! {
        #[automatically_derived]
        #header {
            fn __structout_tool_info() -> &'static #krate::__private::ToolEnumInfo {
                static INFO: #krate::__private::ToolEnumInfo = #krate::__private::ToolEnumInfo {
                    tagging: #tagging,
                    variants: &[#(#entries),*],
                };
                &INFO
            }
        }
    }
}

/// `SearchWeb` → `search_web`, `HTTPGet` → `http_get`.
fn snake_case(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::with_capacity(name.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if c.is_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
            if i > 0 && (prev_lower || next_lower && chars[i - 1].is_uppercase()) {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn style_variant(style: FormatStyle) -> syn::Ident {
    let name = match style {
        FormatStyle::JsonSchema => "JsonSchema",
        FormatStyle::TypeSignature => "TypeSignature",
        FormatStyle::JsonAction => "JsonAction",
        FormatStyle::React => "React",
        FormatStyle::Xml => "Xml",
        FormatStyle::Hermes => "Hermes",
        FormatStyle::Qwen3Coder => "Qwen3Coder",
        FormatStyle::Llama3Json => "Llama3Json",
        FormatStyle::Pythonic => "Pythonic",
        FormatStyle::Mistral => "Mistral",
        FormatStyle::DeepSeekV3 => "DeepSeekV3",
        FormatStyle::DeepSeekV31 => "DeepSeekV31",
        FormatStyle::Glm => "Glm",
        FormatStyle::KimiK2 => "KimiK2",
        FormatStyle::MiniMaxM2 => "MiniMaxM2",
        FormatStyle::Harmony => "Harmony",
        FormatStyle::DeepSeekV32 => "DeepSeekV32",
        FormatStyle::DeepSeekV4 => "DeepSeekV4",
        FormatStyle::Step3 => "Step3",
        FormatStyle::Gemma4 => "Gemma4",
        FormatStyle::FunctionGemma => "FunctionGemma",
        FormatStyle::CommandR => "CommandR",
        FormatStyle::Liquid => "Liquid",
        FormatStyle::Hunyuan => "Hunyuan",
        FormatStyle::Olmo3 => "Olmo3",
        FormatStyle::Inkling => "Inkling",
        FormatStyle::Functionary => "Functionary",
    };
    format_ident!("{}", name)
}

/// The body of `__structout_orders`: record this type's property order (when `order` is set)
/// and its `stream(...)` rules, then visit every field type, so that nested types' orders and
/// rules are recorded too.
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
    let stream = stream_rules(cont, krate);
    let fields: Vec<&Field> = match &cont.data {
        Data::Struct(_, fields) => fields.iter().filter(|f| !f.skipped).collect(),
        Data::Enum(variants) => variants
            .iter()
            .filter(|v| !v.skipped)
            .flat_map(|v| v.fields.iter().filter(|f| !f.skipped))
            .collect(),
    };
    let visits = fields
        .iter()
        .filter(|f| !partial::is_plain(f.ty))
        .map(|field| {
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
        #stream
        #[allow(unused_imports)]
        use #krate::__private::{ProbeFallback as _, ProbeStructured as _};
        #(#visits)*
    }
}

/// `orders.stream_done::<Self>()` and `orders.stream_field::<Self>(..)` for the type's
/// `stream(...)` attributes (check has rejected them anywhere but a type and a named field).
fn stream_rules(cont: &Container, krate: &TokenStream) -> TokenStream {
    let own = cont
        .attrs
        .stream_done
        .map(|_| quote!(orders.stream_done::<Self>();));
    let Data::Struct(Style::Struct, fields) = &cont.data else {
        return quote!(#own);
    };
    let rule = quote!(#krate::__private::StreamRule);
    let fields = fields.iter().filter(|f| !f.skipped).flat_map(|field| {
        let name = &field.name;
        let done = field
            .attrs
            .stream_done
            .map(|_| quote!(orders.stream_field::<Self>(#name, #rule::Done);));
        let not_null = field
            .attrs
            .stream_not_null
            .map(|_| quote!(orders.stream_field::<Self>(#name, #rule::NotNull);));
        [done, not_null].into_iter().flatten()
    });
    quote!(#own #(#fields)*)
}
