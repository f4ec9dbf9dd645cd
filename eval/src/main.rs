//! `structout-eval`: the prompts and the scoring of the real-model evaluation (issue #13).
//!
//! Every command takes `--half tuning|reporting|all` (the tasks of [`tasks::Half`]); `score`
//! and `prompts` default to the reporting half, `misses` to the tuning half, the one texts
//! may be changed from.
//!
//! - `structout-eval prompts [--half H] [--types T,T] [--tasks N] [--texts ID,ID]` writes one
//!   JSON line per task and instruction text: `task`, `half`, `type`, `text`, `prompt`
//!   (the task's request, a blank line, the instruction), `instruction_chars`, `expected`, and what
//!   `generate.py` constrains the sampler with: `grammar` (the type's GBNF, for structout's
//!   texts) or `schema` (the JSON Schema, for the engine's own converter, for the peers'),
//!   and `constrained_only` for a text that does not describe the shape.
//! - `structout-eval score [--half H] [--prompts FILE] [--temps T,T] [--seeds S,S]
//!   [--constraints none,grammar] FILE...` reads replies (JSON lines from `generate.py`),
//!   keeps those of the prompts file, temperatures, seeds and constraints when given (at
//!   temperature 0 only the first seed: greedy decoding ignores it), and prints the markdown
//!   table, one row per model x constraint x temperature x text, with bootstrap intervals
//!   over tasks and the paired difference against the best peer text.
//! - `structout-eval misses [--half H] [--prompts FILE] [--temps T,T] [--seeds S,S]
//!   [--constraints C,C] FILE...` prints, for each selected reply that is not exactly right,
//!   what differs and the reply itself.
//! - `structout-eval show TASK TEXT` prints one prompt, to read it as the model does.
//!
//! `--types T,T` (every command but `show`) keeps the tasks of those types (the names of
//! [`shape::all`], e.g. `Department,Vec<Product>`); `--tasks N` then takes the first N of them.

mod baml;
mod reporting;
mod score;
mod shape;
mod tasks;
mod texts;
mod types;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::ExitCode;

use serde_json::json;

use crate::tasks::{Half, Task};
use crate::texts::Text;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("prompts") => prompts(&args[1..]),
        Some("score") => score(&args[1..]),
        Some("misses") => misses(&args[1..]),
        Some("show") => show(&args[1..]),
        _ => Err("usage: structout-eval prompts [--half H] [--types T,T] [--tasks N] [--texts ID,ID] | score [--half H] [--types T,T] [--prompts FILE] [--temps T,T] [--seeds S,S] [--constraints C,C] FILE... | misses [same options] FILE... | show TASK TEXT".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("structout-eval: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The prompt a model is given: the request, a blank line, the instruction.
fn prompt(task: &Task, instruction: &str) -> String {
    format!("{}\n\n{instruction}", task.text)
}

fn option<'a>(args: &'a [String], name: &str) -> Result<Option<&'a str>, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(None),
        Some(i) => args
            .get(i + 1)
            .map(|v| Some(v.as_str()))
            .ok_or_else(|| format!("{name} needs a value")),
    }
}

fn chosen_texts(args: &[String]) -> Result<Vec<Text>, String> {
    let Some(list) = option(args, "--texts")? else {
        return Ok(Text::ALL.to_vec());
    };
    list.split(',')
        .map(|id| {
            Text::from_id(id.trim()).ok_or_else(|| {
                let known: Vec<&str> = Text::ALL.iter().map(|t| t.id()).collect();
                format!("unknown text `{id}` (known: {})", known.join(", "))
            })
        })
        .collect()
}

/// The tasks of the half `--half` names (`default` when it is not given), of the types
/// `--types` names when it is given (shape names, comma-separated: `Department,Priority`).
fn chosen_tasks(args: &[String], default: Option<Half>) -> Result<Vec<Task>, String> {
    let half = match option(args, "--half")? {
        None => default,
        Some("all") => None,
        Some("tuning") => Some(Half::Tuning),
        Some("reporting") => Some(Half::Reporting),
        Some(other) => {
            return Err(format!("--half: `{other}` is not tuning, reporting or all"));
        }
    };
    let mut tasks = tasks::all();
    tasks.retain(|t| half.is_none_or(|h| t.half == h));
    if let Some(list) = option(args, "--types")? {
        let types: Vec<&str> = list.split(',').map(str::trim).collect();
        let shapes = shape::all();
        if let Some(unknown) = types
            .iter()
            .find(|ty| !shapes.iter().any(|s| s.name == **ty))
        {
            return Err(format!("--types: no type named `{unknown}`"));
        }
        tasks.retain(|t| types.contains(&t.shape));
    }
    Ok(tasks)
}

fn prompts(args: &[String]) -> Result<(), String> {
    let shapes = shape::all();
    let mut tasks = chosen_tasks(args, Some(Half::Reporting))?;
    if let Some(n) = option(args, "--tasks")? {
        let n: usize = n
            .parse()
            .map_err(|_| format!("--tasks: `{n}` is not a count"))?;
        tasks.truncate(n);
    }
    let texts = chosen_texts(args)?;
    let mut out = std::io::stdout().lock();
    for task in &tasks {
        let shape = find_shape(&shapes, task.shape)?;
        (shape.normalize)(&task.expected).map_err(|e| {
            format!(
                "task {}: expected value is not a {}: {e}",
                task.id, task.shape
            )
        })?;
        for text in &texts {
            let instruction = text.render(shape);
            let mut line = json!({
                "task": task.id,
                "half": task.half.id(),
                "type": task.shape,
                "text": text.id(),
                "prompt": prompt(task, &instruction),
                "instruction_chars": instruction.chars().count(),
                "expected": task.expected,
                "constrained_only": text.constrained_only(),
            });
            if text.is_structout() {
                let grammar = (shape.gbnf)();
                line["grammar_digest"] = digest(grammar).into();
                line["grammar"] = grammar.into();
            } else {
                line["schema"] = (shape.schema)().clone();
            }
            writeln!(out, "{line}").map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// A digest of a grammar's text (64-bit FNV-1a, hex), kept with each constrained reply: a
/// changed grammar is a changed prompt, whose replies are generated anew, as a changed
/// instruction text's are.
fn digest(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}

fn find_shape<'a>(shapes: &'a [shape::Shape], name: &str) -> Result<&'a shape::Shape, String> {
    shapes
        .iter()
        .find(|s| s.name == name)
        .ok_or_else(|| format!("no type named `{name}`"))
}

/// What `score` keeps: the prompts of a prompts file (task, text and the prompt itself, with
/// the digest of its grammar for a constrained reply to a structout text) and the
/// temperatures asked for, so that a replies file that grew over several runs, and over
/// several versions of a text or a grammar, is scored for one configuration.
struct Selection {
    /// Each prompt's key and the digest of its grammar (empty for a peer's text).
    prompts: Option<HashMap<(String, String, String), String>>,
    temps: Option<Vec<f64>>,
    /// The constraints kept (`none`, `grammar`); all when not given.
    constraints: Option<Vec<String>>,
    /// The sampling seeds kept; at temperature 0 only the first.
    seeds: Vec<u64>,
}

impl Selection {
    fn keeps(&self, reply: &score::Reply) -> bool {
        let key = (
            reply.task.clone(),
            reply.text.clone(),
            reply.prompt.clone().unwrap_or_default(),
        );
        self.prompts.as_ref().is_none_or(|p| {
            p.get(&key).is_some_and(|grammar| {
                reply.constraint != "grammar"
                    || reply.grammar_digest.as_deref().unwrap_or_default() == grammar
            })
        }) && self
            .constraints
            .as_ref()
            .is_none_or(|c| c.contains(&reply.constraint))
            && self
                .temps
                .as_ref()
                .is_none_or(|t| t.iter().any(|t| (t - reply.temperature).abs() < 1e-9))
            && if reply.temperature > 0.0 {
                self.seeds.contains(&reply.seed)
            } else {
                self.seeds.first() == Some(&reply.seed)
            }
    }
}

fn selection(args: &[String]) -> Result<Selection, String> {
    let prompts = match option(args, "--prompts")? {
        None => None,
        Some(file) => {
            let mut prompts = HashMap::new();
            for line in read_lines(file)? {
                let value: serde_json::Value =
                    serde_json::from_str(&line.1).map_err(|e| format!("{file}:{}: {e}", line.0))?;
                let field = |k: &str| value[k].as_str().unwrap_or_default().to_owned();
                prompts.insert(
                    (field("task"), field("text"), field("prompt")),
                    field("grammar_digest"),
                );
            }
            Some(prompts)
        }
    };
    let temps = match option(args, "--temps")? {
        None => None,
        Some(list) => Some(
            list.split(',')
                .map(|t| {
                    t.trim()
                        .parse::<f64>()
                        .map_err(|_| format!("--temps: `{t}` is not a number"))
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    let seeds = match option(args, "--seeds")? {
        None => vec![score::FIRST_SEED],
        Some(list) => list
            .split(',')
            .map(|t| {
                t.trim()
                    .parse::<u64>()
                    .map_err(|_| format!("--seeds: `{t}` is not a seed"))
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    let constraints = match option(args, "--constraints")? {
        None => None,
        Some(list) => Some(
            list.split(',')
                .map(|c| match c.trim() {
                    c @ ("none" | "grammar") => Ok(c.to_owned()),
                    c => Err(format!("--constraints: `{c}` is not none or grammar")),
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    Ok(Selection {
        prompts,
        temps,
        constraints,
        seeds,
    })
}

/// The non-blank lines of a file with their line numbers.
fn read_lines(file: &str) -> Result<Vec<(usize, String)>, String> {
    let reader = BufReader::new(std::fs::File::open(file).map_err(|e| format!("{file}: {e}"))?);
    let mut out = Vec::new();
    for (n, line) in reader.lines().enumerate() {
        let line = line.map_err(|e| format!("{file}: {e}"))?;
        if !line.trim().is_empty() {
            out.push((n + 1, line));
        }
    }
    Ok(out)
}

fn score(args: &[String]) -> Result<(), String> {
    let tasks = chosen_tasks(args, Some(Half::Reporting))?;
    let replies = selected_replies(args)?;
    print!("{}", score::table(&replies, &tasks, &shape::all()));
    Ok(())
}

fn misses(args: &[String]) -> Result<(), String> {
    let tasks = chosen_tasks(args, Some(Half::Tuning))?;
    let replies = selected_replies(args)?;
    print!("{}", score::misses(&replies, &tasks, &shape::all()));
    Ok(())
}

/// The replies of the files named in `args` that the selection options keep.
fn selected_replies(args: &[String]) -> Result<Vec<score::Reply>, String> {
    let selection = selection(args)?;
    let mut files = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg.starts_with("--") {
            rest.next();
        } else {
            files.push(arg);
        }
    }
    if files.is_empty() {
        return Err("score needs at least one replies file".into());
    }
    let mut replies = Vec::new();
    for file in files {
        for (n, line) in read_lines(file)? {
            let reply: score::Reply =
                serde_json::from_str(&line).map_err(|e| format!("{file}:{n}: {e}"))?;
            if selection.keeps(&reply) {
                replies.push(reply);
            }
        }
    }
    Ok(replies)
}

fn show(args: &[String]) -> Result<(), String> {
    let [task_id, text_id] = args else {
        return Err("usage: structout-eval show TASK TEXT".into());
    };
    let tasks = tasks::all();
    let task = tasks
        .iter()
        .find(|t| &t.id == task_id)
        .ok_or_else(|| format!("no task `{task_id}`"))?;
    let text = Text::from_id(text_id).ok_or_else(|| format!("no text `{text_id}`"))?;
    let shapes = shape::all();
    println!(
        "{}",
        prompt(task, &text.render(find_shape(&shapes, task.shape)?))
    );
    Ok(())
}
