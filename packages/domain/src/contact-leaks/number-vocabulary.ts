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

// Words that also have an everyday meaning in another language ("um 8" is German for
// "at 8", "een" Dutch for "a", "pět" the English "pet", the Catalan "u" and "set", the letter "o"
// said for zero in English and "the" in Portuguese): they count as digits, but never make a
// number on their own.
const AMBIGUOUS_ONE_DIGIT = words("um", "uma", "een", "pet", "pat", "u", "set", "nou", "o");

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
  "vinte",
  "trinta",
  "quarenta",
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
  "(?:tjugo|trettio|fyrtio|femtio|sextio|sjuttio|attio|nittio)(?:ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?",
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
  "dvacet",
  "tricet",
  "ctyricet",
  "padesat",
  "sedesat",
  "sedmdesat",
  "osmdesat",
  "devadesat",
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
  "(?:ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?hundra(?:tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton|arton|nitton|(?:tjugo|trettio|fyrtio|femtio|sextio|sjuttio|attio|nittio)(?:ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?|ett|en|tva|tre|fyra|fem|sex|sju|atta|nio)?",
  // Czech: "sto", "dvě stě", "čtyři sta", "pět set" (the last is ambiguous, "set")
  "dveste",
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
);
const THRICE = words("triple", "treble", "triplo", "tripla", "trippel", "potrojne", "trojita");
const REPEAT = words(TWICE, THRICE);

/** Number words by the digits each stands for, most first. */
export const NUMBER_WORDS_BY_DIGITS: readonly (readonly [digits: number, source: string])[] = [
  [3, THREE_DIGITS],
  [2, TWO_DIGITS],
  [1, ONE_DIGIT],
  [1, AMBIGUOUS_ONE_DIGIT],
];

/** The number words that never make a number on their own. */
export const AMBIGUOUS_WORDS_SOURCE = AMBIGUOUS_ONE_DIGIT;

/** "double four", "triple nine", "doppel null": the digit after it, said again. */
export const REPEAT_WORDS_SOURCE = REPEAT;

/** "triple nine", "treble one": the digit after it, said twice more. */
export const THRICE_WORDS_SOURCE = THRICE;

/** Words that join the parts of one number: "treinta y cuatro", "trente et un". */
export const NUMBER_JOINER_SOURCE = "(?:y|et|e|and|si)";
