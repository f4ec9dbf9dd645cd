//! A value named in prose beside words saying the value is not given, only guessed, not
//! confirmed or made up (`The age is 45, but that is just a guess.`, `لا يذكر النص العمر …
//! 45`, `I haven't been able to confirm that`, `この値は未確認です`) is made up: refused,
//! as a record written beside such words is. Generated over the value's kind (a number, an
//! enum value, a value of a string format), sentences, the phrases of fifteen languages, and whether the phrase comes
//! before or after; the same sentences without the phrase convert.

mod common;

use common::Rng;
use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

/// A record of one email field, the format read from prose.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Contact {
    #[schemars(email)]
    email: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
enum Priority {
    Low,
    Medium,
    High,
}

/// Phrases that say a value is not given or is a guess, as a reply writes them.
const PHRASES: [&str; 53] = [
    "The message does not mention it.",
    "That is just a guess.",
    "There is no way to know for sure.",
    "Ce n'est pas mentionné dans le texte.",
    "Das wird im Text nicht erwähnt.",
    "No se menciona en el texto.",
    "Não é mencionado no texto.",
    "Non è menzionato nel testo.",
    "Dat wordt niet vermeld.",
    "Det framgår inte av texten.",
    "В тексте это не указано.",
    "У тексті це не вказано.",
    "لكن هذا مجرد تخمين.",
    "文中没有提到。",
    "本文には記載されていません。",
    "본문에 언급되지 않았습니다.",
    "Mais ce n'est qu'une supposition.",
    "Das ist aber nur eine Vermutung.",
    "Pero es solo una suposición.",
    "Але це лише моє припущення.",
    "这只是猜测。",
    "あくまで推測です。",
    // The reply's own doubt, or a value it says it made up.
    "I haven't been able to confirm that myself.",
    "Treat it as unconfirmed for now.",
    "I couldn't verify it against the ledger.",
    "I made it up from the other fields, so replace it.",
    "(I made this one up for illustration.)",
    "I made that up, the file doesn't have it.",
    "Je n'ai pas pu confirmer ce chiffre.",
    "Der Wert ist noch nicht bestätigt.",
    "No he podido confirmar ese dato.",
    "Ainda não consegui confirmar esse valor.",
    "Il dato non è confermato.",
    "Dat cijfer is niet bevestigd.",
    "Это значение не подтверждено.",
    "该数值尚未确认。",
    "この値は未確認です。",
    "이 값은 확인되지 않았습니다.",
    // No way to know it; no data for it in the source.
    "그 값은 제가 알 수 없습니다.",
    "原文中无从得知。",
    "本文からは知りようがありません。",
    "The document contains no data on it.",
    "Le document ne contient aucune donnée à ce sujet.",
    "Das Dokument enthält keine Daten dazu.",
    "En el documento no hay datos sobre eso.",
    "No documento não há dados sobre isso.",
    "Nel documento non ci sono dati al riguardo.",
    "Het document bevat geen gegevens daarover.",
    "W dokumencie nie ma danych na ten temat.",
    "В документе нет данных об этом.",
    "文档里没有数据。",
    "文書にはデータがありません。",
    "문서에 데이터가 없습니다.",
];

#[test]
fn a_value_named_beside_a_guess_is_refused() {
    let mut rng = Rng(0x6E55_0B17);
    let mut failures = Vec::new();
    let (mut refused, mut kept) = (0, 0);
    for case in 0..1200 {
        let phrase = PHRASES[rng.next(PHRASES.len())];
        let with_phrase = rng.next(3) > 0;
        let before = rng.next(2) == 0;
        let frame = |statement: &str| match (with_phrase, before) {
            (false, _) => statement.to_owned(),
            (true, true) => format!("{phrase} {statement}"),
            (true, false) => format!("{statement} {phrase}"),
        };
        let kind = rng.next(3);
        let (reply, ok) = if kind == 2 {
            // A value of a string format (an email) named in prose.
            let email = [
                "ana.lima@uol.com.br",
                "k.mori@example.jp",
                "ops@northwind.io",
            ][rng.next(3)];
            let statement = [
                format!("Email: {email}"),
                format!("You can reach her at {email}."),
            ][rng.next(2)]
            .clone();
            let reply = frame(&statement);
            let got = Contact::convert(&reply);
            let ok = got.as_ref().ok().map(|c| c.email.as_str()) == Some(email);
            (reply, (got.is_err(), ok))
        } else if kind == 0 {
            let n = 18 + rng.next(70) as u32;
            let statement = [
                format!("The patient is {n} years old."),
                format!("Age: {n}"),
                format!("I'd put the age at {n}."),
            ][rng.next(3)]
            .clone();
            let reply = frame(&statement);
            let got = u32::convert(&reply);
            let ok = got.as_ref().ok() == Some(&n);
            (reply, (got.is_err(), ok))
        } else {
            let (word, value) = [
                ("low", Priority::Low),
                ("medium", Priority::Medium),
                ("high", Priority::High),
            ][rng.next(3)]
            .clone();
            let statement = [
                format!("The priority is {word}."),
                format!("Priority: {word}"),
            ][rng.next(2)]
            .clone();
            let reply = frame(&statement);
            let got = Priority::convert(&reply);
            let ok = got.as_ref().ok() == Some(&value);
            (reply, (got.is_err(), ok))
        };
        match (with_phrase, ok) {
            (true, (true, _)) => refused += 1,
            (false, (_, true)) => kept += 1,
            _ => failures.push(format!("case {case}: {reply:?}")),
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        refused > 500 && kept > 250,
        "{refused} refused, {kept} kept"
    );
}

/// A record given whole beside English words saying its source lacks the values, however the
/// negation is written (`aren't mentioned`, `wasn’t included`, `didn't come through`, `does
/// not appear`), is made up: refused. Generated over subjects, auxiliaries, participles,
/// apostrophes, the sentence's place and the record's spelling; the record alone converts.
#[test]
fn a_record_beside_words_that_its_source_lacks_it_is_refused() {
    #[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
    struct Account {
        username: String,
        role: String,
    }
    let subjects = [
        "The account's details",
        "Its username and role",
        "The real values",
        "The user you asked about",
    ];
    let been = [
        "mentioned",
        "given",
        "included",
        "listed",
        "provided",
        "shown",
        "attached",
    ];
    let done = ["appear anywhere", "come through", "appear in the log"];
    let mut rng = Rng(0x6E55_0B18);
    let mut failures = Vec::new();
    for case in 0..1000 {
        let apostrophe = ["'", "’"][rng.next(2)];
        let subject = subjects[rng.next(subjects.len())];
        let saying = if rng.next(2) == 0 {
            let aux = ["is", "are", "was", "were"][rng.next(4)];
            let written = if rng.next(4) == 0 {
                format!("{aux} not")
            } else {
                format!("{aux}n{apostrophe}t")
            };
            format!(
                "{subject} {written} {} in your message.",
                been[rng.next(been.len())]
            )
        } else {
            let aux = ["does", "do", "did"][rng.next(3)];
            format!(
                "{subject} {aux}n{apostrophe}t {}.",
                done[rng.next(done.len())]
            )
        };
        let record = r#"{"username": "test_admin", "role": "admin"}"#;
        let record = if rng.next(2) == 0 {
            format!("```json\n{record}\n```")
        } else {
            record.to_owned()
        };
        let reply = if rng.next(2) == 0 {
            format!("Here is what the fixture sets up:\n\n{record}\n\n{saying}")
        } else {
            format!("{saying} The closest I have:\n{record}")
        };
        if let Ok(got) = Account::convert(&reply) {
            failures.push(format!("case {case}: {got:?} from {reply:?}"));
        }
        if Account::convert(&record).is_err() {
            failures.push(format!("case {case}: refused the record alone: {record:?}"));
        }
    }
    common::assert_no_failures(&failures);
}

/// Doubt of something other than the value (`I can't verify who sent this email`, `the
/// sender is unknown to me`) leaves the value stated: it converts. Generated over the same
/// statements and such sentences before or after them.
#[test]
fn doubt_of_something_else_leaves_the_value() {
    let others = [
        "I can't verify who actually sent this email, but the extraction is straightforward.",
        "I could not confirm whether the sender works there; the ticket itself is clear.",
        "Je ne peux pas vérifier l'expéditeur, mais le texte est clair.",
    ];
    let mut rng = Rng(0x6E55_0B19);
    let mut failures = Vec::new();
    for case in 0..300 {
        let other = others[rng.next(others.len())];
        let n = 18 + rng.next(70) as u32;
        let statement = [
            format!("The patient is {n} years old."),
            format!("Age: {n}"),
        ][rng.next(2)]
        .clone();
        let reply = if rng.next(2) == 0 {
            format!("{other}\n{statement}")
        } else {
            format!("{statement}\n{other}")
        };
        if u32::convert(&reply).ok() != Some(n) {
            failures.push(format!("case {case}: {reply:?}"));
        }
    }
    common::assert_no_failures(&failures);
}

/// A value named in the clause after a condition (`If the discount applies, it's 350.`,
/// `Wenn der Rabatt gilt, sind es 350.`, `如果打折，是350。`) holds only if the condition does:
/// it is a case, not the answer, and the reply that states another value beside it settles
/// on neither: nothing comes back. So does one after a condition on the question the reply
/// just asked (`Do you mean the annual plan? If so, it's 350`, `Zo ja, dan is het 350`). A
/// concession (`Even if …, it's 380`) states its value, as does a clause whose words only look
/// like a condition's (`the data provided`, Spanish `ha`). Generated over the value's kind (a
/// number, an enum value), condition phrasings in twenty-six languages, concessions and
/// look-alikes, and whether a stated value comes before.
#[test]
fn a_value_under_a_condition_is_a_case_not_the_answer() {
    use serde_json::json;
    use structout::Converter;
    let conditions = [
        "If the discount applies, it's {}.",
        "if it applies, the total comes to {}.",
        "Wenn der Rabatt gilt, sind es {}.",
        "Falls der Rabatt gilt, wären es {}.",
        "Si la remise s'applique, c'est {}.",
        "S'il y a une remise, on arrive à {}.",
        "Si aplica el descuento, serían {}.",
        "如果打折，就是{}。",
        "In case the discount applies, it's {}.",
        "Assuming the discount applies, the total is {}.",
        "Sofern der Rabatt gilt, sind es {}.",
        "En caso de que aplique el descuento, son {}.",
        "Qualora si applichi lo sconto, il totale è {}.",
        "Indien de korting geldt, is het {}.",
        "Hvis rabatten gælder, er det {}.",
        "Jos alennus on voimassa, summa on {}.",
        "Jeśli rabat obowiązuje, to {}.",
        "Pokud platí sleva, je to {}.",
        "Если скидка действует, то {}.",
        "Якщо знижка діє, то {}.",
        "Dacă se aplică reducerea, totalul este {}.",
        "Eğer indirim geçerliyse, toplam {}.",
        "Αν ισχύει η έκπτωση, το σύνολο είναι {}.",
        "Jika diskon berlaku, totalnya {}.",
        "Nếu được giảm giá, tổng là {}.",
        "Ikiwa punguzo litatumika, jumla ni {}.",
        "إذا طُبّق الخصم، فالمجموع {}.",
        "اگر تخفیف اعمال شود، مجموع {} است.",
        "अगर छूट लागू होती है, तो कुल {} है।",
        "要是打折，就是{}。",
        "打折的话，就是{}。",
        "割引が適用される場合、{}です。",
        "할인이 적용되는 경우, {}입니다.",
        // No comma after the condition, or the condition after the value.
        "If you were a premium member you would pay {}.",
        "If the discount applied the total would be {}.",
        "لو طُبّق الخصم لكان المجموع {}.",
        "Si se aplicara el descuento serían {}.",
        "The total would be {} if the discount applied.",
        "You would pay {} if you were a premium member.",
        "Es wären {}, wenn der Rabatt gilt.",
        "Ce serait {} si la remise s'appliquait.",
        "Sarebbero {} qualora lo sconto fosse valido.",
        "Byłoby to {}, jeśli rabat obowiązuje.",
        // A condition on the question the reply just asked.
        "Do you mean the annual plan? If so, it's {}.",
        "Meinen Sie den Jahrestarif? Falls ja, sind es {}.",
        "Vous parlez de l'offre annuelle ? Si oui, c'est {}.",
        "Bedoelt u het jaarabonnement? Zo ja, dan is het {}.",
        "Chodzi o plan roczny? Jeśli tak, to {}.",
        "Intende il piano annuale? Se sì, sono {}.",
        "Refere-se ao plano anual? Se sim, são {}.",
        "年額プランのことですか？それなら、{}です。",
        "연간 요금제 말씀이신가요? 그렇다면, {}입니다.",
    ];
    let concessions = [
        "Even if the discount applies, it's {}.",
        "Même si la remise s'applique, c'est {}.",
        "Auch wenn der Rabatt gilt, sind es {}.",
        "Incluso si aplica el descuento, son {}.",
        "Nawet jeśli rabat obowiązuje, to {}.",
        "Даже если скидка действует, то {}.",
    ];
    // Words that look like a condition's and are not one: the value is stated.
    let neutral = [
        "The total is {}, let me know if you need more.",
        "The total is {}. Tell me if anything looks off.",
        "Based on the data provided, the total is {}.",
        "El pedido ha llegado, el total es {}.",
        "As agreed, the total is {}.",
        "Cela dit, le total est de {}.",
    ];
    let stated = [
        "The total is {}.",
        "Le total est de {}.",
        "Die Summe beträgt {}.",
    ];
    let number = Converter::new(&json!({"type": "object", "properties": {
        "total": {"type": "integer"}
    }, "required": ["total"], "additionalProperties": false}))
    .unwrap();
    let tier = Converter::new(&json!({"type": "object", "properties": {
        "total": {"type": "string", "enum": ["bronze", "silver", "gold"]}
    }, "required": ["total"], "additionalProperties": false}))
    .unwrap();
    let mut rng = Rng(0x9e55_c0de_0004);
    let mut failures = Vec::new();
    let mut conceded = 0;
    for _ in 0..3_000 {
        let numbers = rng.next(2) == 0;
        let (a, b) = if numbers {
            let a = 100 + rng.next(400);
            (a.to_string(), (a + 1 + rng.next(50)).to_string())
        } else {
            let tiers = ["bronze", "silver", "gold"];
            let a = rng.next(3);
            (
                tiers[a].to_owned(),
                tiers[(a + 1 + rng.next(2)) % 3].to_owned(),
            )
        };
        let converter = if numbers { &number } else { &tier };
        let concession = rng.next(4) == 0;
        let lead = rng.next(2) == 0;
        let clause = if concession {
            if rng.next(2) == 0 {
                concessions[rng.next(concessions.len())]
            } else {
                neutral[rng.next(neutral.len())]
            }
        } else {
            conditions[rng.next(conditions.len())]
        }
        .replace("{}", &b);
        let reply = if lead {
            format!(
                "{} {clause}",
                stated[rng.next(stated.len())].replace("{}", &a)
            )
        } else {
            clause
        };
        let got = converter.convert(&reply).map(|v| v["total"].to_string());
        let as_value = |s: &str| {
            if numbers {
                s.to_owned()
            } else {
                format!("\"{s}\"")
            }
        };
        match got {
            Ok(v) if concession && !lead && v == as_value(&b) => conceded += 1,
            Ok(v) => failures.push(format!("{reply:?}: {v} returned")),
            Err(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(conceded > 250, "a concession states its value: {conceded}");
}

/// A value the writer then says it may have got wrong (`I may be conflating the founding with
/// the incorporation date`, `I might have misread the label`, `je me trompe peut-être`,
/// `ich kann mich irren`, `puede que me equivoque`, `potrei sbagliarmi`) is not settled, and
/// never returned; a possibility that is no one's error (`Let me know if anything might be
/// wrong`, `This may be useful`) leaves it stated. Generated over five languages, the forms
/// the value is written in, and neutral sentences with a modal or an error word alone.
#[test]
fn a_value_the_writer_may_have_got_wrong_is_not_settled() {
    use serde_json::json;
    use structout::Converter;
    let doubts = [
        "Hold on — I may be conflating the founding with the incorporation date.",
        "I might have misread the label, though.",
        "I could be wrong about this one.",
        "Je me trompe peut-être sur l'année.",
        "Ich kann mich irren, bitte prüfen.",
        "Puede que me equivoque con la fecha.",
        "Potrei sbagliarmi, però.",
        "Maybe I'm mixing it up with the merger year.",
    ];
    let neutral = [
        "Let me know if anything might be wrong.",
        "This may be useful for your report.",
        "Wrong dates are common in old sources, but this one is from the registry.",
        "It could also help to cite the registry.",
    ];
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"year": {"type": "integer"}}, "required": ["year"],
        "additionalProperties": false}))
    .unwrap();
    let mut rng = Rng(0x0d0b_7000_0001);
    let mut failures = Vec::new();
    for _ in 0..800 {
        let year = 1850 + rng.next(170);
        let value = [
            format!("{{\"year\": {year}}}"),
            format!("```json\n{{\"year\": {year}}}\n```"),
            format!("Year: {year}"),
            format!("It was founded in {year}."),
        ][rng.next(4)]
        .clone();
        let doubted = rng.next(2) == 0;
        let after = if doubted {
            doubts[rng.next(doubts.len())]
        } else {
            neutral[rng.next(neutral.len())]
        };
        let reply = format!("{value}\n\n{after}");
        match (doubted, converter.convert(&reply)) {
            (true, Ok(v)) => failures.push(format!("{reply:?}: read as {v}")),
            (false, Ok(v)) if v["year"] != json!(year) => {
                failures.push(format!("{reply:?}: read as {v}"));
            }
            (false, Err(e)) => failures.push(format!("{reply:?}: refused: {e}")),
            _ => {}
        }
    }
    common::assert_no_failures(&failures);
}

/// A record of one age, the form a value named in prose is repeated in.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Patient {
    age: u32,
}

/// A sentence that closes on a remark doubting what it states (`The patient is 40 years
/// old, I think.`, `Der Patient ist 40 Jahre alt, glaube ich.`, `病人40岁，我觉得。`, `Hasta 40
/// yaşında sanırım.`) states a guess: the value it names is refused, alone, repeated by a record
/// written after it, or the record itself followed by the remark. The same sentence without
/// the remark, or followed by a sentence of its own that opens with a belief (`I think that
/// covers it.`), states the value. Generated over sixteen languages, their hedges and beliefs,
/// the mark that sets the remark off (a comma, a dash, parentheses, or nothing, as languages
/// that put the verb last write it), the value's kind and the form it is written in.
#[test]
fn a_value_whose_sentence_closes_on_a_doubt_is_refused() {
    // A language: how it states an age and a priority, its hedges, and whether it writes no
    // spaces.
    struct Language {
        age: &'static str,
        priority: &'static str,
        hedges: &'static [&'static str],
        unspaced: bool,
    }
    const LANGUAGES: [Language; 16] = [
        Language {
            age: "The patient is {n} years old",
            priority: "The priority is {w}",
            hedges: &[
                "I think",
                "I believe",
                "probably",
                "maybe",
                "I guess",
                "most likely",
            ],
            unspaced: false,
        },
        Language {
            age: "Le patient a {n} ans",
            priority: "La priorité est {w}",
            hedges: &[
                "je crois",
                "je pense",
                "probablement",
                "peut-être",
                "sans doute",
            ],
            unspaced: false,
        },
        Language {
            age: "Der Patient ist {n} Jahre alt",
            priority: "Die Priorität ist {w}",
            hedges: &["glaube ich", "vermutlich", "wahrscheinlich", "vielleicht"],
            unspaced: false,
        },
        Language {
            age: "El paciente tiene {n} años",
            priority: "La prioridad es {w}",
            hedges: &["creo", "probablemente", "quizás", "tal vez", "supongo"],
            unspaced: false,
        },
        Language {
            age: "O paciente tem {n} anos",
            priority: "A prioridade é {w}",
            hedges: &["acho", "provavelmente", "talvez"],
            unspaced: false,
        },
        Language {
            age: "Il paziente ha {n} anni",
            priority: "La priorità è {w}",
            hedges: &["credo", "penso", "probabilmente", "forse"],
            unspaced: false,
        },
        Language {
            age: "De patiënt is {n} jaar oud",
            priority: "De prioriteit is {w}",
            hedges: &["waarschijnlijk", "misschien", "vermoedelijk"],
            unspaced: false,
        },
        Language {
            age: "Пациенту {n} лет",
            priority: "Приоритет — {w}",
            hedges: &["думаю", "наверное", "вероятно", "возможно"],
            unspaced: false,
        },
        Language {
            age: "Pacjent ma {n} lat",
            priority: "Priorytet to {w}",
            hedges: &["prawdopodobnie", "może", "przypuszczalnie"],
            unspaced: false,
        },
        Language {
            age: "Hastanın yaşı {n}",
            priority: "Öncelik {w}",
            hedges: &["sanırım", "galiba", "herhalde", "muhtemelen"],
            unspaced: false,
        },
        Language {
            age: "मरीज़ की उम्र {n} साल है",
            priority: "प्राथमिकता {w} है",
            hedges: &["शायद"],
            unspaced: false,
        },
        Language {
            age: "Pasien berusia {n} tahun",
            priority: "Prioritasnya {w}",
            hedges: &["mungkin", "barangkali"],
            unspaced: false,
        },
        Language {
            age: "Mgonjwa ana miaka {n}",
            priority: "Kipaumbele ni {w}",
            hedges: &["labda", "pengine"],
            unspaced: false,
        },
        Language {
            age: "Ang pasyente ay {n} taong gulang",
            priority: "Ang priyoridad ay {w}",
            hedges: &["siguro"],
            unspaced: false,
        },
        Language {
            age: "病人{n}岁",
            priority: "优先级是{w}",
            hedges: &["我觉得", "大概", "也许"],
            unspaced: true,
        },
        Language {
            age: "患者は{n}歳です",
            priority: "優先度は{w}です",
            hedges: &["たぶん", "多分", "おそらく"],
            unspaced: true,
        },
    ];
    let mut rng = Rng(0x0d0b_7000_0c10);
    let mut failures = Vec::new();
    let (mut refused, mut kept) = (0, 0);
    for case in 0..2000 {
        let language = &LANGUAGES[rng.next(LANGUAGES.len())];
        let hedge = language.hedges[rng.next(language.hedges.len())];
        // The remark, set off as the language may write it; a full stop after.
        let (closed, stop) = if language.unspaced {
            let remark = [
                format!("，{hedge}"),
                format!("、{hedge}"),
                format!("（{hedge}）"),
            ][rng.next(3)]
            .clone();
            (remark, "。")
        } else {
            let remark = [
                format!(", {hedge}"),
                format!(" — {hedge}"),
                format!(" ({hedge})"),
                format!(" - {hedge}"),
                format!(" {hedge}"),
            ][rng.next(5)]
            .clone();
            (remark, ".")
        };
        // 0: the remark closes the sentence; 1: no remark; 2: a sentence of its own after.
        let how = [0, 0, 1, 2][rng.next(4)];
        let close = |statement: &str| match how {
            0 => format!("{statement}{closed}{stop}"),
            1 => format!("{statement}{stop}"),
            _ => format!("{statement}{stop} I think that covers it."),
        };
        let form = rng.next(3);
        let n = 18 + rng.next(70) as u32;
        let (reply, got_right, refusal) = if rng.next(2) == 0 {
            let statement = language.age.replace("{n}", &n.to_string());
            match form {
                0 => {
                    let reply = close(&statement);
                    let got = u32::convert(&reply);
                    (reply, got.as_ref().ok() == Some(&n), got.is_err())
                }
                1 => {
                    let reply = format!("{}\n\n{{\"age\": {n}}}", close(&statement));
                    let got = Patient::convert(&reply);
                    (
                        reply,
                        got.as_ref().ok().map(|p| p.age) == Some(n),
                        got.is_err(),
                    )
                }
                _ => {
                    let reply = close(&format!("{{\"age\": {n}}}"));
                    let got = Patient::convert(&reply);
                    (
                        reply,
                        got.as_ref().ok().map(|p| p.age) == Some(n),
                        got.is_err(),
                    )
                }
            }
        } else {
            let (word, value) = [
                ("low", Priority::Low),
                ("medium", Priority::Medium),
                ("high", Priority::High),
            ][rng.next(3)]
            .clone();
            let reply = close(&language.priority.replace("{w}", word));
            let got = Priority::convert(&reply);
            (reply, got.as_ref().ok() == Some(&value), got.is_err())
        };
        match (how == 0, got_right, refusal) {
            (true, _, true) => refused += 1,
            (false, true, _) => kept += 1,
            (true, ..) => failures.push(format!("case {case}: {reply:?}: not refused")),
            (false, ..) => failures.push(format!("case {case}: {reply:?}: not read")),
        }
    }
    common::assert_no_failures(&failures);
    assert!(
        refused > 800 && kept > 800,
        "{refused} refused, {kept} kept"
    );
}
