//! Where a value comes from decides whether it is one: code written in prose (an index, a
//! call, a struct literal: `Out[1]`, `Point{X: 3}`) and numbers that label rather than count
//! (`call #2231`, `§ 8`, `out of 212`) are never the answer, whatever the prose around them.

mod common;

use common::{Rng, assert_no_failures};
use serde_json::json;
use structout::Converter;

/// A bracket written against a name is code (`items[2]`, `Out[1]: 1532`, `Point{X: 3, Y:
/// -4}`, `row["id"]`): never a JSON value of the reply, while the same value written apart
/// from the word before it is one. Generated over names, values, the prose around, and
/// objects and arrays.
#[test]
fn a_bracket_written_against_a_name_is_code() {
    let point = Converter::new(&json!({"type": "object",
        "properties": {"x": {"type": "integer"}, "y": {"type": "integer"}},
        "required": ["x", "y"], "additionalProperties": false}))
    .unwrap();
    let list = Converter::new(&json!({"type": "array", "items": {"type": "integer"}})).unwrap();
    let names = ["Point", "Vec2", "p", "coords_1", "new_point", "XY"];
    let leads = [
        "In Go the literal would be `",
        "Write it as ",
        "For instance: ",
        "Dans votre code : ",
        "",
    ];
    let tails = [
        "` with your own values.",
        " and fill in the rest.",
        ".",
        " — à adapter.",
        "",
    ];
    let mut rng = Rng(0x9a0e_c0de_0001);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let (x, y) = (rng.next(200) as i64 - 100, rng.next(200) as i64 - 100);
        let name = names[rng.next(names.len())];
        let (lead, tail) = (leads[rng.next(leads.len())], tails[rng.next(tails.len())]);
        let glued = rng.next(2) == 0;
        let space = if glued { "" } else { " = " };
        let object = rng.next(2) == 0;
        let (body, want) = if object {
            let body = if rng.next(2) == 0 {
                format!("{{X: {x}, Y: {y}}}")
            } else {
                format!("{{\"x\": {x}, \"y\": {y}}}")
            };
            (body, json!({"x": x, "y": y}))
        } else {
            (format!("[{x}, {y}]"), json!([x, y]))
        };
        let reply = format!("{lead}{name}{space}{body}{tail}");
        let got = if object {
            point.convert(&reply)
        } else {
            list.convert(&reply)
        };
        match (glued, got) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: code read as {v}")),
            (false, Ok(v)) if v != want => failures.push(format!("{reply:?}: read as {v}")),
            // Written apart, on its own, it is the value.
            (false, Err(e)) if lead.is_empty() && tail.is_empty() => {
                failures.push(format!("{reply:?}: refused: {e}"));
            }
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A number written as a label (`call #2231`, `§ 8`, `No. 12`, `Nr. 7`, `n° 3`, `№ 5`) names
/// a thing, not a quantity: prose whose only number is one gives no amount, while a field
/// named for such a number (`ticket_id`, `order_no`) takes it. A number a quantity is
/// counted out of (`4 out of 5`, `4 sur 5`, `4 von 5`) is not the quantity: the other is.
/// Generated over label forms, languages, sentences, numbers and field names.
#[test]
fn a_number_that_labels_or_counts_out_of_is_no_quantity() {
    let labels = ["#", "# ", "§ ", "No. ", "Nr. ", "n° ", "№ ", "no. "];
    let sentences = [
        "I looked at {L} and could not find the figure.",
        "Regarding {L}: the amount is not in the export.",
        "Voir {L} — le montant n'y figure pas.",
        "Siehe {L}, dort steht kein Betrag.",
        "Véase {L}; no aparece el importe.",
    ];
    let amount = Converter::new(&json!({"type": "object",
        "properties": {"balance": {"type": "number"}},
        "required": ["balance"], "additionalProperties": false}))
    .unwrap();
    let bare = Converter::new(&json!({"type": "number"})).unwrap();
    let ids = [
        "ticket_id",
        "order_no",
        "case_number",
        "refNumber",
        "invoice_nr",
    ];
    let mut rng = Rng(0x9a0e_c0de_0002);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let n = 1 + rng.next(99_999);
        let label = format!("{}{n}", labels[rng.next(labels.len())]);
        let reply = sentences[rng.next(sentences.len())].replace("{L}", &label);
        for (what, got) in [
            ("balance", amount.convert(&reply)),
            ("a number", bare.convert(&reply)),
        ] {
            if let Ok(v) = got {
                failures.push(format!("{reply:?}: a label read as {what}: {v}"));
            }
        }
        let id = ids[rng.next(ids.len())];
        let by_id = Converter::new(&json!({"type": "object",
            "properties": {id: {"type": "integer"}}, "required": [id], "additionalProperties": false}))
        .unwrap();
        let reply = format!("{label} is the one you asked about.");
        match by_id.convert(&reply) {
            Ok(v) if v == json!({id: n}) => {}
            got => failures.push(format!("{reply:?} for {id}: {got:?}")),
        }
    }
    let joins = ["out of", "of", "sur", "von", "de", "su"];
    let rating = Converter::new(&json!({"type": "object",
        "properties": {"rating": {"type": "integer"}},
        "required": ["rating"], "additionalProperties": false}))
    .unwrap();
    for _ in 0..400 {
        let whole = 5 + rng.next(96);
        let part = rng.next(whole + 1);
        let join = joins[rng.next(joins.len())];
        let reply = [
            format!("I'd rate it {part} {join} {whole}."),
            format!("Rating: {part} {join} {whole}"),
            format!("Ma note : {part} {join} {whole}."),
        ][rng.next(3)]
        .clone();
        match rating.convert(&reply) {
            Ok(v) if v == json!({"rating": part}) => {}
            Err(_) => {}
            Ok(v) => failures.push(format!("{reply:?}: read as {v}")),
        }
        // After a noun only `out of` counts out of (`a price of 67` is 67).
        let reply = format!("That is one review out of {whole}; I do not have the average.");
        if let Ok(v) = rating.convert(&reply) {
            failures.push(format!("{reply:?}: a whole read as the part: {v}"));
        }
    }
    assert_no_failures(&failures);
}

/// In Korean, Japanese and Chinese a number takes a counter after it, and a denial after the
/// counted number denies it (`3개가 아닙니다`, `3個ではありません`, `5人じゃない`): prose that
/// only denies a number gives none, while the same number stated (`3개입니다`, `3個です`) is
/// the value. Generated over counters, particles, politeness levels, numbers and the prose
/// around.
#[test]
fn a_counted_number_denied_after_its_counter_is_no_value() {
    let quantity = Converter::new(&json!({"type": "object",
        "properties": {"quantity": {"type": "integer"}},
        "required": ["quantity"], "additionalProperties": false}))
    .unwrap();
    let korean = (
        ["개", "명", "권", "대", "번"],
        ["가 아닙니다", "가 아니에요", "이 아님", "는 아닙니다"],
        ["입니다", "예요"],
    );
    let japanese = (
        ["個", "人", "本", "台", "件"],
        ["ではありません", "じゃない", "ではない", "じゃありません"],
        ["です", "だ"],
    );
    let mut rng = Rng(0x9a0e_c0de_0003);
    let mut failures = Vec::new();
    for _ in 0..600 {
        let n = 1 + rng.next(500);
        let (counters, denials, statements, lead) = if rng.next(2) == 0 {
            (
                korean.0,
                korean.1,
                korean.2,
                ["주문 수량은 ", "수량: ", ""][rng.next(3)],
            )
        } else {
            (
                japanese.0,
                japanese.1,
                japanese.2,
                ["数量は", "注文数は", ""][rng.next(3)],
            )
        };
        let counter = counters[rng.next(counters.len())];
        let denied = rng.next(2) == 0;
        let tail = if denied {
            denials[rng.next(denials.len())]
        } else {
            statements[rng.next(statements.len())]
        };
        let reply = format!("{lead}{n}{counter}{tail}。");
        match (denied, quantity.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: a denied number read as {v}")),
            (false, Ok(v)) if v != json!({"quantity": n}) => {
                failures.push(format!("{reply:?}: read as {v}"));
            }
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A stand-in followed by a remark on it (`N/A — the label hasn't been printed yet`,
/// `xxx-xxx-xxxx (not provided)`, `TBD; waiting on the carrier`) is a stand-in: refused for a
/// required string, `null` where the field may be null; a real value with a remark after it
/// is still a value. Generated over stand-ins, separators, remarks in four languages, JSON or
/// `key: value` lines, and nullable or required fields.
#[test]
fn a_stand_in_with_a_remark_on_it_is_a_stand_in() {
    let stand_ins = [
        "N/A",
        "TBD",
        "xxx-xxx-xxxx",
        "<phone>",
        "[NAME]",
        "unknown",
        "n/a",
        "none",
    ];
    let real = [
        "+49 30 1234567",
        "555-0134",
        "Ana Souza",
        "1Z999AA10123456784",
    ];
    let remarks = [
        "the label hasn't been printed yet.",
        "the customer didn't provide one",
        "pas encore communiqué",
        "noch nicht bekannt",
        "aún no disponible",
    ];
    let mut rng = Rng(0x9a0e_c0de_0004);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let nullable = rng.next(2) == 0;
        let ty = if nullable {
            json!(["string", "null"])
        } else {
            json!("string")
        };
        let converter = Converter::new(&json!({"type": "object",
            "properties": {"contact": {"type": ty}},
            "required": ["contact"], "additionalProperties": false}))
        .unwrap();
        let stand_in = rng.next(3) != 0;
        let value = if stand_in {
            stand_ins[rng.next(stand_ins.len())]
        } else {
            real[rng.next(real.len())]
        };
        let remark = remarks[rng.next(remarks.len())];
        let written = match rng.next(4) {
            0 => format!("{value} — {remark}"),
            1 => format!("{value} ({remark})"),
            2 => format!("{value}; {remark}"),
            _ => format!("{value} – {remark}"),
        };
        let reply = if rng.next(2) == 0 {
            format!("Contact: {written}")
        } else {
            format!("{{\"contact\": {}}}", json!(written))
        };
        match (stand_in, nullable, converter.convert(&reply)) {
            (true, false, Ok(v)) => failures.push(format!("{reply:?}: a stand-in read as {v}")),
            (true, true, Ok(v)) if v != json!({"contact": null}) => {
                failures.push(format!("{reply:?}: a stand-in read as {v}"));
            }
            (true, true, Err(e)) => failures.push(format!("{reply:?}: not null: {e}")),
            (false, _, Err(e)) => failures.push(format!("{reply:?}: a value refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}

/// A record whose every field is empty (`""`, `0`, `false`, `null`, `[]`) with an empty
/// string among them is a blank form to fill in: no answer, as JSON alone, fenced or with
/// prose, through a `Converter` or a derived type (serde's fast path included); one real
/// value in it makes it a record. Generated over field sets, empty values, and the reply
/// around.
#[test]
fn a_blank_form_is_no_answer() {
    #[derive(Debug, serde::Deserialize, schemars::JsonSchema, structout::StructuredOutput)]
    #[allow(dead_code)]
    struct Invoice {
        invoice_id: String,
        amount: f64,
        currency: String,
        paid: bool,
        lines: Vec<String>,
    }
    use structout::StructuredOutput;
    let fields = [
        ("invoice_id", json!(""), json!("INV-204")),
        ("amount", json!(0), json!(129.5)),
        ("currency", json!(""), json!("EUR")),
        ("paid", json!(false), json!(true)),
        ("lines", json!([]), json!(["desk"])),
    ];
    let schema = Invoice::schema();
    let converter = Converter::new(&serde_json::to_value(schema).unwrap()).unwrap();
    let mut rng = Rng(0x9a0e_c0de_0005);
    let mut failures = Vec::new();
    for _ in 0..600 {
        // One real value, or none; the empty strings always there.
        let real = [None, Some(rng.next(fields.len()))][rng.next(2)];
        let mut record = serde_json::Map::new();
        for (n, (key, empty, value)) in fields.iter().enumerate() {
            let v = if real == Some(n) { value } else { empty };
            record.insert((*key).to_owned(), v.clone());
        }
        let body = serde_json::Value::Object(record).to_string();
        let reply = match rng.next(3) {
            0 => body,
            1 => format!("```json\n{body}\n```"),
            _ => format!("Once you upload the file, I'll fill in this structure:\n\n{body}"),
        };
        // A real empty string beside the real value is still blank in the other fields:
        // the form is filled in only where a value other than empty is written.
        let filled = real.is_some_and(|n| fields[n].2 != fields[n].1);
        for (how, got) in [
            ("converter", converter.convert(&reply).map(|_| ())),
            ("derived", Invoice::convert(&reply).map(|_| ())),
        ] {
            match (filled, got) {
                (false, Ok(())) => failures.push(format!("{reply:?}: a blank form taken ({how})")),
                (true, Err(e)) if !reply.starts_with("Once") => {
                    failures.push(format!("{reply:?}: refused ({how}): {e}"));
                }
                _ => {}
            }
        }
    }
    assert_no_failures(&failures);
}

/// A value written only in markup or styles (an HTML form's `value="…"`, a JSX prop, a CSS
/// rule) is code, not the answer, as one in a program is; the same value in a JSON fence, or
/// named in prose after the markup, is. Generated over fence languages, markup, values and
/// the prose after.
#[test]
fn a_value_in_markup_is_code() {
    let email = Converter::new(&json!({"type": "object",
        "properties": {"email": {"type": "string", "format": "email"}},
        "required": ["email"], "additionalProperties": false}))
    .unwrap();
    // (`you@…` is a slot and the word `placeholder` marks a template: neither is tried here.)
    let addresses = ["ana.k@firma.de", "li@shop.cn", "r.osei@mail.gh"];
    let mut rng = Rng(0x9a0e_c0de_0006);
    let mut failures = Vec::new();
    for _ in 0..400 {
        let address = addresses[rng.next(addresses.len())];
        let markup = match rng.next(4) {
            0 => format!("```html\n<input type=\"email\" name=\"email\" value=\"{address}\">\n```"),
            1 => format!("```jsx\n<EmailField defaultValue=\"{address}\" />\n```"),
            2 => format!("```vue\n<input v-model=\"email\" value=\"{address}\">\n```"),
            _ => format!("```htm\n<a href=\"mailto:{address}\">Write to us</a>\n```"),
        };
        let after = [
            "That's the form markup; fill in your own address.",
            "Adapt as needed.",
            "",
        ][rng.next(3)];
        let reply = format!("{markup}\n{after}");
        if let Ok(v) = email.convert(&reply) {
            failures.push(format!("{reply:?}: a value in markup read as {v}"));
        }
        let reply = format!("{markup}\n\n```json\n{{\"email\": \"{address}\"}}\n```");
        match email.convert(&reply) {
            Ok(v) if v == json!({"email": address}) => {}
            got => failures.push(format!("{reply:?}: {got:?}")),
        }
    }
    assert_no_failures(&failures);
}

/// `might look like` followed by what it looks like (`A record might look like: {…}`, `It
/// could look like this: {…}`) introduces an illustration, never the answer; the same words
/// for what something seems (`It might look like a medium, but it is high`) leave the
/// answer that follows. Generated over modals, values and sentences.
#[test]
fn might_look_like_introduces_an_illustration_only_before_it() {
    let severity = Converter::new(&json!({"type": "object",
        "properties": {"severity": {"type": "string", "enum": ["low", "medium", "high"]}},
        "required": ["severity"], "additionalProperties": false}))
    .unwrap();
    let levels = ["low", "medium", "high"];
    let mut rng = Rng(0x9a0e_c0de_0007);
    let mut failures = Vec::new();
    for _ in 0..400 {
        let modal = ["might", "could"][rng.next(2)];
        let (a, b) = (levels[rng.next(3)], levels[rng.next(3)]);
        let reply = if rng.next(2) == 0 {
            format!("A finding {modal} look like: {{\"severity\": \"{a}\"}}. Send me the report.")
        } else {
            format!("It {modal} look like this: {{\"severity\": \"{a}\"}}")
        };
        if let Ok(v) = severity.convert(&reply) {
            failures.push(format!("{reply:?}: an illustration read as {v}"));
        }
        let reply = format!(
            "It {modal} look like a {a} one, since only admins can trigger it, but the data leak makes it {{\"severity\": \"{b}\"}}."
        );
        match severity.convert(&reply) {
            Ok(v) if v == json!({"severity": b}) => {}
            got => failures.push(format!("{reply:?}: {got:?}")),
        }
    }
    assert_no_failures(&failures);
}

/// An element that wraps a reply's value says by its name what the value is: an example, a
/// draft, a sample, an earlier turn's answer (`<example>`, `<draft_reply>`, `<sampleOutput>`,
/// `<previous_answer>`) is no answer, whatever it holds; a wrapper named for the answer
/// (`<answer>`, `<result>`, `<final_output>`) or for nothing (`<record>`) gives its content.
/// Generated over names (their case and joints), the content written as elements or JSON,
/// and prose after it.
#[test]
fn a_wrapper_named_for_an_example_holds_no_answer() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"score": {"type": "integer"}, "grade": {"type": "string"}},
        "required": ["score", "grade"], "additionalProperties": false}))
    .unwrap();
    let doubtful = [
        "example",
        "Example",
        "example_output",
        "exampleOutput",
        "sample",
        "sample-response",
        "draft",
        "draft_reply",
        "template",
        "previous_answer",
        "previousResponse",
        "earlier_answer",
    ];
    let answering = [
        "answer",
        "result",
        "final_answer",
        "output",
        "record",
        "response",
    ];
    let tails = [
        "",
        "\n\nLet me know if you need anything else.",
        "\nHope this helps.",
    ];
    let mut rng = Rng(0x7a90_0000_0001);
    let mut failures = Vec::new();
    let mut read = 0;
    for _ in 0..1_000 {
        let example = rng.next(2) == 0;
        let name = if example {
            doubtful[rng.next(doubtful.len())]
        } else {
            answering[rng.next(answering.len())]
        };
        let score = rng.next(100);
        let grade = ["A", "B", "C"][rng.next(3)];
        let content = if rng.next(2) == 0 {
            format!("\n<score>{score}</score>\n<grade>{grade}</grade>\n")
        } else {
            format!("{{\"score\": {score}, \"grade\": \"{grade}\"}}")
        };
        let reply = format!("<{name}>{content}</{name}>{}", tails[rng.next(tails.len())]);
        match converter.convert(&reply) {
            Ok(v) if example => failures.push(format!("{reply:?}: read as {v}")),
            Ok(v) if v == json!({"score": score, "grade": grade}) => read += 1,
            Ok(v) => failures.push(format!("{reply:?}: read as {v}")),
            Err(e) if !example => failures.push(format!("{reply:?}: refused: {e}")),
            Err(_) => {}
        }
    }
    assert_no_failures(&failures);
    assert!(read > 300, "{read}");
}

/// An answer word qualified by an example word a word or two before it (`A typical answer
/// looks like […]`, `Sample result:`, `an example answer would be`) introduces an example,
/// not the answer: the value after it is never returned; the answer word alone still marks
/// the answer beside an example. Generated over qualifiers, answer words, what stands
/// between, the value's layout and the answer written after it or not.
#[test]
fn an_answer_word_an_example_word_qualifies_is_an_example() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"branches": {"type": "array", "items": {"type": "string"}}},
        "required": ["branches"], "additionalProperties": false}))
    .unwrap();
    let qualifiers = [
        "typical",
        "sample",
        "example",
        "draft",
        "template",
        "placeholder",
    ];
    let answers = ["answer", "result", "final answer"];
    let leads = [
        "A {q} {a} looks like",
        "{Q} {a}:",
        "An {q} {a} would be",
        "Here is a {q} {a}:",
    ];
    let mut rng = Rng(0x7a90_0000_0002);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let q = qualifiers[rng.next(qualifiers.len())];
        let a = answers[rng.next(answers.len())];
        let cap = q[..1].to_uppercase() + &q[1..];
        let lead = leads[rng.next(leads.len())]
            .replace("{q}", q)
            .replace("{Q}", &cap)
            .replace("{a}", a);
        let decoy = json!({"branches": ["alpha", "beta"]});
        let answer = json!({"branches": ["main", "dev"]});
        let decoy_text = if rng.next(2) == 0 {
            format!("{lead} {decoy}.")
        } else {
            format!("{lead}\n```json\n{decoy}\n```")
        };
        let with_answer = rng.next(2) == 0;
        let reply = if with_answer {
            format!("{decoy_text}\n\nAnswer: {answer}")
        } else {
            decoy_text
        };
        match converter.convert(&reply) {
            Ok(v) if v == decoy => failures.push(format!("{reply:?}: the example returned")),
            Ok(v) if v != answer => failures.push(format!("{reply:?}: read as {v}")),
            Err(e) if with_answer => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    assert_no_failures(&failures);
}
