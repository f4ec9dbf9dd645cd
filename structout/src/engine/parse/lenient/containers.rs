//! Objects, arrays, tuples and sets: members and items, the commas and closers models
//! leave out or get wrong.

use super::*;

/// What an object's members have given so far.
#[derive(Default)]
struct Members<'a> {
    entries: Vec<(Text<'a>, Node<'a>)>,
    /// Bare values between the braces (`{"a", "b"}`, `{placeholder}`).
    set: Vec<Node<'a>>,
    fixes: u32,
    cut: bool,
    /// The text ended inside the braces.
    open: bool,
}

impl<'a> Members<'a> {
    /// A bare value between the braces. Most such braces hold one (`{placeholder}`): the
    /// first gets room for itself alone.
    fn set_item(&mut self, node: Node<'a>) {
        if self.set.capacity() == 0 {
            self.set.reserve_exact(1);
        }
        self.set.push(node);
    }

    /// A key cut off by the end of the reply: kept, with no value, so that the cut is seen.
    fn cut_key(&mut self, key: Text<'a>) {
        self.cut = true;
        let missing = Node {
            kind: Kind::Missing,
            cut: true,
            open: false,
            fixes: 0,
        };
        self.entries.push((key, missing));
    }

    /// The entries, and the node that carries the object's cut and fixes (a `Set` when the
    /// braces held bare values only).
    fn finish(self) -> (Vec<(Text<'a>, Node<'a>)>, Node<'a>) {
        let Members {
            mut entries,
            mut set,
            mut fixes,
            cut,
            open,
        } = self;
        // What is kept lives as long as the tree: without much slack from its growth.
        if !set.is_empty() && entries.is_empty() {
            set.shrink_to_fit();
            let node = Node {
                kind: Kind::Set(set),
                cut,
                open,
                fixes,
            };
            return (entries, node);
        }
        fixes += set.len() as u32;
        if entries.capacity() >= 2 * entries.len() {
            entries.shrink_to_fit();
        }
        let node = Node {
            kind: Kind::Null,
            cut,
            open,
            fixes,
        };
        (entries, node)
    }
}

/// How a list ended: closed, never closed (a closing fence or prose ended it), cut off by
/// the end of the text after an item, or cut off after a comma, before its next item.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cut {
    No,
    After,
    AtEnd,
    BeforeItem,
}

/// What comes next between an object's members.
enum Step {
    /// The object or array is over.
    Done,
    /// Something was skipped: look again.
    Again,
    /// A key (an item, in an array) starts here.
    Member,
}

impl<'a> Parser<'a> {
    /// Whether the last thing read, white space aside, is a stray closer: one of the wrong
    /// kind, skipped (`{"a": 1]`).
    fn closer_last(&self) -> bool {
        self.stray_closer > 0 && self.skip_ws_from(self.stray_closer) >= self.pos
    }

    fn enter(&mut self, closer: u8) -> Result<(), Failure> {
        if self.stack.len() >= self.max_depth {
            return Err(Failure::TooDeep);
        }
        self.stack.push(closer);
        Ok(())
    }

    /// Handles a closer that does not match the innermost container. Returns true when the
    /// current container should end here (the closer belongs to an outer one, which will
    /// consume it); false when it is a stray closer, which is skipped.
    fn foreign_closer(&mut self, c: u8) -> bool {
        let outer = &self.stack[..self.stack.len().saturating_sub(1)];
        if outer.contains(&c) {
            true
        } else {
            self.pos += 1;
            self.stray_closer = self.pos;
            false
        }
    }

    pub(super) fn object(&mut self) -> Result<Node<'a>, Failure> {
        self.pos += 1;
        self.enter(b'}')?;
        let result = self.members(b'}');
        self.stack.pop();
        let (entries, mut node) = result?;
        node.kind = match node.kind {
            Kind::Set(items) if entries.is_empty() => Kind::Set(items),
            _ => Kind::Object(entries),
        };
        Ok(node)
    }

    /// Object members up to and including the closing brace (or the end of input).
    /// The returned node carries `cut`/`fixes`, and a `Set` kind when the braces held bare
    /// values only.
    #[allow(clippy::type_complexity)]
    pub(super) fn members(
        &mut self,
        closer: u8,
    ) -> Result<(Vec<(Text<'a>, Node<'a>)>, Node<'a>), Failure> {
        let mut acc = Members::default();
        loop {
            match self.between_members(closer, &mut acc)? {
                Step::Done => break,
                Step::Again => continue,
                Step::Member => {}
            }
            let key_start = self.pos;
            self.key_cut = false;
            let (key, quoted) = self.key();
            if self.pos == key_start {
                // Nothing readable: skip one character.
                self.pos += self.src[self.pos..]
                    .chars()
                    .next()
                    .map_or(1, char::len_utf8);
                acc.fixes += 1;
                continue;
            }
            let Some(key) = self.key_colon(key, quoted, &mut acc) else {
                continue;
            };
            let value = self.member_value(closer, &mut acc)?;
            acc.entries.push((key, value));
            // Separator.
            let after = self.skip_ws_from(self.pos);
            match self.b.get(after) {
                Some(b',') => self.pos = after + 1,
                Some(&c) if c == closer || is_closer(c) => {}
                None => {}
                Some(_) => acc.fixes += 1, // missing comma
            }
        }
        Ok(acc.finish())
    }

    /// What stands before the next key: the closer (done), separators and stray closers
    /// (skipped), a value where a key belongs (it continues the previous array value), or the
    /// end of the value.
    fn between_members(&mut self, closer: u8, acc: &mut Members<'a>) -> Result<Step, Failure> {
        self.skip_ws();
        let Some(c) = self.peek() else {
            acc.cut = true;
            // A closer of the wrong kind last (`{"a": 1]`) was the object's own.
            acc.open = !self.closer_last();
            return Ok(Step::Done);
        };
        if self.at_fence_close() {
            // The closing fence of the block the value was in: the value ends here.
            acc.cut = true;
            return Ok(Step::Done);
        }
        match c {
            _ if c == closer => {
                self.pos += 1;
                Ok(Step::Done)
            }
            b',' | b':' => {
                self.pos += 1;
                if c == b':' || acc.entries.is_empty() && acc.set.is_empty() {
                    acc.fixes += 1;
                }
                Ok(Step::Again)
            }
            b']' | b')' | b'}' => {
                acc.fixes += 1;
                Ok(if self.foreign_closer(c) {
                    Step::Done
                } else {
                    Step::Again
                })
            }
            b'[' | b'{' | b'(' => {
                // A value where a key belongs: it continues the previous array value.
                let node = self.value(Ctx::Value)?;
                acc.fixes += 1;
                match (acc.entries.last_mut(), node) {
                    (
                        Some((_, prev)),
                        Node {
                            kind: Kind::Array(items),
                            cut,
                            open,
                            ..
                        },
                    ) => {
                        if let Kind::Array(prev_items) = &mut prev.kind {
                            prev_items.extend(items);
                            prev.cut |= cut;
                            prev.open |= open;
                        }
                    }
                    // A value cut off by the end of the reply stays cut off (`{[` is no
                    // empty list).
                    (
                        None,
                        Node {
                            kind, cut, open, ..
                        },
                    ) => acc.set_item(Node {
                        kind,
                        cut,
                        open,
                        fixes: 0,
                    }),
                    _ => {}
                }
                Ok(Step::Again)
            }
            // Prose to the end: the object was never closed, and nothing in it was cut off.
            _ if self.prose_tail() => {
                self.pos = self.b.len();
                acc.fixes += 1;
                acc.cut = true;
                Ok(Step::Done)
            }
            _ => Ok(Step::Member),
        }
    }

    /// The colon after a key, or what the key was instead (a member of its own, a set item,
    /// a cut-off key): `Some(key)` when a value follows.
    fn key_colon(
        &mut self,
        key: Text<'a>,
        quoted: bool,
        acc: &mut Members<'a>,
    ) -> Option<Text<'a>> {
        self.skip_ws();
        match self.peek() {
            Some(b':') => {
                self.pos += 1;
                if self.peek() == Some(b':') {
                    self.pos += 1;
                }
            }
            // A key cut off by the end of the reply inside its quotes, or one that may have
            // been: the first bare thing after the members, where the reply ends before its
            // colon (`{"name": "Ada", "age"`; after prose words it is one more word).
            None if self.key_cut || acc.set.is_empty() => {
                acc.cut_key(key);
                return None;
            }
            Some(b',') | Some(b'}') if quoted && self.key_cut => {
                acc.cut_key(key);
                return None;
            }
            Some(b',') | Some(b'}') | None if quoted => {
                // `{"key:value}`: the colon ended up inside the quotes.
                if let Some((k, v)) = key.split_once(':')
                    && !k.is_empty()
                {
                    let v = v.trim().trim_matches(['"', '\'']);
                    let (k, v) = (k.trim().to_owned(), v.to_owned());
                    acc.entries
                        .push((k.into(), Node::fixed(Kind::Str(v.into()), 2)));
                    return None;
                }
                acc.set_item(Node::new(Kind::Str(key)));
                return None;
            }
            Some(b'"' | b'\'') if quoted => acc.fixes += 1, // missing colon
            Some(b',') | Some(b'}') | None if number(&key).is_some() => {
                acc.set_item(classify(&key).into_owned());
                return None;
            }
            _ if !quoted => {
                // A bare word that is not followed by a colon: garbage between members, or
                // the only content of `{placeholder}` (then a set of words, not `{}`).
                acc.set_item(Node::fixed(Kind::Word(key), 1));
                return None;
            }
            _ => acc.fixes += 1,
        }
        Some(key)
    }

    /// A member's value, or `Missing` where it was left out (`"a": ,`) or cut off.
    fn member_value(&mut self, closer: u8, acc: &mut Members<'a>) -> Result<Node<'a>, Failure> {
        self.skip_ws();
        Ok(match self.peek() {
            None => {
                acc.cut = true;
                Node {
                    kind: Kind::Missing,
                    cut: true,
                    open: false,
                    fixes: 0,
                }
            }
            Some(b',') => Node::fixed(Kind::Missing, 1),
            Some(c) if c == closer => Node::fixed(Kind::Missing, 1),
            Some(b']' | b')') => Node::fixed(Kind::Missing, 1),
            Some(_) => self.value(Ctx::Value)?,
        })
    }

    /// An object key: quoted (any quote style) or bare up to the colon.
    pub(super) fn key(&mut self) -> (Text<'a>, bool) {
        let c = self.b[self.pos];
        if matches!(c, b'"' | b'\'' | b'`') || smart_quote_len(self.b, self.pos) > 0 {
            let node = self.string(Ctx::Key);
            self.key_cut = node.cut;
            let text = match node.kind {
                Kind::Str(s) | Kind::Word(s) => s,
                _ => Text::Borrowed(""),
            };
            return (key_text(text), true);
        }
        if c == b'\\' && self.b.get(self.pos + 1) == Some(&b'"') {
            let node = self.string(Ctx::Key);
            if let Kind::Str(s) = node.kind {
                return (s, true);
            }
        }
        let start = self.pos;
        let mut i = start;
        while i < self.b.len() {
            let c = self.b[i];
            if c == b':' || c == b',' || c == b'\n' || is_closer(c) || c == b'{' || c == b'[' {
                break;
            }
            if c == b'"' && i > start {
                break;
            }
            i += 1;
        }
        self.pos = i;
        (Text::Borrowed(self.src[start..i].trim()), false)
    }

    pub(super) fn array(&mut self, closer: u8) -> Result<Node<'a>, Failure> {
        self.pos += 1;
        self.enter(closer)?;
        let result = self.items(closer);
        self.stack.pop();
        result
    }

    pub(super) fn items(&mut self, closer: u8) -> Result<Node<'a>, Failure> {
        let mut fixes = 0;
        let mut ended = Cut::No;
        let open = self.items.len();
        // `[ "k": v, ... ]`: key-value pairs written inside brackets.
        let mut pairs: Option<Vec<(Text<'a>, Node<'a>)>> = None;
        loop {
            match self.between_items(closer, &mut fixes, &mut ended) {
                Step::Done => break,
                Step::Again => continue,
                Step::Member => {}
            }
            let start = self.pos;
            let item = self.value(Ctx::Item)?;
            if self.pos == start {
                self.pos += 1;
                fixes += 1;
                continue;
            }
            if let Some(pair) = self.pair_after(&item)? {
                pairs.get_or_insert_with(Vec::new).push(pair);
                fixes += 1;
                continue;
            }
            if let Some(entries) = pairs.take() {
                self.items.push(Node::new(Kind::Object(entries)));
            }
            let after = self.skip_ws_from(self.pos);
            match self.b.get(after) {
                Some(b',') | None => {}
                Some(&c) if is_closer(c) => {}
                Some(_) => fixes += 1, // missing comma
            }
            self.items.push(item);
        }
        if let Some(entries) = pairs.take() {
            self.items.push(Node::new(Kind::Object(entries)));
        }
        // `["a", "b",` at the reply's end: cut off before its next item (the comma is the
        // list's own when its last item was read whole).
        if ended == Cut::BeforeItem
            && self.items.len() > open
            && self.items.last().is_some_and(|i| !i.cut)
        {
            self.items.push(Node {
                kind: Kind::Missing,
                cut: true,
                open: false,
                fixes: 0,
            });
        }
        Ok(Node {
            kind: Kind::Array(self.items.drain(open..).collect()),
            cut: ended != Cut::No,
            open: matches!(ended, Cut::AtEnd | Cut::BeforeItem),
            fixes,
        })
    }

    /// What stands before the next item: the closer, the end or a closing fence (done),
    /// separators, stray closers and colons (skipped), `...` (kept as a word), or an item
    /// (`Member`).
    fn between_items(&mut self, closer: u8, fixes: &mut u32, cut: &mut Cut) -> Step {
        let after_comma = self.pos > 0 && self.b[self.pos - 1] == b',';
        self.skip_ws();
        let Some(c) = self.peek() else {
            *cut = if after_comma {
                Cut::BeforeItem
            } else if self.closer_last() {
                // A closer of the wrong kind last (`["a", "b"}`) was the list's own.
                Cut::After
            } else {
                Cut::AtEnd
            };
            return Step::Done;
        };
        if self.at_fence_close() {
            *cut = Cut::After;
            return Step::Done;
        }
        match c {
            _ if c == closer => {
                self.pos += 1;
                Step::Done
            }
            b',' => {
                self.pos += 1;
                Step::Again
            }
            b']' | b'}' | b')' => {
                *fixes += 1;
                if self.foreign_closer(c) {
                    Step::Done
                } else {
                    Step::Again
                }
            }
            // `...`: the list elided, kept as the word it is (coercion refuses a list that
            // says it is not all there).
            b'.' if self.b[self.pos..].starts_with(b"...") => {
                self.pos += 3;
                while self.peek() == Some(b'.') {
                    self.pos += 1;
                }
                *fixes += 1;
                let mut elided = Node::new(Kind::Word(Text::Borrowed("...")));
                elided.fixes = 1;
                self.items.push(elided);
                Step::Again
            }
            b':' => {
                self.pos += 1;
                *fixes += 1;
                Step::Again
            }
            // Prose to the end: the list was never closed, and nothing in it was cut off.
            _ if self.prose_tail() => {
                self.pos = self.b.len();
                *fixes += 1;
                *cut = Cut::After;
                Step::Done
            }
            _ => Step::Member,
        }
    }

    /// A string item followed by a colon is a key: the pair it starts.
    fn pair_after(&mut self, item: &Node<'a>) -> Result<Option<(Text<'a>, Node<'a>)>, Failure> {
        let after = self.skip_ws_from(self.pos);
        let (Some(b':'), Kind::Str(key) | Kind::Word(key)) = (self.b.get(after), &item.kind) else {
            return Ok(None);
        };
        self.pos = after + 1;
        self.skip_ws();
        let value = match self.peek() {
            None | Some(b',') | Some(b']') | Some(b'}') => Node::fixed(Kind::Missing, 1),
            Some(_) => self.value(Ctx::Value)?,
        };
        Ok(Some((key.clone(), value)))
    }

    pub(super) fn tuple(&mut self) -> Result<Node<'a>, Failure> {
        let start = self.pos;
        let node = self.array(b')')?;
        let had_comma = memchr(b',', &self.b[start..self.pos]).is_some();
        match node.kind {
            Kind::Array(mut items) if items.len() == 1 && !had_comma => Ok(items.remove(0)),
            kind => Ok(Node {
                kind,
                cut: node.cut,
                open: false,
                fixes: node.fixes + 1,
            }),
        }
    }
}
