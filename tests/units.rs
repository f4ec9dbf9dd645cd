//! A number copied into a field whose name carries a unit (`distance_km`) from prose that
//! gives it in another unit of the same quantity (`The run is 5 miles.`, `It costs 5 EUR.`
//! beside `price_usd`) is not the value the reply means: refused. Generated over quantities, the units' spellings in nineteen languages and six scripts,
//! number forms, sentence templates, where the prose stands and how the JSON is written;
//! the controls (the field's own unit, another number, a field without a unit) convert.

mod common;

use common::Rng;
use serde_json::json;
use structout::Converter;

/// A quantity: the field (its name carries the unit), spellings of that unit, and spellings
/// of other units of the same quantity.
struct Quantity {
    key: &'static str,
    same: &'static [&'static str],
    other: &'static [&'static str],
}

const QUANTITIES: [Quantity; 5] = [
    Quantity {
        key: "distance_km",
        same: &[
            "km",
            "kilometers",
            "Kilometer",
            "kilómetros",
            "kilomètres",
            "公里",
            "км",
            "километров",
            "kilometrów",
            "kilometriä",
            "كيلومتر",
            "किलोमीटर",
            "กิโลเมตร",
        ],
        other: &[
            "miles",
            "mi",
            "Meilen",
            "millas",
            "milles",
            "miglia",
            "milhas",
            "英里",
            "マイル",
            "m",
            "миль",
            "mylių",
        ],
    },
    Quantity {
        key: "weightKg",
        same: &[
            "kg",
            "kilos",
            "Kilogramm",
            "公斤",
            "кг",
            "килограммов",
            "kilogramů",
            "کیلوگرم",
            "کلوگرام",
            "กิโลกรัม",
        ],
        other: &[
            "g",
            "grams",
            "lb",
            "pounds",
            "Pfund",
            "libras",
            "グラム",
            "克",
            "граммов",
            "gramów",
        ],
    },
    Quantity {
        key: "duration_minutes",
        same: &[
            "min",
            "minutes",
            "Minuten",
            "minutos",
            "分钟",
            "минут",
            "dakika",
            "perc",
            "دقيقة",
            "मिनट",
        ],
        other: &[
            "h",
            "hours",
            "Stunden",
            "horas",
            "heures",
            "seconds",
            "s",
            "時間",
            "秒",
            "часов",
            "óra",
            "ساعة",
            "घंटे",
        ],
    },
    Quantity {
        key: "temperature_c",
        same: &["°C", "celsius"],
        other: &["°F", "fahrenheit"],
    },
    // A currency's code in the name declares the field's measure as a unit does: an amount
    // the prose gives in that currency is the field's, one in another currency is not.
    Quantity {
        key: "price_usd",
        same: &["USD", "$", "US$", "dollars"],
        other: &["EUR", "€", "GBP", "£", "yen", "CHF"],
    },
];

/// Sentences that state a quantity, `{n}` the number and `{u}` the unit.
const SENTENCES: [&str; 10] = [
    "The measured figure is {n} {u}.",
    "It came to {n} {u} in the end.",
    "La valeur relevée est de {n} {u}.",
    "Der gemessene Wert beträgt {n} {u}.",
    "El valor medido es {n} {u}.",
    "O valor medido é de {n} {u}.",
    "Il valore misurato è {n} {u}.",
    "测得的数值是{n}{u}。",
    "測定値は{n}{u}でした。",
    "Recorded: {n}{u}",
];

#[test]
fn a_number_given_in_another_unit_than_its_field_is_refused() {
    let mut rng = Rng(0x5EED_0417);
    let mut failures = Vec::new();
    let (mut refused, mut kept) = (0, 0);
    for case in 0..3000 {
        let q = &QUANTITIES[rng.next(QUANTITIES.len())];
        let (n_text, n_json) = [
            ("5", json!(5)),
            ("12.5", json!(12.5)),
            ("1,500", json!(1500)),
            ("250", json!(250)),
            ("0.75", json!(0.75)),
        ][rng.next(5)]
        .clone();
        // What the prose says: the field's number in another unit, in its own unit, another
        // number in another unit, or the same but the field has no unit in its name.
        let kind = rng.next(4);
        let unit = match kind {
            1 => q.same[rng.next(q.same.len())],
            _ => q.other[rng.next(q.other.len())],
        };
        let said = if kind == 2 { "987" } else { n_text };
        let template = SENTENCES[rng.next(SENTENCES.len())];
        let sentence = template.replace("{n}", said).replace("{u}", unit);
        let key = if kind == 3 { "value" } else { q.key };
        let schema = json!({
            "type": "object",
            "properties": {key: {"type": "number"}, "label": {"type": "string"}},
            "required": [key]
        });
        let object = json!({key: n_json.clone(), "label": "reading"});
        let written = match rng.next(3) {
            0 => object.to_string(),
            1 => format!(
                "```json\n{}\n```",
                serde_json::to_string_pretty(&object).unwrap()
            ),
            _ => serde_json::to_string_pretty(&object).unwrap(),
        };
        let reply = if rng.next(2) == 0 {
            format!("{sentence}\n\n{written}")
        } else {
            format!("{written}\n\n{sentence}")
        };
        let got = Converter::new(&schema).unwrap().convert(&reply);
        let want_refusal = kind == 0;
        match (&got, want_refusal) {
            (Err(_), true) => refused += 1,
            (Ok(value), false) if *value == object => kept += 1,
            _ => failures.push(format!("case {case} (kind {kind}): {reply:?} gave {got:?}")),
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        refused > 500 && kept > 1500,
        "{refused} refused, {kept} kept"
    );
}

/// Fields that hold a person's age, and how prose gives an age (`{n}` the number).
const AGE_KEYS: [&str; 6] = ["age", "patient_age", "ageYears", "edad", "Alter", "年龄"];
const AGE_SENTENCES: [&str; 8] = [
    "The patient is {n} years old.",
    "A {n}-year-old man was admitted.",
    "She is {n} years of age.",
    "Er ist {n} Jahre alt.",
    "Hij is {n} jaar oud.",
    "患者{n}岁。",
    "患者は{n}歳です。",
    "환자는 {n}살입니다.",
];

/// A record whose number the prose around it gives otherwise in the field's own measure
/// (`The run was 8 km.` beside `"distance_km": 5`, `The patient is 34 years old.` beside
/// `"age": 43`) says two things: refused. The same measure with the record's number (also
/// beside another), another unit, or a field whose name names no measure keep it; years that
/// are no age (`worked here for 10 years`) say nothing of an age. Generated over quantities,
/// units' spellings in nineteen languages and six scripts, ages in eight, numbers, sentence templates, where the
/// prose stands and how the JSON is written.
#[test]
fn a_quantity_the_prose_gives_otherwise_in_the_fields_own_measure_is_refused() {
    let mut rng = Rng(0x5EED_0A6E);
    let mut failures = Vec::new();
    let (mut refused, mut kept) = (0, 0);
    for case in 0..3000 {
        let n = 2 + rng.next(90) as u64;
        let other = n + 1 + rng.next(30) as u64;
        let age = rng.next(3) == 0;
        // What the prose says: another number in the field's measure, the field's own,
        // the field's own beside another, another number in another unit, or another number
        // for a field whose name names no measure.
        let kind = rng.next(5);
        let said = match kind {
            0 | 3 | 4 => other,
            _ => n,
        };
        let (key, sentence) = if age {
            let template = AGE_SENTENCES[rng.next(AGE_SENTENCES.len())];
            let sentence = match kind {
                3 => format!("She has worked here for {said} years."),
                2 => format!(
                    "{} {}",
                    template.replace("{n}", &n.to_string()),
                    template.replace("{n}", &other.to_string())
                ),
                _ => template.replace("{n}", &said.to_string()),
            };
            (AGE_KEYS[rng.next(AGE_KEYS.len())], sentence)
        } else {
            // (Not a currency: another amount in the field's currency is as often a cap, a
            // budget or a total as the field's own, `Given your €100/night cap`.)
            let units = &QUANTITIES[..4];
            let q = &units[rng.next(units.len())];
            let unit = match kind {
                3 => q.other[rng.next(q.other.len())],
                _ => q.same[rng.next(q.same.len())],
            };
            let template = SENTENCES[rng.next(SENTENCES.len())];
            let sentence = match kind {
                2 => format!(
                    "{} {}",
                    template
                        .replace("{n}", &other.to_string())
                        .replace("{u}", unit),
                    template.replace("{n}", &n.to_string()).replace("{u}", unit)
                ),
                _ => template
                    .replace("{n}", &said.to_string())
                    .replace("{u}", unit),
            };
            (q.key, sentence)
        };
        let key = if kind == 4 { "reading" } else { key };
        let schema = json!({
            "type": "object",
            "properties": {key: {"type": "number"}, "label": {"type": "string"}},
            "required": [key]
        });
        let object = json!({key: n, "label": "record"});
        let written = match rng.next(2) {
            0 => object.to_string(),
            _ => format!(
                "```json\n{}\n```",
                serde_json::to_string_pretty(&object).unwrap()
            ),
        };
        let reply = if rng.next(2) == 0 {
            format!("{sentence}\n\n{written}")
        } else {
            format!("{written}\n\n{sentence}")
        };
        let got = Converter::new(&schema).unwrap().convert(&reply);
        match (&got, kind == 0) {
            (Err(_), true) => refused += 1,
            (Ok(value), false) if *value == object => kept += 1,
            _ => failures.push(format!("case {case} (kind {kind}): {reply:?} gave {got:?}")),
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        refused > 400 && kept > 1500,
        "{refused} refused, {kept} kept"
    );
}
