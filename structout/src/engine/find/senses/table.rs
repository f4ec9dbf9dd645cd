//! The table of [`super`]: for each sense, by the English word a schema names it with,
//! the forms by which other languages say a thing is in that state, lowercase. A helper
//! session wrote the forms from its knowledge of the languages; a form two near senses
//! share (`aprobado`: approved, passed) is under both. A form that is an English word of
//! another meaning (`gift`) is left out, and one that starts one is a whole word only: a
//! space after it (`basse `, not in `basses`).

/// The senses and their forms ([`super::said`] reads them).
pub(super) static SENSES: [(&str, &[&str]); 68] = [
    (
        "positive",
        &[
            // Spanish.
            "positiv",
            // French.
            "positif",
            "positifs",
            "positives",
            // Dutch.
            "positief",
            "positieve",
            // Afrikaans.
            "positiewe",
            // Icelandic.
            "jákvæð",
            "jákvætt",
            // Faroese.
            "jalig",
            // Catalan.
            "positiu",
            "positiva",
            "positius",
            // Basque.
            "positibo",
            "baikor",
            // Welsh.
            "cadarnhaol",
            // Irish.
            "dearfach",
            // Scottish Gaelic.
            "deimhinneach",
            // Esperanto.
            "pozitiv",
            // Maltese.
            "pożittiv",
            // Russian.
            "положительн",
            "позитивн",
            // Belarusian.
            "пазітыўн",
            "станоўч",
            // Polish.
            "pozytywn",
            // Czech.
            "pozitivn",
            "kladn",
            // Slovak.
            "pozitívn",
            // Bulgarian.
            "положителн",
            // Lithuanian.
            "teigiam",
            "pozityv",
            // Latvian.
            "pozitīv",
            // Estonian.
            "positiiv",
            // Finnish.
            "positiivi",
            "myöntei",
            // Hungarian.
            "pozitív",
            // Greek.
            "θετικ",
            // Armenian.
            "դրական",
            // Georgian.
            "დადებით",
            // Tatar.
            "уңай",
            // Turkish.
            "olumlu",
            "pozitif",
            // Azerbaijani.
            "müsbət",
            // Turkmen.
            "oňyn",
            "pozitiw",
            // Kazakh.
            "жағымды",
            "позитивті",
            // Kyrgyz.
            "позитивдүү",
            // Uzbek (Latin).
            "ijobiy",
            // Uyghur.
            "ئىجابىي",
            // Tajik.
            "мусбат",
            // Persian.
            "مثبت",
            // Kurdish (Kurmanji).
            "erênî",
            // Kurdish (Sorani).
            "ئەرێنی",
            // Arabic.
            "إيجابي",
            "ايجابي",
            // Hebrew.
            "חיובי",
            // Yiddish.
            "פּאָזיטיוו",
            "פאזיטיוו",
            // Hindi.
            "सकारात्मक",
            // Bengali.
            "ইতিবাচক",
            // Odia.
            "ସକାରାତ୍ମକ",
            // Gujarati.
            "સકારાત્મક",
            "હકારાત્મક",
            // Punjabi (Gurmukhi).
            "ਸਕਾਰਾਤਮਕ",
            // Sinhala.
            "ධනාත්මක",
            // Tamil.
            "நேர்மறை",
            // Telugu.
            "సానుకూల",
            // Kannada.
            "ಸಕಾರಾತ್ಮಕ",
            // Malayalam.
            "പോസിറ്റീവ്",
            "ക്രിയാത്മക",
            // Chinese (Simplified).
            "积极",
            "阳性",
            "好评",
            // Chinese (Traditional).
            "積極",
            "陽性",
            "好評",
            // Japanese.
            "肯定的",
            "ポジティブ",
            "好意的",
            // Korean.
            "긍정적",
            "양성",
            // Mongolian (Cyrillic).
            "эерэг",
            // Burmese.
            "အပြုသဘော",
            // Thai.
            "เชิงบวก",
            // Lao.
            "ທາງບວກ",
            // Khmer.
            "វិជ្ជមាន",
            // Vietnamese.
            "tích cực",
            "dương tính",
            // Amharic.
            "አዎንታዊ",
            // Tigrinya.
            "ኣወንታዊ",
            // Somali.
            "togan",
            // Swahili.
            "chanya",
            // Frisian.
            "posityf",
        ],
    ),
    (
        "negative",
        &[
            // Spanish.
            "negativ",
            // French.
            "négatif",
            "négative",
            "négatifs",
            "négatives",
            // Dutch.
            "negatief",
            "negatieve",
            // Afrikaans.
            "negatiewe",
            // Icelandic.
            "neikvæð",
            "neikvætt",
            // Catalan.
            "negatiu",
            "negativa",
            "negatius",
            "negatives",
            // Basque.
            "negatibo",
            "ezkor",
            // Welsh.
            "negyddol",
            // Irish.
            "diúltach",
            // Scottish Gaelic.
            "àicheil",
            // Maltese.
            "negattiv",
            // Russian.
            "отрицательн",
            "негативн",
            // Belarusian.
            "негатыўн",
            "адмоўн",
            // Polish.
            "negatywn",
            // Czech.
            "negativn",
            "záporn",
            // Slovak.
            "negatívn",
            // Bulgarian.
            "отрицателн",
            // Lithuanian.
            "neigiam",
            "negatyv",
            // Latvian.
            "negatīv",
            // Estonian.
            "negatiiv",
            // Finnish.
            "negatiivi",
            "kieltei",
            // Hungarian.
            "negatív",
            // Greek.
            "αρνητικ",
            // Armenian.
            "բացասական",
            // Georgian.
            "უარყოფით",
            // Tatar.
            "тискәре",
            // Turkish.
            "olumsuz",
            "negatif",
            // Azerbaijani.
            "mənfi",
            "neqativ",
            // Turkmen.
            "negatiw",
            // Kazakh.
            "жағымсыз",
            "негативті",
            // Kyrgyz.
            "негативдүү",
            // Uzbek (Latin).
            "salbiy",
            // Uyghur.
            "سەلبىي",
            // Tajik.
            "манфӣ",
            // Persian.
            "منفی",
            // Pashto.
            "منفي",
            // Kurdish (Kurmanji).
            "neyînî",
            // Kurdish (Sorani).
            "نەرێنی",
            // Arabic.
            "سلبي",
            // Hebrew.
            "שלילי",
            // Yiddish.
            "נעגאַטיוו",
            "נעגאטיוו",
            // Hindi.
            "नकारात्मक",
            // Bengali.
            "নেতিবাচক",
            // Odia.
            "ନକାରାତ୍ମକ",
            // Gujarati.
            "નકારાત્મક",
            // Punjabi (Gurmukhi).
            "ਨਕਾਰਾਤਮਕ",
            // Sinhala.
            "සෘණාත්මක",
            // Tamil.
            "எதிர்மறை",
            // Telugu.
            "ప్రతికూల",
            // Kannada.
            "ನಕಾರಾತ್ಮಕ",
            // Malayalam.
            "നെഗറ്റീവ്",
            "നിഷേധാത്മക",
            // Chinese (Simplified).
            "消极",
            "负面",
            "阴性",
            "差评",
            // Chinese (Traditional).
            "消極",
            "負面",
            "陰性",
            "差評",
            // Japanese.
            "否定的",
            "ネガティブ",
            // Korean.
            "부정적",
            // Mongolian (Cyrillic).
            "сөрөг",
            // Burmese.
            "အပျက်သဘော",
            // Thai.
            "เชิงลบ",
            // Lao.
            "ທາງລົບ",
            // Khmer.
            "អវិជ្ជមាន",
            // Vietnamese.
            "tiêu cực",
            "âm tính",
            // Amharic.
            "አሉታዊ",
            // Tigrinya.
            "ኣሉታዊ",
            // Somali.
            "taban",
            // Swahili.
            "hasi",
            // Frisian.
            "negatyf",
        ],
    ),
    (
        "neutral",
        &[
            // Spanish.
            "neutr",
            // French.
            "neutre",
            // Dutch.
            "neutraal",
            "neutrale",
            // Norwegian.
            "nøytral",
            // Icelandic.
            "hlutlaus",
            "hlutlaust",
            // Basque.
            "neutro",
            // Welsh.
            "niwtral",
            // Irish.
            "neodrach",
            // Esperanto.
            "neŭtral",
            // Maltese.
            "newtrali",
            // Russian.
            "нейтральн",
            // Polish.
            "neutraln",
            // Czech.
            "neutráln",
            // Slovenian.
            "nevtraln",
            // Serbian (Cyrillic).
            "неутралн",
            // Macedonian.
            "неутрал",
            // Latvian.
            "neitrāl",
            // Finnish.
            "neutraali",
            // Hungarian.
            "semleges",
            // Greek.
            "ουδέτερ",
            // Armenian.
            "չեզոք",
            // Georgian.
            "ნეიტრალურ",
            // Tatar.
            "нейтраль",
            // Turkish.
            "nötr",
            "tarafsız",
            // Azerbaijani.
            "neytral",
            // Turkmen.
            "neýtral",
            // Kazakh.
            "бейтарап",
            "нейтрал",
            // Kyrgyz.
            "нейтралдуу",
            // Uzbek (Latin).
            "betaraf",
            // Uyghur.
            "بىتەرەپ",
            "نېيترال",
            // Tajik.
            "бетараф",
            // Persian.
            "خنثی",
            "بی‌طرف",
            "بیطرف",
            // Pashto.
            "بې‌طرفه",
            "بېطرفه",
            // Kurdish (Kurmanji).
            "bêalî",
            // Kurdish (Sorani).
            "بێلایەن",
            // Arabic.
            "محايد",
            // Hebrew.
            "ניטרלי",
            "נייטרלי",
            // Yiddish.
            "נייטראַל",
            "נייטראל",
            // Urdu.
            "غیر جانبدار",
            "نیوٹرل",
            // Hindi.
            "तटस्थ",
            // Bengali.
            "নিরপেক্ষ",
            // Assamese.
            "নিৰপেক্ষ",
            // Odia.
            "ନିରପେକ୍ଷ",
            // Gujarati.
            "તટસ્થ",
            // Punjabi (Gurmukhi).
            "ਨਿਰਪੱਖ",
            // Sinhala.
            "මධ්‍යස්ථ",
            "උදාසීන",
            // Tamil.
            "நடுநிலை",
            // Telugu.
            "తటస్థ",
            // Kannada.
            "ತಟಸ್ಥ",
            // Malayalam.
            "നിഷ്പക്ഷ",
            // Chinese (Simplified).
            "中性",
            "中立",
            // Japanese.
            "ニュートラル",
            // Korean.
            "중립",
            "중성",
            // Mongolian (Cyrillic).
            "саармаг",
            "төвийг сахисан",
            // Burmese.
            "ကြားနေ",
            // Thai.
            "เป็นกลาง",
            // Lao.
            "ເປັນກາງ",
            // Khmer.
            "អព្យាក្រឹត",
            // Vietnamese.
            "trung lập",
            "trung tính",
            // Indonesian.
            "netral",
            // Sundanese.
            "nétral",
            // Amharic.
            "ገለልተኛ",
            // Somali.
            "dhexdhexaad",
        ],
    ),
    (
        "mixed",
        &[
            // Spanish.
            "mixt ",
            // French.
            "mitigé",
            "mitigée",
            "mitigés",
            "mitigées",
            "mixte",
            "mixtes",
            // German.
            "gemischt",
            // Italian.
            "misto ",
            "mista ",
            "misti ",
            "miste ",
            // Portuguese.
            "mistos",
            "mistas",
            // Dutch.
            "gemengd",
            // Afrikaans.
            "gemeng",
            // Danish.
            "blandet",
            "blandede",
            // Swedish.
            "blandad",
            "blandat",
            "blandade",
            // Icelandic.
            "blandað",
            "blönduð",
            // Faroese.
            "blandaður",
            // Galician.
            "mixto",
            "mixta",
            // Basque.
            "nahasi",
            // Welsh.
            "cymysg",
            // Irish.
            "measctha",
            // Scottish Gaelic.
            "measgaichte",
            // Esperanto.
            "miksit",
            // Maltese.
            "imħallat",
            "imħallta",
            // Russian.
            "смешанн",
            // Ukrainian.
            "змішан",
            // Belarusian.
            "змешан",
            // Polish.
            "mieszan",
            // Czech.
            "smíšen",
            // Slovak.
            "zmiešan",
            // Slovenian.
            "mešan",
            // Croatian/Bosnian/Serbian (Latin).
            "mješovit",
            "mešovit",
            // Serbian (Cyrillic).
            "мешовит",
            "мјешовит",
            // Macedonian.
            "мешан",
            // Bulgarian.
            "смесен",
            "смесена",
            "смесено",
            "смесени",
            // Lithuanian.
            "mišr",
            // Latvian.
            "jaukt",
            // Estonian.
            "segane",
            "segased",
            "segatud",
            // Finnish.
            "sekalai",
            "ristiriitai",
            // Hungarian.
            "vegyes",
            // Greek.
            "μικτ",
            "μεικτ",
            // Albanian.
            "i përzier",
            "e përzier",
            "të përzier",
            // Armenian.
            "խառը",
            // Georgian.
            "შერეულ",
            // Turkish.
            "karışık",
            // Azerbaijani.
            "qarışıq",
            // Turkmen.
            "garyşyk",
            // Kazakh.
            "аралас",
            // Kyrgyz.
            "аралаш",
            // Uzbek (Latin).
            "aralash",
            // Uyghur.
            "ئارىلاش",
            // Tajik.
            "омехта",
            // Persian.
            "مختلط",
            "ترکیبی",
            // Pashto.
            "ګډ",
            // Kurdish (Kurmanji).
            "tevlihev",
            // Kurdish (Sorani).
            "تێکەڵ",
            // Hebrew.
            "מעורב",
            // Yiddish.
            "געמישט",
            // Urdu.
            "ملا جلا",
            "مخلوط",
            // Hindi.
            "मिश्रित",
            "मिलाजुला",
            "मिली-जुली",
            "मिलीजुली",
            // Bengali.
            "মিশ্র",
            // Assamese.
            "মিশ্ৰ",
            // Odia.
            "ମିଶ୍ର",
            // Gujarati.
            "મિશ્ર",
            // Punjabi (Gurmukhi).
            "ਮਿਸ਼ਰਤ",
            "ਰਲਵਾਂ",
            "ਰਲੀ-ਮਿਲੀ",
            // Marathi.
            "मिश्र",
            // Sinhala.
            "මිශ්‍ර",
            // Tamil.
            "கலப்பு",
            "கலவையான",
            // Telugu.
            "మిశ్రమ",
            // Kannada.
            "ಮಿಶ್ರ",
            // Malayalam.
            "സമ്മിശ്ര",
            "മിശ്ര",
            // Chinese (Simplified).
            "褒贬不一",
            "好坏参半",
            "混合",
            // Chinese (Traditional).
            "褒貶不一",
            "好壞參半",
            // Japanese.
            "賛否両論",
            "ミックス",
            // Korean.
            "혼합",
            "엇갈",
            // Mongolian (Cyrillic).
            "холимог",
            "хольмог",
            // Burmese.
            "ရောနှော",
            // Thai.
            "ผสม",
            "ปนเป",
            // Lao.
            "ປະສົມ",
            // Khmer.
            "ចម្រុះ",
            // Vietnamese.
            "lẫn lộn",
            "hỗn hợp",
            // Indonesian.
            "campur",
            // Malay.
            "bercampur",
            // Tagalog.
            "magkahalo",
            "halo-halo",
            // Cebuano.
            "sagol",
            // Amharic.
            "ቅይጥ",
            // Swahili.
            "mchanganyiko",
            "mseto",
            // Yoruba.
            "àdàlú",
            // Kinyarwanda.
            "bivanze",
            // Haitian Creole.
            "melanje",
            // Luxembourgish.
            "gemëscht",
            // Frisian.
            "mingd",
            "mingde",
        ],
    ),
    (
        "low",
        &[
            // Spanish.
            "baja",
            "bajas",
            // French.
            "basse ",
            "faible",
            "faibles",
            // German.
            "niedrig",
            // Italian.
            "bassa",
            // Portuguese.
            "baixa",
            "baixo",
            "baixas",
            "baixos",
            // Dutch.
            "laag",
            "lage ",
            // Afrikaans.
            "lae",
            // Norwegian.
            "lav",
            // Icelandic.
            "lágur",
            "lágt",
            // Catalan.
            "baixes",
            // Basque.
            "baxua",
            "baxu",
            // Welsh.
            "isel",
            // Irish.
            "íseal",
            // Scottish Gaelic.
            "ìosal",
            // Breton.
            "izel",
            // Esperanto.
            "malalt",
            // Maltese.
            "baxx",
            "baxxa",
            // Romanian.
            "scăzut",
            "redus",
            "redusă",
            // Russian.
            "низк",
            // Ukrainian.
            "низьк",
            // Belarusian.
            "нізк",
            // Polish.
            "nisk",
            // Czech.
            "nízk",
            // Slovenian.
            "nizk",
            // Serbian (Cyrillic).
            "ниск",
            // Macedonian.
            "низок",
            "ниска",
            "ниско",
            "ниски",
            // Bulgarian.
            "нисък",
            // Lithuanian.
            "žemas",
            "žema",
            "žemo",
            // Latvian.
            "zems",
            "zema",
            // Estonian.
            "madal",
            "madala",
            // Finnish.
            "matala",
            "matalia",
            // Hungarian.
            "alacsony",
            // Greek.
            "χαμηλ",
            // Albanian.
            "i ulët",
            "e ulët",
            "ulët",
            // Armenian.
            "ցածր",
            // Georgian.
            "დაბალ",
            // Tatar.
            "түбән",
            // Turkish.
            "düşük",
            // Kazakh.
            "төмен",
            // Kyrgyz.
            "төмөн",
            // Uyghur.
            "تۆۋەن",
            // Tajik.
            "паст",
            // Persian.
            "پایین است",
            // Pashto.
            "ټیټ",
            // Kurdish (Kurmanji).
            "nizm",
            // Kurdish (Sorani).
            "نزم",
            // Arabic.
            "منخفض",
            // Hebrew.
            "נמוך",
            "נמוכה",
            // Yiddish.
            "נידעריק",
            // Urdu.
            "نچلا",
            "نچلی",
            // Hindi.
            "कम प्राथमिकता",
            "निम्न प्राथमिकता",
            // Bengali.
            "কম অগ্রাধিকার",
            // Gujarati.
            "નિમ્ન",
            "નીચી",
            "નીચું",
            // Punjabi (Gurmukhi).
            "ਨੀਵੀਂ",
            "ਨੀਵਾਂ",
            // Marathi.
            "कमी प्राधान्य",
            "निम्न प्राधान्य",
            // Nepali.
            "न्यून",
            // Tamil.
            "குறைந்த",
            // Telugu.
            "తక్కువ",
            // Kannada.
            "ಕಡಿಮೆ",
            // Malayalam.
            "കുറഞ്ഞ",
            // Chinese (Simplified).
            "较低",
            "偏低",
            "很低",
            "低优先",
            // Chinese (Traditional).
            "較低",
            "低優先",
            // Japanese.
            "低い",
            "低め",
            // Korean.
            "낮음",
            "낮은",
            "낮습",
            "낮다",
            "낮아",
            // Burmese.
            "နိမ့်",
            // Thai.
            "ต่ำ",
            // Lao.
            "ຕ່ຳ",
            "ຕ່ໍາ",
            // Khmer.
            "ទាប",
            // Vietnamese.
            "thấp",
            // Indonesian.
            "rendah",
            // Javanese.
            "endhek",
            // Sundanese.
            "handap",
            // Tagalog.
            "mababa",
            // Cebuano.
            "ubos",
            // Amharic.
            "ዝቅተኛ",
            // Somali.
            "hooseeya",
            // Malagasy.
            "ambany",
            // Samoan.
            "maualalo",
            // Luxembourgish.
            "niddreg",
        ],
    ),
    (
        "medium",
        &[
            // French.
            "moyenne",
            "moyennes",
            // German.
            "mittlere",
            // Portuguese.
            "média",
            "médio",
            // Dutch.
            "gemiddeld",
            // Norwegian.
            "middels",
            // Icelandic.
            "miðlungs",
            // Catalan.
            "mitjana",
            "mitjà",
            // Basque.
            "ertain",
            // Welsh.
            "canolig",
            // Irish.
            "meánach",
            // Scottish Gaelic.
            "meadhanach",
            // Esperanto.
            "meza",
            "mezaj",
            // Maltese.
            "medju",
            "medja",
            // Romanian.
            "medie",
            // Russian.
            "средн",
            // Ukrainian.
            "середн",
            // Belarusian.
            "сярэдн",
            // Polish.
            "średni",
            "średnia",
            "średnie",
            // Czech.
            "středn",
            // Slovak.
            "stredn",
            // Slovenian.
            "srednj",
            // Serbian (Cyrillic).
            "средњ",
            // Macedonian.
            "среден",
            "средна",
            "средно",
            // Lithuanian.
            "vidutin",
            // Latvian.
            "vidēj",
            // Estonian.
            "keskmi",
            // Finnish.
            "keskitaso",
            "keskisuur",
            "kohtalai",
            // Hungarian.
            "közepes",
            // Greek.
            "μεσαί",
            // Albanian.
            "mesatar",
            // Armenian.
            "միջին",
            // Georgian.
            "საშუალო",
            // Tatar.
            "урта",
            // Turkish.
            "orta düzey",
            "orta seviye",
            // Azerbaijani.
            "orta səviyyə",
            // Kazakh.
            "орташа",
            // Kyrgyz.
            "орточо",
            // Uzbek (Latin).
            "o'rtacha",
            "oʻrtacha",
            // Uyghur.
            "ئوتتۇراھال",
            // Tajik.
            "миёна",
            // Persian.
            "متوسط",
            // Pashto.
            "منځنی",
            // Kurdish (Kurmanji).
            "navîn",
            "navincî",
            // Kurdish (Sorani).
            "مامناوەند",
            // Hebrew.
            "בינוני",
            "בינונית",
            // Urdu.
            "درمیانہ",
            "درمیانی",
            // Hindi.
            "मध्यम",
            // Bengali.
            "মাঝারি",
            "মধ্যম",
            // Assamese.
            "মজলীয়া",
            // Odia.
            "ମଧ୍ୟମ",
            // Gujarati.
            "મધ્યમ",
            // Punjabi (Gurmukhi).
            "ਦਰਮਿਆਨ",
            "ਮੱਧਮ",
            // Sinhala.
            "මධ්‍යම",
            // Tamil.
            "நடுத்தர",
            // Telugu.
            "మధ్యస్థ",
            // Kannada.
            "ಮಧ್ಯಮ",
            // Malayalam.
            "ഇടത്തരം",
            "മധ്യമ",
            // Chinese (Simplified).
            "中等",
            // Japanese.
            "中程度",
            "中くらい",
            // Korean.
            "중간",
            // Mongolian (Cyrillic).
            "дунд",
            // Burmese.
            "အလယ်အလတ်",
            // Thai.
            "ปานกลาง",
            // Lao.
            "ປານກາງ",
            // Khmer.
            "មធ្យម",
            // Vietnamese.
            "trung bình",
            // Indonesian.
            "menengah",
            // Tagalog.
            "katamtaman",
            // Amharic.
            "መካከለኛ",
            // Tigrinya.
            "ማእከላይ",
            // Swahili.
            "wastani",
            // Hausa.
            "matsakaici",
            // Malagasy.
            "antonony",
            // Haitian Creole.
            "mwayen",
        ],
    ),
    (
        "high",
        &[
            // Spanish.
            "alta ",
            "altas",
            // French.
            "haute ",
            "hautes",
            "élevé",
            "élevée",
            "élevés",
            "élevées",
            // German.
            "hohe",
            "hoher",
            "hohen",
            "hohes",
            // Italian.
            "alti ",
            "alte ",
            "elevat ",
            // Portuguese.
            "elevad",
            // Dutch.
            "hoog",
            "hoge",
            // Afrikaans.
            "hoë",
            // Danish.
            "høje",
            // Norwegian.
            "høye",
            // Swedish.
            "höga",
            "högt",
            // Icelandic.
            "hátt",
            // Faroese.
            "høgur",
            "høgt",
            // Catalan.
            "altes",
            "elevada",
            // Basque.
            "altua",
            // Welsh.
            "uchel",
            // Breton.
            "uhel",
            // Esperanto.
            "altaj",
            // Maltese.
            "għoli",
            "għolja",
            // Romanian.
            "ridicat",
            "înalt",
            // Russian.
            "высок",
            // Ukrainian.
            "висок",
            // Polish.
            "wysok",
            // Czech.
            "vysok",
            // Slovenian.
            "visok",
            // Lithuanian.
            "aukšt",
            // Latvian.
            "augst",
            // Estonian.
            "kõrge",
            // Finnish.
            "korkea",
            "korkeita",
            // Hungarian.
            "magas",
            // Greek.
            "υψηλ",
            // Albanian.
            "i lartë",
            "e lartë",
            "lartë",
            // Armenian.
            "բարձր",
            // Georgian.
            "მაღალ",
            // Tatar.
            "югары",
            // Bashkir.
            "юғары",
            // Turkish.
            "yüksek",
            // Azerbaijani.
            "yüksək",
            // Turkmen.
            "ýokary",
            // Kazakh.
            "жоғары",
            // Kyrgyz.
            "жогорку",
            // Uzbek (Latin).
            "yuqori",
            // Uyghur.
            "يۇقىرى",
            // Tajik.
            "баланд",
            // Persian.
            "بالا است",
            "بالاست",
            // Pashto.
            "لوړ",
            // Kurdish (Kurmanji).
            "bilind",
            // Kurdish (Sorani).
            "بەرز",
            // Arabic.
            "عالي",
            "عالية",
            "مرتفع",
            // Hebrew.
            "גבוה",
            "גבוהה",
            // Yiddish.
            "הויך",
            // Urdu.
            "اعلی",
            "بلند",
            // Hindi.
            "उच्च",
            // Bengali.
            "উচ্চ",
            // Odia.
            "ଉଚ୍ଚ",
            // Gujarati.
            "ઉચ્ચ",
            // Punjabi (Gurmukhi).
            "ਉੱਚ",
            // Sinhala.
            "ඉහළ",
            "ඉහල",
            // Tamil.
            "உயர்",
            // Telugu.
            "అధిక",
            // Kannada.
            "ಹೆಚ್ಚಿನ",
            "ಉನ್ನತ",
            // Malayalam.
            "ഉയർന്ന",
            // Chinese (Simplified).
            "较高",
            "偏高",
            "很高",
            "高优先",
            // Chinese (Traditional).
            "較高",
            "高優先",
            // Japanese.
            "高い",
            "高め",
            // Korean.
            "높음",
            "높은",
            "높습",
            "높다",
            "높아",
            // Mongolian (Cyrillic).
            "өндөр",
            // Burmese.
            "မြင့်",
            // Thai.
            "สูง",
            // Lao.
            "ສູງ",
            // Khmer.
            "ខ្ពស់",
            // Vietnamese.
            "cao",
            // Indonesian.
            "tinggi",
            // Javanese.
            "dhuwur",
            // Sundanese.
            "luhur",
            // Tagalog.
            "mataas",
            // Cebuano.
            "taas",
            // Amharic.
            "ከፍተኛ",
            // Tigrinya.
            "ላዕለዋይ",
            // Somali.
            "sare ",
            // Yoruba.
            "gíga",
            "giga ",
            // Malagasy.
            "avo",
            // Maori.
            "teitei",
            // Samoan.
            "maualuga",
            // Luxembourgish.
            "héich",
            // Frisian.
            "heech",
        ],
    ),
    (
        "urgent",
        &[
            // German.
            "dringend",
            // Danish.
            "presserende",
            "haster",
            // Norwegian.
            "akutt",
            // Swedish.
            "brådskande",
            // Icelandic.
            "áríðandi",
            "aðkallandi",
            // Galician.
            "urxent",
            // Basque.
            "premiazko",
            // Welsh.
            "brys",
            // Irish.
            "práinneach",
            // Scottish Gaelic.
            "èiginneach",
            // Esperanto.
            "urĝa",
            "urĝaj",
            // Maltese.
            "urġenti",
            // Russian.
            "срочн",
            // Ukrainian.
            "терміновий",
            "термінова",
            "термінове",
            "терміново",
            "нагальн",
            // Belarusian.
            "тэрмінов",
            // Polish.
            "pilny",
            "pilna",
            "pilne",
            "pilni",
            // Czech.
            "naléhav",
            "urgentn",
            // Slovak.
            "naliehav",
            // Slovenian.
            "nujn",
            // Croatian/Bosnian/Serbian (Latin).
            "hitn",
            // Serbian (Cyrillic).
            "хитн",
            // Macedonian.
            "итн",
            // Bulgarian.
            "спешн",
            // Lithuanian.
            "skubus",
            "skubi",
            // Latvian.
            "steidzam",
            // Estonian.
            "kiireloomuli",
            "pakiline",
            // Finnish.
            "kiireelli",
            // Hungarian.
            "sürgős",
            // Greek.
            "επείγ",
            // Albanian.
            "urgjent",
            // Armenian.
            "շտապ",
            // Georgian.
            "სასწრაფო",
            // Tatar.
            "ашыгыч",
            // Bashkir.
            "ашығыс",
            // Turkish.
            "acil",
            // Azerbaijani.
            "təcili",
            // Turkmen.
            "gyssagly",
            // Kazakh.
            "шұғыл",
            "жедел",
            // Kyrgyz.
            "шашылыш",
            // Uzbek (Latin).
            "shoshilinch",
            // Uyghur.
            "جىددىي",
            // Tajik.
            "фаврӣ",
            "таъҷилӣ",
            // Persian.
            "فوری",
            // Pashto.
            "بیړني",
            "عاجل",
            // Kurdish (Kurmanji).
            "acîl",
            "lezgîn",
            // Kurdish (Sorani).
            "بەپەلە",
            // Arabic.
            "طارئ",
            // Hebrew.
            "דחוף",
            "דחופה",
            // Yiddish.
            "דרינגענד",
            // Hindi.
            "अत्यावश्यक",
            // Bengali.
            "জরুরি",
            "জরুরী",
            // Assamese.
            "জৰুৰী",
            // Odia.
            "ଜରୁରୀ",
            // Gujarati.
            "તાકીદ",
            // Punjabi (Gurmukhi).
            "ਫੌਰੀ",
            // Marathi.
            "तातडीच",
            // Nepali.
            "जरुरी",
            // Sinhala.
            "හදිසි",
            // Tamil.
            "அவசர",
            // Telugu.
            "అత్యవసర",
            // Kannada.
            "ತುರ್ತು",
            // Malayalam.
            "അടിയന്തര",
            // Chinese (Simplified).
            "紧急",
            "加急",
            // Chinese (Traditional).
            "緊急",
            // Japanese.
            "至急",
            // Korean.
            "긴급",
            "시급",
            // Mongolian (Cyrillic).
            "яаралтай",
            // Burmese.
            "အရေးပေါ်",
            // Thai.
            "เร่งด่วน",
            "ด่วน",
            // Lao.
            "ດ່ວນ",
            // Khmer.
            "បន្ទាន់",
            // Vietnamese.
            "khẩn cấp",
            "khẩn",
            // Indonesian.
            "mendesak",
            "darurat",
            // Tagalog.
            "apurahan",
            "agaran",
            // Cebuano.
            "dinalian",
            // Amharic.
            "አስቸኳይ",
            // Tigrinya.
            "ህጹጽ",
            // Somali.
            "degdeg",
            // Swahili.
            "dharura",
            // Hausa.
            "gaggawa",
            // Yoruba.
            "kánjúkánjú",
            // Kinyarwanda.
            "byihutirwa",
            // Zulu.
            "okuphuthumayo",
            // Xhosa.
            "ngxamisekileyo",
            // Malagasy.
            "maika",
            // Haitian Creole.
            "ijan",
            // Luxembourgish.
            "dréngend",
        ],
    ),
    (
        "critical",
        &[
            // Spanish.
            "crític",
            // French.
            "critique",
            "critiques",
            // German.
            "kritisch",
            // Italian.
            "critico",
            "critici",
            // Dutch.
            "kritiek",
            "kritieke",
            // Afrikaans.
            "krities",
            // Danish.
            "kritisk",
            // Icelandic.
            "krítísk",
            // Basque.
            "kritiko",
            // Welsh.
            "critigol",
            // Irish.
            "criticiúil",
            // Esperanto.
            "kritika",
            "kritikaj",
            // Maltese.
            "kritiku",
            // Romanian.
            "critic",
            // Russian.
            "критическ",
            "критичн",
            // Belarusian.
            "крытычн",
            // Polish.
            "krytyczn",
            // Czech.
            "kritick",
            // Slovenian.
            "kritičn",
            // Macedonian.
            "критичен",
            // Bulgarian.
            "критична",
            "критично",
            "критични",
            // Lithuanian.
            "kritin",
            // Estonian.
            "kriitili",
            // Finnish.
            "kriitti",
            // Hungarian.
            "kritikus",
            // Greek.
            "κρίσιμ",
            // Albanian.
            "kritik",
            // Armenian.
            "կրիտիկական",
            "ճգնաժամային",
            // Georgian.
            "კრიტიკულ",
            // Tatar.
            "критик",
            // Turkmen.
            "kritiki",
            // Kazakh.
            "сыни",
            "критикалық",
            // Kyrgyz.
            "критикалык",
            // Tajik.
            "критикӣ",
            // Persian.
            "بحرانی",
            // Pashto.
            "بحراني",
            // Kurdish (Kurmanji).
            "krîtîk",
            // Kurdish (Sorani).
            "هەستیار",
            // Arabic.
            "حرجة",
            "بالغ الخطورة",
            // Hebrew.
            "קריטי",
            "קריטית",
            // Yiddish.
            "קריטיש",
            // Hindi.
            "गंभीर",
            // Bengali.
            "গুরুতর",
            "সংকটজনক",
            // Odia.
            "ଗୁରୁତର",
            // Gujarati.
            "ગંભીર",
            // Punjabi (Gurmukhi).
            "ਗੰਭੀਰ",
            // Nepali.
            "गम्भीर",
            "संकटपूर्ण",
            // Sinhala.
            "බරපතල",
            "තීරණාත්මක",
            // Tamil.
            "கவலைக்கிடம்",
            // Telugu.
            "క్లిష్ట",
            // Kannada.
            "ಗಂಭೀರ",
            // Malayalam.
            "ഗുരുതര",
            // Chinese (Simplified).
            "严重",
            "危急",
            // Chinese (Traditional).
            "嚴重",
            // Japanese.
            "致命的",
            "重大",
            "危機的",
            "クリティカル",
            // Korean.
            "심각",
            "치명적",
            "위급",
            // Mongolian (Cyrillic).
            "ноцтой",
            // Thai.
            "วิกฤต",
            "ร้ายแรง",
            // Lao.
            "ຮ້າຍແຮງ",
            // Khmer.
            "ធ្ងន់ធ្ងរ",
            // Vietnamese.
            "nghiêm trọng",
            "nguy kịch",
            // Indonesian.
            "kritis",
            // Malay.
            "kritikal",
            // Amharic.
            "ወሳኝ",
            // Swahili.
            "mahututi",
            // Luxembourgish.
            "kritesch",
            // Frisian.
            "kritysk",
        ],
    ),
    (
        "active",
        &[
            // Spanish.
            "activo",
            "activa",
            "activos",
            "activas",
            // French.
            "actif",
            "actifs",
            "actives",
            // German.
            "aktiv",
            // Italian.
            "attivo",
            "attiva",
            "attivi",
            "attive",
            // Portuguese.
            "ativo",
            "ativa",
            "ativos",
            "ativas",
            // Dutch.
            "actief",
            "actieve",
            // Afrikaans.
            "aktief",
            "aktiewe",
            // Icelandic.
            "virkur",
            "virkt",
            // Faroese.
            "virkin",
            // Catalan.
            "actiu",
            "actius",
            // Basque.
            "aktibo",
            // Welsh.
            "gweithredol",
            // Irish.
            "gníomhach",
            // Scottish Gaelic.
            "gnìomhach",
            // Breton.
            "oberiant",
            // Maltese.
            "attiv",
            // Romanian.
            "activ",
            // Russian.
            "активн",
            // Belarusian.
            "актыўн",
            // Polish.
            "aktywn",
            // Czech.
            "aktivn",
            // Slovak.
            "aktívn",
            // Macedonian.
            "активен",
            // Lithuanian.
            "aktyv",
            // Latvian.
            "aktīv",
            // Estonian.
            "aktiiv",
            // Finnish.
            "aktiivi",
            // Hungarian.
            "aktív",
            // Greek.
            "ενεργ",
            // Armenian.
            "ակտիվ",
            "գործուն",
            // Georgian.
            "აქტიურ",
            // Tatar.
            "актив",
            // Bashkir.
            "әүҙем",
            // Turkish.
            "aktif",
            "etkin",
            // Azerbaijani.
            "fəal",
            // Turkmen.
            "işjeň",
            "aktiw",
            // Kazakh.
            "белсенді",
            // Kyrgyz.
            "активдүү",
            "жигердүү",
            // Uzbek (Latin).
            "faol",
            // Uyghur.
            "ئاكتىپ",
            // Tajik.
            "фаъол",
            // Persian.
            "فعال",
            // Kurdish (Kurmanji).
            "çalak",
            "aktîf",
            // Kurdish (Sorani).
            "چالاک",
            // Arabic.
            "نشط",
            // Hebrew.
            "פעיל",
            // Yiddish.
            "אַקטיוו",
            "אקטיוו",
            // Urdu.
            "ایکٹو",
            // Hindi.
            "सक्रिय",
            // Bengali.
            "সক্রিয়",
            // Assamese.
            "সক্ৰিয়",
            // Odia.
            "ସକ୍ରିୟ",
            // Gujarati.
            "સક્રિય",
            // Punjabi (Gurmukhi).
            "ਸਰਗਰਮ",
            "ਕਿਰਿਆਸ਼ੀਲ",
            // Sinhala.
            "සක්‍රිය",
            "ක්‍රියාකාරී",
            // Tamil.
            "செயலில்",
            // Telugu.
            "క్రియాశీల",
            "యాక్టివ్",
            // Kannada.
            "ಸಕ್ರಿಯ",
            // Malayalam.
            "സജീവ",
            // Chinese (Simplified).
            "活跃",
            "已激活",
            // Chinese (Traditional).
            "活躍",
            "已啟動",
            // Japanese.
            "アクティブ",
            "稼働中",
            // Korean.
            "활성",
            // Mongolian (Cyrillic).
            "идэвхтэй",
            // Burmese.
            "တက်ကြွ",
            // Thai.
            "ใช้งานอยู่",
            "แอคทีฟ",
            // Lao.
            "ເຄື່ອນໄຫວ",
            // Khmer.
            "សកម្ម",
            // Vietnamese.
            "đang hoạt động",
            // Amharic.
            "ንቁ",
            // Tigrinya.
            "ንጡፍ",
            // Somali.
            "firfircoon",
            // Swahili.
            "amilifu",
            // Malagasy.
            "mavitrika",
            // Frisian.
            "aktyf",
        ],
    ),
    (
        "inactive",
        &[
            // Spanish.
            "inactiv",
            // French.
            "inactif",
            "inactifs",
            "inactives",
            // German.
            "inaktiv",
            "nicht aktiv",
            // Italian.
            "inattiv",
            "non attivo",
            "non attiva",
            // Portuguese.
            "inativ",
            "não ativo",
            "não ativa",
            // Dutch.
            "inactief",
            "inactieve",
            "niet actief",
            // Afrikaans.
            "onaktief",
            "nie aktief",
            // Danish.
            "ikke aktiv",
            // Swedish.
            "inte aktiv",
            // Icelandic.
            "óvirk",
            // Faroese.
            "óvirkin",
            // Catalan.
            "inactiu",
            "inactiva",
            // Basque.
            "inaktibo",
            // Welsh.
            "anweithredol",
            "anactif",
            // Irish.
            "neamhghníomhach",
            // Scottish Gaelic.
            "neo-ghnìomhach",
            // Esperanto.
            "neaktiv",
            // Russian.
            "неактивн",
            "не активн",
            // Belarusian.
            "неактыўн",
            // Polish.
            "nieaktywn",
            // Czech.
            "neaktivn",
            // Slovak.
            "neaktívn",
            // Lithuanian.
            "neaktyv",
            // Latvian.
            "neaktīv",
            // Estonian.
            "mitteaktiiv",
            "pole aktiivne",
            // Finnish.
            "epäaktiivi",
            "ei aktiivinen",
            "ei ole aktiivinen",
            // Hungarian.
            "inaktív",
            "nem aktív",
            // Greek.
            "ανενεργ",
            "μη ενεργ",
            // Albanian.
            "joaktiv",
            // Armenian.
            "ոչ ակտիվ",
            "անգործուն",
            // Georgian.
            "არააქტიურ",
            // Tatar.
            "актив түгел",
            // Turkish.
            "pasif",
            "aktif değil",
            "etkin değil",
            // Azerbaijani.
            "qeyri-aktiv",
            "aktiv deyil",
            // Turkmen.
            "işjeň däl",
            // Kazakh.
            "белсенді емес",
            // Kyrgyz.
            "активдүү эмес",
            // Uzbek (Latin).
            "nofaol",
            "faol emas",
            // Uyghur.
            "ئاكتىپ ئەمەس",
            // Tajik.
            "ғайрифаъол",
            // Persian.
            "غیرفعال",
            "غیر فعال",
            // Kurdish (Kurmanji).
            "neçalak",
            "ne aktîf",
            // Kurdish (Sorani).
            "ناچالاک",
            // Arabic.
            "غير نشط",
            "غير فعال",
            "خامل",
            // Hebrew.
            "לא פעיל",
            "לא פעילה",
            // Yiddish.
            "ניט אַקטיוו",
            // Hindi.
            "निष्क्रिय",
            // Bengali.
            "নিষ্ক্রিয়",
            // Assamese.
            "নিষ্ক্ৰিয়",
            // Odia.
            "ନିଷ୍କ୍ରିୟ",
            // Gujarati.
            "નિષ્ક્રિય",
            // Punjabi (Gurmukhi).
            "ਨਿਸ਼ਕਿਰਿਆ",
            "ਅਕਿਰਿਆਸ਼ੀਲ",
            // Sinhala.
            "අක්‍රිය",
            // Tamil.
            "செயலற்ற",
            // Telugu.
            "నిష్క్రియ",
            // Kannada.
            "ನಿಷ್ಕ್ರಿಯ",
            // Malayalam.
            "നിഷ്ക്രിയ",
            // Chinese (Simplified).
            "不活跃",
            "未激活",
            "非活动",
            "非活跃",
            // Chinese (Traditional).
            "不活躍",
            "非活動",
            "非活躍",
            // Japanese.
            "非アクティブ",
            "休眠",
            // Korean.
            "비활성",
            // Mongolian (Cyrillic).
            "идэвхгүй",
            // Thai.
            "ไม่ใช้งาน",
            "ไม่ได้ใช้งาน",
            "ไม่แอคทีฟ",
            // Lao.
            "ບໍ່ເຄື່ອນໄຫວ",
            // Khmer.
            "អសកម្ម",
            // Vietnamese.
            "không hoạt động",
            // Indonesian.
            "tidak aktif",
            "nonaktif",
            // Javanese.
            "ora aktif",
            // Sundanese.
            "teu aktif",
            // Tagalog.
            "hindi aktibo",
            // Cebuano.
            "dili aktibo",
            // Amharic.
            "ንቁ ያልሆነ",
            // Malagasy.
            "tsy mavitrika",
            // Haitian Creole.
            "inaktif",
            "pa aktif",
            // Frisian.
            "ynaktyf",
            "net aktyf",
        ],
    ),
    (
        "open",
        &[
            // Spanish.
            "abierto",
            "abierta",
            "abiertos",
            "abiertas",
            // French.
            "ouvert",
            // German.
            "geöffnet",
            "offene",
            "offener",
            "offenen",
            "offenes",
            // Italian.
            "aperto",
            "aperta",
            "aperti",
            "aperte",
            // Portuguese.
            "aberto",
            "aberta",
            "abertos",
            "abertas",
            // Dutch.
            "geopend",
            // Afrikaans.
            "geopen",
            // Danish.
            "åbent",
            // Norwegian.
            "åpent",
            // Swedish.
            "öppen",
            "öppet",
            "öppna",
            // Icelandic.
            "opinn",
            "opið",
            // Catalan.
            "obert",
            "oberta",
            "oberts",
            "obertes",
            // Basque.
            "irekita",
            "zabalik",
            // Welsh.
            "ar agor",
            // Irish.
            "oscailte",
            // Scottish Gaelic.
            "fosgailte",
            // Breton.
            "digor",
            // Latin.
            "apertus",
            "apertum",
            // Esperanto.
            "malfermit",
            // Maltese.
            "miftuħ",
            "miftuħa",
            // Romanian.
            "deschis",
            // Russian.
            "открыта",
            "открыто",
            "открытый",
            "открытая",
            "открытое",
            "открытые",
            // Ukrainian.
            "відкритий",
            "відкрита",
            "відкрите",
            "відкриті",
            "відкрито",
            // Belarusian.
            "адкрыты",
            "адкрытая",
            "адкрытае",
            "адкрытыя",
            "адкрыта",
            // Polish.
            "otwart",
            // Czech.
            "otevřen",
            // Slovak.
            "otvoren",
            // Slovenian.
            "odprt",
            // Serbian (Cyrillic).
            "отворен",
            // Macedonian.
            "отворена",
            "отворено",
            // Bulgarian.
            "отворени",
            // Lithuanian.
            "atidaryt",
            "atviras",
            "atvira",
            // Latvian.
            "atvērt",
            // Estonian.
            "avatud",
            // Finnish.
            "avoinna",
            "avoin",
            // Hungarian.
            "nyitva",
            "nyitott",
            // Greek.
            "ανοιχτ",
            "ανοικτ",
            // Albanian.
            "i hapur",
            "e hapur",
            "të hapur",
            // Armenian.
            "բաց է",
            "բացված",
            // Georgian.
            "გახსნილ",
            "ღიაა",
            // Turkish.
            "açıktır",
            "açılmış",
            "açık durumda",
            // Azerbaijani.
            "açıqdır",
            "açıq vəziyyətdə",
            // Tajik.
            "кушода",
            // Persian.
            "باز است",
            "باز هست",
            "باز شده",
            // Pashto.
            "پرانیستی",
            // Kurdish (Kurmanji).
            "vekirî",
            // Kurdish (Sorani).
            "کراوە",
            // Arabic.
            "مفتوح",
            // Hebrew.
            "פתוח",
            "פתוחה",
            // Yiddish.
            "אָפֿן",
            // Urdu.
            "کھلا",
            "کھلی",
            // Hindi.
            "खुला",
            "खुली",
            "खुले",
            // Bengali.
            "খোলা",
            // Odia.
            "ଖୋଲା",
            // Gujarati.
            "ખુલ્લું",
            "ખુલ્લી",
            "ખુલ્લો",
            "ખુલ્લા",
            // Punjabi (Gurmukhi).
            "ਖੁੱਲ੍ਹਾ",
            "ਖੁੱਲ੍ਹੀ",
            "ਖੁੱਲ੍ਹੇ",
            // Nepali.
            "खुल्ला",
            // Sinhala.
            "විවෘත",
            // Tamil.
            "திறந்த",
            "திறந்திருக்கும்",
            "திறக்கப்பட்ட",
            // Telugu.
            "తెరిచి ఉంది",
            "తెరవబడి",
            // Kannada.
            "ತೆರೆದ",
            "ತೆರೆದಿದೆ",
            // Malayalam.
            "തുറന്ന",
            "തുറന്നിരിക്കുന്നു",
            // Chinese (Simplified).
            "开放",
            "营业中",
            "未关闭",
            // Chinese (Traditional).
            "開放",
            "營業中",
            "未關閉",
            // Japanese.
            "営業中",
            "オープン",
            "開いてい",
            // Korean.
            "열림",
            "열려",
            "영업 중",
            "영업중",
            // Mongolian (Cyrillic).
            "нээлттэй",
            // Burmese.
            "ဖွင့်ထား",
            // Thai.
            "เปิดอยู่",
            "เปิดให้บริการ",
            // Lao.
            "ເປີດຢູ່",
            // Khmer.
            "កំពុងបើក",
            // Vietnamese.
            "đang mở",
            "mở cửa",
            // Indonesian.
            "terbuka",
            "dibuka",
            // Javanese.
            "bukak",
            // Tagalog.
            "nakabukas",
            // Cebuano.
            "abli",
            // Amharic.
            "ክፍት",
            // Tigrinya.
            "ክፉት",
            // Somali.
            "furan",
            // Swahili.
            "imefunguliwa",
            "limefunguliwa",
            "kimefunguliwa",
            // Hausa.
            "a buɗe",
            // Malagasy.
            "misokatra",
            // Haitian Creole.
            "ouvè",
            // Quechua.
            "kichasqa",
            // Maori.
            "tuwhera",
            // Luxembourgish.
            "oppen",
            // Frisian.
            "iepen",
        ],
    ),
    (
        "closed",
        &[
            // Spanish.
            "cerrad",
            // French.
            "fermé",
            "fermée",
            "fermés",
            "fermées",
            "clôturé",
            "clôturée",
            // German.
            "geschlossen",
            // Italian.
            "chius",
            // Portuguese.
            "fechad",
            "encerrad",
            // Dutch.
            "gesloten",
            // Afrikaans.
            "gesluit",
            // Danish.
            "lukket",
            // Norwegian.
            "stengt",
            // Swedish.
            "stängd",
            "stängt",
            "stängda",
            // Icelandic.
            "lokað",
            "lokuð",
            // Faroese.
            "stongt",
            // Catalan.
            "tancat",
            "tancada",
            "tancats",
            "tancades",
            // Galician.
            "pechad",
            // Basque.
            "itxita",
            // Welsh.
            "ar gau",
            "caeedig",
            // Irish.
            "dúnta",
            // Scottish Gaelic.
            "dùinte",
            // Breton.
            "serret",
            // Latin.
            "clausus",
            "clausa",
            "clausum",
            // Esperanto.
            "fermit",
            // Maltese.
            "magħluq",
            "magħluqa",
            // Romanian.
            "închis",
            // Russian.
            "закрыт",
            // Ukrainian.
            "закрит",
            // Belarusian.
            "зачынен",
            // Polish.
            "zamknięt",
            // Czech.
            "zavřen",
            "uzavřen",
            // Slovak.
            "zatvoren",
            "uzavret",
            // Slovenian.
            "zaprt",
            // Serbian (Cyrillic).
            "затворен",
            // Macedonian.
            "затворена",
            "затворено",
            // Bulgarian.
            "затворени",
            // Lithuanian.
            "uždaryt",
            // Latvian.
            "slēgt",
            // Estonian.
            "suletud",
            // Finnish.
            "suljettu",
            // Hungarian.
            "zárva",
            "lezárt",
            "lezárva",
            // Greek.
            "κλειστ",
            // Albanian.
            "i mbyllur",
            "e mbyllur",
            "të mbyllur",
            // Armenian.
            "փակ է",
            "փակված",
            // Georgian.
            "დახურულ",
            "დაკეტილ",
            // Tatar.
            "ябык",
            // Bashkir.
            "ябыҡ",
            // Turkish.
            "kapalı",
            "kapatıldı",
            "kapatılmış",
            // Azerbaijani.
            "bağlanmış",
            "bağlanıb",
            // Turkmen.
            "ýapyk",
            // Kazakh.
            "жабық",
            // Kyrgyz.
            "жабык",
            // Uzbek (Latin).
            "yopiq",
            // Uyghur.
            "تاقاق",
            "يېپىق",
            // Persian.
            "بسته است",
            "بسته شده",
            // Pashto.
            "تړلی",
            "بند دی",
            // Kurdish (Kurmanji).
            "girtî",
            // Kurdish (Sorani).
            "داخراو",
            // Arabic.
            "مغلق",
            // Hebrew.
            "סגור",
            "סגורה",
            // Yiddish.
            "פֿאַרמאַכט",
            "געשלאָסן",
            // Urdu.
            "بند ہے",
            "بند ہو",
            // Hindi.
            "बंद है",
            "बंद हो",
            "बंद कर",
            // Bengali.
            "বন্ধ আছে",
            "বন্ধ হয়ে",
            "বন্ধ রয়েছে",
            // Assamese.
            "বন্ধ হৈ",
            // Odia.
            "ବନ୍ଦ ଅଛି",
            "ବନ୍ଦ ହୋଇ",
            // Gujarati.
            "બંધ છે",
            "બંધ થ",
            // Punjabi (Gurmukhi).
            "ਬੰਦ ਹੈ",
            "ਬੰਦ ਹੋ",
            "ਬੰਦ ਕਰ",
            // Marathi.
            "बंद आहे",
            "बंद केल",
            "बंद झाल",
            // Nepali.
            "बन्द छ",
            "बन्द गरि",
            "बन्द भए",
            // Sinhala.
            "වසා ඇත",
            "වසා දමා",
            // Tamil.
            "மூடப்பட்ட",
            "மூடியுள்ள",
            // Telugu.
            "మూసివేయబడ",
            "మూసి ఉంది",
            // Kannada.
            "ಮುಚ್ಚಲಾಗಿದೆ",
            "ಮುಚ್ಚಿದ",
            // Malayalam.
            "അടച്ചിട്ട",
            "അടച്ചിരിക്കുന്നു",
            // Chinese (Simplified).
            "已关闭",
            "关闭",
            "停业",
            // Chinese (Traditional).
            "已關閉",
            "關閉",
            "停業",
            // Japanese.
            "閉店",
            "閉まって",
            "閉鎖",
            "クローズ",
            // Korean.
            "닫힘",
            "닫혀",
            "마감",
            "폐쇄",
            // Mongolian (Cyrillic).
            "хаалттай",
            // Burmese.
            "ပိတ်ထား",
            // Thai.
            "ปิดแล้ว",
            "ปิดอยู่",
            "ปิดให้บริการ",
            // Lao.
            "ປິດແລ້ວ",
            "ປິດຢູ່",
            // Khmer.
            "បិទ",
            // Vietnamese.
            "đã đóng",
            "đóng cửa",
            // Indonesian.
            "ditutup",
            "tertutup",
            "tutup",
            // Tagalog.
            "sarado",
            // Cebuano.
            "sirado",
            // Amharic.
            "ዝግ",
            // Tigrinya.
            "ዕጹው",
            // Somali.
            "xiran",
            // Swahili.
            "imefungwa",
            "limefungwa",
            "kimefungwa",
            // Hausa.
            "a rufe",
            // Malagasy.
            "mihidy",
            "nakatona",
            // Haitian Creole.
            "fèmen",
            // Maori.
            "kati",
            // Samoan.
            "tapuni",
            // Luxembourgish.
            "zougemaach",
            // Frisian.
            "sluten",
        ],
    ),
    (
        "pending",
        &[
            // Spanish.
            "pendient",
            // French.
            "en attente",
            // German.
            "ausstehend",
            // Italian.
            "in sospeso",
            "in attesa",
            // Portuguese.
            "pendente",
            // Dutch.
            "in afwachting",
            "in behandeling",
            // Afrikaans.
            "hangende",
            // Danish.
            "afventende",
            "afventer",
            // Norwegian.
            "avventende",
            "avventer",
            // Swedish.
            "väntande",
            "avvaktande",
            // Icelandic.
            "í bið",
            "óafgreidd",
            // Catalan.
            "pendent",
            // Basque.
            "zain dago",
            "egiteke",
            // Irish.
            "ar feitheamh",
            // Scottish Gaelic.
            "a' feitheamh",
            // Esperanto.
            "atendant",
            // Maltese.
            "pendenti",
            // Romanian.
            "în așteptare",
            // Russian.
            "ожидает",
            "ожидающ",
            "в ожидании",
            "на рассмотрении",
            // Ukrainian.
            "очікує",
            "в очікуванні",
            "на розгляді",
            // Belarusian.
            "чакае",
            "у чаканні",
            // Polish.
            "oczekując",
            "w toku",
            // Czech.
            "čekající",
            "nevyřízen",
            "čeká na",
            // Slovak.
            "čakajúc",
            "nevybaven",
            // Slovenian.
            "v teku",
            "čakajoč",
            "na čakanju",
            // Croatian/Bosnian/Serbian (Latin).
            "na čekanju",
            "u tijeku",
            "u toku",
            // Serbian (Cyrillic).
            "на чекању",
            "у току",
            // Macedonian.
            "во тек",
            "на чекање",
            // Bulgarian.
            "в очакване",
            "чакащ",
            // Lithuanian.
            "laukiam",
            // Latvian.
            "gaida",
            "gaidīšanā",
            // Estonian.
            "ootel",
            // Finnish.
            "odottaa",
            "odottava",
            "vireillä",
            "käsittelyssä",
            // Hungarian.
            "függőben",
            "folyamatban",
            // Greek.
            "εκκρεμ",
            // Albanian.
            "në pritje",
            // Armenian.
            "սպասման մեջ",
            "սպասվող",
            // Georgian.
            "მოლოდინში",
            // Tatar.
            "көтүдә",
            // Turkish.
            "beklemede",
            "beklemekte",
            // Azerbaijani.
            "gözləmədə",
            // Kazakh.
            "күтуде",
            "қаралуда",
            // Kyrgyz.
            "күтүүдө",
            // Uzbek (Latin).
            "kutilmoqda",
            "ko'rib chiqilmoqda",
            "koʻrib chiqilmoqda",
            // Tajik.
            "дар интизорӣ",
            // Persian.
            "در انتظار",
            "در حال بررسی",
            // Pashto.
            "په تمه",
            "په انتظار",
            // Kurdish (Kurmanji).
            "li bendê",
            // Kurdish (Sorani).
            "چاوەڕوانی",
            // Arabic.
            "قيد الانتظار",
            "قيد المراجعة",
            "قيد المعالجة",
            "في الانتظار",
            // Hebrew.
            "ממתין",
            "ממתינה",
            "בהמתנה",
            "בטיפול",
            // Urdu.
            "زیر التوا",
            "زیر غور",
            // Hindi.
            "लंबित",
            // Bengali.
            "মুলতুবি",
            "অপেক্ষমাণ",
            // Assamese.
            "অপেক্ষাৰত",
            // Odia.
            "ବିଚାରାଧୀନ",
            "ଅପେକ୍ଷାରେ",
            // Gujarati.
            "પડતર",
            "બાકી",
            // Punjabi (Gurmukhi).
            "ਲੰਬਿਤ",
            "ਵਿਚਾਰ ਅਧੀਨ",
            // Marathi.
            "प्रलंबित",
            // Nepali.
            "विचाराधीन",
            "पेन्डिङ",
            // Sinhala.
            "පොරොත්තු",
            // Tamil.
            "நிலுவையில்",
            // Telugu.
            "పెండింగ్",
            // Kannada.
            "ಬಾಕಿ",
            // Malayalam.
            "തീർപ്പാക്കാത്ത",
            "പെൻഡിംഗ്",
            // Chinese (Simplified).
            "待处理",
            "待定",
            "待审",
            "审核中",
            "处理中",
            "未决",
            // Chinese (Traditional).
            "待處理",
            "待審",
            "審核中",
            "處理中",
            "未決",
            // Japanese.
            "保留",
            "未処理",
            "処理中",
            "審査中",
            "ペンディング",
            "承認待ち",
            // Korean.
            "보류",
            "대기 중",
            "대기중",
            "처리 중",
            "승인 대기",
            // Mongolian (Cyrillic).
            "хүлээгдэж",
            "шийдвэрлэгдээгүй",
            // Burmese.
            "ဆိုင်းငံ့",
            // Thai.
            "รอดำเนินการ",
            "รอการ",
            // Lao.
            "ລໍຖ້າ",
            // Khmer.
            "កំពុងរង់ចាំ",
            "រង់ចាំ",
            // Vietnamese.
            "đang chờ",
            "chờ xử lý",
            "chờ duyệt",
            // Indonesian.
            "menunggu",
            "tertunda",
            // Malay.
            "belum selesai",
            "dalam proses",
            // Tagalog.
            "nakabinbin",
            // Amharic.
            "በመጠባበቅ ላይ",
            "በሂደት ላይ",
            // Swahili.
            "inasubiri",
            "linasubiri",
            "inasubiriwa",
            // Malagasy.
            "miandry",
            // Haitian Creole.
            "an atant",
            // Luxembourgish.
            "ausstoend",
        ],
    ),
    (
        "approved",
        &[
            // Spanish.
            "aprobad",
            // French.
            "approuvé",
            // German.
            "genehmigt",
            "freigegeben",
            "bewilligt",
            // Italian.
            "approvat",
            // Portuguese.
            "aprovad",
            // Dutch.
            "goedgekeurd",
            // Afrikaans.
            "goedgekeur",
            // Danish.
            "godkendt",
            // Norwegian.
            "godkjent",
            // Swedish.
            "godkänd",
            "godkänt",
            "godkända",
            // Icelandic.
            "samþykkt",
            // Faroese.
            "góðkent",
            "góðkend",
            "samtykt",
            // Catalan.
            "aprovat",
            "aprovada",
            // Basque.
            "onartu",
            // Welsh.
            "cymeradwy",
            "wedi'i gymeradwyo",
            // Irish.
            "ceadaithe",
            "faofa",
            // Esperanto.
            "aprobit",
            // Romanian.
            "aprobat",
            // Russian.
            "одобрен",
            "утвержден",
            "утверждён",
            // Ukrainian.
            "схвален",
            "затверджен",
            // Belarusian.
            "ухвален",
            "зацверджан",
            // Polish.
            "zatwierdzon",
            "zaakceptowan",
            // Czech.
            "schválen",
            // Slovenian.
            "odobren",
            // Lithuanian.
            "patvirtint",
            // Latvian.
            "apstiprināt",
            // Estonian.
            "kinnitatud",
            "heaks kiidetud",
            // Finnish.
            "hyväksyt",
            // Hungarian.
            "jóváhagyva",
            "jóváhagyott",
            // Greek.
            "εγκρίθηκε",
            "εγκεκριμέν",
            // Albanian.
            "i miratuar",
            "e miratuar",
            "të miratuar",
            "miratuar",
            // Armenian.
            "հաստատված",
            // Georgian.
            "დამტკიცებულ",
            "დამტკიცდა",
            // Tatar.
            "расланган",
            "хупланган",
            // Bashkir.
            "хупланған",
            "раҫланған",
            // Turkish.
            "onaylandı",
            "onaylanmış",
            "onaylı",
            // Azerbaijani.
            "təsdiqlənib",
            "təsdiqlənmiş",
            "təsdiq edilib",
            // Turkmen.
            "tassyklandy",
            "tassyklanan",
            // Kazakh.
            "мақұлданған",
            "бекітілген",
            "мақұлданды",
            "бекітілді",
            // Kyrgyz.
            "бекитилген",
            "жактырылган",
            // Uzbek (Latin).
            "tasdiqlangan",
            "tasdiqlandi",
            // Uyghur.
            "تەستىقلانغان",
            "تەستىقلاندى",
            // Tajik.
            "тасдиқ шуд",
            "тасдиқшуда",
            // Persian.
            "تأیید شد",
            "تایید شد",
            "تأییدشده",
            "تاییدشده",
            "تصویب شد",
            // Pashto.
            "تایید شو",
            "منظور شو",
            "تصویب شو",
            // Kurdish (Kurmanji).
            "pejirandî",
            "hat pejirandin",
            "hate pejirandin",
            // Kurdish (Sorani).
            "پەسەندکرا",
            "پەسەند کرا",
            // Arabic.
            "تمت الموافقة",
            "موافق عليه",
            "معتمد",
            // Hebrew.
            "אושר",
            "מאושר",
            "אושרה",
            "מאושרת",
            // Yiddish.
            "באַשטעטיקט",
            // Urdu.
            "منظور",
            // Hindi.
            "स्वीकृत",
            "अनुमोदित",
            "मंज़ूर",
            "मंजूर",
            // Bengali.
            "অনুমোদিত",
            "মঞ্জুর",
            // Odia.
            "ଅନୁମୋଦିତ",
            "ମଞ୍ଜୁର",
            // Gujarati.
            "મંજૂર",
            // Punjabi (Gurmukhi).
            "ਮਨਜ਼ੂਰ",
            "ਪ੍ਰਵਾਨ",
            // Sinhala.
            "අනුමත",
            // Tamil.
            "அங்கீகரிக்கப்பட்ட",
            "ஒப்புதல் அளிக்கப்பட்ட",
            // Telugu.
            "ఆమోదించబడ",
            "ఆమోదం పొంద",
            // Kannada.
            "ಅನುಮೋದಿಸಲಾಗಿದೆ",
            "ಅನುಮೋದಿತ",
            "ಮಂಜೂರು",
            // Malayalam.
            "അംഗീകരിച്ചു",
            "അംഗീകരിക്കപ്പെട്ട",
            "അംഗീകൃത",
            // Chinese (Simplified).
            "已批准",
            "审批通过",
            "核准",
            "获批",
            // Chinese (Traditional).
            "審核通過",
            "獲批",
            // Japanese.
            "承認済",
            "承認され",
            "承認しました",
            "認可",
            // Korean.
            "승인됨",
            "승인되",
            "승인 완료",
            "승인완료",
            // Mongolian (Cyrillic).
            "батлагдсан",
            "зөвшөөрөгдсөн",
            // Burmese.
            "အတည်ပြုပြီး",
            "ခွင့်ပြုပြီး",
            // Thai.
            "อนุมัติแล้ว",
            "ได้รับอนุมัติ",
            // Lao.
            "ອະນຸມັດແລ້ວ",
            "ໄດ້ຮັບອະນຸມັດ",
            // Khmer.
            "បានអនុម័ត",
            // Vietnamese.
            "đã duyệt",
            "đã phê duyệt",
            "được phê duyệt",
            "được duyệt",
            // Indonesian.
            "disetujui",
            // Malay.
            "diluluskan",
            // Javanese.
            "disetujoni",
            // Sundanese.
            "disatujuan",
            // Tagalog.
            "aprubado",
            "inaprubahan",
            // Cebuano.
            "giaprobahan",
            "aprobado",
            // Amharic.
            "ጸድቋል",
            "ተፈቅዷል",
            // Tigrinya.
            "ጸዲቑ",
            // Somali.
            "la ansixiyay",
            "la oggolaaday",
            // Swahili.
            "imeidhinishwa",
            "limeidhinishwa",
            "kimeidhinishwa",
            // Hausa.
            "an amince",
            // Kinyarwanda.
            "byemejwe",
            "yemejwe",
            // Zulu.
            "kugunyaziwe",
            // Malagasy.
            "nankatoavina",
            // Haitian Creole.
            "apwouve",
            // Luxembourgish.
            "guttgeheescht",
            "genehmegt",
            // Frisian.
            "goedkard",
        ],
    ),
    (
        "rejected",
        &[
            // Spanish.
            "rechazad",
            "denegad",
            // French.
            "rejeté",
            "refusé",
            // German.
            "abgelehnt",
            "zurückgewiesen",
            // Italian.
            "rifiutat",
            "respint",
            // Portuguese.
            "rejeitad",
            "recusad",
            // Dutch.
            "afgewezen",
            "geweigerd",
            "afgekeurd",
            // Afrikaans.
            "afgekeur",
            "verwerp",
            "geweier",
            // Danish.
            "afvist",
            "afslået",
            // Norwegian.
            "avvist",
            "avslått",
            // Swedish.
            "avvisad",
            "avvisat",
            "avvisade",
            "avslagen",
            "avslaget",
            "avslagna",
            // Icelandic.
            "hafnað",
            // Catalan.
            "rebutjat",
            "rebutjada",
            "refusat",
            "refusada",
            // Galician.
            "rexeitad",
            // Basque.
            "baztertu",
            // Welsh.
            "wedi'i wrthod",
            "gwrthodwyd",
            // Irish.
            "diúltaithe",
            // Scottish Gaelic.
            "air a dhiùltadh",
            // Esperanto.
            "malakceptit",
            "rifuzit",
            // Maltese.
            "miċħud",
            "miċħuda",
            // Romanian.
            "respins",
            // Russian.
            "отклонен",
            "отклонён",
            "отвергнут",
            // Ukrainian.
            "відхилен",
            // Belarusian.
            "адхілен",
            // Polish.
            "odrzucon",
            // Czech.
            "zamítnut",
            "odmítnut",
            // Slovak.
            "zamietnut",
            "odmietnut",
            // Slovenian.
            "zavrnjen",
            // Croatian/Bosnian/Serbian (Latin).
            "odbijen",
            // Serbian (Cyrillic).
            "одбијен",
            // Macedonian.
            "одбиен",
            // Bulgarian.
            "отхвърлен",
            "отказан",
            // Lithuanian.
            "atmest",
            // Latvian.
            "noraidīt",
            // Estonian.
            "tagasi lükatud",
            // Finnish.
            "hylätty",
            "hylättiin",
            // Hungarian.
            "elutasítv",
            "elutasított",
            // Greek.
            "απορρίφθηκε",
            "απορριφθ",
            "απορριμμέν",
            // Albanian.
            "refuzuar",
            "hedhur poshtë",
            // Armenian.
            "մերժված",
            "մերժվել",
            // Georgian.
            "უარყოფილ",
            // Tatar.
            "кире кагылган",
            // Bashkir.
            "кире ҡағылған",
            // Turkish.
            "reddedildi",
            "reddedilmiş",
            // Azerbaijani.
            "rədd edilib",
            "rədd edilmiş",
            "rədd edildi",
            // Turkmen.
            "ret edildi",
            "ret edilen",
            // Kazakh.
            "қабылданбаған",
            "қабылданбады",
            "бас тартылды",
            // Kyrgyz.
            "четке кагылган",
            "четке кагылды",
            // Uzbek (Latin).
            "rad etildi",
            "rad etilgan",
            // Uyghur.
            "رەت قىلىندى",
            "رەت قىلىنغان",
            // Tajik.
            "рад шуд",
            "радшуда",
            // Persian.
            "رد شد",
            "رد شده",
            // Pashto.
            "رد شو",
            "رد شوی",
            // Kurdish (Kurmanji).
            "hat redkirin",
            "hate redkirin",
            "redkirî",
            // Kurdish (Sorani).
            "ڕەتکرایەوە",
            "ڕەتکراوە",
            "ڕەت کرایەوە",
            // Arabic.
            "مرفوض",
            "تم رفض",
            "تم الرفض",
            // Hebrew.
            "נדחה",
            "נדחתה",
            "נדחו",
            // Yiddish.
            "אָפּגעוואָרפֿן",
            // Urdu.
            "مسترد",
            "رد کر دیا",
            "نامنظور",
            // Hindi.
            "अस्वीकृत",
            "अस्वीकार कर",
            "खारिज",
            "ख़ारिज",
            "नामंजूर",
            // Bengali.
            "প্রত্যাখ্যাত",
            "নামঞ্জুর",
            // Assamese.
            "প্ৰত্যাখ্যাত",
            "নাকচ",
            // Odia.
            "ପ୍ରତ୍ୟାଖ୍ୟାତ",
            "ନାମଞ୍ଜୁର",
            // Gujarati.
            "નામંજૂર",
            "અસ્વીકાર",
            // Punjabi (Gurmukhi).
            "ਰੱਦ ਕਰ",
            "ਨਾਮਨਜ਼ੂਰ",
            "ਅਸਵੀਕਾਰ",
            // Marathi.
            "नाकारल",
            "फेटाळल",
            // Nepali.
            "अस्वीकार",
            // Sinhala.
            "ප්‍රතික්ෂේප",
            // Tamil.
            "நிராகரிக்கப்பட்ட",
            "நிராகரிக்கப்பட்டது",
            // Telugu.
            "తిరస్కరించబడ",
            "తిరస్కరించారు",
            // Kannada.
            "ತಿರಸ್ಕರಿಸಲಾಗಿದೆ",
            "ತಿರಸ್ಕೃತ",
            // Malayalam.
            "നിരസിച്ചു",
            "നിരസിക്കപ്പെട്ട",
            "നിരസിച്ച",
            // Chinese (Simplified).
            "已拒绝",
            "被拒",
            "驳回",
            "未通过",
            // Chinese (Traditional).
            "已拒絕",
            "駁回",
            "未通過",
            // Japanese.
            "却下",
            "拒否",
            "不承認",
            "否決",
            // Korean.
            "거절",
            "거부",
            "반려",
            "기각",
            // Mongolian (Cyrillic).
            "татгалзсан",
            // Burmese.
            "ငြင်းပယ်",
            // Thai.
            "ถูกปฏิเสธ",
            "ปฏิเสธแล้ว",
            // Lao.
            "ຖືກປະຕິເສດ",
            // Khmer.
            "ត្រូវបានបដិសេធ",
            "បដិសេធ",
            // Vietnamese.
            "bị từ chối",
            "từ chối",
            "bị bác",
            // Indonesian.
            "ditolak",
            // Tagalog.
            "tinanggihan",
            // Cebuano.
            "gisalikway",
            "gibalibaran",
            // Amharic.
            "ውድቅ",
            "ተቀባይነት አላገኘም",
            // Tigrinya.
            "ተነጺጉ",
            // Somali.
            "la diiday",
            // Swahili.
            "imekataliwa",
            "limekataliwa",
            "kimekataliwa",
            "amekataliwa",
            // Hausa.
            "an ƙi",
            // Kinyarwanda.
            "byanzwe",
            "yanzwe",
            // Zulu.
            "kwenqatshiwe",
            "yenqatshiwe",
            // Malagasy.
            "nolavina",
            // Haitian Creole.
            "rejte",
            // Luxembourgish.
            "ofgeleent",
            "refuséiert",
            // Frisian.
            "ôfwiisd",
        ],
    ),
    (
        "paid",
        &[
            // Spanish.
            "pagad",
            // French.
            "payé",
            // German.
            "bezahlt",
            "beglichen",
            // Italian.
            "pagat",
            "saldat",
            // Portuguese.
            "pago ",
            "quitad",
            // Dutch.
            "betaald",
            // Afrikaans.
            "is betaal",
            "reeds betaal",
            // Danish.
            "betalt",
            // Swedish.
            "betald",
            "betalda",
            // Icelandic.
            "greitt",
            "greidd",
            "greiddur",
            // Catalan.
            "pagada",
            // Basque.
            "ordainduta",
            // Welsh.
            "wedi'i dalu",
            "wedi talu",
            // Irish.
            "íoctha",
            // Scottish Gaelic.
            "pàighte",
            // Breton.
            "paeet",
            // Esperanto.
            "pagit",
            // Maltese.
            "imħallas",
            "imħallsa",
            // Romanian.
            "plătit",
            // Russian.
            "оплачен",
            // Ukrainian.
            "сплачен",
            // Belarusian.
            "аплачан",
            // Polish.
            "opłacon",
            "zapłacon",
            // Czech.
            "zaplacen",
            "uhrazen",
            // Slovak.
            "zaplaten",
            "uhraden",
            // Slovenian.
            "plačan",
            // Croatian/Bosnian/Serbian (Latin).
            "plaćen",
            // Serbian (Cyrillic).
            "плаћен",
            // Macedonian.
            "платен",
            "платена",
            "платено",
            // Bulgarian.
            "платени",
            // Lithuanian.
            "apmokėt",
            "sumokėt",
            // Latvian.
            "samaksāt",
            "apmaksāt",
            // Estonian.
            "makstud",
            "tasutud",
            // Finnish.
            "maksettu",
            // Hungarian.
            "fizetve",
            "kifizetve",
            "kifizetett",
            "fizetett",
            // Greek.
            "πληρώθηκε",
            "πληρωμέν",
            "εξοφλήθηκε",
            "εξοφλημέν",
            // Albanian.
            "paguar",
            // Armenian.
            "վճարված",
            // Georgian.
            "გადახდილ",
            // Tatar.
            "түләнгән",
            // Turkish.
            "ödendi",
            "ödenmiş",
            // Azerbaijani.
            "ödənilib",
            "ödənilmiş",
            "ödənib",
            "ödənmiş",
            // Turkmen.
            "tölendi",
            "tölenen",
            // Kazakh.
            "төленген",
            "төленді",
            // Kyrgyz.
            "төлөнгөн",
            "төлөндү",
            // Uzbek (Latin).
            "to'langan",
            "toʻlangan",
            "to'landi",
            "toʻlandi",
            // Uyghur.
            "تۆلەنگەن",
            "تۆلەندى",
            // Tajik.
            "пардохт шуд",
            "пардохтшуда",
            // Persian.
            "پرداخت شد",
            "پرداخت‌شده",
            "پرداخت شده",
            // Pashto.
            "تادیه شوی",
            // Kurdish (Kurmanji).
            "hat dayîn",
            "hate dayîn",
            // Kurdish (Sorani).
            "پارەدراو",
            "پارە دراوە",
            // Arabic.
            "مدفوع",
            "تم الدفع",
            "مسدد",
            // Hebrew.
            "שולם",
            "שולמה",
            "משולם",
            // Yiddish.
            "באַצאָלט",
            // Urdu.
            "ادا شدہ",
            "ادا کر دیا",
            "ادائیگی ہو",
            // Hindi.
            "भुगतान हो गया",
            "भुगतान किया",
            "भुगतान हो चुका",
            "चुकाया",
            // Bengali.
            "পরিশোধিত",
            "পরিশোধ করা",
            // Assamese.
            "পৰিশোধিত",
            // Odia.
            "ପରିଶୋଧିତ",
            // Gujarati.
            "ચૂકવેલ",
            "ચૂકવ્યું",
            "ચૂકવાઈ",
            "ચુકવણી થઈ",
            // Punjabi (Gurmukhi).
            "ਭੁਗਤਾਨ ਕੀਤਾ",
            "ਭੁਗਤਾਨ ਹੋ",
            // Marathi.
            "भरलेले",
            "भरले आहे",
            // Nepali.
            "भुक्तानी भएको",
            "भुक्तानी गरिएको",
            // Sinhala.
            "ගෙවා ඇත",
            "ගෙවූ",
            "ගෙවන ලද",
            // Tamil.
            "செலுத்தப்பட்ட",
            "செலுத்தப்பட்டது",
            // Telugu.
            "చెల్లించబడ",
            "చెల్లించిన",
            // Kannada.
            "ಪಾವತಿಸಲಾಗಿದೆ",
            "ಪಾವತಿಸಿದ",
            // Malayalam.
            "പണമടച്ച",
            // Chinese (Simplified).
            "已付",
            "已支付",
            "已付款",
            "已缴",
            // Chinese (Traditional).
            "已繳",
            // Japanese.
            "支払済",
            "支払い済",
            "支払われ",
            "入金済",
            "決済済",
            // Korean.
            "지불됨",
            "결제 완료",
            "결제완료",
            "납부 완료",
            "지불 완료",
            "결제됨",
            "납부됨",
            // Mongolian (Cyrillic).
            "төлөгдсөн",
            // Burmese.
            "ပေးချေပြီး",
            "ငွေပေးပြီး",
            // Thai.
            "ชำระแล้ว",
            "จ่ายแล้ว",
            // Lao.
            "ຈ່າຍແລ້ວ",
            "ຊຳລະແລ້ວ",
            // Khmer.
            "បានបង់",
            // Vietnamese.
            "đã thanh toán",
            "đã trả",
            // Indonesian.
            "dibayar",
            "lunas",
            "terbayar",
            "sudah bayar",
            // Malay.
            "telah dibayar",
            // Tagalog.
            "bayad na",
            "nabayaran",
            // Cebuano.
            "nabayran",
            // Amharic.
            "ተከፍሏል",
            // Tigrinya.
            "ተኸፊሉ",
            // Somali.
            "la bixiyay",
            // Swahili.
            "imelipwa",
            "limelipwa",
            "kimelipwa",
            "amelipwa",
            // Hausa.
            "an biya",
            // Igbo.
            "akwụọla",
            // Kinyarwanda.
            "byishyuwe",
            "yishyuwe",
            // Zulu.
            "kukhokhiwe",
            "ikhokhiwe",
            // Xhosa.
            "ihlawulwe",
            "kuhlawulwe",
            // Sesotho.
            "lefilwe",
            // Malagasy.
            "voaloa",
            // Haitian Creole.
            "fin peye",
            // Luxembourgish.
            "bezuelt",
            // Frisian.
            "betelle",
        ],
    ),
    (
        "unpaid",
        &[
            // Spanish.
            "impagad",
            "no pagad",
            "sin pagar",
            "pendiente de pago",
            // French.
            "impayé",
            "non payé",
            "non réglé",
            // German.
            "unbezahlt",
            "nicht bezahlt",
            // Italian.
            "non pagat",
            "insolut",
            // Portuguese.
            "não pago",
            "não paga",
            "impag",
            // Dutch.
            "onbetaald",
            "niet betaald",
            // Afrikaans.
            "onbetaal",
            "nie betaal",
            // Danish.
            "ubetalt",
            "ikke betalt",
            // Swedish.
            "obetald",
            "obetalt",
            "obetalda",
            "inte betald",
            // Icelandic.
            "ógreidd",
            "ógreitt",
            "ógreiddur",
            // Catalan.
            "impagat",
            "impagada",
            "no pagat",
            "no pagada",
            // Galician.
            "non pagad",
            // Basque.
            "ordaindu gabe",
            // Welsh.
            "heb ei dalu",
            "heb dalu",
            // Irish.
            "gan íoc",
            "neamhíoctha",
            // Scottish Gaelic.
            "gun phàigheadh",
            // Esperanto.
            "nepagit",
            // Maltese.
            "mhux imħallas",
            // Romanian.
            "neplătit",
            "neachitat",
            // Russian.
            "неоплачен",
            "не оплачен",
            // Belarusian.
            "неаплачан",
            // Polish.
            "nieopłacon",
            "niezapłacon",
            // Czech.
            "nezaplacen",
            "neuhrazen",
            // Slovak.
            "nezaplaten",
            "neuhraden",
            // Slovenian.
            "neplačan",
            // Croatian/Bosnian/Serbian (Latin).
            "neplaćen",
            // Serbian (Cyrillic).
            "неплаћен",
            // Macedonian.
            "неплатен",
            "неплатена",
            // Bulgarian.
            "неплатено",
            "неплатени",
            // Lithuanian.
            "neapmokėt",
            "nesumokėt",
            // Latvian.
            "nesamaksāt",
            "neapmaksāt",
            // Estonian.
            "maksmata",
            "tasumata",
            // Finnish.
            "maksamat",
            // Hungarian.
            "fizetetlen",
            "kifizetetlen",
            "nincs kifizetve",
            // Greek.
            "απλήρωτ",
            "ανεξόφλητ",
            "δεν έχει πληρωθεί",
            // Albanian.
            "papaguar",
            // Armenian.
            "չվճարված",
            // Georgian.
            "გადაუხდელ",
            // Tatar.
            "түләнмәгән",
            // Turkish.
            "ödenmedi",
            "ödenmemiş",
            // Azerbaijani.
            "ödənilməyib",
            "ödənilməmiş",
            "ödənməmiş",
            // Turkmen.
            "tölenmedik",
            "tölenmedi",
            // Kazakh.
            "төленбеген",
            "төленбеді",
            // Kyrgyz.
            "төлөнбөгөн",
            // Uzbek (Latin).
            "to'lanmagan",
            "toʻlanmagan",
            // Uyghur.
            "تۆلەنمىگەن",
            // Tajik.
            "пардохт нашуда",
            "пардохтнашуда",
            // Persian.
            "پرداخت نشده",
            "پرداخت‌نشده",
            // Kurdish (Kurmanji).
            "nehatiye dayîn",
            // Kurdish (Sorani).
            "پارە نەدراو",
            // Arabic.
            "غير مدفوع",
            "لم يتم الدفع",
            "غير مسدد",
            // Hebrew.
            "לא שולם",
            "לא שולמה",
            "לא משולם",
            // Yiddish.
            "ניט באַצאָלט",
            // Urdu.
            "غیر ادا شدہ",
            "ادا نہیں",
            // Hindi.
            "भुगतान नहीं हुआ",
            "भुगतान नहीं किया",
            "बकाया",
            // Bengali.
            "অপরিশোধিত",
            "বকেয়া",
            // Assamese.
            "অপৰিশোধিত",
            // Odia.
            "ଅପରିଶୋଧିତ",
            "ବକେୟା",
            // Gujarati.
            "ચૂકવ્યું નથી",
            "ચૂકવણી બાકી",
            // Punjabi (Gurmukhi).
            "ਭੁਗਤਾਨ ਨਹੀਂ",
            "ਬਕਾਇਆ",
            // Marathi.
            "न भरलेले",
            "भरलेले नाही",
            "थकबाकी",
            // Nepali.
            "भुक्तानी नभएको",
            // Sinhala.
            "නොගෙවූ",
            "ගෙවා නැත",
            // Tamil.
            "செலுத்தப்படாத",
            "செலுத்தப்படவில்லை",
            // Telugu.
            "చెల్లించని",
            "చెల్లించబడలేదు",
            // Kannada.
            "ಪಾವತಿಸದ",
            "ಪಾವತಿಸಲಾಗಿಲ್ಲ",
            // Malayalam.
            "അടയ്ക്കാത്ത",
            "പണമടയ്ക്കാത്ത",
            // Chinese (Simplified).
            "未付",
            "未支付",
            "未付款",
            "未缴",
            "欠款",
            // Chinese (Traditional).
            "未繳",
            // Japanese.
            "未払",
            "未納",
            "未入金",
            "未決済",
            // Korean.
            "미지급",
            "미납",
            "미결제",
            "미불",
            // Mongolian (Cyrillic).
            "төлөгдөөгүй",
            "төлөөгүй",
            // Burmese.
            "မပေးရသေး",
            "မပေးချေရသေး",
            // Thai.
            "ยังไม่ชำระ",
            "ยังไม่จ่าย",
            "ค้างชำระ",
            // Lao.
            "ຍັງບໍ່ໄດ້ຈ່າຍ",
            "ບໍ່ທັນຈ່າຍ",
            "ຄ້າງຈ່າຍ",
            // Khmer.
            "មិនទាន់បង់",
            "មិនបានបង់",
            // Vietnamese.
            "chưa thanh toán",
            "chưa trả",
            // Indonesian.
            "belum dibayar",
            "belum lunas",
            "belum bayar",
            "tidak dibayar",
            // Malay.
            "tertunggak",
            // Javanese.
            "durung dibayar",
            "durung lunas",
            // Sundanese.
            "teu acan dibayar",
            "can dibayar",
            // Tagalog.
            "hindi pa bayad",
            "hindi nabayaran",
            // Cebuano.
            "wala pa nabayran",
            // Amharic.
            "ያልተከፈለ",
            "አልተከፈለም",
            // Tigrinya.
            "ዘይተኸፍለ",
            // Somali.
            "aan la bixin",
            // Swahili.
            "haijalipwa",
            "halijalipwa",
            // Hausa.
            "ba a biya ba",
            // Kinyarwanda.
            "bitishyuwe",
            "itishyuwe",
            // Malagasy.
            "tsy voaloa",
            // Haitian Creole.
            "pa peye",
            // Luxembourgish.
            "onbezuelt",
            "net bezuelt",
            // Frisian.
            "net betelle",
        ],
    ),
    (
        "overdue",
        &[
            // Spanish.
            "vencid",
            "atrasad",
            "en mora",
            // French.
            "en retard",
            "échu",
            "échue",
            "en souffrance",
            // German.
            "überfällig",
            // Italian.
            "scadut",
            "in ritardo",
            "arretrat",
            // Portuguese.
            "em atraso",
            // Dutch.
            "achterstallig",
            "te laat",
            // Afrikaans.
            "agterstallig",
            // Danish.
            "forfalden",
            "forfaldne",
            "overskredet",
            "i restance",
            // Norwegian.
            "forfalt",
            "forfalte",
            "på overtid",
            // Swedish.
            "förfallen",
            "förfallet",
            "förfallna",
            "försenad",
            "försenat",
            // Icelandic.
            "í vanskilum",
            "gjaldfallin",
            // Catalan.
            "vençut",
            "vençuda",
            "endarrerit",
            // Esperanto.
            "malfru",
            // Maltese.
            "skadut",
            "skaduta",
            // Romanian.
            "restant",
            "întârziat",
            // Russian.
            "просрочен",
            // Ukrainian.
            "прострочен",
            // Belarusian.
            "пратэрмінаван",
            // Polish.
            "zaległ",
            "przeterminowan",
            "po terminie",
            // Czech.
            "po splatnosti",
            "opožděn",
            // Slovak.
            "oneskoren",
            // Slovenian.
            "zapadl",
            "zamujen",
            "v zamudi",
            // Croatian/Bosnian/Serbian (Latin).
            "dospjel",
            "dospel",
            "u kašnjenju",
            // Serbian (Cyrillic).
            "доспел",
            "у кашњењу",
            "закаснел",
            // Macedonian.
            "задоцнет",
            "доспеан",
            // Bulgarian.
            "закъснял",
            // Lithuanian.
            "pradelst",
            // Latvian.
            "nokavēt",
            // Estonian.
            "tähtaja ületanud",
            "üle tähtaja",
            "hilinenud",
            // Finnish.
            "erääntyn",
            "myöhässä",
            "myöhästyn",
            // Hungarian.
            "lejárt",
            "késedelmes",
            // Greek.
            "ληξιπρόθεσμ",
            "καθυστερημέν",
            // Albanian.
            "i vonuar",
            "e vonuar",
            "të vonuar",
            // Armenian.
            "ժամկետանց",
            "ուշացած",
            // Georgian.
            "ვადაგადაცილებულ",
            // Tatar.
            "вакыты чыккан",
            "кичектерелгән",
            // Turkish.
            "vadesi geçmiş",
            "vadesi geçti",
            "gecikmiş",
            "gecikmede",
            // Azerbaijani.
            "vaxtı keçmiş",
            // Turkmen.
            "möhleti geçen",
            "gijikdirilen",
            // Kazakh.
            "мерзімі өткен",
            "кешіктірілген",
            // Kyrgyz.
            "мөөнөтү өткөн",
            "кечиктирилген",
            // Uzbek (Latin).
            "muddati o'tgan",
            "muddati oʻtgan",
            "kechiktirilgan",
            // Uyghur.
            "ۋاقتى ئۆتكەن",
            "مۇددىتى ئۆتكەن",
            // Tajik.
            "мӯҳлаташ гузашта",
            // Persian.
            "معوق",
            "سررسید گذشته",
            // Kurdish (Kurmanji).
            "derengmayî",
            "dereng mayî",
            // Kurdish (Sorani).
            "دواکەوتوو",
            // Arabic.
            "متأخر",
            "مستحق الدفع",
            // Hebrew.
            "באיחור",
            "שעבר מועדו",
            "בפיגור",
            // Yiddish.
            "פֿאַרשפּעטיקט",
            // Urdu.
            "واجب الادا",
            "زائد المیعاد",
            // Hindi.
            "अतिदेय",
            "विलंबित",
            // Bengali.
            "মেয়াদোত্তীর্ণ",
            // Odia.
            "ଅତିଦେୟ",
            // Gujarati.
            "મુદતવીતી",
            "મુદત વીતી",
            // Punjabi (Gurmukhi).
            "ਮਿਆਦ ਪੁੱਗੀ",
            // Marathi.
            "थकीत",
            "मुदत उलटून",
            "मुदतबाह्य",
            // Nepali.
            "म्याद नाघेको",
            "बक्यौता",
            // Sinhala.
            "කල් ඉකුත්",
            "ප්‍රමාද",
            // Tamil.
            "காலம் கடந்த",
            "தாமதமான",
            // Telugu.
            "గడువు దాటిన",
            "గడువు మీరిన",
            // Kannada.
            "ಅವಧಿ ಮೀರಿದ",
            // Malayalam.
            "കുടിശ്ശിക",
            "കാലാവധി കഴിഞ്ഞ",
            // Chinese (Simplified).
            "逾期",
            "超期",
            // Japanese.
            "期限切れ",
            "延滞",
            "期日超過",
            "滞納",
            "期限超過",
            // Korean.
            "연체",
            "기한 초과",
            "기한초과",
            "기한이 지난",
            // Mongolian (Cyrillic).
            "хугацаа хэтэрсэн",
            "хугацаа нь хэтэрсэн",
            // Burmese.
            "သတ်မှတ်ရက်ကျော်",
            // Thai.
            "เกินกำหนด",
            "ค้างชำระ",
            "เลยกำหนด",
            // Lao.
            "ເກີນກຳນົດ",
            "ກາຍກຳນົດ",
            // Khmer.
            "ហួសកំណត់",
            "ហួសពេល",
            // Vietnamese.
            "quá hạn",
            "trễ hạn",
            // Indonesian.
            "lewat jatuh tempo",
            "terlambat",
            "menunggak",
            "tertunggak",
            // Malay.
            "melebihi tarikh",
            // Javanese.
            "telat",
            // Tagalog.
            "atrasado",
            "lampas na",
            // Amharic.
            "ጊዜው ያለፈበት",
            "የዘገየ",
            // Somali.
            "dib u dhacay",
            "daahay",
            // Swahili.
            "imechelewa",
            "limechelewa",
            "kimechelewa",
            "iliyochelewa",
            // Hausa.
            "ya wuce lokaci",
            // Kinyarwanda.
            "byarengeje igihe",
            "yarengeje igihe",
            // Malagasy.
            "tara",
            // Haitian Creole.
            "an reta",
            // Luxembourgish.
            "iwwerfälleg",
        ],
    ),
    (
        "refunded",
        &[
            // Spanish.
            "reembolsad",
            // French.
            "remboursé",
            // German.
            "erstattet",
            "rückerstattet",
            "zurückerstattet",
            // Italian.
            "rimborsat",
            // Dutch.
            "terugbetaald",
            "gerestitueerd",
            // Afrikaans.
            "terugbetaal",
            // Danish.
            "refunderet",
            "tilbagebetalt",
            // Norwegian.
            "refundert",
            "tilbakebetalt",
            // Swedish.
            "återbetald",
            "återbetalt",
            "återbetalda",
            "refunderad",
            "refunderat",
            // Icelandic.
            "endurgreitt",
            "endurgreidd",
            "endurgreiddur",
            // Catalan.
            "reemborsat",
            "reemborsada",
            // Welsh.
            "wedi'i ad-dalu",
            "ad-dalwyd",
            // Irish.
            "aisíoctha",
            // Scottish Gaelic.
            "air a phàigheadh air ais",
            // Esperanto.
            "repagit",
            // Maltese.
            "rimborżat",
            // Romanian.
            "rambursat",
            // Russian.
            "возмещен",
            "возмещён",
            "средства возвращены",
            "деньги возвращены",
            // Ukrainian.
            "відшкодован",
            "кошти повернуто",
            // Polish.
            "zrefundowan",
            "środki zwrócone",
            "zwrot środków",
            // Czech.
            "refundován",
            "peníze vrácen",
            // Slovak.
            "refundovan",
            "peniaze vrátené",
            // Slovenian.
            "povrnjen",
            // Croatian/Bosnian/Serbian (Latin).
            "refundiran",
            "novac je vraćen",
            "novac vraćen",
            // Serbian (Cyrillic).
            "рефундиран",
            "новац враћен",
            // Bulgarian.
            "сумата е възстановена",
            "възстановени средства",
            // Latvian.
            "atmaksāt",
            // Estonian.
            "raha tagastatud",
            "hüvitatud",
            // Finnish.
            "hyvitetty",
            "rahat palautettu",
            // Hungarian.
            "visszatérítv",
            "visszatérített",
            // Greek.
            "επιστροφή χρημάτων",
            // Albanian.
            "rimbursuar",
            // Armenian.
            "փոխհատուցված",
            // Georgian.
            "ანაზღაურებულ",
            "თანხა დაბრუნდა",
            // Turkish.
            "para iadesi",
            "ücret iadesi",
            "geri ödendi",
            "geri ödenmiş",
            // Azerbaijani.
            "pul qaytarıldı",
            "geri ödənildi",
            // Kazakh.
            "ақша қайтарылды",
            // Kyrgyz.
            "акча кайтарылды",
            // Uzbek (Latin).
            "pul qaytarildi",
            "pul qaytarilgan",
            // Persian.
            "بازپرداخت شد",
            "وجه مسترد",
            // Arabic.
            "تم استرداد",
            "تم رد المبلغ",
            "المبلغ مسترد",
            // Hebrew.
            "הכסף הוחזר",
            "בוצע החזר",
            "הוחזר התשלום",
            // Urdu.
            "رقم واپس",
            // Hindi.
            "धनवापसी",
            "रिफंड",
            "पैसे वापस",
            // Bengali.
            "টাকা ফেরত",
            "রিফান্ড",
            // Gujarati.
            "રિફંડ",
            "પૈસા પરત",
            // Punjabi (Gurmukhi).
            "ਰਿਫੰਡ",
            "ਪੈਸੇ ਵਾਪਸ",
            // Marathi.
            "परतावा",
            "पैसे परत",
            // Nepali.
            "रकम फिर्ता",
            "रिफन्ड",
            // Sinhala.
            "මුදල් ආපසු",
            // Tamil.
            "பணம் திரும்ப",
            // Telugu.
            "రీఫండ్",
            "డబ్బు వాపసు",
            // Kannada.
            "ಮರುಪಾವತಿ",
            // Malayalam.
            "റീഫണ്ട്",
            "പണം തിരികെ",
            // Chinese (Simplified).
            "已退款",
            "退款成功",
            // Japanese.
            "返金済",
            "返金され",
            // Korean.
            "환불",
            // Mongolian (Cyrillic).
            "мөнгө буцаасан",
            "буцаан олгосон",
            // Burmese.
            "ငွေပြန်အမ်း",
            // Thai.
            "คืนเงินแล้ว",
            "คืนเงิน",
            // Lao.
            "ຄືນເງິນ",
            // Khmer.
            "បានសងប្រាក់វិញ",
            "សងប្រាក់វិញ",
            // Vietnamese.
            "đã hoàn tiền",
            "hoàn tiền",
            // Indonesian.
            "dana dikembalikan",
            "uang dikembalikan",
            "refund",
            // Malay.
            "bayaran balik",
            "wang dikembalikan",
            // Tagalog.
            "na-refund",
            // Swahili.
            "pesa zimerejeshwa",
            // Malagasy.
            "naverina ny vola",
            // Haitian Creole.
            "ranbouse",
            // Luxembourgish.
            "zréckbezuelt",
            "rembourséiert",
            // Frisian.
            "werombetelle",
        ],
    ),
    (
        "cancelled",
        &[
            // Spanish.
            "cancelad",
            "anulad",
            // French.
            "annulé",
            // German.
            "storniert",
            "abgesagt",
            "gekündigt",
            "annulliert",
            // Italian.
            "annullat",
            "cancellat",
            "disdett",
            // Dutch.
            "geannuleerd",
            // Afrikaans.
            "gekanselleer",
            // Danish.
            "annulleret",
            "aflyst",
            // Norwegian.
            "kansellert",
            "avlyst",
            // Swedish.
            "annullerad",
            "annullerat",
            "inställd",
            "inställt",
            "avbokad",
            "avbokat",
            // Icelandic.
            "aflýst",
            // Catalan.
            "cancel·lat",
            "cancel·lada",
            "anul·lat",
            "anul·lada",
            // Basque.
            "bertan behera",
            "ezeztatu",
            // Welsh.
            "wedi'i ganslo",
            "canslwyd",
            // Irish.
            "cealaithe",
            // Scottish Gaelic.
            "air a chur dheth",
            // Esperanto.
            "nuligit",
            // Maltese.
            "ikkanċellat",
            "ikkanċellata",
            // Romanian.
            "anulat",
            // Russian.
            "отменен",
            "отменён",
            "аннулирован",
            // Ukrainian.
            "скасован",
            // Belarusian.
            "адменен",
            "скасаван",
            // Polish.
            "anulowan",
            "odwołan",
            // Czech.
            "zrušen",
            // Slovenian.
            "preklican",
            // Croatian/Bosnian/Serbian (Latin).
            "otkazan",
            // Serbian (Cyrillic).
            "отказан",
            // Macedonian.
            "откажан",
            "поништен",
            // Bulgarian.
            "анулиран",
            // Lithuanian.
            "atšaukt",
            // Latvian.
            "atcelt",
            // Estonian.
            "tühistatud",
            // Finnish.
            "peruttu",
            "peruutettu",
            // Hungarian.
            "lemondva",
            "lemondott",
            "visszavonva",
            "elmaradt",
            // Greek.
            "ακυρώθηκε",
            "ακυρωμέν",
            // Albanian.
            "anuluar",
            // Armenian.
            "չեղարկված",
            "չեղյալ",
            // Georgian.
            "გაუქმებულ",
            "გაუქმდა",
            // Tatar.
            "юкка чыгарылган",
            // Turkish.
            "iptal edildi",
            "iptal edilmiş",
            "iptal",
            // Azerbaijani.
            "ləğv edilib",
            "ləğv edildi",
            "ləğv edilmiş",
            // Turkmen.
            "ýatyryldy",
            "ýatyrylan",
            // Kazakh.
            "күшін жойды",
            "болдырылмады",
            // Kyrgyz.
            "жокко чыгарылды",
            "жокко чыгарылган",
            // Uzbek (Latin).
            "bekor qilindi",
            "bekor qilingan",
            // Uyghur.
            "ئەمەلدىن قالدۇرۇلدى",
            "بىكار قىلىندى",
            // Tajik.
            "бекор шуд",
            "бекоршуда",
            "лағв шуд",
            // Persian.
            "لغو شد",
            "لغو شده",
            // Pashto.
            "لغوه شو",
            "لغو شو",
            // Kurdish (Kurmanji).
            "hat betalkirin",
            "hate betalkirin",
            "betalkirî",
            // Kurdish (Sorani).
            "هەڵوەشێنرایەوە",
            "هەڵوەشاوە",
            // Arabic.
            "ملغى",
            "ملغي",
            "ملغاة",
            "تم الإلغاء",
            "ألغي",
            "أُلغي",
            // Hebrew.
            "בוטל",
            "בוטלה",
            "מבוטל",
            // Yiddish.
            "אָפּגערופֿן",
            "אַנולירט",
            // Urdu.
            "منسوخ",
            "کینسل",
            // Hindi.
            "रद्द",
            // Bengali.
            "বাতিল",
            // Odia.
            "ବାତିଲ",
            // Gujarati.
            "રદ",
            // Punjabi (Gurmukhi).
            "ਰੱਦ",
            // Sinhala.
            "අවලංගු",
            // Tamil.
            "ரத்து",
            // Telugu.
            "రద్దు",
            // Kannada.
            "ರದ್ದು",
            "ರದ್ದಾ",
            // Malayalam.
            "റദ്ദാക്കി",
            "റദ്ദാക്ക",
            // Chinese (Simplified).
            "已取消",
            "被取消",
            "取消了",
            // Japanese.
            "キャンセル",
            "取り消",
            "取消",
            "中止",
            // Korean.
            "취소",
            // Mongolian (Cyrillic).
            "цуцлагдсан",
            "цуцалсан",
            // Burmese.
            "ပယ်ဖျက်",
            // Thai.
            "ยกเลิก",
            // Lao.
            "ຍົກເລີກ",
            // Khmer.
            "បានលុបចោល",
            "លុបចោល",
            // Vietnamese.
            "đã hủy",
            "bị hủy",
            "hủy bỏ",
            // Indonesian.
            "dibatalkan",
            "batal",
            // Javanese.
            "dibatalake",
            // Sundanese.
            "dibatalkeun",
            // Tagalog.
            "kinansela",
            "nakansela",
            "kanselado",
            // Cebuano.
            "gikansela",
            // Amharic.
            "ተሰርዟል",
            // Tigrinya.
            "ተሰሪዙ",
            // Somali.
            "la joojiyay",
            "la baajiyay",
            // Swahili.
            "imeghairiwa",
            "imefutwa",
            // Hausa.
            "an soke",
            // Igbo.
            "kagburu",
            // Yoruba.
            "fagilé",
            "fagile",
            // Zulu.
            "kukhanseliwe",
            // Xhosa.
            "kurhoxisiwe",
            // Malagasy.
            "nofoanana",
            // Haitian Creole.
            "anile",
            // Maori.
            "kua whakakorea",
            // Luxembourgish.
            "annuléiert",
            "ofgesot",
            // Frisian.
            "annulearre",
        ],
    ),
    (
        "shipped",
        &[
            // Spanish.
            "enviad",
            "despachad",
            // French.
            "expédié",
            // German.
            "versandt",
            "versendet",
            "verschickt",
            // Italian.
            "spedit",
            // Dutch.
            "verzonden",
            // Afrikaans.
            "gestuur",
            // Danish.
            "afsendt",
            "sendt",
            // Norwegian.
            "avsendt",
            // Swedish.
            "skickad",
            "skickat",
            "skickade",
            "avsänd",
            "avsänt",
            // Icelandic.
            "sendur",
            // Catalan.
            "enviat",
            "enviada",
            "expedit ",
            "expedida",
            // Basque.
            "bidalita",
            // Welsh.
            "wedi'i anfon",
            "anfonwyd",
            // Irish.
            "seolta",
            // Scottish Gaelic.
            "air a chur",
            // Breton.
            "kaset",
            // Esperanto.
            "sendit",
            "ekspedit",
            // Maltese.
            "mibgħut",
            "mibgħuta",
            // Romanian.
            "expediat",
            "trimis",
            // Russian.
            "отправлен",
            // Ukrainian.
            "відправлен",
            // Belarusian.
            "адпраўлен",
            // Polish.
            "wysłan",
            // Czech.
            "odeslán",
            "expedován",
            // Slovak.
            "odoslan",
            "expedovan",
            // Slovenian.
            "poslan",
            "odposlan",
            // Croatian/Bosnian/Serbian (Latin).
            "poslat",
            "otpremljen",
            // Serbian (Cyrillic).
            "послат",
            "послан",
            "отпремљен",
            // Macedonian.
            "испратен",
            "пратен",
            // Bulgarian.
            "изпратен",
            // Lithuanian.
            "išsiųst",
            // Latvian.
            "nosūtīt",
            // Estonian.
            "saadetud",
            "välja saadetud",
            // Finnish.
            "lähetetty",
            // Hungarian.
            "elküldve",
            "feladva",
            "postázva",
            // Greek.
            "απεστάλη",
            "στάλθηκε",
            "αποστάλθηκε",
            "απεσταλμέν",
            // Albanian.
            "dërguar",
            // Armenian.
            "ուղարկված",
            // Georgian.
            "გაგზავნილ",
            "გაიგზავნა",
            // Tatar.
            "җибәрелгән",
            "җибәрелде",
            // Bashkir.
            "ебәрелгән",
            // Turkish.
            "gönderildi",
            "kargoya verildi",
            "kargolandı",
            "sevk edildi",
            // Azerbaijani.
            "göndərildi",
            "göndərilib",
            "göndərilmiş",
            // Turkmen.
            "iberildi",
            "ugradyldy",
            // Kazakh.
            "жіберілді",
            "жөнелтілді",
            // Kyrgyz.
            "жөнөтүлдү",
            "жөнөтүлгөн",
            // Uzbek (Latin).
            "jo'natildi",
            "joʻnatildi",
            "yuborildi",
            "jo'natilgan",
            "joʻnatilgan",
            // Uyghur.
            "ئەۋەتىلدى",
            "يوللاندى",
            // Tajik.
            "фиристода шуд",
            "ирсол шуд",
            // Persian.
            "ارسال شد",
            "ارسال شده",
            // Pashto.
            "واستول شو",
            "ولېږل شو",
            // Kurdish (Kurmanji).
            "hat şandin",
            "hate şandin",
            "şandî",
            // Kurdish (Sorani).
            "نێردرا",
            "ڕەوانەکرا",
            // Arabic.
            "تم الشحن",
            "تم شحن",
            // Hebrew.
            "נשלח",
            "נשלחה",
            "נשלחו",
            // Yiddish.
            "געשיקט",
            // Urdu.
            "بھیج دیا",
            "روانہ",
            "بھیجا گیا",
            // Hindi.
            "भेज दिया",
            "भेजा गया",
            "रवाना",
            // Bengali.
            "পাঠানো হয়েছে",
            "প্রেরিত",
            // Assamese.
            "পঠিওৱা হৈছে",
            "প্ৰেৰিত",
            // Odia.
            "ପଠାଯାଇଛି",
            "ପ୍ରେରିତ",
            // Gujarati.
            "મોકલવામાં આવ્યું",
            "મોકલેલ",
            "રવાના",
            // Punjabi (Gurmukhi).
            "ਭੇਜ ਦਿੱਤਾ",
            "ਭੇਜਿਆ ਗਿਆ",
            "ਰਵਾਨਾ",
            // Marathi.
            "पाठवले",
            // Nepali.
            "पठाइयो",
            "पठाइएको",
            // Sinhala.
            "යවා ඇත",
            "යවන ලද",
            // Tamil.
            "அனுப்பப்பட்ட",
            "அனுப்பப்பட்டது",
            // Telugu.
            "పంపబడ",
            "షిప్ చేయబడ",
            // Kannada.
            "ರವಾನಿಸಲಾಗಿದೆ",
            "ಕಳುಹಿಸಲಾಗಿದೆ",
            // Malayalam.
            "അയച്ചു",
            "ഷിപ്പ് ചെയ്തു",
            // Chinese (Simplified).
            "已发货",
            "已发出",
            "已寄出",
            "已出货",
            // Chinese (Traditional).
            "已發貨",
            "已出貨",
            "已發出",
            // Japanese.
            "発送済",
            "発送され",
            "出荷済",
            "出荷され",
            "発送しました",
            "出荷しました",
            // Korean.
            "발송됨",
            "발송 완료",
            "발송되",
            "출고 완료",
            "배송 중",
            "배송중",
            // Mongolian (Cyrillic).
            "илгээгдсэн",
            "илгээсэн",
            "ачуулсан",
            // Burmese.
            "ပို့ပြီး",
            // Thai.
            "จัดส่งแล้ว",
            "ส่งแล้ว",
            // Lao.
            "ສົ່ງແລ້ວ",
            "ຈັດສົ່ງແລ້ວ",
            // Khmer.
            "បានដឹកជញ្ជូន",
            "បានផ្ញើ",
            // Vietnamese.
            "đã gửi hàng",
            "đã gửi",
            "đã xuất kho",
            "đang giao",
            // Indonesian.
            "dikirim",
            "terkirim",
            // Malay.
            "dihantar",
            // Tagalog.
            "naipadala",
            "ipinadala",
            // Cebuano.
            "gipadala",
            // Amharic.
            "ተልኳል",
            // Tigrinya.
            "ተላኢኹ",
            // Somali.
            "la diray",
            // Swahili.
            "imesafirishwa",
            "limesafirishwa",
            "kimesafirishwa",
            "imetumwa",
            // Hausa.
            "an aika",
            // Kinyarwanda.
            "byoherejwe",
            "yoherejwe",
            // Zulu.
            "kuthunyelwe",
            "ithunyelwe",
            // Sesotho.
            "rometswe",
            // Malagasy.
            "nalefa",
            // Haitian Creole.
            "ekspedye",
            // Luxembourgish.
            "verschéckt",
            "geschéckt",
            // Frisian.
            "ferstjoerd",
        ],
    ),
    (
        "delivered",
        &[
            // Spanish.
            "entregad",
            // French.
            "livré",
            // German.
            "geliefert",
            "zugestellt",
            "ausgeliefert",
            // Italian.
            "consegnat",
            // Portuguese.
            "entregue",
            "entregues",
            // Dutch.
            "geleverd",
            "afgeleverd",
            // Afrikaans.
            "afgelewer",
            "gelewer",
            // Danish.
            "leveret",
            // Norwegian.
            "levert",
            // Swedish.
            "levererad",
            "levererat",
            "levererade",
            // Icelandic.
            "afhent",
            // Catalan.
            "lliurat",
            "lliurada",
            "entregat",
            "entregada",
            // Basque.
            "entregatu",
            // Welsh.
            "wedi'i ddosbarthu",
            // Irish.
            "seachadta",
            // Scottish Gaelic.
            "air a lìbhrigeadh",
            // Esperanto.
            "liverit",
            // Maltese.
            "ikkunsinnat",
            "ikkunsinnata",
            // Romanian.
            "livrat",
            // Russian.
            "доставлен",
            // Belarusian.
            "дастаўлен",
            // Polish.
            "dostarczon",
            "doręczon",
            // Czech.
            "doručen",
            // Slovenian.
            "dostavljen",
            // Croatian/Bosnian/Serbian (Latin).
            "isporučen",
            // Serbian (Cyrillic).
            "достављен",
            "испоручен",
            // Macedonian.
            "доставен",
            "испорачан",
            // Bulgarian.
            "доставена",
            "доставено",
            "доставени",
            // Lithuanian.
            "pristatyt",
            // Latvian.
            "piegādāt",
            // Estonian.
            "kohale toimetatud",
            "kätte toimetatud",
            "tarnitud",
            // Finnish.
            "toimitettu",
            // Hungarian.
            "kézbesítve",
            "kézbesített",
            "leszállítva",
            "kiszállítva",
            // Greek.
            "παραδόθηκε",
            "παραδομέν",
            // Albanian.
            "dorëzuar",
            // Armenian.
            "հանձնված",
            "առաքված",
            // Georgian.
            "მიწოდებულ",
            "ჩაბარებულ",
            // Tatar.
            "китерелгән",
            "тапшырылган",
            // Bashkir.
            "килтерелгән",
            "тапшырылған",
            // Turkish.
            "teslim edildi",
            "teslim edilmiş",
            // Azerbaijani.
            "çatdırıldı",
            "çatdırılıb",
            "təhvil verildi",
            // Turkmen.
            "gowşuryldy",
            "eltildi",
            // Kazakh.
            "жеткізілді",
            "жеткізілген",
            "тапсырылды",
            // Kyrgyz.
            "жеткирилди",
            "жеткирилген",
            // Uzbek (Latin).
            "yetkazib berildi",
            "yetkazildi",
            "yetkazilgan",
            // Uyghur.
            "يەتكۈزۈلدى",
            "تاپشۇرۇلدى",
            // Tajik.
            "расонида шуд",
            "супорида шуд",
            // Persian.
            "تحویل داده شد",
            "تحویل شد",
            "تحویل داده شده",
            // Pashto.
            "وسپارل شو",
            "تحویل شو",
            // Kurdish (Kurmanji).
            "hat radest kirin",
            "hate radestkirin",
            // Kurdish (Sorani).
            "گەیەندرا",
            "ڕادەستکرا",
            // Arabic.
            "تم التسليم",
            "تم التوصيل",
            "تم تسليم",
            "تم توصيل",
            // Hebrew.
            "נמסר",
            "נמסרה",
            "נמסרו",
            "סופק",
            // Yiddish.
            "איבערגעגעבן",
            "געליפֿערט",
            // Urdu.
            "پہنچا دیا گیا",
            "ڈیلیور ہو",
            "حوالے کر دیا",
            // Hindi.
            "पहुँचा दिया",
            "डिलीवर",
            "सुपुर्द",
            "वितरित",
            // Bengali.
            "ডেলিভারি হয়েছে",
            "ডেলিভার্ড",
            "পৌঁছে দেওয়া হয়েছে",
            // Assamese.
            "ডেলিভাৰী হৈছে",
            // Odia.
            "ବିତରଣ କରାଯାଇଛି",
            "ଡେଲିଭରି ହୋଇଛି",
            // Gujarati.
            "ડિલિવર",
            "પહોંચાડ્યું",
            "પહોંચાડી દેવામાં",
            // Punjabi (Gurmukhi).
            "ਡਿਲੀਵਰ",
            "ਪਹੁੰਚਾ ਦਿੱਤਾ",
            // Marathi.
            "पोहोचवले",
            "डिलिव्हर",
            // Nepali.
            "डेलिभर",
            "वितरण गरियो",
            // Sinhala.
            "භාර දෙන ලද",
            "බෙදා හරින ලද",
            // Tamil.
            "டெலிவரி செய்யப்பட்ட",
            "ஒப்படைக்கப்பட்ட",
            // Telugu.
            "డెలివరీ చేయబడ",
            "అందజేయబడ",
            // Kannada.
            "ತಲುಪಿಸಲಾಗಿದೆ",
            "ವಿತರಿಸಲಾಗಿದೆ",
            // Malayalam.
            "ഡെലിവർ ചെയ്തു",
            "എത്തിച്ചു",
            // Chinese (Simplified).
            "已送达",
            "已签收",
            "已交付",
            "已投递",
            "送达",
            // Chinese (Traditional).
            "已送達",
            "已簽收",
            "已投遞",
            "送達",
            // Japanese.
            "配達済",
            "配達され",
            "お届け済",
            "配達完了",
            "納品済",
            // Korean.
            "배송 완료",
            "배송완료",
            "배달 완료",
            "배달완료",
            "배송됨",
            "배달됨",
            // Mongolian (Cyrillic).
            "хүргэгдсэн",
            "хүргэсэн",
            // Burmese.
            "ပို့ဆောင်ပြီး",
            // Thai.
            "จัดส่งสำเร็จ",
            "ส่งถึงแล้ว",
            "ส่งมอบแล้ว",
            // Lao.
            "ສົ່ງຮອດແລ້ວ",
            // Khmer.
            "បានប្រគល់",
            "បានដឹកដល់",
            // Vietnamese.
            "đã giao hàng",
            "đã giao",
            "giao thành công",
            // Indonesian.
            "telah sampai",
            "sudah sampai",
            "telah diantar",
            "terantar",
            // Malay.
            "diserahkan",
            // Tagalog.
            "naihatid",
            // Cebuano.
            "nahatod",
            // Amharic.
            "ደርሷል",
            // Somali.
            "la gaarsiiyay",
            // Swahili.
            "imewasilishwa",
            "limewasilishwa",
            "kimewasilishwa",
            "imefikishwa",
            // Hausa.
            "an isar",
            // Kinyarwanda.
            "byagejejwe",
            "yagejejwe",
            // Zulu.
            "kulethiwe",
            "ilethiwe",
            // Malagasy.
            "natolotra",
            // Luxembourgish.
            "geliwwert",
            // Frisian.
            "levere ",
        ],
    ),
    (
        "returned",
        &[
            // Spanish.
            "devuelt",
            // French.
            "retourné",
            // German.
            "zurückgesendet",
            "zurückgeschickt",
            "retourniert",
            "zurückgegeben",
            // Italian.
            "restituit",
            // Portuguese.
            "devolvid",
            // Dutch.
            "geretourneerd",
            "teruggestuurd",
            // Afrikaans.
            "teruggestuur",
            // Danish.
            "returneret",
            // Norwegian.
            "returnert",
            // Swedish.
            "returnerad",
            "returnerat",
            "returnerade",
            // Catalan.
            "retornat",
            "retornada",
            // Galician.
            "devolt",
            // Welsh.
            "wedi'i ddychwelyd",
            "dychwelwyd",
            // Irish.
            "curtha ar ais",
            "tugtha ar ais",
            // Scottish Gaelic.
            "air a thilleadh",
            // Esperanto.
            "resendit",
            "redonit",
            // Maltese.
            "irritornat",
            // Romanian.
            "returnat",
            // Russian.
            "возвращен",
            "возвращён",
            // Ukrainian.
            "повернен",
            "повернуто",
            // Belarusian.
            "вернут",
            // Polish.
            "zwrócon",
            // Czech.
            "vrácen",
            // Slovak.
            "vráten",
            // Slovenian.
            "vrnjen",
            // Croatian/Bosnian/Serbian (Latin).
            "vraćen",
            // Serbian (Cyrillic).
            "враћен",
            // Macedonian.
            "вратен",
            "вратена",
            "вратено",
            // Bulgarian.
            "върнат",
            // Lithuanian.
            "grąžint",
            // Latvian.
            "atgriezts",
            "atgriezta",
            // Estonian.
            "tagastatud",
            // Finnish.
            "palautettu",
            // Hungarian.
            "visszaküldve",
            "visszaküldött",
            "visszaadva",
            // Greek.
            "επιστράφηκε",
            "επεστράφη",
            "επιστραμμέν",
            // Albanian.
            "kthyer",
            // Armenian.
            "վերադարձված",
            // Georgian.
            "დაბრუნებულ",
            "დაბრუნდა",
            // Tatar.
            "кайтарылган",
            // Bashkir.
            "ҡайтарылған",
            // Turkish.
            "iade edildi",
            "iade edilmiş",
            // Azerbaijani.
            "qaytarıldı",
            "qaytarılıb",
            "qaytarılmış",
            // Turkmen.
            "gaýtaryldy",
            // Kazakh.
            "қайтарылды",
            "қайтарылған",
            // Kyrgyz.
            "кайтарылды",
            // Uzbek (Latin).
            "qaytarildi",
            "qaytarilgan",
            // Uyghur.
            "قايتۇرۇلدى",
            "قايتۇرۇلغان",
            // Tajik.
            "баргардонида шуд",
            "баргардонидашуда",
            // Persian.
            "مرجوع شد",
            "مرجوعی",
            "برگشت داده شد",
            "بازگردانده شد",
            // Kurdish (Kurmanji).
            "hat vegerandin",
            "hate vegerandin",
            "vegerandî",
            // Kurdish (Sorani).
            "گەڕێنرایەوە",
            // Arabic.
            "مرتجع",
            "تم الإرجاع",
            "تم إرجاع",
            // Hebrew.
            "הוחזר",
            "הוחזרה",
            "הוחזרו",
            // Yiddish.
            "אומגעקערט",
            // Urdu.
            "واپس کر دیا",
            "واپس کیا گیا",
            "واپس بھیج",
            // Hindi.
            "वापस कर दिया",
            "लौटा दिया",
            "लौटाया गया",
            "वापस किया गया",
            // Bengali.
            "ফেরত দেওয়া হয়েছে",
            "ফেরত পাঠানো",
            // Assamese.
            "ঘূৰাই দিয়া হৈছে",
            "ঘূৰাই পঠিওৱা",
            // Odia.
            "ଫେରସ୍ତ କରାଯାଇଛି",
            // Gujarati.
            "પરત કર્યું",
            "પરત કરવામાં",
            // Punjabi (Gurmukhi).
            "ਵਾਪਸ ਕਰ ਦਿੱਤਾ",
            "ਵਾਪਸ ਕੀਤਾ",
            // Marathi.
            "परत केले",
            "परत पाठवले",
            // Nepali.
            "फिर्ता गरियो",
            "फिर्ता गरिएको",
            // Sinhala.
            "ආපසු එවන ලද",
            "ආපසු යවන ලද",
            // Tamil.
            "திருப்பி அனுப்பப்பட்ட",
            "திருப்பி அளிக்கப்பட்ட",
            // Telugu.
            "తిరిగి ఇవ్వబడ",
            "తిరిగి పంపబడ",
            // Kannada.
            "ಹಿಂತಿರುಗಿಸಲಾಗಿದೆ",
            "ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ",
            // Malayalam.
            "തിരികെ നൽകി",
            "തിരിച്ചയച്ചു",
            // Chinese (Simplified).
            "已退货",
            "已退回",
            // Chinese (Traditional).
            "已退貨",
            // Japanese.
            "返品済",
            "返品され",
            "返却済",
            "返送され",
            // Korean.
            "반품",
            "반송",
            // Mongolian (Cyrillic).
            "буцаагдсан",
            // Burmese.
            "ပြန်ပို့",
            "ပြန်အပ်",
            // Thai.
            "คืนสินค้าแล้ว",
            "ส่งคืนแล้ว",
            "ตีกลับ",
            // Lao.
            "ສົ່ງຄືນ",
            "ສົ່ງກັບຄືນ",
            // Khmer.
            "បានប្រគល់វិញ",
            "ត្រឡប់មកវិញ",
            // Vietnamese.
            "đã trả lại",
            "đã hoàn trả",
            "trả hàng",
            "hoàn hàng",
            // Indonesian.
            "dikembalikan",
            "diretur",
            "retur",
            // Malay.
            "dipulangkan",
            // Javanese.
            "dibalèkaké",
            "dibalekake",
            // Sundanese.
            "dipulangkeun",
            "dibalikeun",
            // Tagalog.
            "ibinalik",
            "isinauli",
            "naibalik",
            // Cebuano.
            "giuli",
            // Amharic.
            "ተመልሷል",
            "ተመላሽ",
            // Tigrinya.
            "ተመሊሱ",
            // Somali.
            "la soo celiyay",
            "la celiyay",
            // Swahili.
            "imerejeshwa",
            "limerejeshwa",
            "kimerejeshwa",
            // Hausa.
            "an mayar",
            // Kinyarwanda.
            "byagaruwe",
            "yagaruwe",
            // Zulu.
            "kubuyiselwe",
            "ibuyiselwe",
            // Xhosa.
            "ibuyisiwe",
            // Malagasy.
            "naverina",
            // Haitian Creole.
            "retounen",
            // Luxembourgish.
            "zréckgeschéckt",
            "retournéiert",
            // Frisian.
            "weromstjoerd",
        ],
    ),
    (
        "completed",
        &[
            // Spanish.
            "completad",
            "finalizad",
            "terminad",
            // French.
            "terminé",
            "achevé",
            "complété",
            "finalisé",
            // German.
            "abgeschlossen",
            "erledigt",
            "beendet",
            "fertiggestellt",
            // Italian.
            "completat",
            "terminat ",
            "concluso",
            "conclusa",
            // Portuguese.
            "concluíd",
            // Dutch.
            "voltooid",
            "afgerond",
            "afgehandeld",
            // Afrikaans.
            "afgehandel",
            "voltooi",
            // Danish.
            "færdig",
            "afsluttet",
            "fuldført",
            "gennemført",
            // Norwegian.
            "fullført",
            "ferdig",
            "avsluttet",
            "gjennomført",
            // Swedish.
            "slutförd",
            "slutfört",
            "avslutad",
            "avslutat",
            "genomförd",
            "genomfört",
            "färdig",
            // Icelandic.
            "lokið",
            "fullgert",
            "klárað",
            // Catalan.
            "acabat",
            "finalitzat",
            "enllestit",
            // Galician.
            "rematad",
            // Basque.
            "osatuta",
            "amaituta",
            "bukatuta",
            // Welsh.
            "wedi'i gwblhau",
            "cwblhawyd",
            "gorffenedig",
            // Irish.
            "críochnaithe",
            "curtha i gcrích",
            // Scottish Gaelic.
            "crìochnaichte",
            // Esperanto.
            "finit ",
            "kompletigit",
            "plenumit",
            // Maltese.
            "komplut",
            "ikkompletat",
            "mitmum",
            // Romanian.
            "finalizat",
            "încheiat",
            // Russian.
            "завершен",
            "завершён",
            "выполнен",
            "законч",
            // Ukrainian.
            "виконан",
            // Belarusian.
            "завершан",
            "выканан",
            // Polish.
            "ukończon",
            "zakończon",
            "zrealizowan",
            "wykonan",
            // Czech.
            "dokončen",
            "ukončen",
            "vyřízen",
            // Slovenian.
            "zaključen",
            "končan",
            "dokončan",
            // Croatian/Bosnian/Serbian (Latin).
            "završen",
            "dovršen",
            // Serbian (Cyrillic).
            "завршен",
            "довршен",
            // Macedonian.
            "завршена",
            "завршено",
            // Bulgarian.
            "завършен",
            "приключен",
            "изпълнен",
            // Lithuanian.
            "užbaigt",
            "baigtas",
            "baigta",
            "įvykdyt",
            // Latvian.
            "pabeigts",
            "pabeigta",
            "izpildīts",
            // Estonian.
            "lõpetatud",
            "valmis",
            "tehtud",
            // Finnish.
            "suoritettu",
            "päättyn",
            "valmistunut",
            // Hungarian.
            "befejez",
            "teljesítve",
            "lezajlott",
            // Greek.
            "ολοκληρώθηκε",
            "ολοκληρωμέν",
            // Albanian.
            "përfunduar",
            "kryer",
            // Armenian.
            "ավարտված",
            "ավարտվել",
            "կատարված",
            // Georgian.
            "დასრულებულ",
            "დასრულდა",
            "შესრულებულ",
            // Tatar.
            "тәмамланган",
            "тәмамланды",
            "төгәлләнгән",
            // Bashkir.
            "тамамланған",
            "тамамланды",
            // Turkish.
            "tamamlandı",
            "tamamlanmış",
            "bitti",
            "bitmiş",
            // Azerbaijani.
            "tamamlanıb",
            "başa çatdı",
            // Turkmen.
            "tamamlandy",
            "tamamlanan",
            // Kazakh.
            "аяқталды",
            "аяқталған",
            "орындалды",
            // Kyrgyz.
            "аякталды",
            "аякталган",
            "бүттү",
            // Uzbek (Latin).
            "yakunlandi",
            "yakunlangan",
            "bajarildi",
            "bajarilgan",
            "tugallandi",
            "tugallangan",
            // Uyghur.
            "تاماملاندى",
            "تاماملانغان",
            "پۈتتى",
            // Tajik.
            "анҷом ёфт",
            "анҷомёфта",
            "иҷро шуд",
            "тамом шуд",
            // Persian.
            "تکمیل شد",
            "تکمیل شده",
            "انجام شد",
            "انجام شده",
            "به پایان رسید",
            // Pashto.
            "بشپړ شو",
            "بشپړ شوی",
            "پای ته ورسید",
            // Kurdish (Kurmanji).
            "temam bû",
            "qediya",
            "bi dawî bû",
            // Kurdish (Sorani).
            "تەواو بوو",
            "تەواوکرا",
            "کۆتایی هات",
            // Arabic.
            "مكتمل",
            "اكتمل",
            "منجز",
            "تم الانتهاء",
            "تم الإنجاز",
            // Hebrew.
            "הושלם",
            "הושלמה",
            "הושלמו",
            "בוצע",
            "הסתיים",
            // Yiddish.
            "פֿאַרענדיקט",
            "געענדיקט",
            // Urdu.
            "مکمل",
            "ختم ہو",
            // Hindi.
            "पूर्ण हो",
            "पूरा हो",
            "पूरा किया",
            "संपन्न",
            "सम्पन्न",
            // Bengali.
            "সম্পন্ন",
            // Odia.
            "ସମ୍ପନ୍ନ",
            "ସମ୍ପୂର୍ଣ୍ଣ",
            // Gujarati.
            "પૂર્ણ થ",
            "પૂરું થ",
            "સંપન્ન",
            // Punjabi (Gurmukhi).
            "ਪੂਰਾ ਹੋ",
            "ਮੁਕੰਮਲ",
            "ਸੰਪੰਨ",
            // Marathi.
            "पूर्ण झाल",
            "पूर्ण केल",
            "पूर्ण आहे",
            // Nepali.
            "पूरा भयो",
            "पूर्ण भयो",
            // Sinhala.
            "සම්පූර්ණයි",
            "සම්පූර්ණ කර",
            "අවසන්",
            // Tamil.
            "முடிந்தது",
            "நிறைவடைந்த",
            "முடிக்கப்பட்ட",
            // Telugu.
            "పూర్తయింది",
            "పూర్తి చేయబడ",
            "పూర్తైన",
            // Kannada.
            "ಪೂರ್ಣಗೊಂಡ",
            "ಮುಗಿದ",
            "ಪೂರ್ಣಗೊಳಿಸಲಾಗಿದೆ",
            // Malayalam.
            "പൂർത്തിയായി",
            "പൂർത്തിയാക്കി",
            "പൂർത്തിയായ",
            // Chinese (Simplified).
            "已完成",
            "完毕",
            "已结束",
            "完成了",
            // Chinese (Traditional).
            "完畢",
            "已結束",
            // Japanese.
            "完了",
            "完成",
            "終了",
            // Korean.
            "완료",
            "완성",
            // Mongolian (Cyrillic).
            "дууссан",
            "гүйцэтгэсэн",
            "дуусгасан",
            // Burmese.
            "ပြီးဆုံး",
            "ပြီးစီး",
            "ပြီးမြောက်",
            // Thai.
            "เสร็จสิ้น",
            "เสร็จแล้ว",
            "เสร็จสมบูรณ์",
            // Lao.
            "ສຳເລັດ",
            // Khmer.
            "បានបញ្ចប់",
            "រួចរាល់",
            "បញ្ចប់",
            // Vietnamese.
            "đã hoàn thành",
            "hoàn tất",
            "hoàn thành",
            // Indonesian.
            "selesai",
            "tuntas",
            "rampung",
            // Malay.
            "telah siap",
            // Sundanese.
            "réngsé",
            "rengse",
            "parantos",
            // Tagalog.
            "tapos na",
            "natapos",
            "nakumpleto",
            "kumpleto",
            // Cebuano.
            "nahuman",
            "kompleto",
            // Amharic.
            "ተጠናቋል",
            "ተፈጽሟል",
            // Tigrinya.
            "ተዛዚሙ",
            "ተወዲኡ",
            // Somali.
            "la dhammeeyay",
            "dhammaystiran",
            "dhammaaday",
            // Swahili.
            "imekamilika",
            "imekamilishwa",
            "limekamilika",
            "kimekamilika",
            "imemalizika",
            // Hausa.
            "an kammala",
            "an gama",
            // Igbo.
            "emechara",
            "agwụla",
            // Yoruba.
            "ti parí",
            "ti pari",
            // Kinyarwanda.
            "byarangiye",
            "cyarangiye",
            "yarangiye",
            "birangiye",
            // Zulu.
            "kuqediwe",
            "iqediwe",
            "kuphelile",
            // Xhosa.
            "igqityiwe",
            "kugqityiwe",
            // Sesotho.
            "phethilwe",
            "phethehile",
            // Malagasy.
            "vita ",
            // Haitian Creole.
            "fini ",
            "konplete",
            // Quechua.
            "tukusqa",
            // Maori.
            "kua oti",
            "kua mutu",
            // Samoan.
            "ua uma",
            // Luxembourgish.
            "ofgeschloss",
            "fäerdeg",
            "erleedegt",
            // Frisian.
            "foltôge",
        ],
    ),
    (
        "failed",
        &[
            // Spanish.
            "fallid",
            "fracasad",
            "falló",
            // French.
            "échoué",
            "en échec",
            // German.
            "fehlgeschlagen",
            "gescheitert",
            "misslungen",
            // Italian.
            "fallit",
            "non riuscit",
            // Portuguese.
            "falhou",
            "falhad",
            "fracassad",
            // Dutch.
            "mislukt",
            "gefaald",
            // Afrikaans.
            "misluk",
            "gefaal",
            // Danish.
            "mislykkedes",
            "mislykket",
            "fejlet",
            // Norwegian.
            "mislyktes",
            "feilet",
            // Swedish.
            "misslyck",
            // Icelandic.
            "mistókst",
            "misheppnað",
            "misheppnuð",
            // Catalan.
            "fallida",
            "fracassat",
            "fracassada",
            // Basque.
            "huts egin",
            "porrot egin",
            // Welsh.
            "wedi methu",
            "methwyd",
            // Scottish Gaelic.
            "dh'fhàillig",
            "air fàiligeadh",
            // Esperanto.
            "malsukcesis",
            "fiaskis",
            // Maltese.
            "falliet",
            "ma rnexxiex",
            // Romanian.
            "eșuat",
            "nereușit",
            // Russian.
            "не удалось",
            "не удался",
            "не удалась",
            "провален",
            "неудачн",
            // Ukrainian.
            "не вдалося",
            "невдал",
            // Belarusian.
            "не ўдалося",
            "няўдал",
            // Polish.
            "nieudan",
            "nie powiodł",
            "niepowodzeni",
            // Czech.
            "selhal",
            "neúspěšn",
            "nezdařil",
            // Slovak.
            "zlyhal",
            "neúspešn",
            "nepodaril",
            // Slovenian.
            "neuspešn",
            "spodletel",
            "ni uspel",
            // Croatian/Bosnian/Serbian (Latin).
            "neuspješn",
            "nije uspio",
            "nije uspjelo",
            "nije uspelo",
            // Serbian (Cyrillic).
            "неуспешн",
            "неуспјешн",
            "није успео",
            "није успело",
            "није успјело",
            // Macedonian.
            "не успеа",
            // Bulgarian.
            "неуспял",
            // Lithuanian.
            "nepavyk",
            "nesėkming",
            // Latvian.
            "neizdevās",
            "neveiksmīg",
            // Estonian.
            "ebaõnnestun",
            "nurjus",
            "nurjunud",
            // Finnish.
            "epäonnistu",
            // Hungarian.
            "sikertelen",
            "nem sikerült",
            "meghiúsult",
            // Greek.
            "απέτυχ",
            "αποτυχημέν",
            // Albanian.
            "dështuar",
            "dështoi",
            // Armenian.
            "ձախողված",
            "ձախողվել",
            "չհաջողվեց",
            // Georgian.
            "წარუმატებელ",
            "ვერ მოხერხდა",
            "ჩაიშალა",
            // Tatar.
            "уңышсыз",
            // Bashkir.
            "уңышһыҙ",
            // Turkish.
            "başarısız",
            // Azerbaijani.
            "uğursuz",
            "alınmadı",
            // Turkmen.
            "şowsuz",
            "başa barmady",
            // Kazakh.
            "сәтсіз",
            "орындалмады",
            // Kyrgyz.
            "ийгиликсиз",
            // Uzbek (Latin).
            "muvaffaqiyatsiz",
            "amalga oshmadi",
            "bajarilmadi",
            // Uyghur.
            "مەغلۇپ",
            "مۇۋەپپەقىيەتسىز",
            // Tajik.
            "ноком",
            "нобарор",
            // Persian.
            "ناموفق",
            "شکست خورد",
            "انجام نشد",
            // Pashto.
            "ناکام",
            // Kurdish (Kurmanji).
            "serneket",
            "bi ser neket",
            "têk çû",
            // Kurdish (Sorani).
            "سەرنەکەوتوو",
            "شکستی هێنا",
            "شکستی خوارد",
            // Arabic.
            "فشل",
            "فاشل",
            "لم ينجح",
            "لم تنجح",
            "أخفق",
            // Hebrew.
            "נכשל",
            // Yiddish.
            "דורכגעפֿאַלן",
            "ניט געלונגען",
            // Urdu.
            "فیل ہو",
            // Hindi.
            "विफल",
            "असफल",
            "नाकाम",
            "फेल",
            // Bengali.
            "ব্যর্থ",
            "অসফল",
            "ফেল",
            // Assamese.
            "বিফল",
            "ব্যৰ্থ",
            // Odia.
            "ବିଫଳ",
            "ଅସଫଳ",
            // Gujarati.
            "નિષ્ફળ",
            "અસફળ",
            "ફેલ",
            // Punjabi (Gurmukhi).
            "ਅਸਫਲ",
            "ਅਸਫ਼ਲ",
            "ਫੇਲ੍ਹ",
            "ਨਾਕਾਮ",
            // Marathi.
            "अयशस्वी",
            "अपयशी",
            "नापास",
            // Sinhala.
            "අසාර්ථක",
            // Tamil.
            "தோல்வி",
            // Telugu.
            "విఫల",
            "ఫెయిల్",
            // Kannada.
            "ವಿಫಲ",
            "ಅನುತ್ತೀರ್ಣ",
            // Malayalam.
            "പരാജയ",
            // Chinese (Simplified).
            "失败",
            "未成功",
            "不及格",
            // Chinese (Traditional).
            "失敗",
            // Japanese.
            "不合格",
            // Korean.
            "실패",
            "불합격",
            // Mongolian (Cyrillic).
            "амжилтгүй",
            "бүтэлгүйтсэн",
            "тэнцээгүй",
            // Burmese.
            "မအောင်မြင်",
            "ကျရှုံး",
            // Thai.
            "ล้มเหลว",
            "ไม่สำเร็จ",
            "สอบตก",
            // Lao.
            "ລົ້ມເຫຼວ",
            "ບໍ່ສຳເລັດ",
            // Khmer.
            "បរាជ័យ",
            "មិនជោគជ័យ",
            // Vietnamese.
            "thất bại",
            "không thành công",
            // Indonesian.
            "gagal",
            // Tagalog.
            "nabigo",
            "bigo ",
            "palpak",
            // Cebuano.
            "napakyas",
            "pakyas",
            // Amharic.
            "አልተሳካም",
            "ያልተሳካ",
            "ወድቋል",
            // Tigrinya.
            "ኣይተዓወተን",
            "ፈሺሉ",
            // Somali.
            "fashilmay",
            "guuldareystay",
            // Swahili.
            "imeshindwa",
            "limeshindwa",
            "ameshindwa",
            "kimeshindwa",
            "haikufaulu",
            "hakufaulu",
            // Hausa.
            "ya gaza",
            "an kasa",
            // Yoruba.
            "kùnà",
            // Kinyarwanda.
            "byananiranye",
            "ntibyakunze",
            // Shona.
            "zvakundikana",
            "akundikana",
            // Zulu.
            "kwehlulekile",
            "wehlulekile",
            "yehlulekile",
            // Xhosa.
            "kusilele",
            "akuphumelelanga",
            // Sesotho.
            "hlolehile",
            "ha ea atleha",
            // Malagasy.
            "tsy nahomby",
            // Haitian Creole.
            "echwe",
            // Samoan.
            "toilalo",
            // Luxembourgish.
            "feelgeschloen",
            "net gelongen",
            // Frisian.
            "mislearre",
        ],
    ),
    (
        "available",
        &[
            // Spanish.
            "disponib",
            // German.
            "verfügbar",
            "erhältlich",
            // Italian.
            "disponibil",
            // Portuguese.
            "disponív",
            // Dutch.
            "beschikbaar",
            "verkrijgbaar",
            // Afrikaans.
            "beskikbaar",
            // Danish.
            "tilgængelig",
            // Norwegian.
            "tilgjengelig",
            // Swedish.
            "tillgänglig",
            // Icelandic.
            "í boði",
            "tiltæk",
            // Faroese.
            "tøkur",
            // Galician.
            "dispoñib",
            // Basque.
            "eskuragarri",
            "erabilgarri",
            // Welsh.
            "ar gael",
            // Irish.
            "ar fáil",
            // Scottish Gaelic.
            "ri fhaighinn",
            "ri fhaotainn",
            // Esperanto.
            "disponebl",
            "havebl",
            // Maltese.
            "disponibbl",
            // Russian.
            "доступн",
            // Ukrainian.
            "наявн",
            // Belarusian.
            "даступн",
            "наяўн",
            // Polish.
            "dostępn",
            // Czech.
            "dostupn",
            "k dispozici",
            // Slovak.
            "k dispozícii",
            // Slovenian.
            "na voljo",
            "razpoložljiv",
            // Croatian/Bosnian/Serbian (Latin).
            "raspoloživ",
            // Serbian (Cyrillic).
            "расположив",
            // Macedonian.
            "достапн",
            "на располагање",
            // Bulgarian.
            "наличен",
            "налична",
            "налично",
            "налични",
            "на разположение",
            "достъпен",
            "достъпна",
            "достъпно",
            // Lithuanian.
            "prieinam",
            // Latvian.
            "pieejam",
            // Estonian.
            "saadaval",
            "kättesaadav",
            // Finnish.
            "saatavilla",
            "saatavana",
            "käytettävissä",
            // Hungarian.
            "elérhető",
            "kapható",
            "rendelkezésre áll",
            // Greek.
            "διαθέσιμ",
            // Albanian.
            "i disponueshëm",
            "e disponueshme",
            "në dispozicion",
            // Armenian.
            "հասանելի",
            "առկա",
            // Georgian.
            "ხელმისაწვდომ",
            // Turkish.
            "mevcut",
            "müsait",
            // Azerbaijani.
            "mövcud",
            "əlçatan",
            // Turkmen.
            "elýeterli",
            // Kazakh.
            "қолжетімді",
            "қол жетімді",
            // Kyrgyz.
            "жеткиликтүү",
            // Uzbek (Latin).
            "mavjud",
            // Uyghur.
            "مەۋجۇت",
            // Tajik.
            "дастрас",
            "мавҷуд",
            // Persian.
            "موجود",
            "در دسترس",
            // Pashto.
            "د لاسرسي وړ",
            // Kurdish (Kurmanji).
            "berdest",
            // Kurdish (Sorani).
            "بەردەست",
            // Arabic.
            "متاح",
            "متوفر",
            "متوافر",
            // Hebrew.
            "זמין",
            "זמינה",
            "זמינים",
            // Yiddish.
            "בנימצא",
            "פֿאַראַן",
            // Urdu.
            "دستیاب",
            // Hindi.
            "उपलब्ध",
            // Bengali.
            "উপলব্ধ",
            "পাওয়া যাচ্ছে",
            // Odia.
            "ଉପଲବ୍ଧ",
            // Gujarati.
            "ઉપલબ્ધ",
            // Punjabi (Gurmukhi).
            "ਉਪਲਬਧ",
            "ਉਪਲੱਬਧ",
            "ਮੌਜੂਦ",
            // Sinhala.
            "ලබා ගත හැකි",
            "ලබාගත හැකි",
            // Tamil.
            "கிடைக்கும்",
            "கிடைக்கிறது",
            "கிடைக்கக்கூடிய",
            // Telugu.
            "అందుబాటులో",
            "లభ్యం",
            "లభిస్తుంది",
            // Kannada.
            "ಲಭ್ಯವಿದೆ",
            "ಲಭ್ಯವಿರುವ",
            // Malayalam.
            "ലഭ്യമാണ്",
            "ലഭ്യമായ",
            // Chinese (Simplified).
            "可用",
            "可供",
            "可获得",
            // Chinese (Traditional).
            "可取得",
            // Japanese.
            "利用可能",
            "入手可能",
            "空きあり",
            // Korean.
            "이용 가능",
            "사용 가능",
            "이용가능",
            "사용가능",
            "구매 가능",
            // Mongolian (Cyrillic).
            "ашиглах боломжтой",
            // Burmese.
            "ရရှိနိုင်",
            // Thai.
            "พร้อมใช้งาน",
            "มีให้บริการ",
            // Khmer.
            "អាចរកបាន",
            "អាចប្រើបាន",
            // Vietnamese.
            "có sẵn",
            "sẵn có",
            "khả dụng",
            // Indonesian.
            "tersedia",
            // Javanese.
            "kasedhiya",
            "cumawis",
            // Sundanese.
            "sayogi",
            // Tagalog.
            "magagamit",
            // Cebuano.
            "magamit",
            // Amharic.
            "ይገኛል",
            // Tigrinya.
            "ይርከብ",
            // Somali.
            "la heli karo",
            // Swahili.
            "inapatikana",
            "linapatikana",
            "zinapatikana",
            "yanapatikana",
            "anapatikana",
            // Kinyarwanda.
            "birahari",
            "iraboneka",
            "biraboneka",
            // Zulu.
            "kuyatholakala",
            "iyatholakala",
            "ayatholakala",
            "liyatholakala",
            // Xhosa.
            "iyafumaneka",
            "ziyafumaneka",
            // Sesotho.
            "e fumaneha",
            "a fumaneha",
            // Maori.
            "wātea",
            // Samoan.
            "avanoa",
            // Luxembourgish.
            "disponibel",
            // Frisian.
            "beskikber",
        ],
    ),
    (
        "unavailable",
        &[
            // Spanish.
            "no disponible",
            "indisponible",
            "no está disponible",
            "no están disponibles",
            // French.
            "non disponible",
            "pas disponible",
            // German.
            "nicht verfügbar",
            "nicht erhältlich",
            // Italian.
            "non disponibil",
            "indisponibil",
            // Portuguese.
            "indisponív",
            "não disponív",
            "não está disponív",
            // Dutch.
            "niet beschikbaar",
            "onbeschikbaar",
            "niet verkrijgbaar",
            // Afrikaans.
            "nie beskikbaar",
            "onbeskikbaar",
            // Danish.
            "ikke tilgængelig",
            "utilgængelig",
            // Norwegian.
            "ikke tilgjengelig",
            "utilgjengelig",
            // Swedish.
            "inte tillgänglig",
            "ej tillgänglig",
            "otillgänglig",
            // Icelandic.
            "ekki í boði",
            "ekki tiltæk",
            "ótiltæk",
            // Faroese.
            "ikki tøkur",
            // Catalan.
            "no està disponible",
            // Galician.
            "non dispoñible",
            "non está dispoñible",
            // Basque.
            "ez dago eskuragarri",
            "ez dago erabilgarri",
            "eskuraezin",
            // Welsh.
            "ddim ar gael",
            "dim ar gael",
            // Irish.
            "níl ar fáil",
            "níl sé ar fáil",
            "níl sí ar fáil",
            // Scottish Gaelic.
            "chan eil ri fhaighinn",
            "chan eil e ri fhaighinn",
            // Esperanto.
            "nedisponebl",
            "ne disponebl",
            // Maltese.
            "mhux disponibbl",
            // Romanian.
            "nu este disponibil",
            "nu e disponibil",
            // Russian.
            "недоступн",
            "не доступн",
            "нет в наличии",
            // Ukrainian.
            "немає в наявності",
            // Belarusian.
            "недаступн",
            // Polish.
            "niedostępn",
            "nie jest dostępn",
            // Czech.
            "nedostupn",
            "není k dispozici",
            "není dostupn",
            // Slovak.
            "nie je k dispozícii",
            "nie je dostupn",
            // Slovenian.
            "ni na voljo",
            "nedostopn",
            "ni razpoložljiv",
            // Croatian/Bosnian/Serbian (Latin).
            "nije dostupn",
            "nije raspoloživ",
            // Serbian (Cyrillic).
            "није доступн",
            // Macedonian.
            "недостапн",
            "не е достапн",
            // Bulgarian.
            "недостъпен",
            "недостъпна",
            "недостъпно",
            "не е наличен",
            "не е налична",
            "не е налично",
            "не е на разположение",
            "неналич",
            // Lithuanian.
            "neprieinam",
            "negalima įsigyti",
            // Latvian.
            "nav pieejam",
            "nepieejam",
            // Estonian.
            "pole saadaval",
            "ei ole saadaval",
            "pole kättesaadav",
            // Finnish.
            "ei saatavilla",
            "ei ole saatavilla",
            "ei saatavana",
            "ei käytettävissä",
            "ei ole käytettävissä",
            // Hungarian.
            "nem elérhető",
            "nem kapható",
            "elérhetetlen",
            // Greek.
            "μη διαθέσιμ",
            "δεν είναι διαθέσιμ",
            "δεν διατίθεται",
            // Albanian.
            "nuk është i disponueshëm",
            "nuk është e disponueshme",
            "i padisponueshëm",
            "e padisponueshme",
            "jo i disponueshëm",
            "jo e disponueshme",
            // Armenian.
            "անհասանելի",
            "հասանելի չէ",
            "առկա չէ",
            // Georgian.
            "მიუწვდომელ",
            "ხელმისაწვდომი არ არის",
            // Turkish.
            "mevcut değil",
            "müsait değil",
            "kullanılamıyor",
            "kullanılamaz",
            // Azerbaijani.
            "mövcud deyil",
            "əlçatan deyil",
            "əlçatmaz",
            // Turkmen.
            "elýeterli däl",
            "elýetersiz",
            // Kazakh.
            "қолжетімсіз",
            "қолжетімді емес",
            "қол жетімді емес",
            // Kyrgyz.
            "жеткиликсиз",
            "жеткиликтүү эмес",
            // Uzbek (Latin).
            "mavjud emas",
            "mavjud bo'lmagan",
            "mavjud boʻlmagan",
            // Uyghur.
            "مەۋجۇت ئەمەس",
            // Tajik.
            "дастрас нест",
            "мавҷуд нест",
            // Persian.
            "ناموجود",
            "موجود نیست",
            "در دسترس نیست",
            "در دسترس نمی‌باشد",
            // Pashto.
            "شتون نه لري",
            "موجود نه دی",
            // Kurdish (Kurmanji).
            "ne berdest e",
            "berdest nîne",
            // Kurdish (Sorani).
            "بەردەست نییە",
            "بەردەست نیە",
            // Arabic.
            "غير متاح",
            "غير متوفر",
            "غير متوافر",
            "لا يتوفر",
            "ليس متاحا",
            // Hebrew.
            "לא זמין",
            "לא זמינה",
            "אינו זמין",
            "אינה זמינה",
            // Yiddish.
            "ניט בנימצא",
            "ניט פֿאַראַן",
            // Urdu.
            "دستیاب نہیں",
            "غیر دستیاب",
            "موجود نہیں",
            // Hindi.
            "अनुपलब्ध",
            "उपलब्ध नहीं",
            // Bengali.
            "অনুপলব্ধ",
            "উপলব্ধ নয়",
            "পাওয়া যাচ্ছে না",
            // Assamese.
            "উপলব্ধ নহয়",
            // Odia.
            "ଉପଲବ୍ଧ ନାହିଁ",
            "ଅନୁପଲବ୍ଧ",
            // Gujarati.
            "ઉપલબ્ધ નથી",
            "અનુપલબ્ધ",
            // Punjabi (Gurmukhi).
            "ਉਪਲਬਧ ਨਹੀਂ",
            "ਉਪਲੱਬਧ ਨਹੀਂ",
            "ਅਣਉਪਲਬਧ",
            // Marathi.
            "उपलब्ध नाही",
            // Nepali.
            "उपलब्ध छैन",
            // Sinhala.
            "ලබා ගත නොහැක",
            "ලබාගත නොහැක",
            // Tamil.
            "கிடைக்காது",
            "கிடைக்கவில்லை",
            "கிடைக்காத",
            // Telugu.
            "అందుబాటులో లేదు",
            "అందుబాటులో లేని",
            "లభ్యం కాదు",
            // Kannada.
            "ಲಭ್ಯವಿಲ್ಲ",
            "ಅಲಭ್ಯ",
            // Malayalam.
            "ലഭ്യമല്ല",
            "ലഭ്യമല്ലാത്ത",
            // Chinese (Simplified).
            "不可用",
            "无法使用",
            "暂无",
            "不提供",
            // Chinese (Traditional).
            "無法使用",
            "暫無",
            // Japanese.
            "利用不可",
            "利用できません",
            "使用不可",
            "入手不可",
            "利用できない",
            // Korean.
            "이용 불가",
            "사용 불가",
            "이용불가",
            "사용불가",
            "이용할 수 없",
            "사용할 수 없",
            // Mongolian (Cyrillic).
            "ашиглах боломжгүй",
            // Burmese.
            "မရရှိနိုင်",
            "မရနိုင်",
            // Thai.
            "ไม่พร้อมใช้งาน",
            "ไม่มีให้บริการ",
            "ไม่สามารถใช้งานได้",
            // Khmer.
            "មិនអាចរកបាន",
            "មិនអាចប្រើបាន",
            // Vietnamese.
            "không có sẵn",
            "không khả dụng",
            // Indonesian.
            "tidak tersedia",
            // Javanese.
            "ora kasedhiya",
            "boten cumawis",
            // Sundanese.
            "teu sayogi",
            // Tagalog.
            "hindi magagamit",
            // Cebuano.
            "dili magamit",
            // Amharic.
            "አይገኝም",
            // Tigrinya.
            "ኣይርከብን",
            // Somali.
            "lama heli karo",
            "aan la heli karin",
            // Swahili.
            "haipatikani",
            "halipatikani",
            "hazipatikani",
            "hayapatikani",
            "hapatikani",
            // Kinyarwanda.
            "ntibiboneka",
            "ntiboneka",
            // Zulu.
            "akutholakali",
            "ayitholakali",
            "alitholakali",
            // Xhosa.
            "ayifumaneki",
            "azifumaneki",
            // Sesotho.
            "ha e fumanehe",
            "ha a fumanehe",
            // Haitian Creole.
            "pa disponib",
            "endisponib",
            // Maori.
            "kāore e wātea",
            // Samoan.
            "le avanoa",
            "e le maua",
            // Luxembourgish.
            "net verfügbar",
            "net disponibel",
            // Frisian.
            "net beskikber",
        ],
    ),
    (
        "sold_out",
        &[
            // Spanish.
            "agotad",
            // French.
            "épuisé",
            "rupture de stock",
            // German.
            "ausverkauft",
            "vergriffen",
            // Italian.
            "esaurit",
            // Portuguese.
            "esgotad",
            // Dutch.
            "uitverkocht",
            // Afrikaans.
            "uitverkoop",
            // Danish.
            "udsolgt",
            // Norwegian.
            "utsolgt",
            // Swedish.
            "slutsåld",
            "slutsålt",
            "slutsålda",
            "slut i lager",
            // Icelandic.
            "uppselt",
            "uppseld",
            // Catalan.
            "exhaurit",
            "esgotat",
            "esgotada",
            // Basque.
            "agortuta",
            // Welsh.
            "wedi gwerthu allan",
            // Irish.
            "díolta amach",
            // Esperanto.
            "elĉerpit",
            "elvendit",
            // Romanian.
            "epuizat",
            // Russian.
            "распродан",
            "нет в наличии",
            // Ukrainian.
            "розпродан",
            "немає в наявності",
            // Belarusian.
            "распрададзен",
            // Polish.
            "wyprzedan",
            "brak w magazynie",
            // Czech.
            "vyprodán",
            "není skladem",
            // Slovak.
            "vypredan",
            "nie je na sklade",
            // Slovenian.
            "razprodan",
            "ni na zalogi",
            // Croatian/Bosnian/Serbian (Latin).
            "rasprodan",
            "nema na stanju",
            "nema na zalihi",
            // Serbian (Cyrillic).
            "распродат",
            "нема на стању",
            // Macedonian.
            "распродаден",
            "распродадена",
            // Bulgarian.
            "разпродаден",
            "разпродадена",
            "изчерпан",
            "изчерпана",
            "няма наличност",
            // Lithuanian.
            "išparduot",
            // Latvian.
            "izpārdots",
            "izpārdota",
            // Estonian.
            "välja müüdud",
            "läbi müüdud",
            // Finnish.
            "loppuunmyyt",
            "loppu varastosta",
            "ei varastossa",
            // Hungarian.
            "elfogyott",
            "kifogyott",
            "nincs raktáron",
            // Greek.
            "εξαντλήθηκε",
            "εξαντλημέν",
            // Armenian.
            "սպառված",
            // Georgian.
            "ამოწურულ",
            "ყველა გაიყიდა",
            // Tatar.
            "сатылып беткән",
            // Turkish.
            "tükendi",
            "tükenmiş",
            "stokta yok",
            // Azerbaijani.
            "tükənib",
            "stokda yoxdur",
            // Turkmen.
            "satylyp gutardy",
            // Kazakh.
            "сатылып кетті",
            "таусылды",
            "қоймада жоқ",
            // Kyrgyz.
            "сатылып бүттү",
            "түгөндү",
            "кампада жок",
            // Uzbek (Latin).
            "sotib bo'lingan",
            "sotib boʻlingan",
            "sotilib ketdi",
            "sotilib ketgan",
            // Uyghur.
            "سېتىلىپ تۈگىدى",
            // Tajik.
            "фурӯхта тамом шуд",
            // Persian.
            "ناموجود",
            "اتمام موجودی",
            // Arabic.
            "نفد",
            "نفدت الكمية",
            "نفدت",
            // Hebrew.
            "אזל",
            "אזלה",
            "אזלו",
            // Yiddish.
            "אויסגעקויפֿט",
            "אויסגעפֿאַרקויפֿט",
            // Urdu.
            "سٹاک ختم",
            "اسٹاک ختم",
            "فروخت ہو چکا",
            // Hindi.
            "बिक गया",
            "बिक चुका",
            "स्टॉक खत्म",
            "स्टॉक ख़त्म",
            "आउट ऑफ स्टॉक",
            // Bengali.
            "স্টক শেষ",
            "বিক্রি হয়ে গেছে",
            // Gujarati.
            "વેચાઈ ગયું",
            "સ્ટોક ખતમ",
            // Punjabi (Gurmukhi).
            "ਵਿਕ ਗਿਆ",
            "ਸਟਾਕ ਖਤਮ",
            "ਸਟਾਕ ਖ਼ਤਮ",
            // Marathi.
            "स्टॉक संपला",
            "विकले गेले",
            // Nepali.
            "स्टक सकियो",
            // Sinhala.
            "විකිණී ඇත",
            "තොග අවසන්",
            // Tamil.
            "விற்றுத் தீர்ந்த",
            "விற்றுத்தீர்ந்த",
            "ஸ்டாக் இல்லை",
            "இருப்பு இல்லை",
            // Telugu.
            "అమ్ముడైపోయింది",
            "స్టాక్ లేదు",
            "అమ్ముడుపోయి",
            // Kannada.
            "ಮಾರಾಟವಾಗಿದೆ",
            "ಸ್ಟಾಕ್ ಇಲ್ಲ",
            // Malayalam.
            "വിറ്റുതീർന്നു",
            "സ്റ്റോക്കില്ല",
            "സ്റ്റോക്ക് ഇല്ല",
            // Chinese (Simplified).
            "售罄",
            "已售完",
            "售完",
            "缺货",
            "无货",
            "卖完",
            // Chinese (Traditional).
            "缺貨",
            "無貨",
            "賣完",
            // Japanese.
            "売り切れ",
            "完売",
            "品切れ",
            "在庫切れ",
            "売切",
            // Korean.
            "매진",
            "품절",
            // Mongolian (Cyrillic).
            "зарагдаж дууссан",
            "бараа дууссан",
            // Burmese.
            "ရောင်းကုန်",
            "အကုန်ရောင်းပြီး",
            // Thai.
            "สินค้าหมด",
            "ขายหมด",
            "หมดสต็อก",
            // Lao.
            "ຂາຍໝົດ",
            // Khmer.
            "លក់អស់",
            "អស់ស្តុក",
            // Vietnamese.
            "hết hàng",
            "bán hết",
            "cháy hàng",
            // Indonesian.
            "terjual habis",
            "stok habis",
            "habis terjual",
            // Malay.
            "habis dijual",
            "kehabisan stok",
            // Tagalog.
            "ubos na",
            "naubos na",
            // Cebuano.
            "nahurot",
            "hurot na",
            // Amharic.
            "ተሸጦ አልቋል",
            // Swahili.
            "zimeuzwa zote",
            "imeuzwa yote",
            // Haitian Creole.
            "fin vann",
            // Luxembourgish.
            "ausverkaaft",
            // Frisian.
            "útferkocht",
        ],
    ),
    (
        "in_stock",
        &[
            // Spanish.
            "en stock",
            "en existencia",
            "hay existencias",
            // German.
            "auf lager",
            "vorrätig",
            "lagernd",
            // Italian.
            "in magazzino",
            "a magazzino",
            "disponibile a magazzino",
            // Portuguese.
            "em estoque",
            "em stock",
            // Dutch.
            "op voorraad",
            "in voorraad",
            // Danish.
            "på lager",
            // Swedish.
            "i lager",
            "finns i lager",
            // Icelandic.
            "á lager",
            "til á lager",
            // Catalan.
            "en estoc",
            // Galician.
            "en existencias",
            // Basque.
            "stockean",
            "biltegian",
            // Welsh.
            "mewn stoc",
            // Irish.
            "i stoc",
            // Esperanto.
            "en stoko",
            // Maltese.
            "fl-istokk",
            "fil-ħażna",
            // Romanian.
            "în stoc",
            // Russian.
            "в наличии",
            "на складе",
            // Ukrainian.
            "в наявності",
            "у наявності",
            "на складі",
            // Belarusian.
            "у наяўнасці",
            // Polish.
            "w magazynie",
            "na stanie",
            // Czech.
            "skladem",
            "na skladě",
            // Slovak.
            "na sklade",
            "skladom",
            // Slovenian.
            "na zalogi",
            // Croatian/Bosnian/Serbian (Latin).
            "na stanju",
            "na zalihi",
            "na skladištu",
            // Serbian (Cyrillic).
            "на стању",
            "на залихи",
            "на складишту",
            // Macedonian.
            "на залиха",
            "на лагер",
            // Bulgarian.
            "в наличност",
            "в склада",
            "на склад",
            // Lithuanian.
            "sandėlyje",
            // Latvian.
            "noliktavā",
            // Estonian.
            "on laos",
            "laos olemas",
            // Finnish.
            "varastossa",
            // Hungarian.
            "raktáron",
            "készleten",
            // Greek.
            "σε απόθεμα",
            "σε στοκ",
            // Albanian.
            "në stok",
            "në gjendje",
            // Armenian.
            "պահեստում",
            // Georgian.
            "მარაგშია",
            "საწყობშია",
            // Tatar.
            "складта бар",
            // Turkish.
            "stokta",
            "stoklarda",
            // Azerbaijani.
            "stokda var",
            "anbarda var",
            // Turkmen.
            "ammarda bar",
            // Kazakh.
            "қоймада бар",
            // Kyrgyz.
            "кампада бар",
            "складда бар",
            // Uzbek (Latin).
            "omborda bor",
            "sotuvda bor",
            "sotuvda mavjud",
            // Uyghur.
            "ئامباردا بار",
            // Tajik.
            "дар анбор",
            // Persian.
            "در انبار",
            "موجود در انبار",
            // Kurdish (Kurmanji).
            "li stokê",
            "di depoyê de",
            // Kurdish (Sorani).
            "لە کۆگادا",
            // Arabic.
            "في المخزون",
            "متوفر في المخزون",
            // Hebrew.
            "במלאי",
            "זמין במלאי",
            // Urdu.
            "اسٹاک میں",
            "سٹاک میں",
            // Hindi.
            "स्टॉक में",
            // Bengali.
            "স্টকে আছে",
            "মজুদ আছে",
            // Assamese.
            "ষ্টকত আছে",
            // Odia.
            "ଷ୍ଟକରେ ଅଛି",
            // Gujarati.
            "સ્ટોકમાં",
            // Punjabi (Gurmukhi).
            "ਸਟਾਕ ਵਿੱਚ",
            "ਸਟਾਕ ਵਿਚ",
            // Marathi.
            "स्टॉकमध्ये",
            "साठ्यात",
            // Nepali.
            "स्टकमा",
            // Sinhala.
            "තොගයේ ඇත",
            // Tamil.
            "இருப்பில்",
            "ஸ்டாக்கில்",
            "கையிருப்பில்",
            // Telugu.
            "స్టాక్‌లో",
            "స్టాక్ లో",
            "నిల్వ ఉంది",
            // Kannada.
            "ಸ್ಟಾಕ್‌ನಲ್ಲಿ",
            "ದಾಸ್ತಾನಿನಲ್ಲಿ",
            // Malayalam.
            "സ്റ്റോക്കുണ്ട്",
            "സ്റ്റോക്കിൽ",
            // Chinese (Simplified).
            "有货",
            "现货",
            "有库存",
            "库存充足",
            // Chinese (Traditional).
            "有貨",
            "現貨",
            "有庫存",
            "庫存充足",
            // Japanese.
            "在庫あり",
            "在庫有",
            "在庫があります",
            // Korean.
            "재고 있음",
            "재고있음",
            // Mongolian (Cyrillic).
            "нөөцөд байгаа",
            "агуулахад байгаа",
            // Burmese.
            "စတော့ရှိ",
            "လက်ကျန်ရှိ",
            // Thai.
            "มีสินค้า",
            "มีสต็อก",
            "พร้อมส่ง",
            // Lao.
            "ມີສິນຄ້າ",
            "ມີໃນສາງ",
            // Khmer.
            "មានស្តុក",
            // Vietnamese.
            "còn hàng",
            "có hàng",
            "có sẵn hàng",
            // Indonesian.
            "stok tersedia",
            "ada stok",
            "ready stock",
            "stok ada",
            // Malay.
            "dalam stok",
            // Javanese.
            "ana stok",
            "stok ana",
            // Sundanese.
            "aya stok",
            // Tagalog.
            "may stock",
            "may stok",
            "mayroong stock",
            // Cebuano.
            "naay stock",
            "adunay stock",
            // Swahili.
            "ipo stoo",
            "zipo stoo",
            // Haitian Creole.
            "an stòk",
            "nan stòk",
            // Luxembourgish.
            "op lager",
            "um lager",
            // Frisian.
            "op foarried",
        ],
    ),
    (
        "enabled",
        &[
            // Spanish.
            "habilitad",
            "activad",
            // French.
            "activé",
            // German.
            "aktiviert",
            "eingeschaltet",
            // Italian.
            "abilitat",
            "attivat",
            // Portuguese.
            "ativad",
            // Dutch.
            "ingeschakeld",
            "geactiveerd",
            // Afrikaans.
            "geaktiveer",
            "aangeskakel",
            // Danish.
            "aktiveret",
            "slået til",
            // Norwegian.
            "aktivert",
            "slått på",
            "påslått",
            // Swedish.
            "aktiverad",
            "aktiverat",
            "aktiverade",
            "påslagen",
            "påslaget",
            // Icelandic.
            "virkjað",
            "virkjuð",
            // Catalan.
            "habilitat",
            "habilitada",
            "activat ",
            "activada",
            // Basque.
            "gaituta",
            "aktibatuta",
            // Welsh.
            "wedi'i alluogi",
            "galluogwyd",
            "wedi'i droi ymlaen",
            // Irish.
            "cumasaithe",
            // Esperanto.
            "ŝaltit",
            "aktivigit",
            "ebligit",
            // Maltese.
            "attivata",
            "mixgħul",
            // Russian.
            "включен",
            "включён",
            "активирован",
            // Ukrainian.
            "увімкнен",
            "ввімкнен",
            "активован",
            // Belarusian.
            "уключан",
            "актываван",
            // Polish.
            "włączon",
            "aktywowan",
            // Czech.
            "zapnut",
            "povolen",
            "aktivován",
            // Slovak.
            "aktivovan",
            // Slovenian.
            "omogočen",
            "vklopljen",
            // Croatian/Bosnian/Serbian (Latin).
            "omogućen",
            "aktiviran",
            // Serbian (Cyrillic).
            "омогућен",
            "активиран",
            // Macedonian.
            "овозможен",
            // Bulgarian.
            "разрешен",
            // Lithuanian.
            "įjungt",
            "įgalint",
            // Latvian.
            "iespējots",
            "ieslēgts",
            // Estonian.
            "lubatud",
            "sisse lülitatud",
            "aktiveeritud",
            // Finnish.
            "käytössä",
            "otettu käyttöön",
            "kytketty päälle",
            // Hungarian.
            "engedélyezve",
            "engedélyezett",
            "bekapcsolva",
            "aktiválva",
            // Greek.
            "ενεργοποιημέν",
            "ενεργοποιήθηκε",
            // Albanian.
            "aktivizuar",
            "aktivuar",
            // Armenian.
            "միացված",
            "ակտիվացված",
            // Georgian.
            "ჩართულ",
            "აქტივირებულ",
            // Tatar.
            "кабызылган",
            "кушылган",
            // Bashkir.
            "ҡабыҙылған",
            // Turkish.
            "etkinleştirildi",
            "etkinleştirilmiş",
            "aktif edildi",
            // Azerbaijani.
            "aktivləşdirilib",
            "aktivləşdirilmiş",
            "aktiv edilib",
            "qoşulub",
            // Turkmen.
            "işjeňleşdirildi",
            // Kazakh.
            "қосулы",
            "қосылған",
            "іске қосылған",
            // Kyrgyz.
            "күйгүзүлгөн",
            "иштетилген",
            // Uzbek (Latin).
            "yoqilgan",
            "yoqildi",
            "faollashtirilgan",
            "faollashtirildi",
            // Uyghur.
            "قوزغىتىلغان",
            // Tajik.
            "фаъол карда шуд",
            "фаъолшуда",
            // Persian.
            "فعال شده",
            "فعال‌شده",
            "فعال شد",
            // Pashto.
            "فعال شوی",
            "فعال شو",
            // Kurdish (Kurmanji).
            "çalakkirî",
            // Kurdish (Sorani).
            "چالاککراو",
            "چالاک کراوە",
            // Arabic.
            "مفعل",
            "مفعّل",
            "تم التفعيل",
            // Hebrew.
            "מופעל",
            "מופעלת",
            "מאופשר",
            "מאופשרת",
            // Urdu.
            "فعال شدہ",
            "فعال کر دیا",
            // Hindi.
            "सक्षम है",
            "सक्षम किया",
            "चालू है",
            "चालू किया",
            // Bengali.
            "চালু আছে",
            "চালু করা",
            "সক্রিয় করা",
            "সক্ষম করা",
            // Assamese.
            "সক্ষম কৰা",
            "সক্ৰিয় কৰা",
            // Odia.
            "ସକ୍ଷମ",
            "ସକ୍ରିୟ କରାଯାଇଛି",
            // Gujarati.
            "સક્ષમ કરેલ",
            "ચાલુ છે",
            // Punjabi (Gurmukhi).
            "ਚਾਲੂ ਹੈ",
            "ਸਮਰੱਥ ਕੀਤਾ",
            // Marathi.
            "सक्षम केले",
            "चालू आहे",
            // Nepali.
            "सक्षम गरिएको",
            "सक्रिय गरिएको",
            // Sinhala.
            "සක්‍රීය කර ඇත",
            "සක්‍රිය කර",
            // Tamil.
            "இயக்கப்பட்ட",
            "இயக்கப்பட்டது",
            "செயல்படுத்தப்பட்ட",
            // Telugu.
            "ప్రారంభించబడింది",
            "ఎనేబుల్",
            // Kannada.
            "ಸಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ",
            "ಸಕ್ರಿಯಗೊಳಿಸಿದ",
            // Malayalam.
            "പ്രവർത്തനക്ഷമമാക്കി",
            "പ്രവർത്തനക്ഷമം",
            // Chinese (Simplified).
            "已启用",
            "已开启",
            "已激活",
            // Chinese (Traditional).
            "已啟用",
            "已開啟",
            // Japanese.
            "有効",
            // Korean.
            "활성화",
            "사용 설정",
            "켜짐",
            "켜져",
            // Mongolian (Cyrillic).
            "идэвхжүүлсэн",
            "асаалттай",
            // Thai.
            "เปิดใช้งาน",
            "เปิดใช้",
            // Lao.
            "ເປີດໃຊ້ງານ",
            "ເປີດໃຊ້",
            // Khmer.
            "បានបើក",
            "បើកដំណើរការ",
            // Vietnamese.
            "đã bật",
            "được bật",
            "đã kích hoạt",
            "được kích hoạt",
            // Indonesian.
            "diaktifkan",
            "dihidupkan",
            "dinyalakan",
            // Malay.
            "didayakan",
            // Javanese.
            "diaktifake",
            "diuripake",
            // Sundanese.
            "diaktipkeun",
            "diaktifkeun",
            // Tagalog.
            "pinagana",
            "naka-enable",
            "na-enable",
            // Cebuano.
            "gi-enable",
            // Swahili.
            "imewezeshwa",
            "imewashwa",
            // Hausa.
            "an kunna",
            // Haitian Creole.
            "aktive",
            // Luxembourgish.
            "aktivéiert",
            "ageschalt",
            // Frisian.
            "ynskeakele",
            "aktivearre",
        ],
    ),
    (
        "disabled",
        &[
            // Spanish.
            "deshabilitad",
            "desactivad",
            // French.
            "désactivé",
            // German.
            "deaktiviert",
            "ausgeschaltet",
            // Italian.
            "disabilitat",
            "disattivat",
            // Portuguese.
            "desabilitad",
            "desativad",
            // Dutch.
            "uitgeschakeld",
            "gedeactiveerd",
            // Afrikaans.
            "gedeaktiveer",
            "afgeskakel",
            // Danish.
            "deaktiveret",
            "slået fra",
            // Norwegian.
            "deaktivert",
            "slått av",
            // Swedish.
            "inaktiverad",
            "inaktiverat",
            "avaktiverad",
            "avaktiverat",
            "avstängd",
            "avstängt",
            // Catalan.
            "deshabilitat",
            "deshabilitada",
            "desactivat",
            "desactivada",
            // Basque.
            "desgaituta",
            "desaktibatuta",
            // Welsh.
            "wedi'i analluogi",
            "analluogwyd",
            "wedi'i ddiffodd",
            // Irish.
            "díchumasaithe",
            // Esperanto.
            "malŝaltit",
            "malaktivigit",
            "malebligit",
            // Maltese.
            "diżattivat",
            "diżattivata",
            "mitfi",
            // Romanian.
            "dezactivat",
            // Russian.
            "отключен",
            "отключён",
            "выключен",
            "выключён",
            "деактивирован",
            // Ukrainian.
            "вимкнен",
            "відключен",
            "деактивован",
            // Belarusian.
            "адключан",
            "выключан",
            // Polish.
            "wyłączon",
            "dezaktywowan",
            // Czech.
            "vypnut",
            "zakázán",
            "deaktivován",
            // Slovak.
            "zakázan",
            "deaktivovan",
            // Slovenian.
            "onemogočen",
            "izklopljen",
            // Croatian/Bosnian/Serbian (Latin).
            "onemogućen",
            "isključen",
            "deaktiviran",
            // Serbian (Cyrillic).
            "онемогућен",
            "искључен",
            "деактивиран",
            // Macedonian.
            "оневозможен",
            "исклучен",
            // Bulgarian.
            "изключен",
            // Lithuanian.
            "išjungt",
            // Latvian.
            "atspējots",
            "izslēgts",
            // Estonian.
            "keelatud",
            "välja lülitatud",
            "deaktiveeritud",
            // Finnish.
            "pois käytöstä",
            "poistettu käytöstä",
            "ei käytössä",
            "pois päältä",
            // Hungarian.
            "letiltva",
            "letiltott",
            "kikapcsolva",
            "kikapcsolt",
            // Greek.
            "απενεργοποιημέν",
            "απενεργοποιήθηκε",
            // Albanian.
            "çaktivizuar",
            // Armenian.
            "անջատված",
            "ապաակտիվացված",
            // Georgian.
            "გამორთულ",
            "დეაქტივირებულ",
            // Tatar.
            "сүндерелгән",
            "өзелгән",
            // Turkish.
            "devre dışı",
            // Azerbaijani.
            "deaktiv edilib",
            "söndürülüb",
            // Turkmen.
            "öçürildi",
            "öçürilen",
            // Kazakh.
            "өшірулі",
            "өшірілген",
            "ажыратылған",
            // Kyrgyz.
            "өчүрүлгөн",
            // Uzbek (Latin).
            "o'chirilgan",
            "oʻchirilgan",
            "o'chirildi",
            "oʻchirildi",
            // Uyghur.
            "چەكلەنگەن",
            // Tajik.
            "хомӯш",
            // Persian.
            "غیرفعال شده",
            "غیرفعال‌شده",
            "خاموش",
            // Pashto.
            "غیرفعال شوی",
            "بند شوی",
            // Kurdish (Sorani).
            "ناچالاککراو",
            // Arabic.
            "معطل",
            "معطّل",
            "تم التعطيل",
            "غير مفعل",
            // Hebrew.
            "מושבת",
            "מושבתת",
            "לא מופעל",
            "כבוי",
            // Urdu.
            "غیر فعال شدہ",
            "غیر فعال کر دیا",
            "بند کر دیا",
            // Hindi.
            "अक्षम",
            "बंद किया",
            "निष्क्रिय किया",
            // Bengali.
            "অক্ষম করা",
            "নিষ্ক্রিয় করা",
            "বন্ধ করা",
            // Assamese.
            "অক্ষম কৰা",
            "নিষ্ক্ৰিয় কৰা",
            // Odia.
            "ଅକ୍ଷମ",
            "ନିଷ୍କ୍ରିୟ କରାଯାଇଛି",
            // Gujarati.
            "અક્ષમ",
            "નિષ્ક્રિય કરેલ",
            // Punjabi (Gurmukhi).
            "ਅਸਮਰੱਥ",
            "ਬੰਦ ਕੀਤਾ",
            // Marathi.
            "निष्क्रिय केले",
            // Nepali.
            "असक्षम",
            "निष्क्रिय गरिएको",
            // Sinhala.
            "අක්‍රීය කර ඇත",
            "අක්‍රිය කර",
            // Tamil.
            "முடக்கப்பட்ட",
            "முடக்கப்பட்டது",
            // Telugu.
            "నిలిపివేయబడ",
            "డిసేబుల్",
            // Kannada.
            "ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ",
            "ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಿದ",
            // Malayalam.
            "പ്രവർത്തനരഹിതമാക്കി",
            "പ്രവർത്തനരഹിതം",
            // Chinese (Simplified).
            "已禁用",
            "已停用",
            // Japanese.
            "無効",
            // Korean.
            "비활성화",
            "사용 안 함",
            "꺼짐",
            "꺼져",
            // Mongolian (Cyrillic).
            "идэвхгүй болгосон",
            "унтраалттай",
            // Thai.
            "ปิดใช้งาน",
            "ปิดใช้",
            // Lao.
            "ປິດໃຊ້ງານ",
            // Khmer.
            "បានបិទ",
            "បិទដំណើរការ",
            // Vietnamese.
            "đã tắt",
            "bị tắt",
            "bị vô hiệu hóa",
            "đã vô hiệu hóa",
            "vô hiệu hóa",
            // Indonesian.
            "dinonaktifkan",
            "dimatikan",
            // Malay.
            "dilumpuhkan",
            "dinyahaktifkan",
            // Javanese.
            "dinonaktifake",
            "dipateni",
            // Sundanese.
            "dinonaktipkeun",
            "dinonaktifkeun",
            // Tagalog.
            "hindi pinagana",
            "naka-disable",
            "na-disable",
            // Cebuano.
            "gi-disable",
            // Swahili.
            "imezimwa",
            "imelemazwa",
            // Hausa.
            "an kashe",
            // Haitian Creole.
            "dezaktive",
            // Luxembourgish.
            "desaktivéiert",
            "ausgeschalt",
            // Frisian.
            "útskeakele",
            "deaktivearre",
        ],
    ),
    (
        "online",
        &[
            // Spanish.
            "en línea",
            "conectad",
            // French.
            "en ligne",
            "connecté",
            // Italian.
            "in linea",
            "connesso",
            "connessa",
            // Portuguese.
            "on-line",
            // Afrikaans.
            "aanlyn",
            // Norwegian.
            "pålogget",
            "tilkoblet",
            // Swedish.
            "uppkopplad",
            "uppkopplat",
            // Icelandic.
            "á netinu",
            "nettengd",
            // Catalan.
            "en línia",
            "connectat",
            "connectada",
            // Galician.
            "en liña",
            // Basque.
            "linean",
            "konektatuta",
            // Welsh.
            "ar-lein",
            "ar lein",
            // Irish.
            "ar líne",
            // Scottish Gaelic.
            "air loidhne",
            // Esperanto.
            "enreta",
            "konektit",
            // Romanian.
            "conectat",
            // Russian.
            "онлайн",
            "в сети",
            // Ukrainian.
            "в мережі",
            // Belarusian.
            "анлайн",
            "у сетцы",
            // Polish.
            "w sieci",
            // Czech.
            "připojen",
            // Slovak.
            "pripojen",
            // Slovenian.
            "na spletu",
            "povezan",
            // Croatian/Bosnian/Serbian (Latin).
            "na mreži",
            // Serbian (Cyrillic).
            "онлајн",
            "на мрежи",
            "повезан",
            // Macedonian.
            "на линија",
            "поврзан",
            // Bulgarian.
            "на линия",
            "свързан",
            // Lithuanian.
            "prisijung",
            // Latvian.
            "tiešsaistē",
            "pieslēdzies",
            // Estonian.
            "võrgus",
            "võrguühenduses",
            // Finnish.
            "verkossa",
            "linjoilla",
            // Hungarian.
            "bejelentkezve",
            "csatlakozva",
            // Greek.
            "συνδεδεμέν",
            "σε σύνδεση",
            // Albanian.
            "në linjë",
            // Armenian.
            "առցանց",
            // Georgian.
            "ონლაინ",
            "ხაზზე",
            // Tatar.
            "челтәрдә",
            // Turkish.
            "çevrimiçi",
            // Azerbaijani.
            "onlayn",
            // Turkmen.
            "onlaýn",
            // Kazakh.
            "желіде",
            // Kyrgyz.
            "тармакта",
            // Uzbek (Latin).
            "tarmoqda",
            // Uyghur.
            "توردا",
            "ئونلاين",
            // Persian.
            "آنلاین",
            "برخط",
            // Pashto.
            "انلاین",
            // Kurdish (Kurmanji).
            "serhêl",
            "onlîne",
            // Kurdish (Sorani).
            "ئۆنلاین",
            "سەرهێڵ",
            // Arabic.
            "متصل",
            "على الإنترنت",
            "أونلاين",
            // Hebrew.
            "מחובר",
            "מחוברת",
            "אונליין",
            "מקוון",
            // Yiddish.
            "אָנליין",
            "אנליין",
            // Urdu.
            "آن لائن",
            "آنلائن",
            // Hindi.
            "ऑनलाइन",
            // Bengali.
            "অনলাইন",
            // Odia.
            "ଅନଲାଇନ",
            // Gujarati.
            "ઓનલાઇન",
            "ઑનલાઇન",
            // Punjabi (Gurmukhi).
            "ਆਨਲਾਈਨ",
            "ਔਨਲਾਈਨ",
            // Nepali.
            "अनलाइन",
            // Sinhala.
            "මාර්ගගත",
            "ඔන්ලයින්",
            // Tamil.
            "ஆன்லைன்",
            "இணைப்பில்",
            // Telugu.
            "ఆన్‌లైన్",
            "ఆన్లైన్",
            // Kannada.
            "ಆನ್‌ಲೈನ್",
            "ಆನ್ಲೈನ್",
            // Malayalam.
            "ഓൺലൈൻ",
            // Chinese (Simplified).
            "在线",
            "联机",
            // Chinese (Traditional).
            "在線",
            "線上",
            "連線",
            // Japanese.
            "オンライン",
            // Korean.
            "온라인",
            "접속 중",
            "접속중",
            // Mongolian (Cyrillic).
            "сүлжээнд",
            // Burmese.
            "အွန်လိုင်း",
            // Thai.
            "ออนไลน์",
            // Lao.
            "ອອນລາຍ",
            // Khmer.
            "អនឡាញ",
            // Vietnamese.
            "trực tuyến",
            "đang online",
            // Indonesian.
            "terhubung",
            // Malay.
            "dalam talian",
            "atas talian",
            // Amharic.
            "መስመር ላይ",
            "ኦንላይን",
            // Swahili.
            "mtandaoni",
            // Hausa.
            "kan layi",
            "akan layi",
            // Malagasy.
            "an-tserasera",
            // Haitian Creole.
            "anliy",
            // Maori.
            "tuihono",
        ],
    ),
    (
        "offline",
        &[
            // Spanish.
            "desconectad",
            "fuera de línea",
            "sin conexión",
            // French.
            "hors ligne",
            "déconnecté",
            // Italian.
            "non in linea",
            "disconness",
            // Afrikaans.
            "aflyn",
            // Norwegian.
            "frakoblet",
            "avlogget",
            // Swedish.
            "frånkopplad",
            "frånkopplat",
            // Icelandic.
            "ótengdur",
            "ótengd",
            "ekki á netinu",
            // Catalan.
            "fora de línia",
            "desconnectat",
            "desconnectada",
            // Galician.
            "fóra de liña",
            // Basque.
            "lineaz kanpo",
            "deskonektatuta",
            // Welsh.
            "all-lein",
            "all lein",
            // Irish.
            "as líne",
            // Scottish Gaelic.
            "far loidhne",
            "far-loidhne",
            // Esperanto.
            "eksterreta",
            "malkonektit",
            // Romanian.
            "deconectat",
            // Russian.
            "офлайн",
            "оффлайн",
            "не в сети",
            // Ukrainian.
            "не в мережі",
            // Belarusian.
            "афлайн",
            "па-за сеткай",
            // Polish.
            "rozłączon",
            // Czech.
            "odpojen",
            // Slovenian.
            "brez povezave",
            // Croatian/Bosnian/Serbian (Latin).
            "izvan mreže",
            "van mreže",
            // Serbian (Cyrillic).
            "офлајн",
            "ван мреже",
            // Macedonian.
            "надвор од мрежа",
            // Bulgarian.
            "извън линия",
            // Lithuanian.
            "atsijung",
            "neprisijung",
            // Latvian.
            "bezsaistē",
            "atslēdzies",
            // Estonian.
            "võrguühenduseta",
            "võrgust väljas",
            // Finnish.
            "ei verkossa",
            // Hungarian.
            "nincs bejelentkezve",
            // Greek.
            "εκτός σύνδεσης",
            "αποσυνδεδεμέν",
            // Albanian.
            "jashtë linje",
            // Armenian.
            "անցանց",
            // Georgian.
            "ოფლაინ",
            "ხაზგარეშე",
            // Turkish.
            "çevrimdışı",
            // Azerbaijani.
            "oflayn",
            // Turkmen.
            "oflaýn",
            // Kazakh.
            "желіден тыс",
            // Uzbek (Latin).
            "tarmoqdan tashqari",
            // Uyghur.
            "تورسىز",
            "ئوفلاين",
            // Persian.
            "آفلاین",
            "برون‌خط",
            // Pashto.
            "افلاین",
            // Kurdish (Kurmanji).
            "negirêdayî",
            // Kurdish (Sorani).
            "ئۆفلاین",
            "دەرهێڵ",
            // Arabic.
            "غير متصل",
            "أوفلاين",
            "دون اتصال",
            // Hebrew.
            "לא מחובר",
            "לא מחוברת",
            "אופליין",
            "לא מקוון",
            // Urdu.
            "آف لائن",
            "آفلائن",
            // Hindi.
            "ऑफलाइन",
            "ऑफ़लाइन",
            // Bengali.
            "অফলাইন",
            // Odia.
            "ଅଫଲାଇନ",
            // Gujarati.
            "ઓફલાઇન",
            "ઑફલાઇન",
            // Punjabi (Gurmukhi).
            "ਆਫਲਾਈਨ",
            "ਔਫਲਾਈਨ",
            // Nepali.
            "अफलाइन",
            // Sinhala.
            "නොබැඳි",
            "ඕෆ්ලයින්",
            // Tamil.
            "ஆஃப்லைன்",
            "ஆப்லைன்",
            // Telugu.
            "ఆఫ్‌లైన్",
            "ఆఫ్లైన్",
            // Kannada.
            "ಆಫ್‌ಲೈನ್",
            "ಆಫ್ಲೈನ್",
            // Malayalam.
            "ഓഫ്‌ലൈൻ",
            "ഓഫ്ലൈൻ",
            // Chinese (Simplified).
            "离线",
            "下线",
            // Chinese (Traditional).
            "離線",
            "下線",
            // Japanese.
            "オフライン",
            // Korean.
            "오프라인",
            // Mongolian (Cyrillic).
            "сүлжээнээс гадуур",
            // Burmese.
            "အော့ဖ်လိုင်း",
            // Thai.
            "ออฟไลน์",
            // Lao.
            "ອອບລາຍ",
            "ອອຟລາຍ",
            // Khmer.
            "អហ្វឡាញ",
            "ក្រៅបណ្ដាញ",
            // Vietnamese.
            "ngoại tuyến",
            // Indonesian.
            "tidak terhubung",
            // Malay.
            "luar talian",
            // Amharic.
            "ከመስመር ውጭ",
            // Swahili.
            "nje ya mtandao",
            // Malagasy.
            "tsy an-tserasera",
            // Haitian Creole.
            "dekonekte",
            // Maori.
            "tuimotu",
        ],
    ),
    (
        "public",
        &[
            // Spanish.
            "públic",
            // French.
            "publique",
            "publics",
            "publiques",
            // German.
            "öffentlich",
            // Italian.
            "pubblico",
            "pubblica",
            "pubblici",
            "pubbliche",
            // Dutch.
            "openbaar",
            "openbare",
            "publiek",
            // Danish.
            "offentlig",
            // Icelandic.
            "opinber",
            // Basque.
            "publiko",
            // Welsh.
            "cyhoeddus",
            // Irish.
            "poiblí",
            // Scottish Gaelic.
            "poblach",
            // Latin.
            "publicus",
            "publica",
            "publicum",
            // Esperanto.
            "publika",
            "publikaj",
            // Maltese.
            "pubbliku",
            "pubblika",
            // Romanian.
            "publică",
            "publice",
            // Russian.
            "публичн",
            "общедоступн",
            // Ukrainian.
            "публічн",
            "загальнодоступн",
            // Belarusian.
            "агульнадаступн",
            // Polish.
            "publiczn",
            // Czech.
            "veřejn",
            // Slovak.
            "verejn",
            // Slovenian.
            "javn",
            // Serbian (Cyrillic).
            "јавн",
            // Macedonian.
            "јавен",
            "јавна",
            "јавно",
            // Bulgarian.
            "публичен",
            "публична",
            "публично",
            "обществен",
            // Lithuanian.
            "viešas",
            "viešai",
            "viešasis",
            "viešoji",
            // Latvian.
            "publisk",
            // Estonian.
            "avalik",
            // Finnish.
            "julkinen",
            "julkisia",
            "julkisesti",
            // Hungarian.
            "nyilvános",
            // Greek.
            "δημόσι",
            // Albanian.
            "publike",
            // Armenian.
            "հանրային",
            "հրապարակային",
            // Georgian.
            "საჯარო",
            // Turkish.
            "herkese açık",
            "kamuya açık",
            "halka açık",
            // Azerbaijani.
            "ictimai",
            "hamıya açıq",
            // Turkmen.
            "köpçülige açyk",
            // Kazakh.
            "жария",
            "көпшілікке ашық",
            // Kyrgyz.
            "коомдук",
            "жалпыга ачык",
            // Uzbek (Latin).
            "ommaviy",
            "hammaga ochiq",
            // Uyghur.
            "ئاممىۋى",
            // Tajik.
            "оммавӣ",
            "ҷамъиятӣ",
            // Persian.
            "عمومی",
            // Pashto.
            "عامه",
            "عمومي",
            // Kurdish (Kurmanji).
            "giştî",
            "gelemperî",
            // Kurdish (Sorani).
            "گشتی",
            // Arabic.
            "علني",
            "علنية",
            "للعامة",
            // Hebrew.
            "ציבורי",
            "ציבורית",
            // Yiddish.
            "עפֿנטלעך",
            // Urdu.
            "عوامی",
            "پبلک",
            // Hindi.
            "सार्वजनिक",
            // Bengali.
            "সর্বজনীন",
            "পাবলিক",
            // Assamese.
            "ৰাজহুৱা",
            // Odia.
            "ସାର୍ବଜନୀନ",
            "ସର୍ବସାଧାରଣ",
            // Gujarati.
            "સાર્વજનિક",
            "જાહેર",
            // Punjabi (Gurmukhi).
            "ਜਨਤਕ",
            // Sinhala.
            "පොදු",
            // Telugu.
            "పబ్లిక్",
            "బహిరంగ",
            // Kannada.
            "ಸಾರ್ವಜನಿಕ",
            // Malayalam.
            "പബ്ലിക്",
            // Chinese (Simplified).
            "公开",
            "公共",
            // Chinese (Traditional).
            "公開",
            // Japanese.
            "パブリック",
            // Korean.
            "공개",
            "공용",
            "공공",
            // Mongolian (Cyrillic).
            "нийтийн",
            "олон нийтэд нээлттэй",
            // Burmese.
            "အများပြည်သူ",
            "အများသုံး",
            // Thai.
            "สาธารณะ",
            // Lao.
            "ສາທາລະນະ",
            // Khmer.
            "សាធារណៈ",
            // Vietnamese.
            "công khai",
            "công cộng",
            // Indonesian.
            "terbuka untuk umum",
            "untuk umum",
            // Malay.
            "awam",
            // Tagalog.
            "pampubliko",
            // Amharic.
            "ህዝባዊ",
            "የህዝብ",
            // Somali.
            "dadweyne",
            // Swahili.
            "ya umma",
            "la umma",
            "wa umma",
            "hadharani",
            // Zulu.
            "komphakathi",
            "esidlangalaleni",
            // Haitian Creole.
            "piblik",
            // Maori.
            "tūmatanui",
            "tūmatawhānui",
            // Luxembourgish.
            "ëffentlech",
            // Frisian.
            "iepenbier",
        ],
    ),
    (
        "private",
        &[
            // Spanish.
            "privad",
            // French.
            "privé",
            "privée",
            "privés",
            "privées",
            // German.
            "privat",
            // Afrikaans.
            "privaat",
            // Catalan.
            "privada",
            // Basque.
            "pribatu",
            // Welsh.
            "preifat",
            // Irish.
            "príobháideach",
            // Scottish Gaelic.
            "prìobhaideach",
            // Breton.
            "prevez",
            // Latin.
            "privatus",
            "privata",
            "privatum",
            // Russian.
            "приватн",
            "частн",
            // Belarusian.
            "прыватн",
            // Polish.
            "prywatn",
            // Czech.
            "soukrom",
            // Slovak.
            "súkromn",
            // Slovenian.
            "zaseben",
            "zasebn",
            // Croatian/Bosnian/Serbian (Latin).
            "privatn",
            // Macedonian.
            "приватен",
            "приватна",
            "приватно",
            // Bulgarian.
            "частен",
            "частна",
            "частно",
            "частни",
            // Latvian.
            "privāt",
            // Finnish.
            "yksityi",
            // Hungarian.
            "privát",
            "zártkörű",
            // Greek.
            "ιδιωτικ",
            // Armenian.
            "մասնավոր",
            // Georgian.
            "პირად",
            "კერძო",
            // Tatar.
            "шәхси",
            // Turkish.
            "gizli",
            // Azerbaijani.
            "şəxsi",
            // Turkmen.
            "şahsy",
            "hususy",
            // Kazakh.
            "жеке",
            // Uzbek (Latin).
            "shaxsiy",
            "xususiy",
            // Uyghur.
            "شەخسىي",
            "خۇسۇسىي",
            // Tajik.
            "шахсӣ",
            "хусусӣ",
            // Persian.
            "خصوصی",
            // Pashto.
            "خصوصي",
            "شخصي",
            // Kurdish (Kurmanji).
            "şexsî",
            "nepenî",
            // Hebrew.
            "פרטי",
            "פרטית",
            // Yiddish.
            "פּריוואַט",
            "פריוואט",
            // Urdu.
            "نجی",
            "ذاتی",
            "پرائیویٹ",
            // Hindi.
            "निजी",
            // Bengali.
            "ব্যক্তিগত",
            "প্রাইভেট",
            // Odia.
            "ବ୍ୟକ୍ତିଗତ",
            "ଘରୋଇ",
            // Gujarati.
            "ખાનગી",
            // Punjabi (Gurmukhi).
            "ਨਿੱਜੀ",
            "ਪ੍ਰਾਈਵੇਟ",
            // Marathi.
            "खाजगी",
            "खासगी",
            "वैयक्तिक",
            // Sinhala.
            "පෞද්ගලික",
            // Tamil.
            "தனிப்பட்ட",
            // Telugu.
            "ప్రైవేట్",
            "వ్యక్తిగత",
            // Kannada.
            "ಖಾಸಗಿ",
            // Malayalam.
            "സ്വകാര്യ",
            // Chinese (Simplified).
            "私密",
            "私有",
            "私人",
            "不公开",
            "非公开",
            // Chinese (Traditional).
            "不公開",
            "非公開",
            // Japanese.
            "プライベート",
            // Korean.
            "비공개",
            // Mongolian (Cyrillic).
            "хувийн",
            // Burmese.
            "ကိုယ်ပိုင်",
            "သီးသန့်",
            // Thai.
            "ส่วนตัว",
            // Lao.
            "ສ່ວນຕົວ",
            // Khmer.
            "ឯកជន",
            // Vietnamese.
            "riêng tư",
            // Indonesian.
            "pribadi",
            // Malay.
            "peribadi",
            "persendirian",
            // Tagalog.
            "pribado",
            // Amharic.
            "የግል",
            // Tigrinya.
            "ብሕታዊ",
            // Swahili.
            "binafsi",
            "faragha",
            // Igbo.
            "nzuzo",
            // Yoruba.
            "àdáni",
            // Haitian Creole.
            "prive",
            // Maori.
            "tūmataiti",
            // Samoan.
            "tumaoti",
            // Frisian.
            "privee",
        ],
    ),
    (
        "valid",
        &[
            // Spanish.
            "válid",
            // French.
            "valide",
            "valable",
            // German.
            "gültig",
            // Dutch.
            "geldig",
            // Danish.
            "gyldig",
            // Swedish.
            "giltig",
            // Icelandic.
            "gildur",
            // Catalan.
            "vàlid",
            // Basque.
            "baliozko",
            // Welsh.
            "dilys",
            // Irish.
            "bailí",
            // Scottish Gaelic.
            "dligheach",
            // Latin.
            "validus",
            "valida",
            "validum",
            // Maltese.
            "validu",
            // Russian.
            "действителен",
            "действительный",
            "действительная",
            "действительное",
            "действительна",
            "валидн",
            // Ukrainian.
            "чинн",
            "валідн",
            "дійсний",
            "дійсна",
            "дійсне",
            // Belarusian.
            "дзейсн",
            // Polish.
            "poprawn",
            "prawidłow",
            // Czech.
            "platn",
            // Slovenian.
            "veljav",
            // Croatian/Bosnian/Serbian (Latin).
            "važeć",
            "validn",
            "validan",
            // Serbian (Cyrillic).
            "важећ",
            "валидан",
            // Macedonian.
            "важечк",
            "валиден",
            "валидна",
            // Bulgarian.
            "валидно",
            "валидни",
            "действителна",
            // Lithuanian.
            "galiojant",
            "galioja",
            // Latvian.
            "derīg",
            "spēkā esoš",
            // Estonian.
            "kehtiv",
            // Finnish.
            "voimassa",
            "kelvolli",
            // Hungarian.
            "érvényes",
            // Greek.
            "έγκυρ",
            "ισχύει",
            "σε ισχύ",
            // Albanian.
            "i vlefshëm",
            "e vlefshme",
            "të vlefshme",
            "vlefshëm",
            // Armenian.
            "վավեր",
            // Georgian.
            "ვალიდურ",
            "ძალაშია",
            // Tatar.
            "гамәлдәге",
            // Turkish.
            "geçerli",
            // Azerbaijani.
            "etibarlı",
            "qüvvədə",
            // Kazakh.
            "жарамды",
            // Kyrgyz.
            "жарактуу",
            // Uzbek (Latin).
            "yaroqli",
            "amal qiladi",
            // Uyghur.
            "ئىناۋەتلىك",
            "كۈچكە ئىگە",
            // Tajik.
            "эътиборнок",
            // Persian.
            "معتبر",
            // Pashto.
            "اعتبار لري",
            // Kurdish (Kurmanji).
            "derbasdar",
            // Arabic.
            "ساري المفعول",
            "صالحة",
            "صالح للاستخدام",
            // Hebrew.
            "תקין",
            "תקינה",
            "בתוקף",
            // Yiddish.
            "גילטיק",
            // Urdu.
            "جائز",
            // Hindi.
            "मान्य",
            "वैध",
            // Bengali.
            "বৈধ",
            // Odia.
            "ବୈଧ",
            // Gujarati.
            "માન્ય",
            "વૈધ",
            // Punjabi (Gurmukhi).
            "ਵੈਧ",
            "ਜਾਇਜ਼",
            // Marathi.
            "ग्राह्य",
            // Sinhala.
            "වලංගු",
            // Tamil.
            "செல்லுபடியாகும்",
            "செல்லத்தக்க",
            // Telugu.
            "చెల్లుబాటు",
            "చెల్లుతుంది",
            // Kannada.
            "ಮಾನ್ಯ",
            // Malayalam.
            "സാധുവായ",
            "സാധുതയുള്ള",
            // Chinese (Simplified).
            "有效",
            "合法",
            // Japanese.
            "有効",
            "正当",
            // Korean.
            "유효",
            // Mongolian (Cyrillic).
            "хүчинтэй",
            // Burmese.
            "တရားဝင်",
            "အကျုံးဝင်",
            // Thai.
            "ถูกต้อง",
            "ใช้ได้",
            // Lao.
            "ຖືກຕ້ອງ",
            // Khmer.
            "មានសុពលភាព",
            "ត្រឹមត្រូវ",
            // Vietnamese.
            "hợp lệ",
            "còn hiệu lực",
            // Indonesian.
            "berlaku",
            // Malay.
            "masih sah",
            "adalah sah",
            // Tagalog.
            "balido",
            // Swahili.
            "halali",
            // Malagasy.
            "manan-kery",
            // Haitian Creole.
            "valab",
            // Maori.
            "whaimana",
            // Luxembourgish.
            "gülteg",
            "valabel",
            // Frisian.
            "jildich",
        ],
    ),
    (
        "invalid",
        &[
            // Spanish.
            "inválid",
            "no válid",
            // French.
            "invalide",
            "non valide",
            "non valable",
            // German.
            "ungültig",
            // Italian.
            "non valid",
            // Portuguese.
            "não válid",
            // Dutch.
            "ongeldig",
            // Danish.
            "ugyldig",
            // Swedish.
            "ogiltig",
            // Icelandic.
            "ógild",
            "ógilt",
            // Catalan.
            "invàlid",
            "no vàlid",
            // Galician.
            "non válid",
            // Basque.
            "baliogabe",
            "baliorik gabe",
            // Welsh.
            "annilys",
            // Irish.
            "neamhbhailí",
            // Scottish Gaelic.
            "neo-dhligheach",
            // Latin.
            "invalidus",
            "invalida",
            "invalidum",
            // Esperanto.
            "nevalid",
            // Maltese.
            "invalidu",
            "mhux validu",
            "mhux valida",
            // Russian.
            "недействительн",
            "невалидн",
            "неверн",
            // Ukrainian.
            "недійсн",
            "невалідн",
            // Belarusian.
            "несапраўдн",
            "недзейсн",
            // Polish.
            "nieważn",
            "niepoprawn",
            "nieprawidłow",
            // Czech.
            "neplatn",
            // Slovenian.
            "neveljav",
            // Croatian/Bosnian/Serbian (Latin).
            "nevažeć",
            "nevalidn",
            "nevaljan",
            // Serbian (Cyrillic).
            "неважећ",
            // Macedonian.
            "неважечк",
            "невалиден",
            "невалидна",
            // Bulgarian.
            "невалидно",
            "невалидни",
            "недействителен",
            "недействителна",
            // Lithuanian.
            "negaliojant",
            "negalioja",
            // Latvian.
            "nederīg",
            // Estonian.
            "kehtetu",
            // Finnish.
            "virheelli",
            "ei voimassa",
            "pätemätön",
            // Hungarian.
            "érvénytelen",
            // Greek.
            "άκυρ",
            "μη έγκυρ",
            // Albanian.
            "i pavlefshëm",
            "e pavlefshme",
            "të pavlefshme",
            "pavlefshëm",
            // Armenian.
            "անվավեր",
            // Georgian.
            "არავალიდურ",
            "ბათილ",
            // Tatar.
            "гамәлдә түгел",
            // Turkish.
            "geçersiz",
            // Azerbaijani.
            "etibarsız",
            // Kazakh.
            "жарамсыз",
            // Kyrgyz.
            "жараксыз",
            // Uzbek (Latin).
            "yaroqsiz",
            "haqiqiy emas",
            // Uyghur.
            "ئىناۋەتسىز",
            // Tajik.
            "беэътибор",
            // Persian.
            "نامعتبر",
            "باطل",
            // Kurdish (Kurmanji).
            "nederbasdar",
            // Kurdish (Sorani).
            "نادروست",
            "پووچەڵ",
            // Arabic.
            "غير صالح",
            "غير صحيح",
            "غير ساري",
            // Hebrew.
            "לא תקף",
            "לא תקפה",
            "לא תקין",
            "לא תקינה",
            "פסול",
            // Yiddish.
            "ניט גילטיק",
            "אומגילטיק",
            // Urdu.
            "ناجائز",
            "غیر درست",
            // Hindi.
            "अमान्य",
            "अवैध",
            // Bengali.
            "অবৈধ",
            "অকার্যকর",
            // Odia.
            "ଅବୈଧ",
            // Gujarati.
            "અમાન્ય",
            "અવૈધ",
            // Punjabi (Gurmukhi).
            "ਅਵੈਧ",
            "ਨਾਜਾਇਜ਼",
            // Marathi.
            "अग्राह्य",
            // Sinhala.
            "අවලංගු",
            // Tamil.
            "செல்லாத",
            "செல்லுபடியாகாத",
            // Telugu.
            "చెల్లని",
            "చెల్లదు",
            // Kannada.
            "ಅಮಾನ್ಯ",
            // Malayalam.
            "അസാധു",
            // Chinese (Simplified).
            "无效",
            "不合法",
            // Chinese (Traditional).
            "無效",
            // Japanese.
            "無効",
            "不正な",
            // Korean.
            "유효하지 않",
            "무효",
            // Mongolian (Cyrillic).
            "хүчингүй",
            // Burmese.
            "တရားမဝင်",
            // Thai.
            "ไม่ถูกต้อง",
            "ใช้ไม่ได้",
            // Lao.
            "ບໍ່ຖືກຕ້ອງ",
            // Khmer.
            "មិនត្រឹមត្រូវ",
            "គ្មានសុពលភាព",
            // Vietnamese.
            "không hợp lệ",
            "hết hiệu lực",
            // Indonesian.
            "tidak valid",
            "tidak sah",
            "tidak berlaku",
            // Javanese.
            "ora sah",
            "ora valid",
            // Sundanese.
            "teu sah",
            "teu valid",
            // Tagalog.
            "hindi balido",
            "hindi wasto",
            "imbalido",
            // Cebuano.
            "dili balido",
            // Amharic.
            "ልክ ያልሆነ",
            // Swahili.
            "batili",
            "si halali",
            // Malagasy.
            "tsy manan-kery",
            // Haitian Creole.
            "pa valab",
            "envalid",
            // Luxembourgish.
            "ongülteg",
            "net gülteg",
            // Frisian.
            "ûnjildich",
        ],
    ),
    (
        "present",
        &[
            // Spanish.
            "presente",
            // French.
            "est présent",
            "est présente",
            "sont présents",
            "sont présentes",
            "était présent",
            "était présente",
            // German.
            "anwesend",
            // Italian.
            "presenti",
            // Portuguese.
            "presentes",
            // Dutch.
            "aanwezig",
            // Afrikaans.
            "teenwoordig",
            // Danish.
            "til stede",
            // Swedish.
            "närvarande",
            // Icelandic.
            "viðstadd",
            "viðstaddur",
            "mættur",
            "mætt",
            // Catalan.
            "és present",
            "són presents",
            // Welsh.
            "yn bresennol",
            // Irish.
            "i láthair",
            // Scottish Gaelic.
            "an làthair",
            // Breton.
            "bezant",
            // Latin.
            "praesens",
            "adest",
            // Esperanto.
            "ĉeest",
            // Maltese.
            "preżenti",
            // Romanian.
            "este prezent",
            "e prezent",
            "este prezentă",
            "sunt prezenți",
            // Russian.
            "присутству",
            // Ukrainian.
            "присутн",
            // Belarusian.
            "прысутн",
            // Polish.
            "obecny na",
            "obecna na",
            "był obecny",
            "była obecna",
            "jest obecny",
            "jest obecna",
            // Czech.
            "přítomn",
            // Slovak.
            "prítomn",
            // Slovenian.
            "prisoten",
            "prisotn",
            // Croatian/Bosnian/Serbian (Latin).
            "prisutan",
            "prisutn",
            // Serbian (Cyrillic).
            "присутан",
            // Macedonian.
            "присутен",
            "присутна",
            "присутни",
            // Bulgarian.
            "присъстващ",
            "присъства",
            "присъстват",
            // Lithuanian.
            "dalyvavo",
            "dalyvauja",
            // Latvian.
            "klātesoš",
            "ir klāt",
            // Estonian.
            "on kohal",
            "oli kohal",
            "olid kohal",
            // Finnish.
            "paikalla",
            "läsnä",
            // Hungarian.
            "jelen van",
            "jelen volt",
            "jelen voltak",
            "jelenlévő",
            // Greek.
            "παρών",
            "παρούσα",
            "παρόντ",
            // Albanian.
            "i pranishëm",
            "e pranishme",
            "të pranishëm",
            // Armenian.
            "ներկա է",
            "ներկա էր",
            "ներկա էին",
            // Georgian.
            "დამსწრე",
            "ესწრებოდა",
            // Turkish.
            "katıldı",
            "hazır bulundu",
            "hazır bulunan",
            // Azerbaijani.
            "iştirak edib",
            "iştirak etdi",
            // Turkmen.
            "gatnaşdy",
            // Kazakh.
            "қатысты",
            "қатысқан",
            // Kyrgyz.
            "катышты",
            "катышкан",
            // Uzbek (Latin).
            "ishtirok etdi",
            "qatnashdi",
            "qatnashgan",
            // Uyghur.
            "قاتناشتى",
            // Tajik.
            "иштирок дошт",
            "иштирок кард",
            // Persian.
            "حاضر بود",
            "حاضر است",
            "حضور داشت",
            // Pashto.
            "حاضر دی",
            // Kurdish (Kurmanji).
            "beşdar bû",
            // Kurdish (Sorani).
            "ئامادە بوو",
            // Arabic.
            "حاضر",
            "حاضرة",
            // Hebrew.
            "נוכחת",
            "נוכחים",
            "היה נוכח",
            // Yiddish.
            "אָנוועזנד",
            // Hindi.
            "उपस्थित",
            "हाज़िर",
            "हाजिर",
            // Bengali.
            "উপস্থিত",
            "হাজির",
            // Odia.
            "ଉପସ୍ଥିତ",
            // Gujarati.
            "હાજર",
            "ઉપસ્થિત",
            // Punjabi (Gurmukhi).
            "ਹਾਜ਼ਰ",
            "ਹਾਜਰ",
            "ਉਪਸਥਿਤ",
            // Marathi.
            "हजर",
            // Sinhala.
            "පැමිණ සිටි",
            "පැමිණ ඇත",
            // Tamil.
            "ஆஜர்",
            "வருகை தந்த",
            // Telugu.
            "హాజరు",
            "హాజరయ్యారు",
            "హాజరైన",
            // Kannada.
            "ಹಾಜರ್",
            "ಹಾಜರಿದ್ದ",
            "ಉಪಸ್ಥಿತ",
            // Malayalam.
            "ഹാജർ",
            "ഹാജരായ",
            "സന്നിഹിത",
            // Chinese (Simplified).
            "出席",
            "在场",
            "到场",
            "出勤",
            "已到",
            // Chinese (Traditional).
            "在場",
            "到場",
            // Japanese.
            "在席",
            // Korean.
            "출석",
            "참석",
            // Mongolian (Cyrillic).
            "ирсэн",
            "оролцсон",
            // Burmese.
            "တက်ရောက်",
            // Thai.
            "มาเรียน",
            "เข้าร่วม",
            // Lao.
            "ມາຮຽນ",
            "ເຂົ້າຮ່ວມ",
            // Khmer.
            "មានវត្តមាន",
            // Vietnamese.
            "có mặt",
            // Indonesian.
            "hadir",
            // Javanese.
            "rawuh",
            // Sundanese.
            "sumping",
            // Tagalog.
            "naroroon",
            "dumalo",
            // Cebuano.
            "mitambong",
            // Amharic.
            "ተገኝቷል",
            // Tigrinya.
            "ተረኺቡ",
            // Somali.
            "jooga",
            "joogay",
            // Swahili.
            "yupo",
            "wapo",
            "alihudhuria",
            "amehudhuria",
            // Hausa.
            "halarta",
            // Yoruba.
            "wà níbẹ̀",
            // Zulu.
            "ukhona",
            "bekhona",
            // Xhosa.
            "ebekhona",
            // Sesotho.
            "o teng",
            "ba teng",
            // Haitian Creole.
            "prezan",
            // Maori.
            "kei konei",
            // Frisian.
            "oanwêzich",
        ],
    ),
    (
        "absent",
        &[
            // Spanish.
            "ausente",
            // German.
            "abwesend",
            // Italian.
            "assente ",
            "assenti ",
            // Dutch.
            "afwezig",
            // Afrikaans.
            "afwesig",
            // Danish.
            "fraværende",
            // Swedish.
            "frånvarande",
            // Icelandic.
            "fjarverandi",
            "fjarstadd",
            "fjarstaddur",
            // Welsh.
            "absennol",
            // Irish.
            "as láthair",
            // Scottish Gaelic.
            "às làthair",
            // Breton.
            "ezvezant",
            // Latin.
            "absens",
            "abest",
            // Russian.
            "отсутству",
            // Ukrainian.
            "відсутн",
            // Belarusian.
            "адсутн",
            // Polish.
            "nieobecn",
            // Czech.
            "nepřítomn",
            // Slovak.
            "neprítomn",
            // Slovenian.
            "odsoten",
            "odsotn",
            // Croatian/Bosnian/Serbian (Latin).
            "odsutan",
            "odsutn",
            // Serbian (Cyrillic).
            "одсутан",
            "одсутн",
            // Macedonian.
            "отсутен",
            "отсутна",
            "отсутни",
            // Bulgarian.
            "отсъства",
            "отсъстващ",
            "отсъстват",
            // Lithuanian.
            "nedalyvavo",
            "nedalyvauja",
            "neatvyko",
            // Latvian.
            "prombūtnē",
            "nav klāt",
            "neieradās",
            // Estonian.
            "puudub",
            "puudus",
            "ei olnud kohal",
            // Finnish.
            "poissa",
            "poissaoleva",
            // Hungarian.
            "hiányzik",
            "hiányzott",
            "távol van",
            "távol volt",
            // Greek.
            "απών",
            "απούσα",
            "απόντ",
            // Albanian.
            "mungon",
            "mungoi",
            // Armenian.
            "բացակա",
            // Georgian.
            "არ ესწრებოდა",
            "არ დაესწრო",
            // Tatar.
            "килмәгән",
            "катнашмаган",
            // Turkish.
            "devamsız",
            "gelmedi",
            "katılmadı",
            // Azerbaijani.
            "iştirak etmədi",
            "gəlmədi",
            "qayıb",
            // Turkmen.
            "gatnaşmady",
            // Kazakh.
            "қатыспады",
            "келмеді",
            "қатыспаған",
            // Kyrgyz.
            "катышкан жок",
            "келген жок",
            // Uzbek (Latin).
            "qatnashmadi",
            "kelmadi",
            // Uyghur.
            "كەلمىدى",
            "قاتناشمىدى",
            // Tajik.
            "ғоиб",
            "ғайриҳозир",
            "иштирок накард",
            // Persian.
            "غایب",
            "غائب",
            // Pashto.
            "غیر حاضر",
            "غیرحاضر",
            // Kurdish (Kurmanji).
            "beşdar nebû",
            // Kurdish (Sorani).
            "ئامادە نەبوو",
            "غائیب",
            // Arabic.
            "غائبة",
            // Hebrew.
            "נעדר",
            "נעדרת",
            "נעדרו",
            // Hindi.
            "अनुपस्थित",
            "गैरहाज़िर",
            "गैरहाजिर",
            // Bengali.
            "অনুপস্থিত",
            "গরহাজির",
            // Odia.
            "ଅନୁପସ୍ଥିତ",
            // Gujarati.
            "ગેરહાજર",
            "અનુપસ્થિત",
            // Punjabi (Gurmukhi).
            "ਗੈਰਹਾਜ਼ਰ",
            "ਗ਼ੈਰ-ਹਾਜ਼ਰ",
            "ਗੈਰ-ਹਾਜ਼ਰ",
            "ਗੈਰ ਹਾਜ਼ਰ",
            "ਅਨੁਪਸਥਿਤ",
            // Marathi.
            "गैरहजर",
            // Nepali.
            "गयल",
            // Sinhala.
            "නොපැමිණි",
            "නොපැමිණ",
            // Tamil.
            "வரவில்லை",
            "வருகை தராத",
            // Telugu.
            "గైర్హాజరు",
            "హాజరు కాలేదు",
            // Kannada.
            "ಗೈರುಹಾಜರ್",
            "ಹಾಜರಾಗಿಲ್ಲ",
            // Malayalam.
            "ഹാജരില്ല",
            "ഹാജരായില്ല",
            // Chinese (Simplified).
            "缺席",
            "缺勤",
            "未到",
            "旷课",
            // Chinese (Traditional).
            "曠課",
            // Japanese.
            "欠席",
            "欠勤",
            "不在",
            // Korean.
            "결석",
            "불참",
            "결근",
            "부재",
            // Mongolian (Cyrillic).
            "тасалсан",
            "ирээгүй",
            "оролцоогүй",
            // Burmese.
            "ပျက်ကွက်",
            // Thai.
            "ขาดเรียน",
            "ไม่มา",
            "ขาดงาน",
            // Lao.
            "ຂາດຮຽນ",
            "ບໍ່ມາ",
            // Khmer.
            "អវត្តមាន",
            // Vietnamese.
            "vắng mặt",
            // Indonesian.
            "absen",
            "tidak hadir",
            "mangkir",
            // Malay.
            "ponteng",
            // Javanese.
            "ora mlebu",
            "ora teka",
            "ora hadir",
            // Sundanese.
            "teu hadir",
            "teu sumping",
            // Tagalog.
            "liban",
            "lumiban",
            // Cebuano.
            "wala mitambong",
            // Amharic.
            "ቀርቷል",
            "አልተገኘም",
            // Somali.
            "maqan",
            "maqnaa",
            // Swahili.
            "hayupo",
            "hawapo",
            "hakuhudhuria",
            // Hausa.
            "bai halarta ba",
            "ba ya nan",
            // Zulu.
            "akekho",
            "abekho",
            // Xhosa.
            "ebengekho",
            // Malagasy.
            "tsy teo",
            "tsy tonga",
            // Haitian Creole.
            "absan",
            // Frisian.
            "ôfwêzich",
            "ôfwezich",
        ],
    ),
    (
        "married",
        &[
            // Spanish.
            "casad",
            // French.
            "marié",
            // German.
            "verheiratet",
            // Italian.
            "sposat",
            "coniugat",
            // Dutch.
            "getrouwd",
            "gehuwd",
            // Afrikaans.
            "getroud",
            // Icelandic.
            "giftur",
            // Catalan.
            "casat",
            "casada",
            // Basque.
            "ezkonduta",
            "ezkondua",
            // Welsh.
            "yn briod",
            // Irish.
            "pósta",
            // Scottish Gaelic.
            "pòsta",
            // Breton.
            "dimezet",
            // Esperanto.
            "edziĝint",
            // Maltese.
            "miżżewweġ",
            "miżżewġa",
            // Romanian.
            "căsătorit",
            // Russian.
            "женат",
            "замужем",
            "в браке",
            // Ukrainian.
            "одружен",
            "заміжня",
            "в шлюбі",
            // Belarusian.
            "жанаты",
            "замужам",
            "у шлюбе",
            // Polish.
            "żonat",
            "zamężn",
            "w związku małżeńskim",
            // Czech.
            "ženat",
            "vdan",
            // Slovak.
            "ženatý",
            "vydatá",
            // Slovenian.
            "poročen",
            // Croatian/Bosnian/Serbian (Latin).
            "oženjen",
            "udata",
            "udana",
            "u braku",
            // Serbian (Cyrillic).
            "ожењен",
            "удата",
            "удана",
            "у браку",
            // Macedonian.
            "оженет",
            "омажена",
            "во брак",
            // Bulgarian.
            "женен",
            "женени",
            "омъжена",
            "в брак",
            // Lithuanian.
            "vedęs",
            "ištekėjusi",
            "susituokę",
            // Latvian.
            "precēj",
            // Estonian.
            "abielus",
            // Finnish.
            "naimisissa",
            "avioliitossa",
            // Hungarian.
            "házas",
            // Greek.
            "παντρεμέν",
            // Albanian.
            "i martuar",
            "e martuar",
            "të martuar",
            // Armenian.
            "ամուսնացած",
            // Georgian.
            "დაქორწინებულ",
            // Tatar.
            "өйләнгән",
            "кияүдә",
            // Bashkir.
            "кейәүҙә",
            // Turkish.
            "evli",
            // Turkmen.
            "öýlenen",
            "durmuşa çykan",
            // Kazakh.
            "үйленген",
            "тұрмыста",
            "тұрмысқа шыққан",
            // Kyrgyz.
            "үйлөнгөн",
            "турмушта",
            "турмушка чыккан",
            // Uzbek (Latin).
            "uylangan",
            "turmushga chiqqan",
            "oilali",
            // Uyghur.
            "ئۆيلەنگەن",
            "ياتلىق بولغان",
            // Tajik.
            "оиладор",
            "издивоҷкарда",
            "хонадор",
            // Persian.
            "متأهل",
            "متاهل",
            // Pashto.
            "واده شوی",
            // Kurdish (Kurmanji).
            "zewicî",
            // Kurdish (Sorani).
            "خێزاندار",
            // Arabic.
            "متزوج",
            // Hebrew.
            "נשוי",
            "נשואה",
            "נשואים",
            // Urdu.
            "شادی شدہ",
            // Hindi.
            "विवाहित",
            "शादीशुदा",
            // Bengali.
            "বিবাহিত",
            // Odia.
            "ବିବାହିତ",
            // Gujarati.
            "પરિણીત",
            "વિવાહિત",
            // Punjabi (Gurmukhi).
            "ਵਿਆਹਿਆ",
            "ਵਿਆਹੀ",
            "ਵਿਆਹੁਤਾ",
            "ਸ਼ਾਦੀਸ਼ੁਦਾ",
            // Sinhala.
            "විවාහක",
            // Tamil.
            "திருமணமான",
            "திருமணம் ஆன",
            // Telugu.
            "వివాహిత",
            "పెళ్ళైన",
            "వివాహం అయిన",
            // Kannada.
            "ವಿವಾಹಿತ",
            // Malayalam.
            "വിവാഹിത",
            // Chinese (Simplified).
            "已婚",
            // Japanese.
            "既婚",
            // Korean.
            "기혼",
            "결혼했",
            // Mongolian (Cyrillic).
            "гэрлэсэн",
            // Burmese.
            "အိမ်ထောင်ရှိ",
            "လက်ထပ်ပြီး",
            // Thai.
            "แต่งงานแล้ว",
            "สมรสแล้ว",
            // Lao.
            "ແຕ່ງງານແລ້ວ",
            // Khmer.
            "រៀបការហើយ",
            // Vietnamese.
            "đã kết hôn",
            "đã lập gia đình",
            "có gia đình",
            // Indonesian.
            "menikah",
            "sudah menikah",
            "kawin",
            // Malay.
            "berkahwin",
            "sudah berkahwin",
            // Javanese.
            "wis nikah",
            // Sundanese.
            "geus nikah",
            // Tagalog.
            "may asawa",
            "kasal na",
            // Cebuano.
            "minyo",
            // Amharic.
            "ያገባ",
            "ባለትዳር",
            // Somali.
            "xaas leh",
            "guursaday",
            // Swahili.
            "ameoa",
            "ameolewa",
            // Hausa.
            "yayi aure",
            "mai aure",
            // Kinyarwanda.
            "yarashatse",
            "arubatse",
            // Shona.
            "akaroora",
            "akaroorwa",
            // Zulu.
            "ushadile",
            // Xhosa.
            "utshatile",
            // Sesotho.
            "o nyetse",
            "o nyetswe",
            // Malagasy.
            "manambady",
            // Haitian Creole.
            "marye",
            // Quechua.
            "casarasqa",
            "kasarasqa",
            // Maori.
            "kua mārena",
            // Samoan.
            "ua faaipoipo",
            // Luxembourgish.
            "bestuet",
            // Frisian.
            "troud",
            "troude",
        ],
    ),
    (
        "single",
        &[
            // Spanish.
            "solter",
            // French.
            "célibataire",
            // German.
            "ledig",
            "alleinstehend",
            // Italian.
            "celibe",
            // Portuguese.
            "solteir",
            // Dutch.
            "ongehuwd",
            "alleenstaand",
            "vrijgezel",
            // Afrikaans.
            "ongetroud",
            // Danish.
            "ugift",
            // Norwegian.
            "singel",
            // Swedish.
            "ogift",
            // Icelandic.
            "ógift",
            "ógiftur",
            "einhleyp",
            // Catalan.
            "soltera",
            // Basque.
            "ezkongabe",
            // Welsh.
            "di-briod",
            // Irish.
            "neamhphósta",
            // Scottish Gaelic.
            "gun phòsadh",
            // Breton.
            "dizimez",
            // Latin.
            "caelebs",
            // Esperanto.
            "fraŭl",
            "needziĝint",
            // Maltese.
            "ġuvni",
            "xebba",
            "mhux miżżewweġ",
            // Romanian.
            "necăsătorit",
            "celibatar",
            // Russian.
            "холост",
            "не замужем",
            "не женат",
            // Ukrainian.
            "неодружен",
            "незаміжн",
            // Belarusian.
            "нежанат",
            "незамужн",
            "халасц",
            // Polish.
            "stanu wolnego",
            "niezamężn",
            "nieżonat",
            "kawaler",
            // Czech.
            "nezadan",
            // Slovenian.
            "samsk",
            "neporočen",
            // Croatian/Bosnian/Serbian (Latin).
            "neoženjen",
            "neudata",
            "neudana",
            "samac",
            // Serbian (Cyrillic).
            "неожењен",
            "неудата",
            "неудана",
            "самац",
            // Macedonian.
            "неоженет",
            "неомажена",
            // Bulgarian.
            "неженен",
            "неомъжена",
            "необвързан",
            "необвързана",
            // Lithuanian.
            "nevedęs",
            "netekėjusi",
            "vieniš",
            // Latvian.
            "neprecēj",
            // Estonian.
            "vallali",
            // Finnish.
            "naimaton",
            "naimattom",
            "sinkku",
            // Hungarian.
            "egyedülálló",
            "hajadon",
            "nőtlen",
            // Greek.
            "ανύπαντρ",
            "άγαμ",
            // Albanian.
            "beqar",
            "i pamartuar",
            "e pamartuar",
            // Armenian.
            "ամուրի",
            "չամուսնացած",
            // Georgian.
            "დაუქორწინებელ",
            "მარტოხელა",
            // Tatar.
            "өйләнмәгән",
            "буйдак",
            // Bashkir.
            "буйҙаҡ",
            // Turkish.
            "bekar",
            "bekâr",
            // Azerbaijani.
            "subay",
            "evli deyil",
            // Turkmen.
            "öýlenmedik",
            "durmuşa çykmadyk",
            // Kazakh.
            "үйленбеген",
            "бойдақ",
            "тұрмыс құрмаған",
            // Kyrgyz.
            "бойдок",
            "үйлөнө элек",
            "турмуш кура элек",
            // Uzbek (Latin).
            "bo'ydoq",
            "boʻydoq",
            "uylanmagan",
            "turmushga chiqmagan",
            // Uyghur.
            "بويتاق",
            "ئۆيلەنمىگەن",
            // Tajik.
            "муҷаррад",
            "бешавҳар",
            "безан",
            // Persian.
            "مجرد",
            // Pashto.
            "ناواده",
            // Kurdish (Kurmanji).
            "nezewicî",
            // Kurdish (Sorani).
            "سەڵت",
            // Arabic.
            "أعزب",
            "عزباء",
            "عازب",
            // Hebrew.
            "רווק",
            "רווקה",
            // Urdu.
            "غیر شادی شدہ",
            "کنوارا",
            "کنواری",
            // Hindi.
            "अविवाहित",
            "कुंवारा",
            "कुँवारा",
            "कुंवारी",
            // Bengali.
            "অবিবাহিত",
            // Odia.
            "ଅବିବାହିତ",
            // Gujarati.
            "અપરિણીત",
            "અવિવાહિત",
            "કુંવારા",
            "કુંવારી",
            // Punjabi (Gurmukhi).
            "ਅਣਵਿਆਹਿਆ",
            "ਅਣਵਿਆਹੀ",
            "ਕੁਆਰਾ",
            "ਕੁਆਰੀ",
            // Sinhala.
            "අවිවාහක",
            // Tamil.
            "திருமணமாகாத",
            // Telugu.
            "అవివాహిత",
            "పెళ్ళికాని",
            // Kannada.
            "ಅವಿವಾಹಿತ",
            // Malayalam.
            "അവിവാഹിത",
            // Chinese (Simplified).
            "未婚",
            "单身",
            // Chinese (Traditional).
            "單身",
            // Japanese.
            "独身",
            // Korean.
            "미혼",
            "독신",
            // Mongolian (Cyrillic).
            "гэрлээгүй",
            "ганц бие",
            // Burmese.
            "လူလွတ်",
            "အိမ်ထောင်မရှိ",
            "လူပျို",
            // Thai.
            "โสด",
            // Lao.
            "ໂສດ",
            // Khmer.
            "នៅលីវ",
            // Vietnamese.
            "độc thân",
            "chưa kết hôn",
            "chưa lập gia đình",
            // Indonesian.
            "lajang",
            "belum menikah",
            // Malay.
            "bujang",
            "belum berkahwin",
            // Javanese.
            "durung nikah",
            // Sundanese.
            "can nikah",
            // Tagalog.
            "walang asawa",
            "binata",
            // Cebuano.
            "ulitawo",
            // Amharic.
            "ያላገባ",
            // Tigrinya.
            "ዘይተመርዓወ",
            // Somali.
            "doob",
            "aan guursan",
            // Swahili.
            "hajaoa",
            "hajaolewa",
            "mseja",
            // Yoruba.
            "àpọ́n",
            // Kinyarwanda.
            "ingaragu",
            // Zulu.
            "ongashadile",
            "akashadile",
            // Xhosa.
            "akatshatanga",
            "ongatshatanga",
            // Malagasy.
            "tokan-tena",
            // Haitian Creole.
            "selibatè",
            // Maori.
            "takakau",
            // Samoan.
            "nofofua",
            // Luxembourgish.
            "ledeg",
            // Frisian.
            "net troud",
            "frijgesel",
        ],
    ),
    (
        "divorced",
        &[
            // Spanish.
            "divorciad",
            // French.
            "divorcé",
            // German.
            "geschieden",
            // Italian.
            "divorziat",
            // Dutch.
            "gescheiden",
            // Afrikaans.
            "geskei",
            // Danish.
            "fraskilt",
            // Swedish.
            "frånskild",
            // Icelandic.
            "fráskilin",
            "fráskilinn",
            "fráskilið",
            // Catalan.
            "divorciat",
            "divorciada",
            // Basque.
            "dibortziatu",
            // Welsh.
            "wedi ysgaru",
            "ysgaredig",
            // Irish.
            "colscartha",
            // Breton.
            "dispartiet",
            // Esperanto.
            "eksedziĝint",
            "divorcit",
            // Maltese.
            "iddivorzjat",
            "iddivorzjata",
            // Romanian.
            "divorțat",
            // Russian.
            "разведен",
            "разведён",
            // Ukrainian.
            "розлучен",
            // Belarusian.
            "разведзен",
            // Polish.
            "rozwiedzion",
            "rozwódk",
            // Czech.
            "rozveden",
            // Slovenian.
            "ločen",
            // Croatian/Bosnian/Serbian (Latin).
            "razveden",
            // Macedonian.
            "разведена",
            // Lithuanian.
            "išsiskyr",
            // Latvian.
            "šķīries",
            "šķīrusies",
            // Estonian.
            "lahutatud",
            "lahutanud",
            // Finnish.
            "eronnut",
            "eronneet",
            // Hungarian.
            "elvált",
            // Greek.
            "διαζευγμέν",
            "χωρισμέν",
            // Albanian.
            "i divorcuar",
            "e divorcuar",
            "të divorcuar",
            // Armenian.
            "ամուսնալուծված",
            // Georgian.
            "განქორწინებულ",
            // Tatar.
            "аерылышкан",
            // Bashkir.
            "айырылышҡан",
            // Turkish.
            "boşanmış",
            "boşandı",
            // Azerbaijani.
            "boşanıb",
            // Turkmen.
            "aýrylyşan",
            // Kazakh.
            "ажырасқан",
            // Kyrgyz.
            "ажырашкан",
            // Uzbek (Latin).
            "ajrashgan",
            // Uyghur.
            "ئاجراشقان",
            // Tajik.
            "ҷудошуда",
            "талоқгирифта",
            // Persian.
            "مطلقه",
            "طلاق گرفته",
            // Pashto.
            "طلاق شوې",
            "طلاق شوی",
            // Kurdish (Kurmanji).
            "berdayî",
            // Kurdish (Sorani).
            "تەڵاقدراو",
            // Arabic.
            "مطلّق",
            "مطلّقة",
            // Hebrew.
            "גרוש",
            "גרושה",
            // Urdu.
            "طلاق یافتہ",
            "مطلقہ",
            // Hindi.
            "तलाकशुदा",
            // Bengali.
            "তালাকপ্রাপ্ত",
            "বিবাহবিচ্ছিন্ন",
            // Gujarati.
            "છૂટાછેડા",
            // Punjabi (Gurmukhi).
            "ਤਲਾਕਸ਼ੁਦਾ",
            "ਤਲਾਕਸੁਦਾ",
            // Marathi.
            "घटस्फोटित",
            // Nepali.
            "पारपाचुके",
            // Sinhala.
            "දික්කසාද",
            // Tamil.
            "விவாகரத்து",
            // Telugu.
            "విడాకులు",
            "విడాకులైన",
            // Kannada.
            "ವಿಚ್ಛೇದಿತ",
            // Malayalam.
            "വിവാഹമോചിത",
            // Chinese (Simplified).
            "离婚",
            "离异",
            // Chinese (Traditional).
            "離婚",
            "離異",
            // Japanese.
            "バツイチ",
            // Korean.
            "이혼",
            // Mongolian (Cyrillic).
            "гэр бүл салсан",
            // Burmese.
            "ကွာရှင်း",
            // Thai.
            "หย่าร้าง",
            "หย่าแล้ว",
            // Lao.
            "ຢ່າຮ້າງ",
            // Khmer.
            "លែងលះ",
            // Vietnamese.
            "ly hôn",
            "ly dị",
            // Indonesian.
            "cerai",
            "bercerai",
            // Javanese.
            "pegatan",
            // Tagalog.
            "hiwalay",
            "diborsyado",
            // Amharic.
            "የተፋታ",
            // Tigrinya.
            "ዝተፋትሐ",
            // Somali.
            "furiin",
            // Swahili.
            "ametalikiwa",
            "ametaliki",
            // Hausa.
            "sakakke",
            "sakakkiya",
            // Kinyarwanda.
            "yatandukanye",
            // Malagasy.
            "nisara-bady",
            // Haitian Creole.
            "divòse",
            // Maori.
            "kua wehe",
            // Luxembourgish.
            "gescheet",
            // Frisian.
            "skieden",
        ],
    ),
    (
        "employed",
        &[
            // Spanish.
            "emplead",
            "con empleo",
            // French.
            "employé",
            "salarié",
            "en emploi",
            "en poste",
            // German.
            "angestellt",
            "erwerbstätig",
            "berufstätig",
            "beschäftigt",
            // Italian.
            "impiegat",
            // Portuguese.
            "empregad",
            // Dutch.
            "werkzaam",
            "in loondienst",
            "in dienst",
            // Afrikaans.
            "in diens",
            // Danish.
            "ansat",
            "i arbejde",
            "beskæftiget",
            // Norwegian.
            "ansatt",
            "i arbeid",
            "sysselsatt",
            // Swedish.
            "anställd",
            "anställt",
            "i arbete",
            // Icelandic.
            "í vinnu",
            "starfandi",
            // Catalan.
            "empleat",
            "assalariat",
            "contractat",
            // Basque.
            "enplegatua",
            "lanean",
            // Welsh.
            "cyflogedig",
            "mewn gwaith",
            // Irish.
            "fostaithe",
            "i bhfostaíocht",
            // Scottish Gaelic.
            "ann an obair",
            "air fhastadh",
            // Esperanto.
            "dungit",
            // Maltese.
            "impjegat",
            "impjegata",
            // Romanian.
            "angajat",
            // Russian.
            "трудоустроен",
            // Ukrainian.
            "працевлаштован",
            // Belarusian.
            "працаўладкаван",
            // Polish.
            "zatrudnion",
            // Czech.
            "zaměstnan",
            // Slovak.
            "zamestnan",
            // Slovenian.
            "zaposlen",
            // Serbian (Cyrillic).
            "запослен",
            // Macedonian.
            "вработен",
            // Bulgarian.
            "работещ",
            // Lithuanian.
            "įdarbint",
            "dirbantis",
            "dirbanti",
            // Latvian.
            "nodarbināt",
            // Estonian.
            "töötav",
            "hõivatud",
            // Finnish.
            "työssä",
            "työlli",
            // Hungarian.
            "foglalkoztatott",
            "munkaviszonyban",
            // Greek.
            "εργαζόμεν",
            "απασχολούμεν",
            // Albanian.
            "i punësuar",
            "e punësuar",
            "të punësuar",
            // Armenian.
            "աշխատող",
            // Georgian.
            "დასაქმებულ",
            // Turkish.
            "çalışıyor",
            "çalışan",
            "istihdam edilmiş",
            // Azerbaijani.
            "işləyir",
            "işləyən",
            // Turkmen.
            "işleýär",
            "işli",
            // Kazakh.
            "жұмыс істейді",
            "жұмыспен қамтылған",
            "жұмыс істейтін",
            // Kyrgyz.
            "иштейт",
            "жумуш менен камсыз",
            // Uzbek (Latin).
            "ishlaydi",
            "ish bilan band",
            "ishlamoqda",
            // Uyghur.
            "ئىشلەيدۇ",
            "خىزمەتتە",
            // Tajik.
            "кор мекунад",
            "шуғлманд",
            // Persian.
            "شاغل",
            // Kurdish (Kurmanji).
            "dixebite",
            // Kurdish (Sorani).
            "کارمەند",
            "کار دەکات",
            // Arabic.
            "موظف",
            "موظفة",
            // Hebrew.
            "מועסק",
            "מועסקת",
            // Yiddish.
            "באַשעפֿטיקט",
            // Urdu.
            "ملازمت پیشہ",
            "برسر روزگار",
            "ملازم",
            // Hindi.
            "नौकरीपेशा",
            "कार्यरत",
            "नौकरी करता",
            "नौकरी करती",
            // Bengali.
            "চাকরিজীবী",
            "কর্মরত",
            "নিযুক্ত",
            // Assamese.
            "কৰ্মৰত",
            // Odia.
            "କର୍ମରତ",
            "ନିଯୁକ୍ତ",
            // Gujarati.
            "નોકરી કરે",
            "કાર્યરત",
            "નોકરિયાત",
            // Punjabi (Gurmukhi).
            "ਨੌਕਰੀਪੇਸ਼ਾ",
            "ਨੌਕਰੀ ਕਰਦਾ",
            "ਨੌਕਰੀ ਕਰਦੀ",
            // Marathi.
            "नोकरी करतो",
            "नोकरी करते",
            "नोकरदार",
            // Nepali.
            "जागिरे",
            // Sinhala.
            "රැකියාවක් කරයි",
            "රැකියා කරන",
            // Tamil.
            "பணிபுரிகிறார்",
            "வேலை செய்கிறார்",
            "வேலையில் உள்ள",
            "பணியில் உள்ள",
            // Telugu.
            "ఉద్యోగం చేస్తున్న",
            "ఉద్యోగంలో",
            // Kannada.
            "ಉದ್ಯೋಗದಲ್ಲಿ",
            "ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದಾರೆ",
            // Malayalam.
            "ജോലി ചെയ്യുന്ന",
            "ജോലിയുള്ള",
            // Chinese (Simplified).
            "在职",
            "受雇",
            "有工作",
            // Chinese (Traditional).
            "在職",
            "受僱",
            // Japanese.
            "就業中",
            "雇用され",
            "有職",
            // Korean.
            "재직 중",
            "재직중",
            "취업",
            "고용된",
            "근무 중",
            // Mongolian (Cyrillic).
            "ажилтай",
            "ажил эрхэлдэг",
            // Burmese.
            "အလုပ်ရှိ",
            "အလုပ်လုပ်နေ",
            // Thai.
            "มีงานทำ",
            "ทำงานอยู่",
            // Lao.
            "ມີວຽກເຮັດ",
            // Khmer.
            "មានការងារ",
            // Vietnamese.
            "có việc làm",
            "đang làm việc",
            "đang đi làm",
            // Indonesian.
            "bekerja",
            "punya pekerjaan",
            // Malay.
            "mempunyai pekerjaan",
            // Javanese.
            "nyambut gawe",
            "makarya",
            // Sundanese.
            "digawé",
            "digawe",
            // Tagalog.
            "may trabaho",
            "nagtatrabaho",
            // Cebuano.
            "nagtrabaho",
            // Amharic.
            "ተቀጥሯል",
            "ሥራ ያለው",
            "ተቀጣሪ",
            // Somali.
            "shaqo leh",
            "shaqeeya",
            // Swahili.
            "ameajiriwa",
            "ana kazi",
            // Hausa.
            "yana aiki",
            "tana aiki",
            // Igbo.
            "nwere ọrụ",
            // Yoruba.
            "ní iṣẹ́",
            // Kinyarwanda.
            "afite akazi",
            "arakora",
            // Shona.
            "anobasa",
            "anoshanda",
            // Zulu.
            "uqashiwe",
            "unomsebenzi",
            // Xhosa.
            "uqeshiwe",
            // Sesotho.
            "o a sebetsa",
            "o hirilwe",
            "o na le mosebetsi",
            // Malagasy.
            "miasa",
            "manana asa",
            // Haitian Creole.
            "gen travay",
            "anplwaye",
            // Maori.
            "kei te mahi",
            "whai mahi",
            // Samoan.
            "faigaluega",
            // Luxembourgish.
            "beschäftegt",
            "agestallt",
            // Frisian.
            "oan it wurk",
            "yn tsjinst",
        ],
    ),
    (
        "unemployed",
        &[
            // Spanish.
            "desemplead",
            "sin empleo",
            "sin trabajo",
            // French.
            "chômeur",
            "chômeuse",
            "sans emploi",
            "au chômage",
            "sans travail",
            "demandeur d'emploi",
            // German.
            "arbeitslos",
            "erwerbslos",
            // Italian.
            "disoccupat",
            "senza lavoro",
            // Portuguese.
            "desempregad",
            "sem emprego",
            // Dutch.
            "werkloos",
            "werkloze",
            "zonder werk",
            // Danish.
            "arbejdsløs",
            // Norwegian.
            "arbeidsledig",
            "uten arbeid",
            // Swedish.
            "arbetslös",
            "arbetslöst",
            "arbetslösa",
            // Icelandic.
            "atvinnulaus",
            // Catalan.
            "desocupat",
            "sense feina",
            "a l'atur",
            // Galician.
            "sen traballo",
            // Basque.
            "langabe",
            "lanik gabe",
            // Welsh.
            "di-waith",
            "diwaith",
            // Irish.
            "dífhostaithe",
            "gan obair",
            // Scottish Gaelic.
            "gun obair",
            "gun chosnadh",
            // Breton.
            "dilabour",
            // Esperanto.
            "senlabor",
            // Maltese.
            "qiegħed",
            "bla xogħol",
            // Romanian.
            "șomer",
            "fără loc de muncă",
            "fără serviciu",
            // Russian.
            "безработн",
            "без работы",
            // Ukrainian.
            "безробітн",
            "без роботи",
            // Belarusian.
            "беспрацоўн",
            "без працы",
            // Polish.
            "bezrobotn",
            "bez pracy",
            // Czech.
            "nezaměstnan",
            "bez práce",
            // Slovak.
            "nezamestnan",
            // Slovenian.
            "brezposeln",
            "nezaposlen",
            // Croatian/Bosnian/Serbian (Latin).
            "bez posla",
            // Serbian (Cyrillic).
            "незапослен",
            "без посла",
            // Macedonian.
            "невработен",
            "невработена",
            "без работа",
            // Bulgarian.
            "безработен",
            "безработна",
            // Lithuanian.
            "bedarb",
            // Latvian.
            "bezdarbniek",
            "bez darba",
            // Estonian.
            "töötu",
            "tööta",
            // Finnish.
            "työtön",
            "työttöm",
            // Hungarian.
            "munkanélküli",
            "állástalan",
            // Greek.
            "άνεργ",
            // Albanian.
            "i papunë",
            "e papunë",
            "papunë",
            // Armenian.
            "գործազուրկ",
            // Georgian.
            "უმუშევარ",
            // Tatar.
            "эшсез",
            // Bashkir.
            "эшһеҙ",
            // Turkish.
            "işsiz",
            // Kazakh.
            "жұмыссыз",
            // Kyrgyz.
            "жумушсуз",
            // Uzbek (Latin).
            "ishsiz",
            // Uyghur.
            "ئىشسىز",
            // Tajik.
            "бекоргард",
            // Persian.
            "بیکار",
            // Pashto.
            "بېکاره",
            "بیکاره",
            // Kurdish (Kurmanji).
            "bêkar",
            // Kurdish (Sorani).
            "بێکار",
            // Arabic.
            "عاطل عن العمل",
            "عاطل",
            "عاطلة",
            "بلا عمل",
            "بدون عمل",
            // Hebrew.
            "מובטל",
            "מובטלת",
            // Yiddish.
            "אַרבעטלאָז",
            "ארבעטלאז",
            // Urdu.
            "بے روزگار",
            "بےروزگار",
            // Hindi.
            "बेरोजगार",
            "बेरोज़गार",
            // Bengali.
            "বেকার",
            // Assamese.
            "নিবনুৱা",
            // Odia.
            "ବେକାର",
            "ନିଯୁକ୍ତିହୀନ",
            // Gujarati.
            "બેરોજગાર",
            "બેકાર",
            // Punjabi (Gurmukhi).
            "ਬੇਰੁਜ਼ਗਾਰ",
            "ਬੇਰੁਜਗਾਰ",
            // Sinhala.
            "රැකියා විරහිත",
            "විරැකියා",
            // Tamil.
            "வேலையில்லாத",
            "வேலையற்ற",
            "வேலை இல்லாத",
            // Telugu.
            "నిరుద్యోగ",
            // Kannada.
            "ನಿರುದ್ಯೋಗ",
            // Malayalam.
            "തൊഴിൽരഹിത",
            "തൊഴിലില്ലാത്ത",
            // Chinese (Simplified).
            "失业",
            "待业",
            "无业",
            // Chinese (Traditional).
            "失業",
            "待業",
            "無業",
            // Japanese.
            "無職",
            // Korean.
            "실업",
            "무직",
            "실직",
            // Mongolian (Cyrillic).
            "ажилгүй",
            // Burmese.
            "အလုပ်လက်မဲ့",
            // Thai.
            "ว่างงาน",
            "ตกงาน",
            // Lao.
            "ຫວ່າງງານ",
            "ບໍ່ມີວຽກ",
            // Khmer.
            "អត់ការងារ",
            "គ្មានការងារ",
            // Vietnamese.
            "thất nghiệp",
            // Indonesian.
            "menganggur",
            "pengangguran",
            "tidak bekerja",
            "tidak punya pekerjaan",
            // Javanese.
            "nganggur",
            // Tagalog.
            "walang trabaho",
            // Cebuano.
            "walay trabaho",
            // Amharic.
            "ሥራ አጥ",
            "ስራ አጥ",
            // Tigrinya.
            "ስራሕ ዘይብሉ",
            // Somali.
            "shaqo la'aan",
            "aan shaqeyn",
            // Swahili.
            "hana kazi",
            "asiye na kazi",
            "hawana kazi",
            // Hausa.
            "ba shi da aiki",
            "ba ta da aiki",
            "marar aikin yi",
            // Igbo.
            "enweghị ọrụ",
            // Yoruba.
            "aláìníṣẹ́",
            "kò ní iṣẹ́",
            // Kinyarwanda.
            "nta kazi",
            "umushomeri",
            // Shona.
            "haashande",
            "hanabasa",
            // Zulu.
            "ongasebenzi",
            "ungasebenzi",
            "akasebenzi",
            // Xhosa.
            "ongaphangeliyo",
            // Sesotho.
            "ha a sebetse",
            "ha a na mosebetsi",
            // Malagasy.
            "tsy an'asa",
            "tsy manana asa",
            // Haitian Creole.
            "pa gen travay",
            "chomè",
            // Maori.
            "kore mahi",
            // Samoan.
            "leai se galuega",
            // Luxembourgish.
            "aarbechtslos",
            // Frisian.
            "wurkleas",
        ],
    ),
    (
        "accepted",
        &[
            // Spanish.
            "aceptad",
            // French.
            "accepté",
            // German.
            "akzeptiert",
            // Italian.
            "accettat",
            // Portuguese.
            "aceit",
            // Dutch.
            "geaccepteerd",
            "aanvaard",
            // Afrikaans.
            "aanvaar",
            "geaksepteer",
            // Danish.
            "accepteret",
            "godtaget",
            // Norwegian.
            "akseptert",
            "godtatt",
            // Swedish.
            "accepterad",
            "accepterat",
            "antagen",
            "antaget",
            // Icelandic.
            "samþykkt",
            // Catalan.
            "acceptat",
            "acceptada",
            // Basque.
            "onartuta",
            // Welsh.
            "wedi'i dderbyn",
            "derbyniwyd",
            // Irish.
            "glactha",
            // Scottish Gaelic.
            "air a ghabhail",
            // Esperanto.
            "akceptit",
            // Maltese.
            "aċċettat",
            "aċċettata",
            // Russian.
            "принят",
            // Ukrainian.
            "прийнят",
            "прийнято",
            // Belarusian.
            "прыняты",
            "прынята",
            // Polish.
            "zaakceptowan",
            "przyjęt",
            // Czech.
            "přijat",
            "akceptován",
            // Slovak.
            "prijat",
            "akceptovan",
            // Slovenian.
            "sprejet",
            // Croatian/Bosnian/Serbian (Latin).
            "prihvaćen",
            // Serbian (Cyrillic).
            "прихваћен",
            // Macedonian.
            "прифатен",
            // Bulgarian.
            "приет",
            "приета",
            "прието",
            "приети",
            // Lithuanian.
            "priimt",
            // Latvian.
            "pieņemts",
            "pieņemta",
            // Estonian.
            "vastu võetud",
            "aktsepteeritud",
            // Finnish.
            "hyväksytty",
            // Hungarian.
            "elfogadva",
            "elfogadott",
            // Greek.
            "αποδεκτ",
            "έγινε δεκτ",
            // Albanian.
            "pranuar",
            // Armenian.
            "ընդունված",
            "ընդունվել",
            // Georgian.
            "მიღებულ",
            // Tatar.
            "кабул ителгән",
            // Bashkir.
            "ҡабул ителгән",
            // Turkish.
            "kabul edildi",
            "kabul edilmiş",
            // Azerbaijani.
            "qəbul edildi",
            "qəbul edilib",
            "qəbul olunub",
            // Kazakh.
            "қабылданды",
            "қабылданған",
            // Kyrgyz.
            "кабыл алынды",
            "кабыл алынган",
            // Uzbek (Latin).
            "qabul qilindi",
            "qabul qilingan",
            // Uyghur.
            "قوبۇل قىلىندى",
            // Tajik.
            "қабул шуд",
            "қабулшуда",
            // Persian.
            "پذیرفته شد",
            "پذیرفته شده",
            "قبول شد",
            // Pashto.
            "ومنل شو",
            "منل شوی",
            "قبول شو",
            // Kurdish (Kurmanji).
            "hat qebûlkirin",
            // Kurdish (Sorani).
            "وەرگیرا",
            "قبووڵکرا",
            // Arabic.
            "مقبول",
            "تم القبول",
            // Hebrew.
            "התקבל",
            "התקבלה",
            // Yiddish.
            "אָנגענומען",
            // Urdu.
            "قبول کر لیا",
            "قبول ہو",
            // Hindi.
            "स्वीकार कर लिया",
            "स्वीकार किया गया",
            // Bengali.
            "গৃহীত",
            // Odia.
            "ଗୃହୀତ",
            // Gujarati.
            "સ્વીકાર્યું",
            "સ્વીકારવામાં",
            // Punjabi (Gurmukhi).
            "ਸਵੀਕਾਰ ਕਰ",
            "ਸਵੀਕਾਰਿਆ",
            // Marathi.
            "स्वीकारले",
            // Nepali.
            "स्वीकार गरियो",
            // Sinhala.
            "පිළිගත්",
            "භාර ගත්",
            // Tamil.
            "ஏற்றுக்கொள்ளப்பட்ட",
            "ஏற்கப்பட்ட",
            // Telugu.
            "అంగీకరించబడ",
            // Kannada.
            "ಸ್ವೀಕರಿಸಲಾಗಿದೆ",
            "ಅಂಗೀಕರಿಸಲಾಗಿದೆ",
            // Malayalam.
            "സ്വീകരിച്ചു",
            "സ്വീകരിക്കപ്പെട്ട",
            // Chinese (Simplified).
            "已接受",
            "已录取",
            "被录取",
            // Chinese (Traditional).
            "已錄取",
            "被錄取",
            // Japanese.
            "受理",
            "承諾済",
            "受け入れられ",
            "採択",
            // Korean.
            "수락",
            "수용됨",
            "채택",
            // Mongolian (Cyrillic).
            "хүлээн авсан",
            "хүлээн зөвшөөрсөн",
            // Burmese.
            "လက်ခံပြီး",
            // Thai.
            "ยอมรับแล้ว",
            "ได้รับการยอมรับ",
            "ตอบรับ",
            // Lao.
            "ຍອມຮັບ",
            // Khmer.
            "បានទទួលយក",
            "ទទួលយក",
            // Vietnamese.
            "đã chấp nhận",
            "được chấp nhận",
            "chấp thuận",
            // Indonesian.
            "diterima",
            // Javanese.
            "ditampa",
            // Sundanese.
            "ditarima",
            // Tagalog.
            "tinanggap",
            // Cebuano.
            "gidawat",
            // Amharic.
            "ተቀባይነት አግኝቷል",
            "ተቀብሏል",
            // Somali.
            "la aqbalay",
            // Swahili.
            "imekubaliwa",
            "limekubaliwa",
            "amekubaliwa",
            "kimekubaliwa",
            // Hausa.
            "an karɓa",
            // Igbo.
            "anabatara",
            // Kinyarwanda.
            "byemewe",
            "yemewe",
            // Zulu.
            "kwamukelwe",
            "yamukelwe",
            // Xhosa.
            "yamkelwe",
            "kwamkelwe",
            // Sesotho.
            "amohetswe",
            // Malagasy.
            "nekena",
            // Haitian Creole.
            "aksepte",
            // Maori.
            "kua whakaaetia",
            // Samoan.
            "talia",
            // Luxembourgish.
            "akzeptéiert",
            // Frisian.
            "akseptearre",
        ],
    ),
    (
        "declined",
        &[
            // Spanish.
            "rechazad",
            "denegad",
            "declinad",
            // French.
            "refusé",
            "décliné",
            // German.
            "abgelehnt",
            // Italian.
            "rifiutat",
            "declinat",
            // Portuguese.
            "recusad",
            "negad",
            // Dutch.
            "geweigerd",
            "afgewezen",
            // Afrikaans.
            "geweier",
            "afgewys",
            // Danish.
            "afvist",
            "afslået",
            // Norwegian.
            "avslått",
            "avvist",
            // Swedish.
            "avböjd",
            "avböjt",
            "nekad",
            "nekat",
            // Icelandic.
            "hafnað",
            // Catalan.
            "rebutjat",
            "rebutjada",
            "denegat",
            "denegada",
            // Galician.
            "rexeitad",
            // Basque.
            "ukatu",
            "baztertu",
            // Welsh.
            "gwrthodwyd",
            // Irish.
            "diúltaithe",
            // Scottish Gaelic.
            "air a dhiùltadh",
            // Esperanto.
            "rifuzit",
            // Maltese.
            "miċħud",
            // Romanian.
            "refuzat",
            "respins",
            // Russian.
            "отклонен",
            "отклонён",
            "отказан",
            // Ukrainian.
            "відхилен",
            // Belarusian.
            "адхілен",
            // Polish.
            "odrzucon",
            "odmówion",
            // Czech.
            "zamítnut",
            "odmítnut",
            // Slovak.
            "zamietnut",
            "odmietnut",
            // Slovenian.
            "zavrnjen",
            // Croatian/Bosnian/Serbian (Latin).
            "odbijen",
            // Serbian (Cyrillic).
            "одбијен",
            // Macedonian.
            "одбиен",
            // Bulgarian.
            "отхвърлен",
            // Lithuanian.
            "atmest",
            // Latvian.
            "noraidīt",
            // Estonian.
            "tagasi lükatud",
            "keeldutud",
            // Finnish.
            "hylätty",
            // Hungarian.
            "elutasítv",
            // Greek.
            "απορρίφθηκε",
            "απορριφθ",
            // Albanian.
            "refuzuar",
            // Armenian.
            "մերժված",
            // Georgian.
            "უარყოფილ",
            // Turkish.
            "reddedildi",
            // Azerbaijani.
            "rədd edildi",
            // Kazakh.
            "қабылданбады",
            // Kyrgyz.
            "четке кагылды",
            // Uzbek (Latin).
            "rad etildi",
            // Uyghur.
            "رەت قىلىندى",
            // Tajik.
            "рад шуд",
            // Persian.
            "رد شد",
            // Pashto.
            "رد شو",
            // Kurdish (Kurmanji).
            "hat redkirin",
            // Kurdish (Sorani).
            "ڕەتکرایەوە",
            // Arabic.
            "مرفوض",
            "تم الرفض",
            // Hebrew.
            "נדחה",
            "נדחתה",
            "סורב",
            // Urdu.
            "مسترد",
            // Hindi.
            "अस्वीकार",
            "अस्वीकृत",
            // Bengali.
            "প্রত্যাখ্যাত",
            // Assamese.
            "প্ৰত্যাখ্যাত",
            // Odia.
            "ପ୍ରତ୍ୟାଖ୍ୟାତ",
            // Gujarati.
            "નામંજૂર",
            "અસ્વીકાર",
            // Punjabi (Gurmukhi).
            "ਅਸਵੀਕਾਰ",
            "ਨਾਮਨਜ਼ੂਰ",
            // Marathi.
            "नाकारल",
            // Sinhala.
            "ප්‍රතික්ෂේප",
            // Tamil.
            "நிராகரிக்கப்பட்ட",
            // Telugu.
            "తిరస్కరించబడ",
            // Kannada.
            "ತಿರಸ್ಕರಿಸಲಾಗಿದೆ",
            // Malayalam.
            "നിരസിച്ചു",
            // Chinese (Simplified).
            "已拒绝",
            "被拒",
            "谢绝",
            // Chinese (Traditional).
            "已拒絕",
            "謝絕",
            // Japanese.
            "拒否",
            "辞退",
            "お断り",
            "却下",
            // Korean.
            "거절",
            "거부",
            // Mongolian (Cyrillic).
            "татгалзсан",
            // Burmese.
            "ငြင်းပယ်",
            "ငြင်းဆို",
            // Thai.
            "ถูกปฏิเสธ",
            "ปฏิเสธ",
            // Lao.
            "ປະຕິເສດ",
            // Khmer.
            "បដិសេធ",
            // Vietnamese.
            "bị từ chối",
            "từ chối",
            // Indonesian.
            "ditolak",
            // Tagalog.
            "tinanggihan",
            // Cebuano.
            "gibalibaran",
            // Amharic.
            "ውድቅ",
            // Tigrinya.
            "ተነጺጉ",
            // Somali.
            "la diiday",
            // Swahili.
            "imekataliwa",
            // Hausa.
            "an ƙi",
            // Kinyarwanda.
            "byanzwe",
            // Zulu.
            "kwenqatshiwe",
            // Malagasy.
            "nolavina",
            // Haitian Creole.
            "refize",
            "rejte",
            // Luxembourgish.
            "ofgeleent",
            "refuséiert",
            // Frisian.
            "ôfwiisd",
        ],
    ),
    (
        "passed",
        &[
            // Spanish.
            "aprobad",
            "superad",
            // French.
            "réussi",
            "admis ",
            "admise",
            // German.
            "bestanden",
            // Italian.
            "superat",
            "promoss",
            // Portuguese.
            "aprovad",
            // Dutch.
            "geslaagd",
            // Afrikaans.
            "geslaag",
            // Danish.
            "bestået",
            // Norwegian.
            "bestått",
            // Swedish.
            "godkänd",
            "godkänt",
            // Icelandic.
            "staðist",
            "stóðst",
            // Catalan.
            "aprovat",
            "aprovada",
            "superada",
            // Basque.
            "gainditu",
            // Welsh.
            "wedi pasio",
            "pasiodd",
            // Irish.
            "pasáilte",
            // Esperanto.
            "sukcesis",
            // Romanian.
            "promovat",
            // Russian.
            "сдал",
            "сдан",
            "пройден",
            "зачтен",
            "зачтён",
            // Ukrainian.
            "склав",
            "складен",
            "зараховано",
            // Belarusian.
            "здаў",
            "здадзен",
            "пройдзен",
            // Polish.
            "zaliczon",
            "zdany",
            "zdana",
            // Czech.
            "složen",
            "úspěšně složil",
            "úspěšně složila",
            // Slovak.
            "zložen",
            "úspešne zložil",
            "úspešne zložila",
            // Slovenian.
            "opravljen",
            "opravil",
            // Croatian/Bosnian/Serbian (Latin).
            "položen",
            "položio",
            // Serbian (Cyrillic).
            "положен",
            "положио",
            // Macedonian.
            "положи",
            // Bulgarian.
            "издържан",
            "издържа",
            // Lithuanian.
            "išlaikyt",
            // Latvian.
            "nokārtots",
            "nokārtota",
            // Estonian.
            "sooritatud",
            "sooritas",
            "läbitud",
            // Finnish.
            "läpäis",
            // Hungarian.
            "átment",
            "sikeres",
            // Greek.
            "επιτυχ",
            // Albanian.
            "kaloi provimin",
            // Armenian.
            "անցել է",
            // Georgian.
            "ჩააბარა",
            // Tatar.
            "тапшырды",
            "тапшырган",
            // Bashkir.
            "тапшырҙы",
            // Turkish.
            "başarılı",
            "sınavı geçti",
            "testi geçti",
            "başarıyla geçti",
            // Azerbaijani.
            "uğurla keçdi",
            "imtahandan keçdi",
            // Turkmen.
            "synagdan geçdi",
            // Kazakh.
            "тапсырды",
            // Uzbek (Latin).
            "topshirdi",
            "muvaffaqiyatli",
            // Tajik.
            "супорид",
            // Persian.
            "قبول شد",
            "قبول شده",
            // Pashto.
            "بریالی",
            "کامیاب",
            // Kurdish (Kurmanji).
            "derbas bû",
            // Kurdish (Sorani).
            "دەرچوو",
            // Arabic.
            "ناجح",
            "نجح",
            "نجحت",
            "اجتاز",
            // Hebrew.
            "עבר בהצלחה",
            "עברה בהצלחה",
            // Urdu.
            "پاس ہو گیا",
            "پاس ہو گئی",
            // Hindi.
            "उत्तीर्ण",
            "पास हो गया",
            "पास हो गई",
            "पास कर लिया",
            // Bengali.
            "উত্তীর্ণ",
            "পাস করেছে",
            "পাশ করেছে",
            // Assamese.
            "উত্তীৰ্ণ",
            // Odia.
            "ଉତ୍ତୀର୍ଣ୍ଣ",
            // Gujarati.
            "ઉત્તીર્ણ",
            "પાસ થયા",
            "પાસ થયો",
            "પાસ થઈ",
            // Punjabi (Gurmukhi).
            "ਉਤੀਰਣ",
            "ਪਾਸ ਹੋ ਗਿਆ",
            "ਪਾਸ ਹੋ ਗਈ",
            // Marathi.
            "पास झाल",
            // Nepali.
            "पास भयो",
            // Sinhala.
            "සමත්",
            // Tamil.
            "தேர்ச்சி",
            "தேறினார்",
            // Telugu.
            "ఉత్తీర్ణ",
            "పాసయ్యారు",
            // Kannada.
            "ಉತ್ತೀರ್ಣ",
            "ಪಾಸಾಗಿದ್ದಾರೆ",
            // Malayalam.
            "പാസായി",
            "വിജയിച്ചു",
            // Chinese (Simplified).
            "已通过",
            "及格",
            "考试通过",
            "测试通过",
            // Chinese (Traditional).
            "已通過",
            "考試通過",
            "測試通過",
            // Japanese.
            "合格",
            // Korean.
            "합격",
            "통과",
            // Mongolian (Cyrillic).
            "тэнцсэн",
            // Burmese.
            "အောင်ပြီ",
            "စာမေးပွဲအောင်",
            // Thai.
            "สอบผ่าน",
            "ผ่านแล้ว",
            "ผ่านการทดสอบ",
            // Lao.
            "ເສັງໄດ້",
            "ຜ່ານແລ້ວ",
            // Khmer.
            "ប្រឡងជាប់",
            // Vietnamese.
            "thi đỗ",
            "thi đậu",
            "đạt yêu cầu",
            // Indonesian.
            "lulus",
            // Tagalog.
            "pumasa",
            "nakapasa",
            // Cebuano.
            "nakapasar",
            "mipasar",
            // Somali.
            "ka gudbay",
            // Swahili.
            "amefaulu",
            "imefaulu",
            // Kinyarwanda.
            "yatsinze",
            "byatsinze",
            // Shona.
            "apasa",
            // Zulu.
            "uphumelele",
            "iphumelele",
            // Sesotho.
            "o atlehile",
            // Malagasy.
            "afaka",
            // Haitian Creole.
            "pase",
            "reyisi",
            // Maori.
            "kua paahi",
            // Samoan.
            "ua pasi",
            // Luxembourgish.
            "bestanen",
            // Frisian.
            "slagge",
        ],
    ),
    (
        "confirmed",
        &[
            // Spanish.
            "confirmad",
            // French.
            "confirmé",
            // German.
            "bestätigt",
            // Italian.
            "confermat",
            // Dutch.
            "bevestigd",
            // Afrikaans.
            "bevestig",
            // Danish.
            "bekræftet",
            // Norwegian.
            "bekreftet",
            // Swedish.
            "bekräftad",
            "bekräftat",
            "bekräftade",
            // Icelandic.
            "staðfest",
            // Catalan.
            "confirmat",
            "confirmada",
            // Basque.
            "baieztatu",
            "berretsi",
            // Welsh.
            "wedi'i gadarnhau",
            "cadarnhawyd",
            // Irish.
            "deimhnithe",
            // Scottish Gaelic.
            "air a dhearbhadh",
            // Breton.
            "kadarnaet",
            // Esperanto.
            "konfirmit",
            // Maltese.
            "ikkonfermat",
            "ikkonfermata",
            // Russian.
            "подтвержден",
            "подтверждён",
            // Ukrainian.
            "підтверджен",
            // Belarusian.
            "пацверджан",
            // Polish.
            "potwierdzon",
            // Czech.
            "potvrzen",
            // Slovak.
            "potvrden",
            // Slovenian.
            "potrjen",
            // Croatian/Bosnian/Serbian (Latin).
            "potvrđen",
            // Serbian (Cyrillic).
            "потврђен",
            // Macedonian.
            "потврден",
            // Bulgarian.
            "потвърден",
            // Lithuanian.
            "patvirtint",
            // Latvian.
            "apstiprināt",
            // Estonian.
            "kinnitatud",
            // Finnish.
            "vahvistettu",
            // Hungarian.
            "megerősítve",
            "megerősített",
            "visszaigazolva",
            "visszaigazolt",
            // Greek.
            "επιβεβαιώθηκε",
            "επιβεβαιωμέν",
            // Albanian.
            "konfirmuar",
            // Armenian.
            "հաստատված",
            // Georgian.
            "დადასტურებულ",
            "დადასტურდა",
            // Tatar.
            "расланган",
            // Bashkir.
            "раҫланған",
            // Turkish.
            "onaylandı",
            "teyit edildi",
            "doğrulandı",
            // Azerbaijani.
            "təsdiqləndi",
            "təsdiqlənib",
            // Turkmen.
            "tassyklandy",
            // Kazakh.
            "расталды",
            "расталған",
            // Kyrgyz.
            "ырасталды",
            "тастыкталды",
            // Uzbek (Latin).
            "tasdiqlandi",
            "tasdiqlangan",
            // Uyghur.
            "دەلىللەندى",
            // Tajik.
            "тасдиқ шуд",
            // Persian.
            "تأیید شد",
            "تایید شد",
            "تأییدشده",
            "تاییدشده",
            // Pashto.
            "تایید شو",
            // Kurdish (Kurmanji).
            "hat piştrastkirin",
            "piştrastkirî",
            // Kurdish (Sorani).
            "پشتڕاستکرایەوە",
            // Arabic.
            "مؤكد",
            "تم التأكيد",
            // Hebrew.
            "אושר",
            "מאושר",
            "אומת",
            // Yiddish.
            "באַשטעטיקט",
            // Urdu.
            "تصدیق شدہ",
            "تصدیق ہو",
            "کنفرم",
            // Hindi.
            "पुष्टि हो गई",
            "पुष्टि की गई",
            "पुष्ट",
            "कन्फर्म",
            // Bengali.
            "নিশ্চিত করা হয়েছে",
            "নিশ্চিতকৃত",
            // Assamese.
            "নিশ্চিত কৰা হৈছে",
            // Odia.
            "ନିଶ୍ଚିତ କରାଯାଇଛି",
            // Gujarati.
            "પુષ્ટિ થઈ",
            "પુષ્ટિ કરેલ",
            "કન્ફર્મ",
            // Punjabi (Gurmukhi).
            "ਪੁਸ਼ਟੀ ਹੋ",
            "ਪੁਸ਼ਟੀ ਕੀਤੀ",
            "ਕਨਫਰਮ",
            // Marathi.
            "पुष्टी झाल",
            "पुष्टी केल",
            // Nepali.
            "पुष्टि भयो",
            "पुष्टि गरिएको",
            // Sinhala.
            "තහවුරු කර ඇත",
            "තහවුරු කරන ලද",
            "තහවුරු කළ",
            // Tamil.
            "உறுதிப்படுத்தப்பட்ட",
            "உறுதி செய்யப்பட்ட",
            // Telugu.
            "నిర్ధారించబడ",
            "ధృవీకరించబడ",
            // Kannada.
            "ದೃಢೀಕರಿಸಲಾಗಿದೆ",
            "ಖಚಿತಪಡಿಸಲಾಗಿದೆ",
            // Malayalam.
            "സ്ഥിരീകരിച്ചു",
            "സ്ഥിരീകരിക്കപ്പെട്ട",
            // Chinese (Simplified).
            "已确认",
            "确诊",
            // Chinese (Traditional).
            "已確認",
            "確診",
            // Japanese.
            "確認済",
            "確定",
            "確認され",
            // Korean.
            "확인됨",
            "확정",
            "확인 완료",
            "확인되",
            // Mongolian (Cyrillic).
            "баталгаажсан",
            "баталгаажуулсан",
            // Burmese.
            "အတည်ပြုပြီး",
            // Thai.
            "ยืนยันแล้ว",
            "ได้รับการยืนยัน",
            // Lao.
            "ຢືນຢັນແລ້ວ",
            // Khmer.
            "បានបញ្ជាក់",
            // Vietnamese.
            "đã xác nhận",
            "được xác nhận",
            // Indonesian.
            "dikonfirmasi",
            "terkonfirmasi",
            // Malay.
            "disahkan",
            // Tagalog.
            "kumpirmado",
            "nakumpirma",
            // Amharic.
            "ተረጋግጧል",
            // Tigrinya.
            "ተረጋጊጹ",
            // Somali.
            "la xaqiijiyay",
            // Swahili.
            "imethibitishwa",
            "limethibitishwa",
            "kimethibitishwa",
            "amethibitishwa",
            // Hausa.
            "an tabbatar",
            // Igbo.
            "kwadoro",
            // Zulu.
            "kuqinisekisiwe",
            "iqinisekisiwe",
            // Sesotho.
            "netefaditsoe",
            "tiisitsoe",
            // Malagasy.
            "voamarina",
            // Haitian Creole.
            "konfime",
            // Maori.
            "kua whakaūngia",
            // Samoan.
            "ua faamaonia",
            // Luxembourgish.
            "bestätegt",
            "confirméiert",
            // Frisian.
            "befêstige",
            "befestige",
        ],
    ),
    (
        "red",
        &[
            // Spanish.
            "rojo",
            "roja",
            "rojos",
            "rojas",
            // German.
            "roter",
            "roten",
            "rotes",
            // Italian.
            "rosso",
            "rossa",
            "rossi",
            "rosse",
            // Portuguese.
            "vermelh",
            // Afrikaans.
            "rooi",
            // Danish.
            "rød",
            "røde",
            "rødt",
            // Swedish.
            "röd",
            "röda",
            "rött",
            // Icelandic.
            "rauð",
            "rauður",
            "rautt",
            // Faroese.
            "reyð",
            "reyður",
            "reytt",
            // Catalan.
            "vermell",
            // Basque.
            "gorri",
            // Welsh.
            "coch ",
            // Irish.
            "dearg",
            // Breton.
            "ruz",
            // Latin.
            "ruber",
            "rubra",
            "rubrum",
            // Esperanto.
            "ruĝ",
            // Maltese.
            "aħmar",
            "ħamra",
            "ħomor",
            // Romanian.
            "roșu",
            "roșie",
            "roșii",
            // Russian.
            "красн",
            // Ukrainian.
            "червон",
            // Belarusian.
            "чырвон",
            // Polish.
            "czerwon",
            // Czech.
            "červený",
            "červená",
            "červené",
            "červení",
            // Slovak.
            "červen",
            // Slovenian.
            "rdeč",
            // Croatian/Bosnian/Serbian (Latin).
            "crven",
            // Serbian (Cyrillic).
            "црвен",
            // Macedonian.
            "црвена",
            "црвено",
            "црвени",
            // Bulgarian.
            "червен",
            "червена",
            "червено",
            "червени",
            // Lithuanian.
            "raudon",
            // Latvian.
            "sarkan",
            // Estonian.
            "punane",
            "punase",
            "punast",
            // Finnish.
            "punai",
            // Hungarian.
            "piros",
            "vörös",
            // Greek.
            "κόκκιν",
            // Albanian.
            "i kuq",
            "e kuqe",
            "të kuq",
            "kuqe",
            // Armenian.
            "կարմիր",
            // Georgian.
            "წითელ",
            // Tatar.
            "кызыл",
            // Bashkir.
            "ҡыҙыл",
            // Turkish.
            "kırmızı",
            // Azerbaijani.
            "qırmızı",
            // Turkmen.
            "gyzyl",
            // Kazakh.
            "қызыл",
            // Uzbek (Latin).
            "qizil",
            // Uyghur.
            "قىزىل",
            // Tajik.
            "сурх",
            // Persian.
            "قرمز",
            "سرخ",
            // Pashto.
            "سور",
            // Kurdish (Kurmanji).
            "sor",
            // Kurdish (Sorani).
            "سوور",
            // Arabic.
            "أحمر",
            "حمراء",
            "احمر",
            // Hebrew.
            "אדום",
            "אדומה",
            "אדומים",
            "אדומות",
            // Yiddish.
            "רויט",
            // Urdu.
            "لال",
            // Hindi.
            "लाल",
            // Bengali.
            "লাল",
            // Assamese.
            "ৰঙা",
            // Odia.
            "ଲାଲ",
            // Gujarati.
            "લાલ",
            // Punjabi (Gurmukhi).
            "ਲਾਲ",
            // Nepali.
            "रातो",
            "राता",
            // Sinhala.
            "රතු",
            // Tamil.
            "சிவப்பு",
            "சிவந்த",
            // Telugu.
            "ఎరుపు",
            "ఎర్ర",
            // Kannada.
            "ಕೆಂಪು",
            // Malayalam.
            "ചുവപ്പ്",
            "ചുവന്ന",
            // Chinese (Simplified).
            "红色",
            "红的",
            // Chinese (Traditional).
            "紅色",
            "紅的",
            // Japanese.
            "赤い",
            "赤色",
            "レッド",
            // Korean.
            "빨간",
            "빨강",
            "적색",
            // Mongolian (Cyrillic).
            "улаан",
            // Tibetan.
            "དམར་པོ",
            // Burmese.
            "အနီရောင်",
            "နီရောင်",
            // Thai.
            "สีแดง",
            // Lao.
            "ສີແດງ",
            // Khmer.
            "ក្រហម",
            // Vietnamese.
            "đỏ",
            // Indonesian.
            "merah",
            // Javanese.
            "abrit",
            // Sundanese.
            "beureum",
            // Tagalog.
            "pula",
            // Amharic.
            "ቀይ",
            // Tigrinya.
            "ቀይሕ",
            // Somali.
            "guduud",
            "casaan",
            // Swahili.
            "nyekundu",
            "mwekundu",
            "wekundu",
            "jekundu",
            "chekundu",
            "vyekundu",
            // Igbo.
            "uhie",
            // Kinyarwanda.
            "umutuku",
            // Shona.
            "tsvuku",
            // Zulu.
            "bomvu",
            "ebomvu",
            "obomvu",
            // Sesotho.
            "khubedu",
            "kgubedu",
            // Malagasy.
            "mena ",
            // Haitian Creole.
            "wouj",
            // Guarani.
            "pytã",
            // Quechua.
            "puka",
            // Maori.
            "whero",
            // Samoan.
            "mumu",
            "mūmū",
            // Frisian.
            "reade ",
        ],
    ),
    (
        "green",
        &[
            // Spanish.
            "verde",
            "verdes",
            // French.
            "vert ",
            "verte ",
            "verts",
            "vertes",
            // German.
            "grüne",
            "grüner",
            "grünen",
            "grünes",
            // Italian.
            "verdi ",
            // Dutch.
            "groen",
            "groene",
            // Danish.
            "grøn",
            "grønne",
            "grønt",
            // Norwegian.
            "grønn",
            // Swedish.
            "grön",
            "gröna",
            "grönt",
            // Icelandic.
            "græn",
            "grænn",
            "grænt",
            // Faroese.
            "grønur",
            // Catalan.
            "verds",
            // Basque.
            "berde",
            // Welsh.
            "gwyrdd",
            // Irish.
            "glas ",
            // Scottish Gaelic.
            "uaine",
            // Breton.
            "gwer",
            // Latin.
            "viridis",
            // Esperanto.
            "verd ",
            // Maltese.
            "aħdar",
            "ħadra",
            "ħodor",
            // Romanian.
            "verzi",
            // Russian.
            "зелен",
            "зелён",
            // Belarusian.
            "зялён",
            // Polish.
            "zielon",
            // Czech.
            "zelen",
            // Macedonian.
            "зелена",
            "зелено",
            "зелени",
            // Lithuanian.
            "žalias",
            "žalia",
            "žalios",
            // Latvian.
            "zaļš",
            "zaļa",
            "zaļā",
            // Estonian.
            "roheli",
            // Finnish.
            "vihreä",
            "vihreit",
            // Hungarian.
            "zöld",
            // Greek.
            "πράσιν",
            // Albanian.
            "i gjelbër",
            "e gjelbër",
            "jeshil",
            // Armenian.
            "կանաչ",
            // Georgian.
            "მწვანე",
            // Tatar.
            "яшел",
            // Bashkir.
            "йәшел",
            // Turkish.
            "yeşil",
            // Azerbaijani.
            "yaşıl",
            // Turkmen.
            "ýaşyl",
            // Kazakh.
            "жасыл",
            // Kyrgyz.
            "жашыл",
            // Uzbek (Latin).
            "yashil",
            // Uyghur.
            "يېشىل",
            // Tajik.
            "сабз",
            // Persian.
            "سبز",
            // Pashto.
            "زرغون",
            // Kurdish (Kurmanji).
            "kesk",
            // Kurdish (Sorani).
            "سەوز",
            // Arabic.
            "أخضر",
            "خضراء",
            "اخضر",
            // Hebrew.
            "ירוק",
            "ירוקה",
            "ירוקים",
            "ירוקות",
            // Yiddish.
            "גרין",
            // Hindi.
            "हरे रंग",
            "हरा रंग",
            "हरी",
            // Bengali.
            "সবুজ",
            // Assamese.
            "সেউজীয়া",
            // Odia.
            "ସବୁଜ",
            // Gujarati.
            "લીલો",
            "લીલા",
            "લીલી",
            // Punjabi (Gurmukhi).
            "ਹਰੇ ਰੰਗ",
            "ਹਰਾ ਰੰਗ",
            "ਹਰੀ",
            // Marathi.
            "हिरवा",
            "हिरवी",
            "हिरवे",
            // Nepali.
            "हरियो",
            // Sinhala.
            "කොළ පාට",
            // Tamil.
            "பச்சை",
            // Telugu.
            "ఆకుపచ్చ",
            // Kannada.
            "ಹಸಿರು",
            // Malayalam.
            "പച്ച",
            // Chinese (Simplified).
            "绿色",
            "绿的",
            // Chinese (Traditional).
            "綠色",
            "綠的",
            // Japanese.
            "緑色",
            "緑の",
            "グリーン",
            // Korean.
            "초록",
            "녹색",
            // Mongolian (Cyrillic).
            "ногоон",
            // Tibetan.
            "ལྗང་ཁུ",
            // Burmese.
            "အစိမ်းရောင်",
            "စိမ်းရောင်",
            // Thai.
            "สีเขียว",
            // Lao.
            "ສີຂຽວ",
            // Khmer.
            "បៃតង",
            // Vietnamese.
            "xanh lá",
            "màu xanh lá",
            // Indonesian.
            "hijau",
            // Javanese.
            "ijo",
            // Sundanese.
            "héjo",
            "hejo",
            // Amharic.
            "አረንጓዴ",
            // Tigrinya.
            "ቀጠልያ",
            // Somali.
            "cagaar",
            // Swahili.
            "kijani",
            // Hausa.
            "kore",
            // Yoruba.
            "alawọ ewe",
            // Kinyarwanda.
            "icyatsi",
            "kibisi",
            // Shona.
            "girinhi",
            // Zulu.
            "okotshani",
            // Xhosa.
            "okwengca",
            // Malagasy.
            "maitso",
            // Haitian Creole.
            "vèt",
            // Guarani.
            "hovyũ",
            // Quechua.
            "q'omer",
            "qumir",
            // Maori.
            "kākāriki",
            // Samoan.
            "lanumeamata",
            // Luxembourgish.
            "gréng",
            // Frisian.
            "grien",
            "griene",
        ],
    ),
    (
        "blue",
        &[
            // Spanish.
            "azul",
            "azules",
            // French.
            "bleu",
            "bleue",
            "bleus",
            "bleues",
            // German.
            "blau",
            "blaue",
            "blauer",
            "blauen",
            "blaues",
            // Italian.
            "blu",
            "azzurr",
            // Portuguese.
            "azuis",
            // Dutch.
            "blauw",
            "blauwe",
            // Afrikaans.
            "blou ",
            // Danish.
            "blå",
            "blåt",
            // Norwegian.
            "blått",
            // Swedish.
            "blåa",
            // Icelandic.
            "blár",
            "blátt",
            // Faroese.
            "bláur",
            // Catalan.
            "blava",
            "blaus",
            "blaves",
            // Basque.
            "urdin",
            // Welsh.
            "glas ",
            // Irish.
            "gorm",
            // Latin.
            "caeruleus",
            "caerulea",
            // Esperanto.
            "blua",
            "bluaj",
            // Romanian.
            "albastru",
            "albastră",
            "albaștri",
            // Russian.
            "синий",
            "синяя",
            "синее",
            "синие",
            "голубой",
            "голубая",
            "голубое",
            "голубые",
            // Ukrainian.
            "синій",
            "синя",
            "синє",
            "сині",
            "блакитн",
            // Belarusian.
            "сіні",
            "сіняя",
            "сінія",
            "блакітн",
            // Polish.
            "niebiesk",
            // Czech.
            "modr",
            // Slovenian.
            "moder ",
            // Croatian/Bosnian/Serbian (Latin).
            "plav",
            "plava",
            "plavi",
            "plavo",
            // Serbian (Cyrillic).
            "плав",
            "плава",
            "плави",
            "плаво",
            // Bulgarian.
            "синьо",
            "синия",
            // Lithuanian.
            "mėlyn",
            // Latvian.
            "zils",
            "zila",
            "zilā",
            // Estonian.
            "sinine",
            "sinise",
            // Finnish.
            "sininen",
            "sinisi",
            "sinistä",
            // Hungarian.
            "kék",
            // Greek.
            "μπλε",
            "γαλάζι",
            // Albanian.
            "i kaltër",
            "e kaltër",
            // Armenian.
            "կապույտ",
            // Georgian.
            "ლურჯ",
            // Tatar.
            "зәңгәр",
            // Turkish.
            "mavi ",
            // Turkmen.
            "mawy",
            // Kazakh.
            "көк түсті",
            // Kyrgyz.
            "көк түстүү",
            // Uzbek (Latin).
            "ko'k",
            "koʻk",
            // Uyghur.
            "كۆك",
            // Tajik.
            "кабуд",
            // Persian.
            "آبی",
            // Pashto.
            "آبي",
            // Kurdish (Kurmanji).
            "şîn",
            // Kurdish (Sorani).
            "شین",
            // Arabic.
            "أزرق",
            "زرقاء",
            "ازرق",
            // Hebrew.
            "כחול",
            "כחולה",
            "כחולים",
            "כחולות",
            // Yiddish.
            "בלוי",
            // Urdu.
            "نیلا",
            "نیلی",
            // Hindi.
            "नीला",
            "नीली",
            "नीले",
            // Bengali.
            "নীল",
            // Assamese.
            "নীলা",
            // Odia.
            "ନୀଳ",
            // Gujarati.
            "વાદળી",
            "ભૂરો",
            "ભૂરા",
            // Punjabi (Gurmukhi).
            "ਨੀਲਾ",
            "ਨੀਲੀ",
            "ਨੀਲੇ",
            // Marathi.
            "निळा",
            "निळी",
            "निळे",
            // Nepali.
            "निलो",
            "नीलो",
            // Sinhala.
            "නිල්",
            // Tamil.
            "நீலம்",
            "நீல",
            // Telugu.
            "నీలం",
            "నీలి",
            // Kannada.
            "ನೀಲಿ",
            // Malayalam.
            "നീല",
            // Chinese (Simplified).
            "蓝色",
            "蓝的",
            // Chinese (Traditional).
            "藍色",
            "藍的",
            // Japanese.
            "青い",
            "青色",
            "ブルー",
            // Korean.
            "파란",
            "파랑",
            "청색",
            // Mongolian (Cyrillic).
            "цэнхэр",
            // Tibetan.
            "སྔོན་པོ",
            // Burmese.
            "အပြာရောင်",
            "ပြာရောင်",
            // Thai.
            "สีน้ำเงิน",
            "สีฟ้า",
            // Lao.
            "ສີຟ້າ",
            // Khmer.
            "ខៀវ",
            // Vietnamese.
            "xanh dương",
            "xanh lam",
            // Indonesian.
            "biru",
            // Sundanese.
            "bulao",
            // Tagalog.
            "asul",
            // Amharic.
            "ሰማያዊ",
            // Somali.
            "buluug",
            // Swahili.
            "buluu",
            "samawati",
            // Hausa.
            "shuɗi",
            // Yoruba.
            "búlúù",
            // Kinyarwanda.
            "ubururu",
            // Shona.
            "bhuruu",
            // Zulu.
            "okwesibhakabhaka",
            // Haitian Creole.
            "ble",
            // Quechua.
            "anqas",
            // Maori.
            "kahurangi",
            // Samoan.
            "lanumoana",
            // Luxembourgish.
            "blo",
        ],
    ),
    (
        "yellow",
        &[
            // Spanish.
            "amarill",
            // French.
            "jaune",
            "jaunes",
            // German.
            "gelb",
            // Italian.
            "giall",
            // Portuguese.
            "amarel",
            // Dutch.
            "geel",
            // Danish.
            "gule",
            "gult",
            // Swedish.
            "gul",
            "gula ",
            // Icelandic.
            "gulur",
            // Catalan.
            "groc ",
            "groga",
            "grocs",
            "grogues",
            // Basque.
            "horia",
            // Welsh.
            "melyn",
            // Irish.
            "buí",
            // Scottish Gaelic.
            "buidhe",
            // Breton.
            "melen",
            // Latin.
            "flavus",
            "flava",
            "luteus",
            "lutea",
            // Esperanto.
            "flav ",
            // Maltese.
            "isfar",
            "safra",
            "sofor",
            // Romanian.
            "galben",
            "galbenă",
            "galbeni",
            // Russian.
            "желт",
            "жёлт",
            // Ukrainian.
            "жовт",
            // Belarusian.
            "жоўт",
            // Polish.
            "żółt",
            // Czech.
            "žlut",
            // Slovak.
            "žlt",
            // Slovenian.
            "rumen",
            // Croatian/Bosnian/Serbian (Latin).
            "žut",
            // Serbian (Cyrillic).
            "жут",
            // Macedonian.
            "жолт",
            // Bulgarian.
            "жълт",
            // Lithuanian.
            "geltona",
            "geltonas",
            "geltoni",
            // Latvian.
            "dzelten",
            // Estonian.
            "kollane",
            "kollase",
            // Finnish.
            "keltai",
            // Hungarian.
            "sárga",
            // Greek.
            "κίτριν",
            // Albanian.
            "i verdhë",
            "e verdhë",
            "verdhë",
            // Armenian.
            "դեղին",
            // Georgian.
            "ყვითელ",
            // Tatar.
            "сары",
            // Bashkir.
            "һары",
            // Turkish.
            "sarı",
            // Turkmen.
            "sary",
            // Uzbek (Latin).
            "sariq",
            // Uyghur.
            "سېرىق",
            // Tajik.
            "зард",
            // Persian.
            "زرد",
            // Pashto.
            "ژیړ",
            // Kurdish (Kurmanji).
            "zer",
            // Kurdish (Sorani).
            "زەرد",
            // Arabic.
            "أصفر",
            "صفراء",
            "اصفر",
            // Hebrew.
            "צהוב",
            "צהובה",
            "צהובים",
            "צהובות",
            // Urdu.
            "پیلا",
            "پیلی",
            // Hindi.
            "पीला",
            "पीली",
            "पीले",
            // Bengali.
            "হলুদ",
            // Assamese.
            "হালধীয়া",
            // Odia.
            "ହଳଦିଆ",
            // Gujarati.
            "પીળો",
            "પીળી",
            "પીળા",
            // Punjabi (Gurmukhi).
            "ਪੀਲਾ",
            "ਪੀਲੀ",
            "ਪੀਲੇ",
            // Marathi.
            "पिवळा",
            "पिवळी",
            "पिवळे",
            // Nepali.
            "पहेँलो",
            "पहेंलो",
            // Sinhala.
            "කහ පාට",
            // Tamil.
            "மஞ்சள்",
            // Telugu.
            "పసుపు",
            // Kannada.
            "ಹಳದಿ",
            // Malayalam.
            "മഞ്ഞ നിറ",
            "മഞ്ഞനിറ",
            // Chinese (Simplified).
            "黄色",
            "黄的",
            // Chinese (Traditional).
            "黃色",
            "黃的",
            // Japanese.
            "イエロー",
            // Korean.
            "노란",
            "노랑",
            "황색",
            // Mongolian (Cyrillic).
            "шар өнгө",
            "шар өнгийн",
            // Tibetan.
            "སེར་པོ",
            // Burmese.
            "အဝါရောင်",
            "ဝါရောင်",
            // Thai.
            "สีเหลือง",
            // Lao.
            "ສີເຫຼືອງ",
            // Khmer.
            "លឿង",
            // Vietnamese.
            "vàng",
            // Indonesian.
            "kuning",
            // Sundanese.
            "konéng",
            "koneng",
            // Tagalog.
            "dilaw",
            // Cebuano.
            "dalag",
            // Amharic.
            "ቢጫ",
            // Tigrinya.
            "ብጫ",
            // Somali.
            "huruud",
            // Swahili.
            "njano",
            // Hausa.
            "rawaya",
            // Yoruba.
            "yẹ́lò",
            "ofeefee",
            // Kinyarwanda.
            "umuhondo",
            // Shona.
            "yero",
            // Zulu.
            "ophuzi",
            "ephuzi",
            "mthubi",
            // Sesotho.
            "tshehla",
            // Malagasy.
            "mavo",
            // Haitian Creole.
            "jòn",
            // Guarani.
            "sa'yju",
            // Quechua.
            "q'illu",
            // Maori.
            "kōwhai",
            // Samoan.
            "samasama",
            // Luxembourgish.
            "giel",
            // Frisian.
            "giele",
        ],
    ),
    (
        "black",
        &[
            // Spanish.
            "negro",
            "negra",
            "negros",
            "negras",
            // French.
            "noir",
            "noire",
            "noirs",
            "noires",
            // German.
            "schwarz",
            // Italian.
            "nero",
            "nera",
            "neri",
            "nere",
            // Portuguese.
            "preto",
            "preta",
            "pretos",
            "pretas",
            // Dutch.
            "zwart",
            "zwarte",
            // Afrikaans.
            "swart ",
            // Danish.
            "sorte ",
            // Norwegian.
            "svart",
            "svarte",
            // Swedish.
            "svarta",
            // Icelandic.
            "svartur",
            "svört",
            // Catalan.
            "negre",
            // Basque.
            "beltz",
            // Irish.
            "dubh",
            // Latin.
            "niger",
            "nigra",
            "ater",
            "atra",
            // Esperanto.
            "nigr",
            // Maltese.
            "iswed",
            "sewda",
            "suwed",
            // Romanian.
            "negru",
            "neagră",
            "negri",
            // Russian.
            "чёрн",
            "черный",
            "черная",
            "черное",
            "черные",
            // Ukrainian.
            "чорн",
            // Polish.
            "czarn",
            // Czech.
            "čern",
            // Slovak.
            "čiern",
            // Slovenian.
            "črn",
            // Croatian/Bosnian/Serbian (Latin).
            "crn",
            // Serbian (Cyrillic).
            "црн",
            // Macedonian.
            "црна",
            "црно",
            "црни",
            // Bulgarian.
            "черен",
            "черна",
            "черно",
            "черни",
            // Lithuanian.
            "juod",
            // Latvian.
            "meln",
            // Estonian.
            "musta ",
            // Finnish.
            "mustia",
            // Hungarian.
            "fekete",
            // Greek.
            "μαύρ",
            // Albanian.
            "i zi",
            "e zezë",
            "të zeza",
            // Armenian.
            "սև",
            // Georgian.
            "შავი",
            // Turkish.
            "siyah",
            // Azerbaijani.
            "qara",
            // Turkmen.
            "gara ",
            // Kazakh.
            "қара түсті",
            // Kyrgyz.
            "кара түстүү",
            // Uzbek (Latin).
            "qora",
            // Uyghur.
            "قارا",
            // Tajik.
            "сиёҳ",
            // Persian.
            "سیاه",
            // Pashto.
            "تور",
            // Kurdish (Kurmanji).
            "reş",
            // Kurdish (Sorani).
            "ڕەش",
            // Arabic.
            "أسود",
            "سوداء",
            "اسود",
            // Hebrew.
            "שחור",
            "שחורה",
            "שחורים",
            "שחורות",
            // Yiddish.
            "שוואַרץ",
            "שווארץ",
            // Urdu.
            "کالا",
            "کالی",
            "سیاہ",
            // Hindi.
            "काला",
            "काली",
            "काले",
            // Bengali.
            "কালো",
            // Assamese.
            "ক'লা",
            // Odia.
            "କଳା ରଙ୍ଗ",
            // Gujarati.
            "કાળો",
            "કાળી",
            "કાળા",
            // Punjabi (Gurmukhi).
            "ਕਾਲਾ",
            "ਕਾਲੀ",
            "ਕਾਲੇ",
            // Marathi.
            "काळा",
            "काळी",
            "काळे",
            // Nepali.
            "कालो",
            // Sinhala.
            "කළු",
            // Tamil.
            "கருப்பு",
            "கறுப்பு",
            // Telugu.
            "నలుపు",
            "నల్ల",
            // Kannada.
            "ಕಪ್ಪು",
            // Malayalam.
            "കറുപ്പ്",
            "കറുത്ത",
            // Chinese (Simplified).
            "黑色",
            "黑的",
            // Japanese.
            "黒い",
            "黒色",
            "ブラック",
            // Korean.
            "검은",
            "검정",
            "흑색",
            // Mongolian (Cyrillic).
            "хар өнгө",
            "хар өнгийн",
            // Tibetan.
            "ནག་པོ",
            // Burmese.
            "အနက်ရောင်",
            // Thai.
            "สีดำ",
            // Lao.
            "ສີດຳ",
            // Khmer.
            "ខ្មៅ",
            // Vietnamese.
            "đen",
            // Indonesian.
            "hitam",
            // Javanese.
            "ireng",
            // Sundanese.
            "hideung",
            // Tagalog.
            "itim",
            // Cebuano.
            "itom",
            // Amharic.
            "ጥቁር",
            // Tigrinya.
            "ጸሊም",
            // Somali.
            "madow",
            // Swahili.
            "nyeusi",
            "mweusi",
            "weusi",
            // Hausa.
            "baƙi",
            // Igbo.
            "ojii",
            // Yoruba.
            "dúdú",
            // Kinyarwanda.
            "umukara",
            // Shona.
            "dema ",
            "nhema",
            // Zulu.
            "mnyama",
            // Sesotho.
            "ntsho",
            "motsho",
            // Malagasy.
            "mainty",
            // Haitian Creole.
            "nwa",
            // Guarani.
            "hũ",
            // Quechua.
            "yana",
            // Maori.
            "pango",
            // Samoan.
            "uliuli",
            // Luxembourgish.
            "schwaarz",
        ],
    ),
    (
        "white",
        &[
            // Spanish.
            "blanco",
            "blanca",
            "blancos",
            "blancas",
            // French.
            "blanc ",
            "blanche ",
            "blancs",
            // German.
            "weiße",
            "weißer",
            "weißen",
            "weißes",
            // Italian.
            "bianc",
            // Portuguese.
            "branc ",
            // Dutch.
            "witte",
            // Danish.
            "hvid",
            "hvide",
            "hvidt",
            // Norwegian.
            "hvit",
            "hvite",
            "hvitt",
            // Swedish.
            "vit",
            "vita ",
            "vitt",
            // Icelandic.
            "hvít",
            "hvítur",
            "hvítt",
            // Catalan.
            "blanques",
            // Basque.
            "zuri",
            // Welsh.
            "gwyn",
            // Irish.
            "bán",
            // Scottish Gaelic.
            "geal",
            "bàn",
            // Breton.
            "gwenn",
            // Latin.
            "albus",
            "alba ",
            // Maltese.
            "abjad",
            "bajda",
            "bojod",
            // Romanian.
            "albă",
            "albi ",
            "albe ",
            // Russian.
            "белый",
            "белая",
            "белое",
            "белые",
            "белого",
            "белой",
            // Ukrainian.
            "білий",
            "біла",
            "біле",
            "білі",
            // Belarusian.
            "белы",
            "белае",
            "белыя",
            // Polish.
            "biał",
            // Czech.
            "bílý",
            "bílá",
            "bílé",
            // Slovak.
            "biel",
            // Slovenian.
            "bela ",
            "belo ",
            "beli ",
            // Croatian/Bosnian/Serbian (Latin).
            "bijel",
            "beo",
            // Serbian (Cyrillic).
            "бијел",
            "бео",
            "бела",
            "бело",
            "бели",
            // Bulgarian.
            "бял",
            "бяла",
            "бяло",
            // Lithuanian.
            "balt",
            // Latvian.
            "balts",
            "balta",
            // Estonian.
            "valge",
            // Finnish.
            "valkoi",
            "valkea",
            // Hungarian.
            "fehér",
            // Greek.
            "λευκ",
            "άσπρ",
            // Albanian.
            "i bardhë",
            "e bardhë",
            "bardhë",
            // Armenian.
            "սպիտակ",
            // Georgian.
            "თეთრ",
            // Turkish.
            "beyaz",
            // Azerbaijani.
            "ağ rəngli",
            // Kazakh.
            "ақ түсті",
            // Kyrgyz.
            "ак түстүү",
            // Uzbek (Latin).
            "oq rangli",
            // Tajik.
            "сафед",
            // Persian.
            "سفید",
            // Pashto.
            "سپین",
            // Kurdish (Kurmanji).
            "spî",
            // Kurdish (Sorani).
            "سپی",
            // Arabic.
            "أبيض",
            "بيضاء",
            "ابيض",
            // Hebrew.
            "לבן",
            "לבנה",
            "לבנים",
            "לבנות",
            // Yiddish.
            "ווײַס",
            "ווייס",
            // Hindi.
            "सफ़ेद",
            "सफेद",
            // Bengali.
            "সাদা",
            // Assamese.
            "বগা",
            // Odia.
            "ଧଳା",
            // Gujarati.
            "સફેદ",
            "ધોળો",
            // Punjabi (Gurmukhi).
            "ਚਿੱਟਾ",
            "ਚਿੱਟੀ",
            "ਚਿੱਟੇ",
            "ਸਫ਼ੈਦ",
            // Marathi.
            "पांढरा",
            "पांढरी",
            "पांढरे",
            // Nepali.
            "सेतो",
            // Sinhala.
            "සුදු",
            // Tamil.
            "வெள்ளை",
            // Telugu.
            "తెలుపు",
            "తెల్ల",
            // Kannada.
            "ಬಿಳಿ",
            // Malayalam.
            "വെള്ള",
            "വെളുത്ത",
            // Chinese (Simplified).
            "白色",
            "白的",
            // Japanese.
            "白い",
            "ホワイト",
            // Korean.
            "흰색",
            "하얀",
            "하양",
            "백색",
            // Mongolian (Cyrillic).
            "цагаан",
            // Tibetan.
            "དཀར་པོ",
            // Burmese.
            "အဖြူရောင်",
            "ဖြူရောင်",
            // Thai.
            "สีขาว",
            // Lao.
            "ສີຂາວ",
            // Vietnamese.
            "trắng",
            // Indonesian.
            "putih",
            // Javanese.
            "pethak",
            // Sundanese.
            "bodas",
            // Tagalog.
            "puti",
            // Amharic.
            "ነጭ",
            // Tigrinya.
            "ጻዕዳ",
            // Somali.
            "caddaan",
            // Swahili.
            "nyeupe",
            "mweupe",
            "weupe",
            // Hausa.
            "fari ",
            // Igbo.
            "ọcha",
            // Yoruba.
            "funfun",
            // Kinyarwanda.
            "umweru",
            // Shona.
            "chena",
            // Zulu.
            "mhlophe",
            // Sesotho.
            "tshweu",
            "mosweu",
            // Malagasy.
            "fotsy",
            // Haitian Creole.
            "blan ",
            // Guarani.
            "morotĩ",
            // Quechua.
            "yuraq",
            // Luxembourgish.
            "wäiss",
            // Frisian.
            "wyt",
            "wite",
        ],
    ),
    (
        "orange",
        &[
            // Spanish.
            "naranja",
            "anaranjad",
            // French.
            "oranges",
            // German.
            "orangefarben",
            // Italian.
            "arancion",
            // Portuguese.
            "laranja",
            "alaranjad",
            // Dutch.
            "oranje",
            // Norwegian.
            "oransje",
            // Swedish.
            "orangea",
            // Icelandic.
            "appelsínugul",
            // Catalan.
            "taronja",
            "ataronjat",
            // Galician.
            "laranxa",
            "alaranxad",
            // Welsh.
            "oren",
            // Irish.
            "oráiste",
            // Scottish Gaelic.
            "orains",
            // Breton.
            "orañjez",
            // Esperanto.
            "oranĝ",
            // Maltese.
            "oranġjo",
            // Romanian.
            "portocaliu",
            "portocalie",
            "portocalii",
            // Russian.
            "оранжев",
            // Ukrainian.
            "помаранчев",
            // Belarusian.
            "аранжав",
            // Polish.
            "pomarańczow",
            // Czech.
            "oranžov",
            // Slovenian.
            "oranžn",
            // Croatian/Bosnian/Serbian (Latin).
            "narančast",
            "narandžast",
            // Serbian (Cyrillic).
            "наранџаст",
            // Macedonian.
            "портокалов",
            "портокалова",
            "портокалово",
            // Bulgarian.
            "оранжева",
            "оранжево",
            // Lithuanian.
            "oranžin",
            // Latvian.
            "oranž",
            // Finnish.
            "orans",
            // Hungarian.
            "narancssárga",
            // Greek.
            "πορτοκαλί",
            // Albanian.
            "portokalli",
            // Armenian.
            "նարնջագույն",
            // Georgian.
            "ნარინჯისფერ",
            "ფორთოხლისფერ",
            // Tatar.
            "кызгылт сары",
            // Bashkir.
            "ҡыҙғылт һары",
            // Turkish.
            "turuncu",
            // Azerbaijani.
            "narıncı",
            // Turkmen.
            "mämişi",
            // Kazakh.
            "қызғылт сары",
            // Uzbek (Latin).
            "to'q sariq",
            "toʻq sariq",
            // Uyghur.
            "قىزغۇچ سېرىق",
            // Tajik.
            "норанҷӣ",
            "норинҷӣ",
            // Persian.
            "نارنجی",
            // Pashto.
            "نارنجي",
            // Kurdish (Kurmanji).
            "porteqalî",
            // Kurdish (Sorani).
            "پرتەقاڵی",
            // Arabic.
            "برتقالي",
            "برتقالية",
            // Hebrew.
            "כתום",
            "כתומה",
            // Hindi.
            "नारंगी",
            // Bengali.
            "কমলা",
            // Odia.
            "କମଳା",
            // Gujarati.
            "નારંગી",
            // Punjabi (Gurmukhi).
            "ਸੰਤਰੀ",
            // Marathi.
            "नारिंगी",
            "केशरी",
            // Nepali.
            "सुन्तला रङ",
            "सुन्तले",
            // Sinhala.
            "තැඹිලි",
            // Tamil.
            "ஆரஞ்சு",
            // Telugu.
            "నారింజ",
            // Kannada.
            "ಕಿತ್ತಳೆ",
            // Malayalam.
            "ഓറഞ്ച്",
            // Chinese (Simplified).
            "橙色",
            "橘色",
            "橘黄色",
            // Chinese (Traditional).
            "橘黃色",
            // Japanese.
            "オレンジ色",
            "オレンジ",
            // Korean.
            "주황",
            "오렌지색",
            // Mongolian (Cyrillic).
            "улбар шар",
            // Burmese.
            "လိမ္မော်ရောင်",
            // Thai.
            "สีส้ม",
            // Lao.
            "ສີສົ້ມ",
            // Khmer.
            "ពណ៌ទឹកក្រូច",
            // Vietnamese.
            "màu cam",
            // Indonesian.
            "oranye",
            "jingga",
            // Sundanese.
            "oranyeu",
            // Tagalog.
            "kahel",
            // Amharic.
            "ብርቱካናማ",
            // Somali.
            "oranji",
            // Swahili.
            "rangi ya chungwa",
            // Yoruba.
            "ọsan",
            // Malagasy.
            "volom-boasary",
            // Haitian Creole.
            "oranj",
            // Maori.
            "karaka",
        ],
    ),
    (
        "purple",
        &[
            // Spanish.
            "morado",
            "morada",
            "morados",
            "moradas",
            "púrpura",
            "violeta",
            // French.
            "violette",
            "violettes",
            "pourpre",
            // German.
            "lila ",
            "violett",
            // Italian.
            "porpora",
            // Portuguese.
            "roxo",
            "roxa",
            "roxos",
            "roxas",
            // Dutch.
            "paars",
            "paarse",
            // Danish.
            "lilla",
            // Icelandic.
            "fjólublá",
            "fjólublár",
            "fjólublátt",
            // Catalan.
            "morat ",
            // Basque.
            "morea",
            // Welsh.
            "porffor",
            // Irish.
            "corcra",
            // Scottish Gaelic.
            "purpaidh",
            // Breton.
            "mouk",
            // Latin.
            "purpureus",
            "purpurea",
            // Esperanto.
            "purpur",
            // Maltese.
            "vjola",
            // Romanian.
            "mov",
            "violetă",
            // Russian.
            "фиолетов",
            // Ukrainian.
            "фіолетов",
            // Belarusian.
            "фіялетав",
            // Polish.
            "fioletow",
            // Czech.
            "fialov",
            // Slovenian.
            "vijoličn",
            // Croatian/Bosnian/Serbian (Latin).
            "ljubičast",
            // Serbian (Cyrillic).
            "љубичаст",
            // Macedonian.
            "виолетов",
            "виолетова",
            "виолетово",
            "пурпурен",
            // Bulgarian.
            "лилав",
            // Lithuanian.
            "violetin",
            // Finnish.
            "violetti",
            "purppura",
            // Greek.
            "μωβ",
            "μοβ",
            "πορφυρ",
            // Albanian.
            "vjollcë",
            // Armenian.
            "մանուշակագույն",
            // Georgian.
            "იისფერ",
            // Tatar.
            "шәмәхә",
            // Turkish.
            "mor",
            // Azerbaijani.
            "bənövşəyi",
            // Kazakh.
            "күлгін",
            // Uzbek (Latin).
            "binafsha",
            // Uyghur.
            "بىنەپشە",
            // Tajik.
            "бунафш",
            // Persian.
            "بنفش",
            "ارغوانی",
            // Kurdish (Kurmanji).
            "binefşî",
            // Kurdish (Sorani).
            "مۆر",
            "وەنەوشەیی",
            // Arabic.
            "أرجواني",
            "بنفسجي",
            // Hebrew.
            "סגול",
            "סגולה",
            // Yiddish.
            "לילאַ",
            // Urdu.
            "جامنی",
            "بنفشی",
            // Hindi.
            "बैंगनी",
            // Bengali.
            "বেগুনি",
            // Assamese.
            "বেঙেনা",
            // Odia.
            "ବାଇଗଣି",
            // Gujarati.
            "જાંબલી",
            // Punjabi (Gurmukhi).
            "ਜਾਮਨੀ",
            // Marathi.
            "जांभळा",
            "जांभळी",
            "जांभळे",
            // Nepali.
            "बैजनी",
            // Sinhala.
            "දම් පාට",
            // Tamil.
            "ஊதா",
            // Telugu.
            "ఊదా",
            // Kannada.
            "ನೇರಳೆ",
            // Malayalam.
            "പർപ്പിൾ",
            "വയലറ്റ്",
            // Chinese (Simplified).
            "紫色",
            "紫的",
            // Japanese.
            "パープル",
            "紫の",
            // Korean.
            "보라",
            "자주색",
            "보랏빛",
            // Mongolian (Cyrillic).
            "нил ягаан",
            // Burmese.
            "ခရမ်းရောင်",
            // Thai.
            "สีม่วง",
            // Lao.
            "ສີມ່ວງ",
            // Khmer.
            "ពណ៌ស្វាយ",
            // Vietnamese.
            "tím",
            // Indonesian.
            "ungu ",
            // Javanese.
            "wungu",
            // Sundanese.
            "bungur",
            // Amharic.
            "ሐምራዊ",
            // Swahili.
            "zambarau",
            // Hausa.
            "shunayya",
            // Malagasy.
            "volomparasy",
            // Haitian Creole.
            "vyolèt",
            // Maori.
            "waiporoporo",
            "papura",
            // Samoan.
            "lanu viole",
            // Luxembourgish.
            "mof",
            // Frisian.
            "pearse",
        ],
    ),
    (
        "brown",
        &[
            // Spanish.
            "marrón",
            "marrones",
            // French.
            "marron",
            "brun ",
            "brune ",
            "bruns",
            "brunes",
            // German.
            "braun",
            // Italian.
            "marrone",
            "marroni",
            // Portuguese.
            "marrom",
            "castanh",
            // Dutch.
            "bruine",
            // Swedish.
            "bruna",
            // Icelandic.
            "brúnn",
            "brún",
            "brúnt",
            // Faroese.
            "brúnur",
            // Catalan.
            "marró",
            "marrons",
            // Galician.
            "castañ",
            // Basque.
            "marroi",
            // Welsh.
            "brwn",
            // Irish.
            "donn ",
            // Breton.
            "gell ",
            // Latin.
            "fuscus",
            "brunneus",
            // Romanian.
            "maro ",
            "maronie",
            // Russian.
            "коричнев",
            // Belarusian.
            "карычнев",
            // Polish.
            "brązow",
            // Czech.
            "hněd",
            // Slovak.
            "hnedý",
            "hnedá",
            "hnedé",
            // Slovenian.
            "rjav",
            // Croatian/Bosnian/Serbian (Latin).
            "smeđ",
            // Serbian (Cyrillic).
            "браон",
            "смеђ",
            // Macedonian.
            "кафеав",
            "кафеава",
            "кафеаво",
            // Bulgarian.
            "кафяв",
            // Lithuanian.
            "rudas",
            "ruda",
            "rudos",
            "rudi ",
            // Latvian.
            "brūn",
            // Estonian.
            "pruun",
            // Finnish.
            "ruskea",
            "ruskei",
            // Hungarian.
            "barna ",
            // Greek.
            "καφετί",
            // Albanian.
            "ngjyrë kafe",
            // Armenian.
            "շագանակագույն",
            // Georgian.
            "ყავისფერ",
            // Tatar.
            "көрән",
            // Turkish.
            "kahverengi",
            // Azerbaijani.
            "qəhvəyi",
            // Turkmen.
            "goňur",
            // Kazakh.
            "қоңыр",
            // Kyrgyz.
            "күрөң",
            // Uzbek (Latin).
            "jigarrang",
            // Uyghur.
            "قوڭۇر",
            // Tajik.
            "қаҳваранг",
            "ҷигарранг",
            // Persian.
            "قهوه‌ای",
            "قهوه ای",
            // Pashto.
            "نسواري",
            // Kurdish (Kurmanji).
            "qehweyî",
            // Kurdish (Sorani).
            "قاوەیی",
            // Arabic.
            "بني اللون",
            // Hebrew.
            "בצבע חום",
            // Yiddish.
            "ברוין",
            // Urdu.
            "بھورا",
            "بھوری",
            // Hindi.
            "भूरा",
            "भूरी",
            "भूरे",
            // Bengali.
            "বাদামী",
            "বাদামি",
            // Odia.
            "ବାଦାମୀ",
            // Gujarati.
            "કથ્થઈ",
            "બદામી",
            // Punjabi (Gurmukhi).
            "ਭੂਰਾ",
            "ਭੂਰੀ",
            "ਭੂਰੇ",
            // Marathi.
            "तपकिरी",
            // Nepali.
            "खैरो",
            // Sinhala.
            "දුඹුරු",
            // Tamil.
            "பழுப்பு",
            // Telugu.
            "గోధుమ రంగు",
            // Kannada.
            "ಕಂದು",
            // Malayalam.
            "തവിട്ട്",
            "തവിട്ടു",
            // Chinese (Simplified).
            "棕色",
            "褐色",
            "咖啡色",
            // Japanese.
            "茶色",
            "ブラウン",
            // Korean.
            "갈색",
            // Mongolian (Cyrillic).
            "хүрэн",
            // Burmese.
            "အညိုရောင်",
            "ညိုရောင်",
            // Thai.
            "สีน้ำตาล",
            // Lao.
            "ສີນ້ຳຕານ",
            // Khmer.
            "ពណ៌ត្នោត",
            // Vietnamese.
            "nâu",
            // Indonesian.
            "cokelat",
            "coklat",
            // Malay.
            "perang",
            // Sundanese.
            "soklat",
            // Tagalog.
            "kayumanggi",
            // Amharic.
            "ቡናማ",
            // Tigrinya.
            "ቡናዊ",
            // Somali.
            "bunni ",
            // Swahili.
            "kahawia",
            // Hausa.
            "ruwan kasa",
            // Kinyarwanda.
            "ikigina",
            // Zulu.
            "nsundu",
            // Malagasy.
            "volontany",
            // Haitian Creole.
            "mawon",
            // Maori.
            "parauri",
            // Samoan.
            "enaena",
            // Luxembourgish.
            "brong",
        ],
    ),
    (
        "gray",
        &[
            // Spanish.
            "gris ",
            "grises",
            // French.
            "grise",
            // German.
            "graue",
            "grauer",
            "graues",
            // Italian.
            "grigio",
            "grigia",
            "grigi",
            "grigie",
            // Portuguese.
            "cinza",
            "cinzento",
            "cinzenta",
            // Dutch.
            "grijs",
            "grijze",
            // Afrikaans.
            "grys",
            // Danish.
            "grå",
            // Norwegian.
            "grått",
            // Swedish.
            "gråa",
            // Icelandic.
            "grár",
            "grátt",
            // Faroese.
            "gráur",
            // Catalan.
            "grisa",
            "grisos",
            // Welsh.
            "llwyd",
            // Irish.
            "liath",
            // Latin.
            "canus",
            "cinereus",
            // Esperanto.
            "griz ",
            // Maltese.
            "griż",
            "griża",
            // Romanian.
            "cenușiu",
            "cenușie",
            // Russian.
            "серый",
            "серая",
            "серое",
            "серые",
            // Ukrainian.
            "сірий",
            "сіра",
            "сіре",
            "сірі",
            // Belarusian.
            "шэры",
            "шэрая",
            "шэрае",
            "шэрыя",
            // Polish.
            "szary",
            "szara",
            "szare",
            // Czech.
            "šedý",
            "šedá",
            "šedé",
            // Slovak.
            "sivý",
            "sivá",
            "sivé",
            // Slovenian.
            "siva",
            "sivo",
            "sivi",
            // Croatian/Bosnian/Serbian (Latin).
            "sivu",
            // Serbian (Cyrillic).
            "сив",
            "сива",
            "сиво",
            "сиви",
            // Lithuanian.
            "pilkas",
            "pilka",
            "pilki",
            // Latvian.
            "pelēk",
            // Estonian.
            "halli",
            // Finnish.
            "harmaa",
            "harmai",
            // Hungarian.
            "szürke",
            // Greek.
            "γκρι",
            "γκρίζ",
            // Albanian.
            "gri",
            "i hirtë",
            "e hirtë",
            // Armenian.
            "մոխրագույն",
            // Georgian.
            "ნაცრისფერ",
            "რუხ",
            // Tatar.
            "соры",
            // Bashkir.
            "һоро",
            // Azerbaijani.
            "boz rəngli",
            // Kazakh.
            "сұр түсті",
            // Kyrgyz.
            "боз",
            "сур түстүү",
            // Uzbek (Latin).
            "kulrang",
            // Uyghur.
            "كۈلرەڭ",
            // Tajik.
            "хокистарӣ",
            "хокистаранг",
            // Persian.
            "خاکستری",
            "طوسی",
            // Pashto.
            "خړ",
            // Kurdish (Kurmanji).
            "gewr",
            // Kurdish (Sorani).
            "خۆڵەمێشی",
            // Arabic.
            "رمادي",
            "رمادية",
            // Hebrew.
            "אפור",
            "אפורה",
            // Urdu.
            "سرمئی",
            // Hindi.
            "धूसर",
            "स्लेटी",
            // Bengali.
            "ধূসর",
            // Assamese.
            "ধূসৰ",
            // Odia.
            "ଧୂସର",
            // Gujarati.
            "રાખોડી",
            "ભૂખરો",
            // Punjabi (Gurmukhi).
            "ਸਲੇਟੀ",
            // Marathi.
            "राखाडी",
            "करडा",
            // Nepali.
            "खरानी",
            // Sinhala.
            "අළු පාට",
            // Tamil.
            "சாம்பல் நிற",
            // Telugu.
            "బూడిద రంగు",
            // Kannada.
            "ಬೂದು",
            // Malayalam.
            "ചാരനിറം",
            "ചാര നിറ",
            // Chinese (Simplified).
            "灰色",
            "灰的",
            // Japanese.
            "グレー",
            "ねずみ色",
            // Korean.
            "회색",
            // Mongolian (Cyrillic).
            "саарал",
            // Burmese.
            "မီးခိုးရောင်",
            // Thai.
            "สีเทา",
            // Lao.
            "ສີເທົາ",
            // Khmer.
            "ប្រផេះ",
            // Vietnamese.
            "xám",
            // Indonesian.
            "abu-abu",
            // Malay.
            "kelabu",
            // Javanese.
            "klawu",
            // Sundanese.
            "kulawu",
            // Tagalog.
            "kulay abo",
            "abuhin",
            // Cebuano.
            "abuhon",
            // Amharic.
            "ግራጫ",
            // Tigrinya.
            "ሓመዳዊ",
            // Somali.
            "cawl",
            // Swahili.
            "kijivu",
            // Hausa.
            "ruwan toka",
            // Zulu.
            "mpunga",
            // Xhosa.
            "ngwevu",
            // Samoan.
            "efuefu",
            // Luxembourgish.
            "groe",
            // Frisian.
            "griis",
            "grize",
        ],
    ),
    (
        "pink",
        &[
            // Spanish.
            "rosa ",
            "rosad",
            // Portuguese.
            "cor-de-rosa",
            // Dutch.
            "roze",
            // Afrikaans.
            "pienk",
            // Danish.
            "lyserød",
            // Icelandic.
            "bleik",
            "bleikur",
            "bleikt",
            // Catalan.
            "rosat",
            // Basque.
            "arrosa",
            // Welsh.
            "pinc ",
            // Irish.
            "bándearg",
            // Breton.
            "roz",
            // Latin.
            "roseus",
            "rosea ",
            // Esperanto.
            "rozkolor",
            // Maltese.
            "roża",
            // Romanian.
            "roză",
            // Russian.
            "розов",
            // Ukrainian.
            "рожев",
            // Belarusian.
            "ружов",
            // Polish.
            "różow",
            // Czech.
            "růžov",
            // Slovak.
            "ružov",
            // Slovenian.
            "rožnat",
            "roza",
            // Croatian/Bosnian/Serbian (Latin).
            "ružičast",
            // Serbian (Cyrillic).
            "ружичаст",
            "роза",
            // Macedonian.
            "розова",
            "розово",
            "розеви",
            // Lithuanian.
            "rožin",
            // Latvian.
            "rozā",
            // Estonian.
            "roosa",
            // Finnish.
            "vaaleanpunai",
            "pinkki",
            // Hungarian.
            "rózsaszín",
            // Greek.
            "ροζ",
            // Albanian.
            "rozë",
            // Armenian.
            "վարդագույն",
            // Georgian.
            "ვარდისფერ",
            // Tatar.
            "алсу",
            "кызгылт",
            // Bashkir.
            "ҡыҙғылт",
            // Turkish.
            "pembe",
            // Azerbaijani.
            "çəhrayı",
            // Turkmen.
            "gülgüne",
            // Kazakh.
            "қызғылт",
            // Uzbek (Latin).
            "pushti",
            // Uyghur.
            "ھالرەڭ",
            "ھال رەڭ",
            // Tajik.
            "гулобӣ",
            // Persian.
            "صورتی",
            // Pashto.
            "ګلابي",
            // Kurdish (Kurmanji).
            "gulî",
            // Kurdish (Sorani).
            "پەمەیی",
            // Arabic.
            "وردي",
            "زهري",
            "وردية",
            // Hebrew.
            "ורוד",
            "ורודה",
            // Yiddish.
            "ראָזעווע",
            "ראזעווע",
            // Urdu.
            "گلابی",
            // Hindi.
            "गुलाबी",
            // Bengali.
            "গোলাপি",
            "গোলাপী",
            // Assamese.
            "গুলপীয়া",
            // Odia.
            "ଗୋଲାପି",
            // Gujarati.
            "ગુલાબી",
            // Punjabi (Gurmukhi).
            "ਗੁਲਾਬੀ",
            // Sinhala.
            "රෝස",
            // Tamil.
            "இளஞ்சிவப்பு",
            // Telugu.
            "గులాబీ",
            // Kannada.
            "ಗುಲಾಬಿ",
            // Malayalam.
            "പിങ്ക്",
            // Chinese (Simplified).
            "粉色",
            "粉红",
            // Chinese (Traditional).
            "粉紅",
            // Japanese.
            "ピンク",
            "桃色",
            // Korean.
            "분홍",
            "핑크",
            // Mongolian (Cyrillic).
            "ягаан",
            // Burmese.
            "ပန်းရောင်",
            // Thai.
            "สีชมพู",
            // Lao.
            "ສີບົວ",
            // Khmer.
            "ពណ៌ផ្កាឈូក",
            // Vietnamese.
            "hồng",
            "màu hồng",
            // Indonesian.
            "merah muda",
            // Malay.
            "merah jambu",
            // Javanese.
            "jambon",
            // Sundanese.
            "kayas",
            // Tagalog.
            "rosas",
            "kulay rosas",
            // Amharic.
            "ሮዝ",
            // Swahili.
            "waridi",
            "pinki",
            // Hausa.
            "ruwan hoda",
            // Yoruba.
            "pínkì",
            // Kinyarwanda.
            "iroza",
            // Malagasy.
            "mavokely",
            // Haitian Creole.
            "woz",
            // Maori.
            "māwhero",
            "mawhero",
            // Samoan.
            "piniki",
            // Frisian.
            "rôze",
        ],
    ),
    (
        "small",
        &[
            // Spanish.
            "pequeñ",
            // French.
            "petit ",
            // German.
            "klein",
            // Italian.
            "piccol ",
            // Portuguese.
            "pequen",
            // Dutch.
            "kleine",
            // Danish.
            "lille",
            "små",
            // Norwegian.
            "liten",
            // Swedish.
            "litet",
            // Icelandic.
            "lítil",
            "lítill",
            "lítið",
            "smá",
            // Catalan.
            "petita",
            "petits",
            // Basque.
            "txiki",
            // Welsh.
            "bach ",
            // Irish.
            "beag ",
            // Breton.
            "bihan",
            // Latin.
            "parvus",
            "parva",
            "parvum",
            // Esperanto.
            "malgrand",
            // Maltese.
            "żgħir",
            "żgħira",
            "żgħar",
            // Romanian.
            "mic",
            "mică",
            "mici",
            // Russian.
            "маленьк",
            "небольш",
            // Ukrainian.
            "невелик",
            // Belarusian.
            "невялік",
            // Polish.
            "mały",
            "mała",
            "małe",
            "mali ",
            "niewielk",
            // Czech.
            "malý",
            "malá",
            "malé",
            // Slovenian.
            "majhen",
            "majhn",
            // Croatian/Bosnian/Serbian (Latin).
            "malen ",
            "mala ",
            // Serbian (Cyrillic).
            "мали",
            "мала",
            "мален",
            // Macedonian.
            "мало",
            // Bulgarian.
            "малък",
            "малка",
            "малки",
            // Lithuanian.
            "mažas",
            "maža",
            "maži",
            "mažos",
            // Latvian.
            "mazs",
            "maza",
            "mazā",
            // Estonian.
            "väike",
            "väikse",
            "väikes",
            // Finnish.
            "pieni",
            "pienet",
            "pientä",
            "pieniä",
            // Hungarian.
            "kicsi",
            "kisméretű",
            "kis méretű",
            // Greek.
            "μικρ",
            // Albanian.
            "i vogël",
            "e vogël",
            "vogël",
            // Armenian.
            "փոքր",
            // Georgian.
            "პატარა",
            // Tatar.
            "кечкенә",
            // Bashkir.
            "бәләкәй",
            // Turkish.
            "küçük",
            // Azerbaijani.
            "kiçik",
            // Turkmen.
            "kiçi",
            // Kazakh.
            "кішкентай",
            "шағын",
            // Kyrgyz.
            "кичинекей",
            "кичине",
            "чакан",
            // Uzbek (Latin).
            "kichik",
            // Uyghur.
            "كىچىك",
            // Tajik.
            "хурд",
            // Persian.
            "کوچک",
            "کوچیک",
            // Pashto.
            "کوچنی",
            "وړوکی",
            // Kurdish (Kurmanji).
            "biçûk",
            // Kurdish (Sorani).
            "بچووک",
            // Arabic.
            "صغير",
            "صغيرة",
            // Hebrew.
            "קטן",
            "קטנה",
            "קטנים",
            "קטנות",
            // Yiddish.
            "קליין",
            // Urdu.
            "چھوٹا",
            "چھوٹی",
            "چھوٹے",
            // Hindi.
            "छोटा",
            "छोटी",
            "छोटे",
            // Bengali.
            "ছোট",
            // Assamese.
            "সৰু",
            // Odia.
            "ଛୋଟ",
            // Gujarati.
            "નાનું",
            "નાની",
            "નાનો",
            "નાના",
            // Punjabi (Gurmukhi).
            "ਛੋਟਾ",
            "ਛੋਟੀ",
            "ਛੋਟੇ",
            // Marathi.
            "लहान",
            // Nepali.
            "सानो",
            "साना",
            "सानी",
            // Sinhala.
            "කුඩා",
            "පොඩි",
            // Tamil.
            "சிறிய",
            // Telugu.
            "చిన్న",
            // Kannada.
            "ಸಣ್ಣ",
            "ಚಿಕ್ಕ",
            // Malayalam.
            "ചെറിയ",
            // Chinese (Simplified).
            "小号",
            "较小",
            "很小",
            "小型",
            // Chinese (Traditional).
            "小號",
            "較小",
            // Japanese.
            "小さい",
            "小さな",
            "スモール",
            // Korean.
            "작은",
            "작음",
            "소형",
            // Mongolian (Cyrillic).
            "жижиг",
            // Tibetan.
            "ཆུང་ཆུང",
            // Burmese.
            "သေးငယ်",
            "အသေး",
            // Thai.
            "เล็ก",
            // Lao.
            "ນ້ອຍ",
            // Khmer.
            "តូច",
            // Vietnamese.
            "nhỏ",
            // Indonesian.
            "kecil",
            // Javanese.
            "cilik",
            // Sundanese.
            "leutik",
            // Tagalog.
            "maliit",
            // Cebuano.
            "gamay",
            // Amharic.
            "ትንሽ",
            // Tigrinya.
            "ንእሽቶ",
            "ንእሽተይ",
            // Somali.
            "yar",
            // Swahili.
            "ndogo",
            "mdogo",
            // Hausa.
            "ƙarami",
            "ƙarama",
            // Igbo.
            "obere",
            "nta",
            // Yoruba.
            "kékeré",
            "kekere",
            // Shona.
            "diki ",
            // Zulu.
            "ncane",
            "ncinyane",
            // Xhosa.
            "ncinci",
            // Sesotho.
            "nyane",
            "nyenyane",
            // Malagasy.
            "kely",
            // Haitian Creole.
            "piti ",
            // Guarani.
            "michĩ",
            // Quechua.
            "huch'uy",
            "uchuy",
            // Maori.
            "nohinohi",
            // Samoan.
            "laʻitiiti",
            "laitiiti",
            // Luxembourgish.
            "kleng",
            // Frisian.
            "lyts",
            "lytse",
        ],
    ),
    (
        "large",
        &[
            // Spanish.
            "grande ",
            "grandes ",
            // German.
            "groß",
            "große",
            "großer",
            "großen",
            "großes",
            // Italian.
            "grandi ",
            // Dutch.
            "groot",
            "grote ",
            // Danish.
            "stort",
            // Swedish.
            "stora ",
            // Icelandic.
            "stór",
            "stórt",
            "stórir",
            // Faroese.
            "stórur",
            // Catalan.
            "gran ",
            "grans",
            // Basque.
            "handi ",
            // Welsh.
            "mawr",
            // Irish.
            "mór",
            // Scottish Gaelic.
            "mòr",
            // Latin.
            "magnus",
            "magna ",
            // Maltese.
            "kbir",
            "kbira",
            "kbar",
            // Romanian.
            "mari ",
            // Russian.
            "большой",
            "большая",
            "большое",
            "большие",
            "крупн",
            // Ukrainian.
            "велик",
            // Belarusian.
            "вялік",
            // Polish.
            "duży",
            "duża",
            "duże",
            // Czech.
            "velk",
            // Slovak.
            "veľk",
            // Slovenian.
            "velik",
            // Macedonian.
            "голем",
            "голема",
            "големо",
            "големи",
            // Bulgarian.
            "голям",
            "голяма",
            "голямо",
            // Lithuanian.
            "didel",
            // Latvian.
            "liel",
            // Estonian.
            "suur",
            "suure",
            // Finnish.
            "suuri",
            "suuret",
            "suurta",
            "suuria",
            // Hungarian.
            "nagyméretű",
            "nagy méretű",
            // Greek.
            "μεγάλ",
            // Albanian.
            "i madh",
            "e madhe",
            "të mëdha",
            // Armenian.
            "մեծ",
            // Georgian.
            "დიდი",
            // Tatar.
            "зур",
            // Bashkir.
            "ҙур",
            // Turkish.
            "büyük",
            // Azerbaijani.
            "böyük",
            // Turkmen.
            "uly",
            // Kazakh.
            "үлкен",
            "ірі",
            // Kyrgyz.
            "чоң",
            "ири",
            // Uzbek (Latin).
            "katta",
            // Uyghur.
            "چوڭ",
            // Tajik.
            "калон",
            // Persian.
            "بزرگ",
            // Pashto.
            "لوی",
            // Kurdish (Kurmanji).
            "mezin",
            // Kurdish (Sorani).
            "گەورە",
            // Arabic.
            "كبير",
            "كبيرة",
            // Hebrew.
            "גדול",
            "גדולה",
            "גדולים",
            "גדולות",
            // Yiddish.
            "גרויס",
            // Urdu.
            "بڑا",
            "بڑی",
            "بڑے",
            // Hindi.
            "बड़ा",
            "बड़ी",
            "बड़े",
            "बडा",
            // Bengali.
            "বড়",
            // Assamese.
            "ডাঙৰ",
            // Odia.
            "ବଡ଼",
            "ବଡ",
            // Gujarati.
            "મોટું",
            "મોટી",
            "મોટો",
            "મોટા",
            // Punjabi (Gurmukhi).
            "ਵੱਡਾ",
            "ਵੱਡੀ",
            "ਵੱਡੇ",
            // Marathi.
            "मोठा",
            "मोठी",
            "मोठे",
            // Nepali.
            "ठूलो",
            "ठूला",
            "ठूली",
            // Sinhala.
            "විශාල",
            "ලොකු",
            // Tamil.
            "பெரிய",
            // Telugu.
            "పెద్ద",
            // Kannada.
            "ದೊಡ್ಡ",
            // Malayalam.
            "വലിയ",
            // Chinese (Simplified).
            "大号",
            "较大",
            "很大",
            "大型",
            // Chinese (Traditional).
            "大號",
            "較大",
            // Japanese.
            "大きい",
            "大きな",
            "ラージ",
            // Korean.
            "대형",
            "크다",
            "큽니",
            "큰 편",
            // Mongolian (Cyrillic).
            "том",
            // Tibetan.
            "ཆེན་པོ",
            // Burmese.
            "ကြီးမား",
            "အကြီး",
            // Thai.
            "ใหญ่",
            // Lao.
            "ໃຫຍ່",
            // Khmer.
            "ធំ",
            // Vietnamese.
            "lớn",
            // Indonesian.
            "besar",
            // Javanese.
            "gedhe",
            // Sundanese.
            "gedé",
            "gede",
            // Tagalog.
            "malaki",
            // Cebuano.
            "dako",
            // Amharic.
            "ትልቅ",
            // Tigrinya.
            "ዓቢ",
            // Somali.
            "weyn",
            // Swahili.
            "kubwa",
            "mkubwa",
            // Hausa.
            "babba",
            // Igbo.
            "ukwu",
            // Yoruba.
            "ńlá",
            // Kinyarwanda.
            "kinini",
            // Shona.
            "hombe",
            // Zulu.
            "khulu",
            "enkulu",
            "omkhulu",
            // Sesotho.
            "kgolo",
            "e kgolo",
            // Malagasy.
            "lehibe",
            // Haitian Creole.
            "gwo",
            // Guarani.
            "tuicha",
            // Quechua.
            "hatun",
            "jatun",
            // Maori.
            "nui",
            // Samoan.
            "tele ",
            // Luxembourgish.
            "grouss",
            // Frisian.
            "grut",
            "grutte",
        ],
    ),
    (
        "male",
        &[
            // Spanish.
            "masculin ",
            "varón",
            // French.
            "homme",
            // German.
            "männlich",
            // Italian.
            "maschi",
            // Dutch.
            "mannelijk",
            // Afrikaans.
            "manlik",
            // Danish.
            "mandlig",
            "hankøn",
            // Norwegian.
            "mannlig",
            "hankjønn",
            // Swedish.
            "manlig",
            "hankön",
            // Icelandic.
            "karlkyns",
            "karlmaður",
            // Catalan.
            "masculí",
            "masculina",
            // Basque.
            "gizonezko",
            // Welsh.
            "gwryw",
            // Irish.
            "fireann",
            // Latin.
            "masculinus",
            // Esperanto.
            "vira ",
            "virseks",
            // Maltese.
            "raġel",
            "maskil",
            // Romanian.
            "bărbat",
            // Russian.
            "мужск",
            // Ukrainian.
            "чоловіч",
            // Belarusian.
            "мужчынск",
            // Polish.
            "męsk",
            "mężczyzn",
            // Czech.
            "mužsk",
            // Slovenian.
            "moški",
            "mošk",
            // Croatian/Bosnian/Serbian (Latin).
            "muški",
            "muškarac",
            "muškog",
            // Serbian (Cyrillic).
            "мушки",
            "мушкарац",
            "мушког",
            // Macedonian.
            "машки",
            // Bulgarian.
            "мъжки",
            "мъж",
            // Lithuanian.
            "vyrišk",
            "vyras",
            // Latvian.
            "vīrieš",
            "vīrietis",
            // Estonian.
            "meessoost",
            // Finnish.
            "miespuoli",
            "mies",
            // Hungarian.
            "férfi",
            "hím",
            // Greek.
            "άνδρ",
            "αρσενικ",
            // Albanian.
            "mashkull",
            // Armenian.
            "արական",
            "տղամարդ",
            // Georgian.
            "მამრობით",
            "კაცი",
            // Tatar.
            "ир-ат",
            "ир кеше",
            // Turkish.
            "erkek",
            // Azerbaijani.
            "kişi",
            // Kazakh.
            "еркек",
            "ер адам",
            // Kyrgyz.
            "эркек",
            // Uzbek (Latin).
            "erkak",
            // Persian.
            "مذکر",
            // Pashto.
            "نارینه",
            "سړی",
            // Kurdish (Sorani).
            "پیاو",
            // Hebrew.
            "גבר",
            // Yiddish.
            "מענלעך",
            // Hindi.
            "पुरुष",
            // Bengali.
            "পুরুষ",
            // Assamese.
            "পুৰুষ",
            // Odia.
            "ପୁରୁଷ",
            // Gujarati.
            "પુરુષ",
            // Punjabi (Gurmukhi).
            "ਮਰਦ",
            "ਪੁਰਸ਼",
            // Sinhala.
            "පුරුෂ",
            "පිරිමි",
            // Tamil.
            "ஆண்பால்",
            // Telugu.
            "పురుష",
            "మగ",
            // Kannada.
            "ಗಂಡು",
            "ಪುರುಷ",
            // Malayalam.
            "പുരുഷ",
            "ആൺ",
            // Chinese (Simplified).
            "男性",
            "雄性",
            // Japanese.
            "オス",
            // Korean.
            "남성",
            "남자",
            "수컷",
            // Mongolian (Cyrillic).
            "эрэгтэй",
            // Thai.
            "เพศชาย",
            "ผู้ชาย",
            // Lao.
            "ເພດຊາຍ",
            "ຜູ້ຊາຍ",
            // Khmer.
            "ប្រុស",
            "ភេទប្រុស",
            // Vietnamese.
            "giới tính nam",
            "phái nam",
            "đàn ông",
            // Indonesian.
            "laki-laki",
            "pria",
            // Malay.
            "lelaki",
            // Javanese.
            "lanang",
            // Sundanese.
            "lalaki",
            // Amharic.
            "ወንድ",
            // Tigrinya.
            "ተባዕታይ",
            // Swahili.
            "kiume",
            "mwanamume",
            "mwanaume",
            // Hausa.
            "namiji",
            // Igbo.
            "nwoke",
            // Yoruba.
            "ọkùnrin",
            "okunrin",
            // Kinyarwanda.
            "gabo",
            "umugabo",
            // Shona.
            "murume",
            // Zulu.
            "owesilisa",
            "isilisa",
            // Xhosa.
            "indoda",
            // Sesotho.
            "monna",
            // Malagasy.
            "lahy",
            // Haitian Creole.
            "gason",
            "maskilen",
            // Guarani.
            "kuimba'e",
            // Quechua.
            "qhari",
            // Maori.
            "tāne",
            // Samoan.
            "tane",
            // Luxembourgish.
            "männlech",
        ],
    ),
    (
        "female",
        &[
            // Spanish.
            "femenin",
            "mujer",
            // French.
            "féminin",
            "femme",
            // German.
            "weiblich",
            // Italian.
            "femmin",
            // Portuguese.
            "feminin ",
            // Dutch.
            "vrouwelijk",
            "vrouw",
            // Afrikaans.
            "vroulik",
            // Danish.
            "kvindelig",
            "kvinde",
            "hunkøn",
            // Norwegian.
            "kvinnelig",
            "kvinne",
            "hunkjønn",
            // Swedish.
            "kvinnlig",
            "kvinna",
            "honkön",
            // Icelandic.
            "kvenkyns",
            "kona",
            // Catalan.
            "femení",
            "femenina",
            // Galician.
            "muller",
            // Basque.
            "emakumezko",
            // Welsh.
            "benyw",
            // Irish.
            "baineann",
            // Scottish Gaelic.
            "boireann",
            // Latin.
            "femina",
            "feminina",
            // Maltese.
            "mara ",
            "femminil",
            // Romanian.
            "femeie",
            // Russian.
            "женск",
            // Ukrainian.
            "жіноч",
            // Belarusian.
            "жаноч",
            // Polish.
            "kobiet",
            "żeńsk",
            // Czech.
            "žensk",
            // Croatian/Bosnian/Serbian (Latin).
            "ženski",
            "žensko",
            "žena",
            // Serbian (Cyrillic).
            "женски",
            "жена",
            // Lithuanian.
            "moter",
            // Latvian.
            "sieviet",
            // Estonian.
            "naine",
            "naissoost",
            // Finnish.
            "nainen",
            "naispuoli",
            // Hungarian.
            "női",
            "nőnemű",
            // Greek.
            "γυναίκ",
            "θηλυκ",
            // Albanian.
            "femër",
            "femëror",
            // Armenian.
            "իգական",
            "կին",
            // Georgian.
            "მდედრობით",
            "ქალი",
            // Tatar.
            "хатын-кыз",
            // Bashkir.
            "ҡатын-ҡыҙ",
            // Turkish.
            "kadın",
            // Azerbaijani.
            "qadın",
            // Turkmen.
            "aýal",
            // Kazakh.
            "әйел",
            // Kyrgyz.
            "аял",
            // Uzbek (Latin).
            "ayol",
            // Uyghur.
            "ئايال",
            // Tajik.
            "занона",
            // Persian.
            "مونث",
            "مؤنث",
            // Pashto.
            "ښځینه",
            "ښځه",
            // Kurdish (Sorani).
            "ئافرەت",
            // Arabic.
            "أنثى",
            "انثى",
            // Hebrew.
            "נקבה",
            "אישה",
            // Yiddish.
            "ווייבלעך",
            "פֿרוי",
            // Urdu.
            "عورت",
            "خاتون",
            // Hindi.
            "महिला",
            "स्त्री",
            "मादा",
            // Bengali.
            "মহিলা",
            "নারী",
            "স্ত্রী",
            // Assamese.
            "তিৰোতা",
            // Odia.
            "ମହିଳା",
            "ସ୍ତ୍ରୀ",
            // Gujarati.
            "સ્ત્રી",
            "મહિલા",
            // Punjabi (Gurmukhi).
            "ਔਰਤ",
            "ਇਸਤਰੀ",
            "ਮਹਿਲਾ",
            // Sinhala.
            "ස්ත්‍රී",
            "ගැහැණු",
            // Tamil.
            "பெண்",
            // Telugu.
            "స్త్రీ",
            "మహిళ",
            // Kannada.
            "ಹೆಣ್ಣು",
            "ಮಹಿಳೆ",
            "ಸ್ತ್ರೀ",
            // Malayalam.
            "സ്ത്രീ",
            "പെൺ",
            // Chinese (Simplified).
            "女性",
            "雌性",
            // Japanese.
            "メス",
            // Korean.
            "여성",
            "여자",
            "암컷",
            // Mongolian (Cyrillic).
            "эмэгтэй",
            // Burmese.
            "အမျိုးသမီး",
            "မိန်းမ",
            // Thai.
            "เพศหญิง",
            "ผู้หญิง",
            "หญิง",
            // Lao.
            "ເພດຍິງ",
            "ຜູ້ຍິງ",
            // Khmer.
            "ស្រី",
            "ភេទស្រី",
            // Vietnamese.
            "phụ nữ",
            "giới tính nữ",
            "nữ giới",
            // Indonesian.
            "perempuan",
            "wanita",
            // Javanese.
            "wadon",
            // Sundanese.
            "awéwé",
            "awewe",
            // Tagalog.
            "babae",
            // Cebuano.
            "babaye",
            // Amharic.
            "ሴት",
            // Tigrinya.
            "ኣንስተይቲ",
            // Somali.
            "dheddig",
            "naag",
            // Swahili.
            "kike",
            "mwanamke",
            // Igbo.
            "nwanyị",
            // Yoruba.
            "obìnrin",
            "obinrin",
            // Kinyarwanda.
            "umugore",
            // Shona.
            "mukadzi",
            // Zulu.
            "owesifazane",
            "isifazane",
            // Xhosa.
            "ibhinqa",
            "umfazi",
            // Sesotho.
            "mosadi",
            // Malagasy.
            "vavy",
            // Haitian Creole.
            "fanm",
            "feminen",
            // Guarani.
            "kuña",
            // Quechua.
            "warmi ",
            // Maori.
            "wahine",
            // Samoan.
            "fafine",
            // Luxembourgish.
            "weiblech",
            // Frisian.
            "froulik",
        ],
    ),
    (
        "sunny",
        &[
            // Spanish.
            "soleado",
            "soleada",
            "despejad",
            // French.
            "ensoleillé",
            // German.
            "sonnig",
            // Italian.
            "soleggiat",
            "sereno",
            // Portuguese.
            "ensolarad",
            // Dutch.
            "zonnig",
            "zonnige",
            // Danish.
            "solrig",
            "solskin",
            // Norwegian.
            "solrik",
            "solfylt",
            // Swedish.
            "soligt",
            "solig",
            // Icelandic.
            "sólríkt",
            "sólskin",
            // Catalan.
            "assolellat",
            "assolellada",
            // Basque.
            "eguzkitsu",
            // Welsh.
            "heulog",
            // Irish.
            "grianmhar",
            // Scottish Gaelic.
            "grianach",
            // Breton.
            "heolek",
            // Latin.
            "apricus",
            "serenus",
            // Esperanto.
            "suna",
            "sunaj",
            // Maltese.
            "xemxi",
            "xemxija",
            // Romanian.
            "însorit",
            // Russian.
            "солнечн",
            // Ukrainian.
            "сонячн",
            // Belarusian.
            "сонечн",
            // Polish.
            "słoneczn",
            // Czech.
            "slunečn",
            "slunn",
            // Slovak.
            "slnečn",
            // Slovenian.
            "sončn",
            // Croatian/Bosnian/Serbian (Latin).
            "sunčan",
            // Serbian (Cyrillic).
            "сунчан",
            // Macedonian.
            "сончев",
            "сончево",
            "сончеви",
            // Bulgarian.
            "слънчев",
            "слънчево",
            "слънчева",
            // Lithuanian.
            "saulėt",
            // Latvian.
            "saulain",
            // Estonian.
            "päikeseli",
            // Finnish.
            "aurinkoi",
            // Hungarian.
            "napsütéses",
            "derült",
            // Greek.
            "ηλιόλουστ",
            "λιακάδα",
            "ηλιοφάνεια",
            // Albanian.
            "me diell",
            "diellor",
            // Armenian.
            "արևոտ",
            // Georgian.
            "მზიან",
            // Tatar.
            "кояшлы",
            // Bashkir.
            "ҡояшлы",
            // Turkish.
            "güneşli",
            // Azerbaijani.
            "günəşli",
            // Kazakh.
            "күн ашық",
            "шуақты",
            // Kyrgyz.
            "күн ачык",
            "күнөстүү",
            // Uzbek (Latin).
            "quyoshli",
            // Uyghur.
            "كۈن ئوچۇق",
            // Tajik.
            "офтобӣ",
            // Persian.
            "آفتابی",
            // Pashto.
            "لمریز",
            // Kurdish (Kurmanji).
            "tavî",
            "bi tav",
            // Kurdish (Sorani).
            "خۆرەتاو",
            // Arabic.
            "مشمس",
            "مشمسة",
            // Hebrew.
            "שמשי",
            "שמשית",
            // Yiddish.
            "זוניק",
            // Urdu.
            "دھوپ",
            // Hindi.
            "धूप",
            "खिली धूप",
            "साफ़ मौसम",
            // Bengali.
            "রৌদ্রোজ্জ্বল",
            "রোদেলা",
            "রোদ ঝলমলে",
            // Assamese.
            "ৰ'দালি",
            // Gujarati.
            "તડકો",
            "તડકાવાળું",
            // Punjabi (Gurmukhi).
            "ਧੁੱਪ",
            "ਧੁੱਪ ਵਾਲਾ",
            "ਧੁੱਪਦਾਰ",
            // Marathi.
            "निरभ्र",
            "ऊन",
            // Nepali.
            "घमाइलो",
            "घाम लागेको",
            // Sinhala.
            "අව්ව",
            "හිරු එළිය",
            // Tamil.
            "வெயில்",
            "வெயிலான",
            // Telugu.
            "ఎండ",
            "ఎండగా",
            // Kannada.
            "ಬಿಸಿಲು",
            // Malayalam.
            "വെയിൽ",
            "വെയിലുള്ള",
            // Chinese (Simplified).
            "晴朗",
            "晴天",
            "阳光明媚",
            // Chinese (Traditional).
            "陽光明媚",
            // Japanese.
            "晴れ",
            "快晴",
            // Korean.
            "맑음",
            "맑은",
            "화창",
            "맑고",
            "맑겠",
            // Mongolian (Cyrillic).
            "нартай",
            "цэлмэг",
            // Burmese.
            "နေသာ",
            // Thai.
            "แดดจัด",
            "ท้องฟ้าแจ่มใส",
            "แดดออก",
            "แจ่มใส",
            // Lao.
            "ແດດອອກ",
            // Khmer.
            "មេឃស្រឡះ",
            "មានពន្លឺថ្ងៃ",
            // Vietnamese.
            "nắng",
            "trời nắng",
            "quang đãng",
            // Indonesian.
            "cerah",
            // Javanese.
            "padhang",
            // Sundanese.
            "caang",
            // Tagalog.
            "maaraw",
            // Amharic.
            "ፀሐያማ",
            "ፀሃያማ",
            // Swahili.
            "kuna jua",
            "lenye jua",
            // Zulu.
            "kunelanga",
            "linelanga",
            // Haitian Creole.
            "fè solèy",
            // Maori.
            "paki",
            "whitirā",
            // Luxembourgish.
            "sonneg",
            // Frisian.
            "sinnich",
        ],
    ),
    (
        "rainy",
        &[
            // Spanish.
            "lluvios",
            // French.
            "pluvieux",
            "pluvieuse",
            // German.
            "regnerisch",
            "verregnet",
            // Italian.
            "piovos",
            // Portuguese.
            "chuvos",
            // Dutch.
            "regenachtig",
            "regenachtige",
            // Afrikaans.
            "reënerig",
            // Danish.
            "regnfuld",
            "regnfulde",
            "regnvejr",
            // Norwegian.
            "regnfull",
            "regnfullt",
            "regnvær",
            // Swedish.
            "regnig",
            "regnigt",
            "regniga",
            // Icelandic.
            "rigning",
            "votviðri",
            // Catalan.
            "plujós",
            "plujosa",
            // Galician.
            "chuvios",
            // Basque.
            "euritsu",
            // Welsh.
            "glawog",
            // Irish.
            "báistiúil",
            // Scottish Gaelic.
            "frasach",
            // Breton.
            "glavek",
            // Latin.
            "pluvius",
            "pluvia",
            // Esperanto.
            "pluva",
            "pluvas",
            // Maltese.
            "bix-xita",
            // Romanian.
            "ploios",
            "ploioasă",
            // Russian.
            "дождлив",
            "дождь",
            "дождит",
            // Ukrainian.
            "дощов",
            "дощ",
            // Belarusian.
            "дажджлів",
            "дождж",
            // Polish.
            "deszczow",
            "pada deszcz",
            // Czech.
            "deštiv",
            "prší",
            // Slovak.
            "daždiv",
            // Slovenian.
            "deževn",
            "dežuje",
            // Croatian/Bosnian/Serbian (Latin).
            "kišovit",
            "kiša",
            "kišno",
            // Serbian (Cyrillic).
            "кишовит",
            "киша",
            "кишно",
            // Macedonian.
            "дожд",
            "врне",
            // Bulgarian.
            "дъждовн",
            "дъжд",
            // Lithuanian.
            "lietin",
            "lyja",
            "lietus",
            // Latvian.
            "lietain",
            // Estonian.
            "vihmane",
            "vihmase",
            "sajab vihma",
            // Finnish.
            "sateinen",
            "sateise",
            // Hungarian.
            "esős",
            "esik az eső",
            // Greek.
            "βροχερ",
            "βροχή",
            // Albanian.
            "me shi",
            // Armenian.
            "անձրևոտ",
            "անձրև",
            // Georgian.
            "წვიმიან",
            "წვიმა",
            // Tatar.
            "яңгырлы",
            // Bashkir.
            "ямғырлы",
            // Turkish.
            "yağmurlu",
            // Azerbaijani.
            "yağışlı",
            // Turkmen.
            "ýagyşly",
            // Kazakh.
            "жаңбырлы",
            // Kyrgyz.
            "жаандуу",
            "жамгырлуу",
            // Uzbek (Latin).
            "yomg'irli",
            "yomgʻirli",
            // Uyghur.
            "يامغۇرلۇق",
            // Tajik.
            "боронӣ",
            // Persian.
            "بارانی",
            // Pashto.
            "باراني",
            // Kurdish (Kurmanji).
            "baranî",
            // Kurdish (Sorani).
            "باراناوی",
            // Arabic.
            "ممطر",
            "ماطر",
            // Hebrew.
            "גשום",
            "גשומה",
            "גשם",
            // Yiddish.
            "רעגנדיק",
            // Urdu.
            "بارش",
            "برسات",
            // Hindi.
            "बरसात",
            "बारिश",
            "वर्षा",
            // Bengali.
            "বৃষ্টি",
            "বর্ষণ",
            "বৃষ্টিমুখর",
            // Assamese.
            "বৰষুণ",
            // Odia.
            "ବର୍ଷା",
            // Gujarati.
            "વરસાદ",
            "વરસાદી",
            // Punjabi (Gurmukhi).
            "ਬਾਰਸ਼",
            "ਮੀਂਹ",
            "ਬਰਸਾਤ",
            // Marathi.
            "पाऊस",
            "पावसाळी",
            // Nepali.
            "झरी",
            // Sinhala.
            "වැසි",
            "වැස්ස",
            "වර්ෂා",
            // Tamil.
            "மழை",
            // Telugu.
            "వర్షం",
            "వర్ష",
            // Kannada.
            "ಮಳೆ",
            // Malayalam.
            "മഴ",
            // Chinese (Simplified).
            "下雨",
            "雨天",
            "有雨",
            "阴雨",
            "多雨",
            // Chinese (Traditional).
            "陰雨",
            // Japanese.
            "雨が",
            "雨模様",
            "雨降り",
            // Korean.
            "비가",
            "비 오",
            "비옴",
            "우천",
            // Mongolian (Cyrillic).
            "бороотой",
            "бороо",
            // Burmese.
            "မိုးရွာ",
            "မိုးများ",
            // Thai.
            "ฝนตก",
            "มีฝน",
            // Lao.
            "ຝົນຕົກ",
            "ມີຝົນ",
            // Khmer.
            "ភ្លៀង",
            // Vietnamese.
            "mưa",
            "có mưa",
            // Indonesian.
            "hujan",
            // Javanese.
            "udan",
            // Tagalog.
            "maulan",
            "umuulan",
            // Cebuano.
            "ulan",
            "nag-ulan",
            // Amharic.
            "ዝናባማ",
            "ዝናብ",
            // Somali.
            "roob",
            // Swahili.
            "mvua",
            "ya mvua",
            // Hausa.
            "ruwan sama",
            "damina",
            // Yoruba.
            "òjò",
            // Kinyarwanda.
            "imvura",
            // Shona.
            "mvura",
            // Zulu.
            "imvula",
            "kunemvula",
            "liyana",
            // Xhosa.
            "kuyanetha",
            // Sesotho.
            "pula",
            // Malagasy.
            "orana",
            // Haitian Creole.
            "lapli",
            // Samoan.
            "timu",
            "timuga",
            // Luxembourgish.
            "reenereg",
            // Frisian.
            "reinich",
        ],
    ),
    (
        "cloudy",
        &[
            // Spanish.
            "nublad",
            "nuboso",
            "nubosa",
            // French.
            "nuageux",
            "nuageuse",
            // German.
            "bewölkt",
            "wolkig",
            "bedeckt",
            // Italian.
            "nuvolos",
            // Dutch.
            "bewolkt",
            "bewolkte",
            // Afrikaans.
            "bewolk",
            // Danish.
            "overskyet",
            // Swedish.
            "molnig",
            "molnigt",
            "mulen",
            "mulet ",
            // Icelandic.
            "skýjað",
            // Catalan.
            "ennuvolat",
            "ennuvolada",
            "nuvolós",
            // Galician.
            "nubrad",
            // Basque.
            "hodeitsu",
            // Welsh.
            "cymylog",
            // Irish.
            "scamallach",
            // Scottish Gaelic.
            "sgòthach",
            // Breton.
            "koumoulek",
            // Latin.
            "nubilus",
            "nubila",
            // Esperanto.
            "nuba",
            "nubaj",
            "nubkovrit",
            // Maltese.
            "imsaħħab",
            // Romanian.
            "înnorat",
            "noros",
            // Russian.
            "облачн",
            "пасмурн",
            // Ukrainian.
            "хмарн",
            "похмур",
            // Belarusian.
            "воблачн",
            "пахмурн",
            // Polish.
            "pochmurn",
            "zachmurzon",
            // Czech.
            "zataženo",
            "oblačn",
            "zatažen",
            // Slovak.
            "zamračen",
            // Lithuanian.
            "debesuot",
            // Latvian.
            "mākoņain",
            // Estonian.
            "pilvine",
            "pilves",
            // Finnish.
            "pilvinen",
            "pilvistä",
            "pilvise",
            // Hungarian.
            "felhős",
            "borult",
            // Greek.
            "συννεφιασμέν",
            "συννεφιά",
            "νεφελώδ",
            // Albanian.
            "me re",
            "i vrenjtur",
            "vrenjtur",
            // Armenian.
            "ամպամած",
            // Georgian.
            "მოღრუბლულ",
            // Tatar.
            "болытлы",
            // Bashkir.
            "болотло",
            // Turkish.
            "bulutlu",
            // Azerbaijani.
            "buludlu",
            // Turkmen.
            "bulutly",
            // Kazakh.
            "бұлтты",
            // Kyrgyz.
            "булуттуу",
            // Uzbek (Latin).
            "bulutli",
            // Uyghur.
            "بۇلۇتلۇق",
            // Tajik.
            "абрнок",
            "абрӣ",
            // Persian.
            "ابری",
            // Pashto.
            "ورېځ",
            // Kurdish (Kurmanji).
            "ewrayî",
            "ewrî",
            // Kurdish (Sorani).
            "هەوراوی",
            // Arabic.
            "غائم",
            "ملبد بالغيوم",
            // Hebrew.
            "מעונן",
            "מעוננת",
            // Yiddish.
            "וואָלקנדיק",
            // Urdu.
            "ابر آلود",
            // Hindi.
            "बादल छाए",
            "मेघाच्छादित",
            "बादल",
            // Bengali.
            "মেঘলা",
            // Assamese.
            "ডাৱৰীয়া",
            "মেঘাচ্ছন্ন",
            // Odia.
            "ମେଘୁଆ",
            "ମେଘାଚ୍ଛନ୍ନ",
            // Gujarati.
            "વાદળછાયું",
            "વાદળછાયા",
            // Punjabi (Gurmukhi).
            "ਬੱਦਲਵਾਈ",
            "ਬੱਦਲ",
            // Marathi.
            "ढगाळ",
            // Nepali.
            "बदली",
            // Sinhala.
            "වලාකුළු",
            // Tamil.
            "மேகமூட்டம்",
            "மேகம்",
            // Telugu.
            "మేఘావృత",
            "మబ్బు",
            // Kannada.
            "ಮೋಡ",
            // Malayalam.
            "മേഘാവൃത",
            "മൂടിക്കെട്ടിയ",
            // Chinese (Simplified).
            "多云",
            "阴天",
            // Chinese (Traditional).
            "多雲",
            "陰天",
            // Japanese.
            "曇り",
            "曇天",
            "くもり",
            // Korean.
            "흐림",
            "흐린",
            "흐리고",
            "구름 많",
            "흐리겠",
            // Mongolian (Cyrillic).
            "үүлэрхэг",
            "үүлтэй",
            // Burmese.
            "မိုးအုံ့",
            "တိမ်ထူ",
            // Thai.
            "มีเมฆ",
            "เมฆมาก",
            "ครึ้ม",
            // Lao.
            "ມີເມກ",
            "ເມກຫຼາຍ",
            // Khmer.
            "មានពពក",
            "ពពក",
            // Vietnamese.
            "nhiều mây",
            "có mây",
            "u ám",
            // Indonesian.
            "berawan",
            "mendung",
            // Javanese.
            "mendhung",
            // Tagalog.
            "maulap",
            // Cebuano.
            "madag-um",
            "dag-um",
            // Amharic.
            "ደመናማ",
            // Somali.
            "daruur",
            // Swahili.
            "mawingu",
            "kuna mawingu",
            // Hausa.
            "gajimare",
            "hadari",
            // Kinyarwanda.
            "ibicu",
            // Shona.
            "makore",
            // Zulu.
            "kunamafu",
            "amafu",
            // Sesotho.
            "maru",
            // Malagasy.
            "rahona",
            "manjombona",
            // Haitian Creole.
            "nwaje",
            "nyaj",
            // Maori.
            "kapua",
            // Luxembourgish.
            "wollekeg",
        ],
    ),
    (
        "snowy",
        &[
            // Spanish.
            "nevad",
            "nieve",
            "nieva",
            // French.
            "neigeux",
            "neigeuse",
            "enneigé",
            "neige",
            // German.
            "verschneit",
            "schneereich",
            "schnee",
            "schneit",
            "schneebedeckt",
            // Italian.
            "nevos",
            "innevat",
            "neve ",
            "nevica",
            // Portuguese.
            "nevando",
            // Dutch.
            "sneeuw",
            "besneeuwd",
            "sneeuwachtig",
            // Afrikaans.
            "sneeu",
            "sneeuagtig",
            // Danish.
            "snevejr",
            "snedækket",
            "sner",
            // Norwegian.
            "snø",
            "snøvær",
            "snødekt",
            // Swedish.
            "snöig",
            "snöigt",
            "snö",
            "snöar",
            // Icelandic.
            "snjór",
            "snjókoma",
            "snjóar",
            // Catalan.
            "nevós",
            "nevat",
            "nevada",
            "neva",
            // Basque.
            "elurtsu",
            "elurra",
            // Welsh.
            "eira",
            "eiraog",
            // Irish.
            "sneachtúil",
            "sneachta",
            // Scottish Gaelic.
            "sneachdach",
            "sneachd",
            // Breton.
            "erc'h",
            "erc'hek",
            // Latin.
            "nivalis",
            "nivosus",
            // Esperanto.
            "neĝ",
            // Romanian.
            "înzăpezit",
            "ninsoare",
            "ninge",
            "zăpadă",
            // Russian.
            "снежн",
            "снег",
            // Ukrainian.
            "сніжн",
            "сніг",
            // Polish.
            "śnieżn",
            "śnieg",
            // Czech.
            "sněžn",
            "sněží",
            "sníh",
            // Slovak.
            "snežn",
            "sneží",
            "sneh",
            // Slovenian.
            "sneži",
            "sneg",
            // Croatian/Bosnian/Serbian (Latin).
            "snježn",
            "snijeg",
            // Serbian (Cyrillic).
            "снијег",
            // Bulgarian.
            "сняг",
            // Lithuanian.
            "snieg",
            // Estonian.
            "lumine",
            "lumise",
            "lumi ",
            "sajab lund",
            // Finnish.
            "luminen",
            "lumisade",
            // Hungarian.
            "havas",
            "havazik",
            "havazás",
            // Greek.
            "χιονισμέν",
            "χιόνι",
            "χιονίζει",
            "χιονόπτωση",
            // Albanian.
            "me borë",
            "borë",
            // Armenian.
            "ձյունոտ",
            "ձյուն",
            // Georgian.
            "თოვლიან",
            "თოვლი",
            "თოვს",
            // Tatar.
            "карлы",
            // Bashkir.
            "ҡарлы",
            // Turkish.
            "karlı",
            // Azerbaijani.
            "qarlı",
            // Turkmen.
            "garly",
            // Kazakh.
            "қарлы",
            // Kyrgyz.
            "карлуу",
            // Uzbek (Latin).
            "qorli",
            // Uyghur.
            "قارلىق",
            // Tajik.
            "барфӣ",
            "барф",
            // Persian.
            "برفی",
            "برف",
            // Pashto.
            "واوره",
            "واورین",
            // Kurdish (Kurmanji).
            "berfî",
            "berf",
            // Kurdish (Sorani).
            "بەفراوی",
            "بەفر",
            // Arabic.
            "مثلج",
            "ثلجي",
            "ثلج",
            "ثلوج",
            // Hebrew.
            "מושלג",
            "שלג",
            "שלגי",
            // Yiddish.
            "שנייִק",
            // Urdu.
            "برف باری",
            "برفیلا",
            // Hindi.
            "बर्फ़बारी",
            "बर्फबारी",
            "हिमपात",
            "बर्फीला",
            // Bengali.
            "তুষারপাত",
            "তুষারাবৃত",
            "তুষার",
            // Assamese.
            "হিমপাত",
            "বৰফ",
            // Odia.
            "ତୁଷାରପାତ",
            "ବରଫ",
            // Gujarati.
            "હિમવર્ષા",
            "બરફ",
            // Punjabi (Gurmukhi).
            "ਬਰਫ਼ਬਾਰੀ",
            "ਬਰਫ਼",
            "ਬਰਫ",
            // Marathi.
            "हिमवृष्टी",
            "बर्फ",
            // Nepali.
            "हिउँ",
            // Sinhala.
            "හිම",
            // Tamil.
            "பனிப்பொழிவு",
            "பனி",
            // Telugu.
            "మంచు",
            // Kannada.
            "ಹಿಮ",
            // Malayalam.
            "മഞ്ഞുവീഴ്ച",
            "മഞ്ഞ്",
            // Chinese (Simplified).
            "下雪",
            "雪天",
            "有雪",
            "降雪",
            // Japanese.
            "雪が",
            "雪模様",
            // Korean.
            "눈 오",
            "눈이 오",
            "눈이 내",
            "강설",
            "눈옴",
            // Mongolian (Cyrillic).
            "цастай",
            "цас",
            // Burmese.
            "နှင်းကျ",
            "နှင်း",
            // Thai.
            "หิมะตก",
            "มีหิมะ",
            "หิมะ",
            // Lao.
            "ຫິມະຕົກ",
            "ຫິມະ",
            // Khmer.
            "ព្រិល",
            "ធ្លាក់ព្រិល",
            // Vietnamese.
            "tuyết",
            "có tuyết",
            // Indonesian.
            "bersalju",
            "salju",
            // Malay.
            "bersalji",
            "salji",
            // Tagalog.
            "maniyebe",
            "niyebe",
            // Amharic.
            "በረዶ",
            // Somali.
            "baraf",
            // Swahili.
            "theluji",
            // Hausa.
            "dusar ƙanƙara",
            // Yoruba.
            "yìnyín",
            // Kinyarwanda.
            "urubura",
            // Shona.
            "chando",
            // Zulu.
            "iqhwa",
            "liyakhithika",
            // Xhosa.
            "ikhephu",
            // Sesotho.
            "lehloa",
            "lehlwa",
            // Malagasy.
            "lanezy",
            "oram-panala",
            // Haitian Creole.
            "nèj",
            // Quechua.
            "rit'i",
            "riti",
            // Maori.
            "hukarere",
            // Samoan.
            "kiona",
            // Luxembourgish.
            "schnéi",
            "schnéit",
            // Frisian.
            "snie",
            "snieit",
        ],
    ),
];
