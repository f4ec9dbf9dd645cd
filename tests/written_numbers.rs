//! A number written the way people write it (thousands grouped by `,` `.` `'` or a space, a
//! decimal point or comma, a currency sign before or after, a minus sign before the sign) is
//! read as that number, or refused: never a part of it (`299` of `$1,299.00`), never with a
//! decimal comma dropped (`1250` of `12,50`), never without its sign.
//!
//! Generated: numbers in five conventions, with and without currency and sign, in sentences
//! of several languages, through a number target and a list (3,000 in CI;
//! `WRITTEN_NUMBERS_CASES=100000 cargo test --release --test written_numbers` for more).

mod common;

use common::Rng;
use serde_json::{Value, json};
use structout::Converter;

/// `units` hundredths (or whole units, when `cents` is off) written in `style`.
fn written(units: u64, cents: bool, style: &str) -> String {
    let (group, decimal) = match style {
        "en" => (",", "."),
        "de" => (".", ","),
        "fr" => (" ", ","),
        "ch" => ("'", "."),
        _ => ("", "."),
    };
    let whole = if cents { units / 100 } else { units };
    let digits = whole.to_string();
    let mut grouped = String::new();
    for (n, c) in digits.chars().enumerate() {
        if n > 0 && (digits.len() - n) % 3 == 0 {
            grouped.push_str(group);
        }
        grouped.push(c);
    }
    if cents {
        grouped.push_str(&format!("{decimal}{:02}", units % 100));
    }
    grouped
}

const TEMPLATES: [&str; 7] = [
    "{}",
    "The price is {}.",
    "Der Preis beträgt {}.",
    "Le prix est de {}.",
    "El precio es {} en total.",
    "Total: {}",
    "価格は{}です。",
];

#[test]
fn a_written_number_is_read_whole_or_refused() {
    let number = Converter::new(&json!({"type": "number"})).unwrap();
    let list = Converter::new(&json!({"type": "array", "items": {"type": "number"}})).unwrap();
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let mut read = 0;
    let mut cases = 0;
    let runs: usize = std::env::var("WRITTEN_NUMBERS_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3_000);
    for _ in 0..runs {
        let magnitude = [10, 1_000, 100_000, 10_000_000, 1_000_000_000][rng.next(5)];
        let units = rng.next(magnitude) as u64;
        let cents = rng.next(2) == 0;
        let style = ["en", "de", "fr", "ch", "plain"][rng.next(5)];
        let negative = rng.next(4) == 0;
        let mut text = written(units, cents, style);
        let currency = ["", "$", "€", "£"][rng.next(4)];
        if !currency.is_empty() {
            text = if rng.next(2) == 0 {
                format!("{currency}{text}")
            } else {
                format!("{text} {currency}")
            };
        }
        if negative {
            text = format!("-{text}");
        }
        let expected = {
            let value = if cents {
                units as f64 / 100.0
            } else {
                units as f64
            };
            if negative { -value } else { value }
        };
        let template = TEMPLATES[rng.next(TEMPLATES.len())];
        let reply = template.replace("{}", &text);
        // A reply that is itself a JSON number (`-40.781`, German for -40781) is that JSON
        // number: JSON's reading is the contract there.
        if serde_json::from_str::<Value>(&reply).is_ok() {
            continue;
        }
        cases += 1;
        for (what, outcome) in [
            ("number", number.convert(&reply)),
            ("list", list.convert(&reply).map(|v| v[0].clone())),
        ] {
            if let Ok(value) = outcome {
                let got = value.as_f64().unwrap_or(f64::NAN);
                assert!(
                    (got - expected).abs() < 1e-9,
                    "{what}: {reply:?} read as {value}, written {expected}"
                );
                read += 1;
            }
        }
    }
    // Refusing everything would pass the check above: most of these are certain.
    eprintln!("{read} of {} readings returned a value", 2 * cases);
    assert!(
        read > cases,
        "only {read} of {} readings returned a value",
        2 * cases
    );
}

#[test]
fn the_examples_that_showed_the_rule() {
    let number = Converter::new(&json!({"type": "number"})).unwrap();
    for (reply, expected) in [
        ("$1,299.00", Some(1299.0)),
        ("€1.299,00", Some(1299.0)),
        ("1 299,00", Some(1299.0)),
        ("1'299.00", Some(1299.0)),
        ("-$5", Some(-5.0)),
        ("Der Preis beträgt 12,50 €.", Some(12.5)),
        ("x 1.299,00 y", Some(1299.0)),
        ("$1,29,9", None),
    ] {
        let got: Option<Value> = number.convert(reply).ok();
        assert_eq!(got.and_then(|v| v.as_f64()), expected, "{reply}");
    }
}
