//! The one table of costs. Every fit has a cost: what its repairs add, and what the place
//! its value was found adds ([`found`]). Of the candidates that fit, the cheapest wins, and
//! within a union, the cheapest variant: a cost says how far a reading departs from what the
//! reply wrote, so the reading that departs least is the one the reply meant.
//!
//! The figures are small integers chosen against each other: a coercion that keeps the
//! value's meaning (a string of digits read as the number it spells) costs 1; one that
//! changes its form (a lone value wrapped in a list, a JSON string decoded) costs 2; one
//! that reads structure the reply did not write (a wrapper's content taken for the value, a
//! lone value for an object's only field) costs 3, so that two small repairs never lose to
//! it.

use crate::engine::find::words::Tier;
use crate::report::RepairKind;

/// What a repair of `kind` adds to a fit's cost, where it is made once. Where a repair's
/// cost varies, the function named here adds the rest.
pub(crate) const fn of(kind: RepairKind) -> u32 {
    match kind {
        // The schema's own default for a field the reply left out: no departure from it.
        RepairKind::DefaultFilled => 0,
        // Where a value was found is priced by `found`, not as a repair.
        RepairKind::EnvelopeOpened
        | RepairKind::Extracted
        | RepairKind::FoundInProse
        | RepairKind::ValuesCollected => 0,
        // The same value in another JSON type, or read past an obvious slip: its meaning kept.
        RepairKind::StringToNumber
        | RepairKind::FloatToInteger
        | RepairKind::NumberToString
        | RepairKind::StringToBool
        | RepairKind::DatePartTaken
        | RepairKind::DateTimeRewritten
        | RepairKind::NonFiniteToNull
        | RepairKind::NullDropped
        | RepairKind::PlaceholderNulled
        | RepairKind::EmptyValueDropped
        | RepairKind::DuplicateKeyDropped
        | RepairKind::TagFilled
        | RepairKind::MapFromEntries => 1,
        // A key the schema does not declare, dropped: 1, plus the syntax repairs inside it
        // (`extra_key`), so that dropping a key is never cheaper than reading it.
        RepairKind::ExtraKeyDropped => 1,
        // A key or an enum value spelled differently: by how far the spelling is (`key`,
        // `enum_value`).
        RepairKind::KeyMatched | RepairKind::EnumMatched => 1,
        // Each syntax repair the parser counted, and a container never closed (`syntax`).
        RepairKind::SyntaxRepaired => 1,
        // The form changed: a value cut off and dropped, a lone value wrapped in a list, a
        // string split into the list it names, a JSON string decoded.
        RepairKind::CutOffDropped
        | RepairKind::WrappedInArray
        | RepairKind::StringSplit
        | RepairKind::JsonStringDecoded => 2,
        // Structure the reply did not write: a wrapper's content taken for the value, a
        // one-item list for its item, a lone value for an object's only field.
        RepairKind::WrapperUnwrapped | RepairKind::ArrayUnwrapped | RepairKind::FieldImplied => 3,
    }
}

/// A set of names (`{"a", "b"}`) read as an object whose values were left out: its keys are
/// there, every value is missing.
pub(crate) const SET_AS_OBJECT: u32 = 3;

/// An empty element (`<name></name>`) read as the empty string.
pub(crate) const EMPTY_AS_STRING: u32 = 1;

/// A key dropped, with `fixes` syntax repairs inside its value.
pub(crate) const fn extra_key(fixes: u32) -> u32 {
    of(RepairKind::ExtraKeyDropped).saturating_add(fixes)
}

/// The syntax repairs of one node: each fix the parser counted, and 1 for a container that
/// never closed.
pub(crate) const fn syntax(fixes: u32, never_closed: bool) -> u32 {
    fixes.saturating_add(never_closed as u32)
}

/// A key matched to a property at `tier`: an exact spelling costs nothing (it is no
/// repair), case or separators 1, accents 2.
pub(crate) const fn key(tier: Tier) -> u32 {
    match tier {
        Tier::Exact => 0,
        Tier::Loose => 1,
        Tier::Folded => 2,
    }
}

/// An enum value matched at `tier` (at least 1: a value matched from another JSON type, a
/// number for `"1"`, is a repair even when its spelling is exact).
pub(crate) const fn enum_value(tier: Tier) -> u32 {
    let cost = key(tier);
    if cost == 0 { 1 } else { cost }
}

/// What each place a value may be found adds to the cost of a fit: how surely a value found
/// there is the answer.
pub(crate) mod found {
    /// The whole reply, when it starts like JSON; a code fence's body; a bare scalar reply;
    /// for any JSON value, the values collected from one place.
    pub const DIRECT: u32 = 0;
    /// The whole reply when it does not start like JSON; JSON inside prose; an escaped
    /// document (`{\"a\": 1}`).
    pub const INDIRECT: u32 = 1;
    /// The whole reply taken as text, for a string target.
    pub const WHOLE_TEXT: u32 = 1;
    /// Added for one of several values in one place, or for all of them collected into the
    /// list asked for.
    pub const ONE_OF_SEVERAL: u32 = 2;
    /// Values in prose collected into the list asked for.
    pub const COLLECTED: u32 = 2;
    /// Added when words stand between the values of one place and one value is left.
    pub const WORDS_BETWEEN: u32 = 3;
    /// Tags (with the root element unwrapped), `key: value` lines, markdown lists.
    pub const LIGHT: u32 = 3;
    /// Tags read as an object of their elements; comma-separated values.
    pub const LOOSE: u32 = 4;
    /// A value named in prose.
    pub const PROSE: u32 = 5;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_structure_costs_more_than_two_small_repairs() {
        let small = of(RepairKind::StringToNumber);
        for kind in [
            RepairKind::WrapperUnwrapped,
            RepairKind::ArrayUnwrapped,
            RepairKind::FieldImplied,
        ] {
            assert!(of(kind) > 2 * small - 1, "{kind:?}");
            assert!(of(kind) > of(RepairKind::WrappedInArray), "{kind:?}");
        }
        assert_eq!(enum_value(Tier::Exact), 1);
        assert_eq!(key(Tier::Exact), 0);
        assert!(key(Tier::Loose) < key(Tier::Folded));
        assert_eq!(extra_key(2), 3);
        assert_eq!(syntax(2, true), 3);
    }
}
