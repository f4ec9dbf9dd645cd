//! Scalars: null, booleans, numbers (from number text as people write it), strings and enum
//! values.

use super::*;
use crate::engine::find::{calendar, clock, cues, units};

/// What a miss for a placeholder adds to what was expected.
pub(super) const NOT_A_PLACEHOLDER: &str = " (a real value, not a placeholder)";

/// Number text of a string value: trimmed, and where it is written the way people write
/// numbers (`1,234`, `1.234,5`, `12,50`), read by the one convention its marks fit
/// ([`numbers::read`]).
fn numeric_text(text: &str) -> Option<Text<'_>> {
    let t = text.trim();
    let t = t.strip_suffix('.').filter(|s| s.contains('.')).unwrap_or(t);
    if numbers::one_group(t.trim_start_matches(['-', '+'])) {
        return None;
    }
    numbers::number(t).or_else(|| {
        let read = numbers::read_signed(t)?;
        numbers::number(&read).map(|n| Text::Owned(n.into_owned()))
    })
}

/// Number text of a string value of the field `key`, where it states one number as people
/// write amounts and measures: as [`numeric_text`] reads it; an amount of money
/// ([`numbers::amount`]: `"$1,299.00"`, `"1 299,00 kr"`), in the currency the field's name
/// declares if it declares one (`"¥12,000"` for `price_jpy`, never `"$12"`); or a number with
/// the unit the field's name declares ([`measured`]: `"30 cm"` for `length_cm`, `"21 %"` for
/// `vat_percent`).
fn stated_number<'t>(text: &'t str, key: Option<&str>) -> Option<Text<'t>> {
    if let Some(n) = numeric_text(text) {
        return Some(n);
    }
    if let Some((currency, n)) = numbers::amount(text) {
        // Money for a field named for another currency, a unit or a percent is none of them.
        let fits = key.is_none_or(|key| !numbers::other_measure(key, Some(currency), None));
        return fits.then_some(Text::Owned(n));
    }
    measured(text, key?).map(Text::Owned)
}

/// The number of a string that writes it with a unit (`"30 cm"`, `"−12,5 °C"`, `"21 %"`),
/// where that unit is the one the field's name `key` declares ([`units::of_key`]; a percent
/// where the name says percent). A unit the name does not declare, or a name that declares
/// none, leaves the number unread: `"12 kg"` for `weight` or `"3 m"` for `length_cm` is not
/// a number the program can take as it is.
fn measured(text: &str, key: &str) -> Option<String> {
    let t = text.trim();
    let end = t.rfind(|c: char| c.is_ascii_digit())? + 1;
    let (number, unit) = (t[..end].trim(), t[end..].trim());
    let declared = match unit {
        "%" | "％" => units::says_percent(key),
        _ => units::named(unit).is_some_and(|u| units::of_key(key) == Some(u)),
    };
    if !declared || numbers::one_group(number.trim_start_matches(['-', '+', '−'])) {
        return None;
    }
    match numbers::written(number) {
        Some(reading) => reading,
        None => numeric_text(number).map(Text::into_owned),
    }
}

/// An integer from number text: exact, or from a float with no fraction.
fn integer(raw: &str) -> Option<(Number, bool)> {
    if let Ok(i) = raw.parse::<i64>() {
        return Some((Number::from(i), false));
    }
    if let Ok(u) = raw.parse::<u64>() {
        return Some((Number::from(u), false));
    }
    let f: f64 = raw.parse().ok()?;
    if f.fract() != 0.0 || !f.is_finite() || f.abs() > 9.007_199_254_740_992e15 {
        return None;
    }
    Some((Number::from(f as i64), true))
}

impl Coercer<'_> {
    pub(super) fn null(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        match &node.kind {
            Kind::Null => Ok(Fit::plain(Value::Null, 0)),
            Kind::NonFinite => {
                Ok(Fit::plain(Value::Null, 0).with(RepairKind::NonFiniteToNull, path))
            }
            // A placeholder where null is allowed: the reply gave no value.
            Kind::Str(s) | Kind::Word(s) if cues::placeholder(s, path.last_key()) => {
                Ok(Fit::plain(Value::Null, 0).with(RepairKind::PlaceholderNulled, path))
            }
            // An unquoted word in brackets is a template's slot (`[REDACTED]`, `[NAME]`).
            Kind::Array(items)
                if matches!(items.as_slice(), [Node { kind: Kind::Word(w), .. }]
                    if cues::placeholder(&format!("[{w}]"), path.last_key())) =>
            {
                Ok(Fit::plain(Value::Null, 0).with(RepairKind::PlaceholderNulled, path))
            }
            _ => Err(self.miss(id, path, node)),
        }
    }

    pub(super) fn boolean(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        match &node.kind {
            Kind::Bool(b) => Ok(Fit::plain(Value::Bool(*b), 0)),
            Kind::Str(s) | Kind::Word(s) => {
                let t = s.trim();
                // `"yes"` and `"no"` answer a flag as a whole reply of `yes` does.
                if t.eq_ignore_ascii_case("true") || t.eq_ignore_ascii_case("yes") {
                    Ok(Fit::plain(Value::Bool(true), 0).with(RepairKind::StringToBool, path))
                } else if t.eq_ignore_ascii_case("false") || t.eq_ignore_ascii_case("no") {
                    Ok(Fit::plain(Value::Bool(false), 0).with(RepairKind::StringToBool, path))
                } else {
                    Err(self.miss(id, path, node))
                }
            }
            _ => Err(self.miss(id, path, node)),
        }
    }

    /// The number text of a node: a number, or a string that holds one (`true` when it came
    /// from a string).
    fn number_text<'n>(
        &self,
        id: Id,
        node: &'n Node<'n>,
        path: Path<'_>,
    ) -> Result<(Cow<'n, str>, bool), Miss> {
        match &node.kind {
            Kind::Number(raw) => Ok((Cow::Borrowed(raw), false)),
            Kind::Str(s) | Kind::Word(s) => stated_number(s, path.last_key())
                .map(|raw| (raw, true))
                .ok_or_else(|| self.miss(id, path, node)),
            _ => Err(self.miss(id, path, node)),
        }
    }

    pub(super) fn integer(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        let (raw, from_string) = self.number_text(id, node, path)?;
        let Some((n, from_float)) = integer(&raw) else {
            let mut miss = self.miss(id, path, node);
            miss.expected = "an integer (fractions are not rounded)".into();
            return Err(miss);
        };
        self.bounded(id, &n, node, path)?;
        let mut fit = Fit::plain(Value::Number(n), 0);
        if from_string {
            fit = fit.with(RepairKind::StringToNumber, path);
        }
        if from_float {
            fit = fit.with(RepairKind::FloatToInteger, path);
        }
        Ok(fit)
    }

    pub(super) fn number(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        let (raw, from_string) = self.number_text(id, node, path)?;
        let Some(n) = json_number(&raw) else {
            return Err(self.miss(id, path, node));
        };
        self.bounded(id, &n, node, path)?;
        let fit = Fit::plain(Value::Number(n), 0);
        Ok(if from_string {
            fit.with(RepairKind::StringToNumber, path)
        } else {
            fit
        })
    }

    /// A number outside the node's bounds (`minimum`, `maximum`, their exclusive forms,
    /// `multipleOf`, an integer format) does not fit: it is refused, never clamped.
    fn bounded(&self, id: Id, n: &Number, node: &Node, path: Path<'_>) -> Result<(), Miss> {
        match self.shape.bounds(id) {
            Some(bounds) if !bounds.admits(n) => Err(self.miss(id, path, node)),
            _ => Ok(()),
        }
    }

    pub(super) fn string(&self, id: Id, node: &Node, path: Path<'_>) -> Out {
        let fit = match &node.kind {
            // A placeholder is no answer, though it is a string (`"<city>"`, `"N/A"`).
            Kind::Str(s) | Kind::Word(s) if cues::placeholder(s, path.last_key()) => {
                let mut miss = self.miss(id, path, node);
                miss.expected.push_str(NOT_A_PLACEHOLDER);
                return Err(miss);
            }
            // A value cut short and closed with an ellipsis is not the value (`Mountain Vi...`).
            Kind::Str(s) | Kind::Word(s) if cues::cut_short(s) => {
                let mut miss = self.miss(id, path, node);
                miss.expected
                    .push_str(" (the whole value, not one cut short with an ellipsis)");
                return Err(miss);
            }
            // Code that computes the value is not the value (`getDisplayName(profile)`).
            Kind::Word(s) if cues::is_expression(s) => {
                let mut miss = self.miss(id, path, node);
                miss.expected
                    .push_str(" (the value itself, not code that computes it)");
                return Err(miss);
            }
            Kind::Str(s) | Kind::Word(s) => Fit::plain(Value::String(s.to_string()), 0),
            Kind::Number(raw) => {
                Fit::plain(Value::String(raw.to_string()), 0).with(RepairKind::NumberToString, path)
            }
            _ => return Err(self.miss(id, path, node)),
        };
        match &fit.value {
            Value::String(s) if !self.text_fits(id, s) => {
                // A date-time where a date is asked for: its date part.
                if let S::String {
                    format: Some(StringFormat::Date),
                    ..
                } = self.shape.node(id)
                    && (StringFormat::DateTime.accepts(s)
                        || StringFormat::PartialDateTime.accepts(s))
                    && let Some(date) = s.get(..10)
                    && self.text_fits(id, date)
                {
                    return Ok(Fit::plain(Value::String(date.to_owned()), fit.cost)
                        .with(RepairKind::DatePartTaken, path));
                }
                // A date as people write it, read one way: its ISO form.
                if let S::String {
                    format: Some(StringFormat::Date),
                    ..
                } = self.shape.node(id)
                    && let Some(date) = calendar::iso(s)
                    && self.text_fits(id, &date)
                {
                    return Ok(Fit::plain(Value::String(date), fit.cost)
                        .with(RepairKind::DateTimeRewritten, path));
                }
                // A time written so that it reads one way, where `HH:MM` is asked for.
                if shape::takes_clock_times(self.shape.node(id), path.last_key())
                    && let Some(minute) = clock::one_way(s)
                    && let time = clock::hh_mm(minute)
                    && self.text_fits(id, &time)
                {
                    return Ok(Fit::plain(Value::String(time), fit.cost)
                        .with(RepairKind::DateTimeRewritten, path));
                }
                Err(self.miss(id, path, node))
            }
            _ => Ok(fit),
        }
    }

    /// Whether `text` meets the string node's rules ([`shape::text_fits`]). A string that
    /// does not is refused, never cut.
    pub(super) fn text_fits(&self, id: Id, text: &str) -> bool {
        shape::text_fits(self.shape.node(id), text)
    }

    pub(super) fn enumeration(&self, id: Id, values: &[Value], node: &Node, path: Path<'_>) -> Out {
        // Exact JSON equality first.
        let plain = self.any(node, path).value;
        if values.contains(&plain) {
            return Ok(Fit::plain(plain, 0));
        }
        let text = match &node.kind {
            Kind::Str(s) | Kind::Word(s) => &**s,
            Kind::Number(n) => &**n,
            Kind::Bool(true) => "true",
            Kind::Bool(false) => "false",
            Kind::Null => "null",
            _ => return Err(self.miss(id, path, node)),
        };
        // A value crossed out (`~~thursday~~`) is taken back, not one spelled loosely.
        if cues::struck(text.trim()) {
            return Err(self.miss(id, path, node));
        }
        let mut best: Option<(Tier, &Value)> = None;
        let mut tie = false;
        for value in values {
            let tier = match value {
                Value::String(v) => words::compare(text, v),
                Value::Number(n) => numeric_text(text)
                    .and_then(|t| json_number(&t))
                    .filter(|m| m.as_f64() == n.as_f64())
                    .map(|_| Tier::Loose),
                Value::Bool(b) => text
                    .trim()
                    .eq_ignore_ascii_case(if *b { "true" } else { "false" })
                    .then_some(Tier::Loose),
                _ => None,
            };
            let Some(tier) = tier else { continue };
            match best {
                Some((t, v)) if t == tier && v != value => tie = true,
                Some((t, _)) if t <= tier => {}
                _ => {
                    best = Some((tier, value));
                    tie = false;
                }
            }
        }
        match best {
            Some(_) if tie => Err(Miss {
                kind: ErrorKind::Ambiguous,
                path: path.render(),
                depth: path.width(),
                expected: format!("exactly one of {}", self.shape.describe(id)),
                found: show(node),
            }),
            Some((tier, value)) => {
                let fit = Fit::plain(value.clone(), 0);
                Ok(
                    if tier != Tier::Exact || !matches!(node.kind, Kind::Str(_)) {
                        fit.with_cost(RepairKind::EnumMatched, path, cost::enum_value(tier))
                    } else {
                        fit
                    },
                )
            }
            None => Err(self.miss(id, path, node)),
        }
    }

    /// A string that holds JSON (`"[1, 2]"`, `"{\"a\": 1}"`), parsed.
    pub(super) fn decoded<'n>(node: &'n Node) -> Option<Node<'n>> {
        let Kind::Str(s) = &node.kind else {
            return None;
        };
        let t = s.trim();
        if !(t.starts_with('{') || t.starts_with('[')) {
            return None;
        }
        let inner = lenient::parse_one(t, 64).ok()?;
        if inner.cut {
            return None;
        }
        Some(inner)
    }
}
