//! Streaming: the partial value of a reply while it arrives.
//!
//! [`scan`] reads each pushed byte once and finds the value's tokens; [`build`] places them
//! into a JSON tree as the schema says. Neither looks back, so a reply pushed in any number
//! of chunks costs time linear in its length. [`PartialParser::finish`] hands the whole
//! reply to the engine, so the final value is exactly what [`Converter::convert`] returns.

mod build;
mod scan;

use crate::convert::Converter;
use crate::error::ConvertError;
pub(crate) use build::Rules;
use build::Tree;
use scan::Scanner;
use serde_json::Value;
use std::sync::Arc;

/// Reads a reply chunk by chunk and shows the value so far; made by
/// [`Converter::partial_parser`].
///
/// Each snapshot refines the next, and the last one refines the final value:
/// - keys never disappear, arrays only grow, strings only extend (never with half an escape);
/// - a number, boolean, `null`, enum value, or a string with a pattern, format or length
///   bound appears only when complete, coerced as [`Converter::convert`] would, and never
///   changes;
/// - a string where `null` is allowed appears once it can no longer be a placeholder, which
///   the engine reads as `null` (`N/A`, `none`, `TBD`, `XXX-XXX-XXXX`, `<phone>`): `N` is held
///   back, `Nairobi` grows from `Nai` on;
/// - a value that only the engine can decide (a union other than "`T` or `null`", a value of
///   another type than the schema's that the engine may repair) appears once complete;
/// - keys the schema does not name and duplicate keys are not shown.
///
/// What is read live: a value that starts the reply (after any `<think>` block, which shows
/// nothing until it closes) or the first JSON code fence (unless the prose before it calls it
/// an example or holds a `{` or `[` of its own), in JSON as models write it (single
/// quotes, unquoted keys, trailing commas, comments). A value inside prose is not shown while
/// streaming, since a fenced value may follow and take its place; anything the scanner does
/// not read (a quote inside a string, a line break in a string, a value run on after a
/// closing fence) ends what is shown. In every case [`finish`](Self::finish) reads the whole
/// reply with the full engine.
///
/// Not foreseen: a reply that completes a value and then corrects it with another
/// ("Actually: {…}"), and a reply that breaks off mid-value in a way the scanner does not read
/// after which the engine takes another value of the reply (an inner object of a broken one).
/// There the last snapshot can differ from what `finish` returns: act on `finish` for
/// anything irreversible.
///
/// Time: each byte is scanned once; the total cost of pushing a reply in any chunking is
/// linear in its length.
pub struct PartialParser {
    converter: Converter,
    text: String,
    scanner: Scanner,
    tree: Tree,
}

impl std::fmt::Debug for PartialParser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PartialParser")
            .field("read", &self.text.len())
            .field("current", &self.current())
            .finish()
    }
}

impl PartialParser {
    pub(crate) fn new(converter: Converter, rules: Arc<Rules>) -> PartialParser {
        let depth = converter.options().depth();
        PartialParser {
            tree: Tree::new(converter.clone(), rules),
            converter,
            text: String::new(),
            scanner: Scanner::new(depth),
        }
    }

    /// Adds the next chunk of the reply. Returns whether the partial value changed.
    pub fn push(&mut self, chunk: &str) -> bool {
        self.text.push_str(chunk);
        if !self.scanner.stopped() {
            self.scanner.run(&self.text, &mut self.tree);
        }
        self.tree.take_changed()
    }

    /// The partial value so far; `None` until any of it has appeared.
    #[must_use]
    pub fn current(&self) -> Option<&Value> {
        self.tree.value()
    }

    /// Whether the value at `pointer` (a JSON Pointer: `""` for the whole value,
    /// `"/movies/0"`) has appeared and is complete: it will not grow any more.
    ///
    /// ```
    /// # use serde_json::json;
    /// let converter = structout::Converter::new(&json!({"type": "array", "items": {"type": "string"}}))?;
    /// let mut parser = converter.partial_parser();
    /// parser.push(r#"["Big", "Spl"#);
    /// assert!(parser.is_complete("/0"));
    /// assert!(!parser.is_complete("/1"));
    /// assert!(!parser.is_complete(""));
    /// # Ok::<(), structout::ConvertError>(())
    /// ```
    #[must_use]
    pub fn is_complete(&self, pointer: &str) -> bool {
        self.tree.is_complete(pointer)
    }

    /// The JSON Pointer segments of the one chain of the value still being read (open
    /// containers, then the string or value being read); `None` once all of it is complete.
    pub(crate) fn open_segments(&self) -> Option<Vec<String>> {
        self.tree.open_segments()
    }

    /// The reply so far.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Converts the whole reply: exactly what [`Converter::convert`] returns on it.
    ///
    /// # Errors
    ///
    /// As [`Converter::convert`].
    pub fn finish(self) -> Result<Value, ConvertError> {
        self.converter.convert(&self.text)
    }
}

impl Converter {
    /// A parser that reads a reply as it streams in, chunk by chunk, and shows the partial
    /// value so far; [`PartialParser::finish`] returns what [`convert`](Converter::convert)
    /// returns on the whole reply. See [`PartialParser`] for what is shown when.
    ///
    /// ```
    /// use serde_json::json;
    /// use structout::Converter;
    ///
    /// let converter = Converter::new(&json!({
    ///     "type": "object",
    ///     "properties": {"title": {"type": "string"}, "year": {"type": "integer"}}
    /// }))?;
    /// let mut parser = converter.partial_parser();
    /// parser.push("```json\n{\"title\": \"Big");
    /// assert_eq!(parser.current(), Some(&json!({"title": "Big"})));
    /// parser.push("\", \"year\": 19");
    /// assert_eq!(parser.current(), Some(&json!({"title": "Big"}))); // 19 may go on
    /// parser.push("88}\n```");
    /// assert_eq!(parser.finish()?, json!({"title": "Big", "year": 1988}));
    /// # Ok::<(), structout::ConvertError>(())
    /// ```
    #[must_use]
    pub fn partial_parser(&self) -> PartialParser {
        PartialParser::new(self.clone(), Default::default())
    }
}
