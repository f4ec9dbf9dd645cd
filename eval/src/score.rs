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
    /// What constrained the sampler: `none`, or `grammar` (the type's grammar for
    /// structout's texts, the engine's converter of the JSON Schema for the peers').
    #[serde(default = "no_constraint")]
    pub constraint: String,
    /// The digest of the grammar on the sampler, for a constrained reply to a structout text
    /// (the prompt line's `grammar_digest`).
    #[serde(default)]
    pub grammar_digest: Option<String>,
}

fn no_constraint() -> String {
    "none".to_owned()
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

/// One row of the table: the marks of every reply of a model, constraint, temperature and
/// text, kept per task so that intervals resample tasks, not replies (the replies of one task
/// at several seeds are not independent).
#[derive(Default)]
struct Row {
    replies: usize,
    instruction_chars: usize,
    prompt_tokens: u64,
    sums: [f64; 7],
    /// Per task: (exact replies, sum of field shares, replies).
    per_task: BTreeMap<String, (f64, f64, f64)>,
}

impl Row {
    fn add(&mut self, task: &str, marks: Marks, chars: usize, prompt_tokens: u64) {
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
        let entry = self.per_task.entry(task.to_owned()).or_default();
        entry.0 += f64::from(u8::from(marks.exact));
        entry.1 += marks.fields;
        entry.2 += 1.0;
    }

    fn percent(&self, index: usize) -> String {
        format!("{:.0}", 100.0 * self.sums[index] / self.replies as f64)
    }

    /// Each task's share of exact replies (over its seeds).
    fn exact_by_task(&self) -> BTreeMap<&str, f64> {
        self.per_task
            .iter()
            .map(|(task, (exact, _, n))| (task.as_str(), exact / n))
            .collect()
    }

    /// Each task's mean share of the expected leaves found (over its seeds).
    fn fields_by_task(&self) -> BTreeMap<&str, f64> {
        self.per_task
            .iter()
            .map(|(task, (_, fields, n))| (task.as_str(), fields / n))
            .collect()
    }
}

/// Resamples drawn for every interval.
const RESAMPLES: usize = 4000;

/// A fixed-seed generator (SplitMix64), so that a table prints the same intervals every run.
struct Draws(u64);

impl Draws {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z % n as u64) as usize
    }
}

/// The mean of `values` and its 95% percentile bootstrap interval, resampling the values
/// (one per task) with replacement; `None` for no values.
fn bootstrap(values: &[f64]) -> Option<(f64, f64, f64)> {
    if values.is_empty() {
        return None;
    }
    let n = values.len();
    let mean = values.iter().sum::<f64>() / n as f64;
    let mut draws = Draws(0x5EED);
    let mut means: Vec<f64> = (0..RESAMPLES)
        .map(|_| (0..n).map(|_| values[draws.below(n)]).sum::<f64>() / n as f64)
        .collect();
    means.sort_by(f64::total_cmp);
    let at = |q: f64| means[((RESAMPLES as f64 - 1.0) * q).round() as usize];
    Some((mean, at(0.025), at(0.975)))
}

/// `mean [low, high]` in percent (points for a difference, with its sign).
fn interval((mean, low, high): (f64, f64, f64), signed: bool) -> String {
    if signed {
        format!(
            "{:+.0} [{:+.0}, {:+.0}]",
            100.0 * mean,
            100.0 * low,
            100.0 * high
        )
    } else {
        format!(
            "{:.0} [{:.0}, {:.0}]",
            100.0 * mean,
            100.0 * low,
            100.0 * high
        )
    }
}

/// The row key: model, constraint, temperature, the text's report order.
type Key = (String, String, String, usize);

/// Scores every reply to one of `tasks` and returns the tables in markdown, rows sorted by
/// model, constraint, temperature and the texts' report order. Replies to other tasks (the
/// other half) are left out; replies naming an unknown text are counted and reported under
/// the table.
pub fn table(replies: &[Reply], tasks: &[Task], shapes: &[Shape]) -> String {
    let echo = schema_echo_pattern();
    let mut rows: BTreeMap<Key, Row> = BTreeMap::new();
    let mut by_type: BTreeMap<(String, String, String, &str), BTreeMap<usize, Row>> =
        BTreeMap::new();
    let mut unknown = 0;
    for reply in replies {
        let Some(task) = tasks.iter().find(|t| t.id == reply.task) else {
            continue;
        };
        let text = Text::from_id(&reply.text);
        let shape = shapes.iter().find(|s| s.name == task.shape);
        let (Some(text), Some(shape)) = (text, shape) else {
            unknown += 1;
            continue;
        };
        let instruction = text.render(shape);
        let marks = mark(reply, task, shape, &instruction, &echo);
        let order = Text::ALL.iter().position(|t| *t == text).unwrap_or(0);
        let key = (
            reply.model.clone(),
            reply.constraint.clone(),
            format!("{:.1}", reply.temperature),
            order,
        );
        let chars = instruction.chars().count();
        let tokens = reply.prompt_tokens.unwrap_or(0);
        by_type
            .entry((key.0.clone(), key.1.clone(), key.2.clone(), task.shape))
            .or_default()
            .entry(order)
            .or_default()
            .add(&task.id, marks, chars, tokens);
        rows.entry(key)
            .or_default()
            .add(&task.id, marks, chars, tokens);
    }
    let mut out = String::from(
        "| model | constraint | temp | text | tasks | replies | instr. chars | converted % | exact % [95% CI] | vs best peer text, points [95% CI] | fields % [95% CI] | vs best peer text, points [95% CI] | strict JSON % | schema echo % | text echo % | cut off % |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for (key, row) in &rows {
        let (model, constraint, temp, order) = key;
        let n = row.replies;
        let exact = row.exact_by_task();
        let fields = row.fields_by_task();
        // The paired difference against the best peer text by one measure, task by task.
        let versus = |measure: fn(&Row) -> BTreeMap<&str, f64>| match best_peer(&rows, key, measure)
        {
            None => "no peer text".to_owned(),
            Some((peer, _)) if peer == *order => "(best peer text)".to_owned(),
            Some((peer, peer_row)) => {
                let theirs = measure(peer_row);
                let differences: Vec<f64> = measure(row)
                    .iter()
                    .filter_map(|(task, ours)| theirs.get(task).map(|t| ours - t))
                    .collect();
                bootstrap(&differences).map_or("-".to_owned(), |d| {
                    format!("{} vs {}", interval(d, true), Text::ALL[peer].id())
                })
            }
        };
        let values: Vec<f64> = exact.values().copied().collect();
        let shares: Vec<f64> = fields.values().copied().collect();
        out.push_str(&format!(
            "| {model} | {constraint} | {temp} | {} | {} | {n} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            Text::ALL[*order].id(),
            exact.len(),
            row.instruction_chars / n,
            row.percent(0),
            bootstrap(&values).map_or("-".to_owned(), |e| interval(e, false)),
            versus(Row::exact_by_task),
            bootstrap(&shares).map_or("-".to_owned(), |e| interval(e, false)),
            versus(Row::fields_by_task),
            row.percent(2),
            row.percent(3),
            row.percent(4),
            row.percent(5),
        ));
    }
    out.push_str(&type_table(&by_type));
    if unknown > 0 {
        out.push_str(&format!(
            "\n{unknown} replies named an unknown text or type and were skipped.\n"
        ));
    }
    out
}

/// The peer text with the highest mean of `measure` over its tasks in the same model,
/// constraint and temperature as `key` (ties: the first in report order), with its row.
fn best_peer<'a>(
    rows: &'a BTreeMap<Key, Row>,
    key: &Key,
    measure: fn(&Row) -> BTreeMap<&str, f64>,
) -> Option<(usize, &'a Row)> {
    rows.iter()
        .filter(|((m, c, t, order), _)| {
            (m, c, t) == (&key.0, &key.1, &key.2) && !Text::ALL[*order].is_structout()
        })
        .map(|((_, _, _, order), row)| (*order, row))
        .fold(None, |best: Option<(usize, &Row, f64)>, (order, row)| {
            let values = measure(row);
            let rate = values.values().sum::<f64>() / values.len().max(1) as f64;
            match best {
                Some((_, _, r)) if r >= rate => best,
                _ => Some((order, row, rate)),
            }
        })
        .map(|(order, row, _)| (order, row))
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
            "{} {} {} {} {:.1}: {}
    {shown}\n",
            reply.model,
            reply.task,
            reply.text,
            reply.constraint,
            reply.temperature,
            what.join("; ")
        ));
    }
    out
}

/// The second table: per model, temperature and type, each text's exact % and field %
/// (`exact / fields`), to see which shapes an instruction text fails on.
fn type_table(by_type: &BTreeMap<(String, String, String, &str), BTreeMap<usize, Row>>) -> String {
    let texts: Vec<usize> = {
        let mut seen: Vec<usize> = by_type.values().flat_map(|r| r.keys().copied()).collect();
        seen.sort_unstable();
        seen.dedup();
        seen
    };
    let mut out =
        String::from("\nExact % / fields % by type:\n\n| model | constraint | temp | type |");
    for t in &texts {
        out.push_str(&format!(" {} |", Text::ALL[*t].id()));
    }
    out.push_str("\n|---|---|---|---|");
    out.push_str(&"---|".repeat(texts.len()));
    out.push('\n');
    for ((model, constraint, temp, shape), row) in by_type {
        out.push_str(&format!("| {model} | {constraint} | {temp} | {shape} |"));
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
    fn bootstrap_intervals_hold_the_mean_and_narrow_with_more_tasks() {
        assert_eq!(bootstrap(&[]), None);
        assert_eq!(bootstrap(&[0.5; 10]), Some((0.5, 0.5, 0.5)));
        let half: Vec<f64> = (0..40).map(|i| f64::from(i % 2)).collect();
        let (mean, low, high) = bootstrap(&half).unwrap();
        assert!((mean - 0.5).abs() < 1e-12);
        assert!(low < mean && mean < high);
        // A binomial share of 40 tasks at one half: the interval is about +-15 points.
        assert!((0.30..0.40).contains(&low) && (0.60..0.70).contains(&high));
        let more: Vec<f64> = (0..400).map(|i| f64::from(i % 2)).collect();
        let (_, low4, high4) = bootstrap(&more).unwrap();
        assert!(high4 - low4 < (high - low) / 2.0);
        // The same values give the same interval (a fixed seed).
        assert_eq!(bootstrap(&half), Some((mean, low, high)));
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
