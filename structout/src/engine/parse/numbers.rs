//! Numbers as people write them: `1,299.00`, `1.299,00`, `12,50`, `$1,299`, `-€5`. A number
//! in text is one token, its digits grouped by one separator and its fraction set off by
//! another; it is read whole, by the one convention its separators fit, or not at all. Never
//! a part of it (`299` of `$1,299.00`), never with a separator dropped that was a decimal
//! mark (`1250` of `12,50`).

use super::scales;
use crate::engine::find::spelled::{Cardinal, cardinal_word};
use crate::engine::find::units;
use serde_json::Number;
use std::borrow::Cow;

/// A number token read: its JSON number text, or `None` where its separators fit no
/// convention, or more than one that would read it differently.
pub(crate) fn read(token: &str) -> Option<String> {
    if token.contains('\'') {
        return read(&ungrouped(token)?);
    }
    let (digits, exponent) = match token.find(['e', 'E']) {
        Some(at) => (&token[..at], &token[at..]),
        None => (token, ""),
    };
    let commas = digits.matches(',').count();
    let dots = digits.matches('.').count();
    let (whole, fraction) = match (commas, dots) {
        (0, 0) => (digits.to_owned(), None),
        // One mark of each: the last is the decimal mark, the other groups thousands.
        (_, _) if commas > 0 && dots > 0 => {
            let (group, decimal) = if digits.rfind(',') > digits.rfind('.') {
                ('.', ',')
            } else {
                (',', '.')
            };
            let (int, frac) = digits.rsplit_once(decimal)?;
            if int.contains(decimal) {
                return None;
            }
            (grouped(int, group)?, Some(frac))
        }
        // A lone dot is a decimal point, as JSON writes it; several group thousands. Before
        // exactly three digits, after one to three that do not start with a zero, it reads
        // both ways (`1.299` is 1299 to a German reader): that is no one number.
        (0, 1) => {
            let (int, frac) = digits.split_once('.')?;
            if frac.len() == 3 && (1..=3).contains(&int.len()) && !int.starts_with('0') {
                return None;
            }
            (int.to_owned(), Some(frac))
        }
        (0, _) => (grouped(digits, '.')?, None),
        // One comma before three digits groups thousands (`1,299`); before one, two or more
        // than three, or after a zero, it is a decimal comma (`12,50`, `0,125`): thousands
        // come in threes, and no group starts with a zero.
        (1, 0) => {
            let (int, frac) = digits.split_once(',')?;
            if frac.len() == 3 && int.len() <= 3 && !int.starts_with('0') {
                (format!("{int}{frac}"), None)
            } else {
                (int.to_owned(), Some(frac))
            }
        }
        (_, 0) => (grouped(digits, ',')?, None),
        _ => return None,
    };
    if !exponent.is_empty() && commas > 0 {
        return None;
    }
    let fraction_ok =
        fraction.is_none_or(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || !fraction_ok {
        return None;
    }
    let mut out = whole;
    if let Some(frac) = fraction {
        out.push('.');
        out.push_str(frac);
    }
    out.push_str(exponent);
    Some(out)
}

/// `text` without the commas of the Indian grouping (`1,23,456`, `12,34,567`): the last group
/// of three digits, the ones before it of two, the first of one or two. No other convention
/// writes groups of two, so it reads one way.
fn lakh_grouped(text: &str) -> Option<String> {
    let parts: Vec<&str> = text.split(',').collect();
    let (last, rest) = parts.split_last()?;
    let (first, middle) = rest.split_first()?;
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    let fits = parts.len() >= 3
        && last.len() == 3
        && (1..=2).contains(&first.len())
        && !first.starts_with('0')
        && middle.iter().all(|m| m.len() == 2)
        && parts.iter().all(|p| digits(p));
    fits.then(|| parts.concat())
}

/// Words that multiply the number written before them by a power of ten (`2.5 million`,
/// `1.2k`, `3 Mio.`, `2,5 Mrd.`), lowercase, read before CLDR's words of every locale
/// ([`scales`]), which these override: `billion` is a thousand millions in English and a
/// million millions in French and German (`Billion`): [`scale_after`] says which where the
/// prose does; the compact shorthands (`k`, `bn`) are a display's. Power 0: a scale word
/// whose number is no one number, read as no number rather than as the number bare. The words of the scripts
/// written without spaces (`4万`, `3억`, `2 ล้าน`) are CLDR's alone.
const SCALES: [(&str, u32); 157] = [
    ("hundred", 2),
    ("hundreds", 2),
    ("thousand", 3),
    ("thousands", 3),
    ("k", 3),
    ("million", 6),
    ("millions", 6),
    ("mn", 6),
    ("mio", 6),
    ("millionen", 6),
    ("millón", 6),
    ("millones", 6),
    ("milhão", 6),
    ("milhões", 6),
    ("milione", 6),
    ("milioni", 6),
    ("miljoen", 6),
    ("billion", 9),
    ("billions", 9),
    ("bn", 9),
    ("mrd", 9),
    ("milliard", 9),
    ("milliards", 9),
    ("milliarde", 9),
    ("milliarden", 9),
    ("miliardo", 9),
    ("miliardi", 9),
    ("miljard", 9),
    ("lakh", 5),
    ("lakhs", 5),
    ("crore", 7),
    ("crores", 7),
    ("tausend", 3),
    ("tsd", 3),
    ("mil", 3),
    ("mila", 3),
    ("duizend", 3),
    ("mln", 6),
    ("mld", 9),
    // Nordic languages.
    ("tusen", 3),
    ("tusind", 3),
    ("miljon", 6),
    ("miljoner", 6),
    ("millioner", 6),
    ("miljarder", 9),
    ("milliarder", 9),
    ("tuhatta", 3),
    ("miljoonaa", 6),
    ("miljardia", 9),
    ("milj", 6),
    // Hungarian (left out of CLDR's reading as a word of another language).
    ("ezer", 3),
    // Scale words CLDR's reading leaves out as common words or short abbreviations, whose
    // number read bare would be another number (`50 ming`: fifty thousand in Uzbek; `5 mia.
    // kr.`, `50 rb`, `3 jt`): no one number.
    ("ming", 0),
    ("mia", 0),
    ("rb", 0),
    ("jt", 0),
    ("libo", 0),
    ("tús", 0),
    ("mió", 0),
    ("bió", 0),
    ("bil", 0),
    ("bilj", 0),
    // Polish, Czech.
    ("tys", 3),
    ("tysięcy", 3),
    ("tysiące", 3),
    ("milionów", 6),
    ("miliony", 6),
    ("miliardów", 9),
    ("tis", 3),
    ("tisíc", 3),
    ("milionů", 6),
    ("miliard", 9),
    // Russian, Ukrainian, Bulgarian.
    ("тыс", 3),
    ("тысяч", 3),
    ("тысячи", 3),
    ("тис", 3),
    ("тисяч", 3),
    ("хиляди", 3),
    ("млн", 6),
    ("миллиона", 6),
    ("миллионов", 6),
    ("мільйонів", 6),
    ("милиона", 6),
    ("млрд", 9),
    // Turkish, Indonesian and Malay, Vietnamese, Greek.
    ("bin", 3),
    ("milyon", 6),
    ("milyar", 9),
    ("ribu", 3),
    ("juta", 6),
    ("miliar", 9),
    ("nghìn", 3),
    ("ngàn", 3),
    ("triệu", 6),
    ("tỷ", 9),
    ("χιλιάδες", 3),
    ("εκατομμύρια", 6),
    ("εκατ", 6),
    ("δισ", 9),
    // Arabic, Persian, Hebrew.
    ("ألف", 3),
    ("مليون", 6),
    ("مليار", 9),
    ("هزار", 3),
    ("میلیون", 6),
    ("میلیارد", 9),
    ("אלף", 3),
    ("מיליון", 6),
    // Hindi, Urdu, Bengali, Tamil: the Indian units too (lakh 10⁵, crore 10⁷).
    ("हज़ार", 3),
    ("हजार", 3),
    ("लाख", 5),
    ("करोड़", 7),
    ("करोड", 7),
    ("ہزار", 3),
    ("لاکھ", 5),
    ("کروڑ", 7),
    ("হাজার", 3),
    ("লাখ", 5),
    ("কোটি", 7),
    ("லட்சம்", 5),
    ("கோடி", 7),
    // The Indian units in the other scripts of India and beside it.
    ("ஆயிரம்", 3),
    ("હજાર", 3),
    ("લાખ", 5),
    ("કરોડ", 7),
    ("ਹਜ਼ਾਰ", 3),
    ("ਲੱਖ", 5),
    ("ਕਰੋੜ", 7),
    ("লক্ষ", 5),
    ("ହଜାର", 3),
    ("ଲକ୍ଷ", 5),
    ("କୋଟି", 7),
    ("వేల", 3),
    ("లక్ష", 5),
    ("లక్షల", 5),
    ("కోటి", 7),
    ("కోట్ల", 7),
    ("ಸಾವಿರ", 3),
    ("ಲಕ್ಷ", 5),
    ("ಕೋಟಿ", 7),
    ("ആയിരം", 3),
    ("ലക്ഷം", 5),
    ("കോടി", 7),
    ("දහස", 3),
    ("ලක්ෂ", 5),
    ("කෝටි", 7),
    ("ڪروڙ", 7),
    // English's scale words as the scripts of India and Pakistan write them.
    ("मिलियन", 6),
    ("बिलियन", 9),
    ("ट्रिलियन", 12),
    ("মিলিয়ন", 6),
    ("বিলিয়ন", 9),
    ("ট্রিলিয়ন", 12),
    ("મિલિયન", 6),
    ("બિલિયન", 9),
    ("ਮਿਲੀਅਨ", 6),
    ("ਬਿਲੀਅਨ", 9),
    ("ملین", 6),
    ("بلین", 9),
    ("മില്യൺ", 6),
];

/// The scale word right after a number (`rest` starts where the number ends: `" million"`,
/// `"k"`, `"万"`), its power of ten and the bytes it takes, at most one space before it.
/// `Some(None)` where the number so scaled is no one number: a display's compact figure
/// (`1.2k`, `3bn`: rounded), `billion` in prose that writes a decimal comma
/// (`decimal_comma`), a thousand millions to an English reader, a million millions to a
/// French or German one, or `mil` (a thousand in Spanish, a million in English shorthand).
/// A number written with the units of Chinese, Japanese and Korean at the start of `rest`,
/// below the unit `10^power` (`3万5千`, `1億2000万`, `568億4千2百5万`, `3万5000`, `2千3百`):
/// sections of thousands, hundreds and tens (`千`, `百`, `十`; `천`, `백`, `십`), each closed by
/// a large unit (`億`, `万`; `억`, `만`) or standing last in the ones. Units only ever
/// decrease. Returns the sum and the bytes it takes; `None` where `rest` opens with no digits.
pub(crate) fn cjk_parts(rest: &str, power: u32) -> Option<(u128, usize)> {
    const LARGE: [(&str, u32); 5] = [("億", 8), ("亿", 8), ("억", 8), ("万", 4), ("만", 4)];
    const SMALL: [(&str, u32); 6] = [
        ("千", 3),
        ("천", 3),
        ("百", 2),
        ("백", 2),
        ("十", 1),
        ("십", 1),
    ];
    let unit = |units: &[(&'static str, u32)], after: &str, below: u32| {
        units
            .iter()
            .find(|(u, p)| *p < below && after.starts_with(u))
            .copied()
    };
    let (mut total, mut section, mut at) = (0u128, 0u128, 0usize);
    let (mut large, mut small) = (power, 4u32);
    loop {
        // A section of smaller units closed by a large one (`2십억`, `4十万`).
        if section > 0
            && let Some((u, p)) = unit(&LARGE, &rest[at..], large)
        {
            total += section * 10u128.pow(p);
            (section, small, large) = (0, 4, p);
            at += u.len();
            continue;
        }
        let digits = rest[at..].bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || digits > 4 {
            break;
        }
        let n: u128 = rest[at..at + digits].parse().ok()?;
        let after = &rest[at + digits..];
        if let Some((u, p)) = unit(&SMALL, after, small) {
            section += n * 10u128.pow(p);
            small = p;
            at += digits + u.len();
        } else if let Some((u, p)) = unit(&LARGE, after, large) {
            total += (section + n) * 10u128.pow(p);
            (section, small, large) = (0, 4, p);
            at += digits + u.len();
        } else {
            // A plain number last, in the ones, below the unit before it (`3万5000`).
            if n < 10u128.pow(small)
                && !after.starts_with(|c: char| c.is_ascii_digit() || c == '.' || c == ',')
            {
                section += n;
                at += digits;
            }
            break;
        }
    }
    // A larger unit after the smaller (`5万亿`, ten thousand hundred millions): units that do
    // not only decrease are no number these sections read.
    if unit(&LARGE, &rest[at..], u32::MAX).is_some() {
        return None;
    }
    (at > 0).then_some((total + section, at))
}

pub(crate) fn scale_after(rest: &str, decimal_comma: bool) -> Option<(Option<u32>, usize)> {
    let word_at = match rest.chars().next() {
        Some(c @ (' ' | '\u{a0}')) => c.len_utf8(),
        _ => 0,
    };
    let word = &rest[word_at..];
    // A scale of a script written without spaces runs on into the sentence (`4万人`).
    let unspaced = |c: char| {
        c >= '\u{2e80}'
            || ('\u{0e00}'..='\u{0eff}').contains(&c)
            || ('\u{1780}'..='\u{17ff}').contains(&c)
    };
    if word.starts_with(unspaced)
        && let Some((w, power)) = scales::UNSPACED.iter().find(|(w, _)| word.starts_with(w))
    {
        return Some(((*power > 0).then_some(*power), word_at + w.len()));
    }
    // The word: letters, in one script: a Latin word right before Japanese (`5 hundred円`)
    // ends where the script does. The marks of the Indic scripts (`़`, `்`) are part of it.
    let lettered = |c: char| c.is_alphabetic() || ('\u{0900}'..='\u{0dff}').contains(&c);
    let end = word
        .find(|c: char| !lettered(c) || unspaced(c))
        .unwrap_or(word.len());
    // `$3.4M`, `3.4B`: a capital written against the number is a compact million or billion
    // (a metre is `m`; a byte is no quantity a field counts in alone).
    if word_at == 0 && matches!(&word[..end], "M" | "MM" | "B") {
        return Some((None, end));
    }
    let lower = word[..end].to_lowercase();
    let power = scale_word(&lower)?;
    // CLDR's locales disagree on it (`bln`, `triliɔn`): no one number.
    if power == 0 {
        return Some((None, word_at + end));
    }
    // `1.2k views`, `$3bn`: the compact figures of a display, rounded (1.2k is anything from
    // 1150 to 1249), where a word (`1.2 thousand`) states the amount.
    let compact = matches!(lower.as_str(), "k" | "bn" | "mn");
    // `billion` is 10⁹ or 10¹² by the prose's language; `mil` a thousand in Spanish and
    // Portuguese, a million in English shorthand (`$2 mil`).
    let two_ways = power == 9 && lower.starts_with("billion") && decimal_comma || lower == "mil";
    Some(((!compact && !two_ways).then_some(power), word_at + end))
}

/// The power of ten a scale word (lowercase) multiplies by: the engine's own table first,
/// then CLDR's ([`scales::AFTER`]); 0 where CLDR's locales disagree, and where neither table
/// has the word but it is a form of a scale word's stem ([`scale_stem`]).
fn scale_word(lower: &str) -> Option<u32> {
    if let Some(&(_, power)) = SCALES.iter().find(|(w, _)| *w == lower) {
        return Some(power);
    }
    match scales::AFTER.binary_search_by(|(w, _)| w.as_bytes().cmp(lower.as_bytes())) {
        Ok(at) => Some(scales::AFTER[at].1),
        Err(_) => scale_stem(lower).then_some(0),
    }
}

/// Stems the words for a million, a billion and a trillion share across languages
/// (`miliyoni`, `milyon`, `miljoen`, `мільйон`), lowercase.
const SCALE_STEMS: [&str; 28] = [
    "milion",
    "million",
    "miliyon",
    "milyon",
    "miljon",
    "miljoen",
    "miliard",
    "milliard",
    "miljard",
    "milyar",
    "miliar",
    "bilion",
    "billion",
    "biliyon",
    "bilyon",
    "biljon",
    "trilion",
    "trillion",
    "trilyon",
    "миллион",
    "милион",
    "мильон",
    "милијон",
    "milijon",
    "milijun",
    "мільйон",
    "миллиард",
    "мільярд",
];

/// Whether a word the tables do not hold (lowercase) is a form of a scale word: it starts
/// with one of [`SCALE_STEMS`] (`miliyoni`, `milyoni`), and is no word made from one
/// (`millionaire`, `millionth`). Next to a number it makes the number no one number rather
/// than the number bare (`miliyoni 12` is twelve million in Kinyarwanda, never 12).
fn scale_stem(lower: &str) -> bool {
    SCALE_STEMS.iter().any(|stem| {
        lower.strip_prefix(stem).is_some_and(|rest| {
            !rest.starts_with("air") && !rest.starts_with("th") && rest.chars().count() <= 4
        })
    })
}

/// The scale word written right before a number, in the languages that write it there
/// (`milioni 3` in Swahili, `Miliyan 2` in Hausa; `before` ends where the number starts, one
/// space at most between): its power, `Some(None)` where the word reads no one number there,
/// because locales disagree on it or because a number stands before it, whose scale it may
/// be (`3 milioni 500`). `None` where no such word stands before the number.
pub(crate) fn scale_before(before: &str) -> Option<Option<u32>> {
    let word = before.strip_suffix([' ', '\u{a0}']).unwrap_or(before);
    let start = word
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphabetic() || ('\u{0d80}'..='\u{0dff}').contains(c))
        .last()?
        .0;
    let lower = word[start..].to_lowercase();
    let power = match scales::BEFORE.binary_search_by(|(w, _)| w.as_bytes().cmp(lower.as_bytes())) {
        Ok(at) => scales::BEFORE[at].1,
        Err(_) if scale_stem(&lower) => 0,
        Err(_) => return None,
    };
    let after_number = word[..start]
        .trim_end_matches([' ', '\u{a0}'])
        .ends_with(|c: char| c.is_ascii_digit());
    Some((power > 0 && !after_number).then_some(power))
}

/// The number text `number` (JSON syntax) times ten to the `power`, exactly: its decimal point
/// moved (`2.5` and 6 make `2500000`).
pub(crate) fn scaled(number: &str, power: u32) -> Option<String> {
    let (sign, digits) = match number.strip_prefix('-') {
        Some(d) => ("-", d),
        None => ("", number),
    };
    if digits.contains(['e', 'E']) {
        return None;
    }
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let power = power as usize;
    let mut out = String::from(int);
    if frac.len() <= power {
        out.push_str(frac);
        out.extend(std::iter::repeat_n('0', power - frac.len()));
    } else {
        out.push_str(&frac[..power]);
        out.push('.');
        out.push_str(&frac[power..]);
    }
    let out = out.trim_start_matches('0');
    let out = if out.is_empty() || out.starts_with('.') {
        format!("0{out}")
    } else {
        out.to_owned()
    };
    Some(format!("{sign}{out}"))
}

/// The marks of a year counted in another calendar than the Gregorian one, written before the
/// number (`พ.ศ. 2510`, `民國 56`, `令和5年`, `वि.सं. 2081`) or after it (`2510 BE`, `1445 AH`,
/// `1446 هـ`, `1403 ش`, `2017 ዓ.ም.`, `1431 বঙ্গাব্দ`): a year of another count.
const ERAS_BEFORE: [&str; 14] = [
    "พ.ศ.",
    "พ.ศ",
    "民國",
    "民国",
    "令和",
    "平成",
    "昭和",
    "大正",
    "वि.सं.",
    "वि. सं.",
    "विक्रम संवत",
    "ہجری",
    "ဗုဒ္ဓ",
    "ព.ស.",
];
const ERAS_AFTER: [&str; 16] = [
    "BE",
    "B.E.",
    "AH",
    "A.H.",
    "هـ",
    "ه.ق",
    "هـ.ق",
    "ه.ش",
    "هـ.ش",
    "ش",
    "ق",
    "ዓ.ም",
    "ዓ/ም",
    "বঙ্গাব্দ",
    "শকাব্দ",
    "ព.ស.",
];

/// Whether the number between `before` and `after` is a year of another calendar's count
/// ([`ERAS_BEFORE`], [`ERAS_AFTER`], the mark within a space of it): not a Gregorian year, nor
/// any other quantity.
pub(crate) fn other_era(before: &str, after: &str) -> bool {
    let before = before.trim_end_matches([' ', '\u{a0}']);
    let after = after.trim_start_matches([' ', '\u{a0}']);
    ERAS_BEFORE.iter().any(|era| before.ends_with(era))
        || ERAS_AFTER.iter().any(|era| {
            after.strip_prefix(era).is_some_and(|rest| {
                // A mark in Latin letters or one letter is a word of its own (`BE`, not
                // `BEST`; `ش`, not `شهر`); a script without spaces may follow (`年`).
                !rest.starts_with(|c: char| {
                    c.is_alphanumeric() && !crate::engine::find::words::unspaced(c)
                })
            })
        })
}

/// Whether `token` is one to three digits (the first not a zero), one `,` or `.`, and exactly
/// three more: `1,500` and `1.500` are each a thousand and five hundred to one reader and one
/// and a half to another. Written as text, with nothing to say which, it is no one number.
pub(crate) fn one_group(token: &str) -> bool {
    let Some(at) = token.find([',', '.']) else {
        return false;
    };
    let (head, tail) = (&token[..at], &token[at + 1..]);
    (1..=3).contains(&head.len())
        && !head.starts_with('0')
        && head.bytes().all(|b| b.is_ascii_digit())
        && tail.len() == 3
        && tail.bytes().all(|b| b.is_ascii_digit())
}

/// A number token with an ASCII sign before it (`-1,299.00`, `+12,50`), read as [`read`]
/// reads the rest, the sign kept.
pub(crate) fn read_signed(token: &str) -> Option<String> {
    let (sign, digits) = match token.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", token.strip_prefix('+').unwrap_or(token)),
    };
    read(digits).map(|n| format!("{sign}{n}"))
}

/// `text` without its `group` separators, where they group thousands: a first group of one
/// to three digits, then groups of three.
fn grouped(text: &str, group: char) -> Option<String> {
    if group == ','
        && let Some(lakh) = lakh_grouped(text)
    {
        return Some(lakh);
    }
    let mut parts = text.split(group);
    let first = parts.next()?;
    if first.is_empty() || first.len() > 3 {
        return None;
    }
    let mut out = first.to_owned();
    for part in parts {
        if part.len() != 3 {
            return None;
        }
        out.push_str(part);
    }
    Some(out)
}

/// Currency signs written next to a number outside Unicode's block of currency symbols
/// (U+20A0 to U+20C0: `€`, `₹`, `₸`, `₾`, …).
const CURRENCY: [char; 8] = ['$', '£', '¥', '¢', '฿', '֏', '৳', '﷼'];

/// Currency names written beside an amount other than a sign (`R$ 2.349,90`, `1 299,00 kr`,
/// `1 299,50 zł`); the ISO 4217 codes of [`units::CURRENCY_CODES`] (`CHF`, `USD`) are read as
/// well, other capitals (`MAX 12`, `PCS 12`) never.
const CURRENCY_NAMES: [&str; 26] = [
    "US$", "R$", "A$", "C$", "NZ$", "HK$", "S$", "MX$", "NT$", "kr.", "kr", "Kr", "zł", "Kč", "Ft",
    "lei", "руб.", "руб", "Rs.", "Rs", "Fr.", "Fr", "元", "円", "원", "圓",
];

/// Currencies' names written out beside an amount (`49 dollars`, `49 Dollar`, `20 евро`,
/// `300 日元`), lowercase, with the ISO 4217 codes each may be. Not the names that are also
/// common words or units (`pound`, `won`, `real`, `mark`): those say nothing either way.
const CURRENCY_WORDS: [(&str, &[&str]); 40] = [
    ("dollar", DOLLARS),
    ("dollars", DOLLARS),
    ("dólar", DOLLARS),
    ("dólares", DOLLARS),
    ("dollaro", DOLLARS),
    ("dollari", DOLLARS),
    ("доллар", DOLLARS),
    ("доллара", DOLLARS),
    ("долларов", DOLLARS),
    ("ドル", DOLLARS),
    ("달러", DOLLARS),
    ("美元", &["USD"]),
    ("euro", &["EUR"]),
    ("euros", &["EUR"]),
    ("евро", &["EUR"]),
    ("ユーロ", &["EUR"]),
    ("유로", &["EUR"]),
    ("欧元", &["EUR"]),
    ("歐元", &["EUR"]),
    ("yen", &["JPY"]),
    ("日元", &["JPY"]),
    ("yuan", &["CNY"]),
    ("renminbi", &["CNY"]),
    ("rmb", &["CNY"]),
    ("人民币", &["CNY"]),
    ("rupee", RUPEES),
    ("rupees", RUPEES),
    ("рубль", &["RUB"]),
    ("рубля", &["RUB"]),
    ("рублей", &["RUB"]),
    ("roubles", &["RUB"]),
    ("rubles", &["RUB"]),
    ("franc", &["CHF", "XOF", "XAF"]),
    ("francs", &["CHF", "XOF", "XAF"]),
    ("franken", &["CHF"]),
    ("reais", &["BRL"]),
    ("pesos", &["MXN", "ARS", "CLP", "COP", "PHP"]),
    ("złotych", &["PLN"]),
    ("forint", &["HUF"]),
    ("lira", &["TRY"]),
];

const DOLLARS: &[&str] = &["USD", "CAD", "AUD", "NZD", "HKD", "SGD", "MXN", "TWD"];
const RUPEES: &[&str] = &["INR", "PKR", "LKR", "NPR"];

/// The codes a currency's name written out may be ([`CURRENCY_WORDS`]), in any case.
fn currency_word(word: &str) -> Option<&'static [&'static str]> {
    if word.len() < 3 || word.len() > 20 {
        return None;
    }
    CURRENCY_WORDS
        .iter()
        .find(|(w, _)| w.chars().eq(word.chars().flat_map(char::to_lowercase)))
        .map(|(_, codes)| *codes)
}

/// The currencies whose amounts have three decimals (ISO 4217): in these, a mark before three
/// digits may be a decimal mark.
const THREE_DECIMALS: [&str; 7] = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"];

/// Whether money written in `currency` (a sign, a name or a code) has two decimals at most,
/// so that a lone mark before three digits groups its thousands (`5.300 kr`, `€1,500`): all
/// but the currencies of [`THREE_DECIMALS`].
pub(crate) fn groups_thousands(currency: &str) -> bool {
    !THREE_DECIMALS
        .iter()
        .any(|code| code.eq_ignore_ascii_case(currency))
}

/// The currency written at the start (`before`) or end of `text`, and `text` without it: a
/// sign, a name of [`CURRENCY_NAMES`] or an ISO 4217 code, set apart from the number by at
/// most a space.
fn currency_of(text: &str) -> Option<(&str, &str)> {
    // Before the number: a sign, a name, or a code, then at most a space.
    let head_end = text
        .find(|c: char| c.is_ascii_digit() || c == '-' || c == '−')
        .unwrap_or(text.len());
    let head = text[..head_end].trim_end();
    if !head.is_empty() && head_end < text.len() {
        return is_currency_word(head).then(|| (head, &text[head_end..]));
    }
    // After it: the same, after the last digit.
    let tail_start = text.rfind(|c: char| c.is_ascii_digit())? + 1;
    let tail = text[tail_start..].trim_start();
    is_currency_word(tail).then(|| (tail, &text[..tail_start]))
}

/// An amount of money as a string states it (`$1,299.00`, `CHF 1'299.50`, `1 299,00 kr`,
/// `R$ 2.349,90`, `¥12,000`, `₹1,23,456`): its number, the currency set apart ([`currency_of`])
/// and the rest read as [`written`] reads a number. Money has at most two decimals in all but
/// a few currencies ([`THREE_DECIMALS`]), so a lone mark before three digits groups thousands
/// there (`¥12,000` is twelve thousand, `R$ 1.500` fifteen hundred), where a bare `1,500`
/// reads two ways. `None` where `text` names no currency or its number reads no one way.
pub(crate) fn amount(text: &str) -> Option<(&str, String)> {
    // A minus sign before the currency (`-€5`) or after it (`€-5`).
    let text = text.trim();
    let (before, text) = match text.strip_prefix(['-', '−']) {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (currency, rest) = currency_of(text)?;
    let rest = rest.trim();
    let (after, digits) = match rest.strip_prefix(['-', '−']) {
        Some(d) => (true, d.trim_start()),
        None => (false, rest),
    };
    if before && after {
        return None;
    }
    let sign = if before || after { "-" } else { "" };
    if digits.is_empty() || !digits.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    if one_group(digits) && !THREE_DECIMALS.contains(&currency) {
        return Some((
            currency,
            format!("{sign}{}", digits.replace([',', '.'], "")),
        ));
    }
    // Marked as money, digits grouped by dots alone (`22.940.156 €`) are one number too.
    let number = match written(digits) {
        Some(reading) => reading?,
        None => read(digits)?,
    };
    Some((currency, format!("{sign}{number}")))
}

/// Whether a currency as written may be the one of the ISO 4217 `code` (uppercase): a code is
/// itself; a sign or name is one of the currencies written so (`€` EUR, `R$` BRL, `¥` JPY or
/// CNY, `$` one of the dollars and pesos, `kr` a Nordic crown), never another (`$12` is no
/// amount in euros).
pub(crate) fn currency_may_be(written: &str, code: &str) -> bool {
    const CROWNS: &[&str] = &["SEK", "NOK", "DKK", "ISK"];
    const CODES: [(&str, &[&str]); 40] = [
        ("$", DOLLARS),
        ("€", &["EUR"]),
        ("£", &["GBP"]),
        ("¥", &["JPY", "CNY"]),
        ("₹", &["INR"]),
        ("₩", &["KRW"]),
        ("₽", &["RUB"]),
        ("₺", &["TRY"]),
        ("₫", &["VND"]),
        ("₪", &["ILS"]),
        ("₱", &["PHP"]),
        ("฿", &["THB"]),
        ("₴", &["UAH"]),
        ("₦", &["NGN"]),
        ("₡", &["CRC"]),
        ("₵", &["GHS"]),
        ("US$", &["USD"]),
        ("R$", &["BRL"]),
        ("A$", &["AUD"]),
        ("C$", &["CAD"]),
        ("NZ$", &["NZD"]),
        ("HK$", &["HKD"]),
        ("S$", &["SGD"]),
        ("MX$", &["MXN"]),
        ("NT$", &["TWD"]),
        ("kr.", CROWNS),
        ("kr", CROWNS),
        ("Kr", CROWNS),
        ("zł", &["PLN"]),
        ("Kč", &["CZK"]),
        ("Ft", &["HUF"]),
        ("lei", &["RON"]),
        ("руб.", &["RUB"]),
        ("руб", &["RUB"]),
        ("Rs.", RUPEES),
        ("Rs", RUPEES),
        ("Fr.", &["CHF"]),
        ("Fr", &["CHF"]),
        ("元", &["CNY"]),
        ("円", &["JPY"]),
    ];
    const MORE: [(&str, &[&str]); 2] = [("원", &["KRW"]), ("圓", &["TWD", "HKD", "CNY"])];
    if units::CURRENCY_CODES.contains(&written) {
        return written == code;
    }
    if let Some(codes) = currency_word(written) {
        return codes.contains(&code);
    }
    CODES
        .iter()
        .chain(&MORE)
        .find(|(w, _)| *w == written)
        .is_some_and(|(_, codes)| codes.contains(&code))
}

/// Whether a number written with the currency `currency` or the unit `unit` beside it (`$`,
/// `zł`; `inch`, `g`, `%`) is another quantity than the one the field named `key` holds: the
/// name declares a currency, a unit or a percent (`price_usd`, `weight_kg`, `vat_percent`) and
/// the number is written in none of it (`16-inch` or `23%` beside `price_usd`, `2000 g`
/// beside `weight_kg`, `$12` beside `amount_eur`). A name that declares nothing, or a number
/// written bare, says nothing either way.
pub(crate) fn other_measure(key: &str, currency: Option<&str>, unit: Option<&str>) -> bool {
    let code = units::currency_of_key(key);
    let declared = units::of_key(key);
    let percent = units::says_percent(key);
    if code.is_none() && declared.is_none() && !percent {
        return false;
    }
    if let Some(currency) = currency {
        return code.is_none_or(|code| !currency_may_be(currency, code));
    }
    match unit {
        Some("%" | "％") => !percent,
        Some(unit) if is_currency_word(unit) => {
            code.is_none_or(|code| !currency_may_be(unit, code))
        }
        Some(unit) => declared.is_none() || units::named(unit) != declared,
        None => false,
    }
}

/// Words that may follow a number without naming what it counts, in the languages the
/// engine reads: conjunctions, prepositions, articles, the copula, `percent`. A word after a
/// number that is none of these (and no unit, currency or scale) is the noun it counts.
const NOT_COUNTED: [&str; 96] = [
    // English.
    "and",
    "or",
    "but",
    "to",
    "in",
    "on",
    "at",
    "for",
    "of",
    "per",
    "is",
    "was",
    "are",
    "were",
    "the",
    "an",
    "plus",
    "minus",
    "with",
    "from",
    "by",
    "as",
    "than",
    "each",
    "total",
    "percent",
    "pct",
    "then",
    "so",
    "if",
    "after",
    "before",
    // German.
    "und",
    "oder",
    "aber",
    "zu",
    "im",
    "am",
    "für",
    "pro",
    "von",
    "ist",
    "war",
    "sind",
    "mit",
    "bei",
    "als",
    "je",
    "prozent",
    "insgesamt",
    // French.
    "et",
    "ou",
    "mais",
    "au",
    "en",
    "pour",
    "par",
    "de",
    "du",
    "des",
    "est",
    "était",
    "avec",
    "cent",
    // Spanish, Portuguese, Italian.
    "pero",
    "por",
    "para",
    "del",
    "es",
    "era",
    "con",
    "cada",
    "ciento",
    "mas",
    "em",
    "do",
    "da",
    "com",
    "cento",
    "ma",
    "di",
    "ogni",
    "che",
    // Dutch and the Nordic languages.
    "maar",
    "op",
    "voor",
    "van",
    "met",
    "elk",
    "procent",
    "och",
    "eller",
    "för",
    "är",
    "var",
    "og",
];

/// Whether the words after a number (`rest`) open with the noun it counts: one space, then a
/// word of two Latin letters or more that is no unit, currency, scale or word of [`NOT_COUNTED`]
/// (`12 items`, `1,920 customers`, `8 Artikel`, `4 cajas`).
pub(crate) fn counts_noun(rest: &str) -> bool {
    let Some(rest) = rest.strip_prefix([' ', '\u{a0}']) else {
        return false;
    };
    let end = rest
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(rest.len());
    let word = &rest[..end];
    let lower = word.to_lowercase();
    // Latin letters only: a word of another script after a number is as likely a unit the
    // tables do not hold (`3.2 کلوگرام`) as a noun.
    // A word that qualifies the unit after it is no noun of its own (`5 business days`).
    let next = rest[end..]
        .trim_start_matches([' ', '\u{a0}'])
        .split(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("");
    word.chars().count() >= 2
        && word.chars().all(|c| c < '\u{250}')
        && !NOT_COUNTED.contains(&lower.as_str())
        && units::named(word).is_none()
        && units::named(next).is_none()
        && !is_currency_word(word)
        && !is_currency_word(next)
        && SCALES.iter().all(|(w, _)| *w != lower)
}

/// The words by which a field's name says it holds a calendar year (`birth_year`,
/// `founded_year`, `anno`, `año`; the end of a compound, `geburtsjahr`): one of its parts.
const YEAR_PARTS: [&str; 16] = [
    "year", "yr", "jahr", "annee", "année", "ano", "año", "anno", "jaar", "rok", "ár", "år",
    "vuosi", "yil", "tahun", "год",
];

/// Whether the name of a field says it holds a calendar year ([`YEAR_PARTS`]): a number
/// prose gives for it is written with three digits at least (`34` beside `birth_year` is an
/// age or a count, or a year of two digits whose century the reader would guess).
pub(crate) fn names_year(key: &str) -> bool {
    crate::schema::shape::key_parts(key).iter().any(|part| {
        let part = part.to_lowercase();
        // (A compound ends with it: `geburtsjahr`, `bouwjaar`; four letters at least.)
        YEAR_PARTS.contains(&part.as_str())
            || YEAR_PARTS
                .iter()
                .any(|year| year.chars().count() >= 4 && part.ends_with(year))
    })
}

/// The words of time that lead to a year (`in 2023`, `en 2023`, `im Jahr 2023`, `seit
/// 2019`, `w 2023`, `в 2023`), lowercase.
/// (Not `by`, `up by 2000`, nor `an`, English's article as well as French's year.)
const YEAR_LEADS: [&str; 32] = [
    "in", "since", "during", "until", "year", "en", "año", "desde", "durante", "em", "ano", "dans",
    "depuis", "année", "im", "jahr", "jahre", "seit", "nel", "anno", "dal", "sinds", "jaar", "w",
    "we", "roku", "od", "в", "во", "году", "с", "år",
];

/// The marks after a year that say it is one (`2023 г.`, `2023 r.`, `2023年`, `2023년`), as
/// written right after its digits.
const YEAR_MARKS: [&str; 7] = [" г.", " г ", " r.", "年", "년", " m.", " yılında"];

/// Whether a number of four digits (a year of the last centuries or the next) is written as
/// a year: after a word of time (`in 2023`, `en 2023`, `im Jahr 2023`, [`YEAR_LEADS`]) or
/// with a year's mark (`2023 г.`, `2023年`, [`YEAR_MARKS`]). For a field not named for a
/// year it is the time the prose speaks of, not the field's quantity (`5 millones de euros
/// en 2023`).
pub(crate) fn written_as_year(before: &str, number: &str, after: &str) -> bool {
    if number.len() != 4 || !("1800".."2200").contains(&number) {
        return false;
    }
    let lead = before
        .trim_end()
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("")
        .to_lowercase();
    before.ends_with([' ', '\u{a0}']) && YEAR_LEADS.contains(&lead.as_str())
        || YEAR_MARKS.iter().any(|m| after.starts_with(m))
        || after == " г"
}

/// Whether the name of a field declares the currency, unit or percent its number is in
/// (`price_usd`, `weight_kg`, `vat_percent`).
pub(crate) fn declares_measure(key: &str) -> bool {
    units::currency_of_key(key).is_some()
        || units::of_key(key).is_some()
        || units::says_percent(key)
}

/// Whether `word` writes a currency as an amount may (a sign, a name of [`CURRENCY_NAMES`],
/// an ISO 4217 code, a name written out of [`CURRENCY_WORDS`]), as [`currency_of`] finds it
/// beside a number.
pub(crate) fn is_currency_word(word: &str) -> bool {
    !word.is_empty()
        && (word.chars().all(is_currency) && word.chars().count() == 1
            || CURRENCY_NAMES.contains(&word)
            || units::CURRENCY_CODES.contains(&word)
            || currency_word(word).is_some())
}

/// Whether `c` is a currency sign.
pub(crate) fn is_currency(c: char) -> bool {
    ('\u{20a0}'..='\u{20c0}').contains(&c) || CURRENCY.contains(&c)
}

/// Whether a number written right after `before` is a label, not a quantity: a number sign
/// or a section sign before it (`call #2231`, `§ 8`, `№ 5`), or an abbreviation of "number"
/// (`No. 12`, `Nr. 7`, `n° 3`). It names a thing (a call, a clause, an order); only a field
/// named for such a number takes it.
pub(crate) fn labelled(before: &str) -> bool {
    let b = before.strip_suffix([' ', '\u{a0}']).unwrap_or(before);
    if b.ends_with(['#', '№', '§', '＃']) {
        return true;
    }
    let word_start = b
        .rfind(|c: char| !(c.is_alphabetic() || matches!(c, '.' | '°' | 'º')))
        .map_or(0, |i| i + b[i..].chars().next().map_or(1, char::len_utf8));
    let word = b[word_start..].to_lowercase();
    matches!(
        word.as_str(),
        "no." | "nr." | "n°" | "nº" | "num." | "núm." | "nro." | "nos."
    )
}

/// Whether the number at `at` in `text` is part of a name: a capitalized word before it (or
/// one with a capital inside, `iPhone`) and a possessive after it (`the Pixel 8's battery`,
/// `Apollo 11’s crew`). A name's number names
/// the thing; it counts nothing. (A capitalized word alone says nothing: German capitalizes
/// every noun, `der Wert 316`.)
pub(crate) fn in_name(text: &str, at: std::ops::Range<usize>) -> bool {
    let possessive = ["'s ", "’s ", "'s\n", "’s\n"]
        .iter()
        .any(|p| text[at.end..].starts_with(p));
    let Some(b) = text[..at.start].strip_suffix(' ') else {
        return false;
    };
    possessive
        && b.rsplit(|c: char| !c.is_alphanumeric())
            .next()
            .is_some_and(|word| word.chars().any(char::is_uppercase) && !is_currency_word(word))
}

/// Whether `text` computes: an operator of arithmetic between two numbers (`10·10`,
/// `350 ÷ 50`, `2 × 3`, `3 + 4`, `= 7` after a number), at most a space on either side.
pub(crate) fn computes(text: &str) -> bool {
    const OPERATORS: [char; 6] = ['×', '·', '÷', '=', '+', '*'];
    text.char_indices().any(|(i, c)| {
        OPERATORS.contains(&c) && {
            let before = text[..i].strip_suffix(' ').unwrap_or(&text[..i]);
            let after = &text[i + c.len_utf8()..];
            let after = after.strip_prefix(' ').unwrap_or(after);
            before.ends_with(|d: char| d.is_ascii_digit())
                && after.starts_with(|d: char| d.is_ascii_digit())
        }
    })
}

/// Whether a number written right after `before` is what another number is counted out of,
/// not a quantity of its own: after `out of`, or after a number and a word that joins it
/// to its whole in the languages the engine reads (`4 of 5`, `4 sur 5`, `4 von 5`, `4 de 5`,
/// `4 su 5`, `4 из 5`, `4 z 5`).
pub(crate) fn denominator(before: &str) -> bool {
    let b = before.trim_end();
    if b.len() < before.len().saturating_sub(1) {
        return false;
    }
    if b.to_lowercase().ends_with("out of") {
        return true;
    }
    let Some((rest, word)) = b.rsplit_once(' ') else {
        return false;
    };
    matches!(
        word,
        "of" | "sur" | "von" | "de" | "su" | "из" | "z" | "van" | "af" | "av"
    ) && rest.ends_with(|c: char| c.is_ascii_digit())
}

/// The words that name a fraction's parts after a count of them (`three quarters`, `2
/// thirds`, `trois quarts`, `zwei Drittel`, `due terzi`): the count is the fraction's
/// numerator, not a quantity. (Not `cuartos`, `quartos`: rooms as often as quarters.)
const DENOMINATORS: [&str; 32] = [
    "half",
    "halves",
    "third",
    "thirds",
    "quarter",
    "quarters",
    "fourth",
    "fourths",
    "fifth",
    "fifths",
    "sixth",
    "sixths",
    "eighth",
    "eighths",
    "tenth",
    "tenths",
    "hundredth",
    "hundredths",
    "thousandth",
    "thousandths",
    "tiers",
    "quart",
    "quarts",
    "demis",
    "drittel",
    "viertel",
    "fünftel",
    "achtel",
    "tercios",
    "terzi",
    "quarti",
    "terços",
];

/// Whether the word right after a number (`rest` starts where the number ends) names the
/// parts of a fraction the number counts (`three quarters of a cup`, `2 thirds`): the
/// number is a numerator, and the text names no one quantity by it.
pub(crate) fn counts_parts(rest: &str) -> bool {
    let rest = rest.strip_prefix([' ', '-', '\u{a0}']).unwrap_or(rest);
    let end = rest
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(rest.len());
    let word = rest[..end].to_lowercase();
    !word.is_empty() && DENOMINATORS.contains(&word.as_str())
}

/// The value of a vulgar fraction sign (`¾` is 0.75): `Some(None)` for one with no exact
/// decimal (`⅓`), `None` for any other character.
pub(crate) fn vulgar_fraction(c: char) -> Option<Option<f64>> {
    Some(match c {
        '¼' => Some(0.25),
        '½' => Some(0.5),
        '¾' => Some(0.75),
        '⅕' => Some(0.2),
        '⅖' => Some(0.4),
        '⅗' => Some(0.6),
        '⅘' => Some(0.8),
        '⅛' => Some(0.125),
        '⅜' => Some(0.375),
        '⅝' => Some(0.625),
        '⅞' => Some(0.875),
        '⅐' | '⅑' | '⅒' | '⅓' | '⅔' | '⅙' | '⅚' => None,
        _ => return None,
    })
}

/// The zeros of the scripts whose ten digits follow one another from zero (Arabic-Indic,
/// Eastern Arabic-Indic, Devanagari, Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada,
/// Malayalam, Thai, Lao, Myanmar, Khmer, fullwidth).
const ZEROS: [char; 15] = [
    '\u{660}', '\u{6f0}', '\u{966}', '\u{9e6}', '\u{a66}', '\u{ae6}', '\u{be6}', '\u{c66}',
    '\u{ce6}', '\u{d66}', '\u{e50}', '\u{ed0}', '\u{1040}', '\u{17e0}', '\u{ff10}',
];

/// `text` with the digits of every script as ASCII digits (`٣٥٠` as `350`, `२५` as `25`,
/// `４` as `4`) and the Arabic decimal and thousands marks as `.` and `,` (`٣٫٥` as `3.5`);
/// `None` where it holds none, so that text in ASCII digits is not copied.
pub(crate) fn ascii_digits(text: &str) -> Option<String> {
    let digit = |c: char| {
        ZEROS
            .iter()
            .find(|&&z| (z..=char::from_u32(z as u32 + 9).unwrap_or(z)).contains(&c))
            .map(|&z| char::from(b'0' + (c as u32 - z as u32) as u8))
    };
    if text.is_ascii() || !text.chars().any(|c| digit(c).is_some()) {
        return None;
    }
    Some(
        text.chars()
            .map(|c| match c {
                '\u{66b}' => '.',
                '\u{66c}' => ',',
                _ => digit(c).unwrap_or(c),
            })
            .collect(),
    )
}

/// Whether the number that starts at byte `at` of `text` is negative: a minus sign right
/// before it, or before the currency sign right before it (`-$5`, `−€5`), and not the
/// hyphen of a word or a range (`x-5`, `3-5`).
pub(crate) fn negative_at(text: &str, at: usize) -> bool {
    let before = &text[..at];
    let before = before
        .strip_suffix(|c: char| is_currency(c))
        .unwrap_or(before);
    let Some(rest) = before
        .strip_suffix('-')
        .or_else(|| before.strip_suffix('−'))
    else {
        return false;
    };
    // `x-5`, `COVID-19`, `3-5`: a hyphen after a word or a number. (Scripts written without
    // spaces, `価格は-€1`, put the sign right after a letter.)
    !rest.ends_with(|c: char| c.is_ascii_alphanumeric())
}

/// `text` (trimmed) read as one number written the way people write it, not as JSON writes
/// it: with a currency sign, thousands separators (`,` `.` `'` or a space between digit
/// groups) or a decimal comma. `None` where it is not one such number (plain JSON, a list
/// `1,2,3`, prose); `Some(None)` where it is one but reads no one way.
pub(crate) fn written(text: &str) -> Option<Option<String>> {
    let t = text.trim().trim_end_matches('.');
    let (sign, t) = match t.strip_prefix(['-', '−']) {
        // A dash set apart from the number is a list's mark (`- 42`), not its sign.
        Some(rest) if t.starts_with('-') && rest.starts_with(char::is_whitespace) => return None,
        Some(rest) => ("-", rest),
        None => ("", t.strip_prefix('+').unwrap_or(t)),
    };
    let body = t
        .trim_start_matches(is_currency)
        .trim_end_matches(is_currency)
        .trim();
    let marked = body.len() != t.len();
    // A no-break, narrow or thin space groups digits as a space does (`1\u{a0}299,50`).
    let gap = |c: char| matches!(c, ' ' | '\u{a0}' | '\u{202f}' | '\u{2009}');
    if body.is_empty()
        || !body.starts_with(|c: char| c.is_ascii_digit())
        || !body.ends_with(|c: char| c.is_ascii_digit())
        || !body
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, ',' | '.' | '\'') || gap(c))
    {
        return None;
    }
    let spaced_out;
    let body = if body.is_ascii() {
        body
    } else {
        spaced_out = body.replace(gap, " ");
        spaced_out.as_str()
    };
    // A space groups digits only between digits (`1 299`); after a comma it parts a list.
    let b = body.as_bytes();
    let spaces_group = b.iter().enumerate().all(|(i, &c)| {
        c != b' ' || b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit)
    });
    if !spaces_group {
        return None;
    }
    let spaced = body.contains([' ', '\'']);
    let reading = if spaced {
        ungrouped(body).and_then(|b| read(&b))
    } else {
        read(body)
    };
    let separated = spaced || body.contains(',');
    match reading {
        Some(n) if marked || separated => Some(Some(format!("{sign}{n}"))),
        None if marked || spaced => Some(None),
        _ => None,
    }
}

/// Whether `text` (trimmed) is one number written the way people write it ([`written`]).
pub(crate) fn is_written_number(text: &str) -> bool {
    written(text).is_some()
}

/// `text` without the spaces or apostrophes that group its thousands: each followed by three
/// digits and then its end or a decimal mark.
fn ungrouped(text: &str) -> Option<String> {
    let mut parts = text.split([' ', '\'']);
    let first = parts.next()?;
    if first.is_empty() || first.len() > 3 || !first.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut out = first.to_owned();
    for part in parts {
        let digits = part.bytes().take_while(u8::is_ascii_digit).count();
        if digits != 3 || !(part.len() == 3 || part[3..].starts_with([',', '.'])) {
            return None;
        }
        out.push_str(part);
    }
    Some(out)
}

/// Numbers as JSON writes them: a lenient token normalised to JSON syntax, and the JSON
/// number of normalised text.
/// A number written leniently (`1_000`, `.5`, `1.`, `1e`, `+3`) in JSON syntax, if `raw` is one.
pub(crate) fn number(raw: &str) -> Option<Cow<'_, str>> {
    // Most numbers are already written as JSON writes them.
    if json_grammar(raw) && !raw.contains('E') {
        return Some(Cow::Borrowed(raw));
    }
    normalised_number(raw).map(Cow::Owned)
}

/// [`number`], the long way: every form read, and rewritten.
pub(crate) fn normalised_number(raw: &str) -> Option<String> {
    let b = raw.as_bytes();
    // A word is no number: known before anything is written.
    if !matches!(b.first(), Some(b'-' | b'+' | b'.' | b'0'..=b'9')) {
        return None;
    }
    let mut i = 0;
    let mut out = String::with_capacity(raw.len() + 1);
    if matches!(b.first(), Some(b'-' | b'+')) {
        if b[0] == b'-' {
            out.push('-');
        }
        i = 1;
    }
    let int_start = out.len();
    while i < b.len()
        && (b[i].is_ascii_digit() || b[i] == b'_' && i > 0 && b[i - 1].is_ascii_digit())
    {
        if b[i] != b'_' {
            out.push(b[i] as char);
        }
        i += 1;
    }
    let int_digits = out.len() - int_start;
    let mut frac_digits = 0;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        if int_digits == 0 {
            out.push('0');
        }
        let mark = out.len();
        out.push('.');
        while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'_' && b[i - 1].is_ascii_digit()) {
            if b[i] != b'_' {
                out.push(b[i] as char);
                frac_digits += 1;
            }
            i += 1;
        }
        if frac_digits == 0 {
            out.truncate(mark);
            out.push_str(".0");
        }
    }
    if int_digits == 0 && frac_digits == 0 {
        return None;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        let mark = out.len();
        out.push('e');
        i += 1;
        if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
            out.push(b[i] as char);
            i += 1;
        }
        let exp_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            out.push(b[i] as char);
            i += 1;
        }
        if i == exp_start {
            out.truncate(mark);
        }
    }
    // Leading zeros are not JSON: `007` → `7`.
    if i == b.len() {
        Some(strip_leading_zeros(out))
    } else {
        None
    }
}

/// Whether `raw` is a number as JSON writes it (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`)
/// whose value is finite, as serde_json reads numbers.
pub(crate) fn is_json_number(raw: &str) -> bool {
    json_grammar(raw) && raw.parse::<f64>().is_ok_and(f64::is_finite)
}

/// Whether `raw` follows JSON's number grammar (whatever its magnitude).
fn json_grammar(raw: &str) -> bool {
    let b = raw.as_bytes();
    let digits = |mut i: usize| {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        (i > start).then_some(i)
    };
    let mut i = usize::from(b.first() == Some(&b'-'));
    let Some(end) = digits(i) else { return false };
    if b[i] == b'0' && end > i + 1 {
        return false;
    }
    i = end;
    if b.get(i) == Some(&b'.') {
        let Some(end) = digits(i + 1) else {
            return false;
        };
        i = end;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(b.get(i + 1), Some(b'+' | b'-')));
        let Some(end) = digits(i + 1 + sign) else {
            return false;
        };
        i = end;
    }
    i == b.len()
}

fn strip_leading_zeros(s: String) -> String {
    let (sign, digits) = s.strip_prefix('-').map_or(("", s.as_str()), |d| ("-", d));
    let trimmed = digits.trim_start_matches('0');
    if trimmed.len() == digits.len() {
        return s;
    }
    let trimmed = if trimmed.is_empty() || !trimmed.as_bytes()[0].is_ascii_digit() {
        &digits[digits.len() - trimmed.len() - 1..]
    } else {
        trimmed
    };
    format!("{sign}{trimmed}")
}

/// A JSON number from normalised number text, exact for integers in i64/u64 range.
pub(crate) fn json_number(raw: &str) -> Option<Number> {
    if let Ok(i) = raw.parse::<i64>() {
        return Some(Number::from(i));
    }
    if let Ok(u) = raw.parse::<u64>() {
        return Some(Number::from(u));
    }
    raw.parse::<f64>().ok().and_then(Number::from_f64)
}

/// Whether the line that leads into a list of `len` items counts them otherwise: it ends with
/// a colon and counts something (a number of one to three digits, or an English number word,
/// before a word: `The three items in the order are:`, `Les 4 articles :`), and no number it
/// holds is `len`. The list is not the one the reply announced.
pub(crate) fn counts_otherwise(line: &str, len: usize) -> bool {
    let line = line.trim_end();
    let Some(line) = line.strip_suffix(':').or_else(|| line.strip_suffix('：')) else {
        return false;
    };
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut counted = false;
    for (i, word) in words.iter().enumerate() {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric());
        // A number word is three to nine letters long; most words are no number.
        if !(1..=9).contains(&bare.len()) {
            continue;
        }
        let n = if (1..=3).contains(&bare.len()) && bare.bytes().all(|b| b.is_ascii_digit()) {
            bare.parse::<u64>().ok()
        } else {
            cardinal_word(bare)
                .filter(|(_, kind)| *kind != Cardinal::Scale)
                .map(|(n, _)| n)
        };
        let Some(n) = n else {
            continue;
        };
        if n == len as u64 {
            return false;
        }
        // A count: the number before a word (`three items`), not a label's (`Step 2:`).
        counted |= bare == *word
            && words
                .get(i + 1)
                .is_some_and(|w| w.starts_with(|c: char| c.is_alphabetic()));
    }
    counted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_read_by_the_one_convention_its_marks_fit() {
        let cases = [
            ("1299", Some("1299")),
            ("1,299", Some("1299")),
            ("1,299.00", Some("1299.00")),
            ("1.299,00", Some("1299.00")),
            ("1.299.000", Some("1299000")),
            ("1,299,000", Some("1299000")),
            ("12,50", Some("12.50")),
            ("3,5", Some("3.5")),
            ("0,125", Some("0.125")),
            ("1.5", Some("1.5")),
            ("1.299", None),
            ("0.125", Some("0.125")),
            ("1299.125", Some("1299.125")),
            ("2.5e3", Some("2.5e3")),
            // The Indian grouping: groups of two before the last three.
            ("1,29,900", Some("129900")),
            ("12,34,567.50", Some("1234567.50")),
            ("1,2,900", None),
            ("1,234,56", None),
            ("1.299,00.5", None),
            ("12,345,67", None),
            ("1,2e3", None),
            ("1299,000", Some("1299.000")),
            ("47'047", Some("47047")),
            ("1'299.50", Some("1299.50")),
            ("47'04", None),
        ];
        for (token, expected) in cases {
            assert_eq!(read(token).as_deref(), expected, "{token}");
        }
    }

    #[test]
    fn a_sign_before_a_currency_sign_is_the_numbers() {
        for (text, at, negative) in [
            ("-$5", 2, true),
            ("−€5", "−€".len(), true),
            ("-5", 1, true),
            ("costs $5", 7, false),
            ("x-5", 2, false),
            ("3-5", 2, false),
            ("a -$5 loss", 4, true),
        ] {
            assert_eq!(negative_at(text, at), negative, "{text}");
        }
    }

    #[test]
    fn an_amount_names_a_currency() {
        for (text, expected) in [
            ("$1,299.00", Some("1299.00")),
            ("CHF 1'299.50", Some("1299.50")),
            ("1 299,00 kr", Some("1299.00")),
            ("¥12,000", Some("12000")),
            ("R$ 1.500", Some("1500")),
            // Three decimals in dinars: one and a half, or fifteen hundred.
            ("KWD 1.500", None),
            ("KWD 1.250,500", Some("1250.500")),
            ("₹12,34,567.50", Some("1234567.50")),
            ("-€5", Some("-5")),
            ("MAX 12", None),
            ("PCS 12", None),
            ("12", None),
        ] {
            assert_eq!(amount(text).map(|(_, n)| n).as_deref(), expected, "{text}");
        }
    }

    #[test]
    fn a_written_number_is_told_from_json_and_from_a_list() {
        let cases = [
            ("$1,299.00", Some(Some("1299.00"))),
            ("€1.299,00", Some(Some("1299.00"))),
            ("1 299,00", Some(Some("1299.00"))),
            ("1'299.00", Some(Some("1299.00"))),
            ("12,50", Some(Some("12.50"))),
            ("-$5", Some(Some("-5"))),
            ("5 €", Some(Some("5"))),
            ("$1,29,9", Some(None)),
            ("1 29", Some(None)),
            ("1299", None),
            ("-3.5", None),
            ("1,2,3", None),
            ("[1, 2]", None),
            ("1, 2, three", None),
            ("1, 2, 3", None),
            ("1 ,2", None),
            ("a 1,5", None),
            ("1,", None),
        ];
        for (text, expected) in cases {
            let got = written(text);
            assert_eq!(got.as_ref().map(|r| r.as_deref()), expected, "{text}");
            assert_eq!(is_written_number(text), expected.is_some(), "{text}");
        }
    }
}
