//! An object of one field answered in words: the reply names the field's value, not its key
//! (`Preis: CHF 1'249.90` for `{"price_chf": number}`). The value is read from the prose as
//! the field's own type would be, in the terms the field's name declares; and a list is read
//! with the prose that leads into it, which may call it a part of the items.

mod common;

use common::{Rng, assert_no_failures};
use serde_json::{Value, json};
use structout::Converter;

/// A field, the unit or currency written with its value in the reply, and whether that is
/// the field's own (`None`: the field takes no value written so).
struct Written {
    field: &'static str,
    before: &'static str,
    after: &'static str,
    own: bool,
}

const WRITTEN: [Written; 28] = [
    Written {
        field: "weight_kg",
        before: "",
        after: " kg",
        own: true,
    },
    Written {
        field: "weight_kg",
        before: "",
        after: "",
        own: true,
    },
    Written {
        field: "weight_kg",
        before: "",
        after: " lb",
        own: false,
    },
    Written {
        field: "weight_kg",
        before: "",
        after: " g",
        own: false,
    },
    Written {
        field: "weight_kg",
        before: "$",
        after: "",
        own: false,
    },
    Written {
        field: "temp_c",
        before: "",
        after: " °C",
        own: true,
    },
    Written {
        field: "temp_c",
        before: "",
        after: "°F",
        own: false,
    },
    Written {
        field: "length_cm",
        before: "",
        after: " cm",
        own: true,
    },
    Written {
        field: "length_cm",
        before: "",
        after: " mm",
        own: false,
    },
    Written {
        field: "price_eur",
        before: "€",
        after: "",
        own: true,
    },
    Written {
        field: "price_eur",
        before: "",
        after: " EUR",
        own: true,
    },
    Written {
        field: "price_eur",
        before: "$",
        after: "",
        own: false,
    },
    Written {
        field: "price_eur",
        before: "",
        after: " USD",
        own: false,
    },
    Written {
        field: "price_eur",
        before: "£",
        after: "",
        own: false,
    },
    Written {
        field: "price_eur",
        before: "",
        after: " euros",
        own: true,
    },
    Written {
        field: "price_eur",
        before: "",
        after: " Dollar",
        own: false,
    },
    Written {
        field: "price_eur",
        before: "",
        after: " dólares",
        own: false,
    },
    Written {
        field: "total_usd",
        before: "",
        after: " dollars",
        own: true,
    },
    Written {
        field: "total_usd",
        before: "",
        after: " евро",
        own: false,
    },
    Written {
        field: "total_usd",
        before: "",
        after: " 日元",
        own: false,
    },
    Written {
        field: "total_usd",
        before: "$",
        after: "",
        own: true,
    },
    Written {
        field: "total_usd",
        before: "US$",
        after: "",
        own: true,
    },
    Written {
        field: "total_usd",
        before: "¥",
        after: "",
        own: false,
    },
    Written {
        field: "total_usd",
        before: "",
        after: " kr",
        own: false,
    },
    Written {
        field: "discount_percent",
        before: "",
        after: "%",
        own: true,
    },
    Written {
        field: "discount_percent",
        before: "€",
        after: "",
        own: false,
    },
    Written {
        field: "open_bugs",
        before: "",
        after: "",
        own: true,
    },
    Written {
        field: "open_bugs",
        before: "",
        after: " kg",
        own: false,
    },
];

/// Sentences around one number, in several languages; `{}` is the number as written. The
/// first four write a decimal point, the others a decimal comma.
const SENTENCES: [&str; 8] = [
    "The figure you asked for is {}.",
    "Based on the document, it comes to **{}** in total.",
    "Result: {} (from the second page).",
    "I found {} in the report — that's the only figure given.",
    "D'après le document, le total est de {}.",
    "Laut dem Dokument beträgt der Wert {}.",
    "Según el informe, son {} en total.",
    "Secondo il documento, il valore è {}.",
];

/// A field's number written in prose with a unit or currency is that number where the
/// field's name declares that unit or currency (or declares none and the number is bare),
/// and nothing otherwise: `22 lb` is no `weight_kg`, `$12` no `price_eur`, `12 kg` no
/// `open_bugs`. Generated: 2,000 replies over eight fields, 22 ways of writing, eight
/// sentences in five languages, integers and decimals. Every own-unit reply is read, and
/// always as the number written.
#[test]
fn a_fields_number_in_prose_is_read_in_its_own_terms_or_refused() {
    let mut rng = Rng(0x00ef_1e1d_0001);
    let mut failures = Vec::new();
    let (mut own, mut read) = (0, 0);
    for _ in 0..2_000 {
        let written = &WRITTEN[rng.next(WRITTEN.len())];
        let s = rng.next(SENTENCES.len());
        let decimal_comma = s >= 4;
        let whole = 1 + rng.next(899) as u64;
        let cents = (rng.next(2) == 0).then(|| 1 + rng.next(98) as u64);
        // An integer field takes whole numbers.
        let cents = cents.filter(|_| written.field != "open_bugs");
        let (text, number) = match cents {
            Some(c) => {
                let mark = if decimal_comma { ',' } else { '.' };
                (
                    format!("{whole}{mark}{c:02}"),
                    whole as f64 + c as f64 / 100.0,
                )
            }
            None => (whole.to_string(), whole as f64),
        };
        let reply =
            SENTENCES[s].replace("{}", &format!("{}{text}{}", written.before, written.after));
        let kind = if written.field == "open_bugs" {
            "integer"
        } else {
            "number"
        };
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {written.field: {"type": kind}},
            "required": [written.field],
            "additionalProperties": false
        }))
        .unwrap();
        own += usize::from(written.own);
        match converter.convert(&reply) {
            Ok(value) => {
                let got = value[written.field].as_f64().unwrap_or(f64::NAN);
                if !written.own {
                    failures.push(format!("{reply:?} taken for {}: {value}", written.field));
                } else if (got - number).abs() > 1e-9 {
                    failures.push(format!("{reply:?} read as {value}, written {number}"));
                } else {
                    read += 1;
                }
            }
            Err(e) if written.own => {
                failures.push(format!("{reply:?} for {} refused: {e}", written.field));
            }
            Err(_) => {}
        }
    }
    assert_no_failures(&failures);
    assert_eq!(read, own, "every number in the field's own terms is read");
}

/// A top-level value and the same value as an object's only field read the same from prose:
/// the object adds its key, nothing else (an enum value, a boolean, a number).
#[test]
fn a_one_field_object_reads_prose_as_its_field_alone() {
    let fields = [
        json!({"type": "string", "enum": ["low", "medium", "high"]}),
        json!({"type": "boolean"}),
        json!({"type": "integer"}),
    ];
    let replies = [
        "Priority: **high**, since the outage affects every customer.",
        "I'd rate it medium — not urgent, but it should be fixed this sprint.",
        "It is high, not low.",
        "low or medium, hard to say",
        "Yes.",
        "No, the flag is not set.",
        "There are 14 open tickets in the queue.",
        "Somewhere between 10 and 20.",
        "About 40 people came.",
        "Возможно, около 40 человек — но это только моё предположение.",
        "The count is 7, or maybe 8.",
    ];
    let mut failures = Vec::new();
    for field in &fields {
        let alone = Converter::new(field).unwrap();
        let wrapped = Converter::new(&json!({
            "type": "object", "properties": {"x": field}, "required": ["x"]
        }))
        .unwrap();
        for reply in replies {
            let a = alone.convert(reply).ok();
            let w = wrapped.convert(reply).ok().map(|v| v["x"].clone());
            if a != w {
                failures.push(format!(
                    "{reply:?} under {field}: alone {a:?}, as a field {w:?}"
                ));
            }
        }
    }
    assert_no_failures(&failures);
}

/// Lines that lead into a list and call it a part of the items, in several languages.
const PART_LEADS: [&str; 10] = [
    "The patient reports several symptoms, some of which are:",
    "Dependencies (partial):",
    "A few of the open positions:",
    "Here is a non-exhaustive list:",
    "Quelques-uns des ingrédients :",
    "Einige der Teilnehmer:",
    "Algunos de los destinos:",
    "Alcuni dei partecipanti:",
    "Некоторые из участников:",
    "参加者の一部：",
];

/// Lines that lead into a whole list.
const WHOLE_LEADS: [&str; 6] = [
    "Here is the full list:",
    "Team roster (complete as of today):",
    "Voici la liste :",
    "Die Teilnehmer:",
    "Los destinos:",
    "参加者：",
];

/// A list is read with the prose that leads into it: one called a part of the items
/// (`some of which are:`, `(partial)`, `Einige der`) is not the answer, in a markdown list,
/// a numbered one, or one line after the lead; one led into plainly is. Generated over ten
/// part leads and six whole ones in eight languages, three list forms, item counts and
/// items, for a list and for an object whose one field is the list.
#[test]
fn a_list_led_into_as_a_part_is_no_answer() {
    let names = [
        "Ana", "Ben", "Chloe", "Dmitri", "Eun-ji", "Farah", "Gideon", "Hiro",
    ];
    let mut rng = Rng(0x00ef_1e1d_0002);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let count = 2 + rng.next(4);
        let start = rng.next(names.len() - count);
        let items = &names[start..start + count];
        let part = rng.next(2) == 0;
        let lead = if part {
            PART_LEADS[rng.next(PART_LEADS.len())]
        } else {
            WHOLE_LEADS[rng.next(WHOLE_LEADS.len())]
        };
        let field = rng.next(2) == 0;
        let form = rng.next(if field { 2 } else { 3 });
        let list = match form {
            0 => items
                .iter()
                .map(|i| format!("- {i}"))
                .collect::<Vec<_>>()
                .join("\n"),
            1 => items
                .iter()
                .enumerate()
                .map(|(n, i)| format!("{}. {i}", n + 1))
                .collect::<Vec<_>>()
                .join("\n"),
            _ => items.join(", "),
        };
        let sep = if form == 2 { " " } else { "\n" };
        let reply = format!("{lead}{sep}{list}");
        let list_schema = json!({"type": "array", "items": {"type": "string"}});
        let schema = if field {
            json!({"type": "object", "properties": {"names": list_schema}, "required": ["names"]})
        } else {
            list_schema
        };
        let got = Converter::new(&schema).unwrap().convert(&reply);
        let want: Value = if field {
            json!({ "names": items })
        } else {
            json!(items)
        };
        match (part, got) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: a part taken as {v}")),
            (false, Ok(v)) if v != want => {
                failures.push(format!("{reply:?}: read as {v}, written {want}"));
            }
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A value prose asks about (`Maybe "premium"?`, `Peut-être premium ?`, `也许是premium？`) is
/// not stated: with no other, the reply names none. Generated over six languages' ways of
/// asking, three values, quoting, and what follows; the same value stated is read.
#[test]
fn a_value_asked_about_is_not_stated() {
    let schema = json!({"type": "string", "enum": ["free", "basic", "premium"]});
    let converter = Converter::new(&schema).unwrap();
    let wrapped = Converter::new(&json!({
        "type": "object", "properties": {"plan": schema}, "required": ["plan"]
    }))
    .unwrap();
    let asked = [
        "Not sure about the plan. Maybe {}?",
        "Peut-être {} ?",
        "Vielleicht {}? Bitte im System prüfen.",
        "¿Quizás {}?",
        "也许是{}？",
        "아마 {}?",
    ];
    let stated = ["The plan is {}.", "C'est {}.", "Es ist {}.", "Es {}."];
    // Asked about, then another value named: undecided.
    for (reply, other) in [
        (
            "Forse \"free\"? Ma potrebbe anche essere \"premium\".",
            "premium",
        ),
        ("Maybe basic? It could also be free.", "free"),
    ] {
        assert!(
            converter.convert(reply).is_err(),
            "{reply:?} read as {other}"
        );
    }
    let quotes = [("", ""), ("\"", "\""), ("**", "**"), ("“", "”")];
    let mut rng = Rng(0x00ef_1e1d_0003);
    let mut failures = Vec::new();
    for _ in 0..400 {
        let value = ["free", "basic", "premium"][rng.next(3)];
        let (open, close) = quotes[rng.next(quotes.len())];
        let is_asked = rng.next(2) == 0;
        let template = if is_asked {
            asked[rng.next(asked.len())]
        } else {
            stated[rng.next(stated.len())]
        };
        let reply = template.replace("{}", &format!("{open}{value}{close}"));
        for (got, want) in [
            (converter.convert(&reply), json!(value)),
            (wrapped.convert(&reply), json!({ "plan": value })),
        ] {
            match (is_asked, got) {
                (true, Ok(v)) => failures.push(format!("{reply:?}: an asked value taken as {v}")),
                (false, Ok(v)) if v != want => failures.push(format!("{reply:?}: read as {v}")),
                (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
                _ => {}
            }
        }
    }
    assert_no_failures(&failures);
}

/// A stack trace is an error a program printed: its line numbers and names are its code's,
/// never a value read from prose, for a number alone or as an object's field, in Python's and
/// JavaScript's forms.
#[test]
fn a_stack_trace_names_no_value() {
    let traces = [
        "Traceback (most recent call last):\n  File \"extract.py\", line 42, in <module>\n    price = row[\"price\"]\nKeyError: 'price'",
        "Error: price missing\n    at parse (/app/src/extract.js:17:9)\n    at main (/app/src/index.js:3:1)",
        "  File \"a.py\", line 7, in run\n    total = f(x)\n  File \"b.py\", line 12, in f\n    return x[3]\nIndexError: list index out of range",
    ];
    let mut failures = Vec::new();
    for schema in [
        json!({"type": "integer"}),
        json!({"type": "object", "properties": {"price": {"type": "number"}}, "required": ["price"]}),
    ] {
        let converter = Converter::new(&schema).unwrap();
        for trace in traces {
            if let Ok(v) = converter.convert(trace) {
                failures.push(format!("{trace:?} under {schema}: {v}"));
            }
        }
    }
    assert_no_failures(&failures);
}

/// Two numbers, one sentence each or both in one: templates with the number in the field's
/// own terms and another, in either order (`{a}` first).
const TWO_NUMBERS: [&str; 6] = [
    "The {a} version is listed at {b}.",
    "Listed: {a}; the document also gives {b}.",
    "From the sheet: {a}. Also on it: {b}.",
    "Laut Datenblatt {a}, daneben {b}.",
    "D'après la fiche : {a}, et aussi {b}.",
    "資料によると {a}、ほかに {b}。",
];

/// Measures no field's name below declares in the same terms, written against a number.
const OTHER_MEASURES: [(&str, &str); 5] = [
    ("", "-inch"),
    ("", " %"),
    ("", " km"),
    ("", " minutes"),
    ("¥", ""),
];

/// A number the prose writes in another measure than the one the field's name declares is
/// another quantity: passed over, so the number in the field's own terms is the value (`the
/// 16-inch model: $1,299.00` for `price_usd`, `2 kg (2000 g)` for `weight_kg`). What the rule
/// must not depend on varies: the field and its measure, the other measure (another unit of
/// the same or another dimension, another currency, a percent, a hyphenated unit), which comes
/// first, and the sentence and its language. The controls: the other number written bare
/// (unless a noun it counts or names follows it: `The 889 version`), or in the field's own
/// terms, or a field whose name declares no measure, leave two readings, and the reply is
/// refused. Generated: 3,000 replies.
#[test]
fn a_number_in_another_measure_than_the_fields_is_passed_over() {
    let mut rng = Rng(0x00ef_1e1d_0002);
    let mut failures = Vec::new();
    let owns: Vec<&Written> = WRITTEN
        .iter()
        .filter(|w| w.own && !(w.before.is_empty() && w.after.is_empty()))
        .filter(|w| w.field != "open_bugs")
        .collect();
    let (mut read, mut meant) = (0, 0);
    for _ in 0..3_000 {
        let own = owns[rng.next(owns.len())];
        // The other number: in another measure (0..6), bare (6), in the field's own terms (7),
        // or the field is one that declares no measure (8).
        let case = rng.next(9);
        let others: Vec<(&str, &str)> = WRITTEN
            .iter()
            .filter(|w| w.field == own.field && !w.own)
            .map(|w| (w.before, w.after))
            .chain(OTHER_MEASURES.iter().copied().filter(|(_, a)| {
                // `%` is a percent field's own measure, `¥` a yen amount's.
                !(own.field.ends_with("percent") && a.contains('%'))
            }))
            .collect();
        let (field, other) = match case {
            0..=5 => (own.field, others[rng.next(others.len())]),
            6 => (own.field, ("", "")),
            7 => (own.field, (own.before, own.after)),
            _ => ("quantity", OTHER_MEASURES[rng.next(OTHER_MEASURES.len())]),
        };
        let a = 2 + rng.next(400) as u64;
        let b = 500 + rng.next(400) as u64;
        let own_text = format!("{}{a}{}", own.before, own.after);
        let other_text = format!("{}{b}{}", other.0, other.1);
        let template = TWO_NUMBERS[rng.next(TWO_NUMBERS.len())];
        let (x, y) = if rng.next(2) == 0 {
            (&own_text, &other_text)
        } else {
            (&other_text, &own_text)
        };
        let reply = template.replace("{a}", x).replace("{b}", y);
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {field: {"type": "number"}},
            "required": [field],
            "additionalProperties": false
        }))
        .unwrap();
        // A bare number followed by the noun it names (`The 889 version`) counts or names
        // that, not the field's measure: the number in the field's own terms is the value.
        let counted = case == 6 && reply.contains(&format!("{b} version"));
        let expected = (case <= 5 || counted).then_some(a as f64);
        meant += usize::from(expected.is_some());
        match (converter.convert(&reply), expected) {
            (Ok(value), Some(n)) if value[field].as_f64() == Some(n) => read += 1,
            (Ok(value), _) => failures.push(format!("{reply:?} for {field}: {value}")),
            (Err(e), Some(_)) => failures.push(format!("{reply:?} for {field} refused: {e}")),
            (Err(_), None) => {}
        }
    }
    assert_no_failures(&failures);
    assert_eq!(read, meant);
}

/// Enum values that are words as well (`plus`, `basic`, `open`, `standard`, `low`), the
/// word used as a word in a sentence that names another value (`Premium has the storage plus
/// family sharing`): the word is no answer on its own spelling, so the reply names two values
/// and is refused. Capitals set a value apart (`TWO` beside `one`), and a value named alone
/// is read. Generated over the word, the other value, its capitals and place, and sentences.
#[test]
fn a_value_in_lowercase_is_a_word_as_well() {
    // Each enum: values, and a sentence that uses the first as an ordinary word (`{}` the
    // other value, as the reply writes it).
    let cases: [(&[&str], &str); 5] = [
        (
            &["plus", "basic", "premium"],
            "{} has the larger storage plus family sharing.",
        ),
        (
            &["open", "closed", "pending"],
            "I'd keep the question open, but {} fits the ticket as it stands.",
        ),
        (
            &["standard", "express", "overnight"],
            "The standard advice is to pick {} for parcels like this.",
        ),
        (
            &["low", "medium", "high"],
            "Risk stays low only if nothing changes; {} is what the data says.",
        ),
        (
            &["basic", "pro", "team"],
            "It covers the basic needs, and {} adds the admin tools.",
        ),
    ];
    let mut rng = Rng(0x00ef_1e1d_0003);
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let (values, sentence) = cases[rng.next(cases.len())];
        let other = values[1 + rng.next(values.len() - 1)];
        let written = match rng.next(3) {
            0 => other.to_owned(),
            1 => {
                let mut c = other.chars();
                c.next()
                    .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
            }
            _ => format!("**{other}**"),
        };
        let converter = Converter::new(&json!({"type": "object", "properties": {
            "choice": {"type": "string", "enum": values}
        }, "required": ["choice"], "additionalProperties": false}))
        .unwrap();
        let reply = sentence.replace("{}", &written);
        if let Ok(v) = converter.convert(&reply)
            && v["choice"] == values[0]
        {
            failures.push(format!("{reply:?}: the word read as the value: {v}"));
        }
        // Alone, the value in lowercase is read.
        let alone = format!("Go with {other}.");
        match converter.convert(&alone) {
            Ok(v) if v["choice"] == other => {}
            got => failures.push(format!("{alone:?}: {got:?}")),
        }
    }
    // Capitals set a value apart from a word in lowercase.
    let cased = Converter::new(&json!({"type": "object", "properties": {
        "choice": {"type": "string", "enum": ["ONE", "TWO"]}
    }, "required": ["choice"], "additionalProperties": false}))
    .unwrap();
    assert_eq!(
        cased.convert("TWO is the one to pick.").unwrap(),
        json!({"choice": "TWO"})
    );
    assert_no_failures(&failures);
}

/// A value with a mark against its end is another word: `B+` and `B-` are no grade `B`, and
/// `C#` no language `C`, wherever the reply writes them (prose in several languages, a
/// `key: value` line, JSON); a value that ends with the mark itself (`C#`, `C++`) is that
/// value. Generated over the enums, the marks, the framings and another value named after.
#[test]
fn a_value_with_a_mark_against_it_is_another_word() {
    let enums: [&[&str]; 3] = [
        &["A", "B", "C", "D", "F"],
        &["C", "C++", "C#", "Go", "Rust"],
        &["v1", "v2", "v3"],
    ];
    let marks = ["+", "-", "#", "++"];
    let framings = [
        "The answer is {}.",
        "성적은 {} 입니다.",
        "評価は{}です。",
        "Die Note ist {}.",
        "C'est {}, d'après le barème.",
        "value: {}",
        "{{\"value\": \"{}\"}}",
        "It's {} — see the rubric.",
    ];
    let mut rng = Rng(0x0ae1_d000_0001);
    let mut failures = Vec::new();
    for _ in 0..1_500 {
        let values = enums[rng.next(enums.len())];
        let converter = Converter::new(&json!({"type": "object",
            "properties": {"value": {"type": "string", "enum": values}}, "required": ["value"]}))
        .unwrap();
        let base = values[rng.next(values.len())];
        let mark = marks[rng.next(marks.len())];
        let written = format!("{base}{mark}");
        let framing = framings[rng.next(framings.len())];
        let mut reply = framing
            .replace("{}", &written)
            .replace("{{", "{")
            .replace("}}", "}");
        if rng.next(3) == 0 {
            let other = values[rng.next(values.len())];
            reply.push_str(&format!(" Not {other}, though."));
        }
        let is_value = values.contains(&written.as_str());
        match converter.convert(&reply) {
            Ok(v) if is_value && v["value"] == json!(written) => {}
            Ok(v) if is_value => failures.push(format!("{reply:?}: read as {v}, meant {written}")),
            Ok(v) if !is_value => failures.push(format!("{reply:?}: {written} read as {v}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A number a noun before it names (`code 400`, `HTTP 404`, `line 12`, `Seite 3`, `代码 400`)
/// is that noun's label: it counts nothing, and is passed over for a field that counts, so the
/// count the prose states is the value, or none is. A field named for the noun (`page`,
/// `line`) or for a label (`status_code`) takes it. Generated over the nouns and their
/// languages, the fields, the sentences and whether a count is stated too.
#[test]
fn a_number_a_noun_names_is_a_label_not_a_count() {
    let nouns = [
        ("code", "code"),
        ("HTTP", "http"),
        ("line", "line"),
        ("Room", "room"),
        ("step", "step"),
        ("Seite", "seite"),
        ("página", "página"),
        ("ligne", "ligne"),
        ("代码", "代码"),
        ("version", "version"),
        ("Fehler", "fehler"),
        ("Khalad", "khalad"),
        ("Hata", "hata"),
        ("ошибка", "ошибка"),
        ("오류", "오류"),
        ("Lỗi", "lỗi"),
    ];
    let labelled = [
        "It failed at {noun} {n}.",
        "Error ({noun} {n}).",
        "See {noun} {n} for details.",
        "错误：输入无效（{noun} {n}）。",
        "Der Fehler steht auf {noun} {n}.",
    ];
    let counts = [
        " In total there were {c}.",
        " Il y en avait {c} au total.",
        " Es waren insgesamt {c}.",
        "",
    ];
    let mut rng = Rng(0x1abe_1000_0001);
    let mut failures = Vec::new();
    for _ in 0..1_500 {
        let (noun, lower) = nouns[rng.next(nouns.len())];
        let n = 2 + rng.next(900);
        let c = 1000 + rng.next(900);
        let count_said = counts[rng.next(counts.len())];
        let reply = format!(
            "{}{}",
            labelled[rng.next(labelled.len())]
                .replace("{noun}", noun)
                .replace("{n}", &n.to_string()),
            count_said.replace("{c}", &c.to_string())
        );
        // A field that counts, one named for the noun, or one named for a label.
        let (field, want) = match rng.next(4) {
            0 | 1 => (
                ["count", "total_items", "attendees"][rng.next(3)].to_owned(),
                (!count_said.is_empty()).then_some(c),
            ),
            2 => (format!("{lower}_number"), None),
            _ => ("status_code".to_owned(), None),
        };
        let converter = Converter::new(&json!({"type": "object",
            "properties": {&field: {"type": "integer"}}, "required": [&field],
            "additionalProperties": false}))
        .unwrap();
        let counts = matches!(field.as_str(), "count" | "total_items" | "attendees");
        let got = converter.convert(&reply);
        let ok = match (&got, counts) {
            // A field that counts: the count stated, or a refusal where none is.
            (Ok(v), true) => want.is_some_and(|c| v[&field] == json!(c)),
            (Err(_), true) => want.is_none(),
            // A field named for the label: the label, alone; beside a count, two readings.
            (Ok(v), false) => v[&field] == json!(n) && count_said.is_empty(),
            (Err(_), false) => !count_said.is_empty(),
        };
        if !ok {
            failures.push(format!("{reply:?} for {field}: {got:?}"));
        }
    }
    assert_no_failures(&failures);
}

/// A number between a capitalized word and a possessive is part of a name (`the Pixel 8's
/// battery`, `Apollo 11’s crew`): it counts nothing, and the count the prose states is the
/// value, or none is. A capitalized noun alone says nothing (`der Wert 316` is 316). Generated
/// over names, apostrophes, sentences and whether a count is stated.
#[test]
fn a_number_in_a_name_counts_nothing() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"battery_mah": {"type": "integer"}}, "required": ["battery_mah"],
        "additionalProperties": false}))
    .unwrap();
    let names = ["Pixel", "Apollo", "Galaxy S", "Boeing", "Model", "iPhone"];
    let mut rng = Rng(0x1abe_1000_0002);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let name = names[rng.next(names.len())];
        let n = 2 + rng.next(30);
        let mah = 3000 + rng.next(2000);
        let apostrophe = ["'", "’"][rng.next(2)];
        let stated = rng.next(2) == 0;
        let tail = if stated {
            format!(" It holds {mah} mAh.")
        } else {
            String::new()
        };
        let reply = [
            format!("The {name} {n}{apostrophe}s battery is the one you asked about.{tail}"),
            format!("I checked the {name} {n}{apostrophe}s specs.{tail}"),
        ][rng.next(2)]
        .clone();
        match converter.convert(&reply) {
            Ok(v) if stated && v["battery_mah"] == json!(mah) => {}
            Err(_) if !stated => {}
            got => failures.push(format!("{reply:?}: {got:?}")),
        }
    }
    assert_no_failures(&failures);
    // A capitalized noun alone is no name: German capitalizes every noun.
    let value = Converter::new(&json!({"type": "object",
        "properties": {"wert": {"type": "integer"}}, "required": ["wert"],
        "additionalProperties": false}))
    .unwrap();
    assert_eq!(
        value
            .convert("Laut dem Dokument beträgt der Wert 316.")
            .unwrap(),
        json!({"wert": 316})
    );
}

/// A value in an indirect question (`I can't tell whether it is 1.5`, `ob es 15 ist`, `czy
/// to 15`, `是否是 15`) is asked about, not stated: alone or beside a stated value, the prose
/// settles on none. `Whether or not …, it weighs 12 kg` states its value. Generated over four
/// languages, numbers and enum values, and a stated value before or after.
#[test]
fn a_value_in_an_indirect_question_is_not_stated() {
    let questions = [
        "I can't tell whether it is {v}.",
        "Ich weiß nicht, ob es {v} ist.",
        "Nie wiem, czy to {v}.",
        "我不确定是否是 {v}。",
        "Hard to say whether {v} is right.",
    ];
    let number = Converter::new(&json!({"type": "object",
        "properties": {"weight_kg": {"type": "number"}}, "required": ["weight_kg"],
        "additionalProperties": false}))
    .unwrap();
    let level = Converter::new(&json!({"type": "object",
        "properties": {"level": {"enum": ["low", "medium", "high"]}}, "required": ["level"],
        "additionalProperties": false}))
    .unwrap();
    let mut rng = Rng(0x0e57_1000_0001);
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let enumerated = rng.next(2) == 0;
        let (asked, stated, converter) = if enumerated {
            let v = ["low", "medium", "high"];
            let a = rng.next(3);
            (v[a].to_owned(), v[(a + 1) % 3].to_owned(), &level)
        } else {
            let a = 2 + rng.next(90);
            (format!("{a} kg"), format!("{} kg", a + 100), &number)
        };
        let question = questions[rng.next(questions.len())].replace("{v}", &asked);
        let case = rng.next(4);
        let reply = match case {
            0 => question,
            1 => format!("The label says {stated}. {question}"),
            2 => format!("{question} The label says {stated}."),
            _ => format!("Whether or not it is packed, the label says {stated}."),
        };
        let got = converter.convert(&reply);
        let ok = match (&got, case) {
            (Ok(v), 3) => {
                let v = v.as_object().unwrap().values().next().unwrap().clone();
                v == json!(stated)
                    || v.as_f64() == stated.trim_end_matches(" kg").parse::<f64>().ok()
            }
            (Err(_), 3) => false,
            (Ok(_), _) => false,
            (Err(_), _) => true,
        };
        if !ok {
            failures.push(format!("{reply:?}: {got:?}"));
        }
    }
    assert_no_failures(&failures);
}

/// The amount a quantity changed by is not the quantity (`rose by 2%`, `increased 2%`,
/// `a augmenté de 2 %`, `aumentó un 2 %`, `增长了2%`, `2%増加`, `۲ درصد افزایش یافت`): passed
/// over for a field that holds the quantity, so the level stated beside it is the value, or
/// none is; a field named for a change (`growth_percent`) takes it. Generated over verbs in
/// seven languages, amounts, a level stated or not.
#[test]
fn the_amount_of_a_change_is_not_the_quantity() {
    let changes = [
        "The rate rose by {d}%",
        "The rate increased {d}%",
        "Le taux a augmenté de {d} %",
        "La tasa aumentó un {d} %",
        "Il tasso è aumentato del {d}%",
        "利率增长了{d}%",
        "金利は{d}%増加した",
    ];
    let levels = [" to {l}%.", ", reaching {l}%.", "."];
    let level_field = Converter::new(&json!({"type": "object",
        "properties": {"rate_percent": {"type": "number"}}, "required": ["rate_percent"],
        "additionalProperties": false}))
    .unwrap();
    let change_field = Converter::new(&json!({"type": "object",
        "properties": {"growth_percent": {"type": "number"}}, "required": ["growth_percent"],
        "additionalProperties": false}))
    .unwrap();
    let mut rng = Rng(0x0c4a_0000_0001);
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let d = 1 + rng.next(9);
        let l = 10 + rng.next(80);
        let change = changes[rng.next(changes.len())].replace("{d}", &d.to_string());
        let level_said = rng.next(3);
        let reply = format!(
            "{change}{}",
            levels[level_said].replace("{l}", &l.to_string())
        );
        let stated = level_said < 2;
        match level_field.convert(&reply) {
            Ok(v) if stated && v["rate_percent"].as_f64() == Some(l as f64) => {}
            Err(_) if !stated => {}
            got => failures.push(format!("{reply:?} for rate_percent: {got:?}")),
        }
        if !stated {
            match change_field.convert(&reply) {
                Ok(v) if v["growth_percent"].as_f64() == Some(d as f64) => {}
                got => failures.push(format!("{reply:?} for growth_percent: {got:?}")),
            }
        }
    }
    assert_no_failures(&failures);
}
