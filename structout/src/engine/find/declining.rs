//! A model declining the task, in the value's place or as its whole reply: `I'm sorry, but I
//! can't provide that`, `Lo siento, no puedo ayudarte con eso`, `عذرًا، لا يمكنني تقديم هذه
//! المعلومات`, `申し訳ありませんが、お答えできません`. Two tables, in about 150
//! languages: apologies ([`APOLOGIES`]: `sorry`, `lo siento`, `抱歉`; with the adverbs of regret
//! that open a declining as they do, [`REGRETS`]: `unfortunately`, `leider`, `很遗憾`) and a
//! first person's inability ([`INABILITIES`]: `I can't`, `no puedo`, `алмыйм`, `我无法`).
//!
//! A string value is the model declining ([`declined`]) when it opens with one of them (its
//! first word, or within three after the first person: `I'm sorry`), or a sentence ends with
//! an apology, and it states an inability, with an apology, or, in English, with the task it
//! cannot do (`I can't help with that`). A sentence that only apologizes (`Sorry for the
//! wait`) or only cannot (`I can't make it tonight`, a note's text) is a value. A reply with no
//! value at all whose prose holds either declines the task ([`declines`]).

/// A writer's apology, in about 150 languages (`sorry`, `lo siento`, `entschuldigung`, `抱歉`,
/// `أعتذر`): it opens a declining, and after a value it takes the value back (the find
/// stage's cues read it there).
pub(crate) const APOLOGIES: [&str; 439] = [
    // English.
    "sorry",
    "i apologize",
    "i apologise",
    "my apologies",
    "we're sorry",
    // French.
    "désolé",
    "désolée",
    "je suis désolé",
    "je m'excuse",
    // Spanish.
    "lo siento",
    "lo lamento",
    "disculpa",
    // Portuguese.
    "desculpe",
    "sinto muito",
    "lamento",
    // German.
    "es tut mir leid",
    "tut mir leid",
    "entschuldigung",
    // Italian.
    "mi dispiace",
    "spiacente",
    "mi scuso",
    // Dutch.
    "het spijt me",
    "mijn excuses",
    // Russian.
    "извините",
    "простите",
    "прошу прощения",
    "мне жаль",
    // Ukrainian.
    "вибачте",
    "перепрошую",
    "мені шкода",
    // Belarusian.
    "прабачце",
    "выбачайце",
    // Polish.
    "przepraszam",
    "przykro mi",
    // Czech.
    "omlouvám se",
    "promiňte",
    "je mi líto",
    // Slovak.
    "prepáčte",
    "ospravedlňujem sa",
    "je mi ľúto",
    // Slovenian.
    "oprostite",
    "opravičujem se",
    "žal mi je",
    // Croatian.
    "žao mi je",
    "ispričavam se",
    // Serbian.
    "жао ми је",
    "извињавам се",
    "izvinite",
    "izvinjavam se",
    // Bulgarian.
    "съжалявам",
    "извинете",
    // Macedonian.
    "жал ми е",
    // Romanian.
    "îmi pare rău",
    "scuze",
    "mă scuzați",
    "mă scuzaţi",
    // Hungarian.
    "sajnálom",
    "elnézést",
    "bocsánat",
    // Finnish.
    "pahoittelen",
    "olen pahoillani",
    "anteeksi",
    // Estonian.
    "vabandust",
    "vabandan",
    // Latvian.
    "atvainojiet",
    "atvainojos",
    "man žēl",
    // Lithuanian.
    "atsiprašau",
    "apgailestauju",
    // Swedish.
    "förlåt",
    "jag ber om ursäkt",
    "ursäkta",
    // Norwegian.
    "beklager",
    "unnskyld",
    // Danish.
    "undskyld",
    // Icelandic.
    "afsakið",
    "fyrirgefðu",
    "mér þykir það leitt",
    // Greek.
    "συγγνώμη",
    "λυπάμαι",
    // Turkish.
    "üzgünüm",
    "özür dilerim",
    "kusura bakmayın",
    // Azerbaijani.
    "üzr istəyirəm",
    "bağışlayın",
    // Kazakh.
    "кешіріңіз",
    "кешірім сұраймын",
    // Uzbek.
    "kechirasiz",
    "uzr so'rayman",
    "кечирасиз",
    // Kyrgyz.
    "кечиресиз",
    "кечирим сурайм",
    // Tatar.
    "гафу итегез",
    "гафу үтенәм",
    // Bashkir.
    "ғәфү итегеҙ",
    "ғәфү үтенәм",
    // Turkmen.
    "bagyşlaň",
    "ötünç soraýaryn",
    // Mongolian.
    "уучлаарай",
    "уучлалт гуйя",
    // Georgian.
    "ბოდიში",
    "ვწუხვარ",
    // Armenian.
    "ներողություն",
    "կներեք",
    "ափսոսում եմ",
    // Hebrew.
    "סליחה",
    "מצטער",
    "מצטערת",
    "אני מתנצל",
    // Arabic.
    "عذرًا",
    "عذراً",
    "عذرا",
    "آسف",
    "أعتذر",
    // Persian.
    "متأسفم",
    "متاسفم",
    "ببخشید",
    "پوزش می‌خواهم",
    // Urdu.
    "معذرت",
    "معاف کیجیے",
    "معاف کیجئے",
    "مجھے افسوس ہے",
    // Hindi.
    "क्षमा करें",
    "माफ़ कीजिए",
    "माफ़ करें",
    "माफ करें",
    "मुझे खेद है",
    // Bengali.
    "দুঃখিত",
    "আমি দুঃখিত",
    "ক্ষমা করবেন",
    // Punjabi.
    "ਮਾਫ਼ ਕਰਨਾ",
    "ਮੁਆਫ਼ ਕਰਨਾ",
    "ਮੈਨੂੰ ਅਫ਼ਸੋਸ ਹੈ",
    // Gujarati.
    "માફ કરશો",
    "માફ કરજો",
    "દિલગીર છું",
    // Marathi.
    "माफ करा",
    "क्षमस्व",
    "दिलगीर आहे",
    // Nepali.
    "माफ गर्नुहोस्",
    "क्षमा गर्नुहोस्",
    "मलाई माफ गर्नुहोस्",
    // Odia.
    "କ୍ଷମା କରନ୍ତୁ",
    "ଦୁଃଖିତ",
    // Sinhala.
    "සමාවෙන්න",
    "කණගාටුයි",
    // Tamil.
    "மன்னிக்கவும்",
    "வருந்துகிறேன்",
    // Telugu.
    "క్షమించండి",
    "క్షమించాలి",
    // Kannada.
    "ಕ್ಷಮಿಸಿ",
    "ಕ್ಷಮೆಯಾಚಿಸುತ್ತೇನೆ",
    // Malayalam.
    "ക്ഷമിക്കണം",
    "ക്ഷമിക്കുക",
    "ഖേദിക്കുന്നു",
    // Pashto.
    "بښنه غواړم",
    "بخښنه غواړم",
    "معذرت غواړم",
    // Kurdish (Kurmanji).
    "bibore",
    "biborin",
    "lêborîn",
    // Kurdish (Sorani).
    "ببورە",
    "داوای لێبوردن دەکەم",
    // Tajik.
    "бубахшед",
    "узр мехоҳам",
    // Uyghur.
    "كەچۈرۈڭ",
    "كەچۈرۈم سورايمەن",
    // Khmer.
    "សូមអភ័យទោស",
    "សុំទោស",
    // Lao.
    "ຂໍອະໄພ",
    "ຂໍໂທດ",
    // Burmese.
    "တောင်းပန်ပါတယ်",
    "စိတ်မကောင်းပါဘူး",
    // Thai.
    "ขออภัย",
    "ขอโทษ",
    "ต้องขออภัย",
    // Vietnamese.
    "xin lỗi",
    "tôi xin lỗi",
    // Tagalog.
    "paumanhin",
    "pasensya na",
    "pasensiya na",
    "ikinalulungkot ko",
    "patawad",
    // Indonesian.
    "maaf",
    "mohon maaf",
    // Malay.
    "minta maaf",
    "harap maaf",
    // Javanese.
    "nyuwun sewu",
    "ngapunten",
    // Sundanese.
    "hapunten",
    // Chinese (Simplified).
    "抱歉",
    "对不起",
    "很抱歉",
    "非常抱歉",
    "真的很抱歉",
    "不好意思",
    // Chinese (Traditional).
    "對不起",
    // Cantonese.
    "唔好意思",
    "對唔住",
    // Japanese.
    "申し訳ありません",
    "大変申し訳",
    "申し訳ございません",
    "すみません",
    "ごめんなさい",
    "申し訳",
    // Korean.
    "죄송합니다",
    "정말 죄송",
    "죄송하지만",
    "죄송해요",
    "미안합니다",
    "죄송",
    // Swahili.
    "samahani",
    "naomba radhi",
    // Amharic.
    "ይቅርታ",
    "አዝናለሁ",
    // Tigrinya.
    "ይቕሬታ",
    "ይቅሬታ",
    // Somali.
    "waan ka xumahay",
    "raali ahow",
    "raalli ahow",
    // Oromo.
    "dhiifama",
    "dhiifama gaafadha",
    // Hausa.
    "yi haƙuri",
    "yi hakuri",
    "gafara",
    // Yoruba.
    "ẹ má bínú",
    "má bínú",
    "ma binu",
    // Igbo.
    "gbaghara m",
    "ewela iwe",
    // Zulu.
    "ngiyaxolisa",
    "ngiyadabuka",
    // Xhosa.
    "ndiyaxolisa",
    "ndicela uxolo",
    // Shona.
    "ndine urombo",
    // Kinyarwanda.
    "mbabarira",
    "mumbabarire",
    // Malagasy.
    "miala tsiny",
    // Afrikaans.
    "jammer",
    "ek is jammer",
    "verskoon my",
    // Albanian.
    "më vjen keq",
    "më falni",
    "kërkoj ndjesë",
    // Irish.
    "tá brón orm",
    "gabh mo leithscéal",
    // Welsh.
    "mae'n ddrwg gen i",
    "mae'n flin gen i",
    "ymddiheuriadau",
    // Basque.
    "barkatu",
    "sentitzen dut",
    // Catalan.
    "ho sento",
    "em sap greu",
    // Galician.
    "síntoo",
    "desculpa",
    // Maltese.
    "skużani",
    "jiddispjaċini",
    // Luxembourgish.
    "et deet mer leed",
    "entschëllegt",
    // Haitian Creole.
    "dezole",
    "eskize m",
    // A fourth round: apologies in 147 languages, from a helper's tables (its surer ones).
    // Hawaiian.
    "kala mai",
    // Samoan.
    "fa'amalie atu",
    "faamalie atu",
    // Māori.
    "aroha mai",
    // Quechua.
    "pampachaway",
    // Guarani.
    "eñyrõ chéve",
    // Wolof.
    "baal ma",
    "jéggal ma",
    // Fula.
    "yaafo",
    // Lingala.
    "bolimbisi",
    "limbisa ngai",
    // Twi.
    "kafra",
    // Ewe.
    "taflatsɛ",
    // Luganda.
    "nsonyiwa",
    "nkwetondedde",
    // Sesotho.
    "ke kopa tshwarelo",
    "tshwarelo",
    "ke maswabi",
    // Setswana.
    "ke kopa maitshwarelo",
    "maitshwarelo",
    // Chichewa.
    "pepani",
    "ndikupepesa",
    // Tok Pisin.
    "sori tru",
    "mi sori",
    // Bislama.
    "sori tumas",
    // Esperanto.
    "mi bedaŭras",
    "pardonu min",
    "pardonu",
    "mi pardonpetas",
    // Latin.
    "me paenitet",
    "ignosce mihi",
    "veniam peto",
    // West Frisian.
    "it spyt my",
    // Northern Sami.
    "ándagassii",
    // Breton.
    "ho tigarez",
    // Corsican.
    "scusate",
    "scusami",
    // Occitan.
    "desolat",
    "desolada",
    "perdonatz-me",
    // Scottish Gaelic.
    "tha mi duilich",
    "gabh mo leisgeul",
    "gabhaibh mo leisgeul",
    // Romansh.
    "perstgisai",
    "perstgisa",
    // Yiddish.
    "אַנטשולדיקט",
    "אנטשולדיקט",
    "עס טוט מיר לייד",
    "איך בעט מחילה",
    // Chechen.
    "бехк ма билла",
    // Ossetian.
    "хатыр бакæн",
    "бахатыр кæн",
    // Chuvash.
    "каҫарӑр",
    // Sakha.
    "бырастыы",
    "бырастыы гыныҥ",
    // Buryat.
    "хүлисэгты",
    // Tibetan.
    "དགོངས་དག",
    // Sindhi.
    "معاف ڪجو",
    "مون کي افسوس آهي",
    // Assamese.
    "মই দুঃখিত",
    "ক্ষমা কৰিব",
    // Maithili.
    "क्षमा करू",
    // Konkani.
    "माफ करात",
    "क्षमा करात",
    // Dhivehi.
    "މާފުކުރައްވާ",
    // Hmong.
    "thov txim",
    "kuv thov txim",
    // Cebuano.
    "pasayloa ko",
    // Ilocano.
    "pakawanennak",
    // Hiligaynon.
    "pasaylo",
    "pasayloa ako",
    "pasensya",
    // Tetum.
    "deskulpa",
    // Balinese.
    "nunas ampura",
    "tiang nunas ampura",
    "ampura",
    // Minangkabau.
    "ambo mintak maaf",
    // Dari.
    "معذرت می‌خواهم",
    "معذرت میخواهم",
    // Malagasy.
    "mifona aho",
    // Khmer.
    "ខ្ញុំសុំទោស",
    // Burmese.
    "တောင်းပန်ပါသည်",
    // Tatar.
    "кичерегез",
    // Uzbek.
    "afsusdaman",
    // Georgian.
    "ბოდიშს გიხდით",
    // Armenian.
    "ներեցեք",
    "ցավում եմ",
    // English.
    "i'm sorry",
    "i am sorry",
    "apologies for",
    // French.
    "toutes mes excuses",
    "je regrette",
    "navré",
    // Spanish.
    "disculpe",
    "pido disculpas",
    // Portuguese.
    "peço desculpas",
    // German.
    "entschuldigen sie",
    "ich entschuldige mich",
    "ich bedaure",
    // Italian.
    "chiedo scusa",
    // Dutch.
    "mijn verontschuldigingen",
    // Russian.
    "приношу извинения",
    "приношу свои извинения",
    // Ukrainian.
    "прошу вибачення",
    // Belarusian.
    "мне шкада",
    // Polish.
    "proszę wybaczyć",
    // Czech.
    "lituji",
    // Serbian (Cyrillic).
    "опростите",
    // Bulgarian.
    "извинявам се",
    "моите извинения",
    // Macedonian.
    "се извинувам",
    // Romanian.
    "îmi cer scuze",
    // Hungarian.
    "elnézést kérek",
    // Finnish.
    "pyydän anteeksi",
    // Estonian.
    "mul on kahju",
    // Lithuanian.
    "atleiskite",
    // Swedish.
    "jag är ledsen",
    "beklagar",
    // Norwegian.
    "jeg ber om unnskyldning",
    // Danish.
    "jeg er ked af",
    // Icelandic.
    "ég biðst afsökunar",
    "mér þykir leitt",
    // Greek.
    "ζητώ συγγνώμη",
    "με συγχωρείτε",
    // Turkish.
    "affedersiniz",
    // Hebrew.
    "אני מתנצלת",
    // Persian.
    "عذر می‌خواهم",
    "عذر میخواهم",
    "عذرخواهی می‌کنم",
    // Hindi.
    "क्षमा चाहत",
    "माफ़ी चाहत",
    // Bengali.
    "ক্ষমাপ্রার্থী",
    // Punjabi.
    "ਮਾਫ ਕਰਨਾ",
    // Marathi.
    "क्षमा करा",
    // Nepali.
    "क्षमाप्रार्थी छु",
    "माफी चाहन्छु",
    // Odia.
    "କ୍ଷମା କରିବେ",
    "କ୍ଷମା ମାଗୁଛି",
    // Sinhala.
    "සමාවන්න",
    "සමාව ඉල්ලනවා",
    // Tamil.
    "மன்னிப்பு கேட்கிறேன்",
    // Telugu.
    "క్షమాపణలు",
    "నన్ను క్షమించండి",
    // Kannada.
    "ವಿಷಾದಿಸುತ್ತೇನೆ",
    // Malayalam.
    "ക്ഷമ ചോദിക്കുന്നു",
    // Indonesian.
    "saya minta maaf",
    // Malay.
    "saya memohon maaf",
    // Javanese.
    "nyuwun pangapunten",
    "sepurane",
    "nuwun sewu",
    // Sundanese.
    "nyuhunkeun hapunten",
    // Cantonese.
    "好抱歉",
    // Japanese.
    "申し訳ないのですが",
    // Swahili.
    "nasikitika",
    // Somali.
    "iga raali ahow",
    // Oromo.
    "dhiifama godhaa",
    // Hausa.
    "ku yi hakuri",
    "ina neman gafara",
    // Yoruba.
    "e ma binu",
    // Igbo.
    "biko gbaghara m",
    // Shona.
    "ndiregererei",
    // Afrikaans.
    "ekskuus",
    "ek vra om verskoning",
    // Albanian.
    "më fal",
    // Irish.
    "is oth liom",
    // Welsh.
    "ymddiheuraf",
    // Basque.
    "barkamena eskatzen dut",
    // Catalan.
    "disculpeu",
    "demano disculpes",
    // Galician.
    "sentímolo",
    "pido desculpas",
    // Maltese.
    "nitlob skuża",
    // Luxembourgish.
    "et deet mir leed",
    "entschëllegung",
    // Haitian Creole.
    "mwen regrèt",
    "eskize mwen",
    "padon",
    // Kurdish (Sorani).
    "ببوورە",
];

/// Adverbs and phrases of regret that open a model's declining as an apology does, in the
/// same languages (`unfortunately`, `leider`, `很遗憾`, `I'm afraid`, `as an AI`); after a
/// value they say nothing of it (`Unfortunately the store closes at 5`), so they are not
/// [`APOLOGIES`].
const REGRETS: [&str; 152] = [
    // English.
    "unfortunately",
    "i'm afraid",
    "as an ai",
    // French.
    "malheureusement",
    // Spanish.
    "lamentablemente",
    "desafortunadamente",
    // Portuguese.
    "infelizmente",
    // German.
    "leider",
    // Italian.
    "purtroppo",
    // Dutch.
    "helaas",
    // Russian.
    "к сожалению",
    // Ukrainian.
    "на жаль",
    // Polish.
    "niestety",
    // Czech.
    "bohužel",
    // Slovak.
    "bohužiaľ",
    "žiaľ",
    // Slovenian.
    "na žalost",
    // Croatian.
    "nažalost",
    // Serbian.
    "нажалост",
    // Bulgarian.
    "за съжаление",
    // Macedonian.
    "за жал",
    // Romanian.
    "din păcate",
    // Hungarian.
    "sajnos",
    // Finnish.
    "valitettavasti",
    // Estonian.
    "kahjuks",
    // Latvian.
    "diemžēl",
    // Swedish.
    "tyvärr",
    // Norwegian.
    "dessverre",
    // Danish.
    "desværre",
    // Icelandic.
    "því miður",
    // Greek.
    "δυστυχώς",
    // Turkish.
    "maalesef",
    // Azerbaijani.
    "təəssüf ki",
    // Kazakh.
    "өкінішке орай",
    // Uzbek.
    "afsuski",
    "афсуски",
    // Kyrgyz.
    "тилекке каршы",
    // Tatar.
    "кызганычка каршы",
    // Bashkir.
    "ҡыҙғанысҡа ҡаршы",
    // Turkmen.
    "gynansak-da",
    // Mongolian.
    "харамсалтай нь",
    // Georgian.
    "სამწუხაროდ",
    // Armenian.
    "ցավոք",
    // Hebrew.
    "לצערי",
    // Arabic.
    "للأسف",
    // Persian.
    "متأسفانه",
    "متاسفانه",
    // Urdu.
    "بدقسمتی سے",
    // Hindi.
    "दुर्भाग्य से",
    // Bengali.
    "দুর্ভাগ্যবশত",
    // Punjabi.
    "ਬਦਕਿਸਮਤੀ ਨਾਲ",
    // Gujarati.
    "કમનસીબે",
    // Marathi.
    "दुर्दैवाने",
    // Nepali.
    "दुर्भाग्यवश",
    // Sinhala.
    "අවාසනාවකට",
    // Tamil.
    "துரதிர்ஷ்டவசமாக",
    // Telugu.
    "దురదృష్టవశాత్తు",
    // Kannada.
    "ದುರದೃಷ್ಟವಶಾತ್",
    // Malayalam.
    "നിർഭാഗ്യവശാൽ",
    // Pashto.
    "له بده مرغه",
    // Kurdish (Kurmanji).
    "mixabin",
    // Kurdish (Sorani).
    "بەداخەوە",
    // Tajik.
    "мутаассифона",
    // Uyghur.
    "ئەپسۇس",
    // Khmer.
    "ជាអកុសល",
    // Lao.
    "ໜ້າເສຍດາຍ",
    // Burmese.
    "ဝမ်းနည်းပါတယ်",
    // Vietnamese.
    "rất tiếc",
    "thật không may",
    // Tagalog.
    "sa kasamaang palad",
    // Indonesian.
    "sayangnya",
    // Malay.
    "malangnya",
    // Javanese.
    "sayangé",
    // Sundanese.
    "hanjakalna",
    // Chinese (Simplified).
    "很遗憾",
    // Chinese (Traditional).
    "很遺憾",
    // Japanese.
    "残念ながら",
    // Korean.
    "유감스럽게도",
    // Swahili.
    "kwa bahati mbaya",
    // Amharic.
    "እንደ አለመታደል ሆኖ",
    // Somali.
    "nasiib darro",
    // Hausa.
    "abin takaici",
    // Yoruba.
    "láànú",
    // Igbo.
    "ọ dị nwute",
    // Zulu.
    "ngeshwa",
    // Xhosa.
    "ngelishwa",
    // Shona.
    "zvinosuwisa",
    // Kinyarwanda.
    "ikibabaje",
    // Malagasy.
    "indrisy",
    // Afrikaans.
    "ongelukkig",
    // Albanian.
    "fatkeqësisht",
    // Irish.
    "ar an drochuair",
    // Welsh.
    "yn anffodus",
    // Basque.
    "zoritxarrez",
    "tamalez",
    // Catalan.
    "malauradament",
    "lamentablement",
    // Galician.
    "por desgraza",
    // Maltese.
    "sfortunatament",
    // Haitian Creole.
    "malerezman",
    // Sesotho.
    "ka maswabi",
    // Chichewa.
    "mwatsoka",
    // Esperanto.
    "bedaŭrinde",
    // West Frisian.
    "spitigernôch",
    // Faroese.
    "tíverri",
    "orsaka",
    // Breton.
    "siwazh",
    // Occitan.
    "malurosament",
    // Scottish Gaelic.
    "gu mì-fhortanach",
    // Romansh.
    "displaschaivlamain",
    // Yiddish.
    "צום באַדויערן",
    "צום באדויערן",
    // Ossetian.
    "хъыгагæн",
    // Chuvash.
    "шел пулин те",
    // Sakha.
    "хомойуох иһин",
    // Sindhi.
    "بدقسمتيءَ سان",
    // Assamese.
    "দুৰ্ভাগ্যক্ৰমে",
    // Konkani.
    "दुर्दैवान",
    // Dhivehi.
    "ހިތާމައާއެކު",
    // Minangkabau.
    "sayangnyo",
    // Pashto.
    "بدبختانه",
    // Thai.
    "น่าเสียดาย",
    "เสียใจด้วย",
    // Khmer.
    "សោកស្តាយ",
    // Burmese.
    "ကံမကောင်းစွာ",
    // Mongolian.
    "харамсаж байна",
    // Uyghur.
    "ئەپسۇسكى",
    // Azerbaijani.
    "təəssüflə",
    // English.
    "regrettably",
    // German.
    "bedauerlicherweise",
    // Italian.
    "sfortunatamente",
    // Dutch.
    "jammer genoeg",
    // Polish.
    "z przykrością",
    // Hungarian.
    "sajnálatos módon",
    // Turkish.
    "ne yazık ki",
    // Hebrew.
    "למרבה הצער",
    // Arabic.
    "مع الأسف",
    // Odia.
    "ଦୁର୍ଭାଗ୍ୟବଶତଃ",
    // Vietnamese.
    "tiếc là",
    "đáng tiếc",
    // Javanese.
    "sayangipun",
    "sayange",
    // Sundanese.
    "hanjakal",
    // Chinese (Simplified).
    "遗憾的是",
    "不幸的是",
    // Chinese (Traditional).
    "遺憾的是",
    // Japanese.
    "恐れ入りますが",
    "あいにく",
    // Korean.
    "안타깝게도",
    // Amharic.
    "በሚያሳዝን ሁኔታ",
    // Shona.
    "pamusoroi",
    // Irish.
    "faraor",
];

const INABILITIES: [&str; 877] = [
    // English.
    "i can't",
    "i cannot",
    "i'm unable to",
    "i am unable to",
    "i won't be able to",
    "i'm not able to",
    "i am not able to",
    "i can not",
    "we can't",
    "we cannot",
    "we are unable to",
    "we're unable to",
    // French.
    "je ne peux pas",
    "je ne suis pas en mesure",
    "je suis incapable de",
    "il m'est impossible de",
    // Spanish.
    "no puedo",
    "no me es posible",
    "no soy capaz de",
    // Portuguese.
    "não posso",
    "não consigo",
    "não sou capaz de",
    // German.
    "ich kann nicht",
    "kann ich nicht",
    "ich kann keine",
    "ich kann ihnen nicht",
    "ich kann dir nicht",
    "ich bin nicht in der lage",
    // Italian.
    "non posso",
    "non sono in grado di",
    "non riesco a",
    // Dutch.
    "ik kan niet",
    "kan ik niet",
    "ik kan geen",
    "ik ben niet in staat",
    // Russian.
    "я не могу",
    "не могу",
    "я не в состоянии",
    // Ukrainian.
    "я не можу",
    "не можу",
    "я не в змозі",
    // Belarusian.
    "я не магу",
    "не магу",
    // Polish.
    "nie mogę",
    "nie jestem w stanie",
    // Czech.
    "nemohu",
    "nemůžu",
    "nejsem schopen",
    "nejsem schopna",
    // Slovak.
    "nemôžem",
    "nie som schopný",
    "nie som schopná",
    // Slovenian.
    "ne morem",
    "nisem sposoben",
    "nisem sposobna",
    // Croatian.
    "ne mogu",
    "nisam u mogućnosti",
    // Serbian.
    "нисам у могућности",
    // Bulgarian.
    "не мога",
    "не съм в състояние",
    // Macedonian.
    "не можам",
    "не сум во можност",
    // Romanian.
    "nu pot",
    "eu nu pot",
    "nu sunt în măsură",
    "nu sunt capabil",
    "nu sunt capabilă",
    // Hungarian.
    "nem tudok",
    "nem áll módomban",
    "nem vagyok képes",
    // Finnish.
    "en voi",
    "en pysty",
    "en valitettavasti voi",
    // Estonian.
    "ma ei saa",
    "ma ei suuda",
    "ma ei ole võimeline",
    // Latvian.
    "es nevaru",
    "nevaru",
    // Lithuanian.
    "negaliu",
    "aš negaliu",
    // Swedish.
    "jag kan inte",
    "kan jag inte",
    "jag har inte möjlighet",
    // Norwegian.
    "jeg kan ikke",
    "kan jeg ikke",
    "jeg er ikke i stand til",
    // Icelandic.
    "ég get ekki",
    "get ég ekki",
    // Greek.
    "δεν μπορώ",
    "δεν είμαι σε θέση",
    // Turkish.
    "yapamam",
    "veremem",
    "yardımcı olamam",
    "sağlayamam",
    // Azerbaijani.
    "edə bilmərəm",
    "verə bilmərəm",
    "kömək edə bilmərəm",
    "bacarmıram",
    // Kazakh.
    "алмаймын",
    "бере алмаймын",
    "көмектесе алмаймын",
    // Uzbek.
    "qila olmayman",
    "bera olmayman",
    "yordam bera olmayman",
    "бера олмайман",
    "қила олмайман",
    // Kyrgyz.
    "албайм",
    "бере албайм",
    "жардам бере албайм",
    // Tatar.
    "алмыйм",
    "бирә алмыйм",
    "булыша алмыйм",
    // Bashkir.
    "алмайым",
    "бирә алмайым",
    "ярҙам итә алмайым",
    // Turkmen.
    "edip bilmeýärin",
    "berip bilmeýärin",
    "kömek edip bilmerin",
    "edip bilmerin",
    // Mongolian.
    "би чадахгүй",
    "би өгөх боломжгүй",
    "би туслах боломжгүй",
    "би хариулах боломжгүй",
    // Georgian.
    "არ შემიძლია",
    "ვერ დაგეხმარები",
    "ვერ შევძლებ",
    // Armenian.
    "չեմ կարող",
    "ես չեմ կարող",
    "ի վիճակի չեմ",
    // Hebrew.
    "אני לא יכול",
    "אני לא יכולה",
    "איני יכול",
    "אינני יכול",
    // Arabic.
    "لا يمكنني",
    "لا أستطيع",
    "لا استطيع",
    "لا أتمكن",
    "لست قادرًا",
    "لست قادرا",
    // Persian.
    "نمی‌توانم",
    "نمیتوانم",
    "نمی توانم",
    "قادر نیستم",
    // Urdu.
    "میں نہیں کر سکتا",
    "میں نہیں کر سکتی",
    "قاصر ہوں",
    "میں یہ نہیں کر سکتا",
    // Hindi.
    "मैं नहीं कर सकता",
    "मैं नहीं कर सकती",
    "असमर्थ हूँ",
    "असमर्थ हूं",
    "मैं यह नहीं कर सकता",
    // Bengali.
    "আমি পারব না",
    "পারছি না",
    "পারি না",
    "দিতে পারছি না",
    "করতে পারব না",
    // Punjabi.
    "ਮੈਂ ਨਹੀਂ ਕਰ ਸਕਦਾ",
    "ਮੈਂ ਨਹੀਂ ਦੇ ਸਕਦਾ",
    "ਮੈਂ ਅਸਮਰੱਥ ਹਾਂ",
    "ਅਸਮਰੱਥ ਹਾਂ",
    // Gujarati.
    "અસમર્થ છું",
    "હું કરી શકતો નથી",
    "હું આપી શકતો નથી",
    "હું આપી શકતી નથી",
    "હું મદદ કરી શકતો નથી",
    // Marathi.
    "मी करू शकत नाही",
    "मी देऊ शकत नाही",
    "मला शक्य नाही",
    "मी असमर्थ आहे",
    // Nepali.
    "सक्दिनँ",
    "सक्दिन",
    "गर्न सक्दिनँ",
    "म असमर्थ छु",
    // Odia.
    "ମୁଁ ପାରିବି ନାହିଁ",
    "ପାରିବି ନାହିଁ",
    // Sinhala.
    "මට බැහැ",
    "මට නොහැක",
    "මට නොහැකියි",
    // Tamil.
    "என்னால் முடியாது",
    "என்னால் இயலாது",
    "என்னால் உதவ முடியாது",
    "என்னால் வழங்க முடியாது",
    // Telugu.
    "నేను చేయలేను",
    "చేయలేను",
    "ఇవ్వలేను",
    "అందించలేను",
    // Kannada.
    "ನನಗೆ ಸಾಧ್ಯವಿಲ್ಲ",
    "ನನ್ನಿಂದ ಸಾಧ್ಯವಿಲ್ಲ",
    "ಮಾಡಲಾರೆ",
    "ನೀಡಲಾರೆ",
    // Malayalam.
    "എനിക്ക് കഴിയില്ല",
    "എനിക്ക് സാധിക്കില്ല",
    // Pashto.
    "نشم کولی",
    "نه شم کولی",
    "نشم کولای",
    "نه شم کولای",
    // Kurdish (Kurmanji).
    "ez nikarim",
    "nikarim",
    // Kurdish (Sorani).
    "ناتوانم",
    "من ناتوانم",
    // Tajik.
    "наметавонам",
    "ман наметавонам",
    // Uyghur.
    "قىلالمايمەن",
    "بېرەلمەيمەن",
    "ياردەم قىلالمايمەن",
    // Khmer.
    "ខ្ញុំមិនអាច",
    "ខ្ញុំពុំអាច",
    // Lao.
    "ຂ້ອຍບໍ່ສາມາດ",
    "ຂ້ານ້ອຍບໍ່ສາມາດ",
    // Burmese.
    "ကျွန်ုပ် မပေးနိုင်ပါ",
    "ကျွန်ုပ်မပေးနိုင်ပါ",
    "ကျွန်တော် မကူညီနိုင်ပါ",
    "ကျွန်ုပ် မကူညီနိုင်ပါ",
    // Thai.
    "ฉันไม่สามารถ",
    "ผมไม่สามารถ",
    "ดิฉันไม่สามารถ",
    // Vietnamese.
    "tôi không thể",
    "tôi không có khả năng",
    "mình không thể",
    // Tagalog.
    "hindi ko kaya",
    "hindi ko magagawa",
    "hindi ko maibibigay",
    "hindi ako makakapagbigay",
    // Indonesian.
    "saya tidak bisa",
    "saya tidak dapat",
    "saya tidak mampu",
    "aku tidak bisa",
    // Malay.
    "saya tidak boleh",
    // Javanese.
    "aku ora bisa",
    "kula mboten saged",
    "kula boten saged",
    // Sundanese.
    "abdi teu tiasa",
    "kuring teu bisa",
    // Chinese (Simplified).
    "我无法",
    "我不能",
    "我没办法",
    "我没有办法",
    // Chinese (Traditional).
    "我無法",
    "我沒辦法",
    "我沒有辦法",
    // Chinese.
    "无法",
    "無法",
    // Cantonese.
    "我唔可以",
    "我冇辦法",
    "我唔能夠",
    // Japanese.
    "お答えできません",
    "お手伝いできません",
    "ご提供できません",
    "私にはできません",
    "お答えすることはできません",
    "できません",
    // Korean.
    "도와드릴 수 없",
    "제공해 드릴 수 없",
    "드릴 수 없습니다",
    "답변드릴 수 없",
    "저는 할 수 없",
    "할 수 없",
    // Swahili.
    "siwezi",
    "sina uwezo wa",
    "siwezi kutoa",
    "siwezi kusaidia",
    // Amharic.
    "አልችልም",
    "ማድረግ አልችልም",
    "መስጠት አልችልም",
    // Tigrinya.
    "ኣይክእልን",
    "አይክእልን",
    // Somali.
    "ma awoodo",
    "uma awoodo",
    "ma bixin karo",
    "kuma caawin karo",
    // Oromo.
    "ani hin danda'u",
    "ani kennuu hin danda'u",
    // Hausa.
    "ba zan iya ba",
    "bazan iya ba",
    "ba zan iya",
    // Yoruba.
    "mi ò lè",
    "mi kò lè",
    "n kò lè",
    "èmi kò lè",
    // Igbo.
    "enweghị m ike",
    "apụghị m",
    "m nweghị ike",
    "agaghị m enwe ike",
    // Zulu.
    "angikwazi",
    "angeke ngikwazi",
    // Xhosa.
    "andikwazi",
    "andinakukwazi",
    "andinakho",
    // Shona.
    "handikwanisi",
    "handigoni",
    // Kinyarwanda.
    "sinshobora",
    "ntabwo nshobora",
    // Malagasy.
    "tsy afaka aho",
    "tsy vitako",
    // Afrikaans.
    "ek kan nie",
    "kan ek nie",
    "ek is nie in staat",
    // Albanian.
    "nuk mundem",
    "unë nuk mund",
    "nuk jam në gjendje",
    // Irish.
    "ní féidir liom",
    "níl mé in ann",
    "nílim in ann",
    // Welsh.
    "ni allaf",
    "alla i ddim",
    "fedra i ddim",
    "dw i ddim yn gallu",
    // Basque.
    "ezin dut",
    "ezin dizut",
    // Catalan.
    "no puc",
    "no soc capaç",
    "no sóc capaç",
    // Galician.
    "non podo",
    "non son capaz",
    // Maltese.
    "ma nistax",
    "m'inix kapaċi",
    // Luxembourgish.
    "ech kann net",
    "kann ech net",
    // Haitian Creole.
    "mwen pa kapab",
    "mwen pa ka",
    "m pa kapab",
    "m pa ka",
    // A fourth round: a first person's inability in 153 languages, from a helper's tables.
    // Hawaiian.
    "ʻaʻole hiki iaʻu",
    "'a'ole hiki ia'u",
    "aole hiki iau",
    "ʻaʻole ʻae ʻia au",
    // Samoan.
    "ou te le mafai",
    "e le mafai ona ou",
    "ou te le mafaia",
    "e le faatagaina a'u",
    // Māori.
    "kāore e taea e au",
    "kaore e taea e au",
    "e kore e taea e au",
    "kāore au e āhei",
    "kāore e whakaaetia ana ahau",
    // Tongan.
    "'oku 'ikai te u lava",
    "'ikai te u lava",
    "'e 'ikai te u lava",
    "oku ikai te u lava",
    // Fijian.
    "au sega ni rawa ni",
    "sega ni rawa vei au",
    "au na sega ni rawa",
    "au sega ni vakatarai",
    // Quechua.
    "manam atinichu",
    "mana atinichu",
    "manam atiymanchu",
    "manam yanapayta atinichu",
    // Guarani.
    "ndaikatúi",
    "ndaikatui",
    "ndaikatumo'ãi",
    "ndaikatuvéi",
    // Aymara.
    "janiw atkti",
    "janiw yanapt'kiristi",
    // Wolof.
    "mënuma",
    "manuma",
    "duma ko mën a def",
    // Fula.
    "mi waawaa",
    "mi waawataa",
    // Lingala.
    "nakoki te",
    "nakoki kosala yango te",
    "nakokoka te",
    // Twi.
    "mentumi",
    "me ntumi",
    "merentumi",
    "wɔmma me kwan",
    // Ewe.
    "nyemate ŋu o",
    "nyemate ŋu",
    "womeɖe mɔ nam o",
    // Luganda.
    "sisobola",
    "sijja kusobola",
    "sikkirizibwa",
    "sisobola kukuyamba",
    // Sesotho.
    "ha ke kgone",
    "nke ke ka kgona",
    "ha ke a dumellwa",
    // Setswana.
    "ga ke kgone",
    "nka se kgone",
    "ga ke a letlelelwa",
    // Chichewa.
    "sindingathe",
    "sinditha",
    "sindingathe kukuthandizani",
    "sindiloledwa",
    // Kirundi.
    "sinzoshobora",
    "sindekuriwe",
    // Tok Pisin.
    "mi no inap",
    "mi no ken",
    "mi no gat rait long",
    "mi no inap helpim",
    // Bislama.
    "mi no save mekem",
    "mi no gat raet blong",
    // Esperanto.
    "mi ne povas",
    "mi ne kapablas",
    "mi ne rajtas",
    "ne eblas al mi",
    "mi ne povos",
    "mi ne povas helpi",
    // Latin.
    "non possum",
    "nequeo",
    "mihi non licet",
    "non potero",
    // West Frisian.
    "ik kin net",
    "ik bin net by steat",
    "ik mei net",
    "it is foar my net mooglik",
    // Faroese.
    "eg kann ikki",
    "eg eri ikki førur fyri",
    "eg havi ikki loyvi",
    // Northern Sami.
    "in sáhte",
    "mun in sáhte",
    "in beasa",
    // Breton.
    "ne c'hellan ket",
    "n'hellan ket",
    "ne c'hallan ket",
    "ne vin ket gouest da",
    "n'em eus ket an aotre",
    // Corsican.
    "ùn possu",
    "un possu",
    "ùn sò micca capace di",
    "ùn aghju micca u dirittu",
    // Occitan.
    "pòdi pas",
    "podi pas",
    "soi pas capable de",
    "poirai pas",
    "ai pas lo dreit de",
    // Scottish Gaelic.
    "chan urrainn dhomh",
    "cha bhi e comasach dhomh",
    "chan eil e comasach dhomh",
    "chan fhaod mi",
    "chan eil cead agam",
    // Romansh.
    "jau na poss betg",
    "na poss betg",
    "jau na sun betg abel da",
    "jau na dastg betg",
    // Yiddish.
    "איך קען נישט",
    "איך קען ניט",
    "איך טאָר נישט",
    "איך טאר נישט",
    "איך וועל נישט קענען",
    // Chechen.
    "суна ца далур",
    "сан йиш яц",
    // Ossetian.
    "нæ мæ бон у",
    "нæ мæ бон бауыдзæн",
    // Chuvash.
    "пултараймастӑп",
    "эпӗ пултараймастӑп",
    "май ҫук",
    // Sakha.
    "кыайбаппын",
    "мин кыайбаппын",
    "кыайыам суоҕа",
    // Buryat.
    "шадахагүйб",
    "би шадахагүй",
    // Tibetan.
    "མི་ཐུབ",
    "ཐུབ་ཀྱི་མ་རེད",
    "ཐུབ་ཀྱི་མེད",
    // Dzongkha.
    "འབད་མ་ཚུགས",
    // Sindhi.
    "نٿو ڪري سگهان",
    "نٿي ڪري سگهان",
    "ڪري نٿو سگهان",
    "مان قاصر آهيان",
    // Assamese.
    "মই নোৱাৰো",
    "কৰিব নোৱাৰো",
    "মোৰ বাবে সম্ভৱ নহয়",
    "মই সহায় কৰিব নোৱাৰো",
    // Maithili.
    "हम असमर्थ छी",
    "नहि कऽ सकैत छी",
    "नहि कए सकैत छी",
    "हमरा लेल सम्भव नहि",
    // Konkani.
    "म्हाका जायना",
    "म्हाका शक्य ना",
    "करूंक शकना",
    // Dhivehi.
    "ނުކުރެވޭނެ",
    "އަހަރެންނަށް ނުކުރެވޭނެ",
    // Hmong.
    "kuv ua tsis tau",
    "kuv pab tsis tau",
    "kuv tsis muaj peev xwm",
    "kuv tsis raug tso cai",
    // Cebuano.
    "dili ko makahimo",
    "dili nako mahimo",
    "dili ako makatabang",
    "dili ko tugotan",
    // Ilocano.
    "diak kabaelan",
    "saanko a kabaelan",
    "diak matulungan",
    // Hiligaynon.
    "indi ko mahimo",
    "indi ako makabulig",
    "indi ko masarangan",
    // Tetum.
    "hau la bele",
    "hau la iha kbiit",
    "hau la autorizadu",
    // Balinese.
    "tiang ten nyidaang",
    "tiang nenten prasida",
    "icang sing nyidaang",
    // Minangkabau.
    "ambo indak bisa",
    "ambo indak sanggup",
    "ambo indak dibuliahan",
    // Zazaki.
    "ez nêşkena",
    "nêşkena",
    // Balochi.
    "من نتوانان",
    // Dari.
    "من قادر نیستم",
    "برایم ممکن نیست",
    "اجازه ندارم",
    // Malagasy.
    "tsy ho afaka aho",
    "tsy azoko atao",
    "tsy mahazo alalana aho",
    // Pashto.
    "زه نشم کولی",
    "زه توان نه لرم",
    "اجازه نه لرم",
    // Thai.
    "ไม่สามารถช่วย",
    "ไม่สามารถให้",
    "ไม่สามารถ",
    "ไม่ได้รับอนุญาต",
    // Lao.
    "ບໍ່ສາມາດ",
    "ເຮັດບໍ່ໄດ້",
    "ບໍ່ໄດ້ຮັບອະນຸຍາດ",
    // Khmer.
    "មិនអាចជួយ",
    "មិនអាច",
    "មិនត្រូវបានអនុញ្ញាត",
    // Burmese.
    "မလုပ်နိုင်ပါ",
    "မပေးနိုင်ပါ",
    "မကူညီနိုင်ပါ",
    "မလုပ်နိုင်ပါဘူး",
    "ခွင့်မပြု",
    // Mongolian.
    "надад боломжгүй",
    "чадахгүй",
    "туслах боломжгүй",
    "зөвшөөрөгдөөгүй",
    // Uyghur.
    "ئىجازەت يوق",
    // Tajik.
    "имкон надорам",
    "ба ман иҷозат нест",
    // Kyrgyz.
    "жасай албайм",
    "уруксатым жок",
    // Turkmen.
    "kömek edip bilmeýärin",
    "berip bilmerin",
    "bilmerin",
    // Tatar.
    "булдыра алмыйм",
    "ярдәм итә алмыйм",
    "рөхсәт ителмәгән",
    // Bashkir.
    "булдыра алмайым",
    // Kazakh.
    "жасай алмаймын",
    "мүмкіндігім жоқ",
    "рұқсатым жоқ",
    // Uzbek.
    "olmayman",
    "imkonim yo'q",
    "ruxsat berilmagan",
    // Azerbaijani.
    "bilmərəm",
    "icazəm yoxdur",
    // Georgian.
    "ვერ დაგეხმარებით",
    "ვერ მოგაწოდებთ",
    "უფლება არ მაქვს",
    // Armenian.
    "չեմ կարողանա",
    "իրավունք չունեմ",
    // English.
    "i will not be able to",
    "it is not possible for me to",
    "it's not possible for me to",
    "i'm not allowed to",
    "i'm not permitted to",
    "i can't help with",
    "i can't provide",
    "i can't assist with",
    "i'm not in a position to",
    "i must decline",
    "i'm not comfortable",
    // French.
    "je ne suis pas en mesure de",
    "je ne pourrai pas",
    "je n'ai pas le droit de",
    "je ne suis pas autorisé",
    "je ne peux pas fournir",
    "je ne peux pas vous aider",
    "je ne peux pas t'aider",
    // Spanish.
    "no podré",
    "no tengo permitido",
    "no estoy autorizado",
    "no estoy en condiciones de",
    "no puedo ayudarte con",
    "no puedo proporcionar",
    // Portuguese.
    "não me é possível",
    "não poderei",
    "não tenho permissão",
    "não estou autorizado",
    "não posso ajudar com",
    "não posso fornecer",
    // German.
    "ich darf nicht",
    "ich darf keine",
    "es ist mir nicht möglich",
    "ich werde nicht in der lage sein",
    // Italian.
    "non mi è possibile",
    "non potrò",
    "non sono autorizzato",
    "non mi è consentito",
    "non posso aiutarti",
    "non posso fornire",
    // Dutch.
    "ik mag niet",
    "ik mag geen",
    "het is mij niet mogelijk",
    "ik zal niet kunnen",
    "ik kan je niet helpen",
    // Russian.
    "у меня нет возможности",
    "я не смогу",
    "мне не разрешено",
    "я не имею права",
    "не могу помочь",
    "не могу предоставить",
    // Ukrainian.
    "я не зможу",
    "мені не дозволено",
    "не маю змоги",
    "не можу допомогти",
    "не можу надати",
    // Belarusian.
    "я не змагу",
    "не магу дапамагчы",
    // Polish.
    "nie będę w stanie",
    "nie wolno mi",
    "nie mam możliwości",
    "nie mogę pomóc",
    "nie mogę podać",
    "nie mogę udostępnić",
    // Czech.
    "nebudu moci",
    "nesmím",
    "není mi možné",
    // Slovak.
    "nebudem môcť",
    "nesmiem",
    // Slovenian.
    "ne bom mogel",
    "ne bom mogla",
    "ni mi dovoljeno",
    "ne smem",
    // Croatian.
    "neću moći",
    "nije mi dopušteno",
    "ne smijem",
    "ne mogu pomoći",
    // Serbian (Latin).
    "nije mi dozvoljeno",
    "ne mogu da pomognem",
    "ne mogu da pružim",
    // Serbian (Cyrillic).
    "нећу моћи",
    "није ми дозвољено",
    "не смем",
    "не могу да помогнем",
    "не могу да пружим",
    // Bulgarian.
    "няма да мога",
    "не ми е позволено",
    "нямам право",
    "не мога да помогна",
    "не мога да предоставя",
    // Macedonian.
    "нема да можам",
    "не ми е дозволено",
    "не можам да помогнам",
    // Romanian.
    "nu voi putea",
    "nu am voie",
    "nu îmi este permis",
    "nu pot oferi",
    "nu pot furniza",
    // Hungarian.
    "nem fogok tudni",
    "nem engedélyezett",
    "nem tudok segíteni",
    // Finnish.
    "en voi auttaa",
    "en voi antaa",
    "en voi tarjota",
    "en kykene",
    "minun ei ole mahdollista",
    "en saa",
    // Estonian.
    "mul pole võimalik",
    "ma ei tohi",
    "ma ei saa aidata",
    // Latvian.
    "nespēju",
    "es nevarēšu",
    "man nav atļauts",
    "nevaru palīdzēt",
    // Lithuanian.
    "nesugebu",
    "negalėsiu",
    "man neleidžiama",
    "neturiu galimybės",
    "negaliu padėti",
    // Swedish.
    "jag kan tyvärr inte",
    "jag har inte möjlighet att",
    "jag kommer inte att kunna",
    "jag får inte",
    "det är inte möjligt för mig",
    "jag kan inte hjälpa",
    // Norwegian.
    "jeg kan dessverre ikke",
    "jeg vil ikke kunne",
    "jeg har ikke lov til",
    "det er ikke mulig for meg",
    "jeg kan ikke hjelpe",
    // Danish.
    "jeg kan desværre ikke",
    "det er ikke muligt for mig",
    "jeg kan ikke hjælpe",
    // Icelandic.
    "ég er ekki fær um",
    "ég mun ekki geta",
    "ég má ekki",
    "mér er ekki heimilt",
    "ég get ekki hjálpað",
    // Greek.
    "δεν θα μπορέσω",
    "δεν μου επιτρέπεται",
    "δεν έχω τη δυνατότητα",
    "δεν μπορώ να βοηθήσω",
    "δεν μπορώ να παρέχω",
    // Turkish.
    "yapamıyorum",
    "sunamam",
    "yardımcı olamıyorum",
    "yardım edemem",
    "paylaşamam",
    "iznim yok",
    "yetkim yok",
    "mümkün değil",
    // Hebrew.
    "אין באפשרותי",
    "לא אוכל",
    "אסור לי",
    "אינני מורשה",
    // Arabic.
    "لست قادر",
    "لن أتمكن",
    "لن أستطيع",
    "لا يُسمح لي",
    "لا يسمح لي",
    "ليس بإمكاني",
    "غير مسموح لي",
    // Persian.
    "امکان‌پذیر نیست",
    "نخواهم توانست",
    // Urdu.
    "نہیں کر سکتا",
    "نہیں کر سکتی",
    "میں قاصر ہوں",
    "میرے لیے ممکن نہیں",
    "مجھے اجازت نہیں",
    "مدد نہیں کر سکتا",
    "فراہم نہیں کر سکتا",
    // Hindi.
    "नहीं कर सकता",
    "नहीं कर सकती",
    "मैं असमर्थ",
    "मेरे लिए संभव नहीं",
    "मुझे अनुमति नहीं",
    "मदद नहीं कर सकता",
    "प्रदान नहीं कर सकता",
    "नहीं कर पाऊँगा",
    "नहीं कर पाऊंगा",
    // Bengali.
    "আমি পারি না",
    "করতে পারি না",
    "করতে পারছি না",
    "আমার পক্ষে সম্ভব নয়",
    "আমার অনুমতি নেই",
    // Punjabi.
    "ਨਹੀਂ ਕਰ ਸਕਦਾ",
    "ਨਹੀਂ ਕਰ ਸਕਦੀ",
    "ਮੇਰੇ ਲਈ ਸੰਭਵ ਨਹੀਂ",
    "ਮੈਨੂੰ ਇਜਾਜ਼ਤ ਨਹੀਂ",
    // Gujarati.
    "શકતો નથી",
    "શકતી નથી",
    "હું અસમર્થ છું",
    "મારા માટે શક્ય નથી",
    "મને પરવાનગી નથી",
    "શકીશ નહીં",
    // Marathi.
    "शकत नाही",
    "करू शकणार नाही",
    "माझ्यासाठी शक्य नाही",
    "मला परवानगी नाही",
    // Nepali.
    "गर्न सक्दिन",
    "मेरो लागि सम्भव छैन",
    "मलाई अनुमति छैन",
    "सक्ने छैन",
    // Odia.
    "ମୋ ପାଇଁ ସମ୍ଭବ ନୁହେଁ",
    "ମୋତେ ଅନୁମତି ନାହିଁ",
    // Sinhala.
    "කළ නොහැක",
    "මට හැකියාවක් නැත",
    "මට අවසර නැත",
    "ලබා දිය නොහැක",
    // Tamil.
    "உதவ முடியாது",
    "வழங்க முடியாது",
    "எனக்கு அனுமதி இல்லை",
    // Telugu.
    "సహాయం చేయలేను",
    "నాకు సాధ్యం కాదు",
    "నాకు అనుమతి లేదు",
    // Kannada.
    "ಸಾಧ್ಯವಿಲ್ಲ",
    "ನನಗೆ ಅನುಮತಿ ಇಲ್ಲ",
    // Malayalam.
    "എനിക്ക് അനുവാദമില്ല",
    "കഴിയില്ല",
    // Vietnamese.
    "tôi sẽ không thể",
    "tôi không được phép",
    "không thể giúp",
    "không thể cung cấp",
    "không thể",
    // Tagalog.
    "hindi ako makakatulong",
    "hindi ako pinapayagan",
    "hindi ko po kaya",
    // Indonesian.
    "saya tidak akan bisa",
    "saya tidak diizinkan",
    "tidak dapat membantu",
    "tidak bisa memberikan",
    // Malay.
    "saya tidak dibenarkan",
    // Javanese.
    "mboten saged",
    "aku ora iso",
    // Sundanese.
    "abdi henteu tiasa",
    "teu tiasa",
    // Chinese (Simplified).
    "无法提供",
    "无法帮助",
    "我做不到",
    "我帮不了",
    "恕我不能",
    "不被允许",
    // Chinese (Traditional).
    "無法提供",
    "無法幫助",
    "我幫不了",
    // Cantonese.
    "我做唔到",
    "幫唔到你",
    // Japanese.
    "できかねます",
    "いたしかねます",
    "致しかねます",
    "提供できません",
    "することはできません",
    "許可されていません",
    "対応できません",
    // Korean.
    "할 수 없습니다",
    "할 수 없어요",
    "제공할 수 없",
    "수 없습니다",
    "허용되지 않",
    "어렵습니다",
    // Swahili.
    "sitaweza",
    "siruhusiwi",
    // Amharic.
    "መርዳት አልችልም",
    "አልተፈቀደልኝም",
    // Tigrinya.
    "ክገብር ኣይክእልን",
    "ክሕግዝ ኣይክእልን",
    // Somali.
    "ma samayn karo",
    "ma caawin karo",
    "ma awoodi doono",
    // Oromo.
    "hin danda'u",
    "gochuu hin danda'u",
    "gargaaruu hin danda'u",
    // Hausa.
    "ba ni da ikon",
    "ba a ba ni izini",
    // Yoruba.
    "mi o le",
    // Igbo.
    "enweghi m ike",
    // Zulu.
    "ngeke ngikwazi",
    "angivunyelwe",
    "angikwazi ukusiza",
    // Xhosa.
    "andizukukwazi",
    "andivumelekanga",
    "andikwazi ukunceda",
    // Shona.
    "handikwanise",
    "handizokwanisa",
    "handibvumirwe",
    // Kinyarwanda.
    "sinzashobora",
    "ntabwo nemerewe",
    // Afrikaans.
    "ek is nie in staat om",
    "ek sal nie kan",
    "ek mag nie",
    "dit is nie vir my moontlik",
    "ek kan nie help",
    // Albanian.
    "nuk do të mund",
    "nuk më lejohet",
    "nuk mund të ndihmoj",
    "nuk mund të ofroj",
    // Irish.
    "ní bheidh mé in ann",
    "níl cead agam",
    // Welsh.
    "nid wyf yn gallu",
    "dydw i ddim yn gallu",
    "fydda i ddim yn gallu",
    "does gen i ddim hawl",
    // Basque.
    "ezin izango dut",
    "ez naiz gai",
    "ez dut baimenik",
    // Catalan.
    "no em és possible",
    "no tinc permís",
    "no estic autoritzat",
    "no puc ajudar",
    // Galician.
    "non son capaz de",
    "non me é posible",
    "non poderei",
    "non teño permiso",
    "non podo axudar",
    // Maltese.
    "mhux se nkun nista'",
    "mhux permess għalija",
    "ma nistax ngħin",
    // Luxembourgish.
    "ech sinn net fäeg",
    "ech däerf net",
    "ech wäert net kënnen",
    "et ass mir net méiglech",
    // Haitian Creole.
    "mwen p ap kapab",
    "mwen pa gen dwa",
    "mwen pa ka ede",
    // Kurdish (Kurmanji).
    "destûra min tune",
    // Kurdish (Sorani).
    "ناتوانم یارمەتی بدەم",
];

/// Words of declining without the first person, read only in a reply that gives no value at
/// all (`this cannot be determined`, `unable to extract`).
const DECLINES: [&str; 6] = [
    "can't",
    "cannot",
    "can not",
    "unable to",
    "not able to",
    "won't",
];

/// The English verbs of a task after a first person's inability (`I can't help with that`,
/// `I cannot provide`): the model declining even without an apology. Not `make`, `attend`,
/// `come`, `see`, `tell`: a note's own words (`I can't make it tonight`).
const TASK_VERBS: [&str; 27] = [
    "help",
    "assist",
    "provide",
    "fulfill",
    "fulfil",
    "comply",
    "answer",
    "share",
    "give",
    "generate",
    "create",
    "write",
    "complete",
    "support",
    "process",
    "access",
    "determine",
    "extract",
    "summarize",
    "summarise",
    "translate",
    "find",
    "identify",
    "offer",
    "do that",
    "do this",
    "respond",
];

/// A first person's modal whose negation stands further on in its clause (`ich kann diese
/// Frage nicht beantworten`, `ik kan die vraag niet`, `je ne peux malheureusement pas`):
/// the modal, then the words that negate it within [`SPLIT_REACH`] words.
const SPLIT: [(&str, &[&str]); 13] = [
    // (Malagasy puts the first person last: `tsy afaka manome izany aho`.)
    ("tsy afaka", &["aho"]),
    ("ich kann", &["nicht", "kein", "keine", "keinen"]),
    ("kann ich", &["nicht", "kein", "keine", "keinen"]),
    ("ik kan", &["niet", "geen"]),
    ("kan ik", &["niet", "geen"]),
    ("jag kan", &["inte"]),
    ("kan jag", &["inte"]),
    ("jeg kan", &["ikke"]),
    ("kan jeg", &["ikke"]),
    ("je ne peux", &["pas"]),
    ("je ne suis", &["pas en mesure"]),
    ("мне не", &["удастся"]),
    (
        "मैं",
        &[
            "नहीं दे सकता",
            "नहीं दे सकती",
            "नहीं बता सकता",
            "नहीं बता सकती",
            "नहीं कर सकता",
            "नहीं कर सकती",
        ],
    ),
];

/// How many words after a [`SPLIT`] modal its negation may stand.
const SPLIT_REACH: usize = 6;

/// How many words after the first person a value's apology or inability may open
/// ([`may_decline`]).
const OPENING_WORDS: usize = 3;

/// How much of a reply's prose, at its start and at its end, is read for its declining: a
/// model says so first or last.
const DECLINE_REACH: usize = 1024;

/// Whether the prose of a reply that gives no value declines the task (`I'm sorry, but I
/// can't…`, `Lo siento, no puedo…`, `申し訳ありませんが…`), at its start or its end: it
/// states an inability. An apology alone is no refusal (`Bocsánat, elírtam`: sorry, I
/// mistyped, before another answer).
pub(crate) fn declines(prose: &str) -> bool {
    let head = &prose[..super::bytes::floor_char(prose, DECLINE_REACH.min(prose.len()))];
    let from = super::bytes::ceil_char(prose, prose.len().saturating_sub(DECLINE_REACH));
    let tail = &prose[from.max(head.len())..];
    [head, tail].into_iter().any(|part| {
        let lower = part.to_lowercase().replace('\u{2019}', "'");
        DECLINES.iter().any(|d| lower.contains(d))
            || phrases(&lower).any(|(_, _, apology)| !apology)
            || lower.char_indices().any(|(at, _)| split_at(&lower, at))
    })
}

/// Whether `prose` holds an apology ([`APOLOGIES`]: `Sorry`, `Lo siento`, `申し訳ありません`).
pub(crate) fn apologizes(prose: &str) -> bool {
    let lower = prose.to_lowercase().replace('\u{2019}', "'");
    phrases(&lower).any(|(_, _, apology)| apology)
}

/// Whether a string value is the model declining the task rather than a value: it opens with
/// an apology or an inability (among its first words: [`may_decline`]) and states an
/// inability, with an apology or, in English, with the task it cannot do.
pub(crate) fn declined(value: &str) -> bool {
    let t = value.trim();
    // (An apology and an inability take twelve bytes at least.)
    if t.len() < 12 || t.len() > 320 || !may_decline(t) {
        return false;
    }
    let lower = t.to_lowercase().replace('\u{2019}', "'");
    let (mut apology, mut inability, mut task) = (false, false, false);
    for (at, phrase, is_apology) in phrases(&lower) {
        if is_apology {
            apology = true;
        } else {
            inability = true;
            task |= names_task(&lower[at + phrase.len()..]);
        }
    }
    inability |= lower.char_indices().any(|(at, _)| split_at(&lower, at));
    inability && (apology || task)
}

/// Whether a [`SPLIT`] modal starts a word at `at` of lowercase `text` and a word that
/// negates it follows in its clause.
fn split_at(text: &str, at: usize) -> bool {
    let rest = &text[at..];
    if text[..at]
        .chars()
        .next_back()
        .is_some_and(char::is_alphanumeric)
    {
        return false;
    }
    SPLIT.iter().any(|(modal, negations)| {
        rest.strip_prefix(modal).is_some_and(|after| {
            let clause = &after[..after.find([',', '.', ';', '!', '?']).unwrap_or(after.len())];
            let reach = clause
                .split_whitespace()
                .take(SPLIT_REACH + 1)
                .collect::<Vec<_>>()
                .join(" ");
            negations.iter().any(|n| {
                reach.match_indices(n).any(|(i, _)| {
                    !reach[..i]
                        .chars()
                        .next_back()
                        .is_some_and(char::is_alphanumeric)
                        && !reach[i + n.len()..].starts_with(char::is_alphanumeric)
                })
            })
        })
    })
}

/// Whether the words after an English inability name a task (`help`, `provide`, after `be
/// able to` or an adverb: `I'm unable to currently provide`).
fn names_task(after: &str) -> bool {
    let mut rest = after.trim_start();
    for filler in [
        "be able to ",
        "really ",
        "currently ",
        "directly ",
        "personally ",
    ] {
        rest = rest.strip_prefix(filler).unwrap_or(rest);
    }
    TASK_VERBS.iter().any(|v| {
        rest.strip_prefix(v).is_some_and(|end| {
            !end.starts_with(|c: char| c.is_alphabetic()) || end.starts_with('s')
        })
    })
}

/// The first person, as a value that declines may open with it before its apology or
/// inability (`I'm sorry`, `I am really sorry`, `Я, к сожалению, не могу`, `Ben üzgünüm`):
/// lowercase, a word of its own.
const FIRST_PERSON: [&str; 22] = [
    "i",
    "we",
    "je",
    "nous",
    "ich",
    "wir",
    "yo",
    "eu",
    "io",
    "ik",
    "jag",
    "jeg",
    "я",
    "ja",
    "ben",
    "saya",
    "aku",
    "tôi",
    "मैं",
    "أنا",
    "אני",
    "εγώ",
];

/// Whether a value opens with an apology, an inability or a [`SPLIT`] modal (as written:
/// lowercase, capitalized or in capitals), at its first word or, after the first person
/// ([`FIRST_PERSON`]), among its next [`OPENING_WORDS`] words; or, a sentence ended with its
/// mark, closes with an apology, a clause of its own (in a language whose verb comes last,
/// the inability stands at the end: `Bu bilgiyi veremem, üzgünüm.`). Most values are turned away by
/// the three bytes at their first word ([`openers`]' bits); this runs on every string of a
/// valid reply that is long enough.
pub(crate) fn may_decline(text: &str) -> bool {
    let (bits, openers) = openers();
    let b = text.as_bytes();
    let opens_at = |at: usize| {
        b.len() >= at + 3 && {
            let bit = triple(&b[at..]);
            let key = pair(b[at], b[at + 1]);
            bits[bit / 64] & 1 << (bit % 64) != 0 && {
                let from = openers.partition_point(|f| f.key < key);
                openers[from..]
                    .iter()
                    .take_while(|f| f.key == key)
                    .any(|f| super::bytes::starts_with_ignore_case(&b[at..], f.form.as_bytes()))
            }
        }
    };
    // (Marks before the first word: `**Sorry**`, `"Lo siento`, `¡Lo siento!`.)
    let start = if b.first().is_some_and(u8::is_ascii_alphanumeric) {
        0
    } else {
        match text
            .char_indices()
            .take(4)
            .find(|(_, c)| c.is_alphanumeric())
        {
            Some((at, _)) => at,
            None => return false,
        }
    };
    if opens_at(start) {
        return true;
    }
    // An apology that closes it, a clause of its own (`Bu bilgiyi veremem, üzgünüm.`,
    // `…、申し訳ありません。`, `…, sorry.`).
    // (Only a sentence, ended with its mark, is read for one; in one pass over its last bytes
    // for a comma, or for a byte a mark beyond ASCII opens with, looked at as characters.)
    let sentence = matches!(b.last(), Some(b'.' | b'!' | 0x80..));
    if sentence {
        let tail = super::bytes::ceil_char(text, b.len().saturating_sub(56));
        let comma = match b[tail..].iter().rposition(|&c| c == b',' || c >= 0xd8) {
            Some(at) if b[tail + at] == b',' => Some(tail + at),
            Some(_) => {
                let marks = [',', '，', '、', '،', '፣', '—', '–'];
                text[tail..].rfind(marks).map(|at| tail + at)
            }
            None => None,
        };
        if let Some(comma) = comma {
            let from = text[comma..]
                .char_indices()
                .find(|(_, c)| c.is_alphanumeric())
                .map_or(text.len(), |(at, _)| comma + at);
            if opens_at(from) {
                return true;
            }
        }
    }
    // (Most values open with no first person, seen by their first two bytes.)
    let person = match (
        b[start].to_ascii_lowercase(),
        b.get(start + 1).map(u8::to_ascii_lowercase),
    ) {
        (b'i', Some(c)) => !c.is_ascii_alphabetic() || matches!(c, b'o' | b'k' | b'c'),
        (b'w', Some(b'e' | b'i')) | (b'j', Some(b'e' | b'a')) | (b'n', Some(b'o')) => true,
        (b'y', Some(b'o')) | (b'e', Some(b'u')) | (b'b', Some(b'e')) => true,
        (b's', Some(b'a')) | (b'a', Some(b'k')) => true,
        (c, _) => !c.is_ascii(),
    };
    if !person {
        return false;
    }
    // The first word, to a space or an ASCII mark.
    let first = b[start..]
        .iter()
        .position(|&c| c.is_ascii() && !c.is_ascii_alphanumeric())
        .map_or(&text[start..], |len| &text[start..start + len]);
    let first_person = if first.is_ascii() {
        first.len() <= 4 && FIRST_PERSON.iter().any(|p| first.eq_ignore_ascii_case(p))
    } else {
        first.len() <= 8 && FIRST_PERSON.contains(&first.to_lowercase().as_str())
    };
    if !first_person {
        return false;
    }
    // The next words, up to the end of the sentence (a comma may set off an adverb:
    // `Я, к сожалению, не могу`).
    let (mut at, mut words, mut after_letter) = (start + first.len(), 0, false);
    let end = b.len().min(start + 96);
    while at < end {
        let (letter, width) = match b[at] {
            b'.' | b'!' | b'?' | b';' | b':' => break,
            c if c.is_ascii() => (c.is_ascii_alphanumeric(), 1),
            _ => {
                let Some(c) = text[at..].chars().next() else {
                    break;
                };
                (c.is_alphanumeric(), c.len_utf8())
            }
        };
        if letter && !after_letter {
            words += 1;
            if words > OPENING_WORDS {
                break;
            }
            if opens_at(at) {
                return true;
            }
        }
        after_letter = letter;
        at += width;
    }
    false
}

/// The phrases of both tables in lowercase `text`, at the start of a word unless written in
/// a script without spaces: each with where it starts and whether it is an apology.
fn phrases(text: &str) -> impl Iterator<Item = (usize, &'static str, bool)> + '_ {
    let (_, forms) = openers();
    let b = text.as_bytes();
    text.char_indices()
        .filter(move |&(at, c)| {
            super::words::unspaced(c)
                || !text[..at]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric)
        })
        .flat_map(move |(at, _)| {
            let key = if b.len() >= at + 2 {
                pair(b[at], b[at + 1])
            } else {
                usize::MAX
            };
            let from = forms.partition_point(|f| f.key < key);
            forms[from..]
                .iter()
                .take_while(move |f| f.key == key)
                // (The lowercase form alone, as the text is.)
                .filter(move |f| {
                    f.kind != Kind::Modal && f.form == f.phrase && text[at..].starts_with(f.phrase)
                })
                .map(move |f| (at, f.phrase, f.kind == Kind::Apology))
        })
}

/// What a phrase of [`openers`] is.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Apology,
    Inability,
    /// A [`SPLIT`] modal: opens a value that declines, states nothing alone.
    Modal,
}

/// A phrase as a value may open with it: its first two bytes (ASCII lowercase), the form,
/// the table's phrase (lowercase) and what it is.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Form {
    key: usize,
    form: String,
    phrase: &'static str,
    kind: Kind,
}

/// Every phrase and [`SPLIT`] modal as a value may open with it (lowercase, its first letter
/// capitalized, in capitals), sorted by its first two bytes (ASCII lowercase), and its first
/// three bytes as bits of a table of 65,536 ([`triple`]): built once, the one index of the
/// tables.
fn openers() -> &'static (Box<[u64; 1024]>, Vec<Form>) {
    static OPENERS: std::sync::OnceLock<(Box<[u64; 1024]>, Vec<Form>)> = std::sync::OnceLock::new();
    OPENERS.get_or_init(|| {
        let tables = APOLOGIES
            .iter()
            .chain(&REGRETS)
            .map(|p| (*p, Kind::Apology))
            .chain(INABILITIES.iter().map(|p| (*p, Kind::Inability)))
            .chain(SPLIT.iter().map(|(modal, _)| (*modal, Kind::Modal)));
        let mut forms: Vec<Form> = Vec::new();
        for (phrase, kind) in tables {
            let mut chars = phrase.chars();
            let capital: String = chars
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .chain(chars)
                .collect();
            for form in [phrase.to_string(), capital, phrase.to_uppercase()] {
                if let [a, b, _, ..] = form.as_bytes() {
                    let key = pair(*a, *b);
                    forms.push(Form {
                        key,
                        form,
                        phrase,
                        kind,
                    });
                }
            }
        }
        forms.sort_unstable();
        forms.dedup();
        let mut bits = Box::new([0u64; 1024]);
        for f in &forms {
            let bit = triple(f.form.as_bytes());
            bits[bit / 64] |= 1 << (bit % 64);
        }
        (bits, forms)
    })
}

/// The first three bytes of `b` (at least three), ASCII letters lowercase, hashed to one of
/// 65,536 bits.
fn triple(b: &[u8]) -> usize {
    let [x, y, z] = [b[0], b[1], b[2]].map(|c| usize::from(c.to_ascii_lowercase()));
    (x * 961 + y * 31 + z) & 0xffff
}

/// Two bytes as one number, ASCII letters lowercase.
fn pair(a: u8, b: u8) -> usize {
    usize::from(a.to_ascii_lowercase()) << 8 | usize::from(b.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_that_declines_is_told_from_one_that_apologizes_or_cannot() {
        for refusal in [
            "I'm sorry, but I can't provide this information.",
            "Sorry — I cannot help with that.",
            "I can't help with that request.",
            "Unfortunately, I am unable to summarise this text.",
            "Lo siento, no puedo ayudarte con eso.",
            "Извините, я не могу ответить на этот вопрос.",
            "抱歉，我无法提供这些信息。",
            "申し訳ありませんが、お答えできません。",
        ] {
            assert!(declined(refusal), "{refusal}");
        }
        for value in [
            "Sorry for the delay",
            "I can't make it tonight.",
            "Sorry Seems to Be the Hardest Word",
            "Paris",
            "The parliament (parlamento) met; sorry state of affairs, no one can't say",
            "Customer says: the app cannot open files",
        ] {
            assert!(!declined(value), "{value}");
        }
    }
}
