//! Scoring: each reply converted with the real `T::convert`, compared with the task's
//! expected value, and checked for the failure modes the issue names; then one row per
//! model x instruction text x temperature.

use std::collections::BTreeMap;

use regex_lite::Regex;
use serde::Deserialize;
use serde_json::Value;

use crate::shape::Shape;
use crate::tasks::Task;
use crate::texts::Text;

/// One line of a replies file, as `generate.py` writes it.
#[derive(Deserialize)]
pub struct Reply {
    pub task: String,
    pub text: String,
    pub model: String,
    pub temperature: f64,
    /// The prompt the reply answers; lines written before it was recorded have none.
    #[serde(default)]
    pub prompt: Option<String>,
    pub reply: String,
    /// `"length"` when the token limit cut the reply off.
    pub finish_reason: Option<String>,
    pub prompt_tokens: Option<u64>,
    /// The sampling seed (lines written before it was recorded used 1234).
    #[serde(default = "first_seed")]
    pub seed: u64,
}

/// The seed of every reply before `--seeds` existed, and the default one.
pub const FIRST_SEED: u64 = 1234;

fn first_seed() -> u64 {
    FIRST_SEED
}

/// What one reply achieved.
#[derive(Default, Clone, Copy)]
struct Marks {
    converted: bool,
    exact: bool,
    /// Share of the expected value's leaves found at the same path.
    fields: f64,
    strict: bool,
    schema_echo: bool,
    text_echo: bool,
    cut_off: bool,
}

/// Echo of a JSON Schema: a schema keyword used as a key (`"properties":`, `"$schema":`,
/// `"$defs":`, `"$ref":`, `"additionalProperties":`, `"required": [`, `"enum": [`), or
/// `"type":` with a JSON type name as its value. No task type has a field of these names, so
/// a reply that holds one is describing a type instead of giving a value.
fn schema_echo_pattern() -> Regex {
    Regex::new(
        r#""(?:properties|\$schema|\$defs|\$ref|additionalProperties)"\s*:|"(?:required|enum)"\s*:\s*\[|"type"\s*:\s*"(?:object|array|string|integer|number|boolean|null)""#,
    )
    .expect("the echo pattern is valid")
}

/// Echo of the instruction's own words: a line of the instruction of at least 30 characters
/// (trimmed) appears in the reply verbatim.
fn echoes_text(reply: &str, instruction: &str) -> bool {
    instruction
        .lines()
        .map(str::trim)
        .filter(|line| line.chars().count() >= 30)
        .any(|line| reply.contains(line))
}

/// The leaves of a value with their paths: scalars, and empty arrays and objects.
fn leaves(value: &Value, path: String, out: &mut Vec<(String, Value)>) {
    match value {
        Value::Object(map) if !map.is_empty() => {
            for (key, item) in map {
                leaves(item, format!("{path}/{key}"), out);
            }
        }
        Value::Array(items) if !items.is_empty() => {
            for (i, item) in items.iter().enumerate() {
                leaves(item, format!("{path}/{i}"), out);
            }
        }
        leaf => out.push((path, leaf.clone())),
    }
}

/// Leaf equality: numbers within 1e-6, strings ignoring case, surrounding space and a
/// trailing full stop (a model that writes "Berlin." has read the text right).
fn same_leaf(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_f64(), y.as_f64()) {
            (Some(x), Some(y)) => (x - y).abs() <= 1e-6 * x.abs().max(1.0),
            _ => false,
        },
        (Value::String(x), Value::String(y)) => {
            let norm = |s: &str| s.trim().trim_end_matches('.').to_lowercase();
            norm(x) == norm(y)
        }
        _ => a == b,
    }
}

/// (share of expected leaves matched, whether both values have exactly the same leaves).
fn compare(expected: &Value, got: &Value) -> (f64, bool) {
    let (mut want, mut have) = (Vec::new(), Vec::new());
    leaves(expected, String::new(), &mut want);
    leaves(got, String::new(), &mut have);
    let found: BTreeMap<&str, &Value> = have.iter().map(|(p, v)| (p.as_str(), v)).collect();
    let matched = want
        .iter()
        .filter(|(p, v)| found.get(p.as_str()).is_some_and(|g| same_leaf(v, g)))
        .count();
    let share = if want.is_empty() {
        1.0
    } else {
        matched as f64 / want.len() as f64
    };
    (share, matched == want.len() && want.len() == have.len())
}

fn mark(reply: &Reply, task: &Task, shape: &Shape, instruction: &str, echo: &Regex) -> Marks {
    let mut marks = Marks {
        strict: (shape.strict)(&reply.reply),
        schema_echo: echo.is_match(&reply.reply),
        text_echo: echoes_text(&reply.reply, instruction),
        cut_off: reply.finish_reason.as_deref() == Some("length"),
        ..Marks::default()
    };
    if let (Ok(got), Ok(expected)) = (
        (shape.convert)(&reply.reply),
        (shape.normalize)(&task.expected),
    ) {
        let (fields, exact) = compare(&expected, &got);
        marks.converted = true;
        marks.fields = fields;
        marks.exact = exact;
    }
    marks
}

/// One row of the table: the marks of every reply of a model, text and temperature.
#[derive(Default)]
struct Row {
    replies: usize,
    instruction_chars: usize,
    prompt_tokens: u64,
    sums: [f64; 7],
}

impl Row {
    fn add(&mut self, marks: Marks, chars: usize, prompt_tokens: u64) {
        self.replies += 1;
        self.instruction_chars += chars;
        self.prompt_tokens += prompt_tokens;
        let flags = [
            marks.converted,
            marks.exact,
            marks.strict,
            marks.schema_echo,
            marks.text_echo,
            marks.cut_off,
        ];
        for (sum, flag) in self.sums.iter_mut().zip(flags) {
            *sum += f64::from(u8::from(flag));
        }
        self.sums[6] += marks.fields;
    }

    fn percent(&self, index: usize) -> String {
        format!("{:.0}", 100.0 * self.sums[index] / self.replies as f64)
    }
}

/// Scores every reply and returns the table in markdown, rows sorted by model, temperature
/// and the texts' report order. Replies naming an unknown task or text are counted and
/// reported under the table.
pub fn table(replies: &[Reply], tasks: &[Task], shapes: &[Shape]) -> String {
    let echo = schema_echo_pattern();
    let mut rows: BTreeMap<(String, String, usize), Row> = BTreeMap::new();
    let mut by_type: BTreeMap<(String, String, &str), BTreeMap<usize, Row>> = BTreeMap::new();
    let mut unknown = 0;
    for reply in replies {
        let task = tasks.iter().find(|t| t.id == reply.task);
        let text = Text::from_id(&reply.text);
        let (Some(task), Some(text)) = (task, text) else {
            unknown += 1;
            continue;
        };
        let Some(shape) = shapes.iter().find(|s| s.name == task.shape) else {
            unknown += 1;
            continue;
        };
        let instruction = text.render(shape);
        let marks = mark(reply, task, shape, &instruction, &echo);
        let order = Text::ALL.iter().position(|t| *t == text).unwrap_or(0);
        let key = (
            reply.model.clone(),
            format!("{:.1}", reply.temperature),
            order,
        );
        let chars = instruction.chars().count();
        let tokens = reply.prompt_tokens.unwrap_or(0);
        by_type
            .entry((key.0.clone(), key.1.clone(), task.shape))
            .or_default()
            .entry(order)
            .or_default()
            .add(marks, chars, tokens);
        rows.entry(key).or_default().add(marks, chars, tokens);
    }
    let mut out = String::from(
        "| model | text | temp | replies | instr. chars | prompt tokens | converted % | exact % | fields % | strict JSON % | schema echo % | text echo % | cut off % |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for ((model, temp, order), row) in &rows {
        let n = row.replies;
        out.push_str(&format!(
            "| {model} | {} | {temp} | {n} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            Text::ALL[*order].id(),
            row.instruction_chars / n,
            row.prompt_tokens / n as u64,
            row.percent(0),
            row.percent(1),
            row.percent(6),
            row.percent(2),
            row.percent(3),
            row.percent(4),
            row.percent(5),
        ));
    }
    out.push_str(&type_table(&by_type));
    if unknown > 0 {
        out.push_str(&format!(
            "\n{unknown} replies named an unknown task or text and were skipped.\n"
        ));
    }
    out
}

/// One line per reply that is not exactly right: the task, text and temperature, what went
/// wrong (not converted with the error, the leaves that differ, echoes, cut off) and the
/// reply on one line, to read what a text makes a model write.
pub fn misses(replies: &[Reply], tasks: &[Task], shapes: &[Shape]) -> String {
    let echo = schema_echo_pattern();
    let mut out = String::new();
    for reply in replies {
        let task = tasks.iter().find(|t| t.id == reply.task);
        let text = Text::from_id(&reply.text);
        let (Some(task), Some(text)) = (task, text) else {
            continue;
        };
        let Some(shape) = shapes.iter().find(|s| s.name == task.shape) else {
            continue;
        };
        let marks = mark(reply, task, shape, &text.render(shape), &echo);
        if marks.exact {
            continue;
        }
        let mut what = Vec::new();
        match (
            (shape.convert)(&reply.reply),
            (shape.normalize)(&task.expected),
        ) {
            (Ok(got), Ok(expected)) => {
                let (mut want, mut have) = (Vec::new(), Vec::new());
                leaves(&expected, String::new(), &mut want);
                leaves(&got, String::new(), &mut have);
                for (path, value) in &want {
                    let found = have.iter().find(|(p, _)| p == path).map(|(_, v)| v);
                    if !found.is_some_and(|g| same_leaf(value, g)) {
                        let found = found.map_or("-".to_owned(), Value::to_string);
                        what.push(format!("{path}: {value} got {found}"));
                    }
                }
                for (path, value) in &have {
                    if !want.iter().any(|(p, _)| p == path) {
                        what.push(format!("{path}: extra {value}"));
                    }
                }
            }
            (Err(error), _) => what.push(format!("not converted: {error}")),
            (_, Err(error)) => what.push(format!("bad expected value: {error}")),
        }
        for (flag, name) in [
            (marks.schema_echo, "schema echo"),
            (marks.text_echo, "text echo"),
            (marks.cut_off, "cut off"),
        ] {
            if flag {
                what.push(name.to_owned());
            }
        }
        let one_line: String = reply.reply.split_whitespace().collect::<Vec<_>>().join(" ");
        let shown: String = one_line.chars().take(400).collect();
        out.push_str(&format!(
            "{} {} {} {:.1}: {}
    {shown}\n",
            reply.model,
            reply.task,
            reply.text,
            reply.temperature,
            what.join("; ")
        ));
    }
    out
}

/// The second table: per model, temperature and type, each text's exact % and field %
/// (`exact / fields`), to see which shapes an instruction text fails on.
fn type_table(by_type: &BTreeMap<(String, String, &str), BTreeMap<usize, Row>>) -> String {
    let texts: Vec<usize> = {
        let mut seen: Vec<usize> = by_type.values().flat_map(|r| r.keys().copied()).collect();
        seen.sort_unstable();
        seen.dedup();
        seen
    };
    let mut out = String::from("\nExact % / fields % by type:\n\n| model | temp | type |");
    for t in &texts {
        out.push_str(&format!(" {} |", Text::ALL[*t].id()));
    }
    out.push_str("\n|---|---|---|");
    out.push_str(&"---|".repeat(texts.len()));
    out.push('\n');
    for ((model, temp, shape), row) in by_type {
        out.push_str(&format!("| {model} | {temp} | {shape} |"));
        for t in &texts {
            match row.get(t) {
                Some(r) => out.push_str(&format!(" {} / {} |", r.percent(1), r.percent(6))),
                None => out.push_str(" |"),
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn schema_echo_catches_schema_keywords_not_values() {
        let echo = schema_echo_pattern();
        assert!(echo.is_match(r#"{"title": "Priority", "type": "string", "enum": ["high"]}"#));
        assert!(echo.is_match(r#"{"type" : "object", "properties" : {}}"#));
        assert!(echo.is_match(r#"{"required": ["name"]}"#));
        assert!(!echo.is_match(r#"{"title": "Bug", "priority": "high", "type": "bug"}"#));
        assert!(!echo.is_match(r#""urgent""#));
    }

    #[test]
    fn compare_counts_leaves_and_tolerates_case_and_float_noise() {
        let expected = json!({"a": "Berlin", "b": [1.0, 2.5], "c": null});
        let got = json!({"a": "berlin.", "b": [1, 2.5000000001], "c": null});
        assert_eq!(compare(&expected, &got), (1.0, true));
        let (share, exact) = compare(&expected, &json!({"a": "Paris", "b": [1.0], "c": null}));
        assert!((share - 0.5).abs() < 1e-9);
        assert!(!exact);
        // An extra leaf spoils exactness but not the field share.
        let (share, exact) = compare(&json!([1]), &json!([1, 2]));
        assert_eq!((share, exact), (1.0, false));
    }

    #[test]
    fn text_echo_needs_a_long_line_verbatim() {
        let instruction = "Reply with one JSON value and nothing else.\nshort line";
        assert!(echoes_text(
            "Sure! Reply with one JSON value and nothing else.",
            instruction
        ));
        assert!(!echoes_text("short line", instruction));
    }
}
