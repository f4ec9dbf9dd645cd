//! What the tests share: the refinement relation between streaming snapshots, deterministic
//! random chunkings, the GBNF engine the grammar tests run, and the report of generated
//! tests' failures.

// Each test crate that includes this module uses part of it.
#![allow(dead_code)]

use serde_json::Value;

/// Whether `a` refines into `b`: what `a` shows, `b` still shows (`null` may become anything).
pub fn refines(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Null, _) => true,
        (Value::Object(x), Value::Object(y)) => x
            .iter()
            .all(|(k, v)| y.get(k).is_some_and(|w| refines(v, w))),
        (Value::Array(x), Value::Array(y)) => {
            x.len() <= y.len() && x.iter().zip(y).all(|(v, w)| refines(v, w))
        }
        (Value::String(x), Value::String(y)) => y.starts_with(x.as_str()),
        _ => a == b,
    }
}

/// A small deterministic generator, so that every run checks the same chunkings.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below as u64) as usize
    }
}

/// Splits `text` into chunks of 1 to `max` bytes, moved forward to character boundaries.
pub fn chunks<'t>(text: &'t str, rng: &mut Rng, max: usize) -> Vec<&'t str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut n = 1 + rng.next(max);
        while n < rest.len() && !rest.is_char_boundary(n) {
            n += 1;
        }
        let n = n.min(rest.len());
        out.push(&rest[..n]);
        rest = &rest[n..];
    }
    out
}

/// Whether schoolmarm (a port of llama.cpp's grammar engine) accepts `text` as a whole reply
/// of the GBNF grammar, fed a character at a time.
pub fn gbnf_accepts(gbnf: &str, text: &str) -> bool {
    let grammar = schoolmarm::Grammar::new(gbnf)
        .unwrap_or_else(|e| panic!("schoolmarm refuses the grammar: {e}\n{gbnf}"));
    let mut state = schoolmarm::GrammarState::new(grammar).expect("a grammar state");
    let mut buf = [0u8; 4];
    text.chars()
        .all(|c| state.accept_token(c.encode_utf8(&mut buf)).is_ok())
        && state.is_accepting()
}

/// Fails with the number of `failures` and the first dozen of them, if there are any.
pub fn assert_no_failures(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(12)].join("\n")
    );
}
