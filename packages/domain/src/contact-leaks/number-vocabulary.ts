/**
 * How people say the digits of a phone number in the six languages of the platform and
 * in the other languages of Europe's largest communities of users (Portuguese, Dutch,
 * Swedish, Czech, Slovak, Romanian, Danish, Catalan, Croatian), as
 * regex sources over text folded to lower case without accents ("fünf" → "funf",
 * "pięć" → "piec", "zéro" → "zero"), each group with the digits one word stands for.
 * People say numbers digit by digit, in pairs ("zéro six, douze, trente-quatre"), or in
 * groups of three ("seiscientos doce", "pięćset dwanaście"); a word is counted as the
 * most digits it can stand for, which errs on the side of finding a number.
 */

const words = (...list: string[]) => list.join("|");

// Swedish tens, also as they are said ("sjutti", "åtti" for "sjuttio", "åttio").
const SWEDISH_TENS =
  "(?:tjugo|trettio|fyrtio|femtio|sextio|sjuttio|attio|nittio|tretti|fyrti|femti|sexti|sjutti|atti|nitti)";

const ONE_DIGIT = words(
  // English
  "zero",
  "oh",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  // German
  "null",
  // "nuller eins sechs": zero, as some say it when spelling a number out
  "nuller",
  "eins",
  "zwei",
  "zwo",
  "drei",
  "vier",
  "funf",
  "fuenf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  // French
  "un",
  "une",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "sept",
  "huit",
  "neuf",
  // Spanish
  "cero",
  "uno",
  "una",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  // Italian
  "due",
  "tre",
  "quattro",
  "cinque",
  "sei",
  "sette",
  "otto",
  "nove",
  // Polish
  "jeden",
  "jedna",
  "jedno",
  "dwa",
  "dwie",
  "trzy",
  "cztery",
  "piec",
  "szesc",
  "siedem",
  "osiem",
  "dziewiec",
  // Portuguese
  "dois",
  "quatro",
  "duas",
  "sete",
  "oito",
  // Dutch
  "nul",
  "twee",
  "drie",
  "vijf",
  "zes",
  "zeven",
  "negen",
  // Swedish
  "noll",
  "ett",
  "tva",
  "fyra",
  "fem",
  "sex",
  "sju",
  "atta",
  "nio",
  // Czech
  "nula",
  "dva",
  "dve",
  "tri",
  "ctyri",
  "sest",
  "sedm",
  "osm",
  "devet",
  // Slovak
  "styri",
  "sedem",
  "devat",
  // Romanian
  "unu",
  "cinci",
  "doi",
  "trei",
  "patru",
  "sase",
  "sapte",
  "opt",
  "noua",
  // Catalan
  "cinc",
  "sis",
  "vuit",
  // Croatian
  "jedan",
  "cetiri",
  "sedam",
  "osam",
  // Danish
  "seks",
  "syv",
  "otte",
);

// A digit said as a noun: "sjua, sexa" (a seven, a six), "sedmička", "siódemka"; and in the
// plural after a count, "three sevens", "três setes", "tre sjuor", "tři sedmičky", "drei
// Siebenen". Each counts as one digit (the count before a plural is a digit word of its own,
// so "three sevens" counts two, not three). Not the plurals that are everyday words too
// ("the new ones", "unos", "uns", "achten").
const DIGIT_NOUNS = words(
  // English and German, plural
  "zeroe?s",
  "ohs",
  "twos",
  "threes",
  "fours",
  "fives",
  "sixes",
  "sevens",
  "eights",
  "nines",
  "nullen",
  "einsen",
  "zweien",
  "dreien",
  "vieren",
  "funfen",
  "sechsen",
  "siebenen",
  "neunen",
  // Spanish and Portuguese, plural
  "ceros",
  "doses",
  "treses",
  "cuatros",
  "cincos",
  "seises",
  "sietes",
  "ochos",
  "nueves",
  "zeros",
  "quatros",
  "setes",
  "oitos",
  "noves",
  // Swedish, singular and plural
  "nolla",
  "nollor",
  "etta",
  "ettor",
  "tvaa",
  "tvaor",
  "trea",
  "treor",
  "fyror",
  "femma",
  "femmor",
  "sexa",
  "sexor",
  "sjua",
  "sjuor",
  "attor",
  "nia",
  "nior",
  // Czech and Slovak, with their case endings
  "(?:jednick|dvojk|trojk|ctyrk|stvork|petk|patk|sestk|sestk|sedmick|osmick|devitk|devatk)(?:a|y|u|e|ou|ami)",
  // Polish, with its case endings
  "(?:jedynk|dwojk|trojk|czwork|piatk|szostk|siodemk|osemk|dziewiatk)(?:a|i|e|ę|ą|ami|ach)",
);

// Words that also have an everyday meaning in another language ("um 8" is German for
// "at 8", "een" Dutch for "a", "pět" the English "pet", the Catalan "u" and "set", the letter "o"
// said for zero in English and "the" in Portuguese): they count as digits, but never make a
// number on their own.
// "meia" (half a dozen) is how Brazil says a six in a phone number, and "half" elsewhere.
const AMBIGUOUS_ONE_DIGIT = words("um", "uma", "een", "pet", "pat", "u", "set", "nou", "o", "meia");

const GERMAN_UNITS = "(?:ein|zwei|drei|vier|funf|fuenf|sechs|sieben|acht|neun)";
const GERMAN_TEENS =
  "(?:zehn|elf|zwolf|zwoelf|dreizehn|vierzehn|funfzehn|fuenfzehn|sechzehn|siebzehn|achtzehn|neunzehn)";
const GERMAN_TENS =
  "(?:zwanzig|dreißig|dreissig|vierzig|funfzig|fuenfzig|sechzig|siebzig|achtzig|neunzig)";
const SPANISH_UNITS = "(?:uno|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)";
const ITALIAN_UNITS = "(?:uno|due|tre|quattro|cinque|sei|sette|otto|nove)";
const ITALIAN_TEENS =
  "(?:dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove)";
// "venti", "trentatre", "quarantotto", "ventuno": a stem, its vowel, and maybe a unit.
const ITALIAN_TENS = `(?:vent|trent|quarant|cinquant|sessant|settant|ottant|novant)(?:a|i)?${ITALIAN_UNITS}?`;

// Czech writes tens and hundreds with their units as one word: "čtyřicetčtyři",
// "sedmsettřicetdevět", "stodvanáct", "dvěstědevadesát".
const CZECH_UNITS = "(?:jedna|jeden|dva|dve|tri|ctyri|pet|sest|sedm|osm|devet)";
const CZECH_TEENS =
  "(?:deset|jedenact|dvanact|trinact|ctrnact|patnact|sestnact|sedmnact|osmnact|devatenact)";
const CZECH_TENS = "(?:dvacet|tricet|ctyricet|padesat|sedesat|sedmdesat|osmdesat|devadesat)";

const TWO_DIGITS = words(
  // English
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
  // German
  `${GERMAN_UNITS}und${GERMAN_TENS}`,
  "zehn",
  "elf",
  "zwolf",
  "zwoelf",
  "dreizehn",
  "vierzehn",
  "funfzehn",
  "fuenfzehn",
  "sechzehn",
  "siebzehn",
  "achtzehn",
  "neunzehn",
  GERMAN_TENS,
  // French
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "vingts?",
  "trente",
  "quarante",
  "cinquante",
  "soixante",
  // Belgium and Switzerland
  "septante",
  "huitante",
  "octante",
  "nonante",
  // Spanish
  `veinti${SPANISH_UNITS}`,
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieci(?:seis|siete|ocho|nueve)",
  "veinte",
  "treinta",
  "cuarenta",
  "cincuenta",
  "sesenta",
  "setenta",
  "ochenta",
  "noventa",
  // Italian
  ITALIAN_TEENS,
  ITALIAN_TENS,
  // Polish
  "dziesiec",
  "jedenascie",
  "dwanascie",
  "trzynascie",
  "czternascie",
  "pietnascie",
  "szesnascie",
  "siedemnascie",
  "osiemnascie",
  "dziewietnascie",
  "dwadziescia",
  "trzydziesci",
  "czterdziesci",
  "(?:piec|szesc|siedem|osiem|dziewiec)dziesiat",
  // Portuguese
  "dez",
  "doze",
  "treze",
  "dez[ae](?:sseis|ssete|oito|nove)",
  "dezoito",
  "dezesseis",
  "dezessete",
  "vinte",
  "trinta",
  "quarenta",
  "cinquenta",
  "sessenta",
  "oitenta",
  // Dutch
  "tien",
  "twaalf",
  "dertien",
  "veertien",
  "vijftien",
  "(?:(?:een|twee|drie|vier|vijf|zes|zeven|acht|negen)en)?(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)",
  // Swedish
  "tio",
  "elva",
  "tolv",
  "tretton",
  "fjorton",
  "femton",
  "sexton",
  "sjutton",
  "arton",
  "nitton",
  `${SWEDISH_TENS}(?:ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?`,
  // Czech
  "deset",
  "jedenact",
  "dvanact",
  "trinact",
  "ctrnact",
  "patnact",
  "sestnact",
  "sedmnact",
  "osmnact",
  "devatenact",
  `${CZECH_TENS}${CZECH_UNITS}?`,
);

const THREE_DIGITS = words(
  // English: "nine hundred"
  "hundred",
  // German: "hundertsiebzig", "zweihundertvierunddreißig"
  `${GERMAN_UNITS}?hundert(?:und)?(?:${GERMAN_UNITS}und${GERMAN_TENS}|${GERMAN_TEENS}|${GERMAN_TENS}|${GERMAN_UNITS}|eins)?`,
  // French: "cent", "deux cents"
  "cents?",
  // Portuguese
  "cem",
  "(?:duz|trez|quatroc|quinh|seisc|setec|oitoc|novec)entos",
  // Spanish
  "cien",
  "ciento",
  "(?:dos|tres|cuatro|seis|sete|ocho|nove)cientos",
  "quinientos",
  // Italian: "cento", "trecento", "trecentotrentatre", "centoventitre"
  `(?:due|tre|quattro|cinque|sei|sette|otto|nove)?cento?(?:${ITALIAN_TENS}|${ITALIAN_TEENS}|${ITALIAN_UNITS})?`,
  // Polish
  "sto",
  "dwiescie",
  "trzysta",
  "czterysta",
  "(?:piec|szesc|siedem|osiem|dziewiec)set",
  // Swedish: "fyrahundraelva", "hundratjugo"
  `(?:ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?hundra(?:tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton|arton|nitton|${SWEDISH_TENS}(?:ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?|ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?`,
  // Swedish, a zero run into the tens: "nollsjuttiotre"
  `noll(?:tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton|arton|nitton|${SWEDISH_TENS}(?:ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?)`,
  // Czech: "sto", "dvě stě", "čtyři sta", "pět set" (the last is ambiguous, "set"), and
  // the hundreds written as one word: "čtyřista", "šestset", "devětset"
  `(?:sto|dveste|(?:tri|ctyri)sta|(?:pet|sest|sedm|osm|devet)set)(?:${CZECH_TENS}${CZECH_UNITS}?|${CZECH_TEENS}|${CZECH_UNITS})?`,
  "sta",
  "ste",
);

// "double five, treble one", "doble cinco", "doppio tre", "dubbel fyra", "podwójne zero",
// "dvojitá nula": the word for twice or thrice, in each language.
const TWICE = words(
  "double",
  "doppel",
  "doppelt",
  "doble",
  "doppio",
  "doppia",
  "duplo",
  "dupla",
  "dubbel",
  "podwojne",
  "podwojna",
  "podwojny",
  "dvojita",
  "dvojite",
  "dvakrat",
  "zweimal",
  "zweifach",
);
const THRICE = words(
  "triple",
  "treble",
  "triplo",
  "tripla",
  "trippel",
  "potrojne",
  "trojita",
  "dreimal",
  "dreifach",
  "trikrat",
);
const REPEAT = words(TWICE, THRICE);

/** Number words by the digits each stands for, most first. */
export const NUMBER_WORDS_BY_DIGITS: readonly (readonly [digits: number, source: string])[] = [
  [3, THREE_DIGITS],
  [2, TWO_DIGITS],
  [1, ONE_DIGIT],
  [1, DIGIT_NOUNS],
  [1, AMBIGUOUS_ONE_DIGIT],
];

/** The number words that never make a number on their own. */
export const AMBIGUOUS_WORDS_SOURCE = AMBIGUOUS_ONE_DIGIT;

/** "double four", "triple nine", "doppel null": the digit after it, said again. */
export const REPEAT_WORDS_SOURCE = REPEAT;

/** "triple nine", "treble one": the digit after it, said twice more. */
export const THRICE_WORDS_SOURCE = THRICE;

/** Words that join the parts of one number: "treinta y cuatro", "trente et un", "trojka a 418". */
export const NUMBER_JOINER_SOURCE = "(?:y|et|e|and|si|a|i|och|und)";

/**
 * "then" between the parts of a number said in steps, in folded text: "0151, dann 23 45",
 * and "and finally" before its last part: "Luego 14. Y al final 83 70", "Potem 148. I na
 * koniec 370".
 */
export const THEN_WORDS_SOURCE = String.raw`(?:then|and\sthen|dann|und\sdann|puis|et\spuis|ensuite|luego|y\sluego|despues|y\sdespues|poi|e\spoi|dopo|dalej|a\sdalej|potem|a\spotem|depois|e\sdepois|sen|och\ssen|sedan|pak|a\spak|potom|a\spotom|(?:and\s)?(?:finally|lastly)|followed\sby|(?:und\s)?(?:zuletzt|zum\sschluss|am\sende)|gefolgt\svon|(?:et\s)?enfin|et\spour\sfinir|suivi\sde|(?:y\s)?(?:al\sfinal|por\sultimo|finalmente)|seguido\sde|(?:e\s)?(?:infine|alla\sfine|per\sfinire)|seguito\sda|(?:i\s)?(?:na\skoniec|wreszcie)|(?:a\s)?nastepnie|(?:e\s)?(?:no\sfim|por\sfim|finalmente)|och\s(?:sist|till\ssist|slutligen)|till\ssist|slutligen|(?:a\s)?(?:na\s)?konec|(?:a\s)?nakonec)`;

/** "300 plus 45", "1200 mal 3": a part of a number said as a sum or a product, in folded text. */
export const ARITHMETIC_SOURCE = String.raw`(?:\d{2,4}\s(?:x|times|mal|fois|veces|volte|razy|vezes|ganger|krat)\s\d{1,2}|\d{1,4}\s(?:plus|mas|piu|mais|\+)\s\d{1,4})(?!\d)`;

/** "3 times", "deux fois", "tre volte", "třikrát": how often the digit after it is said, in folded text. */
export const TIMES_WORDS_SOURCE = String.raw`(?:x|times|mal|fois|veces|volte|razy|vezes|ganger|krat)`;

/** The counts said before TIMES_WORDS_SOURCE, by how many times they say a digit. */
export const COUNT_WORDS: readonly (readonly [times: number, source: string])[] = [
  [
    2,
    words(
      "2",
      "two",
      "zwei",
      "deux",
      "dos",
      "due",
      "dwa",
      "dwie",
      "duas",
      "dois",
      "tva",
      "dva",
      "dve",
    ),
  ],
  [3, words("3", "three", "drei", "trois", "tres", "tre", "trzy", "tri")],
  [
    4,
    words("4", "four", "vier", "quatre", "cuatro", "quattro", "cztery", "quatro", "fyra", "ctyri"),
  ],
  // Above four, only digits: "7 mal die 3".
  ...[5, 6, 7, 8, 9].map((times) => [times, String(times)] as const),
];
