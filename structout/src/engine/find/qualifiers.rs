//! Words that make a number in prose a bound or an estimate rather than the value: `about
//! 40`, `over 40`, `at least 40`, `40+`, `40 or so`, `environ 40`, `mindestens 40`, `unos
//! 40`, `约40`, `40人以上`, `약 40`, `40여 명`. A reply that says a quantity is *more than*
//! 40 or *about* 40 has not said it is 40: the number is refused, never returned as the value.
//!
//! One table per side of the number, in the nine languages the other cues read (English,
//! French, German, Spanish, Portuguese, Italian, Chinese, Japanese, Korean), the words before
//! a number in sixteen more (`около 40`, `אולי 40`, `khoảng 40`, `takriban 40`) and both
//! sides in about a hundred more (helper data: `noin 40`, `körülbelül 40`, `több mint 40`;
//! words that also mean `until`, bare prepositions and phrases inside longer words of a
//! script without spaces left out), plus the
//! signs that say the same (`~`, `≈`, `<`, `≥`, `±`). A hedge (`maybe`, `vielleicht`,
//! `labda`) makes a guess of a number a few words after it in its clause, too (`maybe it's
//! 40`), and a word of what held once a bygone value (`until yesterday it was 40`).

/// The words of [`BEFORE`] that say a number is near the one meant, not a bound of it
/// (`about`, `roughly`, `~`; not `over`, `at least`): standing where a linking word may,
/// they make a statement of a number as near as its last digit that is not a zero (`the
/// total is about 40`, `Count: roughly 8,000`), which a field's number may agree with.
pub(crate) const ESTIMATES: [&str; 11] = [
    "about",
    "around",
    "approximately",
    "approx.",
    "roughly",
    "nearly",
    "almost",
    "circa",
    "ca.",
    "some",
    "~",
];

/// Before the number (compared lowercase, after any currency sign and space): the phrase
/// must start a word unless it is a sign or written in a script without spaces.
static BEFORE: [&str; 1246] = [
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
    // More languages (helper data, 2026-11-28): estimates and bounds before a number.
    // Finnish.
    "noin",
    "yli",
    "vähintään",
    "ainakin",
    "lähes",
    "melkein",
    "enintään",
    "korkeintaan",
    "jopa",
    "arviolta",
    "suunnilleen",
    "likimain",
    "vajaa",
    "vajaat",
    "reilu",
    "reilut",
    "runsas",
    "runsaat",
    "enemmän kuin",
    "vähemmän kuin",
    // Estonian.
    "umbes",
    "ligikaudu",
    "ligi",
    "üle",
    "alla",
    "vähemalt",
    "peaaegu",
    "rohkem kui",
    "vähem kui",
    "enam kui",
    "maksimaalselt",
    "hinnanguliselt",
    // Hungarian.
    "körülbelül",
    "kb.",
    "nagyjából",
    "mintegy",
    "közel",
    "csaknem",
    "majdnem",
    "legalább",
    "legfeljebb",
    "több mint",
    "kevesebb mint",
    "akár",
    "megközelítőleg",
    "hozzávetőleg",
    "hozzávetőlegesen",
    "bő",
    "alig",
    // Czech.
    "asi",
    "přibližně",
    "zhruba",
    "okolo",
    "kolem",
    "téměř",
    "skoro",
    "více než",
    "víc než",
    "méně než",
    "míň než",
    "nejméně",
    "alespoň",
    "aspoň",
    "nejvýše",
    "nejvíce",
    "maximálně",
    "minimálně",
    "přes",
    "necelých",
    "necelé",
    "bezmála",
    "cca",
    "odhadem",
    "řádově",
    // Slovak.
    "asi",
    "približne",
    "zhruba",
    "okolo",
    "takmer",
    "skoro",
    "viac ako",
    "viac než",
    "menej ako",
    "menej než",
    "najmenej",
    "najviac",
    "aspoň",
    "minimálne",
    "maximálne",
    "cca",
    "vyše",
    "necelých",
    "bezmála",
    // Slovenian.
    "približno",
    "okoli",
    "skoraj",
    "več kot",
    "manj kot",
    "vsaj",
    "najmanj",
    "največ",
    "dobrih",
    "slabih",
    "cca",
    // Croatian.
    "oko",
    "otprilike",
    "približno",
    "gotovo",
    "skoro",
    "više od",
    "manje od",
    "najmanje",
    "barem",
    "najviše",
    "preko",
    "cca",
    "blizu",
    "maksimalno",
    "minimalno",
    // Serbian.
    "око",
    "отприлике",
    "приближно",
    "готово",
    "скоро",
    "више од",
    "мање од",
    "најмање",
    "бар",
    "барем",
    "највише",
    "преко",
    // Macedonian.
    "околу",
    "приближно",
    "речиси",
    "повеќе од",
    "помалку од",
    "најмалку",
    "најмногу",
    "барем",
    "над",
    // Bulgarian.
    "приблизително",
    "над",
    "повече от",
    "по-малко от",
    "най-малко",
    "поне",
    "най-много",
    "близо",
    // Belarusian.
    "каля",
    "прыблізна",
    "амаль",
    "больш за",
    "больш як",
    "менш за",
    "прынамсі",
    "звыш",
    // Romanian.
    "aproximativ",
    "în jur de",
    "cam",
    "aproape",
    "peste",
    "sub",
    "mai mult de",
    "mai puțin de",
    "mai puţin de",
    "cel puțin",
    "cel puţin",
    "cel mult",
    "vreo",
    // Catalan.
    "unes",
    "aproximadament",
    "al voltant de",
    "gairebé",
    "més de",
    "menys de",
    "com a mínim",
    "com a màxim",
    "almenys",
    "prop de",
    // Galician.
    "unhas",
    "arredor de",
    "preto de",
    "case",
    "máis de",
    "polo menos",
    // Occitan.
    "mai de",
    "mens de",
    "al mens",
    "gaireben",
    // Latin.
    "circiter",
    "fere",
    "ferme",
    "plus quam",
    "minus quam",
    "amplius",
    "saltem",
    "paene",
    "prope",
    // Danish.
    "cirka",
    "omkring",
    "næsten",
    "mere end",
    "mindre end",
    "færre end",
    "mindst",
    "højst",
    "op til",
    "op mod",
    "knap",
    "godt",
    "i omegnen af",
    "tæt på",
    "anslået",
    "maksimalt",
    // Norwegian Bokmål.
    "cirka",
    "omkring",
    "nesten",
    "mer enn",
    "mindre enn",
    "færre enn",
    "høyst",
    "opptil",
    "knapt",
    "drøyt",
    "rundt",
    "i overkant av",
    "i underkant av",
    "anslagsvis",
    "nærmere",
    // Norwegian Nynorsk.
    "om lag",
    "omtrent",
    "meir enn",
    "høgst",
    "kring",
    // Icelandic.
    "um það bil",
    "u.þ.b.",
    "tæplega",
    "rúmlega",
    "nærri",
    "næstum",
    "meira en",
    "minna en",
    "að minnsta kosti",
    "í mesta lagi",
    "allt að",
    "yfir",
    "hátt í",
    // Faroese.
    "umleið",
    "næstan",
    "meira enn",
    // Afrikaans.
    "omtrent",
    "sowat",
    "byna",
    "amper",
    "meer as",
    "minder as",
    "ten minste",
    "hoogstens",
    "bykans",
    "naastenby",
    "op die meeste",
    // West Frisian.
    "sawat",
    "likernôch",
    "hast",
    "mear as",
    "minder as",
    // Luxembourgish.
    "ongeféier",
    "bal",
    "méi wéi",
    "manner wéi",
    "op d'mannst",
    "iwwer",
    // Scots.
    "aboot",
    "ower",
    "mair nor",
    "mair than",
    // Yiddish.
    "אומגעפֿער",
    "אומגעפער",
    "אַרום",
    "מער ווי",
    "ווייניקער ווי",
    // Lithuanian.
    "apie",
    "maždaug",
    "beveik",
    "daugiau nei",
    "daugiau kaip",
    "mažiau nei",
    "mažiau kaip",
    "bent",
    "mažiausiai",
    "daugiausiai",
    "daugiausia",
    "apytiksliai",
    "virš",
    // Latvian.
    "apmēram",
    "aptuveni",
    "gandrīz",
    "vairāk nekā",
    "vairāk par",
    "vairāk kā",
    "mazāk nekā",
    "mazāk par",
    "vismaz",
    "turpat",
    "teju",
    // Albanian.
    "përafërsisht",
    "afërsisht",
    "gati",
    "pothuajse",
    "më shumë se",
    "më pak se",
    "të paktën",
    "së paku",
    // Maltese.
    "madwar",
    "kważi",
    "aktar minn",
    "iktar minn",
    "inqas minn",
    "mill-inqas",
    "bejn wieħed u ieħor",
    // Basque.
    "gutxi gorabehera",
    "gutxienez",
    "gehienez",
    "ia",
    // Welsh.
    "tua",
    "bron",
    "bron i",
    "mwy na",
    "mwy nag",
    "llai na",
    "o leiaf",
    "ar y mwyaf",
    "oddeutu",
    "rhyw",
    "o gwmpas",
    // Irish.
    "timpeall",
    "timpeall is",
    "thart ar",
    "beagnach",
    "breis agus",
    "níos mó ná",
    "níos lú ná",
    "ar a laghad",
    "ar a mhéad",
    "suas le",
    "os cionn",
    "faoi bhun",
    "tuairim is",
    "gar do",
    // Scottish Gaelic.
    "timcheall air",
    "faisg air",
    "còrr is",
    "barrachd air",
    "nas lugha na",
    "suas ri",
    "os cionn",
    "cha mhòr",
    // Breton.
    "war-dro",
    "tost da",
    "ouzhpenn",
    "muioc'h eget",
    "da nebeutañ",
    // Esperanto.
    "ĉirkaŭ",
    "proksimume",
    "preskaŭ",
    "pli ol",
    "malpli ol",
    "almenaŭ",
    "maksimume",
    "minimume",
    // Georgian.
    "დაახლოებით",
    "თითქმის",
    "სულ მცირე",
    "სულ ცოტა",
    "მინიმუმ",
    "მაქსიმუმ",
    // Armenian.
    "մոտ",
    "մոտավորապես",
    "շուրջ",
    "գրեթե",
    "համարյա",
    "ավելի քան",
    "առնվազն",
    "առավելագույնը",
    // Azerbaijani.
    "təxminən",
    "təqribən",
    "ən azı",
    "ən çox",
    "az qala",
    // Kazakh.
    "шамамен",
    "кемінде",
    "ең көбі",
    // Uzbek.
    "taxminan",
    "qariyb",
    "kamida",
    "ko'pi bilan",
    "ko‘pi bilan",
    "deyarli",
    "тахминан",
    "қарийб",
    "камида",
    // Kyrgyz.
    "болжол менен",
    "дээрлик",
    "кеминде",
    "жок дегенде",
    // Tatar.
    "якынча",
    "кимендә",
    "диярлек",
    // Turkmen.
    "takmynan",
    "azyndan",
    // Mongolian.
    "ойролцоогоор",
    "бараг",
    "дор хаяж",
    // Tajik.
    "тақрибан",
    "қариб",
    "беш аз",
    "зиёда аз",
    "камтар аз",
    "ҳадди ақал",
    // Pashto.
    "نږدې",
    "شاوخوا",
    "لږ تر لږه",
    // Kurdish (Kurmanji).
    "nêzîkî",
    "bi qasî",
    "zêdetirî",
    "kêmtirî",
    "herî kêm",
    "li dora",
    // Kurdish (Sorani).
    "نزیکەی",
    "زیاتر لە",
    "کەمتر لە",
    "لانی کەم",
    // Uyghur.
    "تەخمىنەن",
    // Urdu.
    "لگ بھگ",
    "کم از کم",
    "زیادہ سے زیادہ",
    "اندازاً",
    "قریب قریب",
    // Nepali.
    "करिब",
    "झण्डै",
    "झन्डै",
    "कम्तीमा",
    "बढीमा",
    // Marathi.
    "सुमारे",
    "जवळपास",
    "अंदाजे",
    "किमान",
    "जास्तीत जास्त",
    // Gujarati.
    "લગભગ",
    "આશરે",
    "અંદાજે",
    "ઓછામાં ઓછા",
    "વધુમાં વધુ",
    // Punjabi.
    "ਲਗਭਗ",
    "ਤਕਰੀਬਨ",
    "ਕਰੀਬ",
    "ਘੱਟੋ-ਘੱਟ",
    "ਵੱਧ ਤੋਂ ਵੱਧ",
    // Bengali.
    "প্রায়",
    "আনুমানিক",
    "মোটামুটি",
    "কমপক্ষে",
    "অন্তত",
    "সর্বোচ্চ",
    "বড়জোর",
    // Assamese.
    "প্ৰায়",
    "আনুমানিক",
    "অন্ততঃ",
    // Odia.
    "ପ୍ରାୟ",
    "ଆନୁମାନିକ",
    "ଅତିକମରେ",
    // Tamil.
    "சுமார்",
    "கிட்டத்தட்ட",
    "ஏறக்குறைய",
    "குறைந்தது",
    "அதிகபட்சம்",
    "குறைந்தபட்சம்",
    "தோராயமாக",
    // Telugu.
    "సుమారు",
    "సుమారుగా",
    "దాదాపు",
    "దాదాపుగా",
    "కనీసం",
    "గరిష్టంగా",
    // Kannada.
    "ಸುಮಾರು",
    "ಅಂದಾಜು",
    "ಸರಿಸುಮಾರು",
    "ಕನಿಷ್ಠ",
    "ಹೆಚ್ಚು ಕಡಿಮೆ",
    // Malayalam.
    "ഏകദേശം",
    "ഏതാണ്ട്",
    "കുറഞ്ഞത്",
    "പരമാവധി",
    // Sinhala.
    "දළ වශයෙන්",
    "ආසන්න වශයෙන්",
    "අවම වශයෙන්",
    // Sindhi.
    "لڳ ڀڳ",
    "گهٽ ۾ گهٽ",
    // Thai.
    "ราว",
    "ราวๆ",
    "เกือบ",
    "อย่างน้อย",
    "มากกว่า",
    "น้อยกว่า",
    "ไม่ต่ำกว่า",
    "ไม่เกิน",
    "เกินกว่า",
    "กว่า",
    "โดยประมาณ",
    // Lao.
    "ເກືອບ",
    "ຢ່າງໜ້ອຍ",
    "ຫຼາຍກວ່າ",
    "ໜ້ອຍກວ່າ",
    "ບໍ່ເກີນ",
    // Khmer.
    "ប្រហែល",
    "ប្រមាណ",
    "ជិត",
    "យ៉ាងហោចណាស់",
    "ជាង",
    "ច្រើនជាង",
    "តិចជាង",
    // Burmese.
    "အနည်းဆုံး",
    "အများဆုံး",
    "ခန့်မှန်းခြေ",
    // Malay.
    "lebih daripada",
    "kurang daripada",
    "lebih kurang",
    "sekurang-kurangnya",
    "anggaran",
    "dianggarkan",
    // Javanese.
    "watara",
    "udakara",
    "luwih saka",
    "kurang saka",
    "paling ora",
    "kurang luwih",
    // Sundanese.
    "sakitar",
    "leuwih ti",
    "kurang ti",
    "sahenteuna",
    // Tagalog.
    "humigit-kumulang",
    "humigit kumulang",
    "halos",
    "mahigit",
    "mahigit sa",
    "higit sa",
    "higit pa sa",
    "kulang sa",
    "hindi bababa sa",
    "hindi hihigit sa",
    "tinatayang",
    "lampas",
    "lagpas",
    // Cebuano.
    "hapit",
    "kapin sa",
    "labaw sa",
    "dili moubos sa",
    // Ilocano.
    "agarup",
    "nasurok",
    "dandani",
    // Hmong.
    "kwv yees li",
    "ntau tshaj",
    "tsawg tshaj",
    "yuav luag",
    // Malagasy.
    "manodidina ny",
    "mihoatra ny",
    "latsaky ny",
    "farafahakeliny",
    "farafahabetsany",
    "efa ho",
    // Maori.
    "tata ki te",
    "neke atu i te",
    "iti iho i te",
    "mō te iti rawa",
    // Hawaiian.
    "ma kahi o",
    "ma kahi o ka",
    // Yoruba.
    "nǹkan bí",
    "nkan bi",
    "tó lé ní",
    "ó lé ní",
    "ó kéré tán",
    // Hausa.
    "kimanin",
    "kusan",
    "fiye da",
    "sama da",
    "ƙasa da",
    "kasa da",
    "aƙalla",
    "akalla",
    // Amharic.
    "ቢያንስ",
    "ቢበዛ",
    // Tigrinya.
    "ኣስታት",
    "ልዕሊ",
    "ብውሑዱ",
    "ዳርጋ",
    // Somali.
    "ku dhawaad",
    "qiyaastii",
    "ugu yaraan",
    "ugu badnaan",
    "in ka badan",
    "ka badan",
    "in ka yar",
    "ka yar",
    // Oromo.
    "yoo xiqqaate",
    // Kinyarwanda.
    "hafi",
    "barenga",
    "basaga",
    "nibura",
    // Zulu.
    "cishe",
    "okungenani",
    // Xhosa.
    "malunga ne-",
    "phantse",
    // Sesotho.
    "hoo e ka bang",
    "ho feta",
    "bonyane",
    // Setswana.
    "go feta",
    // Chichewa.
    "pafupifupi",
    "oposa",
    "osachepera",
    "kupitirira",
    // Twi.
    "bɛyɛ",
    "bɛboro",
    // Haitian Creole.
    "anviwon",
    "apeprè",
    "prèske",
    "plis pase",
    "mwens pase",
    "omwen",
    // Tok Pisin.
    "klostu",
    "moa long",
    "winim",
    // Quechua.
    "yaqa",
    // Guarani.
    "haimete",
    // Cantonese.
    "差唔多",
    "起碼",
    // Egyptian Arabic.
    "أكتر من",
    "اكتر من",
    // English.
    "as many as",
    "as much as",
    "as few as",
    "as little as",
    "north of",
    "shy of",
    "nigh on",
    "getting on for",
    "approaching",
    "on the order of",
    "in the region of",
    "in the neighborhood of",
    "in the neighbourhood of",
    "more or less",
    "c.",
    "est.",
    "going on",
    "a good",
    "not quite",
    "close on",
    // French.
    "quasiment",
    "grosso modo",
    "pas loin de",
    "aux environs de",
    "de l'ordre de",
    // German.
    "maximal",
    "minimal",
    "wenigstens",
    "nahezu",
    "beinahe",
    // Spanish.
    "a lo sumo",
    "como mucho",
    "mínimo",
    "máximo",
    "más o menos",
    "arriba de",
    "en torno a",
    "del orden de",
    // Portuguese.
    "em torno de",
    "acima de",
    "abaixo de",
    "mais ou menos",
    "ao redor de",
    "coisa de",
    // Italian.
    "attorno a",
    "massimo",
    "minimo",
    "perlomeno",
    "per lo meno",
    "pressoché",
    "approssimativamente",
    // Dutch.
    "meer dan",
    "minder dan",
    "ten minste",
    "tenminste",
    "hooguit",
    "hoogstens",
    "maximaal",
    "minimaal",
    "zo'n",
    "zo’n",
    "zowat",
    "ruim",
    "krap",
    "nagenoeg",
    "pakweg",
    "omtrent",
    "bij benadering",
    "tot wel",
    // Swedish.
    "cirka",
    "omkring",
    "drygt",
    "knappt",
    "mer än",
    "mindre än",
    "färre än",
    "högst",
    "upp till",
    "runt",
    "över",
    "uppemot",
    "åtminstone",
    "närmare",
    // Polish.
    "mniej więcej",
    "przeszło",
    "blisko",
    "niemal",
    "więcej niż",
    "mniej niż",
    "najmniej",
    "co najwyżej",
    "maksymalnie",
    "przynajmniej",
    "niespełna",
    "bez mała",
    "szacunkowo",
    // Russian.
    "больше",
    "меньше",
    "более чем",
    "менее чем",
    "больше чем",
    "меньше чем",
    "порядка",
    "как минимум",
    "как максимум",
    "по меньшей мере",
    "по крайней мере",
    "максимум",
    "минимум",
    "где-то",
    "без малого",
    "ориентировочно",
    // Ukrainian.
    "щонайменше",
    "принаймні",
    "щонайбільше",
    "більше ніж",
    "більш ніж",
    "менше ніж",
    "менш ніж",
    "більше",
    "менше",
    "орієнтовно",
    "десь",
    "мінімум",
    // Greek.
    "πάνω από",
    "κάτω από",
    "περισσότερο από",
    "περισσότερα από",
    "περισσότεροι από",
    "περισσότερες από",
    "λιγότερο από",
    "λιγότερα από",
    "λιγότεροι από",
    "λιγότερες από",
    "κατά προσέγγιση",
    "το πολύ",
    "έως και",
    "ως και",
    "γύρω στα",
    "γύρω στους",
    "γύρω στις",
    "γύρω στο",
    "κοντά στα",
    "κοντά στους",
    "κοντά στις",
    // Turkish.
    "aşağı yukarı",
    "en fazla",
    "en çok",
    "neredeyse",
    "hemen hemen",
    "tahminen",
    "takriben",
    "en azından",
    // Swahili.
    "chini ya",
    "kiasi cha",
    "yapata",
    "wasiopungua",
    "zisizopungua",
    // Indonesian.
    "lebih dari",
    "kurang dari",
    "paling sedikit",
    "sedikitnya",
    "paling banyak",
    "sekurang-kurangnya",
    "sebanyak-banyaknya",
    "setidak-tidaknya",
    "minimal",
    "maksimal",
    "kurang lebih",
    "lebih kurang",
    "nyaris",
    // Vietnamese.
    "gần",
    "hơn",
    "tối đa",
    "tối thiểu",
    "chừng",
    "khoảng chừng",
    "xấp xỉ",
    "ước tính",
    "ít ra",
    "ngót",
    "nhiều nhất",
    "không quá",
    "không dưới",
    "lên tới",
    "lên đến",
    // Hebrew.
    "כ-",
    "כ־",
    "יותר מ-",
    "יותר מ",
    "פחות מ-",
    "פחות מ",
    "למעלה מ-",
    "מעל",
    "מתחת ל-",
    "לכל היותר",
    "לכל הפחות",
    "קרוב ל-",
    "בסביבות",
    "משהו כמו",
    // Arabic.
    "نحو",
    "قرابة",
    "زهاء",
    "أكثر من",
    "اكثر من",
    "أقل من",
    "اقل من",
    "ما يقرب من",
    "ما يزيد على",
    "ما يزيد عن",
    "لا يقل عن",
    "لا يزيد عن",
    "لا يزيد على",
    "على الأكثر",
    "حوالى",
    "تقريبًا",
    "ما يناهز",
    "يناهز",
    "ما يربو على",
    "أزيد من",
    // Persian.
    "بیش از",
    "بیشتر از",
    "کمتر از",
    "دست‌کم",
    "حداقل",
    "حداکثر",
    "نزدیک به",
    "قریب به",
    "بالغ بر",
    "بالای",
    "کمابیش",
    "کم و بیش",
    "حدوداً",
    "حدودا",
    // Hindi.
    "क़रीब",
    "तकरीबन",
    "तक़रीबन",
    "करीबन",
    "ज़्यादा से ज़्यादा",
    "ज्यादा से ज्यादा",
    "अधिक से अधिक",
    "अधिकतम",
    "न्यूनतम",
    "अनुमानित",
    // Chinese.
    "差不多",
    "几乎",
    "幾乎",
    "至多",
    "最少",
    "高达",
    "高達",
    "多达",
    "多達",
    "大于",
    "大於",
    "小于",
    "小於",
    "低于",
    "低於",
    "高于",
    "高於",
    "不足",
    "不下",
    // Japanese.
    "概ね",
    "おおむね",
    "ざっと",
    "だいたい",
    "大体",
    "せいぜい",
    "たかだか",
    "多くとも",
    "凡そ",
    // Korean.
    "얼추",
    "대충",
    "많아야",
    "족히",
    // Bengali.
    "প্রায়",
    "বড়জোর",
    // Assamese.
    "প্ৰায়",
    // Of about 150 languages (a helper's table, its surer rows; words of `until` and of everyday meanings left out, and Finnish `alle`, Italian for `at the`).
    // en.
    "greater than",
    // sq.
    "rreth",
    "jo më shumë se",
    // am.
    "በግምት",
    // ar.
    "ما لا يقل عن",
    // az.
    "ən az",
    // be.
    "больш чым",
    "менш чым",
    "не менш за",
    "не больш за",
    // zh-Hans.
    "约为",
    "不少于",
    "不超过",
    // zh-Hant.
    "約為",
    "多於",
    "少於",
    "不少於",
    "不超過",
    // da.
    "ungefær",
    "flere end",
    // nl.
    "rond de",
    "om en nabij",
    // tl.
    "mas mababa sa",
    // fi.
    // fr.
    "au maximum",
    // el.
    "γύρω στ",
    "έως",
    // gu.
    "ઓછામાં ઓછ",
    // ha.
    "har zuwa",
    // he.
    "מתחת ל",
    "קרוב ל",
    // hmn.
    "kwv yees",
    // it.
    "più o meno",
    // kn.
    "ಗರಿಷ್ಠ",
    "ಹೆಚ್ಚುಕಡಿಮೆ",
    // kk.
    "кем дегенде",
    // km.
    "យ៉ាងច្រើន",
    "ស្ទើរតែ",
    // kmr.
    "zêdetir ji",
    "kêmtir ji",
    "hema hema",
    // ckb.
    "لانیکەم",
    // lo.
    "ປະມານ",
    "ຫລາຍກວ່າ",
    "ຫນ້ອຍກວ່າ",
    "ຢ່າງຫນ້ອຍ",
    "ຢ່າງຫຼາຍ",
    "ຢ່າງຫລາຍ",
    // lv.
    "ne vairāk kā",
    "ne mazāk kā",
    "virs",
    // lt.
    "ne mažiau kaip",
    "ne daugiau kaip",
    // lb.
    "ronn",
    // mg.
    "eo ho eo",
    // mt.
    "għall-inqas",
    // mi.
    "tata ki",
    "neke atu i",
    // mr.
    "कमीत कमी",
    // mn.
    "ядаж",
    // fa.
    "دستکم",
    // pl.
    "najwyżej",
    "nie więcej niż",
    "nie mniej niż",
    // ru.
    "не менее",
    "не более",
    // sd.
    "وڌ ۾ وڌ",
    // es.
    "no más de",
    "no menos de",
    // su.
    "ampir",
    "kurang leuwih",
    // sw.
    "si zaidi ya",
    // sv.
    "fler än",
    // tg.
    "бештар аз",
    // te.
    "గరిష్ఠంగా",
    "ఇంచుమించు",
    // th.
    "ประมาณ",
    "เกิน",
    // uk.
    "більше за",
    "менше за",
    "не більше",
    "не менше",
    // uz-Cyrl.
    "кўпи билан",
    "деярли",
    // vi.
    "chưa đến",
    "chưa tới",
    "ít hơn",
    "nhiều hơn",
    // cy.
    "hyd at",
];

/// After the number (compared lowercase, after any space): the phrase must end a word unless
/// it is a sign or written in a script without spaces. `+` counts only where no digit
/// follows (`40+2` is a sum).
const AFTER: [&str; 461] = [
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
    // More languages (helper data, 2026-11-28).
    // Finnish.
    "tai enemmän",
    "tai vähemmän",
    // Estonian.
    "või rohkem",
    "või enam",
    "või vähem",
    // Hungarian.
    "körül",
    "felett",
    "fölött",
    "táján",
    "vagy több",
    // Czech.
    "a více",
    "nebo více",
    "či více",
    "a víc",
    "nebo méně",
    // Slovak.
    "a viac",
    "alebo viac",
    // Slovenian.
    "ali več",
    "in več",
    // Croatian.
    "ili više",
    "i više",
    // Serbian.
    "или више",
    "и више",
    // Bulgarian.
    "или повече",
    "и повече",
    // Romanian.
    "sau mai mult",
    "sau mai puțin",
    "și ceva",
    "şi ceva",
    // Catalan.
    "o més",
    "o menys",
    "i escaig",
    // Galician.
    "ou máis",
    // Danish.
    "eller mere",
    "eller flere",
    "eller mindre",
    "og derover",
    "og opefter",
    // Norwegian Bokmål.
    "eller mer",
    "eller flere",
    "eller mindre",
    "og oppover",
    // Norwegian Nynorsk.
    "eller meir",
    // Icelandic.
    "eða meira",
    "eða fleiri",
    // Afrikaans.
    "of meer",
    "of minder",
    // Lithuanian.
    "su viršum",
    // Latvian.
    "vai vairāk",
    // Basque.
    "inguru",
    "baino gehiago",
    "baino gutxiago",
    "gutxi gorabehera",
    // Uzbek.
    "atrofida",
    "chamasi",
    // Chuvash, Tatar, Bashkir, Kyrgyz (after the number, or after its scale word: `50 пин
    // яхӑн`).
    "яхӑн",
    "чамасы",
    "тирәсе",
    "самаһы",
    "чамасында",
    // Mongolian.
    "орчим",
    "гаруй",
    "шахам",
    // Pashto.
    "څه باندې",
    // Urdu.
    "سے زیادہ",
    "سے کم",
    "سے زائد",
    "سے اوپر",
    "کے قریب",
    "کے لگ بھگ",
    // Nepali.
    "भन्दा बढी",
    "भन्दा कम",
    "भन्दा माथि",
    // Marathi.
    "पेक्षा जास्त",
    "पेक्षा अधिक",
    "पेक्षा कमी",
    // Gujarati.
    "થી વધુ",
    "થી વધારે",
    "થી ઓછા",
    // Punjabi.
    "ਤੋਂ ਵੱਧ",
    "ਤੋਂ ਘੱਟ",
    "ਤੋਂ ਜ਼ਿਆਦਾ",
    // Bengali.
    "এর বেশি",
    "-এর বেশি",
    "এরও বেশি",
    "এর কম",
    "-এর কম",
    // Malayalam.
    "ഓളം",
    // Sinhala.
    "පමණ",
    "කට වැඩි",
    "කට අඩු",
    // Thai.
    "กว่า",
    "ขึ้นไป",
    "ลงมา",
    "โดยประมาณ",
    // Lao.
    "ກວ່າ",
    "ຂຶ້ນໄປ",
    // Burmese.
    "ခန့်",
    "လောက်",
    "နီးပါး",
    "ကျော်",
    "ထက်ပို",
    // Malay.
    "lebih",
    "ke atas",
    // Tagalog.
    "o higit pa",
    "pataas",
    // Malagasy.
    "eo ho eo",
    // Amharic.
    "ገደማ",
    "በላይ",
    "በታች",
    "አካባቢ",
    "የሚጠጉ",
    // Oromo.
    "ol",
    // Cantonese.
    "咁上下",
    // English.
    "-plus",
    "or thereabouts",
    "more or less",
    "-something",
    "and change",
    "at the most",
    "at a minimum",
    "or higher",
    "or lower",
    "or greater",
    "and under",
    "and below",
    "approximately",
    // French.
    "et quelques",
    "à peu près",
    "au maximum",
    "au minimum",
    "tout au plus",
    // German.
    "oder so",
    "herum",
    // Spanish.
    "y pico",
    "y tantos",
    "aproximadamente",
    "o así",
    "como mínimo",
    "como máximo",
    "a lo sumo",
    "como mucho",
    // Portuguese.
    "e poucos",
    "e tantos",
    "e pouco",
    "aproximadamente",
    "no máximo",
    "no mínimo",
    // Italian.
    "e passa",
    "o giù di lì",
    "abbondanti",
    "scarsi",
    "all'incirca",
    "al massimo",
    // Dutch.
    "of meer",
    "of minder",
    // Swedish.
    "eller mer",
    "eller fler",
    "eller mindre",
    "och uppåt",
    "och däröver",
    // Polish.
    "z górą",
    "z okładem",
    "z hakiem",
    "lub więcej",
    "i więcej",
    "albo więcej",
    "lub mniej",
    // Russian.
    "с лишним",
    "с небольшим",
    "с хвостиком",
    "с гаком",
    "или больше",
    "или более",
    "и более",
    "и больше",
    "или меньше",
    "или менее",
    // Ukrainian.
    "з гаком",
    "з лишком",
    "або більше",
    "і більше",
    "та більше",
    // Greek.
    "και πάνω",
    "και άνω",
    "και κάτι",
    "ή περισσότερα",
    "ή περισσότεροι",
    // Turkish.
    "civarında",
    "civarı",
    "dolayında",
    "sularında",
    "kadar",
    "küsur",
    "üzeri",
    "ve üzeri",
    "ve üstü",
    "ya da daha fazla",
    "veya daha fazla",
    // Swahili.
    "hivi",
    "au zaidi",
    "na zaidi",
    // Indonesian.
    "lebih",
    "ke atas",
    "ke bawah",
    // Vietnamese.
    "trở lên",
    "trở xuống",
    // Hebrew.
    "ומעלה",
    "ויותר",
    "פלוס",
    // Arabic.
    "تقريبا",
    "تقريباً",
    "تقريبًا",
    "أو أكثر",
    "أو أقل",
    "فأكثر",
    "فما فوق",
    // Persian.
    "و اندی",
    "و خرده‌ای",
    "به بالا",
    "یا بیشتر",
    // Hindi.
    "से अधिक",
    "से ज़्यादा",
    "से ज्यादा",
    "से कम",
    "से ऊपर",
    "के करीब",
    "के क़रीब",
    "के आसपास",
    "के लगभग",
    // Chinese.
    "开外",
    "開外",
    "出头",
    "出頭",
    "以内",
    "以內",
    "有余",
    "有餘",
    // Japanese.
    "近く",
    "足らず",
    "あまり",
    "以内",
    // Korean.
    "가까이",
    "이내",
    "넘게",
    "넘는",
    "안팎",
    "초과",
    // Of about 120 languages (a helper's table, its surer rows).
    // af.
    "of so",
    // sq.
    "ose më shumë",
    "ose më pak",
    // am.
    "ያህል",
    // ar.
    "او اكثر",
    "ونيف",
    // arz.
    "أو أكتر",
    "او اكتر",
    // hy.
    "ից ավելի",
    "ից պակաս",
    "և ավելի",
    "եւ ավելի",
    "ից ոչ պակաս",
    // as.
    "তকৈ বেছি",
    "তকৈ কম",
    // az.
    "dən çox",
    "dan çox",
    "dən artıq",
    "dan artıq",
    "dən az",
    "və daha çox",
    // eu.
    "edo gehiago",
    // bn.
    "এর চেয়ে বেশি",
    "এর চেয়ে কম",
    "বা তার বেশি",
    "এর কাছাকাছি",
    // bs.
    "ili manje",
    // bg.
    "или по-малко",
    // da.
    "eller færre",
    // eo.
    "aŭ pli",
    "aŭ malpli",
    "kaj pli",
    // et.
    "ja rohkem",
    "ringis",
    // fi.
    "tai yli",
    "paikkeilla",
    // ka.
    "ზე მეტ",
    "ზე ნაკლებ",
    "ან მეტი",
    "და მეტი",
    // de.
    "und darüber",
    // el.
    "ή περισσότερ",
    "ή λιγότερ",
    "περίπου",
    // gu.
    "થી ઓછ",
    "કરતાં વધુ",
    "કરતાં ઓછ",
    "ની આસપાસ",
    // ht.
    "oswa plis",
    // ha.
    "ko fiye",
    // he.
    "ומטה",
    "או יותר",
    "בערך",
    // hi.
    "या उससे अधिक",
    "या अधिक",
    // hu.
    "nál több",
    "nél több",
    "nál kevesebb",
    "nél kevesebb",
    // is.
    "eða minna",
    "eða færri",
    // id.
    "atau lebih",
    // ga.
    "nó níos mó",
    "nó níos lú",
    "nó mar sin",
    // it.
    "e oltre",
    // kn.
    "ಕ್ಕೂ ಹೆಚ್ಚು",
    "ಕ್ಕಿಂತ ಹೆಚ್ಚು",
    "ಕ್ಕೂ ಅಧಿಕ",
    "ಕ್ಕಿಂತ ಕಡಿಮೆ",
    // kk.
    "астам",
    "тан артық",
    "тен артық",
    "дан артық",
    "ден артық",
    "шамасында",
    "жуық",
    // kmr.
    "an zêdetir",
    "û zêdetir",
    // ckb.
    "و زیاتر",
    "یان زیاتر",
    // ky.
    "ашуун",
    // lv.
    "un vairāk",
    "vai mazāk",
    // lt.
    "ar daugiau",
    "ir daugiau",
    // mk.
    "и повеќе",
    "или повеќе",
    "или помалку",
    // mg.
    "mahery",
    // ml.
    "ൽ കൂടുതൽ",
    "ലധികം",
    "ൽ അധികം",
    "ൽ താഴെ",
    // mt.
    "jew aktar",
    "jew iktar",
    "jew inqas",
    // mr.
    "हून अधिक",
    "हून जास्त",
    "च्या आसपास",
    "च्या जवळपास",
    // ne.
    "भन्दा धेरै",
    "वा बढी",
    // nn.
    "eller fleire",
    // or.
    "ରୁ ଅଧିକ",
    "ରୁ କମ୍",
    // ps.
    "څخه زیات",
    "څخه ډېر",
    "څخه کم",
    // fa.
    "و بیشتر",
    "به پایین",
    // pa.
    "ਤੋਂ ਜਿਆਦਾ",
    "ਦੇ ਕਰੀਬ",
    "ਦੇ ਆਸ-ਪਾਸ",
    // pa-Arab.
    "توں ودھ",
    // ru.
    "и выше",
    "или около того",
    // gd.
    "no barrachd",
    // sr-Cyrl.
    "или мање",
    // sd.
    "کان وڌيڪ",
    "کان گهٽ",
    // si.
    "ට වඩා වැඩි",
    "ට වඩා අඩු",
    "කට අධික",
    "ක් පමණ",
    "දක්වා",
    // sv.
    "eller färre",
    // ta.
    "க்கும் மேல்",
    "க்கு மேல்",
    "க்கும் அதிக",
    "க்கு மேற்பட்ட",
    "க்கும் குறைவ",
    "க்குக் குறைவ",
    // te.
    "కి పైగా",
    "కు పైగా",
    "కంటే ఎక్కువ",
    "కన్నా ఎక్కువ",
    "కంటే తక్కువ",
    "కన్నా తక్కువ",
    // ti.
    "ንላዕሊ",
    "ንታሕቲ",
    // tr.
    "den fazla",
    "dan fazla",
    "ten fazla",
    "tan fazla",
    // tk.
    "dan köp",
    "den köp",
    // uk.
    "чи більше",
    // ur.
    "کے آس پاس",
    "یا اس سے زیادہ",
    // ug.
    "دىن ئارتۇق",
    "تىن ئارتۇق",
    "دىن كۆپ",
    "تىن كۆپ",
    "ئەتراپىدا",
    // uz.
    "dan ortiq",
    "dan ko'p",
    "dan kam",
    "ga yaqin",
    // uz-Cyrl.
    "дан ортиқ",
    "дан кўп",
    "дан кам",
    "га яқин",
    "атрофида",
    // cy.
    "neu fwy",
    "neu lai",
    // Tamil: the dative with its clitic `-உம்` as well (`40க்கும் மேற்பட்ட`).
    "க்கும் மேற்பட்ட",
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
const HEDGES: [&str; 801] = [
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
    // Spanish: `seguramente` says "most likely" (in Portuguese, "surely": a refusal there).
    "seguramente",
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
    "i'd guess",
    "i’d guess",
    "i would guess",
    "i guess",
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
    // A fourth round: guessing and not being sure, in 138 languages, from a helper's tables (its surer ones, without words of thinking, estimating or possibility, nor words with a second meaning).
    // Samoan.
    "ou te le mautinoa",
    // Māori.
    "tera pea",
    "kāore au i te tino mōhio",
    // Tongan.
    "mahalo",
    // Quechua.
    "ichapas",
    // Ewe.
    "ɖewohĩ",
    // Luganda.
    "mpozzi",
    "sikakasa",
    // Sesotho.
    "ha ke na bonnete",
    // Setswana.
    "ga ke na bonnete",
    // Chichewa.
    "sindikutsimikiza",
    // Kirundi.
    "kumbure",
    // Esperanto.
    "verŝajne",
    "mi supozas",
    "mi ne certas",
    "se mi ĝuste memoras",
    // Latin.
    "non certus sum",
    "si recte memini",
    // Faroese.
    "sannlíkt",
    "eg eri ikki vísur",
    // Northern Sami.
    "soaitá",
    "mu mielas",
    "in leat sihkar",
    // Breton.
    "n'on ket sur",
    // Corsican.
    "pò esse",
    "ùn sò micca sicuru",
    // Occitan.
    "soi pas segur",
    // Scottish Gaelic.
    "'s dòcha",
    "math dh'fhaodte",
    "chan eil mi cinnteach",
    // Romansh.
    "probablamain",
    "jau na sun betg segir",
    // Yiddish.
    "איך בין נישט זיכער",
    // Chechen.
    "суна хетарехь",
    // Ossetian.
    "æвæццæгæн",
    "мæнмæ гæсгæ",
    // Chuvash.
    "ахӑртнех",
    "манӑн шутпа",
    // Sakha.
    "баҕар",
    "арааһа",
    "мин санаабар",
    // Sindhi.
    "مون کي پڪ ناهي",
    // Assamese.
    "সম্ভৱতঃ",
    "মই নিশ্চিত নহয়",
    // Maithili.
    "हम निश्चित नहि छी",
    // Konkani.
    "म्हाका खात्री ना",
    // Dhivehi.
    "ޔަގީނެއް ނޫން",
    // Hmong.
    "kuv tsis paub tseeb",
    // Cebuano.
    "dili ko sigurado",
    // Ilocano.
    "nalabit",
    "iti panagkunak",
    "saanak a sigurado",
    // Hiligaynon.
    "sa akon panghunahuna",
    "indi ako sigurado",
    // Tetum.
    "karik",
    "hau la iha serteza",
    // Balinese.
    "minab",
    "manut tiang",
    // Minangkabau.
    "baangkali",
    "manuruik ambo",
    "ambo indak yakin",
    // Dari.
    "مطمئن نیستم",
    // Malagasy.
    "araka ny eritreretiko",
    "tsy azoko antoka",
    // Pashto.
    "زما په نظر",
    "ډاډه نه یم",
    // Thai.
    "บางที",
    "ไม่แน่ใจ",
    "ถ้าจำไม่ผิด",
    // Lao.
    "ອາດຈະ",
    "ບາງທີ",
    "ບໍ່ແນ່ໃຈ",
    // Khmer.
    "មិនប្រាកដ",
    // Burmese.
    "သေချာမသိ",
    // Mongolian.
    "итгэлгүй байна",
    // Tajik.
    "ба фикри ман",
    "боварӣ надорам",
    // Kyrgyz.
    "так билбейм",
    // Turkmen.
    "meniň pikirimçe",
    // Tatar.
    "төгәл белмим",
    // Bashkir.
    "моғайын",
    "минеңсә",
    "аныҡ белмәйем",
    // Kazakh.
    "менің ойымша",
    "сенімді емеспін",
    // Uzbek.
    "aniq bilmayman",
    "ishonchim komil emas",
    // Azerbaijani.
    "əmin deyiləm",
    "yəqin",
    // Georgian.
    "დარწმუნებული არ ვარ",
    "თუ არ ვცდები",
    // Armenian.
    "միգուցե",
    "վստահ չեմ",
    "երեւի",
    // English.
    "i'm not sure",
    "i am not sure",
    "i'm not certain",
    "my best guess",
    "if i remember correctly",
    "if i recall correctly",
    // French.
    "je ne suis pas sûr",
    "je ne suis pas certain",
    "si je me souviens bien",
    // Spanish.
    "supongo que",
    "no estoy seguro",
    "no estoy segura",
    "si no recuerdo mal",
    "si mal no recuerdo",
    // Portuguese.
    "não tenho certeza",
    "não tenho a certeza",
    "se não me engano",
    "se bem me lembro",
    // German.
    "ich bin mir nicht sicher",
    "wenn ich mich richtig erinnere",
    // Italian.
    "non sono sicuro",
    "non sono sicura",
    "se ricordo bene",
    // Dutch.
    "ik weet het niet zeker",
    "ik ben niet zeker",
    "als ik het me goed herinner",
    // Russian.
    "может быть",
    "я не уверен",
    "я не уверена",
    "если я правильно помню",
    // Ukrainian.
    "напевно",
    "я не впевнений",
    "я не впевнена",
    "якщо я правильно пам'ятаю",
    // Belarusian.
    "магчыма",
    "верагодна",
    "я не ўпэўнены",
    "я не ўпэўнена",
    // Polish.
    "nie jestem pewien",
    "nie jestem pewna",
    "jeśli dobrze pamiętam",
    // Czech.
    "nejsem si jistý",
    "nejsem si jistá",
    "pokud si dobře pamatuji",
    // Slovak.
    "nie som si istý",
    "nie som si istá",
    "ak si dobre pamätám",
    // Slovenian.
    "nisem prepričan",
    "nisem prepričana",
    "če se prav spomnim",
    // Croatian.
    "nisam siguran",
    "nisam sigurna",
    "ako se dobro sjećam",
    // Serbian (Latin).
    "ako se dobro sećam",
    // Serbian (Cyrillic).
    "вероватно",
    "нисам сигуран",
    "нисам сигурна",
    "ако се добро сећам",
    // Bulgarian.
    "не съм сигурен",
    "не съм сигурна",
    "ако не се лъжа",
    "ако си спомням правилно",
    // Macedonian.
    "веројатно",
    "не сум сигурен",
    "не сум сигурна",
    "ако добро се сеќавам",
    // Romanian.
    "nu sunt sigur",
    "nu sunt sigură",
    "s-ar putea",
    "dacă îmi amintesc bine",
    // Hungarian.
    "nem vagyok biztos",
    "ha jól emlékszem",
    // Finnish.
    "mielestäni",
    "en ole varma",
    "jos muistan oikein",
    // Estonian.
    "ma pole kindel",
    "ma ei ole kindel",
    "kui ma õigesti mäletan",
    // Latvian.
    "iespējams",
    "manuprāt",
    "neesmu pārliecināts",
    "neesmu pārliecināta",
    "ja pareizi atceros",
    // Lithuanian.
    "greičiausiai",
    "nesu tikras",
    "nesu tikra",
    "jei gerai prisimenu",
    // Swedish.
    "jag är inte säker",
    "om jag minns rätt",
    // Norwegian.
    "trolig",
    "jeg er ikke sikker",
    "hvis jeg husker riktig",
    // Danish.
    "hvis jeg husker rigtigt",
    // Icelandic.
    "ég er ekki viss",
    "ef ég man rétt",
    // Greek.
    "μάλλον",
    "δεν είμαι σίγουρος",
    "δεν είμαι σίγουρη",
    "αν θυμάμαι καλά",
    // Turkish.
    "emin değilim",
    "yanlış hatırlamıyorsam",
    // Hebrew.
    "אני לא בטוח",
    "אני לא בטוחה",
    "אם אני זוכר נכון",
    // Arabic.
    "لست متأكد",
    "إذا لم تخني الذاكرة",
    // Persian.
    "به نظرم",
    "اگر اشتباه نکنم",
    // Urdu.
    "غالباً",
    "میرے خیال میں",
    "مجھے یقین نہیں",
    // Hindi.
    "मेरे ख्याल से",
    "मुझे यकीन नहीं",
    "मुझे पक्का नहीं",
    "अगर मुझे सही याद है",
    // Bengali.
    "আমি নিশ্চিত নই",
    // Punjabi.
    "ਮੈਨੂੰ ਯਕੀਨ ਨਹੀਂ",
    // Gujarati.
    "મને ખાતરી નથી",
    // Marathi.
    "माझ्या मते",
    "मला खात्री नाही",
    // Nepali.
    "सम्भवतः",
    "मेरो विचारमा",
    "म निश्चित छैन",
    // Odia.
    "ସମ୍ଭବତଃ",
    "ମୁଁ ନିଶ୍ଚିତ ନୁହେଁ",
    // Sinhala.
    "සමහර විට",
    "මට විශ්වාස නැහැ",
    "මට විශ්වාස නැත",
    // Tamil.
    "உறுதியாகத் தெரியவில்லை",
    // Telugu.
    "నాకు ఖచ్చితంగా తెలియదు",
    // Kannada.
    "ನನಗೆ ಖಚಿತವಿಲ್ಲ",
    // Malayalam.
    "ഒരു പക്ഷേ",
    "എനിക്ക് ഉറപ്പില്ല",
    // Vietnamese.
    "tôi không chắc",
    "nếu tôi nhớ không nhầm",
    "nếu tôi nhớ đúng",
    // Tagalog.
    "sa palagay ko",
    "hindi ako sigurado",
    "kung tama ang pagkakaalala ko",
    // Indonesian.
    "menurut saya",
    "saya tidak yakin",
    "kalau tidak salah",
    // Malay.
    "saya tidak pasti",
    "jika saya tidak silap",
    // Javanese.
    "bokmenawa",
    "miturutku",
    "aku ora yakin",
    "kula mboten yakin",
    // Sundanese.
    "numutkeun abdi",
    "abdi teu yakin",
    // Chinese (Simplified).
    "我不确定",
    "不太确定",
    "如果我没记错",
    // Chinese (Traditional).
    "也許",
    "或許",
    "我不確定",
    "不太確定",
    "如果我沒記錯",
    // Cantonese.
    "我唔肯定",
    "我唔太肯定",
    // Japanese.
    "確かではありません",
    "確信が持てません",
    "はっきりとはわかりません",
    "記憶が正しければ",
    // Korean.
    "제 생각에는",
    "확실하지 않",
    "기억이 맞다면",
    // Swahili.
    "sina uhakika",
    "kama nakumbuka vizuri",
    // Amharic.
    "እርግጠኛ አይደለሁም",
    // Tigrinya.
    "ርግጸኛ ኣይኮንኩን",
    // Somali.
    "ma hubo",
    // Hausa.
    "ban tabbata ba",
    // Yoruba.
    "kò dá mi lójú",
    // Igbo.
    "ma eleghị anya",
    "ejighị m n'aka",
    // Zulu.
    "angiqiniseki",
    // Xhosa.
    "andiqinisekanga",
    // Shona.
    "handina chokwadi",
    // Kinyarwanda.
    "simbizi neza",
    "sinzi neza",
    // Afrikaans.
    "ek is nie seker",
    "as ek reg onthou",
    // Albanian.
    "nuk jam i sigurt",
    "nuk jam e sigurt",
    "nëse mbaj mend mirë",
    // Irish.
    "nílim cinnte",
    "níl mé cinnte",
    "más cuimhin liom i gceart",
    // Welsh.
    "dydw i ddim yn siŵr",
    "dwi ddim yn siŵr",
    // Basque.
    "ez nago ziur",
    "ondo gogoratzen badut",
    // Catalan.
    "no estic segur",
    "si no recordo malament",
    // Galician.
    "non estou seguro",
    "non estou segura",
    "se non me falla a memoria",
    // Maltese.
    "mhux ċert",
    "mhux ċerta",
    "jekk niftakar sew",
    // Luxembourgish.
    "ech sinn net sécher",
    "wann ech mech richteg erënneren",
    // Haitian Creole.
    "mwen pa sèten",
    "si m sonje byen",
    // Kurdish (Kurmanji).
    "bi ya min",
    "ez ne bawer im",
    // Kurdish (Sorani).
    "دڵنیا نیم",
];

/// Verbs of possibility (`it could be`, `ça pourrait être`, `es könnte`, `podría ser`),
/// lowercase: hedges within a clause ([`hedged_before`]), but not at the head of a value
/// ([`guessed`]: `May be delayed` is a status).
const POSSIBILITY: [&str; 23] = [
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
    "olabilir",
    "olabilirler",
];

/// Words by which a writer says what follows held once and holds no longer (`until
/// yesterday it was`, `it used to be`, `bis gestern waren es`, `fino a ieri era`, `昨日まで`),
/// lowercase: a number they lead to within [`HEDGE_REACH`] words of its clause is a bygone
/// value, not the value now, as a hedged one is a guess.
const BYGONE: [&str; 64] = [
    "until yesterday",
    "until last week",
    "until recently",
    "used to",
    "formerly",
    "down from",
    "up from",
    "reduced from",
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
    // A hedge that stands as a clause of its own, its comma after it (opening the sentence
    // or set off by commas), hedges the clause it leads into (`Наверное, это 69`, `Probably,
    // it's 69`, `Встреча, вероятно, в пятницу`; not `Perhaps surprisingly, it's 300`).
    if words < HEDGE_REACH && clause.starts_with(',') {
        let lead = &before[..before.len() - clause.len()];
        let start = lead
            .rfind(['.', ';', ':', '!', '?', '\n', '。', '：', ',', '，'])
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

/// Whether lowercase `text` holds a hedge of [`HEDGES`] as words of its own (`probably`,
/// `my guess is`, `vermutlich`, `아마`): a clause that says its writer guesses.
pub(crate) fn hedges_in(text: &str) -> bool {
    // (Looked up at the start of each word, and at each letter of a script without spaces.)
    let mut previous = ' ';
    text.char_indices().any(|(at, c)| {
        let starts = !previous.is_alphanumeric() || super::words::unspaced(c);
        previous = c;
        starts
            && hedges_at(&text[at..]).any(|(hedge, adverb)| {
                let whole = !text[..at].ends_with(char::is_alphanumeric)
                    && !text[at + hedge.len()..].starts_with(char::is_alphanumeric);
                adverb && (whole || !hedge.starts_with(|c: char| spaced_script(c)))
            })
    })
}

/// The length of the longest hedge, word of possibility or of what held once ([`HEDGES`],
/// [`POSSIBILITY`], [`BYGONE`]) that lowercase `text` starts with as whole words, if any
/// (`could be` of `could be wrong`, `olabilir`).
pub(crate) fn hedge_len(text: &str) -> Option<usize> {
    hedges_at(text)
        .map(|(hedge, _)| hedge.len())
        .filter(|&n| !text[n..].starts_with(char::is_alphanumeric))
        .max()
}

/// Whether lowercase `text` is a hedge and nothing more but marks (`probably`, `vermutlich`,
/// `peut-être ?`): a remark on a value that makes it a guess.
pub(crate) fn is_hedge(text: &str) -> bool {
    hedges_at(text).any(|(hedge, _)| text[hedge.len()..].chars().all(|c| !c.is_alphanumeric()))
}

/// Whether lowercase `text` is an adverb or a phrase of guessing ([`HEDGES`]) and nothing more
/// but marks (`probably`, `sanırım`, `most likely`): not a word of possibility or of what held
/// once, which end ordinary sentences (`years old`).
pub(crate) fn is_guess(text: &str) -> bool {
    hedges_at(text)
        .any(|(hedge, adverb)| adverb && text[hedge.len()..].chars().all(|c| !c.is_alphanumeric()))
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
/// hedge (where it writes one whole, [`written_whole`], after a hedge, [`hedged_before`]: `the
/// invoice number is probably INV-4471`, `Quizás nació en 1952`, `아마 … 김민수일 거예요`; or
/// names it in words, [`named_in_doubt`]), in bytes each way.
pub(crate) const DOUBT_REACH: usize = 240;

/// Whether `prose` names `value`, a record's date or day of the week, in words under a hedge
/// ([`dated_in_doubt`], [`weekday_in_doubt`]).
pub(crate) fn named_in_doubt(prose: &str, value: &str) -> bool {
    dated_in_doubt(prose, value.trim()) || weekday_in_doubt(prose, value.trim())
}

/// Where `prose` writes `value`, one of a record's own texts or numbers, whole (as the record
/// writes it, trimmed; no letter or digit of a spaced script right before or after it: a
/// script without spaces runs on into it, `也许46岁`, `김민수일`, `Lagos일`). A text of one
/// letter is never looked for; a number of one digit is.
pub(crate) fn written_whole<'p>(
    prose: &'p str,
    value: &'p str,
) -> impl Iterator<Item = std::ops::Range<usize>> + 'p {
    let value = value.trim();
    let number = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
    let none = value.chars().count() < 2 && !number || prose.len() < value.len();
    // (The value's first byte found by `memchr`, the rest compared: no searcher to build for
    // each of a record's values.)
    let (p, v) = (prose.as_bytes(), value.as_bytes());
    let first = if none { None } else { v.first().copied() };
    first
        .into_iter()
        .flat_map(move |b| memchr::memchr_iter(b, p))
        .filter(move |&at| {
            let end = at + v.len();
            p.get(at..end) == Some(v)
                && !prose[..at].ends_with(|c: char| c.is_alphanumeric() && spaced_script(c))
                && !prose[end..].starts_with(|c: char| c.is_alphanumeric() && spaced_script(c))
        })
        .map(move |at| at..at + v.len())
}

/// Whether `prose` names the day of the week `value` is (its English name, any case) in any
/// language under a hedge (`será seguramente el martes` beside `day: tuesday`): the record
/// repeats the guess the prose made in its own words.
fn weekday_in_doubt(prose: &str, value: &str) -> bool {
    // (`value` is trimmed by the caller; most values are no day's name by their length.)
    if !(6..=9).contains(&value.len()) {
        return false;
    }
    let Some(day) = super::calendar::english_weekday(value) else {
        return false;
    };
    let lower = prose.to_lowercase();
    // (Each word's start found from its own place: a separator may be of several bytes.)
    lower
        .split(|c: char| !c.is_alphabetic())
        .filter(|word| word.chars().count() >= 3)
        .any(|word| {
            let start = word.as_ptr() as usize - lower.as_ptr() as usize;
            super::calendar::weekday_word(word) == Some(day) && hedged_before(&lower[..start])
        })
}

/// Whether `prose` names the day of `value`, a date as ISO writes it (`2025-06-05`), by its
/// month's name (`5 Juni`, `le 12 mars`, `June 5th`) under a hedge ([`hedged_before`]):
/// the record's date repeats the guess the prose made in words.
fn dated_in_doubt(prose: &str, value: &str) -> bool {
    if value.len() != 10 || !prose.bytes().any(|c| c.is_ascii_digit()) {
        return false;
    }
    let lower = prose.to_lowercase();
    super::calendar::days_named(&lower, value)
        .into_iter()
        .any(|at| hedged_before(&lower[..at]))
}

/// Whether a value written in the sentence that `line` (the text before it on its line)
/// leads into is hedged or said to have held once ([`hedged_before`]): `The previous price
/// was {"price": 49.99}`, `It's probably {…}`. A line that ends with a colon sets the value
/// apart (`Maybe this helps:`).
pub(crate) fn leads_in_doubt(line: &str) -> bool {
    let line = line.trim_end();
    !line.is_empty() && !line.ends_with([':', '：', '៖', '፥', '፦']) && hedged_before(line)
}

/// Whether `text`, whole, is an estimate's or a bound's words (one of [`BEFORE`]'s or
/// [`AFTER`]'s phrases: `approximately`, `approx.`, `шамамен`, `or so`), in any case: a
/// remark that makes the value it stands beside an estimate.
pub(crate) fn is_estimate(text: &str) -> bool {
    // The phrases trimmed, in a set built once: a remark is looked up, never scanned for.
    static PHRASES: std::sync::OnceLock<std::collections::HashSet<&'static str>> =
        std::sync::OnceLock::new();
    let phrases = PHRASES.get_or_init(|| {
        BEFORE
            .iter()
            .chain(AFTER.iter())
            .map(|p| p.trim())
            .collect()
    });
    let lower = text.trim().to_lowercase();
    let t = lower.trim_end_matches('.');
    !t.is_empty() && (phrases.contains(t) || phrases.contains(lower.as_str()))
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
    let ends_qualified = |lower: &str| {
        BEFORE.iter().any(|phrase| {
            lower.strip_suffix(phrase).is_some_and(|rest| {
                let spaced = phrase.starts_with(|c: char| c.is_alphabetic() && spaced_script(c));
                !spaced || !rest.ends_with(char::is_alphanumeric)
            })
        })
    };
    // A copula of Chinese or Japanese between the estimate and the number is the sentence's
    // (`约为 35 万`, `大约是 40`, `大概有 300`, `約為 12`).
    ends_qualified(&lower)
        || lower
            .strip_suffix(COPULAS)
            .is_some_and(|rest| ends_qualified(rest.trim_end()))
}

/// The copulas and verbs of amount of Chinese that stand between an estimate and its
/// number: to be, to have, to reach.
const COPULAS: [char; 6] = ['为', '為', '是', '有', '达', '達'];

fn qualified_after(after: &str) -> bool {
    if after.starts_with(ATTACHED) {
        return true;
    }
    if let Some(rest) = after.strip_prefix('+') {
        return !rest.starts_with(|c: char| c.is_ascii_digit());
    }
    let trimmed = after.trim_start();
    let lower: String = trimmed.chars().take(24).collect::<String>().to_lowercase();
    // A suffix set off by an apostrophe reads as one written against the number (Turkish
    // `50'den fazla`).
    let lower = lower
        .strip_prefix(['\'', '’'])
        .map_or(lower.as_str(), |rest| rest);
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

/// Words that bound a time that is over, lowercase, compared as whole words (a phrase of a
/// script without spaces anywhere): a boundary it lasted until (`until March`, `bis Mai`),
/// an event it held before (`before the migration`, `avant la mise à jour`), a period past
/// (`last year`, `two years ago`, `l'an dernier`, `去年`) or a then (`back then`, `at the
/// time`, `damals`, `当时`). With a word of the past ([`PAST`]) they say a value held then;
/// besides them, the words of [`BYGONE`] (`used to`, `formerly`, `previous`).
const ENDED: [&str; 140] = [
    // English.
    "until",
    "till",
    "before the",
    "before your",
    "before our",
    "before its",
    "before this",
    "before that",
    "prior to",
    "last year",
    "last month",
    "last week",
    "last quarter",
    "last season",
    "last semester",
    "last time",
    "ago",
    "back then",
    "at the time",
    "at that time",
    "in the past",
    "originally",
    "at first",
    // German.
    "bis",
    "vor der",
    "vor dem",
    "vor den",
    "vor ihrer",
    "vor seiner",
    "vor ihrem",
    "letztes jahr",
    "letzten monat",
    "letzte woche",
    "im vorjahr",
    "damals",
    "zu dem zeitpunkt",
    "zuvor",
    "vorher",
    "ursprünglich",
    // French.
    "jusqu'à",
    "jusqu’à",
    "jusqu'en",
    "jusqu’en",
    "avant la",
    "avant le",
    "avant les",
    "avant l'",
    "avant l’",
    "avant votre",
    "avant notre",
    "avant sa",
    "avant son",
    "l'an dernier",
    "l’an dernier",
    "l'année dernière",
    "l’année dernière",
    "le mois dernier",
    "la semaine dernière",
    "il y a",
    "à l'époque",
    "à l’époque",
    "à ce moment-là",
    "initialement",
    // Spanish and Portuguese.
    "hasta",
    "antes de",
    "antes da",
    "antes do",
    "el año pasado",
    "el mes pasado",
    "la semana pasada",
    "no ano passado",
    "o ano passado",
    "no mês passado",
    "hace",
    "en aquel momento",
    "en ese momento",
    "na época",
    "naquela época",
    "originalmente",
    "até",
    "anteriormente",
    // Italian.
    "fino a",
    "fino al",
    "fino alla",
    "prima del",
    "prima della",
    "prima dello",
    "prima dell'",
    "prima dell’",
    "l'anno scorso",
    "l’anno scorso",
    "il mese scorso",
    "la settimana scorsa",
    "all'epoca",
    "all’epoca",
    "in precedenza",
    "inizialmente",
    // Dutch.
    "vóór de",
    "voor de",
    "vorig jaar",
    "vorige maand",
    "destijds",
    "eerder",
    // Russian.
    "до",
    "в прошлом году",
    "в прошлом месяце",
    "на прошлой неделе",
    "назад",
    "тогда",
    "ранее",
    "прежде",
    "изначально",
    // Polish.
    "przed",
    "w zeszłym roku",
    "w ubiegłym roku",
    "wcześniej",
    "dawniej",
    // Swedish.
    "innan",
    "förra året",
    "förra månaden",
    "tidigare",
    "förut",
    // Turkish.
    "önce",
    "geçen yıl",
    "eskiden",
    // Chinese, Japanese and Korean (glued to the words around them).
    "之前",
    "去年",
    "当时",
    "當時",
    "曾经",
    "曾經",
    "原先",
    "昨年",
    "当時",
    "かつて",
    "までは",
    "작년",
    "당시",
    "예전",
    "전에는",
];

/// Words of the past that may say what a value was (`was`, `were`, `read`, `war`,
/// `lautete`, `était`, `era`, `fue`, `был`, `wynosił`), lowercase, compared as whole words:
/// the past a value held in, with a bound of its time ([`ENDED`]). A script without spaces
/// marks no tense on its copula: its bound alone says it.
const PAST: [&str; 44] = [
    "was",
    "were",
    "read",
    "had been",
    "stood at",
    "war",
    "waren",
    "lautete",
    "betrug",
    "hieß",
    "était",
    "étaient",
    "valait",
    "a été",
    "fut",
    "era",
    "eran",
    "fue",
    "fueron",
    "estaba",
    "decía",
    "eram",
    "foi",
    "foram",
    "estava",
    "dizia",
    "erano",
    "è stato",
    "è stata",
    "fu",
    "diceva",
    "luidde",
    "был",
    "была",
    "было",
    "были",
    "составлял",
    "составляла",
    "był",
    "była",
    "było",
    "były",
    "wynosił",
    "var",
];

/// Words that place what a sentence says now (`now`, `currently`, `still`, `jetzt`,
/// `actuellement`, `ahora`, `сейчас`, `现在`), lowercase: a sentence with one speaks of the
/// present, whatever held before.
const NOW: [&str; 52] = [
    "now",
    "currently",
    "current",
    "still",
    "today",
    "at present",
    "nowadays",
    "jetzt",
    "aktuell",
    "derzeit",
    "heute",
    "immer noch",
    "noch",
    "maintenant",
    "actuellement",
    "aujourd'hui",
    "aujourd’hui",
    "toujours",
    "encore",
    "ahora",
    "actualmente",
    "hoy",
    "todavía",
    "agora",
    "atualmente",
    "hoje",
    "ainda",
    "ora",
    "adesso",
    "attualmente",
    "oggi",
    "ancora",
    "nu",
    "momenteel",
    "сейчас",
    "теперь",
    "сегодня",
    "всё ещё",
    "все еще",
    "teraz",
    "obecnie",
    "nadal",
    "fortfarande",
    "şimdi",
    "hâlâ",
    "现在",
    "目前",
    "如今",
    "現在",
    "今は",
    "지금",
    "현재",
];

/// Whether lowercase `text` holds a phrase of `table`: as whole words in a script with
/// spaces (an apostrophe ending a phrase joins the word after it), anywhere in one without.
pub(crate) fn holds_words(text: &str, table: &[&str]) -> bool {
    table.iter().any(|phrase| {
        let glued = phrase.chars().next().is_some_and(super::words::unspaced);
        text.match_indices(phrase).any(|(at, _)| {
            glued
                || !text[..at].ends_with(char::is_alphanumeric)
                    && (phrase.ends_with(['\'', '’'])
                        || !text[at + phrase.len()..].starts_with(char::is_alphanumeric))
        })
    })
}

/// Whether the clause `before` ends (the text before a value in its sentence) says the value
/// ahead is what held at a time that is over: a word of the past ([`PAST`]) is one of its
/// last four words (`the record read`, `war der Eintrag`, `was set to`) or its script writes
/// none, it holds a bound of that time ([`ENDED`]: `Until March the record was {…}`, `Before
/// the migration the record read {…}`, `去年的记录是 {…}`) or a word of what held once
/// ([`BYGONE`]: `The previous record was {…}`), and no word of now ([`NOW`]).
pub(crate) fn bygone_lead(before: &str) -> bool {
    let sentence = &before[before
        .char_indices()
        .rfind(|&(_, c)| matches!(c, '.' | '!' | '?' | '\n' | '。'))
        .map_or(0, |(at, c)| at + c.len_utf8())..];
    let sentence = sentence.trim_end().trim_end_matches([':', '：']).trim_end();
    if sentence.is_empty() || sentence.len() > 240 {
        return false;
    }
    let lower = sentence.to_lowercase();
    let tail: Vec<&str> = lower
        .rsplit(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .filter(|w| !w.is_empty())
        .take(4)
        .collect();
    let glued = lower.chars().last().is_some_and(super::words::unspaced);
    let past = glued
        || PAST.iter().any(|p| {
            let words: Vec<&str> = p.split(' ').rev().collect();
            (0..=tail.len().saturating_sub(words.len()))
                .take(3)
                .any(|from| tail[from..].starts_with(&words))
        });
    past && (holds_words(&lower, &ENDED) || held_once(&lower, true)) && !holds_words(&lower, &NOW)
}

/// Whether the sentence right after a value (`after`, lowercase) says the value is what held
/// at a time that is over: it opens with a copula, the value its subject, or a pronoun
/// that points back to it (`was the value before the migration`, `— that was last year's
/// figure`, `c'était l'ancien tarif`), holds a word of the past ([`PAST`]) with a bound of
/// its time ([`ENDED`]) or a word of what held once ([`BYGONE`]: `was the previous value`,
/// `is what it used to be`), and no word of now ([`NOW`]).
pub(crate) fn bygone_after(after: &str) -> bool {
    let sentence = after.trim_start_matches(|c: char| {
        c.is_whitespace() || matches!(c, ',' | '-' | '—' | '–' | ')' | '(' | '.' | ';')
    });
    let sentence = &sentence[..sentence
        .find(['.', '!', '?', '\n', '。'])
        .unwrap_or(sentence.len())];
    let mut words = sentence
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .filter(|w| !w.is_empty());
    let Some(first) = words.next() else {
        return false;
    };
    let first = first
        .strip_prefix("c'")
        .or(first.strip_prefix("c’"))
        .unwrap_or(first);
    const POINTS: [&str; 14] = [
        "that", "this", "it", "these", "those", "which", "das", "dies", "es", "cela", "ça", "eso",
        "esto", "isso",
    ];
    let opens = |word: &str| {
        PAST.contains(&word)
            || matches!(
                word,
                "is" | "are" | "ist" | "sind" | "est" | "es" | "é" | "è" | "был"
            )
    };
    let subject = opens(first) || POINTS.contains(&first) && words.next().is_some_and(opens);
    subject
        && (holds_words(sentence, &PAST) && holds_words(sentence, &ENDED)
            || held_once(sentence, true))
        && !holds_words(sentence, &NOW)
}

/// Whether a number `before` leads to is what held once, not the value now: its clause
/// (since the last `.`, `;`, `:`, `,`, line break and their CJK forms) holds, in its last
/// [`HEDGE_REACH`] words, a word of what held once ([`BYGONE`]: `It used to be`,
/// `previously`, `down from`) or a word of the past with a bound of its time in the clause
/// ([`PAST`], [`ENDED`]: `last month it was`), and no word of now ([`NOW`]).
pub(crate) fn bygone_before(before: &str) -> bool {
    let before = &before[super::bytes::ceil_char(before, before.len().saturating_sub(256))..];
    let clause = before
        .char_indices()
        .rfind(|&(_, c)| {
            matches!(
                c,
                '.' | ';' | ':' | ',' | '!' | '?' | '\n' | '。' | '；' | '：' | '，'
            )
        })
        .map_or(before, |(at, c)| &before[at + c.len_utf8()..]);
    let lower = clause.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() || holds_words(&lower, &NOW) {
        return false;
    }
    let tail = words[words.len().saturating_sub(HEDGE_REACH)..].join(" ");
    held_once(&tail, false) || holds_words(&tail, &PAST) && holds_words(&lower, &ENDED)
}

/// Whether a field's name asks for what held once (`previous_employer`, `former_name`,
/// `old_address`): a word of [`BYGONE`] among its parts.
pub(crate) fn names_the_past(key: &str) -> bool {
    let words = crate::schema::shape::key_parts(key)
        .join(" ")
        .to_lowercase();
    held_once(&words, false)
}

/// Whether lowercase `text` holds a word of what held once ([`BYGONE`]: `previous`, `used
/// to`, `früher`), but for those that also tell an age (`28 years old`, `5 Jahre alt`). Where
/// `of_itself`, not the words that lead to the value that held once after them (`down from`,
/// `up from`): said of a value, they make another one bygone (`{…} — that is down from 742`),
/// not it.
fn held_once(text: &str, of_itself: bool) -> bool {
    const AGES: [&str; 3] = ["old", "alt", "alte"];
    BYGONE
        .iter()
        .filter(|w| !(AGES.contains(w) || of_itself && w.ends_with(" from")))
        .any(|w| holds_words(text, &[w]))
}
