//! The grammar in Lark syntax as llguidance reads it (llama.cpp, vLLM, SGLang and mistral.rs
//! take it through llguidance): <https://github.com/guidance-ai/llguidance/blob/main/docs/syntax.md>.
//!
//! Tokens become terminals (uppercase names), which llguidance matches as one lexeme each;
//! other rules stay lowercase. String literals use JSON's escapes (llguidance reads them with
//! a JSON parser); character classes are regular expressions in the `regex` crate's syntax.

use super::ir::{Class, Kind, Rule, Rules};
use super::write::{Syntax, write};
use std::fmt::Write as _;

/// The Lark text of `rules`.
pub(crate) fn render(rules: &Rules) -> String {
    write(rules, &Lark)
}

struct Lark;

impl Syntax for Lark {
    fn name(&self, rule: &Rule, start: bool) -> String {
        match (start, rule.kind) {
            (true, _) => "start".to_owned(),
            (false, Kind::Token) => rule.name.to_ascii_uppercase(),
            (false, Kind::Rule) => rule.name.clone(),
        }
    }

    fn head(&self, name: &str) -> String {
        format!("{name}: ")
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
                // llguidance's string token takes no raw control character or DEL.
                c if c.is_control() && (c as u32) < 0x80 => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }

    /// llguidance's reference to a special token by its text, which has the form `<…>`.
    fn special(&self, text: &str) -> String {
        text.to_owned()
    }

    fn class(&self, class: &Class) -> String {
        if class.negated && class.ranges.is_empty() {
            return "/(?s:.)/".to_owned();
        }
        let mut out = String::from(if class.negated { "/[^" } else { "/[" });
        for &(from, to) in &class.ranges {
            push_char(&mut out, from);
            if to != from {
                out.push('-');
                push_char(&mut out, to);
            }
        }
        out.push_str("]/");
        out
    }
}

/// A character inside a regex class: letters and digits as they are, the rest as `\x{…}`,
/// which also keeps `/` from ending the regex.
fn push_char(out: &mut String, c: char) {
    if c.is_ascii_alphanumeric() {
        out.push(c);
    } else {
        let _ = write!(out, "\\x{{{:X}}}", c as u32);
    }
}
