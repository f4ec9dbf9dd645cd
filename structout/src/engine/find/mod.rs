//! *Find*, the first stage: where in the reply a value may be, and what the text around each
//! place says about it. It reads bytes and words only; nothing here parses a value.
//!
//! [`bytes`] is the byte search every stage uses; [`reasoning`] blanks reasoning blocks;
//! [`spans`] finds code fences and the JSON-like spans in prose; [`cues`] reads the phrases
//! before a value (an example, the answer, a quotation, a denial) and [`provenance`] what
//! the text around a place says of it (code, a block quote, a correction after it);
//! [`qualifiers`] the words that make a number a bound or an estimate (`about 40`, `40+`);
//! [`words`] compares names as models spell them; [`units`] reads units of measure in a
//! field's name and after a number in prose; [`clock`] times of day in their notations; [`senses`] closed values (`negative`,
//! `rejected`) in the words of other languages;
//! [`calendar`] dates as people write them.

pub(crate) mod ahead;
pub(crate) mod bytes;
pub(crate) mod calendar;
pub(crate) mod calendar_names;
pub(crate) mod clock;
pub(crate) mod cues;
pub(crate) mod declining;
pub(crate) mod provenance;
pub(crate) mod qualifiers;
pub(crate) mod reasoning;
pub(crate) mod senses;
pub(crate) mod spans;
pub(crate) mod spelled;
pub(crate) mod units;
pub(crate) mod words;
