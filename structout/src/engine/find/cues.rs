//! What the prose around a value says about it: cue phrases (an example, the answer), denials
//! and negations, a model declining the task. Every cue and negation word is here.

use super::bytes;

/// Words that deny what follows them in the same clause.
pub(crate) const NEGATIONS: [&str; 8] = [
    "not", "never", "no", "hardly", "barely", "neither", "nor", "without",
];

/// How many words before a value a negation may stand (`not really positive`).
pub(crate) const NEGATION_REACH: usize = 3;

/// What the text around a place says its value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cue {
    /// Nothing: a value like any other.
    None,
    /// The answer (`Answer:`, `Résultat :`, `结果：`, a correction's new value).
    Answer,
    /// An example, a template, a draft or a placeholder, not the answer.
    Example,
    /// Someone else's words repeated: the user's input, an earlier turn, a draft quoted back.
    Quoted,
    /// Code in a programming language: a literal in a program, a request body in a command, a
    /// value in a comment.
    Code,
    /// A value the reply takes back after writing it (`Correction:`, `wait, no`, `sorry, the
    /// count is 7`).
    Retracted,
}

impl Cue {
    /// Whether the value of a place so marked is never the answer on its own authority: an
    /// example, a quotation, code, or a value taken back.
    pub(crate) fn is_doubtful(self) -> bool {
        matches!(
            self,
            Cue::Example | Cue::Quoted | Cue::Code | Cue::Retracted
        )
    }
}

/// The cue phrases, in every language the engine reads, lowercase as ASCII lowercases them
/// (letters beyond ASCII as written). A phrase counts at the start of a word; the one nearest
/// the value decides. The one table of cue words: a new language or phrase goes here.
const PHRASES: [(&str, Cue); 115] = [
    // English.
    ("example", Cue::Example),
    ("e.g.", Cue::Example),
    ("for instance", Cue::Example),
    ("template", Cue::Example),
    ("draft", Cue::Example),
    ("sample", Cue::Example),
    ("would look like", Cue::Example),
    ("placeholder", Cue::Example),
    ("typical", Cue::Example),
    ("answer", Cue::Answer),
    ("final", Cue::Answer),
    ("correct", Cue::Answer),
    ("fixed", Cue::Answer),
    ("fix it", Cue::Answer),
    ("actual", Cue::Answer),
    ("result", Cue::Answer),
    ("revised", Cue::Answer),
    ("updated", Cue::Answer),
    ("instead", Cue::Answer),
    ("correction", Cue::Answer),
    ("wait, no", Cue::Answer),
    ("never mind", Cue::Answer),
    ("nevermind", Cue::Answer),
    ("disregard", Cue::Answer),
    ("i misread", Cue::Answer),
    ("scratch that", Cue::Answer),
    ("you wrote", Cue::Quoted),
    ("you said", Cue::Quoted),
    ("you sent", Cue::Quoted),
    ("as you put it", Cue::Quoted),
    ("your draft", Cue::Quoted),
    ("your earlier", Cue::Quoted),
    ("your previous", Cue::Quoted),
    ("the record you sent", Cue::Quoted),
    ("the input was", Cue::Quoted),
    ("the user wrote", Cue::Quoted),
    ("quoting", Cue::Quoted),
    // French.
    ("exemple", Cue::Example),
    ("brouillon", Cue::Example),
    ("réponse", Cue::Answer),
    ("résultat", Cue::Answer),
    ("non, attendez", Cue::Answer),
    ("oubliez", Cue::Answer),
    ("vous avez écrit", Cue::Quoted),
    ("votre brouillon", Cue::Quoted),
    // German.
    ("beispiel", Cue::Example),
    ("z. b.", Cue::Example),
    ("z.b.", Cue::Example),
    ("vorlage", Cue::Example),
    ("entwurf", Cue::Example),
    ("antwort", Cue::Answer),
    ("ergebnis", Cue::Answer),
    ("korrektur", Cue::Answer),
    ("nein, warte", Cue::Answer),
    ("vergiss", Cue::Answer),
    ("du hast geschrieben", Cue::Quoted),
    ("sie haben geschrieben", Cue::Quoted),
    ("ihr entwurf", Cue::Quoted),
    ("dein entwurf", Cue::Quoted),
    // Spanish.
    ("ejemplo", Cue::Example),
    ("plantilla", Cue::Example),
    ("borrador", Cue::Example),
    ("respuesta", Cue::Answer),
    ("corrección", Cue::Answer),
    ("espera, no", Cue::Answer),
    ("olvida", Cue::Answer),
    ("escribiste", Cue::Quoted),
    ("tu borrador", Cue::Quoted),
    // Portuguese.
    ("exemplo", Cue::Example),
    ("rascunho", Cue::Example),
    ("resposta", Cue::Answer),
    ("correção", Cue::Answer),
    ("espera, não", Cue::Answer),
    ("você escreveu", Cue::Quoted),
    ("seu rascunho", Cue::Quoted),
    // Italian.
    ("esempio", Cue::Example),
    ("bozza", Cue::Example),
    ("risposta", Cue::Answer),
    ("risultato", Cue::Answer),
    ("correzione", Cue::Answer),
    ("aspetta, no", Cue::Answer),
    ("hai scritto", Cue::Quoted),
    ("la tua bozza", Cue::Quoted),
    // Chinese.
    ("例如", Cue::Example),
    ("示例", Cue::Example),
    ("例子", Cue::Example),
    ("模板", Cue::Example),
    ("草稿", Cue::Example),
    ("结果", Cue::Answer),
    ("答案", Cue::Answer),
    ("更正", Cue::Answer),
    ("不对", Cue::Answer),
    ("你写的", Cue::Quoted),
    ("你的草稿", Cue::Quoted),
    // Japanese.
    ("例えば", Cue::Example),
    ("例：", Cue::Example),
    ("例:", Cue::Example),
    ("サンプル", Cue::Example),
    ("テンプレート", Cue::Example),
    ("答え", Cue::Answer),
    ("結果", Cue::Answer),
    ("回答", Cue::Answer),
    ("訂正", Cue::Answer),
    ("あなたが書いた", Cue::Quoted),
    ("下書き", Cue::Quoted),
    // Korean.
    ("예시", Cue::Example),
    ("예를 들어", Cue::Example),
    ("샘플", Cue::Example),
    ("템플릿", Cue::Example),
    ("답변", Cue::Answer),
    ("결과", Cue::Answer),
    ("정답", Cue::Answer),
    ("정정", Cue::Answer),
    ("당신이 쓴", Cue::Quoted),
    ("초안", Cue::Quoted),
];

/// Phrases of a model declining the task, in every language the engine reads.
const DECLINES: [&str; 26] = [
    "sorry",
    "can't",
    "cannot",
    "can not",
    "unable to",
    "not able to",
    "won't",
    "as an ai",
    "i'm afraid",
    "je ne peux pas",
    "désolé",
    "ich kann nicht",
    "es tut mir leid",
    "lo siento",
    "no puedo",
    "desculpe",
    "não posso",
    "mi dispiace",
    "non posso",
    "抱歉",
    "无法",
    "不能",
    "申し訳",
    "できません",
    "죄송",
    "할 수 없",
];

/// How far back from a value its cue may stand, in bytes.
const CUE_WINDOW: usize = 160;

/// The cue in the prose between `floor` and `start` (the last phrase closest to the value
/// decides), looking back at most [`CUE_WINDOW`] bytes.
pub(crate) fn cue_before(text: &str, floor: usize, start: usize) -> Cue {
    let mut from = start.saturating_sub(CUE_WINDOW).max(floor);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    if from >= start {
        return Cue::None;
    }
    let mut lower = [0u8; CUE_WINDOW];
    let lower = &mut lower[..start - from];
    lower.copy_from_slice(&text.as_bytes()[from..start]);
    lower.make_ascii_lowercase();
    last_cue(lower).map_or(Cue::None, |(_, cue)| cue)
}

/// The cue phrase nearest the end of `lower` (lowercase prose), and where it starts: one
/// backward pass that checks a phrase only where its first two bytes can start one, at the
/// start of a word (`incorrect` holds no `correct`). Of phrases that overlap, the longest
/// one holding the others decides (`your draft` quotes; `draft` alone is an example).
fn last_cue(lower: &[u8]) -> Option<(usize, Cue)> {
    let (at, len, cue) = (0..lower.len()).rev().find_map(|p| cue_at(lower, p))?;
    let longest = (at.saturating_sub(LONGEST_PHRASE)..at)
        .filter_map(|q| cue_at(lower, q))
        .find(|&(q, len_q, _)| q + len_q >= at + len);
    Some(longest.map_or((at, cue), |(q, _, cue)| (q, cue)))
}

/// The cue phrase that starts at `p` at the start of a word, with its length.
fn cue_at(lower: &[u8], p: usize) -> Option<(usize, usize, Cue)> {
    let seconds = CUE_PAIRS[usize::from(lower[p])];
    let starts_word = p == 0 || !lower[p - 1].is_ascii_alphabetic();
    let may_start = seconds != 0 && lower.get(p + 1).is_none_or(|&c| seconds & pair_bit(c) != 0);
    if !may_start || !starts_word {
        return None;
    }
    match phrase_at(lower, p) {
        (_, Cue::None) => None,
        (len, cue) => Some((p, len, cue)),
    }
}

/// The longest cue phrase, in bytes.
const LONGEST_PHRASE: usize = {
    let mut longest = 0;
    let mut i = 0;
    while i < PHRASES.len() {
        if PHRASES[i].0.len() > longest {
            longest = PHRASES[i].0.len();
        }
        i += 1;
    }
    longest
};

/// The cue of the phrase starting at `p` of `lower` and its length, as the words before it
/// leave it: a denied answer (`not the final answer`, `an incorrect answer`) sets its value
/// apart as an example does; any other denied cue (`not an example`) says nothing.
fn phrase_at(lower: &[u8], p: usize) -> (usize, Cue) {
    let Some(&(phrase, cue)) = PHRASES
        .iter()
        .filter(|(phrase, _)| lower[p..].starts_with(phrase.as_bytes()))
        .max_by_key(|(phrase, _)| phrase.len())
    else {
        return (0, Cue::None);
    };
    let cue = match (cue, negated_bytes(&lower[..p], Between::Determiners)) {
        (Cue::Answer, true) => Cue::Example,
        (_, true) => Cue::None,
        (cue, false) => cue,
    };
    (phrase.len(), cue)
}

/// Words that deny a cue phrase after them, besides the negations of prose values.
const DENIALS: [&str; 4] = ["incorrect", "wrong", "invalid", "bad"];

/// Words that may stand between a denial and the phrase it denies (`not the final answer`).
const DENIED_THROUGH: [&str; 11] = [
    "the", "a", "an", "this", "that", "my", "your", "our", "its", "their", "be",
];

/// What may stand between a negation and what it denies.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Between {
    /// Any words (`not really positive`): the negation of a value named in prose.
    Words,
    /// Only [`DENIED_THROUGH`] words and answer cues (`not the final answer`): the denial of
    /// a cue phrase, which the words of [`DENIALS`] deny too (`an incorrect answer`).
    Determiners,
}

/// Whether a negation ends `before` (the text up to a value or a phrase) in its clause: a
/// negation word ([`NEGATIONS`], `n't`, `cannot`) within [`NEGATION_REACH`] words, with no
/// clause break (punctuation, `but`) and only the words `between` allows in between. The one
/// rule of negation: a value named in prose and a cue phrase are denied by it alike.
pub(crate) fn negated(before: &str, between: Between) -> bool {
    negated_bytes(before.as_bytes(), between)
}

/// [`negated`] on the bytes of the text.
fn negated_bytes(before: &[u8], between: Between) -> bool {
    let mut end = before.len();
    for _ in 0..NEGATION_REACH {
        // Back over the space to the previous word; a clause ends at punctuation.
        let gap = before[..end]
            .iter()
            .rposition(|&c| is_word_byte(c))
            .map_or(0, |i| i + 1);
        if before[gap..end].iter().any(|c| b",.;:!?()\n".contains(c)) {
            return false;
        }
        let start = before[..gap]
            .iter()
            .rposition(|&c| !is_word_byte(c))
            .map_or(0, |i| i + 1);
        let word = &before[start..gap];
        let is = |words: &[&str]| {
            words
                .iter()
                .any(|w| w.as_bytes().eq_ignore_ascii_case(word))
        };
        if word.is_empty() || is(&["but"]) {
            return false;
        }
        let contracted = bytes::ends_with_ignore_case(word, b"n't")
            || bytes::ends_with_ignore_case(word, "n\u{2019}t".as_bytes());
        if contracted || is(&["cannot"]) || is(&NEGATIONS) {
            return true;
        }
        if between == Between::Determiners {
            if is(&DENIALS) {
                return true;
            }
            let answer_cue = PHRASES
                .iter()
                .any(|(p, cue)| *cue == Cue::Answer && p.as_bytes().eq_ignore_ascii_case(word));
            if !is(&DENIED_THROUGH) && !answer_cue {
                return false;
            }
        }
        end = start;
    }
    false
}

/// A byte of a word as [`negated`] reads them: a letter or digit, an apostrophe, or part of
/// a character beyond ASCII (a curly apostrophe).
fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'\'' || c >= 0x80
}

/// For each byte that starts a cue phrase, the bytes that may follow it (as [`pair_bit`]s;
/// bytes that share a bit may pass the test, none that follows is refused).
const CUE_PAIRS: [u32; 256] = {
    let mut set = [0u32; 256];
    let mut i = 0;
    while i < PHRASES.len() {
        let phrase = PHRASES[i].0.as_bytes();
        set[phrase[0] as usize] |= pair_bit(phrase[1]);
        i += 1;
    }
    set
};

/// A byte's bit in [`CUE_PAIRS`].
const fn pair_bit(c: u8) -> u32 {
    1 << (c & 31)
}

/// Whether the prose of the reply declines the task (`I'm sorry, but I can't…`,
/// `Lo siento, no puedo…`, `申し訳ありませんが…`).
pub(crate) fn declines(prose: &str) -> bool {
    let lower = prose.to_lowercase().replace('\u{2019}', "'");
    DECLINES.iter().any(|d| lower.contains(d))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cues_read_the_phrase_closest_to_the_value() {
        let text = "For example: {} The actual answer: {}";
        assert_eq!(cue_before(text, 0, 13), Cue::Example);
        assert_eq!(cue_before(text, 15, 35), Cue::Answer);
        assert_eq!(cue_before("Either {} or {}", 9, 13), Cue::None);
    }

    #[test]
    fn every_cue_phrase_is_read_in_any_case_at_the_start_of_a_word() {
        for &(phrase, cue) in &PHRASES {
            // Letters beyond ASCII keep their case: a phrase written with them is matched as
            // written.
            let upper = if phrase.is_ascii() {
                phrase.to_uppercase()
            } else {
                phrase.to_owned()
            };
            for text in [
                format!("{phrase}: "),
                format!("Here is the {upper}: "),
                format!("1.{phrase}"),
                format!("(the_{phrase})"),
            ] {
                assert_eq!(cue_before(&text, 0, text.len()), cue, "{text:?}");
            }
            // Inside a word, a phrase is no cue (a later word of it may be one of its own:
            // `draft` in `your draft`).
            let holds_another = phrase
                .char_indices()
                .skip(1)
                .any(|(i, _)| PHRASES.iter().any(|(p, _)| phrase[i..].starts_with(p)));
            let inside = format!("x{phrase}");
            if !holds_another {
                assert_eq!(
                    cue_before(&inside, 0, inside.len()),
                    Cue::None,
                    "{inside:?}"
                );
            }
        }
        assert_eq!(cue_before("Here it is: ", 0, 12), Cue::None);
    }

    #[test]
    fn a_denied_cue_sets_its_value_apart_or_says_nothing() {
        for (text, cue) in [
            ("An incorrect answer: ", Cue::Example),
            ("This is not the final answer: ", Cue::Example),
            ("This isn't the correct result: ", Cue::Example),
            ("This isn\u{2019}t the result: ", Cue::Example),
            ("The wrong result: ", Cue::Example),
            ("It cannot be the answer: ", Cue::Example),
            ("There is no doubt the answer: ", Cue::Answer),
            ("I am not 100% sure the answer: ", Cue::Answer),
            ("Do not copy the example: ", Cue::Example),
            ("This is not an example: ", Cue::None),
            ("Not a template: ", Cue::None),
            // Too far back, or in another clause: the phrase stands.
            ("Not this one, nor that. The answer: ", Cue::Answer),
            ("Not that, but the answer: ", Cue::Answer),
            ("Not what you had in the example: ", Cue::Example),
            ("Nothing more; the answer: ", Cue::Answer),
            ("Notable answer: ", Cue::Answer),
        ] {
            assert_eq!(cue_before(text, 0, text.len()), cue, "{text:?}");
        }
    }
}
