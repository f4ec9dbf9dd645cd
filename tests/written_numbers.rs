//! A number written the way people write it (thousands grouped by `,` `.` `'` or a space, a
//! decimal point or comma, a currency sign before or after, a minus sign before the sign) is
//! read as that number, or refused: never a part of it (`299` of `$1,299.00`), never with a
//! decimal comma dropped (`1250` of `12,50`), never without its sign.
//!
//! Generated: numbers in five conventions, with and without currency and sign, in sentences
//! of several languages, through a number target and a list, and unquoted in a JSON
//! object's member (3,000 in CI;
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
    let record = Converter::new(&json!({"type": "object",
        "properties": {"amount": {"type": "number"}, "note": {"type": "string"}},
        "required": ["amount"]}))
    .unwrap();
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
        // The number unquoted in a JSON object, as a model writes it there, last or not.
        let member = if rng.next(2) == 0 {
            format!("{{\"amount\": {text}}}")
        } else {
            format!("{{\"amount\": {text}, \"note\": \"ok\"}}")
        };
        // Valid JSON is read as JSON (`{"amount": 81.230}` is 81.23): only the others count.
        let member_outcome = match serde_json::from_str::<Value>(&member) {
            Ok(_) => Err(number.convert("").unwrap_err()),
            Err(_) => record.convert(&member).map(|v| v["amount"].clone()),
        };
        for (what, input, outcome) in [
            ("number", &reply, number.convert(&reply)),
            ("list", &reply, list.convert(&reply).map(|v| v[0].clone())),
            ("member", &member, member_outcome),
        ] {
            if let Ok(value) = outcome {
                let got = value.as_f64().unwrap_or(f64::NAN);
                assert!(
                    (got - expected).abs() < 1e-9,
                    "{what}: {input:?} read as {value}, written {expected}"
                );
                read += 1;
            }
        }
    }
    // Refusing everything would pass the check above: most of these are certain.
    eprintln!("{read} of {} readings returned a value", 3 * cases);
    assert!(
        read > cases,
        "only {read} of {} readings returned a value",
        3 * cases
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
        ("{\"amount\": 1.299,00}", Some(1299.0)),
        ("{\"amount\": 12,50}", Some(12.5)),
    ] {
        let got: Option<Value> = number.convert(reply).ok();
        assert_eq!(got.and_then(|v| v.as_f64()), expected, "{reply}");
    }
}
