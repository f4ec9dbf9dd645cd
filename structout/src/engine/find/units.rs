//! Units of measure: the one in a field's name (`distance_km`, `weightKg`, `duration_minutes`)
//! and the one written after a number in prose (`5 miles`, `250 g`, `90 Minuten`). A field
//! whose name carries a unit holds a number in that unit; prose that gives the same number in
//! another unit of the same quantity (`The run is 5 miles.` beside `{"distance_km": 5}`) says
//! the number was copied without converting it: the value is not what the reply means.

/// What a unit measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dimension {
    Length,
    Mass,
    Time,
    Temperature,
    Volume,
    Speed,
    Data,
}

/// A unit: what it measures and its name among those of the same measure (synonyms share it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unit {
    pub dimension: Dimension,
    pub name: &'static str,
}

use Dimension::{Data, Length, Mass, Speed, Temperature, Time, Volume};

/// Every spelling read, lowercase, with its unit. Symbols and abbreviations first, then the
/// words of English, French, German, Spanish, Portuguese and Italian, then Chinese, Japanese
/// and Korean.
const SPELLINGS: [(&str, Dimension, &str); 162] = [
    ("km", Length, "km"),
    ("kms", Length, "km"),
    ("kilometer", Length, "km"),
    ("kilometers", Length, "km"),
    ("kilometre", Length, "km"),
    ("kilometres", Length, "km"),
    ("kilomètre", Length, "km"),
    ("kilomètres", Length, "km"),
    ("kilómetro", Length, "km"),
    ("kilómetros", Length, "km"),
    ("quilômetro", Length, "km"),
    ("quilômetros", Length, "km"),
    ("chilometro", Length, "km"),
    ("chilometri", Length, "km"),
    ("公里", Length, "km"),
    ("千米", Length, "km"),
    ("キロメートル", Length, "km"),
    ("킬로미터", Length, "km"),
    ("m", Length, "m"),
    ("meter", Length, "m"),
    ("meters", Length, "m"),
    ("metre", Length, "m"),
    ("metres", Length, "m"),
    ("mètres", Length, "m"),
    ("metros", Length, "m"),
    ("metri", Length, "m"),
    ("米", Length, "m"),
    ("cm", Length, "cm"),
    ("mm", Length, "mm"),
    ("centimeter", Length, "cm"),
    ("centimeters", Length, "cm"),
    ("centimetre", Length, "cm"),
    ("centimetres", Length, "cm"),
    ("centimètre", Length, "cm"),
    ("centimètres", Length, "cm"),
    ("zentimeter", Length, "cm"),
    ("centímetro", Length, "cm"),
    ("centímetros", Length, "cm"),
    ("centimetro", Length, "cm"),
    ("centimetri", Length, "cm"),
    ("厘米", Length, "cm"),
    ("センチメートル", Length, "cm"),
    ("센티미터", Length, "cm"),
    ("millimeter", Length, "mm"),
    ("millimeters", Length, "mm"),
    ("millimetre", Length, "mm"),
    ("millimetres", Length, "mm"),
    ("millimètre", Length, "mm"),
    ("millimètres", Length, "mm"),
    ("millimetri", Length, "mm"),
    ("milímetro", Length, "mm"),
    ("milímetros", Length, "mm"),
    ("毫米", Length, "mm"),
    ("ミリメートル", Length, "mm"),
    ("밀리미터", Length, "mm"),
    ("zoll", Length, "in"),
    ("pouces", Length, "in"),
    ("pulgadas", Length, "in"),
    ("polegadas", Length, "in"),
    ("pollici", Length, "in"),
    ("ounce", Mass, "oz"),
    ("unzen", Mass, "oz"),
    ("onzas", Mass, "oz"),
    ("onces", Mass, "oz"),
    ("盎司", Mass, "oz"),
    ("オンス", Mass, "oz"),
    ("온스", Mass, "oz"),
    ("фунтов", Mass, "lb"),
    ("фунта", Mass, "lb"),
    ("фунт", Mass, "lb"),
    ("mi", Length, "mi"),
    ("mile", Length, "mi"),
    ("miles", Length, "mi"),
    ("meile", Length, "mi"),
    ("meilen", Length, "mi"),
    ("milla", Length, "mi"),
    ("millas", Length, "mi"),
    ("milles", Length, "mi"),
    ("miglia", Length, "mi"),
    ("milhas", Length, "mi"),
    ("英里", Length, "mi"),
    ("マイル", Length, "mi"),
    ("마일", Length, "mi"),
    ("ft", Length, "ft"),
    ("feet", Length, "ft"),
    ("foot", Length, "ft"),
    ("inch", Length, "in"),
    ("inches", Length, "in"),
    ("yd", Length, "yd"),
    ("yards", Length, "yd"),
    ("kg", Mass, "kg"),
    ("kgs", Mass, "kg"),
    ("kilo", Mass, "kg"),
    ("kilos", Mass, "kg"),
    ("kilogram", Mass, "kg"),
    ("kilograms", Mass, "kg"),
    ("kilogramme", Mass, "kg"),
    ("kilogrammes", Mass, "kg"),
    ("kilogramm", Mass, "kg"),
    ("kilogramos", Mass, "kg"),
    ("quilos", Mass, "kg"),
    ("公斤", Mass, "kg"),
    ("千克", Mass, "kg"),
    ("キログラム", Mass, "kg"),
    ("킬로그램", Mass, "kg"),
    ("g", Mass, "g"),
    ("gram", Mass, "g"),
    ("grams", Mass, "g"),
    ("gramme", Mass, "g"),
    ("grammes", Mass, "g"),
    ("gramm", Mass, "g"),
    ("gramos", Mass, "g"),
    ("gramas", Mass, "g"),
    ("grammi", Mass, "g"),
    ("克", Mass, "g"),
    ("グラム", Mass, "g"),
    ("그램", Mass, "g"),
    ("mg", Mass, "mg"),
    ("lb", Mass, "lb"),
    ("lbs", Mass, "lb"),
    ("pound", Mass, "lb"),
    ("pounds", Mass, "lb"),
    ("pfund", Mass, "lb"),
    ("libras", Mass, "lb"),
    ("livres", Mass, "lb"),
    ("磅", Mass, "lb"),
    ("ポンド", Mass, "lb"),
    ("파운드", Mass, "lb"),
    ("oz", Mass, "oz"),
    ("ounces", Mass, "oz"),
    ("s", Time, "s"),
    ("sec", Time, "s"),
    ("secs", Time, "s"),
    ("second", Time, "s"),
    ("seconds", Time, "s"),
    ("sekunden", Time, "s"),
    ("segundos", Time, "s"),
    ("secondes", Time, "s"),
    ("secondi", Time, "s"),
    ("秒", Time, "s"),
    ("초", Time, "s"),
    ("ms", Time, "ms"),
    ("min", Time, "min"),
    ("mins", Time, "min"),
    ("minute", Time, "min"),
    ("minutes", Time, "min"),
    ("minuten", Time, "min"),
    ("minutos", Time, "min"),
    ("minuti", Time, "min"),
    ("分钟", Time, "min"),
    ("分", Time, "min"),
    ("분", Time, "min"),
    ("h", Time, "h"),
    ("hr", Time, "h"),
    ("hrs", Time, "h"),
    ("hour", Time, "h"),
    ("hours", Time, "h"),
    ("stunden", Time, "h"),
    ("horas", Time, "h"),
    ("heures", Time, "h"),
    ("小时", Time, "h"),
    ("時間", Time, "h"),
];

/// Units read only where no word of another kind can be meant: temperatures (a field's `_c`
/// reads as Celsius only beside `temp`), volumes, speeds, sizes of data, days.
const MORE: [(&str, Dimension, &str); 24] = [
    ("°c", Temperature, "c"),
    ("celsius", Temperature, "c"),
    ("°f", Temperature, "f"),
    ("fahrenheit", Temperature, "f"),
    ("kelvin", Temperature, "k"),
    ("l", Volume, "l"),
    ("liter", Volume, "l"),
    ("liters", Volume, "l"),
    ("litre", Volume, "l"),
    ("litres", Volume, "l"),
    ("ml", Volume, "ml"),
    ("gal", Volume, "gal"),
    ("gallons", Volume, "gal"),
    ("kmh", Speed, "kmh"),
    ("km/h", Speed, "kmh"),
    ("kph", Speed, "kmh"),
    ("mph", Speed, "mph"),
    ("kb", Data, "kb"),
    ("mb", Data, "mb"),
    ("gb", Data, "gb"),
    ("tb", Data, "tb"),
    ("day", Time, "d"),
    ("days", Time, "d"),
    ("weeks", Time, "w"),
];

/// The spellings of the same units in the other languages the engine reads (Russian to
/// Albanian, Arabic to Thai: `км`, `kilogramów`, `كيلوغرام`, `किलोमीटर`, `กิโลเมตร`), in the
/// forms that follow a numeral, read only after a number in prose and in a string: a field's
/// name declares its unit by [`SPELLINGS`] and [`MORE`] alone (a name's last part is no place
/// for `jam`, an hour in Indonesian). Written by a helper session from the languages'
/// abbreviations and case forms, each checked against the frequent words it could be.
static WORLD: [(&str, Dimension, &str); 1281] = [
    ("celsiusastetta", Temperature, "c"),
    ("°с", Temperature, "c"),
    ("سانتیگراد", Temperature, "c"),
    ("องศาเซลเซียส", Temperature, "c"),
    ("เซลเซียส", Temperature, "c"),
    ("ceintiméadar", Length, "cm"),
    ("centimetar", Length, "cm"),
    ("centimetara", Length, "cm"),
    ("centimetr", Length, "cm"),
    ("centimetra", Length, "cm"),
    ("centimetrai", Length, "cm"),
    ("centimetras", Length, "cm"),
    ("centimetrov", Length, "cm"),
    ("centimetrs", Length, "cm"),
    ("centimetru", Length, "cm"),
    ("centimetrus", Length, "cm"),
    ("centimetry", Length, "cm"),
    ("centimetrů", Length, "cm"),
    ("centimetrų", Length, "cm"),
    ("centimetër", Length, "cm"),
    ("centiméter", Length, "cm"),
    ("centiméteres", Length, "cm"),
    ("centimétert", Length, "cm"),
    ("centymetr", Length, "cm"),
    ("centymetra", Length, "cm"),
    ("centymetry", Length, "cm"),
    ("centymetrów", Length, "cm"),
    ("centímetre", Length, "cm"),
    ("centímetres", Length, "cm"),
    ("cheintiméadar", Length, "cm"),
    ("santim", Length, "cm"),
    ("santimetr", Length, "cm"),
    ("santimetre", Length, "cm"),
    ("sentimeeter", Length, "cm"),
    ("sentimeetrit", Length, "cm"),
    ("sentimeter", Length, "cm"),
    ("senttimetri", Length, "cm"),
    ("senttimetriä", Length, "cm"),
    ("sentímetra", Length, "cm"),
    ("sentímetrar", Length, "cm"),
    ("sentímetri", Length, "cm"),
    ("ċentimetri", Length, "cm"),
    ("ċentimetru", Length, "cm"),
    ("εκατοστά", Length, "cm"),
    ("εκατοστό", Length, "cm"),
    ("εκατοστόμετρα", Length, "cm"),
    ("εκατοστών", Length, "cm"),
    ("сантиметар", Length, "cm"),
    ("сантиметара", Length, "cm"),
    ("сантиметр", Length, "cm"),
    ("сантиметра", Length, "cm"),
    ("сантиметрами", Length, "cm"),
    ("сантиметрах", Length, "cm"),
    ("сантиметре", Length, "cm"),
    ("сантиметри", Length, "cm"),
    ("сантиметров", Length, "cm"),
    ("сантиметрів", Length, "cm"),
    ("сантиметър", Length, "cm"),
    ("сантыметр", Length, "cm"),
    ("сантыметра", Length, "cm"),
    ("сантыметраў", Length, "cm"),
    ("сантыметры", Length, "cm"),
    ("см", Length, "cm"),
    ("центиметар", Length, "cm"),
    ("центиметара", Length, "cm"),
    ("центиметра", Length, "cm"),
    ("սանտիմետր", Length, "cm"),
    ("սմ", Length, "cm"),
    ("סנטימטר", Length, "cm"),
    ("סנטימטרים", Length, "cm"),
    ("سانتی", Length, "cm"),
    ("سانتیمتر", Length, "cm"),
    ("سنتمتر", Length, "cm"),
    ("سنتيمتر", Length, "cm"),
    ("سنتيمترا", Length, "cm"),
    ("سنتيمترات", Length, "cm"),
    ("سینٹیمیٹر", Length, "cm"),
    ("सेंटीमीटर", Length, "cm"),
    ("ซม", Length, "cm"),
    ("เซนติเมตร", Length, "cm"),
    ("ຊັງຕີແມັດ", Length, "cm"),
    ("სანტიმეტრი", Length, "cm"),
    ("სანტიმეტრის", Length, "cm"),
    ("სმ", Length, "cm"),
    ("araw", Time, "d"),
    ("dae", Time, "d"),
    ("dag", Time, "d"),
    ("daga", Time, "d"),
    ("dagar", Time, "d"),
    ("dage", Time, "d"),
    ("dagen", Time, "d"),
    ("dager", Time, "d"),
    ("dagur", Time, "d"),
    ("dana", Time, "d"),
    ("deň", Time, "d"),
    ("diena", Time, "d"),
    ("dienas", Time, "d"),
    ("dienos", Time, "d"),
    ("dienām", Time, "d"),
    ("dienų", Time, "d"),
    ("ditë", Time, "d"),
    ("diwrnod", Time, "d"),
    ("diwrnodau", Time, "d"),
    ("dnech", Time, "d"),
    ("dneva", Time, "d"),
    ("dni", Time, "d"),
    ("dnia", Time, "d"),
    ("dny", Time, "d"),
    ("dní", Time, "d"),
    ("dnů", Time, "d"),
    ("doby", Time, "d"),
    ("dygn", Time, "d"),
    ("dzień", Time, "d"),
    ("días", Time, "d"),
    ("dögum", Time, "d"),
    ("døgn", Time, "d"),
    ("dňa", Time, "d"),
    ("egun", Time, "d"),
    ("egunetan", Time, "d"),
    ("gün", Time, "d"),
    ("günlük", Time, "d"),
    ("hari", Time, "d"),
    ("jiem", Time, "d"),
    ("laethanta", Time, "d"),
    ("nap", Time, "d"),
    ("napig", Time, "d"),
    ("napos", Time, "d"),
    ("napot", Time, "d"),
    ("ngày", Time, "d"),
    ("päev", Time, "d"),
    ("päeva", Time, "d"),
    ("päivä", Time, "d"),
    ("päivän", Time, "d"),
    ("päivässä", Time, "d"),
    ("päivää", Time, "d"),
    ("vrk", Time, "d"),
    ("zile", Time, "d"),
    ("ημέρα", Time, "d"),
    ("ημέρες", Time, "d"),
    ("ημερών", Time, "d"),
    ("μέρα", Time, "d"),
    ("μέρες", Time, "d"),
    ("дан", Time, "d"),
    ("дана", Time, "d"),
    ("дена", Time, "d"),
    ("денови", Time, "d"),
    ("день", Time, "d"),
    ("дзень", Time, "d"),
    ("дзён", Time, "d"),
    ("дней", Time, "d"),
    ("дни", Time, "d"),
    ("дня", Time, "d"),
    ("днях", Time, "d"),
    ("дні", Time, "d"),
    ("днів", Time, "d"),
    ("доба", Time, "d"),
    ("діб", Time, "d"),
    ("күн", Time, "d"),
    ("сутак", Time, "d"),
    ("сутки", Time, "d"),
    ("суток", Time, "d"),
    ("тәулік", Time, "d"),
    ("хоног", Time, "d"),
    ("өдөр", Time, "d"),
    ("օրվա", Time, "d"),
    ("יום", Time, "d"),
    ("ימים", Time, "d"),
    ("أيام", Time, "d"),
    ("دن", Time, "d"),
    ("دنوں", Time, "d"),
    ("روز", Time, "d"),
    ("يوم", Time, "d"),
    ("يوما", Time, "d"),
    ("दिन", Time, "d"),
    ("दिनों", Time, "d"),
    ("दिवस", Time, "d"),
    ("দিন", Time, "d"),
    ("ਦਿਨ", Time, "d"),
    ("દિવસ", Time, "d"),
    ("రోజు", Time, "d"),
    ("రోజులు", Time, "d"),
    ("ದಿನ", Time, "d"),
    ("ದಿನಗಳು", Time, "d"),
    ("ദിവസം", Time, "d"),
    ("දින", Time, "d"),
    ("วัน", Time, "d"),
    ("ວັນ", Time, "d"),
    ("დღე", Time, "d"),
    ("დღეში", Time, "d"),
    ("დღის", Time, "d"),
    ("ቀናት", Time, "d"),
    ("ቀን", Time, "d"),
    ("fod", Length, "ft"),
    ("peus", Length, "ft"),
    ("picioare", Length, "ft"),
    ("stóp", Length, "ft"),
    ("troedfedd", Length, "ft"),
    ("voet", Length, "ft"),
    ("фут", Length, "ft"),
    ("фута", Length, "ft"),
    ("футах", Length, "ft"),
    ("фути", Length, "ft"),
    ("футов", Length, "ft"),
    ("футів", Length, "ft"),
    ("أقدام", Length, "ft"),
    ("فٹ", Length, "ft"),
    ("फीट", Length, "ft"),
    ("फुट", Length, "ft"),
    ("ฟุต", Length, "ft"),
    ("gam", Mass, "g"),
    ("grama", Mass, "g"),
    ("gramai", Mass, "g"),
    ("grame", Mass, "g"),
    ("grami", Mass, "g"),
    ("gramlık", Mass, "g"),
    ("gramma", Mass, "g"),
    ("grammaa", Mass, "g"),
    ("gramman", Mass, "g"),
    ("grammos", Mass, "g"),
    ("grammot", Mass, "g"),
    ("gramo", Mass, "g"),
    ("gramov", Mass, "g"),
    ("gramu", Mass, "g"),
    ("gramus", Mass, "g"),
    ("gramy", Mass, "g"),
    ("gramë", Mass, "g"),
    ("gramów", Mass, "g"),
    ("gramů", Mass, "g"),
    ("gramų", Mass, "g"),
    ("grömm", Mass, "g"),
    ("qram", Mass, "g"),
    ("γραμμάρια", Mass, "g"),
    ("γραμμάριο", Mass, "g"),
    ("γραμμαρίων", Mass, "g"),
    ("грам", Mass, "g"),
    ("грама", Mass, "g"),
    ("грамаў", Mass, "g"),
    ("грами", Mass, "g"),
    ("грамм", Mass, "g"),
    ("грамма", Mass, "g"),
    ("граммах", Mass, "g"),
    ("граммов", Mass, "g"),
    ("грамове", Mass, "g"),
    ("грамы", Mass, "g"),
    ("грамів", Mass, "g"),
    ("գրամ", Mass, "g"),
    ("גרם", Mass, "g"),
    ("גרמים", Mass, "g"),
    ("جرام", Mass, "g"),
    ("جرامات", Mass, "g"),
    ("غرام", Mass, "g"),
    ("غرامات", Mass, "g"),
    ("گرام", Mass, "g"),
    ("گرامز", Mass, "g"),
    ("گرم", Mass, "g"),
    ("กรัม", Mass, "g"),
    ("გრამი", Mass, "g"),
    ("გრამის", Mass, "g"),
    ("ግራም", Mass, "g"),
    ("awr", Time, "h"),
    ("giờ", Time, "h"),
    ("godz", Time, "h"),
    ("godzin", Time, "h"),
    ("godzina", Time, "h"),
    ("godziny", Time, "h"),
    ("godzinę", Time, "h"),
    ("hod", Time, "h"),
    ("hodin", Time, "h"),
    ("hodina", Time, "h"),
    ("hodiny", Time, "h"),
    ("hodín", Time, "h"),
    ("hora", Time, "h"),
    ("hores", Time, "h"),
    ("jam", Time, "h"),
    ("klst", Time, "h"),
    ("klukkustund", Time, "h"),
    ("klukkustunda", Time, "h"),
    ("klukkustundir", Time, "h"),
    ("klukkutíma", Time, "h"),
    ("klukkutímar", Time, "h"),
    ("klukkutími", Time, "h"),
    ("oras", Time, "h"),
    ("orduko", Time, "h"),
    ("ore", Time, "h"),
    ("oriau", Time, "h"),
    ("orë", Time, "h"),
    ("oră", Time, "h"),
    ("saatlik", Time, "h"),
    ("sata", Time, "h"),
    ("sati", Time, "h"),
    ("siegħa", Time, "h"),
    ("sigħat", Time, "h"),
    ("soat", Time, "h"),
    ("stunda", Time, "h"),
    ("stundas", Time, "h"),
    ("stundām", Time, "h"),
    ("timar", Time, "h"),
    ("timmar", Time, "h"),
    ("timme", Time, "h"),
    ("tiếng", Time, "h"),
    ("tund", Time, "h"),
    ("tundi", Time, "h"),
    ("tunnin", Time, "h"),
    ("tunnissa", Time, "h"),
    ("tunti", Time, "h"),
    ("tuntia", Time, "h"),
    ("ure", Time, "h"),
    ("uren", Time, "h"),
    ("uur", Time, "h"),
    ("valanda", Time, "h"),
    ("valandos", Time, "h"),
    ("valandų", Time, "h"),
    ("óra", Time, "h"),
    ("órán", Time, "h"),
    ("órás", Time, "h"),
    ("órát", Time, "h"),
    ("ωρών", Time, "h"),
    ("ώρα", Time, "h"),
    ("ώρες", Time, "h"),
    ("гадзін", Time, "h"),
    ("гадзіна", Time, "h"),
    ("гадзіну", Time, "h"),
    ("гадзіны", Time, "h"),
    ("сат", Time, "h"),
    ("сата", Time, "h"),
    ("сати", Time, "h"),
    ("сағ", Time, "h"),
    ("сағат", Time, "h"),
    ("соат", Time, "h"),
    ("цаг", Time, "h"),
    ("час", Time, "h"),
    ("часа", Time, "h"),
    ("часам", Time, "h"),
    ("часами", Time, "h"),
    ("часах", Time, "h"),
    ("часов", Time, "h"),
    ("часови", Time, "h"),
    ("ժամ", Time, "h"),
    ("ժամվա", Time, "h"),
    ("שעה", Time, "h"),
    ("שעות", Time, "h"),
    ("ساعات", Time, "h"),
    ("ساعة", Time, "h"),
    ("ساعت", Time, "h"),
    ("ساعه", Time, "h"),
    ("گھنٹوں", Time, "h"),
    ("گھنٹہ", Time, "h"),
    ("گھنٹے", Time, "h"),
    ("घंटा", Time, "h"),
    ("घंटे", Time, "h"),
    ("घंटों", Time, "h"),
    ("तास", Time, "h"),
    ("ਘੰਟਾ", Time, "h"),
    ("ਘੰਟੇ", Time, "h"),
    ("કલાક", Time, "h"),
    ("மணி", Time, "h"),
    ("గంట", Time, "h"),
    ("గంటలు", Time, "h"),
    ("ಗಂಟೆ", Time, "h"),
    ("ಗಂಟೆಗಳು", Time, "h"),
    ("පැය", Time, "h"),
    ("ชม", Time, "h"),
    ("နာရီ", Time, "h"),
    ("საათი", Time, "h"),
    ("საათის", Time, "h"),
    ("საათში", Time, "h"),
    ("სთ", Time, "h"),
    ("ሰዓታት", Time, "h"),
    ("ሰዓት", Time, "h"),
    ("cali", Length, "in"),
    ("coliai", Length, "in"),
    ("colių", Length, "in"),
    ("duim", Length, "in"),
    ("hüvelyk", Length, "in"),
    ("inci", Length, "in"),
    ("inç", Length, "in"),
    ("modfedd", Length, "in"),
    ("palců", Length, "in"),
    ("polgadas", Length, "in"),
    ("polzades", Length, "in"),
    ("pulgada", Length, "in"),
    ("tolli", Length, "in"),
    ("tommer", Length, "in"),
    ("tum", Length, "in"),
    ("tuumaa", Length, "in"),
    ("țoli", Length, "in"),
    ("ίντσα", Length, "in"),
    ("ίντσες", Length, "in"),
    ("ιντσών", Length, "in"),
    ("дюйм", Length, "in"),
    ("дюйма", Length, "in"),
    ("дюймах", Length, "in"),
    ("дюйми", Length, "in"),
    ("дюймов", Length, "in"),
    ("дюймів", Length, "in"),
    ("инча", Length, "in"),
    ("אינץ", Length, "in"),
    ("انچ", Length, "in"),
    ("اینچ", Length, "in"),
    ("بوصات", Length, "in"),
    ("بوصة", Length, "in"),
    ("इंच", Length, "in"),
    ("chileagram", Mass, "kg"),
    ("cileagram", Mass, "kg"),
    ("cilogram", Mass, "kg"),
    ("kila", Mass, "kg"),
    ("kile", Mass, "kg"),
    ("kiloa", Mass, "kg"),
    ("kilograma", Mass, "kg"),
    ("kilogramai", Mass, "kg"),
    ("kilogramas", Mass, "kg"),
    ("kilograme", Mass, "kg"),
    ("kilogrami", Mass, "kg"),
    ("kilogrammaa", Mass, "kg"),
    ("kilogrammi", Mass, "kg"),
    ("kilogrammos", Mass, "kg"),
    ("kilogrammot", Mass, "kg"),
    ("kilogramo", Mass, "kg"),
    ("kilogramov", Mass, "kg"),
    ("kilogramu", Mass, "kg"),
    ("kilogramus", Mass, "kg"),
    ("kilogramy", Mass, "kg"),
    ("kilogramë", Mass, "kg"),
    ("kilogramów", Mass, "kg"),
    ("kilogramů", Mass, "kg"),
    ("kilogramų", Mass, "kg"),
    ("kiloluk", Mass, "kg"),
    ("kilon", Mass, "kg"),
    ("kiloqram", Mass, "kg"),
    ("kiló", Mass, "kg"),
    ("kilós", Mass, "kg"),
    ("kilót", Mass, "kg"),
    ("kilôgam", Mass, "kg"),
    ("kíl", Mass, "kg"),
    ("kíló", Mass, "kg"),
    ("kílógramm", Mass, "kg"),
    ("kílógrömm", Mass, "kg"),
    ("quilogram", Mass, "kg"),
    ("quilogramo", Mass, "kg"),
    ("quilogramos", Mass, "kg"),
    ("quilograms", Mass, "kg"),
    ("κιλά", Mass, "kg"),
    ("κιλό", Mass, "kg"),
    ("κιλών", Mass, "kg"),
    ("χιλιόγραμμα", Mass, "kg"),
    ("χιλιόγραμμο", Mass, "kg"),
    ("кг", Mass, "kg"),
    ("кила", Mass, "kg"),
    ("килограм", Mass, "kg"),
    ("килограма", Mass, "kg"),
    ("килограме", Mass, "kg"),
    ("килограми", Mass, "kg"),
    ("килограмм", Mass, "kg"),
    ("килограмма", Mass, "kg"),
    ("килограммах", Mass, "kg"),
    ("килограммов", Mass, "kg"),
    ("кілаграм", Mass, "kg"),
    ("кілаграма", Mass, "kg"),
    ("кілаграмаў", Mass, "kg"),
    ("кілаграмы", Mass, "kg"),
    ("кілограм", Mass, "kg"),
    ("кілограма", Mass, "kg"),
    ("кілограми", Mass, "kg"),
    ("кілограмів", Mass, "kg"),
    ("կգ", Mass, "kg"),
    ("կիլոգրամ", Mass, "kg"),
    ("կիլոգրամի", Mass, "kg"),
    ("קילוגרם", Mass, "kg"),
    ("קילוגרמים", Mass, "kg"),
    ("كجم", Mass, "kg"),
    ("كغ", Mass, "kg"),
    ("كيلوجرام", Mass, "kg"),
    ("كيلوجرامات", Mass, "kg"),
    ("كيلوغرام", Mass, "kg"),
    ("كيلوغرامات", Mass, "kg"),
    ("کلوگرام", Mass, "kg"),
    ("کلوگرامز", Mass, "kg"),
    ("کیلوگرم", Mass, "kg"),
    ("किलो", Mass, "kg"),
    ("केजी", Mass, "kg"),
    ("কিলো", Mass, "kg"),
    ("কেজি", Mass, "kg"),
    ("ਕਿਲੋ", Mass, "kg"),
    ("કિલો", Mass, "kg"),
    ("కిలోలు", Mass, "kg"),
    ("కేజీలు", Mass, "kg"),
    ("ಕೆಜಿ", Mass, "kg"),
    ("กก", Mass, "kg"),
    ("กิโลกรัม", Mass, "kg"),
    ("ກິໂລກຣາມ", Mass, "kg"),
    ("კგ", Mass, "kg"),
    ("კილოგრამი", Mass, "kg"),
    ("კილოგრამის", Mass, "kg"),
    ("ኪሎግራም", Mass, "kg"),
    ("chiliméadar", Length, "km"),
    ("chilomedr", Length, "km"),
    ("ciliméadar", Length, "km"),
    ("cilomedr", Length, "km"),
    ("cilometr", Length, "km"),
    ("cilometrau", Length, "km"),
    ("kilomeeter", Length, "km"),
    ("kilomeetrit", Length, "km"),
    ("kilometar", Length, "km"),
    ("kilometara", Length, "km"),
    ("kilometr", Length, "km"),
    ("kilometra", Length, "km"),
    ("kilometrach", Length, "km"),
    ("kilometrai", Length, "km"),
    ("kilometras", Length, "km"),
    ("kilometrelik", Length, "km"),
    ("kilometri", Length, "km"),
    ("kilometriin", Length, "km"),
    ("kilometrillä", Length, "km"),
    ("kilometrin", Length, "km"),
    ("kilometriä", Length, "km"),
    ("kilometro", Length, "km"),
    ("kilometroko", Length, "km"),
    ("kilometrov", Length, "km"),
    ("kilometrs", Length, "km"),
    ("kilometru", Length, "km"),
    ("kilometrus", Length, "km"),
    ("kilometry", Length, "km"),
    ("kilometrów", Length, "km"),
    ("kilometrů", Length, "km"),
    ("kilometrų", Length, "km"),
    ("kilometër", Length, "km"),
    ("kilomita", Length, "km"),
    ("kilométer", Length, "km"),
    ("kilométeren", Length, "km"),
    ("kilométeres", Length, "km"),
    ("kilométerre", Length, "km"),
    ("kilométert", Length, "km"),
    ("kilômét", Length, "km"),
    ("kílómetra", Length, "km"),
    ("kílómetrar", Length, "km"),
    ("kílómetri", Length, "km"),
    ("kílómetrum", Length, "km"),
    ("quilòmetre", Length, "km"),
    ("quilòmetres", Length, "km"),
    ("quilómetro", Length, "km"),
    ("quilómetros", Length, "km"),
    ("χιλιομέτρων", Length, "km"),
    ("χιλιόμετρα", Length, "km"),
    ("χιλιόμετρο", Length, "km"),
    ("χλμ", Length, "km"),
    ("километар", Length, "km"),
    ("километара", Length, "km"),
    ("километр", Length, "km"),
    ("километра", Length, "km"),
    ("километрам", Length, "km"),
    ("километрами", Length, "km"),
    ("километрах", Length, "km"),
    ("километре", Length, "km"),
    ("километри", Length, "km"),
    ("километров", Length, "km"),
    ("километром", Length, "km"),
    ("километру", Length, "km"),
    ("километър", Length, "km"),
    ("км", Length, "km"),
    ("кіламетр", Length, "km"),
    ("кіламетра", Length, "km"),
    ("кіламетраў", Length, "km"),
    ("кіламетры", Length, "km"),
    ("кілометр", Length, "km"),
    ("кілометра", Length, "km"),
    ("кілометрах", Length, "km"),
    ("кілометри", Length, "km"),
    ("кілометрів", Length, "km"),
    ("шақырым", Length, "km"),
    ("կիլոմետր", Length, "km"),
    ("կիլոմետրի", Length, "km"),
    ("կմ", Length, "km"),
    ("קילומטר", Length, "km"),
    ("קילומטרים", Length, "km"),
    ("كم", Length, "km"),
    ("كيلومتر", Length, "km"),
    ("كيلومترا", Length, "km"),
    ("كيلومترات", Length, "km"),
    ("کلومیٹر", Length, "km"),
    ("کلومیٹرز", Length, "km"),
    ("کیلومتر", Length, "km"),
    ("کیلومیٹر", Length, "km"),
    ("किमी", Length, "km"),
    ("किलोमिटर", Length, "km"),
    ("किलोमीटर", Length, "km"),
    ("কিমি", Length, "km"),
    ("কিলোমিটার", Length, "km"),
    ("ਕਿਲੋਮੀਟਰ", Length, "km"),
    ("કિમી", Length, "km"),
    ("કિલોમીટર", Length, "km"),
    ("கிமீ", Length, "km"),
    ("కిమీ", Length, "km"),
    ("ಕಿಮೀ", Length, "km"),
    ("กม", Length, "km"),
    ("กิโลเมตร", Length, "km"),
    ("ກມ", Length, "km"),
    ("ກິໂລແມັດ", Length, "km"),
    ("ကီလိုမီတာ", Length, "km"),
    ("კილომეტრზე", Length, "km"),
    ("კილომეტრი", Length, "km"),
    ("კილომეტრით", Length, "km"),
    ("კილომეტრის", Length, "km"),
    ("კმ", Length, "km"),
    ("ኪሎሜትር", Length, "km"),
    ("km/giờ", Speed, "kmh"),
    ("km/godz", Speed, "kmh"),
    ("km/hod", Speed, "kmh"),
    ("km/jam", Speed, "kmh"),
    ("km/oră", Speed, "kmh"),
    ("km/sa", Speed, "kmh"),
    ("km/saat", Speed, "kmh"),
    ("km/t", Speed, "kmh"),
    ("km/tim", Speed, "kmh"),
    ("km/u", Speed, "kmh"),
    ("km/val", Speed, "kmh"),
    ("km/óra", Speed, "kmh"),
    ("χλμ/ω", Speed, "kmh"),
    ("χλμ/ώρα", Speed, "kmh"),
    ("км/г", Speed, "kmh"),
    ("км/гадз", Speed, "kmh"),
    ("км/год", Speed, "kmh"),
    ("км/сағ", Speed, "kmh"),
    ("км/х", Speed, "kmh"),
    ("км/цаг", Speed, "kmh"),
    ("км/ч", Speed, "kmh"),
    ("км/час", Speed, "kmh"),
    ("կմ/ժ", Speed, "kmh"),
    ("كم/س", Speed, "kmh"),
    ("كم/ساعة", Speed, "kmh"),
    ("किमी/घंटा", Speed, "kmh"),
    ("კმ/სთ", Speed, "kmh"),
    ("liiter", Volume, "l"),
    ("liitrit", Volume, "l"),
    ("litar", Volume, "l"),
    ("litara", Volume, "l"),
    ("literes", Volume, "l"),
    ("litert", Volume, "l"),
    ("litr", Volume, "l"),
    ("litra", Volume, "l"),
    ("litraa", Volume, "l"),
    ("litrai", Volume, "l"),
    ("litran", Volume, "l"),
    ("litras", Volume, "l"),
    ("litrelik", Volume, "l"),
    ("litri", Volume, "l"),
    ("litro", Volume, "l"),
    ("litros", Volume, "l"),
    ("litrov", Volume, "l"),
    ("litru", Volume, "l"),
    ("litrus", Volume, "l"),
    ("litry", Volume, "l"),
    ("litrów", Volume, "l"),
    ("litrů", Volume, "l"),
    ("litrų", Volume, "l"),
    ("litër", Volume, "l"),
    ("lítear", Volume, "l"),
    ("lítra", Volume, "l"),
    ("lítrar", Volume, "l"),
    ("lítri", Volume, "l"),
    ("λίτρα", Volume, "l"),
    ("λίτρο", Volume, "l"),
    ("λίτρων", Volume, "l"),
    ("литар", Volume, "l"),
    ("литара", Volume, "l"),
    ("литр", Volume, "l"),
    ("литра", Volume, "l"),
    ("литрах", Volume, "l"),
    ("литре", Volume, "l"),
    ("литри", Volume, "l"),
    ("литров", Volume, "l"),
    ("литър", Volume, "l"),
    ("літр", Volume, "l"),
    ("літра", Volume, "l"),
    ("літраў", Volume, "l"),
    ("літри", Volume, "l"),
    ("літры", Volume, "l"),
    ("літрів", Volume, "l"),
    ("լիտր", Volume, "l"),
    ("ליטר", Volume, "l"),
    ("ליטרים", Volume, "l"),
    ("لتر", Volume, "l"),
    ("لترا", Volume, "l"),
    ("لترات", Volume, "l"),
    ("ليتر", Volume, "l"),
    ("لیتر", Volume, "l"),
    ("لیٹر", Volume, "l"),
    ("لیٹرز", Volume, "l"),
    ("लिटर", Volume, "l"),
    ("लीटर", Volume, "l"),
    ("লিটার", Volume, "l"),
    ("ਲੀਟਰ", Volume, "l"),
    ("લિટર", Volume, "l"),
    ("ลิตร", Volume, "l"),
    ("လီတာ", Volume, "l"),
    ("ლიტრი", Volume, "l"),
    ("ლიტრის", Volume, "l"),
    ("ሊትር", Volume, "l"),
    ("funt", Mass, "lb"),
    ("funty", Mass, "lb"),
    ("funtów", Mass, "lb"),
    ("lliures", Mass, "lb"),
    ("paun", Mass, "lb"),
    ("pund", Mass, "lb"),
    ("фунти", Mass, "lb"),
    ("фунтів", Mass, "lb"),
    ("أرطال", Mass, "lb"),
    ("رطل", Mass, "lb"),
    ("medr", Length, "m"),
    ("meeter", Length, "m"),
    ("meetrit", Length, "m"),
    ("metar", Length, "m"),
    ("metara", Length, "m"),
    ("metr", Length, "m"),
    ("metra", Length, "m"),
    ("metrach", Length, "m"),
    ("metrai", Length, "m"),
    ("metrar", Length, "m"),
    ("metras", Length, "m"),
    ("metrelik", Length, "m"),
    ("metrin", Length, "m"),
    ("metriä", Length, "m"),
    ("metrov", Length, "m"),
    ("metrs", Length, "m"),
    ("metru", Length, "m"),
    ("metrum", Length, "m"),
    ("metrus", Length, "m"),
    ("metry", Length, "m"),
    ("metrów", Length, "m"),
    ("metrů", Length, "m"),
    ("metrų", Length, "m"),
    ("metër", Length, "m"),
    ("mhéadar", Length, "m"),
    ("méadar", Length, "m"),
    ("mét", Length, "m"),
    ("méter", Length, "m"),
    ("méteren", Length, "m"),
    ("méteres", Length, "m"),
    ("méterre", Length, "m"),
    ("métert", Length, "m"),
    ("μέτρα", Length, "m"),
    ("μέτρο", Length, "m"),
    ("μέτρων", Length, "m"),
    ("метар", Length, "m"),
    ("метара", Length, "m"),
    ("метр", Length, "m"),
    ("метра", Length, "m"),
    ("метрам", Length, "m"),
    ("метрами", Length, "m"),
    ("метрах", Length, "m"),
    ("метраў", Length, "m"),
    ("метре", Length, "m"),
    ("метри", Length, "m"),
    ("метров", Length, "m"),
    ("метром", Length, "m"),
    ("метру", Length, "m"),
    ("метры", Length, "m"),
    ("метрів", Length, "m"),
    ("метър", Length, "m"),
    ("մետր", Length, "m"),
    ("մետրի", Length, "m"),
    ("מטר", Length, "m"),
    ("מטרים", Length, "m"),
    ("أمتار", Length, "m"),
    ("متر", Length, "m"),
    ("مترا", Length, "m"),
    ("میٹر", Length, "m"),
    ("میٹرز", Length, "m"),
    ("मिटर", Length, "m"),
    ("मीटर", Length, "m"),
    ("মিটার", Length, "m"),
    ("ਮੀਟਰ", Length, "m"),
    ("મીટર", Length, "m"),
    ("เมตร", Length, "m"),
    ("ແມັດ", Length, "m"),
    ("မီတာ", Length, "m"),
    ("მეტრზე", Length, "m"),
    ("მეტრი", Length, "m"),
    ("მეტრით", Length, "m"),
    ("მეტრის", Length, "m"),
    ("ሜትር", Length, "m"),
    ("miligam", Mass, "mg"),
    ("miligram", Mass, "mg"),
    ("miligrama", Mass, "mg"),
    ("miligrame", Mass, "mg"),
    ("miligrami", Mass, "mg"),
    ("miligramo", Mass, "mg"),
    ("miligramos", Mass, "mg"),
    ("miligramov", Mass, "mg"),
    ("miligramy", Mass, "mg"),
    ("miligramë", Mass, "mg"),
    ("miligramów", Mass, "mg"),
    ("miligramů", Mass, "mg"),
    ("miligramų", Mass, "mg"),
    ("milligram", Mass, "mg"),
    ("milligramm", Mass, "mg"),
    ("milligrammaa", Mass, "mg"),
    ("milligrammi", Mass, "mg"),
    ("milligrammot", Mass, "mg"),
    ("milliqram", Mass, "mg"),
    ("мг", Mass, "mg"),
    ("милиграм", Mass, "mg"),
    ("милиграма", Mass, "mg"),
    ("милиграми", Mass, "mg"),
    ("миллиграмм", Mass, "mg"),
    ("миллиграмма", Mass, "mg"),
    ("миллиграммов", Mass, "mg"),
    ("міліграм", Mass, "mg"),
    ("міліграма", Mass, "mg"),
    ("міліграмаў", Mass, "mg"),
    ("міліграми", Mass, "mg"),
    ("міліграмів", Mass, "mg"),
    ("մգ", Mass, "mg"),
    ("միլիգրամ", Mass, "mg"),
    ("מיליגרם", Mass, "mg"),
    ("ملغ", Mass, "mg"),
    ("ملغم", Mass, "mg"),
    ("ملليجرام", Mass, "mg"),
    ("ملليغرام", Mass, "mg"),
    ("مليجرام", Mass, "mg"),
    ("مليغرام", Mass, "mg"),
    ("ملیگرام", Mass, "mg"),
    ("میلیگرم", Mass, "mg"),
    ("มิลลิกรัม", Mass, "mg"),
    ("მგ", Mass, "mg"),
    ("მილიგრამი", Mass, "mg"),
    ("dặm", Length, "mi"),
    ("jūdzes", Length, "mi"),
    ("mailia", Length, "mi"),
    ("miili", Length, "mi"),
    ("mijl", Length, "mi"),
    ("mijlen", Length, "mi"),
    ("milje", Length, "mi"),
    ("milltir", Length, "mi"),
    ("milltiroedd", Length, "mi"),
    ("milă", Length, "mi"),
    ("myl", Length, "mi"),
    ("mylios", Length, "mi"),
    ("mylių", Length, "mi"),
    ("mérföld", Length, "mi"),
    ("mérföldet", Length, "mi"),
    ("míle", Length, "mi"),
    ("mílna", Length, "mi"),
    ("mílur", Length, "mi"),
    ("mílí", Length, "mi"),
    ("μίλι", Length, "mi"),
    ("μίλια", Length, "mi"),
    ("μιλίων", Length, "mi"),
    ("мили", Length, "mi"),
    ("миль", Length, "mi"),
    ("милю", Length, "mi"),
    ("миля", Length, "mi"),
    ("милях", Length, "mi"),
    ("милі", Length, "mi"),
    ("أميال", Length, "mi"),
    ("मील", Length, "mi"),
    ("dakika", Time, "min"),
    ("dakikalık", Time, "min"),
    ("daqiqa", Time, "min"),
    ("dəq", Time, "min"),
    ("dəqiqə", Time, "min"),
    ("menit", Time, "min"),
    ("minit", Time, "min"),
    ("minut", Time, "min"),
    ("minuta", Time, "min"),
    ("minuter", Time, "min"),
    ("minutit", Time, "min"),
    ("minuto", Time, "min"),
    ("minuts", Time, "min"),
    ("minutt", Time, "min"),
    ("minutter", Time, "min"),
    ("minutu", Time, "min"),
    ("minutuko", Time, "min"),
    ("minuty", Time, "min"),
    ("minutë", Time, "min"),
    ("minutė", Time, "min"),
    ("minutės", Time, "min"),
    ("minutę", Time, "min"),
    ("minuut", Time, "min"),
    ("minuutin", Time, "min"),
    ("minuutissa", Time, "min"),
    ("minuutti", Time, "min"),
    ("minuuttia", Time, "min"),
    ("minučių", Time, "min"),
    ("minút", Time, "min"),
    ("minúta", Time, "min"),
    ("minúty", Time, "min"),
    ("minūte", Time, "min"),
    ("minūtes", Time, "min"),
    ("minūtēm", Time, "min"),
    ("munud", Time, "min"),
    ("munudau", Time, "min"),
    ("mínúta", Time, "min"),
    ("mínútna", Time, "min"),
    ("mínútum", Time, "min"),
    ("mínútur", Time, "min"),
    ("nóiméad", Time, "min"),
    ("nóiméid", Time, "min"),
    ("perc", Time, "min"),
    ("perces", Time, "min"),
    ("percet", Time, "min"),
    ("percig", Time, "min"),
    ("phút", Time, "min"),
    ("λεπτά", Time, "min"),
    ("λεπτό", Time, "min"),
    ("λεπτών", Time, "min"),
    ("дақиқа", Time, "min"),
    ("мин", Time, "min"),
    ("минут", Time, "min"),
    ("минута", Time, "min"),
    ("минутами", Time, "min"),
    ("минутах", Time, "min"),
    ("минуте", Time, "min"),
    ("минути", Time, "min"),
    ("минуту", Time, "min"),
    ("минуты", Time, "min"),
    ("хв", Time, "min"),
    ("хвилин", Time, "min"),
    ("хвилина", Time, "min"),
    ("хвилини", Time, "min"),
    ("хвилину", Time, "min"),
    ("хвілін", Time, "min"),
    ("хвіліна", Time, "min"),
    ("хвіліну", Time, "min"),
    ("хвіліны", Time, "min"),
    ("րոպե", Time, "min"),
    ("րոպեի", Time, "min"),
    ("דקה", Time, "min"),
    ("דקות", Time, "min"),
    ("دقائق", Time, "min"),
    ("دقيقة", Time, "min"),
    ("دقيقه", Time, "min"),
    ("دقیقه", Time, "min"),
    ("منٹ", Time, "min"),
    ("منٹوں", Time, "min"),
    ("मिनट", Time, "min"),
    ("मिनिट", Time, "min"),
    ("मिनिटे", Time, "min"),
    ("मिनेट", Time, "min"),
    ("মিনিট", Time, "min"),
    ("ਮਿੰਟ", Time, "min"),
    ("મિનિટ", Time, "min"),
    ("నిమిషం", Time, "min"),
    ("నిమిషాలు", Time, "min"),
    ("ನಿಮಿಷ", Time, "min"),
    ("ನಿಮಿಷಗಳು", Time, "min"),
    ("විනාඩි", Time, "min"),
    ("นาที", Time, "min"),
    ("ນາທີ", Time, "min"),
    ("წთ", Time, "min"),
    ("წუთი", Time, "min"),
    ("წუთის", Time, "min"),
    ("წუთში", Time, "min"),
    ("ደቂቃ", Time, "min"),
    ("ደቂቃዎች", Time, "min"),
    ("នាទី", Time, "min"),
    ("mililiter", Volume, "ml"),
    ("mililitr", Volume, "ml"),
    ("mililitre", Volume, "ml"),
    ("mililitri", Volume, "ml"),
    ("mililitro", Volume, "ml"),
    ("mililitros", Volume, "ml"),
    ("mililitru", Volume, "ml"),
    ("mililitry", Volume, "ml"),
    ("mililitrów", Volume, "ml"),
    ("mililitrů", Volume, "ml"),
    ("mililít", Volume, "ml"),
    ("milliliitrit", Volume, "ml"),
    ("milliliter", Volume, "ml"),
    ("millilitert", Volume, "ml"),
    ("millilitr", Volume, "ml"),
    ("millilitraa", Volume, "ml"),
    ("millilítra", Volume, "ml"),
    ("χιλιοστόλιτρα", Volume, "ml"),
    ("милилитра", Volume, "ml"),
    ("милилитри", Volume, "ml"),
    ("милилитър", Volume, "ml"),
    ("миллилитр", Volume, "ml"),
    ("миллилитра", Volume, "ml"),
    ("миллилитров", Volume, "ml"),
    ("мілілітр", Volume, "ml"),
    ("мілілітрів", Volume, "ml"),
    ("מיליליטר", Volume, "ml"),
    ("ملليلتر", Volume, "ml"),
    ("مليلتر", Volume, "ml"),
    ("مليلترات", Volume, "ml"),
    ("میلیلیتر", Volume, "ml"),
    ("मिलीलीटर", Volume, "ml"),
    ("মিলিলিটার", Volume, "ml"),
    ("มล", Volume, "ml"),
    ("มิลลิลิตร", Volume, "ml"),
    ("milimetar", Length, "mm"),
    ("milimetara", Length, "mm"),
    ("milimeter", Length, "mm"),
    ("milimetr", Length, "mm"),
    ("milimetra", Length, "mm"),
    ("milimetrai", Length, "mm"),
    ("milimetre", Length, "mm"),
    ("milimetri", Length, "mm"),
    ("milimetrov", Length, "mm"),
    ("milimetru", Length, "mm"),
    ("milimetrus", Length, "mm"),
    ("milimetry", Length, "mm"),
    ("milimetrów", Length, "mm"),
    ("milimetrů", Length, "mm"),
    ("milimetrų", Length, "mm"),
    ("milimetër", Length, "mm"),
    ("milimét", Length, "mm"),
    ("millimeeter", Length, "mm"),
    ("millimeetrit", Length, "mm"),
    ("millimetr", Length, "mm"),
    ("millimetriä", Length, "mm"),
    ("milliméter", Length, "mm"),
    ("milliméteres", Length, "mm"),
    ("millimétert", Length, "mm"),
    ("milliä", Length, "mm"),
    ("millímetra", Length, "mm"),
    ("millímetrar", Length, "mm"),
    ("χιλιοστά", Length, "mm"),
    ("χιλιοστό", Length, "mm"),
    ("χιλιοστόμετρα", Length, "mm"),
    ("χιλιοστών", Length, "mm"),
    ("милиметар", Length, "mm"),
    ("милиметара", Length, "mm"),
    ("милиметра", Length, "mm"),
    ("милиметри", Length, "mm"),
    ("милиметър", Length, "mm"),
    ("миллиметр", Length, "mm"),
    ("миллиметра", Length, "mm"),
    ("миллиметрах", Length, "mm"),
    ("миллиметров", Length, "mm"),
    ("мм", Length, "mm"),
    ("міліметр", Length, "mm"),
    ("міліметра", Length, "mm"),
    ("міліметраў", Length, "mm"),
    ("міліметри", Length, "mm"),
    ("міліметры", Length, "mm"),
    ("міліметрів", Length, "mm"),
    ("միլիմետր", Length, "mm"),
    ("մմ", Length, "mm"),
    ("מילימטר", Length, "mm"),
    ("מילימטרים", Length, "mm"),
    ("ملليمتر", Length, "mm"),
    ("ملم", Length, "mm"),
    ("مليمتر", Length, "mm"),
    ("مليمترات", Length, "mm"),
    ("ملیمیٹر", Length, "mm"),
    ("میلیمتر", Length, "mm"),
    ("मिमी", Length, "mm"),
    ("मिलीमीटर", Length, "mm"),
    ("মিমি", Length, "mm"),
    ("মিলিমিটার", Length, "mm"),
    ("มม", Length, "mm"),
    ("มิลลิเมตร", Length, "mm"),
    ("მილიმეტრი", Length, "mm"),
    ("მმ", Length, "mm"),
    ("milisekund", Time, "ms"),
    ("milisekundy", Time, "ms"),
    ("millisekuntia", Time, "ms"),
    ("миллисекунд", Time, "ms"),
    ("миллисекунда", Time, "ms"),
    ("миллисекундах", Time, "ms"),
    ("миллисекунды", Time, "ms"),
    ("мс", Time, "ms"),
    ("мілісекунд", Time, "ms"),
    ("мілісекунди", Time, "ms"),
    ("auns", Mass, "oz"),
    ("unces", Mass, "oz"),
    ("uncja", Mass, "oz"),
    ("uncji", Mass, "oz"),
    ("унции", Mass, "oz"),
    ("унций", Mass, "oz"),
    ("унция", Mass, "oz"),
    ("унцій", Mass, "oz"),
    ("унція", Mass, "oz"),
    ("унції", Mass, "oz"),
    ("أوقية", Mass, "oz"),
    ("أونصة", Mass, "oz"),
    ("detik", Time, "s"),
    ("dtk", Time, "s"),
    ("eiliad", Time, "s"),
    ("eiliadau", Time, "s"),
    ("giây", Time, "s"),
    ("másodperc", Time, "s"),
    ("másodpercet", Time, "s"),
    ("másodpercig", Time, "s"),
    ("saniye", Time, "s"),
    ("saniyelik", Time, "s"),
    ("saniyə", Time, "s"),
    ("seconde", Time, "s"),
    ("seconden", Time, "s"),
    ("secunde", Time, "s"),
    ("secundă", Time, "s"),
    ("segons", Time, "s"),
    ("sekonda", Time, "s"),
    ("sekonde", Time, "s"),
    ("sekondes", Time, "s"),
    ("sekondi", Time, "s"),
    ("sekondë", Time, "s"),
    ("sekund", Time, "s"),
    ("sekunda", Time, "s"),
    ("sekunde", Time, "s"),
    ("sekunder", Time, "s"),
    ("sekundes", Time, "s"),
    ("sekundi", Time, "s"),
    ("sekundit", Time, "s"),
    ("sekundy", Time, "s"),
    ("sekundēm", Time, "s"),
    ("sekundė", Time, "s"),
    ("sekundės", Time, "s"),
    ("sekundę", Time, "s"),
    ("sekundžių", Time, "s"),
    ("sekunnin", Time, "s"),
    ("sekunnissa", Time, "s"),
    ("sekunti", Time, "s"),
    ("sekuntia", Time, "s"),
    ("sekúnd", Time, "s"),
    ("sekúnda", Time, "s"),
    ("sekúndna", Time, "s"),
    ("sekúndum", Time, "s"),
    ("sekúndur", Time, "s"),
    ("shoicind", Time, "s"),
    ("soicind", Time, "s"),
    ("soniya", Time, "s"),
    ("δευτερολέπτων", Time, "s"),
    ("δευτερόλεπτα", Time, "s"),
    ("δευτερόλεπτο", Time, "s"),
    ("сек", Time, "s"),
    ("секунд", Time, "s"),
    ("секунда", Time, "s"),
    ("секундами", Time, "s"),
    ("секундах", Time, "s"),
    ("секунде", Time, "s"),
    ("секунди", Time, "s"),
    ("секунду", Time, "s"),
    ("секунды", Time, "s"),
    ("сония", Time, "s"),
    ("վայրկյան", Time, "s"),
    ("վրկ", Time, "s"),
    ("שניה", Time, "s"),
    ("שניות", Time, "s"),
    ("שנייה", Time, "s"),
    ("ثانية", Time, "s"),
    ("ثانیه", Time, "s"),
    ("ثوان", Time, "s"),
    ("ثواني", Time, "s"),
    ("ثوانٍ", Time, "s"),
    ("سیکنڈ", Time, "s"),
    ("سیکنڈز", Time, "s"),
    ("सेकंड", Time, "s"),
    ("सेकंद", Time, "s"),
    ("सेकेंड", Time, "s"),
    ("ಸೆಕೆಂಡು", Time, "s"),
    ("ಸೆಕೆಂಡುಗಳು", Time, "s"),
    ("วินาที", Time, "s"),
    ("ວິນາທີ", Time, "s"),
    ("წამი", Time, "s"),
    ("წამის", Time, "s"),
    ("წამში", Time, "s"),
    ("ሰከንድ", Time, "s"),
    ("វិនាទី", Time, "s"),
    ("hafta", Time, "w"),
    ("haftalık", Time, "w"),
    ("hetet", Time, "w"),
    ("hét", Time, "w"),
    ("hétig", Time, "w"),
    ("həftə", Time, "w"),
    ("javë", Time, "w"),
    ("linggo", Time, "w"),
    ("minggu", Time, "w"),
    ("nedelja", Time, "w"),
    ("nedelje", Time, "w"),
    ("nedēļa", Time, "w"),
    ("nedēļas", Time, "w"),
    ("nedēļām", Time, "w"),
    ("nädal", Time, "w"),
    ("nädalat", Time, "w"),
    ("savaitė", Time, "w"),
    ("savaitės", Time, "w"),
    ("savaičių", Time, "w"),
    ("seachtain", Time, "w"),
    ("seachtaine", Time, "w"),
    ("sedmica", Time, "w"),
    ("sedmice", Time, "w"),
    ("semana", Time, "w"),
    ("semanas", Time, "w"),
    ("setmana", Time, "w"),
    ("setmanes", Time, "w"),
    ("sheachtain", Time, "w"),
    ("săptămâni", Time, "w"),
    ("săptămână", Time, "w"),
    ("teden", Time, "w"),
    ("tedna", Time, "w"),
    ("tedne", Time, "w"),
    ("tednov", Time, "w"),
    ("tjedan", Time, "w"),
    ("tjedana", Time, "w"),
    ("tjedna", Time, "w"),
    ("tuần", Time, "w"),
    ("tydzień", Time, "w"),
    ("tygodni", Time, "w"),
    ("tygodnia", Time, "w"),
    ("tygodnie", Time, "w"),
    ("týden", Time, "w"),
    ("týdnech", Time, "w"),
    ("týdny", Time, "w"),
    ("týdnů", Time, "w"),
    ("týždeň", Time, "w"),
    ("týždne", Time, "w"),
    ("týždňov", Time, "w"),
    ("uge", Time, "w"),
    ("uger", Time, "w"),
    ("uke", Time, "w"),
    ("uker", Time, "w"),
    ("vecka", Time, "w"),
    ("veckor", Time, "w"),
    ("veke", Time, "w"),
    ("veker", Time, "w"),
    ("viikko", Time, "w"),
    ("viikkoa", Time, "w"),
    ("viikon", Time, "w"),
    ("viikossa", Time, "w"),
    ("vika", Time, "w"),
    ("vikna", Time, "w"),
    ("vikum", Time, "w"),
    ("vikur", Time, "w"),
    ("weke", Time, "w"),
    ("weken", Time, "w"),
    ("wythnos", Time, "w"),
    ("wythnosau", Time, "w"),
    ("ġimgħa", Time, "w"),
    ("ġimgħat", Time, "w"),
    ("εβδομάδα", Time, "w"),
    ("εβδομάδες", Time, "w"),
    ("εβδομάδων", Time, "w"),
    ("апта", Time, "w"),
    ("недела", Time, "w"),
    ("недели", Time, "w"),
    ("недель", Time, "w"),
    ("неделю", Time, "w"),
    ("неделя", Time, "w"),
    ("неделях", Time, "w"),
    ("недеља", Time, "w"),
    ("недеље", Time, "w"),
    ("седмица", Time, "w"),
    ("седмице", Time, "w"),
    ("седмици", Time, "w"),
    ("тиждень", Time, "w"),
    ("тижні", Time, "w"),
    ("тижнів", Time, "w"),
    ("тыдзень", Time, "w"),
    ("тыдняў", Time, "w"),
    ("тыдні", Time, "w"),
    ("ҳафта", Time, "w"),
    ("շաբաթ", Time, "w"),
    ("շաբաթվա", Time, "w"),
    ("שבוע", Time, "w"),
    ("שבועות", Time, "w"),
    ("أسابيع", Time, "w"),
    ("أسبوع", Time, "w"),
    ("أسبوعا", Time, "w"),
    ("هفته", Time, "w"),
    ("ہفتوں", Time, "w"),
    ("ہفتے", Time, "w"),
    ("आठवडा", Time, "w"),
    ("आठवडे", Time, "w"),
    ("ਹਫਤੇ", Time, "w"),
    ("અઠવાડિયા", Time, "w"),
    ("અઠવાડિયું", Time, "w"),
    ("వారం", Time, "w"),
    ("వారాలు", Time, "w"),
    ("ವಾರಗಳು", Time, "w"),
    ("සති", Time, "w"),
    ("ອາທິດ", Time, "w"),
    ("კვირა", Time, "w"),
    ("კვირაში", Time, "w"),
    ("კვირის", Time, "w"),
    ("ሳምንታት", Time, "w"),
    ("ሳምንት", Time, "w"),
    ("ярд", Length, "yd"),
    ("ярда", Length, "yd"),
    ("ярдов", Length, "yd"),
];

/// [`WORLD`] sorted by spelling, for a binary search.
fn world() -> &'static [(&'static str, Dimension, &'static str)] {
    static SORTED: std::sync::OnceLock<Vec<(&str, Dimension, &str)>> = std::sync::OnceLock::new();
    SORTED.get_or_init(|| {
        let mut sorted = WORLD.to_vec();
        sorted.sort_unstable_by_key(|&(s, _, _)| s);
        sorted
    })
}

fn lookup(word: &str) -> Option<Unit> {
    declared(&word.to_lowercase())
}

/// The unit of [`SPELLINGS`] and [`MORE`] spelled `lower` (lowercase).
fn declared(lower: &str) -> Option<Unit> {
    SPELLINGS
        .iter()
        .chain(&MORE)
        .find(|(spelling, _, _)| *spelling == lower)
        .map(|&(_, dimension, name)| Unit { dimension, name })
}

/// The unit a field's name ends in (`distance_km`, `weightKg`, `duration-minutes`,
/// `temperature_c`): its last part, split at `_`, `-`, a space or a change to capitals, when
/// more than one part names it. A one-letter part is a unit only in a temperature's name
/// (`temp_c`, `temperature_f`).
pub(crate) fn of_key(key: &str) -> Option<Unit> {
    let parts = key_parts(key);
    if parts.len() < 2 {
        return None;
    }
    let last = parts.last()?.to_lowercase();
    let temperature = || parts.iter().any(|p| p.to_lowercase().starts_with("temp"));
    match last.as_str() {
        "c" if temperature() => lookup("celsius"),
        "f" if temperature() => lookup("fahrenheit"),
        "k" if temperature() => lookup("kelvin"),
        _ if last.chars().count() < 2 => None,
        _ => lookup(&last),
    }
}

/// The unit a word names (`cm`, `°C`, `Minuten`), as [`of_key`] and [`after_number`] read
/// units.
pub(crate) fn named(word: &str) -> Option<Unit> {
    if word.is_empty() {
        return None;
    }
    let word = word.to_lowercase();
    declared(&word).or_else(|| {
        let world = world();
        let n = world
            .binary_search_by_key(&word.as_str(), |&(s, _, _)| s)
            .ok()?;
        let (_, dimension, name) = world[n];
        Some(Unit { dimension, name })
    })
}

/// The currencies read by their ISO 4217 codes: in a field's name (`price_usd`, `amountEur`)
/// and beside an amount (`CHF 1'299.50`).
pub(crate) const CURRENCY_CODES: [&str; 37] = [
    "USD", "EUR", "GBP", "JPY", "CNY", "INR", "KRW", "RUB", "TRY", "ILS", "PHP", "THB", "UAH",
    "NGN", "BRL", "PLN", "CZK", "HUF", "SEK", "NOK", "DKK", "CHF", "CAD", "AUD", "NZD", "HKD",
    "SGD", "MXN", "ZAR", "ISK", "BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND",
];

/// The currency a field's name ends in (`price_jpy`, `totalEUR`), as an ISO 4217 code, when
/// more than one part names it.
pub(crate) fn currency_of_key(key: &str) -> Option<&'static str> {
    let parts = key_parts(key);
    let last = parts.last().filter(|_| parts.len() > 1)?.to_uppercase();
    CURRENCY_CODES.iter().find(|c| **c == last).copied()
}

/// Whether a field's name says its number is a percent (`vat_percent`, `rabattProzent`).
pub(crate) fn says_percent(key: &str) -> bool {
    let key = key.to_ascii_lowercase();
    ["percent", "pct", "prozent", "porcent", "pourcent"]
        .iter()
        .any(|p| key.contains(p))
}

/// A field's name in parts ([`crate::schema::shape::key_parts`]).
pub(crate) use crate::schema::shape::key_parts;

/// The units `text` writes right after the number `number` (as [`same_number`] compares
/// numbers): each place the number stands as a whole number in the text, followed by at most
/// one space and a unit (`5 miles`, `250g`, `5 km/h`, `30 °C`).
pub(crate) fn after_number<'t>(
    text: &'t str,
    same_number: impl Fn(&str) -> bool + 't,
) -> impl Iterator<Item = Unit> + 't {
    let mut numbers = number_spans(text);
    std::iter::from_fn(move || {
        for std::ops::Range { start, end } in numbers.by_ref() {
            if !same_number(&text[start..end]) {
                continue;
            }
            let unit = unit_after(&text[end..]);
            if unit.is_some() {
                return unit;
            }
        }
        None
    })
}

/// The numbers `text` writes in `unit` (`8 km` for kilometres, `250g` for grams), as written.
pub(crate) fn numbers_in(text: &str, unit: Unit) -> impl Iterator<Item = &str> + '_ {
    number_spans(text)
        .filter(move |range| unit_after(&text[range.end..]) == Some(unit))
        .map(|range| &text[range])
}

/// The unit written at the start of `rest`, the text right after a number: at most one
/// space, then a unit's word.
fn unit_after(rest: &str) -> Option<Unit> {
    let rest = rest
        .strip_prefix(' ')
        .or_else(|| rest.strip_prefix('\u{a0}'))
        .unwrap_or(rest);
    // The word: letters (`°` and `/` within), in one script: a unit of an alphabet right
    // before Japanese (`5milesでした`, `5óraでした`, `5граммовでした`) ends where the script does.
    let latin = rest.starts_with(|c: char| c < '\u{2e80}');
    let word_end = rest
        .char_indices()
        .find(|&(_, c)| {
            !(c.is_alphabetic() || matches!(c, '°' | '/'))
                || latin && !(c.is_ascii() || c == '°' || c.is_alphabetic() && c < '\u{2e80}')
        })
        .map_or(rest.len(), |(i, _)| i);
    let word = rest[..word_end].trim_end_matches('/');
    // A word of a script without spaces runs on into the sentence (`5公里的路`,
    // `5กิโลเมตรครับ`): its longest spelling that starts it. (Only there: in a spaced script
    // a unit's beginning starts other words, `см` `смертей`.)
    named(word).or_else(|| {
        word.chars().next().filter(|&c| super::words::unspaced(c))?;
        SPELLINGS
            .iter()
            .chain(&MORE)
            .chain(world())
            .filter(|(s, _, _)| {
                s.chars().next().is_some_and(super::words::unspaced) && word.starts_with(s)
            })
            .max_by_key(|(s, _, _)| s.len())
            .map(|&(_, dimension, name)| Unit { dimension, name })
    })
}

/// The names of a person's age as a field's, in the languages the engine reads (`age`,
/// `patient_age`, `edad`, `Alter`, `年龄`, `나이`).
const AGE_KEYS: [&str; 13] = [
    "age",
    "ages",
    "âge",
    "alter",
    "edad",
    "idade",
    "età",
    "leeftijd",
    "ålder",
    "возраст",
    "年龄",
    "年齢",
    "나이",
];

/// How prose writes a person's age right after the number, in words that name nothing
/// else (`34 years old`, `34-year-old`, `34 Jahre alt`, `34岁`, `34歳`, `34살`); not `ans` or
/// `años`, which count any years (`depuis 10 ans`, `hace 10 años`).
const AGE_WORDS: [&str; 10] = [
    " years old",
    "-year-old",
    " years of age",
    " year old",
    " jahre alt",
    " jaar oud",
    "岁",
    "歳",
    "살",
    "세",
];

/// Whether a field's name names a person's age ([`AGE_KEYS`], one of its parts: `age`,
/// `patient_age`, `ageYears`).
pub(crate) fn is_age_key(key: &str) -> bool {
    key_parts(key)
        .iter()
        .any(|part| AGE_KEYS.contains(&part.to_lowercase().as_str()))
}

/// The ages `text` writes ([`AGE_WORDS`] after the number), as written.
pub(crate) fn ages_in(text: &str) -> impl Iterator<Item = &str> + '_ {
    number_spans(text)
        .filter(move |range| {
            let rest = &text[range.end..];
            AGE_WORDS.iter().any(|word| {
                rest.get(..word.len())
                    .is_some_and(|head| head.eq_ignore_ascii_case(word))
            })
        })
        .map(|range| &text[range])
}

/// Where `text` (its digits ASCII ones) writes a count: a whole number right before the
/// word of what it counts (`14 boxes`, `4 kamers`, `48টি`, `3星`). Not a year (`in 2023
/// sales`), a measure (`5 km`, [`unit_after`]), a time of day (`3 pm`, `3 点`), an estimate
/// or a bound (`about 40 people`, `ponad 20 osób`), an ordinal or a label glued to a Latin
/// letter (`5th`, `v2`), a name's label (`Reviewer 2 wrote`), a share (`40 %`), an amount after its sign (`$5`), a number inside
/// a code or a date (`A-12`, `12/05`), nor a decimal. (An amount or a scale written after
/// the number, `250 dollars`, `800 thousand`, is the parse stage's to tell.)
pub(crate) fn counts_in(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    number_spans(text).filter(move |range| {
        let number = &text[range.clone()];
        let (before, rest) = (&text[..range.start], &text[range.end..]);
        let year = is_year(number);
        if number.contains('.') || year {
            return false;
        }
        if before.chars().next_back().is_some_and(|c| {
            c.is_ascii_alphanumeric()
                || matches!(
                    c,
                    '#' | '$' | '€' | '£' | '¥' | '₹' | '-' | '/' | ':' | '+' | '.' | '_'
                )
                || c.is_alphabetic() && !super::words::unspaced(c)
        }) {
            return false;
        }
        let word = match rest
            .strip_prefix(' ')
            .or_else(|| rest.strip_prefix('\u{a0}'))
        {
            // A word of three letters or more: a noun, not a preposition (`3 in total`, `5
            // of them`).
            Some(word) if word.chars().take_while(|c| c.is_alphabetic()).count() >= 3 => word,
            Some(_) => return false,
            // Glued: only a letter of another script than Latin (`48টি`, `3星`).
            None if rest.starts_with(|c: char| c.is_alphabetic() && !c.is_ascii()) => rest,
            None => return false,
        };
        word.starts_with(char::is_alphabetic)
            && unit_after(rest).is_none()
            && super::clock::read(&text.as_bytes()[range.start..]).is_none()
            && !super::clock::hour_after(rest)
            && !after_name(before)
            && !super::qualifiers::qualified(before, rest)
    })
}

/// Where `text` (its digits ASCII ones) ends a sentence with a whole number, the only number
/// of its sentence, after words of its own (`The answer is 12.`, `ຈຳນວນທັງໝົດແມ່ນ 6.`,
/// `Η απάντηση είναι 7`): what the sentence states is that number. Not a year, a label after
/// a name (`See Table 3.`), an amount after its sign, a number glued to a Latin letter or
/// mark (`v2`, `#4`), nor one a word qualifies (`about 40.`).
pub(crate) fn closing_numbers(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    const ENDS: [char; 9] = ['.', '!', '?', '\n', '。', '！', '？', '।', '۔'];
    number_spans(text).filter(move |range| {
        let number = &text[range.clone()];
        let (before, rest) = (&text[..range.start], &text[range.end..]);
        let year = is_year(number);
        if number.contains(['.', ',']) || year {
            return false;
        }
        // Nothing after it in its sentence but the sentence's end.
        // (A space may come before the mark, as French writes `!` and `?`.)
        let line = rest.split('\n').next().unwrap_or("").trim_start();
        let closing = line.trim_start_matches(['.', '!', '?', '。', '！', '？', '।', '۔', '*']);
        if closing.len() == line.len() && !line.is_empty()
            || !closing.is_empty() && !closing.starts_with(char::is_whitespace)
        {
            return false;
        }
        // Its sentence: from the last end before it.
        let start = before.rfind(ENDS).map_or(0, |at| {
            at + before[at..].chars().next().map_or(1, char::len_utf8)
        });
        let sentence = &before[start..];
        if number_spans(sentence).next().is_some() {
            return false;
        }
        // After a word of its own and a space, or glued to a script that writes no spaces.
        let glued = sentence
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphabetic() && super::words::unspaced(c));
        let after_words = if glued {
            sentence.chars().count() >= 4
        } else {
            sentence.ends_with(' ') && sentence.split_whitespace().next().is_some()
        };
        after_words
            && !before
                .trim_end()
                .ends_with(['#', '$', '€', '£', '¥', '₹', '-', '/', '+', '_'])
            && !after_name(before)
            && !super::qualifiers::qualified(before, rest)
    })
}

/// Whether a whole number as written is a year of the last centuries or the next (`1800` to
/// `2199`): a date's part, not a count or an answer.
fn is_year(number: &str) -> bool {
    number.len() == 4 && ("1800".."2200").contains(&number)
}

/// Nouns that name a number written right after them as a label in a series (`code 400`,
/// `HTTP 404`, `line 12`, `room 4`, `Seite 3`, `代码 400`): the number names a thing, it
/// counts nothing. Lowercase.
const LABEL_NOUNS: [&str; 110] = [
    "code",
    "error",
    "http",
    "status",
    "line",
    "page",
    "room",
    "step",
    "chapter",
    "section",
    "version",
    "ticket",
    "issue",
    "build",
    "port",
    "pid",
    "gate",
    "platform",
    "seat",
    "flight",
    "row",
    "level",
    "phase",
    "round",
    "exit",
    "route",
    "track",
    "episode",
    "season",
    "volume",
    "código",
    "codigo",
    "línea",
    "linea",
    "página",
    "pagina",
    "versión",
    "paso",
    "zeile",
    "seite",
    "raum",
    "zimmer",
    "fehlercode",
    "ligne",
    "salle",
    "étape",
    "erreur",
    "riga",
    "errore",
    "代码",
    "错误",
    "エラー",
    // Things a document numbers (`Table 3`, `Reviewer 2`, `Question 5`).
    "table",
    "figure",
    "fig",
    "reviewer",
    "question",
    "item",
    "option",
    "appendix",
    "article",
    "exercise",
    "participant",
    "patient",
    "tabelle",
    "abbildung",
    "tableau",
    "tabla",
    "figura",
    "tabela",
    "таблица",
    "рисунок",
    // Error and code in other languages and scripts (`Fehler 503`, `Khalad 503`, `오류 503`).
    "fehler",
    "erro",
    "hata",
    "hatası",
    "ошибка",
    "помилка",
    "грешка",
    "błąd",
    "chyba",
    "hiba",
    "eroare",
    "fout",
    "virhe",
    "fel",
    "feil",
    "fejl",
    "villa",
    "σφάλμα",
    "kesalahan",
    "ralat",
    "lỗi",
    "khalad",
    "kosa",
    "hitilafu",
    "خطأ",
    "שגיאה",
    "त्रुटि",
    "오류",
    "에러",
    "錯誤",
    "kod",
    "код",
    "kód",
    "kode",
    "koodi",
    "κωδικός",
    "코드",
    "コード",
];

/// The noun of [`LABEL_NOUNS`] right before a number written after `before` (at most a space
/// between), lowercase: the number is that noun's label.
pub(crate) fn named_by(before: &str) -> Option<&'static str> {
    let b = before.strip_suffix([' ', '\u{a0}']).unwrap_or(before);
    let start = b
        .rfind(|c: char| !c.is_alphabetic())
        .map_or(0, |i| i + b[i..].chars().next().map_or(1, char::len_utf8));
    let word = &b[start..];
    if word.is_empty() || word.len() > 40 {
        return None;
    }
    let lower = word.to_lowercase();
    // Chinese and Japanese write the noun against the words before it (`格式无效代码`).
    LABEL_NOUNS
        .iter()
        .find(|n| lower == **n || !n.is_ascii() && lower.ends_with(**n))
        .copied()
}

/// Whether `before`, the text right before a number, ends with a word that opens with a
/// capital and a space, inside its sentence: the number is a name's label (`as Reviewer 2
/// wrote`, `in Table 3`), not a count. A sentence's first word has its capital from its place
/// alone (`Toplam 42 adet sipariş var.`, `Есть 42 заказа.`): it names only as a noun that
/// labels ([`LABEL_NOUNS`]: `Reviewer 2 wrote`, `Table 3 shows`).
fn after_name(before: &str) -> bool {
    let Some(before) = before.strip_suffix(' ') else {
        return false;
    };
    let word = before.rsplit(char::is_whitespace).next().unwrap_or("");
    let opens_sentence = before[..before.len() - word.len()]
        .trim_end()
        .chars()
        .next_back()
        .is_none_or(|c| !(c.is_alphanumeric() || matches!(c, ',' | ';' | '(' | '，' | '、')));
    word.starts_with(char::is_uppercase)
        && word.chars().all(char::is_alphabetic)
        && (!opens_sentence || named_by(before).is_some())
}

/// Where `text` writes a number in digits, each a whole: digits with `.` or `,` between them
/// (`5`, `1,299.00`), or groups of three after a space, a no-break space or an apostrophe
/// that group thousands (`15 000`, `1 299,00`, `1'299.50`), not a part of a longer run of
/// digits and marks.
pub(crate) fn number_spans(text: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let b = text.as_bytes();
    let mut at = 0;
    let marked = |end: usize| {
        let mut end = end;
        while end < b.len()
            && (b[end].is_ascii_digit()
                || matches!(b[end], b'.' | b',') && b.get(end + 1).is_some_and(u8::is_ascii_digit))
        {
            end += 1;
        }
        end
    };
    std::iter::from_fn(move || {
        while at < b.len() {
            let start = at;
            if !b[at].is_ascii_digit() || start > 0 && is_number_byte(b[start - 1]) {
                at += 1;
                continue;
            }
            let mut end = marked(start);
            // A first group of one to three digits, then groups of three apart.
            if end - start <= 3 && b[start..end].iter().all(u8::is_ascii_digit) {
                let mut grouped = end;
                while let Some(gap) = thousands_gap(&b[grouped..]) {
                    let group = grouped + gap;
                    let three = b
                        .get(group..group + 3)
                        .is_some_and(|g| g.iter().all(u8::is_ascii_digit));
                    if !three || b.get(group + 3).is_some_and(u8::is_ascii_digit) {
                        break;
                    }
                    grouped = group + 3;
                }
                if grouped > end {
                    end = marked(grouped);
                }
            }
            at = end;
            return Some(start..end);
        }
        None
    })
}

/// The length of the mark that `b` opens with, when it is one that groups thousands in
/// prose: a space, an apostrophe, a no-break or a narrow no-break space, a thin space.
fn thousands_gap(b: &[u8]) -> Option<usize> {
    match b {
        [b' ' | b'\'', ..] => Some(1),
        [0xC2, 0xA0, ..] => Some(2),
        [0xE2, 0x80, 0xAF | 0x89, ..] => Some(3),
        _ => None,
    }
}

fn is_number_byte(c: u8) -> bool {
    c.is_ascii_digit() || matches!(c, b'.' | b',')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_names_its_unit_in_its_last_part() {
        for (key, unit) in [
            ("distance_km", Some("km")),
            ("weightKg", Some("kg")),
            ("duration-minutes", Some("min")),
            ("temperature_c", Some("c")),
            ("temp_f", Some("f")),
            ("size_c", None),
            ("km", None),
            ("price", None),
            ("runtime_hours", Some("h")),
        ] {
            assert_eq!(of_key(key).map(|u| u.name), unit, "{key}");
        }
    }

    #[test]
    fn a_number_in_prose_gives_its_unit() {
        let units = |text: &str, n: &str| -> Vec<&str> {
            after_number(text, |s| s == n).map(|u| u.name).collect()
        };
        assert_eq!(units("The run is 5 miles long.", "5"), ["mi"]);
        assert_eq!(units("about 250 g (0.25 kg)", "250"), ["g"]);
        assert_eq!(units("about 250 g (0.25 kg)", "0.25"), ["kg"]);
        assert_eq!(units("15 or 150 km", "15"), Vec::<&str>::new());
        assert_eq!(units("全程5公里的路", "5"), ["km"]);
        assert_eq!(units("It took 90 Minuten.", "90"), ["min"]);
    }
}
