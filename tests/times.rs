//! A time of day is the same value in every notation (`14:00`, `2 pm`, `14h`, `14 Uhr`,
//! `下午2点`): prose that denies the record's time in another notation than the JSON's
//! (`not 2 pm` after `"time": "14:00"`) takes the record back, and it is refused; denying
//! another time, or stating the same one, keeps it. Generated over notations on both sides,
//! hours, sentence templates in seven languages, and how the JSON is written.

mod common;

use common::Rng;
use serde_json::json;
use structout::Converter;

/// The hour `h` (0–23) and minute `m` in one of the notations people write.
fn notation(h: u32, m: u32, which: usize) -> String {
    let (h12, pm) = match h {
        0 => (12, false),
        12 => (12, true),
        13.. => (h - 12, true),
        _ => (h, false),
    };
    let half = if pm { "pm" } else { "am" };
    match which {
        0 => format!("{h:02}:{m:02}"),
        1 => format!("{h:02}:{m:02}:00"),
        2 if m == 0 => format!("{h12} {half}"),
        2 | 3 => format!("{h12}:{m:02} {}", if pm { "p.m." } else { "a.m." }),
        4 if m == 0 => format!("{h}h"),
        4 => format!("{h}h{m:02}"),
        5 if m == 0 => format!("{h} Uhr"),
        5 => format!("{h}:{m:02} Uhr"),
        _ if m == 0 && (1..=23).contains(&h) && h != 12 => {
            format!("{}{h12}点", if pm { "下午" } else { "上午" })
        }
        _ => format!("{h}:{m:02}"),
    }
}

const TEMPLATES: [&str; 7] = [
    "One thing: it starts at {other}, not {t}.",
    "Achtung: Beginn ist {other}, nicht {t}.",
    "Ojo: empieza a las {other}, no {t}.",
    "Atenção: começa às {other}, não {t}.",
    "Nota: inizia alle {other}, non {t}.",
    "Attention : ça commence à {other}, pas {t}.",
    "注意：会议在{other}开始，不是{t}。",
];

#[test]
fn a_time_denied_in_another_notation_takes_the_record_back() {
    let schema = json!({
        "type": "object",
        "properties": {"title": {"type": "string"}, "time": {"type": "string"}},
        "required": ["title", "time"]
    });
    let converter = Converter::new(&schema).unwrap();
    let mut rng = Rng(0x7131_3E5A);
    let mut failures = Vec::new();
    let (mut refused, mut kept) = (0, 0);
    for case in 0..2000 {
        let h = rng.next(24) as u32;
        let m = [0, 0, 30, 15][rng.next(4)];
        let other_h = (h + 1 + rng.next(22) as u32) % 24;
        let written = notation(h, m, rng.next(2));
        let record = json!({"title": "Budget review", "time": written});
        // Denied: the record's time, in any notation; or another time; or the record's time
        // stated, another one denied.
        let kind = rng.next(3);
        let (t, other) = match kind {
            0 => (
                notation(h, m, rng.next(7)),
                notation(other_h, m, rng.next(7)),
            ),
            1 => (
                notation(other_h, m, rng.next(7)),
                notation(h, m, rng.next(7)),
            ),
            _ => (
                notation(other_h, 45, rng.next(7)),
                notation(h, m, rng.next(7)),
            ),
        };
        let sentence = TEMPLATES[rng.next(TEMPLATES.len())]
            .replace("{other}", &other)
            .replace("{t}", &t);
        let json_text = match rng.next(2) {
            0 => record.to_string(),
            _ => format!(
                "```json\n{}\n```",
                serde_json::to_string_pretty(&record).unwrap()
            ),
        };
        let reply = format!("{json_text}\n\n{sentence}");
        let got = converter.convert(&reply);
        match (&got, kind == 0) {
            (Err(_), true) => refused += 1,
            (Ok(value), false) if *value == record => kept += 1,
            _ => failures.push(format!("case {case} (kind {kind}): {reply:?} gave {got:?}")),
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        refused > 500 && kept > 1000,
        "{refused} refused, {kept} kept"
    );
}

/// Where a 24-hour `HH:MM` is asked for (a `pattern` that takes `00:00`–`23:59` and nothing
/// looser), a time written another way that reads one way (`3 pm`, `3:30 p.m.`, `15h30`,
/// `15 Uhr`, `下午3点`, `09:30`) is that `HH:MM`, in a string field or named alone in prose;
/// one that reads two ways (`3:00`: three in the morning or the afternoon) is refused, never
/// read as one of them, nor passed over for another time beside it. Generated: 3,000 times in every notation, in a field and in sentences
/// of four languages (some with dashes and other characters beyond ASCII).
#[test]
fn a_written_time_is_that_time_where_hh_mm_is_asked_for() {
    let time = json!({"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"});
    let field = Converter::new(&json!({"type": "object",
        "properties": {"starts": time.clone()}, "required": ["starts"]}))
    .unwrap();
    let root = Converter::new(&time).unwrap();
    let sentences = [
        "The call is scheduled for {} — see you then.",
        "Le rendez-vous est fixé à {}, jeudi.",
        "Der Termin ist um {}.",
        "{}",
    ];
    let mut rng = Rng(0x71_3E5);
    let mut failures = Vec::new();
    let mut read = 0;
    for case in 0..3_000 {
        let (h, m) = (rng.next(24) as u32, [0, 15, 30, 45][rng.next(4)]);
        let expected = format!("{h:02}:{m:02}");
        let written = notation(h, m, rng.next(7));
        // `H:MM` with no mark and an hour of one digit reads two ways.
        let two_ways = written.len() == 4 && written.as_bytes()[1] == b':';
        let in_field = json!({"starts": written}).to_string();
        let in_prose = sentences[rng.next(sentences.len())].replace("{}", &written);
        // Beside a time that reads two ways, neither is the one the prose names.
        let beside = format!("It moved from {}:00 to {written}.", 1 + rng.next(9));
        if let Ok(value) = root.convert(&beside) {
            failures.push(format!("case {case}: {beside:?} read as {value}"));
        }
        for (reply, got) in [
            (
                &in_field,
                field.convert(&in_field).map(|v| v["starts"].clone()),
            ),
            (&in_prose, root.convert(&in_prose)),
        ] {
            match got {
                Ok(value) if value == json!(expected) && !two_ways => read += 1,
                Ok(value) => failures.push(format!(
                    "case {case}: {reply:?} read as {value}, meant {expected}"
                )),
                Err(_) => {}
            }
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        read > 3_000,
        "only {read} of 6,000 readings returned a time"
    );
}

/// A pattern of two digits, a colon and two digits (`^\d{2}:\d{2}$`, which also admits
/// `24:00` and a duration's `MM:SS`) takes a time written another way as its `HH:MM` where
/// the field's name says it holds a time of day (`pickup_time`, `starts_at`, `hour`), in a
/// string or named in prose, and never where it does not (`lap`, `duration`). Generated over
/// hours, minutes, notations, field names and both places.
#[test]
fn a_loose_hh_mm_pattern_is_a_clock_where_the_field_says_so() {
    let pattern = r"^\d{2}:\d{2}$";
    let mut rng = Rng(0x71e5_0000_0003);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let (key, clock) = [
            ("pickup_time", true),
            ("starts_at", true),
            ("hour", true),
            ("lap", false),
            ("duration", false),
        ][rng.next(5)];
        let converter = Converter::new(&json!({"type": "object",
            "properties": {key: {"type": "string", "pattern": pattern}}, "required": [key]}))
        .unwrap();
        let (h, m) = (rng.next(24) as u32, [0, 15, 30, 45][rng.next(4)]);
        let written = notation(h, m, 2 + rng.next(2));
        let reply = if rng.next(2) == 0 {
            json!({ key: written }).to_string()
        } else {
            format!("It opens at {written}.")
        };
        let want = format!("{h:02}:{m:02}");
        match (clock, converter.convert(&reply)) {
            (true, Ok(v)) if v[key] != json!(want) => failures.push(format!("{reply}: {v}")),
            (true, Err(e)) => failures.push(format!("{reply}: refused: {e}")),
            (false, Ok(v)) => failures.push(format!("{reply}: taken as a clock: {v}")),
            _ => {}
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Sentences that give a time of day, in ten languages.
const SAYS_TIME: [&str; 10] = [
    "See you at {t}!",
    "Le vol part à {t} de Nantes.",
    "Wir treffen uns um {t} im Büro.",
    "Nos vemos a las {t} en la sala.",
    "A reunião começa às {t}.",
    "Ci vediamo alle {t} davanti all'ingresso.",
    "De trein vertrekt om {t}.",
    "会议{t}开始。",
    "会議は{t}に始まります。",
    "회의는 {t}에 시작합니다.",
];

/// Prose that gives the record's time another way, or none at all, or another time beside
/// the record's own.
const SAYS_NO_OTHER: [&str; 4] = [
    "It takes {n}h, room {n}.",
    "Bring the {n} reports.",
    "Doors open at {other}, it starts at {t}.",
    "Einlass {other}, Beginn {t}.",
];

/// A record whose one time of day the prose around it never gives, while it gives another
/// (`See you at 3 pm!` after `"time": "14:00"`, `Le vol part à 9h15.` before `"departure":
/// "09:50"`), is refused: which of the two the reply means, it does not say. The same prose
/// with the record's own time (in any notation, or in a notation that reads two ways, `3:00`
/// beside `15:00`), with no time (a duration `2h`, a count), with the record's time beside
/// another, or beside a record of two times (a start and an end), keeps it. Generated over
/// hours, notations on both sides, ten languages, the prose before or after, and how the
/// JSON is written.
#[test]
fn a_time_the_prose_gives_otherwise_contradicts_the_record() {
    let one = json!({
        "type": "object",
        "properties": {"title": {"type": "string"}, "time": {"type": "string"}},
        "required": ["title", "time"]
    });
    let two = json!({
        "type": "object",
        "properties": {"start": {"type": "string"}, "end": {"type": "string"}},
        "required": ["start", "end"]
    });
    let (one, two) = (Converter::new(&one).unwrap(), Converter::new(&two).unwrap());
    let mut rng = Rng(0x7131_0742);
    let mut failures = Vec::new();
    let (mut refused, mut kept) = (0, 0);
    for case in 0..2_000 {
        let h = rng.next(24) as u32;
        let m = [0, 0, 30, 15][rng.next(4)];
        let other_h = (h + 1 + rng.next(22) as u32) % 24;
        let other_m = [0, 30, 45][rng.next(3)];
        // Another time, written so that it reads one way: not `3:00`, nor a bare `9h` that
        // may be a duration.
        let other = loop {
            let which = rng.next(7);
            let unclear = which == 6 && other_h < 13 || which == 4 && other_m == 0 && other_h <= 12;
            if !unclear {
                break notation(other_h, other_m, which);
            }
        };
        let same = notation(h, m, rng.next(7));
        let kind = rng.next(5);
        let prose = match kind {
            0 | 4 => SAYS_TIME[rng.next(SAYS_TIME.len())].replace("{t}", &other),
            1 => SAYS_TIME[rng.next(SAYS_TIME.len())].replace("{t}", &same),
            _ => SAYS_NO_OTHER[rng.next(SAYS_NO_OTHER.len())]
                .replace("{n}", &(1 + rng.next(11)).to_string())
                .replace("{other}", &other)
                .replace("{t}", &same),
        };
        let record = if kind == 4 {
            json!({"start": notation(h, m, 0), "end": notation((h + 1) % 24, m, 0)})
        } else {
            json!({"title": "Budget review", "time": notation(h, m, rng.next(2))})
        };
        let json_text = match rng.next(2) {
            0 => record.to_string(),
            _ => format!(
                "```json\n{}\n```",
                serde_json::to_string_pretty(&record).unwrap()
            ),
        };
        let reply = match rng.next(2) {
            0 => format!("{json_text}\n\n{prose}"),
            _ => format!("{prose}\n\n{json_text}"),
        };
        let converter = if kind == 4 { &two } else { &one };
        let got = converter.convert(&reply);
        match (&got, kind == 0) {
            (Err(_), true) => refused += 1,
            (Ok(value), false) if *value == record => kept += 1,
            _ => failures.push(format!("case {case} (kind {kind}): {reply:?} gave {got:?}")),
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        refused > 300 && kept > 1_000,
        "{refused} refused, {kept} kept"
    );
}

/// A time of day written with its zone, for a field whose name says it holds UTC
/// (`start_time_utc`, `startUtc`), is that time in UTC where the zone has one offset
/// (`15:30 Uhr MEZ` is 14:30, `10:00 (UTC+05:30)` 04:30, `北京时间15:30` 07:30), and none where
/// it has not (`9:00 Pacific time`, `ET`, `IST`, `local time`, `heure de Paris`): never the
/// time as written. A field that names no zone takes the time as written, whatever the zone;
/// `UTC` and `GMT` themselves change nothing. Generated over notations, zones, how the zone is
/// written, sentences in seven languages and field names.
#[test]
fn a_time_in_another_zone_is_never_taken_as_utc() {
    // The zones and their offsets in minutes east of UTC, as the test knows them.
    const FIXED: [(&str, i32); 12] = [
        ("{t} CET", 60),
        ("{t} MEZ", 60),
        ("{t} CEST", 120),
        ("{t} EST", -300),
        ("{t} PDT", -420),
        ("{t} JST", 540),
        ("{t} (UTC+2)", 120),
        ("{t} UTC+05:30", 330),
        ("{t} GMT-3", -180),
        ("{t} (GMT+01:00)", 60),
        ("北京时间{t}", 480),
        ("한국 시간 {t}", 540),
    ];
    const NO_ONE_OFFSET: [&str; 10] = [
        "{t} ET",
        "{t} IST",
        "{t} Pacific time",
        "{t} Central European Time",
        "{t} local time",
        "{t} Ortszeit",
        "{t} heure de Paris",
        "{t} hora local",
        "{t} по московскому времени",
        "当地时间{t}",
    ];
    const SAME: [&str; 4] = ["{t}", "{t} UTC", "{t} GMT", "{t} (UTC)"];
    const SENTENCES: [&str; 7] = [
        "The call starts at {}.",
        "Der Call beginnt am 15. Januar um {}.",
        "La réunion commence à {}, merci d'être à l'heure.",
        "La llamada empieza a las {}.",
        "A chamada começa às {}.",
        "La chiamata inizia alle {}.",
        "会议开始时间：{}。",
    ];
    let time = json!({"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"});
    let mut rng = Rng(0x2_0E5);
    let mut failures = Vec::new();
    let (mut converted, mut refused) = (0, 0);
    for case in 0..3_000 {
        let (h, m) = (rng.next(24) as u32, [0, 15, 30, 45][rng.next(4)]);
        // Notations that read one way (two digits for the hour, or a mark).
        let written = notation(h, m, [0, 2, 4, 5][rng.next(4)]);
        let utc = rng.next(3) > 0;
        let key = if utc {
            ["start_time_utc", "startUtc", "utc_start", "gmt_time"][rng.next(4)]
        } else {
            ["start_time", "starts_at", "time"][rng.next(3)]
        };
        let (zone, offset) = match rng.next(3) {
            0 => {
                let (zone, offset) = FIXED[rng.next(FIXED.len())];
                (zone, Some(offset))
            }
            1 => (NO_ONE_OFFSET[rng.next(NO_ONE_OFFSET.len())], None),
            _ => (SAME[rng.next(SAME.len())], Some(0)),
        };
        let reply =
            SENTENCES[rng.next(SENTENCES.len())].replace("{}", &zone.replace("{t}", &written));
        let as_written = (h * 60 + m) as i32;
        let meant = match (utc, offset) {
            (false, _) => Some(as_written),
            (true, Some(offset)) => Some((as_written - offset).rem_euclid(24 * 60)),
            (true, None) => None,
        }
        .map(|minute| format!("{:02}:{:02}", minute / 60, minute % 60));
        let converter = Converter::new(&json!({"type": "object",
            "properties": {key: time.clone()}, "required": [key]}))
        .unwrap();
        match (converter.convert(&reply), &meant) {
            (Ok(value), Some(meant)) if value[key] == json!(meant) => converted += 1,
            (Ok(value), _) => failures.push(format!(
                "case {case}: {key} from {reply:?} read as {value}, meant {meant:?}"
            )),
            (Err(_), None) => refused += 1,
            (Err(e), Some(meant)) => {
                // A time in a zone with one offset may be refused, never misread; a time as
                // written for a field naming no zone is read.
                if !utc || offset == Some(0) {
                    failures.push(format!(
                        "case {case}: {key} from {reply:?} refused ({e}), meant {meant}"
                    ));
                }
            }
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        converted > 1_800 && refused > 500,
        "converted {converted}, refused {refused}"
    );
}
