//! Where a place's value comes from, as the text around it says: inside code, quoted from
//! someone else, cued as an example or as the answer, or taken back after it was written.
//! The policy (`engine/choose/`) never returns a value whose provenance is doubtful
//! ([`Cue::is_doubtful`]) on its own authority.
//!
//! What is read, in order, for a place:
//! 1. **Code**: the place lies in a fence whose info string names a programming language
//!    ([`CODE_LANGUAGES`]), in a comment line of any fence, or on a shell command line
//!    (`$ …`, `curl …`) in prose.
//! 2. **Quoted**: the place's line is a markdown block quote (`> …`).
//! 3. **Taken back**: the prose after the place, before the next one, corrects it (a
//!    correction phrase; or an apology followed by one of the value's own keys: `sorry, the
//!    count is 7`).
//! 4. Otherwise the cue phrase nearest before it ([`cues::cue_before`]).

use super::bytes;
use super::cues::{self, Cue};
use super::spans;
use std::ops::Range;

/// Fence languages that hold programs, not data: a value written in one is a literal in code.
/// A fence with no language, a data language (`json`, `yaml`, …) or JavaScript (whose object
/// literals models write for JSON) holds values.
pub(crate) const CODE_LANGUAGES: [&str; 36] = [
    "python",
    "py",
    "python3",
    "bash",
    "sh",
    "shell",
    "zsh",
    "console",
    "shell-session",
    "powershell",
    "ps1",
    "bat",
    "cmd",
    "rust",
    "rs",
    "go",
    "java",
    "kotlin",
    "kt",
    "scala",
    "c",
    "cpp",
    "c++",
    "csharp",
    "cs",
    "ruby",
    "rb",
    "php",
    "swift",
    "sql",
    "perl",
    "lua",
    "r",
    "dart",
    "elixir",
    "http",
];

/// Phrases after a value that take it back, whatever follows them.
const RETRACTIONS: [&str; 30] = [
    "correction",
    "wait, no",
    "wait no",
    "never mind",
    "nevermind",
    "disregard",
    "i misread",
    "scratch that",
    "i made a mistake",
    "that was wrong",
    "non, attendez",
    "oubliez",
    "korrektur",
    "nein, warte",
    "vergiss",
    "corrección",
    "espera, no",
    "olvida",
    "correção",
    "espera, não",
    "correzione",
    "aspetta, no",
    "更正",
    "不对",
    "訂正",
    "いや、",
    "정정",
    "아니, ",
    "wrong,",
    "oops",
];

/// Apologies and afterthoughts after a value: they take it back when one of the value's own
/// keys follows them (`sorry, the count is 7`), not otherwise (`sorry for the wait`).
const AMENDMENTS: [&str; 14] = [
    "sorry",
    "actually",
    "my mistake",
    "my bad",
    "pardon",
    "désolé",
    "entschuldigung",
    "perdón",
    "desculpe",
    "scusa",
    "抱歉",
    "すみません",
    "죄송",
    "i meant",
];

/// How far after a value a retraction may stand, in bytes.
const RETRACTION_WINDOW: usize = 200;

/// The text of a reply, read once for the provenance of each of its places.
pub(crate) struct Provenance<'t> {
    text: &'t str,
    /// Fence bodies in a programming language, comment lines in fences, shell command lines.
    code: Vec<Range<usize>>,
}

impl<'t> Provenance<'t> {
    pub(crate) fn new(text: &'t str) -> Self {
        let mut code = Vec::new();
        for fence in spans::fences(text) {
            let range = fence.range;
            if is_code_language(fence_language(text, range.start)) {
                code.push(range);
            } else {
                code.extend(comment_lines(text, range));
            }
        }
        code.extend(command_lines(text));
        Provenance { text, code }
    }

    /// What the text says of the place at `span`: `floor` is where the prose before it
    /// starts (the end of the previous place), `ceiling` where the prose after it ends (the
    /// start of the next place), `keys` the keys of its value (for an amendment naming one).
    pub(crate) fn of(
        &self,
        span: &Range<usize>,
        floor: usize,
        ceiling: usize,
        keys: &[&str],
    ) -> Cue {
        if self
            .code
            .iter()
            .any(|c| c.start <= span.start && span.end <= c.end)
        {
            return Cue::Code;
        }
        if self.quoted_line(span.start) {
            return Cue::Quoted;
        }
        if self.taken_back(span.end, ceiling, keys) {
            return Cue::Retracted;
        }
        cues::cue_before(self.text, floor, span.start)
    }

    /// Whether the line the place starts on is a block quote.
    fn quoted_line(&self, start: usize) -> bool {
        let b = self.text.as_bytes();
        let line = memchr::memrchr(b'\n', &b[..start]).map_or(0, |n| n + 1);
        self.text[line..start].trim_start().starts_with('>')
    }

    /// Whether the prose between `end` and `ceiling` takes the value back.
    fn taken_back(&self, end: usize, ceiling: usize, keys: &[&str]) -> bool {
        let mut stop = ceiling.min(end + RETRACTION_WINDOW).min(self.text.len());
        while !self.text.is_char_boundary(stop) {
            stop -= 1;
        }
        if stop <= end {
            return false;
        }
        let after = self.text[end..stop].to_lowercase();
        let at_word = |phrase: &str| {
            after.match_indices(phrase).any(|(i, _)| {
                !after[..i]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_ascii_alphanumeric())
            })
        };
        if RETRACTIONS.iter().any(|p| at_word(p)) {
            return true;
        }
        AMENDMENTS.iter().any(|p| {
            after.match_indices(p).any(|(i, _)| {
                let rest = &after[i + p.len()..];
                let sentence = &rest[..rest.find(['.', '!', '?', '\n']).unwrap_or(rest.len())];
                keys.iter().any(|key| {
                    let key = key.to_lowercase();
                    !key.is_empty() && words(sentence).any(|w| w == key)
                })
            })
        })
    }
}

/// The words of `text`: runs of letters, digits and underscores.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '_')
        .filter(|w| !w.is_empty())
}

/// The first word of the info string of the fence whose body starts at `body`, lowercase.
fn fence_language(text: &str, body: usize) -> String {
    let b = text.as_bytes();
    let end = body.saturating_sub(1).min(b.len());
    let start = memchr::memrchr(b'\n', &b[..end]).map_or(0, |n| n + 1);
    text[start..end]
        .trim_start()
        .trim_start_matches(['`', '~'])
        .split(|c: char| c.is_whitespace() || c == '{')
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

fn is_code_language(language: String) -> bool {
    CODE_LANGUAGES.contains(&language.as_str())
}

/// The lines of `range` that are comments (`//`, `#`, `--`, `/*`).
fn comment_lines(text: &str, range: Range<usize>) -> Vec<Range<usize>> {
    lines(text, range)
        .filter(|line| {
            let t = text[line.clone()].trim_start();
            ["//", "#", "--", "/*"].iter().any(|m| t.starts_with(m))
        })
        .collect()
}

/// The lines of prose that are shell commands (`$ …`, `curl …`, `wget …`).
fn command_lines(text: &str) -> Vec<Range<usize>> {
    if bytes::find(text.as_bytes(), b"curl ").is_none()
        && bytes::find(text.as_bytes(), b"$ ").is_none()
        && bytes::find(text.as_bytes(), b"wget ").is_none()
    {
        return Vec::new();
    }
    lines(text, 0..text.len())
        .filter(|line| {
            let t = text[line.clone()].trim_start();
            ["$ ", "curl ", "wget "].iter().any(|m| t.starts_with(m))
        })
        .collect()
}

/// The lines of `range`, as byte ranges without their line break.
fn lines(text: &str, range: Range<usize>) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut at = range.start;
    std::iter::from_fn(move || {
        if at >= range.end {
            return None;
        }
        let end =
            bytes::memchr(b'\n', &text.as_bytes()[at..range.end]).map_or(range.end, |n| at + n);
        let line = at..end;
        at = end + 1;
        Some(line)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(text: &str, place: &str) -> Cue {
        let start = text.find(place).expect("the place");
        let span = start..start + place.len();
        Provenance::new(text).of(&span, 0, text.len(), &["count", "city"])
    }

    #[test]
    fn a_value_in_a_program_is_code_and_in_a_data_fence_is_not() {
        for language in ["python", "bash", "rust", "PY"] {
            let text = format!("```{language}\nrecord = {{\"a\": 1}}\n```");
            assert_eq!(of(&text, "{\"a\": 1}"), Cue::Code, "{text}");
        }
        for language in ["", "json", "yaml", "javascript", "text"] {
            let text = format!("```{language}\n{{\"a\": 1}}\n```");
            assert_eq!(of(&text, "{\"a\": 1}"), Cue::None, "{text}");
        }
        let comment = "```js\n// {\"a\": 1}\nconst a = 2;\n```";
        assert_eq!(of(comment, "{\"a\": 1}"), Cue::Code);
        let shell = "Run:\ncurl -d '{\"a\": 1}' https://example.com";
        assert_eq!(of(shell, "{\"a\": 1}"), Cue::Code);
    }

    #[test]
    fn a_block_quote_is_quoted() {
        assert_eq!(of("You wrote\n> {\"a\": 1}\n", "{\"a\": 1}"), Cue::Quoted);
        assert_eq!(of("  > {\"a\": 1}", "{\"a\": 1}"), Cue::Quoted);
        assert_eq!(of("a > b\n{\"a\": 1}", "{\"a\": 1}"), Cue::None);
    }

    #[test]
    fn a_value_corrected_after_it_is_taken_back() {
        for after in [
            " Correction: it is Lima.",
            "\nWait, no, that is wrong.",
            "\n\nSorry, the count is 7.",
            "\nActually the city should be Lima.",
            "\n訂正：リマです。",
        ] {
            let text = format!("{{\"city\": \"Oslo\", \"count\": 5}}{after}");
            assert_eq!(
                of(&text, "{\"city\": \"Oslo\", \"count\": 5}"),
                Cue::Retracted,
                "{text}"
            );
        }
        for after in [
            " Sorry for the wait!",
            "\nActually, that is all.",
            " Hope this helps.",
        ] {
            let text = format!("{{\"city\": \"Oslo\", \"count\": 5}}{after}");
            assert_eq!(
                of(&text, "{\"city\": \"Oslo\", \"count\": 5}"),
                Cue::None,
                "{text}"
            );
        }
    }
}
