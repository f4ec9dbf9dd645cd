//! Times of day as people write them: `14:00`, `14:00:00`, `2 pm`, `2:30 p.m.`, `14h`,
//! `14h30`, `14 Uhr`, `下午2点`. The same time written two ways is the same value: a reply
//! that writes `"time": "14:00"` and then says `not 2 pm` denies it.

/// The words after an hour that make it a time of day in Chinese, Japanese and Korean
/// (`3点`, `3時`, `3시`).
const HOUR_WORDS: [&str; 4] = ["点", "點", "時", "시"];

/// Whether `rest`, the text right after a number, opens with a word that makes the number
/// an hour of the day ([`HOUR_WORDS`], after a space or not: `3 点`).
pub(crate) fn hour_after(rest: &str) -> bool {
    let rest = rest.strip_prefix(' ').unwrap_or(rest);
    HOUR_WORDS.iter().any(|w| rest.starts_with(w))
}

/// The minute of the day (0–1439) of the time written at the start of `text` (lowercase or
/// not), and the bytes it takes; `None` when no time starts there or what follows the
/// number runs on as a word or number (`2 pmx`, `14:005`).
pub(crate) fn read(text: &[u8]) -> Option<(u32, usize)> {
    // `下午2点` / `上午9点`: the half of the day first.
    for (prefix, afternoon) in [
        ("下午", true),
        ("晚上", true),
        ("上午", false),
        ("早上", false),
    ] {
        if let Some(rest) = text.strip_prefix(prefix.as_bytes()) {
            // (A space may stand on either side of the hour: `下午 3 点`.)
            let space = |t: &[u8]| usize::from(t.first() == Some(&b' '));
            let before = space(rest);
            let (hour, len) = digits(&rest[before..], 2)?;
            let rest = &rest[before + len..];
            let after = space(rest);
            let suffix = HOUR_WORDS
                .iter()
                .find(|s| rest[after..].starts_with(s.as_bytes()))?;
            let hour = twelve_hour(hour, afternoon)?;
            return Some((
                hour * 60,
                prefix.len() + before + len + after + suffix.len(),
            ));
        }
    }
    let (hour, mut at) = digits(text, 2)?;
    let mut minute = 0;
    let mut clock = false;
    // `:MM`, then optionally `:SS`; or French `hMM` / `h`.
    if text.get(at) == Some(&b':') {
        let (m, len) = digits(&text[at + 1..], 2).filter(|&(_, len)| len == 2)?;
        minute = m;
        at += 1 + len;
        clock = true;
        if text.get(at) == Some(&b':')
            && let Some((_, 2)) = digits(&text[at + 1..], 2)
        {
            at += 3;
        }
    } else if matches!(text.get(at), Some(b'h' | b'H'))
        && !text.get(at + 1).is_some_and(u8::is_ascii_alphabetic)
    {
        at += 1;
        if let Some((m, 2)) = digits(&text[at..], 2) {
            minute = m;
            at += 2;
        }
        return (hour < 24 && minute < 60 && ends(text, at)).then_some((hour * 60 + minute, at));
    }
    // `am` / `pm` / `a.m.` / `p.m.`, after a space or not; `Uhr`.
    let gap = usize::from(text.get(at) == Some(&b' '));
    let rest = &text[at + gap..];
    let lower =
        |s: &[u8], word: &[u8]| s.len() >= word.len() && s[..word.len()].eq_ignore_ascii_case(word);
    for (word, afternoon) in [
        (&b"a.m."[..], false),
        (b"p.m.", true),
        (b"am", false),
        (b"pm", true),
    ] {
        if lower(rest, word) && ends(rest, word.len()) {
            let hour = twelve_hour(hour, afternoon)?;
            return (minute < 60).then_some((hour * 60 + minute, at + gap + word.len()));
        }
    }
    if lower(rest, b"uhr") && ends(rest, 3) {
        return (hour < 24 && minute < 60).then_some((hour * 60 + minute, at + gap + 3));
    }
    (clock && hour < 24 && minute < 60 && ends(text, at)).then_some((hour * 60 + minute, at))
}

/// One or two ASCII digits at the start (at most `max`), as a number, and how many.
fn digits(text: &[u8], max: usize) -> Option<(u32, usize)> {
    let n = text
        .iter()
        .take(max)
        .take_while(|c| c.is_ascii_digit())
        .count();
    if n == 0 || text.get(n).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let value = text[..n]
        .iter()
        .fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'));
    Some((value, n))
}

/// Whether a time ends at byte `at`: no letter or digit runs on.
fn ends(text: &[u8], at: usize) -> bool {
    text.get(at).is_none_or(|c| !c.is_ascii_alphanumeric())
}

/// The 24-hour hour of `hour` in the morning or the afternoon (`12 am` is 0, `12 pm` 12).
fn twelve_hour(hour: u32, afternoon: bool) -> Option<u32> {
    match (hour, afternoon) {
        (1..=11, false) => Some(hour),
        (12, false) => Some(0),
        (1..=11, true) => Some(hour + 12),
        (12, true) => Some(12),
        _ => None,
    }
}

/// The minute of the day `text` writes, when the whole of it is one time (`14:00`, `2 pm`).
pub(crate) fn whole(text: &str) -> Option<u32> {
    let text = text.trim();
    read(text.as_bytes()).and_then(|(minute, len)| (len == text.len()).then_some(minute))
}

/// A time of day as a 24-hour `HH:MM`, from its minute.
pub(crate) fn hh_mm(minute: u32) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

/// The minute of the day of `text` (the whole of it, trimmed) when it is a time written so
/// that it reads one way: with `am`/`pm`, `h`, `Uhr` or `下午`, or an hour past 12, or two
/// digits for the hour (`15:00`, `09:30`). `3:00` may be three in the morning or in the
/// afternoon: none; nor is a time with seconds past its minute (`15:30:45`).
pub(crate) fn one_way(text: &str) -> Option<u32> {
    let text = text.trim();
    let minute = whole(text)?;
    // Seconds past the minute are more than an `HH:MM` holds.
    if text.matches(':').count() == 2
        && text.rsplit(':').next().and_then(|s| s.get(..2)) != Some("00")
    {
        return None;
    }
    let bare = text.bytes().all(|b| b.is_ascii_digit() || b == b':');
    let two_digit_hour = text.find(':') == Some(2);
    (!bare || minute >= 13 * 60 || two_digit_hour).then_some(minute)
}

/// The zone a time of day is said to be in, by the words right beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Zone {
    /// UTC itself: `UTC`, `GMT`, `UTC+0`, `WET`.
    Utc,
    /// A fixed offset from UTC, in minutes: `UTC+2`, `GMT-05:00`, `+02:00`, `CET`, `MEZ`,
    /// `PST`, `北京时间`.
    Offset(i32),
    /// A zone with no one offset: `ET`, `IST` (India, Ireland or Israel), `local time`,
    /// `Pacific time`, `heure de Paris`, `Ortszeit`, `当地时间`.
    Other,
}

/// Zone abbreviations with one offset each, in minutes east of UTC. An abbreviation that
/// names several zones (`IST`, `CST`, `BST`) is not here: it is [`Zone::Other`].
const ZONES: [(&str, i32); 36] = [
    ("UTC", 0),
    ("GMT", 0),
    ("UT", 0),
    ("WET", 0),
    ("WEZ", 0),
    ("CET", 60),
    ("MEZ", 60),
    ("WAT", 60),
    ("CEST", 120),
    ("MESZ", 120),
    ("EET", 120),
    ("OEZ", 120),
    ("CAT", 120),
    ("SAST", 120),
    ("EEST", 180),
    ("OESZ", 180),
    ("MSK", 180),
    ("EAT", 180),
    ("PKT", 300),
    ("WIB", 420),
    ("ICT", 420),
    ("SGT", 480),
    ("HKT", 480),
    ("AWST", 480),
    ("JST", 540),
    ("KST", 540),
    ("AEST", 600),
    ("AEDT", 660),
    ("NZST", 720),
    ("NZDT", 780),
    ("BRT", -180),
    ("EDT", -240),
    ("EST", -300),
    ("CDT", -300),
    ("PDT", -420),
    ("PST", -480),
];

/// Words before a time that name its zone (`北京时间15:30`, `한국 시간 15:30`).
const ZONES_BEFORE: [(&str, Option<i32>); 14] = [
    ("北京时间", Some(480)),
    ("北京時間", Some(480)),
    ("台北時間", Some(480)),
    ("香港時間", Some(480)),
    ("香港时间", Some(480)),
    ("日本時間", Some(540)),
    ("日本时间", Some(540)),
    ("東京時間", Some(540)),
    ("한국 시간", Some(540)),
    ("한국시간", Some(540)),
    ("当地时间", None),
    ("當地時間", None),
    ("現地時間", None),
    ("현지 시간", None),
];

/// Words after a time that say it is a zone's own clock rather than UTC (`local time`,
/// `Ortszeit`, `heure locale`, `по местному времени`): the zone has no one offset.
const LOCAL_AFTER: [&str; 16] = [
    "local time",
    "ortszeit",
    "lokalzeit",
    "heure locale",
    "heure de ",
    "hora local",
    "hora de ",
    "ora locale",
    "ora italiana",
    "lokale tijd",
    "czasu lokalnego",
    "czasu polskiego",
    "по местному",
    "по московскому",
    "по киевскому",
    "yerel saat",
];

/// The zone the words beside the time at `range` of `text` say it is in; `None` where they
/// name none. Read after the time (`15:30 CET`, `3 pm (UTC+2)`, `9:00 Pacific time`,
/// `15:30 Uhr MEZ`, `15:30 heure de Paris`) and, for the scripts that name the zone first,
/// right before it (`北京时间15:30`).
pub(crate) fn zone_beside(text: &str, range: &std::ops::Range<usize>) -> Option<Zone> {
    let before = text[..range.start].trim_end_matches([' ', '\u{a0}']);
    if let Some(&(_, offset)) = ZONES_BEFORE.iter().find(|(w, _)| before.ends_with(w)) {
        return Some(offset.map_or(Zone::Other, zone_of_offset));
    }
    let rest = text[range.end..].trim_start_matches([' ', '\u{a0}', '(', '[']);
    let word_len = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
    let word = &rest[..word_len];
    let after = &rest[word_len..];
    if matches!(word, "UTC" | "GMT") {
        // `UTC+2`, `GMT-05:00`, `UTC +01:00`: the offset after it.
        return Some(offset_after(after.trim_start_matches(' ')).map_or(Zone::Utc, zone_of_offset));
    }
    if word.is_empty() && rest.starts_with('+') {
        return offset_after(rest).map(zone_of_offset);
    }
    if (2..=5).contains(&word_len) && word.bytes().all(|b| b.is_ascii_uppercase()) {
        if let Some(&(_, offset)) = ZONES.iter().find(|(w, _)| *w == word) {
            return Some(zone_of_offset(offset));
        }
        // An abbreviation of a zone not among those with one offset: `ET`, `IST`, `CST`.
        if word.ends_with(['T', 'Z']) {
            return Some(Zone::Other);
        }
    }
    // `Pacific time`, `Central European Time`, `Berlin time`: capitalized words, then `time`.
    let clause = &rest[..rest
        .find([
            '.', ',', ';', ')', '\n', '!', '?', '。', '，', '；', '！', '？',
        ])
        .unwrap_or(rest.len())];
    let words: Vec<&str> = clause.split_whitespace().take(4).collect();
    if let Some(at) = words.iter().position(|w| w.eq_ignore_ascii_case("time"))
        && at > 0
        && words[..at]
            .iter()
            .all(|w| w.starts_with(|c: char| c.is_uppercase()))
    {
        return Some(Zone::Other);
    }
    let lower = clause.to_lowercase();
    LOCAL_AFTER
        .iter()
        .any(|w| lower.starts_with(w))
        .then_some(Zone::Other)
}

/// `+2`, `-05:00`, `+0530` at the start of `text`: minutes east of UTC.
fn offset_after(text: &str) -> Option<i32> {
    let sign = match text.as_bytes().first()? {
        b'+' => 1,
        b'-' => -1,
        _ if text.starts_with('\u{2212}') => -1,
        _ => return None,
    };
    let digits_at = if sign < 0 && !text.starts_with('-') {
        3
    } else {
        1
    };
    let b = &text.as_bytes()[digits_at..];
    let (hours, len) = digits(b, 2).or_else(|| {
        // `+0530`: four digits.
        let n = b.iter().take_while(|c| c.is_ascii_digit()).count();
        (n == 4).then(|| {
            let v = b[..4]
                .iter()
                .fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'));
            (v, 4)
        })
    })?;
    let (hours, minutes) = if len == 4 {
        (hours / 100, hours % 100)
    } else if b.get(len) == Some(&b':') {
        (hours, digits(&b[len + 1..], 2).filter(|&(_, n)| n == 2)?.0)
    } else {
        (hours, 0)
    };
    (hours <= 14 && minutes < 60).then(|| sign * (hours * 60 + minutes) as i32)
}

fn zone_of_offset(offset: i32) -> Zone {
    if offset == 0 {
        Zone::Utc
    } else {
        Zone::Offset(offset)
    }
}

/// The minute of the day in UTC of `minute` written in `zone`; `None` for a zone with no
/// one offset.
pub(crate) fn in_utc(minute: u32, zone: Zone) -> Option<u32> {
    match zone {
        Zone::Utc => Some(minute),
        Zone::Offset(offset) => Some((minute as i32 - offset).rem_euclid(24 * 60) as u32),
        Zone::Other => None,
    }
}

/// The times of day written in `text`, where each stands, and its minute where it reads one
/// way ([`one_way`]); `None` for one that reads two (`3:00`). Each is read at the start of a
/// word.
pub(crate) fn times_in(text: &str) -> Vec<(std::ops::Range<usize>, Option<u32>)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while at < b.len() {
        // Not the offset of a zone (`UTC+05:30`, `GMT-03:00`, `+02:00`).
        let offset = at > 0
            && text.is_char_boundary(at)
            && (b[at - 1] == b'+'
                || text[..at].ends_with(['-', '\u{2212}'])
                    && ["UTC", "GMT"]
                        .iter()
                        .any(|z| text[..at].trim_end_matches(['-', '\u{2212}']).ends_with(z)));
        let starts = text.is_char_boundary(at)
            && !offset
            && (at == 0 || !b[at - 1].is_ascii_alphanumeric() && !matches!(b[at - 1], b':' | b'.'))
            && (b[at].is_ascii_digit() || text[at..].starts_with(['下', '上', '晚', '早']));
        if starts
            && let Some((_, len)) = read(&b[at..])
            && let Some(written) = text.get(at..at + len)
        {
            out.push((at..at + len, one_way(written)));
            at += len;
            continue;
        }
        at += 1;
    }
    out
}

/// The minutes of the day `text` (the whole of it) may mean: the one where it reads one way
/// ([`one_way`]), both halves of the day for a bare `3:00`, none for no time.
fn readings(text: &str) -> [Option<u32>; 2] {
    match (one_way(text), whole(text)) {
        (Some(minute), _) => [Some(minute), None],
        (None, Some(minute)) => [Some(minute), Some((minute + 12 * 60) % (24 * 60))],
        (None, None) => [None, None],
    }
}

/// Whether prose (the parts around a value) gives a time of day and never `held`, the time
/// the value holds, in any notation or reading: `See you at 3 pm!` beside `14:00`. A time
/// the prose writes two ways (`3:00`) counts as the value's when either reading is; it gives
/// no other time of its own, nor does an hour with `h` and no minutes up to 12, which may be
/// a duration (`takes 2h`) as well as a time (`à 9h`).
pub(crate) fn other_time(held: &str, prose: [&str; 2]) -> bool {
    let held = readings(held);
    if held[0].is_none() {
        return false;
    }
    let mut other = false;
    for part in prose {
        for (range, minute) in times_in(part) {
            let written = &part[range];
            let said = match minute {
                Some(minute) => [Some(minute), None],
                None => readings(written),
            };
            if said.iter().flatten().any(|&m| held.contains(&Some(m))) {
                return false;
            }
            let hours_only = written.ends_with(['h', 'H']) && minute.is_some_and(|m| m <= 12 * 60);
            other |= minute.is_some() && !hours_only;
        }
    }
    other
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_time_in_every_notation() {
        for text in [
            "14:00",
            "14:00:00",
            "2 pm",
            "2pm",
            "2 PM",
            "2:00 p.m.",
            "14h",
            "14h00",
            "14 Uhr",
            "下午2点",
        ] {
            assert_eq!(whole(text), Some(14 * 60), "{text}");
        }
        assert_eq!(whole("9:30 am"), Some(9 * 60 + 30));
        assert_eq!(whole("12 am"), Some(0));
        for text in [
            "2", "14", "2 pmx", "25:00", "14:5", "140:00", "13 pm", "2 hours",
        ] {
            assert_eq!(whole(text), None, "{text}");
        }
        assert_eq!(read(b"2 pm, not 3"), Some((14 * 60, 4)));
    }

    #[test]
    fn a_time_reads_one_way_or_none() {
        for (text, minute) in [
            ("3 pm", Some(900)),
            ("3:30 p.m.", Some(930)),
            ("15h30", Some(930)),
            ("15 Uhr", Some(900)),
            ("09:30", Some(570)),
            ("15:30:00", Some(930)),
            ("15:30:45", None),
            ("3:00", None),
            ("13:00", Some(780)),
        ] {
            assert_eq!(one_way(text), minute, "{text}");
        }
        let text = "sorry — not 13:30, it is 3 pm";
        let found: Vec<_> = times_in(text)
            .into_iter()
            .map(|(r, m)| (&text[r], m))
            .collect();
        assert_eq!(found, [("13:30", Some(810)), ("3 pm", Some(900))]);
        assert_eq!(times_in("from 3:00 to 15:30")[0].1, None);
    }
}
