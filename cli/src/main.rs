//! `structout`: model replies in JSON Lines files to typed values or tool calls, provider batch
//! files read and retried, and the prompt text, provider schema and grammar of a JSON Schema,
//! for people who do not write Rust. `structout help` says how.

mod args;
mod lines;

use args::{Args, Command, Usage};
use serde_json::{Value, json};
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;
use structout::batch::{self, Failures};
use structout::{
    ConvertError, Converter, FormatStyle, Grammar, Provider, ToolDefinition, ToolSet, ToolStep,
};

/// What `structout help` prints.
const HELP: &str = "\
structout: model replies to typed values and tool calls

USAGE
  structout convert --schema SCHEMA.json [--field PATH] [--raw] [FILE]
  structout convert --tools TOOLS.json [--style NAME] [--field PATH] [--raw] [FILE]
      One output line per input line (FILE or standard input, JSON Lines): {\"line\", \"value\",
      \"repairs\"}, {\"line\", \"calls\"} or {\"line\", \"finish\"}, or {\"line\", \"error\": {\"kind\",
      \"path\", \"message\", \"feedback\"}}; an input's \"custom_id\" or \"id\" comes back as \"id\".
      An input line is the reply when it is a JSON string, the value at --field when given
      (choices.0.message.content), else the whole line (a provider's response is opened).
      --raw: each line is the reply's text as it is. --style: the tools' call format (hermes,
      qwen3_coder, pythonic, ...), in which a reply without a call is the final answer.
  structout batch read --schema SCHEMA.json RESULTS.jsonl
      A provider's batch results (OpenAI, Anthropic, vLLM run_batch), one output line each:
      {\"custom_id\", \"line\", \"value\"} or {\"custom_id\", \"line\", \"error\", \"reply\"}.
  structout batch retry --schema SCHEMA.json --requests REQUESTS.jsonl RESULTS.jsonl
      The failed requests again, each ending with the model's reply and the feedback on it.
  structout format  (--schema SCHEMA.json | --tools TOOLS.json [--style NAME])
  structout schema  (--schema SCHEMA.json | --tools TOOLS.json) [--provider NAME]
  structout grammar (--schema SCHEMA.json | --tools TOOLS.json --style NAME) [--lark]
      The prompt's format instructions; the schema or tool definitions in a provider's
      dialect (openai, anthropic, gemini, ollama, llama.cpp, vllm); a GBNF (or Lark) grammar.

OPTIONS
  --jobs N    threads (all cores by default)

EXIT STATUS
  0 every line converted; 1 some line did not (each says why); 2 the command could not run.
TOOLS.json is a list of {\"name\", \"description\", \"parameters\"}.
";

fn main() -> ExitCode {
    let args = match Args::parse(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(Usage(message)) => {
            eprintln!("structout: {message}\n\nRun `structout help` for usage.");
            return ExitCode::from(2);
        }
    };
    if let Some(jobs) = args.jobs {
        // Only fails when a pool was built before: never here.
        let _ = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build_global();
    }
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("structout: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs the command: `Ok(true)` when every line converted, `Ok(false)` when some did not,
/// `Err` when the command could not run.
fn run(args: &Args) -> Result<bool, String> {
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    let all_converted = match args.command {
        Command::Help => {
            print!("{HELP}");
            return Ok(true);
        }
        Command::Convert => {
            let input = input(args.file.as_deref())?;
            let job = job(args)?;
            lines::convert(input, &mut out, &job, args)?
        }
        Command::BatchRead => {
            let input = input(Some(required(&args.file, "a results file")?))?;
            let converter = converter(args)?;
            lines::batch_read(input, &mut out, &converter)?
        }
        Command::BatchRetry => {
            let results = input(Some(required(&args.file, "a results file")?))?;
            let requests = input(Some(required(&args.requests, "--requests")?))?;
            let converter = converter(args)?;
            let mut failures = Failures::new();
            let convert = |text: &str| converter.convert(text);
            for (n, line) in results.lines().enumerate() {
                let line = line.map_err(|e| format!("reading the results: {e}"))?;
                if line.trim().is_empty() {
                    continue;
                }
                match batch::read_line(n + 1, &line, convert) {
                    Ok(item) => {
                        failures.record(&item);
                    }
                    Err(err) => eprintln!("structout: {err}"),
                }
            }
            let retried = failures
                .write_retries(requests, &mut out)
                .map_err(|e| format!("writing the retries: {e}"))?;
            eprintln!(
                "structout: {} failed requests written again{}",
                retried.written,
                match retried.missing.len() {
                    0 => String::new(),
                    n => format!("; {n} not in the request file"),
                }
            );
            true
        }
        Command::Format => {
            match (&args.schema, &args.tools) {
                (Some(_), _) => writeln!(out, "{}", converter(args)?.instructions()),
                (None, Some(_)) => {
                    let tools = tool_set(args)?;
                    let text = match args.style {
                        Some(style) => tools.format_as(style),
                        None => tools.format(),
                    };
                    writeln!(out, "{text}")
                }
                (None, None) => return Err("format needs --schema or --tools".into()),
            }
            .map_err(write_error)?;
            true
        }
        Command::Schema => {
            let value = match (&args.schema, &args.tools, args.provider) {
                (Some(path), _, provider) => {
                    let schema = read_json(path)?;
                    // A schema structout cannot use is refused here as in `convert`.
                    Converter::new(&schema).map_err(|e| format!("{path}: {e}"))?;
                    match provider {
                        Some(provider) => {
                            let name = schema
                                .get("title")
                                .and_then(Value::as_str)
                                .unwrap_or("response");
                            provider
                                .response_format(name, &schema)
                                .map_err(|e| e.to_string())?
                        }
                        None => schema,
                    }
                }
                (None, Some(_), Some(provider)) => tool_set(args)?
                    .definitions(provider)
                    .map_err(|e| e.to_string())?,
                (None, Some(_), None) => return Err("schema --tools needs --provider".into()),
                (None, None, _) => return Err("schema needs --schema or --tools".into()),
            };
            let text = serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?;
            writeln!(out, "{text}").map_err(write_error)?;
            true
        }
        Command::Grammar => {
            let grammar = match (&args.schema, &args.tools, args.style) {
                (Some(path), _, _) => {
                    Grammar::for_schema(&read_json(path)?).map_err(|e| e.to_string())?
                }
                (None, Some(_), Some(style)) => tool_set(args)?.grammar(style).clone(),
                (None, Some(_), None) => return Err("grammar --tools needs --style".into()),
                (None, None, _) => return Err("grammar needs --schema or --tools".into()),
            };
            let text = if args.lark {
                grammar.lark()
            } else {
                grammar.gbnf()
            };
            writeln!(out, "{text}").map_err(write_error)?;
            true
        }
    };
    out.flush().map_err(write_error)?;
    Ok(all_converted)
}

/// What `convert` reads each reply as.
pub(crate) enum Job {
    Value(Converter),
    Tools(ToolSet),
}

impl Job {
    /// The output line's fields for one reply, and whether it converted.
    pub(crate) fn convert(&self, reply: &str) -> (Value, bool) {
        match self {
            Job::Value(converter) => match converter.convert_with_report(reply) {
                Ok(converted) => {
                    let repairs: Vec<Value> = converted
                        .repairs
                        .iter()
                        .map(|r| json!({"kind": format!("{:?}", r.kind), "path": r.path}))
                        .collect();
                    (json!({"value": converted.value, "repairs": repairs}), true)
                }
                Err(err) => (json!({"error": error_json(&err)}), false),
            },
            Job::Tools(tools) => match tools.convert(reply) {
                Ok(ToolStep::Calls(calls)) => {
                    let calls: Vec<Value> = calls
                        .iter()
                        .map(|c| json!({"id": c.id, "name": c.name, "arguments": c.arguments}))
                        .collect();
                    (json!({"calls": calls}), true)
                }
                Ok(ToolStep::Finish(answer)) => (json!({"finish": answer}), true),
                Err(err) => (json!({"error": error_json(&err)}), false),
            },
        }
    }
}

/// A conversion error as an output line writes it.
pub(crate) fn error_json(err: &ConvertError) -> Value {
    json!({
        "kind": format!("{:?}", err.kind()),
        "path": err.path(),
        "message": err.to_string(),
        "feedback": err.feedback(),
    })
}

fn job(args: &Args) -> Result<Job, String> {
    match (&args.schema, &args.tools) {
        (Some(_), None) => Ok(Job::Value(converter(args)?)),
        (None, Some(_)) => Ok(Job::Tools(tool_set(args)?)),
        _ => Err("convert needs one of --schema and --tools".into()),
    }
}

fn converter(args: &Args) -> Result<Converter, String> {
    let path = required(&args.schema, "--schema")?;
    Converter::new(&read_json(path)?).map_err(|e| format!("{path}: {e}"))
}

fn tool_set(args: &Args) -> Result<ToolSet, String> {
    let path = required(&args.tools, "--tools")?;
    let Value::Array(items) = read_json(path)? else {
        return Err(format!("{path}: a list of tools is expected"));
    };
    let mut tools = Vec::new();
    for (n, item) in items.iter().enumerate() {
        let field = |key: &str| item.get(key);
        let Some(name) = field("name").and_then(Value::as_str) else {
            return Err(format!("{path}: tool {n} has no \"name\""));
        };
        tools.push(ToolDefinition {
            name: name.to_owned(),
            description: field("description")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            parameters: field("parameters")
                .cloned()
                .unwrap_or_else(|| json!({"type": "object", "properties": {}})),
        });
    }
    match args.style {
        Some(style) => ToolSet::with_style(tools, style),
        None => ToolSet::new(tools),
    }
    .map_err(|e| format!("{path}: {e}"))
}

fn required<'a>(value: &'a Option<String>, what: &str) -> Result<&'a str, String> {
    value
        .as_deref()
        .ok_or_else(|| format!("this command needs {what}"))
}

fn read_json(path: &str) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    serde_json::from_str(&text).map_err(|e| format!("{path}: not JSON: {e}"))
}

/// The file at `path`, or standard input.
fn input(path: Option<&str>) -> Result<Box<dyn BufRead>, String> {
    match path {
        None | Some("-") => Ok(Box::new(BufReader::new(io::stdin()))),
        Some(path) => File::open(path)
            .map(|f| Box::new(BufReader::new(f)) as Box<dyn BufRead>)
            .map_err(|e| format!("{path}: {e}")),
    }
}

fn write_error(e: io::Error) -> String {
    format!("writing the output: {e}")
}

/// A provider by its name as written in any case, punctuation aside (`llama.cpp`,
/// `LlamaCpp`, `OpenAI`).
pub(crate) fn provider(name: &str) -> Option<Provider> {
    let key = |s: &str| -> String {
        s.chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect()
    };
    Provider::ALL
        .into_iter()
        .find(|p| key(p.name()) == key(name))
}

/// A format style by its name.
pub(crate) fn style(name: &str) -> Result<FormatStyle, String> {
    name.parse()
}
