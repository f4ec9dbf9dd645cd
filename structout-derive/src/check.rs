//! Rules that span several attributes or need the whole item: `order` names real fields once,
//! `format` fits the kind of item, tool enums have a usable shape, `stream(...)` is on a
//! property.

use crate::ast::{Container, Data, Field, Style};
use proc_macro2::Span;
use serde_derive_internals::Ctxt;

pub fn check(cx: &Ctxt, cont: &Container) {
    check_order(cx, cont);
    check_tools(cx, cont);
    check_format(cx, cont);
    check_stream(cx, cont);
}

/// `stream(...)` on a field names a property of an object: a named field of a struct that
/// serde reads.
fn check_stream(cx: &Ctxt, cont: &Container) {
    let error = |span: Span, msg: &str| cx.syn_error(syn::Error::new(span, msg));
    match &cont.data {
        Data::Struct(style, fields) => {
            for field in fields {
                for span in stream_spans(field) {
                    if field.skipped {
                        error(
                            span,
                            "the field is skipped by serde, so `stream` has no effect on it",
                        );
                    } else if *style != Style::Struct || cont.transparent {
                        error(
                            span,
                            "`stream` applies to named fields, which are the properties of an object",
                        );
                    } else if field.flatten {
                        error(
                            span,
                            "a flattened field is not a property; put `stream` on the fields of its type",
                        );
                    }
                }
            }
        }
        Data::Enum(variants) => {
            for field in variants.iter().flat_map(|v| &v.fields) {
                for span in stream_spans(field) {
                    error(
                        span,
                        "`stream` does not apply to a variant's field: an enum with data appears whole, once complete",
                    );
                }
            }
        }
    }
}

fn stream_spans(field: &Field) -> impl Iterator<Item = Span> {
    [field.attrs.stream_done, field.attrs.stream_not_null]
        .into_iter()
        .flatten()
}

fn check_order(cx: &Ctxt, cont: &Container) {
    let Some(order) = &cont.attrs.order else {
        return;
    };
    let fields = match &cont.data {
        Data::Struct(Style::Struct, fields) if !cont.transparent => fields,
        Data::Struct(Style::Struct, _) => {
            let msg = "`order` has no effect on a `#[serde(transparent)]` struct";
            cx.syn_error(syn::Error::new(order.span, msg));
            return;
        }
        Data::Struct(..) => {
            let msg = "`order` applies to structs with named fields; this struct has none";
            cx.syn_error(syn::Error::new(order.span, msg));
            return;
        }
        Data::Enum(_) => {
            let msg = "`order` applies to structs with named fields, not to enums";
            cx.syn_error(syn::Error::new(order.span, msg));
            return;
        }
    };
    let mut seen: Vec<&syn::Ident> = Vec::new();
    for name in &order.value {
        let field = fields.iter().find(|f| f.ident.as_ref() == Some(name));
        match field {
            None => cx.error_spanned_by(name, format!("unknown field `{name}` in `order`")),
            Some(field) if field.skipped => cx.error_spanned_by(
                name,
                format!("field `{name}` is skipped by serde, so it has no place in `order`"),
            ),
            Some(_) if seen.contains(&name) => {
                cx.error_spanned_by(name, format!("duplicate field `{name}` in `order`"));
            }
            Some(_) => seen.push(name),
        }
    }
}

fn check_tools(cx: &Ctxt, cont: &Container) {
    let Data::Enum(variants) = &cont.data else {
        if let Some(span) = cont.attrs.tools {
            cx.syn_error(syn::Error::new(span, "`tools` applies to enums"));
        }
        return;
    };
    let mut finish: Option<&syn::Ident> = None;
    for variant in variants {
        let Some(span) = variant.attrs.finish else {
            continue;
        };
        if let Some(first) = finish {
            let msg = format!("only one variant can be `finish`; `{first}` already is");
            cx.syn_error(syn::Error::new(span, msg));
        }
        finish = Some(&variant.ident);
        if variant.skipped {
            let msg = "the `finish` variant is skipped by serde, so it can never be produced";
            cx.syn_error(syn::Error::new(span, msg));
        }
        if variant.style != Style::Newtype {
            let msg =
                "the `finish` variant holds the answer in one unnamed field, e.g. `Answer(String)`";
            cx.syn_error(syn::Error::new(span, msg));
        }
    }
    if !is_tool_enum(cont) {
        return;
    }
    for variant in variants
        .iter()
        .filter(|v| !v.skipped && v.attrs.finish.is_none())
    {
        if variant.style == Style::Tuple {
            let msg = format!(
                "tool `{}` needs named arguments: use `{} {{ name: Type, .. }}` or one field holding a struct",
                variant.ident, variant.ident
            );
            cx.error_spanned_by(&variant.original.fields, msg);
        }
    }
}

fn check_format(cx: &Ctxt, cont: &Container) {
    let Some(format) = &cont.attrs.format else {
        return;
    };
    let tools = is_tool_enum(cont);
    let style = format.value;
    if tools && !style.is_tool_style() {
        let msg = format!(
            "format `{}` describes a data value; a tool enum takes `json_action`, `react`, `xml` or a model's own call format (`hermes`, `qwen3_coder`, `harmony`, ...)",
            style.name()
        );
        cx.syn_error(syn::Error::new(format.span, msg));
    } else if !tools && style.is_tool_style() {
        let msg = format!(
            "format `{}` applies to tool enums (an enum with a `#[structout(finish)]` variant or `#[structout(tools)]`)",
            style.name()
        );
        cx.syn_error(syn::Error::new(format.span, msg));
    }
}

/// A tool enum: `#[structout(tools)]` on the enum, or a `#[structout(finish)]` variant.
pub fn is_tool_enum(cont: &Container) -> bool {
    match &cont.data {
        Data::Enum(variants) => {
            cont.attrs.tools.is_some() || variants.iter().any(|v| v.attrs.finish.is_some())
        }
        Data::Struct(..) => false,
    }
}
