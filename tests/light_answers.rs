//! Answers written without JSON that a reader takes at once: a markdown list of `key: value`
//! items (`- guest: Amara Eze`, `- **Nights:** 3`), and a reply that opens with yes or no for
//! a boolean (`Yes — the store is open on Sundays.`); and `key: value` lines read with the
//! prose around them, as a value written in JSON is (`Email: … I take that back.`).

mod common;

use common::{Rng, assert_no_failures};
use serde_json::json;
use structout::Converter;

/// A field's name as a reply may write it as a key: as declared (`room_type`), in words
/// (`room type`), or capitalized (`Room type`), by `spelling` 0, 1 or 2.
fn spelled(key: &str, spelling: usize) -> String {
    match spelling {
        0 => key.to_owned(),
        1 => key.replace('_', " "),
        _ => {
            let mut c = key.replace('_', " ");
            c[..1].make_ascii_uppercase();
            c
        }
    }
}

/// A markdown list whose items are `key: value` pairs, each its own field, is the record,
/// and so are such lines without marks: whatever the list's mark (or none), the keys'
/// emphasis and case, the order, and a heading before it; a list that names a field twice, or holds records under its items (`- name: a` then
/// `  age: 3`), is not one record. Generated over four marks and none, three emphases, key spellings,
/// orders and headings.
#[test]
fn a_bulleted_list_of_fields_is_the_record() {
    let schema = json!({"type": "object", "properties": {
        "guest": {"type": "string"}, "nights": {"type": "integer"},
        "breakfast": {"type": "boolean"}, "room_type": {"type": "string", "enum": ["single", "double", "suite"]}
    }, "required": ["guest", "nights", "breakfast", "room_type"], "additionalProperties": false});
    let converter = Converter::new(&schema).unwrap();
    let guests = ["Amara Eze", "Jonas Berg", "Mei Lin"];
    let mut rng = Rng(0x11e7_a115_0001);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let guest = guests[rng.next(3)];
        let nights = 1 + rng.next(9);
        let breakfast = rng.next(2) == 0;
        let room = ["single", "double", "suite"][rng.next(3)];
        let said = if breakfast {
            ["yes", "true"]
        } else {
            ["no", "false"]
        }[rng.next(2)];
        // No mark at all: `**Nights:** 3` lines are as much a record.
        let mark = ["- ", "* ", "• ", "+ ", ""][rng.next(5)];
        let (open, close) = [("", ":"), ("**", ":**"), ("**", "**:")][rng.next(3)];
        let spelling = rng.next(3);
        let key = |k: &str| spelled(k, spelling);
        let mut items = vec![
            (key("guest"), guest.to_owned()),
            (key("nights"), nights.to_string()),
            (key("breakfast"), said.to_owned()),
            (key("room_type"), room.to_owned()),
        ];
        for i in (1..items.len()).rev() {
            items.swap(i, rng.next(i + 1));
        }
        let twice = rng.next(6) == 0;
        if twice {
            items.push((key("guest"), "Someone Else".to_owned()));
        }
        let list: Vec<String> = items
            .iter()
            .map(|(k, v)| format!("{mark}{open}{k}{close} {v}"))
            .collect();
        let heading = ["", "**Booking confirmed**\n\n", "Here are the details:\n"][rng.next(3)];
        let reply = format!("{heading}{}", list.join("\n"));
        let want =
            json!({"guest": guest, "nights": nights, "breakfast": breakfast, "room_type": room});
        match (twice, converter.convert(&reply)) {
            (false, Ok(v)) if v != want => failures.push(format!("{reply:?}: read as {v}")),
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            (true, Ok(v)) if v["guest"] == json!("Someone Else") || v["guest"] == json!(guest) => {
                failures.push(format!("{reply:?}: a field named twice taken: {v}"));
            }
            _ => {}
        }
    }
    assert_no_failures(&failures);
    // Records under their items stay a list of records, not one record.
    let people = Converter::new(&json!({"type": "object",
        "properties": {"name": {"type": "string"}, "age": {"type": "integer"}},
        "required": ["name", "age"]}))
    .unwrap();
    assert!(
        people
            .convert("- name: Ada\n  age: 36\n- name: Bo\n  age: 41")
            .is_err()
    );
}

/// A reply that opens with yes or no, in the languages the engine reads, answers a boolean,
/// alone or as an object's only field; one that later says the opposite as an answer
/// (`Yes. Actually, no.`), or opens with a word that only looks like one (`No problem`,
/// `Nope-free`), answers nothing. Generated over eleven languages' words, the marks after
/// them, the sentences that follow, and a reversal.
#[test]
fn a_reply_that_opens_with_yes_or_no_answers_a_boolean() {
    let yes = [
        "Yes", "yes", "Yeah", "Ja", "Oui", "Sí", "Sim", "Да", "Tak", "はい", "네",
    ];
    let no = [
        "No",
        "no",
        "Nope",
        "Nein",
        "Non",
        "Não",
        "Нет",
        "Nie",
        "いいえ",
        "아니요",
    ];
    let after = [" — ", ", ", ". ", "! ", "、", ": "];
    // (Nothing here states the field's predicate, which would have to agree with the word:
    // see `a_yes_the_prose_states_otherwise_is_no_answer`.)
    let rest = [
        "the schedule on its page says so.",
        "that is what the schedule says.",
        "according to the page you sent.",
        "",
    ];
    let alone = Converter::new(&json!({"type": "boolean"})).unwrap();
    let field = Converter::new(&json!({"type": "object",
        "properties": {"open_on_sundays": {"type": "boolean"}}, "required": ["open_on_sundays"]}))
    .unwrap();
    let mut rng = Rng(0x11e7_a115_0002);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let answer = rng.next(2) == 0;
        let word = if answer {
            yes[rng.next(yes.len())]
        } else {
            no[rng.next(no.len())]
        };
        let reversed = rng.next(5) == 0;
        let mut reply = format!(
            "{word}{}{}",
            after[rng.next(after.len())],
            rest[rng.next(rest.len())]
        );
        if reversed {
            let other = if answer { "no" } else { "yes" };
            reply.push_str(&format!(" Actually, {other}."));
        }
        let reply = reply.trim().to_owned();
        for (converter, key) in [(&alone, None), (&field, Some("open_on_sundays"))] {
            let got = converter.convert(&reply).map(|v| match key {
                Some(k) => v[k].clone(),
                None => v,
            });
            match (reversed, got) {
                (false, Ok(v)) if v != json!(answer) => failures.push(format!("{reply:?}: {v}")),
                (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
                (true, Ok(v)) => failures.push(format!("{reply:?}: reversed, taken as {v}")),
                _ => {}
            }
        }
    }
    for reply in [
        "No problem — I'll check.",
        "Nopeless.",
        "Yesterday it was open.",
    ] {
        assert!(alone.convert(reply).is_err(), "{reply:?} read as an answer");
    }
    assert_no_failures(&failures);
}

/// `key: value` lines are a place like a JSON value: the prose after them may take them back
/// (`I take that back`, `Scratch that`, `Oubliez ça`, in the languages the engine reads) and
/// the record is refused, while prose that only closes the reply (`Hope this helps!`) leaves
/// it as it is. Generated over records of one to three fields, bulleted or not, a lead-in or
/// none, blank lines, and the sentence after.
#[test]
fn key_value_lines_are_read_with_the_prose_after_them() {
    let schema = json!({"type": "object", "properties": {
        "email": {"type": "string", "format": "email"}, "city": {"type": "string"},
        "seats": {"type": "integer"}
    }, "required": ["email"], "additionalProperties": false});
    let converter = Converter::new(&schema).unwrap();
    let retractions = [
        "I take that back; that address is from her old employer.",
        "Scratch that, those details are for another customer.",
        "Never mind, I misread the form.",
        "Oubliez ça, je me suis trompé de fiche.",
        "Vergiss das, das war der falsche Kunde.",
        "Olvida eso, me equivoqué de cliente.",
        "Wait, no, that's the old record.",
        "Correction: the record above belongs to someone else.",
    ];
    let closings = [
        "Hope this helps!",
        "Let me know if you need anything else.",
        "N'hésitez pas si vous avez d'autres questions.",
        "Viel Erfolg mit der Buchung!",
        "",
    ];
    let mut rng = Rng(0x11e7_a115_0003);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let email = ["ana.k@firma.de", "li.wei@shop.cn", "jo@mail.fr"][rng.next(3)];
        let mut fields = vec![("Email", email.to_owned())];
        if rng.next(2) == 0 {
            fields.push(("City", ["Lyon", "Köln", "Porto"][rng.next(3)].to_owned()));
        }
        if rng.next(2) == 0 {
            fields.push(("Seats", (1 + rng.next(8)).to_string()));
        }
        for i in (1..fields.len()).rev() {
            fields.swap(i, rng.next(i + 1));
        }
        let mark = ["", "- "][rng.next(2)];
        let lines: Vec<String> = fields
            .iter()
            .map(|(k, v)| format!("{mark}{k}: {v}"))
            .collect();
        let lead = ["", "Here is the record:\n", "Voici la fiche :\n\n"][rng.next(3)];
        let taken_back = rng.next(2) == 0;
        let after = if taken_back {
            retractions[rng.next(retractions.len())]
        } else {
            closings[rng.next(closings.len())]
        };
        let gap = ["\n", "\n\n"][rng.next(2)];
        let reply = format!("{lead}{}{gap}{after}", lines.join("\n"));
        match (taken_back, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: a record taken back read as {v}")),
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            (false, Ok(v)) if v["email"] != json!(email) => {
                failures.push(format!("{reply:?}: read as {v}"));
            }
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// Markdown items are one list only where nothing but blank or indented lines stands
/// between them: two lists parted by a heading or a paragraph (`## Required` … `## Optional`
/// …) name no one list and are refused, never merged; one list with blank lines or indented
/// notes between its items is read whole. Generated over marks, headings, item counts and
/// what stands between.
#[test]
fn two_markdown_lists_are_not_one() {
    let converter = Converter::new(&json!({"type": "object", "properties": {
        "documents": {"type": "array", "items": {"type": "string"}}
    }, "required": ["documents"], "additionalProperties": false}))
    .unwrap();
    let names = [
        "Passport",
        "Visa",
        "Return ticket",
        "Insurance",
        "Hotel booking",
        "Photo",
    ];
    let mut rng = Rng(0x11e7_a115_0005);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let mark = ["- ", "* ", "1. "][rng.next(3)];
        let n = 1 + rng.next(3);
        let m = 1 + rng.next(3);
        let first: Vec<&str> = names[..n].to_vec();
        let second: Vec<&str> = names[3..3 + m].to_vec();
        let list = |items: &[&str], gap: &str| {
            items
                .iter()
                .map(|i| format!("{mark}{i}"))
                .collect::<Vec<_>>()
                .join(gap)
        };
        let gap = ["\n", "\n\n", "\n  (an original)\n"][rng.next(3)];
        let two = rng.next(2) == 0;
        let reply = if two {
            let parting = [
                "\n\n## Optional\n",
                "\nNice to have:\n",
                "\n\nAlso bring, if you can:\n",
            ][rng.next(3)];
            format!(
                "## Required documents\n{}{parting}{}",
                list(&first, gap),
                list(&second, gap)
            )
        } else {
            format!("## Required documents\n{}", list(&first, gap))
        };
        match (two, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: two lists read as {v}")),
            (false, Ok(v)) if v != json!({"documents": first}) => {
                failures.push(format!("{reply:?}: read as {v}"));
            }
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// The full stop that ends a comma line ends its sentence, not its last item: `Lisbon, Porto,
/// Faro.` is three cities, none of them `Faro.`. Where the last word has a dot inside it
/// (`Washington D.C.`, `U.S.`) the stop is the word's own and kept; where a short capitalized
/// word follows a name (`Acme Corp.`, `Doe J.`) it may be either, so the line is no list.
/// Generated over item words, counts, lead-ins (none, a label, a sentence with a colon, in
/// four languages), joining words and the list's target (a top-level list or an object's
/// only field): the value returned never ends in a sentence's stop.
#[test]
fn a_comma_lines_full_stop_is_the_sentences() {
    let words = [
        "Lisbon", "Porto", "serde", "tokio", "red", "Berlin", "Kyiv", "Oslo", "blue", "Rome",
        "leek", "mango",
    ];
    let kept = ["Washington D.C.", "Made in the U.S.", "e.g."];
    let either = ["Acme Corp.", "Doe J.", "Smith Ltd."];
    let leads = [
        "",
        "Tags: ",
        "The ones you asked for are: ",
        "Les villes sont : ",
        "Die Teilnehmer sind: ",
        "Los destinos son: ",
    ];
    let object = Converter::new(&json!({"type": "object", "properties": {
        "items": {"type": "array", "items": {"type": "string"}}
    }, "required": ["items"], "additionalProperties": false}))
    .unwrap();
    let list = Converter::new(&json!({"type": "array", "items": {"type": "string"}})).unwrap();
    let mut rng = Rng(0x11e7_a115_0006);
    let mut failures = Vec::new();
    let mut read = 0;
    for _ in 0..1_500 {
        let n = 2 + rng.next(3);
        let mut items: Vec<String> = (0..n)
            .map(|i| words[(rng.next(words.len()) + i) % words.len()].to_owned())
            .collect();
        items.dedup();
        if items.len() < 2 {
            continue;
        }
        // The last item: a plain word (0..2), a word whose stop is its own (2), or a name
        // and a short capitalized word (3).
        let kind = rng.next(4);
        match kind {
            2 => *items.last_mut().unwrap() = kept[rng.next(kept.len())].to_owned(),
            3 => *items.last_mut().unwrap() = either[rng.next(either.len())].to_owned(),
            _ => {}
        }
        let last = items.pop().unwrap();
        let joined = match rng.next(3) {
            0 => format!("{}, {last}", items.join(", ")),
            1 => format!("{} and {last}", items.join(", ")),
            _ => format!("{}, and {last}", items.join(", ")),
        };
        let stop = if last.ends_with('.') { "" } else { "." };
        let lead = leads[rng.next(leads.len())];
        let reply = format!("{lead}{joined}{stop}");
        items.push(last.clone());
        let field = rng.next(2) == 0;
        let got = if field {
            object.convert(&reply).map(|v| v["items"].clone())
        } else {
            list.convert(&reply)
        };
        match (kind, got) {
            (3, Ok(v)) => failures.push(format!("{reply:?}: read as {v}")),
            (3, Err(_)) | (_, Err(_)) => {}
            (_, Ok(v)) if v == json!(items) => read += 1,
            (_, Ok(v)) => failures.push(format!("{reply:?}: read as {v}, meant {items:?}")),
        }
    }
    assert_no_failures(&failures);
    assert!(
        read > 300,
        "the lists that name their items are read: {read}"
    );
}

/// A reply that opens with yes or no and then states the field's own predicate the other way
/// (`**Yes.** The endpoint does not support pagination.` for `supports_pagination`) says both:
/// refused; stated the same way, or not at all, the opening word answers. Generated over
/// fields (their predicates' words and forms), opening words in three languages, negations
/// (`does not`, `doesn't`, `never`) and the sentence after.
#[test]
fn a_yes_the_prose_states_otherwise_is_no_answer() {
    // A field, and its predicate stated as a sentence (`{not}` where a negation goes).
    let fields = [
        (
            "supports_pagination",
            "The endpoint {not} support pagination.",
        ),
        ("requires_login", "This page {not} require a login."),
        (
            "allowsRefunds",
            "The shop {not} allow refunds after 30 days.",
        ),
        ("includes_breakfast", "The rate {not} include breakfast."),
    ];
    let yes = ["Yes.", "**Yes.**", "Yes —", "Oui.", "Ja,"];
    let no = ["No.", "**No.**", "No —", "Non.", "Nein,"];
    let negations = ["does not", "doesn't", "never does", "does **not**"];
    let mut rng = Rng(0x11e7_a115_0007);
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let (field, sentence) = fields[rng.next(fields.len())];
        let answer = rng.next(2) == 0;
        let opening = if answer { yes } else { no }[rng.next(5)];
        // The sentence after: none, the predicate negated, or stated.
        let after = rng.next(3);
        let stated = match after {
            0 => String::new(),
            1 => {
                let neg = negations[rng.next(negations.len())];
                let s = sentence.replace("{not}", neg);
                // `never does support` reads as `never supports`.
                format!(" {}", s.replace("never does support", "never supports"))
            }
            _ => format!(" {}", sentence.replace("{not} ", "does ")),
        };
        let says = match after {
            0 => Some(answer),
            1 => (!answer).then_some(false),
            _ => answer.then_some(true),
        };
        let converter = Converter::new(&json!({"type": "object",
            "properties": {field: {"type": "boolean"}},
            "required": [field], "additionalProperties": false}))
        .unwrap();
        let reply = format!("{opening}{stated}");
        match (converter.convert(&reply), says) {
            (Ok(v), Some(b)) if v[field] == b => {}
            (Ok(v), _) => failures.push(format!("{reply:?} for {field}: {v}")),
            (Err(e), Some(_)) => failures.push(format!("{reply:?} for {field}: refused: {e}")),
            (Err(_), None) => {}
        }
    }
    assert_no_failures(&failures);
}

/// A stand-in written where a `key: value` line's value belongs (`Age: not stated`, `Phone:
/// [REDACTED]`, `Email: to be confirmed`) is `null` where the field allows it, whatever the
/// field's type, and no value where it does not: the line gave none. Generated over stand-ins
/// (words, an unquoted slot in brackets, masks, deferrals), fields of several types, their
/// order and whether null is allowed.
#[test]
fn a_stand_in_in_a_key_value_line_is_null_where_null_is_allowed() {
    let stand_ins = [
        "N/A",
        "not stated",
        "not given",
        "withheld",
        "[REDACTED]",
        "[PHONE]",
        "███-██-████",
        "XXX-XXX-XXXX",
        "to be confirmed",
        "unknown",
        "—",
    ];
    let fields: [(&str, &str); 3] = [("phone", "string"), ("age", "integer"), ("score", "number")];
    let mut rng = Rng(0x11e7_a115_0008);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let (field, kind) = fields[rng.next(fields.len())];
        let nullable = rng.next(2) == 0;
        let stand_in = stand_ins[rng.next(stand_ins.len())];
        let types = if nullable {
            json!([kind, "null"])
        } else {
            json!(kind)
        };
        let converter = Converter::new(&json!({"type": "object", "properties": {
            "name": {"type": "string"}, field: {"type": types}
        }, "required": ["name", field], "additionalProperties": false}))
        .unwrap();
        let label = field[..1].to_uppercase() + &field[1..];
        let reply = if rng.next(2) == 0 {
            format!("Name: Otto Berg\n{label}: {stand_in}")
        } else {
            format!("{label}: {stand_in}\nName: Otto Berg")
        };
        match (converter.convert(&reply), nullable) {
            (Ok(v), true) if v == json!({"name": "Otto Berg", field: null}) => {}
            (Ok(v), _) => failures.push(format!("{reply:?} ({kind}, nullable {nullable}): {v}")),
            (Err(e), true) => failures.push(format!("{reply:?} ({kind}): refused: {e}")),
            (Err(_), false) => {}
        }
    }
    assert_no_failures(&failures);
}

/// A markdown item that gives examples of itself in parentheses at its end (`Fruits (e.g.
/// apple, mango)`, `Tools (such as a hammer)`, `Obst (z. B. Äpfel)`) is the item without them:
/// the aside is about the item, not its name; other parentheses stay (`Salt (coarse)`).
/// Generated over items, markers, the examples, bullets and lists with asides on some items.
#[test]
fn an_items_examples_in_parentheses_are_an_aside() {
    let converter = Converter::new(&json!({"type": "object", "properties": {
        "categories": {"type": "array", "items": {"type": "string"}}
    }, "required": ["categories"], "additionalProperties": false}))
    .unwrap();
    let names = [
        "Fruits",
        "Vegetables",
        "Grains",
        "Hand tools",
        "Dairy",
        "Obst",
    ];
    let markers = [
        "e.g.",
        "e.g.,",
        "such as",
        "for example",
        "z. B.",
        "por ejemplo",
        "like",
    ];
    let examples = ["apple, mango", "leek", "a hammer", "milk and cheese"];
    let kept = ["(coarse)", "(optional)", "(2 kg)"];
    let mut rng = Rng(0x11e7_a115_0009);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let n = 2 + rng.next(3);
        let mut lines = Vec::new();
        let mut want = Vec::new();
        for i in 0..n {
            let name = names[(rng.next(names.len()) + i) % names.len()];
            match rng.next(3) {
                0 => {
                    let marker = markers[rng.next(markers.len())];
                    let ex = examples[rng.next(examples.len())];
                    lines.push(format!("{name} ({marker} {ex})"));
                    want.push(name.to_owned());
                }
                1 => {
                    let k = kept[rng.next(kept.len())];
                    lines.push(format!("{name} {k}"));
                    want.push(format!("{name} {k}"));
                }
                _ => {
                    lines.push(name.to_owned());
                    want.push(name.to_owned());
                }
            }
        }
        let bullet = ["- ", "* ", "1. "][rng.next(3)];
        let reply = lines
            .iter()
            .map(|l| format!("{bullet}{l}"))
            .collect::<Vec<_>>()
            .join("\n");
        match converter.convert(&reply) {
            Ok(v) if v == json!({"categories": want}) => {}
            got => failures.push(format!("{reply:?}: {got:?}, meant {want:?}")),
        }
    }
    assert_no_failures(&failures);
}

/// A markdown table is read by its header: its rows are the records of a list, one row (or
/// a table of two columns whose first names the fields) is a record. A table of several rows
/// is never one record, a table with a row of another number of cells is no table (which cell
/// is whose is not certain), a table the prose calls an example is no answer, and a number in
/// a table is never one the prose names (for a field the table has no column of). Generated
/// over outer pipes or none, alignment marks, emphasis, the header's spelling and order,
/// row counts, the prose around the table and its language.
#[test]
fn a_markdown_table_is_read_by_its_header() {
    let item = json!({"type": "object", "properties": {
        "name": {"type": "string"}, "qty": {"type": "integer"}, "unit_price": {"type": "number"}
    }, "required": ["name", "qty", "unit_price"], "additionalProperties": false});
    let list = Converter::new(&json!({"type": "array", "items": item})).unwrap();
    let record = Converter::new(&item).unwrap();
    let stock = Converter::new(&json!({"type": "object",
        "properties": {"stock": {"type": "integer"}}, "required": ["stock"]}))
    .unwrap();
    let names = ["Washers", "Hex nuts", "Bolts M8", "Wood screws", "Anchors"];
    let leads = [
        "",
        "Here is the order:\n\n",
        "Voici la commande :\n",
        "Die Bestellung:\n\n",
    ];
    let examples = [
        "For example:\n",
        "Example table:\n\n",
        "Par exemple :\n",
        "Zum Beispiel:\n",
        "Por ejemplo:\n\n",
    ];
    let closings = [
        "",
        "\n\nLet me know if anything is missing.",
        "\n\nBonne journée !",
    ];
    let mut rng = Rng(0x11e7_a115_000a);
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let rows = 1 + rng.next(4);
        let records: Vec<(String, usize, String)> = (0..rows)
            .map(|i| {
                let name = names[(rng.next(names.len()) + i) % names.len()].to_owned();
                let cents = rng.next(2000);
                (
                    name,
                    1 + rng.next(500),
                    format!("{}.{:02}", cents / 100, cents % 100),
                )
            })
            .collect();
        let outer = rng.next(2) == 0;
        let emph = ["", "**", "`"][rng.next(3)];
        let line = |cells: &[String]| {
            let inner = cells.join(" | ");
            if outer { format!("| {inner} |") } else { inner }
        };
        let spelling = rng.next(3);
        let spelled = |k: &str| spelled(k, spelling);
        // The columns in any order.
        let mut order = [0usize, 1, 2];
        for i in (1..3).rev() {
            order.swap(i, rng.next(i + 1));
        }
        let keys = ["name", "qty", "unit_price"];
        let header: Vec<String> = order.iter().map(|&c| spelled(keys[c])).collect();
        let align = [":---", "---", "--:", ":-:"];
        let delim: Vec<String> = order
            .iter()
            .map(|_| align[rng.next(4)].to_owned())
            .collect();
        let ragged = rng.next(8) == 0;
        let mut body = vec![line(&header), line(&delim)];
        for (n, (name, qty, price)) in records.iter().enumerate() {
            let all = [
                format!("{emph}{name}{emph}"),
                qty.to_string(),
                price.clone(),
            ];
            let mut cells: Vec<String> = order.iter().map(|&c| all[c].clone()).collect();
            if ragged && n == rows - 1 {
                cells.pop();
            }
            body.push(line(&cells));
        }
        let example = rng.next(5) == 0;
        let lead = if example {
            examples[rng.next(examples.len())]
        } else {
            leads[rng.next(leads.len())]
        };
        let reply = format!(
            "{lead}{}{}",
            body.join("\n"),
            closings[rng.next(closings.len())]
        );
        let want: Vec<serde_json::Value> = records
            .iter()
            .map(|(name, qty, price)| {
                json!({"name": name, "qty": qty, "unit_price": price.parse::<f64>().unwrap()})
            })
            .collect();
        let refuse = ragged || example;
        match (refuse, list.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: list read as {v}")),
            (false, Ok(v)) if v != json!(want) => failures.push(format!("{reply:?}: read as {v}")),
            (false, Err(e)) => failures.push(format!("{reply:?}: list refused: {e}")),
            _ => {}
        }
        // A number in a table is its row's and column's, never one the prose names.
        if let Ok(v) = stock.convert(&reply) {
            failures.push(format!("{reply:?}: a cell read as the stock: {v}"));
        }
        match (refuse || rows > 1, record.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: record read as {v}")),
            (false, Ok(v)) if v != want[0] => {
                failures.push(format!("{reply:?}: record read as {v}"));
            }
            (false, Err(e)) => failures.push(format!("{reply:?}: record refused: {e}")),
            _ => {}
        }
        // The same record as a table of fields and values.
        let (name, qty, price) = &records[0];
        let mut pairs = [
            [spelled("name"), format!("{emph}{name}{emph}")],
            [spelled("qty"), qty.to_string()],
            [spelled("unit_price"), price.clone()],
        ];
        for i in (1..3).rev() {
            pairs.swap(i, rng.next(i + 1));
        }
        let mut fields = vec![
            line(&["Field".to_owned(), "Value".to_owned()]),
            line(&["---".to_owned(), "---".to_owned()]),
        ];
        fields.extend(pairs.iter().map(|p| line(p)));
        let reply = format!("{lead}{}", fields.join("\n"));
        match (example, record.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: fields read as {v}")),
            (false, Ok(v)) if v != want[0] => {
                failures.push(format!("{reply:?}: fields read as {v}"))
            }
            (false, Err(e)) => failures.push(format!("{reply:?}: fields refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A config file's `key = value` lines (TOML, INI, `.env`, properties) are the record they
/// set, with a section header, comments, a fence and prose around them; a key set twice, two
/// blocks with prose between, or a block the prose calls an example name no record.
/// Generated over the file's style, the keys' case, quoting, order, comments, sections,
/// fences and the prose around in several languages.
#[test]
fn a_config_files_assignments_are_the_record() {
    let converter = Converter::new(&json!({"type": "object", "properties": {
        "db_host": {"type": "string"}, "db_port": {"type": "integer"}, "tls": {"type": "boolean"}
    }, "required": ["db_host", "db_port", "tls"], "additionalProperties": false}))
    .unwrap();
    let leads = [
        "",
        "Here is the config:\n\n",
        "Voici la configuration :\n",
        "Die Konfiguration:\n\n",
    ];
    let examples = ["For example:\n", "Beispiel:\n", "Par exemple :\n\n"];
    let closings = [
        "",
        "\n\nThese are the values your staging uses.",
        "\n\nSaludos.",
    ];
    let fences = ["", "toml", "ini", "env", "properties", "dotenv", "conf"];
    let mut rng = Rng(0x11e7_a115_000b);
    let mut failures = Vec::new();
    for _ in 0..1_000 {
        let host = ["10.0.4.12", "db.internal", "localhost"][rng.next(3)];
        let port = 1000 + rng.next(9000);
        let tls = rng.next(2) == 0;
        let style = rng.next(3);
        let key = |k: &str| {
            if style == 1 {
                k.to_uppercase()
            } else {
                k.to_owned()
            }
        };
        let eq = [" = ", "="][usize::from(style == 1)];
        let quoted = if style == 0 && rng.next(2) == 0 {
            format!("\"{host}\"")
        } else {
            host.to_owned()
        };
        let export = if style == 1 && rng.next(3) == 0 {
            "export "
        } else {
            ""
        };
        let mut lines = vec![
            format!("{export}{}{eq}{quoted}", key("db_host")),
            format!("{export}{}{eq}{port}", key("db_port")),
            format!("{export}{}{eq}{tls}", key("tls")),
        ];
        for i in (1..lines.len()).rev() {
            lines.swap(i, rng.next(i + 1));
        }
        if rng.next(3) == 0 {
            lines.insert(rng.next(lines.len() + 1), "# database".to_owned());
        }
        if style == 2 {
            lines.insert(0, "[database]".to_owned());
        }
        let case = rng.next(8);
        let twice = case == 0;
        let split = case == 1;
        let example = case == 2;
        if twice {
            lines.push(format!("{}{eq}9999", key("db_port")));
        }
        let mut block = lines.join("\n");
        if split {
            block.push_str(&format!(
                "\n\nOr, for production:\n\n{}{eq}1",
                key("db_port")
            ));
        }
        let fence = fences[rng.next(fences.len())];
        if !fence.is_empty() || rng.next(2) == 0 {
            block = format!("```{fence}\n{block}\n```");
        }
        let lead = if example {
            examples[rng.next(examples.len())]
        } else {
            leads[rng.next(leads.len())]
        };
        let reply = format!("{lead}{block}{}", closings[rng.next(closings.len())]);
        let want = json!({"db_host": host, "db_port": port, "tls": tls});
        match (twice || split || example, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: read as {v}")),
            (false, Ok(v)) if v != want => failures.push(format!("{reply:?}: read as {v}")),
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
    // Comparisons are no assignments.
    assert!(
        converter
            .convert("db_port == 5432\ndb_host >= a\ntls != true")
            .is_err()
    );
}

/// The one line a reply labels as its answer (`Final answer: 13.5`, `**Answer: 7**`,
/// `最终答案：13.5`, `Ответ → 12`), after reasoning whose numbers are work, is the answer; two
/// such lines with different values, a number stated after the line, an example's label
/// (`Example answer:`) or a doubt after it name no answer. Generated over labels in nine
/// languages, separators, emphasis, the reasoning before, a field or a bare number, and the
/// ways the answer may be undone.
#[test]
fn the_line_labelled_as_the_answer_is_the_answer() {
    let labels = [
        "Answer",
        "Final answer",
        "Réponse",
        "Antwort",
        "Respuesta final",
        "最终答案",
        "答え",
        "Ответ",
        "정답",
    ];
    let seps = [": ", "：", " → "];
    let bare = Converter::new(&json!({"type": "integer"})).unwrap();
    let field = Converter::new(&json!({"type": "object",
        "properties": {"total": {"type": "integer"}}, "required": ["total"],
        "additionalProperties": false}))
    .unwrap();
    let mut rng = Rng(0x11e7_a115_000c);
    let mut failures = Vec::new();
    for _ in 0..1_500 {
        let a = 2 + rng.next(50);
        let b = 2 + rng.next(50);
        let answer = a * b;
        let work = [
            format!("Step 1: {a} boxes of {b}.\nStep 2: {a} × {b} = {answer}.\n\n"),
            format!("Let me think: {a} rows, {b} seats each, so {a}·{b}.\n"),
            format!("思考：{a} 行，每行 {b} 个 → {answer}\n\n"),
        ][rng.next(3)]
        .clone();
        let label = labels[rng.next(labels.len())];
        let sep = seps[rng.next(seps.len())];
        let emph = ["", "**"][rng.next(2)];
        let line = format!("{emph}{label}{sep}{answer}{emph}");
        let case = rng.next(6);
        let reply = match case {
            0 => format!("{work}{line}\n{label}{sep}{}", answer + 1),
            1 => format!("{work}{line}\n\nThat makes {} in all.", answer + 3),
            2 => format!("{work}Example answer{sep}{answer}"),
            3 => format!("{work}{line}\n\nBut I'm not sure about that."),
            _ => format!("{work}{line}"),
        };
        let meant = case >= 4;
        for (converter, pick) in [(&bare, None), (&field, Some("total"))] {
            let got = converter.convert(&reply);
            let value = got.as_ref().ok().map(|v| match pick {
                Some(k) => v[k].clone(),
                None => v.clone(),
            });
            match (meant, value) {
                (true, Some(v)) if v == json!(answer) => {}
                (false, None) => {}
                (_, v) => failures.push(format!("{reply:?} ({pick:?}): {v:?}, meant {meant}")),
            }
        }
    }
    assert_no_failures(&failures);
}

/// A key with nothing after it and a list's items below it is that list: the items at the
/// key's own indentation (`tags:` then `- travel`, as YAML and markdown write them) or
/// indented, under any of the marks `-`, `*`, `+`, `•`, the key emphasized or not, among other
/// fields in any order, with prose after; the same list with an elision as its last item
/// (`- etc.`) is refused. Generated over marks, indentations, emphases, item counts and
/// orders.
#[test]
fn a_keys_list_below_it_is_its_value() {
    let schema = json!({"type": "object", "properties": {
        "title": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}},
        "owner": {"type": "string"}
    }, "required": ["title", "tags", "owner"], "additionalProperties": false});
    let converter = Converter::new(&schema).unwrap();
    let words = ["travel", "budget", "team", "q3 review", "hiring"];
    let mut rng = Rng(0x11e7_a115_0009);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let mark = ["- ", "* ", "+ ", "• "][rng.next(4)];
        let pad = ["", "", "  "][rng.next(3)];
        let emph = ["", "**"][rng.next(2)];
        let key = |name: &str| {
            if emph.is_empty() {
                format!("{name}:")
            } else {
                format!("**{}{}:**", name[..1].to_uppercase(), &name[1..])
            }
        };
        let n = 1 + rng.next(4);
        let tags: Vec<&str> = (0..n)
            .map(|k| words[(k + rng.next(2)) % words.len()])
            .collect();
        let elided = rng.next(4) == 0;
        let mut list: Vec<String> = tags.iter().map(|t| format!("{pad}{mark}{t}")).collect();
        if elided {
            list.push(format!("{pad}{mark}etc."));
        }
        let mut fields = [
            format!("{} Plan offsite", key("title")),
            format!("{}\n{}", key("tags"), list.join("\n")),
            format!("{} Dana", key("owner")),
        ];
        for i in (1..fields.len()).rev() {
            fields.swap(i, rng.next(i + 1));
        }
        let after = [
            "",
            "\n\nLet me know if you need more.",
            "\n\nBonne journée !",
        ][rng.next(3)];
        let reply = format!("{}{after}", fields.join("\n"));
        let want = json!({"title": "Plan offsite", "tags": tags, "owner": "Dana"});
        match (elided, converter.convert(&reply)) {
            (false, Ok(v)) if v == want => {}
            (true, Err(_)) => {}
            (_, got) => failures.push(format!("{reply:?}: {got:?}")),
        }
    }
    assert_no_failures(&failures);
}
