//! Where a place's value comes from, as the text around it says: inside code, quoted from
//! someone else, cued as an example or as the answer, or taken back after it was written.
//! The policy (`engine/choose/`) never returns a value whose provenance is doubtful
//! ([`Cue::is_doubtful`]) on its own authority.
//!
//! What is read, in order, for a place:
//! 1. **Code**: the place lies in a fence whose info string names a programming language
//!    ([`CODE_LANGUAGES`]), in a comment line of any fence, inside a line of something else
//!    in any fence (a call's argument, an expression, a log line), or on a shell command
//!    line (`$ …`, `curl …`) in prose.
//! 2. **Quoted**: the place's line is a markdown block quote (`> …`), or a turn of a
//!    transcript the reply repeats (the reply has lines opened by the labels of two speakers
//!    or more, `User: …`, `Assistant: …`, and the place's line is one of them).
//! 3. **Taken back**: the reply strikes it through (`~~Thursday~~`, `<del>…</del>`), there
//!    or where it names the same value; or the prose after the place, before the next one,
//!    corrects it (a correction phrase; or an apology followed by one of the value's own
//!    keys: `sorry, the count is 7`).
//! 4. **Doubted**: the last three sentences before it say the writer is not sure
//!    ([`cues::unsure_before`]: `The year seems to be 1936, but I'm not sure.`).
//! 5. **Contradicted**: a sentence or line of the prose around it states another value for
//!    one of its fields (`The total is 45.`, `Sentiment: positive`).
//! 6. Otherwise the cue phrase nearest before it ([`cues::cue_before`]).

use super::cues::{self, Cue, Subject};
use super::spans::{self, Span};
use std::ops::Range;

/// How far back the prose before a place is read for the writer's doubt, in bytes.
const LEAD_READ: usize = 600;

/// Fence languages that hold programs or markup, not data: a value written in one is a
/// literal in code.
/// A fence with no language, a data language (`json`, `yaml`, …) or JavaScript (whose object
/// literals models write for JSON) holds values.
pub(crate) const CODE_LANGUAGES: [&str; 44] = [
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
    // Markup and styles: a value in them is an attribute's or a rule's, a form's default.
    "html",
    "htm",
    "jsx",
    "tsx",
    "vue",
    "svelte",
    "css",
    "scss",
];

/// The speakers whose labels open a transcript's turns (`User: …`, `Assistant: …`), lowercase,
/// in every language the engine reads.
const SPEAKERS: [&str; 20] = [
    "user",
    "human",
    "assistant",
    "ai",
    "bot",
    "system",
    "customer",
    "agent",
    "utilisateur",
    "benutzer",
    "nutzer",
    "usuario",
    "usuário",
    "utente",
    "用户",
    "助手",
    "ユーザー",
    "アシスタント",
    "사용자",
    "어시스턴트",
];

/// The most places of prose (values named in it) whose provenance one scan reads: the bound
/// on this work per reply, whatever its length.
pub(crate) const PLACES_READ: usize = 64;

/// The text of a reply, read once for the provenance of each of its places.
pub(crate) struct Provenance<'t> {
    text: &'t str,
    /// The fences' bodies, and whether each is in a programming language.
    fences: Vec<(Range<usize>, bool)>,
    /// Whether the reply repeats a transcript ([`is_transcript`]), known once a place's line
    /// opens with a speaker's label.
    transcript: std::cell::OnceCell<bool>,
    /// The text the reply strikes through ([`struck_through`]), found once a place asks.
    struck: std::cell::OnceCell<Vec<Range<usize>>>,
    /// The brackets written against a name ([`spans::glued_to_name`]: `items[2]`,
    /// `Point{X: 3}`), found once a place asks.
    glued: std::cell::OnceCell<Vec<Range<usize>>>,
    /// The messages the reply forwards ([`forwarded_messages`]), found once a place asks.
    forwarded: std::cell::OnceCell<Vec<Forwarded>>,
}

/// The most forwarded messages of a reply read: the bound on this work per reply.
const FORWARDED_READ: usize = 8;

/// A message a reply forwards ([`forwarded_messages`]): where it stands, and the names of its
/// header lines (`From`, `Betreff`), lowercase.
struct Forwarded {
    span: Range<usize>,
    headers: Vec<String>,
}

/// Whether `line` is a rule of one mark (`-`, `=`, `_`, `*`), five marks or more, with a
/// title between two runs of it or none (`---------- Forwarded message ----------`,
/// `-----Original Message-----`, `---------- Messadi renvià ----------`): the title, or
/// `""` for a rule alone.
fn titled_rule(line: &str) -> Option<&str> {
    let line = line.trim();
    let mark = line
        .chars()
        .next()
        .filter(|c| matches!(c, '-' | '=' | '_' | '*'))?;
    let inner = line.trim_matches(mark);
    let marks = line.len() - inner.len();
    (marks >= 5
        && (inner.is_empty() || line.ends_with(mark) && inner.chars().any(char::is_alphabetic)))
    .then(|| inner.trim())
}

/// Whether `line` is a header of a message: a name of one to three words, a colon, and what
/// follows it (`From: Gian`, `Da: Gian`, `Betreff: Zimmer`, `Sent: Monday`).
fn header_line(line: &str) -> bool {
    line.split_once([':', '：']).is_some_and(|(name, rest)| {
        let words = name.split_whitespace().count();
        (1..=3).contains(&words)
            && name
                .chars()
                .all(|c| c.is_alphabetic() || c == ' ' || c == '-')
            && !rest.trim().is_empty()
    })
}

/// The messages `text` forwards or quotes whole, in any language: a rule with a title
/// (`---------- Forwarded message ----------`), then header lines (two or more of `Name:
/// value` among the next four lines), and all after it to a rule alone or the reply's end.
/// Another's message, not the reply's answer.
fn forwarded_messages(text: &str) -> Vec<Forwarded> {
    let mut out = Vec::new();
    // Most replies forward nothing: one look at the bytes says so.
    if memchr::memmem::find(text.as_bytes(), b"-----").is_none()
        && memchr::memmem::find(text.as_bytes(), b"=====").is_none()
        && memchr::memmem::find(text.as_bytes(), b"_____").is_none()
    {
        return out;
    }
    let mut offset = 0;
    let lines: Vec<(usize, &str)> = text
        .split_inclusive('\n')
        .map(|line| {
            let at = offset;
            offset += line.len();
            (at, line)
        })
        .collect();
    let mut i = 0;
    while i < lines.len() && out.len() < FORWARDED_READ {
        let (at, line) = lines[i];
        let titled = titled_rule(line).is_some_and(|t| !t.is_empty());
        let headers: Vec<String> = lines[i + 1..]
            .iter()
            .take(4)
            .filter(|(_, l)| header_line(l))
            .filter_map(|(_, l)| l.split([':', '：']).next())
            .map(|name| name.trim().to_lowercase())
            .collect();
        if !titled || headers.len() < 2 {
            i += 1;
            continue;
        }
        let end = lines[i + 1..]
            .iter()
            .find(|(_, l)| titled_rule(l) == Some(""))
            .map_or(text.len(), |(at, l)| at + l.len());
        out.push(Forwarded {
            span: at..end,
            headers,
        });
        i = lines.partition_point(|(a, _)| *a < end);
    }
    out
}

/// The most bracketed places of a reply read for code written against a name: the bound on
/// this work per reply.
const GLUED_READ: usize = 64;

/// The most struck-through passages of a reply read: the bound on this work per reply.
const STRUCK_READ: usize = 16;

/// The passages `text` strikes through, within a line: markdown's `~~…~~` (a fence's `~~~`
/// is none) and HTML's `<del>…</del>`, `<s>…</s>`, `<strike>…</strike>`; their insides.
fn struck_through(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    // Most replies strike nothing through: one pass over the bytes says so.
    let b = text.as_bytes();
    if memchr::memmem::find(b, b"~~").is_none() && memchr::memmem::find(b, b"</").is_none() {
        return out;
    }
    for (line_start, line) in text
        .split_inclusive('\n')
        .scan(0, |at, line| {
            let start = *at;
            *at += line.len();
            Some((start, line))
        })
        .filter(|(_, line)| line.contains("~~") || line.contains("</"))
    {
        let b = line.as_bytes();
        // `~~`, never part of a longer run of tildes.
        let marks: Vec<usize> = memchr::memmem::find_iter(b, b"~~")
            .filter(|&i| (i == 0 || b[i - 1] != b'~') && b.get(i + 2) != Some(&b'~'))
            .collect();
        for pair in marks.chunks_exact(2) {
            out.push(line_start + pair[0] + 2..line_start + pair[1]);
        }
        for (open, close) in [
            ("<del>", "</del>"),
            ("<s>", "</s>"),
            ("<strike>", "</strike>"),
        ] {
            let mut from = 0;
            while let Some(o) = line[from..].find(open) {
                let inner = from + o + open.len();
                let Some(c) = line[inner..].find(close) else {
                    break;
                };
                out.push(line_start + inner..line_start + inner + c);
                from = inner + c + close.len();
            }
        }
        if out.len() >= STRUCK_READ {
            break;
        }
    }
    out
}

/// How far before and after a place its paragraph is read for quotation marks, in bytes.
const QUOTE_REACH: usize = 2000;

/// The longest speaker's label with its colon, in bytes.
const LABEL_LIMIT: usize = 24;

/// The speaker whose label opens `line` (`User:`, `Assistant :`, `用户：`), if one does.
fn speaker(line: &str) -> Option<&'static str> {
    let line = line.trim_start();
    let head = &line.as_bytes()[..line.len().min(LABEL_LIMIT)];
    let colon = head.iter().enumerate().find_map(|(i, &c)| {
        (c == b':' || c == 0xEF && head[i..].starts_with("：".as_bytes())).then_some(i)
    })?;
    let label = line[..colon].trim_end();
    SPEAKERS
        .iter()
        .find(|s| s.len() == label.len() && label.eq_ignore_ascii_case(s))
        .copied()
}

/// Whether `text` repeats a transcript: lines opened by the labels of two speakers or more.
fn is_transcript(text: &str) -> bool {
    let mut first: Option<&str> = None;
    text.lines().filter_map(speaker).any(|s| match first {
        Some(f) => f != s,
        None => {
            first = Some(s);
            false
        }
    })
}

impl<'t> Provenance<'t> {
    /// The provenance of the places of `text`, whose code fences are `fences`.
    pub(crate) fn new(text: &'t str, fences: &[Span]) -> Self {
        let fences = fences
            .iter()
            .cloned()
            .map(|fence| {
                let code =
                    CODE_LANGUAGES.contains(&fence_language(text, fence.range.start).as_str());
                (fence.range, code)
            })
            .collect();
        Provenance {
            text,
            fences,
            transcript: std::cell::OnceCell::new(),
            struck: std::cell::OnceCell::new(),
            glued: std::cell::OnceCell::new(),
            forwarded: std::cell::OnceCell::new(),
        }
    }

    /// Whether the place at `span` lies inside brackets written against a name: an index, a
    /// call or a literal of code (`Out[1]`, `print(items[2])`, `Point{X: 3, Y: -4}`).
    fn in_glued(&self, span: &Range<usize>) -> bool {
        let glued = self.glued.get_or_init(|| {
            // (A look at the brackets first: most replies write none against a name.)
            let any = memchr::memchr2_iter(b'{', b'[', self.text.as_bytes())
                .take(GLUED_READ)
                .any(|at| spans::glued_to_name(self.text, at));
            if !any {
                return Vec::new();
            }
            spans::embedded(self.text)
                .take(GLUED_READ)
                .filter(|r| spans::glued_to_name(self.text, r.start))
                .collect()
        });
        glued
            .iter()
            .any(|g| g.start < span.start && span.end <= g.end)
    }

    /// Whether the reply strikes through the value at `span`: there, or the same value (in
    /// any case) elsewhere in the reply. A value crossed out is taken back wherever it is
    /// named again (`Delivery day: ~~Thursday~~ … the Thursday slot was released`).
    fn struck(&self, span: &Range<usize>) -> bool {
        // Found once per reply, whatever the number of places asking.
        let struck = self.struck.get_or_init(|| struck_through(self.text));
        if struck.is_empty() {
            return false;
        }
        let value = self.text[span.clone()].trim();
        struck.iter().any(|s| {
            s.start <= span.start && span.end <= s.end
                || self.text[s.clone()].trim().eq_ignore_ascii_case(value) && !value.is_empty()
        })
    }

    /// Whether the place lies in a message the reply forwards ([`forwarded_messages`]),
    /// whose header lines name none of the value's keys (`Name: Ada` and `Age: 36` under
    /// `===== Answer =====` are the record's own lines, not a message's headers).
    fn in_forwarded(&self, span: &Range<usize>, subject: &dyn Subject) -> bool {
        self.forwarded
            .get_or_init(|| forwarded_messages(self.text))
            .iter()
            .any(|m| {
                m.span.start <= span.start
                    && span.end <= m.span.end
                    && !m.headers.iter().any(|h| subject.names_key(h.as_bytes()))
            })
    }

    /// Whether the place starting at `at` is in a turn of a transcript the reply repeats:
    /// on a line a speaker's label opens.
    fn in_turn(&self, at: usize) -> bool {
        speaker(self.line_of(at)).is_some()
            && *self.transcript.get_or_init(|| is_transcript(self.text))
    }

    /// What the text says of the place at `span`: `floor` is where the prose before it
    /// starts (the end of the previous place), `ceiling` where the prose after it ends (the
    /// start of the next place), `subject` what of its value the prose after it may name
    /// (a key, for an amendment naming one; a scalar, for a denial of it).
    pub(crate) fn of(
        &self,
        span: &Range<usize>,
        floor: usize,
        ceiling: usize,
        subject: &dyn Subject,
    ) -> Cue {
        if self.in_code(span) {
            return Cue::Code;
        }
        if self.line_of(span.start).starts_with('>')
            || self.in_turn(span.start)
            || self.in_quotation(span)
            || self.in_forwarded(span, subject)
        {
            return Cue::Quoted;
        }
        if self.struck(span) {
            return Cue::Retracted;
        }
        if cues::asked_after(self.text, span.end) {
            return Cue::Hedged;
        }
        let after = cues::after_cue(self.text, span.end, ceiling, subject);
        if matches!(after, Cue::Retracted | Cue::Doubted | Cue::Hedged) {
            return after;
        }
        // The prose before it says the value ahead is wrong (`in the JSON below I mistakenly
        // wrote 15`).
        if super::ahead::wrong_ahead(self.text, floor, span.start) {
            return Cue::Retracted;
        }
        if cues::elided(self.text, floor, span.start, span.end, ceiling, subject) {
            return Cue::Elided;
        }
        // A comment in it that takes it back (`"zi": "marți" // am greșit ziua`).
        if cues::comment_says_wrong(&self.text[span.clone()], subject) {
            return Cue::Retracted;
        }
        if after == Cue::Example || cues::comment_unfinished(&self.text[span.clone()]) {
            return Cue::Example;
        }
        // A comment in the value, or a remark in parentheses right after it, that doubts it
        // (`"year": 1975 // không chắc lắm`, `{…} (шамамен)`).
        if cues::comment_doubts(&self.text[span.clone()]) || self.remarked_in_doubt(span, ceiling) {
            return Cue::Doubted;
        }
        // A record or list in a sentence that supposes a case that does not hold is what
        // would be then (`If all answers were right, the result would be {…}`).
        if self.text[span.clone()].starts_with(['{', '['])
            && cues::counterfactual(self.text, floor, span.start)
        {
            return Cue::Example;
        }
        // A condition bounds a value named in a sentence; a record or list written out after
        // one is delivered, the condition an offer (`If you want JSON, here it is {…}`).
        let written = self.text[span.clone()].starts_with(['{', '[']);
        if !written
            && (cues::conditional(self.text, floor, span.start)
                || cues::conditioned_after(self.text, span.end, ceiling)
                || cues::questioned(self.text, floor, span.start))
        {
            return Cue::Hedged;
        }
        // The prose before it says the writer is not sure (`The year seems to be 1936, but
        // I'm not sure.`, `Probably this, but I'm not fully sure:`).
        let lead = super::bytes::ceil_char(
            self.text,
            floor
                .min(span.start)
                .max(span.start.saturating_sub(LEAD_READ)),
        );
        if cues::unsure_before(&self.text[lead..span.start], subject)
            || cues::unvouched_before(&self.text[lead..span.start], subject)
        {
            return Cue::Doubted;
        }
        // A record written as `key: value` lines (`day: tuesday`), on lines of its own.
        let keyed = !written && {
            let first = self.text[span.clone()].lines().next().unwrap_or("");
            let at_line_start = self.text[..span.start].ends_with('\n') || span.start == 0;
            at_line_start
                && first.find(':').is_some_and(|at| {
                    at > 0
                        && first[..at]
                            .chars()
                            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | ' '))
                })
        };
        // A record or list a negation right before it on its line denies (`The answer is not
        // {…}, but {…}`, `Wangsulané dudu {…}`), as a value named in prose is (not a line's
        // own value above it, `active: no`).
        if written {
            let before = &self.text[floor.min(span.start)..span.start];
            let line = before.rfind('\n').map_or(before, |n| &before[n + 1..]);
            if cues::negated(line, cues::Between::Determiners) {
                return Cue::Retracted;
            }
        }
        // A record written inside a sentence that hedges it or says it held once.
        if written || keyed {
            let before = &self.text[floor.min(span.start)..span.start];
            let line = before.rfind('\n').map_or(before, |n| &before[n + 1..]);
            // A record the sentence leading into it says held at a time that is over (`Until
            // March the record was {…}`), on its line or the line that opens it (`Before the
            // migration the record read:`): another value, said to hold now, may be the answer.
            let lead = if line.trim().is_empty() {
                before.trim_end().strip_suffix([':', '：']).unwrap_or("")
            } else {
                line
            };
            if written && super::qualifiers::bygone_lead(lead) {
                return Cue::Retracted;
            }
            if written && (super::qualifiers::leads_in_doubt(line) || cues::if_you_mean(before)) {
                return Cue::Hedged;
            }
            // A record that repeats what the prose around it states as a guess: in the
            // paragraph before it and the one after it.
            let reach = super::qualifiers::DOUBT_REACH;
            let from = super::bytes::ceil_char(
                self.text,
                floor.min(span.start).max(span.start.saturating_sub(reach)),
            );
            let to = super::bytes::floor_char(
                self.text,
                ceiling
                    .min(self.text.len())
                    .min(span.end + reach)
                    .max(span.end),
            );
            let (before, after) = (&self.text[from..span.start], &self.text[span.end..to]);
            // (Past the fence the record may stand in.)
            let before = cues::past_fence_opening(before);
            let before = before.rfind("\n\n").map_or(before, |at| &before[at + 2..]);
            let after = after.trim_start();
            let after = match after.strip_prefix("```") {
                Some(rest) => rest.trim_start(),
                None => after,
            };
            let after = after.find("\n\n").map_or(after, |at| &after[..at]);
            if subject.stated_in_doubt([before, after]) {
                return Cue::Hedged;
            }
        }
        // A value named in a sentence that declines or says the answer is unknown names
        // something else (`Sorry, I can't give this number for 2025.`).
        if !written && !keyed && cues::disowned(self.text, span.start, span.end, subject) {
            return Cue::Doubted;
        }
        // An empty record or list beside prose that apologizes that what was asked is not
        // found gives nothing (`Sorry, the report could not be found.` over `{}`).
        if cues::sorry_for_nothing(self.text, span.start, span.end, subject) {
            return Cue::Doubted;
        }
        if cues::contradicted(self.text, floor, span.start, span.end, ceiling, subject)
            || cues::fills_the_unknown(self.text, span.start, span.end, subject)
        {
            return Cue::Contradicted;
        }
        // The element the value stands in names it (`<example>{…}`, `<previous_answer>{…}`).
        if let Some(name) = opening_tag_before(&self.text[floor.min(span.start)..span.start]) {
            let cue = cues::named_as(name);
            if cue != Cue::None {
                return cue;
            }
        }
        // A fence that closes between a cue and the value is what the cue leads into (`The
        // example variables are:` over a fence of code, then `For production the value is:`
        // and the value): the cue is read after it.
        let floor = self
            .fences
            .iter()
            .map(|(f, _)| f.end)
            .filter(|&end| end <= span.start)
            .fold(floor, usize::max);
        match cues::cue_before(self.text, floor, span.start) {
            // (`…, so the status is draft:` over `{"status": "draft"}`: the value's own word.)
            Cue::Example if cues::cue_is_own_value(self.text, floor, span.start, subject) => {
                Cue::None
            }
            cue => cue,
        }
    }

    /// Whether the place, in prose, stands inside quotation marks that open before it and
    /// close after it in its paragraph (`As the customer put it: "Just mark it as {…} and
    /// close the ticket."`): someone's words. Straight quotes count by their parity (a JSON
    /// string before the place holds two); typographic ones (`“…”`, `«…»`, `„…“`, `「…」`) by
    /// their opening and closing marks.
    fn in_quotation(&self, span: &Range<usize>) -> bool {
        if self
            .fences
            .iter()
            .any(|(f, _)| f.start <= span.start && span.start < f.end)
        {
            return false;
        }
        let t = self.text;
        let b = t.as_bytes();
        // The paragraph around the place, read at most QUOTE_REACH bytes on each side.
        let mut floor = span.start.saturating_sub(QUOTE_REACH);
        while !t.is_char_boundary(floor) {
            floor += 1;
        }
        let mut reach = (span.end + QUOTE_REACH).min(t.len());
        while !t.is_char_boundary(reach) {
            reach -= 1;
        }
        let start =
            memchr::memmem::rfind(&b[floor..span.start], b"\n\n").map_or(floor, |n| floor + n + 2);
        let end =
            memchr::memmem::find(&b[span.end..reach], b"\n\n").map_or(reach, |n| span.end + n);
        let (before, after) = (&t[start..span.start], &t[span.end..end]);
        // No quotation mark before the place, straight or typographic (all beyond ASCII).
        if memchr::memchr(b'"', before.as_bytes()).is_none() && before.is_ascii() {
            return false;
        }
        let straight = |s: &str| {
            let b = s.as_bytes();
            memchr::memchr_iter(b'"', b)
                .filter(|&i| i == 0 || b[i - 1] != b'\\')
                .count()
        };
        // Marks right around the value are its own quoting (`The answer is "TWO"`), not a
        // quotation of someone's words around it.
        let own = |open: char, close: char| {
            before.trim_end().ends_with(open) && after.trim_start().starts_with(close)
        };
        if straight(before) % 2 == 1 && straight(after) % 2 == 1 && !own('"', '"') {
            return true;
        }
        // A record or a list has no quoting of its own: typographic marks right around one, in
        // the flow of a sentence, quote it (`He sent «{…}» yesterday`); around a whole reply,
        // after a colon or words that call it the answer, they wrap it.
        let container = t[span.clone()].starts_with(['{', '[']);
        !before.is_ascii()
            && cues::QUOTATION_MARKS
                .iter()
                .filter(|(open, _)| *open != '"')
                .any(|(open, close)| {
                    let (open, close) = (*open, *close);
                    let opens = before.matches(open).count();
                    let closes = before.matches(close).count();
                    // (Not after a colon, which presents what follows, `Here is the record:
                    // «{…}»`, nor where the words call it the answer.)
                    let worded = container
                        && before
                            .trim_end()
                            .strip_suffix(open)
                            .map(str::trim_end)
                            .is_some_and(|lead| {
                                lead.chars().any(char::is_alphabetic)
                                    && !lead.ends_with([':', '：'])
                                    && cues::cue_before(t, start, start + lead.len()) != Cue::Answer
                            });
                    // (A mark that closes as it opens, `”…”`, is open after an odd count of
                    // those that close no other mark, `“…”`.)
                    let open_before = if open == close {
                        let closing_others: usize = cues::QUOTATION_MARKS
                            .iter()
                            .filter(|&&(o, c)| c == open && o != open)
                            .map(|&(o, _)| before.matches(o).count())
                            .sum();
                        opens.saturating_sub(closing_others) % 2 == 1
                    } else {
                        opens > closes
                    };
                    open_before && after.contains(close) && (!own(open, close) || worded)
                })
    }

    /// Whether the place lies in a code fence's body: written as code or data, where the
    /// fence's own reading reads it, not named in prose.
    pub(crate) fn in_fence(&self, span: &Range<usize>) -> bool {
        self.fences
            .iter()
            .any(|(f, _)| f.start <= span.start && span.end <= f.end)
    }

    /// Whether the place is code: in a fence in a programming language, on a comment line of
    /// another fence, or on a shell command line in prose.
    fn in_code(&self, span: &Range<usize>) -> bool {
        let fence = self
            .fences
            .iter()
            .find(|(f, _)| f.start <= span.start && span.end <= f.end);
        let line = self.line_of(span.start);
        match fence {
            Some((_, true)) => true,
            Some((body, false)) => {
                ["//", "#", "--", "/*"].iter().any(|m| line.starts_with(m))
                    || self.inside_a_line(span)
                    || self.declared_constant(span)
                    || self.declared_among_statements(span, body)
            }
            None => {
                ["$ ", "curl ", "wget "].iter().any(|m| line.starts_with(m))
                    || self.in_glued(span)
                    || self.in_inline_code(span)
            }
        }
    }

    /// Whether the value written at `span` (an object, a list or a quoted string) in a fence
    /// is a part of a line of something else: text on its line before it that does not only
    /// name it ([`names`]) and is no list mark (`-`, `*`), or after it other than a comma, a
    /// semicolon or a comment. A value written as data stands on its lines alone; one inside
    /// a call (`toMatchObject({ label: 'Inbox' })`), an expression (`return x ? "freight" :
    /// "parcel"`) or a log line (`… INFO checkout {…}`) is a literal of code or a record of
    /// something else, whatever the fence's language.
    fn inside_a_line(&self, span: &Range<usize>) -> bool {
        let b = self.text.as_bytes();
        // The value as written, without the spaces and line breaks of the span around it.
        let written = &self.text[span.clone()];
        let start = span.start + (written.len() - written.trim_start().len());
        let end = span.start + written.trim_end().len();
        if start >= end || !matches!(b[start], b'{' | b'[' | b'"' | b'\'') {
            return false;
        }
        // A one-line fence's marks stand on the value's line (```` ```{"a": 1}``` ````).
        let before = self.line_of(start).trim_start_matches(['`', '~']).trim();
        let line_end = memchr::memchr(b'\n', &b[end..]).map_or(b.len(), |n| end + n);
        let after = self.text[end..line_end].trim().trim_end_matches(['`', '~']);
        let after = after.trim_start_matches([',', ';']).trim_start();
        let after_is_data =
            after.is_empty() || ["//", "#", "/*"].iter().any(|m| after.starts_with(m));
        !(after_is_data && (before.is_empty() || before == "-" || before == "*" || names(before)))
    }

    /// Whether the place, a scalar (a number, a string, a word: no object or list), is a
    /// constant a program declares (`const TAX_RATE = 0.2;`, `export let retries = 3`,
    /// `const DUE = "2025-03-07";`): a literal of code, not a record's field. A declared object or list is what models
    /// write for JSON (`const data = {…}`); a record's field has its key and a colon.
    fn declared_constant(&self, span: &Range<usize>) -> bool {
        let written = &self.text[span.clone()];
        let start = span.start + (written.len() - written.trim_start().len());
        if written.trim().is_empty() || matches!(self.text.as_bytes()[start], b'{' | b'[') {
            return false;
        }
        // (A string's text may be the place, its opening quote before it.)
        let before = self
            .line_of(start)
            .trim_end_matches(['"', '\'', '`'])
            .trim_end();
        let declared = before.strip_prefix("export ").unwrap_or(before);
        before.ends_with('=')
            && !before.ends_with("==")
            && ["const ", "let ", "var "]
                .iter()
                .any(|k| declared.starts_with(k))
    }

    /// Whether the value at `span` is declared (`const review = {…}`) in a fence whose other
    /// lines hold statements (`console.log(review);`), not only comments: a literal of a
    /// program that uses it. A declaration alone is how models write JSON as JavaScript.
    fn declared_among_statements(&self, span: &Range<usize>, body: &Range<usize>) -> bool {
        let before = self.line_of(span.start).trim_end();
        if !before.ends_with('=') || !names(before) {
            return false;
        }
        let line_start = span.start - self.line_of(span.start).len();
        let b = self.text.as_bytes();
        let line_end = memchr::memchr(b'\n', &b[span.end..]).map_or(b.len(), |n| span.end + n);
        let statement = |lines: &str| {
            lines.lines().any(|l| {
                let l = l.trim().trim_end_matches(['`', '~']);
                !l.is_empty() && !["//", "#", "/*", "*"].iter().any(|m| l.starts_with(m))
            })
        };
        let head = self
            .text
            .get(body.start..line_start.max(body.start))
            .unwrap_or("");
        let tail = self
            .text
            .get(line_end.min(body.end)..body.end)
            .unwrap_or("");
        statement(head) || statement(tail)
    }

    /// The line the byte `at` is on, up to `at`, without its indentation.
    /// Whether the place lies inside an inline code span of its line that holds more than
    /// the place's own value (`` `SELECT * FROM users WHERE status = 'inactive';` ``, ``
    /// `export TIMEOUT=30` ``, `` `set_color("green")` ``): a literal of code the reader is
    /// told to run or type, not the answer. A span that is the value alone (`` `inactive` ``,
    /// `` `{"a": 1}` ``) is only how it is set.
    fn in_inline_code(&self, span: &Range<usize>) -> bool {
        let b = self.text.as_bytes();
        let start = memchr::memrchr(b'\n', &b[..span.start]).map_or(0, |n| n + 1);
        let end = memchr::memchr(b'\n', &b[span.end..]).map_or(b.len(), |n| span.end + n);
        // (Most lines hold no backtick before the place.)
        if memchr::memchr(b'`', &b[start..span.start]).is_none() {
            return false;
        }
        // Single backticks, paired in order along the line (a run of two or more is a
        // fence's or a longer span's mark: not read).
        let ticks: Vec<usize> = memchr::memchr_iter(b'`', &b[start..end])
            .map(|i| start + i)
            .filter(|&i| b.get(i + 1) != Some(&b'`') && (i == 0 || b[i - 1] != b'`'))
            .collect();
        ticks.chunks_exact(2).any(|pair| {
            let (open, close) = (pair[0], pair[1]);
            if !(open < span.start && span.end <= close) {
                return false;
            }
            let quotes: &[char] = &['"', '\'', ' '];
            let inner = self.text[open + 1..close].trim().trim_matches(quotes);
            let value = self.text[span.clone()].trim().trim_matches(quotes);
            inner != value
        })
    }

    /// Whether a remark in parentheses right after the place, before `ceiling`, doubts it
    /// ([`cues::doubts`]: `{"population": 18000000} (шамамен)`, `42 (?)`).
    fn remarked_in_doubt(&self, span: &Range<usize>, ceiling: usize) -> bool {
        let rest = &self.text[span.end..ceiling.max(span.end)];
        let rest = rest.trim_start_matches([' ', '\t']);
        let (inner, close) = match rest.chars().next() {
            Some('(') => (&rest[1..], ')'),
            Some('（') => (&rest['（'.len_utf8()..], '）'),
            _ => return false,
        };
        inner
            .find(close)
            .filter(|&at| at <= 48)
            .is_some_and(|at| cues::doubts(&inner[..at]))
    }

    fn line_of(&self, at: usize) -> &'t str {
        let b = self.text.as_bytes();
        let start = memchr::memrchr(b'\n', &b[..at]).map_or(0, |n| n + 1);
        self.text[start..at].trim_start()
    }
}

/// The name of the element opened right before a value (`<example>` of `<example>{…}`,
/// `<previous_answer>` past the line break after it), if the prose before it ends with one.
fn opening_tag_before(before: &str) -> Option<&str> {
    let tag = before.trim_end().strip_suffix('>')?;
    let open = tag.rfind('<')?;
    let inner = &tag[open + 1..];
    let name = inner.split(char::is_whitespace).next()?;
    (!name.is_empty()
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | ':')))
    .then_some(name)
}

/// Whether `before` (the text on a value's line before it) only names it: a key (`key:`,
/// `"key":`, `key =`), or a variable declared to hold it (`const user =`, `let row: Row =`,
/// `export const config =`), as a reply writes a JavaScript or TypeScript literal for JSON.
fn names(before: &str) -> bool {
    let word = |w: &str| {
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '$'))
    };
    if let Some(key) = before.strip_suffix(':') {
        return word(key.trim().trim_matches(['"', '\'']));
    }
    let Some(declared) = before.strip_suffix('=') else {
        return false;
    };
    let declared = declared.trim();
    let declared = declared
        .strip_prefix("export ")
        .unwrap_or(declared)
        .trim_start();
    let declared = ["const ", "let ", "var "]
        .iter()
        .find_map(|k| declared.strip_prefix(k))
        .unwrap_or(declared)
        .trim();
    let (name, kind) = declared.split_once(':').unwrap_or((declared, ""));
    word(name.trim().trim_matches(['"', '\'']))
        && kind.trim().chars().all(|c| {
            c.is_alphanumeric() || matches!(c, '_' | '<' | '>' | '[' | ']' | '.' | ' ' | ',')
        })
}

/// The first word of the info string of the fence whose body starts at `body`, lowercase.
fn fence_language(text: &str, body: usize) -> String {
    let b = text.as_bytes();
    let body = body.min(b.len());
    // The opening line ends at the body's start (a one-line fence) or just before it.
    let end = if body > 0 && b[body - 1] == b'\n' {
        body - 1
    } else {
        body
    };
    let start = memchr::memrchr(b'\n', &b[..end]).map_or(0, |n| n + 1);
    text.get(start..end)
        .unwrap_or("")
        .trim_start()
        .trim_start_matches(['`', '~'])
        .split(|c: char| c.is_whitespace() || c == '{')
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record with the keys `count` and `city`, the values `5` and `oslo`.
    struct Record;

    impl Subject for Record {
        fn names_key(&self, sentence: &[u8]) -> bool {
            ["count", "city"]
                .iter()
                .any(|k| cues::names_key(sentence, k))
        }
        fn starts_with_value(&self, text: &[u8]) -> bool {
            [&b"5"[..], b"oslo"].iter().any(|v| {
                text.starts_with(v) && text.get(v.len()).is_none_or(|c| !c.is_ascii_alphanumeric())
            })
        }
    }

    fn of(text: &str, place: &str) -> Cue {
        let start = text.find(place).expect("the place");
        let span = start..start + place.len();
        Provenance::new(text, &crate::engine::find::spans::fences(text)).of(
            &span,
            0,
            text.len(),
            &Record,
        )
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
    fn a_value_inside_a_line_of_a_fence_is_code_and_alone_on_it_is_not() {
        for line in [
            "expect(x).toMatchObject({\"a\": 1});",
            "2025-03-11T08:14:22Z INFO saved {\"a\": 1}",
            "return ok ? {\"a\": 1} : null;",
            "db.insert({\"a\": 1}).await?;",
        ] {
            for language in ["", "js", "ts", "json", "log"] {
                let text = format!("```{language}\n{line}\n```");
                assert_eq!(of(&text, "{\"a\": 1}"), Cue::Code, "{text}");
            }
        }
        for line in [
            "{\"a\": 1}",
            "  {\"a\": 1},",
            "- {\"a\": 1}",
            "record: {\"a\": 1}",
            "\"record\": {\"a\": 1}",
            "const record = {\"a\": 1};",
            "export const record: Row = {\"a\": 1};",
            "{\"a\": 1} // the record",
        ] {
            for language in ["", "js", "ts", "json"] {
                let text = format!("```{language}\n{line}\n```");
                assert_eq!(of(&text, "{\"a\": 1}"), Cue::None, "{text}");
            }
        }
        assert_eq!(of("```{\"a\": 1}```", "{\"a\": 1}"), Cue::None);
    }

    #[test]
    fn a_declared_value_among_other_statements_is_code() {
        // A declaration alone is JSON written as JavaScript; beside statements that use it
        // (`console.log(…)`, `send(review)`), a literal of a program.
        for others in [
            "console.log(JSON.stringify(review));",
            "await fetch(url, { method: 'POST', body: JSON.stringify(review) });",
            "export default review;",
        ] {
            for (before, after) in [(others, ""), ("", others)] {
                let text = format!("```js\n{before}\nconst review = {{\"a\": 1}};\n{after}\n```");
                assert_eq!(of(&text, "{\"a\": 1}"), Cue::Code, "{text}");
            }
        }
        for alone in [
            "```js\nconst review = {\"a\": 1};\n```",
            "```ts\n// the record\nconst review: Review = {\"a\": 1};\n```",
            "```js\n\nconst review = {\"a\": 1}\n\n```",
        ] {
            assert_eq!(of(alone, "{\"a\": 1}"), Cue::None, "{alone}");
        }
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
            "\nSorry, it is 7, not 5.",
            "\nThe city is Lima, not Oslo.",
            "\nC'est Lima, pas Oslo.",
            "\nEs ist Lima, nicht Oslo.",
            "\n是利马，不是 Oslo。",
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
            "\nIt is Oslo, not Lima.",
            "\nNot 50 of them, 5.",
            "\nThe count is not in doubt.",
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
