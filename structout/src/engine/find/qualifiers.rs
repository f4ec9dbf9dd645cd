//! Words that make a number in prose a bound or an estimate rather than the value: `about
//! 40`, `over 40`, `at least 40`, `40+`, `40 or so`, `environ 40`, `mindestens 40`, `unos
//! 40`, `约40`, `40人以上`, `약 40`, `40여 명`. A reply that says a quantity is *more than*
//! 40 or *about* 40 has not said it is 40: the number is refused, never returned as the value.
//!
//! One table per side of the number, in the nine languages the other cues read (English,
//! French, German, Spanish, Portuguese, Italian, Chinese, Japanese, Korean), the words before
//! a number in sixteen more (`около 40`, `אולי 40`, `khoảng 40`, `takriban 40`), plus the
//! signs that say the same (`~`, `≈`, `<`, `≥`, `±`). A hedge (`maybe`, `vielleicht`,
//! `labda`) makes a guess of a number a few words after it in its clause, too (`maybe it's
//! 40`), and a word of what held once a bygone value (`until yesterday it was 40`).

/// Before the number (compared lowercase, after any currency sign and space): the phrase
/// must start a word unless it is a sign or written in a script without spaces.
const BEFORE: [&str; 242] = [
    // English: estimates, then bounds.
    "about",
    "around",
    "approximately",
    "approx.",
    "approx",
    "roughly",
    "nearly",
    "almost",
    "circa",
    "ca.",
    "some",
    "close to",
    "maybe",
    "perhaps",
    "probably",
    "estimated",
    "an estimated",
    "give or take",
    "or so",
    "over",
    "under",
    "above",
    "below",
    "more than",
    "less than",
    "fewer than",
    "at least",
    "at most",
    "up to",
    "upwards of",
    "no more than",
    "no less than",
    "not more than",
    "not less than",
    "just over",
    "just under",
    "well over",
    "in excess of",
    "a minimum of",
    "a maximum of",
    "minimum",
    "maximum",
    "max",
    "min",
    "max.",
    "min.",
    "beyond",
    "exceeding",
    "almost exactly",
    // French.
    "environ",
    "à peu près",
    "près de",
    "presque",
    "plus de",
    "moins de",
    "au moins",
    "au plus",
    "jusqu'à",
    "jusqu’à",
    "quelque",
    "approximativement",
    "autour de",
    "aux alentours de",
    "pas plus de",
    "pas moins de",
    // German.
    "etwa",
    "ungefähr",
    "zirka",
    "rund",
    "fast",
    "knapp",
    "über",
    "unter",
    "mehr als",
    "weniger als",
    "mindestens",
    "höchstens",
    "bis zu",
    "annähernd",
    "gut",
    "schätzungsweise",
    // Spanish.
    "unos",
    "unas",
    "aproximadamente",
    "alrededor de",
    "cerca de",
    "casi",
    "más de",
    "menos de",
    "al menos",
    "por lo menos",
    "como máximo",
    "como mínimo",
    "hasta",
    "aprox.",
    "sobre",
    // Portuguese.
    "uns",
    "umas",
    "quase",
    "mais de",
    "pelo menos",
    "ao menos",
    "até",
    "no máximo",
    "no mínimo",
    "por volta de",
    "perto de",
    // Italian.
    "quasi",
    "più di",
    "meno di",
    "almeno",
    "fino a",
    "oltre",
    "intorno a",
    "all'incirca",
    "pressappoco",
    "al massimo",
    "al minimo",
    "circa un",
    "poco più di",
    "poco meno di",
    // Chinese.
    "约",
    "大约",
    "大概",
    "将近",
    "接近",
    "超过",
    "多于",
    "少于",
    "不到",
    "至少",
    "最多",
    "近",
    "大約",
    "超過",
    "將近",
    // Japanese.
    "約",
    "およそ",
    "おおよそ",
    "ほぼ",
    "少なくとも",
    "最大",
    "最低",
    "最大で",
    "最低でも",
    // Korean.
    "약",
    "대략",
    "거의",
    "최소",
    "최대",
    "적어도",
    "최소한",
    "최대한",
    // Russian and Ukrainian.
    "около",
    "примерно",
    "приблизительно",
    "почти",
    "более",
    "менее",
    "свыше",
    "возможно",
    "наверное",
    "близько",
    "приблизно",
    "майже",
    "понад",
    "можливо",
    // Polish, Dutch, Swedish, Turkish, Greek.
    "około",
    "prawie",
    "ponad",
    "co najmniej",
    "może",
    "ongeveer",
    "bijna",
    "minstens",
    "misschien",
    "ungefär",
    "nästan",
    "minst",
    "kanske",
    "yaklaşık",
    "en az",
    "belki",
    "περίπου",
    "σχεδόν",
    "τουλάχιστον",
    "ίσως",
    // Persian, Swahili.
    "حدود",
    "تقریبا",
    "تقریباً",
    "دست کم",
    "احتمالا",
    "احتمالاً",
    "شاید",
    "takriban",
    "karibu",
    "angalau",
    "zaidi ya",
    "labda",
    // Hebrew, Arabic, Hindi, Indonesian, Vietnamese.
    "בערך",
    "כמעט",
    "לפחות",
    "אולי",
    "حوالي",
    "تقريبا",
    "تقريباً",
    "على الأقل",
    "ربما",
    "लगभग",
    "करीब",
    "कम से कम",
    "शायद",
    "sekitar",
    "kira-kira",
    "hampir",
    "mungkin",
    "setidaknya",
    "khoảng",
    "ít nhất",
    "có lẽ",
    // Signs.
    "~",
    "≈",
    "∼",
    "〜",
    "～",
    "<",
    ">",
    "≤",
    "≥",
    "<=",
    ">=",
    "±",
    "+/-",
    "+-",
    // Around a date or a time, past its article (`vers le`, `alrededor del`, `intorno al`,
    // `gegen den`): [`qualified_past_article`].
    "vers",
    "alrededor",
    "intorno",
    "gegen",
    "omstreeks",
    "rond",
    "cerca",
    "por volta",
];

/// After the number (compared lowercase, after any space): the phrase must end a word unless
/// it is a sign or written in a script without spaces. `+` counts only where no digit
/// follows (`40+2` is a sum).
const AFTER: [&str; 46] = [
    "+",
    "ish",
    "-ish",
    "or so",
    "or more",
    "or less",
    "or fewer",
    "or above",
    "or below",
    "or over",
    "or under",
    "and up",
    "and above",
    "and over",
    "plus",
    "give or take",
    "at least",
    "at most",
    "max",
    "min",
    "maximum",
    "minimum",
    "(approx",
    "approx",
    "(est",
    "-odd",
    "odd",
    "ou plus",
    "ou moins",
    "et plus",
    "environ",
    "au moins",
    "oder mehr",
    "oder weniger",
    "und mehr",
    "o más",
    "o menos",
    "ou mais",
    "ou menos",
    "o più",
    "o meno",
    "circa",
    "plus ou moins",
    "más o menos",
    "mais ou menos",
    "più o meno",
];

/// After the number in a script without spaces, possibly after a counter of one or two
/// characters (`40人以上`, `40개 이상`): the phrase needs no word boundary.
const AFTER_UNSPACED: [&str; 20] = [
    "以上",
    "以下",
    "未満",
    "余り",
    "左右",
    "上下",
    "前後",
    "ぐらい",
    "くらい",
    "程度",
    "ほど",
    "多个",
    "이상",
    "이하",
    "미만",
    "정도",
    "쯤",
    "가량",
    "남짓",
    "내외",
];

/// Characters directly after the digits that make the number an estimate or a bound
/// (`40多人`, `40余名`, `40여 명`, `40超`).
const ATTACHED: [char; 4] = ['多', '余', '여', '超'];

/// How many bytes before a number are read for a qualifier.
const WINDOW: usize = 64;

/// Whether a number is qualified as a bound or an estimate by the words or signs right
/// before it (`before`: the text before it, less any currency sign) or right after it.
/// Stems of the verbs and nouns that say a quantity changed (`rose`, `increased`,
/// `gestiegen`, `augmenté`, `aumentó`, `增长`, `増加`, `افزایش`), lowercase.
const CHANGES: [&str; 44] = [
    "rose",
    "rise",
    "risen",
    "rising",
    "fell",
    "fallen",
    "increas",
    "decreas",
    "grew",
    "grow",
    "drop",
    "climb",
    "declin",
    "jump",
    "gain",
    "lost",
    "cut",
    "rais",
    "lower",
    "reduc",
    "shrank",
    "gestiegen",
    "stieg",
    "gesunken",
    "sank",
    "erhöht",
    "gesenkt",
    "augment",
    "baiss",
    "hausse",
    "aument",
    "subi",
    "baj",
    "disminu",
    "calat",
    "salit",
    "dimin",
    "caiu",
    "增长",
    "增加",
    "上涨",
    "下降",
    "増加",
    "افزایش",
];

/// The words that lead from a verb of change to its amount (`rose by 2%`, `um 2 %`,
/// `de 2 %`, `del 2%`, `un 2 %`, `了`).
const BY: [&str; 8] = ["by", "um", "de", "del", "dello", "un", "em", "了"];

/// Whether a number is the amount a quantity changed by, not the quantity: a verb of change
/// right before it, or before `by` and its kin (`rose by 2%`, `increased 2%`, `ist um 2 %
/// gestiegen`, `a augmenté de 2 %`, `增长了2%`), or right after it (`2%増加`, `۲ درصد
/// افزایش یافت`, past a percent or a unit word).
pub(crate) fn changed_by(before: &str, after: &str) -> bool {
    // No allocation: this runs for every number the prose names.
    let changes = |word: &str| {
        CHANGES.iter().any(|stem| {
            if stem.is_ascii() {
                word.get(..stem.len())
                    .is_some_and(|head| head.eq_ignore_ascii_case(stem))
            } else {
                word.contains(stem)
                    || word.chars().next().is_some_and(char::is_uppercase)
                        && word.to_lowercase().starts_with(stem)
            }
        })
    };
    let mut back = before
        .rsplit(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty());
    let leads = match (back.next(), back.next()) {
        (Some(by), Some(verb)) if BY.iter().any(|b| b.eq_ignore_ascii_case(by)) => changes(verb),
        (Some(last), _) => changes(last),
        (None, _) => false,
    };
    if leads {
        return true;
    }
    // After, in the scripts that put the verb there (`2%増加`, `۲ درصد افزایش`): past a
    // percent sign or a space, the next two words.
    let after = after.trim_start_matches(['%', '％', ' ']);
    let mut cut = after.len().min(48);
    while !after.is_char_boundary(cut) {
        cut -= 1;
    }
    let near = &after[..cut];
    !near.is_ascii()
        && near
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .take(2)
            .any(|w| !w.is_ascii() && changes(w))
}

pub(crate) fn qualified(before: &str, after: &str) -> bool {
    qualified_before(before) || qualified_after(after)
}

/// [`qualified`], or an estimate that leads to the value past an article or a preposition
/// of three letters or fewer (`around the 19th`, `vers le 19 mai`, `alrededor del 19 de
/// mayo`, `um den 19. Mai`, `intorno al 19 maggio`): for a date, which takes one.
pub(crate) fn qualified_past_article(before: &str, after: &str) -> bool {
    if qualified(before, after) {
        return true;
    }
    let trimmed = before.trim_end();
    let word = trimmed
        .rsplit(|c: char| c.is_whitespace())
        .next()
        .unwrap_or("");
    let short = word.trim_end_matches(['\'', '’']);
    !short.is_empty()
        && short.chars().count() <= 3
        && short.chars().all(char::is_alphabetic)
        && word.len() < trimmed.len()
        && qualified_before(&trimmed[..trimmed.len() - word.len()])
}

/// The words by which a writer says it is not sure of what follows (`maybe`, `probably`,
/// `vielleicht`, `tal vez`, `labda`, `也许`, and the verbs of possibility: `could be`,
/// `pourrait`, `könnte`, `podría`, `может быть`), lowercase: a number they lead to within
/// [`HEDGE_REACH`] words of its clause (`maybe it's 300`, `vielleicht sind es 300`, `labda ni
/// shilingi 300`) is a guess, not the value, as it is right after them.
const HEDGES: [&str; 494] = [
    "maybe",
    "perhaps",
    "probably",
    "possibly",
    "peut-être",
    "probablement",
    "vielleicht",
    "wahrscheinlich",
    "möglicherweise",
    "quizás",
    "quizá",
    "tal vez",
    "probablemente",
    "talvez",
    "provavelmente",
    "forse",
    "probabilmente",
    "misschien",
    "waarschijnlijk",
    "kanske",
    "troligen",
    "może",
    "prawdopodobnie",
    "возможно",
    "наверное",
    "вероятно",
    "можливо",
    "мабуть",
    "belki",
    "muhtemelen",
    "ίσως",
    "אולי",
    "ربما",
    "شاید",
    "احتمالا",
    "احتمالاً",
    "शायद",
    "mungkin",
    "có lẽ",
    "labda",
    "也许",
    "或许",
    "たぶん",
    "多分",
    "아마",
    // More languages (`luultavasti`, `talán`, `možná`, `måske`, `น่าจะ`, `siguro`, `সম্ভবত`).
    "ehkä",
    "luultavasti",
    "todennäköisesti",
    "võib-olla",
    "tõenäoliselt",
    "talán",
    "valószínűleg",
    "možná",
    "pravděpodobně",
    "možno",
    "pravdepodobne",
    "probabil",
    "måske",
    "sandsynligvis",
    "kanskje",
    "sannsynligvis",
    "kannski",
    "πιθανώς",
    "ймовірно",
    "може би",
    "možda",
    "vjerojatno",
    "verovatno",
    "morda",
    "verjetno",
    "galbūt",
    "tikriausiai",
    "varbūt",
    "大概",
    "估计",
    "おそらく",
    "恐らく",
    "어쩌면",
    "น่าจะ",
    "อาจจะ",
    "chắc là",
    "kemungkinan",
    "barangkali",
    "siguro",
    "pengine",
    "huenda",
    "संभवतः",
    "সম্ভবত",
    "হয়তো",
    "galiba",
    "herhalde",
    "على الأرجح",
    "כנראה",
    // A third round: adverbs and phrases of guessing in 118 languages (`most likely`,
    // `vermutlich`, `скорее всего`, `सायद`, `ഒരുപക്ഷേ`, `我猜`).
    "most likely",
    "my guess is",
    "vermutlich",
    "ich vermute",
    "ich tippe auf",
    "vermoedelijk",
    "wellicht",
    "naar alle waarschijnlijkheid",
    "ik gok",
    "waarskynlik",
    "miskien",
    "vermoedelik",
    "dalk",
    "förmodligen",
    "troligtvis",
    "antagligen",
    "sannolikt",
    "jag gissar på",
    "antakelig",
    "muligens",
    "jeg tipper",
    "formentlig",
    "muligvis",
    "jeg gætter på",
    "líklega",
    "sennilega",
    "ef til vill",
    "trúlega",
    "kanska",
    "møguliga",
    "eg haldi",
    "wahrscheinlech",
    "vläicht",
    "méiglecherweis",
    "ech mengen",
    "אפֿשר",
    "מסתמא",
    "איך מיין",
    "wierskynlik",
    "faaks",
    "sans doute",
    "vraisemblablement",
    "je dirais",
    "posiblemente",
    "lo más probable",
    "supongo",
    "possivelmente",
    "acho que",
    "suponho",
    "presumibilmente",
    "suppongo",
    "credo che",
    "potser",
    "possiblement",
    "segurament",
    "suposo",
    "quizais",
    "seica",
    "se cadra",
    "ao mellor",
    "supoño",
    "benlèu",
    "probablament",
    "cel mai probabil",
    "poate că",
    "presupun",
    "pesemne",
    "bănuiesc",
    "fortasse",
    "forsitan",
    "verisimiliter",
    "b'fhéidir",
    "b’fhéidir",
    "is dócha",
    "is dóichí",
    "is dóigh liom",
    "efallai",
    "mwy na thebyg",
    "yn ôl pob tebyg",
    "mae'n debyg",
    "siŵr o fod",
    "is dòcha",
    "ma dh'fhaoidte",
    "'s mathaid",
    "marteze",
    "moarvat",
    "πιθανότατα",
    "κατά πάσα πιθανότητα",
    "υποθέτω",
    "ndoshta",
    "mbase",
    "me shumë gjasë",
    "ka gjasa",
    "probabbilment",
    "forsi",
    "x'aktarx",
    "ziurrenik",
    "seguruenik",
    "agian",
    "beharbada",
    "nire ustez",
    "скорее всего",
    "вероятнее всего",
    "по-видимому",
    "вероятно,",
    "видимо,",
    "предположительно",
    "найімовірніше",
    "ймовірно,",
    "імовірно,",
    "швидше за все",
    "судячи з усього",
    "хутчэй за ўсё",
    "верагодна,",
    "напэўна",
    "мабыць",
    "відаць",
    "być może",
    "zapewne",
    "przypuszczalnie",
    "najpewniej",
    "nejspíš",
    "patrně",
    "snad",
    "předpokládám",
    "zrejme",
    "azda",
    "hádam",
    "predpokladám",
    "najverjetneje",
    "najbrž",
    "menda",
    "domnevno",
    "najvjerojatnije",
    "valjda",
    "pretpostavljam",
    "po svoj prilici",
    "највероватније",
    "можда",
    "ваљда",
    "претпостављам",
    "najverovatnije",
    "најверојатно",
    "можеби",
    "претпоставувам",
    "най-вероятно",
    "навярно",
    "предполагам",
    "по всяка вероятност",
    "turbūt",
    "ko gero",
    "spėju",
    "droši vien",
    "visticamāk",
    "domājams",
    "kenties",
    "mahdollisesti",
    "oletettavasti",
    "ilmselt",
    "arvatavasti",
    "küllap",
    "ma arvan",
    "feltehetően",
    "nagy valószínűséggel",
    "szerintem",
    "gondolom",
    "büyük ihtimalle",
    "sanırım",
    "yəqin ki",
    "ehtimal ki",
    "bəlkə",
    "çox güman ki",
    "məncə",
    "бәлкім",
    "сірә",
    "меніңше",
    "ehtimol",
    "balki",
    "katta ehtimol bilan",
    "menimcha",
    "балким",
    "сыягы",
    "менимче",
    "ähtimal",
    "megerem",
    "meniňçe",
    "бәлки",
    "мөгаен",
    "ихтимал",
    "минемчә",
    "بەلكىم",
    "ئېھتىمال",
    "مېنىڭچە",
    "ალბათ",
    "შესაძლოა",
    "სავარაუდოდ",
    "როგორც ჩანს",
    "ვფიქრობ",
    "მგონი",
    "հավանաբար",
    "գուցե",
    "թերևս",
    "թերեւս",
    "երևի",
    "ամենայն հավանականությամբ",
    "կարծում եմ",
    "من المحتمل",
    "أظن",
    "لعل",
    "ככל הנראה",
    "סביר להניח",
    "אני מניח",
    "ምናልባት",
    "እንደማስበው",
    "احتمالًا",
    "به احتمال زیاد",
    "حدس می‌زنم",
    "فکر می‌کنم",
    "эҳтимол",
    "шояд",
    "эҳтимолан",
    "ба гумонам",
    "фикр мекунам",
    "ښايي",
    "کېدای شي",
    "زما په اند",
    "زه فکر کوم",
    "belkî",
    "dibe ku",
    "bi îhtîmaleke mezin",
    "لەوانەیە",
    "پێدەچێت",
    "وا بزانم",
    "संभवत",
    "मुझे लगता है",
    "मेरा अनुमान है",
    "मेरे विचार से",
    "غالبا",
    "غالبًا",
    "ممکن ہے",
    "میرا خیال ہے",
    "مجھے لگتا ہے",
    "বোধহয়",
    "আমার মনে হয়",
    "আমার ধারণা",
    "সম্ভৱত",
    "বোধকৰোঁ",
    "মোৰ বোধেৰে",
    "ਸ਼ਾਇਦ",
    "ਸੰਭਵ ਤੌਰ 'ਤੇ",
    "ਮੈਨੂੰ ਲੱਗਦਾ ਹੈ",
    "ਮੇਰੇ ਖ਼ਿਆਲ ਵਿੱਚ",
    "કદાચ",
    "સંભવત",
    "મને લાગે છે",
    "મારા અંદાજ મુજબ",
    "कदाचित",
    "मला वाटते",
    "मला वाटतं",
    "माझ्या अंदाजाने",
    "सायद",
    "सम्भवत",
    "हुनसक्छ",
    "मलाई लाग्छ",
    "मेरो अनुमानमा",
    "कदाचित्",
    "ବୋଧହୁଏ",
    "ସମ୍ଭବତ",
    "ହୁଏତ",
    "ମୋତେ ଲାଗୁଛି",
    "සමහරවිට",
    "මම හිතන්නේ",
    "شايد",
    "منهنجي خيال ۾",
    "ஒருவேளை",
    "அநேகமாக",
    "நான் நினைக்கிறேன்",
    "బహుశా",
    "బహుశః",
    "నాకు అనిపిస్తుంది",
    "ಬಹುಶಃ",
    "ನನ್ನ ಪ್ರಕಾರ",
    "ഒരുപക്ഷേ",
    "ഒരുപക്ഷെ",
    "സാധ്യതയുണ്ട്",
    "എനിക്ക് തോന്നുന്നു",
    "น่าจะเป็น",
    "คงจะ",
    "อาจจะเป็น",
    "เป็นไปได้ว่า",
    "ผมคิดว่า",
    "ฉันคิดว่า",
    "ອາດຈະເປັນ",
    "ຄົງຈະ",
    "ໜ້າຈະ",
    "ຂ້ອຍຄິດວ່າ",
    "ប្រហែលជា",
    "ទំនងជា",
    "ខ្ញុំគិតថា",
    "ဖြစ်ကောင်းဖြစ်နိုင်",
    "nhiều khả năng",
    "khả năng cao là",
    "tôi đoán",
    "hình như",
    "kemungkinan besar",
    "bisa jadi",
    "saya kira",
    "saya rasa",
    "berkemungkinan besar",
    "agaknya",
    "saya fikir",
    "marahil",
    "malamang",
    "sa tingin ko",
    "tingali",
    "lagmit",
    "sa akong hunahuna",
    "mbokmenawa",
    "mbok menawa",
    "mbokmanawa",
    "meureun",
    "sigana",
    "panginten",
    "tej zaum",
    "kuv xav tias",
    "很可能",
    "大概是",
    "估计是",
    "估計是",
    "應該是",
    "可能係",
    "應該係",
    "大概係",
    "もしかしたら",
    "아마도",
    "추측하건대",
    "제 추측으로는",
    "잘 모르겠지만",
    "магадгүй",
    "миний бодлоор",
    "ཕལ་ཆེར",
    "གཅིག་བྱས་ན",
    "yamkini",
    "kwa uwezekano mkubwa",
    "malaha",
    "laga yaabee",
    "waxaa laga yaabaa",
    "waxaan u malaynayaa",
    "waxaan filayaa",
    "wataƙila",
    "watakila",
    "mai yiwuwa",
    "ina tsammani",
    "bóyá",
    "ó ṣeé ṣe kí",
    "mo rò pé",
    "ikekwe",
    "eleghị anya",
    "eleghi anya",
    "o nwere ike ịbụ",
    "mhlawumbe",
    "kungenzeka",
    "ngokunokwenzeka",
    "ngicabanga ukuthi",
    "mhlawumbi",
    "kusenokwenzeka",
    "kunokwenzeka",
    "ndicinga ukuba",
    "tarii",
    "yaada kootiin",
    "wenda",
    "ahari",
    "birashoboka",
    "ndakeka",
    "zvichida",
    "ndinofunga",
    "mohlomong",
    "ke nahana hore",
    "ke akanya gore",
    "angamba",
    "azo inoana fa",
    "araka ny eritreritro",
    "heveriko",
    "mwina",
    "ndikuganiza",
    "ɛbia",
    "ebia",
    "mesusuw sɛ",
    "oboolyawo",
    "ndowooza",
    "malia paha",
    "manaʻo au",
    "tērā pea",
    "ki tōku whakaaro",
    "ki taku whakaaro",
    "atonu",
    "masalo",
    "ou te manatu",
    "petèt",
    "pwobableman",
    "mwen panse",
];

/// Verbs of possibility (`it could be`, `ça pourrait être`, `es könnte`, `podría ser`),
/// lowercase: hedges within a clause ([`hedged_before`]), but not at the head of a value
/// ([`guessed`]: `May be delayed` is a status).
const POSSIBILITY: [&str; 21] = [
    "could be",
    "could well be",
    "might be",
    "may be",
    "pourrait",
    "pourraient",
    "könnte",
    "könnten",
    "podría",
    "podrían",
    "poderia",
    "poderiam",
    "potrebbe",
    "potrebbero",
    "zou",
    "kan vara",
    "może być",
    "może to być",
    "может быть",
    "могло бы",
    "可能是",
];

/// Words by which a writer says what follows held once and holds no longer (`until
/// yesterday it was`, `it used to be`, `bis gestern waren es`, `fino a ieri era`, `昨日まで`),
/// lowercase: a number they lead to within [`HEDGE_REACH`] words of its clause is a bygone
/// value, not the value now, as a hedged one is a guess.
const BYGONE: [&str; 61] = [
    "until yesterday",
    "until last week",
    "until recently",
    "used to",
    "formerly",
    "jusqu'à hier",
    "jusqu’à hier",
    "autrefois",
    "auparavant",
    "bis gestern",
    "bis vor kurzem",
    "früher",
    "hasta ayer",
    "hasta hace poco",
    "até ontem",
    "antigamente",
    "fino a ieri",
    "fino a poco fa",
    "un tempo",
    "tot gisteren",
    "vroeger",
    "до вчерашнего дня",
    "раньше",
    "以前",
    "昨天之前",
    "昨日まで",
    "어제까지",
    // What held before the value now: `The previous price was 49.99`, `Die alte Miete war
    // 800`, `L'ancien tarif était de 12`.
    "previous",
    "previously",
    "former",
    "old",
    "précédent",
    "précédente",
    "ancien",
    "ancienne",
    "vorherige",
    "vorherigen",
    "alte",
    "alten",
    "bisherige",
    "anterior",
    "antiguo",
    "antigua",
    "antigo",
    "antiga",
    "precedente",
    "vecchio",
    "vecchia",
    "vorige",
    "oude",
    "poprzedni",
    "poprzednia",
    "предыдущий",
    "предыдущая",
    "прежний",
    "старый",
    "之前的",
    "原来的",
    "以前の",
    "이전",
    "원래",
];

/// How many words a hedge ([`HEDGES`]) or a word of what held once ([`BYGONE`]) may stand
/// before the number it is said of, itself included: the hedge and at most three words
/// between (`maybe it's`, `vielleicht sind es`, `labda ni shilingi`, `used to be`).
const HEDGE_REACH: usize = 4;

/// Whether a hedge ([`HEDGES`]) or a word of what held once ([`BYGONE`]) starts one of the
/// last [`HEDGE_REACH`] words of the clause
/// that `before` ends (a clause ends at `.`, `,`, `;`, `:`, `!`, `?`, a line break and their
/// CJK and Arabic forms: `Perhaps surprisingly, it's 300` is not hedged). In a script without spaces the
/// hedge may start anywhere in its word (`也许是300`).
pub(crate) fn hedged_before(before: &str) -> bool {
    // (A clause is read back at most 256 bytes: a reply naming values many times stays linear.)
    let before = &before[super::bytes::ceil_char(before, before.len().saturating_sub(256))..];
    let clause = before
        .rfind([
            '.', ',', ';', ':', '!', '?', '\n', '。', '，', '、', '；', '：', '،', '؛',
        ])
        .map_or(before, |at| &before[at..]);
    let mut words = 0;
    let mut from = clause.len();
    for (at, c) in clause.char_indices().rev() {
        if c.is_whitespace() {
            if at + c.len_utf8() < from {
                words += 1;
                if words == HEDGE_REACH {
                    from = at;
                    break;
                }
            }
            from = at;
        } else {
            from = at;
        }
    }
    let tail = clause[from..].to_lowercase();
    // A hedge that opens the sentence as a clause of its own, its comma after it, hedges
    // the clause it leads into (`Наверное, это 69`, `Probably, it's 69`; not `Perhaps
    // surprisingly, it's 300`).
    if words < HEDGE_REACH && clause.starts_with(',') {
        let lead = &before[..before.len() - clause.len()];
        let start = lead
            .rfind(['.', ';', ':', '!', '?', '\n', '。', '：'])
            .map_or(0, |at| {
                at + lead[at..].chars().next().map_or(1, char::len_utf8)
            });
        let word = lead[start..].trim().to_lowercase();
        if HEDGES.contains(&word.as_str()) || POSSIBILITY.contains(&word.as_str()) {
            return true;
        }
    }
    (0..tail.len().saturating_sub(1))
        .filter(|&at| tail.is_char_boundary(at))
        .any(|at| {
            hedges_at(&tail[at..]).any(|(hedge, _)| {
                let whole = !tail[..at].ends_with(char::is_alphanumeric)
                    && !tail[at + hedge.len()..].starts_with(char::is_alphanumeric);
                whole || !hedge.starts_with(|c: char| spaced_script(c))
            })
        })
}

/// The hedges of [`HEDGES`], [`POSSIBILITY`] and [`BYGONE`] that `text` starts with, and
/// whether each is an adverb of [`HEDGES`]: looked up by their first two bytes in a table
/// sorted once (a reply's numbers each look back at a few words; the tables hold hundreds).
fn hedges_at(text: &str) -> impl Iterator<Item = (&'static str, bool)> + '_ {
    static INDEX: std::sync::OnceLock<Vec<(u16, &'static str, bool)>> = std::sync::OnceLock::new();
    let index = INDEX.get_or_init(|| {
        let mut index: Vec<(u16, &'static str, bool)> = HEDGES
            .iter()
            .map(|h| (h, true))
            .chain(POSSIBILITY.iter().chain(&BYGONE).map(|h| (h, false)))
            .filter(|(h, _)| h.len() >= 2)
            .map(|(h, adverb)| (pair(h.as_bytes()), *h, adverb))
            .collect();
        index.sort_unstable();
        index
    });
    let b = text.as_bytes();
    let key = if b.len() >= 2 { pair(b) } else { 0 };
    let from = index.partition_point(|(p, ..)| *p < key);
    index[from..]
        .iter()
        .take_while(move |(p, ..)| b.len() >= 2 && *p == key)
        .filter(move |(_, h, _)| text.starts_with(h))
        .map(|(_, h, adverb)| (*h, *adverb))
}

/// Whether lowercase `text` is a hedge and nothing more but marks (`probably`, `vermutlich`,
/// `peut-être ?`): a remark on a value that makes it a guess.
pub(crate) fn is_hedge(text: &str) -> bool {
    hedges_at(text).any(|(hedge, _)| text[hedge.len()..].chars().all(|c| !c.is_alphanumeric()))
}

/// The first two bytes of `b` as one number.
fn pair(b: &[u8]) -> u16 {
    u16::from(b[0]) << 8 | u16::from(b[1])
}

/// Whether a short text (a string value, or a whole reply taken as one) opens with a hedge
/// and names what it hedges: `probably Goethe`, `vermutlich Goethe`, `Probably Dhaka.`,
/// `সম্ভবত ঢাকা।`, `Most likely 17.`: a guess written in the value's place, no answer. Four
/// words at most (a sentence of free text that opens so is text); a hedge alone (`maybe`, an
/// enum's value) is a word; a hedge capitalized in a text that ends with no sentence's mark
/// opens a title (`Maybe I'm Amazed`).
pub(crate) fn guessed(text: &str) -> bool {
    let t = text.trim_start();
    // (Most values are turned away by their first two bytes ([`may_guess`]), and most of the
    // rest by their length or by holding no space.)
    if !may_guess(t.as_bytes())
        || t.len() > 96
        || t.is_ascii() && memchr::memchr2(b' ', b',', t.as_bytes()).is_none()
        || t.split_whitespace().nth(4).is_some()
    {
        return false;
    }
    let mut chars = t.chars();
    let Some(c) = chars.next() else {
        return false;
    };
    // A hedge capitalized opens a title (`Maybe I'm Amazed`, `Perhaps Love`) unless the text
    // is a sentence, ended with its mark (`Probably Dhaka.`).
    let sentence = t.trim_end().ends_with(['.', '!', '।', '。', '።', '։']);
    let first = if sentence {
        c.to_lowercase().next().unwrap_or(c)
    } else {
        c
    };
    // The text's first character as the hedge would write it, then the rest as written.
    let opened: String = std::iter::once(first).chain(chars.take(32)).collect();
    hedges_at(&opened)
        .filter(|(_, adverb)| *adverb)
        .any(|(hedge, _)| {
            let rest = &opened[hedge.len()..];
            // (In a script without spaces the value follows the hedge: `也许杭州`.)
            let spaced = hedge.starts_with(spaced_script);
            (rest.starts_with([' ', ',', '，', '\u{a0}']) || !spaced)
                && rest
                    .trim_start_matches([' ', ',', '，', '\u{a0}'])
                    .starts_with(char::is_alphanumeric)
        })
}

/// Whether the bytes of a string may open a hedge ([`guessed`]'s first look, for a caller
/// that has them: a text in Latin letters whose first two, in lowercase, open none does
/// not).
#[inline]
pub(crate) fn may_guess(text: &[u8]) -> bool {
    match text {
        [a, ..] if !a.is_ascii() => true,
        [a, b, _, ..] if a.is_ascii_alphabetic() => {
            let pair =
                usize::from(a.to_ascii_lowercase()) << 8 | usize::from(b.to_ascii_lowercase());
            GUESS_PAIRS[pair / 64] & 1 << (pair % 64) != 0
        }
        _ => false,
    }
}

/// The first two bytes of each of the [`HEDGES`], as bits of a table of 65,536.
const GUESS_PAIRS: [u64; 1024] = {
    let mut pairs = [0u64; 1024];
    let mut i = 0;
    while i < HEDGES.len() {
        let b = HEDGES[i].as_bytes();
        let pair = (b[0] as usize) << 8 | b[1] as usize;
        pairs[pair / 64] |= 1 << (pair % 64);
        i += 1;
    }
    pairs
};

/// How far from a record the prose around it is read for one of its values stated under a
/// hedge ([`states_in_doubt`]), in bytes each way.
pub(crate) const DOUBT_REACH: usize = 240;

/// Whether `prose` (beside a record) writes `value`, one of the record's own texts or numbers,
/// under a hedge ([`hedged_before`]: `the invoice number is probably INV-4471`, `Quizás nació
/// en 1952`, `아마 … 김민수일 거예요`): the record repeats a guess. The value is written whole
/// (as the record writes it; no letter or digit right before it, nor one of a spaced script right after it:
/// a particle of a script without may follow it, `김민수일`, `Lagos일`).
pub(crate) fn states_in_doubt(prose: &str, value: &str) -> bool {
    let value = value.trim();
    let number = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
    if value.chars().count() < 2 && !number || prose.len() < value.len() {
        return false;
    }
    // (The value's first byte found by `memchr`, the rest compared: no searcher to build for
    // each of a record's values.)
    let (p, v) = (prose.as_bytes(), value.as_bytes());
    memchr::memchr_iter(v[0], p).any(|at| {
        let end = at + v.len();
        p.get(at..end) == Some(v)
            && !prose[..at].ends_with(char::is_alphanumeric)
            && !prose[end..].starts_with(|c: char| c.is_alphanumeric() && spaced_script(c))
            && hedged_before(&prose[..at])
    })
}

/// Whether a value written in the sentence that `line` (the text before it on its line)
/// leads into is hedged or said to have held once ([`hedged_before`]): `The previous price
/// was {"price": 49.99}`, `It's probably {…}`. A line that ends with a colon sets the value
/// apart (`Maybe this helps:`).
pub(crate) fn leads_in_doubt(line: &str) -> bool {
    let line = line.trim_end();
    !line.is_empty() && !line.ends_with([':', '：']) && hedged_before(line)
}

fn qualified_before(before: &str) -> bool {
    if hedged_before(before) {
        return true;
    }
    let before = before.trim_end();
    // Only the last words can qualify the number: the longest phrase is well within
    // `WINDOW` bytes, and looking no further keeps a reply of many numbers linear.
    let mut cut = before.len().saturating_sub(WINDOW);
    while !before.is_char_boundary(cut) {
        cut += 1;
    }
    let before = &before[cut..];
    let lower = before.to_lowercase();
    BEFORE.iter().any(|phrase| {
        lower.strip_suffix(phrase).is_some_and(|rest| {
            let spaced = phrase.starts_with(|c: char| c.is_alphabetic() && spaced_script(c));
            !spaced || !rest.ends_with(char::is_alphanumeric)
        })
    })
}

fn qualified_after(after: &str) -> bool {
    if after.starts_with(ATTACHED) {
        return true;
    }
    if let Some(rest) = after.strip_prefix('+') {
        return !rest.starts_with(|c: char| c.is_ascii_digit());
    }
    let trimmed = after.trim_start();
    let lower: String = trimmed.chars().take(24).collect::<String>().to_lowercase();
    let ascii = AFTER.iter().any(|phrase| {
        lower.strip_prefix(phrase).is_some_and(|rest| {
            let spaced = phrase.ends_with(|c: char| c.is_alphabetic());
            !spaced || !rest.starts_with(char::is_alphanumeric)
        })
    });
    if ascii {
        return true;
    }
    // A counter of one or two characters may come between (`40人以上`, `40개 이상`).
    let mut rest = trimmed;
    for _ in 0..3 {
        let candidate = rest.trim_start();
        if AFTER_UNSPACED.iter().any(|p| candidate.starts_with(p)) {
            return true;
        }
        match rest.chars().next() {
            Some(c) if !c.is_ascii() && c.is_alphabetic() => rest = &rest[c.len_utf8()..],
            _ => break,
        }
    }
    false
}

/// A letter of a script written with spaces between words (Latin, with accents; Greek,
/// Cyrillic, Hebrew, Arabic, Devanagari), where a phrase must start a word.
fn spaced_script(c: char) -> bool {
    c.is_ascii() || matches!(c, 'À'..='ɏ' | '\u{370}'..='\u{6ff}' | '\u{900}'..='\u{97f}')
}
