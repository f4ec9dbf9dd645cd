//! Units of measure: the one in a field's name (`distance_km`, `weightKg`, `duration_minutes`)
//! and the one written after a number in prose (`5 miles`, `250 g`, `90 Minuten`). A field
//! whose name carries a unit holds a number in that unit; prose that gives the same number in
//! another unit of the same quantity (`The run is 5 miles.` beside `{"distance_km": 5}`) says
//! the number was copied without converting it: the value is not what the reply means.

/// What a unit measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dimension {
    Length,
    Mass,
    Time,
    Temperature,
    Volume,
    Speed,
    Data,
}

/// A unit: what it measures and its name among those of the same measure (synonyms share it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unit {
    pub dimension: Dimension,
    pub name: &'static str,
}

use Dimension::{Data, Length, Mass, Speed, Temperature, Time, Volume};

/// Every spelling read, lowercase, with its unit. Symbols and abbreviations first, then the
/// words of English, French, German, Spanish, Portuguese and Italian, then Chinese, Japanese
/// and Korean.
const SPELLINGS: [(&str, Dimension, &str); 162] = [
    ("km", Length, "km"),
    ("kms", Length, "km"),
    ("kilometer", Length, "km"),
    ("kilometers", Length, "km"),
    ("kilometre", Length, "km"),
    ("kilometres", Length, "km"),
    ("kilomètre", Length, "km"),
    ("kilomètres", Length, "km"),
    ("kilómetro", Length, "km"),
    ("kilómetros", Length, "km"),
    ("quilômetro", Length, "km"),
    ("quilômetros", Length, "km"),
    ("chilometro", Length, "km"),
    ("chilometri", Length, "km"),
    ("公里", Length, "km"),
    ("千米", Length, "km"),
    ("キロメートル", Length, "km"),
    ("킬로미터", Length, "km"),
    ("m", Length, "m"),
    ("meter", Length, "m"),
    ("meters", Length, "m"),
    ("metre", Length, "m"),
    ("metres", Length, "m"),
    ("mètres", Length, "m"),
    ("metros", Length, "m"),
    ("metri", Length, "m"),
    ("米", Length, "m"),
    ("cm", Length, "cm"),
    ("mm", Length, "mm"),
    ("centimeter", Length, "cm"),
    ("centimeters", Length, "cm"),
    ("centimetre", Length, "cm"),
    ("centimetres", Length, "cm"),
    ("centimètre", Length, "cm"),
    ("centimètres", Length, "cm"),
    ("zentimeter", Length, "cm"),
    ("centímetro", Length, "cm"),
    ("centímetros", Length, "cm"),
    ("centimetro", Length, "cm"),
    ("centimetri", Length, "cm"),
    ("厘米", Length, "cm"),
    ("センチメートル", Length, "cm"),
    ("센티미터", Length, "cm"),
    ("millimeter", Length, "mm"),
    ("millimeters", Length, "mm"),
    ("millimetre", Length, "mm"),
    ("millimetres", Length, "mm"),
    ("millimètre", Length, "mm"),
    ("millimètres", Length, "mm"),
    ("millimetri", Length, "mm"),
    ("milímetro", Length, "mm"),
    ("milímetros", Length, "mm"),
    ("毫米", Length, "mm"),
    ("ミリメートル", Length, "mm"),
    ("밀리미터", Length, "mm"),
    ("zoll", Length, "in"),
    ("pouces", Length, "in"),
    ("pulgadas", Length, "in"),
    ("polegadas", Length, "in"),
    ("pollici", Length, "in"),
    ("ounce", Mass, "oz"),
    ("unzen", Mass, "oz"),
    ("onzas", Mass, "oz"),
    ("onces", Mass, "oz"),
    ("盎司", Mass, "oz"),
    ("オンス", Mass, "oz"),
    ("온스", Mass, "oz"),
    ("фунтов", Mass, "lb"),
    ("фунта", Mass, "lb"),
    ("фунт", Mass, "lb"),
    ("mi", Length, "mi"),
    ("mile", Length, "mi"),
    ("miles", Length, "mi"),
    ("meile", Length, "mi"),
    ("meilen", Length, "mi"),
    ("milla", Length, "mi"),
    ("millas", Length, "mi"),
    ("milles", Length, "mi"),
    ("miglia", Length, "mi"),
    ("milhas", Length, "mi"),
    ("英里", Length, "mi"),
    ("マイル", Length, "mi"),
    ("마일", Length, "mi"),
    ("ft", Length, "ft"),
    ("feet", Length, "ft"),
    ("foot", Length, "ft"),
    ("inch", Length, "in"),
    ("inches", Length, "in"),
    ("yd", Length, "yd"),
    ("yards", Length, "yd"),
    ("kg", Mass, "kg"),
    ("kgs", Mass, "kg"),
    ("kilo", Mass, "kg"),
    ("kilos", Mass, "kg"),
    ("kilogram", Mass, "kg"),
    ("kilograms", Mass, "kg"),
    ("kilogramme", Mass, "kg"),
    ("kilogrammes", Mass, "kg"),
    ("kilogramm", Mass, "kg"),
    ("kilogramos", Mass, "kg"),
    ("quilos", Mass, "kg"),
    ("公斤", Mass, "kg"),
    ("千克", Mass, "kg"),
    ("キログラム", Mass, "kg"),
    ("킬로그램", Mass, "kg"),
    ("g", Mass, "g"),
    ("gram", Mass, "g"),
    ("grams", Mass, "g"),
    ("gramme", Mass, "g"),
    ("grammes", Mass, "g"),
    ("gramm", Mass, "g"),
    ("gramos", Mass, "g"),
    ("gramas", Mass, "g"),
    ("grammi", Mass, "g"),
    ("克", Mass, "g"),
    ("グラム", Mass, "g"),
    ("그램", Mass, "g"),
    ("mg", Mass, "mg"),
    ("lb", Mass, "lb"),
    ("lbs", Mass, "lb"),
    ("pound", Mass, "lb"),
    ("pounds", Mass, "lb"),
    ("pfund", Mass, "lb"),
    ("libras", Mass, "lb"),
    ("livres", Mass, "lb"),
    ("磅", Mass, "lb"),
    ("ポンド", Mass, "lb"),
    ("파운드", Mass, "lb"),
    ("oz", Mass, "oz"),
    ("ounces", Mass, "oz"),
    ("s", Time, "s"),
    ("sec", Time, "s"),
    ("secs", Time, "s"),
    ("second", Time, "s"),
    ("seconds", Time, "s"),
    ("sekunden", Time, "s"),
    ("segundos", Time, "s"),
    ("secondes", Time, "s"),
    ("secondi", Time, "s"),
    ("秒", Time, "s"),
    ("초", Time, "s"),
    ("ms", Time, "ms"),
    ("min", Time, "min"),
    ("mins", Time, "min"),
    ("minute", Time, "min"),
    ("minutes", Time, "min"),
    ("minuten", Time, "min"),
    ("minutos", Time, "min"),
    ("minuti", Time, "min"),
    ("分钟", Time, "min"),
    ("分", Time, "min"),
    ("분", Time, "min"),
    ("h", Time, "h"),
    ("hr", Time, "h"),
    ("hrs", Time, "h"),
    ("hour", Time, "h"),
    ("hours", Time, "h"),
    ("stunden", Time, "h"),
    ("horas", Time, "h"),
    ("heures", Time, "h"),
    ("小时", Time, "h"),
    ("時間", Time, "h"),
];

/// Units read only where no word of another kind can be meant: temperatures (a field's `_c`
/// reads as Celsius only beside `temp`), volumes, speeds, sizes of data, days.
const MORE: [(&str, Dimension, &str); 24] = [
    ("°c", Temperature, "c"),
    ("celsius", Temperature, "c"),
    ("°f", Temperature, "f"),
    ("fahrenheit", Temperature, "f"),
    ("kelvin", Temperature, "k"),
    ("l", Volume, "l"),
    ("liter", Volume, "l"),
    ("liters", Volume, "l"),
    ("litre", Volume, "l"),
    ("litres", Volume, "l"),
    ("ml", Volume, "ml"),
    ("gal", Volume, "gal"),
    ("gallons", Volume, "gal"),
    ("kmh", Speed, "kmh"),
    ("km/h", Speed, "kmh"),
    ("kph", Speed, "kmh"),
    ("mph", Speed, "mph"),
    ("kb", Data, "kb"),
    ("mb", Data, "mb"),
    ("gb", Data, "gb"),
    ("tb", Data, "tb"),
    ("day", Time, "d"),
    ("days", Time, "d"),
    ("weeks", Time, "w"),
];

fn lookup(word: &str) -> Option<Unit> {
    let word = word.to_lowercase();
    SPELLINGS
        .iter()
        .chain(&MORE)
        .find(|(spelling, _, _)| *spelling == word)
        .map(|&(_, dimension, name)| Unit { dimension, name })
}

/// The unit a field's name ends in (`distance_km`, `weightKg`, `duration-minutes`,
/// `temperature_c`): its last part, split at `_`, `-`, a space or a change to capitals, when
/// more than one part names it. A one-letter part is a unit only in a temperature's name
/// (`temp_c`, `temperature_f`).
pub(crate) fn of_key(key: &str) -> Option<Unit> {
    let parts = key_parts(key);
    if parts.len() < 2 {
        return None;
    }
    let last = parts.last()?.to_lowercase();
    let temperature = || parts.iter().any(|p| p.to_lowercase().starts_with("temp"));
    match last.as_str() {
        "c" if temperature() => lookup("celsius"),
        "f" if temperature() => lookup("fahrenheit"),
        "k" if temperature() => lookup("kelvin"),
        _ if last.chars().count() < 2 => None,
        _ => lookup(&last),
    }
}

/// The unit a word names (`cm`, `°C`, `Minuten`), as [`of_key`] and [`after_number`] read
/// units.
pub(crate) fn named(word: &str) -> Option<Unit> {
    lookup(word)
}

/// The currencies read by their ISO 4217 codes: in a field's name (`price_usd`, `amountEur`)
/// and beside an amount (`CHF 1'299.50`).
pub(crate) const CURRENCY_CODES: [&str; 37] = [
    "USD", "EUR", "GBP", "JPY", "CNY", "INR", "KRW", "RUB", "TRY", "ILS", "PHP", "THB", "UAH",
    "NGN", "BRL", "PLN", "CZK", "HUF", "SEK", "NOK", "DKK", "CHF", "CAD", "AUD", "NZD", "HKD",
    "SGD", "MXN", "ZAR", "ISK", "BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND",
];

/// The currency a field's name ends in (`price_jpy`, `totalEUR`), as an ISO 4217 code, when
/// more than one part names it.
pub(crate) fn currency_of_key(key: &str) -> Option<&'static str> {
    let parts = key_parts(key);
    let last = parts.last().filter(|_| parts.len() > 1)?.to_uppercase();
    CURRENCY_CODES.iter().find(|c| **c == last).copied()
}

/// Whether a field's name says its number is a percent (`vat_percent`, `rabattProzent`).
pub(crate) fn says_percent(key: &str) -> bool {
    let key = key.to_ascii_lowercase();
    ["percent", "pct", "prozent", "porcent", "pourcent"]
        .iter()
        .any(|p| key.contains(p))
}

/// A field's name in parts ([`crate::schema::shape::key_parts`]).
pub(crate) use crate::schema::shape::key_parts;

/// The units `text` writes right after the number `number` (as [`same_number`] compares
/// numbers): each place the number stands as a whole number in the text, followed by at most
/// one space and a unit (`5 miles`, `250g`, `5 km/h`, `30 °C`).
pub(crate) fn after_number<'t>(
    text: &'t str,
    same_number: impl Fn(&str) -> bool + 't,
) -> impl Iterator<Item = Unit> + 't {
    let mut numbers = number_spans(text);
    std::iter::from_fn(move || {
        for std::ops::Range { start, end } in numbers.by_ref() {
            if !same_number(&text[start..end]) {
                continue;
            }
            let unit = unit_after(&text[end..]);
            if unit.is_some() {
                return unit;
            }
        }
        None
    })
}

/// The numbers `text` writes in `unit` (`8 km` for kilometres, `250g` for grams), as written.
pub(crate) fn numbers_in(text: &str, unit: Unit) -> impl Iterator<Item = &str> + '_ {
    number_spans(text)
        .filter(move |range| unit_after(&text[range.end..]) == Some(unit))
        .map(|range| &text[range])
}

/// The unit written at the start of `rest`, the text right after a number: at most one
/// space, then a unit's word.
fn unit_after(rest: &str) -> Option<Unit> {
    let rest = rest
        .strip_prefix(' ')
        .or_else(|| rest.strip_prefix('\u{a0}'))
        .unwrap_or(rest);
    // The word: letters (`°` and `/` within), in one script: a Latin unit right before
    // Japanese (`5milesでした`) ends where the script does.
    let latin = rest.starts_with(|c: char| c.is_ascii() || c == '°');
    let word_end = rest
        .char_indices()
        .find(|&(_, c)| {
            !(c.is_alphabetic() || matches!(c, '°' | '/'))
                || latin && !(c.is_ascii() || c == '°' || c.is_alphabetic() && c < '\u{2e80}')
        })
        .map_or(rest.len(), |(i, _)| i);
    let word = rest[..word_end].trim_end_matches('/');
    // A word of a script without spaces runs on into the sentence (`5公里的路`): its
    // longest spelling that starts it.
    lookup(word).or_else(|| {
        SPELLINGS
            .iter()
            .chain(&MORE)
            .filter(|(s, _, _)| !s.is_ascii() && word.starts_with(s))
            .max_by_key(|(s, _, _)| s.len())
            .map(|&(_, dimension, name)| Unit { dimension, name })
    })
}

/// The names of a person's age as a field's, in the languages the engine reads (`age`,
/// `patient_age`, `edad`, `Alter`, `年龄`, `나이`).
const AGE_KEYS: [&str; 13] = [
    "age",
    "ages",
    "âge",
    "alter",
    "edad",
    "idade",
    "età",
    "leeftijd",
    "ålder",
    "возраст",
    "年龄",
    "年齢",
    "나이",
];

/// How prose writes a person's age right after the number, in words that name nothing
/// else (`34 years old`, `34-year-old`, `34 Jahre alt`, `34岁`, `34歳`, `34살`); not `ans` or
/// `años`, which count any years (`depuis 10 ans`, `hace 10 años`).
const AGE_WORDS: [&str; 10] = [
    " years old",
    "-year-old",
    " years of age",
    " year old",
    " jahre alt",
    " jaar oud",
    "岁",
    "歳",
    "살",
    "세",
];

/// Whether a field's name names a person's age ([`AGE_KEYS`], one of its parts: `age`,
/// `patient_age`, `ageYears`).
pub(crate) fn is_age_key(key: &str) -> bool {
    key_parts(key)
        .iter()
        .any(|part| AGE_KEYS.contains(&part.to_lowercase().as_str()))
}

/// The ages `text` writes ([`AGE_WORDS`] after the number), as written.
pub(crate) fn ages_in(text: &str) -> impl Iterator<Item = &str> + '_ {
    number_spans(text)
        .filter(move |range| {
            let rest = &text[range.end..];
            AGE_WORDS.iter().any(|word| {
                rest.get(..word.len())
                    .is_some_and(|head| head.eq_ignore_ascii_case(word))
            })
        })
        .map(|range| &text[range])
}

/// Where `text` writes a number in digits, each a whole: digits with `.` or `,` between them
/// (`5`, `1,299.00`), not a part of a longer run of digits and marks.
pub(crate) fn number_spans(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let b = text.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < b.len() {
            let start = at;
            if !b[at].is_ascii_digit() || start > 0 && is_number_byte(b[start - 1]) {
                at += 1;
                continue;
            }
            let mut end = start;
            while end < b.len()
                && (b[end].is_ascii_digit()
                    || matches!(b[end], b'.' | b',')
                        && b.get(end + 1).is_some_and(u8::is_ascii_digit))
            {
                end += 1;
            }
            at = end;
            return Some(start..end);
        }
        None
    })
}

fn is_number_byte(c: u8) -> bool {
    c.is_ascii_digit() || matches!(c, b'.' | b',')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_names_its_unit_in_its_last_part() {
        for (key, unit) in [
            ("distance_km", Some("km")),
            ("weightKg", Some("kg")),
            ("duration-minutes", Some("min")),
            ("temperature_c", Some("c")),
            ("temp_f", Some("f")),
            ("size_c", None),
            ("km", None),
            ("price", None),
            ("runtime_hours", Some("h")),
        ] {
            assert_eq!(of_key(key).map(|u| u.name), unit, "{key}");
        }
    }

    #[test]
    fn a_number_in_prose_gives_its_unit() {
        let units = |text: &str, n: &str| -> Vec<&str> {
            after_number(text, |s| s == n).map(|u| u.name).collect()
        };
        assert_eq!(units("The run is 5 miles long.", "5"), ["mi"]);
        assert_eq!(units("about 250 g (0.25 kg)", "250"), ["g"]);
        assert_eq!(units("about 250 g (0.25 kg)", "0.25"), ["kg"]);
        assert_eq!(units("15 or 150 km", "15"), Vec::<&str>::new());
        assert_eq!(units("全程5公里的路", "5"), ["km"]);
        assert_eq!(units("It took 90 Minuten.", "90"), ["min"]);
    }
}
