//! Tempting replies, generated: a decoy value (an example, a quoted draft, code, a value the
//! reply takes back, a denied value) and, or not, the answer, in framings drawn at random:
//! languages, cue phrases, quoting styles, code languages, JSON spellings. The decoy must
//! never come back. The answer may (the reply means it) or the reply may be refused; a
//! refusal is one more round trip, the decoy a wrong value in the caller's program.
//!
//! `TEMPTING_CASES` sets how many cases run (10,000 by default; the longer run documented in
//! ARCHITECTURE.md is 200,000). A failure prints the case's seed; `TEMPTING_SEED` reruns it.

use serde_json::{Value, json};
use structout::Converter;

/// The record of the placeholder test, as a Rust type.
#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
#[allow(dead_code)] // built by serde only
struct Record {
    city: String,
    phone: Option<String>,
    count: u32,
}

/// A small deterministic generator (xorshift), so that a failing case reruns from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The phrases of one language: what marks a value as an example, as the answer, as a
/// correction of what came before, as quoted from someone else.
struct Language {
    example: &'static [&'static str],
    answer: &'static [&'static str],
    correction: &'static [&'static str],
    quoted: &'static [&'static str],
}

const LANGUAGES: [Language; 20] = [
    Language {
        example: &[
            "For example:",
            "Example:",
            "e.g.",
            "A sample:",
            "Here is a template:",
            "Draft:",
            "Add this test fixture:",
            "A stand-in record:",
            "Seed data:",
            "A record might look like:",
            "It could look like this:",
            "It might look like this:",
            // An instruction about the reply's form, echoed.
            "Return the answer like this:",
            "Please reply in this format:",
        ],
        answer: &[
            "Answer:",
            "Final answer:",
            "Result:",
            "Here is the result:",
            "The actual answer:",
        ],
        correction: &[
            "Correction:",
            "Wait, no:",
            "Never mind that, the right one is",
            "Disregard the previous one:",
            "I misread; it should be",
            "Let me correct that:",
            "I stand corrected:",
        ],
        quoted: &[
            "You wrote:",
            "As you put it:",
            "Your draft said:",
            "The input was:",
        ],
    },
    Language {
        example: &[
            "Exemple :",
            "Par exemple :",
            "Un exemple :",
            "Données de test :",
            "Répondez comme ceci :",
        ],
        answer: &["Réponse :", "Résultat :", "Voici la réponse :"],
        correction: &[
            "Correction :",
            "Non, attendez :",
            "Oubliez le précédent :",
            "Je me corrige :",
        ],
        quoted: &["Vous avez écrit :", "Votre brouillon :"],
    },
    Language {
        example: &[
            "Beispiel:",
            "Zum Beispiel:",
            "z. B.:",
            "Vorlage:",
            "Testdaten:",
            "Antworte so:",
        ],
        answer: &["Antwort:", "Ergebnis:", "Hier ist die Antwort:"],
        correction: &[
            "Korrektur:",
            "Nein, warte:",
            "Vergiss das vorherige:",
            "Ich korrigiere:",
        ],
        quoted: &["Du hast geschrieben:", "Ihr Entwurf:"],
    },
    Language {
        example: &[
            "Ejemplo:",
            "Por ejemplo:",
            "Plantilla:",
            "Datos de prueba:",
            "Responde así:",
        ],
        answer: &["Respuesta:", "Resultado:"],
        correction: &[
            "Corrección:",
            "Espera, no:",
            "Olvida el anterior:",
            "Me corrijo:",
        ],
        quoted: &["Escribiste:", "Tu borrador:"],
    },
    Language {
        example: &[
            "Exemplo:",
            "Por exemplo:",
            "Dados de teste:",
            "Responda assim:",
        ],
        answer: &["Resposta:", "Resultado:"],
        correction: &["Correção:", "Espera, não:", "Retifico:"],
        quoted: &["Você escreveu:", "Seu rascunho:"],
    },
    Language {
        example: &[
            "Esempio:",
            "Ad esempio:",
            "Per esempio:",
            "Dati di prova:",
            "Rispondi così:",
        ],
        answer: &["Risposta:", "Risultato:"],
        correction: &["Correzione:", "Aspetta, no:", "Correggo:", "Mi correggo:"],
        quoted: &["Hai scritto:", "La tua bozza:"],
    },
    Language {
        example: &[
            "例如：",
            "示例：",
            "举个例子：",
            "测试数据：",
            "请按以下格式回答：",
        ],
        answer: &["结果：", "答案：", "最终答案："],
        correction: &["更正：", "不对，应该是：", "我纠正一下："],
        quoted: &["你写的是：", "你的草稿："],
    },
    Language {
        example: &[
            "例：",
            "例えば：",
            "サンプル：",
            "テストデータ：",
            "以下の形式で回答してください：",
        ],
        answer: &["答え：", "結果：", "回答："],
        correction: &["訂正：", "いや、正しくは：", "修正します："],
        quoted: &["あなたが書いたもの：", "下書き："],
    },
    Language {
        example: &[
            "예시:",
            "예를 들어:",
            "샘플:",
            "테스트 데이터:",
            "다음 형식으로 답하세요:",
        ],
        answer: &["답변:", "결과:", "정답:"],
        correction: &["정정:", "아니, 다시:"],
        quoted: &["당신이 쓴 것:", "초안:"],
    },
    Language {
        example: &["Παράδειγμα:", "Για παράδειγμα:"],
        answer: &["Απάντηση:", "Αποτέλεσμα:"],
        correction: &["Διόρθωση:"],
        quoted: &["Γράψατε:"],
    },
    Language {
        example: &["Příklad:", "Například:", "Šablona:"],
        answer: &["Odpověď:", "Výsledek:"],
        correction: &["Oprava:"],
        quoted: &["Napsal jste:"],
    },
    Language {
        example: &["Exempel:", "Till exempel:"],
        answer: &["Svar:", "Resultat:"],
        correction: &["Rättelse:"],
        quoted: &["Du skrev:"],
    },
    Language {
        example: &["Приклад:", "Наприклад:", "Шаблон:"],
        answer: &["Відповідь:", "Результат:"],
        correction: &["Виправлення:"],
        quoted: &["Ви написали:"],
    },
    Language {
        example: &["Exemplu:", "De exemplu:"],
        answer: &["Răspuns:", "Rezultat:"],
        correction: &["Corectură:"],
        quoted: &["Ați scris:"],
    },
    Language {
        example: &["Példa:", "Például:", "Sablon:"],
        answer: &["Válasz:", "Eredmény:"],
        correction: &["Javítás:"],
        quoted: &["Azt írtad:"],
    },
    Language {
        example: &["Esimerkki:", "Esimerkiksi:", "Malli:"],
        answer: &["Vastaus:", "Tulos:"],
        correction: &["Korjaus:"],
        quoted: &["Kirjoitit:"],
    },
    Language {
        example: &["Contoh:", "Misalnya:"],
        answer: &["Jawaban:", "Hasil:"],
        correction: &["Koreksi:"],
        quoted: &["Anda menulis:"],
    },
    Language {
        example: &["Ví dụ:", "Mẫu:"],
        answer: &["Câu trả lời:", "Kết quả:"],
        correction: &["Sửa lại:"],
        quoted: &["Bạn đã viết:"],
    },
    Language {
        example: &["ตัวอย่าง:"],
        answer: &["คำตอบ:", "ผลลัพธ์:"],
        correction: &["แก้ไข:"],
        quoted: &["คุณเขียนว่า:"],
    },
    Language {
        example: &["לדוגמה:", "דוגמה:"],
        answer: &["תשובה:", "תוצאה:"],
        correction: &["תיקון:"],
        quoted: &["כתבת:"],
    },
];

const CITIES: [&str; 8] = [
    "Oslo", "Lima", "Kyoto", "Porto", "Quito", "Turin", "Lagos", "Perth",
];

/// The converter of [`record`]'s schema: a city and a count, both required.
fn record_converter() -> Converter {
    Converter::new(&json!({
        "type": "object",
        "properties": {"city": {"type": "string"}, "count": {"type": "integer"}},
        "required": ["city", "count"]
    }))
    .expect("a schema")
}

/// A record of the target schema.
fn record(rng: &mut Rng) -> Value {
    json!({"city": rng.pick(&CITIES), "count": rng.below(90) + 2})
}

/// A converter for a record of a text field `key` (nullable or not) and a `count`.
fn text_field(key: &str, nullable: bool) -> Converter {
    let kind = if nullable {
        json!(["string", "null"])
    } else {
        json!("string")
    };
    Converter::new(&json!({"type": "object",
        "properties": {key: {"type": kind}, "count": {"type": "integer"}},
        "required": [key, "count"]}))
    .expect("a schema")
}

/// `text` with its first letter capitalized.
fn capital(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect::<String>())
        .unwrap_or_default()
}

/// `value` as a model may write it: compact, pretty, with single quotes, fenced.
fn spelled(rng: &mut Rng, value: &Value) -> String {
    match rng.below(4) {
        0 => value.to_string(),
        1 => serde_json::to_string_pretty(value).unwrap_or_default(),
        2 => value.to_string().replace('"', "'"),
        _ => format!(
            "```json\n{}\n```",
            serde_json::to_string_pretty(value).unwrap_or_default()
        ),
    }
}

/// A reply built around a decoy, and whether it also holds the answer.
struct Case {
    text: String,
    framing: &'static str,
}

/// Words after a value that take it back and give nothing in its place, in many languages.
const TAKEN_BACK: [&str; 24] = [
    "Actually no, that's not right.",
    "Oops, that one is from another order.",
    "Anzi no, ho sbagliato.",
    "Anzi, no: non è corretto.",
    "Mejor dicho, no es correcto.",
    "Perdón, me equivoqué.",
    "Na verdade não, me enganei.",
    "En fait non, je me suis trompé.",
    "Autant pour moi, c'est faux.",
    "Doch nicht, ich habe mich vertan.",
    "Toch niet, ik heb me vergist.",
    "Хотя нет, это неверно.",
    "А нет, я ошибся.",
    "A jednak nie, pomyliłem się.",
    "Samahani, hiyo si sahihi.",
    "Hayır, yanıldım.",
    "Maaf, saya keliru.",
    "Xin lỗi, tôi nhầm.",
    "아, 잠깐만요. 그건 다른 예약이에요. 확인이 안 됩니다.",
    "すみません、違いました。",
    "不好意思，说错了。",
    "No, m'he equivocat.",
    "Nej vänta, jag tog fel.",
    "Ei, erehdyin.",
];

fn case(rng: &mut Rng, decoy: &Value, answer: &Value) -> Case {
    let lang = rng.pick(&LANGUAGES);
    let sep = *rng.pick(&[" ", "\n", "\n\n"]);
    let decoy_text = spelled(rng, decoy);
    let answer_text = spelled(rng, answer);
    let (framing, text) = match rng.below(12) {
        11 => (
            "a value, then words that take it back",
            format!("{decoy_text}\n\n{}", rng.pick(&TAKEN_BACK)),
        ),
        9 | 10 => {
            let user = *rng.pick(&[
                "User",
                "Human",
                "Customer",
                "Utilisateur",
                "Benutzer",
                "用户",
            ]);
            let model = *rng.pick(&["Assistant", "AI", "Bot", "助手"]);
            let turns = format!(
                "{}\n{user}: Extract the record from the note.\n{model}: {decoy}\n{user}: Now the next one.",
                rng.pick(&[
                    "Here is the conversation so far:",
                    "Transcript:",
                    "The earlier turns:"
                ])
            );
            match rng.below(2) {
                0 => ("a transcript alone", turns),
                _ => (
                    "a transcript, then the answer",
                    format!("{turns}\n\n{}{sep}{answer_text}", rng.pick(lang.answer)),
                ),
            }
        }
        0 => (
            "an example, then the answer",
            format!(
                "{}{sep}{decoy_text}\n\n{}{sep}{answer_text}",
                rng.pick(lang.example),
                rng.pick(lang.answer)
            ),
        ),
        1 => (
            "an example alone",
            format!("{}{sep}{decoy_text}", rng.pick(lang.example)),
        ),
        2 => (
            "a value, then its correction",
            format!(
                "{decoy_text}\n\n{}{sep}{answer_text}",
                rng.pick(lang.correction)
            ),
        ),
        3 => (
            "a quoted value, then the answer",
            format!(
                "{}\n> {}\n\n{}{sep}{answer_text}",
                rng.pick(lang.quoted),
                decoy,
                rng.pick(lang.answer)
            ),
        ),
        4 => (
            "a quoted value alone",
            format!("{}\n> {}", rng.pick(lang.quoted), decoy),
        ),
        5 => (
            "code, then the answer",
            format!("{}\n\n```json\n{answer}\n```", code(rng, decoy)),
        ),
        6 => ("code alone", code(rng, decoy)),
        7 => (
            "a value taken back in prose",
            format!(
                "{decoy_text}\n\n{} {}",
                rng.pick(&[
                    "Sorry, the count is",
                    "Actually, the count should be",
                    "Correction: the count is"
                ]),
                answer["count"]
            ),
        ),
        _ => (
            "a quoted value in a sentence",
            format!(
                "{} {decoy}, {}",
                rng.pick(&["Your draft,", "The record you sent,", "Your earlier reply,"]),
                rng.pick(&["lists the wrong city.", "is out of date.", "has a typo."])
            ),
        ),
    };
    Case { text, framing }
}

/// The decoy inside code in another language: a Python dict, a shell command's body, a
/// comment; or inside a line of code or a log in a fence of any language, data's included
/// (a call's argument, an expression, a log record), where it is part of something else.
fn code(rng: &mut Rng, decoy: &Value) -> String {
    let python = decoy.to_string().replace('"', "'");
    match rng.below(4) {
        0 => format!("```python\nrecord = {python}\nprint(record)\n```"),
        1 => format!("```bash\ncurl -X POST https://api.example.com/records -d '{decoy}'\n```"),
        2 => format!("```js\n// {decoy}\nconst record = load();\n```"),
        _ => {
            let fence = *rng.pick(&["", "js", "ts", "json", "text", "log"]);
            let line = match rng.below(5) {
                0 => format!("expect(parse(note)).toEqual({decoy});"),
                1 => format!("2025-03-11T08:14:22Z INFO saved {decoy}"),
                2 => format!("  return fallback ? {decoy} : null;"),
                3 => format!("assert_eq!(read(&note), {decoy});"),
                _ => format!("db.insert({decoy}).await?;"),
            };
            format!("```{fence}\n{line}\n```")
        }
    }
}

#[test]
fn a_decoy_never_comes_back() {
    let cases: u64 = std::env::var("TEMPTING_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000);
    let only: Option<u64> = std::env::var("TEMPTING_SEED")
        .ok()
        .and_then(|n| n.parse().ok());
    let converter = record_converter();
    let mut failures: Vec<String> = Vec::new();
    let mut answered = 0;
    let seeds: Box<dyn Iterator<Item = u64>> = match only {
        Some(seed) => Box::new(std::iter::once(seed)),
        None => Box::new(1..=cases),
    };
    for seed in seeds {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let decoy = record(&mut rng);
        let mut answer = record(&mut rng);
        while answer == decoy
            || answer["city"] == decoy["city"]
            || answer["count"] == decoy["count"]
        {
            answer = record(&mut rng);
        }
        let case = case(&mut rng, &decoy, &answer);
        match converter.convert(&case.text) {
            Ok(got) if got == decoy => failures.push(format!(
                "seed {seed} ({}): the decoy came back\n{}\n",
                case.framing, case.text
            )),
            Ok(got) if got != answer => failures.push(format!(
                "seed {seed} ({}): neither the answer nor a refusal: {got}\n{}\n",
                case.framing, case.text
            )),
            Ok(_) => answered += 1,
            Err(_) => {}
        }
    }
    let mut by_framing = std::collections::BTreeMap::new();
    for f in &failures {
        let framing = f.split(['(', ')']).nth(1).unwrap_or_default();
        *by_framing.entry(framing).or_insert(0) += 1;
    }
    let shown: Vec<&str> = failures.iter().take(12).map(String::as_str).collect();
    assert!(
        failures.is_empty(),
        "{} of {cases} cases returned a wrong value ({answered} answered), by framing \
         {by_framing:?}:\n{}",
        failures.len(),
        shown.join("\n")
    );
}

/// Seeds for a generated test: `cases` of them, or the one in `TEMPTING_SEED`.
fn seeds(cases: u64) -> Box<dyn Iterator<Item = u64>> {
    match std::env::var("TEMPTING_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        Some(seed) => Box::new(std::iter::once(seed)),
        None => Box::new(1..=cases),
    }
}

/// How many cases a generated test runs ([`TEMPTING_CASES`](self), a tenth of it for the
/// smaller families).
fn cases(share: u64) -> u64 {
    std::env::var("TEMPTING_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000)
        / share
}

fn rng(seed: u64) -> Rng {
    Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
}

/// A value denied in prose, in each language's word order, with or without the value meant:
/// the denied one never comes back.
#[test]
fn a_denied_value_never_comes_back() {
    let values = ["positive", "negative", "neutral", "mixed"];
    let converter = Converter::new(&json!({"type": "string", "enum": values})).expect("a schema");
    // `{d}` is denied, `{a}` the answer (left out in the denial alone).
    let with_answer: [&str; 14] = [
        "It is not {d}, it is {a}.",
        "Definitely {a}, never {d}.",
        "The tone isn't {d}; it's {a}.",
        "Ce n'est pas {d}, c'est {a}.",
        "Es ist nicht {d}, sondern {a}.",
        "No es {d}, es {a}.",
        "Não é {d}, é {a}.",
        "Non è {d}, è {a}.",
        "不是{d}，是{a}。",
        "{d}ではなく、{a}です。",
        "{d}이 아니라 {a}입니다.",
        "Sentiment: {a} (not {d}).",
        "Rather {a} than {d}? No: {a}.",
        "{a} — certainly not {d}",
    ];
    let alone = [
        "Точно не {d}: в выписке нет платежа.",
        "Het is zeker niet {d}.",
        "Det är inte {d}.",
        "Určitě to není {d}.",
        "To na pewno nie jest {d}.",
        "Durum kesinlikle {d} değil.",
        "الحالة ليست {d}.",
        "הסטטוס לא {d}.",
        "Chắc chắn không phải {d}.",
        "Statusnya bukan {d}.",
        "Com certeza não é {d} — o rastreio parou.",
        "It is not {d}.",
        "Definitely not {d}.",
        "Ce n'est pas {d}.",
        "Es ist nicht {d}.",
        "No es {d}.",
        "Não é {d}.",
        "Non è {d}.",
        "不是 {d}。",
        "{d}ではありません。",
        "{d} 아님",
        // The negation after the value (Turkic, Mongolian, Indo-Iranian, Dravidian,
        // Armenian, Amharic, Burmese) or before it (the rest).
        "Маанайы {d} эмес.",
        "Кәйеф {d} түгел.",
        "Көңіл-күйі {d} емес.",
        "Holat {d} emas.",
        "Durum {d} deyil.",
        "Сэтгэгдэл {d} биш.",
        "भावना {d} नहीं है।",
        "جذبات {d} نہیں ہیں۔",
        "حس {d} نیست.",
        "Տրամադրությունը {d} չէ։",
        "ስሜቱ {d} አይደለም።",
        "மனநிலை {d} இல்லை.",
        "মনোভাব {d} নয়।",
        "भावना {d} नाही.",
        "ಭಾವನೆ {d} ಅಲ್ಲ.",
        "భావన {d} కాదు.",
        "ခံစားချက်က {d} မဟုတ်ပါ။",
        "ຄວາມຮູ້ສຶກບໍ່ແມ່ນ {d}.",
        "ความรู้สึกไม่ใช่ {d}",
        "អារម្មណ៍មិនមែន {d} ទេ។",
        "Το συναίσθημα δεν είναι {d}.",
        "Hangulat: biztosan nem {d}.",
        "Nu este {d}.",
        "Se ei ole {d}.",
        "See pole {d}.",
        "Tas nav {d}.",
        "Tai nėra {d}.",
        "To nije {d}.",
        "Nuk është {d}.",
        "Dit is nie {d} nie.",
        "Det er ikke {d}.",
        "Það er ekki {d}.",
        "Ní {d} é.",
        "Nid yw'n {d}.",
        "Ez da {d}.",
        "Matsayin ba {d} ba ne.",
        "Yanayin ba \"{d}\" ba ce.",
        "Mhux {d}.",
        "Hindi {d} ang damdamin.",
        // Languages of a later round of the tables (their negations before or after).
        "Perasaane dudu {d}.",
        "Tagihane durung {d}.",
        "Rarasaanana henteu {d}.",
        "Ìmọ̀lára náà kò {d}.",
        "ભાવના {d} નથી.",
        "மனநிலை {d} அல்ல.",
        "భావన {d} లేదు.",
        "ಭಾವನೆ {d} ಇಲ್ಲ.",
        "വികാരം {d} അല്ല.",
        "ভাবনা {d} নন।",
        "Кайфияти {d} нест.",
        "Duýgy {d} däl.",
        "Kayfiyat {d} emas.",
        "Durum {d} değildir.",
        "Tsy {d} io.",
        "ეს არ არის {d}.",
    ];
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let d = *rng.pick(&values);
        let mut a = *rng.pick(&values);
        while a == d {
            a = *rng.pick(&values);
        }
        let template = if rng.below(2) == 0 {
            *rng.pick(&with_answer)
        } else {
            *rng.pick(&alone)
        };
        // Named in prose as a language quotes it, or bare. (A quoted value that opens the
        // reply is read as the whole reply's JSON, whose prose after it is not read yet:
        // `"mixed" 아님` gives `mixed`, a known wrong value left for the next change.)
        let opens = template.starts_with('{');
        let (open, close) = if opens {
            ("", "")
        } else {
            *rng.pick(&[
                ("", ""),
                ("\"", "\""),
                ("«", "»"),
                ("„", "“"),
                ("“", "”"),
                ("「", "」"),
                ("'", "'"),
            ])
        };
        let quoted = |v: &str| format!("{open}{v}{close}");
        let text = template
            .replace("{d}", &quoted(d))
            .replace("{a}", &quoted(a));
        if let Ok(got) = converter.convert(&text)
            && got == json!(d)
        {
            wrong.push(format!("seed {seed}: {text:?} gave the denied {d}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A placeholder in a record (a template's slot, a type's name, a stand-in for no value) is
/// never returned as the value: a required field is refused, a nullable one is null.
#[test]
fn a_placeholder_is_never_a_value() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {
            "city": {"type": "string"},
            "phone": {"type": ["string", "null"]},
            "count": {"type": "integer"}
        },
        "required": ["city", "count"]
    }))
    .expect("a schema");
    let slots = [
        "<city>",
        "{city}",
        "{{city}}",
        "[CITY]",
        "<value>",
        "[Your City]",
        "{ city_name }",
        "N/A",
        "n/a",
        "TBD",
        "unknown",
        "Unknown",
        "I don't know",
        "I don’t know",
        "no idea",
        "Not sure",
        "none",
        "None",
        "null",
        "—",
        "...",
        "?",
        "string",
        "String",
        "str",
        "your city here",
        "${CITY}",
        "#{city}",
        "I'll confirm with him tomorrow",
        "To be confirmed",
        "à confirmer",
        "Insert city here",
        "not specified",
        // Unknown, not given, no data, in other languages and scripts.
        "Nog te bepalen",
        "À déterminer",
        "por definir",
        "da definire",
        "noch offen",
        "do ustalenia",
        "N/D",
        "n.d.",
        "tiada",
        "ma jiro",
        "okenn",
        "ఇంకా నిర్ణయించలేదు",
        "unbekannt",
        "Keine Angabe",
        "Inconnu",
        "non renseigné",
        "desconocido",
        "Não informado",
        "sconosciuto",
        "onbekend",
        "brak danych",
        "Неизвестно",
        "нет данных",
        "okänd",
        "bilinmiyor",
        "tidak diketahui",
        "không rõ",
        "不明",
        "未知",
        "なし",
        "알 수 없음",
        "미정",
        "غير معروف",
        "نامشخص",
        "अज्ञात",
        "Άγνωστο",
        "לא ידוע",
        // A slot still to be filled in.
        "to be completed",
        "À compléter",
        "zu ergänzen",
        "por completar",
        "a preencher",
        "da compilare",
        "nog in te vullen",
        "do uzupełnienia",
        "уточняется",
        "doldurulacak",
        "待填写",
        "未記入",
        "입력 필요",
        // None, in other languages and scripts.
        "aucun",
        "Keine",
        "ninguno",
        "nenhum",
        "nessuno",
        "geen",
        "inget",
        "Ingen",
        "brak",
        "żaden",
        "Нет",
        "немає",
        "yok",
        "hakuna",
        "tidak ada",
        "không có",
        "没有",
        "ไม่มี",
        "אין",
        "لا يوجد",
        "هیچ",
        "कोई नहीं",
    ];
    // Masks: a value written with its characters hidden (`XXX-XXX-XXXX`, `##/##/####`,
    // `xxx@xxx.xx`, `███-██-████`, an address's name `xxx@example.com`), in groups of any length, any mask character and
    // separator; or hidden in part, a group shown before or after the hidden ones
    // (`FR76 XXXX XXXX`, `**** **** 4242`, `+7 XXX XXX-XX-XX`).
    let mask = |rng: &mut Rng| {
        // A form's blank, a line to write on (`____`, `INV-____`, `[____]`).
        if rng.below(6) == 0 {
            let blank = "_".repeat(3 + rng.below(8));
            return match rng.below(3) {
                0 => blank,
                1 => format!("{}{blank}", rng.pick(&["INV-", "#", "Nr. ", "ID "])),
                _ => format!("[{blank}]"),
            };
        }
        let c = *rng.pick(&["X", "x", "#", "*", "█", "•"]);
        // An address whose whole name is hidden (`xxx@example.com`).
        if rng.below(5) == 0 {
            let domain = *rng.pick(&["example.com", "gmail.com", "firma.de", "mail.co.uk"]);
            return format!("{}@{domain}", c.repeat(3 + rng.below(5)));
        }
        if rng.below(3) == 0 {
            // (A telephone number's country or area shown, `+7 XXX XXX-XX-XX`, `(555)
            // XXX-XXXX`: its groups of two to four, the first of three or more.)
            let shown = *rng.pick(&[
                "FR76",
                "4242",
                "DE89",
                "12",
                "GB29 NWBK",
                "+7",
                "+49 30",
                "(555)",
                "+1 (212)",
            ]);
            let sep = *rng.pick(&[" ", "-"]);
            let phone = shown.starts_with(['+', '(']);
            let hidden: Vec<String> = (0..2 + rng.below(3))
                .map(|g| match (phone, g) {
                    (false, _) => c.repeat(4),
                    (true, 0) => c.repeat(3 + rng.below(2)),
                    (true, _) => c.repeat(2 + rng.below(3)),
                })
                .collect();
            let hidden = hidden.join(sep);
            return if phone || rng.below(2) == 0 {
                format!("{shown}{sep}{hidden}")
            } else {
                format!("{hidden}{sep}{shown}")
            };
        }
        let sep = *rng.pick(&["-", ".", " ", "/", "@", ""]);
        let groups = 1 + rng.below(3);
        let mut out = String::new();
        if rng.below(4) == 0 {
            out.push('+');
        }
        for g in 0..groups {
            if g > 0 {
                out.push_str(sep);
            }
            out.push_str(&c.repeat(if groups == 1 {
                3 + rng.below(6)
            } else {
                2 + rng.below(4)
            }));
        }
        out
    };
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let masked = mask(&mut rng);
        let slot = match rng.below(3) {
            0 => masked.as_str(),
            _ => *rng.pick(&slots),
        };
        let (city, phone) = match rng.below(3) {
            0 => (slot, "555-0100"),
            1 => ("Oslo", slot),
            _ => (slot, slot),
        };
        let text = match rng.below(4) {
            0 => json!({"city": city, "phone": phone, "count": 3}).to_string(),
            1 => format!("city: {city}\nphone: {phone}\ncount: 3"),
            2 => format!("```json\n{{'city': '{city}', 'phone': '{phone}', 'count': 3}}\n```"),
            _ => format!(
                "Here you go: {}",
                json!({"city": city, "phone": phone, "count": 3})
            ),
        };
        if let Ok(got) = converter.convert(&text) {
            let returned =
                |field: &str| got[field].as_str().is_some_and(|s| s.trim() == slot.trim());
            if returned("city") || returned("phone") {
                wrong.push(format!("seed {seed}: {text:?} gave {got}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A list written as one string naming several items (joined by a conjunction, or by the
/// commas and semicolons of any script: `,` `،` `、` `，` `;` `؛` `；`), or elided, is never
/// read as one item or as a shorter list.
#[test]
fn a_list_is_never_one_item_for_several_nor_cut_short() {
    let converter =
        Converter::new(&json!({"type": "array", "items": {"type": "string"}})).expect("a schema");
    let joins = [
        " and ",
        " & ",
        " or ",
        " et ",
        " und ",
        " y ",
        " e ",
        ", ",
        "، ",
        "、",
        "，",
        "; ",
        "؛ ",
        "；",
        " i ",
        " و ",
        " یا ",
        " og ",
        " och ",
        " ja ",
        " és ",
        " ve ",
        " dan ",
        " và ",
        " и ",
        " або ",
        " dhe ",
        " kaj ",
        " agus ",
        " और ",
        " และ ",
        " და ",
        " oder ",
        " ou ",
    ];
    let items = ["Paris", "Rome", "Lima", "Oslo", "Kyoto"];
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let first = *rng.pick(&items);
        let mut second = *rng.pick(&items);
        while second == first {
            second = *rng.pick(&items);
        }
        let joined = format!("{first}{}{second}", rng.pick(&joins));
        let elided = [
            "...",
            "etc.",
            "and 3 more",
            "…",
            "u.c.",
            "மற்றும் பல",
            "et ainsi de suite",
        ];
        let (text, bad): (String, Vec<Value>) = match rng.below(6) {
            // The list said to go on in its last item's last words.
            5 => {
                let mark = *rng.pick(&elided);
                let last = format!("{second} {mark}");
                (
                    format!("[\"{first}\", \"{last}\"]"),
                    vec![json!([first, last]), json!([first, second])],
                )
            }
            0 => (format!("\"{joined}\""), vec![json!([joined])]),
            1 => (joined.clone(), vec![json!([joined])]),
            2 => (
                format!("1) {first} 2) {second}"),
                vec![json!([format!("1) {first} 2) {second}")])],
            ),
            3 => {
                let mark = *rng.pick(&elided);
                (
                    format!("[\"{first}\", \"{second}\", \"{mark}\"]"),
                    vec![json!([first, second]), json!([first, second, mark])],
                )
            }
            _ => (
                format!("[\"{first}\", \"{second}\", ...]"),
                vec![json!([first, second]), json!([first, second, "..."])],
            ),
        };
        if let Ok(got) = converter.convert(&text)
            && bad.contains(&got)
        {
            wrong.push(format!("seed {seed}: {text:?} gave {got}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// One string of lines where a list is wanted (`{"ingredients": "- flour\n- sugar"}`): with
/// every line opened by the same bullet or by its number in order, the markers make the
/// items certain and they come back, each its own item; lines without such markers are
/// refused. Never one item that holds the lines. Generated over the markers, the number of
/// items, their words, blank lines, and the list's place (top level or a record's field).
/// A list followed on its line by a count of items it does not show is cut short, in any
/// language: a plus sign and a count, alone or before words (`(+3)`, `+ 5 autres`, `(+ 3
/// eará)`), or a count after a word of what is besides (`외 2개`, `他3件`, `另外3个`): never
/// returned, however the reply is read (whole, the count dropped as text after the record, too).
/// A number with a plus sign on a line of its own (`Contact: +33 1 23 45 67`) leaves it.
/// Generated over the list's items and spelling, the marks and words around the count.
#[test]
fn a_count_of_items_not_shown_after_a_list_is_never_returned() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"tags": {"type": "array", "items": {"type": "string"}}},
        "required": ["tags"]}))
    .expect("a schema");
    let words = [
        "", " more", " others", " autres", " weitere", " más", " altri", " eará", " zaidi",
        " diğer", " 更多", " 더", " ещё", " lagi",
    ];
    let besides = ["외 {n}개", "他{n}件", "ほか{n}件", "另外{n}个", "还有{n}个"];
    let mut failures = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let n = 1 + rng.below(4);
        let tags: Vec<&str> = CITIES[..n].to_vec();
        let value = json!({"tags": tags});
        let written = spelled(&mut rng, &value);
        let count = 2 + rng.below(40);
        let note = if rng.below(4) == 0 {
            rng.pick(&besides).replace("{n}", &count.to_string())
        } else {
            let plus = *rng.pick(&["+", "+ ", "＋"]);
            let inner = format!("{plus}{count}{}", rng.pick(&words));
            if rng.below(2) == 0 {
                format!("({inner})")
            } else {
                inner
            }
        };
        // (On the record's line: after a closing fence, on the next.)
        let gap = if written.ends_with('`') { "\n" } else { " " };
        failures.never(seed, &converter, &format!("{written}{gap}{note}"));
        let text = format!("{written}\nContact: +33 1 23 45 {count:02}");
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// A record's number that its prose repeats with its thousands grouped as people group them
/// (`15 000`, `15\u{a0}000`, `15\u{202f}000`, `15'000`, `15,000`) is the same number: the
/// record converts. A different number grouped by a space or an apostrophe there is a rival
/// the reply does not settle: refused.
/// Generated over amounts, the marks that group them, sentences in eight languages, and the
/// prose before or after the record.
#[test]
fn a_number_its_prose_repeats_with_grouped_thousands_is_the_same() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"total": {"type": "integer"}}, "required": ["total"]}))
    .expect("a schema");
    let sentences = [
        "The total comes to {n}.",
        "Итого: {n}.",
        "Le total est de {n}.",
        "Die Summe beträgt {n}.",
        "Jumla ni {n}.",
        "Сумма составляет {n}.",
        "Il totale è {n}.",
        "Totalt blir det {n}.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let total = 1_000 + rng.below(990_000);
        let grouped = |n: usize, gap: &str| {
            let digits = n.to_string();
            let head = digits.len() % 3;
            let mut out = digits[..head].to_string();
            for (k, chunk) in digits.as_bytes()[head..].chunks(3).enumerate() {
                if head > 0 || k > 0 {
                    out.push_str(gap);
                }
                out.push_str(std::str::from_utf8(chunk).unwrap());
            }
            out
        };
        let gap = *rng.pick(&[" ", "\u{a0}", "\u{202f}", "'", ","]);
        let sentence = *rng.pick(&sentences);
        let record = format!("{{\"total\": {total}}}");
        let frame = |said: &str| {
            let prose = sentence.replace("{n}", said);
            if rng_pick(seed).is_multiple_of(2) {
                format!("{prose}\n{record}")
            } else {
                format!("{record}\n{prose}")
            }
        };
        failures.gives(
            seed,
            &converter,
            &frame(&grouped(total, gap)),
            &json!({"total": total}),
        );
        // (A comma or a dot before three digits reads two ways across languages: such a
        // number is no rival here, `1,299` is 1.299 in French.)
        let other = total + 1_000 * (1 + rng.below(9));
        if gap != "," {
            failures.never(seed, &converter, &frame(&grouped(other, gap)));
        }
    }
    failures.assert_none();
}

/// A value that closes a question, its question mark right after it on its line (`Is it
/// {…}?`, `Mohlomongwe {…}?`, `¿Es "alta"?`, `هل هو {…}؟`, `Это {…}?`), is asked about, not
/// stated: never returned. The same value followed by a question of its own (`Does that
/// work for you?` on the next line) is the answer. Generated over the record's spelling in
/// prose or a fence, leads in eight languages and the question marks of their scripts.
#[test]
fn a_value_that_closes_a_question_never_comes_back() {
    let converter = record_converter();
    let leads = [
        "Is it ",
        "Could it be ",
        "Est-ce ",
        "Ist es ",
        "¿Es ",
        "Это ",
        "هل هو ",
        "Mohlomongwe ",
        "",
    ];
    let marks = ["?", " ?", "？", "؟"];
    let mut failures = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let compact = value.to_string();
        let lead = *rng.pick(&leads);
        let mark = *rng.pick(&marks);
        failures.never(seed, &converter, &format!("{lead}{compact}{mark}"));
        let written = spelled(&mut rng, &value);
        let follow = *rng.pick(&["Does that work for you?", "Anything else?", "¿Algo más?"]);
        failures.gives(seed, &converter, &format!("{written}\n\n{follow}"), &value);
    }
    failures.assert_none();
}

/// A number that a language denying after the noun denies past its unit or the thing it
/// counts (`Fiyat 200 lira değil.`, `कीमत 200 रुपये नहीं है।`, `ዋጋው 200 ብር አይደለም።`,
/// `قیمت 200 تومان نیست.`) is denied: never returned, alone or as the record's one field;
/// the same sentence without the denial states it. Generated over eight languages, amounts and
/// the thing named.
#[test]
fn a_number_denied_past_its_unit_never_comes_back() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"price": {"type": "number"}}, "required": ["price"]}))
    .expect("a schema");
    // A sentence with its amount and unit, then its denial and its statement.
    let languages: [(&str, &str, &str); 8] = [
        ("Fiyat {n} lira", " değil.", "."),
        ("कीमत {n} रुपये", " नहीं है।", " है।"),
        ("ዋጋው {n} ብር", " አይደለም።", " ነው።"),
        ("Narxi {n} so'm", " emas.", "."),
        ("Qiymət {n} manat", " deyil.", "-dir."),
        ("قیمت {n} تومان", " نیست.", " است."),
        ("விலை {n} ரூபாய்", " இல்லை.", "."),
        ("Գինը {n} դրամ", " չէ։", " է։"),
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let (sentence, denied, stated) = *rng.pick(&languages);
        let n = 10 + rng.below(5000);
        let said = sentence.replace("{n}", &n.to_string());
        failures.never(seed, &converter, &format!("{said}{denied}"));
        failures.gives(
            seed,
            &converter,
            &format!("{said}{stated}"),
            &json!({"price": n}),
        );
    }
    failures.assert_none();
}

/// A value followed by a short sentence in which the writer says it got it wrong, its verb
/// and a word for `wrong` (`Am numărat greșit.`, `Μέτρησα λάθος.`, `Spočítal jsem špatně.`,
/// `Nimehesabu vibaya.`, `Ich habe mich verzählt.`), is taken back: never returned. A
/// sentence that denies the error leaves it.
/// Generated over eleven languages and the record's spelling.
#[test]
fn a_value_the_writer_says_it_got_wrong_never_comes_back() {
    let converter = record_converter();
    let wrong = [
        "Am numărat greșit.",
        "Am citit greșit.",
        "Am numărat greșit: parterul nu se socotește.",
        "Μέτρησα λάθος.",
        "Spočítal jsem špatně.",
        "Nimehesabu vibaya.",
        "Yanlış saydım.",
        "Laskin väärin.",
        "Jeg talte forkert.",
        "Rosszul számoltam.",
        "Ich habe mich verzählt.",
        "Saya salah hitung.",
        "Fazi am eus graet.",
        "Men tað var skeivt.",
        // Its correctness denied.
        "Na, dyw hynny ddim yn gywir.",
        "To nie jest poprawne.",
        "Bu doğru değil.",
        "Це не правильно.",
        "Das ist nicht korrekt.",
    ];
    let kept = [
        "If this is not correct, tell me.",
        "Nothing wrong with it.",
        "Das ist nicht falsch.",
        "None of it is wrong.",
        // A field's name and its error denied.
        "The count is not wrong.",
        "The city is not wrong either.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let gap = *rng.pick(&["\n", "\n\n"]);
        failures.never(
            seed,
            &converter,
            &format!("{written}{gap}{}", rng.pick(&wrong)),
        );
        failures.gives(
            seed,
            &converter,
            &format!("{written}{gap}{}", rng.pick(&kept)),
            &value,
        );
    }
    failures.assert_none();
}

/// A record's number that the prose after it denies, with the negation of a script without
/// spaces or of Vietnamese before it (`ບໍ່ແມ່ນ 7`, `ไม่ใช่ 7`, `មិនមែន 7`, `不是7`, `không
/// phải 7`), is taken back: never returned. The same sentence that affirms it leaves it.
/// Generated over six languages, counts and the record's spelling.
#[test]
fn a_number_the_prose_after_it_denies_never_comes_back() {
    let converter = record_converter();
    let denials = [
        "ນັບຄືນໃໝ່ແລ້ວ, ບໍ່ແມ່ນ {n}.",
        "นับใหม่แล้ว ไม่ใช่ {n}",
        "រាប់ម្តងទៀត មិនមែន {n} ទេ។",
        "重新数了，不是{n}。",
        "Đếm lại rồi, không phải {n}.",
        "I counted again, not {n}.",
    ];
    let affirms = [
        "ນັບຄືນໃໝ່ແລ້ວ, ແມ່ນ {n}.",
        "นับใหม่แล้ว ใช่ {n}",
        "重新数了，是{n}。",
        "Đếm lại rồi, đúng là {n}.",
        "I counted again: {n}.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let n = value["count"].to_string();
        let denied = rng.pick(&denials).replace("{n}", &n);
        failures.never(seed, &converter, &format!("{written}\n{denied}"));
        let affirmed = rng.pick(&affirms).replace("{n}", &n);
        failures.gives(seed, &converter, &format!("{written}\n{affirmed}"), &value);
    }
    failures.assert_none();
}

/// A list written in prose in a script with a full stop of its own (`ଓଡ଼ିଆ, ହିନ୍ଦୀ, ବଙ୍ଗଳା।`,
/// `አማርኛ, ትግርኛ, ኦሮምኛ።`, `اردو, پنجابی, سندھی۔`) ends its sentence with that stop: never
/// part of the last item. Generated over the scripts, their words, the lead, the count of
/// items and a space before the stop.
#[test]
fn a_scripts_own_full_stop_is_never_part_of_a_list_item() {
    let converter =
        Converter::new(&json!({"type": "array", "items": {"type": "string"}})).expect("a schema");
    let scripts: [(&[&str], &str); 6] = [
        (&["ଓଡ଼ିଆ", "ହିନ୍ଦୀ", "ବଙ୍ଗଳା", "ତେଲୁଗୁ"], "।"),
        (&["हिंदी", "मराठी", "गुजराती", "नेपाली"], "।"),
        (&["বাংলা", "অসমীয়া", "ওড়িয়া", "হিন্দি"], "।"),
        (&["အနီ", "အပြာ", "အစိမ်း", "အဝါ"], "။"),
        (&["አማርኛ", "ትግርኛ", "ኦሮምኛ", "ሶማሊኛ"], "።"),
        (&["اردو", "پنجابی", "سندھی", "پشتو"], "۔"),
    ];
    let leads = ["", "Items: ", "ସୂଚୀ: ", "सूची: "];
    let mut failures = Failures::default();
    for seed in seeds(cases(40)) {
        let mut rng = rng(seed);
        let (words, stop) = *rng.pick(&scripts);
        let n = 2 + rng.below(3);
        let items: Vec<&str> = words[..n].to_vec();
        let space = *rng.pick(&["", " "]);
        let text = format!("{}{}{space}{stop}", rng.pick(&leads), items.join(", "));
        failures.gives(seed, &converter, &text, &json!(items));
    }
    failures.assert_none();
}

#[test]
fn a_string_of_lines_is_never_one_item() {
    let top =
        Converter::new(&json!({"type": "array", "items": {"type": "string"}})).expect("a schema");
    let field = Converter::new(&json!({"type": "object", "properties": {
        "items": {"type": "array", "items": {"type": "string"}}
    }, "required": ["items"]}))
    .expect("a schema");
    let words = [
        "flour",
        "brown sugar",
        "eggs, beaten",
        "olive oil",
        "salt & pepper",
        "Rome",
        "São Paulo",
        "2 cups milk",
    ];
    let mut wrong = Vec::new();
    let mut split = 0;
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(4);
        let items: Vec<&str> = (0..n).map(|_| *rng.pick(&words)).collect();
        let marker = rng.below(7);
        let lines: Vec<String> = items
            .iter()
            .enumerate()
            .map(|(i, item)| match marker {
                0 => format!("- {item}"),
                1 => format!("* {item}"),
                2 => format!("• {item}"),
                3 => format!("{}. {item}", i + 1),
                4 => format!("{}) {item}", i + 1),
                _ => (*item).to_owned(),
            })
            .collect();
        let gap = if rng.below(4) == 0 { "\n\n" } else { "\n" };
        let string = lines.join(gap);
        let in_field = rng.below(2) == 0;
        let (text, got) = if in_field {
            let text = format!("{{\"items\": \"{string}\"}}");
            let got = field.convert(&text).map(|v| v["items"].clone());
            (text, got)
        } else {
            let text = format!("\"{string}\"");
            (text.clone(), top.convert(&text))
        };
        match (marker < 5, got) {
            (true, Ok(got)) if got == json!(items) => split += 1,
            (false, Err(_)) => {}
            (_, got) => wrong.push(format!("seed {seed}: {text} gave {got:?}")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(split > 0, "marked lines are split");
}

/// A value never closed, then the model's closing remark: the reply was not cut off (no
/// `Truncated`, which would end a retry loop), whatever the remark and the language.
#[test]
fn a_closing_remark_is_no_cut() {
    let converter = record_converter();
    let remarks = [
        "Hope this helps!",
        "Let me know if you need anything else.",
        "That is all I found",
        "J'espère que cela vous aide !",
        "Ich hoffe, das hilft.",
        "Espero que esto ayude.",
        "希望这对你有帮助。",
        "お役に立てば幸いです。",
    ];
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let body = value.to_string();
        let unclosed = body.trim_end_matches('}');
        let sep = *rng.pick(&["\n", "\n\n", " "]);
        let text = format!("{unclosed}{sep}{}", rng.pick(&remarks));
        match converter.convert(&text) {
            Ok(got) if got != value => wrong.push(format!("seed {seed}: {text:?} gave {got}")),
            Err(e) if e.kind() == structout::ErrorKind::Truncated => {
                wrong.push(format!("seed {seed}: {text:?} called cut off"));
            }
            _ => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `d,ddd` in prose of a language that writes a decimal comma reads two ways (thousands or
/// a fraction): never returned as thousands. Nor in prose of a language the engine cannot
/// place, written in an alphabet most of whose languages write a decimal comma (Estonian,
/// Russian, Greek…): the sentences vary the language, the word order and the unit. In
/// English prose, or in Chinese, Japanese, Korean or Hindi, it is thousands.
#[test]
fn a_decimal_comma_is_never_read_as_thousands() {
    let converter = Converter::new(&json!({"type": "number"})).expect("a schema");
    let decimal = [
        "Le prix est de {n} euros.",
        "Der Preis beträgt {n} Euro.",
        "El precio es {n} euros.",
        "O preço é {n} euros.",
        "Il prezzo è di {n} euro.",
        "La distance est de {n} km.",
        "Paki kaal on {n} kg.",
        "Посылка весит {n} кг.",
        "Το δέμα ζυγίζει {n} κιλά.",
        "Paczka waży {n} kg.",
        "Het pakket weegt {n} kilo.",
        "Paketet väger {n} kg enligt kvittot.",
        "Zásilka váží {n} kg.",
        "Paket ağırlığı {n} kg olarak ölçüldü.",
        "Vrećica teži {n} kg, prema računu.",
        "Pakken vejer {n} kg ifølge fakturaen.",
        "Izmērītais svars bija {n} kilogrami.",
        "Обсяг склав {n} літра.",
        "Het bedrag op de bon is {n} euro.",
        "Die bedrag op die kwitansie is {n} rand.",
        "Jumlah di struk adalah {n} rupiah.",
        "Totalul de pe bon este {n} lei.",
    ];
    let thousands_read = [
        "The parcel weighs {n} kg.",
        "We shipped {n} units last quarter.",
        "The total comes to {n} dollars.",
        "The amount on the receipt is {n} euro.",
        "包裹重 {n} 公斤。",
        "荷物の重さは {n} kg です。",
        "택배 무게는 {n} kg입니다.",
        "पार्सल का वजन {n} किलो है।",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let whole = rng.below(999) + 1;
        let part = rng.below(1000);
        let n = format!("{whole},{part:03}");
        let text = rng.pick(&decimal).replace("{n}", &n);
        failures.never(seed, &converter, &text);
        let text = rng.pick(&thousands_read).replace("{n}", &n);
        failures.gives(seed, &converter, &text, &json!(whole * 1000 + part));
    }
    failures.assert_none();
}

/// A number written as text with one separator before exactly three digits (`"1,500"`,
/// `"1.500"`) is a thousand and five hundred to one reader and one and a half to another:
/// under a number or an integer, in an object or a list, fenced or not, signed or not,
/// never returned as either. Text a convention reads one way converts: both marks
/// (`"1,500.25"`, `"1.500,25"`), a fraction of other than three digits (`"12,50"`), a
/// group that starts with a zero (`"0,125"`), two groups (`"1,500,000"`).
#[test]
fn a_number_text_two_conventions_read_differently_is_never_returned() {
    let mut failures = Failures::default();
    let schemas = [
        json!({"type": "object", "properties": {"weight_kg": {"type": "number"}, "id": {"type": "string"}}, "required": ["weight_kg", "id"]}),
        json!({"type": "object", "properties": {"weight_kg": {"type": "integer"}, "id": {"type": "string"}}, "required": ["weight_kg", "id"]}),
        json!({"type": "array", "items": {"type": "number"}}),
    ];
    let converters: Vec<Converter> = schemas
        .iter()
        .map(|s| Converter::new(s).expect("a schema"))
        .collect();
    let wrap = [
        "{}",
        "```json\n{}\n```",
        "Here it is:\n{}\nDone.",
        "{}\n\nLet me know if you need more.",
    ];
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let head = rng.below(999) + 1;
        let tail = rng.below(1000);
        let mark = *rng.pick(&[',', '.']);
        let sign = *rng.pick(&["", "-", "+"]);
        let text = format!("{sign}{head}{mark}{tail:03}");
        let which = rng.below(3);
        let value = match which {
            2 => format!("[\"{text}\"]"),
            _ => format!("{{\"id\": \"P-{head}\", \"weight_kg\": \"{text}\"}}"),
        };
        let reply = rng.pick(&wrap).replace("{}", &value);
        failures.never(seed, &converters[which], &reply);
        // Read one way only: converts to that number.
        let (other, number) = match rng.below(5) {
            0 => (
                format!("{head},{tail:03}.25"),
                format!("{head}{tail:03}.25"),
            ),
            1 => (
                format!("{head}.{tail:03},25"),
                format!("{head}{tail:03}.25"),
            ),
            2 => (
                format!("{head},{:02}", tail % 100),
                format!("{head}.{:02}", tail % 100),
            ),
            3 => (format!("0,{tail:03}"), format!("0.{tail:03}")),
            _ => (
                format!("{head},{tail:03},000"),
                format!("{head}{tail:03}000"),
            ),
        };
        let expected: Value = serde_json::from_str(&number).expect("a number");
        let reply = format!("[\"{other}\"]");
        failures.gives(seed, &converters[2], &reply, &json!([expected]));
    }
    failures.assert_none();
}

/// The same record twice with different values (nested under an undeclared key once, flat
/// once), or a record the reply then doubts: never returned.
#[test]
fn a_record_the_reply_contradicts_or_doubts_never_comes_back() {
    let converter = record_converter();
    let wrappers = ["result", "data", "record", "answer_v2", "details"];
    let doubts = [
        "I don't know the rest.",
        "I'm not sure about the count.",
        "I could not find the city, so I guessed.",
        "Je ne sais pas pour le reste.",
        "No sé el resto.",
        "不知道其余的。",
        "The note is ambiguous, so it's either this or the 12th.",
        "It's unclear whether the count includes returns.",
        "C'est soit celui-ci, soit le suivant.",
    ];
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let flat = record(&mut rng);
        let mut nested = record(&mut rng);
        while nested == flat {
            nested = record(&mut rng);
        }
        let text = if rng.below(2) == 0 {
            let key = *rng.pick(&wrappers);
            let mut both = flat.as_object().cloned().unwrap_or_default();
            both.insert(key.to_owned(), nested.clone());
            Value::Object(both).to_string()
        } else {
            format!("{flat}\n{}", rng.pick(&doubts))
        };
        if let Ok(got) = converter.convert(&text)
            && (got == flat || got == nested)
        {
            wrong.push(format!("seed {seed}: {text:?} gave {got}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A lone value of a string format in prose is the answer (`The meeting is on 2025-03-03.`),
/// like a lone enum value; never one the prose gives as an example, quotes or denies, and
/// never one of two.
#[test]
fn a_formatted_value_in_prose_is_read_only_when_it_is_the_one() {
    let dates = ["2025-03-03", "2024-12-31", "2026-01-15", "2023-07-04"];
    let before = [
        "The meeting is on ",
        "Date: ",
        "It happened on ",
        "Am ",
        "Le ",
        "日付は",
    ];
    let decoys = ["For example ", "e.g. ", "You wrote ", "Not ", "It was not "];
    let converter = Converter::new(&json!({"type": "string", "format": "date"})).expect("a schema");
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let answer = *rng.pick(&dates);
        let mut decoy = *rng.pick(&dates);
        while decoy == answer {
            decoy = *rng.pick(&dates);
        }
        let lead = *rng.pick(&before);
        let (text, want) = match rng.below(4) {
            0 => (format!("{lead}{answer}."), Some(answer)),
            1 => (format!("{}{decoy}.", rng.pick(&decoys)), None),
            2 => (format!("{lead}{decoy} or {answer}."), None),
            _ => (
                format!("{}{decoy}; {lead}{answer}.", rng.pick(&decoys)),
                Some(answer),
            ),
        };
        match (converter.convert(&text), want) {
            (Ok(got), _) if got == json!(decoy) => {
                wrong.push(format!("seed {seed}: {text:?} gave the decoy"));
            }
            (Err(_), Some(_)) if text.starts_with(lead) && !text.contains(" or ") => {
                wrong.push(format!("seed {seed}: {text:?} refused"));
            }
            _ => {}
        }
        // A Rust date type reads the same.
        if let Ok(got) = structout::convert::<chrono::NaiveDate>(&text)
            && got.to_string() == decoy
        {
            wrong.push(format!("seed {seed}: {text:?} gave the decoy (typed)"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A number, an enum value or a date named in prose or written alone in a fence, where the reply
/// gives it as an example (the cue words away from it), quotes it, writes it only in code,
/// or takes it back (a correction after it, or `A, not D` denying it): in every language of
/// [`LANGUAGES`], with or without the answer after it. The decoy never comes back; what comes
/// back is the answer.
#[test]
fn a_scalar_decoy_never_comes_back() {
    let labels = ["urgent", "routine", "deferred", "blocked"];
    let number = Converter::new(&json!({"type": "integer"})).expect("a schema");
    let label = Converter::new(&json!({"type": "string", "enum": labels})).expect("a schema");
    let date = Converter::new(&json!({"type": "string", "format": "date"})).expect("a schema");
    // Words between a cue and the value, none of them a cue or a value.
    let fillers = [
        "",
        "you could write",
        "something like",
        "a reply might say",
        "podrías poner algo como",
        "on pourrait écrire",
        "man könnte schreiben",
    ];
    let mut wrong = Vec::new();
    let mut answered = 0;
    for seed in seeds(cases(2)) {
        let mut rng = rng(seed);
        let lang = rng.pick(&LANGUAGES);
        let kind = rng.below(3);
        let (decoy, answer, converter) = if kind == 0 {
            let d = rng.below(90) + 10;
            let mut a = rng.below(90) + 10;
            while a == d {
                a = rng.below(90) + 10;
            }
            (d.to_string(), a.to_string(), &number)
        } else if kind == 1 {
            let d = rng.below(27) + 1;
            let a = d + 1 + rng.below(28 - d);
            (format!("2025-03-{d:02}"), format!("2025-03-{a:02}"), &date)
        } else {
            let d = *rng.pick(&labels);
            let mut a = *rng.pick(&labels);
            while a == d {
                a = *rng.pick(&labels);
            }
            (d.to_owned(), a.to_owned(), &label)
        };
        let with_answer = rng.below(2) == 0;
        let answer_part = format!("\n\n{} {answer}", rng.pick(lang.answer));
        let tail = if with_answer {
            answer_part.as_str()
        } else {
            ""
        };
        let filler = rng.pick(&fillers);
        let (framing, text) = match rng.below(6) {
            0 => (
                "an example",
                format!("{} {filler} {decoy}.{tail}", rng.pick(lang.example)),
            ),
            1 => (
                "a block quote",
                format!("{}\n> {decoy}\n{tail}", rng.pick(lang.quoted)),
            ),
            2 => (
                "a quotation",
                format!("{} {decoy}.{tail}", rng.pick(lang.quoted)),
            ),
            3 => (
                "code",
                match rng.below(5) {
                    0 => format!("```bash\nexport VALUE={decoy}\n./run \"$VALUE\"\n```{tail}"),
                    1 => format!("```python\nresult = \"{decoy}\"\nprint(result)\n```{tail}"),
                    2 => format!("```rust\nlet value = \"{decoy}\";\n```{tail}"),
                    // A program's constant, in the script languages whose object literals
                    // count as data: bare where it is a number.
                    3 => {
                        let literal = if kind == 0 {
                            decoy.clone()
                        } else {
                            format!("\"{decoy}\"")
                        };
                        let comment = *rng.pick(&["", "// TODO: the real one\n"]);
                        format!("```js\n{comment}const VALUE = {literal};\n```{tail}")
                    }
                    _ => format!("```ts\nexport let value = {decoy};\n```{tail}"),
                },
            ),
            4 => (
                "a correction after it",
                format!("{decoy}\n\n{} {answer}", rng.pick(lang.correction)),
            ),
            _ => (
                "denied after it, in a fence",
                format!(
                    "```json\n{}\n```\n{}",
                    serde_json::to_string(&decoy_json(&decoy)).unwrap(),
                    rng.pick(&[
                        format!("Sorry, it is {answer}, not {decoy}."),
                        format!("Oops: {answer}, not {decoy}."),
                        format!("C'est {answer}, pas {decoy}."),
                        format!("Es ist {answer}, nicht {decoy}."),
                        format!("应该是 {answer}，不是 {decoy}。"),
                    ])
                ),
            ),
        };
        match converter.convert(&text) {
            Ok(got) if got == decoy_json(&decoy) => {
                wrong.push(format!(
                    "seed {seed} ({framing}): the decoy came back\n{text}\n"
                ));
            }
            Ok(got) if got != decoy_json(&answer) => {
                wrong.push(format!(
                    "seed {seed} ({framing}): {got}, not the answer\n{text}\n"
                ));
            }
            Ok(_) => answered += 1,
            Err(_) => {}
        }
    }
    let shown: Vec<&str> = wrong.iter().take(10).map(String::as_str).collect();
    assert!(
        wrong.is_empty(),
        "{} wrong ({answered} answered):\n{}",
        wrong.len(),
        shown.join("\n")
    );
    assert!(answered > 0, "every case refused");
}

/// A scalar as JSON: a number where it reads as one, else a string.
fn decoy_json(text: &str) -> Value {
    text.parse::<u64>()
        .map_or_else(|_| json!(text), |n| json!(n))
}

/// A list followed by prose that says it goes on (`and so on`, `, etc.`, `and 3 more`, in
/// each language, after the marks of its script: `، وغيرها`, `आदि।`), or whose last item
/// says so (`itd.`, `и т.д.`), is not the whole list, whatever the list's spelling; the same
/// list followed by a plain closing remark is, with items that are abbreviations elsewhere
/// (`DLL`, `VB`, `IDR`).
#[test]
fn a_list_the_prose_says_goes_on_is_never_returned() {
    let converter =
        Converter::new(&json!({"type": "array", "items": {"type": "string"}})).expect("a schema");
    let colours = ["red", "green", "blue", "amber", "teal", "plum"];
    let goes_on = [
        " and so on.",
        ", etc.",
        " etc.",
        " and 3 more.",
        ", and more.",
        " among others.",
        " et ainsi de suite.",
        " und so weiter.",
        " usw.",
        " y así sucesivamente.",
        " e così via.",
        " e assim por diante.",
        "等等。",
        " など。",
        " …",
        // In more languages, after the marks of their scripts, before a clause of their own.
        " ve benzeri.",
        " dan lain-lain.",
        ", dll. Daftar lengkapnya ada di lampiran.",
        " и так далее.",
        " i tak dalej.",
        " a tak dále.",
        " og så videre.",
        " ja niin edelleen.",
        " en zo verder.",
        ", stb.",
        " κ.λπ.",
        "، وغيرها.",
        " आदि।",
        " ইত্যাদি।",
        " وغیرہ۔",
        " ฯลฯ",
        " v.v.",
        " na kadhalika.",
        " — and so on; the full list is in the attachment.",
    ];
    // Lists whose last item is an elision.
    let last_items = [
        "etc.",
        "usw.",
        "itd.",
        "dll.",
        "и т.д.",
        "等等",
        "等",
        "ve diğerleri",
    ];
    // Items that are also abbreviations elsewhere, as a list's own.
    let codes = ["DLL", "VB", "IDR", "ECC", "EXE", "Adi", "ITD", "STB"];
    let closing = [
        " That's all.",
        "\n\nHope this helps!",
        " Voilà.",
        "",
        ".",
        ". Done.",
    ];
    let mut wrong = Vec::new();
    let mut whole = 0;
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(3);
        let mut items: Vec<&str> = (0..n).map(|_| *rng.pick(&colours)).collect();
        let shape = rng.below(4);
        if shape == 0 {
            items.push(*rng.pick(&codes));
        }
        let list = json!(items);
        let written = match rng.below(3) {
            0 => list.to_string(),
            1 => serde_json::to_string_pretty(&list).unwrap(),
            _ => format!("```json\n{list}\n```"),
        };
        let elided = rng.below(2) == 0;
        let after = if elided {
            *rng.pick(&goes_on)
        } else {
            *rng.pick(&closing)
        };
        // After a fence, on the next line (on the fence's own line, it would not close).
        let sep = if written.ends_with("```") { "\n" } else { "" };
        let text = format!("{written}{sep}{after}");
        if shape == 1 {
            let mut cut = items.clone();
            cut.push(*rng.pick(&last_items));
            let text = json!(cut).to_string();
            if let Ok(got) = converter.convert(&text) {
                wrong.push(format!("seed {seed}: {text:?} gave {got}"));
            }
        }
        match (converter.convert(&text), elided) {
            (Ok(got), true) => wrong.push(format!("seed {seed}: {text:?} gave {got}")),
            (Ok(got), false) if got != list => {
                wrong.push(format!("seed {seed}: {text:?} gave {got}"))
            }
            (Ok(_), false) => whole += 1,
            (Err(e), false) => wrong.push(format!("seed {seed}: {text:?} refused: {e}")),
            (Err(_), true) => {}
        }
    }
    assert!(
        wrong.is_empty(),
        "{}",
        wrong[..wrong.len().min(10)].join("\n")
    );
    assert!(whole > 0);
}

/// A record whose fields the prose around it states otherwise (`The count is 7.` or
/// `City: Lima` before or after `{"city": "Oslo", "count": 5}`) is never returned; the same
/// statement agreeing with it, or prose with other numbers, leaves it the answer.
#[test]
fn a_record_the_prose_contradicts_is_never_returned() {
    let converter = record_converter();
    let mut wrong = Failures::default();
    let mut agreed = 0;
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let (city, count) = (
            record["city"].as_str().unwrap(),
            record["count"].as_u64().unwrap(),
        );
        let other_city = loop {
            let c = *rng.pick(&CITIES);
            if c != city {
                break c;
            }
        };
        let other_count = count + 1 + rng.below(5) as u64;
        let contradicts = rng.below(2) == 0;
        let (c, n) = if contradicts {
            (other_city, other_count)
        } else {
            (city, count)
        };
        let statement = match rng.below(6) {
            0 => format!("The count is {n}."),
            1 => format!("count: {n}"),
            2 => format!("Count: {n}"),
            3 => format!("City: {c}"),
            4 => format!("The total count was {n} that day."),
            _ => format!("city: {c}\ncount: {n}"),
        };
        let written = spelled(&mut rng, &record);
        let text = match rng.below(3) {
            0 => format!("{statement}\n\n{written}"),
            1 => format!("{written}\n\n{statement}"),
            _ => format!(
                "Here it is.\n{written}\nIn 2024 there were {} visits. {statement}",
                rng.below(900) + 100
            ),
        };
        match (converter.convert(&text), contradicts) {
            (Ok(got), true) if got == record => {
                wrong
                    .0
                    .push(format!("seed {seed}: contradicted, returned\n{text}\n"));
            }
            (Ok(got), false) if got == record => agreed += 1,
            (Ok(got), _) if got != record => {
                wrong.0.push(format!("seed {seed}: {got}\n{text}\n"));
            }
            (Err(e), false) => wrong
                .0
                .push(format!("seed {seed}: refused ({e})\n{text}\n")),
            _ => {}
        }
    }
    wrong.assert_none();
    assert!(agreed > 0);
}

/// For a type whose fields may all be null, an object whose only data is under keys the type
/// does not have (`{"error": "not found"}`, with or beside the fields all `null`) is never
/// read as the empty value; the fields all `null` alone are, and a field with a value beside
/// another key is that value, unless that key reports an error (`{"name": "Ada", "error":
/// "not found"}`: the record says it failed).
#[test]
fn an_error_object_is_never_an_empty_value() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {
            "name": {"type": ["string", "null"]},
            "email": {"type": ["string", "null"]},
            "phone": {"type": ["string", "null"]}
        }
    }))
    .expect("a schema");
    let keys = [
        "error", "message", "status", "reason", "detail", "erreur", "fehler", "msg",
    ];
    let texts = [
        "not found",
        "no data",
        "aucune donnée",
        "keine Daten",
        "N/A",
        "404",
        "failed",
    ];
    let mut wrong = Failures::default();
    let mut empty = 0;
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let mut record = serde_json::Map::new();
        for field in ["name", "email", "phone"] {
            if rng.below(3) > 0 {
                record.insert(field.into(), Value::Null);
            }
        }
        let with_value = rng.below(4) == 0;
        if with_value {
            record.insert("name".into(), json!("Ada"));
        }
        let other = rng.below(3) > 0;
        let mut error = false;
        if other {
            let (key, said) = (*rng.pick(&keys), *rng.pick(&texts));
            error = ["error", "erreur", "fehler"].contains(&key) && said != "N/A";
            // (`N/A` under an error's key says there is none.)
            record.insert(key.into(), json!(said));
        }
        let text = spelled(&mut rng, &Value::Object(record.clone()));
        match (converter.convert(&text), other && (!with_value || error)) {
            (Ok(got), true) => wrong.0.push(format!("seed {seed}: {text:?} gave {got}")),
            (Ok(got), false) if with_value && got["name"] != "Ada" => {
                wrong.0.push(format!("seed {seed}: {text:?} gave {got}"))
            }
            (Ok(_), false) => empty += usize::from(!with_value),
            (Err(e), false) => wrong.0.push(format!("seed {seed}: {text:?} refused: {e}")),
            (Err(_), true) => {}
        }
    }
    wrong.assert_none();
    assert!(empty > 0);
}

/// Framings that mention the user's request while giving the answer (`Here are the films you
/// asked for:`, `Voici ce que vous avez demandé :`, …) quote nothing: the value after them is
/// the answer, in every spelling.
#[test]
fn a_reply_that_mentions_the_request_still_answers() {
    let converter = record_converter();
    let framings = [
        "Here is the record you asked for:",
        "As you asked, here it is:",
        "You asked for the record, so here it is:",
        "Voici ce que vous avez demandé :",
        "Hier ist, wonach du gefragt hast:",
        "Aquí está lo que pediste:",
        "Como você pediu:",
        "Ecco quello che hai chiesto:",
        "这是你问的记录：",
        "ご依頼の記録です：",
        "요청하신 기록입니다:",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let text = format!(
            "{}{}{}",
            rng.pick(&framings),
            rng.pick(&[" ", "\n", "\n\n"]),
            spelled(&mut rng, &record)
        );
        wrong.gives(seed, &converter, &text, &record);
    }
    wrong.assert_none();
}

/// A reply that corrects its value and then goes back to the first one (`Wait, no: {…}` then
/// `actually the first one was right`) settles on neither: neither comes back.
#[test]
fn a_reply_that_goes_back_on_its_correction_returns_neither() {
    let converter = record_converter();
    let back = [
        "Hmm, actually the first one was right after all.",
        "No wait, the previous one was correct.",
        "Sorry, the first one is the right one.",
        "Finalement, le premier était le bon.",
        "Doch, der erste war richtig.",
        "En realidad, el primero era correcto.",
        "Na verdade, o primeiro era o certo.",
        "In realtà il primo era giusto.",
        "其实第一个是对的。",
        "やはり最初のが正しいです。",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let lang = rng.pick(&LANGUAGES);
        let first = record(&mut rng);
        let mut second = record(&mut rng);
        while second == first {
            second = record(&mut rng);
        }
        let text = format!(
            "{}\n{} {}\n{}",
            spelled(&mut rng, &first),
            rng.pick(lang.correction),
            spelled(&mut rng, &second),
            rng.pick(&back)
        );
        wrong.never(seed, &converter, &text);
    }
    wrong.assert_none();
}

/// The only value, then prose that takes it back in words of its own, in about thirty languages:
/// a retraction (`negeer het bovenstaande`, `я ошибся`), a sentence saying the reply's answer
/// no longer holds (`ответ выше недействителен`, `the count above is no longer valid`), a
/// denial right after the value (`가 아닙니다`). Never the value, however it is spelled, where
/// the sentence stands or what comes before it. The same value followed by prose that uses
/// the same words about something else (`the label was wrong on the parcel`) still converts.
#[test]
fn a_value_the_prose_after_it_takes_back_never_comes_back() {
    let converter = record_converter();
    let takes_back = [
        "Correctie: negeer het bovenstaande, dat kwam uit het voorbeeld.",
        "Moment, das nehme ich zurück.",
        "Извините, я ошибся — это данные из другого сообщения.",
        "Poprawka: zignoruj to, pomyliłem się.",
        "Düzeltme: bunu dikkate almayın.",
        "تصحيح: تجاهل ما سبق.",
        "请忽略上面的内容。",
        "上記は無視してください。",
        "Ignore the above, I misread the ticket.",
        "I take that back.",
        "Hmm, I'm not sure where I got that from. I retract that number.",
        "I withdraw the figure above, it came from last year's sheet.",
        "The result above is no longer valid.",
        "Ответ выше недействителен.",
        "Het antwoord hierboven is ongeldig.",
        "La réponse ci-dessus n'est plus valable.",
        "La respuesta anterior no es válida.",
        "A resposta acima não é válida.",
        "La risposta sopra non è valida.",
        "Yukarıdaki cevap geçersiz.",
        "الإجابة أعلاه غير صحيحة.",
        "上面的答案无效。",
        "上記の回答は無効です。",
        "위의 답변은 무효입니다.",
        "That count is wrong, I missed a page.",
        "That count is off by two.",
        "The count is too high: one line was counted twice.",
        "The number above is in the wrong unit.",
        "That number is too low, the second sheet is missing.",
        "The count should be higher than that.",
        "Hmm, the city field may be the other way round.",
        "가 아닙니다.",
        "는 아님.",
        "Belay that, the carrier never scanned it.",
        "I conflated two rows there.",
        "I mixed up the columns, sorry.",
        "That count came from an old record, before the merge.",
        "The count above is outdated.",
        "Looking again, one line was counted twice; I'll need to recompute.",
        // Retractions of other languages.
        "P.S. Не використовуйте цю відповідь — я помилився.",
        "Гафу итегез, югарыдагы җавап дөрес түгел.",
        "Anghofiwch hynny, roeddwn i'n anghywir.",
        "Συγγνώμη, έκανα λάθος.",
        "סליחה, טעיתי.",
        "Maaf, saya tersilap.",
        "Samahani, nilikosea.",
        "माफ़ कीजिए, मुझसे गलती हुई।",
        "Xin lỗi, tôi đã nhầm.",
        "Bocsánat, tévedtem.",
        "Promiňte, spletl jsem se.",
        "Scuze, am greșit.",
        "Paumanhin, nagkamali ako.",
        "Ho sbagliato, scusate.",
        "Ik heb me vergist.",
        "Jeg tok feil, beklager.",
        "ક્ષમા કરશો, મારી ભૂલ.",
        "माझी चूक झाली.",
        "క్షమించండి, నా తప్పు.",
        "മുകളിലെ ഉത്തരം തെറ്റാണ്.",
    ];
    let stands = [
        "The label was wrong on the parcel, but the count is what you asked for.",
        "The old list on the wall is too long to read.",
        "Der Kunde fand die Verpackung falsch beschriftet.",
        "Ce résultat vient du deuxième paragraphe.",
        "Ответ основан на вашем тексте.",
        "I checked it twice against the invoice.",
        "上記の通りです。",
        "The brochure on the desk is outdated, but this comes from today's sheet.",
    ];
    let before = ["", "Here it is:\n", "Résultat :\n", "Ответ:\n", "结果：\n"];
    let mut failures = Vec::new();
    let mut checked = 0;
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let gap = *rng.pick(&[" ", "\n", "\n\n"]);
        let lead = rng.pick(&before);
        let back = rng.pick(&takes_back);
        // A denial right after the value stands on its line; a code fence closes on a line
        // of its own.
        let gap = match (back.starts_with(['가', '는']), written.ends_with("```")) {
            (_, true) => "\n",
            (true, false) => " ",
            (false, false) => gap,
        };
        let text = format!("{lead}{written}{gap}{back}");
        if let Ok(got) = converter.convert(&text) {
            failures.push(format!("seed {seed}: took {got} from\n{text}\n"));
        }
        let text = format!("{lead}{written}\n\n{}", rng.pick(&stands));
        match converter.convert(&text) {
            Ok(got) if got == value => {}
            other => failures.push(format!("seed {seed}: {other:?} from\n{text}\n")),
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {checked}:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

/// A list the reply says is not whole, wherever it says so: in prose after it that leads
/// with an ellipsis or says what the rest are (`…and more, depending on the variant`,
/// `...and 12 more files in the folder`), in a comment among its items (`// ... remaining
/// 40 rows omitted`, `# 12 more omitted`), or before it (`include, but are not limited to:`,
/// `unter anderem:`); as a bare list, a list of records or a record's field. Never returned;
/// the same lists with a comment or prose that leaves nothing out (and URLs holding `//`)
/// still convert.
#[test]
fn a_list_said_to_go_on_anywhere_is_never_returned() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"files": {"type": "array", "items": {"type": "string"}}},
        "required": ["files"]
    }))
    .expect("a schema");
    let bare =
        Converter::new(&json!({"type": "array", "items": {"type": "string"}})).expect("a schema");
    let names = [
        "alpha.txt",
        "beta.txt",
        "gamma.txt",
        "https://example.org/a//b",
        "delta.md",
    ];
    let after = [
        "\n…and more, depending on which folder you open.",
        " ...and 12 more files in the same folder.",
        "\n... and 4 more, see the share.",
        " and 7 more files.",
        // A sentence of its own about the items not shown.
        "\n\nThe remaining 18 files follow the same pattern — I can list them if you need.",
        "\nThe rest of the folder is similar.",
        "\n\nLes autres fichiers suivent le même schéma.",
        "\nDie restlichen Dateien sind ähnlich benannt.",
        "\nEl resto de los archivos sigue el mismo patrón.",
        "\nOs restantes seguem o mesmo padrão.",
        "\nGli altri 12 file sono simili.",
        "\nОстальные файлы называются так же.",
        "\n其余文件格式相同。",
        "\n残りのファイルも同じ形式です。",
        "\n나머지 파일도 같은 형식입니다.",
    ];
    let comments = [
        "// ... remaining 40 rows omitted for brevity",
        "# 12 more omitted",
        "/* … */",
        "// and so on",
        "// weitere Einträge weggelassen",
    ];
    let before = [
        "The files include, but are not limited to:\n",
        "Among others:\n",
        "Unter anderem:\n",
        "Entre autres :\n",
    ];
    let whole = [
        ("", "\nThat is the whole folder."),
        ("Here are the files:\n", ""),
        ("", " (all of them)."),
    ];
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(3);
        let items: Vec<&str> = (0..n).map(|_| *rng.pick(&names)).collect();
        let in_record = rng.below(2) == 0;
        let lines: Vec<String> = items.iter().map(|i| format!("  {}", json!(i))).collect();
        // The list written one item a line, with `comment` (if any) as the last line.
        let list = |comment: Option<&str>| {
            let mut body = lines.join(",\n");
            if let Some(c) = comment {
                body.push_str(&format!(",\n  {c}"));
            }
            if in_record {
                format!("{{\"files\": [\n{body}\n]}}")
            } else {
                format!("[\n{body}\n]")
            }
        };
        let convert = |text: &str| {
            if in_record {
                converter.convert(text).map(|v| v["files"].clone())
            } else {
                bare.convert(text)
            }
        };
        let elided = match rng.below(3) {
            0 => format!("{}{}", list(None), rng.pick(&after)),
            1 => list(Some(*rng.pick(&comments))),
            _ => format!("{}{}", rng.pick(&before), list(None)),
        };
        if let Ok(got) = convert(&elided) {
            wrong.push(format!("seed {seed}: {got} from\n{elided}\n"));
        }
        let (lead, tail) = rng.pick(&whole);
        let comment = ["// every file in the folder", "# checked twice"][rng.below(2)];
        let kept = format!("{lead}{}{tail}", list(Some(comment)));
        match convert(&kept) {
            Ok(got) if got == json!(items) => {}
            other => wrong.push(format!("seed {seed}: {other:?} from\n{kept}\n")),
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(8)].join("\n")
    );
}

/// A complete value followed by a remark in parentheses (`(all of them).`, `(see above)`,
/// `(Quelle : la facture)`) is the value: the words in the parentheses are no value that
/// was cut off, whatever the value's shape, spelling and the remark's words.
#[test]
fn a_remark_in_parentheses_after_a_value_is_no_cut() {
    let record_of = Converter::new(&json!({
        "type": "object",
        "properties": {"city": {"type": "string"}, "count": {"type": "integer"}},
        "required": ["city", "count"]
    }))
    .expect("a schema");
    let list_of =
        Converter::new(&json!({"type": "array", "items": {"type": "string"}})).expect("a schema");
    let remarks = [
        "(all of them).",
        "(see above)",
        "(from the second page of the invoice)",
        "(Quelle : la facture)",
        "(según el documento)",
        "(以上です)",
        "(3 in total, none repeated).",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (converter, value) = if rng.below(2) == 0 {
            (&record_of, record(&mut rng))
        } else {
            let n = 1 + rng.below(3);
            (
                &list_of,
                json!((0..n).map(|_| *rng.pick(&CITIES)).collect::<Vec<_>>()),
            )
        };
        let written = spelled(&mut rng, &value);
        let sep = if written.ends_with("```") {
            "\n"
        } else {
            *rng.pick(&[" ", "\n", "\n\n"])
        };
        let text = format!("{written}{sep}{}", rng.pick(&remarks));
        wrong.gives(seed, converter, &text, &value);
    }
    wrong.assert_none();
}

/// The only value, then prose that calls it an example, a placeholder or made up, in its own
/// sentence or in a remark in parentheses (`These are placeholder values.`, `(The values
/// above are only a sample.)`, `Ответ выше — только пример.`): never the answer. Prose that
/// uses the same words of something else (`the example you gave used another city`) leaves
/// it the answer.
#[test]
fn a_value_the_prose_after_it_calls_an_example_never_comes_back() {
    let calls_it = [
        "These are placeholder values.",
        "(These are placeholder values — swap in the real ones.)",
        "The values above are only a sample.",
        "(The count above is a made-up example.)",
        "Das obige ist nur ein Beispiel.",
        "La respuesta anterior es solo un ejemplo.",
        "Ответ выше — только пример.",
        "上面的只是示例。",
        "위의 값은 예시입니다.",
    ];
    let stands = [
        "The example you gave used another city.",
        "(Counted from the second page.)",
        "Beispielhaft war die Lieferung pünktlich.",
    ];
    sentence_after_a_record(&calls_it, &stands);
}

/// A template's slot written as an identifier (`YOUR_API_KEY`, `INSERT_CITY_HERE`,
/// `REPLACE_ME`, made of any of the words a slot names) or filler text (`Lorem ipsum dolor
/// …`, any length) is never returned as a value, in JSON, in a fence or in lines; capitals
/// that are a value (`US_EAST_1`, `HTTP_NOT_FOUND`, `NEW_YORK`) still are.
#[test]
fn a_slot_identifier_or_filler_text_is_never_a_value() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"city": {"type": "string"}, "note": {"type": "string"}},
        "required": ["city", "note"]
    }))
    .expect("a schema");
    let nouns = ["API", "KEY", "CITY", "NAME", "TOKEN", "EMAIL", "2"];
    let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor";
    let values = [
        "US_EAST_1",
        "HTTP_NOT_FOUND",
        "NEW_YORK",
        "USA",
        "Lorem Park Avenue",
        "Yourtown",
        "Your Lucky Day",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let mut words: Vec<&str> = (0..1 + rng.below(2)).map(|_| *rng.pick(&nouns)).collect();
        match rng.below(3) {
            0 => words.insert(0, *rng.pick(&["YOUR", "MY", "INSERT", "REPLACE", "ENTER"])),
            1 => words.push("HERE"),
            _ => words = vec!["REPLACE", "ME"],
        }
        let identifier = words.join("_");
        let filler = &lorem[..11 + rng.below(lorem.len() - 11)];
        // `your-email@example.com`, `Your_Company`, `yourname.example.org`.
        let your = format!(
            "{}{}{}{}",
            rng.pick(&["your", "Your", "YOUR"]),
            rng.pick(&["-", "_", ".", ""]),
            rng.pick(&["email", "name", "company", "domain"]),
            rng.pick(&["", "@example.com", ".example.org"])
        );
        let slot = match rng.below(3) {
            0 => identifier.as_str(),
            1 => your.as_str(),
            _ => filler.trim_end(),
        };
        let (city, note) = if rng.below(2) == 0 {
            (slot, "ok")
        } else {
            ("Oslo", slot)
        };
        let write = |city: &str, note: &str, how: usize| match how {
            0 => json!({"city": city, "note": note}).to_string(),
            1 => format!("```json\n{}\n```", json!({"city": city, "note": note})),
            _ => format!("city: {city}\nnote: {note}"),
        };
        let how = rng.below(3);
        if let Ok(got) = converter.convert(&write(city, note, how)) {
            wrong.0.push(format!("seed {seed}: {got} from {slot:?}"));
        }
        let value = *rng.pick(&values);
        let text = write(value, "ok", how);
        match converter.convert(&text) {
            Ok(got) if got["city"] == value => {}
            other => wrong
                .0
                .push(format!("seed {seed}: {other:?} from {text:?}")),
        }
    }
    wrong.assert_none();
}

/// An object literal in code whose field is a call that computes the value at run time
/// (`name: getDisplayName(profile)`, `'email': os.getenv("EMAIL")`, `new Date()`) gives no
/// value for that field, in JavaScript, TypeScript or Python, fenced or not; the same literal
/// with the value written out converts (outside a Python fence, where any value is code).
#[test]
fn a_call_that_computes_a_value_is_not_the_value() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"name": {"type": "string"}, "age": {"type": "integer"}},
        "required": ["name", "age"]
    }))
    .expect("a schema");
    let calls = [
        "getDisplayName(profile)",
        "os.getenv(\"NAME\")",
        "user.fullName()",
        "new Name()",
        "str(customer)",
        "_lookup(id)",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let age = 18 + rng.below(60);
        let call = *rng.pick(&calls);
        let name = *rng.pick(&CITIES);
        let literal = |value: &str| match rng_pick(seed) {
            0 => format!("```js\nconst user = {{\n  name: {value},\n  age: {age},\n}};\n```"),
            1 => format!("```ts\nconst user: User = {{ name: {value}, age: {age} }};\n```"),
            2 => format!("```python\nuser = {{'name': {value}, 'age': {age}}}\n```"),
            _ => format!("{{name: {value}, age: {age}}}"),
        };
        if let Ok(got) = converter.convert(&literal(call)) {
            wrong.0.push(format!("seed {seed}: {got} from {call}"));
        }
        // (A value only in a Python fence is code, which the reply may not mean as its
        // answer: refused or the value, never another.)
        let text = literal(&format!("'{name}'"));
        match converter.convert(&text) {
            Ok(got) if got == json!({"name": name, "age": age}) => {}
            Err(_) if rng_pick(seed) == 2 => {}
            other => wrong.0.push(format!("seed {seed}: {other:?} from\n{text}")),
        }
    }
    wrong.assert_none();
}

/// The way a case is written, by its seed.
fn rng_pick(seed: u64) -> u64 {
    seed % 4
}

/// A markdown table in the reply that states another value for a field of the only record
/// (`| count | 12 |` beside `{"count": 10}`), before or after it, with or without a header
/// row and other columns: the reply says two things, and neither is returned. A table that
/// agrees leaves the record the answer.
#[test]
fn a_record_a_table_contradicts_is_never_returned() {
    let converter = record_converter();
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let (city, count) = (
            value["city"].as_str().unwrap(),
            value["count"].as_u64().unwrap(),
        );
        let differs = rng.below(2) == 0;
        let (t_city, t_count) = if differs {
            match rng.below(2) {
                0 => (
                    city.to_owned(),
                    (count + 1 + rng.below(9) as u64).to_string(),
                ),
                _ => (
                    CITIES.iter().find(|c| **c != city).unwrap().to_string(),
                    count.to_string(),
                ),
            }
        } else {
            (city.to_owned(), count.to_string())
        };
        let header = *rng.pick(&[
            "",
            "| field | value |\n|---|---|\n",
            "| Field | Value | Note |\n|---|---|---|\n",
        ]);
        let note = if header.contains("Note") {
            " from the form |"
        } else {
            ""
        };
        let key = |k: &str| {
            if rng_pick(seed) == 1 {
                k.to_uppercase()
            } else {
                k.to_owned()
            }
        };
        let table = format!(
            "{header}| {} | {t_city} |{note}\n| {} | {t_count} |{note}\n",
            key("city"),
            key("count")
        );
        let written = spelled(&mut rng, &value);
        let text = if rng.below(2) == 0 {
            format!("{table}\n{written}")
        } else {
            format!("{written}\n\n{table}")
        };
        match (converter.convert(&text), differs) {
            (Ok(got), true) => wrong.push(format!("seed {seed}: {got} from\n{text}")),
            (Ok(got), false) if got != value => {
                wrong.push(format!("seed {seed}: {got} from\n{text}"))
            }
            (Err(e), false) => wrong.push(format!("seed {seed}: refused ({e}) from\n{text}")),
            _ => {}
        }
    }
    assert!(
        wrong.is_empty(),
        "{}",
        wrong[..wrong.len().min(6)].join("\n")
    );
}

/// The only value inside quotation marks in prose, someone's words the reply repeats (`As the
/// customer put it: "Just mark it as {…} and close the ticket."`, `« … »`, `„ … “`, `「…」`),
/// is never the answer, nor a record alone in typographic marks in the flow of a sentence
/// (`He sent «{…}» yesterday`); quotes elsewhere in the paragraph, balanced, or right around
/// the value after a colon (`Here is the record: “{…}”`), leave it the answer.
#[test]
fn a_value_inside_a_quotation_never_comes_back() {
    let converter = record_converter();
    let marks = [
        ("\"", "\""),
        ("“", "”"),
        ("«\u{a0}", "\u{a0}»"),
        ("„", "“"),
        ("「", "」"),
        ("‘", "’"),
        ("‹", "›"),
        ("‚", "‘"),
        // Central European and Nordic pairs (`»…«`, `„…”`, `”…”`).
        ("»", "«"),
        ("„", "”"),
        ("”", "”"),
    ];
    let says = [
        "As the customer put it:",
        "Your colleague wrote",
        "Le client a écrit :",
        "Der Kunde schrieb:",
        "客户说：",
    ];
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let (open, close) = *rng.pick(&marks);
        let json = value.to_string();
        let text = format!(
            "{} {open}Just set it to {json} and close the ticket.{close} I can't do that yet.",
            rng.pick(&says)
        );
        if let Ok(got) = converter.convert(&text) {
            wrong.push(format!("seed {seed}: {got} from\n{text}"));
        }
        // The record alone in typographic marks after words that do not call it the answer:
        // a quotation too (a record has no quoting of its own).
        let (open, close) = *rng.pick(&marks[1..]);
        let lead = *rng.pick(&[
            "He sent",
            "Il a envoyé",
            "Er schickte",
            "Alimtuma",
            "她发来",
        ]);
        let text = format!("{lead} {open}{json}{close} yesterday.");
        if let Ok(got) = converter.convert(&text) {
            wrong.push(format!("seed {seed}: {got} from\n{text}"));
        }
        let (open, close) = *rng.pick(&marks);
        let kept = match rng.below(2) {
            0 => format!("The customer said {open}thanks{close}. Here is the record: {json}"),
            _ => format!("Here is the record: {open}{json}{close}"),
        };
        match converter.convert(&kept) {
            Ok(got) if got == value => {}
            other => wrong.push(format!("seed {seed}: {other:?} from\n{kept}")),
        }
    }
    assert!(
        wrong.is_empty(),
        "{}",
        wrong[..wrong.len().min(6)].join("\n")
    );
}

/// A quotation that closes before the record (on its own line, in marks or as a block
/// quote, unmarked after the phrase's colon on its line, or a sentence that ends with another
/// after it) does not reach the record: the
/// record is the reply's own (`You wrote: "12 boxes for Oslo"` then the record a line below;
/// `用户输入：「…」` then the record), in every language's quotation phrases. The phrase
/// leading into the record still quotes it (`a_decoy_never_comes_back`).
#[test]
fn a_quotation_that_ends_before_the_record_leaves_it_the_answer() {
    let converter = record_converter();
    let marks = [
        ("\"", "\""),
        ("“", "”"),
        ("«\u{a0}", "\u{a0}»"),
        ("„", "“"),
        ("「", "」"),
        ("»", "«"),
        ("„", "”"),
        ("”", "”"),
    ];
    let thanks = [
        "Thanks.",
        "Merci.",
        "Danke!",
        "Gracias.",
        "谢谢。",
        "ありがとう。",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let lang = rng.pick(&LANGUAGES);
        // (Labels whose words hold their colon too: `You shared:`, `Texte original :`.)
        let phrase = match rng.below(3) {
            0 => *rng.pick(&[
                "You shared:",
                "User input:",
                "Original text:",
                "Texte original :",
                "Originaltext:",
            ]),
            _ => *rng.pick(lang.quoted),
        };
        let (open, close) = *rng.pick(&marks);
        let note = format!(
            "{} {}",
            record["city"].as_str().unwrap_or(""),
            record["count"]
        );
        let written = spelled(&mut rng, &record);
        let text = match rng.below(5) {
            0 => format!("{phrase} {open}{note}{close}\n\n{written}"),
            // Words after the phrase's colon, unmarked: the quotation ends with its line.
            4 => format!("{phrase} {note}.\n\n{written}"),
            1 => format!("{phrase}\n{open}{note}{close}\n\n{written}"),
            2 => format!("{phrase}\n> {note}\n\n{written}"),
            _ => format!(
                "{phrase} {open}{note}{close}. {} {written}",
                rng.pick(&thanks)
            ),
        };
        wrong.gives(seed, &converter, &text, &record);
    }
    wrong.assert_none();
}

/// An answer label heads what follows it up to the next words: two different records right
/// after `Answer:` (`Réponse :`, `结果：`, …), nothing but space between them, are both under
/// it, and neither is the answer. The label before one record and an example label before
/// the other still decide (`a_decoy_never_comes_back`).
#[test]
fn an_answer_label_over_two_different_records_settles_neither() {
    let converter = record_converter();
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let first = record(&mut rng);
        let second =
            json!({"city": first["city"], "count": first["count"].as_u64().unwrap_or(0) + 1});
        let lang = rng.pick(&LANGUAGES);
        let label = *rng.pick(lang.answer);
        let sep = *rng.pick(&[" ", "\n", "\n\n"]);
        // (A space between them only where each is on one line.)
        let (a, b, between) = match rng.below(2) {
            0 => (
                first.to_string(),
                second.to_string(),
                *rng.pick(&["\n", "\n\n", " "]),
            ),
            _ => (
                spelled(&mut rng, &first),
                spelled(&mut rng, &second),
                *rng.pick(&["\n", "\n\n"]),
            ),
        };
        let text = format!("{label}{sep}{a}{between}{b}");
        wrong.never(seed, &converter, &text);
    }
    wrong.assert_none();
}

/// A word that only starts like a cue word is not one: `примерно` (about) is no `пример`
/// (example), `quoting` of a CSV file quotes nobody, `כתבתי` (I wrote) is not `כתבת` (you
/// wrote). The record after such a lead-in is the answer; the cue word itself still marks it.
#[test]
fn a_word_that_only_starts_like_a_cue_is_no_cue() {
    let converter = record_converter();
    // (a lead-in whose word only starts like the cue, the cue word itself)
    let leads = [
        ("Это примерно так:", "Пример:"),
        ("Получилось примерно следующее:", "Вот пример:"),
        ("Here is the CSV row with proper quoting:", "Quoting you:"),
        ("כתבתי את הרשומה:", "כתבת:"),
        ("כתבתי לך את התשובה:", "הנה מה שכתבת:"),
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let (lead, cue) = *rng.pick(&leads);
        let sep = *rng.pick(&[" ", "\n", "\n\n"]);
        let written = spelled(&mut rng, &record);
        match rng.below(3) {
            0 => wrong.never(seed, &converter, &format!("{cue}{sep}{written}")),
            _ => wrong.gives(seed, &converter, &format!("{lead}{sep}{written}"), &record),
        }
    }
    wrong.assert_none();
}

/// A guess written in the value's place is no value: a string that opens with a hedge and
/// names what it hedges (`{"city": "probably Oslo"}`, `vielleicht Oslo`, `也许Oslo`), a
/// whole reply taken as a string that is one (`Probably Oslo.`, `Quizás Oslo.`), an enum
/// value named in prose under a hedge (`Maybe the answer is "Oslo"`, `शायद उत्तर "Oslo" है`).
/// A title that opens with a hedge (`Maybe I'm Amazed`, `Perhaps Love`), a hedge that is the
/// value itself, and a sentence of free text that opens with one are text.
#[test]
fn a_guess_in_the_values_place_is_never_a_value() {
    let record = record_converter();
    let text = Converter::new(&json!({"type": "string"})).expect("a schema");
    let cities = Converter::new(&json!({"type": "string", "enum": CITIES})).expect("a schema");
    let titled = Converter::new(&json!({
        "type": "object",
        "properties": {"song": {"type": "string"}, "mood": {"type": "string", "enum": ["maybe", "yes", "no"]}},
        "required": ["song", "mood"]
    }))
    .expect("a schema");
    // (hedge, whether its script writes spaces)
    let hedges = [
        ("probably", true),
        ("maybe", true),
        ("perhaps", true),
        ("probablement", true),
        ("peut-être", true),
        ("vielleicht", true),
        ("wahrscheinlich", true),
        ("quizás", true),
        ("probablemente", true),
        ("seguramente", true),
        ("talvez", true),
        ("forse", true),
        ("возможно", true),
        ("наверное", true),
        ("शायद", true),
        ("সম্ভবত", true),
        ("mungkin", true),
        ("labda", true),
        ("也许", false),
        ("たぶん", false),
        ("아마", true),
        // Languages of the fourth round of the tables.
        ("masalo", true),
        ("ichapas", true),
        ("ebia", true),
        ("شايد", true),
        ("ប្រហែលជា", false),
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let (hedge, spaced) = *rng.pick(&hedges);
        let city = *rng.pick(&CITIES);
        let gap = if spaced { " " } else { "" };
        match rng.below(6) {
            0 => {
                let value = json!({"city": format!("{hedge}{gap}{city}"), "count": 3});
                wrong.never(seed, &record, &spelled(&mut rng, &value));
            }
            1 => {
                let end = *rng.pick(&[".", "!"]);
                wrong.never(seed, &text, &format!("{}{gap}{city}{end}", capital(hedge)));
            }
            2 => {
                let framing = *rng.pick(&[
                    "{h} the answer is \"{c}\".",
                    "{H}, it is {c}.",
                    "The answer is {h} {c}.",
                ]);
                let reply = framing
                    .replace("{h}", hedge)
                    .replace("{H}", &capital(hedge))
                    .replace("{c}", city);
                wrong.never(seed, &cities, &reply);
            }
            3 => {
                let song = *rng.pick(&["Maybe I'm Amazed", "Perhaps Love", "Probably Blue"]);
                let value = json!({"song": song, "mood": "maybe"});
                wrong.gives(seed, &titled, &spelled(&mut rng, &value), &value);
            }
            4 => {
                let reply = format!(
                    "{} the strongest argument in the essay is the one about {city}.",
                    capital(hedge)
                );
                wrong.gives(seed, &text, &reply, &json!(reply));
            }
            _ => {
                let value = json!({"city": city, "count": 3});
                wrong.gives(seed, &record, &spelled(&mut rng, &value), &value);
            }
        }
    }
    wrong.assert_none();
}

/// A remark after a record that the writer is not sure of it takes it back, in many
/// languages (`(not quite sure)`, `（不太确定）`, `glaube ich`, `Я не совсем уверен.`); the
/// same words supposed of the reader in a condition (`If you are not sure about the format,
/// ask the admin`, `Wenn Sie nicht sicher sind`, `Если вы не уверены`) or an error supposed
/// (`If that is wrong, tell me`) leave it the answer.
#[test]
fn a_doubt_the_writer_states_takes_a_record_back_and_one_supposed_does_not() {
    let converter = record_converter();
    let stated = [
        " (not quite sure)",
        "（不太确定）",
        " — glaube ich.",
        "\n\nNo estoy seguro del número.",
        "\n\nЯ не совсем уверен.",
        "\n\nJe ne suis pas sûr du nombre.",
        "\n\nNie jestem pewien liczby.",
        // (A condition in a clause of its own, a dash between, supposes nothing of it.)
        "\n\nIf the coupon applied it's less — I'm not sure.",
    ];
    let supposed = [
        "\n\nIf you are not sure about the format, ask the admin.",
        "\n\nWenn Sie nicht sicher sind, fragen Sie den Administrator.",
        "\n\nSi vous n'êtes pas sûr du format, demandez à l'administrateur.",
        "\n\nЕсли вы не уверены в формате, уточните у администратора.",
        "\n\nSi no estás seguro del formato, pregunta al administrador.",
        "\n\nIf that is wrong, tell me.",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let written = spelled(&mut rng, &record);
        // (A remark after a fence stands on the next line.)
        let line = if written.ends_with("```") { "\n" } else { "" };
        match rng.below(2) {
            0 => wrong.never(
                seed,
                &converter,
                &format!("{written}{line}{}", rng.pick(&stated)),
            ),
            _ => wrong.gives(
                seed,
                &converter,
                &format!("{written}{}", rng.pick(&supposed)),
                &record,
            ),
        }
    }
    wrong.assert_none();
}

/// Two values, the second offered as an alternative without settling (`… or maybe {…}`, `ou
/// peut-être`, `oder vielleicht`, `o quizás`, `或者是`): neither is returned, even when an
/// answer cue marks the first. A hedge with no value after it (`Or maybe you meant the Paris
/// office?`) leaves the one value the answer.
#[test]
fn an_answer_offered_with_an_unsettled_alternative_never_comes_back() {
    let converter = record_converter();
    let hedges = [
        "or maybe",
        "Or perhaps",
        "or possibly",
        "ou peut-être",
        "oder vielleicht",
        "o quizás",
        "ou talvez",
        "o forse",
        "of misschien",
        "или может быть",
        "或者是",
    ];
    let leads = ["", "The answer is ", "La réponse est ", "Ergebnis: "];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let first = record(&mut rng);
        let mut second = record(&mut rng);
        while second == first {
            second = record(&mut rng);
        }
        let lead = *rng.pick(&leads);
        let hedge = *rng.pick(&hedges);
        let sep = *rng.pick(&["… ", ", ", "\n", " "]);
        let text = format!("{lead}{first}{sep}{hedge} {second}, hard to say.");
        wrong.never(seed, &converter, &text);
        let kept = format!("{lead}{first}\n{hedge} you meant the Paris office? Let me know.");
        wrong.gives(seed, &converter, &kept, &first);
    }
    wrong.assert_none();
}

/// A value the prose after it apologizes for, calls the model's own misreading, or doubts
/// (`Omlouvám se, …`, `Jag räknade fel …`, `I'm not confident about …`), in 22 languages and
/// words no key of the value is among, up to about 400 bytes of explanation after it, is
/// never returned; the same value with prose after it that explains or vouches for it
/// converts.
#[test]
fn a_value_the_model_apologizes_for_or_doubts_never_comes_back() {
    let converter = record_converter();
    let own_words = [
        "Sorry — that line belongs to another order.",
        "Apologies, I took that from the quoted message.",
        "My mistake: that came from the signature of an older e-mail.",
        "I misread the scan; the real figure is not legible.",
        "I got that backwards.",
        "I'm not confident about it, the second screenshot says otherwise.",
        "Hard to tell from the photo, to be honest.",
        // The writer unsure of it, in more languages.
        "Je ne suis pas sûr de ce chiffre.",
        "Ich bin mir nicht sicher, ob das stimmt.",
        "No estoy seguro de ese dato.",
        "Nie jestem pewien tej liczby.",
        "Emin değilim, belge bulanık.",
        "Sijui kwa hakika.",
        "Saya tidak yakin dengan angka ini.",
        "Не сум сигурен за ова.",
        "Désolé, j'ai pris la mauvaise ligne.",
        "Entschuldigung, das war die Zeile darüber.",
        "Halt, das stimmt so nicht.",
        "Perdón, me confundí de pedido.",
        "Desculpe, li errado a nota.",
        "Scusa, ho letto male la riga.",
        "Sorry, verkeerd gelezen.",
        "Przepraszam, źle przeczytałem skan.",
        "Jag räknade fel, det är antalet kartonger.",
        "Omlouvám se, tenhle podpis patří ke starší zprávě.",
        "Özür dilerim, yanlış okudum.",
        "Извините, это из другого письма.",
        "Вибачте, я помилився рядком.",
        "عذرا، هذا من رسالة أخرى.",
        "סליחה, טעיתי בשורה.",
        "माफ़ कीजिए, यह दूसरी पंक्ति है।",
        "抱歉，我看错了行。",
        "すみません、読み間違えました。",
        "죄송합니다, 잘못 읽었습니다.",
        "Xin lỗi, tôi đã đọc nhầm dòng.",
        "Maaf, saya salah membaca baris itu.",
        "Не уверен, что это верная строка.",
        "Je ne suis pas sûr de cette ligne, pas certain du tout.",
        "Non so se sia la riga giusta.",
        "Non sono certo che sia la riga giusta.",
        "Я не уверена.",
    ];
    let vouches = [
        "I checked it twice against the invoice.",
        "Taken from the second paragraph of your message.",
        "Geprüft anhand der Rechnung.",
        "Vérifié sur le bon de livraison.",
        "Сверено с накладной.",
        "已与发票核对。",
        // Words that open as a doubt does and say another thing (`non so` in `non solo`).
        "Non solo la fattura: anche la bolla riporta gli stessi dati.",
        "Non sono disponibili altri documenti, ma questi bastano.",
        "Если вы не уверены в формате, уточните у администратора.",
    ];
    let before = ["", "Here it is:\n", "Résultat :\n", "Ответ:\n", "结果：\n"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let lead = rng.pick(&before);
        let gap = *rng.pick(&["\n", "\n\n"]);
        let words = rng.pick(&own_words);
        // Up to about 400 bytes of explanation between the value and what takes it back.
        let explains = [
            "The record comes from the delivery note you attached to the message. ",
            "I read the city from the header and the count from the table below it. ",
            "The second page of the scan holds the totals for the whole shipment. ",
            "Dates in the note are written day first, as is usual in that country. ",
            "The supplier's reference number is printed at the top right corner. ",
        ];
        let explanation: String = (0..rng.below(6)).map(|_| *rng.pick(&explains)).collect();
        let text = format!("{lead}{written}{gap}{explanation}{words}");
        failures.never(seed, &converter, &text);
        let text = format!("{lead}{written}{gap}{explanation}{}", rng.pick(&vouches));
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// A value the model apologizes for right after it, in any of about fifty languages, with
/// the apology alone or opening a sentence (`أعتذر.`, `Samahani, …`, `ขอโทษครับ`, `Ngiyaxolisa!`),
/// is never returned; an adverb of regret about something else (`Unfortunately, the depot is
/// closed on Sundays.`, `Leider …`, `很遗憾，…`), and an apology for a field the value leaves
/// empty (`Sorry, I couldn't find a phone number.` beside `"phone": null`), leave it the
/// answer. Generated over the apologies, the marks after them, what follows, and the record's
/// spelling.
#[test]
fn an_apology_in_any_language_after_a_value_takes_it_back() {
    let converter = record_converter();
    let apologies = [
        "أعتذر",
        "عذرًا",
        "Samahani",
        "ይቅርታ",
        "ขอโทษครับ",
        "សុំទោស",
        "ຂໍໂທດ",
        "Paumanhin",
        "Ngiyaxolisa",
        "Ndiyaxolisa",
        "Waan ka xumahay",
        "Ku yi hakuri",
        "Ẹ má bínú",
        "Gbaghara m",
        "Miala tsiny",
        "Barkatu",
        "Ho sento",
        "Mae'n ddrwg gen i",
        "Tá brón orm",
        "Vabandust",
        "Atvainojos",
        "Atsiprašau",
        "Anteeksi",
        "Bocsánat",
        "Συγγνώμη",
        "ببخشید",
        "معذرت",
        "দুঃখিত",
        "மன்னிக்கவும்",
        "క్షమించండి",
        "માફ કરશો",
        "माफ करा",
        "माफ गर्नुहोस्",
        "සමාවෙන්න",
        "ბოდიში",
        "Ներողություն",
        "Кешіріңіз",
        "Уучлаарай",
        "Kechirasiz",
        "Bağışlayın",
        "Më vjen keq",
        "Afsakið",
        "Jammer",
        "Pardonu",
        "Eskize m",
        "Pampachaway",
        "Dhiifama",
        "Pepani",
        "Nsonyiwa",
        "Mbabarira",
        "Förlåt",
        "Beklager",
        "Undskyld",
        "Pahoittelen",
        "Sajnálom",
        "Îmi pare rău",
        "Жао ми је",
        "Съжалявам",
        "Прабачце",
        "Xin lỗi",
        "Maaf",
        "Nyuwun sewu",
        "Hapunten",
        "不好意思",
        "ごめんなさい",
        "죄송해요",
    ];
    let after = [".", "!", ",", " —", "", "..."];
    let follows = [
        "",
        " I mixed up the rows.",
        " The note has two pages.",
        " The city is on the second page.",
    ];
    let regrets = [
        "Unfortunately, the depot is closed on Sundays.",
        "Leider ist das Depot sonntags geschlossen.",
        "Malheureusement, le dépôt est fermé le dimanche.",
        "Lamentablemente, el depósito cierra los domingos.",
        "Purtroppo il deposito è chiuso la domenica.",
        "Helaas is het depot op zondag gesloten.",
        "К сожалению, склад по воскресеньям закрыт.",
        "Niestety magazyn jest zamknięty w niedziele.",
        "Maalesef depo pazar günleri kapalı.",
        "للأسف، المستودع مغلق يوم الأحد.",
        "很遗憾，仓库周日关门。",
        "残念ながら、倉庫は日曜日は休みです。",
        "안타깝게도 창고는 일요일에 문을 닫습니다.",
        "Sayangnya, gudang tutup pada hari Minggu.",
        "Kwa bahati mbaya, ghala hufungwa Jumapili.",
        "Valitettavasti varasto on suljettu sunnuntaisin.",
    ];
    let empty = Converter::new(&json!({"type": "object",
        "properties": {"city": {"type": "string"}, "phone": {"type": ["string", "null"]}},
        "required": ["city", "phone"]}))
    .expect("a schema");
    let not_found = [
        "Sorry, I couldn't find a phone number.",
        "Sorry, there is no phone number in the message.",
        "Désolé, je n'ai pas trouvé de numéro de téléphone.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        // (Text after a closing fence on its line leaves the fence open, as CommonMark reads
        // it: the apology is inside.)
        let gap = match *rng.pick(&["\n", "\n\n", " "]) {
            " " if written.ends_with('`') => "\n",
            gap => gap,
        };
        let text = format!(
            "{written}{gap}{}{}{}",
            rng.pick(&apologies),
            rng.pick(&after),
            rng.pick(&follows)
        );
        failures.never(seed, &converter, &text);
        let text = format!("{written}{gap}{}", rng.pick(&regrets));
        failures.gives(seed, &converter, &text, &value);
        let city = *rng.pick(&CITIES);
        let text = format!(
            "{{\"city\": \"{city}\", \"phone\": null}}{gap}{}",
            rng.pick(&not_found)
        );
        failures.gives(seed, &empty, &text, &json!({"city": city, "phone": null}));
    }
    failures.assert_none();
}

/// A string value cut short and closed with an ellipsis (`Mountain Vi...`, `extend the…`,
/// `name@...`), wherever the cut falls, is never returned, fenced or bare, required or
/// nullable; strings with an ellipsis inside (`Wait... what`) or one word that ends in one
/// (`Loading...`) convert.
#[test]
fn a_value_cut_short_with_an_ellipsis_is_never_returned() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"city": {"type": "string"}, "note": {"type": ["string", "null"]}},
        "required": ["city", "note"]
    }))
    .expect("a schema");
    let whole = [
        "Mountain View",
        "The council voted to extend the deadline",
        "margarethe.vonstein@seznam.cz",
        "Rua Augusta 274, Lisboa",
        "北京市朝阳区建国路",
    ];
    let stands = ["Wait... what", "Loading...", "Oslo", "Paris … Rome", "N/A"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let text = *rng.pick(&whole);
        let chars: Vec<char> = text.chars().collect();
        // Cut inside the last word or right after `@`, after at least one space or `@`.
        let first_break = chars.iter().position(|c| *c == ' ' || *c == '@');
        let Some(first_break) = first_break else {
            continue;
        };
        let at = first_break + 2 + rng.below(chars.len() - first_break - 2);
        let cut: String = chars[..at.min(chars.len() - 1)].iter().collect();
        if cut.ends_with(' ') {
            continue;
        }
        let cut = format!("{cut}{}", rng.pick(&["...", "…"]));
        let (city, note) = if rng.below(2) == 0 {
            (cut.as_str(), Value::Null)
        } else {
            ("Oslo", json!(cut))
        };
        let reply = spelled(&mut rng, &json!({"city": city, "note": note}));
        failures.never(seed, &converter, &reply);
        let good = *rng.pick(&stands);
        let reply = json!({"city": "Oslo", "note": good}).to_string();
        match converter.convert(&reply) {
            Ok(got) if good == "N/A" || got["note"] == good => {}
            other => failures
                .0
                .push(format!("seed {seed}: {other:?} from {reply}")),
        }
    }
    failures.assert_none();
}

/// A list whose lead-in line says it is part of a whole, counting (`Showing 5 of 23
/// results:`, `5 von 23`, `5 sur 23`, `5 из 23`) or ending its own items with an elision
/// (`PDF, DOCX, ODT, etc.`), is never returned, bare or in a record, compact or fenced; a
/// lead-in that counts the whole (`Showing 5 of 5`) or lists without elision converts.
#[test]
fn a_list_its_lead_in_says_is_part_of_a_whole_is_never_returned() {
    let bare = Converter::new(&json!({"type": "array", "items": {"type": "string"}})).unwrap();
    let record = Converter::new(&json!({
        "type": "object",
        "properties": {"items": {"type": "array", "items": {"type": "string"}}},
        "required": ["items"]
    }))
    .unwrap();
    let counts = [
        "Showing {n} of {m} results:",
        "Here are the first {n} of {m} files",
        "Es werden {n} von {m} Einträgen angezeigt:",
        "Affichage de {n} sur {m} résultats :",
        "Mostrando {n} de {m} resultados:",
        "Показаны {n} из {m} записей:",
        "Here are the first {n} of the {m} SKUs on the packing slip:",
        "{n} out of {m} rows:",
        "Voici les {n} premiers des {m} articles :",
        "Estos son {n} de los {m} pedidos:",
        "Ecco {n} dei {m} file:",
        "Hier zijn {n} van de {m} bestanden:",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(4);
        let items: Vec<String> = (0..n).map(|i| format!("R-{}", 100 + i * 7)).collect();
        let m = n + 1 + rng.below(40);
        let lead = if rng.below(3) == 0 {
            let spelled: Vec<String> = items.iter().map(|i| i.to_lowercase()).collect();
            format!(
                "The ids are {}, {}",
                spelled.join(", "),
                rng.pick(&["etc.", "and so on", "usw.", "等等"])
            )
        } else {
            rng.pick(&counts)
                .replace("{n}", &n.to_string())
                .replace("{m}", &m.to_string())
        };
        let (converter, value) = if rng.below(2) == 0 {
            (&bare, json!(items))
        } else {
            (&record, json!({"items": items}))
        };
        let written = spelled(&mut rng, &value);
        let text = format!("{lead}\n{written}");
        failures.never(seed, converter, &text);
        let whole = rng
            .pick(&counts)
            .replace("{n}", &n.to_string())
            .replace("{m}", &n.to_string());
        let text = format!("{whole}\n{written}");
        failures.gives(seed, converter, &text, &value);
    }
    failures.assert_none();
}

/// A field whose number the prose counts otherwise right before its name (`**Answer: 42
/// units**` beside `{"units": 24}`), or a table row under the name spelt with `-` or spaces
/// (`| Check-in | 2025-07-14 |` beside `"check_in": "2025-07-15"`), makes the record
/// ambiguous; the same prose agreeing with it converts.
#[test]
fn a_field_the_prose_counts_or_tables_otherwise_is_never_returned() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"units": {"type": "integer"}, "check_in": {"type": "string"}},
        "required": ["units", "check_in"]
    }))
    .unwrap();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let units = 2 + rng.below(90);
        let day = 10 + rng.below(18);
        let value = json!({"units": units, "check_in": format!("2025-07-{day}")});
        let written = spelled(&mut rng, &value);
        let (said_units, said_day) = (units + 1 + rng.below(9), day + 1);
        let prose = |u: usize, d: usize| match rng_pick(seed) % 3 {
            0 => format!("**Answer: {u} units**"),
            1 => {
                format!("| Field | Value |\n|---|---|\n| Check-in | 2025-07-{d} |\n| Units | {u} |")
            }
            _ => format!("We counted {u} units. | Check in | 2025-07-{d} |"),
        };
        let text = format!("{}\n\n{written}", prose(said_units, said_day));
        failures.never(seed, &converter, &text);
        let text = format!("{}\n\n{written}", prose(units, day));
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// A form's blank (a number of eight zeros or more: `DE00 0000 0000 0000 0000 00`), a value
/// with unreadable characters written as question marks (`A7-???-204`) and a value struck
/// through (`~~Thursday~~`) are never values: refused where required, null where allowed;
/// numbers with some zeros, a question in text and strikethrough inside text convert.
#[test]
fn a_blank_unreadable_or_struck_value_is_never_a_value() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"code": {"type": "string"}, "note": {"type": ["string", "null"]}},
        "required": ["code", "note"]
    }))
    .unwrap();
    let stands = [
        "DE89 3704 0044 0532 0130 00",
        "1000000",
        "Why? Nobody knows",
        "A7-204",
        "It was ~~Tuesday~~ Thursday",
        "0",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let sep = *rng.pick(&[" ", "-", ""]);
        let groups = 2 + rng.below(4);
        let zeros: Vec<&str> = (0..groups).map(|_| "0000").collect();
        let bad = match rng.below(3) {
            0 => format!(
                "{}{}",
                rng.pick(&["", "DE00 ", "GB00", "NO"]),
                zeros.join(sep)
            ),
            1 => format!(
                "{}{}{}",
                rng.pick(&["A7-", "INV ", "#"]),
                "?".repeat(3 + rng.below(3)),
                rng.pick(&["-204", "", " 12"])
            ),
            _ => format!("~~{}~~", rng.pick(&CITIES)),
        };
        let (code, note) = if rng.below(2) == 0 {
            (bad.clone(), json!(null))
        } else {
            ("OK-1".to_owned(), json!(bad))
        };
        let text = spelled(&mut rng, &json!({"code": code, "note": note}));
        match converter.convert(&text) {
            Ok(got) if code == "OK-1" && got["note"].is_null() => {}
            Ok(got) => failures
                .0
                .push(format!("seed {seed}: took {got} from {text}")),
            Err(_) => {}
        }
        let good = *rng.pick(&stands);
        let value = json!({"code": good, "note": good});
        match converter.convert(&value.to_string()) {
            Ok(got) if got == value => {}
            other => failures
                .0
                .push(format!("seed {seed}: {other:?} from {value}")),
        }
    }
    failures.assert_none();
}

/// A value named in prose as one of alternatives the reply leaves open (`positive or
/// negative`, `"extraviado" ou só "em trânsito"`, `Это «mixed» или нет`, `Ruby, or possibly
/// Python`), in 14 languages and with the other alternative a value, a phrase or none,
/// quoted or bare, is never returned, nor when the prose after it names one of them as
/// evidence; the question answered after it (`Is it positive or negative? It is
/// positive.`) and a value named alone convert.
#[test]
fn a_value_offered_with_an_open_alternative_is_never_returned() {
    let values = ["positive", "negative", "neutral", "mixed"];
    let converter = Converter::new(&json!({"type": "string", "enum": values})).expect("a schema");
    let open = [
        "It could be {a} or {b}, hard to say.",
        "Either {a} or {b}.",
        "Pode ser {a} ou só {b}, só o cliente pode confirmar.",
        "Es ist {a} oder {b}.",
        "Puede ser {a} o {b}, no está claro.",
        "Это {a} или {b}.",
        "To jest {a} lub {b}.",
        "Bu {a} veya {b}.",
        "Có thể là {a} hoặc {b}.",
        "Bisa {a} atau {b}.",
        "是{a}还是{b}，很难说。",
        "{a}か{b}です。",
        "Det är {a} eller {b}.",
        "Whether it is {a} I cannot say.",
        // The alternative set off by a comma or a dash.
        "This is {a}, or possibly {b} — the signals point both ways.",
        "I'd say {a}, or perhaps {b}.",
        "C'est {a}, ou alors {b}.",
        "Es {a} — o quizás {b}.",
    ];
    let others = ["{value}", "something else", "not", "a bit of both"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let a = *rng.pick(&values);
        let mut b = *rng.pick(&values);
        while b == a {
            b = *rng.pick(&values);
        }
        let other = rng.pick(&others).replace("{value}", b);
        let (q, close) = *rng.pick(&[("", ""), ("\"", "\""), ("«", "»"), ("“", "”")]);
        let quoted = |v: &str| format!("{q}{v}{close}");
        let (first, second) = if rng.below(2) == 0 {
            (quoted(a), quoted(&other))
        } else {
            (quoted(&other), quoted(a))
        };
        let text = rng
            .pick(&open)
            .replace("{a}", &first)
            .replace("{b}", &second);
        failures.never(seed, &converter, &text);
        // Stated alternatives leave the reply undecided, whatever evidence it names after.
        let evidence = rng.pick(&[
            " The keywords point to {a}.",
            " Most signs point to {a}, though.",
            " Les indices vont vers {a}.",
        ]);
        // (`could be not or positive` reads as a denial: the alternative is a value or a phrase.)
        if text.contains(&quoted(a)) && other != "not" {
            failures.never(
                seed,
                &converter,
                &(text + &evidence.replace("{a}", &quoted(a))),
            );
        }
        let settled = [
            format!("Is it {} or {}? It is {}.", quoted(a), quoted(b), quoted(a)),
            format!("The review is {}.", quoted(a)),
        ];
        for text in settled {
            match converter.convert(&text) {
                Ok(got) if got == json!(a) => {}
                other => failures
                    .0
                    .push(format!("seed {seed}: {other:?} from {text:?}")),
            }
        }
    }
    failures.assert_none();
}

/// A reply that says a value is not given or cannot be known, then fills every field of its
/// record (`the birth year is not mentioned anywhere … {"name": …, "birth_year": 1985}`), has
/// made one up: never returned, with the saying before or after the record, in 16 languages.
/// The same record with the unknown field left null converts, and so does the full record
/// with no such saying; after the record with the field null, the writer's not knowing,
/// finding or being sure of that field explains the null (`I couldn't find the year`), while
/// the same words of a field the record fills take it back.
#[test]
fn a_record_that_fills_what_the_reply_says_is_unknown_is_never_returned() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"name": {"type": "string"}, "year": {"type": ["integer", "null"]}},
        "required": ["name", "year"]
    }))
    .expect("a schema");
    let missing = [
        "The year is not mentioned anywhere in the text.",
        "The document doesn't say when she was born, and I have no way of knowing it.",
        "L'année n'est pas mentionnée dans le texte.",
        "Das Jahr wird im Text nicht erwähnt.",
        "El año no se menciona en el texto.",
        "O ano não é mencionado em lugar nenhum e eu não tenho como sabê-lo.",
        "L'anno non è indicato nel testo.",
        "Het jaar wordt niet vermeld.",
        "Året framgår inte av texten, jag kan inte veta det.",
        "Rok nie jest podany w tekście.",
        "Год в тексте не указан.",
        "Рік у тексті не вказано.",
        "لا يذكر النص السنة.",
        "文中没有提到年份。",
        "年は本文に記載されていません。",
        "연도는 본문에 언급되지 않았습니다.",
        "Năm sinh không được đề cập.",
        "Tahunnya tidak disebutkan.",
        "The record doesn't include a year.",
        "Je n'ai pas trouvé l'année.",
        "Das Geburtsjahr habe ich nicht gefunden.",
        "No encontré el año en el texto.",
        "Não encontrei o ano no texto.",
        "Non ho trovato l'anno nel testo.",
        "Het jaar heb ik niet gevonden.",
        "文中找不到年份。",
        "年は見つかりませんでした。",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let name = *rng.pick(&["Joana Ribeiro", "Ana Lima", "Kenji Sato", "Eva Novak"]);
        let year = 1940 + rng.below(80);
        let full = json!({"name": name, "year": year});
        let open = json!({"name": name, "year": null});
        let saying = *rng.pick(&missing);
        let fence = |v: &Value| match rng_pick(seed) % 2 {
            0 => format!("```json\n{v}\n```"),
            _ => v.to_string(),
        };
        let (before, after) = if rng.below(2) == 0 {
            (format!("{saying}\n\n"), String::new())
        } else {
            (String::new(), format!("\n\n{saying}"))
        };
        failures.never(
            seed,
            &converter,
            &format!("{before}{}{after}", fence(&full)),
        );
        // A value the reply says it filled in itself, or could not find, is no more the
        // answer.
        let filled = *rng.pick(&[
            "I couldn't find the year in the text.",
            "I could not find her birth year anywhere.",
            "I couldn't find the year, so I filled in a default.",
            "The record doesn't include a year, so I've used a made-up one.",
            "I used the year as a default, since the text has none.",
        ]);
        failures.never(
            seed,
            &converter,
            &format!(
                "{}

{filled}",
                fence(&full)
            ),
        );
        failures.gives(
            seed,
            &converter,
            &format!("{before}{}{after}", fence(&open)),
            &open,
        );
        failures.gives(seed, &converter, &fence(&full), &full);
        // Not knowing the field the record leaves null explains it; not knowing one it fills
        // takes the record back.
        let unknown = *rng.pick(&[
            "I couldn't find the year in the text.",
            "I could not find the year anywhere, so I left it empty.",
            "I don't know the year.",
            "I'm not sure of the year, so it stays null.",
            "I do not know the year; the text never gives it.",
        ]);
        failures.gives(
            seed,
            &converter,
            &format!("{}\n\n{unknown}", fence(&open)),
            &open,
        );
        let of_name = unknown.replace("the year", "the name");
        failures.never(seed, &converter, &format!("{}\n\n{of_name}", fence(&open)));
    }
    failures.assert_none();
}

/// A record one of whose members a comment says is not final (`// TODO: take this from the SLA
/// doc`, `# FIXME`, `/* placeholder */`, `// à compléter`, `// 待定`), after any member, in a
/// fence or in prose, compact or one member a line, is never returned; the same record with a
/// comment that says something else (`// in seconds`, `# todo el año`) converts.
#[test]
fn a_record_a_comment_calls_unfinished_is_never_returned() {
    let converter = record_converter();
    let unfinished = [
        "// TODO: take this from the SLA doc",
        "// todo: confirm with the client",
        "# FIXME",
        "/* placeholder */",
        "// TBD",
        "// replace with the real count",
        "// fill in later",
        "// à compléter",
        "// por completar",
        "// zu ergänzen",
        "// 待定",
        "# 要確認",
    ];
    let neutral = [
        "// in units",
        "# from the invoice",
        "// todo el año",
        "/* checked twice */",
        "// see https://example.org/a/b",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let (city, count) = (value["city"].clone(), value["count"].clone());
        let write = |comment: &str, on_city: bool, fenced: bool| {
            let (c1, c2) = if on_city {
                (comment, "")
            } else {
                ("", comment)
            };
            let body = format!("{{\n  \"city\": {city}, {c1}\n  \"count\": {count} {c2}\n}}");
            if fenced {
                format!("```json\n{body}\n```")
            } else {
                format!("Here is the record:\n{body}")
            }
        };
        let on_city = rng.below(2) == 0;
        let fenced = rng.below(2) == 0;
        let (bad, good) = (*rng.pick(&unfinished), *rng.pick(&neutral));
        failures.never(seed, &converter, &write(bad, on_city, fenced));
        failures.gives(seed, &converter, &write(good, on_city, fenced), &value);
    }
    failures.assert_none();
}

/// The failures a generated test records: a value taken where none was meant, or the wrong
/// value (or none) where one was.
#[derive(Default)]
struct Failures(Vec<String>);

impl Failures {
    /// Records a failure when `converter` returns a value for `text`.
    fn never(&mut self, seed: u64, converter: &Converter, text: &str) {
        if let Ok(got) = converter.convert(text) {
            self.0
                .push(format!("seed {seed}: took {got} from\n{text}\n"));
        }
    }

    /// Records a failure unless `converter` returns `value` for `text`.
    fn gives(&mut self, seed: u64, converter: &Converter, text: &str, value: &Value) {
        match converter.convert(text) {
            Ok(got) if got == *value => {}
            other => self
                .0
                .push(format!("seed {seed}: {other:?} from\n{text}\n")),
        }
    }

    /// Records a failure when `record` (a written record and the gap after it) followed by
    /// `take` converts, or followed by `keep` does not give `value`.
    fn after(
        &mut self,
        seed: u64,
        converter: &Converter,
        record: &str,
        take: &str,
        keep: &str,
        value: &Value,
    ) {
        self.never(seed, converter, &format!("{record}{take}"));
        self.gives(seed, converter, &format!("{record}{keep}"), value);
    }

    /// Fails the test with the first failures, if any.
    fn assert_none(&self) {
        assert!(
            self.0.is_empty(),
            "{} failures:\n{}",
            self.0.len(),
            self.0[..self.0.len().min(8)].join("\n")
        );
    }
}

/// A value the reply strikes through (`~~Thursday~~`, `<del>Thursday</del>`, `<s>…</s>`) is
/// taken back: alone it is no answer, in a `key: value` line, a JSON string or prose, in any
/// case, and where the reply names the same value again without the marks (`the Thursday
/// slot was released`); the value written after it is the answer.
#[test]
fn a_struck_value_never_comes_back() {
    const DAYS: [&str; 7] = [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ];
    let day = json!({"type": "string", "enum": DAYS});
    let record = Converter::new(&json!({"type": "object",
        "properties": {"delivery_day": day}, "required": ["delivery_day"]}))
    .expect("a schema");
    let bare = Converter::new(&day).expect("a schema");
    let labels = [
        "Delivery day:",
        "Liefertag:",
        "Jour de livraison :",
        "配送日：",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let decoy = *rng.pick(&DAYS);
        let mut answer = *rng.pick(&DAYS);
        while answer == decoy {
            answer = *rng.pick(&DAYS);
        }
        let spell = |d: &str, rng: &mut Rng| match rng.below(3) {
            0 => d.to_owned(),
            1 => d.to_uppercase(),
            _ => format!("{}{}", d[..1].to_uppercase(), &d[1..]),
        };
        let decoy_text = spell(decoy, &mut rng);
        let struck = match rng.below(4) {
            0 | 1 => format!("~~{decoy_text}~~"),
            2 => format!("<del>{decoy_text}</del>"),
            _ => format!("<s>{decoy_text}</s>"),
        };
        let label = *rng.pick(&labels);
        let again = *rng.pick(&[
            "",
            "\n\nThe {} slot was released; no new one is assigned yet.",
            "\n\nDer Termin am {} entfällt.",
        ]);
        let again = again.replace("{}", &decoy_text);
        // Alone: in a line, a JSON string, prose.
        let alone = match rng.below(3) {
            0 => format!("{label} {struck}{again}"),
            1 => format!("{{\"delivery_day\": \"{struck}\"}}{again}"),
            _ => format!("It is {struck}.{again}"),
        };
        wrong.never(seed, &record, &alone);
        wrong.never(seed, &bare, &alone);
        // Then the answer, after the struck one.
        let answer_text = spell(answer, &mut rng);
        let corrected = match rng.below(2) {
            0 => format!("{label} {struck} {answer_text}"),
            _ => format!("It is {struck} {answer_text}."),
        };
        for converter in [&bare, &record] {
            if let Ok(got) = converter.convert(&corrected) {
                let got = got.get("delivery_day").unwrap_or(&got).clone();
                if got != json!(answer) {
                    wrong
                        .0
                        .push(format!("seed {seed}: took {got} from\n{corrected}\n"));
                }
            }
        }
    }
    wrong.assert_none();
}

/// A record whose flag is true beside prose that denies it (`out of stock` beside
/// `"in_stock": true`, `non-refundable` beside `"isRefundable": true`, `is no longer
/// active`) says two things: never returned. The same prose affirming the flag leaves the
/// record the answer. So does a `key: value` line stating the flag the other way (`**In
/// stock:** no`), emphasised or not. Generated over flags, the name's spelling (snake, camel,
/// `is` or not), the denial's form, the sentence's place and the record's spelling.
#[test]
fn a_flag_the_prose_denies_is_never_returned() {
    // A flag's words, its denials, and a sentence that affirms it.
    let flags: [(&str, &[&str], &str); 5] = [
        (
            "in stock",
            &["out of stock", "not in stock", "no longer in stock"],
            "is in stock",
        ),
        (
            "refundable",
            &["non-refundable", "not refundable", "isn't refundable"],
            "is refundable",
        ),
        (
            "available",
            &["unavailable", "not available", "no longer available"],
            "is available",
        ),
        (
            "eligible",
            &["ineligible", "not eligible", "isn't eligible"],
            "is eligible",
        ),
        (
            "active",
            &["inactive", "not active", "no longer active"],
            "is active",
        ),
    ];
    let mut wrong = Failures::default();
    let mut kept = 0;
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (words, denials, affirmed) = *rng.pick(&flags);
        let parts: Vec<&str> = words.split(' ').collect();
        let key = match rng.below(3) {
            0 => parts.join("_"),
            1 => {
                let mut camel = String::from("is");
                for p in &parts {
                    camel.push_str(&p[..1].to_uppercase());
                    camel.push_str(&p[1..]);
                }
                camel
            }
            _ => format!("is_{}", parts.join("_")),
        };
        let converter = Converter::new(&json!({"type": "object",
            "properties": {"sku": {"type": "string"}, key.clone(): {"type": "boolean"}},
            "required": ["sku", key.clone()]}))
        .expect("a schema");
        let record = json!({"sku": "HX-900", key.clone(): true});
        let record_text = spelled(&mut rng, &record);
        let subject = *rng.pick(&["The HX-900", "This item", "It", "The product"]);
        let sentence = |verb: &str| format!("{subject} {verb} at all three warehouses.");
        let denial = *rng.pick(denials);
        let denial = if denial.starts_with("is") || denial.starts_with("no longer") {
            sentence(&if denial.starts_with("no longer") {
                format!("is {denial}")
            } else {
                denial.to_owned()
            })
        } else {
            sentence(&format!("is currently {denial}"))
        };
        let frame = |prose: &str, rng: &mut Rng| match rng.below(2) {
            0 => format!("{record_text}\n{prose}"),
            _ => format!("{prose}\n\n{record_text}"),
        };
        wrong.never(seed, &converter, &frame(&denial, &mut rng));
        // The flag stated the other way in a `key: value` line, as written or emphasised.
        let flag = rng.below(2) == 0;
        let flagged = json!({"sku": "HX-900", key.clone(): flag});
        let spaced = key.replace('_', " ");
        let label = *rng.pick(&[key.as_str(), spaced.as_str()]);
        let said = |v: bool| if v { "yes" } else { "no" };
        let line = match rng.below(3) {
            0 => format!("{label}: {}", said(!flag)),
            1 => format!("**{label}:** {}", said(!flag)),
            _ => format!("- {label}: {}", if flag { "false" } else { "true" }),
        };
        let flagged_text = spelled(&mut rng, &flagged);
        wrong.never(
            seed,
            &converter,
            &format!(
                "{line}

{flagged_text}"
            ),
        );
        wrong.gives(
            seed,
            &converter,
            &format!(
                "{label}: {}

{flagged_text}",
                said(flag)
            ),
            &flagged,
        );
        let affirmed = frame(&sentence(affirmed), &mut rng);
        if converter.convert(&affirmed).ok() == Some(record.clone()) {
            kept += 1;
        } else {
            wrong.0.push(format!(
                "seed {seed}: refused an affirmed flag:\n{affirmed}\n"
            ));
        }
    }
    wrong.assert_none();
    assert!(kept > 0);
}

/// A list after a line that counts its items otherwise (`The three items in the order
/// are:` before two) is not the list the reply announced: never returned. The same line
/// with the right count, or a line that counts nothing (`Step 2: the items:`), leaves it the
/// answer. Generated over counts in digits and English words, nouns, languages, sizes and
/// the list's spelling.
#[test]
fn a_list_its_lead_counts_otherwise_is_never_returned() {
    const WORDS: [&str; 9] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    let converter =
        Converter::new(&json!({"type": "array", "items": {"type": "string"}})).expect("a schema");
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let len = 1 + rng.below(6);
        let items: Vec<String> = (0..len).map(|i| format!("item {i}")).collect();
        let list = spelled(&mut rng, &json!(items));
        let stated = if rng.below(2) == 0 {
            len
        } else {
            let mut n = 1 + rng.below(9);
            while n == len {
                n = 1 + rng.below(9);
            }
            n
        };
        let count = if rng.below(2) == 0 {
            stated.to_string()
        } else {
            WORDS[stated - 1].to_owned()
        };
        let lead = match rng.below(5) {
            0 => format!("The {count} items in the order are:"),
            1 => format!("Here are the {count} files you asked for:"),
            2 => format!("Les {} articles :", stated),
            3 => format!("Die {} Artikel:", stated),
            _ => format!("I found {count} matches:"),
        };
        let reply = format!("{lead}\n{list}");
        if stated == len {
            wrong.gives(seed, &converter, &reply, &json!(items));
        } else {
            wrong.never(seed, &converter, &reply);
        }
        wrong.gives(
            seed,
            &converter,
            &format!("Step 2: the items:\n{list}"),
            &json!(items),
        );
    }
    wrong.assert_none();
}

/// Japanese writes its particles in hiragana against the word before them, with no space:
/// an enum value in kanji or katakana is read before them (`青です`, `ポジティブでした`), a
/// value denied right after (`赤ではなく`, `赤ではありません`, `赤じゃない`) is not the answer,
/// and a value that is only part of a longer word in its own script (`赤字`, deficit; `青空`,
/// blue sky) is none. Generated over values, particles, denials and their order.
#[test]
fn a_japanese_value_is_read_before_its_particle() {
    let values = ["赤", "青", "緑", "ポジティブ", "ネガティブ"];
    let converter = Converter::new(&json!({"type": "string", "enum": values})).expect("a schema");
    let compounds = [("赤", "赤字"), ("青", "青空"), ("緑", "緑茶")];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let answer = *rng.pick(&values);
        let mut denied = *rng.pick(&values);
        while denied == answer {
            denied = *rng.pick(&values);
        }
        let copula = *rng.pick(&["です。", "だ。", "でした。", "が正解です。"]);
        let denial = *rng.pick(&["ではなく、", "ではありません。", "じゃない。", "ではない。"]);
        let text = if rng.below(2) == 0 {
            format!("{denied}{denial}{answer}{copula}")
        } else {
            format!("{answer}{copula}{denied}{denial}")
        };
        wrong.gives(seed, &converter, &text, &json!(answer));
        wrong.never(seed, &converter, &format!("{denied}{denial}"));
        let (_, compound) = *rng.pick(&compounds);
        wrong.never(seed, &converter, &format!("今月は{compound}です。"));
    }
    wrong.assert_none();
}

/// A record whose closed field holds one value while the prose around it names another of
/// that field's values, and never the one held (`{"status": "approved"}` then `the
/// application was rejected`), says two things: never returned. Prose that also names the
/// value held (`pending for a week, then approved`), names none, or quotes another's words on
/// a block-quote line, leaves the record.
/// Generated over four closed fields (multi-word values written with `_` or `-` among them),
/// the record's other fields, the prose's wording, and its place (before the record or
/// after).
#[test]
fn a_closed_value_the_prose_names_otherwise_never_comes_back() {
    let fields: [(&str, &[&str]); 4] = [
        ("status", &["approved", "rejected", "pending"]),
        ("priority", &["urgent", "normal", "deferred"]),
        ("sentiment", &["positive", "negative", "neutral"]),
        ("stage", &["in_progress", "on-hold", "completed"]),
    ];
    let said = [
        "Unfortunately it turned out {} in the end.",
        "Note: the ticket is {} as of this morning.",
        "Everything points to {} here.",
        "The reviewer marked it {}.",
    ];
    let mut wrong = Vec::new();
    let mut kept = 0;
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (key, values) = *rng.pick(&fields);
        let converter = Converter::new(&json!({"type": "object", "properties": {
            key: {"type": "string", "enum": values},
            "id": {"type": "integer"}
        }, "required": [key]}))
        .expect("a schema");
        let held = *rng.pick(values);
        let other = *rng.pick(&values.iter().filter(|v| **v != held).collect::<Vec<_>>());
        let in_words = |v: &str| v.replace(['_', '-'], " ");
        let (prose, contradicts) = match rng.below(4) {
            // Another's words, quoted on a block-quote line, are not the reply's own.
            3 => (
                format!("> {}", rng.pick(&said).replace("{}", &in_words(other))),
                false,
            ),
            0 => (rng.pick(&said).replace("{}", &in_words(other)), true),
            1 => (
                format!(
                    "{} Before that it was {}.",
                    rng.pick(&said).replace("{}", &in_words(held)),
                    in_words(other)
                ),
                false,
            ),
            _ => ("Let me know if anything else is needed.".to_owned(), false),
        };
        let record = if rng.below(2) == 0 {
            json!({key: held, "id": 7})
        } else {
            json!({key: held})
        };
        let text = if rng.below(2) == 0 {
            format!("{record}\n\n{prose}")
        } else {
            format!("{prose}\n{record}")
        };
        match (contradicts, converter.convert(&text)) {
            (true, Ok(got)) => wrong.push(format!("seed {seed}: {text:?} gave {got}")),
            (false, Ok(got)) if got[key] == json!(held) => kept += 1,
            (false, got) => wrong.push(format!("seed {seed}: {text:?} gave {got:?}")),
            _ => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(kept > 0);
}

/// A value of a string format named in prose inside markdown's marks (`` `press@acme.io` ``,
/// `**2025-03-04**`, `*a1b2…*`) is the value without them: the marks are markup, never part
/// of an address, a date or an id. Generated over formats, marks and sentences in four
/// languages, at the top level and for a field.
#[test]
fn a_formatted_value_in_markup_is_read_without_the_marks() {
    let values = [
        ("email", "press@acme.io"),
        ("email", "j.doe+billing@example.org"),
        ("date", "2025-03-04"),
        ("uuid", "3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c"),
    ];
    let marks = [("`", "`"), ("**", "**"), ("*", "*"), ("``", "``")];
    let sentences = [
        "You can use {} for now.",
        "Sie erreichen uns unter {}.",
        "La valeur est {}, merci.",
        "El valor es {}.",
    ];
    let mut wrong = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (format, value) = *rng.pick(&values);
        let (open, close) = *rng.pick(&marks);
        let text = rng
            .pick(&sentences)
            .replace("{}", &format!("{open}{value}{close}"));
        let schema = json!({"type": "string", "format": format});
        let field = rng.below(2) == 0;
        let schema = if field {
            json!({"type": "object", "properties": {"v": schema}, "required": ["v"]})
        } else {
            schema
        };
        let converter = Converter::new(&schema).expect("a schema");
        match converter.convert(&text) {
            Ok(got) => {
                let got = if field { got["v"].clone() } else { got };
                if got != json!(value) {
                    wrong.push(format!("seed {seed}: {text:?} gave {got}"));
                }
            }
            Err(e) => wrong.push(format!("seed {seed}: {text:?} refused: {e}")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A label that calls what follows an example of the answer, its form or a valid one
/// (`Example of the answer format:`, `Eksempel på svarformatet:`, `Primer oblike odgovora:`,
/// `ឧទាហរណ៍នៃទម្រង់ចម្លើយ៖`) marks an example, though the word for the answer stands nearest
/// the value: the example word in the same clause qualifies it, in a script with spaces or
/// without. The answer labelled after it is read.
#[test]
fn an_example_of_the_answer_is_an_example() {
    let converter = record_converter();
    let labels = [
        "Example of the answer format:",
        "An example of a valid answer:",
        "Exemple de format de réponse :",
        "Un exemple de réponse valide :",
        "Beispiel für das Antwortformat:",
        "Ejemplo del formato de respuesta:",
        "Exemplo do formato da resposta:",
        "Esempio del formato della risposta:",
        "Voorbeeld van het antwoordformaat:",
        "Eksempel på svarformatet:",
        "Exempel på svarsformatet:",
        "Primer oblike odgovora:",
        "Przykład formatu odpowiedzi:",
        "Пример формата ответа:",
        "ឧទាហរណ៍នៃទម្រង់ចម្លើយ៖",
        "Mfano wa muundo wa jibu:",
    ];
    let answers = [
        "Answer:",
        "Antwort:",
        "Réponse :",
        "Respuesta:",
        "Odgovor:",
        "Ответ:",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let decoy = record(&mut rng);
        let mut answer = record(&mut rng);
        while answer == decoy {
            answer = record(&mut rng);
        }
        let sep = *rng.pick(&[" ", "\n", "\n\n"]);
        let label = *rng.pick(&labels);
        let example = format!("{label}{sep}{}", spelled(&mut rng, &decoy));
        failures.never(seed, &converter, &example);
        let text = format!(
            "{example}\n\n{}{sep}{}",
            rng.pick(&answers),
            spelled(&mut rng, &answer)
        );
        failures.gives(seed, &converter, &text, &answer);
    }
    failures.assert_none();
}

/// A record drawn from a document the user sent is the answer (`Data from the form you
/// sent:`, `Data dari formulir yang Anda kirim:`, `Seo an t-eolas ón daonáireamh a sheol
/// tú:`, `ce que j'ai extrait de la facture que vous m'avez envoyée :`): a word of source or of
/// extracting before the words of sending, with the document between, says where the data
/// came from, not that it is repeated. The same label without its source (`Here is
/// the form you sent:`) quotes, and is refused; a quotation before the drawn record is passed
/// over.
#[test]
fn a_record_drawn_from_what_the_user_sent_is_the_answer() {
    let converter = record_converter();
    // (the record drawn from the document, the document itself), by language; `{doc}` is
    // the document's noun.
    let labels = [
        (
            "{head} from the {doc} you sent:",
            "{head}: the {doc} you sent:",
        ),
        (
            "{head} from the {doc} you wrote:",
            "Here is the {doc} you wrote:",
        ),
        (
            "{head} pulled out of the {doc} you sent:",
            "This is the {doc} you sent:",
        ),
        (
            "Data dari {doc} yang Anda kirim:",
            "Ini {doc} yang Anda kirim:",
        ),
        (
            "Data daripada {doc} yang anda hantar:",
            "Ini {doc} yang anda hantar:",
        ),
        (
            "Seo an t-eolas ón {doc} a sheol tú:",
            "Seo é an {doc} a sheol tú:",
        ),
        (
            "البيانات من {doc} الذي أرسلته:",
            "هذا هو {doc} الذي أرسلته:",
        ),
        ("داده‌ها از {doc} که فرستادید:", "این {doc} است که فرستادید:"),
        (
            "Τα στοιχεία από {doc} που στείλατε:",
            "Αυτό είναι {doc} που στείλατε:",
        ),
        (
            "Ang datos mula sa {doc} na ipinadala mo:",
            "Ito ang {doc} na ipinadala mo:",
        ),
        ("ข้อมูลจาก{doc}ที่คุณส่งมา:", "นี่คือ{doc}ที่คุณส่งมา:"),
        (
            "Thông tin từ {doc} bạn đã viết:",
            "Đây là {doc} bạn đã viết:",
        ),
        // A word of extracting says it too (`extrait de` holds no `from`).
        (
            "I extracted these fields of the {doc} you sent:",
            "This is the {doc} you sent:",
        ),
        (
            "Voici ce que j'ai extrait de la facture que vous m'avez envoyée :",
            "Voici la facture que vous m'avez envoyée :",
        ),
        (
            "Esto es lo que extraje de la factura que me enviaste:",
            "Esta es la factura que me enviaste:",
        ),
    ];
    let heads = [
        "Data",
        "Here are the details",
        "The fields",
        "Extracted values",
    ];
    let docs = [
        (
            "form",
            "formulir",
            "borang",
            "fhoirm",
            "النموذج",
            "فرم",
            "τη φόρμα",
            "form",
            "แบบฟอร์ม",
            "biểu mẫu",
        ),
        (
            "invoice",
            "faktur",
            "invois",
            "sonrasc",
            "الفاتورة",
            "فاکتور",
            "το τιμολόγιο",
            "invoice",
            "ใบแจ้งหนี้",
            "hóa đơn",
        ),
        (
            "email",
            "email",
            "e-mel",
            "ríomhphost",
            "البريد",
            "ایمیل",
            "το email",
            "email",
            "อีเมล",
            "email",
        ),
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let decoy = record(&mut rng);
        let answer =
            json!({"city": decoy["city"], "count": decoy["count"].as_u64().unwrap_or(0) + 1});
        let n = rng.below(labels.len());
        let (drawn, quoted) = labels[n];
        let d = rng.pick(&docs);
        let doc = [
            d.0, d.0, d.0, d.1, d.2, d.3, d.4, d.5, d.6, d.7, d.8, d.9, d.0, d.0, d.0,
        ][n];
        let head = *rng.pick(&heads);
        let fill = |label: &str| label.replace("{head}", head).replace("{doc}", doc);
        let (drawn, quoted) = (fill(drawn), fill(quoted));
        let gap = *rng.pick(&[" ", "\n", "\n\n"]);
        match rng.below(3) {
            0 => {
                let text = format!("{drawn}{gap}{}", spelled(&mut rng, &answer));
                wrong.gives(seed, &converter, &text, &answer);
            }
            1 => {
                let text = format!(
                    "{quoted}{gap}{}\n\n{drawn}{gap}{}",
                    spelled(&mut rng, &decoy),
                    spelled(&mut rng, &answer)
                );
                wrong.gives(seed, &converter, &text, &answer);
            }
            _ => {
                let text = format!("{quoted}{gap}{}", spelled(&mut rng, &decoy));
                wrong.never(seed, &converter, &text);
            }
        }
    }
    wrong.assert_none();
}

/// A record offered as a possibility, a modal verb of possibility leading to it in its
/// clause (`It could be {…}`, `Ça pourrait être {…}`, `Es könnte {…} sein`, `Podría ser
/// {…}`), is a guess, not the answer, whatever follows it; the same record stated (`It is
/// {…}`) is the answer.
#[test]
fn a_record_offered_as_a_possibility_never_comes_back() {
    let converter = record_converter();
    // (offered, stated) around the record, by language.
    let framings = [
        ("It could be {r}", "It is {r}"),
        ("It might be {r}", "Here it is: {r}"),
        ("The answer may be {r}", "The answer is {r}"),
        ("Ça pourrait être {r}", "C'est {r}"),
        ("Es könnte {r} sein", "Es ist {r}"),
        ("Podría ser {r}", "Es {r}"),
        ("Poderia ser {r}", "É {r}"),
        ("Potrebbe essere {r}", "È {r}"),
        ("Het zou {r} kunnen zijn", "Het is {r}"),
        ("Det kan vara {r}", "Det är {r}"),
        ("To może być {r}", "To jest {r}"),
        ("Это может быть {r}", "Это {r}"),
        ("可能是 {r}", "是 {r}"),
    ];
    let tails = [
        "",
        ".",
        " if the address is the delivery one; otherwise the other office.",
        ", but I'm not certain.",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let (offered, stated) = *rng.pick(&framings);
        let written = value.to_string();
        if rng.below(3) == 0 {
            let text = stated.replace("{r}", &written);
            wrong.gives(seed, &converter, &text, &value);
        } else {
            let text = format!("{}{}", offered.replace("{r}", &written), rng.pick(&tails));
            wrong.never(seed, &converter, &text);
        }
    }
    wrong.assert_none();
}

/// A record that repeats what the prose around it states as a guess (`the city is probably
/// Lyon` before `{"city": "Lyon", …}`, `Vielleicht sind es 14`, `아마 Lyon일 거예요`), of a text
/// or a number of it, before or after it, in fourteen languages, is never returned; the same
/// prose stating the value without the hedge, or hedging something else (`the courier will
/// probably be late`), leaves the record the answer.
#[test]
fn a_record_that_repeats_a_guess_never_comes_back() {
    let converter = record_converter();
    // `{}` is the value as the prose writes it.
    let hedged = [
        "The city is probably {}, judging by the postmark.",
        "It's maybe {}; the scan is hard to read.",
        "I think it could be {}, but the label is torn.",
        "La ville est peut-être {}, le cachet est flou.",
        "Es ist vielleicht {}, der Stempel ist unscharf.",
        "Quizás sea {}, el sello no se lee bien.",
        "Talvez seja {}, o carimbo está borrado.",
        "Forse è {}, il timbro non si legge.",
        "Наверное, это {}, штамп размыт.",
        "也许是 {}，邮戳看不清。",
        "아마 {}일 거예요. 소인이 흐려요.",
        "Mungkin {}, capnya kabur.",
        "Det är troligen {}, stämpeln är suddig.",
        "Prawdopodobnie {}, pieczątka jest rozmazana.",
    ];
    let plain = [
        "The city is {}, as the postmark shows.",
        "La ville est {}, d'après le cachet.",
        "Die Stadt ist {}, laut Stempel.",
    ];
    let elsewhere = [
        "The courier will probably be late.",
        "Vielleicht kommt das Paket später.",
        "Quizás llueva mañana.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let said = if rng.below(2) == 0 {
            value["city"].as_str().unwrap().to_owned()
        } else {
            value["count"].to_string()
        };
        let place = |sentence: &str, rng: &mut Rng| {
            let sentence = sentence.replace("{}", &said);
            if rng.below(2) == 0 {
                format!("{sentence}\n\n{written}")
            } else {
                format!("{written}\n\n{sentence}")
            }
        };
        let sentence = *rng.pick(&hedged);
        let text = place(sentence, &mut rng);
        failures.never(seed, &converter, &text);
        let sentence = *rng.pick(&plain);
        let text = place(sentence, &mut rng);
        failures.gives(seed, &converter, &text, &value);
        let other = *rng.pick(&elsewhere);
        let text = format!("{other}\n\n{written}");
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// The model declining, in the value's place or as the whole reply, is never a value: an
/// apology and a first person's inability in either order, in many languages, in any case,
/// as a string target's whole reply (a refusal, [`structout::ErrorKind::Refusal`]), as a
/// required field's string (refused) or a nullable one's (null). A sentence that only
/// apologizes or only cannot is a value (`Sorry for the late reply…`, `I can't make it on
/// Friday.`), as is a title (`Sorry Seems to Be the Hardest Word`).
#[test]
fn the_model_declining_is_never_a_value() {
    let text = Converter::new(&json!({"type": "string"})).expect("a schema");
    let (required, nullable) = (text_field("summary", false), text_field("summary", true));
    // (apology, inability with its task)
    let declining = [
        ("Sorry", "I can't answer that question"),
        ("I apologize", "I am unable to provide this information"),
        ("Désolé", "je ne peux pas répondre à cette question"),
        ("Es tut mir leid", "ich kann diese Frage nicht beantworten"),
        ("Lo siento", "no puedo proporcionar esa información"),
        ("Desculpe", "não posso fornecer essa informação"),
        ("Mi dispiace", "non posso fornire queste informazioni"),
        ("Het spijt me", "ik kan die vraag niet beantwoorden"),
        ("Извините", "я не могу предоставить эту информацию"),
        ("Przepraszam", "nie mogę podać tych informacji"),
        ("Üzgünüm", "bu bilgiyi veremem"),
        ("抱歉", "我无法提供这些信息"),
        ("申し訳ありませんが", "その情報はお伝えできません"),
        ("죄송합니다", "그 정보는 제공해 드릴 수 없습니다"),
        ("عذرًا", "لا أستطيع الإجابة عن هذا السؤال"),
        ("क्षमा करें", "मैं यह जानकारी नहीं दे सकता"),
        ("Maaf", "saya tidak dapat memberikan informasi itu"),
        ("Samahani", "siwezi kujibu swali hilo"),
        ("Xin lỗi", "tôi không thể cung cấp thông tin này"),
        // Languages of the fourth round of the tables.
        ("E kala mai", "ʻaʻole hiki iaʻu ke hana i kēlā"),
        (
            "Miala tsiny",
            "tsy afaka manome izany fampahalalana izany aho",
        ),
        (
            "Faamalie atu",
            "e le mafai ona ou tuuina atu lena faamatalaga",
        ),
        ("Aroha mai", "kāore e taea e au te whakautu"),
        ("Baal ma", "mënuma la ko tontu"),
        ("Pampachaway", "manam atinichu kutichiyta"),
    ];
    let values = [
        "Sorry for the late reply, the report is attached.",
        "I can't make it on Friday.",
        "Sorry Seems to Be the Hardest Word",
        "Désolé pour le retard : la réunion est à 15 h.",
        "The customer says the app cannot open PDF files.",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (apology, inability) = *rng.pick(&declining);
        let spaced = !inability.starts_with(|c: char| ('\u{2e80}'..).contains(&c));
        let end = if spaced { "." } else { "。" };
        let sentence = match (rng.below(3), spaced) {
            (0, _) | (_, false) => format!(
                "{apology}{} {inability}{end}",
                if spaced { "," } else { "，" }
            ),
            (1, _) => format!("{apology} — {inability}{end}"),
            _ => format!("{}, {}{end}", capital(inability), apology.to_lowercase()),
        };
        let sentence = match rng.below(4) {
            0 => sentence.to_uppercase(),
            1 => sentence.to_lowercase(),
            _ => sentence,
        };
        match rng.below(5) {
            0 => match text.convert(&sentence) {
                Err(e) if e.kind() == structout::ErrorKind::Refusal => {}
                other => wrong
                    .0
                    .push(format!("seed {seed}: {other:?} from\n{sentence}\n")),
            },
            1 => {
                let value = json!({"summary": sentence, "count": 3});
                wrong.never(seed, &required, &spelled(&mut rng, &value));
            }
            2 => {
                let value = json!({"summary": sentence, "count": 3});
                let nulled = json!({"summary": null, "count": 3});
                wrong.gives(seed, &nullable, &spelled(&mut rng, &value), &nulled);
            }
            3 => {
                let value = *rng.pick(&values);
                wrong.gives(seed, &text, value, &json!(value));
            }
            _ => {
                let value = json!({"summary": *rng.pick(&values), "count": 3});
                wrong.gives(seed, &required, &spelled(&mut rng, &value), &value);
            }
        }
    }
    wrong.assert_none();
}

/// A label of the answer is no part of a string target's value, in many languages and
/// spellings: the text after one that opens the reply, or after one on its last line below
/// reasoning; in quotation marks, what they hold, a remark after them or below it. Two different labelled answers give none, nor does a reply that only labels
/// its text an example; a sentence that merely uses the word is the value.
#[test]
fn a_label_of_the_answer_is_no_part_of_a_string() {
    let text = Converter::new(&json!({"type": "string"})).expect("a schema");
    let labels = [
        "Answer:",
        "Final answer:",
        "Réponse :",
        "Antwort:",
        "Respuesta:",
        "Resposta:",
        "Ответ:",
        "答案：",
        "回答：",
        "정답:",
    ];
    let examples = [
        "Example answer:",
        "For example:",
        "Beispiel:",
        "Exemple :",
        "例如：",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let label = *rng.pick(&labels);
        let city = *rng.pick(&CITIES);
        let other = *rng.pick(&CITIES);
        let gap = if label.ends_with('：') { "" } else { " " };
        let line = match rng.below(3) {
            0 => format!("{label}{gap}{city}"),
            1 => format!("**{label}{gap}{city}**"),
            _ => format!("{}{gap}{city}", label.to_uppercase()),
        };
        match rng.below(6) {
            0 => wrong.gives(seed, &text, &line, &json!(city)),
            5 => {
                // In quotation marks, a remark after them or on the lines below.
                let (open, close) =
                    *rng.pick(&[("\"", "\""), ("«", "»"), ("“", "”"), ("「", "」")]);
                let remark = *rng.pick(&[". I'm sure of it.", ".\nIt is on the coast.", ""]);
                let reply = format!("{label}{gap}{open}{city}{close}{remark}");
                wrong.gives(seed, &text, &reply, &json!(city));
            }
            1 => {
                let reply = format!("Let me think about the map.\nThe one on the coast.\n{line}");
                wrong.gives(seed, &text, &reply, &json!(city));
            }
            2 if other != city => {
                let reply = format!("{line}\n{label}{gap}{other}");
                wrong.never(seed, &text, &reply);
            }
            3 => {
                let reply = format!("{} {city}", rng.pick(&examples));
                wrong.never(seed, &text, &reply);
            }
            _ => {
                let reply = format!("The answer depends on the season; {city} is busiest in May.");
                wrong.gives(seed, &text, &reply, &json!(reply));
            }
        }
    }
    wrong.assert_none();
}

/// A format's template written where its value belongs is no value (`YYYY-MM-DD`,
/// `dd/mm/yyyy`, `JJ.MM.AAAA`, `TT.MM.JJJJ`, `HH:MM`, `YYYY-MM-DDTHH:MM:SS`): refused for a
/// required field or a string target, null for a nullable one; the same text is the value of
/// a property that is a format (`date_format`), and words of those letters are words (`Add`,
/// `Mad`, `A.M.`).
#[test]
fn a_formats_template_is_never_a_value() {
    let (required, nullable) = (text_field("date", false), text_field("date", true));
    let format = text_field("date_format", false);
    let text = Converter::new(&json!({"type": "string"})).expect("a schema");
    // Parts of a date or a time, as each language's template writes them.
    let parts = [
        ["YYYY", "MM", "DD"],
        ["AAAA", "MM", "JJ"],
        ["JJJJ", "MM", "TT"],
        ["AAAA", "MM", "GG"],
        ["YY", "M", "DD"],
        ["HH", "MM", "SS"],
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let mut part = *rng.pick(&parts);
        if rng.below(2) == 0 {
            part.reverse();
        }
        let separator = *rng.pick(&["-", "/", ".", ":", " "]);
        let mut template = part[..2 + rng.below(2)].join(separator);
        match rng.below(3) {
            0 => template = template.to_lowercase(),
            1 if part[0] == "YYYY" => template.push_str("THH:MM"),
            _ => {}
        }
        let value = |v: &str| json!({"date": v, "count": 4});
        match rng.below(6) {
            0 => wrong.never(seed, &required, &spelled(&mut rng, &value(&template))),
            1 => {
                let nulled = json!({"date": null, "count": 4});
                wrong.gives(
                    seed,
                    &nullable,
                    &spelled(&mut rng, &value(&template)),
                    &nulled,
                );
            }
            2 => wrong.never(seed, &text, &template),
            3 => {
                let record = json!({"date_format": template, "count": 4});
                wrong.gives(seed, &format, &spelled(&mut rng, &record), &record);
            }
            4 => {
                let word = *rng.pick(&["Add", "Mad", "A.M.", "Dad", "Sad", "2025-03-04", "12:30"]);
                wrong.gives(
                    seed,
                    &required,
                    &spelled(&mut rng, &value(word)),
                    &value(word),
                );
            }
            _ => {
                let reply = format!("Fill in the date as {template}.");
                wrong.gives(seed, &text, &reply, &json!(reply));
            }
        }
    }
    wrong.assert_none();
}

/// A value that carries, in closing parentheses, a remark doubting it is a guess, not an
/// answer (`Lyon (not sure)`, `Lyon (I think)`, `Lyon (glaube ich)`, `Lyon (?)`), in any case
/// and language: refused where required, null where null is allowed. A remark that says
/// something else keeps the value (`Lyon (France)`, `Victor Hugo (1802–1885)`).
#[test]
fn a_value_its_own_remark_doubts_is_never_a_value() {
    let (required, nullable) = (text_field("city", false), text_field("city", true));
    let doubts = [
        "not sure",
        "I think",
        "I believe",
        "unsure",
        "probably",
        "maybe",
        "je crois",
        "pas sûr",
        "glaube ich",
        "vermutlich",
        "creo",
        "no estoy seguro",
        "penso",
        "не уверен",
        "不太确定",
        "?",
        "??",
    ];
    let remarks = [
        "France",
        "1802–1885",
        "capital",
        "the old town",
        "2019",
        "FR",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let city = *rng.pick(&CITIES);
        let doubt = *rng.pick(&doubts);
        let doubt = match rng.below(3) {
            0 => capital(doubt),
            1 => doubt.to_uppercase(),
            _ => doubt.to_string(),
        };
        let gap = *rng.pick(&[" ", ""]);
        let value = |v: String| json!({"city": v, "count": 2});
        match rng.below(3) {
            0 => wrong.never(
                seed,
                &required,
                &spelled(&mut rng, &value(format!("{city}{gap}({doubt})"))),
            ),
            1 => {
                let nulled = json!({"city": null, "count": 2});
                let reply = spelled(&mut rng, &value(format!("{city} ({doubt})")));
                wrong.gives(seed, &nullable, &reply, &nulled);
            }
            _ => {
                let kept = value(format!("{city} ({})", rng.pick(&remarks)));
                wrong.gives(seed, &required, &spelled(&mut rng, &kept), &kept);
            }
        }
    }
    wrong.assert_none();
}

/// A markdown table beside a record is the record written again, whatever words its header
/// and its row labels use (another language's, or none of the keys): a row that holds one of
/// the record's texts (`| Claire Martin | 29 |` beside `{"name": "Claire Martin", "age":
/// 31}`), or the only row beside a record of one field, gives its one number otherwise, and
/// neither is returned; the same number (written with a unit, thousands marks or another
/// script's digits) leaves the record the answer. An item of a record's list is matched by
/// its row the same way.
#[test]
fn a_record_a_table_in_other_words_contradicts_is_never_returned() {
    const HEADERS: [(&str, &str); 6] = [
        ("nom", "âge"),
        ("Name", "Wert"),
        ("名前", "数"),
        ("Nombre", "Cantidad"),
        ("A", "B"),
        ("Ніс", "Значення"),
    ];
    let pair = record_converter();
    let single = Converter::new(&json!({"type": "object",
        "properties": {"stock": {"type": "integer"}}, "required": ["stock"]}))
    .expect("a schema");
    let items = Converter::new(&json!({"type": "object", "properties": {"items": {
        "type": "array", "items": {"type": "object",
            "properties": {"name": {"type": "string"}, "qty": {"type": "integer"}},
            "required": ["name", "qty"]}}}, "required": ["items"]}))
    .expect("a schema");
    // A number as a table's cell may write it.
    let cell = |rng: &mut Rng, n: usize| match rng.below(4) {
        0 => n.to_string(),
        1 => format!("{n} pcs"),
        2 => n
            .to_string()
            .chars()
            .map(|c| char::from_u32(0x966 + c.to_digit(10).unwrap()).unwrap())
            .collect(),
        _ if n >= 1000 => format!("{},{:03}", n / 1000, n % 1000),
        _ => n.to_string(),
    };
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (h1, h2) = *rng.pick(&HEADERS);
        let header = format!("| {h1} | {h2} |\n|---|---|\n");
        let differs = rng.below(2) == 0;
        let (converter, value, table) = match rng.below(3) {
            0 => {
                let value = record(&mut rng);
                let count = value["count"].as_u64().unwrap() as usize;
                let said = if differs {
                    count + 1 + rng.below(9)
                } else {
                    count
                };
                let said = cell(&mut rng, said);
                let row = format!("| {} | {said} |\n", value["city"].as_str().unwrap());
                (&pair, value, format!("{header}{row}"))
            }
            1 => {
                let stock = 2 + rng.below(5000);
                let said = if differs {
                    stock + 1 + rng.below(9)
                } else {
                    stock
                };
                let said = cell(&mut rng, said);
                let label = *rng.pick(&["තොගය", "Lager", "在庫", "stock", "Existencias"]);
                (
                    &single,
                    json!({"stock": stock}),
                    format!("{header}| {label} | {said} |\n"),
                )
            }
            _ => {
                let (a, b) = (2 + rng.below(9), 2 + rng.below(9));
                let value = json!({"items": [{"name": "Paper towels", "qty": a},
                    {"name": "Dish soap", "qty": b}]});
                let said = if differs { b + 1 + rng.below(5) } else { b };
                (
                    &items,
                    value,
                    format!("{header}| Paper towels | {a} |\n| Dish soap | {said} |\n"),
                )
            }
        };
        let written = spelled(&mut rng, &value);
        let text = if rng.below(2) == 0 {
            format!("{table}\n{written}")
        } else {
            format!("{written}\n\n{table}")
        };
        if differs {
            failures.never(seed, converter, &text);
        } else {
            failures.gives(seed, converter, &text, &value);
        }
    }
    failures.assert_none();
}

/// A record that is one count beside prose that gives another count of things, or a
/// record of one number beside prose that gives another number as the answer, the prose
/// never writing the record's (`So you'll need 14 boxes.` beside `{"quantity": 12}`, `৪৮টি
/// বই` beside `{"books_sold": 84}`, `Die Antwort ist 12.`), in any language or script's
/// digits, before or after the record: the reply says two numbers, and neither is returned.
/// Prose whose numbers are no count (a year, a time, a label, an estimate, an amount, a
/// number another wrote), that repeats the record's number, or that counts beside a record
/// of more fields (which it may count something else of) leaves the record the answer.
#[test]
fn a_count_the_prose_gives_otherwise_is_never_returned() {
    const COUNTS: [&str; 12] = [
        // (A sentence's first word is capitalized for its place alone: no name's label.)
        "Toplam {n} adet sipariş var.",
        "Sistemde {n} sipariş var.",
        "Есть {n} заказов.",
        "Ada {n} pesanan.",
        "So you'll need {n} boxes in total.",
        "Samenvatting: het appartement heeft {n} kamers.",
        "En total, se vendieron {n} libros.",
        "Insgesamt wurden {n} Tickets verkauft.",
        "用户在评论中给出的评分是{n}星。",
        "মোট বিক্রি হয়েছে {n}টি বই।",
        "Die Antwort ist {n}.",
        "The answer is {n}.",
    ];
    const OTHERS: [&str; 10] = [
        "These figures are from the 2023 report.",
        "Reviewer 2 wrote the summary.",
        "Table 3 shows the totals.",
        "Question 5 was skipped.",
        "The meeting is at 3 pm.",
        "There were about {n} visitors, by my estimate.",
        "It cost 250 dollars last year.",
        "> The old form said {n} items.",
        "They hired 800 thousand workers.",
        "I counted {same} of them.",
    ];
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"quantity": {"type": "integer"}, "note": {"type": "string"}},
        "required": ["quantity"]}))
    .expect("a schema");
    let bengali = |n: u64| -> String {
        n.to_string()
            .chars()
            .map(|c| char::from_u32(0x9e6 + c.to_digit(10).unwrap()).unwrap())
            .collect()
    };
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let held = 5 + rng.below(90) as u64;
        let value = if rng.below(2) == 0 {
            json!({"quantity": held})
        } else {
            json!({"quantity": held, "note": "checked"})
        };
        let other = held + 1 + rng.below(9) as u64;
        let written = spelled(&mut rng, &value);
        let place = |prose: String, rng: &mut Rng| {
            if rng.below(2) == 0 {
                format!("{prose}\n\n{written}")
            } else {
                format!("{written}\n\n{prose}")
            }
        };
        let count = *rng.pick(&COUNTS);
        let n = if count.contains("টি") {
            bengali(other)
        } else {
            other.to_string()
        };
        let text = place(count.replace("{n}", &n), &mut rng);
        // Beside a record of more fields, the prose may count something else; the answer
        // it names is still a rival.
        if value.get("note").is_none() || count.contains("nswer") || count.contains("Antwort") {
            failures.never(seed, &converter, &text);
        } else {
            failures.gives(seed, &converter, &text, &value);
        }
        let same = if count.contains("টি") {
            bengali(held)
        } else {
            held.to_string()
        };
        let text = place(count.replace("{n}", &same), &mut rng);
        failures.gives(seed, &converter, &text, &value);
        let unrelated = rng
            .pick(&OTHERS)
            .replace("{n}", &other.to_string())
            .replace("{same}", &held.to_string());
        let text = place(unrelated, &mut rng);
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// A value only inside an inline code span that holds more than the value (a query, a
/// command, a call, a form's field: `` `SELECT … WHERE status = 'inactive';` ``, ``
/// `export TIMEOUT=30` ``) is a literal of code the reader is told to run, in any language
/// of the sentence around it: never the answer. A span that is the value alone (``
/// `inactive` ``), or code beside the value stated outside it, leaves the value the answer.
#[test]
fn a_value_inside_inline_code_is_never_the_answer() {
    const FRAMES: [&str; 8] = [
        "Use {code} to find them.",
        "Führe {code} aus, dann siehst du es.",
        "Ejecuta {code} y verás el resultado.",
        "运行 {code} 即可查看。",
        "{code} を実行してください。",
        "Gebruik {code} om ze te vinden.",
        "Uruchom {code} ponownie.",
        "Κάλεσε {code} για να το αλλάξεις.",
    ];
    let status =
        Converter::new(&json!({"type": "string", "enum": ["active", "inactive", "banned"]}))
            .expect("a schema");
    let timeout = Converter::new(&json!({"type": "object",
        "properties": {"timeout": {"type": "integer"}}, "required": ["timeout"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let frame = *rng.pick(&FRAMES);
        let word = *rng.pick(&["active", "inactive", "banned"]);
        let n = 5 + rng.below(500);
        let code = match rng.below(4) {
            0 => format!("`SELECT * FROM users WHERE status = '{word}';`"),
            1 => format!("`set_status(\"{word}\")`"),
            2 => format!("`<option value=\"{word}\" selected>`"),
            _ => format!("`curl -d 'status={word}' https://api.example.com/users`"),
        };
        failures.never(seed, &status, &frame.replace("{code}", &code));
        let code = match rng.below(3) {
            0 => format!("`export TIMEOUT={n}`"),
            1 => format!("`curl -X POST -d 'timeout={n}' https://api.example.com/config`"),
            _ => format!("`<input type=\"number\" name=\"timeout\" value=\"{n}\">`"),
        };
        failures.never(seed, &timeout, &frame.replace("{code}", &code));
        // The value alone in its span, and code beside a value stated outside it.
        let alone = frame.replace("{code}", &format!("`{word}`"));
        failures.gives(seed, &status, &alone, &json!(word));
        let beside = format!(
            "Status: {word}\n\n{}",
            frame.replace("{code}", "`SELECT * FROM users;`")
        );
        failures.gives(seed, &status, &beside, &json!(word));
    }
    failures.assert_none();
}

/// A stand-in is never a value however it is set: with a remark in parentheses (or
/// full-width ones) that calls it an example or asks for the real one (`홍길동 (예시)`,
/// `XXX（请替换为实际号码）`, `Jane Roe (sample)`), as the circles a form writes
/// for a name (`〇〇 〇〇`), or as a string target's one line that only labels a template
/// (`Ad: [adınız]`, `Emri i klientit: {{emri}}`, `电话：XXX-XXXX-XXXX`). A real value with
/// another remark (`Ada Lovelace (mathematician)`, `北京（首都）`) or after a label stays.
#[test]
fn a_stand_in_with_its_remark_or_label_is_never_a_value() {
    const REMARKS: [&str; 9] = [
        " (예시)",
        "（示例）",
        "（请替换为实际号码）",
        " (nur ein Beispiel)",
        " (sample)",
        " (example)",
        " (Beispiel)",
        " (exemple)",
        " (ejemplo)",
    ];
    const LABELS: [&str; 6] = [
        "Ad",
        "Emri i klientit",
        "电话",
        "Name",
        "Nom du client",
        "名前",
    ];
    const SLOTS: [&str; 5] = ["[adınız]", "{{emri}}", "XXX-XXXX-XXXX", "<name>", "[NAME]"];
    let record = text_field("name", false);
    let string = Converter::new(&json!({"type": "string"})).expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let city = *rng.pick(&CITIES);
        let remark = *rng.pick(&REMARKS);
        let value = json!({"name": format!("{city}{remark}"), "count": 3});
        failures.never(seed, &record, &value.to_string());
        let circles = ["〇〇 〇〇", "〇〇〇", "◯◯ ◯◯"][rng.below(3)];
        failures.never(
            seed,
            &record,
            &json!({"name": circles, "count": 3}).to_string(),
        );
        let (label, slot) = (*rng.pick(&LABELS), *rng.pick(&SLOTS));
        let colon = if label.is_ascii() { ": " } else { "：" };
        failures.never(seed, &string, &format!("{label}{colon}{slot}"));
        // A real value with another remark, or after a label.
        let real = json!({"name": format!("{city} (the city)"), "count": 3});
        failures.gives(seed, &record, &real.to_string(), &real);
        let real = json!({"name": "北京（首都）", "count": 3});
        failures.gives(seed, &record, &real.to_string(), &real);
        let line = format!("{label}{colon}{city}");
        failures.gives(seed, &string, &line, &json!(line));
    }
    failures.assert_none();
}

/// A line of values parted by semicolons where a list is wanted is that many items, led by
/// a label or not, as the whole reply or a field's `key: value` line (`Tags: python; pandas`,
/// `anna@x.fo; jon@x.fo`): never one item that names them all. Free text parted by
/// semicolons that holds commas too (`Smith, John; Doe, Jane`) reads two ways and is
/// refused.
#[test]
fn a_line_of_values_parted_by_semicolons_is_that_many_items() {
    const WORDS: [&str; 8] = [
        "python",
        "pandas",
        "anna@leirvik.fo",
        "jon@leirvik.fo",
        "red",
        "blue",
        "Oslo",
        "Lima",
    ];
    let list =
        Converter::new(&json!({"type": "array", "items": {"type": "string"}})).expect("a schema");
    let field = Converter::new(&json!({"type": "object", "properties": {"tags": {"type":
        "array", "items": {"type": "string"}}}, "required": ["tags"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(3);
        let mut items: Vec<&str> = Vec::new();
        while items.len() < n {
            let w = *rng.pick(&WORDS);
            if !items.contains(&w) {
                items.push(w);
            }
        }
        let line = items.join("; ");
        let label = *rng.pick(&["", "Tags: ", "Teldupostadressurnar eru: ", "Les valeurs : "]);
        failures.gives(seed, &list, &format!("{label}{line}"), &json!(items));
        failures.gives(
            seed,
            &field,
            &format!("Tags: {line}"),
            &json!({"tags": items}),
        );
        let names = "Smith, John; Doe, Jane";
        failures.never(seed, &field, &json!({"tags": names}).to_string());
    }
    failures.assert_none();
}

/// The writer's doubt about a record, however it is set, takes it back, and with it every
/// other value of the reply: a comment in the record (`"count": 12 // không chắc lắm`, `#
/// not sure`), a remark in parentheses right after it (`{…} (шамамен)`, `(approximately)`,
/// `(I think)`), or a doubt after the last of two records offered side by side (`{…} kana
/// {…} — handina chokwadi`, `{…} or {…}. Not sure.`): never a value. A comment or remark
/// that only says where the value came from leaves it the answer.
#[test]
fn a_doubt_in_a_comment_or_remark_takes_the_reply_back() {
    const DOUBTS: [&str; 8] = [
        "không chắc lắm",
        "not sure",
        "approximately",
        "шамамен",
        "I think",
        "vermutlich",
        "?",
        "ungefähr",
    ];
    const SOURCES: [&str; 4] = [
        "from the archive",
        "laut Register",
        "source: registry",
        "2024",
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let (city, count) = (value["city"].as_str().unwrap(), value["count"].clone());
        let doubt = *rng.pick(&DOUBTS);
        let (open, close) = if rng.below(2) == 0 {
            ("(", ")")
        } else {
            ("（", "）")
        };
        let text = match rng.below(3) {
            0 => format!("{{\n  \"city\": \"{city}\",\n  \"count\": {count} // {doubt}\n}}"),
            1 => format!("{} {open}{doubt}{close}", value),
            _ => {
                let other = CITIES.iter().find(|c| **c != city).unwrap();
                let rival = json!({"city": other, "count": count});
                let unsure = *rng.pick(&[
                    "Not sure.",
                    "— handina chokwadi.",
                    "Je ne sais pas.",
                    "不太确定。",
                ]);
                format!("{value} or {rival}. {unsure}")
            }
        };
        failures.never(seed, &converter, &text);
        let source = *rng.pick(&SOURCES);
        let text = match rng.below(2) {
            0 => format!("{{\n  \"city\": \"{city}\",\n  \"count\": {count} // {source}\n}}"),
            _ => format!("{value} ({source})"),
        };
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// Prose before the only record that says the value ahead of it is wrong (`in the JSON
/// below I mistakenly wrote 15`, `nel JSON qui sotto il campo count è sbagliato`, `下面
/// JSON 里的 count 写错了`), in any language: the writer takes it back before writing it, and
/// it is never returned. Prose that points ahead to the answer (`Below is the count:`), or
/// to a correction of something wrong before (`The JSON below corrects the wrong count`),
/// leaves it the answer.
#[test]
fn a_record_the_prose_before_it_calls_wrong_is_never_returned() {
    const WRONG_AHEAD: [&str; 8] = [
        "Note: in the JSON below I mistakenly wrote {n}.",
        "Attenzione: nel JSON qui sotto il campo count è sbagliato.",
        "更正：下面 JSON 里的 count 写错了。",
        "Uwaga: w JSON-ie poniżej omyłkowo wpisałem {n}.",
        "Achtung: der Wert unten ist falsch.",
        "Attention : la valeur ci-dessous est incorrecte.",
        "Ojo: el valor de abajo es incorrecto.",
        "Heads up, the figure below is wrong.",
    ];
    const AHEAD: [&str; 4] = [
        "Below is the count:",
        "The JSON below corrects the wrong count from before:",
        "Voici le résultat ci-dessous :",
        "Das Ergebnis steht unten:",
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let n = value["count"].to_string();
        let written = spelled(&mut rng, &value);
        let lead = rng.pick(&WRONG_AHEAD).replace("{n}", &n);
        failures.never(seed, &converter, &format!("{lead}\n{written}"));
        let lead = *rng.pick(&AHEAD);
        failures.gives(seed, &converter, &format!("{lead}\n{written}"), &value);
    }
    failures.assert_none();
}

/// A record led into by a label of another's words, in any language (`Idézet a
/// dokumentumból:`, `Sabi mo:`, `ציטוט מהמסמך:`, `Du hast geschrieben:`, `Vous avez écrit :`)
/// and nothing else is a quotation, never the answer; led into by a label of the answer in
/// those languages, it is the answer.
#[test]
fn a_record_a_quotation_label_leads_into_is_never_returned() {
    const QUOTED: [&str; 6] = [
        "Idézet a dokumentumból:",
        "Sabi mo:",
        "ציטוט מהמסמך:",
        "Du hast geschrieben:",
        "Vous avez écrit :",
        "Kama ulivyosema:",
    ];
    const ANSWERED: [&str; 4] = ["A válasz:", "Réponse finale :", "Die Antwort:", "Jibu ni:"];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let lead = *rng.pick(&QUOTED);
        failures.never(seed, &converter, &format!("{lead}\n{written}"));
        let lead = *rng.pick(&ANSWERED);
        failures.gives(seed, &converter, &format!("{lead}\n{written}"), &value);
    }
    failures.assert_none();
}

/// A reply that opens with yes or no, in any language (`Yes,`, `ඔව්,`, `יאָ,`, `Tak,`,
/// `Hapana,`, `Не,`), beside a record whose one flag says the other, says two things:
/// never returned. The same answer as the flag leaves the record the answer, and a
/// boolean target reads the word alone.
#[test]
fn a_flag_the_opening_yes_or_no_answers_otherwise_is_never_returned() {
    const YES: [&str; 6] = ["Yes", "ඔව්", "Tak", "Igen", "Evet", "Ndiyo"];
    const NO: [&str; 6] = ["No", "Hapana", "Не", "Nem", "Hayır", "Nej"];
    let converter = Converter::new(&json!({"type": "object", "properties": {
        "in_stock": {"type": "boolean"}, "sku": {"type": "string"}},
        "required": ["in_stock", "sku"]}))
    .expect("a schema");
    let flag = Converter::new(&json!({"type": "boolean"})).expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let said = rng.below(2) == 0;
        let word = if said {
            *rng.pick(&YES)
        } else {
            *rng.pick(&NO)
        };
        let sentence = format!(
            "{word}, {}.",
            rng.pick(&["it is listed", "அது பட்டியலில் உள்ளது", "so the record says"])
        );
        let held = if rng.below(2) == 0 { said } else { !said };
        let value = json!({"in_stock": held, "sku": "KR-771"});
        let text = format!("{sentence}\n{}", spelled(&mut rng, &value));
        if held == said {
            failures.gives(seed, &converter, &text, &value);
        } else {
            failures.never(seed, &converter, &text);
        }
        failures.gives(seed, &flag, &format!("{word}."), &json!(said));
    }
    failures.assert_none();
}

/// A record followed by a word of refusal and a word of waiting as a clause of their own,
/// in any language (`No, wait —`, `Nein, warte.`, `Ne, palaukite.`, `Hapana, subiri.`), is
/// taken back: never returned. A word of waiting in a sentence (`there is no wait`) leaves
/// it the answer.
#[test]
fn a_record_a_no_wait_takes_back_is_never_returned() {
    const INTERRUPTS: [&str; 6] = [
        "No, wait — that's the other city.",
        "Nein, warte. Das ist falsch.",
        "Hapana, subiri. Hiyo si sahihi.",
        "Нет, подожди. Это неверно.",
        "Nie, czekaj. To nie to.",
        "Όχι, περίμενε. Λάθος.",
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let after = *rng.pick(&INTERRUPTS);
        failures.never(seed, &converter, &format!("{written}\n{after}"));
        failures.gives(
            seed,
            &converter,
            &format!("{written}\nThere is no wait at the desk."),
            &value,
        );
    }
    failures.assert_none();
}

/// A string target's reply of prose that marks a part of itself apart, a value in
/// quotation marks of any language, in bold, struck through, in inline code, or a block
/// quote, is prose around a value (`Fortasse "Roma", sed certe nescio.`), never the value as
/// a whole; plain prose with nothing marked is (the documented reading of a string
/// target).
#[test]
fn prose_that_marks_a_part_is_never_a_string_as_a_whole() {
    let converter = Converter::new(&json!({"type": "string"})).expect("a schema");
    let frames = [
        "Perhaps {v}, but I am not sure.",
        "Fortasse {v}, sed certe nescio.",
        "Labda ni {v}, lakini sina uhakika.",
        "Talvez seja {v}; não tenho certeza.",
        "Il s'agit peut-être de {v}.",
        "Vielleicht {v} — ich weiß es nicht genau.",
        "Бәлкім {v} шығар, бірақ сенімді емеспін.",
        "Może {v}. Nie jestem pewien.",
        "The email you pasted says the city is {v} and asks for a call back.",
        "Kutoka barua pepe: mji ni {v}.",
    ];
    let marks = [
        ("\"", "\""),
        ("“", "”"),
        ("«", "»"),
        ("„", "“"),
        ("「", "」"),
        ("**", "**"),
        ("`", "`"),
        // Braces and brackets inside the code are the code's (a template, a pattern).
        ("`{", "}`"),
        ("`^[", "]{3}$`"),
        ("'", "'"),
        ("~~Lisboa~~ ", ""),
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let city = *rng.pick(&CITIES);
        let frame = *rng.pick(&frames);
        let (open, close) = *rng.pick(&marks);
        let text = if rng.below(4) == 0 {
            format!(
                "> {}\n\n{}",
                frame.replace("{v}", city),
                rng.pick(&frames).replace("{v}", "it")
            )
        } else {
            frame.replace("{v}", &format!("{open}{city}{close}"))
        };
        if let Ok(got) = converter.convert(&text)
            && got == json!(text.trim())
        {
            failures
                .0
                .push(format!("seed {seed}: the whole reply from\n{text}\n"));
        }
        // (A plain sentence stays the string; a hedged one is judged by the hedge rules, not
        // here.)
        let plain = rng
            .pick(&[
                "The office moved to {v} last year.",
                "{v} is where the meeting takes place.",
                "Ofisi ilihamia {v} mwaka jana.",
                "Le bureau a déménagé à {v} l'an dernier.",
            ])
            .replace("{v}", city);
        failures.gives(seed, &converter, &plain, &json!(plain));
    }
    failures.assert_none();
}

/// An answer given after its label in quotation marks, then the label's word again before
/// another value in quotation marks (`A válasz: "Debrecen". Bocsánat, elírtam – a helyes
/// válasz "Szeged".`), is a reply that answers twice: neither comes back, in any language,
/// with or without an apology (which is no refusal), quoted in any marks. Saying the same
/// answer again keeps it.
#[test]
fn a_second_answer_after_the_labels_word_settles_neither() {
    let converter = Converter::new(&json!({"type": "string"})).expect("a schema");
    let labels = [
        ("Answer:", "the right answer is"),
        ("Jibu:", "jibu sahihi ni"),
        ("A válasz:", "a helyes válasz"),
        ("Réponse :", "la bonne réponse est"),
        ("Antwort:", "die richtige Antwort lautet"),
        ("Respuesta:", "la respuesta correcta es"),
        ("Odpowiedź:", "poprawna odpowiedź to"),
        ("Cevap:", "doğru cevap"),
        ("Svar:", "rätt svar är"),
        ("Vastaus:", "oikea vastaus on"),
        ("Javob:", "to'g'ri javob"),
        ("Ответ:", "правильный ответ —"),
    ];
    // (`İ` lowercases to more bytes than it takes: the prose is read in its own bytes.)
    let between = [
        "",
        "Oops. ",
        "Sorry, ",
        "Hmm, ",
        "— ",
        "Wait: ",
        "İşte düzeltme: ",
    ];
    let marks = [("\"", "\""), ("«", "»"), ("“", "”"), ("„", "“")];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let first = *rng.pick(&CITIES);
        let second = CITIES[(CITIES.iter().position(|c| *c == first).unwrap() + 1) % CITIES.len()];
        let (label, again) = *rng.pick(&labels);
        let (open, close) = *rng.pick(&marks);
        let gap = if rng.below(2) == 0 { "\n" } else { " " };
        let lead = rng.pick(&between);
        let tail = *rng.pick(&["", " İyi günler.", " Ӏ"]);
        let text =
            format!("{label} {open}{first}{close}.{gap}{lead}{again} {open}{second}{close}.{tail}");
        failures.never(seed, &converter, &text);
        // An apology before the second answer is no refusal: asking again may settle it.
        if let Err(e) = converter.convert(&text)
            && e.kind() == structout::ErrorKind::Refusal
        {
            failures
                .0
                .push(format!("seed {seed}: a refusal of\n{text}\n"));
        }
        let same = format!("{label} {open}{first}{close}.{gap}{again} {open}{first}{close}.");
        failures.gives(seed, &converter, &same, &json!(first));
    }
    failures.assert_none();
}

/// A number grouped by plain spaces (`1 250 000 теңге`, `15 000 ₸`, `12 500 lekë`) is one
/// number in prose of a language that writes a decimal comma, which groups thousands so:
/// generated over the number's size, the language and the currency or unit. Groups that may
/// be a list's numbers are no one number: three of three digits with no amount's sign or
/// unit after them (`101 202 303`), or followed by another number (`+7 912 345 67 89`).
#[test]
fn a_number_grouped_by_spaces_is_one_number_or_none() {
    let converter = Converter::new(&json!({"type": "number"})).expect("a schema");
    let frames = [
        "Жауабы: {n} теңге.",
        "Бағасы {n} ₸.",
        "Цена составляет {n} руб.",
        "Երևանի բնակչությունը {n} է։",
        "ფასი {n} ₾ არის.",
        "Shuma totale e faturës është {n} lekë, e paguar me kartë.",
        "Le prix total est de {n} €.",
        "Celková cena je {n} Kč.",
        "Kokonaishinta on {n} €.",
        "Загальна вага — {n} кг.",
    ];
    let lists = [
        "Комнаты {a} {b} {c}",
        "Les salles {a} {b} {c} sont libres.",
        "Numery pokoi: {a} {b} {c}",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 1_000 + rng.below(9_999_000);
        let digits = n.to_string();
        let head = digits.len() % 3;
        let mut written = digits[..head].to_string();
        for group in digits.as_bytes()[head..].chunks(3) {
            if !written.is_empty() {
                written.push(' ');
            }
            written.push_str(std::str::from_utf8(group).unwrap());
        }
        let text = rng.pick(&frames).replace("{n}", &written);
        failures.gives(seed, &converter, &text, &json!(n));
        let [a, b, c] = [0, 0, 0].map(|_| 100 + rng.below(900));
        let text = rng
            .pick(&lists)
            .replace("{a}", &a.to_string())
            .replace("{b}", &b.to_string())
            .replace("{c}", &c.to_string());
        failures.never(seed, &converter, &text);
        let phone = format!(
            "Телефон: +7 {} {} {} {}",
            100 + rng.below(900),
            100 + rng.below(900),
            10 + rng.below(90),
            10 + rng.below(90)
        );
        failures.never(seed, &converter, &phone);
    }
    failures.assert_none();
}

/// A number its clause denies is not the answer, before or after the one it states, in the
/// languages the negation tables hold (`It's not 5 — the answer is 6.`, `Die Antwort ist
/// 6, nicht 5.`, `Ny valiny dia 6, fa tsy 5.`): the other number is. A number the reply
/// writes as its value and then takes back is corrected only by another written value: a
/// correction the prose only names (`Sorry, I miscounted — it's 43, not 42.`) comes back
/// as neither.
#[test]
fn a_denied_number_is_passed_over_and_a_correction_in_prose_only_is_none() {
    let converter = Converter::new(&json!({"type": "integer"})).expect("a schema");
    let denials = [
        "It's not {d} — the answer is {a}.",
        "The answer is {a}, not {d}.",
        "Not {d} but {a}.",
        "Die Antwort ist {a}, nicht {d}.",
        "La réponse n'est pas {d}. C'est {a}.",
        "La respuesta no es {d}; es {a}.",
        "A resposta é {a}, não {d}.",
        "Ответ не {d}, а {a}.",
        "Ny valiny dia {a}, fa tsy {d}.",
        "答案是{a}，不是{d}。",
    ];
    let retractions = [
        "```json\n{d}\n```\nSorry, I miscounted — it's {a}, not {d}.",
        "```json\n{d}\n```\nSorry, I miscounted — it is {a}.",
        "{d}\n\nOops, that was wrong: the right number is {a}.",
        "```\n{d}\n```\nEntschuldigung, ich habe mich verzählt: es sind {a}.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let answer = 2 + rng.below(97);
        let decoy = answer + 1 + rng.below(50);
        let fill = |frame: &str| {
            frame
                .replace("{a}", &answer.to_string())
                .replace("{d}", &decoy.to_string())
        };
        let (denial, retraction) = (*rng.pick(&denials), *rng.pick(&retractions));
        failures.gives(seed, &converter, &fill(denial), &json!(answer));
        failures.never(seed, &converter, &fill(retraction));
    }
    failures.assert_none();
}

/// The first sentence after a record that says, of nothing else, that something is wrong
/// or only an example takes the record back, in any language: nothing but a word or two of
/// its own before the saying (`Wrong — …`, `That's wrong.`, `Greșit — …`, `Det er feil.`,
/// `This is just an example.`, `这是示例。`). Said of something the sentence names first
/// (`The old label was wrong.`), negated (`Nothing wrong with it.`), or a lead into
/// something else (`For example, …`), it leaves the record the answer.
#[test]
fn a_sentence_right_after_a_record_that_calls_it_wrong_or_an_example_takes_it_back() {
    let converter = record_converter();
    let taking_back = [
        "Wrong — the right one is another.",
        "That's wrong.",
        "Das ist falsch.",
        "Greșit — orașul corect e altul.",
        "Det er feil.",
        "Se on väärin.",
        "Bu hatalı.",
        "This is just an example.",
        "Das ist nur ein Beispiel.",
        "C'est un exemple.",
        "Es solo un ejemplo.",
        "To tylko przykład.",
        "Se on vain esimerkki.",
        "这是示例。",
    ];
    let keeping = [
        "The old label was wrong.",
        "Nothing wrong with it.",
        "For example, the city can be reused elsewhere.",
        "Por ejemplo, la ciudad sirve para otro artículo.",
        "Let me know if anything else is needed.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let json = value.to_string();
        let fenced = rng.below(2) == 0;
        let written = if fenced {
            format!("```json\n{json}\n```")
        } else {
            json
        };
        let gap = *rng.pick(&["\n", "\n\n", if fenced { "\n" } else { " " }]);
        failures.never(
            seed,
            &converter,
            &format!("{written}{gap}{}", rng.pick(&taking_back)),
        );
        let kept = format!("{written}{gap}{}", rng.pick(&keeping));
        failures.gives(seed, &converter, &kept, &value);
    }
    failures.assert_none();
}

/// The reader's own text quoted back, led by a second person and a word of writing or
/// saying (`Your draft says:`, `Ձեր սևագրում`, `Àkọsílẹ̀ rẹ`, `V vašem osnutku piše`, `जैसा
/// आपने लिखा`), is never the answer on its own, capitalized or not, with a colon or a dash,
/// the record bare or fenced; a record after it under an answer label is.
#[test]
fn the_readers_own_text_quoted_back_is_never_the_answer() {
    let converter = record_converter();
    let leads = [
        "Your draft says",
        "In your draft it says",
        "Ձեր սևագրում",
        "V vašem osnutku piše",
        "Vo vašom koncepte",
        "जैसा आपने लिखा",
        "Жобаңызда",
        "Dans votre brouillon",
        "In deinem Entwurf steht",
        "Kama ulivyoandika",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let quoted = record(&mut rng);
        let answer = record(&mut rng);
        let lead = *rng.pick(&leads);
        let lead = if rng.below(2) == 0 {
            lead.to_lowercase()
        } else {
            lead.to_owned()
        };
        let mark = *rng.pick(&[":", " —", "："]);
        let written = if rng.below(2) == 0 {
            format!("```json\n{quoted}\n```")
        } else {
            quoted.to_string()
        };
        let text = format!("{lead}{mark} {written}");
        failures.never(seed, &converter, &text);
        if quoted != answer {
            let text = format!("{text}\n\nAnswer: {answer}");
            failures.gives(seed, &converter, &text, &answer);
        }
    }
    failures.assert_none();
}

/// A record beside prose that says the writer has no access to the real data or does not
/// know it (`I do not have access to the customer data`, `Como não tenho os dados reais`,
/// `我没有真实信息`, `Jeg har ikke de ekte opplysningene`) is made up, before it or after it, in
/// any of the languages the table holds; prose that only names the real data (`The real
/// address is below:`) or says the writer has it leaves the record the answer.
#[test]
fn a_record_beside_a_writer_without_the_real_data_is_never_returned() {
    let converter = record_converter();
    let without = [
        "I do not have access to the customer data, so here is a stand-in.",
        "Ich habe keinen Zugriff auf die Kundendaten.",
        "Como não tenho os dados reais, usei estes.",
        "Non conosco il vero nome del cliente.",
        "Jeg har ikke de ekte opplysningene.",
        "我没有真实信息，先用这个代替。",
        "Nie mam dostępu do danych klienta.",
        "У меня нет доступа к данным клиента.",
        "No tengo acceso a los datos del cliente.",
        "Je n'ai pas accès aux données du client.",
        // Languages of the fourth round of the tables.
        "E leai sa'u faamatalaga e uiga i le tagata faatau.",
        "Manam willakuyniy kanchu, chayrayku kayta qillqani.",
        "Amuma xibaar ci kiliyaan bi.",
        "Nazali na sango te mpo na mosombi.",
        "Миэхэ информация суох, онон маны суруйдум.",
        "مون وٽ معلومات ناهي، تنهنڪري هي لکيو.",
    ];
    let with = [
        "The real figures are below:",
        "I have access to the customer data:",
        "Hier sind die echten Daten:",
        "Estes são os dados reais:",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let json = value.to_string();
        let saying = *rng.pick(&without);
        let text = if rng.below(2) == 0 {
            format!("{saying}\n{json}")
        } else {
            format!("{json}\n{saying}")
        };
        failures.never(seed, &converter, &text);
        let kept = format!("{}\n{json}", rng.pick(&with));
        failures.gives(seed, &converter, &kept, &value);
    }
    failures.assert_none();
}

/// A sentence of the prose beside a record of one whole number that ends with another number,
/// its only one (`The answer is 12.`, `ຈຳນວນທັງໝົດແມ່ນ 6.`, `პასუხია 12.`), states a rival
/// answer, in any words, script or place: the record is not returned. The same number, a
/// year, a label after a name (`See Table 3.`), or a number a word qualifies leave it the
/// answer.
#[test]
fn a_sentence_that_ends_with_another_number_is_a_rival_answer() {
    // Words of several scripts, none of them a cue the tables know: what the sentence says
    // is carried by its shape alone.
    const WORDS: [&str; 16] = [
        "zorvat",
        "melinu",
        "kaspo",
        "tirenda",
        "ловаст",
        "мериха",
        "κεντόρα",
        "σαλίπ",
        "ვარდობა",
        "ქელი",
        "ضامرة",
        "نيلوف",
        "कोमाली",
        "ধারুন",
        "ຈຳກັນ",
        "ແມ່ນ",
    ];
    const ENDS: [&str; 5] = [".", "!", "", "。", " ."];
    const OTHERS: [&str; 4] = [
        "These are the {y} figures.",
        "See Table {n}.",
        "The records go back to {y}.",
        "It took about {n}.",
    ];
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"total": {"type": "integer"}}, "required": ["total"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let held = 2 + rng.below(900) as u64;
        let other = held + 1 + rng.below(50) as u64;
        let value = json!({"total": held});
        let written = spelled(&mut rng, &value);
        let words = (0..1 + rng.below(5))
            .map(|_| *rng.pick(&WORDS))
            .collect::<Vec<_>>()
            .join(" ");
        let label = if rng.below(3) == 0 { ":" } else { "" };
        let end = *rng.pick(&ENDS);
        let sentence = |n: u64| format!("{words}{label} {n}{end}");
        let place = |prose: String, rng: &mut Rng| {
            if rng.below(2) == 0 {
                format!("{prose}\n{written}")
            } else {
                format!("{written}\n\n{prose}")
            }
        };
        let text = place(sentence(other), &mut rng);
        failures.never(seed, &converter, &text);
        let text = place(sentence(held), &mut rng);
        failures.gives(seed, &converter, &text, &value);
        let year = (1990 + rng.below(35)).to_string();
        let unrelated = rng
            .pick(&OTHERS)
            .replace("{y}", &year)
            .replace("{n}", &other.to_string());
        let text = place(unrelated, &mut rng);
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// A record's date that the prose beside it names by its month's name under a hedge
/// (`Maybe it arrives on June 5`, `Mungkin tiba tanggal 5 Juni`, `Je pense que ça pourrait
/// être le 5 juin`) is the reply's guess, not its answer, wherever the prose stands; the same
/// sentence without the hedge leaves the record the answer.
#[test]
fn a_date_the_prose_names_under_a_hedge_is_never_returned() {
    const MONTHS: [[&str; 5]; 4] = [
        ["January", "janvier", "Januar", "enero", "ஜனவரி"],
        ["March", "mars", "März", "marzo", "மார்ச்"],
        ["June", "juin", "Juni", "junio", "ஜூன்"],
        ["October", "octobre", "Oktober", "octubre", "அக்டோபர்"],
    ];
    const NUMBERS: [u32; 4] = [1, 3, 6, 10];
    // `{d}` the day, `{m}` the month in the sentence's language (0 English, 1 French, 2
    // German or Indonesian, 3 Spanish).
    const HEDGED: [(&str, usize); 10] = [
        // The hedge after the day, as languages that put the verb last write it (hm-146).
        ("நிகழ்ச்சி {m} {d} அன்று இருக்கலாம்", 4),
        ("Das Paket kommt am {d}. {m}, glaube ich", 2),
        ("Maybe the parcel arrives on {m} {d}", 0),
        ("It will probably be {m} {d}, judging by the label", 0),
        ("Je pense que ça pourrait être le {d} {m}", 1),
        ("Vielleicht kommt das Paket am {d}. {m}", 2),
        ("Mungkin paketnya tiba tanggal {d} {m}", 2),
        ("Probablemente llegue el {d} de {m}", 3),
        ("Peut-être le {d} {m}, le courriel n'est pas clair", 1),
        ("I'd guess {m} {d}", 0),
    ];
    const PLAIN: [(&str, usize); 5] = [
        ("நிகழ்ச்சி {m} {d} அன்று நடைபெறும்", 4),
        ("The parcel arrives on {m} {d}", 0),
        ("Le colis arrive le {d} {m}", 1),
        ("Das Paket kommt am {d}. {m}", 2),
        ("El paquete llega el {d} de {m}", 3),
    ];
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"delivery_date": {"type": "string", "format": "date"}},
        "required": ["delivery_date"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let m = rng.below(4);
        let d = 1 + rng.below(28);
        let year = 2024 + rng.below(3);
        let value = json!({"delivery_date": format!("{year}-{:02}-{d:02}", NUMBERS[m])});
        let written = spelled(&mut rng, &value);
        let end = *rng.pick(&[".", "!", ", but I'm not sure.", ""]);
        let say = |(sentence, language): (&str, usize)| {
            sentence
                .replace("{m}", MONTHS[m][language])
                .replace("{d}", &d.to_string())
        };
        let place = |prose: String, rng: &mut Rng| {
            if rng.below(2) == 0 {
                format!("{prose}{end}\n{written}")
            } else {
                format!("{written}\n\n{prose}{end}")
            }
        };
        let text = place(say(*rng.pick(&HEDGED)), &mut rng);
        failures.never(seed, &converter, &text);
        if !end.contains("sure") {
            let text = place(say(*rng.pick(&PLAIN)), &mut rng);
            failures.gives(seed, &converter, &text, &value);
        }
    }
    failures.assert_none();
}

/// A clause of the prose beside a record that names one of the record's filled fields and
/// hedges (`the birth year is probably off`, `vermutlich ist das Geburtsjahr geschätzt`), in
/// any order of its words, says that field's value is a guess: the record is not returned.
/// The same clause without the hedge, or a hedge on a field the record leaves empty, leaves
/// it the answer.
#[test]
fn a_field_the_prose_hedges_by_name_is_never_returned() {
    // A field's key and its name in prose.
    const FIELDS: [(&str, &str); 5] = [
        ("birth_year", "birth year"),
        ("geburtsjahr", "Geburtsjahr"),
        ("annee", "année"),
        ("rok_narozeni", "rok narozeni"),
        ("ano", "año"),
    ];
    const HEDGES: [&str; 10] = [
        "probably",
        "maybe",
        "vermutlich",
        "vielleicht",
        "probablement",
        "peut-être",
        "probablemente",
        "tal vez",
        "może",
        "možná",
    ];
    const FILLERS: [&str; 6] = ["the", "is", "right", "ist", "es", "est"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (key, name) = *rng.pick(&FIELDS);
        let converter = Converter::new(&json!({"type": "object",
            "properties": {"name": {"type": "string"}, key: {"type": ["integer", "null"]}},
            "required": ["name", key]}))
        .expect("a schema");
        let year = 1940 + rng.below(70);
        let value = json!({"name": "Petra Novak", key: year});
        let written = spelled(&mut rng, &value);
        let mut words = vec![name, *rng.pick(&FILLERS), *rng.pick(&FILLERS)];
        let hedge = *rng.pick(&HEDGES);
        let at = rng.below(words.len() + 1);
        let plain = words.join(" ");
        words.insert(at, hedge);
        let hedged = words.join(" ");
        let other = *rng.pick(&["The name is certain, ", "Name checked; ", ""]);
        let end = *rng.pick(&[".", "!", ""]);
        let place = |prose: &str, written: &str, rng: &mut Rng| {
            if rng.below(2) == 0 {
                format!("{other}{prose}{end}\n{written}")
            } else {
                format!("{written}\n\n{other}{prose}{end}")
            }
        };
        let text = place(&hedged, &written, &mut rng);
        failures.never(seed, &converter, &text);
        let text = place(&plain, &written, &mut rng);
        failures.gives(seed, &converter, &text, &value);
        // (After the record: a hedge that ends the line leading into a record hedges the
        // record, `It's probably {…}`.)
        let empty = json!({"name": "Petra Novak", key: null});
        let text = format!(
            "{}

{other}{hedged}{end}",
            spelled(&mut rng, &empty)
        );
        failures.gives(seed, &converter, &text, &empty);
    }
    failures.assert_none();
}

/// A value whose own remark in parentheses corrects it and names the value it replaced
/// (`14 (korrigiert, vorher 41)`, `14 (opravené z pôvodných 41)`, `14（更正，原来是 41）`) is
/// the correction: the remark's number, the old value, never comes back. A remark that gives
/// its number without naming it as the old one (`14 (korrigiert: 41)`) corrects the value
/// before it, which never comes back.
#[test]
fn a_remark_that_names_the_replaced_value_leaves_the_correction() {
    // A label, the correction's word, and words that name what it replaced, in one language.
    const LANGUAGES: [(&str, &str, &[&str]); 8] = [
        (
            "Anzahl",
            "korrigiert",
            &["von", "vorher", "statt", "ursprünglich"],
        ),
        (
            "Nombre",
            "corrigé",
            &["de", "au lieu de", "était", "initialement"],
        ),
        (
            "Cantidad",
            "corregido",
            &["de", "en lugar de", "antes", "era"],
        ),
        (
            "Quantidade",
            "corrigido",
            &["de", "em vez de", "antes", "era"],
        ),
        (
            "Počet",
            "opravené",
            &["z pôvodných", "namiesto", "predtým", "bolo"],
        ),
        (
            "Количество",
            "исправлено",
            &["с", "вместо", "было", "ранее"],
        ),
        ("数量", "更正", &["原来是", "原为", "之前", "原先是"]),
        (
            "Aantal",
            "gecorrigeerd",
            &["van", "in plaats van", "eerder", "was"],
        ),
    ];
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"count": {"type": "integer"}}, "required": ["count"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (label, corrected, priors) = *rng.pick(&LANGUAGES);
        let n = 2 + rng.below(500);
        let old = n + 1 + rng.below(40);
        let prior = *rng.pick(priors);
        let (open, close) = *rng.pick(&[("(", ")"), ("（", "）")]);
        let comma = *rng.pick(&[" ", ", ", "; ", "，"]);
        let colon = *rng.pick(&[": ", "：", " "]);
        let text = format!("{label}{colon}{n} {open}{corrected}{comma}{prior} {old}{close}");
        failures.gives(seed, &converter, &text, &json!({"count": n}));
        let text = format!("{label}{colon}{n} {open}{corrected}: {old}{close}");
        if let Ok(got) = converter.convert(&text)
            && got == json!({"count": n})
        {
            failures.0.push(format!(
                "seed {seed}: took the corrected value from\n{text}\n"
            ));
        }
    }
    failures.assert_none();
}

/// A list written as JSON whose last item is a bare word that says it goes on, in any
/// script (`["a", "b", и т. д.]`, `[…, 等等]`, `[…, κ.λπ.]`, `[…, וכו']`, `[…, वगैरह]`), is
/// elided: never returned, and never with those words joined to the item before. A bare
/// item that is a word of its own (`Ольхон`) is an item.
#[test]
fn a_bare_word_of_any_script_that_says_a_list_goes_on_elides_it() {
    const GOES_ON: [&str; 10] = [
        "и т. д.",
        "и т.д.",
        "等等",
        "など",
        "κ.λπ.",
        "וכו'",
        "वगैरह",
        "…",
        "etc.",
        "usw.",
    ];
    const ITEMS: [&str; 8] = [
        "Байкал",
        "зимний туризм",
        "Ольхон",
        "東京",
        "Αθήνα",
        "ירושלים",
        "दिल्ली",
        "Lisboa",
    ];
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"tags": {"type": "array", "items": {"type": "string"}}},
        "required": ["tags"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let items: Vec<&str> = (0..1 + rng.below(4)).map(|_| *rng.pick(&ITEMS)).collect();
        let quoted = items
            .iter()
            .map(|item| format!("\"{item}\""))
            .collect::<Vec<_>>()
            .join(", ");
        let space = *rng.pick(&["", " ", "\n  "]);
        let goes_on = *rng.pick(&GOES_ON);
        let text = format!("{{\"tags\": [{space}{quoted}, {goes_on}{space}]}}");
        failures.never(seed, &converter, &text);
        let bare = *rng.pick(&["Ольхон", "Αθήνα", "दिल्ली", "東京"]);
        let text = format!("{{\"tags\": [{space}{quoted}, {bare}{space}]}}");
        let mut all = items.clone();
        all.push(bare);
        failures.gives(seed, &converter, &text, &json!({"tags": all}));
    }
    failures.assert_none();
}

/// Digits that open with a zero (`06236`, `007`, `0042`) written bare, in a `key: value`
/// line, a JSON or YAML-ish record, are a code written with its zeros: a string field keeps
/// every one of them, never a shorter number's text; an integer field reads the number.
#[test]
fn a_code_with_leading_zeros_keeps_them_in_a_string() {
    const KEYS: [&str; 4] = ["postal_code", "zip", "employee_no", "codigo"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let key = *rng.pick(&KEYS);
        let zeros = 1 + rng.below(3);
        let rest = (0..1 + rng.below(6))
            .map(|_| char::from(b'1' + rng.below(9) as u8))
            .collect::<String>();
        let code = format!("{}{rest}", "0".repeat(zeros));
        let text = match rng.below(4) {
            0 => format!("{key}: {code}"),
            1 => format!("{{\"{key}\": {code}}}"),
            2 => format!("{{{key}: {code}}}"),
            _ => format!("Here it is.\n\n{key}: {code}\n"),
        };
        let string = Converter::new(&json!({"type": "object",
            "properties": {key: {"type": "string"}}, "required": [key]}))
        .expect("a schema");
        failures.gives(seed, &string, &text, &json!({key: code}));
        let integer = Converter::new(&json!({"type": "object",
            "properties": {key: {"type": "integer"}}, "required": [key]}))
        .expect("a schema");
        let n: u64 = rest.parse().expect("digits");
        failures.gives(seed, &integer, &text, &json!({key: n}));
    }
    failures.assert_none();
}

/// A year written with the mark of another calendar's count (`พ.ศ. 2510`, `1445 AH`, `1387
/// هـ`, `民國 56`, `2017 ዓ.ም`), in any sentence around it, is no Gregorian year: never the
/// value of a year field. The Gregorian year written beside it is.
#[test]
fn a_year_of_another_calendar_is_never_a_year() {
    const BEFORE: [&str; 5] = ["พ.ศ. ", "民國", "वि.सं. ", "令和", "ព.ស. "];
    const AFTER: [&str; 6] = [" BE", " AH", " هـ", " ش", " ዓ.ም", " বঙ্গাব্দ"];
    const SENTENCES: [&str; 6] = [
        "The company was founded in {y}.",
        "บริษัทก่อตั้งขึ้นในปี {y}",
        "تأسست الشركة عام {y}",
        "Die Firma wurde {y} gegründet.",
        "公司成立于{y}年。",
        "Kampuni ilianzishwa mwaka {y}.",
    ];
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"founded_year": {"type": "integer"}}, "required": ["founded_year"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let year = 1000 + rng.below(1600);
        let other = if rng.below(2) == 0 {
            format!("{}{year}", rng.pick(&BEFORE))
        } else {
            format!("{year}{}", rng.pick(&AFTER))
        };
        let sentence = *rng.pick(&SENTENCES);
        let text = sentence.replace("{y}", &other);
        failures.never(seed, &converter, &text);
        let gregorian = 1900 + rng.below(120);
        let text = sentence.replace("{y}", &format!("{gregorian} ({other})"));
        failures.gives(seed, &converter, &text, &json!({"founded_year": gregorian}));
    }
    failures.assert_none();
}

/// A number of one or two digits that prose gives where a field named for a calendar year is
/// wanted (`She is 34 now` for `birth_year`, `वह 34 साल की है`, `founded 12 years ago`) is an
/// age, a count or a year whose century the reader would guess: never the year. A year
/// written whole beside it is. (A reply that is the number alone writes it as its value.)
#[test]
fn a_number_of_two_digits_is_never_a_year() {
    const KEYS: [&str; 4] = ["birth_year", "founded_year", "geburtsjahr", "ano_fundacion"];
    const SENTENCES: [&str; 6] = [
        "She is {n} years old now.",
        "वह इस समय {n} साल की है।",
        "The company was founded {n} years ago.",
        "Er ist jetzt {n} Jahre alt.",
        "Tiene {n} años.",
        "Hän on {n}-vuotias.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let key = *rng.pick(&KEYS);
        let converter = Converter::new(&json!({"type": "object",
            "properties": {key: {"type": "integer"}}, "required": [key]}))
        .expect("a schema");
        let n = 1 + rng.below(99);
        let sentence = *rng.pick(&SENTENCES);
        let text = sentence.replace("{n}", &n.to_string());
        failures.never(seed, &converter, &text);
        let year = 1900 + rng.below(125);
        let text = format!(
            "{} Born in {year}.",
            sentence.replace("{n}", &n.to_string())
        );
        failures.gives(seed, &converter, &text, &json!({key: year}));
    }
    failures.assert_none();
}

/// A record that fills every field, beside prose saying something is missing: when the
/// saying is about a field the schema does not ask for, named by the last word of one of the
/// record's keys after another (`Note that the invoice does not include a PO number.` beside
/// `invoice_number`, hs-197), the record stands; about one of its own fields (`The due date
/// is not mentioned.`) or about nothing named (`I could not find the rest.`), the record
/// fills what the reply says is unknown and is refused. Generated over records, the sayings'
/// words, the other field's name, and where the saying stands.
#[test]
fn a_saying_about_a_field_the_schema_lacks_leaves_the_record() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {
            "invoice_number": {"type": "string"},
            "due_date": {"type": "string", "format": "date"},
            "customer_name": {"type": "string"}
        },
        "required": ["invoice_number", "due_date", "customer_name"]
    }))
    .expect("a schema");
    // (the other field, the record's own field it shares a last word with)
    let others = [
        ("PO number", "invoice number"),
        ("tracking number", "invoice number"),
        ("VAT number", "invoice number"),
        ("delivery date", "due date"),
        ("issue date", "due date"),
        ("company name", "customer name"),
        ("contact name", "customer name"),
    ];
    // (`{}` the field's name, after an article where `{a}` stands.)
    let sayings = [
        "Note that the invoice does not include {a} {}.",
        "The document does not mention {a} {}.",
        "There is no {} on it.",
        "The {} is not mentioned anywhere.",
        "I couldn't find {a} {} in the text.",
    ];
    let generic = [
        "I could not find the rest.",
        "Some details are not mentioned in the text.",
    ];
    let mut failures = Vec::new();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let day = 1 + rng.below(28);
        let value = json!({
            "invoice_number": format!("INV-{:04}", rng.below(10_000)),
            "due_date": format!("2025-{:02}-{day:02}", 1 + rng.below(12)),
            "customer_name": *rng.pick(&["Ana Silva", "Lars Berg", "Mei Chen", "Omar Haddad"]),
        });
        let record = value.to_string();
        let (other, own) = *rng.pick(&others);
        let saying = *rng.pick(&sayings);
        let article = if other.starts_with(['A', 'E', 'I', 'O', 'U', 'V']) {
            "an"
        } else {
            "a"
        };
        let place = |name: &str, article: &str| saying.replace("{a}", article).replace("{}", name);
        let before = rng.below(3) == 0;
        let frame = |prose: &str| {
            if before {
                format!("{prose}\n\n{record}")
            } else {
                format!("{record}\n\n{prose}")
            }
        };
        // Another field: the record stands.
        let text = frame(&place(other, article));
        match converter.convert(&text) {
            Ok(got) if got == value => {}
            other => failures.push(format!("seed {seed}: {other:?} from\n{text}\n")),
        }
        // Its own field, or nothing named: refused.
        let own = if rng.below(2) == 0 {
            place(own, "the")
        } else {
            (*rng.pick(&generic)).to_owned()
        };
        let text = frame(&own);
        if let Ok(got) = converter.convert(&text) {
            failures.push(format!("seed {seed}: took {got} from\n{text}\n"));
        }
    }
    assert!(
        failures.is_empty(),
        "{}:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

/// A record's day of the week (`day: tuesday`, `{"day": "tuesday"}`) that the prose beside it
/// names in its own language under a hedge (`La reunión será seguramente el martes`, `Das
/// Treffen ist wahrscheinlich am Dienstag`, `w środę`, trust_r hr-170) repeats the guess: it
/// is not returned, written as `key: value` lines as well as JSON (an English `The meeting is
/// probably on Tuesday.` beside `day: tuesday` was returned). The same prose without the
/// hedge leaves the record. Generated over eight languages (their days' names as the
/// sentence writes them), the record's form and place, and a Yoruba sentence with combining
/// marks (whose byte lengths once broke the scan).
#[test]
fn a_weekday_the_prose_names_under_a_hedge_is_never_returned() {
    const DAYS: [&str; 5] = ["monday", "tuesday", "wednesday", "thursday", "friday"];
    // (hedged sentence, plain sentence, the days as the sentences write them)
    const LANGUAGES: [(&str, &str, [&str; 5]); 8] = [
        (
            "The meeting is probably on {}.",
            "The meeting is on {}.",
            ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        ),
        (
            "La reunión será seguramente el {}.",
            "La reunión será el {}.",
            ["lunes", "martes", "miércoles", "jueves", "viernes"],
        ),
        (
            "Das Treffen ist wahrscheinlich am {}.",
            "Das Treffen ist am {}.",
            ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"],
        ),
        (
            "La réunion aura peut-être lieu {}.",
            "La réunion aura lieu {}.",
            ["lundi", "mardi", "mercredi", "jeudi", "vendredi"],
        ),
        (
            "Spotkanie będzie prawdopodobnie w {}.",
            "Spotkanie będzie w {}.",
            ["poniedziałek", "wtorek", "środę", "czwartek", "piątek"],
        ),
        (
            "Встреча, вероятно, в {}.",
            "Встреча в {}.",
            ["понедельник", "вторник", "среду", "четверг", "пятницу"],
        ),
        (
            "Rapatnya mungkin hari {}.",
            "Rapatnya hari {}.",
            ["Senin", "Selasa", "Rabu", "Kamis", "Jumat"],
        ),
        (
            "Toplantı muhtemelen {} günü.",
            "Toplantı {} günü.",
            ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma"],
        ),
    ];
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"day": {"type": "string", "enum": DAYS}},
        "required": ["day"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = rng.below(5);
        let value = json!({ "day": DAYS[n] });
        let record = if rng.below(2) == 0 {
            format!("day: {}", DAYS[n])
        } else {
            value.to_string()
        };
        let (hedged, plain, days) = *rng.pick(&LANGUAGES);
        let place = |prose: String, rng: &mut Rng| {
            if rng.below(3) == 0 {
                format!("{record}\n\n{prose}")
            } else {
                format!("{prose}\n\n{record}")
            }
        };
        let text = place(hedged.replace("{}", days[n]), &mut rng);
        failures.never(seed, &converter, &text);
        let text = place(plain.replace("{}", days[n]), &mut rng);
        failures.gives(seed, &converter, &text, &value);
        let yoruba = "Ìpàdé náà yóò wáyé ní ọjọ́ Ajé, lẹ́yìn ìpàdé àkọ́kọ́.".to_owned();
        let text = place(yoruba, &mut rng);
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// An answer label settles what it labels against values written before it (drafts, a
/// first try), never against a second, different record written after it with no label of
/// its own (`Result: {…}` then `In short — {…}`, `Kurz gesagt: {…}`): the reply gives two
/// answers and says not which. A draft before the label leaves the labelled record the answer.
/// Generated over the label's language, the restating words and the records' spelling.
#[test]
fn an_answer_label_settles_only_what_comes_before_it() {
    let converter = record_converter();
    let restatements = [
        "",
        "In short — ",
        "In other words, ",
        "That is: ",
        "En bref : ",
        "Kurz gesagt: ",
        "En resumen, ",
        "Em resumo: ",
        "In breve — ",
        "Калі коратка — ",
        "Короче говоря: ",
        "简而言之：",
        "要するに：",
        "요약하면: ",
        "Kısacası: ",
        "Kwa ufupi, ",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let first = record(&mut rng);
        let second =
            json!({"city": first["city"], "count": first["count"].as_u64().unwrap_or(0) + 2});
        let lang = rng.pick(&LANGUAGES);
        let label = *rng.pick(lang.answer);
        let restated = *rng.pick(&restatements);
        let (a, b) = if rng.below(2) == 0 {
            (first.to_string(), second.to_string())
        } else {
            (spelled(&mut rng, &first), spelled(&mut rng, &second))
        };
        let gap = *rng.pick(&["\n", "\n\n"]);
        failures.never(seed, &converter, &format!("{label} {a}{gap}{restated}{b}"));
        // The first, unlabelled, is a draft the label's record settles.
        failures.gives(seed, &converter, &format!("{b}{gap}{label} {a}"), &first);
    }
    failures.assert_none();
}

/// A record the reply offers as an alternative in the conditional (`An alternative would be
/// {…}`, `Eine Alternative wäre {…}`, `另一种选择是 {…}`) is set aside as a hypothetical: beside
/// the answer it is no rival, and alone it is no answer. Generated over the language, the
/// remark after it and the records' spelling.
#[test]
fn an_alternative_offered_in_the_conditional_is_no_answer() {
    let converter = record_converter();
    let offers = [
        ("(An alternative would be ", ", but I don't recommend it.)"),
        ("Another option would be ", ", though it fits less well."),
        ("Une alternative serait ", ", mais je ne la recommande pas."),
        ("Eine Alternative wäre ", ", aber davon rate ich ab."),
        ("Otra opción sería ", ", pero no la recomiendo."),
        ("Uma alternativa seria ", ", mas não recomendo."),
        ("Un'altra opzione sarebbe ", ", ma non la consiglio."),
        ("另一种选择是 ", "，但我不推荐。"),
        ("別の選択肢としては ", " もありますが、お勧めしません。"),
        ("다른 선택지로는 ", " 도 있지만 추천하지 않습니다."),
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let answer = record(&mut rng);
        let other =
            json!({"city": answer["city"], "count": answer["count"].as_u64().unwrap_or(0) + 3});
        let label = *rng.pick(&[
            "Final answer:",
            "Answer:",
            "Réponse :",
            "Antwort:",
            "Respuesta:",
            "答案：",
        ]);
        let (open, close) = *rng.pick(&offers);
        let (a, b) = if rng.below(2) == 0 {
            (answer.to_string(), other.to_string())
        } else {
            (spelled(&mut rng, &answer), spelled(&mut rng, &other))
        };
        failures.gives(
            seed,
            &converter,
            &format!("{label} {a}\n\n{open}{b}{close}"),
            &answer,
        );
        failures.never(seed, &converter, &format!("{open}{b}{close}"));
    }
    failures.assert_none();
}

/// A label that calls what it heads wrong, a word of wrongness beside the answer word
/// before it, after it or glued to it (`An incorrect answer:`, `Réponse incorrecte :`,
/// `Falsche Antwort:`, `错误答案：`) or alone (`Incorrect:`, `Falsch:`), heads no answer:
/// alone the reply holds none, and beside a record the reply calls right, that one is the
/// answer, whichever comes first. Generated over the language, the order and the records'
/// spelling.
#[test]
fn a_record_labelled_wrong_is_never_the_answer() {
    let converter = record_converter();
    // (the wrong label, a label of the right answer in the same language)
    let labels = [
        ("An incorrect answer would be:", "The correct answer:"),
        ("Wrong answer:", "Right answer:"),
        ("Incorrect:", "Correct:"),
        ("Réponse incorrecte :", "Réponse correcte :"),
        ("Mauvaise réponse :", "Bonne réponse :"),
        ("Falsche Antwort:", "Richtige Antwort:"),
        ("Falsch:", "Richtig:"),
        ("Respuesta incorrecta:", "Respuesta correcta:"),
        ("Resposta errada:", "Resposta certa:"),
        ("Risposta sbagliata:", "Risposta giusta:"),
        ("Onjuist antwoord:", "Juist antwoord:"),
        ("Неправильный ответ:", "Правильный ответ:"),
        ("Błędna odpowiedź:", "Poprawna odpowiedź:"),
        ("Yanlış cevap:", "Doğru cevap:"),
        ("错误答案：", "正确答案："),
        ("間違った答え：", "正しい答え："),
        ("틀린 답:", "정답:"),
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let right = record(&mut rng);
        let wrong =
            json!({"city": right["city"], "count": right["count"].as_u64().unwrap_or(0) + 5});
        let (bad, good) = *rng.pick(&labels);
        let (r, w) = if rng.below(2) == 0 {
            (right.to_string(), wrong.to_string())
        } else {
            (spelled(&mut rng, &right), spelled(&mut rng, &wrong))
        };
        let gap = *rng.pick(&["\n", "\n\n"]);
        failures.never(seed, &converter, &format!("{bad} {w}"));
        let text = if rng.below(2) == 0 {
            format!("{good} {r}{gap}{bad} {w}")
        } else {
            format!("{bad} {w}{gap}{good} {r}")
        };
        failures.gives(seed, &converter, &text, &right);
    }
    failures.assert_none();
}

/// The first sentence after a value that takes it back in words of its own is a
/// retraction, in whatever phrase it is written: a clause that is only a word of refusal,
/// first or after an interjection (`Eh, sanés, …`, `Bueno, non, esquecín o IVE`, `… alaa, mi
/// juumii`), or a short sentence that calls something wrong or says the writer erred (`Eh,
/// salah.`, `ay, sayop diay ko.`, `This may be wrong.`, `Yanlış olabilir.`). Never returned,
/// after a record or a count in prose, past the count's unit. Kept: the same words denied,
/// supposed or asked (`Nothing wrong with it.`, `If anything is wrong, tell me.`, `Is
/// anything wrong?`), and a `no` beside a record that holds a no it agrees with. Generated
/// over the language, the interjection and the value's spelling.
#[test]
fn a_value_the_next_sentence_takes_back_in_its_own_words_never_comes_back() {
    let converter = record_converter();
    let interjections = [
        "", "Eh, ", "Hmm, ", "Bueno, ", "Ay, ", "Oh, ", "Ah, ", "Well, ",
    ];
    let refusals = [
        "no", "sanés", "non", "nein", "não", "nie", "нет", "hayır", "alaa", "dabi", "hindi",
        "bukan", "không", "hapana",
    ];
    let goes_on = [
        "I miscounted.",
        "it seems there are more.",
        "sigana mah leuwih ti éta.",
        "esquecín engadir os outros.",
        "mi juumii.",
        "",
    ];
    let wrong = [
        "Eh, salah.",
        "Ay, sayop diay ko.",
        "Mali pala.",
        "This may be wrong.",
        "It could be wrong.",
        "Das könnte falsch sein.",
        "Yanlış olabilir.",
        "Ich habe mich geirrt.",
        "Je me suis trompé.",
        "Me equivoqué.",
        "Ho sbagliato.",
        "Oops, I erred.",
        "Это неверно.",
        "Dit is onjuist.",
        "Ez hibás.",
        "Nu is het fout.",
        "Hii ni kuskure.",
    ];
    let kept = [
        "Nothing wrong with it.",
        "If anything is wrong, tell me.",
        "Is anything wrong?",
        "Das ist nicht falsch.",
        "Let me know if it looks wrong.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        // The count in prose, with its unit after it.
        let prose = format!(
            "{} has {} stores",
            value["city"].as_str().unwrap_or_default(),
            value["count"]
        );
        let taking_back = if rng.below(2) == 0 {
            let no = *rng.pick(&refusals);
            let no = if rng.below(2) == 0 {
                capital(no)
            } else {
                no.to_owned()
            };
            let then = *rng.pick(&goes_on);
            let lead = *rng.pick(&interjections);
            let lead_no = if lead.is_empty() {
                no
            } else {
                no.to_lowercase()
            };
            format!("{lead}{lead_no}, {then}")
        } else {
            (*rng.pick(&wrong)).to_owned()
        };
        // (On the value's own line only where it ends one: not after a closing fence.)
        let gap = if written.contains('\n') {
            *rng.pick(&["\n", "\n\n"])
        } else {
            *rng.pick(&["\n", "\n\n", " ", " — "])
        };
        failures.never(seed, &converter, &format!("{written}{gap}{taking_back}"));
        let sep = *rng.pick(&[". ", "… ", ". "]);
        failures.never(seed, &converter, &format!("{prose}{sep}{taking_back}"));
        failures.gives(
            seed,
            &converter,
            &format!("{written}{gap}{}", rng.pick(&kept)),
            &value,
        );
    }
    // A no beside a record that holds one agrees with it.
    let flag = Converter::new(&json!({"type": "object",
        "properties": {"in_stock": {"type": "boolean"}}, "required": ["in_stock"]}))
    .expect("a schema");
    for no in refusals {
        let text = format!("{{\"in_stock\": false}}\n{}, it sold out.", capital(no));
        failures.gives(0, &flag, &text, &json!({"in_stock": false}));
    }
    failures.assert_none();
}

/// A record the reply tells the reader to replace with their own or the real data, in the
/// sentence that leads into it or the one right after it (`Use este modelo e troque pelo nome
/// verdadeiro:`, `Vervang dit door uw eigen gegevens.`, `请替换为真实数据：`), is a stand-in:
/// never returned, labelled as the answer or not. Kept: a sentence that only replaces (`Replace
/// the old file with this one:`) or only says what is real (`The real figures are below:`).
/// Generated over the language, the place of the instruction and the record's spelling.
#[test]
fn a_record_the_reader_is_told_to_replace_with_real_data_is_never_returned() {
    let converter = record_converter();
    let told = [
        "Replace it with your own data",
        "Replace these with the real values",
        "Remplacez par vos propres données",
        "Ersetzen Sie das durch Ihre eigenen Daten",
        "Reemplace con sus datos reales",
        "Use este modelo e troque pelos dados verdadeiros",
        "Sostituisci con i dati reali",
        "Vervang dit door uw eigen gegevens",
        "Zastąp to własnymi danymi",
        "Замените своими данными",
        "Kendi verilerinizle değiştirin",
        "Ganti dengan data asli Anda",
        "请替换为真实数据",
        "実際の値に置き換えてください",
        "실제 값으로 바꾸세요",
    ];
    let kept = [
        "Replace the old file with this one",
        "The real figures are below",
        "Here are the actual numbers",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let instruction = *rng.pick(&told);
        let text = match rng.below(3) {
            0 => format!("{instruction}:\n{written}"),
            1 => format!("Answer: {written}\n{instruction}."),
            _ => format!("{written}\n\n{instruction}."),
        };
        failures.never(seed, &converter, &text);
        failures.gives(
            seed,
            &converter,
            &format!("{}:\n{written}", rng.pick(&kept)),
            &value,
        );
    }
    failures.assert_none();
}

/// A remark after a value that says the value itself may be inexact or out of date, by a
/// word that names it (`this figure`, `the count`, `šis skaičius`, `die Antwort oben`) however
/// long the sentence that leads up to it, takes it back; so does one the reply ends in the
/// middle of, its last word cut (`… gali būti netiks`). A remark that calls something else
/// wrong, or denies the error, keeps it. Generated over the language, the lead-in and the cut.
#[test]
fn a_value_a_remark_calls_inexact_never_comes_back() {
    let converter = record_converter();
    let remarks = [
        ("However, note that this figure may be ", "inaccurate"),
        ("Please keep in mind that the count may be ", "outdated"),
        (
            "Bitte beachten Sie, dass die Antwort oben ",
            "ungenau sein könnte",
        ),
        (
            "Veuillez noter que le résultat ci-dessus est peut-être ",
            "inexact",
        ),
        (
            "Tačiau reikia pažymėti, kad šis skaičius gali būti ",
            "netikslus",
        ),
        (
            "Ten en cuenta que la respuesta anterior puede estar ",
            "desactualizada",
        ),
        ("Учтите, что ответ выше может быть ", "неточным"),
    ];
    let kept = [
        "The old label was wrong.",
        "Please keep in mind that the count is not inaccurate.",
        "Bitte beachten Sie, dass die Antwort oben nicht ungenau ist.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let (lead, word) = *rng.pick(&remarks);
        let remark = if rng.below(2) == 0 {
            format!("{lead}{word}.")
        } else {
            // Cut in the word, four letters at least left.
            let keep = 4 + rng.below(word.chars().count().saturating_sub(5).max(1));
            format!("{lead}{}", word.chars().take(keep).collect::<String>())
        };
        failures.never(seed, &converter, &format!("{written}\n\n{remark}"));
        failures.gives(
            seed,
            &converter,
            &format!("{written}\n\n{}", rng.pick(&kept)),
            &value,
        );
    }
    failures.assert_none();
}

/// A comment in a record that takes its value back as a sentence after it may, calling it
/// wrong or saying the writer erred (`// am greșit ziua`, `/* chyba – doplním později */`,
/// `# I miscounted`), makes the record no answer, whatever the comment's marker and place; a
/// comment that says nothing of the kind (`// checked twice`, `// wrong in the old file,
/// fixed here`) leaves it. Generated over the language, the marker and the record's spelling.
#[test]
fn a_record_its_comment_calls_wrong_is_never_returned() {
    let converter = record_converter();
    let wrong = [
        "de fapt altul, am greșit",
        "chyba – správné množství doplním později",
        "I miscounted",
        "this may be wrong",
        "Zahl ist falsch",
        "je me suis trompé",
        "salah ketik",
        "неверно",
        "no, wait",
    ];
    let kept = [
        "checked twice",
        "wrong in the old file, fixed here",
        "from the invoice",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let (city, count) = (value["city"].as_str().unwrap_or_default(), &value["count"]);
        let (open, close) = *rng.pick(&[("// ", ""), ("/* ", " */"), ("# ", "")]);
        let write = |remark: &str, on_city: bool| {
            if on_city {
                format!(
                    "{{\n  \"city\": \"{city}\", {open}{remark}{close}\n  \"count\": {count}\n}}"
                )
            } else {
                format!(
                    "{{\n  \"city\": \"{city}\",\n  \"count\": {count} {open}{remark}{close}\n}}"
                )
            }
        };
        let on_city = rng.below(2) == 0;
        let fenced = |body: String| format!("```json\n{body}\n```");
        let (bad, good) = (*rng.pick(&wrong), *rng.pick(&kept));
        failures.never(seed, &converter, &fenced(write(bad, on_city)));
        failures.gives(seed, &converter, &fenced(write(good, on_city)), &value);
    }
    failures.assert_none();
}

/// A sentence after a value that tells the reader not to use it, in any of the first three
/// (`Please don't use this number.`, `Palun ära seda kasuta.`, `Bitte verwenden Sie diese
/// Zahl nicht.`, `Ne l'utilisez pas.`, `Kullanmayın.`, `この数値は使わないでください。`),
/// takes it back: never returned. A use forbidden for a purpose only, supposed, allowed, or
/// quoted from another (`Do not use this as medical advice.`, `If you don't use metric, …`,
/// `> please don't use it anymore`) leaves it. Generated over the language, the sentence's
/// place and the record's spelling.
#[test]
fn a_value_the_reader_is_told_not_to_use_never_comes_back() {
    let converter = record_converter();
    let told = [
        "Please don't use this number.",
        "Do not rely on this value.",
        "Bitte verwenden Sie diese Zahl nicht.",
        "Ne l'utilisez pas.",
        "No lo uses, por favor.",
        "Não use este valor.",
        "Non usarlo.",
        "Не используйте это число.",
        "Palun ära seda kasuta.",
        "Älä käytä tätä lukua.",
        "Lütfen bunu kullanmayın.",
        "この数値は使わないでください。",
        "请勿使用这个数字。",
    ];
    let kept = [
        "Do not use this as medical advice.",
        "If you don't use metric, convert it first.",
        "You can use this number directly.",
        "> Rin wrote: please don't use it anymore.",
    ];
    let before = [
        "",
        "I checked the sheet. ",
        "Aquí está. Lo revisé dos veces. ",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let lead = *rng.pick(&before);
        failures.never(
            seed,
            &converter,
            &format!("{written}\n\n{lead}{}", rng.pick(&told)),
        );
        failures.gives(
            seed,
            &converter,
            &format!("{written}\n\n{}", rng.pick(&kept)),
            &value,
        );
    }
    failures.assert_none();
}

/// A value its own sentence calls an example (`The days ["ma", "ke"] were only an example.`)
/// is not the answer, and the example word in that sentence says nothing of the value the
/// next sentence gives: that one is the answer, in every language and whichever words
/// name the values.
#[test]
fn an_example_word_in_the_sentence_of_the_value_before_is_about_that_value() {
    let converter = record_converter();
    // (The subject before the example, the rest of its sentence, the next sentence's lead.)
    let sentences = [
        ("The values", "were only an example.", "The real ones are"),
        (
            "My first try",
            "was just an example.",
            "Here is the record:",
        ),
        ("Arvot", "olivat vain esimerkki.", "Oikeat arvot ovat"),
        ("Les valeurs", "étaient un exemple.", "Les vraies sont"),
        ("Die Werte", "waren nur ein Beispiel.", "Die richtigen sind"),
        ("Los valores", "eran solo un ejemplo.", "Los reales son"),
        ("I valori", "erano solo un esempio.", "Quelli veri sono"),
        ("Os valores", "eram só um exemplo.", "Os verdadeiros são"),
        ("De waarden", "waren maar een voorbeeld.", "De echte zijn"),
        ("Värdena", "var bara ett exempel.", "De riktiga är"),
        ("Wartości", "były tylko przykładem.", "Prawdziwe to"),
        ("Значения", "были лишь примером.", "Настоящие:"),
        ("Hodnoty", "byly jen příklad.", "Skutečné jsou"),
        ("Nilai", "hanya contoh.", "Yang benar adalah"),
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let decoy = record(&mut rng);
        let mut answer = record(&mut rng);
        while answer == decoy {
            answer = record(&mut rng);
        }
        let (subject, example, lead) = *rng.pick(&sentences);
        let gap = *rng.pick(&[" ", "\n", "\n\n"]);
        let text = format!("{subject} {decoy} {example}{gap}{lead} {answer}.");
        failures.gives(seed, &converter, &text, &answer);
        let text = format!("{subject} {decoy} {example}");
        failures.never(seed, &converter, &text);
    }
    failures.assert_none();
}

/// A remark between two values that points back and calls what it points at an example
/// (`(the above is only an example)`, `La supra estas nur ekzemplo.`) is said of the value
/// before it: the value after it is the answer, in every language, parenthesized or not,
/// fenced or not, with a lead-in of its own or none.
#[test]
fn an_example_remark_that_points_back_is_about_the_value_before() {
    let converter = record_converter();
    let remarks = [
        "(the above is only an example)",
        "The values above are only a sample.",
        "(Das obige ist nur ein Beispiel.)",
        "(Lo de arriba es solo un ejemplo.)",
        "(Quello sopra è solo un esempio.)",
        "(O de acima é só um exemplo.)",
        "(Ответ выше — только пример.)",
        "(ở trên chỉ là ví dụ)",
        "La supra estas nur ekzemplo.",
        "（上面的只是示例。）",
        "(위의 값은 예시입니다.)",
        "(Powyższe to tylko przykład.)",
    ];
    let leads = [
        "",
        "Here is the record:\n",
        "Jen la vera:\n",
        "Voici la bonne :\n",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let decoy = record(&mut rng);
        let mut answer = record(&mut rng);
        while answer == decoy {
            answer = record(&mut rng);
        }
        let fenced = |v: &Value| format!("```json\n{v}\n```");
        let (decoy, answer_text) = if rng.below(2) == 0 {
            (fenced(&decoy), fenced(&answer))
        } else {
            (decoy.to_string(), answer.to_string())
        };
        let text = format!(
            "{decoy}\n{}\n\n{}{answer_text}",
            rng.pick(&remarks),
            rng.pick(&leads)
        );
        failures.gives(seed, &converter, &text, &answer);
    }
    failures.assert_none();
}

/// A string target whose reply opens a quotation and never closes it (`"Ürümqi ci`,
/// `Answer: «Lyo`) was cut off inside the quotation: never returned, whatever the label,
/// the quotation marks or where the cut falls; closed, the quotation is the answer.
#[test]
fn a_quotation_never_closed_is_no_string() {
    let converter = Converter::new(&json!({"type": "string"})).expect("a schema");
    let labels = [
        "",
        "Answer: ",
        "Réponse : ",
        "Antwort: ",
        "答案：",
        "Jibu: ",
        "Cevap: ",
    ];
    let quotes = [('"', '"'), ('“', '”'), ('«', '»'), ('„', '“'), ('「', '」')];
    let answers = ["Ürümqi city", "Lyon", "San José", "Kota Kinabalu", "北京市"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let label = *rng.pick(&labels);
        let (open, close) = *rng.pick(&quotes);
        let answer = *rng.pick(&answers);
        let chars: Vec<char> = answer.chars().collect();
        let cut: String = chars[..1 + rng.below(chars.len())].iter().collect();
        failures.never(seed, &converter, &format!("{label}{open}{cut}"));
        let text = format!("{label}{open}{answer}{close}");
        failures.gives(seed, &converter, &text, &json!(answer));
    }
    failures.assert_none();
}

/// A value that gives nothing (`{}`, every field null, `[]`) beside prose that declines the
/// task, in any language and on either side of it, is the refusal
/// ([`ErrorKind::Refusal`], so that retries stop), never an answer that there is nothing;
/// beside prose that only says nothing was found, it is that answer.
#[test]
fn an_empty_value_beside_a_refusal_is_the_refusal() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"name": {"type": "string"}, "country": {"type": ["string", "null"]}}
    }))
    .expect("a schema");
    let refusals = [
        "I'm sorry, but I can't help with this request.",
        "Sorry, I cannot assist with that.",
        "Lo siento, no puedo ayudar con esta solicitud.",
        "Désolé, je ne peux pas répondre à cette demande.",
        "Es tut mir leid, aber dabei kann ich nicht helfen.",
        "Извините, я не могу помочь с этим запросом.",
        "抱歉，我无法协助处理这个请求。",
        "申し訳ありませんが、このリクエストにはお応えできません。",
        "Уучлаарай, би энэ хүсэлтэд тусалж чадахгүй.",
    ];
    let empties = [
        "{}",
        "{\"name\": null, \"country\": null}",
        "{\"country\": null}",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let empty = *rng.pick(&empties);
        let empty = if rng.below(2) == 0 {
            format!("```json\n{empty}\n```")
        } else {
            empty.to_string()
        };
        let refusal = *rng.pick(&refusals);
        let text = if rng.below(2) == 0 {
            format!("{refusal}\n{empty}")
        } else {
            format!("{empty}\n{refusal}")
        };
        match converter.convert(&text) {
            Err(e) if e.kind() == structout::ErrorKind::Refusal => {}
            other => failures
                .0
                .push(format!("seed {seed}: {other:?} from\n{text}\n")),
        }
        let text = format!("The text names no person.\n{empty}");
        match converter.convert(&text) {
            Ok(v)
                if v.as_object()
                    .is_some_and(|o| o.values().all(Value::is_null)) => {}
            other => failures
                .0
                .push(format!("seed {seed}: {other:?} from\n{text}\n")),
        }
    }
    failures.assert_none();
}

/// A value the prose next to it says is not real (`{…}` then `Hii ni namba ya mfano tu, si
/// halisi.`, `Примерни данни (не са истински):` then `{…}`) is a stand-in, never the answer:
/// in every language, after the value or as the label before it, set apart in parentheses
/// or not; a sentence that calls it real, or denies something else (`No actual errors were
/// found.`), leaves it the answer.
#[test]
fn a_value_said_not_to_be_real_never_comes_back() {
    let converter = record_converter();
    let not_real = [
        "This is not real data.",
        "(not real)",
        "Hii ni namba ya mfano tu, si halisi.",
        "Ce ne sont pas des données réelles.",
        "Das sind keine echten Daten.",
        "Estos datos no son reales.",
        "Questi dati non sono veri.",
        "Estes dados não são verdadeiros.",
        "Dit zijn geen echte gegevens.",
        "To nie są prawdziwe dane.",
        "Это не настоящие данные.",
        "Това не са истински данни.",
        "Bu veriler gerçek değil.",
        "Nämä eivät ole todellisia, ei aito.",
    ];
    let labels = [
        "Sample data (not real):",
        "Примерни данни (не са истински):",
        "Dati di prova (non veri):",
        "Datos de muestra, no reales:",
    ];
    let stands = [
        "No actual errors were found.",
        "These are the real figures.",
        "Das sind die echten Daten.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let gap = if written.ends_with("```") {
            "\n"
        } else {
            *rng.pick(&[" ", "\n", "\n\n"])
        };
        failures.never(
            seed,
            &converter,
            &format!("{written}{gap}{}", rng.pick(&not_real)),
        );
        failures.never(
            seed,
            &converter,
            &format!("{}\n{written}", rng.pick(&labels)),
        );
        let text = format!("{written}{gap}{}", rng.pick(&stands));
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// A number followed by a scale word of any language is never read bare: `50 ezer` is fifty
/// thousand in Hungarian, `5 milj.` five million in Finnish, and where the word reads no
/// one number (`50 ming`, `5 mia.`, `50 rb`) the reply gives none. Generated over the
/// words, the numbers, the prose around them and the marks after the word.
#[test]
fn a_number_before_a_scale_word_is_never_read_bare() {
    let converter = Converter::new(&json!({"type": "integer"})).expect("a schema");
    let words: [(&str, Option<u32>); 16] = [
        ("ezer", Some(3)),
        ("milj.", Some(6)),
        ("ming", None),
        ("mia.", None),
        ("rb", None),
        ("jt", None),
        ("thousand", Some(3)),
        ("tuhatta", Some(3)),
        ("мың", Some(3)),
        ("bin", Some(3)),
        ("millió", Some(6)),
        ("тыс.", Some(3)),
        ("mil", None),
        // Forms of a scale word's stem that no table holds.
        ("miliyoni", None),
        ("milyoni", None),
        ("мильона", None),
    ];
    let leads = ["", "Total: ", "Population ", "Jami ", "Összesen ", "Rp "];
    let tails = ["", ".", " people.", " kishi.", " fő.", " euroa"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(97) as u64;
        let (word, power) = *rng.pick(&words);
        // After the number, or before it where the word is written there (`miliyoni 12`).
        let text = if word.starts_with("mili") && rng.below(2) == 0 {
            format!("{}{word} {n}{}", rng.pick(&leads), rng.pick(&tails))
        } else {
            format!("{}{n} {word}{}", rng.pick(&leads), rng.pick(&tails))
        };
        match (converter.convert(&text), power) {
            (Ok(v), _) if v == json!(n) => failures
                .0
                .push(format!("seed {seed}: read {n} bare from {text:?}")),
            (Ok(v), Some(p)) if v != json!(n * 10u64.pow(p)) => {
                failures.0.push(format!("seed {seed}: {v} from {text:?}"))
            }
            (Ok(v), None) => failures.0.push(format!("seed {seed}: {v} from {text:?}")),
            _ => {}
        }
    }
    failures.assert_none();
}

/// A value after which the writer says it has too little data to give it (`I don't have
/// enough data`, `Sajnos nincs elég adatom az értékeléshez.`, `Maalesef yeterli veri yok.`,
/// `数据不足`) is doubted, never returned, in every language; prose that says the data was
/// enough, or speaks of data without lacking it, leaves it the answer.
#[test]
fn a_value_the_writer_lacks_the_data_for_never_comes_back() {
    let lacking: [&str; 16] = [
        "Unfortunately I don't have enough data to be sure.",
        "There is not enough information.",
        "The data is insufficient.",
        "Sajnos nincs elég adatom az értékeléshez.",
        "Leider habe ich nicht genug Daten.",
        "Malheureusement, je n'ai pas assez de données.",
        "Lamentablemente no tengo suficientes datos.",
        "Infelizmente não tenho dados suficientes.",
        "Purtroppo non ho abbastanza dati.",
        "Niestety nie mam wystarczających danych.",
        "K bohužel nemám dost údajů.",
        "Maalesef yeterli veri yok.",
        "Sayangnya saya tidak punya cukup data.",
        "К сожалению, данных недостаточно.",
        "数据不足，无法确定。",
        "Helaas heb ik onvoldoende gegevens.",
    ];
    let stands: [&str; 3] = [
        "The data was enough to be sure.",
        "Die Daten reichen aus.",
        "I used the data you sent.",
    ];
    sentence_after_a_record(&lacking, &stands);
}

/// A heading in brackets between a value and the prose after it (`[Now]`, `[Most]`,
/// `[Jetzt]`) is prose, not a value: what the prose says of the value reads past it.
#[test]
fn a_heading_in_brackets_does_not_shield_a_value_from_its_prose() {
    let converter = record_converter();
    let headings = [
        "[Now]",
        "[Most]",
        "[Jetzt]",
        "[Maintenant]",
        "[Nota]",
        "[Update]",
        "[备注]",
    ];
    let doubts = [
        "I'm not sure about this.",
        "Unfortunately I don't have enough data.",
        "Sajnos nincs elég adatom.",
        "Ich bin mir nicht sicher.",
        "Actually no, that's not right.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let heading = *rng.pick(&headings);
        let text = format!("{written}\n\n{heading}\n{}", rng.pick(&doubts));
        failures.never(seed, &converter, &text);
        let text = format!("{written}\n\n{heading}\nThe record is complete.");
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// A record a negation right before it denies (`The answer is not {…}`, `Wangsulané dudu
/// {…}`) is never the answer, in every language: with another record after `but` in its
/// language, that one is; alone, the reply gives none. A negation on another line, or one
/// that ends a word of `or` (Burmese `ဒါမှမဟုတ်`), denies nothing.
#[test]
fn a_record_a_negation_denies_is_never_the_answer() {
    let converter = record_converter();
    let sentences = [
        ("The answer is not", "but"),
        ("Die Antwort ist nicht", "sondern"),
        ("La réponse n'est pas", "mais"),
        ("La respuesta no es", "sino"),
        ("A resposta não é", "mas"),
        ("La risposta non è", "ma"),
        ("Wangsulané dudu", "nanging"),
        ("Jawabannya bukan", "tetapi"),
        ("Ответ не", "а"),
        ("Het antwoord is niet", "maar"),
        ("Svaret är inte", "utan"),
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let decoy = record(&mut rng);
        let mut answer = record(&mut rng);
        while answer == decoy {
            answer = record(&mut rng);
        }
        let (lead, but) = *rng.pick(&sentences);
        let quote = |v: &Value| {
            if rng_pick(seed).is_multiple_of(2) {
                v.to_string()
            } else {
                v.to_string().replace('"', "'")
            }
        };
        let text = format!("{lead} {}, {but} {}.", quote(&decoy), quote(&answer));
        failures.gives(seed, &converter, &text, &answer);
        failures.never(seed, &converter, &format!("{lead} {}.", quote(&decoy)));
        // A word of `or` that ends in a negation (Burmese) denies neither: two answers.
        let text = format!("{} ဒါမှမဟုတ် {}", quote(&decoy), quote(&answer));
        failures.never(seed, &converter, &text);
        // Nor does a line's own `no` above the record.
        let text = format!("Valid: no\n\n{}", quote(&answer));
        failures.gives(seed, &converter, &text, &answer);
    }
    failures.assert_none();
}

/// A cue of a script written with spaces starts a word: in Hebrew a word that only holds one
/// (`נכתבת`, is written, holds `כתבת`, you wrote) cues nothing, while the cue after the
/// one-letter words written against it does (`שכתבת`, that you wrote). The record after such
/// a sentence is never dropped for the one before it.
#[test]
fn a_hebrew_word_that_holds_a_cue_is_no_cue() {
    let converter = record_converter();
    let holds = [
        "רגע, עברית נכתבת מימין לשמאל:",
        "הכתובת נכתבת כך:",
        "התשובה המעודכנת נכתבת להלן:",
    ];
    let quotes = ["כפי שכתבת:", "כתבת:", "ממה שכתבת:"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let decoy = record(&mut rng);
        let mut answer = record(&mut rng);
        while answer == decoy {
            answer = record(&mut rng);
        }
        let text = format!("{decoy}\n{}\n{answer}", rng.pick(&holds));
        if let Ok(got) = converter.convert(&text)
            && got == decoy
        {
            failures
                .0
                .push(format!("seed {seed}: took the first from\n{text}\n"));
        }
        failures.never(seed, &converter, &format!("{}\n{decoy}", rng.pick(&quotes)));
    }
    failures.assert_none();
}

/// A sentence after a value that opens by telling the reader to set aside what stands above
/// (`Forget the above`, `Unohda yllä oleva`, `Quên ở trên đi`) takes it back in every
/// language; one that sets aside something else above (`Ignore the warnings above.`) does not.
#[test]
fn a_value_the_reader_is_told_to_set_aside_never_comes_back() {
    let dismissals = [
        "Forget the above, the numbers changed.",
        "Ignore the above.",
        "Unohda yllä oleva — määräaika siirtyi.",
        "Vergiss das oben Gesagte.",
        "Oubliez ce qui est ci-dessus.",
        "Olvida lo de arriba.",
        "Dimentica quanto sopra.",
        "Забудьте ответ выше.",
        "Zapomnij o powyższym.",
        "Quên ở trên đi.",
        "忽略上面的内容。",
    ];
    let kept = [
        "Ignore the warnings above.",
        "Forget about the weather, it is fine.",
    ];
    sentence_after_a_record(&dismissals, &kept);
}

/// For records written every way (`spelled`), then a sentence after them: each sentence of
/// `takes` makes the reply give no value, each of `keeps` leaves the record the answer.
fn sentence_after_a_record(takes: &[&str], keeps: &[&str]) {
    sentences_after_a_record(|rng, _| {
        (
            takes[rng.below(takes.len())].to_string(),
            keeps[rng.below(keeps.len())].to_string(),
        )
    });
}

/// [`sentence_after_a_record`] with the sentences drawn by `make` for each record: the one
/// that takes it, and the one that keeps it.
fn sentences_after_a_record(make: impl Fn(&mut Rng, &Value) -> (String, String)) {
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let gap = if written.ends_with("```") {
            "\n"
        } else {
            *rng.pick(&[" ", "\n", "\n\n"])
        };
        let (take, keep) = make(&mut rng, &value);
        failures.never(seed, &converter, &format!("{written}{gap}{take}"));
        failures.gives(seed, &converter, &format!("{written}{gap}{keep}"), &value);
    }
    failures.assert_none();
}

/// A document written in a fence (a manifest, a config file, markup) whose only value for the
/// target's field sits nested in it, under keys or sections of its own (`spec: replicas: 3`,
/// `<server><port>8080</port></server>`): the document is no answer, and prose names none of
/// its numbers. A sentence after it that states the value is the answer.
#[test]
fn a_value_nested_in_a_fenced_document_never_comes_back() {
    // (field, the sections around it)
    let fields = [
        ("replicas", "spec"),
        ("port", "server"),
        ("timeout", "http"),
        ("workers", "pool"),
    ];
    let leads = [
        "Here is the manifest:",
        "Вот манифест:",
        "Voici le fichier de configuration :",
        "这是配置文件：",
        "Hier ist die Konfiguration:",
        "Aquí tienes el archivo:",
        "設定ファイルはこちらです：",
        "",
    ];
    let sentences = [
        "In production the {field} is {n}.",
        "En production, {field} vaut {n}.",
        "Im Betrieb ist {field} auf {n} gesetzt.",
        "En producción, {field} es {n}.",
        "В продакшене {field} равен {n}.",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (field, section) = *rng.pick(&fields);
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {field: {"type": "integer"}},
            "required": [field]
        }))
        .expect("a schema");
        let nested = 2 + rng.below(9000);
        let document = match rng.below(4) {
            0 => format!(
                "```yaml\napiVersion: v1\nkind: Config\n{section}:\n  name: web\n  {field}: {nested}\n```"
            ),
            1 => format!(
                "```xml\n<config>\n  <name>web</name>\n  <{section}>\n    <{field}>{nested}</{field}>\n  </{section}>\n</config>\n```"
            ),
            2 => format!(
                "```toml\n[metadata]\nname = \"web\"\n\n[{section}]\n{field} = {nested}\n```"
            ),
            _ => format!(
                "```json\n{{\"kind\": \"Config\", \"name\": \"web\", \"{section}\": {{\"{field}\": {nested}}}}}\n```"
            ),
        };
        let lead = *rng.pick(&leads);
        let text = format!("{lead}\n{document}").trim_start().to_string();
        wrong.never(seed, &converter, &text);
        let stated = nested + 1 + rng.below(50);
        let sentence = rng
            .pick(&sentences)
            .replace("{field}", field)
            .replace("{n}", &stated.to_string());
        wrong.gives(
            seed,
            &converter,
            &format!("{text}\n{sentence}"),
            &json!({field: stated}),
        );
    }
    wrong.assert_none();
}

/// A value the writer says it is not sure of, in a sentence before it or after it, is never
/// returned: a word of being sure denied, with words between (`I'm not fully sure`, `je ne
/// suis pas tout à fait sûr`, `nie jestem do końca pewien`) or the negation after it
/// (`emin değilim`, `վստահ չեմ`), or a word of being unsure (`unsicher`). Not where the
/// clause goes on past the word (`I'm not sure what you mean, but`), nor a doubt the
/// sentence then settles (`I wasn't sure at first, but I checked:`).
#[test]
fn a_value_the_writer_is_not_sure_of_never_comes_back() {
    let converter = record_converter();
    let unsure = [
        "I'm not fully sure",
        "I am not 100% sure about this",
        "Je ne suis pas tout à fait sûr",
        "Ich bin mir da nicht wirklich sicher",
        "No estoy del todo segura",
        "Não tenho certeza",
        "Non ne sono sicuro al cento per cento",
        "Nie jestem do końca pewien",
        "Я не совсем в этом уверен",
        "Bundan tam emin değilim",
        "Բայց վստահ չեմ",
        "Аммо боварии комил надорам",
        "Ik ben er niet helemaal zeker van",
        "Jeg er ikke helt sikker",
        "Ich bin unsicher",
        "Saya tidak terlalu yakin",
        "Tôi không chắc lắm",
        "我不太确定",
        "확실하지 않습니다",
    ];
    let settled = [
        "I'm not sure what you mean by format, so here it is",
        "Not sure if you also need the region",
        "I wasn't sure at first, but I checked the records",
        "Anfangs war ich nicht sicher, aber ich habe es geprüft",
        "Al principio no estaba seguro, pero lo he comprobado",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let written = spelled(&mut rng, &record);
        let doubt = *rng.pick(&unsure);
        let mark = if doubt.starts_with(['我', '확']) {
            "。"
        } else {
            "."
        };
        let text = match rng.below(4) {
            0 => format!("{doubt}:\n{written}"),
            1 => format!("{doubt}{mark} Please check.\n\n{written}"),
            2 => format!("{written}\n\n{doubt}{mark}"),
            _ => format!("{written}\n\nThat is what I found. {doubt}{mark}"),
        };
        wrong.never(seed, &converter, &text);
        let lead = *rng.pick(&settled);
        let text = match rng.below(2) {
            0 => format!("{lead}:\n{written}"),
            _ => format!("{lead}.\n\n{written}"),
        };
        wrong.gives(seed, &converter, &text, &record);
    }
    wrong.assert_none();
}

/// The same record written twice, once nested under a key of another value and once as the
/// answer's shape (`{"persona": {…}}` then `Or flat: {…}`), with another value for one of
/// its fields: the reply states two and says not which holds, in either order, fenced or
/// not, nested one or two levels deep. The same values twice are one answer; a list of
/// records nested there holds others (`{"all": [{…}, {…}]}` then the one asked for).
#[test]
fn a_record_restated_nested_with_other_values_is_never_returned() {
    let converter = record_converter();
    let keys = [
        "persona", "record", "user", "entry", "ciudad", "记录", "item",
    ];
    let links = [
        "Or, flat:",
        "O, en format pla:",
        "Oder flach:",
        "Ou bien, à plat :",
        "或者扁平格式：",
        "",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let answer = record(&mut rng);
        let mut other = answer.clone();
        if rng.below(2) == 0 {
            other["count"] = json!(answer["count"].as_u64().unwrap() + 1 + rng.below(9) as u64);
        } else {
            let city = CITIES.iter().find(|c| **c != answer["city"]).unwrap();
            other["city"] = json!(city);
        }
        let key = *rng.pick(&keys);
        let nest = |record: &Value, rng: &mut Rng| match rng.below(3) {
            0 => json!({ key: record }),
            1 => json!({ "source": "form", key: record }),
            _ => json!({ "data": { key: record }, "version": 2 }),
        };
        let fence = |v: &Value, rng: &mut Rng| match rng.below(2) {
            0 => format!("```json\n{v}\n```"),
            _ => v.to_string(),
        };
        let link = *rng.pick(&links);
        let nested = fence(&nest(&other, &mut rng), &mut rng);
        let flat = fence(&answer, &mut rng);
        let text = match rng.below(2) {
            0 => format!("{nested}\n\n{link}\n\n{flat}"),
            _ => format!("{flat}\n\n{link}\n\n{nested}"),
        };
        wrong.never(seed, &converter, &text);
        let same = fence(&nest(&answer, &mut rng), &mut rng);
        wrong.gives(
            seed,
            &converter,
            &format!("{same}\n\n{link}\n\n{flat}"),
            &answer,
        );
        let listed = json!({ "all": [other, answer] });
        wrong.gives(
            seed,
            &converter,
            &format!("{listed}\n\nThe one you asked for: {flat}"),
            &answer,
        );
    }
    wrong.assert_none();
}

/// A short value that says it is not given (a negation first, a word of being given, known
/// or to be had last: `net bekannt`, `níl ar fáil`, `не указано`, `nie podano`, `ikke
/// oplyst`, `nem ismert`, `chưa biết`; or that word then a negation, `belli değil`) is no
/// value: null where the field may be null, refused where it must be given, in any case and
/// in `key: value` lines or JSON. A value that goes on past the word (`Not available in
/// blue`), or names no such word (`No Doubt`, `Known Issues`), is text.
#[test]
fn a_value_that_says_it_is_not_given_is_never_a_value() {
    let denials = [
        "not given",
        "net bekannt",
        "níl ar fáil",
        "не указано",
        "nie podano",
        "ikke oplyst",
        "nem ismert",
        "chưa biết",
        "belli değil",
        "non connu",
        "no especificado",
        "niet vermeld",
        "ej känd",
        "δεν είναι γνωστό",
        "لا معروف",
    ];
    let texts = [
        "Not available in blue",
        "No Doubt",
        "Known Issues",
        "Never Given Up",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let nullable = rng.below(2) == 0;
        let converter = text_field("company", nullable);
        let count = 1 + rng.below(90);
        let denial = *rng.pick(&denials);
        let denial = match rng.below(3) {
            0 => denial.to_string(),
            1 => capital(denial),
            _ => denial.to_uppercase(),
        };
        let write = |value: &str, rng: &mut Rng| match rng.below(2) {
            0 => format!("company: {value}\ncount: {count}"),
            _ => json!({"company": value, "count": count}).to_string(),
        };
        let text = write(&denial, &mut rng);
        if nullable {
            wrong.gives(
                seed,
                &converter,
                &text,
                &json!({"company": null, "count": count}),
            );
        } else {
            wrong.never(seed, &converter, &text);
        }
        let name = *rng.pick(&texts);
        let text = write(name, &mut rng);
        wrong.gives(
            seed,
            &converter,
            &text,
            &json!({"company": name, "count": count}),
        );
    }
    wrong.assert_none();
}

/// A record whose number the prose around it repeats under a hedge is a guess, whatever
/// script's digits the prose writes it in (`सम्भवतः ८८४९`, `ربما ٤٢`, `大概４２`): digits of
/// every script are digits. Repeated without a hedge, the record stands.
#[test]
fn a_record_repeated_as_a_guess_in_other_digits_never_comes_back() {
    // (the zero of each script's digits)
    let zeros = ['०', '٠', '۰', '০', '๐', '０'];
    let hedges = [
        "In my opinion it is probably {n}.",
        "मेरो विचारमा यो सम्भवतः {n} हो।",
        "Wahrscheinlich sind es {n}.",
        "Probablement {n}.",
    ];
    let plain = ["The count is {n}.", "Es sind {n}."];
    let converter = record_converter();
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let zero = u32::from(*rng.pick(&zeros));
        let digits: String = record["count"]
            .to_string()
            .chars()
            .map(|c| char::from_u32(zero + c.to_digit(10).unwrap()).unwrap())
            .collect();
        let written = spelled(&mut rng, &record);
        let hedge = rng.pick(&hedges).replace("{n}", &digits);
        let text = match rng.below(2) {
            0 => format!("{written}\n\n{hedge}"),
            _ => format!("{hedge}\n\n{written}"),
        };
        wrong.never(seed, &converter, &text);
        let said = rng.pick(&plain).replace("{n}", &digits);
        wrong.gives(seed, &converter, &format!("{written}\n\n{said}"), &record);
    }
    wrong.assert_none();
}

/// A clause after a list that counts items it does not show, the count written in digits or
/// in words, before or after a word of more (`…and three more whose names I don't remember`,
/// `і ще троє`, `und 3 weitere`, `y tres más`, `e altri due`, `ve üç tane daha`), says the
/// list is not whole: never returned. `And one more thing:` counts no items; `These are all
/// three.` shows them all.
#[test]
fn a_list_followed_by_a_count_of_others_in_words_is_never_returned() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"people": {"type": "array", "items": {"type": "string"}}},
        "required": ["people"]}))
    .expect("a schema");
    // (the clause, with `{n}` for the count, and the language's number words from two)
    let clauses: [(&str, [&str; 3]); 9] = [
        (
            "and {n} more whose names I don't remember",
            ["two", "three", "four"],
        ),
        (
            "і ще {n}, чиї імена я не пам’ятаю",
            ["двоє", "троє", "кілька"],
        ),
        ("и ещё {n}", ["двое", "трое", "несколько"]),
        ("und {n} weitere", ["zwei", "drei", "mehrere"]),
        ("y {n} más", ["dos", "tres", "varios"]),
        ("et {n} autres", ["deux", "trois", "plusieurs"]),
        ("e altri {n}", ["due", "tre", "quattro"]),
        ("ve {n} tane daha", ["iki", "üç", "birkaç"]),
        ("dan {n} lagi", ["dua", "tiga", "beberapa"]),
    ];
    let whole = [
        "And one more thing: the names are sorted.",
        "These are all three.",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let people: Vec<&str> = CITIES[..3].to_vec();
        let value = json!({ "people": people });
        let written = spelled(&mut rng, &value);
        let (clause, words) = *rng.pick(&clauses);
        let count = match rng.below(2) {
            0 => rng.pick(&words).to_string(),
            _ => (2 + rng.below(20)).to_string(),
        };
        let clause = clause.replace("{n}", &count);
        let lead = *rng.pick(&["…", "...", "", "\n"]);
        let text = format!("{written}\n{lead}{clause}.");
        wrong.never(seed, &converter, &text);
        let said = *rng.pick(&whole);
        wrong.gives(seed, &converter, &format!("{written}\n{said}"), &value);
    }
    wrong.assert_none();
}

/// A record followed by a sentence in which the writer says it erred, whatever else the
/// sentence says around the verb (`Rereading the warehouse message, I realize I misread it:
/// the item is sold out.`, `Rileggendo il messaggio mi accorgo di averlo frainteso`, `Retiro
/// o que disse — confundi os contatos`, `Ich habe die Zeilen verwechselt`), is taken back:
/// never returned. The verb denied (`I didn't misread anything`) or in a condition (`If I
/// misread the label, tell me.`) takes nothing back.
#[test]
fn a_record_the_writer_says_it_erred_on_never_comes_back() {
    let converter = record_converter();
    let erred = [
        "Rereading the message from the warehouse, I realize I misread it",
        "Looking at the table again, I think I misunderstood the question",
        "Rileggendo il messaggio del magazzino mi accorgo di averlo frainteso",
        "Retiro o que disse — confundi os contatos",
        "Ich habe beim Abschreiben leider die Zeilen verwechselt",
        "Перечитав письмо, я понял, что перепутал строки",
        "Sorry, I think I miscounted the rows in the second table",
        "Przepraszam, pomyliłem się przy liczeniu wierszy",
    ];
    let tails = [
        "",
        ": the item is sold out",
        "; the real figure is different",
    ];
    let kept = [
        "I didn't misread anything in the message",
        "If I misread the label, tell me and I'll fix it",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let written = spelled(&mut rng, &record);
        let sentence = *rng.pick(&erred);
        let tail = *rng.pick(&tails);
        wrong.never(seed, &converter, &format!("{written}\n\n{sentence}{tail}."));
        let said = *rng.pick(&kept);
        wrong.gives(seed, &converter, &format!("{written}\n\n{said}."), &record);
    }
    wrong.assert_none();
}

/// A record the sentence after it calls a placeholder, in the word of any of twenty-one
/// languages (`Hetta er bara eitt plássfylli`, `Das ist nur ein Platzhalter`, `Это просто
/// заглушка`, `这只是占位符`), is no answer. A sentence about something else keeps it.
#[test]
fn a_record_the_prose_after_it_calls_a_placeholder_never_comes_back() {
    let placeholders = [
        "Hetta er bara eitt plássfylli – eg havi ikki fingið teldupostin.",
        "Das ist nur ein Platzhalter.",
        "Det er bare en pladsholder.",
        "Det er bare en plassholder.",
        "Det är bara en platshållare.",
        "Ceci n'est qu'un espace réservé.",
        "Es solo un marcador de posición.",
        "É apenas um marcador de posição.",
        "È solo un segnaposto.",
        "Dit is slechts een tijdelijke aanduiding.",
        "To tylko symbol zastępczy.",
        "Это просто заглушка.",
        "Це лише заповнювач.",
        "Bu sadece bir yer tutucu.",
        "这只是占位符。",
        "これはプレースホルダーです。",
        "이것은 자리 표시자입니다.",
    ];
    let kept = [
        "Das sind die Daten aus dem Formular.",
        "These are the figures from the form.",
    ];
    sentence_after_a_record(&placeholders, &kept);
}

/// A record under a label or a heading in brackets that calls it an earlier answer, in any of
/// a dozen languages (`[frühere Antwort]`, `Respuesta anterior:`, `Предыдущий ответ:`,
/// `[之前的回答]`), is quoted from before: no answer, with or without a closing marker. In
/// a sentence that goes on to present the answer (`Correcting my previous answer, here is
/// the right version:`), the phrase is what the sentence corrects: the record stands.
#[test]
fn a_record_labelled_as_an_earlier_answer_never_comes_back() {
    let converter = record_converter();
    let earlier = [
        "frühere Antwort",
        "vorherige Antwort",
        "réponse précédente",
        "respuesta anterior",
        "resposta anterior",
        "risposta precedente",
        "vorige antwoord",
        "poprzednia odpowiedź",
        "předchozí odpověď",
        "предыдущий ответ",
        "попередня відповідь",
        "önceki yanıt",
        "之前的回答",
        "前の回答",
    ];
    let corrections = [
        "Corrigindo a minha resposta anterior, segue a versão certa:",
        "Korrektur meiner vorherigen Antwort, hier die richtige Fassung:",
        "Correcting my previous answer, here is the right version:",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let written = spelled(&mut rng, &record);
        let label = capital(earlier[rng.below(earlier.len())]);
        let text = match rng.below(3) {
            0 => format!("[{label}]\n{written}\n[/{label}]\n\nI am checking it again."),
            1 => format!("[{label}]\n{written}"),
            _ => format!("{label}:\n{written}\n\nI am checking it again."),
        };
        wrong.never(seed, &converter, &text);
        let lead = *rng.pick(&corrections);
        wrong.gives(seed, &converter, &format!("{lead}\n{written}"), &record);
    }
    wrong.assert_none();
}

/// A list of names that the prose beside it enumerates with one name more (`As cidades son
/// Vigo, Ourense e Lugo.` beside `["Vigo", "Ourense"]`, the extra name before or after the
/// others, joined by commas or a conjunction of any of a dozen languages) states two lists:
/// never returned. The same names alone, with words after them that name no item (`, in
/// Spain`), or after a word that is no name (`Sure, …`), leave the list the answer.
#[test]
fn a_list_the_prose_enumerates_with_one_more_never_comes_back() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"cities": {"type": "array", "items": {"type": "string"}}},
        "required": ["cities"]}))
    .expect("a schema");
    // (lead-in, conjunction)
    let sentences = [
        ("As cidades son", " e "),
        ("The cities are", " and "),
        ("Die Städte sind", " und "),
        ("Les villes sont", " et "),
        ("Города:", " и "),
        ("Miasta to", " i "),
        ("Şehirler", " ve "),
        ("Kota-kotanya adalah", " dan "),
        ("Các thành phố là", " và "),
        ("Shaharlar", " va "),
        ("Ar c'hêrioù zo", " ha "),
        ("Na cathracha ná", " agus "),
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(3);
        let start = rng.below(CITIES.len() - n);
        let cities: Vec<&str> = CITIES[start..start + n].to_vec();
        let extra = CITIES[(start + n) % CITIES.len()];
        let value = json!({ "cities": cities });
        let written = spelled(&mut rng, &value);
        let (lead, and) = *rng.pick(&sentences);
        let listed = |names: &[&str]| {
            let (last, rest) = names.split_last().unwrap();
            format!("{}{and}{last}", rest.join(", "))
        };
        let mut more = cities.clone();
        if rng.below(2) == 0 {
            more.push(extra);
        } else {
            more.insert(0, extra);
        }
        // (The sentence may go on past the one more: `… va Xiva shaharlariga poyezd
        // qatnaydi.`)
        let goes_on = *rng.pick(&["", " shaharlariga poyezd qatnaydi", " are all on the coast"]);
        wrong.never(
            seed,
            &converter,
            &format!("{written}\n\n{lead} {}{goes_on}.", listed(&more)),
        );
        let tail = *rng.pick(&["", ", in Spain", ", all of them"]);
        wrong.gives(
            seed,
            &converter,
            &format!("{written}\n\n{lead} {}{tail}.", listed(&cities)),
            &value,
        );
        // (A word before the names that is no name: `Sure, Vigo and Ourense are the ones.`)
        wrong.gives(
            seed,
            &converter,
            &format!("{written}\n\nSure, {} are the ones.", listed(&cities)),
            &value,
        );
    }
    wrong.assert_none();
}

/// A number in words, as a language writes it: a unit or a round ten alone, or a ten and a
/// unit joined as that language joins them (`twenty-seven`, `treinta y siete`, `vinte e
/// sete`, `двадцать семь`, `dwadzieścia siedem`, `dvacet sedm`, `είκοσι επτά`).
struct Numerals {
    /// The word for one, in a ten and a unit (`twenty-one`).
    one: &'static str,
    /// The words for two to nine.
    units: [&'static str; 8],
    /// The words for twenty to ninety.
    tens: [&'static str; 8],
    /// What stands between a ten and a unit.
    join: &'static str,
    /// A sentence that corrects a count of records, `{}` for the number.
    says: &'static str,
    /// A sentence that states a count of records, `{}` for the number.
    total: &'static str,
}

impl Numerals {
    /// A number these words write: two to nine, or twenty to ninety-nine.
    fn number(rng: &mut Rng) -> usize {
        match rng.below(3) {
            0 => 2 + rng.below(8),
            _ => 20 + rng.below(80),
        }
    }

    fn words(&self, n: usize) -> String {
        match (n / 10, n % 10) {
            (0, u) => self.units[u - 2].to_string(),
            (t, 0) => self.tens[t - 2].to_string(),
            (t, 1) => format!("{}{}{}", self.tens[t - 2], self.join, self.one),
            (t, u) => format!("{}{}{}", self.tens[t - 2], self.join, self.units[u - 2]),
        }
    }
}

const NUMERALS: [Numerals; 7] = [
    Numerals {
        one: "one",
        units: [
            "two", "three", "four", "five", "six", "seven", "eight", "nine",
        ],
        tens: [
            "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
        ],
        join: "-",
        says: "Wait, I counted a row twice: there are actually {} records",
        total: "In total there are {} records",
    },
    Numerals {
        one: "uno",
        units: [
            "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
        ],
        tens: [
            "veinte",
            "treinta",
            "cuarenta",
            "cincuenta",
            "sesenta",
            "setenta",
            "ochenta",
            "noventa",
        ],
        join: " y ",
        says: "Perdón, conté mal: en realidad son {} registros",
        total: "En total hay {} registros",
    },
    Numerals {
        one: "um",
        units: [
            "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove",
        ],
        tens: [
            "vinte",
            "trinta",
            "quarenta",
            "cinquenta",
            "sessenta",
            "setenta",
            "oitenta",
            "noventa",
        ],
        join: " e ",
        says: "Na verdade, contei de novo e são {} registros",
        total: "No total são {} registros",
    },
    Numerals {
        one: "один",
        units: [
            "два",
            "три",
            "четыре",
            "пять",
            "шесть",
            "семь",
            "восемь",
            "девять",
        ],
        tens: [
            "двадцать",
            "тридцать",
            "сорок",
            "пятьдесят",
            "шестьдесят",
            "семьдесят",
            "восемьдесят",
            "девяносто",
        ],
        join: " ",
        says: "Хотя постойте, одну строку я посчитал дважды — на самом деле записей {}",
        total: "Всего записей {}",
    },
    Numerals {
        one: "jeden",
        units: [
            "dwa",
            "trzy",
            "cztery",
            "pięć",
            "sześć",
            "siedem",
            "osiem",
            "dziewięć",
        ],
        tens: [
            "dwadzieścia",
            "trzydzieści",
            "czterdzieści",
            "pięćdziesiąt",
            "sześćdziesiąt",
            "siedemdziesiąt",
            "osiemdziesiąt",
            "dziewięćdziesiąt",
        ],
        join: " ",
        says: "Przepraszam, policzyłem jeszcze raz: rekordów jest {}",
        total: "Łącznie jest {} rekordów",
    },
    Numerals {
        one: "jedna",
        units: ["dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět"],
        tens: [
            "dvacet",
            "třicet",
            "čtyřicet",
            "padesát",
            "šedesát",
            "sedmdesát",
            "osmdesát",
            "devadesát",
        ],
        join: " ",
        says: "Vlastně jsem to přepočítal a záznamů je {}",
        total: "Celkem je {} záznamů",
    },
    Numerals {
        one: "ένα",
        units: [
            "δύο",
            "τρία",
            "τέσσερα",
            "πέντε",
            "έξι",
            "επτά",
            "οκτώ",
            "εννέα",
        ],
        tens: [
            "είκοσι",
            "τριάντα",
            "σαράντα",
            "πενήντα",
            "εξήντα",
            "εβδομήντα",
            "ογδόντα",
            "ενενήντα",
        ],
        join: " ",
        says: "Στην πραγματικότητα οι εγγραφές είναι {}",
        total: "Συνολικά οι εγγραφές είναι {}",
    },
];

/// A record of one number, then a sentence that states another number in words, in one of
/// seven languages (`на самом деле записей шесть`, `there are actually twenty-eight
/// records`): the reply takes back the number it wrote. The same sentence with the record's
/// own number agrees with it.
#[test]
fn a_number_the_prose_states_otherwise_in_words_never_comes_back() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"count": {"type": "integer"}}, "required": ["count"]}))
    .expect("a schema");
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let numerals = &NUMERALS[rng.below(NUMERALS.len())];
        let held = Numerals::number(&mut rng);
        let said = loop {
            let n = Numerals::number(&mut rng);
            if n != held {
                break n;
            }
        };
        let value = json!({ "count": held });
        let written = spelled(&mut rng, &value);
        let sentence = |n: usize| numerals.says.replace("{}", &numerals.words(n));
        let total = numerals.total.replace("{}", &numerals.words(held));
        let end = *rng.pick(&[".", "!", ""]);
        wrong.never(
            seed,
            &converter,
            &format!("{written}\n\n{}{end}", sentence(said)),
        );
        wrong.gives(
            seed,
            &converter,
            &format!("{written}\n\n{total}{end}"),
            &value,
        );
    }
    wrong.assert_none();
}

/// A value named after a negation in the prose after it (`Главни град је Београд, а не
/// Крагујевац.`, `not nine floors`): denied, whatever the case of its letters and in words
/// where it is a number.
#[test]
fn a_value_the_prose_denies_by_name_never_comes_back() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"city": {"type": "string"}, "floors": {"type": "integer"}},
        "required": ["city", "floors"]}))
    .expect("a schema");
    // (a city, another, the sentence that denies the first: `{1}` the other, `{0}` it)
    let cities = [
        ("Крагујевац", "Београд", "Главни град је {1}, а не {0}"),
        ("Екатеринбург", "Москва", "Правильный ответ — {1}, а не {0}"),
        (
            "Θεσσαλονίκη",
            "Αθήνα",
            "Η πρωτεύουσα είναι η {1}, όχι η {0}",
        ),
        ("Örebro", "Stockholm", "Huvudstaden är {1}, inte {0}"),
        ("Łódź", "Warszawa", "Stolicą jest {1}, nie {0}"),
        ("Ереван", "Гюмри", "Это {1}, а не {0}"),
        ("Üsküdar", "Ankara", "The right city is {1}, not {0}"),
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (city, other, says) = cities[rng.below(cities.len())];
        let numerals = &NUMERALS[rng.below(NUMERALS.len())];
        let floors = Numerals::number(&mut rng);
        let more = if floors == 99 { 98 } else { floors + 1 };
        let value = json!({ "city": city, "floors": floors });
        let written = spelled(&mut rng, &value);
        let text = match rng.below(3) {
            0 => says.replace("{0}", city).replace("{1}", other),
            // (In quotes: `, ne "lv"`.)
            1 => says
                .replace("{0}", &format!("\"{city}\""))
                .replace("{1}", &format!("\"{other}\"")),
            _ => format!(
                "{}, {} {}",
                numerals
                    .says
                    .replace("{}", &numerals.words(if more == 10 { 2 } else { more })),
                *rng.pick(&["not", "не", "nie", "no", "όχι"]),
                numerals.words(floors)
            ),
        };
        wrong.never(seed, &converter, &format!("{written}\n\n{text}."));
        let agrees = says.replace("{0}", other).replace("{1}", city);
        wrong.gives(seed, &converter, &format!("{written}\n\n{agrees}."), &value);
    }
    wrong.assert_none();
}

/// A number named in prose only in a sentence that declines the task or says what is asked
/// is unknown (`Sorry, I can't give this number for 2025.`, `Die Einwohnerzahl für 2019 ist
/// unbekannt.`, `2019年の人口は不明です。`): it names something else, never the answer. A
/// clause set against the declining one gives its number (`…, but the count is 12`).
#[test]
fn a_number_in_a_sentence_that_declines_never_comes_back() {
    let converter = Converter::new(&json!({"type": "integer"})).expect("a schema");
    let disowning = [
        "Sorry, I can't give this number for {}.",
        "I'm afraid I cannot provide the figure for {}.",
        "Lo siento, no puedo darte la cifra de {}.",
        "Désolé, je ne peux pas donner le chiffre de {}.",
        "Es tut mir leid, ich kann die Zahl für {} nicht nennen.",
        "Przepraszam, nie mogę podać liczby za rok {}.",
        "The population in {} is unknown.",
        "Die Einwohnerzahl für {} ist unbekannt.",
        "La población en {} es desconocida.",
        "Il numero di abitanti nel {} è sconosciuto.",
        "Сколько жителей было в {} году, неизвестно.",
        "{}年の人口は不明です。",
        "Nüfus {} yılı için bilinmiyor.",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let number = if rng.below(2) == 0 {
            1990 + rng.below(40)
        } else {
            2 + rng.below(500)
        };
        let sentence = disowning[rng.below(disowning.len())].replace("{}", &number.to_string());
        let text = match rng.below(3) {
            0 => sentence,
            1 => format!("Let me look at this.\n\n{sentence}"),
            _ => format!("{sentence} Please check an official source."),
        };
        wrong.never(seed, &converter, &text);
        let count = 2 + rng.below(500);
        let lead = *rng.pick(&[
            "Sorry, I can't give the phone number, but the count is",
            "I cannot share the address; however, the total is",
            "The owner is unknown, but the count is",
            "The count is",
        ]);
        wrong.gives(seed, &converter, &format!("{lead} {count}."), &json!(count));
    }
    wrong.assert_none();
}

/// A record written again as `key: value` lines, in any words, that hold one of its texts
/// and another number (`град: Битола` / `надморска височина: 615` beside `{"grad":
/// "Битола", "visina": 651}`): the reply states two records and says not which holds. The
/// same number, with a unit or not, agrees.
#[test]
fn a_record_restated_as_lines_with_another_number_never_comes_back() {
    let converter = record_converter();
    let keys = [
        ("City", "Count"),
        ("Stadt", "Anzahl"),
        ("Ville", "Nombre"),
        ("город", "количество"),
        ("Град", "Број"),
        ("Kaupunki", "Määrä"),
        ("都市", "数"),
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let written = spelled(&mut rng, &record);
        let (city_key, count_key) = keys[rng.below(keys.len())];
        let (mark, bold) = (*rng.pick(&["", "- ", "* "]), *rng.pick(&["", "**"]));
        let count = record["count"].as_u64().unwrap_or(2);
        let unit = *rng.pick(&["", " pcs"]);
        let lines = |n: u64| {
            format!(
                "{mark}{bold}{city_key}:{bold} {}\n{mark}{bold}{count_key}:{bold} {n}{unit}",
                record["city"].as_str().unwrap_or("")
            )
        };
        let more = count + 1 + rng.below(50) as u64;
        let other = lines(more);
        let same = lines(count);
        let (never, gives) = if rng.below(2) == 0 {
            (
                format!("{other}\n\n{written}"),
                format!("{same}\n\n{written}"),
            )
        } else {
            (
                format!("{written}\n\n{other}"),
                format!("{written}\n\n{same}"),
            )
        };
        wrong.never(seed, &converter, &never);
        wrong.gives(seed, &converter, &gives, &record);
    }
    wrong.assert_none();
}

/// A record the writer says it does not vouch for, before or after it: only a guess or an
/// estimate, not verified, perhaps out of date, perhaps untrue (`This is only my guess:`,
/// `(The population figure has not been verified.)`, `Note: this information may be
/// outdated.`): never the answer. A clause set against such a doubt about something else
/// (`I can't verify who sent this email, but the extraction is straightforward:`) leaves it.
#[test]
fn a_record_the_writer_does_not_vouch_for_never_comes_back() {
    let converter = record_converter();
    let before = [
        "This is only my guess:",
        "My best guess, it may not be true:",
        "I haven't verified this, so treat it with care:",
        "Just a rough guess here:",
        "I'm guessing, but:",
    ];
    let after = [
        "(The count has not been verified.)",
        "Note: this information may be outdated, and I cannot check it.",
        "This is only an estimate.",
        "I could not verify the figure.",
        "It might not be accurate.",
        "Ce n'est qu'une supposition.",
        "Das ist nur eine Vermutung.",
        "Los datos no están verificados.",
        "Il dato non è verificato.",
        "Os números não foram verificados.",
        "Эти данные не проверены.",
        "Dane są niezweryfikowane.",
        "Bu bilgi doğrulanmadı.",
        "この数字は未確認です。",
        "这个数字未经证实。",
        "이 수치는 확인되지 않았습니다.",
        "Takwimu hizi hazijathibitishwa.",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let written = spelled(&mut rng, &record);
        let text = if rng.below(2) == 0 {
            format!("{}\n{written}", before[rng.below(before.len())])
        } else {
            format!("{written}\n\n{}", after[rng.below(after.len())])
        };
        wrong.never(seed, &converter, &text);
        let lead = *rng.pick(&[
            "I can't verify who sent this email, but the extraction itself is straightforward:",
            "Here is the record:",
            "I checked it twice:",
        ]);
        wrong.gives(seed, &converter, &format!("{lead}\n{written}"), &record);
    }
    wrong.assert_none();
}

/// A record written after a lead that makes it hang on what the asker meant (`If you mean
/// the Independent State of Samoa, the capital is Apia:`, `Si te refieres a…`, `如果你指的是…`):
/// a reading of the question, not the answer. An offer is no condition (`If you want JSON,
/// here it is:`).
#[test]
fn a_record_on_a_reading_of_the_question_never_comes_back() {
    let converter = record_converter();
    let leads = [
        "If you mean the larger city, then:",
        "Assuming you mean the capital,",
        "Si te refieres a la capital, entonces:",
        "Si vous voulez dire la capitale, alors :",
        "Wenn du damit die Hauptstadt meinst:",
        "Se intendi la capitale, allora:",
        "Если вы имеете в виду столицу, то:",
        "如果你指的是首都，那么：",
        "首都のことでしたら：",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let record = record(&mut rng);
        let written = spelled(&mut rng, &record);
        let lead = leads[rng.below(leads.len())];
        let gap = *rng.pick(&[" ", "\n"]);
        wrong.never(seed, &converter, &format!("{lead}{gap}{written}"));
        let offer = *rng.pick(&["If you want JSON, here it is:", "Here is the answer:"]);
        wrong.gives(seed, &converter, &format!("{offer}{gap}{written}"), &record);
    }
    wrong.assert_none();
}

/// A closed field's value beside prose that names the other value as its language inflects
/// it (`{"stanje": "odprto"}` then `…, torej je zaprt.`, `La pratica è chiusa.` beside
/// `"aperto"`): the reply states two. The value it holds, inflected, agrees, as does the other
/// denied (`La pratica non è chiusa.`).
#[test]
fn an_enum_value_the_prose_names_otherwise_inflected_never_comes_back() {
    // (the two values, a sentence, one that denies, the words that name each in them)
    let fields = [
        (
            ["odprto", "zaprto"],
            "Zahtevek je bil rešen, torej je {}.",
            "Zahtevek še ne bo {}.",
            ["odprt", "zaprt"],
        ),
        (
            ["aperto", "chiuso"],
            "La pratica è ormai {}.",
            "La pratica non è {}.",
            ["aperta", "chiusa"],
        ),
        (
            ["abierto", "cerrado"],
            "La solicitud ya está {}.",
            "La solicitud no está {}.",
            ["abierta", "cerrada"],
        ),
        (
            ["otevřeno", "zavřeno"],
            "Požadavek je už {}.",
            "Požadavek není {}.",
            ["otevřen", "zavřen"],
        ),
        (
            ["accepted", "rejected"],
            "After the review we {} it.",
            "After the review we did not {} it.",
            ["accept", "reject"],
        ),
        (
            ["otwarte", "zamknięte"],
            "Zgłoszenie jest już {}.",
            "Zgłoszenie nie jest {}.",
            ["otwarty", "zamknięty"],
        ),
    ];
    // (A short value takes no ending: `higher` names no `high`.)
    let levels = Converter::new(&json!({"type": "object",
        "properties": {"level": {"type": "string", "enum": ["low", "medium", "high"]}},
        "required": ["level"]}))
    .expect("a schema");
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (values, sentence, denial, said) = fields[rng.below(fields.len())];
        let converter = Converter::new(&json!({"type": "object",
            "properties": {"state": {"type": "string", "enum": values}},
            "required": ["state"]}))
        .expect("a schema");
        let held = rng.below(2);
        let value = json!({ "state": values[held] });
        let written = spelled(&mut rng, &value);
        wrong.never(
            seed,
            &converter,
            &format!("{written}\n\n{}", sentence.replace("{}", said[1 - held])),
        );
        wrong.gives(
            seed,
            &converter,
            &format!("{written}\n\n{}", sentence.replace("{}", said[held])),
            &value,
        );
        let medium = json!({"level": "medium"});
        let comparative = *rng.pick(&["higher", "lower", "highest"]);
        wrong.gives(
            seed,
            &levels,
            &format!("{medium}\n\nThe cost is {comparative} than last year."),
            &medium,
        );
        // (The other value denied: `La pratica non è chiusa.` beside `"aperto"`.)
        wrong.gives(
            seed,
            &converter,
            &format!("{written}\n\n{}", denial.replace("{}", said[1 - held])),
            &value,
        );
    }
    wrong.assert_none();
}

/// A record inside a message the reply forwards, in any language: a rule with a title, then
/// header lines (`---------- Weitergeleitete Nachricht ----------`, `Von: …`, `Betreff: …`),
/// to a rule alone or the reply's end. Another's message is never the answer on its own; the
/// reply's own record after it is, as is a section under a titled rule whose lines name the
/// record's own fields.
#[test]
fn a_record_in_a_forwarded_message_never_comes_back() {
    let converter = record_converter();
    // (title, headers)
    let messages = [
        ("Forwarded message", ["From: Gian", "Subject: booking"]),
        ("Original Message", ["From: Anna", "Sent: Monday"]),
        (
            "Weitergeleitete Nachricht",
            ["Von: Gian", "Betreff: Buchung"],
        ),
        ("Message transféré", ["De : Gian", "Objet : réservation"]),
        ("Mensaje reenviado", ["De: Gian", "Asunto: reserva"]),
        ("Пересланное сообщение", ["От: Гиан", "Тема: бронь"]),
        ("Messaggio inoltrato", ["Da: Gian", "Oggetto: prenotazione"]),
        ("转发的邮件", ["发件人：Gian", "主题：预订"]),
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (title, headers) = messages[rng.below(messages.len())];
        let mark = *rng.pick(&["-", "=", "_"]);
        let rule = mark.repeat(5 + rng.below(8));
        let quoted = record(&mut rng);
        let written = spelled(&mut rng, &quoted);
        let close = if rng.below(2) == 0 {
            format!("{}\n", mark.repeat(30))
        } else {
            String::new()
        };
        let forwarded = format!(
            "{rule} {title} {rule}\n{}\n{}\n\n{written}\n{close}",
            headers[0], headers[1]
        );
        wrong.never(
            seed,
            &converter,
            &format!("{forwarded}\nWhat should I do with it?"),
        );
        // (A section under a titled rule whose lines are the record's own fields is the
        // reply's: `===== Answer =====`, `City: Oslo`, `Count: 12`.)
        let section = format!(
            "{rule} {} {rule}\nCity: {}\nCount: {}\n\n{written}",
            *rng.pick(&["Answer", "Result", "Antwort"]),
            quoted["city"].as_str().unwrap_or(""),
            quoted["count"]
        );
        wrong.gives(seed, &converter, &section, &quoted);
        if !close.is_empty() {
            let own = record(&mut rng);
            let answer = serde_json::to_string(&own).unwrap_or_default();
            let text = format!("{forwarded}\nMy own answer: {answer}");
            if own != quoted {
                wrong.gives(seed, &converter, &text, &own);
            }
        }
    }
    wrong.assert_none();
}

/// A sentence after a value that tells the reader to set aside the value itself, named by
/// what it is (`Please ignore the count above`, `Forget that number`, `Disregard the figure I
/// gave`), however it is worded around: the value is taken back. Setting aside something
/// else (`Ignore the warnings above`) leaves it.
#[test]
fn a_value_the_reader_is_told_to_set_aside_by_name_never_comes_back() {
    let leads = ["", "Please ", "Oh, ", "Sorry, please "];
    let verbs = ["ignore", "disregard", "forget", "scratch"];
    let objects = [
        "the count above",
        "that number",
        "the figure above",
        "the city above",
        "the result above",
        "this count",
        "the number I gave",
        "the amount written above",
        "the value in the JSON",
    ];
    let tails = [
        ".",
        " - it came from an old list.",
        ", it is from last year's file.",
        "; I will send the right one later.",
    ];
    let kept = [
        "Ignore the warnings above, they are harmless.",
        "Please ignore the typo in your question; the record is right.",
        "Forget about the weather, it is fine.",
    ];
    sentences_after_a_record(|rng, _| {
        let lead = *rng.pick(&leads);
        let verb = *rng.pick(&verbs);
        let verb = if lead.is_empty() {
            capital(verb)
        } else {
            verb.to_string()
        };
        let sentence = format!("{lead}{verb} {}{}", rng.pick(&objects), rng.pick(&tails));
        (sentence, rng.pick(&kept).to_string())
    });
}

/// A sentence after a value, one of the first three, that says the real one differs from
/// it (`The real count is lower`, `The actual number is higher than that`, `In fact the true
/// figure is a bit larger`, `The real number is 11` after 14): the value written is not the
/// one meant. A
/// sentence that says the real one is the value written, or speaks of another real thing
/// (`The real surprise is how small it is`), leaves it.
#[test]
fn a_value_the_prose_says_the_real_one_differs_from_never_comes_back() {
    let leads = ["", "Hmm, ", "In fact, ", "Note: "];
    let reals = ["real", "actual", "true", "correct", "exact"];
    let nouns = ["count", "number", "figure", "total", "one"];
    let differs = [
        "is lower",
        "is higher",
        "is a bit larger",
        "is somewhat smaller",
        "is different",
        "is probably higher than that",
        "should be lower",
        "will be larger",
    ];
    let tails = [
        ".",
        ", but I don't know it exactly.",
        "; the list had duplicates.",
    ];
    sentences_after_a_record(|rng, value| {
        let lead = *rng.pick(&leads);
        let the = if lead.is_empty() { "The" } else { "the" };
        // (Or another number, `is 11` after 14; in the first sentence after the value or
        // the second.)
        let other = format!(
            "is {}",
            value["count"].as_u64().unwrap() + 1 + rng.below(9) as u64
        );
        let differ = if rng.below(4) == 0 {
            other.as_str()
        } else {
            *rng.pick(&differs)
        };
        let before = *rng.pick(&[
            "",
            "Going through the list again, I counted one family twice. ",
        ]);
        let sentence = format!(
            "{before}{lead}{the} {} {} {differ}{}",
            rng.pick(&reals),
            rng.pick(&nouns),
            rng.pick(&tails)
        );
        let kept = [
            format!("The real count is {}, as above.", value["count"]),
            "The real surprise is how small the town is.".to_string(),
            "The actual list had a few duplicates, which I removed.".to_string(),
        ];
        (sentence, rng.pick(&kept).clone())
    });
}

/// A sentence after a record that says one of the fields it fills is unknown (`The current
/// count is unknown.`, `The exact city is not known.`): the record states what its own
/// prose says nobody knows, and is never returned. A sentence that says something else is
/// unknown (`The reason for the change is unknown.`) leaves it.
#[test]
fn a_record_whose_prose_calls_a_field_it_fills_unknown_never_comes_back() {
    let qualifiers = ["", "current ", "exact ", "actual ", "real "];
    let fields = ["count", "city"];
    let unknowns = [
        "is unknown",
        "is not known",
        "remains unknown",
        "cannot be determined",
        "is undetermined",
        "is unknown to me",
    ];
    let kept = [
        "The reason for the change is unknown.",
        "Who collected the data is not known.",
        "The exact source cannot be determined, but the record is right.",
    ];
    sentences_after_a_record(|rng, _| {
        let sentence = format!(
            "The {}{} {}.",
            rng.pick(&qualifiers),
            rng.pick(&fields),
            rng.pick(&unknowns)
        );
        (sentence, rng.pick(&kept).to_string())
    });
}

/// A sentence after a value that calls it a typo (`That was a typo.`, `Sorry, typo.`, `The
/// count above is a typo.`): taken back, the meant value never written. A typo spoken of
/// elsewhere (`I fixed a typo in your question.`) leaves it.
#[test]
fn a_value_the_prose_calls_a_typo_never_comes_back() {
    let typos = [
        "That was a typo.",
        "Sorry, typo.",
        "The count above is a typo.",
        "Oops, that number is a typo.",
        "Typo, sorry.",
    ];
    let kept = [
        "I fixed a typo in your question.",
        "Your message had a typo in the city name, but it was clear.",
    ];
    sentence_after_a_record(&typos, &kept);
}

/// A comment after a value in `key: value` lines, a YAML document or config assignments
/// (`city: Oslo  # the capital`, `count = 12 # rounded`) is no part of the value: the record
/// is what the lines set. A `#` written into a value (`Issue #42`, `C#`) stays in it.
#[test]
fn a_comment_after_a_value_in_lines_is_no_part_of_it() {
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"city": {"type": "string"}, "count": {"type": "integer"},
                       "tag": {"type": "string"}},
        "required": ["city", "count", "tag"]
    }))
    .expect("a schema");
    let comments = [
        "# the capital",
        "#kulüp adı",
        "# 都市",
        "# rounded, see below",
        "#",
    ];
    let tags = ["Issue #42", "C#", "#general", "plain"];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let city = *rng.pick(&CITIES);
        let count = rng.below(900) + 2;
        let tag = *rng.pick(&tags);
        let mut comment = || {
            let gap = *rng.pick(&[" ", "  ", "\t"]);
            let text = *rng.pick(&comments);
            // (One space then `#` and a word glued to it is no comment: `Issue #42`.)
            if gap == " " && !text.starts_with("# ") && text != "#" {
                format!("  {text}")
            } else {
                format!("{gap}{text}")
            }
        };
        let (c1, c2) = (comment(), comment());
        let quoted = rng.below(2) == 0;
        let city_text = if quoted {
            format!("\"{city}\"")
        } else {
            city.to_string()
        };
        let tag_text = if tag.starts_with('#') {
            format!("\"{tag}\"")
        } else {
            tag.to_string()
        };
        let text = match rng.below(3) {
            0 => format!("city: {city_text}{c1}\ncount: {count}{c2}\ntag: {tag_text}"),
            1 => {
                format!("```yaml\ncity: {city_text}{c1}\ncount: {count}{c2}\ntag: {tag_text}\n```")
            }
            _ => format!("city = \"{city}\"{c1}\ncount = {count}{c2}\ntag = \"{tag}\""),
        };
        failures.gives(
            seed,
            &converter,
            &text,
            &json!({"city": city, "count": count, "tag": tag}),
        );
    }
    failures.assert_none();
}

/// A list whose prose, before or after it, names its items and then says there are more
/// (`The cities are Porto, Oslo and 5 more we will settle later.`, `…, and so on.`): the list
/// is not the whole one. A sentence that names them and ends leaves it.
#[test]
fn a_list_the_prose_says_goes_on_past_its_items_never_comes_back() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"cities": {"type": "array", "items": {"type": "string"}}},
        "required": ["cities"]}))
    .expect("a schema");
    let leads = [
        "The cities on the route are",
        "We stop in",
        "Las ciudades son",
    ];
    let more = [
        " and 5 more cities we will settle later",
        " and 3 more",
        ", and so on",
        ", etc.",
        " and others still to be confirmed",
        " y otras más",
        " und 3 weitere Städte, die wir noch festlegen",
        " и още 5 града, които ще уточним по-късно",
        " y tres más por confirmar",
    ];
    let ends = ["", ", all of them by train", " in that order"];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(3);
        let start = rng.below(CITIES.len() - n);
        let cities: Vec<&str> = CITIES[start..start + n].to_vec();
        let value = json!({ "cities": cities });
        let written = spelled(&mut rng, &value);
        let (last, rest) = cities.split_last().unwrap();
        let named = format!("{} and {last}", rest.join(", "));
        let named_open = cities.join(", ");
        let lead = *rng.pick(&leads);
        let sentence = format!("{lead} {named_open}{}.", rng.pick(&more));
        let text = if rng.below(2) == 0 {
            format!("{sentence}\n\n{written}")
        } else {
            format!("{written}\n\n{sentence}")
        };
        wrong.never(seed, &converter, &text);
        let sentence = format!("{lead} {named}{}.", rng.pick(&ends));
        wrong.gives(
            seed,
            &converter,
            &format!("{written}\n\n{sentence}"),
            &value,
        );
    }
    wrong.assert_none();
}

/// A list's last item that opens by saying the list goes on, whatever words qualify it
/// after (`- and others to taste`, `"etc. as needed"`, `- and so on, depending on the
/// season`): the list is not the whole one, in bullets or in JSON. A last item that is a
/// thing of its own (`- and a pinch of salt`) leaves it.
#[test]
fn a_list_whose_last_item_opens_by_going_on_never_comes_back() {
    let converter = Converter::new(&json!({"type": "object",
        "properties": {"items": {"type": "array", "items": {"type": "string"}}},
        "required": ["items"]}))
    .expect("a schema");
    let things = [
        "chili", "shallots", "garlic", "lime", "salt", "sugar", "tomato",
    ];
    let openings = [
        "and others",
        "etc.",
        "and so on",
        "and more",
        "and the like",
        "y otros",
    ];
    let tails = [
        "to taste",
        "as needed",
        "depending on the season",
        "if you have them",
    ];
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(3);
        let start = rng.below(things.len() - n);
        let items: Vec<&str> = things[start..start + n].to_vec();
        let last = format!("{} {}", rng.pick(&openings), rng.pick(&tails));
        let bullets = |items: &[String]| {
            items
                .iter()
                .map(|i| format!("- {i}"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let mut with_last: Vec<String> = items.iter().map(|s| s.to_string()).collect();
        with_last.push(last);
        let text = if rng.below(2) == 0 {
            format!("You need:\n{}", bullets(&with_last))
        } else {
            json!({ "items": with_last }).to_string()
        };
        wrong.never(seed, &converter, &text);
        let mut kept: Vec<String> = items.iter().map(|s| s.to_string()).collect();
        kept.push("a pinch of salt to taste".to_string());
        wrong.gives(
            seed,
            &converter,
            &json!({ "items": kept }).to_string(),
            &json!({ "items": kept }),
        );
    }
    wrong.assert_none();
}

/// One string of numbers parted by commas with no space, where the items may be fractions
/// and no decimal point shows the writer's mark (`"1,5,2,3"`): four numbers, or two with a
/// decimal comma; never read either way. With spaces after the commas (`"1, 5, 2, 3"`), a
/// decimal point (`"1.5,2.3"`) or whole numbers wanted, the reading is sure.
#[test]
fn numbers_parted_by_commas_that_may_be_decimal_marks_are_never_read() {
    let number = Converter::new(&json!({"type": "object",
        "properties": {"values": {"type": "array", "items": {"type": "number"}}},
        "required": ["values"]}))
    .expect("a schema");
    let integer = Converter::new(&json!({"type": "object",
        "properties": {"values": {"type": "array", "items": {"type": "integer"}}},
        "required": ["values"]}))
    .expect("a schema");
    let mut wrong = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let n = 2 + rng.below(5);
        let digits: Vec<u64> = (0..n).map(|_| rng.below(30) as u64).collect();
        let glued = digits
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(",");
        let lead = *rng.pick(&["", "Namerané hodnoty:\n", "The values:\n"]);
        wrong.never(
            seed,
            &number,
            &format!("{lead}{}", json!({ "values": glued })),
        );
        wrong.gives(
            seed,
            &integer,
            &format!("{lead}{}", json!({ "values": glued })),
            &json!({ "values": digits }),
        );
        let spaced = glued.replace(',', ", ");
        wrong.gives(
            seed,
            &number,
            &format!("{lead}{}", json!({ "values": spaced })),
            &json!({ "values": digits }),
        );
    }
    wrong.assert_none();
}

/// A sentence after a value that says it is not to be relied on (`This figure is therefore
/// not reliable.`, `The count cannot be trusted.`, `Ce chiffre n'est pas fiable.`,
/// `unzuverlässig`): the writer does not vouch for it. One that says it is reliable leaves
/// it.
#[test]
fn a_value_the_prose_calls_unreliable_never_comes_back() {
    let unreliable = [
        "This figure is therefore not reliable.",
        "The count cannot be trusted.",
        "So the number is unreliable; it must be recounted.",
        "This figure is not dependable.",
        "Ce chiffre n'est donc pas fiable.",
        "Diese Zahl ist nicht zuverlässig.",
        "Esta cifra no es fiable.",
        "Questo numero non è affidabile.",
        "Эти данные ненадёжны.",
        "Bu rakam güvenilir değil.",
    ];
    let reliable = [
        "The source is reliable and current.",
        "I trust this figure: it comes from the census.",
        "Ce chiffre est fiable.",
    ];
    sentence_after_a_record(&unreliable, &reliable);
}

/// Prose beside a record that gives its number field about another number (`The count is
/// about 8,000.` beside 10,800; `roughly 1240` beside 940): the reply says two things, and
/// neither comes back. A number near the record's, within one unit of its last digit that is
/// not a zero (`about 11,000` beside 10,800), and the same number grouped by spaces (`10
/// 800`), leave it.
#[test]
fn a_record_whose_prose_gives_its_number_about_another_never_comes_back() {
    let converter = record_converter();
    let approximately = ["about", "around", "roughly", "approximately", "nearly", "~"];
    let leads = [
        "The count is",
        "The count was",
        "Count:",
        "In total the count is",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let count = 1_000 + rng.below(900_000);
        let value = json!({"city": rng.pick(&CITIES), "count": count});
        let written = spelled(&mut rng, &value);
        // As near as the first digit, or the first two.
        let unit = if rng.below(2) == 0 {
            10usize.pow(count.ilog10())
        } else {
            10usize.pow(count.ilog10() - 1)
        };
        let near = (count + unit / 2) / unit * unit;
        // (Far at its own precision too: two units off or more, its digit at the unit not a
        // zero, so that its own last digit that is not a zero is the unit's.)
        let mut far = near + unit * (2 + rng.below(4));
        if (far / unit).is_multiple_of(10) {
            far += unit;
        }
        let mark = *rng.pick(&[' ', ',', '\u{a0}']);
        let grouped = |n: usize| {
            let digits = n.to_string();
            let mut out = String::new();
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (digits.len() - i).is_multiple_of(3) {
                    out.push(mark);
                }
                out.push(c);
            }
            out
        };
        let about = *rng.pick(&approximately);
        let gap = if about == "~" { "" } else { " " };
        let lead = *rng.pick(&leads);
        let far_text = grouped(far);
        let near_text = grouped(near);
        let exact_text = grouped(count);
        let place = |rng: &mut Rng, sentence: String| {
            if rng.below(2) == 0 {
                format!("{sentence}\n\n{written}")
            } else {
                format!("{written}\n\n{sentence}")
            }
        };
        let text = place(&mut rng, format!("{lead} {about}{gap}{far_text}."));
        failures.never(seed, &converter, &text);
        let text = place(&mut rng, format!("{lead} {about}{gap}{near_text}."));
        failures.gives(seed, &converter, &text, &value);
        let text = place(&mut rng, format!("{lead} {exact_text}."));
        failures.gives(seed, &converter, &text, &value);
    }
    failures.assert_none();
}

/// A sentence after a record that names one of its own texts, past a label and in quotes,
/// and calls it an example or a stand-in (`Note: "Acme Corp" is only an example name I put
/// in to fill the field.`, `*Oslo* is just a sample value.`): the record is no answer. One
/// that says something else of it (`"Oslo" is the capital of Norway.`) leaves it.
#[test]
fn a_record_whose_own_text_the_prose_calls_an_example_never_comes_back() {
    let converter = record_converter();
    let labels = ["", "Note: ", "NB: ", "Attention: ", "Please note: "];
    let quotes = [
        ("", ""),
        ("\"", "\""),
        ("'", "'"),
        ("`", "`"),
        ("*", "*"),
        ("“", "”"),
    ];
    let callings = [
        "is only an example name I put in to fill the field",
        "is just a sample value",
        "is merely a placeholder",
        "is only an example",
        "is a placeholder I used",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let city = value["city"].as_str().unwrap();
        let (open, close) = *rng.pick(&quotes);
        let label = *rng.pick(&labels);
        let sentence = format!("{label}{open}{city}{close} {}.", rng.pick(&callings));
        failures.never(seed, &converter, &format!("{written}\n\n{sentence}"));
        let kept = format!("{label}{open}{city}{close} is where the office is.");
        failures.gives(seed, &converter, &format!("{written}\n\n{kept}"), &value);
    }
    failures.assert_none();
}

/// An example written in a fence as YAML, TOML or JSON, then the answer in a fence of its
/// own, in any of those (`Example:` then ```` ```yaml ```` `port: 8080`, then `Answer:` and
/// ```` ```json ````): the answer. The example's lines are a document of their own, not prose
/// that states other values; two such documents with no word between that tells them apart
/// give no answer.
#[test]
fn an_example_in_a_fence_of_lines_then_the_answer_gives_the_answer() {
    let converter = record_converter();
    let examples = [
        "Example:",
        "This configuration is just an example from the documentation:",
        "For instance, a record could look like this:",
        "Beispiel:",
    ];
    let answers = [
        "Answer:",
        "For your data, though, according to the file you sent:",
        "Here is the actual record:",
        "Antwort:",
    ];
    let fenced = |rng: &mut Rng, value: &Value| {
        let (city, count) = (value["city"].as_str().unwrap(), &value["count"]);
        match rng.below(3) {
            0 => format!("```yaml\ncity: {city}\ncount: {count}\n```"),
            1 => format!("```toml\ncity = \"{city}\"\ncount = {count}\n```"),
            _ => format!("```json\n{value}\n```"),
        }
    };
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let example = record(&mut rng);
        let mut answer = record(&mut rng);
        if answer == example {
            answer["count"] = json!(example["count"].as_u64().unwrap() + 1);
        }
        let (e, a) = (fenced(&mut rng, &example), fenced(&mut rng, &answer));
        let text = format!(
            "{}\n\n{e}\n\n{}\n\n{a}",
            rng.pick(&examples),
            rng.pick(&answers)
        );
        failures.gives(seed, &converter, &text, &answer);
        failures.never(seed, &converter, &format!("{e}\n\n{a}"));
    }
    failures.assert_none();
}

/// Prose beside a record that states another of a closed field's values (`so the currency
/// code is AED and not the riyal` beside `"SAR"`, `The status is pending rather than
/// approved.` beside `"approved"`): the record is contradicted, never returned. A code in
/// capitals is stated of the field only in a sentence that names the field (`Prices were
/// converted from EUR.` says nothing of it); a value named as the one set aside (`approved
/// rather than pending`, `SAR, not AED`) leaves the record.
#[test]
fn a_closed_value_the_prose_states_otherwise_never_comes_back() {
    let currency = Converter::new(&json!({"type": "object",
        "properties": {"currency": {"type": "string", "enum": ["SAR", "AED", "USD", "EUR"]}},
        "required": ["currency"]}))
    .expect("a schema");
    let status = Converter::new(&json!({"type": "object",
        "properties": {"status": {"type": "string", "enum": ["approved", "rejected", "pending"]}},
        "required": ["status"]}))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (converter, field, values, noun) = if rng.below(2) == 0 {
            (
                &currency,
                "currency",
                ["SAR", "AED", "USD", "EUR"].as_slice(),
                "currency code",
            )
        } else {
            (
                &status,
                "status",
                ["approved", "rejected", "pending"].as_slice(),
                "status",
            )
        };
        let held = *rng.pick(values);
        let other = *values.iter().find(|v| **v != held).unwrap();
        let value = json!({ field: held });
        let written = spelled(&mut rng, &value);
        let lead = *rng.pick(&["", "My oversight: ", "Looking again, ", "Note that "]);
        let the = if lead.is_empty() { "The" } else { "the" };
        let against = match rng.below(4) {
            0 => format!("{lead}{the} {noun} is {other}."),
            1 => format!("{lead}{the} {noun} is {other} and not {held}."),
            2 => format!("{lead}{the} {noun} is {other} rather than {held}."),
            _ => format!("{lead}so the {noun} is {other}, as the invoice says."),
        };
        let text = if rng.below(3) == 0 {
            format!("{against}\n\n{written}")
        } else {
            format!("{written}\n\n{against}")
        };
        failures.never(seed, converter, &text);
        let kept = match rng.below(3) {
            0 => format!("The {noun} is {held} rather than {other}."),
            1 => format!("The {noun} is {held}, not {other}."),
            _ if field == "currency" => {
                format!("Prices were converted from {other} at today's rate.")
            }
            _ => "The application was reviewed on Monday.".to_string(),
        };
        failures.gives(seed, converter, &format!("{written}\n\n{kept}"), &value);
    }
    failures.assert_none();
}

/// A doubt after a record about something the record does not hold, which its sentence says
/// was not asked (`How many live there I'm not quite sure, but that is not what you
/// asked.`, `… men det var inte det du frågade om.`), or a doubt of what the reader needs
/// (`I don't know if you also need the ISO code.`): the record is still the answer. The same
/// doubt without such words takes it.
#[test]
fn a_doubt_of_what_was_not_asked_leaves_the_record() {
    let converter = record_converter();
    let doubts = [
        "How many people live there exactly I'm not quite sure",
        "I am not sure whether the river is the second longest",
        "I don't know who designed it",
        "My figures for the population may be a few years old",
    ];
    let not_asked = [
        ", but that is not what you asked.",
        " - but you didn't ask about that.",
        ", but that's not your question.",
        "; that wasn't asked, though.",
        ", men det var inte det du frågade om.",
        ", pero no es lo que preguntaste.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let doubt = *rng.pick(&doubts);
        let kept = if rng.below(4) == 0 {
            "I don't know if you also need the country code; if so, tell me.".to_string()
        } else {
            format!("{doubt}{}", rng.pick(&not_asked))
        };
        failures.gives(seed, &converter, &format!("{written}\n\n{kept}"), &value);
        let plain = *rng.pick(&[
            "I'm not quite sure of these figures.",
            "My figures may be a few years old.",
        ]);
        failures.never(seed, &converter, &format!("{written}\n\n{plain}"));
    }
    failures.assert_none();
}

/// A sentence after a record that replaces a value with another (`Actually, make that
/// Bergen.`, `No, make it 14.`), trusts it less on reflection (`On reflection I am less
/// confident about the count.`), says the writer does not hold a field the record fills (`I
/// don't have the count.`), strikes it (`Strike the count; the source double-counts.`), or
/// says the figure meant is not out yet (`this year's figure has not been published yet`):
/// the record is never returned. Sentences that say none of this leave it.
#[test]
fn a_record_replaced_or_trusted_less_in_other_words_never_comes_back() {
    let takes = [
        "Actually, make that Bergen.",
        "No, make it 14.",
        "Hmm, make that 30 instead.",
        "On reflection I am less confident about the count.",
        "I'm less sure of the city now.",
        "I don't have the count.",
        "I do not have the exact count, sorry.",
        "Strike the count; the source double-counts returns.",
        "Please strike that number.",
        "That count is for last year; this year's figure has not been published yet.",
        "The current figures are not yet available.",
    ];
    let keeps = [
        "Make sure to check the other cities too.",
        "The count includes everyone who registered.",
        "I have the full list if you need it.",
    ];
    sentence_after_a_record(&takes, &keeps);
}

/// A record the sentence around it says held at a time that is over, in the clause leading
/// into it (`Until March the record was {…}`, `Vor der Migration war der Eintrag {…}`, `去年的
/// 记录是 {…}`) or in the one right after it (`{…} was the record before the migration`,
/// `{…} — c'était l'enregistrement l'an dernier`): a bygone value, never the answer. The
/// value said to hold now after it is; a record stated in the present, or said to hold now
/// as it did before, is the answer.
#[test]
fn a_value_said_to_have_held_once_never_comes_back() {
    // (bounds of a time that is over, the lead into the record, the sentence after it, the
    // lead of the value now, the lead of a record in the present)
    type Language = (
        &'static [&'static str],
        &'static str,
        &'static str,
        &'static str,
        &'static str,
    );
    let languages: [Language; 9] = [
        (
            &[
                "until March",
                "before the migration",
                "last year",
                "two years ago",
                "back then",
                "before your edit",
                "prior to the update",
                "at the time",
            ],
            "{bound}, the record was",
            "was the record {bound}.",
            "Now it is",
            "The record is",
        ),
        (
            &[
                "bis März",
                "vor der Migration",
                "letztes Jahr",
                "damals",
                "vor dem Update",
            ],
            "{bound} war der Eintrag",
            "war der Eintrag {bound}.",
            "Jetzt ist es",
            "Der Eintrag ist",
        ),
        (
            &[
                "jusqu'en mars",
                "avant la migration",
                "l'an dernier",
                "à l'époque",
                "il y a deux ans",
            ],
            "{bound}, l'enregistrement était",
            "— c'était l'enregistrement {bound}.",
            "Maintenant c'est",
            "L'enregistrement est",
        ),
        (
            &[
                "hasta marzo",
                "antes de la migración",
                "el año pasado",
                "en aquel momento",
                "hace dos años",
            ],
            "{bound}, el registro era",
            "era el registro {bound}.",
            "Ahora es",
            "El registro es",
        ),
        (
            &[
                "fino a marzo",
                "prima della migrazione",
                "l'anno scorso",
                "all'epoca",
            ],
            "{bound} il record era",
            "era il record {bound}.",
            "Adesso è",
            "Il record è",
        ),
        (
            &[
                "até março",
                "antes da migração",
                "no ano passado",
                "na época",
            ],
            "{bound}, o registro era",
            "era o registro {bound}.",
            "Agora é",
            "O registro é",
        ),
        (
            &[
                "до марта",
                "до миграции",
                "в прошлом году",
                "тогда",
                "два года назад",
            ],
            "{bound} запись была",
            "— была запись {bound}.",
            "Сейчас она такая:",
            "Запись такая:",
        ),
        (
            &["przed migracją", "w zeszłym roku", "wcześniej"],
            "{bound} rekord był",
            "był rekordem {bound}.",
            "Teraz jest",
            "Rekord to",
        ),
        (
            &["迁移之前", "去年", "当时"],
            "{bound}的记录是",
            "",
            "现在是",
            "记录是",
        ),
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (bounds, lead, after, now, present) = *rng.pick(&languages);
        let bound = *rng.pick(bounds);
        let (old, new) = (record(&mut rng), record(&mut rng));
        let written = if rng.below(2) == 0 {
            old.to_string()
        } else {
            old.to_string().replace('"', "'")
        };
        let lead = lead.replace("{bound}", bound);
        let lead = capital(&lead);
        failures.never(seed, &converter, &format!("{lead} {written}."));
        if !after.is_empty() {
            let after = after.replace("{bound}", bound);
            failures.never(seed, &converter, &format!("{written} {after}"));
        }
        if old != new {
            failures.gives(
                seed,
                &converter,
                &format!("{lead} {written}. {now} {new}."),
                &new,
            );
        }
        failures.gives(seed, &converter, &format!("{present} {written}."), &old);
    }
    failures.assert_none();
}

/// After the answer, a remark that leads into an illustration of its own, as a label (`As an
/// example: {…}`, `Zum Beispiel: {…}`) or a sentence that runs on into it (`(Just as an
/// example — with every answer right it would read {…})`), or a sentence that supposes a case
/// that does not hold (`If all answers were right, the result would be {…}`, `Si toutes les
/// réponses étaient justes, …`): the illustration is no answer, and the answer before it
/// stands. Alone, the supposed value never comes back.
#[test]
fn an_illustration_after_the_answer_leaves_it() {
    let labels = [
        "As an example:",
        "For example:",
        "Just as an example:",
        "Zum Beispiel:",
        "Por ejemplo:",
        "Par exemple :",
        "Per esempio:",
        "Например:",
        "例如：",
    ];
    let remarks = [
        "(Just as an example — with every answer right it would read",
        "(Only as an example, a perfect run would show",
        "(Nur als Beispiel — ein fehlerfreier Lauf ergäbe",
        "(Solo como ejemplo — con todo correcto saldría",
    ];
    let supposed = [
        "If all answers were right, the result would be",
        "If every item had been counted, the record would look like this:",
        "Wenn alle Antworten richtig wären, wäre das Ergebnis",
        "Si toutes les réponses étaient justes, le résultat serait",
        "Si todas las respuestas fueran correctas, el resultado sería",
        "Se tutte le risposte fossero giuste, il risultato sarebbe",
        "Если бы все ответы были верны, результат был бы",
        "अगर सभी जवाब सही होते तो नतीजा ऐसा दिखता:",
    ];
    let leads = ["", "Answer:\n", "Result: "];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (answer, other) = (record(&mut rng), record(&mut rng));
        if answer == other {
            continue;
        }
        let lead = *rng.pick(&leads);
        let illustration = match rng.below(3) {
            0 => format!("{} {other}", rng.pick(&labels)),
            1 => format!("{} {other})", rng.pick(&remarks)),
            _ => format!("{} {other}", rng.pick(&supposed)),
        };
        let gap = *rng.pick(&["\n\n", "\n"]);
        failures.gives(
            seed,
            &converter,
            &format!("{lead}{answer}{gap}{illustration}"),
            &answer,
        );
        failures.never(
            seed,
            &converter,
            &format!("{} {other}", rng.pick(&supposed)),
        );
        // (A plain past under a condition supposes nothing.)
        failures.gives(
            seed,
            &converter,
            &format!("If any rows were skipped, they are listed in the record: {answer}"),
            &answer,
        );
    }
    failures.assert_none();
}

/// A lead that calls the record after it an example, its cue word at the start of a long
/// sentence: as far back in a script of three bytes a letter (Devanagari, Georgian, Thai,
/// Chinese) as in ASCII, so the record never comes back.
#[test]
fn an_example_lead_reaches_as_far_in_every_script() {
    // (the lead's opening with its cue word, words that go on without one)
    let leads = [
        (
            "नीचे सिर्फ़ एक उदाहरण दिया गया है",
            "ताकि आप प्रारूप देख सकें और समझ सकें कि हर पंक्ति कैसे लिखी जाती है",
        ),
        (
            "以下只是一个示例",
            "用来说明格式应该怎样书写以及每个字段应该放在什么位置上面请您参考一下再填写您自己的真实内容",
        ),
        (
            "ต่อไปนี้เป็นเพียงตัวอย่าง",
            "เพื่อให้คุณเห็นรูปแบบที่ถูกต้องและเข้าใจว่าแต่ละช่องควรเขียนอย่างไร",
        ),
        (
            "Below is only an example",
            "so that you can see the format and understand how each line is written",
        ),
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let (cue, on) = *rng.pick(&leads);
        let words: Vec<&str> = on.split(' ').collect();
        // (Some or all of the words that go on, in a script without spaces a part of them.)
        let on = if words.len() > 1 {
            words[..1 + rng.below(words.len())].join(" ")
        } else {
            on.chars().take(4 + rng.below(40)).collect()
        };
        let written = spelled(&mut rng, &value);
        failures.never(seed, &converter, &format!("{cue}, {on}:\n\n{written}"));
    }
    failures.assert_none();
}

/// A closed field's value that the prose after the record denies, a verb's tense or time
/// between the negation and the value (`It has not been shipped yet.`, `The order is not yet
/// paid.`), or states another value of in a clause of its own after a denial of something else
/// (`This is not urgent at all: its priority is low.`, `No rush, the status is pending.`): the
/// record never comes back. The value the prose denies of something else (`Nothing was
/// cancelled.`) or affirms leaves it.
#[test]
fn a_closed_value_the_prose_denies_or_states_otherwise_never_comes_back() {
    let statuses = ["paid", "shipped", "cancelled", "approved", "pending"];
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"status": {"enum": statuses}, "count": {"type": "integer"}},
        "required": ["status", "count"]
    }))
    .expect("a schema");
    let subjects = ["It", "The order", "This one", "That invoice"];
    let denied = [
        "{S} has not been {V} yet.",
        "{S} has not been {V}.",
        "{S} is not yet {V}.",
        "{S} hasn't been {V}.",
        "{S} has never been {V}.",
        "{S} will not be {V}.",
    ];
    let denials = [
        "This is not urgent at all",
        "It is not a big deal",
        "No rush",
        "Nothing is blocking it",
        "I did not check the history",
    ];
    let kept = [
        "{S} has been {V} since Monday.",
        "Nothing else was changed.",
        "{S} is {V}, not on hold.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let status = *rng.pick(&statuses);
        let other = *rng.pick(&statuses);
        let value = json!({"status": status, "count": rng.below(90) + 2});
        let written = spelled(&mut rng, &value);
        let subject = *rng.pick(&subjects);
        let fill = |t: &str, v: &str| t.replace("{S}", subject).replace("{V}", v);
        let gap = *rng.pick(&["\n", "\n\n"]);
        failures.never(
            seed,
            &converter,
            &format!("{written}{gap}{}", fill(rng.pick::<&str>(&denied), status)),
        );
        if other != status {
            let sep = *rng.pick(&[":", ",", " —", ";"]);
            failures.never(
                seed,
                &converter,
                &format!(
                    "{written}{gap}{}{sep} the status is {other}.",
                    rng.pick(&denials)
                ),
            );
        }
        failures.gives(
            seed,
            &converter,
            &format!("{written}{gap}{}", fill(rng.pick::<&str>(&kept), status)),
            &value,
        );
    }
    failures.assert_none();
}

/// An empty record or list beside prose that apologizes that what was asked could not be
/// found, before it or after it, in any language (`Sorry, the report you asked for could not
/// be found.`, `Lo siento, no encontré el informe.`, `抱歉，找不到这份报告。`): the reply gives
/// nothing, never an empty value. A record that fills every field beside such prose never
/// comes back either. An empty record the prose gives as its answer without an apology (`I
/// couldn't find any of these details, so the result is an empty object:`) is the answer.
#[test]
fn an_empty_value_beside_an_apology_for_finding_nothing_never_comes_back() {
    let sorry = [
        "Sorry, the report you asked for could not be found.",
        "I'm sorry, the document was not found.",
        "Sorry, I was unable to find that report.",
        "Lo siento, no encontré el informe.",
        "Désolé, je n'ai pas trouvé ce rapport.",
        "Entschuldigung, der Bericht wurde nicht gefunden.",
        "Mi dispiace, non ho trovato il rapporto.",
        "Desculpe, não encontrei o relatório.",
        "Извините, не удалось найти отчёт.",
        "抱歉，找不到这份报告。",
        "申し訳ありません、レポートが見つかりませんでした。",
    ];
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"title": {"type": "string"}, "pages": {"type": "integer"}}
    }))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let apology = *rng.pick(&sorry);
        let empty = match rng.below(3) {
            0 => "{}".to_string(),
            1 => "```json\n{}\n```".to_string(),
            _ => "{ }".to_string(),
        };
        let gap = if empty.ends_with("```") {
            *rng.pick(&["\n", "\n\n"])
        } else {
            *rng.pick(&["\n", "\n\n", " "])
        };
        let reply = if rng.below(2) == 0 {
            format!("{apology}{gap}{empty}")
        } else {
            format!("{empty}{gap}{apology}")
        };
        failures.never(seed, &converter, &reply);
        let full = json!({"title": rng.pick(&CITIES), "pages": rng.below(90) + 2});
        failures.never(seed, &converter, &format!("{apology}{gap}{full}"));
        failures.gives(
            seed,
            &converter,
            &format!("I couldn't find any of these details in the text, so the result is an empty object:{gap}{empty}"),
            &json!({}),
        );
    }
    failures.assert_none();
}

/// A value the reply says it gives from memory, or says may be old, before it or after it,
/// in any language (`From memory:`, `This number is from my memory and may be old:`, `По
/// памяти`, `凭记忆`): not looked up, never the answer. A value the reply says it looked up
/// is.
#[test]
fn a_value_given_from_memory_never_comes_back() {
    let leads = [
        "From memory:",
        "This is from my memory and may be old:",
        "Off the top of my head, it is",
        "As far as I remember:",
        "De mémoire :",
        "Aus dem Gedächtnis:",
        "De memoria:",
        "По памяти:",
        "Z pamięci:",
        "凭记忆：",
        "記憶では：",
        "These figures could be outdated:",
    ];
    let afters = [
        "This is from memory.",
        "I wrote this from memory.",
        "Das ist aus dem Gedächtnis.",
        "Lo escribo de memoria.",
        "Это по памяти.",
        "The numbers may be old.",
    ];
    let checked = [
        "I looked it up in the file:",
        "Checked against the invoice:",
        "Nach dem Dokument:",
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let gap = if written.ends_with("```") {
            "\n"
        } else {
            *rng.pick(&[" ", "\n", "\n\n"])
        };
        let lead_gap = *rng.pick(&[" ", "\n"]);
        failures.never(
            seed,
            &converter,
            &format!("{}{lead_gap}{written}", rng.pick(&leads)),
        );
        failures.never(
            seed,
            &converter,
            &format!("{written}{gap}{}", rng.pick(&afters)),
        );
        failures.gives(
            seed,
            &converter,
            &format!("{}{lead_gap}{written}", rng.pick(&checked)),
            &value,
        );
    }
    failures.assert_none();
}

/// A sentence after a record that says it is not the answer, in any language (`The value
/// above is not the answer.`, `Ce n'est pas la bonne réponse.`, `위 값은 정답이 아닙니다.`):
/// taken back. One that says it is not the answer someone expected, and right, leaves it.
#[test]
fn a_value_the_prose_says_is_not_the_answer_never_comes_back() {
    let takes = [
        "The value above is not the answer.",
        "But the record above is not the right answer.",
        "That is not the correct answer.",
        "Ce n'est pas la bonne réponse.",
        "Das ist nicht die richtige Antwort.",
        "Eso no es la respuesta correcta.",
        "Questa non è la risposta giusta.",
        "Isso não é a resposta certa.",
        "上面的不是正确答案。",
        "上記は正解ではありません。",
        "위 값은 정답이 아닙니다.",
    ];
    let keeps = [
        "This is not the answer you expected, but it is right.",
        "It is not the answer the old report gave; the new count is the right one.",
    ];
    sentence_after_a_record(&takes, &keeps);
}

/// A flag set true beside prose that says the opposite state (`closed` for `open`,
/// `rejected` for `approved`, `disabled` for `enabled`), however the sentence goes: the
/// record never comes back. The opposite denied (`It is not closed.`) or the state itself
/// stated leaves it.
#[test]
fn a_flag_the_prose_says_the_opposite_of_never_comes_back() {
    let flags = [
        ("open", &["closed", "shut"][..]),
        ("approved", &["rejected", "denied", "declined"][..]),
        ("enabled", &["disabled", "turned off"][..]),
        ("accepted", &["rejected", "declined"][..]),
        ("confirmed", &["cancelled", "canceled"][..]),
    ];
    let says = [
        "Unfortunately, it was {O} last week.",
        "Note: this one is {O} now.",
        "It has been {O} since Monday, sadly.",
        "The request was {O} by the committee.",
    ];
    let keeps = ["It is not {O}.", "It is {F}, as the log says."];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (flag, opposites) = *rng.pick(&flags);
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {flag: {"type": "boolean"}, "count": {"type": "integer"}},
            "required": [flag, "count"]
        }))
        .expect("a schema");
        let value = json!({flag: true, "count": rng.below(90) + 2});
        let written = spelled(&mut rng, &value);
        let opposite = *rng.pick(opposites);
        let fill = |t: &str| t.replace("{O}", opposite).replace("{F}", flag);
        let gap = *rng.pick(&["\n", "\n\n"]);
        let (take, keep) = (
            fill(rng.pick::<&str>(&says)),
            fill(rng.pick::<&str>(&keeps)),
        );
        failures.after(
            seed,
            &converter,
            &format!("{written}{gap}"),
            &take,
            &keep,
            &value,
        );
    }
    failures.assert_none();
}

/// A lead that calls a fence an example (`The example variables are:`, `Sample config:`,
/// `Beispiel:`) leads into the fence, not past it: a record written after the fence closes,
/// under words of its own, is the answer. The record inside the fence so led is never.
#[test]
fn an_example_lead_ends_with_the_fence_it_leads_into() {
    let leads = [
        "The example variables from .env.example are:",
        "Sample config:",
        "Here is an example request:",
        "Beispiel:",
        "Exemple de configuration :",
        "Ejemplo:",
        "Пример:",
        "示例：",
    ];
    let fences = [
        "```sh\nexport MAX_ITEMS=100\n```",
        "```yaml\nmax_items: 100\nmode: demo\n```",
        "```python\nsample = {\"max_items\": 100}\n```",
        "```\nMAX_ITEMS=100\n```",
    ];
    let afters = [
        "For production, however, the values are:",
        "The real values are:",
        "In your file:",
        "",
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let lead = *rng.pick(&leads);
        let after = *rng.pick(&afters);
        let gap = *rng.pick(&["\n", "\n\n"]);
        failures.gives(
            seed,
            &converter,
            &format!("{lead}{gap}{}{gap}{after}{gap}{value}", rng.pick(&fences)),
            &value,
        );
        let fenced = format!("```json\n{value}\n```");
        failures.never(seed, &converter, &format!("{lead}{gap}{fenced}"));
    }
    failures.assert_none();
}

/// A sentence after a record that doubts something the record does not hold, then sets a
/// clause against the doubt that names one of the record's fields (`I'm not sure about the
/// weather there, but the count is exact.`): the record stands. The same doubt of the record's
/// own field (`I'm not sure about the count, but the weather was fine.`) takes it back.
#[test]
fn a_doubt_set_against_a_field_it_vouches_for_leaves_the_record() {
    let doubts = [
        "I'm not sure about {X}",
        "I am not certain who {X}",
        "I don't know {X}",
        "I'm unsure about {X}",
    ];
    let others = [
        "the weather there",
        "the mayor",
        "the population",
        "the opening hours",
    ];
    let contrasts = ["but", "though", "yet"];
    let vouch = ["is exact", "is correct", "was checked", "is certain"];
    let fields = ["count", "city"];
    let mut failures = Failures::default();
    let converter = record_converter();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let doubt = *rng.pick(&doubts);
        let other = *rng.pick(&others);
        let field = *rng.pick(&fields);
        let contrast = *rng.pick(&contrasts);
        let gap = if written.ends_with("```") {
            "\n"
        } else {
            *rng.pick(&[" ", "\n"])
        };
        let kept = format!(
            "{}, {contrast} the {field} {}.",
            doubt.replace("{X}", other),
            rng.pick(&vouch)
        );
        failures.gives(seed, &converter, &format!("{written}{gap}{kept}"), &value);
        let taken = format!(
            "{}, {contrast} {other} {}.",
            doubt.replace("{X}", &format!("the {field}")),
            rng.pick(&vouch)
        );
        failures.never(seed, &converter, &format!("{written}{gap}{taken}"));
    }
    failures.assert_none();
}

/// A sentence after a record that opens with a label (`Note:`, `Nota:`, `Ollo:`) and then
/// calls a part of it an example or wrong, by a name the record's keys do not spell (`Note:
/// the NIF is an example value.`, `Nota: el NIF es un valor de ejemplo.`, `Attention: that
/// figure is not correct.`), is read as it is without the label: the record never comes back.
/// A label over a sentence that calls something else an example leaves it.
#[test]
fn a_labelled_remark_after_a_record_is_read_past_its_label() {
    let labels = [
        "Note:",
        "Nota:",
        "NB:",
        "Attention:",
        "Hinweis:",
        "Remarque :",
        "Ollo:",
    ];
    let remarks = [
        "the NIF is an example value.",
        "the code is only a placeholder.",
        "el NIF es un valor de ejemplo.",
        "that figure is not correct.",
        "ese valor non é correcto.",
        "die Nummer ist nur ein Beispielwert.",
    ];
    let kept = [
        "Note: the template you sent had an example value in it, which I left out.",
        "Note: the format you sent had a placeholder.",
        "Nota: the form you sent is the source of these values.",
    ];
    sentences_after_a_record(|rng, _| {
        let take = format!("{} {}", rng.pick(&labels), rng.pick(&remarks));
        (take, rng.pick(&kept).to_string())
    });
}

/// A sentence around a record of one number that names the record's thing and writes one
/// number within a factor of two that is not the record's, in any language and wherever it
/// stands (`Ana ima 27 godina i živi u Sarajevu.` beside `{"name": "Ana", "age": 25}`,
/// `Priset för Cykelhjälm är 540 kronor.` beside 450): the record never comes back. The same
/// number, or a number of another order (a year, a count of children), leaves it.
#[test]
fn a_record_whose_thing_the_prose_gives_another_number_never_comes_back() {
    // (the text field, its values, the number field, its range)
    let kinds = [
        (
            "name",
            &["Ana", "Marko", "Leila", "Tomasz"][..],
            "age",
            20..70,
        ),
        (
            "city",
            &["Paide", "Tartu", "Kraków", "Lyon"][..],
            "population",
            5_000..90_000,
        ),
        (
            "product",
            &["Cykelhjälm", "Kaffemaskine", "Rucksack"][..],
            "price",
            100..900,
        ),
    ];
    // Sentences in several languages: {T} the thing, {N} a number.
    let sentences = [
        "{T} ima {N} godina i živi ovdje.",
        "Laut Datenblatt liegt {T} bei {N}.",
        "Selon la fiche, {T} est à {N}.",
        "Según la ficha, {T} tiene {N}.",
        "По данным справки, у {T} {N}.",
        "{T}: {N} according to the sheet.",
        "In the source, {T} comes to {N}.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (text_key, things, number_key, range) = rng.pick(&kinds).clone();
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {text_key: {"type": "string"}, number_key: {"type": "integer"}},
            "required": [text_key, number_key]
        }))
        .expect("a schema");
        let thing = *rng.pick(things);
        let held = range.start + rng.below(range.end - range.start);
        // Another number 10% to 45% away: within a factor of two.
        let away = held * (10 + rng.below(35)) / 100;
        let other = if rng.below(2) == 0 {
            held + away
        } else {
            held - away
        };
        let value = json!({text_key: thing, number_key: held});
        let written = spelled(&mut rng, &value);
        let sentence = *rng.pick(&sentences);
        let say = |n: usize| {
            sentence
                .replace("{T}", thing)
                .replace("{N}", &n.to_string())
        };
        let gap = *rng.pick(&["\n", "\n\n"]);
        let (before, after) = (rng.below(2) == 0, say(other));
        let reply = |said: &str| {
            if before {
                format!("{said}{gap}{written}")
            } else {
                format!("{written}{gap}{said}")
            }
        };
        failures.never(seed, &converter, &reply(&after));
        failures.gives(seed, &converter, &reply(&say(held)), &value);
        failures.gives(seed, &converter, &reply(&say(held * 7 + 1)), &value);
    }
    failures.assert_none();
}

/// A record a third person sent, by any verb of sending or giving (`Here is what the user
/// sent:`, `the user pasted`, `the client wrote`), is quoted, never the answer; a sentence
/// after a record that sends the reader elsewhere for their own or the real values (`Open
/// your file to see your real values.`, `Please check your own settings.`, `Consultez vos
/// propres valeurs.`) makes it a stand-in. A sentence that says the writer looked at the
/// real ones, or sends the reader off for nothing of the kind, leaves it.
#[test]
fn a_record_sent_by_another_or_standing_in_for_the_real_one_never_comes_back() {
    let sent = [
        "Here is what the user sent:",
        "This is what the user provided:",
        "The user pasted this:",
        "What the customer sent:",
        "The client wrote:",
        "Below is what the user submitted:",
    ];
    let elsewhere = [
        "This is the default configuration. Open your file to see your real values.",
        "Please check your own settings.",
        "Consultez vos propres valeurs.",
        "To find your real values, see the dashboard.",
    ];
    let kept = ["I checked the real records.", "See you soon!"];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let fenced = rng.below(2) == 0;
        let written = if fenced {
            format!("```\n{value}\n```")
        } else {
            value.to_string()
        };
        let gap = *rng.pick(&["\n", "\n\n"]);
        failures.never(
            seed,
            &converter,
            &format!("{}{gap}{written}", rng.pick(&sent)),
        );
        failures.never(
            seed,
            &converter,
            &format!("{written}{gap}{}", rng.pick(&elsewhere)),
        );
        failures.gives(
            seed,
            &converter,
            &format!("{written}{gap}{}", rng.pick(&kept)),
            &value,
        );
    }
    failures.assert_none();
}

/// A sentence around a record that says its number is in another unit of the field's
/// quantity than the one the field's name ends in (`This number is in miles, not
/// kilometers.` beside `distance_km`, `The value is in pounds.` beside `weight_kg`): the
/// record never comes back. The field's own unit, or another denied, leaves it.
#[test]
fn a_number_the_prose_says_is_in_another_unit_never_comes_back() {
    let fields = [
        ("distance_km", &["miles", "meters"][..], "kilometers"),
        ("weight_kg", &["pounds", "grams"][..], "kilograms"),
        ("duration_minutes", &["hours", "seconds"][..], "minutes"),
    ];
    let says = [
        "This number is in {U}, not {F}.",
        "The value is in {U}.",
        "Note that the figure above is in {U}.",
    ];
    let keeps = ["The value is in {F}.", "The number is not in {U}."];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (key, others, own) = *rng.pick(&fields);
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {key: {"type": "number"}},
            "required": [key]
        }))
        .expect("a schema");
        let value = json!({key: rng.below(900) + 2});
        let other = *rng.pick(others);
        let fill = |t: &str| t.replace("{U}", other).replace("{F}", own);
        let gap = *rng.pick(&["\n", "\n\n", " "]);
        failures.never(
            seed,
            &converter,
            &format!("{value}{gap}{}", fill(rng.pick::<&str>(&says))),
        );
        failures.gives(
            seed,
            &converter,
            &format!("{value}{gap}{}", fill(rng.pick::<&str>(&keeps))),
            &value,
        );
    }
    failures.assert_none();
}

/// A number named in prose beside another that the prose says held once (`It used to be
/// 1,499.`, `down from 1,499`, `last month it was 1,499`, `Früher waren es 1499`, `Раньше было
/// 1499`), in either order: the other number is the value now. The one that held once, alone,
/// is never returned.
#[test]
fn a_number_that_held_once_leaves_the_one_now() {
    let nows = [
        "The price is {N} euros.",
        "The current price is €{N}.",
        "It costs {N} euros now.",
    ];
    let onces = [
        "It used to be {B} euros.",
        "Last month it was €{B}.",
        "That is down from {B} euros.",
        "Previously it was €{B}.",
        "Früher waren es {B} Euro.",
        "Autrefois c'était {B} euros.",
        "Раньше было {B} евро.",
    ];
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"price": {"type": "number"}},
        "required": ["price"]
    }))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let now = 20 + rng.below(900);
        let once = now + 1 + rng.below(300);
        let said_now = rng.pick::<&str>(&nows).replace("{N}", &now.to_string());
        let said_once = rng.pick::<&str>(&onces).replace("{B}", &once.to_string());
        let reply = if rng.below(2) == 0 {
            format!("{said_now} {said_once}")
        } else {
            format!("{said_once} {said_now}")
        };
        failures.gives(seed, &converter, &reply, &json!({"price": now}));
        failures.never(seed, &converter, &said_once);
    }
    failures.assert_none();
}

/// A sentence that takes a record back, after a long remark in a script of three bytes a
/// letter (Chinese, Japanese), is read as far as it would be in ASCII: 600 characters,
/// not 600 bytes. The record never comes back.
#[test]
fn a_takeback_after_a_long_remark_reaches_as_far_in_every_script() {
    let remarks = [
        "补充说明：这份报告共有两页，第一页是生化检查，第二页是血常规。",
        "補足：報告書は二ページ構成で、一ページ目が生化学検査の結果です。",
        "Note: the report has two pages, the first with the chemistry results. ",
    ];
    let takebacks = [
        "抱歉，上面的数值请不要使用。",
        "申し訳ありません、上の値は使わないでください。",
        "Sorry, please don't use the value above.",
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(20)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let which = rng.below(remarks.len());
        // (Up to about 400 characters of remark: 1,200 bytes in the first two scripts.)
        let remark = remarks[which].repeat(1 + rng.below(12));
        let remark: String = remark.chars().take(400).collect();
        failures.never(
            seed,
            &converter,
            &format!("{written}\n\n{remark}\n\n{}", takebacks[which]),
        );
    }
    failures.assert_none();
}

/// A cue word a language denies after it (`उदाहरण नाही`, `例ではありません`, `örnek değil`,
/// `예시가 아닙니다`) is no cue: the record it leads into is the answer. The same lead
/// without the denial leaves the record an example, never the answer. Generated over the
/// languages, the words around the cue and the record's spelling.
#[test]
fn a_cue_denied_after_it_leads_to_the_answer() {
    // (The lead with its denial, and without.)
    let leads = [
        ("हे उत्तर उदाहरण नाही, अंतिम आहे:", "हे फक्त एक उदाहरण आहे:"),
        ("यह उदाहरण नहीं है, अंतिम उत्तर है:", "यह केवल एक उदाहरण है:"),
        (
            "これは例ではありません。最終的な答えです：",
            "これは例です：",
        ),
        ("Bu bir örnek değil, kesin sonuç:", "Bu sadece bir örnek:"),
        (
            "이것은 예시가 아닙니다. 최종 결과입니다:",
            "이것은 예시입니다:",
        ),
        ("Hii si mfano, ni jibu la mwisho:", "Huu ni mfano tu:"),
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let (denied, example) = *rng.pick(&leads);
        let gap = *rng.pick(&["\n", "\n\n", " "]);
        let gap = if written.starts_with("```") {
            "\n"
        } else {
            gap
        };
        failures.gives(seed, &converter, &format!("{denied}{gap}{written}"), &value);
        failures.never(seed, &converter, &format!("{example}{gap}{written}"));
    }
    failures.assert_none();
}

/// A cue word that is the record's own value, said of it in its lead (`This article has not
/// been published yet, so the status is draft:` over `{"status": "draft"}`), is the value's
/// word, not a word about the value: the record is the answer. A label that opens its line
/// (`Draft:`) still calls what follows a draft. Generated over the cue words a closed field
/// may take, the sentence and the record's spelling.
#[test]
fn a_cue_word_that_is_the_records_own_value_is_no_cue() {
    let words = ["draft", "sample", "template", "example"];
    let leads = [
        "This one has not been finished yet, so the status is {V}:",
        "Nothing was approved, which leaves the kind as {V}:",
        "The record, whose type is {V}:",
        "Since it is still marked {V}, here it is:",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let word = *rng.pick(&words);
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {
                "title": {"type": "string"},
                "status": {"enum": [word, "published"]}
            },
            "required": ["title", "status"]
        }))
        .expect("a schema");
        let value = json!({"title": rng.pick(&CITIES), "status": word});
        let written = spelled(&mut rng, &value);
        let lead = rng.pick::<&str>(&leads).replace("{V}", word);
        failures.gives(seed, &converter, &format!("{lead}\n{written}"), &value);
        failures.never(seed, &converter, &format!("{}:\n{written}", capital(word)));
    }
    failures.assert_none();
}

/// A doubt about a field the record leaves empty, out (the schema declares it, the record
/// has no key for it) or `null`, says why it is empty: the record is the answer. A field
/// named without its unit, a power of a length too (`the area` for `area_km2`, `the volume`
/// for `volume_m3`), is named. The same doubt of a field the record fills takes it back.
/// Generated over the fields, the doubts, and whether the field is left out or null.
#[test]
fn a_doubt_of_a_field_left_out_or_empty_keeps_the_record() {
    let fields = [
        ("area_km2", "area", json!(812.5)),
        ("volume_m3", "volume", json!(40)),
        ("built_year", "year it was built", json!(1820)),
        ("phone", "phone number", json!("+47 22 11 00 00")),
    ];
    let doubts = [
        "I could not find the {F}, so I left it out.",
        "I am not sure of the {F}, so I left it empty.",
        "I don't know the {F}.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (key, named, filled) = rng.pick(&fields).clone();
        let kind = match &filled {
            Value::String(_) => json!(["string", "null"]),
            Value::Number(n) if n.is_f64() => json!(["number", "null"]),
            _ => json!(["integer", "null"]),
        };
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {"name": {"type": "string"}, key: {"type": kind}},
            "required": ["name"]
        }))
        .expect("a schema");
        let name = *rng.pick(&CITIES);
        let doubt = rng.pick::<&str>(&doubts).replace("{F}", named);
        let (written, kept) = if rng.below(2) == 0 {
            (json!({"name": name}), json!({"name": name}))
        } else {
            (
                json!({"name": name, key: null}),
                json!({"name": name, key: null}),
            )
        };
        let gap = *rng.pick(&["\n", "\n\n", " "]);
        failures.gives(seed, &converter, &format!("{written}{gap}{doubt}"), &kept);
        let full = json!({"name": name, key: filled});
        failures.never(seed, &converter, &format!("{full}{gap}{doubt}"));
    }
    failures.assert_none();
}

/// A doubt about something the record does not hold, then a clause set against it that
/// vouches for the answer itself (`I'm not sure about the weather there today, but the
/// information above is accurate.`), leaves the record. The clause denied (`…but the values
/// above are not verified`), or the doubt of a field the record holds, takes it back.
#[test]
fn a_doubt_of_something_else_set_against_the_answer_keeps_it() {
    let things = [
        "the weather there today",
        "the opening hours",
        "how busy it gets",
        "the mayor's name",
    ];
    let vouches = [
        "but the information above is accurate.",
        "but the values above are correct.",
        "but the answer above is right.",
    ];
    let denied = [
        "but the information above is not verified.",
        "but the values above are not confirmed.",
    ];
    sentences_after_a_record(|rng, _| {
        let doubt = *rng.pick(&[
            "I'm not sure about",
            "I am not certain about",
            "I'm unsure about",
        ]);
        let thing = *rng.pick(&things);
        let take = if rng.below(2) == 0 {
            format!("{doubt} {thing}, {}", rng.pick::<&str>(&denied))
        } else {
            format!("{doubt} the count, {}", rng.pick::<&str>(&vouches))
        };
        (
            take,
            format!("{doubt} {thing}, {}", rng.pick::<&str>(&vouches)),
        )
    });
}

/// Prose after a list that counts more of what it holds, named by its field (`There were also
/// two other winners whose names are not in the document.` after `"winners": […]`), says
/// the list is not whole: it never comes back. A count of something else (`The winners were
/// chosen from two other rounds.`) leaves it. Generated over the field, the counts, the
/// words of more and the sentence.
#[test]
fn a_list_the_prose_counts_more_of_is_never_returned() {
    let fields = [
        ("winners", "winners"),
        ("speakers", "speakers"),
        ("authors", "authors"),
    ];
    let counts = ["two", "three", "2", "4", "several"];
    let more = [
        "There were also {N} other {F}.",
        "There were {N} more {F} whose names are not in the document.",
        "The document also lists {N} other {F}.",
        "Besides these, {N} more {F} took part.",
    ];
    let other = [
        "They were chosen from {N} other rounds.",
        "The list was checked against {N} other sources.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (key, noun) = *rng.pick(&fields);
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {key: {"type": "array", "items": {"type": "string"}}},
            "required": [key]
        }))
        .expect("a schema");
        let items: Vec<&str> = CITIES[..2 + rng.below(4)].to_vec();
        let value = json!({key: items});
        let written = spelled(&mut rng, &value);
        let n = *rng.pick(&counts);
        let fill = |t: &str| t.replace("{N}", n).replace("{F}", noun);
        let gap = *rng.pick(&["\n", "\n\n"]);
        let (take, keep) = (
            fill(rng.pick::<&str>(&more)),
            fill(rng.pick::<&str>(&other)),
        );
        failures.after(
            seed,
            &converter,
            &format!("{written}{gap}"),
            &take,
            &keep,
            &value,
        );
    }
    failures.assert_none();
}

/// A writer that says before a record that it does not know what a field the record fills
/// holds (`I don't know who the coach is now.`) doubts it: the record never comes back.
/// Said of a field the record leaves empty (`I don't know the phone number, so it is
/// null:`), it says why: the record is the answer.
#[test]
fn a_field_the_writer_says_it_does_not_know_before_the_record_never_comes_back() {
    let doubts = [
        "I don't know who the coach is now.",
        "I do not know the coach's name for this season.",
        "I'm not sure who the coach is.",
    ];
    let empties = [
        "I don't know the phone number, so it is null:",
        "I do not know the phone number.",
    ];
    let converter = Converter::new(&json!({
        "type": "object",
        "properties": {"coach": {"type": "string"}, "phone": {"type": ["string", "null"]}},
        "required": ["coach", "phone"]
    }))
    .expect("a schema");
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let coach = format!("Ana {}", rng.pick(&CITIES));
        let value = json!({"coach": coach, "phone": null});
        let written = spelled(&mut rng, &value);
        let gap = if written.starts_with("```") {
            "\n"
        } else {
            *rng.pick(&["\n", " "])
        };
        failures.never(
            seed,
            &converter,
            &format!("{}{gap}{written}", rng.pick::<&str>(&doubts)),
        );
        failures.gives(
            seed,
            &converter,
            &format!("{}{gap}{written}", rng.pick::<&str>(&empties)),
            &value,
        );
    }
    failures.assert_none();
}

/// A record whose text the prose says held at a time that is over (`Until 2019 the coach was
/// Ana Lima.`, `Ana Lima was the coach until 2019.`) repeats what no longer holds: it never
/// comes back. The text said to hold since (`has been the coach since 2019`), or a field
/// whose name asks for the past (`previous_coach`), leaves it.
#[test]
fn a_record_of_a_text_the_prose_says_no_longer_holds_never_comes_back() {
    let bygone = [
        "Until 2019 the coach was {X}.",
        "{X} was the coach until 2019.",
        "Before the merger the coach was {X}; I don't know who it is now.",
    ];
    let holds = [
        "{X} has been the coach since 2019.",
        "Since 2019 the coach is {X}.",
    ];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let name = format!("Ana {}", rng.pick(&CITIES));
        let key = *rng.pick(&["coach", "current_coach", "head_coach"]);
        let convert = |key: &str| {
            Converter::new(&json!({
                "type": "object",
                "properties": {key: {"type": "string"}},
                "required": [key]
            }))
            .expect("a schema")
        };
        let value = json!({key: name});
        let written = spelled(&mut rng, &value);
        let said = rng.pick::<&str>(&bygone).replace("{X}", &name);
        let before = rng.below(2) == 0;
        let reply = |said: &str, written: &str| {
            if before {
                format!("{said}\n{written}")
            } else {
                format!("{written}\n\n{said}")
            }
        };
        failures.never(seed, &convert(key), &reply(&said, &written));
        let holding = rng.pick::<&str>(&holds).replace("{X}", &name);
        failures.gives(seed, &convert(key), &reply(&holding, &written), &value);
        // (Of the first two sentences: the third says the writer does not know who holds
        // it now.)
        let previous = json!({"previous_coach": name});
        let said = bygone[rng.below(2)].replace("{X}", &name);
        failures.gives(
            seed,
            &convert("previous_coach"),
            &reply(&said, &previous.to_string()),
            &previous,
        );
    }
    failures.assert_none();
}

/// Prose in another language that states another value of a closed field than the record's
/// (`En réalité, la priorité de ce ticket est basse.` beside `"priority": "high"`,
/// `Συνολικά η κριτική είναι αρνητική.` beside `"sentiment": "positive"`) contradicts the
/// record, before it or after it: it never comes back. The record's own value so stated,
/// or another denied (`La priorité n'est pas basse.`, `Öncelik düşük değil.`), leaves it.
/// Generated over the languages, the fields, the held and the stated values, and the side.
#[test]
fn a_closed_value_stated_otherwise_in_another_language_never_comes_back() {
    // (A language's sentence that states `{V}`, the one that denies it, and its words for
    // the field's values.)
    type Said = (
        &'static str,
        &'static str,
        [(&'static str, &'static str); 3],
    );
    let priority: [Said; 8] = [
        (
            "En réalité, la priorité de ce ticket est {V}.",
            "La priorité n'est pas {V}.",
            [("low", "basse"), ("medium", "moyenne"), ("high", "haute")],
        ),
        (
            "Na verdade, a prioridade é {V}.",
            "A prioridade não é {V}.",
            [("low", "baixa"), ("medium", "média"), ("high", "alta")],
        ),
        (
            "Tatsächlich hat das Ticket eine {V} Priorität.",
            "Das Ticket hat keine {V} Priorität.",
            [
                ("low", "niedrige"),
                ("medium", "mittlere"),
                ("high", "hohe"),
            ],
        ),
        (
            "На самом деле приоритет {V}.",
            "Приоритет не {V}.",
            [
                ("low", "низкий"),
                ("medium", "средний"),
                ("high", "высокий"),
            ],
        ),
        (
            "Aslında bu talebin önceliği {V}.",
            "Öncelik {V} değil.",
            [
                ("low", "düşük"),
                ("medium", "orta düzeyde"),
                ("high", "yüksek"),
            ],
        ),
        (
            "Sebenarnya prioritas tiket ini {V}.",
            "Prioritasnya tidak {V}.",
            [
                ("low", "rendah"),
                ("medium", "menengah"),
                ("high", "tinggi"),
            ],
        ),
        (
            "W rzeczywistości priorytet jest {V}.",
            "Priorytet nie jest {V}.",
            [("low", "niski"), ("medium", "średni"), ("high", "wysoki")],
        ),
        (
            "实际上，这个工单的优先级{V}。",
            "优先级并不{V}。",
            [("low", "较低"), ("medium", "中等"), ("high", "较高")],
        ),
    ];
    let sentiment: [Said; 8] = [
        (
            "Dans l'ensemble, l'avis est {V}.",
            "L'avis n'est pas {V}.",
            [
                ("positive", "positif"),
                ("negative", "négatif"),
                ("neutral", "neutre"),
            ],
        ),
        (
            "En conjunto, la reseña es {V}.",
            "La reseña no es {V}.",
            [
                ("positive", "positiva"),
                ("negative", "negativa"),
                ("neutral", "neutral"),
            ],
        ),
        (
            "Insgesamt ist die Bewertung {V}.",
            "Die Bewertung ist nicht {V}.",
            [
                ("positive", "positiv"),
                ("negative", "negativ"),
                ("neutral", "neutral"),
            ],
        ),
        (
            "В целом отзыв {V}.",
            "Отзыв не {V}.",
            [
                ("positive", "положительный"),
                ("negative", "отрицательный"),
                ("neutral", "нейтральный"),
            ],
        ),
        (
            "Συνολικά η κριτική είναι {V}.",
            "Η κριτική δεν είναι {V}.",
            [
                ("positive", "θετική"),
                ("negative", "αρνητική"),
                ("neutral", "ουδέτερη"),
            ],
        ),
        (
            "कुल मिलाकर यह समीक्षा {V} है।",
            "यह समीक्षा {V} नहीं है।",
            [
                ("positive", "सकारात्मक"),
                ("negative", "नकारात्मक"),
                ("neutral", "तटस्थ"),
            ],
        ),
        (
            "全体として、このレビューは{V}です。",
            "このレビューは{V}ではありません。",
            [
                ("positive", "肯定的"),
                ("negative", "否定的"),
                ("neutral", "中立的"),
            ],
        ),
        (
            "Genel olarak yorum {V}.",
            "Yorum {V} değil.",
            [
                ("positive", "olumlu"),
                ("negative", "olumsuz"),
                ("neutral", "tarafsız"),
            ],
        ),
    ];
    let fields = [("priority", &priority), ("sentiment", &sentiment)];
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (field, said) = *rng.pick(&fields);
        let (states, denies, words) = *rng.pick(said.as_slice());
        let values: Vec<&str> = words.iter().map(|(v, _)| *v).collect();
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {field: {"enum": values}, "count": {"type": "integer"}},
            "required": [field, "count"]
        }))
        .expect("a schema");
        let held = rng.below(3);
        let other = (held + 1 + rng.below(2)) % 3;
        let value = json!({field: words[held].0, "count": rng.below(90) + 2});
        let written = spelled(&mut rng, &value);
        let before = rng.below(2) == 0;
        let reply = |sentence: &str| {
            if before {
                format!("{sentence}\n{written}")
            } else {
                format!("{written}\n\n{sentence}")
            }
        };
        failures.never(
            seed,
            &converter,
            &reply(&states.replace("{V}", words[other].1)),
        );
        failures.gives(
            seed,
            &converter,
            &reply(&states.replace("{V}", words[held].1)),
            &value,
        );
        failures.gives(
            seed,
            &converter,
            &reply(&denies.replace("{V}", words[other].1)),
            &value,
        );
    }
    failures.assert_none();
}

/// A flag set true beside prose in another language that says its opposite state or denies
/// it (`Товара нет в наличии.`, `Der Artikel ist ausverkauft.`, `Afsuski, bu mahsulot hozir
/// mavjud emas.`, `Заявка отклонена.` of `approved`) never comes back. The state itself
/// stated (`Der Artikel ist verfügbar.`) leaves it. Generated over the flags, the languages
/// and the side.
#[test]
fn a_flag_another_language_says_the_opposite_of_never_comes_back() {
    // (A flag, sentences that deny it, and ones that state it.)
    let flags: [(&str, &[&str], &[&str]); 3] = [
        (
            "available",
            &[
                "Leider ist der Artikel ausverkauft.",
                "К сожалению, товара нет в наличии.",
                "Afsuski, bu mahsulot hozir mavjud emas.",
                "Kahjuks ei ole see toode praegu saadaval.",
                "Lo siento, el producto no está disponible.",
                "Le produit est malheureusement épuisé.",
            ],
            &[
                "Der Artikel ist verfügbar.",
                "El producto está disponible.",
                "Le produit est disponible.",
            ],
        ),
        (
            "approved",
            &[
                "К сожалению, заявка была отклонена комиссией.",
                "Leider wurde der Antrag abgelehnt.",
                "La solicitud fue rechazada.",
                "Başvuru reddedildi.",
            ],
            &["Der Antrag wurde genehmigt.", "La solicitud fue aprobada."],
        ),
        (
            "open",
            &[
                "Der Laden ist heute geschlossen.",
                "La tienda está cerrada hoy.",
                "Магазин сегодня закрыт.",
                "Le magasin est fermé aujourd'hui.",
            ],
            &[
                "Der Laden ist heute geöffnet.",
                "La tienda está abierta hoy.",
            ],
        ),
    ];
    flag_sentences(&flags, true);
}

/// For each of 1,000 seeds, a record of a flag of `flags` (named as written or with `is_`)
/// set to `set` and a count, with one of the flag's sentences before or after it: one of the
/// first list never leaves the record, one of the second always does.
fn flag_sentences(flags: &[(&str, &[&str], &[&str])], set: bool) {
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let (flag, takes, keeps) = *rng.pick(flags);
        let key = if rng.below(2) == 0 {
            flag.to_string()
        } else {
            format!("is_{flag}")
        };
        let converter = Converter::new(&json!({
            "type": "object",
            "properties": {key.clone(): {"type": "boolean"}, "count": {"type": "integer"}},
            "required": [key.clone(), "count"]
        }))
        .expect("a schema");
        let value = json!({key: set, "count": rng.below(90) + 2});
        let written = spelled(&mut rng, &value);
        let before = rng.below(2) == 0;
        let reply = |sentence: &str| {
            if before {
                format!("{sentence}\n{written}")
            } else {
                format!("{written}\n\n{sentence}")
            }
        };
        failures.never(seed, &converter, &reply(takes[rng.below(takes.len())]));
        failures.gives(
            seed,
            &converter,
            &reply(keeps[rng.below(keeps.len())]),
            &value,
        );
    }
    failures.assert_none();
}

/// A sentence an example word opens, set off by a comma (`For example, the answer would look
/// like this:`, `Por ejemplo, la respuesta sería así:`, `例如，答案会是这样：`), is an
/// example's, whatever it calls the record it leads into: the record never comes back. A
/// sentence after it that leads into the record on its own (`The answer is:`) leaves it the
/// answer. Generated over the languages, the answer's words and the record's spelling.
#[test]
fn a_sentence_an_example_word_opens_never_leads_to_the_answer() {
    let opened = [
        "For example, the answer would look like this:",
        "Por ejemplo, la respuesta sería así:",
        "Par exemple, la réponse serait :",
        "Zum Beispiel, die Antwort wäre:",
        "Например, ответ будет таким:",
        "Örneğin, cevap şöyle olur:",
        "例如，答案会是这样：",
        "לדוגמה, התשובה תיראה כך:",
    ];
    let own = [
        "For example, you asked for the city. The answer is:",
        "Por ejemplo, pediste la ciudad. La respuesta es:",
        "例如，你问的是城市。答案是：",
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let gap = if written.starts_with("```") {
            "\n"
        } else {
            *rng.pick(&[" ", "\n"])
        };
        failures.never(
            seed,
            &converter,
            &format!("{}{gap}{written}", rng.pick::<&str>(&opened)),
        );
        failures.gives(
            seed,
            &converter,
            &format!("{}{gap}{written}", rng.pick::<&str>(&own)),
            &value,
        );
    }
    failures.assert_none();
}

/// A flag set false beside prose that says its state holds (`The shop is open today.`
/// beside `"open": false`, `the item is now in stock`, `Товар есть на складе.`, `La tienda
/// está abierta hoy.`) never comes back. The state denied, asked about or supposed (`It is
/// not in stock.`, `Is it in stock?`, `If it is open, …`) leaves it. Generated over the
/// flags, the languages, the key's spelling and the side.
#[test]
fn a_flag_set_false_the_prose_says_holds_never_comes_back() {
    // (A flag, sentences that say it holds, and ones that leave it false.)
    let flags: [(&str, &[&str], &[&str]); 3] = [
        (
            "open",
            &[
                "The shop is open today.",
                "The store is now open until 8 pm.",
                "La tienda está abierta hoy.",
                "Der Laden ist heute geöffnet.",
            ],
            &[
                "The shop is not open today.",
                "Is it open on Sundays?",
                "If it is open, call ahead.",
                "La tienda no está abierta hoy.",
            ],
        ),
        (
            "in_stock",
            &[
                "The item is in stock: 14 units in the warehouse.",
                "Товар есть на складе.",
                "Der Artikel ist auf Lager.",
                "El producto está en stock.",
            ],
            &[
                "The item is not in stock.",
                "Is it in stock?",
                "Товара нет на складе.",
                "If it is in stock, we ship today.",
            ],
        ),
        (
            "available",
            &[
                "The room is available on those dates.",
                "Das Zimmer ist verfügbar.",
                "La chambre est disponible.",
            ],
            &[
                "If the room is available, I will book it.",
                "La chambre n'est pas disponible.",
                "Is the room available?",
            ],
        ),
    ];
    flag_sentences(&flags, false);
}

/// An answer word a negation denies, with only the language's articles, demonstratives,
/// possessives or copula between (`Esa no es la respuesta:`, `Das ist nicht die Antwort:`,
/// `Nid dyna'r ateb:`), says what follows is not the answer, in any language as in English
/// (`That is not the answer:`): the record never comes back. The same lead without the
/// negation (`La respuesta es:`) leaves it the answer. Generated over the languages and the
/// record's spelling.
#[test]
fn an_answer_word_denied_in_any_language_never_leads_to_the_answer() {
    let leads = [
        ("That is not the answer:", "This is the answer:"),
        ("Esa no es la respuesta:", "Esta es la respuesta:"),
        ("Ce n'est pas la réponse :", "Voici la réponse :"),
        ("Das ist nicht die Antwort:", "Das ist die Antwort:"),
        ("Questa non è la risposta:", "Questa è la risposta:"),
        ("Dit is niet het antwoord:", "Dit is het antwoord:"),
        ("Nid dyna'r ateb:", "Dyma'r ateb:"),
        ("Det er ikke svaret:", "Her er svaret:"),
    ];
    let converter = record_converter();
    let mut failures = Failures::default();
    for seed in seeds(cases(10)) {
        let mut rng = rng(seed);
        let value = record(&mut rng);
        let written = spelled(&mut rng, &value);
        let (denied, stated) = *rng.pick(&leads);
        failures.never(seed, &converter, &format!("{denied}\n{written}"));
        failures.gives(seed, &converter, &format!("{stated}\n{written}"), &value);
    }
    failures.assert_none();
}
