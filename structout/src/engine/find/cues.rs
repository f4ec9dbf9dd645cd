//! What the prose around a value says about it: cue phrases (an example, the answer), denials
//! and negations, a model declining the task. Every cue and negation word is here.

use super::{bytes, spelled, units};

/// Words that deny what follows them in the same clause, in every language the engine reads.
pub(crate) const NEGATIONS: [&str; 130] = [
    "not",
    "cannot",
    "never",
    "no",
    "hardly",
    "barely",
    "neither",
    "nor",
    "without",
    "pas",
    "jamais",
    "nicht",
    "kein",
    "keine",
    "keinen",
    "nie",
    "niemals",
    "nunca",
    "jamás",
    "não",
    "nem",
    "non",
    "mai",
    "不是",
    "不",
    "没有",
    "并非",
    "非",
    "niet",
    "geen",
    "nooit",
    "inte",
    "ej",
    "ingen",
    "aldrig",
    "ne",
    "není",
    "nejsou",
    "nikdy",
    "не",
    "нет",
    "ни",
    "никогда",
    "لا",
    "ليس",
    "ليست",
    "غير",
    "לא",
    "אינו",
    "אינה",
    "नहीं",
    "không",
    "bukan",
    "tidak",
    // Greek, Hungarian, Romanian, Finnish, Estonian, Latvian, Lithuanian, Serbo-Croatian,
    // Albanian, Norwegian and Danish, Icelandic, Irish, Welsh, Basque, Maltese, Tagalog,
    // Malagasy, Georgian, Armenian.
    "δεν",
    "όχι",
    "nem",
    "nu",
    "ei",
    "pole",
    "nav",
    "nėra",
    "nije",
    "није",
    "nuk",
    "ikke",
    "ekki",
    "ní",
    "níl",
    "nid",
    "ez",
    "mhux",
    "mhix",
    "hindi",
    "tsy",
    "არ",
    "არა",
    "ոչ",
    // Of about 120 more languages (a helper's table, its surer one-word rows; `si`, `ni`, `pa`, `ora`, `net`, `mana`, `lain`, `dili`, `mitte` left out: words of other languages too).
    // sq.
    "s'është",
    // ar.
    "وليس",
    // arz.
    "مش",
    "مكانش",
    // apc.
    "مو",
    // bs.
    "nisu",
    // cs.
    "nebyl",
    // et.
    "polnud",
    // fo.
    "ikki",
    // fi.
    "eikä",
    "eivät",
    "emme",
    // fy.
    "gjin",
    // ka.
    "არაა",
    // ht.
    "poko",
    // haw.
    "'a'ole",
    // he.
    "אינם",
    // hmn.
    "tsis",
    // ig.
    "abụghị",
    // id.
    "belum",
    "bukanlah",
    // jv.
    "dudu",
    "durung",
    "mboten",
    // rw.
    "ntabwo",
    // la.
    "nondum",
    // lv.
    "nebija",
    // lt.
    "nebuvo",
    // mt.
    "mhuwiex",
    "mhijiex",
    "mhumiex",
    // mi.
    "ehara",
    "kāore",
    "kaore",
    // nn.
    "ikkje",
    // qu.
    "manam",
    "manan",
    // sr-Cyrl.
    "нису",
    // sk.
    "nebol",
    // sl.
    "niso",
    // su.
    "henteu",
    "teu",
    // sw.
    "sio",
    "siyo",
    "haikuwa",
    "hakuwa",
    // vi.
    "chưa",
    "không phải",
    // cy.
    "ddim",
    // yi.
    "ניט",
    "נישט",
    // yo.
    "kò",
];

/// Negations that a script without spaces writes at the end of the word before the value
/// (Thai, Lao, Khmer, Burmese, Chinese: `ไม่ใช่`, `ບໍ່ແມ່ນ`, `មិនមែន`, `不是`).
const NEGATIONS_GLUED: [&str; 16] = [
    "ไม่ใช่",
    "ບໍ່ແມ່ນ",
    "ບໍ່ແມນ",
    "មិនមែន",
    "မဟုတ်",
    "不是",
    "並非",
    "มิใช่",
    "ยังไม่",
    "ບໍ່ທັນ",
    "មិនទាន់",
    "唔係",
    "仲未",
    "而不是",
    "而非",
    "并非",
];

/// How a denial that follows the value starts (Japanese and Korean put the negation after
/// what it denies: `positiveではない`, `positive 아님`).
const NEGATIONS_AFTER: [&str; 73] = [
    // Turkish (`teslim edildi değil`).
    "değil",
    "ではな",
    "じゃな",
    "ではありません",
    "じゃありません",
    "아니",
    // The formal `아닙니다` takes another syllable block than `아니`.
    "아닙",
    "아님",
    "않",
    // Kyrgyz, Kazakh, Uzbek, Azerbaijani, Tatar and Bashkir, Mongolian, Uyghur, Hindi,
    // Marathi, Nepali, Urdu, Persian, Armenian, Amharic, Tamil, Bengali (two spellings),
    // Telugu, Kannada, Malayalam, Sinhala, Burmese (`positive эмес`, `positive नहीं है`).
    "эмес",
    "емес",
    "emas",
    "deyil",
    "түгел",
    "биш",
    "ئەمەس",
    "नहीं",
    "नाही",
    "होइन",
    "نہیں",
    "نیست",
    "չէ",
    "አይደለም",
    "இல்லை",
    "নয়",
    "নয়",
    "కాదు",
    "නොවේ",
    "မဟုတ်",
    // Of a helper's table, its surer rows.
    // am.
    "አይደለችም",
    "አይደሉም",
    "አልነበረም",
    // hy.
    "չեն",
    "չէր",
    // as.
    "নহয়",
    // az.
    "deyildir",
    "deyildi",
    // bn.
    "নন",
    "ছিল না",
    // ka.
    "არ არის",
    "არაა",
    // gu.
    "નથી",
    "નહીં",
    "નહિ",
    // kn.
    "ಇಲ್ಲ",
    // ml.
    "ഇല്ല",
    // mr.
    "नव्हत",
    // ne.
    "छैन",
    // or.
    "ନୁହେଁ",
    // om.
    "miti",
    // ps.
    "نه دی",
    "نه ده",
    // fa.
    "نبود",
    "نمی‌باشد",
    "نمیباشد",
    // pa.
    "ਨਹੀਂ",
    // sd.
    "ناهي",
    "نه آهي",
    // si.
    "නෙවෙයි",
    "නැහැ",
    "නැත",
    // so.
    "ma aha",
    "maaha",
    // tg.
    "нест",
    // te.
    "లేదు",
    // ti.
    "ኣይኮነን",
    "ኣይኮነትን",
    // tr.
    "değildir",
    "değildi",
    // tk.
    "däl",
    // uz-Cyrl.
    "эмас",
    // ha: the second half of `ba … ba ne` (`ba "approved" ba ne`).
    "ba ne",
    "ba ce",
];

/// Denials after a value that begin a longer word of another meaning, read only as whole
/// words: Tamil `அல்ல` (not `அல்லது`, or), Kannada `ಅಲ್ಲ` (not `ಅಲ್ಲದೆ`, besides), Malayalam
/// `അല്ല` (not `അല്ലെങ്കിൽ`, or).
const NEGATIONS_AFTER_WHOLE: [&str; 3] = ["அல்ல", "ಅಲ್ಲ", "അല്ല"];

/// The Korean particles that may stand between a value and its negation (`positive가
/// 아닙니다`, `positive는 아님`).
const PARTICLES_AFTER: [&str; 4] = ["이", "가", "은", "는"];

/// Whether the text right after a value denies it ([`NEGATIONS_AFTER`]), past the quotes
/// and brackets that close it (`{"sentiment": "positive"} 가 아닙니다`), a counter (`5人じゃ
/// ない`) or one word, the unit or the thing counted (`200 lira değil`).
pub(crate) fn negated_after(after: &str) -> bool {
    let after = after.trim_start_matches(|c: char| {
        c.is_whitespace()
            || matches!(
                c,
                '"' | '\'' | '}' | ']' | ')' | '`' | '」' | '』' | '”' | '“' | '»' | '«' | '’'
            )
    });
    let denies = |after: &str| {
        let after = PARTICLES_AFTER
            .iter()
            .find_map(|p| after.strip_prefix(p))
            .map_or(after, str::trim_start);
        NEGATIONS_AFTER.iter().any(|n| after.starts_with(n))
            || NEGATIONS_AFTER_WHOLE.iter().any(|n| {
                after.strip_prefix(n).is_some_and(|rest| {
                    !rest.starts_with(|c: char| {
                        c.is_alphabetic() || ('\u{0900}'..='\u{0dff}').contains(&c)
                    })
                })
            })
    };
    // A number's counter between it and the denial denies the number counted (`3개가
    // 아닙니다`, `3個ではありません`, `5人じゃない`): one character of a script that writes
    // counters after numbers.
    let past_counter = after
        .chars()
        .next()
        .filter(|&c| is_counter_script(c))
        .map(|c| &after[c.len_utf8()..]);
    // So does one word between, the unit or the thing counted, where the denial follows the
    // noun (`200 lira değil`, `200 ብር አይደለም`, `200 रुपये नहीं है`).
    let past_word = after
        .split_once(char::is_whitespace)
        .filter(|(word, _)| {
            !word.is_empty()
                && word.chars().count() <= 16
                && word
                    .chars()
                    .all(|c| !c.is_ascii_punctuation() && !c.is_ascii_digit() || c == '\'')
        })
        .map(|(_, rest)| rest.trim_start());
    denies(after) || past_counter.is_some_and(denies) || past_word.is_some_and(denies)
}

/// Whether `c` is of a script whose numbers take a counter after them: Hangul syllables,
/// CJK ideographs, kana.
fn is_counter_script(c: char) -> bool {
    matches!(c, '\u{ac00}'..='\u{d7a3}' | '\u{4e00}'..='\u{9fff}' | '\u{3040}'..='\u{30ff}')
}

/// How many words before a value a negation may stand (`not really positive`).
pub(crate) const NEGATION_REACH: usize = 3;

/// The bytes before a value that [`negated`] reads: room for [`NEGATION_REACH`] long words.
const NEGATION_TAIL: usize = 160;

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
    /// A value the writer says after it it does not know or is not sure of (`I'm not sure`,
    /// `handina chokwadi`, `je ne sais pas`): the doubt is the reply's, not the value's
    /// alone, so no value in the reply is the answer (a correction, [`Cue::Retracted`],
    /// leaves the one it corrects to).
    Doubted,
    /// A value the prose around it contradicts: it states another value for one of its
    /// fields (`The total is 45.` beside `{"total": 54}`, `Sentiment: positive` beside
    /// `{"sentiment": "negative"}`).
    Contradicted,
    /// A list the reply says is not whole: prose after it that goes on (`and so on`, `…and
    /// 12 more files`), a comment in it that leaves items out (`// ... 40 more rows`), or
    /// words before it that make it a part (`not limited to`, `among others`).
    Elided,
    /// An alternative the reply offers without settling (`… or maybe {…}`, `ou peut-être`,
    /// `oder vielleicht`), or a value stated under a condition (`if it applies, it's 350`:
    /// [`conditional`]): neither it nor the value it is offered beside is the answer. Beside
    /// another value it makes the reply ambiguous (a written value's rival even where an
    /// answer cue marks the other); a value named in prose so marked leaves the prose
    /// undecided, alone or not.
    Hedged,
}

impl Cue {
    /// Whether the value of a place so marked is never the answer on its own authority: an
    /// example, a quotation, code, or a value taken back.
    pub(crate) fn is_doubtful(self) -> bool {
        matches!(
            self,
            Cue::Example
                | Cue::Quoted
                | Cue::Code
                | Cue::Retracted
                | Cue::Doubted
                | Cue::Contradicted
                | Cue::Elided
        )
    }
}

/// The cue phrases, in every language the engine reads, lowercase as ASCII lowercases them
/// (letters beyond ASCII as written). A phrase counts at the start of a word and, ending in
/// a space, only where a word ends after it ([`whole_word`]); the one nearest the value
/// decides. The one table of cue words: a new language or phrase goes here.
static PHRASES: [(&str, Cue); 7651] = [
    // English.
    ("example", Cue::Example),
    ("e.g.", Cue::Example),
    ("for instance", Cue::Example),
    ("template", Cue::Example),
    ("draft", Cue::Example),
    // An earlier turn's value repeated (`My previous answer was …`, `<previous_answer>`).
    ("previous answer", Cue::Quoted),
    ("previous response", Cue::Quoted),
    ("earlier answer", Cue::Quoted),
    // An earlier answer in other languages, as a label or a heading in brackets
    // (`[frühere Antwort]`, `Respuesta anterior:`); in a sentence that goes on it may be
    // what the sentence corrects (`Corrigindo a minha resposta anterior, segue …`).
    ("frühere antwort]", Cue::Quoted),
    ("frühere antwort:", Cue::Quoted),
    ("früheren antwort]", Cue::Quoted),
    ("früheren antwort:", Cue::Quoted),
    ("vorherige antwort]", Cue::Quoted),
    ("vorherige antwort:", Cue::Quoted),
    ("vorherigen antwort]", Cue::Quoted),
    ("vorherigen antwort:", Cue::Quoted),
    ("réponse précédente]", Cue::Quoted),
    ("réponse précédente:", Cue::Quoted),
    ("ancienne réponse]", Cue::Quoted),
    ("ancienne réponse:", Cue::Quoted),
    ("respuesta anterior]", Cue::Quoted),
    ("respuesta anterior:", Cue::Quoted),
    ("respuesta previa]", Cue::Quoted),
    ("respuesta previa:", Cue::Quoted),
    ("resposta anterior]", Cue::Quoted),
    ("resposta anterior:", Cue::Quoted),
    ("risposta precedente]", Cue::Quoted),
    ("risposta precedente:", Cue::Quoted),
    ("vorige antwoord]", Cue::Quoted),
    ("vorige antwoord:", Cue::Quoted),
    ("eerdere antwoord]", Cue::Quoted),
    ("eerdere antwoord:", Cue::Quoted),
    ("poprzednia odpowiedź]", Cue::Quoted),
    ("poprzednia odpowiedź:", Cue::Quoted),
    ("poprzedniej odpowiedzi]", Cue::Quoted),
    ("poprzedniej odpowiedzi:", Cue::Quoted),
    ("předchozí odpověď]", Cue::Quoted),
    ("předchozí odpověď:", Cue::Quoted),
    ("предыдущий ответ]", Cue::Quoted),
    ("предыдущий ответ:", Cue::Quoted),
    ("прошлый ответ]", Cue::Quoted),
    ("прошлый ответ:", Cue::Quoted),
    ("попередня відповідь]", Cue::Quoted),
    ("попередня відповідь:", Cue::Quoted),
    ("попередньої відповіді]", Cue::Quoted),
    ("попередньої відповіді:", Cue::Quoted),
    ("önceki yanıt]", Cue::Quoted),
    ("önceki yanıt:", Cue::Quoted),
    ("önceki cevap]", Cue::Quoted),
    ("önceki cevap:", Cue::Quoted),
    ("之前的回答]", Cue::Quoted),
    ("之前的回答:", Cue::Quoted),
    ("先前的回答]", Cue::Quoted),
    ("先前的回答:", Cue::Quoted),
    ("前の回答]", Cue::Quoted),
    ("前の回答:", Cue::Quoted),
    ("earlier response", Cue::Quoted),
    ("sample", Cue::Example),
    ("would look like", Cue::Example),
    ("would look something like", Cue::Example),
    // An alternative offered in the conditional is set aside, as a hypothetical is (`An
    // alternative would be {…}, but I don't recommend it`).
    ("alternative would be", Cue::Example),
    ("another option would be", Cue::Example),
    ("other option would be", Cue::Example),
    ("alternative serait", Cue::Example),
    ("autre option serait", Cue::Example),
    ("alternative wäre", Cue::Example),
    ("andere option wäre", Cue::Example),
    ("alternativa sería", Cue::Example),
    ("otra opción sería", Cue::Example),
    ("alternativa seria", Cue::Example),
    ("outra opção seria", Cue::Example),
    ("alternativa sarebbe", Cue::Example),
    ("altra opzione sarebbe", Cue::Example),
    ("另一种选择是", Cue::Example),
    ("另一个选择是", Cue::Example),
    ("別の選択肢としては", Cue::Example),
    ("다른 선택지로는", Cue::Example),
    // A modal before `look like` illustrates where what it looks like follows (`might look
    // like:`, `could look like this`), not where it seems (`It might look like a medium`).
    ("might look like:", Cue::Example),
    ("could look like:", Cue::Example),
    ("might look like this", Cue::Example),
    ("could look like this", Cue::Example),
    ("placeholder", Cue::Example),
    ("typical", Cue::Example),
    // Data made to stand in for the real (a test's fixture, seed data, a stand-in name).
    ("fixture", Cue::Example),
    ("stand-in", Cue::Example),
    ("dummy", Cue::Example),
    ("mock data", Cue::Example),
    ("test data", Cue::Example),
    ("seed data", Cue::Example),
    ("filler", Cue::Example),
    ("données de test", Cue::Example),
    ("factice", Cue::Example),
    ("testdaten", Cue::Example),
    ("platzhalter", Cue::Example),
    ("datos de prueba", Cue::Example),
    ("ficticio", Cue::Example),
    ("dados de teste", Cue::Example),
    ("fictício", Cue::Example),
    ("dati di prova", Cue::Example),
    ("fittizi", Cue::Example),
    ("测试数据", Cue::Example),
    ("テストデータ", Cue::Example),
    ("테스트 데이터", Cue::Example),
    ("not limited to", Cue::Elided),
    ("or maybe", Cue::Hedged),
    ("or perhaps", Cue::Hedged),
    ("or possibly", Cue::Hedged),
    ("ou peut-être", Cue::Hedged),
    ("oder vielleicht", Cue::Hedged),
    ("o quizás", Cue::Hedged),
    ("o tal vez", Cue::Hedged),
    ("ou talvez", Cue::Hedged),
    ("o forse", Cue::Hedged),
    ("of misschien", Cue::Hedged),
    ("или, может быть", Cue::Hedged),
    ("или может быть", Cue::Hedged),
    ("也可能是", Cue::Hedged),
    ("或者是", Cue::Hedged),
    ("かもしれないし", Cue::Hedged),
    ("아니면", Cue::Hedged),
    ("among others", Cue::Elided),
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
    ("quoting you", Cue::Quoted),
    ("quoting the ", Cue::Quoted),
    ("you asked whether", Cue::Quoted),
    ("you asked if", Cue::Quoted),
    ("you mentioned that", Cue::Quoted),
    // French.
    ("exemple", Cue::Example),
    ("brouillon", Cue::Example),
    ("réponse", Cue::Answer),
    ("résultat", Cue::Answer),
    ("non, attendez", Cue::Answer),
    ("oubliez", Cue::Answer),
    ("vous avez écrit", Cue::Quoted),
    ("entre autres", Cue::Elided),
    ("votre brouillon", Cue::Quoted),
    ("vous avez demandé si", Cue::Quoted),
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
    ("unter anderem", Cue::Elided),
    ("sie haben geschrieben", Cue::Quoted),
    ("ihr entwurf", Cue::Quoted),
    ("dein entwurf", Cue::Quoted),
    ("du hast gefragt, ob", Cue::Quoted),
    // Spanish.
    ("ejemplo", Cue::Example),
    ("plantilla", Cue::Example),
    ("borrador", Cue::Example),
    ("respuesta", Cue::Answer),
    ("corrección", Cue::Answer),
    ("espera, no", Cue::Answer),
    ("olvida", Cue::Answer),
    ("escribiste", Cue::Quoted),
    ("entre otros", Cue::Elided),
    ("tu borrador", Cue::Quoted),
    ("preguntaste si", Cue::Quoted),
    // Portuguese.
    ("exemplo", Cue::Example),
    ("rascunho", Cue::Example),
    ("resposta", Cue::Answer),
    ("correção", Cue::Answer),
    ("espera, não", Cue::Answer),
    ("você escreveu", Cue::Quoted),
    ("entre outros", Cue::Elided),
    ("seu rascunho", Cue::Quoted),
    ("você perguntou se", Cue::Quoted),
    // Italian.
    ("esempio", Cue::Example),
    ("bozza", Cue::Example),
    ("risposta", Cue::Answer),
    ("risultato", Cue::Answer),
    ("correzione", Cue::Answer),
    // A writer correcting itself in the first person (`Let me correct that:`, `Correggo:`,
    // `Ich korrigiere:`): what follows is the answer.
    ("let me correct", Cue::Answer),
    ("i stand corrected", Cue::Answer),
    ("correcting myself", Cue::Answer),
    ("je me corrige", Cue::Answer),
    ("je corrige", Cue::Answer),
    ("ich korrigiere", Cue::Answer),
    ("me corrijo", Cue::Answer),
    ("corrijo", Cue::Answer),
    ("retifico", Cue::Answer),
    ("mi correggo", Cue::Answer),
    ("correggo", Cue::Answer),
    ("rettifico", Cue::Answer),
    ("ik corrigeer", Cue::Answer),
    ("纠正一下", Cue::Answer),
    ("修正します", Cue::Answer),
    ("aspetta, no", Cue::Answer),
    ("hai scritto", Cue::Quoted),
    ("tra gli altri", Cue::Elided),
    ("la tua bozza", Cue::Quoted),
    ("hai chiesto se", Cue::Quoted),
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
    ("你问是否", Cue::Quoted),
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
    // What a value would look like, in the conditional: a hypothetical value is an example.
    ("ficaria assim", Cue::Example),
    ("seria assim", Cue::Example),
    ("quedaría así", Cue::Example),
    ("se vería así", Cue::Example),
    ("ressemblerait", Cue::Example),
    ("so aussehen", Cue::Example),
    ("sähe so aus", Cue::Example),
    ("sarebbe così", Cue::Example),
    ("zou er zo uitzien", Cue::Example),
    // Words of illustration in the Latin-script languages (`to illustrate`, `ilustrar`,
    // `illustrer`, `illustrieren`, `illustrare`): what illustrates is an example.
    ("illustr", Cue::Example),
    ("ilustr", Cue::Example),
    // Dutch.
    ("voorbeeld", Cue::Example),
    ("sjabloon", Cue::Example),
    ("antwoord", Cue::Answer),
    ("resultaat", Cue::Answer),
    ("correctie", Cue::Answer),
    ("u schreef", Cue::Quoted),
    ("je schreef", Cue::Quoted),
    // Russian.
    ("например", Cue::Example),
    ("пример ", Cue::Example),
    ("примеры ", Cue::Example),
    ("примера ", Cue::Example),
    ("шаблон", Cue::Example),
    ("черновик", Cue::Example),
    ("ответ", Cue::Answer),
    ("результат", Cue::Answer),
    ("исправление", Cue::Answer),
    ("поправка", Cue::Answer),
    ("вы написали", Cue::Quoted),
    // Polish.
    ("przykład", Cue::Example),
    ("szablon", Cue::Example),
    ("odpowiedź", Cue::Answer),
    ("wynik", Cue::Answer),
    ("poprawka", Cue::Answer),
    ("napisałeś", Cue::Quoted),
    // Turkish.
    ("örnek", Cue::Example),
    ("şablon", Cue::Example),
    ("cevap", Cue::Answer),
    ("yanıt", Cue::Answer),
    ("sonuç", Cue::Answer),
    ("düzeltme", Cue::Answer),
    ("yazdınız", Cue::Quoted),
    // Arabic.
    ("مثال", Cue::Example),
    ("المثال", Cue::Example),
    ("نموذج", Cue::Example),
    ("الإجابة", Cue::Answer),
    ("النتيجة", Cue::Answer),
    ("تصحيح", Cue::Answer),
    ("كتبت", Cue::Quoted),
    // Hindi.
    ("उदाहरण", Cue::Example),
    ("उत्तर", Cue::Answer),
    ("परिणाम", Cue::Answer),
    ("सुधार", Cue::Answer),
    // Greek.
    ("παράδειγμα", Cue::Example),
    ("πρότυπο", Cue::Example),
    ("απάντηση", Cue::Answer),
    ("αποτέλεσμα", Cue::Answer),
    ("διόρθωση", Cue::Answer),
    ("γράψατε", Cue::Quoted),
    // Czech.
    ("příklad", Cue::Example),
    ("například", Cue::Example),
    ("šablona", Cue::Example),
    ("odpověď", Cue::Answer),
    ("výsledek", Cue::Answer),
    ("oprava", Cue::Answer),
    ("napsal jste", Cue::Quoted),
    // Swedish.
    ("exempel", Cue::Example),
    ("svar", Cue::Answer),
    ("resultat", Cue::Answer),
    ("rättelse", Cue::Answer),
    ("du skrev", Cue::Quoted),
    // Ukrainian.
    ("наприклад", Cue::Example),
    ("приклад", Cue::Example),
    ("відповідь", Cue::Answer),
    ("виправлення", Cue::Answer),
    ("ви написали", Cue::Quoted),
    // Romanian.
    ("exemplu", Cue::Example),
    ("șablon", Cue::Example),
    ("răspuns", Cue::Answer),
    ("rezultat", Cue::Answer),
    ("corectură", Cue::Answer),
    ("ați scris", Cue::Quoted),
    // Hungarian.
    ("például", Cue::Example),
    ("példa", Cue::Example),
    ("sablon", Cue::Example),
    ("válasz", Cue::Answer),
    ("eredmény", Cue::Answer),
    ("javítás", Cue::Answer),
    ("azt írtad", Cue::Quoted),
    // Finnish.
    ("esimerkiksi", Cue::Example),
    ("esimerkki", Cue::Example),
    ("malli", Cue::Example),
    ("vastaus", Cue::Answer),
    ("tulos", Cue::Answer),
    ("korjaus", Cue::Answer),
    ("kirjoitit", Cue::Quoted),
    // Indonesian.
    ("contoh", Cue::Example),
    ("misalnya", Cue::Example),
    ("templat", Cue::Example),
    ("jawaban", Cue::Answer),
    ("hasil", Cue::Answer),
    ("koreksi", Cue::Answer),
    ("anda menulis", Cue::Quoted),
    // Vietnamese.
    ("ví dụ", Cue::Example),
    ("mẫu", Cue::Example),
    ("câu trả lời", Cue::Answer),
    ("kết quả", Cue::Answer),
    ("sửa lại", Cue::Answer),
    ("bạn đã viết", Cue::Quoted),
    // Thai.
    ("ตัวอย่าง", Cue::Example),
    ("คำตอบ", Cue::Answer),
    ("ผลลัพธ์", Cue::Answer),
    ("แก้ไข", Cue::Answer),
    ("คุณเขียนว่า", Cue::Quoted),
    // Hebrew.
    ("לדוגמה", Cue::Example),
    ("דוגמה", Cue::Example),
    ("להיראות כך", Cue::Example),
    ("תבנית", Cue::Example),
    ("תשובה", Cue::Answer),
    ("תוצאה", Cue::Answer),
    ("תיקון", Cue::Answer),
    ("כתבת ", Cue::Quoted),
    ("כתבתם ", Cue::Quoted),
    // Swahili.
    ("mfano", Cue::Example),
    ("kiolezo", Cue::Example),
    ("rasimu", Cue::Example),
    ("sampuli", Cue::Example),
    ("kishika nafasi", Cue::Example),
    ("jibu", Cue::Answer),
    ("matokeo", Cue::Answer),
    ("marekebisho", Cue::Answer),
    ("sahihi ni", Cue::Answer),
    ("uliandika", Cue::Quoted),
    ("ulisema", Cue::Quoted),
    ("ulituma", Cue::Quoted),
    ("rasimu yako", Cue::Quoted),
    ("mtumiaji aliandika", Cue::Quoted),
    ("kama ulivyosema", Cue::Quoted),
    // Yoruba.
    ("àpẹẹrẹ", Cue::Example),
    ("apeere", Cue::Example),
    ("àpẹrẹ", Cue::Example),
    ("àwòṣe", Cue::Example),
    ("ìdáhùn", Cue::Answer),
    ("idahun", Cue::Answer),
    ("àbájáde", Cue::Answer),
    ("abajade", Cue::Answer),
    ("àtúnṣe", Cue::Answer),
    ("ohun tí o kọ", Cue::Quoted),
    ("o kọ pé", Cue::Quoted),
    ("o sọ pé", Cue::Quoted),
    ("gẹ́gẹ́ bí o ṣe sọ", Cue::Quoted),
    ("olùlò kọ", Cue::Quoted),
    // Hausa.
    ("misali", Cue::Example),
    ("samfuri", Cue::Example),
    ("kwatanci", Cue::Example),
    ("amsa", Cue::Answer),
    ("sakamako", Cue::Answer),
    ("gyara", Cue::Answer),
    ("daidai shine", Cue::Answer),
    ("ka rubuta", Cue::Quoted),
    ("kin rubuta", Cue::Quoted),
    ("kamar yadda ka faɗa", Cue::Quoted),
    ("kamar yadda ka fada", Cue::Quoted),
    ("ka aiko", Cue::Quoted),
    ("mai amfani ya rubuta", Cue::Quoted),
    // Zulu.
    ("isibonelo", Cue::Example),
    ("ngokwesibonelo", Cue::Example),
    ("njengesibonelo", Cue::Example),
    ("isifanekiso", Cue::Example),
    ("isampula", Cue::Example),
    ("impendulo", Cue::Answer),
    ("umphumela", Cue::Answer),
    ("ukulungiswa", Cue::Answer),
    ("isilungiso", Cue::Answer),
    ("ubhale", Cue::Quoted),
    ("uthumele", Cue::Quoted),
    ("njengoba ushilo", Cue::Quoted),
    ("njengoba usho", Cue::Quoted),
    ("umsebenzisi ubhale", Cue::Quoted),
    // Amharic.
    ("ለምሳሌ", Cue::Example),
    ("ምሳሌ", Cue::Example),
    ("አብነት", Cue::Example),
    ("ናሙና", Cue::Example),
    ("ረቂቅ", Cue::Example),
    ("መልስ", Cue::Answer),
    ("ውጤት", Cue::Answer),
    ("እርማት", Cue::Answer),
    ("የተስተካከለ", Cue::Answer),
    ("ጽፈሃል", Cue::Quoted),
    ("ጽፈሻል", Cue::Quoted),
    ("ጽፈዋል", Cue::Quoted),
    ("ብለሃል", Cue::Quoted),
    ("ልከሃል", Cue::Quoted),
    ("እንዳልከው", Cue::Quoted),
    // Tagalog.
    ("halimbawa", Cue::Example),
    ("burador", Cue::Example),
    ("huwaran", Cue::Example),
    ("sagot", Cue::Answer),
    ("kinalabasan", Cue::Answer),
    ("pagwawasto", Cue::Answer),
    ("ang tama ay", Cue::Answer),
    ("itinama", Cue::Answer),
    ("isinulat mo", Cue::Quoted),
    ("sinabi mo", Cue::Quoted),
    ("ipinadala mo", Cue::Quoted),
    ("ang iyong draft", Cue::Quoted),
    ("isinulat ng user", Cue::Quoted),
    // Malay.
    ("draf", Cue::Example),
    ("sampel", Cue::Example),
    ("umpamanya", Cue::Example),
    ("jawapan", Cue::Answer),
    ("pembetulan", Cue::Answer),
    ("yang betul ialah", Cue::Answer),
    ("yang betul adalah", Cue::Answer),
    ("anda tulis", Cue::Quoted),
    ("anda kata", Cue::Quoted),
    ("anda hantar", Cue::Quoted),
    ("draf anda", Cue::Quoted),
    ("pengguna menulis", Cue::Quoted),
    // Indonesian.
    ("semisal", Cue::Example),
    ("yang benar adalah", Cue::Answer),
    ("yang tepat adalah", Cue::Answer),
    ("ralat", Cue::Answer),
    ("kamu menulis", Cue::Quoted),
    ("anda bilang", Cue::Quoted),
    ("kamu bilang", Cue::Quoted),
    ("anda kirim", Cue::Quoted),
    // Thai.
    ("แม่แบบ", Cue::Example),
    ("เทมเพลต", Cue::Example),
    ("ฉบับร่าง", Cue::Example),
    ("ตัวยึดตำแหน่ง", Cue::Example),
    ("ที่ถูกต้องคือ", Cue::Answer),
    ("ที่ถูกคือ", Cue::Answer),
    ("คุณบอกว่า", Cue::Quoted),
    ("คุณพูดว่า", Cue::Quoted),
    ("คุณส่งมา", Cue::Quoted),
    ("ร่างของคุณ", Cue::Quoted),
    ("ผู้ใช้เขียนว่า", Cue::Quoted),
    ("ตามที่คุณบอก", Cue::Quoted),
    // Khmer.
    ("ឧទាហរណ៍", Cue::Example),
    ("សេចក្តីព្រាង", Cue::Example),
    ("សេចក្ដីព្រាង", Cue::Example),
    ("ពុម្ពគំរូ", Cue::Example),
    ("ចម្លើយ", Cue::Answer),
    ("លទ្ធផល", Cue::Answer),
    ("ការកែតម្រូវ", Cue::Answer),
    ("ដែលត្រឹមត្រូវគឺ", Cue::Answer),
    ("អ្នកបានសរសេរ", Cue::Quoted),
    ("អ្នកបាននិយាយ", Cue::Quoted),
    ("អ្នកបានផ្ញើ", Cue::Quoted),
    ("សេចក្តីព្រាងរបស់អ្នក", Cue::Quoted),
    ("សេចក្ដីព្រាងរបស់អ្នក", Cue::Quoted),
    ("អ្នកប្រើបានសរសេរ", Cue::Quoted),
    // Burmese.
    ("ဥပမာ", Cue::Example),
    ("နမူနာ", Cue::Example),
    ("မူကြမ်း", Cue::Example),
    ("ပုံစံခွက်", Cue::Example),
    ("အဖြေ", Cue::Answer),
    ("ရလဒ်", Cue::Answer),
    ("ပြင်ဆင်ချက်", Cue::Answer),
    ("အမှန်က", Cue::Answer),
    ("သင်ရေးခဲ့", Cue::Quoted),
    ("သင်ရေးထား", Cue::Quoted),
    ("သင်ပြောခဲ့", Cue::Quoted),
    ("သင်ပို့ခဲ့", Cue::Quoted),
    ("သင့်မူကြမ်း", Cue::Quoted),
    ("အသုံးပြုသူရေး", Cue::Quoted),
    // Georgian.
    ("მაგალით", Cue::Example),
    ("მაგ.", Cue::Example),
    ("შაბლონ", Cue::Example),
    ("ნიმუშ", Cue::Example),
    ("მონახაზ", Cue::Example),
    ("პასუხი ", Cue::Answer),
    ("პასუხი:", Cue::Answer),
    ("შედეგი", Cue::Answer),
    ("შესწორება", Cue::Answer),
    ("საბოლოო პასუხ", Cue::Answer),
    ("თქვენ დაწერეთ", Cue::Quoted),
    ("შენ დაწერე", Cue::Quoted),
    ("თქვენ თქვით", Cue::Quoted),
    ("თქვენ გამოგზავნეთ", Cue::Quoted),
    ("თქვენი მონახაზ", Cue::Quoted),
    ("მომხმარებელმა დაწერა", Cue::Quoted),
    // Armenian.
    ("օրինակ", Cue::Example),
    ("նմուշ", Cue::Example),
    ("սևագիր", Cue::Example),
    ("ձևանմուշ", Cue::Example),
    ("պատասխանը", Cue::Answer),
    ("պատասխան ", Cue::Answer),
    ("պատասխան:", Cue::Answer),
    ("արդյունք", Cue::Answer),
    ("ուղղում", Cue::Answer),
    ("դուք գրել եք", Cue::Quoted),
    ("դուք գրեցիք", Cue::Quoted),
    ("դու գրել ես", Cue::Quoted),
    ("դուք ասացիք", Cue::Quoted),
    ("ձեր սևագիր", Cue::Quoted),
    ("օգտատերը գրել է", Cue::Quoted),
    // Kazakh.
    ("мысал", Cue::Example),
    ("мәселен", Cue::Example),
    ("нобай", Cue::Example),
    ("жауап:", Cue::Answer),
    ("жауап ", Cue::Answer),
    ("жауабы", Cue::Answer),
    ("нәтиже", Cue::Answer),
    ("түзету", Cue::Answer),
    ("сіз жаздыңыз", Cue::Quoted),
    ("сен жаздың", Cue::Quoted),
    ("сіз айттыңыз", Cue::Quoted),
    ("сіз жібердіңіз", Cue::Quoted),
    ("сіздің жобаңыз", Cue::Quoted),
    ("пайдаланушы жазды", Cue::Quoted),
    // Uzbek.
    ("masalan", Cue::Example),
    ("misol", Cue::Example),
    ("namuna", Cue::Example),
    ("shablon", Cue::Example),
    ("qoralama", Cue::Example),
    ("javob ", Cue::Answer),
    ("javob:", Cue::Answer),
    ("natija", Cue::Answer),
    ("tuzatish", Cue::Answer),
    ("yakuniy javob", Cue::Answer),
    ("siz yozdingiz", Cue::Quoted),
    ("sen yozding", Cue::Quoted),
    ("siz aytdingiz", Cue::Quoted),
    ("siz yubordingiz", Cue::Quoted),
    ("foydalanuvchi yozdi", Cue::Quoted),
    // Mongolian.
    ("жишээ", Cue::Example),
    ("ноорог", Cue::Example),
    ("хариулт", Cue::Answer),
    ("үр дүн", Cue::Answer),
    ("залруулга", Cue::Answer),
    ("зөв нь", Cue::Answer),
    ("та бичсэн", Cue::Quoted),
    ("чи бичсэн", Cue::Quoted),
    ("та хэлсэн", Cue::Quoted),
    ("та илгээсэн", Cue::Quoted),
    ("хэрэглэгч бичсэн", Cue::Quoted),
    ("таны ноорог", Cue::Quoted),
    // Azerbaijani.
    ("məsələn", Cue::Example),
    ("nümunə", Cue::Example),
    ("qaralama", Cue::Example),
    ("yer tutucu", Cue::Example),
    ("cavab:", Cue::Answer),
    ("cavab ", Cue::Answer),
    ("cavabı", Cue::Answer),
    ("nəticə", Cue::Answer),
    ("düzəliş", Cue::Answer),
    ("dediniz", Cue::Quoted),
    ("göndərdiniz", Cue::Quoted),
    ("istifadəçi yazdı", Cue::Quoted),
    ("qaralamanız", Cue::Quoted),
    ("sən yazdın", Cue::Quoted),
    // Serbian (Cyrillic).
    ("нпр.", Cue::Example),
    ("нацрт", Cue::Example),
    ("узорак", Cue::Example),
    ("образац", Cue::Example),
    ("одговор:", Cue::Answer),
    ("одговор ", Cue::Answer),
    ("резултат", Cue::Answer),
    ("исправка", Cue::Answer),
    ("исправљено", Cue::Answer),
    ("написали сте", Cue::Quoted),
    ("написао си", Cue::Quoted),
    ("написала си", Cue::Quoted),
    ("рекли сте", Cue::Quoted),
    ("послали сте", Cue::Quoted),
    ("ваш нацрт", Cue::Quoted),
    // Serbian (Latin).
    ("na primer", Cue::Example),
    // `primer` alone starts Spanish `primera`, `primero`: only as a label or before a noun.
    ("primer:", Cue::Example),
    ("primer oblike", Cue::Example),
    ("primer formata", Cue::Example),
    ("primer odgovora", Cue::Example),
    ("npr.", Cue::Example),
    ("šablon", Cue::Example),
    ("nacrt", Cue::Example),
    ("uzorak", Cue::Example),
    ("obrazac", Cue::Example),
    ("odgovor:", Cue::Answer),
    ("odgovor ", Cue::Answer),
    ("ispravka", Cue::Answer),
    ("ispravljeno", Cue::Answer),
    ("napisali ste", Cue::Quoted),
    ("napisao si", Cue::Quoted),
    ("napisala si", Cue::Quoted),
    ("rekli ste", Cue::Quoted),
    ("poslali ste", Cue::Quoted),
    ("vaš nacrt", Cue::Quoted),
    // Croatian.
    ("primjer", Cue::Example),
    ("predložak", Cue::Example),
    ("ispravak", Cue::Answer),
    ("korisnik je napisao", Cue::Quoted),
    // Slovenian.
    ("osnutek", Cue::Example),
    ("ponazor", Cue::Example),
    ("popravek", Cue::Answer),
    ("popravljeno", Cue::Answer),
    ("napisal si", Cue::Quoted),
    ("vaš osnutek", Cue::Quoted),
    // Slovak.
    ("príklad", Cue::Example),
    ("napríklad", Cue::Example),
    ("napr.", Cue::Example),
    ("šablóna", Cue::Example),
    ("ukážka", Cue::Example),
    ("odpoveď", Cue::Answer),
    ("výsledok", Cue::Answer),
    ("opravené", Cue::Answer),
    ("napísali ste", Cue::Quoted),
    ("napísal si", Cue::Quoted),
    ("napísala si", Cue::Quoted),
    ("povedali ste", Cue::Quoted),
    // Czech.
    ("např.", Cue::Example),
    ("ukázk", Cue::Example),
    ("vzorov", Cue::Example),
    ("zástupný", Cue::Example),
    ("opraveno", Cue::Answer),
    ("správně je", Cue::Answer),
    ("napsala jste", Cue::Quoted),
    ("napsali jste", Cue::Quoted),
    ("napsal jsi", Cue::Quoted),
    ("napsala jsi", Cue::Quoted),
    ("řekl jste", Cue::Quoted),
    ("váš koncept", Cue::Quoted),
    // Romanian.
    ("de pildă", Cue::Example),
    ("ciornă", Cue::Example),
    ("mostră", Cue::Example),
    ("model de răspuns", Cue::Example),
    ("corectat", Cue::Answer),
    ("varianta corectă", Cue::Answer),
    ("corect este", Cue::Answer),
    ("ai scris", Cue::Quoted),
    ("ați spus", Cue::Quoted),
    ("ai spus", Cue::Quoted),
    ("ați trimis", Cue::Quoted),
    ("ai trimis", Cue::Quoted),
    ("utilizatorul a scris", Cue::Quoted),
    // Hungarian.
    ("pl.", Cue::Example),
    ("piszkozat", Cue::Example),
    ("helyőrző", Cue::Example),
    ("a helyes érték", Cue::Answer),
    ("helyesen:", Cue::Answer),
    ("javított", Cue::Answer),
    ("végeredmény", Cue::Answer),
    ("helyesbítés", Cue::Answer),
    ("azt írta", Cue::Quoted),
    ("azt mondta", Cue::Quoted),
    ("amit küldtél", Cue::Quoted),
    ("amit írtál", Cue::Quoted),
    ("a piszkozatod", Cue::Quoted),
    // Greek.
    ("π.χ.", Cue::Example),
    ("δείγμα", Cue::Example),
    ("πρόχειρο", Cue::Example),
    ("ενδεικτικ", Cue::Example),
    ("διορθωμέν", Cue::Answer),
    ("το σωστό είναι", Cue::Answer),
    ("η σωστή τιμή", Cue::Answer),
    ("έγραψες", Cue::Quoted),
    ("είπατε", Cue::Quoted),
    ("είπες", Cue::Quoted),
    ("στείλατε", Cue::Quoted),
    ("έστειλες", Cue::Quoted),
    ("ο χρήστης έγραψε", Cue::Quoted),
    // Hebrew.
    ("למשל ", Cue::Example),
    ("למשל,", Cue::Example),
    ("למשל:", Cue::Example),
    ("דוגמא", Cue::Example),
    ("טיוטה", Cue::Example),
    ("מציין מיקום", Cue::Example),
    ("הנכון הוא", Cue::Answer),
    ("מתוקן", Cue::Answer),
    ("אמרת ש", Cue::Quoted),
    ("אמרת:", Cue::Quoted),
    ("ששלחת", Cue::Quoted),
    ("הטיוטה שלך", Cue::Quoted),
    ("המשתמש כתב", Cue::Quoted),
    ("כדבריך", Cue::Quoted),
    // Arabic.
    ("مثلاً", Cue::Example),
    ("مثلا", Cue::Example),
    ("مسودة", Cue::Example),
    ("توضيحي", Cue::Example),
    ("الجواب", Cue::Answer),
    ("إجابة", Cue::Answer),
    ("الاجابة", Cue::Answer),
    ("الصحيح هو", Cue::Answer),
    ("كما تفضلت", Cue::Quoted),
    ("ذكرتم", Cue::Quoted),
    ("الذي أرسلته", Cue::Quoted),
    ("مسودتك", Cue::Quoted),
    ("كتب المستخدم", Cue::Quoted),
    // Persian.
    ("نمونه", Cue::Example),
    ("پیش‌نویس", Cue::Example),
    ("پیش نویس", Cue::Example),
    ("پیشنویس", Cue::Example),
    ("پاسخ:", Cue::Answer),
    ("پاسخ ", Cue::Answer),
    ("جواب:", Cue::Answer),
    ("جواب ", Cue::Answer),
    ("نتیجه", Cue::Answer),
    ("اصلاحیه", Cue::Answer),
    ("نوشتید", Cue::Quoted),
    ("گفتید", Cue::Quoted),
    ("فرستادید", Cue::Quoted),
    ("ارسال کردید", Cue::Quoted),
    ("پیش‌نویس شما", Cue::Quoted),
    ("کاربر نوشت", Cue::Quoted),
    // Urdu.
    ("نمونہ", Cue::Example),
    ("سانچہ", Cue::Example),
    ("مسودہ", Cue::Example),
    ("ٹیمپلیٹ", Cue::Example),
    ("نتیجہ", Cue::Answer),
    ("درست یہ ہے", Cue::Answer),
    ("آپ نے لکھا", Cue::Quoted),
    ("آپ نے کہا", Cue::Quoted),
    ("آپ نے بھیجا", Cue::Quoted),
    ("آپ کا مسودہ", Cue::Quoted),
    ("صارف نے لکھا", Cue::Quoted),
    // Hindi.
    ("नमूना", Cue::Example),
    ("मसौदा", Cue::Example),
    ("टेम्पलेट", Cue::Example),
    ("प्लेसहोल्डर", Cue::Example),
    ("मिसाल", Cue::Example),
    ("जवाब:", Cue::Answer),
    ("जवाब ", Cue::Answer),
    ("नतीजा", Cue::Answer),
    ("संशोधित", Cue::Answer),
    ("सही वाला", Cue::Answer),
    ("आपने लिखा", Cue::Quoted),
    ("आपने कहा", Cue::Quoted),
    ("आपने भेजा", Cue::Quoted),
    ("तुमने लिखा", Cue::Quoted),
    ("आपका मसौदा", Cue::Quoted),
    ("उपयोगकर्ता ने लिखा", Cue::Quoted),
    // Marathi.
    ("नमुना", Cue::Example),
    ("मसुदा", Cue::Example),
    ("साचा", Cue::Example),
    ("दुरुस्ती", Cue::Answer),
    ("दुरुस्त केलेल", Cue::Answer),
    ("तुम्ही लिहिले", Cue::Quoted),
    ("तुम्ही म्हणालात", Cue::Quoted),
    ("तुम्ही पाठवले", Cue::Quoted),
    ("तुमचा मसुदा", Cue::Quoted),
    ("वापरकर्त्याने लिहिले", Cue::Quoted),
    // Bengali.
    ("উদাহরণ", Cue::Example),
    ("নমুনা", Cue::Example),
    ("খসড়া", Cue::Example),
    ("খসড়া", Cue::Example),
    ("টেমপ্লেট", Cue::Example),
    ("যেমন:", Cue::Example),
    ("যেমনঃ", Cue::Example),
    ("উত্তর:", Cue::Answer),
    ("উত্তর ", Cue::Answer),
    ("উত্তরঃ", Cue::Answer),
    ("উত্তরটি", Cue::Answer),
    ("ফলাফল", Cue::Answer),
    ("সংশোধিত", Cue::Answer),
    ("আপনি লিখেছেন", Cue::Quoted),
    ("আপনি বলেছেন", Cue::Quoted),
    ("আপনি পাঠিয়েছেন", Cue::Quoted),
    ("আপনি পাঠিয়েছেন", Cue::Quoted),
    ("তুমি লিখেছ", Cue::Quoted),
    ("আপনার খসড়া", Cue::Quoted),
    ("আপনার খসড়া", Cue::Quoted),
    ("ব্যবহারকারী লিখেছেন", Cue::Quoted),
    // Tamil.
    ("உதாரண", Cue::Example),
    ("எடுத்துக்காட்ட", Cue::Example),
    ("வார்ப்புரு", Cue::Example),
    ("வரைவு", Cue::Example),
    ("பதில்:", Cue::Answer),
    ("இறுதி பதில்", Cue::Answer),
    ("சரியான பதில்", Cue::Answer),
    ("திருத்தம்", Cue::Answer),
    ("சரியானது", Cue::Answer),
    ("இறுதி விடை", Cue::Answer),
    ("நீங்கள் எழுதி", Cue::Quoted),
    ("நீங்கள் சொன்ன", Cue::Quoted),
    ("நீங்கள் கூறி", Cue::Quoted),
    ("நீங்கள் அனுப்பி", Cue::Quoted),
    ("உங்கள் வரைவு", Cue::Quoted),
    ("பயனர் எழுதி", Cue::Quoted),
    // Telugu.
    ("ఉదాహరణ", Cue::Example),
    ("నమూనా", Cue::Example),
    ("ముసాయిదా", Cue::Example),
    ("టెంప్లేట్", Cue::Example),
    ("సమాధాన", Cue::Answer),
    ("జవాబు ", Cue::Answer),
    ("జవాబు:", Cue::Answer),
    ("ఫలితం", Cue::Answer),
    ("సవరణ", Cue::Answer),
    ("సరైనది", Cue::Answer),
    ("మీరు రాశారు", Cue::Quoted),
    ("మీరు రాసిన", Cue::Quoted),
    ("మీరు చెప్పిన", Cue::Quoted),
    ("మీరు చెప్పారు", Cue::Quoted),
    ("మీరు పంపిన", Cue::Quoted),
    ("మీ ముసాయిదా", Cue::Quoted),
    // Kannada.
    ("ಉದಾಹರಣೆ", Cue::Example),
    ("ಮಾದರಿ", Cue::Example),
    ("ಕರಡು", Cue::Example),
    ("ಟೆಂಪ್ಲೇಟ್", Cue::Example),
    ("ಉತ್ತರ:", Cue::Answer),
    ("ಉತ್ತರ ", Cue::Answer),
    ("ಫಲಿತಾಂಶ", Cue::Answer),
    ("ತಿದ್ದುಪಡಿ", Cue::Answer),
    ("ಸರಿಯಾದದ್ದು", Cue::Answer),
    ("ನೀವು ಬರೆದ", Cue::Quoted),
    ("ನೀವು ಹೇಳಿದ", Cue::Quoted),
    ("ನೀವು ಕಳುಹಿಸಿದ", Cue::Quoted),
    ("ನಿಮ್ಮ ಕರಡು", Cue::Quoted),
    ("ಬಳಕೆದಾರರು ಬರೆದ", Cue::Quoted),
    // Malayalam.
    ("ഉദാഹരണ", Cue::Example),
    ("മാതൃക", Cue::Example),
    ("കരട്", Cue::Example),
    ("ടെംപ്ലേറ്റ്", Cue::Example),
    ("ഉത്തരം", Cue::Answer),
    ("തിരുത്ത്", Cue::Answer),
    ("ശരിയായത്", Cue::Answer),
    ("നിങ്ങൾ എഴുതിയ", Cue::Quoted),
    ("നിങ്ങള്‍ എഴുതിയ", Cue::Quoted),
    ("നിങ്ങൾ പറഞ്ഞ", Cue::Quoted),
    ("നിങ്ങള്‍ പറഞ്ഞ", Cue::Quoted),
    ("നിങ്ങൾ അയച്ച", Cue::Quoted),
    ("നിങ്ങള്‍ അയച്ച", Cue::Quoted),
    ("നിങ്ങളുടെ കരട്", Cue::Quoted),
    ("ഉപയോക്താവ് എഴുതിയ", Cue::Quoted),
    // Nepali.
    ("मस्यौदा", Cue::Example),
    ("टेम्प्लेट", Cue::Example),
    ("जवाफ:", Cue::Answer),
    ("जवाफ ", Cue::Answer),
    ("नतिजा", Cue::Answer),
    ("सच्याइएको", Cue::Answer),
    ("तपाईंले लेख्नुभ", Cue::Quoted),
    ("तपाईँले लेख्नुभ", Cue::Quoted),
    ("तपाईंले भन्नुभ", Cue::Quoted),
    ("तपाईंले पठाउनुभ", Cue::Quoted),
    ("प्रयोगकर्ताले लेख", Cue::Quoted),
    // Sinhala.
    ("උදාහරණ", Cue::Example),
    ("නිදසුන", Cue::Example),
    ("කෙටුම්පත", Cue::Example),
    ("සාම්පල", Cue::Example),
    ("පිළිතුර", Cue::Answer),
    ("ප්‍රතිඵලය", Cue::Answer),
    ("ප්රතිඵලය", Cue::Answer),
    ("නිවැරදි කිරීම", Cue::Answer),
    ("නිවැරදි කළ", Cue::Answer),
    ("ඔබ ලියූ", Cue::Quoted),
    ("ඔබ ලිව්ව", Cue::Quoted),
    ("ඔබ පැවසූ", Cue::Quoted),
    ("ඔබ එවූ", Cue::Quoted),
    ("ඔබ යැවූ", Cue::Quoted),
    ("පරිශීලකයා ලියූ", Cue::Quoted),
    // Welsh.
    ("enghraifft", Cue::Example),
    ("enghreifft", Cue::Example),
    ("templed", Cue::Example),
    ("drafft", Cue::Example),
    ("sampl", Cue::Example),
    ("dalfan", Cue::Example),
    ("ateb ", Cue::Answer),
    ("ateb:", Cue::Answer),
    ("canlyniad", Cue::Answer),
    ("cywiriad", Cue::Answer),
    ("gywiriad", Cue::Answer),
    ("ysgrifennoch", Cue::Quoted),
    ("ysgrifennaist", Cue::Quoted),
    ("dywedoch", Cue::Quoted),
    ("dywedaist", Cue::Quoted),
    ("anfonoch", Cue::Quoted),
    ("eich drafft", Cue::Quoted),
    // Irish.
    ("sampla", Cue::Example),
    ("shampla", Cue::Example),
    ("teimpléad", Cue::Example),
    ("dréacht", Cue::Example),
    ("mar léiriú", Cue::Example),
    ("freagra ", Cue::Answer),
    ("freagra:", Cue::Answer),
    ("fhreagra ", Cue::Answer),
    ("toradh", Cue::Answer),
    ("ceartú", Cue::Answer),
    ("scríobh tú", Cue::Quoted),
    ("dúirt tú", Cue::Quoted),
    ("sheol tú", Cue::Quoted),
    ("do dhréacht", Cue::Quoted),
    ("scríobh an t-úsáideoir", Cue::Quoted),
    // Basque.
    ("adibide", Cue::Example),
    ("txantiloi", Cue::Example),
    ("zirriborro", Cue::Example),
    ("lagina", Cue::Example),
    ("erantzun", Cue::Answer),
    ("emaitza", Cue::Answer),
    ("zuzenketa", Cue::Answer),
    ("zuzendu", Cue::Answer),
    ("idatzi duzu", Cue::Quoted),
    ("idatzi zenuen", Cue::Quoted),
    ("esan duzu", Cue::Quoted),
    ("esan zenuen", Cue::Quoted),
    ("bidali duzu", Cue::Quoted),
    ("zure zirriborro", Cue::Quoted),
    // Galician.
    ("marcador de posición", Cue::Example),
    ("modelo de resposta", Cue::Example),
    ("escribiches", Cue::Quoted),
    ("dixeches", Cue::Quoted),
    ("enviaches", Cue::Quoted),
    ("o teu borrador", Cue::Quoted),
    ("vostede escribiu", Cue::Quoted),
    // Maltese.
    ("eżempju", Cue::Example),
    ("ezempju", Cue::Example),
    ("abbozz", Cue::Example),
    ("kampjun", Cue::Example),
    ("mudell", Cue::Example),
    ("tweġiba", Cue::Answer),
    ("twegiba", Cue::Answer),
    ("riżultat", Cue::Answer),
    ("korrezzjoni", Cue::Answer),
    ("int ktibt", Cue::Quoted),
    ("int għidt", Cue::Quoted),
    ("int bgħatt", Cue::Quoted),
    ("l-abbozz tiegħek", Cue::Quoted),
    ("l-utent kiteb", Cue::Quoted),
    // Albanian.
    ("shembull", Cue::Example),
    ("shembuj", Cue::Example),
    ("shabllon", Cue::Example),
    ("mostër", Cue::Example),
    ("p.sh.", Cue::Example),
    ("përgjigj", Cue::Answer),
    ("korrigjim", Cue::Answer),
    ("e sakta është", Cue::Answer),
    ("korrigjuar", Cue::Answer),
    ("ju shkruat", Cue::Quoted),
    ("shkrove", Cue::Quoted),
    ("ju thatë", Cue::Quoted),
    ("ju dërguat", Cue::Quoted),
    ("drafti juaj", Cue::Quoted),
    ("përdoruesi shkroi", Cue::Quoted),
    // Afrikaans.
    ("byvoorbeeld", Cue::Example),
    ("bv.", Cue::Example),
    ("plekhouer", Cue::Example),
    ("templaat", Cue::Example),
    ("korreksie", Cue::Answer),
    ("reggestel", Cue::Answer),
    ("jy het geskryf", Cue::Quoted),
    ("u het geskryf", Cue::Quoted),
    ("jy het gesê", Cue::Quoted),
    ("jy het gestuur", Cue::Quoted),
    ("jou konsep", Cue::Quoted),
    ("die gebruiker het geskryf", Cue::Quoted),
    // Bulgarian.
    ("чернова", Cue::Example),
    ("образец", Cue::Example),
    ("мостра", Cue::Example),
    ("напр.", Cue::Example),
    ("отговор:", Cue::Answer),
    ("отговор ", Cue::Answer),
    ("отговорът", Cue::Answer),
    ("корекция", Cue::Answer),
    ("написахте", Cue::Quoted),
    ("казахте", Cue::Quoted),
    ("изпратихте", Cue::Quoted),
    ("вашата чернова", Cue::Quoted),
    ("потребителят написа", Cue::Quoted),
    ("ти написа", Cue::Quoted),
    // Macedonian.
    ("одговорот", Cue::Answer),
    ("корекција", Cue::Answer),
    ("напишавте", Cue::Quoted),
    ("рековте", Cue::Quoted),
    ("испративте", Cue::Quoted),
    ("вашиот нацрт", Cue::Quoted),
    ("корисникот напиша", Cue::Quoted),
    // Estonian.
    ("näide ", Cue::Example),
    ("näide:", Cue::Example),
    ("näite", Cue::Example),
    ("näidis", Cue::Example),
    ("mustand", Cue::Example),
    ("kohatäide", Cue::Example),
    ("vastus:", Cue::Answer),
    ("vastus ", Cue::Answer),
    ("vastuse", Cue::Answer),
    ("tulemus", Cue::Answer),
    ("parandus", Cue::Answer),
    ("kirjutasite", Cue::Quoted),
    ("sa kirjutasid", Cue::Quoted),
    ("ütlesite", Cue::Quoted),
    ("saatsite", Cue::Quoted),
    ("teie mustand", Cue::Quoted),
    ("kasutaja kirjutas", Cue::Quoted),
    // Latvian.
    ("piemēram", Cue::Example),
    ("piemērs", Cue::Example),
    ("piemēru", Cue::Example),
    ("paraug", Cue::Example),
    ("melnrakst", Cue::Example),
    ("veidne", Cue::Example),
    ("atbilde", Cue::Answer),
    ("rezultāts", Cue::Answer),
    ("labojums", Cue::Answer),
    ("labots", Cue::Answer),
    ("jūs rakstījāt", Cue::Quoted),
    ("tu rakstīji", Cue::Quoted),
    ("jūs teicāt", Cue::Quoted),
    ("jūs nosūtījāt", Cue::Quoted),
    ("jūsu melnrakst", Cue::Quoted),
    ("lietotājs rakstīja", Cue::Quoted),
    // Lithuanian.
    ("pavyzd", Cue::Example),
    ("pvz.", Cue::Example),
    ("juodrašt", Cue::Example),
    ("ruošin", Cue::Example),
    ("atsakym", Cue::Answer),
    ("pataisym", Cue::Answer),
    ("pataisyt", Cue::Answer),
    ("parašėte", Cue::Quoted),
    ("parašei", Cue::Quoted),
    ("sakėte", Cue::Quoted),
    ("atsiuntėte", Cue::Quoted),
    ("jūsų juodrašt", Cue::Quoted),
    ("vartotojas parašė", Cue::Quoted),
    // Icelandic.
    ("til dæmis", Cue::Example),
    ("dæmi um", Cue::Example),
    ("dæmi:", Cue::Example),
    ("sniðmát", Cue::Example),
    ("drög", Cue::Example),
    ("sýnishorn", Cue::Example),
    ("niðurst", Cue::Answer),
    ("leiðrétt", Cue::Answer),
    ("þú skrifaðir", Cue::Quoted),
    ("þú sagðir", Cue::Quoted),
    ("þú sendir", Cue::Quoted),
    ("drögin þín", Cue::Quoted),
    ("notandinn skrifaði", Cue::Quoted),
    // Catalan.
    ("esborrany", Cue::Example),
    ("marcador de posició", Cue::Example),
    ("correcció", Cue::Answer),
    ("corregit", Cue::Answer),
    ("vas escriure", Cue::Quoted),
    ("has escrit", Cue::Quoted),
    ("vas dir que", Cue::Quoted),
    ("com has dit", Cue::Quoted),
    ("vas enviar", Cue::Quoted),
    ("el teu esborrany", Cue::Quoted),
    // Norwegian.
    ("eksemp", Cue::Example),
    ("f.eks.", Cue::Example),
    ("utkast", Cue::Example),
    ("plassholder", Cue::Example),
    ("korrigering", Cue::Answer),
    ("rettelse", Cue::Answer),
    ("det riktige er", Cue::Answer),
    ("du sa at", Cue::Quoted),
    ("du sa:", Cue::Quoted),
    ("du sendte", Cue::Quoted),
    ("utkastet ditt", Cue::Quoted),
    ("brukeren skrev", Cue::Quoted),
    // Danish.
    ("udkast", Cue::Example),
    ("skabelon", Cue::Example),
    ("pladsholder", Cue::Example),
    ("det rigtige er", Cue::Answer),
    ("du sagde", Cue::Quoted),
    ("dit udkast", Cue::Quoted),
    ("brugeren skrev", Cue::Quoted),
    // Ukrainian.
    ("чернетк", Cue::Example),
    ("зразок", Cue::Example),
    ("заповнювач", Cue::Example),
    ("виправлен", Cue::Answer),
    ("правильний варіант", Cue::Answer),
    ("ти написав", Cue::Quoted),
    ("ти написала", Cue::Quoted),
    ("ви сказали", Cue::Quoted),
    ("ви надіслали", Cue::Quoted),
    ("ваша чернетка", Cue::Quoted),
    ("користувач написав", Cue::Quoted),
    // Belarusian.
    ("прыклад", Cue::Example),
    ("чарнавік", Cue::Example),
    ("ўзор", Cue::Example),
    ("адказ:", Cue::Answer),
    ("адказ ", Cue::Answer),
    ("вынік", Cue::Answer),
    ("выпраўленне", Cue::Answer),
    ("выпраўлена", Cue::Answer),
    ("вы напісалі", Cue::Quoted),
    ("ты напісаў", Cue::Quoted),
    ("ты напісала", Cue::Quoted),
    ("вы сказалі", Cue::Quoted),
    ("вы даслалі", Cue::Quoted),
    ("карыстальнік напісаў", Cue::Quoted),
    // Vietnamese.
    ("bản nháp", Cue::Example),
    ("chẳng hạn", Cue::Example),
    ("minh họa", Cue::Example),
    ("minh hoạ", Cue::Example),
    ("giữ chỗ", Cue::Example),
    ("đáp án", Cue::Answer),
    ("trả lời", Cue::Answer),
    ("đính chính", Cue::Answer),
    ("đã sửa", Cue::Answer),
    ("bạn viết", Cue::Quoted),
    ("bạn đã nói", Cue::Quoted),
    ("bạn đã gửi", Cue::Quoted),
    ("bản nháp của bạn", Cue::Quoted),
    ("người dùng viết", Cue::Quoted),
    ("người dùng đã viết", Cue::Quoted),
    // Turkish.
    ("örneğin", Cue::Example),
    ("taslak", Cue::Example),
    ("mesela", Cue::Example),
    ("düzeltilmiş", Cue::Answer),
    ("doğru olan", Cue::Answer),
    ("yazdın", Cue::Quoted),
    ("dediğin gibi", Cue::Quoted),
    ("dediğiniz gibi", Cue::Quoted),
    ("gönderdin", Cue::Quoted),
    ("taslağınız", Cue::Quoted),
    // Finnish.
    ("esim.", Cue::Example),
    ("esimerkin", Cue::Example),
    ("luonnos:", Cue::Example),
    ("luonnos ", Cue::Example),
    ("luonnoks", Cue::Example),
    ("paikkamerk", Cue::Example),
    ("lopputulos", Cue::Answer),
    ("korjattu", Cue::Answer),
    ("vastauks", Cue::Answer),
    ("kuten sanoit", Cue::Quoted),
    ("sanoit, että", Cue::Quoted),
    ("lähetit", Cue::Quoted),
    ("luonnoksesi", Cue::Quoted),
    ("käyttäjä kirjoitti", Cue::Quoted),
    // More languages (a second round, from framings the first did not catch).
    ("lingeonekana", Cue::Example),
    ("ungeonekana", Cue::Example),
    ("zingeonekana", Cue::Example),
    ("yangeonekana", Cue::Example),
    ("lè rí báyìí", Cue::Example),
    ("yóò rí báyìí", Cue::Example),
    ("ingabukeka kanje", Cue::Example),
    ("ingabukeka ngale ndlela", Cue::Example),
    ("ungabukeka kanje", Cue::Example),
    ("lingabukeka kanje", Cue::Example),
    ("ሊመስል ይችላል", Cue::Example),
    ("ganito ang hitsura ng isang", Cue::Example),
    ("akan kelihatan seperti", Cue::Example),
    ("mungkin kelihatan seperti", Cue::Example),
    ("boleh kelihatan seperti", Cue::Example),
    ("akan terlihat seperti", Cue::Example),
    ("អាចមើលទៅដូច", Cue::Example),
    ("គំរូ", Cue::Example),
    ("ဤကဲ့သို့ ဖြစ်နိုင်", Cue::Example),
    ("ဤကဲ့သို့ဖြစ်နိုင်", Cue::Example),
    ("ဒီလို ဖြစ်နိုင်", Cue::Example),
    ("გამოიყურებოდეს", Cue::Example),
    ("այսպիսին լինել", Cue::Example),
    ("կարող է այսպես", Cue::Example),
    ("үлгісі", Cue::Example),
    ("үлгі:", Cue::Example),
    ("үлгі", Cue::Example),
    ("былай көрінуі", Cue::Example),
    ("koʻrinishi mumkin", Cue::Example),
    ("ko'rinishi mumkin", Cue::Example),
    ("ko‘rinishi mumkin", Cue::Example),
    ("иймэрхүү", Cue::Example),
    ("загвар:", Cue::Example),
    ("görünə bilər", Cue::Example),
    ("recimo", Cue::Example),
    ("bi izgleda", Cue::Example),
    ("mogao da izgleda", Cue::Example),
    ("mogla da izgleda", Cue::Example),
    ("moglo da izgleda", Cue::Example),
    ("би изгледа", Cue::Example),
    ("могао да изгледа", Cue::Example),
    ("могла да изгледа", Cue::Example),
    ("могло да изгледа", Cue::Example),
    ("lahko bil videti", Cue::Example),
    ("lahko bila videti", Cue::Example),
    ("lahko bilo videti", Cue::Example),
    ("bi bil videti", Cue::Example),
    ("predloga:", Cue::Example),
    ("by mohla vyzerať", Cue::Example),
    ("by mohol vyzerať", Cue::Example),
    ("by mohlo vyzerať", Cue::Example),
    ("by vyzeral", Cue::Example),
    ("vzor:", Cue::Example),
    ("قد تبدو", Cue::Example),
    ("قالب:", Cue::Example),
    ("این شکلی باشد", Cue::Example),
    ("به این شکل باشد", Cue::Example),
    ("الگو:", Cue::Example),
    ("نظر آ سکتا", Cue::Example),
    ("نظر آ سکتی", Cue::Example),
    ("दिख सकता", Cue::Example),
    ("दिख सकती", Cue::Example),
    ("दिसू शकते", Cue::Example),
    ("दिसू शकतो", Cue::Example),
    ("এমন হতে পারে", Cue::Example),
    ("এরকম হতে পারে", Cue::Example),
    ("இப்படி இருக்கலாம்", Cue::Example),
    ("ఇలా ఉండవచ్చు", Cue::Example),
    ("ಹೀಗೆ ಕಾಣಬಹುದು", Cue::Example),
    ("ಹೀಗಿರಬಹುದು", Cue::Example),
    ("ഇങ്ങനെയിരിക്കാം", Cue::Example),
    ("ഇങ്ങനെ ആയിരിക്കാം", Cue::Example),
    ("देखिन सक्छ", Cue::Example),
    ("यस्तो हुन सक्छ", Cue::Example),
    ("මෙවැනි විය හැක", Cue::Example),
    ("මෙසේ විය හැක", Cue::Example),
    ("සැකිල්ල", Cue::Example),
    ("edrych fel hyn", Cue::Example),
    ("breathnú mar seo", Cue::Example),
    ("itxura hau izan", Cue::Example),
    ("poñamos por caso", Cue::Example),
    ("podería ser así", Cue::Example),
    ("modelo:", Cue::Example),
    ("podria ser així", Cue::Example),
    ("model de resposta", Cue::Example),
    ("pereżempju", Cue::Example),
    ("perezempju", Cue::Example),
    ("tista' tidher", Cue::Example),
    ("tista’ tidher", Cue::Example),
    ("mund të duk", Cue::Example),
    ("kan so lyk", Cue::Example),
    ("sou so lyk", Cue::Example),
    ("могъл да изглежда", Cue::Example),
    ("могла да изглежда", Cue::Example),
    ("могло да изглежда", Cue::Example),
    ("би изглежда", Cue::Example),
    ("можел да изгледа", Cue::Example),
    ("можела да изгледа", Cue::Example),
    ("можело да изгледа", Cue::Example),
    ("võiks välja näha", Cue::Example),
    ("näeks välja", Cue::Example),
    ("mall:", Cue::Example),
    ("varētu izskatīties", Cue::Example),
    ("izskatītos", Cue::Example),
    ("galėtų atrodyti", Cue::Example),
    ("atrodytų", Cue::Example),
    ("gæti litið", Cue::Example),
    ("myndi líta", Cue::Example),
    ("se slik ut", Cue::Example),
    ("se sånn ut", Cue::Example),
    ("mal:", Cue::Example),
    ("se sådan ud", Cue::Example),
    ("se således ud", Cue::Example),
    ("fx:", Cue::Example),
    ("бы выглядаць", Cue::Example),
    ("магла б выглядаць", Cue::Example),
    ("магло б выглядаць", Cue::Example),
    ("узор", Cue::Example),
    ("görünebilir", Cue::Example),
    ("biçimde yanıtla", Cue::Example),
    ("formatta yanıtla", Cue::Example),
    ("biçimde cevapla", Cue::Example),
    ("formatta cevapla", Cue::Example),
    // Labels that quote and labels of a correction, third round: written from the
    // tables' meaning for 74 languages, each one-word phrase checked against the frequent
    // words of every language wordfreq holds.
    // English.
    ("you had written", Cue::Quoted),
    ("you've written", Cue::Quoted),
    ("you’ve written", Cue::Quoted),
    ("you have written", Cue::Quoted),
    ("you'd written", Cue::Quoted),
    ("you’d written", Cue::Quoted),
    ("in your words", Cue::Quoted),
    ("in your own words", Cue::Quoted),
    ("your message said", Cue::Quoted),
    ("your message reads", Cue::Quoted),
    ("your original message", Cue::Quoted),
    ("your last message", Cue::Quoted),
    ("your last reply", Cue::Quoted),
    ("your last answer", Cue::Quoted),
    ("your last response", Cue::Quoted),
    ("your original draft", Cue::Quoted),
    ("your version:", Cue::Quoted),
    ("your version was", Cue::Quoted),
    ("you told me", Cue::Quoted),
    ("you pasted", Cue::Quoted),
    ("you quoted", Cue::Quoted),
    ("you typed", Cue::Quoted),
    ("you've said", Cue::Quoted),
    ("you’ve said", Cue::Quoted),
    ("you have said", Cue::Quoted),
    ("the user said", Cue::Quoted),
    ("you originally wrote", Cue::Quoted),
    // French.
    ("tu as écrit", Cue::Quoted),
    ("vous aviez écrit", Cue::Quoted),
    ("tu avais écrit", Cue::Quoted),
    ("vous avez dit", Cue::Quoted),
    ("tu as dit", Cue::Quoted),
    ("comme vous l'avez dit", Cue::Quoted),
    ("comme vous l’avez dit", Cue::Quoted),
    ("comme tu l'as dit", Cue::Quoted),
    ("comme tu l’as dit", Cue::Quoted),
    ("selon vos mots", Cue::Quoted),
    ("selon tes mots", Cue::Quoted),
    ("avec vos mots", Cue::Quoted),
    ("avec tes mots", Cue::Quoted),
    ("vous m'avez envoyé", Cue::Quoted),
    ("vous m’avez envoyé", Cue::Quoted),
    ("tu m'as envoyé", Cue::Quoted),
    ("tu m’as envoyé", Cue::Quoted),
    ("votre message disait", Cue::Quoted),
    ("ton message disait", Cue::Quoted),
    ("votre message précédent", Cue::Quoted),
    ("ton message précédent", Cue::Quoted),
    ("votre réponse précédente", Cue::Quoted),
    ("ta réponse précédente", Cue::Quoted),
    ("vous écriviez", Cue::Quoted),
    ("tu écrivais", Cue::Quoted),
    // German.
    ("du schriebst", Cue::Quoted),
    ("sie schrieben", Cue::Quoted),
    ("du hattest geschrieben", Cue::Quoted),
    ("sie hatten geschrieben", Cue::Quoted),
    ("du hast gesagt", Cue::Quoted),
    ("sie haben gesagt", Cue::Quoted),
    ("wie du sagtest", Cue::Quoted),
    ("wie sie sagten", Cue::Quoted),
    ("wie du geschrieben hast", Cue::Quoted),
    ("wie sie geschrieben haben", Cue::Quoted),
    ("in deinen worten", Cue::Quoted),
    ("in ihren worten", Cue::Quoted),
    ("mit deinen worten", Cue::Quoted),
    ("mit ihren worten", Cue::Quoted),
    ("du hast mir geschickt", Cue::Quoted),
    ("sie haben mir geschickt", Cue::Quoted),
    ("deine nachricht lautete", Cue::Quoted),
    ("ihre nachricht lautete", Cue::Quoted),
    ("deine vorherige antwort", Cue::Quoted),
    ("ihre vorherige antwort", Cue::Quoted),
    ("deine letzte nachricht", Cue::Quoted),
    ("ihre letzte nachricht", Cue::Quoted),
    ("deine frühere antwort", Cue::Quoted),
    ("ihre frühere antwort", Cue::Quoted),
    // Spanish.
    ("usted escribió", Cue::Quoted),
    ("escribió usted", Cue::Quoted),
    ("habías escrito", Cue::Quoted),
    ("había escrito usted", Cue::Quoted),
    ("ha escrito usted", Cue::Quoted),
    ("usted ha escrito", Cue::Quoted),
    ("dijiste", Cue::Quoted),
    ("usted dijo", Cue::Quoted),
    ("en tus palabras", Cue::Quoted),
    ("en sus palabras", Cue::Quoted),
    ("con tus palabras", Cue::Quoted),
    ("con sus palabras", Cue::Quoted),
    ("me enviaste", Cue::Quoted),
    ("me mandaste", Cue::Quoted),
    ("usted envió", Cue::Quoted),
    ("me envió usted", Cue::Quoted),
    ("tu mensaje decía", Cue::Quoted),
    ("su mensaje decía", Cue::Quoted),
    ("tu respuesta anterior", Cue::Quoted),
    ("su respuesta anterior", Cue::Quoted),
    ("tu mensaje anterior", Cue::Quoted),
    ("su mensaje anterior", Cue::Quoted),
    // Portuguese.
    ("você disse", Cue::Quoted),
    ("tu disseste", Cue::Quoted),
    ("você tinha escrito", Cue::Quoted),
    ("tinhas escrito", Cue::Quoted),
    ("escreveste", Cue::Quoted),
    ("você me mandou", Cue::Quoted),
    ("me enviou", Cue::Quoted),
    ("enviaste-me", Cue::Quoted),
    ("nas suas palavras", Cue::Quoted),
    ("nas tuas palavras", Cue::Quoted),
    ("com suas palavras", Cue::Quoted),
    ("sua mensagem dizia", Cue::Quoted),
    ("tua mensagem dizia", Cue::Quoted),
    ("sua resposta anterior", Cue::Quoted),
    ("tua resposta anterior", Cue::Quoted),
    ("sua mensagem anterior", Cue::Quoted),
    // Italian.
    ("avevi scritto", Cue::Quoted),
    ("lei ha scritto", Cue::Quoted),
    ("ha scritto lei", Cue::Quoted),
    ("hai detto", Cue::Quoted),
    ("lei ha detto", Cue::Quoted),
    ("come ha detto lei", Cue::Quoted),
    ("con parole tue", Cue::Quoted),
    ("con le tue parole", Cue::Quoted),
    ("nelle tue parole", Cue::Quoted),
    ("con le sue parole", Cue::Quoted),
    ("mi hai inviato", Cue::Quoted),
    ("mi hai mandato", Cue::Quoted),
    ("il tuo messaggio diceva", Cue::Quoted),
    ("il suo messaggio diceva", Cue::Quoted),
    ("il tuo messaggio precedente", Cue::Quoted),
    ("la tua risposta precedente", Cue::Quoted),
    ("la sua risposta precedente", Cue::Quoted),
    ("scrivevi", Cue::Quoted),
    // Dutch.
    ("jij schreef", Cue::Quoted),
    ("u had geschreven", Cue::Quoted),
    ("je had geschreven", Cue::Quoted),
    ("jij had geschreven", Cue::Quoted),
    ("je hebt geschreven", Cue::Quoted),
    ("u hebt geschreven", Cue::Quoted),
    ("u heeft geschreven", Cue::Quoted),
    ("je zei:", Cue::Quoted),
    ("je zei dat", Cue::Quoted),
    ("u zei:", Cue::Quoted),
    ("u zei dat", Cue::Quoted),
    ("jij zei", Cue::Quoted),
    ("zoals je zei", Cue::Quoted),
    ("zoals u zei", Cue::Quoted),
    ("in je eigen woorden", Cue::Quoted),
    ("in uw eigen woorden", Cue::Quoted),
    ("in jouw woorden", Cue::Quoted),
    ("in uw woorden", Cue::Quoted),
    ("je stuurde", Cue::Quoted),
    ("u stuurde", Cue::Quoted),
    ("je hebt gestuurd", Cue::Quoted),
    ("u hebt gestuurd", Cue::Quoted),
    ("je bericht luidde", Cue::Quoted),
    ("uw bericht luidde", Cue::Quoted),
    ("je vorige antwoord", Cue::Quoted),
    ("uw vorige antwoord", Cue::Quoted),
    ("je vorige bericht", Cue::Quoted),
    ("uw vorige bericht", Cue::Quoted),
    // Swedish.
    ("ni skrev", Cue::Quoted),
    ("du hade skrivit", Cue::Quoted),
    ("du har skrivit", Cue::Quoted),
    ("ni har skrivit", Cue::Quoted),
    ("du sade", Cue::Quoted),
    ("som du sa,", Cue::Quoted),
    ("med dina ord", Cue::Quoted),
    ("med dina egna ord", Cue::Quoted),
    ("du skickade", Cue::Quoted),
    ("ni skickade", Cue::Quoted),
    ("ditt meddelande löd", Cue::Quoted),
    ("ditt förra svar", Cue::Quoted),
    ("ditt tidigare svar", Cue::Quoted),
    ("ditt förra meddelande", Cue::Quoted),
    ("ert tidigare svar", Cue::Quoted),
    // Norwegian.
    ("du hadde skrevet", Cue::Quoted),
    ("du har skrevet", Cue::Quoted),
    ("dere skrev", Cue::Quoted),
    ("med dine ord", Cue::Quoted),
    ("med dine egne ord", Cue::Quoted),
    ("meldingen din sa:", Cue::Quoted),
    ("ditt forrige svar", Cue::Quoted),
    ("det forrige svaret ditt", Cue::Quoted),
    ("din forrige melding", Cue::Quoted),
    ("du fortalte", Cue::Quoted),
    // Danish.
    ("du havde skrevet", Cue::Quoted),
    ("din besked lød", Cue::Quoted),
    ("dit forrige svar", Cue::Quoted),
    ("din forrige besked", Cue::Quoted),
    ("din tidligere besked", Cue::Quoted),
    ("dit tidligere svar", Cue::Quoted),
    ("i din besked stod der", Cue::Quoted),
    ("som du selv skrev", Cue::Quoted),
    // Icelandic.
    ("þú hafðir skrifað", Cue::Quoted),
    ("þú hefur skrifað", Cue::Quoted),
    ("þið skrifuðuð", Cue::Quoted),
    ("með þínum orðum", Cue::Quoted),
    ("skilaboðin þín", Cue::Quoted),
    ("fyrra svar þitt", Cue::Quoted),
    ("fyrra svarið þitt", Cue::Quoted),
    ("síðasta svar þitt", Cue::Quoted),
    ("þið sögðuð", Cue::Quoted),
    // Finnish.
    ("olit kirjoittanut", Cue::Quoted),
    ("olette kirjoittaneet", Cue::Quoted),
    ("olet kirjoittanut", Cue::Quoted),
    ("olette kirjoittanut", Cue::Quoted),
    ("sanoitte", Cue::Quoted),
    ("sanojesi mukaan", Cue::Quoted),
    ("sanojenne mukaan", Cue::Quoted),
    ("viestissäsi luki", Cue::Quoted),
    ("viestisi kuului", Cue::Quoted),
    ("edellinen vastauksesi", Cue::Quoted),
    ("edellisessä vastauksessasi", Cue::Quoted),
    ("aiempi vastauksesi", Cue::Quoted),
    ("aiemmassa vastauksessasi", Cue::Quoted),
    ("edellinen viestisi", Cue::Quoted),
    // Estonian.
    ("olite kirjutanud", Cue::Quoted),
    ("oled kirjutanud", Cue::Quoted),
    ("sa ütlesid", Cue::Quoted),
    ("teie sõnul", Cue::Quoted),
    ("sinu sõnul", Cue::Quoted),
    ("sa saatsid", Cue::Quoted),
    ("teie eelmine vastus oli", Cue::Quoted),
    ("sinu eelmine vastus oli", Cue::Quoted),
    ("teie eelmises sõnumis", Cue::Quoted),
    ("sinu eelmises sõnumis", Cue::Quoted),
    ("teie eelmises vastuses", Cue::Quoted),
    // Latvian.
    ("jūs bijāt rakstījis", Cue::Quoted),
    ("jūs bijāt rakstījusi", Cue::Quoted),
    ("esat rakstījis", Cue::Quoted),
    ("esat rakstījusi", Cue::Quoted),
    ("tu teici", Cue::Quoted),
    ("jūsu vārdiem", Cue::Quoted),
    ("tavos vārdos", Cue::Quoted),
    ("jūsu ziņojumā", Cue::Quoted),
    ("jūsu iepriekšējā atbilde", Cue::Quoted),
    ("tava iepriekšējā atbilde", Cue::Quoted),
    ("jūsu iepriekšējā atbildē", Cue::Quoted),
    ("tu nosūtīji", Cue::Quoted),
    ("tu atsūtīji", Cue::Quoted),
    ("jūs atsūtījāt", Cue::Quoted),
    // Lithuanian.
    ("buvote parašę", Cue::Quoted),
    ("buvai parašęs", Cue::Quoted),
    ("buvai parašiusi", Cue::Quoted),
    ("sakei", Cue::Quoted),
    ("jūsų žodžiais", Cue::Quoted),
    ("tavo žodžiais", Cue::Quoted),
    ("atsiuntei", Cue::Quoted),
    ("jūsų žinutėje", Cue::Quoted),
    ("jūsų ankstesnis atsakymas", Cue::Quoted),
    ("tavo ankstesnis atsakymas", Cue::Quoted),
    ("jūsų ankstesniame atsakyme", Cue::Quoted),
    ("jūsų pranešime", Cue::Quoted),
    // Welsh.
    ("ddywedoch", Cue::Quoted),
    ("ddywedaist", Cue::Quoted),
    ("anfonaist", Cue::Quoted),
    ("yn eich geiriau", Cue::Quoted),
    ("yn dy eiriau", Cue::Quoted),
    ("eich ateb blaenorol", Cue::Quoted),
    ("dy ateb blaenorol", Cue::Quoted),
    ("eich neges flaenorol", Cue::Quoted),
    ("roeddech chi wedi ysgrifennu", Cue::Quoted),
    ("rydych chi wedi ysgrifennu", Cue::Quoted),
    ("wnaethoch chi ysgrifennu", Cue::Quoted),
    ("gwnaethoch ysgrifennu", Cue::Quoted),
    // Irish.
    ("scríobh sibh", Cue::Quoted),
    ("dúirt sibh", Cue::Quoted),
    ("i d'fhocail féin", Cue::Quoted),
    ("i d’fhocail féin", Cue::Quoted),
    ("i bhur bhfocail féin", Cue::Quoted),
    ("do fhreagra roimhe seo", Cue::Quoted),
    ("d'fhreagra roimhe seo", Cue::Quoted),
    ("d’fhreagra roimhe seo", Cue::Quoted),
    ("do theachtaireacht roimhe seo", Cue::Quoted),
    ("sheol sibh", Cue::Quoted),
    ("bhí scríofa agat", Cue::Quoted),
    // Basque.
    ("idatzi zenuten", Cue::Quoted),
    ("idatzi zenuela", Cue::Quoted),
    ("esan zenuela", Cue::Quoted),
    ("zure hitzetan", Cue::Quoted),
    ("zure hitzez", Cue::Quoted),
    ("zuk esan bezala", Cue::Quoted),
    ("zure aurreko erantzun", Cue::Quoted),
    ("zure aurreko mezu", Cue::Quoted),
    ("bidali zenuen", Cue::Quoted),
    ("bidali didazu", Cue::Quoted),
    ("zuk idatzi bezala", Cue::Quoted),
    // Galician.
    ("vostede dixo", Cue::Quoted),
    ("nas túas palabras", Cue::Quoted),
    ("coas túas palabras", Cue::Quoted),
    ("vostede enviou", Cue::Quoted),
    ("mandáchesme", Cue::Quoted),
    ("a túa resposta anterior", Cue::Quoted),
    ("a súa resposta anterior", Cue::Quoted),
    ("a túa mensaxe anterior", Cue::Quoted),
    ("escribiras", Cue::Quoted),
    // Catalan.
    ("heu escrit", Cue::Quoted),
    ("vostè va escriure", Cue::Quoted),
    ("vau escriure", Cue::Quoted),
    ("has dit que", Cue::Quoted),
    ("has dit:", Cue::Quoted),
    ("heu dit que", Cue::Quoted),
    ("vau dir", Cue::Quoted),
    ("amb les teves paraules", Cue::Quoted),
    ("en paraules teves", Cue::Quoted),
    ("has enviat", Cue::Quoted),
    ("heu enviat", Cue::Quoted),
    ("la teva resposta anterior", Cue::Quoted),
    ("la seva resposta anterior", Cue::Quoted),
    ("el teu missatge anterior", Cue::Quoted),
    ("el teu missatge deia", Cue::Quoted),
    // Maltese.
    ("intom ktibtu", Cue::Quoted),
    ("intom għidtu", Cue::Quoted),
    ("intom ghidtu", Cue::Quoted),
    ("kif għidt int", Cue::Quoted),
    ("kif ghidt int", Cue::Quoted),
    ("kif ktibt int", Cue::Quoted),
    ("bi kliemek", Cue::Quoted),
    ("fi kliemek", Cue::Quoted),
    ("intom bgħattu", Cue::Quoted),
    ("intom bghattu", Cue::Quoted),
    ("it-tweġiba preċedenti tiegħek", Cue::Quoted),
    ("it-twegiba precedenti tieghek", Cue::Quoted),
    ("il-messaġġ preċedenti tiegħek", Cue::Quoted),
    ("il-messagg precedenti tieghek", Cue::Quoted),
    // Afrikaans.
    ("julle het geskryf", Cue::Quoted),
    ("u het gesê", Cue::Quoted),
    ("julle het gesê", Cue::Quoted),
    ("soos jy gesê het", Cue::Quoted),
    ("soos u gesê het", Cue::Quoted),
    ("in jou eie woorde", Cue::Quoted),
    ("in u eie woorde", Cue::Quoted),
    ("in jou woorde", Cue::Quoted),
    ("u het gestuur", Cue::Quoted),
    ("jou vorige antwoord", Cue::Quoted),
    ("u vorige antwoord", Cue::Quoted),
    ("jou boodskap het gesê", Cue::Quoted),
    ("jou vorige boodskap", Cue::Quoted),
    // Polish.
    ("napisałaś", Cue::Quoted),
    ("napisał pan", Cue::Quoted),
    ("napisała pani", Cue::Quoted),
    ("napisaliście", Cue::Quoted),
    ("pan napisał", Cue::Quoted),
    ("pani napisała", Cue::Quoted),
    ("powiedziałeś", Cue::Quoted),
    ("powiedziałaś", Cue::Quoted),
    ("twoimi słowami", Cue::Quoted),
    ("pana słowami", Cue::Quoted),
    ("według twoich słów", Cue::Quoted),
    ("wysłałeś", Cue::Quoted),
    ("wysłałaś", Cue::Quoted),
    ("przysłałeś", Cue::Quoted),
    ("przysłałaś", Cue::Quoted),
    ("twoja wiadomość brzmiała", Cue::Quoted),
    ("twoja poprzednia odpowiedź", Cue::Quoted),
    ("twojej poprzedniej odpowiedzi", Cue::Quoted),
    ("twoja wcześniejsza odpowiedź", Cue::Quoted),
    ("pana poprzednia odpowiedź", Cue::Quoted),
    // Czech.
    ("napsals", Cue::Quoted),
    ("jste napsal", Cue::Quoted),
    ("jsi napsal", Cue::Quoted),
    ("jste psal", Cue::Quoted),
    ("řekla jste", Cue::Quoted),
    ("řekli jste", Cue::Quoted),
    ("řekl jsi", Cue::Quoted),
    ("řekla jsi", Cue::Quoted),
    ("vašimi slovy", Cue::Quoted),
    ("tvými slovy", Cue::Quoted),
    ("poslal jste", Cue::Quoted),
    ("poslala jste", Cue::Quoted),
    ("poslal jsi", Cue::Quoted),
    ("poslala jsi", Cue::Quoted),
    ("vaše zpráva zněla", Cue::Quoted),
    ("vaše předchozí odpověď", Cue::Quoted),
    ("tvoje předchozí odpověď", Cue::Quoted),
    ("vaše předchozí zpráva", Cue::Quoted),
    ("poslali jste", Cue::Quoted),
    // Slovak.
    ("napísal ste", Cue::Quoted),
    ("napísala ste", Cue::Quoted),
    ("ste napísal", Cue::Quoted),
    ("si napísal", Cue::Quoted),
    ("povedal si", Cue::Quoted),
    ("povedala si", Cue::Quoted),
    ("vašimi slovami", Cue::Quoted),
    ("tvojimi slovami", Cue::Quoted),
    ("poslal si", Cue::Quoted),
    ("poslala si", Cue::Quoted),
    ("vaša správa znela", Cue::Quoted),
    ("vaša predchádzajúca odpoveď", Cue::Quoted),
    ("tvoja predchádzajúca odpoveď", Cue::Quoted),
    // Slovenian.
    ("ste napisali", Cue::Quoted),
    ("si napisal", Cue::Quoted),
    ("rekel si", Cue::Quoted),
    ("rekla si", Cue::Quoted),
    ("z vašimi besedami", Cue::Quoted),
    ("po vaših besedah", Cue::Quoted),
    ("vaše prejšnje sporočilo", Cue::Quoted),
    ("vaš prejšnji odgovor je", Cue::Quoted),
    ("vaš prejšnji odgovor:", Cue::Quoted),
    ("v vašem prejšnjem odgovoru", Cue::Quoted),
    ("tvoj prejšnji odgovor je", Cue::Quoted),
    ("tvoj prejšnji odgovor:", Cue::Quoted),
    // Serbian (Latin).
    ("rekao si", Cue::Quoted),
    ("vašim rečima", Cue::Quoted),
    ("tvojim rečima", Cue::Quoted),
    ("poslao si", Cue::Quoted),
    ("ste rekli", Cue::Quoted),
    ("vaša poruka je glasila", Cue::Quoted),
    ("vaš prethodni odgovor je", Cue::Quoted),
    ("vaš prethodni odgovor:", Cue::Quoted),
    ("u vašem prethodnom odgovoru", Cue::Quoted),
    ("tvoj prethodni odgovor je", Cue::Quoted),
    ("tvoj prethodni odgovor:", Cue::Quoted),
    // Croatian.
    ("vašim riječima", Cue::Quoted),
    ("tvojim riječima", Cue::Quoted),
    ("vaša poruka glasila je", Cue::Quoted),
    ("u vašoj prethodnoj poruci", Cue::Quoted),
    ("vaš prijašnji odgovor je", Cue::Quoted),
    ("vaš prijašnji odgovor:", Cue::Quoted),
    ("vaša ranija poruka", Cue::Quoted),
    // Bosnian.
    ("ste poslali", Cue::Quoted),
    ("vaša prethodna poruka", Cue::Quoted),
    ("tvoja prethodna poruka", Cue::Quoted),
    ("kao što si rekao", Cue::Quoted),
    ("kao što si rekla", Cue::Quoted),
    ("vaš raniji odgovor je", Cue::Quoted),
    ("vaš raniji odgovor:", Cue::Quoted),
    ("u vašoj ranijoj poruci", Cue::Quoted),
    ("kako ste naveli", Cue::Quoted),
    // Serbian (Cyrillic).
    ("рекао си", Cue::Quoted),
    ("рекла си", Cue::Quoted),
    ("вашим речима", Cue::Quoted),
    ("твојим речима", Cue::Quoted),
    ("послао си", Cue::Quoted),
    ("послала си", Cue::Quoted),
    ("сте написали", Cue::Quoted),
    ("сте рекли", Cue::Quoted),
    ("ваш претходни одговор је", Cue::Quoted),
    ("ваш претходни одговор:", Cue::Quoted),
    ("у вашем претходном одговору", Cue::Quoted),
    ("твој претходни одговор је", Cue::Quoted),
    ("твој претходни одговор:", Cue::Quoted),
    ("ваша порука је гласила", Cue::Quoted),
    // Russian.
    ("ты написал", Cue::Quoted),
    ("вы писали", Cue::Quoted),
    ("ты писал", Cue::Quoted),
    ("вы сказали", Cue::Quoted),
    ("ты сказал", Cue::Quoted),
    ("по вашим словам", Cue::Quoted),
    ("по твоим словам", Cue::Quoted),
    ("вашими словами", Cue::Quoted),
    ("вы прислали", Cue::Quoted),
    ("ты прислал", Cue::Quoted),
    ("вы отправили", Cue::Quoted),
    ("ты отправил", Cue::Quoted),
    ("ваше сообщение гласило", Cue::Quoted),
    ("ваш предыдущий ответ", Cue::Quoted),
    ("твой предыдущий ответ", Cue::Quoted),
    ("в вашем предыдущем ответе", Cue::Quoted),
    ("ваше предыдущее сообщение", Cue::Quoted),
    ("вы мне прислали", Cue::Quoted),
    // Ukrainian.
    ("ви писали", Cue::Quoted),
    ("ти писав", Cue::Quoted),
    ("ти писала", Cue::Quoted),
    ("ти сказав", Cue::Quoted),
    ("ти сказала", Cue::Quoted),
    ("твоїми словами", Cue::Quoted),
    ("ти надіслав", Cue::Quoted),
    ("ти надіслала", Cue::Quoted),
    ("ваша попередня відповідь", Cue::Quoted),
    ("твоя попередня відповідь", Cue::Quoted),
    ("у вашому попередньому повідомленні", Cue::Quoted),
    ("ви відправили", Cue::Quoted),
    ("ти відправив", Cue::Quoted),
    // Belarusian.
    ("ты сказаў", Cue::Quoted),
    ("вашымі словамі", Cue::Quoted),
    ("па вашых словах", Cue::Quoted),
    ("тваімі словамі", Cue::Quoted),
    ("ты даслаў", Cue::Quoted),
    ("ты даслала", Cue::Quoted),
    ("вы пісалі", Cue::Quoted),
    ("ваш папярэдні адказ быў", Cue::Quoted),
    ("ваш папярэдні адказ:", Cue::Quoted),
    ("у вашым папярэднім адказе", Cue::Quoted),
    ("твой папярэдні адказ быў", Cue::Quoted),
    ("твой папярэдні адказ:", Cue::Quoted),
    // Bulgarian.
    ("бяхте написали", Cue::Quoted),
    ("по ваши думи", Cue::Quoted),
    ("с ваши думи", Cue::Quoted),
    ("с твои думи", Cue::Quoted),
    ("ти изпрати", Cue::Quoted),
    ("вашето съобщение гласеше", Cue::Quoted),
    ("предишният ви отговор беше", Cue::Quoted),
    ("предишният ви отговор:", Cue::Quoted),
    ("в предишното ви съобщение", Cue::Quoted),
    ("предишният ти отговор беше", Cue::Quoted),
    ("предишният ти отговор:", Cue::Quoted),
    // Macedonian.
    ("ти напиша", Cue::Quoted),
    ("ти рече", Cue::Quoted),
    ("со ваши зборови", Cue::Quoted),
    ("според вашите зборови", Cue::Quoted),
    ("ти испрати", Cue::Quoted),
    ("вашиот претходен одговор беше", Cue::Quoted),
    ("вашиот претходен одговор:", Cue::Quoted),
    ("твојот претходен одговор беше", Cue::Quoted),
    ("твојот претходен одговор:", Cue::Quoted),
    ("вашата порака гласеше", Cue::Quoted),
    // Romanian.
    ("ai zis", Cue::Quoted),
    ("ați zis", Cue::Quoted),
    ("aţi zis", Cue::Quoted),
    ("în cuvintele dumneavoastră", Cue::Quoted),
    ("în cuvintele tale", Cue::Quoted),
    ("cu cuvintele tale", Cue::Quoted),
    ("mesajul dumneavoastră spunea", Cue::Quoted),
    ("mesajul tău spunea", Cue::Quoted),
    ("răspunsul dumneavoastră anterior", Cue::Quoted),
    ("răspunsul tău anterior", Cue::Quoted),
    ("mesajul tău anterior", Cue::Quoted),
    ("ați menționat", Cue::Quoted),
    ("aţi menţionat", Cue::Quoted),
    // Hungarian.
    ("írtad", Cue::Quoted),
    ("ön írta", Cue::Quoted),
    ("ahogy mondtad", Cue::Quoted),
    ("ahogy ön mondta", Cue::Quoted),
    ("a saját szavaiddal", Cue::Quoted),
    ("az ön szavaival", Cue::Quoted),
    ("szavaid szerint", Cue::Quoted),
    ("elküldted", Cue::Quoted),
    ("küldted", Cue::Quoted),
    ("az üzeneted így szólt", Cue::Quoted),
    ("az előző válaszod", Cue::Quoted),
    ("korábbi válaszod", Cue::Quoted),
    ("az előző üzeneted", Cue::Quoted),
    // Greek.
    ("είχατε γράψει", Cue::Quoted),
    ("είχες γράψει", Cue::Quoted),
    ("έχετε γράψει", Cue::Quoted),
    ("Έχετε γράψει", Cue::Quoted),
    ("έχεις γράψει", Cue::Quoted),
    ("Έχεις γράψει", Cue::Quoted),
    ("με τα δικά σας λόγια", Cue::Quoted),
    ("με τα λόγια σας", Cue::Quoted),
    ("με τα δικά σου λόγια", Cue::Quoted),
    ("το μήνυμά σας έλεγε", Cue::Quoted),
    ("το μήνυμά σου έλεγε", Cue::Quoted),
    ("η προηγούμενη απάντησή σας", Cue::Quoted),
    ("η προηγούμενη απάντησή σου", Cue::Quoted),
    ("στην προηγούμενη απάντησή σας", Cue::Quoted),
    ("Έγραψες", Cue::Quoted),
    ("Έστειλες", Cue::Quoted),
    // Albanian.
    ("keni shkruar", Cue::Quoted),
    ("kishit shkruar", Cue::Quoted),
    ("ke shkruar", Cue::Quoted),
    ("siç thatë", Cue::Quoted),
    ("siç the", Cue::Quoted),
    ("me fjalët tuaja", Cue::Quoted),
    ("sipas fjalëve tuaja", Cue::Quoted),
    ("më dërguat", Cue::Quoted),
    ("dërgove", Cue::Quoted),
    ("përgjigjja juaj e mëparshme", Cue::Quoted),
    ("mesazhi juaj i mëparshëm", Cue::Quoted),
    ("mesazhi yt i mëparshëm", Cue::Quoted),
    // Turkish.
    ("yazmıştın", Cue::Quoted),
    ("dedin ki", Cue::Quoted),
    ("demiştin", Cue::Quoted),
    ("sizin deyişinizle", Cue::Quoted),
    ("kendi sözlerinizle", Cue::Quoted),
    ("kendi sözlerinle", Cue::Quoted),
    ("mesajınız şöyleydi", Cue::Quoted),
    ("önceki yanıtın", Cue::Quoted),
    ("önceki cevabın", Cue::Quoted),
    ("önceki mesajınız", Cue::Quoted),
    ("yazdığınız gibi", Cue::Quoted),
    ("yazdığın gibi", Cue::Quoted),
    ("söylediğiniz gibi", Cue::Quoted),
    ("söylediğin gibi", Cue::Quoted),
    ("söylemiştiniz", Cue::Quoted),
    // Azerbaijani.
    ("yazmışdınız", Cue::Quoted),
    ("yazmısınız", Cue::Quoted),
    ("dediyiniz kimi", Cue::Quoted),
    ("dediyin kimi", Cue::Quoted),
    ("sizin sözlərinizlə", Cue::Quoted),
    ("öz sözlərinizlə", Cue::Quoted),
    ("göndərdin", Cue::Quoted),
    ("əvvəlki cavabın", Cue::Quoted),
    ("Əvvəlki cavabın", Cue::Quoted),
    ("yazdığınız kimi", Cue::Quoted),
    // Georgian.
    ("როგორც თქვით", Cue::Quoted),
    ("როგორც დაწერეთ", Cue::Quoted),
    ("თქვენი სიტყვებით", Cue::Quoted),
    ("შენი სიტყვებით", Cue::Quoted),
    ("შენ თქვი", Cue::Quoted),
    ("შენ გამოგზავნე", Cue::Quoted),
    ("თქვენ მიერ დაწერილ", Cue::Quoted),
    ("თქვენს წინა პასუხში", Cue::Quoted),
    ("შენს წინა პასუხში", Cue::Quoted),
    ("თქვენი წინა პასუხი იყო", Cue::Quoted),
    ("შენი წინა პასუხი იყო", Cue::Quoted),
    ("თქვენს წინა შეტყობინებაში", Cue::Quoted),
    ("თქვენ დაგიწერიათ", Cue::Quoted),
    // Armenian.
    ("դու գրեցիր", Cue::Quoted),
    ("ինչպես ասացիք", Cue::Quoted),
    ("ինչպես նշեցիք", Cue::Quoted),
    ("ձեր խոսքերով", Cue::Quoted),
    ("քո խոսքերով", Cue::Quoted),
    ("դու ասացիր", Cue::Quoted),
    ("ուղարկեցիք", Cue::Quoted),
    ("դու ուղարկեցիր", Cue::Quoted),
    ("ձեր նախորդ պատասխանը", Cue::Quoted),
    ("ձեր նախորդ պատասխանում", Cue::Quoted),
    ("քո նախորդ պատասխանը", Cue::Quoted),
    ("քո նախորդ պատասխանում", Cue::Quoted),
    ("ինչպես գրել եք", Cue::Quoted),
    // Kazakh.
    ("жаздыңыз", Cue::Quoted),
    ("жазған едіңіз", Cue::Quoted),
    ("сен айттың", Cue::Quoted),
    ("айтқаныңыздай", Cue::Quoted),
    ("айтқаныңдай", Cue::Quoted),
    ("өз сөзіңізбен", Cue::Quoted),
    ("сен жібердің", Cue::Quoted),
    ("алдыңғы жауабың", Cue::Quoted),
    ("жазғаныңыздай", Cue::Quoted),
    // Uzbek.
    ("yozdingiz", Cue::Quoted),
    ("yozgan edingiz", Cue::Quoted),
    ("aytganingizdek", Cue::Quoted),
    ("aytganingizday", Cue::Quoted),
    ("sizning so'zlaringiz bilan", Cue::Quoted),
    ("sizning soʻzlaringiz bilan", Cue::Quoted),
    ("sizning so‘zlaringiz bilan", Cue::Quoted),
    ("sizning so’zlaringiz bilan", Cue::Quoted),
    ("o'z so'zlaringiz bilan", Cue::Quoted),
    ("oʻz soʻzlaringiz bilan", Cue::Quoted),
    ("o‘z so‘zlaringiz bilan", Cue::Quoted),
    ("o’z so’zlaringiz bilan", Cue::Quoted),
    ("yubordingiz", Cue::Quoted),
    ("oldingi javobingiz", Cue::Quoted),
    ("avvalgi javobingiz", Cue::Quoted),
    ("yozganingizdek", Cue::Quoted),
    // Mongolian.
    ("таны бичсэн", Cue::Quoted),
    ("таны хэлснээр", Cue::Quoted),
    ("таны хэлсэнчлэн", Cue::Quoted),
    ("чиний хэлснээр", Cue::Quoted),
    ("та бичжээ", Cue::Quoted),
    ("таны үгээр", Cue::Quoted),
    ("таны өмнөх хариулт", Cue::Quoted),
    ("чиний өмнөх хариулт", Cue::Quoted),
    ("таны илгээсэн", Cue::Quoted),
    ("таны мессежид", Cue::Quoted),
    // Hebrew.
    ("אמרתם", Cue::Quoted),
    ("כפי שאמרת", Cue::Quoted),
    ("במילים שלך", Cue::Quoted),
    ("במילותיך", Cue::Quoted),
    ("שלחת לי", Cue::Quoted),
    ("התשובה הקודמת שלך", Cue::Quoted),
    ("ההודעה הקודמת שלך", Cue::Quoted),
    ("לדבריך", Cue::Quoted),
    // Arabic.
    ("قلتم", Cue::Quoted),
    ("بحسب كلامك", Cue::Quoted),
    ("على حد تعبيرك", Cue::Quoted),
    ("بكلماتك", Cue::Quoted),
    ("أرسلتم", Cue::Quoted),
    ("جاء في رسالتك", Cue::Quoted),
    ("إجابتك السابقة", Cue::Quoted),
    ("ردك السابق", Cue::Quoted),
    ("رسالتك السابقة", Cue::Quoted),
    ("حسب قولك", Cue::Quoted),
    // Persian.
    ("تو نوشتی", Cue::Quoted),
    ("نوشته بودید", Cue::Quoted),
    ("تو گفتی", Cue::Quoted),
    ("همان‌طور که گفتی", Cue::Quoted),
    ("همان طور که گفتی", Cue::Quoted),
    ("همانطور که گفتی", Cue::Quoted),
    ("به قول شما", Cue::Quoted),
    ("به گفته شما", Cue::Quoted),
    ("به قول خودتان", Cue::Quoted),
    ("برایم فرستادی", Cue::Quoted),
    ("پاسخ قبلی شما", Cue::Quoted),
    ("پیام قبلی شما", Cue::Quoted),
    ("پاسخ قبلی‌تان", Cue::Quoted),
    ("پاسخ قبلی تان", Cue::Quoted),
    ("جواب قبلی شما", Cue::Quoted),
    // Urdu.
    ("تم نے لکھا", Cue::Quoted),
    ("تم نے کہا", Cue::Quoted),
    ("آپ کے الفاظ میں", Cue::Quoted),
    ("آپ کے بقول", Cue::Quoted),
    ("تم نے بھیجا", Cue::Quoted),
    ("آپ کے پچھلے جواب میں", Cue::Quoted),
    ("آپ کا پچھلا جواب تھا", Cue::Quoted),
    ("آپ کے پیغام میں لکھا", Cue::Quoted),
    ("آپ نے ذکر کیا", Cue::Quoted),
    // Hindi.
    ("तुमने कहा", Cue::Quoted),
    ("तुमने भेजा", Cue::Quoted),
    ("आपके शब्दों में", Cue::Quoted),
    ("तुम्हारे शब्दों में", Cue::Quoted),
    ("आपके अनुसार", Cue::Quoted),
    ("आपका पिछला उत्तर", Cue::Quoted),
    ("आपके पिछले जवाब में", Cue::Quoted),
    ("आपके पिछले उत्तर में", Cue::Quoted),
    ("आपके संदेश में लिखा", Cue::Quoted),
    ("आपने बताया", Cue::Quoted),
    // Marathi.
    ("तुम्ही लिहिलं", Cue::Quoted),
    ("आपण लिहिले", Cue::Quoted),
    ("तू लिहिलेस", Cue::Quoted),
    ("तू म्हणालास", Cue::Quoted),
    ("तुम्ही म्हटल्याप्रमाणे", Cue::Quoted),
    ("तुमच्या शब्दांत", Cue::Quoted),
    ("तुमच्या शब्दात", Cue::Quoted),
    ("तुमचे मागील उत्तर", Cue::Quoted),
    ("तुमच्या मागील उत्तरात", Cue::Quoted),
    ("तू पाठवलेस", Cue::Quoted),
    ("आपण म्हणालात", Cue::Quoted),
    // Nepali.
    ("तिमीले लेख्यौ", Cue::Quoted),
    ("तिमीले भन्यौ", Cue::Quoted),
    ("तपाईंको शब्दमा", Cue::Quoted),
    ("तपाईँको शब्दमा", Cue::Quoted),
    ("तपाईंकै शब्दमा", Cue::Quoted),
    ("तपाईँकै शब्दमा", Cue::Quoted),
    ("तपाईंको अघिल्लो उत्तर", Cue::Quoted),
    ("तपाईँको अघिल्लो उत्तर", Cue::Quoted),
    ("तपाईंको अघिल्लो जवाफमा", Cue::Quoted),
    ("तपाईँको अघिल्लो जवाफमा", Cue::Quoted),
    ("तिमीले पठायौ", Cue::Quoted),
    // Bengali.
    ("তুমি বলেছ", Cue::Quoted),
    ("তুমি পাঠিয়েছ", Cue::Quoted),
    ("তুমি পাঠিয়েছ", Cue::Quoted),
    ("আপনি লিখেছিলেন", Cue::Quoted),
    ("আপনার কথায়", Cue::Quoted),
    ("আপনার কথায়", Cue::Quoted),
    ("আপনার ভাষায়", Cue::Quoted),
    ("আপনার ভাষায়", Cue::Quoted),
    ("তোমার ভাষায়", Cue::Quoted),
    ("তোমার ভাষায়", Cue::Quoted),
    ("আপনার আগের উত্তরে", Cue::Quoted),
    ("আপনার আগের উত্তরটি", Cue::Quoted),
    ("আপনার আগের বার্তায়", Cue::Quoted),
    ("আপনার আগের বার্তায়", Cue::Quoted),
    // Tamil.
    ("நீ எழுதிய", Cue::Quoted),
    ("நீ சொன்ன", Cue::Quoted),
    ("உங்கள் வார்த்தைகளில்", Cue::Quoted),
    ("உங்கள் சொந்த வார்த்தைகளில்", Cue::Quoted),
    ("உங்கள் முந்தைய பதிலில்", Cue::Quoted),
    ("உங்கள் முந்தைய செய்தியில்", Cue::Quoted),
    ("உங்கள் கூற்றுப்படி", Cue::Quoted),
    // Telugu.
    ("మీరు రాసింది", Cue::Quoted),
    ("నువ్వు రాసిన", Cue::Quoted),
    ("నువ్వు చెప్పిన", Cue::Quoted),
    ("మీ మాటల్లో", Cue::Quoted),
    ("మీ మాటలలో", Cue::Quoted),
    ("మీ మునుపటి సమాధానం", Cue::Quoted),
    ("మీ మునుపటి సందేశం", Cue::Quoted),
    ("మీరు రాసారు", Cue::Quoted),
    // Kannada.
    ("ನೀನು ಬರೆದ", Cue::Quoted),
    ("ನೀನು ಹೇಳಿದ", Cue::Quoted),
    ("ನಿಮ್ಮ ಮಾತುಗಳಲ್ಲಿ", Cue::Quoted),
    ("ನಿಮ್ಮ ಮಾತಿನಲ್ಲಿ", Cue::Quoted),
    ("ನಿಮ್ಮ ಹಿಂದಿನ ಉತ್ತರದಲ್ಲಿ", Cue::Quoted),
    ("ನಿಮ್ಮ ಹಿಂದಿನ ಸಂದೇಶ", Cue::Quoted),
    ("ನೀವು ತಿಳಿಸಿದ", Cue::Quoted),
    // Malayalam.
    ("നീ എഴുതിയ", Cue::Quoted),
    ("നീ പറഞ്ഞ", Cue::Quoted),
    ("നിങ്ങളുടെ വാക്കുകളിൽ", Cue::Quoted),
    ("നിങ്ങളുടെ വാക്കുകളില്‍", Cue::Quoted),
    ("നിങ്ങളുടെ മുൻ ഉത്തരം", Cue::Quoted),
    ("നിങ്ങളുടെ മുന്‍ ഉത്തരം", Cue::Quoted),
    ("നിങ്ങളുടെ മുമ്പത്തെ ഉത്തരം", Cue::Quoted),
    ("നിങ്ങളുടെ മുൻ സന്ദേശ", Cue::Quoted),
    ("നിങ്ങളുടെ മുന്‍ സന്ദേശ", Cue::Quoted),
    ("നിങ്ങൾ സൂചിപ്പിച്ച", Cue::Quoted),
    ("നിങ്ങള്‍ സൂചിപ്പിച്ച", Cue::Quoted),
    // Sinhala.
    ("ඔබ කී", Cue::Quoted),
    ("ඔබ කිව්ව", Cue::Quoted),
    ("ඔබේ වචනවලින්", Cue::Quoted),
    ("ඔබේ පෙර පිළිතුර", Cue::Quoted),
    ("ඔබේ පෙර පණිවිඩය", Cue::Quoted),
    ("ඔයා ලියපු", Cue::Quoted),
    ("ඔයා කිව්ව", Cue::Quoted),
    // Thai.
    ("คุณเขียนไว้", Cue::Quoted),
    ("ตามที่คุณกล่าว", Cue::Quoted),
    ("คุณกล่าวว่า", Cue::Quoted),
    ("ในคำพูดของคุณ", Cue::Quoted),
    ("คำตอบก่อนหน้าของคุณ", Cue::Quoted),
    ("ข้อความก่อนหน้าของคุณ", Cue::Quoted),
    ("คุณส่งให้", Cue::Quoted),
    ("คุณได้เขียน", Cue::Quoted),
    // Khmer.
    ("អ្នកសរសេរថា", Cue::Quoted),
    ("អ្នកនិយាយថា", Cue::Quoted),
    ("តាមពាក្យរបស់អ្នក", Cue::Quoted),
    ("ចម្លើយមុនរបស់អ្នក", Cue::Quoted),
    ("សារមុនរបស់អ្នក", Cue::Quoted),
    ("អ្នកផ្ញើមក", Cue::Quoted),
    // Burmese.
    ("ခင်ဗျားရေးခဲ့", Cue::Quoted),
    ("ခင်ဗျားပြောခဲ့", Cue::Quoted),
    ("သင်ပြောသလို", Cue::Quoted),
    ("သင့်စကားအတိုင်း", Cue::Quoted),
    ("သင့်ယခင်အဖြေ", Cue::Quoted),
    ("သင်ပေးပို့ခဲ့", Cue::Quoted),
    ("မင်းရေးခဲ့", Cue::Quoted),
    // Vietnamese.
    ("bạn nói rằng", Cue::Quoted),
    ("như bạn nói", Cue::Quoted),
    ("theo lời bạn", Cue::Quoted),
    ("bằng lời của bạn", Cue::Quoted),
    ("bạn gửi", Cue::Quoted),
    ("câu trả lời trước của bạn", Cue::Quoted),
    ("câu trả lời trước đó của bạn", Cue::Quoted),
    ("tin nhắn trước của bạn", Cue::Quoted),
    ("bạn đã nhắn", Cue::Quoted),
    // Indonesian.
    ("anda telah menulis", Cue::Quoted),
    ("kamu tulis", Cue::Quoted),
    ("dalam kata-kata anda", Cue::Quoted),
    ("anda mengirim", Cue::Quoted),
    ("kamu kirim", Cue::Quoted),
    ("kamu mengirim", Cue::Quoted),
    ("pesan anda berbunyi", Cue::Quoted),
    ("jawaban anda sebelumnya", Cue::Quoted),
    ("jawabanmu sebelumnya", Cue::Quoted),
    ("jawaban sebelumnya", Cue::Quoted),
    ("pesan sebelumnya", Cue::Quoted),
    // Malay.
    ("awak tulis", Cue::Quoted),
    ("awak kata", Cue::Quoted),
    ("kamu kata", Cue::Quoted),
    ("mengikut kata anda", Cue::Quoted),
    ("awak hantar", Cue::Quoted),
    ("jawapan anda sebelum ini", Cue::Quoted),
    ("jawapan terdahulu anda", Cue::Quoted),
    ("mesej anda sebelum ini", Cue::Quoted),
    ("anda telah tulis", Cue::Quoted),
    // Tagalog.
    ("sinulat mo", Cue::Quoted),
    ("isinulat ninyo", Cue::Quoted),
    ("sinabi ninyo", Cue::Quoted),
    ("sinabi niyo", Cue::Quoted),
    ("ayon sa iyo", Cue::Quoted),
    ("sa iyong mga salita", Cue::Quoted),
    ("sa sarili mong salita", Cue::Quoted),
    ("ipinadala ninyo", Cue::Quoted),
    ("pinadala mo", Cue::Quoted),
    ("ang nakaraan mong sagot", Cue::Quoted),
    ("ang iyong nakaraang sagot", Cue::Quoted),
    // Swahili.
    ("mliandika", Cue::Quoted),
    ("umeandika", Cue::Quoted),
    ("mlisema", Cue::Quoted),
    ("umesema", Cue::Quoted),
    ("kama ulivyoandika", Cue::Quoted),
    ("kwa maneno yako", Cue::Quoted),
    ("umetuma", Cue::Quoted),
    ("mlituma", Cue::Quoted),
    ("jibu lako la awali", Cue::Quoted),
    ("jibu lako la hapo awali", Cue::Quoted),
    ("ujumbe wako wa awali", Cue::Quoted),
    // Yoruba.
    ("ẹ kọ pé", Cue::Quoted),
    ("Ẹ kọ pé", Cue::Quoted),
    ("ẹ sọ pé", Cue::Quoted),
    ("Ẹ sọ pé", Cue::Quoted),
    ("gẹ́gẹ́ bí o ṣe kọ", Cue::Quoted),
    ("ní ọ̀rọ̀ tìrẹ", Cue::Quoted),
    ("ìdáhùn rẹ tẹ́lẹ̀", Cue::Quoted),
    ("ohun tí o fi ránṣẹ́", Cue::Quoted),
    ("ohun tí o sọ", Cue::Quoted),
    // Hausa.
    ("kun rubuta", Cue::Quoted),
    ("kamar yadda kika faɗa", Cue::Quoted),
    ("kamar yadda kika fada", Cue::Quoted),
    ("kamar yadda kuka faɗa", Cue::Quoted),
    ("kamar yadda kuka fada", Cue::Quoted),
    ("kamar yadda ka ce", Cue::Quoted),
    ("ka ce:", Cue::Quoted),
    ("kamar yadda kika ce", Cue::Quoted),
    ("kamar yadda kuka ce", Cue::Quoted),
    ("da kalmominka", Cue::Quoted),
    ("kun aiko", Cue::Quoted),
    ("kin aiko", Cue::Quoted),
    ("amsarka ta baya", Cue::Quoted),
    ("saƙonka na baya", Cue::Quoted),
    ("sakonka na baya", Cue::Quoted),
    // Zulu.
    ("nibhalile", Cue::Quoted),
    ("nibhale", Cue::Quoted),
    ("ubhalile", Cue::Quoted),
    ("ngamazwi akho", Cue::Quoted),
    ("ngokwamazwi akho", Cue::Quoted),
    ("impendulo yakho yangaphambilini", Cue::Quoted),
    ("umlayezo wakho wangaphambilini", Cue::Quoted),
    ("ngokusho kwakho", Cue::Quoted),
    // Amharic.
    ("የጻፍከው", Cue::Quoted),
    ("የፃፍከው", Cue::Quoted),
    ("የጻፍሽው", Cue::Quoted),
    ("የፃፍሽው", Cue::Quoted),
    ("ብለሻል", Cue::Quoted),
    ("እንዳልሽው", Cue::Quoted),
    ("በራስህ አባባል", Cue::Quoted),
    ("በቃልህ", Cue::Quoted),
    ("የቀድሞ መልስህ", Cue::Quoted),
    ("የላክኸው", Cue::Quoted),
    ("የላክሽው", Cue::Quoted),
    ("ልከሻል", Cue::Quoted),
    // Chinese.
    ("您写的", Cue::Quoted),
    ("用你的话说", Cue::Quoted),
    ("按你的说法", Cue::Quoted),
    ("你发来的", Cue::Quoted),
    ("您发来的", Cue::Quoted),
    ("你发送的", Cue::Quoted),
    ("你之前的回答", Cue::Quoted),
    ("你上一条回复", Cue::Quoted),
    ("你上次的回答", Cue::Quoted),
    ("你原来写的", Cue::Quoted),
    ("你之前写", Cue::Quoted),
    ("你寫的", Cue::Quoted),
    ("您寫的", Cue::Quoted),
    ("正如你所说", Cue::Quoted),
    // Japanese.
    ("あなたが言った", Cue::Quoted),
    ("おっしゃった", Cue::Quoted),
    ("お書きになった", Cue::Quoted),
    ("ご提示いただいた", Cue::Quoted),
    ("送っていただいた", Cue::Quoted),
    ("あなたが送った", Cue::Quoted),
    ("前回の回答", Cue::Quoted),
    ("以前の回答", Cue::Quoted),
    ("先ほどの回答", Cue::Quoted),
    // Korean.
    ("작성하신", Cue::Quoted),
    ("쓰신 내용", Cue::Quoted),
    ("보내주신", Cue::Quoted),
    ("보내 주신", Cue::Quoted),
    ("네가 쓴", Cue::Quoted),
    ("당신이 말한", Cue::Quoted),
    ("당신의 말대로", Cue::Quoted),
    ("이전 답변", Cue::Quoted),
    ("이전 메시지", Cue::Quoted),
    ("원래 쓰신", Cue::Quoted),
    // English.
    ("i meant", Cue::Answer),
    ("rather:", Cue::Answer),
    ("or rather", Cue::Answer),
    ("on second thought", Cue::Answer),
    ("the right one is", Cue::Answer),
    ("the right value is", Cue::Answer),
    ("should have been", Cue::Answer),
    ("it should be:", Cue::Answer),
    ("it should read", Cue::Answer),
    ("let me fix that", Cue::Answer),
    ("let me redo that", Cue::Answer),
    ("no wait,", Cue::Answer),
    ("amended:", Cue::Answer),
    ("here's the fix", Cue::Answer),
    ("here’s the fix", Cue::Answer),
    ("here is the fix", Cue::Answer),
    // French.
    ("rectification", Cue::Answer),
    ("je rectifie", Cue::Answer),
    ("plutôt :", Cue::Answer),
    ("plutôt:", Cue::Answer),
    ("ou plutôt", Cue::Answer),
    ("réflexion faite", Cue::Answer),
    ("à la réflexion", Cue::Answer),
    ("tout bien réfléchi", Cue::Answer),
    ("je voulais dire", Cue::Answer),
    ("la bonne valeur est", Cue::Answer),
    ("le bon est", Cue::Answer),
    ("la bonne est", Cue::Answer),
    ("corrigé", Cue::Answer),
    ("attendez, non", Cue::Answer),
    ("attends, non", Cue::Answer),
    ("erratum", Cue::Answer),
    // German.
    ("korrigiert", Cue::Answer),
    ("berichtigung", Cue::Answer),
    ("berichtigt", Cue::Answer),
    ("ich meinte", Cue::Answer),
    ("vielmehr:", Cue::Answer),
    ("besser gesagt", Cue::Answer),
    ("richtig ist:", Cue::Answer),
    ("richtig wäre", Cue::Answer),
    ("der richtige wert", Cue::Answer),
    ("warte, nein", Cue::Answer),
    ("moment, nein", Cue::Answer),
    ("bei näherer betrachtung", Cue::Answer),
    ("wenn ich es mir recht überlege", Cue::Answer),
    ("beim zweiten hinsehen", Cue::Answer),
    ("genauer gesagt", Cue::Answer),
    // Spanish.
    ("corregido", Cue::Answer),
    ("corregida", Cue::Answer),
    ("quise decir", Cue::Answer),
    ("quería decir", Cue::Answer),
    ("mejor dicho", Cue::Answer),
    ("más bien:", Cue::Answer),
    ("pensándolo mejor", Cue::Answer),
    ("pensándolo bien", Cue::Answer),
    ("rectifico", Cue::Answer),
    ("fe de erratas", Cue::Answer),
    // Portuguese.
    ("corrigido", Cue::Answer),
    ("corrigida", Cue::Answer),
    ("quis dizer", Cue::Answer),
    ("queria dizer", Cue::Answer),
    ("ou melhor", Cue::Answer),
    ("melhor dizendo", Cue::Answer),
    ("pensando bem", Cue::Answer),
    ("o correto é", Cue::Answer),
    ("a correta é", Cue::Answer),
    ("o certo é", Cue::Answer),
    ("espere, não", Cue::Answer),
    ("o valor correto", Cue::Answer),
    // Italian.
    ("corretto:", Cue::Answer),
    ("versione corretta", Cue::Answer),
    ("intendevo", Cue::Answer),
    ("o meglio", Cue::Answer),
    ("anzi:", Cue::Answer),
    ("ripensandoci", Cue::Answer),
    ("a pensarci bene", Cue::Answer),
    ("il valore corretto", Cue::Answer),
    ("quello giusto è", Cue::Answer),
    ("quella giusta è", Cue::Answer),
    ("il valore giusto", Cue::Answer),
    // Dutch.
    ("gecorrigeerd", Cue::Answer),
    ("verbetering:", Cue::Answer),
    ("ik bedoelde", Cue::Answer),
    ("beter gezegd", Cue::Answer),
    ("of liever", Cue::Answer),
    ("bij nader inzien", Cue::Answer),
    ("het juiste is", Cue::Answer),
    ("de juiste waarde", Cue::Answer),
    ("wacht, nee", Cue::Answer),
    ("preciezer gezegd", Cue::Answer),
    // Swedish.
    ("korrigerad", Cue::Answer),
    ("korrigerat", Cue::Answer),
    ("jag menade", Cue::Answer),
    ("snarare:", Cue::Answer),
    ("eller snarare", Cue::Answer),
    ("vid närmare eftertanke", Cue::Answer),
    ("det rätta är", Cue::Answer),
    ("rätt värde är", Cue::Answer),
    ("vänta, nej", Cue::Answer),
    ("rättare sagt", Cue::Answer),
    // Norwegian.
    ("korrigert", Cue::Answer),
    ("jeg mente", Cue::Answer),
    ("rettere sagt", Cue::Answer),
    ("ved nærmere ettertanke", Cue::Answer),
    ("vent, nei", Cue::Answer),
    ("riktig verdi er", Cue::Answer),
    ("den riktige verdien", Cue::Answer),
    // Danish.
    ("korrigeret", Cue::Answer),
    ("eller rettere", Cue::Answer),
    ("ved nærmere eftertanke", Cue::Answer),
    ("vent, nej", Cue::Answer),
    ("den rigtige værdi", Cue::Answer),
    // Icelandic.
    ("ég meinti", Cue::Answer),
    ("ég átti við", Cue::Answer),
    ("réttara sagt", Cue::Answer),
    ("við nánari umhugsun", Cue::Answer),
    ("hið rétta er", Cue::Answer),
    ("rétt gildi er", Cue::Answer),
    ("bíddu, nei", Cue::Answer),
    // Finnish.
    ("tarkoitin", Cue::Answer),
    ("tai pikemminkin", Cue::Answer),
    ("pikemminkin:", Cue::Answer),
    ("tarkemmin ajateltuna", Cue::Answer),
    ("oikea on", Cue::Answer),
    ("oikea arvo on", Cue::Answer),
    ("odota, ei", Cue::Answer),
    ("korjaan:", Cue::Answer),
    // Estonian.
    ("parandatud", Cue::Answer),
    ("ma pidasin silmas", Cue::Answer),
    ("täpsemalt öeldes", Cue::Answer),
    ("õigemini", Cue::Answer),
    ("järele mõeldes", Cue::Answer),
    ("õige on", Cue::Answer),
    ("õige väärtus on", Cue::Answer),
    ("oota, ei", Cue::Answer),
    // Latvian.
    ("es gribēju teikt", Cue::Answer),
    ("precīzāk sakot", Cue::Answer),
    ("pareizi ir", Cue::Answer),
    ("pareizā vērtība ir", Cue::Answer),
    ("pagaidiet, nē", Cue::Answer),
    ("pagaidi, nē", Cue::Answer),
    ("labotā versija", Cue::Answer),
    ("pārdomājot", Cue::Answer),
    ("labāk sakot", Cue::Answer),
    // Lithuanian.
    ("turėjau omenyje", Cue::Answer),
    ("tiksliau:", Cue::Answer),
    ("tiksliau sakant", Cue::Answer),
    ("teisinga yra", Cue::Answer),
    ("teisinga reikšmė", Cue::Answer),
    ("palaukite, ne", Cue::Answer),
    ("palauk, ne", Cue::Answer),
    ("gerai pagalvojus", Cue::Answer),
    // Welsh.
    ("roeddwn i'n golygu", Cue::Answer),
    ("roeddwn i’n golygu", Cue::Answer),
    ("yn hytrach:", Cue::Answer),
    ("neu'n hytrach", Cue::Answer),
    ("neu’n hytrach", Cue::Answer),
    ("y gwerth cywir", Cue::Answer),
    ("arhoswch, na", Cue::Answer),
    ("ar ail feddwl", Cue::Answer),
    ("wedi'i gywiro", Cue::Answer),
    ("wedi’i gywiro", Cue::Answer),
    ("cywiredig", Cue::Answer),
    // Irish.
    ("bhí i gceist agam", Cue::Answer),
    ("is é atá i gceist agam", Cue::Answer),
    ("níos cruinne:", Cue::Answer),
    ("an luach ceart", Cue::Answer),
    ("fan, ní hea", Cue::Answer),
    ("ar an dara smaoineamh", Cue::Answer),
    ("ceartaithe", Cue::Answer),
    // Basque.
    ("esan nahi nuen", Cue::Answer),
    ("hobeto esanda", Cue::Answer),
    ("zehazkiago", Cue::Answer),
    ("balio zuzena", Cue::Answer),
    ("itxaron, ez", Cue::Answer),
    ("hobeto pentsatuta", Cue::Answer),
    // Galician.
    ("corrixido", Cue::Answer),
    ("corrixida", Cue::Answer),
    ("quería dicir", Cue::Answer),
    ("mellor dito", Cue::Answer),
    ("máis ben:", Cue::Answer),
    ("agarda, non", Cue::Answer),
    ("pensándoo mellor", Cue::Answer),
    // Catalan.
    ("volia dir", Cue::Answer),
    ("més ben dit", Cue::Answer),
    ("millor dit", Cue::Answer),
    ("més aviat:", Cue::Answer),
    ("pensant-ho millor", Cue::Answer),
    // Maltese.
    ("ridt ngħid", Cue::Answer),
    ("ridt nghid", Cue::Answer),
    ("aħjar ngħid", Cue::Answer),
    ("ahjar nghid", Cue::Answer),
    ("jew aħjar", Cue::Answer),
    ("jew ahjar", Cue::Answer),
    ("il-valur korrett", Cue::Answer),
    ("stenna, le", Cue::Answer),
    ("wara li ħsibt aħjar", Cue::Answer),
    ("wara li hsibt ahjar", Cue::Answer),
    ("ikkoreġut", Cue::Answer),
    ("ikkoregut", Cue::Answer),
    // Afrikaans.
    ("ek het bedoel", Cue::Answer),
    ("eerder:", Cue::Answer),
    ("of eerder", Cue::Answer),
    ("die korrekte waarde", Cue::Answer),
    ("wag, nee", Cue::Answer),
    ("by nader insien", Cue::Answer),
    ("gekorrigeer", Cue::Answer),
    // Polish.
    ("poprawion", Cue::Answer),
    ("miałem na myśli", Cue::Answer),
    ("miałam na myśli", Cue::Answer),
    ("a raczej", Cue::Answer),
    ("raczej:", Cue::Answer),
    ("po namyśle", Cue::Answer),
    ("prawidłowa wartość", Cue::Answer),
    ("prawidłowo:", Cue::Answer),
    ("czekaj, nie", Cue::Answer),
    ("zaraz, nie", Cue::Answer),
    ("korekta:", Cue::Answer),
    ("sprostowanie", Cue::Answer),
    ("poprawnie:", Cue::Answer),
    // Czech.
    ("měl jsem na mysli", Cue::Answer),
    ("měla jsem na mysli", Cue::Answer),
    ("přesněji řečeno", Cue::Answer),
    ("lépe řečeno", Cue::Answer),
    ("či spíše", Cue::Answer),
    ("po zralé úvaze", Cue::Answer),
    ("při bližším pohledu", Cue::Answer),
    ("správná hodnota", Cue::Answer),
    ("počkej, ne", Cue::Answer),
    ("počkejte, ne", Cue::Answer),
    ("opraven", Cue::Answer),
    // Slovak.
    ("mal som na mysli", Cue::Answer),
    ("mala som na mysli", Cue::Answer),
    ("presnejšie povedané", Cue::Answer),
    ("lepšie povedané", Cue::Answer),
    ("po zrelej úvahe", Cue::Answer),
    ("správna hodnota", Cue::Answer),
    ("počkaj, nie", Cue::Answer),
    ("počkajte, nie", Cue::Answer),
    // Slovenian.
    ("popravljen", Cue::Answer),
    ("imel sem v mislih", Cue::Answer),
    ("imela sem v mislih", Cue::Answer),
    ("bolje rečeno", Cue::Answer),
    ("natančneje:", Cue::Answer),
    ("ko bolje premislim", Cue::Answer),
    ("pravilna vrednost", Cue::Answer),
    ("počakaj, ne", Cue::Answer),
    ("počakajte, ne", Cue::Answer),
    // Serbian (Latin).
    ("ispravljen", Cue::Answer),
    ("hteo sam da kažem", Cue::Answer),
    ("htela sam da kažem", Cue::Answer),
    ("tačnije:", Cue::Answer),
    ("tačnije rečeno", Cue::Answer),
    ("kad bolje razmislim", Cue::Answer),
    ("tačna vrednost", Cue::Answer),
    ("čekaj, ne", Cue::Answer),
    ("čekajte, ne", Cue::Answer),
    // Croatian.
    ("htio sam reći", Cue::Answer),
    ("htjela sam reći", Cue::Answer),
    ("točnije:", Cue::Answer),
    ("točnije rečeno", Cue::Answer),
    ("točna vrijednost", Cue::Answer),
    // Bosnian.
    ("tačna vrijednost", Cue::Answer),
    ("kad malo bolje razmislim", Cue::Answer),
    ("htio sam kazati", Cue::Answer),
    ("ispravna vrijednost", Cue::Answer),
    ("bolje kazano", Cue::Answer),
    // Serbian (Cyrillic).
    ("исправљен", Cue::Answer),
    ("хтео сам да кажем", Cue::Answer),
    ("хтела сам да кажем", Cue::Answer),
    ("боље речено", Cue::Answer),
    ("тачније:", Cue::Answer),
    ("тачније речено", Cue::Answer),
    ("кад боље размислим", Cue::Answer),
    ("тачна вредност", Cue::Answer),
    ("чекај, не", Cue::Answer),
    ("чекајте, не", Cue::Answer),
    // Russian.
    ("исправленн", Cue::Answer),
    ("исправлено", Cue::Answer),
    ("я имел в виду", Cue::Answer),
    ("я имела в виду", Cue::Answer),
    ("точнее:", Cue::Answer),
    ("вернее:", Cue::Answer),
    ("точнее говоря", Cue::Answer),
    ("правильно:", Cue::Answer),
    ("правильный вариант", Cue::Answer),
    ("правильное значение", Cue::Answer),
    ("подождите, нет", Cue::Answer),
    ("погодите, нет", Cue::Answer),
    ("стоп, нет", Cue::Answer),
    ("хотя нет,", Cue::Answer),
    ("если подумать", Cue::Answer),
    ("поразмыслив", Cue::Answer),
    // Ukrainian.
    ("я мав на увазі", Cue::Answer),
    ("я мала на увазі", Cue::Answer),
    ("точніше:", Cue::Answer),
    ("правильне значення", Cue::Answer),
    ("зачекайте, ні", Cue::Answer),
    ("стривайте, ні", Cue::Answer),
    ("хоча ні,", Cue::Answer),
    ("якщо подумати", Cue::Answer),
    ("поміркувавши", Cue::Answer),
    // Belarusian.
    ("выпраўлен", Cue::Answer),
    ("я меў на ўвазе", Cue::Answer),
    ("я мела на ўвазе", Cue::Answer),
    ("дакладней:", Cue::Answer),
    ("пачакайце, не", Cue::Answer),
    ("калі падумаць", Cue::Answer),
    // Bulgarian.
    ("коригиран", Cue::Answer),
    ("поправено", Cue::Answer),
    ("имах предвид", Cue::Answer),
    ("по-точно", Cue::Answer),
    ("по-скоро:", Cue::Answer),
    ("правилната стойност", Cue::Answer),
    ("чакайте, не", Cue::Answer),
    ("чакай, не", Cue::Answer),
    ("като се замисля", Cue::Answer),
    ("всъщност не", Cue::Answer),
    // Macedonian.
    ("исправено", Cue::Answer),
    ("мислев на", Cue::Answer),
    ("подобро кажано", Cue::Answer),
    ("точната вредност", Cue::Answer),
    ("всушност не", Cue::Answer),
    ("кога подобро ќе размислам", Cue::Answer),
    ("поточно кажано", Cue::Answer),
    ("или поточно", Cue::Answer),
    // Romanian.
    ("am vrut să spun", Cue::Answer),
    ("voiam să spun", Cue::Answer),
    ("mai bine zis", Cue::Answer),
    ("mai degrabă:", Cue::Answer),
    ("stați, nu", Cue::Answer),
    ("staţi, nu", Cue::Answer),
    ("stai, nu", Cue::Answer),
    ("la o a doua privire", Cue::Answer),
    ("gândindu-mă mai bine", Cue::Answer),
    ("valoarea corectă", Cue::Answer),
    ("rectificare", Cue::Answer),
    ("corecție:", Cue::Answer),
    ("corecţie:", Cue::Answer),
    ("mă corectez", Cue::Answer),
    // Hungarian.
    ("úgy értettem", Cue::Answer),
    ("pontosabban:", Cue::Answer),
    ("helyesebben", Cue::Answer),
    ("jobban mondva", Cue::Answer),
    ("várj, nem", Cue::Answer),
    ("várjon, nem", Cue::Answer),
    ("jobban belegondolva", Cue::Answer),
    ("a helyes:", Cue::Answer),
    ("javítva", Cue::Answer),
    // Greek.
    ("εννοούσα", Cue::Answer),
    ("ή μάλλον", Cue::Answer),
    ("Ή μάλλον", Cue::Answer),
    ("για την ακρίβεια", Cue::Answer),
    ("με δεύτερη σκέψη", Cue::Answer),
    ("σε δεύτερη σκέψη", Cue::Answer),
    ("περιμένετε, όχι", Cue::Answer),
    ("περίμενε, όχι", Cue::Answer),
    ("διορθώνω:", Cue::Answer),
    ("το σωστό:", Cue::Answer),
    // Albanian.
    ("desha të them", Cue::Answer),
    ("doja të thosha", Cue::Answer),
    ("më saktë", Cue::Answer),
    ("vlera e saktë", Cue::Answer),
    ("prit, jo", Cue::Answer),
    ("pritni, jo", Cue::Answer),
    ("duke menduar më mirë", Cue::Answer),
    // Turkish.
    ("düzeltiyorum", Cue::Answer),
    ("demek istedim", Cue::Answer),
    ("kastettiğim", Cue::Answer),
    ("daha doğrusu", Cue::Answer),
    ("bir daha düşününce", Cue::Answer),
    ("tekrar düşününce", Cue::Answer),
    ("doğrusu:", Cue::Answer),
    ("doğru değer", Cue::Answer),
    ("bekleyin, hayır", Cue::Answer),
    ("bekle, hayır", Cue::Answer),
    // Azerbaijani.
    ("düzəldilmiş", Cue::Answer),
    ("demək istədim", Cue::Answer),
    ("nəzərdə tuturdum", Cue::Answer),
    ("yenidən düşündükdə", Cue::Answer),
    ("doğru dəyər", Cue::Answer),
    ("gözləyin, yox", Cue::Answer),
    ("gözlə, yox", Cue::Answer),
    ("düzgün olan", Cue::Answer),
    // Georgian.
    ("შესწორებული", Cue::Answer),
    ("ვგულისხმობდი", Cue::Answer),
    ("უფრო ზუსტად", Cue::Answer),
    ("სწორი მნიშვნელობა", Cue::Answer),
    ("მოიცადეთ, არა", Cue::Answer),
    ("მოიცა, არა", Cue::Answer),
    ("დაფიქრების შემდეგ", Cue::Answer),
    ("კარგად რომ დავფიქრდი", Cue::Answer),
    // Armenian.
    ("ուղղված", Cue::Answer),
    ("նկատի ունեի", Cue::Answer),
    ("ավելի ճիշտ", Cue::Answer),
    ("ճիշտ արժեքը", Cue::Answer),
    ("սպասեք, ոչ", Cue::Answer),
    ("սպասիր, ոչ", Cue::Answer),
    ("լավ մտածելով", Cue::Answer),
    // Kazakh.
    ("түзетілген", Cue::Answer),
    ("айтайын дегенім", Cue::Answer),
    ("меңзегенім", Cue::Answer),
    ("дәлірек айтсақ", Cue::Answer),
    ("дұрысы:", Cue::Answer),
    ("дұрыс мән", Cue::Answer),
    ("күте тұрыңыз, жоқ", Cue::Answer),
    ("тоқтаңыз, жоқ", Cue::Answer),
    ("қайта ойласам", Cue::Answer),
    // Uzbek.
    ("tuzatilgan", Cue::Answer),
    ("demoqchi edim", Cue::Answer),
    ("nazarda tutgandim", Cue::Answer),
    ("aniqrog'i", Cue::Answer),
    ("aniqrogʻi", Cue::Answer),
    ("aniqrog‘i", Cue::Answer),
    ("aniqrog’i", Cue::Answer),
    ("to'g'risi:", Cue::Answer),
    ("toʻgʻrisi:", Cue::Answer),
    ("to‘g‘risi:", Cue::Answer),
    ("to’g’risi:", Cue::Answer),
    ("to'g'ri qiymat", Cue::Answer),
    ("toʻgʻri qiymat", Cue::Answer),
    ("to‘g‘ri qiymat", Cue::Answer),
    ("to’g’ri qiymat", Cue::Answer),
    ("kuting, yo'q", Cue::Answer),
    ("kuting, yoʻq", Cue::Answer),
    ("kuting, yo‘q", Cue::Answer),
    ("kuting, yo’q", Cue::Answer),
    ("qayta o'ylab ko'rsam", Cue::Answer),
    ("qayta oʻylab koʻrsam", Cue::Answer),
    ("qayta o‘ylab ko‘rsam", Cue::Answer),
    ("qayta o’ylab ko’rsam", Cue::Answer),
    ("yana o'ylab ko'rsam", Cue::Answer),
    ("yana oʻylab koʻrsam", Cue::Answer),
    ("yana o‘ylab ko‘rsam", Cue::Answer),
    ("yana o’ylab ko’rsam", Cue::Answer),
    // Mongolian.
    ("засварласан", Cue::Answer),
    ("зассан хувилбар", Cue::Answer),
    ("миний хэлэх гэсэн", Cue::Answer),
    ("хэлэх гэсэн маань", Cue::Answer),
    ("зөв утга", Cue::Answer),
    ("хүлээгээрэй, үгүй", Cue::Answer),
    ("дахин бодоход", Cue::Answer),
    // Hebrew.
    ("התכוונתי", Cue::Answer),
    ("ליתר דיוק", Cue::Answer),
    ("הערך הנכון", Cue::Answer),
    ("רגע, לא", Cue::Answer),
    ("במחשבה שנייה", Cue::Answer),
    ("אני מתקן", Cue::Answer),
    ("אני מתקנת", Cue::Answer),
    // Arabic.
    ("أقصد", Cue::Answer),
    ("بالأحرى", Cue::Answer),
    ("بعد التفكير", Cue::Answer),
    ("بعد إعادة النظر", Cue::Answer),
    ("القيمة الصحيحة", Cue::Answer),
    ("انتظر، لا", Cue::Answer),
    ("انتظر, لا", Cue::Answer),
    ("الصواب هو", Cue::Answer),
    ("المصحح", Cue::Answer),
    ("مصححة", Cue::Answer),
    // Persian.
    ("منظورم", Cue::Answer),
    ("به عبارت دقیق‌تر", Cue::Answer),
    ("به عبارت دقیق تر", Cue::Answer),
    ("دقیق‌تر بگویم", Cue::Answer),
    ("دقیق تر بگویم", Cue::Answer),
    ("بهتر بگویم", Cue::Answer),
    ("مقدار درست", Cue::Answer),
    ("صبر کنید، نه", Cue::Answer),
    ("با تجدید نظر", Cue::Answer),
    ("اصلاح‌شده", Cue::Answer),
    ("اصلاح شده", Cue::Answer),
    ("تصحیح:", Cue::Answer),
    // Urdu.
    ("میرا مطلب", Cue::Answer),
    ("رکیں، نہیں", Cue::Answer),
    ("دوبارہ سوچنے پر", Cue::Answer),
    ("اصلاح شدہ", Cue::Answer),
    ("درستگی:", Cue::Answer),
    // Hindi.
    ("मेरा मतलब", Cue::Answer),
    ("सही मान", Cue::Answer),
    ("सही मूल्य", Cue::Answer),
    ("रुकिए, नहीं", Cue::Answer),
    ("रुको, नहीं", Cue::Answer),
    ("दोबारा सोचने पर", Cue::Answer),
    ("फिर से सोचने पर", Cue::Answer),
    // Marathi.
    ("मला म्हणायचे होते", Cue::Answer),
    ("मला म्हणायचं होतं", Cue::Answer),
    ("अधिक अचूकपणे", Cue::Answer),
    ("योग्य मूल्य", Cue::Answer),
    ("थांबा, नाही", Cue::Answer),
    ("पुन्हा विचार केल्यावर", Cue::Answer),
    // Nepali.
    ("मेरो मतलब", Cue::Answer),
    ("मेरो भनाइ", Cue::Answer),
    ("अझ सही भन्नुपर्दा", Cue::Answer),
    ("पर्खनुहोस्, होइन", Cue::Answer),
    ("फेरि सोच्दा", Cue::Answer),
    ("सच्याएको", Cue::Answer),
    // Bengali.
    ("আমি বোঝাতে চেয়েছিলাম", Cue::Answer),
    ("আমি বোঝাতে চেয়েছিলাম", Cue::Answer),
    ("আরও সঠিকভাবে", Cue::Answer),
    ("সঠিক মান", Cue::Answer),
    ("দাঁড়ান, না", Cue::Answer),
    ("দাঁড়ান, না", Cue::Answer),
    ("দাঁড়াও, না", Cue::Answer),
    ("দাঁড়াও, না", Cue::Answer),
    ("আবার ভেবে দেখলে", Cue::Answer),
    ("সংশোধন:", Cue::Answer),
    // Tamil.
    ("நான் சொல்ல வந்தது", Cue::Answer),
    ("சரியாகச் சொன்னால்", Cue::Answer),
    ("இன்னும் சரியாக", Cue::Answer),
    ("சரியான மதிப்பு", Cue::Answer),
    ("காத்திருங்கள், இல்லை", Cue::Answer),
    ("மீண்டும் யோசித்தால்", Cue::Answer),
    ("திருத்தப்பட்ட", Cue::Answer),
    // Telugu.
    ("నా ఉద్దేశం", Cue::Answer),
    ("సరిగ్గా చెప్పాలంటే", Cue::Answer),
    ("సరైన విలువ", Cue::Answer),
    ("ఆగండి, కాదు", Cue::Answer),
    ("మళ్ళీ ఆలోచిస్తే", Cue::Answer),
    ("సవరించిన", Cue::Answer),
    // Kannada.
    ("ನನ್ನ ಅರ್ಥ", Cue::Answer),
    ("ಸರಿಯಾಗಿ ಹೇಳುವುದಾದರೆ", Cue::Answer),
    ("ಸರಿಯಾದ ಮೌಲ್ಯ", Cue::Answer),
    ("ನಿಲ್ಲಿ, ಇಲ್ಲ", Cue::Answer),
    ("ಮತ್ತೆ ಯೋಚಿಸಿದರೆ", Cue::Answer),
    ("ಸರಿಪಡಿಸಿದ", Cue::Answer),
    // Malayalam.
    ("ഞാൻ ഉദ്ദേശിച്ചത്", Cue::Answer),
    ("ഞാന്‍ ഉദ്ദേശിച്ചത്", Cue::Answer),
    ("കൃത്യമായി പറഞ്ഞാൽ", Cue::Answer),
    ("കൃത്യമായി പറഞ്ഞാല്‍", Cue::Answer),
    ("ശരിയായ മൂല്യം", Cue::Answer),
    ("കാത്തിരിക്കൂ, അല്ല", Cue::Answer),
    ("വീണ്ടും ആലോചിക്കുമ്പോൾ", Cue::Answer),
    ("വീണ്ടും ആലോചിക്കുമ്പോള്‍", Cue::Answer),
    ("തിരുത്തിയ", Cue::Answer),
    // Sinhala.
    ("මා අදහස් කළේ", Cue::Answer),
    ("මම අදහස් කළේ", Cue::Answer),
    ("වඩාත් නිවැරදිව", Cue::Answer),
    ("නිවැරදි අගය", Cue::Answer),
    ("ඉන්න, නැහැ", Cue::Answer),
    ("නැවත සිතා බැලූ විට", Cue::Answer),
    // Thai.
    ("ผมหมายถึง", Cue::Answer),
    ("ฉันหมายถึง", Cue::Answer),
    ("หรือพูดให้ถูกคือ", Cue::Answer),
    ("ค่าที่ถูกต้อง", Cue::Answer),
    ("เดี๋ยวนะ ไม่ใช่", Cue::Answer),
    ("คิดอีกที", Cue::Answer),
    ("ขอแก้เป็น", Cue::Answer),
    // Khmer.
    ("ខ្ញុំចង់និយាយថា", Cue::Answer),
    ("ខ្ញុំមានន័យថា", Cue::Answer),
    ("តម្លៃត្រឹមត្រូវ", Cue::Answer),
    ("ចាំបន្តិច មិនមែនទេ", Cue::Answer),
    ("ចាំបន្ដិច មិនមែនទេ", Cue::Answer),
    ("គិតម្តងទៀត", Cue::Answer),
    ("គិតម្ដងទៀត", Cue::Answer),
    ("បើគិតឡើងវិញ", Cue::Answer),
    // Burmese.
    ("ကျွန်တော်ဆိုလိုတာ", Cue::Answer),
    ("ကျွန်မဆိုလိုတာ", Cue::Answer),
    ("မှန်ကန်သောတန်ဖိုး", Cue::Answer),
    ("ခဏ၊ မဟုတ်ဘူး", Cue::Answer),
    ("ပြန်စဉ်းစားကြည့်ရင်", Cue::Answer),
    ("ပြင်ဆင်ထားသော", Cue::Answer),
    // Vietnamese.
    ("ý tôi là", Cue::Answer),
    ("đúng hơn là", Cue::Answer),
    ("nói đúng hơn", Cue::Answer),
    ("giá trị đúng", Cue::Answer),
    ("khoan, không", Cue::Answer),
    ("chờ đã, không", Cue::Answer),
    ("nghĩ lại thì", Cue::Answer),
    ("sửa thành", Cue::Answer),
    ("đã được sửa", Cue::Answer),
    // Indonesian.
    ("maksud saya", Cue::Answer),
    ("lebih tepatnya", Cue::Answer),
    ("nilai yang benar", Cue::Answer),
    ("tunggu, bukan", Cue::Answer),
    ("setelah dipikir-pikir", Cue::Answer),
    ("dikoreksi", Cue::Answer),
    ("versi yang diperbaiki", Cue::Answer),
    // Malay.
    ("lebih tepat lagi", Cue::Answer),
    ("nilai yang betul", Cue::Answer),
    ("setelah difikirkan semula", Cue::Answer),
    ("selepas difikirkan semula", Cue::Answer),
    ("dibetulkan", Cue::Answer),
    // Tagalog.
    ("ang ibig kong sabihin", Cue::Answer),
    ("o mas tamang sabihin", Cue::Answer),
    ("mas tama:", Cue::Answer),
    ("ang tamang halaga", Cue::Answer),
    ("teka, hindi", Cue::Answer),
    ("sa muling pag-iisip", Cue::Answer),
    ("naitama", Cue::Answer),
    // Swahili.
    ("nilimaanisha", Cue::Answer),
    ("ninamaanisha", Cue::Answer),
    ("kwa usahihi zaidi", Cue::Answer),
    ("thamani sahihi", Cue::Answer),
    ("subiri, hapana", Cue::Answer),
    ("kwa kufikiria upya", Cue::Answer),
    ("iliyorekebishwa", Cue::Answer),
    ("imerekebishwa", Cue::Answer),
    // Yoruba.
    ("mo ní lọ́kàn", Cue::Answer),
    ("èyí tó tọ̀nà ni", Cue::Answer),
    ("dúró, rárá", Cue::Answer),
    ("lẹ́yìn ìrònú", Cue::Answer),
    // Hausa.
    ("abin da nake nufi", Cue::Answer),
    ("ina nufin", Cue::Answer),
    ("mafi daidai", Cue::Answer),
    ("ƙimar da ta dace", Cue::Answer),
    ("Ƙimar da ta dace", Cue::Answer),
    ("kimar da ta dace", Cue::Answer),
    ("jira, a'a", Cue::Answer),
    ("jira, a’a", Cue::Answer),
    ("bayan na sake tunani", Cue::Answer),
    // Zulu.
    ("bengiqonde", Cue::Answer),
    ("ngiqonde ukuthi", Cue::Answer),
    ("ngokunembile", Cue::Answer),
    ("inani elilungile", Cue::Answer),
    ("yima, cha", Cue::Answer),
    ("ngemuva kokucabanga", Cue::Answer),
    ("okulungisiwe", Cue::Answer),
    ("elungisiwe", Cue::Answer),
    // Amharic.
    ("ማለቴ", Cue::Answer),
    ("ለማለት የፈለግኩት", Cue::Answer),
    ("በትክክል ለመናገር", Cue::Answer),
    ("ትክክለኛው እሴት", Cue::Answer),
    ("ቆይ፣ አይ", Cue::Answer),
    ("እንደገና ሳስበው", Cue::Answer),
    ("የታረመ", Cue::Answer),
    // Chinese.
    ("我的意思是", Cue::Answer),
    ("更准确地说", Cue::Answer),
    ("确切地说", Cue::Answer),
    ("正确的是", Cue::Answer),
    ("正确的应该是", Cue::Answer),
    ("应该是：", Cue::Answer),
    ("转念一想", Cue::Answer),
    ("修正后", Cue::Answer),
    ("改为：", Cue::Answer),
    ("订正", Cue::Answer),
    ("修正：", Cue::Answer),
    ("正确值", Cue::Answer),
    ("正确的值", Cue::Answer),
    ("更準確地說", Cue::Answer),
    ("正確的是", Cue::Answer),
    ("修正後", Cue::Answer),
    // Japanese.
    ("正しくは", Cue::Answer),
    ("言い直すと", Cue::Answer),
    ("正しい値は", Cue::Answer),
    ("正しいのは", Cue::Answer),
    ("待って、違", Cue::Answer),
    ("よく考えると", Cue::Answer),
    ("考え直すと", Cue::Answer),
    ("修正版", Cue::Answer),
    ("修正した", Cue::Answer),
    // Korean.
    ("제 말은", Cue::Answer),
    ("정확히는", Cue::Answer),
    ("정확히 말하면", Cue::Answer),
    ("올바른 값은", Cue::Answer),
    ("잠깐, 아니", Cue::Answer),
    ("다시 생각해 보니", Cue::Answer),
    ("다시 생각해보니", Cue::Answer),
    ("수정된", Cue::Answer),
    ("수정본", Cue::Answer),
    ("고친", Cue::Answer),
    // The stems of the verbs of correcting and their nouns, as a correction label starts
    // (`rekebish`, `ispravi`, `korjaa`, `düzelt`), and `wait, no` in more languages: a
    // fourth round, checked as the third was.
    // Swahili.
    ("rekebish", Cue::Answer),
    ("nirekebish", Cue::Answer),
    ("nitarekebish", Cue::Answer),
    ("ninarekebish", Cue::Answer),
    ("nimerekebish", Cue::Answer),
    ("turekebish", Cue::Answer),
    ("tutarekebish", Cue::Answer),
    ("kurekebish", Cue::Answer),
    ("sahihish", Cue::Answer),
    ("nisahihish", Cue::Answer),
    ("nitasahihish", Cue::Answer),
    ("ninasahihish", Cue::Answer),
    ("nimesahihish", Cue::Answer),
    ("tusahihish", Cue::Answer),
    ("kusahihish", Cue::Answer),
    ("usahihish", Cue::Answer),
    ("masahihish", Cue::Answer),
    // Yoruba.
    ("atunse", Cue::Answer),
    ("atunṣe", Cue::Answer),
    ("satunse", Cue::Answer),
    ("àtúnse", Cue::Answer),
    // Hausa.
    ("kwaskwarima", Cue::Answer),
    ("gyaggyara", Cue::Answer),
    // Zulu.
    ("lungis", Cue::Answer),
    ("ngilungis", Cue::Answer),
    ("ngizolungis", Cue::Answer),
    ("ngiyalungis", Cue::Answer),
    ("masilungis", Cue::Answer),
    ("silungis", Cue::Answer),
    ("sizolungis", Cue::Answer),
    ("ukulungis", Cue::Answer),
    ("kulungis", Cue::Answer),
    ("izilungis", Cue::Answer),
    ("isichibiyelo", Cue::Answer),
    ("izichibiyelo", Cue::Answer),
    ("ukuchibiyel", Cue::Answer),
    // Amharic.
    ("ስተካክ", Cue::Answer),
    ("ስተካከ", Cue::Answer),
    ("ላርም", Cue::Answer),
    ("ማረም", Cue::Answer),
    ("አርማለሁ", Cue::Answer),
    ("እናርም", Cue::Answer),
    ("ታርሟል", Cue::Answer),
    // Tagalog.
    ("iwasto", Cue::Answer),
    ("iwawasto", Cue::Answer),
    ("iwinawasto", Cue::Answer),
    ("iwinasto", Cue::Answer),
    ("naiwasto", Cue::Answer),
    ("wastuhin", Cue::Answer),
    ("wawastuhin", Cue::Answer),
    ("itama ko", Cue::Answer),
    ("itama natin", Cue::Answer),
    ("itama ang", Cue::Answer),
    ("itatama", Cue::Answer),
    ("itinatama", Cue::Answer),
    ("pagtatama", Cue::Answer),
    ("pagtutuwid", Cue::Answer),
    ("ituwid", Cue::Answer),
    ("itutuwid", Cue::Answer),
    ("itinuwid", Cue::Answer),
    // Malay.
    ("betulkan", Cue::Answer),
    ("membetul", Cue::Answer),
    ("memperbetul", Cue::Answer),
    ("perbetul", Cue::Answer),
    ("pindaan", Cue::Answer),
    ("membaiki", Cue::Answer),
    ("dibaiki", Cue::Answer),
    // Indonesian.
    ("mengoreksi", Cue::Answer),
    ("kukoreksi", Cue::Answer),
    ("perbaik", Cue::Answer),
    ("memperbaik", Cue::Answer),
    ("diperbaik", Cue::Answer),
    ("meralat", Cue::Answer),
    ("diralat", Cue::Answer),
    // Khmer.
    ("កែតម្រូវ", Cue::Answer),
    ("កែឲ្យត្រូវ", Cue::Answer),
    ("កែអោយត្រូវ", Cue::Answer),
    ("ខ្ញុំសូមកែ", Cue::Answer),
    ("កែសម្រួល", Cue::Answer),
    // Burmese.
    ("ပြင်ပါရစေ", Cue::Answer),
    ("ပြင်ဆင်ပါရစေ", Cue::Answer),
    ("ပြင်ဆင်ထား", Cue::Answer),
    ("ပြင်ထားတဲ့", Cue::Answer),
    ("ပြင်ထားသော", Cue::Answer),
    ("ပြင်လိုက်", Cue::Answer),
    ("ပြန်ပြင်", Cue::Answer),
    ("ပြင်ပေးပါမယ်", Cue::Answer),
    ("အမှားပြင်", Cue::Answer),
    // Thai.
    ("ขอแก้", Cue::Answer),
    ("แก้เป็น", Cue::Answer),
    ("ปรับแก้", Cue::Answer),
    ("แก้ให้ถูก", Cue::Answer),
    ("แก้ใหม่", Cue::Answer),
    // Vietnamese.
    ("sửa", Cue::Answer),
    ("cải chính", Cue::Answer),
    ("chỉnh lại", Cue::Answer),
    ("hiệu chỉnh", Cue::Answer),
    // Georgian.
    ("გასწორ", Cue::Answer),
    ("შესწორ", Cue::Answer),
    ("ვასწორ", Cue::Answer),
    ("შეასწორ", Cue::Answer),
    ("გაასწორ", Cue::Answer),
    ("ჩასწორ", Cue::Answer),
    ("გამოსწორ", Cue::Answer),
    // Armenian.
    ("ուղղե", Cue::Answer),
    ("շտկ", Cue::Answer),
    // Kazakh.
    ("түзет", Cue::Answer),
    ("дұрыста", Cue::Answer),
    // Uzbek.
    ("tuzat", Cue::Answer),
    ("to'g'rila", Cue::Answer),
    ("toʻgʻrila", Cue::Answer),
    ("to‘g‘rila", Cue::Answer),
    ("to’g’rila", Cue::Answer),
    ("тузат", Cue::Answer),
    ("тўғрила", Cue::Answer),
    // Mongolian.
    ("залруул", Cue::Answer),
    ("засъя", Cue::Answer),
    ("зассан", Cue::Answer),
    ("засах", Cue::Answer),
    ("засвар", Cue::Answer),
    // Azerbaijani.
    ("düzəlt", Cue::Answer),
    ("düzəld", Cue::Answer),
    // Turkish.
    ("düzelt", Cue::Answer),
    ("tashih", Cue::Answer),
    // Serbian (Cyrillic).
    ("исправљ", Cue::Answer),
    ("исправк", Cue::Answer),
    ("исправим", Cue::Answer),
    ("исправио", Cue::Answer),
    ("исправић", Cue::Answer),
    ("исправити", Cue::Answer),
    ("поправљ", Cue::Answer),
    ("поправк", Cue::Answer),
    ("поправим", Cue::Answer),
    ("поправио", Cue::Answer),
    ("поправић", Cue::Answer),
    ("поправити", Cue::Answer),
    ("коригов", Cue::Answer),
    // Serbian (Latin).
    ("ispravi", Cue::Answer),
    ("ispravlj", Cue::Answer),
    ("ispravk", Cue::Answer),
    ("ispravno", Cue::Answer),
    ("popravlj", Cue::Answer),
    ("popravak", Cue::Answer),
    ("popravk", Cue::Answer),
    ("popravim", Cue::Answer),
    ("popravio", Cue::Answer),
    ("popraviću", Cue::Answer),
    ("koriguj", Cue::Answer),
    ("korigov", Cue::Answer),
    // Croatian.
    ("popravit ću", Cue::Answer),
    ("korigir", Cue::Answer),
    // Slovenian.
    ("popravil bom", Cue::Answer),
    ("popravila bom", Cue::Answer),
    // Slovak.
    ("opraviť", Cue::Answer),
    ("opraví", Cue::Answer),
    ("opravm", Cue::Answer),
    ("opravov", Cue::Answer),
    ("opravy", Cue::Answer),
    ("opravu", Cue::Answer),
    ("opravou", Cue::Answer),
    ("skorigov", Cue::Answer),
    // Czech.
    ("opravil jsem", Cue::Answer),
    ("opravila jsem", Cue::Answer),
    ("dovolte mi opravit", Cue::Answer),
    ("dovolte mi to opravit", Cue::Answer),
    ("abych opravil", Cue::Answer),
    ("abych to opravil", Cue::Answer),
    ("opravě", Cue::Answer),
    ("zkorigov", Cue::Answer),
    ("korekc", Cue::Answer),
    // Polish.
    ("popraw", Cue::Answer),
    ("koryg", Cue::Answer),
    ("skoryg", Cue::Answer),
    ("korekta", Cue::Answer),
    ("korekty", Cue::Answer),
    ("korektę", Cue::Answer),
    ("sprostow", Cue::Answer),
    ("sprostuj", Cue::Answer),
    // Ukrainian.
    ("виправл", Cue::Answer),
    ("виправи", Cue::Answer),
    ("виправт", Cue::Answer),
    ("виправм", Cue::Answer),
    ("коригу", Cue::Answer),
    ("корекц", Cue::Answer),
    // Belarusian.
    ("выпраўл", Cue::Answer),
    ("выправіць", Cue::Answer),
    ("выпраўце", Cue::Answer),
    ("выправім", Cue::Answer),
    ("папраўк", Cue::Answer),
    ("папраўл", Cue::Answer),
    ("карэкц", Cue::Answer),
    // Russian.
    ("исправл", Cue::Answer),
    ("исправь", Cue::Answer),
    ("исправил", Cue::Answer),
    ("исправить", Cue::Answer),
    ("поправл", Cue::Answer),
    ("поправить", Cue::Answer),
    ("корректир", Cue::Answer),
    ("коррекци", Cue::Answer),
    // Bulgarian.
    ("поправя", Cue::Answer),
    ("поправих", Cue::Answer),
    ("поправен", Cue::Answer),
    ("коригир", Cue::Answer),
    // Macedonian.
    ("исправам", Cue::Answer),
    ("исправив", Cue::Answer),
    ("поправам", Cue::Answer),
    ("поправив", Cue::Answer),
    // Romanian.
    ("corect", Cue::Answer),
    ("corecți", Cue::Answer),
    ("corecţi", Cue::Answer),
    ("rectific", Cue::Answer),
    ("amendament", Cue::Answer),
    // Hungarian.
    ("javít", Cue::Answer),
    ("kijavít", Cue::Answer),
    ("helyesbít", Cue::Answer),
    ("korrigál", Cue::Answer),
    // Greek.
    ("διορθ", Cue::Answer),
    ("διόρθ", Cue::Answer),
    // Hebrew.
    ("לתקן", Cue::Answer),
    ("אתקן", Cue::Answer),
    ("נתקן", Cue::Answer),
    ("תיקנ", Cue::Answer),
    ("תוקן", Cue::Answer),
    ("מתוקנ", Cue::Answer),
    ("תיקונ", Cue::Answer),
    // Arabic.
    ("صحح", Cue::Answer),
    ("صحّح", Cue::Answer),
    ("تعديل", Cue::Answer),
    ("استدراك", Cue::Answer),
    ("تصويب:", Cue::Answer),
    // Persian.
    ("اصلاح می", Cue::Answer),
    ("اصلاح کن", Cue::Answer),
    ("اصلاح شد", Cue::Answer),
    ("اصلاح‌شد", Cue::Answer),
    ("درستش می", Cue::Answer),
    ("درستش کن", Cue::Answer),
    // Urdu.
    ("درست کر", Cue::Answer),
    ("ٹھیک کر", Cue::Answer),
    ("اصلاح کر", Cue::Answer),
    ("ترمیم", Cue::Answer),
    // Hindi.
    ("ठीक कर", Cue::Answer),
    ("दुरुस्त कर", Cue::Answer),
    // Marathi.
    ("दुरुस्त के", Cue::Answer),
    // Bengali.
    ("সংশোধ", Cue::Answer),
    ("শুধরে", Cue::Answer),
    ("শুধরা", Cue::Answer),
    ("শুধরি", Cue::Answer),
    // Tamil.
    ("திருத்துக", Cue::Answer),
    ("திருத்துவ", Cue::Answer),
    ("திருத்தும்", Cue::Answer),
    ("திருத்துங்", Cue::Answer),
    ("திருத்தி", Cue::Answer),
    ("சரிசெய்", Cue::Answer),
    // Telugu.
    ("సవరి", Cue::Answer),
    ("సరిచే", Cue::Answer),
    ("సరిదిద్ద", Cue::Answer),
    ("దిద్దుబాటు", Cue::Answer),
    // Kannada.
    ("ಸರಿಪಡಿಸ", Cue::Answer),
    // Malayalam.
    ("തിരുത്ത", Cue::Answer),
    ("ശരിയാക്ക", Cue::Answer),
    // Nepali.
    ("सच्याउ", Cue::Answer),
    ("सच्याऊ", Cue::Answer),
    ("सच्याएँ", Cue::Answer),
    ("सच्याऔं", Cue::Answer),
    ("सच्याइ", Cue::Answer),
    ("ठीक पार", Cue::Answer),
    // Sinhala.
    ("නිවැරදි කර", Cue::Answer),
    ("සංශෝධන", Cue::Answer),
    // Welsh.
    ("cywir", Cue::Answer),
    ("gywir", Cue::Answer),
    ("chywir", Cue::Answer),
    ("nghywir", Cue::Answer),
    ("trwsio", Cue::Answer),
    ("trwsiaf", Cue::Answer),
    ("trwsiais", Cue::Answer),
    ("drwsio", Cue::Answer),
    ("diwygiedig", Cue::Answer),
    // Irish.
    ("ceartaigh", Cue::Answer),
    ("cheartaigh", Cue::Answer),
    ("ceartóidh", Cue::Answer),
    ("ceartaí", Cue::Answer),
    ("cheartú", Cue::Answer),
    ("deisigh", Cue::Answer),
    ("dheisigh", Cue::Answer),
    // Basque.
    ("zuzentze", Cue::Answer),
    ("zuzen dezad", Cue::Answer),
    ("zuzen dezagun", Cue::Answer),
    ("konpond", Cue::Answer),
    ("konpontze", Cue::Answer),
    // Galician.
    ("corrix", Cue::Answer),
    ("emenda", Cue::Answer),
    // Catalan.
    ("corregi", Cue::Answer),
    ("esmena", Cue::Answer),
    ("esmeno", Cue::Answer),
    ("esmene", Cue::Answer),
    // Maltese.
    ("ikkoreġ", Cue::Answer),
    ("ikkoreg", Cue::Answer),
    ("nikkoreġ", Cue::Answer),
    ("nikkoreg", Cue::Answer),
    ("tikkoreġ", Cue::Answer),
    ("tikkoreg", Cue::Answer),
    // Albanian.
    ("korrigj", Cue::Answer),
    ("ndreq", Cue::Answer),
    // Afrikaans.
    ("korrigeer", Cue::Answer),
    ("verbeter", Cue::Answer),
    ("regstell", Cue::Answer),
    ("dit regstel", Cue::Answer),
    // Dutch.
    ("corriger", Cue::Answer),
    ("corrigeer", Cue::Answer),
    ("rechtzet", Cue::Answer),
    ("recht te zetten", Cue::Answer),
    // Estonian.
    ("parandan", Cue::Answer),
    ("parandame", Cue::Answer),
    ("parandada", Cue::Answer),
    ("parandasin", Cue::Answer),
    ("parandage", Cue::Answer),
    // Latvian.
    ("labot", Cue::Answer),
    ("laboj", Cue::Answer),
    ("labošu", Cue::Answer),
    ("labosim", Cue::Answer),
    ("izlabo", Cue::Answer),
    // Lithuanian.
    ("patais", Cue::Answer),
    ("ištais", Cue::Answer),
    ("taisym", Cue::Answer),
    // Finnish.
    ("korjaa", Cue::Answer),
    ("korjatt", Cue::Answer),
    ("korjataan", Cue::Answer),
    ("oikais", Cue::Answer),
    // Icelandic.
    ("lagfær", Cue::Answer),
    // Norwegian.
    ("korriger", Cue::Answer),
    ("la meg rette", Cue::Answer),
    ("jeg retter", Cue::Answer),
    ("retting", Cue::Answer),
    ("beriktig", Cue::Answer),
    // Danish.
    ("lad mig rette", Cue::Answer),
    ("berigtig", Cue::Answer),
    // Swedish.
    ("rättar", Cue::Answer),
    ("rättat", Cue::Answer),
    ("rättad", Cue::Answer),
    ("låt mig rätta", Cue::Answer),
    // Swahili.
    ("ngoja, hapana", Cue::Answer),
    ("ngojeni, hapana", Cue::Answer),
    // Yoruba.
    ("duro, rara", Cue::Answer),
    // Hausa.
    ("dakata, a'a", Cue::Answer),
    ("dakata, a’a", Cue::Answer),
    // Zulu.
    ("linda, cha", Cue::Answer),
    ("lindani, cha", Cue::Answer),
    // Amharic.
    ("ቆይ, አይ", Cue::Answer),
    ("ቆዩ፣ አይ", Cue::Answer),
    // Tagalog.
    ("teka lang, hindi", Cue::Answer),
    // Malay.
    ("tunggu sekejap, bukan", Cue::Answer),
    // Indonesian.
    ("tunggu dulu, bukan", Cue::Answer),
    ("eh, bukan", Cue::Answer),
    // Khmer.
    ("ចាំសិន មិនមែនទេ", Cue::Answer),
    // Burmese.
    ("ခဏ မဟုတ်ဘူး", Cue::Answer),
    ("နေဦး၊ မဟုတ်ဘူး", Cue::Answer),
    // Thai.
    ("เดี๋ยวก่อน ไม่ใช่", Cue::Answer),
    ("เดี๋ยวนะ ไม่ถูก", Cue::Answer),
    // Vietnamese.
    ("đợi đã, không", Cue::Answer),
    ("khoan đã, không", Cue::Answer),
    ("chờ chút, không", Cue::Answer),
    // Georgian.
    ("მოიცადე, არა", Cue::Answer),
    ("ერთი წუთით, არა", Cue::Answer),
    // Armenian.
    ("մի րոպե, ոչ", Cue::Answer),
    // Kazakh.
    ("күте тұр, жоқ", Cue::Answer),
    ("тоқта, жоқ", Cue::Answer),
    // Uzbek.
    ("to'xtang, yo'q", Cue::Answer),
    ("toʻxtang, yoʻq", Cue::Answer),
    ("to‘xtang, yo‘q", Cue::Answer),
    ("to’xtang, yo’q", Cue::Answer),
    ("to'xta, yo'q", Cue::Answer),
    ("toʻxta, yoʻq", Cue::Answer),
    ("to‘xta, yo‘q", Cue::Answer),
    ("to’xta, yo’q", Cue::Answer),
    ("тўхтанг, йўқ", Cue::Answer),
    ("кутинг, йўқ", Cue::Answer),
    // Mongolian.
    ("хүлээ, үгүй", Cue::Answer),
    // Azerbaijani.
    ("dayan, yox", Cue::Answer),
    ("dayanın, yox", Cue::Answer),
    ("bir dəqiqə, yox", Cue::Answer),
    // Turkish.
    ("dur, hayır", Cue::Answer),
    ("durun, hayır", Cue::Answer),
    ("bir dakika, hayır", Cue::Answer),
    // Serbian (Cyrillic).
    ("стани, не", Cue::Answer),
    // Serbian (Latin).
    ("stani, ne", Cue::Answer),
    // Croatian.
    ("čekajte malo, ne", Cue::Answer),
    // Slovenian.
    ("počakaj malo, ne", Cue::Answer),
    // Slovak.
    ("momentík, nie", Cue::Answer),
    ("počkaj chvíľu, nie", Cue::Answer),
    // Czech.
    ("chvilku, ne", Cue::Answer),
    ("vydrž, ne", Cue::Answer),
    // Polish.
    ("chwila, nie", Cue::Answer),
    ("chwileczkę, nie", Cue::Answer),
    // Ukrainian.
    ("стоп, ні", Cue::Answer),
    ("хвилинку, ні", Cue::Answer),
    ("почекайте, ні", Cue::Answer),
    // Belarusian.
    ("стоп, не", Cue::Answer),
    ("хвілінку, не", Cue::Answer),
    // Russian.
    ("подожди, нет", Cue::Answer),
    ("погоди, нет", Cue::Answer),
    ("постойте, нет", Cue::Answer),
    ("минутку, нет", Cue::Answer),
    // Bulgarian.
    ("стой, не", Cue::Answer),
    // Macedonian.
    ("почекајте малку, не", Cue::Answer),
    // Romanian.
    ("așteaptă, nu", Cue::Answer),
    ("aşteaptă, nu", Cue::Answer),
    ("așteptați, nu", Cue::Answer),
    ("aşteptaţi, nu", Cue::Answer),
    // Hungarian.
    ("várjunk, nem", Cue::Answer),
    ("várjunk csak, nem", Cue::Answer),
    // Greek.
    ("στάσου, όχι", Cue::Answer),
    ("μισό λεπτό, όχι", Cue::Answer),
    // Hebrew.
    ("חכה, לא", Cue::Answer),
    ("רגע אחד, לא", Cue::Answer),
    // Arabic.
    ("مهلاً، لا", Cue::Answer),
    ("مهلا، لا", Cue::Answer),
    ("لحظة، لا", Cue::Answer),
    ("مهلاً, لا", Cue::Answer),
    // Persian.
    ("صبر کن، نه", Cue::Answer),
    ("یک لحظه، نه", Cue::Answer),
    // Urdu.
    ("رکو، نہیں", Cue::Answer),
    ("ٹھہریں، نہیں", Cue::Answer),
    ("ایک منٹ، نہیں", Cue::Answer),
    // Hindi.
    ("ठहरिए, नहीं", Cue::Answer),
    ("एक मिनट, नहीं", Cue::Answer),
    ("रुकें, नहीं", Cue::Answer),
    // Marathi.
    ("थांबा जरा, नाही", Cue::Answer),
    ("एक मिनिट, नाही", Cue::Answer),
    // Bengali.
    ("এক মিনিট, না", Cue::Answer),
    // Tamil.
    ("பொறுங்கள், இல்லை", Cue::Answer),
    ("ஒரு நிமிடம், இல்லை", Cue::Answer),
    // Telugu.
    ("ఆగు, కాదు", Cue::Answer),
    ("ఒక్క నిమిషం, కాదు", Cue::Answer),
    // Kannada.
    ("ಒಂದು ನಿಮಿಷ, ಇಲ್ಲ", Cue::Answer),
    // Malayalam.
    ("നിൽക്കൂ, അല്ല", Cue::Answer),
    ("ഒരു നിമിഷം, അല്ല", Cue::Answer),
    // Nepali.
    ("पर्खनुस्, होइन", Cue::Answer),
    ("एक छिन, होइन", Cue::Answer),
    // Welsh.
    ("aros funud, na", Cue::Answer),
    // Irish.
    ("fan nóiméad, ní hea", Cue::Answer),
    ("fanaigí, ní hea", Cue::Answer),
    // Basque.
    ("itxaron pixka bat, ez", Cue::Answer),
    ("itxoin, ez", Cue::Answer),
    // Galician.
    ("agarde, non", Cue::Answer),
    // Catalan.
    ("espereu, no", Cue::Answer),
    // Maltese.
    ("stennew, le", Cue::Answer),
    // Albanian.
    ("një moment, jo", Cue::Answer),
    ("prisni pak, jo", Cue::Answer),
    // Afrikaans.
    ("wag bietjie, nee", Cue::Answer),
    ("wag net, nee", Cue::Answer),
    // Dutch.
    ("wacht even, nee", Cue::Answer),
    ("momentje, nee", Cue::Answer),
    // Estonian.
    ("oodake, ei", Cue::Answer),
    // Latvian.
    ("mirklīti, nē", Cue::Answer),
    // Lithuanian.
    ("minutėlę, ne", Cue::Answer),
    ("akimirką, ne", Cue::Answer),
    // Finnish.
    ("hetkinen, ei", Cue::Answer),
    ("odottakaa, ei", Cue::Answer),
    // Icelandic.
    ("bíðið, nei", Cue::Answer),
    ("augnablik, nei", Cue::Answer),
    // Norwegian.
    ("vent litt, nei", Cue::Answer),
    // Danish.
    ("vent lidt, nej", Cue::Answer),
    ("øjeblik, nej", Cue::Answer),
    // Swedish.
    ("vänta lite, nej", Cue::Answer),
    // A fifth round: labels of the answer and of an example in more languages (whole words where a longer word starts with them).
    // Igbo.
    ("azịza", Cue::Answer),
    ("aziza ", Cue::Answer),
    ("ọsịsa", Cue::Answer),
    ("Ọsịsa", Cue::Answer),
    ("nzaghachi", Cue::Answer),
    ("nsonaazụ", Cue::Answer),
    ("nsonazụ", Cue::Answer),
    ("nsonaazu", Cue::Answer),
    ("ọmụmaatụ", Cue::Example),
    ("Ọmụmaatụ", Cue::Example),
    ("ọmụmatụ", Cue::Example),
    ("Ọmụmatụ", Cue::Example),
    ("omumaatu", Cue::Example),
    ("omumatu", Cue::Example),
    ("ihe atụ ", Cue::Example),
    ("ihe atu ", Cue::Example),
    // Yoruba.
    ("èsì ", Cue::Answer),
    ("àwòkọ́ṣe", Cue::Example),
    ("awokose", Cue::Example),
    // Hausa.
    ("amsoshi", Cue::Answer),
    ("martani", Cue::Answer),
    ("misalai", Cue::Example),
    // Zulu.
    ("izimpendulo", Cue::Answer),
    ("imiphumela", Cue::Answer),
    ("izibonelo", Cue::Example),
    ("ithempulethi", Cue::Example),
    // Xhosa.
    ("iimpendulo", Cue::Answer),
    ("isiphumo", Cue::Answer),
    ("iziphumo", Cue::Answer),
    ("umzekelo", Cue::Example),
    ("imizekelo", Cue::Example),
    ("ngokomzekelo", Cue::Example),
    // Shona.
    ("mhinduro", Cue::Answer),
    ("mhedzisiro", Cue::Answer),
    ("mugumisiro", Cue::Answer),
    ("muenzaniso", Cue::Example),
    ("mienzaniso", Cue::Example),
    ("semuenzaniso", Cue::Example),
    ("somuenzaniso", Cue::Example),
    // Somali.
    ("jawaab", Cue::Answer),
    ("natiij", Cue::Answer),
    ("tusaal", Cue::Example),
    ("muunad", Cue::Example),
    // Oromo.
    ("deebii", Cue::Answer),
    ("bu'aa ", Cue::Answer),
    ("bu’aa ", Cue::Answer),
    ("buʼaa ", Cue::Answer),
    ("bu'aan ", Cue::Answer),
    ("bu’aan ", Cue::Answer),
    ("buʼaan ", Cue::Answer),
    ("fakkeenya", Cue::Example),
    ("fkn.", Cue::Example),
    // Amharic.
    ("ምላሽ", Cue::Answer),
    ("መልሱ", Cue::Answer),
    ("መልሶች", Cue::Answer),
    ("ውጤቱ", Cue::Answer),
    ("ውጤቶች", Cue::Answer),
    ("ውፅዓት", Cue::Answer),
    ("ውጽዓት", Cue::Answer),
    // Tigrinya.
    ("መልሲ", Cue::Answer),
    ("ውጽኢት", Cue::Answer),
    ("ውፅኢት", Cue::Answer),
    ("ኣብነት", Cue::Example),
    // Kinyarwanda.
    ("igisubizo", Cue::Answer),
    ("ibisubizo", Cue::Answer),
    ("ibyavuye", Cue::Answer),
    ("urugero:", Cue::Example),
    ("nk'urugero", Cue::Example),
    ("nk’urugero", Cue::Example),
    ("nkʼurugero", Cue::Example),
    ("ingero:", Cue::Example),
    ("inyandikorugero", Cue::Example),
    // Kirundi.
    ("inyishu", Cue::Answer),
    ("akarorero", Cue::Example),
    // Malagasy.
    ("valiny", Cue::Answer),
    ("vokatra", Cue::Answer),
    ("ohatra:", Cue::Example),
    ("ohatra,", Cue::Example),
    ("ho ohatra", Cue::Example),
    ("santionany", Cue::Example),
    // Wolof.
    ("tontu", Cue::Answer),
    ("njeexital", Cue::Answer),
    ("misaal", Cue::Example),
    // Lingala.
    ("eyano", Cue::Answer),
    ("biyano", Cue::Answer),
    ("mbano", Cue::Answer),
    ("ndakisa", Cue::Example),
    ("bandakisa", Cue::Example),
    // Chichewa.
    ("yankho", Cue::Answer),
    ("mayankho", Cue::Answer),
    ("chitsanzo", Cue::Example),
    ("mwachitsanzo", Cue::Example),
    ("zitsanzo", Cue::Example),
    // Sesotho.
    ("karabo", Cue::Answer),
    ("dikarabo", Cue::Answer),
    ("sephetho", Cue::Answer),
    ("diphetho", Cue::Answer),
    ("mohlala", Cue::Example),
    ("mehlala", Cue::Example),
    // Setswana.
    ("maduo", Cue::Answer),
    ("ka sekai", Cue::Example),
    ("sekai:", Cue::Example),
    // Sepedi.
    ("dipoelo", Cue::Answer),
    // Xitsonga.
    ("nhlamulo", Cue::Answer),
    ("mbuyelo", Cue::Answer),
    ("xikombiso", Cue::Example),
    // Swati.
    ("imphendvulo", Cue::Answer),
    ("sibonelo", Cue::Example),
    // Akan (Twi).
    ("mmuae", Cue::Answer),
    ("nhwɛso", Cue::Example),
    // Ewe.
    ("ŋuɖoɖo", Cue::Answer),
    ("kpɔɖeŋu", Cue::Example),
    // Bambara.
    ("jaabi", Cue::Answer),
    // Luganda.
    ("eky'okuddamu", Cue::Answer),
    ("eky’okuddamu", Cue::Answer),
    ("ekyʼokuddamu", Cue::Answer),
    ("ekyokuddamu", Cue::Answer),
    ("eky'okulabirako", Cue::Example),
    ("eky’okulabirako", Cue::Example),
    ("ekyʼokulabirako", Cue::Example),
    ("ekyokulabirako", Cue::Example),
    ("by'okulabirako", Cue::Example),
    ("by’okulabirako", Cue::Example),
    ("byʼokulabirako", Cue::Example),
    // Swahili.
    ("majibu", Cue::Answer),
    ("mifano", Cue::Example),
    // Tajik.
    ("ҷавоб ", Cue::Answer),
    ("ҷавоби ", Cue::Answer),
    ("ҷавобҳо", Cue::Answer),
    ("чавоб ", Cue::Answer),
    ("натиҷа", Cue::Answer),
    ("натича", Cue::Answer),
    ("мисол:", Cue::Example),
    ("мисоли", Cue::Example),
    ("мисолҳо", Cue::Example),
    ("мисоллар", Cue::Example),
    ("масалан", Cue::Example),
    ("намуна", Cue::Example),
    // Uzbek (Cyrillic).
    ("жавоб ", Cue::Answer),
    ("жавоби", Cue::Answer),
    ("жавоблар", Cue::Answer),
    ("натижа", Cue::Answer),
    ("қоралама", Cue::Example),
    // Turkmen.
    ("jogap ", Cue::Answer),
    ("jogaby", Cue::Answer),
    ("jogaplar", Cue::Answer),
    ("netije", Cue::Answer),
    ("mysal", Cue::Example),
    // Kyrgyz.
    ("жооп ", Cue::Answer),
    ("жообу", Cue::Answer),
    ("жооптор", Cue::Answer),
    ("натыйжа", Cue::Answer),
    ("мисал", Cue::Example),
    ("үлгү ", Cue::Example),
    ("үлгүсү", Cue::Example),
    ("үлгүлөр", Cue::Example),
    // Kazakh.
    ("жауаптар", Cue::Answer),
    ("jauap ", Cue::Answer),
    ("jauaby", Cue::Answer),
    ("nätije", Cue::Answer),
    // Tatar.
    ("җавап ", Cue::Answer),
    ("җавабы", Cue::Answer),
    ("җаваплар", Cue::Answer),
    ("нәтиҗә", Cue::Answer),
    ("мәсәлән", Cue::Example),
    ("үрнәк", Cue::Example),
    // Bashkir.
    ("яуап ", Cue::Answer),
    ("яуабы", Cue::Answer),
    ("яуаптар", Cue::Answer),
    ("һөҙөмтә", Cue::Answer),
    ("миҫал", Cue::Example),
    ("мәҫәлән", Cue::Example),
    ("өлгө ", Cue::Example),
    // Chuvash.
    ("хурав", Cue::Answer),
    ("тӗслӗх", Cue::Example),
    ("тĕслĕх", Cue::Example),
    ("сӑмахран", Cue::Example),
    ("сăмахран", Cue::Example),
    // Mongolian.
    ("хариу ", Cue::Answer),
    // Uyghur.
    ("جاۋاب ", Cue::Answer),
    ("جاۋابى", Cue::Answer),
    ("جاۋابلار", Cue::Answer),
    ("نەتىجە", Cue::Answer),
    ("مىسال", Cue::Example),
    ("مەسىلەن", Cue::Example),
    ("ئەۋرىشكە", Cue::Example),
    // Ossetian.
    ("дзуапп", Cue::Answer),
    ("фæстиуæг", Cue::Answer),
    ("дæнцæг", Cue::Example),
    // Pashto.
    ("ځواب ", Cue::Answer),
    ("ځوابونه", Cue::Answer),
    ("پایله", Cue::Answer),
    ("بېلګه", Cue::Example),
    ("بېلګې", Cue::Example),
    ("بیلګه", Cue::Example),
    ("بیلګې", Cue::Example),
    ("بېلگه", Cue::Example),
    // Sindhi.
    ("نتيجو", Cue::Answer),
    ("نتيجا", Cue::Answer),
    ("نمونو", Cue::Example),
    // Kurdish (Kurmanji).
    ("bersiv", Cue::Answer),
    ("encam ", Cue::Answer),
    ("encama ", Cue::Answer),
    ("encamê", Cue::Answer),
    ("mînak", Cue::Example),
    ("minak ", Cue::Example),
    ("nimûne", Cue::Example),
    ("nimune ", Cue::Example),
    // Kurdish (Sorani).
    ("وەڵام", Cue::Answer),
    ("وەلام", Cue::Answer),
    ("ئەنجام ", Cue::Answer),
    ("ئەنجامەک", Cue::Answer),
    ("نموونە", Cue::Example),
    // Punjabi (Gurmukhi).
    ("ਜਵਾਬ ", Cue::Answer),
    ("ਜਵਾਬਾਂ", Cue::Answer),
    ("ਉੱਤਰ:", Cue::Answer),
    ("ਨਤੀਜਾ", Cue::Answer),
    ("ਨਤੀਜੇ", Cue::Answer),
    ("ਉਦਾਹਰਨ", Cue::Example),
    ("ਉਦਾਹਰਣ", Cue::Example),
    ("ਮਿਸਾਲ", Cue::Example),
    ("ਨਮੂਨਾ", Cue::Example),
    ("ਨਮੂਨੇ", Cue::Example),
    ("ਖਰੜਾ", Cue::Example),
    // Punjabi (Shahmukhi).
    ("نتیجا", Cue::Answer),
    // Gujarati.
    ("જવાબ ", Cue::Answer),
    ("જવાબો", Cue::Answer),
    ("ઉત્તર:", Cue::Answer),
    ("પરિણામ", Cue::Answer),
    ("ઉદાહરણ", Cue::Example),
    ("દાખલો", Cue::Example),
    ("દાખલા તરીકે", Cue::Example),
    ("નમૂનો", Cue::Example),
    ("નમૂના", Cue::Example),
    // Odia.
    ("ଉତ୍ତର:", Cue::Answer),
    ("ଉତ୍ତର ହେଉଛି", Cue::Answer),
    ("ଫଳାଫଳ", Cue::Answer),
    ("ଉଦାହରଣ", Cue::Example),
    ("ନମୁନା", Cue::Example),
    // Assamese.
    ("উত্তৰ ", Cue::Answer),
    ("উত্তৰঃ", Cue::Answer),
    ("উত্তৰটো", Cue::Answer),
    ("উদাহৰণ", Cue::Example),
    // Marathi.
    ("उदा.", Cue::Example),
    ("प्रतिसाद", Cue::Answer),
    // Hindi.
    ("उदा:", Cue::Example),
    // Sinhala.
    ("ප්‍රතිචාරය", Cue::Answer),
    ("ප්රතිචාරය", Cue::Answer),
    ("උදා.", Cue::Example),
    ("උදා:", Cue::Example),
    // Tamil.
    ("விடை:", Cue::Answer),
    ("முடிவு:", Cue::Answer),
    ("எ.கா.", Cue::Example),
    ("எ.கா:", Cue::Example),
    // Telugu.
    ("ఉదా:", Cue::Example),
    ("ఉదా.", Cue::Example),
    // Kannada.
    ("ಉದಾ:", Cue::Example),
    ("ಉದಾ.", Cue::Example),
    // Malayalam.
    ("ഉദാ:", Cue::Example),
    ("ഉദാ.", Cue::Example),
    // Dhivehi.
    ("ޖަވާބު", Cue::Answer),
    ("ނަތީޖާ", Cue::Answer),
    ("މިސާލު", Cue::Example),
    // Tibetan.
    ("ལན་འདེབས", Cue::Answer),
    ("གྲུབ་འབྲས", Cue::Answer),
    ("འབྲས་བུ", Cue::Answer),
    ("དཔེར་ན", Cue::Example),
    ("དཔེ་མཚོན", Cue::Example),
    // Burmese.
    ("တုံ့ပြန်ချက်", Cue::Answer),
    // Khmer.
    ("ការឆ្លើយតប", Cue::Answer),
    // Lao.
    ("ຄຳຕອບ", Cue::Answer),
    ("ຄໍາຕອບ", Cue::Answer),
    ("ຜົນລັບ", Cue::Answer),
    ("ຜົນໄດ້ຮັບ", Cue::Answer),
    ("ຕົວຢ່າງ", Cue::Example),
    ("ແມ່ແບບ", Cue::Example),
    // Shan.
    ("ၶေႃႈတွပ်ႇ", Cue::Answer),
    ("တူဝ်ယၢင်ႇ", Cue::Example),
    // Hmong.
    ("lus teb ", Cue::Answer),
    ("qhov tshwm sim", Cue::Answer),
    ("piv txwv", Cue::Example),
    // Cebuano.
    ("tubag ", Cue::Answer),
    ("pananglitan", Cue::Example),
    ("ehemplo", Cue::Example),
    ("sampol", Cue::Example),
    // Ilocano.
    ("sungbat", Cue::Answer),
    ("pagarigan", Cue::Example),
    // Javanese.
    ("wangsulan", Cue::Answer),
    ("tuladha", Cue::Example),
    ("contone ", Cue::Example),
    ("upamane ", Cue::Example),
    // Sundanese.
    ("waleran", Cue::Answer),
    ("contona", Cue::Example),
    ("upamana", Cue::Example),
    ("misalna", Cue::Example),
    // Minangkabau.
    ("misalnyo", Cue::Example),
    // Tetum.
    ("rezultadu", Cue::Answer),
    ("ezemplu", Cue::Example),
    // Maori.
    ("whakautu", Cue::Answer),
    ("otinga", Cue::Answer),
    ("hei tauira", Cue::Example),
    // Samoan.
    ("tali:", Cue::Answer),
    ("i'uga", Cue::Answer),
    ("i’uga", Cue::Answer),
    ("iʻuga", Cue::Answer),
    ("i‘uga", Cue::Answer),
    ("fa'ata'itaiga", Cue::Example),
    ("fa’ata’itaiga", Cue::Example),
    ("faʻataʻitaiga", Cue::Example),
    ("fa‘ata‘itaiga", Cue::Example),
    ("faataitaiga", Cue::Example),
    // Tongan.
    ("ko e tali", Cue::Answer),
    ("sīpinga", Cue::Example),
    ("sipinga", Cue::Example),
    ("fakatātā", Cue::Example),
    // Fijian.
    ("na isau", Cue::Answer),
    ("isau:", Cue::Answer),
    ("ivakaraitaki", Cue::Example),
    // Hawaiian.
    ("ka pane ", Cue::Answer),
    ("pane:", Cue::Answer),
    ("hopena", Cue::Answer),
    ("la'ana", Cue::Example),
    ("la’ana", Cue::Example),
    ("laʻana", Cue::Example),
    ("la‘ana", Cue::Example),
    ("ho'ohālike", Cue::Example),
    ("ho’ohālike", Cue::Example),
    ("hoʻohālike", Cue::Example),
    ("ho‘ohālike", Cue::Example),
    ("ho'ohalike", Cue::Example),
    ("ho’ohalike", Cue::Example),
    ("hoʻohalike", Cue::Example),
    ("ho‘ohalike", Cue::Example),
    // Chinese.
    ("比如", Cue::Example),
    ("譬如", Cue::Example),
    ("比方说", Cue::Example),
    ("比方說", Cue::Example),
    ("范例", Cue::Example),
    ("範例", Cue::Example),
    ("样例", Cue::Example),
    ("樣例", Cue::Example),
    ("样本", Cue::Example),
    ("樣本", Cue::Example),
    ("范本", Cue::Example),
    ("範本", Cue::Example),
    ("模版", Cue::Example),
    ("举例", Cue::Example),
    ("舉例", Cue::Example),
    ("答复", Cue::Answer),
    ("答覆", Cue::Answer),
    // Japanese.
    ("たとえば", Cue::Example),
    ("例として", Cue::Example),
    ("一例", Cue::Example),
    ("見本", Cue::Example),
    ("雛形", Cue::Example),
    ("ひな形", Cue::Example),
    ("回答例", Cue::Example),
    ("解答例", Cue::Example),
    ("出力例", Cue::Example),
    ("入力例", Cue::Example),
    ("記入例", Cue::Example),
    ("使用例", Cue::Example),
    // Korean.
    ("응답", Cue::Answer),
    ("답:", Cue::Answer),
    ("예:", Cue::Example),
    ("예)", Cue::Example),
    ("예컨대", Cue::Example),
    ("견본", Cue::Example),
    // Vietnamese.
    ("vd:", Cue::Example),
    // Haitian Creole.
    ("repons", Cue::Answer),
    ("rezilta", Cue::Answer),
    ("egzanp", Cue::Example),
    ("echantiyon", Cue::Example),
    // Quechua.
    ("kutichiy", Cue::Answer),
    ("rikch'anachiy", Cue::Example),
    ("rikch’anachiy", Cue::Example),
    ("rikchʼanachiy", Cue::Example),
    ("rikchanachiy", Cue::Example),
    // Aymara.
    ("jaysawi", Cue::Answer),
    ("uñacht'äwi", Cue::Example),
    ("uñacht’äwi", Cue::Example),
    ("uñachtʼäwi", Cue::Example),
    ("uñachtäwi", Cue::Example),
    // Guarani.
    ("mbohovái", Cue::Answer),
    ("mbohovai", Cue::Answer),
    ("techapyrã", Cue::Example),
    ("techapyra ", Cue::Example),
    // Nahuatl.
    ("tlananquiliztli", Cue::Answer),
    ("machiotl", Cue::Example),
    // Greenlandic.
    ("akissut", Cue::Answer),
    ("assersuut", Cue::Example),
    // Basque.
    ("esaterako", Cue::Example),
    ("adib.", Cue::Example),
    // Breton.
    ("respont", Cue::Answer),
    ("disoc'h", Cue::Answer),
    ("disoc’h", Cue::Answer),
    ("disocʼh", Cue::Answer),
    ("da skouer", Cue::Example),
    ("skouerioù", Cue::Example),
    // Cornish.
    ("gorthyp", Cue::Answer),
    ("ensampel", Cue::Example),
    // Corsican.
    ("risultatu", Cue::Answer),
    ("esempiu", Cue::Example),
    // Sicilian.
    ("risurtatu", Cue::Answer),
    // Occitan.
    ("responsa ", Cue::Answer),
    // Sardinian.
    ("rispòsta", Cue::Answer),
    ("resurtadu", Cue::Answer),
    ("esempru", Cue::Example),
    ("esèmpiu", Cue::Example),
    // Friulian.
    ("rispueste", Cue::Answer),
    ("risultât", Cue::Answer),
    ("esempli ", Cue::Example),
    ("esemplis", Cue::Example),
    // Venetian.
    ("esenpio", Cue::Example),
    // Asturian.
    ("rempuesta", Cue::Answer),
    // Aragonese.
    ("eixemplo", Cue::Example),
    // Ladino.
    ("repuesta", Cue::Answer),
    ("rezultado", Cue::Answer),
    ("egzempio", Cue::Example),
    // Luxembourgish.
    ("äntwert", Cue::Answer),
    ("beispill", Cue::Example),
    // Low German.
    ("antwoort", Cue::Answer),
    ("bispeel", Cue::Example),
    // West Frisian.
    ("antwurd", Cue::Answer),
    ("útkomst", Cue::Answer),
    ("foarbyld", Cue::Example),
    ("bygelyks", Cue::Example),
    // Faroese.
    ("úrslit", Cue::Answer),
    ("dømi", Cue::Example),
    ("t.d.", Cue::Example),
    // Scottish Gaelic.
    ("freagairt", Cue::Answer),
    ("fhreagairt", Cue::Answer),
    ("thoradh", Cue::Answer),
    ("eisimpleir", Cue::Example),
    ("sampall", Cue::Example),
    // Manx.
    ("freggyrt", Cue::Answer),
    // Upper Sorbian.
    ("wotmołwa", Cue::Answer),
    ("wuslědk", Cue::Answer),
    ("přikład", Cue::Example),
    ("na př.", Cue::Example),
    // Lower Sorbian.
    ("wótegrono", Cue::Answer),
    ("pśikład", Cue::Example),
    // Kashubian.
    ("odpòwiédz", Cue::Answer),
    ("przëkład", Cue::Example),
    // Northern Sami.
    ("vástádus", Cue::Answer),
    ("boađus", Cue::Answer),
    ("ovdamear", Cue::Example),
    ("omd.", Cue::Example),
    // Yiddish.
    ("ענטפער", Cue::Answer),
    ("רעזולטאט", Cue::Answer),
    ("ביישפיל", Cue::Example),
    ("ביישפּיל", Cue::Example),
    ("ביישפּיל", Cue::Example),
    // Maltese.
    ("tweġibiet", Cue::Answer),
    ("twegibiet", Cue::Answer),
    ("eż.", Cue::Example),
    // Esperanto.
    ("respondo", Cue::Answer),
    ("rezulto", Cue::Answer),
    ("ekzempl", Cue::Example),
    ("ekz.", Cue::Example),
    ("ŝablono", Cue::Example),
    // Latin.
    ("responsum", Cue::Answer),
    ("responsio", Cue::Answer),
    ("exempli gratia", Cue::Example),
    ("exempla ", Cue::Example),
    // English.
    ("here is the output", Cue::Answer),
    ("here's the output", Cue::Answer),
    ("here’s the output", Cue::Answer),
    // French.
    ("p. ex.", Cue::Example),
    ("p.ex.", Cue::Example),
    ("échantillon", Cue::Example),
    // Spanish.
    ("p. ej.", Cue::Example),
    ("p.ej.", Cue::Example),
    ("por ej.", Cue::Example),
    // Portuguese.
    ("ex.:", Cue::Example),
    ("amostra", Cue::Example),
    // Italian.
    ("ad es.", Cue::Example),
    // Dutch.
    ("bijvoorbeeld", Cue::Example),
    ("bijv.", Cue::Example),
    // Swedish.
    ("t.ex.", Cue::Example),
    // Polish.
    ("np.", Cue::Example),
    // Romanian.
    ("Șablon", Cue::Example),
    // Latvian.
    ("piem.", Cue::Example),
    // Slovenian.
    ("zgled", Cue::Example),
    // Turkish.
    ("ör.", Cue::Example),
    ("örn.", Cue::Example),
    // Armenian.
    // A fifth round: words that repeat what the user or someone else wrote, in more languages (a verb of asking before a colon left out: it leads into a question, or, where it also means requesting, into what was asked for, Voici ce que vous avez demandé :).
    // English.
    ("you asked me whether", Cue::Quoted),
    ("you asked me if ", Cue::Quoted),
    ("your question was ", Cue::Quoted),
    ("your question reads", Cue::Quoted),
    ("your question read ", Cue::Quoted),
    ("your original question was ", Cue::Quoted),
    ("your message read ", Cue::Quoted),
    ("your text reads", Cue::Quoted),
    ("your text read ", Cue::Quoted),
    ("your text says", Cue::Quoted),
    ("your text said ", Cue::Quoted),
    ("your original text ", Cue::Quoted),
    ("your input:", Cue::Quoted),
    ("your original input ", Cue::Quoted),
    ("your request read ", Cue::Quoted),
    ("your e-mail said", Cue::Quoted),
    ("your email said ", Cue::Quoted),
    ("your e-mail reads", Cue::Quoted),
    ("your email reads", Cue::Quoted),
    ("the original reads", Cue::Quoted),
    ("the original read ", Cue::Quoted),
    ("the original says", Cue::Quoted),
    ("the original said ", Cue::Quoted),
    ("the original text reads", Cue::Quoted),
    ("the original text:", Cue::Quoted),
    ("original text:", Cue::Quoted),
    ("original:", Cue::Quoted),
    ("the user's input:", Cue::Quoted),
    ("the user’s input:", Cue::Quoted),
    ("user input:", Cue::Quoted),
    ("the user's question was ", Cue::Quoted),
    ("the user’s question was ", Cue::Quoted),
    ("the user typed", Cue::Quoted),
    ("to quote you ", Cue::Quoted),
    ("you forwarded", Cue::Quoted),
    ("you entered:", Cue::Quoted),
    ("you shared:", Cue::Quoted),
    ("you write:", Cue::Quoted),
    ("the customer wrote", Cue::Quoted),
    ("the customer said ", Cue::Quoted),
    ("your request was:", Cue::Quoted),
    ("your request reads", Cue::Quoted),
    ("your original request read ", Cue::Quoted),
    ("the user's message:", Cue::Quoted),
    ("the user’s message:", Cue::Quoted),
    ("the user's message reads", Cue::Quoted),
    ("the user’s message reads", Cue::Quoted),
    ("the user's message read ", Cue::Quoted),
    ("the user’s message read ", Cue::Quoted),
    // French.
    ("tu as demandé si ", Cue::Quoted),
    ("vous demandiez si ", Cue::Quoted),
    ("votre question était", Cue::Quoted),
    ("ta question était", Cue::Quoted),
    ("votre question initiale était", Cue::Quoted),
    ("votre texte original ", Cue::Quoted),
    ("ton texte original ", Cue::Quoted),
    ("votre texte d'origine", Cue::Quoted),
    ("votre texte d’origine", Cue::Quoted),
    ("texte original :", Cue::Quoted),
    ("texte original:", Cue::Quoted),
    ("texte d'origine :", Cue::Quoted),
    ("texte d’origine :", Cue::Quoted),
    ("le texte original dit ", Cue::Quoted),
    ("l'original dit ", Cue::Quoted),
    ("l’original dit ", Cue::Quoted),
    ("votre saisie :", Cue::Quoted),
    ("votre saisie:", Cue::Quoted),
    ("ta saisie :", Cue::Quoted),
    ("votre e-mail disait", Cue::Quoted),
    ("votre courriel disait", Cue::Quoted),
    ("votre mail disait", Cue::Quoted),
    ("ton mail disait", Cue::Quoted),
    ("l'utilisateur a écrit ", Cue::Quoted),
    ("l’utilisateur a écrit ", Cue::Quoted),
    ("l'utilisateur a dit ", Cue::Quoted),
    ("l’utilisateur a dit ", Cue::Quoted),
    ("l'utilisateur écrit :", Cue::Quoted),
    ("l’utilisateur écrit :", Cue::Quoted),
    ("saisie de l'utilisateur", Cue::Quoted),
    ("saisie de l’utilisateur", Cue::Quoted),
    ("entrée de l'utilisateur", Cue::Quoted),
    ("entrée de l’utilisateur", Cue::Quoted),
    ("pour vous citer ", Cue::Quoted),
    ("pour te citer ", Cue::Quoted),
    ("je vous cite ", Cue::Quoted),
    ("je te cite ", Cue::Quoted),
    ("vous avez tapé", Cue::Quoted),
    ("tu as tapé", Cue::Quoted),
    ("vous avez collé ", Cue::Quoted),
    ("tu as collé ", Cue::Quoted),
    ("vous avez envoyé ", Cue::Quoted),
    ("tu as envoyé ", Cue::Quoted),
    ("vous écrivez :", Cue::Quoted),
    ("vous écrivez:", Cue::Quoted),
    ("tu écris :", Cue::Quoted),
    ("tu écris:", Cue::Quoted),
    // German.
    ("sie haben gefragt, ob ", Cue::Quoted),
    ("deine frage war ", Cue::Quoted),
    ("ihre frage war ", Cue::Quoted),
    ("deine frage lautete", Cue::Quoted),
    ("ihre frage lautete", Cue::Quoted),
    ("dein text lautet ", Cue::Quoted),
    ("ihr text lautet ", Cue::Quoted),
    ("dein ursprünglicher text ", Cue::Quoted),
    ("ihr ursprünglicher text ", Cue::Quoted),
    ("der originaltext lautet ", Cue::Quoted),
    ("originaltext:", Cue::Quoted),
    ("im original heißt es ", Cue::Quoted),
    ("im original steht ", Cue::Quoted),
    ("das original lautet ", Cue::Quoted),
    ("deine eingabe:", Cue::Quoted),
    ("ihre eingabe:", Cue::Quoted),
    ("benutzereingabe:", Cue::Quoted),
    ("nutzereingabe:", Cue::Quoted),
    ("die eingabe des nutzers", Cue::Quoted),
    ("die eingabe des benutzers", Cue::Quoted),
    ("deine anfrage lautete", Cue::Quoted),
    ("ihre anfrage lautete", Cue::Quoted),
    ("in deiner e-mail stand ", Cue::Quoted),
    ("in ihrer e-mail stand ", Cue::Quoted),
    ("in deiner nachricht stand ", Cue::Quoted),
    ("in ihrer nachricht stand ", Cue::Quoted),
    ("der nutzer schrieb ", Cue::Quoted),
    ("der benutzer schrieb ", Cue::Quoted),
    ("der nutzer hat geschrieben ", Cue::Quoted),
    ("der benutzer hat geschrieben ", Cue::Quoted),
    ("der nutzer sagte ", Cue::Quoted),
    ("der benutzer sagte ", Cue::Quoted),
    ("um dich zu zitieren", Cue::Quoted),
    ("um sie zu zitieren", Cue::Quoted),
    ("du hast folgendes geschrieben ", Cue::Quoted),
    ("sie haben folgendes geschrieben ", Cue::Quoted),
    ("du hast geschickt ", Cue::Quoted),
    ("sie haben geschickt ", Cue::Quoted),
    ("du hast eingegeben", Cue::Quoted),
    ("sie haben eingegeben", Cue::Quoted),
    ("du hast eingefügt", Cue::Quoted),
    ("sie haben eingefügt", Cue::Quoted),
    ("du schreibst:", Cue::Quoted),
    ("sie schreiben:", Cue::Quoted),
    ("zitat:", Cue::Quoted),
    ("du fragtest, ob ", Cue::Quoted),
    // Spanish.
    ("usted preguntó si ", Cue::Quoted),
    ("tu pregunta era ", Cue::Quoted),
    ("su pregunta era ", Cue::Quoted),
    ("tu pregunta fue ", Cue::Quoted),
    ("su pregunta fue ", Cue::Quoted),
    ("tu texto original ", Cue::Quoted),
    ("su texto original ", Cue::Quoted),
    ("el texto original dice ", Cue::Quoted),
    ("el original dice ", Cue::Quoted),
    ("texto original:", Cue::Quoted),
    ("tu entrada:", Cue::Quoted),
    ("entrada del usuario ", Cue::Quoted),
    ("tu correo decía ", Cue::Quoted),
    ("su correo decía ", Cue::Quoted),
    ("el usuario escribió", Cue::Quoted),
    ("el usuario dijo", Cue::Quoted),
    ("para citarte", Cue::Quoted),
    ("para citarlo", Cue::Quoted),
    ("citándote", Cue::Quoted),
    ("enviaste", Cue::Quoted),
    ("mandaste", Cue::Quoted),
    ("pegaste", Cue::Quoted),
    ("usted escribe:", Cue::Quoted),
    ("escribes:", Cue::Quoted),
    ("ustedes escribieron", Cue::Quoted),
    ("ustedes dijeron", Cue::Quoted),
    ("tu solicitud decía ", Cue::Quoted),
    ("su solicitud decía ", Cue::Quoted),
    ("tu petición decía ", Cue::Quoted),
    ("su petición decía ", Cue::Quoted),
    // Portuguese.
    ("perguntaste se ", Cue::Quoted),
    ("sua pergunta era ", Cue::Quoted),
    ("sua pergunta foi ", Cue::Quoted),
    ("tua pergunta era ", Cue::Quoted),
    ("seu texto original ", Cue::Quoted),
    ("teu texto original ", Cue::Quoted),
    ("o texto original diz ", Cue::Quoted),
    ("o original diz ", Cue::Quoted),
    ("sua entrada:", Cue::Quoted),
    ("entrada do usuário ", Cue::Quoted),
    ("entrada do utilizador ", Cue::Quoted),
    ("seu e-mail dizia ", Cue::Quoted),
    ("seu email dizia ", Cue::Quoted),
    ("o usuário escreveu", Cue::Quoted),
    ("o utilizador escreveu", Cue::Quoted),
    ("o usuário disse ", Cue::Quoted),
    ("o utilizador disse ", Cue::Quoted),
    ("para citar você ", Cue::Quoted),
    ("citando você ", Cue::Quoted),
    ("para te citar ", Cue::Quoted),
    ("você enviou", Cue::Quoted),
    ("você mandou", Cue::Quoted),
    ("você digitou", Cue::Quoted),
    ("você colou", Cue::Quoted),
    ("o senhor escreveu", Cue::Quoted),
    ("a senhora escreveu", Cue::Quoted),
    ("vocês escreveram", Cue::Quoted),
    ("vocês disseram", Cue::Quoted),
    ("você escreve:", Cue::Quoted),
    ("seu pedido dizia ", Cue::Quoted),
    ("sua solicitação dizia ", Cue::Quoted),
    // Italian.
    ("lei ha chiesto se ", Cue::Quoted),
    ("la tua domanda era ", Cue::Quoted),
    ("la sua domanda era ", Cue::Quoted),
    ("la tua domanda è stata ", Cue::Quoted),
    ("il tuo testo originale", Cue::Quoted),
    ("il suo testo originale", Cue::Quoted),
    ("il testo originale dice ", Cue::Quoted),
    ("l'originale dice ", Cue::Quoted),
    ("l’originale dice ", Cue::Quoted),
    ("testo originale:", Cue::Quoted),
    ("il tuo input:", Cue::Quoted),
    ("l'input dell'utente", Cue::Quoted),
    ("l’input dell’utente", Cue::Quoted),
    ("la tua email diceva ", Cue::Quoted),
    ("la tua e-mail diceva ", Cue::Quoted),
    ("la sua email diceva ", Cue::Quoted),
    ("l'utente ha scritto ", Cue::Quoted),
    ("l’utente ha scritto ", Cue::Quoted),
    ("l'utente ha detto", Cue::Quoted),
    ("l’utente ha detto", Cue::Quoted),
    ("per citarti", Cue::Quoted),
    ("per citarla", Cue::Quoted),
    ("citandoti", Cue::Quoted),
    ("hai inviato", Cue::Quoted),
    ("hai mandato ", Cue::Quoted),
    ("hai incollato", Cue::Quoted),
    ("hai digitato", Cue::Quoted),
    ("avete scritto ", Cue::Quoted),
    ("avete detto", Cue::Quoted),
    ("lei scrive:", Cue::Quoted),
    ("la tua richiesta diceva ", Cue::Quoted),
    ("la sua richiesta diceva ", Cue::Quoted),
    // Dutch.
    ("je vroeg of ", Cue::Quoted),
    ("u vroeg of ", Cue::Quoted),
    ("je vraag was ", Cue::Quoted),
    ("uw vraag was ", Cue::Quoted),
    ("je vraag luidde", Cue::Quoted),
    ("uw vraag luidde", Cue::Quoted),
    ("je oorspronkelijke tekst ", Cue::Quoted),
    ("uw oorspronkelijke tekst ", Cue::Quoted),
    ("de oorspronkelijke tekst luidt", Cue::Quoted),
    ("de originele tekst luidt", Cue::Quoted),
    ("het origineel luidt", Cue::Quoted),
    ("originele tekst:", Cue::Quoted),
    ("oorspronkelijke tekst:", Cue::Quoted),
    ("je invoer:", Cue::Quoted),
    ("uw invoer:", Cue::Quoted),
    ("de invoer van de gebruiker ", Cue::Quoted),
    ("gebruikersinvoer:", Cue::Quoted),
    ("je verzoek luidde", Cue::Quoted),
    ("uw verzoek luidde", Cue::Quoted),
    ("in je e-mail stond ", Cue::Quoted),
    ("in uw e-mail stond ", Cue::Quoted),
    ("in je bericht stond ", Cue::Quoted),
    ("in uw bericht stond ", Cue::Quoted),
    ("de gebruiker schreef", Cue::Quoted),
    ("de gebruiker zei ", Cue::Quoted),
    ("om je te citeren", Cue::Quoted),
    ("om u te citeren", Cue::Quoted),
    ("je typte", Cue::Quoted),
    ("u typte", Cue::Quoted),
    ("je plakte", Cue::Quoted),
    ("u plakte", Cue::Quoted),
    ("jullie schreven", Cue::Quoted),
    ("jij vroeg of ", Cue::Quoted),
    // Swedish.
    ("du frågade om ", Cue::Quoted),
    ("ni frågade om ", Cue::Quoted),
    ("din fråga var ", Cue::Quoted),
    ("er fråga var ", Cue::Quoted),
    ("din fråga löd", Cue::Quoted),
    ("er fråga löd", Cue::Quoted),
    ("din ursprungliga text ", Cue::Quoted),
    ("er ursprungliga text ", Cue::Quoted),
    ("originaltexten lyder", Cue::Quoted),
    ("originalet lyder", Cue::Quoted),
    ("din inmatning:", Cue::Quoted),
    ("användarens inmatning", Cue::Quoted),
    ("användaren skrev ", Cue::Quoted),
    ("användaren sa ", Cue::Quoted),
    ("din begäran löd", Cue::Quoted),
    ("din förfrågan löd", Cue::Quoted),
    ("i ditt mejl stod", Cue::Quoted),
    ("ditt mejl löd", Cue::Quoted),
    ("för att citera dig ", Cue::Quoted),
    ("du klistrade in ", Cue::Quoted),
    ("du skrivit ", Cue::Quoted),
    // Norwegian.
    ("du spurte om ", Cue::Quoted),
    ("spørsmålet ditt var ", Cue::Quoted),
    ("spørsmålet ditt lød", Cue::Quoted),
    ("teksten din lød", Cue::Quoted),
    ("originalteksten lyder", Cue::Quoted),
    ("originalteksten:", Cue::Quoted),
    ("den opprinnelige teksten ", Cue::Quoted),
    ("forespørselen din lød", Cue::Quoted),
    ("e-posten din sa ", Cue::Quoted),
    ("brukeren sa ", Cue::Quoted),
    ("for å sitere deg ", Cue::Quoted),
    ("du limte inn ", Cue::Quoted),
    ("du skreiv", Cue::Quoted),
    ("du spurde:", Cue::Quoted),
    ("du spurde om ", Cue::Quoted),
    // Danish.
    ("du spurgte om ", Cue::Quoted),
    ("dit spørgsmål var ", Cue::Quoted),
    ("dit spørgsmål lød", Cue::Quoted),
    ("din oprindelige tekst ", Cue::Quoted),
    ("den oprindelige tekst lyder", Cue::Quoted),
    ("din anmodning lød", Cue::Quoted),
    ("din e-mail lød", Cue::Quoted),
    ("i din e-mail stod der ", Cue::Quoted),
    ("brugeren sagde", Cue::Quoted),
    ("for at citere dig ", Cue::Quoted),
    ("du indsatte", Cue::Quoted),
    // Icelandic.
    ("þú spurðir:", Cue::Quoted),
    ("þú spurðir hvort ", Cue::Quoted),
    ("spurning þín var ", Cue::Quoted),
    ("spurningin þín var ", Cue::Quoted),
    ("upprunalegi textinn", Cue::Quoted),
    ("frumtextinn", Cue::Quoted),
    ("notandinn sagði ", Cue::Quoted),
    ("notandinn spurði:", Cue::Quoted),
    ("beiðni þín hljóðaði", Cue::Quoted),
    // Faroese.
    ("tú skrivaði", Cue::Quoted),
    ("tit skrivaðu", Cue::Quoted),
    ("tú segði", Cue::Quoted),
    ("tit søgdu", Cue::Quoted),
    ("tú sendi ", Cue::Quoted),
    ("tit sendu ", Cue::Quoted),
    ("tú spurdi:", Cue::Quoted),
    ("tit spurdu:", Cue::Quoted),
    ("brúkarin skrivaði", Cue::Quoted),
    // Finnish.
    ("kysyit, onko ", Cue::Quoted),
    ("kysyitte, onko ", Cue::Quoted),
    ("kysymyksesi oli ", Cue::Quoted),
    ("kysymyksenne oli ", Cue::Quoted),
    ("kysymyksesi kuului ", Cue::Quoted),
    ("alkuperäinen tekstisi", Cue::Quoted),
    ("alkuperäinen teksti kuuluu ", Cue::Quoted),
    ("alkuperäinen teksti:", Cue::Quoted),
    ("alkuperäisessä tekstissä", Cue::Quoted),
    ("syötteesi:", Cue::Quoted),
    ("käyttäjän syöte ", Cue::Quoted),
    ("pyyntösi kuului ", Cue::Quoted),
    ("sähköpostissasi luki ", Cue::Quoted),
    ("käyttäjä sanoi ", Cue::Quoted),
    ("lainatakseni sinua", Cue::Quoted),
    ("sanoit:", Cue::Quoted),
    // Estonian.
    ("sa küsisid:", Cue::Quoted),
    ("te küsisite:", Cue::Quoted),
    ("sa küsisid, kas ", Cue::Quoted),
    ("te küsisite, kas ", Cue::Quoted),
    ("teie küsimus oli ", Cue::Quoted),
    ("sinu küsimus oli ", Cue::Quoted),
    ("teie algne tekst ", Cue::Quoted),
    ("sinu algne tekst ", Cue::Quoted),
    ("algtekst:", Cue::Quoted),
    ("algne tekst:", Cue::Quoted),
    ("originaaltekst:", Cue::Quoted),
    ("teie sisend:", Cue::Quoted),
    ("kasutaja sisend ", Cue::Quoted),
    ("kasutaja ütles", Cue::Quoted),
    ("kasutaja küsis:", Cue::Quoted),
    ("teie e-kirjas oli ", Cue::Quoted),
    // Latvian.
    ("jūs jautājāt:", Cue::Quoted),
    ("tu jautāji:", Cue::Quoted),
    ("jūs jautājāt, vai ", Cue::Quoted),
    ("tu jautāji, vai ", Cue::Quoted),
    ("jūsu jautājums bija", Cue::Quoted),
    ("tavs jautājums bija", Cue::Quoted),
    ("jūsu sākotnējais teksts", Cue::Quoted),
    ("sākotnējais teksts:", Cue::Quoted),
    ("oriģinālais teksts:", Cue::Quoted),
    ("lietotājs teica ", Cue::Quoted),
    ("lietotājs jautāja:", Cue::Quoted),
    ("lietotāja ievade ", Cue::Quoted),
    // Lithuanian.
    ("klausėte:", Cue::Quoted),
    ("klausei:", Cue::Quoted),
    ("klausėte, ar ", Cue::Quoted),
    ("klausei, ar ", Cue::Quoted),
    ("jūsų klausimas buvo ", Cue::Quoted),
    ("tavo klausimas buvo ", Cue::Quoted),
    ("jūsų pradinis tekstas", Cue::Quoted),
    ("pradinis tekstas:", Cue::Quoted),
    ("originalus tekstas:", Cue::Quoted),
    ("vartotojas sakė ", Cue::Quoted),
    ("naudotojas parašė ", Cue::Quoted),
    ("naudotojas sakė ", Cue::Quoted),
    ("naudotojo įvestis", Cue::Quoted),
    ("vartotojo įvestis", Cue::Quoted),
    ("rašėte", Cue::Quoted),
    // Polish.
    ("zapytałeś, czy ", Cue::Quoted),
    ("zapytałaś, czy ", Cue::Quoted),
    ("pytałeś, czy ", Cue::Quoted),
    ("pytałaś, czy ", Cue::Quoted),
    ("zapytał pan ", Cue::Quoted),
    ("zapytała pani ", Cue::Quoted),
    ("pan zapytał ", Cue::Quoted),
    ("pani zapytała ", Cue::Quoted),
    ("twoje pytanie brzmiało", Cue::Quoted),
    ("pana pytanie brzmiało", Cue::Quoted),
    ("pani pytanie brzmiało", Cue::Quoted),
    ("twoje pytanie było ", Cue::Quoted),
    ("twój oryginalny tekst ", Cue::Quoted),
    ("twój pierwotny tekst ", Cue::Quoted),
    ("oryginalny tekst:", Cue::Quoted),
    ("tekst oryginalny:", Cue::Quoted),
    ("w oryginale:", Cue::Quoted),
    ("oryginał brzmi ", Cue::Quoted),
    ("twoje zapytanie brzmiało", Cue::Quoted),
    ("twoja prośba brzmiała", Cue::Quoted),
    ("użytkownik napisał ", Cue::Quoted),
    ("użytkownik powiedział ", Cue::Quoted),
    ("dane wejściowe użytkownika ", Cue::Quoted),
    ("cytując cię ", Cue::Quoted),
    ("cytuję:", Cue::Quoted),
    ("twój e-mail brzmiał ", Cue::Quoted),
    ("wpisałeś", Cue::Quoted),
    ("wpisałaś", Cue::Quoted),
    ("wkleiłeś", Cue::Quoted),
    ("wkleiłaś", Cue::Quoted),
    ("napisali państwo ", Cue::Quoted),
    ("państwo napisali ", Cue::Quoted),
    ("piszesz:", Cue::Quoted),
    ("pisze pan:", Cue::Quoted),
    // Czech.
    ("zeptal jste se ", Cue::Quoted),
    ("zeptala jste se ", Cue::Quoted),
    ("ptal jste se ", Cue::Quoted),
    ("zeptal ses ", Cue::Quoted),
    ("zeptala ses ", Cue::Quoted),
    ("ptal ses ", Cue::Quoted),
    ("vaše otázka zněla", Cue::Quoted),
    ("tvoje otázka zněla", Cue::Quoted),
    ("vaše otázka byla", Cue::Quoted),
    ("tvoje zpráva zněla", Cue::Quoted),
    ("váš původní text ", Cue::Quoted),
    ("tvůj původní text ", Cue::Quoted),
    ("původní text:", Cue::Quoted),
    ("původní text zní ", Cue::Quoted),
    ("originál zní ", Cue::Quoted),
    ("v originále:", Cue::Quoted),
    ("váš požadavek zněl ", Cue::Quoted),
    ("vaše žádost zněla", Cue::Quoted),
    ("uživatel napsal ", Cue::Quoted),
    ("uživatel řekl ", Cue::Quoted),
    ("vstup uživatele ", Cue::Quoted),
    ("abych vás citoval", Cue::Quoted),
    ("cituji:", Cue::Quoted),
    ("váš e-mail zněl ", Cue::Quoted),
    ("ve vašem e-mailu stálo ", Cue::Quoted),
    ("vložil jste", Cue::Quoted),
    ("zadal jste", Cue::Quoted),
    ("píšete:", Cue::Quoted),
    // Slovak.
    ("spýtali ste sa ", Cue::Quoted),
    ("spýtal si sa ", Cue::Quoted),
    ("spýtala si sa ", Cue::Quoted),
    ("pýtali ste sa ", Cue::Quoted),
    ("vaša otázka znela", Cue::Quoted),
    ("tvoja otázka znela", Cue::Quoted),
    ("váš pôvodný text ", Cue::Quoted),
    ("pôvodný text:", Cue::Quoted),
    ("pôvodný text znie ", Cue::Quoted),
    ("originál znie ", Cue::Quoted),
    ("vaša požiadavka znela", Cue::Quoted),
    ("používateľ napísal ", Cue::Quoted),
    ("používateľ povedal ", Cue::Quoted),
    ("vstup používateľa", Cue::Quoted),
    ("citujem:", Cue::Quoted),
    // Slovenian.
    ("vprašali ste:", Cue::Quoted),
    ("vprašal si:", Cue::Quoted),
    ("vprašala si:", Cue::Quoted),
    ("vprašali ste, ali ", Cue::Quoted),
    ("vaše vprašanje je bilo", Cue::Quoted),
    ("tvoje vprašanje je bilo", Cue::Quoted),
    ("vaše sporočilo se glasi ", Cue::Quoted),
    ("vaše izvirno besedilo ", Cue::Quoted),
    ("izvirno besedilo:", Cue::Quoted),
    ("izvirnik se glasi ", Cue::Quoted),
    ("uporabnik je napisal ", Cue::Quoted),
    ("uporabnik je rekel", Cue::Quoted),
    // Croatian.
    ("pitali ste:", Cue::Quoted),
    ("pitao si:", Cue::Quoted),
    ("pitala si:", Cue::Quoted),
    ("pitali ste je li ", Cue::Quoted),
    ("pitao si je li ", Cue::Quoted),
    ("pitala si je li ", Cue::Quoted),
    ("vaše pitanje je bilo ", Cue::Quoted),
    ("tvoje pitanje je bilo ", Cue::Quoted),
    ("vaše pitanje glasi ", Cue::Quoted),
    ("vaše pitanje glasilo je ", Cue::Quoted),
    ("vaš izvorni tekst ", Cue::Quoted),
    ("izvorni tekst:", Cue::Quoted),
    ("izvornik glasi ", Cue::Quoted),
    ("korisnik je rekao", Cue::Quoted),
    ("unos korisnika", Cue::Quoted),
    ("korisnički unos ", Cue::Quoted),
    ("da vas citiram", Cue::Quoted),
    ("citiram:", Cue::Quoted),
    ("ste pitali ", Cue::Quoted),
    // Serbian (Latin).
    ("pitali ste da li ", Cue::Quoted),
    ("pitao si da li ", Cue::Quoted),
    ("pitala si da li ", Cue::Quoted),
    ("vaš originalni tekst ", Cue::Quoted),
    ("originalni tekst:", Cue::Quoted),
    ("original glasi ", Cue::Quoted),
    // Bosnian.
    ("vaš zahtjev je glasio", Cue::Quoted),
    ("originalni tekst glasi ", Cue::Quoted),
    // Serbian (Cyrillic).
    ("питао си:", Cue::Quoted),
    ("питали сте да ли ", Cue::Quoted),
    ("питао си да ли ", Cue::Quoted),
    ("ваше питање је било", Cue::Quoted),
    ("твоје питање је било ", Cue::Quoted),
    ("ваше питање гласи ", Cue::Quoted),
    ("ваш оригинални текст ", Cue::Quoted),
    ("оригинални текст:", Cue::Quoted),
    ("изворни текст:", Cue::Quoted),
    ("оригинал гласи ", Cue::Quoted),
    ("корисник је написао", Cue::Quoted),
    ("корисник је рекао", Cue::Quoted),
    ("унос корисника", Cue::Quoted),
    ("цитирам:", Cue::Quoted),
    ("сте питали", Cue::Quoted),
    // Russian.
    ("вы спросили, есть ли ", Cue::Quoted),
    ("вы спрашиваете:", Cue::Quoted),
    ("ваш вопрос был ", Cue::Quoted),
    ("ваш вопрос звучал ", Cue::Quoted),
    ("твой вопрос звучал ", Cue::Quoted),
    ("ваш вопрос звучит", Cue::Quoted),
    ("ваш исходный текст ", Cue::Quoted),
    ("твой исходный текст ", Cue::Quoted),
    ("исходный текст:", Cue::Quoted),
    ("оригинальный текст:", Cue::Quoted),
    ("в оригинале:", Cue::Quoted),
    ("оригинал гласит", Cue::Quoted),
    ("ваш запрос звучал ", Cue::Quoted),
    ("ваша просьба звучала", Cue::Quoted),
    ("пользователь написал ", Cue::Quoted),
    ("пользователь сказал ", Cue::Quoted),
    ("ввод пользователя ", Cue::Quoted),
    ("цитирую:", Cue::Quoted),
    ("цитируя вас ", Cue::Quoted),
    ("вы ввели", Cue::Quoted),
    ("ты ввёл", Cue::Quoted),
    ("ты ввел", Cue::Quoted),
    ("вы вставили", Cue::Quoted),
    ("ваше письмо гласило", Cue::Quoted),
    ("в вашем письме говорилось", Cue::Quoted),
    ("вы пишете:", Cue::Quoted),
    ("ты пишешь:", Cue::Quoted),
    // Ukrainian.
    ("ваше питання було ", Cue::Quoted),
    ("ваше запитання звучало", Cue::Quoted),
    ("ваше питання звучало", Cue::Quoted),
    ("ваш вихідний текст ", Cue::Quoted),
    ("оригінальний текст:", Cue::Quoted),
    ("вихідний текст:", Cue::Quoted),
    ("користувач сказав ", Cue::Quoted),
    ("введення користувача ", Cue::Quoted),
    ("цитую:", Cue::Quoted),
    ("ви пишете:", Cue::Quoted),
    ("ти пишеш:", Cue::Quoted),
    ("ви ввели", Cue::Quoted),
    // Belarusian.
    ("вы спыталі:", Cue::Quoted),
    ("ты спытаў:", Cue::Quoted),
    ("ты спытала:", Cue::Quoted),
    ("ваша пытанне было ", Cue::Quoted),
    ("арыгінальны тэкст:", Cue::Quoted),
    ("зыходны тэкст:", Cue::Quoted),
    ("карыстальнік сказаў ", Cue::Quoted),
    ("цытую:", Cue::Quoted),
    ("вы пішаце:", Cue::Quoted),
    // Bulgarian.
    ("попитахте:", Cue::Quoted),
    ("ти попита:", Cue::Quoted),
    ("попитахте дали ", Cue::Quoted),
    ("въпросът ви беше", Cue::Quoted),
    ("въпросът ти беше", Cue::Quoted),
    ("вашият въпрос беше", Cue::Quoted),
    ("оригиналният текст:", Cue::Quoted),
    ("оригиналният текст гласи", Cue::Quoted),
    ("първоначалният текст ", Cue::Quoted),
    ("потребителят каза ", Cue::Quoted),
    ("потребителят попита:", Cue::Quoted),
    ("цитирам ви ", Cue::Quoted),
    ("вие пишете:", Cue::Quoted),
    // Macedonian.
    ("прашавте:", Cue::Quoted),
    ("ти праша:", Cue::Quoted),
    ("вашето прашање беше", Cue::Quoted),
    ("твоето прашање беше", Cue::Quoted),
    ("оригиналниот текст:", Cue::Quoted),
    ("оригиналниот текст гласи ", Cue::Quoted),
    ("корисникот рече ", Cue::Quoted),
    ("корисникот праша:", Cue::Quoted),
    ("вие пишувате:", Cue::Quoted),
    // Romanian.
    ("ați întrebat dacă", Cue::Quoted),
    ("aţi întrebat dacă", Cue::Quoted),
    ("ai întrebat dacă", Cue::Quoted),
    ("întrebarea dumneavoastră a fost ", Cue::Quoted),
    ("întrebarea ta a fost ", Cue::Quoted),
    ("întrebarea ta era ", Cue::Quoted),
    ("textul original:", Cue::Quoted),
    ("textul original sună", Cue::Quoted),
    ("textul dumneavoastră original ", Cue::Quoted),
    ("textul tău original ", Cue::Quoted),
    ("originalul sună", Cue::Quoted),
    ("utilizatorul a spus ", Cue::Quoted),
    ("ca să vă citez", Cue::Quoted),
    ("ca să te citez", Cue::Quoted),
    ("citez:", Cue::Quoted),
    ("ați tastat ", Cue::Quoted),
    ("aţi tastat ", Cue::Quoted),
    ("ai tastat ", Cue::Quoted),
    ("ați lipit ", Cue::Quoted),
    ("aţi lipit ", Cue::Quoted),
    ("ai lipit ", Cue::Quoted),
    // Hungarian.
    ("azt kérdezted", Cue::Quoted),
    ("azt kérdezte ", Cue::Quoted),
    ("a kérdésed így szólt ", Cue::Quoted),
    ("a kérdésed ez volt ", Cue::Quoted),
    ("az ön kérdése így szólt ", Cue::Quoted),
    ("az eredeti szöveg:", Cue::Quoted),
    ("az eredeti szöveg így szól ", Cue::Quoted),
    ("az eredeti szöveged", Cue::Quoted),
    ("a kérésed így szólt ", Cue::Quoted),
    ("a kérése így szólt ", Cue::Quoted),
    ("a felhasználó írta ", Cue::Quoted),
    ("a felhasználó bemenete", Cue::Quoted),
    ("idézem:", Cue::Quoted),
    ("beírtad", Cue::Quoted),
    ("bemásoltad", Cue::Quoted),
    // Greek.
    ("ρώτησες:", Cue::Quoted),
    ("ρωτήσατε αν ", Cue::Quoted),
    ("ρώτησες αν ", Cue::Quoted),
    ("η ερώτησή σας ήταν", Cue::Quoted),
    ("η ερώτησή σου ήταν", Cue::Quoted),
    ("το αρχικό κείμενο:", Cue::Quoted),
    ("το αρχικό σας κείμενο", Cue::Quoted),
    ("το πρωτότυπο λέει", Cue::Quoted),
    ("το πρωτότυπο κείμενο", Cue::Quoted),
    ("ο χρήστης είπε", Cue::Quoted),
    ("ο χρήστης ρώτησε:", Cue::Quoted),
    ("η είσοδος του χρήστη", Cue::Quoted),
    ("παραθέτω:", Cue::Quoted),
    ("γράφετε:", Cue::Quoted),
    ("γράφεις:", Cue::Quoted),
    ("πληκτρολογήσατε", Cue::Quoted),
    ("επικολλήσατε", Cue::Quoted),
    // Albanian.
    ("ju pyetët:", Cue::Quoted),
    ("ti pyete:", Cue::Quoted),
    ("pyetja juaj ishte", Cue::Quoted),
    ("pyetja jote ishte", Cue::Quoted),
    ("teksti origjinal:", Cue::Quoted),
    ("teksti juaj origjinal ", Cue::Quoted),
    ("përdoruesi tha ", Cue::Quoted),
    ("përdoruesi pyeti:", Cue::Quoted),
    ("po ju citoj ", Cue::Quoted),
    // Catalan.
    ("has preguntat si ", Cue::Quoted),
    ("vas preguntar si ", Cue::Quoted),
    ("la teva pregunta era ", Cue::Quoted),
    ("la seva pregunta era ", Cue::Quoted),
    ("la teva pregunta va ser ", Cue::Quoted),
    ("el text original:", Cue::Quoted),
    ("el text original diu ", Cue::Quoted),
    ("l'original diu ", Cue::Quoted),
    ("l’original diu ", Cue::Quoted),
    ("l'usuari va escriure", Cue::Quoted),
    ("l’usuari va escriure", Cue::Quoted),
    ("l'usuari ha escrit ", Cue::Quoted),
    ("l’usuari ha escrit ", Cue::Quoted),
    ("l'usuari va dir ", Cue::Quoted),
    ("l’usuari va dir ", Cue::Quoted),
    ("per citar-te", Cue::Quoted),
    ("vostè va dir ", Cue::Quoted),
    ("vostè ha escrit ", Cue::Quoted),
    // Galician.
    ("preguntaches se ", Cue::Quoted),
    ("a túa pregunta era ", Cue::Quoted),
    ("a súa pregunta era ", Cue::Quoted),
    ("o texto orixinal:", Cue::Quoted),
    ("o texto orixinal di ", Cue::Quoted),
    ("o orixinal di ", Cue::Quoted),
    ("o usuario escribiu", Cue::Quoted),
    ("o usuario dixo ", Cue::Quoted),
    // Asturian.
    ("escribisti", Cue::Quoted),
    ("unviasti", Cue::Quoted),
    ("entrugasti:", Cue::Quoted),
    ("la to entruga yera", Cue::Quoted),
    ("el testu orixinal", Cue::Quoted),
    // Occitan.
    ("as escrich ", Cue::Quoted),
    ("avètz escrich ", Cue::Quoted),
    ("as dich ", Cue::Quoted),
    ("avètz dich ", Cue::Quoted),
    ("as mandat ", Cue::Quoted),
    ("avètz mandat ", Cue::Quoted),
    ("ta question èra ", Cue::Quoted),
    ("vòstra question èra ", Cue::Quoted),
    ("lo tèxte original ", Cue::Quoted),
    // Basque.
    ("galdetu duzu:", Cue::Quoted),
    ("galdetu zenuen:", Cue::Quoted),
    ("galdetu duzu ea ", Cue::Quoted),
    ("galdetu zenuen ea ", Cue::Quoted),
    ("zure galdera hau ", Cue::Quoted),
    ("zure galdera:", Cue::Quoted),
    ("jatorrizko testua:", Cue::Quoted),
    ("jatorrizko testuak dio ", Cue::Quoted),
    ("erabiltzaileak idatzi du ", Cue::Quoted),
    ("erabiltzaileak idatzi zuen ", Cue::Quoted),
    ("erabiltzaileak esan du ", Cue::Quoted),
    ("erabiltzaileak galdetu du:", Cue::Quoted),
    // Welsh.
    ("gofynnoch chi:", Cue::Quoted),
    ("ofynnoch chi:", Cue::Quoted),
    ("gofynnaist ti:", Cue::Quoted),
    ("ofynnaist ti:", Cue::Quoted),
    ("eich cwestiwn oedd ", Cue::Quoted),
    ("dy gwestiwn oedd ", Cue::Quoted),
    ("y testun gwreiddiol:", Cue::Quoted),
    ("y gwreiddiol:", Cue::Quoted),
    ("eich testun gwreiddiol ", Cue::Quoted),
    ("dywedodd y defnyddiwr", Cue::Quoted),
    ("ysgrifennodd y defnyddiwr", Cue::Quoted),
    // Irish.
    ("d'fhiafraigh tú:", Cue::Quoted),
    ("d’fhiafraigh tú:", Cue::Quoted),
    ("d'fhiafraigh sibh:", Cue::Quoted),
    ("d’fhiafraigh sibh:", Cue::Quoted),
    ("d'fhiafraigh tú an ", Cue::Quoted),
    ("d’fhiafraigh tú an ", Cue::Quoted),
    ("ba é do cheist ", Cue::Quoted),
    ("an téacs bunaidh", Cue::Quoted),
    ("an bunleagan", Cue::Quoted),
    ("dúirt an t-úsáideoir", Cue::Quoted),
    // Scottish Gaelic.
    ("sgrìobh thu ", Cue::Quoted),
    ("sgrìobh sibh ", Cue::Quoted),
    ("thuirt thu ", Cue::Quoted),
    ("thuirt sibh ", Cue::Quoted),
    ("chuir thu thugam ", Cue::Quoted),
    ("dh'fhaighnich thu:", Cue::Quoted),
    ("dh’fhaighnich thu:", Cue::Quoted),
    ("an teacsa tùsail ", Cue::Quoted),
    ("sgrìobh an cleachdaiche ", Cue::Quoted),
    // Breton.
    ("skrivet ho peus ", Cue::Quoted),
    ("skrivet ac'h eus ", Cue::Quoted),
    ("skrivet ac’h eus ", Cue::Quoted),
    ("lavaret ho peus ", Cue::Quoted),
    ("lavaret ac'h eus ", Cue::Quoted),
    ("lavaret ac’h eus ", Cue::Quoted),
    ("kaset ho peus ", Cue::Quoted),
    ("goulennet ho peus:", Cue::Quoted),
    ("an destenn orin ", Cue::Quoted),
    ("an implijer en deus skrivet", Cue::Quoted),
    // Maltese.
    ("staqsejt:", Cue::Quoted),
    ("staqsejtu:", Cue::Quoted),
    ("staqsejt jekk ", Cue::Quoted),
    ("il-mistoqsija tiegħek kienet ", Cue::Quoted),
    ("il-mistoqsija tieghek kienet ", Cue::Quoted),
    ("it-test oriġinali:", Cue::Quoted),
    ("it-test originali:", Cue::Quoted),
    ("l-utent qal ", Cue::Quoted),
    ("l-utent staqsa:", Cue::Quoted),
    // Luxembourgish.
    ("du hues geschriwwen", Cue::Quoted),
    ("dir hutt geschriwwen", Cue::Quoted),
    ("du hues gesot", Cue::Quoted),
    ("dir hutt gesot", Cue::Quoted),
    ("du hues geschéckt", Cue::Quoted),
    ("dir hutt geschéckt", Cue::Quoted),
    ("du hues gefrot:", Cue::Quoted),
    ("dir hutt gefrot:", Cue::Quoted),
    ("deng fro war ", Cue::Quoted),
    ("är fro war ", Cue::Quoted),
    ("den originaltext:", Cue::Quoted),
    ("de benotzer huet geschriwwen", Cue::Quoted),
    // Frisian.
    ("do hast skreaun", Cue::Quoted),
    ("jo hawwe skreaun", Cue::Quoted),
    ("do skreaust", Cue::Quoted),
    ("do hast sein ", Cue::Quoted),
    ("jo hawwe sein ", Cue::Quoted),
    ("do seidest", Cue::Quoted),
    ("do hast stjoerd", Cue::Quoted),
    ("jo hawwe stjoerd", Cue::Quoted),
    ("do fregest:", Cue::Quoted),
    ("dyn fraach wie ", Cue::Quoted),
    ("jo fraach wie ", Cue::Quoted),
    ("de oarspronklike tekst ", Cue::Quoted),
    ("de brûker skreau", Cue::Quoted),
    // Afrikaans.
    ("jy het gevra:", Cue::Quoted),
    ("u het gevra:", Cue::Quoted),
    ("jy het gevra of ", Cue::Quoted),
    ("u het gevra of ", Cue::Quoted),
    ("jou vraag was ", Cue::Quoted),
    ("u vraag was ", Cue::Quoted),
    ("die oorspronklike teks ", Cue::Quoted),
    ("oorspronklike teks:", Cue::Quoted),
    ("die gebruiker het gesê", Cue::Quoted),
    ("die gebruiker het gevra:", Cue::Quoted),
    ("jy het getik ", Cue::Quoted),
    ("jy het geplak ", Cue::Quoted),
    // Esperanto.
    ("vi skribis ", Cue::Quoted),
    ("vi diris", Cue::Quoted),
    ("vi sendis ", Cue::Quoted),
    ("vi demandis, ĉu ", Cue::Quoted),
    ("via demando estis", Cue::Quoted),
    ("via mesaĝo diris", Cue::Quoted),
    ("la originala teksto ", Cue::Quoted),
    ("originala teksto:", Cue::Quoted),
    ("la uzanto skribis ", Cue::Quoted),
    ("la uzanto diris", Cue::Quoted),
    ("vi tajpis ", Cue::Quoted),
    ("laŭ viaj vortoj ", Cue::Quoted),
    // Latin.
    ("scripsisti", Cue::Quoted),
    ("dixisti", Cue::Quoted),
    ("misisti", Cue::Quoted),
    ("quaesivisti", Cue::Quoted),
    ("rogavisti", Cue::Quoted),
    ("textus originalis", Cue::Quoted),
    // Yiddish.
    ("איר האָט געשריבן", Cue::Quoted),
    ("איר האט געשריבן", Cue::Quoted),
    ("דו האָסט געשריבן", Cue::Quoted),
    ("דו האסט געשריבן", Cue::Quoted),
    ("איר האָט געזאָגט", Cue::Quoted),
    ("איר האט געזאגט", Cue::Quoted),
    ("דו האָסט געזאָגט", Cue::Quoted),
    ("דו האסט געזאגט", Cue::Quoted),
    ("איר האָט געשיקט", Cue::Quoted),
    ("איר האט געשיקט", Cue::Quoted),
    ("דו האָסט געשיקט", Cue::Quoted),
    ("דו האסט געשיקט", Cue::Quoted),
    ("איר האָט געפֿרעגט:", Cue::Quoted),
    ("איר האט געפרעגט:", Cue::Quoted),
    ("דו האָסט געפֿרעגט:", Cue::Quoted),
    ("דו האסט געפרעגט:", Cue::Quoted),
    ("אײַער פֿראַגע איז געווען", Cue::Quoted),
    ("אײער פראגע איז געווען", Cue::Quoted),
    ("דער אָריגינעלער טעקסט", Cue::Quoted),
    ("דער אריגינעלער טעקסט", Cue::Quoted),
    // Haitian Creole.
    ("ou te ekri", Cue::Quoted),
    ("ou te di ", Cue::Quoted),
    ("ou te voye ", Cue::Quoted),
    ("ou te mande:", Cue::Quoted),
    ("ou te mande si ", Cue::Quoted),
    ("kesyon ou an se ", Cue::Quoted),
    ("kesyon ou te ", Cue::Quoted),
    ("tèks orijinal la ", Cue::Quoted),
    ("itilizatè a te ekri", Cue::Quoted),
    ("itilizatè a te di ", Cue::Quoted),
    // Turkish.
    ("sorunuz şöyleydi", Cue::Quoted),
    ("sorunuz şuydu", Cue::Quoted),
    ("orijinal metin:", Cue::Quoted),
    ("orijinal metniniz", Cue::Quoted),
    ("özgün metin:", Cue::Quoted),
    ("asıl metin:", Cue::Quoted),
    ("isteğiniz şuydu", Cue::Quoted),
    ("İsteğiniz şuydu", Cue::Quoted),
    ("talebiniz şuydu", Cue::Quoted),
    ("kullanıcı yazdı ", Cue::Quoted),
    ("kullanıcı şunu yazdı ", Cue::Quoted),
    ("kullanıcı dedi ki ", Cue::Quoted),
    ("kullanıcının girdisi", Cue::Quoted),
    ("yapıştırdınız", Cue::Quoted),
    ("şunu sordunuz", Cue::Quoted),
    // Azerbaijani.
    ("soruşdunuz:", Cue::Quoted),
    ("sən soruşdun:", Cue::Quoted),
    ("sualınız belə idi ", Cue::Quoted),
    ("sualınız bu idi ", Cue::Quoted),
    ("mesajınız belə idi ", Cue::Quoted),
    ("orijinal mətn:", Cue::Quoted),
    ("ilkin mətn:", Cue::Quoted),
    ("İlkin mətn:", Cue::Quoted),
    ("sorğunuz belə idi ", Cue::Quoted),
    ("istifadəçi dedi ", Cue::Quoted),
    ("İstifadəçi dedi ", Cue::Quoted),
    // Georgian.
    ("თქვენ იკითხეთ:", Cue::Quoted),
    ("შენ იკითხე:", Cue::Quoted),
    ("თქვენი კითხვა იყო ", Cue::Quoted),
    ("შენი კითხვა იყო ", Cue::Quoted),
    ("ორიგინალი ტექსტი:", Cue::Quoted),
    ("ორიგინალური ტექსტი:", Cue::Quoted),
    ("საწყისი ტექსტი:", Cue::Quoted),
    ("მომხმარებელმა თქვა ", Cue::Quoted),
    ("მომხმარებელმა იკითხა:", Cue::Quoted),
    ("თქვენ წერთ:", Cue::Quoted),
    // Armenian.
    ("դուք հարցրիք, թե ", Cue::Quoted),
    ("դու հարցրիր, թե ", Cue::Quoted),
    ("դուք հարցրել եք, թե ", Cue::Quoted),
    ("ձեր հարցն էր ", Cue::Quoted),
    ("ձեր հարցը հետևյալն էր ", Cue::Quoted),
    ("քո հարցն էր ", Cue::Quoted),
    ("ձեր հաղորդագրությունը հետևյալն էր ", Cue::Quoted),
    ("բնօրինակ", Cue::Quoted),
    ("բնագիրը", Cue::Quoted),
    ("օգտատերն ասաց ", Cue::Quoted),
    ("օգտատերը հարցրեց", Cue::Quoted),
    // Kazakh.
    ("сіз сұрадыңыз:", Cue::Quoted),
    ("сен сұрадың:", Cue::Quoted),
    ("сіздің сұрағыңыз мынадай", Cue::Quoted),
    ("сұрағыңыз мынадай", Cue::Quoted),
    ("бастапқы мәтін:", Cue::Quoted),
    ("түпнұсқа мәтін:", Cue::Quoted),
    ("түпнұсқада:", Cue::Quoted),
    ("пайдаланушы айтты ", Cue::Quoted),
    ("пайдаланушы сұрады:", Cue::Quoted),
    // Kyrgyz.
    ("сиз айттыңыз", Cue::Quoted),
    ("сиз жөнөттүңүз", Cue::Quoted),
    ("сен жөнөттүң", Cue::Quoted),
    ("сиз сурадыңыз:", Cue::Quoted),
    ("сен сурадың:", Cue::Quoted),
    ("баштапкы текст:", Cue::Quoted),
    ("колдонуучу жазды ", Cue::Quoted),
    ("колдонуучу айтты ", Cue::Quoted),
    ("сиздин сурооңуз:", Cue::Quoted),
    // Uzbek.
    ("siz so'radingiz:", Cue::Quoted),
    ("siz so’radingiz:", Cue::Quoted),
    ("siz soʻradingiz:", Cue::Quoted),
    ("siz so‘radingiz:", Cue::Quoted),
    ("savolingiz shunday edi", Cue::Quoted),
    ("savolingiz:", Cue::Quoted),
    ("asl matn:", Cue::Quoted),
    ("dastlabki matn:", Cue::Quoted),
    ("foydalanuvchi aytdi", Cue::Quoted),
    ("foydalanuvchi so'radi:", Cue::Quoted),
    ("foydalanuvchi so’radi:", Cue::Quoted),
    ("foydalanuvchi soʻradi:", Cue::Quoted),
    ("foydalanuvchi so‘radi:", Cue::Quoted),
    // Uzbek (Cyrillic).
    ("сиз ёздингиз", Cue::Quoted),
    ("ёздингиз", Cue::Quoted),
    ("сиз айтдингиз", Cue::Quoted),
    ("айтдингиз", Cue::Quoted),
    ("сиз юбордингиз", Cue::Quoted),
    ("юбордингиз", Cue::Quoted),
    ("сиз сўрадингиз:", Cue::Quoted),
    ("саволингиз:", Cue::Quoted),
    ("асл матн:", Cue::Quoted),
    ("фойдаланувчи ёзди", Cue::Quoted),
    ("фойдаланувчи айтди", Cue::Quoted),
    // Tajik.
    ("шумо навиштед", Cue::Quoted),
    ("ту навиштӣ", Cue::Quoted),
    ("шумо гуфтед", Cue::Quoted),
    ("ту гуфтӣ", Cue::Quoted),
    ("шумо фиристодед", Cue::Quoted),
    ("ту фиристодӣ", Cue::Quoted),
    ("шумо пурсидед:", Cue::Quoted),
    ("ту пурсидӣ:", Cue::Quoted),
    ("саволи шумо ин буд ", Cue::Quoted),
    ("матни аслӣ:", Cue::Quoted),
    ("корбар навишт", Cue::Quoted),
    ("истифодабаранда навишт", Cue::Quoted),
    // Turkmen.
    ("siz ýazdyňyz", Cue::Quoted),
    ("sen ýazdyň", Cue::Quoted),
    ("siz aýtdyňyz", Cue::Quoted),
    ("sen aýtdyň", Cue::Quoted),
    ("siz iberdiňiz", Cue::Quoted),
    ("sen iberdiň", Cue::Quoted),
    ("siz soradyňyz:", Cue::Quoted),
    ("sen soradyň:", Cue::Quoted),
    ("soragyňyz şeýledi", Cue::Quoted),
    ("asyl tekst:", Cue::Quoted),
    ("ulanyjy ýazdy", Cue::Quoted),
    ("ulanyjy aýtdy", Cue::Quoted),
    // Tatar.
    ("сез яздыгыз", Cue::Quoted),
    ("син яздың", Cue::Quoted),
    ("сез әйттегез", Cue::Quoted),
    ("син әйттең", Cue::Quoted),
    ("сез җибәрдегез", Cue::Quoted),
    ("син җибәрдең", Cue::Quoted),
    ("сез сорадыгыз:", Cue::Quoted),
    ("син сорадың:", Cue::Quoted),
    ("оригиналь текст:", Cue::Quoted),
    ("кулланучы язды", Cue::Quoted),
    ("кулланучы әйтте", Cue::Quoted),
    ("сезнең сорау:", Cue::Quoted),
    // Bashkir.
    ("һеҙ яҙҙығыҙ", Cue::Quoted),
    ("һин яҙҙың", Cue::Quoted),
    ("һеҙ әйттегеҙ", Cue::Quoted),
    ("һин әйттең", Cue::Quoted),
    ("һеҙ ебәрҙегеҙ", Cue::Quoted),
    ("ҡулланыусы яҙҙы", Cue::Quoted),
    // Uyghur.
    ("سىز يازدىڭىز", Cue::Quoted),
    ("سەن يازدىڭ", Cue::Quoted),
    ("سىز دېدىڭىز", Cue::Quoted),
    ("سەن دېدىڭ", Cue::Quoted),
    ("سىز ئەۋەتتىڭىز", Cue::Quoted),
    ("سىز سورىدىڭىز:", Cue::Quoted),
    ("ئەسلى تېكىست:", Cue::Quoted),
    ("ئىشلەتكۈچى يازدى", Cue::Quoted),
    // Mongolian.
    ("та асуусан:", Cue::Quoted),
    ("чи асуусан:", Cue::Quoted),
    ("таны асуулт нь ", Cue::Quoted),
    ("таны асуулт:", Cue::Quoted),
    ("эх бичвэр:", Cue::Quoted),
    ("эх текст:", Cue::Quoted),
    ("анхны текст:", Cue::Quoted),
    ("хэрэглэгч хэлсэн", Cue::Quoted),
    ("хэрэглэгч асуусан:", Cue::Quoted),
    // Hebrew.
    ("שאלת אם", Cue::Quoted),
    ("שאלתם אם", Cue::Quoted),
    ("השאלה שלך הייתה", Cue::Quoted),
    ("שאלתך הייתה", Cue::Quoted),
    ("הטקסט המקורי:", Cue::Quoted),
    ("הטקסט המקורי הוא ", Cue::Quoted),
    ("במקור נכתב ", Cue::Quoted),
    ("המשתמש אמר ", Cue::Quoted),
    ("שלחתם", Cue::Quoted),
    // Arabic.
    ("سؤالك كان ", Cue::Quoted),
    ("كان سؤالك", Cue::Quoted),
    ("نص رسالتك", Cue::Quoted),
    ("النص الأصلي:", Cue::Quoted),
    ("النص الأصلي هو ", Cue::Quoted),
    ("قال المستخدم ", Cue::Quoted),
    ("مدخلات المستخدم ", Cue::Quoted),
    ("إدخال المستخدم ", Cue::Quoted),
    ("ما قلته", Cue::Quoted),
    ("ما أرسلته", Cue::Quoted),
    ("على حد قولك", Cue::Quoted),
    // Persian.
    ("پرسیدید:", Cue::Quoted),
    ("پرسیدید که ", Cue::Quoted),
    ("تو پرسیدی:", Cue::Quoted),
    ("سؤال شما این بود ", Cue::Quoted),
    ("سوال شما این بود ", Cue::Quoted),
    ("پرسش شما این بود ", Cue::Quoted),
    ("متن اصلی:", Cue::Quoted),
    ("متن اصلی شما ", Cue::Quoted),
    ("درخواست شما این بود ", Cue::Quoted),
    ("کاربر گفت ", Cue::Quoted),
    ("کاربر پرسید:", Cue::Quoted),
    ("ورودی کاربر ", Cue::Quoted),
    ("ورودی شما:", Cue::Quoted),
    ("به نقل از شما ", Cue::Quoted),
    ("تایپ کردید", Cue::Quoted),
    // Urdu.
    ("آپ نے پوچھا:", Cue::Quoted),
    ("آپ نے پوچھا کہ ", Cue::Quoted),
    ("تم نے پوچھا:", Cue::Quoted),
    ("آپ کا سوال تھا ", Cue::Quoted),
    ("آپ کا سوال یہ تھا ", Cue::Quoted),
    ("اصل متن:", Cue::Quoted),
    ("اصل عبارت:", Cue::Quoted),
    ("صارف نے کہا ", Cue::Quoted),
    ("صارف نے پوچھا:", Cue::Quoted),
    ("صارف کا ان پٹ ", Cue::Quoted),
    // Pashto.
    ("تاسو ولیکل", Cue::Quoted),
    ("تا ولیکل", Cue::Quoted),
    ("تاسو وویل", Cue::Quoted),
    ("تا وویل", Cue::Quoted),
    ("تاسو ولېږل", Cue::Quoted),
    ("تاسو وپوښتل:", Cue::Quoted),
    ("ستاسو پوښتنه دا وه ", Cue::Quoted),
    ("اصلي متن:", Cue::Quoted),
    ("کارن ولیکل", Cue::Quoted),
    // Kurdish (Kurmanji).
    ("te nivîsî ", Cue::Quoted),
    ("te nivîsand ", Cue::Quoted),
    ("we nivîsî ", Cue::Quoted),
    ("we nivîsand ", Cue::Quoted),
    ("te got ", Cue::Quoted),
    ("te şand ", Cue::Quoted),
    ("we şand ", Cue::Quoted),
    ("te pirsî:", Cue::Quoted),
    ("we pirsî:", Cue::Quoted),
    ("pirsa te ev bû ", Cue::Quoted),
    ("nivîsa orîjînal:", Cue::Quoted),
    ("metna orîjînal:", Cue::Quoted),
    ("bikarhêner nivîsî ", Cue::Quoted),
    // Kurdish (Sorani).
    ("تۆ نووسیت", Cue::Quoted),
    ("ئێوە نووسیتان", Cue::Quoted),
    ("تۆ وتت", Cue::Quoted),
    ("ئێوە وتتان", Cue::Quoted),
    ("تۆ ناردت", Cue::Quoted),
    ("ئێوە ناردتان", Cue::Quoted),
    ("تۆ پرسیت:", Cue::Quoted),
    ("پرسیارەکەت ئەمە بوو ", Cue::Quoted),
    ("دەقی ڕەسەن:", Cue::Quoted),
    ("بەکارهێنەر نووسی", Cue::Quoted),
    // Sindhi.
    ("توهان لکيو", Cue::Quoted),
    ("توهان چيو", Cue::Quoted),
    ("توهان موڪليو", Cue::Quoted),
    ("توهان پڇيو:", Cue::Quoted),
    ("توهان جو سوال هو", Cue::Quoted),
    ("استعمال ڪندڙ لکيو", Cue::Quoted),
    // Hindi.
    ("आपने पूछा:", Cue::Quoted),
    ("आपने पूछा कि", Cue::Quoted),
    ("तुमने पूछा:", Cue::Quoted),
    ("तुमने पूछा कि", Cue::Quoted),
    ("आपका प्रश्न था", Cue::Quoted),
    ("आपका सवाल था", Cue::Quoted),
    ("मूल पाठ:", Cue::Quoted),
    ("मूल टेक्स्ट:", Cue::Quoted),
    ("उपयोगकर्ता ने कहा", Cue::Quoted),
    ("उपयोगकर्ता ने पूछा:", Cue::Quoted),
    ("उपयोगकर्ता का इनपुट", Cue::Quoted),
    ("आपका इनपुट:", Cue::Quoted),
    // Marathi.
    ("तुम्ही विचारले:", Cue::Quoted),
    ("तुम्ही विचारलं:", Cue::Quoted),
    ("तुम्ही विचारले की", Cue::Quoted),
    ("तुमचा प्रश्न होता", Cue::Quoted),
    ("मूळ मजकूर:", Cue::Quoted),
    ("वापरकर्त्याने सांगितले", Cue::Quoted),
    ("वापरकर्त्याने विचारले:", Cue::Quoted),
    // Nepali.
    ("तपाईंले सोध्नुभयो:", Cue::Quoted),
    ("तपाईँले सोध्नुभयो:", Cue::Quoted),
    ("तपाईंको प्रश्न थियो", Cue::Quoted),
    ("प्रयोगकर्ताले भने", Cue::Quoted),
    ("प्रयोगकर्ताले सोधे:", Cue::Quoted),
    ("तिमीले सोध्यौ:", Cue::Quoted),
    ("तपाईंले सोध्नुभएको प्रश्न:", Cue::Quoted),
    // Bengali.
    ("আপনি জিজ্ঞেস করেছেন:", Cue::Quoted),
    ("আপনি জিজ্ঞাসা করেছেন:", Cue::Quoted),
    ("তুমি জিজ্ঞেস করেছ:", Cue::Quoted),
    ("আপনার প্রশ্ন ছিল ", Cue::Quoted),
    ("মূল পাঠ্য:", Cue::Quoted),
    ("মূল লেখা:", Cue::Quoted),
    ("ব্যবহারকারী বলেছেন ", Cue::Quoted),
    ("ব্যবহারকারী জিজ্ঞেস করেছেন:", Cue::Quoted),
    // Assamese.
    ("আপুনি লিখিছিল", Cue::Quoted),
    ("আপুনি লিখিলে", Cue::Quoted),
    ("আপুনি কৈছিল", Cue::Quoted),
    ("আপুনি ক'লে", Cue::Quoted),
    ("আপুনি ক’লে", Cue::Quoted),
    ("আপুনি পঠিয়াইছিল", Cue::Quoted),
    ("আপুনি পঠিয়াইছিল", Cue::Quoted),
    ("আপুনি সুধিছিল:", Cue::Quoted),
    ("আপোনাৰ প্ৰশ্ন আছিল", Cue::Quoted),
    ("ব্যৱহাৰকাৰীয়ে লিখিছিল", Cue::Quoted),
    ("ব্যৱহাৰকাৰীয়ে লিখিছিল", Cue::Quoted),
    // Punjabi.
    ("ਤੁਸੀਂ ਲਿਖਿਆ", Cue::Quoted),
    ("ਤੂੰ ਲਿਖਿਆ", Cue::Quoted),
    ("ਤੁਸੀਂ ਕਿਹਾ", Cue::Quoted),
    ("ਤੂੰ ਕਿਹਾ", Cue::Quoted),
    ("ਤੁਸੀਂ ਭੇਜਿਆ", Cue::Quoted),
    ("ਤੁਸੀਂ ਪੁੱਛਿਆ:", Cue::Quoted),
    ("ਤੁਹਾਡਾ ਸਵਾਲ ਸੀ", Cue::Quoted),
    ("ਮੂਲ ਲਿਖਤ:", Cue::Quoted),
    ("ਮੂਲ ਪਾਠ:", Cue::Quoted),
    ("ਵਰਤੋਂਕਾਰ ਨੇ ਲਿਖਿਆ", Cue::Quoted),
    ("ਉਪਭੋਗਤਾ ਨੇ ਲਿਖਿਆ", Cue::Quoted),
    ("ਤੁਹਾਡਾ ਖਰੜਾ", Cue::Quoted),
    // Punjabi (Shahmukhi).
    ("تسیں لکھیا", Cue::Quoted),
    ("تسی لکھیا", Cue::Quoted),
    ("تسیں آکھیا", Cue::Quoted),
    ("تسیں بھیجیا", Cue::Quoted),
    ("تسیں پچھیا:", Cue::Quoted),
    // Gujarati.
    ("તમે લખ્યું", Cue::Quoted),
    ("તેં લખ્યું", Cue::Quoted),
    ("તમે કહ્યું", Cue::Quoted),
    ("તમે મોકલ્યું", Cue::Quoted),
    ("તમે પૂછ્યું:", Cue::Quoted),
    ("તમે પૂછ્યું કે", Cue::Quoted),
    ("તમારો પ્રશ્ન હતો", Cue::Quoted),
    ("મૂળ લખાણ:", Cue::Quoted),
    ("મૂળ પાઠ:", Cue::Quoted),
    ("વપરાશકર્તાએ લખ્યું", Cue::Quoted),
    ("તમારો મુસદ્દો", Cue::Quoted),
    // Odia.
    ("ଆପଣ ଲେଖିଥିଲେ", Cue::Quoted),
    ("ଆପଣ କହିଥିଲେ", Cue::Quoted),
    ("ଆପଣ ପଠାଇଥିଲେ", Cue::Quoted),
    ("ଆପଣ ପଚାରିଥିଲେ:", Cue::Quoted),
    ("ଆପଣଙ୍କ ପ୍ରଶ୍ନ ଥିଲା", Cue::Quoted),
    ("ମୂଳ ପାଠ:", Cue::Quoted),
    ("ଉପଯୋଗକର୍ତ୍ତା ଲେଖିଥିଲେ", Cue::Quoted),
    // Tamil.
    ("நீங்கள் கேட்டீர்கள்:", Cue::Quoted),
    ("உங்கள் கேள்வி:", Cue::Quoted),
    ("மூல உரை:", Cue::Quoted),
    ("அசல் உரை:", Cue::Quoted),
    ("பயனர் கூறி", Cue::Quoted),
    ("நீங்கள் கேட்ட கேள்வி:", Cue::Quoted),
    ("பயனர் கேட்ட கேள்வி:", Cue::Quoted),
    // Telugu.
    ("మీరు అడిగారు:", Cue::Quoted),
    ("మీ ప్రశ్న:", Cue::Quoted),
    ("అసలు పాఠం:", Cue::Quoted),
    ("మూల పాఠం:", Cue::Quoted),
    ("వినియోగదారు రాశారు", Cue::Quoted),
    ("వినియోగదారు చెప్పారు", Cue::Quoted),
    ("మీరు అడిగిన ప్రశ్న:", Cue::Quoted),
    // Kannada.
    ("ನೀವು ಕೇಳಿದ್ದೀರಿ:", Cue::Quoted),
    ("ನಿಮ್ಮ ಪ್ರಶ್ನೆ:", Cue::Quoted),
    ("ಮೂಲ ಪಠ್ಯ:", Cue::Quoted),
    ("ಬಳಕೆದಾರರು ಹೇಳಿದ ", Cue::Quoted),
    ("ನೀವು ಕೇಳಿದ ಪ್ರಶ್ನೆ:", Cue::Quoted),
    // Malayalam.
    ("നിങ്ങൾ ചോദിച്ചു:", Cue::Quoted),
    ("നിങ്ങള്‍ ചോദിച്ചു:", Cue::Quoted),
    ("നിങ്ങളുടെ ചോദ്യം:", Cue::Quoted),
    ("മൂല പാഠം:", Cue::Quoted),
    ("യഥാർത്ഥ വാചകം:", Cue::Quoted),
    ("യഥാര്‍ത്ഥ വാചകം:", Cue::Quoted),
    ("ഉപയോക്താവ് പറഞ്ഞ ", Cue::Quoted),
    ("നിങ്ങൾ ചോദിച്ച ചോദ്യം:", Cue::Quoted),
    ("നിങ്ങള്‍ ചോദിച്ച ചോദ്യം:", Cue::Quoted),
    // Sinhala.
    ("ඔබ ඇසුවා:", Cue::Quoted),
    ("ඔබේ ප්‍රශ්නය:", Cue::Quoted),
    ("ඔබේ ප්රශ්නය:", Cue::Quoted),
    ("මුල් පෙළ:", Cue::Quoted),
    ("පරිශීලකයා පැවසූ", Cue::Quoted),
    ("ඔබ ඇසූ ප්‍රශ්නය:", Cue::Quoted),
    ("ඔබ ඇසූ ප්රශ්නය:", Cue::Quoted),
    // Thai.
    ("คุณถามว่า", Cue::Quoted),
    ("คำถามของคุณคือ", Cue::Quoted),
    ("ข้อความของคุณคือ", Cue::Quoted),
    ("ต้นฉบับ:", Cue::Quoted),
    ("ข้อความต้นฉบับ:", Cue::Quoted),
    ("ต้นฉบับเขียนว่า", Cue::Quoted),
    ("ผู้ใช้บอกว่า", Cue::Quoted),
    ("ผู้ใช้ถามว่า", Cue::Quoted),
    ("ผู้ใช้พิมพ์ว่า", Cue::Quoted),
    ("คุณพิมพ์ว่า", Cue::Quoted),
    // Lao.
    ("ທ່ານຂຽນວ່າ", Cue::Quoted),
    ("ເຈົ້າຂຽນວ່າ", Cue::Quoted),
    ("ທ່ານເວົ້າວ່າ", Cue::Quoted),
    ("ເຈົ້າເວົ້າວ່າ", Cue::Quoted),
    ("ທ່ານສົ່ງມາ", Cue::Quoted),
    ("ເຈົ້າສົ່ງມາ", Cue::Quoted),
    ("ທ່ານຖາມວ່າ", Cue::Quoted),
    ("ເຈົ້າຖາມວ່າ", Cue::Quoted),
    ("ຄຳຖາມຂອງທ່ານແມ່ນ", Cue::Quoted),
    ("ຄໍາຖາມຂອງທ່ານແມ່ນ", Cue::Quoted),
    ("ຕົ້ນສະບັບ:", Cue::Quoted),
    ("ຜູ້ໃຊ້ຂຽນວ່າ", Cue::Quoted),
    ("ຮ່າງຂອງທ່ານ", Cue::Quoted),
    // Khmer.
    ("អ្នកបានសួរថា", Cue::Quoted),
    ("អ្នកសួរថា", Cue::Quoted),
    ("សំណួររបស់អ្នកគឺ", Cue::Quoted),
    ("សាររបស់អ្នកគឺ", Cue::Quoted),
    ("អត្ថបទដើម៖", Cue::Quoted),
    ("អត្ថបទដើម:", Cue::Quoted),
    ("អ្នកប្រើនិយាយថា", Cue::Quoted),
    ("អ្នកប្រើប្រាស់បានសរសេរ", Cue::Quoted),
    // Burmese.
    ("သင်မေးခဲ့", Cue::Quoted),
    ("သင့်မေးခွန်းမှာ", Cue::Quoted),
    ("သင့်မေးခွန်းက", Cue::Quoted),
    ("မူရင်းစာသား", Cue::Quoted),
    ("အသုံးပြုသူပြောခဲ့", Cue::Quoted),
    ("အသုံးပြုသူမေးခဲ့", Cue::Quoted),
    // Tibetan.
    ("ཁྱེད་ཀྱིས་བྲིས་པ", Cue::Quoted),
    ("ཁྱེད་རང་གིས་བྲིས་པ", Cue::Quoted),
    ("ཁྱེད་ཀྱིས་བཤད་པ", Cue::Quoted),
    ("ཁྱེད་རང་གིས་གསུངས་པ", Cue::Quoted),
    ("ཁྱེད་ཀྱིས་བཏང་བ", Cue::Quoted),
    // Vietnamese.
    ("bạn hỏi rằng", Cue::Quoted),
    ("bạn đã hỏi rằng", Cue::Quoted),
    ("câu hỏi của bạn là ", Cue::Quoted),
    ("văn bản gốc:", Cue::Quoted),
    ("bản gốc:", Cue::Quoted),
    ("văn bản gốc của bạn", Cue::Quoted),
    ("người dùng nói", Cue::Quoted),
    ("người dùng đã nói", Cue::Quoted),
    ("đầu vào của người dùng", Cue::Quoted),
    ("anh đã viết", Cue::Quoted),
    ("chị đã viết", Cue::Quoted),
    ("quý khách đã viết", Cue::Quoted),
    // Indonesian.
    ("anda bertanya apakah", Cue::Quoted),
    ("kamu bertanya apakah", Cue::Quoted),
    ("pertanyaan anda adalah", Cue::Quoted),
    ("pertanyaanmu adalah", Cue::Quoted),
    ("teks asli:", Cue::Quoted),
    ("teks asli anda ", Cue::Quoted),
    ("teks aslinya:", Cue::Quoted),
    ("pengguna mengatakan ", Cue::Quoted),
    ("masukan pengguna ", Cue::Quoted),
    ("input pengguna:", Cue::Quoted),
    ("masukan anda:", Cue::Quoted),
    ("anda mengetik", Cue::Quoted),
    ("anda menempelkan", Cue::Quoted),
    // Malay.
    ("soalan anda ialah", Cue::Quoted),
    ("soalan anda adalah", Cue::Quoted),
    ("teks asal:", Cue::Quoted),
    ("teks asal anda ", Cue::Quoted),
    ("pengguna berkata ", Cue::Quoted),
    // Javanese.
    ("sampeyan nulis", Cue::Quoted),
    ("panjenengan nyerat", Cue::Quoted),
    ("kowe nulis", Cue::Quoted),
    ("sampeyan ngomong ", Cue::Quoted),
    ("panjenengan ngendika", Cue::Quoted),
    ("sampeyan ngirim", Cue::Quoted),
    ("panjenengan ngintun", Cue::Quoted),
    ("sampeyan takon:", Cue::Quoted),
    ("pitakonan sampeyan:", Cue::Quoted),
    ("teks asline:", Cue::Quoted),
    ("pangguna nulis", Cue::Quoted),
    // Sundanese.
    ("anjeun nulis", Cue::Quoted),
    ("anjeun nyerat", Cue::Quoted),
    ("anjeun nyarios", Cue::Quoted),
    ("anjeun ngomong ", Cue::Quoted),
    ("anjeun ngirim", Cue::Quoted),
    ("anjeun naros:", Cue::Quoted),
    ("anjeun nanya:", Cue::Quoted),
    ("patarosan anjeun nyaéta", Cue::Quoted),
    ("téks aslina:", Cue::Quoted),
    ("pamaké nulis", Cue::Quoted),
    // Filipino.
    ("tinanong mo:", Cue::Quoted),
    ("itinanong mo ", Cue::Quoted),
    ("tinanong ninyo:", Cue::Quoted),
    ("ang tanong mo ay ", Cue::Quoted),
    ("ang iyong tanong ay ", Cue::Quoted),
    ("orihinal na teksto:", Cue::Quoted),
    ("sinabi ng user ", Cue::Quoted),
    ("tanong ng user:", Cue::Quoted),
    // Cebuano.
    ("imong gisulat", Cue::Quoted),
    ("gisulat nimo", Cue::Quoted),
    ("giingon nimo", Cue::Quoted),
    ("imong giingon", Cue::Quoted),
    ("gipadala nimo", Cue::Quoted),
    ("nangutana ka:", Cue::Quoted),
    ("ang imong pangutana mao ", Cue::Quoted),
    ("orihinal nga teksto:", Cue::Quoted),
    ("gisulat sa user ", Cue::Quoted),
    // Ilocano.
    ("insuratmo", Cue::Quoted),
    ("kinunam", Cue::Quoted),
    ("impatulodmo", Cue::Quoted),
    ("dinamagmo:", Cue::Quoted),
    // Chinese (Simplified).
    ("你问的是", Cue::Quoted),
    ("您问的是", Cue::Quoted),
    ("你的问题是", Cue::Quoted),
    ("您的问题是", Cue::Quoted),
    ("原文：", Cue::Quoted),
    ("原文:", Cue::Quoted),
    ("原文是", Cue::Quoted),
    ("原文如下", Cue::Quoted),
    ("你的原文", Cue::Quoted),
    ("您的原文", Cue::Quoted),
    ("用户写道", Cue::Quoted),
    ("用户说：", Cue::Quoted),
    ("用户说:", Cue::Quoted),
    ("用户输入：", Cue::Quoted),
    ("用户输入:", Cue::Quoted),
    ("用户的输入", Cue::Quoted),
    ("你输入的", Cue::Quoted),
    ("您输入的", Cue::Quoted),
    ("你说：", Cue::Quoted),
    ("你说:", Cue::Quoted),
    ("您说：", Cue::Quoted),
    ("您说:", Cue::Quoted),
    ("你说过", Cue::Quoted),
    ("您说过", Cue::Quoted),
    ("你写道", Cue::Quoted),
    ("您写道", Cue::Quoted),
    ("引用你的话", Cue::Quoted),
    ("你粘贴的", Cue::Quoted),
    ("您粘贴的", Cue::Quoted),
    ("你的原话", Cue::Quoted),
    ("您的原话", Cue::Quoted),
    ("你的邮件中写道", Cue::Quoted),
    // Chinese (Traditional).
    ("你的問題是", Cue::Quoted),
    ("您的問題是", Cue::Quoted),
    ("使用者寫道", Cue::Quoted),
    ("用戶寫道", Cue::Quoted),
    ("你說：", Cue::Quoted),
    ("你說:", Cue::Quoted),
    ("您說：", Cue::Quoted),
    ("您說:", Cue::Quoted),
    ("你寫道", Cue::Quoted),
    ("您寫道", Cue::Quoted),
    ("你輸入的", Cue::Quoted),
    ("您輸入的", Cue::Quoted),
    ("你的原話", Cue::Quoted),
    ("您的原話", Cue::Quoted),
    ("你傳來的", Cue::Quoted),
    // Cantonese.
    ("你寫咗", Cue::Quoted),
    ("你講咗", Cue::Quoted),
    ("你話：", Cue::Quoted),
    ("你話:", Cue::Quoted),
    ("你send嚟嘅", Cue::Quoted),
    ("用戶寫咗", Cue::Quoted),
    // Japanese.
    ("ご質問は", Cue::Quoted),
    ("あなたの質問は", Cue::Quoted),
    ("お尋ねになった", Cue::Quoted),
    ("あなたが尋ねた", Cue::Quoted),
    ("メッセージ内容：", Cue::Quoted),
    ("メッセージ内容:", Cue::Quoted),
    ("原文は", Cue::Quoted),
    ("元の文章：", Cue::Quoted),
    ("元の文章:", Cue::Quoted),
    ("元のテキスト：", Cue::Quoted),
    ("元のテキスト:", Cue::Quoted),
    ("ユーザーの入力", Cue::Quoted),
    ("ユーザー入力：", Cue::Quoted),
    ("ユーザー入力:", Cue::Quoted),
    ("ユーザーが書いた", Cue::Quoted),
    ("いただいた文章", Cue::Quoted),
    ("いただいたメッセージ", Cue::Quoted),
    ("頂いた文章", Cue::Quoted),
    ("お送りいただいた", Cue::Quoted),
    ("引用：", Cue::Quoted),
    ("引用:", Cue::Quoted),
    ("ご入力いただいた", Cue::Quoted),
    // Korean.
    ("말씀하신", Cue::Quoted),
    ("원문:", Cue::Quoted),
    ("원문은", Cue::Quoted),
    ("원본 텍스트", Cue::Quoted),
    ("사용자가 쓴", Cue::Quoted),
    ("사용자가 작성한", Cue::Quoted),
    ("사용자 입력:", Cue::Quoted),
    ("사용자가 말한", Cue::Quoted),
    ("입력하신", Cue::Quoted),
    ("붙여넣으신", Cue::Quoted),
    ("메시지 내용:", Cue::Quoted),
    ("귀하의 질문은", Cue::Quoted),
    ("인용:", Cue::Quoted),
    // Swahili.
    ("uliuliza kama ", Cue::Quoted),
    ("swali lako lilikuwa", Cue::Quoted),
    ("swali lako ni:", Cue::Quoted),
    ("maandishi yako ya awali ", Cue::Quoted),
    ("maandishi asili:", Cue::Quoted),
    ("maandishi ya asili:", Cue::Quoted),
    ("mtumiaji alisema", Cue::Quoted),
    ("ulichoandika", Cue::Quoted),
    ("ulichosema", Cue::Quoted),
    ("ulichotuma ", Cue::Quoted),
    // Yoruba.
    ("o béèrè pé ", Cue::Quoted),
    ("ẹ béèrè pé ", Cue::Quoted),
    ("Ẹ béèrè pé ", Cue::Quoted),
    ("o beere pe ", Cue::Quoted),
    ("ìbéèrè rẹ ni ", Cue::Quoted),
    ("ìbéèrè yín ni ", Cue::Quoted),
    ("ibeere re ni ", Cue::Quoted),
    ("ọ̀rọ̀ àtilẹ̀bá ", Cue::Quoted),
    ("Ọ̀rọ̀ àtilẹ̀bá ", Cue::Quoted),
    ("olùlò sọ pé ", Cue::Quoted),
    ("olulo so pe ", Cue::Quoted),
    ("o kọ̀wé pé ", Cue::Quoted),
    // Hausa.
    ("ka tambaya:", Cue::Quoted),
    ("kin tambaya:", Cue::Quoted),
    ("kun tambaya:", Cue::Quoted),
    ("tambayarka ita ce ", Cue::Quoted),
    ("tambayarki ita ce ", Cue::Quoted),
    ("rubutun asali:", Cue::Quoted),
    ("mai amfani ya ce ", Cue::Quoted),
    ("mai amfani ya tambaya:", Cue::Quoted),
    // Igbo.
    ("ị dere ", Cue::Quoted),
    ("Ị dere ", Cue::Quoted),
    ("unu dere ", Cue::Quoted),
    ("ị kwuru ", Cue::Quoted),
    ("Ị kwuru ", Cue::Quoted),
    ("unu kwuru ", Cue::Quoted),
    ("ị zitere ", Cue::Quoted),
    ("Ị zitere ", Cue::Quoted),
    ("unu zitere ", Cue::Quoted),
    ("ị jụrụ:", Cue::Quoted),
    ("Ị jụrụ:", Cue::Quoted),
    ("unu jụrụ:", Cue::Quoted),
    ("ajụjụ gị bụ ", Cue::Quoted),
    ("onye ọrụ dere ", Cue::Quoted),
    ("dị ka ị kwuru ", Cue::Quoted),
    // Zulu.
    ("ubuzile:", Cue::Quoted),
    ("ubuze:", Cue::Quoted),
    ("ubuze ukuthi ", Cue::Quoted),
    ("nibuzile:", Cue::Quoted),
    ("umbuzo wakho ubuthi ", Cue::Quoted),
    ("umbuzo wakho:", Cue::Quoted),
    ("umbhalo wokuqala:", Cue::Quoted),
    ("umsebenzisi uthe ", Cue::Quoted),
    ("umsebenzisi ubuze:", Cue::Quoted),
    ("ushilo ukuthi ", Cue::Quoted),
    // Xhosa.
    ("utshilo ukuthi ", Cue::Quoted),
    ("njengoko utshilo ", Cue::Quoted),
    ("ubuze ukuba ", Cue::Quoted),
    ("umbuzo wakho ibingu ", Cue::Quoted),
    // Amharic.
    ("ጠይቀሃል፦", Cue::Quoted),
    ("ጠይቀሃል:", Cue::Quoted),
    ("ጠይቀሻል፦", Cue::Quoted),
    ("ጠይቀሻል:", Cue::Quoted),
    ("ጠይቀዋል፦", Cue::Quoted),
    ("ጠይቀዋል:", Cue::Quoted),
    ("ጥያቄህ፦", Cue::Quoted),
    ("ጥያቄህ:", Cue::Quoted),
    ("ጥያቄሽ፦", Cue::Quoted),
    ("ጥያቄሽ:", Cue::Quoted),
    ("ጥያቄዎ፦", Cue::Quoted),
    ("ጥያቄዎ:", Cue::Quoted),
    ("ዋናው ጽሑፍ፦", Cue::Quoted),
    ("ዋናው ፅሑፍ፦", Cue::Quoted),
    ("ዋናው ጽሑፍ:", Cue::Quoted),
    ("ተጠቃሚው ጽፏል", Cue::Quoted),
    ("ተጠቃሚው ፅፏል", Cue::Quoted),
    ("ተጠቃሚው ብሏል", Cue::Quoted),
    // Tigrinya.
    ("ጸሓፍካ", Cue::Quoted),
    ("ፀሓፍካ", Cue::Quoted),
    ("ጸሓፍኪ", Cue::Quoted),
    ("ፀሓፍኪ", Cue::Quoted),
    ("ጸሓፍኩም", Cue::Quoted),
    ("ፀሓፍኩም", Cue::Quoted),
    ("ሕቶኻ፦", Cue::Quoted),
    ("ሕቶኻ:", Cue::Quoted),
    // Somali.
    ("waxaad qortay ", Cue::Quoted),
    ("waxaad tidhi ", Cue::Quoted),
    ("waxaad tiri ", Cue::Quoted),
    ("waxaad dirtay ", Cue::Quoted),
    ("waxaad weydiisay:", Cue::Quoted),
    ("su'aashaadu waxay ahayd ", Cue::Quoted),
    ("su’aashaadu waxay ahayd ", Cue::Quoted),
    ("qoraalka asalka ah ", Cue::Quoted),
    ("isticmaaluhu wuxuu qoray ", Cue::Quoted),
    ("sidaad tidhi ", Cue::Quoted),
    ("sidaad tiri ", Cue::Quoted),
    // Oromo.
    ("barreessite ", Cue::Quoted),
    ("akka jette ", Cue::Quoted),
    ("ergite ", Cue::Quoted),
    ("gaafatte:", Cue::Quoted),
    ("gaaffiin kee:", Cue::Quoted),
    ("fayyadamaan barreesse ", Cue::Quoted),
    // Kinyarwanda.
    ("wanditse ", Cue::Quoted),
    ("mwanditse ", Cue::Quoted),
    ("wavuze ", Cue::Quoted),
    ("mwavuze ", Cue::Quoted),
    ("wohereje ", Cue::Quoted),
    ("mwohereje ", Cue::Quoted),
    ("wabajije:", Cue::Quoted),
    ("mwabajije:", Cue::Quoted),
    ("ikibazo cyawe cyari ", Cue::Quoted),
    ("inyandiko y'umwimerere ", Cue::Quoted),
    ("inyandiko y’umwimerere ", Cue::Quoted),
    ("ukoresha yanditse ", Cue::Quoted),
    // Kirundi.
    ("ikibazo cawe cari ", Cue::Quoted),
    // Malagasy.
    ("hoy ianao ", Cue::Quoted),
    ("nosoratanao ", Cue::Quoted),
    ("nolazainao ", Cue::Quoted),
    ("nalefanao ", Cue::Quoted),
    ("nanontany ianao:", Cue::Quoted),
    ("ny fanontanianao dia ", Cue::Quoted),
    ("hoy ny mpampiasa ", Cue::Quoted),
    ("nanoratra ny mpampiasa ", Cue::Quoted),
    // Wolof.
    ("li nga bind ", Cue::Quoted),
    ("li nga wax ", Cue::Quoted),
    ("li nga yónnee ", Cue::Quoted),
    ("sa laaj:", Cue::Quoted),
    // Shona.
    ("wakanyora ", Cue::Quoted),
    ("makanyora ", Cue::Quoted),
    ("sezvawakataura ", Cue::Quoted),
    ("sezvamakataura ", Cue::Quoted),
    ("wakatumira ", Cue::Quoted),
    ("makatumira ", Cue::Quoted),
    ("wakabvunza:", Cue::Quoted),
    ("makabvunza:", Cue::Quoted),
    ("mubvunzo wako:", Cue::Quoted),
    ("mushandisi akanyora ", Cue::Quoted),
    // Sesotho.
    ("o ngotse ", Cue::Quoted),
    ("le ngotse ", Cue::Quoted),
    ("o itse ", Cue::Quoted),
    ("le itse ", Cue::Quoted),
    ("o rometse ", Cue::Quoted),
    ("le rometse ", Cue::Quoted),
    ("o botsitse:", Cue::Quoted),
    ("potso ya hao e ne e le ", Cue::Quoted),
    ("mosebedisi o ngotse ", Cue::Quoted),
    // Setswana.
    ("o kwadile ", Cue::Quoted),
    ("lo kwadile ", Cue::Quoted),
    ("o rile ", Cue::Quoted),
    ("lo rile ", Cue::Quoted),
    ("o bodile:", Cue::Quoted),
    ("potso ya gago e ne e le ", Cue::Quoted),
    ("modirisi o kwadile ", Cue::Quoted),
    // Chichewa.
    ("munalemba ", Cue::Quoted),
    ("unalemba ", Cue::Quoted),
    ("munati ", Cue::Quoted),
    ("unati ", Cue::Quoted),
    ("munatumiza ", Cue::Quoted),
    ("unatumiza ", Cue::Quoted),
    ("munafunsa:", Cue::Quoted),
    ("unafunsa:", Cue::Quoted),
    // Luganda.
    ("wawandiika ", Cue::Quoted),
    ("mwawandiika ", Cue::Quoted),
    ("wagamba ", Cue::Quoted),
    ("mwagamba ", Cue::Quoted),
    ("wasindika ", Cue::Quoted),
    ("wabuuza:", Cue::Quoted),
    ("ekibuuzo kyo:", Cue::Quoted),
    // Lingala.
    ("okomaki ", Cue::Quoted),
    ("bokomaki ", Cue::Quoted),
    ("olobaki ", Cue::Quoted),
    ("bolobaki ", Cue::Quoted),
    ("otindaki ", Cue::Quoted),
    ("otunaki:", Cue::Quoted),
    // Twi.
    ("wokyerɛwee ", Cue::Quoted),
    ("wokaa sɛ ", Cue::Quoted),
    ("wobisaa sɛ ", Cue::Quoted),
    // Maori.
    ("i tuhi koe ", Cue::Quoted),
    ("i kī koe ", Cue::Quoted),
    ("i kii koe ", Cue::Quoted),
    ("i tuku koe ", Cue::Quoted),
    ("i pātai koe:", Cue::Quoted),
    ("i patai koe:", Cue::Quoted),
    ("te tuhinga taketake ", Cue::Quoted),
    ("i tuhi te kaiwhakamahi ", Cue::Quoted),
    // Samoan.
    ("na e tusia ", Cue::Quoted),
    ("na e fai mai ", Cue::Quoted),
    ("na e auina mai ", Cue::Quoted),
    ("na e fesili mai:", Cue::Quoted),
    // Hawaiian.
    ("ua kākau ʻoe ", Cue::Quoted),
    ("ua kākau 'oe ", Cue::Quoted),
    ("ua kākau ’oe ", Cue::Quoted),
    ("ua kakau 'oe ", Cue::Quoted),
    ("ua kakau ’oe ", Cue::Quoted),
    ("ua ʻōlelo ʻoe ", Cue::Quoted),
    ("ua 'ōlelo 'oe ", Cue::Quoted),
    ("ua ’ōlelo ’oe ", Cue::Quoted),
    ("ua hoʻouna ʻoe ", Cue::Quoted),
    ("ua ho'ouna 'oe ", Cue::Quoted),
    ("ua ho’ouna ’oe ", Cue::Quoted),
    ("ua nīnau ʻoe:", Cue::Quoted),
    ("ua nīnau 'oe:", Cue::Quoted),
    ("ua nīnau ’oe:", Cue::Quoted),
    // Quechua.
    ("qillqarqanki ", Cue::Quoted),
    ("nirqanki ", Cue::Quoted),
    ("apachirqanki ", Cue::Quoted),
    ("tapurqanki ", Cue::Quoted),
    // Guarani.
    ("nde rehai ", Cue::Quoted),
    ("nde reporandu ", Cue::Quoted),
    // The answer's labels, and the labels of another's words quoted (a quotation, what
    // the reader said or wrote), of two words or more or in a script written without
    // spaces, in about 125 languages (helper data, 2026-11-28).
    // en
    ("the answer is", Cue::Answer),
    ("the result is", Cue::Answer),
    ("final answer", Cue::Answer),
    ("the final answer is", Cue::Answer),
    ("the correct answer is", Cue::Answer),
    ("the solution is", Cue::Answer),
    // fr
    ("la réponse est", Cue::Answer),
    ("le résultat est", Cue::Answer),
    ("réponse finale", Cue::Answer),
    ("la réponse finale est", Cue::Answer),
    ("la bonne réponse est", Cue::Answer),
    ("la solution est", Cue::Answer),
    // de
    ("die antwort ist", Cue::Answer),
    ("die antwort lautet", Cue::Answer),
    ("das ergebnis ist", Cue::Answer),
    ("das ergebnis lautet", Cue::Answer),
    ("endgültige antwort", Cue::Answer),
    ("die richtige antwort ist", Cue::Answer),
    ("die richtige antwort lautet", Cue::Answer),
    ("die lösung ist", Cue::Answer),
    // es
    ("la respuesta es", Cue::Answer),
    ("el resultado es", Cue::Answer),
    ("respuesta final", Cue::Answer),
    ("la respuesta final es", Cue::Answer),
    ("la respuesta correcta es", Cue::Answer),
    ("la solución es", Cue::Answer),
    // pt
    ("a resposta é", Cue::Answer),
    ("o resultado é", Cue::Answer),
    ("resposta final", Cue::Answer),
    ("a resposta final é", Cue::Answer),
    ("a resposta correta é", Cue::Answer),
    ("a resposta certa é", Cue::Answer),
    ("a solução é", Cue::Answer),
    // it
    ("la risposta è", Cue::Answer),
    ("il risultato è", Cue::Answer),
    ("risposta finale", Cue::Answer),
    ("la risposta finale è", Cue::Answer),
    ("la risposta corretta è", Cue::Answer),
    ("la risposta giusta è", Cue::Answer),
    ("la soluzione è", Cue::Answer),
    // nl
    ("het antwoord is", Cue::Answer),
    ("het resultaat is", Cue::Answer),
    ("de uitkomst is", Cue::Answer),
    ("definitief antwoord", Cue::Answer),
    ("het juiste antwoord is", Cue::Answer),
    ("de oplossing is", Cue::Answer),
    // pl
    ("odpowiedź to", Cue::Answer),
    ("odpowiedź brzmi", Cue::Answer),
    ("wynik to", Cue::Answer),
    ("wynik wynosi", Cue::Answer),
    ("ostateczna odpowiedź", Cue::Answer),
    ("ostateczna odpowiedź to", Cue::Answer),
    ("poprawna odpowiedź to", Cue::Answer),
    ("prawidłowa odpowiedź to", Cue::Answer),
    // cs
    ("odpověď je", Cue::Answer),
    ("odpověď zní", Cue::Answer),
    ("výsledek je", Cue::Answer),
    ("konečná odpověď", Cue::Answer),
    ("správná odpověď je", Cue::Answer),
    ("řešení je", Cue::Answer),
    // sk
    ("odpoveď je", Cue::Answer),
    ("odpoveď znie", Cue::Answer),
    ("výsledok je", Cue::Answer),
    ("konečná odpoveď", Cue::Answer),
    ("správna odpoveď je", Cue::Answer),
    ("riešenie je", Cue::Answer),
    // sl
    ("odgovor je", Cue::Answer),
    ("rezultat je", Cue::Answer),
    ("končni odgovor", Cue::Answer),
    ("pravilen odgovor je", Cue::Answer),
    ("pravilni odgovor je", Cue::Answer),
    ("rešitev je", Cue::Answer),
    // hr
    ("konačan odgovor", Cue::Answer),
    ("konačni odgovor", Cue::Answer),
    ("točan odgovor je", Cue::Answer),
    ("rješenje je", Cue::Answer),
    // sr
    ("одговор је", Cue::Answer),
    ("резултат је", Cue::Answer),
    ("коначан одговор", Cue::Answer),
    ("тачан одговор је", Cue::Answer),
    ("решење је", Cue::Answer),
    // sr-Latn
    ("tačan odgovor je", Cue::Answer),
    ("rešenje je", Cue::Answer),
    // mk
    ("одговорот е", Cue::Answer),
    ("резултатот е", Cue::Answer),
    ("конечен одговор", Cue::Answer),
    ("точниот одговор е", Cue::Answer),
    ("решението е", Cue::Answer),
    // bg
    ("отговорът е", Cue::Answer),
    ("резултатът е", Cue::Answer),
    ("окончателен отговор", Cue::Answer),
    ("верният отговор е", Cue::Answer),
    ("правилният отговор е", Cue::Answer),
    // ru
    ("ответ —", Cue::Answer),
    ("ответ -", Cue::Answer),
    ("ответ равен", Cue::Answer),
    ("ответ будет", Cue::Answer),
    ("результат равен", Cue::Answer),
    ("итоговый ответ", Cue::Answer),
    ("окончательный ответ", Cue::Answer),
    ("правильный ответ", Cue::Answer),
    ("правильный ответ —", Cue::Answer),
    // uk
    ("відповідь —", Cue::Answer),
    ("відповідь становить", Cue::Answer),
    ("відповідь є", Cue::Answer),
    ("результат становить", Cue::Answer),
    ("остаточна відповідь", Cue::Answer),
    ("правильна відповідь", Cue::Answer),
    ("правильна відповідь —", Cue::Answer),
    // be
    ("адказ —", Cue::Answer),
    ("канчатковы адказ", Cue::Answer),
    ("правільны адказ", Cue::Answer),
    // lt
    ("atsakymas yra", Cue::Answer),
    ("atsakymas –", Cue::Answer),
    ("rezultatas yra", Cue::Answer),
    ("galutinis atsakymas", Cue::Answer),
    ("teisingas atsakymas yra", Cue::Answer),
    ("teisingas atsakymas", Cue::Answer),
    // lv
    ("atbilde ir", Cue::Answer),
    ("rezultāts ir", Cue::Answer),
    ("galīgā atbilde", Cue::Answer),
    ("pareizā atbilde ir", Cue::Answer),
    // et
    ("vastus on", Cue::Answer),
    ("tulemus on", Cue::Answer),
    ("lõplik vastus", Cue::Answer),
    ("õige vastus on", Cue::Answer),
    // fi
    ("vastaus on", Cue::Answer),
    ("tulos on", Cue::Answer),
    ("lopullinen vastaus", Cue::Answer),
    ("oikea vastaus on", Cue::Answer),
    ("ratkaisu on", Cue::Answer),
    // hu
    ("a válasz", Cue::Answer),
    ("az eredmény", Cue::Answer),
    ("végső válasz", Cue::Answer),
    ("a végső válasz", Cue::Answer),
    ("a helyes válasz", Cue::Answer),
    ("a válasz tehát", Cue::Answer),
    // ro
    ("răspunsul este", Cue::Answer),
    ("rezultatul este", Cue::Answer),
    ("răspunsul final", Cue::Answer),
    ("răspuns final", Cue::Answer),
    ("răspunsul corect este", Cue::Answer),
    ("soluția este", Cue::Answer),
    ("soluţia este", Cue::Answer),
    // el
    ("η απάντηση είναι", Cue::Answer),
    ("το αποτέλεσμα είναι", Cue::Answer),
    ("τελική απάντηση", Cue::Answer),
    ("η τελική απάντηση είναι", Cue::Answer),
    ("η σωστή απάντηση είναι", Cue::Answer),
    ("η λύση είναι", Cue::Answer),
    // tr
    ("cevap şu", Cue::Answer),
    ("yanıt şu", Cue::Answer),
    ("nihai cevap", Cue::Answer),
    ("nihai yanıt", Cue::Answer),
    ("son cevap", Cue::Answer),
    ("doğru cevap", Cue::Answer),
    ("doğru yanıt", Cue::Answer),
    // az
    ("cavab budur", Cue::Answer),
    ("nəticə budur", Cue::Answer),
    ("yekun cavab", Cue::Answer),
    ("son cavab", Cue::Answer),
    ("düzgün cavab", Cue::Answer),
    ("doğru cavab", Cue::Answer),
    // kk
    ("жауап —", Cue::Answer),
    ("соңғы жауап", Cue::Answer),
    ("дұрыс жауап", Cue::Answer),
    // ky
    ("акыркы жооп", Cue::Answer),
    ("туура жооп", Cue::Answer),
    // uz
    ("javob —", Cue::Answer),
    ("to'g'ri javob", Cue::Answer),
    ("toʻgʻri javob", Cue::Answer),
    // tg
    ("ҷавоб ин аст", Cue::Answer),
    ("ҷавоби ниҳоӣ", Cue::Answer),
    ("ҷавоби дуруст", Cue::Answer),
    // tk
    ("soňky jogap", Cue::Answer),
    ("dogry jogap", Cue::Answer),
    ("jemleýji jogap", Cue::Answer),
    // tt
    ("соңгы җавап", Cue::Answer),
    ("дөрес җавап", Cue::Answer),
    // ba
    ("һуңғы яуап", Cue::Answer),
    ("дөрөҫ яуап", Cue::Answer),
    // mn
    ("хариулт нь", Cue::Answer),
    ("хариу нь", Cue::Answer),
    ("үр дүн нь", Cue::Answer),
    ("эцсийн хариулт", Cue::Answer),
    ("зөв хариулт", Cue::Answer),
    // ka
    ("პასუხი არის", Cue::Answer),
    ("საბოლოო პასუხი", Cue::Answer),
    ("საბოლოო პასუხია", Cue::Answer),
    ("სწორი პასუხია", Cue::Answer),
    // hy
    ("պատասխանն է", Cue::Answer),
    ("արդյունքն է", Cue::Answer),
    ("վերջնական պատասխան", Cue::Answer),
    ("ճիշտ պատասխանն է", Cue::Answer),
    // sq
    ("përgjigjja është", Cue::Answer),
    ("përgjigja është", Cue::Answer),
    ("rezultati është", Cue::Answer),
    ("përgjigjja përfundimtare", Cue::Answer),
    ("përgjigja përfundimtare", Cue::Answer),
    ("përgjigjja e saktë është", Cue::Answer),
    ("zgjidhja është", Cue::Answer),
    // mt
    ("it-tweġiba hi", Cue::Answer),
    ("it-tweġiba hija", Cue::Answer),
    ("ir-riżultat hu", Cue::Answer),
    ("ir-riżultat huwa", Cue::Answer),
    ("it-tweġiba finali", Cue::Answer),
    ("it-tweġiba t-tajba hi", Cue::Answer),
    ("is-soluzzjoni hi", Cue::Answer),
    // ga
    ("is é an freagra", Cue::Answer),
    ("an freagra ná", Cue::Answer),
    ("an toradh ná", Cue::Answer),
    ("an freagra deiridh", Cue::Answer),
    ("freagra deiridh", Cue::Answer),
    ("an freagra ceart", Cue::Answer),
    // gd
    ("'s e am freagairt", Cue::Answer),
    ("is e am freagairt", Cue::Answer),
    ("an toradh", Cue::Answer),
    ("am freagairt mu dheireadh", Cue::Answer),
    ("am freagairt cheart", Cue::Answer),
    // cy
    ("yr ateb yw", Cue::Answer),
    ("yr ateb ydy", Cue::Answer),
    ("y canlyniad yw", Cue::Answer),
    ("yr ateb terfynol", Cue::Answer),
    ("ateb terfynol", Cue::Answer),
    ("yr ateb cywir yw", Cue::Answer),
    ("y datrysiad yw", Cue::Answer),
    // br
    ("ar respont eo", Cue::Answer),
    ("an disoc'h eo", Cue::Answer),
    ("ar respont diwezhañ", Cue::Answer),
    ("ar respont reizh eo", Cue::Answer),
    // eu
    ("erantzuna hau da", Cue::Answer),
    ("emaitza hau da", Cue::Answer),
    ("azken erantzuna", Cue::Answer),
    ("erantzun zuzena", Cue::Answer),
    // ca
    ("la resposta és", Cue::Answer),
    ("el resultat és", Cue::Answer),
    ("la resposta final és", Cue::Answer),
    ("la resposta correcta és", Cue::Answer),
    ("la solució és", Cue::Answer),
    // gl
    ("a resposta correcta é", Cue::Answer),
    ("a solución é", Cue::Answer),
    // is
    ("svarið er", Cue::Answer),
    ("niðurstaðan er", Cue::Answer),
    ("lokasvarið er", Cue::Answer),
    ("rétta svarið er", Cue::Answer),
    ("lausnin er", Cue::Answer),
    // fo
    ("úrslitið er", Cue::Answer),
    ("endaliga svarið", Cue::Answer),
    ("rætta svarið er", Cue::Answer),
    // no
    ("svaret er", Cue::Answer),
    ("resultatet er", Cue::Answer),
    ("endelig svar", Cue::Answer),
    ("det endelige svaret er", Cue::Answer),
    ("riktig svar er", Cue::Answer),
    ("det riktige svaret er", Cue::Answer),
    ("løsningen er", Cue::Answer),
    // nn
    ("endeleg svar", Cue::Answer),
    ("det rette svaret er", Cue::Answer),
    ("løysinga er", Cue::Answer),
    // sv
    ("svaret är", Cue::Answer),
    ("resultatet är", Cue::Answer),
    ("slutligt svar", Cue::Answer),
    ("det slutliga svaret är", Cue::Answer),
    ("rätt svar är", Cue::Answer),
    ("det rätta svaret är", Cue::Answer),
    ("lösningen är", Cue::Answer),
    // da
    ("endeligt svar", Cue::Answer),
    ("det endelige svar er", Cue::Answer),
    ("det rigtige svar er", Cue::Answer),
    ("korrekt svar er", Cue::Answer),
    // fy
    ("it antwurd is", Cue::Answer),
    ("it resultaat is", Cue::Answer),
    ("definityf antwurd", Cue::Answer),
    ("it goede antwurd is", Cue::Answer),
    // lb
    ("d'äntwert ass", Cue::Answer),
    ("d'resultat ass", Cue::Answer),
    ("definitiv äntwert", Cue::Answer),
    ("déi richteg äntwert ass", Cue::Answer),
    ("d'léisung ass", Cue::Answer),
    // af
    ("die antwoord is", Cue::Answer),
    ("die resultaat is", Cue::Answer),
    ("finale antwoord", Cue::Answer),
    ("die finale antwoord is", Cue::Answer),
    ("die korrekte antwoord is", Cue::Answer),
    ("die regte antwoord is", Cue::Answer),
    ("die oplossing is", Cue::Answer),
    // zu
    ("impendulo ithi", Cue::Answer),
    ("impendulo ngu", Cue::Answer),
    ("impendulo yi", Cue::Answer),
    ("umphumela ngu", Cue::Answer),
    ("impendulo yokugcina", Cue::Answer),
    ("impendulo efanele", Cue::Answer),
    // xh
    ("impendulo yokugqibela", Cue::Answer),
    ("impendulo echanekileyo", Cue::Answer),
    // st
    ("karabo ke", Cue::Answer),
    ("sephetho ke", Cue::Answer),
    ("karabo ya ho qetela", Cue::Answer),
    ("karabo e nepahetseng ke", Cue::Answer),
    // tn
    ("maduo ke", Cue::Answer),
    ("karabo ya bofelo", Cue::Answer),
    ("karabo e e nepagetseng ke", Cue::Answer),
    // sn
    ("mhinduro ndeye", Cue::Answer),
    ("mhinduro ndi", Cue::Answer),
    ("mhinduro yekupedzisira", Cue::Answer),
    ("mhinduro chaiyo ndeye", Cue::Answer),
    // sw
    ("jibu ni", Cue::Answer),
    ("matokeo ni", Cue::Answer),
    ("jibu la mwisho", Cue::Answer),
    ("jibu sahihi ni", Cue::Answer),
    ("suluhisho ni", Cue::Answer),
    // rw
    ("igisubizo ni", Cue::Answer),
    ("igisubizo cya nyuma", Cue::Answer),
    ("igisubizo nyacyo ni", Cue::Answer),
    ("igisubizo gikwiye ni", Cue::Answer),
    // lg
    ("eky'okuddamu kye", Cue::Answer),
    ("eky'okuddamu ekisembayo", Cue::Answer),
    ("ekivuddemu kye", Cue::Answer),
    // ln
    ("eyano ezali", Cue::Answer),
    ("eyano ya suka", Cue::Answer),
    ("eyano ya malamu ezali", Cue::Answer),
    ("mbano ezali", Cue::Answer),
    // yo
    ("ìdáhùn ni", Cue::Answer),
    ("idahun ni", Cue::Answer),
    ("àbájáde ni", Cue::Answer),
    ("ìdáhùn ìkẹyìn", Cue::Answer),
    ("ìdáhùn tó tọ́ ni", Cue::Answer),
    // ig
    ("azịza bụ", Cue::Answer),
    ("nsonaazụ bụ", Cue::Answer),
    ("azịza ikpeazụ", Cue::Answer),
    ("azịza ziri ezi bụ", Cue::Answer),
    // ha
    ("amsar ita ce", Cue::Answer),
    ("sakamakon shi ne", Cue::Answer),
    ("amsa ta ƙarshe", Cue::Answer),
    ("amsar ƙarshe", Cue::Answer),
    ("amsar daidai ita ce", Cue::Answer),
    // so
    ("jawaabtu waa", Cue::Answer),
    ("natiijadu waa", Cue::Answer),
    ("jawaabta kama dambaysta ah", Cue::Answer),
    ("jawaabta saxda ah waa", Cue::Answer),
    // om
    ("deebiin isaa", Cue::Answer),
    ("deebii dhumaa", Cue::Answer),
    ("deebii sirrii", Cue::Answer),
    // am
    ("የመጨረሻው መልስ", Cue::Answer),
    ("ትክክለኛው መልስ", Cue::Answer),
    // ti
    ("ናይ መወዳእታ መልሲ", Cue::Answer),
    ("ቅኑዕ መልሲ", Cue::Answer),
    // mg
    ("ny valiny dia", Cue::Answer),
    ("ny vokatra dia", Cue::Answer),
    ("valiny farany", Cue::Answer),
    ("ny valiny marina dia", Cue::Answer),
    // ar
    ("الجواب هو", Cue::Answer),
    ("الإجابة هي", Cue::Answer),
    ("النتيجة هي", Cue::Answer),
    ("الإجابة النهائية", Cue::Answer),
    ("الجواب النهائي", Cue::Answer),
    ("الإجابة الصحيحة هي", Cue::Answer),
    ("الحل هو", Cue::Answer),
    // he
    ("התשובה היא", Cue::Answer),
    ("התוצאה היא", Cue::Answer),
    ("תשובה סופית", Cue::Answer),
    ("התשובה הסופית היא", Cue::Answer),
    ("התשובה הנכונה היא", Cue::Answer),
    ("הפתרון הוא", Cue::Answer),
    // yi
    ("דער ענטפֿער איז", Cue::Answer),
    ("דער רעזולטאַט איז", Cue::Answer),
    ("דער ריכטיקער ענטפֿער איז", Cue::Answer),
    // fa
    ("پاسخ برابر است با", Cue::Answer),
    ("جواب برابر است با", Cue::Answer),
    ("پاسخ این است", Cue::Answer),
    ("جواب این است", Cue::Answer),
    ("نتیجه برابر است با", Cue::Answer),
    ("پاسخ نهایی", Cue::Answer),
    ("جواب نهایی", Cue::Answer),
    ("پاسخ صحیح", Cue::Answer),
    ("پاسخ درست", Cue::Answer),
    ("جواب درست", Cue::Answer),
    // ps
    ("ځواب دی", Cue::Answer),
    ("پایله ده", Cue::Answer),
    ("وروستی ځواب", Cue::Answer),
    ("سم ځواب", Cue::Answer),
    // kmr
    ("bersiv ev e", Cue::Answer),
    ("bersiv e", Cue::Answer),
    ("encam ev e", Cue::Answer),
    ("bersiva dawî", Cue::Answer),
    ("bersiva rast", Cue::Answer),
    // ckb
    ("وەڵام بریتییە لە", Cue::Answer),
    ("وەڵامی کۆتایی", Cue::Answer),
    ("وەڵامی دروست", Cue::Answer),
    // ur
    ("جواب ہے", Cue::Answer),
    ("جواب یہ ہے", Cue::Answer),
    ("نتیجہ ہے", Cue::Answer),
    ("حتمی جواب", Cue::Answer),
    ("آخری جواب", Cue::Answer),
    ("درست جواب", Cue::Answer),
    ("صحیح جواب", Cue::Answer),
    // sd
    ("جواب آهي", Cue::Answer),
    ("نتيجو آهي", Cue::Answer),
    ("آخري جواب", Cue::Answer),
    ("صحيح جواب", Cue::Answer),
    // hi
    ("उत्तर है", Cue::Answer),
    ("जवाब है", Cue::Answer),
    ("परिणाम है", Cue::Answer),
    ("अंतिम उत्तर", Cue::Answer),
    ("सही उत्तर है", Cue::Answer),
    ("सही उत्तर", Cue::Answer),
    ("सही जवाब", Cue::Answer),
    // mr
    ("उत्तर आहे", Cue::Answer),
    ("बरोबर उत्तर", Cue::Answer),
    ("योग्य उत्तर", Cue::Answer),
    ("उत्तर असे आहे", Cue::Answer),
    // ne
    ("उत्तर हो", Cue::Answer),
    ("नतिजा हो", Cue::Answer),
    ("अन्तिम उत्तर", Cue::Answer),
    // bn
    ("উত্তর হলো", Cue::Answer),
    ("উত্তর হল", Cue::Answer),
    ("ফলাফল হলো", Cue::Answer),
    ("চূড়ান্ত উত্তর", Cue::Answer),
    ("সঠিক উত্তর হলো", Cue::Answer),
    ("সঠিক উত্তর", Cue::Answer),
    // as
    ("উত্তৰ হ'ল", Cue::Answer),
    ("চূড়ান্ত উত্তৰ", Cue::Answer),
    ("শুদ্ধ উত্তৰ", Cue::Answer),
    // or
    ("ଅନ୍ତିମ ଉତ୍ତର", Cue::Answer),
    ("ସଠିକ୍ ଉତ୍ତର", Cue::Answer),
    // pa
    ("ਜਵਾਬ ਹੈ", Cue::Answer),
    ("ਉੱਤਰ ਹੈ", Cue::Answer),
    ("ਨਤੀਜਾ ਹੈ", Cue::Answer),
    ("ਅੰਤਿਮ ਜਵਾਬ", Cue::Answer),
    ("ਸਹੀ ਜਵਾਬ", Cue::Answer),
    // gu
    ("જવાબ છે", Cue::Answer),
    ("ઉત્તર છે", Cue::Answer),
    ("પરિણામ છે", Cue::Answer),
    ("અંતિમ જવાબ", Cue::Answer),
    ("સાચો જવાબ", Cue::Answer),
    // ta
    ("சரியான விடை", Cue::Answer),
    ("பதில் என்னவென்றால்", Cue::Answer),
    // te
    ("తుది సమాధానం", Cue::Answer),
    ("సరైన సమాధానం", Cue::Answer),
    ("సరైన జవాబు", Cue::Answer),
    // kn
    ("ಅಂತಿಮ ಉತ್ತರ", Cue::Answer),
    ("ಸರಿಯಾದ ಉತ್ತರ", Cue::Answer),
    // ml
    ("അന്തിമ ഉത്തരം", Cue::Answer),
    ("ശരിയായ ഉത്തരം", Cue::Answer),
    ("ഉത്തരം ആണ്", Cue::Answer),
    // si
    ("අවසාන පිළිතුර", Cue::Answer),
    ("නිවැරදි පිළිතුර", Cue::Answer),
    // zh-Hans
    ("答案是", Cue::Answer),
    ("结果是", Cue::Answer),
    ("最终答案", Cue::Answer),
    ("最终答案是", Cue::Answer),
    ("正确答案是", Cue::Answer),
    ("所以答案是", Cue::Answer),
    // zh-Hant
    ("結果是", Cue::Answer),
    ("最終答案", Cue::Answer),
    ("最終答案是", Cue::Answer),
    ("正確答案是", Cue::Answer),
    // yue
    ("答案係", Cue::Answer),
    ("結果係", Cue::Answer),
    ("正確答案係", Cue::Answer),
    ("答案就係", Cue::Answer),
    // ja
    ("答えは", Cue::Answer),
    ("解答：", Cue::Answer),
    ("結果は", Cue::Answer),
    ("最終的な答え", Cue::Answer),
    ("最終解答", Cue::Answer),
    ("正解は", Cue::Answer),
    ("正しい答えは", Cue::Answer),
    // ko
    ("답은", Cue::Answer),
    ("정답은", Cue::Answer),
    ("결과는", Cue::Answer),
    ("최종 답", Cue::Answer),
    ("최종 답은", Cue::Answer),
    ("최종 답변", Cue::Answer),
    ("올바른 답은", Cue::Answer),
    ("해답은", Cue::Answer),
    // vi
    ("câu trả lời là", Cue::Answer),
    ("đáp án là", Cue::Answer),
    ("kết quả là", Cue::Answer),
    ("đáp án cuối cùng", Cue::Answer),
    ("câu trả lời cuối cùng", Cue::Answer),
    ("đáp án đúng là", Cue::Answer),
    ("lời giải:", Cue::Answer),
    // id
    ("jawabannya adalah", Cue::Answer),
    ("hasilnya adalah", Cue::Answer),
    ("jawaban akhir", Cue::Answer),
    ("jawaban akhirnya", Cue::Answer),
    ("jawaban yang benar adalah", Cue::Answer),
    ("jadi jawabannya", Cue::Answer),
    // ms
    ("jawapannya ialah", Cue::Answer),
    ("hasilnya ialah", Cue::Answer),
    ("keputusannya ialah", Cue::Answer),
    ("jawapan akhir", Cue::Answer),
    ("jawapan yang betul ialah", Cue::Answer),
    // jv
    ("wangsulane yaiku", Cue::Answer),
    ("jawabane yaiku", Cue::Answer),
    ("asile yaiku", Cue::Answer),
    ("jawaban pungkasan", Cue::Answer),
    // su
    ("jawabanana nyaéta", Cue::Answer),
    ("hasilna nyaéta", Cue::Answer),
    ("jawaban ahir", Cue::Answer),
    // tl
    ("ang sagot ay", Cue::Answer),
    ("ang resulta ay", Cue::Answer),
    ("huling sagot", Cue::Answer),
    ("ang huling sagot ay", Cue::Answer),
    ("ang tamang sagot ay", Cue::Answer),
    ("ang sagot", Cue::Answer),
    // ceb
    ("ang tubag mao ang", Cue::Answer),
    ("ang tubag kay", Cue::Answer),
    ("ang resulta mao ang", Cue::Answer),
    ("katapusang tubag", Cue::Answer),
    ("ang husto nga tubag", Cue::Answer),
    // ilo
    ("ti sungbat ket", Cue::Answer),
    ("ti resulta ket", Cue::Answer),
    ("ti naudi a sungbat", Cue::Answer),
    ("ti husto a sungbat", Cue::Answer),
    // haw
    ("ʻo ka pane", Cue::Answer),
    ("ka pane:", Cue::Answer),
    ("ka pane hope loa", Cue::Answer),
    // mi
    ("ko te whakautu ko", Cue::Answer),
    ("te whakautu:", Cue::Answer),
    ("ko te hua ko", Cue::Answer),
    ("te whakautu whakamutunga", Cue::Answer),
    ("te whakautu tika", Cue::Answer),
    // sm
    ("o le tali o", Cue::Answer),
    ("o le i'uga o", Cue::Answer),
    ("o le tali mulimuli", Cue::Answer),
    ("o le tali sa'o", Cue::Answer),
    // to
    ("ko e tali ko", Cue::Answer),
    ("ko e tali fakaʻosí", Cue::Answer),
    // fj
    ("na isau ni taro", Cue::Answer),
    ("na isau dina", Cue::Answer),
    // ht
    ("repons lan se", Cue::Answer),
    ("rezilta a se", Cue::Answer),
    ("repons final", Cue::Answer),
    ("repons final la se", Cue::Answer),
    ("bon repons lan se", Cue::Answer),
    ("solisyon an se", Cue::Answer),
    // qu
    ("tukukuy kutichiy", Cue::Answer),
    ("allin kutichiyqa", Cue::Answer),
    // ay
    ("qhipa jaysawi", Cue::Answer),
    // gn
    ("mbohovái ha'e", Cue::Answer),
    // eo
    ("la respondo estas", Cue::Answer),
    ("la rezulto estas", Cue::Answer),
    ("fina respondo", Cue::Answer),
    ("la fina respondo estas", Cue::Answer),
    ("la ĝusta respondo estas", Cue::Answer),
    ("la solvo estas", Cue::Answer),
    // la
    ("responsum est", Cue::Answer),
    ("responsio est", Cue::Answer),
    ("summa est", Cue::Answer),
    ("responsum finale", Cue::Answer),
    // ug
    ("ئاخىرقى جاۋاب", Cue::Answer),
    ("توغرا جاۋاب", Cue::Answer),
    // en
    ("quote from the document", Cue::Quoted),
    ("as you said", Cue::Quoted),
    // fr
    ("selon vos termes", Cue::Quoted),
    // de
    ("zitat aus dem dokument", Cue::Quoted),
    ("auszug aus dem dokument", Cue::Quoted),
    ("sie sagten", Cue::Quoted),
    ("du sagtest", Cue::Quoted),
    ("wie sie es formuliert haben", Cue::Quoted),
    ("wie du es formuliert hast", Cue::Quoted),
    // es
    ("cita del documento", Cue::Quoted),
    // pt
    ("citação do documento", Cue::Quoted),
    ("como você disse", Cue::Quoted),
    // it
    ("citazione dal documento", Cue::Quoted),
    ("come hai detto", Cue::Quoted),
    ("come dici tu", Cue::Quoted),
    ("per usare le tue parole", Cue::Quoted),
    // nl
    ("citaat uit het document", Cue::Quoted),
    ("je zei", Cue::Quoted),
    ("u zei", Cue::Quoted),
    ("zoals u het verwoordde", Cue::Quoted),
    // pl
    ("cytat z dokumentu", Cue::Quoted),
    ("jak to ująłeś", Cue::Quoted),
    ("jak to ujęłaś", Cue::Quoted),
    // cs
    ("citace z dokumentu", Cue::Quoted),
    ("jak jste to formuloval", Cue::Quoted),
    // sk
    ("citát z dokumentu", Cue::Quoted),
    ("ako ste to formulovali", Cue::Quoted),
    // sl
    ("citat iz dokumenta", Cue::Quoted),
    // hr
    ("kako ste rekli", Cue::Quoted),
    ("kako ste se izrazili", Cue::Quoted),
    // sr
    ("цитат из документа", Cue::Quoted),
    // mk
    ("цитат од документот", Cue::Quoted),
    ("како што рековте", Cue::Quoted),
    // bg
    ("цитат от документа", Cue::Quoted),
    ("както казахте", Cue::Quoted),
    ("както се изразихте", Cue::Quoted),
    // ru
    ("цитата из документа", Cue::Quoted),
    // uk
    ("цитата з документа", Cue::Quoted),
    // be
    ("цытата з дакумента", Cue::Quoted),
    ("ты сказала", Cue::Quoted),
    // lt
    ("citata iš dokumento", Cue::Quoted),
    // lv
    ("citāts no dokumenta", Cue::Quoted),
    // et
    ("tsitaat dokumendist", Cue::Quoted),
    ("te ütlesite", Cue::Quoted),
    // fi
    ("lainaus asiakirjasta", Cue::Quoted),
    // hu
    ("idézet a dokumentumból", Cue::Quoted),
    ("azt mondtad", Cue::Quoted),
    ("ön azt írta", Cue::Quoted),
    ("ahogy fogalmaztál", Cue::Quoted),
    ("ahogy ön fogalmazott", Cue::Quoted),
    // ro
    ("citat din document", Cue::Quoted),
    ("cum ai spus", Cue::Quoted),
    ("cum v-ați exprimat", Cue::Quoted),
    // el
    ("απόσπασμα από το έγγραφο", Cue::Quoted),
    ("όπως είπατε", Cue::Quoted),
    ("όπως το διατυπώσατε", Cue::Quoted),
    // tr
    ("belgeden alıntı", Cue::Quoted),
    ("alıntı yapıyorum", Cue::Quoted),
    ("sizin ifadenizle", Cue::Quoted),
    // az
    ("sənəddən sitat", Cue::Quoted),
    // kk
    ("құжаттан дәйексөз", Cue::Quoted),
    // ky
    ("документтен цитата", Cue::Quoted),
    ("сиз жаздыңыз", Cue::Quoted),
    // uz
    ("hujjatdan iqtibos", Cue::Quoted),
    ("sen aytding", Cue::Quoted),
    // tg
    ("иқтибос аз ҳуҷҷат", Cue::Quoted),
    // tk
    ("resminamadan sitata", Cue::Quoted),
    // tt
    ("документтан цитата", Cue::Quoted),
    // mn
    ("баримт бичгээс иш татвал", Cue::Quoted),
    ("чи хэлсэн", Cue::Quoted),
    // ka
    ("ციტატა დოკუმენტიდან", Cue::Quoted),
    // hy
    ("մեջբերում փաստաթղթից", Cue::Quoted),
    // sq
    ("citat nga dokumenti", Cue::Quoted),
    ("ti the", Cue::Quoted),
    ("ti shkrove", Cue::Quoted),
    ("siç e shprehët", Cue::Quoted),
    // mt
    ("silta mid-dokument", Cue::Quoted),
    ("kif għedt int", Cue::Quoted),
    ("kif għidtha int", Cue::Quoted),
    // ga
    ("sliocht as an doiciméad", Cue::Quoted),
    ("a dúirt tú", Cue::Quoted),
    // gd
    ("earrann às an sgrìobhainn", Cue::Quoted),
    ("thuirt thu", Cue::Quoted),
    ("sgrìobh thu", Cue::Quoted),
    ("mar a thuirt thu", Cue::Quoted),
    // cy
    ("dyfyniad o'r ddogfen", Cue::Quoted),
    ("dywedoch chi", Cue::Quoted),
    ("dywedaist ti", Cue::Quoted),
    ("ysgrifennoch chi", Cue::Quoted),
    // br
    ("tennad eus an teul", Cue::Quoted),
    ("lavaret ho peus", Cue::Quoted),
    ("lavaret az peus", Cue::Quoted),
    ("skrivet ho peus", Cue::Quoted),
    // eu
    ("dokumentuko aipua", Cue::Quoted),
    // ca
    ("cita del document", Cue::Quoted),
    ("vas dir", Cue::Quoted),
    ("has dit", Cue::Quoted),
    // gl
    ("cita do documento", Cue::Quoted),
    // is
    ("tilvitnun úr skjalinu", Cue::Quoted),
    ("eins og þú orðaðir það", Cue::Quoted),
    // fo
    ("sum tú orðaði tað", Cue::Quoted),
    ("í teldupostinum stendur", Cue::Quoted),
    // no
    ("sitat fra dokumentet", Cue::Quoted),
    ("du sa", Cue::Quoted),
    ("som du sa", Cue::Quoted),
    ("som du formulerte det", Cue::Quoted),
    // nn
    ("sitat frå dokumentet", Cue::Quoted),
    // sv
    ("citat från dokumentet", Cue::Quoted),
    // da
    ("citat fra dokumentet", Cue::Quoted),
    ("som du sagde", Cue::Quoted),
    ("som du formulerede det", Cue::Quoted),
    // fy
    ("sitaat út it dokumint", Cue::Quoted),
    ("do seist", Cue::Quoted),
    ("jo seine", Cue::Quoted),
    ("jo skreaunen", Cue::Quoted),
    ("lykas jo seine", Cue::Quoted),
    // lb
    ("wéi dir gesot hutt", Cue::Quoted),
    // af
    ("aanhaling uit die dokument", Cue::Quoted),
    // zu
    ("isicaphuno esivela kumbhalo", Cue::Quoted),
    // xh
    ("isicatshulwa kuxwebhu", Cue::Quoted),
    ("njengoko utshilo", Cue::Quoted),
    ("i-imeyile ithi", Cue::Quoted),
    ("umbhalo uthi", Cue::Quoted),
    // st
    ("qotso ho tswa tokomaneng", Cue::Quoted),
    ("o ngotse", Cue::Quoted),
    ("jwalo ka ha o boletse", Cue::Quoted),
    ("imeile e re", Cue::Quoted),
    ("mongolo o re", Cue::Quoted),
    // tn
    ("nopolo go tswa mo tokomaneng", Cue::Quoted),
    ("o kwadile", Cue::Quoted),
    ("jaaka o buile", Cue::Quoted),
    ("mokwalo o re", Cue::Quoted),
    // sw
    ("nukuu kutoka kwenye hati", Cue::Quoted),
    // rw
    ("nk'uko wabivuze", Cue::Quoted),
    // lg
    ("nga bwe wagamba", Cue::Quoted),
    // ln
    ("ndenge olobaki", Cue::Quoted),
    // yo
    ("ímeèlì náà sọ pé", Cue::Quoted),
    ("ọ̀rọ̀ náà sọ pé", Cue::Quoted),
    // ig
    ("ị sịrị", Cue::Quoted),
    ("i kwuru", Cue::Quoted),
    ("i dere", Cue::Quoted),
    ("dịka i kwuru", Cue::Quoted),
    // ha
    ("ka ce", Cue::Quoted),
    ("kin ce", Cue::Quoted),
    // so
    ("xigasho dukumeentiga", Cue::Quoted),
    ("waxaad tiri", Cue::Quoted),
    ("waxaad qortay", Cue::Quoted),
    ("sidaad tidhi", Cue::Quoted),
    ("iimaylku wuxuu leeyahay", Cue::Quoted),
    // om
    ("ni jette", Cue::Quoted),
    ("ni barreessite", Cue::Quoted),
    ("akka ati jettetti", Cue::Quoted),
    ("imeeyiliin ni jedha", Cue::Quoted),
    ("barreeffamni ni jedha", Cue::Quoted),
    // am
    ("ከሰነዱ የተወሰደ ጥቅስ", Cue::Quoted),
    // ti
    ("ከም ዝበልካዮ", Cue::Quoted),
    ("ኢመይል ከምዚ ይብል", Cue::Quoted),
    ("ጽሑፍ ከምዚ ይብል", Cue::Quoted),
    // mg
    ("teny nalaina", Cue::Quoted),
    ("hoy ianao", Cue::Quoted),
    ("nanoratra ianao", Cue::Quoted),
    ("araka ny nolazainao", Cue::Quoted),
    // ar
    ("اقتباس من المستند", Cue::Quoted),
    ("كما ذكرتَ", Cue::Quoted),
    // he
    ("ציטוט מהמסמך", Cue::Quoted),
    ("כפי שניסחת", Cue::Quoted),
    // fa
    ("نقل قول", Cue::Quoted),
    ("نقل قول از سند", Cue::Quoted),
    ("همان‌طور که گفتید", Cue::Quoted),
    ("همانطور که گفتید", Cue::Quoted),
    // ps
    ("له سند څخه اقتباس", Cue::Quoted),
    ("لکه څنګه چې تاسو وویل", Cue::Quoted),
    // kmr
    ("te got", Cue::Quoted),
    ("we got", Cue::Quoted),
    ("te nivîsand", Cue::Quoted),
    ("we nivîsand", Cue::Quoted),
    ("wekî te got", Cue::Quoted),
    // ckb
    ("وەک وتت", Cue::Quoted),
    // ur
    ("دستاویز سے اقتباس", Cue::Quoted),
    ("جیسا کہ آپ نے کہا", Cue::Quoted),
    // sd
    ("جيئن توهان چيو", Cue::Quoted),
    ("اي ميل ۾ لکيل آهي", Cue::Quoted),
    ("متن ۾ لکيل آهي", Cue::Quoted),
    // hi
    ("दस्तावेज़ से उद्धरण", Cue::Quoted),
    ("दस्तावेज से उद्धरण", Cue::Quoted),
    ("जैसा आपने कहा", Cue::Quoted),
    // mr
    ("दस्तऐवजातील उतारा", Cue::Quoted),
    // ne
    ("कागजातबाट उद्धरण", Cue::Quoted),
    ("तपाईंले भन्नुभयो", Cue::Quoted),
    ("तपाईंले लेख्नुभयो", Cue::Quoted),
    ("तपाईंले भनेजस्तै", Cue::Quoted),
    // bn
    ("নথি থেকে উদ্ধৃতি", Cue::Quoted),
    ("আপনি যেমন বলেছেন", Cue::Quoted),
    ("ইমেলে লেখা আছে", Cue::Quoted),
    // as
    ("আপুনি কোৱাৰ দৰে", Cue::Quoted),
    // or
    ("ଆପଣ କହିଲେ", Cue::Quoted),
    ("ଆପଣ ଲେଖିଲେ", Cue::Quoted),
    ("ଆପଣ କହିଥିବା ପରି", Cue::Quoted),
    ("ଇମେଲରେ ଲେଖାଅଛି", Cue::Quoted),
    ("ପାଠ୍ୟରେ ଲେଖାଅଛି", Cue::Quoted),
    // pa
    ("ਦਸਤਾਵੇਜ਼ ਤੋਂ ਹਵਾਲਾ", Cue::Quoted),
    ("ਜਿਵੇਂ ਤੁਸੀਂ ਕਿਹਾ", Cue::Quoted),
    // gu
    ("દસ્તાવેજમાંથી અવતરણ", Cue::Quoted),
    ("તેં કહ્યું", Cue::Quoted),
    ("તમે કહ્યું તેમ", Cue::Quoted),
    // ta
    ("ஆவணத்திலிருந்து மேற்கோள்", Cue::Quoted),
    ("நீங்கள் சொன்னீர்கள்", Cue::Quoted),
    ("நீ சொன்னாய்", Cue::Quoted),
    ("நீங்கள் எழுதினீர்கள்", Cue::Quoted),
    ("நீங்கள் சொன்னது போல்", Cue::Quoted),
    // te
    ("పత్రం నుండి ఉల్లేఖనం", Cue::Quoted),
    ("నువ్వు చెప్పావు", Cue::Quoted),
    ("మీరు చెప్పినట్లు", Cue::Quoted),
    // kn
    ("ದಾಖಲೆಯಿಂದ ಉದ್ಧರಣ", Cue::Quoted),
    ("ನೀವು ಹೇಳಿದ್ದೀರಿ", Cue::Quoted),
    ("ನೀನು ಹೇಳಿದೆ", Cue::Quoted),
    ("ನೀವು ಬರೆದಿದ್ದೀರಿ", Cue::Quoted),
    ("ನೀವು ಹೇಳಿದಂತೆ", Cue::Quoted),
    // ml
    ("രേഖയിൽ നിന്നുള്ള ഉദ്ധരണി", Cue::Quoted),
    ("നിങ്ങൾ പറഞ്ഞു", Cue::Quoted),
    ("നീ പറഞ്ഞു", Cue::Quoted),
    ("നിങ്ങൾ എഴുതി", Cue::Quoted),
    ("നിങ്ങൾ പറഞ്ഞതുപോലെ", Cue::Quoted),
    // si
    ("උපුටා දැක්වීම", Cue::Quoted),
    ("ලේඛනයෙන් උපුටා ගැනීම", Cue::Quoted),
    ("ඔබ කිව්වා", Cue::Quoted),
    ("ඔයා කිව්වා", Cue::Quoted),
    ("ඔබ ලිව්වා", Cue::Quoted),
    ("ඔබ පැවසූ පරිදි", Cue::Quoted),
    // zh-Hans
    ("引用", Cue::Quoted),
    ("引文", Cue::Quoted),
    ("摘录", Cue::Quoted),
    ("节选", Cue::Quoted),
    ("引自文档", Cue::Quoted),
    ("文档中的引文", Cue::Quoted),
    ("你说", Cue::Quoted),
    ("您说", Cue::Quoted),
    // zh-Hant
    ("摘錄", Cue::Quoted),
    ("節選", Cue::Quoted),
    ("引自文件", Cue::Quoted),
    ("你說", Cue::Quoted),
    ("您說", Cue::Quoted),
    ("用你的話說", Cue::Quoted),
    ("正如你所說", Cue::Quoted),
    // yue
    ("你講", Cue::Quoted),
    ("你話", Cue::Quoted),
    ("你寫", Cue::Quoted),
    // ja
    ("文書からの引用", Cue::Quoted),
    ("抜粋", Cue::Quoted),
    ("あなたは言いました", Cue::Quoted),
    ("あなたは書きました", Cue::Quoted),
    ("と書かれています", Cue::Quoted),
    // ko
    ("인용", Cue::Quoted),
    ("문서에서 인용", Cue::Quoted),
    ("발췌", Cue::Quoted),
    ("말씀하셨듯이", Cue::Quoted),
    ("당신이 말했듯이", Cue::Quoted),
    ("말씀하신 대로", Cue::Quoted),
    ("쓰셨듯이", Cue::Quoted),
    // vi
    ("trích dẫn", Cue::Quoted),
    ("trích từ tài liệu", Cue::Quoted),
    ("đoạn trích", Cue::Quoted),
    ("trích đoạn", Cue::Quoted),
    ("bạn nói", Cue::Quoted),
    ("theo cách bạn nói", Cue::Quoted),
    // id
    ("kutipan dari dokumen", Cue::Quoted),
    ("anda mengatakan", Cue::Quoted),
    ("seperti yang anda katakan", Cue::Quoted),
    ("menurut kata-kata anda", Cue::Quoted),
    // ms
    ("petikan daripada dokumen", Cue::Quoted),
    ("anda berkata", Cue::Quoted),
    // jv
    ("sampeyan ngendika", Cue::Quoted),
    ("sampeyan kandha", Cue::Quoted),
    ("kowe kandha", Cue::Quoted),
    ("kaya sing sampeyan kandhakake", Cue::Quoted),
    // su
    ("sakumaha anu diomongkeun ku anjeun", Cue::Quoted),
    // tl
    ("sipi mula sa dokumento", Cue::Quoted),
    ("sabi mo", Cue::Quoted),
    ("sabi ninyo", Cue::Quoted),
    ("gaya ng sabi mo", Cue::Quoted),
    // ceb
    ("miingon ka", Cue::Quoted),
    ("misulat ka", Cue::Quoted),
    ("sama sa giingon nimo", Cue::Quoted),
    // ilo
    ("kas kinunam", Cue::Quoted),
    // haw
    ("ua ʻōlelo ʻoe", Cue::Quoted),
    ("ua kākau ʻoe", Cue::Quoted),
    ("wahi a ka leka uila", Cue::Quoted),
    // mi
    ("i kī koe", Cue::Quoted),
    ("i kōrero koe", Cue::Quoted),
    ("i tuhi koe", Cue::Quoted),
    ("ka kī te īmēra", Cue::Quoted),
    ("ka kī te tuhinga", Cue::Quoted),
    ("ka kī te mea taketake", Cue::Quoted),
    // sm
    ("na e fai mai", Cue::Quoted),
    ("sa e fai mai", Cue::Quoted),
    ("na e tusi mai", Cue::Quoted),
    ("sa e tusia", Cue::Quoted),
    ("o lo'o tusia i le imeli", Cue::Quoted),
    // to
    ("naʻá ke pehē", Cue::Quoted),
    ("naʻá ke tohi", Cue::Quoted),
    ("hangē ko hoʻo leá", Cue::Quoted),
    ("ʻoku pehē ʻi he ʻīmeilí", Cue::Quoted),
    ("ʻoku pehē ʻe he tohí", Cue::Quoted),
    // fj
    ("o kaya", Cue::Quoted),
    ("o volaa", Cue::Quoted),
    ("me vaka o kaya", Cue::Quoted),
    ("e kaya na imeli", Cue::Quoted),
    ("e kaya na ivola", Cue::Quoted),
    // ht
    ("ou te di", Cue::Quoted),
    ("ou di", Cue::Quoted),
    ("ou ekri", Cue::Quoted),
    // qu
    ("imaynam nirqanki", Cue::Quoted),
    // ay
    ("kunjamti sistaxa", Cue::Quoted),
    // gn
    ("nde ere", Cue::Quoted),
    ("ere haguéicha", Cue::Quoted),
    // eo
    ("citaĵo el la dokumento", Cue::Quoted),
    ("vi skribis", Cue::Quoted),
    ("kiel vi diris", Cue::Quoted),
    // la
    ("ut dixisti", Cue::Quoted),
    ("ut ais", Cue::Quoted),
    // ug
    ("ھۆججەتتىن نەقىل", Cue::Quoted),
    // What the reader wrote, quoted back (`your draft says`, `in your draft`, `as you
    // wrote`, `Àkọsílẹ̀ rẹ sọ pé`): a second person and a word of writing or saying, in
    // about 155 languages (helper data, 2026-11-28, third session of the day).
    // en
    ("your draft says", Cue::Quoted),
    ("your draft said", Cue::Quoted),
    ("in your draft", Cue::Quoted),
    ("in your draft it says", Cue::Quoted),
    ("your words", Cue::Quoted),
    ("your earlier version", Cue::Quoted),
    ("your earlier version had", Cue::Quoted),
    ("according to your draft", Cue::Quoted),
    ("your message says", Cue::Quoted),
    ("your outline said", Cue::Quoted),
    ("as you wrote", Cue::Quoted),
    ("your words were", Cue::Quoted),
    // fr
    ("votre brouillon dit", Cue::Quoted),
    ("ton brouillon dit", Cue::Quoted),
    ("dans votre brouillon", Cue::Quoted),
    ("dans ton brouillon", Cue::Quoted),
    ("vos mots", Cue::Quoted),
    ("tes mots", Cue::Quoted),
    ("votre version précédente", Cue::Quoted),
    ("ta version précédente", Cue::Quoted),
    ("selon votre brouillon", Cue::Quoted),
    ("d'après ton brouillon", Cue::Quoted),
    ("comme vous l'avez écrit", Cue::Quoted),
    ("comme tu l'as écrit", Cue::Quoted),
    // de
    ("in deinem entwurf steht", Cue::Quoted),
    ("in ihrem entwurf steht", Cue::Quoted),
    ("dein entwurf lautet", Cue::Quoted),
    ("ihr entwurf lautet", Cue::Quoted),
    ("deine worte", Cue::Quoted),
    ("deine frühere version", Cue::Quoted),
    ("ihre frühere fassung", Cue::Quoted),
    ("laut deinem entwurf", Cue::Quoted),
    ("laut ihrem entwurf", Cue::Quoted),
    ("deine nachricht lautet", Cue::Quoted),
    ("in deiner früheren version stand", Cue::Quoted),
    // es
    ("tu borrador dice", Cue::Quoted),
    ("su borrador dice", Cue::Quoted),
    ("en tu borrador", Cue::Quoted),
    ("en su borrador", Cue::Quoted),
    ("tus palabras", Cue::Quoted),
    ("tu versión anterior", Cue::Quoted),
    ("su versión anterior", Cue::Quoted),
    ("según tu borrador", Cue::Quoted),
    ("como lo escribiste", Cue::Quoted),
    // pt
    ("o seu rascunho diz", Cue::Quoted),
    ("o teu rascunho diz", Cue::Quoted),
    ("no seu rascunho", Cue::Quoted),
    ("no teu rascunho", Cue::Quoted),
    ("suas palavras", Cue::Quoted),
    ("as tuas palavras", Cue::Quoted),
    ("sua versão anterior", Cue::Quoted),
    ("segundo o seu rascunho", Cue::Quoted),
    ("de acordo com o seu rascunho", Cue::Quoted),
    ("tu escreveste", Cue::Quoted),
    ("como você escreveu", Cue::Quoted),
    // it
    ("la tua bozza dice", Cue::Quoted),
    ("la sua bozza dice", Cue::Quoted),
    ("nella tua bozza", Cue::Quoted),
    ("nella sua bozza", Cue::Quoted),
    ("le tue parole", Cue::Quoted),
    ("le sue parole", Cue::Quoted),
    ("la tua versione precedente", Cue::Quoted),
    ("secondo la tua bozza", Cue::Quoted),
    ("come hai scritto", Cue::Quoted),
    ("il tuo messaggio dice", Cue::Quoted),
    // nl
    ("je concept zegt", Cue::Quoted),
    ("in je concept", Cue::Quoted),
    ("in uw concept", Cue::Quoted),
    ("in jouw concept staat", Cue::Quoted),
    ("je woorden", Cue::Quoted),
    ("uw woorden", Cue::Quoted),
    ("je eerdere versie", Cue::Quoted),
    ("uw eerdere versie", Cue::Quoted),
    ("volgens je concept", Cue::Quoted),
    ("zoals je schreef", Cue::Quoted),
    // af
    ("jou konsep sê", Cue::Quoted),
    ("in jou konsep", Cue::Quoted),
    ("u konsep sê", Cue::Quoted),
    ("jou woorde", Cue::Quoted),
    ("u woorde", Cue::Quoted),
    ("jou vorige weergawe", Cue::Quoted),
    ("volgens jou konsep", Cue::Quoted),
    ("soos jy geskryf het", Cue::Quoted),
    ("jou boodskap sê", Cue::Quoted),
    ("jy skryf", Cue::Quoted),
    // fy
    ("yn dyn konsept", Cue::Quoted),
    ("dyn wurden", Cue::Quoted),
    ("jo wurden", Cue::Quoted),
    ("dyn berjocht seit", Cue::Quoted),
    ("sa't jo skreaun hawwe", Cue::Quoted),
    ("yn jo konsept", Cue::Quoted),
    ("jo eardere ferzje", Cue::Quoted),
    ("dyn eardere ferzje", Cue::Quoted),
    ("neffens dyn konsept", Cue::Quoted),
    ("jo berjocht seit", Cue::Quoted),
    // lb
    ("an dengem entworf", Cue::Quoted),
    ("deng wierder", Cue::Quoted),
    ("är wierder", Cue::Quoted),
    ("deng fréier versioun", Cue::Quoted),
    ("wéi s du geschriwwen hues", Cue::Quoted),
    ("an denger noriicht", Cue::Quoted),
    // yi
    ("אין דיין אָנוואַרף", Cue::Quoted),
    ("דיינע ווערטער", Cue::Quoted),
    ("אייערע ווערטער", Cue::Quoted),
    ("ווי דו האָסט געשריבן", Cue::Quoted),
    ("אין דיין בריוו", Cue::Quoted),
    ("ווי איר האָט געשריבן", Cue::Quoted),
    ("אין אייער אָנוואַרף", Cue::Quoted),
    ("דיין פֿריערדיקע ווערסיע", Cue::Quoted),
    ("לויט דיין אָנוואַרף", Cue::Quoted),
    // da
    ("dit udkast siger", Cue::Quoted),
    ("i dit udkast", Cue::Quoted),
    ("i dit udkast står der", Cue::Quoted),
    ("dine ord", Cue::Quoted),
    ("din tidligere version", Cue::Quoted),
    ("ifølge dit udkast", Cue::Quoted),
    ("som du skrev", Cue::Quoted),
    ("din besked siger", Cue::Quoted),
    ("i din besked", Cue::Quoted),
    // sv
    ("ditt utkast säger", Cue::Quoted),
    ("i ditt utkast", Cue::Quoted),
    ("i ditt utkast står det", Cue::Quoted),
    ("dina ord", Cue::Quoted),
    ("din tidigare version", Cue::Quoted),
    ("enligt ditt utkast", Cue::Quoted),
    ("ditt meddelande säger", Cue::Quoted),
    ("i ditt meddelande", Cue::Quoted),
    // no
    ("utkastet ditt sier", Cue::Quoted),
    ("i utkastet ditt", Cue::Quoted),
    ("i utkastet ditt står det", Cue::Quoted),
    ("ordene dine", Cue::Quoted),
    ("den tidligere versjonen din", Cue::Quoted),
    ("ifølge utkastet ditt", Cue::Quoted),
    ("meldingen din sier", Cue::Quoted),
    ("i meldingen din", Cue::Quoted),
    // nn
    ("utkastet ditt seier", Cue::Quoted),
    ("orda dine", Cue::Quoted),
    ("den tidlegare versjonen din", Cue::Quoted),
    ("ifølgje utkastet ditt", Cue::Quoted),
    ("du hadde skrive", Cue::Quoted),
    ("du har skrive", Cue::Quoted),
    ("som du skreiv", Cue::Quoted),
    ("meldinga di seier", Cue::Quoted),
    // is
    ("í drögunum þínum", Cue::Quoted),
    ("drögin þín segja", Cue::Quoted),
    ("orð þín", Cue::Quoted),
    ("þín orð", Cue::Quoted),
    ("fyrri útgáfa þín", Cue::Quoted),
    ("samkvæmt drögunum þínum", Cue::Quoted),
    ("eins og þú skrifaðir", Cue::Quoted),
    ("í skilaboðunum þínum", Cue::Quoted),
    // fo
    ("tú hevur skrivað", Cue::Quoted),
    ("í uppkastinum hjá tær", Cue::Quoted),
    ("títt uppkast", Cue::Quoted),
    ("tíni orð", Cue::Quoted),
    ("sum tú skrivaði", Cue::Quoted),
    ("í boðunum hjá tær", Cue::Quoted),
    // ca
    ("el teu esborrany diu", Cue::Quoted),
    ("el vostre esborrany diu", Cue::Quoted),
    ("al teu esborrany", Cue::Quoted),
    ("en el vostre esborrany", Cue::Quoted),
    ("les teves paraules", Cue::Quoted),
    ("les vostres paraules", Cue::Quoted),
    ("la teva versió anterior", Cue::Quoted),
    ("segons el teu esborrany", Cue::Quoted),
    ("havies escrit", Cue::Quoted),
    ("com has escrit", Cue::Quoted),
    ("el teu missatge diu", Cue::Quoted),
    // gl
    ("o teu borrador di", Cue::Quoted),
    ("no teu borrador", Cue::Quoted),
    ("no seu borrador", Cue::Quoted),
    ("as túas palabras", Cue::Quoted),
    ("a túa versión anterior", Cue::Quoted),
    ("segundo o teu borrador", Cue::Quoted),
    ("tiñas escrito", Cue::Quoted),
    ("como escribiches", Cue::Quoted),
    ("a túa mensaxe di", Cue::Quoted),
    ("na túa mensaxe", Cue::Quoted),
    // ast
    ("el to borrador diz", Cue::Quoted),
    ("nel to borrador", Cue::Quoted),
    ("les tos pallabres", Cue::Quoted),
    ("la to versión anterior", Cue::Quoted),
    ("sigún el to borrador", Cue::Quoted),
    ("como escribisti", Cue::Quoted),
    ("nel to mensaxe", Cue::Quoted),
    // oc
    ("dins ton borrolhon", Cue::Quoted),
    ("tas paraulas", Cue::Quoted),
    ("vòstras paraulas", Cue::Quoted),
    ("segon ton borrolhon", Cue::Quoted),
    ("coma as escrich", Cue::Quoted),
    ("ton messatge ditz", Cue::Quoted),
    // rm
    ("ti has scrit", Cue::Quoted),
    ("vus avais scrit", Cue::Quoted),
    ("tes pleds", Cue::Quoted),
    ("voss pleds", Cue::Quoted),
    ("en tes sboz", Cue::Quoted),
    ("sco ti has scrit", Cue::Quoted),
    // co
    ("hai scrittu", Cue::Quoted),
    ("avete scrittu", Cue::Quoted),
    ("e to parolle", Cue::Quoted),
    ("in a to bozza", Cue::Quoted),
    ("cum'è tù hai scrittu", Cue::Quoted),
    ("u to messaghju dice", Cue::Quoted),
    // ro
    ("ciorna ta spune", Cue::Quoted),
    ("în ciorna ta", Cue::Quoted),
    ("în ciorna dumneavoastră", Cue::Quoted),
    ("cuvintele tale", Cue::Quoted),
    ("cuvintele dumneavoastră", Cue::Quoted),
    ("versiunea ta anterioară", Cue::Quoted),
    ("conform ciornei tale", Cue::Quoted),
    ("potrivit ciornei dumneavoastră", Cue::Quoted),
    ("așa cum ai scris", Cue::Quoted),
    ("aşa cum ai scris", Cue::Quoted),
    // pap
    ("bo a skirbi", Cue::Quoted),
    ("boso a skirbi", Cue::Quoted),
    ("den bo borador", Cue::Quoted),
    ("bo palabranan", Cue::Quoted),
    ("manera bo a skirbi", Cue::Quoted),
    ("segun bo borador", Cue::Quoted),
    ("bo mensahe ta bisa", Cue::Quoted),
    // ht
    ("nan bouyon ou", Cue::Quoted),
    ("bouyon ou a di", Cue::Quoted),
    ("pawòl ou", Cue::Quoted),
    ("vèsyon anvan ou a", Cue::Quoted),
    ("dapre bouyon ou", Cue::Quoted),
    ("jan ou te ekri l", Cue::Quoted),
    ("mesaj ou a di", Cue::Quoted),
    ("nan mesaj ou", Cue::Quoted),
    // ru
    ("в вашем черновике", Cue::Quoted),
    ("в твоём черновике", Cue::Quoted),
    ("в твоем черновике", Cue::Quoted),
    ("ваш черновик гласит", Cue::Quoted),
    ("ваши слова", Cue::Quoted),
    ("твои слова", Cue::Quoted),
    ("ваша предыдущая версия", Cue::Quoted),
    ("согласно вашему черновику", Cue::Quoted),
    ("как вы написали", Cue::Quoted),
    ("у вас было написано", Cue::Quoted),
    ("в вашем сообщении сказано", Cue::Quoted),
    // uk
    ("у вашій чернетці", Cue::Quoted),
    ("у твоїй чернетці", Cue::Quoted),
    ("ваші слова", Cue::Quoted),
    ("твої слова", Cue::Quoted),
    ("ваша попередня версія", Cue::Quoted),
    ("згідно з вашою чернеткою", Cue::Quoted),
    ("як ви написали", Cue::Quoted),
    ("як ти написав", Cue::Quoted),
    ("у вас було написано", Cue::Quoted),
    ("у вашому повідомленні сказано", Cue::Quoted),
    // be
    ("у вашым чарнавіку", Cue::Quoted),
    ("у тваім чарнавіку", Cue::Quoted),
    ("вашы словы", Cue::Quoted),
    ("твае словы", Cue::Quoted),
    ("ваша папярэдняя версія", Cue::Quoted),
    ("паводле вашага чарнавіка", Cue::Quoted),
    ("як вы напісалі", Cue::Quoted),
    ("у вашым паведамленні напісана", Cue::Quoted),
    // pl
    ("w twoim szkicu", Cue::Quoted),
    ("twój szkic brzmi", Cue::Quoted),
    ("twoje słowa", Cue::Quoted),
    ("pana słowa", Cue::Quoted),
    ("twoja wcześniejsza wersja", Cue::Quoted),
    ("według twojego szkicu", Cue::Quoted),
    ("jak napisałeś", Cue::Quoted),
    ("jak pan napisał", Cue::Quoted),
    ("w twojej wiadomości", Cue::Quoted),
    ("twoja wiadomość brzmi", Cue::Quoted),
    // cs
    ("ve vašem konceptu", Cue::Quoted),
    ("ve tvém konceptu", Cue::Quoted),
    ("váš koncept zní", Cue::Quoted),
    ("vaše slova", Cue::Quoted),
    ("tvoje slova", Cue::Quoted),
    ("vaše předchozí verze", Cue::Quoted),
    ("podle vašeho konceptu", Cue::Quoted),
    ("jak jste napsal", Cue::Quoted),
    ("jak jsi napsal", Cue::Quoted),
    ("ve vaší zprávě", Cue::Quoted),
    ("vaše zpráva zní", Cue::Quoted),
    // sk
    ("vo vašom koncepte", Cue::Quoted),
    ("v tvojom koncepte", Cue::Quoted),
    ("váš koncept znie", Cue::Quoted),
    ("vaše slová", Cue::Quoted),
    ("tvoje slová", Cue::Quoted),
    ("vaša predchádzajúca verzia", Cue::Quoted),
    ("podľa vášho konceptu", Cue::Quoted),
    ("ako ste napísali", Cue::Quoted),
    ("ako si napísal", Cue::Quoted),
    ("vo vašej správe", Cue::Quoted),
    // sl
    ("v vašem osnutku", Cue::Quoted),
    ("v tvojem osnutku", Cue::Quoted),
    ("vaše besede", Cue::Quoted),
    ("tvoje besede", Cue::Quoted),
    ("vaša prejšnja različica", Cue::Quoted),
    ("glede na vaš osnutek", Cue::Quoted),
    ("kot ste napisali", Cue::Quoted),
    ("kot si napisal", Cue::Quoted),
    ("v vašem sporočilu piše", Cue::Quoted),
    // hr
    ("u vašem nacrtu", Cue::Quoted),
    ("u tvom nacrtu", Cue::Quoted),
    ("vaše riječi", Cue::Quoted),
    ("tvoje riječi", Cue::Quoted),
    ("vaša prethodna verzija", Cue::Quoted),
    ("prema vašem nacrtu", Cue::Quoted),
    ("kako ste napisali", Cue::Quoted),
    ("kako si napisao", Cue::Quoted),
    ("u vašoj poruci piše", Cue::Quoted),
    ("bili ste napisali", Cue::Quoted),
    // bs
    ("vaša ranija verzija", Cue::Quoted),
    ("vi ste napisali", Cue::Quoted),
    // sr
    ("у вашем нацрту", Cue::Quoted),
    ("у твом нацрту", Cue::Quoted),
    ("ваше речи", Cue::Quoted),
    ("твоје речи", Cue::Quoted),
    ("ваша претходна верзија", Cue::Quoted),
    ("према вашем нацрту", Cue::Quoted),
    ("како сте написали", Cue::Quoted),
    ("како си написао", Cue::Quoted),
    ("у вашој поруци пише", Cue::Quoted),
    // sr-Latn
    ("vaše reči", Cue::Quoted),
    ("tvoje reči", Cue::Quoted),
    // mk
    ("во вашиот нацрт", Cue::Quoted),
    ("во твојот нацрт", Cue::Quoted),
    ("вашите зборови", Cue::Quoted),
    ("твоите зборови", Cue::Quoted),
    ("вашата претходна верзија", Cue::Quoted),
    ("според вашиот нацрт", Cue::Quoted),
    ("како што напиша", Cue::Quoted),
    ("во вашата порака пишува", Cue::Quoted),
    // bg
    ("във вашата чернова", Cue::Quoted),
    ("в твоята чернова", Cue::Quoted),
    ("вашите думи", Cue::Quoted),
    ("твоите думи", Cue::Quoted),
    ("вашата предишна версия", Cue::Quoted),
    ("според вашата чернова", Cue::Quoted),
    ("както написахте", Cue::Quoted),
    ("както написа", Cue::Quoted),
    ("във вашето съобщение пише", Cue::Quoted),
    // hsb
    ("sy napisał", Cue::Quoted),
    ("sće napisał", Cue::Quoted),
    ("sće napisali", Cue::Quoted),
    ("waše słowa", Cue::Quoted),
    ("kaž sy napisał", Cue::Quoted),
    ("w twojej powěsći", Cue::Quoted),
    // dsb
    ("sćo napisał", Cue::Quoted),
    ("ako sy napisał", Cue::Quoted),
    ("w twójom powěsći", Cue::Quoted),
    // csb
    ("të napisôł", Cue::Quoted),
    ("të napisała", Cue::Quoted),
    ("twòje słowa", Cue::Quoted),
    ("jak të napisała", Cue::Quoted),
    ("jak të napisôł", Cue::Quoted),
    ("w twòjim szkicu", Cue::Quoted),
    // szl
    ("napisoł żeś", Cue::Quoted),
    ("napisała żeś", Cue::Quoted),
    ("we twojim szkicu", Cue::Quoted),
    ("jak żeś napisoł", Cue::Quoted),
    ("we twojij wiadōmości", Cue::Quoted),
    // rue
    ("ты написав", Cue::Quoted),
    ("вашы слова", Cue::Quoted),
    ("як вы написали", Cue::Quoted),
    ("у вашім повідомлїню", Cue::Quoted),
    ("як ты написав", Cue::Quoted),
    ("у твоїм текстї", Cue::Quoted),
    ("у вашім текстї", Cue::Quoted),
    // lt
    ("jūsų juodraštyje", Cue::Quoted),
    ("tavo juodraštyje", Cue::Quoted),
    ("jūsų žodžiai", Cue::Quoted),
    ("tavo žodžiai", Cue::Quoted),
    ("jūsų ankstesnė versija", Cue::Quoted),
    ("pagal jūsų juodraštį", Cue::Quoted),
    ("kaip rašėte", Cue::Quoted),
    ("kaip parašėte", Cue::Quoted),
    ("jūs parašėte", Cue::Quoted),
    ("tu parašei", Cue::Quoted),
    ("jūsų žinutėje parašyta", Cue::Quoted),
    // lv
    ("jūsu melnrakstā", Cue::Quoted),
    ("tavā melnrakstā", Cue::Quoted),
    ("jūsu vārdi", Cue::Quoted),
    ("tavi vārdi", Cue::Quoted),
    ("jūsu iepriekšējā versija", Cue::Quoted),
    ("saskaņā ar jūsu melnrakstu", Cue::Quoted),
    ("kā jūs rakstījāt", Cue::Quoted),
    ("kā tu rakstīji", Cue::Quoted),
    ("jūsu ziņojumā teikts", Cue::Quoted),
    ("tu uzrakstīji", Cue::Quoted),
    ("jūs uzrakstījāt", Cue::Quoted),
    // cy
    ("yn eich drafft", Cue::Quoted),
    ("yn dy ddrafft", Cue::Quoted),
    ("mae eich drafft yn dweud", Cue::Quoted),
    ("eich geiriau", Cue::Quoted),
    ("dy eiriau", Cue::Quoted),
    ("eich fersiwn blaenorol", Cue::Quoted),
    ("yn ôl eich drafft", Cue::Quoted),
    ("fel y dywedoch", Cue::Quoted),
    ("fel yr ysgrifennoch", Cue::Quoted),
    ("roeddech wedi ysgrifennu", Cue::Quoted),
    ("yn eich neges", Cue::Quoted),
    // ga
    ("i do dhréacht", Cue::Quoted),
    ("i bhur ndréacht", Cue::Quoted),
    ("deir do dhréacht", Cue::Quoted),
    ("do chuid focal", Cue::Quoted),
    ("do leagan roimhe seo", Cue::Quoted),
    ("de réir do dhréachta", Cue::Quoted),
    ("mar a scríobh tú", Cue::Quoted),
    ("i do theachtaireacht", Cue::Quoted),
    // gd
    ("nad dhreachd", Cue::Quoted),
    ("anns an dreachd agad", Cue::Quoted),
    ("na faclan agad", Cue::Quoted),
    ("mar a sgrìobh thu", Cue::Quoted),
    ("nad theachdaireachd", Cue::Quoted),
    ("nur dreachd", Cue::Quoted),
    ("na faclan agaibh", Cue::Quoted),
    ("a rèir na dreachd agad", Cue::Quoted),
    ("bha thu air sgrìobhadh", Cue::Quoted),
    // br
    ("en ho prouilhed", Cue::Quoted),
    ("ho komzoù", Cue::Quoted),
    ("da gomzoù", Cue::Quoted),
    ("en ho kemennadenn", Cue::Quoted),
    ("evel m'ho peus skrivet", Cue::Quoted),
    ("da gemennadenn", Cue::Quoted),
    ("en da vrouilhed", Cue::Quoted),
    ("hervez ho prouilhed", Cue::Quoted),
    ("evel m'ac'h eus skrivet", Cue::Quoted),
    // el
    ("στο προσχέδιό σας", Cue::Quoted),
    ("στο προσχέδιό σου", Cue::Quoted),
    ("το προσχέδιό σας λέει", Cue::Quoted),
    ("τα λόγια σας", Cue::Quoted),
    ("τα λόγια σου", Cue::Quoted),
    ("η προηγούμενη εκδοχή σας", Cue::Quoted),
    ("σύμφωνα με το προσχέδιό σας", Cue::Quoted),
    ("όπως γράψατε", Cue::Quoted),
    ("όπως έγραψες", Cue::Quoted),
    ("στο μήνυμά σας", Cue::Quoted),
    ("το μήνυμά σου λέει", Cue::Quoted),
    // sq
    ("në draftin tuaj", Cue::Quoted),
    ("në draftin tënd", Cue::Quoted),
    ("drafti yt thotë", Cue::Quoted),
    ("fjalët tuaja", Cue::Quoted),
    ("fjalët e tua", Cue::Quoted),
    ("versioni juaj i mëparshëm", Cue::Quoted),
    ("sipas draftit tuaj", Cue::Quoted),
    ("siç shkruat", Cue::Quoted),
    ("siç shkrove", Cue::Quoted),
    ("në mesazhin tuaj", Cue::Quoted),
    // hu
    ("a piszkozatodban", Cue::Quoted),
    ("az ön piszkozatában", Cue::Quoted),
    ("a piszkozatod szerint", Cue::Quoted),
    ("a szavaiddal", Cue::Quoted),
    ("a korábbi változatodban", Cue::Quoted),
    ("ahogy írtad", Cue::Quoted),
    ("ahogy ön írta", Cue::Quoted),
    ("ezt írtad", Cue::Quoted),
    ("az üzenetedben", Cue::Quoted),
    ("az ön üzenetében", Cue::Quoted),
    // fi
    ("luonnoksesi mukaan", Cue::Quoted),
    ("aiempi versiosi", Cue::Quoted),
    ("aiemmassa versiossasi", Cue::Quoted),
    ("kuten kirjoitit", Cue::Quoted),
    // et
    ("sinu mustandis", Cue::Quoted),
    ("teie mustandis", Cue::Quoted),
    ("sinu sõnad", Cue::Quoted),
    ("teie sõnad", Cue::Quoted),
    ("sinu varasem versioon", Cue::Quoted),
    ("teie mustandi järgi", Cue::Quoted),
    ("nagu sa kirjutasid", Cue::Quoted),
    ("nagu te kirjutasite", Cue::Quoted),
    ("olid kirjutanud", Cue::Quoted),
    ("sinu sõnumis", Cue::Quoted),
    ("teie sõnumis on kirjas", Cue::Quoted),
    // eu
    ("zure zirriborroan", Cue::Quoted),
    ("zure zirriborroak dio", Cue::Quoted),
    ("zure hitzak", Cue::Quoted),
    ("zure aurreko bertsioa", Cue::Quoted),
    ("zure zirriborroaren arabera", Cue::Quoted),
    ("idatzi duzun bezala", Cue::Quoted),
    ("idatzi zenuen bezala", Cue::Quoted),
    ("zure mezuan", Cue::Quoted),
    // mt
    ("fl-abbozz tiegħek", Cue::Quoted),
    ("l-abbozz tiegħek jgħid", Cue::Quoted),
    ("il-verżjoni preċedenti tiegħek", Cue::Quoted),
    ("skont l-abbozz tiegħek", Cue::Quoted),
    ("kif ktibt", Cue::Quoted),
    ("kif għidt", Cue::Quoted),
    ("kont ktibt", Cue::Quoted),
    ("fil-messaġġ tiegħek", Cue::Quoted),
    // eo
    ("en via malneto", Cue::Quoted),
    ("via malneto diras", Cue::Quoted),
    ("viaj vortoj", Cue::Quoted),
    ("via antaŭa versio", Cue::Quoted),
    ("laŭ via malneto", Cue::Quoted),
    ("kiel vi skribis", Cue::Quoted),
    ("vi estis skribinta", Cue::Quoted),
    ("en via mesaĝo", Cue::Quoted),
    // la
    ("verba tua", Cue::Quoted),
    ("tuis verbis", Cue::Quoted),
    ("ut scripsisti", Cue::Quoted),
    ("in epistula tua", Cue::Quoted),
    ("ut tu scripsisti", Cue::Quoted),
    // tr
    ("senin taslağında", Cue::Quoted),
    ("taslağınızda şöyle yazıyor", Cue::Quoted),
    ("önceki sürümünüz", Cue::Quoted),
    ("önceki sürümünüzde", Cue::Quoted),
    ("taslağınıza göre", Cue::Quoted),
    // az
    ("sözləriniz", Cue::Quoted),
    ("sözlərin", Cue::Quoted),
    ("əvvəlki versiyanız", Cue::Quoted),
    ("qaralamanıza görə", Cue::Quoted),
    ("yazdığın kimi", Cue::Quoted),
    ("siz yazdınız", Cue::Quoted),
    // kk
    ("сіздің жобаңызда", Cue::Quoted),
    ("жобаңызда", Cue::Quoted),
    ("сіздің сөздеріңіз", Cue::Quoted),
    ("сөздеріңіз", Cue::Quoted),
    ("сіздің бұрынғы нұсқаңыз", Cue::Quoted),
    ("жобаңызға сәйкес", Cue::Quoted),
    ("сіз жазғандай", Cue::Quoted),
    ("сен жазғандай", Cue::Quoted),
    ("хабарламаңызда", Cue::Quoted),
    // ky
    ("долбооруңузда", Cue::Quoted),
    ("сиздин сөздөрүңүз", Cue::Quoted),
    ("сөздөрүң", Cue::Quoted),
    ("мурунку вариантыңыз", Cue::Quoted),
    ("долбооруңузга ылайык", Cue::Quoted),
    ("сиз жазгандай", Cue::Quoted),
    ("билдирүүңүздө", Cue::Quoted),
    // uz
    ("soʻzlaringiz", Cue::Quoted),
    ("oldingi versiyangiz", Cue::Quoted),
    ("qoralamangizga ko'ra", Cue::Quoted),
    ("qoralamangizga koʻra", Cue::Quoted),
    ("siz yozganingizdek", Cue::Quoted),
    ("siz yozgan edingiz", Cue::Quoted),
    ("sen yozganingdek", Cue::Quoted),
    // tk
    ("öňki wersiýaňyz", Cue::Quoted),
    ("ýazyşyňyz ýaly", Cue::Quoted),
    ("siziň ýazyşyňyz ýaly", Cue::Quoted),
    // tt
    ("сезнең сүзләрегез", Cue::Quoted),
    ("сүзләрең", Cue::Quoted),
    ("сез язганча", Cue::Quoted),
    ("хәбәрегездә", Cue::Quoted),
    ("сезнең элеккеге вариантыгыз", Cue::Quoted),
    ("текстыгызда", Cue::Quoted),
    // ba
    ("һеҙҙең һүҙҙәрегеҙ", Cue::Quoted),
    ("һүҙҙәрең", Cue::Quoted),
    ("һеҙ яҙғанса", Cue::Quoted),
    ("хәбәрегеҙҙә", Cue::Quoted),
    ("текстығыҙҙа", Cue::Quoted),
    ("һин яҙғанса", Cue::Quoted),
    ("һеҙҙең элекке вариантығыҙ", Cue::Quoted),
    ("һеҙҙең хатығыҙҙа", Cue::Quoted),
    // ug
    ("سۆزلىرىڭىز", Cue::Quoted),
    ("سىزنىڭ سۆزلىرىڭىز", Cue::Quoted),
    ("سىز يازغاندەك", Cue::Quoted),
    ("ئۇچۇرىڭىزدا", Cue::Quoted),
    ("ئىلگىرىكى نۇسخىڭىز", Cue::Quoted),
    ("سىزنىڭ ئۇچۇرىڭىزدا", Cue::Quoted),
    ("سەن يازغاندەك", Cue::Quoted),
    ("تېكىستىڭىزدە", Cue::Quoted),
    // cv
    ("эсир ҫырнӑ", Cue::Quoted),
    ("эсӗ ҫырнӑ", Cue::Quoted),
    ("сирӗн сӑмахӑрсем", Cue::Quoted),
    ("эсир ҫырнӑ пек", Cue::Quoted),
    ("эсир каланӑ пек", Cue::Quoted),
    ("санӑн сӑмахусем", Cue::Quoted),
    // crh
    ("siz yazdıñız", Cue::Quoted),
    ("sen yazdıñ", Cue::Quoted),
    ("yazğanıñız kibi", Cue::Quoted),
    ("siz aytqanıñız kibi", Cue::Quoted),
    // sah
    ("эһиги суруйбуккут", Cue::Quoted),
    ("эн суруйбуккун", Cue::Quoted),
    ("эһиги тылларгыт", Cue::Quoted),
    ("эн суруйбутуҥ курдук", Cue::Quoted),
    ("эһиги эппиккит", Cue::Quoted),
    ("эн эппиккин", Cue::Quoted),
    // ka
    ("თქვენს მონახაზში", Cue::Quoted),
    ("შენს მონახაზში", Cue::Quoted),
    ("თქვენი სიტყვები", Cue::Quoted),
    ("შენი სიტყვები", Cue::Quoted),
    ("თქვენი წინა ვერსია", Cue::Quoted),
    ("თქვენი მონახაზის მიხედვით", Cue::Quoted),
    ("როგორც დაწერე", Cue::Quoted),
    ("თქვენს შეტყობინებაში", Cue::Quoted),
    ("თქვენ გქონდათ დაწერილი", Cue::Quoted),
    // hy
    ("ձեր սևագրում", Cue::Quoted),
    ("քո սևագրում", Cue::Quoted),
    ("ձեր խոսքերը", Cue::Quoted),
    ("քո խոսքերը", Cue::Quoted),
    ("ձեր նախորդ տարբերակը", Cue::Quoted),
    ("ըստ ձեր սևագրի", Cue::Quoted),
    ("ինչպես գրեցիք", Cue::Quoted),
    ("ձեր հաղորդագրության մեջ", Cue::Quoted),
    ("դուք գրել էիք", Cue::Quoted),
    // fa
    ("در پیش‌نویس شما", Cue::Quoted),
    ("در پیش‌نویست", Cue::Quoted),
    ("سخنان شما", Cue::Quoted),
    ("حرف‌های شما", Cue::Quoted),
    ("نسخهٔ قبلی شما", Cue::Quoted),
    ("نسخه قبلی شما", Cue::Quoted),
    ("طبق پیش‌نویس شما", Cue::Quoted),
    ("همان‌طور که نوشتید", Cue::Quoted),
    ("همان‌طور که نوشتی", Cue::Quoted),
    ("در پیام شما", Cue::Quoted),
    ("پیام شما می‌گوید", Cue::Quoted),
    // tg
    ("дар лоиҳаи шумо", Cue::Quoted),
    ("дар сиёҳнависи шумо", Cue::Quoted),
    ("суханони шумо", Cue::Quoted),
    ("версияи қаблии шумо", Cue::Quoted),
    ("тибқи лоиҳаи шумо", Cue::Quoted),
    ("чунон ки навиштед", Cue::Quoted),
    ("дар паёми шумо", Cue::Quoted),
    // ps
    ("ستاسو په مسوده کې", Cue::Quoted),
    ("ستا په مسوده کې", Cue::Quoted),
    ("ستاسو خبرې", Cue::Quoted),
    ("ستاسو پخوانۍ نسخه", Cue::Quoted),
    ("ستاسو د مسودې له مخې", Cue::Quoted),
    ("لکه څنګه چې تاسو ولیکل", Cue::Quoted),
    ("ستاسو په پیغام کې", Cue::Quoted),
    // kmr
    ("di reşnivîsa te de", Cue::Quoted),
    ("di reşnivîsa we de", Cue::Quoted),
    ("gotinên te", Cue::Quoted),
    ("gotinên we", Cue::Quoted),
    ("guhertoya te ya berê", Cue::Quoted),
    ("li gorî reşnivîsa te", Cue::Quoted),
    ("wek ku te nivîsand", Cue::Quoted),
    ("di peyama te de", Cue::Quoted),
    // ckb
    ("لە ڕەشنووسەکەتدا", Cue::Quoted),
    ("لە ڕەشنووسەکەتاندا", Cue::Quoted),
    ("قسەکانت", Cue::Quoted),
    ("وشەکانت", Cue::Quoted),
    ("وەشانی پێشووت", Cue::Quoted),
    ("بەپێی ڕەشنووسەکەت", Cue::Quoted),
    ("وەک نووسیت", Cue::Quoted),
    ("لە نامەکەتدا", Cue::Quoted),
    // hi
    ("आपके मसौदे में", Cue::Quoted),
    ("तुम्हारे मसौदे में", Cue::Quoted),
    ("आपके ड्राफ़्ट में", Cue::Quoted),
    ("आपके ड्राफ्ट में", Cue::Quoted),
    ("आपके शब्द", Cue::Quoted),
    ("आपका पिछला संस्करण", Cue::Quoted),
    ("आपके मसौदे के अनुसार", Cue::Quoted),
    ("जैसा आपने लिखा", Cue::Quoted),
    ("आपने लिखा था", Cue::Quoted),
    ("आपके संदेश में", Cue::Quoted),
    // ur
    ("آپ کے مسودے میں", Cue::Quoted),
    ("تمہارے مسودے میں", Cue::Quoted),
    ("آپ کے الفاظ", Cue::Quoted),
    ("آپ کا پچھلا ورژن", Cue::Quoted),
    ("آپ کے مسودے کے مطابق", Cue::Quoted),
    ("جیسا کہ آپ نے لکھا", Cue::Quoted),
    ("آپ نے لکھا تھا", Cue::Quoted),
    ("آپ کے پیغام میں", Cue::Quoted),
    // bn
    ("আপনার খসড়ায়", Cue::Quoted),
    ("তোমার খসড়ায়", Cue::Quoted),
    ("আপনার আগের সংস্করণ", Cue::Quoted),
    ("আপনার খসড়া অনুযায়ী", Cue::Quoted),
    ("যেমন আপনি লিখেছেন", Cue::Quoted),
    ("আপনার বার্তায়", Cue::Quoted),
    ("তুমি লিখেছিলে", Cue::Quoted),
    // mr
    ("तुमच्या मसुद्यात", Cue::Quoted),
    ("तुझ्या मसुद्यात", Cue::Quoted),
    ("तुमचे शब्द", Cue::Quoted),
    ("तुमची आधीची आवृत्ती", Cue::Quoted),
    ("तुमच्या मसुद्यानुसार", Cue::Quoted),
    ("तुम्ही लिहिल्याप्रमाणे", Cue::Quoted),
    ("तुम्ही लिहिले होते", Cue::Quoted),
    ("तुमच्या संदेशात", Cue::Quoted),
    // gu
    ("તમારા ડ્રાફ્ટમાં", Cue::Quoted),
    ("તમારા મુસદ્દામાં", Cue::Quoted),
    ("તમારા શબ્દો", Cue::Quoted),
    ("તમારા શબ્દોમાં", Cue::Quoted),
    ("તમારું અગાઉનું સંસ્કરણ", Cue::Quoted),
    ("તમારા ડ્રાફ્ટ મુજબ", Cue::Quoted),
    ("તમે લખ્યું હતું", Cue::Quoted),
    ("જેમ તમે લખ્યું", Cue::Quoted),
    ("તમારા સંદેશમાં", Cue::Quoted),
    // pa
    ("ਤੁਹਾਡੇ ਖਰੜੇ ਵਿੱਚ", Cue::Quoted),
    ("ਤੁਹਾਡੇ ਡਰਾਫਟ ਵਿੱਚ", Cue::Quoted),
    ("ਤੁਹਾਡੇ ਸ਼ਬਦ", Cue::Quoted),
    ("ਤੁਹਾਡੇ ਸ਼ਬਦਾਂ ਵਿੱਚ", Cue::Quoted),
    ("ਤੁਹਾਡਾ ਪਿਛਲਾ ਸੰਸਕਰਣ", Cue::Quoted),
    ("ਜਿਵੇਂ ਤੁਸੀਂ ਲਿਖਿਆ", Cue::Quoted),
    ("ਤੁਸੀਂ ਲਿਖਿਆ ਸੀ", Cue::Quoted),
    ("ਤੁਹਾਡੇ ਸੁਨੇਹੇ ਵਿੱਚ", Cue::Quoted),
    // ne
    ("तपाईंको मस्यौदामा", Cue::Quoted),
    ("तिम्रो मस्यौदामा", Cue::Quoted),
    ("तपाईंका शब्दहरू", Cue::Quoted),
    ("तपाईंको अघिल्लो संस्करण", Cue::Quoted),
    ("तपाईंको मस्यौदा अनुसार", Cue::Quoted),
    ("तपाईंले लेखेझैँ", Cue::Quoted),
    ("तपाईंले भनेझैँ", Cue::Quoted),
    ("तपाईंको सन्देशमा", Cue::Quoted),
    ("तपाईंले लेख्नुभएको थियो", Cue::Quoted),
    // si
    ("ඔබේ කෙටුම්පතේ", Cue::Quoted),
    ("ඔයාගේ කෙටුම්පතේ", Cue::Quoted),
    ("ඔබේ වචන", Cue::Quoted),
    ("ඔබේ පෙර අනුවාදය", Cue::Quoted),
    ("ඔබේ කෙටුම්පතට අනුව", Cue::Quoted),
    ("ඔබ ලියූ පරිදි", Cue::Quoted),
    ("ඔබ ලියා තිබුණා", Cue::Quoted),
    ("ඔබේ පණිවිඩයේ", Cue::Quoted),
    ("ඔයා ලිව්වා", Cue::Quoted),
    // or
    ("ଆପଣ ଲେଖିଛନ୍ତି", Cue::Quoted),
    ("ତୁମେ ଲେଖିଛ", Cue::Quoted),
    ("ଆପଣଙ୍କ ଡ୍ରାଫ୍ଟରେ", Cue::Quoted),
    ("ଆପଣଙ୍କ ଶବ୍ଦରେ", Cue::Quoted),
    ("ଆପଣଙ୍କ ଶବ୍ଦ", Cue::Quoted),
    ("ଆପଣଙ୍କ ପୂର୍ବ ସଂସ୍କରଣ", Cue::Quoted),
    ("ଆପଣ ଲେଖିଥିବା ପରି", Cue::Quoted),
    ("ଆପଣଙ୍କ ବାର୍ତ୍ତାରେ", Cue::Quoted),
    // as
    ("আপুনি লিখিছে", Cue::Quoted),
    ("তুমি লিখিছিলা", Cue::Quoted),
    ("আপোনাৰ খচৰাত", Cue::Quoted),
    ("আপোনাৰ শব্দত", Cue::Quoted),
    ("আপোনাৰ কথাত", Cue::Quoted),
    ("আপোনাৰ আগৰ সংস্কৰণ", Cue::Quoted),
    ("আপুনি লিখাৰ দৰে", Cue::Quoted),
    ("আপোনাৰ বাৰ্তাত", Cue::Quoted),
    // sd
    ("تو لکيو", Cue::Quoted),
    ("توهان جي مسودي ۾", Cue::Quoted),
    ("توهان جا لفظ", Cue::Quoted),
    ("توهان جي لفظن ۾", Cue::Quoted),
    ("جيئن توهان لکيو", Cue::Quoted),
    ("توهان جي پيغام ۾", Cue::Quoted),
    // mai
    ("अहाँ लिखलहुँ", Cue::Quoted),
    ("अहाँक मसौदामे", Cue::Quoted),
    ("अहाँक शब्द", Cue::Quoted),
    ("जेना अहाँ लिखलहुँ", Cue::Quoted),
    ("अहाँक संदेशमे", Cue::Quoted),
    ("अहाँ कहलहुँ", Cue::Quoted),
    // bho
    ("रउआ लिखनी", Cue::Quoted),
    ("तू लिखलऽ", Cue::Quoted),
    ("रउआ मसौदा में", Cue::Quoted),
    ("राउर शब्द", Cue::Quoted),
    ("जइसे रउआ लिखनी", Cue::Quoted),
    ("राउर संदेश में", Cue::Quoted),
    // sa
    ("त्वम् अलिखः", Cue::Quoted),
    ("भवान् अलिखत्", Cue::Quoted),
    ("तव शब्दाः", Cue::Quoted),
    ("तव वचनानि", Cue::Quoted),
    ("यथा त्वम् अलिखः", Cue::Quoted),
    ("तव सन्देशे", Cue::Quoted),
    ("भवतः वचनम्", Cue::Quoted),
    // ta
    ("உங்கள் வரைவில்", Cue::Quoted),
    ("உன் வரைவில்", Cue::Quoted),
    ("உங்கள் வார்த்தைகள்", Cue::Quoted),
    ("உங்கள் முந்தைய பதிப்பு", Cue::Quoted),
    ("உங்கள் வரைவின்படி", Cue::Quoted),
    ("நீங்கள் எழுதியபடி", Cue::Quoted),
    ("நீங்கள் எழுதியிருந்தீர்கள்", Cue::Quoted),
    ("உங்கள் செய்தியில்", Cue::Quoted),
    ("நீ எழுதினாய்", Cue::Quoted),
    // te
    ("మీ ముసాయిదాలో", Cue::Quoted),
    ("నీ ముసాయిదాలో", Cue::Quoted),
    ("మీ డ్రాఫ్ట్‌లో", Cue::Quoted),
    ("మీ మాటలు", Cue::Quoted),
    ("మీ మునుపటి వెర్షన్", Cue::Quoted),
    ("మీ ముసాయిదా ప్రకారం", Cue::Quoted),
    ("మీరు రాసినట్లు", Cue::Quoted),
    ("మీ సందేశంలో", Cue::Quoted),
    ("నువ్వు రాశావు", Cue::Quoted),
    // kn
    ("ನಿಮ್ಮ ಕರಡಿನಲ್ಲಿ", Cue::Quoted),
    ("ನಿನ್ನ ಕರಡಿನಲ್ಲಿ", Cue::Quoted),
    ("ನಿಮ್ಮ ಮಾತುಗಳು", Cue::Quoted),
    ("ನಿಮ್ಮ ಹಿಂದಿನ ಆವೃತ್ತಿ", Cue::Quoted),
    ("ನಿಮ್ಮ ಕರಡಿನ ಪ್ರಕಾರ", Cue::Quoted),
    ("ನೀವು ಬರೆದಂತೆ", Cue::Quoted),
    ("ನಿಮ್ಮ ಸಂದೇಶದಲ್ಲಿ", Cue::Quoted),
    ("ನೀನು ಬರೆದೆ", Cue::Quoted),
    // ml
    ("നിങ്ങളുടെ കരടിൽ", Cue::Quoted),
    ("നിന്റെ കരടിൽ", Cue::Quoted),
    ("നിങ്ങളുടെ വാക്കുകൾ", Cue::Quoted),
    ("നിങ്ങളുടെ മുൻ പതിപ്പ്", Cue::Quoted),
    ("നിങ്ങളുടെ കരട് പ്രകാരം", Cue::Quoted),
    ("നിങ്ങൾ എഴുതിയതുപോലെ", Cue::Quoted),
    ("നിങ്ങൾ എഴുതിയിരുന്നു", Cue::Quoted),
    ("നിങ്ങളുടെ സന്ദേശത്തിൽ", Cue::Quoted),
    ("നീ എഴുതി", Cue::Quoted),
    // zh-Hans
    ("你的草稿中写道", Cue::Quoted),
    ("您的草稿中写道", Cue::Quoted),
    ("在你的草稿中", Cue::Quoted),
    ("在您的草稿里", Cue::Quoted),
    ("你之前的版本", Cue::Quoted),
    ("您之前的版本", Cue::Quoted),
    ("根据你的草稿", Cue::Quoted),
    ("正如你所写", Cue::Quoted),
    ("你之前写的", Cue::Quoted),
    ("你在消息中写道", Cue::Quoted),
    // zh-Hant
    ("你的草稿中寫道", Cue::Quoted),
    ("您的草稿中寫道", Cue::Quoted),
    ("在您的草稿裡", Cue::Quoted),
    ("根據你的草稿", Cue::Quoted),
    ("正如你所寫", Cue::Quoted),
    ("你之前寫的", Cue::Quoted),
    ("你在訊息中寫道", Cue::Quoted),
    // yue
    ("你份草稿寫住", Cue::Quoted),
    ("喺你份草稿入面", Cue::Quoted),
    ("你嘅原話", Cue::Quoted),
    ("你之前個版本", Cue::Quoted),
    ("根據你份草稿", Cue::Quoted),
    ("好似你寫嘅", Cue::Quoted),
    ("你之前寫咗", Cue::Quoted),
    ("你個訊息寫住", Cue::Quoted),
    // ja
    ("あなたの下書きには", Cue::Quoted),
    ("あなたの下書きでは", Cue::Quoted),
    ("あなたの下書きによると", Cue::Quoted),
    ("あなたの言葉で", Cue::Quoted),
    ("あなたの言葉を借りると", Cue::Quoted),
    ("あなたの以前のバージョン", Cue::Quoted),
    ("あなたが書いたように", Cue::Quoted),
    ("あなたは書いていました", Cue::Quoted),
    ("あなたのメッセージには", Cue::Quoted),
    ("ご自身の言葉で", Cue::Quoted),
    ("あなたが書かれた", Cue::Quoted),
    // ko
    ("당신의 초안에는", Cue::Quoted),
    ("귀하의 초안에는", Cue::Quoted),
    ("작성하신 초안에는", Cue::Quoted),
    ("당신의 말", Cue::Quoted),
    ("당신의 표현대로", Cue::Quoted),
    ("작성하신 대로", Cue::Quoted),
    ("이전에 작성하신", Cue::Quoted),
    ("귀하의 메시지에는", Cue::Quoted),
    ("당신이 쓴 대로", Cue::Quoted),
    ("당신은 이렇게 썼습니다", Cue::Quoted),
    // mn
    ("таны ноорогт", Cue::Quoted),
    ("чиний ноорогт", Cue::Quoted),
    ("таны үгс", Cue::Quoted),
    ("таны өмнөх хувилбар", Cue::Quoted),
    ("таны ноорог ёсоор", Cue::Quoted),
    ("таны бичсэнээр", Cue::Quoted),
    ("та бичсэн байсан", Cue::Quoted),
    ("таны мессежэнд", Cue::Quoted),
    ("таны бичсэнчлэн", Cue::Quoted),
    // bo
    ("ཁྱེད་ཀྱི་ཟིན་བྲིས་ནང་", Cue::Quoted),
    ("ཁྱེད་ཀྱི་ཚིག", Cue::Quoted),
    ("ཁྱེད་ཀྱི་འཕྲིན་ནང་", Cue::Quoted),
    ("ཁྱེད་རང་གི་ཚིག", Cue::Quoted),
    ("ཁྱེད་ཀྱིས་བྲིས་པ་ལྟར", Cue::Quoted),
    ("ཁྱེད་ཀྱི་ཡི་གེའི་ནང་", Cue::Quoted),
    // vi
    ("trong bản nháp của bạn", Cue::Quoted),
    ("bản nháp của bạn ghi", Cue::Quoted),
    ("bản nháp của anh", Cue::Quoted),
    ("lời của bạn", Cue::Quoted),
    ("phiên bản trước của bạn", Cue::Quoted),
    ("theo bản nháp của bạn", Cue::Quoted),
    ("như bạn đã viết", Cue::Quoted),
    ("bạn đã viết rằng", Cue::Quoted),
    ("trong tin nhắn của bạn", Cue::Quoted),
    ("bạn từng viết", Cue::Quoted),
    ("bạn đã ghi", Cue::Quoted),
    // th
    ("ในร่างของคุณ", Cue::Quoted),
    ("ร่างของคุณเขียนว่า", Cue::Quoted),
    ("คำพูดของคุณ", Cue::Quoted),
    ("ตามคำพูดของคุณ", Cue::Quoted),
    ("เวอร์ชันก่อนหน้าของคุณ", Cue::Quoted),
    ("ตามร่างของคุณ", Cue::Quoted),
    ("ตามที่คุณเขียน", Cue::Quoted),
    ("คุณเคยเขียนว่า", Cue::Quoted),
    ("ในข้อความของคุณ", Cue::Quoted),
    ("ข้อความของคุณเขียนว่า", Cue::Quoted),
    ("คุณเขียนไว้ว่า", Cue::Quoted),
    // lo
    ("ໃນຮ່າງຂອງທ່ານ", Cue::Quoted),
    ("ຄຳເວົ້າຂອງທ່ານ", Cue::Quoted),
    ("ສະບັບກ່ອນຂອງທ່ານ", Cue::Quoted),
    ("ຕາມຮ່າງຂອງທ່ານ", Cue::Quoted),
    ("ຕາມທີ່ທ່ານຂຽນ", Cue::Quoted),
    ("ໃນຂໍ້ຄວາມຂອງທ່ານ", Cue::Quoted),
    // km
    ("នៅក្នុងសេចក្តីព្រាងរបស់អ្នក", Cue::Quoted),
    ("ក្នុងសេចក្ដីព្រាងរបស់អ្នក", Cue::Quoted),
    ("ពាក្យរបស់អ្នក", Cue::Quoted),
    ("កំណែមុនរបស់អ្នក", Cue::Quoted),
    ("យោងតាមសេចក្តីព្រាងរបស់អ្នក", Cue::Quoted),
    ("ដូចដែលអ្នកបានសរសេរ", Cue::Quoted),
    ("អ្នកបានសរសេរថា", Cue::Quoted),
    ("នៅក្នុងសាររបស់អ្នក", Cue::Quoted),
    ("លោកអ្នកបានសរសេរ", Cue::Quoted),
    ("អ្នកបាននិយាយថា", Cue::Quoted),
    // my
    ("သင့်မူကြမ်းတွင်", Cue::Quoted),
    ("သင့်မူကြမ်းထဲမှာ", Cue::Quoted),
    ("သင့်စကား", Cue::Quoted),
    ("သင်၏စကား", Cue::Quoted),
    ("သင့်ယခင်ဗားရှင်း", Cue::Quoted),
    ("သင့်မူကြမ်းအရ", Cue::Quoted),
    ("သင်ရေးခဲ့သည့်အတိုင်း", Cue::Quoted),
    ("သင့်စာထဲတွင်", Cue::Quoted),
    ("ခင်ဗျားရေးခဲ့တာ", Cue::Quoted),
    // id
    ("dalam draf anda", Cue::Quoted),
    ("di draf anda", Cue::Quoted),
    ("draf anda berbunyi", Cue::Quoted),
    ("draf kamu", Cue::Quoted),
    ("kata-kata anda", Cue::Quoted),
    ("versi anda sebelumnya", Cue::Quoted),
    ("menurut draf anda", Cue::Quoted),
    ("seperti yang anda tulis", Cue::Quoted),
    ("dalam pesan anda", Cue::Quoted),
    ("kamu pernah menulis", Cue::Quoted),
    // ms
    ("draf anda menyatakan", Cue::Quoted),
    ("versi anda sebelum ini", Cue::Quoted),
    ("dalam mesej anda", Cue::Quoted),
    ("mesej anda berbunyi", Cue::Quoted),
    // jv
    ("ing draf sampeyan", Cue::Quoted),
    ("ing rancangan panjenengan", Cue::Quoted),
    ("tembung sampeyan", Cue::Quoted),
    ("kaya sing sampeyan tulis", Cue::Quoted),
    ("miturut draf sampeyan", Cue::Quoted),
    ("ing pesen sampeyan", Cue::Quoted),
    ("ing pesen panjenengan", Cue::Quoted),
    ("kowe tau nulis", Cue::Quoted),
    // su
    ("anjeun parantos nyerat", Cue::Quoted),
    ("dina draf anjeun", Cue::Quoted),
    ("kecap anjeun", Cue::Quoted),
    ("sakumaha anu ditulis ku anjeun", Cue::Quoted),
    ("numutkeun draf anjeun", Cue::Quoted),
    ("dina pesen anjeun", Cue::Quoted),
    // tl
    ("sa iyong draft", Cue::Quoted),
    ("sa draft mo", Cue::Quoted),
    ("ang draft mo ay nagsasabing", Cue::Quoted),
    ("ang iyong mga salita", Cue::Quoted),
    ("ang mga salita mo", Cue::Quoted),
    ("ang dati mong bersyon", Cue::Quoted),
    ("ayon sa iyong draft", Cue::Quoted),
    ("ayon sa draft mo", Cue::Quoted),
    ("gaya ng isinulat mo", Cue::Quoted),
    ("isinulat mo na", Cue::Quoted),
    ("sa iyong mensahe", Cue::Quoted),
    // ceb
    ("sa imong draft", Cue::Quoted),
    ("ang imong mga pulong", Cue::Quoted),
    ("ang imong nauna nga bersyon", Cue::Quoted),
    ("sumala sa imong draft", Cue::Quoted),
    ("sama sa imong gisulat", Cue::Quoted),
    ("sa imong mensahe", Cue::Quoted),
    ("imong gisulti", Cue::Quoted),
    ("gisulat ninyo", Cue::Quoted),
    // ilo
    ("iti draftmo", Cue::Quoted),
    ("dagiti sasaom", Cue::Quoted),
    ("kas insuratmo", Cue::Quoted),
    ("sigun iti draftmo", Cue::Quoted),
    ("iti mensahem", Cue::Quoted),
    ("kuna ti draftmo", Cue::Quoted),
    // hil
    ("ginsulat mo", Cue::Quoted),
    ("sa imo draft", Cue::Quoted),
    ("ang imo mga tinaga", Cue::Quoted),
    ("subong sang ginsulat mo", Cue::Quoted),
    ("suno sa imo draft", Cue::Quoted),
    ("sa imo mensahe", Cue::Quoted),
    ("siling mo", Cue::Quoted),
    // war
    ("ginsurat mo", Cue::Quoted),
    ("ha imo draft", Cue::Quoted),
    ("an imo mga pulong", Cue::Quoted),
    ("sugad han ginsurat mo", Cue::Quoted),
    ("sumala ha imo draft", Cue::Quoted),
    ("ha imo mensahe", Cue::Quoted),
    // mg
    ("ao amin'ny drafitrao", Cue::Quoted),
    ("ny teninao", Cue::Quoted),
    ("araka ny nosoratanao", Cue::Quoted),
    ("araka ny drafitrao", Cue::Quoted),
    ("ao amin'ny hafatrao", Cue::Quoted),
    ("hoy ianareo", Cue::Quoted),
    ("nosoratanao teo aloha", Cue::Quoted),
    // mi
    ("i tuhia e koe", Cue::Quoted),
    ("i tuhia e koutou", Cue::Quoted),
    ("i tō tuhinga", Cue::Quoted),
    ("ō kupu", Cue::Quoted),
    ("i runga i ō kupu", Cue::Quoted),
    ("tō putanga o mua", Cue::Quoted),
    ("e ai ki tō tuhinga", Cue::Quoted),
    ("kua tuhia e koe", Cue::Quoted),
    ("i tō karere", Cue::Quoted),
    ("e ai ki ō kupu", Cue::Quoted),
    // sm
    ("na e tusi", Cue::Quoted),
    ("i lau tusiga", Cue::Quoted),
    ("au upu", Cue::Quoted),
    ("lau upu", Cue::Quoted),
    ("e pei ona e tusia", Cue::Quoted),
    ("e tusa ai ma lau tusiga", Cue::Quoted),
    ("i lau feau", Cue::Quoted),
    ("lau tusiga muamua", Cue::Quoted),
    // to
    ("na'á ke tohi", Cue::Quoted),
    ("ʻi hoʻo tohi", Cue::Quoted),
    ("'i ho'o tohi", Cue::Quoted),
    ("hoʻo ngaahi lea", Cue::Quoted),
    ("ho'o ngaahi lea", Cue::Quoted),
    ("hangē ko ia naʻá ke tohí", Cue::Quoted),
    ("ʻi hoʻo pōpoaki", Cue::Quoted),
    ("'i ho'o pōpoaki", Cue::Quoted),
    ("na'á ke pehē", Cue::Quoted),
    // haw
    ("kāu mau ʻōlelo", Cue::Quoted),
    ("kāu mau 'ōlelo", Cue::Quoted),
    ("kāu ʻōlelo", Cue::Quoted),
    ("kāu 'ōlelo", Cue::Quoted),
    ("e like me kāu i kākau ai", Cue::Quoted),
    ("kāu i kākau ai", Cue::Quoted),
    ("wahi a ʻoe", Cue::Quoted),
    ("wahi a 'oe", Cue::Quoted),
    ("i kāu leka", Cue::Quoted),
    // fj
    ("o a volaa", Cue::Quoted),
    ("na nomu vosa", Cue::Quoted),
    ("ena nomu ivola", Cue::Quoted),
    ("me vaka ko a volaa", Cue::Quoted),
    ("ena nomu itukutuku", Cue::Quoted),
    ("o a kaya", Cue::Quoted),
    // ty
    ("ua pāpaʻi ʻoe", Cue::Quoted),
    ("ua pāpa'i 'oe", Cue::Quoted),
    ("tā ʻoe i pāpaʻi", Cue::Quoted),
    ("tā 'oe i pāpa'i", Cue::Quoted),
    ("tō ʻoe mau parau", Cue::Quoted),
    ("tō 'oe mau parau", Cue::Quoted),
    // tpi
    ("yu raitim", Cue::Quoted),
    ("yu bin raitim", Cue::Quoted),
    ("ol tok bilong yu", Cue::Quoted),
    ("long draft bilong yu", Cue::Quoted),
    ("olsem yu raitim", Cue::Quoted),
    ("long mesej bilong yu", Cue::Quoted),
    ("yu tok", Cue::Quoted),
    // bi
    ("yu raetem", Cue::Quoted),
    ("yu bin raetem", Cue::Quoted),
    ("ol tok blong yu", Cue::Quoted),
    ("long draf blong yu", Cue::Quoted),
    ("olsem we yu raetem", Cue::Quoted),
    ("long mesej blong yu", Cue::Quoted),
    // sw
    ("katika rasimu yako", Cue::Quoted),
    ("rasimu yako inasema", Cue::Quoted),
    ("maneno yako", Cue::Quoted),
    ("toleo lako la awali", Cue::Quoted),
    ("kulingana na rasimu yako", Cue::Quoted),
    ("ulikuwa umeandika", Cue::Quoted),
    ("katika ujumbe wako", Cue::Quoted),
    ("ujumbe wako unasema", Cue::Quoted),
    // yo
    ("nínú àkọsílẹ̀ rẹ", Cue::Quoted),
    ("ọ̀rọ̀ rẹ", Cue::Quoted),
    ("àwọn ọ̀rọ̀ rẹ", Cue::Quoted),
    ("gẹ́gẹ́ bí o ṣe kọ ọ́", Cue::Quoted),
    ("ẹ̀dà rẹ ti tẹ́lẹ̀", Cue::Quoted),
    ("nínú ìfiránṣẹ́ rẹ", Cue::Quoted),
    ("o ti kọ pé", Cue::Quoted),
    ("ẹ ti kọ pé", Cue::Quoted),
    ("ohun tí ẹ kọ", Cue::Quoted),
    ("nínú ọ̀rọ̀ rẹ", Cue::Quoted),
    // ha
    ("a cikin daftarinka", Cue::Quoted),
    ("a cikin daftarinki", Cue::Quoted),
    ("bisa ga daftarinka", Cue::Quoted),
    ("kamar yadda ka rubuta", Cue::Quoted),
    ("kamar yadda kika rubuta", Cue::Quoted),
    ("a cikin saƙonka", Cue::Quoted),
    ("a cikin sakonka", Cue::Quoted),
    ("ka riga ka rubuta", Cue::Quoted),
    // ig
    ("ị dere na", Cue::Quoted),
    ("n'ime ndepụta gị", Cue::Quoted),
    ("okwu gị", Cue::Quoted),
    ("dịka ị dere", Cue::Quoted),
    ("dị ka ị siri dee", Cue::Quoted),
    ("n'ozi gị", Cue::Quoted),
    ("ụdị gị gara aga", Cue::Quoted),
    ("unu kwuru na", Cue::Quoted),
    // zu
    ("kokusalungiswa kwakho", Cue::Quoted),
    ("emazwini akho", Cue::Quoted),
    ("amazwi akho", Cue::Quoted),
    ("njengoba ubhalile", Cue::Quoted),
    ("ubhale ukuthi", Cue::Quoted),
    ("emlayezweni wakho", Cue::Quoted),
    ("inguqulo yakho yangaphambili", Cue::Quoted),
    ("nibhale ukuthi", Cue::Quoted),
    // xh
    ("ubhale ukuba", Cue::Quoted),
    ("njengoko ubhalile", Cue::Quoted),
    ("kumyalezo wakho", Cue::Quoted),
    ("kuyilo lwakho", Cue::Quoted),
    ("ngokutsho kwakho", Cue::Quoted),
    // st
    ("mantsweng a hao", Cue::Quoted),
    ("mantswe a hao", Cue::Quoted),
    ("jwalokaha o ngotse", Cue::Quoted),
    ("molaetseng wa hao", Cue::Quoted),
    ("o ngotse hore", Cue::Quoted),
    ("le ngotse hore", Cue::Quoted),
    ("jwalokaha o boletse", Cue::Quoted),
    // tn
    ("mafoko a gago", Cue::Quoted),
    ("ka mafoko a gago", Cue::Quoted),
    ("jaaka o kwadile", Cue::Quoted),
    ("mo molaetseng wa gago", Cue::Quoted),
    ("o kwadile gore", Cue::Quoted),
    ("lo kwadile gore", Cue::Quoted),
    ("mo mokwalong wa gago", Cue::Quoted),
    // nso
    ("o ngwadile", Cue::Quoted),
    ("le ngwadile", Cue::Quoted),
    ("mantšu a gago", Cue::Quoted),
    ("bjalo ka ge o ngwadile", Cue::Quoted),
    ("molaetšeng wa gago", Cue::Quoted),
    ("o itše", Cue::Quoted),
    // ts
    ("u tsarile", Cue::Quoted),
    ("mi tsarile", Cue::Quoted),
    ("marito ya wena", Cue::Quoted),
    ("hilaha u tsaleke hakona", Cue::Quoted),
    ("eka rungula ra wena", Cue::Quoted),
    ("u te", Cue::Quoted),
    // sn
    ("mashoko ako", Cue::Quoted),
    ("mashoko enyu", Cue::Quoted),
    ("mumeseji yako", Cue::Quoted),
    ("mudhirafiti yako", Cue::Quoted),
    ("wakanyora kuti", Cue::Quoted),
    // rw
    ("amagambo yawe", Cue::Quoted),
    ("amagambo yanyu", Cue::Quoted),
    ("nk'uko wanditse", Cue::Quoted),
    ("nk’uko wanditse", Cue::Quoted),
    ("mu butumwa bwawe", Cue::Quoted),
    ("mu mushinga wawe", Cue::Quoted),
    ("wanditse ko", Cue::Quoted),
    // rn
    ("amajambo yawe", Cue::Quoted),
    ("mu majambo yawe", Cue::Quoted),
    ("mwanditse ko", Cue::Quoted),
    // lg
    ("ebigambo byo", Cue::Quoted),
    ("nga bwe wawandiika", Cue::Quoted),
    ("mu bubaka bwo", Cue::Quoted),
    ("wawandiika nti", Cue::Quoted),
    ("mu bigambo byo", Cue::Quoted),
    // ln
    ("maloba na yo", Cue::Quoted),
    ("maloba na bino", Cue::Quoted),
    ("ndenge okomaki", Cue::Quoted),
    ("na nsango na yo", Cue::Quoted),
    ("okomaki ete", Cue::Quoted),
    ("bokomaki ete", Cue::Quoted),
    ("na maloba na yo", Cue::Quoted),
    // ny
    ("mawu anu", Cue::Quoted),
    ("mawu ako", Cue::Quoted),
    ("monga munalembera", Cue::Quoted),
    ("mu uthenga wanu", Cue::Quoted),
    ("mu uthenga wako", Cue::Quoted),
    ("munalemba kuti", Cue::Quoted),
    // ak
    ("mokyerɛwee", Cue::Quoted),
    ("wo nsɛm", Cue::Quoted),
    ("sɛnea wokyerɛwee no", Cue::Quoted),
    ("wo nkra no mu", Cue::Quoted),
    ("wo nkra no ka sɛ", Cue::Quoted),
    ("wokyerɛwee sɛ", Cue::Quoted),
    ("mo nsɛm", Cue::Quoted),
    // ee
    ("èŋlɔ", Cue::Quoted),
    ("mieŋlɔ", Cue::Quoted),
    ("wò nyawo", Cue::Quoted),
    ("abe ale si nèŋlɔe ene", Cue::Quoted),
    ("le wò gbedasi me", Cue::Quoted),
    ("ègblɔ be", Cue::Quoted),
    // wo
    ("bind nga", Cue::Quoted),
    ("nga bind", Cue::Quoted),
    ("sa baat yi", Cue::Quoted),
    ("ni nga ko binde", Cue::Quoted),
    ("ci sa bataaxal", Cue::Quoted),
    ("wax nga", Cue::Quoted),
    // am
    ("በረቂቅህ ውስጥ", Cue::Quoted),
    ("በረቂቅዎ ውስጥ", Cue::Quoted),
    ("ረቂቅህ እንዲህ ይላል", Cue::Quoted),
    ("ቃላትህ", Cue::Quoted),
    ("ቃላትዎ", Cue::Quoted),
    ("የቀድሞ ስሪትህ", Cue::Quoted),
    ("በረቂቅህ መሠረት", Cue::Quoted),
    ("እንደጻፍከው", Cue::Quoted),
    ("እንደጻፉት", Cue::Quoted),
    ("በመልእክትህ ውስጥ", Cue::Quoted),
    ("ጽፈህ ነበር", Cue::Quoted),
    // ti
    ("ጽሒፍኪ", Cue::Quoted),
    ("ጽሒፍኩም", Cue::Quoted),
    ("ኣብ ረቂቕካ", Cue::Quoted),
    ("ቃላትካ", Cue::Quoted),
    ("ከምቲ ዝጸሓፍካዮ", Cue::Quoted),
    ("ኣብ መልእኽትኻ", Cue::Quoted),
    // om
    ("isin barreessitan", Cue::Quoted),
    ("jechoota kee", Cue::Quoted),
    ("jechoota keessan", Cue::Quoted),
    ("akkuma ati barreessite", Cue::Quoted),
    ("ergaa kee keessatti", Cue::Quoted),
    ("wixinee kee keessatti", Cue::Quoted),
    // so
    ("waad qortay", Cue::Quoted),
    ("waxaad qorteen", Cue::Quoted),
    ("sida aad qortay", Cue::Quoted),
    ("nooca hore ee aad qortay", Cue::Quoted),
    // ar
    ("في مسودتك", Cue::Quoted),
    ("في مسودتكم", Cue::Quoted),
    ("تقول مسودتك", Cue::Quoted),
    ("كلماتك", Cue::Quoted),
    ("نسختك السابقة", Cue::Quoted),
    ("وفقًا لمسودتك", Cue::Quoted),
    ("وفقا لمسودتك", Cue::Quoted),
    ("حسب مسودتك", Cue::Quoted),
    ("كما ورد في مسودتك", Cue::Quoted),
    ("ورد في رسالتك", Cue::Quoted),
    ("في رسالتك", Cue::Quoted),
    // he
    ("בטיוטה שלך", Cue::Quoted),
    ("בטיוטה שלכם", Cue::Quoted),
    ("המילים שלך", Cue::Quoted),
    ("הגרסה הקודמת שלך", Cue::Quoted),
    ("לפי הטיוטה שלך", Cue::Quoted),
    ("כפי שכתבת", Cue::Quoted),
    ("כמו שכתבת", Cue::Quoted),
    ("בהודעה שלך", Cue::Quoted),
    ("ההודעה שלך אומרת", Cue::Quoted),
    // qu
    ("qillqasqaykiman hina", Cue::Quoted),
    ("qamkuna qillqarqankichik", Cue::Quoted),
    // ay
    ("jumax qillqtawayta", Cue::Quoted),
    ("jumana arunakamaxa", Cue::Quoted),
    ("kunjamatix qillqtawayta", Cue::Quoted),
    ("jumax sista", Cue::Quoted),
    ("jumana qillqatamaxa", Cue::Quoted),
    // gn
    ("ne ñe'ẽ", Cue::Quoted),
    ("ne ñe'ẽnguéra", Cue::Quoted),
    ("ne marandúpe", Cue::Quoted),
    ("nde rehaikuri", Cue::Quoted),
    ("peẽ pehaikuri", Cue::Quoted),
    // nah
    ("inic otiquihcuiloh", Cue::Quoted),
    ("ipan motlahcuilol", Cue::Quoted),
    // Words that give a corrected value, of about 150 languages (a helper's table, its surer rows).
    // English.
    ("the right answer is", Cue::Answer),
    ("the correct value is", Cue::Answer),
    ("the correct figure is", Cue::Answer),
    ("corrected", Cue::Answer),
    // Spanish.
    ("el valor correcto es", Cue::Answer),
    ("la cifra correcta es", Cue::Answer),
    ("lo correcto es", Cue::Answer),
    // French.
    ("la réponse correcte est", Cue::Answer),
    ("la valeur correcte est", Cue::Answer),
    ("le bon chiffre est", Cue::Answer),
    // German.
    ("die korrekte antwort ist", Cue::Answer),
    ("der richtige wert ist", Cue::Answer),
    ("der korrekte wert ist", Cue::Answer),
    ("es muss heißen", Cue::Answer),
    // Italian.
    ("il valore corretto è", Cue::Answer),
    ("la cifra corretta è", Cue::Answer),
    ("il risultato corretto è", Cue::Answer),
    // Portuguese.
    ("o valor correto é", Cue::Answer),
    // Dutch.
    ("het correcte antwoord is", Cue::Answer),
    ("de juiste waarde is", Cue::Answer),
    ("verbetering", Cue::Answer),
    ("het moet zijn", Cue::Answer),
    // Afrikaans.
    ("die korrekte waarde is", Cue::Answer),
    ("regstelling", Cue::Answer),
    // Danish.
    ("det korrekte svar er", Cue::Answer),
    ("den korrekte værdi er", Cue::Answer),
    ("korrektion", Cue::Answer),
    // Norwegian (Bokmål).
    ("korreksjon", Cue::Answer),
    // Norwegian (Nynorsk).
    ("rett svar er", Cue::Answer),
    // Swedish.
    ("det korrekta svaret är", Cue::Answer),
    // Icelandic.
    ("rétt svar er", Cue::Answer),
    ("rétta gildið er", Cue::Answer),
    ("leiðrétting", Cue::Answer),
    // Catalan.
    ("el valor correcte és", Cue::Answer),
    // Galician.
    ("o valor correcto é", Cue::Answer),
    // Welsh.
    ("y gwerth cywir yw", Cue::Answer),
    // Irish.
    ("ceartúchán", Cue::Answer),
    // Scottish Gaelic.
    ("am freagairt ceart", Cue::Answer),
    ("ceartachadh", Cue::Answer),
    // Latin.
    ("responsum rectum est", Cue::Answer),
    ("responsum verum est", Cue::Answer),
    // Esperanto.
    ("la ĝusta valoro estas", Cue::Answer),
    ("korekto", Cue::Answer),
    // Maltese.
    ("it-tweġiba korretta hija", Cue::Answer),
    ("il-valur korrett huwa", Cue::Answer),
    // Romanian.
    ("valoarea corectă este", Cue::Answer),
    ("corectare", Cue::Answer),
    // Russian.
    ("верный ответ", Cue::Answer),
    // Belarusian.
    ("правільнае значэнне", Cue::Answer),
    ("папраўка", Cue::Answer),
    // Polish.
    ("poprawna wartość to", Cue::Answer),
    ("prawidłowa wartość to", Cue::Answer),
    // Czech.
    ("správná hodnota je", Cue::Answer),
    ("správně má být", Cue::Answer),
    // Slovak.
    ("správna hodnota je", Cue::Answer),
    // Slovenian.
    ("pravilna vrednost je", Cue::Answer),
    // Croatian.
    ("ispravan odgovor je", Cue::Answer),
    ("točna vrijednost je", Cue::Answer),
    // Bosnian.
    ("tačna vrijednost je", Cue::Answer),
    // Serbian (Latin).
    ("tačna vrednost je", Cue::Answer),
    // Serbian (Cyrillic).
    ("исправан одговор је", Cue::Answer),
    ("тачна вредност је", Cue::Answer),
    // Macedonian.
    ("точната вредност е", Cue::Answer),
    // Bulgarian.
    ("правилната стойност е", Cue::Answer),
    // Lithuanian.
    ("pataisymas", Cue::Answer),
    // Greek.
    ("η σωστή τιμή είναι", Cue::Answer),
    // Albanian.
    ("përgjigja e saktë është", Cue::Answer),
    ("vlera e saktë është", Cue::Answer),
    // Armenian.
    ("ճիշտ պատասխան", Cue::Answer),
    // Georgian.
    ("სწორი პასუხი არის", Cue::Answer),
    // Turkish.
    ("olması gereken", Cue::Answer),
    // Azerbaijani.
    ("düzgün dəyər", Cue::Answer),
    // Kazakh.
    ("дұрыс мәні", Cue::Answer),
    // Kyrgyz.
    ("туура маани", Cue::Answer),
    // Uzbek (Cyrillic).
    ("тўғри жавоб", Cue::Answer),
    ("тўғри қиймат", Cue::Answer),
    ("тузатиш", Cue::Answer),
    // Persian.
    ("مقدار صحیح", Cue::Answer),
    ("تصحیح", Cue::Answer),
    // Dari.
    ("جواب صحیح", Cue::Answer),
    ("اصلاح", Cue::Answer),
    // Kurdish (Kurmanji).
    ("nirxa rast", Cue::Answer),
    ("rastkirin", Cue::Answer),
    // Kurdish (Sorani).
    ("وەڵامی ڕاست", Cue::Answer),
    ("ڕاستکردنەوە", Cue::Answer),
    // Arabic.
    ("الإجابة الصحيحة", Cue::Answer),
    ("الاجابة الصحيحة", Cue::Answer),
    ("الجواب الصحيح", Cue::Answer),
    // Hebrew.
    ("התשובה הנכונה", Cue::Answer),
    // Hindi (romanized).
    ("sahi jawab", Cue::Answer),
    ("sahi uttar", Cue::Answer),
    // Assamese.
    ("সঠিক উত্তৰ", Cue::Answer),
    // Odia.
    ("ଠିକ୍ ଉତ୍ତର", Cue::Answer),
    // Gujarati.
    ("સાચી કિંમત", Cue::Answer),
    // Marathi.
    ("अचूक उत्तर", Cue::Answer),
    // Telugu.
    ("సరైన సంఖ్య", Cue::Answer),
    // Chinese (Simplified).
    ("正确的答案是", Cue::Answer),
    ("正确的值是", Cue::Answer),
    ("更正：", Cue::Answer),
    // Chinese (Traditional).
    ("正確的答案是", Cue::Answer),
    ("正確的值是", Cue::Answer),
    // Cantonese.
    ("啱嘅答案係", Cue::Answer),
    // Japanese.
    ("正しい数値は", Cue::Answer),
    ("訂正：", Cue::Answer),
    // Korean.
    ("올바른 답변은", Cue::Answer),
    ("정확한 답은", Cue::Answer),
    ("정확한 값은", Cue::Answer),
    ("정정합니다", Cue::Answer),
    ("바로잡습니다", Cue::Answer),
    ("수정된 답변", Cue::Answer),
    // Burmese.
    ("အဖြေမှန်မှာ", Cue::Answer),
    ("မှန်ကန်သောအဖြေ", Cue::Answer),
    // Thai.
    ("คำตอบที่ถูกต้องคือ", Cue::Answer),
    ("ค่าที่ถูกต้องคือ", Cue::Answer),
    ("ขอแก้ไข", Cue::Answer),
    // Khmer.
    ("ចម្លើយត្រឹមត្រូវគឺ", Cue::Answer),
    ("ចម្លើយដែលត្រឹមត្រូវ", Cue::Answer),
    // Vietnamese.
    ("câu trả lời đúng là", Cue::Answer),
    ("giá trị đúng là", Cue::Answer),
    // Indonesian.
    ("jawaban yang benar", Cue::Answer),
    // Malay.
    ("jawapan yang betul", Cue::Answer),
    // Javanese.
    ("jawaban sing bener", Cue::Answer),
    ("sing bener yaiku", Cue::Answer),
    // Sundanese.
    ("jawaban anu leres", Cue::Answer),
    ("anu leres nyaéta", Cue::Answer),
    // Filipino (Tagalog).
    ("ang tamang halaga ay", Cue::Answer),
    // Cebuano.
    ("ang sakto nga tubag", Cue::Answer),
    // Amharic.
    ("ትክክለኛው ዋጋ", Cue::Answer),
    ("ማስተካከያ", Cue::Answer),
    // Somali.
    ("jawaabta saxda ah", Cue::Answer),
    ("qiimaha saxda ah", Cue::Answer),
    // Swahili.
    ("thamani sahihi ni", Cue::Answer),
    // Hausa.
    ("amsar da ta dace", Cue::Answer),
    // Igbo.
    ("azịza ziri ezi", Cue::Answer),
    // Yoruba.
    ("ìdáhùn tó tọ̀nà", Cue::Answer),
    // Kinyarwanda.
    ("igisubizo nyacyo", Cue::Answer),
    // Chichewa.
    ("yankho lolondola", Cue::Answer),
    // Shona.
    ("mhinduro chaiyo", Cue::Answer),
    ("mhinduro yakarurama", Cue::Answer),
    // Zulu.
    ("impendulo elungile", Cue::Answer),
    // Sesotho.
    ("karabo e nepahetseng", Cue::Answer),
    // Setswana.
    ("karabo e e nepagetseng", Cue::Answer),
    // Malagasy.
    ("ny valiny marina", Cue::Answer),
    ("fanitsiana", Cue::Answer),
    // Haitian Creole.
    ("repons kòrèk la se", Cue::Answer),
    ("koreksyon", Cue::Answer),
];

/// How far back from a value its cue may stand, in bytes.
const CUE_WINDOW: usize = 160;

/// What the name of an element that wraps a value says of it (`<example>`, `<draft>`,
/// `<previous_answer>`, `<sampleOutput>`): the cue its words make, read as prose before the
/// value is ([`cue_before`]), its parts split at `_`, `-` and capitals.
pub(crate) fn named_as(name: &str) -> Cue {
    let words = crate::schema::shape::key_parts(name).join(" ") + " ";
    cue_before(&words, 0, words.len())
}

/// Where the answer a line labels starts, for a line that opens with a label of the answer
/// (`Final answer: 13.5`, `**Answer: 7 days**`, `最终答案：13.5`, `Ответ: 2 040 ₽`, `Respuesta
/// final → 3 de marzo`): a few words whose cue is [`Cue::Answer`], then `:`, `：` or `→`.
/// `None` for any other line (`Example answer: 5` is an example's).
pub(crate) fn answer_label(line: &str) -> Option<usize> {
    line_label(line).and_then(|(end, cue)| (cue == Cue::Answer).then_some(end))
}

/// Where the text a line labels starts, and the label's cue, for a line that opens with a
/// label that makes a cue (`Answer: 7`, `Example output: {…}`, `You wrote: …`): a few words,
/// then `:`, `：` or `→`. `None` for any other line.
pub(crate) fn line_label(line: &str) -> Option<(usize, Cue)> {
    let (label, start) = label_of(line)?;
    let words = format!("{label} ");
    let cue = cue_before(&words, 0, words.len());
    (cue != Cue::None).then_some((start, cue))
}

/// The label that opens a line, whatever it says, and where the text it labels starts: a few
/// words (at most four, 48 bytes), past a heading's or markdown's marks, then `:`, `：` or
/// `→`. `None` for any other line.
pub(crate) fn label_of(line: &str) -> Option<(&str, usize)> {
    let opened = line.trim_start_matches(['*', '_', '#', ' ']);
    let skip = line.len() - opened.len();
    let (end, sep) = [":", "：", "→"]
        .iter()
        .filter_map(|sep| opened.find(sep).map(|at| (at, sep.len())))
        .min()?;
    let label = opened[..end].trim_end_matches(['*', '_', ' ']);
    // (Words, not a value's marks: `{" answer ": …}` is JSON, not a label.)
    if label.is_empty()
        || label.len() > 48
        || label.split_whitespace().count() > 4
        || label.contains(['{', '}', '[', ']', '"', '<', '>', '`', '='])
    {
        return None;
    }
    Some((label, skip + end + sep))
}

/// The cue in the prose between `floor` and `start` (the last phrase closest to the value
/// decides), looking back at most [`CUE_WINDOW`] bytes.
pub(crate) fn cue_before(text: &str, floor: usize, start: usize) -> Cue {
    let from = bytes::ceil_char(text, start.saturating_sub(CUE_WINDOW).max(floor));
    if from >= start {
        return Cue::None;
    }
    let mut lower = [0u8; CUE_WINDOW];
    let lower = &mut lower[..start - from];
    lower.copy_from_slice(&text.as_bytes()[from..start]);
    fold_case(lower);
    if instructs_form(lower) {
        return Cue::Example;
    }
    let cue = match last_cue(lower) {
        // `Päivät ["ma", "ke"] olivat vain esimerkki. Oikeat päivät ovat [...]`: a phrase in
        // the sentence of the value before (none ends between that value and the phrase) says
        // what that value is, when its sentence ends before this one.
        Some((at, _)) if floor > 0 && from == floor && of_value_before(lower, at) => Cue::None,
        Some((_, cue)) => cue,
        None if labelled_wrong(lower) => Cue::Example,
        None => Cue::None,
    };
    // `Use este modelo e troque pelo nome verdadeiro:`: what the sentence leads into is a
    // stand-in, labelled as the answer or not.
    // `Примерни данни (не са истински):`: nor what a sentence that says it is not real does.
    if matches!(cue, Cue::None | Cue::Answer)
        && std::str::from_utf8(lower).is_ok_and(|t| {
            let sentence = last_sentence(t);
            asks_to_replace(sentence) || denies_real(sentence)
        })
    {
        return Cue::Example;
    }
    cue
}

/// Whether the phrase at `at` of `lower` (the prose from the end of the value before to a
/// value) is said of the value before: its sentence ends before this value, and it is that
/// value's sentence (no sentence ends between that value and the phrase) with words after
/// it, or it points back ([`POINTS_BACK`]: `(the above is only an example)`, `La supra estas
/// nur ekzemplo.`).
fn of_value_before(lower: &[u8], at: usize) -> bool {
    let end = |b: &[u8]| {
        let mark = b.iter().position(|c| is_sentence_end(*c) || *c == b')');
        ["。", "！", "？", "）"]
            .iter()
            .filter_map(|m| memchr::memmem::find(b, m.as_bytes()))
            .chain(mark)
            .min()
    };
    // (The prose up to this value, less the line that opens its fence.)
    let mut lead = lower.trim_ascii_end();
    if let Some(line) = memchr::memrchr(b'\n', lead)
        && matches!(
            lead[line + 1..].trim_ascii_start().first(),
            Some(b'`' | b'~')
        )
    {
        lead = lead[..line].trim_ascii_end();
    }
    let Some(ends) = lead.get(at..).and_then(end) else {
        return false;
    };
    let own = end(&lower[..at]).is_none()
        && lead[at + ends..]
            .iter()
            .skip(1)
            .any(|c| c.is_ascii_alphanumeric() || *c >= 0x80);
    let starts = lower[..at]
        .iter()
        .rposition(|c| is_sentence_end(*c) || *c == b'(')
        .map_or(0, |n| n + 1);
    own || points_back(&lower[starts..at + ends])
}

/// Words that point back to what the reply wrote before, lowercase: `above`, `previous`,
/// `oben`, `ci-dessus`, `arriba`, `sopra`, `выше`, `上面`; a word of five bytes or more is
/// matched as a stem at a word's start, a shorter one as a whole word, one in a script
/// without spaces anywhere.
const POINTS_BACK: [&str; 58] = [
    "above",
    "previous",
    "earlier",
    "oben",
    "obige",
    "vorige",
    "ci-dessus",
    "précédent",
    "arriba",
    "anterior",
    "sopra",
    "precedent",
    "acima",
    "hierboven",
    "bovenstaand",
    "выше",
    "вище",
    "вышэй",
    "powyż",
    "výše",
    "vyššie",
    "fenti",
    "ovan",
    "ovanför",
    "ovenfor",
    "ovenstående",
    "yllä",
    "edellä",
    "ülal",
    "παραπάνω",
    "למעלה",
    "שלעיל",
    "أعلاه",
    "بالا",
    "ऊपर",
    "yukarıda",
    "yuqorida",
    "жоғарыда",
    "上面",
    "上述",
    "以上",
    "上記",
    "위의",
    "위 ",
    "supra",
    "supre",
    "ở trên",
    "di atas",
    "sa itaas",
    "hapo juu",
    "uchod",
    "thuas",
    "goiko",
    "mai sus",
    "по-горе",
    "gore ",
    "sipër",
    "ზემოთ",
];

/// Whether `sentence` (lowercase) holds a word of [`POINTS_BACK`].
fn points_back(sentence: &[u8]) -> bool {
    POINTS_BACK.iter().any(|w| {
        let unspaced = w.chars().next().is_some_and(
            |c| matches!(u32::from(c), 0x3040..=0x30ff | 0x4e00..=0x9fff | 0xac00..=0xd7af),
        );
        let w = w.as_bytes();
        memchr::memmem::find_iter(sentence, w).any(|p| {
            unspaced
                || (p == 0 || !is_word_byte(sentence[p - 1]))
                    && (w.len() >= 5 || sentence.get(p + w.len()).is_none_or(|c| !is_word_byte(*c)))
        })
    })
}

/// Whether a phrase may start at `p` of `lower`, after a byte beyond ASCII: anywhere (the
/// tables' stems take prefixes in many scripts: `напрыклад`, `შევასწორო`, `ላስተካክለው`),
/// but in Hebrew only at a word's start or past the one-letter words written against the
/// next (`שכתבת`, that you wrote; not `נכתבת`, is written, which holds `כתבת`).
fn word_starts_at(lower: &[u8], p: usize) -> bool {
    const HEBREW: std::ops::RangeInclusive<u32> = 0x0590..=0x05ff;
    // (Most bytes before a phrase are no Hebrew letter's: `ד`–`ן` take 0xD7 first.)
    if p < 2 || lower[p - 2] != 0xD7 {
        return true;
    }
    // (The three characters before at most, from a character's start.)
    let mut from = p.saturating_sub(8);
    while from < p && lower[from] & 0xC0 == 0x80 {
        from += 1;
    }
    let Ok(before) = std::str::from_utf8(&lower[from..p]) else {
        return true;
    };
    let letters: Vec<char> = before
        .chars()
        .rev()
        .take_while(|c| c.is_alphabetic())
        .take(4)
        .collect();
    match letters.first() {
        Some(&c) if HEBREW.contains(&u32::from(c)) => {
            letters.len() <= 3 && letters.iter().all(|&c| "והבלשכמ".contains(c))
        }
        _ => true,
    }
}

/// The last sentence of `text` that holds words, past a fence it may open (`Replace it with
/// your own:` of `… Replace it with your own:\n```json\n`).
fn last_sentence(text: &str) -> &str {
    let text = text.trim_end();
    let line = text.rfind('\n').map_or(0, |n| n + 1);
    let text = if text[line..].starts_with("```") || text[line..].starts_with("~~~") {
        text[..line].trim_end()
    } else {
        text
    };
    let text = text.trim_end_matches([':', '：']);
    let start = text
        .rfind(['.', '!', '?', '\n', '。', '！', '？'])
        .map_or(0, |n| {
            n + text[n..].chars().next().map_or(1, char::len_utf8)
        });
    &text[start..]
}

/// Verbs by which an instruction tells the reader how to reply, in the imperative, in every
/// language the engine reads, lowercase.
const REPLY_VERBS: [&str; 38] = [
    "return",
    "respond",
    "reply",
    "answer",
    "format",
    "output",
    "write",
    "use",
    "give",
    "provide",
    "réponds",
    "répondez",
    "renvoie",
    "renvoyez",
    "antworte",
    "antworten sie",
    "gib",
    "geben sie",
    "responde",
    "responda",
    "devuelve",
    "devolva",
    "rispondi",
    "risponda",
    "restituisci",
    "antwoord",
    "geef",
    "svara",
    "odpowiedz",
    "ответь",
    // More languages (a second round, from framings the first did not catch).
    "jibu",
    "sumagot",
    "sila jawab",
    "jawab",
    "odgovori",
    "أجب",
    "أجيبي",
    "أجيبوا",
];

/// Words by which an instruction points at the form a reply should take (`like this`, `in
/// this format`, `as follows`, `comme ceci`, `so:`, `así`), lowercase.
const FORM_WORDS: [&str; 35] = [
    "like this",
    "like so",
    "in this format",
    "this format",
    "the following format",
    "as follows",
    "this shape",
    "comme ceci",
    "comme ça",
    "sous cette forme",
    "so:",
    "wie folgt",
    "in diesem format",
    "así",
    "de esta forma",
    "assim",
    "desta forma",
    "così",
    "in questo formato",
    "zo:",
    "så här",
    "так:",
    // More languages (a second round, from framings the first did not catch).
    "kwa muundo huu",
    "kwa muundo ufuatao",
    "sa ganitong format",
    "ganitong format",
    "sa ganitong anyo",
    "dalam format ini",
    "dalam format berikut",
    "u ovom formatu",
    "u sledećem formatu",
    "u sljedećem formatu",
    "بهذا الشكل",
    "بالشكل التالي",
    "بهذه الصيغة",
];

/// The forms and verbs of an instruction in the scripts without spaces (`请按以下格式回答`,
/// `以下の形式で回答してください`, `다음 형식으로 답하세요`): a word of form and a verb of
/// replying anywhere in the sentence.
const CJK_FORMS: [&str; 3] = ["格式", "形式", "형식"];
const CJK_REPLIES: [&str; 8] = ["回答", "答复", "回复", "返回", "输出", "出力", "答え", "답"];

/// Where the last `c` (a character of more than one byte) stands in `bytes`: its last byte
/// found, then the rest checked.
fn rfind_char(bytes: &[u8], c: char) -> Option<usize> {
    let mut buf = [0u8; 4];
    let c = c.encode_utf8(&mut buf).as_bytes();
    let last = *c.last()?;
    let mut end = bytes.len();
    while let Some(at) = memchr::memrchr(last, &bytes[..end]) {
        if at + 1 >= c.len() && bytes[at + 1 - c.len()..=at] == *c {
            return Some(at + 1 - c.len());
        }
        end = at;
    }
    None
}

/// Whether the last sentence of `lower` (lowercase prose right before a value) is an
/// instruction about the form of a reply, leading into it with a colon (words may stand
/// between: `Antworte so: etwa …`): an imperative verb of replying first (past `please`,
/// `bitte`, `por favor`), then a word pointing at the form (`Return the answer like this:`,
/// `Reply in this format:`, `Antworte so:`, `请按以下格式回答：`). What follows it is the
/// form, an example, not the answer: a reply that echoes the instructions.
fn instructs_form(lower: &[u8]) -> bool {
    // The sentence before the value, past blank lines and the opening line of its fence.
    let mut lower = lower.trim_ascii_end();
    if let Some(line) = memchr::memrchr(b'\n', lower)
        && matches!(
            lower[line + 1..].trim_ascii_start().first(),
            Some(b'`' | b'~')
        )
    {
        lower = lower[..line].trim_ascii_end();
    }
    // An instruction leads into the form with a colon (`like this:`, `：`) in the sentence
    // the value ends; most prose before a value has none there, and is not read further.
    let colon = memchr::memrchr(b':', lower).max(rfind_char(lower, '：'));
    if colon.is_none_or(|at| {
        lower[at..]
            .iter()
            .any(|b| matches!(b, b'\n' | b'.' | b'!' | b'?'))
    }) {
        return false;
    }
    // The sentence's start: after the last mark that ends one (one pass over bytes).
    let start = lower
        .iter()
        .rposition(|b| matches!(b, b'\n' | b'.' | b'!' | b'?'))
        .map(|at| at + 1)
        .max(rfind_char(lower, '。').map(|at| at + '。'.len_utf8()))
        .unwrap_or(0);
    let sentence = lower[start..].trim_ascii_start();
    // (A sentence in a spaced script opens with a verb of replying or a word of politeness,
    // whose first bytes are few: most sentences are turned away by their first.)
    let opens = |b: u8| {
        !b.is_ascii()
            || REPLY_VERBS.iter().any(|v| v.as_bytes()[0] == b)
            || matches!(b, b'p' | b'b' | b's')
    };
    if !sentence.first().is_some_and(|&b| opens(b)) {
        return false;
    }
    let Ok(sentence) = std::str::from_utf8(sentence) else {
        return false;
    };
    if !sentence.is_ascii() && CJK_FORMS.iter().any(|f| sentence.contains(f)) {
        return CJK_REPLIES.iter().any(|r| sentence.contains(r));
    }
    let mut sentence = sentence;
    for polite in [
        "please ",
        "bitte ",
        "por favor, ",
        "por favor ",
        "s'il vous plaît, ",
    ] {
        sentence = sentence.strip_prefix(polite).unwrap_or(sentence);
    }
    let imperative = REPLY_VERBS.iter().any(|v| {
        sentence
            .strip_prefix(v)
            .is_some_and(|rest| !rest.starts_with(char::is_alphanumeric))
    });
    imperative && FORM_WORDS.iter().any(|f| names_key(sentence.as_bytes(), f))
}

/// The cue phrase nearest the end of `lower` (lowercase prose), and where it starts: one
/// backward pass that checks the phrases that start with each byte only at the start of a
/// word (`incorrect` holds no `correct`). Of phrases that overlap, the longest one holding
/// the others decides (`your draft` quotes; `draft` alone is an example).
fn last_cue(lower: &[u8]) -> Option<(usize, Cue)> {
    let index = before_index();
    let (at, n) = index
        .starts(lower, 0)
        .rev()
        .find_map(|p| Some((p, index.longest_at(lower, p)?)))?;
    let (at, n) = if index.held[n] {
        let end = at + PHRASES[n].0.len();
        index
            .starts(&lower[..at], at.saturating_sub(index.longest))
            .find_map(|q| {
                let m = index.longest_at(lower, q)?;
                (q + PHRASES[m].0.len() >= end).then_some((q, m))
            })
            .unwrap_or((at, n))
    } else {
        (at, n)
    };
    match phrase_cue(lower, at, PHRASES[n].1) {
        Cue::None => None,
        // `A typical answer looks like`, `sample answer:`, `example output:`: an answer an
        // example word qualifies, a word or two before it in its clause, is an example.
        Cue::Answer if qualified_as_example(&lower[..at]) || example_in_clause(&lower[..at]) => {
            Some((at, Cue::Example))
        }
        // `Réponse incorrecte :`, `错误答案：`: a wrong answer's label.
        Cue::Answer if called_wrong(lower, at, at + PHRASES[n].0.len()) => Some((at, Cue::Example)),
        // `Data from the form you sent:`: the words of sending name where the record came
        // from, not words repeated.
        Cue::Quoted if drawn_from(&lower[..at]) => None,
        // `Correcting my previous answer, here is the right version:`: the earlier answer is
        // what the sentence corrects, not what it repeats.
        Cue::Quoted if corrects_before(&lower[..at]) => None,
        // `The customer said "thanks". Here is the record:`, `用户输入：「…」` a paragraph
        // above the record: the quotation ended before the value.
        Cue::Quoted if quotation_ends(&lower[quoted_from(lower, at, PHRASES[n].0)..]) => None,
        cue => Some((at, cue)),
    }
}

/// Stems of the words of correcting (`correcting`, `corrigindo`, `Korrektur`, `исправляя`,
/// `poprawiając`, `düzeltme`, `修正`, `更正`, `수정`), lowercase.
const CORRECTING: [&str; 14] = [
    "correct",
    "corrig",
    "korrig",
    "korrekt",
    "fixing",
    "исправ",
    "виправ",
    "popraw",
    "oprav",
    "düzelt",
    "修正",
    "更正",
    "纠正",
    "수정",
];

/// Whether the clause before a phrase (`before`, lowercase, up to it) holds a word of
/// correcting ([`CORRECTING`]) at a word's start: the phrase names what is corrected.
fn corrects_before(before: &[u8]) -> bool {
    let start = before
        .iter()
        .rposition(|c| is_sentence_end(*c) || *c == b',')
        .map_or(0, |n| n + 1);
    let clause = &before[start..];
    // (At a word's start: `incorrect` corrects nothing.)
    CORRECTING.iter().any(|c| {
        memchr::memmem::find_iter(clause, c.as_bytes())
            .any(|at| at == 0 || !clause[at - 1].is_ascii_alphanumeric() && clause[at - 1] < 0x80)
    })
}

/// The numbers `text` gives as the answer (its digits ASCII ones): a number right after
/// words whose cue is the answer and at most one linking word, in its sentence (`The answer
/// is 12`, `Die Antwort ist 12`, `**Answer:** 12`, `答案是12`), as written.
pub(crate) fn answers_in(text: &str) -> impl Iterator<Item = &str> + '_ {
    super::units::number_spans(text)
        .filter(move |range| {
            let from = bytes::ceil_char(text, range.start.saturating_sub(48));
            let before = &text[from..range.start];
            let before = match before
                .char_indices()
                .rev()
                .find(|&(_, c)| matches!(c, '.' | '!' | '?' | '\n' | '。'))
            {
                Some((at, c)) => &before[at + c.len_utf8()..],
                None => before,
            };
            let mut lower = before.as_bytes().to_vec();
            fold_case(&mut lower);
            let Some((at, Cue::Answer)) = last_cue(&lower) else {
                return false;
            };
            let Some(n) = before_index().longest_at(&lower, at) else {
                return false;
            };
            let gap = String::from_utf8_lossy(&lower[(at + PHRASES[n].0.len()).min(lower.len())..]);
            let gap =
                gap.trim_matches(|c: char| c.is_whitespace() || matches!(c, ':' | '：' | '*'));
            gap.len() <= 8 && gap.split_whitespace().count() <= 1
        })
        .map(|range| &text[range])
}

/// Whether the words a quotation phrase leads into end before the value, `rest` being the
/// lowercase text between the phrase and the value. They end with the phrase's line where
/// words follow its colon there (`The input was: Oslo, 12` then the record below), and where
/// the first sentence or
/// line after the phrase that holds words (past lines that lead in with a colon) is a
/// quotation closed on it (`用户输入：「把三箱发到里昂」` then the record a paragraph below,
/// `You wrote:` then `> 12 boxes for Oslo` or `"12 boxes for Oslo"` on its line), where a
/// fenced block it opens closes (`the log you pasted:` then the log's fence, then
/// `error_count: 0`), or where that sentence ends and words of another follow it before the
/// value (`said "thanks". Here is the record:`). A phrase whose words lead into the value
/// still quotes it: `You wrote:` then the block, `You sent this earlier.` then the record,
/// `Your draft, {…}`, a value inside a fence or quotation marks it opened.
fn quotation_ends(rest: &[u8]) -> bool {
    let Ok(rest) = std::str::from_utf8(rest) else {
        return false;
    };
    if quotation_open(rest) {
        return false;
    }
    let has_words = |s: &str| s.chars().any(char::is_alphanumeric);
    // Words after the phrase's colon on its own line are what it quotes, ended with the line
    // (`The input was: Oslo, 12`, `the snapshot you shared: there are 318 open orders.`).
    if let Some(line) = rest.split_once('\n').map(|(line, _)| line)
        && let Some(colon) = line.find([':', '：'])
        && has_words(&line[colon..])
        && !fence_opens(&line[colon..])
    {
        return true;
    }
    let mut from = 0;
    let mut first = false;
    for (at, c) in rest.char_indices() {
        let next = rest[at + c.len_utf8()..].chars().next();
        let ends = match c {
            '\n' | '。' | '！' | '？' => true,
            '.' | '!' | '?' => next.is_none_or(char::is_whitespace),
            _ => false,
        };
        if !ends {
            continue;
        }
        let segment = rest[from..at + c.len_utf8()].trim();
        from = at + c.len_utf8();
        if fence_opens(segment) {
            let fence = &segment.trim_start_matches([':', '：', ' '])[..3];
            // The block the fence opens is the quotation: ended if it closes before the value.
            return rest[from..]
                .lines()
                .any(|line| line.trim_start().starts_with(fence));
        }
        if !has_words(segment) {
            continue;
        }
        if first || closed_quotation(segment) {
            return true;
        }
        // (The phrase's own line leading in with a colon is not yet what it quotes.)
        first = !segment.ends_with([':', '：']);
    }
    first && has_words(&rest[from..])
}

/// Where the words a quotation phrase at `at` of `lower` leads into start: after the phrase,
/// or at its own colon (`you shared:`), which leads into them.
fn quoted_from(lower: &[u8], at: usize, phrase: &str) -> usize {
    let phrase = phrase.trim_end();
    let colon = [':', '：']
        .iter()
        .find(|c| phrase.ends_with(**c))
        .map_or(0, |c| c.len_utf8());
    (at + phrase.len() - colon).min(lower.len())
}

/// Whether `text`, past a colon, opens a fence (```` ```json ````, `~~~`).
fn fence_opens(text: &str) -> bool {
    let text = text.trim_start_matches([':', '：', ' ']);
    text.starts_with("```") || text.starts_with("~~~")
}

/// The pairs of quotation marks a quotation may stand in.
pub(crate) const QUOTATION_MARKS: [(char, char); 9] = [
    ('"', '"'),
    ('“', '”'),
    ('«', '»'),
    ('„', '“'),
    ('「', '」'),
    ('『', '』'),
    // Single marks (`‘Zet dit om: {…}’`, `‹…›`, `‚…‘`): the straight `'` is an apostrophe
    // as often as a mark, and is none here.
    ('‘', '’'),
    ('‹', '›'),
    ('‚', '‘'),
];

/// Whether `segment` (a sentence or line) is or ends with a quotation closed on it: a line
/// of a block quote (`> …`), or an opening mark and later its closing one (`"…"`, `“…”`,
/// `«…»`, `„…“`, `「…」`, `『…』`).
fn closed_quotation(segment: &str) -> bool {
    segment.starts_with('>')
        || QUOTATION_MARKS.iter().any(|&(open, close)| {
            segment
                .find(open)
                .is_some_and(|at| segment[at + open.len_utf8()..].contains(close))
        })
}

/// Whether a quotation mark opened in `text` is still open at its end: each mark closes
/// the quotation opened last if it is that one's closing mark (`„…“`, `"…"`), else opens one.
fn quotation_open(text: &str) -> bool {
    let mut open: Vec<char> = Vec::new();
    for c in text.chars() {
        if open.last() == Some(&c) {
            open.pop();
        } else if let Some(&(_, close)) = QUOTATION_MARKS.iter().find(|(mark, _)| *mark == c) {
            open.push(close);
        }
    }
    !open.is_empty()
}

/// Words that say where something was taken from (`from`, `dari`, `ón`, `από`, `จาก`, or
/// a word of extracting: `extracted`, `extrait`, `extraje`),
/// lowercase: before the words of sending or writing in their clause, with the document
/// between, they make the record drawn from what the user sent, not a quotation of it. Words
/// that also mean `of` (`de`, `du`, `del`, `do`) are left out: `a copy of the record you
/// sent` quotes.
const SOURCES: [&str; 40] = [
    "from",
    "out of",
    "uit",
    "från",
    "ur",
    "fra",
    "frá",
    "úr",
    "dal",
    "dalla",
    "dallo",
    "dai",
    "dagli",
    "dalle",
    "desde",
    "extraídos",
    "extraídas",
    "extraites",
    "extraits",
    "extrait",
    "extraite",
    "extracted",
    "extraído",
    "extraída",
    "extraí",
    "extraje",
    "estratto",
    "estratta",
    "extrahiert",
    "estratti",
    "dari",
    "daripada",
    "mula sa",
    "ón",
    "ó",
    "daga",
    "من",
    "از",
    "από",
    "từ",
];

/// Whether a word of [`SOURCES`] (or `จาก`, in a script without spaces) stands in the
/// clause that `lower` ends, within its last 96 bytes, with a word after it: `data from the
/// form ` before `you sent`, not `from ` alone (`From your draft:`) nor `the words ` before
/// `you wrote`. A clause ends at a stop, a comma, a colon or a line break.
fn drawn_from(lower: &[u8]) -> bool {
    let from = lower.len().saturating_sub(96);
    let tail = &lower[from..];
    let start = tail.iter().take_while(|&&b| b & 0xC0 == 0x80).count();
    let clause = std::str::from_utf8(&tail[start..]).unwrap_or("");
    let clause = clause
        .rfind([
            '.', ',', ';', ':', '!', '?', '\n', '。', '，', '；', '：', '،', '؛',
        ])
        .map_or(clause, |at| &clause[at + 1..]);
    if let Some(at) = clause.find("จาก") {
        return !clause[at + "จาก".len()..].trim().is_empty();
    }
    // (The last word is the document's, after the source's words.)
    let words: Vec<&str> = clause.split_whitespace().collect();
    let Some((_, before_last)) = words.split_last() else {
        return false;
    };
    SOURCES.iter().any(|source| {
        let n = source.split(' ').count();
        before_last
            .windows(n)
            .any(|w| w.iter().copied().eq(source.split(' ')))
    })
}

/// Whether an example phrase stands in the clause that `lower` ends, within its last 48
/// bytes: `Example of the answer format`, `Eksempel på svarformatet`, `ឧទាហរណ៍នៃទម្រង់ចម្លើយ`
/// (a script without spaces, where words cannot be counted). A clause ends at a stop, a
/// comma, a colon, a line break or their forms in other scripts: in `For example, the answer
/// is` the answer stands apart.
fn example_in_clause(lower: &[u8]) -> bool {
    let from = lower.len().saturating_sub(48);
    let tail = &lower[from..];
    // The window's first bytes may cut a character: read from the next one.
    let start = tail.iter().take_while(|&&b| b & 0xC0 == 0x80).count();
    let clause = std::str::from_utf8(&tail[start..]).unwrap_or("");
    let clause = clause
        .rfind([
            '.', ',', ';', ':', '!', '?', '\n', '。', '，', '；', '：', '៖', '។', '،', '؛', '፦',
            '።',
        ])
        .map_or(clause, |at| &clause[at..]);
    let lower = clause.as_bytes();
    let index = before_index();
    index.starts(lower, 0).any(|p| {
        index
            .longest_at(lower, p)
            .is_some_and(|n| PHRASES[n].1 == Cue::Example)
    })
}

/// Whether an example phrase ends at most two words before the end of `lower`, with nothing
/// but letters and spaces between (`a typical ` before `answer`).
fn qualified_as_example(lower: &[u8]) -> bool {
    let tail = &lower[lower.len().saturating_sub(40)..];
    let mut words = 0;
    let mut end = tail.len();
    while end > 0 && words < 3 {
        let word = tail[..end].trim_ascii_end();
        if word.len() == end && end != tail.len() || word.is_empty() {
            return false;
        }
        let start = word
            .iter()
            .rposition(|c| !c.is_ascii_alphabetic() && *c != b'-')
            .map_or(0, |n| n + 1);
        if start == word.len() {
            return false;
        }
        let w = &word[start..];
        if PHRASES
            .iter()
            .any(|(p, cue)| *cue == Cue::Example && p.as_bytes() == w)
        {
            return true;
        }
        words += 1;
        end = start;
    }
    false
}

/// A phrase of a table without the space it may end with, and whether it had one: a phrase
/// so written ends a word there (`non so `, `I don't know` in Italian, is not `non sono` nor
/// `non solo`), before a mark, a space or the end of the text.
fn whole_word(phrase: &'static str) -> (&'static str, bool) {
    match phrase.strip_suffix(' ') {
        Some(rest) if !rest.is_empty() => (rest, true),
        _ => (phrase, false),
    }
}

/// Whether no letter or digit follows `at` of `text` (a word of it ends there).
fn ends_word(text: &[u8], at: usize) -> bool {
    let next = &text[at..text.len().min(at + 4)];
    match next.first() {
        None => true,
        Some(c) if c.is_ascii() => !c.is_ascii_alphanumeric(),
        Some(_) => next
            .utf8_chunks()
            .next()
            .and_then(|chunk| chunk.valid().chars().next())
            .is_none_or(|c| !c.is_alphanumeric()),
    }
}

/// Phrases indexed by their first byte, built once per table: most bytes start none.
pub(crate) struct Index {
    /// The phrases, in the order of their table.
    texts: Vec<&'static str>,
    /// The phrases ordered by their first byte, and for each byte where its own start.
    order: Vec<u16>,
    by_first: [(u16, u16); 256],
    /// For each first byte, the bytes that may follow it in a phrase (a bit per byte's low
    /// five bits: bytes that share a bit may pass, none that follows is refused).
    seconds: [u32; 256],
    /// The longest phrase, in bytes.
    longest: usize,
    /// Whether a phrase ends a word ([`whole_word`]; its text without the space).
    whole: Vec<bool>,
    /// Whether a phrase is held inside a longer one, past its start (`draft` in `your
    /// draft`).
    held: Vec<bool>,
    /// Each phrase's first eight bytes as a little-endian word, and the mask of those it
    /// has: most phrases that share a first byte part within them, in one comparison.
    prefixes: Vec<(u64, u64)>,
}

/// The first eight bytes of `b` (zeros past its end) as a little-endian word, and the mask of
/// the bytes it has.
fn prefix_word(b: &[u8]) -> (u64, u64) {
    let mut word = [0u8; 8];
    let n = b.len().min(8);
    word[..n].copy_from_slice(&b[..n]);
    let mask = if n == 8 {
        u64::MAX
    } else {
        (1u64 << (8 * n)) - 1
    };
    (u64::from_le_bytes(word), mask)
}

impl Index {
    pub(crate) fn new(phrases: Vec<&'static str>) -> Index {
        let (phrases, whole): (Vec<&'static str>, Vec<bool>) =
            phrases.into_iter().map(whole_word).unzip();
        let mut order: Vec<u16> = (0..phrases.len() as u16).collect();
        // By first byte, then by second (a phrase of one byte first): a place reads only the
        // phrases that share its first two bytes.
        order.sort_by_key(|&n| {
            let b = phrases[usize::from(n)].as_bytes();
            (b[0], b.get(1).copied())
        });
        let mut by_first = [(0u16, 0u16); 256];
        let mut seconds = [0u32; 256];
        for (at, &n) in order.iter().enumerate() {
            let b = phrases[usize::from(n)].as_bytes();
            let slot = &mut by_first[usize::from(b[0])];
            if slot.1 == 0 {
                slot.0 = at as u16;
            }
            slot.1 += 1;
            seconds[usize::from(b[0])] |= 1 << (b.get(1).copied().unwrap_or(0) & 31);
        }
        // A phrase is held where another has it past its start: at each later place of each
        // phrase where a phrase may start (a word's start, never inside a character), only the
        // phrases that share that byte and the next are compared.
        let mut held = vec![false; phrases.len()];
        for q in &phrases {
            let q = q.as_bytes();
            for k in 1..q.len() {
                if q[k - 1].is_ascii_alphabetic() || q[k] & 0xC0 == 0x80 {
                    continue;
                }
                let (start, count) = by_first[usize::from(q[k])];
                let group = &order[usize::from(start)..usize::from(start) + usize::from(count)];
                // The group is sorted by second byte, one-byte phrases first: only those of
                // one byte and those whose second byte is the next one are read.
                let second = |n: &u16| phrases[usize::from(*n)].as_bytes().get(1).copied();
                let single = group.partition_point(|n| second(n).is_none());
                let next = q.get(k + 1).copied();
                let lo = single + group[single..].partition_point(|n| second(n) < next);
                let hi = single + group[single..].partition_point(|n| second(n) <= next);
                let same = if next.is_some() {
                    &group[lo..hi]
                } else {
                    &[][..]
                };
                for &n in group[..single].iter().chain(same) {
                    let p = phrases[usize::from(n)].as_bytes();
                    held[usize::from(n)] |= q[k..].starts_with(p);
                }
            }
        }
        Index {
            order,
            by_first,
            seconds,
            longest: phrases.iter().map(|p| p.len()).max().unwrap_or(0),
            held,
            prefixes: phrases.iter().map(|p| prefix_word(p.as_bytes())).collect(),
            texts: phrases,
            whole,
        }
    }

    /// The positions of `lower` from `from` on where a phrase may start: the start of a word,
    /// at a byte that starts some phrase ([`word_starts_at`]).
    pub(crate) fn starts<'l>(
        &'l self,
        lower: &'l [u8],
        from: usize,
    ) -> impl DoubleEndedIterator<Item = usize> + 'l {
        (from..lower.len()).filter(move |&p| {
            (p == 0 || !lower[p - 1].is_ascii_alphabetic())
                && self.by_first[usize::from(lower[p])].1 != 0
                && (p == 0 || lower[p - 1] < 0x80 || word_starts_at(lower, p))
        })
    }

    /// The longest phrase of the table that starts at `p` (one of [`Index::starts`]).
    pub(crate) fn longest_at(&self, lower: &[u8], p: usize) -> Option<usize> {
        let first = usize::from(lower[p]);
        let (start, count) = self.by_first[first];
        let second = lower.get(p + 1).map_or(u32::MAX, |&c| 1 << (c & 31));
        if count == 0 || self.seconds[first] & second == 0 {
            return None;
        }
        let start = usize::from(start);
        let rest = &lower[p..];
        let (word, _) = prefix_word(rest);
        let group = &self.order[start..start + usize::from(count)];
        let second_of = |n: &u16| self.text(usize::from(*n)).as_bytes().get(1).copied();
        let single = group.partition_point(|n| second_of(n).is_none());
        let (lo, hi) = match rest.get(1).copied() {
            Some(b) => (
                group.partition_point(|n| second_of(n) < Some(b)),
                group.partition_point(|n| second_of(n) <= Some(b)),
            ),
            None => (single, single),
        };
        // The longest that matches (of two as long, the later).
        let mut longest: Option<(usize, usize)> = None;
        for &n in group[..single].iter().chain(&group[lo..hi]) {
            let n = usize::from(n);
            let (prefix, mask) = self.prefixes[n];
            if word & mask != prefix {
                continue;
            }
            let text = self.text(n).as_bytes();
            if text.len() <= rest.len()
                && (text.len() <= 8 || rest[8..].starts_with(&text[8..]))
                && (!self.whole[n] || ends_word(rest, text.len()))
                && longest.is_none_or(|(_, len)| text.len() >= len)
            {
                longest = Some((n, text.len()));
            }
        }
        longest.map(|(n, _)| n)
    }

    pub(crate) fn text(&self, n: usize) -> &'static str {
        self.texts[n]
    }

    /// The phrases whose first byte is `first`.
    fn starting_with(&self, first: u8) -> impl Iterator<Item = usize> + '_ {
        let (start, count) = self.by_first[usize::from(first)];
        let start = usize::from(start);
        self.order[start..start + usize::from(count)]
            .iter()
            .map(|&n| usize::from(n))
    }
}

/// The index of [`PHRASES`].
fn before_index() -> &'static Index {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| Index::new(PHRASES.iter().map(|(p, _)| *p).collect()))
}

/// The cue of a phrase of kind `cue` starting at `p` of `lower`, as the words before it
/// leave it: a denied answer (`not the final answer`, `an incorrect answer`) sets its value
/// apart as an example does; any other denied cue (`not an example`) says nothing.
fn phrase_cue(lower: &[u8], p: usize, cue: Cue) -> Cue {
    match (cue, negated_bytes(&lower[..p], Between::Determiners)) {
        (Cue::Answer, true) => Cue::Example,
        (_, true) => Cue::None,
        (cue, false) => cue,
    }
}

/// What a phrase after a value does to it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum After {
    /// Takes it back, whatever follows (`Correction:`, `wait, no`).
    Retracts,
    /// Takes it back when one of the value's own keys follows in the sentence (`sorry, the
    /// count is 7`), not otherwise (`sorry for the wait`).
    Amends,
    /// Says something is wrong or no longer holds: takes the value back when what it says
    /// it of, before it in its sentence, is the value: one of its keys or the reply's own
    /// answer ([`REFERS`]: `the date above is no longer valid`, `that total is wrong`,
    /// `ответ выше недействителен`), not otherwise (`the label was wrong, but the count is
    /// right`).
    Invalidates,
    /// Apologizes: takes the value back, unless what it is for is the wait ([`WAITED`]:
    /// `sorry for the delay`) or its sentence names fields of the value and only ones the
    /// value leaves empty (`Sorry, I couldn't find a phone number` beside `"phone": null`).
    /// Besides the phrases of [`AFTER`], every apology of the declining tables
    /// ([`super::declining::APOLOGIES`]: `أعتذر`, `samahani`, `ขอโทษ`).
    Apologizes,
    /// Calls something an example, a placeholder or made up: makes the value an example when
    /// said of it, as [`After::Invalidates`] is (`These are placeholder values`, `the email
    /// above is only a sample`).
    CallsExample,
    /// Says a value must change: takes the value back when its sentence names one of the
    /// value's own texts (`Swap the mozzarella for burrata`, `Ben … shouldn't be on the
    /// list`, `I wrote EUR out of habit`), however the sentence goes on: the corrected value is
    /// never written out.
    Changes,
    /// Makes what follows a possibility (`may`, `vielleicht`): takes the value back when
    /// the writer says so of an error of its own ([`doubts_itself`]: `I may be conflating
    /// the dates`), not otherwise (`this may be useful`).
    Possibility,
    /// A word of waiting (`wait`, `espera`): takes the value back when a word of refusal
    /// stands beside it as a clause of its own ([`interrupts_at`]: `No, wait.`), not
    /// otherwise (`there is no wait`).
    Waits,
    /// A verb of checking (`check`, `verificar`): takes the value back when the writer says
    /// it will ([`will_check_at`]: `I'll check again`), not otherwise (`I checked`).
    Checks,
    /// The writer does not know, could not find or is not sure (`I couldn't find`, `je ne
    /// sais pas`, `ich bin mir nicht sicher`): takes the value back, unless its sentence
    /// names fields of the value and only ones the value leaves empty (`I couldn't find the
    /// year` beside `"year": null`): then it says why they are.
    Unsure,
}

/// Words by which a sentence refers to the reply's own answer, in every language the engine
/// reads: the place it stands (`above`, `выше`, `hierboven`, `上記`) or what it is (`the
/// answer`, `the result`, `these values`).
const REFERS: [&str; 427] = [
    "above",
    "these are",
    "these values",
    "those values",
    "the values",
    "the answer",
    "the result",
    "the value",
    "this value",
    "that value",
    "that list",
    "this list",
    "that number",
    "this number",
    "the number",
    "that figure",
    "this figure",
    "this date",
    "this amount",
    "šis skaičius",
    "ši data",
    "that date",
    "that amount",
    "that count",
    "the json",
    "the output",
    "the data",
    "obige",
    "oben",
    "die antwort",
    "das ergebnis",
    "ci-dessus",
    "la réponse",
    "le résultat",
    "anterior",
    "arriba",
    "la respuesta",
    "el resultado",
    "acima",
    "a resposta",
    "o resultado",
    "sopra",
    "la risposta",
    "il risultato",
    "bovenstaande",
    "hierboven",
    "het antwoord",
    "het resultaat",
    "выше",
    "ответ",
    "результат",
    "powyż",
    "odpowied",
    "wynik",
    "yukarıdaki",
    "cevap",
    "sonuç",
    "أعلاه",
    "الإجابة",
    "النتيجة",
    "ऊपर",
    "उत्तर",
    "上面",
    "以上",
    "上述",
    "答案",
    "上記",
    "回答",
    "위의",
    // More languages (a second round, from framings the first did not catch).
    "data hizi",
    "taarifa hizi",
    "wannan bayani",
    "እነዚህ መረጃዎች",
    "ይህ መረጃ",
    "data ini ",
    "ეს მონაცემები",
    "бұл деректер",
    "ovi podaci",
    "ови подаци",
    "هذه البيانات",
    "यह डेटा",
    "ये डेटा",
    // Of about 150 languages (a helper's table, its surer rows).
    // English.
    "the answer above",
    "the value above",
    "the figure above",
    "the number above",
    "the result above",
    "my previous answer",
    "the number i gave",
    // Spanish.
    "la respuesta anterior",
    "la respuesta de arriba",
    "la cifra anterior",
    "el resultado anterior",
    "el número que di",
    // French.
    "la réponse ci-dessus",
    "la valeur ci-dessus",
    "le chiffre ci-dessus",
    "le résultat ci-dessus",
    "la réponse précédente",
    "le nombre que j'ai donné",
    // German.
    "die obige antwort",
    "der obige wert",
    "die obige zahl",
    "das obige ergebnis",
    "die antwort oben",
    "der oben genannte wert",
    "meine vorherige antwort",
    // Italian.
    "la risposta precedente",
    "la risposta sopra",
    "il risultato precedente",
    // Portuguese.
    "a resposta acima",
    "o valor acima",
    "o número acima",
    "o resultado acima",
    "a resposta anterior",
    "o valor que dei",
    // Dutch.
    "het bovenstaande antwoord",
    "de bovenstaande waarde",
    "het antwoord hierboven",
    "de waarde hierboven",
    "mijn vorige antwoord",
    // Afrikaans.
    "die bostaande antwoord",
    "die antwoord hierbo",
    "die waarde hierbo",
    "my vorige antwoord",
    // Danish.
    "svaret ovenfor",
    "ovenstående svar",
    "ovenstående værdi",
    "mit tidligere svar",
    "mit forrige svar",
    // Norwegian (Bokmål).
    "svaret over",
    "verdien over",
    "mitt forrige svar",
    "mitt tidligere svar",
    // Norwegian (Nynorsk).
    "svaret ovanfor",
    "verdien ovanfor",
    // Swedish.
    "svaret ovan",
    "ovanstående svar",
    "värdet ovan",
    "siffran ovan",
    "mitt tidigare svar",
    "mitt förra svar",
    // Icelandic.
    "svarið hér að ofan",
    "svarið að ofan",
    "gildið hér að ofan",
    // Catalan.
    "la resposta anterior",
    "la resposta de dalt",
    "el resultat anterior",
    // Galician.
    "a resposta de arriba",
    "o resultado anterior",
    // Basque.
    "goiko erantzuna",
    "goiko balioa",
    "goiko emaitza",
    "nire aurreko erantzuna",
    // Welsh.
    "yr ateb uchod",
    "y gwerth uchod",
    "y ffigur uchod",
    "fy ateb blaenorol",
    // Irish.
    "an freagra thuas",
    "an luach thuas",
    "an toradh thuas",
    // Scottish Gaelic.
    "am freagairt gu h-àrd",
    "an luach gu h-àrd",
    // Latin.
    "responsum supra",
    "responsum superius",
    // Esperanto.
    "la supra respondo",
    "la respondo supre",
    "la supra valoro",
    "mia antaŭa respondo",
    // Maltese.
    "it-tweġiba ta' hawn fuq",
    "il-valur ta' hawn fuq",
    "it-tweġiba preċedenti",
    // Romanian.
    "răspunsul de mai sus",
    "valoarea de mai sus",
    "cifra de mai sus",
    "rezultatul de mai sus",
    "răspunsul meu anterior",
    // Russian.
    "ответ выше",
    "значение выше",
    "результат выше",
    "указанное выше",
    "приведённый выше",
    "приведенный выше",
    "мой предыдущий ответ",
    // Ukrainian.
    "відповідь вище",
    "значення вище",
    "наведене вище",
    "моя попередня відповідь",
    // Belarusian.
    "адказ вышэй",
    "значэнне вышэй",
    "мой папярэдні адказ",
    // Polish.
    "powyższa odpowiedź",
    "powyższa wartość",
    "powyższy wynik",
    "moja poprzednia odpowiedź",
    // Czech.
    "výše uveden",
    "odpověď výše",
    "hodnota výše",
    "moje předchozí odpověď",
    // Slovak.
    "vyššie uveden",
    "odpoveď vyššie",
    "hodnota vyššie",
    "moja predchádzajúca odpoveď",
    // Slovenian.
    "zgornji odgovor",
    "zgornja vrednost",
    "zgornji rezultat",
    "moj prejšnji odgovor",
    // Croatian.
    "gornji odgovor",
    "gore naveden",
    "gornja vrijednost",
    "moj prethodni odgovor",
    // Serbian (Cyrillic).
    "горњи одговор",
    "горе наведен",
    "мој претходни одговор",
    // Macedonian.
    "горниот одговор",
    "горенаведен",
    "мојот претходен одговор",
    // Bulgarian.
    "горният отговор",
    "горната стойност",
    "посоченото по-горе",
    "предишният ми отговор",
    // Lithuanian.
    "aukščiau pateikt",
    "aukščiau nurodyt",
    "ankstesnis atsakymas",
    // Latvian.
    "iepriekšējā atbilde",
    "augstāk minēt",
    "iepriekš norādīt",
    // Estonian.
    "ülaltoodud",
    "eelmine vastus",
    // Finnish.
    "yllä oleva",
    "yllä annettu",
    "edellinen vastaus",
    "antamani luku",
    // Hungarian.
    "a fenti válasz",
    "a fenti érték",
    "a fenti szám",
    "a fenti eredmény",
    "az előző válaszom",
    // Greek.
    "η παραπάνω απάντηση",
    "η απάντηση παραπάνω",
    "η παραπάνω τιμή",
    "το παραπάνω αποτέλεσμα",
    "η προηγούμενη απάντησ",
    // Albanian.
    "përgjigja më sipër",
    "vlera më sipër",
    "rezultati më sipër",
    "përgjigja ime e mëparshme",
    // Armenian.
    "վերևի պատասխանը",
    "վերը նշված",
    "իմ նախորդ պատասխանը",
    // Georgian.
    "ზემოთ მოცემულ",
    "ზემოთ მითითებულ",
    "ჩემი წინა პასუხი",
    // Tatar.
    "югарыдагы җавап",
    // Turkish.
    "yukarıdaki cevap",
    "yukarıdaki yanıt",
    "yukarıdaki değer",
    "yukarıdaki sonuç",
    "verdiğim sayı",
    "önceki cevabım",
    // Azerbaijani.
    "yuxarıdakı cavab",
    "yuxarıdakı dəyər",
    "əvvəlki cavabım",
    // Turkmen.
    "ýokardaky jogap",
    // Kazakh.
    "жоғарыдағы жауап",
    "жоғарыдағы мән",
    "менің алдыңғы жауабым",
    // Kyrgyz.
    "жогорудагы жооп",
    "жогорудагы маани",
    "мурунку жообум",
    // Uzbek (Latin).
    "yuqoridagi javob",
    "yuqoridagi qiymat",
    "oldingi javobim",
    // Uzbek (Cyrillic).
    "юқоридаги жавоб",
    "олдинги жавобим",
    // Uyghur.
    "يۇقىرىدىكى جاۋاب",
    // Tajik.
    "ҷавоби боло",
    // Persian.
    "پاسخ بالا",
    "جواب بالا",
    "پاسخ فوق",
    "مقدار بالا",
    "پاسخ قبلی‌ام",
    "پاسخ قبلیم",
    "عددی که دادم",
    // Dari.
    "جواب فوق",
    "جواب قبلی‌ام",
    "جواب قبلیم",
    // Kurdish (Kurmanji).
    "bersiva jorîn",
    "nirxa jorîn",
    // Kurdish (Sorani).
    "وەڵامی سەرەوە",
    // Arabic.
    "الإجابة أعلاه",
    "الاجابة أعلاه",
    "الجواب أعلاه",
    "القيمة أعلاه",
    "الرقم أعلاه",
    "النتيجة أعلاه",
    "إجابتي السابقة",
    // Arabic (Egyptian).
    "الإجابة اللي فوق",
    "الرقم اللي فوق",
    // Hebrew.
    "התשובה למעלה",
    "התשובה שלעיל",
    "הערך למעלה",
    "התשובה הקודמת",
    "המספר שנתתי",
    // Urdu.
    "اوپر والا جواب",
    "اوپر دیا گیا جواب",
    "میرا پچھلا جواب",
    // Hindi.
    "ऊपर दिया गया उत्तर",
    "ऊपर दिया गया जवाब",
    "ऊपर वाला उत्तर",
    "मेरा पिछला उत्तर",
    "मेरा पिछला जवाब",
    // Hindi (romanized).
    "upar wala jawab",
    "upar diya gaya jawab",
    "mera pichla jawab",
    // Bengali.
    "উপরের উত্তর",
    "উপরের মান",
    "উপরের ফলাফল",
    "আমার আগের উত্তর",
    // Assamese.
    "ওপৰৰ উত্তৰ",
    // Odia.
    "ଉପରୋକ୍ତ ଉତ୍ତର",
    // Gujarati.
    "ઉપરનો જવાબ",
    "ઉપર આપેલ જવાબ",
    "મારો અગાઉનો જવાબ",
    // Punjabi (Gurmukhi).
    "ਉਪਰੋਕਤ ਜਵਾਬ",
    "ਉੱਪਰ ਦਿੱਤਾ ਜਵਾਬ",
    "ਮੇਰਾ ਪਿਛਲਾ ਜਵਾਬ",
    // Marathi.
    "वरील उत्तर",
    "वर दिलेले उत्तर",
    "वरील मूल्य",
    "माझे मागील उत्तर",
    // Nepali.
    "माथिको उत्तर",
    "माथिको मान",
    "मेरो अघिल्लो उत्तर",
    // Sinhala.
    "ඉහත පිළිතුර",
    "ඉහත අගය",
    "මගේ පෙර පිළිතුර",
    // Tamil.
    "மேலே உள்ள பதில்",
    "மேலே கொடுத்த பதில்",
    "மேலே உள்ள மதிப்பு",
    "எனது முந்தைய பதில்",
    // Telugu.
    "పై సమాధానం",
    "నా మునుపటి సమాధానం",
    // Kannada.
    "ಮೇಲಿನ ಉತ್ತರ",
    "ಮೇಲಿನ ಮೌಲ್ಯ",
    "ನನ್ನ ಹಿಂದಿನ ಉತ್ತರ",
    // Malayalam.
    "മുകളിലെ ഉത്തരം",
    "മുകളിൽ നൽകിയ ഉത്തരം",
    // Chinese (Simplified).
    "上面的答案",
    "上述答案",
    "以上答案",
    "上面的数值",
    "上面的数字",
    "上面的结果",
    "我给出的数字",
    // Chinese (Traditional).
    "上面的數值",
    "上面的數字",
    "上面的結果",
    "我給出的數字",
    // Cantonese.
    "上面嘅答案",
    "上面個答案",
    "上面嘅數字",
    "我畀嘅數字",
    // Japanese.
    "上記の回答",
    "先ほどの回答",
    "先ほどの答え",
    "上記の値",
    "上記の数値",
    "上の答え",
    "前の回答",
    // Korean.
    "위의 답변은",
    "위에서 제시한",
    "위에 제시된 값",
    "앞서 드린 답변",
    "제가 드린 답변",
    "위에서 드린 답",
    // Mongolian.
    "дээрх хариулт",
    "дээрх утга",
    "миний өмнөх хариулт",
    // Burmese.
    "အထက်ပါအဖြေ",
    "အပေါ်ကအဖြေ",
    "ယခင်အဖြေ",
    // Thai.
    "คำตอบข้างต้น",
    "คำตอบข้างบน",
    "ค่าข้างต้น",
    "ตัวเลขข้างต้น",
    "คำตอบก่อนหน้า",
    // Khmer.
    "ចម្លើយខាងលើ",
    "តម្លៃខាងលើ",
    // Vietnamese.
    "câu trả lời trên",
    "câu trả lời ở trên",
    "câu trả lời trước",
    "con số trên",
    "kết quả trên",
    // Indonesian.
    "jawaban di atas",
    "nilai di atas",
    "angka di atas",
    "hasil di atas",
    "jawaban saya sebelumnya",
    // Malay.
    "jawapan di atas",
    "jawapan saya sebelum ini",
    // Javanese.
    "jawaban ing ndhuwur",
    // Sundanese.
    "jawaban di luhur",
    // Filipino (Tagalog).
    "ang sagot sa itaas",
    "ang halaga sa itaas",
    "ang numero sa itaas",
    // Cebuano.
    "ang tubag sa ibabaw",
    // Amharic.
    "ከላይ ያለው መልስ",
    "ከላይ የተሰጠው መልስ",
    // Somali.
    "jawaabta kor ku xusan",
    "qiimaha kor ku xusan",
    "jawaabtii hore",
    // Swahili.
    "jibu lililo hapo juu",
    "jibu hapo juu",
    "thamani iliyo hapo juu",
    "jibu langu la awali",
    // Hausa.
    "amsar da ke sama",
    "amsar da na bayar",
    // Igbo.
    "azịza dị n'elu",
    // Yoruba.
    "ìdáhùn tó wà lókè",
    // Kinyarwanda.
    "igisubizo kiri hejuru",
    // Shona.
    "mhinduro iri pamusoro",
    // Zulu.
    "impendulo engenhla",
    // Xhosa.
    "impendulo engentla",
    // Malagasy.
    "ny valiny etsy ambony",
    // Haitian Creole.
    "repons anwo a",
    "valè anwo a",
];

/// The phrases after a value that take it back, in every language the engine reads.
static AFTER: [(&str, After); 6029] = [
    // Words of waiting and verbs of checking: see `After::Waits`, `After::Checks`.
    ("wait", After::Waits),
    ("attends", After::Waits),
    ("attendez", After::Waits),
    ("warte", After::Waits),
    ("wartet", After::Waits),
    ("espera", After::Waits),
    ("espere", After::Waits),
    ("aspetta", After::Waits),
    ("aspetti", After::Waits),
    ("wacht", After::Waits),
    ("czekaj", After::Waits),
    ("moment", After::Waits),
    ("check", After::Checks),
    ("double-check", After::Checks),
    ("recheck", After::Checks),
    ("verif", After::Checks),
    ("vérif", After::Checks),
    ("nachseh", After::Checks),
    ("nachschau", After::Checks),
    ("prüf", After::Checks),
    ("überprüf", After::Checks),
    ("revisa", After::Checks),
    ("comprob", After::Checks),
    ("controll", After::Checks),
    ("look it up", After::Checks),
    // Words of possibility: see `After::Possibility`.
    ("may", After::Possibility),
    ("might", After::Possibility),
    ("could", After::Possibility),
    ("possibly", After::Possibility),
    ("perhaps", After::Possibility),
    ("maybe", After::Possibility),
    ("peut-être", After::Possibility),
    ("peut-etre", After::Possibility),
    ("vielleicht", After::Possibility),
    ("möglicherweise", After::Possibility),
    ("kann mich", After::Possibility),
    ("quizás", After::Possibility),
    ("tal vez", After::Possibility),
    ("puede que", After::Possibility),
    ("forse", After::Possibility),
    ("potrei", After::Possibility),
    ("correction", After::Retracts),
    ("never mind", After::Retracts),
    ("nevermind", After::Retracts),
    ("disregard", After::Retracts),
    ("scratch that", After::Retracts),
    ("i made a mistake", After::Retracts),
    ("that was wrong", After::Retracts),
    ("wrong,", After::Retracts),
    ("oops", After::Retracts),
    ("oubliez", After::Retracts),
    ("korrektur", After::Retracts),
    ("vergiss", After::Retracts),
    ("corrección", After::Retracts),
    ("olvida", After::Retracts),
    ("correção", After::Retracts),
    ("correzione", After::Retracts),
    // A writer correcting itself in the first person takes back the value before.
    ("let me correct", After::Retracts),
    ("i stand corrected", After::Retracts),
    ("correcting myself", After::Retracts),
    ("je me corrige", After::Retracts),
    ("je corrige", After::Retracts),
    ("ich korrigiere", After::Retracts),
    ("me corrijo", After::Retracts),
    ("corrijo", After::Retracts),
    ("retifico", After::Retracts),
    ("mi correggo", After::Retracts),
    ("correggo", After::Retracts),
    ("rettifico", After::Retracts),
    ("ik corrigeer", After::Retracts),
    ("纠正一下", After::Retracts),
    ("修正します", After::Retracts),
    ("更正", After::Retracts),
    ("不对", After::Retracts),
    ("訂正", After::Retracts),
    ("いや、", After::Retracts),
    ("정정", After::Retracts),
    ("아니, ", After::Retracts),
    ("διόρθωση", After::Retracts),
    ("oprava", After::Retracts),
    ("rättelse", After::Retracts),
    ("виправлення", After::Retracts),
    ("corectură", After::Retracts),
    ("javítás", After::Retracts),
    ("korjaus", After::Retracts),
    ("koreksi", After::Retracts),
    ("sửa lại", After::Retracts),
    ("แก้ไข", After::Retracts),
    ("תיקון", After::Retracts),
    // A return to an earlier value after this one: the reply does not settle on it.
    ("the first one was", After::Retracts),
    ("the first one is", After::Retracts),
    ("the previous one was", After::Retracts),
    ("the earlier one was", After::Retracts),
    ("the original was", After::Retracts),
    ("le premier était", After::Retracts),
    ("der erste war", After::Retracts),
    ("el primero era", After::Retracts),
    ("o primeiro era", After::Retracts),
    ("il primo era", After::Retracts),
    ("第一个是对的", After::Retracts),
    ("最初のが正しい", After::Retracts),
    // Doubt after the value: it is not what the reply vouches for.
    ("i don't know", After::Unsure),
    ("i don\u{2019}t know", After::Unsure),
    ("i\u{2019}m not sure", After::Unsure),
    ("i do not know", After::Unsure),
    ("i'm not sure", After::Unsure),
    ("i am not sure", After::Unsure),
    ("not sure about", After::Unsure),
    ("i couldn't find", After::Unsure),
    ("i could not find", After::Unsure),
    ("je ne sais pas", After::Unsure),
    ("ich weiß nicht", After::Unsure),
    ("no sé", After::Unsure),
    ("não sei", After::Unsure),
    ("non so ", After::Unsure),
    ("不知道", After::Unsure),
    ("わかりません", After::Unsure),
    ("모르", After::Unsure),
    // Taking back in words of its own, in more languages.
    ("ignore the above", After::Retracts),
    ("ignore that", After::Retracts),
    ("ignore this", After::Retracts),
    ("take that back", After::Retracts),
    ("take it back", After::Retracts),
    ("i retract", After::Retracts),
    ("i withdraw", After::Retracts),
    ("retract that", After::Retracts),
    ("retract this", After::Retracts),
    ("i made an error", After::Retracts),
    ("i was wrong", After::Retracts),
    ("nehme ich zurück", After::Retracts),
    ("nehme das zurück", After::Retracts),
    ("ignorieren sie", After::Retracts),
    ("ignorez", After::Retracts),
    ("je retire", After::Retracts),
    ("je me suis trompé", After::Retracts),
    ("me equivoqué", After::Retracts),
    ("desconsidere", After::Retracts),
    ("me enganei", After::Retracts),
    ("mi sono sbagliat", After::Retracts),
    ("correctie", After::Retracts),
    ("negeer", After::Retracts),
    ("ik heb me vergist", After::Retracts),
    ("ik vergiste me", After::Retracts),
    ("поправка", After::Retracts),
    ("исправление", After::Retracts),
    ("игнорируйте", After::Retracts),
    ("я ошиб", After::Retracts),
    ("беру свои слова", After::Retracts),
    ("poprawka", After::Retracts),
    ("zignoruj", After::Retracts),
    ("pomyliłem", After::Retracts),
    ("pomyliłam", After::Retracts),
    ("düzeltme", After::Retracts),
    ("dikkate almayın", After::Retracts),
    ("yanıldım", After::Retracts),
    ("تصحيح", After::Retracts),
    ("تجاهل", After::Retracts),
    ("أخطأت", After::Retracts),
    ("अनदेखा", After::Retracts),
    ("请忽略", After::Retracts),
    ("我错了", After::Retracts),
    ("搞错了", After::Retracts),
    ("無視して", After::Retracts),
    ("間違えました", After::Retracts),
    ("무시하", After::Retracts),
    // Taking back by saying how it went wrong: figures mixed up or counted twice, work to
    // redo (`Belay that`, `I conflated two dates`, `that figure counts the shipping twice`).
    ("belay that", After::Retracts),
    ("i conflated", After::Retracts),
    ("i mixed up", After::Retracts),
    ("i mixed them up", After::Retracts),
    ("i confused", After::Retracts),
    ("i double-counted", After::Retracts),
    ("i double counted", After::Retracts),
    ("counted twice", After::Retracts),
    ("need to recompute", After::Retracts),
    ("need to recalculate", After::Retracts),
    ("have to recompute", After::Retracts),
    ("have to recalculate", After::Retracts),
    // Something is wrong or no longer holds.
    ("no longer valid", After::Invalidates),
    ("out of date", After::Invalidates),
    ("outdated", After::Invalidates),
    ("stale", After::Invalidates),
    ("old record", After::Invalidates),
    ("no longer current", After::Invalidates),
    ("not valid", After::Invalidates),
    ("invalid", After::Invalidates),
    ("incorrect", After::Invalidates),
    ("is wrong", After::Invalidates),
    ("are wrong", After::Invalidates),
    ("was wrong", After::Invalidates),
    ("not correct", After::Invalidates),
    ("wrong", After::Invalidates),
    ("is off", After::Invalidates),
    ("are off", After::Invalidates),
    ("off by", After::Invalidates),
    ("too long", After::Invalidates),
    ("too short", After::Invalidates),
    ("too high", After::Invalidates),
    ("too low", After::Invalidates),
    ("too many", After::Invalidates),
    ("too few", After::Invalidates),
    ("not right", After::Invalidates),
    ("should be higher", After::Invalidates),
    ("should be lower", After::Invalidates),
    ("other way round", After::Invalidates),
    ("other way around", After::Invalidates),
    ("do not use", After::Invalidates),
    ("don't use", After::Invalidates),
    ("ungültig", After::Invalidates),
    ("nicht gültig", After::Invalidates),
    ("falsch", After::Invalidates),
    ("nicht verwenden", After::Invalidates),
    ("plus valable", After::Invalidates),
    ("pas valable", After::Invalidates),
    ("invalide", After::Invalidates),
    ("no es válid", After::Invalidates),
    ("inválid", After::Invalidates),
    ("não é válid", After::Invalidates),
    ("errad", After::Invalidates),
    ("incorret", After::Invalidates),
    ("non è valid", After::Invalidates),
    ("sbagliat", After::Invalidates),
    ("ongeldig", After::Invalidates),
    ("onjuist", After::Invalidates),
    ("klopt niet", After::Invalidates),
    ("недействител", After::Invalidates),
    ("неверн", After::Invalidates),
    ("неправильн", After::Invalidates),
    ("nieprawidłow", After::Invalidates),
    ("nieważn", After::Invalidates),
    ("błędn", After::Invalidates),
    ("geçersiz", After::Invalidates),
    ("yanlış", After::Invalidates),
    ("غير صحيح", After::Invalidates),
    ("غير صالح", After::Invalidates),
    ("خاطئ", After::Invalidates),
    ("गलत", After::Invalidates),
    ("अमान्य", After::Invalidates),
    ("无效", After::Invalidates),
    ("不正确", After::Invalidates),
    ("错误", After::Invalidates),
    ("無効", After::Invalidates),
    ("間違", After::Invalidates),
    ("誤り", After::Invalidates),
    ("틀렸", After::Invalidates),
    ("잘못", After::Invalidates),
    ("무효", After::Invalidates),
    // Says a value must change, when its sentence names the value.
    ("swap", After::Changes),
    ("replace", After::Changes),
    ("remove", After::Changes),
    ("shouldn't be", After::Changes),
    ("should not be", After::Changes),
    ("doesn't belong", After::Changes),
    ("does not belong", After::Changes),
    ("out of habit", After::Changes),
    ("by mistake", After::Changes),
    ("was a typo", After::Changes),
    ("is a typo", After::Changes),
    ("ersetze", After::Changes),
    ("tausche", After::Changes),
    ("gehört nicht", After::Changes),
    ("remplace", After::Changes),
    ("ne devrait pas", After::Changes),
    ("reemplaza", After::Changes),
    ("sustituye", After::Changes),
    ("no debería", After::Changes),
    ("substitua", After::Changes),
    ("não deveria", After::Changes),
    ("sostituisci", After::Changes),
    ("non dovrebbe", After::Changes),
    ("vervang", After::Changes),
    ("замени", After::Changes),
    ("не должен", After::Changes),
    // Calls the value an example, a placeholder, made up.
    ("placeholder", After::CallsExample),
    // A placeholder in other languages (`Hetta er bara eitt plássfylli`).
    ("platzhalter", After::CallsExample),
    ("pladsholder", After::CallsExample),
    ("plassholder", After::CallsExample),
    ("platshållare", After::CallsExample),
    ("plássfylli", After::CallsExample),
    ("staðgengill", After::CallsExample),
    ("espace réservé", After::CallsExample),
    ("marcador de posición", After::CallsExample),
    ("marcador de posição", After::CallsExample),
    ("segnaposto", After::CallsExample),
    ("tijdelijke aanduiding", After::CallsExample),
    ("symbol zastępczy", After::CallsExample),
    ("zástupný", After::CallsExample),
    ("заполнитель", After::CallsExample),
    ("заглушка", After::CallsExample),
    ("заповнювач", After::CallsExample),
    ("yer tutucu", After::CallsExample),
    ("占位符", After::CallsExample),
    ("佔位符", After::CallsExample),
    ("プレースホルダー", After::CallsExample),
    ("자리 표시자", After::CallsExample),
    ("filler", After::CallsExample),
    ("fake", After::CallsExample),
    ("not real", After::CallsExample),
    ("not a real", After::CallsExample),
    ("example", After::CallsExample),
    ("sample", After::CallsExample),
    ("template", After::CallsExample),
    ("dummy", After::CallsExample),
    ("fixture", After::CallsExample),
    ("stand-in", After::CallsExample),
    ("seed data", After::CallsExample),
    ("test data", After::CallsExample),
    ("mock data", After::CallsExample),
    ("fictitious", After::CallsExample),
    ("fictional", After::CallsExample),
    ("made up", After::CallsExample),
    ("made-up", After::CallsExample),
    ("exemple", After::CallsExample),
    ("beispiel", After::CallsExample),
    ("ejemplo", After::CallsExample),
    ("exemplo", After::CallsExample),
    ("esempio", After::CallsExample),
    ("voorbeeld", After::CallsExample),
    ("пример ", After::CallsExample),
    ("примером", After::CallsExample),
    ("przykład", After::CallsExample),
    ("örnek", After::CallsExample),
    ("示例", After::CallsExample),
    ("예시", After::CallsExample),
    // An apology after the value is for the value (unless it is for the wait).
    ("sorry", After::Apologizes),
    ("apolog", After::Apologizes),
    ("my mistake", After::Apologizes),
    ("my bad", After::Apologizes),
    ("pardon", After::Apologizes),
    ("désolé", After::Apologizes),
    ("excusez", After::Apologizes),
    ("entschuldig", After::Apologizes),
    ("verzeihung", After::Apologizes),
    ("perdón", After::Apologizes),
    ("disculp", After::Apologizes),
    ("lo siento", After::Apologizes),
    ("desculp", After::Apologizes),
    ("perdão", After::Apologizes),
    ("scusa", After::Apologizes),
    ("mi dispiace", After::Apologizes),
    ("excuses", After::Apologizes),
    ("przepraszam", After::Apologizes),
    ("förlåt", After::Apologizes),
    ("ursäkta", After::Apologizes),
    ("omlouvám", After::Apologizes),
    ("promiňte", After::Apologizes),
    ("özür", After::Apologizes),
    ("Özür", After::Apologizes),
    ("извин", After::Apologizes),
    ("прости", After::Apologizes),
    ("вибач", After::Apologizes),
    ("عذرا", After::Apologizes),
    ("آسف", After::Apologizes),
    ("סליחה", After::Apologizes),
    ("מצטער", After::Apologizes),
    ("माफ़", After::Apologizes),
    ("माफ", After::Apologizes),
    ("क्षमा", After::Apologizes),
    ("抱歉", After::Apologizes),
    ("对不起", After::Apologizes),
    ("不好意思", After::Apologizes),
    ("すみません", After::Apologizes),
    ("申し訳", After::Apologizes),
    ("ごめん", After::Apologizes),
    ("죄송", After::Apologizes),
    ("미안", After::Apologizes),
    ("xin lỗi", After::Apologizes),
    ("maaf", After::Apologizes),
    // The model's own misreading or miscounting, in the first person.
    ("i misread", After::Retracts),
    ("i miscount", After::Retracts),
    ("i misspoke", After::Retracts),
    ("i misheard", After::Retracts),
    ("i mistyped", After::Retracts),
    ("i misunderstood", After::Retracts),
    ("i mislabel", After::Retracts),
    ("i got that", After::Retracts),
    ("i got it wrong", After::Retracts),
    ("i mixed up", After::Retracts),
    ("i confused", After::Retracts),
    ("got that backwards", After::Retracts),
    ("got it backwards", After::Retracts),
    ("i counted wrong", After::Retracts),
    ("i read the wrong", After::Retracts),
    ("i took the wrong", After::Retracts),
    ("i used the wrong", After::Retracts),
    ("verzählt", After::Retracts),
    ("verlesen", After::Retracts),
    ("vertan", After::Retracts),
    ("geirrt", After::Retracts),
    ("stimmt so nicht", After::Retracts),
    ("stimmt nicht", After::Retracts),
    ("j'ai mal", After::Retracts),
    ("erreur de ma part", After::Retracts),
    ("me confundí", After::Retracts),
    ("leí mal", After::Retracts),
    ("conté mal", After::Retracts),
    ("me confundi", After::Retracts),
    ("li errado", After::Retracts),
    ("contei errado", After::Retracts),
    ("ho letto male", After::Retracts),
    ("ho sbagliato", After::Retracts),
    ("mi sono confus", After::Retracts),
    ("verkeerd gelezen", After::Retracts),
    ("verkeerd geteld", After::Retracts),
    ("fout van mij", After::Retracts),
    ("źle przeczyta", After::Retracts),
    ("źle policzy", After::Retracts),
    ("räknade fel", After::Retracts),
    ("läste fel", After::Retracts),
    ("jag hade fel", After::Retracts),
    ("spletl", After::Retracts),
    ("spletla", After::Retracts),
    ("moje chyba", After::Retracts),
    ("yanlış okudum", After::Retracts),
    ("yanlış saydım", After::Retracts),
    ("hata yaptım", After::Retracts),
    ("ошибся", After::Retracts),
    ("ошиблась", After::Retracts),
    ("перепутал", After::Retracts),
    ("помилив", After::Retracts),
    ("помилил", After::Retracts),
    ("טעיתי", After::Retracts),
    ("मैंने गलत", After::Retracts),
    ("गलती", After::Retracts),
    ("nhầm", After::Retracts),
    ("saya salah", After::Retracts),
    ("keliru", After::Retracts),
    ("看错", After::Retracts),
    ("算错", After::Retracts),
    ("弄错", After::Retracts),
    ("看錯", After::Retracts),
    ("読み間違", After::Retracts),
    ("勘違い", After::Retracts),
    ("잘못 읽", After::Retracts),
    ("잘못 봤", After::Retracts),
    ("착각", After::Retracts),
    // Doubt about the value after it: the reply does not vouch for it, or leaves it one of
    // two (`so it's either the 14th or the 12th`).
    ("it's either", After::Retracts),
    ("it is either", After::Retracts),
    ("could be either", After::Retracts),
    ("might be either", After::Retracts),
    ("may be either", After::Retracts),
    ("unclear whether", After::Retracts),
    ("not clear whether", After::Retracts),
    ("c'est soit", After::Retracts),
    ("es ist entweder", After::Retracts),
    ("puede ser tanto", After::Retracts),
    ("not confident", After::Retracts),
    ("not certain", After::Retracts),
    ("i'm unsure", After::Retracts),
    ("i am unsure", After::Retracts),
    ("can't tell", After::Retracts),
    ("cannot tell", After::Retracts),
    ("hard to tell", After::Retracts),
    ("nicht sicher", After::Retracts),
    ("pas sûr", After::Retracts),
    ("pas certain", After::Retracts),
    ("no estoy segur", After::Retracts),
    ("não tenho certeza", After::Retracts),
    ("non sono sicur", After::Retracts),
    ("non sono certo ", After::Retracts),
    ("non sono certa ", After::Retracts),
    ("non sono del tutto sicur", After::Retracts),
    ("non sono convint", After::Retracts),
    ("niet zeker", After::Retracts),
    ("nie jestem pew", After::Retracts),
    ("inte säker", After::Retracts),
    ("nejsem si jist", After::Retracts),
    ("emin değilim", After::Retracts),
    ("не уверен ", After::Retracts),
    ("не уверена ", After::Retracts),
    ("не впевнен", After::Retracts),
    ("غير متأكد", After::Retracts),
    ("לא בטוח", After::Retracts),
    ("पक्का नहीं", After::Retracts),
    ("不确定", After::Retracts),
    ("確信が", After::Retracts),
    ("자신이 없", After::Retracts),
    ("확실하지", After::Retracts),
    ("không chắc", After::Retracts),
    ("tidak yakin", After::Retracts),
    ("actually", After::Amends),
    ("i meant", After::Amends),
    // Taken back, in more words and languages: see `tests/tempting.rs`, TAKEN_BACK.
    ("actually no,", After::Retracts),
    ("that's not right", After::Retracts),
    ("that is not right", After::Retracts),
    ("that's not correct", After::Retracts),
    ("that is not correct", After::Retracts),
    ("anzi no", After::Retracts),
    ("anzi, no", After::Retracts),
    ("ho invertito", After::Retracts),
    ("no es correcto", After::Retracts),
    ("no es cierto", After::Retracts),
    ("mejor dicho", After::Retracts),
    ("na verdade não", After::Retracts),
    ("c'est faux", After::Retracts),
    ("autant pour moi", After::Retracts),
    ("au temps pour moi", After::Retracts),
    ("doch nicht", After::Retracts),
    ("ich habe mich vertan", After::Retracts),
    ("ich hab mich vertan", After::Retracts),
    ("toch niet", After::Retracts),
    ("хотя нет", After::Retracts),
    ("а нет,", After::Retracts),
    ("a jednak nie", After::Retracts),
    ("pomyliłem się", After::Retracts),
    ("pomyliłam się", After::Retracts),
    ("si sahihi", After::Retracts),
    ("vibaya", After::Invalidates),
    ("sina uhakika", After::Retracts),
    ("nimekosea", After::Retracts),
    ("saya keliru", After::Retracts),
    ("tôi nhầm", After::Retracts),
    ("확인이 안", After::Retracts),
    ("확인되지 않", After::Retracts),
    ("違いました", After::Retracts),
    ("确认不了", After::Retracts),
    ("无法确认", After::Retracts),
    ("说错了", After::Retracts),
    ("m'he equivocat", After::Retracts),
    ("no n'estic segur", After::Retracts),
    ("jag tog fel", After::Retracts),
    ("jeg tog fejl", After::Retracts),
    ("jeg tok feil", After::Retracts),
    ("erehdyin", After::Retracts),
    // Swahili.
    ("marekebisho:", After::Retracts),
    ("nilikosea", After::Retracts),
    ("nimefanya kosa", After::Retracts),
    ("nilifanya kosa", After::Retracts),
    ("kwa kufikiria upya", After::Retracts),
    ("subiri, hapana", After::Retracts),
    ("ya kubuni", After::CallsExample),
    ("imebuniwa", After::CallsExample),
    ("iliyobuniwa", After::CallsExample),
    ("mfano tu", After::CallsExample),
    ("kishika nafasi", After::CallsExample),
    ("ni makosa", After::Invalidates),
    ("sio sahihi", After::Invalidates),
    ("haiko sahihi", After::Invalidates),
    ("batili", After::Invalidates),
    // Yoruba.
    ("àtúnṣe:", After::Retracts),
    ("mo ṣàṣìṣe", After::Retracts),
    ("mo ṣe àṣìṣe", After::Retracts),
    ("kò dá mi lójú", After::Retracts),
    ("ò dá mi lójú", After::Retracts),
    ("àròsọ", After::CallsExample),
    ("àpẹẹrẹ", After::CallsExample),
    ("apeere", After::CallsExample),
    ("kò tọ̀nà", After::Invalidates),
    ("kò péye", After::Invalidates),
    ("àṣìṣe ni", After::Invalidates),
    // Hausa.
    ("gyara:", After::Retracts),
    ("na yi kuskure", After::Retracts),
    ("ban tabbata ba", After::Retracts),
    ("ban da tabbas", After::Retracts),
    ("ƙagagge", After::CallsExample),
    ("kagagge", After::CallsExample),
    ("ƙirƙirarre", After::CallsExample),
    ("kirkirarre", After::CallsExample),
    ("misali ne", After::CallsExample),
    ("ba daidai ba", After::Invalidates),
    ("kuskure ne", After::Invalidates),
    ("ba shi da inganci", After::Invalidates),
    ("ba ta da inganci", After::Invalidates),
    // Zulu.
    ("ngenze iphutha", After::Retracts),
    ("ngiphazamile", After::Retracts),
    ("bengiphazamile", After::Retracts),
    ("angiqiniseki", After::Retracts),
    ("angisaqiniseki", After::Retracts),
    ("okuqanjiwe", After::CallsExample),
    ("eqanjiwe", After::CallsExample),
    ("iqanjiwe", After::CallsExample),
    ("isibonelo nje", After::CallsExample),
    ("akulungile", After::Invalidates),
    ("ayilungile", After::Invalidates),
    ("alilungile", After::Invalidates),
    ("kuyiphutha", After::Invalidates),
    ("akuvumelekile", After::Invalidates),
    // Amharic.
    ("ተሳስቻለሁ", After::Retracts),
    ("ተሳስቼ ነበር", After::Retracts),
    ("ስህተት ሰርቻለሁ", After::Retracts),
    ("እርግጠኛ አይደለሁ", After::Retracts),
    ("ምናባዊ", After::CallsExample),
    ("ምሳሌ ብቻ", After::CallsExample),
    ("ለማሳያ", After::CallsExample),
    ("የፈጠርኩት", After::CallsExample),
    ("ትክክል አይደለም", After::Invalidates),
    ("ስህተት ነው", After::Invalidates),
    ("ልክ አይደለም", After::Invalidates),
    ("ትክክል ያልሆነ", After::Invalidates),
    // Tagalog.
    ("nagkamali ako", After::Retracts),
    ("mali pala ako", After::Retracts),
    ("hindi ako sigurado", After::Retracts),
    ("hindi na ako sigurado", After::Retracts),
    ("teka, hindi", After::Retracts),
    ("gawa-gawa", After::CallsExample),
    ("kathang-isip", After::CallsExample),
    ("imbento", After::CallsExample),
    ("halimbawa", After::CallsExample),
    ("ay mali", After::Invalidates),
    ("hindi tama", After::Invalidates),
    ("hindi wasto", After::Invalidates),
    ("hindi balido", After::Invalidates),
    ("maling sagot", After::Invalidates),
    // Malay.
    ("pembetulan:", After::Retracts),
    ("saya silap", After::Retracts),
    ("saya tersilap", After::Retracts),
    ("saya buat silap", After::Retracts),
    ("saya tidak pasti", After::Retracts),
    ("saya kurang pasti", After::Retracts),
    ("rekaan", After::CallsExample),
    ("fiktif", After::CallsExample),
    ("contoh sahaja", After::CallsExample),
    ("sekadar contoh", After::CallsExample),
    ("hanya contoh", After::CallsExample),
    ("tidak sah", After::Invalidates),
    ("tidak betul", After::Invalidates),
    ("tidak tepat", After::Invalidates),
    ("itu salah.", After::Invalidates),
    ("salah, sepatutnya", After::Invalidates),
    // Indonesian.
    ("ralat:", After::Retracts),
    ("saya membuat kesalahan", After::Retracts),
    ("saya melakukan kesalahan", After::Retracts),
    ("tunggu, bukan", After::Retracts),
    ("setelah dipikir-pikir", After::Retracts),
    ("dibuat-buat", After::CallsExample),
    ("contoh saja", After::CallsExample),
    ("tidak valid", After::Invalidates),
    ("tidak benar", After::Invalidates),
    ("salah, seharusnya", After::Invalidates),
    // Thai.
    ("ผมผิดเอง", After::Retracts),
    ("ฉันผิดเอง", After::Retracts),
    ("ผมเข้าใจผิด", After::Retracts),
    ("ผมไม่แน่ใจ", After::Retracts),
    ("ฉันไม่แน่ใจ", After::Retracts),
    ("แต่คิดอีกที", After::Retracts),
    ("สมมติ", After::CallsExample),
    ("แต่งขึ้น", After::CallsExample),
    ("ตัวอย่างเท่านั้น", After::CallsExample),
    ("ตัวยึดตำแหน่ง", After::CallsExample),
    ("ไม่ถูกต้อง", After::Invalidates),
    ("ใช้ไม่ได้", After::Invalidates),
    ("เป็นโมฆะ", After::Invalidates),
    ("ผิดพลาด", After::Invalidates),
    // Khmer.
    ("ខ្ញុំខុសហើយ", After::Retracts),
    ("ខ្ញុំបានធ្វើខុស", After::Retracts),
    ("ខ្ញុំមិនប្រាកដ", After::Retracts),
    ("ខ្ញុំច្រឡំ", After::Retracts),
    ("ប្រឌិតឡើង", After::CallsExample),
    ("ស្រមើស្រមៃ", After::CallsExample),
    ("ឧទាហរណ៍", After::CallsExample),
    ("ក្លែងក្លាយ", After::CallsExample),
    ("មិនត្រឹមត្រូវ", After::Invalidates),
    ("មិនមានសុពលភាព", After::Invalidates),
    ("គ្មានសុពលភាព", After::Invalidates),
    ("ចម្លើយខុស", After::Invalidates),
    // Burmese.
    ("ကျွန်ုပ်မှား", After::Retracts),
    ("ကျွန်တော်မှား", After::Retracts),
    ("ကျွန်မမှား", After::Retracts),
    ("မသေချာပါ", After::Retracts),
    ("အမှားလုပ်မိ", After::Retracts),
    ("ဥပမာ", After::CallsExample),
    ("နမူနာ", After::CallsExample),
    ("စိတ်ကူးယဉ်", After::CallsExample),
    ("လုပ်ကြံ", After::CallsExample),
    ("မမှန်ကန်", After::Invalidates),
    ("မှားနေ", After::Invalidates),
    ("မှားယွင်း", After::Invalidates),
    ("အကျုံးမဝင်", After::Invalidates),
    // Georgian.
    ("შევცდი", After::Retracts),
    ("შეცდომა დავუშვი", After::Retracts),
    ("დარწმუნებული არ ვარ", After::Retracts),
    ("არ ვარ დარწმუნებული", After::Retracts),
    ("შესწორება:", After::Retracts),
    ("მოგონილ", After::CallsExample),
    ("ფიქტიურ", After::CallsExample),
    ("მაგალით", After::CallsExample),
    ("ნიმუშ", After::CallsExample),
    ("არასწორ", After::Invalidates),
    ("არავალიდურ", After::Invalidates),
    ("მცდარ", After::Invalidates),
    ("ბათილ", After::Invalidates),
    // Armenian.
    ("սխալվեցի", After::Retracts),
    ("սխալվել եմ", After::Retracts),
    ("վստահ չեմ", After::Retracts),
    ("սխալ թույլ տվեցի", After::Retracts),
    ("ուղղում:", After::Retracts),
    ("հորինված", After::CallsExample),
    ("հնարովի", After::CallsExample),
    ("օրինակ", After::CallsExample),
    ("կեղծ", After::CallsExample),
    ("սխալ է", After::Invalidates),
    ("անվավեր", After::Invalidates),
    ("ճիշտ չէ", After::Invalidates),
    ("սխալ պատասխան", After::Invalidates),
    // Kazakh.
    ("қателестім", After::Retracts),
    ("қателік жібердім", After::Retracts),
    ("сенімді емеспін", After::Retracts),
    ("түзету:", After::Retracts),
    ("қателескен екенмін", After::Retracts),
    ("ойдан шығарылған", After::CallsExample),
    ("ойдан құрастырылған", After::CallsExample),
    ("мысал", After::CallsExample),
    ("дұрыс емес", After::Invalidates),
    ("жарамсыз", After::Invalidates),
    ("қате жауап", After::Invalidates),
    ("қате болып", After::Invalidates),
    // Uzbek.
    ("xato qildim", After::Retracts),
    ("adashdim", After::Retracts),
    ("ishonchim komil emas", After::Retracts),
    ("aniq emasman", After::Retracts),
    ("tuzatish:", After::Retracts),
    ("o'ylab topilgan", After::CallsExample),
    ("oʻylab topilgan", After::CallsExample),
    ("to'qima", After::CallsExample),
    ("toʻqima", After::CallsExample),
    ("soxta", After::CallsExample),
    ("misol", After::CallsExample),
    ("noto'g'ri", After::Invalidates),
    ("notoʻgʻri", After::Invalidates),
    ("yaroqsiz", After::Invalidates),
    ("xato javob", After::Invalidates),
    // Mongolian.
    ("би буруу байсан", After::Retracts),
    ("би буруу ойлгосон", After::Retracts),
    ("алдаа гаргалаа", After::Retracts),
    ("би итгэлтэй биш", After::Retracts),
    ("итгэлтэй биш байна", After::Retracts),
    ("залруулга:", After::Retracts),
    ("зохиомол", After::CallsExample),
    ("зохиосон", After::CallsExample),
    ("жишээ", After::CallsExample),
    ("хуурамч", After::CallsExample),
    ("буруу", After::Invalidates),
    ("хүчингүй", After::Invalidates),
    ("зөв биш", After::Invalidates),
    ("алдаатай", After::Invalidates),
    // Azerbaijani.
    ("səhv etdim", After::Retracts),
    ("səhv etmişəm", After::Retracts),
    ("əmin deyiləm", After::Retracts),
    ("düzəliş:", After::Retracts),
    ("uydurma", After::CallsExample),
    ("qondarma", After::CallsExample),
    ("nümunə", After::CallsExample),
    ("saxta", After::CallsExample),
    ("səhvdir", After::Invalidates),
    ("etibarsız", After::Invalidates),
    ("düzgün deyil", After::Invalidates),
    ("doğru deyil", After::Invalidates),
    // Serbian (Cyrillic).
    ("погрешио сам", After::Retracts),
    ("погрешила сам", After::Retracts),
    ("нисам сигуран", After::Retracts),
    ("нисам сигурна", After::Retracts),
    ("исправка:", After::Retracts),
    ("направио сам грешку", After::Retracts),
    ("измишљен", After::CallsExample),
    ("фиктивн", After::CallsExample),
    ("илустрациј", After::CallsExample),
    ("погрешан", After::Invalidates),
    ("погрешна", After::Invalidates),
    ("погрешни", After::Invalidates),
    ("је погрешно", After::Invalidates),
    ("нетачн", After::Invalidates),
    ("неважећ", After::Invalidates),
    // Serbian (Latin).
    ("pogrešio sam", After::Retracts),
    ("pogrešila sam", After::Retracts),
    ("nisam siguran", After::Retracts),
    ("nisam sigurna", After::Retracts),
    ("ispravka:", After::Retracts),
    ("napravio sam grešku", After::Retracts),
    ("izmišljen", After::CallsExample),
    ("fiktiv", After::CallsExample),
    ("samo primer", After::CallsExample),
    ("pogrešan", After::Invalidates),
    ("pogrešn", After::Invalidates),
    ("netačn", After::Invalidates),
    ("nevažeć", After::Invalidates),
    ("nije tačno", After::Invalidates),
    // Croatian.
    ("pogriješio sam", After::Retracts),
    ("pogriješila sam", After::Retracts),
    ("ispravak:", After::Retracts),
    ("napravio sam pogrešku", After::Retracts),
    ("samo primjer", After::CallsExample),
    ("primjera radi", After::CallsExample),
    ("netočn", After::Invalidates),
    ("nije točno", After::Invalidates),
    // Slovenian.
    ("zmotil sem se", After::Retracts),
    ("zmotila sem se", After::Retracts),
    ("nisem prepričan", After::Retracts),
    ("nisem prepričana", After::Retracts),
    ("popravek:", After::Retracts),
    ("naredil sem napako", After::Retracts),
    ("napačen", After::Invalidates),
    ("napačn", After::Invalidates),
    ("neveljav", After::Invalidates),
    ("ni pravilno", After::Invalidates),
    ("ni pravilen", After::Invalidates),
    // Slovak.
    ("mýlil som sa", After::Retracts),
    ("mýlila som sa", After::Retracts),
    ("pomýlil som sa", After::Retracts),
    ("nie som si ist", After::Retracts),
    ("urobil som chybu", After::Retracts),
    ("urobila som chybu", After::Retracts),
    ("vymyslen", After::CallsExample),
    ("fiktív", After::CallsExample),
    ("príklad", After::CallsExample),
    ("ilustračn", After::CallsExample),
    ("nesprávn", After::Invalidates),
    ("neplatn", After::Invalidates),
    ("chybn", After::Invalidates),
    ("špatně", After::Invalidates),
    // Czech.
    ("mýlil jsem se", After::Retracts),
    ("mýlila jsem se", After::Retracts),
    ("udělal jsem chybu", After::Retracts),
    ("udělala jsem chybu", After::Retracts),
    ("vymyšlen", After::CallsExample),
    ("smyšlen", After::CallsExample),
    ("příklad", After::CallsExample),
    ("ilustrační", After::CallsExample),
    ("není správn", After::Invalidates),
    // Romanian.
    ("m-am înșelat", After::Retracts),
    ("am greșit", After::Retracts),
    ("nu sunt sigur", After::Retracts),
    ("am făcut o greșeală", After::Retracts),
    ("de fapt, nu", After::Retracts),
    ("fictiv", After::CallsExample),
    ("inventat", After::CallsExample),
    ("exemplu", After::CallsExample),
    ("greșit", After::Invalidates),
    ("incorect", After::Invalidates),
    ("nu este valid", After::Invalidates),
    ("nu este corect", After::Invalidates),
    // Hungarian.
    ("tévedtem", After::Retracts),
    ("hibáztam", After::Retracts),
    ("nem vagyok biztos", After::Retracts),
    ("hibát követtem el", After::Retracts),
    ("helyesbítés", After::Retracts),
    ("kitalált", After::CallsExample),
    ("példa", After::CallsExample),
    ("szemléltet", After::CallsExample),
    ("helytelen", After::Invalidates),
    ("érvénytelen", After::Invalidates),
    ("hibás", After::Invalidates),
    ("nem helyes", After::Invalidates),
    // Greek.
    ("έκανα λάθος", After::Retracts),
    ("έχω κάνει λάθος", After::Retracts),
    ("δεν είμαι σίγουρ", After::Retracts),
    ("ξέχνα το", After::Retracts),
    ("ξεχάστε το", After::Retracts),
    ("επινοημέν", After::CallsExample),
    ("πλασματικ", After::CallsExample),
    ("παράδειγμα", After::CallsExample),
    ("ενδεικτικ", After::CallsExample),
    ("λανθασμέν", After::Invalidates),
    ("μη έγκυρ", After::Invalidates),
    ("δεν είναι σωστ", After::Invalidates),
    ("λάθος", After::Invalidates),
    // Hebrew.
    ("עשיתי טעות", After::Retracts),
    ("רגע, לא", After::Retracts),
    ("במחשבה שנייה", After::Retracts),
    ("התבלבלתי", After::Retracts),
    ("טעות שלי", After::Retracts),
    ("בדוי", After::CallsExample),
    ("מומצא", After::CallsExample),
    ("פיקטיבי", After::CallsExample),
    ("דוגמה", After::CallsExample),
    ("להמחשה", After::CallsExample),
    ("שגוי", After::Invalidates),
    ("לא נכון", After::Invalidates),
    ("לא תקין", After::Invalidates),
    ("לא תקף", After::Invalidates),
    // Arabic.
    ("لست متأكد", After::Retracts),
    ("ارتكبت خطأ", After::Retracts),
    ("كنت مخطئ", After::Retracts),
    ("انتظر، لا", After::Retracts),
    ("بعد إعادة التفكير", After::Retracts),
    ("وهمي", After::CallsExample),
    ("مختلق", After::CallsExample),
    ("خيالي", After::CallsExample),
    ("مجرد مثال", After::CallsExample),
    ("مثال فقط", After::CallsExample),
    ("للتوضيح", After::CallsExample),
    ("ليس صحيح", After::Invalidates),
    ("غير دقيق", After::Invalidates),
    ("غير سليم", After::Invalidates),
    ("لم يعد صالح", After::Invalidates),
    // Persian.
    ("اشتباه کردم", After::Retracts),
    ("مطمئن نیستم", After::Retracts),
    ("اشتباه از من", After::Retracts),
    ("صبر کنید، نه", After::Retracts),
    ("در واقع نه", After::Retracts),
    ("ساختگی", After::CallsExample),
    ("خیالی", After::CallsExample),
    ("فرضی ", After::CallsExample),
    ("فرضی.", After::CallsExample),
    ("جعلی", After::CallsExample),
    ("یک نمونه", After::CallsExample),
    ("اشتباه است", After::Invalidates),
    ("نادرست", After::Invalidates),
    ("نامعتبر", After::Invalidates),
    ("درست نیست", After::Invalidates),
    ("غلط", After::Invalidates),
    // Urdu.
    ("میں غلط تھا", After::Retracts),
    ("میں غلط تھی", After::Retracts),
    ("مجھ سے غلطی", After::Retracts),
    ("مجھے یقین نہیں", After::Retracts),
    ("معذرت، غلطی", After::Retracts),
    ("فرضی۔", After::CallsExample),
    ("من گھڑت", After::CallsExample),
    ("صرف مثال", After::CallsExample),
    ("غلط ہے", After::Invalidates),
    ("درست نہیں", After::Invalidates),
    ("غیر درست", After::Invalidates),
    ("غیر معتبر", After::Invalidates),
    // Hindi.
    ("मैं गलत था", After::Retracts),
    ("मैं गलत थी", After::Retracts),
    ("मैं ग़लत था", After::Retracts),
    ("मैं ग़लत था", After::Retracts),
    ("मुझे यकीन नहीं", After::Retracts),
    ("दोबारा सोचने पर", After::Retracts),
    ("ग़लती", After::Retracts),
    ("ग़लती", After::Retracts),
    ("काल्पनिक", After::CallsExample),
    ("मनगढ़ंत", After::CallsExample),
    ("मनगढ़ंत", After::CallsExample),
    ("उदाहरण", After::CallsExample),
    ("नकली", After::CallsExample),
    ("ग़लत", After::Invalidates),
    ("ग़लत", After::Invalidates),
    ("सही नहीं", After::Invalidates),
    ("अशुद्ध", After::Invalidates),
    ("मान्य नहीं", After::Invalidates),
    // Marathi.
    ("माझी चूक", After::Retracts),
    ("मी चूक केली", After::Retracts),
    ("माझे चुकले", After::Retracts),
    ("मला खात्री नाही", After::Retracts),
    ("दुरुस्ती:", After::Retracts),
    ("बनावट आहे", After::CallsExample),
    ("केवळ उदाहरण", After::CallsExample),
    ("चुकीच", After::Invalidates),
    ("अवैध", After::Invalidates),
    ("बरोबर नाही", After::Invalidates),
    // Bengali.
    ("আমি ভুল করেছি", After::Retracts),
    ("আমি ভুল ছিলাম", After::Retracts),
    ("আমার ভুল", After::Retracts),
    ("নিশ্চিত নই", After::Retracts),
    ("সংশোধন:", After::Retracts),
    ("কাল্পনিক", After::CallsExample),
    ("মনগড়া", After::CallsExample),
    ("মনগড়া", After::CallsExample),
    ("উদাহরণ", After::CallsExample),
    ("নমুনা", After::CallsExample),
    ("সঠিক নয়", After::Invalidates),
    ("সঠিক নয়", After::Invalidates),
    ("অবৈধ", After::Invalidates),
    ("ভুল উত্তর", After::Invalidates),
    ("ভুল ছিল", After::Invalidates),
    ("অশুদ্ধ", After::Invalidates),
    // Tamil.
    ("தவறு செய்தேன்", After::Retracts),
    ("என் தவறு", After::Retracts),
    ("நான் தவறாக", After::Retracts),
    ("எனக்கு உறுதியாகத் தெரியவில்லை", After::Retracts),
    ("எனக்கு உறுதியாக தெரியவில்லை", After::Retracts),
    ("திருத்தம்:", After::Retracts),
    ("கற்பனையான", After::CallsExample),
    ("புனையப்பட்ட", After::CallsExample),
    ("போலியான", After::CallsExample),
    ("உதாரண", After::CallsExample),
    ("தவறான", After::Invalidates),
    ("செல்லாத", After::Invalidates),
    ("செல்லுபடியாகாத", After::Invalidates),
    ("சரியல்ல", After::Invalidates),
    // Telugu.
    ("తప్పు చేశాను", After::Retracts),
    ("నా తప్పు", After::Retracts),
    ("నాకు ఖచ్చితంగా తెలియదు", After::Retracts),
    ("నాకు కచ్చితంగా తెలియదు", After::Retracts),
    ("సవరణ:", After::Retracts),
    ("కల్పిత", After::CallsExample),
    ("నకిలీ", After::CallsExample),
    ("ఉదాహరణ", After::CallsExample),
    ("తప్పు", After::Invalidates),
    ("చెల్లదు", After::Invalidates),
    ("చెల్లని", After::Invalidates),
    ("సరికాదు", After::Invalidates),
    // Kannada.
    ("ನಾನು ತಪ್ಪು ಮಾಡಿದೆ", After::Retracts),
    ("ನನ್ನ ತಪ್ಪು", After::Retracts),
    ("ನನಗೆ ಖಚಿತವಿಲ್ಲ", After::Retracts),
    ("ತಿದ್ದುಪಡಿ:", After::Retracts),
    ("ಕಾಲ್ಪನಿಕ", After::CallsExample),
    ("ಕಲ್ಪಿತ", After::CallsExample),
    ("ನಕಲಿ", After::CallsExample),
    ("ಉದಾಹರಣೆ", After::CallsExample),
    ("ತಪ್ಪು", After::Invalidates),
    ("ತಪ್ಪಾಗಿದೆ", After::Invalidates),
    ("ಅಮಾನ್ಯ", After::Invalidates),
    ("ಸರಿಯಲ್ಲ", After::Invalidates),
    // Malayalam.
    ("എനിക്ക് തെറ്റി", After::Retracts),
    ("എനിക്ക് തെറ്റ് പറ്റി", After::Retracts),
    ("എനിക്ക് ഉറപ്പില്ല", After::Retracts),
    ("തിരുത്ത്:", After::Retracts),
    ("സാങ്കൽപ്പിക", After::CallsExample),
    ("സാങ്കല്‍പ്പിക", After::CallsExample),
    ("സാങ്കല്പിക", After::CallsExample),
    ("കെട്ടിച്ചമച്ച", After::CallsExample),
    ("വ്യാജ", After::CallsExample),
    ("ഉദാഹരണ", After::CallsExample),
    ("തെറ്റാണ്", After::Invalidates),
    ("തെറ്റായ", After::Invalidates),
    ("അസാധു", After::Invalidates),
    ("ശരിയല്ല", After::Invalidates),
    // Nepali.
    ("गल्ती गरें", After::Retracts),
    ("गल्ती गरेँ", After::Retracts),
    ("मेरो गल्ती", After::Retracts),
    ("पक्का छैनँ", After::Retracts),
    ("निश्चित छैनँ", After::Retracts),
    ("मलाई पक्का थाहा छैन", After::Retracts),
    ("बनावटी", After::CallsExample),
    ("उदाहरण मात्र", After::CallsExample),
    ("सही छैन", After::Invalidates),
    ("मान्य छैन", After::Invalidates),
    // Sinhala.
    ("මට වැරදුණා", After::Retracts),
    ("මට වැරදුනා", After::Retracts),
    ("මගේ වැරැද්ද", After::Retracts),
    ("මට විශ්වාස නැහැ", After::Retracts),
    ("මට විශ්වාස නැත", After::Retracts),
    ("කල්පිත", After::CallsExample),
    ("ව්‍යාජ", After::CallsExample),
    ("ව්යාජ", After::CallsExample),
    ("උදාහරණ", After::CallsExample),
    ("නිවැරදි නැත", After::Invalidates),
    ("නිවැරදි නොවේ", After::Invalidates),
    ("අවලංගු", After::Invalidates),
    ("වලංගු නොවේ", After::Invalidates),
    // Welsh.
    ("cywiriad", After::Retracts),
    ("ar ail feddwl", After::Retracts),
    ("roeddwn i'n anghywir", After::Retracts),
    ("gwnes i gamgymeriad", After::Retracts),
    ("dwi ddim yn siŵr", After::Retracts),
    ("i ddim yn siŵr", After::Retracts),
    ("dychmygol", After::CallsExample),
    ("ffuglennol", After::CallsExample),
    ("ffug", After::CallsExample),
    ("enghraifft", After::CallsExample),
    ("anghywir", After::Invalidates),
    ("annilys", After::Invalidates),
    ("ddim yn gywir", After::Invalidates),
    // Irish.
    ("ceartú", After::Retracts),
    ("bhí dul amú orm", After::Retracts),
    ("rinne mé botún", After::Retracts),
    ("níl mé cinnte", After::Retracts),
    ("nílim cinnte", After::Retracts),
    ("ar an dara smaoineamh", After::Retracts),
    ("samhailteach", After::CallsExample),
    ("ficseanúil", After::CallsExample),
    ("cumtha", After::CallsExample),
    ("sampla", After::CallsExample),
    ("mícheart", After::Invalidates),
    ("neamhbhailí", After::Invalidates),
    ("níl sé ceart", After::Invalidates),
    ("earráideach", After::Invalidates),
    // Basque.
    ("zuzenketa", After::Retracts),
    ("oker nengoen", After::Retracts),
    ("akats bat egin dut", After::Retracts),
    ("ez nago ziur", After::Retracts),
    ("hobeto pentsatuta", After::Retracts),
    ("fikziozko", After::CallsExample),
    ("alegiazko", After::CallsExample),
    ("adibide", After::CallsExample),
    ("asmatutako", After::CallsExample),
    ("okerra", After::Invalidates),
    ("baliogabe", After::Invalidates),
    ("ez da zuzen", After::Invalidates),
    ("ez da egokia", After::Invalidates),
    // Galician.
    ("equivoqueime", After::Retracts),
    ("cometín un erro", After::Retracts),
    ("non estou segur", After::Retracts),
    ("pensándoo mellor", After::Retracts),
    ("agarda, non", After::Retracts),
    ("inventad", After::CallsExample),
    ("fictici", After::CallsExample),
    ("non é válid", After::Invalidates),
    ("non é correct", After::Invalidates),
    ("erróne", After::Invalidates),
    // Maltese.
    ("korrezzjoni", After::Retracts),
    ("kont żbaljat", After::Retracts),
    ("għamilt żball", After::Retracts),
    ("m'inix ċert", After::Retracts),
    ("m'iniex ċert", After::Retracts),
    ("fittizj", After::CallsExample),
    ("ivvintat", After::CallsExample),
    ("eżempju", After::CallsExample),
    ("ezempju", After::CallsExample),
    ("żbaljat", After::Invalidates),
    ("mhux korrett", After::Invalidates),
    ("mhux validu", After::Invalidates),
    ("skorrett", After::Invalidates),
    // Albanian.
    ("korrigjim", After::Retracts),
    ("gabova", After::Retracts),
    ("bëra një gabim", After::Retracts),
    ("nuk jam i sigurt", After::Retracts),
    ("nuk jam e sigurt", After::Retracts),
    ("në fakt jo", After::Retracts),
    ("sajuar", After::CallsExample),
    ("imagjinar", After::CallsExample),
    ("shembull", After::CallsExample),
    ("pasakt", After::Invalidates),
    ("pavlefsh", After::Invalidates),
    ("nuk është i saktë", After::Invalidates),
    ("nuk është e saktë", After::Invalidates),
    ("është gabim", After::Invalidates),
    // Afrikaans.
    ("korreksie", After::Retracts),
    ("ek was verkeerd", After::Retracts),
    ("ek het 'n fout gemaak", After::Retracts),
    ("ek het ’n fout gemaak", After::Retracts),
    ("ek is nie seker", After::Retracts),
    ("by nader insien", After::Retracts),
    ("opgemaak", After::CallsExample),
    ("versonne", After::CallsExample),
    ("versinsel", After::CallsExample),
    ("fiktief", After::CallsExample),
    ("denkbeeldig", After::CallsExample),
    ("verkeerd", After::Invalidates),
    ("nie korrek nie", After::Invalidates),
    ("foutief", After::Invalidates),
    ("onjuis", After::Invalidates),
    // Bulgarian.
    ("сгреших", After::Retracts),
    ("допуснах грешка", After::Retracts),
    ("не съм сигур", After::Retracts),
    ("всъщност не", After::Retracts),
    ("корекция:", After::Retracts),
    ("измислен", After::CallsExample),
    ("грешен", After::Invalidates),
    ("грешна", After::Invalidates),
    ("грешно", After::Invalidates),
    ("невалид", After::Invalidates),
    ("не е вярн", After::Invalidates),
    ("не е правилн", After::Invalidates),
    // Macedonian.
    ("погрешив", After::Retracts),
    ("направив грешка", After::Retracts),
    ("не сум сигур", After::Retracts),
    ("корекција:", After::Retracts),
    ("всушност не", After::Retracts),
    ("погрешен", After::Invalidates),
    ("е погрешно", After::Invalidates),
    ("неточн", After::Invalidates),
    ("не е точно", After::Invalidates),
    // Estonian.
    ("parandus:", After::Retracts),
    ("eksisin", After::Retracts),
    ("tegin vea", After::Retracts),
    ("ma ei ole kindel", After::Retracts),
    ("ma pole kindel", After::Retracts),
    ("järele mõeldes", After::Retracts),
    ("väljamõeldud", After::CallsExample),
    ("fiktiiv", After::CallsExample),
    ("näide.", After::CallsExample),
    ("näide,", After::CallsExample),
    ("näidis", After::CallsExample),
    ("vigane", After::Invalidates),
    ("kehtetu", After::Invalidates),
    ("ei ole õige", After::Invalidates),
    ("pole õige", After::Invalidates),
    ("ebaõige", After::Invalidates),
    // Latvian.
    ("labojums:", After::Retracts),
    ("kļūdījos", After::Retracts),
    ("pieļāvu kļūdu", After::Retracts),
    ("neesmu pārliecinā", After::Retracts),
    ("izdomāts", After::CallsExample),
    ("izdomāta", After::CallsExample),
    ("izdomāti", After::CallsExample),
    ("fiktīv", After::CallsExample),
    ("piemērs", After::CallsExample),
    ("nepareiz", After::Invalidates),
    ("nederīg", After::Invalidates),
    ("kļūdain", After::Invalidates),
    ("nav pareizi", After::Invalidates),
    // Lithuanian.
    ("pataisym", After::Retracts),
    ("suklydau", After::Retracts),
    ("padariau klaidą", After::Retracts),
    ("nesu tikr", After::Retracts),
    ("apsirikau", After::Retracts),
    ("išgalvot", After::CallsExample),
    ("fiktyv", After::CallsExample),
    ("pavyzd", After::CallsExample),
    ("neteising", After::Invalidates),
    ("klaiding", After::Invalidates),
    ("negaliojan", After::Invalidates),
    // Icelandic.
    ("leiðrétting", After::Retracts),
    ("rangt fyrir mér", After::Retracts),
    ("mér skjátlaðist", After::Retracts),
    ("gerði mistök", After::Retracts),
    ("ég er ekki viss", After::Retracts),
    ("við nánari umhugsun", After::Retracts),
    ("uppspun", After::CallsExample),
    ("skáldað", After::CallsExample),
    ("ímyndað", After::CallsExample),
    ("bara dæmi", After::CallsExample),
    ("aðeins dæmi", After::CallsExample),
    ("rangt", After::Invalidates),
    ("rangur", After::Invalidates),
    ("ógild", After::Invalidates),
    ("ógilt", After::Invalidates),
    ("ekki rétt", After::Invalidates),
    // Catalan.
    ("correcció", After::Retracts),
    ("vaig cometre un error", After::Retracts),
    ("m'he confós", After::Retracts),
    ("pensant-ho millor", After::Retracts),
    ("no estic segur", After::Retracts),
    ("fictícia", After::CallsExample),
    ("erroni", After::Invalidates),
    ("errònia", After::Invalidates),
    ("no és vàlid", After::Invalidates),
    ("no és correct", After::Invalidates),
    // Norwegian.
    ("rettelse", After::Retracts),
    ("jeg gjorde en feil", After::Retracts),
    ("jeg er ikke sikker", After::Retracts),
    ("ved nærmere ettertanke", After::Retracts),
    ("vent, nei", After::Retracts),
    ("oppdiktet", After::CallsExample),
    ("oppfunnet", After::CallsExample),
    ("eksemp", After::CallsExample),
    ("feil", After::Invalidates),
    ("ugyldig", After::Invalidates),
    ("ikke riktig", After::Invalidates),
    ("ikke korrekt", After::Invalidates),
    ("uriktig", After::Invalidates),
    // Danish.
    ("jeg lavede en fejl", After::Retracts),
    ("ved nærmere eftertanke", After::Retracts),
    ("vent, nej", After::Retracts),
    ("opdigtet", After::CallsExample),
    ("opfundet", After::CallsExample),
    ("forkert", After::Invalidates),
    ("ikke rigtig", After::Invalidates),
    // Ukrainian.
    ("хоча ні", After::Retracts),
    ("насправді ні", After::Retracts),
    ("зробив помилку", After::Retracts),
    ("зробила помилку", After::Retracts),
    ("вигадан", After::CallsExample),
    ("фіктивн", After::CallsExample),
    ("приклад", After::CallsExample),
    ("невірн", After::Invalidates),
    ("недійсн", After::Invalidates),
    ("хибн", After::Invalidates),
    ("помилков", After::Invalidates),
    // Belarusian.
    ("выпраўленне", After::Retracts),
    ("памыліўся", After::Retracts),
    ("памылілася", After::Retracts),
    ("я не ўпэўнен", After::Retracts),
    ("зрабіў памылку", After::Retracts),
    ("выдуман", After::CallsExample),
    ("фіктыўн", After::CallsExample),
    ("прыклад", After::CallsExample),
    ("няправільн", After::Invalidates),
    ("памылков", After::Invalidates),
    ("несапраўдн", After::Invalidates),
    ("недзейсн", After::Invalidates),
    // Vietnamese.
    ("tôi đã sai", After::Retracts),
    ("tôi sai rồi", After::Retracts),
    ("đính chính", After::Retracts),
    ("nghĩ lại thì", After::Retracts),
    ("hư cấu", After::CallsExample),
    ("bịa ra", After::CallsExample),
    ("bịa đặt", After::CallsExample),
    ("giả lập", After::CallsExample),
    ("ví dụ", After::CallsExample),
    ("không đúng", After::Invalidates),
    ("không hợp lệ", After::Invalidates),
    ("là sai", After::Invalidates),
    ("không chính xác", After::Invalidates),
    // Turkish.
    ("yanılmışım", After::Retracts),
    ("hata yapmışım", After::Retracts),
    ("bekle, hayır", After::Retracts),
    ("tekrar düşününce", After::Retracts),
    ("kurgusal", After::CallsExample),
    ("temsili", After::CallsExample),
    ("yer tutucu", After::CallsExample),
    ("hatalı", After::Invalidates),
    ("doğru değil", After::Invalidates),
    // Finnish.
    ("olin väärässä", After::Retracts),
    ("tein virheen", After::Retracts),
    ("en ole varma", After::Retracts),
    ("tarkemmin ajateltuna", After::Retracts),
    ("odota, ei", After::Retracts),
    ("keksitty", After::CallsExample),
    ("keksittyj", After::CallsExample),
    ("kuvitteelli", After::CallsExample),
    ("fiktiivi", After::CallsExample),
    ("esimerkki", After::CallsExample),
    ("väärin", After::Invalidates),
    ("väärä", After::Invalidates),
    ("virheelli", After::Invalidates),
    ("ei kelpaa", After::Invalidates),
    ("ei pidä paikkaansa", After::Invalidates),
    // More languages (a second round, from framings the first did not catch).
    ("sijui", After::Retracts),
    ("za kubuni", After::CallsExample),
    ("má bínú", After::Apologizes),
    ("ma binu", After::Apologizes),
    ("n kò mọ", After::Retracts),
    ("mi ò mọ", After::Retracts),
    ("mo dà á pọ̀", After::Retracts),
    ("bí ìdáhùn ṣe yẹ kí ó rí", After::Retracts),
    ("yi haƙuri", After::Apologizes),
    ("yi hakuri", After::Apologizes),
    ("ban san wace", After::Retracts),
    ("ban san wanne", After::Retracts),
    ("ban san wanda", After::Retracts),
    ("ban sani ba", After::Retracts),
    ("kawai don nuna", After::Retracts),
    ("na ƙage", After::CallsExample),
    ("na kage", After::CallsExample),
    ("uxolo", After::Apologizes),
    ("ngididanis", After::Retracts),
    ("ngikudidanis", After::Retracts),
    ("angazi ", After::Retracts),
    ("angazi,", After::Retracts),
    ("angazi.", After::Retracts),
    ("ይቅርታ", After::Apologizes),
    ("አምታትቼ", After::Retracts),
    ("አላውቅም", After::Retracts),
    ("ቅርጸቱን ለማሳየት", After::Retracts),
    ("pasensya na", After::Apologizes),
    ("pasensiya na", After::Apologizes),
    ("paumanhin", After::Apologizes),
    ("napaghalo ko", After::Retracts),
    ("napagpalit ko", After::Retracts),
    ("hindi ko alam", After::Retracts),
    ("hindi ko talaga alam", After::Retracts),
    ("di ko alam", After::Retracts),
    ("untuk menunjukkan format", After::Retracts),
    ("លែងប្រាកដ", After::Retracts),
    ("ខ្ញុំមិនដឹង", After::Retracts),
    ("ដើម្បីបង្ហាញទម្រង់", After::Retracts),
    ("မသေချာ", After::Retracts),
    ("တောင်းပန်", After::Apologizes),
    ("မသိပါ", After::Retracts),
    ("မသိဘူး", After::Retracts),
    ("ပုံစံပြဖို့", After::Retracts),
    ("ბოდიშ", After::Apologizes),
    ("ამერია", After::Retracts),
    ("არ ვიცი", After::Retracts),
    ("ներողություն", After::Apologizes),
    ("ներողություն", After::Apologizes),
    ("շփոթել եմ", After::Retracts),
    ("շփոթեցի", After::Retracts),
    ("չգիտեմ", After::Retracts),
    ("չգիտեմ", After::Retracts),
    ("кешіріңіз", After::Apologizes),
    ("кешірім сұраймын", After::Apologizes),
    ("шатастырып алдым", After::Retracts),
    ("шатастырдым", After::Retracts),
    ("білмеймін", After::Retracts),
    ("kechirasiz", After::Apologizes),
    ("adashtirib yubordim", After::Retracts),
    ("adashtiribman", After::Retracts),
    ("bilmayman", After::Retracts),
    ("итгэлгүй байна", After::Retracts),
    ("дахин бодоход", After::Retracts),
    ("уучлаарай", After::Apologizes),
    ("андуурчихлаа", After::Retracts),
    ("андуурлаа", After::Retracts),
    ("мэдэхгүй байна", After::Retracts),
    ("форматыг харуулах", After::Retracts),
    ("bağışlayın", After::Apologizes),
    ("qarışdırdım", After::Retracts),
    ("bilmirəm", After::Retracts),
    ("не знам", After::Retracts),
    ("ne znam", After::Retracts),
    ("izvini", After::Apologizes),
    ("izvinjavam", After::Apologizes),
    ("pobrkao sam", After::Retracts),
    ("pobrkala sam", After::Retracts),
    ("побркао сам", After::Retracts),
    ("oprostite,", After::Apologizes),
    ("oprostite ", After::Apologizes),
    ("oprostite.", After::Apologizes),
    ("pomiješao sam", After::Retracts),
    ("pomiješala sam", After::Retracts),
    ("nisem več prepričan", After::Retracts),
    ("ko bolje premislim", After::Retracts),
    ("zamešal sem", After::Retracts),
    ("zamešala sem", After::Retracts),
    ("ne vem", After::Retracts),
    ("si nie som ist", After::Retracts),
    ("prepáč", After::Apologizes),
    ("pomýlil som si", After::Retracts),
    ("pomýlila som si", After::Retracts),
    ("neviem", After::Retracts),
    ("لم أعد متأكد", After::Retracts),
    ("عذرًا", After::Apologizes),
    ("خلطت بين", After::Retracts),
    ("لا أعرف", After::Retracts),
    ("لا أعلم", After::Retracts),
    ("لا أدري", After::Retracts),
    ("لتوضيح الصيغة", After::Retracts),
    ("ببخشید", After::Apologizes),
    ("قاطی کردم", After::Retracts),
    ("نمی‌دانم", After::Retracts),
    ("نمیدانم", After::Retracts),
    ("نمی دانم", After::Retracts),
    ("معذرت", After::Apologizes),
    ("مجھے نہیں معلوم", After::Retracts),
    ("مجھے معلوم نہیں", After::Retracts),
    ("فارمیٹ دکھانے", After::Retracts),
    ("मुझे नहीं पता", After::Retracts),
    ("मुझे पता नहीं", After::Retracts),
    ("प्रारूप दिखाने", After::Retracts),
    ("मला माहीत नाही", After::Retracts),
    ("मला माहित नाही", After::Retracts),
    ("मला माहिती नाही", After::Retracts),
    ("स्वरूप दाखवण्यासाठी", After::Retracts),
    ("দুঃখিত", After::Apologizes),
    ("গুলিয়ে ফেলেছি", After::Retracts),
    ("জানি না", After::Retracts),
    ("জানিনা", After::Retracts),
    ("ফরম্যাট দেখানোর", After::Retracts),
    ("மன்னிக்கவும்", After::Apologizes),
    ("குழப்பிவிட்டேன்", After::Retracts),
    ("குழம்பிவிட்டேன்", After::Retracts),
    ("எனக்குத் தெரியவில்லை", After::Retracts),
    ("எனக்கு தெரியவில்லை", After::Retracts),
    ("வடிவத்தைக் காட்டுவதற்காக", After::Retracts),
    ("வடிவத்தை காட்டுவதற்காக", After::Retracts),
    ("క్షమించండి", After::Apologizes),
    ("నాకు తెలియదు", After::Retracts),
    ("ఫార్మాట్ చూపించడానికి", After::Retracts),
    ("ಕ್ಷಮಿಸಿ", After::Apologizes),
    ("ಗೊಂದಲ ಮಾಡಿಕೊಂಡೆ", After::Retracts),
    ("ನನಗೆ ಗೊತ್ತಿಲ್ಲ", After::Retracts),
    ("ಸ್ವರೂಪವನ್ನು ತೋರಿಸಲು", After::Retracts),
    ("ക്ഷമിക്കണം", After::Apologizes),
    ("കൂട്ടിക്കുഴച്ചു", After::Retracts),
    ("എനിക്കറിയില്ല", After::Retracts),
    ("എനിക്ക് അറിയില്ല", After::Retracts),
    ("ഫോർമാറ്റ് കാണിക്കാൻ", After::Retracts),
    ("ഫോര്‍മാറ്റ് കാണിക്കാന്‍", After::Retracts),
    ("पक्का छैन", After::Retracts),
    ("फेरि सोच्दा", After::Retracts),
    ("मलाई थाहा छैन", After::Retracts),
    ("ढाँचा देखाउन", After::Retracts),
    ("විශ්වාස නැහැ", After::Retracts),
    ("නැවත සිතා බැලූ විට", After::Retracts),
    ("සමාවෙන්න", After::Apologizes),
    ("පටලවා ගත්තා", After::Retracts),
    ("ආකෘතිය පෙන්වන්න", After::Retracts),
    ("ආකෘතිය පෙන්වීමට", After::Retracts),
    ("ddrwg gen i", After::Apologizes),
    ("flin gen i", After::Apologizes),
    ("dwi ddim yn gwybod", After::Retracts),
    ("dw i ddim yn gwybod", After::Retracts),
    ("wn i ddim", After::Retracts),
    ("brón orm", After::Apologizes),
    ("níl a fhios agam", After::Retracts),
    ("barkatu", After::Apologizes),
    ("nahastu dut", After::Retracts),
    ("nahasi dut", After::Retracts),
    ("ez dakit", After::Retracts),
    ("formatua erakusteko", After::Retracts),
    ("non sei que ", After::Retracts),
    ("non sei cal ", After::Retracts),
    ("eu non sei", After::Retracts),
    ("perdona", After::Apologizes),
    ("he confós", After::Retracts),
    ("għadnix ċert", After::Retracts),
    ("skużani", After::Apologizes),
    ("skuzani", After::Apologizes),
    ("skużawni", After::Apologizes),
    ("ħawwadt", After::Retracts),
    ("ma nafx", After::Retracts),
    ("nuk jam më i sigurt", After::Retracts),
    ("nuk jam më e sigurt", After::Retracts),
    ("më falni", After::Apologizes),
    ("më vjen keq", After::Apologizes),
    ("ngatërrova", After::Retracts),
    ("nuk e di", After::Retracts),
    ("nie meer seker nie", After::Retracts),
    ("is ek nie seker nie", After::Retracts),
    ("jammer,", After::Apologizes),
    ("ek is jammer", After::Apologizes),
    ("jammer daaroor", After::Apologizes),
    ("ek weet nie", After::Retracts),
    ("weet ek nie", After::Retracts),
    ("die formaat te wys", After::Retracts),
    ("vabandust", After::Apologizes),
    ("vabandan", After::Apologizes),
    ("ma ei tea", After::Retracts),
    ("ei tea ma", After::Retracts),
    ("vormingu näitamiseks", After::Retracts),
    ("atvainoj", After::Apologizes),
    ("sajaucu", After::Retracts),
    ("nezinu", After::Retracts),
    ("nebesu tikr", After::Retracts),
    ("atsiprašau", After::Apologizes),
    ("atsiprašome", After::Apologizes),
    ("supainiojau", After::Retracts),
    ("nežinau", After::Retracts),
    ("ekki lengur viss", After::Retracts),
    ("er ég ekki viss", After::Retracts),
    ("afsaka", After::Apologizes),
    ("ég ruglaði", After::Retracts),
    ("veit ég ekki", After::Retracts),
    ("ég veit ekki", After::Retracts),
    ("til að sýna sniðið", After::Retracts),
    ("beklager", After::Apologizes),
    ("blandet det sammen", After::Retracts),
    ("vet jeg ikke", After::Retracts),
    ("jeg vet ikke", After::Retracts),
    ("for å vise formatet", After::Retracts),
    ("undskyld", After::Apologizes),
    ("ved jeg ikke", After::Retracts),
    ("jeg ved ikke", After::Retracts),
    ("for at vise formatet", After::Retracts),
    ("не ўпэўнен", After::Retracts),
    ("прабач", After::Apologizes),
    ("зблытаў", After::Retracts),
    ("зблытала", After::Retracts),
    ("не ведаю", After::Retracts),
    ("bilmiyorum", After::Retracts),
    // Corrections after the value, third round (as the labels above).
    // English.
    ("wait, no", After::Retracts),
    ("wait no,", After::Retracts),
    ("on second thought", After::Retracts),
    ("let me fix that", After::Retracts),
    ("let me redo", After::Retracts),
    ("let me recalculate", After::Retracts),
    ("let me recount", After::Retracts),
    ("strike that", After::Retracts),
    ("i was mistaken", After::Retracts),
    ("i've made a mistake", After::Retracts),
    ("i’ve made a mistake", After::Retracts),
    ("i have made a mistake", After::Retracts),
    ("i've made an error", After::Retracts),
    ("i’ve made an error", After::Retracts),
    ("i have made an error", After::Retracts),
    ("i miscalculated", After::Retracts),
    ("i misremembered", After::Retracts),
    ("i misinterpreted", After::Retracts),
    ("i overlooked", After::Retracts),
    ("i overcounted", After::Retracts),
    ("i undercounted", After::Retracts),
    ("actually, no", After::Retracts),
    ("i need to correct", After::Retracts),
    ("i have to correct", After::Retracts),
    // French.
    ("attendez, non", After::Retracts),
    ("attends, non", After::Retracts),
    ("rectification", After::Retracts),
    ("je rectifie", After::Retracts),
    ("réflexion faite", After::Retracts),
    ("à la réflexion", After::Retracts),
    ("tout bien réfléchi", After::Retracts),
    ("j'ai fait une erreur", After::Retracts),
    ("j’ai fait une erreur", After::Retracts),
    ("j'ai commis une erreur", After::Retracts),
    ("j’ai commis une erreur", After::Retracts),
    ("je me suis mal exprimé", After::Retracts),
    ("j'avais tort", After::Retracts),
    ("j’avais tort", After::Retracts),
    ("je m'étais trompé", After::Retracts),
    ("je m’étais trompé", After::Retracts),
    ("oublie ça", After::Retracts),
    ("laisse tomber", After::Retracts),
    ("erratum", After::Retracts),
    ("j’ai mal lu", After::Retracts),
    ("je me suis emmêlé", After::Retracts),
    // German.
    ("warte, nein", After::Retracts),
    ("moment, nein", After::Retracts),
    ("ich habe einen fehler gemacht", After::Retracts),
    ("mein fehler", After::Retracts),
    ("ich lag falsch", After::Retracts),
    ("ich habe falsch gelesen", After::Retracts),
    ("streich das", After::Retracts),
    ("berichtigung", After::Retracts),
    ("bei näherer betrachtung", After::Retracts),
    ("wenn ich es mir recht überlege", After::Retracts),
    ("beim zweiten hinsehen", After::Retracts),
    ("ich nehme es zurück", After::Retracts),
    ("das war falsch", After::Retracts),
    ("ich habe mich verrechnet", After::Retracts),
    ("hab mich verrechnet", After::Retracts),
    // Spanish.
    ("pensándolo mejor", After::Retracts),
    ("pensándolo bien", After::Retracts),
    ("cometí un error", After::Retracts),
    ("he cometido un error", After::Retracts),
    ("estaba equivocado", After::Retracts),
    ("estaba equivocada", After::Retracts),
    ("me he equivocado", After::Retracts),
    ("rectifico", After::Retracts),
    ("espera, no", After::Retracts),
    ("olvídalo", After::Retracts),
    ("borra eso", After::Retracts),
    ("lo retiro", After::Retracts),
    ("me equivoque", After::Retracts),
    // Portuguese.
    ("pensando bem", After::Retracts),
    ("cometi um erro", After::Retracts),
    ("eu estava errado", After::Retracts),
    ("eu estava errada", After::Retracts),
    ("enganei-me", After::Retracts),
    ("espere, não", After::Retracts),
    ("eu li mal", After::Retracts),
    ("fiz confusão", After::Retracts),
    ("eu errei", After::Retracts),
    // Italian.
    ("ripensandoci", After::Retracts),
    ("a pensarci bene", After::Retracts),
    ("ho fatto un errore", After::Retracts),
    ("ho commesso un errore", After::Retracts),
    ("mi sbagliavo", After::Retracts),
    ("errore mio", After::Retracts),
    ("aspetta, no", After::Retracts),
    ("lascia perdere", After::Retracts),
    ("ho frainteso", After::Retracts),
    ("ho capito male", After::Retracts),
    // Dutch.
    ("wacht, nee", After::Retracts),
    ("bij nader inzien", After::Retracts),
    ("ik had het mis,", After::Retracts),
    ("ik had het mis.", After::Retracts),
    ("ik had ongelijk", After::Retracts),
    ("ik heb een fout gemaakt", After::Retracts),
    ("ik zat fout", After::Retracts),
    ("ik heb me verlezen", After::Retracts),
    ("verbetering:", After::Retracts),
    ("ik heb me verrekend", After::Retracts),
    ("mijn fout", After::Retracts),
    ("ik verbeter mezelf", After::Retracts),
    // Swedish.
    ("vänta, nej", After::Retracts),
    ("vid närmare eftertanke", After::Retracts),
    ("jag gjorde ett misstag", After::Retracts),
    ("jag har gjort ett misstag", After::Retracts),
    ("jag misstog mig", After::Retracts),
    ("stryk det", After::Retracts),
    ("mitt misstag", After::Retracts),
    ("jag rättar mig", After::Retracts),
    // Norwegian.
    ("jeg hadde feil", After::Retracts),
    ("jeg leste feil", After::Retracts),
    ("min feil", After::Retracts),
    ("jeg har gjort en feil", After::Retracts),
    ("jeg misforsto", After::Retracts),
    ("jeg regnet feil", After::Retracts),
    // Danish.
    ("jeg har lavet en fejl", After::Retracts),
    ("min fejl", After::Retracts),
    ("jeg læste forkert", After::Retracts),
    ("jeg regnede forkert", After::Retracts),
    ("jeg læste det forkert", After::Retracts),
    ("jeg har regnet forkert", After::Retracts),
    // Icelandic.
    ("bíddu, nei", After::Retracts),
    ("ég las vitlaust", After::Retracts),
    ("ég misskildi", After::Retracts),
    ("gleymdu þessu", After::Retracts),
    ("mistök hjá mér", After::Retracts),
    ("ég leiðrétti", After::Retracts),
    ("ég reiknaði vitlaust", After::Retracts),
    // Finnish.
    ("luin väärin", After::Retracts),
    ("unohda se", After::Retracts),
    ("unohtakaa se", After::Retracts),
    ("virhe minulta", After::Retracts),
    ("ymmärsin väärin", After::Retracts),
    ("laskin väärin", After::Retracts),
    ("minun virheeni", After::Retracts),
    ("korjaan edellisen", After::Retracts),
    // Estonian.
    ("oota, ei", After::Retracts),
    ("ma parandan", After::Retracts),
    ("lugesin valesti", After::Retracts),
    ("sain valesti aru", After::Retracts),
    ("unusta see", After::Retracts),
    ("minu viga", After::Retracts),
    ("arvutasin valesti", After::Retracts),
    // Latvian.
    ("pagaidi, nē", After::Retracts),
    ("pagaidiet, nē", After::Retracts),
    ("es nepareizi izlasīju", After::Retracts),
    ("izlasīju nepareizi", After::Retracts),
    ("mana kļūda", After::Retracts),
    ("aizmirstiet to", After::Retracts),
    ("pārdomājot", After::Retracts),
    // Lithuanian.
    ("palauk, ne", After::Retracts),
    ("palaukite, ne", After::Retracts),
    ("gerai pagalvojus", After::Retracts),
    ("klydau", After::Retracts),
    ("neteisingai perskaičiau", After::Retracts),
    ("mano klaida", After::Retracts),
    ("pamirškite tai", After::Retracts),
    ("pamiršk tai", After::Retracts),
    // Welsh.
    ("arhoswch, na", After::Retracts),
    ("arhosa, na", After::Retracts),
    ("darllenais yn anghywir", After::Retracts),
    ("fy nghamgymeriad", After::Retracts),
    ("anwybyddwch hynny", After::Retracts),
    // Irish.
    ("fan, ní hea", After::Retracts),
    ("léigh mé mícheart", After::Retracts),
    ("mo bhotún", After::Retracts),
    ("cheartaigh mé", After::Retracts),
    ("bhí mé mícheart", After::Retracts),
    // Basque.
    ("itxaron, ez", After::Retracts),
    ("gaizki irakurri dut", After::Retracts),
    ("nire akatsa", After::Retracts),
    ("ez egin kasurik", After::Retracts),
    ("zuzentzen dut", After::Retracts),
    ("gaizki ulertu dut", After::Retracts),
    // Galician.
    ("trabuqueime", After::Retracts),
    ("lin mal", After::Retracts),
    ("erro meu", After::Retracts),
    ("esquéceo", After::Retracts),
    ("corríxome", After::Retracts),
    ("enganeime", After::Retracts),
    // Catalan.
    ("he llegit malament", After::Retracts),
    ("error meu", After::Retracts),
    ("oblida-ho", After::Retracts),
    ("em corregeixo", After::Retracts),
    ("ho retiro", After::Retracts),
    ("m’he equivocat", After::Retracts),
    // Maltese.
    ("stenna, le", After::Retracts),
    ("wara li ħsibt aħjar", After::Retracts),
    ("wara li hsibt ahjar", After::Retracts),
    ("qrajt ħażin", After::Retracts),
    ("qrajt hazin", After::Retracts),
    ("żball tiegħi", After::Retracts),
    ("zball tieghi", After::Retracts),
    ("injora dak", After::Retracts),
    ("nikkoreġi ruħi", After::Retracts),
    ("nikkoregi ruhi", After::Retracts),
    // Afrikaans.
    ("wag, nee", After::Retracts),
    ("ek het verkeerd gelees", After::Retracts),
    ("my fout", After::Retracts),
    ("ignoreer dit", After::Retracts),
    ("ek korrigeer", After::Retracts),
    // Polish.
    ("czekaj, nie", After::Retracts),
    ("zaraz, nie", After::Retracts),
    ("po namyśle", After::Retracts),
    ("popełniłem błąd", After::Retracts),
    ("popełniłam błąd", After::Retracts),
    ("myliłem się", After::Retracts),
    ("myliłam się", After::Retracts),
    ("mój błąd", After::Retracts),
    ("sprostowanie", After::Retracts),
    ("korekta:", After::Retracts),
    ("źle zrozumiałem", After::Retracts),
    ("źle zrozumiałam", After::Retracts),
    // Czech.
    ("počkej, ne", After::Retracts),
    ("počkejte, ne", After::Retracts),
    ("po zralé úvaze", After::Retracts),
    ("mýlil jsem", After::Retracts),
    ("mýlila jsem", After::Retracts),
    ("špatně jsem přečetl", After::Retracts),
    ("přehlédl jsem", After::Retracts),
    ("přehlédla jsem", After::Retracts),
    ("zapomeňte na to", After::Retracts),
    ("opravuji se", After::Retracts),
    // Slovak.
    ("počkaj, nie", After::Retracts),
    ("počkajte, nie", After::Retracts),
    ("po zrelej úvahe", After::Retracts),
    ("zle som prečítal", After::Retracts),
    ("moja chyba", After::Retracts),
    ("zabudnite na to", After::Retracts),
    ("opravujem sa", After::Retracts),
    // Slovenian.
    ("počakaj, ne", After::Retracts),
    ("počakajte, ne", After::Retracts),
    ("narobe sem prebral", After::Retracts),
    ("moja napaka", After::Retracts),
    ("motil sem se", After::Retracts),
    ("motila sem se", After::Retracts),
    // Serbian (Latin).
    ("čekaj, ne", After::Retracts),
    ("čekajte, ne", After::Retracts),
    ("kad bolje razmislim", After::Retracts),
    ("pogrešno sam pročitao", After::Retracts),
    ("pogrešno sam pročitala", After::Retracts),
    ("moja greška", After::Retracts),
    ("ispravljam se", After::Retracts),
    ("napravila sam grešku", After::Retracts),
    // Croatian.
    ("krivo sam pročitao", After::Retracts),
    ("krivo sam pročitala", After::Retracts),
    ("moja pogreška", After::Retracts),
    ("napravila sam pogrešku", After::Retracts),
    ("griješio sam", After::Retracts),
    ("griješila sam", After::Retracts),
    // Bosnian.
    ("kad malo bolje razmislim", After::Retracts),
    ("krivo sam shvatio", After::Retracts),
    ("pogrešno sam shvatio", After::Retracts),
    ("pogrešno sam shvatila", After::Retracts),
    ("krivo sam izračunao", After::Retracts),
    // Serbian (Cyrillic).
    ("чекај, не", After::Retracts),
    ("чекајте, не", After::Retracts),
    ("кад боље размислим", After::Retracts),
    ("погрешно сам прочитао", After::Retracts),
    ("погрешно сам прочитала", After::Retracts),
    ("моја грешка", After::Retracts),
    ("исправљам се", After::Retracts),
    ("направила сам грешку", After::Retracts),
    // Russian.
    ("подождите, нет", After::Retracts),
    ("погодите, нет", After::Retracts),
    ("стоп, нет", After::Retracts),
    ("неправильно прочитал", After::Retracts),
    ("если подумать", After::Retracts),
    ("поразмыслив", After::Retracts),
    ("я был неправ", After::Retracts),
    ("я была неправа", After::Retracts),
    ("исправляюсь", After::Retracts),
    // Ukrainian.
    ("зачекайте, ні", After::Retracts),
    ("стривайте, ні", After::Retracts),
    ("зачекай, ні", After::Retracts),
    ("моя помилка", After::Retracts),
    ("неправильно прочитав", After::Retracts),
    ("якщо подумати", After::Retracts),
    ("поміркувавши", After::Retracts),
    ("я був неправий", After::Retracts),
    ("я була неправа", After::Retracts),
    // Belarusian.
    ("пачакайце, не", After::Retracts),
    ("калі падумаць", After::Retracts),
    ("мая памылка", After::Retracts),
    ("я памыляўся", After::Retracts),
    ("няправільна прачытаў", After::Retracts),
    ("няправільна прачытала", After::Retracts),
    // Bulgarian.
    ("чакайте, не", After::Retracts),
    ("чакай, не", After::Retracts),
    ("като се замисля", After::Retracts),
    ("грешка от моя страна", After::Retracts),
    ("погрешно прочетох", After::Retracts),
    ("моя грешка", After::Retracts),
    ("сбърках", After::Retracts),
    // Macedonian.
    ("погрешно прочитав", After::Retracts),
    ("кога подобро ќе размислам", After::Retracts),
    ("згрешив", After::Retracts),
    ("погрешно пресметав", After::Retracts),
    ("се коригирам", After::Retracts),
    // Romanian.
    ("stai, nu", After::Retracts),
    ("stați, nu", After::Retracts),
    ("staţi, nu", After::Retracts),
    ("gândindu-mă mai bine", After::Retracts),
    ("am citit greșit", After::Retracts),
    ("am citit greşit", After::Retracts),
    ("greșeala mea", After::Retracts),
    ("greşeala mea", After::Retracts),
    ("uitați asta", After::Retracts),
    ("uitaţi asta", After::Retracts),
    ("rectificare", After::Retracts),
    ("corecție", After::Retracts),
    ("corecţie", After::Retracts),
    ("mă corectez", After::Retracts),
    ("am înțeles greșit", After::Retracts),
    ("am înţeles greşit", After::Retracts),
    // Hungarian.
    ("várj, nem", After::Retracts),
    ("várjon, nem", After::Retracts),
    ("jobban belegondolva", After::Retracts),
    ("rosszul olvastam", After::Retracts),
    ("az én hibám", After::Retracts),
    ("tévedés volt", After::Retracts),
    ("elnéztem", After::Retracts),
    ("rosszul számoltam", After::Retracts),
    // Greek.
    ("περίμενε, όχι", After::Retracts),
    ("περιμένετε, όχι", After::Retracts),
    ("με δεύτερη σκέψη", After::Retracts),
    ("σε δεύτερη σκέψη", After::Retracts),
    ("διάβασα λάθος", After::Retracts),
    ("λάθος μου", After::Retracts),
    ("έσφαλα", After::Retracts),
    ("Έσφαλα", After::Retracts),
    ("είχα άδικο", After::Retracts),
    ("παρανόησα", After::Retracts),
    ("Έκανα λάθος", After::Retracts),
    // Albanian.
    ("prit, jo", After::Retracts),
    ("pritni, jo", After::Retracts),
    ("duke menduar më mirë", After::Retracts),
    ("lexova gabim", After::Retracts),
    ("gabimi im", After::Retracts),
    ("injoroje këtë", After::Retracts),
    ("mos e merrni parasysh", After::Retracts),
    // Turkish.
    ("bekleyin, hayır", After::Retracts),
    ("bir daha düşününce", After::Retracts),
    ("yanlış yazdım", After::Retracts),
    ("benim hatam", After::Retracts),
    ("düzeltiyorum", After::Retracts),
    ("yanlış anladım", After::Retracts),
    ("bunu unutun", After::Retracts),
    ("yanlış hesapladım", After::Retracts),
    // Azerbaijani.
    ("gözləyin, yox", After::Retracts),
    ("gözlə, yox", After::Retracts),
    ("yenidən düşündükdə", After::Retracts),
    ("səhv oxudum", After::Retracts),
    ("mənim səhvim", After::Retracts),
    ("səhv etmişdim", After::Retracts),
    ("bunu nəzərə almayın", After::Retracts),
    ("düzəldirəm", After::Retracts),
    // Georgian.
    ("მოიცადეთ, არა", After::Retracts),
    ("მოიცა, არა", After::Retracts),
    ("ვცდებოდი", After::Retracts),
    ("არასწორად წავიკითხე", After::Retracts),
    ("ჩემი შეცდომა", After::Retracts),
    ("დაფიქრების შემდეგ", After::Retracts),
    ("ნუ გაითვალისწინებთ", After::Retracts),
    ("კარგად რომ დავფიქრდი", After::Retracts),
    // Armenian.
    ("սպասեք, ոչ", After::Retracts),
    ("սպասեք, ոչ", After::Retracts),
    ("սպասիր, ոչ", After::Retracts),
    ("սպասիր, ոչ", After::Retracts),
    ("սխալ կարդացի", After::Retracts),
    ("սխալ կարդացի", After::Retracts),
    ("իմ սխալը", After::Retracts),
    ("իմ սխալը", After::Retracts),
    ("լավ մտածելով", After::Retracts),
    ("լավ մտածելով", After::Retracts),
    ("սխալվում էի", After::Retracts),
    ("սխալվում էի", After::Retracts),
    // Kazakh.
    ("күте тұрыңыз, жоқ", After::Retracts),
    ("тоқта, жоқ", After::Retracts),
    ("қайта ойласам", After::Retracts),
    ("қайта ойласам", After::Retracts),
    ("қате оқыдым", After::Retracts),
    ("қате оқыдым", After::Retracts),
    ("менің қатем", After::Retracts),
    ("қателесіппін", After::Retracts),
    ("қателесіппін", After::Retracts),
    ("ескермеңіз", After::Retracts),
    // Uzbek.
    ("kuting, yo'q", After::Retracts),
    ("kuting, yoʻq", After::Retracts),
    ("kuting, yo‘q", After::Retracts),
    ("kuting, yo’q", After::Retracts),
    ("qayta o'ylab ko'rsam", After::Retracts),
    ("qayta oʻylab koʻrsam", After::Retracts),
    ("qayta o‘ylab ko‘rsam", After::Retracts),
    ("qayta o’ylab ko’rsam", After::Retracts),
    ("noto'g'ri o'qibman", After::Retracts),
    ("notoʻgʻri oʻqibman", After::Retracts),
    ("noto‘g‘ri o‘qibman", After::Retracts),
    ("noto’g’ri o’qibman", After::Retracts),
    ("noto'g'ri o'qidim", After::Retracts),
    ("notoʻgʻri oʻqidim", After::Retracts),
    ("noto‘g‘ri o‘qidim", After::Retracts),
    ("noto’g’ri o’qidim", After::Retracts),
    ("mening xatom", After::Retracts),
    ("buni e'tiborga olmang", After::Retracts),
    ("buni eʻtiborga olmang", After::Retracts),
    ("buni e‘tiborga olmang", After::Retracts),
    ("buni e’tiborga olmang", After::Retracts),
    ("xato qilibman", After::Retracts),
    // Mongolian.
    ("хүлээгээрэй, үгүй", After::Retracts),
    ("буруу уншсан", After::Retracts),
    ("миний алдаа", After::Retracts),
    ("би андуурсан", After::Retracts),
    ("үүнийг тооцохгүй", After::Retracts),
    ("үүнийг тооцохгүй", After::Retracts),
    ("засвар:", After::Retracts),
    // Hebrew.
    ("אני מתקן", After::Retracts),
    ("אני מתקנת", After::Retracts),
    ("קראתי לא נכון", After::Retracts),
    ("אני חוזר בי", After::Retracts),
    ("אני חוזרת בי", After::Retracts),
    // Arabic.
    ("لحظة، لا", After::Retracts),
    ("بعد التفكير", After::Retracts),
    ("بعد إعادة النظر", After::Retracts),
    ("خطأ مني", After::Retracts),
    ("أصحح", After::Retracts),
    ("تراجعت عن", After::Retracts),
    // Persian.
    ("صبر کن، نه", After::Retracts),
    ("با فکر دوباره", After::Retracts),
    ("اشتباه خواندم", After::Retracts),
    ("نادیده بگیرید", After::Retracts),
    ("حرفم را پس می‌گیرم", After::Retracts),
    ("حرفم را پس می گیرم", After::Retracts),
    ("اشتباه کرده بودم", After::Retracts),
    // Urdu.
    ("رکیں، نہیں", After::Retracts),
    ("دوبارہ سوچنے پر", After::Retracts),
    ("میں نے غلط پڑھا", After::Retracts),
    ("میری غلطی", After::Retracts),
    ("اسے نظر انداز کریں", After::Retracts),
    ("تصحیح", After::Retracts),
    // Hindi.
    ("रुकिए, नहीं", After::Retracts),
    ("रुको, नहीं", After::Retracts),
    ("फिर से सोचने पर", After::Retracts),
    ("सुधार:", After::Retracts),
    ("संशोधन:", After::Retracts),
    // Marathi.
    ("थांबा, नाही", After::Retracts),
    ("पुन्हा विचार केल्यावर", After::Retracts),
    ("मी चुकीचे वाचले", After::Retracts),
    ("मी चुकलो", After::Retracts),
    ("मी चुकले", After::Retracts),
    ("याकडे दुर्लक्ष करा", After::Retracts),
    ("मी चुकीचा होतो", After::Retracts),
    // Nepali.
    ("पर्खनुहोस्, होइन", After::Retracts),
    ("मैले गलत पढें", After::Retracts),
    ("मैले गलत पढेँ", After::Retracts),
    ("यसलाई बेवास्ता गर्नुहोस्", After::Retracts),
    ("म गलत थिएँ", After::Retracts),
    // Bengali.
    ("দাঁড়ান, না", After::Retracts),
    ("দাঁড়ান, না", After::Retracts),
    ("আবার ভেবে দেখলে", After::Retracts),
    ("ভুল পড়েছি", After::Retracts),
    ("ভুল পড়েছি", After::Retracts),
    ("এটি উপেক্ষা করুন", After::Retracts),
    ("আমি ভুল বুঝেছি", After::Retracts),
    // Tamil.
    ("காத்திருங்கள், இல்லை", After::Retracts),
    ("மீண்டும் யோசித்தால்", After::Retracts),
    ("தவறாகப் படித்தேன்", After::Retracts),
    ("தவறாக படித்தேன்", After::Retracts),
    ("இதைப் புறக்கணிக்கவும்", After::Retracts),
    ("நான் தவறு செய்துவிட்டேன்", After::Retracts),
    // Telugu.
    ("ఆగండి, కాదు", After::Retracts),
    ("మళ్ళీ ఆలోచిస్తే", After::Retracts),
    ("తప్పుగా చదివాను", After::Retracts),
    ("దీన్ని పట్టించుకోకండి", After::Retracts),
    ("నేను పొరబడ్డాను", After::Retracts),
    ("పొరపాటు చేశాను", After::Retracts),
    // Kannada.
    ("ನಿಲ್ಲಿ, ಇಲ್ಲ", After::Retracts),
    ("ಮತ್ತೆ ಯೋಚಿಸಿದರೆ", After::Retracts),
    ("ತಪ್ಪಾಗಿ ಓದಿದೆ", After::Retracts),
    ("ಇದನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ", After::Retracts),
    ("ನನ್ನ ತಪ್ಪಾಯಿತು", After::Retracts),
    ("ನಾನು ತಪ್ಪಾಗಿ ಲೆಕ್ಕ ಹಾಕಿದೆ", After::Retracts),
    // Malayalam.
    ("കാത്തിരിക്കൂ, അല്ല", After::Retracts),
    ("വീണ്ടും ആലോചിക്കുമ്പോൾ", After::Retracts),
    ("വീണ്ടും ആലോചിക്കുമ്പോള്‍", After::Retracts),
    ("ഞാൻ തെറ്റായി വായിച്ചു", After::Retracts),
    ("ഞാന്‍ തെറ്റായി വായിച്ചു", After::Retracts),
    ("ഇത് അവഗണിക്കുക", After::Retracts),
    ("എന്റെ തെറ്റ്", After::Retracts),
    // Sinhala.
    ("ඉන්න, නැහැ", After::Retracts),
    ("මම වැරදියට කියෙව්වා", After::Retracts),
    ("මෙය නොසලකා හරින්න", After::Retracts),
    ("නිවැරදි කිරීම:", After::Retracts),
    ("මම වැරදි කළා", After::Retracts),
    // Thai.
    ("เดี๋ยวนะ ไม่ใช่", After::Retracts),
    ("เดี๋ยว ไม่ใช่", After::Retracts),
    ("คิดอีกที", After::Retracts),
    ("ผมอ่านผิด", After::Retracts),
    ("ฉันอ่านผิด", After::Retracts),
    ("ผมทำผิดพลาด", After::Retracts),
    ("ฉันทำผิดพลาด", After::Retracts),
    ("ลืมอันนั้นไป", After::Retracts),
    ("ฉันเข้าใจผิด", After::Retracts),
    // Khmer.
    ("ចាំបន្តិច មិនមែនទេ", After::Retracts),
    ("ចាំបន្ដិច មិនមែនទេ", After::Retracts),
    ("គិតម្តងទៀត", After::Retracts),
    ("គិតម្ដងទៀត", After::Retracts),
    ("ខ្ញុំអានខុស", After::Retracts),
    ("កំហុសរបស់ខ្ញុំ", After::Retracts),
    ("ការកែតម្រូវ", After::Retracts),
    ("ខ្ញុំយល់ខុស", After::Retracts),
    // Burmese.
    ("ခဏ၊ မဟုတ်ဘူး", After::Retracts),
    ("ပြန်စဉ်းစားကြည့်ရင်", After::Retracts),
    ("မှားဖတ်မိ", After::Retracts),
    ("ကျွန်တော့်အမှား", After::Retracts),
    ("ကျွန်မအမှား", After::Retracts),
    ("ပြင်ဆင်ချက်", After::Retracts),
    // Vietnamese.
    ("khoan, không", After::Retracts),
    ("chờ đã, không", After::Retracts),
    ("tôi đọc sai", After::Retracts),
    ("lỗi của tôi", After::Retracts),
    ("tôi đã mắc lỗi", After::Retracts),
    ("tôi mắc lỗi", After::Retracts),
    // Indonesian.
    ("tunggu, tidak", After::Retracts),
    ("setelah dipikir lagi", After::Retracts),
    ("kesalahan saya", After::Retracts),
    ("abaikan yang tadi", After::Retracts),
    ("saya ralat", After::Retracts),
    ("setelah saya pikir lagi", After::Retracts),
    ("itu kekeliruan saya", After::Retracts),
    // Malay.
    ("setelah difikirkan semula", After::Retracts),
    ("selepas difikirkan semula", After::Retracts),
    ("saya tersalah baca", After::Retracts),
    ("kesilapan saya", After::Retracts),
    ("saya tersalah kira", After::Retracts),
    ("biar saya betulkan", After::Retracts),
    // Tagalog.
    ("sa muling pag-iisip", After::Retracts),
    ("mali ang pagkabasa ko", After::Retracts),
    ("pagkakamali ko", After::Retracts),
    ("huwag pansinin iyon", After::Retracts),
    ("pagwawasto", After::Retracts),
    ("pagtatama", After::Retracts),
    // Swahili.
    ("nimesoma vibaya", After::Retracts),
    ("nilisoma vibaya", After::Retracts),
    ("kosa langu", After::Retracts),
    ("puuza hilo", After::Retracts),
    ("najirekebisha", After::Retracts),
    // Yoruba.
    ("dúró, rárá", After::Retracts),
    ("mo ka á ní àṣìṣe", After::Retracts),
    ("àṣìṣe mi ni", After::Retracts),
    ("ẹ fojú fo ìyẹn", After::Retracts),
    ("Ẹ fojú fo ìyẹn", After::Retracts),
    ("mo ṣìnà", After::Retracts),
    // Hausa.
    ("jira, a'a", After::Retracts),
    ("jira, a’a", After::Retracts),
    ("bayan na sake tunani", After::Retracts),
    ("na karanta ba daidai ba", After::Retracts),
    ("kuskurena ne", After::Retracts),
    ("kuskure na ne", After::Retracts),
    // Zulu.
    ("yima, cha", After::Retracts),
    ("ngemva kokucabanga kabusha", After::Retracts),
    ("ngifunde kabi", After::Retracts),
    ("iphutha lami", After::Retracts),
    ("ziba lokho", After::Retracts),
    ("ngiyazilungisa", After::Retracts),
    ("bengingalungile", After::Retracts),
    // Amharic.
    ("ቆይ፣ አይ", After::Retracts),
    ("እንደገና ሳስበው", After::Retracts),
    ("በስህተት አነበብኩት", After::Retracts),
    ("የእኔ ስህተት", After::Retracts),
    ("ይህን ችላ በሉት", After::Retracts),
    // Chinese.
    ("我想错了", After::Retracts),
    ("再想一下", After::Retracts),
    ("转念一想", After::Retracts),
    ("我犯了一个错误", After::Retracts),
    ("我犯了个错误", After::Retracts),
    ("我犯错了", After::Retracts),
    ("我弄混了", After::Retracts),
    ("是我的错", After::Retracts),
    ("我收回", After::Retracts),
    ("修正一下", After::Retracts),
    ("订正：", After::Retracts),
    ("纠正：", After::Retracts),
    ("我錯了", After::Retracts),
    ("搞錯了", After::Retracts),
    ("弄錯了", After::Retracts),
    ("說錯了", After::Retracts),
    // Japanese.
    ("待って、違", After::Retracts),
    ("よく考えると", After::Retracts),
    ("考え直すと", After::Retracts),
    ("間違いでした", After::Retracts),
    ("私の間違い", After::Retracts),
    ("読み違え", After::Retracts),
    ("見間違え", After::Retracts),
    ("取り消します", After::Retracts),
    ("撤回します", After::Retracts),
    ("修正させてください", After::Retracts),
    // Korean.
    ("잠깐, 아니", After::Retracts),
    ("다시 생각해 보니", After::Retracts),
    ("다시 생각해보니", After::Retracts),
    ("제가 틀렸", After::Retracts),
    ("실수했습니다", After::Retracts),
    ("실수를 했", After::Retracts),
    ("제 실수", After::Retracts),
    ("내 실수", After::Retracts),
    ("잘못 계산", After::Retracts),
    // A label of a correction before a value takes back the value before it: the
    // correction labels above, after a value.
    // English.
    ("rather:", After::Retracts),
    ("or rather", After::Retracts),
    ("the right one is", After::Retracts),
    ("the right value is", After::Retracts),
    ("should have been", After::Retracts),
    ("it should be:", After::Retracts),
    ("it should read", After::Retracts),
    ("let me redo that", After::Retracts),
    ("no wait,", After::Retracts),
    ("amended:", After::Retracts),
    ("here's the fix", After::Retracts),
    ("here’s the fix", After::Retracts),
    ("here is the fix", After::Retracts),
    // French.
    ("plutôt :", After::Retracts),
    ("plutôt:", After::Retracts),
    ("ou plutôt", After::Retracts),
    ("je voulais dire", After::Retracts),
    ("la bonne valeur est", After::Retracts),
    ("le bon est", After::Retracts),
    ("la bonne est", After::Retracts),
    ("corrigé", After::Retracts),
    // German.
    ("korrigiert", After::Retracts),
    ("berichtigt", After::Retracts),
    ("ich meinte", After::Retracts),
    ("vielmehr:", After::Retracts),
    ("besser gesagt", After::Retracts),
    ("richtig ist:", After::Retracts),
    ("richtig wäre", After::Retracts),
    ("der richtige wert", After::Retracts),
    ("genauer gesagt", After::Retracts),
    // Spanish.
    ("corregido", After::Retracts),
    ("corregida", After::Retracts),
    ("quise decir", After::Retracts),
    ("quería decir", After::Retracts),
    ("más bien:", After::Retracts),
    ("fe de erratas", After::Retracts),
    // Portuguese.
    ("corrigido", After::Retracts),
    ("corrigida", After::Retracts),
    ("quis dizer", After::Retracts),
    ("queria dizer", After::Retracts),
    ("ou melhor", After::Retracts),
    ("melhor dizendo", After::Retracts),
    ("o correto é", After::Retracts),
    ("a correta é", After::Retracts),
    ("o certo é", After::Retracts),
    ("o valor correto", After::Retracts),
    // Italian.
    ("corretto:", After::Retracts),
    ("versione corretta", After::Retracts),
    ("intendevo", After::Retracts),
    ("o meglio", After::Retracts),
    ("anzi:", After::Retracts),
    ("il valore corretto", After::Retracts),
    ("quello giusto è", After::Retracts),
    ("quella giusta è", After::Retracts),
    ("il valore giusto", After::Retracts),
    // Dutch.
    ("gecorrigeerd", After::Retracts),
    ("ik bedoelde", After::Retracts),
    ("beter gezegd", After::Retracts),
    ("of liever", After::Retracts),
    ("het juiste is", After::Retracts),
    ("de juiste waarde", After::Retracts),
    ("preciezer gezegd", After::Retracts),
    // Swedish.
    ("korrigerad", After::Retracts),
    ("korrigerat", After::Retracts),
    ("jag menade", After::Retracts),
    ("snarare:", After::Retracts),
    ("eller snarare", After::Retracts),
    ("det rätta är", After::Retracts),
    ("rätt värde är", After::Retracts),
    ("rättare sagt", After::Retracts),
    // Norwegian.
    ("korrigert", After::Retracts),
    ("jeg mente", After::Retracts),
    ("rettere sagt", After::Retracts),
    ("riktig verdi er", After::Retracts),
    ("den riktige verdien", After::Retracts),
    // Danish.
    ("korrigeret", After::Retracts),
    ("eller rettere", After::Retracts),
    ("den rigtige værdi", After::Retracts),
    // Icelandic.
    ("ég meinti", After::Retracts),
    ("ég átti við", After::Retracts),
    ("réttara sagt", After::Retracts),
    ("hið rétta er", After::Retracts),
    ("rétt gildi er", After::Retracts),
    // Finnish.
    ("tarkoitin", After::Retracts),
    ("tai pikemminkin", After::Retracts),
    ("pikemminkin:", After::Retracts),
    ("oikea on", After::Retracts),
    ("oikea arvo on", After::Retracts),
    ("korjaan:", After::Retracts),
    // Estonian.
    ("parandatud", After::Retracts),
    ("ma pidasin silmas", After::Retracts),
    ("täpsemalt öeldes", After::Retracts),
    ("õigemini", After::Retracts),
    ("õige on", After::Retracts),
    ("õige väärtus on", After::Retracts),
    // Latvian.
    ("es gribēju teikt", After::Retracts),
    ("precīzāk sakot", After::Retracts),
    ("pareizi ir", After::Retracts),
    ("pareizā vērtība ir", After::Retracts),
    ("labotā versija", After::Retracts),
    ("labāk sakot", After::Retracts),
    // Lithuanian.
    ("turėjau omenyje", After::Retracts),
    ("tiksliau:", After::Retracts),
    ("tiksliau sakant", After::Retracts),
    ("teisinga yra", After::Retracts),
    ("teisinga reikšmė", After::Retracts),
    // Welsh.
    ("roeddwn i'n golygu", After::Retracts),
    ("roeddwn i’n golygu", After::Retracts),
    ("yn hytrach:", After::Retracts),
    ("neu'n hytrach", After::Retracts),
    ("neu’n hytrach", After::Retracts),
    ("y gwerth cywir", After::Retracts),
    ("wedi'i gywiro", After::Retracts),
    ("wedi’i gywiro", After::Retracts),
    ("cywiredig", After::Retracts),
    // Irish.
    ("bhí i gceist agam", After::Retracts),
    ("is é atá i gceist agam", After::Retracts),
    ("níos cruinne:", After::Retracts),
    ("an luach ceart", After::Retracts),
    ("ceartaithe", After::Retracts),
    // Basque.
    ("esan nahi nuen", After::Retracts),
    ("hobeto esanda", After::Retracts),
    ("zehazkiago", After::Retracts),
    ("balio zuzena", After::Retracts),
    // Galician.
    ("corrixido", After::Retracts),
    ("corrixida", After::Retracts),
    ("quería dicir", After::Retracts),
    ("mellor dito", After::Retracts),
    ("máis ben:", After::Retracts),
    // Catalan.
    ("volia dir", After::Retracts),
    ("més ben dit", After::Retracts),
    ("millor dit", After::Retracts),
    ("més aviat:", After::Retracts),
    // Maltese.
    ("ridt ngħid", After::Retracts),
    ("ridt nghid", After::Retracts),
    ("aħjar ngħid", After::Retracts),
    ("ahjar nghid", After::Retracts),
    ("jew aħjar", After::Retracts),
    ("jew ahjar", After::Retracts),
    ("il-valur korrett", After::Retracts),
    ("ikkoreġut", After::Retracts),
    ("ikkoregut", After::Retracts),
    // Afrikaans.
    ("ek het bedoel", After::Retracts),
    ("eerder:", After::Retracts),
    ("of eerder", After::Retracts),
    ("die korrekte waarde", After::Retracts),
    ("gekorrigeer", After::Retracts),
    // Polish.
    ("poprawion", After::Retracts),
    ("miałem na myśli", After::Retracts),
    ("miałam na myśli", After::Retracts),
    ("a raczej", After::Retracts),
    ("raczej:", After::Retracts),
    ("prawidłowa wartość", After::Retracts),
    ("prawidłowo:", After::Retracts),
    ("poprawnie:", After::Retracts),
    // Czech.
    ("měl jsem na mysli", After::Retracts),
    ("měla jsem na mysli", After::Retracts),
    ("přesněji řečeno", After::Retracts),
    ("lépe řečeno", After::Retracts),
    ("či spíše", After::Retracts),
    ("při bližším pohledu", After::Retracts),
    ("správná hodnota", After::Retracts),
    ("opraven", After::Retracts),
    // Slovak.
    ("mal som na mysli", After::Retracts),
    ("mala som na mysli", After::Retracts),
    ("presnejšie povedané", After::Retracts),
    ("lepšie povedané", After::Retracts),
    ("správna hodnota", After::Retracts),
    // Slovenian.
    ("popravljen", After::Retracts),
    ("imel sem v mislih", After::Retracts),
    ("imela sem v mislih", After::Retracts),
    ("bolje rečeno", After::Retracts),
    ("natančneje:", After::Retracts),
    ("pravilna vrednost", After::Retracts),
    // Serbian (Latin).
    ("ispravljen", After::Retracts),
    ("hteo sam da kažem", After::Retracts),
    ("htela sam da kažem", After::Retracts),
    ("tačnije:", After::Retracts),
    ("tačnije rečeno", After::Retracts),
    ("tačna vrednost", After::Retracts),
    // Croatian.
    ("htio sam reći", After::Retracts),
    ("htjela sam reći", After::Retracts),
    ("točnije:", After::Retracts),
    ("točnije rečeno", After::Retracts),
    ("točna vrijednost", After::Retracts),
    // Bosnian.
    ("tačna vrijednost", After::Retracts),
    ("htio sam kazati", After::Retracts),
    ("ispravna vrijednost", After::Retracts),
    ("bolje kazano", After::Retracts),
    // Serbian (Cyrillic).
    ("исправљен", After::Retracts),
    ("хтео сам да кажем", After::Retracts),
    ("хтела сам да кажем", After::Retracts),
    ("боље речено", After::Retracts),
    ("тачније:", After::Retracts),
    ("тачније речено", After::Retracts),
    ("тачна вредност", After::Retracts),
    // Russian.
    ("исправленн", After::Retracts),
    ("исправлено", After::Retracts),
    ("я имел в виду", After::Retracts),
    ("я имела в виду", After::Retracts),
    ("точнее:", After::Retracts),
    ("вернее:", After::Retracts),
    ("точнее говоря", After::Retracts),
    ("правильно:", After::Retracts),
    ("правильный вариант", After::Retracts),
    ("правильное значение", After::Retracts),
    ("хотя нет,", After::Retracts),
    // Ukrainian.
    ("я мав на увазі", After::Retracts),
    ("я мала на увазі", After::Retracts),
    ("точніше:", After::Retracts),
    ("правильне значення", After::Retracts),
    ("хоча ні,", After::Retracts),
    // Belarusian.
    ("выпраўлен", After::Retracts),
    ("я меў на ўвазе", After::Retracts),
    ("я мела на ўвазе", After::Retracts),
    ("дакладней:", After::Retracts),
    // Bulgarian.
    ("коригиран", After::Retracts),
    ("поправено", After::Retracts),
    ("имах предвид", After::Retracts),
    ("по-точно", After::Retracts),
    ("по-скоро:", After::Retracts),
    ("правилната стойност", After::Retracts),
    // Macedonian.
    ("исправено", After::Retracts),
    ("мислев на", After::Retracts),
    ("подобро кажано", After::Retracts),
    ("точната вредност", After::Retracts),
    ("поточно кажано", After::Retracts),
    ("или поточно", After::Retracts),
    // Romanian.
    ("am vrut să spun", After::Retracts),
    ("voiam să spun", After::Retracts),
    ("mai bine zis", After::Retracts),
    ("mai degrabă:", After::Retracts),
    ("la o a doua privire", After::Retracts),
    ("valoarea corectă", After::Retracts),
    ("corecție:", After::Retracts),
    ("corecţie:", After::Retracts),
    // Hungarian.
    ("úgy értettem", After::Retracts),
    ("pontosabban:", After::Retracts),
    ("helyesebben", After::Retracts),
    ("jobban mondva", After::Retracts),
    ("a helyes:", After::Retracts),
    ("javítva", After::Retracts),
    // Greek.
    ("εννοούσα", After::Retracts),
    ("ή μάλλον", After::Retracts),
    ("Ή μάλλον", After::Retracts),
    ("για την ακρίβεια", After::Retracts),
    ("διορθώνω:", After::Retracts),
    ("το σωστό:", After::Retracts),
    // Albanian.
    ("desha të them", After::Retracts),
    ("doja të thosha", After::Retracts),
    ("më saktë", After::Retracts),
    ("vlera e saktë", After::Retracts),
    // Turkish.
    ("demek istedim", After::Retracts),
    ("kastettiğim", After::Retracts),
    ("daha doğrusu", After::Retracts),
    ("doğrusu:", After::Retracts),
    ("doğru değer", After::Retracts),
    // Azerbaijani.
    ("düzəldilmiş", After::Retracts),
    ("demək istədim", After::Retracts),
    ("nəzərdə tuturdum", After::Retracts),
    ("doğru dəyər", After::Retracts),
    ("düzgün olan", After::Retracts),
    // Georgian.
    ("შესწორებული", After::Retracts),
    ("ვგულისხმობდი", After::Retracts),
    ("უფრო ზუსტად", After::Retracts),
    ("სწორი მნიშვნელობა", After::Retracts),
    // Armenian.
    ("ուղղված", After::Retracts),
    ("ուղղված", After::Retracts),
    ("նկատի ունեի", After::Retracts),
    ("նկատի ունեի", After::Retracts),
    ("ավելի ճիշտ", After::Retracts),
    ("ավելի ճիշտ", After::Retracts),
    ("ճիշտ արժեքը", After::Retracts),
    ("ճիշտ արժեքը", After::Retracts),
    // Kazakh.
    ("түзетілген", After::Retracts),
    ("айтайын дегенім", After::Retracts),
    ("меңзегенім", After::Retracts),
    ("дәлірек айтсақ", After::Retracts),
    ("дұрысы:", After::Retracts),
    ("дұрыс мән", After::Retracts),
    ("тоқтаңыз, жоқ", After::Retracts),
    // Uzbek.
    ("tuzatilgan", After::Retracts),
    ("demoqchi edim", After::Retracts),
    ("nazarda tutgandim", After::Retracts),
    ("aniqrog'i", After::Retracts),
    ("aniqrogʻi", After::Retracts),
    ("aniqrog‘i", After::Retracts),
    ("aniqrog’i", After::Retracts),
    ("to'g'risi:", After::Retracts),
    ("toʻgʻrisi:", After::Retracts),
    ("to‘g‘risi:", After::Retracts),
    ("to’g’risi:", After::Retracts),
    ("to'g'ri qiymat", After::Retracts),
    ("toʻgʻri qiymat", After::Retracts),
    ("to‘g‘ri qiymat", After::Retracts),
    ("to’g’ri qiymat", After::Retracts),
    ("yana o'ylab ko'rsam", After::Retracts),
    ("yana oʻylab koʻrsam", After::Retracts),
    ("yana o‘ylab ko‘rsam", After::Retracts),
    ("yana o’ylab ko’rsam", After::Retracts),
    // Mongolian.
    ("засварласан", After::Retracts),
    ("зассан хувилбар", After::Retracts),
    ("миний хэлэх гэсэн", After::Retracts),
    ("хэлэх гэсэн маань", After::Retracts),
    ("зөв утга", After::Retracts),
    // Hebrew.
    ("התכוונתי", After::Retracts),
    ("ליתר דיוק", After::Retracts),
    ("הערך הנכון", After::Retracts),
    // Arabic.
    ("أقصد", After::Retracts),
    ("بالأحرى", After::Retracts),
    ("القيمة الصحيحة", After::Retracts),
    ("انتظر, لا", After::Retracts),
    ("الصواب هو", After::Retracts),
    ("المصحح", After::Retracts),
    ("مصححة", After::Retracts),
    // Persian.
    ("منظورم", After::Retracts),
    ("به عبارت دقیق‌تر", After::Retracts),
    ("به عبارت دقیق تر", After::Retracts),
    ("دقیق‌تر بگویم", After::Retracts),
    ("دقیق تر بگویم", After::Retracts),
    ("بهتر بگویم", After::Retracts),
    ("مقدار درست", After::Retracts),
    ("با تجدید نظر", After::Retracts),
    ("اصلاح‌شده", After::Retracts),
    ("اصلاح شده", After::Retracts),
    ("تصحیح:", After::Retracts),
    // Urdu.
    ("میرا مطلب", After::Retracts),
    ("اصلاح شدہ", After::Retracts),
    ("درستگی:", After::Retracts),
    // Hindi.
    ("मेरा मतलब", After::Retracts),
    ("सही मान", After::Retracts),
    ("सही मूल्य", After::Retracts),
    // Marathi.
    ("मला म्हणायचे होते", After::Retracts),
    ("मला म्हणायचं होतं", After::Retracts),
    ("अधिक अचूकपणे", After::Retracts),
    ("योग्य मूल्य", After::Retracts),
    // Nepali.
    ("मेरो मतलब", After::Retracts),
    ("मेरो भनाइ", After::Retracts),
    ("अझ सही भन्नुपर्दा", After::Retracts),
    ("सच्याएको", After::Retracts),
    // Bengali.
    ("আমি বোঝাতে চেয়েছিলাম", After::Retracts),
    ("আমি বোঝাতে চেয়েছিলাম", After::Retracts),
    ("আরও সঠিকভাবে", After::Retracts),
    ("সঠিক মান", After::Retracts),
    ("দাঁড়াও, না", After::Retracts),
    ("দাঁড়াও, না", After::Retracts),
    // Tamil.
    ("நான் சொல்ல வந்தது", After::Retracts),
    ("சரியாகச் சொன்னால்", After::Retracts),
    ("இன்னும் சரியாக", After::Retracts),
    ("சரியான மதிப்பு", After::Retracts),
    ("திருத்தப்பட்ட", After::Retracts),
    // Telugu.
    ("నా ఉద్దేశం", After::Retracts),
    ("సరిగ్గా చెప్పాలంటే", After::Retracts),
    ("సరైన విలువ", After::Retracts),
    ("సవరించిన", After::Retracts),
    // Kannada.
    ("ನನ್ನ ಅರ್ಥ", After::Retracts),
    ("ಸರಿಯಾಗಿ ಹೇಳುವುದಾದರೆ", After::Retracts),
    ("ಸರಿಯಾದ ಮೌಲ್ಯ", After::Retracts),
    ("ಸರಿಪಡಿಸಿದ", After::Retracts),
    // Malayalam.
    ("ഞാൻ ഉദ്ദേശിച്ചത്", After::Retracts),
    ("ഞാന്‍ ഉദ്ദേശിച്ചത്", After::Retracts),
    ("കൃത്യമായി പറഞ്ഞാൽ", After::Retracts),
    ("കൃത്യമായി പറഞ്ഞാല്‍", After::Retracts),
    ("ശരിയായ മൂല്യം", After::Retracts),
    ("തിരുത്തിയ", After::Retracts),
    // Sinhala.
    ("මා අදහස් කළේ", After::Retracts),
    ("මම අදහස් කළේ", After::Retracts),
    ("වඩාත් නිවැරදිව", After::Retracts),
    ("නිවැරදි අගය", After::Retracts),
    // Thai.
    ("ผมหมายถึง", After::Retracts),
    ("ฉันหมายถึง", After::Retracts),
    ("หรือพูดให้ถูกคือ", After::Retracts),
    ("ค่าที่ถูกต้อง", After::Retracts),
    ("ขอแก้เป็น", After::Retracts),
    // Khmer.
    ("ខ្ញុំចង់និយាយថា", After::Retracts),
    ("ខ្ញុំមានន័យថា", After::Retracts),
    ("តម្លៃត្រឹមត្រូវ", After::Retracts),
    ("បើគិតឡើងវិញ", After::Retracts),
    // Burmese.
    ("ကျွန်တော်ဆိုလိုတာ", After::Retracts),
    ("ကျွန်မဆိုလိုတာ", After::Retracts),
    ("မှန်ကန်သောတန်ဖိုး", After::Retracts),
    ("ပြင်ဆင်ထားသော", After::Retracts),
    // Vietnamese.
    ("ý tôi là", After::Retracts),
    ("đúng hơn là", After::Retracts),
    ("nói đúng hơn", After::Retracts),
    ("giá trị đúng", After::Retracts),
    ("sửa thành", After::Retracts),
    ("đã được sửa", After::Retracts),
    // Indonesian.
    ("maksud saya", After::Retracts),
    ("lebih tepatnya", After::Retracts),
    ("nilai yang benar", After::Retracts),
    ("dikoreksi", After::Retracts),
    ("versi yang diperbaiki", After::Retracts),
    // Malay.
    ("lebih tepat lagi", After::Retracts),
    ("nilai yang betul", After::Retracts),
    ("dibetulkan", After::Retracts),
    // Tagalog.
    ("ang ibig kong sabihin", After::Retracts),
    ("o mas tamang sabihin", After::Retracts),
    ("mas tama:", After::Retracts),
    ("ang tamang halaga", After::Retracts),
    ("naitama", After::Retracts),
    // Swahili.
    ("nilimaanisha", After::Retracts),
    ("ninamaanisha", After::Retracts),
    ("kwa usahihi zaidi", After::Retracts),
    ("thamani sahihi", After::Retracts),
    ("iliyorekebishwa", After::Retracts),
    ("imerekebishwa", After::Retracts),
    // Yoruba.
    ("mo ní lọ́kàn", After::Retracts),
    ("èyí tó tọ̀nà ni", After::Retracts),
    ("lẹ́yìn ìrònú", After::Retracts),
    // Hausa.
    ("abin da nake nufi", After::Retracts),
    ("ina nufin", After::Retracts),
    ("mafi daidai", After::Retracts),
    ("ƙimar da ta dace", After::Retracts),
    ("Ƙimar da ta dace", After::Retracts),
    ("kimar da ta dace", After::Retracts),
    // Zulu.
    ("bengiqonde", After::Retracts),
    ("ngiqonde ukuthi", After::Retracts),
    ("ngokunembile", After::Retracts),
    ("inani elilungile", After::Retracts),
    ("ngemuva kokucabanga", After::Retracts),
    ("okulungisiwe", After::Retracts),
    ("elungisiwe", After::Retracts),
    // Amharic.
    ("ማለቴ", After::Retracts),
    ("ለማለት የፈለግኩት", After::Retracts),
    ("በትክክል ለመናገር", After::Retracts),
    ("ትክክለኛው እሴት", After::Retracts),
    ("የታረመ", After::Retracts),
    // Chinese.
    ("我的意思是", After::Retracts),
    ("更准确地说", After::Retracts),
    ("确切地说", After::Retracts),
    ("正确的是", After::Retracts),
    ("正确的应该是", After::Retracts),
    ("应该是：", After::Retracts),
    ("修正后", After::Retracts),
    ("改为：", After::Retracts),
    ("订正", After::Retracts),
    ("修正：", After::Retracts),
    ("正确值", After::Retracts),
    ("正确的值", After::Retracts),
    ("更準確地說", After::Retracts),
    ("正確的是", After::Retracts),
    ("修正後", After::Retracts),
    // Japanese.
    ("正しくは", After::Retracts),
    ("言い直すと", After::Retracts),
    ("正しい値は", After::Retracts),
    ("正しいのは", After::Retracts),
    ("修正版", After::Retracts),
    ("修正した", After::Retracts),
    // Korean.
    ("제 말은", After::Retracts),
    ("정확히는", After::Retracts),
    ("정확히 말하면", After::Retracts),
    ("올바른 값은", After::Retracts),
    ("수정된", After::Retracts),
    ("수정본", After::Retracts),
    ("고친", After::Retracts),
    // The writer unsure of the value it gave (`I'm not sure`, `je ne suis pas sûr`, `ich bin
    // mir nicht sicher`), in about 115 languages: first-person phrases only, by a helper
    // session, checked as the third round was.
    // English.
    ("i'm not 100% sure", After::Unsure),
    ("i’m not 100% sure", After::Unsure),
    ("i am not 100% sure", After::Unsure),
    ("i'm not entirely sure", After::Unsure),
    ("i’m not entirely sure", After::Unsure),
    ("i am not entirely sure", After::Unsure),
    ("i'm not completely sure", After::Unsure),
    ("i’m not completely sure", After::Unsure),
    ("i am not completely sure", After::Unsure),
    ("i'm not quite sure", After::Unsure),
    ("i’m not quite sure", After::Unsure),
    ("i am not quite sure", After::Unsure),
    ("i'm not totally sure", After::Unsure),
    ("i’m not totally sure", After::Unsure),
    ("i'm not really sure", After::Unsure),
    ("i’m not really sure", After::Unsure),
    ("i'm not too sure", After::Unsure),
    ("i’m not too sure", After::Unsure),
    ("i'm not so sure", After::Unsure),
    ("i’m not so sure", After::Unsure),
    ("i'm not fully sure", After::Unsure),
    ("i’m not fully sure", After::Unsure),
    ("i'm not absolutely sure", After::Unsure),
    ("i’m not absolutely sure", After::Unsure),
    ("i'm not positive", After::Unsure),
    ("i’m not positive", After::Unsure),
    ("i am not positive", After::Unsure),
    ("i'm uncertain", After::Unsure),
    ("i’m uncertain", After::Unsure),
    ("i am uncertain", After::Unsure),
    ("i can't say for sure", After::Unsure),
    ("i can’t say for sure", After::Unsure),
    ("i cannot say for sure", After::Unsure),
    ("i can't say for certain", After::Unsure),
    ("i can’t say for certain", After::Unsure),
    ("i cannot say for certain", After::Unsure),
    ("i can't be sure", After::Unsure),
    ("i can’t be sure", After::Unsure),
    ("i cannot be sure", After::Unsure),
    ("i can't be certain", After::Unsure),
    ("i can’t be certain", After::Unsure),
    ("i cannot be certain", After::Unsure),
    ("i have no idea", After::Unsure),
    ("i'm not 100 percent sure", After::Unsure),
    ("i’m not 100 percent sure", After::Unsure),
    ("i'm not a hundred percent sure", After::Unsure),
    ("i’m not a hundred percent sure", After::Unsure),
    // French.
    ("je ne le sais pas", After::Unsure),
    ("je n'ai aucune certitude", After::Unsure),
    ("je n’ai aucune certitude", After::Unsure),
    ("je n'en ai aucune certitude", After::Unsure),
    ("je n’en ai aucune certitude", After::Unsure),
    ("je n'en ai pas la certitude", After::Unsure),
    ("je n’en ai pas la certitude", After::Unsure),
    ("je n'ai pas la certitude", After::Unsure),
    ("je n’ai pas la certitude", After::Unsure),
    ("je ne peux pas l'affirmer", After::Unsure),
    ("je ne peux pas l’affirmer", After::Unsure),
    ("je ne saurais dire", After::Unsure),
    ("je ne saurais l'affirmer", After::Unsure),
    ("je ne saurais l’affirmer", After::Unsure),
    ("je ne peux pas le garantir", After::Unsure),
    // German.
    ("mir nicht ganz sicher", After::Unsure),
    ("mir nicht hundertprozentig sicher", After::Unsure),
    ("mir nicht 100% sicher", After::Unsure),
    ("mir nicht 100 % sicher", After::Unsure),
    ("mir nicht völlig sicher", After::Unsure),
    ("mir nicht absolut sicher", After::Unsure),
    ("mir nicht so sicher", After::Unsure),
    ("mir nicht ganz im klaren", After::Unsure),
    ("mir unsicher", After::Unsure),
    ("ich bin unsicher", After::Unsure),
    ("ich weiß es nicht", After::Unsure),
    ("weiß ich nicht genau", After::Unsure),
    ("kann ich nicht mit sicherheit sagen", After::Unsure),
    ("ich kann es nicht mit sicherheit sagen", After::Unsure),
    ("ich kann nicht mit sicherheit sagen", After::Unsure),
    ("ich weiss es nicht", After::Unsure),
    ("ich weiss nicht", After::Unsure),
    ("weiss ich nicht genau", After::Unsure),
    ("mir da nicht ganz sicher", After::Unsure),
    // Spanish.
    ("no lo sé", After::Unsure),
    ("no tengo la certeza", After::Unsure),
    ("no tengo certeza", After::Unsure),
    ("no tengo la seguridad", After::Unsure),
    ("no estoy del todo segur", After::Unsure),
    ("no estoy completamente segur", After::Unsure),
    ("no estoy 100% segur", After::Unsure),
    ("no estoy cien por cien segur", After::Unsure),
    ("no estoy totalmente segur", After::Unsure),
    ("no puedo asegurarlo", After::Unsure),
    ("no lo puedo asegurar", After::Unsure),
    ("no sabría decir", After::Unsure),
    ("no puedo decirlo con certeza", After::Unsure),
    ("no puedo afirmarlo con certeza", After::Unsure),
    ("no lo tengo claro", After::Unsure),
    ("no estoy muy segur", After::Unsure),
    // Portuguese.
    ("não tenho a certeza", After::Unsure),
    ("não tenho 100% de certeza", After::Unsure),
    ("não estou seguro", After::Unsure),
    ("não estou segura de", After::Unsure),
    ("não estou segura se", After::Unsure),
    ("não estou segura,", After::Unsure),
    ("não estou certo", After::Unsure),
    ("não estou certa de", After::Unsure),
    ("não estou certa se", After::Unsure),
    ("não estou certa,", After::Unsure),
    ("não tenho bem a certeza", After::Unsure),
    ("não posso afirmar com certeza", After::Unsure),
    ("não posso dizer com certeza", After::Unsure),
    ("não saberia dizer", After::Unsure),
    ("não estou bem certo", After::Unsure),
    ("não tenho total certeza", After::Unsure),
    ("não o sei", After::Unsure),
    // Italian.
    ("non ne sono sicuro", After::Unsure),
    ("non ne sono sicura", After::Unsure),
    ("non ne sono certo", After::Unsure),
    ("non ne sono certa", After::Unsure),
    ("non lo so,", After::Unsure),
    ("non lo so.", After::Unsure),
    ("non lo so con certezza", After::Unsure),
    ("non lo so di preciso", After::Unsure),
    ("non lo so esattamente", After::Unsure),
    ("non lo so per certo", After::Unsure),
    ("non posso dirlo con certezza", After::Unsure),
    ("non saprei", After::Unsure),
    ("non ho la certezza", After::Unsure),
    ("non ne ho la certezza", After::Unsure),
    ("non ne ho certezza", After::Unsure),
    // Catalan.
    ("no ho sé", After::Unsure),
    ("no en tinc la certesa", After::Unsure),
    ("no tinc la certesa", After::Unsure),
    ("no estic del tot segur", After::Unsure),
    ("no n'estic del tot segur", After::Unsure),
    ("no n’estic del tot segur", After::Unsure),
    ("no estic completament segur", After::Unsure),
    ("no ho puc assegurar", After::Unsure),
    ("no sabria dir", After::Unsure),
    // Galician.
    ("non o sei", After::Unsure),
    ("non teño a certeza", After::Unsure),
    ("non teño certeza", After::Unsure),
    ("non estou de todo segur", After::Unsure),
    ("non estou completamente segur", After::Unsure),
    ("non sei con certeza", After::Unsure),
    ("non sabería dicir", After::Unsure),
    // Corsican.
    ("ùn sò micca sicur", After::Unsure),
    ("ùn ne sò micca sicur", After::Unsure),
    ("ùn la sò", After::Unsure),
    ("ùn lu sò", After::Unsure),
    // Occitan.
    ("soi pas segur", After::Unsure),
    ("sabi pas", After::Unsure),
    // Sardinian.
    ("no isco", After::Unsure),
    ("no nde so seguru", After::Unsure),
    ("no so seguru", After::Unsure),
    ("no so segura", After::Unsure),
    // Friulian.
    ("no soi sigûr", After::Unsure),
    ("no soi sigure", After::Unsure),
    ("no lu sai", After::Unsure),
    // Romansh.
    ("jau na sai betg", After::Unsure),
    ("jau sun betg segir", After::Unsure),
    ("jau na sun betg segir", After::Unsure),
    // Asturian.
    ("nun toi seguru", After::Unsure),
    ("nun toi segura", After::Unsure),
    ("nun lo sé", After::Unsure),
    ("nun sé", After::Unsure),
    // Romanian.
    ("nu știu sigur", After::Unsure),
    ("nu ştiu sigur", After::Unsure),
    ("nu știu exact", After::Unsure),
    ("nu ştiu exact", After::Unsure),
    ("eu nu știu", After::Unsure),
    ("eu nu ştiu", After::Unsure),
    ("nu pot spune sigur", After::Unsure),
    ("nu pot spune cu certitudine", After::Unsure),
    ("nu am certitudinea", After::Unsure),
    ("nu-s sigur", After::Unsure),
    ("nu sunt 100% sigur", After::Unsure),
    ("nu sunt pe deplin sigur", After::Unsure),
    ("nu sunt foarte sigur", After::Unsure),
    ("nu sunt convins", After::Unsure),
    ("nu știu cu siguranță", After::Unsure),
    ("nu ştiu cu siguranţă", After::Unsure),
    ("nu știu precis", After::Unsure),
    ("nu ştiu precis", After::Unsure),
    // Dutch.
    ("ik weet het niet", After::Unsure),
    ("weet ik niet", After::Unsure),
    ("ik ben niet helemaal zeker", After::Unsure),
    ("ik weet niet of", After::Unsure),
    ("ik kan niet met zekerheid", After::Unsure),
    ("ik durf het niet met zekerheid", After::Unsure),
    ("ik durf het niet te zeggen", After::Unsure),
    ("ik ben er niet helemaal zeker van", After::Unsure),
    // Afrikaans.
    ("ek is nie heeltemal seker", After::Unsure),
    ("ek is nie 100% seker", After::Unsure),
    ("ek is onseker", After::Unsure),
    // Frisian.
    ("ik bin net wis", After::Unsure),
    ("ik bin der net wis fan", After::Unsure),
    ("ik wit it net", After::Unsure),
    ("dat wit ik net", After::Unsure),
    // Luxembourgish.
    ("ech sinn net sécher", After::Unsure),
    ("ech si mer net sécher", After::Unsure),
    ("ech sinn mer net sécher", After::Unsure),
    ("ech weess et net", After::Unsure),
    ("ech weess net", After::Unsure),
    ("weess ech net", After::Unsure),
    // Swedish.
    ("jag vet inte", After::Unsure),
    ("vet jag inte", After::Unsure),
    ("jag är osäker", After::Unsure),
    ("jag är inte helt säker", After::Unsure),
    ("är jag inte helt säker", After::Unsure),
    ("jag är inte hundra procent säker", After::Unsure),
    ("jag kan inte säga säkert", After::Unsure),
    ("jag kan inte säga med säkerhet", After::Unsure),
    ("jag är inte riktigt säker", After::Unsure),
    // Norwegian.
    ("jeg er usikker", After::Unsure),
    ("jeg er ikke helt sikker", After::Unsure),
    ("jeg er ikke hundre prosent sikker", After::Unsure),
    ("jeg kan ikke si sikkert", After::Unsure),
    ("jeg kan ikke si det sikkert", After::Unsure),
    ("er jeg ikke sikker", After::Unsure),
    ("jeg vet det ikke", After::Unsure),
    ("eg er ikkje sikker", After::Unsure),
    ("eg veit ikkje", After::Unsure),
    ("veit eg ikkje", After::Unsure),
    ("eg er usikker", After::Unsure),
    ("eg er ikkje heilt sikker", After::Unsure),
    // Danish.
    ("jeg ved det ikke", After::Unsure),
    ("jeg kan ikke sige det med sikkerhed", After::Unsure),
    ("jeg kan ikke sige det sikkert", After::Unsure),
    ("jeg er ikke 100 % sikker", After::Unsure),
    // Icelandic.
    ("ég er ekki alveg viss", After::Unsure),
    ("ég er óviss", After::Unsure),
    ("ég veit það ekki", After::Unsure),
    ("ég get ekki sagt með vissu", After::Unsure),
    ("ég er ekki fullviss", After::Unsure),
    // Faroese.
    ("eg eri ikki vísur", After::Unsure),
    ("eg eri ikki heilt vísur", After::Unsure),
    ("eg veit ikki", After::Unsure),
    ("veit eg ikki", After::Unsure),
    ("eg eri óvissur", After::Unsure),
    // Yiddish.
    ("איך בין נישט זיכער", After::Unsure),
    ("איך בין ניט זיכער", After::Unsure),
    ("איך ווייס נישט", After::Unsure),
    ("איך ווייס ניט", After::Unsure),
    ("איך װײס נישט", After::Unsure),
    ("איך וויים נישט", After::Unsure),
    // Irish.
    ("níl mé iomlán cinnte", After::Unsure),
    ("níl mé lánchinnte", After::Unsure),
    ("nílim lánchinnte", After::Unsure),
    ("ní féidir liom a rá go cinnte", After::Unsure),
    ("níl mé róchinnte", After::Unsure),
    ("nílim róchinnte", After::Unsure),
    // Scottish Gaelic.
    ("chan eil mi cinnteach", After::Unsure),
    ("chan eil fhios agam", After::Unsure),
    ("chan eil mi buileach cinnteach", After::Unsure),
    ("chan eil mi idir cinnteach", After::Unsure),
    ("cha chreid mi gu bheil fhios agam", After::Unsure),
    // Welsh.
    ("nid wyf yn siŵr", After::Unsure),
    ("nid wyf yn gwybod", After::Unsure),
    ("i ddim yn hollol siŵr", After::Unsure),
    ("i ddim yn gwbl siŵr", After::Unsure),
    ("i ddim yn sicr", After::Unsure),
    ("nid wyf yn sicr", After::Unsure),
    ("i ddim yn siwr", After::Unsure),
    ("dwi ddim yn siwr", After::Unsure),
    ("dwi ddim yn sicr", After::Unsure),
    // Breton.
    ("n'on ket sur", After::Unsure),
    ("n’on ket sur", After::Unsure),
    ("n'ouzon ket", After::Unsure),
    ("n’ouzon ket", After::Unsure),
    ("n'on ket asur", After::Unsure),
    ("n’on ket asur", After::Unsure),
    // Basque.
    ("ez nago guztiz ziur", After::Unsure),
    ("ez nago erabat ziur", After::Unsure),
    ("ezin dut ziur esan", After::Unsure),
    ("ezin dut ziurtasunez esan", After::Unsure),
    ("ez nago oso ziur", After::Unsure),
    // Esperanto.
    ("mi ne certas", After::Unsure),
    ("mi ne estas certa", After::Unsure),
    ("mi ne scias", After::Unsure),
    ("mi ne tute certas", After::Unsure),
    ("mi ne estas tute certa", After::Unsure),
    // Maltese.
    ("m'inix żgur", After::Unsure),
    ("m’inix żgur", After::Unsure),
    ("m'inix zgur", After::Unsure),
    ("m’inix zgur", After::Unsure),
    ("m'iniex żgur", After::Unsure),
    ("m’iniex żgur", After::Unsure),
    ("m'iniex zgur", After::Unsure),
    ("m’iniex zgur", After::Unsure),
    ("ma nistax ngħid b'ċertezza", After::Unsure),
    ("ma nistax ngħid b’ċertezza", After::Unsure),
    ("ma nistax nghid b'certezza", After::Unsure),
    ("ma nistax nghid b’certezza", After::Unsure),
    // Haitian Creole.
    ("mwen pa sèten", After::Unsure),
    ("m pa sèten", After::Unsure),
    ("mwen pa fin sèten", After::Unsure),
    ("mwen pa konnen", After::Unsure),
    ("m pa konnen", After::Unsure),
    // Russian.
    ("я не знаю", After::Unsure),
    ("не знаю точно", After::Unsure),
    ("я точно не знаю", After::Unsure),
    ("не знаю наверняка", After::Unsure),
    ("наверняка не знаю", After::Unsure),
    ("не могу сказать точно", After::Unsure),
    ("не могу сказать наверняка", After::Unsure),
    ("не могу точно сказать", After::Unsure),
    ("затрудняюсь", After::Unsure),
    ("я не совсем уверен", After::Unsure),
    ("я не до конца уверен", After::Unsure),
    ("не берусь утверждать", After::Unsure),
    ("не могу утверждать", After::Unsure),
    // Ukrainian.
    ("не знаю напевно", After::Unsure),
    ("напевно не знаю", After::Unsure),
    ("не можу сказати напевно", After::Unsure),
    ("не можу точно сказати", After::Unsure),
    ("не можу стверджувати", After::Unsure),
    ("я не зовсім впевнен", After::Unsure),
    ("я не до кінця впевнен", After::Unsure),
    // Belarusian.
    ("не магу сказаць напэўна", After::Unsure),
    ("не магу дакладна сказаць", After::Unsure),
    ("я не зусім упэўнен", After::Unsure),
    // Polish.
    ("nie wiem", After::Unsure),
    ("nie mam pewności", After::Unsure),
    ("nie jestem przekonan", After::Unsure),
    ("nie potrafię powiedzieć na pewno", After::Unsure),
    ("nie mogę powiedzieć na pewno", After::Unsure),
    ("trudno mi powiedzieć", After::Unsure),
    ("nie jestem do końca pew", After::Unsure),
    ("nie jestem całkiem pew", After::Unsure),
    // Czech.
    ("nevím", After::Unsure),
    ("nejsem si tím jist", After::Unsure),
    ("nejsem si úplně jist", After::Unsure),
    ("nejsem si zcela jist", After::Unsure),
    ("nemohu s jistotou říct", After::Unsure),
    ("nemůžu s jistotou říct", After::Unsure),
    ("nedokážu s jistotou říct", After::Unsure),
    ("nejsem si tím úplně jist", After::Unsure),
    // Slovak.
    ("nie som si úplne ist", After::Unsure),
    ("nie som si tým ist", After::Unsure),
    ("nemôžem s istotou povedať", After::Unsure),
    ("nie som si celkom ist", After::Unsure),
    // Slovenian.
    ("nisem povsem prepričan", After::Unsure),
    ("nisem čisto prepričan", After::Unsure),
    ("ne morem z gotovostjo reči", After::Unsure),
    ("nisem popolnoma prepričan", After::Unsure),
    // Upper Sorbian.
    ("njewěm", After::Unsure),
    ("njejsym sej wěsty", After::Unsure),
    ("njejsym sej wěsta", After::Unsure),
    // Croatian.
    ("nisam posve sigur", After::Unsure),
    ("nisam potpuno sigur", After::Unsure),
    ("nisam baš sigur", After::Unsure),
    ("nisam sto posto sigur", After::Unsure),
    ("nisam 100% sigur", After::Unsure),
    ("ne mogu sa sigurnošću reći", After::Unsure),
    ("ne mogu sa sigurnošću tvrditi", After::Unsure),
    ("nisam uvjeren", After::Unsure),
    ("nisam sasvim sigur", After::Unsure),
    // Serbian (Latin).
    ("nisam ubeđen", After::Unsure),
    ("nisam ubijeđen", After::Unsure),
    ("ne mogu sa sigurnošću da kažem", After::Unsure),
    // Serbian (Cyrillic).
    ("нисам потпуно сигур", After::Unsure),
    ("нисам баш сигур", After::Unsure),
    ("нисам сто посто сигур", After::Unsure),
    ("не могу са сигурношћу да кажем", After::Unsure),
    ("не могу са сигурношћу рећи", After::Unsure),
    ("нисам убеђен", After::Unsure),
    ("нисам сасвим сигур", After::Unsure),
    // Macedonian.
    ("не сум сосема сигур", After::Unsure),
    ("не можам со сигурност да кажам", After::Unsure),
    ("не сум убеден", After::Unsure),
    // Bulgarian.
    ("аз не зная", After::Unsure),
    ("не зная точно", After::Unsure),
    ("не съм напълно сигур", After::Unsure),
    ("не съм съвсем сигур", After::Unsure),
    ("не мога да кажа със сигурност", After::Unsure),
    ("не съм убеден", After::Unsure),
    // Latvian.
    ("neesmu drošs", After::Unsure),
    ("neesmu droša", After::Unsure),
    ("nevaru droši pateikt", After::Unsure),
    ("neesmu īsti pārliecinā", After::Unsure),
    ("neesmu līdz galam pārliecinā", After::Unsure),
    // Lithuanian.
    ("nesu įsitikin", After::Unsure),
    ("negaliu tiksliai pasakyti", After::Unsure),
    ("negaliu užtikrintai pasakyti", After::Unsure),
    ("nesu visiškai tikr", After::Unsure),
    // Finnish.
    ("en tiedä", After::Unsure),
    ("en ole aivan varma", After::Unsure),
    ("en ole täysin varma", After::Unsure),
    ("en ole ihan varma", After::Unsure),
    ("en ole sataprosenttisen varma", After::Unsure),
    ("en osaa sanoa", After::Unsure),
    ("en voi sanoa varmasti", After::Unsure),
    ("en ole kovin varma", After::Unsure),
    // Estonian.
    ("ma ei ole päris kindel", After::Unsure),
    ("ma pole päris kindel", After::Unsure),
    ("ma ei oska kindlalt öelda", After::Unsure),
    ("ma ei oska öelda", After::Unsure),
    ("ma ei ole täiesti kindel", After::Unsure),
    ("ma pole täiesti kindel", After::Unsure),
    // Hungarian.
    ("nem tudom biztosan", After::Unsure),
    ("nem tudom pontosan", After::Unsure),
    ("nem tudom,", After::Unsure),
    ("nem tudom.", After::Unsure),
    ("nem tudom megmondani", After::Unsure),
    ("nem vagyok benne biztos", After::Unsure),
    ("nem vagyok teljesen biztos", After::Unsure),
    ("bizonytalan vagyok", After::Unsure),
    ("nem vagyok egészen biztos", After::Unsure),
    ("nem vagyok száz százalékig biztos", After::Unsure),
    // Greek.
    ("δεν ξέρω", After::Unsure),
    ("δεν το ξέρω", After::Unsure),
    ("δεν γνωρίζω", After::Unsure),
    ("δεν είμαι βέβαιος", After::Unsure),
    ("δεν είμαι βέβαιη", After::Unsure),
    ("δεν είμαι απόλυτα σίγουρ", After::Unsure),
    ("δεν είμαι εντελώς σίγουρ", After::Unsure),
    ("δεν μπορώ να πω με σιγουριά", After::Unsure),
    ("δεν μπορώ να πω με βεβαιότητα", After::Unsure),
    ("δεν είμαι 100% σίγουρ", After::Unsure),
    ("δεν είμαι και πολύ σίγουρ", After::Unsure),
    // Albanian.
    ("nuk jam plotësisht i sigurt", After::Unsure),
    ("nuk jam plotësisht e sigurt", After::Unsure),
    ("s'jam i sigurt", After::Unsure),
    ("s’jam i sigurt", After::Unsure),
    ("s'jam e sigurt", After::Unsure),
    ("s’jam e sigurt", After::Unsure),
    ("s'e di me siguri", After::Unsure),
    ("s’e di me siguri", After::Unsure),
    ("nuk mund ta them me siguri", After::Unsure),
    ("nuk jam krejt i sigurt", After::Unsure),
    ("nuk jam krejt e sigurt", After::Unsure),
    ("nuk jam shumë i sigurt", After::Unsure),
    ("nuk jam shumë e sigurt", After::Unsure),
    // Georgian.
    ("დანამდვილებით ვერ ვიტყვი", After::Unsure),
    ("ვერ ვიტყვი დანამდვილებით", After::Unsure),
    ("დარწმუნებით ვერ ვიტყვი", After::Unsure),
    ("ზუსტად ვერ ვიტყვი", After::Unsure),
    // Armenian.
    ("համոզված չեմ", After::Unsure),
    ("համոզված չեմ", After::Unsure),
    ("վստահ չեմ", After::Unsure),
    ("ստույգ չեմ կարող ասել", After::Unsure),
    ("ստույգ չեմ կարող ասել", After::Unsure),
    ("հաստատ չեմ կարող ասել", After::Unsure),
    ("հաստատ չեմ կարող ասել", After::Unsure),
    // Turkish.
    ("emin olamıyorum", After::Unsure),
    ("kesin olarak söyleyemem", After::Unsure),
    ("kesin bir şey söyleyemem", After::Unsure),
    ("kesin söyleyemem", After::Unsure),
    ("kestiremiyorum", After::Unsure),
    // Azerbaijani.
    ("Əmin deyiləm", After::Unsure),
    ("dəqiq deyə bilmərəm", After::Unsure),
    ("qəti deyə bilmərəm", After::Unsure),
    // Turkmen.
    ("bilmeýärin", After::Unsure),
    ("men ynamly däl", After::Unsure),
    // Kazakh.
    ("сенімсізмін", After::Unsure),
    ("нақты айта алмаймын", After::Unsure),
    ("анық айта алмаймын", After::Unsure),
    // Kyrgyz.
    ("билбейм", After::Unsure),
    ("ишенимим жок", After::Unsure),
    ("так айта албайм", After::Unsure),
    // Uzbek.
    ("amin emasman", After::Unsure),
    ("aniq ayta olmayman", After::Unsure),
    ("билмайман", After::Unsure),
    ("ишончим комил эмас", After::Unsure),
    ("амин эмасман", After::Unsure),
    ("аниқ айта олмайман", After::Unsure),
    ("to'liq ishonchim yo'q", After::Unsure),
    ("toʻliq ishonchim yoʻq", After::Unsure),
    ("to‘liq ishonchim yo‘q", After::Unsure),
    ("to’liq ishonchim yo’q", After::Unsure),
    ("тўлиқ ишончим йўқ", After::Unsure),
    // Tajik.
    ("намедонам", After::Unsure),
    ("боварии комил надорам", After::Unsure),
    ("мутмаин нестам", After::Unsure),
    // Tatar.
    ("белмим", After::Unsure),
    ("төгәл әйтә алмыйм", After::Unsure),
    // Bashkir.
    ("белмәйем", After::Unsure),
    // Chuvash.
    ("пӗлместӗп", After::Unsure),
    // Uyghur.
    ("بىلمەيمەن", After::Unsure),
    ("جەزملەشتۈرەلمەيمەن", After::Unsure),
    ("جەزم قىلالمايمەن", After::Unsure),
    // Mongolian.
    ("би мэдэхгүй", After::Unsure),
    ("би сайн мэдэхгүй", After::Unsure),
    ("лав мэдэхгүй", After::Unsure),
    ("баттай хэлж чадахгүй", After::Unsure),
    ("тодорхой хэлж чадахгүй", After::Unsure),
    // Hebrew.
    ("אינני בטוח", After::Unsure),
    ("איני בטוח", After::Unsure),
    ("אני לא יודע", After::Unsure),
    ("איני יודע", After::Unsure),
    ("אינני יודע", After::Unsure),
    ("אין לי מושג", After::Unsure),
    ("אני לא יכול לומר בוודאות", After::Unsure),
    ("אני לא יכולה לומר בוודאות", After::Unsure),
    ("אין לי ודאות", After::Unsure),
    // Arabic.
    ("لست متيقن", After::Unsure),
    ("لست واثق", After::Unsure),
    ("لست على يقين", After::Unsure),
    ("لا أستطيع الجزم", After::Unsure),
    ("لا يمكنني الجزم", After::Unsure),
    ("لست متاكد", After::Unsure),
    ("لا اعرف", After::Unsure),
    ("لا اعلم", After::Unsure),
    ("لا أملك معلومات مؤكدة", After::Unsure),
    ("لا أستطيع التأكد", After::Unsure),
    ("لا يمكنني التأكد", After::Unsure),
    // Persian.
    ("اطمینان ندارم", After::Unsure),
    ("یقین ندارم", After::Unsure),
    ("نمی‌توانم با اطمینان بگویم", After::Unsure),
    ("نمی توانم با اطمینان بگویم", After::Unsure),
    ("نمیتوانم با اطمینان بگویم", After::Unsure),
    ("نمی‌دونم", After::Unsure),
    ("نمی دونم", After::Unsure),
    ("نمیدونم", After::Unsure),
    ("با قطعیت نمی‌توانم بگویم", After::Unsure),
    ("با قطعیت نمی توانم بگویم", After::Unsure),
    ("با قطعیت نمیتوانم بگویم", After::Unsure),
    ("مطمئن نمی‌باشم", After::Unsure),
    ("مطمئن نمی باشم", After::Unsure),
    ("مطمئن نمیباشم", After::Unsure),
    // Kurdish (Sorani).
    ("دڵنیا نیم", After::Unsure),
    ("نازانم", After::Unsure),
    // Kurdish (Kurmanji).
    ("ne bawer im", After::Unsure),
    ("nizanim", After::Unsure),
    // Pashto.
    ("زه باوري نه یم", After::Unsure),
    ("زه نه پوهیږم", After::Unsure),
    ("زه نه پوهېږم", After::Unsure),
    ("ډاډه نه یم", After::Unsure),
    // Urdu.
    ("مجھے پکا نہیں پتا", After::Unsure),
    ("مجھے پکا معلوم نہیں", After::Unsure),
    ("میں یقین سے نہیں کہہ سکتا", After::Unsure),
    ("میں یقین سے نہیں کہہ سکتی", After::Unsure),
    ("مجھے پتا نہیں", After::Unsure),
    ("مجھے پتہ نہیں", After::Unsure),
    ("مجھے نہیں پتا", After::Unsure),
    ("مجھے نہیں پتہ", After::Unsure),
    ("مجھے پورا یقین نہیں", After::Unsure),
    ("مجھے پختہ یقین نہیں", After::Unsure),
    ("میں وثوق سے نہیں کہہ سکتا", After::Unsure),
    ("میں وثوق سے نہیں کہہ سکتی", After::Unsure),
    // Sindhi.
    ("مون کي پڪ ناهي", After::Unsure),
    ("مونکي پڪ ناهي", After::Unsure),
    ("مون کي خبر ناهي", After::Unsure),
    ("مونکي خبر ناهي", After::Unsure),
    ("مون کي پڪ نه آهي", After::Unsure),
    // Hindi.
    ("मुझे यक़ीन नहीं", After::Unsure),
    ("मुझे यक़ीन नहीं", After::Unsure),
    ("मैं निश्चित नहीं हूँ", After::Unsure),
    ("मैं निश्चित नहीं हूं", After::Unsure),
    ("मैं आश्वस्त नहीं हूँ", After::Unsure),
    ("मैं आश्वस्त नहीं हूं", After::Unsure),
    ("मुझे ठीक से नहीं पता", After::Unsure),
    ("मुझे ठीक-ठीक नहीं पता", After::Unsure),
    ("मैं पक्के तौर पर नहीं कह सकत", After::Unsure),
    ("मैं यकीन से नहीं कह सकत", After::Unsure),
    ("मैं यक़ीन से नहीं कह सकत", After::Unsure),
    ("मैं यक़ीन से नहीं कह सकत", After::Unsure),
    ("मैं निश्चित रूप से नहीं कह सकत", After::Unsure),
    ("मुझे पूरा यकीन नहीं", After::Unsure),
    ("मुझे पूरा यक़ीन नहीं", After::Unsure),
    ("मुझे पूरा यक़ीन नहीं", After::Unsure),
    ("मुझे पक्का पता नहीं", After::Unsure),
    ("मुझे निश्चित रूप से नहीं पता", After::Unsure),
    ("मुझे सही से नहीं पता", After::Unsure),
    // Marathi.
    ("मला नक्की माहीत नाही", After::Unsure),
    ("मला नक्की माहित नाही", After::Unsure),
    ("मला पक्की खात्री नाही", After::Unsure),
    ("मला पूर्ण खात्री नाही", After::Unsure),
    ("मी खात्रीने सांगू शकत नाही", After::Unsure),
    ("मला नक्की सांगता येणार नाही", After::Unsure),
    ("मला नक्की सांगता येत नाही", After::Unsure),
    // Gujarati.
    ("મને ખાતરી નથી", After::Unsure),
    ("મને ખબર નથી", After::Unsure),
    ("મને ચોક્કસ ખબર નથી", After::Unsure),
    ("મને પાકી ખાતરી નથી", After::Unsure),
    ("હું ચોક્કસ નથી", After::Unsure),
    ("હું ચોક્કસ કહી શકતો નથી", After::Unsure),
    ("હું ચોક્કસ કહી શકતી નથી", After::Unsure),
    ("મને પૂરી ખાતરી નથી", After::Unsure),
    // Punjabi.
    ("ਮੈਨੂੰ ਯਕੀਨ ਨਹੀਂ", After::Unsure),
    ("ਮੈਨੂੰ ਪੱਕਾ ਨਹੀਂ ਪਤਾ", After::Unsure),
    ("ਮੈਨੂੰ ਨਹੀਂ ਪਤਾ", After::Unsure),
    ("ਮੈਨੂੰ ਪਤਾ ਨਹੀਂ", After::Unsure),
    ("ਮੈਂ ਪੱਕਾ ਨਹੀਂ ਕਹਿ ਸਕਦਾ", After::Unsure),
    ("ਮੈਂ ਪੱਕਾ ਨਹੀਂ ਕਹਿ ਸਕਦੀ", After::Unsure),
    ("ਮੈਨੂੰ ਪੱਕਾ ਪਤਾ ਨਹੀਂ", After::Unsure),
    ("مینوں یقین نہیں", After::Unsure),
    ("مینوں نہیں پتا", After::Unsure),
    ("مینوں پتا نہیں", After::Unsure),
    // Bengali.
    ("নিশ্চিত করে বলতে পারছি না", After::Unsure),
    ("নিশ্চিতভাবে বলতে পারছি না", After::Unsure),
    ("নিশ্চিত ভাবে বলতে পারছি না", After::Unsure),
    ("নিশ্চিত করে বলতে পারব না", After::Unsure),
    ("নিশ্চিতভাবে বলতে পারব না", After::Unsure),
    // Assamese.
    ("মই নিশ্চিত নহয়", After::Unsure),
    ("মই নিশ্চিত নহয়", After::Unsure),
    ("মই নাজানো", After::Unsure),
    ("মই নিশ্চিতভাৱে নাজানো", After::Unsure),
    ("মই নিশ্চিতভাৱে ক'ব নোৱাৰো", After::Unsure),
    ("মই নিশ্চিতভাৱে ক’ব নোৱাৰো", After::Unsure),
    ("মই নিশ্চিত নহওঁ", After::Unsure),
    // Odia.
    ("ମୁଁ ନିଶ୍ଚିତ ନୁହେଁ", After::Unsure),
    ("ମୁଁ ଜାଣେ ନାହିଁ", After::Unsure),
    ("ମୋତେ ଜଣା ନାହିଁ", After::Unsure),
    ("ମୁଁ ନିଶ୍ଚିତ ଭାବରେ କହିପାରିବି ନାହିଁ", After::Unsure),
    ("ମୋତେ ନିଶ୍ଚିତ ଜଣା ନାହିଁ", After::Unsure),
    // Nepali.
    ("मलाई ठ्याक्कै थाहा छैन", After::Unsure),
    ("मलाई यकिन छैन", After::Unsure),
    ("म ढुक्क छैनँ", After::Unsure),
    ("मलाई निश्चित थाहा छैन", After::Unsure),
    ("निश्चित रूपमा भन्न सक्दिन", After::Unsure),
    // Sinhala.
    ("මම දන්නේ නැහැ", After::Unsure),
    ("මම දන්නේ නෑ", After::Unsure),
    ("මට හරියටම කියන්න බැහැ", After::Unsure),
    ("මට ස්ථිරව කියන්න බැහැ", After::Unsure),
    ("මට විශ්වාස නෑ", After::Unsure),
    ("මට ස්ථිරවම කියන්න බෑ", After::Unsure),
    ("මට හරියටම කියන්න බෑ", After::Unsure),
    // Tamil.
    ("எனக்கு உறுதியில்லை", After::Unsure),
    ("என்னால் உறுதியாகச் சொல்ல முடியாது", After::Unsure),
    ("என்னால் உறுதியாக சொல்ல முடியாது", After::Unsure),
    ("எனக்கு சரியாகத் தெரியவில்லை", After::Unsure),
    ("எனக்கு சரியாக தெரியவில்லை", After::Unsure),
    ("எனக்குத் தெரியாது", After::Unsure),
    ("எனக்கு தெரியாது", After::Unsure),
    ("எனக்கு உறுதியாகத் தெரியாது", After::Unsure),
    ("எனக்கு உறுதியாக தெரியாது", After::Unsure),
    ("நான் உறுதியாக இல்லை", After::Unsure),
    // Telugu.
    ("నాకు ఖచ్చితంగా తెలీదు", After::Unsure),
    ("నాకు తెలీదు", After::Unsure),
    ("నాకు సరిగ్గా తెలియదు", After::Unsure),
    ("నాకు సరిగా తెలియదు", After::Unsure),
    ("నాకు నిశ్చయంగా తెలియదు", After::Unsure),
    ("ఖచ్చితంగా చెప్పలేను", After::Unsure),
    ("కచ్చితంగా చెప్పలేను", After::Unsure),
    // Kannada.
    ("ನನಗೆ ಖಚಿತವಾಗಿ ಗೊತ್ತಿಲ್ಲ", After::Unsure),
    ("ನನಗೆ ಸರಿಯಾಗಿ ಗೊತ್ತಿಲ್ಲ", After::Unsure),
    ("ನನಗೆ ತಿಳಿದಿಲ್ಲ", After::Unsure),
    ("ನನಗೆ ಖಚಿತವಾಗಿ ತಿಳಿದಿಲ್ಲ", After::Unsure),
    ("ಖಚಿತವಾಗಿ ಹೇಳಲಾರೆ", After::Unsure),
    ("ನಾನು ಖಚಿತವಾಗಿ ಹೇಳಲು ಸಾಧ್ಯವಿಲ್ಲ", After::Unsure),
    // Malayalam.
    ("എനിക്ക് കൃത്യമായി അറിയില്ല", After::Unsure),
    ("എനിക്ക് തീർച്ചയില്ല", After::Unsure),
    ("എനിക്ക് തീര്‍ച്ചയില്ല", After::Unsure),
    ("എനിക്ക് ഉറപ്പായി പറയാൻ കഴിയില്ല", After::Unsure),
    ("എനിക്ക് ഉറപ്പായി പറയാന്‍ കഴിയില്ല", After::Unsure),
    ("എനിക്ക് ഉറപ്പിച്ചു പറയാൻ കഴിയില്ല", After::Unsure),
    ("എനിക്ക് ഉറപ്പിച്ചു പറയാന്‍ കഴിയില്ല", After::Unsure),
    ("എനിക്ക് കൃത്യമായി പറയാൻ കഴിയില്ല", After::Unsure),
    ("എനിക്ക് കൃത്യമായി പറയാന്‍ കഴിയില്ല", After::Unsure),
    ("എനിക്ക് നിശ്ചയമില്ല", After::Unsure),
    // Chinese.
    ("我不太确定", After::Unsure),
    ("我不清楚", After::Unsure),
    ("我不太清楚", After::Unsure),
    ("我也不清楚", After::Unsure),
    ("我不敢肯定", After::Unsure),
    ("我无法确定", After::Unsure),
    ("我说不准", After::Unsure),
    ("我拿不准", After::Unsure),
    ("我不是很确定", After::Unsure),
    ("我不太肯定", After::Unsure),
    ("我不能确定", After::Unsure),
    ("我没法确定", After::Unsure),
    ("我不是很清楚", After::Unsure),
    ("我不能肯定", After::Unsure),
    ("我不敢确定", After::Unsure),
    ("我没有把握", After::Unsure),
    ("我不是百分之百确定", After::Unsure),
    ("我不完全确定", After::Unsure),
    // Chinese (Traditional).
    ("我不確定", After::Unsure),
    ("我不太確定", After::Unsure),
    ("我無法確定", After::Unsure),
    ("我說不準", After::Unsure),
    ("我拿不準", After::Unsure),
    ("我不是很確定", After::Unsure),
    ("我不能確定", After::Unsure),
    ("我沒有把握", After::Unsure),
    ("我不完全確定", After::Unsure),
    // Cantonese.
    ("我唔知", After::Unsure),
    ("我唔肯定", After::Unsure),
    ("我唔係好肯定", After::Unsure),
    ("我唔太肯定", After::Unsure),
    ("我唔係好清楚", After::Unsure),
    ("我唔清楚", After::Unsure),
    // Japanese.
    ("自信がありません", After::Unsure),
    ("断言できません", After::Unsure),
    ("確信はありません", After::Unsure),
    ("存じません", After::Unsure),
    ("わかりかねます", After::Unsure),
    ("分かりかねます", After::Unsure),
    ("はっきり言えません", After::Unsure),
    // Korean.
    ("확신이 없습니다", After::Unsure),
    ("확신이 없어요", After::Unsure),
    ("확신할 수 없습니다", After::Unsure),
    ("확신할 수 없어요", After::Unsure),
    ("장담할 수 없습니다", After::Unsure),
    ("장담할 수 없어요", After::Unsure),
    ("확실치 않습니다", After::Unsure),
    ("확실히 말씀드리기 어렵", After::Unsure),
    ("확실하게 말씀드리기 어렵", After::Unsure),
    ("확신이 서지 않습니다", After::Unsure),
    ("단정할 수 없습니다", After::Unsure),
    ("정확히 알지 못합니다", After::Unsure),
    // Vietnamese.
    ("tôi không biết", After::Unsure),
    ("tôi không rõ", After::Unsure),
    ("tôi không dám chắc", After::Unsure),
    ("tôi không thể khẳng định", After::Unsure),
    ("tôi chưa chắc", After::Unsure),
    ("mình không biết", After::Unsure),
    ("mình không rõ", After::Unsure),
    ("tôi không thể chắc chắn", After::Unsure),
    // Thai.
    ("ผมไม่ทราบ", After::Unsure),
    ("ฉันไม่ทราบ", After::Unsure),
    ("ผมไม่มั่นใจ", After::Unsure),
    ("ฉันไม่มั่นใจ", After::Unsure),
    ("ผมไม่สามารถยืนยันได้", After::Unsure),
    ("ฉันไม่สามารถยืนยันได้", After::Unsure),
    ("ผมไม่รู้แน่", After::Unsure),
    ("ฉันไม่รู้แน่", After::Unsure),
    // Lao.
    ("ຂ້ອຍບໍ່ແນ່ໃຈ", After::Unsure),
    ("ຂ້າພະເຈົ້າບໍ່ແນ່ໃຈ", After::Unsure),
    ("ຂ້ອຍບໍ່ໝັ້ນໃຈ", After::Unsure),
    ("ຂ້ອຍບໍ່ຮູ້ແນ່", After::Unsure),
    ("ຂ້າພະເຈົ້າບໍ່ຮູ້ແນ່", After::Unsure),
    ("ຂ້ອຍບໍ່ຮູ້ວ່າ", After::Unsure),
    // Khmer.
    ("ខ្ញុំមិនច្បាស់", After::Unsure),
    ("ខ្ញុំមិនសូវច្បាស់", After::Unsure),
    ("ខ្ញុំមិនអាចបញ្ជាក់បាន", After::Unsure),
    // Burmese.
    ("သေချာမပြောနိုင်", After::Unsure),
    ("သေချာ မပြောနိုင်", After::Unsure),
    ("သေချာမသိ", After::Unsure),
    // Tibetan.
    ("ངས་མི་ཤེས", After::Unsure),
    ("ང་ལ་ངེས་པ་མེད", After::Unsure),
    ("ངས་ངེས་པར་མི་ཤེས", After::Unsure),
    ("ངས་ཤེས་ཀྱི་མེད", After::Unsure),
    // Indonesian.
    ("saya kurang yakin", After::Unsure),
    ("saya tidak tahu", After::Unsure),
    ("saya tidak begitu yakin", After::Unsure),
    ("saya tidak bisa memastikan", After::Unsure),
    ("saya tidak dapat memastikan", After::Unsure),
    ("saya belum yakin", After::Unsure),
    ("aku kurang yakin", After::Unsure),
    ("aku tidak tahu", After::Unsure),
    ("saya tidak terlalu yakin", After::Unsure),
    ("saya tidak sepenuhnya yakin", After::Unsure),
    // Malay.
    ("saya tidak begitu pasti", After::Unsure),
    ("saya tidak berapa pasti", After::Unsure),
    ("saya tak pasti", After::Unsure),
    ("saya tak tahu", After::Unsure),
    // Javanese.
    ("aku ora yakin", After::Unsure),
    ("kula mboten yakin", After::Unsure),
    ("aku ora ngerti", After::Unsure),
    ("kula mboten ngertos", After::Unsure),
    ("kula mboten mangertos", After::Unsure),
    ("aku ora patiya yakin", After::Unsure),
    // Sundanese.
    ("abdi teu yakin", After::Unsure),
    ("kuring teu yakin", After::Unsure),
    ("abdi teu terang", After::Unsure),
    ("kuring teu nyaho", After::Unsure),
    ("abdi henteu yakin", After::Unsure),
    ("kuring henteu yakin", After::Unsure),
    // Tagalog.
    ("di ako sigurado", After::Unsure),
    ("hindi ako tiyak", After::Unsure),
    ("hindi ako lubos na sigurado", After::Unsure),
    ("hindi ko tiyak", After::Unsure),
    ("hindi ko sigurado", After::Unsure),
    ("hindi ako gaanong sigurado", After::Unsure),
    ("hindi ako masyadong sigurado", After::Unsure),
    ("di ako tiyak", After::Unsure),
    // Cebuano.
    ("dili ko sigurado", After::Unsure),
    ("wala ko kahibalo", After::Unsure),
    ("dili ako sigurado", After::Unsure),
    ("wala ako kahibalo", After::Unsure),
    ("dili ko segurado", After::Unsure),
    ("dili ko kasiguro", After::Unsure),
    // Malagasy.
    ("tsy azoko antoka", After::Unsure),
    ("tsy fantatro", After::Unsure),
    ("tsy matoky aho", After::Unsure),
    ("tsy dia azoko antoka", After::Unsure),
    // Maori.
    ("kāore au i te mōhio", After::Unsure),
    ("kāore au i te tino mōhio", After::Unsure),
    ("kaore au i te mohio", After::Unsure),
    ("kaore au i te tino mohio", After::Unsure),
    ("kāore au i te tino mārama", After::Unsure),
    ("kāore au i te tino māia", After::Unsure),
    ("kāore au i te tino whakapono", After::Unsure),
    // Samoan.
    ("ou te le mautinoa", After::Unsure),
    ("ou te lē mautinoa", After::Unsure),
    ("ou te le iloa", After::Unsure),
    ("ou te lē iloa", After::Unsure),
    // Hawaiian.
    ("ʻaʻole maopopo iaʻu", After::Unsure),
    ("'a'ole maopopo ia'u", After::Unsure),
    ("‘a‘ole maopopo ia‘u", After::Unsure),
    ("ʻaʻole au i maopopo", After::Unsure),
    ("'a'ole au i maopopo", After::Unsure),
    ("‘a‘ole au i maopopo", After::Unsure),
    ("aole maopopo iau", After::Unsure),
    ("’a’ole maopopo ia’u", After::Unsure),
    ("ʻaʻole maopopo loa iaʻu", After::Unsure),
    ("'a'ole maopopo loa ia'u", After::Unsure),
    ("‘a‘ole maopopo loa ia‘u", After::Unsure),
    // Quechua.
    ("manam yachanichu", After::Unsure),
    ("mana yachanichu", After::Unsure),
    ("manam allintachu yachani", After::Unsure),
    ("manam sutintachu yachani", After::Unsure),
    ("mana allintachu yachani", After::Unsure),
    // Guarani.
    ("ndaikuaái", After::Unsure),
    ("ndaikuaai", After::Unsure),
    // Swahili.
    ("sina hakika", After::Unsure),
    ("siwezi kusema kwa uhakika", After::Unsure),
    ("siwezi kusema kwa hakika", After::Unsure),
    ("siwezi kuthibitisha", After::Unsure),
    // Yoruba.
    ("ko da mi loju", After::Unsure),
    ("emi ko mo", After::Unsure),
    ("èmi kò mọ̀", After::Unsure),
    // Igbo.
    ("amaghị m", After::Unsure),
    ("amaghi m", After::Unsure),
    ("ejighị m n'aka", After::Unsure),
    ("ejighị m n’aka", After::Unsure),
    ("ejighi m n'aka", After::Unsure),
    ("ejighi m n’aka", After::Unsure),
    ("o doghị m anya", After::Unsure),
    ("o doghi m anya", After::Unsure),
    ("amachaghị m nke ọma", After::Unsure),
    // Hausa.
    ("ban tabbatar ba", After::Unsure),
    ("ba ni da tabbas", After::Unsure),
    ("ban tabbata sosai ba", After::Unsure),
    ("ban sani sosai ba", After::Unsure),
    ("ba zan iya faɗi da tabbas ba", After::Unsure),
    ("ba zan iya fadi da tabbas ba", After::Unsure),
    // Zulu.
    ("angikwazi ukusho ngokuqiniseka", After::Unsure),
    ("anginaso isiqiniseko", After::Unsure),
    // Xhosa.
    ("andiqinisekanga", After::Unsure),
    ("andazi", After::Unsure),
    ("andinaso isiqiniseko", After::Unsure),
    // Somali.
    ("aniga ma hubo", After::Unsure),
    ("anigu ma hubo", After::Unsure),
    ("ma aqaan", After::Unsure),
    ("si hubaal ah uma aqaan", After::Unsure),
    // Amharic.
    ("በእርግጠኝነት መናገር አልችልም", After::Unsure),
    ("እርግጠኛ መሆን አልችልም", After::Unsure),
    // Tigrinya.
    ("ርግጸኛ ኣይኮንኩ", After::Unsure),
    ("ርግፀኛ ኣይኮንኩ", After::Unsure),
    ("ኣነ ኣይፈልጥን", After::Unsure),
    ("ብርግጽ ኣይፈልጥን", After::Unsure),
    ("ብርግፅ ኣይፈልጥን", After::Unsure),
    // Kinyarwanda.
    ("sinzi neza", After::Unsure),
    ("simbizi", After::Unsure),
    ("simbyizeye", After::Unsure),
    ("ntabwo nzi neza", After::Unsure),
    ("sinabyemeza", After::Unsure),
    ("sinzi niba", After::Unsure),
    // A remark after a value that the writer is not sure of it, in 118 languages (a third
    // round: `not quite sure`, `不太确定`, `glaube ich`, `자신이 없어요`).
    ("not sure", After::Unsure),
    ("not quite sure", After::Unsure),
    ("not 100% sure", After::Unsure),
    ("nicht ganz sicher", After::Unsure),
    ("glaube ich", After::Unsure),
    ("ohne gewähr", After::Unsure),
    ("denk ik", After::Unsure),
    ("geloof ik", After::Unsure),
    ("als ik me goed herinner", After::Unsure),
    ("nie seker nie", After::Unsure),
    ("dink ek", After::Unsure),
    ("glo ek", After::Unsure),
    ("tror jag", After::Unsure),
    ("om jag minns rätt", After::Unsure),
    ("ikke sikker", After::Unsure),
    ("tror jeg", After::Unsure),
    ("hvis jeg husker riktig", After::Unsure),
    ("ikke helt sikker", After::Unsure),
    ("hvis jeg husker rigtigt", After::Unsure),
    ("uden garanti", After::Unsure),
    ("ekki viss", After::Unsure),
    ("held ég", After::Unsure),
    ("ef ég man rétt", After::Unsure),
    ("ikki vísur", After::Unsure),
    ("net sécher", After::Unsure),
    ("mengen ech", After::Unsure),
    ("נישט זיכער", After::Unsure),
    ("tink ik", After::Unsure),
    ("net wis", After::Unsure),
    ("sans certitude", After::Unsure),
    ("si je me souviens bien", After::Unsure),
    ("no estoy seguro", After::Unsure),
    ("no estoy segura", After::Unsure),
    ("si no me equivoco", After::Unsure),
    ("sin certeza", After::Unsure),
    ("se não me engano", After::Unsure),
    ("sem certeza", After::Unsure),
    ("acho eu", After::Unsure),
    ("non sono sicuro", After::Unsure),
    ("non sono sicura", After::Unsure),
    ("se non sbaglio", After::Unsure),
    ("se ricordo bene", After::Unsure),
    ("si no m'equivoco", After::Unsure),
    ("non estou seguro", After::Unsure),
    ("non estou segura", After::Unsure),
    ("se non me engano", After::Unsure),
    ("nu sunt sigură", After::Unsure),
    ("dacă îmi amintesc bine", After::Unsure),
    ("dacă nu mă înșel", After::Unsure),
    ("ut opinor", After::Unsure),
    ("ni fallor", After::Unsure),
    ("ut puto", After::Unsure),
    ("sílim", After::Unsure),
    ("ddim yn siŵr", After::Unsure),
    ("dwi'n meddwl", After::Unsure),
    ("saoilidh mi", After::Unsure),
    ("δεν είμαι σίγουρος", After::Unsure),
    ("δεν είμαι σίγουρη", After::Unsure),
    ("νομίζω", After::Unsure),
    ("αν θυμάμαι καλά", After::Unsure),
    ("besoj", After::Unsure),
    ("naħseb", After::Unsure),
    ("mhux ċert", After::Unsure),
    ("uste dut", After::Unsure),
    ("не совсем уверен", After::Unsure),
    ("если не ошибаюсь", After::Unsure),
    ("не впевнений", After::Unsure),
    ("не впевнена", After::Unsure),
    ("якщо не помиляюся", After::Unsure),
    ("не ўпэўнены", After::Unsure),
    ("не ўпэўнена", After::Unsure),
    ("калі не памыляюся", After::Unsure),
    ("nie jestem pewien", After::Unsure),
    ("nie jestem pewna", After::Unsure),
    ("jeśli dobrze pamiętam", After::Unsure),
    ("o ile pamiętam", After::Unsure),
    ("wydaje mi się", After::Unsure),
    // (Its clitic may stand second in the sentence, before the verb: `Sazbu DPH si nejsem
    // jistý`.)
    ("si nejsem jist", After::Unsure),
    ("si nejsem úplně jist", After::Unsure),
    ("nejsem si jistý", After::Unsure),
    ("nejsem si jistá", After::Unsure),
    ("pokud se nepletu", After::Unsure),
    ("pokud si dobře pamatuji", After::Unsure),
    ("nie som si istý", After::Unsure),
    ("nie som si istá", After::Unsure),
    ("ak sa nemýlim", After::Unsure),
    ("ak si dobre pamätám", After::Unsure),
    ("če se ne motim", After::Unsure),
    ("ako se ne varam", After::Unsure),
    ("ako se dobro sjećam", After::Unsure),
    ("ако се не варам", After::Unsure),
    ("ako se dobro sećam", After::Unsure),
    ("не сум сигурен", After::Unsure),
    ("не сум сигурна", After::Unsure),
    ("ако не се лажам", After::Unsure),
    ("не съм сигурен", After::Unsure),
    ("не съм сигурна", After::Unsure),
    ("ако не се лъжа", After::Unsure),
    ("ако не греша", After::Unsure),
    ("nesu tikras", After::Unsure),
    ("nesu tikra", After::Unsure),
    ("jei neklystu", After::Unsure),
    ("neesmu pārliecināts", After::Unsure),
    ("neesmu pārliecināta", After::Unsure),
    ("ja nemaldos", After::Unsure),
    ("luulen", After::Unsure),
    ("jos muistan oikein", After::Unsure),
    ("käsittääkseni", After::Unsure),
    ("pole kindel", After::Unsure),
    ("kui ma ei eksi", After::Unsure),
    ("ha jól emlékszem", After::Unsure),
    ("azt hiszem", After::Unsure),
    ("sanırım", After::Unsure),
    ("yanılmıyorsam", After::Unsure),
    ("diye tahmin ediyorum", After::Unsure),
    ("səhv etmirəmsə", After::Unsure),
    ("қателеспесем", After::Unsure),
    ("болуы мүмкін", After::Unsure),
    ("shekilli", After::Unsure),
    ("aniq bilmayman", After::Unsure),
    ("adashmasam", After::Unsure),
    ("так билбейм", After::Unsure),
    ("жаңылбасам", After::Unsure),
    ("ýalňyşmaýan bolsam", After::Unsure),
    ("төгәл белмим", After::Unsure),
    ("ئېنىق بىلمەيمەن", After::Unsure),
    ("მგონი", After::Unsure),
    ("თუ არ ვცდები", After::Unsure),
    ("եթե չեմ սխալվում", After::Unsure),
    ("على ما أعتقد", After::Unsure),
    ("على ما أظن", After::Unsure),
    ("إن لم أكن مخطئ", After::Unsure),
    ("אם אני זוכר נכון", After::Unsure),
    ("אני חושב", After::Unsure),
    ("ሳይሆን አይቀርም", After::Unsure),
    ("ይመስለኛል", After::Unsure),
    ("እርግጠኛ አይደለሁም", After::Unsure),
    ("اگر اشتباه نکنم", After::Unsure),
    ("боварӣ надорам", After::Unsure),
    ("агар хато накунам", After::Unsure),
    ("ez bawer dikim", After::Unsure),
    ("ez ne bawer im", After::Unsure),
    ("मुझे लगता है", After::Unsure),
    ("निश्चित नहीं", After::Unsure),
    ("यकीन नहीं", After::Unsure),
    ("यक़ीन नहीं", After::Unsure),
    ("یقین نہیں", After::Unsure),
    ("یقینی نہیں", After::Unsure),
    ("پکا نہیں", After::Unsure),
    ("আমার মনে হয়", After::Unsure),
    ("নিশ্চিত না", After::Unsure),
    ("নিশ্চিত নহয়", After::Unsure),
    ("ਪੱਕਾ ਨਹੀਂ", After::Unsure),
    ("ਯਕੀਨ ਨਹੀਂ", After::Unsure),
    ("ખાતરી નથી", After::Unsure),
    ("ચોક્કસ નથી", After::Unsure),
    ("खात्री नाही", After::Unsure),
    ("नक्की माहीत नाही", After::Unsure),
    ("हुन सक्छ", After::Unsure),
    ("होला", After::Unsure),
    ("निश्चित छैन", After::Unsure),
    ("मन्ये", After::Unsure),
    ("स्यात्", After::Unsure),
    ("ନିଶ୍ଚିତ ନୁହେଁ", After::Unsure),
    ("විය හැකිය", After::Unsure),
    ("වෙන්න පුළුවන්", After::Unsure),
    ("විශ්වාස නැත", After::Unsure),
    ("ٿي سگهي ٿو", After::Unsure),
    ("پڪ ناهي", After::Unsure),
    ("இருக்கலாம்", After::Unsure),
    ("என்று நினைக்கிறேன்", After::Unsure),
    ("உறுதியாக தெரியவில்லை", After::Unsure),
    ("உறுதியாகத் தெரியவில்லை", After::Unsure),
    ("అనుకుంటున్నాను", After::Unsure),
    ("కావచ్చు", After::Unsure),
    ("ఖచ్చితంగా తెలియదు", After::Unsure),
    ("కచ్చితంగా తెలియదు", After::Unsure),
    ("ಇರಬಹುದು", After::Unsure),
    ("ಎಂದು ಭಾವಿಸುತ್ತೇನೆ", After::Unsure),
    ("ಅನಿಸುತ್ತದೆ", After::Unsure),
    ("ಖಚಿತವಿಲ್ಲ", After::Unsure),
    ("ಖಚಿತವಾಗಿ ಗೊತ್ತಿಲ್ಲ", After::Unsure),
    ("സാധ്യതയുണ്ട്", After::Unsure),
    ("ആയിരിക്കാം", After::Unsure),
    ("ഉറപ്പില്ല", After::Unsure),
    ("എന്ന് തോന്നുന്നു", After::Unsure),
    ("ไม่แน่ใจ", After::Unsure),
    ("ถ้าจำไม่ผิด", After::Unsure),
    ("ບໍ່ແນ່ໃຈ", After::Unsure),
    ("មិនប្រាកដ", After::Unsure),
    ("មិនច្បាស់", After::Unsure),
    ("ဖြစ်ဖွယ်ရှိ", After::Unsure),
    ("ဖြစ်နိုင်တယ်", After::Unsure),
    ("ဖြစ်နိုင်ပါတယ်", After::Unsure),
    ("ဖြစ်နိုင်သည်", After::Unsure),
    ("ထင်ပါတယ်", After::Unsure),
    ("nếu tôi nhớ không nhầm", After::Unsure),
    ("nếu không nhầm", After::Unsure),
    ("kurang yakin", After::Unsure),
    ("kalau tidak salah", After::Unsure),
    ("jika tidak salah", After::Unsure),
    ("tidak pasti", After::Unsure),
    ("kurang pasti", After::Unsure),
    ("jika tidak silap", After::Unsure),
    ("kalau tak silap", After::Unsure),
    ("hindi sigurado", After::Unsure),
    ("kung hindi ako nagkakamali", After::Unsure),
    ("dili sigurado", After::Unsure),
    ("ora yakin", After::Unsure),
    ("teu yakin", After::Unsure),
    ("tsis paub meej", After::Unsure),
    ("tsis paub tseeb", After::Unsure),
    ("不太确定", After::Unsure),
    ("如果我没记错", After::Unsure),
    ("不確定", After::Unsure),
    ("不太確定", After::Unsure),
    ("如果我沒記錯", After::Unsure),
    ("唔肯定", After::Unsure),
    ("唔太肯定", After::Unsure),
    ("如果我冇記錯", After::Unsure),
    ("たぶん", After::Unsure),
    ("と思います", After::Unsure),
    ("かもしれません", After::Unsure),
    ("定かではありません", After::Unsure),
    ("아마도", After::Unsure),
    ("확실하지 않아요", After::Unsure),
    ("확실하지 않습니다", After::Unsure),
    ("가능성이 높습니다", After::Unsure),
    ("магадлалтай", After::Unsure),
    ("сайн мэдэхгүй", After::Unsure),
    ("ཡིན་སྲིད", After::Unsure),
    ("ཡིན་པ་འདྲ", After::Unsure),
    ("nadhani", After::Unsure),
    ("kama sijakosea", After::Unsure),
    ("ma hubo", After::Unsure),
    ("echere m", After::Unsure),
    ("ta'uu danda'a", After::Unsure),
    ("handina chokwadi", After::Unsure),
    ("ho ka etsahala", After::Unsure),
    ("ha ke na bonnete", After::Unsure),
    ("go ka direga", After::Unsure),
    ("ga ke na bonnete", After::Unsure),
    ("sindikutsimikiza", After::Unsure),
    ("sirina bukakafu", After::Unsure),
    ("paha", After::Unsure),
    ("ʻaʻole maopopo", After::Unsure),
    // Remarks that call a value an example or a stand-in to replace, of two words or more
    // or in a script written without spaces, in about 125 languages (helper data,
    // 2026-11-28).
    // en
    ("for example", After::CallsExample),
    ("dummy value", After::CallsExample),
    ("replace with the real one", After::CallsExample),
    ("replace with your actual number", After::CallsExample),
    ("fill in your own", After::CallsExample),
    ("this is just an example", After::CallsExample),
    ("just an example", After::CallsExample),
    ("for illustration", After::CallsExample),
    ("example value", After::CallsExample),
    ("for instance", After::CallsExample),
    ("sample value", After::CallsExample),
    ("example only", After::CallsExample),
    // fr
    ("par exemple", After::CallsExample),
    ("p. ex.", After::CallsExample),
    ("valeur fictive", After::CallsExample),
    ("espace réservé", After::CallsExample),
    ("à remplacer par", After::CallsExample),
    ("remplacez par la vraie valeur", After::CallsExample),
    ("remplacez par votre numéro réel", After::CallsExample),
    ("remplacez par le vôtre", After::CallsExample),
    ("indiquez le vôtre", After::CallsExample),
    ("ce n'est qu'un exemple", After::CallsExample),
    ("c'est juste un exemple", After::CallsExample),
    ("à titre d'exemple", After::CallsExample),
    ("à titre indicatif", After::CallsExample),
    ("valeur d'exemple", After::CallsExample),
    // de
    ("zum beispiel", After::CallsExample),
    ("z. b.", After::CallsExample),
    ("durch den echten ersetzen", After::CallsExample),
    ("durch ihre echte nummer ersetzen", After::CallsExample),
    ("ersetzen sie durch", After::CallsExample),
    ("tragen sie ihre eigene ein", After::CallsExample),
    ("nur ein beispiel", After::CallsExample),
    ("dies ist nur ein beispiel", After::CallsExample),
    ("das ist nur ein beispiel", After::CallsExample),
    // es
    ("por ejemplo", After::CallsExample),
    ("p. ej.", After::CallsExample),
    ("de ejemplo", After::CallsExample),
    ("valor de ejemplo", After::CallsExample),
    ("marcador de posición", After::CallsExample),
    ("reemplázalo por el real", After::CallsExample),
    ("reemplázalo por tu número real", After::CallsExample),
    ("sustitúyelo por el tuyo", After::CallsExample),
    ("rellena con el tuyo", After::CallsExample),
    ("es solo un ejemplo", After::CallsExample),
    ("es sólo un ejemplo", After::CallsExample),
    ("solo un ejemplo", After::CallsExample),
    ("a modo de ejemplo", After::CallsExample),
    // pt
    ("por exemplo", After::CallsExample),
    ("de exemplo", After::CallsExample),
    ("valor de exemplo", After::CallsExample),
    ("espaço reservado", After::CallsExample),
    ("substitua pelo real", After::CallsExample),
    ("substitua pelo seu número real", After::CallsExample),
    ("substitua pelo seu", After::CallsExample),
    ("preencha com o seu", After::CallsExample),
    ("é só um exemplo", After::CallsExample),
    ("é apenas um exemplo", After::CallsExample),
    ("apenas um exemplo", After::CallsExample),
    ("a título de exemplo", After::CallsExample),
    // it
    ("ad esempio", After::CallsExample),
    ("per esempio", After::CallsExample),
    ("ad es.", After::CallsExample),
    ("di esempio", After::CallsExample),
    ("valore di esempio", After::CallsExample),
    ("sostituisci con quello reale", After::CallsExample),
    ("sostituiscilo con il tuo numero reale", After::CallsExample),
    ("inserisci il tuo", After::CallsExample),
    ("è solo un esempio", After::CallsExample),
    ("solo un esempio", After::CallsExample),
    ("a titolo di esempio", After::CallsExample),
    ("puramente indicativo", After::CallsExample),
    // nl
    ("vervang door de echte", After::CallsExample),
    ("vervang door je eigen nummer", After::CallsExample),
    ("vul je eigen in", After::CallsExample),
    ("dit is maar een voorbeeld", After::CallsExample),
    ("dit is slechts een voorbeeld", After::CallsExample),
    ("slechts een voorbeeld", After::CallsExample),
    ("ter illustratie", After::CallsExample),
    // pl
    ("na przykład", After::CallsExample),
    ("symbol zastępczy", After::CallsExample),
    ("zastąp prawdziwym", After::CallsExample),
    ("zastąp swoim numerem", After::CallsExample),
    ("wpisz własny", After::CallsExample),
    ("wpisz swój", After::CallsExample),
    ("to tylko przykład", After::CallsExample),
    ("tylko przykład", After::CallsExample),
    ("dla przykładu", After::CallsExample),
    // cs
    ("nahraďte skutečným", After::CallsExample),
    ("nahraďte svým číslem", After::CallsExample),
    ("doplňte vlastní", After::CallsExample),
    ("vyplňte vlastní", After::CallsExample),
    ("to je jen příklad", After::CallsExample),
    ("jen příklad", After::CallsExample),
    ("pouze příklad", After::CallsExample),
    ("pro ilustraci", After::CallsExample),
    // sk
    ("nahraďte skutočným", After::CallsExample),
    ("nahraďte svojím číslom", After::CallsExample),
    ("doplňte vlastný", After::CallsExample),
    ("je to len príklad", After::CallsExample),
    ("len príklad", After::CallsExample),
    ("iba príklad", After::CallsExample),
    ("pre ilustráciu", After::CallsExample),
    // sl
    ("na primer", After::CallsExample),
    ("zamenjajte s pravim", After::CallsExample),
    ("zamenjajte s svojo številko", After::CallsExample),
    ("vnesite svojega", After::CallsExample),
    ("to je samo primer", After::CallsExample),
    ("le primer", After::CallsExample),
    ("za ilustracijo", After::CallsExample),
    // hr
    ("na primjer", After::CallsExample),
    ("zamijenite stvarnim", After::CallsExample),
    ("zamijenite svojim brojem", After::CallsExample),
    ("upišite svoj", After::CallsExample),
    ("ovo je samo primjer", After::CallsExample),
    ("samo kao primjer", After::CallsExample),
    // sr
    ("на пример", After::CallsExample),
    ("примера ради", After::CallsExample),
    ("замените правим", After::CallsExample),
    ("замените својим бројем", After::CallsExample),
    ("унесите свој", After::CallsExample),
    ("ово је само пример", After::CallsExample),
    ("само пример", After::CallsExample),
    // sr-Latn
    ("primera radi", After::CallsExample),
    ("zamenite pravim", After::CallsExample),
    ("zamenite svojim brojem", After::CallsExample),
    ("unesite svoj", After::CallsExample),
    ("ovo je samo primer", After::CallsExample),
    // mk
    ("на пр.", After::CallsExample),
    ("заменете со вистинскиот", After::CallsExample),
    ("заменете со вашиот број", After::CallsExample),
    ("внесете го вашиот", After::CallsExample),
    ("ова е само пример", After::CallsExample),
    // bg
    ("заменете с истинския", After::CallsExample),
    ("заменете с вашия номер", After::CallsExample),
    ("въведете своя", After::CallsExample),
    ("това е само пример", After::CallsExample),
    // ru
    ("к примеру", After::CallsExample),
    ("замените на реальный", After::CallsExample),
    ("замените на свой номер", After::CallsExample),
    ("замените своим", After::CallsExample),
    ("укажите свой", After::CallsExample),
    ("подставьте свой", After::CallsExample),
    ("это просто пример", After::CallsExample),
    ("это лишь пример", After::CallsExample),
    ("только пример", After::CallsExample),
    ("для примера", After::CallsExample),
    ("для иллюстрации", After::CallsExample),
    // uk
    ("замініть на справжній", After::CallsExample),
    ("замініть на свій номер", After::CallsExample),
    ("вкажіть свій", After::CallsExample),
    ("це лише приклад", After::CallsExample),
    ("це просто приклад", After::CallsExample),
    ("лише приклад", After::CallsExample),
    ("для прикладу", After::CallsExample),
    // be
    ("замяніце на сапраўдны", After::CallsExample),
    ("замяніце на свой нумар", After::CallsExample),
    ("увядзіце свой", After::CallsExample),
    ("гэта толькі прыклад", After::CallsExample),
    ("толькі прыклад", After::CallsExample),
    // lt
    ("pavyzdžio reikšmė", After::CallsExample),
    ("vietos rezervavimo ženklas", After::CallsExample),
    ("pakeiskite tikru", After::CallsExample),
    ("pakeiskite savo numeriu", After::CallsExample),
    ("įrašykite savo", After::CallsExample),
    ("tai tik pavyzdys", After::CallsExample),
    ("tik pavyzdys", After::CallsExample),
    // lv
    ("aizstājiet ar īsto", After::CallsExample),
    ("aizstājiet ar savu numuru", After::CallsExample),
    ("ierakstiet savu", After::CallsExample),
    ("tas ir tikai piemērs", After::CallsExample),
    ("tikai piemērs", After::CallsExample),
    // et
    ("asendage tegelikuga", After::CallsExample),
    ("asendage oma numbriga", After::CallsExample),
    ("sisestage oma", After::CallsExample),
    ("see on ainult näide", After::CallsExample),
    ("see on vaid näide", After::CallsExample),
    ("lihtsalt näide", After::CallsExample),
    // fi
    ("korvaa oikealla", After::CallsExample),
    ("korvaa omalla numerollasi", After::CallsExample),
    ("täytä omasi", After::CallsExample),
    ("tämä on vain esimerkki", After::CallsExample),
    ("vain esimerkki", After::CallsExample),
    ("pelkkä esimerkki", After::CallsExample),
    // hu
    ("cserélje ki a valódira", After::CallsExample),
    ("cseréld ki a valódira", After::CallsExample),
    ("cserélje ki a saját számára", After::CallsExample),
    ("írja be a sajátját", After::CallsExample),
    ("add meg a sajátodat", After::CallsExample),
    ("ez csak egy példa", After::CallsExample),
    ("csak egy példa", After::CallsExample),
    ("csak példa", After::CallsExample),
    // ro
    ("de exemplu", After::CallsExample),
    ("de ex.", After::CallsExample),
    ("valoare de exemplu", After::CallsExample),
    ("înlocuiți cu cel real", After::CallsExample),
    ("înlocuiește cu cel real", After::CallsExample),
    ("înlocuiți cu numărul dvs. real", After::CallsExample),
    ("completați cu al dvs.", After::CallsExample),
    ("completează cu al tău", After::CallsExample),
    ("este doar un exemplu", After::CallsExample),
    ("doar un exemplu", After::CallsExample),
    ("cu titlu de exemplu", After::CallsExample),
    // el
    ("για παράδειγμα", After::CallsExample),
    ("σύμβολο κράτησης θέσης", After::CallsExample),
    ("αντικαταστήστε με το πραγματικό", After::CallsExample),
    ("αντικαταστήστε με τον δικό σας αριθμό", After::CallsExample),
    ("συμπληρώστε το δικό σας", After::CallsExample),
    ("αυτό είναι μόνο παράδειγμα", After::CallsExample),
    ("απλώς ένα παράδειγμα", After::CallsExample),
    ("μόνο ένα παράδειγμα", After::CallsExample),
    // tr
    ("örnek değer", After::CallsExample),
    ("örnek olarak", After::CallsExample),
    ("gerçeğiyle değiştirin", After::CallsExample),
    ("gerçek değerle değiştirin", After::CallsExample),
    ("kendi numaranızla değiştirin", After::CallsExample),
    ("kendi numaranızı girin", After::CallsExample),
    ("kendinizinkini girin", After::CallsExample),
    ("bu sadece bir örnek", After::CallsExample),
    ("bu yalnızca bir örnek", After::CallsExample),
    ("sadece bir örnek", After::CallsExample),
    ("sadece örnek", After::CallsExample),
    // az
    ("misal üçün", After::CallsExample),
    ("nümunə olaraq", After::CallsExample),
    ("həqiqisi ilə əvəz edin", After::CallsExample),
    ("öz nömrənizlə əvəz edin", After::CallsExample),
    ("öz nömrənizi daxil edin", After::CallsExample),
    ("bu sadəcə nümunədir", After::CallsExample),
    ("sadəcə nümunə", After::CallsExample),
    ("sadəcə misaldır", After::CallsExample),
    // kk
    ("мысалы үшін", After::CallsExample),
    ("үлгі ретінде", After::CallsExample),
    ("нақтысымен ауыстырыңыз", After::CallsExample),
    ("өз нөміріңізбен ауыстырыңыз", After::CallsExample),
    ("өзіңіздікін енгізіңіз", After::CallsExample),
    ("бұл жай ғана мысал", After::CallsExample),
    ("тек мысал", After::CallsExample),
    ("жай мысал", After::CallsExample),
    // ky
    ("мисалы үчүн", After::CallsExample),
    ("ойдон чыгарылган", After::CallsExample),
    ("чыныгысы менен алмаштырыңыз", After::CallsExample),
    ("өз номериңиз менен алмаштырыңыз", After::CallsExample),
    ("өзүңүздүкүн жазыңыз", After::CallsExample),
    ("бул жөн гана мисал", After::CallsExample),
    ("жөн гана мисал", After::CallsExample),
    // uz
    ("misol uchun", After::CallsExample),
    ("haqiqiysi bilan almashtiring", After::CallsExample),
    ("o'z raqamingiz bilan almashtiring", After::CallsExample),
    ("o'zingiznikini kiriting", After::CallsExample),
    ("bu shunchaki misol", After::CallsExample),
    ("shunchaki misol", After::CallsExample),
    ("faqat misol", After::CallsExample),
    // tg
    ("барои мисол", After::CallsExample),
    ("бо аслаш иваз кунед", After::CallsExample),
    ("бо рақами худ иваз кунед", After::CallsExample),
    ("рақами худро ворид кунед", After::CallsExample),
    ("ин танҳо мисол аст", After::CallsExample),
    ("танҳо мисол", After::CallsExample),
    // tk
    ("mysal üçin", After::CallsExample),
    ("hakykysy bilen çalşyň", After::CallsExample),
    ("öz belgiňiz bilen çalşyň", After::CallsExample),
    ("öz belgiňizi giriziň", After::CallsExample),
    ("bu diňe mysal", After::CallsExample),
    ("diňe mysal", After::CallsExample),
    // tt
    ("мисал өчен", After::CallsExample),
    ("чынбарлысы белән алыштырыгыз", After::CallsExample),
    ("үз номерыгыз белән алыштырыгыз", After::CallsExample),
    ("бу бары тик мисал", After::CallsExample),
    ("бары тик мисал", After::CallsExample),
    // ba
    ("миҫал өсөн", After::CallsExample),
    ("ысыны менән алыштырығыҙ", After::CallsExample),
    ("үҙ номерығыҙ менән алыштырығыҙ", After::CallsExample),
    ("был бары тик миҫал", After::CallsExample),
    ("бары тик миҫал", After::CallsExample),
    // mn
    ("жишээ нь", After::CallsExample),
    ("жишээ болгон", After::CallsExample),
    ("жинхэнээр нь солино уу", After::CallsExample),
    ("өөрийн дугаараар солино уу", After::CallsExample),
    ("өөрийнхөөрөө бөглөнө үү", After::CallsExample),
    ("энэ зүгээр л жишээ", After::CallsExample),
    ("зүгээр л жишээ", After::CallsExample),
    ("зөвхөн жишээ", After::CallsExample),
    // ka
    ("შეცვალეთ რეალურით", After::CallsExample),
    ("შეცვალეთ თქვენი ნომრით", After::CallsExample),
    ("შეიყვანეთ თქვენი", After::CallsExample),
    ("ეს მხოლოდ მაგალითია", After::CallsExample),
    ("მხოლოდ მაგალითი", After::CallsExample),
    ("უბრალოდ მაგალითი", After::CallsExample),
    // hy
    ("օրինակի համար", After::CallsExample),
    ("փոխարինեք իրականով", After::CallsExample),
    ("փոխարինեք ձեր համարով", After::CallsExample),
    ("լրացրեք ձերը", After::CallsExample),
    ("սա ընդամենը օրինակ է", After::CallsExample),
    ("ընդամենը օրինակ", After::CallsExample),
    ("պարզապես օրինակ", After::CallsExample),
    // sq
    ("për shembull", After::CallsExample),
    ("i sajuar", After::CallsExample),
    ("zëvendësojeni me të vërtetin", After::CallsExample),
    ("zëvendësojeni me numrin tuaj", After::CallsExample),
    ("plotësoni tuajin", After::CallsExample),
    ("ky është vetëm një shembull", After::CallsExample),
    ("vetëm një shembull", After::CallsExample),
    ("thjesht një shembull", After::CallsExample),
    // mt
    ("per eżempju", After::CallsExample),
    ("ibdel bil-vera", After::CallsExample),
    ("ibdlu bin-numru tiegħek", After::CallsExample),
    ("imla tiegħek", After::CallsExample),
    ("dan huwa biss eżempju", After::CallsExample),
    ("eżempju biss", After::CallsExample),
    ("biss eżempju", After::CallsExample),
    // ga
    ("mar shampla", After::CallsExample),
    ("cuir an ceann ceart ina áit", After::CallsExample),
    ("cuir d'uimhir féin ina áit", After::CallsExample),
    ("líon isteach do cheann féin", After::CallsExample),
    ("níl anseo ach sampla", After::CallsExample),
    ("níl ann ach sampla", After::CallsExample),
    ("sampla amháin", After::CallsExample),
    // gd
    ("mar eisimpleir", After::CallsExample),
    ("cuir an fhìor fhear na àite", After::CallsExample),
    ("cuir d' àireamh fhèin na àite", After::CallsExample),
    ("chan eil ann ach eisimpleir", After::CallsExample),
    ("dìreach eisimpleir", After::CallsExample),
    // cy
    ("er enghraifft", After::CallsExample),
    ("rhowch yr un go iawn", After::CallsExample),
    ("rhowch eich rhif eich hun", After::CallsExample),
    ("llenwch eich un chi", After::CallsExample),
    ("dim ond enghraifft yw hon", After::CallsExample),
    ("dim ond enghraifft", After::CallsExample),
    // br
    ("da skouer", After::CallsExample),
    ("n'eo nemet ur skouer", After::CallsExample),
    ("ur skouer hepken", After::CallsExample),
    ("lakait an hini gwir", After::CallsExample),
    // eu
    ("ordezkatu benetakoarekin", After::CallsExample),
    ("ordezkatu zure zenbakiarekin", After::CallsExample),
    ("bete zurea", After::CallsExample),
    ("hau adibide bat besterik ez da", After::CallsExample),
    ("adibide bat besterik ez", After::CallsExample),
    ("adibide gisa", After::CallsExample),
    // ca
    ("per exemple", After::CallsExample),
    ("valor d'exemple", After::CallsExample),
    ("marcador de posició", After::CallsExample),
    ("substitueix-ho pel real", After::CallsExample),
    ("substitueix-ho pel teu número real", After::CallsExample),
    ("omple-ho amb el teu", After::CallsExample),
    ("només és un exemple", After::CallsExample),
    ("és només un exemple", After::CallsExample),
    ("només un exemple", After::CallsExample),
    ("a tall d'exemple", After::CallsExample),
    // gl
    ("substitúeo polo real", After::CallsExample),
    ("substitúeo polo teu número real", After::CallsExample),
    ("enche co teu", After::CallsExample),
    ("só é un exemplo", After::CallsExample),
    ("é só un exemplo", After::CallsExample),
    ("só un exemplo", After::CallsExample),
    ("a modo de exemplo", After::CallsExample),
    // is
    ("til dæmis", After::CallsExample),
    ("tilbúið dæmi", After::CallsExample),
    ("skiptu út fyrir raunverulegt", After::CallsExample),
    ("settu þitt eigið númer í staðinn", After::CallsExample),
    ("fylltu inn þitt eigið", After::CallsExample),
    ("þetta er bara dæmi", After::CallsExample),
    // fo
    ("til dømis", After::CallsExample),
    ("hetta er bara eitt dømi", After::CallsExample),
    ("bara eitt dømi", After::CallsExample),
    ("set títt egna nummar inn", After::CallsExample),
    // no
    ("for eksempel", After::CallsExample),
    ("erstatt med den ekte", After::CallsExample),
    ("erstatt med ditt faktiske nummer", After::CallsExample),
    ("fyll inn ditt eget", After::CallsExample),
    ("dette er bare et eksempel", After::CallsExample),
    ("bare et eksempel", After::CallsExample),
    ("kun et eksempel", After::CallsExample),
    // nn
    ("til dømes", After::CallsExample),
    ("erstatt med den verkelege", After::CallsExample),
    ("erstatt med ditt eige nummer", After::CallsExample),
    ("fyll inn ditt eige", After::CallsExample),
    ("dette er berre eit døme", After::CallsExample),
    ("berre eit døme", After::CallsExample),
    ("berre eit eksempel", After::CallsExample),
    // sv
    ("till exempel", After::CallsExample),
    ("t. ex.", After::CallsExample),
    ("ersätt med det riktiga", After::CallsExample),
    ("ersätt med ditt faktiska nummer", After::CallsExample),
    ("fyll i ditt eget", After::CallsExample),
    ("detta är bara ett exempel", After::CallsExample),
    ("det här är bara ett exempel", After::CallsExample),
    ("bara ett exempel", After::CallsExample),
    ("endast ett exempel", After::CallsExample),
    // da
    ("erstat med den rigtige", After::CallsExample),
    ("erstat med dit faktiske nummer", After::CallsExample),
    ("udfyld dit eget", After::CallsExample),
    // fy
    ("ferfang troch de echte", After::CallsExample),
    ("ferfang troch dyn eigen nûmer", After::CallsExample),
    ("folje dyn eigen yn", After::CallsExample),
    ("dit is mar in foarbyld", After::CallsExample),
    ("mar in foarbyld", After::CallsExample),
    ("allinnich in foarbyld", After::CallsExample),
    // lb
    ("zum beispill", After::CallsExample),
    ("ersetzt et duerch déi richteg", After::CallsExample),
    ("ersetzt et duerch är eegen nummer", After::CallsExample),
    ("gitt är eegen an", After::CallsExample),
    ("dat ass just e beispill", After::CallsExample),
    ("just e beispill", After::CallsExample),
    ("nëmmen e beispill", After::CallsExample),
    // af
    ("vervang met die regte een", After::CallsExample),
    ("vervang met jou werklike nommer", After::CallsExample),
    ("vul jou eie in", After::CallsExample),
    ("dit is net 'n voorbeeld", After::CallsExample),
    ("net 'n voorbeeld", After::CallsExample),
    ("slegs 'n voorbeeld", After::CallsExample),
    // zu
    ("faka esakho", After::CallsExample),
    ("shintsha ngenombolo yakho", After::CallsExample),
    ("lesi yisibonelo nje", After::CallsExample),
    // xh
    ("tshintsha ngenombolo yakho", After::CallsExample),
    ("lo ngumzekelo nje", After::CallsExample),
    ("umzekelo nje", After::CallsExample),
    // st
    ("ka mohlala", After::CallsExample),
    ("kenya ya hao", After::CallsExample),
    ("nkela sebaka ka nomoro ya hao", After::CallsExample),
    ("ona ke mohlala feela", After::CallsExample),
    ("mohlala feela", After::CallsExample),
    // tn
    ("ka sekai", After::CallsExample),
    ("tsenya ya gago", After::CallsExample),
    ("emisetsa ka nomoro ya gago", After::CallsExample),
    ("se ke sekai fela", After::CallsExample),
    ("sekai fela", After::CallsExample),
    // sn
    ("isa yako", After::CallsExample),
    ("chinja nenhamba yako chaiyo", After::CallsExample),
    ("uyu muenzaniso chete", After::CallsExample),
    ("muenzaniso chete", After::CallsExample),
    // sw
    ("kwa mfano", After::CallsExample),
    ("ya mfano", After::CallsExample),
    ("thamani ya mfano", After::CallsExample),
    ("badilisha na halisi", After::CallsExample),
    ("badilisha na nambari yako halisi", After::CallsExample),
    ("jaza yako mwenyewe", After::CallsExample),
    ("huu ni mfano tu", After::CallsExample),
    ("ni mfano tu", After::CallsExample),
    // rw
    ("bisimbuze ibyawe", After::CallsExample),
    ("shyiramo nimero yawe nyayo", After::CallsExample),
    ("uzuza ibyawe", After::CallsExample),
    ("iki ni urugero gusa", After::CallsExample),
    ("ni urugero gusa", After::CallsExample),
    ("urugero gusa", After::CallsExample),
    // lg
    ("kino kyakulabirako kyokka", After::CallsExample),
    ("kyakulabirako kyokka", After::CallsExample),
    ("teekamu ennamba yo", After::CallsExample),
    // ln
    ("na ndakisa", After::CallsExample),
    ("lokola ndakisa", After::CallsExample),
    ("ezali kaka ndakisa", After::CallsExample),
    ("bongola na nimero na yo", After::CallsExample),
    // yo
    ("fún àpẹẹrẹ", After::CallsExample),
    ("fun apẹẹrẹ", After::CallsExample),
    ("àpẹẹrẹ lásán", After::CallsExample),
    ("àpẹẹrẹ nìkan ni", After::CallsExample),
    ("fi tìrẹ rọ́pò rẹ̀", After::CallsExample),
    // ig
    ("dịka ọmụmaatụ", After::CallsExample),
    ("ihe atụ", After::CallsExample),
    ("dị ka ihe atụ", After::CallsExample),
    ("nke a bụ naanị ọmụmaatụ", After::CallsExample),
    ("naanị ọmụmaatụ", After::CallsExample),
    ("jiri nke gị dochie ya", After::CallsExample),
    // ha
    ("alal misali", After::CallsExample),
    ("misali kawai", After::CallsExample),
    ("na bogi", After::CallsExample),
    ("maye gurbinsa da na gaske", After::CallsExample),
    ("maye gurbin da lambarka ta gaske", After::CallsExample),
    ("cike da naka", After::CallsExample),
    ("wannan misali ne kawai", After::CallsExample),
    // so
    ("tusaale ahaan", After::CallsExample),
    ("ku beddel midka dhabta ah", After::CallsExample),
    ("ku beddel lambarkaaga dhabta ah", After::CallsExample),
    ("ku buuxi kaaga", After::CallsExample),
    ("kani waa tusaale keliya", After::CallsExample),
    ("tusaale keliya", After::CallsExample),
    ("tusaale kaliya", After::CallsExample),
    // om
    ("kan dhugaatiin bakka buusi", After::CallsExample),
    (
        "lakkoofsa kee isa dhugaatiin bakka buusi",
        After::CallsExample,
    ),
    ("kun fakkeenya qofa", After::CallsExample),
    ("fakkeenya qofa", After::CallsExample),
    // am
    ("ለምሳሌ ያህል", After::CallsExample),
    ("በእውነተኛው ይተኩ", After::CallsExample),
    ("በራስዎ ቁጥር ይተኩ", After::CallsExample),
    ("የራስዎን ያስገቡ", After::CallsExample),
    ("ይህ ምሳሌ ብቻ ነው", After::CallsExample),
    // ti
    ("ብናይ ሓቂ ተኽኦ", After::CallsExample),
    ("ናትካ ኣእቱ", After::CallsExample),
    ("እዚ ኣብነት ጥራይ እዩ", After::CallsExample),
    ("ኣብነት ጥራይ", After::CallsExample),
    // mg
    ("ho ohatra", After::CallsExample),
    ("ohatra fotsiny", After::CallsExample),
    ("tsy tena izy", After::CallsExample),
    ("soloy ny tena izy", After::CallsExample),
    ("soloy ny laharanao", After::CallsExample),
    ("fenoy ny anao", After::CallsExample),
    ("ohatra fotsiny ity", After::CallsExample),
    // ar
    ("على سبيل المثال", After::CallsExample),
    ("عنصر نائب", After::CallsExample),
    ("استبدله بالقيمة الحقيقية", After::CallsExample),
    ("استبدله برقمك الفعلي", After::CallsExample),
    ("ضع رقمك الخاص", After::CallsExample),
    ("أدخل الخاص بك", After::CallsExample),
    ("هذا مجرد مثال", After::CallsExample),
    ("للتوضيح فقط", After::CallsExample),
    // he
    ("ערך לדוגמה", After::CallsExample),
    ("החלף במספר האמיתי", After::CallsExample),
    ("החליפו במספר שלכם", After::CallsExample),
    ("החלף בערך האמיתי", After::CallsExample),
    ("מלא את שלך", After::CallsExample),
    ("זו רק דוגמה", After::CallsExample),
    ("רק דוגמה", After::CallsExample),
    ("זוהי דוגמה בלבד", After::CallsExample),
    ("לשם הדגמה", After::CallsExample),
    // yi
    ("צום בײַשפּיל", After::CallsExample),
    ("בלויז אַ בײַשפּיל", After::CallsExample),
    ("דאָס איז נאָר אַ בײַשפּיל", After::CallsExample),
    ("פֿאַרבײַט מיט דעם אמתן", After::CallsExample),
    // fa
    ("برای مثال", After::CallsExample),
    ("به عنوان مثال", After::CallsExample),
    ("با مقدار واقعی جایگزین کنید", After::CallsExample),
    ("با شماره واقعی خود جایگزین کنید", After::CallsExample),
    ("مال خودتان را وارد کنید", After::CallsExample),
    ("این فقط یک مثال است", After::CallsExample),
    ("فقط یک مثال", After::CallsExample),
    ("صرفاً جهت نمونه", After::CallsExample),
    // ps
    ("د مثال په توګه", After::CallsExample),
    ("د اصلي سره یې بدل کړئ", After::CallsExample),
    ("خپله شمېره ولیکئ", After::CallsExample),
    ("دا یوازې یوه بېلګه ده", After::CallsExample),
    ("یوازې یوه بېلګه", After::CallsExample),
    // kmr
    ("wek mînak", After::CallsExample),
    ("bo mînak", After::CallsExample),
    ("bi ya rastîn biguherîne", After::CallsExample),
    ("hejmara xwe binivîse", After::CallsExample),
    ("ev tenê mînakek e", After::CallsExample),
    ("tenê mînak", After::CallsExample),
    // ckb
    ("بۆ نموونە", After::CallsExample),
    ("وەک نموونە", After::CallsExample),
    ("بە ڕاستەقینەکە بیگۆڕە", After::CallsExample),
    ("ژمارەی خۆت بنووسە", After::CallsExample),
    ("ئەمە تەنها نموونەیەکە", After::CallsExample),
    ("تەنها نموونە", After::CallsExample),
    // ur
    ("مثال کے طور پر", After::CallsExample),
    ("اصل سے بدلیں", After::CallsExample),
    ("اپنے اصل نمبر سے بدلیں", After::CallsExample),
    ("اپنا درج کریں", After::CallsExample),
    ("یہ صرف ایک مثال ہے", After::CallsExample),
    ("محض مثال", After::CallsExample),
    // sd
    ("مثال طور", After::CallsExample),
    ("اصل سان مٽايو", After::CallsExample),
    ("پنهنجو نمبر لکو", After::CallsExample),
    ("هي صرف هڪ مثال آهي", After::CallsExample),
    // hi
    ("उदाहरण के लिए", After::CallsExample),
    ("नमूने के तौर पर", After::CallsExample),
    ("असली से बदलें", After::CallsExample),
    ("अपने असली नंबर से बदलें", After::CallsExample),
    ("अपना भरें", After::CallsExample),
    ("यह सिर्फ़ एक उदाहरण है", After::CallsExample),
    ("यह सिर्फ एक उदाहरण है", After::CallsExample),
    ("यह केवल एक उदाहरण है", After::CallsExample),
    ("सिर्फ़ उदाहरण", After::CallsExample),
    ("केवल उदाहरण", After::CallsExample),
    // mr
    ("खऱ्याने बदला", After::CallsExample),
    ("तुमच्या खऱ्या क्रमांकाने बदला", After::CallsExample),
    ("तुमचा भरा", After::CallsExample),
    ("हे फक्त एक उदाहरण आहे", After::CallsExample),
    ("फक्त उदाहरण", After::CallsExample),
    // ne
    ("उदाहरणका लागि", After::CallsExample),
    ("वास्तविकले बदल्नुहोस्", After::CallsExample),
    ("आफ्नो वास्तविक नम्बरले बदल्नुहोस्", After::CallsExample),
    ("आफ्नो भर्नुहोस्", After::CallsExample),
    ("यो केवल उदाहरण हो", After::CallsExample),
    // bn
    ("আসলটি দিয়ে প্রতিস্থাপন করুন", After::CallsExample),
    ("আপনার আসল নম্বর দিয়ে প্রতিস্থাপন করুন", After::CallsExample),
    ("নিজেরটি পূরণ করুন", After::CallsExample),
    ("এটি শুধু একটি উদাহরণ", After::CallsExample),
    ("এটা শুধু উদাহরণ", After::CallsExample),
    ("শুধু উদাহরণ", After::CallsExample),
    // as
    ("আপোনাৰ প্ৰকৃত নম্বৰেৰে সলনি কৰক", After::CallsExample),
    ("এইটো কেৱল উদাহৰণ", After::CallsExample),
    ("কেৱল উদাহৰণ", After::CallsExample),
    // or
    ("ଉଦାହରଣ ସ୍ୱରୂପ", After::CallsExample),
    ("ଆପଣଙ୍କ ପ୍ରକୃତ ନମ୍ବର ସହ ବଦଳାନ୍ତୁ", After::CallsExample),
    ("ଏହା କେବଳ ଏକ ଉଦାହରଣ", After::CallsExample),
    ("କେବଳ ଉଦାହରଣ", After::CallsExample),
    // pa
    ("ਉਦਾਹਰਨ ਲਈ", After::CallsExample),
    ("ਅਸਲੀ ਨਾਲ ਬਦਲੋ", After::CallsExample),
    ("ਆਪਣੇ ਅਸਲ ਨੰਬਰ ਨਾਲ ਬਦਲੋ", After::CallsExample),
    ("ਇਹ ਸਿਰਫ਼ ਇੱਕ ਉਦਾਹਰਨ ਹੈ", After::CallsExample),
    ("ਸਿਰਫ਼ ਉਦਾਹਰਨ", After::CallsExample),
    // gu
    ("ઉદાહરણ તરીકે", After::CallsExample),
    ("દાખલા તરીકે", After::CallsExample),
    ("વાસ્તવિક સાથે બદલો", After::CallsExample),
    ("તમારા વાસ્તવિક નંબર સાથે બદલો", After::CallsExample),
    ("તમારું ભરો", After::CallsExample),
    ("આ ફક્ત એક ઉદાહરણ છે", After::CallsExample),
    ("ફક્ત ઉદાહરણ", After::CallsExample),
    // ta
    ("உண்மையானதைக் கொண்டு மாற்றவும்", After::CallsExample),
    ("உங்கள் உண்மையான எண்ணைக் கொண்டு மாற்றவும்", After::CallsExample),
    ("உங்களுடையதை நிரப்பவும்", After::CallsExample),
    ("இது ஒரு எடுத்துக்காட்டு மட்டுமே", After::CallsExample),
    ("இது ஒரு உதாரணம் மட்டுமே", After::CallsExample),
    ("உதாரணம் மட்டுமே", After::CallsExample),
    // te
    ("అసలు దానితో భర్తీ చేయండి", After::CallsExample),
    ("మీ అసలు నంబర్‌తో భర్తీ చేయండి", After::CallsExample),
    ("మీది నింపండి", After::CallsExample),
    ("ఇది కేవలం ఉదాహరణ మాత్రమే", After::CallsExample),
    ("కేవలం ఉదాహరణ", After::CallsExample),
    // kn
    ("ನಿಜವಾದದರಿಂದ ಬದಲಾಯಿಸಿ", After::CallsExample),
    ("ನಿಮ್ಮ ನಿಜವಾದ ಸಂಖ್ಯೆಯಿಂದ ಬದಲಾಯಿಸಿ", After::CallsExample),
    ("ನಿಮ್ಮದನ್ನು ತುಂಬಿ", After::CallsExample),
    ("ಇದು ಕೇವಲ ಉದಾಹರಣೆ", After::CallsExample),
    ("ಕೇವಲ ಉದಾಹರಣೆ", After::CallsExample),
    // ml
    ("യഥാർത്ഥമായത് ഉപയോഗിച്ച് മാറ്റുക", After::CallsExample),
    ("നിങ്ങളുടെ യഥാർത്ഥ നമ്പർ ഉപയോഗിച്ച് മാറ്റുക", After::CallsExample),
    ("ഇത് ഒരു ഉദാഹരണം മാത്രമാണ്", After::CallsExample),
    ("ഉദാഹരണം മാത്രം", After::CallsExample),
    // si
    ("උදාහරණයක් ලෙස", After::CallsExample),
    ("නිදසුනක් ලෙස", After::CallsExample),
    ("සැබෑ එකෙන් ප්‍රතිස්ථාපනය කරන්න", After::CallsExample),
    ("ඔබේ සැබෑ අංකයෙන් ප්‍රතිස්ථාපනය කරන්න", After::CallsExample),
    ("මෙය උදාහරණයක් පමණි", After::CallsExample),
    ("උදාහරණයක් පමණි", After::CallsExample),
    // zh-Hans
    ("例子", After::CallsExample),
    ("例如", After::CallsExample),
    ("比如", After::CallsExample),
    ("样例", After::CallsExample),
    ("范例", After::CallsExample),
    ("示例值", After::CallsExample),
    ("占位符", After::CallsExample),
    ("虚构", After::CallsExample),
    ("虚构的", After::CallsExample),
    ("请替换为实际号码", After::CallsExample),
    ("请替换为真实的", After::CallsExample),
    ("替换为您的实际号码", After::CallsExample),
    ("请替换成实际值", After::CallsExample),
    ("填写您自己的", After::CallsExample),
    ("这只是一个例子", After::CallsExample),
    ("这只是示例", After::CallsExample),
    ("仅为示例", After::CallsExample),
    ("举例来说", After::CallsExample),
    ("样本", After::CallsExample),
    // zh-Hant
    ("範例", After::CallsExample),
    ("示範", After::CallsExample),
    ("佔位符", After::CallsExample),
    ("虛構", After::CallsExample),
    ("虛構的", After::CallsExample),
    ("請替換為實際號碼", After::CallsExample),
    ("請替換為真實的", After::CallsExample),
    ("替換成您的實際號碼", After::CallsExample),
    ("填入您自己的", After::CallsExample),
    ("這只是一個例子", After::CallsExample),
    ("這只是範例", After::CallsExample),
    ("僅為範例", After::CallsExample),
    ("舉例來說", After::CallsExample),
    // yue
    ("舉個例", After::CallsExample),
    ("請換成真實嘅", After::CallsExample),
    ("換成你自己嘅號碼", After::CallsExample),
    ("呢個只係例子", After::CallsExample),
    ("只係例子", After::CallsExample),
    // ja
    ("例えば", After::CallsExample),
    ("たとえば", After::CallsExample),
    ("例：", After::CallsExample),
    ("サンプル", After::CallsExample),
    ("見本", After::CallsExample),
    ("仮の", After::CallsExample),
    ("ダミー", After::CallsExample),
    ("プレースホルダー", After::CallsExample),
    ("架空の", After::CallsExample),
    ("実際の番号に置き換えてください", After::CallsExample),
    ("実際のものに置き換えてください", After::CallsExample),
    ("ご自身のものを入力してください", After::CallsExample),
    ("これは単なる例です", After::CallsExample),
    ("あくまで例です", After::CallsExample),
    ("あくまでも例です", After::CallsExample),
    ("一例", After::CallsExample),
    ("例示", After::CallsExample),
    ("仮の値", After::CallsExample),
    ("置き換えてください", After::CallsExample),
    // ko
    ("예를 들어", After::CallsExample),
    ("예를 들면", After::CallsExample),
    ("예컨대", After::CallsExample),
    ("샘플", After::CallsExample),
    ("견본", After::CallsExample),
    ("더미", After::CallsExample),
    ("플레이스홀더", After::CallsExample),
    ("가상의", After::CallsExample),
    ("실제 번호로 바꾸세요", After::CallsExample),
    ("실제 번호로 교체하세요", After::CallsExample),
    ("실제 값으로 바꾸세요", After::CallsExample),
    ("본인의 것을 입력하세요", After::CallsExample),
    ("이것은 예시일 뿐입니다", After::CallsExample),
    ("예시일 뿐입니다", After::CallsExample),
    ("단지 예시", After::CallsExample),
    ("예시입니다", After::CallsExample),
    // vi
    ("chẳng hạn", After::CallsExample),
    ("ví dụ như", After::CallsExample),
    ("giá trị mẫu", After::CallsExample),
    ("dữ liệu mẫu", After::CallsExample),
    ("số mẫu", After::CallsExample),
    ("giả định", After::CallsExample),
    ("trình giữ chỗ", After::CallsExample),
    ("thay bằng số thật", After::CallsExample),
    ("thay bằng số thực của bạn", After::CallsExample),
    ("thay thế bằng giá trị thực", After::CallsExample),
    ("điền của bạn vào", After::CallsExample),
    ("đây chỉ là ví dụ", After::CallsExample),
    ("chỉ là ví dụ", After::CallsExample),
    ("chỉ mang tính minh họa", After::CallsExample),
    // id
    ("sebagai contoh", After::CallsExample),
    ("nilai contoh", After::CallsExample),
    ("ganti dengan yang asli", After::CallsExample),
    (
        "ganti dengan nomor anda yang sebenarnya",
        After::CallsExample,
    ),
    ("ganti dengan nomor asli anda", After::CallsExample),
    ("isi dengan milik anda", After::CallsExample),
    ("ini hanya contoh", After::CallsExample),
    // ms
    ("pemegang tempat", After::CallsExample),
    ("gantikan dengan yang sebenar", After::CallsExample),
    ("gantikan dengan nombor sebenar anda", After::CallsExample),
    // jv
    ("ganti nganggo sing asli", After::CallsExample),
    ("ganti nganggo nomer sampeyan", After::CallsExample),
    ("iki mung conto", After::CallsExample),
    ("mung conto", After::CallsExample),
    ("mung tuladha", After::CallsExample),
    // su
    ("gentos ku nu asli", After::CallsExample),
    ("ganti ku nomer anjeun", After::CallsExample),
    ("ieu ngan ukur conto", After::CallsExample),
    ("ngan conto", After::CallsExample),
    // tl
    ("sa halimbawa", After::CallsExample),
    ("palitan ng tunay", After::CallsExample),
    ("palitan ng iyong totoong numero", After::CallsExample),
    ("ilagay ang sa iyo", After::CallsExample),
    ("ito ay halimbawa lamang", After::CallsExample),
    ("halimbawa lang", After::CallsExample),
    ("halimbawa lamang", After::CallsExample),
    ("ito ay isang halimbawa lamang", After::CallsExample),
    // ceb
    ("sama pananglit", After::CallsExample),
    ("ilisi sa tinuod", After::CallsExample),
    ("ilisi sa imong tinuod nga numero", After::CallsExample),
    ("ibutang ang imoha", After::CallsExample),
    ("pananglitan lang kini", After::CallsExample),
    ("pananglitan lamang", After::CallsExample),
    // ilo
    ("kas pagarigan", After::CallsExample),
    ("kas ehemplo", After::CallsExample),
    ("daytoy ket pagarigan laeng", After::CallsExample),
    ("pagarigan laeng", After::CallsExample),
    // haw
    ("ma ke ʻano he laʻana", After::CallsExample),
    ("he laʻana wale nō", After::CallsExample),
    ("laʻana wale", After::CallsExample),
    // mi
    ("hei tauira", After::CallsExample),
    ("he tauira noa", After::CallsExample),
    ("he tauira anake tēnei", After::CallsExample),
    ("tauira anake", After::CallsExample),
    ("whakakapia ki te mea tūturu", After::CallsExample),
    ("whakakapia ki tō ake nama", After::CallsExample),
    // sm
    ("mo se fa'ata'ita'iga", After::CallsExample),
    ("o se fa'ata'ita'iga lava", After::CallsExample),
    ("sui i le mea moni", After::CallsExample),
    // to
    ("ko ha fakatātā pē", After::CallsExample),
    ("fakatātā pē", After::CallsExample),
    ("fetongi ʻaki hoʻo fika moʻoní", After::CallsExample),
    // fj
    ("me ivakaraitaki", After::CallsExample),
    ("kena ivakaraitaki ga", After::CallsExample),
    ("ivakaraitaki ga", After::CallsExample),
    // ht
    ("pa egzanp", After::CallsExample),
    ("egzanp sèlman", After::CallsExample),
    ("ranplase l ak vrè a", After::CallsExample),
    ("ranplase l ak vrè nimewo ou", After::CallsExample),
    ("mete pa ou", After::CallsExample),
    ("se yon egzanp sèlman", After::CallsExample),
    ("sa a se yon egzanp sèlman", After::CallsExample),
    ("jis yon egzanp", After::CallsExample),
    // qu
    ("huk rikch'anachiylla", After::CallsExample),
    ("chiqap kaqwan tikray", After::CallsExample),
    // gn
    ("peteĩ techapyrã", After::CallsExample),
    ("techapyrã año", After::CallsExample),
    // eo
    ("ekzempla valoro", After::CallsExample),
    ("anstataŭigu per la vera", After::CallsExample),
    ("anstataŭigu per via reala numero", After::CallsExample),
    ("enigu vian propran", After::CallsExample),
    ("tio estas nur ekzemplo", After::CallsExample),
    ("nur ekzemplo", After::CallsExample),
    // la
    ("exempli gratia", After::CallsExample),
    ("verbi gratia", After::CallsExample),
    ("exempli causa", After::CallsExample),
    ("tantum exemplum", After::CallsExample),
    ("exemplum tantum est", After::CallsExample),
    ("pro vero substitue", After::CallsExample),
    // ug
    ("مىسال ئۈچۈن", After::CallsExample),
    ("راستى بىلەن ئالماشتۇرۇڭ", After::CallsExample),
    ("ئۆز نومۇرىڭىز بىلەن ئالماشتۇرۇڭ", After::CallsExample),
    ("بۇ پەقەت مىسال", After::CallsExample),
    ("پەقەت مىسال", After::CallsExample),
    // Words of waiting in about 125 languages (helper data, 2026-11-28; one word each: a
    // refusal must stand beside it, `Ne, palaukite`).
    // es
    ("esperen", After::Waits),
    ("esperad", After::Waits),
    // pt
    ("esperem", After::Waits),
    ("peraí", After::Waits),
    // it
    ("aspettate", After::Waits),
    // pl
    ("poczekaj", After::Waits),
    ("zaczekaj", After::Waits),
    ("poczekajcie", After::Waits),
    ("chwileczkę", After::Waits),
    // cs
    ("počkej", After::Waits),
    ("počkejte", After::Waits),
    ("vydrž", After::Waits),
    // sk
    ("počkaj", After::Waits),
    ("počkajte", After::Waits),
    // sl
    ("počakaj", After::Waits),
    ("počakajte", After::Waits),
    ("čakaj", After::Waits),
    ("čakajte", After::Waits),
    // hr
    ("čekaj", After::Waits),
    ("čekajte", After::Waits),
    ("pričekaj", After::Waits),
    ("pričekajte", After::Waits),
    // sr
    ("чекај", After::Waits),
    ("чекајте", After::Waits),
    ("сачекај", After::Waits),
    ("сачекајте", After::Waits),
    // sr-Latn
    ("sačekaj", After::Waits),
    ("sačekajte", After::Waits),
    // mk
    ("почекај", After::Waits),
    ("почекајте", After::Waits),
    // bg
    ("чакай", After::Waits),
    ("чакайте", After::Waits),
    ("почакай", After::Waits),
    ("почакайте", After::Waits),
    // ru
    ("подожди", After::Waits),
    ("подождите", After::Waits),
    ("погоди", After::Waits),
    ("погодите", After::Waits),
    ("постой", After::Waits),
    ("постойте", After::Waits),
    ("подожди-ка", After::Waits),
    ("погоди-ка", After::Waits),
    ("секундочку", After::Waits),
    // uk
    ("зачекай", After::Waits),
    ("зачекайте", After::Waits),
    ("почекай", After::Waits),
    ("почекайте", After::Waits),
    ("стривай", After::Waits),
    ("стривайте", After::Waits),
    ("чекай", After::Waits),
    ("заждіть", After::Waits),
    // be
    ("пачакай", After::Waits),
    ("пачакайце", After::Waits),
    ("чакайце", After::Waits),
    // lt
    ("palauk", After::Waits),
    ("palaukite", After::Waits),
    ("palaukit", After::Waits),
    ("luktelk", After::Waits),
    ("luktelkite", After::Waits),
    // lv
    ("pagaidi", After::Waits),
    ("pagaidiet", After::Waits),
    // et
    ("oota", After::Waits),
    ("oodake", After::Waits),
    ("oot-oot", After::Waits),
    // fi
    ("odota", After::Waits),
    ("odottakaa", After::Waits),
    ("hetkinen", After::Waits),
    ("odotas", After::Waits),
    // hu
    ("várj", After::Waits),
    ("várjon", After::Waits),
    ("várjatok", After::Waits),
    ("várjanak", After::Waits),
    ("várjál", After::Waits),
    // ro
    ("așteaptă", After::Waits),
    ("așteptați", After::Waits),
    ("aşteaptă", After::Waits),
    ("aşteptaţi", After::Waits),
    // el
    ("περίμενε", After::Waits),
    ("περιμένετε", After::Waits),
    ("στάσου", After::Waits),
    ("σταθείτε", After::Waits),
    // tr
    ("bekle", After::Waits),
    ("bekleyin", After::Waits),
    ("bekleyiniz", After::Waits),
    // az
    ("gözlə", After::Waits),
    ("gözləyin", After::Waits),
    // ky
    ("күт", After::Waits),
    // uz
    ("kuting", After::Waits),
    ("shoshma", After::Waits),
    ("shoshmang", After::Waits),
    // tg
    ("истед", After::Waits),
    // tk
    ("garaş", After::Waits),
    ("garaşyň", After::Waits),
    ("duruň", After::Waits),
    // tt
    ("көт", After::Waits),
    ("көтегез", After::Waits),
    // ba
    ("көтөгөҙ", After::Waits),
    // mn
    ("хүлээ", After::Waits),
    ("хүлээгээрэй", After::Waits),
    ("байз", After::Waits),
    ("байзаарай", After::Waits),
    // ka
    ("მოიცა", After::Waits),
    ("მოიცადე", After::Waits),
    ("მოიცადეთ", After::Waits),
    ("დაიცა", After::Waits),
    ("დაიცადე", After::Waits),
    ("დაიცადეთ", After::Waits),
    // hy
    ("սպասիր", After::Waits),
    ("սպասեք", After::Waits),
    ("սպասի", After::Waits),
    // sq
    ("prit", After::Waits),
    ("pritni", After::Waits),
    // mt
    ("stenna", After::Waits),
    ("stennew", After::Waits),
    // ga
    ("fanaigí", After::Waits),
    // gd
    ("fuirich", After::Waits),
    ("fuirichibh", After::Waits),
    // cy
    ("arhoswch", After::Waits),
    ("arhosa", After::Waits),
    ("aros", After::Waits),
    // br
    ("gortoz", After::Waits),
    ("gortozit", After::Waits),
    // eu
    ("itxaron", After::Waits),
    ("itxoin", After::Waits),
    // ca
    ("esperi", After::Waits),
    ("espereu", After::Waits),
    ("espera't", After::Waits),
    ("espereu-vos", After::Waits),
    // gl
    ("agarda", After::Waits),
    ("agarde", After::Waits),
    ("agardade", After::Waits),
    // is
    ("bíddu", After::Waits),
    ("bíðið", After::Waits),
    // fo
    ("bíð", After::Waits),
    // no
    ("vent", After::Waits),
    // sv
    ("vänta", After::Waits),
    // fy
    ("wachtsje", After::Waits),
    // lb
    ("waart", After::Waits),
    // zu
    ("linda", After::Waits),
    ("lindani", After::Waits),
    // st
    ("leta", After::Waits),
    ("letang", After::Waits),
    // sn
    ("mirai", After::Waits),
    ("chimbomira", After::Waits),
    ("chimbomirai", After::Waits),
    // sw
    ("subiri", After::Waits),
    ("subirini", After::Waits),
    ("ngoja", After::Waits),
    ("ngojeni", After::Waits),
    // rw
    ("tegereza", After::Waits),
    ("nimutegereze", After::Waits),
    ("mutegereze", After::Waits),
    // lg
    ("mulinde", After::Waits),
    // ln
    ("zela", After::Waits),
    ("bozela", After::Waits),
    // yo
    ("dúró", After::Waits),
    // ig
    ("cheretụ", After::Waits),
    // ha
    ("jira", After::Waits),
    ("dakata", After::Waits),
    // so
    ("suga", After::Waits),
    // om
    ("eegi", After::Waits),
    ("eegaa", After::Waits),
    // am
    ("ቆይ", After::Waits),
    ("ቆዪ", After::Waits),
    ("ቆዩ", After::Waits),
    ("ጠብቅ", After::Waits),
    // ti
    ("ጽናሕ", After::Waits),
    ("ጽንሒ", After::Waits),
    ("ጽንሑ", After::Waits),
    // mg
    ("andraso", After::Waits),
    // ar
    ("انتظر", After::Waits),
    ("انتظري", After::Waits),
    ("انتظروا", After::Waits),
    ("مهلاً", After::Waits),
    ("مهلا", After::Waits),
    // he
    ("חכה", After::Waits),
    ("חכי", After::Waits),
    ("חכו", After::Waits),
    // yi
    ("וואַרט", After::Waits),
    // fa
    ("وایسا", After::Waits),
    // ps
    ("ودرېږه", After::Waits),
    // kmr
    ("bisekine", After::Waits),
    ("bisekinin", After::Waits),
    ("raweste", After::Waits),
    // ckb
    ("بوەستە", After::Waits),
    // ur
    ("رکو", After::Waits),
    ("رکیے", After::Waits),
    ("رکیں", After::Waits),
    ("ٹھہرو", After::Waits),
    ("ٹھہریے", After::Waits),
    ("ٹھہریں", After::Waits),
    // sd
    ("ترس", After::Waits),
    ("ترسو", After::Waits),
    ("رڪجو", After::Waits),
    // hi
    ("रुको", After::Waits),
    ("रुकिए", After::Waits),
    ("रुकिये", After::Waits),
    ("ठहरो", After::Waits),
    ("ठहरिए", After::Waits),
    ("रुक", After::Waits),
    // mr
    ("थांब", After::Waits),
    ("थांबा", After::Waits),
    // ne
    ("पर्ख", After::Waits),
    ("पर्खनुहोस्", After::Waits),
    ("पर्खिनुस्", After::Waits),
    // bn
    ("দাঁড়াও", After::Waits),
    ("দাঁড়ান", After::Waits),
    ("থামো", After::Waits),
    // as
    ("ৰ'বা", After::Waits),
    ("ৰওক", After::Waits),
    // or
    ("ରୁହ", After::Waits),
    // pa
    ("ਰੁਕੋ", After::Waits),
    ("ਰੁਕ", After::Waits),
    ("ਠਹਿਰੋ", After::Waits),
    // gu
    ("થોભો", After::Waits),
    // ta
    ("பொறு", After::Waits),
    ("பொறுங்கள்", After::Waits),
    ("காத்திரு", After::Waits),
    ("காத்திருங்கள்", After::Waits),
    // te
    ("ఆగు", After::Waits),
    ("ఆగండి", After::Waits),
    ("ఉండండి", After::Waits),
    // kn
    ("ತಾಳು", After::Waits),
    ("ತಾಳಿ", After::Waits),
    ("ಕಾಯಿರಿ", After::Waits),
    ("ನಿಲ್ಲಿ", After::Waits),
    // ml
    ("നിൽക്കൂ", After::Waits),
    ("കാത്തിരിക്കൂ", After::Waits),
    ("നിൽക്ക്", After::Waits),
    // si
    ("ඉන්න", After::Waits),
    ("ඉන්නකෝ", After::Waits),
    ("ඉවසන්න", After::Waits),
    // zh-Hans
    ("等一下", After::Waits),
    ("等一等", After::Waits),
    ("且慢", After::Waits),
    ("稍等", After::Waits),
    ("慢着", After::Waits),
    ("等一会儿", After::Waits),
    ("先等一下", After::Waits),
    // zh-Hant
    ("慢著", After::Waits),
    ("等一會兒", After::Waits),
    // yue
    ("等陣", After::Waits),
    ("等一陣", After::Waits),
    ("咪住", After::Waits),
    ("咪住先", After::Waits),
    ("等陣先", After::Waits),
    ("等等先", After::Waits),
    // ja
    ("待って", After::Waits),
    ("ちょっと待って", After::Waits),
    ("待ってください", After::Waits),
    ("待てよ", After::Waits),
    ("ちょっと待てよ", After::Waits),
    ("いや待て", After::Waits),
    ("待て待て", After::Waits),
    ("ちょっと待った", After::Waits),
    // ko
    ("잠깐만", After::Waits),
    ("잠깐만요", After::Waits),
    ("잠시만요", After::Waits),
    ("잠시만", After::Waits),
    ("기다려", After::Waits),
    ("기다려요", After::Waits),
    // th
    ("เดี๋ยวก่อน", After::Waits),
    ("รอก่อน", After::Waits),
    ("รอเดี๋ยว", After::Waits),
    ("ช้าก่อน", After::Waits),
    ("รอสักครู่", After::Waits),
    ("เดี๋ยวๆ", After::Waits),
    // lo
    ("ລໍຖ້າ", After::Waits),
    ("ຖ້າກ່ອນ", After::Waits),
    ("ຖ້າແດ່", After::Waits),
    ("ລໍຖ້າກ່ອນ", After::Waits),
    ("ຖ້າຈັກໜ້ອຍ", After::Waits),
    // km
    ("ចាំសិន", After::Waits),
    ("ចាំបន្តិច", After::Waits),
    ("រង់ចាំ", After::Waits),
    ("ចាំមួយភ្លែត", After::Waits),
    ("រង់ចាំបន្តិច", After::Waits),
    // my
    ("ခဏနေ", After::Waits),
    ("ခဏစောင့်", After::Waits),
    ("စောင့်ပါ", After::Waits),
    ("နေဦး", After::Waits),
    ("ခဏလေး", After::Waits),
    ("ခဏစောင့်ပါ", After::Waits),
    // bo
    ("སྒུག་དང་", After::Waits),
    ("ཏོག་ཙམ་སྒུག", After::Waits),
    ("སྒུག་རོགས་གནང་", After::Waits),
    // id
    ("tunggu", After::Waits),
    // jv
    ("enteni", After::Waits),
    ("entenana", After::Waits),
    ("sekedhap", After::Waits),
    // su
    ("antosan", After::Waits),
    ("dagoan", After::Waits),
    // tl
    ("teka", After::Waits),
    ("hintay", After::Waits),
    // ceb
    ("hulat", After::Waits),
    ("hulata", After::Waits),
    ("kadiyot", After::Waits),
    // ilo
    ("urayem", After::Waits),
    ("urayenyo", After::Waits),
    // haw
    ("kali", After::Waits),
    // mi
    ("taihoa", After::Waits),
    ("tatari", After::Waits),
    // sm
    ("fa'atali", After::Waits),
    ("faatali", After::Waits),
    // to
    ("tatali", After::Waits),
    // fj
    ("wawa", After::Waits),
    // ht
    ("tann", After::Waits),
    // qu
    ("suyay", After::Waits),
    ("suyaykuy", After::Waits),
    ("suyariy", After::Waits),
    ("suyaychik", After::Waits),
    ("suyaykuychik", After::Waits),
    // ay
    ("suyt'am", After::Waits),
    ("suyt'ma", After::Waits),
    ("suyt'apxam", After::Waits),
    // gn
    ("eha'arõ", After::Waits),
    ("eha'arõmi", After::Waits),
    ("peha'arõ", After::Waits),
    ("eha'arõmína", After::Waits),
    ("ehaʼarõ", After::Waits),
    // eo
    ("atendu", After::Waits),
    // la
    ("exspecta", After::Waits),
    ("exspectate", After::Waits),
    ("expecta", After::Waits),
    ("sustine", After::Waits),
    // ug
    ("ساقلا", After::Waits),
    ("ساقلاڭ", After::Waits),
    // Retractions of about 150 languages (a helper's table, its surer rows).
    // English.
    ("i got that wrong", After::Retracts),
    ("disregard that", After::Retracts),
    ("wait, that's wrong", After::Retracts),
    // Spanish.
    ("error mío", After::Retracts),
    ("calculé mal", After::Retracts),
    ("olvida lo anterior", After::Retracts),
    ("ignora lo anterior", After::Retracts),
    ("descarta lo anterior", After::Retracts),
    // French.
    ("j'ai confondu", After::Retracts),
    ("j'ai mal calculé", After::Retracts),
    ("ignorez ce qui précède", After::Retracts),
    ("oubliez ce que j'ai dit", After::Retracts),
    // German.
    ("ich habe mich geirrt", After::Retracts),
    ("habe ich mich geirrt", After::Retracts),
    ("habe ich mich verrechnet", After::Retracts),
    ("ignorieren sie das obige", After::Retracts),
    ("vergessen sie das obige", After::Retracts),
    // Italian.
    ("ho confuso", After::Retracts),
    ("ho calcolato male", After::Retracts),
    ("ignora quanto sopra", After::Retracts),
    ("ignorate quanto sopra", After::Retracts),
    // Portuguese.
    ("errei", After::Retracts),
    ("estava errad", After::Retracts),
    ("calculei mal", After::Retracts),
    ("ignore a resposta acima", After::Retracts),
    ("desconsidere a resposta anterior", After::Retracts),
    // Dutch.
    ("ik had het mis", After::Retracts),
    ("negeer het bovenstaande", After::Retracts),
    ("vergeet het bovenstaande", After::Retracts),
    // Afrikaans.
    ("ek het my vergis", After::Retracts),
    ("ek het verkeerd bereken", After::Retracts),
    ("ignoreer die bostaande", After::Retracts),
    ("vergeet die bostaande", After::Retracts),
    // Danish.
    ("jeg forvekslede", After::Retracts),
    ("se bort fra ovenstående", After::Retracts),
    // Norwegian (Bokmål).
    ("jeg blandet sammen", After::Retracts),
    ("se bort fra det ovenstående", After::Retracts),
    ("se bort fra svaret over", After::Retracts),
    // Norwegian (Nynorsk).
    ("eg tok feil", After::Retracts),
    ("eg gjorde ein feil", After::Retracts),
    ("eg har gjort ein feil", After::Retracts),
    ("eg rekna feil", After::Retracts),
    ("eg blanda saman", After::Retracts),
    // Swedish.
    ("jag gjorde ett fel", After::Retracts),
    ("jag har gjort ett fel", After::Retracts),
    ("jag räknade fel", After::Retracts),
    ("jag blandade ihop", After::Retracts),
    ("bortse från ovanstående", After::Retracts),
    // Icelandic.
    ("ég hafði rangt fyrir mér", After::Retracts),
    ("mín mistök", After::Retracts),
    ("ég gerði mistök", After::Retracts),
    ("ég ruglaði saman", After::Retracts),
    // Catalan.
    ("em vaig equivocar", After::Retracts),
    ("he comès un error", After::Retracts),
    ("estava equivoca", After::Retracts),
    ("he calculat malament", After::Retracts),
    // Galician.
    ("estaba equivocad", After::Retracts),
    ("confundín", After::Retracts),
    // Basque.
    ("akats bat egin nuen", After::Retracts),
    ("gaizki kalkulatu dut", After::Retracts),
    // Welsh.
    ("wnes i gamgymeriad", After::Retracts),
    ("cyfrifais yn anghywir", After::Retracts),
    ("anwybyddwch yr uchod", After::Retracts),
    // Scottish Gaelic.
    ("bha mi ceàrr", After::Retracts),
    ("mo mhearachd", After::Retracts),
    ("rinn mi mearachd", After::Retracts),
    // Latin.
    ("erravi", After::Retracts),
    ("mea culpa", After::Retracts),
    ("errorem feci", After::Retracts),
    // Esperanto.
    ("mi eraris", After::Retracts),
    ("mia eraro", After::Retracts),
    ("mi faris eraron", After::Retracts),
    ("mi miskalkulis", After::Retracts),
    ("mi konfuzis", After::Retracts),
    ("ignoru la supran", After::Retracts),
    // Maltese.
    ("żbaljajt", After::Retracts),
    ("l-iżball tiegħi", After::Retracts),
    ("kont żbaljata", After::Retracts),
    // Romanian.
    ("am greşit", After::Retracts),
    ("m-am înşelat", After::Retracts),
    ("am făcut o greşeală", After::Retracts),
    ("am încurcat", After::Retracts),
    // Russian.
    ("я ошибся", After::Retracts),
    ("я ошиблась", After::Retracts),
    ("я допустил ошибку", After::Retracts),
    ("я допустила ошибку", After::Retracts),
    ("я перепутал", After::Retracts),
    ("я неправильно посчитал", After::Retracts),
    // Ukrainian.
    ("я помилився", After::Retracts),
    ("я помилилася", After::Retracts),
    ("я припустився помилки", After::Retracts),
    ("я припустилася помилки", After::Retracts),
    ("я переплутав", After::Retracts),
    ("я переплутала", After::Retracts),
    ("я неправильно порахува", After::Retracts),
    // Belarusian.
    ("я памыліўся", After::Retracts),
    ("я памылілася", After::Retracts),
    ("я зрабіў памылку", After::Retracts),
    ("я зрабіла памылку", After::Retracts),
    ("я пераблытаў", After::Retracts),
    ("я пераблытала", After::Retracts),
    // Polish.
    ("źle policzyłem", After::Retracts),
    ("źle policzyłam", After::Retracts),
    ("zignoruj powyższe", After::Retracts),
    // Czech.
    ("spletl jsem se", After::Retracts),
    ("spletla jsem se", After::Retracts),
    ("špatně jsem spočítal", After::Retracts),
    ("ignorujte výše uvedené", After::Retracts),
    // Slovak.
    ("pomýlila som sa", After::Retracts),
    ("zle som vypočítal", After::Retracts),
    ("ignorujte vyššie uvedené", After::Retracts),
    // Slovenian.
    ("naredila sem napako", After::Retracts),
    ("narobe sem izračuna", After::Retracts),
    // Croatian.
    ("krivo sam izračuna", After::Retracts),
    ("zanemarite gore navedeno", After::Retracts),
    // Serbian (Cyrillic).
    ("побркала сам", After::Retracts),
    ("занемарите горе наведено", After::Retracts),
    // Bulgarian.
    ("моята грешка", After::Retracts),
    ("бях сгрешил", After::Retracts),
    ("бях сгрешила", After::Retracts),
    ("погрешно изчислих", After::Retracts),
    ("обърках", After::Retracts),
    // Lithuanian.
    ("neteisingai apskaičiavau", After::Retracts),
    // Latvian.
    ("es kļūdījos", After::Retracts),
    ("es pieļāvu kļūdu", After::Retracts),
    ("es sajaucu", After::Retracts),
    ("nepareizi aprēķināju", After::Retracts),
    // Estonian.
    ("ajasin segamini", After::Retracts),
    ("vabandust, see on vale", After::Retracts),
    // Finnish.
    ("unohda edellinen", After::Retracts),
    ("jätä edellinen huomiotta", After::Retracts),
    // Hungarian.
    ("elszámoltam", After::Retracts),
    ("összekevertem", After::Retracts),
    // Greek.
    ("συγγνώμη, λάθος", After::Retracts),
    ("μπερδεύτηκα", After::Retracts),
    ("μπέρδεψα", After::Retracts),
    ("υπολόγισα λάθος", After::Retracts),
    ("αγνοήστε τα παραπάνω", After::Retracts),
    // Albanian.
    ("kam gabuar", After::Retracts),
    ("e llogarita gabim", After::Retracts),
    // Armenian.
    ("սխալ եմ թույլ տվել", After::Retracts),
    ("ես սխալ էի", After::Retracts),
    ("սխալ հաշվեցի", After::Retracts),
    // Georgian.
    ("არასწორად გამოვთვალე", After::Retracts),
    ("ავურიე", After::Retracts),
    // Tatar.
    ("ялгыштым", After::Retracts),
    ("минем хата", After::Retracts),
    ("хата җибәрдем", After::Retracts),
    // Turkish.
    ("karıştırdım", After::Retracts),
    ("özür dilerim, yanlış", After::Retracts),
    ("yukarıdakini dikkate almayın", After::Retracts),
    // Azerbaijani.
    ("səhv hesabladım", After::Retracts),
    // Turkmen.
    ("ýalňyşdym", After::Retracts),
    ("meniň ýalňyşym", After::Retracts),
    // Kazakh.
    ("менің қателігім", After::Retracts),
    ("қате жібердім", After::Retracts),
    ("қате есептедім", After::Retracts),
    // Kyrgyz.
    ("мен жаңылдым", After::Retracts),
    ("менин катам", After::Retracts),
    ("ката кетирдим", After::Retracts),
    ("туура эмес эсептедим", After::Retracts),
    ("чаташтырдым", After::Retracts),
    // Uzbek (Latin).
    ("mening xatoyim", After::Retracts),
    ("noto'g'ri hisobladim", After::Retracts),
    ("chalkashtirib yubordim", After::Retracts),
    // Uzbek (Cyrillic).
    ("хато қилдим", After::Retracts),
    ("адашдим", After::Retracts),
    ("менинг хатойим", After::Retracts),
    // Tajik.
    ("ман хато кардам", After::Retracts),
    ("хатои ман", After::Retracts),
    ("иштибоҳ кардам", After::Retracts),
    // Persian.
    ("اشتباه از من بود", After::Retracts),
    ("اشتباه حساب کردم", After::Retracts),
    ("اشتباه نوشتم", After::Retracts),
    ("اشتباه گفتم", After::Retracts),
    ("ببخشید، اشتباه", After::Retracts),
    ("پاسخ بالا را نادیده بگیرید", After::Retracts),
    // Dari.
    ("معذرت می‌خواهم، اشتباه", After::Retracts),
    ("معذرت میخواهم، اشتباه", After::Retracts),
    // Kurdish (Kurmanji).
    ("min şaş kir", After::Retracts),
    ("şaşiya min", After::Retracts),
    ("ez şaş bûm", After::Retracts),
    ("min xelet kir", After::Retracts),
    // Kurdish (Sorani).
    ("هەڵەم کرد", After::Retracts),
    ("هەڵەی من بوو", After::Retracts),
    ("تێکەڵم کرد", After::Retracts),
    // Arabic.
    ("اخطأت", After::Retracts),
    ("تجاهل ما سبق", After::Retracts),
    ("تجاهلوا ما سبق", After::Retracts),
    // Arabic (Egyptian).
    ("أنا غلطت", After::Retracts),
    ("انا غلطت", After::Retracts),
    ("غلطتي", After::Retracts),
    ("كنت غلطان", After::Retracts),
    ("اتلخبطت", After::Retracts),
    // Hebrew.
    ("הטעות שלי", After::Retracts),
    ("בלבלתי בין", After::Retracts),
    ("חישבתי לא נכון", After::Retracts),
    ("סליחה, זה לא נכון", After::Retracts),
    // Urdu.
    ("مجھ سے غلطی ہوئی", After::Retracts),
    ("مجھ سے غلطی ہو گئی", After::Retracts),
    ("معذرت، یہ غلط ہے", After::Retracts),
    // Hindi.
    ("मेरी गलती", After::Retracts),
    ("मेरी ग़लती", After::Retracts),
    ("मुझसे गलती", After::Retracts),
    ("मुझसे ग़लती", After::Retracts),
    ("मैं ग़लत थी", After::Retracts),
    // Hindi (romanized).
    ("meri galti", After::Retracts),
    ("mujhse galti", After::Retracts),
    ("main galat tha", After::Retracts),
    ("main galat thi", After::Retracts),
    ("maine galti ki", After::Retracts),
    // Bengali.
    ("ভুল হিসাব করেছি", After::Retracts),
    ("দুঃখিত, ভুল", After::Retracts),
    // Assamese.
    ("মই ভুল কৰিলোঁ", After::Retracts),
    // Odia.
    ("ମୁଁ ଭୁଲ କଲି", After::Retracts),
    ("ମୁଁ ଭୁଲ କରିଥିଲି", After::Retracts),
    // Gujarati.
    ("મેં ભૂલ કરી", After::Retracts),
    ("હું ખોટો હતો", After::Retracts),
    ("હું ખોટી હતી", After::Retracts),
    ("મેં ખોટી ગણતરી કરી", After::Retracts),
    // Punjabi (Gurmukhi).
    ("ਮੇਰੀ ਗਲਤੀ", After::Retracts),
    ("ਮੇਰੀ ਗ਼ਲਤੀ", After::Retracts),
    ("ਮੈਂ ਗਲਤ ਸੀ", After::Retracts),
    ("ਮੈਂ ਗਲਤੀ ਕੀਤੀ", After::Retracts),
    ("ਮੈਥੋਂ ਗਲਤੀ ਹੋ ਗਈ", After::Retracts),
    // Marathi.
    ("माझ्याकडून चूक झाली", After::Retracts),
    // Nepali.
    ("मैले गल्ती गरें", After::Retracts),
    ("मैले गल्ती गरेँ", After::Retracts),
    // Sinhala.
    ("මගේ වරද", After::Retracts),
    ("මම වැරැද්දක් කළා", After::Retracts),
    // Tamil.
    ("நான் தவறு செய்தேன்", After::Retracts),
    ("நான் தவறாகச் சொன்னேன்", After::Retracts),
    ("தவறாக கணக்கிட்டேன்", After::Retracts),
    ("மன்னிக்கவும், தவறு", After::Retracts),
    // Telugu.
    ("నేను తప్పు చేశాను", After::Retracts),
    ("నేను పొరపాటు చేశాను", After::Retracts),
    ("నా పొరపాటు", After::Retracts),
    ("తప్పుగా లెక్కించాను", After::Retracts),
    // Malayalam.
    ("എൻ്റെ തെറ്റ്", After::Retracts),
    ("ഞാൻ തെറ്റായി കണക്കാക്കി", After::Retracts),
    // Chinese (Simplified).
    ("我搞错了", After::Retracts),
    ("我弄错了", After::Retracts),
    ("我算错了", After::Retracts),
    ("我写错了", After::Retracts),
    ("我说错了", After::Retracts),
    ("我记错了", After::Retracts),
    ("我混淆了", After::Retracts),
    ("请忽略上面", After::Retracts),
    ("忽略上面的答案", After::Retracts),
    // Chinese (Traditional).
    ("我搞錯了", After::Retracts),
    ("我弄錯了", After::Retracts),
    ("我算錯了", After::Retracts),
    ("我寫錯了", After::Retracts),
    ("我說錯了", After::Retracts),
    ("我記錯了", After::Retracts),
    ("請忽略上面", After::Retracts),
    // Cantonese.
    ("我搞錯咗", After::Retracts),
    ("我錯咗", After::Retracts),
    ("我計錯咗", After::Retracts),
    ("我講錯咗", After::Retracts),
    ("我寫錯咗", After::Retracts),
    ("我記錯咗", After::Retracts),
    ("我諗錯咗", After::Retracts),
    ("當我冇講過", After::Retracts),
    // Japanese.
    ("私の誤り", After::Retracts),
    ("計算を間違え", After::Retracts),
    ("勘違いしていました", After::Retracts),
    ("混同していました", After::Retracts),
    ("上記は無視して", After::Retracts),
    ("すみません、間違", After::Retracts),
    // Korean.
    ("제가 실수했", After::Retracts),
    ("제가 틀렸습니다", After::Retracts),
    ("제가 틀렸어요", After::Retracts),
    ("내가 틀렸어", After::Retracts),
    ("제 실수입니다", After::Retracts),
    ("잘못 계산했", After::Retracts),
    ("제가 착각했", After::Retracts),
    ("혼동했습니다", After::Retracts),
    ("위의 답변은 무시", After::Retracts),
    ("위 답변은 무시", After::Retracts),
    // Mongolian.
    ("би алдаа гаргалаа", After::Retracts),
    // Burmese.
    ("ကျွန်တော်မှားသွား", After::Retracts),
    ("ကျွန်မမှားသွား", After::Retracts),
    ("မှားသွားပါတယ်", After::Retracts),
    // Thai.
    ("ผมคำนวณผิด", After::Retracts),
    ("ฉันคำนวณผิด", After::Retracts),
    ("ผมตอบผิด", After::Retracts),
    ("ฉันตอบผิด", After::Retracts),
    ("ขออภัยที่ผิดพลาด", After::Retracts),
    // Khmer.
    ("ខ្ញុំខុស", After::Retracts),
    ("ខ្ញុំធ្វើខុស", After::Retracts),
    ("ខ្ញុំគណនាខុស", After::Retracts),
    // Vietnamese.
    ("tôi đã nhầm", After::Retracts),
    ("tôi đã tính sai", After::Retracts),
    ("tôi tính sai", After::Retracts),
    ("mình nhầm", After::Retracts),
    // Indonesian.
    ("saya salah hitung", After::Retracts),
    ("saya salah tulis", After::Retracts),
    ("saya tertukar", After::Retracts),
    ("abaikan jawaban di atas", After::Retracts),
    ("maaf, itu salah", After::Retracts),
    // Malay.
    ("saya melakukan kesilapan", After::Retracts),
    ("saya salah kira", After::Retracts),
    ("abaikan jawapan di atas", After::Retracts),
    // Javanese.
    ("kesalahanku", After::Retracts),
    ("aku kleru", After::Retracts),
    ("kula lepat", After::Retracts),
    // Sundanese.
    ("abdi lepat", After::Retracts),
    ("kasalahan abdi", After::Retracts),
    // Filipino (Tagalog).
    ("nalito ako", After::Retracts),
    ("paumanhin, mali", After::Retracts),
    // Cebuano.
    ("nasayop ko", After::Retracts),
    ("ang akong sayop", After::Retracts),
    ("nakasayop ko", After::Retracts),
    // Hmong.
    ("kuv yuam kev", After::Retracts),
    ("kuv ua yuam kev", After::Retracts),
    // Amharic.
    ("ስህተቴ ነው", After::Retracts),
    ("ስህተት ሠርቻለሁ", After::Retracts),
    // Somali.
    ("waan khaldamay", After::Retracts),
    ("waan qaldamay", After::Retracts),
    ("khaladkayga", After::Retracts),
    ("qalad ayaan sameeyay", After::Retracts),
    ("khalad ayaan sameeyay", After::Retracts),
    // Swahili.
    ("nilichanganya", After::Retracts),
    ("puuza jibu hilo", After::Retracts),
    ("puuza yaliyo hapo juu", After::Retracts),
    // Hausa.
    ("kuskurena", After::Retracts),
    // Igbo.
    ("emehiere m", After::Retracts),
    ("mmehie m", After::Retracts),
    // Yoruba.
    ("mo ti ṣe àṣìṣe", After::Retracts),
    ("àṣìṣe mi", After::Retracts),
    // Wolof.
    ("dama juum", After::Retracts),
    ("juum naa", After::Retracts),
    ("sama njuumte", After::Retracts),
    ("baal ma, juum naa", After::Retracts),
    // Lingala.
    ("nasali libunga", After::Retracts),
    ("libunga na ngai", After::Retracts),
    // Kinyarwanda.
    ("naribeshye", After::Retracts),
    ("nakoze ikosa", After::Retracts),
    ("ikosa ryanjye", After::Retracts),
    // Chichewa.
    ("ndalakwitsa", After::Retracts),
    ("ndinalakwitsa", After::Retracts),
    // Shona.
    ("ndakanganisa", After::Retracts),
    ("ndakakanganisa", After::Retracts),
    ("kukanganisa kwangu", After::Retracts),
    // Xhosa.
    ("ndiphazamile", After::Retracts),
    ("yimpazamo yam", After::Retracts),
    ("ndenze impazamo", After::Retracts),
    // Sesotho.
    ("ke fositse", After::Retracts),
    ("ke entse phoso", After::Retracts),
    ("phoso ya ka", After::Retracts),
    ("ke ne ke fositse", After::Retracts),
    // Setswana.
    ("ke dirile phoso", After::Retracts),
    ("ke phositse", After::Retracts),
    ("phoso ya me", After::Retracts),
    ("ke ne ke phositse", After::Retracts),
    // Malagasy.
    ("diso aho", After::Retracts),
    ("nanao hadisoana aho", After::Retracts),
    ("ny hadisoako", After::Retracts),
    // Haitian Creole.
    ("mwen te fè yon erè", After::Retracts),
    ("se erè mwen", After::Retracts),
    ("mwen te twonpe m", After::Retracts),
    ("mwen te gen tò", After::Retracts),
    ("mwen te kalkile mal", After::Retracts),
    // Sayings that something is wrong or no longer holds, of about 150 languages (a helper's table, its surer rows).
    // English.
    ("is incorrect", After::Invalidates),
    ("is not correct", After::Invalidates),
    ("isn't correct", After::Invalidates),
    ("is no longer valid", After::Invalidates),
    ("no longer applies", After::Invalidates),
    // Spanish.
    ("es incorrecto", After::Invalidates),
    ("es incorrecta", After::Invalidates),
    ("es erróneo", After::Invalidates),
    ("es errónea", After::Invalidates),
    ("no es correcta", After::Invalidates),
    ("ya no es válido", After::Invalidates),
    ("ya no es válida", After::Invalidates),
    // French.
    ("est faux", After::Invalidates),
    ("est fausse", After::Invalidates),
    ("est incorrect", After::Invalidates),
    ("est erroné", After::Invalidates),
    ("n'est pas correct", After::Invalidates),
    ("n'est plus valable", After::Invalidates),
    ("n'est plus valide", After::Invalidates),
    // German.
    ("ist falsch", After::Invalidates),
    ("ist nicht korrekt", After::Invalidates),
    ("ist nicht richtig", After::Invalidates),
    ("ist inkorrekt", After::Invalidates),
    ("ist fehlerhaft", After::Invalidates),
    ("ist nicht mehr gültig", After::Invalidates),
    ("gilt nicht mehr", After::Invalidates),
    // Italian.
    ("è sbagliat", After::Invalidates),
    ("è errat", After::Invalidates),
    ("non è corrett", After::Invalidates),
    ("è scorrett", After::Invalidates),
    ("non è più valid", After::Invalidates),
    ("non vale più", After::Invalidates),
    // Portuguese.
    ("é incorret", After::Invalidates),
    ("não está corret", After::Invalidates),
    ("não é corret", After::Invalidates),
    ("não é mais válid", After::Invalidates),
    ("já não é válid", After::Invalidates),
    ("deixou de ser válid", After::Invalidates),
    ("é incorrect", After::Invalidates),
    // Dutch.
    ("is fout", After::Invalidates),
    ("is onjuist", After::Invalidates),
    ("is niet juist", After::Invalidates),
    ("is niet correct", After::Invalidates),
    ("is niet meer geldig", After::Invalidates),
    ("geldt niet meer", After::Invalidates),
    // Afrikaans.
    ("is verkeerd", After::Invalidates),
    ("is nie korrek nie", After::Invalidates),
    ("is foutief", After::Invalidates),
    ("is nie reg nie", After::Invalidates),
    ("nie meer geldig nie", After::Invalidates),
    // Danish.
    ("er ikke korrekt", After::Invalidates),
    ("er ikke rigtig", After::Invalidates),
    ("er fejlagtig", After::Invalidates),
    ("gælder ikke længere", After::Invalidates),
    ("er ikke længere gyldig", After::Invalidates),
    // Norwegian (Bokmål).
    ("er ikke riktig", After::Invalidates),
    ("er uriktig", After::Invalidates),
    ("gjelder ikke lenger", After::Invalidates),
    ("er ikke lenger gyldig", After::Invalidates),
    // Norwegian (Nynorsk).
    ("er ikkje rett", After::Invalidates),
    ("er ikkje korrekt", After::Invalidates),
    ("gjeld ikkje lenger", After::Invalidates),
    ("er ikkje lenger gyldig", After::Invalidates),
    // Swedish.
    ("är felaktig", After::Invalidates),
    ("är inte korrekt", After::Invalidates),
    ("är inte rätt", After::Invalidates),
    ("stämmer inte", After::Invalidates),
    ("gäller inte längre", After::Invalidates),
    ("är inte längre giltig", After::Invalidates),
    // Icelandic.
    ("er rangt", After::Invalidates),
    ("er röng", After::Invalidates),
    ("er rangur", After::Invalidates),
    ("er ekki rétt", After::Invalidates),
    ("stenst ekki", After::Invalidates),
    ("gildir ekki lengur", After::Invalidates),
    // Catalan.
    ("és incorrect", After::Invalidates),
    ("és erroni", After::Invalidates),
    ("és errònia", After::Invalidates),
    ("ja no és vàlid", After::Invalidates),
    // Galician.
    ("é erróne", After::Invalidates),
    ("xa non é válid", After::Invalidates),
    // Basque.
    ("okerra da", After::Invalidates),
    ("ez da zuzena", After::Invalidates),
    ("jada ez da baliozkoa", After::Invalidates),
    // Welsh.
    ("yn anghywir", After::Invalidates),
    ("nid yw'n gywir", After::Invalidates),
    ("ddim yn ddilys mwyach", After::Invalidates),
    ("yn gamgymeriad", After::Invalidates),
    // Scottish Gaelic.
    ("chan eil e ceart", After::Invalidates),
    ("chan eil sin ceart", After::Invalidates),
    // Latin.
    ("falsum est", After::Invalidates),
    ("non est rectum", After::Invalidates),
    ("non est verum", After::Invalidates),
    ("iam non valet", After::Invalidates),
    // Esperanto.
    ("estas malĝust", After::Invalidates),
    ("estas erara", After::Invalidates),
    ("ne estas ĝust", After::Invalidates),
    ("ne plu validas", After::Invalidates),
    ("ne plu estas valida", After::Invalidates),
    // Maltese.
    ("huwa żbaljat", After::Invalidates),
    ("hija żbaljata", After::Invalidates),
    ("mhix korretta", After::Invalidates),
    // Romanian.
    ("este greșit", After::Invalidates),
    ("este greşit", After::Invalidates),
    ("este incorect", After::Invalidates),
    ("nu mai este valabil", After::Invalidates),
    ("nu mai e valabil", After::Invalidates),
    // Russian.
    ("неверно", After::Invalidates),
    ("неверен", After::Invalidates),
    ("неверна", After::Invalidates),
    ("некорректн", After::Invalidates),
    ("больше не действует", After::Invalidates),
    ("больше не актуальн", After::Invalidates),
    ("является ошибкой", After::Invalidates),
    // Ukrainian.
    ("більше не дійсн", After::Invalidates),
    ("вже не актуальн", After::Invalidates),
    ("є помилкою", After::Invalidates),
    // Belarusian.
    ("больш не актуальн", After::Invalidates),
    // Polish.
    ("jest błędn", After::Invalidates),
    ("jest nieprawidłow", After::Invalidates),
    ("jest niepoprawn", After::Invalidates),
    ("nie jest poprawn", After::Invalidates),
    ("jest już nieaktualn", After::Invalidates),
    ("nie jest już aktualn", After::Invalidates),
    ("jest pomyłką", After::Invalidates),
    // Czech.
    ("je špatně", After::Invalidates),
    ("je chybn", After::Invalidates),
    ("je nesprávn", After::Invalidates),
    ("už neplatí", After::Invalidates),
    ("již neplatí", After::Invalidates),
    // Slovak.
    ("nie je správn", After::Invalidates),
    // Slovenian.
    ("je napačn", After::Invalidates),
    ("ni praviln", After::Invalidates),
    ("ni več veljav", After::Invalidates),
    ("ne velja več", After::Invalidates),
    ("je narobe", After::Invalidates),
    // Croatian.
    ("je pogrešn", After::Invalidates),
    ("nije točn", After::Invalidates),
    ("nije ispravn", After::Invalidates),
    ("je netočn", After::Invalidates),
    ("više ne vrijedi", After::Invalidates),
    // Bosnian.
    ("nije tačn", After::Invalidates),
    ("je netačn", After::Invalidates),
    ("više ne važi", After::Invalidates),
    // Serbian (Cyrillic).
    ("је погрешн", After::Invalidates),
    ("није тачн", After::Invalidates),
    ("није исправн", After::Invalidates),
    ("је нетачн", After::Invalidates),
    ("више не важи", After::Invalidates),
    // Macedonian.
    ("е погрешн", After::Invalidates),
    ("не е точн", After::Invalidates),
    ("не е исправн", After::Invalidates),
    ("повеќе не важи", After::Invalidates),
    // Bulgarian.
    ("е грешн", After::Invalidates),
    ("е неправилн", After::Invalidates),
    ("вече не е валидн", After::Invalidates),
    ("вече не важи", After::Invalidates),
    // Lithuanian.
    ("nėra teising", After::Invalidates),
    ("nebegalioja", After::Invalidates),
    // Latvian.
    ("ir nepareiz", After::Invalidates),
    ("ir kļūdain", After::Invalidates),
    ("nav pareiz", After::Invalidates),
    ("vairs nav spēkā", After::Invalidates),
    // Estonian.
    ("on vale", After::Invalidates),
    ("ei kehti enam", After::Invalidates),
    ("on ekslik", After::Invalidates),
    // Finnish.
    ("on väärin", After::Invalidates),
    ("on väärä", After::Invalidates),
    ("on virheellin", After::Invalidates),
    ("ei ole oikein", After::Invalidates),
    ("ei ole enää voimassa", After::Invalidates),
    // Hungarian.
    ("nem stimmel", After::Invalidates),
    ("már nem érvényes", After::Invalidates),
    // Greek.
    ("είναι λάθος", After::Invalidates),
    ("είναι λανθασμέν", After::Invalidates),
    ("είναι εσφαλμέν", After::Invalidates),
    ("δεν ισχύει πλέον", After::Invalidates),
    // Albanian.
    ("është e gabuar", After::Invalidates),
    ("është i gabuar", After::Invalidates),
    ("nuk vlen më", After::Invalidates),
    // Armenian.
    ("սխալ էր", After::Invalidates),
    ("այլևս վավեր չէ", After::Invalidates),
    // Georgian.
    ("არასწორია", After::Invalidates),
    ("არ არის სწორი", After::Invalidates),
    ("მცდარია", After::Invalidates),
    ("აღარ არის ძალაში", After::Invalidates),
    // Tatar.
    ("дөрес түгел", After::Invalidates),
    // Turkish.
    ("yanlıştır", After::Invalidates),
    ("hatalıdır", After::Invalidates),
    ("artık geçerli değil", After::Invalidates),
    // Azerbaijani.
    ("yanlışdır", After::Invalidates),
    ("artıq etibarlı deyil", After::Invalidates),
    // Turkmen.
    ("nädogry", After::Invalidates),
    ("dogry däl", After::Invalidates),
    // Kazakh.
    ("қате болып табылады", After::Invalidates),
    // Kyrgyz.
    ("туура эмес", After::Invalidates),
    // Uzbek (Latin).
    ("to'g'ri emas", After::Invalidates),
    ("xatodir", After::Invalidates),
    // Uzbek (Cyrillic).
    ("нотўғри", After::Invalidates),
    ("тўғри эмас", After::Invalidates),
    ("хатодир", After::Invalidates),
    // Uyghur.
    ("توغرا ئەمەس", After::Invalidates),
    // Tajik.
    ("нодуруст аст", After::Invalidates),
    ("дуруст нест", After::Invalidates),
    ("хато аст", After::Invalidates),
    // Persian.
    ("نادرست است", After::Invalidates),
    ("صحیح نیست", After::Invalidates),
    ("صحیح نمی‌باشد", After::Invalidates),
    ("صحیح نمیباشد", After::Invalidates),
    ("دیگر معتبر نیست", After::Invalidates),
    ("غلط است", After::Invalidates),
    // Kurdish (Kurmanji).
    ("ne rast e", After::Invalidates),
    ("çewt e", After::Invalidates),
    ("xelet e", After::Invalidates),
    // Kurdish (Sorani).
    ("هەڵەیە", After::Invalidates),
    ("ڕاست نییە", After::Invalidates),
    ("دروست نییە", After::Invalidates),
    // Arabic.
    ("خاطئة", After::Invalidates),
    ("لم يعد ساري", After::Invalidates),
    // Arabic (Egyptian).
    ("طلع غلط", After::Invalidates),
    ("مش صحيح", After::Invalidates),
    ("مش مظبوط", After::Invalidates),
    // Hebrew.
    ("הוא שגוי", After::Invalidates),
    ("היא שגויה", After::Invalidates),
    ("אינו נכון", After::Invalidates),
    ("אינה נכונה", After::Invalidates),
    ("כבר לא תקף", After::Invalidates),
    ("כבר לא תקפה", After::Invalidates),
    // Urdu.
    ("صحیح نہیں", After::Invalidates),
    // Hindi.
    ("सही नहीं है", After::Invalidates),
    ("अब मान्य नहीं", After::Invalidates),
    // Hindi (romanized).
    ("galat hai", After::Invalidates),
    ("sahi nahi hai", After::Invalidates),
    ("sahi nahin hai", After::Invalidates),
    // Bengali.
    ("আর বৈধ নয়", After::Invalidates),
    // Assamese.
    ("শুদ্ধ নহয়", After::Invalidates),
    ("সঠিক নহয়", After::Invalidates),
    // Odia.
    ("ସଠିକ୍ ନୁହେଁ", After::Invalidates),
    // Gujarati.
    ("હવે માન્ય નથી", After::Invalidates),
    // Marathi.
    ("चुकीचे आहे", After::Invalidates),
    ("चुकीचा आहे", After::Invalidates),
    ("चुकीची आहे", After::Invalidates),
    ("योग्य नाही", After::Invalidates),
    // Nepali.
    ("सही होइन", After::Invalidates),
    ("अब मान्य छैन", After::Invalidates),
    ("गलत थियो", After::Invalidates),
    // Sindhi.
    ("غلط آهي", After::Invalidates),
    // Sinhala.
    ("තවදුරටත් වලංගු නොවේ", After::Invalidates),
    // Tamil.
    ("தவறானது", After::Invalidates),
    ("சரியானது அல்ல", After::Invalidates),
    // Telugu.
    ("సరైనది కాదు", After::Invalidates),
    ("తప్పుగా ఉంది", After::Invalidates),
    // Kannada.
    ("ಸರಿಯಾಗಿಲ್ಲ", After::Invalidates),
    // Chinese (Simplified).
    ("是错误的", After::Invalidates),
    ("是错的", After::Invalidates),
    ("已不再有效", After::Invalidates),
    ("不再适用", After::Invalidates),
    ("不再成立", After::Invalidates),
    // Chinese (Traditional).
    ("是錯誤的", After::Invalidates),
    ("是錯的", After::Invalidates),
    ("不正確", After::Invalidates),
    ("不再適用", After::Invalidates),
    // Cantonese.
    ("係錯嘅", After::Invalidates),
    ("唔正確", After::Invalidates),
    ("已經唔適用", After::Invalidates),
    // Japanese.
    ("間違っています", After::Invalidates),
    ("誤りです", After::Invalidates),
    ("誤っています", After::Invalidates),
    ("正しくありません", After::Invalidates),
    ("正しくない", After::Invalidates),
    ("もはや有効では", After::Invalidates),
    // Korean.
    ("틀렸습니다", After::Invalidates),
    ("잘못되었습니다", After::Invalidates),
    ("잘못됐습니다", After::Invalidates),
    ("정확하지 않습니다", After::Invalidates),
    ("올바르지 않습니다", After::Invalidates),
    ("더 이상 유효하지", After::Invalidates),
    ("틀린 답입니다", After::Invalidates),
    // Mongolian.
    ("буруу байна", After::Invalidates),
    ("хүчингүй болсон", After::Invalidates),
    // Burmese.
    ("မှားနေတယ်", After::Invalidates),
    ("မမှန်ပါ", After::Invalidates),
    ("မှားယွင်းနေ", After::Invalidates),
    // Thai.
    ("เป็นความผิดพลาด", After::Invalidates),
    ("ใช้ไม่ได้แล้ว", After::Invalidates),
    ("คลาดเคลื่อน", After::Invalidates),
    // Lao.
    ("ບໍ່ຖືກຕ້ອງ", After::Invalidates),
    // Vietnamese.
    ("bị sai", After::Invalidates),
    ("không còn đúng", After::Invalidates),
    ("không còn hiệu lực", After::Invalidates),
    // Indonesian.
    ("adalah salah", After::Invalidates),
    ("sudah tidak berlaku", After::Invalidates),
    ("tidak berlaku lagi", After::Invalidates),
    ("tidak valid lagi", After::Invalidates),
    // Malay.
    ("tidak sah lagi", After::Invalidates),
    // Javanese.
    ("ora bener", After::Invalidates),
    ("mboten leres", After::Invalidates),
    ("wis ora berlaku", After::Invalidates),
    // Sundanese.
    ("teu leres", After::Invalidates),
    ("teu bener", After::Invalidates),
    // Filipino (Tagalog).
    ("hindi na wasto", After::Invalidates),
    // Cebuano.
    ("dili husto", After::Invalidates),
    ("dili tama", After::Invalidates),
    // Hmong.
    ("tsis raug", After::Invalidates),
    // Amharic.
    ("የተሳሳተ ነው", After::Invalidates),
    // Tigrinya.
    ("ቅኑዕ ኣይኮነን", After::Invalidates),
    // Somali.
    ("waa khalad", After::Invalidates),
    ("waa qalad", After::Invalidates),
    ("sax ma aha", After::Invalidates),
    ("ma saxna", After::Invalidates),
    // Swahili.
    ("haitumiki tena", After::Invalidates),
    // Igbo.
    ("ezighi ezi", After::Invalidates),
    ("ezighị ezi", After::Invalidates),
    // Lingala.
    ("ezali solo te", After::Invalidates),
    // Kinyarwanda.
    ("ntabwo ari byo", After::Invalidates),
    ("ni ikosa", After::Invalidates),
    // Chichewa.
    ("sizolondola", After::Invalidates),
    ("si zolondola", After::Invalidates),
    ("ndi zolakwika", After::Invalidates),
    // Shona.
    ("hazvina kururama", After::Invalidates),
    // Xhosa.
    ("ayichanekanga", After::Invalidates),
    // Sesotho.
    ("e fosahetse", After::Invalidates),
    // Malagasy.
    ("tsy marina", After::Invalidates),
    // Haitian Creole.
    ("pa kòrèk", After::Invalidates),
    ("se yon erè", After::Invalidates),
    ("pa valab ankò", After::Invalidates),
    // Retractions of Indic scripts a first pass left out (their vowel signs were not counted as letters).
    // Assamese.
    ("মোৰ ভুল", After::Retracts),
    // Odia.
    ("ମୋର ଭୁଲ", After::Retracts),
    // Gujarati.
    ("મારી ભૂલ", After::Retracts),
    // Sayings that something is wrong, of Indic scripts a first pass left out (vowel signs not counted as letters).
    // Hindi.
    ("गलत है", After::Invalidates),
    ("ग़लत है", After::Invalidates),
    // Odia.
    ("ଠିକ୍ ନୁହେଁ", After::Invalidates),
    // Gujarati.
    ("ખોટું છે", After::Invalidates),
    ("ખોટો છે", After::Invalidates),
    ("ખોટી છે", After::Invalidates),
    ("સાચું નથી", After::Invalidates),
    ("સાચો નથી", After::Invalidates),
    // Punjabi (Gurmukhi).
    ("ਗਲਤ ਹੈ", After::Invalidates),
    ("ਗ਼ਲਤ ਹੈ", After::Invalidates),
    ("ਸਹੀ ਨਹੀਂ", After::Invalidates),
    // Nepali.
    ("गलत हो", After::Invalidates),
    // Sinhala.
    ("වැරදියි", After::Invalidates),
    // Taking back what was written above, in about 130 languages.
    // English.
    ("disregard the above", After::Retracts),
    ("i take that back", After::Retracts),
    ("the above is wrong", After::Retracts),
    ("forget what i wrote", After::Retracts),
    // French.
    ("ignore ce qui précède", After::Retracts),
    ("oubliez ce que j'ai écrit", After::Retracts),
    ("je retire ce que j'ai dit", After::Retracts),
    ("ce qui précède est faux", After::Retracts),
    ("ce qui précède est erroné", After::Retracts),
    // German.
    ("ignoriere das obige", After::Retracts),
    ("vergiss, was ich geschrieben habe", After::Retracts),
    ("ich nehme das zurück", After::Retracts),
    ("das obige ist falsch", After::Retracts),
    ("das war ein fehler", After::Retracts),
    // Spanish.
    ("ignore lo anterior", After::Retracts),
    ("olvida lo que escribí", After::Retracts),
    ("retiro lo dicho", After::Retracts),
    ("lo anterior es incorrecto", After::Retracts),
    ("lo anterior es erróneo", After::Retracts),
    // Portuguese.
    ("ignore o que está acima", After::Retracts),
    ("desconsidere o que escrevi", After::Retracts),
    ("retiro o que disse", After::Retracts),
    ("o acima está errado", After::Retracts),
    ("esqueça o que escrevi", After::Retracts),
    ("ignore o que escrevi acima", After::Retracts),
    // Italian.
    ("ignora quanto scritto sopra", After::Retracts),
    ("ritiro quanto detto", After::Retracts),
    ("quanto sopra è sbagliato", After::Retracts),
    ("dimentica quello che ho scritto", After::Retracts),
    ("quanto scritto sopra è errato", After::Retracts),
    // Dutch.
    ("vergeet wat ik schreef", After::Retracts),
    ("ik neem dat terug", After::Retracts),
    ("het bovenstaande is onjuist", After::Retracts),
    ("het bovenstaande klopt niet", After::Retracts),
    ("dat was een fout", After::Retracts),
    // Swedish.
    ("ignorera ovanstående", After::Retracts),
    ("jag tar tillbaka det", After::Retracts),
    ("ovanstående är fel", After::Retracts),
    ("glöm vad jag skrev", After::Retracts),
    ("det var ett misstag", After::Retracts),
    // Norwegian.
    ("ignorer det ovenstående", After::Retracts),
    ("jeg tar det tilbake", After::Retracts),
    ("det ovenstående er feil", After::Retracts),
    ("glem det jeg skrev", After::Retracts),
    ("det var en feil", After::Retracts),
    // Danish.
    ("ignorer ovenstående", After::Retracts),
    ("jeg tager det tilbage", After::Retracts),
    ("ovenstående er forkert", After::Retracts),
    ("glem hvad jeg skrev", After::Retracts),
    ("det var en fejl", After::Retracts),
    // Icelandic.
    ("hunsaðu ofangreint", After::Retracts),
    ("ég tek þetta til baka", After::Retracts),
    ("ofangreint er rangt", After::Retracts),
    ("gleymdu því sem ég skrifaði", After::Retracts),
    ("þetta voru mistök", After::Retracts),
    // Faroese.
    ("eg taki tað aftur", After::Retracts),
    ("gloym tað eg skrivaði", After::Retracts),
    // Finnish.
    ("unohda yllä oleva", After::Retracts),
    ("jätä yllä oleva huomiotta", After::Retracts),
    ("otan sanani takaisin", After::Retracts),
    ("yllä oleva on väärin", After::Retracts),
    ("unohda mitä kirjoitin", After::Retracts),
    ("se oli virhe", After::Retracts),
    // Estonian.
    ("ignoreeri ülaltoodut", After::Retracts),
    ("jäta ülaltoodu tähelepanuta", After::Retracts),
    ("võtan oma sõnad tagasi", After::Retracts),
    ("ülaltoodu on vale", After::Retracts),
    ("unusta, mida ma kirjutasin", After::Retracts),
    ("see oli viga", After::Retracts),
    // Hungarian.
    ("hagyd figyelmen kívül a fentieket", After::Retracts),
    ("a fentiek tévesek", After::Retracts),
    ("visszavonom", After::Retracts),
    ("felejtsd el, amit írtam", After::Retracts),
    ("ez tévedés volt", After::Retracts),
    ("a fenti hibás", After::Retracts),
    // Polish.
    ("zignoruj to, co napisałem", After::Retracts),
    ("cofam to", After::Retracts),
    ("powyższe jest błędne", After::Retracts),
    ("zapomnij o tym, co napisałem", After::Retracts),
    ("to był błąd", After::Retracts),
    // Czech.
    ("ignoruj výše uvedené", After::Retracts),
    ("beru zpět", After::Retracts),
    ("výše uvedené je špatně", After::Retracts),
    ("zapomeňte, co jsem napsal", After::Retracts),
    ("to byla chyba", After::Retracts),
    // Slovak.
    ("ignoruj vyššie uvedené", After::Retracts),
    ("beriem späť", After::Retracts),
    ("vyššie uvedené je nesprávne", After::Retracts),
    ("zabudnite, čo som napísal", After::Retracts),
    ("to bola chyba", After::Retracts),
    // Slovenian.
    ("prezri zgoraj navedeno", After::Retracts),
    ("ne upoštevajte zgornjega", After::Retracts),
    ("to jemljem nazaj", After::Retracts),
    ("zgornje je napačno", After::Retracts),
    ("pozabi, kar sem napisal", After::Retracts),
    ("to je bila napaka", After::Retracts),
    // Croatian.
    ("zanemari gore navedeno", After::Retracts),
    ("povlačim to", After::Retracts),
    ("gore navedeno je pogrešno", After::Retracts),
    ("zaboravi što sam napisao", After::Retracts),
    ("to je bila pogreška", After::Retracts),
    // Serbian (Cyrillic).
    ("занемари горе наведено", After::Retracts),
    ("повлачим то", After::Retracts),
    ("горе наведено је погрешно", After::Retracts),
    ("заборави шта сам написао", After::Retracts),
    ("то је била грешка", After::Retracts),
    // Bosnian.
    ("zaboravi šta sam napisao", After::Retracts),
    ("to je bila greška", After::Retracts),
    // Macedonian.
    ("игнорирај го горенаведеното", After::Retracts),
    ("занемарете го горенаведеното", After::Retracts),
    ("го повлекувам тоа", After::Retracts),
    ("горенаведеното е погрешно", After::Retracts),
    ("заборави што напишав", After::Retracts),
    ("тоа беше грешка", After::Retracts),
    // Bulgarian.
    ("игнорирай горното", After::Retracts),
    ("пренебрегнете горното", After::Retracts),
    ("оттеглям казаното", After::Retracts),
    ("горното е грешно", After::Retracts),
    ("забрави какво написах", After::Retracts),
    ("това беше грешка", After::Retracts),
    // Romanian.
    ("ignoră cele de mai sus", After::Retracts),
    ("ignorați cele de mai sus", After::Retracts),
    ("retrag ce am spus", After::Retracts),
    ("cele de mai sus sunt greșite", After::Retracts),
    ("uită ce am scris", After::Retracts),
    ("a fost o greșeală", After::Retracts),
    // Russian.
    ("игнорируйте вышесказанное", After::Retracts),
    ("забудьте то, что я написал", After::Retracts),
    ("беру свои слова обратно", After::Retracts),
    ("вышесказанное неверно", After::Retracts),
    ("не обращайте внимания на написанное выше", After::Retracts),
    ("это было ошибкой", After::Retracts),
    // Ukrainian.
    ("ігноруйте написане вище", After::Retracts),
    ("забудьте те, що я написав", After::Retracts),
    ("беру свої слова назад", After::Retracts),
    ("написане вище неправильне", After::Retracts),
    ("не зважайте на написане вище", After::Retracts),
    ("це була помилка", After::Retracts),
    // Belarusian.
    ("ігнаруйце напісанае вышэй", After::Retracts),
    ("бяру свае словы назад", After::Retracts),
    ("напісанае вышэй няправільнае", After::Retracts),
    ("гэта была памылка", After::Retracts),
    // Lithuanian.
    ("ignoruokite tai, kas parašyta aukščiau", After::Retracts),
    (
        "neatsižvelkite į tai, kas parašyta aukščiau",
        After::Retracts,
    ),
    ("atsiimu savo žodžius", After::Retracts),
    (
        "tai, kas parašyta aukščiau, yra neteisinga",
        After::Retracts,
    ),
    ("pamirškite, ką parašiau", After::Retracts),
    ("tai buvo klaida", After::Retracts),
    // Latvian.
    ("ignorējiet iepriekš rakstīto", After::Retracts),
    ("neņemiet vērā iepriekš rakstīto", After::Retracts),
    ("ņemu savus vārdus atpakaļ", After::Retracts),
    ("iepriekš rakstītais ir nepareizs", After::Retracts),
    ("aizmirstiet, ko es rakstīju", After::Retracts),
    ("tā bija kļūda", After::Retracts),
    // Greek.
    ("αγνόησε τα παραπάνω", After::Retracts),
    ("παίρνω πίσω", After::Retracts),
    ("τα παραπάνω είναι λάθος", After::Retracts),
    ("ξεχάστε τι έγραψα", After::Retracts),
    ("ήταν λάθος μου", After::Retracts),
    // Albanian.
    ("injoroni sa më sipër", After::Retracts),
    ("shpërfill sa më sipër", After::Retracts),
    ("e marr mbrapsht", After::Retracts),
    ("sa më sipër është gabim", After::Retracts),
    ("harroni çfarë shkrova", After::Retracts),
    ("ishte një gabim", After::Retracts),
    // Turkish.
    ("yukarıdakileri dikkate almayın", After::Retracts),
    ("yukarıdakini görmezden gelin", After::Retracts),
    ("sözümü geri alıyorum", After::Retracts),
    ("yukarıdaki yanlış", After::Retracts),
    ("yazdıklarımı unutun", After::Retracts),
    ("bu bir hataydı", After::Retracts),
    // Azerbaijani.
    ("yuxarıdakıları nəzərə almayın", After::Retracts),
    ("yuxarıdakını unudun", After::Retracts),
    ("sözümü geri götürürəm", After::Retracts),
    ("yuxarıdakı səhvdir", After::Retracts),
    ("yazdıqlarımı unudun", After::Retracts),
    ("bu bir səhv idi", After::Retracts),
    // Kazakh.
    ("жоғарыдағыны елемеңіз", After::Retracts),
    ("жоғарыдағыны ескермеңіз", After::Retracts),
    ("сөзімді қайтып аламын", After::Retracts),
    ("жоғарыдағы қате", After::Retracts),
    ("жазғанымды ұмытыңыз", After::Retracts),
    ("бұл қате болды", After::Retracts),
    // Uzbek.
    ("yuqoridagini e'tiborsiz qoldiring", After::Retracts),
    ("yuqoridagilarni hisobga olmang", After::Retracts),
    ("so'zimni qaytarib olaman", After::Retracts),
    ("yuqoridagi noto'g'ri", After::Retracts),
    ("yozganlarimni unuting", After::Retracts),
    ("bu xato edi", After::Retracts),
    // Kyrgyz.
    ("жогорудагыны эске албаңыз", After::Retracts),
    ("сөзүмдү кайтып алам", After::Retracts),
    ("жогорудагы туура эмес", After::Retracts),
    ("жазганымды унутуңуз", After::Retracts),
    ("бул ката болду", After::Retracts),
    // Turkmen.
    ("ýokardakylary hasaba almaň", After::Retracts),
    ("sözümi yzyna alýaryn", After::Retracts),
    ("ýokardaky ýalňyş", After::Retracts),
    ("bu ýalňyşlykdy", After::Retracts),
    // Tatar.
    ("югарыдагыны исәпкә алмагыз", After::Retracts),
    ("сүземне кире алам", After::Retracts),
    ("югарыдагы дөрес түгел", After::Retracts),
    ("язганымны онытыгыз", After::Retracts),
    ("бу хата иде", After::Retracts),
    // Bashkir.
    ("һүҙемде кире алам", After::Retracts),
    ("был хата ине", After::Retracts),
    // Chuvash.
    ("ку йӑнӑш пулчӗ", After::Retracts),
    // Yakut.
    ("бу алҕас этэ", After::Retracts),
    // Tajik.
    ("гуфтаамро бозпас мегирам", After::Retracts),
    ("навиштаҳои боло нодурустанд", After::Retracts),
    ("ин хато буд", After::Retracts),
    ("навиштаамро фаромӯш кунед", After::Retracts),
    // Mongolian.
    ("дээрхийг үл тооно уу", After::Retracts),
    ("үгээ буцааж авч байна", After::Retracts),
    ("дээрх нь буруу", After::Retracts),
    ("миний бичсэнийг март", After::Retracts),
    ("энэ алдаа байсан", After::Retracts),
    // Georgian.
    ("უგულებელყავით ზემოთ დაწერილი", After::Retracts),
    ("ზემოთ დაწერილი არასწორია", After::Retracts),
    ("ვიღებ სიტყვას უკან", After::Retracts),
    ("დაივიწყეთ რაც დავწერე", After::Retracts),
    ("ეს შეცდომა იყო", After::Retracts),
    // Armenian.
    ("անտեսեք վերը նշվածը", After::Retracts),
    ("վերը նշվածը սխալ է", After::Retracts),
    ("հետ եմ վերցնում", After::Retracts),
    ("մոռացեք, ինչ գրեցի", After::Retracts),
    ("դա սխալ էր", After::Retracts),
    // Hebrew.
    ("התעלם ממה שנכתב למעלה", After::Retracts),
    ("התעלמו מהאמור לעיל", After::Retracts),
    ("האמור לעיל שגוי", After::Retracts),
    ("שכח ממה שכתבתי", After::Retracts),
    ("זו הייתה טעות", After::Retracts),
    // Yiddish.
    ("איך נעם עס צוריק", After::Retracts),
    ("דאָס איז געווען אַ טעות", After::Retracts),
    // Arabic.
    ("أتراجع عن ذلك", After::Retracts),
    ("ما سبق خاطئ", After::Retracts),
    ("انس ما كتبته", After::Retracts),
    ("كان ذلك خطأ", After::Retracts),
    // Maltese.
    ("injora dak ta' hawn fuq", After::Retracts),
    ("dak ta' hawn fuq huwa żbaljat", After::Retracts),
    ("insa dak li ktibt", After::Retracts),
    ("dak kien żball", After::Retracts),
    // Persian.
    ("موارد بالا را نادیده بگیرید", After::Retracts),
    ("آنچه در بالا نوشتم را نادیده بگیرید", After::Retracts),
    ("مطالب بالا اشتباه است", After::Retracts),
    ("آنچه نوشتم را فراموش کنید", After::Retracts),
    // Pashto.
    ("زه خپله خبره بیرته اخلم", After::Retracts),
    ("پورته خبره غلطه ده", After::Retracts),
    ("دا یوه تېروتنه وه", After::Retracts),
    // Urdu.
    ("اوپر والی بات کو نظر انداز کریں", After::Retracts),
    ("اوپر لکھا ہوا نظر انداز کریں", After::Retracts),
    ("میں اپنی بات واپس لیتا ہوں", After::Retracts),
    ("اوپر والا غلط ہے", After::Retracts),
    ("جو میں نے لکھا اسے بھول جائیں", After::Retracts),
    ("یہ ایک غلطی تھی", After::Retracts),
    // Kurdish (Kurmanji).
    ("gotina xwe paşve distînim", After::Retracts),
    ("ya li jor şaş e", After::Retracts),
    ("ew şaşiyek bû", After::Retracts),
    ("tiştê ku min nivîsî ji bîr bikin", After::Retracts),
    // Kurdish (Sorani).
    ("قسەکەم وەردەگرمەوە", After::Retracts),
    ("ئەوەی سەرەوە هەڵەیە", After::Retracts),
    ("ئەوە هەڵەیەک بوو", After::Retracts),
    // Hindi.
    ("ऊपर लिखे को नज़रअंदाज़ करें", After::Retracts),
    ("ऊपर लिखी बात को अनदेखा करें", After::Retracts),
    ("मैं अपनी बात वापस लेता हूँ", After::Retracts),
    ("ऊपर लिखा गलत है", After::Retracts),
    ("जो मैंने लिखा उसे भूल जाइए", After::Retracts),
    ("वह एक गलती थी", After::Retracts),
    // Bengali.
    ("উপরের অংশ উপেক্ষা করুন", After::Retracts),
    ("উপরেরটি উপেক্ষা করুন", After::Retracts),
    ("আমি আমার কথা ফিরিয়ে নিচ্ছি", After::Retracts),
    ("উপরেরটি ভুল", After::Retracts),
    ("আমি যা লিখেছি তা ভুলে যান", After::Retracts),
    ("ওটা ভুল ছিল", After::Retracts),
    // Marathi.
    ("वरील दुर्लक्षित करा", After::Retracts),
    ("वरील मजकूर दुर्लक्षित करा", After::Retracts),
    ("मी माझे शब्द मागे घेतो", After::Retracts),
    ("वरील चुकीचे आहे", After::Retracts),
    ("मी जे लिहिले ते विसरा", After::Retracts),
    ("ती चूक होती", After::Retracts),
    // Gujarati.
    ("ઉપરનું અવગણો", After::Retracts),
    ("ઉપર લખેલું અવગણો", After::Retracts),
    ("હું મારા શબ્દો પાછા લઉં છું", After::Retracts),
    ("ઉપરનું ખોટું છે", After::Retracts),
    ("મેં જે લખ્યું તે ભૂલી જાઓ", After::Retracts),
    ("તે એક ભૂલ હતી", After::Retracts),
    // Punjabi (Gurmukhi).
    ("ਉੱਪਰ ਲਿਖੇ ਨੂੰ ਨਜ਼ਰਅੰਦਾਜ਼ ਕਰੋ", After::Retracts),
    ("ਮੈਂ ਆਪਣੀ ਗੱਲ ਵਾਪਸ ਲੈਂਦਾ ਹਾਂ", After::Retracts),
    ("ਉੱਪਰ ਲਿਖਿਆ ਗਲਤ ਹੈ", After::Retracts),
    ("ਉਹ ਇੱਕ ਗਲਤੀ ਸੀ", After::Retracts),
    // Odia.
    ("ଉପରୋକ୍ତକୁ ଅଣଦେଖା କରନ୍ତୁ", After::Retracts),
    ("ଉପରୋକ୍ତ ଭୁଲ", After::Retracts),
    ("ତାହା ଏକ ଭୁଲ ଥିଲା", After::Retracts),
    // Assamese.
    ("ওপৰৰ কথাখিনি আওকাণ কৰক", After::Retracts),
    ("ওপৰৰটো ভুল", After::Retracts),
    ("সেয়া এটা ভুল আছিল", After::Retracts),
    // Nepali.
    ("माथिको बेवास्ता गर्नुहोस्", After::Retracts),
    ("माथि लेखिएको बेवास्ता गर्नुहोस्", After::Retracts),
    ("म मेरो कुरा फिर्ता लिन्छु", After::Retracts),
    ("माथिको गलत छ", After::Retracts),
    ("मैले लेखेको बिर्सनुहोस्", After::Retracts),
    ("त्यो गल्ती थियो", After::Retracts),
    // Sinhala.
    ("ඉහත සඳහන් දේ නොසලකා හරින්න", After::Retracts),
    ("ඉහත වැරදියි", After::Retracts),
    ("මා ලියූ දේ අමතක කරන්න", After::Retracts),
    ("එය වැරැද්දක්", After::Retracts),
    // Tamil.
    ("மேலே உள்ளதை புறக்கணிக்கவும்", After::Retracts),
    ("மேலே உள்ளதைப் புறக்கணிக்கவும்", After::Retracts),
    ("நான் சொன்னதை திரும்பப் பெறுகிறேன்", After::Retracts),
    ("மேலே உள்ளது தவறு", After::Retracts),
    ("நான் எழுதியதை மறந்துவிடுங்கள்", After::Retracts),
    ("அது ஒரு தவறு", After::Retracts),
    // Telugu.
    ("పైన ఉన్నదాన్ని పట్టించుకోకండి", After::Retracts),
    ("పైన ఉన్నది తప్పు", After::Retracts),
    ("నా మాటను వెనక్కి తీసుకుంటున్నాను", After::Retracts),
    ("నేను రాసింది మర్చిపోండి", After::Retracts),
    ("అది పొరపాటు", After::Retracts),
    // Kannada.
    ("ಮೇಲಿನದನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ", After::Retracts),
    ("ಮೇಲಿನದು ತಪ್ಪು", After::Retracts),
    ("ನಾನು ಬರೆದದ್ದನ್ನು ಮರೆತುಬಿಡಿ", After::Retracts),
    ("ಅದು ತಪ್ಪಾಗಿತ್ತು", After::Retracts),
    // Malayalam.
    ("മുകളിലുള്ളത് അവഗണിക്കുക", After::Retracts),
    ("മുകളിൽ പറഞ്ഞത് തെറ്റാണ്", After::Retracts),
    ("ഞാൻ പറഞ്ഞത് പിൻവലിക്കുന്നു", After::Retracts),
    ("ഞാൻ എഴുതിയത് മറക്കുക", After::Retracts),
    ("അതൊരു തെറ്റായിരുന്നു", After::Retracts),
    // Tibetan.
    ("དེ་ནི་ནོར་འཁྲུལ་རེད", After::Retracts),
    // Dzongkha.
    ("འཛོལ་བ་ཅིག་ཨིན", After::Retracts),
    // Burmese.
    ("အထက်ပါကိုလျစ်လျူရှု", After::Retracts),
    ("အထက်ပါကို လျစ်လျူရှု", After::Retracts),
    // Thai.
    ("ไม่ต้องสนใจข้างต้น", After::Retracts),
    ("ขอถอนคำพูด", After::Retracts),
    ("ข้างต้นผิด", After::Retracts),
    ("ข้างต้นไม่ถูกต้อง", After::Retracts),
    ("ลืมสิ่งที่เขียนไป", After::Retracts),
    // Lao.
    ("ບໍ່ຕ້ອງສົນໃຈຂ້າງເທິງ", After::Retracts),
    ("ຂ້າງເທິງບໍ່ຖືກຕ້ອງ", After::Retracts),
    // Khmer.
    ("សូមមិនអើពើនឹងខាងលើ", After::Retracts),
    ("ខាងលើមិនត្រឹមត្រូវ", After::Retracts),
    ("ខ្ញុំដកពាក្យវិញ", After::Retracts),
    // Vietnamese.
    ("bỏ qua phần trên", After::Retracts),
    ("hãy bỏ qua những gì tôi viết ở trên", After::Retracts),
    ("tôi rút lại", After::Retracts),
    ("phần trên là sai", After::Retracts),
    ("quên những gì tôi đã viết", After::Retracts),
    ("đó là một sai sót", After::Retracts),
    // Chinese (Simplified).
    ("忽略上面", After::Retracts),
    ("请忽略以上", After::Retracts),
    ("上面说错了", After::Retracts),
    ("以上有误", After::Retracts),
    ("刚才说错了", After::Retracts),
    // Chinese (Traditional).
    ("請忽略以上", After::Retracts),
    ("上面說錯了", After::Retracts),
    ("以上有誤", After::Retracts),
    ("剛才說錯了", After::Retracts),
    // Cantonese.
    ("唔好理上面", After::Retracts),
    ("當我冇講", After::Retracts),
    ("上面講錯咗", After::Retracts),
    ("頭先講錯", After::Retracts),
    // Japanese.
    ("上記は無視", After::Retracts),
    ("上記を無視", After::Retracts),
    ("上記は誤り", After::Retracts),
    ("上記は間違い", After::Retracts),
    ("訂正します", After::Retracts),
    // Korean.
    ("위 내용은 무시", After::Retracts),
    ("위의 내용은 무시", After::Retracts),
    ("위 내용은 잘못", After::Retracts),
    ("제 말을 취소", After::Retracts),
    ("정정합니다", After::Retracts),
    ("앞서 말씀드린 내용은 잘못", After::Retracts),
    // Indonesian.
    ("abaikan yang di atas", After::Retracts),
    ("saya tarik kembali", After::Retracts),
    ("yang di atas salah", After::Retracts),
    ("lupakan apa yang saya tulis", After::Retracts),
    ("itu sebuah kesalahan", After::Retracts),
    // Malay.
    ("saya tarik balik", After::Retracts),
    ("yang di atas adalah salah", After::Retracts),
    ("itu satu kesilapan", After::Retracts),
    // Javanese.
    ("lalekna sing ndhuwur", After::Retracts),
    ("aja digatekake sing ndhuwur", After::Retracts),
    ("sing ndhuwur salah", After::Retracts),
    // Sundanese.
    ("anu di luhur salah", After::Retracts),
    ("éta kasalahan", After::Retracts),
    // Tagalog.
    ("huwag pansinin ang nasa itaas", After::Retracts),
    ("balewalain ang nasa itaas", After::Retracts),
    ("binabawi ko", After::Retracts),
    ("mali ang nasa itaas", After::Retracts),
    ("kalimutan ang isinulat ko", After::Retracts),
    ("pagkakamali iyon", After::Retracts),
    // Cebuano.
    ("ayaw tagda ang naa sa ibabaw", After::Retracts),
    ("sayop ang naa sa ibabaw", After::Retracts),
    ("sayop kadto", After::Retracts),
    // Ilocano.
    ("biddut dayta", After::Retracts),
    // Malagasy.
    ("aza raharahiana ny etsy ambony", After::Retracts),
    ("diso ny etsy ambony", After::Retracts),
    ("fahadisoana izany", After::Retracts),
    // Swahili.
    ("puuza hayo hapo juu", After::Retracts),
    ("nafuta kauli yangu", After::Retracts),
    ("yaliyo hapo juu si sahihi", After::Retracts),
    ("sahau nilichoandika", After::Retracts),
    ("hilo lilikuwa kosa", After::Retracts),
    // Amharic.
    ("ከላይ ያለውን ችላ ይበሉ", After::Retracts),
    ("ከላይ ያለው ስህተት ነው", After::Retracts),
    ("ቃሌን እመልሳለሁ", After::Retracts),
    ("ያ ስህተት ነበር", After::Retracts),
    // Tigrinya.
    ("እቲ ኣብ ላዕሊ ዘሎ ጌጋ እዩ", After::Retracts),
    ("እዚ ጌጋ ነይሩ", After::Retracts),
    // Oromo.
    ("kan olii dogoggora", After::Retracts),
    ("sun dogoggora ture", After::Retracts),
    // Somali.
    ("iska dhaaf kor ku xusan", After::Retracts),
    ("waxa kor ku xusan waa khalad", After::Retracts),
    ("taasi waxay ahayd khalad", After::Retracts),
    ("waan ka noqday", After::Retracts),
    // Hausa.
    ("kada ku kula da abin da ke sama", After::Retracts),
    ("abin da ke sama kuskure ne", After::Retracts),
    ("na janye maganata", After::Retracts),
    // Yoruba.
    ("gbàgbé ohun tí mo kọ", After::Retracts),
    ("àṣìṣe ni ìyẹn", After::Retracts),
    // Igbo.
    ("ihe dị n'elu ezighi ezi", After::Retracts),
    ("nke ahụ bụ njehie", After::Retracts),
    // Zulu.
    ("ungakunaki okungenhla", After::Retracts),
    ("okungenhla akulungile", After::Retracts),
    ("ngihoxisa lokho", After::Retracts),
    ("lokho bekuyiphutha", After::Retracts),
    ("khohlwa engikubhalile", After::Retracts),
    // Xhosa.
    ("ungakuhoyi okungentla", After::Retracts),
    ("okungentla akuchanekanga", After::Retracts),
    ("ndiyarhoxisa", After::Retracts),
    ("leyo yayiyimpazamo", After::Retracts),
    // Sesotho.
    ("tse ka holimo li fosahetse", After::Retracts),
    ("eo e ne e le phoso", After::Retracts),
    // Setswana.
    ("se se fa godimo se phoso", After::Retracts),
    // Shona.
    ("zviri pamusoro apa hazvina kururama", After::Retracts),
    ("icho chaiva chikanganiso", After::Retracts),
    // Kinyarwanda.
    ("mwirengagize ibivuzwe haruguru", After::Retracts),
    ("ibivuzwe haruguru si byo", After::Retracts),
    ("ndisubiyeho", After::Retracts),
    ("byari amakosa", After::Retracts),
    // Kirundi.
    ("ivyavuzwe haruguru si vyo", After::Retracts),
    // Luganda.
    ("ebiri waggulu bikyamu", After::Retracts),
    ("ekyo kyali kisobyo", After::Retracts),
    // Lingala.
    ("ezalaki libunga", After::Retracts),
    // Wolof.
    ("njuumte la woon", After::Retracts),
    // Fula.
    ("ɗum woni juumre", After::Retracts),
    // Twi.
    ("ɛno yɛ mfomso", After::Retracts),
    // Ewe.
    ("esia nye vodada", After::Retracts),
    // Afrikaans.
    ("verontagsaam die bostaande", After::Retracts),
    ("ek trek dit terug", After::Retracts),
    ("die bostaande is verkeerd", After::Retracts),
    ("vergeet wat ek geskryf het", After::Retracts),
    ("dit was 'n fout", After::Retracts),
    // Irish.
    ("déan neamhaird den mhéid thuas", After::Retracts),
    ("tarraingím siar é sin", After::Retracts),
    ("tá an méid thuas mícheart", After::Retracts),
    ("botún a bhí ann", After::Retracts),
    // Scottish Gaelic.
    ("tha na tha gu h-àrd ceàrr", After::Retracts),
    ("leig seachad na tha gu h-àrd", After::Retracts),
    // Welsh.
    ("mae'r uchod yn anghywir", After::Retracts),
    ("rwy'n tynnu hynny'n ôl", After::Retracts),
    ("camgymeriad oedd hynny", After::Retracts),
    ("anghofiwch beth ysgrifennais", After::Retracts),
    // Breton.
    ("ankouait ar pezh am eus skrivet", After::Retracts),
    ("ur fazi e oa", After::Retracts),
    // Basque.
    ("ez egin kasurik goikoari", After::Retracts),
    ("goikoa okerra da", After::Retracts),
    ("atzera egiten dut", After::Retracts),
    ("ahaztu idatzi dudana", After::Retracts),
    ("akats bat izan zen", After::Retracts),
    // Catalan.
    ("ignora l'anterior", After::Retracts),
    ("ignoreu el que hi ha a dalt", After::Retracts),
    ("retiro el que he dit", After::Retracts),
    ("l'anterior és incorrecte", After::Retracts),
    ("oblida el que he escrit", After::Retracts),
    ("va ser un error", After::Retracts),
    // Galician.
    ("ignora o anterior", After::Retracts),
    ("retiro o dito", After::Retracts),
    ("o anterior é incorrecto", After::Retracts),
    ("esquece o que escribín", After::Retracts),
    ("foi un erro", After::Retracts),
    // Occitan.
    ("ignoratz çò que precedís", After::Retracts),
    ("çò que precedís es fals", After::Retracts),
    ("èra una error", After::Retracts),
    // Corsican.
    ("ignurate ciò chì precede", After::Retracts),
    ("ciò chì precede hè sbagliatu", After::Retracts),
    ("era un sbagliu", After::Retracts),
    // Luxembourgish.
    ("ignoréiert dat hei uewen", After::Retracts),
    ("ech huelen dat zréck", After::Retracts),
    ("dat uewen ass falsch", After::Retracts),
    ("dat war e feeler", After::Retracts),
    // Frisian.
    ("negearje it boppesteande", After::Retracts),
    ("it boppesteande is ferkeard", After::Retracts),
    ("ik nim dat werom", After::Retracts),
    ("dat wie in flater", After::Retracts),
    // Romansh.
    ("ignorai quai che stat survart", After::Retracts),
    ("quai era in sbagl", After::Retracts),
    // Esperanto.
    ("malatentu la supran", After::Retracts),
    ("mi reprenas tion", After::Retracts),
    ("la supra estas malĝusta", After::Retracts),
    ("forgesu kion mi skribis", After::Retracts),
    ("tio estis eraro", After::Retracts),
    // Latin.
    ("quae supra scripsi neglege", After::Retracts),
    ("quae supra falsa sunt", After::Retracts),
    // Quechua.
    ("pantasqa karqan", After::Retracts),
    // Aymara.
    ("uka pantjasiwa", After::Retracts),
    // Guarani.
    ("upéva jejavy", After::Retracts),
    // Nahuatl.
    ("onitlahtlacoh", After::Retracts),
    // Maori.
    ("he hē ngā kōrero i runga ake", After::Retracts),
    ("he hapa tērā", After::Retracts),
    // Samoan.
    ("e sese le mea o i luga", After::Retracts),
    ("o se mea sese lena", After::Retracts),
    // Tongan.
    ("ko e fehālaaki ia", After::Retracts),
    // Hawaiian.
    ("he hewa kēlā", After::Retracts),
    ("he hewa kela", After::Retracts),
    // Fijian.
    ("e dua na cala oya", After::Retracts),
    // Haitian Creole.
    ("pa okipe sa ki anwo a", After::Retracts),
    ("inyore sa ki anwo a", After::Retracts),
    ("mwen retire sa m te di a", After::Retracts),
    ("sa ki anwo a pa kòrèk", After::Retracts),
    ("bliye sa m te ekri a", After::Retracts),
    ("se te yon erè", After::Retracts),
    // Papiamento.
    ("ignorá loke ta ariba", After::Retracts),
    ("loke ta ariba ta robes", After::Retracts),
    ("lubidá loke mi a skibi", After::Retracts),
    ("esei tabata un eror", After::Retracts),
    // Uyghur.
    ("يۇقىرىدىكىگە پەرۋا قىلماڭ", After::Retracts),
    ("يۇقىرىدىكىسى خاتا", After::Retracts),
    ("سۆزۈمنى قايتۇرۇۋالىمەن", After::Retracts),
    ("بۇ خاتالىق ئىدى", After::Retracts),
];

/// What an apology after a value may be for other than the value: the wait.
const WAITED: [&str; 14] = [
    "for the wait",
    "for the delay",
    "for the late",
    "for keeping you waiting",
    "pour l'attente",
    "pour le retard",
    "für die wartezeit",
    "für die verzögerung",
    "por la espera",
    "por la demora",
    "pela demora",
    "pela espera",
    "per l'attesa",
    "per il ritardo",
];

/// How far after a value a phrase that takes it back may stand, in bytes.
const AFTER_WINDOW: usize = 600;

/// What the prose after a place may name of the value there.
pub(crate) trait Subject {
    /// Whether a lowercase sentence names one of the value's keys ([`names_key`] for each).
    fn names_key(&self, sentence: &[u8]) -> bool;
    /// Whether lowercase text starts with one of the value's own scalars, written whole
    /// (`42` in `42 pm`, not in `420`).
    fn starts_with_value(&self, text: &[u8]) -> bool;
    /// Whether the prose around the value (its parts before and after) writes one of its
    /// own texts or numbers under a hedge ([`super::qualifiers::hedged_before`]: `the
    /// invoice number is probably INV-4471` before `{"invoice_number": "INV-4471"}`) or in a
    /// sentence that closes on a doubt ([`closes_in_doubt`]).
    fn stated_in_doubt(&self, _prose: [&str; 2]) -> bool {
        false
    }
    /// Whether a lowercase sentence names fields of the value ([`names_field`]) and only
    /// ones it leaves empty (null, absent, an empty text or list).
    fn names_only_empty_fields(&self, _sentence: &[u8]) -> bool {
        false
    }
    /// Whether the value holds something a bare `no` after it may agree with: a false flag,
    /// a zero, a null or an empty text or list (`{"in_stock": false}` then `No, it sold
    /// out.`), where a `no` says nothing against it.
    fn holds_a_no(&self) -> bool {
        false
    }
    /// Whether the value is a list (which prose after it may say goes on: `and so on`).
    fn is_list(&self) -> bool {
        false
    }
    /// Whether the value is a scalar (which a word after it may join to an alternative:
    /// `"positive" or "something else"`).
    fn is_scalar(&self) -> bool {
        false
    }
    /// Whether a lowercase sentence names one of the value's own texts as words (`mozzarella`,
    /// `EUR`, `Ben`): a string of at least three letters, written whole.
    fn names_value(&self, _sentence: &[u8]) -> bool {
        false
    }
    /// Whether the value is a list or an object with a list among its fields (which prose
    /// after it, or a comment in it, may say goes on).
    fn holds_list(&self) -> bool {
        self.is_list()
    }
    /// Whether the line leading into the value, a list, counts its items otherwise (`The
    /// three items are:` before two).
    fn counted_otherwise(&self, _lead: &str) -> bool {
        false
    }
    /// Whether a sentence or line of the prose around the value (as written, any case)
    /// states another value for one of its fields.
    fn contradicted_by(&self, _sentence: &str) -> bool {
        false
    }
    /// Whether the prose around the value (its parts before and after) gives a time of day
    /// and never the one the value holds ([`super::clock::other_time`]): `See you at 3 pm!`
    /// beside `"time": "14:00"`, `Le vol part à 9h15.` before `"departure": "09:50"`.
    fn timed_otherwise(&self, _prose: [&str; 2]) -> bool {
        false
    }
    /// Whether the prose around the value (its parts before and after) gives the quantity
    /// of one of its number fields in the field's own measure, and never the field's number:
    /// `The run was 8 km.` beside `"distance_km": 5`, `The patient is 34 years old.` beside
    /// `"age": 43`.
    fn measured_otherwise(&self, _prose: [&str; 2]) -> bool {
        false
    }
    /// Whether the prose before the value opens with yes or no, and the value's one flag says
    /// the other (`ඔව්, මෙම භාණ්ඩය තොගයේ ඇත.` beside `{"in_stock": false}`).
    fn answered_otherwise(&self, _before: &str) -> bool {
        false
    }
    /// Whether a markdown table in the prose around the value (its parts before and after)
    /// writes one of its records again with another number, whatever words the table's
    /// header and rows use: `| Claire Martin | 29 |` beside `{"name": "Claire Martin",
    /// "age": 31}`.
    fn tabled_otherwise(&self, _prose: [&str; 2]) -> bool {
        false
    }
    /// Whether the prose around the value (its parts before and after) gives the one number
    /// of a record otherwise, as a count of things or as the answer, and never writes the
    /// record's: `So you'll need 14 boxes.` beside `{"quantity": 12}`, `Die Antwort ist 12.`
    /// beside `{"anzahl": 15}`.
    fn numbered_otherwise(&self, _prose: [&str; 2]) -> bool {
        false
    }
    /// Whether a sentence of the prose around the value lists one of its lists of texts
    /// with an item more ([`lists_more`]: `As cidades son Vigo, Ourense e Lugo.` beside
    /// `["Vigo", "Ourense"]`).
    fn listed_otherwise(&self, _prose: [&str; 2]) -> bool {
        false
    }
    /// Whether the prose around the value (its parts before and after) names, as words,
    /// another of the values a closed field of it may take, and never the one it holds:
    /// `the application was rejected` beside `"status": "approved"` of `approved`,
    /// `rejected`, `pending`.
    fn named_otherwise(&self, _prose: [&str; 2]) -> bool {
        false
    }
    /// Whether a sentence of the prose around the value denies one of its flags,
    /// a field true in the value ([`denies_flag`]: `out of stock` beside `"in_stock":
    /// true`).
    fn flag_denied(&self, _sentence: &str) -> bool {
        false
    }
    /// Whether the value gives something for everything it holds: a scalar, or a record none
    /// of whose fields is null or empty (prose that says a value is unknown then contradicts
    /// it).
    fn fills_everything(&self) -> bool {
        false
    }
    /// Whether a lowercase sentence names a field the value does not have, by the last word
    /// of one of its keys after another (`a PO number` beside `invoice_number`), and none of
    /// its own.
    fn names_another_field(&self, _sentence: &str) -> bool {
        false
    }
}

/// How far before and after a value prose that says a value is unknown is looked for, in
/// bytes.
const MISSING_WINDOW: usize = 400;

/// The words by which a reply says a value is not in its source or cannot be known, in every
/// language the engine reads (`not mentioned`, `no way of knowing`, `não é mencionado`,
/// `framgår inte`, `не указан`, `没有提到`, `記載されていません`, `언급되지 않`).
static MISSING: [&str; 1032] = [
    "not mentioned",
    "isn't mentioned",
    "not appear",
    "not included",
    "not provided",
    "not given",
    "not listed",
    "not shown",
    "not attached",
    "not come through",
    "n'apparaît pas",
    "n'apparaît nulle part",
    "taucht nicht auf",
    "no aparece",
    "não aparece",
    "non compare",
    "没有出现",
    "見当たりません",
    "not stated",
    "doesn't say",
    "does not say",
    "doesn't mention",
    "does not mention",
    "doesn't specify",
    "does not specify",
    "no way of knowing",
    "no way to know",
    "can't know",
    "cannot know",
    "just a guess",
    "only a guess",
    "pas mentionné",
    "pas indiqué",
    "pas précisé",
    "aucun moyen de savoir",
    "nicht erwähnt",
    "nicht angegeben",
    "nicht genannt",
    "keine angabe",
    "nur geraten",
    "no se menciona",
    "no se indica",
    "no se especifica",
    "no hay forma de saber",
    "não é mencionad",
    "não menciona",
    "não é informad",
    "não tenho como sab",
    "non è menzionat",
    "non è indicat",
    "non è specificat",
    "niet vermeld",
    "niet genoemd",
    "framgår inte",
    "framgår varken",
    "nämns inte",
    "kan inte veta",
    "nie jest podany",
    "nie podano",
    "nie wspomniano",
    "belirtilmemiş",
    "bahsedilmiyor",
    "не указан",
    "не упоминается",
    "не вказано",
    "не згадується",
    "لا يذكر",
    "غير مذكور",
    "مجرد تخمين",
    "उल्लेख नहीं",
    "没有提到",
    "未提及",
    "未说明",
    "无法得知",
    "記載されていません",
    "書かれていません",
    "언급되지 않",
    "나와 있지 않",
    "không được đề cập",
    "tidak disebutkan",
    "není uveden",
    "δεν αναφέρεται",
    // No way to know it, in the languages above that lacked the words.
    "알 수 없",
    "无从得知",
    "知りようがありません",
    "知る方法はありません",
    // The source holds no data for it (`the document contains no data on any contact`).
    "there is no data",
    "contains no data",
    "no data on",
    "no data about",
    "aucune donnée",
    "keine daten",
    "no hay datos",
    "não há dados",
    "nessun dato",
    "non ci sono dati",
    "geen gegevens",
    "nie ma danych",
    "brak danych",
    "нет данных",
    "没有数据",
    "データがありません",
    "데이터가 없",
    // A guess, in the languages the other cues read.
    "qu'une supposition",
    "simple supposition",
    "nur eine vermutung",
    "solo una suposición",
    "apenas um palpite",
    "só um palpite",
    "solo un'ipotesi",
    "solo una supposizione",
    "лишь предположение",
    "просто догадка",
    "лише моє припущення",
    "лише припущення",
    "只是猜测",
    "只是推测",
    "あくまで推測",
    "推測にすぎ",
    "추측일 뿐",
    // The reply's guess, named as such in any phrase (`моё предположение`, `my best guess`).
    "my guess",
    "a guess",
    "best guess",
    "i guess",
    "guesstimate",
    "предположени",
    "догадк",
    "припущенн",
    "vermutung",
    "suposición",
    "palpite",
    "ipotesi",
    "supposition",
    "推测",
    "猜测",
    "推測",
    "추측",
    "تخمين",
    "ניחוש",
    "השערה",
    "przypuszczeni",
    "gissning",
    "arvaus",
    "εικασία",
    "tebakan",
    "dugaan",
    "phỏng đoán",
    // The reply's own doubt of a value it could not confirm (`I haven't been able to confirm
    // that`, `treat it as unconfirmed`, `nicht bestätigt`, `未確認`).
    // (A doubt of the value itself, `confirm it`, not of something else: `I can't verify
    // who sent this email`.)
    "unconfirmed",
    "not confirmed",
    "unverified",
    "not verified",
    "not confirm it",
    "not confirm that",
    "not confirm this",
    "cannot confirm it",
    "cannot confirm that",
    "cannot confirm this",
    "unable to confirm it",
    "unable to confirm that",
    "unable to confirm this",
    "not been able to confirm it",
    "not been able to confirm that",
    "not been able to confirm this",
    "not verify it",
    "not verify that",
    "not verify this",
    "cannot verify it",
    "cannot verify that",
    "cannot verify this",
    "unable to verify it",
    "unable to verify that",
    "unable to verify this",
    "not been able to verify it",
    "not been able to verify that",
    "not been able to verify this",
    "i'm doubting",
    "i am doubting",
    "i doubt",
    "non confirmé",
    "pas confirmé",
    "pas pu confirmer",
    "pas pu vérifier",
    "non vérifié",
    "nicht bestätigt",
    "unbestätigt",
    "nicht überprüft",
    "nicht verifiziert",
    "no confirmado",
    "sin confirmar",
    "no he podido confirmar",
    "no pude confirmar",
    "não confirmado",
    "não consegui confirmar",
    "sem confirmação",
    "non confermat",
    "non è confermat",
    "non verificat",
    "non sono riuscit",
    "niet bevestigd",
    "onbevestigd",
    "niepotwierdzon",
    "nie potwierdzon",
    "не подтвержд",
    "не удалось подтвердить",
    "doğrulanmadı",
    "teyit edilmedi",
    "未确认",
    "未经证实",
    "无法确认",
    "未確認",
    "確認できていません",
    "確認できません",
    "확인되지 않",
    "확인할 수 없",
    // A value the reply says it made up (`I made one up from his name`).
    "made one up",
    "made it up",
    "made this one up",
    "made that one up",
    "made this up",
    "made that up",
    "made these up",
    "made up",
    "i invented",
    "fabricated",
    "inventé",
    "erfunden",
    "inventad",
    "inventat",
    "verzonnen",
    "выдуман",
    "编造",
    "捏造",
    "でっち上げ",
    "지어낸",
    // Swahili.
    "haijatajwa",
    "haikutajwa",
    "haijaelezwa",
    "haijaorodheshwa",
    "sikuweza kupata",
    "hakuna taarifa",
    // Yoruba.
    "kò sí ìwífún",
    "kò sí ìsọfúnni",
    "a kò mẹ́nu kàn",
    "kò mẹ́nu kàn",
    // Hausa.
    "ba a ambata",
    "babu bayani",
    "ba a bayar ba",
    "ba a faɗi ba",
    "ba a fadi ba",
    // Zulu.
    "akushiwo",
    "akukhulunywa",
    "angikutholanga",
    "akukho lwazi",
    "akukho ulwazi",
    // Amharic.
    "አልተጠቀሰም",
    "አልተገለጸም",
    "አልተሰጠም",
    "ማግኘት አልቻልኩም",
    "መረጃ የለም",
    // Tagalog.
    "hindi nabanggit",
    "hindi binanggit",
    "hindi nakasaad",
    "hindi nakalista",
    "hindi ibinigay",
    "walang impormasyon",
    // Malay.
    "tidak disebut",
    "tidak dinyatakan",
    "tidak disenaraikan",
    "tidak diberikan",
    "tidak dapat mencari",
    "tiada maklumat",
    // Indonesian.
    "tidak dicantumkan",
    "tidak tercantum",
    "tidak ada informasi",
    "tidak dapat menemukan",
    // Thai.
    "ไม่ได้ระบุ",
    "ไม่ได้กล่าวถึง",
    "ไม่มีข้อมูล",
    "ไม่พบข้อมูล",
    // Khmer.
    "មិនបានរៀបរាប់",
    "មិនបានបញ្ជាក់",
    "មិនបានផ្តល់",
    "មិនបានផ្ដល់",
    "រកមិនឃើញ",
    "គ្មានព័ត៌មាន",
    // Burmese.
    "ဖော်ပြမထား",
    "မဖော်ပြထား",
    "ဖော်ပြထားခြင်းမရှိ",
    "ရှာမတွေ့",
    "အချက်အလက်မရှိ",
    // Georgian.
    "არ არის ნახსენები",
    "არ არის მითითებული",
    "არ არის მოცემული",
    "არ არის ჩამოთვლილი",
    "ვერ ვიპოვე",
    "ინფორმაცია არ არის",
    // Armenian.
    "նշված չէ",
    "չի նշվում",
    "հիշատակված չէ",
    "չկարողացա գտնել",
    "տեղեկություն չկա",
    // Kazakh.
    "айтылмаған",
    "көрсетілмеген",
    "аталмаған",
    "берілмеген",
    "таба алмадым",
    "ақпарат жоқ",
    // Uzbek.
    "tilga olinmagan",
    "ko'rsatilmagan",
    "koʻrsatilmagan",
    "berilmagan",
    "topa olmadim",
    "ma'lumot yo'q",
    // Mongolian.
    "дурдаагүй",
    "заагаагүй",
    "өгөгдөөгүй",
    "олсонгүй",
    "мэдээлэл байхгүй",
    // Azerbaijani.
    "qeyd olunmayıb",
    "qeyd edilməyib",
    "göstərilməyib",
    "verilməyib",
    "tapa bilmədim",
    "məlumat yoxdur",
    // Serbian (Cyrillic).
    "није наведен",
    "није поменут",
    "не помиње се",
    "нисам пронаш",
    "нема информација",
    "нема података",
    // Serbian (Latin).
    "nije naveden",
    "nije pomenut",
    "ne pominje se",
    "nisam pronaš",
    "nema informacija",
    "nema podataka",
    // Croatian.
    "nije spomenut",
    "ne spominje se",
    // Slovenian.
    "ni omenjen",
    "ni naveden",
    "ni podan",
    "nisem našel",
    "nisem našla",
    "ni podatkov",
    // Slovak.
    "nie je uveden",
    "nie je spomenut",
    "nie je zadan",
    "nenašiel som",
    "nenašla som",
    "žiadne informácie",
    // Czech.
    "není zmíněn",
    "nebyl uveden",
    "nenašel jsem",
    "nenašla jsem",
    "žádné informace",
    // Romanian.
    "nu este menționat",
    "nu se menționează",
    "nu este specificat",
    "nu este precizat",
    "nu am putut găsi",
    "nicio informație",
    // Hungarian.
    "nincs megemlítve",
    "nem említi",
    "nincs megadva",
    "nem szerepel",
    "nincs információ",
    "nem található",
    // Greek.
    "δεν αναφέρθηκε",
    "δεν αναγράφεται",
    "δεν δίνεται",
    "δεν διευκρινίζεται",
    "δεν μπόρεσα να βρω",
    "καμία πληροφορία",
    // Hebrew.
    "לא מוזכר",
    "לא הוזכר",
    "לא צוין",
    "לא מצוין",
    "לא הצלחתי למצוא",
    "אין מידע",
    // Arabic.
    "لم يذكر",
    "لم يتم ذكر",
    "لم يرد ذكر",
    "لا توجد معلومات",
    "لا تتوفر معلومات",
    "غير مدرج",
    // Persian.
    "ذکر نشده",
    "اشاره نشده",
    "مشخص نشده",
    "ارائه نشده",
    "هیچ اطلاعاتی",
    // Urdu.
    "ذکر نہیں",
    "بیان نہیں کیا",
    "درج نہیں",
    "کوئی معلومات نہیں",
    "فراہم نہیں کیا",
    // Hindi.
    "नहीं बताया गया",
    "जिक्र नहीं",
    "ज़िक्र नहीं",
    "ज़िक्र नहीं",
    "नहीं दिया गया",
    "कोई जानकारी नहीं",
    "सूचीबद्ध नहीं",
    // Marathi.
    "उल्लेख नाही",
    "उल्लेख केलेला नाही",
    "नमूद केलेले नाही",
    "दिलेले नाही",
    "माहिती उपलब्ध नाही",
    // Bengali.
    "উল্লেখ নেই",
    "উল্লেখ করা হয়নি",
    "উল্লেখ করা হয়নি",
    "দেওয়া হয়নি",
    "দেওয়া হয়নি",
    "খুঁজে পাইনি",
    "কোনো তথ্য নেই",
    // Tamil.
    "குறிப்பிடப்படவில்லை",
    "கொடுக்கப்படவில்லை",
    "வழங்கப்படவில்லை",
    "கண்டுபிடிக்க முடியவில்லை",
    "தகவல் இல்லை",
    // Telugu.
    "పేర్కొనబడలేదు",
    "ప్రస్తావించబడలేదు",
    "ఇవ్వబడలేదు",
    "కనుగొనలేకపోయాను",
    "సమాచారం లేదు",
    // Kannada.
    "ಉಲ್ಲೇಖಿಸಿಲ್ಲ",
    "ಉಲ್ಲೇಖಿಸಲಾಗಿಲ್ಲ",
    "ನಮೂದಿಸಿಲ್ಲ",
    "ನೀಡಿಲ್ಲ",
    "ಕಂಡುಹಿಡಿಯಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ",
    "ಮಾಹಿತಿ ಇಲ್ಲ",
    // Malayalam.
    "പരാമർശിച്ചിട്ടില്ല",
    "പരാമര്‍ശിച്ചിട്ടില്ല",
    "പരാമർശിക്കുന്നില്ല",
    "പരാമര്‍ശിക്കുന്നില്ല",
    "നൽകിയിട്ടില്ല",
    "നല്‍കിയിട്ടില്ല",
    "വ്യക്തമാക്കിയിട്ടില്ല",
    "കണ്ടെത്താൻ കഴിഞ്ഞില്ല",
    "കണ്ടെത്താന്‍ കഴിഞ്ഞില്ല",
    "വിവരമില്ല",
    // Nepali.
    "उल्लेख छैन",
    "उल्लेख गरिएको छैन",
    "दिइएको छैन",
    "जानकारी छैन",
    "फेला पार्न सकिनँ",
    // Sinhala.
    "සඳහන් කර නැත",
    "සඳහන් නොවේ",
    "ලබා දී නැත",
    "සොයාගත නොහැකි විය",
    "තොරතුරු නැත",
    // Welsh.
    "heb ei grybwyll",
    "heb ei nodi",
    "heb ei roi",
    "heb ei restru",
    "ni allwn ddod o hyd",
    "dim gwybodaeth",
    // Irish.
    "níl sé luaite",
    "níor luadh",
    "níl sé tugtha",
    "níl aon eolas",
    "níorbh fhéidir liom teacht ar",
    // Basque.
    "ez da aipatzen",
    "ez da aipatu",
    "ez da zehazten",
    "ez da ematen",
    "ezin izan dut aurkitu",
    "ez dago informaziorik",
    // Galician.
    "non se menciona",
    "non se indica",
    "non se especifica",
    "non aparece",
    "non hai información",
    "non atopei",
    // Maltese.
    "mhux imsemmi",
    "ma jissemmiex",
    "mhux indikat",
    "mhux mogħti",
    "ma sibtx",
    "l-ebda informazzjoni",
    // Albanian.
    "nuk përmendet",
    "nuk është përmendur",
    "nuk specifikohet",
    "nuk jepet",
    "nuk ka informacion",
    // Afrikaans.
    "nie genoem nie",
    "word nie genoem",
    "nie vermeld nie",
    "nie gegee nie",
    "geen inligting",
    "kon dit nie vind",
    // Bulgarian.
    "не е посочен",
    "не се споменава",
    "не е споменат",
    "не е даден",
    "няма информация",
    "няма данни",
    // Macedonian.
    "не е наведен",
    "не се споменува",
    "нема информации",
    "нема податоци",
    // Estonian.
    "ei ole mainitud",
    "pole mainitud",
    "ei ole märgitud",
    "pole märgitud",
    "teave puudub",
    "andmed puuduvad",
    // Latvian.
    "nav minēt",
    "nav norādīt",
    "nav sniegt",
    "nevarēju atrast",
    "nav informācijas",
    // Lithuanian.
    "nepaminėt",
    "nenurodyt",
    "nepateikt",
    "nėra informacijos",
    "nėra duomenų",
    // Icelandic.
    "ekki nefn",
    "ekki tilgrein",
    "ekki gefið upp",
    "ekki getið",
    "engar upplýsingar",
    // Catalan.
    "no s'esmenta",
    "no s'indica",
    "no s'especifica",
    "no apareix",
    "no hi ha informació",
    // Norwegian.
    "ikke nevnt",
    "ikke oppgitt",
    "ikke angitt",
    "ikke oppført",
    "ingen informasjon",
    // Danish.
    "ikke nævnt",
    "ikke angivet",
    "ikke oplyst",
    "ikke opgivet",
    "ingen oplysninger",
    // Ukrainian.
    "не зазначено",
    "не наведено",
    "не вдалося знайти",
    "немає інформації",
    "немає даних",
    // Belarusian.
    "не згадваецца",
    "не ўказан",
    "не пазначан",
    "няма інфармацыі",
    "не ўдалося знайсці",
    // Vietnamese.
    "không được nêu",
    "không được cung cấp",
    "không có thông tin",
    "không đề cập",
    "không được liệt kê",
    // Turkish.
    "bahsedilmemiş",
    "verilmemiş",
    "yer almıyor",
    "bilgi bulunmuyor",
    "belirtilmedi",
    // Finnish.
    "ei mainita",
    "ei ole mainittu",
    "ei ilmoiteta",
    "ei ole ilmoitettu",
    "ei ole annettu",
    "ei tietoa",
    // More languages (a second round, from framings the first did not catch).
    "nimebuni",
    "nimelibuni",
    "nimeibuni",
    "nimeyabuni",
    "nimezibuni",
    "ngiqambile",
    "ngiliqambile",
    "ngiyiqambile",
    "ngikuqambile",
    "ngiziqambile",
    "inimbento ko",
    "gawa-gawa",
    "მოვიგონე",
    "հորինել եմ",
    "հորինեցի",
    "ойдан шығар",
    "oʻylab topdim",
    "o'ylab topdim",
    "o‘ylab topdim",
    "uydurdum",
    "izmislio",
    "izmislila",
    "измислио",
    "измислила",
    "izmislil",
    "vymyslel",
    "از خودم ساخت",
    "wnes i ddyfeisio",
    "dyfeisiais",
    "chum mé",
    "inventei",
    "ivvintajt",
    "shpika",
    "измислих",
    "измислив",
    "izdomāju",
    "sugalvojau",
    "прыдумаў",
    "прыдумала",
    // The writer could not find it, or filled it in itself (`I couldn't find the year`,
    // `I used USD as a default`, `made-up`).
    "not find",
    "not found",
    "not locate",
    "as a default",
    "made-up",
    "not include",
    "pas trouvé",
    "nicht gefunden",
    "no encontré",
    "no se encontr",
    "não encontrei",
    "não foi encontrad",
    "non ho trovato",
    "non è stato trovat",
    "niet gevonden",
    "找不到",
    "見つかりません",
    "見つからな",
    // The writer has no access to the real data or does not know it (`I don't have access
    // to the customer data`, `não tenho os dados reais`, `没有真实信息`): what it writes
    // beside that is made up.
    "no access to",
    "not have access",
    "without access",
    "not have the real",
    "not have the actual",
    "not know the real",
    "keinen zugriff",
    "keinen zugang",
    "keine echten",
    "nicht die echten",
    "nicht die tatsächlichen",
    "pas accès",
    "pas d'accès",
    "sans accès",
    "pas les vraies",
    "pas les données réelles",
    "no tengo acceso",
    "sin acceso",
    "no tengo los datos reales",
    "no conozco el nombre real",
    "não tenho acesso",
    "sem acesso",
    "não tenho os dados reais",
    "não sei o nome real",
    "non ho accesso",
    "senza accesso",
    "non conosco il vero",
    "non ho i dati reali",
    "geen toegang",
    "niet de echte",
    "ikke tilgang",
    "ingen tilgang",
    "ikke de ekte",
    "ikke adgang",
    "ingen adgang",
    "ikke de rigtige",
    "ingen åtkomst",
    "inte tillgång",
    "inte de riktiga",
    "nie mam dostępu",
    "brak dostępu",
    "nie znam prawdziwego",
    "nie znam prawdziwych",
    "nie mam prawdziwych",
    "nemám přístup",
    "neznám skutečné",
    "nemám skutečné",
    "нет доступа",
    "не знаю настоящ",
    "нет реальных",
    "нет настоящих",
    "немає доступу",
    "не знаю справжн",
    "erişimim yok",
    "gerçek verilere sahip değilim",
    "没有真实",
    "沒有真實",
    "无法访问",
    "無法訪問",
    "実際の情報がない",
    "アクセスできません",
    "접근할 수 없",
    "실제 정보가 없",
    "이름을 모르",
    "이름은 모르",
    "ei pääsyä",
    "en tiedä oikeaa",
    "nincs hozzáférésem",
    "nem ismerem a valódi",
    // The writer has no information or no access, or could not find it, in 148 more languages (a fourth round).
    // Hawaiian.
    "ʻaʻohe oʻu ʻike",
    "ʻaʻohe aʻu ʻikepili",
    // Samoan.
    "e leai sa'u faamatalaga",
    "e leai so'u avanoa",
    // Māori.
    "kāore aku mōhiohio",
    // Tongan.
    "'oku 'ikai ha'aku fakamatala",
    // Fijian.
    "sega na noqu itukutuku",
    // Quechua.
    "manam willakuyniy kanchu",
    // Guarani.
    "ndarekói marandu",
    // Aymara.
    "janiw yatiyäwix utjkituti",
    // Wolof.
    "amuma xibaar",
    // Fula.
    "mi alaa kabaruuji",
    // Lingala.
    "nazali na sango te",
    // Twi.
    "minni ho nsɛm",
    // Luganda.
    "sirina bubaka",
    "sirina kumanya",
    // Sesotho.
    "ha ke na tlhahisoleseding",
    "ha ke na phihlello",
    // Setswana.
    "ga ke na tshedimosetso",
    "ga ke na phitlhelelo",
    // Chichewa.
    "ndilibe chidziwitso",
    "ndilibe mwayi wopeza",
    // Kirundi.
    "nta makuru mfise",
    // Tok Pisin.
    "mi no gat infomesen",
    // Esperanto.
    "mi ne havas aliron al",
    "mi ne havas informojn pri",
    "mi ne trovis",
    // Latin.
    "nullam notitiam habeo",
    // West Frisian.
    "ik haw gjin tagong ta",
    "ik haw gjin ynformaasje oer",
    // Faroese.
    "eg havi ikki atgongd til",
    "eg havi ongar upplýsingar um",
    // Northern Sami.
    "mus eai leat dieđut",
    // Breton.
    "n'em eus titour ebet",
    // Corsican.
    "ùn aghju micca accessu",
    "ùn aghju micca infurmazioni",
    // Occitan.
    "ai pas accès a",
    "ai pas d'informacions",
    // Scottish Gaelic.
    "chan eil fiosrachadh agam",
    "chan eil cothrom agam air",
    // Romansh.
    "jau n'hai betg access",
    "jau n'hai naginas infurmaziuns",
    // Yiddish.
    "איך האָב נישט קיין צוטריט",
    "איך האב נישט קיין צוטריט",
    "קיין אינפֿאָרמאַציע",
    // Chechen.
    "сан хаам бац",
    // Ossetian.
    "мæм информаци нæй",
    // Chuvash.
    "манӑн информаци ҫук",
    // Sakha.
    "миэхэ информация суох",
    // Tibetan.
    "ཆ་འཕྲིན་མེད",
    // Sindhi.
    "مون وٽ معلومات ناهي",
    "مون وٽ رسائي ناهي",
    // Assamese.
    "মোৰ ওচৰত তথ্য নাই",
    "মোৰ এক্সেছ নাই",
    // Maithili.
    "हमरा लग जानकारी नहि अछि",
    // Konkani.
    "म्हजे कडेन माहिती ना",
    // Dhivehi.
    "މަޢުލޫމާތެއް ނެތް",
    // Hmong.
    "kuv tsis muaj ntaub ntawv",
    // Cebuano.
    "wala koy impormasyon",
    "wala koy access",
    // Ilocano.
    "awan ti impormasionko",
    // Hiligaynon.
    "wala ako sang impormasyon",
    // Tetum.
    "hau la iha informasaun",
    "hau la iha asesu",
    // Balinese.
    "tiang nenten madue informasi",
    // Minangkabau.
    "ambo indak punyo informasi",
    "ambo indak punyo akses",
    // Dari.
    "دسترسی ندارم",
    "معلومات ندارم",
    "معلوماتی ندارم",
    // Malagasy.
    "tsy manana fampahalalana aho",
    "tsy manana fidirana",
    // Pashto.
    "لاسرسی نه لرم",
    "معلومات نه لرم",
    // Thai.
    "ไม่ทราบ",
    "ไม่สามารถเข้าถึง",
    // Lao.
    "ບໍ່ຮູ້",
    "ບໍ່ມີຂໍ້ມູນ",
    "ບໍ່ສາມາດເຂົ້າເຖິງ",
    // Khmer.
    "មិនមានព័ត៌មាន",
    "មិនអាចចូលប្រើ",
    // Burmese.
    "မသိပါ",
    "မသိပါဘူး",
    "အချက်အလက် မရှိ",
    // Mongolian.
    "хандах эрхгүй",
    // Uyghur.
    "مەندە ئۇچۇر يوق",
    // Tajik.
    "маълумот надорам",
    "дастрасӣ надорам",
    // Kyrgyz.
    "маалыматым жок",
    "маалымат жок",
    // Turkmen.
    "maglumatym ýok",
    // Tatar.
    "мәгълүматым юк",
    "миндә мәгълүмат юк",
    // Bashkir.
    "миндә мәғлүмәт юҡ",
    // Kazakh.
    "ақпаратым жоқ",
    "қол жеткізе алмаймын",
    // Uzbek.
    "ma'lumotim yo'q",
    "kirish imkonim yo'q",
    "ma'lumotga ega emasman",
    // Azerbaijani.
    "məlumatım yoxdur",
    "çıxışım yoxdur",
    // Georgian.
    "არ მაქვს წვდომა",
    "ინფორმაცია არ მაქვს",
    // Armenian.
    "մուտք չունեմ",
    "տեղեկություն չունեմ",
    "տվյալներ չունեմ",
    // English.
    "i don't have access to",
    "i do not have access to",
    "i don't have the actual",
    "i don't have real-time",
    "i do not know the real",
    "i have no information about",
    "i don't have that information",
    "i don't have information",
    "i couldn't find",
    "i could not find",
    "isn't available to me",
    "not available to me",
    "for illustrative purposes",
    // French.
    "je n'ai pas accès à",
    "je ne dispose pas de",
    "je n'ai pas d'informations",
    "je n'ai pas trouvé",
    // Spanish.
    "no tengo acceso a",
    "no dispongo de",
    "no tengo información",
    "no he encontrado",
    // Portuguese.
    "não tenho acesso a",
    "não disponho de",
    "não tenho informações",
    // German.
    "ich habe keinen zugriff auf",
    "ich habe keinen zugang zu",
    "ich habe keine informationen",
    "ich konnte keine",
    // Italian.
    "non ho accesso a",
    "non dispongo di",
    "non ho informazioni",
    // Dutch.
    "ik heb geen toegang tot",
    "ik heb geen informatie over",
    "ik kon geen",
    // Russian.
    "у меня нет доступа",
    "у меня нет информации",
    "не удалось найти",
    "я не нашёл",
    "я не нашел",
    // Ukrainian.
    "у мене немає доступу",
    "я не маю доступу",
    "у мене немає інформації",
    // Belarusian.
    "у мяне няма доступу",
    "у мяне няма інфармацыі",
    // Polish.
    "nie mam dostępu do",
    "nie mam informacji",
    "nie udało mi się znaleźć",
    // Czech.
    "nemám přístup k",
    "nemám informace",
    "nepodařilo se mi najít",
    // Slovak.
    "nemám prístup k",
    "nemám informácie",
    "nepodarilo sa mi nájsť",
    // Slovenian.
    "nimam dostopa do",
    "nimam informacij",
    // Croatian.
    "nemam pristup",
    "nemam informacij",
    "nemam podatke",
    "nisam pronašao",
    "nisam uspio pronaći",
    // Serbian (Cyrillic).
    "немам приступ",
    "немам информациј",
    "немам податке",
    "нисам пронашао",
    // Bulgarian.
    "нямам достъп до",
    "нямам информация",
    "не успях да намеря",
    // Macedonian.
    "немам пристап до",
    "немам информации",
    "не успеав да најдам",
    // Romanian.
    "nu am acces la",
    "nu am informații",
    "nu am informaţii",
    "nu am găsit",
    // Hungarian.
    "nincs információm",
    "nem találtam",
    // Finnish.
    "minulla ei ole pääsyä",
    "minulla ei ole tietoa",
    "en löytänyt",
    // Estonian.
    "mul pole juurdepääsu",
    "mul ei ole juurdepääsu",
    "mul pole teavet",
    "ma ei leidnud",
    // Latvian.
    "man nav piekļuves",
    "man nav informācijas",
    // Lithuanian.
    "neturiu prieigos",
    "neturiu informacijos",
    "neradau",
    // Swedish.
    "jag har inte tillgång till",
    "jag har ingen tillgång till",
    "jag har ingen information om",
    "jag kunde inte hitta",
    // Norwegian.
    "jeg har ikke tilgang til",
    "jeg har ingen informasjon om",
    "jeg fant ikke",
    "jeg kunne ikke finne",
    // Danish.
    "jeg har ikke adgang til",
    "jeg har ingen oplysninger om",
    "jeg har ingen information om",
    "jeg kunne ikke finde",
    // Icelandic.
    "ég hef ekki aðgang að",
    "ég hef engar upplýsingar um",
    "ég fann ekki",
    // Greek.
    "δεν έχω πρόσβαση",
    "δεν έχω πληροφορίες",
    "δεν βρήκα",
    // Turkish.
    "bilgim yok",
    "bilgiye sahip değilim",
    "bulamadım",
    // Hebrew.
    "אין לי גישה",
    "אין לי מידע",
    "לא מצאתי",
    // Arabic.
    "ليس لدي وصول",
    "لا أملك إمكانية الوصول",
    "لا يمكنني الوصول",
    "ليس لدي معلومات",
    "لا أملك معلومات",
    "لم أجد",
    // Persian.
    "اطلاعاتی ندارم",
    "اطلاعات ندارم",
    "پیدا نکردم",
    // Urdu.
    "مجھے رسائی نہیں",
    "میرے پاس رسائی نہیں",
    "میرے پاس معلومات نہیں",
    // Hindi.
    "मेरे पास पहुंच नहीं",
    "मेरे पास पहुँच नहीं",
    "मेरे पास जानकारी नहीं",
    // Bengali.
    "আমার কাছে তথ্য নেই",
    "অ্যাক্সেস নেই",
    // Punjabi.
    "ਮੇਰੇ ਕੋਲ ਜਾਣਕਾਰੀ ਨਹੀਂ",
    "ਮੇਰੇ ਕੋਲ ਪਹੁੰਚ ਨਹੀਂ",
    // Gujarati.
    "મારી પાસે માહિતી નથી",
    "મારી પાસે એક્સેસ નથી",
    // Marathi.
    "माझ्याकडे माहिती नाही",
    "माझ्याकडे प्रवेश नाही",
    // Nepali.
    "मसँग जानकारी छैन",
    "मसँग पहुँच छैन",
    // Odia.
    "ମୋ ପାଖରେ ତଥ୍ୟ ନାହିଁ",
    "ମୋ ପାଖରେ ସୂଚନା ନାହିଁ",
    // Sinhala.
    "මට තොරතුරු නැත",
    // Tamil.
    "எனக்கு அணுகல் இல்லை",
    "என்னிடம் தகவல் இல்லை",
    // Telugu.
    "నాకు యాక్సెస్ లేదు",
    "నా వద్ద సమాచారం లేదు",
    "నాకు సమాచారం లేదు",
    // Kannada.
    "ನನಗೆ ಪ್ರವೇಶವಿಲ್ಲ",
    "ನನ್ನ ಬಳಿ ಮಾಹಿತಿ ಇಲ್ಲ",
    // Malayalam.
    "എനിക്ക് ആക്സസ് ഇല്ല",
    // Vietnamese.
    "tôi không có quyền truy cập",
    "tôi không có thông tin",
    "không tìm thấy",
    // Tagalog.
    "wala akong access sa",
    "wala akong impormasyon",
    "hindi ko mahanap",
    // Indonesian.
    "saya tidak memiliki akses",
    "saya tidak punya akses",
    "saya tidak memiliki informasi",
    // Malay.
    "saya tidak mempunyai akses",
    "saya tidak mempunyai maklumat",
    // Javanese.
    "aku ora duwe informasi",
    // Sundanese.
    "abdi teu gaduh inpormasi",
    // Chinese (Simplified).
    "我无法访问",
    "我无法获取",
    "我没有相关信息",
    "我没有找到",
    "未能找到",
    // Chinese (Traditional).
    "我無法存取",
    "我無法訪問",
    "我沒有相關資訊",
    "我沒有找到",
    // Cantonese.
    "我冇資料",
    "我搵唔到",
    // Japanese.
    "アクセスする権限がありません",
    "情報を持っていません",
    "情報がありません",
    "見つかりませんでした",
    // Korean.
    "접근 권한이 없",
    "정보가 없습니다",
    "정보를 가지고 있지 않",
    "알 수 없습니다",
    "찾을 수 없었",
    // Swahili.
    "sina ufikiaji",
    "sina taarifa",
    "sina habari",
    // Amharic.
    "መረጃ የለኝም",
    "መዳረሻ የለኝም",
    // Tigrinya.
    "ሓበሬታ የብለይን",
    // Somali.
    "ma hayo macluumaad",
    "xog ma hayo",
    // Oromo.
    "odeeffannoo hin qabu",
    // Hausa.
    "ba ni da bayani",
    "ba ni da damar",
    // Yoruba.
    "n kò ní ìwífún",
    // Igbo.
    "enweghị m ozi",
    // Zulu.
    "anginalo ulwazi",
    "anginayo imininingwane",
    "angitholanga",
    // Xhosa.
    "andinalo ulwazi",
    "andifumananga",
    // Shona.
    "handina ruzivo",
    "handina mashoko",
    // Kinyarwanda.
    "nta makuru mfite",
    "sinabonye",
    // Afrikaans.
    "ek het nie toegang",
    "ek het geen toegang",
    "ek het geen inligting",
    "ek kon nie",
    // Albanian.
    "nuk kam qasje",
    "nuk kam akses",
    "nuk kam informacion",
    "nuk gjeta",
    // Irish.
    "níl rochtain agam",
    "níl eolas agam",
    // Welsh.
    "does gen i ddim mynediad",
    "nid oes gennyf fynediad",
    "does gen i ddim gwybodaeth",
    // Basque.
    "ez dut sarbiderik",
    "ez dut informaziorik",
    "ez daukat informaziorik",
    "ez dut aurkitu",
    // Catalan.
    "no tinc accés a",
    "no disposo de",
    "no tinc informació",
    "no he trobat",
    // Galician.
    "non teño acceso a",
    "non dispoño de",
    "non teño información",
    // Maltese.
    "m'għandix aċċess",
    "m'għandix informazzjoni",
    // Luxembourgish.
    "ech hunn keen zougang",
    "ech hu keen zougang",
    "ech hunn keng informatiounen",
    "ech hu keng informatiounen",
    // Haitian Creole.
    "mwen pa gen aksè",
    "mwen pa gen enfòmasyon",
    "mwen pa jwenn",
    // Kurdish (Kurmanji).
    "agahiyên min tune",
    // Kurdish (Sorani).
    "زانیاریم نییە",
];

/// Whether the text around the value at `start..end` (at most [`MISSING_WINDOW`] bytes each
/// way, past other values: the saying is of the reply, not of one of its values) says a value
/// is not given or cannot be known ([`MISSING`], at a word's start), while the value gives
/// everything it holds: it made one up.
pub(crate) fn fills_the_unknown(
    text: &str,
    start: usize,
    end: usize,
    subject: &dyn Subject,
) -> bool {
    if !subject.fills_everything() {
        return false;
    }
    let from = bytes::ceil_char(text, start.saturating_sub(MISSING_WINDOW));
    let to = bytes::floor_char(text, (end + MISSING_WINDOW).min(text.len()));
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    let index = INDEX.get_or_init(|| Index::new(MISSING.to_vec()));
    let unknown = |prose: &str| {
        holds_phrase(index, prose)
            || matches!(uncontracted(prose), std::borrow::Cow::Owned(u) if holds_phrase(index, &u))
    };
    // A saying about a field the schema does not ask for (`Note that the invoice does not
    // include a PO number.` beside a whole `invoice_number`) leaves the record.
    [&text[from..start], &text[end..to]]
        .into_iter()
        .filter(|prose| unknown(prose))
        .any(|prose| {
            sentences(prose).any(|s| unknown(s) && !subject.names_another_field(&s.to_lowercase()))
        })
}

/// How far before and after a value named in prose its sentence is read, in bytes.
const SENTENCE_REACH: usize = 480;

/// The clause around `start..end` of `text`: from the end of the one before it (a line
/// break, `;`, `。`, or `.`, `!`, `?` before a space or the end) to the end of its own, at most
/// [`SENTENCE_REACH`] bytes each way.
fn sentence_around(text: &str, start: usize, end: usize) -> &str {
    let ends = |at: usize, c: char| match c {
        '\n' | '。' | '！' | '？' | ';' | '；' => true,
        '.' | '!' | '?' => text[at + 1..].starts_with(char::is_whitespace) || at + 1 == text.len(),
        _ => false,
    };
    let floor = bytes::ceil_char(text, start.saturating_sub(SENTENCE_REACH));
    let from = text[floor..start]
        .char_indices()
        .rev()
        .find(|&(at, c)| ends(floor + at, c))
        .map_or(floor, |(at, c)| floor + at + c.len_utf8());
    let ceiling = bytes::floor_char(text, (end + SENTENCE_REACH).min(text.len()));
    let to = text[end..ceiling]
        .char_indices()
        .find(|&(at, c)| ends(end + at, c))
        .map_or(ceiling, |(at, _)| end + at);
    &text[from..to]
}

/// Whether the sentence around a value named in prose, not written as one (`Sorry, I can't
/// give this number for 2025.`, `The population in 2025 is unknown.`), declines the task
/// ([`super::declining::declines`]) or says that what is asked is not known or not given
/// ([`ABSENT`]'s words of five letters or more, or two in a script without spaces, whole:
/// `unknown`, `nicht bekannt`, `неизвестно`, `不明`), or that the writer has too little data ([`lacks_data`]: `There is no reliable
/// data for 2025.`): the value names something else than the answer.
pub(crate) fn disowned(text: &str, start: usize, end: usize, subject: &dyn Subject) -> bool {
    let index = unknown_index();
    let sentence = sentence_around(text, start, end);
    let at = start - (sentence.as_ptr() as usize - text.as_ptr() as usize);
    // The clause the value stands in: past a word before it that sets something against
    // what came first (`I can't give the phone number, but the status is: shipped`), and
    // to one after it.
    let head = &sentence[..at];
    let head = words_of_sentence(head)
        .filter(|w| is_contrast(w))
        .last()
        .map_or(head, |w| {
            &head[w.as_ptr() as usize - head.as_ptr() as usize + w.len()..]
        });
    let tail = &sentence[at..];
    let tail = words_of_sentence(tail)
        .find(|w| is_contrast(w))
        .map_or(tail, |w| {
            &tail[..w.as_ptr() as usize - tail.as_ptr() as usize]
        });
    let clause = format!("{head}{tail}");
    let lower = clause.to_lowercase();
    super::declining::declines(&clause)
        || holds_whole_phrase(index, &clause)
        || lacks_data(&lower, subject)
}

/// The index of [`ABSENT`]'s words of five letters or more, or two in a script without
/// spaces (`unknown`, `not known`, `undetermined`, `不明`): what says a thing is not known,
/// not the marks that stand for no value (`-`, `?`).
fn unknown_index() -> &'static Index {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        Index::new(
            ABSENT
                .iter()
                .copied()
                .filter(|a| {
                    let unspaced = a.starts_with(super::words::unspaced);
                    a.chars().count() >= if unspaced { 2 } else { 5 }
                        && a.chars()
                            .all(|c| c.is_alphabetic() || c == ' ' || c == '\'')
                })
                .collect(),
        )
    })
}

/// Whether a lowercase sentence after a record says a field the record fills is not known: a
/// clause names one of its keys, only ones the record does not leave empty, and holds a
/// phrase of [`unknown_index`] (`The current count is unknown.`, `the exact city is not
/// known`), outside a condition. The record states what its own prose says nobody knows.
/// A clause about something else (`The reason is unknown.`) or a field left empty (`The
/// phone number is unknown.` beside `"phone": null`) says nothing against it.
fn calls_filled_unknown(sentence: &str, subject: &dyn Subject) -> bool {
    sentence
        .split([',', ';', '(', ')', '，', '；', '—', '–'])
        .any(|clause| {
            subject.names_key(clause.as_bytes())
                && holds_whole_phrase(unknown_index(), clause)
                && !subject.names_only_empty_fields(clause.as_bytes())
                && !in_condition(clause.as_bytes())
        })
}

/// Whether `prose` holds a phrase of `index` as whole words (`unknown`, not in `unknowns`).
fn holds_whole_phrase(index: &Index, prose: &str) -> bool {
    phrase_at_word(index, prose, true)
}

/// `prose` with English's negative contractions written out (`aren't` → `are not`, `didn't`
/// → `did not`, `n’t` too), so that one phrase of a table (`not mentioned`) reads every verb
/// before it; the prose as it is where it holds none.
fn uncontracted(prose: &str) -> std::borrow::Cow<'_, str> {
    if !prose.contains("n't") && !prose.contains("n’t") {
        return std::borrow::Cow::Borrowed(prose);
    }
    std::borrow::Cow::Owned(prose.replace("n't", " not").replace("n’t", " not"))
}

/// Whether `a` and `b` are the same text in any case, as [`fold_case`] folds it (`Крагујевац`
/// and `крагујевац`, `ÖRNEK` and `örnek`).
pub(crate) fn eq_folded(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    if a.is_ascii() || b.is_ascii() {
        return a.eq_ignore_ascii_case(b);
    }
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    fold_case(&mut a);
    fold_case(&mut b);
    a == b
}

/// Lowercases prose in place for the phrase tables, whose phrases are written lowercase: ASCII
/// letters, the capitals of Cyrillic (`Некоторые` as `некоторые`, `Є`, `І`, and beyond
/// Russian's: `Қате`, `Үлгі`), of Greek (`Δεν` as `δεν`), of Armenian (`Պատասխան`) and of
/// Latin with marks (`Örnek`, `Příklad`), whose lowercase letters take as many bytes, so that every place in the
/// prose keeps its offset. A character cut at the end of the window is left as it is.
fn fold_case(bytes: &mut [u8]) {
    bytes.make_ascii_lowercase();
    // The capitals' lead bytes, 0xD0 and 0xCE, are never inside another character: one byte
    // search finds each, and prose without them is not walked.
    let mut from = 0;
    while let Some(at) = memchr::memchr2(0xD0, 0xCE, &bytes[from..]) {
        let i = from + at;
        from = i + 1;
        let Some(&next) = bytes.get(i + 1) else {
            break;
        };
        match (bytes[i], next) {
            // U+0400–U+040F to U+0450–U+045F.
            (0xD0, 0x80..=0x8F) => (bytes[i], bytes[i + 1]) = (0xD1, next + 0x10),
            // U+0410–U+041F to U+0430–U+043F.
            (0xD0, 0x90..=0x9F) => bytes[i + 1] = next + 0x20,
            // U+0420–U+042F to U+0440–U+044F.
            (0xD0, 0xA0..=0xAF) => (bytes[i], bytes[i + 1]) = (0xD1, next - 0x20),
            // Greek U+0391–U+039F to U+03B1–U+03BF.
            (0xCE, 0x91..=0x9F) => bytes[i + 1] = next + 0x20,
            // Greek U+03A0–U+03A9 (not the unused U+03A2) to U+03C0–U+03C9.
            (0xCE, 0xA0..=0xA9) if next != 0xA2 => {
                (bytes[i], bytes[i + 1]) = (0xCF, next - 0x20);
            }
            _ => {}
        }
    }
    // Latin capitals with marks (`Örnek`, `Přiklad`, `Łódź`, U+00C0–U+017F), and the
    // capitals of the Cyrillic letters beyond Russian's (`Қате`, `Ўзбек`, U+0460–U+04FF) and
    // of Armenian (`Սխալ`, U+0531–U+0556): each to its small letter where that is two
    // bytes as well (all but `İ`).
    let mut from = 0;
    while let Some(at) = bytes[from..]
        .iter()
        .position(|&b| matches!(b, 0xC3..=0xC5 | 0xD1..=0xD5))
    {
        let i = from + at;
        from = i + 1;
        let Some(pair) = bytes.get(i..i + 2) else {
            break;
        };
        let Some(c) = std::str::from_utf8(pair)
            .ok()
            .and_then(|t| t.chars().next())
        else {
            continue;
        };
        let mut lower = c.to_lowercase();
        if let (Some(l), None) = (lower.next(), lower.next())
            && l != c
            && l.len_utf8() == 2
        {
            l.encode_utf8(&mut bytes[i..i + 2]);
        }
    }
}

/// Whether `prose` (at most [`MISSING_WINDOW`] bytes are read) holds a phrase of `index` at
/// the start of a word (ASCII letters compared in any case; a phrase in a script written
/// without spaces, `記載されていません`, anywhere). One pass over the bytes.
fn holds_phrase(index: &Index, prose: &str) -> bool {
    phrase_at_word(index, prose, false)
}

/// Whether a phrase of `index` starts a word of `prose` (its first [`MISSING_WINDOW`] bytes,
/// any case), and, where `whole`, ends one too (a script without spaces ends no word:
/// `不明です`).
fn phrase_at_word(index: &Index, prose: &str, whole: bool) -> bool {
    let n = prose.len().min(MISSING_WINDOW);
    let mut lower = [0u8; MISSING_WINDOW];
    let lower = &mut lower[..n];
    lower.copy_from_slice(&prose.as_bytes()[..n]);
    fold_case(lower);
    (0..n).any(|p| {
        let b = lower[p];
        // A word starts after a byte that is no ASCII letter; a UTF-8 lead byte may start a
        // phrase, a continuation byte never does.
        (p == 0 || !lower[p - 1].is_ascii_alphabetic())
            && !(0x80..0xC0).contains(&b)
            && index.longest_at(lower, p).is_some_and(|i| {
                let phrase = index.text(i);
                !whole
                    || phrase.starts_with(super::words::unspaced)
                    || ends_word(lower, p + phrase.len())
            })
    })
}

/// Whether `before` ends with an abbreviation of "number" whose full stop ends no sentence
/// (`No`, `Nr`, `Nos` before `. 12`).
fn number_abbreviation(before: &[u8]) -> bool {
    let word_start = before
        .iter()
        .rposition(|c| !c.is_ascii_alphabetic())
        .map_or(0, |n| n + 1);
    let word = &before[word_start..];
    [b"no".as_slice(), b"nr", b"nos"]
        .iter()
        .any(|a| word.eq_ignore_ascii_case(a))
}

/// The sentences and lines of `prose`: split at line breaks, `!`, `?`, `;`, `。` and a dot
/// followed by a space. One pass over the bytes.
fn sentences(prose: &str) -> impl Iterator<Item = &str> {
    let b = prose.as_bytes();
    let mut start = 0;
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() {
            let end = match b[i] {
                b'\n' | b'!' | b'?' | b';' => Some(1),
                // (Not the full stop of `No.` or `Nr.` before a number.)
                b'.' if b.get(i + 1) == Some(&b' ') && !number_abbreviation(&b[..i]) => Some(1),
                0xE3 if b[i..].starts_with("。".as_bytes()) => Some(3),
                _ => None,
            };
            i += 1;
            if let Some(len) = end {
                let sentence = &prose[start..i - 1];
                i = i - 1 + len;
                start = i;
                return Some(sentence);
            }
        }
        (start < b.len()).then(|| {
            let rest = &prose[start..];
            start = b.len();
            rest
        })
    })
}

/// Whether one sentence of prose states another value for a field of `subject`. Only a
/// sentence that may state one is read: with a colon (`key: value`) or a digit, and no JSON
/// written in it (braces, brackets, quotes: a value of its own, not a statement).
fn states_otherwise(sentence: &str, subject: &dyn Subject) -> bool {
    let b = sentence.as_bytes();
    let (mut colon, mut digit) = (false, false);
    for &c in b {
        match c {
            b'{' | b'}' | b'[' | b']' | b'"' => return false,
            // `key: value`, or a table's row.
            b':' | b'|' => colon = true,
            b'0'..=b'9' => digit = true,
            _ => {}
        }
    }
    if subject.flag_denied(sentence) {
        return true;
    }
    if !colon && !digit {
        return false;
    }
    let sentence = sentence.trim();
    !sentence.is_empty() && subject.contradicted_by(sentence)
}

/// How far from a value, before and after it, the prose is read for a statement that
/// contradicts it, in bytes.
const STATEMENT_WINDOW: usize = 400;

/// Whether a sentence or line of the prose around the place `start..end` (between `floor`
/// and `ceiling`, at most [`STATEMENT_WINDOW`] bytes on each side) states another value for
/// one of its fields, or the prose there gives a time of day and never the value's, or the
/// quantity of one of its number fields in that field's measure and never its number, or a
/// table there writes one of its records with another number.
pub(crate) fn contradicted(
    text: &str,
    floor: usize,
    start: usize,
    end: usize,
    ceiling: usize,
    subject: &dyn Subject,
) -> bool {
    let from = bytes::ceil_char(text, start.saturating_sub(STATEMENT_WINDOW).max(floor));
    let to = bytes::floor_char(text, end.saturating_add(STATEMENT_WINDOW).min(ceiling));
    let prose = [&text[from..start.max(from)], &text[end.min(to)..to]];
    // (Numbers written in words read as the digits they write: `на самом деле записей
    // шесть`, `she is twenty-eight`.)
    let spelled = prose.map(spelled::as_digits);
    let prose = [0, 1].map(|i| spelled[i].as_deref().unwrap_or(prose[i]));
    prose
        .iter()
        .any(|prose| sentences(prose).any(|sentence| states_otherwise(sentence, subject)))
        // (A time or a measure is written with digits: prose without them gives neither.)
        || prose.iter().any(|p| p.bytes().any(|b| b.is_ascii_digit()))
            && (subject.timed_otherwise(prose) || subject.measured_otherwise(prose))
        || subject.named_otherwise(prose)
        || prose.iter().any(|p| p.contains(['|', ':'])) && subject.tabled_otherwise(prose)
        || subject.numbered_otherwise(prose)
        || subject.listed_otherwise(prose)
        || subject.answered_otherwise(prose[0])
}

/// The words by which a correction names the value it replaced, lowercase (`from`, `was`,
/// `originally`, `instead of`, `statt`, `au lieu de`, `pôvodn…`, `вместо`, `原来`, `원래`),
/// in about forty languages: a word of four letters or more also as the start of a longer
/// one (`pôvodných`, `изначально`), a shorter one whole. A number right after one of them in
/// a correction's remark (`14 (corrected from 41)`, `14 (opravené z pôvodných 41)`) is the
/// old value, not the new one.
const PRIOR: [&str; 189] = [
    "from",
    "was",
    "were",
    "previously",
    "originally",
    "original",
    "earlier",
    "formerly",
    "instead of",
    "old",
    "not",
    "von",
    "statt",
    "anstatt",
    "vorher",
    "zuvor",
    "ursprünglich",
    "früher",
    "alt",
    "war",
    "nicht",
    "de",
    "au lieu de",
    "auparavant",
    "initialement",
    "était",
    "ancien",
    "ancienne",
    "avant",
    "pas",
    "en lugar de",
    "en vez de",
    "antes",
    "originalmente",
    "inicialmente",
    "era",
    "anterior",
    "em vez de",
    "invece di",
    "prima",
    "originariamente",
    "precedente",
    "no",
    "não",
    "non",
    "van",
    "in plaats van",
    "eerder",
    "oorspronkelijk",
    "vroeger",
    "fra",
    "från",
    "tidigare",
    "ursprungligen",
    "tidligere",
    "opprinnelig",
    "oprindeligt",
    "i stället för",
    "i stedet for",
    "ikke",
    "inte",
    "z",
    "ze",
    "zamiast",
    "wcześniej",
    "pierwotn",
    "poprzedni",
    "było",
    "místo",
    "namiesto",
    "dříve",
    "predtým",
    "původn",
    "pôvodn",
    "predchádzajúc",
    "předchozí",
    "bylo",
    "bolo",
    "prej",
    "namesto",
    "prvotn",
    "umjesto",
    "prije",
    "izvorn",
    "nie",
    "ne",
    "с",
    "со",
    "вместо",
    "ранее",
    "изначальн",
    "прежн",
    "предыдущ",
    "было",
    "з",
    "замість",
    "раніше",
    "спочатку",
    "попередн",
    "було",
    "от",
    "първоначалн",
    "не",
    "din",
    "în loc de",
    "inițial",
    "helyett",
    "korábban",
    "eredetileg",
    "előző",
    "volt",
    "aiemmin",
    "alun perin",
    "alkuperäi",
    "edellinen",
    "oli",
    "asemel",
    "varem",
    "algselt",
    "eelmine",
    "yerine",
    "önceki",
    "önceden",
    "eskiden",
    "orijinal",
    "idi",
    "αντί για",
    "αρχικά",
    "προηγουμέν",
    "ήταν",
    "από",
    "从",
    "原",
    "原来",
    "原为",
    "原先",
    "之前",
    "而非",
    "而不是",
    "不是",
    "から",
    "元",
    "元は",
    "以前",
    "旧",
    "ではなく",
    "원래",
    "이전",
    "에서",
    "대신",
    "من",
    "بدلا من",
    "بدلاً من",
    "سابقا",
    "سابقاً",
    "كان",
    "از",
    "به جای",
    "قبلا",
    "قبلاً",
    "بود",
    "מ",
    "במקום",
    "קודם",
    "במקור",
    "היה",
    "से",
    "के बजाय",
    "पहले",
    "मूल",
    "था",
    "dari",
    "bukan",
    "sebelumnya",
    "semula",
    "awalnya",
    "từ",
    "thay vì",
    "trước đó",
    "ban đầu",
    "không phải",
    "จาก",
    "แทน",
    "เดิม",
    "ก่อนหน้า",
    "badala ya",
    "awali",
    "kutoka",
    "ilikuwa",
];

/// Whether the last two words of `before` (the text right before a number) name the value a
/// correction replaced ([`PRIOR`]): `corrected from 41`, `z pôvodných 41`, `原来是41`.
pub(crate) fn names_prior(before: &str) -> bool {
    let lower = before.to_lowercase();
    let lower = lower.trim_end_matches(|c: char| {
        c.is_whitespace() || matches!(c, ':' | '：' | '是' | '为' | '=')
    });
    // A phrase of [`PRIOR`] that ends the text, as words (or glued to a script that writes no
    // spaces), or the start of one of its last two words.
    let words: Vec<&str> = lower.split_whitespace().rev().take(2).collect();
    PRIOR.iter().any(|prior| {
        let unspaced = prior.chars().next().is_some_and(super::words::unspaced);
        lower.strip_suffix(prior).is_some_and(|rest| {
            unspaced || rest.is_empty() || rest.ends_with(|c: char| !c.is_alphanumeric())
        }) || prior.chars().count() >= 4
            && !prior.contains(' ')
            && words.iter().any(|w| w.starts_with(prior))
    })
}

/// Words of a sentence that make a value it names an alternative, offered, compared or set
/// aside, rather than stated (`It could look like a high one`, `rather than pending`, `not
/// urgent`, `if it were rejected`).
pub(crate) const OFFERS_ALTERNATIVE: [&str; 14] = [
    "could", "might", "would", "like", "rather", "instead", "not", "than", "if", "or", "whether",
    "maybe", "perhaps", "either",
];

/// The words of `prose`, lowercase: its runs of letters and digits.
pub(crate) fn words_of(prose: &str) -> impl Iterator<Item = String> + '_ {
    prose
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// Whether `words` ([`words_of`] some prose) hold `value` as words: its own words in a row
/// (`in_progress` as `in progress`, `On-hold` as `on hold`); a value of fewer than three
/// letters is never taken as named.
pub(crate) fn words_name(words: &[String], value: &str) -> bool {
    let parts: Vec<String> = words_of(value).collect();
    if parts.is_empty() || value.chars().filter(|c| c.is_alphabetic()).count() < 3 {
        return false;
    }
    words
        .windows(parts.len())
        .any(|w| w.iter().zip(&parts).all(|(a, b)| a == b))
}

/// [`words_name`], or, for a value of one word, a word of `words` that is it with an
/// ending put on or taken off, of two letters at most, both five letters or more (`zaprt`
/// for `zaprto`, `closed` for `close`; not `higher` for `high`), or with its last letter
/// another, five letters or more (`chiusa` for `chiuso`); not `approval` for `approved`, nor after a negation in the
/// three words before it (`ningún elemento positivo`): the value as a language inflects it.
pub(crate) fn words_name_inflected(words: &[String], value: &str) -> bool {
    if words_name(words, value) {
        return true;
    }
    let mut parts = words_of(value);
    let (Some(value), None) = (parts.next(), parts.next()) else {
        return false;
    };
    let letters = value.chars().count();
    // (Not after a negation: `ningún elemento positivo`.)
    letters >= 5
        && words.iter().enumerate().any(|(i, w)| {
            let n = w.chars().count();
            if words[i.saturating_sub(3)..i]
                .iter()
                .any(|n| denies_word(n.as_bytes()))
            {
                return false;
            }
            let (short, long) = if n < letters {
                (w.as_str(), value.as_str())
            } else {
                (value.as_str(), w.as_str())
            };
            // (An ending put on or taken off, or the last letter another: `chiusa` for
            // `chiuso`.)
            let swapped = n == letters
                && w.chars().zip(value.chars()).filter(|(a, b)| a != b).count() == 1
                && w.chars().last() != value.chars().last();
            swapped
                || n.abs_diff(letters) <= 2 && short.chars().count() >= 5 && long.starts_with(short)
        })
}

/// A value prose names (`The age is 45`, `Sentiment: positive`): a value given whole, whose
/// keys and scalars nothing after it names in other words.
pub(crate) struct Named;

impl Subject for Named {
    fn names_key(&self, _: &[u8]) -> bool {
        false
    }
    fn starts_with_value(&self, _: &[u8]) -> bool {
        false
    }
    fn fills_everything(&self) -> bool {
        true
    }
}

/// Whether the prose between `end` and `ceiling` takes back the value before it: a phrase
/// that [retracts](After::Retracts) it, one that [amends](After::Amends) it followed in its
/// sentence by one of the value's keys, or a denial of one of the value's own scalars
/// (`it's 43, not 42` after `42`; `不是 42`).
pub(crate) fn after_cue(text: &str, end: usize, ceiling: usize, subject: &dyn Subject) -> Cue {
    let stop = after_window(text, end, ceiling);
    if stop <= end || text[end..stop].trim().is_empty() {
        return Cue::None;
    }
    let mut lower = [0u8; AFTER_WINDOW];
    let lower = &mut lower[..stop - end];
    lower.copy_from_slice(&text.as_bytes()[end..stop]);
    fold_case(lower);
    let index = after_index();
    let lower_text = std::str::from_utf8(lower).ok();
    let (mut example, mut doubted) = (false, false);
    let phrase = index.starts(lower, 0).any(|p| {
        let Some(n) = index.longest_at(lower, p) else {
            return false;
        };
        match after_kind(n) {
            After::Retracts => !in_condition(&lower[..p]),
            After::CallsExample => {
                let phrase = index.text(n);
                // (A phrase of several words is a clause of its own: `hanya contoh`.)
                let fewest = usize::from(!phrase.trim().contains(' '));
                example |= said_of_value(lower, p, subject)
                    || right_after(lower, p, phrase.len(), fewest..=4, true);
                false
            }
            After::Amends => {
                let rest = &lower[p + index.text(n).len()..];
                let sentence = &rest[..rest
                    .iter()
                    .position(|c| is_sentence_end(*c))
                    .unwrap_or(rest.len())];
                subject.names_key(sentence)
            }
            After::Invalidates => {
                let len = index.text(n).len();
                // (Not denied: `The year is not wrong.`, `the total isn't invalid`.)
                (said_of_value(lower, p, subject) || right_after(lower, p, len, 0..=2, false))
                    && !in_condition(&lower[..p])
                    && !negated_bytes(&lower[..p], Between::Words)
            }
            After::Possibility => doubts_itself(lower, p),
            After::Waits => lower_text.is_some_and(|t| interrupts_at(t, p, index.text(n).len())),
            After::Checks => lower_text.is_some_and(|t| will_check_at(t, p)),
            After::Unsure => {
                let sentence = sentence_at(lower, p);
                // (A doubt of something else that the sentence then sets a clause against:
                // `I can't verify who sent this email, but the extraction is
                // straightforward.`)
                if n >= AFTER.len() {
                    let rest = &lower[p + index.text(n).len()..];
                    let rest = &rest[..rest
                        .iter()
                        .position(|c| is_sentence_end(*c))
                        .unwrap_or(rest.len())];
                    if std::str::from_utf8(rest)
                        .is_ok_and(|rest| clause_set_against(rest).is_some() || asks_of(rest))
                    {
                        return false;
                    }
                }
                // (Not about a field the schema does not ask for: `I couldn't find a PO
                // number` beside `invoice_number`.)
                doubted |= !subject.names_only_empty_fields(sentence)
                    && !in_condition(&lower[..p])
                    && !std::str::from_utf8(sentence).is_ok_and(|s| subject.names_another_field(s));
                false
            }
            After::Changes => subject.names_value(sentence_at(lower, p)),
            After::Apologizes => {
                let rest = &lower[p + index.text(n).len()..];
                let word_end = rest
                    .iter()
                    .position(|c| !c.is_ascii_alphabetic())
                    .unwrap_or(rest.len());
                let rest = rest[word_end..].trim_ascii_start();
                // (Not for what the value leaves empty: `Sorry, I couldn't find a phone
                // number` beside `"phone": null`.)
                !WAITED.iter().any(|w| rest.starts_with(w.as_bytes()))
                    && !subject.names_only_empty_fields(sentence_at(lower, p))
            }
        }
    });
    doubted |= closes_in_doubt(&text[end..stop])
        || lower_text.is_some_and(|t| {
            lacks_data(t, subject)
                || unsure_after_value(t, subject)
                || sentences(t)
                    .filter(|s| !s.trim().is_empty())
                    .take(2)
                    .any(|s| unchecked_in(s, subject) || calls_filled_unknown(s, subject))
        });
    example |= lower_text.is_some_and(|t| {
        let sentence = first_sentence(t);
        !sentence.contains(['{', '}', '[', ']'])
            && (asks_to_replace(sentence) || denies_real(sentence))
    });
    if phrase
        || negated_after(&text[end..stop])
        || denies_value(lower, subject)
        || lower_text.is_some_and(|t| {
            takes_itself_back(t, stop == text.len(), subject) || tells_not_to_use(t)
        })
    {
        Cue::Retracted
    } else if doubted {
        Cue::Doubted
    } else if subject.is_scalar() && alternative_after(&text[end..stop]) {
        // `"positive" or "something else"`: offered beside another, not settled. (A record
        // is hedged by the phrase before the other record: `{…} or maybe {…}`.)
        Cue::Hedged
    } else if example {
        Cue::Example
    } else {
        Cue::None
    }
}

/// Whether `text`, a remark written beside a value, says anywhere that its writer does not
/// know or is not sure, or takes back what it wrote ([`After::Unsure`], [`After::Retracts`]:
/// `I am not sure about the VAT rate`, `Sazbu DPH si nejsem jistý`, `never mind`), outside a
/// condition; read up to [`AFTER_WINDOW`] bytes.
pub(crate) fn unsure_in(text: &str) -> bool {
    let end = bytes::floor_char(text, text.len().min(AFTER_WINDOW));
    let mut lower = text.as_bytes()[..end].to_vec();
    fold_case(&mut lower);
    let index = after_index();
    index.starts(&lower, 0).any(|p| {
        index.longest_at(&lower, p).is_some_and(|n| {
            matches!(after_kind(n), After::Unsure | After::Retracts) && !in_condition(&lower[..p])
        })
    })
}

/// Words of data or information (`data`, `Daten`, `données`, `adatom`, `bilgi`, `данных`,
/// `数据`), lowercase: an entry of five bytes or more is a stem, a shorter one a whole word,
/// one in a script without spaces is found anywhere.
const DATA_WORDS: [&str; 52] = [
    "data",
    "info",
    "informa",
    "details",
    "context",
    "daten",
    "angaben",
    "données",
    "donnée",
    "datos",
    "dados",
    "dati",
    "gegevens",
    "danych",
    "dane",
    "údaj",
    "údajů",
    "tieto",
    "adat",
    "adato",
    "adata",
    "bilgi",
    "veri",
    "veriler",
    "dữ liệu",
    "thông tin",
    "данн",
    "информац",
    "даних",
    "інформац",
    "δεδομέν",
    "πληροφορ",
    "נתונים",
    "מידע",
    "بيانات",
    "معلومات",
    "اطلاعات",
    "داده",
    "डेटा",
    "जानकारी",
    "uppgifter",
    "oplysninger",
    "opplysninger",
    "upplýsing",
    "taarifa",
    "maelezo",
    "数据",
    "資料",
    "信息",
    "情報",
    "データ",
    "정보",
];

/// Words of enough (`enough`, `genug`, `assez`, `elég`, `yeterli`, `cukup`, `đủ`,
/// `достаточно`, `足够`), matched as [`DATA_WORDS`] are.
const ENOUGH: [&str; 37] = [
    "enough",
    "sufficient",
    "genug",
    "ausreichend",
    "assez",
    "suffisam",
    "suffisant",
    "suficient",
    "sufficien",
    "abbastanza",
    "voldoende",
    "genoeg",
    "wystarcz",
    "dost",
    "dostatek",
    "dostatečn",
    "tarpeeksi",
    "riittäv",
    "elég",
    "yeterli",
    "cukup",
    "đủ",
    "достаточн",
    "достатньо",
    "досить",
    "tillräck",
    "nok",
    "tilstrækkel",
    "αρκετ",
    "מספיק",
    "كاف",
    "کافی",
    "पर्याप्त",
    "足够",
    "足夠",
    "充分",
    "충분",
];

/// Words of too little, which need no negation (`insufficient`, `unzureichend`, `yetersiz`,
/// `недостаточно`, `不足`), matched as [`DATA_WORDS`] are.
const TOO_LITTLE: [&str; 18] = [
    "insufficient",
    "unzureichend",
    "insuffisant",
    "insuficient",
    "insufficient",
    "onvoldoende",
    "niewystarcz",
    "nedostatečn",
    "riittämät",
    "elégtelen",
    "yetersiz",
    "kurang",
    "thiếu",
    "недостаточн",
    "недостатньо",
    "otillräck",
    "ανεπαρκ",
    "不足",
];

/// Words that say something is not there or not had, beyond the negations (`nincs`, `yok`,
/// `hakuna`, `없`, `ない`, `nemám`), matched as [`DATA_WORDS`] are.
const LACKING: [&str; 15] = [
    "nincs",
    "yok",
    "hakuna",
    "없",
    "ない",
    "無い",
    "没有",
    "沒有",
    "tidak ada",
    "chưa có",
    "nemám",
    "nemáme",
    "nemamo",
    "nemam",
    "nimam",
];

/// A table of words as [`DATA_WORDS`] matches them: its single words grouped by first byte,
/// its phrases and words of scripts without spaces apart.
struct WordTable {
    words: ByFirst,
    phrases: Vec<&'static str>,
}

impl WordTable {
    fn new(table: &[&'static str]) -> Self {
        let unspaced = |w: &str| {
            w.contains(' ')
                || w.chars().next().is_some_and(
                    |c| matches!(u32::from(c), 0x3040..=0x30ff | 0x4e00..=0x9fff | 0xac00..=0xd7af),
                )
        };
        let words: Vec<&'static str> = table.iter().copied().filter(|w| !unspaced(w)).collect();
        WordTable {
            words: ByFirst::new(&words),
            phrases: table.iter().copied().filter(|w| unspaced(w)).collect(),
        }
    }

    /// Whether lowercase `sentence` holds one of the table's words.
    fn in_sentence(&self, sentence: &str) -> bool {
        words_of_sentence(sentence).any(|w| self.words.holds(w.as_bytes(), true))
            || self.phrases.iter().any(|p| sentence.contains(p))
    }
}

/// Whether one of the first three sentences of `lower` (the prose after a value) says the
/// writer has too little data to give it: a word of data or information with a word of
/// too little, or with a word of enough and a negation or a word of lacking (`I don't have
/// enough data`, `Sajnos nincs elég adatom az értékeléshez.`, `Maalesef yeterli veri yok.`,
/// `数据不足`), outside a condition, and not about fields the value leaves empty or another
/// field than its own. The value is then doubted, as after `I'm not sure`.
fn lacks_data(lower: &str, subject: &dyn Subject) -> bool {
    use std::sync::OnceLock;
    static TABLES: OnceLock<[WordTable; 4]> = OnceLock::new();
    let [data, too_little, enough, lacking] = TABLES
        .get_or_init(|| [&DATA_WORDS[..], &TOO_LITTLE, &ENOUGH, &LACKING].map(WordTable::new));
    sentences(lower)
        .filter(|s| !s.trim().is_empty())
        .take(3)
        .any(|sentence| {
            data.in_sentence(sentence)
                && (too_little.in_sentence(sentence)
                    || enough.in_sentence(sentence)
                        && (words_of_sentence(sentence).any(|w| {
                            denies_word(w.as_bytes()) || w.ends_with("n't") || w.ends_with("n’t")
                        }) || lacking.in_sentence(sentence)
                            || NEGATIONS_AFTER.iter().any(|n| sentence.contains(n))))
                && !in_condition(sentence.as_bytes())
                && !subject.names_only_empty_fields(sentence.as_bytes())
                && !subject.names_another_field(sentence)
        })
}

/// Words of being sure (`sure`, `sicher`, `sûr`, `seguro`, `pewien`, `уверен`, `emin`,
/// `վստահ`, `боварӣ`), lowercase, matched as [`DATA_WORDS`] are: denied, the writer is not
/// sure ([`says_unsure`]).
const SURE: [&str; 80] = [
    "sure",
    "certain",
    "confident",
    "sicher",
    "gewiss",
    "sûr",
    "sûre",
    "persuadé",
    "seguro",
    "segura",
    "segur",
    "certeza",
    "sicuro",
    "sicura",
    "zeker",
    "seker",
    "säker",
    "sikker",
    "viss",
    "vísur",
    "sécher",
    "pewien",
    "pewna",
    "pewny",
    "jistý",
    "jistá",
    "jist",
    "istý",
    "istá",
    "prepričan",
    "siguran",
    "sigurna",
    "сигуран",
    "сигурен",
    "сигурна",
    "уверен",
    "впевнен",
    "ўпэўнен",
    "tikras",
    "tikra",
    "pārliecināt",
    "kindel",
    "varma",
    "biztos",
    "sigur",
    "sigură",
    "σίγουρ",
    "βέβαι",
    "emin",
    "əmin",
    "сенімді",
    "ishonch",
    "ишеним",
    "боварӣ",
    "боварии",
    "итгэлтэй",
    "վստահ",
    "დარწმუნებულ",
    "ċert",
    "ziur",
    "siŵr",
    "cinnte",
    "בטוח",
    "בטוחה",
    "متأكد",
    "متأكدة",
    "مطمئن",
    "یقین",
    "पक्का",
    "निश्चित",
    "यकीन",
    "নিশ্চিত",
    "yakin",
    "pasti",
    "sigurado",
    "chắc",
    "uhakika",
    "እርግጠኛ",
    "definit",
    "확실",
];

/// Words of being unsure, which need no negation (`unsure`, `unsicher`, `incertain`,
/// `niepewn`, `неуверен`, `epävarma`), matched as [`SURE`] is.
const UNSURE: [&str; 22] = [
    "unsure",
    "uncertain",
    "unsicher",
    "incertain",
    "incierto",
    "incierta",
    "incerto",
    "incerta",
    "onzeker",
    "osäker",
    "usikker",
    "niepewn",
    "nejist",
    "неуверен",
    "невпевнен",
    "несигурен",
    "nesiguran",
    "nesigur",
    "bizonytalan",
    "epävarma",
    "αβέβαι",
    "ragu",
];

/// Not being sure as scripts without spaces write it, a negation glued to the word
/// (`不确定`, `自信がない`, `확실하지 않`, `ไม่แน่ใจ`): found anywhere in a clause that ends
/// within three characters after it.
const UNSURE_GLUED: [&str; 18] = [
    "不确定",
    "不太确定",
    "不太確定",
    "不確定",
    "不敢肯定",
    "没把握",
    "沒把握",
    "確かではな",
    "確信が持て",
    "自信がな",
    "自信がありません",
    "확실하지 않",
    "확신이 없",
    "잘 모르겠",
    "ไม่แน่ใจ",
    "ບໍ່ແນ່ໃຈ",
    "មិនប្រាកដ",
    "မသေချာ",
];

/// Negations after a word of [`SURE`] that deny no value ([`NEGATIONS_AFTER`] denies one):
/// `վստահ չեմ` (I am not), `боварӣ надорам` (I do not have), `დარწმუნებული არ ვარ`,
/// `নিশ্চিত নই`, `እርግጠኛ አይደለሁም`.
const NOT_AFTER_SURE: [&str; 7] = ["չեմ", "չենք", "надорам", "нестам", "არ", "নই", "አይደለሁ"];

/// Words that open a clause set against the one before (`but`, `aber`, `mais`, `pero`, `men`,
/// `але`, `אבל`, `但是`), lowercase, whole words: after one, a doubt before it is conceded
/// ([`says_unsure`]).
const CONTRASTS: [&str; 78] = [
    "but",
    "however",
    "yet",
    "aber",
    "doch",
    "jedoch",
    "mais",
    "cependant",
    "toutefois",
    "pero",
    "mas",
    "porém",
    "contudo",
    "ma",
    "però",
    "tuttavia",
    "maar",
    "men",
    "mutta",
    "ale",
    "ali",
    "але",
    "но",
    "однак",
    "однако",
    "ama",
    "fakat",
    "ancak",
    "tapi",
    "tetapi",
    "namun",
    "nhưng",
    "אבל",
    "אך",
    "لكن",
    "ولكن",
    "لیکن",
    "اما",
    "ولی",
    "लेकिन",
    "परंतु",
    "किंतु",
    "তবে",
    "কিন্তু",
    "lakini",
    "ngunit",
    "dar",
    "viszont",
    "kuitenkin",
    "aga",
    "bet",
    "tačiau",
    "αλλά",
    "όμως",
    "por",
    "ond",
    "ach",
    "բայց",
    "მაგრამ",
    "但",
    "但是",
    "可是",
    "不过",
    "하지만",
    "mana",
    "amma",
    "ṣùgbọ́n",
    "kodwa",
    "laakiin",
    "baina",
    "sed",
    "lecz",
    "ampak",
    "али",
    "бірақ",
    "lekin",
    "ammo",
    "аммо",
];

/// Words of having checked (`checked`, `verified`, `geprüft`, `vérifié`, `sjekket`,
/// `בדקתי`, `확인했`), past forms, matched as [`SURE`] is: a contrast with one after a doubt
/// settles it ([`says_unsure`]).
const CHECKED: [&str; 40] = [
    "checked",
    "verified",
    "confirmed",
    "looked",
    "geprüft",
    "überprüft",
    "nachgesehen",
    "vérifié",
    "verificado",
    "verifiqué",
    "comprobado",
    "comprobé",
    "confirmado",
    "confirmé",
    "controllato",
    "verificato",
    "gecontroleerd",
    "nagekeken",
    "sjekket",
    "sjekka",
    "kontrollert",
    "kontrollerat",
    "tjekket",
    "sprawdził",
    "ověřil",
    "zkontroloval",
    "проверил",
    "перевірив",
    "перевірила",
    "kontrol ettim",
    "memeriksa",
    "kiểm tra",
    "בדקתי",
    "تحققت",
    "بررسی کردم",
    "जाँच",
    "जांच",
    "확인했",
    "確認した",
    "确认了",
];

/// The words of a measure of how sure, after a word of [`SURE`] (`al cento per cento`,
/// `à 100 %`, `na 100 procent`, `на все сто`): with digits, they leave its clause ended.
const DEGREE: [&str; 22] = [
    "al",
    "à",
    "a",
    "na",
    "на",
    "zu",
    "to",
    "per",
    "por",
    "pour",
    "pro",
    "cent",
    "cento",
    "ciento",
    "percent",
    "prozent",
    "procent",
    "pourcent",
    "процентов",
    "все",
    "сто",
    "hundred",
];

/// Contrasts glued to the end of the clause they follow (`잘 모르겠지만`, `わからないけど`).
const CONTRASTS_GLUED: [&str; 5] = ["지만", "けど", "けれど", "けれども", "但"];

/// Whether lowercase `sentence` says its writer is not sure: in one of its clauses, a word
/// of [`SURE`] among the clause's last three words, denied by a negation at most four words
/// before it (`I'm not fully sure`, `je ne suis pas tout à fait sûr`, `ikke helt sikker`) or
/// at most two words after it, where the language puts it last (`боварии комил надорам`,
/// `emin değilim`, `վստահ չեմ`); a word of [`UNSURE`] there; or one of [`UNSURE_GLUED`] at
/// the clause's end. Not where the clause goes on past it (`I'm not sure what you mean`,
/// `not sure if you need the id`), nor under a condition, nor where a clause after it in the
/// sentence sets something against it ([`CONTRASTS`]) and hedges nothing (`Jeg var usikker
/// først, men jeg sjekket: det er 512 MB.`; not `I'm not sure, but maybe 512`).
pub(crate) fn says_unsure(sentence: &str) -> bool {
    static CHECKS: std::sync::OnceLock<WordTable> = std::sync::OnceLock::new();
    let [sure, unsure] = sure_tables();
    let checked = CHECKS.get_or_init(|| WordTable::new(&CHECKED));
    let negation = |w: &str| denies_word(w.as_bytes()) || w.ends_with("n't") || w.ends_with("n’t");
    let after =
        |w: &str| NEGATIONS_AFTER.iter().any(|n| w.starts_with(n)) || NOT_AFTER_SURE.contains(&w);
    // Whether the word at `i` of `words` is one of SURE, and whether it is denied.
    let sure_at = |words: &[&str], i: usize| {
        sure.holds(words[i].as_bytes(), true).then(|| {
            words[i.saturating_sub(4)..i].iter().any(|n| negation(n))
                || words[i + 1..].iter().take(2).any(|n| after(n))
        })
    };
    // (Read only where a word of either table, or a glued phrase, stands in it: most
    // sentences hold none.)
    if !words_of_sentence(sentence)
        .any(|w| sure.holds(w.as_bytes(), true) || unsure.holds(w.as_bytes(), true))
        && (sentence.is_ascii() || !UNSURE_GLUED.iter().any(|g| sentence.contains(g)))
    {
        return false;
    }
    sentence
        .split([
            ',', ';', ':', '(', ')', '（', '）', '，', '、', '—', '–', '.', '!', '?', '。', '！',
            '？', '։', '።', '।', '॥', '۔', '؟', '،',
        ])
        .any(|clause| {
            let at = clause.as_ptr() as usize - sentence.as_ptr() as usize;
            let end = at + clause.len();
            let rest = sentence.get(end..).unwrap_or("");
            // What the sentence sets against the clause, where it says the writer checked or
            // is sure, and hedges nothing.
            let conceded = |glued_tail: &str| {
                let contrast = CONTRASTS_GLUED.iter().any(|c| glued_tail.starts_with(c))
                    || rest
                        .split([',', ';', ':', '—', '–', '，', '、'])
                        .filter_map(|c| words_of_sentence(c).next())
                        .any(|w| CONTRASTS.contains(&w));
                let words: Vec<&str> = words_of_sentence(rest).collect();
                let settled = checked.in_sentence(rest)
                    || (0..words.len()).any(|i| sure_at(&words, i) == Some(false));
                contrast && settled && !super::qualifiers::hedges_in(rest)
            };
            let unsure_clause = words_of_sentence(clause)
                .any(|w| sure.holds(w.as_bytes(), true) || unsure.holds(w.as_bytes(), true))
                && {
                    let words: Vec<&str> = words_of_sentence(clause).collect();
                    words.iter().enumerate().any(|(i, w)| {
                        // (Past it, a measure of how sure: `sicuro al cento per cento`.)
                        let ends = i + 3 >= words.len()
                            || words[i + 1..].len() <= 4
                                && words[i + 1..].iter().any(|w| {
                                    w.starts_with(|c: char| c.is_ascii_digit())
                                        || DEGREE.contains(w)
                                })
                                && words[i + 1..].iter().all(|w| {
                                    w.starts_with(|c: char| c.is_ascii_digit())
                                        || DEGREE.contains(w)
                                });
                        ends && (unsure.holds(w.as_bytes(), true)
                            || sure_at(&words, i) == Some(true))
                    })
                }
                && !conceded("")
                || !clause.is_ascii()
                    && UNSURE_GLUED.iter().any(|g| {
                        clause.find(g).is_some_and(|p| {
                            let tail = clause[p + g.len()..].trim();
                            tail.chars().count() <= 3 && !conceded(tail)
                        })
                    });
            unsure_clause && !in_condition(&sentence.as_bytes()[..end])
        })
}

/// Whether `text`, in any case, may say its writer is not sure ([`says_unsure`]): a word of
/// [`SURE`] or [`UNSURE`] in it (lowercased on the stack where it is ASCII), or one of
/// [`UNSURE_GLUED`]. A look before the reading: most prose holds none.
fn may_be_unsure(text: &str) -> bool {
    let [sure, unsure] = sure_tables();
    words_of_sentence(text)
        .any(|w| with_lowercase(w, |w| sure.holds(w, true) || unsure.holds(w, true)))
        || !text.is_ascii() && UNSURE_GLUED.iter().any(|g| text.contains(g))
}

/// [`SURE`] and [`UNSURE`] as tables by first byte, built once.
fn sure_tables() -> &'static [ByFirst; 2] {
    static TABLES: std::sync::OnceLock<[ByFirst; 2]> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| [ByFirst::new(&SURE), ByFirst::new(&UNSURE)])
}

/// `test` of `word` lowercased: on the stack where it is ASCII and short, as most words
/// are, else in a copy.
fn with_lowercase<R>(word: &str, test: impl FnOnce(&[u8]) -> R) -> R {
    let mut buf = [0u8; 48];
    if word.is_ascii() && word.len() <= buf.len() {
        let buf = &mut buf[..word.len()];
        buf.copy_from_slice(word.as_bytes());
        buf.make_ascii_lowercase();
        test(buf)
    } else {
        test(word.to_lowercase().as_bytes())
    }
}

/// Whether one of the last three sentences of the prose before a value (`before`, lowercase,
/// since the value before it) says the writer is not sure ([`says_unsure`]), not of fields
/// the value leaves empty nor of another field than its own: `The year seems to be 1936,
/// but I'm not sure.` then the value, `Probably this, but I'm not fully sure:`. The value
/// is then doubted, as one followed by such a sentence is.
pub(crate) fn unsure_before(before: &str, subject: &dyn Subject) -> bool {
    // (The last three sentences at most, found from the end: three marks that end one with
    // words between.)
    let b = before.as_bytes();
    let (mut ends, mut words, mut from) = (0, false, 0);
    for i in (0..b.len()).rev() {
        if matches!(b[i], b'.' | b'!' | b'?' | b'\n' | b';') {
            if words {
                ends += 1;
                words = false;
                if ends == 3 {
                    from = i + 1;
                    break;
                }
            }
        } else if !b[i].is_ascii_whitespace() {
            words = true;
        }
    }
    let before = &before[from..];
    if !may_be_unsure(before) {
        return false;
    }
    let all: Vec<&str> = sentences(before).filter(|s| !s.trim().is_empty()).collect();
    all[all.len().saturating_sub(3)..].iter().any(|sentence| {
        if !may_be_unsure(sentence) {
            return false;
        }
        let sentence = sentence.to_lowercase();
        says_unsure(&sentence)
            && !subject.names_only_empty_fields(sentence.as_bytes())
            && !subject.names_another_field(&sentence)
    })
}

/// Whether one of the first three sentences of `lower` (the prose after a value) says the
/// writer is not sure ([`says_unsure`]), not of fields the value leaves empty nor of another
/// field than its own (`{…} But I'm not fully sure.`, `{…} Ich bin mir nicht ganz sicher.`).
fn unsure_after_value(lower: &str, subject: &dyn Subject) -> bool {
    if !may_be_unsure(lower) {
        return false;
    }
    sentences(lower)
        .filter(|s| !s.trim().is_empty())
        .take(3)
        .any(|sentence| {
            says_unsure(sentence)
                && !subject.names_only_empty_fields(sentence.as_bytes())
                && !subject.names_another_field(sentence)
        })
}

/// Whether the text after a day the prose names (`text`, from the day's end) says, before
/// its sentence ends, that the writer is not sure ([`After::Unsure`]: `ஆகஸ்ட் 14 அன்று
/// இருக்கலாம்`, `August 14, I think`): a hedge written after what it hedges, as languages
/// that put the verb last write it.
pub(crate) fn unsure_after(text: &str) -> bool {
    let end = text
        .find(['.', '!', '?', '\n', ';', '。'])
        .unwrap_or(text.len())
        .min(AFTER_WINDOW);
    let end = bytes::floor_char(text, end);
    let mut lower = text.as_bytes()[..end].to_vec();
    fold_case(&mut lower);
    let index = after_index();
    index.starts(&lower, 0).any(|p| {
        index
            .longest_at(&lower, p)
            .is_some_and(|n| after_kind(n) == After::Unsure && !in_condition(&lower[..p]))
    })
}

/// The sentence of `lower` that holds `p`: from the end of the one before to its own end.
fn sentence_at(lower: &[u8], p: usize) -> &[u8] {
    let start = lower[..p]
        .iter()
        .rposition(|c| is_sentence_end(*c))
        .map_or(0, |n| n + 1);
    let end = p + lower[p..]
        .iter()
        .position(|c| is_sentence_end(*c))
        .unwrap_or(lower.len() - p);
    &lower[start..end]
}

/// Whether `c` is part of a word as [`word_spans`] reads them: a letter, a digit, an
/// apostrophe or a hyphen.
fn in_word(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '\'' | '-' | '\u{2019}')
}

/// The words of `lower` (lowercase prose) with where each starts: runs of [`in_word`]
/// characters.
fn word_spans(lower: &str) -> impl Iterator<Item = (usize, &str)> {
    lower
        .split(|c: char| !in_word(c))
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - lower.as_ptr() as usize, w))
}

/// Words that answer a question no, and that, beside a word of waiting ([`After::Waits`])
/// as a clause of their own, take back what came before (`No, wait`): lowercase, in
/// about 125 languages (helper data, 2026-11-28; Latin words of two letters or fewer
/// beyond the first ones, and words that answer yes in another language, `jo`, left out).
pub(crate) const NO_WORDS: [&str; 189] = [
    "no",
    "nope",
    "nein",
    "non",
    "não",
    "nao",
    "нет",
    "ні",
    "nie",
    "ne",
    "hayır",
    "όχι",
    "ei",
    "tidak",
    "không",
    "नहीं",
    "לא",
    "لا",
    "いいえ",
    "아니요",
    "아니오",
    "不是",
    "nah",
    "nee",
    "nö",
    "neen",
    "не",
    "не-а",
    "неа",
    "нє",
    "nē",
    "nem",
    "οχι",
    "yok",
    "xeyr",
    "yox",
    "жоқ",
    "жок",
    "yo'q",
    "yoʻq",
    "yo‘q",
    "ýok",
    "юк",
    "юҡ",
    "үгүй",
    "არა",
    "ոչ",
    "չէ",
    "níl",
    "nage",
    "nann",
    "nei",
    "nej",
    "cha",
    "qha",
    "hhayi",
    "hayi",
    "tjhe",
    "che",
    "tjhee",
    "nnyaa",
    "nyaa",
    "kwete",
    "aiwa",
    "hapana",
    "oya",
    "nedda",
    "rárá",
    "rara",
    "bẹ́ẹ̀kọ́",
    "beeko",
    "mba",
    "a'a",
    "aʼa",
    "maya",
    "lakki",
    "lakkii",
    "አይ",
    "አይደለም",
    "የለም",
    "ኣይፋል",
    "ኣይ",
    "tsia",
    "كلا",
    "ניין",
    "נײן",
    "ניי",
    "نه",
    "نخیر",
    "نەخێر",
    "نا",
    "نەء",
    "نہیں",
    "ना",
    "नाही",
    "होइन",
    "हैन",
    "अहँ",
    "না",
    "নহয়",
    "নাই",
    "ନା",
    "ନାହିଁ",
    "ਨਹੀਂ",
    "ਨਾ",
    "ના",
    "નહીં",
    "இல்லை",
    "இல்ல",
    "లేదు",
    "కాదు",
    "ಇಲ್ಲ",
    "ಅಲ್ಲ",
    "ഇല്ല",
    "അല്ല",
    "නැහැ",
    "නෑ",
    "නැත",
    "不对",
    "没有",
    "不不",
    "不對",
    "沒有",
    "唔係",
    "唔啱",
    "唔係呀",
    "いや",
    "いえ",
    "ううん",
    "아뇨",
    "아니",
    "ไม่ใช่",
    "ไม่ครับ",
    "ไม่ค่ะ",
    "เปล่า",
    "ບໍ່ແມ່ນ",
    "ບໍ່",
    "ບໍ່ເດີ",
    "អត់ទេ",
    "ទេ",
    "អត់",
    "မဟုတ်ဘူး",
    "ဟင့်အင်း",
    "မဟုတ်ပါ",
    "မဟုတ်ပါဘူး",
    "མ་རེད",
    "མིན",
    "ལགས་མ་རེད",
    "bukan",
    "nggak",
    "enggak",
    "gak",
    "ora",
    "mboten",
    "boten",
    "henteu",
    "teu",
    "sanés",
    "hindi",
    "dili",
    "wala",
    "saan",
    "haan",
    "ʻaʻole",
    "'a'ole",
    "aole",
    "kāo",
    "kao",
    "kāore",
    "leai",
    "ʻikai",
    "'ikai",
    "ikai",
    "sega",
    "manam",
    "mana",
    "janiwa",
    "jani",
    "nahániri",
    "nahaniri",
    "minime",
    "nequaquam",
    "ياق",
    "alaa",
    "dabi",
    "daabi",
    "déedéet",
    "déet",
    "ayi",
];

/// Whether the writer stops itself short after a value, at the word of waiting that starts at
/// `p` of `lower` ([`After::Waits`]): a word of refusal beside it ([`NO_WORDS`], before or
/// after), nothing but a mark between the two, and the pair a clause of its own: no word
/// right before it and none right after (`The colour was blue. No, wait — …`; not `there is
/// no wait at the desk`). The value before is taken back.
fn interrupts_at(lower: &str, p: usize, len: usize) -> bool {
    let is_gap = |c: char| matches!(c, ' ' | ',' | '.' | '—' | '–' | '-' | '…' | ':');
    let word_end = |from: usize| {
        from + lower[from..]
            .find(|c| !in_word(c))
            .unwrap_or(lower.len() - from)
    };
    let end = word_end(p);
    // The word of waiting whole (`wait`, not `waiting`).
    if end != p + len {
        return false;
    }
    let opens = |before: &str| {
        before
            .trim_end()
            .chars()
            .last()
            .is_none_or(|c| !c.is_alphanumeric())
    };
    let closes = |after: &str| {
        after
            .trim_start_matches([' ', '\t'])
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric())
    };
    // The word after: `wait, no`.
    let rest = &lower[end..];
    let next = end + (rest.len() - rest.trim_start_matches(is_gap).len());
    let next_end = word_end(next);
    // (Beyond ASCII the text is as written: `Όχι`, `Нет` lowercased here.)
    let refusal =
        |word: &str| NO_WORDS.contains(&word) || NO_WORDS.contains(&word.to_lowercase().as_str());
    if refusal(&lower[next..next_end]) && opens(&lower[..p]) && closes(&lower[next_end..]) {
        return true;
    }
    // The word before: `No, wait`.
    let before = lower[..p].trim_end_matches(is_gap);
    let prev = before
        .char_indices()
        .rev()
        .find(|&(_, c)| !in_word(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    refusal(&before[prev..]) && opens(&before[..prev]) && closes(rest)
}

/// How a writer says it will do something itself (`I'll`, `let me`, `I need to`, `je vais`,
/// `muss ich`, `déjame`, `vou`), as word sequences, in every language the engine reads.
const INTENTS: [&[&str]; 24] = [
    &["i'll"],
    &["i\u{2019}ll"],
    &["i", "will"],
    &["let", "me"],
    &["i", "need", "to"],
    &["i", "have", "to"],
    &["i", "must"],
    &["je", "vais"],
    &["je", "dois"],
    &["laissez-moi"],
    &["ich", "muss"],
    &["muss", "ich"],
    &["ich", "werde"],
    &["lass", "mich"],
    &["voy", "a"],
    &["tengo", "que"],
    &["déjame"],
    &["vou"],
    &["tenho", "que"],
    &["preciso"],
    &["deixe-me"],
    &["devo"],
    &["lasciami"],
    &["fammi"],
];

/// Whether the writer says, after a value, that it will check it, at the verb of checking
/// that starts at `p` of `lower` ([`After::Checks`]): an intent of its own ([`INTENTS`])
/// before it, at most two words between (`I'll check again`, `let me double-check that`,
/// `Déjame revisarlo`, `vou verificar de novo`, `da muss ich noch einmal nachsehen`). The
/// value is not settled: it is taken back, as a correction that has not been written yet.
/// Not so a request to the reader (`let me know if you want me to check`), an offer on a
/// condition (`if anything looks off, I'll re-check`) or a check already done (`I checked`).
fn will_check_at(lower: &str, p: usize) -> bool {
    // An offer on a condition is no deferral (`If anything looks off, tell me and I'll
    // re-check`).
    if conditional(lower, 0, p) {
        return false;
    }
    let from = bytes::floor_char(lower, p.saturating_sub(64));
    let words: Vec<&str> = word_spans(&lower[from..p]).map(|(_, w)| w).collect();
    (0..3).any(|between| {
        let Some(end) = words.len().checked_sub(between) else {
            return false;
        };
        INTENTS.iter().any(|intent| words[..end].ends_with(intent))
    })
}

/// Whether what the words at `p` of `lower` say is said of the value: one of its keys or the
/// reply's own answer ([`REFERS`]) is named before them in their sentence.
fn said_of_value(lower: &[u8], p: usize, subject: &dyn Subject) -> bool {
    let start = lower[..p]
        .iter()
        .rposition(|c| is_sentence_end(*c))
        .map_or(0, |n| n + 1);
    let said_of = &lower[start..p];
    // The sentence may open with the value itself (`(0 is just a filler until …)`).
    let opening = said_of.trim_ascii_start();
    let opening = opening
        .strip_prefix(b"(")
        .unwrap_or(opening)
        .trim_ascii_start();
    subject.names_key(said_of) || refers_to_answer(said_of) || subject.starts_with_value(opening)
}

/// The copulas Japanese and Korean glue after the word they end a sentence with, longest
/// first (`です`, `でした`, `だ`, `입니다`, `이다`, `예요`).
const GLUED_COPULAS: [&str; 10] = [
    "でした",
    "です",
    "である",
    "だ",
    "였습니다",
    "입니다",
    "이에요",
    "이다",
    "예요",
    "다",
];

/// Whether the saying at `p` (`len` bytes) of the prose after a value (`lower`) that
/// something is wrong or an example is said of the value right before it, in any language:
/// it is in the first sentence after the value (only space, closing marks and a sentence's
/// end between them), ends its clause (a sentence's end, a dash or the parenthesis of a remark after it: not `Wrong dates
/// are common`, `Incorrect:`, `For example, …`) and names nothing else before it: as many
/// words as `words_before` allows (of seven letters at most where `short_words`: a copula,
/// `olivat`, `étaient`; the verb of
/// a first person's error may be longer, `Am numărat greșit.`, `Spočítal jsem špatně.`), no
/// negation (`Wrong —`, `That's wrong.`, `Greșit —`, `Det er feil.`, `This is just an
/// example.`; not `The label was wrong`, `The example you gave`, `Nothing wrong.`).
fn right_after(
    lower: &[u8],
    p: usize,
    len: usize,
    words_before: std::ops::RangeInclusive<usize>,
    short_words: bool,
) -> bool {
    // (A stem's ending, in the alphabets that inflect by endings: `przykładem`, `примером`.)
    let rest = std::str::from_utf8(&lower[p + len..]).unwrap_or_default();
    let stem_end = rest
        .find(|c: char| !c.is_alphabetic() || u32::from(c) >= 0x0590)
        .unwrap_or(rest.len());
    let stem_end = if len > 0 && lower[p + len - 1].is_ascii_whitespace() {
        0
    } else {
        stem_end
    };
    let after = lower[p + len + stem_end..].trim_ascii_start();
    // (A copula glued after the word in Japanese and Korean: `プレースホルダーです`,
    // `자리 표시자입니다`.)
    let after = GLUED_COPULAS
        .iter()
        .find_map(|c| after.strip_prefix(c.as_bytes()))
        .unwrap_or(after);
    let ends = after.is_empty()
        || after.starts_with(b"\xe2\x80\x94")
        || after.starts_with(b"\xe2\x80\x93")
        || after.starts_with("。".as_bytes())
        || after.starts_with("！".as_bytes())
        || after.starts_with("）".as_bytes())
        || matches!(after[0], b'.' | b'!' | b';' | b'\n' | b'-' | b')');
    // (A colon ends it after words of its own, `Am numărat greșit: …`, not as a label's,
    // `Incorrect:`, nor after a stem's ending, `Respuesta incorrecta:`.)
    let colon = after.first() == Some(&b':') && stem_end == 0;
    if !ends && !colon {
        return false;
    }
    let start = lower[..p]
        .iter()
        .rposition(|c| is_sentence_end(*c))
        .map_or(0, |n| n + 1);
    let apart = |c: &u8| c.is_ascii_whitespace() || b"`\"'}])>.!".contains(c);
    if !lower[..start].iter().all(apart) {
        return false;
    }
    let words: Vec<&[u8]> = lower[start..p]
        // (An elided word is one word with its apostrophe: `n'est`, `qu'un`.)
        .split(|&c| c.is_ascii_whitespace() || c.is_ascii_punctuation() && c != b'\'')
        .filter(|w| !w.is_empty())
        .collect();
    let longest = if short_words { 7 } else { 16 };
    let short = |w: &&[u8]| std::str::from_utf8(w).is_ok_and(|w| w.chars().count() <= longest);
    words_before.contains(&words.len())
        && (!colon || !words.is_empty())
        && words.iter().all(short)
        && !words.iter().any(|w| denies_word(w))
}

/// Whether the list the value at `start..end` holds is not whole, as the reply says: the
/// prose right after it goes on ([`goes_on`]), or a comment in it leaves items out
/// ([`comment_elides`]).
pub(crate) fn elided(
    text: &str,
    floor: usize,
    start: usize,
    end: usize,
    ceiling: usize,
    subject: &dyn Subject,
) -> bool {
    if !subject.holds_list() {
        return false;
    }
    let stop = after_window(text, end, ceiling);
    // (A count right after the list, past the fence it may close in and on the first line
    // with words, is read past a place it holds: `+3`.)
    let rest = text[end..bytes::floor_char(text, (end + 64).min(text.len()))].trim_start();
    let rest = rest.strip_prefix("```").map_or(rest, str::trim_start);
    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    (stop > end
        && (goes_on(&text[end..stop])
            || names_remainder(&text[end..stop])
            || counts_unshown(&text[end..stop])))
        || counts_more(line.trim_start().trim_start_matches([',', '，', '—', '–']))
        || comment_elides(&text[start..end])
        || {
            let lead = lead_line(text, floor, start);
            lead_elides(lead) || lead_names_part(lead) || subject.counted_otherwise(lead)
        }
}

/// The words by which prose after a list speaks of items it does not show (`The remaining 18
/// follow the same pattern`, `the rest of the folder`, `les autres`, `остальные`, `其余`), in
/// every language the engine reads.
const REMAINDER: [&str; 27] = [
    "the remaining",
    "the rest of",
    "the rest are",
    "the rest follow",
    "the others",
    "les autres",
    "le reste",
    "die restlichen",
    "die übrigen",
    "der rest",
    "el resto",
    "los demás",
    "las demás",
    "os restantes",
    "as restantes",
    "o resto",
    "gli altri",
    "le altre",
    "il resto",
    "de overige",
    "остальные",
    "pozostałe",
    "diğerleri",
    "其余",
    "其他的",
    "残り",
    "나머지",
];

/// Words of more or other, after or before a count of items besides those shown (`three
/// more`, `drei weitere`, `trois autres`, `tres más`, `ще троє`, `nog drie`, `tre till`, `üç
/// tane daha`, `tiga lagi`), lowercase, whole words.
const MORE: [&str; 40] = [
    "more",
    "other",
    "others",
    "further",
    "additional",
    "weitere",
    "andere",
    "autres",
    "más",
    "mais",
    "otros",
    "otras",
    "altri",
    "altre",
    "nog",
    "till",
    "til",
    "mere",
    "flere",
    "fler",
    "ще",
    "ещё",
    "еще",
    "още",
    "інших",
    "других",
    "jeszcze",
    "więcej",
    "innych",
    "ještě",
    "další",
    "dalších",
    "még",
    "további",
    "daha",
    "lagi",
    "nữa",
    "muuta",
    "lisää",
    "ακόμα",
];

/// Words that join a last clause to a list (`and`, `und`, `et`, `y`, `і`, `ve`, `dan`, `và`),
/// lowercase, whole words.
const AND: [&str; 19] = [
    "and", "und", "et", "y", "e", "en", "och", "og", "і", "и", "i", "a", "ve", "dan", "và", "és",
    "ja", "plus", "και",
];

/// Number words from two to ten, and of several, in the languages of [`MORE`]: a count of
/// items besides those shown as people write it (`three more`, `ще троє`).
const COUNT_WORDS: [&str; 122] = [
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "several",
    "few",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "mehrere",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "sept",
    "huit",
    "neuf",
    "dix",
    "plusieurs",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "varios",
    "varias",
    "dois",
    "duas",
    "três",
    "quatro",
    "sete",
    "oito",
    "nove",
    "dez",
    "vários",
    "várias",
    "due",
    "tre",
    "quattro",
    "cinque",
    "sei",
    "sette",
    "otto",
    "dieci",
    "twee",
    "drie",
    "vijf",
    "zes",
    "zeven",
    "negen",
    "tien",
    "två",
    "fyra",
    "fem",
    "sju",
    "åtta",
    "nio",
    "tio",
    "to",
    "fire",
    "seks",
    "syv",
    "otte",
    "ni",
    "ti",
    "два",
    "две",
    "три",
    "четыре",
    "пять",
    "двое",
    "трое",
    "четверо",
    "несколько",
    "дві",
    "чотири",
    "п'ять",
    "п’ять",
    "двоє",
    "троє",
    "кілька",
    "dwa",
    "dwie",
    "trzy",
    "cztery",
    "kilka",
    "dva",
    "dvě",
    "tři",
    "čtyři",
    "několik",
    "iki",
    "üç",
    "dört",
    "beş",
    "birkaç",
    "dua",
    "tiga",
    "empat",
    "lima",
    "beberapa",
    "hai",
    "ba",
    "vài",
    "két",
    "három",
    "néhány",
];

/// Whether the first clause after a list counts items it does not show: in its first four
/// words, a word of [`MORE`] and, at most two words from it, a count (digits, or a word of
/// [`COUNT_WORDS`]), the clause opening with one of them or with a word of [`AND`] (`…and
/// three more whose names I don't remember`, `…і ще троє`, `und 3 weitere`, `y tres más`,
/// `ve üç tane daha`). Not one more of something (`And one more thing:`).
fn counts_unshown(after: &str) -> bool {
    let after = after
        .trim_start()
        .trim_start_matches('`')
        .trim_start_matches(|c: char| {
            c.is_whitespace() || matches!(c, '.' | '…' | ',' | '，' | '—' | '–')
        });
    let end = after
        .find(|c: char| {
            matches!(
                c,
                '.' | '!'
                    | '?'
                    | '\n'
                    | ';'
                    | ','
                    | '('
                    | ')'
                    | '。'
                    | '，'
                    | '،'
                    | ':'
                    | '—'
                    | '–'
            ) || END_MARKS.contains(&c)
        })
        .unwrap_or(after.len());
    let clause = after[..end.min(160)].to_lowercase();
    let words: Vec<&str> = words_of_sentence(&clause).take(4).collect();
    let count = |w: &str| {
        (1..=4).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_digit()) && w != "1"
            || COUNT_WORDS.contains(&w)
    };
    let opens = words
        .first()
        .is_some_and(|w| AND.contains(w) || MORE.contains(w) || count(w));
    opens
        && words.iter().enumerate().any(|(i, w)| {
            MORE.contains(w)
                && words[i.saturating_sub(2)..(i + 3).min(words.len())]
                    .iter()
                    .any(|w| count(w))
        })
}

/// Whether the prose after a list (its first [`MISSING_WINDOW`] bytes) speaks of items it does
/// not show ([`REMAINDER`], at the start of a word).
fn names_remainder(after: &str) -> bool {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    holds_phrase(INDEX.get_or_init(|| Index::new(REMAINDER.to_vec())), after)
}

/// The line that leads into the place at `start`: the last line of the prose before it that
/// holds more than spaces and is no fence's opening, at most [`AFTER_WINDOW`] bytes of it.
fn lead_line(text: &str, floor: usize, start: usize) -> &str {
    let before = text[floor.min(start)..start].trim_end();
    // Past the fence the value opens in (```` ```json ````).
    let line = before
        .rsplit('\n')
        .map(str::trim)
        .find(|line| !line.is_empty() && !line.starts_with("```") && !line.starts_with("~~~"))
        .unwrap_or("");
    let from = bytes::ceil_char(line, line.len().saturating_sub(AFTER_WINDOW));
    &line[from..]
}

/// Whether the line that leads into a list says it is not all of it: it ends with the words
/// of an [`elision`] as its last item (`PDF, DOCX, ODT, etc.`), or counts part of a whole
/// (`Showing 5 of 23 results:`, `5 von 23`, `5 sur 23`, `5 из 23`: a number, `of`, a larger
/// number).
fn lead_elides(line: &str) -> bool {
    let line = line.trim_end_matches([':', '：', ' ']);
    if let Some(at) = line.rfind([',', '，', '、']) {
        let last = line[at..].trim_start_matches([',', '，', '、']).trim();
        if !last.is_empty() && elision(last) {
            return true;
        }
    }
    if !line.bytes().any(|b| b.is_ascii_digit()) {
        return false;
    }
    let number = |t: &str| {
        t.trim_matches(|c: char| !c.is_ascii_digit())
            .parse::<u64>()
            .ok()
    };
    let words: Vec<&str> = line.split_whitespace().collect();
    let is = |at: usize, list: &[&str]| {
        words
            .get(at)
            .is_some_and(|w| list.iter().any(|p| p.eq_ignore_ascii_case(w)))
    };
    (0..words.len()).any(|i| {
        let Some(part) = number(words[i]) else {
            return false;
        };
        // `5 of 27`, `5 out of 27`, `5 of the 27`, `5 von den 27`, `5 de los 27`, `les 5
        // premiers des 27`.
        let mut j = i + 1;
        if is(j, &FIRSTS) {
            j += 1;
        }
        if is(j, &["out"]) && is(j + 1, &["of"]) {
            j += 2;
        } else if is(j, &PART_OF) {
            j += 1;
        } else {
            return false;
        }
        if is(j, &ARTICLES) {
            j += 1;
        }
        words
            .get(j)
            .and_then(|w| number(w))
            .is_some_and(|whole| part < whole)
    })
}

/// The words for first and last that a language writes after the count of a part (`les 5
/// premiers des 27`, `los 5 primeros de los 27`).
const FIRSTS: [&str; 14] = [
    "premiers",
    "premières",
    "derniers",
    "dernières",
    "primeros",
    "primeras",
    "últimos",
    "primeiros",
    "primeiras",
    "primi",
    "prime",
    "ultimi",
    "ersten",
    "letzten",
];

/// The articles that may stand between a part's word and its whole (`of the 27`, `von den
/// 27`, `de los 27`), or a negation and the value it denies (`όχι η Θεσσαλονίκη`, `not the
/// Arc de Triomphe`), lowercase.
const ARTICLES: [&str; 29] = [
    "the", "a", "an", "den", "der", "die", "dem", "das", "ein", "eine", "los", "las", "les", "le",
    "la", "el", "il", "lo", "gli", "o", "os", "as", "het", "de", "een", "η", "ο", "το", "οι",
];

/// Words by which the line leading into a list calls it a part of the items (`some of which
/// are:`, `Dependencies (partial):`, `einige davon:`, `其中一部分：`), in every language the
/// engine reads.
const PART: [&str; 44] = [
    "some of",
    "partial",
    "a few of",
    "a selection of",
    "a sample of",
    "incomplete",
    "non-exhaustive",
    "not exhaustive",
    "not complete",
    "among them",
    "among others",
    "quelques-un",
    "certains des",
    "certaines des",
    "partiel",
    "entre autres",
    "einige der",
    "einige davon",
    "teilweise",
    "unvollständig",
    "unter anderem",
    "algunos de",
    "algunas de",
    "alguns d",
    "algumas d",
    "parcial",
    "incompleta",
    "alcuni de",
    "alcune de",
    "parziale",
    "tra cui",
    "enkele van",
    "gedeeltelijk",
    "некоторые из",
    "частичн",
    "неполн",
    "niektóre z",
    "częściow",
    "一部",
    "部分",
    "其中一些",
    "일부",
    "bazıları",
    "kısmi",
];

/// Whether the line leading into a list calls it a part of the items ([`PART`]).
fn lead_names_part(line: &str) -> bool {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    holds_phrase(INDEX.get_or_init(|| Index::new(PART.to_vec())), line)
}

/// The word between a part and its whole in a count (`5 of 23`), in every language the
/// engine reads that writes one.
const PART_OF: [&str; 19] = [
    "of", "von", "sur", "de", "des", "di", "dei", "degli", "delle", "del", "dos", "das", "van",
    "av", "af", "z", "из", "з", "/",
];

/// Where the prose after a value at `end` that its cues are read from stops: at most
/// [`AFTER_WINDOW`] bytes on, before `ceiling` (the next place), on a character boundary.
fn after_window(text: &str, end: usize, ceiling: usize) -> usize {
    bytes::floor_char(text, ceiling.min(end + AFTER_WINDOW))
}

/// Words of a comment that says items were left out, in every language the engine reads.
const OMITTED: [&str; 14] = [
    "omitted",
    "truncated",
    "for brevity",
    "remaining",
    "more rows",
    "more items",
    "omis",
    "weggelassen",
    "omitid",
    "omess",
    "省略",
    "생략",
    "пропущен",
    "pominięt",
];

/// Whether a comment in the written value `value` says items were left out: a comment that
/// starts with an ellipsis (`// ... 40 more rows`), is an [`elision`], or names an omission
/// ([`OMITTED`]). A comment opens a line (after its indentation) or follows an item's comma
/// or a bracket, so a URL's `//` inside a string is none.
fn comment_elides(value: &str) -> bool {
    comments(value).any(|body| {
        let lower = body.to_lowercase();
        body.starts_with("...")
            || body.starts_with('…')
            || elision(body)
            || OMITTED.iter().any(|w| lower.contains(w))
    })
}

/// The comments in the written value `value` that stand on a line of their own, after a
/// member or item (`, // …`, `# …`, `/* … */`) or after a value and a space outside any
/// string: their text, markers trimmed.
fn comments(value: &str) -> impl Iterator<Item = &str> {
    let b = value.as_bytes();
    memchr::memchr2_iter(b'/', b'#', b).filter_map(move |at| {
        let opens = b[at] == b'#' || matches!(b.get(at + 1), Some(b'/' | b'*'));
        if !opens {
            return None;
        }
        // The marker and the bytes around it are ASCII: every slice below is on a boundary.
        let line = memchr::memrchr(b'\n', &b[..at]).map_or(0, |n| n + 1);
        let written = &value[line..at];
        let before = written.trim_end();
        // On a line of its own, after a member or item, or after a value and a space outside
        // any string (`"count": 58 // TBD`; not `"https://…"` nor `"a // b"`).
        let after_value = written.ends_with([' ', '\t'])
            && written.bytes().filter(|&c| c == b'"').count() % 2 == 0;
        if !(before.is_empty() || before.ends_with([',', '[', '{']) || after_value) {
            return None;
        }
        let end = memchr::memchr(b'\n', &b[at..]).map_or(b.len(), |n| at + n);
        Some(
            value[at..end]
                .trim_start_matches(['/', '*', '#'])
                .trim_end()
                .trim_end_matches(['/', '*'])
                .trim(),
        )
    })
}

/// Words of a comment that says a value is not final: still to be filled in or checked.
const UNFINISHED: [&str; 19] = [
    "todo:",
    "fixme",
    "tbd",
    "placeholder",
    "replace with",
    "replace this",
    "fill in",
    "to be filled",
    "to be confirmed",
    "à compléter",
    "a completar",
    "por completar",
    "zu ergänzen",
    "da compilare",
    "in te vullen",
    "uzupełnić",
    "заполнить",
    "待定",
    "要確認",
];

/// Whether a comment in the written value `value` says a value in it is not final (`"timeout":
/// 0, // TODO: take this from the SLA`, `# FIXME`, `/* placeholder */`): the value is a
/// template still to be filled, not the answer.
pub(crate) fn comment_unfinished(value: &str) -> bool {
    comments(value).any(|body| {
        let lower = body.to_lowercase();
        body.contains("TODO") || UNFINISHED.iter().any(|w| lower.contains(w))
    })
}

/// Whether a byte ends a sentence, for the phrases after a value.
fn is_sentence_end(c: u8) -> bool {
    matches!(c, b'.' | b'!' | b'?' | b'\n')
}

/// Words that open a condition, in the languages whose conditions the engine reads: a value
/// in the clause after one (`if it applies, it's 350`, `wenn der Rabatt gilt, sind es 350`,
/// `s'il s'applique, c'est 350`, `如果打折，是350`, `jeśli rabat obowiązuje, to 350`) holds
/// only if the condition does; so does one after a condition on the question the reply just
/// asked (`Do you mean the blue one? If so, it's M`, `Zo ja, dan is het M`). Each is a whole
/// word, or a phrase of whole words; a CJK one is matched anywhere in its clause. (Not `se`:
/// an Italian or Portuguese condition, and a pronoun in both and in Spanish; only `se sì`,
/// `se sim`. Not `als`, `om`, `ako` or `ha`: `as`, `at`, `I` and `has` as often as `if`. Not
/// `provided` alone: `the data provided`.)
const CONDITIONS: [&str; 47] = [
    "if",
    "in case",
    "assuming",
    "provided that",
    "supposing", // English
    "wenn",
    "falls",
    "sofern", // German
    "si",
    "s'il",
    "s’il",
    "au cas où", // French, Spanish
    "en caso de",
    "en caso que", // Spanish
    "se sim",
    "se for o caso", // Portuguese
    "qualora",
    "nel caso in cui",
    "nel caso che",
    "se sì", // Italian
    "indien",
    "zo ja",
    "mits", // Dutch
    "hvis",
    "ifall",
    "såvida",
    "jos", // Danish, Norwegian, Swedish, Finnish
    "jeśli",
    "jeżeli",
    "gdyby",
    "pokud",
    "jestli",
    "jestliže", // Polish, Czech
    "если",
    "якщо",
    "dacă",
    "eğer",
    "αν",
    "εάν", // Russian, Ukrainian, Romanian, Turkish, Greek
    "jika",
    "kalau",
    "apabila",
    "nếu",
    "ikiwa", // Indonesian, Malay, Vietnamese, Swahili
    "إذا",
    "اذا",
    "لو", // Arabic
];

/// [`CONDITIONS`] written without spaces between words: matched anywhere in the clause.
const CONDITIONS_UNSPACED: [&str; 14] = [
    "如果",
    "假如",
    "要是",
    "的话",
    "もし",
    "場合",
    "ならば",
    "のなら",
    "それなら",
    "만약",
    "경우",
    "그렇다면",
    "اگر",
    "अगर",
];

/// Words before a condition that make it a concession: the value holds either way (`even if
/// it applies, it's 380`, `selbst wenn`, `même si`, `incluso si`, `nawet jeśli`, `даже если`).
const CONCEDING: [&str; 12] = [
    "even ",
    "auch ",
    "selbst ",
    "même ",
    "anche ",
    "mesmo ",
    "incluso ",
    "aun ",
    "nawet ",
    "даже ",
    "навіть ",
    "selv ",
];

/// How far back in its sentence a condition is looked for, in bytes.
const CONDITION_REACH: usize = 240;

/// The text before `start`, back to `floor` and at most [`CONDITION_REACH`] bytes: where a
/// condition or a question that bounds the value there is looked for.
fn reach_before(text: &str, floor: usize, start: usize) -> &str {
    let from = bytes::ceil_char(text, start.saturating_sub(CONDITION_REACH).max(floor));
    &text[from.min(start)..start]
}

/// Whether the value at `start` is stated under a condition: its sentence opens a condition
/// before it ([`CONDITIONS`]) and the value stands in the clause after the condition's
/// comma, with no colon or line between that sets it apart (`If you want JSON, here it is:
/// {…}` states it). Such a value is a case, not the answer, and the reply that states
/// another beside it does not settle (`…so the total should be 380. If the discount applies,
/// it's 350.`). A concession (`even if`) states the value either
/// way. Only a value named in a sentence is read so (the caller's concern: a record written
/// out after a condition is delivered). Such a value is [`Cue::Hedged`].
pub(crate) fn conditional(text: &str, floor: usize, start: usize) -> bool {
    let before = reach_before(text, floor, start);
    let sentence = before
        .char_indices()
        .rfind(|&(_, c)| matches!(c, '.' | '!' | '?' | '\n' | '。' | '！' | '？'))
        .map_or(before, |(n, c)| &before[n + c.len_utf8()..]);
    // The clause the value stands in: after the last comma, with nothing setting it apart.
    let Some(comma) = sentence.rfind([',', '，', '、', '،']) else {
        // No comma: a sentence that opens with a condition holds the value in it or in what
        // follows from it (`If you were a member you would get 20%`, `لو كنت عضوًا لحصلت على
        // خصم 20٪`).
        return opens_with_condition(sentence);
    };
    if sentence[comma..].contains([':', '：']) {
        return false;
    }
    let lower = sentence[..comma].to_lowercase();
    names_condition(&lower, |at| {
        CONCEDING.iter().any(|c| lower[..at].ends_with(c))
    })
}

/// Whether the clause a value named in a sentence ends at `end` goes on to a condition,
/// before any comma, colon, dash or sentence's end (`You get a 20% discount if you are a
/// member`, `350 si pagas con tarjeta`), or the clause after its comma opens with one (`350,
/// if the discount applies`): the value holds only if the condition does. A concession
/// (`even if`) states it either way.
pub(crate) fn conditioned_after(text: &str, end: usize, ceiling: usize) -> bool {
    let to = bytes::floor_char(
        text,
        end.saturating_add(CONDITION_REACH).min(ceiling).max(end),
    );
    let rest = &text[end..to];
    let stop = rest.find([
        '.', '!', '?', '\n', ',', ';', ':', '—', '–', '。', '，', '、', '！', '？', '،', '(',
    ]);
    let clause = stop.map_or(rest, |at| &rest[..at]);
    // A word that opens with a capital starts another sentence, its mark left out (`count:
    // 13 If anything looks off, tell me`).
    let clause = clause
        .char_indices()
        .find(|&(at, c)| c.is_uppercase() && clause[..at].ends_with(char::is_whitespace))
        .map_or(clause, |(at, _)| &clause[..at]);
    let lower = clause.to_lowercase();
    if names_condition(&lower, |at| {
        CONCEDING.iter().any(|c| lower[..at].ends_with(c))
    }) {
        return true;
    }
    // Or the clause after a comma opens with one (`350, if the discount applies`; not `350,
    // let me know if you need more`).
    stop.is_some_and(|at| {
        let mark = rest[at..].chars().next().unwrap_or('.');
        matches!(mark, ',' | '，' | '、' | '،')
            && opens_with_condition(&rest[at + mark.len_utf8()..])
    })
}

/// Whether `sentence` opens with a word of [`CONDITIONS`], whole (`If …`, `Wenn …`, `لو
/// …`), past marks of emphasis and quotation.
fn opens_with_condition(sentence: &str) -> bool {
    let lower = sentence
        .trim_start_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    CONDITIONS.iter().any(|word| {
        lower.starts_with(word) && !lower[word.len()..].starts_with(char::is_alphanumeric)
    })
}

/// Whether lowercase `text` holds a word of [`CONDITIONS`] (whole) or of
/// [`CONDITIONS_UNSPACED`] (anywhere) at a place `conceded` does not set aside.
fn names_condition(text: &str, conceded: impl Fn(usize) -> bool) -> bool {
    let whole = |at: usize, end: usize| {
        !text[..at].ends_with(char::is_alphanumeric)
            && !text[end..].starts_with(char::is_alphanumeric)
    };
    CONDITIONS.iter().any(|word| {
        text.match_indices(word)
            .any(|(at, _)| whole(at, at + word.len()) && !conceded(at))
    }) || CONDITIONS_UNSPACED
        .iter()
        .any(|word| text.match_indices(word).any(|(at, _)| !conceded(at)))
}

/// Whether the clause that `before` (lowercase) ends opens with a condition ([`CONDITIONS`],
/// [`CONDITIONS_UNSPACED`]): `If you are not sure about the format, ask`, `Wenn Sie nicht
/// sicher sind`, `Если вы не уверены`, `If that's wrong, tell me`: a doubt or an error
/// supposed, not stated.
fn in_condition(before: &[u8]) -> bool {
    let Ok(before) = std::str::from_utf8(before) else {
        return false;
    };
    let clause = before
        .rfind([
            '.', '!', '?', '\n', ',', ';', ':', '—', '–', '。', '，', '、', '！', '？', '،',
        ])
        .map_or(before, |at| {
            let mark = before[at..].chars().next().map_or(1, char::len_utf8);
            &before[at + mark..]
        });
    names_condition(clause, |_| false)
}

/// Words that open an indirect question (`I can't tell whether it is 1.5`, `ob es 1,5 ist`,
/// `czy to 1,5`, `是否是 1.5`): a value after one in its clause is asked about, not stated.
const QUESTIONS: [&str; 4] = ["whether", "ob", "czy", "是否"];

/// Whether the value at `start` stands in an indirect question: a word of [`QUESTIONS`]
/// before it in its sentence, with no comma or colon between (`whether or not it applies,
/// it's 350` states it). Such a value is [`Cue::Hedged`], as an alternative left open is.
pub(crate) fn questioned(text: &str, floor: usize, start: usize) -> bool {
    let before = reach_before(text, floor, start);
    let clause = before
        .char_indices()
        .rfind(|&(_, c)| {
            matches!(
                c,
                '.' | '!' | '?' | '\n' | '。' | '！' | '？' | ',' | '，' | ':' | '：' | ';' | '—'
            )
        })
        .map_or(before, |(n, c)| &before[n + c.len_utf8()..]);
    let lower = clause.to_lowercase();
    QUESTIONS.iter().any(|word| {
        lower.match_indices(word).any(|(at, _)| {
            let end = at + word.len();
            !word.is_ascii()
                || (at == 0 || !lower[..at].ends_with(char::is_alphanumeric))
                    && !lower[end..].starts_with(char::is_alphanumeric)
        })
    })
}

/// Whether the value that ends at `end` closes a question: a question mark of any script
/// right after it on its line, past closing quotes, brackets and emphasis (`Is it {…}?`,
/// `Mohlomongwe {…}?`, `¿Es "rojo"?`, `هل هو 5؟`). It is asked about, not stated.
pub(crate) fn asked_after(text: &str, end: usize) -> bool {
    text[end..]
        .trim_start_matches([
            ' ', '"', '\'', '`', ')', ']', '*', '_', '»', '”', '’', '」', '）',
        ])
        .starts_with(['?', '？', '؟', '\u{37e}', '՞'])
}

/// Whether a lowercase sentence refers to the reply's own answer ([`REFERS`]).
fn refers_to_answer(sentence: &[u8]) -> bool {
    REFERS
        .iter()
        .any(|r| memchr::memmem::find(sentence, r.as_bytes()).is_some())
}

/// Whether the prose right after a list says it goes on (`and so on`, `, etc.`, `and 3
/// more`, `等等`): its first clause is an [`elision`] or opens with one (`and others still to
/// be confirmed`).
pub(crate) fn goes_on(after: &str) -> bool {
    // Past the fence the list may close in.
    let after = after.trim_start().trim_start_matches('`').trim_start();
    let after = after
        .trim_start_matches([',', '，', '、', '،', '—', '–'])
        .trim_start();
    // An ellipsis on a line of its own, whatever follows (`...` then `(and so on until step
    // 9)`).
    let dots = after.trim_start_matches(['.', '…']);
    let rest = dots.trim_start_matches([' ', '\t']);
    if (dots.len() + 2 < after.len() || after.starts_with('…'))
        && (rest.is_empty() || rest.starts_with(['\n', '\r']))
    {
        return true;
    }
    // `…and more`, `...and 12 more files`: the ellipsis leads into the words that go on.
    let led = after.trim_start_matches(['.', '…']).trim_start();
    let after = if led.len() < after.len() && !led.is_empty() {
        led
    } else {
        after
    };
    // A clause ends at a mark of any script (`،` `؛` in Arabic script, `।` in Devanagari, `។`
    // in Khmer) or a dash; a mark it opens with is its own (`។ល។`).
    let first = after.chars().next().map_or(0, char::len_utf8);
    let clause = after[first..]
        .find(|c: char| {
            matches!(
                c,
                '!' | '?' | '\n' | ';' | '。' | '(' | ')' | ',' | '،' | '؛' | '፣' | '၊' | '—' | '–'
            ) || END_MARKS.contains(&c)
        })
        .map_or(after, |n| &after[..first + n]);
    // `etc.` ends with a dot of its own; a sentence's dot ends the clause, and stays with it
    // (`dll.` is read only so written).
    let clause = match clause.find(". ") {
        Some(n) => &clause[..n + 1],
        None => clause,
    };
    let clause = clause.trim();
    // `and 12 more files in the folder`: what the more are of says no more.
    let clause = clause
        .match_indices(" more")
        .map(|(at, m)| at + m.len())
        .find(|&end| {
            clause[end..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_alphanumeric())
        })
        .map_or(clause, |end| &clause[..end]);
    // A sentence's own dot is no ellipsis.
    let ends_sentence = clause.len() < 3 && clause.bytes().all(|b| b == b'.');
    !clause.is_empty() && !ends_sentence && (elision(clause) || opens_with_elision(clause))
}

/// Words that, right before a count, say the count is of items besides those shown, in the
/// scripts that write no spaces or glue the count on (`외 2개`, `他3件`, `ほか3件`, `另外3个`,
/// `还有3个`).
const BESIDES: [&str; 8] = [
    "외",
    "그 외",
    "他",
    "ほか",
    "另外",
    "还有",
    "還有",
    "此外还有",
];

/// Whether a clause after a list counts items it does not show, in any language: a plus sign
/// and a count, alone or before words (`+3`, `(+ 3 eará)`, `+ 5 autres`), not a number that
/// goes on (`+33 1 23 45 67`); or a count after a word of what is besides ([`BESIDES`]:
/// `외 2개 과목`, `他3件`).
fn counts_more(clause: &str) -> bool {
    let clause = clause.trim_start_matches(['(', '（', ' ']);
    let counted = |rest: &str| {
        let rest = rest.trim_start();
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let after = rest[digits..].trim_start();
        (1..=4).contains(&digits) && !after.starts_with(|c: char| c.is_ascii_digit())
    };
    match clause.strip_prefix(['+', '＋']) {
        Some(rest) => counted(rest),
        None => BESIDES
            .iter()
            .any(|w| clause.strip_prefix(w).is_some_and(counted)),
    }
}

/// Stems of the words by which a writer says it erred (`conflating`, `mixing up`,
/// `misread`, `wrong`, `mistaken`, `trompe`, `irre`, `verwechsle`, `equivoco`, `sbaglio`,
/// `confundo`), lowercase.
const ERRS: [&str; 16] = [
    "conflat",
    "mixing",
    "mixed",
    "confus",
    "misread",
    "misremember",
    "wrong",
    "mistak",
    "tromp",
    "confond",
    "irre",
    "verwechs",
    "equivo",
    "confund",
    "sbagli",
    "engan",
];

/// Whether the first sentence after a value (`after`, the prose after it as [`fold_case`]
/// lowers it; `ends_reply` where the reply ends with it) takes it back in words of its own, whatever
/// phrase it is written in: a clause that is only a word of refusal ([`NO_WORDS`]), first or
/// after one short interjection (`Eh, sanés, …`, `Bueno, non, esquecín el IVA`, `… alaa, mi
/// juumii`, `No, I erred`), unless the value holds a no it may agree with
/// ([`Subject::holds_a_no`]); or a short sentence, six words at most, that calls something
/// wrong or says the writer erred ([`WRONGS`], [`ERRS`]: `Eh, salah.`, `ay, sayop diay ko.`,
/// `This may be wrong.`, `yanlış olabilir`), with no negation and no condition (`Nothing
/// wrong with it.`, `If anything is wrong, tell me.`) and not asked (`Is anything wrong?`).
fn takes_itself_back(after: &str, ends_reply: bool, subject: &dyn Subject) -> bool {
    let mut rest = after;
    // The first sentence; or the next, where the first only ends the value's own (`200
    // euros. Bueno, non, …`: the unit, then the sentence that takes it back).
    for _ in 0..2 {
        rest = rest.trim_start_matches(sets_off);
        // (Another value, not a sentence: the rest of a structure the value stands in.)
        if rest.starts_with(['{', '[', '"']) {
            return false;
        }
        let end = sentence_end(rest);
        if rest[end..].starts_with(['?', '？']) {
            return false;
        }
        let sentence = &rest[..end];
        // (The rest of a structure the value stands in is no sentence: `, "year": 1995}`.)
        if sentence.contains(['{', '}', '[', ']']) {
            return false;
        }
        if says_itself_wrong(sentence, subject, ends_reply && end == rest.len())
            || denies_correct(sentence, subject)
            || dismisses_above(sentence, subject)
            || real_one_differs(sentence, subject)
        {
            return true;
        }
        if words_of_sentence(sentence).nth(2).is_some() || end == rest.len() {
            return false;
        }
        rest = &rest[end..];
    }
    false
}

/// Verbs of using or relying on something, lowercase, matched as [`WRONGS`] are (a word of
/// five bytes or more is a stem): `use`, `rely`, `verwenden`, `utilisez`, `kasuta`, `używaj`,
/// `используйте`.
const USING: [&str; 34] = [
    "use",
    "using",
    "rely",
    "trust",
    "verwend",
    "benutz",
    "utilis",
    "uses",
    "usar",
    "usarl",
    "usala",
    "usalo",
    "utiliz",
    "usare",
    "gebruik",
    "używ",
    "użyj",
    "использ",
    "kasuta",
    "käytä",
    "használ",
    "folos",
    "χρησιμοποι",
    "dùng",
    "gunakan",
    "guna",
    "استخدم",
    "השתמש",
    "brug",
    "bruk",
    "använd",
    "koristi",
    "користи",
    "kullan",
];

/// Negations a negative imperative opens with, beyond [`NEGATIONS`]: `don't`, `do not`,
/// Estonian `ära`, Finnish `älä`, Indonesian `jangan`, Vietnamese `đừng`, Romanian `nu`,
/// Greek `μην`, Hebrew `אל`.
const DO_NOT: [&str; 14] = [
    "don't", "don’t", "dont", "do", "ära", "ärge", "älä", "älkää", "jangan", "đừng", "nu", "μην",
    "אל", "niet",
];

/// Negative imperatives of using in scripts without spaces: Japanese `使わないで`, Chinese
/// `不要使用`, Korean `사용하지 마`, Thai `อย่าใช้`.
const DO_NOT_USE_GLUED: [&str; 11] = [
    "使用しないで",
    "使わないで",
    "不要使用",
    "请勿使用",
    "請勿使用",
    "别用",
    "勿用",
    "사용하지 마",
    "쓰지 마",
    "อย่าใช้",
    "ห้ามใช้",
];

/// Words that make a use forbidden only for a purpose or a while (`as medical advice`, `for
/// billing`, `without checking`, `before`, `als`, `pour`, `sans`, `para`, `для`, `без`): a
/// disclaimer, said of any answer, not a taking back.
const PURPOSES: [&str; 26] = [
    "as", "for", "before", "until", "als", "für", "ohne", "bevor", "comme", "pour", "sans",
    "avant", "como", "para", "sin", "antes", "sem", "per", "senza", "prima", "как", "для", "без",
    "voor", "zonder", "dla",
];

/// Whether one of the first three sentences after a value tells the reader not to use it: a
/// negation ([`NEGATIONS`], [`DO_NOT`]) and a verb of using ([`USING`]) in a clause that ends
/// within four words after the verb with no word of purpose ([`PURPOSES`]): `Please don't
/// use this number.`, `Palun ära seda kasuta.`, `Bitte verwenden Sie diese Zahl nicht.`, `Ne
/// l'utilisez pas.`; or a negative imperative of using written as one word (`kullanmayın`,
/// [`DO_NOT_USE_GLUED`]: `使わないで`); not `Do not use this as medical advice.`, `If you don't use it, …`.
fn tells_not_to_use(after: &str) -> bool {
    static USING_BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    let using = USING_BY_FIRST.get_or_init(|| ByFirst::new(&USING));
    let window = &after[..bytes::floor_char(after, after.len().min(AFTER_WINDOW))];
    if window.bytes().any(|b| b >= 0xE0) && DO_NOT_USE_GLUED.iter().any(|g| window.contains(g)) {
        return true;
    }
    // (Not in the lines another's words are quoted on: `> please don't use it anymore`.)
    let own: std::borrow::Cow<'_, str> = if window.contains('>') {
        window
            .lines()
            .filter(|line| !line.trim_start().starts_with('>'))
            .collect::<Vec<_>>()
            .join("\n")
            .into()
    } else {
        window.into()
    };
    own.split(['.', '!', '?', '\n', '。', '！', '？'])
        .filter(|s| s.chars().any(char::is_alphanumeric))
        .take(3)
        // (No sentence the rest of a structure makes, and only one with a verb of using.)
        .filter(|sentence| {
            !sentence.contains(['{', '}', '[', ']'])
                && words_of_sentence(sentence).any(|w| {
                    using.holds(w.as_bytes(), true) || w.contains('\'') || w.starts_with("kullanma")
                })
        })
        .any(|sentence| {
            sentence
                .split([',', ';', ':', '—', '–', '，'])
                .any(|clause| {
                    // (Past an elided article or pronoun: `l'utilisez`.)
                    let words: Vec<&str> = words_of_sentence(clause)
                        .map(|w| match w.find(['\'', '’']) {
                            Some(at) if (1..=3).contains(&at) && at + 3 < w.len() => {
                                &w[at + w[at..].chars().next().map_or(1, char::len_utf8)..]
                            }
                            _ => w,
                        })
                        .collect();
                    // A negative imperative of using as one word (Turkish `kullanmayın`).
                    if words.iter().any(|w| w.starts_with("kullanma")) {
                        return true;
                    }
                    let Some(verb) = words.iter().position(|w| using.holds(w.as_bytes(), true))
                    else {
                        return false;
                    };
                    let negated = words
                        .iter()
                        .any(|w| NEGATIONS.contains(w) || DO_NOT.contains(w) || w.ends_with("n't"));
                    let at = clause.as_ptr() as usize - own.as_ptr() as usize;
                    negated
                        && words.len() - verb <= 5
                        && !words.iter().any(|w| PURPOSES.contains(w))
                        && !in_condition(&own.as_bytes()[..at + clause.len()])
                })
        })
}

/// Imperatives by which a reply tells the reader to put other data in a value's place
/// (`replace`, `troque`, `vervang`, `zastąp`, `замените`), lowercase words; and the same
/// in scripts without spaces, read inside words ([`REPLACING_GLUED`]).
const REPLACING: [&str; 60] = [
    "replace",
    "substitute",
    "swap",
    "remplacez",
    "remplace",
    "substituez",
    "ersetzen",
    "ersetze",
    "austauschen",
    "reemplace",
    "reemplaza",
    "sustituya",
    "sustituye",
    "cambie",
    "substitua",
    "substitui",
    "troque",
    "troca",
    "sostituisci",
    "sostituisca",
    "sostituite",
    "rimpiazza",
    "vervang",
    "vervangen",
    "zastąp",
    "zamień",
    "podmień",
    "замените",
    "замени",
    "подставьте",
    "замініть",
    "заміни",
    "değiştirin",
    "değiştir",
    "ersätt",
    "byt",
    "erstat",
    "udskift",
    "erstatt",
    "bytt",
    "korvaa",
    "nahraďte",
    "nahraď",
    "vyměňte",
    "cserélje",
    "cseréld",
    "înlocuiți",
    "înlocuiește",
    "αντικαταστήστε",
    "ganti",
    "gantikan",
    "gantilah",
    "thay",
    "استبدل",
    "החליפו",
    "החלף",
    "बदलें",
    "badilisha",
    "zamijenite",
    "zamenjajte",
];

/// [`REPLACING`] in scripts without spaces.
const REPLACING_GLUED: [&str; 8] = [
    "替换",
    "换成",
    "替換",
    "置き換え",
    "差し替え",
    "바꾸",
    "교체",
    "แทนที่",
];

/// Words by which a reply calls data the reader's own (`your own`, `eigen`, `своими`),
/// lowercase, matched as [`WRONGS`] are (a word of five bytes or more is a stem its forms
/// start with); the real data's words are [`GENUINE`], and both in scripts without spaces
/// [`REAL_GLUED`].
const OWN: [&str; 24] = [
    "own",
    "propre",
    "eigen",
    "propi",
    "própri",
    "propri",
    "własn",
    "свой",
    "свои",
    "своё",
    "своим",
    "свій",
    "своїм",
    "kendi",
    "egen",
    "eget",
    "egna",
    "egne",
    "oma",
    "omalla",
    "vlastn",
    "saját",
    "sendiri",
    "שלך",
];

/// Words by which a reply calls data real or genuine (`real`, `verdadeiros`, `echt`,
/// `настоящий`, `halisi`, `истински`), lowercase, matched as [`OWN`] are.
const GENUINE: [&str; 49] = [
    "real",
    "actual",
    "réel",
    "vrai",
    "vraie",
    "echt",
    "echte",
    "tatsächlich",
    "verdader",
    "verdadeir",
    "vero",
    "vera",
    "veri",
    "vere",
    "reale",
    "reali",
    "effettiv",
    "werkelijk",
    "prawdziw",
    "настоящ",
    "реальн",
    "справжн",
    "gerçek",
    "riktig",
    "faktisk",
    "rigtig",
    "ekte",
    "skutečn",
    "valódi",
    "adevărat",
    "πραγματικ",
    "asli",
    "thật",
    "الحقيقي",
    "असली",
    "halisi",
    "истинск",
    "stvarn",
    "tikr",
    "īsten",
    "päris",
    "todelli",
    "aito",
    "genuine",
    "authentic",
    "wirklich",
    "rzeczywist",
    "haqiqiy",
    "dilys",
];

/// [`OWN`] and [`GENUINE`] in scripts without spaces.
const REAL_GLUED: [&str; 9] = [
    "真实",
    "實際",
    "实际",
    "自己的",
    "実際の",
    "ご自身",
    "本当の",
    "실제",
    "본인",
];

/// Whether lowercase `sentence` tells the reader to replace a value with their own or the
/// real data: a word of [`REPLACING`] and one of [`OWN`] or [`GENUINE`] (`Use este modelo e troque pelo
/// nome verdadeiro:`, `Vervang dit door uw eigen IBAN.`, `Replace it with the real name`,
/// `请替换为真实姓名`). What it leads into, or follows, is a stand-in, not the answer.
pub(crate) fn asks_to_replace(sentence: &str) -> bool {
    static REPLACING_BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    static REAL_BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    let replacing_words = REPLACING_BY_FIRST.get_or_init(|| ByFirst::new(&REPLACING));
    let real_words = REAL_BY_FIRST.get_or_init(|| ByFirst::new(&[&OWN[..], &GENUINE].concat()));
    // (The scripts without spaces are looked for only where the sentence has their bytes.)
    let wide = sentence.bytes().any(|b| b >= 0xE0);
    let glued = |table: &[&str]| wide && table.iter().any(|w| sentence.contains(w));
    // (Words split at ASCII marks and spaces alone: a byte beyond ASCII is a word's.)
    let words = || {
        sentence
            .as_bytes()
            .split(|&b| b < 0x80 && !b.is_ascii_alphanumeric())
            .filter(|w| !w.is_empty())
    };
    (glued(&REPLACING_GLUED) || words().any(|w| replacing_words.holds(w, false)))
        && (glued(&REAL_GLUED) || words().any(|w| real_words.holds(w, true)))
}

/// Whether lowercase `sentence` says that what it speaks of is not real: in one of its
/// clauses (parentheses set one apart), a word of [`GENUINE`] at the clause's end or one word
/// before it, denied by a negation at most three words before it (`si halisi`, `(не са
/// истински)`, `not real data`, `n'est pas réel`) or by one of [`NEGATIONS_AFTER`] right
/// after it (`gerçek değil`). A stand-in's words, as an example's are;
/// not `no actual errors were found` (the clause goes on past the word).
pub(crate) fn denies_real(sentence: &str) -> bool {
    static GENUINE_BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    denied_at_end(
        sentence,
        GENUINE_BY_FIRST.get_or_init(|| ByFirst::new(&GENUINE)),
    )
}

/// Words of correctness (`correct`, `right`, `richtig`, `gywir`, `poprawn`, `правильн`,
/// `doğru`, `đúng`), matched as [`OWN`] are.
const CORRECT: [&str; 39] = [
    "correct",
    "accurate",
    "richtig",
    "korrekt",
    "stimmt",
    "correcto",
    "correcta",
    "correto",
    "correta",
    "corretto",
    "corretta",
    "juist",
    "klopt",
    "poprawn",
    "prawidłow",
    "správn",
    "правильн",
    "верн",
    "вірн",
    "doğru",
    "benar",
    "đúng",
    "helyes",
    "oikein",
    "õige",
    "pareiz",
    "teising",
    "ispravn",
    "točn",
    "tačn",
    "σωστ",
    "נכון",
    "صحيح",
    "درست",
    "सही",
    "gywir",
    "sahihi",
    "tama",
    "riktig",
];

/// Whether lowercase `sentence`, the first after a value, says it is not correct: a word of
/// [`CORRECT`] denied at its clause's end, as [`denies_real`] reads one (`Na, dyw hynny ddim
/// yn gywir.`, `To nie jest poprawne.`, `Bu doğru değil.`), in a sentence of six words at
/// most, outside a condition, said of the value.
fn denies_correct(sentence: &str, subject: &dyn Subject) -> bool {
    static CORRECT_BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    // What it is said of: two words at most before the negation in the last clause (`dyw
    // hynny ddim`, `Das ist nicht`), or the value's own key or a word for the answer (`The
    // count is not correct`), not something else (`The label is not correct.`).
    let clause = sentence
        .rsplit([',', ';', ':', '—', '–', '，'])
        .next()
        .unwrap_or(sentence);
    let said_of = || {
        words_of_sentence(clause)
            .position(|w| denies_word(w.as_bytes()))
            .is_some_and(|n| n <= 2)
            || subject.names_key(clause.as_bytes())
            || refers_to_answer(clause.as_bytes())
    };
    // (The rarest first: a word of correctness denied.)
    words_of_sentence(sentence).nth(6).is_none()
        && denied_at_end(
            sentence,
            CORRECT_BY_FIRST.get_or_init(|| ByFirst::new(&CORRECT)),
        )
        && said_of()
        && !in_condition(sentence.as_bytes())
}

/// Verbs that tell the reader to set something aside, as a sentence opens with them (`ignore`,
/// `forget`, `unohda`, `vergiss`, `oublie`, `olvida`, `забудьте`, `unut`), lowercase,
/// matched as [`OWN`] are.
const DISMISS: [&str; 41] = [
    "ignore",
    "disregard",
    "forget",
    "scratch",
    "ignor",
    "vergiss",
    "vergessen",
    "oublie",
    "oubliez",
    "olvida",
    "olvide",
    "esqueça",
    "esquece",
    "dimentica",
    "lascia",
    "vergeet",
    "negeer",
    "забуд",
    "игнорир",
    "zapomnij",
    "zignoruj",
    "zapomeň",
    "unut",
    "boşver",
    "lupakan",
    "abaikan",
    "quên",
    "unohda",
    "felejtsd",
    "glem",
    "glöm",
    "uită",
    "uitați",
    "ξέχν",
    "αγνόησ",
    "שכח",
    "התעלם",
    "تجاهل",
    "انس",
    "فراموش",
    "भूल",
];

/// [`DISMISS`] in scripts without spaces, found anywhere in the sentence: `忽略`, `無視`,
/// `무시`.
const DISMISS_GLUED: [&str; 3] = ["忽略", "無視", "무시"];

/// Whether lowercase `sentence`, the first after a value, tells the reader to set aside what
/// stands above it: it opens with a verb of [`DISMISS`] (past an interjection or a `please`,
/// with no negation before it) and points back within two words of it or names the value in
/// the three after it (by a key or a word of [`VALUE_NOUNS`]), or holds one of
/// [`DISMISS_GLUED`] and points back anywhere ([`POINTS_BACK`]: `Unohda yllä oleva — …`,
/// `Forget the above.`, `Please ignore the count above`, `忽略上面的内容。`).
fn dismisses_above(sentence: &str, subject: &dyn Subject) -> bool {
    static DISMISS_BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    let dismiss = DISMISS_BY_FIRST.get_or_init(|| ByFirst::new(&DISMISS));
    if DISMISS_GLUED.iter().any(|d| sentence.contains(d)) {
        return points_back(sentence.as_bytes());
    }
    // (What it sets aside is what stands above, not a thing above: the pointer within two
    // words of the verb, `Forget the above`, not `Ignore the warnings above`.)
    let words: Vec<&str> = words_of_sentence(sentence).take(6).collect();
    let Some(verb) = words
        .iter()
        .take(3)
        .position(|w| dismiss.holds(w.as_bytes(), true))
    else {
        return false;
    };
    // (Not told to keep it: `Don't forget the count above`.)
    if words[..verb]
        .iter()
        .any(|w| denies_word(w.as_bytes()) || w.ends_with("n't") || w.ends_with("n’t"))
    {
        return false;
    }
    let at = |w: &str| w.as_ptr() as usize - sentence.as_ptr() as usize;
    let span = |reach: &[&str]| {
        let last = reach[reach.len() - 1];
        &sentence.as_bytes()[at(reach[0])..at(last) + last.len()]
    };
    // Or it names the value, by one of its keys or by what it is, in the three words after
    // the verb (`Please ignore the count above`, `Forget that number`, `Disregard the figure
    // I gave`).
    let object = &words[(verb + 1).min(words.len())..words.len().min(verb + 4)];
    points_back(span(&words[verb..words.len().min(verb + 3)]))
        || !object.is_empty()
            && (subject.names_key(span(object)) || object.iter().any(|w| names_a_value(w)))
}

/// Words for a value as such, lowercase (`number`, `figure`, `amount`, `result`, `Zahl`,
/// `chiffre`, `cifra`, `число`): what a sentence names when it speaks of the answer without
/// its key. A word of five bytes or more is a stem its forms start with ([`ByFirst::holds`]).
const VALUE_NOUNS: [&str; 33] = [
    "number",
    "figure",
    "amount",
    "value",
    "result",
    "answer",
    "total",
    "json",
    "record",
    "output",
    "zahl",
    "wert",
    "ergebnis",
    "angabe",
    "nombre",
    "chiffre",
    "valeur",
    "résultat",
    "montant",
    "número",
    "cifra",
    "valor",
    "resultado",
    "importe",
    "numero",
    "valore",
    "risultato",
    "importo",
    "число",
    "цифр",
    "значени",
    "результат",
    "сумм",
];

/// Words that set the real thing apart from what was written (`real`, `actual`, `true`,
/// `tatsächlich`, `véritable`, `verdadero`, `effettivo`, `фактическ`, `gerçek`), lowercase:
/// a word of five bytes or more is a stem.
const REAL: [&str; 30] = [
    "real",
    "actual",
    "true",
    "correct",
    "exact",
    "wirklich",
    "tatsächlich",
    "richtig",
    "réel",
    "véritable",
    "vrai",
    "exact",
    "verdadero",
    "verdadera",
    "correct",
    "reale",
    "effettiv",
    "vero",
    "vera",
    "реальн",
    "настоящ",
    "фактическ",
    "правильн",
    "rzeczywist",
    "prawdziw",
    "gerçek",
    "werkelijk",
    "juiste",
    "faktisk",
    "verklig",
];

/// Words that say one quantity differs from another (`higher`, `lower`, `larger`,
/// `different`, `höher`, `weniger`, `mayor`, `menos`, `больше`, `ниже`, `większ`),
/// lowercase: a word of five bytes or more is a stem.
const DIFFERS: [&str; 52] = [
    "higher",
    "lower",
    "larger",
    "smaller",
    "bigger",
    "greater",
    "more",
    "less",
    "fewer",
    "different",
    "differs",
    "höher",
    "niedriger",
    "größer",
    "kleiner",
    "mehr",
    "weniger",
    "anders",
    "plus",
    "moins",
    "supérieur",
    "inférieur",
    "différent",
    "mayor",
    "menor",
    "más",
    "menos",
    "distint",
    "diferente",
    "maior",
    "mais",
    "superior",
    "inferior",
    "più",
    "meno",
    "divers",
    "больше",
    "меньше",
    "выше",
    "ниже",
    "друг",
    "większ",
    "mniejsz",
    "wyższ",
    "niższ",
    "daha",
    "farklı",
    "hoger",
    "lager",
    "groter",
    "meer",
    "minder",
];

/// Whether lowercase `sentence`, after a value, says the real one differs from it: a clause
/// holds a word of [`REAL`] beside the value's name (one of its keys, a word of
/// [`VALUE_NOUNS`] or `one`, within two words either side: `the real count`, `la cifra
/// real`) and after it a word of [`DIFFERS`] (`The real count is lower.`, `The actual
/// number is higher than that.`, `la cifra real es mayor`), writes none of the value's own
/// scalars and is no condition or denial. The value written is not the one meant, and the
/// meant one is not written.
fn real_one_differs(sentence: &str, subject: &dyn Subject) -> bool {
    static REAL_BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    static DIFFERS_BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    let real = REAL_BY_FIRST.get_or_init(|| ByFirst::new(&REAL));
    let differs = DIFFERS_BY_FIRST.get_or_init(|| ByFirst::new(&DIFFERS));
    // (Read only where a word of the real is written, the rarest of what it looks for.)
    if !words_of_sentence(sentence).any(|w| real.holds(w.as_bytes(), true)) {
        return false;
    }
    sentence
        .split([',', ';', ':', '(', ')', '，', '；', '—', '–'])
        .any(|clause| {
            let words: Vec<&str> = words_of_sentence(clause).collect();
            let Some(r) = words.iter().position(|w| real.holds(w.as_bytes(), true)) else {
                return false;
            };
            let named = words[r.saturating_sub(2)..words.len().min(r + 3)]
                .iter()
                .any(|w| *w == "one" || names_a_value(w) || subject.names_key(w.as_bytes()));
            let compared = words[r + 1..]
                .iter()
                .take(7)
                .any(|w| differs.holds(w.as_bytes(), true));
            named
                && compared
                && !words.iter().any(|w| {
                    denies_word(w.as_bytes())
                        || w.ends_with("n't")
                        || subject.starts_with_value(w.as_bytes())
                })
                && !in_condition(clause.as_bytes())
        })
}

/// Whether a lowercase word is one of [`VALUE_NOUNS`] or a form of one.
fn names_a_value(word: &str) -> bool {
    static BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    BY_FIRST
        .get_or_init(|| ByFirst::new(&VALUE_NOUNS))
        .holds(word.as_bytes(), true)
}

/// Whether a clause of lowercase `sentence` (parentheses set one apart) ends with a word of
/// `table` or has one a word before its end, denied by a negation at most three words
/// before it or by one of [`NEGATIONS_AFTER`] right after it.
fn denied_at_end(sentence: &str, table: &ByFirst) -> bool {
    sentence
        .split([',', ';', ':', '(', ')', '（', '）', '，', '—', '–'])
        .any(|clause| {
            let words: Vec<&str> = words_of_sentence(clause).collect();
            words.iter().enumerate().any(|(i, w)| {
                i + 2 >= words.len()
                    && table.holds(w.as_bytes(), true)
                    && (words[i.saturating_sub(3)..i]
                        .iter()
                        .any(|n| denies_word(n.as_bytes()) || *n == "si")
                        // (Or after it, where the language puts it last: `gerçek değil`.)
                        || words
                            .get(i + 1)
                            .is_some_and(|n| NEGATIONS_AFTER.iter().any(|a| n.starts_with(a))))
            })
        })
}

/// A table of lowercase words grouped by the byte they open with, built once: a word is
/// compared only with those that open as it does.
struct ByFirst(Vec<Vec<&'static [u8]>>);

impl ByFirst {
    fn new(table: &[&'static str]) -> Self {
        let mut groups = vec![Vec::new(); 256];
        for w in table {
            groups[usize::from(w.as_bytes()[0])].push(w.as_bytes());
        }
        ByFirst(groups)
    }

    /// The table's words that open with `byte`.
    fn opening(&self, byte: u8) -> &[&'static [u8]] {
        &self.0[usize::from(byte)]
    }

    /// Whether `word` is one of the table's, or, with `stems`, a form of one: an entry of
    /// five bytes or more is a stem the word starts with (`falsch` of `falsche`), a shorter
    /// one the whole word.
    fn holds(&self, word: &[u8], stems: bool) -> bool {
        let Some(&first) = word.first() else {
            return false;
        };
        self.opening(first).iter().any(|w| {
            if stems && w.len() >= 5 {
                word.starts_with(w)
            } else {
                word == *w
            }
        })
    }
}

/// The first sentence of the prose after a value, past the marks that close the value or
/// set the sentence off.
fn first_sentence(after: &str) -> &str {
    let rest = after.trim_start_matches(sets_off);
    &rest[..sentence_end(rest)]
}

/// Where the sentence `text` opens ends: at its first `.`, `!`, `?`, line break or
/// full-width end mark (`。`, `！`, `？`), or with the text; one pass over its bytes (the
/// marks' bytes are never inside another character's).
fn sentence_end(text: &str) -> usize {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'.' | b'!' | b'?' | b'\n' => return i,
            0xE3 if b.get(i + 1..i + 3) == Some(&[0x80, 0x82][..]) => return i,
            0xEF if matches!(b.get(i + 1..i + 3), Some([0xBC, 0x81 | 0x9F])) => return i,
            _ => i += 1,
        }
    }
    b.len()
}

/// The words of a sentence: runs of letters, digits and apostrophes.
fn words_of_sentence(sentence: &str) -> impl Iterator<Item = &str> {
    sentence
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '\'' | '’')))
        .filter(|w| !w.is_empty())
}

/// Whether `c` closes a value or sets the sentence after it off: space, a closing mark, a
/// sentence's or a clause's end.
fn sets_off(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '`' | '"'
                | '\''
                | '}'
                | ']'
                | ')'
                | '>'
                | '.'
                | ','
                | ';'
                | ':'
                | '…'
                | '—'
                | '–'
                | '-'
                | '!'
                | '。'
                | '！'
                | '，'
        )
}

/// [`takes_itself_back`] for one sentence, lowercase, and its words.
fn says_itself_wrong(sentence: &str, subject: &dyn Subject, last: bool) -> bool {
    const CLAUSE_MARKS: [char; 9] = [',', '，', '…', '—', '–', ';', ':', '、', '：'];
    // (A label of what follows, `Wrong answer:`, is read as one, past the fence it may open.)
    let fence = if sentence.contains(['`', '~']) {
        ["```", "~~~"]
            .iter()
            .filter_map(|f| sentence.find(f))
            .min()
            .unwrap_or(sentence.len())
    } else {
        sentence.len()
    };
    // A verb by which the writer says it erred, whatever else the sentence says, among the
    // first sixteen words of a sentence of four or more (no label: `Rileggendo il messaggio
    // mi accorgo di averlo frainteso:`, `Retiro o que disse — confundi os contatos`), with no
    // negation before it and outside a condition.
    // (Looked at only where one of the first sixteen words is such a verb, the rarest of
    // what it looks for.)
    if words_of_sentence(sentence).take(16).any(erred)
        && let words = words_of_sentence(sentence).collect::<Vec<&str>>()
        && words.len() >= 4
        && let Some(i) = words.iter().take(16).position(|w| erred(w))
        && !words[..i]
            .iter()
            .any(|w| denies_word(w.as_bytes()) || w.ends_with("n't") || w.ends_with("n’t"))
        && !in_condition(
            &sentence.as_bytes()[..words[i].as_ptr() as usize - sentence.as_ptr() as usize],
        )
    {
        return true;
    }
    if sentence[..fence].trim_end().ends_with([':', '：']) {
        return false;
    }
    let mut clauses = sentence.split(CLAUSE_MARKS).map(str::trim);
    let first = clauses.next().unwrap_or_default();
    let is_no = |clause: &str| clause.len() <= 24 && NO_WORDS.contains(&clause);
    let interjection = |clause: &str| {
        (1..=6).contains(&clause.chars().count()) && clause.chars().all(char::is_alphabetic)
    };
    if (is_no(first) || interjection(first) && clauses.next().is_some_and(is_no))
        && !subject.holds_a_no()
    {
        return true;
    }
    // A clause of the wrongness word and at most three more, those before it each short (a
    // pronoun, a copula, a particle: `This may be wrong`, `Je me suis trompé`) or a hedge
    // (`could be`, `könnte`), those after it how it erred (`salah ketik`, `sayop diay ko`):
    // not a clause whose subject is something else that is wrong (`The old label was
    // wrong`).
    // (The reply's last word, where it ends without a mark, may be cut: read as any word of
    // the tables it begins, four letters at least, `netiks` of `netikslus`.)
    let cut = sentence
        .trim_end()
        .ends_with(char::is_alphabetic)
        .then(|| sentence.split_whitespace().next_back())
        .flatten()
        .filter(|w| last && w.chars().count() >= 4);
    let begins = |w: &str| {
        cut == Some(w)
            && WRONGS
                .iter()
                .chain(&ERRS)
                .any(|e| e.len() > w.len() && e.starts_with(w))
    };
    let wrong = |w: &str| is_wrong_word(w.as_bytes()) || errs(w) || begins(w);
    // (Read only where some word calls something wrong, the rarest of what it looks for.)
    if !words_of_sentence(sentence).any(wrong) {
        return false;
    }
    let words: Vec<&str> = words_of_sentence(sentence).collect();
    if words.len() > 12 || words.iter().any(|w| denies_word(w.as_bytes())) {
        return false;
    }
    sentence.split(CLAUSE_MARKS).any(|clause| {
        let spans: Vec<(usize, &str)> = words_of_sentence(clause)
            .map(|w| (w.as_ptr() as usize - clause.as_ptr() as usize, w))
            .collect();
        if !spans.iter().any(|(_, w)| wrong(w)) {
            return false;
        }
        let mut hedged_to = 0;
        let mut before_short = true;
        let mut wrong_at = None;
        for &(at, w) in &spans {
            if let Some(len) = super::qualifiers::hedge_len(&clause[at..]) {
                hedged_to = hedged_to.max(at + len);
            }
            if wrong_at.is_some() {
                continue;
            }
            if wrong(w) {
                wrong_at = Some(at);
            } else if at >= hedged_to && w.chars().count() > 4 {
                before_short = false;
            }
        }
        let clause_at = clause.as_ptr() as usize - sentence.as_ptr() as usize;
        // (Or what it says is wrong is the value: `this figure may be inaccurate`, `šis
        // skaičius gali būti netikslus`, `the count is wrong`.)
        let of_value = |at: usize| {
            let said_of = &clause.as_bytes()[..at];
            refers_to_answer(said_of) || subject.names_key(said_of)
        };
        wrong_at.is_some_and(|at| {
            (words.len() <= 6 && spans.len() <= 4 && before_short || of_value(at))
                && !in_condition(&sentence.as_bytes()[..clause_at + at])
        })
    })
}

/// Whether a word, lowercase, denies what its sentence says, so that a saying of error in it
/// keeps the value: a negation ([`NEGATIONS`]) that is no other language's common word
/// ([`NOT_ONLY_NEGATIONS`]), `nothing`, `none` and their kin, or the `t` of `n't` split off.
fn denies_word(w: &[u8]) -> bool {
    NEGATIONS
        .iter()
        .chain(&[
            "nothing",
            "none",
            "nichts",
            "rien",
            "aucun",
            "aucune",
            "nada",
            "ninguno",
            "ninguna",
            "ningún",
            "niente",
            "nessuno",
            "nessuna",
            "nenhum",
            "nenhuma",
            "ничего",
        ])
        .any(|n| n.as_bytes() == w && !NOT_ONLY_NEGATIONS.contains(n))
        || w == b"t"
}

/// Negations of one language that are common words of another: Basque `ez` is Hungarian
/// `ez` (this, `Ez hibás.`), Romanian `nu` is Dutch and Swedish `nu` (now), Italian `mai`
/// is Romanian `mai` (more). A denial that keeps a value must be certain: these keep none.
const NOT_ONLY_NEGATIONS: [&str; 3] = ["ez", "nu", "mai"];

/// Whether the sentence of `lower` (the prose after a value) where a word of possibility
/// starts at `at` ([`After::Possibility`]) says the writer may have erred: one of [`ERRS`]
/// within four words before the word or five after it, with the writer as the one who errs
/// (`I may be conflating the founding with the incorporation date`, `I might have misread the
/// label`, `je me trompe peut-être`, `potrei sbagliarmi`; not `if anything might be wrong`).
/// The reply has not settled on the value: it is taken back as a retraction's.
fn doubts_itself(lower: &[u8], at: usize) -> bool {
    let start = lower[..at]
        .iter()
        .rposition(|&c| is_sentence_end(c) || c == b';')
        .map_or(0, |n| n + 1);
    let end = at
        + lower[at..]
            .iter()
            .position(|&c| is_sentence_end(c) || c == b';')
            .unwrap_or(lower.len() - at);
    let Ok(sentence) = std::str::from_utf8(&lower[start..end]) else {
        return false;
    };
    let words: Vec<(usize, &str)> = sentence
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
        .map(|w| (w.as_ptr() as usize - sentence.as_ptr() as usize, w))
        .collect();
    let Some(i) = words.iter().position(|&(p, _)| p + start >= at) else {
        return false;
    };
    let errs = |w: &str| ERRS.iter().any(|e| w.starts_with(e));
    // The writer's own error: a first person in the window, or a reflexive before the verb
    // (`je me trompe`, `me equivoque`, `mi sbaglio`).
    let mine = |k: usize| k > 0 && matches!(words[k - 1].1, "me" | "mi");
    let window = i.saturating_sub(4)..(i + 6).min(words.len());
    window.clone().any(|k| errs(words[k].1))
        && window.clone().any(|k| {
            matches!(
                words[k].1,
                "i" | "je" | "ich" | "mich" | "yo" | "eu" | "potrei"
            ) || errs(words[k].1) && mine(k)
        })
}

/// Whether `lower` (the prose after a value) denies one of the value's scalars: a negation
/// word ([`NEGATIONS`], or one a script without spaces writes, [`NEGATIONS_GLUED`]: `ບໍ່ແມ່ນ
/// 7`, `不是7`), then the scalar as the next word. One pass over the bytes; a negation is tried
/// only where a word starts with one of their first bytes.
fn denies_value<'a>(lower: &'a [u8], subject: &dyn Subject) -> bool {
    // The negations by their first byte, grouped once.
    static BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    let by_first = BY_FIRST.get_or_init(|| {
        ByFirst::new(
            &NEGATIONS
                .iter()
                .chain(&NEGATIONS_GLUED)
                .copied()
                .collect::<Vec<_>>(),
        )
    });
    (0..lower.len()).any(|p| {
        let group = by_first.opening(lower[p]);
        !group.is_empty()
            && (p == 0 || !lower[p - 1].is_ascii_alphanumeric() || lower[p] >= 0x80)
            && group.iter().any(|n| {
                let Some(rest) = lower[p..].strip_prefix(*n) else {
                    return false;
                };
                let whole =
                    !n[0].is_ascii() || rest.first().is_none_or(|c| !c.is_ascii_alphanumeric());
                // `not the Arc de Triomphe`, `όχι η Θεσσαλονίκη`: an article between; `ne
                // "lv"`: the value in quotes.
                let unquoted = |rest: &'a [u8]| {
                    ["\"", "'", "`", "“", "„", "«", "‘", "*"]
                        .iter()
                        .find_map(|q| rest.strip_prefix(q.as_bytes()))
                        .unwrap_or(rest)
                };
                let rest = rest.trim_ascii_start();
                let past_article = unquoted(
                    ARTICLES
                        .iter()
                        .find_map(|a| rest.strip_prefix(a.as_bytes())?.strip_prefix(b" "))
                        .unwrap_or(rest),
                );
                let rest = unquoted(rest);
                whole
                    && (subject.starts_with_value(rest)
                        || subject.starts_with_value(past_article)
                        || spelled_value(rest, subject))
            })
    })
}

/// Whether `rest` starts with a number written in words that is `subject`'s (`не девет`
/// beside `"floors": 9`): the words read as digits ([`spelled::as_digits`]).
fn spelled_value(rest: &[u8], subject: &dyn Subject) -> bool {
    if !rest
        .first()
        .is_some_and(|&c| c.is_ascii_alphabetic() || c >= 0x80)
    {
        return false;
    }
    let head = &rest[..rest.len().min(64)];
    let head = match std::str::from_utf8(head) {
        Ok(head) => head,
        Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or(""),
    };
    spelled::as_digits(head).is_some_and(|digits| subject.starts_with_value(digits.as_bytes()))
}

/// [`names_key`], or a key of several words named by its last (the noun the others qualify)
/// after `this`, `that` or `the`: `that key` for `api_key`, `the date` for `due_date`.
pub(crate) fn names_field(sentence: &[u8], key: &str) -> bool {
    if names_key(sentence, key) {
        return true;
    }
    let parts = units::key_parts(key);
    let [.., last] = parts.as_slice() else {
        return false;
    };
    parts.len() > 1
        && last.len() > 2
        && ["this ", "that ", "the "]
            .iter()
            .any(|d| names_key(sentence, &format!("{d}{last}")))
}

/// Whether `sentence` (lowercase) names `key` as a word; a key's `_` or `-` may be written
/// as either or as a space (`first_name` in `the first-name field`, `first name`).
pub(crate) fn names_key(sentence: &[u8], key: &str) -> bool {
    let key = key.to_ascii_lowercase().into_bytes();
    let Some(&first) = key.first() else {
        return false;
    };
    let joins = |c: u8| matches!(c, b'_' | b'-' | b' ');
    memchr::memchr_iter(first, sentence).any(|at| {
        let text = &sentence[at..];
        let whole = text.len() >= key.len()
            && key
                .iter()
                .zip(text)
                .all(|(&k, &t)| k == t || joins(k) && joins(t));
        let before = at.checked_sub(1).map(|i| sentence[i]);
        let after = sentence.get(at + key.len()).copied();
        let word = |c: Option<u8>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_');
        whole && !word(before) && !word(after)
    })
}

/// Whether the lowercase `sentence` denies the flag named `key` (a boolean field's name:
/// `in_stock`, `isRefundable`, `eligible`): its words as prose writes them (`in stock`,
/// `refundable`; a leading `is`, `has` or `can` dropped), after a negation in their clause
/// ([`negated`]: `not in stock`, `is no longer eligible`), or negated by their own form:
/// `out of` for a leading `in` (`out of stock`), a prefix on a one-word name (`unavailable`,
/// `inactive`, `ineligible`, `non-refundable`). English only: the names fields have.
pub(crate) fn denies_flag(sentence: &str, key: &str) -> bool {
    let mut words: Vec<String> = units::key_parts(key)
        .into_iter()
        .map(|w| w.to_ascii_lowercase())
        .collect();
    if words.len() > 1 && ["is", "has", "can"].contains(&words[0].as_str()) {
        words.remove(0);
    }
    if words.is_empty() || words.len() > 3 || words.iter().map(String::len).sum::<usize>() < 4 {
        return false;
    }
    let name = words.join(" ");
    // Where `phrase` stands as whole words in the sentence.
    let at_words = |phrase: &str| -> Vec<usize> {
        let b = sentence.as_bytes();
        let word = |c: Option<&u8>| c.is_some_and(|c| c.is_ascii_alphanumeric());
        sentence
            .match_indices(phrase)
            .map(|(at, _)| at)
            .filter(|&at| {
                !word(at.checked_sub(1).and_then(|i| b.get(i))) && !word(b.get(at + phrase.len()))
            })
            .collect()
    };
    let denied_words = at_words(&name)
        .into_iter()
        .any(|at| negated(&sentence[..at], Between::Words));
    let opposite = name
        .strip_prefix("in ")
        .is_some_and(|rest| !at_words(&format!("out of {rest}")).is_empty())
        || words.len() == 1
            && ["un", "in", "im", "non-", "non "]
                .iter()
                .any(|prefix| !at_words(&format!("{prefix}{name}")).is_empty());
    denied_words || opposite
}

/// The index of [`AFTER`].
fn after_index() -> &'static Index {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        Index::new(
            AFTER
                .iter()
                .map(|(p, _)| *p)
                .chain(UNVOUCHED)
                .chain(super::declining::APOLOGIES)
                .collect(),
        )
    })
}

/// What the phrase `n` of [`after_index`] does: one of [`AFTER`], a phrase of
/// [`UNVOUCHED`] (the writer does not vouch for the value: it doubts it), or an apology of
/// the declining tables ([`super::declining::APOLOGIES`]), which the index holds after them.
fn after_kind(n: usize) -> After {
    match AFTER.get(n) {
        Some((_, kind)) => *kind,
        None if n < AFTER.len() + UNVOUCHED.len() => After::Unsure,
        None => After::Apologizes,
    }
}

/// Phrases by which a writer says it does not vouch for a value it gives, lowercase: a guess
/// or only an estimate (`my guess`, `only an estimate`), not verified or not to be checked
/// (`not been verified`, `I cannot check`), perhaps out of date, perhaps untrue (`may not be
/// true`): after a value, as [`After::Unsure`]'s phrases are; in the last two sentences
/// before one, as [`unvouched_before`] reads them. Not `estimate` alone: an estimate may be
/// what was asked for.
static UNVOUCHED: [&str; 2271] = [
    // A guess.
    "my guess",
    "my best guess",
    "only a guess",
    "just a guess",
    "a rough guess",
    "an educated guess",
    "i'm guessing",
    "i am guessing",
    "only my estimate",
    "just my estimate",
    "only an estimate",
    "just an estimate",
    "only a rough estimate",
    "a rough estimate",
    // Not verified, not to be checked.
    "unverified",
    "not verified",
    "not been verified",
    "haven't verified",
    "have not verified",
    "could not verify",
    "couldn't verify",
    "cannot verify",
    "can't verify",
    "unable to verify",
    "not confirmed",
    "unconfirmed",
    "cannot confirm",
    "can't confirm",
    "cannot check",
    "can't check",
    "haven't checked",
    "have not checked",
    "not double-checked",
    // Perhaps out of date.
    "may be outdated",
    "might be outdated",
    "may be out of date",
    "might be out of date",
    "may no longer be",
    "might no longer be",
    // Perhaps untrue.
    "may not be true",
    "might not be true",
    "may not be accurate",
    "might not be accurate",
    "may not be correct",
    "might not be correct",
    "may be inaccurate",
    "could be wrong",
    "don't know whether it",
    // The same in other languages: a guess, not verified, perhaps out of date, perhaps
    // untrue.
    // French.
    "ma supposition",
    "simple supposition",
    "à vue de nez",
    "au jugé",
    // German.
    "nur eine schätzung",
    "nur eine vermutung",
    "meine vermutung",
    "ich vermute",
    // Spanish.
    "mi suposición",
    "solo una suposición",
    // Portuguese.
    "meu palpite",
    "apenas um palpite",
    "só um palpite",
    "apenas uma estimativa",
    // Italian.
    "la mia ipotesi",
    "solo un'ipotesi",
    "solo una stima",
    // Dutch.
    "slechts een schatting",
    "mijn gok",
    "maar een gok",
    "een gok",
    // Swedish.
    "min gissning",
    "bara en gissning",
    "jag gissar",
    // Norwegian.
    "min gjetning",
    "bare en gjetning",
    "jeg gjetter",
    // Danish.
    "mit gæt",
    "bare et gæt",
    "kun et gæt",
    // Icelandic.
    "mín ágiskun",
    "bara ágiskun",
    "aðeins ágiskun",
    "gróf ágiskun",
    "ég giska á",
    // Faroese.
    "eg gissi",
    "ein meting",
    // Finnish.
    "arvaukseni",
    "pelkkä arvaus",
    "vain arvaus",
    "arvelisin",
    // Estonian.
    "minu oletus",
    "ainult oletus",
    "pelgalt oletus",
    // Hungarian.
    "a tippem",
    "csak tipp",
    "csak becslés",
    "azt tippelném",
    // Polish.
    "moje przypuszczenie",
    "tylko przypuszczenie",
    "zgaduję",
    "strzelam",
    // Czech.
    "jen odhad",
    "pouze odhad",
    "můj tip",
    "jen tipuji",
    // Slovak.
    "len odhad",
    "iba odhad",
    "môj tip",
    "len hádam",
    // Slovenian.
    "moje ugibanje",
    "le ugibanje",
    "samo ugibanje",
    "ugibam",
    // Croatian.
    "moja pretpostavka",
    "samo pretpostavka",
    "samo procjena",
    "nagađam",
    // Serbian (Cyrillic).
    "моја претпоставка",
    "само претпоставка",
    "само процена",
    "нагађам",
    // Macedonian.
    "само проценка",
    "претпоставувам",
    // Bulgarian.
    "моето предположение",
    "само предположение",
    "само догадка",
    "предполагам",
    // Romanian.
    "presupunerea mea",
    "doar o presupunere",
    "doar o estimare",
    "bănuiesc",
    // Russian.
    "моя догадка",
    "лишь догадка",
    "навскидку",
    // Ukrainian.
    "моє припущення",
    "лише припущення",
    "просто припущення",
    "за моєю оцінкою",
    "за моїми оцінками",
    "приблизна оцінка",
    // Belarusian.
    "мая здагадка",
    "толькі здагадка",
    "проста здагадка",
    // Lithuanian.
    "mano spėjimas",
    "tik spėjimas",
    "tik apytikslis",
    // Latvian.
    "mans minējums",
    "tikai minējums",
    "tikai aptuvens",
    // Greek.
    "απλή εκτίμηση",
    "μια εικασία",
    "απλώς μια εικασία",
    // Albanian.
    "hamendja ime",
    "thjesht një hamendje",
    "vetëm një hamendje",
    "hamendësoj",
    // Turkish.
    "tahminim",
    "benim tahminim",
    "sadece bir tahmin",
    "yalnızca bir tahmin",
    "kaba bir tahmin",
    "tahminimce",
    // Azerbaijani.
    "mənim təxminim",
    "sadəcə təxmin",
    "yalnız bir təxmin",
    "təxminimə görə",
    "kobud təxmin",
    "təxmin edirəm",
    // Kazakh.
    "менің болжамым",
    "тек болжам",
    "жай ғана болжам",
    "болжаймын",
    // Uzbek.
    "mening taxminim",
    "shunchaki taxmin",
    "faqat taxmin",
    "taxminimcha",
    "taxmin qilyapman",
    // Kyrgyz.
    "менин божомолум",
    "жөн гана божомол",
    "божомолдойм",
    // Turkmen.
    "meniň çaklamam",
    "diňe bir çaklama",
    "çaklamama görä",
    "çaklaýaryn",
    // Tatar.
    "минем фаразым",
    "бары тик фараз",
    "фаразлыйм",
    // Bashkir.
    "минең фаразым",
    "фараз ғына",
    "фаразлайым",
    // Chuvash.
    "тавҫӑрни",
    // Yakut.
    "мин сабаҕалааһыным",
    "сабаҕалааһын",
    // Tajik.
    "тахмини ман",
    "танҳо тахмин",
    "фақат тахмин",
    "ба тахмини ман",
    "гумони ман",
    // Mongolian.
    "миний таамаг",
    "зүгээр л таамаг",
    "миний тооцоолсноор",
    "ойролцоо тооцоо",
    "таамаглаж байна",
    // Georgian.
    "ჩემი ვარაუდი",
    "მხოლოდ ვარაუდი",
    "უბრალოდ ვარაუდი",
    "ჩემი შეფასებით",
    "უხეში შეფასება",
    "ვვარაუდობ",
    // Armenian.
    "իմ ենթադրությունը",
    "ընդամենը ենթադրություն",
    "պարզապես ենթադրություն",
    "իմ գնահատմամբ",
    "մոտավոր գնահատական",
    "ենթադրում եմ",
    // Hebrew.
    "הניחוש שלי",
    "רק ניחוש",
    "ניחוש בלבד",
    "ההערכה שלי",
    "לפי הערכתי",
    "הערכה גסה",
    // Yiddish.
    "מײַן השערה",
    "מיין השערה",
    "בלויז אַ השערה",
    // Arabic.
    "تخميني",
    "مجرد تخمين",
    "حسب تقديري",
    "في تقديري",
    "تقدير تقريبي",
    // Maltese.
    "nissoponi",
    // Persian.
    "حدس من",
    "فقط یک حدس",
    "صرفاً یک حدس",
    "تخمین من",
    "به تخمین من",
    "حدس می‌زنم",
    // Pashto.
    "زما اټکل",
    "یوازې یو اټکل",
    "زما په اټکل",
    "نږدې اټکل",
    "اټکل کوم",
    // Urdu.
    "میرا اندازہ",
    "صرف ایک اندازہ",
    "محض ایک اندازہ",
    "میرے اندازے کے مطابق",
    // Kurdish (Kurmanji).
    "texmîna min",
    "tenê texmînek",
    "bi texmîna min",
    "texmîn dikim",
    // Kurdish (Sorani).
    "پێشبینی من",
    "خەمڵاندنی من",
    "بە خەمڵاندنی من",
    "مەزەندەی من",
    "تەنیا مەزەندەیەک",
    // Hindi.
    "मेरा अनुमान",
    "सिर्फ एक अनुमान",
    "केवल एक अनुमान",
    "मोटा अनुमान",
    "मेरे अनुमान से",
    "मेरा अंदाज़ा",
    // Bengali.
    "আমার অনুমান",
    "শুধু একটি অনুমান",
    "নিছক অনুমান",
    "আমার আন্দাজ",
    "মোটামুটি অনুমান",
    // Marathi.
    "माझा अंदाज",
    "फक्त एक अंदाज",
    "केवळ अंदाज",
    "ढोबळ अंदाज",
    "माझ्या अंदाजानुसार",
    // Gujarati.
    "મારો અંદાજ",
    "મારું અનુમાન",
    "માત્ર એક અનુમાન",
    "ફક્ત એક અંદાજ",
    "આશરે અંદાજ",
    "મારા અંદાજ મુજબ",
    // Punjabi (Gurmukhi).
    "ਮੇਰਾ ਅੰਦਾਜ਼ਾ",
    "ਮੇਰਾ ਅੰਦਾਜਾ",
    "ਸਿਰਫ਼ ਇੱਕ ਅੰਦਾਜ਼ਾ",
    "ਮੇਰੇ ਅੰਦਾਜ਼ੇ ਅਨੁਸਾਰ",
    "ਮੋਟਾ ਅੰਦਾਜ਼ਾ",
    "ਮੇਰਾ ਅਨੁਮਾਨ",
    // Odia.
    "ମୋର ଅନୁମାନ",
    "କେବଳ ଏକ ଅନୁମାନ",
    "ମୋ ଅନୁମାନରେ",
    "ମୋର ଆକଳନ",
    "ଆନୁମାନିକ ଆକଳନ",
    // Assamese.
    "মোৰ অনুমান",
    "কেৱল এটা অনুমান",
    "মোৰ আনুমানিক হিচাপ",
    "অনুমান কৰিছোঁ",
    // Nepali.
    "मेरो अनुमान",
    "केवल एउटा अनुमान",
    "मात्र अनुमान",
    "मेरो अनुमानमा",
    "मोटामोटी अनुमान",
    // Sinhala.
    "මගේ අනුමානය",
    "හුදු අනුමානයක්",
    "අනුමානයක් පමණි",
    "මගේ ඇස්තමේන්තුව",
    "දළ ඇස්තමේන්තුවක්",
    // Tamil.
    "என் யூகம்",
    "எனது யூகம்",
    "வெறும் யூகம்",
    "ஒரு யூகம் மட்டுமே",
    "எனது மதிப்பீடு",
    "தோராயமான மதிப்பீடு",
    // Telugu.
    "నా అంచనా",
    "కేవలం ఒక అంచనా",
    "కేవలం ఊహ",
    "సుమారు అంచనా",
    "నా అంచనా ప్రకారం",
    // Kannada.
    "ನನ್ನ ಊಹೆ",
    "ಕೇವಲ ಊಹೆ",
    "ನನ್ನ ಅಂದಾಜು",
    "ಸ್ಥೂಲ ಅಂದಾಜು",
    "ನನ್ನ ಅಂದಾಜಿನ ಪ್ರಕಾರ",
    // Malayalam.
    "എന്റെ ഊഹം",
    "വെറും ഊഹം",
    "ഒരു ഊഹം മാത്രം",
    "എന്റെ അനുമാനം",
    "എന്റെ കണക്കുകൂട്ടൽ",
    "ഏകദേശ കണക്ക്",
    // Tibetan.
    "ངའི་ཚོད་དཔག",
    "ཚོད་དཔག་ཙམ",
    // Dzongkha.
    "ཚོད་དཔག",
    // Burmese.
    "ခန့်မှန်းချက်",
    "ခန့်မှန်းခြေ",
    // Thai.
    "การคาดเดา",
    "เดาว่า",
    "แค่การคาดเดา",
    "ประมาณการ",
    "คาดคะเน",
    // Lao.
    "ການຄາດເດົາ",
    "ຂ້ອຍເດົາວ່າ",
    "ຄາດຄະເນ",
    // Khmer.
    "ការស្មាន",
    "ការប៉ាន់ស្មាន",
    "ខ្ញុំស្មានថា",
    // Vietnamese.
    "phỏng đoán của tôi",
    "chỉ là phỏng đoán",
    "ước tính của tôi",
    "ước tính sơ bộ",
    "chỉ là ước tính",
    "tôi đoán",
    // Chinese (Simplified).
    "我的猜测",
    "只是猜测",
    "我猜",
    "仅为估计",
    // Chinese (Traditional).
    "我的猜測",
    "只是猜測",
    "僅為估計",
    // Cantonese.
    "純粹係估計",
    // Japanese.
    "私の推測",
    "あくまで推測",
    "推測ですが",
    "ただの推測",
    "大まかな見積もり",
    // Korean.
    "제 추측",
    "추측일 뿐",
    "단지 추측",
    "추측하건대",
    // Indonesian.
    "tebakan saya",
    "hanya tebakan",
    "sekadar tebakan",
    "perkiraan saya",
    "perkiraan kasar",
    "saya menebak",
    // Malay.
    "tekaan saya",
    "hanya tekaan",
    "sekadar tekaan",
    "anggaran saya",
    "anggaran kasar",
    "saya meneka",
    // Javanese.
    "tebakanku",
    "mung tebakan",
    "kira-kiraku",
    "perkiraanku",
    "mung kira-kira",
    // Sundanese.
    "tebakan abdi",
    "ngan saukur tebakan",
    "perkiraan abdi",
    // Tagalog.
    "hula ko",
    "aking hula",
    "hula lamang",
    "hula lang",
    "tantiya ko",
    "sa tantiya ko",
    // Cebuano.
    "akong tag-an",
    "tag-an lang",
    "akong banabana",
    "banabana lang",
    // Ilocano.
    "pattapattak",
    "pattapatta laeng",
    // Malagasy.
    "ny vinaniko",
    "vinavina fotsiny",
    "araka ny tombako",
    "tombana fotsiny",
    // Swahili.
    "makisio yangu",
    "ni makisio tu",
    "makadirio yangu",
    "kadirio langu",
    "makadirio ya jumla",
    "nakisia",
    // Amharic.
    "የእኔ ግምት",
    "ግምት ብቻ",
    "እገምታለሁ",
    // Tigrinya.
    "ግምት ጥራይ",
    // Oromo.
    "tilmaama koo",
    "tilmaama qofa",
    "akka tilmaama kootti",
    // Somali.
    "qiyaastayda",
    "qiyaas kaliya",
    "qiyaas uun",
    "waxaan qiyaasayaa",
    "malahayga",
    // Hausa.
    "hasashena",
    "hasashe kawai",
    "ƙiyasi kawai",
    "a ƙiyasina",
    // Yoruba.
    "àmọ́ro mi",
    "amoro mi",
    // Igbo.
    "ọ bụ naanị nkọ",
    // Zulu.
    "ukuqagela kwami",
    "ngiyaqagela",
    "kuwukuqagela nje",
    "isilinganiso sami",
    "ukulinganisa kwami",
    // Xhosa.
    "uqikelelo lwam",
    "luqikelelo nje",
    "ukuqikelela kwam",
    "ndiyaqikelela",
    // Sesotho.
    "khakanyo ea ka",
    "khakanyo ya ka",
    "khakanyo feela",
    // Setswana.
    "kakanyo ya me",
    "kakanyo fela",
    "tekanyetso ya me",
    // Shona.
    "fungidziro yangu",
    "kufungidzira kwangu",
    "fungidziro chete",
    "ndiri kufungidzira",
    // Kinyarwanda.
    "ikigereranyo cyanjye",
    "ni ikigereranyo gusa",
    "ndakeka",
    "ibyo nkeka",
    // Kirundi.
    "ikigereranyo canje",
    // Luganda.
    "okuteebereza kwange",
    "kuteebereza kwange",
    "kuteebereza kwokka",
    "nteebereza",
    // Lingala.
    "ezali bobele bokanisi",
    // Wolof.
    "dama foog ne",
    // Fula.
    "miijo am tan",
    // Twi.
    "me nsusuiɛ",
    // Ewe.
    "nye susu ko",
    // Afrikaans.
    "my raaiskoot",
    "net 'n raaiskoot",
    "my skatting",
    "'n rowwe skatting",
    "net 'n skatting",
    "ek raai",
    // Irish.
    "buille faoi thuairim",
    "mo mheastachán",
    "meastachán garbh",
    // Scottish Gaelic.
    "mo thuairmse",
    "dìreach tuairmse",
    // Welsh.
    "fy nyfaliad",
    "dim ond dyfaliad",
    "dyfaliad yn unig",
    "fy amcangyfrif",
    "amcangyfrif bras",
    "rwy'n dyfalu",
    // Basque.
    "nire asmakizuna",
    "asmakizun hutsa",
    "nire kalkuluen arabera",
    // Catalan.
    "la meva suposició",
    "només una suposició",
    // Galician.
    "a miña suposición",
    "só unha suposición",
    "só unha estimación",
    // Occitan.
    "ma supausicion",
    "sonque una supausicion",
    // Corsican.
    "a mo supposizione",
    "solu una supposizione",
    // Luxembourgish.
    "just eng schätzung",
    "meng vermutung",
    // Frisian.
    "myn skatting",
    "allinnich in skatting",
    "in rûge skatting",
    "myn gissing",
    // Romansh.
    "mia supposiziun",
    "be ina supposiziun",
    // Esperanto.
    "mia diveno",
    "nur diveno",
    "mia takso",
    "malglata takso",
    "proksimuma takso",
    "mi divenas",
    // Latin.
    "coniectura mea",
    "mera coniectura",
    "ut coniecto",
    // Quechua.
    "yuyasqallay",
    // Aymara.
    "nayan amuyujaxa",
    // Guarani.
    "aimo'ã",
    // Nahuatl.
    "zan nicnemilia",
    // Maori.
    "taku whakatau tata",
    "he whakatau tata noa",
    // Tongan.
    "ko 'eku fakafuofua",
    "fakafuofua",
    // Hawaiian.
    "he koho wale nō",
    "he koho wale no",
    // Fijian.
    "noqu vakatatabutaka",
    // Haitian Creole.
    "se yon sipozisyon",
    "sipozisyon pa m",
    "mwen devine",
    // Papiamento.
    "mi suposishon",
    "djis un suposishon",
    // Uyghur.
    "مېنىڭ پەرىزىم",
    "پەقەت پەرەز",
    "تەخمىنىم",
    "مېنىڭ مۆلچەرىم",
    "مۆلچەر بويىچە",
    // French.
    "non vérifié",
    "non vérifiée",
    "pas été vérifié",
    "impossible de vérifier",
    "je ne peux pas vérifier",
    "non confirmé",
    // German.
    "nicht verifiziert",
    "unverifiziert",
    "unbestätigt",
    "nicht bestätigt",
    "nicht überprüft",
    "nicht überprüfen",
    // Spanish.
    "no verificado",
    "no verificada",
    "sin verificar",
    "no he podido verificar",
    "no puedo verificar",
    "no confirmado",
    // Portuguese.
    "não verificado",
    "não verificada",
    "não consegui verificar",
    "não posso verificar",
    "não confirmado",
    "não confirmada",
    // Italian.
    "non verificato",
    "non verificata",
    "non ho potuto verificare",
    "non posso verificare",
    "non confermato",
    "non confermata",
    // Dutch.
    "niet geverifieerd",
    "ongeverifieerd",
    "niet bevestigd",
    "onbevestigd",
    "niet gecontroleerd",
    "niet controleren",
    // Swedish.
    "inte verifierad",
    "inte verifierat",
    "overifierad",
    "obekräftad",
    "inte bekräftat",
    "kan inte verifiera",
    // Norwegian.
    "ikke verifisert",
    "ubekreftet",
    "ikke bekreftet",
    "kan ikke verifisere",
    "kunne ikke verifisere",
    "ikke kontrollert",
    // Danish.
    "ikke verificeret",
    "ubekræftet",
    "ikke bekræftet",
    "kan ikke verificere",
    "kunne ikke verificere",
    "ikke kontrolleret",
    // Icelandic.
    "óstaðfest",
    "ekki staðfest",
    "óstaðfestar",
    "get ekki staðfest",
    "ekki sannreynt",
    "get ekki sannreynt",
    // Faroese.
    "ikki váttað",
    "óváttað",
    "ikki staðfest",
    // Finnish.
    "vahvistamaton",
    "vahvistamatonta",
    "ei ole vahvistettu",
    "en pysty vahvistamaan",
    "en voi tarkistaa",
    "tarkistamaton",
    // Estonian.
    "kontrollimata",
    "kinnitamata",
    "ei ole kinnitatud",
    "ei ole kontrollitud",
    "ei saa kontrollida",
    "ei suuda kontrollida",
    // Hungarian.
    "nem ellenőrzött",
    "ellenőrizetlen",
    "nem megerősített",
    "megerősítetlen",
    "nem tudom ellenőrizni",
    "nem tudtam ellenőrizni",
    // Polish.
    "niezweryfikowane",
    "niezweryfikowany",
    "niepotwierdzone",
    "nie zostało zweryfikowane",
    "nie mogę zweryfikować",
    "nie mogę sprawdzić",
    // Czech.
    "neověřeno",
    "neověřené",
    "nepotvrzené",
    "nepotvrzeno",
    "nemohu ověřit",
    "nebylo ověřeno",
    // Slovak.
    "neoverené",
    "neoverený",
    "nepotvrdené",
    "nemôžem overiť",
    "nebolo overené",
    "nepodarilo sa mi overiť",
    // Slovenian.
    "nepreverjeno",
    "nepreverjen",
    "nepotrjeno",
    "ni potrjeno",
    "ne morem preveriti",
    "nisem mogel preveriti",
    // Croatian.
    "neprovjereno",
    "neprovjeren",
    "nepotvrđeno",
    "nije potvrđeno",
    "ne mogu provjeriti",
    "nisam mogao provjeriti",
    // Serbian (Cyrillic).
    "непроверено",
    "непроверен",
    "непотврђено",
    "није потврђено",
    "не могу да проверим",
    "нисам могао да проверим",
    // Bosnian.
    "nije provjereno",
    // Macedonian.
    "непотврдено",
    "не е потврдено",
    "не е проверено",
    "не можам да проверам",
    "не може да се провери",
    // Bulgarian.
    "непроверена",
    "непотвърдено",
    "не е потвърдено",
    "не мога да проверя",
    "не успях да проверя",
    // Romanian.
    "neverificat",
    "neverificată",
    "neconfirmat",
    "neconfirmată",
    "nu pot verifica",
    "nu am putut verifica",
    // Russian.
    "не проверено",
    "непроверенная",
    "непроверенные",
    "не подтверждено",
    "не могу проверить",
    "не удалось проверить",
    // Ukrainian.
    "не перевірено",
    "неперевірені",
    "неперевірена",
    "не підтверджено",
    "не можу перевірити",
    "не вдалося перевірити",
    // Belarusian.
    "не праверана",
    "неправераныя",
    "не пацверджана",
    "не магу праверыць",
    "не ўдалося праверыць",
    // Lithuanian.
    "nepatikrinta",
    "nepatikrinti",
    "nepatvirtinta",
    "nepatvirtinti",
    "negaliu patikrinti",
    "nepavyko patikrinti",
    // Latvian.
    "nepārbaudīts",
    "nepārbaudīta",
    "neapstiprināts",
    "neapstiprināta",
    "nevaru pārbaudīt",
    "neizdevās pārbaudīt",
    // Greek.
    "μη επαληθευμένο",
    "μη επιβεβαιωμένο",
    "ανεπιβεβαίωτες",
    "δεν έχει επιβεβαιωθεί",
    "δεν έχει επαληθευτεί",
    "δεν μπορώ να επαληθεύσω",
    // Albanian.
    "i paverifikuar",
    "e paverifikuar",
    "i pakonfirmuar",
    "e pakonfirmuar",
    "nuk mund ta verifikoj",
    "nuk kam mundur ta verifikoj",
    // Turkish.
    "doğrulanmamış",
    "doğrulanmadı",
    "teyit edilmemiş",
    "doğrulayamıyorum",
    "doğrulayamadım",
    "kontrol edemiyorum",
    // Azerbaijani.
    "təsdiqlənməmiş",
    "yoxlanılmamış",
    "təsdiq edilməyib",
    "yoxlaya bilmirəm",
    "təsdiqləyə bilmirəm",
    // Kazakh.
    "тексерілмеген",
    "расталмаған",
    "тексерілмеді",
    "расталмады",
    "тексере алмаймын",
    "растай алмаймын",
    // Uzbek.
    "tasdiqlanmagan",
    "tekshirilmagan",
    "tasdiqlanmadi",
    "tasdiqlay olmayman",
    "tekshira olmayman",
    // Kyrgyz.
    "текшерилген эмес",
    "ырасталган эмес",
    "тастыкталган эмес",
    "текшере албайм",
    "ырастай албайм",
    // Turkmen.
    "barlanmadyk",
    "tassyklanmadyk",
    "tassyklanmandyr",
    "barlap bilemok",
    "tassyklap bilemok",
    // Tatar.
    "тикшерелмәгән",
    "расланмаган",
    "тикшерә алмыйм",
    "раслый алмыйм",
    // Bashkir.
    "раҫланмаған",
    "тикшерә алмайым",
    "раҫлай алмайым",
    // Chuvash.
    "тӗрӗсленмен",
    "ҫирӗплетмен",
    // Yakut.
    "бэрэбиэркэлэммэтэх",
    "бигэргэтиллибэтэх",
    // Tajik.
    "тасдиқнашуда",
    "санҷиданашуда",
    "тасдиқ нашудааст",
    "наметавонам санҷам",
    "наметавонам тасдиқ кунам",
    // Mongolian.
    "баталгаажаагүй",
    "шалгагдаагүй",
    "нотлогдоогүй",
    "шалгах боломжгүй",
    "баталгаажуулж чадахгүй",
    "шалгаж чадаагүй",
    // Georgian.
    "გადაუმოწმებელი",
    "დაუდასტურებელი",
    "არ არის დადასტურებული",
    "არ არის გადამოწმებული",
    "ვერ გადავამოწმე",
    "ვერ ვამოწმებ",
    // Armenian.
    "չստուգված",
    "չհաստատված",
    "հաստատված չէ",
    "ստուգված չէ",
    "չեմ կարող ստուգել",
    "չկարողացա ստուգել",
    // Hebrew.
    "לא מאומת",
    "לא אומת",
    "לא מאושר",
    "לא יכול לאמת",
    "אינני יכול לאמת",
    "לא הצלחתי לאמת",
    // Yiddish.
    "נישט באַשטעטיקט",
    "ניט באַשטעטיקט",
    // Arabic.
    "غير مؤكد",
    "غير مؤكدة",
    "لم يتم التحقق",
    "لا أستطيع التحقق",
    "لم أتمكن من التحقق",
    "غير موثق",
    // Maltese.
    "mhux ivverifikat",
    "mhux ivverifikata",
    "mhux ikkonfermat",
    "ma nistax nivverifika",
    "ma stajtx nivverifika",
    // Persian.
    "تأیید نشده",
    "تایید نشده",
    "تأییدنشده",
    "راستی‌آزمایی نشده",
    "نمی‌توانم تأیید کنم",
    "نتوانستم تأیید کنم",
    // Dari.
    "تثبیت نشده",
    // Pashto.
    "نه دی تایید شوی",
    "تایید شوی نه دی",
    "تصدیق شوی نه دی",
    "نه شم تاییدولی",
    "نه شم تاییدولای",
    // Urdu.
    "غیر تصدیق شدہ",
    "تصدیق شدہ نہیں",
    "تصدیق نہیں ہو سکی",
    "تصدیق نہیں کر سکتا",
    "تصدیق نہیں کر سکا",
    "جانچ نہیں کر سکتا",
    // Kurdish (Kurmanji).
    "nehatiye piştrastkirin",
    "nehatiye verastkirin",
    "nikarim piştrast bikim",
    "nikarim kontrol bikim",
    // Kurdish (Sorani).
    "پشتڕاست نەکراوەتەوە",
    "پشتڕاستنەکراوە",
    "ناتوانم پشتڕاستی بکەمەوە",
    "نەسەلمێنراوە",
    // Hindi.
    "असत्यापित",
    "सत्यापित नहीं",
    "अपुष्ट",
    "पुष्टि नहीं हुई",
    "पुष्टि नहीं कर सकता",
    "सत्यापित नहीं कर सकता",
    // Bengali.
    "যাচাই করা হয়নি",
    "যাচাইকৃত নয়",
    "অযাচাইকৃত",
    "নিশ্চিত করা হয়নি",
    "যাচাই করতে পারছি না",
    "যাচাই করতে পারিনি",
    // Marathi.
    "सत्यापित नाही",
    "पडताळणी केलेली नाही",
    "पुष्टी झालेली नाही",
    "पडताळू शकत नाही",
    "पुष्टी करू शकत नाही",
    // Gujarati.
    "ચકાસાયેલ નથી",
    "અચકાસાયેલ",
    "પુષ્ટિ થયેલ નથી",
    "પુષ્ટિ થઈ નથી",
    "ચકાસી શકતો નથી",
    "પુષ્ટિ કરી શકતો નથી",
    // Punjabi (Gurmukhi).
    "ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੋਈ",
    "ਤਸਦੀਕ ਨਹੀਂ",
    "ਅਪੁਸ਼ਟ",
    "ਪੁਸ਼ਟੀ ਨਹੀਂ ਕਰ ਸਕਦਾ",
    "ਜਾਂਚ ਨਹੀਂ ਕਰ ਸਕਦਾ",
    // Odia.
    "ଯାଞ୍ଚ ହୋଇନାହିଁ",
    "ନିଶ୍ଚିତ ହୋଇନାହିଁ",
    "ଅଯାଞ୍ଚିତ",
    "ଯାଞ୍ଚ କରିପାରିବି ନାହିଁ",
    // Assamese.
    "পৰীক্ষা কৰা হোৱা নাই",
    "নিশ্চিত কৰা হোৱা নাই",
    "সত্যাপিত নহয়",
    "পৰীক্ষা কৰিব নোৱাৰোঁ",
    "নিশ্চিত কৰিব নোৱাৰোঁ",
    // Nepali.
    "प्रमाणित गरिएको छैन",
    "प्रमाणित नभएको",
    "पुष्टि भएको छैन",
    "पुष्टि गर्न सक्दिनँ",
    "जाँच गर्न सक्दिनँ",
    // Sinhala.
    "තහවුරු කර නැත",
    "තහවුරු කර නොමැත",
    "සත්‍යාපනය කර නැත",
    "තහවුරු කළ නොහැක",
    "සත්‍යාපනය කළ නොහැක",
    // Tamil.
    "சரிபார்க்கப்படவில்லை",
    "சரிபார்க்கப்படாத",
    "உறுதிப்படுத்தப்படவில்லை",
    "சரிபார்க்க முடியாது",
    "சரிபார்க்க முடியவில்லை",
    "உறுதிப்படுத்த முடியாது",
    // Telugu.
    "ధృవీకరించబడలేదు",
    "నిర్ధారించబడలేదు",
    "ధృవీకరించని",
    "ధృవీకరించలేను",
    "నిర్ధారించలేను",
    // Kannada.
    "ಪರಿಶೀಲಿಸಲಾಗಿಲ್ಲ",
    "ದೃಢೀಕರಿಸಲಾಗಿಲ್ಲ",
    "ಪರಿಶೀಲಿಸದ",
    "ಪರಿಶೀಲಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ",
    "ದೃಢೀಕರಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ",
    // Malayalam.
    "സ്ഥിരീകരിച്ചിട്ടില്ല",
    "പരിശോധിച്ചിട്ടില്ല",
    "സ്ഥിരീകരിക്കാത്ത",
    "സ്ഥിരീകരിക്കാൻ കഴിയില്ല",
    "പരിശോധിക്കാൻ കഴിയില്ല",
    // Tibetan.
    "ར་སྤྲོད་བྱས་མེད",
    "གཏན་འཁེལ་བྱུང་མེད",
    // Dzongkha.
    "ངེས་གཏན་མེད",
    // Burmese.
    "အတည်မပြုရသေး",
    "အတည်မပြုနိုင်",
    "မစစ်ဆေးရသေး",
    "စိစစ်ထားခြင်းမရှိ",
    // Thai.
    "ไม่ได้รับการยืนยัน",
    "ยังไม่ได้ยืนยัน",
    "ยังไม่ได้ตรวจสอบ",
    "ไม่ได้รับการตรวจสอบ",
    "ไม่สามารถตรวจสอบ",
    "ไม่สามารถยืนยัน",
    // Lao.
    "ບໍ່ໄດ້ຮັບການຢືນຢັນ",
    "ຍັງບໍ່ໄດ້ກວດສອບ",
    "ບໍ່ສາມາດກວດສອບ",
    "ບໍ່ສາມາດຢືນຢັນ",
    // Khmer.
    "មិនបានផ្ទៀងផ្ទាត់",
    "មិនទាន់បានផ្ទៀងផ្ទាត់",
    "មិនទាន់បញ្ជាក់",
    "មិនទាន់បានបញ្ជាក់",
    "មិនអាចផ្ទៀងផ្ទាត់",
    // Vietnamese.
    "chưa được xác minh",
    "chưa xác minh",
    "chưa được xác nhận",
    "chưa được kiểm chứng",
    "không thể xác minh",
    "không thể kiểm chứng",
    // Chinese (Simplified).
    "未经证实",
    "未经验证",
    "未证实",
    "无法核实",
    "无法验证",
    "尚未核实",
    // Chinese (Traditional).
    "未經證實",
    "未經驗證",
    "未證實",
    "無法核實",
    "無法驗證",
    "尚未核實",
    // Cantonese.
    "未核實",
    "核實唔到",
    "證實唔到",
    "冇辦法核實",
    // Japanese.
    "未確認",
    "未検証",
    "確認できていません",
    "確認できません",
    "検証できません",
    "裏付けが取れていない",
    // Korean.
    "확인되지 않은",
    "검증되지 않은",
    "미확인",
    "확인할 수 없습니다",
    "검증할 수 없습니다",
    "확인하지 못했습니다",
    // Indonesian.
    "belum diverifikasi",
    "tidak terverifikasi",
    "belum dikonfirmasi",
    "tidak dapat memverifikasi",
    "tidak bisa memverifikasi",
    "tidak dapat memastikan",
    // Malay.
    "belum disahkan",
    "tidak disahkan",
    "tidak dapat disahkan",
    "tidak dapat mengesahkan",
    "tidak dapat mengesahkannya",
    // Javanese.
    "durung diverifikasi",
    "durung dikonfirmasi",
    "durung dipriksa",
    "ora bisa dipastikake",
    // Sundanese.
    "can diverifikasi",
    "teu acan diverifikasi",
    "can dikonfirmasi",
    "teu bisa dipastikeun",
    // Tagalog.
    "hindi pa napatunayan",
    "hindi pa beripikado",
    "hindi kumpirmado",
    "hindi pa kumpirmado",
    "hindi ko ma-verify",
    "hindi ko mapatunayan",
    // Cebuano.
    "wala pa makumpirma",
    "dili makumpirma",
    "wala mapamatud-i",
    // Ilocano.
    "saan pay a napaneknekan",
    "di pay nakompirma",
    // Malagasy.
    "tsy voamarina",
    "mbola tsy voamarina",
    "tsy afaka manamarina",
    // Swahili.
    "haijathibitishwa",
    "hazijathibitishwa",
    "haijahakikiwa",
    "sijathibitisha",
    "siwezi kuthibitisha",
    "sikuweza kuthibitisha",
    // Amharic.
    "ያልተረጋገጠ",
    "አልተረጋገጠም",
    "ማረጋገጥ አልችልም",
    "ማረጋገጥ አልቻልኩም",
    // Tigrinya.
    "ዘይተረጋገጸ",
    "ኣይተረጋገጸን",
    "ከረጋግጽ ኣይክእልን",
    // Oromo.
    "hin mirkanoofne",
    "hin mirkanaa'in",
    "mirkaneessuu hin danda'u",
    // Somali.
    "lama xaqiijin",
    "aan la xaqiijin",
    "ma xaqiijin karo",
    "lama hubin",
    "ma hubin karo",
    // Hausa.
    "ba a tabbatar ba",
    "ba zan iya tabbatarwa ba",
    "ban iya tabbatarwa ba",
    "ba a tantance ba",
    // Yoruba.
    "a kò tíì fìdí rẹ̀ múlẹ̀",
    "ko tii fidi re mule",
    // Igbo.
    "enweghị nkwenye",
    "enweghị m ike ịkwado",
    // Zulu.
    "akuqinisekisiwe",
    "akuqinisekiswanga",
    "okungaqinisekisiwe",
    "angikwazi ukuqinisekisa",
    "angikwazanga ukuqinisekisa",
    // Xhosa.
    "andikwazi ukuqinisekisa",
    "andikwazanga ukuqinisekisa",
    // Sesotho.
    "ha e so netefatsoe",
    "ha ho so netefatsoe",
    "ha ke khone ho netefatsa",
    // Setswana.
    "ga e a netefadiwa",
    "ga go a netefadiwa",
    "ga ke kgone go netefatsa",
    "ga ke a kgona go netefatsa",
    // Shona.
    "hazvina kusimbiswa",
    "hazvisati zvasimbiswa",
    "handikwanise kusimbisa",
    "handina kukwanisa kusimbisa",
    // Kinyarwanda.
    "ntibyemejwe",
    "ntabwo byemejwe",
    "sinshobora kubyemeza",
    "ntibiragenzurwa",
    "ntabwo byagenzuwe",
    // Kirundi.
    "ntibiremezwa",
    "ntivyemejwe",
    // Luganda.
    "tekikakasiddwa",
    "tebikakasiddwa",
    "sisobola kukakasa",
    "sisobodde kukakasa",
    // Lingala.
    "endimisami naino te",
    "endimisami te",
    // Wolof.
    "duma ko mëna dëggal",
    // Fula.
    "teeŋtinaaka",
    // Twi.
    "wɔnnsii so dua",
    "mentumi nsi so dua",
    // Ewe.
    "womeɖo kpe edzi o",
    "nyemate ŋu aɖo kpe edzi o",
    // Afrikaans.
    "nie geverifieer nie",
    "ongeverifieer",
    "nie bevestig nie",
    "onbevestig",
    "kan nie verifieer nie",
    "kon nie verifieer nie",
    // Irish.
    "neamhfhíoraithe",
    "gan fíorú",
    "níl sé deimhnithe",
    "gan deimhniú",
    "ní féidir liom a fhíorú",
    // Scottish Gaelic.
    "gun dearbhadh",
    "cha deach a dhearbhadh",
    "chan urrainn dhomh a dhearbhadh",
    // Welsh.
    "heb ei wirio",
    "heb ei ddilysu",
    "heb ei gadarnhau",
    "heb eu cadarnhau",
    "ni allaf wirio",
    "methu gwirio",
    // Breton.
    "n'eo ket bet gwiriet",
    "ne c'hallan ket gwiriañ",
    "n'eo ket kadarnaet",
    // Basque.
    "egiaztatu gabe",
    "egiaztatu gabeko",
    "baieztatu gabe",
    "ez dago egiaztatuta",
    "ezin dut egiaztatu",
    "ezin izan dut egiaztatu",
    // Catalan.
    "no verificat",
    "sense verificar",
    "no confirmat",
    "no puc verificar",
    "no he pogut verificar",
    // Galician.
    "non verificado",
    "non verificada",
    "sen verificar",
    "non confirmado",
    "non podo verificar",
    "non puiden verificar",
    // Occitan.
    "pas verificat",
    "non verificat",
    "pas confirmat",
    "pòdi pas verificar",
    // Corsican.
    "micca verificatu",
    "micca cunfirmatu",
    "ùn possu micca verificà",
    // Luxembourgish.
    "net verifizéiert",
    "net bestätegt",
    "onbestätegt",
    "net iwwerpréift",
    "ka net iwwerpréift ginn",
    // Frisian.
    "net ferifiearre",
    "net befêstige",
    "net kontrolearre",
    "kin net ferifiearje",
    // Romansh.
    "betg verifitgà",
    "betg confermà",
    "na poss betg verifitgar",
    // Esperanto.
    "nekontrolita",
    "nekonfirmita",
    "ne kontrolita",
    "ne konfirmita",
    "mi ne povas kontroli",
    "mi ne povas konfirmi",
    // Latin.
    "non confirmatum",
    "non probatum",
    "non verificatum",
    "comprobare non possum",
    // Quechua.
    "mana chiqaqchasqa",
    // Aymara.
    "jan chiqapar uñt'ata",
    // Guarani.
    "noñemoañetéi",
    "ndaikatúi amoañete",
    // Nahuatl.
    "amo neltilīlli",
    // Maori.
    "kāore anō kia whakaūngia",
    "kāore e taea e au te whakaū",
    "kāore anō kia manatokohia",
    // Samoan.
    "e le'i fa'amaonia",
    "e leʻi faʻamaonia",
    "e le mafai ona ou fa'amaonia",
    // Tongan.
    "kei te'eki fakapapau'i",
    "'ikai fakapapau'i",
    // Hawaiian.
    "ʻaʻole i hōʻoiaʻiʻo ʻia",
    "aole i hooiaio ia",
    // Fijian.
    "se bera ni vakadeitaki",
    // Haitian Creole.
    "pa verifye",
    "poko verifye",
    "pa konfime",
    "mwen pa ka verifye",
    "mwen pa t ka verifye",
    // Papiamento.
    "no verifiká",
    "no konfirmá",
    "mi no por verifiká",
    "no a wòrdu verifiká",
    // Uyghur.
    "دەلىللەنمىگەن",
    "تەكشۈرۈلمىگەن",
    "ئىسپاتلانمىغان",
    "جەزملەشتۈرەلمەيمەن",
    "تەكشۈرەلمەيمەن",
    // French.
    "peut être obsolète",
    "pourrait être obsolète",
    "plus être à jour",
    "peut avoir changé depuis",
    "a pu changer depuis",
    "ne plus être d'actualité",
    // German.
    "möglicherweise veraltet",
    "veraltet sein",
    "nicht mehr aktuell",
    "nicht mehr auf dem neuesten stand",
    "inzwischen geändert",
    "seitdem geändert",
    // Spanish.
    "puede estar desactualizado",
    "podría estar desactualizado",
    "puede estar desactualizada",
    "puede estar obsoleto",
    "haber cambiado desde",
    "ya no esté vigente",
    // Portuguese.
    "pode estar desatualizado",
    "pode estar desatualizada",
    "estar desatualizado",
    "pode ter mudado",
    "ter mudado desde",
    "não estar mais atualizado",
    // Italian.
    "potrebbe essere obsoleto",
    "potrebbe essere obsoleta",
    "potrebbe non essere aggiornato",
    "non più aggiornato",
    "essere cambiato da allora",
    "essere cambiate da allora",
    // Dutch.
    "mogelijk verouderd",
    "verouderd zijn",
    "niet meer actueel",
    "niet langer actueel",
    "inmiddels veranderd",
    "sindsdien veranderd",
    // Swedish.
    "kan vara inaktuell",
    "kan vara föråldrad",
    "kan vara utdaterad",
    "inte längre aktuell",
    "ändrats sedan dess",
    "inte längre aktuella",
    // Norwegian.
    "kan være utdatert",
    "være utdatert",
    "ikke lenger aktuell",
    "ikke lenger oppdatert",
    "endret seg siden",
    "kan ha endret seg",
    // Danish.
    "kan være forældet",
    "være forældet",
    "ikke længere aktuel",
    "ikke længere opdateret",
    "ændret sig siden",
    "kan have ændret sig",
    // Icelandic.
    "gæti verið úrelt",
    "úreltar upplýsingar",
    "gæti hafa breyst",
    "ekki lengur í gildi",
    // Faroese.
    "ikki longur galdandi",
    "kann vera broytt",
    // Finnish.
    "saattaa olla vanhentunut",
    "voi olla vanhentunutta",
    "saattaa olla vanhentunutta",
    "ei välttämättä ole ajan tasalla",
    "enää ajan tasalla",
    "muuttunut sen jälkeen",
    // Estonian.
    "võib olla aegunud",
    "aegunud",
    "ei pruugi olla enam ajakohane",
    "ei pruugi enam kehtida",
    "vahepeal muutunud",
    "võib olla muutunud",
    // Hungarian.
    "elavult lehet",
    "elavult",
    "már nem aktuális",
    "nem naprakész",
    "azóta változhatott",
    "már nem érvényes",
    // Polish.
    "może być nieaktualne",
    "mogą być nieaktualne",
    "nieaktualne",
    "mogło się zmienić",
    "mogły się zmienić",
    "mogą być przestarzałe",
    // Czech.
    "může být zastaralé",
    "mohou být zastaralé",
    "zastaralé",
    "nemusí být aktuální",
    "mohlo se změnit",
    "již neaktuální",
    // Slovak.
    "môže byť zastarané",
    "môžu byť zastarané",
    "zastarané",
    "nemusí byť aktuálne",
    "mohlo sa zmeniť",
    "už nie je aktuálne",
    // Slovenian.
    "je morda zastarelo",
    "zastarelo",
    "zastareli",
    "ni več aktualno",
    "morda ni več aktualno",
    "se je morda spremenilo",
    // Croatian.
    "možda je zastarjelo",
    "zastarjelo",
    "zastarjeli",
    "više nije aktualno",
    "možda više nije aktualno",
    "možda se promijenilo",
    // Serbian (Cyrillic).
    "можда је застарело",
    "застарело",
    "застарели",
    "више није актуелно",
    "можда више није актуелно",
    "можда се променило",
    // Bosnian.
    "više nije aktuelno",
    "možda više nije aktuelno",
    // Macedonian.
    "можеби е застарено",
    "застарено",
    "застарени",
    "веќе не е актуелно",
    "можеби веќе не е актуелно",
    "можеби се променило",
    // Bulgarian.
    "може да е остаряла",
    "може да е остаряло",
    "остаряла информация",
    "може вече да не е актуална",
    "вече не е актуално",
    "може да се е променило",
    // Romanian.
    "poate fi învechit",
    "poate fi învechită",
    "pot fi învechite",
    "nu mai este actuală",
    "nu mai fie actual",
    "s-ar putea să se fi schimbat",
    // Russian.
    "может быть устаревшей",
    "может быть устаревшим",
    "могут быть устаревшими",
    "устаревшие данные",
    "может быть уже неактуальной",
    "могло измениться",
    // Ukrainian.
    "може бути застарілою",
    "може бути застарілим",
    "можуть бути застарілими",
    "застарілі дані",
    "може бути вже неактуальною",
    "могло змінитися",
    // Belarusian.
    "можа быць састарэлай",
    "могуць быць састарэлымі",
    "састарэлыя",
    "можа быць ужо неактуальнай",
    "магло змяніцца",
    // Lithuanian.
    "gali būti pasenusi",
    "gali būti pasenę",
    "pasenusi informacija",
    "gali būti nebeaktuali",
    "nebeaktualu",
    "galėjo pasikeisti",
    // Latvian.
    "var būt novecojusi",
    "var būt novecojis",
    "novecojusi informācija",
    "var vairs nebūt aktuāla",
    "vairs nav aktuāls",
    "varētu būt mainījies",
    // Greek.
    "μπορεί να είναι παρωχημένα",
    "μπορεί να είναι ξεπερασμένα",
    "ενδέχεται να μην είναι επίκαιρα",
    "μη ενημερωμένα",
    "μπορεί να έχουν αλλάξει",
    "μπορεί να έχει αλλάξει",
    // Albanian.
    "mund të jetë e vjetëruar",
    "mund të jetë i vjetëruar",
    "të vjetëruara",
    "mund të mos jetë më aktual",
    "nuk është më e përditësuar",
    "mund të ketë ndryshuar",
    // Turkish.
    "güncel olmayabilir",
    "güncelliğini yitirmiş olabilir",
    "eskimiş olabilir",
    "o zamandan beri değişmiş olabilir",
    "değişmiş olabilir",
    "artık geçerli olmayabilir",
    // Azerbaijani.
    "köhnəlmiş ola bilər",
    "aktual olmaya bilər",
    "artıq aktual olmaya bilər",
    "dəyişmiş ola bilər",
    "yenilənməmiş ola bilər",
    // Kazakh.
    "ескірген болуы мүмкін",
    "өзекті болмауы мүмкін",
    "өзгерген болуы мүмкін",
    "ескірген",
    // Uzbek.
    "eskirgan bo'lishi mumkin",
    "eskirgan boʻlishi mumkin",
    "eskirgan",
    "dolzarb bo'lmasligi mumkin",
    "o'zgargan bo'lishi mumkin",
    // Kyrgyz.
    "эскирген болушу мүмкүн",
    "актуалдуу болбошу мүмкүн",
    "өзгөргөн болушу мүмкүн",
    "эскирген",
    // Turkmen.
    "köne bolmagy mümkin",
    "könelen bolmagy mümkin",
    "üýtgän bolmagy mümkin",
    // Tatar.
    "искергән булырга мөмкин",
    "актуаль булмаска мөмкин",
    "үзгәргән булырга мөмкин",
    "искергән",
    // Bashkir.
    "иҫкергән булыуы мөмкин",
    "үҙгәргән булыуы мөмкин",
    "актуаль булмауы мөмкин",
    // Chuvash.
    "кивелнӗ пулма пултарать",
    "кивелнӗ",
    // Yakut.
    "эргэрбит буолуон сөп",
    "эргэрбит",
    // Tajik.
    "метавонад кӯҳна бошад",
    "кӯҳна шуда бошад",
    "метавонад аллакай мубрам набошад",
    "тағйир ёфта бошад",
    // Mongolian.
    "хуучирсан байж магадгүй",
    "хуучирсан",
    "шинэчлэгдээгүй байж магадгүй",
    "өөрчлөгдсөн байж магадгүй",
    // Georgian.
    "შეიძლება მოძველებული იყოს",
    "მოძველებული",
    "შეიძლება აღარ იყოს აქტუალური",
    "აღარ არის აქტუალური",
    "შესაძლოა შეიცვალა",
    // Armenian.
    "կարող է հնացած լինել",
    "հնացած",
    "կարող է արդեն արդիական չլինել",
    "կարող է փոխված լինել",
    // Hebrew.
    "עשוי להיות מיושן",
    "עשוי להיות לא עדכני",
    "לא עדכני",
    "ייתכן שהשתנה",
    "ייתכן שהשתנו",
    // Yiddish.
    "פֿאַרעלטערט",
    "קען זײַן פֿאַרעלטערט",
    // Arabic.
    "قد تكون قديمة",
    "قد يكون قديما",
    "قد تكون غير محدثة",
    "قد لا تكون محدثة",
    "قد تكون تغيرت",
    "قد تكون قد تغيرت",
    // Maltese.
    "jista' jkun skadut",
    "jista' jkun antikwat",
    "jista' ma jkunx aġġornat",
    "ma jkunx aġġornat",
    "seta' nbidel",
    // Persian.
    "ممکن است قدیمی باشد",
    "ممکن است منسوخ شده باشد",
    "ممکن است به‌روز نباشد",
    "ممکن است تغییر کرده باشد",
    "قدیمی شده باشد",
    "دیگر معتبر نباشد",
    // Dari.
    "ممکن است کهنه باشد",
    "ممکن است تغییر خورده باشد",
    // Pashto.
    "ښايي زوړ وي",
    "کېدای شي زوړ وي",
    "کیدای شي زوړ وي",
    "کېدای شي بدل شوی وي",
    "ښايي بدل شوی وي",
    // Urdu.
    "پرانی ہو سکتی ہے",
    "پرانا ہو سکتا ہے",
    "تازہ ترین نہ ہو",
    "اپ ڈیٹ نہ ہو",
    "بدل چکی ہو",
    "متروک ہو سکتا ہے",
    // Kurdish (Kurmanji).
    "dibe ku kevn be",
    "dibe ku ne rojane be",
    "dibe ku guherî be",
    "dibe ku hatibe guhertin",
    // Kurdish (Sorani).
    "لەوانەیە کۆن بێت",
    "لەوانەیە نوێ نەبێت",
    "لەوانەیە گۆڕابێت",
    // Hindi.
    "पुरानी हो सकती है",
    "पुराना हो सकता है",
    "अद्यतन न हो",
    "अब मान्य न हो",
    "बदल गई हो",
    "बदल चुकी हो",
    // Bengali.
    "পুরনো হতে পারে",
    "পুরোনো হতে পারে",
    "হালনাগাদ নাও হতে পারে",
    "আপডেট নাও হতে পারে",
    "পরিবর্তিত হয়ে থাকতে পারে",
    "বদলে গিয়ে থাকতে পারে",
    // Marathi.
    "जुनी असू शकते",
    "जुना असू शकतो",
    "कालबाह्य असू शकते",
    "अद्ययावत नसू शकते",
    "बदललेली असू शकते",
    // Gujarati.
    "જૂની હોઈ શકે",
    "જૂનું હોઈ શકે",
    "અદ્યતન ન હોય",
    "બદલાઈ ગયું હોઈ શકે",
    // Punjabi (Gurmukhi).
    "ਪੁਰਾਣੀ ਹੋ ਸਕਦੀ ਹੈ",
    "ਪੁਰਾਣਾ ਹੋ ਸਕਦਾ ਹੈ",
    "ਅੱਪਡੇਟ ਨਾ ਹੋਵੇ",
    "ਬਦਲ ਗਈ ਹੋਵੇ",
    // Odia.
    "ପୁରୁଣା ହୋଇପାରେ",
    "ଅଦ୍ୟତନ ହୋଇନପାରେ",
    "ବଦଳି ଯାଇଥାଇପାରେ",
    // Assamese.
    "পুৰণি হ'ব পাৰে",
    "পুৰণি হ’ব পাৰে",
    "সলনি হ'ব পাৰে",
    "আপডেট নহ'বও পাৰে",
    // Nepali.
    "पुरानो हुन सक्छ",
    "पुरानो भइसकेको हुन सक्छ",
    "अद्यावधिक नहुन सक्छ",
    "परिवर्तन भएको हुन सक्छ",
    "बदलिएको हुन सक्छ",
    // Sinhala.
    "යල් පැන ගොස් තිබිය හැක",
    "යල්පැනගිය",
    "යාවත්කාලීන නොවිය හැක",
    "වෙනස් වී තිබිය හැක",
    // Tamil.
    "காலாவதியானதாக இருக்கலாம்",
    "காலாவதியான",
    "பழையதாக இருக்கலாம்",
    "புதுப்பிக்கப்படாமல் இருக்கலாம்",
    "மாறியிருக்கலாம்",
    // Telugu.
    "పాతది కావచ్చు",
    "పాతబడి ఉండవచ్చు",
    "అప్‌డేట్ కాకపోవచ్చు",
    "మారి ఉండవచ్చు",
    "కాలం చెల్లిన",
    // Kannada.
    "ಹಳೆಯದಾಗಿರಬಹುದು",
    "ಕಾಲಬಾಹಿರ",
    "ನವೀಕರಿಸದಿರಬಹುದು",
    "ಬದಲಾಗಿರಬಹುದು",
    // Malayalam.
    "കാലഹരണപ്പെട്ടതാകാം",
    "കാലഹരണപ്പെട്ട",
    "പഴയതാകാം",
    "മാറിയിട്ടുണ്ടാകാം",
    // Tibetan.
    "རྙིང་པ་ཡིན་སྲིད",
    // Dzongkha.
    "རྙིངམ་ཨིན་འོང",
    // Burmese.
    "ခေတ်မမီ",
    "ခေတ်နောက်ကျ",
    "ပြောင်းလဲသွားနိုင်",
    // Thai.
    "อาจล้าสมัย",
    "ล้าสมัย",
    "อาจไม่เป็นปัจจุบัน",
    "อาจไม่ทันสมัย",
    "อาจเปลี่ยนแปลงไปแล้ว",
    // Lao.
    "ອາດລ້າສະໄໝ",
    "ລ້າສະໄໝ",
    "ລ້າສະໄຫມ",
    "ອາດບໍ່ເປັນປັດຈຸບັນ",
    "ອາດປ່ຽນແປງແລ້ວ",
    // Khmer.
    "ហួសសម័យ",
    "អាចហួសសម័យ",
    "អាចមិនទាន់សម័យ",
    "អាចបានផ្លាស់ប្តូរ",
    // Vietnamese.
    "có thể đã lỗi thời",
    "lỗi thời",
    "có thể đã cũ",
    "có thể không còn cập nhật",
    "có thể đã thay đổi",
    // Chinese (Simplified).
    "可能已过时",
    "过时",
    "可能不是最新",
    "可能已经改变",
    "可能已有变化",
    "可能已经变化",
    // Chinese (Traditional).
    "可能已過時",
    "過時",
    "可能已經改變",
    "可能已有變化",
    "可能已經變化",
    // Cantonese.
    "可能過時",
    "過咗時",
    "可能唔係最新",
    "可能已經變咗",
    "可能有變",
    // Japanese.
    "古い可能性",
    "古くなっている可能性",
    "最新ではない可能性",
    "変更されている可能性",
    "変わっている可能性",
    "情報が古い",
    // Korean.
    "오래된 정보일 수",
    "최신이 아닐 수",
    "최신 정보가 아닐 수",
    "변경되었을 수",
    "바뀌었을 수",
    "구식일 수",
    // Indonesian.
    "mungkin sudah usang",
    "mungkin sudah kedaluwarsa",
    "mungkin tidak lagi terkini",
    "mungkin sudah tidak berlaku",
    "mungkin telah berubah",
    "mungkin sudah berubah",
    // Malay.
    "mungkin sudah lapuk",
    "mungkin sudah ketinggalan zaman",
    "mungkin sudah tidak terkini",
    // Javanese.
    "bisa uga wis lawas",
    "wis kedaluwarsa",
    "bisa uga wis owah",
    "bisa wae wis ganti",
    // Sundanese.
    "geus kadaluwarsa",
    "meureun geus robah",
    "meureun geus teu berlaku",
    // Tagalog.
    "maaaring luma na",
    "maaaring hindi na napapanahon",
    "maaaring hindi na updated",
    "maaaring nagbago na",
    // Cebuano.
    "basin karaan na",
    "basin dili na updated",
    "basin nausab na",
    // Ilocano.
    "mabalin a nalaon",
    // Malagasy.
    "mety ho lany andro",
    "mety ho efa tranainy",
    "mety efa niova",
    "mety tsy vaovao intsony",
    // Swahili.
    "huenda imepitwa na wakati",
    "imepitwa na wakati",
    "zimepitwa na wakati",
    "huenda si ya sasa",
    "huenda imebadilika",
    "huenda zimebadilika",
    // Amharic.
    "ጊዜው ያለፈበት ሊሆን ይችላል",
    "ጊዜው ያለፈበት",
    "ተቀይሮ ሊሆን ይችላል",
    "ወቅታዊ ላይሆን ይችላል",
    // Tigrinya.
    "ግዚኡ ዝሓለፎ",
    "ዝበለየ ክኸውን ይኽእል",
    // Oromo.
    "kan yeroon irra darbe ta'uu danda'a",
    "yeroon irra darbee",
    "jijjiiramee ta'uu danda'a",
    // Somali.
    "laga yaabaa inuu duugoobay",
    "duugoobay",
    "waqtigiisu dhaafay",
    "laga yaabaa inay is beddeshay",
    "laga yaabaa inay isbeddeshay",
    // Hausa.
    "mai yiwuwa ya tsufa",
    "yana iya zama ya canza",
    "mai yiwuwa ya canza",
    // Yoruba.
    "le ti yípadà",
    "le ti yipada",
    // Igbo.
    "nwere ike ịbụ nke ochie",
    "nwere ike ịbụ na ọ gbanwere",
    // Zulu.
    "sekuphelelwe yisikhathi",
    "kungenzeka ukuthi sekuphelelwe yisikhathi",
    "kungenzeka ukuthi sekushintshile",
    "kungenzeka sekushintshile",
    // Xhosa.
    "iphelelwe lixesha",
    "liphelelwe lixesha",
    "kusenokwenzeka ukuba iphelelwe lixesha",
    "kusenokwenzeka ukuba itshintshile",
    // Sesotho.
    "e siiloe ke nako",
    "e ka be e fetohile",
    // Setswana.
    "e ka tswa e tsofetse",
    "e ka tswa e fetogile",
    "e fetilwe ke nako",
    // Shona.
    "zvingangove zvechinyakare",
    "zvingangove zvachinja",
    // Kinyarwanda.
    "bishobora kuba byarataye igihe",
    "byarataye igihe",
    "bishobora kuba byarahindutse",
    // Kirundi.
    "vyoshobora kuba vyarahindutse",
    // Luganda.
    "kiyinza okuba nga kyakyuka",
    "biyinza okuba nga byakyuka",
    "kiyinza okuba nga kyayitawo",
    // Lingala.
    "ekoki kozala ya kala",
    // Wolof.
    "mën na soppiku",
    // Fula.
    "ina waawi ɓooyde",
    // Twi.
    "ebetumi ayɛ dada",
    // Ewe.
    "ate ŋu anye xoxo",
    // Afrikaans.
    "mag verouderd wees",
    "kan verouderd wees",
    "verouderd",
    "dalk nie meer op datum nie",
    "nie meer aktueel nie",
    "kan intussen verander het",
    // Irish.
    "as dáta",
    "d'fhéadfadh sé a bheith as dáta",
    // Scottish Gaelic.
    "a-mach à ceann-latha",
    "dh'fhaodadh gun do dh'atharraich e",
    // Welsh.
    "gallai fod wedi dyddio",
    "wedi dyddio",
    "efallai nad yw'n gyfredol",
    "gallai fod wedi newid",
    "efallai ei fod wedi newid",
    // Breton.
    "dispredet",
    "marteze eo cheñchet",
    // Basque.
    "zaharkituta egon daiteke",
    "zaharkitua",
    "baliteke eguneratuta ez egotea",
    "baliteke aldatu izana",
    // Catalan.
    "pot estar desactualitzat",
    "pot estar desactualitzada",
    "desactualitzada",
    "podria estar obsolet",
    "pot haver canviat",
    "ja no sigui vigent",
    // Galician.
    "pode estar desactualizado",
    "pode estar desactualizada",
    "pode estar obsoleto",
    "puido cambiar",
    "pode ter cambiado",
    // Occitan.
    "pòt èsser obsolet",
    "a pogut cambiar",
    "pas mai a jorn",
    // Corsican.
    "pò esse antiquatu",
    "pò esse superatu",
    "pò esse cambiatu",
    // Luxembourgish.
    "eventuell veralt",
    "kéint veralt sinn",
    "net méi aktuell",
    "huet sech zënterhier geännert",
    // Frisian.
    "kin ferâldere wêze",
    "ferâldere",
    "net mear aktueel",
    "sûnt feroare",
    // Romansh.
    "po esser antiquà",
    "betg pli actual",
    "po esser sa midà",
    // Esperanto.
    "eble malaktuala",
    "povas esti malaktuala",
    "malaktualaj",
    "eble malnoviĝis",
    "eble ŝanĝiĝis",
    // Latin.
    "fortasse obsoletum",
    "iam obsoletum",
    "fortasse mutatum est",
    // Quechua.
    "mawk'a kanman",
    // Aymara.
    "inas nayrawa",
    // Guarani.
    "ikatu itujáma",
    // Nahuatl.
    "ahzo ye huēhuehtic",
    // Maori.
    "kua tawhito pea",
    "kua hipa pea te wā",
    "kua rerekē pea",
    // Samoan.
    "atonu ua tuai",
    "atonu ua suia",
    // Tongan.
    "mahalo kuo motu'a",
    "mahalo kuo liliu",
    // Hawaiian.
    "ua kahiko paha",
    "ua loli paha",
    // Fijian.
    "rairai sa makawa",
    // Haitian Creole.
    "ka demode",
    "petèt pa ajou",
    "ka pa ajou ankò",
    "ka chanje depi",
    "petèt chanje",
    // Papiamento.
    "por ta desaktualisá",
    "por ta bieu kaba",
    "por a kambia",
    "kisas a kambia",
    // Uyghur.
    "كونىراپ قالغان بولۇشى مۇمكىن",
    "ۋاقتى ئۆتكەن بولۇشى مۇمكىن",
    "ئۆزگەرگەن بولۇشى مۇمكىن",
    // French.
    "peut ne pas être exact",
    "pourrait être inexact",
    "peut être inexact",
    "pourrait être faux",
    "peut être erroné",
    "pas sûr que ce soit correct",
    // German.
    "möglicherweise nicht korrekt",
    "möglicherweise falsch",
    "könnte falsch sein",
    "könnte ungenau sein",
    "möglicherweise ungenau",
    "nicht stimmen",
    // Spanish.
    "puede no ser cierto",
    "podría no ser correcto",
    "puede ser inexacto",
    "podría estar equivocado",
    "podría ser incorrecto",
    "no estoy seguro de que sea correcto",
    // Portuguese.
    "pode não ser verdade",
    "pode não estar correto",
    "pode ser impreciso",
    "pode estar errado",
    "pode não ser exato",
    "não tenho certeza se está correto",
    // Italian.
    "potrebbe non essere vero",
    "potrebbe non essere corretto",
    "potrebbe essere inesatto",
    "potrebbe essere sbagliato",
    "potrebbe essere errato",
    "non sono sicuro che sia corretto",
    // Dutch.
    "mogelijk niet correct",
    "mogelijk onjuist",
    "kan onjuist zijn",
    "kan fout zijn",
    "mogelijk niet juist",
    "niet kloppen",
    // Swedish.
    "kanske inte stämmer",
    "kan vara felaktig",
    "kan vara felaktigt",
    "kan vara fel",
    "inte säker på att det stämmer",
    "kan vara missvisande",
    // Norwegian.
    "kan være feil",
    "kan være unøyaktig",
    "kan være uriktig",
    "er kanskje ikke korrekt",
    "ikke sikker på om det stemmer",
    // Danish.
    "kan være forkert",
    "kan være unøjagtig",
    "er muligvis ikke korrekt",
    "muligvis forkert",
    "ikke sikker på, om det er korrekt",
    // Icelandic.
    "gæti verið rangt",
    "gæti verið ónákvæmt",
    "ekki víst að þetta sé rétt",
    "ekki víst að það sé rétt",
    // Faroese.
    "kann vera skeivt",
    "kann vera rangt",
    // Finnish.
    "ei välttämättä pidä paikkaansa",
    "voi olla virheellinen",
    "saattaa olla virheellistä",
    "saattaa olla väärin",
    "voi olla epätarkka",
    "en ole varma, pitääkö",
    // Estonian.
    "ei pruugi olla tõene",
    "ei pruugi olla õige",
    "võib olla ebatäpne",
    "võib olla vale",
    "ei pruugi paika pidada",
    // Hungarian.
    "nem biztos, hogy igaz",
    "nem biztos, hogy helyes",
    "pontatlan lehet",
    "téves lehet",
    "hibás lehet",
    "lehet, hogy nem igaz",
    // Polish.
    "może nie być prawdą",
    "może być niepoprawne",
    "może być nieprawidłowe",
    "może być nieścisłe",
    "może być błędne",
    "mogę się mylić",
    // Czech.
    "nemusí být pravdivé",
    "nemusí být správné",
    "může být nepřesné",
    "může být chybné",
    "nemusí to být pravda",
    "mohu se mýlit",
    // Slovak.
    "nemusí byť pravdivé",
    "nemusí byť správne",
    "môže byť nepresné",
    "môže byť chybné",
    "nemusí to byť pravda",
    "môžem sa mýliť",
    // Slovenian.
    "morda ni res",
    "morda ni pravilno",
    "morda ni točno",
    "je lahko napačno",
    "je morda netočno",
    "morda se motim",
    // Croatian.
    "možda nije točno",
    "možda nije istina",
    "možda nije ispravno",
    "može biti netočno",
    "može biti pogrešno",
    "mogu biti u krivu",
    // Serbian (Cyrillic).
    "можда није тачно",
    "можда није истина",
    "можда није исправно",
    "може бити нетачно",
    "може бити погрешно",
    "могу да грешим",
    // Bosnian.
    "možda nije tačno",
    "može biti netačno",
    // Macedonian.
    "можеби не е точно",
    "можеби не е вистина",
    "може да е неточно",
    "може да биде погрешно",
    "можеби грешам",
    // Bulgarian.
    "може да не е вярно",
    "може да не е вярна",
    "може да не е точно",
    "може да е погрешно",
    "може да греша",
    // Romanian.
    "s-ar putea să nu fie adevărat",
    "s-ar putea să nu fie corect",
    "poate fi inexact",
    "poate fi incorect",
    "s-ar putea să greșesc",
    "nu sunt sigur că este corect",
    // Russian.
    "может быть неверной",
    "может быть неверным",
    "может быть неточной",
    "может быть ошибочной",
    "может не соответствовать действительности",
    "могу ошибаться",
    // Ukrainian.
    "може бути неправильною",
    "може бути неправильним",
    "може бути неточною",
    "може бути хибною",
    "може не відповідати дійсності",
    "можу помилятися",
    // Belarusian.
    "можа быць няправільнай",
    "можа быць недакладнай",
    "можа быць памылковай",
    "можа не адпавядаць рэчаіснасці",
    "магу памыляцца",
    // Lithuanian.
    "gali būti netiesa",
    "gali būti netikslu",
    "gali būti netiksli",
    "gali būti neteisinga",
    "gali būti klaidinga",
    "galiu klysti",
    // Latvian.
    "var nebūt patiesība",
    "var nebūt pareizi",
    "var būt neprecīza",
    "var būt nepareiza",
    "var būt kļūdaina",
    "varu kļūdīties",
    // Greek.
    "μπορεί να μην είναι αληθές",
    "μπορεί να μην είναι σωστό",
    "ενδέχεται να είναι ανακριβές",
    "ενδέχεται να μην είναι ακριβές",
    "μπορεί να είναι λάθος",
    "μπορεί να κάνω λάθος",
    // Albanian.
    "mund të mos jetë e vërtetë",
    "mund të mos jetë e saktë",
    "mund të mos jetë i saktë",
    "mund të jetë e pasaktë",
    "mund të jetë gabim",
    "mund të gabohem",
    // Turkish.
    "doğru olmayabilir",
    "yanlış olabilir",
    "hatalı olabilir",
    "kesin olmayabilir",
    "yanılıyor olabilirim",
    "doğru olduğundan emin değilim",
    // Azerbaijani.
    "doğru olmaya bilər",
    "düzgün olmaya bilər",
    "yanlış ola bilər",
    "səhv ola bilər",
    "dəqiq olmaya bilər",
    "yanıla bilərəm",
    // Kazakh.
    "дұрыс болмауы мүмкін",
    "шындыққа сәйкес келмеуі мүмкін",
    "қате болуы мүмкін",
    "нақты болмауы мүмкін",
    "қателесуім мүмкін",
    // Uzbek.
    "to'g'ri bo'lmasligi mumkin",
    "noto'g'ri bo'lishi mumkin",
    "xato bo'lishi mumkin",
    "xato boʻlishi mumkin",
    "aniq bo'lmasligi mumkin",
    "adashishim mumkin",
    // Kyrgyz.
    "туура эмес болушу мүмкүн",
    "так эмес болушу мүмкүн",
    "чындыкка дал келбеши мүмкүн",
    "ката болушу мүмкүн",
    "жаңылышым мүмкүн",
    // Turkmen.
    "dogry bolmazlygy mümkin",
    "nädogry bolmagy mümkin",
    "ýalňyş bolmagy mümkin",
    "ýalňyşýan bolmagym mümkin",
    // Tatar.
    "дөрес булмаска мөмкин",
    "ялгыш булырга мөмкин",
    "төгәл булмаска мөмкин",
    "ялгышуым мөмкин",
    // Bashkir.
    "дөрөҫ булмауы мөмкин",
    "хата булыуы мөмкин",
    "яңылышыуым мөмкин",
    // Chuvash.
    "тӗрӗс мар пулма пултарать",
    "йӑнӑш пулма пултарать",
    // Yakut.
    "сыыһа буолуон сөп",
    "сөпкө суох буолуон сөп",
    // Tajik.
    "метавонад дуруст набошад",
    "шояд дуруст набошад",
    "метавонад нодуруст бошад",
    "метавонад хато бошад",
    "шояд хато кунам",
    // Mongolian.
    "үнэн биш байж магадгүй",
    "зөв биш байж магадгүй",
    "буруу байж магадгүй",
    "алдаатай байж магадгүй",
    "би буруу байж магадгүй",
    // Georgian.
    "შეიძლება არ იყოს სიმართლე",
    "შეიძლება არ იყოს სწორი",
    "შესაძლოა არაზუსტი იყოს",
    "შესაძლოა არ იყოს ზუსტი",
    "შეიძლება მცდარი იყოს",
    "შეიძლება ვცდები",
    // Armenian.
    "կարող է ճիշտ չլինել",
    "կարող է սխալ լինել",
    "կարող է ոչ ճշգրիտ լինել",
    "կարող է իրականությանը չհամապատասխանել",
    "գուցե սխալվում եմ",
    // Hebrew.
    "ייתכן שאינו נכון",
    "ייתכן שזה לא נכון",
    "עלול להיות שגוי",
    "עשוי להיות לא מדויק",
    "ייתכן שאני טועה",
    "לא בטוח שזה נכון",
    // Yiddish.
    "קען זײַן פֿאַלש",
    "קען זײַן אומריכטיק",
    "קען זײַן נישט ריכטיק",
    // Arabic.
    "قد لا يكون صحيحا",
    "قد لا يكون صحيحًا",
    "قد لا تكون صحيحة",
    "قد تكون غير دقيقة",
    "قد يكون غير دقيق",
    "قد أكون مخطئا",
    // Maltese.
    "jista' ma jkunx minnu",
    "jista' ma jkunx korrett",
    "jista' jkun żbaljat",
    "jista' jkun mhux preċiż",
    "nista' nkun żbaljat",
    // Persian.
    "ممکن است درست نباشد",
    "ممکن است صحیح نباشد",
    "ممکن است نادرست باشد",
    "ممکن است دقیق نباشد",
    "ممکن است اشتباه باشد",
    "شاید اشتباه کنم",
    // Pashto.
    "کېدای شي سم نه وي",
    "کیدای شي سم نه وي",
    "ښايي سم نه وي",
    "کېدای شي غلط وي",
    "ښايي ریښتیا نه وي",
    "کېدای شي دقیق نه وي",
    // Urdu.
    "درست نہ ہو",
    "صحیح نہ ہو",
    "غلط ہو سکتا ہے",
    "غلط ہو سکتی ہے",
    "میں غلط ہو سکتا ہوں",
    // Kurdish (Kurmanji).
    "dibe ku ne rast be",
    "dibe ku şaş be",
    "dibe ku ne dirust be",
    "dibe ku ez şaş bim",
    // Kurdish (Sorani).
    "لەوانەیە ڕاست نەبێت",
    "لەوانەیە هەڵە بێت",
    "لەوانەیە دروست نەبێت",
    "لەوانەیە من هەڵە بم",
    // Hindi.
    "सही न हो",
    "सच न हो",
    "गलत हो सकता है",
    "गलत हो सकती है",
    "सटीक न हो",
    "मैं गलत हो सकता हूँ",
    // Bengali.
    "সঠিক নাও হতে পারে",
    "সত্য নাও হতে পারে",
    "ভুল হতে পারে",
    "নির্ভুল নাও হতে পারে",
    "আমি ভুল হতে পারি",
    // Marathi.
    "खरे नसू शकते",
    "बरोबर नसू शकते",
    "चुकीचे असू शकते",
    "अचूक नसू शकते",
    "मी चुकीचा असू शकतो",
    // Gujarati.
    "સાચું ન હોય",
    "સાચું ન પણ હોય",
    "ખોટું હોઈ શકે",
    "ચોક્કસ ન હોય",
    "હું ખોટો હોઈ શકું",
    // Punjabi (Gurmukhi).
    "ਸਹੀ ਨਾ ਹੋਵੇ",
    "ਸੱਚ ਨਾ ਹੋਵੇ",
    "ਗਲਤ ਹੋ ਸਕਦਾ ਹੈ",
    "ਗ਼ਲਤ ਹੋ ਸਕਦਾ ਹੈ",
    "ਮੈਂ ਗਲਤ ਹੋ ਸਕਦਾ ਹਾਂ",
    // Odia.
    "ସତ୍ୟ ହୋଇନପାରେ",
    "ଠିକ୍ ହୋଇନପାରେ",
    "ସଠିକ୍ ହୋଇନପାରେ",
    "ଭୁଲ ହୋଇପାରେ",
    // Assamese.
    "সঁচা নহ'বও পাৰে",
    "শুদ্ধ নহ'বও পাৰে",
    "ভুল হ'ব পাৰে",
    "ভুল হ’ব পাৰে",
    // Nepali.
    "सत्य नहुन सक्छ",
    "सही नहुन सक्छ",
    "गलत हुन सक्छ",
    "सटीक नहुन सक्छ",
    "म गलत हुन सक्छु",
    // Sinhala.
    "සත්‍ය නොවිය හැක",
    "නිවැරදි නොවිය හැක",
    "වැරදි විය හැක",
    "නිරවද්‍ය නොවිය හැක",
    // Tamil.
    "உண்மையாக இல்லாமல் இருக்கலாம்",
    "சரியாக இல்லாமல் இருக்கலாம்",
    "தவறாக இருக்கலாம்",
    "துல்லியமாக இல்லாமல் இருக்கலாம்",
    "நான் தவறாக இருக்கலாம்",
    // Telugu.
    "నిజం కాకపోవచ్చు",
    "సరైనది కాకపోవచ్చు",
    "తప్పు కావచ్చు",
    "ఖచ్చితమైనది కాకపోవచ్చు",
    "నేను తప్పు కావచ్చు",
    // Kannada.
    "ನಿಜವಲ್ಲದಿರಬಹುದು",
    "ಸರಿಯಾಗಿಲ್ಲದಿರಬಹುದು",
    "ತಪ್ಪಾಗಿರಬಹುದು",
    "ನಿಖರವಾಗಿಲ್ಲದಿರಬಹುದು",
    // Malayalam.
    "ശരിയായിരിക്കില്ല",
    "സത്യമായിരിക്കില്ല",
    "തെറ്റായിരിക്കാം",
    "കൃത്യമായിരിക്കില്ല",
    "എനിക്ക് തെറ്റ് പറ്റിയിരിക്കാം",
    // Tibetan.
    "ནོར་སྲིད",
    "བདེན་པ་མིན་སྲིད",
    // Dzongkha.
    "འཛོལ་བ་ཨིན་འོང",
    // Burmese.
    "မှားနိုင်",
    "မှားယွင်းနိုင်",
    "မှန်ချင်မှမှန်",
    // Thai.
    "อาจไม่ถูกต้อง",
    "อาจไม่เป็นความจริง",
    "อาจผิด",
    "อาจคลาดเคลื่อน",
    "อาจไม่แม่นยำ",
    // Lao.
    "ອາດບໍ່ຖືກຕ້ອງ",
    "ອາດບໍ່ແມ່ນຄວາມຈິງ",
    "ອາດຜິດ",
    // Khmer.
    "អាចមិនត្រឹមត្រូវ",
    "អាចមិនពិត",
    "អាចខុស",
    // Vietnamese.
    "có thể không đúng",
    "có thể không chính xác",
    "có thể chưa chính xác",
    "có thể sai",
    "tôi có thể sai",
    // Chinese (Simplified).
    "可能不准确",
    "可能不正确",
    "可能有误",
    "未必准确",
    "可能不属实",
    "可能是错的",
    // Chinese (Traditional).
    "可能不準確",
    "可能不正確",
    "可能有誤",
    "未必準確",
    "可能不屬實",
    "可能是錯的",
    // Cantonese.
    "可能唔啱",
    "未必啱",
    "可能唔準確",
    "未必準",
    "可能有錯",
    "可能唔係真",
    // Japanese.
    "正確でない可能性",
    "正しくない可能性",
    "誤っている可能性",
    "間違っている可能性",
    "事実と異なる可能性",
    "不正確な可能性",
    // Korean.
    "사실이 아닐 수",
    "정확하지 않을 수",
    "부정확할 수",
    "틀릴 수",
    "틀렸을 수",
    "잘못되었을 수",
    // Indonesian.
    "mungkin tidak benar",
    "mungkin tidak akurat",
    "mungkin salah",
    "bisa jadi salah",
    "mungkin kurang tepat",
    "saya bisa saja salah",
    // Malay.
    "mungkin tidak tepat",
    "mungkin tidak betul",
    "saya mungkin salah",
    // Javanese.
    "bisa uga ora bener",
    "mbokmenawa ora bener",
    "bisa uga salah",
    "bisa wae salah",
    // Sundanese.
    "meureun teu bener",
    "meureun salah",
    "teu tangtu bener",
    // Tagalog.
    "maaaring hindi totoo",
    "maaaring hindi tama",
    "maaaring mali",
    "maaaring hindi tumpak",
    "baka mali ako",
    // Cebuano.
    "basin dili tinuod",
    "basin dili sakto",
    "basin sayop",
    "basin sayop ko",
    // Ilocano.
    "mabalin a saan a pudno",
    "mabalin a biddut",
    // Malagasy.
    "mety tsy marina",
    "mety diso",
    "mety tsy marina tanteraka",
    // Swahili.
    "huenda si kweli",
    "huenda si sahihi",
    "inaweza kuwa si sahihi",
    "inaweza kuwa na makosa",
    "huenda ikawa si sahihi",
    "huenda nimekosea",
    // Amharic.
    "ትክክል ላይሆን ይችላል",
    "እውነት ላይሆን ይችላል",
    "ትክክለኛ ላይሆን ይችላል",
    "ስህተት ሊሆን ይችላል",
    "ልሳሳት እችላለሁ",
    // Tigrinya.
    "ቅኑዕ ዘይኮነ ክኸውን ይኽእል",
    "ሓቂ ዘይኮነ ክኸውን ይኽእል",
    "ጌጋ ክኸውን ይኽእል",
    // Oromo.
    "dhugaa ta'uu dhiisuu danda'a",
    "sirrii ta'uu dhiisuu danda'a",
    "dogoggora ta'uu danda'a",
    // Somali.
    "laga yaabaa inaanu run ahayn",
    "laga yaabaa inaanay sax ahayn",
    "laga yaabaa inaanu sax ahayn",
    "laga yaabaa inuu khaldan yahay",
    "waxaa laga yaabaa inaan khaldanahay",
    // Hausa.
    "mai yiwuwa ba gaskiya ba ne",
    "mai yiwuwa ba daidai ba ne",
    "yana iya zama ba daidai ba",
    "mai yiwuwa kuskure ne",
    "zan iya yin kuskure",
    // Yoruba.
    "le má jẹ́ òtítọ́",
    "le ma je otito",
    "le má tọ̀nà",
    "le ma tona",
    "mo lè ṣe àṣìṣe",
    // Igbo.
    "nwere ike ọ bụghị eziokwu",
    "nwere ike ọ gaghị abụ eziokwu",
    "enwere m ike ihie ụzọ",
    // Zulu.
    "kungenzeka akulona iqiniso",
    "kungenzeka kungeyona iqiniso",
    "kungenzeka akulungile",
    "kungenzeka kungalungile",
    "kungenzeka ngiphosisile",
    // Xhosa.
    "kusenokwenzeka ukuba ayiyonyani",
    "kusenokwenzeka ukuba ayichanekanga",
    "ndisenokuba ndiyaphazama",
    // Sesotho.
    "e ka 'na ea se be 'nete",
    "e ka 'na ea se nepahale",
    "e ka ba e fosahetse",
    "nka be ke fositse",
    // Setswana.
    "e ka tswa e sa nepagala",
    "e ka tswa e phoso",
    "nka tswa ke phoso",
    // Shona.
    "zvingangove zvisiri zvechokwadi",
    "zvingangove zvisiri izvo",
    "ndingangove ndakanganisa",
    // Kinyarwanda.
    "bishobora kuba atari ukuri",
    "bishobora kuba bitari byo",
    "bishobora kuba ari amakosa",
    "nshobora kuba nibeshya",
    // Kirundi.
    "vyoshobora kuba atari ukuri",
    "vyoshobora kuba ari ikosa",
    // Luganda.
    "kiyinza obutaba kituufu",
    "biyinza obutaba bituufu",
    "kiyinza okuba nga si kituufu",
    "nnyinza okuba nga nsobye",
    // Lingala.
    "ekoki kozala ya solo te",
    "ekoki kozala libunga",
    // Wolof.
    "mën na nekk lu dul dëgg",
    "mën na am njuumte",
    // Fula.
    "ina waawi wonaa goonga",
    // Twi.
    "ebetumi anyɛ nokware",
    "ebetumi ayɛ mfomsoɔ",
    // Ewe.
    "ɖewohĩ menye nyateƒe o",
    "ɖewohĩ mesɔ o",
    // Afrikaans.
    "mag nie waar wees nie",
    "dalk nie korrek nie",
    "kan verkeerd wees",
    "kan onakkuraat wees",
    "mag onjuis wees",
    "ek kan verkeerd wees",
    // Irish.
    "b'fhéidir nach bhfuil sé fíor",
    "b'fhéidir nach bhfuil sé cruinn",
    "b'fhéidir nach bhfuil sé ceart",
    "d'fhéadfadh sé a bheith mícheart",
    // Scottish Gaelic.
    "dh'fhaodadh nach eil e fìor",
    "dh'fhaodadh nach eil e ceart",
    "dh'fhaodadh gu bheil e ceàrr",
    // Welsh.
    "efallai nad yw'n wir",
    "efallai nad yw'n gywir",
    "gallai fod yn anghywir",
    "gallwn i fod yn anghywir",
    // Breton.
    "marteze n'eo ket gwir",
    "marteze n'eo ket reizh",
    "marteze eo faos",
    // Basque.
    "baliteke egia ez izatea",
    "baliteke zuzena ez izatea",
    "okerra izan daiteke",
    "zehaztugabea izan daiteke",
    "baliteke oker egotea",
    // Catalan.
    "pot no ser cert",
    "podria no ser correcte",
    "pot ser inexacte",
    "podria estar equivocat",
    "podria ser incorrecte",
    "no estic segur que sigui correcte",
    // Galician.
    "pode non ser certo",
    "podería non ser correcto",
    "pode ser inexacto",
    "podería estar equivocado",
    "podería ser incorrecto",
    // Occitan.
    "pòt èsser fals",
    "benlèu pas verai",
    "pòt èsser inexacte",
    "benlèu pas corrècte",
    // Corsican.
    "pò ùn esse veru",
    "pò ùn esse currettu",
    "pò esse sbagliatu",
    // Luxembourgish.
    "eventuell net korrekt",
    "eventuell falsch",
    "kéint falsch sinn",
    "kéint net stëmmen",
    // Frisian.
    "kin ferkeard wêze",
    "miskien net korrekt",
    "miskien net wier",
    "kin net krekt wêze",
    // Romansh.
    "po esser fauss",
    "forsa betg correct",
    "forsa betg vair",
    // Esperanto.
    "eble ne veras",
    "eble ne ĝustas",
    "povas esti malĝusta",
    "eble malĝusta",
    "mi povas erari",
    // Latin.
    "fortasse non verum",
    "fortasse falsum",
    "fortasse non rectum",
    "fortasse erro",
    // Quechua.
    "mana chiqaqchu kanman",
    "pantasqa kanman",
    // Aymara.
    "inas janiw chiqapäkchiti",
    // Guarani.
    "ikatu ndaha'éi añete",
    // Nahuatl.
    "ahzo ahmo melahuac",
    // Maori.
    "kāore pea i te tika",
    "kāore pea i te pono",
    "kei te hē pea au",
    // Samoan.
    "atonu e le moni",
    "atonu e le sa'o",
    "atonu e sese",
    "atonu ou te sese",
    // Tongan.
    "mahalo 'oku 'ikai mo'oni",
    "mahalo 'oku 'ikai tonu",
    "mahalo 'oku hala",
    // Hawaiian.
    "ʻaʻole paha i pololei",
    "aole paha i pololei",
    "ʻaʻole paha he ʻoiaʻiʻo",
    "ua hewa paha",
    // Fijian.
    "rairai e sega ni dina",
    "rairai e cala",
    // Haitian Creole.
    "ka pa vre",
    "petèt pa vre",
    "ka pa kòrèk",
    "petèt mwen twonpe m",
    // Papiamento.
    "por no ta bèrdat",
    "kisas no ta korekto",
    "por ta robes",
    "por ta inkorekto",
    // Uyghur.
    "توغرا بولماسلىقى مۇمكىن",
    "راست بولماسلىقى مۇمكىن",
    "خاتا بولۇشى مۇمكىن",
    "خاتالىشىشىم مۇمكىن",
];

/// Phrases by which a writer makes its answer hang on what the asker meant (`if you mean`,
/// `assuming you mean`, `si te refieres a`, `如果你指的是`), lowercase, in about 130
/// languages: before a value written out, they condition it as a question's reading, not
/// offer it (`If you want JSON, here it is:` is an offer).
const IF_YOU_MEAN: [&str; 520] = [
    // English.
    "if you mean",
    "if you meant",
    "assuming you mean",
    "if by that you mean",
    "depending on what you mean",
    // English.
    "if you mean",
    "if you meant",
    "assuming you mean",
    "if by that you mean",
    "depending on what you mean",
    "if you're referring to",
    // French.
    "si vous voulez dire",
    "si tu veux dire",
    "si vous parlez de",
    "si par là vous entendez",
    "selon ce que vous entendez par",
    "en supposant que vous vouliez dire",
    // German.
    "falls du meinst",
    "wenn du damit",
    "wenn sie damit",
    "wenn du meinst",
    "wenn sie meinen",
    "falls sie meinen",
    "falls du damit",
    "falls sie damit",
    "je nachdem, was du meinst",
    "je nachdem, was sie meinen",
    // Spanish.
    "si te refieres a",
    "si se refiere a",
    "si quieres decir",
    "suponiendo que te refieres",
    "dependiendo de lo que quieras decir",
    "si con eso te refieres",
    // Portuguese.
    "se você quer dizer",
    "se você se refere",
    "se está se referindo",
    "supondo que você queira dizer",
    "dependendo do que você quer dizer",
    "se quis dizer",
    // Italian.
    "se intendi",
    "se intende",
    "se ti riferisci a",
    "se si riferisce a",
    "supponendo che tu intenda",
    "a seconda di cosa intendi",
    // Dutch.
    "als je bedoelt",
    "als u bedoelt",
    "als je het hebt over",
    "als u het heeft over",
    "afhankelijk van wat je bedoelt",
    "afhankelijk van wat u bedoelt",
    // Swedish.
    "om du menar",
    "om ni menar",
    "förutsatt att du menar",
    "beroende på vad du menar",
    "om du syftar på",
    "om du avser",
    // Norwegian.
    "hvis du mener",
    "om du mener",
    "dersom du mener",
    "forutsatt at du mener",
    "avhengig av hva du mener",
    "hvis du sikter til",
    // Danish.
    "forudsat at du mener",
    "afhængigt af hvad du mener",
    "hvis du tænker på",
    "hvis du henviser til",
    // Icelandic.
    "ef þú átt við",
    "ef þú meinar",
    "eftir því hvað þú átt við",
    "ef átt er við",
    // Faroese.
    "um tú meinar",
    "alt eftir hvat tú meinar",
    // Finnish.
    "jos tarkoitat",
    "jos tarkoitit",
    "mikäli tarkoitat",
    "olettaen että tarkoitat",
    "riippuen siitä, mitä tarkoitat",
    "jos viittaat",
    // Estonian.
    "kui sa mõtled",
    "kui te mõtlete",
    "kui mõtled",
    "kui pead silmas",
    "eeldusel, et mõtled",
    "olenevalt sellest, mida sa mõtled",
    // Hungarian.
    "ha arra gondolsz",
    "ha arra gondol",
    "ha úgy érted",
    "ha azt érted",
    "feltéve, hogy arra gondolsz",
    "attól függően, hogy mire gondolsz",
    // Polish.
    "jeśli masz na myśli",
    "jeżeli masz na myśli",
    "jeśli chodzi ci o",
    "jeśli ma pan na myśli",
    "zakładając, że chodzi ci o",
    "w zależności od tego, co masz na myśli",
    // Czech.
    "pokud máte na mysli",
    "pokud máš na mysli",
    "pokud myslíte",
    "jestli myslíš",
    "za předpokladu, že myslíte",
    "v závislosti na tom, co myslíte",
    // Slovak.
    "ak máte na mysli",
    "ak máš na mysli",
    "ak myslíte",
    "ak myslíš",
    "za predpokladu, že myslíte",
    "v závislosti od toho, čo myslíte",
    // Slovenian.
    "če misliš",
    "če mislite",
    "če imate v mislih",
    "če imaš v mislih",
    "ob predpostavki, da mislite",
    "odvisno od tega, kaj mislite",
    // Croatian.
    "ako misliš na",
    "ako mislite na",
    "ako ste mislili",
    "ako pod tim mislite",
    "pod pretpostavkom da mislite",
    "ovisno o tome što mislite",
    // Serbian (Cyrillic).
    "ако мислиш на",
    "ако мислите на",
    "ако сте мислили",
    "ако под тим мислите",
    "под претпоставком да мислите",
    "у зависности од тога шта мислите",
    // Bosnian.
    "zavisno od toga šta mislite",
    "u zavisnosti od toga šta mislite",
    // Macedonian.
    "ако сте мислеле",
    "под претпоставка дека мислите",
    "во зависност од тоа што мислите",
    // Bulgarian.
    "ако имаш предвид",
    "ако имате предвид",
    "ако сте имали предвид",
    "ако под това разбирате",
    "ако става дума за",
    "в зависимост от това какво имате предвид",
    // Romanian.
    "dacă vă referiți la",
    "dacă te referi la",
    "dacă vrei să spui",
    "dacă vreți să spuneți",
    "presupunând că vă referiți",
    "în funcție de ce vreți să spuneți",
    // Russian.
    "если вы имеете в виду",
    "если ты имеешь в виду",
    "если вы имели в виду",
    "если речь идет о",
    "если речь идёт о",
    "в зависимости от того, что вы имеете в виду",
    // Ukrainian.
    "якщо ви маєте на увазі",
    "якщо ти маєш на увазі",
    "якщо ви мали на увазі",
    "якщо йдеться про",
    "якщо під цим ви розумієте",
    "залежно від того, що ви маєте на увазі",
    // Belarusian.
    "калі вы маеце на ўвазе",
    "калі ты маеш на ўвазе",
    "калі вы мелі на ўвазе",
    "калі гаворка ідзе пра",
    "у залежнасці ад таго, што вы маеце на ўвазе",
    // Lithuanian.
    "jei turite omenyje",
    "jei turi omenyje",
    "jeigu turite omenyje",
    "jei turėjote omenyje",
    "jei kalbate apie",
    "priklausomai nuo to, ką turite omenyje",
    // Latvian.
    "ja jūs domājat",
    "ja jūs ar to domājat",
    "ja ar to domājat",
    "ja runa ir par",
    "atkarībā no tā, ko jūs domājat",
    // Greek.
    "αν εννοείτε",
    "αν εννοείς",
    "εάν εννοείτε",
    "αν εννοούσατε",
    "υποθέτοντας ότι εννοείτε",
    "ανάλογα με το τι εννοείτε",
    // Albanian.
    "nëse e keni fjalën për",
    "nëse e ke fjalën për",
    "nëse nënkuptoni",
    "nëse keni parasysh",
    "duke supozuar se e keni fjalën",
    "në varësi të asaj që nënkuptoni",
    // Turkish.
    "kastediyorsanız",
    "kastediyorsan",
    "kastettiyseniz",
    "demek istiyorsanız",
    "kastettiğinizi varsayarsak",
    "ne kastettiğinize bağlı olarak",
    // Azerbaijani.
    "nəzərdə tutursunuzsa",
    "nəzərdə tutursansa",
    "demək istəyirsinizsə",
    "nəzərdə tutduğunuzu fərz etsək",
    "nəyi nəzərdə tutduğunuzdan asılı olaraq",
    // Kazakh.
    "меңзеп отырсаңыз",
    "нені меңзегеніңізге байланысты",
    // Uzbek.
    "nazarda tutayotgan bo'lsangiz",
    "nazarda tutgan bo'lsangiz",
    "nazarda tutsangiz",
    "demoqchi bo'lsangiz",
    "nimani nazarda tutayotganingizga qarab",
    // Kyrgyz.
    "эмнени айткыңыз келгенине жараша",
    "көздөп жатсаңыз",
    // Turkmen.
    "göz öňünde tutýan bolsaňyz",
    "diýjek bolýan bolsaňyz",
    // Tatar.
    "күздә тотсагыз",
    "нәрсә күздә тотуыгызга карап",
    // Bashkir.
    "күҙ уңында тотһағыҙ",
    // Chuvash.
    "калас тетӗр пулсан",
    // Yakut.
    "этиэххин баҕарар буоллаххына",
    // Tajik.
    "агар манзуратон",
    "агар мақсадатон",
    "вобаста ба он ки чиро дар назар доред",
    // Mongolian.
    "гэж хэлэх гэсэн бол",
    "юуг хэлж байгаагаас хамаарна",
    // Georgian.
    "თუ გულისხმობთ",
    "თუ გულისხმობ",
    "თუ იგულისხმეთ",
    "იმის მიხედვით, თუ რას გულისხმობთ",
    // Armenian.
    "եթե նկատի ունեք",
    "եթե նկատի ունես",
    "եթե նկատի ունեիք",
    "կախված նրանից, թե ինչ նկատի ունեք",
    // Hebrew.
    "אם אתה מתכוון",
    "אם את מתכוונת",
    "אם התכוונת",
    "אם כוונתך",
    "בהנחה שאתה מתכוון",
    "תלוי למה אתה מתכוון",
    // Yiddish.
    "אויב איר מיינט",
    "אויב דו מיינסט",
    // Arabic.
    "إذا كنت تقصد",
    "إن كنت تقصد",
    "إذا كنت تعني",
    "إذا كان المقصود",
    "بافتراض أنك تقصد",
    "حسب ما تقصده",
    // Maltese.
    "jekk tfisser",
    "jekk qed tirreferi għal",
    "jekk trid tgħid",
    "skont x'tfisser",
    // Persian.
    "اگر منظورتان",
    "اگر منظورت",
    "اگر منظور شما",
    "اگر مقصودتان",
    "با فرض اینکه منظورتان",
    "بسته به اینکه منظورتان چیست",
    // Dari.
    "اگر منظور تان",
    "اگر مقصد شما",
    "بسته به اینکه منظور شما چیست",
    // Pashto.
    "که ستاسو مطلب",
    "که ستا مطلب",
    "که مطلب مو",
    // Urdu.
    "اگر آپ کا مطلب",
    "اگر تمہارا مطلب",
    "اگر آپ کی مراد",
    "یہ فرض کرتے ہوئے کہ آپ کا مطلب",
    "اس پر منحصر ہے کہ آپ کا مطلب",
    // Kurdish (Kurmanji).
    "heke mebesta te",
    "eger mebesta te",
    "heke mebesta we",
    "eger mebesta we",
    "li gorî mebesta we",
    // Kurdish (Sorani).
    "ئەگەر مەبەستت",
    "ئەگەر مەبەستتان",
    "بەپێی ئەوەی مەبەستت چییە",
    // Hindi.
    "अगर आपका मतलब",
    "यदि आपका मतलब",
    "अगर आपका आशय",
    "यदि आपका तात्पर्य",
    "मान लें कि आपका मतलब",
    "इस पर निर्भर करता है कि आपका मतलब",
    // Bengali.
    "যদি আপনি বোঝাতে চান",
    "আপনি যদি বোঝান",
    "যদি আপনার মানে",
    "যদি আপনি বোঝাতে চেয়ে থাকেন",
    "আপনি কী বোঝাতে চাইছেন তার উপর নির্ভর করে",
    // Marathi.
    "जर तुम्हाला म्हणायचे असेल",
    "तुम्हाला असे म्हणायचे असेल",
    "जर तुमचा अर्थ",
    "तुम्हाला काय म्हणायचे आहे यावर अवलंबून",
    // Gujarati.
    "જો તમારો મતલબ",
    "જો તમારો અર્થ",
    "જો તમે કહેવા માંગતા હો",
    "તમારો અર્થ શું છે તેના પર આધાર",
    // Punjabi (Gurmukhi).
    "ਜੇ ਤੁਹਾਡਾ ਮਤਲਬ",
    "ਜੇਕਰ ਤੁਹਾਡਾ ਮਤਲਬ",
    "ਜੇ ਤੁਹਾਡਾ ਭਾਵ",
    "ਇਸ ਗੱਲ ਤੇ ਨਿਰਭਰ ਕਰਦਾ ਹੈ ਕਿ ਤੁਹਾਡਾ ਮਤਲਬ",
    // Odia.
    "ଯଦି ଆପଣଙ୍କ ଅର୍ଥ",
    "ଯଦି ଆପଣ କହିବାକୁ ଚାହୁଁଛନ୍ତି",
    // Assamese.
    "যদি আপোনাৰ অৰ্থ",
    "যদি আপুনি বুজাইছে",
    "যদি আপুনি বুজাব বিচাৰিছে",
    // Nepali.
    "यदि तपाईंको मतलब",
    "यदि तपाईंको आशय",
    "यदि तपाईं भन्न खोज्दै हुनुहुन्छ",
    "तपाईंको मतलब के हो भन्नेमा भर पर्छ",
    // Sinhala.
    "ඔබ අදහස් කරන්නේ නම්",
    "ඔබ අදහස් කළේ නම්",
    "ඔබ අදහස් කරන දේ අනුව",
    // Tamil.
    "நீங்கள் குறிப்பிடுவது",
    "என்று நீங்கள் குறிப்பிட்டால்",
    "நீங்கள் சொல்ல வருவது",
    "நீங்கள் எதைக் குறிக்கிறீர்கள் என்பதைப் பொறுத்து",
    // Telugu.
    "మీరు ఉద్దేశించినది",
    "మీ ఉద్దేశం ఏమిటనే దానిపై ఆధారపడి",
    // Kannada.
    "ನೀವು ಅರ್ಥೈಸಿದರೆ",
    "ನೀವು ಉದ್ದೇಶಿಸಿದ್ದರೆ",
    "ನಿಮ್ಮ ಅರ್ಥವನ್ನು ಅವಲಂಬಿಸಿ",
    // Malayalam.
    "നിങ്ങൾ ഉദ്ദേശിക്കുന്നത്",
    "നിങ്ങൾ ഉദ്ദേശിച്ചത്",
    "നിങ്ങൾ ഉദ്ദേശിക്കുന്നതിനെ ആശ്രയിച്ച്",
    // Tibetan.
    "ཁྱེད་ཀྱི་དགོངས་དོན",
    // Dzongkha.
    "ག་ཅི་སླབ་ནི་ཨིན་ན",
    // Burmese.
    "ဆိုလိုသည်ဆိုလျှင်",
    "ဆိုလိုတာဆိုရင်",
    // Thai.
    "ถ้าคุณหมายถึง",
    "หากคุณหมายถึง",
    "ถ้าหมายถึง",
    "หากหมายถึง",
    "ขึ้นอยู่กับว่าคุณหมายถึง",
    // Lao.
    "ຖ້າທ່ານໝາຍເຖິງ",
    "ຖ້າໝາຍເຖິງ",
    "ຖ້າຫມາຍເຖິງ",
    // Khmer.
    "ប្រសិនបើអ្នកសំដៅ",
    "បើអ្នកសំដៅ",
    "ប្រសិនបើអ្នកចង់និយាយ",
    // Vietnamese.
    "nếu bạn muốn nói",
    "nếu ý bạn là",
    "nếu bạn đang nói đến",
    "nếu bạn đề cập đến",
    "giả sử bạn muốn nói",
    "tùy thuộc vào ý bạn",
    // Chinese (Simplified).
    "如果你是指",
    "如果您是指",
    "如果你指的是",
    "如果您指的是",
    "假设你指的是",
    "取决于你指的是",
    // Chinese (Traditional).
    "假設你指的是",
    "取決於你指的是",
    // Cantonese.
    "如果你係指",
    "如果你講緊",
    "如果你意思係",
    "假設你係指",
    "視乎你指咩",
    // Japanese.
    "という意味でしたら",
    "という意味なら",
    "を指しているのであれば",
    "のことでしたら",
    "を意味しているなら",
    "何を指すかによって",
    // Korean.
    "의미하신다면",
    "말씀하시는 거라면",
    "말씀하시는 것이라면",
    "뜻하신다면",
    "가리키신다면",
    "무엇을 의미하는지에 따라",
    // Indonesian.
    "jika yang anda maksud",
    "jika maksud anda",
    "kalau maksud anda",
    "jika yang kamu maksud",
    "jika anda bermaksud",
    "tergantung apa yang anda maksud",
    // Malay.
    "jika anda maksudkan",
    "sekiranya anda maksudkan",
    "bergantung pada apa yang anda maksudkan",
    // Javanese.
    "yen maksudmu",
    "yen maksud panjenengan",
    "gumantung apa sing dimaksud",
    // Sundanese.
    "upami anu dimaksad",
    "lamun maksudna",
    "gumantung kana naon anu dimaksud",
    // Tagalog.
    "kung ang ibig mong sabihin",
    "kung ang ibig ninyong sabihin",
    "kung ang ibig sabihin mo",
    "kung ang tinutukoy mo",
    "kung ang tinutukoy ninyo",
    "depende sa ibig mong sabihin",
    // Cebuano.
    "kung ang imong gipasabot",
    "kon ang imong gipasabot",
    "depende sa imong gipasabot",
    // Ilocano.
    "no ti kayatmo a sawen",
    // Malagasy.
    "raha ny tianao holazaina",
    "raha ny tianao hambara",
    "miankina amin'ny tianao holazaina",
    // Swahili.
    "ikiwa unamaanisha",
    "kama unamaanisha",
    "kama ulimaanisha",
    "ikiwa ulimaanisha",
    "ukimaanisha",
    "kutegemea unachomaanisha",
    // Amharic.
    "ማለትዎ ከሆነ",
    "ማለትህ ከሆነ",
    "ማለት ከፈለጉ",
    "በሚሉት ላይ በመመስረት",
    // Tigrinya.
    "ማለትካ እንተኾይኑ",
    "ማለትኩም እንተኾይኑ",
    // Oromo.
    "yoo jechuu barbaadde",
    "yoo jechuu barbaaddan",
    // Somali.
    "haddii aad ula jeedo",
    "haddii aad u jeeddo",
    "hadaad ula jeedo",
    "waxay ku xiran tahay waxaad ula jeedo",
    // Hausa.
    "idan kana nufin",
    "idan kuna nufin",
    "idan kin nufi",
    "ya danganta da abin da kake nufi",
    // Yoruba.
    "tí o bá ń sọ nípa",
    "ti o ba n so nipa",
    "tí o bá túmọ̀ sí",
    "ti o ba tumo si",
    // Igbo.
    "ọ bụrụ na ị pụtara",
    "dabere n'ihe ị pụtara",
    // Zulu.
    "uma usho",
    "uma uqonde",
    "uma uqonda",
    "kuya ngokuthi usho ukuthini",
    // Xhosa.
    "ukuba uthetha ngo",
    "ukuba uthetha",
    "kuxhomekeke koko uthetha ngako",
    // Sesotho.
    "haeba u bolela",
    "haeba u ne u bolela",
    "ho ipapisitse le seo u se bolelang",
    // Setswana.
    "fa o raya",
    "fa o ne o raya",
    "go ya ka se o se rayang",
    // Shona.
    "kana uchireva",
    "kana muchireva",
    "zvinoenderana nezvaunoreva",
    // Kinyarwanda.
    "niba ushaka kuvuga",
    "niba mushaka kuvuga",
    "bitewe n'icyo ushaka kuvuga",
    // Kirundi.
    "nimba ushaka kuvuga",
    "nimba mushaka kuvuga",
    // Luganda.
    "bw'oba otegeeza",
    "bwe muba mutegeeza",
    "okusinziira ku ky'otegeeza",
    // Lingala.
    "soki olingi koloba",
    // Wolof.
    "su fekkee loo bëgga wax",
    // Fula.
    "so a yiɗii wiyde",
    // Twi.
    "sɛ wopɛ sɛ woka sɛ",
    // Ewe.
    "ne ènɔ susum be",
    // Afrikaans.
    "as jy bedoel",
    "as u bedoel",
    "indien jy bedoel",
    "as jy verwys na",
    "afhangende van wat jy bedoel",
    // Irish.
    "má tá i gceist agat",
    "más é atá i gceist agat",
    "ag brath ar cad atá i gceist agat",
    // Scottish Gaelic.
    "ma tha thu a' ciallachadh",
    "ma tha sibh a' ciallachadh",
    "a rèir dè tha thu a' ciallachadh",
    // Welsh.
    "os ydych chi'n golygu",
    "os wyt ti'n golygu",
    "os oeddech chi'n golygu",
    "yn dibynnu ar beth rydych chi'n ei olygu",
    // Breton.
    "ma fell deoc'h lavaret",
    "ma fell dit lavaret",
    // Basque.
    "esan nahi baduzu",
    "esan nahi baldin baduzu",
    "aipatzen ari bazara",
    "esan nahi duzunaren arabera",
    // Catalan.
    "si et refereixes a",
    "si es refereix a",
    "si us referiu a",
    "si vols dir",
    "suposant que et refereixis",
    "depenent del que vulguis dir",
    // Galician.
    "se te refires a",
    "se se refire a",
    "se queres dicir",
    "dependendo do que queiras dicir",
    // Occitan.
    "se volètz dire",
    "se vòles dire",
    "se parlatz de",
    // Corsican.
    "s'è vo vulete dì",
    "s'è tù voli dì",
    "s'è vo parlate di",
    // Luxembourgish.
    "je nodeem, wat dir mengt",
    "je nodeem wat s du mengs",
    "wann dir domat",
    // Frisian.
    "as jo bedoele",
    "ôfhinklik fan wat jo bedoele",
    // Romansh.
    "sche ti manegias",
    "sche vus manegiais",
    // Esperanto.
    "se vi celas",
    "se vi celis",
    "se vi volas diri",
    "se vi aludas",
    "depende de tio, kion vi celas",
    // Latin.
    "si dicere vis",
    "si significas",
    // Quechua.
    "niyta munanki chayqa",
    // Aymara.
    "sañ munasma ukhaxa",
    // Guarani.
    "rehaséramo ere",
    // Nahuatl.
    "intla ticnequi tiquihtoz",
    // Maori.
    "mēnā ko tō tikanga",
    "ki te mea ko tō tikanga",
    "mēnā ko te tikanga o tō kōrero",
    // Samoan.
    "afai o le uiga o lau tala",
    "afai e te fa'asino i",
    // Tongan.
    "kapau ko ho'o 'uhinga",
    "kapau 'oku ke 'uhinga ki he",
    // Hawaiian.
    "inā ʻo kou manaʻo",
    "ina o kou manao",
    // Fijian.
    "kevaka o vinakata mo kaya",
    // Haitian Creole.
    "si ou vle di",
    "si w vle di",
    "si ou ap pale de",
    "depann de sa ou vle di",
    // Papiamento.
    "si bo ke bisa",
    "si bo ta referí na",
    "dependiendo di loke bo ke bisa",
    // Uyghur.
    "دېمەكچى بولسىڭىز",
    "كۆزدە تۇتقان بولسىڭىز",
    "نېمىنى كۆزدە تۇتقانلىقىڭىزغا قاراپ",
];

/// `before`, the prose before a value, without its trailing space and the line that opens
/// the fence the value may stand in (` ```json `).
pub(crate) fn past_fence_opening(before: &str) -> &str {
    let before = before.trim_end();
    match before.rfind('\n') {
        Some(at) if before[at + 1..].starts_with("```") => before[..at].trim_end(),
        None if before.starts_with("```") => "",
        _ => before,
    }
}

/// Whether the sentence that leads into a value written out (`before`, the prose since the
/// value before it) makes it hang on what the asker meant ([`IF_YOU_MEAN`]: `If you mean the
/// Independent State of Samoa, the capital is Apia: {…}`).
pub(crate) fn if_you_mean(before: &str) -> bool {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    let from = bytes::ceil_char(before, before.len().saturating_sub(MISSING_WINDOW));
    let before = past_fence_opening(&before[from..]);
    // (The lead's last sentence: the value's own, up to it.)
    let lead = sentences(before)
        .filter(|s| !s.trim().is_empty())
        .last()
        .unwrap_or("");
    !lead.is_empty() && holds_phrase(INDEX.get_or_init(|| Index::new(IF_YOU_MEAN.to_vec())), lead)
}

/// The stems of words of verifying or confirming, lowercase (`verif`, `überprüf`, `провер`,
/// `sprawdz`, `zweryfik`, `doğrula`, `thibitish`): denied, the writer did not check what it
/// gives ([`unchecked_in`]).
const VERIFYING: [&str; 56] = [
    "verif",
    "confirm",
    "checked",
    "prüf",
    "geprüft",
    "bestätig",
    "vérifi",
    "vérifié",
    "verific",
    "comprob",
    "confirmad",
    "controllat",
    "verificat",
    "gecontroleerd",
    "geverifieerd",
    "bevestigd",
    "kontroller",
    "sjekket",
    "verifier",
    "bekräft",
    "провер",
    "подтвержд",
    "перевір",
    "підтвердж",
    "sprawdz",
    "zweryfik",
    "potwierdz",
    "ověř",
    "ověřen",
    "potvrz",
    "overen",
    "doğrula",
    "teyit",
    "diverifikasi",
    "dikonfirmasi",
    "xác minh",
    "xác nhận",
    "thibitish",
    "επαληθ",
    "επιβεβαι",
    // Words of trusting it, which deny the same when denied (`not reliable`, `cannot be
    // trusted`, `n'est pas fiable`, `nicht zuverlässig`, `не надёжны`).
    "reliab",
    "trust",
    "dependab",
    "fiable",
    "zuverläss",
    "verläss",
    "confiabl",
    "fiáve",
    "affidabil",
    "надёжн",
    "надежн",
    "wiarygodn",
    "güvenilir",
    "betrouwba",
    "pålitlig",
    "luotettav",
];

/// Forms that write a word of verifying already denied, glued or in a script without
/// spaces (`unverified`, `niezweryfikowan`, `непроверен`, `未经证实`, `확인되지 않`).
const UNCHECKED_GLUED: [&str; 34] = [
    "unverified",
    "unconfirmed",
    "unchecked",
    "niezweryfikowan",
    "niepotwierdzon",
    "непровер",
    "неподтвержд",
    "неперевір",
    "непідтвердж",
    "neověřen",
    "nepotvrzen",
    "doğrulanma",
    "teyit edilme",
    "未经证实",
    "未經證實",
    "未证实",
    "未核实",
    "未确认",
    "未確認",
    "確認されていない",
    "확인되지 않",
    "검증되지 않",
    "hazijathibitish",
    "haijathibitish",
    // Not to be relied on (`unreliable`, `untrustworthy`, `unzuverlässig`, `inaffidabile`,
    // `ненадёжные`, `niewiarygodne`, `güvenilmez`, `onbetrouwbaar`, `epäluotettava`).
    "unreliab",
    "untrustworth",
    "unzuverläss",
    "inaffidabil",
    "ненадёжн",
    "ненадежн",
    "niewiarygodn",
    "güvenilmez",
    "onbetrouwba",
    "epäluotetta",
];

/// Words that open an indirect question after a verb (`whether`, `who`, `ob`, `si`, `czy`,
/// `ли`): a check that is not done of such a question is of something else than the value
/// (`I could not confirm whether the sender works there`).
const ASKED_OF: [&str; 23] = [
    "whether", "if", "who", "what", "which", "where", "when", "why", "how", "ob", "wer", "wie",
    "si", "qui", "quién", "quien", "se", "chi", "czy", "kto", "ли", "кто", "kim",
];

/// Whether a word of [`ASKED_OF`] is among the first two words of lowercase `text` (the
/// words after a phrase).
fn asks_of(text: &str) -> bool {
    words_of_sentence(text)
        .take(2)
        .any(|w| ASKED_OF.contains(&w))
}

/// Whether a sentence says that what the writer gives is not checked: a word of verifying
/// ([`VERIFYING`]) with a negation among the three words before it or the two after it, in
/// its clause (`Los datos no están verificados.`, `Il dato non è verificato.`, `Эти данные не
/// проверены.`), or such a word denied by its own form ([`UNCHECKED_GLUED`]: `Dane są
/// niezweryfikowane.`, `この数字は未確認です。`); outside a condition, not before a clause set
/// against it, not of fields the value leaves empty nor of another field than its own.
fn unchecked_in(sentence: &str, subject: &dyn Subject) -> bool {
    // (One look first: most sentences hold no such word.)
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    let index = INDEX
        .get_or_init(|| Index::new(VERIFYING.iter().chain(&UNCHECKED_GLUED).copied().collect()));
    if !holds_phrase(index, sentence) {
        return false;
    }
    let lower = sentence.to_lowercase();
    let glued = UNCHECKED_GLUED.iter().any(|g| lower.contains(g));
    let negation = |w: &str| denies_word(w.as_bytes()) || w.ends_with("n't") || w.ends_with("n’t");
    // (In its clause: not `anzi no, l'ho appena verificato`.)
    let denied = || {
        lower
            .split([',', ';', ':', '—', '–', '，', '、'])
            .any(|clause| {
                let words: Vec<&str> = words_of_sentence(clause).collect();
                words.iter().enumerate().any(|(i, w)| {
                    VERIFYING.iter().any(|v| w.starts_with(v))
                        && !words[i + 1..].iter().take(2).any(|n| ASKED_OF.contains(n))
                        && (words[i.saturating_sub(3)..i].iter().any(|n| negation(n))
                            || words[i + 1..]
                                .iter()
                                .take(2)
                                .any(|n| NEGATIONS_AFTER.iter().any(|a| n.starts_with(a))))
                })
            })
    };
    (glued || denied())
        && !in_condition(lower.as_bytes())
        && clause_set_against(&lower).is_none()
        && !subject.names_only_empty_fields(lower.as_bytes())
        && !subject.names_another_field(&lower)
}

/// Whether `word`, in any case, is one of [`CONTRASTS`].
fn is_contrast(word: &str) -> bool {
    word.len() <= 16 && with_lowercase(word, |w| CONTRASTS.iter().any(|c| c.as_bytes() == w))
}

/// The clause of `sentence` after its last word of contrast ([`CONTRASTS`]: `but`, `aber`,
/// `mana`), where two words or more follow it: what the sentence sets against the clause
/// before (not `I'm guessing, but:`, which sets nothing against it).
fn clause_set_against(sentence: &str) -> Option<&str> {
    words_of_sentence(sentence)
        .filter(|w| is_contrast(w))
        .last()
        .map(|w| &sentence[w.as_ptr() as usize - sentence.as_ptr() as usize + w.len()..])
        .filter(|clause| words_of_sentence(clause).nth(1).is_some())
}

/// Whether one of the last two sentences of the prose before a value (`before`, since the
/// value before it) says the writer does not vouch for what follows ([`UNVOUCHED`]: `This
/// is only my guess:`), outside a condition, not of fields the value leaves empty nor of
/// another field than its own, nor before a clause set against it (`I can't verify who
/// sent this email, but the extraction is straightforward:`).
pub(crate) fn unvouched_before(before: &str, subject: &dyn Subject) -> bool {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    let index = INDEX.get_or_init(|| Index::new(UNVOUCHED.to_vec()));
    let from = bytes::ceil_char(before, before.len().saturating_sub(MISSING_WINDOW));
    let before = &before[from..];
    // (One look first at the whole lead: most hold no such phrase nor word.)
    static ANY: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    let any = ANY.get_or_init(|| {
        Index::new(
            UNVOUCHED
                .iter()
                .chain(&VERIFYING)
                .chain(&UNCHECKED_GLUED)
                .copied()
                .collect(),
        )
    });
    if !holds_phrase(any, before) {
        return false;
    }
    let all: Vec<&str> = sentences(before).filter(|s| !s.trim().is_empty()).collect();
    all[all.len().saturating_sub(2)..].iter().any(|sentence| {
        if unchecked_in(sentence, subject) {
            return true;
        }
        // (Past a word that sets a clause against the doubt: `I can't verify who sent this
        // email, but the extraction itself is straightforward:`.)
        let sentence = clause_set_against(sentence).unwrap_or(sentence);
        let lower = sentence.to_lowercase();
        holds_phrase(index, sentence)
            && !in_condition(lower.as_bytes())
            && !subject.names_only_empty_fields(lower.as_bytes())
            && !subject.names_another_field(&lower)
    })
}

/// Words that call what they qualify wrong, in the languages the engine reads, lowercase:
/// beside an answer word they make it a wrong answer's (`an incorrect answer`, `Falsche
/// Antwort`, `réponse incorrecte`, `yanlış cevap`, `틀린 답`), and alone as a line's label
/// (`Incorrect:`, `Falsch:`) they mark what it labels so ([`called_wrong`],
/// [`labelled_wrong`]). A word of five bytes or more is a stem its forms start with
/// (`falsch` for `falsche`, `sbagliat` for `sbagliata`, `неправильн` for `неправильный`);
/// a shorter one is a whole word.
const WRONGS: [&str; 142] = [
    "incorrect",
    "wrong",
    "invalid",
    "bad",
    "erroneous",
    "mistaken",
    "erred",
    "faux",
    "fausse",
    "erroné",
    "mauvais",
    "falsch",
    "fehlerhaft",
    "inkorrekt",
    "ungültig",
    "errónea",
    "erróneo",
    "equivocad",
    "mala",
    "malo",
    "errad",
    "incorret",
    "errône",
    "sbagliat",
    "errat",
    "scorrett",
    "fout",
    "foute",
    "onjuist",
    "verkeerd",
    "ongeldig",
    "неправильн",
    "неверн",
    "ошибочн",
    "невірн",
    "хибн",
    "błędn",
    "niepoprawn",
    "nieprawidłow",
    "zła",
    "zły",
    "złe",
    "špatn",
    "nesprávn",
    "chybn",
    "chyba",
    "yanlış",
    "hatalı",
    "fel",
    "felaktig",
    "forkert",
    "feil",
    // Faroese and Nynorsk `skeivt`; Breton `fazi` (an error, `Fazi am eus graet`).
    "skeiv",
    "fazi",
    "väär",
    "virheelli",
    "greșit",
    "greşit",
    "hibás",
    "rossz",
    "helytelen",
    "λάθος",
    "λανθασμέν",
    "salah",
    "sai",
    "خاطئ",
    "שגוי",
    "गलत",
    "틀린",
    "잘못된",
    "오답",
    "sayop",
    "mali",
    "keliru",
    "diso",
    "kuskure",
    "ስህተት",
    "ጌጋ",
    "غلط",
    "اشتباه",
    "şaş",
    "սխալ",
    "არასწორ",
    "səhv",
    "қате",
    "xato",
    "ката",
    "буруу",
    "хато",
    "ভুল",
    "தவறு",
    "తప్పు",
    "ತಪ್ಪು",
    "തെറ്റ",
    "चूक",
    "ખોટ",
    "ਗਲਤ",
    "වැරදි",
    "ຜິດ",
    "ខុស",
    "မှား",
    "nepareiz",
    "neteising",
    "rangt",
    "rangur",
    "mícheart",
    "anghywir",
    "oker",
    "erroni",
    "equivocat",
    "gabim",
    "pogrešn",
    "погрешн",
    "napačn",
    "грешн",
    "няправільн",
    "żbaljat",
    // Not exact, or no longer current (`may be inaccurate`, `ungenau`, `veraltet`).
    "inaccurat",
    "imprecis",
    "inexact",
    "ungenau",
    "inesatt",
    "netiksl",
    "неточн",
    "niedokładn",
    "nepřesn",
    "pontatlan",
    "부정확",
    "outdated",
    "veraltet",
    "obsolète",
    "desactualizad",
    "desatualizad",
    "obsolet",
    "устарев",
    "nieaktualn",
    // A slip of the pen, which makes what it names a wrong value too (`That was a typo.`,
    // `Tippfehler`, `опечатка`, `refuso`, `literówka`).
    "typo",
    "tippfehler",
    "опечатк",
    "errata",
    "refuso",
    "literówk",
];

/// Words of [`WRONGS`]' kind in scripts written without spaces, which end the text right
/// before the answer word they qualify (`错误答案`, `間違った答え`, `誤った回答`).
const WRONGS_GLUED: [&str; 11] = [
    "错误",
    "錯誤",
    "错的",
    "不正确的",
    "間違った",
    "間違いの",
    "誤った",
    "ผิด",
    "不准确",
    "不準確",
    "不正確",
];

/// Whether `word`, lowercase, starts with one of [`ERRS`]' stems.
/// Verbs by which a writer says it erred, and nothing else (`misread`, `misunderstood`,
/// `frainteso`, `confundi`, `verwechselt`, `перепутал`, `ошибся`, `pomyliłem`, `yanıldım`,
/// `nhầm`), lowercase: a word of five bytes or more is a stem, a shorter one whole. Not the
/// words that also name other things ([`ERRS`]' `mixed`, `irre`).
const ERRED: [&str; 29] = [
    "misread",
    "misunderst",
    "misremember",
    "mistook",
    "miscount",
    "miscalcul",
    "misheard",
    "frainte",
    "confundi",
    "confundí",
    "equivoqué",
    "equivoquei",
    "enganei",
    "verwechselt",
    "vertan",
    "missverstanden",
    "geirrt",
    "trompé",
    "перепутал",
    "ошибся",
    "ошиблась",
    "помилився",
    "помилилася",
    "pomyliłem",
    "pomyliłam",
    "spletl",
    "yanıldım",
    "nhầm",
    "keliru",
];

/// Whether `word`, lowercase, is one of [`ERRED`] or a form of one ([`ByFirst::holds`]).
fn erred(word: &str) -> bool {
    static BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    BY_FIRST
        .get_or_init(|| ByFirst::new(&ERRED))
        .holds(word.as_bytes(), true)
}

fn errs(word: &str) -> bool {
    static BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    let stems = BY_FIRST.get_or_init(|| ByFirst::new(&ERRS));
    word.as_bytes().first().is_some_and(|&b| {
        stems
            .opening(b)
            .iter()
            .any(|e| word.as_bytes().starts_with(e))
    })
}

/// Whether `word`, lowercase, is one of [`WRONGS`] or a form of one ([`ByFirst::holds`]).
fn is_wrong_word(word: &[u8]) -> bool {
    static BY_FIRST: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    BY_FIRST
        .get_or_init(|| ByFirst::new(&WRONGS))
        .holds(word, true)
        || word.last().is_some_and(|&b| b >= 0x80)
            && WRONGS_GLUED.iter().any(|w| word.ends_with(w.as_bytes()))
}

/// Whether the answer word at `at..end` of `lower` is called wrong by the word right after
/// it in its clause (`réponse incorrecte`, `resposta errada`, `risposta sbagliata`; not
/// `Answer: wrong`, whose colon ends the label) or by a word of a script without spaces
/// glued before it (`错误答案`, `間違った答え`). A word before it, with determiners between,
/// denies it as a negation does ([`negated`]: `an incorrect answer`).
fn called_wrong(lower: &[u8], at: usize, end: usize) -> bool {
    let glued = lower[..at]
        .split(|&c| !is_word_byte(c))
        .next_back()
        .is_some_and(|w| WRONGS_GLUED.iter().any(|g| w.ends_with(g.as_bytes())));
    let rest = &lower[end.min(lower.len())..];
    let word_at = rest
        .iter()
        .position(|&c| is_word_byte(c))
        .filter(|&i| rest[..i].iter().all(|&c| c == b' '));
    let after = word_at.is_some_and(|i| {
        let word = &rest[i..];
        let len = word
            .iter()
            .position(|&c| !is_word_byte(c))
            .unwrap_or(word.len());
        is_wrong_word(&word[..len])
    });
    glued || after
}

/// Whether `lower`, the prose right before a value, ends with a line's label that only calls
/// it wrong: one or two words, one of them of [`WRONGS`], then `:` or `：` (`Incorrect:`,
/// `**Wrong:**`, `Falsch:`, `错误：`).
fn labelled_wrong(lower: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(lower) else {
        return false;
    };
    // (Past the opening of a fence the value stands in: `Incorrect:` then ```` ```json ````.)
    let text = text.trim_end();
    let text = match text.rfind(['\n']).map_or(0, |i| i + 1) {
        line if text[line..].contains("```") || text[line..].contains("~~~") => {
            let fence = text[line..]
                .find(['`', '~'])
                .map_or(text.len(), |at| line + at);
            text[..fence].trim_end()
        }
        _ => text,
    };
    let line = text.rsplit('\n').next().unwrap_or(text);
    let line = line.trim_end_matches([' ', '*', '_', '\t']);
    let Some(label) = line
        .strip_suffix(':')
        .or_else(|| line.strip_suffix('：'))
        .map(|l| l.trim_matches([' ', '*', '_', '#', '-']))
    else {
        return false;
    };
    let words: Vec<&str> = label.split(' ').filter(|w| !w.is_empty()).collect();
    (1..=2).contains(&words.len()) && words.iter().any(|w| is_wrong_word(w.as_bytes()))
}

/// Words that may stand between a denial and the phrase it denies (`not the final answer`):
/// determiners, and the copulas that follow a negation in the Romance languages (`no es`,
/// `non è`, `não é`, `nu este`).
const DENIED_THROUGH: [&str; 20] = [
    "the", "a", "an", "this", "that", "my", "your", "our", "its", "their", "be", "es", "è", "é",
    "son", "sono", "são", "este", "sunt", "era",
];

/// Words that join alternatives (`positive or negative`), in every language the engine reads
/// (not Dutch `of`, which is English `of`: `one of the answers`).
const DISJUNCTIONS: [&str; 28] = [
    "or",
    "either",
    "ou",
    "oder",
    "o",
    "eller",
    "lub",
    "albo",
    "или",
    "або",
    "nebo",
    "veya",
    "yoksa",
    "أو",
    "או",
    "या",
    "hoặc",
    "atau",
    "或",
    "或者",
    "还是",
    "か",
    "또는",
    "あるいは",
    "whether",
    "ob",
    // Burmese `or`, which ends in the negation `မဟုတ်` (`if it is not this`).
    "ဒါမှမဟုတ်",
    "သို့မဟုတ်",
];

/// Whether a value named in prose is one of alternatives the clause leaves open: a word that
/// joins alternatives among the two words right after it (`"extraviado" ou "em trânsito"`,
/// `positive or not`) or the three right before it (`… ou só "em trânsito"`, `or negative`,
/// `whether it is positive`), past the quotes around it.
pub(crate) fn offered_with_alternative(before: &str, after: &str) -> bool {
    alternative_after(after) || alternative_before(before)
}

/// How far from a value a word joining alternatives is looked for, in bytes: room for three
/// words, and a bound on the work for each value named in prose.
const ALTERNATIVE_REACH: usize = 48;

/// Whether the text right after a value (past its closing quotes) joins it to an alternative.
pub(crate) fn alternative_after(after: &str) -> bool {
    let reach = bytes::floor_char(after, after.len().min(ALTERNATIVE_REACH));
    let after = &after[..reach];
    let after = after.trim_start_matches(|c: char| c.is_whitespace() || is_quote(c));
    // An alternative may be set off by a comma or a dash (`Ruby, or possibly Python`).
    let after = after
        .strip_prefix([',', '，', '—', '–'])
        .unwrap_or(after)
        .trim_start();
    // Scripts without spaces join with no word break (`positiveかnegative`).
    if GLUED_DISJUNCTIONS.iter().any(|d| after.starts_with(d)) {
        return true;
    }
    let clause = after.split(CLAUSE_ENDS).next().unwrap_or("");
    clause.split_whitespace().take(2).any(is_disjunction)
}

/// Whether the text right before a value (past its opening quotes) offers it as an
/// alternative.
fn alternative_before(before: &str) -> bool {
    let from = bytes::ceil_char(before, before.len().saturating_sub(ALTERNATIVE_REACH));
    let before = &before[from..];
    let before = before.trim_end_matches(|c: char| c.is_whitespace() || is_quote(c));
    if GLUED_DISJUNCTIONS.iter().any(|d| before.ends_with(d)) {
        return true;
    }
    let clause = before.rsplit(CLAUSE_ENDS).next().unwrap_or("");
    clause.split_whitespace().rev().take(3).any(is_disjunction)
}

const CLAUSE_ENDS: [char; 7] = ['.', ',', ';', ':', '!', '?', '\n'];

/// Whether the sentence that goes on in `after` is a question: its first end is a question
/// mark (looked for within a bounded reach).
pub(crate) fn asked(after: &str) -> bool {
    let reach = bytes::floor_char(after, after.len().min(4 * ALTERNATIVE_REACH));
    after[..reach]
        .chars()
        .find(|c| matches!(c, '.' | '!' | '?' | '\n' | '。' | '！' | '？'))
        .is_some_and(|c| c == '?' || c == '？')
}

/// The disjunctions written without a space around them.
const GLUED_DISJUNCTIONS: [&str; 4] = ["か", "或", "还是", "또는"];

/// Whether `c` closes a quotation (`"`, `”`, `»`, `」`, ...).
pub(crate) fn is_closing_quote(c: char) -> bool {
    "\"'”»’」』“".contains(c)
}

/// Whether the reply is a stack trace (`Traceback (most recent call last):`, `  File "x.py",
/// line 42`, `    at f (app.js:10:5)`): an error a program printed, whose numbers and names
/// are its code's, never an answer read from prose.
pub(crate) fn stack_trace(text: &str) -> bool {
    use memchr::memmem::Finder;
    // Built once: one byte search each before any line is read.
    static MARKS: std::sync::OnceLock<[Finder<'static>; 4]> = std::sync::OnceLock::new();
    let [traceback, frame, indented, tabbed] = MARKS.get_or_init(|| {
        [
            Finder::new(b"Traceback (most recent call last)"),
            Finder::new(b"\", line "),
            Finder::new(b"    at "),
            Finder::new(b"\tat "),
        ]
    });
    let b = text.as_bytes();
    if traceback.find(b).is_some() {
        return true;
    }
    if frame.find(b).is_none() && indented.find(b).is_none() && tabbed.find(b).is_none() {
        return false;
    }
    text.lines()
        .filter(|l| {
            let t = l.trim_start();
            t.starts_with("File \"") && t.contains("\", line ")
                || t.starts_with("at ") && t.ends_with(')') && t.contains(':')
        })
        .nth(1)
        .is_some()
}

fn is_quote(c: char) -> bool {
    OPENING_QUOTES.contains(&c) || "”»’」』)".contains(c)
}

fn is_disjunction(word: &str) -> bool {
    let word = word.trim_matches(is_quote);
    DISJUNCTIONS.iter().any(|d| d.eq_ignore_ascii_case(word))
}

/// What may stand between a negation and what it denies.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Between {
    /// Any words (`not really positive`): the negation of a value named in prose.
    Words,
    /// Only [`DENIED_THROUGH`] words and answer cues (`not the final answer`): the denial of
    /// a cue phrase, which the words of [`WRONGS`] deny too (`an incorrect answer`).
    Determiners,
}

/// Whether a negation ends `before` (the text up to a value or a phrase) in its clause: a
/// negation word ([`NEGATIONS`], `n't`, `cannot`) within [`NEGATION_REACH`] words, with no
/// clause break (punctuation, `but`) and only the words `between` allows in between. The one
/// rule of negation: a value named in prose and a cue phrase are denied by it alike.
pub(crate) fn negated(before: &str, between: Between) -> bool {
    // Only the last few words can deny: a bounded tail, whatever the length of the text.
    let from = bytes::ceil_char(before, before.len().saturating_sub(NEGATION_TAIL));
    let before = &before[from..];
    // Full-width punctuation ends a clause as ASCII punctuation does (`不是A，是B`).
    let clause = before
        .char_indices()
        .rev()
        .find(|(_, c)| {
            matches!(
                c,
                '，' | '。' | '；' | '：' | '！' | '？' | '、' | '（' | '）'
            )
        })
        .map_or(before, |(at, c)| &before[at + c.len_utf8()..]);
    // The quotes that open a value named in prose are no word (`не «оплачен»`, `„x“`).
    let clause =
        clause.trim_end_matches(|c: char| c.is_whitespace() || OPENING_QUOTES.contains(&c));
    negated_bytes(clause.as_bytes(), between)
}

/// What the prose says of a boolean field's predicate, its name's words (`supports_pagination`:
/// `supports`, `pagination`, in any of their forms, `support`, `supported`): `Some(false)`
/// where a sentence names them all and the first is [`negated`] (`The endpoint does not
/// support pagination.`), `Some(true)` where sentences name them only without a negation,
/// `None` where none names them or they disagree. A name with no word of three letters or
/// more besides `is`, `has`, `can` says nothing (`is_ok`).
pub(crate) fn predicate_stated(text: &str, key: &str) -> Option<bool> {
    const SMALL: [&str; 8] = ["is", "has", "can", "are", "the", "and", "for", "with"];
    // Two forms of one word: the same but for an ending (`supports`, `support`, `supported`).
    let same = |a: &str, b: &str| {
        const ENDINGS: [&str; 6] = ["", "s", "es", "d", "ed", "ing"];
        ENDINGS.iter().any(|x| {
            a.strip_suffix(x).is_some_and(|a| {
                a.len() >= 3 && ENDINGS.iter().any(|y| b.strip_suffix(y) == Some(a))
            })
        })
    };
    let wanted: Vec<String> = units::key_parts(key)
        .iter()
        .map(|w| w.to_lowercase())
        .filter(|w| w.len() >= 3 && !SMALL.contains(&w.as_str()))
        .collect();
    if wanted.is_empty() {
        return None;
    }
    let mut said = None;
    for sentence in text.split(['.', '!', '?', '\n', ';']) {
        let lower = sentence.to_lowercase();
        let words: Vec<(usize, &str)> = lower
            .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
            .filter(|w| !w.is_empty())
            .map(|w| (w.as_ptr() as usize - lower.as_ptr() as usize, w))
            .collect();
        let named = |k: &String| words.iter().find(|(_, w)| same(w, k));
        if !wanted.iter().all(|k| named(k).is_some()) {
            continue;
        }
        let Some(&(first, _)) = words
            .iter()
            .find(|(_, w)| wanted.iter().any(|k| same(w, k)))
        else {
            continue;
        };
        let negated = negated(&lower[..first], Between::Words);
        match said {
            Some(s) if s == negated => return None,
            _ => said = Some(!negated),
        }
    }
    said
}

/// Quotation marks that open a value named in prose, in the languages the engine reads.
const OPENING_QUOTES: [char; 9] = ['"', '\'', '«', '»', '„', '“', '‘', '「', '『'];

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
        // In a script without spaces the negation ends the word before the value
        // (`ความรู้สึกไม่ใช่ positive`).
        // (Not a word of `or` that ends in one: Burmese `ဒါမှမဟုတ်`.)
        let glued = || {
            NEGATIONS_GLUED.iter().any(|n| word.ends_with(n.as_bytes()))
                && !std::str::from_utf8(word).is_ok_and(is_disjunction)
        };
        if contracted || is(&["cannot"]) || is(&NEGATIONS) || word.len() > 1 && glued() {
            return true;
        }
        if between == Between::Determiners {
            if is_wrong_word(word) {
                return true;
            }
            let answer_cue = before_index()
                .starting_with(word.first().map_or(0, u8::to_ascii_lowercase))
                .any(|n| {
                    PHRASES[n].1 == Cue::Answer
                        && PHRASES[n].0.as_bytes().eq_ignore_ascii_case(word)
                });
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

/// How a sentence that only announces an action starts (`I'll look that up`), in the
/// languages the engine reads.
const ANNOUNCEMENTS: [&str; 16] = [
    "i'll ",
    "i will ",
    "let me ",
    "i'm going to ",
    "i am going to ",
    "i need to ",
    "i'll now ",
    "je vais ",
    "laissez-moi ",
    "ich werde ",
    "lass mich ",
    "voy a ",
    "déjame ",
    "vou ",
    "deixe-me ",
    "lasciami ",
];

/// Verbs of using a tool, after an announcement (`I'll look that up`).
const TOOL_VERBS: [&str; 14] = [
    "look",
    "search",
    "check",
    "find",
    "use",
    "call",
    "query",
    "fetch",
    "get",
    "run",
    "chercher",
    "nachsehen",
    "buscar",
    "verificar",
];

/// Whether a final answer only announces that the model will act (`I'll look that up for
/// you.`, `Let me search for that`): an intent with no call, not an answer.
pub(crate) fn announces_action(answer: &str) -> bool {
    let lower = answer.trim().to_lowercase().replace('\u{2019}', "'");
    if lower.len() > 120 || lower.matches(['.', '!', '?']).count() > 1 {
        return false;
    }
    ANNOUNCEMENTS.iter().any(|a| {
        lower.strip_prefix(a).is_some_and(|rest| {
            let rest = rest
                .trim_start_matches("quickly ")
                .trim_start_matches("now ");
            TOOL_VERBS.iter().any(|v| rest.starts_with(v))
        })
    })
}

/// How a reply writes, where a value belongs, that it will supply the value later (`I'll
/// confirm with him tomorrow`, `to be confirmed`, `à confirmer`, `wird noch bestätigt`): the
/// value is not given, as with [`ABSENT`]'s words. A value that opens with one of these is a
/// stand-in. (Not `will check`: a task's text as often as a deferral.)
const DEFERRED: [&str; 14] = [
    "i'll confirm",
    "i’ll confirm",
    "i will confirm",
    "i'll get back",
    "i'll find out",
    "will confirm",
    "to be confirmed",
    "pending confirmation",
    "à confirmer",
    "je vous confirme",
    "wird noch bestätigt",
    "noch zu bestätigen",
    "por confirmar",
    "a confirmar",
];

/// Words of being given, known or to be had (`given`, `known`, `available`, `bekannt`,
/// `angegeben`, `oplyst`, `podano`, `указано`, `ismert`, `biết`, `ar fáil`), lowercase,
/// matched as [`DATA_WORDS`] are: a value that denies one says the value is not there
/// ([`denies_given`]).
const GIVEN: [&str; 96] = [
    "given",
    "known",
    "available",
    "specified",
    "provided",
    "stated",
    "mentioned",
    "listed",
    "indicated",
    "bekannt",
    "angegeben",
    "verfügbar",
    "vorhanden",
    "genannt",
    "disponible",
    "disponibil",
    "connu",
    "connue",
    "indiqué",
    "précisé",
    "renseigné",
    "fourni",
    "mentionné",
    "conocido",
    "indicado",
    "especificado",
    "informado",
    "mencionado",
    "proporcionado",
    "fornito",
    "indicato",
    "specificato",
    "noto",
    "nota",
    "bekend",
    "opgegeven",
    "vermeld",
    "beschikbaar",
    "oplyst",
    "angivet",
    "angiven",
    "kendt",
    "tilgængelig",
    "oppgitt",
    "kjent",
    "tilgjengelig",
    "känd",
    "tillgänglig",
    "uppgiven",
    "tiedossa",
    "saatavilla",
    "ilmoitettu",
    "teada",
    "saadaval",
    "ismert",
    "megadva",
    "elérhető",
    "podano",
    "podany",
    "podana",
    "znany",
    "znana",
    "dostępn",
    "uveden",
    "známo",
    "známý",
    "dostupn",
    "указан",
    "известн",
    "доступн",
    "вказан",
    "відом",
    "наведен",
    "biết",
    "sẵn",
    "diketahui",
    "tersedia",
    "disebutkan",
    "belli",
    "biliniyor",
    "mevcut",
    "γνωστ",
    "διαθέσιμ",
    "ידוע",
    "זמין",
    "معروف",
    "متوفر",
    "متاح",
    "مذكور",
    "مشخص",
    "معلوم",
    "ज्ञात",
    "उपलब्ध",
    "জানা",
    "fáil",
    "eolas",
];

/// Whether a short value (four words at most) says that it is not given: a negation first,
/// a word of [`GIVEN`] last (`net bekannt`, `níl ar fáil`, `не указано`, `nie
/// podano`, `ikke oplyst`, `nem ismert`, `chưa biết`), or such a word then one of
/// [`NEGATIONS_AFTER`] (`belli değil`). The writer's words for no value, as [`ABSENT`]'s
/// are; not a value that goes on (`not available in blue, only in red`).
pub(crate) fn denies_given(text: &str) -> bool {
    static TABLE: std::sync::OnceLock<ByFirst> = std::sync::OnceLock::new();
    let text = text.trim();
    if text.len() > 60 || !text.contains(' ') {
        return false;
    }
    let mut words = words_of_sentence(text);
    let (Some(first), Some(second)) = (words.next(), words.next()) else {
        return false;
    };
    let (mut last, mut count) = (second, 2);
    for w in words {
        last = w;
        count += 1;
    }
    if count > 4 {
        return false;
    }
    let given = TABLE.get_or_init(|| ByFirst::new(&GIVEN));
    let is_given = |w: &str| with_lowercase(w, |b| given.holds(b, true));
    // (Luxembourgish `net` and Yiddish `nit`, which the negations leave out as words of
    // another language, deny here.)
    let negation = |w: &str| with_lowercase(w, |b| denies_word(b) || b == b"net" || b == b"nit");
    // (The table is looked up first: most values end with no word of it.)
    is_given(last) && negation(first)
        || count == 2
            && is_given(first)
            && with_lowercase(second, |b| {
                NEGATIONS_AFTER.iter().any(|n| b.starts_with(n.as_bytes()))
            })
}

/// Values that stand for no value: a model left the slot of a template unfilled, or wrote
/// that it has nothing (`N/A`, `unknown`, `—`, `...`). Compared ignoring case, trimmed.
const ABSENT: [&str; 267] = [
    "unable to determine",
    "cannot be determined",
    "could not be determined",
    "cannot determine",
    "not determined",
    "undetermined",
    "indeterminate",
    "not known",
    // The reply's own words for having nothing, written where the value belongs.
    "i don't know",
    "i don’t know",
    "i do not know",
    "don't know",
    "no idea",
    "not sure",
    "unsure",
    "n/a",
    "n.a.",
    "none",
    "null",
    "nil",
    "undefined",
    "unknown",
    "tbd",
    "tba",
    "tbc",
    "-",
    "--",
    "—",
    "–",
    "...",
    "…",
    "?",
    "??",
    "???",
    "xxx",
    "not available",
    "not applicable",
    "not specified",
    "not provided",
    "not mentioned",
    "not given",
    "not stated",
    "not disclosed",
    "not recorded",
    "redacted",
    "withheld",
    "unspecified",
    "no data",
    "k. a.",
    "sin datos",
    "無し",
    // The same words in other languages: unknown, not available, not given, no data.
    "inconnu",
    "inconnue",
    "non connu",
    "non disponible",
    "non renseigné",
    "non précisé",
    "non communiqué",
    "unbekannt",
    "nicht bekannt",
    "keine angabe",
    "keine angaben",
    "k.a.",
    "nicht angegeben",
    "keine daten",
    "desconocido",
    "desconocida",
    "no disponible",
    "sin información",
    "no especificado",
    "no consta",
    "desconhecido",
    "desconhecida",
    "não disponível",
    "sem informação",
    "não informado",
    "não especificado",
    "sconosciuto",
    "sconosciuta",
    "non disponibile",
    "non specificato",
    "non noto",
    "onbekend",
    "niet bekend",
    "n.v.t.",
    "niet beschikbaar",
    "geen gegevens",
    "nieznany",
    "nieznana",
    "nieznane",
    "brak danych",
    "nie dotyczy",
    "неизвестно",
    "нет данных",
    "н/д",
    "невідомо",
    "немає даних",
    "okänd",
    "okänt",
    "ukendt",
    "ukjent",
    "tuntematon",
    "ei tiedossa",
    "bilinmiyor",
    "bilinmeyen",
    "belirtilmemiş",
    "tidak diketahui",
    "tidak ada data",
    "tidak tersedia",
    "không rõ",
    "không xác định",
    "neznámý",
    "neznámá",
    "neuvedeno",
    "nepoznato",
    "непознато",
    "necunoscut",
    "necunoscută",
    "ismeretlen",
    "nincs adat",
    "άγνωστο",
    "άγνωστος",
    "不明",
    "未知",
    "不详",
    "不詳",
    "待定",
    "未定",
    "暂无",
    "无",
    "無",
    "なし",
    "알 수 없음",
    "없음",
    "미정",
    "모름",
    "미상",
    "غير معروف",
    "غير متوفر",
    "غير محدد",
    "نامشخص",
    "نامعلوم",
    "अज्ञात",
    "उपलब्ध नहीं",
    "לא ידוע",
    "haijulikani",
    // Still to be decided (`TBD` written out: `to be determined`, `nog te bepalen`, `à
    // déterminer`, `da definire`), and `N/D`, `n.d.` (not available, in Romance languages
    // and Polish).
    "to be determined",
    "to be decided",
    "to be announced",
    "à déterminer",
    "à définir",
    "à fixer",
    "por determinar",
    "por definir",
    "por decidir",
    "a determinar",
    "a definir",
    "da definire",
    "da determinare",
    "da stabilire",
    "nog te bepalen",
    "nog niet bekend",
    "noch festzulegen",
    "wird noch festgelegt",
    "noch offen",
    "do ustalenia",
    "do określenia",
    "будет определено",
    "belirlenecek",
    "henüz belli değil",
    "akan ditentukan",
    "belum ditentukan",
    "chưa xác định",
    "n/d",
    "n.d.",
    "n. d.",
    "ఇంకా నిర్ణయించలేదు",
    "ገና ኣይተወሰነን",
    "ገና አልተወሰነም",
    "अभी तय नहीं",
    "还未确定",
    "未確定",
    // A slot still to be filled in (`to be completed`, `à compléter`, `zu ergänzen`, `待填写`).
    "to be completed",
    "to be filled in",
    "to be provided",
    "to be added",
    "à compléter",
    "à remplir",
    "à renseigner",
    "à préciser",
    "zu ergänzen",
    "auszufüllen",
    "por completar",
    "por rellenar",
    "a completar",
    "a preencher",
    "por preencher",
    "da compilare",
    "da completare",
    "in te vullen",
    "nog in te vullen",
    "do uzupełnienia",
    "do wypełnienia",
    "уточняется",
    "будет уточнено",
    "doldurulacak",
    "fylles ut",
    "udfyldes",
    "de completat",
    "kitöltendő",
    "akan diisi",
    "待填写",
    "待补充",
    "未填写",
    "要記入",
    "未記入",
    "기입 필요",
    "입력 필요",
    // None, the word: in a field's place, no value (`Fax: žiadny`, `"allergies": "hakuna"`).
    "aucun",
    "aucune",
    "néant",
    "kein",
    "keine",
    "ninguno",
    "ninguna",
    "nenhum",
    "nenhuma",
    "nessuno",
    "nessuna",
    "geen",
    "ingen",
    "inget",
    "ei mitään",
    "brak",
    "żaden",
    "żadna",
    "žádný",
    "žádná",
    "žiadny",
    "žiadna",
    "nincs",
    "nema",
    "нет",
    "нету",
    "немає",
    "няма",
    "жоқ",
    "yok",
    "hiçbiri",
    "hakuna",
    "tidak ada",
    "tiada",
    "ma jiro",
    // Haitian Creole none.
    "okenn",
    "không có",
    "没有",
    "沒有",
    "ไม่มี",
    "אין",
    "لا يوجد",
    "لا شيء",
    "هیچ",
    "ندارد",
    "कोई नहीं",
    "কোনো নেই",
    "ayikho",
    "hapana",
];

/// The names of JSON Schema's and Rust's types, which a model echoing a template writes
/// where the value belongs (`"city": "string"`).
const TYPE_NAMES: [&str; 11] = [
    "string", "str", "integer", "int", "number", "float", "boolean", "bool", "object", "array",
    "<string>",
];

/// For each first byte (ASCII lowercase) and length in bytes, whether a stand-in or a type
/// name starts with that byte and has that length: most strings are turned away by it.
const PLACEHOLDER_SHAPES: [u64; 1024] = shapes(false);

/// The same for the first and the last byte together ([`ends_slot`]): a string is listed
/// only where both tables hold its length.
const PLACEHOLDER_ENDS: [u64; 1024] = shapes(true);

/// The slot of [`PLACEHOLDER_ENDS`] for a string's first and last bytes (ASCII lowercase).
const fn ends_slot(first: u8, last: u8) -> usize {
    (first.to_ascii_lowercase() as usize * 37 + last.to_ascii_lowercase() as usize) & 1023
}

/// For each byte (ASCII lowercase), the lengths of the stand-ins and type names that open
/// with it; with `ends`, for each [`ends_slot`], of those with those first and last bytes.
const fn shapes(ends: bool) -> [u64; 1024] {
    let mut shapes = [0u64; 1024];
    let mut i = 0;
    while i < ABSENT.len() + TYPE_NAMES.len() {
        let entry = if i < ABSENT.len() {
            ABSENT[i].as_bytes()
        } else {
            TYPE_NAMES[i - ABSENT.len()].as_bytes()
        };
        let slot = if ends {
            ends_slot(entry[0], entry[entry.len() - 1])
        } else {
            entry[0].to_ascii_lowercase() as usize
        };
        shapes[slot] |= 1 << entry.len();
        i += 1;
    }
    shapes
}

/// HTML elements written as a bare tag (`<b>`): markup, not a template's slot.
const MARKUP: [&str; 44] = [
    "b",
    "i",
    "u",
    "s",
    "p",
    "a",
    "em",
    "br",
    "hr",
    "li",
    "ul",
    "ol",
    "tr",
    "td",
    "th",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "div",
    "span",
    "strong",
    "code",
    "pre",
    "sub",
    "sup",
    "img",
    "small",
    "mark",
    "del",
    "ins",
    "kbd",
    "tt",
    "big",
    "blockquote",
    "table",
    "tbody",
    "thead",
    "html",
    "body",
    "head",
    "script",
];

/// Whether a string value is a placeholder, not an answer: a stand-in for no value
/// ([`ABSENT`]), a type's name ([`TYPE_NAMES`]; not where the property itself names a type,
/// `"type": "string"`), a template's slot (`<city>`, `{email}`, `{{name}}`, `[NAME]`: a
/// bracketed run of letters, digits, spaces, `_`, `-` or `.`), or a slot written out
/// (`your city here`, `insert name here`), or a value that holds a form's blank (three
/// underscores or more: `____`, `INV-____`). `property` is the name of the property the value
/// is for, if any. A placeholder followed by a remark on it is one too (`N/A — the label
/// hasn't been printed yet`, `xxx-xxx-xxxx (not provided)`). So is a guess written in the
/// value's place ([`super::qualifiers::guessed`]: `probably Goethe`) or a value with a
/// remark that doubts it ([`doubted_in_parentheses`]: `Victor Hugo (I think)`): no answer
/// either, nor the model declining in it ([`super::declining::declined`]: `Sorry, I can't
/// provide that`).
#[inline]
pub(crate) fn placeholder(text: &str, property: Option<&str>) -> bool {
    // A form's blank, a line to write on (`____`, `INV-____`, `[____]`); a guess in the
    // value's place (`probably Goethe`).
    if memchr::memmem::find(text.as_bytes(), b"___").is_some()
        || denies_given(text)
        || super::qualifiers::guessed(text)
        || super::declining::declined(text)
        || text.trim_end().ends_with([')', '）']) && doubted_in_parentheses(text)
    {
        return true;
    }
    // (Unreadable characters further in, `inv-???-2`, are not seen by the quick look.)
    let one = |text: &str| {
        (may_be_placeholder(text.as_bytes()) || text.len() <= 40 && text.contains('?'))
            && placeholder_read(text, property)
    };
    // (A remark is looked for only where the first byte may open a placeholder.)
    let opens = text.bytes().next().is_some_and(|first| {
        PLACEHOLDER_SHAPES[usize::from(first.to_ascii_lowercase())] != 0
            || FIRST_BYTE_CHECKS[usize::from(first)] != 0
    });
    one(text) || opens && remarked(text).is_some_and(one)
}

/// Whether a value carries, in closing parentheses, a remark that doubts it (`Victor Hugo (I
/// think)`, `Lyon (not sure)`, `1975 (?)`, `Goethe (vermutlich)`, `Kraków (chyba)`): the
/// writer's guess, no more an answer than `probably Goethe` is. The remark is a doubt after
/// a value ([`After::Unsure`]: `not sure`, `glaube ich`, `不太确定`), a hedge
/// ([`super::qualifiers::is_hedge`]), a belief or doubt ([`DOUBT_REMARKS`]), or question
/// marks; a value wholly in parentheses has no remark.
pub(crate) fn doubted_in_parentheses(text: &str) -> bool {
    let Some(inner) = parenthesized_remark(text) else {
        return false;
    };
    if doubts(inner) {
        return true;
    }
    let mut lower = inner.as_bytes().to_vec();
    fold_case(&mut lower);
    // A remark set apart (a space before its parenthesis, or full-width ones) that calls
    // the value an example or a stand-in to replace (`홍길동 (예시)`,
    // `XXX-XXXX（请替换为实际号码）`, `Jane (sample)`): [`After::CallsExample`]'s words
    // anywhere in it, each after a space or at its start (not `api.example.com` in a call's
    // argument).
    let index = after_index();
    let apart = text.trim_end().ends_with('）') || text.contains(" (");
    if apart
        && index.starts(&lower, 0).any(|p| {
            (p == 0 || lower[p - 1] == b' ')
                && index
                    .longest_at(&lower, p)
                    .is_some_and(|n| after_kind(n) == After::CallsExample)
        })
    {
        return true;
    }
    false
}

/// Whether a remark in a few words (in parentheses after a value, or a comment in it) doubts
/// the value: question marks (`(?)`), a doubt after a value ([`After::Unsure`]: `not sure`,
/// `không chắc lắm`) or a taking back, a belief or doubt ([`DOUBT_REMARKS`]: `I think`), a
/// hedge ([`super::qualifiers::is_hedge`]: `vermutlich`), or an estimate's words, the whole
/// remark ([`super::qualifiers::is_estimate`]: `approximately`, `шамамен`; not `see above`).
pub(crate) fn doubts(remark: &str) -> bool {
    let remark = remark.trim();
    if remark.is_empty() || remark.len() > 48 {
        return false;
    }
    if remark.bytes().all(|c| c == b'?') {
        return true;
    }
    let mut lower = remark.as_bytes().to_vec();
    fold_case(&mut lower);
    let whole = |phrase_len: usize| {
        lower[phrase_len..]
            .iter()
            .all(|c| !c.is_ascii_alphanumeric() && *c < 0x80)
    };
    let unsure = after_index()
        .longest_at(&lower, 0)
        .is_some_and(|n| matches!(after_kind(n), After::Unsure | After::Retracts));
    let belief = DOUBT_REMARKS
        .iter()
        .any(|b| lower.starts_with(b.as_bytes()) && whole(b.len()));
    unsure
        || belief
        || std::str::from_utf8(&lower).is_ok_and(|remark| {
            super::qualifiers::is_hedge(remark) || super::qualifiers::is_estimate(remark)
        })
}

/// Whether the sentence that `after`, the text right after a value, finishes closes on a
/// remark that doubts what it states: its last clause, set off by a comma, a dash, a
/// semicolon or an opening parenthesis, is whole a remark that doubts ([`closing_doubt`]:
/// `5 people, I think.`,
/// `{…} — probably.`, `5人，我觉得。`, `Il y en a 5 (je crois).`); or, with nothing to set it
/// off, as languages that put the verb last write it, its last words are a hedge or a belief
/// (`Toplantı 5'te sanırım.`, `There were 5 people I think.`). A remark in a sentence of its
/// own is said of something else (`5 people. I think that's all.`); a bound or an estimate's
/// words that end a sentence with nothing before them are words of the sentence (`5 friends
/// came over.`).
pub(crate) fn closes_in_doubt(after: &str) -> bool {
    let after = &after[..bytes::floor_char(after, after.len().min(AFTER_WINDOW))];
    // The sentence's end: a mark of its end (a full stop followed by a space or nothing, not
    // `approx.` within it), or a line's.
    // (Read by bytes: the marks beyond ASCII are looked at only where their lead bytes are.)
    let b = after.as_bytes();
    let end = (0..b.len())
        .find(|&at| match b[at] {
            b'.' => b.get(at + 1).is_none_or(|n| n.is_ascii_whitespace()),
            b'!' | b'?' | b'\n' => true,
            0xDB | 0xE0 | 0xE1 | 0xE3 | 0xEF => ['。', '！', '？', '।', '۔', '။', '።']
                .iter()
                .any(|m| after.is_char_boundary(at) && after[at..].starts_with(*m)),
            _ => false,
        })
        .unwrap_or(after.len());
    let sentence = after[..end].trim_end_matches(|c: char| {
        c.is_whitespace() || matches!(c, ')' | '）' | '*' | '_' | '"' | '”' | '»' | '…')
    });
    if sentence.trim().is_empty() {
        return false;
    }
    // Its last clause, after the last mark that sets a remark off.
    let set_off = sentence
        .char_indices()
        .rev()
        .find(|&(at, c)| {
            matches!(
                c,
                ',' | '，' | '、' | '—' | '–' | ';' | '；' | '(' | '（' | '،'
            ) || c == '-' && sentence[..at].ends_with(' ') && sentence[at + 1..].starts_with(' ')
        })
        .map(|(at, c)| &sentence[at + c.len_utf8()..]);
    if let Some(remark) = set_off {
        return closing_doubt(remark, true);
    }
    // Its last words, up to three.
    let mut from = sentence.len();
    for _ in 0..3 {
        let Some(space) = sentence[..from].trim_end().rfind(char::is_whitespace) else {
            return false;
        };
        from = space;
        if closing_doubt(&sentence[from..], false) {
            return true;
        }
    }
    false
}

/// Whether `remark`, the last clause or the last words of a sentence, is whole a remark that
/// doubts it: a belief ([`DOUBT_REMARKS`]: `I think`), a doubt ([`After::Unsure`]: `not
/// sure`), a guess ([`super::qualifiers::is_guess`]: `probably`); set off from the sentence,
/// also any hedge or an estimate's words (`formerly`, `approximately`). A clause that goes on
/// to say what it doubts (`I couldn't find a phone number`) is no remark: the phrases after a
/// value read it ([`After::Unsure`]).
fn closing_doubt(remark: &str, set_off: bool) -> bool {
    const LONGEST: usize = 48;
    let remark = remark.trim();
    if remark.is_empty() || remark.len() > LONGEST {
        return false;
    }
    let mut lower = [0u8; LONGEST];
    let lower = &mut lower[..remark.len()];
    lower.copy_from_slice(remark.as_bytes());
    fold_case(lower);
    let Ok(lower) = std::str::from_utf8(lower) else {
        return false;
    };
    DOUBT_REMARKS.contains(&lower)
        || unsure_whole(lower)
        || super::qualifiers::is_guess(lower)
        || set_off && (super::qualifiers::is_hedge(lower) || super::qualifiers::is_estimate(lower))
}

/// Whether lowercase `words` are, whole, a doubt after a value ([`After::Unsure`]: `not
/// sure`).
fn unsure_whole(words: &str) -> bool {
    after_index()
        .longest_at(words.as_bytes(), 0)
        .is_some_and(|n| {
            after_kind(n) == After::Unsure && after_index().text(n).len() == words.len()
        })
}

/// Whether a comment in the written value `value` doubts it ([`doubts`]: `"year": 1975 //
/// không chắc lắm`, `# not sure`): the writer's guess, not the answer.
pub(crate) fn comment_doubts(value: &str) -> bool {
    comments(value).any(doubts)
}

/// Whether a comment in a value (`// …`, `/* … */`, `# …`) takes it back as the first
/// sentence after a value may ([`takes_itself_back`]): it calls something wrong or says the
/// writer erred, in few words or of the value (`// de fapt miercuri, am greșit ziua`, `/*
/// chyba – správné množství doplním později */`), or opens with a no.
pub(crate) fn comment_says_wrong(value: &str, subject: &dyn Subject) -> bool {
    comments(value).any(|body| {
        // (As much of it as the prose after a value is read: [`AFTER_WINDOW`] bytes.)
        let body = &body[..bytes::floor_char(body, body.len().min(AFTER_WINDOW))];
        let mut lower = body.as_bytes().to_vec();
        fold_case(&mut lower);
        std::str::from_utf8(&lower).is_ok_and(|lower| takes_itself_back(lower, false, subject))
    })
}

/// The remark in closing parentheses after a value (`Victor Hugo (I think)`, full-width
/// ones too: `XXX（请替换）`), at most 48 bytes, with text before it.
fn parenthesized_remark(text: &str) -> Option<&str> {
    let t = text.trim_end();
    let (open, inner) = match t.strip_suffix(')') {
        Some(r) => {
            let open = r.rfind('(')?;
            (open, &r[open + 1..])
        }
        None => {
            let r = t.strip_suffix('）')?;
            let open = r.rfind('（')?;
            (open, &r[open + '（'.len_utf8()..])
        }
    };
    let inner = inner.trim();
    (!t[..open].trim().is_empty() && !inner.is_empty() && inner.len() <= 48).then_some(inner)
}

/// A writer's belief or doubt in a few words, which in parentheses after a value makes it a
/// guess (`Victor Hugo (I think)`, `Lyon (unsure)`): beliefs open ordinary sentences, so
/// they are never read after a value in prose.
const DOUBT_REMARKS: [&str; 47] = [
    "i think",
    "i believe",
    "i guess",
    "i suppose",
    "unsure",
    "not sure",
    "not certain",
    "uncertain",
    "unverified",
    "unconfirmed",
    "je crois",
    "je pense",
    "pas sûr",
    "pas sûre",
    "pas certain",
    "incertain",
    "ich glaube",
    "ich denke",
    "unsicher",
    "nicht sicher",
    "creo",
    "no seguro",
    "no estoy seguro",
    "no estoy segura",
    "acho",
    "não tenho certeza",
    "não sei",
    "credo",
    "penso",
    "non sono sicuro",
    "non sicuro",
    "ik denk",
    "niet zeker",
    "jag tror",
    "inte säker",
    "я думаю",
    "думаю",
    "не уверен",
    "не уверена",
    "nie jestem pewien",
    "emin değilim",
    "mwen panse",
    "我觉得",
    "我想",
    "不确定",
    "と思う",
    "잘 모르겠",
];

/// The value before a remark on it: the text before ` — `, ` – `, ` - ` or `; `, or before
/// ` (` where the text ends with `)`; `None` where there is no remark.
fn remarked(text: &str) -> Option<&str> {
    let t = text.trim_end();
    let b = t.as_bytes();
    // One pass over the bytes that may part a remark (`—` and `–` open with 0xE2, the
    // full-width `（` with 0xEF).
    let end = memchr::memchr3_iter(b'(', b'-', b';', b)
        .chain(memchr::memchr2_iter(0xE2, 0xEF, b))
        .filter(|&p| {
            let spaced_before = p > 0 && b[p - 1] == b' ';
            match b[p] {
                b'(' => spaced_before && b.last() == Some(&b')'),
                b';' => b.get(p + 1) == Some(&b' '),
                b'-' => spaced_before && b.get(p + 1) == Some(&b' '),
                0xEF => t[p..].starts_with('（') && t.ends_with('）'),
                _ => spaced_before && (t[p..].starts_with("— ") || t[p..].starts_with("– ")),
            }
        })
        .min()?;
    let head = t[..end].trim();
    (!head.is_empty()).then_some(head)
}

/// Whether a trimmed text is one of [`ABSENT`]'s words, in any case (a word of another
/// script in capitals, `Неизвестно`, too): looked up in the table sorted once, an ASCII text
/// lowercased on the stack.
fn is_absent(t: &str) -> bool {
    static SORTED: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let sorted = SORTED.get_or_init(|| {
        let mut sorted: Vec<String> = ABSENT.iter().map(|e| e.to_lowercase()).collect();
        sorted.sort_unstable();
        sorted
    });
    let found = |key: &[u8]| sorted.binary_search_by(|e| e.as_bytes().cmp(key)).is_ok();
    if t.is_ascii() {
        let mut lower = [0u8; 64];
        let Some(lower) = lower.get_mut(..t.len()) else {
            return false;
        };
        lower.copy_from_slice(t.as_bytes());
        lower.make_ascii_lowercase();
        found(lower)
    } else {
        found(t.to_lowercase().as_bytes())
    }
}

/// [`placeholder`] past its quick refusal.
fn placeholder_read(text: &str, property: Option<&str>) -> bool {
    let t = text.trim();
    if is_filler(t) {
        return true;
    }
    // Forty characters at most (a mask of blocks takes three bytes each).
    if t.is_empty() || t.len() > 40 && (t.is_ascii() || t.chars().nth(40).is_some()) {
        return false;
    }
    if is_slot_identifier(t) || is_your_slot(t) {
        return true;
    }
    // Compared without allocating: most strings fail at their length or first byte.
    let is = |entries: &[&str]| entries.iter().any(|e| t.eq_ignore_ascii_case(e));
    if is_absent(t) || defers(t.as_bytes()) {
        return true;
    }
    let names_a_type = property.is_some_and(|p| {
        let p = p.as_bytes();
        bytes::ends_with_ignore_case(p, b"type")
            || p.eq_ignore_ascii_case(b"kind")
            || p.eq_ignore_ascii_case(b"format")
    });
    if !names_a_type && is(&TYPE_NAMES) {
        return true;
    }
    // A word of letters alone is none of the shapes below (a template, a bracket, a mask but
    // of `x`, a blank, a struck value, a slot written out).
    if t.bytes().all(|c| c.is_ascii_alphabetic()) && !t.bytes().all(|c| c == b'x' || c == b'X') {
        return false;
    }
    // A format's template, unless the property is a format (`"date_format": "YYYY-MM-DD"`).
    let names_a_format = property.is_some_and(|p| {
        let p = p.as_bytes();
        bytes::ends_with_ignore_case(p, b"format")
            || bytes::ends_with_ignore_case(p, b"pattern")
            || bytes::ends_with_ignore_case(p, b"mask")
    });
    if !names_a_format && format_template(t.as_bytes()) {
        return true;
    }
    // A template's slot, or a program's interpolation left unfilled (`${USER_ID}`, `#{name}`).
    let bracketed = [
        ("{{", "}}"),
        ("${", "}"),
        ("#{", "}"),
        ("<", ">"),
        ("{", "}"),
        ("[", "]"),
        ("⟨", "⟩"),
    ]
    .iter()
    .find_map(|(open, close)| t.strip_prefix(open)?.strip_suffix(close));
    if let Some(inner) = bracketed {
        let inner = inner.trim();
        // Markup is content: `<b>`, `<br>`, `<div>` are no slots.
        if t.starts_with('<') && MARKUP.iter().any(|tag| inner.eq_ignore_ascii_case(tag)) {
            return false;
        }
        return inner.chars().any(char::is_alphabetic)
            && inner
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '_' | '-' | '.'));
    }
    if masked(t) || zeroed(t) || unreadable(t) || struck(t) {
        return true;
    }
    let b = t.as_bytes();
    ["your ", "insert ", "enter "]
        .iter()
        .any(|p| bytes::starts_with_ignore_case(b, p.as_bytes()))
        && bytes::ends_with_ignore_case(b, b" here")
}

/// Whether a string value was cut short and closed with an ellipsis: a word broken off
/// (`Mountain Vi...`, `extend the…`, `Rua Augusta 274,...`) or an address left unfinished
/// (`name@...`, `name@seznam.…`), as a model
/// shortens a value it does not write out. A lone word that ends in one (`Loading...`) is
/// text, and so is an ellipsis alone ([`placeholder`]'s).
pub(crate) fn cut_short(text: &str) -> bool {
    let t = text.trim_end();
    let Some(rest) = t.strip_suffix("...").or_else(|| t.strip_suffix('…')) else {
        return false;
    };
    let rest = rest.trim_end_matches('.');
    match rest.chars().next_back() {
        Some('@') => true,
        Some(c) if c.is_alphanumeric() || matches!(c, ',' | '-' | '/') => {
            rest.trim().contains([' ', '@'])
        }
        _ => false,
    }
}

/// Whether an unquoted word is code that computes a value rather than the value: a call
/// (`getDisplayName(profile)`, `os.getenv("HOME")`, `new Date()`), as a program writes one
/// in an object literal. A word with a space before its parenthesis (`New York (NY)`) is
/// text.
pub(crate) fn is_expression(word: &str) -> bool {
    let w = word.trim();
    let w = w.strip_prefix("new ").unwrap_or(w);
    let Some(open) = w.find('(') else {
        return false;
    };
    let callee = &w[..open];
    callee
        .bytes()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
        && callee
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
        && w.ends_with(')')
}

/// Whether `t` is filler text, the typesetters' stand-in for text to come (`Lorem ipsum
/// dolor sit amet…`).
fn is_filler(t: &str) -> bool {
    bytes::starts_with_ignore_case(t.as_bytes(), b"lorem ipsum")
}

/// Whether `t` is a template's slot written as an identifier: capitals, digits and `_`, two
/// words or more, that say what to put there (`YOUR_API_KEY`, `INSERT_NAME_HERE`,
/// `REPLACE_ME`, `API_TOKEN_HERE`), as `your city here` says it in words.
fn is_slot_identifier(t: &str) -> bool {
    if !t
        .bytes()
        .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
    {
        return false;
    }
    let mut words = t.split('_').filter(|w| !w.is_empty());
    let (Some(first), Some(last)) = (words.next(), t.split('_').rfind(|w| !w.is_empty())) else {
        return false;
    };
    first != last
        && (["YOUR", "MY", "INSERT", "REPLACE", "ENTER", "ADD", "PUT"].contains(&first)
            || ["HERE", "ME"].contains(&last))
}

/// Whether `t` is a slot named for the reader in one word: `your-email@example.com`,
/// `your_company`, `yourname.example.org`: `your` joined to what goes there.
fn is_your_slot(t: &str) -> bool {
    let b = t.as_bytes();
    !t.contains(' ')
        && bytes::starts_with_ignore_case(b, b"your")
        && (matches!(b.get(4), Some(b'-' | b'_' | b'.'))
            || ["name", "email", "mail", "company", "domain", "user"]
                .iter()
                .any(|w| bytes::starts_with_ignore_case(&b[4..], w.as_bytes())))
}

/// Whether a string of which `prefix` has arrived may still turn out a [`placeholder`] once
/// whole: the start of a stand-in or a type's name, a template's opening bracket, a mask so
/// far, or a slot written out. A stream shows such a string only once it is whole (or
/// longer than any placeholder), so that it never shows `N/A` for what becomes `null`.
pub(crate) fn may_become_placeholder(prefix: &str) -> bool {
    let t = prefix.trim_start();
    if prefix.len() > 40 && (prefix.is_ascii() || prefix.chars().nth(40).is_some()) {
        return false;
    }
    if t.is_empty() {
        return true;
    }
    let starts = |entries: &[&str]| {
        entries.iter().any(|e| {
            e.len() >= t.len()
                && e.is_char_boundary(t.len())
                && e[..t.len()].eq_ignore_ascii_case(t)
        })
    };
    let slot = ["your ", "insert ", "enter "]
        .iter()
        .any(|p| starts(&[p]) || bytes::starts_with_ignore_case(t.as_bytes(), p.as_bytes()));
    let identifier = t
        .bytes()
        .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_');
    starts(&ABSENT)
        || starts(&TYPE_NAMES)
        || starts(&["lorem ipsum"])
        || identifier
        || starts(&DEFERRED)
        || defers(t.as_bytes())
        || t.starts_with(['<', '{', '[', '⟨', '$'])
        || t.starts_with("#{")
        || slot
        || starts(&["your"])
        || t.starts_with('~')
        || bytes::starts_with_ignore_case(t.as_bytes(), b"your")
        || t.chars()
            .all(|c| is_mask_char(c) || c.is_ascii() && is_mask_separator(c as u8))
}

/// Whether `t` is a mask: a value written with its characters hidden, at least three mask
/// characters (`X`, `x`, `#`, `*`, or blocks and bullets: `█`, `•`) and nothing else but
/// separators (`XXX-XXX-XXXX`, `##/##/####`, `xxx@xxx.xx`, `+XXXX`, `███-██-████`); or a
/// value hidden in part, where as many characters are hidden as shown, at least four, three
/// of them in a row (`FR76 XXXX XXXX XXXX`, `**** **** **** 4242`, `***-**-1234`), or an
/// address whose whole name is hidden (`xxx@example.com`, `****@gmail.com`): what is shown
/// is not the value.
fn masked(t: &str) -> bool {
    if let Some((name, domain)) = t.split_once('@')
        && name.chars().count() >= 3
        && name.chars().all(is_mask_char)
        && domain.contains('.')
    {
        return true;
    }
    let (mut hidden, mut shown, mut run, mut longest) = (0, 0, 0, 0);
    for c in t.chars() {
        match c {
            _ if is_mask_char(c) => {
                hidden += 1;
                run += 1;
                longest = longest.max(run);
                continue;
            }
            _ if c.is_ascii() && is_mask_separator(c as u8) => {}
            _ if c.is_alphanumeric() => shown += 1,
            _ => return false,
        }
        run = 0;
    }
    shown == 0 && hidden >= 3 || hidden >= 4 && hidden >= shown && longest >= 3
}

/// Whether `t` is a number of eight digits or more all written `0`, with separators and a
/// country's letters before them at most (`DE00 0000 0000 0000 0000 00`, `0000-0000-0000`):
/// a form's blank, no account or card number.
fn zeroed(t: &str) -> bool {
    let digits = t.trim_start_matches(|c: char| c.is_ascii_uppercase());
    if t.len() - digits.len() > 4 {
        return false;
    }
    let mut zeros = 0;
    for b in digits.bytes() {
        match b {
            b'0' => zeros += 1,
            _ if is_mask_separator(b) => {}
            _ => return false,
        }
    }
    zeros >= 8
}

/// Whether `t` has characters that could not be read, written as question marks in their
/// place: three in a row (`A7-???-204`), or two inside a word of one (`INV-??12`).
fn unreadable(t: &str) -> bool {
    let b = t.as_bytes();
    b.windows(3).any(|w| w == b"???")
        || !b.contains(&b' ') && b.len() > 2 && {
            let inner = t.trim_end_matches('?').as_bytes();
            inner.windows(2).any(|w| w == b"??")
        }
}

/// Whether `t` is struck through in markdown (`~~Thursday~~`): a value the reply crossed out.
pub(crate) fn struck(t: &str) -> bool {
    t.len() > 4 && t.starts_with("~~") && t.ends_with("~~")
}

/// A character that hides one of a value's (`X`, `x`, `#`, `*`).
const fn is_mask(b: u8) -> bool {
    matches!(b, b'X' | b'x' | b'#' | b'*')
}

/// A character that hides one of a value's: [`is_mask`]'s, or a block or bullet that blacks
/// it out (`███-██-████`, `••••`).
fn is_mask_char(c: char) -> bool {
    c.is_ascii() && is_mask(c as u8)
        || matches!(
            c,
            '█' | '▓' | '▒' | '░' | '■' | '▇' | '◼' | '⬛' | '•' | '●' | '∗' | '＊'
            // The circles Japanese and Chinese forms write for a name or a number not
            // given (`〇〇 〇〇`, `○○市`).
            | '〇' | '○' | '◯'
        )
}

/// A separator a mask keeps from the value it hides (`XXX-XXXX`, `(XXX)`, `xxx@xxx.xx`).
fn is_mask_separator(b: u8) -> bool {
    matches!(
        b,
        b'-' | b'.' | b' ' | b'/' | b'@' | b'+' | b'(' | b')' | b'_' | b':'
    )
}

/// The words that say a list goes on without the items they stand for, in every language the
/// engine reads (`etc.`, `and so on`, `и т.д.`, `وغيرها`, `dan lain-lain`, `等等`), lowercase:
/// a list's last item, the last words of one, or the clause right after the list. An entry
/// written with its dot (`dll.`, `itd.`, `vb.`) is an abbreviation that is also a word or a
/// code elsewhere (`DLL`, `VB`), read only with its dot; any other is read with a sentence's
/// dot or an end mark (`।`, `۔`, `።`, `។`) or without. The one table of them.
static ELISIONS: [&str; 1194] = [
    // English, French, German, Spanish, Portuguese, Italian, Scandinavian, Russian, Chinese,
    // Japanese, Korean: the first table.
    "…",
    "etc",
    "and so on",
    "and more",
    "and others",
    "and so forth",
    "among others",
    "et cetera",
    "et ainsi de suite",
    "und so weiter",
    "y así sucesivamente",
    "e assim por diante",
    "e così via",
    "usw",
    "u.s.w",
    "m.m",
    "o.s.v",
    "v.v",
    "и т.д",
    // Latvian `un citi` abbreviated.
    "u.c.",
    "и т. д",
    "等等",
    "等",
    "など",
    "등",
    // English.
    "etcetera",
    "et al.",
    "and the like",
    "and such",
    "and similar",
    "and many more",
    "and much more",
    "and many others",
    "and so on and so forth",
    "among many others",
    "amongst others",
    "among other things",
    "inter alia",
    "to name a few",
    "to name but a few",
    "to name just a few",
    "just to name a few",
    "and whatnot",
    "and what not",
    "and so on etc",
    "etc etc",
    "and the rest",
    "and more besides",
    "and the list goes on",
    "& more",
    "& so on",
    "and co",
    // French.
    "et caetera",
    "et cætera",
    "et autres",
    "entre autres",
    "et plus",
    "et plus encore",
    "et bien d'autres",
    "et bien d’autres",
    "et d'autres",
    "et d’autres",
    "et j'en passe",
    "et j’en passe",
    "et tant d'autres",
    "et tant d’autres",
    "et ainsi de suite etc",
    "et cetera etc",
    "et compagnie",
    "et consorts",
    "et le reste",
    "et similaires",
    "et autres choses",
    "parmi d'autres",
    "parmi d’autres",
    "pour n'en citer que quelques-uns",
    "pour n’en citer que quelques-uns",
    // German.
    "u.a",
    "u. a",
    "u.ä",
    "u. ä",
    "und ähnliches",
    "und vieles mehr",
    "u.v.m",
    "u. v. m",
    "uvm.",
    "und mehr",
    "und andere",
    "unter anderem",
    "u.a.m",
    "und so fort",
    "usf.",
    "u.s.f",
    "und dergleichen",
    "u. dgl",
    "u.dgl",
    "und weitere",
    "und viele mehr",
    "und noch mehr",
    "und viele andere",
    "und weiteres",
    "und so weiter und so fort",
    "etc. pp",
    "etc pp",
    // Spanish.
    "etcétera",
    "entre otros",
    "entre otras",
    "y otros",
    "y otras",
    "y más",
    "y mucho más",
    "y muchos más",
    "y muchas más",
    "y demás",
    "entre muchos otros",
    "entre muchas otras",
    "y un largo etcétera",
    "y otros más",
    "y similares",
    "y cosas así",
    "y cosas por el estilo",
    "y compañía",
    // Portuguese.
    "entre outros",
    "entre outras",
    "e outros",
    "e outras",
    "e mais",
    "e muito mais",
    "e afins",
    "e assim sucessivamente",
    "dentre outros",
    "dentre outras",
    "e por aí vai",
    "e por aí fora",
    "e coisas do gênero",
    "e coisas do género",
    "e similares",
    "etc e tal",
    "e companhia",
    // Italian.
    "ecc.",
    "eccetera",
    "e via dicendo",
    "e via discorrendo",
    "tra gli altri",
    "fra gli altri",
    "tra le altre",
    "e altri",
    "e altre",
    "e altro",
    "e molto altro",
    "e molto altro ancora",
    "e molti altri",
    "e molte altre",
    "e simili",
    "e così di seguito",
    "e quant'altro",
    "e quant’altro",
    "e via così",
    "ecc. ecc",
    "ecc ecc",
    // Catalan.
    "i així successivament",
    "entre d'altres",
    "entre d’altres",
    "entre altres",
    "i altres",
    "i molt més",
    "i més",
    "i d'altres",
    "i d’altres",
    "i similars",
    "etcètera",
    // Galician.
    "e así sucesivamente",
    "e moito máis",
    "e demais",
    // Corsican.
    "è cusì di seguitu",
    "è cusì via",
    "è altri",
    "trà l'altri",
    "trà l’altri",
    // Occitan.
    "e autres",
    // Sardinian.
    "e àteros",
    // Friulian.
    "e vie indenant",
    "e altris",
    // Romansh.
    "e uschia vinavant",
    // Asturian.
    "ente otros",
    // Romanian.
    "ș.a.m.d",
    "ş.a.m.d",
    "și așa mai departe",
    "şi aşa mai departe",
    "ș.a",
    "ş.a",
    "și altele",
    "şi altele",
    "și alții",
    "şi alţii",
    "printre altele",
    "și multe altele",
    "şi multe altele",
    "și altele asemenea",
    "şi altele asemenea",
    "ș. a",
    "ş. a",
    "ș. a. m. d",
    "ş. a. m. d",
    // Dutch.
    "enz.",
    "enzovoort",
    "enzovoorts",
    "en zo verder",
    "e.d",
    "en dergelijke",
    "e.a",
    "en andere",
    "onder andere",
    "o.a",
    "en meer",
    "en nog veel meer",
    "en nog meer",
    "en zovoort",
    "en ga zo maar door",
    "en noem maar op",
    "en vele anderen",
    "en andere zaken",
    // Afrikaans.
    "ens.",
    "ensovoorts",
    "ensovoort",
    "en so aan",
    "en so meer",
    "en so voorts",
    "en ander",
    "en dies meer",
    // Frisian.
    "ensafuorthinne",
    "en sa fierder",
    "en sa fuorthinne",
    "en sa mear",
    "ûnder oaren",
    "en oaren",
    // Luxembourgish.
    "asw.",
    "an esou weider",
    "an sou weider",
    "ënner anerem",
    "an anerer",
    "a.s.w",
    // Swedish.
    "och så vidare",
    "osv.",
    "med mera",
    "bl.a",
    "bland annat",
    "bland andra",
    "och andra",
    "med flera",
    "m.fl",
    "och liknande",
    "o.dyl",
    "och dylikt",
    "och mer",
    "och mycket mer",
    "och många fler",
    "o.likn",
    // Norwegian.
    "og så videre",
    "o.l",
    "og lignende",
    "med mer",
    "med mere",
    "blant annet",
    "med flere",
    "og mer",
    "og mye mer",
    "og andre",
    "m.v",
    "med videre",
    "og så vidare",
    "mellom anna",
    "og anna",
    "og så bortetter",
    "o.s.b",
    // Danish.
    "blandt andet",
    "blandt andre",
    "og meget mere",
    "og andet",
    // Icelandic.
    "o.s.frv",
    "og svo framvegis",
    "o.fl",
    "og fleira",
    "og fleiri",
    "meðal annars",
    "o.m.fl",
    "og margt fleira",
    "o.þ.h",
    "og þess háttar",
    // Faroese.
    "o.s.fr",
    "og so framvegis",
    "og so víðari",
    "og annað",
    // Yiddish.
    "און אזוי ווייטער",
    "און אַזוי ווײַטער",
    "און אַזוי װײַטער",
    "און אנדערע",
    "און אַנדערע",
    // Irish.
    "agus araile",
    "agus mar sin de",
    "agus eile",
    "i measc rudaí eile",
    "agus go leor eile",
    // Scottish Gaelic.
    "mar sin air adhart",
    "is mar sin air adhart",
    "agus mar sin air adhart",
    "is eile",
    // Welsh.
    "ayyb.",
    "ayb.",
    "a.y.y.b",
    "ac yn y blaen",
    "ac ati",
    "ymhlith eraill",
    "a mwy",
    "ac eraill",
    // Breton.
    "hag all",
    "h.a",
    "ha re all",
    "hag evel-se da heul",
    // Basque.
    "etab.",
    "eta abar",
    "eta abar luze bat",
    "eta beste",
    "besteak beste",
    "eta gehiago",
    // Esperanto.
    "kaj tiel plu",
    "k.t.p",
    "k. t. p",
    "kaj aliaj",
    "inter alie",
    "k.a",
    "kaj pli",
    "kaj multaj aliaj",
    "kaj similaj",
    "kaj tiel for",
    // Maltese.
    "eċċ",
    "eċċetera",
    "u oħrajn",
    "u ohrajn",
    "fost oħrajn",
    "fost ohrajn",
    "u aktar",
    "u l-bqija",
    // Haitian Creole.
    "elatriye",
    "ak latriye",
    "ak lòt ankò",
    "ak plis ankò",
    "ak lòt yo",
    // Russian.
    "и т.п",
    "и т. п",
    "и так далее",
    "и тому подобное",
    "и др",
    "и другие",
    "и пр",
    "и прочее",
    "и прочие",
    "и многое другое",
    "и многие другие",
    "и проч",
    "и т.д. и т.п",
    "среди прочего",
    "и т.д.и т.п",
    "и тд",
    "и тп",
    "и т д",
    "и так далее и тому подобное",
    // Ukrainian.
    "і т.д",
    "і т. д",
    "і так далі",
    "тощо",
    "і т.п",
    "і т. п",
    "і тому подібне",
    "та ін",
    "та інші",
    "і інші",
    "та інше",
    "серед іншого",
    "і багато іншого",
    "та багато іншого",
    "й т.д",
    "і тд",
    // Belarusian.
    "і г.д",
    "і г. д",
    "і гэтак далей",
    "і інш",
    "і іншыя",
    "і таму падобнае",
    "і да т.п",
    "і шмат іншага",
    // Polish.
    "itd.",
    "itp.",
    "i tak dalej",
    "i tym podobne",
    "i inne",
    "m.in",
    "między innymi",
    "i wiele innych",
    "i więcej",
    "i wiele więcej",
    "i in.",
    "itd. itp",
    "i tak dalej i tak dalej",
    "i inni",
    "i temu podobne",
    // Czech.
    "atd.",
    "a tak dále",
    "apod.",
    "a podobně",
    "a jiné",
    "mimo jiné",
    "a další",
    "a mnoho dalšího",
    "a tak podobně",
    "a mnoho dalších",
    "a jiní",
    // Slovak.
    "atď",
    "a tak ďalej",
    "a pod",
    "a podobne",
    "a iné",
    "okrem iného",
    "a ďalšie",
    "a mnoho ďalších",
    // Slovenian.
    "in tako dalje",
    "ipd.",
    "in podobno",
    "idr.",
    "in drugi",
    "med drugim",
    "in drugo",
    "in še več",
    "in podobne",
    // Upper Sorbian.
    "a tak dale",
    "a druhe",
    // Croatian.
    "i tako dalje",
    "i sl.",
    "i slično",
    "i dr.",
    "i drugi",
    "i druge",
    "između ostalog",
    "i mnogi drugi",
    "i još mnogo toga",
    "i ostalo",
    "i tome slično",
    "među ostalima",
    // Serbian (Cyrillic).
    "итд",
    "и тако даље",
    "и сл",
    "и слично",
    "и други",
    "између осталог",
    "и многи други",
    "и остало",
    // Macedonian.
    "итн",
    "и така натаму",
    "меѓу другото",
    // Bulgarian.
    "и т.н",
    "и т. н",
    "и така нататък",
    "наред с другото",
    "и много други",
    "и т.нат",
    // Latvian.
    "utt.",
    "u.t.t",
    "un tā tālāk",
    "un citi",
    "un citas",
    "u.tml",
    "un tamlīdzīgi",
    "un vēl",
    "cita starpā",
    "un daudz kas cits",
    // Lithuanian.
    "ir t.t",
    "ir t. t",
    "ir taip toliau",
    "t.t",
    "ir kt.",
    "ir kiti",
    "ir kitos",
    "ir kita",
    "ir pan",
    "ir panašiai",
    "be kita ko",
    "ir daug kitų",
    // Finnish.
    "jne.",
    "ja niin edelleen",
    "ym.",
    "ynnä muuta",
    "yms.",
    "ynnä muuta sellaista",
    "ja muut",
    "muun muassa",
    "tai muuta sellaista",
    "ja muuta",
    "ja paljon muuta",
    "ja muita",
    "ja niin poispäin",
    "jne. jne",
    // Estonian.
    "ja nii edasi",
    "jms.",
    "ja muud sellist",
    "ja teised",
    "muu hulgas",
    "ja palju muud",
    "ja muud",
    "ja nii edasi ja nii edasi",
    "jm.",
    // Hungarian.
    "stb.",
    "s a többi",
    "és így tovább",
    "és a többi",
    "és mások",
    "többek között",
    "és még sok más",
    "és hasonlók",
    "satöbbi",
    "stb. stb",
    "és egyebek",
    "és így tovább és így tovább",
    // Greek.
    "κ.λπ",
    "κλπ",
    "κ.λ.π",
    "και λοιπά",
    "κ.ά",
    "κ.α",
    "και άλλα",
    "και άλλοι",
    "κ.τ.λ",
    "κτλ",
    "και τα λοιπά",
    "και ούτω καθεξής",
    "κ.ο.κ",
    "μεταξύ άλλων",
    "και πολλά άλλα",
    "και πολλά ακόμη",
    "κ.λπ. κ.λπ",
    // Albanian.
    "etj.",
    "e të tjera",
    "e kështu me radhë",
    "ndër të tjera",
    "dhe të tjerë",
    "e të tjerë",
    "dhe të tjera",
    "e kështu me rradhë",
    // Georgian.
    "და ა.შ",
    "ა.შ",
    "და ასე შემდეგ",
    "და სხვ",
    "და სხვა",
    "და სხვები",
    "და ა. შ",
    "და მრავალი სხვა",
    // Armenian.
    "և այլն",
    "եւ այլն",
    "և այլք",
    "եւ այլք",
    "և այլ",
    "և շատ այլ",
    "ու այլն",
    // Turkish (`vs.` is `vesaire`'s short form).
    "vb.",
    "vs.",
    "v.b",
    "vesaire",
    "ve saire",
    "ve benzeri",
    "ve benzerleri",
    "ve daha fazlası",
    "ve diğerleri",
    "ve daha birçoğu",
    "ve daha niceleri",
    "ve bunun gibi",
    "ve başkaları",
    // Azerbaijani.
    "və s",
    "və sair",
    "və başqaları",
    "və digərləri",
    "və daha çox",
    "və bu kimi",
    // Turkmen.
    "we ş.m",
    "we başgalar",
    "we şuňa meňzeşler",
    "we beýlekiler",
    // Kazakh.
    "т.б",
    "т.с.с",
    "тағы басқалар",
    "және т.б",
    "және тағы басқа",
    "т. б",
    "тағы сол сияқты",
    "және басқалар",
    "тағы басқа",
    // Kyrgyz.
    "ж.б",
    "ж.б.у.с",
    "жана башкалар",
    "жана башка",
    "жана ушул сыяктуу",
    // Uzbek.
    "va h.k",
    "va hokazo",
    "va boshqalar",
    "va boshqa",
    "ва ҳ.к",
    "ва ҳоказо",
    "ва бошқалар",
    "va shu kabilar",
    "ва шу кабилар",
    // Tajik.
    "ва ғайра",
    "ва ғ",
    "ва дигарон",
    "ва ғайраҳо",
    // Tatar.
    "һ.б",
    "һәм башкалар",
    "һәм башка",
    "һәм шуның ише",
    "һ.б.ш",
    // Bashkir.
    "һәм башҡалар",
    "һәм башҡа",
    // Chuvash.
    "ытти те",
    // Uyghur.
    "ۋە باشقىلار",
    "قاتارلىقلار",
    "ۋە ھاكازا",
    // Mongolian.
    "гэх мэт",
    "г.м",
    "болон бусад",
    "гэх мэтчилэн",
    // Hebrew.
    "וכו'",
    "וכו’",
    "וכו׳",
    "וכד'",
    "וכד’",
    "וכד׳",
    "ועוד",
    "וכולי",
    "וכדומה",
    "ועוד ועוד",
    "בין היתר",
    "ועוד רבים",
    "וכן הלאה",
    "ועוד הרבה",
    "וכו",
    "ועוד רבים אחרים",
    "ועוד כהנה וכהנה",
    // Arabic.
    "إلخ",
    "الخ",
    "وغيرها",
    "وغيره",
    "وغير ذلك",
    "وما إلى ذلك",
    "وما الى ذلك",
    "وهكذا",
    "وغيرهم",
    "وأكثر",
    "والمزيد",
    "ونحو ذلك",
    "وما شابه",
    "وما شابه ذلك",
    "وغيرها الكثير",
    "إلى آخره",
    "الى آخره",
    "وما إليها",
    "وسواها",
    // Persian.
    "و غیره",
    "وغیره",
    "و مانند آن",
    "و امثال آن",
    "و دیگران",
    "و بسیاری دیگر",
    "و غیره و غیره",
    "و مانند این‌ها",
    "و مانند این ها",
    "و مانند اینها",
    "و امثالهم",
    "و از این قبیل",
    "و جز آن",
    // Kurdish (Sorani).
    "هتد",
    "هەتا دوایی",
    "و هتد",
    "و هیتر",
    "و هی تر",
    // Kurdish (Kurmanji).
    "hwd.",
    "û hwd",
    "û yên din",
    "û wekî din",
    "û gelekên din",
    // Pashto.
    "او نور",
    "او داسې نور",
    "او داسی نور",
    // Urdu.
    "وغیرہ",
    "وغیرہ وغیرہ",
    "اور دیگر",
    "اور بہت کچھ",
    "اور اسی طرح",
    "اور بہت سے دیگر",
    // Sindhi.
    "۽ ٻيا",
    "وغيره وغيره",
    "۽ ٻيون",
    // Hindi.
    "आदि",
    "इत्यादि",
    "वगैरह",
    "वग़ैरह",
    "वग़ैरह",
    "आदि आदि",
    "और अन्य",
    "और भी बहुत कुछ",
    "और बहुत कुछ",
    "वगैरा",
    "इत्यादि इत्यादि",
    "वगैरह वगैरह",
    // Marathi.
    "इत्यादी",
    "वगैरे",
    "आणि इतर",
    "आदी",
    "वगैरे वगैरे",
    "आणि बरेच काही",
    // Gujarati.
    "વગેરે",
    "ઇત્યાદિ",
    "અને અન્ય",
    "વગેરે વગેરે",
    "આદિ",
    // Punjabi.
    "ਆਦਿ",
    "ਵਗੈਰਾ",
    "ਵਗ਼ੈਰਾ",
    "ਵਗ਼ੈਰਾ",
    "ਅਤੇ ਹੋਰ",
    "ਇਤਿਆਦਿ",
    "ਆਦਿ ਆਦਿ",
    // Bengali.
    "ইত্যাদি",
    "প্রভৃতি",
    "এবং আরও",
    "ও অন্যান্য",
    "এবং অন্যান্য",
    "ইত্যাদি ইত্যাদি",
    "আরও অনেক কিছু",
    // Assamese.
    "আদি",
    "আৰু অন্যান্য",
    "আদি আদি",
    // Odia.
    "ଇତ୍ୟାଦି",
    "ପ୍ରଭୃତି",
    "ଆଦି",
    "ଏବଂ ଅନ୍ୟାନ୍ୟ",
    // Nepali.
    "र अन्य",
    // Sinhala.
    "ආදිය",
    "යනාදිය",
    "ආදී",
    "සහ තවත්",
    "යනාදී",
    "ආදී වශයෙන්",
    // Tamil.
    "முதலியன",
    "போன்றவை",
    "மற்றும் பல",
    "முதலியவை",
    "இன்னும் பல",
    "மற்றும் பிற",
    // Telugu.
    "మొదలైనవి",
    "వగైరా",
    "ఇంకా మరెన్నో",
    "మరియు ఇతరులు",
    "మొదలగునవి",
    // Kannada.
    "ಇತ್ಯಾದಿ",
    "ಮುಂತಾದವು",
    "ಮತ್ತು ಇತರರು",
    "ವಗೈರೆ",
    // Malayalam.
    "തുടങ്ങിയവ",
    "മുതലായവ",
    "ഇത്യാദി",
    // Chinese.
    "之类",
    "之类的",
    "诸如此类",
    "以此类推",
    "依此类推",
    "等等等等",
    "及其他",
    "以及更多",
    "等等之类",
    "云云",
    // Chinese (Traditional).
    "之類",
    "之類的",
    "諸如此類",
    "以此類推",
    "依此類推",
    // Japanese.
    "などなど",
    "等々",
    "その他多数",
    // Korean.
    "등등",
    "외 다수",
    "및 기타",
    // Vietnamese.
    "vv.",
    "vân vân",
    "và vân vân",
    "và nhiều thứ khác",
    "và nhiều hơn nữa",
    "và những thứ khác",
    "và những người khác",
    "và nhiều nữa",
    "v. v",
    "và các thứ khác",
    // Thai.
    "ฯลฯ",
    "เป็นต้น",
    "และอื่นๆ",
    "และอื่น ๆ",
    "และอีกมากมาย",
    "และอื่นๆ อีกมากมาย",
    "และอื่น ๆ อีกมากมาย",
    // Lao.
    "ແລະ ອື່ນໆ",
    "ແລະອື່ນໆ",
    "ເປັນຕົ້ນ",
    "ຯລຯ",
    // Khmer.
    "។ល",
    "ជាដើម",
    "និងផ្សេងៗទៀត",
    "និងផ្សេងទៀត",
    // Burmese.
    "စသည်",
    "စသည်တို့",
    "စသည်ဖြင့်",
    "စသဖြင့်",
    "စသည်တို့ဖြစ်သည်",
    // Tibetan.
    "སོགས",
    "སོགས་",
    "ལ་སོགས་པ",
    // Indonesian.
    "dll.",
    "dsb.",
    "dan lain-lain",
    "dan sebagainya",
    "dan lainnya",
    "dan lain sebagainya",
    "dst.",
    "dan seterusnya",
    "antara lain",
    "dan masih banyak lagi",
    "dan banyak lagi",
    "dan lain lain",
    "dan sejenisnya",
    "dan semacamnya",
    "dan lain-lainnya",
    // Malay.
    "dan seumpamanya",
    // Javanese.
    "lan sapanunggalane",
    "lan sakpiturute",
    "lan liya-liyane",
    "lan sapiturute",
    "lan sapanunggalané",
    // Sundanese.
    "jsb.",
    "jeung sajabana",
    "jeung saterusna",
    "jeung réa-réa deui",
    // Tagalog.
    "atbp.",
    "at iba pa",
    "at marami pang iba",
    "at marami pa",
    "at kung anu-ano pa",
    // Cebuano.
    "ug uban pa",
    "ug daghan pa",
    // Malagasy.
    "sy ny sisa",
    "sy ny sisa rehetra",
    "sy ny maro hafa",
    "sy ny toy izany",
    "sy ny hafa",
    // Maori.
    "me ērā atu",
    "me era atu",
    "me ētahi atu",
    "me etahi atu",
    "me ērā atu anō",
    // Samoan.
    "ma isi",
    "ma isi mea",
    "ma isi mea faapena",
    "ma isi mea faapea",
    // Hawaiian.
    "a pēlā aku",
    "a pela aku",
    "a me nā mea ʻē aʻe",
    "a me nā mea 'ē a'e",
    "a me nā mea ‘ē a‘e",
    "a pēlā wale aku",
    // Quechua.
    "hukkunapas",
    "huk kaqkunapas",
    // Guarani.
    "ha ambue",
    "ha ambuekuéra",
    "ha hetave",
    "ha ambue mba'e",
    "ha ambue mba’e",
    // Swahili.
    "n.k",
    "na kadhalika",
    "na wengineo",
    "na mengineyo",
    "na mengine",
    "miongoni mwa mengine",
    "na zaidi",
    "na kadha wa kadha",
    "na mengine mengi",
    "na wengine",
    // Yoruba.
    "àti bẹ́ẹ̀ bẹ́ẹ̀ lọ",
    "ati bee bee lo",
    "àti àwọn mìíràn",
    "ati awon miiran",
    // Igbo.
    "na ndị ọzọ",
    "na ihe ndị ọzọ",
    "na ndi ozo",
    "na ihe ndi ozo",
    // Hausa.
    "da sauransu",
    "da dai sauransu",
    "da makamantansu",
    // Zulu.
    "njll.",
    "njalonjalo",
    "nokunye",
    "nabanye",
    "kanye nokunye",
    "njalo njalo",
    "nokunye okuningi",
    // Xhosa.
    "njalo-njalo",
    "nokunye okuninzi",
    // Somali.
    "iyo wixii la mid ah",
    "iyo kuwo kale",
    "iyo qaar kale",
    "iyo wax kale",
    "iyo kuwa la mid ah",
    // Amharic.
    "ወዘተ",
    "ወ.ዘ.ተ",
    "እና ሌሎችም",
    "እና የመሳሰሉት",
    "ወዘተርፈ",
    "እና ሌሎች",
    // Kinyarwanda.
    "n'ibindi",
    "n’ibindi",
    "n'abandi",
    "n’abandi",
    "n'ibindi n'ibindi",
    "n’ibindi n’ibindi",
    "n'ibindi byinshi",
    "n’ibindi byinshi",
    // Only some of them, and many more, in about 130 languages.
    // French.
    "et bien plus encore",
    "pour ne citer que",
    // German.
    "um nur einige zu nennen",
    // Spanish.
    "por nombrar algunos",
    // Portuguese.
    "e muitos outros",
    "para citar alguns",
    // Italian.
    "per citarne alcuni",
    "per citarne solo alcuni",
    // Dutch.
    "om er maar een paar te noemen",
    // Swedish.
    "för att nämna några",
    // Norwegian.
    "og mange flere",
    "for å nevne noen",
    // Danish.
    "for at nævne nogle få",
    // Icelandic.
    "svo eitthvað sé nefnt",
    // Faroese.
    "millum annað",
    // Finnish.
    "ja monet muut",
    "muutamia mainitakseni",
    "ynnä muut",
    // Estonian.
    "teiste hulgas",
    "ja paljud teised",
    "et nimetada vaid mõnda",
    // Hungarian.
    "és sokan mások",
    "hogy csak néhányat említsek",
    // Polish.
    "by wymienić tylko kilka",
    // Czech.
    "abych jmenoval alespoň některé",
    // Slovak.
    "a mnohé ďalšie",
    "aby som spomenul aspoň niektoré",
    // Slovenian.
    "in mnogi drugi",
    "in še veliko več",
    "da naštejem le nekatere",
    "in tako naprej",
    // Croatian.
    "da nabrojim samo neke",
    // Serbian (Cyrillic).
    "између осталих",
    "и још много тога",
    "да набројим само неке",
    // Bosnian.
    "između ostalih",
    // Macedonian.
    "меѓу другите",
    "и многу други",
    "и многу повеќе",
    "да наведам само некои",
    // Bulgarian.
    "наред с други",
    "между другото",
    "и много повече",
    "да спомена само някои",
    // Romanian.
    "și mulți alții",
    "ca să numesc doar câteva",
    // Russian.
    "назову лишь некоторые",
    // Ukrainian.
    "та багато інших",
    "і багато інших",
    "назву лише деякі",
    // Belarusian.
    "сярод іншага",
    "і многія іншыя",
    // Lithuanian.
    "tarp kitų",
    "paminėsiu tik keletą",
    // Latvian.
    "starp citiem",
    "un daudzi citi",
    "minot tikai dažus",
    // Greek.
    "και πολλοί άλλοι",
    "για να αναφέρω μερικά",
    // Albanian.
    "midis të tjerash",
    "dhe shumë të tjerë",
    "dhe shumë të tjera",
    "për të përmendur disa",
    // Turkish.
    "diğerlerinin yanı sıra",
    "birkaçını saymak gerekirse",
    // Azerbaijani.
    "digərləri arasında",
    "və bir çox başqaları",
    "və daha çoxu",
    "bir neçəsini qeyd etsək",
    // Kazakh.
    "басқалармен қатар",
    "және тағы басқалар",
    "бірнешеуін атасақ",
    // Uzbek.
    "boshqalar qatorida",
    "bir nechtasini aytadigan bo'lsak",
    // Kyrgyz.
    "башкалардын катарында",
    "жана башка көптөгөн",
    "бир нечесин атасак",
    // Turkmen.
    "beýlekiler bilen birlikde",
    // Tatar.
    "башкалар арасында",
    "берничәсен генә атасак",
    // Bashkir.
    "башҡалар араһында",
    // Chuvash.
    "тата ыттисем",
    "ыттисен хушшинче",
    // Yakut.
    "уонна да атыттар",
    // Tajik.
    "ва бисёр дигарон",
    "дар қатори дигарон",
    "аз ҷумла",
    // Mongolian.
    "бусдын дунд",
    "бусад олон",
    "цөөн хэдийг дурдвал",
    // Georgian.
    "რომ რამდენიმე დავასახელო",
    // Armenian.
    "ի թիվս այլոց",
    "և շատ ուրիշներ",
    "և շատ ավելին",
    "նշեմ միայն մի քանիսը",
    // Hebrew.
    "בין השאר",
    // Yiddish.
    "צווישן אַנדערע",
    // Arabic.
    "من بين أمور أخرى",
    "على سبيل المثال لا الحصر",
    "وهكذا دواليك",
    // Maltese.
    "fost l-oħrajn",
    "u ħafna oħrajn",
    // Persian.
    "از جمله",
    "و موارد دیگر",
    // Pashto.
    "د نورو په منځ کې",
    "او ډېر نور",
    // Urdu.
    "دیگر کے علاوہ",
    "اور بہت سے دوسرے",
    // Kurdish (Kurmanji).
    "di nav yên din de",
    // Kurdish (Sorani).
    "و زۆری تر",
    "و ئەوانی تر",
    "و چەندانی تر",
    // Hindi.
    "अन्य के अलावा",
    "और कई अन्य",
    "कुछ के नाम",
    // Bengali.
    "অন্যান্যের মধ্যে",
    "এবং আরও অনেক",
    // Marathi.
    "इतरांसह",
    "आणि इतर अनेक",
    "काही नावे सांगायची तर",
    // Gujarati.
    "અન્ય વચ્ચે",
    "અને બીજા ઘણા",
    "અને ઘણું બધું",
    // Punjabi (Gurmukhi).
    "ਹੋਰਾਂ ਤੋਂ ਇਲਾਵਾ",
    "ਅਤੇ ਹੋਰ ਬਹੁਤ ਸਾਰੇ",
    // Odia.
    "ଅନ୍ୟମାନଙ୍କ ମଧ୍ୟରେ",
    "ଏବଂ ଆହୁରି ଅନେକ",
    // Assamese.
    "আনবোৰৰ মাজত",
    "আৰু বহুতো",
    // Nepali.
    "अरूहरूका बीचमा",
    "र अन्य धेरै",
    "र थप धेरै",
    // Sinhala.
    "තවත් බොහෝ",
    "සහ තවත් අය",
    // Tamil.
    "மற்றவற்றுடன்",
    // Telugu.
    "ఇతరులతో పాటు",
    "మరియు మరెన్నో",
    "ఇంకా చాలా",
    // Kannada.
    "ಇತರರ ಜೊತೆಗೆ",
    "ಮತ್ತು ಇನ್ನೂ ಅನೇಕ",
    // Malayalam.
    "മറ്റുള്ളവയ്ക്കൊപ്പം",
    "കൂടാതെ മറ്റു പലതും",
    // Dzongkha.
    "ལ་སོགས་",
    // Burmese.
    "အခြားများစွာ",
    // Lao.
    "ແລະອີກຫຼາຍ",
    // Khmer.
    "និងជាច្រើនទៀត",
    // Vietnamese.
    "và nhiều người khác",
    // Chinese (Simplified).
    "不一而足",
    "不胜枚举",
    "仅举几例",
    // Chinese (Traditional).
    "不勝枚舉",
    "僅舉幾例",
    // Cantonese.
    "舉幾個例",
    "仲有好多",
    // Japanese.
    "など多数",
    "ほんの一例",
    "数例を挙げると",
    // Korean.
    "그 밖에도",
    "외에도 많은",
    "몇 가지만 예를 들면",
    "기타 등등",
    // Indonesian.
    "untuk menyebut beberapa",
    // Javanese.
    "lan akeh liyane",
    // Tagalog.
    "bukod sa iba pa",
    "para banggitin ang ilan",
    // Cebuano.
    "lakip ang uban",
    // Ilocano.
    "ken dadduma pay",
    "ken dadduma",
    // Malagasy.
    "sy ireo hafa",
    // Swahili.
    "miongoni mwa wengine",
    "na wengine wengi",
    // Amharic.
    "ከሌሎች መካከል",
    "እና ሌሎች ብዙ",
    // Tigrinya.
    "ካልኦት ብዙሓት",
    "ከምኡ'ውን ካልኦት",
    // Oromo.
    "kanneen biroo keessaa",
    "fi kkf",
    "fi kanneen biroo hedduu",
    // Somali.
    "iyo kuwo kale oo badan",
    // Hausa.
    "da wasu da yawa",
    // Igbo.
    "n'etiti ndị ọzọ",
    // Zulu.
    "phakathi kokunye",
    "nabanye abaningi",
    // Xhosa.
    "phakathi kwezinye",
    // Sesotho.
    "har'a tse ling",
    "le tse ling",
    "le ba bang",
    "joalo-joalo",
    // Setswana.
    "gareng ga tse dingwe",
    "le tse dingwe",
    "le ba bangwe",
    "jalo le jalo",
    // Shona.
    "pakati pevamwe",
    "nezvimwewo",
    "nezvimwe zvakawanda",
    // Kinyarwanda.
    "mu bindi",
    "n'abandi benshi",
    // Kirundi.
    "n'ibindi vyinshi",
    // Luganda.
    "n'ebirala",
    "n'ebirala bingi",
    "mu birala",
    // Lingala.
    "mpe bongo na bongo",
    "na bamosusu",
    "mpe misusu",
    // Wolof.
    "ak yeneen",
    "ak ñeneen",
    "ak yu mel noonu",
    // Fula.
    "e goɗɗe",
    "e ko nanndi e mum",
    // Twi.
    "ne afoforo",
    "ne nea ɛkeka ho",
    // Ewe.
    "kple bubuwo",
    "kple nu bubu geɖewo",
    // Afrikaans.
    "en vele meer",
    "en vele ander",
    "om maar 'n paar te noem",
    // Irish.
    "i measc daoine eile",
    // Scottish Gaelic.
    "am measg rudan eile",
    "agus mòran eile",
    // Welsh.
    "ymysg eraill",
    "a llawer mwy",
    "a llawer eraill",
    // Breton.
    "e-touez re all",
    "ha kalz re all",
    // Basque.
    "eta beste asko",
    "gutxi batzuk aipatzearren",
    // Catalan.
    "i molts més",
    "i molts altres",
    "per citar-ne alguns",
    // Galician.
    "e moitos máis",
    "por citar algúns",
    // Occitan.
    "e fòrça autres",
    "e caetera",
    // Corsican.
    "frà altri",
    "è assai altri",
    // Luxembourgish.
    "a vill anerer",
    "a vill méi",
    "a sou weider",
    // Frisian.
    "ûnder oare",
    "en in protte oaren",
    // Romansh.
    "tranter auter",
    "ed auters",
    // Esperanto.
    "inter aliaj",
    "kaj multe pli",
    // Latin.
    "inter alios",
    "ut pauca nominem",
    // Quechua.
    "hukkuna ukhupi",
    // Aymara.
    "yaqhanakampi",
    // Nahuatl.
    "ihuan occequintin",
    "ihuan occequin",
    // Maori.
    "me te maha atu",
    // Samoan.
    "ma le tele o isi",
    // Tongan.
    "mo e ni'ihi kehe",
    "mo e ngaahi me'a kehe",
    "mo e ala me'a pehē",
    // Hawaiian.
    "a me na mea e ae",
    // Fijian.
    "kei na so tale",
    // Haitian Creole.
    "pami lòt",
    "ak anpil lòt",
    "pou m site kèk",
    // Papiamento.
    "entre otro",
    "entre otro kos",
    "i hopi mas",
    "i otro",
    // Uyghur.
    "ۋە ھاكازالار",
];

/// The longest of [`ELISIONS`], in bytes.
const ELISION_LONGEST: usize = {
    let mut longest = 0;
    let mut n = 0;
    while n < ELISIONS.len() {
        if ELISIONS[n].len() > longest {
            longest = ELISIONS[n].len();
        }
        n += 1;
    }
    longest
};

/// The bit among [`ELISION_OPENINGS`]' 65,536 of a string whose first two bytes are `a`,
/// `b` and whose length without the dots at its end is `len`.
const fn opening_bit(a: u8, b: u8, len: usize) -> usize {
    (((a as usize) << 8 | b as usize) * 31 + len) & 0xFFFF
}

/// The first two bytes and the length without its dots of each of [`ELISIONS`]: whether a
/// string may be one, in one lookup (about one English word in a hundred passes).
static ELISION_OPENINGS: [u64; 1024] = {
    let mut bits = [0u64; 1024];
    let mut n = 0;
    while n < ELISIONS.len() {
        let b = ELISIONS[n].as_bytes();
        let mut len = b.len();
        while len > 0 && b[len - 1] == b'.' {
            len -= 1;
        }
        let second = if b.len() > 1 { b[1] } else { 0 };
        let bit = opening_bit(b[0], second, len);
        bits[bit / 64] |= 1 << (bit % 64);
        n += 1;
    }
    bits
};

/// Whether a string may be one of [`ELISIONS`], by its first two bytes with capitals folded
/// as [`fold_case`] folds them (`Etc`, `И т.д.`, `Κλπ`, `Ş.a.m.d`; the table is lowercase)
/// and its length without the dots, spaces or end mark ([`END_MARKS`], two or three bytes)
/// at its end.
#[inline(always)]
fn opens_elision(s: &[u8]) -> bool {
    let (a, b) = match s {
        [a, b, ..] if a.is_ascii() && b.is_ascii() => {
            (a.to_ascii_lowercase(), b.to_ascii_lowercase())
        }
        [a] => (a.to_ascii_lowercase(), 0),
        _ => folded_opening(s),
    };
    let len = undotted_len(s, s.len());
    opening_set(a, b, len) || len > 3 && s[len - 1] >= 0x80 && ends_in_mark_opening(s, a, b, len)
}

/// The first two bytes of `s` with a capital beyond ASCII folded ([`opens_elision`]).
#[cold]
fn folded_opening(s: &[u8]) -> (u8, u8) {
    let mut first = [0u8; 4];
    let n = s.len().min(4);
    first[..n].copy_from_slice(&s[..n]);
    fold_case(&mut first[..n]);
    (first[0], first[1])
}

/// The length of `s[..len]` without the dots and spaces at its end.
#[inline(always)]
fn undotted_len(s: &[u8], mut len: usize) -> usize {
    while len > 0 && matches!(s[len - 1], b'.' | b' ') {
        len -= 1;
    }
    len
}

/// Whether [`ELISION_OPENINGS`] holds a string opening with `a`, `b` of length `len`.
#[inline(always)]
fn opening_set(a: u8, b: u8, len: usize) -> bool {
    let bit = opening_bit(a, b, len);
    ELISION_OPENINGS[bit / 64] & 1 << (bit % 64) != 0
}

/// [`opens_elision`] for a string that may end in an end mark of two or three bytes.
#[cold]
fn ends_in_mark_opening(s: &[u8], a: u8, b: u8, len: usize) -> bool {
    opening_set(a, b, undotted_len(s, len - 2)) || opening_set(a, b, undotted_len(s, len - 3))
}

/// The marks that end a sentence in the scripts that do not end one with `.` (Devanagari and
/// Bengali `।`, Urdu `۔`, Ethiopic `።`, Burmese `။`, Khmer `។`, Tibetan `།`, Armenian `։`).
const END_MARKS: [char; 8] = ['।', '॥', '۔', '።', '။', '។', '།', '։'];

/// Whether `text` (trimmed) is one of [`ELISIONS`], written as the table says it may be.
fn listed_elision(text: &str) -> bool {
    let text = text.trim_end_matches(END_MARKS).trim_end();
    // An entry with its own dot and a sentence's after it (`itd..`): room for two.
    if text.is_empty() || text.len() > ELISION_LONGEST + 2 {
        return false;
    }
    let mut lower = [0u8; ELISION_LONGEST + 2];
    let lower = &mut lower[..text.len()];
    lower.copy_from_slice(text.as_bytes());
    if text.is_ascii() {
        lower.make_ascii_lowercase();
    } else {
        fold_case(lower);
    }
    let dots = lower.iter().rev().take_while(|&&c| c == b'.').count();
    let listed = |key: &[u8]| ElisionSet::get().holds(key);
    listed(lower)
        || dots > 0 && listed(lower[..lower.len() - dots].trim_ascii_end())
        || dots > 1 && listed(&lower[..lower.len() - 1])
}

/// [`ELISIONS`] as a table of 2,048 slots by hash, built once: a lookup hashes the folded
/// string and compares one entry, or a few.
struct ElisionSet {
    /// Each slot's entry (its place in the table), or `u16::MAX`.
    slots: Vec<u16>,
}

/// The entries of [`ELISIONS`] as a lookup reads them.
static ELISION_ENTRIES: [&str; ELISIONS.len()] = ELISIONS;

impl ElisionSet {
    const SLOTS: usize = 2048;

    fn get() -> &'static ElisionSet {
        static SET: std::sync::OnceLock<ElisionSet> = std::sync::OnceLock::new();
        SET.get_or_init(|| {
            let mut slots = vec![u16::MAX; Self::SLOTS];
            for (n, entry) in ELISION_ENTRIES.iter().enumerate() {
                let mut at = Self::hash(entry.as_bytes());
                while slots[at] != u16::MAX {
                    at = (at + 1) % Self::SLOTS;
                }
                slots[at] = n as u16;
            }
            ElisionSet { slots }
        })
    }

    /// FNV-1a over the bytes, to a slot.
    fn hash(key: &[u8]) -> usize {
        let hash = key.iter().fold(0x811c_9dc5_u32, |h, &b| {
            (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
        });
        hash as usize % Self::SLOTS
    }

    fn holds(&self, key: &[u8]) -> bool {
        let mut at = Self::hash(key);
        loop {
            match self.slots[at] {
                u16::MAX => return false,
                n if ELISION_ENTRIES[usize::from(n)].as_bytes() == key => return true,
                _ => at = (at + 1) % Self::SLOTS,
            }
        }
    }
}

/// Whether a list's last item says the list goes on ([`elision`]) in its last words, one to
/// four (`plums etc.`, `plommon m.m.`, `கன்னடம் மற்றும் பல`), or in its first, one to four,
/// where what follows only qualifies them (`and others to taste`, `etc. as needed`, `dan
/// lain-lain sesuai selera`).
pub(crate) fn last_item_elides(item: &str) -> bool {
    let words: Vec<&str> = item.split_whitespace().collect();
    (1..=words.len().min(4)).any(|k| elision(&words[words.len() - k..].join(" ")))
        || opens_with_elision(item)
}

/// Whether the first words of `text`, one to four, are an [`elision`] (`and others still to
/// be confirmed`, `y otras más`, `etc. as needed`): it says a list goes on, whatever words
/// qualify that after.
fn opens_with_elision(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().take(4).collect();
    (1..=words.len()).any(|k| elision(&words[..k].join(" ")))
}

/// Whether `text`, a list's item or the words after a list, says the list goes on without
/// the items it stands for: one of [`ELISIONS`], or a count of more (`and 3 more`).
pub(crate) fn elision(text: &str) -> bool {
    // A sentence's full stop closes the last item (`…, and 4 more.`).
    let shape = text.trim();
    let shape = shape
        .strip_suffix('.')
        .filter(|s| !s.ends_with('.'))
        .unwrap_or(shape);
    if !may_elide(shape.as_bytes()) {
        return false;
    }
    let t = text.trim().trim_end_matches('.');
    if t.is_empty() {
        return !text.trim().is_empty();
    }
    if listed_elision(text.trim()) {
        return true;
    }
    // `and 3 more`, `+ 12 more`, `(5 more)`, `5 more`, `and 12 more files in the folder`.
    let t = t.trim_matches(['(', ')']);
    // (A short text: a byte loop, no searcher to build.)
    let b = t.as_bytes();
    let more = (0..b.len().saturating_sub(3)).find(|&at| {
        (&b[at..at + 4] == b"more" || &b[at..at + 4] == b"MORE")
            && b.get(at + 4).is_none_or(|c| !c.is_ascii_alphanumeric())
    });
    let Some(count) = more.map(|at| &t[..at]) else {
        return false;
    };
    let count = count.trim_end();
    let count = ["and ", "And ", "AND ", "+ ", "+"]
        .iter()
        .find_map(|p| count.strip_prefix(p))
        .unwrap_or(count)
        .trim();
    !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit())
}

/// Words that join the items of a list written as one string (`Paris and Rome`, `rouge et
/// bleu`, `sól i pieprz`, `آرد و شکر`), in about 80 languages, with the spaces around them
/// (or a mark that joins without one). Left out, as a word that more often stands inside one
/// item than between two: `a` (Czech, Slovak and Welsh `and`; `to` in Spanish, Italian and
/// Portuguese), `en` (Dutch `and`; `in` in French and Spanish), `un` (Latvian `and`; `a` in
/// French and Spanish), `at` (Tagalog `and`), `of` (Dutch `or`), `da`, `na`, `va`, `ma`.
const CONJUNCTIONS: [&str; 108] = [
    // Marks and English.
    " and ",
    " & ",
    " or ",
    " plus ",
    " as well as ",
    "、",
    "،",
    "，",
    "؛",
    "；",
    " + ",
    // Germanic.
    " und ",
    " oder ",
    " sowie ",
    " og ",
    " eller ",
    " och ",
    " eða ",
    // Romance and Latin.
    " et ",
    " ou ",
    " y ",
    " o ",
    " e ",
    " ed ",
    " ni ",
    " și ",
    " sau ",
    " ori ",
    " aut ",
    " vel ",
    " atque ",
    " ac ",
    " eta ",
    " edo ",
    // Slavic and Baltic.
    " и ",
    " или ",
    " і ",
    " та ",
    " або ",
    " чи ",
    " i ",
    " lub ",
    " albo ",
    " oraz ",
    " nebo ",
    " alebo ",
    " ili ",
    " ir ",
    " arba ",
    " vai ",
    " un ",
    // Finno-Ugric, Turkic, Caucasus.
    " ja ",
    " tai ",
    " ning ",
    " või ",
    " és ",
    " vagy ",
    " ve ",
    " veya ",
    " ya da ",
    " və ",
    " yaxud ",
    " және ",
    " немесе ",
    " жана ",
    " ва ",
    " ё ",
    " yoki ",
    " და ",
    " ან ",
    " և ",
    " եւ ",
    " կամ ",
    // Celtic, Greek, Albanian, Esperanto.
    " agus ",
    " nó ",
    " neu ",
    " hag ",
    " και ",
    " ή ",
    " dhe ",
    " ose ",
    " kaj ",
    " aŭ ",
    // Semitic, Iranian, Indic.
    " و ",
    " أو ",
    " یا ",
    " اور ",
    " או ",
    " און ",
    " और ",
    " या ",
    " এবং ",
    " বা ",
    " மற்றும் ",
    " அல்லது ",
    " మరియు ",
    " లేదా ",
    " ಮತ್ತು ",
    " ಅಥವಾ ",
    // South-east Asia, Africa, Pacific.
    " dan ",
    " atau ",
    " và ",
    " hoặc ",
    " และ ",
    " หรือ ",
    " ug ",
    " o kaya ",
    " 및 ",
];

/// The words for `and` that [`CONJUNCTIONS`] leaves out, as more often inside one item than
/// between two (`va`, `ha`, `na`, `a`, `en`, `un`, `at`, `da`, `agus`, `eta`): between the
/// parts of a sentence that names a list's items each as a part of its own, they join
/// ([`lists_more`]: `Samarqand, Buxoro va Xiva`, `Mor-Bihan ha Liger-Atlantel`).
const ENUMERATING: [&str; 12] = [
    " va ", " ha ", " na ", " a ", " en ", " un ", " at ", " da ", " ma ", " agus ", " eta ",
    " hag ",
];

/// Whether `sentence` enumerates `items` (texts of a list, two to sixteen) with one more: its
/// parts between commas, semicolons and conjunctions ([`CONJUNCTIONS`], [`ENUMERATING`]) hold each item as a
/// part of its own in a run (the first part may open with words that lead into it, the last
/// end with words after it), and the part right after the run, or right before it, is one
/// more, of three words at most and capitalized as the items are (`Vigo, Ourense e Lugo`
/// beside `["Vigo", "Ourense"]`; not `Vigo and Ourense, in Spain`).
pub(crate) fn lists_more(sentence: &str, items: &[&str]) -> bool {
    if !(2..=16).contains(&items.len()) || items.iter().any(|i| i.trim().chars().count() < 2) {
        return false;
    }
    // (A look first, without a copy: the first item in the sentence as written, or in any
    // case where both are ASCII.)
    let first = items[0].trim();
    let (text, f) = (sentence.as_bytes(), first.as_bytes());
    let mentioned = memchr::memmem::find(text, f).is_some()
        || first.is_ascii()
            && memchr::memchr2_iter(f[0].to_ascii_lowercase(), f[0].to_ascii_uppercase(), text)
                .any(|at| {
                    text.get(at..at + f.len())
                        .is_some_and(|w| w.eq_ignore_ascii_case(f))
                });
    if !mentioned {
        return false;
    }
    // (Then every item, whatever its case.)
    let lower = sentence.to_lowercase();
    let wanted: Vec<String> = items.iter().map(|i| i.trim().to_lowercase()).collect();
    if !wanted.iter().all(|w| lower.contains(w.as_str())) {
        return false;
    }
    // The parts, as written (cut where the lowercase text has its marks: the same bytes
    // where lowercasing kept the lengths, as for the scripts of these items).
    if lower.len() != sentence.len() {
        return false;
    }
    let mut cuts = vec![0];
    let b = lower.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if matches!(b[i], b',' | b';') {
            cuts.push(i);
            cuts.push(i + 1);
        } else if let Some(c) = CONJUNCTIONS
            .iter()
            .chain(&ENUMERATING)
            .find(|c| b[i..].starts_with(c.as_bytes()))
        {
            cuts.push(i);
            cuts.push(i + c.len());
            i += c.len();
            continue;
        }
        i += 1;
    }
    cuts.push(b.len());
    let parts: Vec<&str> = cuts
        .chunks(2)
        .map(|c| {
            sentence
                .get(c[0]..c[1])
                .unwrap_or("")
                .trim()
                .trim_end_matches(['.', '!', '。'])
        })
        .collect();
    let is = |part: &str, w: &str| part.to_lowercase() == *w;
    let Some(first) = parts
        .iter()
        .position(|p| p.to_lowercase().ends_with(wanted[0].as_str()))
    else {
        return false;
    };
    let run = first..first + wanted.len();
    if run.end > parts.len()
        || !wanted
            .iter()
            .zip(&parts[run.clone()])
            .enumerate()
            .all(|(k, (w, p))| {
                let p = p.to_lowercase();
                (k == 0 && p.ends_with(w.as_str()))
                    || (k + 1 == wanted.len() && p.starts_with(w.as_str()))
                    || p == *w
            })
    {
        return false;
    }
    let capital = items
        .iter()
        .all(|i| i.trim().starts_with(char::is_uppercase));
    let more = |part: &str| {
        !part.is_empty()
            && part.split_whitespace().count() <= 3
            && !part.contains(|c: char| c.is_ascii_digit())
            && part.starts_with(char::is_uppercase) == capital
            && !wanted.iter().any(|w| is(part, w))
    };
    let last_whole = is(parts[run.end - 1], &wanted[wanted.len() - 1]);
    let first_whole = is(parts[run.start], &wanted[0]);
    // (Before the run, the part may open with the words that lead into the list: for names
    // that are capitalized, its last word is the one more, `Les villes sont Porto, Oslo`.)
    // The sentence's first part is one more only after its lead-in (`Sure, Vigo and Ourense`
    // names none).
    let before = |at: usize| {
        let part = parts[at];
        at > 0 && more(part)
            || capital
                && part.split_whitespace().count() > 1
                && part.split_whitespace().next_back().is_some_and(more)
    };
    // (After the run, for names that are capitalized, the part may go on past its first
    // word, the one more: `Samarqand, Buxoro va Xiva shaharlariga … qatnaydi`.)
    let after = |part: &str| {
        more(part)
            || capital
                && part.split_whitespace().count() > 3
                && part.split_whitespace().next().is_some_and(more)
                && part
                    .split_whitespace()
                    .nth(1)
                    .is_some_and(|w| !w.starts_with(char::is_uppercase))
    };
    // (Or the words right after the last item say the list goes on: `Sofia, Plovdiv, Stara
    // Zagora and 5 more cities`, `rice, beans, and so on`.)
    let goes_on_after = || {
        let last = wanted[wanted.len() - 1].as_str();
        let from = lower.find(wanted[0].as_str()).unwrap_or(0);
        lower[from..]
            .find(last)
            .is_some_and(|at| goes_on(&sentence[from + at + last.len()..]))
    };
    (last_whole && parts.get(run.end).is_some_and(|p| after(p)))
        || (first_whole && run.start > 0 && before(run.start - 1))
        || last_whole && goes_on_after()
}

/// Whether one string reads as several items of a list: items joined by a conjunction,
/// numbered (`1) red 2) blue`), or on lines of their own. Where a list is wanted, such a
/// string is never one item.
pub(crate) fn several_items(text: &str) -> bool {
    let lower = text.to_lowercase();
    if CONJUNCTIONS.iter().any(|c| lower.contains(c)) {
        return true;
    }
    if text.lines().filter(|l| !l.trim().is_empty()).count() > 1 {
        return true;
    }
    let numbered = |n: u8| {
        [format!("{}) ", n as char), format!("{}. ", n as char)]
            .iter()
            .any(|m| lower.starts_with(m.as_str()) || lower.contains(&format!(" {m}")))
    };
    numbered(b'1') && numbered(b'2')
}

/// The items of one string written as a marked list: two or more lines, each opened by the
/// same bullet (`-`, `*`, `•`, `+`) or by its number in order from 1 (`1.`, `1)`), blank
/// lines aside. The markers make the items certain (`"- flour\n- sugar\n- eggs"`).
pub(crate) fn marked_lines(text: &str) -> Option<Vec<&str>> {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next()?;
    let bullet = first
        .chars()
        .next()
        .filter(|c| matches!(c, '-' | '*' | '•' | '+'));
    let mut items = Vec::new();
    for line in std::iter::once(first).chain(lines) {
        let item = match bullet {
            Some(mark) => line.strip_prefix(mark)?,
            None => line
                .strip_prefix((items.len() + 1).to_string().as_str())?
                .strip_prefix(['.', ')'])?,
        };
        // A marker is followed by a space (`-5` is a number, `*bold*` emphasis).
        if !item.starts_with([' ', '\t']) {
            return None;
        }
        items.push(item.trim());
    }
    (items.len() > 1).then_some(items)
}

/// Words common in languages that write a decimal comma (French, German, Spanish,
/// Portuguese, Italian), and in English, which writes a decimal point.
const COMMA_WORDS: [&str; 30] = [
    "le", "la", "les", "des", "est", "une", "der", "die", "das", "ist", "und", "ein", "eine", "el",
    "los", "las", "es", "una", "y", "um", "uma", "os", "é", "il", "è", "di", "del", "euros",
    "beträgt", "prix",
];
const POINT_WORDS: [&str; 36] = [
    "the", "is", "are", "and", "of", "a", "an", "it", "price", "dollars", "this", "that", "with",
    "have", "has", "had", "were", "our", "your", "their", "which", "there", "from", "been", "will",
    "would", "than", "about", "around", "units", "total", "shipped", "by", "at", "we", "costs",
];

/// Whether in prose `text` a comma before three digits (`2,250`) may be a decimal comma:
/// the prose is not placed in a language that writes a decimal point. Of the first 200
/// words, common words of languages that write a decimal comma (French, German, Spanish,
/// Portuguese, Italian) outnumber those of English; or none of either is there and the
/// prose is written in an alphabet most of whose languages write a decimal comma: three
/// words or more in the Latin alphabet (Estonian `Paki kaal on 2,500 kg`: 2.5), or one in
/// the Greek, Cyrillic, Armenian or Georgian (`Бағасы 2,500 ₸`). Prose in CJK, Indic or Thai
/// script, or too few Latin words to say (`Weight: 2,500`), reads thousands.
pub(crate) fn decimal_comma_possible(text: &str) -> bool {
    let (mut comma, mut point, mut latin, mut other) = (0usize, 0usize, 0usize, 0usize);
    for word in text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(200)
    {
        let is = |words: &[&str]| words.iter().any(|w| word.eq_ignore_ascii_case(w));
        comma += usize::from(is(&COMMA_WORDS));
        point += usize::from(is(&POINT_WORDS));
        if word.chars().count() > 1 {
            let alphabet = |c: char| {
                c.is_alphabetic()
                    && (('\u{0370}'..'\u{0590}').contains(&c)
                        || ('\u{10a0}'..'\u{1100}').contains(&c))
            };
            latin += usize::from(word.chars().all(|c| c.is_alphabetic() && c < '\u{0250}'));
            other += usize::from(word.chars().all(alphabet));
        }
    }
    comma > point || point == 0 && (latin >= 3 || other >= 1)
}

/// Whether valid JSON `text` holds a string value that is a [`placeholder`] or an
/// [`elision`]: serde, which reads such JSON straight into a type, would take it for the
/// value. This is on the fast path of every valid reply, so each string is first looked at
/// by its length and its first and last bytes only ([`may_be_placeholder`], [`may_elide`]);
/// a key (a string followed by `:`) is passed over, and found for a value only where the
/// value may be a placeholder.
pub(crate) fn holds_placeholder(text: &str) -> bool {
    let b = text.as_bytes();
    let mut at = 0;
    while let Some(q) = bytes::memchr(b'"', &b[at..]) {
        let start = at + q + 1;
        let mut end = start;
        // A `?` inside (`A7-???-204`) is seen on the way to the literal's end.
        let mut question = false;
        loop {
            let Some(n) = memchr::memchr3(b'"', b'\\', b'?', &b[end.min(b.len())..]) else {
                return false;
            };
            end += n;
            match b[end] {
                b'\\' => end += 2,
                b'?' => {
                    question = true;
                    end += 1;
                }
                _ => break,
            }
        }
        at = end + 1;
        // A key is no value.
        if b[at..].iter().find(|c| !c.is_ascii_whitespace()) == Some(&b':') {
            continue;
        }
        let literal = &b[start..end];
        let ellipsis = literal.ends_with(b"...") || literal.ends_with("…".as_bytes());
        let guess = || {
            super::qualifiers::may_guess(literal)
                && text.get(start..end).is_some_and(super::qualifiers::guessed)
        };
        // (A value that declines holds an apology and an inability: twelve bytes at least.)
        let declining = || {
            literal.len() >= 12
                && text
                    .get(start..end)
                    .is_some_and(super::declining::may_decline)
        };
        if !may_be_placeholder(literal)
            && !may_elide(literal)
            && !ellipsis
            && !question
            && !guess()
            && !declining()
            && literal.last() != Some(&b')')
        {
            continue;
        }
        let Some(literal) = text.get(start..end) else {
            return false;
        };
        if placeholder(literal, key_before(text, start - 1))
            || elision(literal)
            || cut_short(literal)
        {
            return true;
        }
    }
    false
}

/// The key whose value is the string opening at `quote` in valid JSON (`"key": "value"`), if
/// it is a member's value.
fn key_before(text: &str, quote: usize) -> Option<&str> {
    let b = text.as_bytes();
    let colon = b[..quote].iter().rposition(|c| !c.is_ascii_whitespace())?;
    if b[colon] != b':' {
        return None;
    }
    let close = b[..colon].iter().rposition(|c| !c.is_ascii_whitespace())?;
    let open = b[..close].iter().rposition(|&c| c == b'"')?;
    text.get(open + 1..close)
}

/// Whether a string may be a [`placeholder`], by its length and first and last bytes alone.
/// Always inlined: it runs on every string of every valid reply, and a call costs as much as
/// the look.
#[inline(always)]
fn may_be_placeholder(s: &[u8]) -> bool {
    let (Some(&first), Some(&last)) = (s.first(), s.last()) else {
        return false;
    };
    let listed = s.len() < 64
        && PLACEHOLDER_SHAPES[usize::from(first.to_ascii_lowercase())]
            & PLACEHOLDER_ENDS[ends_slot(first, last)]
            & (1 << s.len())
            != 0;
    // A form's blank ends in `00` or `0` after a separator (`DE00 0000 … 00`); any other
    // kind is known by its first byte, but for unreadable characters (`A7-???-204`), which
    // the callers look for on their way through the string.
    let blank = last == b'0'
        && (8..=40).contains(&s.len())
        && (s[s.len() - 2] == b'0' || is_mask_separator(s[s.len() - 2]));
    let checks = FIRST_BYTE_CHECKS[usize::from(first)];
    listed
        || blank
        || checks != 0 && first_byte_checks(s, first, last, checks)
        || (first.is_ascii_uppercase() || first.is_ascii_digit()) && hides_in_part(s)
}

/// Whether three mask characters in a row stand after the first byte and start within the
/// first 18 (`FR76 XXXX …`, `4242 **** ****`, `DE89 ████`), for [`masked`]'s value hidden in
/// part (whose shown group opens with a capital or a digit: the callers look only there).
fn hides_in_part(s: &[u8]) -> bool {
    // (A shown group and three hidden characters with a separator: seven bytes at least.)
    if s.len() < 7 {
        return false;
    }
    // A look at every third of the first bytes, where a hidden part starts after a shown
    // group of a few characters (`GB29 NWBK ████`): a run of three holds one of them.
    let end = s.len().min(20);
    let mut wide = false;
    for i in (3..end).step_by(3) {
        let b = s[i];
        wide |= b >= 0x80;
        if is_mask(b) {
            let run = |from: usize| {
                from >= 1
                    && s.get(from..from + 3)
                        .is_some_and(|w| w.iter().all(|&c| c == b))
            };
            if run(i - 2) || run(i - 1) || run(i) {
                return true;
            }
        }
    }
    // Blocks and bullets open with 0xE2 in UTF-8.
    wide && std::str::from_utf8(s).is_ok_and(|t| {
        t.char_indices()
            .take_while(|&(i, _)| i < 18)
            .any(|(i, _)| i > 0 && t[i..].chars().take(3).filter(|&c| is_mask_char(c)).count() == 3)
    })
}

/// What the first byte of a string may open, for [`may_be_placeholder`]: a slot written out
/// (`your city here`, `insert …`, `enter …`) or named for the reader (`your-email`), a
/// template's bracket, a mask, a slot identifier, filler text, a struck value.
static FIRST_BYTE_CHECKS: [u8; 256] = {
    let mut checks = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let lower = c.to_ascii_lowercase();
        let mut k = 0;
        if matches!(lower, b'y' | b'i' | b'e') {
            k |= WRITTEN_OUT;
        }
        if c.is_ascii_whitespace()
            || matches!(c, b'<' | b'{' | b'[' | b'$' | 0xE2 | 0xE3 | b'~')
            || is_mask(c)
        {
            k |= OPENS;
        }
        if matches!(c, b'+' | b'(') {
            k |= MASK_AFTER;
        }
        if c.is_ascii_uppercase() || c.is_ascii_digit() {
            k |= IDENTIFIER;
        }
        if lower == b'l' {
            k |= FILLER;
        }
        if matches!(lower, b'i' | b'w' | b't' | b'p' | b'j' | b'n' | b'a' | 0xC3) {
            k |= DEFERS;
        }
        if is_date_letter(c) {
            k |= FORMAT;
        }
        checks[b] = k;
        b += 1;
    }
    checks
};
const WRITTEN_OUT: u8 = 1;
const OPENS: u8 = 2;
const MASK_AFTER: u8 = 4;
const IDENTIFIER: u8 = 8;
const FILLER: u8 = 16;
const DEFERS: u8 = 32;
const FORMAT: u8 = 64;

/// A letter a format's template writes for a part of a date or a time, in the languages
/// whose templates models echo (`YYYY`, `MM`, `DD`, `HH`, `SS`; `AAAA` for año, ano, année;
/// `JJ` for jour, Jahr; `TT` for Tag; `GG` for giorno).
const fn is_date_letter(c: u8) -> bool {
    matches!(
        c.to_ascii_lowercase(),
        b'y' | b'm' | b'd' | b'h' | b's' | b'a' | b'j' | b't' | b'g'
    )
}

/// Whether a string is a format's template written where its value belongs (`YYYY-MM-DD`,
/// `DD/MM/YYYY`, `HH:MM`, `JJ.MM.AAAA`, `YYYY-MM-DDTHH:MM`): two parts at least between
/// separators (`-`, `/`, `.`, `:`, a space), each one date letter repeated ([`is_date_letter`];
/// a date's and a time's parts may meet at a `T`), one of them twice or more. A word is
/// none (`Add`, `Mad`): its letters differ with no separator between.
fn format_template(s: &[u8]) -> bool {
    // (Most strings are turned away by their second byte: a template's repeats its first or
    // separates it.)
    let opens = |s: &[u8]| {
        s[1].eq_ignore_ascii_case(&s[0]) || matches!(s[1], b'-' | b'/' | b'.' | b':' | b' ')
    };
    if !(4..=24).contains(&s.len()) || !opens(s) {
        return false;
    }
    let one_run = |part: &[u8]| {
        !part.is_empty()
            && is_date_letter(part[0])
            && part.iter().all(|c| c.eq_ignore_ascii_case(&part[0]))
    };
    let mut parts = 0;
    let mut long = false;
    for part in s.split(|c| matches!(c, b'-' | b'/' | b'.' | b':' | b' ')) {
        // `DDTHH`: a date's part, `T`, a time's part.
        let fits = one_run(part)
            || part
                .iter()
                .position(|c| c.eq_ignore_ascii_case(&b't'))
                .is_some_and(|t| t > 0 && one_run(&part[..t]) && one_run(&part[t + 1..]));
        if !fits {
            return false;
        }
        parts += 1;
        long |= part.len() >= 2;
    }
    parts >= 2 && long
}

/// [`may_be_placeholder`] for the strings whose first byte may open one.
#[inline(always)]
fn first_byte_checks(s: &[u8], first: u8, last: u8, checks: u8) -> bool {
    checks & OPENS != 0
        || checks & WRITTEN_OUT != 0
            && (s.len() >= 10 && bytes::ends_with_ignore_case(s, b"here")
                // `your-email@…`, `your_company`: a slot named for the reader.
                || bytes::starts_with_ignore_case(s, b"your"))
        // A mask after `+` or `(` (`+XX`, `(XXX) XXX`): a phone number's `+4` or `(5` is none.
        || checks & MASK_AFTER != 0 && s.get(1).copied().is_some_and(|b| is_mask(b) || b == 0xE2)
        // `YOUR_API_KEY`: capitals with an `_`.
        || checks & IDENTIFIER != 0
            && (last.is_ascii_uppercase() || last.is_ascii_digit())
            && memchr::memchr(b'_', s).is_some()
        || checks & FILLER != 0 && bytes::starts_with_ignore_case(s, b"lorem ipsum")
        || checks & DEFERS != 0 && defers(s)
        || checks & FORMAT != 0 && format_template(s)
        || first == b'?'
}

/// Whether a string opens with a promise to supply the value later ([`DEFERRED`]). The
/// shortest is eleven bytes, and each opens with a word that few values open with.
fn defers(s: &[u8]) -> bool {
    s.len() >= 11
        && matches!(
            [s[0].to_ascii_lowercase(), s[1].to_ascii_lowercase()],
            [b'i', b'\'' | b' ' | 0xE2]
                | [b'w', b'i']
                | [b't', b'o']
                | [b'p', b'e' | b'o']
                | [0xC3, _]
                | [b'j', b'e']
                | [b'n', b'o']
                | [b'a', b' ']
        )
        && DEFERRED
            .iter()
            .any(|d| bytes::starts_with_ignore_case(s, d.as_bytes()))
}

/// Whether a string may be an [`elision`], by its length and first two bytes alone. Always
/// inlined, as [`may_be_placeholder`].
#[inline(always)]
fn may_elide(s: &[u8]) -> bool {
    let Some(&first) = s.first() else {
        return false;
    };
    match first {
        b'.' => true,
        b'+' | b'(' | b'0'..=b'9' => {
            s.len() <= 24
                && (bytes::ends_with_ignore_case(s, b"more")
                    || bytes::ends_with_ignore_case(s, b"more)"))
        }
        // An entry, a sentence's dot and an end mark of three bytes; `and 3 more`.
        _ => {
            s.len() <= ELISION_LONGEST + 4 && opens_elision(s)
                || matches!(s[s.len() - 1], b'e' | b'E' | b')')
                    && s.len() <= 24
                    && (bytes::ends_with_ignore_case(s, b"more")
                        || bytes::ends_with_ignore_case(s, b"more)"))
        }
    }
}

#[cfg(test)]
mod tests {

    use super::*;

    /// Case folding agrees with Rust's own lowercasing on every Cyrillic (beyond Russian's
    /// too), Greek, Armenian and Latin capital it folds, keeps every other byte and every
    /// length, and leaves a character cut at the end.
    #[test]
    fn folding_lowercases_cyrillic_greek_and_latin_in_place() {
        let upper: String = ('\u{400}'..='\u{42f}')
            .chain('\u{391}'..='\u{3a9}')
            .filter(|c| *c != '\u{3a2}')
            .collect();
        let latin: String = ('\u{c0}'..='\u{17f}')
            .chain('\u{460}'..='\u{4ff}')
            .chain('\u{531}'..='\u{556}')
            .filter(|c| c.is_uppercase() && *c != 'İ' && *c != 'Ӏ')
            .collect();
        let mut bytes = format!("Abc {upper} {latin} ß 東京").into_bytes();
        fold_case(&mut bytes);
        let want = format!(
            "abc {} {} ß 東京",
            upper.to_lowercase(),
            latin.to_lowercase()
        );
        assert_eq!(String::from_utf8(bytes).unwrap(), want);
        // A capital cut after its first byte is left.
        let mut cut = "xД".as_bytes()[..2].to_vec();
        fold_case(&mut cut);
        assert_eq!(cut, [b'x', 0xD0]);
        // Sentences that open with a capital read as their phrases.
        assert!(holds_phrase(
            &Index::new(MISSING.to_vec()),
            "Не указан ни один телефон."
        ));
    }

    /// A phrase that ends in a space ends a word: read before a mark, a space or the end of
    /// the text, in any script, never where the word goes on (`non so` in `non sono`).
    #[test]
    fn a_phrase_ending_in_a_space_is_read_only_where_a_word_ends() {
        let index = Index::new(vec!["non so ", "не уверен ", "stem"]);
        for (text, read) in [
            ("non so", true),
            ("non so.", true),
            ("non so, forse", true),
            ("non so se", true),
            ("non sono", false),
            ("non solo", false),
            ("не уверен.", true),
            ("не уверены", false),
            ("не уверен—", true),
            ("stems", true),
        ] {
            assert_eq!(
                index.longest_at(text.as_bytes(), 0).is_some(),
                read,
                "{text:?}"
            );
        }
    }

    /// Every entry of the elisions' table is read as written, with a sentence's dot or an end
    /// mark after it and capitalized; an entry written with its dot is never read without it
    /// (`DLL` is a file type, `dll.` an elision).
    #[test]
    fn every_elision_is_read_as_the_table_writes_it() {
        let mut seen = std::collections::HashSet::new();
        for entry in ELISIONS {
            assert!(seen.insert(entry), "{entry:?} twice");
            let mut folded = entry.as_bytes().to_vec();
            fold_case(&mut folded);
            assert_eq!(folded, entry.as_bytes(), "{entry:?} is not lowercase");
            let mut chars = entry.chars();
            let first = chars.next().unwrap();
            let capital: String = first.to_uppercase().chain(chars).collect();
            // (A capital case folding leaves, `Ș`, is read as written only.)
            let mut capital_folded = capital.clone().into_bytes();
            fold_case(&mut capital_folded);
            let capital = if capital_folded == entry.as_bytes() {
                capital
            } else {
                entry.to_string()
            };
            for text in [
                entry.to_string(),
                format!("{entry}."),
                format!("{entry}।"),
                format!(" {capital} "),
            ] {
                assert!(elision(&text), "{text:?}");
            }
            if let Some(bare) = entry.strip_suffix('.') {
                assert!(!elision(bare), "{bare:?}");
            }
        }
        for code in ["DLL", "VB", "IDR", "vs", "M.A.", "H.K."] {
            assert!(!elision(code), "{code:?}");
        }
    }

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
            let holds_another = phrase.char_indices().skip(1).any(|(i, _)| {
                PHRASES
                    .iter()
                    .any(|(p, _)| phrase[i..].starts_with(p.trim_end()))
            });
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
