//! Where the value may be. Each source of candidates is one method of [`Sources`]: the whole
//! reply (as text, as JSON, as an escaped document, as a bare scalar), code fences, JSON
//! inside prose, tags, `key: value` lines, markdown lists, comma-separated values, and values
//! named in prose. What each source adds to a fit's cost is in the one table of costs
//! ([`crate::engine::cost::found`]); the policy that chooses among the fits is in `engine/choose/`.
//!
//! A new kind of candidate is a new method here, called from [`Gathered::written`] (JSON
//! written in the reply) or [`Gathered::readings`] (a reading of its prose), with its cost in
//! the table.

use super::lenient::{self, Failure, Then};
use super::tree::{self, Kind, Node, STARTS_WRITTEN_VALUE, Text, node_from_value};
use super::{light, numbers};
use crate::engine::cost::found as cost;
use crate::engine::find::cues::Cue;
use crate::engine::find::provenance::{PLACES_READ, Provenance};
use crate::engine::find::{calendar, clock, cues, qualifiers, spans};
use crate::engine::options::ConvertOptions;
use crate::error::Origin;
use crate::report::RepairKind;
use crate::schema::shape::{self, Id, S, Shape, StringFormat};
use serde_json::Value;
use std::borrow::Cow;
use std::ops::Range;

/// Most candidates of one kind that are tried; bounds the work on replies full of brackets.
const MAX_SPANS: usize = 48;

/// One place the value may be, parsed.
pub(crate) struct Found<'a> {
    pub origin: Origin,
    pub span: Range<usize>,
    pub node: Node<'a>,
    /// Extra cost for where it was found (see [`cost`]).
    pub cost: u32,
    pub repair: Option<RepairKind>,
    /// One of several values read in one place, each a candidate: two of them that fit as
    /// different values make the reply ambiguous.
    pub part: bool,
}

/// Whether a candidate is a JSON value written out in the reply (as opposed to a reading of
/// the text as tags, lines, lists or prose).
pub(crate) fn is_written_json(origin: Origin, node: &Node) -> bool {
    matches!(origin, Origin::Whole | Origin::Fence | Origin::Embedded)
        && matches!(node.kind, Kind::Object(_) | Kind::Array(_))
}

impl Found<'_> {
    /// Whether the candidate was read as JSON (rather than from a light format or prose).
    pub(crate) fn is_json(&self) -> bool {
        matches!(
            self.origin,
            Origin::Whole | Origin::Fence | Origin::Embedded
        ) && !matches!(self.node.kind, Kind::Word(_))
            && !self.is_whole_text()
    }

    /// Whether the candidate is the whole reply taken as text, for a string target (less a
    /// label of the answer: [`Sources::labelled_text`]).
    pub(crate) fn is_whole_text(&self) -> bool {
        self.origin == Origin::Whole
            && self.cost == cost::WHOLE_TEXT
            && matches!(self.repair, None | Some(RepairKind::FoundInProse))
            && matches!(self.node.kind, Kind::Str(_))
    }
}

/// The candidates, most direct first, gathered in two rounds: the JSON written in the reply
/// ([`Gathered::written`]), then the readings of its prose ([`Gathered::readings`]), which the
/// engine asks for only when no written object or array fits (the policy would drop them
/// all then: see `choose::Policy::prefer_written_containers`).
pub(crate) struct Gathered<'a, 's> {
    sources: Sources<'a, 's>,
    fences: Vec<spans::Span>,
}

impl<'a, 's> Gathered<'a, 's> {
    /// The JSON written in the reply: the whole reply, fences, JSON inside prose, an escaped
    /// document.
    ///
    /// `item` says, for a target that is a plain list, whether a value may be one of its
    /// items (the coercion stage answers: see [`Items`]); `None` for any other target.
    pub(crate) fn written(
        text: &'a str,
        shape: &'s Shape,
        options: &'s ConvertOptions,
        item: Option<ItemCheck<'s>>,
    ) -> Self {
        let mut sources = Sources::new(text, shape, options, item);
        sources.whole_text();
        let whole_is_json = sources.whole_json();
        let fences = spans::fences(text);
        sources.fences(&fences);
        sources.embedded(&fences, whole_is_json);
        sources.escaped_document();
        Gathered { sources, fences }
    }

    /// Adds the readings of the prose: tags, `key: value` lines, lists, a bare scalar, values
    /// named in prose.
    pub(crate) fn readings(&mut self) {
        let sources = &mut self.sources;
        sources.tags(&self.fences);
        sources.key_value_lines();
        sources.tables();
        sources.lists();
        sources.bare_scalar();
        sources.prose_scalars();
        sources.formatted_in_prose();
        sources.answer_line();
    }

    pub(crate) fn found(&self) -> &[Found<'a>] {
        &self.sources.found
    }

    /// Whether some place was nested deeper than the limit.
    pub(crate) fn too_deep(&self) -> bool {
        self.sources.too_deep
    }

    /// The candidates, and the code fences of the reply (where they are, for what the text
    /// says of each place).
    pub(crate) fn into_parts(self) -> (Vec<Found<'a>>, Vec<spans::Span>) {
        (self.sources.found, self.fences)
    }
}

/// What the target accepts, for choosing which sources to read.
#[derive(Default)]
struct Wants {
    object: bool,
    array: bool,
    string: bool,
    scalar_atoms: bool,
    any: bool,
    /// A list of several values may fit: an array, any value, a map written as entries
    /// (or a schema nested too deep to tell).
    lists: bool,
}

fn wants(shape: &Shape, id: Id, depth: usize, out: &mut Wants) {
    if depth > 8 {
        out.lists = true;
        return;
    }
    match shape.node(id) {
        S::Any => {
            out.any = true;
            out.lists = true;
        }
        // A cycle of references, read as any value.
        S::Ref(_) => out.lists = true,
        S::Object(o) => {
            out.object = true;
            out.lists |= o.is_map();
        }
        S::Array { items, .. } => {
            out.array = true;
            out.lists = true;
            if depth == 0 {
                let mut inner = Wants::default();
                wants(shape, *items, depth + 1, &mut inner);
                out.scalar_atoms |= inner.scalar_atoms;
            }
        }
        S::String { .. } => out.string = true,
        S::Enum(_) | S::Bool | S::Integer | S::Number => out.scalar_atoms = true,
        S::Union(u) => {
            for &v in &u.variants {
                wants(shape, v, depth + 1, out);
            }
        }
        _ => {}
    }
}

/// What the prose of a reply is read as: the target, or the one field of an object of one
/// field, since a reply that answers such an object in words names the field's value and not
/// its key (`Preis: CHF 1'249.90` for `{"price_chf": number}`); the coercion stage puts the
/// value in its field ([`RepairKind::FieldImplied`]).
/// Returns it, and the field's name where it is a field.
fn prose_target(shape: &Shape) -> (Id, Option<&str>) {
    match shape.node(shape.root) {
        S::Object(o) => match o.props.as_slice() {
            [prop] if o.patterns.is_empty() => (prop.schema, Some(prop.name.as_str())),
            _ => (shape.root, None),
        },
        _ => (shape.root, None),
    }
}

/// The values prose may name for this target (enum values, booleans, numbers), if it is
/// a scalar or a list of scalars.
fn atoms<'s>(shape: &'s Shape, id: Id, depth: usize, out: &mut Vec<light::Atom<'s>>) {
    if depth > 8 {
        return;
    }
    match shape.node(id) {
        S::Enum(values) => {
            for v in values {
                match v {
                    Value::String(s) => out.push(light::Atom::Text(s)),
                    Value::Bool(b) => out.push(light::Atom::Bool(*b)),
                    Value::Number(n) => out.push(light::Atom::Number(n.as_f64().unwrap_or(0.0))),
                    _ => {}
                }
            }
        }
        S::Bool => {
            out.push(light::Atom::Bool(true));
            out.push(light::Atom::Bool(false));
        }
        S::Integer | S::Number => out.push(light::Atom::Number(0.0)),
        S::Union(u) => {
            for &v in &u.variants {
                atoms(shape, v, depth + 1, out);
            }
        }
        S::Array { items, .. } => atoms(shape, *items, depth + 1, out),
        _ => {}
    }
}

/// For a list target, whether the values read in a place may be its items: the first that
/// cannot become one means that no list of them fits, and the values past the first
/// [`MAX_SPANS`] need not be kept. An item is coerced as the list's own coercion would, but
/// at the root, where coercion is at its most lenient, so a value refused here is refused
/// there; a value cut off is let through (a last item cut off is dropped, not refused).
struct Items<'s> {
    /// Whether a value may be an item; `None` when the target is no plain list.
    check: Option<ItemCheck<'s>>,
    refused: bool,
}

/// Whether a value may be an item of the target list, as the list's coercion would take it.
pub(crate) type ItemCheck<'s> = &'s dyn Fn(&Node) -> bool;

impl<'s> Items<'s> {
    fn new(check: Option<ItemCheck<'s>>) -> Self {
        Items {
            check,
            refused: false,
        }
    }

    /// Whether `node`, and every value before it, may be an item of the list.
    fn admit(&mut self, node: &Node) -> bool {
        if let Some(check) = self.check
            && !self.refused
            && !node.cut
        {
            self.refused = !check(node);
        }
        !self.refused
    }
}

/// What reading one place has seen so far: its words and values, whether every one was a
/// scalar, where each was read (when asked), and whether they may still be a list's items.
///
/// Text and two values or more drop the place, whatever follows them: the rest of a long
/// reply is not read for nothing. Where no list can be the answer (the target takes none,
/// or a value is no item of it), values past the first [`MAX_SPANS`] are read (a word after
/// them still drops the place) but not kept: they are tried only as parts of a list.
struct Tally<'s> {
    words: usize,
    values: usize,
    scalars_only: bool,
    spans: Option<Vec<Range<usize>>>,
    /// Where the first value was read (the place of a value with prose around it).
    first_value: Option<Range<usize>>,
    lists: bool,
    items: Items<'s>,
}

impl Tally<'_> {
    /// Counts `node`, read from `span` (bytes of the reply): whether to keep it, and to read on.
    /// Counts the value read at `span`; `prose`: it is words in parentheses, a remark.
    fn then(&mut self, node: &Node, span: Range<usize>, prose: bool) -> Then {
        if prose {
            // Prose between values, as a word is; not kept.
            self.words += 1;
            return if self.values >= 2 {
                Then::Stop
            } else {
                Then::Pass
            };
        }
        self.scalars_only &= tree::is_scalar(node);
        if is_word(node) {
            self.words += 1;
        } else {
            self.values += 1;
            if self.first_value.is_none() {
                self.first_value = Some(span.clone());
            }
            let before = self.items.refused;
            let listed = self.lists && self.items.admit(node);
            // The first value that is no item is kept: the list read with it fails there.
            let first_refused = self.lists && self.items.refused && !before;
            if self.values > MAX_SPANS && !listed && !first_refused {
                return Then::Pass;
            }
        }
        if let Some(spans) = &mut self.spans {
            spans.push(span);
        }
        if self.words > 0 && self.values >= 2 {
            Then::Stop
        } else {
            Then::Keep
        }
    }
}

/// The reply, what the target wants, and the candidates found so far.
struct Sources<'a, 's> {
    text: &'a str,
    shape: &'s Shape,
    options: &'s ConvertOptions,
    want: Wants,
    /// The reply without the whitespace around it.
    whole: Range<usize>,
    found: Vec<Found<'a>>,
    too_deep: bool,
    /// Whether a value may be an item of the target list.
    item: Option<ItemCheck<'s>>,
    /// What the prose is read as ([`prose_target`]), and what that accepts.
    prose: Id,
    /// The field's name, where the prose is read as an object's only field.
    prose_key: Option<&'s str>,
    prose_want: Wants,
    /// The whole reply read as several values: the candidate that collects them, and the
    /// bytes each was read from (a JSON span in prose with the same bytes is that value).
    whole_values: Option<(usize, Vec<Range<usize>>)>,
    /// Where the markdown tables are (see [`Sources::tables`]).
    tables: Vec<Range<usize>>,
}

impl<'a, 's> Sources<'a, 's> {
    fn new(
        text: &'a str,
        shape: &'s Shape,
        options: &'s ConvertOptions,
        item: Option<ItemCheck<'s>>,
    ) -> Self {
        let mut want = Wants::default();
        wants(shape, shape.root, 0, &mut want);
        let (prose, prose_key) = prose_target(shape);
        let mut prose_want = Wants::default();
        wants(shape, prose, 0, &mut prose_want);
        Sources {
            text,
            shape,
            options,
            item,
            want,
            prose,
            prose_key,
            prose_want,
            whole: trimmed(text, &(0..text.len())),
            found: Vec::new(),
            too_deep: false,
            whole_values: None,
            tables: Vec::new(),
        }
    }

    /// The trimmed reply.
    fn body(&self) -> &'a str {
        &self.text[self.whole.clone()]
    }

    fn push(&mut self, origin: Origin, span: Range<usize>, node: Node<'a>, cost: u32) {
        self.found.push(Found {
            origin,
            span,
            node,
            cost,
            repair: Some(RepairKind::Extracted),
            part: false,
        });
    }

    /// A string target takes the whole reply, unless the reply is one JSON string; a label of
    /// the answer is no part of it ([`Self::labelled_text`]).
    fn whole_text(&mut self) {
        if !self.want.string {
            return;
        }
        let raw = self.body();
        let is_json_string = raw.starts_with('"') && serde_json::from_str::<String>(raw).is_ok();
        if is_json_string || raw.is_empty() {
            return;
        }
        let (span, repair) = match self.labelled_text() {
            Some(Some(span)) => (span, Some(RepairKind::FoundInProse)),
            Some(None) => return,
            None => match self.labelled_placeholder() {
                Some(span) => (span, Some(RepairKind::FoundInProse)),
                // `«Kota Kinabalu»`, `「北京市」`: a reply that is one quotation is what it quotes.
                None if let Some(inner) = one_quotation(raw) => {
                    let from = self.whole.start + (inner.as_ptr() as usize - raw.as_ptr() as usize);
                    (from..from + inner.len(), Some(RepairKind::FoundInProse))
                }
                None if marks_a_part(raw) => return,
                None => (self.whole.clone(), None),
            },
        };
        // `"Ürümqi ci`, `Answer: «Ürümqi ci`: a quotation opened and never closed was cut off
        // inside what it quotes.
        if quotation_unclosed(&self.text[span.clone()]) {
            return;
        }
        self.found.push(Found {
            origin: Origin::Whole,
            node: Node::new(Kind::Str(self.text[span.clone()].into())),
            span,
            cost: cost::WHOLE_TEXT,
            repair,
            part: false,
        });
    }

    /// The stand-in a reply of one line gives after a label ([`cues::label_of`]), whatever the
    /// label says (`Ad: [adınız]`, `电话：XXX-XXXX-XXXX`, `Emri i klientit: {{emri}}`): a
    /// template filled with nothing, which the reply's text is not an answer around. `None`
    /// where the text after the label is no placeholder ([`cues::placeholder`]).
    fn labelled_placeholder(&self) -> Option<Range<usize>> {
        let body = self.body();
        let line = body.trim();
        if line.contains('\n') || line.len() > 160 {
            return None;
        }
        let (_, start) = cues::label_of(line)?;
        let rest = line[start..].trim();
        if rest.is_empty() || !cues::placeholder(rest, None) {
            return None;
        }
        let from = self.whole.start + (rest.as_ptr() as usize - body.as_ptr() as usize);
        Some(from..from + rest.len())
    }

    /// The text a label of the answer gives a string target (`Answer: Chennai`, `**Réponse :
    /// Chennai**`, `答案：金奈`), after a label that opens the reply or stands on its last
    /// line below its reasoning: the rest of the label's line, what quotation marks there
    /// hold, or, where the line holds nothing after the label, the text below it up to the
    /// next labelled line. `Some(None)` where two lines are labelled so (the reply names
    /// two answers), or where the reply has none and opens with a label that makes its text
    /// not the answer (`Example answer: Paris`, `You wrote: …`); `None` where no line is
    /// labelled, or the answer's label stands in the middle of the reply (the whole reply is
    /// taken).
    fn labelled_text(&self) -> Option<Option<Range<usize>>> {
        let body = self.body();
        let mut labelled = None;
        let mut opening = None;
        let mut next_label = body.len();
        let mut at = 0;
        for line in body.split_inclusive('\n') {
            if let Some((start, cue)) = cues::line_label(line) {
                if labelled.is_some() {
                    next_label = next_label.min(at);
                }
                if opening.is_none() && body[..at].trim().is_empty() {
                    opening = Some(cue);
                }
                if cue == Cue::Answer {
                    if labelled.is_some() {
                        return Some(None);
                    }
                    labelled = Some((at, at + start, line.trim_start().starts_with(['*', '_'])));
                }
            }
            at += line.len();
        }
        let Some((line, start, emphasized)) = labelled else {
            return opening.map(|_| None);
        };
        let first = body[..line].trim().is_empty();
        let last = body[start..].trim_end().find('\n').is_none();
        if !first && !last {
            return None;
        }
        // The label's line, or where the line holds nothing after the label, the text below
        // it up to the next label.
        let line_end = body[start..].find('\n').map_or(body.len(), |at| start + at);
        let on_line =
            body[start..line_end].trim_matches(|c: char| c.is_whitespace() || c == '*' || c == '_');
        let end = if first && on_line.is_empty() {
            next_label.max(start)
        } else {
            line_end
        };
        let mut value = body[start..end].trim();
        if emphasized {
            value = value.trim_end_matches(['*', '_']).trim_end();
        }
        // A value the label gives in quotation marks is what they hold (`Answer: "Inbhir
        // Nis". I'm sure of it.`), where only a sentence's end or nothing follows them.
        let quoted = QUOTES.iter().find_map(|(open, close)| {
            let inner = value.strip_prefix(*open)?;
            let at = inner.find(*close)?;
            let after = inner[at + close.len_utf8()..].trim_start();
            (at > 0 && (after.is_empty() || after.starts_with(['.', '!', '。', ','])))
                .then(|| &inner[..at])
        });
        let past = |quoted: &str| quoted.as_ptr() as usize - body.as_ptr() as usize + quoted.len();
        if let Some(quoted) = quoted
            && answers_again(&body[..start], &body[past(quoted)..], quoted)
        {
            return Some(None);
        }
        let value = quoted.unwrap_or(value);
        if value.trim().is_empty() {
            return Some(None);
        }
        let from = self.whole.start + (value.as_ptr() as usize - body.as_ptr() as usize);
        Some(Some(from..from + value.len()))
    }

    /// The whole reply as JSON; whether it is JSON from its first character (then the parts
    /// inside it are not answers).
    fn whole_json(&mut self) -> bool {
        if self.whole.is_empty() {
            return false;
        }
        let first = self.text.as_bytes()[self.whole.start];
        let starts_json = STARTS_WRITTEN_VALUE[usize::from(first)];
        // A number written with a currency sign or separators is one token: read as JSON,
        // its separators would cut it into values (`$1,299.00` into `1` and `299.00`). The
        // reading of the prose reads it whole.
        if self.opens_with_prose() || self.opens_with_written_number() {
            return false;
        }
        let before = self.found.len();
        let start_cost = if starts_json {
            cost::DIRECT
        } else {
            cost::INDIRECT
        };
        self.parse(self.whole.clone(), Origin::Whole, start_cost);
        // Comment lines before the value (`# Order #5521` read as a comment) are prose about
        // it: the value's place starts at its bracket, so that they are read as such.
        if matches!(first, b'#' | b'/')
            && let Some(open) = self.body().find(['{', '['])
        {
            let start = self.whole.start + open;
            for f in &mut self.found[before..] {
                if f.span.start <= start && start < f.span.end {
                    f.span.start = start;
                }
            }
        }
        // Read whole: a value read only up to what no value starts with leaves the rest of
        // the reply to be read (`{"plan": "pro"} ```json {"plan": "team"}`).
        let end = self.whole.end;
        matches!(first, b'{' | b'[')
            && self.found[before..]
                .iter()
                .any(|f| f.cost == 0 && f.span.end == end)
    }

    /// Whether the reply opens with a word that is no literal (`Here is`, not `True`): the
    /// whole reply is then prose, and a value inside it is read as JSON in prose
    /// ([`embedded`](Self::embedded)) or in a fence, where it costs less than in the whole
    /// reply read with words between.
    fn opens_with_prose(&self) -> bool {
        let body = self.body();
        // Letters of any script: `価格は…`, `Le prix…` open with prose as `The price…` does.
        let word_end = body
            .find(|c: char| !c.is_alphanumeric() && c != '_')
            .unwrap_or(body.len());
        body.starts_with(char::is_alphabetic) && tree::literal(&body[..word_end]).is_none()
    }

    /// Whether the reply is, or opens with, a number written as people write it (`$1,299.00`,
    /// `1,5 kg`, `12,50 € in total`): one token, that JSON would cut at its separators (`1`
    /// and `5 kg`). The reading of the prose reads it whole.
    fn opens_with_written_number(&self) -> bool {
        let body = self.body().trim_start();
        let first = body.split(char::is_whitespace).next().unwrap_or("");
        numbers::is_written_number(body) || numbers::is_written_number(first)
    }

    /// Code fences: each body, and, for any JSON value, all of them together.
    fn fences(&mut self, fences: &[spans::Span]) {
        if self.want.any && fences.len() > 1 {
            let nodes: Vec<Node> = fences
                .iter()
                .take(MAX_SPANS)
                .filter_map(|f| {
                    lenient::parse_one(&self.text[f.range.clone()], self.options.depth()).ok()
                })
                .filter(|n| !matches!(n.kind, Kind::Word(_)))
                .collect();
            if nodes.len() > 1 {
                self.found.push(Found {
                    origin: Origin::Fence,
                    span: fences[0].range.start..fences[fences.len() - 1].range.end,
                    node: Node::new(Kind::Array(nodes)),
                    cost: cost::DIRECT,
                    repair: Some(RepairKind::ValuesCollected),
                    part: false,
                });
            }
        }
        for span in fences.iter().take(MAX_SPANS) {
            self.parse(span.range.clone(), Origin::Fence, cost::DIRECT);
        }
        // Among several fences, one whose whole body is `key: value` or `key = value` lines (a
        // YAML or TOML document) is a place of its own, as a JSON one is: `Example:` then such
        // a fence, then the answer's, is an example and an answer, not prose that states
        // other values.
        if self.want.object && fences.len() > 1 {
            for span in fences.iter().take(MAX_SPANS) {
                let body = &self.text[span.range.clone()];
                let whole = |lines: &Range<usize>| {
                    body[..lines.start].trim().is_empty() && body[lines.end..].trim().is_empty()
                };
                let at = |lines: Range<usize>| {
                    span.range.start + lines.start..span.range.start + lines.end
                };
                if let Some((node, lines)) = light::key_value_lines(body)
                    && whole(&lines)
                {
                    self.push(Origin::Fence, at(lines), node, cost::LIGHT);
                } else if body.contains('=')
                    && let Some((nodes, lines)) = light::assignment_lines(body)
                    && whole(&lines)
                {
                    for node in nodes {
                        self.push(Origin::Fence, at(lines.clone()), node, cost::LIGHT);
                    }
                }
            }
        }
    }

    /// JSON inside prose (and inside fences whose body has prose too); where a list (or any
    /// value) is wanted, the values in prose together as well.
    fn embedded(&mut self, fences: &[spans::Span], whole_is_json: bool) {
        // A stack trace's brackets are its code's (`return x[3]`).
        if !whole_is_json && cues::stack_trace(self.body()) {
            return;
        }
        let first_embedded = self.found.len();
        // Brackets inside a JSON string are its text, never a place of their own: not in a
        // reply that is one JSON string, nor in a fence that holds one.
        let one_string = |text: &str| {
            let text = text.trim();
            text.starts_with('"') && serde_json::from_str::<String>(text).is_ok()
        };
        let embedded = if whole_is_json || one_string(self.body()) {
            None
        } else {
            // A fence read as one complete object or array, or one string, holds no other
            // JSON span.
            let read: Vec<Range<usize>> = fences
                .iter()
                .filter(|f| {
                    self.one_value_in(f)
                        .is_some_and(|one| !tree::is_scalar(&one.node))
                        || one_string(&self.text[trimmed(self.text, &f.range)])
                })
                .map(|f| f.range.clone())
                .collect();
            Some(spans::embedded_around(self.text, &read))
        };
        // Past the first MAX_SPANS, values are only parts of a list: a bound on the
        // candidates tried is never a bound on the answer.
        let mut more: Vec<(Range<usize>, Node)> = Vec::new();
        let mut items = Items::new(self.item);
        for (count, place) in embedded.into_iter().flatten().enumerate() {
            // The same text as the whole reply or a fence body (which ends with the newline
            // before its closer) is the same candidate: parsed and coerced once.
            let here = trimmed(self.text, &place);
            let read_whole = |f: &Found| f.origin == Origin::Whole && f.span == here;
            if here == self.whole
                || self.found.iter().any(read_whole)
                || fences.iter().any(|f| self.read_in_fence(f, &here))
                || spans::glued_to_name(self.text, place.start)
            {
                continue;
            }
            if count >= MAX_SPANS {
                if (self.want.array || self.want.any)
                    && !items.refused
                    && let Some(node) = self.read_whole(&here).or_else(|| {
                        lenient::parse_one(&self.text[place.clone()], self.options.depth()).ok()
                    })
                    && !node.cut
                {
                    // The values up to the first that is no item: the list read with them
                    // fails there, and says where; no more are kept.
                    items.admit(&node);
                    more.push((place, node));
                }
                continue;
            }
            match self.read_whole(&here) {
                Some(node) => self.push(Origin::Embedded, place, node, cost::INDIRECT),
                None => self.parse(place, Origin::Embedded, cost::INDIRECT),
            }
        }
        if self.want.array || self.want.any {
            self.collect_embedded(first_embedded, more);
        }
    }

    /// The value read from exactly the bytes `here` when the whole reply was read as several
    /// values (the bytes of a JSON span in prose): that value, not read again. Only objects
    /// and arrays, whose reading ends at their own closer.
    fn read_whole(&self, here: &Range<usize>) -> Option<Node<'a>> {
        let (collected, spans) = self.whole_values.as_ref()?;
        let n = spans.binary_search_by_key(&here.start, |s| s.start).ok()?;
        let Kind::Array(items) = &self.found[*collected].node.kind else {
            return None;
        };
        let node = items.get(n)?;
        (spans[n] == *here && !tree::is_scalar(node)).then(|| node.clone())
    }

    /// Whether the JSON at `here` is the value already read in `fence`: the same text, or
    /// a span that starts where the fence's one complete value starts (a `"` inside a
    /// single-quoted string can hide the value's end from the bracket scan, but the parse
    /// stops at the fence's closing line either way).
    fn read_in_fence(&self, fence: &spans::Span, here: &Range<usize>) -> bool {
        let body = trimmed(self.text, &fence.range);
        if body == *here {
            return true;
        }
        body.start == here.start && here.end > body.end && self.one_value_in(fence).is_some()
    }

    /// The one complete value read in `fence`, when it was read as one.
    fn one_value_in(&self, fence: &spans::Span) -> Option<&Found<'a>> {
        let mut values = self.found.iter().filter(|f| f.span == fence.range);
        match (values.next(), values.next()) {
            (Some(one), None) if one.origin == Origin::Fence && !one.node.cut => Some(one),
            _ => None,
        }
    }

    /// Several values in prose, where a list (or any value) is wanted: all of them.
    fn collect_embedded(&mut self, first: usize, more: Vec<(Range<usize>, Node<'a>)>) {
        let parts: Vec<&Found> = self.found[first..]
            .iter()
            .filter(|f| f.origin == Origin::Embedded && !f.node.cut)
            .collect();
        if parts.len() < 2 {
            return;
        }
        let end = more
            .last()
            .map_or(parts[parts.len() - 1].span.end, |(r, _)| r.end);
        let span = parts[0].span.start..end;
        let node = Node::new(Kind::Array(
            parts
                .iter()
                .map(|f| f.node.clone())
                .chain(more.into_iter().map(|(_, node)| node))
                .collect(),
        ));
        if self.want.any {
            // For any JSON value, the values in the prose together are the answer.
            self.found.truncate(first);
        }
        self.found.push(Found {
            origin: Origin::Embedded,
            span,
            node,
            cost: if self.want.any {
                cost::DIRECT
            } else {
                cost::COLLECTED
            },
            repair: Some(RepairKind::ValuesCollected),
            part: false,
        });
    }

    /// An escaped document: `{\"key\": \"value\"}`.
    fn escaped_document(&mut self) {
        let body = self.body();
        if !(body.starts_with("{\\\"") || body.starts_with("[\\\"")) || body.len() >= 1 << 20 {
            return;
        }
        let unescaped = body.replace("\\\"", "\"").replace("\\\\", "\\");
        if let Ok(mut nodes) = lenient::parse_all(&unescaped, self.options.depth())
            && let Some(node) = nodes.drain(..).next()
        {
            let mut node = node.into_owned();
            node.fixes += 1;
            self.found.push(Found {
                origin: Origin::Whole,
                span: self.whole.clone(),
                node,
                cost: cost::INDIRECT,
                repair: None,
                part: false,
            });
        }
    }

    /// Tags, read in prose, never inside a JSON value (`{"k": "<a>b</a>"}` holds a string):
    /// in the first fence when it is most of the reply, else in the reply.
    fn tags(&mut self, fences: &[spans::Span]) {
        let want = &self.want;
        if !(want.object || want.array || want.any || want.scalar_atoms || want.string) {
            return;
        }
        let body = self.body();
        let body = fences
            .first()
            .filter(|f| f.range.len() * 2 > body.trim().len())
            .map_or(body, |f| &self.text[f.range.clone()]);
        if !body.trim_start().starts_with(['{', '['])
            && let Some((mut elements, complete)) = light::xml(body, self.options.depth())
            && (complete || !self.want.any)
        {
            // Text struck through (`<del>…</del>`, `<s>…</s>`, `<strike>…</strike>`) is taken
            // back, never a value nor a value's wrapper.
            elements.retain(|e| {
                !["del", "s", "strike"].contains(&e.name.to_ascii_lowercase().as_str())
            });
            if !elements.is_empty() {
                self.push_elements(&elements, complete);
            }
        }
    }

    /// The elements read as the value: the root's content where there is one root, closed
    /// (an element never closed, `<phone> – not given`, wraps nothing for sure), and the
    /// elements as the fields of an object.
    fn push_elements(&mut self, elements: &[light::Element], complete: bool) {
        let span = self.whole.clone();
        if self.want.any && elements.len() == 1 {
            // Untyped: the element tree as nested lists of single-key objects.
            let value = light::element_value(&elements[0]);
            self.push(
                Origin::Tags,
                span,
                node_from_value(&value).into_owned(),
                cost::LIGHT,
            );
            return;
        }
        let entries: Vec<(Text, Node)> = elements
            .iter()
            .map(|e| (e.name.clone().into(), light::element_node(e)))
            .collect();
        if let [(name, inner)] = entries.as_slice()
            && complete
        {
            // The root element is the type's wrapper: its content is the value, unless its
            // name says the content is no answer (`<example>`, `<previous_answer>`); it may
            // still be a field of the type's own (`{"example": …}`).
            if !cues::named_as(name).is_doubtful() {
                self.push(Origin::Tags, span.clone(), inner.clone(), cost::LIGHT);
            }
        }
        self.push(
            Origin::Tags,
            span,
            Node::new(Kind::Object(entries)),
            cost::LOOSE,
        );
    }

    /// `key: value` lines, and a config file's `key = value` lines.
    fn key_value_lines(&mut self) {
        if !self.want.object {
            return;
        }
        let start = self.whole.start;
        if let Some((node, lines)) = light::key_value_lines(self.body()) {
            let span = start + lines.start..start + lines.end;
            self.push(Origin::KeyValueLines, span, node, cost::LIGHT);
        }
        if self.body().contains('=')
            && let Some((nodes, lines)) = light::assignment_lines(self.body())
        {
            let span = start + lines.start..start + lines.end;
            for node in nodes {
                self.push(Origin::KeyValueLines, span.clone(), node, cost::LIGHT);
            }
        }
    }

    /// Markdown tables: the rows as records, for a list target; for a record, the one row of
    /// a table of one row, or a table of two columns whose first names the fields. A table of
    /// several rows is never one record: which row is meant is not written.
    ///
    /// A table's cells are its rows' and columns': the prose is read without them.
    fn tables(&mut self) {
        if !self.body().contains('|') {
            return;
        }
        let start = self.whole.start;
        for table in light::tables(self.body()) {
            let span = start + table.span.start..start + table.span.end;
            self.tables.push(span.clone());
            if !table.certain || !(self.want.object || self.prose_want.array) {
                continue;
            }
            let records = table.records();
            if self.want.object
                && let Some(fields) = table.as_fields()
            {
                self.push(Origin::Table, span.clone(), fields, cost::LIGHT);
            }
            if self.want.object && records.len() == 1 {
                let record = records[0].clone();
                self.push(Origin::Table, span.clone(), record, cost::LIGHT);
            }
            if self.prose_want.array {
                self.push(
                    Origin::Table,
                    span,
                    Node::new(Kind::Array(records)),
                    cost::LIGHT,
                );
            }
        }
    }

    /// Markdown lists, and one line of comma-separated values.
    fn lists(&mut self) {
        if !self.prose_want.array {
            return;
        }
        let body = self.body();
        // The list is where its items are: the prose that leads into it is read as any
        // value's prose is (`Dependencies (partial):`, `some of which are:`).
        let (start, end) = (self.whole.start, self.whole.end);
        let from = move |at: usize| start + at..end;
        if let Some((node, first)) = light::list_items(body) {
            self.push(Origin::List, from(first), node, cost::LIGHT);
        }
        // One line led into by a label (`Dependencies: serde, tokio`): the values after it,
        // for a list target (for a field, the label is the field's key and the values one
        // string of the `key: value` line: see `key_value_lines`). The label ends at its
        // colon, past the emphasis around it (`**Tags:** a, b`).
        let field = self.prose_key.is_some();
        let lead = body
            .find([':', '：'])
            .and_then(|at| {
                let colon = body[at..].chars().next().map_or(1, char::len_utf8);
                let rest = body[at + colon..].trim_start_matches(['*', '_']);
                let label = &body[..at];
                (rest.starts_with(' ') && !label.contains([',', '\n']) && !rest.trim().is_empty())
                    .then(|| body.len() - rest.len())
            })
            .unwrap_or(0);
        let body = &body[lead..];
        // One line of values, or values whose line breaks follow or precede a comma; never a
        // number whose separators are commas (`1,299.00` is one number, not two).
        let plain = !body.contains(['{', '[']) && !numbers::is_written_number(body) && {
            let t = body.trim();
            t.match_indices('\n').all(|(i, _)| {
                t[..i].trim_end().ends_with(',') || t[i..].trim_start().starts_with(',')
            })
        };
        // Never a list with an item that names several items (`Paris and Rome`, `1) red 2)
        // blue`: `red, green and blue` is three colours, and `burger, fish and chips` two
        // dishes or three), nor a one-item list whose item holds the delimiters (`"Big,
        // Splash"`).
        let unsure = |node: &Node| match &node.kind {
            Kind::Array(items) => items.iter().any(
                |item| matches!(&item.kind, Kind::Str(s) | Kind::Word(s) if cues::several_items(s)),
            ) || matches!(
                items.as_slice(),
                [Node { kind: Kind::Str(s) | Kind::Word(s), .. }] if s.contains(',')
            ),
            _ => false,
        };
        // For a field, prose is a list only where it lists (one word is no list of one).
        let lists = |node: &Node| matches!(&node.kind, Kind::Array(items) if items.len() > 1);
        if plain
            && !(field && lead > 0)
            && let Some(node) = light::comma_separated(body)
            && !unsure(&node)
            && (!field || lists(&node))
        {
            self.push(Origin::List, from(lead), node, cost::LOOSE);
        }
    }

    /// The whole reply as one bare value, for a scalar target.
    fn bare_scalar(&mut self) {
        let body = self.body();
        if !self.prose_want.scalar_atoms || body.trim_start().starts_with(['{', '[', '"']) {
            return;
        }
        // A reply that opens with yes or no answers a boolean (`Yes — it is open.`).
        if matches!(self.shape.node(self.prose), S::Bool)
            && let Some(answer) = light::leading_yes_no(body)
        {
            // A field's predicate stated the other way after it (`**Yes.** The endpoint does
            // not support pagination.` for `supports_pagination`): the reply says both.
            if self
                .prose_key
                .is_some_and(|key| cues::predicate_stated(body, key) == Some(!answer))
            {
                return;
            }
            self.found.push(Found {
                origin: Origin::Whole,
                span: self.whole.clone(),
                node: Node::new(Kind::Bool(answer)),
                cost: cost::PROSE,
                repair: Some(RepairKind::FoundInProse),
                part: false,
            });
            return;
        }
        let raw = body.trim();
        let raw = raw.trim_matches(|c: char| c == '*' || c == '`').trim();
        if raw.is_empty() || raw.len() >= 256 {
            return;
        }
        let lower = raw.trim_end_matches('.').to_ascii_lowercase();
        // A number written as people write it is that number, or nothing where its marks
        // read no one way; a literal is that literal (`None` is null), never a word to fill a
        // string with.
        let node = match (numbers::written(raw), lower.as_str()) {
            (Some(Some(number)), _) => Node::new(Kind::Number(number.into())),
            (Some(None), _) => return,
            (None, lower) => match lower {
                "yes" => Node::new(Kind::Bool(true)),
                "no" => Node::new(Kind::Bool(false)),
                _ => match tree::classify(raw) {
                    node @ Node {
                        kind: Kind::Null | Kind::Bool(_) | Kind::NonFinite,
                        ..
                    } => node,
                    // A word is a field's value only as one of its enum's values, which the
                    // prose scan names: a free string is never read from prose.
                    _ if self.prose_key.is_some() => return,
                    _ => Node::new(Kind::Word(raw.into())),
                },
            },
        };
        self.found.push(Found {
            origin: Origin::Whole,
            span: self.whole.clone(),
            node,
            cost: cost::DIRECT,
            repair: None,
            part: false,
        });
    }

    /// The one line of the reply labelled as its answer (`Final answer: 13.5`, `**Answer: 7
    /// days**`, `最终答案：13.5`), after reasoning whose values are work, not answers: the
    /// line's text read as a reply of its own would be, for a scalar target. A reply that
    /// labels two lines so, or names a value after the line, names no one of them. (The prose
    /// around the line is read as any value's: `Answer: 7` then `I'm not sure, though.` is
    /// doubted.)
    fn answer_line(&mut self) {
        if !self.prose_want.scalar_atoms {
            return;
        }
        let body = self.body();
        let mut labelled = None;
        let mut at = 0;
        for line in body.split_inclusive('\n') {
            if let Some(start) = cues::answer_label(line) {
                if labelled.is_some() {
                    return;
                }
                let end = at + line.trim_end().len();
                labelled = Some(at + start..end);
            }
            at += line.len();
        }
        let Some(answer) = labelled else { return };
        let start = self.whole.start;
        let range = trimmed(self.text, &(start + answer.start..start + answer.end));
        if range.is_empty() || range == self.whole {
            return;
        }
        // The answer is the reply's last word on it: prose after the line that names a value
        // of its own (`# Result: 42 passed` then `41 tests passed`) leaves it undecided.
        let after = range.end..self.whole.end;
        if self.text[after.clone()].contains(|c: char| c.is_ascii_digit()) {
            return;
        }
        let mut rest = Sources::new(self.text, self.shape, self.options, self.item);
        rest.whole = after;
        if !rest.whole.is_empty() {
            rest.bare_scalar();
            rest.prose_scalars();
            if !rest.found.is_empty() {
                return;
            }
        }
        let mut line = Sources::new(self.text, self.shape, self.options, self.item);
        line.whole = range;
        line.bare_scalar();
        line.prose_scalars();
        line.formatted_in_prose();
        for mut f in line.found {
            f.cost = f.cost.max(cost::PROSE);
            f.repair = Some(RepairKind::FoundInProse);
            self.found.push(f);
        }
    }

    /// Prose that names one value, or one JSON string holding prose (`"ONE: the first
    /// A lone value of a string format named in prose (`The meeting is on 2025-03-03.`), for
    /// a target that is such a string: like a lone enum value, one is the answer, two
    /// different ones are none, and one the prose calls an example or quotes is passed over.
    fn formatted_in_prose(&mut self) {
        let root = self.shape.node(self.prose);
        let format = match root {
            S::String {
                format: Some(format),
                ..
            } if format.is_checked() => Some(*format),
            _ if shape::takes_clock_times(root, self.prose_key) => None,
            _ => return,
        };
        let body = self.body();
        let provenance = Provenance::new(body, &spans::fences(body));
        let mut read = 0;
        let mut seen: Option<Cow<str>> = None;
        let mut floor = 0;
        // The values as written in the format, and, for a date, dates as people write them
        // (`March 4, 2025`, `13/04/2025`: their ISO form), in the order they stand.
        let mut places: Vec<(Range<usize>, Option<Cow<str>>)> = body
            .split(|c: char| {
                c.is_whitespace()
                    || matches!(
                        c,
                        ',' | ';' | '(' | ')' | '"' | '\'' | '<' | '>' | '`' | '*'
                    )
            })
            .filter_map(|token| {
                // Scripts written without spaces hold the value against their own letters
                // (`日付は2025-03-03`): those are no part of it.
                let token = token
                    .trim_start_matches(|c: char| !c.is_ascii())
                    .trim_end_matches(|c: char| {
                        !c.is_ascii() || matches!(c, '.' | '!' | '?' | ':')
                    });
                (!token.is_empty() && format.is_some_and(|f| f.accepts(token))).then(|| {
                    let at = token.as_ptr() as usize - body.as_ptr() as usize;
                    let range = at..at + token.len();
                    // An ISO date is settled as a date written otherwise is.
                    let settled = format != Some(StringFormat::Date)
                        || !calendar::unsettled(body, &range, token);
                    (range, settled.then_some(Cow::Borrowed(token)))
                })
            })
            .collect();
        // A time of day, where `HH:MM` is asked for, written so that it reads one way.
        // For a field that holds a time in UTC, a time written in another zone is that time
        // in UTC where the zone has one offset (`15:30 Uhr MEZ` is 14:30), and none where
        // it has not (`9 am Eastern`, `local time`).
        if format.is_none() {
            let utc = self.prose_key.is_some_and(shape::names_utc);
            places.extend(clock::times_in(body).into_iter().map(|(range, minute)| {
                let minute = match clock::zone_beside(body, &range) {
                    Some(zone) if utc => minute.and_then(|m| clock::in_utc(m, zone)),
                    _ => minute,
                };
                (range, minute.map(|m| Cow::Owned(clock::hh_mm(m))))
            }));
        }
        if format == Some(StringFormat::Date) {
            places.extend(
                calendar::dates_in(body)
                    .into_iter()
                    .map(|(range, iso)| (range, iso.map(Cow::Owned))),
            );
            places.sort_by_key(|(range, _)| range.start);
        }
        for (place, token) in places {
            let at = place.start;
            // Past the bound on places read, a value is not the answer ([`PLACES_READ`]).
            read += 1;
            // As a number named in prose is: under a condition or offered as an alternative
            // (`If it ships tomorrow, it arrives on …`), approximate or hedged (`around
            // 2025-05-19`, `probably on …`), a value is no statement of the answer.
            // Such a value leaves the prose settled on none, whatever else it names.
            let cue = provenance.of(&place, floor, body.len(), &cues::Named);
            if cue == cues::Cue::Hedged
                || qualifiers::qualified_past_article(&body[floor..at], &body[place.end..])
            {
                return;
            }
            // (A date in a fence is code or data written there, as a number is.)
            let doubtful = read > PLACES_READ
                || provenance.in_fence(&place)
                || cue.is_doubtful()
                || cues::negated(&body[floor..at], cues::Between::Words);
            floor = place.end;
            if doubtful {
                continue;
            }
            // A date or a time that reads two ways (`04/03/2025`, `3:00`) names no one value.
            let Some(token) = token else {
                return;
            };
            match &seen {
                Some(first) if *first != token => return,
                _ => seen = Some(token),
            }
        }
        if let Some(token) = seen
            && token != body
        {
            self.found.push(Found {
                origin: Origin::Whole,
                span: self.whole.clone(),
                node: Node::new(Kind::Str(token.into_owned().into())),
                cost: cost::PROSE,
                repair: Some(RepairKind::FoundInProse),
                part: false,
            });
        }
    }

    /// option"`, `{"value": "The answer is THREE"}`).
    fn prose_scalars(&mut self) {
        if !self.prose_want.scalar_atoms {
            return;
        }
        let body = self.body();
        if cues::stack_trace(body) {
            return;
        }
        // The reply's field is read from its prose, not from a field it wrote (the coercion
        // stage reads that one as its field's value).
        let field = self.prose_key.is_some();
        let quoted = serde_json::from_str::<String>(body.trim())
            .ok()
            .filter(|_| !field)
            .or_else(|| {
                if field {
                    return None;
                }
                let map =
                    serde_json::from_str::<serde_json::Map<String, Value>>(body.trim()).ok()?;
                match map.values().collect::<Vec<_>>().as_slice() {
                    [Value::String(s)] => Some(s.clone()),
                    _ => None,
                }
            });
        if body.trim_start().starts_with(['{', '[', '"']) && quoted.is_none() {
            return;
        }
        let unwritten;
        let prose = match quoted.as_deref() {
            Some(quoted) => quoted,
            None => {
                unwritten = self.without_written_json();
                &unwritten
            }
        };
        // Digits of every script are digits (`٣٥٠ ريالاً`, `कुल २५ सीटें`, `「４」`): the prose is
        // read with them as ASCII digits (a copy, read on its own).
        let ascii;
        let prose = match numbers::ascii_digits(prose) {
            Some(copy) => {
                ascii = copy;
                ascii.as_str()
            }
            None => prose,
        };
        let mut list = Vec::new();
        atoms(self.shape, self.prose, 0, &mut list);
        if let Ok(Some((node, at))) = light::scan_prose_at(prose, &list, self.prose_key) {
            // A field's number as the prose writes it, with its currency or unit: the field's
            // name may declare another.
            let node = match (&node.kind, at) {
                (Kind::Number(n), Some(at)) if field => {
                    Node::new(Kind::Str(light::with_measure(prose, at, n).into()))
                }
                _ => node,
            };
            self.found.push(Found {
                origin: Origin::Whole,
                span: self.whole.clone(),
                node,
                cost: cost::PROSE,
                repair: Some(RepairKind::FoundInProse),
                part: false,
            });
        }
    }

    /// The trimmed reply with the JSON objects and arrays written in it (in fences or in
    /// prose) blanked out: a value inside JSON that does not fit is a part of something else,
    /// never a value the prose names.
    fn without_written_json(&self) -> String {
        let mut bytes = self.body().as_bytes().to_vec();
        for f in &self.found {
            if matches!(f.origin, Origin::Fence | Origin::Embedded)
                && is_written_json(f.origin, &f.node)
            {
                let start = f.span.start.max(self.whole.start) - self.whole.start;
                let end = f
                    .span
                    .end
                    .min(self.whole.end)
                    .saturating_sub(self.whole.start);
                if start < end {
                    bytes[start..end].fill(b' ');
                }
            }
        }
        for table in &self.tables {
            bytes[table.start - self.whole.start..table.end - self.whole.start].fill(b' ');
        }
        // Whole characters were replaced by spaces: still UTF-8.
        String::from_utf8(bytes).unwrap_or_default()
    }

    /// Parses one place as JSON: its value, or its several values (each, and collected).
    fn parse(&mut self, range: Range<usize>, origin: Origin, cost: u32) {
        let slice = &self.text[range.clone()];
        let repair = (origin != Origin::Whole).then_some(RepairKind::Extracted);
        // Where each value was read, for the whole reply's values collected (see below).
        let keep_spans = origin == Origin::Whole && !self.want.any;
        let mut tally = Tally {
            words: 0,
            values: 0,
            scalars_only: true,
            spans: keep_spans.then(Vec::new),
            first_value: None,
            lists: self.want.lists,
            items: Items::new(self.item),
        };
        // A number read in parts (`3,141` as 3 and 141): the place holds no value of its own.
        let mut broken = false;
        let then = |node: &Node, span: Range<usize>| {
            if continues_number(slice, &span) {
                broken = true;
                return Then::Stop;
            }
            let prose = is_remark(slice, node, &span);
            tally.then(
                node,
                range.start + span.start..range.start + span.end,
                prose,
            )
        };
        match lenient::parse_all_until(slice, self.options.depth(), then) {
            _ if broken => {}
            // A scalar with prose after it (`1) Berlin`) is prose, not a value.
            Ok((nodes, end))
                if nodes.iter().all(tree::is_scalar)
                    && tally.scalars_only
                    && !slice[end..].trim().is_empty() => {}
            Ok((mut nodes, end)) => {
                let (words, values) = (tally.words, tally.values);
                let mut cost = cost;
                // One value with prose around it: its place is its own bytes, so that what
                // the prose says of it (before and after) is read.
                let mut range = range;
                // Read up to what no value starts with (a fence, `{"plan": "pro"}` then
                // ```` ```json ````): the place ends there, and what follows is another.
                if origin == Origin::Whole && !slice[end..].trim().is_empty() {
                    range.end = range.start + end;
                }
                if values == 1
                    && words > 0
                    && let Some(value) = tally.first_value.clone()
                {
                    range = value;
                }
                if values + words > 1 && words > 0 {
                    // Text between values: not a sequence of JSON values.
                    nodes.retain(|n| !is_word(n));
                    if values != 1 {
                        return;
                    }
                    cost += cost::WORDS_BETWEEN;
                }
                if values > nodes.len() && !tally.lists {
                    // Values were passed over: no list can be the answer. Each value kept is
                    // one of several.
                    self.each_of_several(&nodes, &range, origin, cost, repair);
                } else if nodes.len() > 1 {
                    // (For a list target, values are passed over only after one that is no
                    // item: the list read up to it fails there, and says where.)
                    self.several(nodes, range, origin, cost, repair);
                    // For any JSON value, empty values are left out of the collection.
                    if let Some(spans) = tally.spans {
                        self.whole_values = Some((self.found.len() - 1, spans));
                    }
                } else if let Some(node) = nodes.pop() {
                    // Unquoted text on its own is not JSON; the light formats read it.
                    if !is_word(&node) {
                        self.found.push(Found {
                            origin,
                            span: range,
                            node,
                            cost,
                            repair,
                            part: false,
                        });
                    }
                }
            }
            Err(Failure::TooDeep) => self.too_deep = true,
            Err(Failure::NoValue) => {}
        }
    }

    /// Several values in one place: for any JSON value, one answer in parts (or the one
    /// that is not empty); otherwise each (the first [`MAX_SPANS`]: a place full of values
    /// must not multiply the work), and all of them collected into a list.
    fn several(
        &mut self,
        nodes: Vec<Node<'a>>,
        range: Range<usize>,
        origin: Origin,
        cost: u32,
        repair: Option<RepairKind>,
    ) {
        if self.want.any {
            return self.several_any(nodes, range, origin, cost, repair);
        }
        let cut = nodes.last().is_some_and(|n| n.cut);
        self.each_of_several(&nodes, &range, origin, cost, repair);
        self.found.push(Found {
            origin,
            span: range,
            node: Node {
                kind: Kind::Array(nodes),
                cut,
                open: false,
                fixes: 0,
            },
            cost: cost + cost::ONE_OF_SEVERAL,
            repair: Some(RepairKind::ValuesCollected),
            part: false,
        });
    }

    /// The first [`MAX_SPANS`] of several values in one place, each a candidate.
    fn each_of_several(
        &mut self,
        nodes: &[Node<'a>],
        range: &Range<usize>,
        origin: Origin,
        cost: u32,
        repair: Option<RepairKind>,
    ) {
        for node in nodes.iter().take(MAX_SPANS) {
            self.found.push(Found {
                origin,
                span: range.clone(),
                node: node.clone(),
                cost: cost + cost::ONE_OF_SEVERAL,
                repair,
                part: true,
            });
        }
    }

    /// Several values in one place, for any JSON value: the values together are the answer,
    /// or the one that is not empty (`[]{"a":1}`); a container cut off before any value of
    /// its own is not passed over as empty (`[1] [` was cut off).
    fn several_any(
        &mut self,
        nodes: Vec<Node<'a>>,
        range: Range<usize>,
        origin: Origin,
        cost: u32,
        repair: Option<RepairKind>,
    ) {
        let cut = nodes.last().is_some_and(|n| n.cut);
        let mut non_empty: Vec<Node> = nodes
            .into_iter()
            .filter(|n| !is_empty_container(n) || n.cut)
            .collect();
        let (node, repair) = match non_empty.pop() {
            Some(one) if non_empty.is_empty() => (one, repair),
            last => {
                non_empty.extend(last);
                let all = Node {
                    kind: Kind::Array(non_empty),
                    cut,
                    open: false,
                    fixes: 0,
                };
                (all, Some(RepairKind::ValuesCollected))
            }
        };
        self.found.push(Found {
            origin,
            span: range,
            node,
            cost,
            repair,
            part: false,
        });
    }
}

/// Unquoted text where a value was expected.
fn is_word(node: &Node) -> bool {
    matches!(node.kind, Kind::Word(_))
}

/// Whether the value read at `span` of `text` is a remark in parentheses: a tuple holding
/// bare words, or text that reads as no item (`(These are placeholder values.)`, `(see
/// above)`, `(0 is just a filler)`), prose the reply writes around its value, not a value of
/// its own.
fn is_remark(text: &str, node: &Node, span: &Range<usize>) -> bool {
    let inner = text
        .get(span.start + 1..span.end.saturating_sub(1))
        .unwrap_or_default();
    text.as_bytes().get(span.start) == Some(&b'(')
        && !inner.trim().is_empty()
        && match &node.kind {
            // Words the parser could not read as items leave an empty tuple.
            Kind::Array(items) => items.is_empty() || items.iter().any(is_word),
            // `(0 is just a filler until …)`: a scalar and the words after it, one remark.
            _ => tree::is_scalar(node) && inner.split_whitespace().nth(1).is_some(),
        }
}

/// Whether the value at `span` of `text` is the last digits of a number written with a
/// thousands mark (`3,141`, `12,500`): three digits right after a comma that follows a digit.
/// Read apart, `reading: 3,141` would be the word `reading: 3` and the value 141, and a bare
/// `241,682` the values 241 and 682; the prose readings read such a number whole.
fn continues_number(text: &str, span: &Range<usize>) -> bool {
    let b = text.as_bytes();
    let digits = b[span.start..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    span.start >= 2
        && b[span.start - 1] == b','
        && b[span.start - 2].is_ascii_digit()
        && digits == 3
}

fn is_empty_container(node: &Node) -> bool {
    match &node.kind {
        Kind::Array(items) | Kind::Set(items) => items.is_empty(),
        Kind::Object(entries) => entries.is_empty(),
        _ => false,
    }
}

/// What `text` quotes where it is one quotation and nothing else (`«Lyon»`, `„Köln“`), its
/// marks not an apostrophe's nor JSON's (a JSON string is read as one).
fn one_quotation(text: &str) -> Option<&str> {
    QUOTES.iter().find_map(|(open, close)| {
        let inner = text
            .strip_prefix(*open)
            .filter(|_| !matches!(open, '\'' | '"'))?
            .strip_suffix(*close)?;
        (!inner.trim().is_empty() && !inner.contains([*open, *close])).then_some(inner)
    })
}

/// Whether `text` opens with a quotation mark (not an apostrophe) and never closes it.
fn quotation_unclosed(text: &str) -> bool {
    QUOTES.iter().any(|(open, close)| {
        *open != '\''
            && text
                .strip_prefix(*open)
                .is_some_and(|rest| !rest.contains(*close))
    })
}

/// Quotation marks a label's value may stand in, opening and closing.
const QUOTES: [(char, char); 7] = [
    ('"', '"'),
    ('“', '”'),
    ('„', '“'),
    ('«', '»'),
    ('「', '」'),
    ('『', '』'),
    ('\'', '\''),
];

/// Whether the prose after an answer given in quotation marks (`rest`) gives another one:
/// it names the answer's label again (its longest word: `válasz` of `A válasz:`, `jibu` of
/// `Jibu:`) and holds a different value in quotation marks (`Bocsánat, elírtam – a helyes
/// válasz "Szeged".`). The reply then answers twice, in any language.
fn answers_again(label: &str, rest: &str, answer: &str) -> bool {
    let Some(word) = label
        .split(|c: char| !c.is_alphanumeric())
        .max_by_key(|w| w.chars().count())
        .filter(|w| w.chars().count() >= 2)
    else {
        return false;
    };
    // The word in any case, found in the prose's own bytes (a lowercase copy may be longer:
    // `İ`), in the first 600 bytes after the answer.
    let rest = &rest[..crate::engine::find::bytes::floor_char(rest, rest.len().min(600))];
    let word: Vec<char> = word.chars().flat_map(char::to_lowercase).collect();
    let Some(at) = rest.char_indices().map(|(at, _)| at).find(|&at| {
        let mut lower = rest[at..].chars().flat_map(char::to_lowercase);
        word.iter().all(|w| lower.next() == Some(*w))
    }) else {
        return false;
    };
    let after = &rest[at..];
    QUOTES.iter().any(|&(open, close)| {
        after.match_indices(open).any(|(at, _)| {
            let inner = &after[at + open.len_utf8()..];
            inner
                .find(close)
                .is_some_and(|end| end > 0 && end <= 80 && inner[..end].trim() != answer.trim())
        })
    })
}

/// Whether prose marks a part of itself apart: a span in quotation marks, in bold or struck
/// through (`~~Rotterdam~~ Amsterdam`), inline code, a fence or a block quote. Such a reply is prose around a value, or around quoted
/// material, not a string value as a whole. Text that writes JSON (`{`, `[`) outside inline
/// code is text as it is, its quotation marks the JSON's; braces inside inline code are the
/// code's (`` `^\d{3}-\d{4}$` ``).
fn marks_a_part(text: &str) -> bool {
    let braces = if text.contains("```") || text.matches('`').count() % 2 == 1 {
        text.contains(['{', '['])
    } else {
        text.split('`')
            .step_by(2)
            .any(|part| part.contains(['{', '[']))
    };
    if braces {
        return false;
    }
    let quoted = text.lines().any(|l| l.trim_start().starts_with('>'));
    quoted
        || text.contains("**")
        || text.contains("~~")
        || text.contains('`')
        || QUOTES.iter().any(|&(open, close)| {
            text.match_indices(open).any(|(at, _)| {
                let opens = text[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|c| c.is_whitespace() || c == '(');
                let inner = &text[at + open.len_utf8()..];
                opens
                    && inner.find(close).is_some_and(|end| {
                        let after = inner[end + close.len_utf8()..].chars().next();
                        (1..=80).contains(&end)
                            && after.is_none_or(|c| c.is_whitespace() || ".,;!?)。，、".contains(c))
                    })
            })
        })
}

/// `range` without the whitespace at either end of its text.
fn trimmed(text: &str, range: &Range<usize>) -> Range<usize> {
    let slice = &text[range.clone()];
    let start = range.start + (slice.len() - slice.trim_start().len());
    start..(range.start + slice.trim_end().len()).max(start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The candidates written in `text` for `schema`: where each came from, and its text.
    fn written(schema: Value, text: &str) -> Vec<(Origin, &str, u32)> {
        let shape = Shape::compile(&schema).expect("a schema");
        let options = ConvertOptions::default();
        let gathered = Gathered::written(text, &shape, &options, None);
        gathered
            .found()
            .iter()
            .map(|f| (f.origin, &text[f.span.clone()], f.cost))
            .collect()
    }

    #[test]
    fn each_place_is_found_with_its_origin_and_the_cost_of_that_place() {
        let object = json!({"type": "object"});
        let text = "Here:\n```json\n{\"a\": 1}\n```\nor {\"b\": 2}";
        let found = written(object.clone(), text);
        assert!(
            found.contains(&(Origin::Fence, "{\"a\": 1}\n", cost::DIRECT)),
            "{found:?}"
        );
        assert!(
            found.contains(&(Origin::Embedded, "{\"b\": 2}", cost::INDIRECT)),
            "{found:?}"
        );
        // The whole reply is no JSON: it opens with prose.
        assert!(!found.iter().any(|f| f.0 == Origin::Whole), "{found:?}");
        assert_eq!(
            written(object, "{\"a\": 1}"),
            [(Origin::Whole, "{\"a\": 1}", 0)]
        );
    }

    #[test]
    fn the_readings_of_prose_come_only_when_asked() {
        let shape = Shape::compile(&json!({"type": "object", "properties": {
            "name": {"type": "string"}}}))
        .expect("a schema");
        let options = ConvertOptions::default();
        let text = "name: Ada";
        let mut gathered = Gathered::written(text, &shape, &options, None);
        assert!(gathered.found().is_empty());
        gathered.readings();
        let lines = gathered
            .found()
            .iter()
            .find(|f| f.origin == Origin::KeyValueLines);
        assert!(lines.is_some_and(|f| matches!(f.node.kind, Kind::Object(_))));
    }

    #[test]
    fn the_first_value_that_is_no_item_refuses_every_value_after_it() {
        let odd: &dyn Fn(&Node) -> bool = &|n| matches!(&n.kind, Kind::Number(t) if t != "2");
        let number = |t: &str| Node::new(Kind::Number(t.to_owned().into()));
        let mut items = Items::new(Some(odd));
        assert!(items.admit(&number("1")));
        assert!(!items.admit(&number("2")));
        assert!(!items.admit(&number("3")), "refused once, refused for good");
        // A value cut off is let through: a last item cut off is dropped, not refused.
        let mut items = Items::new(Some(odd));
        let mut cut = number("2");
        cut.cut = true;
        assert!(items.admit(&cut));
        // No list target: every value may be read.
        assert!(Items::new(None).admit(&number("2")));
    }
}
