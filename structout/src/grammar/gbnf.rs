//! The grammar in GBNF, for the llama.cpp server's `grammar` field:
//! <https://github.com/ggml-org/llama.cpp/blob/master/grammars/README.md>.
//!
//! Rule names are lowercase letters, digits and `-`; the start rule is `root`. Literals and
//! classes escape everything but printable ASCII (`\xNN`, `\uNNNN`, `\UNNNNNNNN`), so the text
//! is plain ASCII whatever the schema holds.

use super::ir::{Class, Rule, Rules};
use super::write::{Syntax, write};
use std::fmt::Write as _;

/// The GBNF text of `rules`.
pub(crate) fn render(rules: &Rules) -> String {
    write(rules, &Gbnf)
}

struct Gbnf;

impl Syntax for Gbnf {
    fn name(&self, rule: &Rule, start: bool) -> String {
        if start {
            "root".to_owned()
        } else {
            rule.name.clone()
        }
    }

    fn head(&self, name: &str) -> String {
        format!("{name} ::= ")
    }

    fn literal(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 2);
        out.push('"');
        for c in text.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                ' '..='~' => out.push(c),
                c => push_escaped(&mut out, c),
            }
        }
        out.push('"');
        out
    }

    fn special(&self, text: &str) -> String {
        self.literal(text)
    }

    fn class(&self, class: &Class) -> String {
        if class.negated && class.ranges.is_empty() {
            return ".".to_owned();
        }
        let mut out = String::from(if class.negated { "[^" } else { "[" });
        for &(from, to) in &class.ranges {
            push_class_char(&mut out, from);
            if to != from {
                out.push('-');
                push_class_char(&mut out, to);
            }
        }
        out.push(']');
        out
    }
}

/// A character inside a class: letters and digits as they are, the rest escaped (so `-`,
/// `]`, `^` and `\` never read as syntax).
fn push_class_char(out: &mut String, c: char) {
    if c.is_ascii_alphanumeric() {
        out.push(c);
    } else {
        push_escaped(out, c);
    }
}

fn push_escaped(out: &mut String, c: char) {
    let code = c as u32;
    let _ = match code {
        0..=0xFF => write!(out, "\\x{code:02X}"),
        0x100..=0xFFFF => write!(out, "\\u{code:04X}"),
        _ => write!(out, "\\U{code:08X}"),
    };
}
