//! A number the reply gives as a bound or an estimate (`about 40`, `over 40`, `40+`, `at
//! least 40`, in nine languages) is not the value: converting it to a number is refused,
//! never 40. The same sentences with the number given plainly convert to it. Generated over
//! languages, phrasing, counters, currency, and where the number stands (prose, a JSON
//! string, a fenced reply).

use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

/// Sentences with `{}` where the number goes, each with ways to qualify it that the
/// sentence's language writes before (`<`) or after (`>`) the number.
const SENTENCES: &[(&str, &[&str])] = &[
    (
        "The venue holds {} guests.",
        &[
            "<about",
            "<roughly",
            "<over",
            "<up to",
            "<at least",
            "<more than",
            "<nearly",
            ">+",
            "> or so",
            "<~",
            "<approximately",
            "<fewer than",
        ],
    ),
    (
        "We expect {} attendees this year.",
        &[
            "<around",
            "<at most",
            "<no more than",
            "<just under",
            ">+",
            "> or more",
            "<some",
            "<close to",
            "<upwards of",
            "<under",
        ],
    ),
    (
        "La salle accueille {} personnes.",
        &[
            "<environ",
            "<plus de",
            "<moins de",
            "<au moins",
            "<près de",
            "<jusqu'à",
            "> ou plus",
        ],
    ),
    (
        "Der Saal fasst {} Gäste.",
        &[
            "<etwa",
            "<ungefähr",
            "<über",
            "<mindestens",
            "<höchstens",
            "<bis zu",
            "<mehr als",
            "<rund",
        ],
    ),
    (
        "La sala tiene capacidad para {} personas.",
        &[
            "<unas",
            "<aproximadamente",
            "<más de",
            "<menos de",
            "<al menos",
            "<hasta",
            "<cerca de",
            "<casi",
        ],
    ),
    (
        "O salão recebe {} pessoas.",
        &[
            "<cerca de",
            "<mais de",
            "<menos de",
            "<pelo menos",
            "<até",
            "<quase",
            "> ou mais",
        ],
    ),
    (
        "La sala ospita {} persone.",
        &[
            "<circa", "<più di", "<meno di", "<almeno", "<fino a", "<quasi", "<oltre",
        ],
    ),
    (
        "会场可容纳{}人。",
        &["<约", "<大约", "<超过", "<至少", "<最多", "<将近", ">多"],
    ),
    (
        "会場は{}人を収容できます。",
        &[
            "<約",
            "<およそ",
            "<少なくとも",
            "<最大",
            ">以上",
            ">以下",
            ">ほど",
        ],
    ),
    (
        "행사장은 {}명을 수용합니다.",
        &["<약", "<대략", "<최소", "<최대", "<거의", ">여", ">이상"],
    ),
];

fn place(sentence: &str, number: &str) -> String {
    sentence.replacen("{}", number, 1)
}

fn qualify(q: &str, n: &str) -> String {
    let (side, word) = q.split_at(1);
    let unspaced = word.starts_with(|c: char| !c.is_ascii() && !c.is_alphabetic())
        || word.chars().all(|c| !c.is_ascii())
        || matches!(word, "~" | "+");
    match (side, unspaced || word.starts_with(' ')) {
        ("<", true) => format!("{word}{n}"),
        ("<", false) => format!("{word} {n}"),
        (_, true) => format!("{n}{word}"),
        _ => format!("{n} {word}"),
    }
}

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[allow(dead_code)] // converted only to be refused
struct Venue {
    capacity: u32,
}

#[test]
fn a_bound_or_an_estimate_is_no_value_and_a_plain_number_is() {
    let mut cases = 0;
    for (sentence, qualifiers) in SENTENCES {
        for number in ["40", "125", "$40"] {
            let plain = place(sentence, number);
            let want: u32 = number
                .trim_start_matches('$')
                .replace(',', "")
                .parse()
                .unwrap();
            assert_eq!(
                structout::convert::<u32>(&plain).ok(),
                Some(want),
                "{plain:?}"
            );
            for q in *qualifiers {
                let text = place(sentence, &qualify(q, number));
                // In prose, as the whole reply.
                let read = structout::convert::<u32>(&text);
                assert!(read.is_err(), "{text:?} read as {read:?}");
                // As a string value where the number is wanted, bare and fenced.
                let json = serde_json::json!({ "capacity": text }).to_string();
                for reply in [json.clone(), format!("```json\n{json}\n```")] {
                    let read = Venue::convert(&reply);
                    assert!(read.is_err(), "{reply:?} read as {read:?}");
                }
                cases += 1;
            }
        }
    }
    assert!(cases > 200);
}

/// The words that qualify a number do so only next to it: elsewhere in the sentence they
/// leave the number as it is.
#[test]
fn a_qualifier_elsewhere_leaves_the_number() {
    for text in [
        "About the venue: it holds 40 guests.",
        "Over the years the hall grew; it now seats 40 people.",
        "At least the room is nice: 40 seats.",
        "Environ la moitié des places sont libres sur 40.",
        "The answer is 40, more or less final.",
        "Capacity: 40 (confirmed)",
    ] {
        assert_eq!(structout::convert::<u32>(text).ok(), Some(40), "{text:?}");
    }
}
