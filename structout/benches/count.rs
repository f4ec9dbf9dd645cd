//! One reply through one converter, `n` times, and nothing else: the program to count
//! instructions with. Instruction counts are deterministic where timings are not (a loaded
//! 2-core machine moves criterion's figures by a third), so they show what a change to the
//! engine did:
//!
//! ```text
//! structout/benches/instructions.sh fenced_prose structout
//! ```
//!
//! runs it under callgrind for `n` and `2n` conversions and prints the instructions of one
//! (the difference over `n`: setup and input generation cancel out). Replies: `fenced_prose`,
//! `single_quotes`, `missing_closers`, `messy_1KB`, `messy_100KB`, `messy_1MB`, `clean_1KB`,
//! `unclosed_list_2`, `unclosed_list_10` (lists cut off after their last record), `tree_12`
//! (the `recursive` group's messy tree 12 levels deep), and each adversarial input of the
//! benchmarks at 1 MB by its name (`mixed_quotes`, …); converters: `structout`
//! (`Film::convert` / `Vec::<Film>::convert`), `jsonrepair`, `llm_json`, `converter`
//! (`Vec<Film>`'s `Converter`), `serde_json_value`, `tree` / `tree_schema` (the recursive
//! enum, the recursive schema's `Converter`, built each time), and `stream1` / `stream64`
//! (the reply pushed to `Vec<Film>`'s partial parser a byte or 64 bytes at a time, not
//! finished: the streaming scanner's own work).

use serde_json::Value;
use std::hint::black_box;
use structout::StructuredOutput;

mod inputs;
use inputs::*;

/// A reply by name, and whether it holds a list of films (else one film).
fn reply(name: &str) -> Option<(String, bool)> {
    if let Some(adversary) = ADVERSARIES.iter().find(|a| a.name == name) {
        return Some(((adversary.build)(1_000_000), true));
    }
    let messy = |size| render_messy(&films_for(size, render_messy));
    Some(match name {
        "messy_1KB" => (messy(1_000), true),
        "messy_100KB" => (messy(100_000), true),
        "messy_1MB" => (messy(1_000_000), true),
        "clean_1KB" => (render_clean(&films_for(1_000, render_clean)), true),
        "unclosed_list_2" => (unclosed_list(2).0, true),
        "unclosed_list_10" => (unclosed_list(10).0, true),
        "tree_12" => (nested_tree(12, 4).2, true),
        _ => {
            let (_, text, _) = short_replies().into_iter().find(|(n, ..)| *n == name)?;
            (text, false)
        }
    })
}

/// Converts `text` with `who`; whether it read a value.
fn convert(who: &str, text: &str, list: bool) -> Option<bool> {
    let peer = |name: &str| PEERS.iter().find(|p| p.name == name);
    Some(match (who, list) {
        ("structout", true) => Vec::<Film>::convert(text).is_ok(),
        ("structout", false) => Film::convert(text).is_ok(),
        ("converter", _) => Vec::<Film>::converter().convert(text).is_ok(),
        ("serde_json_value", _) => serde_json::from_str::<Value>(text).is_ok(),
        ("tree", _) => Tree::convert(text).is_ok(),
        ("tree_schema", _) => {
            structout::Converter::new(&json_value_schema()).is_ok_and(|c| c.convert(text).is_ok())
        }
        ("stream1", _) => pushed(text, 1),
        ("stream64", _) => pushed(text, 64),
        (name, true) => peer_convert::<Vec<Film>>(peer(name)?, text).is_some(),
        (name, false) => peer_convert::<Film>(peer(name)?, text).is_some(),
    })
}

/// Whether `text`, pushed in chunks of `size` bytes, shows a value.
fn pushed(text: &str, size: usize) -> bool {
    let mut parser = Vec::<Film>::converter().partial_parser();
    for part in chunked(text, size) {
        parser.push(black_box(part));
    }
    parser.current().is_some()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [name, who, n] = args.as_slice() else {
        // `cargo bench` runs every bench target with its own flags: nothing to do then.
        eprintln!("usage: count <reply> <converter> <conversions>");
        return;
    };
    let (Some((text, list)), Ok(n)) = (reply(name), n.parse::<usize>()) else {
        eprintln!("count: no reply `{name}`, or `{n}` is not a number");
        std::process::exit(2);
    };
    let adversary = ADVERSARIES.iter().any(|a| a.name == name);
    for _ in 0..n {
        // Adversarial replies hold no value: each conversion must end, not succeed.
        if adversary {
            black_box(convert(who, black_box(&text), list));
        } else if convert(who, black_box(&text), list) != Some(true) {
            eprintln!("count: `{who}` did not read `{name}`");
            std::process::exit(2);
        }
    }
}
