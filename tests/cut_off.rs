//! A reply whose text ends inside a value, every part of it written whole (`{"name": "Ada",
//! "age": 36` and nothing after): the reply was cut off, since a model that finishes closes
//! what it opened. Generated objects of varied properties (required and optional, in any
//! order, of several types), written with a varied subset of them and ended in every way a
//! reply ends, against the rule: refused as cut off (`Truncated`, the path of the container
//! left open) whenever the text ends before a closer, every declared property written or
//! not; never cut off when a closing fence or prose ended the value.

mod common;

use common::Rng;
use serde_json::{Map, Value, json};
use structout::{Converter, ErrorKind};

/// A property: its name, schema, and the JSON text of a value for it.
struct Prop {
    name: String,
    schema: Value,
    text: String,
    value: Value,
}

fn property(rng: &mut Rng, n: usize) -> Prop {
    let names = [
        "title", "count", "city", "tags", "price", "active", "owner", "note",
    ];
    let name = format!("{}_{n}", names[rng.next(names.len())]);
    let (schema, value) = match rng.next(5) {
        0 => (
            json!({"type": "string"}),
            json!(["Oslo", "a, b", "Zoë", "12"][rng.next(4)]),
        ),
        1 => (
            json!({"type": "integer"}),
            json!(rng.next(2000) as i64 - 100),
        ),
        2 => (json!({"type": "boolean"}), json!(rng.next(2) == 0)),
        3 => (
            json!({"type": "array", "items": {"type": "string"}}),
            json!(["x", "y", "z"][..1 + rng.next(3)].to_vec()),
        ),
        _ => (
            json!({"type": "object", "properties": {"k": {"type": "string"}}, "required": ["k"], "additionalProperties": false}),
            json!({"k": "v"}),
        ),
    };
    Prop {
        name,
        schema,
        text: value.to_string(),
        value,
    }
}

/// How the reply around the unclosed object begins and ends.
#[derive(Clone, Copy, Debug)]
enum Ending {
    /// The text ends after the last member.
    Member,
    /// The text ends after the last member and a comma.
    Comma,
    /// The last member is a list left open (`"tags": ["x", "y"`).
    OpenList,
    /// A closing fence follows the last member: the model ended the block.
    Fence,
    /// Prose follows the last member: the value was never closed, not cut off.
    Prose,
}

#[test]
fn a_value_the_reply_ends_inside_is_cut_off() {
    let mut rng = Rng(0x0C07_0FF5);
    let mut failures = Vec::new();
    let mut counts = [0usize; 3];
    for case in 0..2500 {
        let n = 1 + rng.next(4);
        let props: Vec<Prop> = (0..n).map(|i| property(&mut rng, i)).collect();
        let required: Vec<&str> = props
            .iter()
            .filter(|_| rng.next(2) == 0)
            .map(|p| p.name.as_str())
            .collect();
        let schema = json!({
            "type": "object",
            "properties": props.iter().map(|p| (p.name.clone(), p.schema.clone())).collect::<Map<_, _>>(),
            "required": required,
            "additionalProperties": false,
        });
        // The members written: every required one, each optional one or not, in any order.
        let mut written: Vec<&Prop> = props
            .iter()
            .filter(|p| required.contains(&p.name.as_str()) || rng.next(3) > 0)
            .collect();
        if written.is_empty() {
            continue;
        }
        for i in (1..written.len()).rev() {
            written.swap(i, rng.next(i + 1));
        }
        let ending = [
            Ending::Member,
            Ending::Comma,
            Ending::OpenList,
            Ending::Fence,
            Ending::Prose,
        ][rng.next(5)];
        let last_is_list = written.last().is_some_and(|p| p.value.is_array());
        if matches!(ending, Ending::OpenList) && !last_is_list {
            continue;
        }
        let sep = [", ", ",\n  ", ","][rng.next(3)];
        let members: Vec<String> = written
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let text = if i + 1 == written.len() && matches!(ending, Ending::OpenList) {
                    p.text.trim_end_matches(']').to_owned()
                } else {
                    p.text.clone()
                };
                format!("\"{}\": {text}", p.name)
            })
            .collect();
        let opening = ["", "```json\n", "Here it is:\n", "Sure! "][rng.next(4)];
        let mut reply = format!("{opening}{{{}", members.join(sep));
        match ending {
            Ending::Comma => reply.push(','),
            Ending::Fence if opening == "```json\n" => reply.push_str("\n```"),
            Ending::Fence => reply = format!("```json\n{{{}\n```", members.join(sep)),
            Ending::Prose => reply.push_str(
                [
                    "\nHope this helps!",
                    "\n\nLet me know if anything is missing.",
                ][rng.next(2)],
            ),
            _ => {}
        }
        if rng.next(2) == 0 && !matches!(ending, Ending::Fence | Ending::Prose) {
            reply.push_str(["\n", "  ", "\n\n"][rng.next(3)]);
        }
        let whole = written.len() == props.len();
        let last = written.last().expect("a member");
        let cut_at = match ending {
            Ending::OpenList => format!(".{}", last.name),
            Ending::Member if last.value.is_number() => format!(".{}", last.name),
            _ => String::new(),
        };
        let want_cut = match ending {
            Ending::Member | Ending::Comma | Ending::OpenList => true,
            Ending::Fence | Ending::Prose => false,
        };
        let got = Converter::new(&schema).unwrap().convert(&reply);
        match (&got, want_cut) {
            // The path names where it was cut: the root object, or the list or the number
            // (`12` may have been `120`) written last.
            (Err(e), true) if e.kind() == ErrorKind::Truncated && e.path() == cut_at => {
                counts[0] += 1
            }
            (Ok(value), false) => {
                let expected: Map<String, Value> = written
                    .iter()
                    .map(|p| (p.name.clone(), p.value.clone()))
                    .collect();
                if *value == Value::Object(expected) {
                    counts[1] += 1;
                } else {
                    failures.push(format!("case {case} {ending:?}: {reply:?} gave {value}"));
                }
            }
            // A closing fence or prose after an unclosed value: converted or refused as
            // malformed, never as cut off.
            (Err(e), false) if e.kind() != ErrorKind::Truncated => counts[2] += 1,
            _ => failures.push(format!(
                "case {case} {ending:?} (whole: {whole}): {reply:?} gave {got:?}"
            )),
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        counts[0] > 300 && counts[1] > 300,
        "too few of each outcome: {counts:?}"
    );
}
