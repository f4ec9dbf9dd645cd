//! The intermediate form both syntaxes are written from: named rules whose bodies are
//! literals, character classes, references, sequences, alternatives and bounded repeats.
//!
//! A rule is a [`Kind::Token`] (lexical: it refers only to other tokens, and llguidance reads it
//! as one lexeme) or a [`Kind::Rule`] (structure). GBNF has no such distinction; Lark needs it
//! for speed (a JSON string is one regular expression, not a rule per character) and for
//! correctness (llguidance ends a lexeme greedily, so free text and the delimiter that ends it
//! must be one token).

use std::collections::HashMap;

/// The index of a rule in [`Rules`].
pub(crate) type RuleId = usize;

/// One character out of a set: ranges of code points, or every character but those.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Class {
    pub negated: bool,
    pub ranges: Vec<(char, char)>,
}

impl Class {
    /// Any one of `chars`.
    pub fn any_of(chars: &str) -> Class {
        Class {
            negated: false,
            ranges: chars.chars().map(|c| (c, c)).collect(),
        }
    }

    /// Any character but those in `chars` and in `ranges`.
    pub fn none_of(chars: &str, ranges: &[(char, char)]) -> Class {
        let mut all: Vec<(char, char)> = ranges.to_vec();
        all.extend(chars.chars().map(|c| (c, c)));
        Class {
            negated: true,
            ranges: all,
        }
    }

    /// The characters from `from` to `to`, both included.
    pub fn range(from: char, to: char) -> Class {
        Class {
            negated: false,
            ranges: vec![(from, to)],
        }
    }

    /// This negated class with `chars` removed as well.
    pub fn without(&self, chars: &[char]) -> Class {
        debug_assert!(self.negated, "only a negated class narrows by listing");
        let mut out = self.clone();
        for &c in chars {
            if out.contains(c) {
                out.ranges.push((c, c));
            }
        }
        out
    }

    /// Whether `c` is in the class.
    pub fn contains(&self, c: char) -> bool {
        self.ranges.iter().any(|&(a, b)| a <= c && c <= b) != self.negated
    }
}

/// The body of a rule.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Expr {
    /// Exactly this text.
    Lit(String),
    /// A marker that the model's tokenizer holds as one special token (`<|channel|>`):
    /// written as llguidance's special-token reference in Lark, as its text in GBNF (which
    /// llama.cpp matches against a token's text, special ones included). Never inside a
    /// token rule (Lark's terminals cannot hold one).
    Special(&'static str),
    /// One character of the class.
    Class(Class),
    /// Another rule.
    Ref(RuleId),
    /// Each in turn.
    Seq(Vec<Expr>),
    /// One of them.
    Alt(Vec<Expr>),
    /// `expr` from `min` to `max` times (`None`: no upper bound).
    Repeat {
        expr: Box<Expr>,
        min: u32,
        max: Option<u32>,
    },
}

impl Expr {
    /// Exactly `text`.
    pub fn lit(text: impl Into<String>) -> Expr {
        Expr::Lit(text.into())
    }

    /// Each of `items` in turn, flattened; one item stands alone.
    pub fn seq(items: impl IntoIterator<Item = Expr>) -> Expr {
        let mut out = Vec::new();
        for item in items {
            match item {
                Expr::Seq(inner) => out.extend(inner),
                Expr::Lit(text) if text.is_empty() => {}
                other => out.push(other),
            }
        }
        match out.len() {
            1 => out.pop().unwrap_or(Expr::Seq(Vec::new())),
            _ => Expr::Seq(out),
        }
    }

    /// One of `items`, flattened and without repeats; one item stands alone, and an empty
    /// item makes the rest optional.
    pub fn alt(items: impl IntoIterator<Item = Expr>) -> Expr {
        let mut out: Vec<Expr> = Vec::new();
        let mut empty = false;
        for item in items {
            let parts = match item {
                Expr::Alt(inner) => inner,
                other => vec![other],
            };
            for part in parts {
                if part.is_empty() {
                    empty = true;
                } else if !out.contains(&part) {
                    out.push(part);
                }
            }
        }
        let one = match out.len() {
            0 => return Expr::lit(""),
            1 => out.pop().unwrap_or(Expr::Alt(Vec::new())),
            _ => Expr::Alt(out),
        };
        if empty { one.optional() } else { one }
    }

    /// Whether the expression is the empty text itself.
    pub fn is_empty(&self) -> bool {
        match self {
            Expr::Lit(text) => text.is_empty(),
            Expr::Special(_) => false,
            Expr::Seq(items) => items.iter().all(Expr::is_empty),
            _ => false,
        }
    }

    /// `self` from `min` to `max` times.
    pub fn repeat(self, min: u32, max: Option<u32>) -> Expr {
        Expr::Repeat {
            expr: Box::new(self),
            min,
            max,
        }
    }

    /// `self` or nothing.
    pub fn optional(self) -> Expr {
        self.repeat(0, Some(1))
    }

    /// Whether the expression matches the empty text, given which rules do.
    fn nullable(&self, nullable_rules: &[bool]) -> bool {
        match self {
            Expr::Lit(text) => text.is_empty(),
            Expr::Class(_) | Expr::Special(_) => false,
            Expr::Ref(id) => nullable_rules[*id],
            Expr::Seq(items) => items.iter().all(|i| i.nullable(nullable_rules)),
            Expr::Alt(items) => items.iter().any(|i| i.nullable(nullable_rules)),
            Expr::Repeat { expr, min, .. } => *min == 0 || expr.nullable(nullable_rules),
        }
    }

    /// The rules that may come first in a match, before any character is read.
    fn heads(&self, nullable_rules: &[bool], out: &mut Vec<RuleId>) {
        match self {
            Expr::Lit(_) | Expr::Class(_) | Expr::Special(_) => {}
            Expr::Ref(id) => out.push(*id),
            Expr::Seq(items) => {
                for item in items {
                    item.heads(nullable_rules, out);
                    if !item.nullable(nullable_rules) {
                        break;
                    }
                }
            }
            Expr::Alt(items) => items.iter().for_each(|i| i.heads(nullable_rules, out)),
            Expr::Repeat { expr, .. } => expr.heads(nullable_rules, out),
        }
    }
}

/// What a rule is to a lexer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Lexical: one lexeme, built from literals, classes and other tokens only.
    Token,
    /// Structure: may refer to anything, recursion included.
    Rule,
}

/// A named rule.
#[derive(Clone, Debug)]
pub(crate) struct Rule {
    /// Lowercase letters, digits and `-`, starting with a letter: valid in both syntaxes.
    pub name: String,
    pub kind: Kind,
    pub body: Expr,
}

/// The rules of a grammar, and the one a reply starts from.
#[derive(Clone, Debug)]
pub(crate) struct Rules {
    pub rules: Vec<Rule>,
    pub start: RuleId,
    by_name: HashMap<String, RuleId>,
}

impl Rules {
    /// An empty set; `start` is set by the builder.
    pub fn new() -> Rules {
        Rules {
            rules: Vec::new(),
            start: 0,
            by_name: HashMap::new(),
        }
    }

    /// A new rule named after `hint` (made unique), with an empty body for now.
    pub fn declare(&mut self, hint: &str, kind: Kind) -> RuleId {
        let base = clean_name(hint);
        let mut name = base.clone();
        let mut n = 2;
        while self.by_name.contains_key(&name) || RESERVED.contains(&name.as_str()) {
            name = format!("{base}-{n}");
            n += 1;
        }
        let id = self.rules.len();
        self.by_name.insert(name.clone(), id);
        self.rules.push(Rule {
            name,
            kind,
            body: Expr::Seq(Vec::new()),
        });
        id
    }

    /// Sets the body of a declared rule.
    pub fn define(&mut self, id: RuleId, body: Expr) {
        self.rules[id].body = body;
    }

    /// A new rule with its body.
    pub fn add(&mut self, hint: &str, kind: Kind, body: Expr) -> RuleId {
        let id = self.declare(hint, kind);
        self.define(id, body);
        id
    }

    /// The shared token `name`, made by `body` the first time it is asked for.
    pub fn shared_token(&mut self, name: &str, body: impl FnOnce(&mut Rules) -> Expr) -> RuleId {
        if let Some(&id) = self.by_name.get(name) {
            return id;
        }
        let id = self.declare(name, Kind::Token);
        let body = body(self);
        self.define(id, body);
        id
    }

    /// The rules a reply can reach from `start`, in the order first reached: what is written.
    pub fn reachable(&self) -> Vec<RuleId> {
        let mut order = vec![self.start];
        let mut i = 0;
        while i < order.len() {
            let mut found = Vec::new();
            refs(&self.rules[order[i]].body, &mut found);
            for id in found {
                if !order.contains(&id) {
                    order.push(id);
                }
            }
            i += 1;
        }
        order
    }
}

impl Rules {
    /// Which rules match the empty text (a fixpoint: a rule is nullable once its body is,
    /// given the rules known to be).
    fn nullable_rules(&self) -> Vec<bool> {
        let mut nullable = vec![false; self.rules.len()];
        loop {
            let mut changed = false;
            for (id, rule) in self.rules.iter().enumerate() {
                if !nullable[id] && rule.body.nullable(&nullable) {
                    nullable[id] = true;
                    changed = true;
                }
            }
            if !changed {
                return nullable;
            }
        }
    }

    /// A rule that can reach itself before reading a character (a schema whose references
    /// loop with no value between them), which no engine can run; `None` when there is none.
    pub fn left_recursive(&self) -> Option<RuleId> {
        let nullable = self.nullable_rules();
        let heads: Vec<Vec<RuleId>> = self
            .rules
            .iter()
            .map(|rule| {
                let mut out = Vec::new();
                rule.body.heads(&nullable, &mut out);
                out
            })
            .collect();
        // Depth-first search for a cycle: 0 unvisited, 1 on the path, 2 done.
        let mut state = vec![0u8; self.rules.len()];
        for start in 0..self.rules.len() {
            if state[start] != 0 {
                continue;
            }
            let mut stack = vec![(start, 0usize)];
            state[start] = 1;
            while let Some(&mut (id, ref mut next)) = stack.last_mut() {
                if let Some(&head) = heads[id].get(*next) {
                    *next += 1;
                    match state[head] {
                        0 => {
                            state[head] = 1;
                            stack.push((head, 0));
                        }
                        1 => return Some(head),
                        _ => {}
                    }
                } else {
                    state[id] = 2;
                    stack.pop();
                }
            }
        }
        None
    }
}

/// Names the two syntaxes give their start rules.
const RESERVED: [&str; 2] = ["root", "start"];

fn refs(expr: &Expr, out: &mut Vec<RuleId>) {
    match expr {
        Expr::Ref(id) => out.push(*id),
        Expr::Seq(items) | Expr::Alt(items) => items.iter().for_each(|i| refs(i, out)),
        Expr::Repeat { expr, .. } => refs(expr, out),
        Expr::Lit(_) | Expr::Class(_) | Expr::Special(_) => {}
    }
}

/// `hint` as a rule name: lowercase ASCII letters, digits and single `-`, starting with a
/// letter, at most 40 characters.
fn clean_name(hint: &str) -> String {
    let mut out = String::new();
    for c in hint.chars() {
        let c = c.to_ascii_lowercase();
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
        if out.len() >= 40 {
            break;
        }
    }
    let out = out.trim_end_matches('-').to_owned();
    match out.chars().next() {
        Some(c) if c.is_ascii_alphabetic() => out,
        Some(_) => format!("r-{out}"),
        None => "r".to_owned(),
    }
}

/// Text of characters from `base` that never contains any of `patterns` (optionally
/// ignoring ASCII case), and may end in the middle of one: what free text before a closing
/// delimiter (`</think>`) or inside a field the parser scans (`final answer:`) can be.
///
/// Every pattern starts with the same character, found nowhere else in any of them, so a
/// match can only restart at that character. The text is then a sequence of ordinary
/// characters and of runs that start with that character and follow the patterns' trie until
/// a character that continues none of them breaks the run off (or the next run starts).
/// `None` when the patterns do not have that form.
pub(crate) fn text_avoiding(base: &Class, patterns: &[&str], ignore_case: bool) -> Option<Expr> {
    let fold = |c: char| {
        if ignore_case {
            c.to_ascii_lowercase()
        } else {
            c
        }
    };
    let folded: Vec<Vec<char>> = patterns
        .iter()
        .map(|p| p.chars().map(fold).collect())
        .collect();
    let first = *folded.first()?.first()?;
    if !folded
        .iter()
        .all(|p| p.first() == Some(&first) && !p[1..].contains(&first))
    {
        return None;
    }
    let avoid = Avoid {
        patterns: folded,
        ignore_case,
        plain: base.without(&variants(first, ignore_case)),
    };
    let start = [first];
    if avoid.is_pattern(&start) {
        return Some(Expr::Class(avoid.plain.clone()).repeat(0, None));
    }
    let run = Expr::seq([avoid.one(first), avoid.runs(&start)]);
    let broken = Expr::seq([avoid.one(first), avoid.broken(&start)]);
    let step = Expr::alt([
        Expr::Class(avoid.plain.clone()),
        Expr::seq([run.clone().repeat(0, None), broken]),
    ]);
    Some(Expr::seq([step.repeat(0, None), run.repeat(0, None)]))
}

/// A character and, ignoring case, its other case.
fn variants(c: char, ignore_case: bool) -> Vec<char> {
    let mut v = vec![c];
    if ignore_case && c.is_ascii_alphabetic() {
        v.push(c.to_ascii_uppercase());
        v.push(c.to_ascii_lowercase());
    }
    v.sort_unstable();
    v.dedup();
    v
}

/// The trie walk behind [`text_avoiding`]; a node is the prefix read so far.
struct Avoid {
    patterns: Vec<Vec<char>>,
    ignore_case: bool,
    /// The base characters but the first one of the patterns.
    plain: Class,
}

impl Avoid {
    fn is_pattern(&self, prefix: &[char]) -> bool {
        self.patterns.iter().any(|p| p.as_slice() == prefix)
    }

    /// The characters that continue `prefix` along some pattern.
    fn next(&self, prefix: &[char]) -> Vec<char> {
        let mut out: Vec<char> = self
            .patterns
            .iter()
            .filter(|p| p.len() > prefix.len() && p.starts_with(prefix))
            .map(|p| p[prefix.len()])
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn one(&self, c: char) -> Expr {
        match variants(c, self.ignore_case).as_slice() {
            [only] => Expr::lit(only.to_string()),
            many => Expr::Class(Class {
                negated: false,
                ranges: many.iter().map(|&c| (c, c)).collect(),
            }),
        }
    }

    /// The children of `prefix` that do not complete a pattern.
    fn open_children(&self, prefix: &[char]) -> Vec<Vec<char>> {
        self.next(prefix)
            .into_iter()
            .map(|c| {
                let mut child = prefix.to_vec();
                child.push(c);
                child
            })
            .filter(|child| !self.is_pattern(child))
            .collect()
    }

    /// From `prefix`: further along the trie, or nothing (the run ends where the next one
    /// starts, or at the end of the text).
    fn runs(&self, prefix: &[char]) -> Expr {
        let alts: Vec<Expr> = self
            .open_children(prefix)
            .iter()
            .map(|child| Expr::seq([self.one(child[prefix.len()]), self.runs(child)]))
            .collect();
        if alts.is_empty() {
            Expr::lit("")
        } else {
            Expr::alt(alts).optional()
        }
    }

    /// From `prefix`: further along the trie, then a character that continues no pattern.
    fn broken(&self, prefix: &[char]) -> Expr {
        let mut stop: Vec<char> = Vec::new();
        for c in self.next(prefix) {
            stop.extend(variants(c, self.ignore_case));
        }
        let mut alts = vec![Expr::Class(self.plain.without(&stop))];
        for child in self.open_children(prefix) {
            alts.push(Expr::seq([
                self.one(child[prefix.len()]),
                self.broken(&child),
            ]));
        }
        Expr::alt(alts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Matches `text` against `expr` by brute force (the test oracle for small cases).
    fn matches(expr: &Expr, text: &[char]) -> bool {
        ends(expr, text, 0).contains(&text.len())
    }

    fn ends(expr: &Expr, text: &[char], at: usize) -> Vec<usize> {
        match expr {
            Expr::Special(s) => ends(&Expr::lit(*s), text, at),
            Expr::Lit(s) => {
                let s: Vec<char> = s.chars().collect();
                if text[at..].starts_with(&s) {
                    vec![at + s.len()]
                } else {
                    vec![]
                }
            }
            Expr::Class(c) => match text.get(at) {
                Some(&ch) if c.contains(ch) => vec![at + 1],
                _ => vec![],
            },
            Expr::Ref(_) => vec![],
            Expr::Seq(items) => {
                let mut here = vec![at];
                for item in items {
                    let mut next: Vec<usize> =
                        here.iter().flat_map(|&p| ends(item, text, p)).collect();
                    next.sort_unstable();
                    next.dedup();
                    here = next;
                }
                here
            }
            Expr::Alt(items) => {
                let mut out: Vec<usize> = items.iter().flat_map(|i| ends(i, text, at)).collect();
                out.sort_unstable();
                out.dedup();
                out
            }
            Expr::Repeat { expr, min, max } => {
                let limit = max.unwrap_or(u32::MAX);
                let mut out: Vec<usize> = Vec::new();
                let mut frontier = vec![at];
                let mut n = 0;
                loop {
                    if n >= *min {
                        for p in &frontier {
                            if !out.contains(p) {
                                out.push(*p);
                            }
                        }
                    }
                    if n == limit || frontier.is_empty() || n as usize > text.len() + *min as usize
                    {
                        break;
                    }
                    let mut next: Vec<usize> =
                        frontier.iter().flat_map(|&p| ends(expr, text, p)).collect();
                    next.sort_unstable();
                    next.dedup();
                    if n >= *min {
                        next.retain(|p| !out.contains(p));
                    }
                    frontier = next;
                    n += 1;
                }
                out
            }
        }
    }

    #[test]
    fn text_avoiding_refuses_exactly_the_texts_that_hold_a_pattern() {
        let base = Class::none_of("\n", &[]);
        let expr = text_avoiding(&base, &["<ab>", "<ac>"], false).unwrap();
        // Every text over a small alphabet up to length 6.
        let alphabet = ['<', 'a', 'b', 'c', '>', 'x'];
        let mut texts: Vec<Vec<char>> = vec![vec![]];
        for _ in 0..6 {
            let longer: Vec<Vec<char>> = texts
                .iter()
                .filter(|t| t.len() < 6)
                .flat_map(|t| {
                    alphabet.iter().map(move |&c| {
                        let mut t = t.clone();
                        t.push(c);
                        t
                    })
                })
                .collect();
            texts.extend(longer);
            texts.sort();
            texts.dedup();
        }
        for text in &texts {
            let s: String = text.iter().collect();
            let holds = s.contains("<ab>") || s.contains("<ac>");
            assert_eq!(matches(&expr, text), !holds, "{s:?}");
        }
    }

    #[test]
    fn text_avoiding_ignores_case_when_asked() {
        let base = Class::none_of("\n", &[]);
        let expr = text_avoiding(&base, &["fin:"], true).unwrap();
        let text = |s: &str| s.chars().collect::<Vec<_>>();
        assert!(matches(&expr, &text("the fin")));
        assert!(matches(&expr, &text("ffin fi:")));
        assert!(!matches(&expr, &text("the FIN: 4")));
        assert!(!matches(&expr, &text("ffin:")));
        assert!(!matches(&expr, &text("a\nb")));
    }

    #[test]
    fn text_avoiding_needs_a_unique_first_character() {
        let base = Class::none_of("", &[]);
        assert!(text_avoiding(&base, &["abca"], false).is_none());
        assert!(text_avoiding(&base, &["ab", "cd"], false).is_none());
    }

    #[test]
    fn left_recursion_is_found_through_nullable_prefixes() {
        let mut rules = Rules::new();
        let ws = rules.add("ws", Kind::Token, Expr::lit(" ").optional());
        let a = rules.declare("a", Kind::Rule);
        let b = rules.add("b", Kind::Rule, Expr::seq([Expr::Ref(ws), Expr::Ref(a)]));
        rules.define(a, Expr::alt([Expr::Ref(b), Expr::lit("x")]));
        assert!(rules.left_recursive().is_some());
        rules.define(
            a,
            Expr::alt([Expr::seq([Expr::lit("["), Expr::Ref(b)]), Expr::lit("x")]),
        );
        assert_eq!(rules.left_recursive(), None);
    }

    #[test]
    fn names_are_valid_in_both_syntaxes_and_unique() {
        let mut rules = Rules::new();
        let a = rules.declare("Film<Actor>", Kind::Rule);
        let b = rules.declare("film actor", Kind::Rule);
        let c = rules.declare("9lives", Kind::Rule);
        let d = rules.declare("root", Kind::Rule);
        assert_eq!(rules.rules[a].name, "film-actor");
        assert_eq!(rules.rules[b].name, "film-actor-2");
        assert_eq!(rules.rules[c].name, "r-9lives");
        assert_eq!(rules.rules[d].name, "root-2");
    }
}
