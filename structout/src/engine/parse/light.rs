//! Light formats: replies that are not JSON but still say what the value is — reasoning
//! blocks to skip, XML-style tags, `key: value` lines, markdown lists, comma-separated
//! values, and prose that names one value. Each reader turns text into a [`Node`] for the
//! coercion stage, in one pass.

use super::lenient;
use super::numbers;
use super::tree::{self, Kind, Node, Text};
use crate::engine::find::cues::{self, Between, NEGATION_REACH};
use crate::engine::find::provenance::{PLACES_READ, Provenance};
use crate::engine::find::{bytes, qualifiers, spans, spelled, units, words};
use serde_json::Value;
use std::ops::Range;

/// Decodes XML entities.
pub(crate) fn decode_entities(text: &str) -> String {
    if !text.contains('&') {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(n) = rest.find('&') {
        out.push_str(&rest[..n]);
        rest = &rest[n..];
        let Some(semi) = rest.as_bytes()[..rest.len().min(12)]
            .iter()
            .position(|&b| b == b';')
        else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..semi];
        let decoded = match entity {
            "lt" => Some('<'),
            "gt" => Some('>'),
            "amp" => Some('&'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| entity.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = &rest[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// One XML element.
#[derive(Debug)]
pub(crate) struct Element {
    pub name: String,
    pub text: String,
    pub children: Vec<Element>,
}

impl Element {
    fn named(name: String) -> Self {
        Element {
            name,
            text: String::new(),
            children: Vec::new(),
        }
    }
}

/// Parses the XML-style elements in `text`. Prose around them, an XML declaration and
/// comments are skipped; a document type declaration (which can define entity bombs) means
/// no result. Unclosed elements are closed at the end. Depth is limited by `max_depth`.
pub(crate) fn xml(text: &str, max_depth: usize) -> Option<(Vec<Element>, bool)> {
    if text.contains("<!DOCTYPE") || text.contains("<!ENTITY") {
        return None;
    }
    let mut stack: Vec<Element> = vec![Element::named(String::new())];
    let b = text.as_bytes();
    let mut i = 0;
    let mut any = false;
    let mut truncated = false;
    while i < b.len() {
        if b[i] != b'<' {
            let next = bytes::memchr(b'<', &b[i..]).map_or(b.len(), |n| i + n);
            if stack.len() > 1 {
                let top = stack.last_mut()?;
                top.text.push_str(&text[i..next]);
            }
            i = next;
            continue;
        }
        let rest = &text[i..];
        if rest.starts_with("<?") || rest.starts_with("<!--") {
            let end = if rest.starts_with("<?") { "?>" } else { "-->" };
            i = rest.find(end).map_or(b.len(), |n| i + n + end.len());
            continue;
        }
        let Some(close) = rest.find('>') else {
            truncated = true;
            break;
        };
        let tag = &rest[1..close];
        i += close + 1;
        if let Some(name) = tag.strip_prefix('/') {
            any |= close_element(&mut stack, name.trim())?;
            continue;
        }
        let Some(name) = tag_name(tag) else {
            // Not a tag: text of the element it stands in.
            if stack.len() > 1 {
                stack.last_mut()?.text.push_str(&text[i - close - 1..i]);
            }
            continue;
        };
        let element = Element::named(name);
        if tag.ends_with('/') {
            stack.last_mut()?.children.push(element);
            any = true;
        } else {
            if stack.len() > max_depth {
                return None;
            }
            stack.push(element);
        }
    }
    // Elements left open by a cut-off reply are closed; the result says it is incomplete.
    let complete = stack.len() == 1 && !truncated;
    if !complete && stack.len() > 1 {
        any = true;
    }
    while stack.len() > 1 {
        let done = stack.pop()?;
        stack.last_mut()?.children.push(done);
    }
    if !any {
        return None;
    }
    let root = stack.pop()?;
    Some((root.children, complete))
}

/// Closes the open elements up to the one named `name` (`Some(true)`); a stray closing tag
/// is ignored (`Some(false)`).
fn close_element(stack: &mut Vec<Element>, name: &str) -> Option<bool> {
    let Some(pos) = stack
        .iter()
        .rposition(|e| e.name == name)
        .filter(|&p| p > 0)
    else {
        return Some(false);
    };
    while stack.len() > pos {
        let done = stack.pop()?;
        stack.last_mut()?.children.push(done);
    }
    Some(true)
}

/// The element name of an opening tag's text (`item id="1"`, `br/`), if it is a valid one.
fn tag_name(tag: &str) -> Option<String> {
    let name = tag
        .trim_end_matches('/')
        .split_whitespace()
        .next()
        .unwrap_or("");
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | ':'));
    valid.then(|| name.to_owned())
}

/// Names that, repeated as the only children of an element, make it a list.
const ITEM_NAMES: [&str; 6] = ["item", "li", "value", "element", "entry", "option"];

/// An element's content as a value: text, an object of its children, or a list when its
/// children all share one name.
pub(crate) fn element_node(e: &Element) -> Node<'static> {
    if e.children.is_empty() {
        let text = decode_entities(e.text.trim());
        return if text.is_empty() {
            Node::new(Kind::Empty)
        } else if text == "null" {
            Node::new(Kind::Null)
        } else {
            Node::new(Kind::Word(text.into()))
        };
    }
    let first = &e.children[0].name;
    let same = e.children.iter().all(|c| &c.name == first);
    // `<entry><key>k</key><value>v</value></entry>…`: a map.
    let pairs: Option<Vec<(Text<'static>, Node<'static>)>> = e
        .children
        .iter()
        .map(|c| match c.children.as_slice() {
            [k, v] if k.name == "key" && v.name == "value" && k.children.is_empty() => {
                Some((decode_entities(k.text.trim()).into(), element_node(v)))
            }
            _ => None,
        })
        .collect();
    if same && let Some(entries) = pairs {
        return Node::new(Kind::Object(entries));
    }
    if same && (e.children.len() > 1 || ITEM_NAMES.contains(&first.to_ascii_lowercase().as_str())) {
        return Node::new(Kind::Array(e.children.iter().map(element_node).collect()));
    }
    let mut entries: Vec<(Text<'static>, Node<'static>)> = Vec::new();
    for child in &e.children {
        let value = element_node(child);
        match entries.iter_mut().find(|(k, _)| *k == child.name) {
            Some((
                _,
                Node {
                    kind: Kind::Array(items),
                    ..
                },
            )) if !items.is_empty() => {
                items.push(value);
            }
            Some((_, prev)) => {
                let old = std::mem::replace(prev, Node::new(Kind::Null));
                *prev = Node::new(Kind::Array(vec![old, value]));
            }
            None => entries.push((child.name.clone().into(), value)),
        }
    }
    Node::new(Kind::Object(entries))
}

/// LangChain's XML shape: `{"tag": text}` for a leaf, `{"tag": [child, …]}` otherwise.
pub(crate) fn element_value(e: &Element) -> Value {
    let inner = if e.children.is_empty() {
        let text = decode_entities(e.text.trim());
        if text.is_empty() {
            Value::Null
        } else {
            Value::String(text)
        }
    } else {
        Value::Array(e.children.iter().map(element_value).collect())
    };
    let mut map = serde_json::Map::new();
    map.insert(e.name.clone(), inner);
    Value::Object(map)
}

/// A line's indentation and content.
fn indent(line: &str) -> (usize, &str) {
    let content = line.trim_start();
    (line.len() - content.len(), content.trim_end())
}

/// Whether `key` reads as a field name rather than the start of a sentence.
fn is_key(key: &str) -> bool {
    let key = key.trim();
    !key.is_empty()
        && key.len() <= 48
        && key.split_whitespace().count() <= 3
        && key
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | ' ' | '.' | '$'))
        && !key.starts_with(['-', '*'])
}

/// `key: value` lines (YAML-ish, including `key:` with an indented block below, `key: |`
/// block text, `- item` lists and the `key[2]: a,b` / `key[2]{f,g}:` table forms).
/// Lines that are not `key: value` are prose and skipped, but only before the first key.
/// Returns the record and the bytes of `text` its lines take (from the first key line to the
/// end of the last line read), so that the prose around them is read as any value's is.
pub(crate) fn key_value_lines(text: &str) -> Option<(Node<'static>, Range<usize>)> {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && l.trim() != "---" && !l.trim().starts_with("```"))
        .collect();
    // A markdown list of `key: value` items, every one a field of its own (`- guest: Amara`,
    // `- **Nights:** 3`): the marks and the emphasis are decoration, the lines a record's.
    let bulleted = bulleted_record(&lines);
    let written = lines.clone();
    // A key in emphasis (`**Runtime:** 108`, `__Title__: x`) is a key: the emphasis is
    // decoration, as in a bulleted record.
    let plain: Vec<String> = match bulleted {
        Some(plain) => plain,
        None => lines
            .iter()
            .map(|line| {
                let (ind, content) = indent(line);
                unemphasized(content)
                    .map_or_else(|| (*line).to_owned(), |p| format!("{}{p}", &line[..ind]))
            })
            .collect(),
    };
    let lines: Vec<&str> = plain.iter().map(String::as_str).collect();
    let mut pos = 0;
    // Skip prose up to the first key line.
    while pos < lines.len() && key_line(indent(lines[pos]).1).is_none() {
        pos += 1;
    }
    if pos == lines.len() {
        return None;
    }
    // A line keyed by a phrase that takes back what came before (`Correction: …`) is prose
    // about the record, not one of its fields: the record ends before it.
    let taken_back = lines[pos + 1..].iter().position(|line| {
        key_line(indent(line).1).is_some_and(|(key, _)| {
            cues::after_cue(key, 0, key.len(), &cues::Named) == cues::Cue::Retracted
        })
    });
    let lines = match taken_back {
        Some(n) => &lines[..pos + 1 + n],
        None => &lines[..],
    };
    let base = indent(lines[pos]).0;
    // A key's list at its own indentation (`tags:` then `- travel`) is its value in a record
    // of more fields; a lone one is a lead-in and its list (`Some of the guests:` then `- Ana`),
    // read as a list is.
    let (node, used) = match block(&lines[pos..], base, 0, true) {
        Some((node, used)) if matches!(&node.kind, Kind::Object(e) if e.len() > 1) => (node, used),
        _ => block(&lines[pos..], base, 0, false)?,
    };
    let Kind::Object(entries) = &node.kind else {
        return None;
    };
    if entries.is_empty() || used == 0 {
        return None;
    }
    // A bulleted record keeps one line for each line written.
    let offset = |line: &str| line.as_ptr() as usize - text.as_ptr() as usize;
    let last = written[pos + used - 1];
    let span = offset(written[pos])..offset(last) + last.len();
    Some((node, span))
}

/// A config file's assignments (`key = value` and `KEY=value` lines: TOML, INI, `.env`,
/// properties), with `[section]` headers and `#` or `;` comments among them and prose before
/// or after: the record they set, and the bytes of `text` the lines take. Under one section
/// header the record is read both flat and under the section's name; under several, under
/// each one's. A key set twice in one section, or assignments in two places with prose
/// between, name no one record: `None`.
pub(crate) fn assignment_lines(text: &str) -> Option<(Vec<Node<'static>>, Range<usize>)> {
    let mut sections: Vec<Section> = Vec::new();
    let mut span: Option<Range<usize>> = None;
    let mut ended = false;
    let mut at = 0;
    for raw in text.split_inclusive('\n') {
        let start = at;
        at += raw.len();
        let line = raw.trim();
        if line.is_empty() || line.starts_with("```") || line.starts_with(['#', ';']) {
            continue;
        }
        let section = line
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
            .filter(|name| is_config_key(name));
        let assignment = assignment(line);
        if section.is_none() && assignment.is_none() {
            if span.is_some() {
                ended = true;
            }
            continue;
        }
        if ended {
            return None;
        }
        let end = start + raw.trim_end().len();
        span = Some(span.map_or(start..end, |s| s.start..end));
        if let Some(name) = section {
            sections.push((Some(name.to_owned()), Vec::new()));
            continue;
        }
        let (key, value) = assignment?;
        if sections.is_empty() {
            sections.push((None, Vec::new()));
        }
        let entries = &mut sections.last_mut().expect("a section").1;
        if entries.iter().any(|(k, _)| k.as_ref() == key) {
            return None;
        }
        entries.push((key.to_owned().into(), scalar(value)));
    }
    let span = span?;
    if sections.iter().all(|(_, entries)| entries.is_empty()) {
        return None;
    }
    let mut out = Vec::new();
    if let [(_, entries)] = sections.as_slice() {
        out.push(Node::new(Kind::Object(entries.clone())));
    }
    if sections.iter().any(|(name, _)| name.is_some()) {
        let mut nested = Vec::new();
        for (name, entries) in sections {
            match name {
                Some(name) => nested.push((name.into(), Node::new(Kind::Object(entries)))),
                None => nested.extend(entries),
            }
        }
        out.push(Node::new(Kind::Object(nested)));
    }
    Some((out, span))
}

/// A config file's section: its name (none before the first header) and its entries.
type Section = (Option<String>, Vec<(Text<'static>, Node<'static>)>);

/// `(key, value)` of a `key = value` or `KEY=value` line (`export KEY=value` too); not a
/// comparison (`==`, `<=`, `>=`, `!=`, `=>`).
fn assignment(line: &str) -> Option<(&str, &str)> {
    let line = line.strip_prefix("export ").unwrap_or(line);
    let eq = line.find('=')?;
    let key = line[..eq].trim_end();
    let value = line[eq + 1..].trim();
    let before = line[..eq].chars().next_back();
    if matches!(before, Some('<' | '>' | '!' | '=')) || value.starts_with(['=', '>']) {
        return None;
    }
    is_config_key(key).then_some((key, value))
}

/// Whether `key` is a config file's key: a letter or `_`, then letters, digits, `_`, `-`,
/// `.`, at most 64 bytes.
fn is_config_key(key: &str) -> bool {
    key.len() <= 64
        && key.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
}

/// The lines of a markdown list of `key: value` items with the list's marks and the keys'
/// emphasis taken off, where every line at the list's level is such an item, each with its
/// own key, and none has lines under it (a list of records, `- name: a` then `  age: 3`,
/// stays a list); `None` otherwise. Prose lines before the list are kept as they are.
fn bulleted_record(lines: &[&str]) -> Option<Vec<String>> {
    const MARKS: [&str; 4] = ["- ", "* ", "• ", "+ "];
    let unmarked = |line: &str| {
        MARKS
            .iter()
            .find_map(|m| line.trim().strip_prefix(m))
            .map(str::to_owned)
    };
    let first = lines.iter().position(|l| unmarked(l).is_some())?;
    let mut out: Vec<String> = lines[..first].iter().map(|l| (*l).to_owned()).collect();
    let mut keys: std::collections::HashSet<String> = std::collections::HashSet::new();
    for (n, line) in lines.iter().enumerate().skip(first) {
        if indent(line).0 > 0 {
            return None;
        }
        // Prose after the list is kept as it is: it ends the record.
        let Some(item) = unmarked(line) else {
            out.extend(lines[n..].iter().map(|l| (*l).to_owned()));
            break;
        };
        let plain = unemphasized(&item).unwrap_or(item);
        let (key, _) = key_line(&plain)?;
        if !keys.insert(key.to_lowercase()) {
            return None;
        }
        out.push(plain);
    }
    (!keys.is_empty()).then_some(out)
}

/// A `key: value` line whose key is in emphasis (`**key:** value`, `**key**: value`,
/// `__key__: value`) without it; `None` for any other line.
fn unemphasized(line: &str) -> Option<String> {
    let mark = ["**", "__"].into_iter().find(|m| line.starts_with(m))?;
    let rest = &line[2..];
    let close = rest.find(mark)?;
    let plain = format!("{}{}", &rest[..close], &rest[close + 2..]);
    key_line(&plain).is_some().then_some(plain)
}

/// `(key, rest)` of a `key: value` or `key:` line.
fn key_line(content: &str) -> Option<(&str, &str)> {
    let colon = content.find(':')?;
    let key = &content[..colon];
    let rest = &content[colon + 1..];
    if !rest.is_empty() && !rest.starts_with(' ') && !rest.starts_with('\t') {
        return None;
    }
    let bare = key.split('[').next().unwrap_or(key);
    is_key(bare).then_some((key.trim(), rest.trim()))
}

/// Parses lines at indentation `base` into an object (or a list of items); returns it and how
/// many lines it used. With `compact`, a key with nothing after it takes the items of a list
/// at its own indentation below it.
fn block(
    lines: &[&str],
    base: usize,
    depth: usize,
    compact: bool,
) -> Option<(Node<'static>, usize)> {
    if depth > 32 {
        return None;
    }
    let mut entries: Vec<(Text<'static>, Node<'static>)> = Vec::new();
    let mut items: Vec<Node<'static>> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (ind, content) = indent(lines[i]);
        if ind < base {
            break;
        }
        if ind > base {
            // Indented text that belongs to nothing: stop.
            break;
        }
        if let Some(item) = list_item(content) {
            if !entries.is_empty() {
                break;
            }
            items.push(scalar(item));
            i += 1;
            continue;
        }
        let Some((key, rest)) = key_line(content) else {
            break;
        };
        if !items.is_empty() {
            break;
        }
        i += 1;
        // The lines indented below this one.
        let mut j = i;
        while j < lines.len() && indent(lines[j]).0 > base {
            j += 1;
        }
        // Or, below a key with nothing after it, the items of a list at its own indentation
        // (`tags:` then `- travel`, as YAML and markdown write them).
        if compact && j == i && rest.is_empty() {
            while j < lines.len()
                && indent(lines[j]).0 == base
                && list_item(indent(lines[j]).1).is_some()
            {
                j += 1;
            }
        }
        let (name, value) = member(key, rest, &lines[i..j], depth, compact)?;
        entries.push((name.trim().to_owned().into(), value));
        i = j;
    }
    if !items.is_empty() {
        return Some((Node::new(Kind::Array(items)), i));
    }
    Some((Node::new(Kind::Object(entries)), i))
}

/// The text of a list's item (`- travel`, `* travel`, `+ travel`, `• travel`; a bare `-` is
/// an empty one), or `None` for a line that is not one.
fn list_item(content: &str) -> Option<&str> {
    ["- ", "* ", "+ ", "• "]
        .iter()
        .find_map(|mark| content.strip_prefix(mark))
        .or_else(|| (content == "-").then_some(""))
}

/// One `key: rest` line and the lines indented below it: a TOON row list (`tags[2]: a,b`,
/// `people[2]{name,age}:` with rows below), block text (`key: |`), a nested block, or a
/// scalar.
fn member<'l>(
    key: &'l str,
    rest: &'l str,
    child: &[&'l str],
    depth: usize,
    compact: bool,
) -> Option<(&'l str, Node<'static>)> {
    if let Some((name, spec)) = key.split_once('[') {
        return Some((name, toon(spec, rest, child)));
    }
    if rest == "|" || rest == ">" || rest == "|-" || rest == ">-" {
        return Some((key, block_text(rest, child)));
    }
    if rest.is_empty() && !child.is_empty() {
        let child_base = indent(child[0]).0;
        let (node, _) = block(child, child_base, depth + 1, compact)?;
        return Some((key, node));
    }
    Some((key, scalar(rest)))
}

/// TOON's lists: `[2]{name,age}:` with one row of cells per line below, or `[2]: a,b`.
fn toon(spec: &str, rest: &str, child: &[&str]) -> Node<'static> {
    let fields = spec
        .split_once('{')
        .map(|(_, f)| f.trim_end_matches('}').trim_end_matches(']'));
    let Some(fields) = fields else {
        let cells = if rest.is_empty() {
            Vec::new()
        } else {
            rest.split(',').map(|c| scalar(c.trim())).collect()
        };
        return Node::new(Kind::Array(cells));
    };
    let names: Vec<&str> = fields.split(',').map(str::trim).collect();
    let rows = child
        .iter()
        .map(|row| {
            let cells = row.trim().split(',').map(str::trim);
            Node::new(Kind::Object(
                names
                    .iter()
                    .zip(cells)
                    .map(|(n, c)| ((*n).to_owned().into(), scalar(c)))
                    .collect(),
            ))
        })
        .collect();
    Node::new(Kind::Array(rows))
}

/// Block text (`key: |` and its kin): dedented by its first line; `|` keeps line breaks,
/// `>` folds them, `-` drops the final one.
fn block_text(style: &str, child: &[&str]) -> Node<'static> {
    let first = child.first().map_or(0, |l| indent(l).0);
    let lines: Vec<&str> = child
        .iter()
        .map(|l| l.get(first..).unwrap_or_else(|| l.trim_start()).trim_end())
        .collect();
    let mut joined = if style.starts_with('|') {
        lines.join("\n")
    } else {
        lines.join(" ")
    };
    if !style.ends_with('-') {
        joined.push('\n');
    }
    Node::new(Kind::Str(joined.into()))
}

/// A scalar written in a light format: quoted, a literal, a number, or text.
fn scalar(text: &str) -> Node<'static> {
    let t = without_comment(text).trim();
    if t.len() >= 2
        && (t.starts_with('"') && t.ends_with('"') || t.starts_with('\'') && t.ends_with('\''))
    {
        return Node::new(Kind::Str(t[1..t.len() - 1].to_owned().into()));
    }
    if t.is_empty() {
        return Node::new(Kind::Null);
    }
    // A YAML flow sequence (`[ergonomic, office]`) or mapping on one line.
    if (t.starts_with('[') && t.ends_with(']') || t.starts_with('{') && t.ends_with('}'))
        && let Ok(node) = lenient::parse_one(t, 32)
        && !node.cut
    {
        return node.into_owned();
    }
    tree::classify(t).into_owned()
}

/// A line's value without the comment after it: YAML's and TOML's `#` after whitespace,
/// where a space or the line's end follows it or two spaces or a tab precede it (`Galatasaray
/// # club name`, `1905  #year`), outside quotes. A `#` written into the value stays (`Issue
/// #42`, `C#`).
fn without_comment(text: &str) -> &str {
    let b = text.as_bytes();
    let mut quote = None;
    for (i, &c) in b.iter().enumerate() {
        match (c, quote) {
            (b'"' | b'\'', None) if i == 0 || b[i - 1].is_ascii_whitespace() => quote = Some(c),
            (q, Some(open)) if q == open => quote = None,
            (b'#', None) if i > 0 && b[i - 1].is_ascii_whitespace() => {
                let spaced = b.get(i + 1).is_none_or(u8::is_ascii_whitespace);
                let set_off = b[i - 1] == b'\t' || i >= 2 && b[i - 2].is_ascii_whitespace();
                if spaced || set_off {
                    return &text[..i];
                }
            }
            _ => {}
        }
    }
    text
}

/// Most tables read in one reply; bounds the work on replies full of pipes.
const MAX_TABLES: usize = 16;

/// A markdown table: its header's cells, its rows' cells (as many as the header's, each
/// read as a scalar), and the bytes of the text it takes.
pub(crate) struct Table {
    pub header: Vec<String>,
    pub rows: Vec<Vec<Node<'static>>>,
    pub span: Range<usize>,
    /// Whether every row has the header's cells and the header a name in each: otherwise
    /// which cell is whose is not certain, and the table holds no value (its text is still a
    /// table's, not prose).
    pub certain: bool,
}

impl Table {
    /// Each row as a record of the header's names.
    pub(crate) fn records(&self) -> Vec<Node<'static>> {
        self.rows
            .iter()
            .map(|row| {
                Node::new(Kind::Object(
                    self.header
                        .iter()
                        .zip(row)
                        .map(|(name, cell)| (name.clone().into(), cell.clone()))
                        .collect(),
                ))
            })
            .collect()
    }

    /// A table of two columns whose first names a field on each row (`| Field | Value |`)
    /// as one record; `None` where it has other columns or names a field twice.
    pub(crate) fn as_fields(&self) -> Option<Node<'static>> {
        if self.header.len() != 2 {
            return None;
        }
        let mut seen = std::collections::HashSet::new();
        let mut entries = Vec::new();
        for row in &self.rows {
            let (Kind::Word(key) | Kind::Str(key)) = &row[0].kind else {
                return None;
            };
            if !is_key(key) || !seen.insert(key.to_lowercase()) {
                return None;
            }
            entries.push((key.clone().into_owned().into(), row[1].clone()));
        }
        (!entries.is_empty()).then(|| Node::new(Kind::Object(entries)))
    }
}

/// The markdown tables of `text`: a header row, a delimiter row (`|---|:---:|`) of as many
/// cells, and the rows under it up to the first line that is no row. A table with a row of
/// another number of cells, or a header with an empty or repeated name, is not
/// [certain](Table::certain).
pub(crate) fn tables(text: &str) -> Vec<Table> {
    let mut out = Vec::new();
    let mut lines = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        lines.push((at, line.trim_end_matches(['\n', '\r'])));
        at += line.len();
    }
    let mut i = 0;
    while i + 1 < lines.len() && out.len() < MAX_TABLES {
        let (start, head) = lines[i];
        let Some(header) =
            row_cells(head).filter(|cells| delimiter(lines[i + 1].1) == Some(cells.len()))
        else {
            i += 1;
            continue;
        };
        let mut rows = Vec::new();
        let mut end = lines[i + 1].0 + lines[i + 1].1.len();
        let mut j = i + 2;
        let mut ragged = false;
        while let Some(&(row_at, line)) = lines.get(j) {
            let Some(cells) = row_cells(line) else { break };
            ragged |= cells.len() != header.len();
            rows.push(cells.iter().map(|c| cell(c)).collect::<Vec<_>>());
            end = row_at + line.len();
            j += 1;
        }
        let names: Vec<String> = header.iter().map(|h| unmarked_cell(h).to_owned()).collect();
        let mut seen = std::collections::HashSet::new();
        let named = names
            .iter()
            .all(|n| !n.is_empty() && seen.insert(n.to_lowercase()));
        if !rows.is_empty() {
            out.push(Table {
                header: names,
                rows,
                span: start..end,
                certain: !ragged && named,
            });
        }
        i = j;
    }
    out
}

/// The cells of a table row (`| a | b |`, or `a | b` without the outer pipes), `\|` a pipe
/// inside a cell; `None` for a line with no pipe between cells.
fn row_cells(line: &str) -> Option<Vec<String>> {
    let t = line.trim();
    if !t.contains('|') {
        return None;
    }
    let inner = t.strip_prefix('|').unwrap_or(t);
    let inner = inner
        .strip_suffix('|')
        .filter(|s| !s.ends_with('\\'))
        .unwrap_or(inner);
    let mut cells = vec![String::new()];
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                cells.last_mut().expect("one cell").push('|');
                chars.next();
            }
            '|' => cells.push(String::new()),
            _ => cells.last_mut().expect("one cell").push(c),
        }
    }
    let cells: Vec<String> = cells.into_iter().map(|c| c.trim().to_owned()).collect();
    (cells.len() > 1 || t.starts_with('|')).then_some(cells)
}

/// The number of cells of a table's delimiter row (`|---|:--:|`), `None` for any other line.
fn delimiter(line: &str) -> Option<usize> {
    let cells = row_cells(line)?;
    cells
        .iter()
        .all(|c| {
            let dashes = c.trim_start_matches(':').trim_end_matches(':');
            !dashes.is_empty() && dashes.bytes().all(|b| b == b'-')
        })
        .then_some(cells.len())
}

/// A cell's text without the emphasis or code marks around all of it.
fn unmarked_cell(cell: &str) -> &str {
    let mut t = cell.trim();
    for mark in ["**", "__", "`", "*", "_"] {
        if t.len() > 2 * mark.len() && t.starts_with(mark) && t.ends_with(mark) {
            t = t[mark.len()..t.len() - mark.len()].trim();
        }
    }
    t
}

/// A table cell as a scalar: empty is null.
fn cell(text: &str) -> Node<'static> {
    scalar(unmarked_cell(text))
}

/// Markdown list items (`-`, `*`, `•`, `+`, `1.`, `1)`), prose around them ignored, and
/// where the first item's line starts (the prose before it leads into the list).
///
/// The items are one list where nothing but blank or indented lines stands between them;
/// a line of its own between items (a heading, a paragraph) starts another list, and a
/// reply of two lists names no one list (`## Required` … `## Optional` …): `None`.
pub(crate) fn list_items(text: &str) -> Option<(Node<'static>, usize)> {
    let mut items = Vec::new();
    let mut first = None;
    // Where the last item's line ends.
    let mut last_end = 0;
    // Whether a line that is no item stood apart since the last item.
    let mut parted = false;
    for line in text.lines() {
        let t = line.trim_start();
        let item = if let Some(rest) = t
            .strip_prefix("- ")
            .or_else(|| t.strip_prefix("* "))
            .or_else(|| t.strip_prefix("• "))
            .or_else(|| t.strip_prefix("+ "))
        {
            Some(rest)
        } else {
            let digits = t.bytes().take_while(u8::is_ascii_digit).count();
            (digits > 0 && digits < 4)
                .then(|| &t[digits..])
                .and_then(|r| r.strip_prefix(". ").or_else(|| r.strip_prefix(") ")))
        };
        let Some(item) = item else {
            parted |= !items.is_empty() && !t.is_empty() && t.len() == line.len();
            continue;
        };
        {
            if parted {
                return None;
            }
            let start = line.as_ptr() as usize - text.as_ptr() as usize;
            first.get_or_insert(start);
            last_end = start + line.len();
            let item = item.trim();
            let item = item
                .strip_prefix("**")
                .and_then(|i| i.strip_suffix("**"))
                .unwrap_or(item);
            let item = without_examples(item);
            items.push(Node::new(Kind::Str(item.to_owned().into())));
        }
    }
    // A list the prose after it says goes on (`and so on`, a line of `...`) is not whole.
    if !items.is_empty() && cues::goes_on(&text[last_end..]) {
        return None;
    }
    Some((Node::new(Kind::Array(items)), first?))
}

/// Words that open an aside of examples in parentheses, in the languages the engine reads.
const EXAMPLES_ASIDE: [&str; 11] = [
    "e.g.",
    "eg ",
    "e. g.",
    "such as",
    "for example",
    "for instance",
    "like ",
    "z. b.",
    "z.b.",
    "p. ex.",
    "por ejemplo",
];

/// A list item without the examples it gives in parentheses at its end (`Fruits (e.g.
/// apple, mango)` is `Fruits`): an aside about the item, not a part of its name. Any other
/// parentheses stay (`Salt (coarse)`).
fn without_examples(item: &str) -> &str {
    let Some(inner) = item.strip_suffix(')') else {
        return item;
    };
    let Some(open) = inner.rfind(" (") else {
        return item;
    };
    let aside = inner[open + 2..].to_lowercase();
    let head = inner[..open].trim_end();
    if !head.is_empty() && EXAMPLES_ASIDE.iter().any(|w| aside.starts_with(w)) {
        head
    } else {
        item
    }
}

/// Comma-separated values on their own (`foo, bar, baz`), with double-quoted items grouping
/// commas; semicolons part the values of a line that holds no comma (`a@x.fo; b@x.fo`).
/// Refused when an item reads as a sentence or holds a label: that is prose, not a list.
pub(crate) fn comma_separated(text: &str) -> Option<Node<'static>> {
    let text = text.trim();
    if text.is_empty() {
        return Some(Node::new(Kind::Array(Vec::new())));
    }
    let sep = if !text.contains(',') && text.contains(';') {
        ';'
    } else {
        ','
    };
    let mut items = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if current.trim().is_empty() && !quoted => {
                current.clear();
                quoted = true;
            }
            '"' if quoted => {
                if chars.peek() == Some(&'"') {
                    chars.next();
                    current.push('"');
                } else {
                    quoted = false;
                }
            }
            c if c == sep && !quoted => items.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    items.push(current);
    let several = items.len() > 1;
    let items: Vec<String> = items
        .into_iter()
        .map(|i| {
            let i = i.trim();
            // `a, b, and c`: the conjunction before the last item is no part of it.
            let joined = ["and ", "or ", "& ", "und ", "et ", "y ", "e "]
                .iter()
                .find_map(|c| i.strip_prefix(c).filter(|_| several));
            joined.unwrap_or(i).trim().to_owned()
        })
        .collect();
    // A label inside an item (`…symptoms, some of which are: fatigue, …`) makes the line
    // prose that leads into values, not values.
    if items.iter().any(|i| is_sentence(i) || i.contains(": ")) {
        return None;
    }
    // A last item that ends by saying the list goes on (`plums etc.`, `plommon m.m.`): the
    // line is not the whole list.
    if several
        && items
            .last()
            .is_some_and(|last| cues::last_item_elides(last))
    {
        return None;
    }
    let mut items = items;
    if several && let Some(last) = items.last_mut() {
        // A script's own full stop is never part of a word (`ଓଡ଼ିଆ, ହିନ୍ଦୀ, ବଙ୍ଗଳା।`, `…, ኦሮምኛ።`).
        let end = last.trim_end();
        if let Some(stop) = end.chars().next_back().filter(|c| FULL_STOPS.contains(c)) {
            let kept = end[..end.len() - stop.len_utf8()].trim_end().len();
            last.truncate(kept);
        }
        match sentence_stop(last) {
            Stop::Sentence => {
                last.pop();
            }
            Stop::Either => return None,
            Stop::Item => {}
        }
    }
    Some(Node::new(Kind::Array(
        items
            .into_iter()
            .map(|i| Node::new(Kind::Str(i.into())))
            .collect(),
    )))
}

/// The full stops of scripts besides the Latin one, which end a sentence and never a word:
/// Devanagari and the Brahmic scripts' danda, Burmese, Ethiopic, Urdu, CJK (and their
/// full-width forms).
const FULL_STOPS: [char; 7] = ['।', '॥', '။', '።', '۔', '。', '．'];

/// What the full stop at the end of a list's last item ends.
enum Stop {
    /// The sentence (`Lisbon, Porto, Faro.`): no part of the item.
    Sentence,
    /// The item, or there is none (`Washington D.C.`, `…, Porto`).
    Item,
    /// Either: a short capitalized word after a name may be an abbreviation (`Acme Corp.`,
    /// `Doe J.`) or a sentence's last word (`New York City.`).
    Either,
}

/// The full stop that ends a list's last item (`Lisbon, Porto, Faro.`): the sentence's, where
/// the item is one word (`Faro.`, `serde.`) or ends in a word that is no abbreviation
/// (lowercase, or longer than four letters); the item's own where its last word has a dot
/// inside (`D.C.`, `e.g.`) or the stop is one of several (`…`); either, and so no one list,
/// where a short capitalized word follows a name (`Acme Corp.`, `Smith J.`).
fn sentence_stop(item: &str) -> Stop {
    let Some(word) = item.strip_suffix('.') else {
        return Stop::Item;
    };
    let last = word.rsplit(char::is_whitespace).next().unwrap_or(word);
    if word.ends_with(['.', ' ']) || last.is_empty() || last.contains('.') {
        return Stop::Item;
    }
    let one_word = !word.contains(char::is_whitespace);
    let capitalized = last.starts_with(char::is_uppercase);
    if one_word || !capitalized || last.chars().count() > 4 {
        Stop::Sentence
    } else {
        Stop::Either
    }
}

fn is_sentence(text: &str) -> bool {
    let words = text.split_whitespace().count();
    words >= 6 || words >= 3 && text.ends_with(['.', '!', '?', ':'])
}

/// Words that answer a question yes, in the languages the engine reads.
const YES: [&str; 187] = [
    "yes",
    "yeah",
    "yep",
    "ja",
    "oui",
    "sí",
    "sì",
    "sim",
    "да",
    "так",
    "tak",
    "ano",
    "evet",
    "ναι",
    "kyllä",
    "ya",
    "có",
    "हाँ",
    "כן",
    "نعم",
    "はい",
    "네",
    "是",
    "是的",
    // In about 125 languages (helper data, 2026-11-28; Latin words of two letters or
    // fewer, and words that answer yes in one language and no in another, `jo`, left out).
    "yup",
    "ouais",
    "jawohl",
    "jep",
    "jawel",
    "jazeker",
    "áno",
    "jah",
    "ага",
    "авжеж",
    "taip",
    "jā",
    "jaa",
    "joo",
    "juu",
    "igen",
    "bəli",
    "hə",
    "иә",
    "ия",
    "ооба",
    "ҳа",
    "бале",
    "ҳо",
    "hawa",
    "әйе",
    "эйе",
    "тийм",
    "тиймээ",
    "за",
    "კი",
    "დიახ",
    "ჰო",
    "այո",
    "հա",
    "iva",
    "sea",
    "tá",
    "tha",
    "ydw",
    "ydy",
    "oes",
    "bai",
    "já",
    "jú",
    "japp",
    "jawis",
    "yebo",
    "ewe",
    "hongu",
    "ehe",
    "ndiyo",
    "ndio",
    "yego",
    "yee",
    "iyo",
    "bẹ́ẹ̀ni",
    "bẹẹni",
    "beeni",
    "na'am",
    "naʼam",
    "haa",
    "eeyyee",
    "eeyye",
    "eyyee",
    "አዎ",
    "አዎን",
    "እወ",
    "eny",
    "أجل",
    "بلى",
    "ايوه",
    "יאָ",
    "יא",
    "بله",
    "آره",
    "بلی",
    "هو",
    "erê",
    "belê",
    "بەڵێ",
    "ئەرێ",
    "ئا",
    "ہاں",
    "ها",
    "हां",
    "हो",
    "होय",
    "हजुर",
    "হ্যাঁ",
    "হাঁ",
    "হয়",
    "ହଁ",
    "ਹਾਂ",
    "હા",
    "હાજી",
    "ஆம்",
    "ஆமாம்",
    "ஆமா",
    "అవును",
    "ఔను",
    "ಹೌದು",
    "അതെ",
    "ഉവ്വ്",
    "ඔව්",
    "ඔව්ව",
    "对的",
    "是啊",
    "对啊",
    "没错",
    "對的",
    "對啊",
    "沒錯",
    "係呀",
    "係啊",
    "啱呀",
    "冇錯",
    "係嘅",
    "ええ",
    "うん",
    "vâng",
    "dạ",
    "ใช่",
    "ใช่ครับ",
    "ใช่ค่ะ",
    "ครับผม",
    "ແມ່ນແລ້ວ",
    "ແມ່ນ",
    "បាទ",
    "ចាស",
    "ចា",
    "ဟုတ်ကဲ့",
    "ဟုတ်တယ်",
    "ဟုတ်",
    "ལགས་སོ",
    "ལགས་ཡིན",
    "iya",
    "nggih",
    "inggih",
    "enya",
    "muhun",
    "sumuhun",
    "opo",
    "oho",
    "wen",
    "ʻae",
    "'ae",
    "āe",
    "ioe",
    "ʻio",
    "'io",
    "arí",
    "ari",
    "jisa",
    "heẽ",
    "hẽe",
    "jes",
    "ita",
    "sic",
    "etiam",
    "certe",
    "ھەئە",
    "ھە",
];

/// The answer of a reply that opens with yes or no (`Yes — the store is open on Sundays.`,
/// `Nein, leider nicht.`, `はい、開いています。`): the word alone or before a mark that ends it
/// (a comma, a dash, a full stop, ...). `None` where the reply opens otherwise, or where a
/// sentence after it opens with the opposite word (`Yes. Actually, no.`).
pub(crate) fn leading_yes_no(text: &str) -> Option<bool> {
    let marks = |c: char| {
        matches!(
            c,
            ',' | '.' | '!' | ';' | ':' | '—' | '–' | '-' | '、' | '。' | '，' | '！'
        ) || c.is_whitespace()
    };
    let opening = |sentence: &str| -> Option<bool> {
        let t = sentence.trim_start().trim_start_matches(['*', '_']);
        let end = t.find(marks).unwrap_or(t.len());
        let word = t[..end].trim_end_matches(['*', '_']).to_lowercase();
        let after = t[end..].trim_start_matches(['*', '_']);
        // The word ends the sentence or is set apart from what follows.
        let apart = after.is_empty() || after.starts_with(|c: char| c != ' ' && marks(c));
        let apart =
            apart || after.starts_with(" —") || after.starts_with(" –") || after.starts_with(" - ");
        if !apart {
            return None;
        }
        if YES.contains(&word.as_str()) {
            Some(true)
        } else if cues::NO_WORDS.contains(&word.as_str()) {
            Some(false)
        } else {
            None
        }
    };
    let answer = opening(text)?;
    // The opposite word anywhere after, set apart as an answer (`Yes. Actually, no.`), not
    // a word of a sentence (`Yes, there is no charge.`).
    let opposite = if answer {
        &cues::NO_WORDS[..]
    } else {
        &YES[..]
    };
    let lower = text.to_lowercase();
    let answered_otherwise = opposite.iter().any(|word| {
        lower.match_indices(word).any(|(at, _)| {
            let before = lower[..at].chars().next_back();
            let after = lower[at + word.len()..]
                .trim_start_matches(['*', '_'])
                .chars()
                .next();
            at > 0
                && !before.is_some_and(char::is_alphanumeric)
                && after.is_none_or(|c| c != ' ' && marks(c) || c == '?')
        })
    });
    (!answered_otherwise).then_some(answer)
}

/// What a prose scan looks for.
pub(crate) enum Atom<'a> {
    Text(&'a str),
    Number(f64),
    Bool(bool),
}

/// A value prose names, with where the prose first writes it when it is a number.
pub(crate) type Named = (Node<'static>, Option<Range<usize>>);

/// [`scan_prose_at`], the value alone.
#[cfg(test)]
fn scan_prose(text: &str, atoms: &[Atom<'_>]) -> Result<Option<Node<'static>>, ()> {
    Ok(scan_prose_at(text, atoms, None)?.map(|(node, _)| node))
}

/// Scans prose for the atoms (enum values, booleans, numbers) it names as whole words.
/// Returns the one value named (with where the prose first writes it, when it is a number),
/// `Err(())` when two different ones are, `Ok(None)` when none.
#[allow(clippy::result_unit_err)]
///
/// `field` is the name of the field the prose is read for, where it is one. A number that
/// labels a thing (`#2231`, `§ 8`: [`numbers::labelled`]) may be the value only where the
/// field is named for one (`ticket_id`); a number written in another measure than the one the
/// field's name declares is another quantity, passed over ([`numbers::other_measure`]:
/// `16-inch` beside `price_usd`).
pub(crate) fn scan_prose_at(
    text: &str,
    atoms: &[Atom<'_>],
    field: Option<&str>,
) -> Result<Option<Named>, ()> {
    let labels = field.is_some_and(crate::schema::shape::names_label);
    let places = Places::new(text);
    // Spelled exactly as a value (case included) decides first: `TWO" is one of...` names
    // `TWO`, not `ONE`. Only where the value's capitals set it apart from a word: a value
    // in lowercase is spelled so by the word as well (`storage plus family sharing` names
    // no plan `plus` beside `Premium`), and is weighed with the others.
    if let Some(found) = scan_words(text, atoms, true, labels, &places, field)?
        && matches!(&found.0.kind, Kind::Str(s) if s.chars().any(char::is_uppercase))
    {
        return if places.undecided() {
            Err(())
        } else {
            Ok(Some(found))
        };
    }
    places.restart();
    let found = scan_words(text, atoms, false, labels, &places, field)?;
    if places.undecided() {
        return Err(());
    }
    Ok(found)
}

/// The provenance of the values prose names, one after another: each place's cue is read
/// in the prose since the previous one ended, as for values written as JSON
/// ([`Provenance::of`]): an example, a quotation, code, a value taken back is no answer.
///
/// At most [`PLACES_READ`] places are read; the rest count as doubtful (never the answer):
/// prose that names a value more often is refused rather than read at a cost that grows
/// with it (`42 42 42 …`: the first ones decide).
struct Places<'t> {
    text: &'t str,
    provenance: Provenance<'t>,
    floor: std::cell::Cell<usize>,
    read: std::cell::Cell<usize>,
    hedged: std::cell::Cell<bool>,
    taken_back: std::cell::Cell<bool>,
    skip_to: std::cell::Cell<usize>,
}

impl<'t> Places<'t> {
    fn new(text: &'t str) -> Self {
        Places {
            text,
            provenance: Provenance::new(text, &spans::fences(text)),
            floor: std::cell::Cell::new(0),
            read: std::cell::Cell::new(0),
            hedged: std::cell::Cell::new(false),
            taken_back: std::cell::Cell::new(false),
            skip_to: std::cell::Cell::new(0),
        }
    }

    /// Starts again from the reply's start (another scan of it).
    fn restart(&self) {
        self.floor.set(0);
        self.read.set(0);
        self.skip_to.set(0);
    }

    /// Whether the value named at `range` (the next place) is doubtful.
    fn doubtful(&self, range: std::ops::Range<usize>, text_len: usize) -> bool {
        let read = self.read.get() + 1;
        self.read.set(read);
        if read > PLACES_READ {
            return true;
        }
        // (A number inside a remark that names it as the value a correction replaced.)
        if range.start < self.skip_to.get() {
            return true;
        }
        let floor = self.floor.replace(range.end).min(range.start);
        // A number in a fence is a part of the code or data written there (`replicas: 3` of
        // a manifest), which the fence's own reading reads: prose names none of it.
        if self.provenance.in_fence(&range) {
            return true;
        }
        // A value named in prose that says the value is not given or only guessed (`45, but
        // that is just a guess`) is made up, as a record written beside such prose is.
        let cue = self.provenance.of(&range, floor, text_len, &cues::Named);
        // A case under a condition, or an alternative left open: the prose settles on no
        // value ([`Places::undecided`]).
        if cue == cues::Cue::Hedged {
            self.hedged.set(true);
            return true;
        }
        // A value on a line of its own is the reply's written answer (`116`): taken back, it
        // is corrected only by another written so, never by a number the prose names after.
        if cue == cues::Cue::Retracted && spans::alone_on_its_line(self.text, &range) {
            self.taken_back.set(true);
        }
        // A value whose own remark in parentheses corrects it and names the value it
        // replaced (`14 (corrected from 41)`, `14 (opravené z pôvodných 41)`): the value is
        // the correction, the remark's numbers the old one.
        if cue == cues::Cue::Retracted
            && let Some(remark) = self.replaced_in_remark(range.end)
        {
            self.skip_to.set(remark.end);
            return false;
        }
        cue.is_doubtful()
    }

    /// The remark in parentheses right after a value at `end`, when a number in it follows
    /// words that name the value a correction replaced ([`cues::names_prior`]).
    fn replaced_in_remark(&self, end: usize) -> Option<std::ops::Range<usize>> {
        let rest = &self.text[end..];
        let open = rest.len() - rest.trim_start_matches([' ', '\u{a0}']).len();
        let rest = &rest[open..];
        if !rest.starts_with(['(', '（']) {
            return None;
        }
        let close = rest
            .char_indices()
            .find(|&(_, c)| matches!(c, ')' | '）'))
            .map_or(rest.len(), |(at, c)| at + c.len_utf8());
        let remark = &rest[..close];
        units::number_spans(remark)
            .next()
            .filter(|first| cues::names_prior(&remark[..first.start]))
            .map(|_| end + open..end + open + close)
    }

    /// Whether a value written on a line of its own was taken back: the prose's other
    /// numbers are a correction never written as the answer.
    fn taken_back(&self) -> bool {
        self.taken_back.get()
    }

    /// Whether a value the prose names was hedged (stated under a condition, offered as an
    /// alternative): whatever else it names, the prose settles on none.
    fn undecided(&self) -> bool {
        self.hedged.get()
    }
}

fn scan_words(
    text: &str,
    atoms: &[Atom<'_>],
    exact: bool,
    labels: bool,
    places: &Places<'_>,
    field: Option<&str>,
) -> Result<Option<Named>, ()> {
    let needles = Needles::new(atoms, exact);
    // The reply's words are read as they come: a window holds the words a match may span
    // and the few before it that may deny it, so prose of any length costs no more memory.
    let mut words = words::word_ranges(text).map(|range| Word::new(text, range, exact));
    let mut window: Vec<Word<'_>> = Vec::new();
    let mut base = 0; // the index among the reply's words of `window[0]`
    let mut found: Option<usize> = None;
    // Whether a value was named as one of alternatives left open: with no other, the reply
    // is undecided between them.
    let mut open_alternatives = false;
    // A value asked about (`Forse "medio"?`): not stated, and a different value named after
    // it leaves the reply undecided between them.
    let mut asked: Option<usize> = None;
    let mut covered = 0;
    for start in 0.. {
        while base + window.len() < start + needles.longest {
            let Some(word) = words.next() else { break };
            window.push(word);
        }
        let Some(here) = window.get(start - base..).filter(|w| !w.is_empty()) else {
            break;
        };
        // Longest match wins where matches overlap (`car-2` is not also `car`).
        // `B+`, `C#`, `B-`, `car-2`: a value with a mark against its end is another word,
        // unless the value ends with that mark itself (`C#`); one that no value is leaves the
        // prose naming no one value.
        let mut hits = needles.at(here);
        let carries = |atom: usize, end: usize| {
            matches!(atoms[atom], Atom::Text(t)
                if !after_last_word(t).is_empty()
                    && text[end..].strip_prefix(after_last_word(t)).is_some_and(|rest| !marked_on(rest)))
        };
        if start >= covered
            && hits
                .iter()
                .any(|&(len, _)| marked_on(&text[here[len - 1].range.end..]))
        {
            hits.retain(|&(len, atom)| {
                let end = here[len - 1].range.end;
                !marked_on(&text[end..]) || carries(atom, end)
            });
            if hits.is_empty() {
                return Err(());
            }
        }
        for (len, atom) in hits {
            if start < covered {
                continue;
            }
            covered = start + len;
            if negated(text, &window[..=start - base]) {
                // `not positive`: a value named only to be denied is not the answer.
                continue;
            }

            let place = here[0].range.start..here[len - 1].range.end;
            // `positive or negative`: one of alternatives left open is not the answer. Stated
            // (`Ruby, or possibly Python`), they leave the reply undecided whatever else it
            // names; asked (`Is it positive or negative?`), an answer may follow.
            if cues::offered_with_alternative(&text[..place.start], &text[place.end..]) {
                if !cues::asked(&text[place.end..]) {
                    return Err(());
                }
                open_alternatives = true;
                continue;
            }
            // `maybe "premium"?`: a value asked about is not stated.
            if text[place.end..]
                .trim_start_matches(|c: char| {
                    cues::is_closing_quote(c) || matches!(c, '*' | ' ' | '\u{a0}' | '\u{202f}')
                })
                .starts_with(['?', '？'])
            {
                asked.get_or_insert(atom);
                continue;
            }
            // `Maybe the answer is "yes"`, `शायद उत्तर "हाँ" है`: a value named under a hedge
            // is a guess, and leaves the prose undecided.
            if qualifiers::hedged_before(&text[..place.start]) {
                return Err(());
            }
            if places.doubtful(place, text.len()) {
                continue;
            }
            match found {
                Some(f) if f != atom => {
                    // Same value spelled the same way twice is fine; different values are not.
                    if !same_atom(&atoms[f], &atoms[atom]) {
                        return Err(());
                    }
                }
                _ => found = Some(atom),
            }
        }
        if start - base >= 4 * NEGATION_REACH {
            let drop = start - base - NEGATION_REACH;
            window.drain(..drop);
            base += drop;
        }
    }
    if found.is_none() && open_alternatives {
        return Err(());
    }
    if let (Some(f), Some(a)) = (found, asked)
        && !same_atom(&atoms[f], &atoms[a])
    {
        return Err(());
    }
    // Numbers: every number token in the text; one that reads no way for sure, or two that
    // differ, and prose names no one number.
    // Prose that computes (`10 rows, 10 seats, so 10·10`, `350 ÷ 50 = 7`) writes its numbers
    // as work: no number it names is the answer (a line labelled as the answer may be).
    if !exact
        && atoms.iter().any(|a| matches!(a, Atom::Number(_)))
        && found.is_none()
        && numbers::computes(text)
    {
        return Ok(None);
    }
    if !exact && atoms.iter().any(|a| matches!(a, Atom::Number(_))) && found.is_none() {
        let mut number: Option<(String, Range<usize>)> = None;
        places.restart();
        let doubtful = |range| places.doubtful(range, text.len());
        let declared = field.is_some_and(numbers::declares_measure);
        let year_field = field.is_some_and(numbers::names_year);
        let mut counted = false;
        let numbers =
            number_tokens(text, labels, declared, &doubtful).chain(number_words(text, &doubtful));
        for (token, at) in numbers {
            // `rose by 2%`: the amount a quantity changed by, not the quantity, unless the
            // field is named for a change (`growth_percent`).
            if qualifiers::changed_by(&text[..at.start], &text[at.end..])
                && !field.is_some_and(crate::schema::shape::names_change)
            {
                continue;
            }
            // `code 400`, `HTTP 404`, `line 12`: a number a noun before it names is that noun's
            // label, not the field's quantity, unless the field is named for it (`line_no`) or
            // for a label (`status_code`); so is a number in a name (`the Pixel 8's battery`).
            if !labels
                && field.is_some_and(|key| {
                    numbers::in_name(text, at.clone())
                        || units::named_by(&text[..at.start]).is_some_and(|noun| {
                            !crate::schema::shape::key_parts(key)
                                .iter()
                                .any(|part| part.eq_ignore_ascii_case(noun))
                        })
                })
            {
                continue;
            }
            // `พ.ศ. 2510`, `1445 AH`: a year of another calendar's count, no quantity here.
            if numbers::other_era(&text[..at.start], &text[at.end..]) {
                continue;
            }
            // `5 millones de euros en 2023`: a year the prose speaks of, for a field that is
            // none.
            if field.is_some()
                && !year_field
                && numbers::written_as_year(&text[..at.start], &text[at.clone()], &text[at.end..])
            {
                continue;
            }
            // `She is 34 now` for `birth_year`: a year is written with three digits at least.
            if year_field && text[at.clone()].bytes().filter(u8::is_ascii_digit).count() < 3 {
                continue;
            }
            // `12 items`, `1,920 customers` for `price_usd` or `weight_kg`: a number followed by
            // the noun it counts is a count, not the amount the field's name declares. It
            // leaves only an amount written with its measure the value: beside a bare number
            // (`od 3 do 5 pracovných dní`, the noun maybe a word of the unit no table holds),
            // the prose names no one number.
            if declared
                && measure_at(text, at.clone()) == (None, None)
                && numbers::counts_noun(&text[at.end..])
            {
                counted = true;
                continue;
            }
            // `the 16-inch model: $1,299.00` for `price_usd`: not the field's quantity.
            if field.is_some_and(|key| {
                let (currency, unit) = measure_at(text, at.clone());
                numbers::other_measure(key, currency, unit)
            }) {
                continue;
            }
            // `It's not 5 — the answer is 6`, `The answer is 6, not 5`, `5이 아닙니다`: a
            // number its clause denies is not the answer.
            if cues::negated(&text[..at.start], Between::Words)
                || cues::negated_after(&text[at.end..])
            {
                continue;
            }
            let token = token.ok_or(())?;
            match &number {
                Some((n, _)) if *n != token => return Err(()),
                Some(_) => {}
                None => number = Some((token, at)),
            }
        }
        if counted
            && let Some((_, at)) = &number
            && measure_at(text, at.clone()) == (None, None)
        {
            return Err(());
        }
        if places.taken_back() {
            return Ok(None);
        }
        return Ok(number.map(|(n, at)| (Node::new(Kind::Number(n.into())), Some(at))));
    }
    Ok(found.map(|n| {
        let node = match atoms[n] {
            Atom::Text(t) => Node::new(Kind::Str(t.to_owned().into())),
            Atom::Bool(b) => Node::new(Kind::Bool(b)),
            Atom::Number(x) => Node::new(Kind::Number(x.to_string().into())),
        };
        (node, None)
    }))
}

/// The number `number` that prose writes at `at`, with the currency or unit written against
/// it (`$ 1200000` for `$1.2 million`, `24.6 °C`, `15 %`), as a field's string would state
/// it: the coercion stage takes such a number in the terms the field's name declares, or not
/// at all (`22 lb` is no `weight_kg`).
pub(crate) fn with_measure(text: &str, at: Range<usize>, number: &str) -> String {
    match measure_at(text, at) {
        (Some(c), Some(u)) => format!("{c} {number} {u}"),
        (Some(c), None) => format!("{c} {number}"),
        (None, Some(u)) => format!("{number} {u}"),
        (None, None) => number.to_owned(),
    }
}

/// The currency written before the number prose writes at `at` (`$`, `EUR`), and the
/// currency, unit or percent after it (`zł`, `kg`, `°C`, `%`), joined to it by a space or a
/// hyphen (`16-inch`) or not at all.
pub(crate) fn measure_at(text: &str, at: Range<usize>) -> (Option<&str>, Option<&str>) {
    let head = text[..at.start]
        .strip_suffix([' ', '\u{a0}'])
        .unwrap_or(&text[..at.start]);
    let head = head.trim_end_matches(['-', '−']);
    let sign_start = head
        .rfind(|c: char| c.is_whitespace() || c.is_ascii_digit() || "([*_:".contains(c))
        .map_or(0, |i| {
            i + head[i..].chars().next().map_or(1, char::len_utf8)
        });
    let currency = Some(&head[sign_start..]).filter(|w| numbers::is_currency_word(w));
    let tail = &text[at.end..];
    let tail = tail
        .strip_prefix([' ', '\u{a0}', '\u{202f}'])
        .or_else(|| {
            tail.strip_prefix('-')
                .filter(|t| t.starts_with(char::is_alphabetic))
        })
        .unwrap_or(tail);
    let unit = if tail.starts_with(['%', '％']) {
        Some(&tail[..tail.chars().next().map_or(0, char::len_utf8)])
    } else {
        let end = tail
            .char_indices()
            .find(|&(_, c)| {
                !(c.is_alphabetic() || matches!(c, '°' | '/' | '$') || numbers::is_currency(c))
            })
            .map_or(tail.len(), |(i, _)| i);
        let word = tail[..end].trim_end_matches('/');
        // A script written without spaces runs the unit on into the words after it
        // (`150파운드입니다`, `5キロです`, `250€でした`, `12.5EURでした`): its longest beginning
        // that is a unit or a currency.
        let known = |w: &str| units::named(w).is_some() || numbers::is_currency_word(w);
        let word = if !known(word) && word.chars().any(|c| c >= '\u{2e80}') {
            word.char_indices()
                .map(|(i, c)| &word[..i + c.len_utf8()])
                .rev()
                .find(|w| known(w))
                .unwrap_or(word)
        } else {
            word
        };
        known(word).then_some(word)
    };
    (currency, unit)
}

/// A word of the reply: as written (`exact`) or lowercased and accent-folded.
struct Word<'t> {
    text: std::borrow::Cow<'t, str>,
    range: std::ops::Range<usize>,
}

impl<'t> Word<'t> {
    fn new(text: &'t str, range: std::ops::Range<usize>, exact: bool) -> Self {
        let written = &text[range.clone()];
        let text = if exact {
            written.into()
        } else {
            words::folded(written).into()
        };
        Word { text, range }
    }
}

/// The atoms' words, indexed by their first word.
struct Needles {
    by_first: std::collections::HashMap<String, Vec<(usize, Vec<String>)>>,
    /// The most words an atom has (at least one).
    longest: usize,
}

impl Needles {
    fn new(atoms: &[Atom<'_>], exact: bool) -> Self {
        let split = |t: &str| -> Vec<String> {
            words::word_ranges(t)
                .map(|r| Word::new(t, r, exact).text.into_owned())
                .collect()
        };
        let mut by_first: std::collections::HashMap<String, Vec<(usize, Vec<String>)>> =
            std::collections::HashMap::new();
        let mut longest = 1;
        for (n, atom) in atoms.iter().enumerate() {
            let needle: Vec<String> = match atom {
                Atom::Text(t) => split(t),
                Atom::Bool(_) if exact => continue,
                Atom::Bool(b) => vec![b.to_string()],
                Atom::Number(_) => continue,
            };
            if let Some(first) = needle.first() {
                longest = longest.max(needle.len());
                by_first.entry(first.clone()).or_default().push((n, needle));
            }
        }
        Needles { by_first, longest }
    }

    /// The atoms whose words open `words`: (word count, atom), longest first, in the atoms'
    /// order where as long.
    fn at(&self, words: &[Word<'_>]) -> Vec<(usize, usize)> {
        let Some(candidates) = self.by_first.get(words[0].text.as_ref()) else {
            return Vec::new();
        };
        let mut hits: Vec<(usize, usize)> = candidates
            .iter()
            .filter(|(_, needle)| {
                needle.len() <= words.len()
                    && words.iter().zip(needle).all(|(w, n)| w.text == n.as_str())
            })
            .map(|(n, needle)| (needle.len(), *n))
            .collect();
        hits.sort_by_key(|&(len, _)| std::cmp::Reverse(len));
        hits
    }
}

/// Whether the text right after a word marks it as another word: a plus or a sharp
/// (`B+`, `C#`), or a hyphen before no letter (`B-`, `car-2`; `high-priority` is `high`).
fn marked_on(rest: &str) -> bool {
    let mut chars = rest.chars();
    match chars.next() {
        Some(c) if words::is_mark(c) => true,
        // (A letter of Chinese, Japanese or Korean after it is the next word's: `C-です`.)
        Some('-' | '−' | '‐') => !chars
            .next()
            .is_some_and(|c| c.is_alphabetic() && !words::is_cjk(c)),
        _ => false,
    }
}

/// What a value writes after its last letter or digit (`#` of `C#`).
fn after_last_word(value: &str) -> &str {
    let end = value
        .char_indices()
        .rfind(|(_, c)| c.is_alphanumeric())
        .map_or(0, |(i, c)| i + c.len_utf8());
    &value[end..]
}

/// Whether the value at the last of `words` is denied by a negation before it in its clause
/// ([`cues::negated`]) or right after it ([`cues::negated_after`]).
fn negated(text: &str, words: &[Word<'_>]) -> bool {
    words.last().is_some_and(|value| {
        cues::negated(&text[..value.range.start], Between::Words)
            || cues::negated_after(&text[value.range.end..])
    })
}

fn same_atom(a: &Atom<'_>, b: &Atom<'_>) -> bool {
    match (a, b) {
        (Atom::Text(x), Atom::Text(y)) => x == y,
        (Atom::Bool(x), Atom::Bool(y)) => x == y,
        _ => false,
    }
}

/// Number tokens in prose (`12`, `-3.5`, `1,234`, `-$1.299,00`), normalised, as they come;
/// `None` for a token whose separators read no one way ([`numbers::read`]).
fn number_tokens<'t>(
    text: &'t str,
    labels: bool,
    attached: bool,
    doubtful: &'t dyn Fn(std::ops::Range<usize>) -> bool,
) -> impl Iterator<Item = (Option<String>, Range<usize>)> + 't {
    let b = text.as_bytes();
    let mut i = 0;
    // In prose of a language that writes a decimal comma, `2,250` reads two ways.
    let decimal_comma = cues::decimal_comma_possible(text);
    // Prose of a language that writes a decimal comma groups thousands by spaces (`15 000 ₸`,
    // `1 093 000`): there a plain space between groups of three is one number's.
    let spaced = decimal_comma;
    std::iter::from_fn(move || {
        while i < b.len() {
            // Digits inside a name are the name's (`v2`, `coords_1`).
            let starts = b[i].is_ascii_digit()
                && (i == 0
                    || !(b[i - 1].is_ascii_alphanumeric() || matches!(b[i - 1], b'.' | b'_')));
            if !starts {
                i += 1;
                continue;
            }
            let neg = numbers::negative_at(text, i);
            let start = i;
            i = number_end(b, i);
            let token_end = i;
            // `3万5千`, `1億2000万`, `4万`, `2千3百`: digits with the units of Chinese, Japanese
            // or Korean, one number, the sum of its parts.
            let units = text[start..token_end]
                .bytes()
                .all(|c| c.is_ascii_digit())
                .then(|| numbers::cjk_parts(&text[start..], 12))
                .flatten()
                .filter(|&(_, len)| len > token_end - start);
            if let Some((_, len)) = units {
                i = start + len;
            }
            // `2.5 million`, `1.2k`, `3 Mio.`, `1.5万`: one number, the scale's multiple.
            let scale = units
                .is_none()
                .then(|| numbers::scale_after(&text[i..], decimal_comma))
                .flatten();
            if let Some((_, len)) = scale {
                i += len;
            }
            // `milioni 3`: the scale written before the number, in the languages that do.
            let lead = (units.is_none() && scale.is_none())
                .then(|| numbers::scale_before(&text[..start]))
                .flatten();
            // `1¾`, `2 ½`: a whole number and a fraction, one number (none where the
            // fraction has no exact decimal, `1⅓`, or the number is no whole one).
            let spaced_fraction = text[i..].strip_prefix(' ').unwrap_or(&text[i..]);
            let fraction = (units.is_none() && scale.is_none())
                .then(|| spaced_fraction.chars().next())
                .flatten()
                .and_then(|c| numbers::vulgar_fraction(c).map(|f| (f, c.len_utf8())));
            if let Some((_, len)) = fraction {
                i = text.len() - spaced_fraction.len() + len;
            }
            // `3rd`, `2x`: not a plain number; `807kg`, `12USD`, a number with its unit or
            // currency against it, is one where the field's name declares a measure (which
            // then decides whether it is the field's).
            let word_end = i + b[i..]
                .iter()
                .take_while(|c| c.is_ascii_alphabetic())
                .count();
            let attached = attached
                && word_end > i
                && !b.get(word_end).is_some_and(u8::is_ascii_alphanumeric)
                && (units::named(&text[i..word_end]).is_some()
                    || numbers::is_currency_word(&text[i..word_end]));
            if i < b.len() && b[i].is_ascii_alphabetic() && !attached {
                while i < b.len() && b[i].is_ascii_alphanumeric() {
                    i += 1;
                }
                continue;
            }
            // A group of three digits after a number and a space may be its thousands
            // (`66 066`), and a group that starts with a zero is no number alone: either way
            // the text names no one number.
            let token = &text[start..token_end];
            // Groups spaced by a plain space, then another number (`7 912 345 67`): a list's
            // numbers or a phone's, no one number.
            let plain = token.contains(' ');
            if plain
                && text[token_end..]
                    .strip_prefix(' ')
                    .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
            {
                return Some((None, start..i));
            }
            // Groups spaced by a plain space are one number's where the prose's language
            // groups thousands so, or a currency or a unit makes them an amount (`1 786 921
            // €`); three groups of three digits (`101 202 303`) read as a list of numbers as
            // well, unless they are an amount.
            if plain {
                let next = text[token_end..].trim_start();
                let word: &str = next
                    .split(|c: char| !c.is_alphabetic())
                    .next()
                    .unwrap_or_default();
                let measured = next.starts_with(numbers::is_currency)
                    || numbers::is_currency_word(word)
                    || units::named(word).is_some()
                    || text[..start].trim_end().ends_with(numbers::is_currency);
                let listed = token.len() >= 11 && token.find(' ') == Some(3);
                if !measured && (!spaced || listed) {
                    return Some((None, start..i));
                }
            }
            let grouped;
            let token = if token.is_ascii() && !plain {
                token
            } else {
                grouped = token.replace(['\u{a0}', '\u{202f}', ' '], "'");
                grouped.as_str()
            };
            let int_digits = token.bytes().take_while(u8::is_ascii_digit).count();
            let after_number = text[..start]
                .strip_suffix([' ', '\u{a0}', '\u{202f}'])
                .is_some_and(|t| t.ends_with(|c: char| c.is_ascii_digit()));
            let zero_led = token.len() > 1 && token.starts_with('0') && int_digits > 1;
            if after_number && int_digits == 3 || zero_led {
                return Some((None, start..i));
            }
            // `Verðið er 5.300 kr.`: money has two decimals at most (three in a few
            // currencies), so in prose of a language that writes a decimal comma a lone dot
            // before three digits groups its thousands. (Where the prose writes a decimal
            // point, `It costs €1.299.` reads two ways, as `2,250 €` in French does.)
            let as_money = decimal_comma
                && token.contains('.')
                && numbers::one_group(token)
                && match measure_at(text, start..i) {
                    (Some(c), _) => numbers::groups_thousands(c),
                    (None, Some(u)) => numbers::is_currency_word(u) && numbers::groups_thousands(u),
                    (None, None) => false,
                };
            // `2,250` reads as thousands in English, a decimal comma in French or German.
            if decimal_comma && token.contains(',') && numbers::one_group(token) {
                return Some((None, start..i));
            }
            // An amount in parentheses alone, `(1,200.00)`, `($45)`, is negative in the
            // accounting convention and a remark elsewhere: it reads two ways.
            let before = &text[..start];
            let money = |c: char| numbers::is_currency(c) || c == ' ' || c == '\u{a0}';
            let opened = before.trim_end_matches(money).ends_with('(');
            let closed = text[i..].trim_start_matches(money).starts_with(')');
            if opened && closed {
                return Some((None, start..i));
            }
            // A label (`call #2231`, `§ 8`) or what a number is counted out of (`out of
            // 212`): no quantity, passed over.
            if !labels && numbers::labelled(before) || numbers::denominator(before) {
                continue;
            }
            // An example, a quotation, code, a number taken back: not the value.
            if doubtful(start..i) {
                continue;
            }
            // `about 40`, `over 40`, `40+`: a bound or an estimate, not the value.
            let before = text[..start].trim_end_matches(|c: char| {
                c.is_whitespace() || numbers::is_currency(c) || c == '-' || c == '−'
            });
            // `It used to be 1,499`, `last month it was 1,499`, `down from 1,499`: what held
            // once, not the value now: passed over, another number may be the value.
            if qualifiers::bygone_before(before) {
                continue;
            }
            // `about 40`, `3 quarters of a cup`: no one quantity.
            if qualifiers::qualified(before, &text[i..]) || numbers::counts_parts(&text[i..]) {
                return Some((None, start..i));
            }
            let read = if as_money {
                Some(token.replace([',', '.'], ""))
            } else {
                numbers::read(token)
            };
            let Some(raw) = read else {
                return Some((None, start..i));
            };
            let whole = token.bytes().all(|c| c.is_ascii_digit());
            let raw = match fraction {
                Some((Some(part), _)) if whole => match raw.parse::<f64>() {
                    // Four decimals: `9.125` would read two ways later (a thousands group).
                    Ok(n) if n < 1e15 => format!("{:.4}", n + part),
                    _ => return Some((None, start..i)),
                },
                Some(_) => return Some((None, start..i)),
                None => raw,
            };
            let raw = match (units, scale) {
                (Some((sum, _)), _) => sum.to_string(),
                (None, Some((Some(power), _))) => match numbers::scaled(&raw, power) {
                    Some(n) => n,
                    None => return Some((None, start..i)),
                },
                (None, Some((None, _))) => return Some((None, start..i)),
                (None, None) => match lead {
                    Some(Some(power)) => match numbers::scaled(&raw, power) {
                        Some(n) => n,
                        None => return Some((None, start..i)),
                    },
                    Some(None) => return Some((None, start..i)),
                    None => raw,
                },
            };
            if let Some(n) = numbers::number(&raw) {
                let n = if neg { format!("-{n}") } else { n.into_owned() };
                return Some((Some(n), start..i));
            }
        }
        None
    })
}

/// English numbers written in words in prose (`forty-two`, `three hundred and five`, `Twelve`),
/// as [`number_tokens`] gives digits: each run of number words is one number, `None` where
/// the run reads no one number (`one two`) or is a bound or an estimate (`about forty`).
/// `one` counts only as the whole reply (`no one`, `one of them` name no quantity); other
/// languages' number words are not read.
fn number_words<'t>(
    text: &'t str,
    doubtful: &'t dyn Fn(std::ops::Range<usize>) -> bool,
) -> impl Iterator<Item = (Option<String>, Range<usize>)> + 't {
    let b = text.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() {
            let starts =
                b[i].is_ascii_alphabetic() && (i == 0 || !b[i - 1].is_ascii_alphanumeric());
            if !starts {
                i += 1;
                continue;
            }
            let start = i;
            let mut end = i;
            let mut words: Vec<&str> = Vec::new();
            let mut at = i;
            // A run: number words joined by spaces, hyphens and `and`.
            loop {
                let word_end = at
                    + b[at..]
                        .iter()
                        .take_while(|c| c.is_ascii_alphabetic())
                        .count();
                let word = &text[at..word_end];
                let is_number = spelled::cardinal_word(word).is_some();
                let joins = word.eq_ignore_ascii_case("and") && !words.is_empty();
                if !is_number && !joins {
                    break;
                }
                words.push(word);
                if is_number {
                    end = word_end;
                }
                match (b.get(word_end), b.get(word_end + 1)) {
                    (Some(b' ' | b'-'), Some(c)) if c.is_ascii_alphabetic() => at = word_end + 1,
                    _ => break,
                }
            }
            while words.last().is_some_and(|w| w.eq_ignore_ascii_case("and")) {
                words.pop();
            }
            if words.is_empty() {
                i = start
                    + b[start..]
                        .iter()
                        .take_while(|c| c.is_ascii_alphabetic())
                        .count();
                continue;
            }
            i = end;
            // `million` of `2.5 million`: the scale of the number before it, read with it.
            let after_digits = text[..start]
                .strip_suffix([' ', '\u{a0}'])
                .unwrap_or(&text[..start])
                .ends_with(|c: char| c.is_ascii_digit());
            if after_digits
                && words.iter().all(|w| {
                    spelled::cardinal_word(w)
                        .is_some_and(|(_, kind)| kind == spelled::Cardinal::Scale)
                })
            {
                continue;
            }
            let alone = text.trim().trim_end_matches(['.', '!']) == &text[start..end];
            if words.len() == 1 && words[0].eq_ignore_ascii_case("one") && !alone {
                continue;
            }
            if doubtful(start..end) {
                continue;
            }
            if qualifiers::bygone_before(text[..start].trim_end()) {
                continue;
            }
            if qualifiers::qualified(text[..start].trim_end(), &text[end..])
                || numbers::counts_parts(&text[end..])
            {
                return Some((None, start..end));
            }
            return Some((spelled::cardinal(&words).map(|n| n.to_string()), start..end));
        }
        None
    })
}

/// Where the number whose first digit is at `i` ends: digits with `.`, `,` or `'` between
/// them, and an exponent (`1e-7`, `2.5E3`). A plain space between groups of three after a
/// first group of one to three digits is taken in too (`1 093 000`): whether that is one
/// number the prose decides.
fn number_end(b: &[u8], mut i: usize) -> usize {
    let start = i;
    loop {
        while i < b.len()
            && (b[i].is_ascii_digit()
                || matches!(b[i], b'.' | b',' | b'\'')
                    && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i += 1;
        }
        // A no-break or narrow no-break space before three digits groups thousands
        // (`48\u{202f}312`): typeset for that, never a list's separator as a space may be.
        let gap = [&[0xC2, 0xA0][..], &[0xE2, 0x80, 0xAF]]
            .into_iter()
            .find(|g| b[i..].starts_with(g))
            .map_or(0, <[u8]>::len);
        // A plain space only between groups: the digits so far are a first group of one to
        // three and groups of three.
        let groups_so_far = || {
            b[start..i].split(|&c| c == b' ').enumerate().all(|(k, g)| {
                g.iter().all(u8::is_ascii_digit)
                    && if k == 0 {
                        (1..=3).contains(&g.len())
                    } else {
                        g.len() == 3
                    }
            })
        };
        let gap = if gap == 0 && b.get(i) == Some(&b' ') && groups_so_far() {
            1
        } else {
            gap
        };
        let group = |at: usize| {
            b.len() >= at + 3
                && b[at..at + 3].iter().all(u8::is_ascii_digit)
                && !b.get(at + 3).is_some_and(u8::is_ascii_digit)
        };
        if gap == 0 || i == 0 || !b[i - 1].is_ascii_digit() || !group(i + gap) {
            break;
        }
        i += gap;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        let sign = usize::from(matches!(b.get(i + 1), Some(b'-' | b'+')));
        if b.get(i + 1 + sign).is_some_and(u8::is_ascii_digit) {
            i += 1 + sign;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_names_one_value() {
        let atoms = [Atom::Text("car"), Atom::Text("car-2")];
        let hit = scan_prose("I pick car-2.", &atoms).unwrap().unwrap();
        assert_eq!(hit.kind, Kind::Str("car-2".into()));
        assert!(scan_prose("car or car-2", &atoms).is_err());
        let hit = scan_prose("car-2, not car", &atoms).unwrap().unwrap();
        assert_eq!(hit.kind, Kind::Str("car-2".into()));
    }

    #[test]
    fn long_prose_is_read_like_short_prose() {
        // Values and negations at every distance from the start of a long reply.
        let atoms = [
            Atom::Text("low"),
            Atom::Text("very high"),
            Atom::Text("medium"),
        ];
        for before in 0..60 {
            let pad = |n: usize| "and so on ".repeat(n);
            let text = format!("{}it is not low but very high {}", pad(before), pad(9));
            let hit = scan_prose(&text, &atoms).unwrap().unwrap();
            assert_eq!(hit.kind, Kind::Str("very high".into()), "{text}");
            let text = format!("{}it is not really very high {}", pad(before), pad(9));
            assert_eq!(scan_prose(&text, &atoms), Ok(None), "{text}");
            let text = format!("{}low {}medium", pad(before), pad(40));
            assert_eq!(scan_prose(&text, &atoms), Err(()), "{text}");
        }
    }

    #[test]
    fn xml_entities_and_bombs() {
        let (elements, complete) = xml("<a>x &amp; y</a>", 8).unwrap();
        assert!(complete);
        assert_eq!(decode_entities(&elements[0].text), "x & y");
        assert!(xml("<!DOCTYPE a [<!ENTITY b \"c\">]><a>&b;</a>", 8).is_none());
    }
}
