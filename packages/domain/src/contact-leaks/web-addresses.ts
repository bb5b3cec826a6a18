/** Email addresses, URLs and bare domains, also when spelled out ("name at domain dot com"). */
import { finding, findingsOf } from "./matching";
import { THEN_WORDS_SOURCE } from "./number-vocabulary";
import { I_AM, JUST } from "./said-of-oneself";
import type { ContactFinding } from "./types";

// A closed list keeps "z.B.", "ca.5" or "foto.jpg" from reading as domains.
const TOP_LEVEL_DOMAINS = [
  "com",
  "de",
  "net",
  "org",
  "eu",
  "info",
  "biz",
  "io",
  "co",
  "me",
  "app",
  "dev",
  "online",
  "shop",
  "store",
  "site",
  "web",
  "email",
  "xyz",
  "tv",
  "ly",
  "link",
  "page",
  "at",
  "ch",
  "li",
  "lu",
  "fr",
  "it",
  "es",
  "pt",
  "nl",
  "be",
  "uk",
  "ie",
  "pl",
  "cz",
  "sk",
  "hu",
  "ro",
  "bg",
  "hr",
  "si",
  "gr",
  "dk",
  "se",
  "nu",
  "no",
  "fi",
  "is",
  "ee",
  "lv",
  "lt",
  "tk",
  // Short domains sites and mail providers use: "poczta.fm", "discord.gg", "about.pro".
  "fm",
  "gg",
  "cc",
  "ws",
  "pro",
  "ai",
  "ca",
  // Where Europe's emigrants and holiday-makers write from.
  "br",
  "mx",
  "ar",
  "cl",
  "au",
  "nz",
  "za",
  "ru",
  "ua",
  "tr",
  "us",
];
const TLD = String.raw`(?:${[...TOP_LEVEL_DOMAINS].sort((a, b) => b.length - a.length).join("|")})(?![\p{L}\d])`;
// Providers named right after a spoken "at" ("tom at gmail"): only names that are no everyday word after "at".
const MAIL_PROVIDERS = String.raw`(?:gmail|g\smail|hot\smail|googlemail|gmx|web\.de|yahoo|hotmail|outlook|icloud|t-online|posteo|protonmail|proton|aol|freenet|live|mailbox|wanadoo|laposte|libero|virgilio|tiscali|interia|interii|centru|onet|btinternet|eircom|telefonica|movistar|sapo|seznam|centrum|volny|gazeta|wp|telia|bredband|arcor|ntlworld|talktalk|orange|free|sfr|bluewin|alice|o2|op|tlen|netcabo|clix|iol|ono|terra|spray|comhem|atlas|zoho)`;

// No mailbox has a local part over 64 characters or a domain label over 63 (RFC 5321, 1035).
const LOCAL_PART = String.raw`(?<![\p{L}\p{N}_.%+-])[\p{L}\p{N}_.%+-]{1,64}`;
const DOMAIN_LABEL = String.raw`[\p{L}\p{N}-]{1,63}`;
// "javi.montes@gmail,com": a comma typed for the last dot.
const EMAIL = new RegExp(
  String.raw`${LOCAL_PART}@${DOMAIN_LABEL}(?:\.${DOMAIN_LABEL})*[.,][a-z]{2,24}(?![\p{L}\p{N}])`,
  "giu",
);

const OPEN = String.raw`\s?[(\[{<]\s?`;
const CLOSE = String.raw`\s?[)\]}>]\s?`;
// The name of "@" in each language: French "arobase", Spanish and Portuguese "arroba",
// Italian "chiocciola", Polish "małpa", German "Klammeraffe", Swedish and Danish
// "snabel-a" (and its Swedish nickname "kanelbulle"), Czech "zavináč", Dutch "apenstaartje",
// Hungarian "kukac". Nobody says
// these but for an address.
const AT_WORD = String.raw`(?:arobase|arobaz|arobas|arroba|chiocciol(?:a|ina)|małpa|malpa|małpk\p{L}|malpk\p{L}|klammeraffe|snabel[-\s]?a|kanelbulle|zavináč|zavinac|apenstaartje|kukac|arrova)`;
// "compta(a)azur-satellite.fr": an "a" in brackets is an "@" too.
// "benoit ⓐ proton.me": a circled "a" too.
const BRACKETED_AT = String.raw`(?:${OPEN}(?:at|ät|a|@|${AT_WORD})${CLOSE}|\s?ⓐ\s?|\s@\s|\s${AT_WORD}\s)`;
// "ellenbriggs - at virginmedia dot com": a dash may set the name off.
const SPOKEN_AT = String.raw`\s(?:[-–]\s)?(?:at|ät)\s`;
// "bei" and "chez" also mean at someone's place, the Croatian "et" is the French "and":
// only with a dotted domain after them.
const SPOKEN_AT_OR_BEI = String.raw`\s(?:[-–]\s)?(?:at|ät|bei|chez|et)\s`;
// "javi punto moreno en yahoo punto es": the word for "on" or "at", between a mailbox and a
// domain whose dots are both spelled.
const SPOKEN_ON = String.raw`\s(?:en|su|na|no|på|em|w|v|u|op|sur|auf|in|on|bei|chez|hos|presso|at)\s`;
/** The words for "." in addresses: "dot", "punkt", "point", "tečka" … */
export const DOT_WORD = String.raw`(?:dot|punkt|point|punto|kropka|ponto|punt|tečka|tecka|točka|tocka|bodka|punct|prik|prick|punktum|pont)`;
const SPELLED_DOT = String.raw`(?:${OPEN}(?:${DOT_WORD}|pkt|\.)${CLOSE}|\s${DOT_WORD}\s)`;
// "admin @ northdish . com": a dot with spaces around it, after an at.
const ANY_DOT = String.raw`(?:${SPELLED_DOT}|\s?\.\s?)`;
// The names of "_" and "-", said between the parts of a mailbox's name: "gwen underscore
// price", "k tiret bas brun", "ola myślnik nowak". "minus" only as a word of its own.
/** The names of "_" that say nothing else: a handle's or a mailbox's underscore, said. */
export const UNDERSCORE_WORD = String.raw`(?:underscore|under\sscore|low\sline|unterstrich|tiret\sbas|tiret\sdu\sbas|tiret\sdu\s8|gui[oó]n\sbajo|barra\sbaja|trattino\sbasso|sottolineato|podkre[sś]lnik|podkre[sś]lenie|understreck|podtr[zž][ií]tko|liggend\sstreepje)`;
const SEPARATOR_WORD = String.raw`(?:${UNDERSCORE_WORD}|underline|dash|hyphen|bindestrich|minus|tiret|gui[oó]n|trattino|my[sś]lnik|h[ií]fen|tra[cç]o|bindestreck|poml[cč]ka|streepje|koppelteken)`;
const SPELLED_SEPARATOR = String.raw`\s${SEPARATOR_WORD}\s`;
// "lisa punkt meier at gmail punkt com": the local part may spell its dots and dashes too.
// It starts only where no spelled dot or dash, nor a closing bracket, precedes ("email ->
// tiago(arroba)…" has an arrow, not a bracket), so a long "a punkt a punkt …" is
// read once, not once per word.
const SPELLED_LOCAL_PART = String.raw`(?<!(?:${DOT_WORD}|pkt|${SEPARATOR_WORD})\s|[)\]}]\s?|(?<!-)>\s?)${LOCAL_PART}(?:(?:${SPELLED_DOT}|${SPELLED_SEPARATOR})[\p{L}\p{N}_%+-]+)*`;
// "my gmail is dishman.pete", "bei gmail bin ich lisa.b80", "my gmail is just kev1974".
// A dash sets the name off only with a space before it: "O2-Internet-A2C4" names a wifi.
// "tenho conta no sapo, é o fernandomc74": a comma before the verb, an article after it.
const PROVIDER_INTRO = String.raw`(?:\s?[:=]\s?|\s[\-–]\s?|,?\s(?:is|ist|lautet|es|est|c'est|c’est|è|é|to|jest|är|je|er|${I_AM})\s(?:(?:o|a|el|la|le|il|der|die|the)\s)?(?:${JUST}\s)?|\s)`;
// "my", "mein", "mon", "o meu" …: the sender's own.
const OWN = String.raw`(?:my|mein\p{L}{0,2}|mon|ma|mi|il\smio|la\smia|mio|mia|m[óo]j|moj\p{L}{1,3}|o\smeu|a\sminha|meu|minha|min|mitt|m[ůu]j|moje)`;
// A name with a dot, digit or underscore in it, as no word has.
const MAILBOX_NAME = String.raw`(?<![\p{L}\p{N}_.%+@-])\p{L}[\p{L}\p{N}_%+-]{0,30}[._\d][\p{L}\p{N}_.%+-]{0,30}[\p{L}\p{N}_]`;
const SPELLED_EMAIL = new RegExp(
  [
    String.raw`${SPELLED_LOCAL_PART}${BRACKETED_AT}(?:[\p{L}\p{N}-]+${ANY_DOT})+${TLD}`,
    // "kontakt@schuesselprofis punkt com": a real "@", and the domain's dot spelled.
    String.raw`${LOCAL_PART}@(?:[\p{L}\p{N}-]+${SPELLED_DOT})+${TLD}`,
    // A real domain after a spoken "at" ("tom.becker bei web.de"): the domain alone would be found anyway.
    String.raw`${SPELLED_LOCAL_PART}${SPOKEN_AT_OR_BEI}(?:[\p{L}\p{N}-]+${ANY_DOT})+${TLD}`,
    String.raw`${SPELLED_LOCAL_PART}(?:${BRACKETED_AT}|${SPOKEN_AT})${MAIL_PROVIDERS}(?:${ANY_DOT}${TLD})?(?![\p{L}\p{N}])`,
    // "radek zavinac instalace-radek cz": after the word for "@", a domain's dot may be a space.
    String.raw`${SPELLED_LOCAL_PART}\s${AT_WORD}\s[\p{L}\p{N}-]{2,}(?:${ANY_DOT}|\s)${TLD}`,
    // "my gmail is dishman.pete", "o meu sapo é …": a provider, then a mailbox name that
    // starts with a letter and has a dot, digit or underscore in it, as no word has (and
    // no number: "seznam" is also the Czech "list").
    String.raw`(?<![\p{L}\p{N}])${MAIL_PROVIDERS}(?:u|ie|em)?${PROVIDER_INTRO}\p{L}[\p{L}\p{N}_%+-]*[._\d][\p{L}\p{N}_.%+-]*[\p{L}\p{N}_]`,
    // "My gmail is paulinstalls", "mitt hotmail är lenaberg": after the sender's own
    // provider and a verb of being, one word in lower case that ends the clause is the
    // mailbox's name ("mój gmail to ten sam nick …" goes on: "ten" is "the").
    String.raw`(?<=(?<![\p{L}\p{N}])${OWN}\s)${MAIL_PROVIDERS}(?:u|ie|em)?\s(?:is|ist|lautet|es|est|c'est|c’est|è|é|to|jest|är|je|er)\s(?:${JUST}\s)?\p{Ll}[\p{Ll}\p{N}_.%+-]{1,62}[\p{Ll}\p{N}_](?=\s?[,.;:!?)]|\s?$)`,
    String.raw`${LOCAL_PART}${SPELLED_DOT}[\p{L}\p{N}_%+-]+${SPOKEN_ON}[\p{L}\p{N}-]+${SPELLED_DOT}${TLD}`,
    // "jmartin.paraboles (c'est un gmail)", "thomas.becker1971 bei googlemail": a mailbox
    // name, then its provider in brackets or after a spoken "at".
    String.raw`${MAILBOX_NAME}(?:\s?\(\s?(?:[\p{L}'’]+\s){0,3}${MAIL_PROVIDERS}\p{L}{0,2}(?:\s[\p{L}]+)?\s?\)|${SPOKEN_AT_OR_BEI}${MAIL_PROVIDERS})`,
  ].join("|"),
  "giu",
);

/*
 * More ways to write a mailbox. Each is found from what follows the mailbox's name (an
 * "@" and a provider, "na gmailu", "ätyahoo.de"), and only then is the name before it
 * read: a regex that started with the name would try it at every letter of the text.
 */
// "liam . brennan . 87 @ eircom . net": the name's dots spaced out as the domain's are.
const MAILBOX_BEFORE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}_.%+-])[\p{L}\p{N}_%+-]{1,30}(?:\s\.\s[\p{L}\p{N}_%+-]{1,30}){1,4}|${LOCAL_PART})$`,
  "u",
);
// "lucy dot marsh91 on yahoo", "jana unterstrich weiss bei posteo": the name's dots and
// underscores may be said.
const NAMED_MAILBOX_BEFORE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}_.%+@-])[\p{L}\p{N}_%+-]{1,30}(?:${SPELLED_DOT}|${SPELLED_SEPARATOR}))*(?:${MAILBOX_NAME}|(?<=${SPELLED_DOT}|${SPELLED_SEPARATOR})[\p{L}\p{N}_%+-]{2,30})$`,
  "u",
);
const AFTER_A_MAILBOX: readonly (readonly [after: RegExp, mailbox: RegExp])[] = [
  // "kev@gmail", "ola@wp": a provider's name after the "@" says where, without its domain.
  [new RegExp(String.raw`@${MAIL_PROVIDERS}(?![\p{L}\p{N}.@-])`, "giu"), MAILBOX_BEFORE],
  // "anna.berg@ gmail . com", "anna.berg @gmail.com": a space on one side of the "@".
  [
    new RegExp(String.raw`(?:\s@|@\s)\s?(?:[\p{L}\p{N}-]+${ANY_DOT})+${TLD}`, "giu"),
    MAILBOX_BEFORE,
  ],
  // "its lisa_b88 on gmail", "janek1979 na gmailu", "pepa1972 na seznamu": a mailbox name
  // on its provider, with the case ending Polish and Czech give it.
  [
    new RegExp(String.raw`${SPOKEN_ON}${MAIL_PROVIDERS}\p{L}{0,3}(?![\p{L}\p{N}])`, "giu"),
    NAMED_MAILBOX_BEFORE,
  ],
  // "thomas_fink1971ätyahoo.de": the German "ät" written in place of the "@".
  [
    new RegExp(String.raw`ät${DOMAIN_LABEL}(?:\.${DOMAIN_LABEL})*\.${TLD}`, "giu"),
    NAMED_MAILBOX_BEFORE,
  ],
];
// No mailbox's name is longer (RFC 5321).
const MAX_LOCAL_PART = 64;

function mailboxesBefore(text: string): ContactFinding[] {
  return AFTER_A_MAILBOX.flatMap(([after, mailbox]) =>
    [...text.matchAll(after)].flatMap((match) => {
      const before = text.slice(Math.max(0, match.index - MAX_LOCAL_PART), match.index);
      const name = mailbox.exec(before);
      if (!name) return [];
      const start = match.index - name[0].length;
      return [finding(text, "email", start, match.index + match[0].length)];
    }),
  );
}

// "s t e f f i . h o l z at gmail": a mailbox spelled letter by letter. It starts at the
// first letter of the row only, so a long row of letters is read once.
const LETTER_BY_LETTER_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._-]|[\p{L}\p{N}._-]\s)[\p{L}\p{N}](?:\s[\p{L}\p{N}._-]){3,}(?:${BRACKETED_AT}|${SPOKEN_AT})(?:${MAIL_PROVIDERS}(?![\p{L}\p{N}])|[\p{L}\p{N}-]+${ANY_DOT}${TLD})`,
  "giu",
);

const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]]+[^\s<>"'()[\].,;:!?]/giu;
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\w@.-])(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+${TLD}(?:/[^\s<>"']*[^\s<>"'.,;:!?)])?`,
  "giu",
);
// "aerialpros dot co dot uk": a name and one or more spelled top-level domains.
// "antennes-dubois . fr (sans les espaces)": a dot with a space either side is no full stop.
const SPOKEN_DOT = String.raw`(?:${OPEN}(?:${DOT_WORD}|\.)${CLOSE}|\s${DOT_WORD}\s|\s\.\s)`;
// "www dot …", "w w w . dishdoc . co . uk".
const SPOKEN_WWW = String.raw`w\s?w\s?w(?:${SPOKEN_DOT}|\.)`;
// "parabole-express point fr/contact", "… ponto pt barra contactos": a page's path, written or said.
const SLASH_WORD = String.raw`(?:slash|barra|barre|schr[äa]gstrich|uko[śs]nik|lom[íi]tko|snedstreck|streck)`;
const SPOKEN_PATH = String.raw`(?:/[\p{L}\p{N}_-]+|\s${SLASH_WORD}\s[\p{L}\p{N}_-]+)*`;
// The name may hold any letter: "antennenbau-krüger punkt de".
// "antenas ponto lisboa ponto pt": a name of two labels, its dots said too.
const SPELLED_DOMAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}_@.-])(?:${SPOKEN_WWW})?(?<name>[\p{L}\d-]{2,})(?:${SPOKEN_DOT}[\p{L}\d-]{2,}(?=${SPOKEN_DOT}))?(?:${SPOKEN_DOT}${TLD})+${SPOKEN_PATH}`,
  "giu",
);
// "google einfach antennenbau wolff punkt de", "tape sat conseil 44 point com": a name of a
// few words to search for or type, said before its spelled domain, is the site's name too.
const TYPE_OR_SEARCH = String.raw`(?:googl\p{L}{0,3}|tape[sz]?|tipp\p{L}{0,2}|type|search(?:\sfor)?|cherche[zr]?|busca|cerca|szukaj|wpisz|s[öo]k(?:\sp[åa])?|skriv\sin|hledej(?:te)?|napi[šs]|procur[ae]|digit[ae])`;
const FILLER = String.raw`(?:(?:on|auf|bei|in|sur|en|su|na|no|p[åa]|v|w)\sgoogl\p{L}{0,3}|einfach|mal|nach|just|simply|juste|simplement|solo|s[oó]lo|semplicemente|po\sprostu|bara|jen|s[oó]|for|pour|por|per|na|po)`;
const NAME_TYPED_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])${TYPE_OR_SEARCH}(?:\s${FILLER})*\s((?:[\p{L}\p{N}'’-]+\s){1,3})$`,
  "iu",
);

function withNameTypedBefore(text: string, domain: ContactFinding): ContactFinding {
  const before = text.slice(Math.max(0, domain.start - 60), domain.start);
  const typed = NAME_TYPED_BEFORE.exec(before);
  const words = typed?.[1];
  return words ? finding(text, "url", domain.start - words.length, domain.end) : domain;
}
// "el punto es que…", "this dot is…", "Segundo punto es…", "der zweite Punkt de facto": a
// short word or an ordinal before a spelled dot is talk, not a name.
const NOT_A_DOMAIN_NAME =
  /^(?:el|la|lo|le|il|un|una|uno|ese|esa|este|esta|eso|esto|ce|cet|cette|ten|ta|to|the|this|that|a|der|die|das|dieser|diesen|ein|einen|mein|dein|mi|tu|su|mio|mon|ton|son|al|del|otro|altro|questo|quel|dernier|ultimo|primer|primo|next|last|first|pierwsza|ostatnia|kazda|second|third|segundo|tercer|tercero|cuarto|[uú]ltimo|pr[oó]ximo|siguiente|mismo|zweite[nr]?|dritte[nr]?|letzte[nr]?|n[äa]chste[nr]?|erste[nr]?|deuxi[èe]me|troisi[èe]me|secondo|terzo|drugi|trzeci|ostatni|andra|tredje|sista|druh[ýy]|t[řr]et[íi]|posledn[íi]|terceiro)$/iu;

// "says point it towards …", "point at the roof": the English verb, not a French dot.
const ENGLISH_POINT_AT = /\spoint\s(?:it|at|is|me|us)$/iu;

// "r hartley at gmail dot com": an initial said before the name belongs to the address.
const INITIAL_BEFORE = /(?<![\p{L}\p{N}])\p{L}\s$/u;

function withInitial(text: string, address: ContactFinding): ContactFinding {
  const before = text.slice(Math.max(0, address.start - 3), address.start);
  return INITIAL_BEFORE.test(before)
    ? finding(text, "email", address.start - 2, address.end)
    : address;
}

// "email is garethhollins all one word, the icloud one", "vor- und nachname zusammen, also
// ingokessler, bei freenet", "maila Anders Sjöberg på bredband punkt net, förnamn punkt
// efternamn": a mailbox told as a name written together, or as first name dot last name,
// and its provider said apart. What stands around the provider in the sentence (up to
// NAME_BEFORE_PROVIDER characters before it, NAME_AFTER_PROVIDER after) is the name.
const WRITTEN_TOGETHER = String.raw`(?:all\sone\sword|one\sword|together|zusammen(?:geschrieben)?|in\seinem\swort|coll[ée]e?s?|attaccat[ioe]|junt[oa]s|tudo\sjunto|todo\sjunto|razem|ihop|dohromady|spolu)`;
const FIRST_NAME = String.raw`(?:first\s?name|vorname|pr[ée]nom|nombre|nome|imi[ęe]|f[öo]rnamn|jm[ée]no)`;
const LAST_NAME = String.raw`(?:last\s?name|surname|nachname|nom|apellido|cognome|apelido|sobrenome|nazwisko|efternamn|p[řr][íi]jmen[íi])`;
const NAME_DOT = String.raw`(?:\s(?:dot|punkt|point|punto|kropka|ponto|te[čc]ka|\.)\s|\.)`;
// Either way round: "nachname.vorname bei gmail", "nom point prénom chez gmail".
const FIRST_DOT_LAST = String.raw`(?:${FIRST_NAME}${NAME_DOT}${LAST_NAME}|${LAST_NAME}${NAME_DOT}${FIRST_NAME})`;
// "gareth jones 77 all one word on hotmail co uk": said so, next to a provider, it needs no
// word for a mailbox.
const ONE_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:all\sone\sword|one\sword|in\seinem\swort|zusammengeschrieben|en\sun\sseul\smot|tout\sattach[ée]|todo\sjunto|tudo\sjunto|all\stogether|no\sspaces?|ohne\sleerzeichen|sans\sespaces?|sin\sespacios|senza\sspazi|bez\sspacji|utan\smellanslag|bez\smezer|sem\sespa[çc]os)(?![\p{L}])`,
  "iu",
);
const MAILBOX_SAID_APART = new RegExp(
  String.raw`(?<![\p{L}])(?:${WRITTEN_TOGETHER}|${FIRST_DOT_LAST})(?![\p{L}])`,
  "iu",
);
const FIRST_DOT_LAST_SAID = new RegExp(String.raw`(?<![\p{L}])${FIRST_DOT_LAST}(?![\p{L}])`, "iu");
const PROVIDER_SAID = new RegExp(
  String.raw`(?<![\p{L}\p{N}.@])${MAIL_PROVIDERS}(?:u|ie|em|a)?(?![\p{L}\p{N}@])`,
  "giu",
);
const NAME_BEFORE_PROVIDER = 50;
const NAME_AFTER_PROVIDER = 64;
// Said of a mailbox: "email", "adresse", "correo", or "write to" ("napište", "maila").
const MAIL_OR_WRITE =
  /(?<![\p{L}])(?:e-?mail\p{L}{0,4}|mail\p{L}{0,3}|correo|courriel|mejl\p{L}{0,3}|posta|poczt\p{L}{1,2}|e-?post\p{L}{0,3}|address|adres\p{L}{0,3}|endere[çc]o|indirizzo|direcci[óo]n|write|schreib\p{L}{0,3}|[ée]cri\p{L}{1,5}|escrib\p{L}{1,5}|scriv\p{L}{1,5}|napi\p{L}{1,5}|pisz\p{L}{0,3}|escrev\p{L}{1,5}|skriv\p{L}{0,3})(?![\p{L}])/iu;

function mailboxSaidApart(text: string): ContactFinding[] {
  // "first name dot last name" says a mailbox by itself; "written together" with a word for one.
  const firstDotLast = FIRST_DOT_LAST_SAID.test(text);
  const saidApart = MAILBOX_SAID_APART.test(text) && MAIL_OR_WRITE.test(text);
  if (!firstDotLast && !saidApart && !ONE_WORD.test(text)) return [];
  return [...text.matchAll(PROVIDER_SAID)].map((provider) => {
    const sentence = Math.max(
      provider.index - NAME_BEFORE_PROVIDER,
      ...[...text.slice(0, provider.index).matchAll(/[.!?\n]\s/gu)].map((end) => end.index + 2),
      0,
    );
    // From a word's start: "ich bin Stefan Vogt, Mail ist …", not "tefan Vogt, …".
    const wordStart = /[\p{L}\p{N}]+$/u.exec(text.slice(Math.max(0, sentence - 30), sentence));
    const from = sentence - (wordStart?.[0].length ?? 0);
    const start = from + (text.slice(from, provider.index).search(/\S/u) || 0);
    // "… zusammen bei web.de, also wolfgangreiter": the name may come after it.
    const after = provider.index + provider[0].length;
    const rest = text.slice(after, after + NAME_AFTER_PROVIDER);
    const end = after + (/^.*?(?=[.!?\n](?:\s|$))/u.exec(rest)?.[0].length ?? rest.length);
    return finding(text, "email", start, end);
  });
}

// "o mail é anabela.sousa71 e depois aquele do sapo", "jmeno pavla.horakova, domena atlas
// cz": a mailbox's name after the word for it, shaped as no word is (a dot or an underscore
// between two letters or more each: "z.B.", "v2.0" are no names), and its provider or domain
// said later in the sentence.
const MAILBOX_LABEL = String.raw`(?:e-?mail|mail|mejl|correo|courriel|adres\p{L}{0,3}|endere[çc]o|indirizzo|jm[ée]no|u[žz]ivatel\p{L}{0,4}|usuario|utente|login|user\s?name|anv[äa]ndarnamn\p{L}{0,3})`;
// "… is", "…, je to", "…:": what joins the label to the name.
const LABEL_TO_NAME = String.raw`(?:,?\s(?:is|ist|lautet|est|c['’]est|es|è|é|e|to|jest|är|je|je\sto|to\sje|it['’]s)\s|:\s?|\s)`;
const LABELLED_MAILBOX_NAME = new RegExp(
  String.raw`(?<![\p{L}])${MAILBOX_LABEL}\p{L}{0,3}${LABEL_TO_NAME}(?:(?:o|a|el|la|le|il|der|die|the)\s)?(?<name>\p{L}{2,}[\p{L}\p{N}]*\d[\p{L}\p{N}_.]*|\p{L}{2,}[\p{L}\p{N}-]*[._]\p{L}{2,}[\p{L}\p{N}_.-]*[\p{L}\p{N}]|\p{L}{2,}(?:\s(?:${DOT_WORD}|${UNDERSCORE_WORD})\s\p{L}{2,})+)(?![\p{L}\p{N}@])`,
  "giu",
);
const DOMAIN_WORD = String.raw`(?:domain|dom[äa]ne|domaine|dominio|domena|dom[ée]na|dom[äa]n|dom[íi]nio)`;
const PROVIDER_OR_DOMAIN_LATER = new RegExp(
  String.raw`^[^.!?\n]{0,40}?(?:${DOMAIN_WORD}\s?:?\s[\p{L}\p{N}-]{2,}(?:(?:${ANY_DOT}|\s)${TLD})?|(?<![\p{L}\p{N}])${MAIL_PROVIDERS}(?:u|ie|em|a)?(?:(?:${ANY_DOT}|\s)${TLD})?(?![\p{L}\p{N}]))`,
  "iu",
);

// "o meu mail é ruipinto e depois é no sapo.pt", "mailadressen är tobbe88 och sen gmail",
// "mail je info a doména antenyhradec.cz": any one word is the name when its provider or
// domain follows, after "and" or "then".
const LABELLED_PLAIN_NAME = new RegExp(
  String.raw`(?<![\p{L}])${MAILBOX_LABEL}\p{L}{0,8}\s?(?:(?:is|ist|lautet|est|c['’]est|es|è|é|e|to|jest|är|je)\s|:\s?)(?<name>[\p{L}\p{N}_.-]{2,40})\s(?:${THEN_WORDS_SOURCE}\s|(?:and|und|et|e|y|i|och|a)\s(?:the\s)?(?=${DOMAIN_WORD}))(?:(?:is|ist|est|es|è|é|e|to|jest|är|je)\s)?(?:(?:on|at|bei|chez|en|su|na|no|på|v|u|w|hos|em|in)\s)?(?:(?:${DOMAIN_WORD})\s?:?\s)?(?:${MAIL_PROVIDERS}(?:u|ie|em|a)?|[\p{L}\p{N}-]{2,}${ANY_DOT}${TLD})(?:${ANY_DOT}${TLD})?(?![\p{L}\p{N}])`,
  "dgiu",
);

function labelledMailboxNames(text: string): ContactFinding[] {
  const plain = [...text.matchAll(LABELLED_PLAIN_NAME)].map((match) => {
    // Where the name starts (the regex keeps its groups' indices, flag "d").
    const start = match.indices?.groups?.["name"]?.[0] ?? match.index;
    return finding(text, "email", start, match.index + match[0].length);
  });
  return [...plain, ...labelledShapedNames(text)];
}

// "hotmail, användarnamnet är ollepolle77": the provider may be said before the label.
const PROVIDER_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${MAIL_PROVIDERS}\p{L}{0,2},?\s$`,
  "iu",
);

// "Correos PK3A8910245ES" is a parcel's code: a mailbox's name has no two capitals.
const TWO_CAPITALS = /\p{Lu}.*\p{Lu}/u;

function labelledShapedNames(text: string): ContactFinding[] {
  const matches = [...text.matchAll(LABELLED_MAILBOX_NAME)].filter(
    (match) => !TWO_CAPITALS.test(match.groups?.["name"] ?? ""),
  );
  return matches.map((match) => {
    const end = match.index + match[0].length;
    const later = PROVIDER_OR_DOMAIN_LATER.exec(text.slice(end));
    const before = PROVIDER_BEFORE.exec(text.slice(Math.max(0, match.index - 24), match.index));
    const name = match.groups?.["name"] ?? "";
    const start = before ? match.index - before[0].length : end - name.length;
    return finding(text, "email", start, end + (later?.[0].length ?? 0));
  });
}

// "gary-dot-m-at-btinternet-dot-com": the words for "." and "@" joined to the name by dashes.
const DASHED = (word: string) => String.raw`-(?:${word})-`;
// "lucas.garnier🌀gmail🌀com": an emoji for the "@" and the dot.
const EMOJI = String.raw`\p{Extended_Pictographic}\uFE0F?`;
// "sofia•ramos•at•icloud•com": a bullet or the like for every space and dot.
const BULLET = String.raw`[•·|~*]`;
const BULLET_PARTED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])[\p{L}\p{N}_]+(?:${BULLET}[\p{L}\p{N}_]+)*${BULLET}(?:at|ät|@|${AT_WORD})${BULLET}[\p{L}\p{N}-]+${BULLET}${TLD}`,
  "giu",
);
const EMOJI_PARTED_EMAIL = new RegExp(
  String.raw`${LOCAL_PART}${EMOJI}[\p{L}\p{N}-]{2,}${EMOJI}${TLD}`,
  "giu",
);
// "buchhaltung at hoffmann-sat de": a domain of two words joined by a dash, its dot a space.
const DASHED_DOMAIN_AFTER_AT = new RegExp(
  String.raw`${LOCAL_PART}${SPOKEN_AT}[\p{L}\p{N}]+-[\p{L}\p{N}-]+\s(?:com|net|org|de|fr|es|it|pl|pt|se|cz|sk|nl|be|ch|at|eu|co\suk)(?![\p{L}\p{N}])`,
  "giu",
);
const DASHED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.-])[\p{L}\p{N}_]+(?:${DASHED(DOT_WORD)}[\p{L}\p{N}_]+)*${DASHED(String.raw`at|ät|${AT_WORD}`)}[\p{L}\p{N}_]+(?:${DASHED(DOT_WORD)}[\p{L}\p{N}_]+)*${DASHED(DOT_WORD)}${TLD}`,
  "giu",
);
// "mark dot installs two at gmail dot com": the words of a name before the part found,
// joined by spoken dots or underscores, belong to it.
// "ricardo m a t o s 77 @ gmail": so do letters spelled one by one, and the word before them.
const SPELLED_NAME_BEFORE = new RegExp(
  String.raw`(?:(?:[\p{L}\p{N}_%+-]+(?:${SPELLED_DOT}|${SPELLED_SEPARATOR}))+[\p{L}\p{N}_%+-]+|(?<![\p{L}\p{N}])(?:[\p{L}\p{N}_%+-]{2,}\s)?(?:[\p{L}\p{N}]\s){2,}[\p{L}\p{N}]?)\s?$`,
  "iu",
);
// "anna-h ät posteo de", "eva tečka malá na centrum cz": a top-level domain said after a
// space ends the address (one of the common ones: "gmail is down" is no Icelandic address).
const TLD_AFTER_A_SPACE = new RegExp(
  String.raw`^(?:${SPELLED_DOT}${TLD}|(?:\s|${ANY_DOT})(?:com|kom|net|org|info|eu|de|fr|es|it|pl|pt|se|cz|sk|nl|be|ch|at|dk|fi|ie|co\suk|uk)(?![\p{L}\p{N}]))`,
  "iu",
);

function whole(text: string, address: ContactFinding): ContactFinding {
  const before = SPELLED_NAME_BEFORE.exec(
    text.slice(Math.max(0, address.start - 64), address.start),
  );
  const tld = TLD_AFTER_A_SPACE.exec(text.slice(address.end, address.end + 24));
  if (!before && !tld) return address;
  return finding(
    text,
    address.kind,
    address.start - (before?.[0].length ?? 0),
    address.end + (tld?.[0].length ?? 0),
  );
}

/** Email addresses, including "name at domain dot com" and "name (at) domain (punkt) de". */
export function findEmailAddresses(text: string): ContactFinding[] {
  return [
    ...findingsOf(EMAIL, text, "email"),
    ...findingsOf(SPELLED_EMAIL, text, "email").map((address) => withInitial(text, address)),
    ...mailboxesBefore(text),
    ...findingsOf(LETTER_BY_LETTER_EMAIL, text, "email"),
    ...mailboxSaidApart(text),
    ...labelledMailboxNames(text),
    ...findingsOf(DASHED_EMAIL, text, "email"),
    ...findingsOf(EMOJI_PARTED_EMAIL, text, "email"),
    ...findingsOf(BULLET_PARTED_EMAIL, text, "email"),
    ...findingsOf(DASHED_DOMAIN_AFTER_AT, text, "email"),
  ].map((address) => whole(text, address));
}

// "49°35'N 17°15'E, z mapy.cz", "tested on speedtest.net": a large public site, named bare,
// is where something was looked up, not the sender's own (with a path it may be: a page).
const PUBLIC_SITES = new Set([
  "google.com",
  "google.de",
  "google.fr",
  "google.es",
  "google.it",
  "google.pl",
  "google.pt",
  "google.se",
  "google.cz",
  "google.co.uk",
  "maps.google.com",
  "youtube.com",
  "starlink.com",
  "wikipedia.org",
  "facebook.com",
  "instagram.com",
  "tiktok.com",
  "speedtest.net",
  "fast.com",
  "openstreetmap.org",
  "mapy.cz",
  "seznam.cz",
  "hitta.se",
  "eniro.se",
  "firmy.cz",
  "pagesjaunes.fr",
  "gelbeseiten.de",
  "leboncoin.fr",
  "kleinanzeigen.de",
  "wallapop.com",
  "milanuncios.com",
  "olx.pl",
  "olx.pt",
  "allegro.pl",
  "subito.it",
  "blocket.se",
  "bazos.cz",
]);

function isPublicSite(domain: ContactFinding): boolean {
  return PUBLIC_SITES.has(domain.text.toLowerCase().replace(/^www\./u, ""));
}

// "Great.It works" is a missing space, not a domain: nobody writes a top-level domain in title case.
const TITLE_CASE_ENDING = /\.\p{Lu}\p{Ll}+$/u;

function isMissingSpace(domain: ContactFinding): boolean {
  return TITLE_CASE_ENDING.test(domain.text);
}

/** Links with a scheme or www., bare domains (example.com) and spelled ones (example dot com). */
export function findUrls(text: string): ContactFinding[] {
  return [
    ...findingsOf(URL_WITH_SCHEME, text, "url"),
    ...findingsOf(BARE_DOMAIN, text, "url").filter(
      (domain) => !isMissingSpace(domain) && !isPublicSite(domain),
    ),
    ...[...text.matchAll(SPELLED_DOMAIN)]
      .filter((match) => !NOT_A_DOMAIN_NAME.test(match.groups?.name ?? ""))
      .filter((match) => !ENGLISH_POINT_AT.test(match[0]))
      .map((match) =>
        withNameTypedBefore(text, finding(text, "url", match.index, match.index + match[0].length)),
      ),
  ];
}
