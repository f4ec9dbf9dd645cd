//! Streaming: a recorded reply replayed token by token, the partial value redrawn as it grows.
//!
//! Run with `cargo run --example stream`. In a terminal the value is redrawn in place, a token
//! every 25 ms; piped, each change is printed on a line of its own.

// The example reads the converted value through `Debug` only.
#![allow(dead_code)]

use schemars::JsonSchema;
use serde::Deserialize;
use std::io::{IsTerminal, Write};
use std::time::Duration;
use structout::StructuredOutput;

/// A film and the people in it.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Film {
    title: String,
    year: u32,
    /// The main cast, in billing order.
    cast: Vec<Person>,
    summary: String,
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Person {
    name: String,
    role: String,
}

/// A reply as Qwen2.5-Coder-0.5B writes one: a sentence, then the value in a fence.
const REPLY: &str = r#"Here is the film in JSON:

```json
{
  "title": "Apollo 13",
  "year": 1995,
  "cast": [
    {"name": "Tom Hanks", "role": "Jim Lovell"},
    {"name": "Kevin Bacon", "role": "Jack Swigert"},
    {"name": "Ed Harris", "role": "Gene Kranz"}
  ],
  "summary": "An oxygen tank explodes on the way to the Moon, and the crew and Mission Control improvise a way home.",
}
```"#;

/// The reply cut into pieces of 1 to 4 characters, as a model's tokens arrive.
fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut n = 0usize;
    while !rest.is_empty() {
        n += 1;
        let mut len = 1 + (n * 7) % 4;
        while len < rest.len() && !rest.is_char_boundary(len) {
            len += 1;
        }
        let len = len.min(rest.len());
        out.push(&rest[..len]);
        rest = &rest[len..];
    }
    out
}

fn main() {
    let live = std::io::stdout().is_terminal();
    // `Film::Partial` (every field optional, the cast a list of partial people) as the reply
    // arrives; `finish` is `Film::convert` on the whole reply.
    let mut parser = Film::partial_parser();
    let mut stdout = std::io::stdout().lock();
    for token in tokens(REPLY) {
        if !parser.push(token) {
            continue;
        }
        let partial = parser.current().expect("something has appeared");
        if live {
            // Clear the screen, then draw the value so far.
            let cast = partial.cast.as_deref().unwrap_or_default();
            let _ = write!(
                stdout,
                "\x1b[2J\x1b[H{}\n\nyear: {:?} ({})\ncast so far: {}\n",
                serde_json::to_string_pretty(partial).unwrap(),
                partial.year,
                if parser.is_complete("/year") {
                    "complete"
                } else {
                    "pending"
                },
                cast.len(),
            );
            let _ = stdout.flush();
            std::thread::sleep(Duration::from_millis(25));
        } else {
            let _ = writeln!(stdout, "{}", serde_json::to_string(partial).unwrap());
        }
    }
    let film = parser.finish().expect("the reply converts");
    let _ = writeln!(stdout, "\nfinish: {film:?}");
}
