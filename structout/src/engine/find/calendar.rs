//! Dates as people write them: `13/04/2025`, `31.12.2025`, `2025/04/13`, `March 4, 2025`,
//! `4. März 2025`, `5 de marzo de 2026`, `2025年4月3日`, `2025년 12월 3일`. A date is read when
//! it reads one way, as its ISO form (`2025-04-13`): the month named, the year first, dots
//! (day first wherever they are written), or a day past 12 that leaves the other number the
//! month. `04/03/2025` (April 3 to one reader, 4 March to another) reads two ways: no date.

use super::calendar_names as names;
use crate::schema::shape::StringFormat;
use std::ops::Range;

/// The months' names and their usual abbreviations, lowercase, in English, French, German,
/// Spanish, Portuguese, Italian and Dutch, each with its month.
const MONTHS: [(&str, u32); 89] = [
    ("january", 1),
    ("jan", 1),
    ("janvier", 1),
    ("januar", 1),
    ("enero", 1),
    ("janeiro", 1),
    ("gennaio", 1),
    ("januari", 1),
    ("february", 2),
    ("feb", 2),
    ("février", 2),
    ("februar", 2),
    ("febrero", 2),
    ("fevereiro", 2),
    ("febbraio", 2),
    ("februari", 2),
    ("march", 3),
    ("mar", 3),
    ("mars", 3),
    ("märz", 3),
    ("marzo", 3),
    ("março", 3),
    ("maart", 3),
    ("april", 4),
    ("apr", 4),
    ("avril", 4),
    ("abril", 4),
    ("aprile", 4),
    ("may", 5),
    ("mai", 5),
    ("mayo", 5),
    ("maio", 5),
    ("maggio", 5),
    ("mei", 5),
    ("june", 6),
    ("jun", 6),
    ("juin", 6),
    ("juni", 6),
    ("junio", 6),
    ("junho", 6),
    ("giugno", 6),
    ("july", 7),
    ("jul", 7),
    ("juillet", 7),
    ("juli", 7),
    ("julio", 7),
    ("julho", 7),
    ("luglio", 7),
    ("august", 8),
    ("aug", 8),
    ("août", 8),
    ("agosto", 8),
    ("augustus", 8),
    ("september", 9),
    ("sep", 9),
    ("sept", 9),
    ("septembre", 9),
    ("septiembre", 9),
    ("setiembre", 9),
    ("setembro", 9),
    ("settembre", 9),
    ("october", 10),
    ("oct", 10),
    ("octobre", 10),
    ("oktober", 10),
    ("octubre", 10),
    ("outubro", 10),
    ("ottobre", 10),
    ("november", 11),
    ("nov", 11),
    ("novembre", 11),
    ("noviembre", 11),
    ("novembro", 11),
    ("december", 12),
    ("dec", 12),
    ("décembre", 12),
    ("dezember", 12),
    ("diciembre", 12),
    ("dezembro", 12),
    ("dicembre", 12),
    ("janv", 1),
    ("févr", 2),
    ("avr", 4),
    ("juil", 7),
    ("déc", 12),
    ("okt", 10),
    ("dez", 12),
    ("ene", 1),
    ("dic", 12),
];

/// The months' names and abbreviations the engine reads, lowercase.
pub(crate) fn month_names() -> impl Iterator<Item = &'static str> {
    MONTHS.iter().map(|&(name, _)| name)
}

/// The month a word names, any case, a trailing abbreviation dot dropped: [`MONTHS`], then
/// the full names of every locale of CLDR ([`names::MONTHS`]: `augusztus`, `августа`,
/// `ஆகஸ்ட்`, `Αυγούστου`).
fn month(word: &str) -> Option<u32> {
    let word = word.trim_end_matches('.').to_lowercase();
    if let Some(&(_, n)) = MONTHS.iter().find(|(m, _)| *m == word) {
        return Some(n);
    }
    let at = names::MONTHS
        .binary_search_by(|(m, _)| m.as_bytes().cmp(word.as_bytes()))
        .ok()?;
    Some(names::MONTHS[at].1)
}

/// The year of the common era a date with its month named `month_word` writes as `year`:
/// a year past 2400 beside a Thai or Lao month's name is of the Buddhist era, which those
/// languages count years in (`15 มีนาคม 2568` is 2025-03-15), 543 years ahead.
fn common_era(month_word: &str, year: u32) -> u32 {
    let buddhist = month_word.starts_with(|c: char| ('\u{0e00}'..='\u{0eff}').contains(&c));
    if buddhist && year >= 2400 {
        year - 543
    } else {
        year
    }
}

/// The ISO form of a day, when it is one of the calendar (as the `date` format has it).
fn day(year: u32, month: u32, day: u32) -> Option<String> {
    let iso = format!("{year:04}-{month:02}-{day:02}");
    ((1000..=9999).contains(&year) && StringFormat::Date.accepts(&iso)).then_some(iso)
}

/// The words of `text` a date is read from, with where each starts: runs of digits, runs of
/// letters, and each of the marks of a date's parts in Chinese, Japanese and Korean (`年`,
/// `月`, `日`, `년`, `월`, `일`) alone. Anything else parts them.
fn words(text: &str) -> Vec<(usize, &str)> {
    #[derive(Clone, Copy, PartialEq)]
    enum Class {
        Digit,
        Letter,
        Unit,
        Other,
    }
    let class = |c: char| {
        if c.is_ascii_digit() {
            Class::Digit
        } else if is_cjk_unit(c) {
            Class::Unit
        } else if c.is_alphabetic() || is_mark(c) {
            Class::Letter
        } else {
            Class::Other
        }
    };
    let mut out = Vec::new();
    let mut run: Option<(usize, Class)> = None;
    for (i, c) in text.char_indices() {
        let k = class(c);
        if let Some((start, kind)) = run
            && (kind != k || kind == Class::Unit)
        {
            out.push((start, &text[start..i]));
            run = None;
        }
        if run.is_none() && k != Class::Other {
            run = Some((i, k));
        }
    }
    if let Some((start, _)) = run {
        out.push((start, &text[start..]));
    }
    out
}

/// A vowel sign or virama of the scripts of South and Southeast Asia (`்` in `ஆகஸ்ட்`),
/// part of the word it is written in, as Unicode does not count all of them letters.
fn is_mark(c: char) -> bool {
    ('\u{0900}'..='\u{0dff}').contains(&c)
        || ('\u{0e00}'..='\u{0eff}').contains(&c)
        || ('\u{1000}'..='\u{109f}').contains(&c)
        || ('\u{1780}'..='\u{17ff}').contains(&c)
}

/// The marks of a date's parts in Chinese, Japanese and Korean.
fn is_cjk_unit(c: char) -> bool {
    matches!(c, '年' | '月' | '日' | '년' | '월' | '일')
}

/// A number of one to four digits.
fn number(word: &str) -> Option<u32> {
    (1..=4)
        .contains(&word.len())
        .then(|| word.parse().ok())
        .flatten()
}

/// The dates written in `text`, where each stands, and its ISO form: `None` for a date that
/// reads two ways (`04/03/2025`). Numeric dates (`13/04/2025`, `31.12.2025`, `2025/04/13`,
/// not ISO's own `2025-04-13`), dates with the month named (`March 4, 2025`, `4 March 2025`,
/// `4. März 2025`, `5 de marzo de 2026`, `Mar 4th, 2025`) and Chinese, Japanese and Korean
/// dates (`2025年4月3日`, `2025년 12월 3일`). A month named without a year is no date.
pub(crate) fn dates_in(text: &str) -> Vec<(Range<usize>, Option<String>)> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    // Numeric: three groups of digits joined by one mark, `/`, `.` or `-`.
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit()
            || i > 0 && (b[i - 1].is_ascii_alphanumeric() || matches!(b[i - 1], b'/' | b'.' | b'-'))
        {
            i += 1;
            continue;
        }
        let start = i;
        let mut groups = Vec::new();
        let mut mark = None;
        let mut at = i;
        loop {
            let end = at + b[at..].iter().take_while(|c| c.is_ascii_digit()).count();
            groups.push(&text[at..end]);
            at = end;
            if groups.len() == 3 {
                break;
            }
            match b.get(at) {
                Some(&m @ (b'/' | b'.' | b'-'))
                    if mark.is_none_or(|k| k == m)
                        && b.get(at + 1).is_some_and(u8::is_ascii_digit) =>
                {
                    mark = Some(m);
                    at += 1;
                }
                _ => break,
            }
        }
        i = at.max(i + 1);
        let runs_on = b.get(at).is_some_and(|c| c.is_ascii_alphanumeric())
            || b.get(at) == Some(&b'.') && b.get(at + 1).is_some_and(u8::is_ascii_digit);
        if groups.len() != 3 || runs_on {
            continue;
        }
        let (Some(a), Some(m), Some(c)) = (number(groups[0]), number(groups[1]), number(groups[2]))
        else {
            continue;
        };
        let reading = match (groups[0].len(), groups[2].len(), mark) {
            // ISO's own form is read as ISO is, elsewhere.
            (4, _, Some(b'-')) => continue,
            (4, 1..=2, _) => Some(day(a, m, c)),
            (1..=2, 4, Some(b'.')) => Some(day(c, m, a)),
            (1..=2, 4, _) => {
                let day_first = day(c, m, a).filter(|_| a > 12);
                let month_first = day(c, a, m).filter(|_| m > 12);
                Some(match (day_first, month_first) {
                    (Some(d), None) | (None, Some(d)) => Some(d),
                    // Both numbers a month: two readings (unless they are the same day).
                    _ if a == m => day(c, m, a),
                    _ => None,
                })
            }
            _ => None,
        };
        if let Some(reading) = reading {
            out.push((start..at, reading));
        }
    }
    // Named months and the CJK forms, read word by word.
    let w = words(text);
    for k in 0..w.len() {
        let get = |n: usize| w.get(k + n).map(|&(_, s)| s);
        let end_of = |n: usize| w.get(k + n).map(|&(s, t)| s + t.len());
        let start = w[k].0;
        // `2025年4月3日`, `2025년 12월 3일`.
        if let (Some(y), Some(u1), Some(mo), Some(u2), Some(d), Some(u3)) =
            (get(0), get(1), get(2), get(3), get(4), get(5))
            && matches!((u1, u2, u3), ("年", "月", "日") | ("년", "월", "일"))
            && let (Some(y), Some(mo), Some(d)) = (number(y), number(mo), number(d))
        {
            if let Some(iso) = day(y, mo, d) {
                out.push((start..end_of(5).unwrap_or(start), Some(iso)));
            }
            continue;
        }
        let (Some(first), Some(second)) = (get(0), get(1)) else {
            continue;
        };
        // `March 4, 2025`, `Mar 4th 2025`.
        if let Some(mo) = month(first) {
            let d = number(second).filter(|_| second.len() <= 2);
            let mut n = 2;
            if get(n).is_some_and(|s| matches!(s, "st" | "nd" | "rd" | "th")) {
                n += 1;
            }
            let year = get(n).filter(|s| s.len() == 4).and_then(number);
            if let (Some(d), Some(y)) = (d, year)
                && let Some(iso) = day(common_era(first, y), mo, d)
            {
                out.push((start..end_of(n).unwrap_or(start), Some(iso)));
            }
            continue;
        }
        // `4 March 2025`, `4. März 2025`, `5 de marzo de 2026`, `4th of March 2025`.
        let Some(d) = number(first).filter(|_| first.len() <= 2) else {
            continue;
        };
        let mut n = 1;
        while get(n).is_some_and(|s| matches!(s, "st" | "nd" | "rd" | "th" | "de" | "of" | "del")) {
            n += 1;
        }
        let Some(mo) = get(n).and_then(month) else {
            continue;
        };
        let month_word = get(n).unwrap_or_default();
        n += 1;
        if get(n).is_some_and(|s| s == "de" || s == "del") {
            n += 1;
        }
        if let Some(y) = get(n).filter(|s| s.len() == 4).and_then(number)
            && let Some(iso) = day(common_era(month_word, y), mo, d)
        {
            out.push((start..end_of(n).unwrap_or(start), Some(iso)));
        }
    }
    for (range, reading) in &mut out {
        if reading
            .as_deref()
            .is_some_and(|iso| unsettled(text, range, iso))
        {
            *reading = None;
        }
    }
    out
}

/// Whether the day written at `range` of `text` (its ISO form `iso`, however it is
/// written) is not the day the text means: a date counted from in its sentence (`placed on
/// 10 May 2025 and ships three days later`, `today is 2025-03-10; it arrives in two days`),
/// whose day meant is another the text does not write; or a day of the week named before
/// it on which it does not fall (`mercredi 10 mars 2025`, a Monday), so that the text says
/// two days.
pub(crate) fn unsettled(text: &str, range: &Range<usize>, iso: &str) -> bool {
    let falls = weekday_of(iso);
    counted_from(&text[range.end..])
        || weekday_before(text, range.start).is_some_and(|named| falls != Some(named))
        || weekday_after(&text[range.end..]).is_some_and(|named| falls != Some(named))
        || said_today(text, range.start) && relative_after(&text[range.end..])
}

/// Words that say the day written after them is today (`Today is Monday, 10 March 2025`,
/// `Heute ist Montag, der 3. März 2025`, `Hoje é quinta-feira, 2 de outubro de 2025`,
/// `今天是2025年3月10日`): whole words, and the CJK ones anywhere.
const TODAY: [&str; 19] = [
    "today",
    "heute",
    "hoy",
    "aujourd",
    "hoje",
    "oggi",
    "vandaag",
    "dziś",
    "dzisiaj",
    "сегодня",
    "idag",
    "tänään",
    "bugün",
    "dnes",
    "danas",
    "astăzi",
    "σήμερα",
    "сьогодні",
    "днес",
];
const TODAY_UNSPACED: [&str; 4] = ["今天", "今日", "오늘", "本日"];

/// Days named from today (`tomorrow`, `übermorgen`, `après-demain`, `amanhã`, `明後日`,
/// `모레`), whole words; the CJK ones anywhere. (Not `hier`, which is German for `here`.)
const RELATIVE_DAYS: [&str; 52] = [
    "tomorrow",
    "yesterday",
    "übermorgen",
    "gestern",
    "vorgestern",
    "overmorgen",
    "gisteren",
    "eergisteren",
    "demain",
    "lendemain",
    "veille",
    "ayer",
    "anteayer",
    "amanhã",
    "ontem",
    "anteontem",
    "domani",
    "dopodomani",
    "ieri",
    "jutro",
    "pojutrze",
    "wczoraj",
    "przedwczoraj",
    "завтра",
    "послезавтра",
    "вчера",
    "позавчера",
    "післязавтра",
    "вчора",
    "imorgon",
    "igår",
    "huomenna",
    "ylihuomenna",
    "eilen",
    "yarın",
    "dün",
    "zítra",
    "pozítří",
    "včera",
    "sutra",
    "jučer",
    "mâine",
    "αύριο",
    "χθες",
    "besok",
    "lusa",
    "kemarin",
    "kesho",
    "morgen",
    "mañana",
    "overmorrow",
    "övermorgon",
];
const RELATIVE_DAYS_UNSPACED: [&str; 15] = [
    "明天",
    "后天",
    "後天",
    "昨天",
    "前天",
    "明日",
    "明後日",
    "昨日",
    "あした",
    "あさって",
    "きのう",
    "내일",
    "모레",
    "어제",
    "그저께",
];
/// Words before `morgen` or `mañana` that make it the morning (`am Morgen`, `esta mañana`).
const MORNING: [&str; 11] = [
    "am", "guten", "heute", "jeden", "diesen", "den", "der", "la", "esta", "cada", "toda",
];

/// Whether the clause before `at` says the day written there is today ([`TODAY`]).
fn said_today(text: &str, at: usize) -> bool {
    let from = super::bytes::ceil_char(text, at.saturating_sub(80));
    let before = &text[from..at];
    let clause = before
        .char_indices()
        .rfind(|&(_, c)| matches!(c, '.' | '!' | '?' | '\n' | '。' | ';'))
        .map_or(before, |(n, c)| &before[n + c.len_utf8()..]);
    let lower = clause.to_lowercase();
    TODAY_UNSPACED.iter().any(|w| lower.contains(w))
        || lower
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| TODAY.contains(&w))
        || names::TODAY.iter().any(|w| holds_words(&lower, w))
}

/// Whether lowercase `text` holds `phrase` as whole words (or anywhere, in a script written
/// without spaces).
fn holds_words(text: &str, phrase: &str) -> bool {
    let unspaced = phrase.starts_with(|c: char| super::words::unspaced(c));
    text.match_indices(phrase).any(|(at, _)| {
        unspaced
            || !text[..at].ends_with(|c: char| c.is_alphanumeric() || is_mark(c))
                && !text[at + phrase.len()..]
                    .starts_with(|c: char| c.is_alphanumeric() || is_mark(c))
    })
}

/// Whether the text after a date said to be today names another day from it: a day named
/// from today ([`RELATIVE_DAYS`]) or days counted (`in two days`) in what follows, up to 400
/// bytes. Today is then the anchor of the day meant, not that day.
fn relative_after(after: &str) -> bool {
    let window = &after[..super::bytes::floor_char(after, after.len().min(400))];
    let lower = window.to_lowercase();
    if RELATIVE_DAYS_UNSPACED.iter().any(|w| lower.contains(w))
        // (Those the engine's own table has are read below, `am Morgen` apart from `morgen`.)
        || names::RELATIVE
            .iter()
            .any(|w| !RELATIVE_DAYS.contains(w) && holds_words(&lower, w))
    {
        return true;
    }
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().enumerate().any(|(n, w)| {
        RELATIVE_DAYS.contains(w)
            && !(matches!(*w, "morgen" | "mañana") && n > 0 && MORNING.contains(&words[n - 1]))
    }) || counts_days(&words)
}

/// Whether the rest of a date's sentence counts days from it: a number (in digits or
/// words, `a`, `an`), a unit of time, then a word of direction (`three days later`, `2 weeks
/// after`, `a month before`, `5 jours plus tard`, `3 Tage später`, `2 días después`), or
/// the direction first (`due in three days`, `dans 3 jours`, `in drei Tagen`, `en 2 días`).
fn counted_from(after: &str) -> bool {
    // (A semicolon joins a clause to the date's sentence: `today is 2025-03-10; it arrives in
    // two days`.)
    let end = after
        .find(['.', '!', '?', '\n'])
        .unwrap_or(after.len())
        .min(200);
    let sentence = after[..super::bytes::floor_char(after, end)].to_lowercase();
    let words: Vec<&str> = sentence
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    counts_days(&words)
}

/// Whether words count days in a direction (`three days later`, `in drei Tagen`): see
/// [`counted_from`].
fn counts_days(words: &[&str]) -> bool {
    const COUNTS: [&str; 23] = [
        "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "few", "several", "deux", "trois", "zwei", "drei", "vier", "dos", "tres", "cuatro",
        "quelques",
    ];
    const UNITS: [&str; 19] = [
        "day", "days", "week", "weeks", "month", "months", "year", "years", "jours", "jour",
        "semaines", "tage", "tagen", "wochen", "días", "semanas", "dias", "mois", "monaten",
    ];
    const DIRECTIONS: [&str; 12] = [
        "later",
        "after",
        "afterwards",
        "before",
        "earlier",
        "prior",
        "plus",
        "après",
        "später",
        "danach",
        "después",
        "antes",
    ];
    // `due in three days`, `dans 3 jours`, `in drei Tagen`, `en 2 días`: the same, with the
    // direction before the count.
    const WITHIN: [&str; 7] = ["in", "within", "dans", "en", "em", "binnen", "innerhalb"];
    let count = |w: &str| w.bytes().all(|b| b.is_ascii_digit()) || COUNTS.contains(&w);
    words.windows(3).any(|w| {
        count(w[0]) && UNITS.contains(&w[1]) && DIRECTIONS.contains(&w[2])
            || WITHIN.contains(&w[0]) && count(w[1]) && UNITS.contains(&w[2])
    }) || words.windows(4).any(|w| {
        (w[0].bytes().all(|b| b.is_ascii_digit()) || COUNTS.contains(&w[0]))
            && w[1] == "business"
            && UNITS.contains(&w[2])
            && DIRECTIONS.contains(&w[3])
    })
}

/// The days of the week by name, Monday first, in the languages whose months the engine
/// reads (Portuguese's `quarta-feira` by its first part).
const WEEKDAYS: [[&str; 7]; 7] = [
    [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ],
    [
        "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
    ],
    [
        "montag",
        "dienstag",
        "mittwoch",
        "donnerstag",
        "freitag",
        "samstag",
        "sonntag",
    ],
    [
        "lunes",
        "martes",
        "miércoles",
        "jueves",
        "viernes",
        "sábado",
        "domingo",
    ],
    [
        "segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo",
    ],
    [
        "lunedì",
        "martedì",
        "mercoledì",
        "giovedì",
        "venerdì",
        "sabato",
        "domenica",
    ],
    [
        "maandag",
        "dinsdag",
        "woensdag",
        "donderdag",
        "vrijdag",
        "zaterdag",
        "zondag",
    ],
];

/// The day of the week (Monday 0) a name before `at` gives a date, past an article and a
/// comma (`Wednesday, March 10`, `le mercredi 10 mars`, `am Mittwoch, 10. März`).
fn weekday_before(text: &str, at: usize) -> Option<usize> {
    let before = text[..at].trim_end_matches(|c: char| c.is_whitespace() || c == ',');
    let mut words = before
        .rsplit(|c: char| !c.is_alphabetic() && !is_mark(c))
        .filter(|w| !w.is_empty());
    let mut word = words.next()?.to_lowercase();
    // `quarta-feira`: the day is the part before `feira`.
    if word == "feira" {
        word = words.next()?.to_lowercase();
    }
    weekday_word(&word)
}

/// The day of the week named right after a date, `after` the text that follows it: its first
/// word, past a comma, a dash or an opening parenthesis (`15 Nisan 2025 Pazar günü`,
/// `March 3, 2025 (Monday)`, `2025년 1월 1일 목요일에`: a particle of one or two letters may
/// close the name, as Korean and Japanese write it).
fn weekday_after(after: &str) -> Option<usize> {
    let rest = after.trim_start_matches(|c: char| {
        c.is_whitespace() || matches!(c, ',' | '(' | '（' | '—' | '–' | '-' | '、' | '，')
    });
    let word: String = rest
        .chars()
        .take_while(|&c| c.is_alphabetic() || is_mark(c))
        .collect::<String>()
        .to_lowercase();
    if word.is_empty() {
        return None;
    }
    weekday_word(&word).or_else(|| {
        // The name, and a particle of one or two letters after it; in a script without
        // spaces, the sentence running on (`星期四开始`).
        let unspaced = word.chars().next().is_some_and(super::words::unspaced);
        let letters = word.chars().count();
        word.char_indices()
            .skip(2)
            .enumerate()
            .filter(|&(n, _)| unspaced || letters - (n + 2) <= 2)
            .find_map(|(_, (end, _))| {
                let name = &word[..end];
                (!name.is_ascii()).then(|| weekday_word(name)).flatten()
            })
    })
}

/// The day of the week (Monday 0) an English name gives, any case (`Tuesday`, `tuesday`).
pub(crate) fn english_weekday(name: &str) -> Option<usize> {
    WEEKDAYS[0]
        .iter()
        .position(|d| d.eq_ignore_ascii_case(name))
}

/// The day of the week (Monday 0) a lowercase word names, in any language ([`WEEKDAYS`],
/// then CLDR's).
pub(crate) fn weekday_word(word: &str) -> Option<usize> {
    WEEKDAYS
        .iter()
        .find_map(|names| names.iter().position(|n| *n == word))
        .or_else(|| weekday_named(word))
}

/// The day of the week (Monday 0) a lowercase word names in any locale of CLDR
/// ([`names::WEEKDAYS`]), or a name of five letters or more in another case, its last letter
/// changed (`w środę`, `в среду`, `ve středu` beside `środa`, `среда`, `středa`).
fn weekday_named(word: &str) -> Option<usize> {
    let days = &names::WEEKDAYS;
    if let Ok(at) = days.binary_search_by(|(n, _)| n.as_bytes().cmp(word.as_bytes())) {
        return Some(days[at].1);
    }
    let (last, _) = word.char_indices().next_back()?;
    let stem = &word[..last];
    if stem.chars().count() < 4 {
        return None;
    }
    let from = days.partition_point(|(n, _)| n.as_bytes() < stem.as_bytes());
    let mut found = days[from..]
        .iter()
        .take_while(|(n, _)| n.starts_with(stem))
        .filter(|(n, _)| n[stem.len()..].chars().count() == 1)
        .map(|&(_, d)| d);
    let day = found.next()?;
    found.all(|d| d == day).then_some(day)
}

/// The day of the week (Monday 0) of an ISO date.
fn weekday_of(iso: &str) -> Option<usize> {
    let (y, m, d): (i64, i64, i64) = (
        iso.get(..4)?.parse().ok()?,
        iso.get(5..7)?.parse().ok()?,
        iso.get(8..10)?.parse().ok()?,
    );
    // Days since 1970-01-01 (a Thursday), by the civil calendar's era arithmetic.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    usize::try_from((days + 3).rem_euclid(7)).ok()
}

/// Where lowercase `text` names the day of `iso`, a date as ISO writes it (`2025-06-05`), by
/// its month's name and its day ([`month_days_in`]: `5 Juni`, `June 5th`): each place's
/// start. None where `iso` is no such date or `text` writes no digit.
pub(crate) fn days_named(text: &str, iso: &str) -> Vec<usize> {
    let b = iso.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' || !text.bytes().any(|c| c.is_ascii_digit()) {
        return Vec::new();
    }
    let (Ok(month), Ok(day)) = (iso[5..7].parse::<u32>(), iso[8..10].parse::<u32>()) else {
        return Vec::new();
    };
    month_days_in(text)
        .into_iter()
        .filter(|&(_, m, d)| (m, d) == (month, day))
        .map(|(at, _, _)| at)
        .collect()
}

/// The days of the year `text` names by a month's name and a day, with or without a year
/// (`April 30`, `30 April`, `30. April`, `30 de abril`, `April 30th, 2025`), as (month, day),
/// with where each starts: for a date the prose gives beside a written one, whose year it
/// leaves to the reader.
pub(crate) fn month_days_in(text: &str) -> Vec<(usize, u32, u32)> {
    let w = words(text);
    let mut out = Vec::new();
    for k in 0..w.len() {
        let get = |n: usize| w.get(k + n).map(|&(_, s)| s);
        let Some(first) = get(0) else { continue };
        let day_of = |s: &str| number(s).filter(|d| s.len() <= 2 && (1..=31).contains(d));
        if let Some(mo) = month(first) {
            if let Some(d) = get(1).and_then(day_of) {
                out.push((w[k].0, mo, d));
            }
            continue;
        }
        let Some(d) = day_of(first) else { continue };
        let mut n = 1;
        while get(n).is_some_and(|s| matches!(s, "st" | "nd" | "rd" | "th" | "de" | "of" | "del")) {
            n += 1;
        }
        if let Some(mo) = get(n).and_then(month) {
            out.push((w[k].0, mo, d));
        }
    }
    out
}

/// The ISO form of `text` when the whole of it (trimmed, a trailing period dropped) is one
/// date written as people write it ([`dates_in`]) that reads one way.
pub(crate) fn iso(text: &str) -> Option<String> {
    let t = text.trim().trim_end_matches('.');
    match dates_in(t).as_slice() {
        [(range, Some(iso))] if range.start == 0 && range.end == t.len() => Some(iso.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_is_read_when_it_reads_one_way() {
        for (text, expected) in [
            ("13/04/2025", Some("2025-04-13")),
            ("04/13/2025", Some("2025-04-13")),
            ("04/03/2025", None),
            ("03/03/2025", Some("2025-03-03")),
            ("31.12.2025", Some("2025-12-31")),
            ("4.3.2025", Some("2025-03-04")),
            ("2025/04/13", Some("2025-04-13")),
            ("2025-04-13", None),
            ("March 4, 2025", Some("2025-03-04")),
            ("Mar 4th, 2025", Some("2025-03-04")),
            ("4 March 2025", Some("2025-03-04")),
            ("4. März 2025", Some("2025-03-04")),
            ("5 de marzo de 2026", Some("2026-03-05")),
            ("4 de março de 2025", Some("2025-03-04")),
            ("le 4 mars 2025", None),
            ("2025年4月3日", Some("2025-04-03")),
            ("2025년 12월 3일", Some("2025-12-03")),
            ("31/02/2025", None),
            ("March 2025", None),
            ("4 March", None),
            ("1.5.2025.3", None),
        ] {
            assert_eq!(iso(text).as_deref(), expected, "{text}");
        }
    }

    #[test]
    fn a_day_of_the_week_named_after_a_date_is_read() {
        for (after, day) in [
            (" 목요일에 시작합니다.", Some(3)),
            (" Pazar günü.", Some(6)),
            (" (Monday).", Some(0)),
            (", Dienstag.", Some(1)),
            (" starts the season.", None),
            ("星期四开始。", Some(3)),
            ("（木曜日）に始まります。", Some(3)),
        ] {
            assert_eq!(weekday_after(after), day, "{after}");
        }
    }

    #[test]
    fn dates_in_prose_are_found_where_they_stand() {
        let text = "The contract was signed on March 4, 2025, and renewed on 13/04/2026.";
        let found: Vec<_> = dates_in(text)
            .into_iter()
            .map(|(r, iso)| (&text[r], iso))
            .collect();
        assert_eq!(
            found,
            [
                ("13/04/2026", Some("2026-04-13".to_owned())),
                ("March 4, 2025", Some("2025-03-04".to_owned())),
            ]
        );
        assert_eq!(
            dates_in("予約日は2025年4月3日です。")[0].1.as_deref(),
            Some("2025-04-03")
        );
    }
}
