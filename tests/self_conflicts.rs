//! A record that says two things (a count beside the list it counts, a heading's `key:
//! value` beside the JSON), a value the reply itself calls a stand-in in a sentence about it,
//! and a number written with a thousands mark read apart: none is returned as a value.

mod common;

use common::{Rng, assert_no_failures};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::json;
use structout::{Converter, ErrorKind, StructuredOutput, ToolDefinition, ToolSet, ToolStep};

/// The ways a field counts a list named `names`, and names for fields that do not.
const COUNTS: [&str; 8] = [
    "count",
    "names_count",
    "nameCount",
    "num_names",
    "number_of_names",
    "n_names",
    "countNames",
    "name_count",
];
const NOT_COUNTS: [&str; 3] = ["total", "year", "max_names"];

/// A count beside the list it counts must agree with it: `{"count": 3, "names": ["Ivo",
/// "Lea"]}` is refused, the same with 2 converts; a record that pages (`page`, `offset`,
/// `next`) may count more than it holds, and a field that is no count (`total`, `year`) says
/// nothing of the list. Generated over eight spellings of a count, lists of 0 to 5 items,
/// counts off by one to three either way, key order, paging keys, through a `Converter` and
/// a derived type (serde's fast path included).
#[test]
fn a_count_that_disagrees_with_its_list_is_refused() {
    let mut rng = Rng(0x5e1f_c0ff_0001);
    let mut failures = Vec::new();
    for _ in 0..1_500 {
        let counts = rng.next(4) != 0;
        let key = if counts {
            COUNTS[rng.next(COUNTS.len())]
        } else {
            NOT_COUNTS[rng.next(NOT_COUNTS.len())]
        };
        let len = rng.next(6);
        let names: Vec<String> = (0..len).map(|n| format!("name{n}")).collect();
        let off = [0, 0, 1, 2, 3][rng.next(5)] as i64 * if rng.next(2) == 0 { 1 } else { -1 };
        let count = len as i64 + off;
        if count < 0 {
            continue;
        }
        let paging = rng.next(5) == 0;
        let mut properties = json!({ key: {"type": "integer"}, "names": {"type": "array", "items": {"type": "string"}} });
        let mut members = vec![
            (key.to_owned(), json!(count)),
            ("names".to_owned(), json!(names)),
        ];
        if paging {
            properties["page"] = json!({"type": "integer"});
            members.push(("page".to_owned(), json!(1)));
        }
        if rng.next(2) == 0 {
            members.reverse();
        }
        let reply = format!(
            "{{{}}}",
            members
                .iter()
                .map(|(k, v)| format!("{}: {v}", json!(k)))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let converter =
            Converter::new(&json!({"type": "object", "properties": properties})).unwrap();
        let refuse = counts && !paging && off != 0;
        match (refuse, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply}: a miscounted record taken: {v}")),
            (true, Err(e)) if e.kind() != ErrorKind::Mismatch => {
                failures.push(format!("{reply}: refused as {:?}", e.kind()));
            }
            (false, Err(e)) => failures.push(format!("{reply}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);

    #[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
    struct Attendees {
        count: u32,
        names: Vec<String>,
    }
    assert!(Attendees::convert(r#"{"count": 3, "names": ["Ivo", "Lea"]}"#).is_err());
    let two = Attendees::convert(r#"{"count": 2, "names": ["Ivo", "Lea"]}"#).unwrap();
    assert_eq!((two.count, two.names.len()), (2, 2));

    // Beside other fields, a `count` may count anything: it is the list's only where it
    // names it (`tags_count`).
    let city = Converter::new(&json!({"type": "object", "properties": {
        "city": {"type": "string"}, "count": {"type": "integer"},
        "tags": {"type": "array", "items": {"type": "string"}}, "tags_count": {"type": "integer"}
    }, "required": ["city", "count"]}))
    .unwrap();
    assert!(
        city.convert(r#"{"city": "Oslo", "count": 3, "tags": ["port"]}"#)
            .is_ok()
    );
    assert!(
        city.convert(r#"{"city": "Oslo", "count": 3, "tags": ["port"], "tags_count": 2}"#)
            .is_err()
    );

    // A call's arguments ask rather than describe: `count` beside `items` asks for so many.
    let tools = ToolSet::new(vec![ToolDefinition {
        name: "process_data".into(),
        description: String::new(),
        parameters: json!({"type": "object", "properties": {
            "items": {"type": "array", "items": {"type": "string"}}, "count": {"type": "integer"}
        }, "required": ["items", "count"]}),
    }])
    .unwrap();
    let reply = r#"{"name": "process_data", "arguments": {"items": ["a", "b"], "count": 42}}"#;
    let ToolStep::Calls(calls) = tools.convert(reply).unwrap() else {
        panic!("{reply}: no call");
    };
    assert_eq!(calls[0].arguments["count"], json!(42));
}

/// A `key: value` statement in a heading or a line, set apart by a dash or a bar (`## Order
/// 7781 — Status: shipped`), that gives a field another value than the JSON is a
/// contradiction; the same value agrees. Generated over separators, heading levels, the
/// statement before or after the JSON, and the values.
#[test]
fn a_heading_that_states_another_value_contradicts_the_record() {
    let schema = json!({"type": "object", "properties": {
        "order_id": {"type": "integer"},
        "status": {"type": "string", "enum": ["processing", "shipped", "delivered"]}
    }, "required": ["order_id", "status"]});
    let converter = Converter::new(&schema).unwrap();
    let statuses = ["processing", "shipped", "delivered"];
    let mut rng = Rng(0x5e1f_c0ff_0002);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let written = statuses[rng.next(3)];
        let said = statuses[rng.next(3)];
        let sep = [" — ", " – ", " | ", " · "][rng.next(4)];
        let heading = ["## ", "# ", "**", ""][rng.next(4)];
        let status = ["Status", "status", "STATUS"][rng.next(3)];
        let line = format!("{heading}Order 7781{sep}{status}: {said}");
        let json = format!("```json\n{{\"order_id\": 7781, \"status\": \"{written}\"}}\n```");
        let reply = if rng.next(2) == 0 {
            format!("{line}\n\n{json}")
        } else {
            format!("{json}\n\n{line}")
        };
        match (said == written, converter.convert(&reply)) {
            (false, Ok(v)) => failures.push(format!("{reply:?}: taken as {v}")),
            (true, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A sentence after the record that calls one of its values a stand-in (`0 is just a
/// filler`, `That key is a dummy value`, in parentheses or not) takes the record back; a
/// sentence about the value that says nothing of the kind leaves it. Generated over the
/// words for a stand-in, how the sentence names the value (the value itself, `that` and the
/// field's last word, the field's name) and parentheses.
#[test]
fn a_value_the_reply_calls_a_stand_in_is_no_answer() {
    let schema = json!({"type": "object", "properties": {
        "product": {"type": "string"}, "unit_price": {"type": "number"}, "api_key": {"type": "string"}
    }, "required": ["product", "unit_price", "api_key"]});
    let converter = Converter::new(&schema).unwrap();
    let stand_ins = [
        "just a filler",
        "a dummy value",
        "a placeholder",
        "fake",
        "not a real value",
        "only a stand-in",
    ];
    let plain = [
        "the list price",
        "taken from the catalogue",
        "correct as of today",
    ];
    let mut rng = Rng(0x5e1f_c0ff_0003);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let price = 1 + rng.next(500);
        let json = format!(
            "{{\"product\": \"Canvas tote\", \"unit_price\": {price}, \"api_key\": \"k-{}\"}}",
            rng.next(10_000)
        );
        let (subject, field) = [
            (price.to_string(), "unit_price"),
            ("That price".to_owned(), "unit_price"),
            ("The unit price".to_owned(), "unit_price"),
            ("That key".to_owned(), "api_key"),
            ("The api_key".to_owned(), "api_key"),
        ][rng.next(5)]
        .clone();
        let stand_in = rng.next(2) == 0;
        let what = if stand_in {
            stand_ins[rng.next(stand_ins.len())]
        } else {
            plain[rng.next(plain.len())]
        };
        let sentence = format!("{subject} is {what}.");
        let sentence = if rng.next(2) == 0 {
            format!("({sentence})")
        } else {
            sentence
        };
        let reply = format!("{json}\n\n{sentence}");
        match (stand_in, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: {field} a stand-in, taken: {v}")),
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A number written with one thousands mark (`3,141`) is one number: 3141 where the prose is
/// not in a language that writes a decimal comma (the documented default), or refused; never
/// its first or last digits read apart (`reading: 3,141` in a fence was 141, a bare `241,682`
/// in a fence 241). Generated over the numbers, labels, fences, money, and the field or
/// top-level target.
#[test]
fn a_grouped_number_is_never_read_in_part() {
    let mut rng = Rng(0x5e1f_c0ff_0004);
    let mut failures = Vec::new();
    let alone = Converter::new(&json!({"type": "number"})).unwrap();
    let field = Converter::new(&json!({"type": "object",
        "properties": {"reading": {"type": "number"}}, "required": ["reading"]}))
    .unwrap();
    for _ in 0..500 {
        let whole = 1 + rng.next(998);
        let group = rng.next(1000);
        let number = format!("{whole},{group:03}");
        let label = ["reading: ", "Reading: ", "value = ", ""][rng.next(4)];
        let fenced = rng.next(2) == 0;
        let money = rng.next(4) == 0;
        let number = if money { format!("${number}") } else { number };
        let line = format!("{label}{number}");
        let reply = if fenced {
            format!("Sensor export:\n```\n{line}\n```")
        } else {
            line
        };
        let want = (whole * 1000 + group) as f64;
        for (converter, pick) in [(&alone, None), (&field, Some("reading"))] {
            let got = converter.convert(&reply).map(|v| match pick {
                Some(k) => v[k].clone(),
                None => v,
            });
            if let Ok(v) = got
                && v.as_f64() != Some(want)
            {
                failures.push(format!("{reply:?}: read as {v}"));
            }
        }
    }
    assert_no_failures(&failures);
    // A bullet's dash is no minus sign.
    for reply in ["- 383,299", "- 42"] {
        if let Ok(v) = alone.convert(reply) {
            assert!(v.as_f64().is_some_and(|n| n > 0.0), "{reply:?} read as {v}");
        }
    }
}

/// A sentence after the only record that says one of its values must change (`Swap the
/// mozzarella for burrata`, `Ben shouldn't be on the list`, `I wrote EUR out of habit`) or
/// denies it (`not the Arc de Triomphe`) takes the record back: the corrected record is never
/// written, so nothing is returned. A sentence that names the value and changes nothing
/// leaves it. Generated over the record's texts (a list item, an enum value, a name), the
/// words of change in six languages, where the value stands in the sentence, and controls.
#[test]
fn a_value_the_prose_changes_is_taken_back() {
    let schema = json!({"type": "object", "properties": {
        "recipe": {"type": "string"},
        "ingredients": {"type": "array", "items": {"type": "string"}},
        "currency": {"type": "string", "enum": ["EUR", "GBP", "USD"]}
    }, "required": ["recipe", "ingredients", "currency"]});
    let converter = Converter::new(&schema).unwrap();
    let changes = [
        "Swap the {v} for something else.",
        "Please replace {v} with the right one.",
        "Remove {v}, I misread the card.",
        "{V} shouldn't be there.",
        "{V} should not be in the answer.",
        "{V} doesn't belong here.",
        "I wrote {v} out of habit.",
        "I put {v} in by mistake.",
        "Ersetze {v} bitte.",
        "Remplace {v}, s'il te plaît.",
        "Reemplaza {v} por favor.",
        "It is not the {v}, it is another one.",
    ];
    let keeps = [
        "The {v} is what the card says.",
        "{V} comes from the second page.",
        "I double-checked {v} against the receipt.",
    ];
    let mut rng = Rng(0x5e1f_c0ff_0005);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let ingredients = ["tomatoes", "basil", "mozzarella", "olive oil"];
        let currency = ["EUR", "GBP", "USD"][rng.next(3)];
        let json = format!(
            "{{\"recipe\": \"Caprese salad\", \"ingredients\": {}, \"currency\": \"{currency}\"}}",
            json!(ingredients)
        );
        let value = match rng.next(3) {
            0 => ingredients[rng.next(4)].to_owned(),
            1 => currency.to_owned(),
            _ => "Caprese salad".to_owned(),
        };
        let change = rng.next(3) != 0;
        let template = if change {
            changes[rng.next(changes.len())]
        } else {
            keeps[rng.next(keeps.len())]
        };
        let capital = {
            let mut c = value.clone();
            c[..1].make_ascii_uppercase();
            c
        };
        let sentence = template.replace("{v}", &value).replace("{V}", &capital);
        let reply = if rng.next(2) == 0 {
            format!("```json\n{json}\n```\n\n{sentence}")
        } else {
            format!("{json}\n{sentence}")
        };
        match (change, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: a changed record taken: {v}")),
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A date field written in the record and given another day by the prose beside it, in a
/// sentence that names the field by a word of its name (`Payment is due on April 30` beside
/// `"due_date": "2025-04-15"`), is contradicted; the same day, or a day the sentence gives to
/// something else (`issued on March 1`), leaves it. Generated over five date fields, the
/// forms of their words, month-first and day-first writing, months, days and sentence order.
#[test]
fn a_date_the_prose_gives_otherwise_contradicts_the_record() {
    let fields = [
        ("due_date", "Payment is due on {d}, per the terms."),
        ("start_date", "The course starts on {d}."),
        (
            "delivery_date",
            "It was delivered on {d}, says the tracking page.",
        ),
        ("due_date", "The balance is due by {d}."),
        ("check_in_date", "Check-in is on {d} from 3 pm."),
    ];
    let months = ["January", "March", "April", "July", "October", "December"];
    let mut rng = Rng(0x5e1f_c0ff_0006);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let (field, sentence) = fields[rng.next(fields.len())];
        let converter = Converter::new(&json!({"type": "object", "properties": {
            "ref": {"type": "string"}, field: {"type": "string", "format": "date"}
        }, "required": ["ref", field]}))
        .unwrap();
        let month = 1 + rng.next(months.len());
        let name = months[month - 1];
        let number = [1, 3, 4, 7, 10, 12][month - 1];
        let day = 1 + rng.next(28);
        let same = rng.next(2) == 0;
        let said_day = if same {
            day
        } else {
            1 + (day + rng.next(26)) % 28
        };
        let same = same || said_day == day;
        let said = if rng.next(2) == 0 {
            format!("{name} {said_day}")
        } else {
            format!("{said_day} {name}")
        };
        let json = format!(
            "{{\"ref\": \"R-{}\", \"{field}\": \"2025-{number:02}-{day:02}\"}}",
            rng.next(1000)
        );
        let reply = format!("{json}\n\n{}", sentence.replace("{d}", &said));
        match (same, converter.convert(&reply)) {
            (false, Ok(v)) => failures.push(format!("{reply:?}: another day taken: {v}")),
            (true, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    // A day the sentence gives to something else leaves the field.
    let due = Converter::new(&json!({"type": "object", "properties": {
        "ref": {"type": "string"}, "due_date": {"type": "string", "format": "date"}
    }, "required": ["ref", "due_date"]}))
    .unwrap();
    let other = "{\"ref\": \"R-1\", \"due_date\": \"2025-04-15\"}\n\nThe invoice was issued on March 1 and is due 45 days later.";
    if let Err(e) = due.convert(other) {
        failures.push(format!("{other:?}: refused: {e}"));
    }
    assert_no_failures(&failures);
}

/// A `key: value` statement inside a sentence of the prose around a record (`…, so
/// priority: low.`, `donc priority: low`) states the field as surely as a line of its own:
/// another value than the record's contradicts it and the reply is refused; the same value
/// agrees. Generated over the record's form (JSON or `key: value` lines), the sentence's
/// wording and language, its place before or after the record, and the value.
#[test]
fn a_key_value_statement_inside_a_sentence_states_the_field() {
    let converter = Converter::new(&json!({"type": "object", "properties": {
        "priority": {"type": "string", "enum": ["low", "medium", "high", "critical"]},
        "team": {"type": "string"}
    }, "required": ["priority"], "additionalProperties": false}))
    .unwrap();
    let levels = ["low", "medium", "high", "critical"];
    let sentences = [
        "Let me revise that after re-reading the ticket, so priority: {v}.",
        "On reflection the customer has a workaround; priority: {v} it is.",
        "Après relecture, donc priority: {v}.",
        "Nach nochmaligem Lesen also priority: {v}.",
        "I set priority: {v} because it blocks checkout.",
    ];
    let mut rng = Rng(0x5e1f_c0ff_0009);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let written = levels[rng.next(4)];
        let said = if rng.next(2) == 0 {
            written
        } else {
            levels[rng.next(4)]
        };
        let record = if rng.next(2) == 0 {
            format!("{{\"priority\": \"{written}\", \"team\": \"payments\"}}")
        } else {
            format!("Priority: {written}\nTeam: payments")
        };
        let sentence = sentences[rng.next(sentences.len())].replace("{v}", said);
        let reply = if rng.next(3) == 0 {
            format!("{sentence}\n\n{record}")
        } else {
            format!("{record}\n\n{sentence}")
        };
        match (said == written, converter.convert(&reply)) {
            (false, Ok(v)) => failures.push(format!("{reply:?}: a contradicted record taken: {v}")),
            (true, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            (true, Ok(v)) if v["priority"] != json!(written) => {
                failures.push(format!("{reply:?}: read as {v}"));
            }
            _ => {}
        }
    }
    // A number stated as people write it (`total: $1,480.00`) is the same number as JSON's
    // 1480, and another one contradicts it.
    let invoice = Converter::new(&json!({"type": "object",
        "properties": {"total": {"type": "number"}}, "required": ["total"]}))
    .unwrap();
    for _ in 0..400 {
        let cents = 100 * (1_000 + rng.next(9_000_000)) as u64;
        let written = cents as f64 / 100.0;
        let said = if rng.next(2) == 0 {
            cents
        } else {
            cents + 100 * (1 + rng.next(50)) as u64
        };
        let (units, rest) = (said / 100, said % 100);
        let grouped = {
            let digits = units.to_string();
            let mut out = String::new();
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (digits.len() - i) % 3 == 0 {
                    out.push(',');
                }
                out.push(c);
            }
            format!("${out}.{rest:02}")
        };
        let reply = format!(
            "{{\"total\": {written}}}\n\n> Checked against the invoice, so total: {grouped} — payable in 30 days."
        );
        match (said == cents, invoice.convert(&reply)) {
            (false, Ok(v)) => failures.push(format!("{reply:?}: a contradicted total taken: {v}")),
            (true, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A field named for a number that labels a thing (`order_number`, `ticket_id`, `case_no`)
/// is stated by the thing's name and the label in the prose around the record (`# Order
/// #5521`, `Ticket No. 88`, `Re: case #310`): another number than the record's contradicts
/// it, the same agrees. Generated over field names, label marks, headings or sentences,
/// JSON or `key: value` lines, and numbers.
#[test]
fn a_labelled_number_in_a_heading_states_the_field() {
    let things = [
        ("order", "order_number"),
        ("ticket", "ticket_id"),
        ("case", "case_no"),
    ];
    let marks = ["#", "# ", "No. ", "Nr. "];
    let mut rng = Rng(0x5e1f_c0ff_000b);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let (thing, key) = things[rng.next(things.len())];
        let converter = Converter::new(&json!({"type": "object", "properties": {
            key: {"type": "string"}, "customer": {"type": "string"}
        }, "required": [key, "customer"], "additionalProperties": false}))
        .unwrap();
        let written = 1000 + rng.next(9000);
        let said = if rng.next(2) == 0 {
            written
        } else {
            1000 + rng.next(9000)
        };
        let mark = marks[rng.next(marks.len())];
        let mut name = thing.to_owned();
        name[..1].make_ascii_uppercase();
        let heading = [
            format!("# {name} {mark}{said}"),
            format!("## {name} {mark}{said} — details"),
            format!("Here is {thing} {mark}{said}."),
        ][rng.next(3)]
        .clone();
        let record = if rng.next(2) == 0 {
            format!(
                "{{{}: \"{written}\", \"customer\": \"R. Osei\"}}",
                json!(key)
            )
        } else {
            format!("{key}: {written}\nCustomer: R. Osei")
        };
        let reply = format!("{heading}\n\n{record}");
        match (said == written, converter.convert(&reply)) {
            (false, Ok(v)) => failures.push(format!("{reply:?}: a contradicted record taken: {v}")),
            (true, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// Two records written one after the other with nothing but layout between them (the reply
/// opens with one, a fence or a bare closing fence holds the other) state two answers, and
/// say neither is the answer: different, the reply is ambiguous; the same, it is that value.
/// A reply read up to what no value starts with ends its first place there, so the value
/// after it is another place, not trailing text. Generated over the first record's layout,
/// the fence's language tag and marks, the space between, and the values.
#[test]
fn two_records_one_after_the_other_are_two_answers() {
    let plans = ["free", "pro", "team", "enterprise"];
    let converter = Converter::new(&json!({"type": "object", "properties": {
        "plan": {"type": "string", "enum": plans},
        "seats": {"type": "integer"}
    }, "required": ["plan", "seats"], "additionalProperties": false}))
    .unwrap();
    let mut rng = Rng(0x5e1f_c0f1_0010);
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let a = (plans[rng.next(4)], 1 + rng.next(3));
        let b = if rng.next(2) == 0 {
            a
        } else {
            (plans[rng.next(4)], 1 + rng.next(3))
        };
        let mut record = |(plan, seats): (&str, usize)| {
            [
                format!("{{\"plan\": \"{plan}\", \"seats\": {seats}}}"),
                format!("{{\n  \"plan\": \"{plan}\",\n  \"seats\": {seats}\n}}"),
            ][rng.next(2)]
            .clone()
        };
        let first = record(a);
        let second = record(b);
        let gap = ["\n", "\n\n", " ", "\n\n\n"][rng.next(4)];
        let fence = ["```json", "```", "```JSON", "~~~json"][rng.next(4)];
        let close = if fence.starts_with('~') { "~~~" } else { "```" };
        let reply = format!("{first}{gap}{fence}\n{second}\n{close}");
        let got = converter.convert(&reply);
        match got {
            Ok(v) if a == b && v == json!({"plan": a.0, "seats": a.1}) => {}
            Ok(v) => failures.push(format!("{reply:?}: read as {v}")),
            Err(e) if a != b && e.kind() == ErrorKind::Ambiguous => {}
            Err(e) => failures.push(format!("{reply:?}: {e}")),
        }
    }
    assert_no_failures(&failures);
}

/// A record that names its currency and holds an amount the prose writes in another currency
/// (`{"price": 49, "currency": "USD"}` then `That's €49 at checkout.`) says two prices:
/// refused. The same amount in the record's own currency (`$49`, `49 USD`), or another amount
/// in another currency (`shipping is €5`), leaves it. Generated over the currency field's
/// name, codes, signs and codes in the prose, sentences, and amounts.
#[test]
fn an_amount_the_prose_gives_in_another_currency_contradicts_the_record() {
    let currencies = [("USD", "$"), ("EUR", "€"), ("GBP", "£"), ("JPY", "¥")];
    let names = ["currency", "price_currency", "billingCurrency"];
    let sentences = [
        "That's {} at checkout.",
        "So you pay {} in total.",
        "Le total est de {}.",
        "Insgesamt {}.",
    ];
    let mut rng = Rng(0x5e1f_c0f1_0011);
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let name = names[rng.next(names.len())];
        let (code, _) = currencies[rng.next(currencies.len())];
        let converter = Converter::new(&json!({"type": "object", "properties": {
            "amount": {"type": "number"},
            name: {"type": "string", "enum": ["USD", "EUR", "GBP", "JPY"]}
        }, "required": ["amount", name], "additionalProperties": false}))
        .unwrap();
        let amount = 2 + rng.next(900);
        let (said_code, said_sign) = currencies[rng.next(currencies.len())];
        let same_amount = rng.next(3) != 0;
        let said_amount = if same_amount { amount } else { amount + 1 };
        let said = if rng.next(2) == 0 {
            format!("{said_sign}{said_amount}")
        } else {
            format!("{said_amount} {said_code}")
        };
        let record = json!({"amount": amount, name: code});
        let reply = format!(
            "{record}\n{}",
            sentences[rng.next(sentences.len())].replace("{}", &said)
        );
        let other = same_amount && said_code != code;
        match (converter.convert(&reply), other) {
            (Ok(v), true) => failures.push(format!("{reply:?}: read as {v}")),
            (Ok(v), false) if v != record => failures.push(format!("{reply:?}: read as {v}")),
            (Err(e), false) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A writer that stops itself short after a value (a word of refusal beside a word of
/// waiting, in either order, as a clause of their own: `No, wait.`, `Bueno, no, espera:`,
/// `Não, espere —`) or says it will check it (`I'll check again`, `Déjame revisarlo`, `vou
/// verificar de novo`, `da muss ich noch einmal nachsehen`) has not settled on it: the value
/// never comes back. The same words inside a sentence (`There is no wait at the desk`), a
/// request to the reader (`Let me know if you want me to check`), an offer on a condition
/// (`If anything looks off, tell me and I'll re-check`) or a check already done leave it. Generated over six languages' words, both orders, the marks between and around
/// them, the value's form (prose, JSON, a key line) and its number.
#[test]
fn a_value_the_writer_stops_short_or_will_check_is_not_settled() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"count": {"type": "integer"}},
        "required": ["count"], "additionalProperties": false}))
    .unwrap();
    let pairs = [
        ("No", "wait"),
        ("Non", "attendez"),
        ("Nein", "warte"),
        ("No", "espera"),
        ("Não", "espere"),
        ("No", "aspetta"),
    ];
    let deferrals = [
        "I'll check again.",
        "Let me double-check that.",
        "I need to verify it first.",
        "Je vais vérifier encore une fois.",
        "Da muss ich noch einmal nachsehen.",
        "Déjame revisarlo y te confirmo.",
        "Vou verificar de novo.",
        "Devo controllare di nuovo.",
    ];
    let neutral = [
        "There is no wait at the desk.",
        "Let me know if you want me to check anything else.",
        "I checked it twice.",
        "If anything looks off, tell me and I'll re-check the thread.",
        "Si quelque chose cloche, dites-le-moi et je vais vérifier.",
        "Wenn etwas nicht stimmt, sag Bescheid, dann muss ich nachsehen.",
        "No waiting is needed.",
        "Hope this helps.",
    ];
    let mut rng = Rng(0x5e77_1ed0);
    let mut failures = Vec::new();
    for _ in 0..1_200 {
        let n = 2 + rng.next(500);
        let value = match rng.next(3) {
            0 => format!("The count is {n}."),
            1 => format!("{{\"count\": {n}}}"),
            _ => format!("count: {n}"),
        };
        let sep = [" ", "\n", "\n\n"][rng.next(3)];
        let (after, settled) = match rng.next(3) {
            0 => {
                let (no, wait) = pairs[rng.next(pairs.len())];
                let mark = [", ", " — ", " ", "... "][rng.next(4)];
                let lead = ["", "Hmm, ", "Bueno, ", "Well, "][rng.next(4)];
                let end = [".", "!", " —", ":", ","][rng.next(5)];
                let (first, second) = if rng.next(2) == 0 {
                    (no.to_owned(), wait.to_owned())
                } else {
                    let mut w = wait.chars();
                    let upper: String = w.next().unwrap().to_uppercase().chain(w).collect();
                    (upper, no.to_lowercase())
                };
                let first = if lead.is_empty() {
                    first
                } else {
                    first.to_lowercase()
                };
                (
                    format!("{lead}{first}{mark}{second}{end} that is not right."),
                    false,
                )
            }
            1 => (deferrals[rng.next(deferrals.len())].to_owned(), false),
            _ => (neutral[rng.next(neutral.len())].to_owned(), true),
        };
        let reply = format!("{value}{sep}{after}");
        match (settled, converter.convert(&reply)) {
            (false, Ok(v)) => failures.push(format!("{reply:?}: returned {v}")),
            (true, Ok(v)) if v != json!({"count": n}) => {
                failures.push(format!("{reply:?}: read as {v}"))
            }
            (true, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A list the reply says goes on is not whole, however the list is written: markdown
/// items then a line that says so (`and so on.`, `...` on a line of its own, even with words
/// after it), or a comma line whose last item ends with it (`plums etc.`, `plommon m.m.`,
/// `prunes et ainsi de suite`). The same lists without it convert. Generated over the
/// list's form (bullets, numbers, a comma line), its items, and the words of going on in six
/// languages.
#[test]
fn a_list_said_to_go_on_is_not_whole_however_it_is_written() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"products": {"type": "array", "items": {"type": "string"}}},
        "required": ["products"], "additionalProperties": false}))
    .unwrap();
    let goods = [
        "apples", "pears", "plums", "cherries", "figs", "grapes", "lemons",
    ];
    let tails = [
        "etc.",
        "and so on",
        "et ainsi de suite",
        "usw.",
        "m.m.",
        "o.s.v.",
        "e così via",
        "и т.д.",
    ];
    let lines_after = [
        "and so on.",
        "...",
        "...\n(and so on until the end)",
        "…",
        "etc.",
        "und so weiter.",
    ];
    let mut rng = Rng(0xe11d_ed11);
    let mut failures = Vec::new();
    for _ in 0..900 {
        let n = 2 + rng.next(4);
        let start = rng.next(goods.len() - n + 1);
        let items = &goods[start..start + n];
        let elided = rng.next(2) == 0;
        let reply = match rng.next(3) {
            0 | 1 => {
                let numbered = rng.next(2) == 0;
                let mut text: String = items
                    .iter()
                    .enumerate()
                    .map(|(i, g)| {
                        if numbered {
                            format!("{}. {g}\n", i + 1)
                        } else {
                            format!("- {g}\n")
                        }
                    })
                    .collect();
                if elided {
                    text.push_str(lines_after[rng.next(lines_after.len())]);
                } else {
                    text.push_str(
                        ["", "\nThat is the whole list.", "\nHope this helps!"][rng.next(3)],
                    );
                }
                text
            }
            _ => {
                let mut line = items.join(", ");
                if elided {
                    line = format!("{line} {}", tails[rng.next(tails.len())]);
                }
                line
            }
        };
        match (elided, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: returned {v}")),
            (false, Ok(v)) if v != json!({"products": items}) => {
                failures.push(format!("{reply:?}: read as {v}"))
            }
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}
