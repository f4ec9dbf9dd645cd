//! Throughput and worst-case benchmarks of the tolerant converter, with `serde_json` measured
//! in the same run as the reference.
//!
//! Run everything (a few minutes on a 2-core machine):
//!
//! ```text
//! cargo bench --bench convert -- --warm-up-time 1 --measurement-time 3
//! ```
//!
//! or one group, e.g. `cargo bench --bench convert -- adversarial`, or a quick smoke run that
//! executes every benchmark once without timing: `cargo bench --bench convert -- --test`.
//! Reports land in `target/criterion/<group>/<function>/<input>/`.
//!
//! The groups:
//!
//! - **`clean`**: valid JSON arrays of [`Film`] records, about 1 KB, 100 KB and 10 MB, through
//!   `serde_json::from_str::<Vec<Film>>` and through `Vec::<Film>::convert`. Valid JSON takes
//!   structout's fast path straight into serde, so the two should be close; the gap is the
//!   price of that path (the first strict attempt plus whatever wraps it).
//! - **`messy`**: the same records written the way models write them: wrapped in prose and a
//!   ```` ```json ```` fence, with trailing commas, single-quoted strings, unquoted keys and
//!   `// comment` lines; 1 KB, 100 KB and 1 MB, through `Vec::<Film>::convert`. serde_json
//!   cannot read these, so it is measured on the equivalent clean text as the reference.
//! - **`scaling`**: messy input from 1 KB to 10 MB through a [`Converter`] built from the
//!   schema `true` (any JSON). Throughput (MB/s) should stay flat: the engine is meant to be
//!   linear in the input size.
//! - **`peers`**: the Rust repair crates side by side, each turning text into the typed
//!   value (repair to a `serde_json::Value`, then serde): `llm_json` 1.0 and `jsonrepair`
//!   0.1 against `Vec::<Film>::convert` / `Film::convert`, on the messy 1 KB, 100 KB and 1 MB
//!   replies, on short replies (a fence in prose, single quotes, missing closers, a
//!   longer messy list) and on lists of 2 and 10 films cut off after their last complete
//!   record (only the `]` missing). Each peer's value is checked first; a peer that returns a wrong
//!   value or an error on an input is reported (`PEER … wrong`) and not timed there. After
//!   each peer's timing a `paired:` line gives structout's time over the peer's, measured
//!   in rounds of about a millisecond that run the two in turn (the median of 201 rounds):
//!   the ratio that the machine's load, which weighs on both sides of a round alike, does
//!   not move.
//! - **`recursive`**: a recursive untagged enum (`Tree`: integers, strings, lists and maps of
//!   itself) and the equivalent recursive JSON Schema through [`Converter`], on maps nested
//!   1 to 12 levels deep (each level 4 keys wide), valid and as a model writes them. Each
//!   level of such a reply once multiplied the work by about 14; throughput (MB/s) should
//!   now stay flat across depths.
//! - **`adversarial`**: 1 MB inputs built to trip up a repairing parser (unclosed brackets,
//!   quotes and fences, long escape runs, deep nesting, mixed quotes, thousands of tiny
//!   values), each through `Converter` with the schema `true`, through `Vec::<Film>::convert`
//!   and through `Converter` with an enum schema. Errors are expected; only the time and the
//!   memory matter. Each one should take milliseconds, not seconds.
//!
//! Before timing, every input is checked: clean and messy inputs must convert to exactly the
//! records they were written from (a mismatch is printed as a `NOTE`, since a benchmark of a
//! wrong answer is meaningless). Each adversarial input is first run once at 16 KB, 128 KB and
//! 1 MB and the times are printed with the peak memory of the run as a multiple of the input
//! (counted by the bench's own global allocator, only while a probe runs), so super-linear
//! behaviour shows up in the log; an input
//! whose single run takes more than [`SLOW_PROBE`] is reported as `SLOW` and not benchmarked,
//! so the suite cannot hang for hours on a quadratic path.
//!
//! Sizes are decimal (1 KB = 1000 bytes, 1 MB = 10^6 bytes), and throughput is reported with
//! `Throughput::BytesDecimal` so that criterion prints MB/s rather than MiB/s. All inputs are
//! generated deterministically (a fixed-seed LCG), so runs are comparable across commits.

use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use serde_json::json;
use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering};
use std::time::{Duration, Instant};
use structout::{ConvertOptions, Converter, StructuredOutput};

mod inputs;
use inputs::*;

const KB: usize = 1_000;
const MB: usize = 1_000_000;

/// A single adversarial run longer than this is reported and not benchmarked.
const SLOW_PROBE: Duration = Duration::from_secs(2);

// ---------------------------------------------------------------------------------------------
// Peak memory: the system allocator, counted while a probe runs
// ---------------------------------------------------------------------------------------------

/// The system allocator, counting the bytes held and their peak while [`COUNTING`] is set
/// (a relaxed load otherwise, so the timed runs pay next to nothing).
struct Counted;

static COUNTING: AtomicBool = AtomicBool::new(false);
static HELD: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicIsize = AtomicIsize::new(0);

fn grew(bytes: usize) {
    let bytes = bytes as isize;
    let now = HELD.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

fn shrank(bytes: usize) {
    HELD.fetch_sub(bytes as isize, Ordering::Relaxed);
}

// SAFETY: every call is passed on to `System` unchanged; only counters are updated.
unsafe impl GlobalAlloc for Counted {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc`, passed on.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() && COUNTING.load(Ordering::Relaxed) {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if COUNTING.load(Ordering::Relaxed) {
            shrank(layout.size());
        }
        // SAFETY: the caller's contract for `dealloc`, passed on.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc`, passed on.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() && COUNTING.load(Ordering::Relaxed) {
            shrank(layout.size());
            grew(new_size);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counted = Counted;

/// The most bytes held at once while `run` ran, beyond what was held before (blocks freed
/// during the run that were allocated before it count as freed: a lower bound of zero).
fn peak_bytes(run: impl FnOnce()) -> usize {
    HELD.store(0, Ordering::Relaxed);
    PEAK.store(0, Ordering::Relaxed);
    COUNTING.store(true, Ordering::Relaxed);
    run();
    COUNTING.store(false, Ordering::Relaxed);
    PEAK.load(Ordering::Relaxed).max(0) as usize
}

/// A size label: `1KB`, `100KB`, `10MB`.
fn label(bytes: usize) -> String {
    if bytes >= MB {
        format!("{}MB", bytes / MB)
    } else {
        format!("{}KB", bytes / KB)
    }
}

/// Prints a `NOTE` when `Vec::<Film>::convert` does not give back the records `text` was
/// written from.
fn check_films(what: &str, text: &str, expected: &[Film]) {
    match Vec::<Film>::convert(text) {
        Ok(films) if films == expected => {}
        Ok(films) => {
            let first_bad = films.iter().zip(expected).position(|(a, b)| a != b);
            eprintln!(
                "NOTE {what}: converted to {} films, expected {}; first difference at {first_bad:?}",
                films.len(),
                expected.len()
            );
        }
        Err(err) => eprintln!("NOTE {what}: conversion failed: {err}"),
    }
}

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

/// Valid JSON: structout's fast path against serde_json alone.
fn clean(c: &mut Criterion) {
    let mut group = c.benchmark_group("clean");
    for size in [KB, 100 * KB, 10 * MB] {
        let films = films_for(size, render_clean);
        let text = render_clean(&films);
        // Both sides must actually succeed, or the comparison is void.
        assert_eq!(
            serde_json::from_str::<Vec<Film>>(&text).expect("clean input is valid JSON"),
            films
        );
        check_films(&format!("clean/{}", label(size)), &text, &films);

        if size >= 10 * MB {
            // One iteration takes tens of milliseconds or more: ten equal samples suffice.
            group.sample_size(10).sampling_mode(SamplingMode::Flat);
        }
        group.throughput(Throughput::BytesDecimal(text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("serde_json", label(size)),
            text.as_str(),
            |b, text| b.iter(|| serde_json::from_str::<Vec<Film>>(black_box(text))),
        );
        group.bench_with_input(
            BenchmarkId::new("structout", label(size)),
            text.as_str(),
            |b, text| b.iter(|| Vec::<Film>::convert(black_box(text))),
        );
        // The dynamic converter against serde_json's own `Value` parse.
        let converter = <Vec<Film>>::converter();
        assert_eq!(
            converter.convert(&text).ok(),
            serde_json::from_str::<serde_json::Value>(&text).ok()
        );
        group.bench_with_input(
            BenchmarkId::new("serde_json_value", label(size)),
            text.as_str(),
            |b, text| b.iter(|| serde_json::from_str::<serde_json::Value>(black_box(text))),
        );
        group.bench_with_input(
            BenchmarkId::new("converter", label(size)),
            text.as_str(),
            |b, text| b.iter(|| converter.convert(black_box(text))),
        );
    }
    group.finish();
}

/// Model-style input: the tolerant engine's full path, with serde_json on the equivalent
/// clean text as the reference.
fn messy(c: &mut Criterion) {
    let mut group = c.benchmark_group("messy");
    for size in [KB, 100 * KB, MB] {
        let films = films_for(size, render_messy);
        let text = render_messy(&films);
        let clean_text = render_clean(&films);
        assert!(
            serde_json::from_str::<serde_json::Value>(&text).is_err(),
            "messy input must not be valid JSON"
        );
        check_films(&format!("messy/{}", label(size)), &text, &films);

        if size >= MB {
            group.sample_size(10).sampling_mode(SamplingMode::Flat);
        }
        group.throughput(Throughput::BytesDecimal(text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("structout", label(size)),
            text.as_str(),
            |b, text| b.iter(|| Vec::<Film>::convert(black_box(text))),
        );
        // Throughput of the reference is per byte of the clean text it reads.
        group.throughput(Throughput::BytesDecimal(clean_text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("serde_json_clean", label(size)),
            clean_text.as_str(),
            |b, text| b.iter(|| serde_json::from_str::<Vec<Film>>(black_box(text))),
        );
    }
    group.finish();
}

/// Messy input of growing size through the schema-free converter: MB/s should stay flat.
fn scaling(c: &mut Criterion) {
    let converter = Converter::new(&json!(true)).expect("`true` is a valid schema");
    let mut group = c.benchmark_group("scaling");
    for size in [KB, 10 * KB, 100 * KB, MB, 10 * MB] {
        let films = films_for(size, render_messy);
        let text = render_messy(&films);
        if let Err(err) = converter.convert(&text) {
            eprintln!("NOTE scaling/{}: conversion failed: {err}", label(size));
        }

        if size >= MB {
            group.sample_size(10).sampling_mode(SamplingMode::Flat);
        }
        group.throughput(Throughput::BytesDecimal(text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("any_json", label(size)),
            text.as_str(),
            |b, text| b.iter(|| converter.convert(black_box(text))),
        );
    }
    group.finish();
}

/// structout and the Rust repair crates on the same replies, each checked before it is timed.
fn peers(c: &mut Criterion) {
    let mut group = c.benchmark_group("peers");
    for (name, text, expected) in short_replies() {
        group.throughput(Throughput::BytesDecimal(text.len() as u64));
        // A reply that ends before its closers was cut off: structout refuses it by default
        // and, as the peers do, repairs it when the caller allows a cut-off value.
        let options = ConvertOptions::default().allow_truncated(name == "missing_closers");
        let ours = |t: &str| Film::convert_with(t, &options).map(|report| report.value);
        assert_eq!(
            ours(&text).ok().as_ref(),
            Some(&expected),
            "structout on {name}"
        );
        group.bench_with_input(
            BenchmarkId::new("structout", name),
            text.as_str(),
            |b, t| b.iter(|| ours(black_box(t))),
        );
        for peer in PEERS {
            if peer_convert::<Film>(peer, &text).as_ref() != Some(&expected) {
                eprintln!("PEER {} wrong on {name}: not timed", peer.name);
                continue;
            }
            group.bench_with_input(BenchmarkId::new(peer.name, name), text.as_str(), |b, t| {
                b.iter(|| peer_convert::<Film>(peer, black_box(t)))
            });
            let ratio = paired(
                || ours(black_box(&text)).is_ok(),
                || peer_convert::<Film>(peer, black_box(&text)).is_some(),
            );
            println!(
                "paired: peers/{name}: structout / {} = {ratio:.2}",
                peer.name
            );
        }
    }
    for count in [2, 10] {
        let (text, films) = unclosed_list(count);
        peer_list(&mut group, &format!("unclosed_list_{count}"), &text, &films);
    }
    for size in [KB, 100 * KB, MB] {
        let films = films_for(size, render_messy);
        let text = render_messy(&films);
        if size >= 100 * KB {
            group.sample_size(10).sampling_mode(SamplingMode::Flat);
        }
        peer_list(&mut group, &format!("messy_{}", label(size)), &text, &films);
    }
    group.finish();
}

/// A list of films through structout and each peer that reads it right, with the paired ratio.
fn peer_list(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    text: &str,
    films: &[Film],
) {
    group.throughput(Throughput::BytesDecimal(text.len() as u64));
    check_films(&format!("peers/{name}"), text, films);
    group.bench_with_input(BenchmarkId::new("structout", name), text, |b, t| {
        b.iter(|| Vec::<Film>::convert(black_box(t)))
    });
    for peer in PEERS {
        if peer_convert::<Vec<Film>>(peer, text).as_deref() != Some(films) {
            eprintln!("PEER {} wrong on {name}: not timed", peer.name);
            continue;
        }
        group.bench_with_input(BenchmarkId::new(peer.name, name), text, |b, t| {
            b.iter(|| peer_convert::<Vec<Film>>(peer, black_box(t)))
        });
        let ratio = paired(
            || Vec::<Film>::convert(black_box(text)).is_ok(),
            || peer_convert::<Vec<Film>>(peer, black_box(text)).is_some(),
        );
        println!(
            "paired: peers/{name}: structout / {} = {ratio:.2}",
            peer.name
        );
    }
}

/// `ours`' time over `theirs'`, measured in rounds that run each in turn (which goes first
/// alternates) for about a millisecond: a load on the machine, which moves criterion's
/// separate timings by a third, weighs on both sides of a round alike. The median of the
/// rounds' ratios.
fn paired(ours: impl Fn() -> bool, theirs: impl Fn() -> bool) -> f64 {
    const ROUNDS: usize = 201;
    let time = |run: &dyn Fn() -> bool, calls: usize| {
        let start = Instant::now();
        for _ in 0..calls {
            black_box(run());
        }
        start.elapsed().as_secs_f64()
    };
    // Calls per round: as many as take about a millisecond.
    let one = time(&ours, 1).max(time(&theirs, 1)).max(1e-7);
    let calls = ((1e-3 / one) as usize).clamp(1, 10_000);
    let mut ratios: Vec<f64> = (0..ROUNDS)
        .map(|round| {
            let (a, b) = if round % 2 == 0 {
                let a = time(&ours, calls);
                (a, time(&theirs, calls))
            } else {
                let b = time(&theirs, calls);
                (time(&ours, calls), b)
            };
            a / b
        })
        .collect();
    ratios.sort_by(f64::total_cmp);
    ratios[ROUNDS / 2]
}

/// Runs `run` once on the adversary at growing sizes and prints the times; returns `false`
/// (and prints `SLOW`) when a run took longer than [`SLOW_PROBE`], so the caller skips it.
fn probe(what: &str, adversary: &Adversary, run: &dyn Fn(&str)) -> bool {
    let mut times = Vec::new();
    for size in [16 * KB, 128 * KB, MB] {
        let text = (adversary.build)(size);
        let start = Instant::now();
        let peak = peak_bytes(|| run(&text));
        let elapsed = start.elapsed();
        times.push(format!(
            "{}: {elapsed:.2?}, peak {:.1}x",
            label(size),
            peak as f64 / text.len() as f64
        ));
        if elapsed > SLOW_PROBE {
            eprintln!(
                "SLOW adversarial/{what}/{}: one run took {elapsed:.2?} at {size} bytes ({}); not benchmarked",
                adversary.name,
                times.join(", ")
            );
            return false;
        }
    }
    eprintln!(
        "probe adversarial/{what}/{}: {}",
        adversary.name,
        times.join(", ")
    );
    true
}

/// 1 MB inputs built to find super-linear paths: each should take milliseconds.
fn adversarial(c: &mut Criterion) {
    let converter = Converter::new(&json!(true)).expect("`true` is a valid schema");
    let any_json = |text: &str| {
        let _ = black_box(converter.convert(black_box(text)));
    };
    let films = |text: &str| {
        let _ = black_box(Vec::<Film>::convert(black_box(text)));
    };
    let enum_converter =
        Converter::new(&json!({"enum": ["low", "medium", "high"]})).expect("a valid schema");
    let one_of = |text: &str| {
        let _ = black_box(enum_converter.convert(black_box(text)));
    };

    // The reference for the peak-memory figures: serde_json's own tree of values on valid
    // JSON made of the same kind of tiny tokens.
    for (name, item) in [("\"\",", "\"\","), ("[1],", "[1],")] {
        let text = format!("[{}0]", item.repeat(MB / item.len()));
        let peak = peak_bytes(|| {
            black_box(serde_json::from_str::<serde_json::Value>(black_box(&text)).ok());
        });
        eprintln!(
            "reference: serde_json::Value of `{name}` repeated to 1MB: peak {:.1}x",
            peak as f64 / text.len() as f64
        );
    }

    let mut group = c.benchmark_group("adversarial");
    group.sample_size(10).sampling_mode(SamplingMode::Flat);
    for adversary in ADVERSARIES {
        let text = (adversary.build)(MB);
        group.throughput(Throughput::BytesDecimal(text.len() as u64));
        if probe("any_json", adversary, &any_json) {
            group.bench_with_input(
                BenchmarkId::new("any_json", adversary.name),
                text.as_str(),
                |b, text| b.iter(|| any_json(text)),
            );
        }
        if probe("vec_film", adversary, &films) {
            group.bench_with_input(
                BenchmarkId::new("vec_film", adversary.name),
                text.as_str(),
                |b, text| b.iter(|| films(text)),
            );
        }
        if probe("enum", adversary, &one_of) {
            group.bench_with_input(
                BenchmarkId::new("enum", adversary.name),
                text.as_str(),
                |b, text| b.iter(|| one_of(text)),
            );
        }
    }
    group.finish();
}

/// A partial parser of `converter` that has been pushed every part.
fn pushed(converter: &Converter, parts: &[&str]) -> structout::PartialParser {
    let mut parser = converter.partial_parser();
    for part in parts {
        parser.push(black_box(part));
    }
    parser
}

/// Streaming: the messy reply pushed to a partial parser in chunks and finished, against one
/// `convert` of the whole text; the issue's bounds are 3x for 1 MB in 64-byte chunks and 10x
/// for 100 KB a byte at a time.
fn stream(c: &mut Criterion) {
    let mut group = c.benchmark_group("stream");
    group.sample_size(10).sampling_mode(SamplingMode::Flat);
    let converter = <Vec<Film>>::converter();
    for (size, chunk) in [(100 * KB, 1), (MB, 64)] {
        let text = render_messy(&films_for(size, render_messy));
        let parts = chunked(&text, chunk);
        // Checked before timing: the stream shows the whole value by its end.
        let parser = pushed(converter, &parts);
        let shown = parser.current().cloned();
        let finished = parser.finish().expect("the messy reply converts");
        assert_eq!(
            shown.as_ref(),
            Some(&finished),
            "the stream shows the whole value"
        );

        group.throughput(Throughput::BytesDecimal(text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("convert", label(size)),
            text.as_str(),
            |b, text| b.iter(|| converter.convert(black_box(text))),
        );
        group.bench_with_input(
            BenchmarkId::new(format!("push{chunk}_finish"), label(size)),
            &parts,
            |b, parts| b.iter(|| pushed(converter, parts).finish()),
        );
        group.bench_with_input(
            BenchmarkId::new(format!("push{chunk}"), label(size)),
            &parts,
            |b, parts| b.iter(|| pushed(converter, parts).current().is_some()),
        );
    }
    group.finish();
}

/// Recursive unions at depths 1 to 12: throughput should be flat across depths.
fn recursive(c: &mut Criterion) {
    let converter = Converter::new(&json_value_schema()).expect("a valid schema");
    let mut group = c.benchmark_group("recursive");
    for depth in [1, 2, 4, 8, 12] {
        let (value, clean, messy) = nested_tree(depth, 4);
        let tree: Tree = serde_json::from_value(value.clone()).expect("a tree");
        assert_eq!(Tree::convert(&messy).ok().as_ref(), Some(&tree), "{messy}");
        assert_eq!(converter.convert(&clean).ok().as_ref(), Some(&value));
        assert_eq!(converter.convert(&messy).ok().as_ref(), Some(&value));
        let id = |what: &str| BenchmarkId::new(what, format!("depth_{depth}"));
        group.throughput(Throughput::BytesDecimal(messy.len() as u64));
        group.bench_with_input(id("enum_messy"), messy.as_str(), |b, t| {
            b.iter(|| Tree::convert(black_box(t)))
        });
        group.bench_with_input(id("schema_messy"), messy.as_str(), |b, t| {
            b.iter(|| converter.convert(black_box(t)))
        });
        group.throughput(Throughput::BytesDecimal(clean.len() as u64));
        group.bench_with_input(id("enum_valid"), clean.as_str(), |b, t| {
            b.iter(|| Tree::convert(black_box(t)))
        });
        group.bench_with_input(id("schema_valid"), clean.as_str(), |b, t| {
            b.iter(|| converter.convert(black_box(t)))
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    clean,
    messy,
    scaling,
    peers,
    recursive,
    adversarial,
    stream
);
criterion_main!(benches);
