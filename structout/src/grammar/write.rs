//! What both syntaxes share: the walk that writes rules, sequences, alternatives and
//! repeats. Each syntax says how it writes a rule's name, a rule's head, a literal and a
//! character class.

use super::ir::{Class, Expr, Kind, Rule, Rules};
use std::fmt::Write as _;

/// How one syntax writes the parts that differ.
pub(crate) trait Syntax {
    /// The name of `rule` as this syntax refers to it (`start` is the start rule's).
    fn name(&self, rule: &Rule, start: bool) -> String;
    /// The text before a rule's body: `name: ` or `name ::= `.
    fn head(&self, name: &str) -> String;
    /// Exactly `text`.
    fn literal(&self, text: &str) -> String;
    /// The special token whose text is `text`.
    fn special(&self, text: &str) -> String;
    /// One character of `class`.
    fn class(&self, class: &Class) -> String;
}

/// The grammar text: one line per rule that the start rule reaches, the start rule first.
pub(crate) fn write(rules: &Rules, syntax: &dyn Syntax) -> String {
    let names: Vec<String> = rules
        .rules
        .iter()
        .enumerate()
        .map(|(id, rule)| syntax.name(rule, id == rules.start))
        .collect();
    let mut order = rules.reachable();
    // Structure first, then the tokens it is made of.
    order.sort_by_key(|&id| id != rules.start && rules.rules[id].kind == Kind::Token);
    let mut out = String::new();
    for id in order {
        let body = expr(&rules.rules[id].body, &names, syntax, Context::Top);
        let _ = writeln!(out, "{}{body}", syntax.head(&names[id]));
    }
    out
}

/// Where an expression is written, which decides whether it needs parentheses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Context {
    /// A whole rule body.
    Top,
    /// An item of a sequence.
    Item,
    /// The operand of a repeat.
    Operand,
}

fn expr(e: &Expr, names: &[String], syntax: &dyn Syntax, context: Context) -> String {
    match e {
        Expr::Lit(text) => syntax.literal(text),
        Expr::Special(text) => syntax.special(text),
        Expr::Class(class) => syntax.class(class),
        Expr::Ref(id) => names[*id].clone(),
        Expr::Seq(items) if items.is_empty() => syntax.literal(""),
        Expr::Seq(items) => {
            let text: Vec<String> = items
                .iter()
                .map(|i| expr(i, names, syntax, Context::Item))
                .collect();
            wrap(text.join(" "), context == Context::Operand)
        }
        Expr::Alt(items) => {
            let text: Vec<String> = items
                .iter()
                .map(|i| expr(i, names, syntax, Context::Top))
                .collect();
            wrap(text.join(" | "), context != Context::Top)
        }
        Expr::Repeat {
            expr: inner,
            min,
            max,
        } => {
            let operand = expr(inner, names, syntax, Context::Operand);
            let suffix = match (min, max) {
                (0, Some(1)) => "?".to_owned(),
                (0, None) => "*".to_owned(),
                (1, None) => "+".to_owned(),
                (m, None) => format!("{{{m},}}"),
                (m, Some(n)) if m == n => format!("{{{m}}}"),
                (m, Some(n)) => format!("{{{m},{n}}}"),
            };
            wrap(format!("{operand}{suffix}"), context == Context::Operand)
        }
    }
}

fn wrap(text: String, parens: bool) -> String {
    if parens { format!("({text})") } else { text }
}
