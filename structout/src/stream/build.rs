//! The partial value: the scanner's tokens placed into a JSON tree as the schema says.
//!
//! What appears, and when:
//! - an object or array of the schema's type appears when it opens, and grows;
//! - a string of a plain string type appears when it opens and extends as it arrives;
//! - a number, boolean, `null`, enum value or constrained string (pattern, length, or any
//!   `format`, checked or not: a half-written URL or address is none) appears once it is
//!   complete, coerced by the engine's own rules;
//! - a value the schema does not describe live (a union other than "`T` or `null`", a type
//!   mismatch the engine may repair, a `stream(done)` field or type) appears once complete,
//!   read and coerced by the engine from its exact span;
//! - a key the schema does not name, or a duplicate key, is never shown;
//! - an object with `stream(not_null)` fields appears once all of them have begun.
//!
//! An array item that cannot be shown stops the stream (a later item would take its index).
//! The tree changes only by adding: keys, items, string text.

use crate::convert::Converter;
use crate::engine;
use crate::engine::find::cues;
use crate::engine::parse::lenient;
use crate::engine::parse::tree::{self, Kind, Node};
use crate::schema::shape::{Id, S, Shape};
use serde_json::{Map, Value};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Streaming attributes by schema node: `stream(done)` types and fields, and the fields an
/// object waits for (`stream(not_null)`).
#[derive(Debug, Default)]
pub(crate) struct Rules {
    pub done: HashSet<Id>,
    pub done_props: HashSet<(Id, String)>,
    pub not_null: HashMap<Id, Vec<String>>,
}

/// Where a value sits in its parent.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Slot {
    Root,
    Key(String),
    Index(usize),
}

/// What the next member value of an object is.
#[derive(Debug, Clone)]
enum Member {
    /// No key read yet.
    None,
    Show {
        key: String,
        shape: Id,
        done: bool,
    },
    Hide,
}

/// Where a value that is starting goes.
enum Target {
    Show { slot: Slot, shape: Id, done: bool },
    Hide,
}

/// A live container.
#[derive(Debug)]
struct Frame {
    object: bool,
    shape: Id,
    slot: Slot,
    member: Member,
    /// Items placed (arrays).
    len: usize,
    keys: Seen,
    /// An object waiting for `stream(not_null)` fields: held here until they begin.
    detached: Option<Value>,
    waiting: Vec<String>,
    /// An object of any type waits for its first member: `{'a', 'b'}` is a set.
    first: bool,
}

/// The keys an object has shown: the schema's properties by their place in it, other keys
/// by name.
#[derive(Debug, Default)]
struct Seen {
    props: u64,
    names: HashSet<String>,
}

impl Seen {
    /// Records the key (property `prop` of the schema, when it is one): whether it is new.
    fn insert(&mut self, prop: Option<usize>, key: &str) -> bool {
        match prop {
            Some(i) if i < 64 => {
                let new = self.props & (1 << i) == 0;
                self.props |= 1 << i;
                new
            }
            _ if self.names.contains(key) => false,
            _ => self.names.insert(key.to_owned()),
        }
    }
}

/// A value read whole once it ends: its start, nesting, and where it goes (`None`: nowhere).
#[derive(Debug)]
struct Skip {
    depth: usize,
    start: usize,
    target: Option<(Slot, Id)>,
}

/// The string being read.
#[derive(Debug)]
enum Text {
    Live {
        slot: Slot,
        shape: Id,
    },
    Buffer {
        slot: Slot,
        shape: Id,
        buf: String,
    },
    /// A string where `null` is allowed, shown live once it can no longer be a placeholder
    /// (`N/A`, `none`, `<city>`, which the engine reads as `null`); read whole until then.
    Pending {
        slot: Slot,
        shape: Id,
        buf: String,
    },
    Ignore,
}

pub(crate) struct Tree {
    converter: Converter,
    rules: Arc<Rules>,
    root: Option<Value>,
    frames: Vec<Frame>,
    skip: Option<Skip>,
    string: Option<Text>,
    changed: bool,
    frozen: bool,
}

impl Tree {
    pub(crate) fn new(converter: Converter, rules: Arc<Rules>) -> Tree {
        Tree {
            converter,
            rules,
            root: None,
            frames: Vec::new(),
            skip: None,
            string: None,
            changed: false,
            frozen: false,
        }
    }

    pub(crate) fn value(&self) -> Option<&Value> {
        self.root.as_ref()
    }

    pub(crate) fn frozen(&self) -> bool {
        self.frozen
    }

    /// Whether anything was added since the last call.
    pub(crate) fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
    }

    fn shape(&self) -> &Shape {
        self.converter.shape()
    }

    fn coerce(&self, id: Id, node: Node<'_>) -> Option<Value> {
        engine::node_fit(self.shape(), id, node, self.converter.options())
    }

    /// The node a value at `id` is read against: `id` itself, or the non-null side of "`T`
    /// or `null`" (nested a few times at most).
    fn non_null(&self, id: Id) -> Id {
        let shape = self.shape();
        let mut id = shape.resolve(id);
        for _ in 0..8 {
            let S::Union(u) = shape.node(id) else {
                break;
            };
            let mut others = u
                .variants
                .iter()
                .filter(|&&v| !matches!(shape.node(v), S::Null));
            match (u.variants.len(), others.next(), others.next()) {
                (2, Some(&v), None) => id = shape.resolve(v),
                _ => break,
            }
        }
        id
    }

    /// The live shape for a container of this kind at `id` (see [`non_null`](Self::non_null));
    /// `None` when the engine must decide.
    fn live(&self, id: Id, object: bool) -> Option<Id> {
        let id = self.non_null(id);
        match self.shape().node(id) {
            S::Any => Some(id),
            S::Object(_) if object => Some(id),
            S::Array { .. } if !object => Some(id),
            _ => None,
        }
    }

    /// Whether a string at `id` can be shown as it arrives: a string with no constraint.
    fn live_string(&self, id: Id) -> bool {
        matches!(
            self.shape().node(self.non_null(id)),
            S::Any
                | S::String {
                    pattern: None,
                    format: None,
                    min_len: 0,
                    max_len: None,
                }
        )
    }

    fn is_done(&self, id: Id) -> bool {
        !self.rules.done.is_empty() && self.rules.done.contains(&self.shape().resolve(id))
    }

    /// The value at `frames[depth]`.
    fn container(&mut self, depth: usize) -> Option<&mut Value> {
        let base = (0..=depth)
            .rev()
            .find(|&j| self.frames[j].detached.is_some());
        let (start, rest): (&mut Value, &[Frame]) = match base {
            Some(j) => {
                let (head, tail) = self.frames.split_at_mut(j + 1);
                (head[j].detached.as_mut()?, &tail[..depth - j])
            }
            None => (self.root.as_mut()?, &self.frames[1..=depth]),
        };
        rest.iter()
            .try_fold(start, |value, frame| member_at(value, &frame.slot))
    }

    /// Places `value` at `slot` of the innermost frame (or as the root).
    fn place(&mut self, slot: Slot, value: Value) {
        self.place_in(self.frames.len().checked_sub(1), slot, value);
    }

    fn place_in(&mut self, parent: Option<usize>, slot: Slot, value: Value) {
        self.changed = true;
        let Some(depth) = parent else {
            self.root = Some(value);
            return;
        };
        let placed = match (self.container(depth), slot) {
            (Some(Value::Object(map)), Slot::Key(key)) => {
                map.entry(key).or_insert(value);
                true
            }
            (Some(Value::Array(items)), Slot::Index(i)) if i == items.len() => {
                items.push(value);
                true
            }
            _ => false,
        };
        if !placed {
            self.frozen = true;
        } else if !self.frames[depth].object {
            self.frames[depth].len += 1;
        }
    }

    /// A value that could not be shown: an array item stops the stream.
    fn unshown(&mut self, slot: &Slot) {
        if matches!(slot, Slot::Index(_)) {
            self.frozen = true;
        }
    }

    /// Where the value that starts now goes.
    fn target(&mut self) -> Target {
        let Some(depth) = self.frames.len().checked_sub(1) else {
            let root = self.shape().root;
            return match self.root {
                // Any value at the root: several values in a row make an array, and which
                // of them is the answer is known only at the end.
                _ if matches!(self.shape().node(root), S::Any) => Target::Hide,
                Some(_) => Target::Hide,
                None => Target::Show {
                    slot: Slot::Root,
                    shape: root,
                    done: self.is_done(root),
                },
            };
        };
        if !self.frames[depth].object {
            let (id, len) = (self.frames[depth].shape, self.frames[depth].len);
            let shape = item_shape(self.shape(), id, len);
            return Target::Show {
                slot: Slot::Index(len),
                shape,
                done: self.is_done(shape),
            };
        }
        let frame = &mut self.frames[depth];
        match std::mem::replace(&mut frame.member, Member::None) {
            Member::Show { key, shape, done } => {
                if let Some(n) = frame.waiting.iter().position(|w| *w == key) {
                    frame.waiting.swap_remove(n);
                }
                frame.first = false;
                if frame.detached.is_some() && frame.waiting.is_empty() {
                    self.attach(depth);
                }
                Target::Show {
                    slot: Slot::Key(key),
                    shape,
                    done,
                }
            }
            Member::None | Member::Hide => Target::Hide,
        }
    }

    /// Moves a detached object into its parent: its `stream(not_null)` fields have begun.
    fn attach(&mut self, depth: usize) {
        if let Some(value) = self.frames[depth].detached.take() {
            let slot = self.frames[depth].slot.clone();
            self.place_in(depth.checked_sub(1), slot, value);
        }
    }

    /// A key, complete.
    pub(crate) fn key(&mut self, key: String) {
        if self.skip.is_some() {
            return;
        }
        let Some(depth) = self.frames.len().checked_sub(1) else {
            return;
        };
        let member = self.member(depth, key);
        self.frames[depth].member = member;
    }

    fn member(&mut self, depth: usize, key: String) -> Member {
        let shape = self.converter.shape();
        let id = self.frames[depth].shape;
        let (prop, child, done) = match shape.node(id) {
            S::Any => (None, Some(id), false),
            S::Object(o) => match o.props.iter().position(|p| p.name == key) {
                Some(i) => (
                    Some(i),
                    Some(o.props[i].schema),
                    !self.rules.done_props.is_empty()
                        && self.rules.done_props.contains(&(id, key.clone())),
                ),
                None => (
                    None,
                    o.patterns
                        .iter()
                        .find(|(re, _)| re.is_match(&key))
                        .map(|(_, s)| *s)
                        .or(o.additional),
                    false,
                ),
            },
            _ => (None, None, false),
        };
        // A key written twice is hidden the second time, whatever the first held.
        match child {
            Some(child) if self.frames[depth].keys.insert(prop, &key) => Member::Show {
                done: done || self.is_done(child),
                key,
                shape: child,
            },
            _ => Member::Hide,
        }
    }

    /// `{` or `[` at byte `pos`.
    pub(crate) fn open(&mut self, object: bool, pos: usize) {
        if let Some(skip) = &mut self.skip {
            skip.depth += 1;
            return;
        }
        let (slot, shape, done) = match self.target() {
            Target::Hide => {
                self.skip = Some(Skip {
                    depth: 1,
                    start: pos,
                    target: None,
                });
                return;
            }
            Target::Show { slot, shape, done } => (slot, shape, done),
        };
        let live = self
            .live(shape, object)
            .filter(|&l| !done && !self.is_done(l));
        let Some(live) = live else {
            self.skip = Some(Skip {
                depth: 1,
                start: pos,
                target: Some((slot, shape)),
            });
            return;
        };
        let empty = if object {
            // Room for the schema's properties: the object is not grown while they arrive.
            let props = match self.shape().node(live) {
                S::Object(o) => o.props.len(),
                _ => 0,
            };
            Value::Object(Map::with_capacity(props))
        } else {
            Value::Array(Vec::new())
        };
        let waiting = match object {
            true => self.rules.not_null.get(&live).cloned().unwrap_or_default(),
            false => Vec::new(),
        };
        let first = object && matches!(self.shape().node(live), S::Any);
        let detached = if waiting.is_empty() && !first {
            self.place(slot.clone(), empty);
            None
        } else {
            Some(empty)
        };
        self.frames.push(Frame {
            object,
            shape: live,
            slot,
            member: Member::None,
            len: 0,
            keys: Seen::default(),
            detached,
            waiting,
            first,
        });
    }

    /// `}` or `]`, ending at byte `end` of `text`.
    pub(crate) fn close(&mut self, text: &str, end: usize) {
        if let Some(skip) = &mut self.skip {
            skip.depth -= 1;
            if skip.depth == 0 {
                let Skip { start, target, .. } = self.skip.take().expect("checked above");
                if let Some((slot, shape)) = target {
                    self.whole(&text[start..end], slot, shape);
                }
            }
            return;
        }
        if let Some(frame) = self.frames.pop()
            && frame.detached.is_some()
        {
            self.unshown(&frame.slot);
        }
    }

    /// A value read whole by the engine from its span.
    fn whole(&mut self, span: &str, slot: Slot, shape: Id) {
        let depth = self.converter.options().depth();
        let value = lenient::parse_one(span, depth)
            .ok()
            .filter(|node| !node.cut)
            .and_then(|node| self.coerce(shape, node));
        match value {
            Some(value) => self.place(slot, value),
            None => self.unshown(&slot),
        }
    }

    /// An opening quote of a value.
    pub(crate) fn string_open(&mut self) {
        if self.skip.is_some() {
            return;
        }
        self.string = Some(match self.target() {
            Target::Hide => Text::Ignore,
            // A string of any type in an array may be a key (`["k": "v"]`): read whole.
            Target::Show { slot, shape, done }
                if !done
                    && self.live_string(shape)
                    && !(matches!(slot, Slot::Index(_))
                        && matches!(self.shape().node(shape), S::Any)) =>
            {
                // Where `null` is allowed, a placeholder is read as `null`: such a string is
                // held back while it may be one.
                if self.shape().resolve(shape) == self.non_null(shape) {
                    self.place(slot.clone(), Value::String(String::new()));
                    Text::Live { slot, shape }
                } else {
                    Text::Pending {
                        slot,
                        shape,
                        buf: String::new(),
                    }
                }
            }
            Target::Show { slot, shape, .. } => Text::Buffer {
                slot,
                shape,
                buf: String::new(),
            },
        });
    }

    /// Decoded text of the string being read.
    pub(crate) fn string_chunk(&mut self, chunk: &str) {
        match &mut self.string {
            Some(Text::Buffer { buf, .. }) => buf.push_str(chunk),
            Some(Text::Pending { buf, .. }) => {
                buf.push_str(chunk);
                if !cues::may_become_placeholder(buf)
                    && let Some(Text::Pending { slot, shape, buf }) = self.string.take()
                {
                    self.place(slot.clone(), Value::String(buf));
                    self.string = Some(Text::Live { slot, shape });
                }
            }
            Some(Text::Live { .. }) => {
                let live = self.string.take();
                if let Some(Text::Live { slot, .. }) = &live
                    && let Some(Value::String(s)) = self.live_value(slot)
                {
                    s.push_str(chunk);
                    self.changed = true;
                }
                self.string = live;
            }
            _ => {}
        }
    }

    /// The value at `slot` of the innermost frame.
    fn live_value(&mut self, slot: &Slot) -> Option<&mut Value> {
        let Some(depth) = self.frames.len().checked_sub(1) else {
            return self.root.as_mut();
        };
        match slot {
            Slot::Root => None,
            _ => member_at(self.container(depth)?, slot),
        }
    }

    /// The closing quote of a value, confirmed by what follows.
    pub(crate) fn string_close(&mut self) {
        match self.string.take() {
            Some(Text::Buffer { slot, shape, buf } | Text::Pending { slot, shape, buf }) => {
                match self.coerce(shape, Node::new(Kind::Str(buf.into()))) {
                    Some(value) => self.place(slot, value),
                    None => self.unshown(&slot),
                }
            }
            Some(Text::Live { slot, shape }) => {
                // The engine reads the whole string; what it makes of it must extend what
                // was shown, or nothing more is shown.
                let shown = match self.live_value(&slot) {
                    Some(Value::String(s)) => std::mem::take(s),
                    _ => return,
                };
                let kept = if engine::takes_as_written(self.shape(), shape, &string_node(&shown)) {
                    shown
                } else {
                    match self.coerce(shape, string_node(&shown)) {
                        Some(Value::String(s)) if s.starts_with(&shown) => {
                            self.changed |= s != shown;
                            s
                        }
                        _ => {
                            self.frozen = true;
                            shown
                        }
                    }
                };
                if let Some(Value::String(s)) = self.live_value(&slot) {
                    *s = kept;
                }
            }
            Some(Text::Ignore) | None => {}
        }
    }

    /// An unquoted token (number, literal, word), confirmed by what follows.
    pub(crate) fn scalar(&mut self, raw: &str) {
        if self.skip.is_some() {
            return;
        }
        let node = tree::classify(raw);
        if let Kind::Word(word) = &node.kind
            && !word.chars().any(char::is_alphanumeric)
        {
            // `...`, `-`: the engine may drop it as a placeholder.
            self.frozen = true;
            return;
        }
        if let Target::Show { slot, shape, .. } = self.target() {
            match self.coerce(shape, node) {
                Some(value) => self.place(slot, value),
                None => self.unshown(&slot),
            }
        }
    }

    /// Whether the value at `pointer` (a JSON Pointer) is shown and complete: not the
    /// container or string still being read, nor inside one.
    pub(crate) fn is_complete(&self, pointer: &str) -> bool {
        let Some(segments) = segments(pointer) else {
            return false;
        };
        let Some(mut value) = self.root.as_ref() else {
            return false;
        };
        for segment in &segments {
            let next = match value {
                Value::Object(map) => map.get(segment.as_str()),
                Value::Array(items) => segment.parse::<usize>().ok().and_then(|i| items.get(i)),
                _ => None,
            };
            match next {
                Some(v) => value = v,
                None => return false,
            }
        }
        let Some(open) = self.open_path() else {
            return true;
        };
        !(open.len() >= segments.len()
            && open.iter().zip(&segments).all(|(slot, seg)| match slot {
                Slot::Key(k) => k == seg,
                Slot::Index(i) => i.to_string() == *seg,
                Slot::Root => true,
            }))
    }

    /// The JSON Pointer segments of what is still being read, or `None` once the value is
    /// complete: the one chain of the snapshot that may still change.
    pub(crate) fn open_segments(&self) -> Option<Vec<String>> {
        let path = self.open_path()?;
        Some(
            path.into_iter()
                .filter_map(|slot| match slot {
                    Slot::Key(key) => Some(key.clone()),
                    Slot::Index(i) => Some(i.to_string()),
                    Slot::Root => None,
                })
                .collect(),
        )
    }

    /// The path of what is still being read (open containers, then the string or the value
    /// read whole), or `None` once the value is complete.
    fn open_path(&self) -> Option<Vec<&Slot>> {
        if self.frames.is_empty() {
            // The root is a container; once it has closed, all of it is complete.
            return None;
        }
        let mut open: Vec<&Slot> = self.frames.iter().skip(1).map(|f| &f.slot).collect();
        match (&self.string, &self.skip) {
            (Some(Text::Live { slot, .. }), _) => open.push(slot),
            (
                _,
                Some(Skip {
                    target: Some((slot, _)),
                    ..
                }),
            ) => open.push(slot),
            _ => {}
        }
        Some(open)
    }
}

/// The member of `parent` at `slot` (`parent` itself at the root). A member being read is
/// its container's last (keys and items are only added, and a key never twice), so the
/// last key is compared before the object is searched.
fn member_at<'v>(parent: &'v mut Value, slot: &Slot) -> Option<&'v mut Value> {
    match (parent, slot) {
        (Value::Object(map), Slot::Key(key)) => {
            if map.keys().next_back() == Some(key) {
                map.values_mut().next_back()
            } else {
                map.get_mut(key)
            }
        }
        (Value::Array(items), Slot::Index(i)) => items.get_mut(*i),
        (value, Slot::Root) => Some(value),
        _ => None,
    }
}

/// A string as the engine's parse tree holds it.
fn string_node(text: &str) -> Node<'_> {
    Node::new(Kind::Str(text.into()))
}

/// The schema of item `i` of the array at `id`.
fn item_shape(shape: &Shape, id: Id, i: usize) -> Id {
    match shape.node(id) {
        S::Array { items, prefix, .. } => prefix.get(i).copied().unwrap_or(*items),
        _ => id,
    }
}

/// A JSON Pointer's segments, unescaped; `None` when it is not one.
fn segments(pointer: &str) -> Option<Vec<String>> {
    if pointer.is_empty() {
        return Some(Vec::new());
    }
    let rest = pointer.strip_prefix('/')?;
    Some(
        rest.split('/')
            .map(|s| s.replace("~1", "/").replace("~0", "~"))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::Seen;

    #[test]
    fn a_key_is_new_once_whether_a_property_or_not() {
        let mut seen = Seen::default();
        for (prop, key) in [
            (Some(0), "a"),
            (Some(63), "b"),
            (Some(64), "c"),
            (None, "d"),
        ] {
            assert!(seen.insert(prop, key), "{key}");
            assert!(!seen.insert(prop, key), "{key}");
        }
        // Property 1 and an unnamed key spelled like property 0 are their own.
        assert!(seen.insert(Some(1), "a"));
        assert!(seen.insert(None, "a"));
    }
}
