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

use common::{Rng, assert_no_failures};
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

/// The currency of an amount, as a string writes it: before or after the number, a sign, a
/// code or a name, with or without a space; and the ISO codes it may stand for.
const CURRENCIES: [(&str, &[&str]); 10] = [
    ("$", &["USD", "CAD", "AUD", "NZD", "HKD", "SGD", "MXN"]),
    ("€", &["EUR"]),
    ("£", &["GBP"]),
    ("¥", &["JPY", "CNY"]),
    ("CHF", &["CHF"]),
    ("USD", &["USD"]),
    ("R$", &["BRL"]),
    ("kr", &["SEK", "NOK", "DKK", "ISK"]),
    ("zł", &["PLN"]),
    ("₹", &["INR"]),
];

/// An amount of money in a JSON string (`"price": "$1,299.00"`, `"CHF 1'299.50"`, `"1 299,00
/// kr"`) is the amount, whatever the currency's place and the digits' convention, or refused;
/// in a field whose name declares another currency (`price_eur` holding `£12`), refused.
/// Generated: 2,000 amounts in five conventions and ten currencies, into fields named with
/// and without a currency; every one in a currency the field may hold is read.
#[test]
fn an_amount_in_a_string_is_the_amount_or_refused() {
    let mut rng = Rng(0x5eed_1234_abcd_0002);
    let (mut read, mut cases) = (0, 0);
    for _ in 0..2_000 {
        let magnitude = [100, 10_000, 1_000_000, 100_000_000][rng.next(4)];
        let units = rng.next(magnitude) as u64;
        let cents = rng.next(2) == 0;
        let style = ["en", "de", "fr", "ch", "plain"][rng.next(5)];
        let (currency, codes) = CURRENCIES[rng.next(CURRENCIES.len())];
        let text = written(units, cents, style);
        let space = [" ", "", "\u{a0}"][rng.next(3)];
        let amount = if rng.next(2) == 0 {
            format!("{currency}{space}{text}")
        } else {
            format!("{text}{space}{currency}")
        };
        let negative = rng.next(5) == 0;
        let amount = if negative {
            format!("{}{amount}", ["-", "−"][rng.next(2)])
        } else {
            amount
        };
        let field = ["amount", "price_eur", "total_usd", "cost_jpy"][rng.next(4)];
        let declared = field.rsplit_once('_').map(|(_, c)| c.to_ascii_uppercase());
        let converter = Converter::new(&json!({"type": "object",
            "properties": {field: {"type": "number"}}, "required": [field]}))
        .unwrap();
        let reply = json!({ field: amount }).to_string();
        let expected = if cents {
            units as f64 / 100.0
        } else {
            units as f64
        };
        let expected = if negative { -expected } else { expected };
        let may_be = declared
            .as_ref()
            .is_none_or(|code| codes.is_empty() || codes.contains(&code.as_str()));
        cases += usize::from(may_be);
        let Ok(value) = converter.convert(&reply) else {
            continue;
        };
        let got = value[field].as_f64().unwrap_or(f64::NAN);
        assert!(
            (got - expected).abs() < 1e-9,
            "{reply} read as {value}, written {expected}"
        );
        if let Some(code) = &declared {
            assert!(
                codes.is_empty() || codes.contains(&code.as_str()),
                "{reply}: an amount in {currency} taken for a field in {code}"
            );
        }
        read += 1;
    }
    // Every amount in a currency the field may hold reads one way: money has two decimals.
    eprintln!("{read} of {cases} amounts in the field's currency returned a value");
    assert_eq!(read, cases, "only {read} of {cases} amounts read");
}

/// A number with a unit in a JSON string is that number where the field's name declares
/// that unit (`"30 cm"` for `length_cm`, `"−12,5 °C"` for `temp_c`, `"21 %"` for
/// `vat_percent`), and refused where it declares another unit or none: the program would take
/// a number in a unit it did not mean. Generated over units, spellings and spacing.
#[test]
fn a_measure_in_a_string_is_read_only_in_the_declared_unit() {
    let fields = [
        ("length_cm", "cm"),
        ("weight_kg", "kg"),
        ("temp_c", "°C"),
        ("vat_percent", "%"),
        ("distance_km", "km"),
        ("length", ""),
    ];
    let units = ["cm", "kg", "°C", "%", "km", "m", "mm", "g"];
    let mut rng = Rng(0x5eed_1234_abcd_0003);
    let mut read = 0;
    for _ in 0..1_000 {
        let (field, declared) = fields[rng.next(fields.len())];
        let unit = if rng.next(2) == 0 {
            declared
        } else {
            units[rng.next(units.len())]
        };
        if unit.is_empty() {
            continue;
        }
        let whole = rng.next(100_000) as u64;
        let negative = rng.next(5) == 0;
        let style = ["en", "de", "plain"][rng.next(3)];
        let mut text = written(whole, false, style);
        let mut plain = whole as f64;
        if rng.next(2) == 0 {
            let digit = rng.next(10);
            let decimal = if style == "de" { "," } else { "." };
            text.push_str(&format!("{decimal}{digit}"));
            plain += digit as f64 / 10.0;
        }
        let number = if negative {
            plain = -plain;
            format!("{}{text}", ["-", "−"][rng.next(2)])
        } else {
            text
        };
        let space = [" ", "", "\u{a0}"][rng.next(3)];
        let reply = json!({ field: format!("{number}{space}{unit}") }).to_string();
        let converter = Converter::new(&json!({"type": "object",
            "properties": {field: {"type": "number"}}, "required": [field]}))
        .unwrap();
        let Ok(value) = converter.convert(&reply) else {
            continue;
        };
        assert_eq!(
            unit, declared,
            "{reply} read as {value}: a unit the field does not name"
        );
        let got = value[field].as_f64().unwrap_or(f64::NAN);
        assert!(
            (got - plain).abs() < 1e-9,
            "{reply} read as {value}, written {plain}"
        );
        read += 1;
    }
    assert!(read > 100, "only {read} measures read");
}

/// A scale word after a number multiplies it exactly (`2.5 million`, `3 Mio.`, `4万`, `2
/// लाख`, `5 triệu`, `3 млн`), in prose of several languages and scripts; a display's compact figure (`1.2k`, `3bn`, `$3.4M`) is rounded and
/// refused, as `billion` in prose that writes a decimal comma (a thousand millions to one
/// reader, a million millions to another) and `mil` (a thousand or a million). Never the
/// number without its scale.
#[test]
fn a_scaled_number_is_its_multiple_or_refused() {
    let scales: [(&str, Option<u32>); 43] = [
        ("M", None),
        ("MM", None),
        ("B", None),
        (" million", Some(6)),
        (" thousand", Some(3)),
        (" Mio.", Some(6)),
        (" Mrd.", Some(9)),
        (" millones", Some(6)),
        ("万", Some(4)),
        ("k", None),
        ("bn", None),
        (" hundred", Some(2)),
        (" mil", None),
        // The scale words of other languages and scripts: never the number without them.
        (" Tsd.", Some(3)),
        (" mila", Some(3)),
        (" duizend", Some(3)),
        (" mln", Some(6)),
        (" tys.", Some(3)),
        (" miljoner", Some(6)),
        (" miljoonaa", Some(6)),
        (" тыс.", Some(3)),
        (" млн", Some(6)),
        (" млрд", Some(9)),
        (" bin", Some(3)),
        (" juta", Some(6)),
        (" triệu", Some(6)),
        (" εκατομμύρια", Some(6)),
        (" مليون", Some(6)),
        (" میلیون", Some(6)),
        (" lakh", Some(5)),
        (" लाख", Some(5)),
        (" करोड़", Some(7)),
        (" हज़ार", Some(3)),
        (" লাখ", Some(5)),
        (" லட்சம்", Some(5)),
        ("萬", Some(4)),
        (" ล้าน", Some(6)),
        (" કરોડ", Some(7)),
        (" ਲੱਖ", Some(5)),
        (" కోట్ల", Some(7)),
        (" ಲಕ್ಷ", Some(5)),
        (" കോടി", Some(7)),
        (" ලක්ෂ", Some(5)),
    ];
    let templates = [
        "The budget is {} in total.",
        "Das Budget beträgt {} Euro.",
        "El presupuesto es de {} de pesos.",
        "予算は{}円です。",
        "{}",
    ];
    let number = Converter::new(&json!({"type": "number"})).unwrap();
    let mut rng = Rng(0x5eed_1234_abcd_0004);
    let mut read = 0;
    for _ in 0..3_000 {
        let (scale, power) = scales[rng.next(scales.len())];
        let whole = rng.next(999) + 1;
        let tenth = rng.next(10);
        let template = templates[rng.next(templates.len())];
        let decimal = if template.starts_with("Das") || template.starts_with("El") {
            ","
        } else {
            "."
        };
        let (text, value) = if rng.next(2) == 0 {
            (
                format!("{whole}{decimal}{tenth}"),
                whole as f64 + tenth as f64 / 10.0,
            )
        } else {
            (whole.to_string(), whole as f64)
        };
        let reply = template.replace("{}", &format!("{text}{scale}"));
        match (number.convert(&reply), power) {
            (Ok(got), Some(power)) => {
                let expected = value * 10f64.powi(power as i32);
                let got = got.as_f64().unwrap();
                // Relative: `273.4` times 10⁹ is not exact in binary floating point.
                assert!(
                    (got - expected).abs() <= expected.abs() * 1e-12,
                    "{reply} read as {got}"
                );
                read += 1;
            }
            (Ok(got), None) => panic!("{reply} read as {got}: a compact figure is rounded"),
            (Err(_), _) => {}
        }
    }
    assert!(read > 900, "only {read} scaled numbers read");
}

/// A number written with the units of Chinese, Japanese or Korean (`3万5千円`, `1億2000万`,
/// `2万3千4百5十6`, `3만 5천`'s unspaced `3만5천`) is the one number they add up to, never
/// its first part (`3万`) or two numbers. Generated over numbers below 10¹², the scripts'
/// units, each part in digits or in smaller units, and the words around.
#[test]
fn a_number_in_cjk_units_is_the_sum_of_its_parts() {
    let mut rng = Rng(0x5eed_1234_abcd_0007);
    let converter = Converter::new(&json!({"type": "integer"})).unwrap();
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let korean = rng.next(3) == 0;
        let (oku, man, sen, hyaku, ju) = if korean {
            ("억", "만", "천", "백", "십")
        } else {
            (["億", "亿"][rng.next(2)], "万", "千", "百", "十")
        };
        // A part below 10⁴ in digits, or in thousands, hundreds, tens and ones.
        let below = |n: u64, rng: &mut Rng| -> String {
            if rng.next(2) == 0 {
                return n.to_string();
            }
            let mut out = String::new();
            for (d, unit) in [(n / 1000, sen), (n / 100 % 10, hyaku), (n / 10 % 10, ju)] {
                if d > 0 {
                    out.push_str(&format!("{d}{unit}"));
                }
            }
            if !n.is_multiple_of(10) {
                out.push_str(&(n % 10).to_string());
            }
            out
        };
        let (a, b, c) = (
            u64::from(rng.next(3) > 0) * rng.next(10_000) as u64,
            rng.next(10_000) as u64,
            u64::from(rng.next(2) > 0) * rng.next(10_000) as u64,
        );
        if a == 0 && b == 0 {
            continue;
        }
        let mut written = String::new();
        if a > 0 {
            written.push_str(&format!("{}{oku}", below(a, &mut rng)));
        }
        if b > 0 {
            written.push_str(&format!("{}{man}", below(b, &mut rng)));
        }
        if c > 0 {
            written.push_str(&below(c, &mut rng));
        }
        let want = a * 100_000_000 + b * 10_000 + c;
        let reply = [
            format!("価格は{written}円です。"),
            format!("总价{written}元。"),
            format!("가격은 {written}원입니다."),
            written.clone(),
        ][rng.next(4)]
        .clone();
        match converter.convert(&reply) {
            Ok(v) if v == json!(want) => {}
            Ok(v) => failures.push(format!("{reply:?} read as {v}, written {want}")),
            Err(e) => failures.push(format!("{reply:?} refused: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// An amount alone in parentheses (`(1,200.00)`, `($45.00)`, `(€ 3.50)`) is negative in the
/// accounting convention and a remark elsewhere: it reads two ways and is refused, never
/// returned as the positive amount; the same amount written without them is its value.
/// Generated over amounts, currency signs, the sentence around and the field's name.
#[test]
fn an_amount_in_parentheses_reads_two_ways() {
    let mut rng = common::Rng(0x0b5e_aa11_0007);
    let mut failures = Vec::new();
    let keys = ["net_income", "balance", "amount", "profit"];
    for _ in 0..600 {
        let key = keys[rng.next(keys.len())];
        let converter = structout::Converter::new(&serde_json::json!({"type": "object",
            "properties": {key: {"type": "number"}}, "required": [key], "additionalProperties": false}))
        .unwrap();
        let cents = 100 + rng.next(9_999_900);
        let text = format!("{}.{:02}", cents / 100, cents % 100);
        let sign = ["", "$", "€ "][rng.next(3)];
        let parens = rng.next(2) == 0;
        let amount = if parens {
            format!("({sign}{text})")
        } else {
            format!("{sign}{text}")
        };
        let reply = [
            format!("Net income for Q4: {amount}"),
            format!("The statement shows {amount} for the quarter."),
            format!("Result: {amount}"),
        ][rng.next(3)]
        .clone();
        let want = cents as f64 / 100.0;
        match (parens, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: read as {v}")),
            (false, Ok(v)) if v[key].as_f64() != Some(want) => {
                failures.push(format!("{reply:?}: read as {v}"));
            }
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    common::assert_no_failures(&failures);
}

/// A count of a fraction's parts (`three quarters of a cup`, `2 thirds of the budget`,
/// `trois quarts`, `zwei Drittel`) is the fraction's numerator: never returned as the
/// quantity, whether the count is written in digits or words, and whatever the language or
/// the sentence. The same sentences with a unit in place of the parts give the number.
#[test]
fn a_count_of_a_fractions_parts_is_no_quantity() {
    let converter = structout::Converter::new(&serde_json::json!({
        "type": "object", "properties": {"amount": {"type": "number"}},
        "required": ["amount"], "additionalProperties": false
    }))
    .unwrap();
    let counts = [
        ("2", 2),
        ("3", 3),
        ("two", 2),
        ("three", 3),
        ("five", 5),
        ("7", 7),
    ];
    let parts = [
        "quarters", "thirds", "fifths", "eighths", "halves", "tenths", "quarts", "tiers",
        "Drittel", "Viertel", "terzi",
    ];
    let sentences = [
        "Use {} of a cup of sugar.",
        "About {} of the budget went to rent.",
        "Il faut {} du total.",
        "Es sind {} der Summe.",
        "The answer: {} of it.",
    ];
    let mut rng = common::Rng(0x0f4a_c710_0001);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let (count, n) = counts[rng.next(counts.len())];
        let sentence = sentences[rng.next(sentences.len())];
        let fraction = rng.next(3) != 0;
        let what = if fraction {
            parts[rng.next(parts.len())]
        } else {
            "cups"
        };
        let reply = sentence.replace("{}", &format!("{count} {what}"));
        match converter.convert(&reply) {
            Ok(v) if fraction => failures.push(format!("{reply:?}: read as {v}")),
            Ok(v) if v["amount"] != n && !reply.starts_with("About") => {
                failures.push(format!("{reply:?}: read as {v}"));
            }
            _ => {}
        }
    }
    common::assert_no_failures(&failures);
}

/// Digits of every script are digits: a number named in prose in Arabic-Indic, Devanagari,
/// Bengali, Thai or fullwidth digits is the number its ASCII spelling is, and two such numbers
/// that differ still read two ways. Generated over scripts, numbers, sentences and a second
/// number or not.
#[test]
fn digits_of_every_script_are_digits() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"count": {"type": "integer"}},
        "required": ["count"], "additionalProperties": false}))
    .unwrap();
    let zeros = [
        '\u{660}', '\u{6f0}', '\u{966}', '\u{9e6}', '\u{e50}', '\u{ff10}',
    ];
    let sentences = [
        "المجموع هو {} طالبًا.",
        "कुल {} सीटें आरक्षित हैं।",
        "合計は{}件です。",
        "The count is {}.",
        "ทั้งหมด {} รายการ",
    ];
    let mut rng = Rng(0xd161_7500_0001);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let zero = zeros[rng.next(zeros.len())];
        let spell = |n: u64| -> String {
            n.to_string()
                .chars()
                .map(|d| char::from_u32(zero as u32 + d.to_digit(10).unwrap()).unwrap())
                .collect()
        };
        let n = 2 + rng.next(900) as u64;
        let sentence = sentences[rng.next(sentences.len())];
        let two = rng.next(3) == 0;
        let reply = if two {
            format!(
                "{} {}",
                sentence.replace("{}", &spell(n)),
                sentence.replace("{}", &spell(n + 1))
            )
        } else {
            sentence.replace("{}", &spell(n))
        };
        match (converter.convert(&reply), two) {
            (Ok(v), false) if v == json!({"count": n}) => {}
            (Ok(v), _) => failures.push(format!("{reply:?}: read as {v}")),
            (Err(e), false) => failures.push(format!("{reply:?}: refused: {e}")),
            (Err(_), true) => {}
        }
    }
    common::assert_no_failures(&failures);
}

/// A whole number and a vulgar fraction sign are one number (`1¾` is 1.75, `2 ½` 2.5), never
/// the whole number alone; a fraction with no exact decimal (`1⅓`) gives no one number.
/// Generated over the numbers, the signs, a space or none, sentences in four languages, and
/// a unit that is the field's or another's.
#[test]
fn a_whole_number_and_a_fraction_sign_are_one_number() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"length_cm": {"type": "number"}}, "required": ["length_cm"],
        "additionalProperties": false}))
    .unwrap();
    let signs = [
        ('¼', Some(0.25)),
        ('½', Some(0.5)),
        ('¾', Some(0.75)),
        ('⅛', Some(0.125)),
        ('⅝', Some(0.625)),
        ('⅓', None),
        ('⅔', None),
    ];
    let sentences = [
        "Cut the board to {} {unit}.",
        "Schneiden Sie das Brett auf {} {unit} zu.",
        "Coupez la planche à {} {unit}.",
        "The length is {} {unit}, measured twice.",
    ];
    let mut rng = Rng(0x5e1f_f4ac_0001);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let whole = 1 + rng.next(40);
        let (sign, part) = signs[rng.next(signs.len())];
        let space = [" ", ""][rng.next(2)];
        let own_unit = rng.next(3) != 0;
        let unit = if own_unit {
            ["cm", "centimetres", "centimeters"][rng.next(3)]
        } else {
            ["m", "mm", "inches"][rng.next(3)]
        };
        let reply = sentences[rng.next(sentences.len())]
            .replace("{unit}", unit)
            .replace("{}", &format!("{whole}{space}{sign}"));
        match (converter.convert(&reply), part) {
            (Ok(v), Some(p)) if own_unit && v["length_cm"] == json!(whole as f64 + p) => {}
            (Ok(v), _) => failures.push(format!("{reply:?}: read as {v}")),
            (Err(e), Some(_)) if own_unit => failures.push(format!("{reply:?}: refused: {e}")),
            (Err(_), _) => {}
        }
    }
    assert_no_failures(&failures);
}

/// A number followed by the noun it counts (`12 items`, `8 Artikel`, `4 cajas`) is never the
/// amount of a field whose name declares a currency or a unit (`price_usd`, `amount_eur`,
/// `weight_kg`): `Die Bestellung: 807kg für 8 Artikel.` gave `weight_kg` 8, and `The order
/// has 12 items.` gave `price_usd` 12. The amount in the field's own measure, against the
/// number or not (`807kg`, `€340`), is read; one in another measure gives nothing. In any
/// order and in four languages.
#[test]
fn a_bare_count_beside_a_marked_amount_is_never_the_amount() {
    // (key, the field's own marks, another measure's marks)
    const KEYS: [(&str, &[&str], &[&str]); 3] = [
        (
            "price_usd",
            &["${}", "{} USD", "US${}"],
            &["€{}", "{} EUR", "£{}", "{} zł"],
        ),
        (
            "amount_eur",
            &["€{}", "{} €", "{} EUR"],
            &["${}", "{} USD", "{} CHF"],
        ),
        ("weight_kg", &["{} kg", "{}kg"], &["{} lb", "{} g", "{} oz"]),
    ];
    const SENTENCES: [&str; 8] = [
        "The order came to {a} for {c} items.",
        "We shipped {c} boxes, {a} in all.",
        "Die Bestellung: {a} für {c} Artikel.",
        "Insgesamt {c} Pakete, zusammen {a}.",
        "La commande fait {a} pour {c} articles.",
        "Au total, {c} colis et {a}.",
        "El pedido suma {a} por {c} artículos.",
        "Son {c} cajas, {a} en total.",
    ];
    let mut rng = Rng(0xBA_2E);
    let mut failures = Vec::new();
    let (mut read, mut refused) = (0, 0);
    for case in 0..2_000 {
        let (key, own, other) = KEYS[rng.next(KEYS.len())];
        let amount = 20 + rng.next(900);
        let count = 2 + rng.next(15);
        let mine = rng.next(2) == 0;
        let marks = if mine { own } else { other };
        let written = marks[rng.next(marks.len())].replace("{}", &amount.to_string());
        let text = SENTENCES[rng.next(SENTENCES.len())]
            .replace("{a}", &written)
            .replace("{c}", &count.to_string());
        let converter = Converter::new(&json!({"type": "object",
            "properties": {key: {"type": "number"}}, "required": [key]}))
        .unwrap();
        match converter.convert(&text) {
            Ok(value) if mine && value[key] == json!(amount) => read += 1,
            Ok(value) => failures.push(format!(
                "case {case}: {key} from {text:?} read as {value} (amount {amount}, count {count})"
            )),
            Err(_) if mine => failures.push(format!("case {case}: {key} from {text:?} refused")),
            Err(_) => refused += 1,
        }
        // A word that qualifies the unit after it is no counted noun: a range stays a range,
        // whether the unit is one the tables hold or not (Slovak `pracovných dní`).
        let range = [
            format!(
                "Delivery usually takes {count}–{} business days.",
                count + 2
            ),
            format!("Doručenie trvá od {count} do {} pracovných dní.", count + 2),
            format!("Die Lieferung dauert {count} bis {} Werktage.", count + 2),
        ][rng.next(3)]
        .clone();
        let days = Converter::new(&json!({"type": "object",
            "properties": {"delivery_days": {"type": "integer"}}, "required": ["delivery_days"]}))
        .unwrap();
        if let Ok(value) = days.convert(&range) {
            failures.push(format!(
                "case {case}: delivery_days from {range:?} read as {value}"
            ));
        }
        // The count alone: no amount at all.
        let alone = format!("The order has {count} items.");
        if let Ok(value) = converter.convert(&alone) {
            failures.push(format!("case {case}: {key} from {alone:?} read as {value}"));
        }
    }
    assert_no_failures(&failures);
    assert!(
        read > 500 && refused > 500,
        "read {read}, refused {refused}"
    );
}

/// A scale word of any locale multiplies the number it belongs to, exactly: after it in most
/// languages (`3,5 milioane`, `2 Billionen`, `4 միլիոն`, `5 แสน`, `2 ሚሊዮን`), before it in
/// the languages that write it there (`milioni 3`, `Miliyan 2`). Never the number without
/// it. A word whose power readers disagree on (`bln`: 10⁹ in English shorthand, 10¹² in
/// Italian; `兆`; `조`, also a team) is refused, and so is a number after a word that may be
/// the scale of the number before it (`3 milioni 500 mila`). Generated over the words of
/// 42 languages and scripts (facts of their grammars, not the engine's table), numbers whole and with a
/// decimal, the frame around and the target (a number, a field of a record).
#[test]
fn a_scale_word_of_any_locale_multiplies_or_refuses() {
    // (word, power: None when it reads two ways, written before the number, decimal comma).
    const WORDS: [(&str, Option<u32>, bool, bool); 46] = [
        ("milioane", Some(6), false, true),
        ("miliarde", Some(9), false, true),
        ("милиона", Some(6), false, true),
        ("Billionen", Some(12), false, true),
        ("miljard", Some(9), false, true),
        ("millió", Some(6), false, true),
        ("milliárd", Some(9), false, true),
        ("milijonų", Some(6), false, true),
        ("miljoni", Some(6), false, true),
        ("milijuna", Some(6), false, true),
        ("milijonov", Some(6), false, true),
        ("milljónir", Some(6), false, true),
        ("miljonit", Some(6), false, true),
        ("milions", Some(6), false, true),
        ("мільйонів", Some(6), false, true),
        ("мільярдів", Some(9), false, true),
        ("мільёнаў", Some(6), false, true),
        ("милиони", Some(6), false, true),
        ("მილიონი", Some(6), false, false),
        ("միլիոն", Some(6), false, false),
        ("мың", Some(3), false, true),
        ("сая", Some(6), false, false),
        ("tisoč", Some(3), false, true),
        ("tūkstančių", Some(3), false, true),
        ("þúsund", Some(3), false, true),
        ("trilhões", Some(12), false, true),
        ("ሚሊዮን", Some(6), false, false),
        ("மில்லியன்", Some(6), false, false),
        ("ദശലക്ഷം", Some(6), false, false),
        ("अरब", Some(9), false, false),
        ("मिलियन", Some(6), false, false),
        ("বিলিয়ন", Some(9), false, false),
        ("ارب", Some(9), false, false),
        ("แสน", Some(5), false, false),
        ("พันล้าน", Some(9), false, false),
        ("ລ້ານ", Some(6), false, false),
        ("លាន", Some(6), false, false),
        ("万亿", Some(12), false, false),
        ("milioni", Some(6), true, false),
        ("elfu", Some(3), true, false),
        ("Miliyan", Some(6), true, false),
        ("Biliyan", Some(9), true, false),
        ("triliɔn", Some(12), true, false),
        // Two readings.
        ("bln", None, false, false),
        ("兆", None, false, false),
        ("조", None, false, false),
    ];
    const FRAMES: [&str; 4] = ["{}", "= {}", "→ {}", "({})"];
    let number = Converter::new(&json!({"type": "number"})).unwrap();
    let record = Converter::new(&json!({
        "type": "object",
        "properties": {"total": {"type": "number"}},
        "required": ["total"]
    }))
    .unwrap();
    let mut rng = Rng(0x5eed_1234_abcd_0031);
    let (mut failures, mut read, mut certain) = (Vec::new(), 0, 0);
    for _ in 0..cases(3_000) {
        let (word, power, before, comma) = WORDS[rng.next(WORDS.len())];
        let whole = rng.next(999) + 1;
        let (digits, value) = if rng.next(2) == 0 {
            let tenth = rng.next(9) + 1;
            let mark = if comma { "," } else { "." };
            (
                format!("{whole}{mark}{tenth}"),
                whole as f64 + tenth as f64 / 10.0,
            )
        } else {
            (whole.to_string(), whole as f64)
        };
        // Thai, Lao, Khmer and CJK run the word on after the number, or not.
        let unspaced = word.starts_with(|c: char| {
            ('\u{e00}'..'\u{f00}').contains(&c)
                || ('\u{1780}'..'\u{1800}').contains(&c)
                || c >= '\u{2e80}'
        });
        let space = if unspaced && rng.next(2) == 0 {
            ""
        } else {
            " "
        };
        let written = if before {
            format!("{word} {digits}")
        } else {
            format!("{digits}{space}{word}")
        };
        let frame = FRAMES[rng.next(FRAMES.len())];
        let text = frame.replace("{}", &written);
        let (reply, converter) = if rng.next(2) == 0 {
            (text, &number)
        } else {
            (format!("total: {text}"), &record)
        };
        let got = converter
            .convert(&reply)
            .map(|v| v.get("total").cloned().unwrap_or(v));
        // A number alone in parentheses reads two ways (a negative amount, a remark).
        let parenthesized = frame.starts_with('(');
        certain += usize::from(power.is_some() && !parenthesized);
        match (got, power) {
            (Ok(got), Some(power)) => {
                let want = value * 10f64.powi(power as i32);
                match got.as_f64() {
                    Some(n) if (n - want).abs() <= want * 1e-12 => {
                        read += usize::from(!parenthesized)
                    }
                    _ => failures.push(format!("{reply:?} read as {got}, written {want}")),
                }
            }
            (Ok(got), None) => failures.push(format!("{reply:?} read as {got}: two readings")),
            (Err(_), _) => {}
        }
    }
    // `3 milioni 500 mila`: the word after 3 may be its scale; 500 is no number alone.
    for reply in ["Il costo è 3 milioni 500 mila euro", "3 milioni 500"] {
        if let Ok(v) = number.convert(reply) {
            failures.push(format!("{reply:?} read as {v}"));
        }
    }
    assert_no_failures(&failures);
    assert!(
        read * 20 > certain * 19,
        "only {read} of {certain} scaled numbers read"
    );
}

/// The cases to generate: `default`, or `WRITTEN_NUMBERS_CASES`.
fn cases(default: usize) -> usize {
    std::env::var("WRITTEN_NUMBERS_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// A year the prose speaks of (`in 2023`, `en 2023`, `im Jahr 2023`, `w 2023 roku`, `в 2023
/// г.`, `2023年`) beside the amount a field not named for a year asks for is no rival of
/// the amount (`La empresa facturó 5 millones de euros en 2023.` was refused, trust_s
/// hs-75); a year alone is no amount (refused); a field named for a year takes it.
/// Generated over amounts, languages, where the year stands and the field.
#[test]
fn a_year_the_prose_speaks_of_is_no_rival_of_the_amount() {
    // (sentence with `{n}` the amount and `{y}` the year, sentence with the year alone)
    const SENTENCES: [(&str, &str); 8] = [
        (
            "The company had {n} customers in {y}.",
            "The company was founded in {y}.",
        ),
        (
            "In {y}, the company had {n} customers.",
            "It all began in {y}.",
        ),
        (
            "La empresa tuvo {n} clientes en {y}.",
            "La empresa se fundó en {y}.",
        ),
        (
            "Im Jahr {y} hatte die Firma {n} Kunden.",
            "Die Firma wurde im Jahr {y} gegründet.",
        ),
        (
            "L'entreprise comptait {n} clients en {y}.",
            "L'entreprise a été fondée en {y}.",
        ),
        (
            "W {y} roku firma miała {n} klientów.",
            "Firma powstała w {y} roku.",
        ),
        (
            "В {y} г. у компании было {n} клиентов.",
            "Компания основана в {y} г.",
        ),
        (
            "{y}年、会社の顧客は{n}人でした。",
            "会社は{y}年に設立されました。",
        ),
    ];
    let amount = Converter::new(&json!({
        "type": "object",
        "properties": {"customers": {"type": "integer"}},
        "required": ["customers"]
    }))
    .unwrap();
    let founded = Converter::new(&json!({
        "type": "object",
        "properties": {"founded_year": {"type": "integer"}},
        "required": ["founded_year"]
    }))
    .unwrap();
    let mut rng = Rng(0x5eed_1234_abcd_0032);
    let mut failures = Vec::new();
    for _ in 0..cases(2_000) {
        let (both, alone) = SENTENCES[rng.next(SENTENCES.len())];
        let n = (rng.next(99_000) + 10) as u64;
        let y = 1950 + rng.next(80) as u64;
        let text = both
            .replace("{n}", &n.to_string())
            .replace("{y}", &y.to_string());
        match amount.convert(&text) {
            Ok(v) if v == json!({ "customers": n }) => {}
            other => failures.push(format!("{text:?}: {other:?}")),
        }
        let text = alone.replace("{y}", &y.to_string());
        if let Ok(v) = amount.convert(&text) {
            failures.push(format!("{text:?}: a year read as the amount, {v}"));
        }
        match founded.convert(&text) {
            Ok(v) if v == json!({ "founded_year": y }) => {}
            other => failures.push(format!("{text:?} for founded_year: {other:?}")),
        }
    }
    assert_no_failures(&failures);
}

/// An amount in prose of a language that writes a decimal comma, its thousands set off by a
/// lone dot (`Verðið er 5.300 kr.`, `Der Preis beträgt 1.299 €.`), is that many: money has
/// two decimals at most (trust_s hs-28 was refused). Without a currency the number reads two
/// ways (refused), and so does an amount so written in English prose (`It costs €1.299.`).
/// Generated over amounts, languages and currencies.
#[test]
fn an_amount_with_a_dot_before_three_digits_in_decimal_comma_prose_is_thousands() {
    // (sentence with `{}` the amount, currencies written after and before the number)
    const SENTENCES: [(&str, &[&str], &[&str]); 6] = [
        ("Der Preis beträgt {}.", &[" €", " Euro", " EUR"], &["€ "]),
        ("Verðið er {}.", &[" kr", " ISK"], &[]),
        ("El precio es de {}.", &[" €", " euros"], &["€"]),
        ("O preço é de {}.", &[" euros"], &["R$ ", "€ "]),
        ("Il prezzo è di {}.", &[" €", " euro"], &["€ "]),
        // (`De prijs is …` is not told from English by its words: `is` is both.)
        ("De prijs bedraagt {}.", &[" euro"], &["€ "]),
    ];
    let converter = Converter::new(&json!({"type": "number"})).unwrap();
    let mut rng = Rng(0x5eed_1234_abcd_0033);
    let mut failures = Vec::new();
    for _ in 0..cases(2_000) {
        let (sentence, after, before) = SENTENCES[rng.next(SENTENCES.len())];
        let (thousands, rest) = (rng.next(999) + 1, rng.next(1000));
        let digits = format!("{thousands}.{rest:03}");
        let want = (thousands * 1000 + rest) as f64;
        let amount = if before.is_empty() || rng.next(2) == 0 {
            format!("{digits}{}", after[rng.next(after.len())])
        } else {
            format!("{}{digits}", before[rng.next(before.len())])
        };
        let text = sentence.replace("{}", &amount);
        match converter.convert(&text) {
            Ok(v) if v.as_f64() == Some(want) => {}
            other => failures.push(format!("{text:?}: {other:?}")),
        }
        // No currency, or English prose: two readings.
        for text in [
            sentence.replace("{}", &digits),
            format!("It costs €{digits}."),
        ] {
            if let Ok(v) = converter.convert(&text) {
                failures.push(format!("{text:?}: read as {v}"));
            }
        }
    }
    assert_no_failures(&failures);
}
