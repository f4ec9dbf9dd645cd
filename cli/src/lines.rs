//! JSON Lines in, JSON Lines out: the lines of a file converted on all cores, in order, a
//! chunk at a time (memory holds one chunk, whatever the file's size).

use crate::args::Args;
use crate::{Job, error_json};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde_json::{Map, Value, json};
use std::io::{BufRead, IsTerminal, Write};
use structout::Converter;
use structout::batch;

/// Lines converted together: enough for every core, little memory.
const CHUNK: usize = 4096;

/// Converts each line of `input` with `job`, writing one line each to `out`. Returns whether
/// every line converted.
pub(crate) fn convert(
    input: impl BufRead,
    out: &mut impl Write,
    job: &Job,
    args: &Args,
) -> Result<bool, String> {
    each_chunk(input, out, |n, line| {
        let (reply, id) = match reply_of(line, args) {
            Ok(found) => found,
            Err(why) => {
                eprintln!("structout: line {n}: {why}");
                let error = json!({"kind": "BadLine", "message": why});
                return (json!({"line": n, "error": error}), false);
            }
        };
        let (fields, ok) = job.convert(&reply);
        let mut line = Map::new();
        line.insert("line".into(), json!(n));
        if let Some(id) = id {
            line.insert("id".into(), id);
        }
        if let Value::Object(fields) = fields {
            line.extend(fields);
        }
        (Value::Object(line), ok)
    })
}

/// Reads a provider's batch results, writing one line per result.
pub(crate) fn batch_read(
    input: impl BufRead,
    out: &mut impl Write,
    converter: &Converter,
) -> Result<bool, String> {
    each_chunk(input, out, |n, line| {
        match batch::read_line(n, line, |text| converter.convert(text)) {
            Ok(item) => {
                let mut line = json!({"custom_id": item.custom_id, "line": item.line});
                match item.result {
                    Ok(value) => line["value"] = value,
                    Err(err) => {
                        line["error"] = error_json(&err);
                        line["reply"] = json!(item.reply);
                    }
                }
                let ok = line.get("value").is_some();
                (line, ok)
            }
            Err(err) => {
                eprintln!("structout: {err}");
                let error = json!({"kind": "BadLine", "message": err.to_string()});
                (json!({"line": n, "error": error}), false)
            }
        }
    })
}

/// The reply a line holds, and the id it carries: a JSON string is the reply; with `--field`,
/// the value at that path (its text when a string); else the whole line. With `--raw`, the
/// line's text.
fn reply_of(line: &str, args: &Args) -> Result<(String, Option<Value>), String> {
    if args.raw {
        return Ok((line.to_owned(), None));
    }
    let value: Value = serde_json::from_str(line)
        .map_err(|e| format!("not JSON ({e}); use --raw for lines of plain text"))?;
    let id = ["custom_id", "id"]
        .iter()
        .find_map(|k| value.get(*k).filter(|v| v.is_string() || v.is_number()))
        .cloned();
    let reply = match (&value, &args.field) {
        (Value::String(s), _) => s.clone(),
        (_, Some(path)) => {
            let mut at = &value;
            for key in path.split('.') {
                let next = match at {
                    Value::Array(items) => key.parse::<usize>().ok().and_then(|i| items.get(i)),
                    _ => at.get(key),
                };
                at = next.ok_or_else(|| format!("no `{path}` (no `{key}`)"))?;
            }
            match at {
                Value::String(s) => s.clone(),
                Value::Null => return Err(format!("`{path}` is null")),
                other => other.to_string(),
            }
        }
        (_, None) => line.to_owned(),
    };
    Ok((reply, id))
}

/// Reads `input` a chunk of lines at a time, runs `each` on the chunk's non-blank lines on
/// all cores, and writes the results in order; a progress bar on a terminal. Returns whether
/// `each` said every line converted.
fn each_chunk(
    mut input: impl BufRead,
    out: &mut impl Write,
    each: impl Fn(usize, &str) -> (Value, bool) + Sync,
) -> Result<bool, String> {
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = ProgressBar::new_spinner();
        if let Ok(style) = ProgressStyle::with_template("{spinner} {pos} lines, {per_sec}") {
            bar.set_style(style);
        }
        bar
    });
    let mut all = true;
    let mut number = 0;
    let mut chunk: Vec<(usize, String)> = Vec::with_capacity(CHUNK);
    loop {
        chunk.clear();
        while chunk.len() < CHUNK {
            let mut line = String::new();
            let read = input
                .read_line(&mut line)
                .map_err(|e| format!("reading line {}: {e}", number + 1))?;
            if read == 0 {
                break;
            }
            number += 1;
            let line = line.trim_end_matches(['\n', '\r']);
            if !line.trim().is_empty() {
                chunk.push((number, line.to_owned()));
            }
        }
        if chunk.is_empty() {
            break;
        }
        // Each line converted and written out as text on the cores; this thread only copies
        // the text out, in order.
        let results: Vec<(String, bool)> = chunk
            .par_iter()
            .map(|(n, l)| {
                let (line, ok) = each(*n, l);
                let mut text = line.to_string();
                text.push('\n');
                (text, ok)
            })
            .collect();
        for (line, ok) in results {
            all &= ok;
            out.write_all(line.as_bytes())
                .map_err(|e| format!("writing the output: {e}"))?;
        }
        if let Some(bar) = &bar {
            bar.inc(chunk.len() as u64);
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    Ok(all)
}
