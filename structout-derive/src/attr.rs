//! Typed `#[structout(...)]` attributes of a container, a variant and a field.
//!
//! Every problem is recorded in the context with the span of the offending token; parsing goes
//! on after an error so that the user sees all of them at once.

use crate::symbol::{
    BOUND, CRATE, DONE, FINISH, FORMAT, NOT_NULL, ORDER, STREAM, STRUCTOUT, Symbol, TOOLS,
};
use proc_macro2::Span;
use serde_derive_internals::Ctxt;
use syn::meta::ParseNestedMeta;
use syn::punctuated::Punctuated;
use syn::{Ident, LitStr, Token};

/// The style of `format()` chosen by `#[structout(format = "...")]`.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum FormatStyle {
    JsonSchema,
    TypeSignature,
    JsonAction,
    React,
    Xml,
    Hermes,
    Qwen3Coder,
    Llama3Json,
    Pythonic,
    Mistral,
    DeepSeekV3,
    DeepSeekV31,
    Glm,
    KimiK2,
    MiniMaxM2,
    Harmony,
    DeepSeekV32,
    DeepSeekV4,
    Step3,
    Gemma4,
    FunctionGemma,
    CommandR,
    Liquid,
    Hunyuan,
    Olmo3,
    Inkling,
    Functionary,
}

impl FormatStyle {
    /// `(attribute value, style)`, in the order error messages list them.
    pub const ALL: [(&'static str, FormatStyle); 27] = [
        ("json_schema", FormatStyle::JsonSchema),
        ("type_signature", FormatStyle::TypeSignature),
        ("json_action", FormatStyle::JsonAction),
        ("react", FormatStyle::React),
        ("xml", FormatStyle::Xml),
        ("hermes", FormatStyle::Hermes),
        ("qwen3_coder", FormatStyle::Qwen3Coder),
        ("llama3_json", FormatStyle::Llama3Json),
        ("pythonic", FormatStyle::Pythonic),
        ("mistral", FormatStyle::Mistral),
        ("deepseek_v3", FormatStyle::DeepSeekV3),
        ("deepseek_v3_1", FormatStyle::DeepSeekV31),
        ("glm", FormatStyle::Glm),
        ("kimi_k2", FormatStyle::KimiK2),
        ("minimax_m2", FormatStyle::MiniMaxM2),
        ("harmony", FormatStyle::Harmony),
        ("deepseek_v3_2", FormatStyle::DeepSeekV32),
        ("deepseek_v4", FormatStyle::DeepSeekV4),
        ("step3", FormatStyle::Step3),
        ("gemma4", FormatStyle::Gemma4),
        ("function_gemma", FormatStyle::FunctionGemma),
        ("command_r", FormatStyle::CommandR),
        ("liquid", FormatStyle::Liquid),
        ("hunyuan", FormatStyle::Hunyuan),
        ("olmo3", FormatStyle::Olmo3),
        ("inkling", FormatStyle::Inkling),
        ("functionary", FormatStyle::Functionary),
    ];

    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, s)| *s == self)
            .map_or("", |(n, _)| n)
    }

    /// Whether the style describes tool calls rather than a data value.
    pub fn is_tool_style(self) -> bool {
        !matches!(self, FormatStyle::JsonSchema | FormatStyle::TypeSignature)
    }
}

/// A value with the span of the attribute that set it.
pub struct Spanned<T> {
    pub value: T,
    pub span: Span,
}

/// Container attributes: `#[structout(...)]` on the struct or enum.
#[derive(Default)]
pub struct Container {
    /// `order(a, b)`: the names as written, with their spans.
    pub order: Option<Spanned<Vec<Ident>>>,
    pub format: Option<Spanned<FormatStyle>>,
    pub krate: Option<syn::Path>,
    /// `bound = "T: Trait"`: replaces the inferred `T: StructuredOutput` bounds.
    pub bound: Option<Vec<syn::WherePredicate>>,
    pub tools: Option<Span>,
    /// `stream(done)`: the type's values appear only when complete.
    pub stream_done: Option<Span>,
}

/// Variant attributes: `#[structout(...)]` on an enum variant.
#[derive(Default)]
pub struct Variant {
    pub finish: Option<Span>,
}

/// Field attributes: `#[structout(...)]` on a field.
#[derive(Default)]
pub struct Field {
    /// `stream(done)`: the field's value appears only when complete.
    pub stream_done: Option<Span>,
    /// `stream(not_null)`: the object appears only once this field has begun.
    pub stream_not_null: Option<Span>,
}

/// Records `value` in `slot`, or reports a duplicate at `meta`'s key.
fn set_once<T>(cx: &Ctxt, meta: &ParseNestedMeta, slot: &mut Option<T>, value: T, word: Symbol) {
    if slot.is_some() {
        cx.error_spanned_by(
            &meta.path,
            format!("duplicate structout attribute `{word}`"),
        );
    } else {
        *slot = Some(value);
    }
}

/// Runs `each` on every item of every `#[structout(...)]` attribute in `attrs`.
fn for_each_meta(
    cx: &Ctxt,
    attrs: &[syn::Attribute],
    mut each: impl FnMut(&ParseNestedMeta) -> syn::Result<()>,
) {
    for attr in attrs {
        if attr.path() != STRUCTOUT {
            continue;
        }
        if let syn::Meta::List(list) = &attr.meta
            && list.tokens.is_empty()
        {
            continue;
        }
        if let Err(err) = attr.parse_nested_meta(|meta| each(&meta)) {
            cx.syn_error(err);
        }
    }
}

fn unknown(meta: &ParseNestedMeta) -> syn::Error {
    meta.error(format!(
        "unknown structout attribute `{}`",
        path_text(&meta.path)
    ))
}

/// Rejects `key = value` or `key(...)` after a flag such as `finish`.
fn expect_flag(meta: &ParseNestedMeta, word: Symbol) -> syn::Result<()> {
    if meta.input.peek(Token![=]) || meta.input.peek(syn::token::Paren) {
        return Err(meta.error(format!("`{word}` takes no value")));
    }
    Ok(())
}

fn word_span(meta: &ParseNestedMeta) -> Span {
    meta.path
        .get_ident()
        .map_or_else(Span::call_site, Ident::span)
}

/// Runs `each` on every rule of `stream(...)`; a bare `stream` is an error.
fn parse_stream(
    meta: &ParseNestedMeta,
    mut each: impl FnMut(&ParseNestedMeta) -> syn::Result<()>,
) -> syn::Result<()> {
    if !meta.input.peek(syn::token::Paren) {
        return Err(meta.error("expected `stream(done)` or `stream(not_null)`"));
    }
    meta.parse_nested_meta(|rule| {
        if rule.path == DONE {
            expect_flag(&rule, DONE)?;
        } else if rule.path == NOT_NULL {
            expect_flag(&rule, NOT_NULL)?;
        } else {
            return Err(rule.error(format!(
                "unknown stream rule `{}`, expected `done` or `not_null`",
                path_text(&rule.path)
            )));
        }
        each(&rule)
    })
}

fn path_text(path: &syn::Path) -> String {
    let words: Vec<String> = path
        .segments
        .iter()
        .map(|segment| segment.ident.to_string())
        .collect();
    words.join("::")
}

fn parse_order(meta: &ParseNestedMeta) -> syn::Result<Vec<Ident>> {
    if !meta.input.peek(syn::token::Paren) {
        return Err(meta.error("expected field names: `order(first, second, ...)`"));
    }
    let content;
    syn::parenthesized!(content in meta.input);
    let names = Punctuated::<Ident, Token![,]>::parse_terminated(&content)?;
    if names.is_empty() {
        return Err(meta.error("`order` needs at least one field name"));
    }
    Ok(names.into_iter().collect())
}

fn parse_format(meta: &ParseNestedMeta) -> syn::Result<Spanned<FormatStyle>> {
    let lit: LitStr = meta.value()?.parse()?;
    let text = lit.value();
    match FormatStyle::ALL.iter().find(|(name, _)| *name == text) {
        Some((_, style)) => Ok(Spanned {
            value: *style,
            span: lit.span(),
        }),
        None => {
            let names: Vec<String> = FormatStyle::ALL
                .iter()
                .map(|(name, _)| format!("`{name}`"))
                .collect();
            Err(syn::Error::new(
                lit.span(),
                format!(
                    "unknown format `{text}`, expected one of {}",
                    names.join(", ")
                ),
            ))
        }
    }
}

impl Container {
    pub fn from_ast(cx: &Ctxt, item: &syn::DeriveInput) -> Self {
        let mut out = Container::default();
        for_each_meta(cx, &item.attrs, |meta| {
            if meta.path == ORDER {
                let span = meta
                    .path
                    .get_ident()
                    .map_or_else(Span::call_site, Ident::span);
                let value = parse_order(meta)?;
                set_once(cx, meta, &mut out.order, Spanned { value, span }, ORDER);
            } else if meta.path == FORMAT {
                let value = parse_format(meta)?;
                set_once(cx, meta, &mut out.format, value, FORMAT);
            } else if meta.path == CRATE {
                let lit: LitStr = meta.value()?.parse()?;
                let path = lit.parse::<syn::Path>()?;
                set_once(cx, meta, &mut out.krate, path, CRATE);
            } else if meta.path == BOUND {
                let lit: LitStr = meta.value()?.parse()?;
                let predicates =
                    lit.parse_with(Punctuated::<syn::WherePredicate, Token![,]>::parse_terminated)?;
                set_once(
                    cx,
                    meta,
                    &mut out.bound,
                    predicates.into_iter().collect(),
                    BOUND,
                );
            } else if meta.path == TOOLS {
                expect_flag(meta, TOOLS)?;
                let span = meta
                    .path
                    .get_ident()
                    .map_or_else(Span::call_site, Ident::span);
                set_once(cx, meta, &mut out.tools, span, TOOLS);
            } else if meta.path == STREAM {
                parse_stream(meta, |rule| {
                    if rule.path == NOT_NULL {
                        return Err(rule.error(
                            "`not_null` belongs on a field: the object appears once that field has begun",
                        ));
                    }
                    set_once(cx, rule, &mut out.stream_done, word_span(rule), DONE);
                    Ok(())
                })?;
            } else if meta.path == FINISH {
                return Err(meta.error("`finish` belongs on an enum variant, not on the container"));
            } else {
                return Err(unknown(meta));
            }
            Ok(())
        });
        out
    }
}

impl Variant {
    pub fn from_ast(cx: &Ctxt, variant: &syn::Variant) -> Self {
        let mut out = Variant::default();
        for_each_meta(cx, &variant.attrs, |meta| {
            if meta.path == FINISH {
                expect_flag(meta, FINISH)?;
                let span = meta
                    .path
                    .get_ident()
                    .map_or_else(Span::call_site, Ident::span);
                set_once(cx, meta, &mut out.finish, span, FINISH);
            } else if meta.path == STREAM {
                return Err(meta.error(
                    "`stream` does not apply to a variant: an enum with data appears whole, once complete",
                ));
            } else if is_container_key(&meta.path) {
                let word = meta
                    .path
                    .get_ident()
                    .map(ToString::to_string)
                    .unwrap_or_default();
                return Err(meta.error(format!(
                    "`{word}` belongs on the container, not on a variant"
                )));
            } else {
                return Err(unknown(meta));
            }
            Ok(())
        });
        out
    }
}

impl Field {
    pub fn from_ast(cx: &Ctxt, field: &syn::Field) -> Self {
        let mut out = Field::default();
        for_each_meta(cx, &field.attrs, |meta| {
            if meta.path == STREAM {
                return parse_stream(meta, |rule| {
                    let span = word_span(rule);
                    if rule.path == DONE {
                        set_once(cx, rule, &mut out.stream_done, span, DONE);
                    } else {
                        set_once(cx, rule, &mut out.stream_not_null, span, NOT_NULL);
                    }
                    Ok(())
                });
            }
            if is_container_key(&meta.path) {
                let word = meta
                    .path
                    .get_ident()
                    .map(ToString::to_string)
                    .unwrap_or_default();
                return Err(
                    meta.error(format!("`{word}` belongs on the container, not on a field"))
                );
            }
            Err(unknown(meta))
        });
        out
    }
}

fn is_container_key(path: &syn::Path) -> bool {
    path == ORDER || path == FORMAT || path == CRATE || path == TOOLS || path == BOUND
}
