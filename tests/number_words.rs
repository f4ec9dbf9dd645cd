//! English numbers written in words convert to their value where a number is wanted, in any
//! case, hyphenated or spaced, with or without `and`, in prose; a run of words that writes no
//! one number, a bound or estimate in words, and `one` used as a pronoun are refused.
//! Generated over numbers from 0 to 999,999, their spellings and the sentences around them.

mod common;

use common::Rng;

/// `n` in English words, spelled one of several ways (the test's own speller).
fn spell(n: u64, rng: &mut Rng) -> String {
    const SMALL: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    let hyphen = if rng.next(2) == 0 { "-" } else { " " };
    let and = rng.next(2) == 0;
    let below_100 = |n: u64| -> String {
        match n {
            0..20 => SMALL[n as usize].to_owned(),
            _ if n.is_multiple_of(10) => TENS[(n / 10) as usize].to_owned(),
            _ => format!(
                "{}{hyphen}{}",
                TENS[(n / 10) as usize],
                SMALL[(n % 10) as usize]
            ),
        }
    };
    let below_1000 = |n: u64| -> String {
        match (n / 100, n % 100) {
            (0, r) => below_100(r),
            (h, 0) => format!("{} hundred", SMALL[h as usize]),
            (h, r) if and => format!("{} hundred and {}", SMALL[h as usize], below_100(r)),
            (h, r) => format!("{} hundred {}", SMALL[h as usize], below_100(r)),
        }
    };
    let words = match (n / 1000, n % 1000) {
        (0, r) => below_1000(r),
        (t, 0) => format!("{} thousand", below_1000(t)),
        (t, r) if r < 100 && and => format!("{} thousand and {}", below_1000(t), below_100(r)),
        (t, r) => format!("{} thousand {}", below_1000(t), below_1000(r)),
    };
    match rng.next(3) {
        0 => words,
        1 => words.to_uppercase(),
        _ => {
            let mut c = words.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect())
                .unwrap_or_default()
        }
    }
}

const SENTENCES: [&str; 6] = [
    "{}",
    "{}.",
    "The answer is {}.",
    "There are {} rooms in the building.",
    "After checking the records, I count {} items",
    "Total: {}",
];

#[test]
fn a_number_in_words_is_its_value() {
    let mut rng = Rng(0x0123_4567_89ab);
    let cases: usize = std::env::var("NUMBER_WORDS_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000);
    for i in 0..cases {
        let n = match i % 4 {
            0 => rng.next(20) as u64,
            1 => rng.next(100) as u64,
            2 => rng.next(1000) as u64,
            _ => rng.next(1_000_000) as u64,
        };
        if n == 1 {
            continue; // `one` is read only alone: its own test
        }
        let words = spell(n, &mut rng);
        let sentence = SENTENCES[rng.next(SENTENCES.len())].replacen("{}", &words, 1);
        let read = structout::convert::<u64>(&sentence);
        assert_eq!(read.as_ref().ok(), Some(&n), "{sentence:?}: {read:?}");
        let read = structout::convert::<f64>(&sentence);
        assert_eq!(read.ok(), Some(n as f64), "{sentence:?} as f64");
    }
}

#[test]
fn words_that_write_no_one_number_are_refused() {
    for text in [
        "one two",
        "twenty thirty",
        "five zero",
        "hundred",
        "It has about forty rooms.",
        "over twenty people",
        "at least three",
        "forty or so",
        "twelve or thirteen",
        "No one came.",
        "one of the rooms",
        "This one is better.",
        "forty rooms and 41 beds",
    ] {
        let read = structout::convert::<u32>(text);
        assert!(read.is_err(), "{text:?} read as {read:?}");
    }
    for text in ["one", "One.", "ONE"] {
        assert_eq!(structout::convert::<u32>(text).ok(), Some(1), "{text:?}");
    }
}
