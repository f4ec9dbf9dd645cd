//! The model in English, for errors and feedback ("an integer from 1 to 5").

use super::*;

/// `"an integer from 1 to 100"`, `"a number greater than 0 and at most 1"`, `"an integer that
/// fits in a 32-bit signed integer (int32)"`.
fn describe_number(noun: &str, bounds: Option<&NumberBounds>) -> String {
    let Some(bounds) = bounds else {
        return noun.to_owned();
    };
    // An explicit bound that the format implies anyway (schemars writes `minimum: 0` beside
    // `uint32`) is left out; the format is left out when both ends are tighter.
    let implied = |limit: &Limit, end: i128, lower: bool| {
        let order = compare(exact(&limit.value), Exact::Int(end));
        if lower { order.is_le() } else { order.is_ge() }
    };
    let range = bounds.format.map(IntFormat::range);
    let lower = bounds
        .lower
        .as_ref()
        .filter(|l| range.is_none_or(|(low, _)| !implied(l, low, true)));
    let upper = bounds
        .upper
        .as_ref()
        .filter(|l| range.is_none_or(|(_, high)| !implied(l, high, false)));
    let mut out = noun.to_owned();
    match (lower, upper) {
        (Some(l), Some(u)) if !l.exclusive && !u.exclusive => {
            out.push_str(&format!(" from {} to {}", l.value, u.value));
        }
        _ => {
            let mut parts = Vec::new();
            if let Some(l) = lower {
                parts.push(if l.exclusive {
                    format!("greater than {}", l.value)
                } else {
                    format!("of at least {}", l.value)
                });
            }
            if let Some(u) = upper {
                parts.push(match (u.exclusive, parts.is_empty()) {
                    (true, _) => format!("less than {}", u.value),
                    (false, true) => format!("of at most {}", u.value),
                    (false, false) => format!("at most {}", u.value),
                });
            }
            if !parts.is_empty() {
                out.push(' ');
                out.push_str(&parts.join(" and "));
            }
        }
    }
    let mut clauses = Vec::new();
    if let Some(m) = &bounds.multiple_of {
        clauses.push(format!("is a multiple of {m}"));
    }
    if let Some(format) = bounds.format
        && !(lower.is_some() && upper.is_some())
    {
        clauses.push(format!("fits in {} ({})", format.words(), format.name()));
    }
    if !clauses.is_empty() {
        out.push_str(" that ");
        out.push_str(&clauses.join(" and "));
    }
    out
}

/// `" of 2 to 5 items"`, `" of at most 20 characters"`, or nothing when there is no bound.
fn count_words(min: usize, max: Option<usize>, unit: &str) -> String {
    let units = |n: usize| {
        if n == 1 {
            unit.to_owned()
        } else {
            format!("{unit}s")
        }
    };
    match (min, max) {
        (0, None) => String::new(),
        (min, None) => format!(" of at least {min} {}", units(min)),
        (0, Some(max)) => format!(" of at most {max} {}", units(max)),
        (min, Some(max)) if min == max => format!(" of exactly {min} {}", units(min)),
        (min, Some(max)) => format!(" of {min} to {max} {}", units(max)),
    }
}

impl Shape {
    /// A short description of what is expected at `id`, for error messages.
    pub(crate) fn describe(&self, id: Id) -> String {
        self.describe_depth(id, 0)
    }

    pub(super) fn describe_depth(&self, id: Id, depth: usize) -> String {
        match self.node(id) {
            S::Any => "any JSON value".into(),
            S::Never => "nothing".into(),
            S::Null => "null".into(),
            S::Bool => "a boolean".into(),
            S::Integer => describe_number("an integer", self.bounds(id)),
            S::Number => describe_number("a number", self.bounds(id)),
            S::String {
                pattern,
                format,
                min_len,
                max_len,
            } => {
                let mut out = format!("a string{}", count_words(*min_len, *max_len, "character"));
                if let Some(p) = pattern {
                    out.push_str(&format!(" matching `{}`", p.as_str()));
                } else if let Some(f) = format.filter(|f| f.is_checked()) {
                    out.push_str(&format!(" in {} format", f.name()));
                }
                out
            }
            S::Enum(values) => {
                let list: Vec<String> = values.iter().take(12).map(Value::to_string).collect();
                if values.len() == 1 {
                    list[0].clone()
                } else {
                    format!("one of {}", list.join(", "))
                }
            }
            S::Array {
                min, max, unique, ..
            } => match (count_words(*min, *max, "item"), unique) {
                (count, false) => format!("an array{count}"),
                (count, true) if count.is_empty() => "an array of unique items".into(),
                (count, true) => format!("an array{}", count.replacen(" item", " unique item", 1)),
            },
            S::Object(o) => match &o.name {
                Some(name) => format!("an object ({name})"),
                None => "an object".into(),
            },
            S::Union(u) if depth < 3 => {
                let parts: Vec<String> = u
                    .variants
                    .iter()
                    .take(6)
                    .map(|&v| self.describe_depth(v, depth + 1))
                    .collect();
                parts.join(" or ")
            }
            S::Union(_) | S::Ref(_) => "a value of the schema".into(),
        }
    }
}
