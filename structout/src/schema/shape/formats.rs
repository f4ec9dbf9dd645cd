//! Strings in the model: `format` (date, time, uuid, email, …) and the length and pattern
//! checks every string node makes.

use super::*;

/// Whether `text` meets the string node's `pattern`, `format` and lengths (in code points;
/// counted only when there are bounds). Any other node sets no such rule.
#[inline]
pub(crate) fn text_fits(node: &S, text: &str) -> bool {
    let S::String {
        pattern,
        format,
        min_len,
        max_len,
    } = node
    else {
        return true;
    };
    pattern.as_ref().is_none_or(|re| re.is_match(text))
        && format.is_none_or(|f| f.accepts(text))
        && (*min_len == 0 && max_len.is_none()
            || length_fits(text.chars().count(), *min_len, *max_len))
}

/// Whether the string node of the field `key` takes times of day as a 24-hour `HH:MM`: its
/// rules accept `00:00`, `09:30` and `23:59` and refuse `9:30`, and either refuse `24:00` too
/// or belong to a field whose name says it holds a time of day (`pickup_time`, `starts_at`,
/// `hour`: a pattern of two digits, a colon and two digits, `^\d{2}:\d{2}$`, is also a
/// duration's, `MM:SS`). A time written another way (`3 pm`, `15h30`) is, for it, that
/// `HH:MM`.
pub(crate) fn takes_clock_times(node: &S, key: Option<&str>) -> bool {
    matches!(
        node,
        S::String {
            pattern: Some(_),
            ..
        }
    ) && ["00:00", "09:30", "23:59"]
        .iter()
        .all(|t| text_fits(node, t))
        && !text_fits(node, "9:30")
        && (!text_fits(node, "24:00") || key.is_some_and(names_time_of_day))
}

/// Whether a field's name says it holds a time of day: a part `time`, `hour`, `clock` or
/// `uhrzeit`, `heure`, `hora`, or a last part `at` (`starts_at`).
fn names_time_of_day(key: &str) -> bool {
    let parts: Vec<String> = super::key_parts(key)
        .iter()
        .map(|p| p.to_lowercase())
        .collect();
    parts.iter().any(|p| {
        matches!(
            p.as_str(),
            "time" | "hour" | "clock" | "uhrzeit" | "heure" | "hora"
        )
    }) || parts.len() > 1 && parts.last().is_some_and(|p| p == "at")
}

/// Whether a field's name says its time is in UTC: a part `utc`, `gmt` or `zulu`
/// (`start_time_utc`, `startUtc`).
pub(crate) fn names_utc(key: &str) -> bool {
    super::key_parts(key).iter().any(|p| {
        ["utc", "gmt", "zulu"]
            .iter()
            .any(|z| p.eq_ignore_ascii_case(z))
    })
}

/// Whether a string of `len` code points meets `minLength`/`maxLength`.
#[inline]
pub(crate) fn length_fits(len: usize, min: usize, max: Option<usize>) -> bool {
    len >= min && max.is_none_or(|m| len <= m)
}

/// String formats: those that are checked, and the rest (`uri`, `ip`, `hostname`, …), which
/// are not checked but still make a string one that means something only whole (a half-written
/// URL is no URL: a partial parser shows it once complete).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StringFormat {
    DateTime,
    PartialDateTime,
    Date,
    Time,
    Uuid,
    Email,
    /// Any other format: accepted as written.
    Unchecked,
}

impl StringFormat {
    /// Whether values in this format are checked ([`accepts`](Self::accepts) refuses some).
    pub(crate) fn is_checked(self) -> bool {
        self != StringFormat::Unchecked
    }

    pub(super) fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "date-time" => StringFormat::DateTime,
            "partial-date-time" => StringFormat::PartialDateTime,
            "date" => StringFormat::Date,
            "time" | "partial-time" => StringFormat::Time,
            "uuid" => StringFormat::Uuid,
            "email" => StringFormat::Email,
            "" => return None,
            _ => StringFormat::Unchecked,
        })
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            StringFormat::DateTime => "date-time",
            StringFormat::PartialDateTime => "partial-date-time",
            StringFormat::Date => "date",
            StringFormat::Time => "time",
            StringFormat::Uuid => "uuid",
            StringFormat::Email => "email",
            StringFormat::Unchecked => "",
        }
    }

    /// Whether `s` is written in this format (RFC 3339 dates and times; seconds may be left
    /// out). A `date-time` has a time zone offset (`Z`, `+02:00`), since without one it names
    /// no instant; a `partial-date-time` (schemars' `NaiveDateTime`) has none.
    pub(crate) fn accepts(self, s: &str) -> bool {
        match self {
            StringFormat::Date => is_date(s),
            StringFormat::Time => is_time(s),
            StringFormat::DateTime => s
                .split_once(['T', 't', ' '])
                .is_some_and(|(d, t)| is_date(d) && is_time(t) && has_offset(t)),
            StringFormat::PartialDateTime => s
                .split_once(['T', 't', ' '])
                .is_some_and(|(d, t)| is_date(d) && is_time(t) && !has_offset(t)),
            StringFormat::Uuid => {
                let groups: Vec<&str> = s.split('-').collect();
                groups.len() == 5
                    && groups
                        .iter()
                        .zip([8, 4, 4, 4, 12])
                        .all(|(g, n)| g.len() == n && g.bytes().all(|b| b.is_ascii_hexdigit()))
            }
            StringFormat::Email => s.split_once('@').is_some_and(|(user, host)| {
                !user.is_empty() && host.contains('.') && !s.contains(char::is_whitespace)
            }),
            StringFormat::Unchecked => true,
        }
    }
}

fn digits(s: &str, n: usize) -> bool {
    s.len() == n && s.bytes().all(|b| b.is_ascii_digit())
}

/// `YYYY-MM-DD`, a day of the (proleptic Gregorian) calendar: no 30 February, 29 February
/// in leap years only.
fn is_date(s: &str) -> bool {
    let parts: Vec<&str> = s.split('-').collect();
    if parts.len() != 3 || !digits(parts[0], 4) || !digits(parts[1], 2) || !digits(parts[2], 2) {
        return false;
    }
    let number = |p: &str| p.parse::<u32>().unwrap_or(0);
    let (year, month, day) = (number(parts[0]), number(parts[1]), number(parts[2]));
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

/// Whether a time ends with an offset: `Z` or `±hh:mm`.
fn has_offset(t: &str) -> bool {
    t.ends_with(['Z', 'z'])
        || t.rfind(['+', '-'])
            .is_some_and(|i| i >= 5 && is_time(&format!("{}:00", &t[i + 1..])))
}

fn is_time(s: &str) -> bool {
    // Strip the offset.
    let body = s
        .strip_suffix(['Z', 'z'])
        .or_else(|| s.rfind(['+', '-']).filter(|&i| i >= 5).map(|i| &s[..i]))
        .unwrap_or(s);
    let (hms, frac) = body.split_once('.').unwrap_or((body, "0"));
    let parts: Vec<&str> = hms.split(':').collect();
    (parts.len() == 2 || parts.len() == 3)
        && parts.iter().all(|p| digits(p, 2))
        && parts[0].parse::<u32>().unwrap_or(99) < 24
        && parts[1].parse::<u32>().unwrap_or(99) < 60
        && !frac.is_empty()
        && frac.bytes().all(|b| b.is_ascii_digit())
}
