//! The repair report: what a lenient conversion changed to get a value.

use std::fmt;

/// One repair or coercion applied while converting a reply.
///
/// ```
/// use structout::{Converter, RepairKind};
///
/// let converter = Converter::new(&serde_json::json!({
///     "type": "object",
///     "properties": {"age": {"type": "integer"}},
///     "required": ["age"]
/// }))?;
/// let report = converter.convert_with_report(r#"{"age": "42",}"#)?;
/// assert_eq!(report.value["age"], 42);
/// assert!(report.repairs.iter().any(|r| r.kind == RepairKind::StringToNumber && r.path == ".age"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repair {
    /// What was done.
    pub kind: RepairKind,
    /// Where, as a JSON path from the root (`""` for the root, `.movies[2]`).
    pub path: String,
}

/// The kinds of repair and coercion, in the order the crate docs list them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RepairKind {
    /// The value was read from a provider's response or message (an OpenAI chat completion
    /// or Responses API response, an Anthropic message, a Gemini response or candidate): its
    /// text, or the arguments of its only tool call. The reply itself was not the value.
    EnvelopeOpened,
    /// The value was taken from part of the reply (a code fence, JSON inside prose, tags,
    /// `key: value` lines, a list) rather than the whole reply.
    Extracted,
    /// The value was named in prose (an enum value, a boolean, a number).
    FoundInProse,
    /// The JSON syntax was repaired (quotes, commas, brackets, comments, literals).
    SyntaxRepaired,
    /// A value cut off at the end of the reply was dropped.
    CutOffDropped,
    /// A key with no value (`"key": ,`) was dropped.
    EmptyValueDropped,
    /// A key that the schema does not declare was dropped.
    ExtraKeyDropped,
    /// A key written twice with the same value was kept once.
    DuplicateKeyDropped,
    /// A key was matched to a property spelled differently (`actorName` → `actor_name`).
    KeyMatched,
    /// A string became a number (`"5"` → `5`; `"$1,299.00"` → `1299.00`; `"30 cm"` for
    /// `length_cm` → `30`).
    StringToNumber,
    /// A number with a zero fraction became an integer (`3.0` → `3`).
    FloatToInteger,
    /// A number became a string (`1917` → `"1917"`).
    NumberToString,
    /// A string became a boolean (`"TRUE"` → `true`, `"no"` → `false`).
    StringToBool,
    /// A date-time where a date was asked for became its date part
    /// (`"2024-05-01T10:00:00Z"` → `"2024-05-01"`).
    DatePartTaken,
    /// A date or a time of day written as people write it became the form asked for: a
    /// date's ISO form (`"13/04/2025"`, `"31.12.2025"`, `"March 4, 2025"` → `"2025-04-13"`,
    /// …), or a 24-hour `HH:MM` (`"3 pm"`, `"15h30"` → `"15:00"`, `"15:30"`); one that reads
    /// two ways (`"04/03/2025"`, `"3:00"`) is refused.
    DateTimeRewritten,
    /// An enum value or constant was matched ignoring case, separators or accents.
    EnumMatched,
    /// `NaN`, `Infinity` or `undefined` became `null`, or was dropped from an optional field.
    NonFiniteToNull,
    /// `null` (or `None`) for an optional field that does not take null was dropped.
    NullDropped,
    /// A placeholder (`"N/A"`, `"none"`, `"<phone>"`, `"string"`) where null is allowed
    /// became `null`: the reply gave no value there.
    PlaceholderNulled,
    /// A string holding JSON was decoded.
    JsonStringDecoded,
    /// A single-key wrapper object (`{"result": …}`) was unwrapped.
    WrapperUnwrapped,
    /// A one-element array was unwrapped where one value was wanted.
    ArrayUnwrapped,
    /// A lone value was wrapped in a one-element array.
    WrappedInArray,
    /// A string of delimited items was split into the list that was asked for
    /// (`"1; 2"` → `[1, 2]`).
    StringSplit,
    /// A missing union tag was filled in because exactly one variant fits.
    TagFilled,
    /// A missing optional field took the default the schema declares.
    DefaultFilled,
    /// A lone value filled the only field of an object.
    FieldImplied,
    /// Several values in the reply were collected into the array that was asked for.
    ValuesCollected,
    /// A list of `{"key": k, "value": v}` entries was read as the map that was asked for
    /// (the form maps take in OpenAI strict mode, see [`Provider`](crate::Provider)).
    MapFromEntries,
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            RepairKind::EnvelopeOpened => "value read from a provider's response",
            RepairKind::Extracted => "value extracted from the reply",
            RepairKind::FoundInProse => "value found in prose",
            RepairKind::SyntaxRepaired => "JSON syntax repaired",
            RepairKind::CutOffDropped => "cut-off value dropped",
            RepairKind::EmptyValueDropped => "empty value dropped",
            RepairKind::ExtraKeyDropped => "extra key dropped",
            RepairKind::DuplicateKeyDropped => "repeated key kept once",
            RepairKind::KeyMatched => "key matched by spelling",
            RepairKind::StringToNumber => "string converted to number",
            RepairKind::FloatToInteger => "number converted to integer",
            RepairKind::NumberToString => "number converted to string",
            RepairKind::StringToBool => "string converted to boolean",
            RepairKind::DatePartTaken => "date taken from a date-time",
            RepairKind::DateTimeRewritten => "date or time rewritten in the form asked for",
            RepairKind::EnumMatched => "enum value matched loosely",
            RepairKind::NonFiniteToNull => "non-finite number replaced by null",
            RepairKind::NullDropped => "null for an optional field dropped",
            RepairKind::PlaceholderNulled => "placeholder read as null",
            RepairKind::JsonStringDecoded => "JSON string decoded",
            RepairKind::WrapperUnwrapped => "wrapper object unwrapped",
            RepairKind::ArrayUnwrapped => "one-element array unwrapped",
            RepairKind::WrappedInArray => "value wrapped in an array",
            RepairKind::StringSplit => "delimited string split into a list",
            RepairKind::TagFilled => "union tag filled in",
            RepairKind::DefaultFilled => "default filled in",
            RepairKind::FieldImplied => "value assigned to the only field",
            RepairKind::ValuesCollected => "values collected into an array",
            RepairKind::MapFromEntries => "key/value entries read as a map",
        };
        if self.path.is_empty() {
            f.write_str(what)
        } else {
            write!(f, "{what} at `{}`", self.path)
        }
    }
}

/// A converted value and the repairs it needed; empty `repairs` means the reply was valid
/// JSON of the right shape.
#[derive(Debug, Clone, PartialEq)]
pub struct Converted<T> {
    /// The value.
    pub value: T,
    /// Every repair and coercion applied, in the order they were made.
    pub repairs: Vec<Repair>,
}

impl<T> Converted<T> {
    /// Whether the reply needed no repair at all.
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.repairs.is_empty()
    }
}
