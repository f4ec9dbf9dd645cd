//! The command line, read by hand (no parser dependency for a dozen flags).

use structout::{FormatStyle, Provider};

/// What to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Command {
    Help,
    Convert,
    BatchRead,
    BatchRetry,
    Format,
    Schema,
    Grammar,
}

/// The command line, read.
#[derive(Debug)]
pub(crate) struct Args {
    pub command: Command,
    pub schema: Option<String>,
    pub tools: Option<String>,
    pub field: Option<String>,
    pub raw: bool,
    pub requests: Option<String>,
    pub provider: Option<Provider>,
    pub style: Option<FormatStyle>,
    pub lark: bool,
    pub jobs: Option<usize>,
    pub file: Option<String>,
}

/// A command line that cannot be run, and why.
pub(crate) struct Usage(pub String);

impl Args {
    pub(crate) fn parse(mut words: impl Iterator<Item = String>) -> Result<Args, Usage> {
        let usage = |m: String| Usage(m);
        let command = match words.next().as_deref() {
            None | Some("help" | "--help" | "-h") => Command::Help,
            Some("convert") => Command::Convert,
            Some("batch") => match words.next().as_deref() {
                Some("read") => Command::BatchRead,
                Some("retry") => Command::BatchRetry,
                other => {
                    return Err(usage(format!(
                        "`batch` takes `read` or `retry`, not {}",
                        other.map_or("nothing".into(), |o| format!("`{o}`"))
                    )));
                }
            },
            Some("format") => Command::Format,
            Some("schema") => Command::Schema,
            Some("grammar") => Command::Grammar,
            Some(other) => return Err(usage(format!("unknown command `{other}`"))),
        };
        let mut args = Args {
            command,
            schema: None,
            tools: None,
            field: None,
            raw: false,
            requests: None,
            provider: None,
            style: None,
            lark: false,
            jobs: None,
            file: None,
        };
        while let Some(word) = words.next() {
            let mut value = |flag: &str| {
                words
                    .next()
                    .ok_or_else(|| usage(format!("{flag} needs a value")))
            };
            match word.as_str() {
                "--schema" => args.schema = Some(value("--schema")?),
                "--tools" => args.tools = Some(value("--tools")?),
                "--field" => args.field = Some(value("--field")?),
                "--requests" => args.requests = Some(value("--requests")?),
                "--raw" => args.raw = true,
                "--lark" => args.lark = true,
                "--provider" => {
                    let name = value("--provider")?;
                    args.provider = Some(crate::provider(&name).ok_or_else(|| {
                        usage(format!(
                            "unknown provider `{name}`, expected one of openai, anthropic, \
                             gemini, ollama, llama.cpp, vllm"
                        ))
                    })?);
                }
                "--style" => args.style = Some(crate::style(&value("--style")?).map_err(usage)?),
                "--jobs" => {
                    let n = value("--jobs")?;
                    args.jobs = Some(
                        n.parse()
                            .ok()
                            .filter(|&n| n > 0)
                            .ok_or_else(|| usage(format!("--jobs takes a count, not `{n}`")))?,
                    );
                }
                "--help" | "-h" => args.command = Command::Help,
                flag if flag.starts_with("--") => {
                    return Err(usage(format!("unknown option `{flag}`")));
                }
                _ if args.file.is_none() => args.file = Some(word),
                _ => return Err(usage(format!("one input file only, not also `{word}`"))),
            }
        }
        Ok(args)
    }
}
