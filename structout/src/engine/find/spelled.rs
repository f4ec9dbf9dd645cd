//! Numbers written in words: the English ones a value may be written in (`forty-two`, `three
//! hundred and five`), and the words of about thirty other languages for the numbers up to
//! ninety-nine (`шесть`, `vingt`, `treinta y siete`), read where prose states a number in
//! words that a check of the prose reads in digits ([`as_digits`]).

/// The kinds of number words ([`WORDS`]): `one` (read in another language only inside a
/// compound: alone it is an article), a unit (English `zero` too), a number from ten to
/// nineteen, a ten, an English scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    One,
    Unit,
    Teen,
    Ten,
    Scale,
}

/// The number words, lowercase and sorted (bytewise), each with its value, kind, and whether
/// it is English: English's every word, and other languages' words up to ninety-nine written
/// as one word, Germanic, Romance, Slavic, Baltic, Finnic, Hungarian, Turkish, Greek and
/// Albanian ones. A word that is also a common word of another language is left out (`sei`,
/// `due`, `otto`, `neuf`, `tio`, `ni`, `ti`, `on`, `fire`, `pet`, `sex`, `hat`, `yedi`, `once`,
/// `onze`, `doce`, `tyve`, `nouă`), as are words whose tens multiply (`dua puluh`): a word
/// not read leaves the prose as it was.
const WORDS: [(&str, u32, Kind, bool); 459] = [
    ("acht", 8, Kind::Unit, false),
    ("achttien", 18, Kind::Teen, false),
    ("achtzehn", 18, Kind::Teen, false),
    ("achtzig", 80, Kind::Ten, false),
    ("altmış", 60, Kind::Ten, false),
    ("astoņi", 8, Kind::Unit, false),
    ("aštuoni", 8, Kind::Unit, false),
    ("beş", 5, Kind::Unit, false),
    ("billion", 1000000000, Kind::Scale, true),
    ("bir", 1, Kind::One, false),
    ("catorce", 14, Kind::Teen, false),
    ("catorze", 14, Kind::Teen, false),
    ("cinc", 5, Kind::Unit, false),
    ("cinci", 5, Kind::Unit, false),
    ("cincizeci", 50, Kind::Ten, false),
    ("cinco", 5, Kind::Unit, false),
    ("cincuenta", 50, Kind::Ten, false),
    ("cinq", 5, Kind::Unit, false),
    ("cinquanta", 50, Kind::Ten, false),
    ("cinquante", 50, Kind::Ten, false),
    ("cinque", 5, Kind::Unit, false),
    ("cinquenta", 50, Kind::Ten, false),
    ("cuarenta", 40, Kind::Ten, false),
    ("cuatro", 4, Kind::Unit, false),
    ("czterdzieści", 40, Kind::Ten, false),
    ("czternaście", 14, Kind::Teen, false),
    ("cztery", 4, Kind::Unit, false),
    ("dertien", 13, Kind::Teen, false),
    ("dertig", 30, Kind::Ten, false),
    ("desať", 10, Kind::Teen, false),
    ("deset", 10, Kind::Teen, false),
    ("desmit", 10, Kind::Teen, false),
    ("deux", 2, Kind::Unit, false),
    ("devadesát", 90, Kind::Ten, false),
    ("devet", 9, Kind::Unit, false),
    ("deviņi", 9, Kind::Unit, false),
    ("devyni", 9, Kind::Unit, false),
    ("deväť", 9, Kind::Unit, false),
    ("devět", 9, Kind::Unit, false),
    ("dez", 10, Kind::Teen, false),
    ("dezanove", 19, Kind::Teen, false),
    ("dezasseis", 16, Kind::Teen, false),
    ("dezassete", 17, Kind::Teen, false),
    ("dezenove", 19, Kind::Teen, false),
    ("dezesseis", 16, Kind::Teen, false),
    ("dezessete", 17, Kind::Teen, false),
    ("dezoito", 18, Kind::Teen, false),
    ("dešimt", 10, Kind::Teen, false),
    ("dhjetë", 10, Kind::Teen, false),
    ("dhá", 2, Kind::Unit, false),
    ("diciannove", 19, Kind::Teen, false),
    ("diciassette", 17, Kind::Teen, false),
    ("diciotto", 18, Kind::Teen, false),
    ("dieci", 10, Kind::Teen, false),
    ("diecinueve", 19, Kind::Teen, false),
    ("dieciocho", 18, Kind::Teen, false),
    ("diecisiete", 17, Kind::Teen, false),
    ("dieciséis", 16, Kind::Teen, false),
    ("diez", 10, Kind::Teen, false),
    ("divi", 2, Kind::Unit, false),
    ("dix", 10, Kind::Teen, false),
    ("dodici", 12, Kind::Teen, false),
    ("doi", 2, Kind::Unit, false),
    ("dois", 2, Kind::Unit, false),
    ("doksan", 90, Kind::Ten, false),
    ("dokuz", 9, Kind::Unit, false),
    ("dos", 2, Kind::Unit, false),
    ("douze", 12, Kind::Teen, false),
    ("două", 2, Kind::Unit, false),
    ("douăzeci", 20, Kind::Ten, false),
    ("drei", 3, Kind::Unit, false),
    ("dreissig", 30, Kind::Ten, false),
    ("dreizehn", 13, Kind::Teen, false),
    ("dreißig", 30, Kind::Ten, false),
    ("drie", 3, Kind::Unit, false),
    ("duas", 2, Kind::Unit, false),
    ("dva", 2, Kind::Unit, false),
    ("dvacet", 20, Kind::Ten, false),
    ("dve", 2, Kind::Unit, false),
    ("dvě", 2, Kind::Unit, false),
    ("dwa", 2, Kind::Unit, false),
    ("dwadzieścia", 20, Kind::Ten, false),
    ("dwanaście", 12, Kind::Teen, false),
    ("dwie", 2, Kind::Unit, false),
    ("dy", 2, Kind::Unit, false),
    ("dziesięć", 10, Kind::Teen, false),
    ("dziewiętnaście", 19, Kind::Teen, false),
    ("dziewięć", 9, Kind::Unit, false),
    ("dziewięćdziesiąt", 90, Kind::Ten, false),
    ("dört", 4, Kind::Unit, false),
    ("een", 1, Kind::One, false),
    ("egy", 1, Kind::One, false),
    ("eight", 8, Kind::Unit, true),
    ("eighteen", 18, Kind::Teen, true),
    ("eighty", 80, Kind::Ten, true),
    ("ein", 1, Kind::One, false),
    ("eine", 1, Kind::One, false),
    ("eins", 1, Kind::One, false),
    ("eleven", 11, Kind::Teen, true),
    ("elf", 11, Kind::Teen, false),
    ("elleve", 11, Kind::Teen, false),
    ("elli", 50, Kind::Ten, false),
    ("elva", 11, Kind::Teen, false),
    ("en", 1, Kind::One, false),
    ("ett", 1, Kind::One, false),
    ("fem", 5, Kind::Unit, false),
    ("femti", 50, Kind::Ten, false),
    ("femtio", 50, Kind::Ten, false),
    ("fifteen", 15, Kind::Teen, true),
    ("fifty", 50, Kind::Ten, true),
    ("fimm", 5, Kind::Unit, false),
    ("five", 5, Kind::Unit, true),
    ("fjórir", 4, Kind::Unit, false),
    ("forty", 40, Kind::Ten, true),
    ("four", 4, Kind::Unit, true),
    ("fourteen", 14, Kind::Teen, true),
    ("fyra", 4, Kind::Unit, false),
    ("fyrtio", 40, Kind::Ten, false),
    ("førti", 40, Kind::Ten, false),
    ("fünf", 5, Kind::Unit, false),
    ("fünfzehn", 15, Kind::Teen, false),
    ("fünfzig", 50, Kind::Ten, false),
    ("gjashtë", 6, Kind::Unit, false),
    ("harminc", 30, Kind::Ten, false),
    ("hatvan", 60, Kind::Ten, false),
    ("hetven", 70, Kind::Ten, false),
    ("huit", 8, Kind::Unit, false),
    ("hundred", 100, Kind::Scale, true),
    ("három", 3, Kind::Unit, false),
    ("húsz", 20, Kind::Ten, false),
    ("iki", 2, Kind::Unit, false),
    ("jeden", 1, Kind::One, false),
    ("jedenaście", 11, Kind::Teen, false),
    ("jedna", 1, Kind::One, false),
    ("jedno", 1, Kind::One, false),
    ("kahdeksan", 8, Kind::Unit, false),
    ("kaheksa", 8, Kind::Unit, false),
    ("kaks", 2, Kind::Unit, false),
    ("kaksi", 2, Kind::Unit, false),
    ("katër", 4, Kind::Unit, false),
    ("kettő", 2, Kind::Unit, false),
    ("keturi", 4, Kind::Unit, false),
    ("kilenc", 9, Kind::Unit, false),
    ("kilencven", 90, Kind::Ten, false),
    ("kolm", 3, Kind::Unit, false),
    ("kolme", 3, Kind::Unit, false),
    ("kuus", 6, Kind::Unit, false),
    ("kuusi", 6, Kind::Unit, false),
    ("kymmenen", 10, Kind::Teen, false),
    ("két", 2, Kind::Unit, false),
    ("kümme", 10, Kind::Teen, false),
    ("kırk", 40, Kind::Ten, false),
    ("million", 1000000, Kind::Scale, true),
    ("negen", 9, Kind::Unit, false),
    ("negentien", 19, Kind::Teen, false),
    ("negentig", 90, Kind::Ten, false),
    ("negyven", 40, Kind::Ten, false),
    ("neli", 4, Kind::Unit, false),
    ("neljä", 4, Kind::Unit, false),
    ("neun", 9, Kind::Unit, false),
    ("neunzehn", 19, Kind::Teen, false),
    ("neunzig", 90, Kind::Ten, false),
    ("nine", 9, Kind::Unit, true),
    ("nineteen", 19, Kind::Teen, true),
    ("ninety", 90, Kind::Ten, true),
    ("nitti", 90, Kind::Ten, false),
    ("nittio", 90, Kind::Ten, false),
    ("një", 1, Kind::One, false),
    ("novanta", 90, Kind::Ten, false),
    ("nove", 9, Kind::Unit, false),
    ("noventa", 90, Kind::Ten, false),
    ("nueve", 9, Kind::Unit, false),
    ("nyolc", 8, Kind::Unit, false),
    ("nyolcvan", 80, Kind::Ten, false),
    ("négy", 4, Kind::Unit, false),
    ("nëntë", 9, Kind::Unit, false),
    ("níu", 9, Kind::Unit, false),
    ("ochenta", 80, Kind::Ten, false),
    ("ocho", 8, Kind::Unit, false),
    ("oitenta", 80, Kind::Ten, false),
    ("oito", 8, Kind::Unit, false),
    ("one", 1, Kind::One, true),
    ("osam", 8, Kind::Unit, false),
    ("osem", 8, Kind::Unit, false),
    ("osiem", 8, Kind::Unit, false),
    ("osiemdziesiąt", 80, Kind::Ten, false),
    ("osiemnaście", 18, Kind::Teen, false),
    ("osm", 8, Kind::Unit, false),
    ("osmdesát", 80, Kind::Ten, false),
    ("ottanta", 80, Kind::Ten, false),
    ("otte", 8, Kind::Unit, false),
    ("otuz", 30, Kind::Ten, false),
    ("padesát", 50, Kind::Ten, false),
    ("patru", 4, Kind::Unit, false),
    ("patruzeci", 40, Kind::Ten, false),
    ("penki", 5, Kind::Unit, false),
    ("pesë", 5, Kind::Unit, false),
    ("pieci", 5, Kind::Unit, false),
    ("piętnaście", 15, Kind::Teen, false),
    ("pięć", 5, Kind::Unit, false),
    ("pięćdziesiąt", 50, Kind::Ten, false),
    ("päť", 5, Kind::Unit, false),
    ("pět", 5, Kind::Unit, false),
    ("quaranta", 40, Kind::Ten, false),
    ("quarante", 40, Kind::Ten, false),
    ("quarenta", 40, Kind::Ten, false),
    ("quatorze", 14, Kind::Teen, false),
    ("quatre", 4, Kind::Unit, false),
    ("quatro", 4, Kind::Unit, false),
    ("quattordici", 14, Kind::Teen, false),
    ("quattro", 4, Kind::Unit, false),
    ("quince", 15, Kind::Teen, false),
    ("quindici", 15, Kind::Teen, false),
    ("quinze", 15, Kind::Teen, false),
    ("sechs", 6, Kind::Unit, false),
    ("sechzehn", 16, Kind::Teen, false),
    ("sechzig", 60, Kind::Ten, false),
    ("sedam", 7, Kind::Unit, false),
    ("sedem", 7, Kind::Unit, false),
    ("sedici", 16, Kind::Teen, false),
    ("sedm", 7, Kind::Unit, false),
    ("sedmdesát", 70, Kind::Ten, false),
    ("seis", 6, Kind::Unit, false),
    ("seitse", 7, Kind::Unit, false),
    ("seitsemän", 7, Kind::Unit, false),
    ("sekiz", 8, Kind::Unit, false),
    ("seksen", 80, Kind::Ten, false),
    ("seksti", 60, Kind::Ten, false),
    ("sept", 7, Kind::Unit, false),
    ("septiņi", 7, Kind::Unit, false),
    ("septyni", 7, Kind::Unit, false),
    ("sesenta", 60, Kind::Ten, false),
    ("sessanta", 60, Kind::Ten, false),
    ("sessenta", 60, Kind::Ten, false),
    ("sete", 7, Kind::Unit, false),
    ("setenta", 70, Kind::Ten, false),
    ("settanta", 70, Kind::Ten, false),
    ("sette", 7, Kind::Unit, false),
    ("seven", 7, Kind::Unit, true),
    ("seventeen", 17, Kind::Teen, true),
    ("seventy", 70, Kind::Ten, true),
    ("sextio", 60, Kind::Ten, false),
    ("seši", 6, Kind::Unit, false),
    ("shtatë", 7, Kind::Unit, false),
    ("sieben", 7, Kind::Unit, false),
    ("siebzehn", 17, Kind::Teen, false),
    ("siebzig", 70, Kind::Ten, false),
    ("siedem", 7, Kind::Unit, false),
    ("siedemdziesiąt", 70, Kind::Ten, false),
    ("siedemnaście", 17, Kind::Teen, false),
    ("siete", 7, Kind::Unit, false),
    ("six", 6, Kind::Unit, true),
    ("sixteen", 16, Kind::Teen, true),
    ("sixty", 60, Kind::Ten, true),
    ("sju", 7, Kind::Unit, false),
    ("sjuttio", 70, Kind::Ten, false),
    ("sjö", 7, Kind::Unit, false),
    ("soixante", 60, Kind::Ten, false),
    ("sytti", 70, Kind::Ten, false),
    ("syv", 7, Kind::Unit, false),
    ("szesnaście", 16, Kind::Teen, false),
    ("sześć", 6, Kind::Unit, false),
    ("sześćdziesiąt", 60, Kind::Ten, false),
    ("tachtig", 80, Kind::Ten, false),
    ("ten", 10, Kind::Teen, true),
    ("tetë", 8, Kind::Unit, false),
    ("thirteen", 13, Kind::Teen, true),
    ("thirty", 30, Kind::Ten, true),
    ("thousand", 1000, Kind::Scale, true),
    ("three", 3, Kind::Unit, true),
    ("tien", 10, Kind::Teen, false),
    ("tjue", 20, Kind::Ten, false),
    ("tjugo", 20, Kind::Ten, false),
    ("tolv", 12, Kind::Teen, false),
    ("tre", 3, Kind::Unit, false),
    ("trece", 13, Kind::Teen, false),
    ("tredici", 13, Kind::Teen, false),
    ("trei", 3, Kind::Unit, false),
    ("treinta", 30, Kind::Ten, false),
    ("treize", 13, Kind::Teen, false),
    ("treizeci", 30, Kind::Ten, false),
    ("trenta", 30, Kind::Ten, false),
    ("trente", 30, Kind::Ten, false),
    ("tres", 3, Kind::Unit, false),
    ("tretti", 30, Kind::Ten, false),
    ("trettio", 30, Kind::Ten, false),
    ("treze", 13, Kind::Teen, false),
    ("tri", 3, Kind::Unit, false),
    ("trinta", 30, Kind::Ten, false),
    ("trois", 3, Kind::Unit, false),
    ("trys", 3, Kind::Unit, false),
    ("trzy", 3, Kind::Unit, false),
    ("trzydzieści", 30, Kind::Ten, false),
    ("trzynaście", 13, Kind::Teen, false),
    ("três", 3, Kind::Unit, false),
    ("trīs", 3, Kind::Unit, false),
    ("tveir", 2, Kind::Unit, false),
    ("två", 2, Kind::Unit, false),
    ("twaalf", 12, Kind::Teen, false),
    ("twee", 2, Kind::Unit, false),
    ("twelve", 12, Kind::Teen, true),
    ("twenty", 20, Kind::Ten, true),
    ("twintig", 20, Kind::Ten, false),
    ("two", 2, Kind::Unit, true),
    ("tíu", 10, Kind::Teen, false),
    ("tíz", 10, Kind::Teen, false),
    ("tři", 3, Kind::Unit, false),
    ("třicet", 30, Kind::Ten, false),
    ("um", 1, Kind::One, false),
    ("uma", 1, Kind::One, false),
    ("un", 1, Kind::One, false),
    ("una", 1, Kind::One, false),
    ("undici", 11, Kind::Teen, false),
    ("une", 1, Kind::One, false),
    ("uno", 1, Kind::One, false),
    ("unu", 1, Kind::One, false),
    ("veertien", 14, Kind::Teen, false),
    ("veertig", 40, Kind::Ten, false),
    ("veinte", 20, Kind::Ten, false),
    ("venti", 20, Kind::Ten, false),
    ("vienas", 1, Kind::One, false),
    ("viens", 1, Kind::One, false),
    ("vier", 4, Kind::Unit, false),
    ("vierzehn", 14, Kind::Teen, false),
    ("vierzig", 40, Kind::Ten, false),
    ("viis", 5, Kind::Unit, false),
    ("viisi", 5, Kind::Unit, false),
    ("vijf", 5, Kind::Unit, false),
    ("vijftien", 15, Kind::Teen, false),
    ("vijftig", 50, Kind::Ten, false),
    ("vingt", 20, Kind::Ten, false),
    ("vinte", 20, Kind::Ten, false),
    ("vuit", 8, Kind::Unit, false),
    ("yetmiş", 70, Kind::Ten, false),
    ("yhdeksän", 9, Kind::Unit, false),
    ("yirmi", 20, Kind::Ten, false),
    ("yksi", 1, Kind::One, false),
    ("zece", 10, Kind::Teen, false),
    ("zehn", 10, Kind::Teen, false),
    ("zero", 0, Kind::Unit, true),
    ("zes", 6, Kind::Unit, false),
    ("zestien", 16, Kind::Teen, false),
    ("zestig", 60, Kind::Ten, false),
    ("zeven", 7, Kind::Unit, false),
    ("zeventien", 17, Kind::Teen, false),
    ("zeventig", 70, Kind::Ten, false),
    ("zwanzig", 20, Kind::Ten, false),
    ("zwee", 2, Kind::Unit, false),
    ("zwei", 2, Kind::Unit, false),
    ("zwo", 2, Kind::Unit, false),
    ("zwölf", 12, Kind::Teen, false),
    ("átta", 8, Kind::Unit, false),
    ("åtta", 8, Kind::Unit, false),
    ("åtte", 8, Kind::Unit, false),
    ("åtti", 80, Kind::Ten, false),
    ("åttio", 80, Kind::Ten, false),
    ("öt", 5, Kind::Unit, false),
    ("ötven", 50, Kind::Ten, false),
    ("üheksa", 9, Kind::Unit, false),
    ("üks", 1, Kind::One, false),
    ("üç", 3, Kind::Unit, false),
    ("þrír", 3, Kind::Unit, false),
    ("četiri", 4, Kind::Unit, false),
    ("četri", 4, Kind::Unit, false),
    ("čtyři", 4, Kind::Unit, false),
    ("čtyřicet", 40, Kind::Ten, false),
    ("šedesát", 60, Kind::Ten, false),
    ("šest", 6, Kind::Unit, false),
    ("šesť", 6, Kind::Unit, false),
    ("šeši", 6, Kind::Unit, false),
    ("štiri", 4, Kind::Unit, false),
    ("štyri", 4, Kind::Unit, false),
    ("șapte", 7, Kind::Unit, false),
    ("șase", 6, Kind::Unit, false),
    ("ένα", 1, Kind::One, false),
    ("έξι", 6, Kind::Unit, false),
    ("δέκα", 10, Kind::Teen, false),
    ("δύο", 2, Kind::Unit, false),
    ("είκοσι", 20, Kind::Ten, false),
    ("εβδομήντα", 70, Kind::Ten, false),
    ("ενενήντα", 90, Kind::Ten, false),
    ("εννέα", 9, Kind::Unit, false),
    ("εννιά", 9, Kind::Unit, false),
    ("εξήντα", 60, Kind::Ten, false),
    ("επτά", 7, Kind::Unit, false),
    ("εφτά", 7, Kind::Unit, false),
    ("ογδόντα", 80, Kind::Ten, false),
    ("οκτώ", 8, Kind::Unit, false),
    ("οχτώ", 8, Kind::Unit, false),
    ("πέντε", 5, Kind::Unit, false),
    ("πενήντα", 50, Kind::Ten, false),
    ("σαράντα", 40, Kind::Ten, false),
    ("τέσσερα", 4, Kind::Unit, false),
    ("τέσσερις", 4, Kind::Unit, false),
    ("τρία", 3, Kind::Unit, false),
    ("τρεις", 3, Kind::Unit, false),
    ("τριάντα", 30, Kind::Ten, false),
    ("адзін", 1, Kind::One, false),
    ("адна", 1, Kind::One, false),
    ("восем", 8, Kind::Unit, false),
    ("восемнадцать", 18, Kind::Teen, false),
    ("восемь", 8, Kind::Unit, false),
    ("восемьдесят", 80, Kind::Ten, false),
    ("вісім", 8, Kind::Unit, false),
    ("два", 2, Kind::Unit, false),
    ("двадцать", 20, Kind::Ten, false),
    ("двадцять", 20, Kind::Ten, false),
    ("дваццаць", 20, Kind::Ten, false),
    ("две", 2, Kind::Unit, false),
    ("двенадцать", 12, Kind::Teen, false),
    ("дві", 2, Kind::Unit, false),
    ("девет", 9, Kind::Unit, false),
    ("девяносто", 90, Kind::Ten, false),
    ("девятнадцать", 19, Kind::Teen, false),
    ("девять", 9, Kind::Unit, false),
    ("десет", 10, Kind::Teen, false),
    ("десять", 10, Kind::Teen, false),
    ("дзве", 2, Kind::Unit, false),
    ("дзевяць", 9, Kind::Unit, false),
    ("дзесяць", 10, Kind::Teen, false),
    ("один", 1, Kind::One, false),
    ("одиннадцать", 11, Kind::Teen, false),
    ("одна", 1, Kind::One, false),
    ("одно", 1, Kind::One, false),
    ("осам", 8, Kind::Unit, false),
    ("осем", 8, Kind::Unit, false),
    ("п'ятдесят", 50, Kind::Ten, false),
    ("пет", 5, Kind::Unit, false),
    ("пятнадцать", 15, Kind::Teen, false),
    ("пять", 5, Kind::Unit, false),
    ("пятьдесят", 50, Kind::Ten, false),
    ("пяць", 5, Kind::Unit, false),
    ("пяцьдзесят", 50, Kind::Ten, false),
    ("седам", 7, Kind::Unit, false),
    ("седем", 7, Kind::Unit, false),
    ("сем", 7, Kind::Unit, false),
    ("семнадцать", 17, Kind::Teen, false),
    ("семь", 7, Kind::Unit, false),
    ("семьдесят", 70, Kind::Ten, false),
    ("сорак", 40, Kind::Ten, false),
    ("сорок", 40, Kind::Ten, false),
    ("сім", 7, Kind::Unit, false),
    ("три", 3, Kind::Unit, false),
    ("тридцать", 30, Kind::Ten, false),
    ("тридцять", 30, Kind::Ten, false),
    ("тринадцать", 13, Kind::Teen, false),
    ("тры", 3, Kind::Unit, false),
    ("трыццаць", 30, Kind::Ten, false),
    ("чатыры", 4, Kind::Unit, false),
    ("четири", 4, Kind::Unit, false),
    ("четыре", 4, Kind::Unit, false),
    ("четырнадцать", 14, Kind::Teen, false),
    ("чотири", 4, Kind::Unit, false),
    ("шест", 6, Kind::Unit, false),
    ("шестнадцать", 16, Kind::Teen, false),
    ("шесть", 6, Kind::Unit, false),
    ("шестьдесят", 60, Kind::Ten, false),
    ("шэсць", 6, Kind::Unit, false),
    ("шість", 6, Kind::Unit, false),
];

/// The longest word of [`WORDS`], in bytes.
const LONGEST: usize = 24;

/// Where the first two bytes of a word fall in [`PREFIXES`].
const fn prefix_slot(a: u8, b: u8) -> usize {
    (a as usize * 31 + b as usize) & 1023
}

/// The first two bytes of [`WORDS`]' words, hashed ([`prefix_slot`]): most words of prose
/// are no number, and one look here says so.
const PREFIXES: [u64; 16] = {
    let mut set = [0u64; 16];
    let mut i = 0;
    while i < WORDS.len() {
        let b = WORDS[i].0.as_bytes();
        let slot = prefix_slot(b[0], b[1]);
        set[slot / 64] |= 1 << (slot % 64);
        i += 1;
    }
    set
};

/// The value, kind and Englishness of one word in any case (`Sechs`, `ШЕСТЬ`), from
/// [`WORDS`].
fn lookup(word: &str) -> Option<(u32, Kind, bool)> {
    if word.len() < 2 || word.len() > LONGEST * 2 {
        return None;
    }
    let mut buf = [0u8; LONGEST];
    let len = if word.is_ascii() {
        if word.len() > LONGEST {
            return None;
        }
        buf[..word.len()].copy_from_slice(word.as_bytes());
        buf[..word.len()].make_ascii_lowercase();
        word.len()
    } else {
        let mut len = 0;
        for c in word.chars().flat_map(char::to_lowercase) {
            let n = c.len_utf8();
            if len + n > LONGEST {
                return None;
            }
            c.encode_utf8(&mut buf[len..]);
            len += n;
        }
        len
    };
    let slot = prefix_slot(buf[0], buf[1]);
    if PREFIXES[slot / 64] & (1 << (slot % 64)) == 0 {
        return None;
    }
    let lower = &buf[..len];
    WORDS
        .binary_search_by(|(w, ..)| w.as_bytes().cmp(lower))
        .ok()
        .map(|i| (WORDS[i].1, WORDS[i].2, WORDS[i].3))
}

/// An English number word's value and kind: a unit or teen (`seven`, `twelve`), a ten
/// (`forty`), or a scale (`hundred`, `thousand`, `million`, `billion`).
pub(crate) fn cardinal_word(word: &str) -> Option<(u64, Cardinal)> {
    if !word.is_ascii() {
        return None;
    }
    let (n, kind, english) = lookup(word)?;
    let kind = match kind {
        Kind::Ten => Cardinal::Ten,
        Kind::Scale => Cardinal::Scale,
        Kind::One | Kind::Unit | Kind::Teen => Cardinal::Unit,
    };
    english.then_some((u64::from(n), kind))
}

/// The kinds of English number words ([`cardinal_word`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cardinal {
    Unit,
    Ten,
    Scale,
}

/// The number a run of English number words writes (`forty two`, `three hundred and five`,
/// `two thousand and twenty-four`), `and` allowed after a scale; `None` where the words write
/// no one number (`one two`, `twenty thirty`, `hundred`, `five zero`).
pub(crate) fn cardinal(words: &[&str]) -> Option<u64> {
    let (mut total, mut group) = (0u64, 0u64);
    let mut last: Option<Cardinal> = None;
    let mut last_scale = u64::MAX;
    for word in words {
        if word.eq_ignore_ascii_case("and") {
            if last != Some(Cardinal::Scale) {
                return None;
            }
            continue;
        }
        let (n, kind) = cardinal_word(word)?;
        match kind {
            // After a unit only a scale may come; `zero` stands only alone.
            Cardinal::Unit => {
                if last == Some(Cardinal::Unit) || n == 0 && words.len() > 1 {
                    return None;
                }
                if last == Some(Cardinal::Ten) && n >= 10 {
                    return None;
                }
                group += n;
            }
            Cardinal::Ten => {
                if matches!(last, Some(Cardinal::Unit | Cardinal::Ten)) || group % 100 != 0 {
                    return None;
                }
                group += n;
            }
            Cardinal::Scale if n == 100 => {
                if group == 0 || group >= 100 {
                    return None;
                }
                group *= 100;
            }
            Cardinal::Scale => {
                if group == 0 || n >= last_scale {
                    return None;
                }
                total += group * n;
                group = 0;
                last_scale = n;
            }
        }
        last = Some(kind);
    }
    last.map(|_| total + group)
}

/// The words that join a ten and a unit (`treinta y siete`, `vinte e sete`, `trente et un`,
/// `twenty and one` is none), lowercase.
const JOINERS: [&str; 6] = ["y", "e", "et", "i", "и", "și"];

/// A number word of `text` at `at..end`: English ([`cardinal_word`]) or another language's
/// ([`WORDS`]).
#[derive(Clone, Copy)]
enum Word {
    English(u64, Cardinal),
    Other(u32, Kind),
}

fn number_word(word: &str) -> Option<Word> {
    let (n, kind, english) = lookup(word)?;
    Some(if english {
        let kind = match kind {
            Kind::Ten => Cardinal::Ten,
            Kind::Scale => Cardinal::Scale,
            Kind::One | Kind::Unit | Kind::Teen => Cardinal::Unit,
        };
        Word::English(u64::from(n), kind)
    } else {
        Word::Other(n, kind)
    })
}

/// The number a run of number words writes: English ones as [`cardinal`] reads them (not
/// `one` nor `zero` alone: an article, a word of nothing), another language's as one word
/// (not a `one`) or a ten and a unit (`vingt-sept`, `dvacet tři`, `treinta y siete`, `trente
/// et un`). `None` where the run writes no one number this way (`soixante-dix`, `quatre-vingt`).
fn run_value(text: &str, words: &[(usize, usize)], kinds: &[Option<Word>]) -> Option<u64> {
    // (`None`: the `and` of an English run, `three hundred and five`.)
    if kinds.iter().all(|w| !matches!(w, Some(Word::Other(..)))) {
        let names: Vec<&str> = words.iter().map(|&(a, b)| &text[a..b]).collect();
        let n = cardinal(&names)?;
        return (names.len() > 1 || n > 1).then_some(n);
    }
    match kinds {
        [Some(Word::Other(n, kind))] => (*kind != Kind::One).then_some(u64::from(*n)),
        [Some(ten), Some(unit)] => {
            let tens = match ten {
                Word::Other(n, Kind::Ten) => u64::from(*n),
                Word::English(n, Cardinal::Ten) => *n,
                _ => return None,
            };
            let units = match unit {
                Word::Other(n, Kind::One | Kind::Unit) => u64::from(*n),
                Word::English(n, Cardinal::Unit) if (1..10).contains(n) => *n,
                _ => return None,
            };
            Some(tens + units)
        }
        _ => None,
    }
}

/// `text` with each number it writes in words written in ASCII digits (`на самом деле записей
/// шесть` → `на самом деле записей 6`, `twenty-eight years` → `28 years`), for the checks that
/// read the numbers prose states; `None` where it writes none. A run of number words is
/// joined by spaces, hyphens, or a word that joins a ten and a unit ([`JOINERS`], `and` after
/// an English scale); it is read whole or not at all: not where a hyphen glues it to another
/// word (`vingt-sept` with `sept` left out, `two-thirds`) or a joiner leads to no number
/// word (`twenty and more`), nor where its words write no one number ([`run_value`]). A
/// capitalized word is a number only at a sentence's start: elsewhere it is a name (`the
/// Seven Seas`).
pub(crate) fn as_digits(text: &str) -> Option<String> {
    let mut out: Option<String> = None;
    let mut copied = 0;
    let mut at = 0;
    let b = text.as_bytes();
    // (ASCII bytes looked at as bytes: most prose is, and most of it no number.)
    let word_at = |from: usize| -> usize {
        let mut i = from;
        while let Some(&c) = b.get(i) {
            if c.is_ascii_alphabetic() {
                i += 1;
            } else if c < 0x80 {
                break;
            } else {
                match text[i..].chars().next() {
                    Some(c) if c.is_alphabetic() => i += c.len_utf8(),
                    _ => break,
                }
            }
        }
        i
    };
    while at < text.len() {
        let c = if b[at] < 0x80 {
            char::from(b[at])
        } else {
            text[at..].chars().next().unwrap_or(' ')
        };
        if !c.is_alphabetic() {
            at += c.len_utf8();
            continue;
        }
        let end = word_at(at);
        let starts_sentence = || {
            text[..at].trim_end().chars().next_back().is_none_or(|p| {
                matches!(
                    p,
                    '.' | '!' | '?' | ':' | '\n' | '(' | '"' | '«' | '“' | '—' | '-' | '*'
                )
            })
        };
        let first = number_word(&text[at..end]).filter(|_| !c.is_uppercase() || starts_sentence());
        let Some(first) = first else {
            at = end;
            continue;
        };
        let (mut words, mut kinds) = (vec![(at, end)], vec![Some(first)]);
        let mut glued = false;
        let mut next = end;
        loop {
            // A space or a hyphen, or a space, a joiner and a space, then a word.
            let (sep, hyphen) = match b.get(next) {
                Some(b' ') => (next + 1, false),
                Some(b'-') => (next + 1, true),
                _ => break,
            };
            if !text[sep..].starts_with(char::is_alphabetic) {
                break;
            }
            let word_end = word_at(sep);
            let word = &text[sep..word_end];
            if let Some(w) = number_word(word).filter(|_| !word.starts_with(char::is_uppercase)) {
                words.push((sep, word_end));
                kinds.push(Some(w));
                next = word_end;
                continue;
            }
            if hyphen {
                glued = true;
                break;
            }
            let lower = word.to_lowercase();
            let english_and = lower == "and"
                && matches!(kinds.last(), Some(Some(Word::English(_, Cardinal::Scale))));
            if (english_and || JOINERS.contains(&lower.as_str()))
                && b.get(word_end) == Some(&b' ')
                && let Some(after) = text.get(word_end + 1..)
                && after.starts_with(char::is_alphabetic)
            {
                let after_end = word_end + 1 + (word_at(word_end + 1) - (word_end + 1));
                let after_word = &text[word_end + 1..after_end];
                if let Some(w) = number_word(after_word) {
                    if english_and {
                        words.push((sep, word_end));
                        kinds.push(None);
                    }
                    words.push((word_end + 1, after_end));
                    kinds.push(Some(w));
                    next = after_end;
                    continue;
                }
            }
            break;
        }
        // (A word glued on after the run: `twenty-something`, `seven-fold`.)
        glued |= b.get(next) == Some(&b'-') && text[next + 1..].starts_with(char::is_alphabetic);
        if !glued && let Some(n) = run_value(text, &words, &kinds) {
            let out = out.get_or_insert_with(|| String::with_capacity(text.len()));
            out.push_str(&text[copied..at]);
            out.push_str(&n.to_string());
            copied = next;
        }
        at = next;
    }
    let mut out = out?;
    out.push_str(&text[copied..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_lowercase_and_within_its_longest_word() {
        assert!(WORDS.windows(2).all(|w| w[0].0 < w[1].0));
        for (word, n, kind, english) in WORDS {
            assert_eq!(word.to_lowercase(), word);
            assert!(word.len() <= LONGEST, "{word}");
            let range = match kind {
                Kind::One => 1..=1,
                Kind::Unit if english => 0..=9,
                Kind::Unit => 2..=9,
                Kind::Teen => 10..=19,
                Kind::Ten => 20..=90,
                Kind::Scale => 100..=1_000_000_000,
            };
            assert!(range.contains(&n), "{word}");
        }
    }

    #[test]
    fn numbers_in_words_read_as_digits() {
        let cases = [
            (
                "на самом деле записей шесть.",
                Some("на самом деле записей 6."),
            ),
            ("she is twenty-eight years old", Some("she is 28 years old")),
            ("tiene treinta y siete años", Some("tiene 37 años")),
            ("trente et un jours", Some("31 jours")),
            ("Sechs Einträge", Some("6 Einträge")),
            ("three hundred and five", Some("305")),
            // An article, a name, a word glued on, words that write no one number.
            ("one of them", None),
            ("the Seven Seas", None),
            ("twenty-something", None),
            ("soixante-dix", None),
            ("twenty and more", Some("20 and more")),
        ];
        for (text, digits) in cases {
            assert_eq!(as_digits(text).as_deref(), digits, "{text}");
        }
    }
}
