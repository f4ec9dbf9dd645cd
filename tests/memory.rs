//! Peak memory on adversarial replies: a reply the target cannot take is refused in memory
//! a small multiple of its length, whatever it is made of.
//!
//! The allocations are counted by this test binary's own allocator, so every case runs in
//! one test, one after another. (Time is measured in the benchmarks, never here.)

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::json;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};
use structout::{Converter, StructuredOutput};

/// The system allocator, counting the bytes held and their peak.
struct Counted;

static HELD: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicIsize = AtomicIsize::new(0);

fn grew(bytes: usize) {
    let now = HELD.fetch_add(bytes as isize, Ordering::Relaxed) + bytes as isize;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: every call is passed on to `System` unchanged; only counters are updated.
unsafe impl GlobalAlloc for Counted {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc`, passed on.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        // SAFETY: the caller's contract for `dealloc`, passed on.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc`, passed on.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            HELD.fetch_sub(layout.size() as isize, Ordering::Relaxed);
            grew(new_size);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counted = Counted;

/// The most bytes held at once while `run` ran, beyond what was held before it.
fn peak(run: impl FnOnce()) -> usize {
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    run();
    (PEAK.load(Ordering::Relaxed) - before).max(0) as usize
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[allow(dead_code)]
struct Film {
    title: String,
    year: u32,
    genres: Vec<String>,
}

/// Replies made to be expensive, each about `n` bytes.
fn adversaries(n: usize) -> Vec<(&'static str, String)> {
    let prose: String = ["the model said ", "that value was ", "probably fine { "]
        .iter()
        .cycle()
        .take(n / 15)
        .copied()
        .collect();
    vec![
        ("open brackets", "[".repeat(n)),
        ("quotes", "\"".repeat(n)),
        ("mixed quotes", "'\"".repeat(n / 2)),
        ("many small values", "[ a ] { b } ".repeat(n / 12)),
        ("prose with braces", prose),
        ("unclosed fences", "```json\n".repeat(n / 8)),
        ("backslashes", format!("{{\"a\": \"{}", "\\".repeat(n))),
        ("key prefixes", "{\"a\":".repeat(n / 5)),
        ("deep nesting", "[{\"a\":".repeat(n / 6)),
        (
            "unterminated string",
            format!("{{\"a\": \"{}", "x,".repeat(n / 2)),
        ),
        ("words", "low high ".repeat(n / 9)),
    ]
}

/// Every reply is refused in under 4× its length, and read as any JSON value, held in
/// under 4× too, but for replies of hundreds of thousands of values of a byte or two: for
/// any JSON the values together are the answer, held as their tree and their value (each
/// several times the text, as any tree of such values is: serde_json's `Value` of `"",`
/// repeated is 38 times it), each only once.
#[test]
fn refused_replies_take_a_small_multiple_of_their_length() {
    let any = Converter::new(&json!(true)).unwrap();
    let tiny = ["quotes", "mixed quotes", "many small values"];
    let enumeration = Converter::new(&json!({"enum": ["low", "medium", "high"]})).unwrap();
    let object = Converter::new(&json!({
        "type": "object",
        "properties": {"a": {"type": "integer"}},
        "required": ["a"]
    }))
    .unwrap();
    // The phrase tables' indexes are built once per process, not per conversion: built
    // here first, by a reply that reads them all.
    let _ = object.convert("Note: the JSON below is wrong, sorry.\n{\"a\": 1} (approximately)");
    let _ = object.convert("I was not sure at first, but I checked.\n{\"a\": 1}");
    let _ = Converter::new(&json!({"type": "string"}))
        .unwrap()
        .convert("I'm sorry, but I can't help with that.");
    let mut over = Vec::new();
    for (name, reply) in adversaries(128 * 1024) {
        for target in ["Vec<Film>", "enum", "object", "any JSON"] {
            let mut accepted = false;
            let bytes = peak(|| {
                accepted = match target {
                    "Vec<Film>" => Vec::<Film>::convert(&reply).is_ok(),
                    "enum" => enumeration.convert(&reply).is_ok(),
                    "object" => object.convert(&reply).is_ok(),
                    _ => any.convert(&reply).is_ok(),
                }
            });
            let times = bytes as f64 / reply.len() as f64;
            let (may_accept, bound) = match target {
                "any JSON" if tiny.contains(&name) => (true, 48.0),
                "any JSON" => (true, 4.0),
                _ => (false, 4.0),
            };
            if accepted && !may_accept || times >= bound {
                over.push(format!(
                    "{name} as {target}: accepted {accepted}, peak {times:.1}x"
                ));
            }
        }
    }
    assert!(over.is_empty(), "\n{}", over.join("\n"));
}
