/** Messenger links, @handles, and invitations to move the conversation to a messenger. */
import { finding, findingsOf } from "./matching";
import { I_AM } from "./said-of-oneself";
import type { ContactFinding } from "./types";
import { DOT_WORD, UNDERSCORE_WORD } from "./web-addresses";

const MESSENGER_LINK =
  /(?<![\w.-])(?:https?:\/\/)?(?:wa\.me|t\.me|telegram\.me|signal\.me|signal\.group|m\.me|fb\.me|chat\.whatsapp\.com|api\.whatsapp\.com|(?:www\.)?instagram\.com|instagr\.am|discord\.gg|discord(?:app)?\.com\/invite|invite\.viber\.com|(?:www\.)?snapchat\.com\/add|(?:www\.)?tiktok\.com\/@|linktr\.ee)(?:\/[^\s<>"']*[^\s<>"'.,;:!?)])?/giu;
// "bin @home ab 17 Uhr", "@work till 5": an "@" before where someone is, as shorthand for "at".
const HANDLE =
  /(?<![\p{L}\p{N}_.@+-])@(?!(?:home|work|office|school|gym|lunch|arbeit|hause|maison|boulot|bureau|casa|trabajo|lavoro|ufficio|domu|pracy|hemma|jobbet|doma|pr[aá]ci)(?![\p{L}\p{N}_.]))[a-z_][\w.]{1,29}\w/giu;
// "live:.cid.7f3a22b91c04e8d1", "live:jiri.prochazka_72": a Skype id, whatever names it.
const SKYPE_ID = /(?<![\p{L}\p{N}_.-])live:\.?[\p{L}\p{N}_.-]{2,}[\p{L}\p{N}_]/giu;

// "the green app (with the phone icon)", "die grüne App", "la app verde", "zielona apka":
// WhatsApp, not named.
const GREEN_APP = String.raw`(?:(?:the|la|l['’]|sull['’]|nell['’])\s?)?(?:green\sapp|gr[üu]ne[nm]?\sapp|appli(?:cation)?\sverte|app\sverde|ap[kc]\p{L}{1,2}\szielon\p{L}{1,3}|zielon\p{L}{1,3}\sap[kc]\p{L}{1,2}|zielon\p{L}{1,3}\saplikacj\p{L}|gr[öo]na\sappen|zelen\p{L}{1,3}\s(?:aplikac\p{L}{1,2}|ap[kc]\p{L}{1,2}|appk\p{L}{1,2}))(?:\s(?:with|mit|avec|con|com|z|med|s)\s[^.,!?\n]{0,25}?(?:icon|logo|symbol|ic[ôo]ne|icono|icona|ikon\p{L}{0,3}|ícone|telefon\p{L}{0,4}|phone|t[ée]l[ée]phone|tel[ée]fono|telefone|hörer|combin[ée])(?:[\s-]?(?:icon|logo|symbol|ic[ôo]ne|icono|icona|ikon\p{L}{0,3}|ícone))?)?`;
// With the endings Polish gives them ("na WhatsAppie", "masz Telegrama?", "na Signalu"),
// and the nicknames people use ("wasap", "guasap", "fejs", "insta", "snap").
const POLISH_ENDING = String.raw`(?:ie|a|em|u|e|ze|zie|ach)?`;
const MESSENGER_NAMES = String.raw`(?:whats\s?app|telegram|signal|instagram|facebook\smessenger|messenger|facebook|snapchat|discord|threema|viber|skype)${POLISH_ENDING}|snapchacie|ig|tg|insta|inst[aá]č\p{L}{0,2}|instě|snap(?:ie|u|em)?|fb|wa|wats|whatsap|wa(?:c|ts)ap\p{L}{0,3}|wtsp|zap|whatsk\p{L}{0,2}|t[eé]l[eé][\s-]gramm?e?|télégramme|fejs(?:ie|a|u)?|fejsbuk\p{L}{0,3}|wasap|guasap|whats|wsp|wechat|tiktok(?:u|iem|a)?|tik\stok|kik|imessage|facetime|linkedin(?:ie|u|em|a)?|xing|t[eé]l[eé]gram(?:me)?|wha?t{1,2}s{1,2}a?p{1,2}|zapzap|fejan|gg|gadu-gadu|${GREEN_APP}`;
/** Messenger names, with the endings Polish and Czech give them, for other detectors. */
export const MESSENGER_NAMES_SOURCE = MESSENGER_NAMES;
// Nicknames that are also everyday words ("en face", "face to face"): a messenger only
// with a handle or a name after them.
const NICKNAMES = /^(?:face|fejs)$/iu;
const NICKNAME = /(?<![\p{L}\p{N}])face(?![\p{L}\p{N}])/giu;
const MESSENGER_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${MESSENGER_NAMES})(?![\p{L}\p{N}])`,
  "giu",
);

// JavaScript's \b knows no umlauts: "über" needs a start-of-word test of its own.
const WORD_START = String.raw`(?<![\p{L}\p{N}_])`;
const HANDLE_LABEL = String.raw`(?:id|name|user\s?name|user|handle|kennung|nutzername|benutzername|nick(?:name)?|pseudo|identifiant|login|usuario|usuário|utilizador|utente|nome(?:\sutente)?|nazwa|användarnamn|namn|jméno|přezdívka|gebruikersnaam)`;
// The verb that joins a label to its handle: "username is …", "Telegram-Name ist …".
const COPULA = String.raw`(?:is|ist|lautet|c'est|c’est|est|es|è|é|to|jest|är|je|er)`;
// "Snap me: dishguy", "Telegram : @karim" (French puts a space before the colon),
// "insta c'est @…", "Instagram como …", "na Instagramie jako …".
// German separates "hinzufügen": "füg mich bei Snapchat hinzu: …".
// "cherche AntenneSeb13", "search Dishy Dave Norwich": the name to search for.
const SEARCH = String.raw`(?:search(?:\sfor)?|look\sup|find|cherche[zr]?|recherche[zr]?|busca(?:r|me)?|búscame|cerca(?:mi)?|szukaj(?:cie)?|wyszukaj|sök(?:\spå)?|hledej(?:te)?|najdi|procura(?:r|-me)?|such(?:e|t)?(?:\snach)?)`;
const HANDLE_INTRO = String.raw`(?:\s(?:me|moi|mi|mnie|hinzu))?(?:\s?(?:[:=—–→]|->|=>)\s?|\s-\s|,?\s${SEARCH}\s|,?[\s-](?:mon\s|mi\s|il\smio\s|mój\s)?${HANDLE_LABEL}(?:\s?[:=]\s?|\s${COPULA}\s|\s)?|\s(?:is|ist|heißt|lautet|unter|under|as|als|c'est|c’est|est|es|è|e|é|to|jest|como|comme|come|jako|sous|pod|är|som|je|jako|is)\s|\s)`;
// "kev#1234": a Discord name with its tag.
// A handle of digits alone is a phone number's length ("Signal 42 %" is reception).
const HANDLE_TEXT = String.raw`(?:@[\p{L}\p{N}_.]{2,}[\p{L}\p{N}_]|[\p{L}\p{N}_.]{2,32}#\d{4}(?!\d)|(?=[\p{N}_.]*\p{L})[\p{L}\p{N}_.]*[\d_.][\p{L}\p{N}_.]*[\p{L}\p{N}_]|\+?\(?\d[\d ()/-]{5,}\d)`;
const HANDLE_AFTER = new RegExp(String.raw`^${HANDLE_INTRO}${HANDLE_TEXT}`, "iu");
// "als SatMeisterHB", "como ParaboleNapoli": a capital inside a word, as no word has, names
// a handle too. Read case-sensitively, as "i" would let any letter be a capital.
const CAMEL_CASE_HANDLE_AFTER = new RegExp(
  String.raw`^${HANDLE_INTRO}\p{L}*\p{Ll}\p{Lu}[\p{L}\p{N}_]*`,
  "u",
);
// "snap : karimsat", "Facebook: Dubois Antennes Marseille": after a colon, a word in lower
// case is the handle, or capitalised words are the name to look up.
// "Antennes Fabre Père et Fils", "Müller & Söhne": capitalised words, perhaps joined by "and".
const NAME_WORDS = String.raw`\p{Lu}[\p{L}'’-]*(?:\s(?:(?:et|und|and|&|e|y|i|och|a)\s)?\p{Lu}[\p{L}'’-]*){1,4}`;
// After a comma, only a name of three words or more, a business's: "Facebook, Mick Dawson Aerials".
const BUSINESS_NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){2,4}`;
// "búscame en face como Paco Antenas Zaragoza", "search Dishy Dave Norwich": a name to look up.
// "auf fb findest mich als Satellitentechnik Krüger", "en facebook salgo como Ramón Tejedor
// Instalaciones": "as" later in the clause, after a verb of finding or appearing.
// "como Álvaro Sanz Quintana, instalador en Zaragoza": what the name is listed with, and where.
// "Connor Byrne from Galway", "Monika Schreiber aus Fulda", "Fabrice Morel de Nantes": or
// only where.
const PLACE_PREPOSITION = String.raw`(?:en|a|in|w|i|à|em|v|ve|z|ze|bei|aus|von|de|di|da|do|du|from|fr[åa]n|at)`;
const TRADE_AND_PLACE = String.raw`(?:,\s(?:[\p{L}-]+\s){1,4}${PLACE_PREPOSITION}\s\p{Lu}[\p{L}-]+|\s${PLACE_PREPOSITION}\s\p{Lu}[\p{L}-]+)?`;
// "agrégame en telegram, salgo como Fran Satelite", "aggiungimi su telegram, mi trovi come …":
// after a comma, a verb of appearing or being found, then "as".
const APPEAR = String.raw`(?:salgo|aparezco|sale|mi\strovi|mi\strovate|me\sencuentras|me\strouves|you['’]ll\sfind\sme|find\sme|I['’]m\slisted|I\sappear|je\sparais|j['’]apparais|apare[çc]o|występuję|wyst[eę]puj[eę]|finns\sjag|syns\sjag|vystupuju|jsem\stam|bin\sich|steh\sich|stehe\sich|findest\sdu\smich|findest\smich)`;
const NAME_AFTER_AS = new RegExp(
  String.raw`^(?:[^.!?,;\n]{0,24}?\s(?:as|als|como|comme|come|jako|som|sous|pod|under|unter)\s|,\s${APPEAR}\s(?:[\p{L}]+\s)?(?:as|als|como|comme|come|jako|som|sous|pod|under|unter)\s|\s(?:me|mir|moi|mi|mnie|mig|mě),\s|[^.!?,;\n]{0,24}?\s(?:as|als|como|comme|come|jako|som)\s['"‘“„«]|[^.!?\n]{0,30}?(?<![\p{L}])${SEARCH}\s(?:(?:por|for|nach|pour|per|po|efter|za)\s)?)(?:${NAME_WORDS}${TRADE_AND_PLACE}|${HANDLE_TEXT})`,
  "u",
);
// "Bei Facebook heiße ich Jürgen Kowalczyk-Brandt", "My name on Facebook is Gareth
// Pryce-Jones": the name the sender goes by there, said with a verb of naming.
const NAMED_THERE_AFTER = new RegExp(
  String.raw`^,?\s(?:hei(?:ß|ss)e\sich|ich\shei(?:ß|ss)e|je\sm['’]appelle|me\sllamo|mi\schiamo|nazywam\ssię|chamo-me|heter\sjag|jag\sheter|jmenuju\sse|[Ii]'m|I\sam|bin\sich|ich\sbin|je\ssuis|soy|sono|jestem|sou|är\sjag|jsem)\s${NAME_WORDS}${TRADE_AND_PLACE}`,
  "u",
);
const NAME_ON_BEFORE =
  /(?<![\p{L}])(?:name|nom|nombre|nome|nazwa|namn|jméno|jmeno)\s(?:on|auf|bei|in|im|sur|en|su|na|no|på)\s{1,3}$/iu;
const NAME_IS_AFTER = new RegExp(
  String.raw`^\s?(?:\s(?:is|ist|lautet|est|c['’]est|es|è|é|jest|to|är|je)\s|:\s?)${NAME_WORDS}${TRADE_AND_PLACE}`,
  "u",
);
// "Instagram: montaze tecka olda": the handle's dots and underscores may be said.
// "ig: montajes . gomez (sin espacios)": or with a dot set apart by spaces.
const SAID_HANDLE = String.raw`\p{Ll}[\p{Ll}\p{N}_]{2,28}(?:\s(?:${DOT_WORD}|${UNDERSCORE_WORD}|\.)\s[\p{Ll}\p{N}_]{2,28})*(?![\p{L}\p{N}_])`;
// "no face é Carla Mendes Montagens": a name of three words or more, a business's, is the
// page there, whatever comes before.
const BUSINESS_NAME_IS_AFTER = new RegExp(
  String.raw`^\s(?:is|ist|est|c['’]est|es|è|é|e|jest|to|är|je)\s${BUSINESS_NAME}`,
  "u",
);
const HANDLE_OR_NAME_AFTER_COLON = new RegExp(
  String.raw`^(?:\s?:\s?(?!(?:${MESSENGER_NAMES})(?![\p{L}\p{N}]))(?:${HANDLE_TEXT}|${NAME_WORDS}${TRADE_AND_PLACE}|${SAID_HANDLE})|,\s${BUSINESS_NAME})`,
  "u",
);
// "en Viber tengo el mismo nick q en todos lados: pacoantenas": once the messenger is
// offered, a colon later in the clause gives the name there.
const HANDLE_AFTER_A_LATER_COLON = new RegExp(
  String.raw`^[^.!?\n:]{0,60}:\s?(?:@[\p{L}\p{N}_.]{2,}[\p{L}\p{N}_]|\p{Ll}[\p{Ll}\p{N}_.]{2,30}[\p{Ll}\p{N}_]|\p{L}+\p{Ll}\p{Lu}[\p{L}\p{N}_.]*|\p{L}[\p{L}\p{N}_.]*\d)(?=\s?[,.;!?)]|\s?$)`,
  "u",
);
// "messenger plutôt, je suis Karim Benali Paraboles", "en insta soy antenas.ruiz", "move this
// to signal? my user is kev.84", "über Threema machen, ID 7KX9P2RM": later in the clause, the
// sender names themself or their handle.
const SELF_OR_HANDLE_LATER = new RegExp(
  String.raw`^[^.!\n]{0,30}?(?:(?<![\p{L}])${I_AM}\s(?:(?:there|dort|da|l[àa]|ah[íi]|all[íi]|l[ìi]|tam|d[äa]r|ali)\s)?(?:(?:as|als|comme|como|come|jako|som)\s)?(?<self>${HANDLE_TEXT}|${NAME_WORDS})${TRADE_AND_PLACE}|(?:,\s|(?<![\p{L}])(?:number|nummer|numéro|número|numero|numer|numret|číslo|num|nr)\s?:?\s)\+?\d[\d ()./-]{6,}\d|[\s,](?:my\s|mein\s|mon\s)?${HANDLE_LABEL}(?:\s?[:=]\s?|\s${COPULA}\s|\s)${HANDLE_TEXT})`,
  "iu",
);
// "signal geht, benutzername sat_ole.07": a handle shaped as only handles are, after its label.
const LABELLED_HANDLE_AFTER = new RegExp(
  String.raw`^[^.!?\n]{0,30}?[\s,](?:my\s|mein\s|mon\s)?${HANDLE_LABEL}(?:\s?[:=]\s?|\s${COPULA}\s|\s)(?:@[\p{L}\p{N}_.]{2,}[\p{L}\p{N}_]|(?=[\p{N}_.]*\p{L})[\p{L}\p{N}_.]*[\d_.][\p{L}\p{N}_.]*[\p{L}\p{N}_])`,
  "iu",
);
// What the sender says they are must be a handle or a name in capitals, read case-sensitively
// ("soy de la vieja escuela", "ci sono gruppi su starlink" name no one).
const SELF_NAMED = new RegExp(String.raw`^(?:${HANDLE_TEXT}|${NAME_WORDS})`, "u");

/** SELF_OR_HANDLE_LATER, but for a sender "named" in lower case words. */
function selfOrHandleLater(after: string): RegExpExecArray | null {
  const later = SELF_OR_HANDLE_LATER.exec(after);
  const self = later?.groups?.["self"];
  return self !== undefined && !SELF_NAMED.test(self) ? null : later;
}

// "… sou o dianarocha.07", "… I'm kev_84": the sender names their handle there.
const SELF_NAMED_AFTER = new RegExp(
  String.raw`^[^.!?\n]{0,30}?(?<![\p{L}])${I_AM}\s(?:@[\p{L}\p{N}_.]{2,}[\p{L}\p{N}_]|(?=[\p{N}_.]*\p{L})[\p{L}\p{N}_.]*[\d_.][\p{L}\p{N}_.]*[\p{L}\p{N}_])`,
  "iu",
);
// "w h a t s a p p", "W.h.a.t.s.A.p.p": a messenger spelled letter by letter hides on purpose.
const SPELLED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[\s.*_-]\p{L}){3,14}(?![\p{L}\p{N}])/gu;
const SPELLED_MESSENGER =
  /^(?:whatsapp|whatsap|watsap|watsapp|wasap|wassap|telegram|signal|viber|threema|instagram|insta|snapchat|snap|facebook|messenger|skype|discord|wechat|line|kik|tiktok)\p{L}?$/u;
// "google 'Harlow Aerials Luton' and ring", "Tapez 'Dubois Antennes' sur google": a name in
// quotes to search for, next to the search engine.
// After a digit an apostrophe marks minutes ("41°09'N 8°37'W"), not a quote.
const QUOTED = String.raw`(?<![\d°])['"‘“„«]\s?([^'"’”“«»\n]{3,60}?)\s?['"’”“»]`;
const SEARCH_FOR = new RegExp(
  String.raw`(?<![\p{L}])googl\p{L}{0,3}[^'"‘“„«\n.!?]{0,20}?${QUOTED}|${QUOTED}[^.!?\n]{0,12}?(?<![\p{L}])googl\p{L}{0,3}|(?<![\p{L}])${SEARCH}\s{1,3}${QUOTED}(?=[^.!?\n]{0,20}?(?<![\p{L}])(?:${MESSENGER_NAMES})(?![\p{L}]))`,
  "giu",
);
// "Snapchat me: petedishes": after an imperative and a colon, any single word is the handle.
const HANDLE_AFTER_IMPERATIVE =
  /^\s(?:me|mir|mich|moi|mi|mnie|mig|mě)\s?[:=]\s?[\p{L}\p{N}_.]{2,29}[\p{L}\p{N}_]/iu;
// "whatsappen wir?", "ich whatsappe dir": the verb is the invitation.
const MESSENGER_VERB = /(?<![\p{L}\p{N}])whats\s?app(?:en|e|st|t|te|ten)(?![\p{L}\p{N}])/giu;
const POSSESSIVE_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:my|your|mein(?:e|em|en|er|s)?|dein(?:e|em|en|er|s)?|mon|ma|ton|ta|votre|mi|tu|il mio|il tuo|mio|tuo|mój|moje|mojego|twój|twoje|twojego|meu|minha|teu|tua|seu|min|mitt|din|ditt|můj|moje|tvůj|mijn|jouw)\s{1,3}$`,
  "iu",
);
const OFFER_OR_QUESTION_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:ich hab(?:e)?|i have|i'm on|i am on|ich bin (?:auch )?(?:auf|bei)|such(?:e)? (?:mich )?(?:auf|bei)|hast du|haben sie|habt ihr|do you have|do you use|are you on|are you also on|got|bist du (?:auch )?(?:auf|bei)|sind sie (?:auch )?(?:auf|bei)|nutzt du|nutzen sie|benutzt du|tu as|t'as|as-tu|vous avez|avez-vous|j'ai|tu es sur|je suis (?:aussi )?sur|on est sur|estoy en|estoy también en|sono su|sono anche su|jestem (?:też )?na|estou no|estou na|jag är på|jsem na|ik zit op|tienes|tiene|tenéis|tengo|usas|usa|usáis|usa usted|hai|ha|avete|ho|usi|usate|masz|macie|ma pan|ma pani|mam|używasz|używa pan|używa pani|jesteś na|tem|tens|tenho|você tem|voce tem|usa|usas|estás no|está no|har du|har ni|jag har|använder du|finns du på|är du på|máte|máš|mám|používáte|používáš|jste na|jsi na|heb je|hebt u|heeft u|ik heb|zit je op|ben je op|aveți|aveti|har I|bruger du|vous êtes (?:aussi )?sur|êtes-vous sur|es-tu sur|estás en|está en|estáis en|sei su|sei anche su|siete su|jest pan na|jest pani na|jesteście na)\s{1,3}(?:\p{L}+\s{1,3})?$`,
  "iu",
);
const PREPOSITION_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:on|via|over|through|using|with|per|to|über|ueber|auf|bei|in|mit|into|sur|par|en|por|al|a|su|tramite|na|przez|an?|eine?n?|une?|una?|pe|no|zu|zum|im|moi|mi|mig|mnie|mě|pelo|pela|para o|para|på|över|med|till|přes|op|naar|um|uma)\s{1,3}(?:the\s|dem\s|den\s|der\s|le\s|el\s|il\s|lo\s)?(?:(?:petit|petite|kurze?n?|quick|little|short|pequeño|piccolo|breve)\s{1,3})?$`,
  "iu",
);
const ADDRESSED_AFTER = /^\s?(?:me|mir|mich|uns|us)(?![\p{L}])/iu;
// "easier on WhatsApp", "WhatsApp is quicker than this app", "Telegram jest wygodniejszy":
// a messenger praised over the platform is an invitation to move there.
const COMPARATIVE = String.raw`(?:easier|simpler|quicker|faster|better|handier|more\s(?:convenient|practical)|einfacher|schneller|bequemer|besser|praktischer|leichter|plus\s(?:simple|facile|rapide|pratique|commode)|mieux|más\s(?:fácil|rápido|cómodo|práctico|sencillo)|mejor|più\s(?:comodo|facile|veloce|pratico|semplice|rapido)|meglio|wygodn?iejsz\p{L}{1,3}|prostsz\p{L}{1,3}|szybsz\p{L}{1,3}|łatwiejsz\p{L}{1,3}|lepsz\p{L}{1,3}|wygodniej|łatwiej|szybciej|lepiej|prościej|mais\s(?:fácil|rápido|prático|simples|cómodo|cômodo)|melhor|enklare|smidigare|snabbare|bättre|lättare|bekvämare|jednodušší|snazší|rychlejší|pohodlnější|lepší|praktičtější|jednodušeji|rychleji|makkelijker|sneller|handiger|nemmere|hurtigere|best|am\sbesten|le\smieux|lo\smejor|el\smejor|il\smigliore|najlepsz\p{L}{1,3}|najlepiej|bäst|nejlepší|nejlíp)`;
// Within the clause after the name: "WhatsApp ist für mich schneller als …".
const COMPARISON_AFTER = new RegExp(
  String.raw`^[^.!?,;\n]{0,24}?(?<![\p{L}])${COMPARATIVE}(?![\p{L}])`,
  "iu",
);
// Any comparison with this platform, whatever the adjective: "Viber is more reliable than
// this chat", "Viber ist zuverlässiger als dieser Chat", "Viber je spolehlivější než tenhle
// chat". A comparative is an adverb ("more", "plus", "più") or an ending ("-er", "-are",
// "-szy", "-ší"); then "than" and this chat, app or site.
const MORE = String.raw`(?:(?<![\p{L}])(?:more|less|plus|moins|más|mas|menos|più|meno|mais|mehr|weniger|bardziej|mniej|mer|mindre|více|víc|méně)\s(?:[\p{L}'’]+\s)?|\p{L}{2,}(?:er|are|szy|sze|ší|ši)\s)`;
const THAN = String.raw`(?:do\s)?(?:than|als|que|di|della|dello|del|niż|niz|än|než|nez|dan)`;
const THIS = String.raw`(?:this|the|dies\p{L}{1,2}|der|die|das|ce|cet|cette|la|le|l['’]|este|esta|el|questa|questo|quest['’]|il|lo|ten|ta|to|tento|tahle|tenhle|tato|tohle|tuto|den|det|här|denna|detta|o|a|deze|dit|de)`;
const THIS_PLATFORM = String.raw`(?:chat\p{L}{0,3}|czat\p{L}{0,2}|app|apps|appen|appli|application|applicazione|aplicación|aplicação|aplikac\p{L}{1,2}|aplikace|site|website|web|webbplats\p{L}{0,2}|sajt\p{L}{0,2}|portal\p{L}{0,2}|portail|plattform\p{L}{0,2}|platform\p{L}{0,2}|plateforme|plataforma|piattaforma|messagerie|messaggistica)`;
const COMPARED_WITH_THIS_PLATFORM = new RegExp(
  String.raw`^[^.!?\n]{0,30}?${MORE}${THAN}\s?(?:${THIS}\s?){0,2}${THIS_PLATFORM}(?![\p{L}])`,
  "iu",
);
const CONTACT_VERB = new RegExp(
  String.raw`${WORD_START}(?:look\s(?:me|us)\sup|add|adde|text|message|msg|write|contact|reach|call|ring|ping|dm|pm|follow|send|chat|talk|continue|carry on|switch|move|share|schick|schreib|meld|erreich|kontaktier|anruf|ruf|füg|hinzufüg|sprech|reden|kommunizier|weiter|wechsel|teil|ajout|écri|ecri|appel|contact|envoi|parl|continu|pass|rejoin|retrouv|discut|suiv|agreg|agrég|añad|anad|escrib|escríb|llam|llám|mand|mánd|habl|segu|sigamos|pás|envía|envia|búsc|busc|aggiung|scriv|chiam|sentiam|sentir|cerc|dodaj|napisz|pisz|pisa|zadzwo|dzwo|odezw|skontaktuj|przejd|zgada|znajd|wyśl|wysl|pogada|gada|szukaj|cherch|envoy|liga|ligue|ligar|envi|escrev|fala|fale|falar|adicion|continu|segu|pass|cham[ae]|ring|skicka|skriv|lägg|följ|fortsätt|byt|hör|chatta|prata|kontakta|zavolej|volej|napiš|napis|piš|pošl|posl|přidej|pridej|sleduj|pokrač|pokrac|pasa|przechodz|take|find|finden|procur|hitta|najd|doda|přid|${COMPARATIVE}|pridaj|zavolaj|adaug|scrie|sun|trimit|appen|verder|tilføj|tilfoj|fortsæt|fortsaet|přejd|prejd|ozv|kontaktuj|stuur|schrijf|voeg|volg)`,
  "iu",
);
// After a verb with its pronoun attached ("adiciona-me no Facebook"), or a verb of being
// or moving on ("está no", "continuamos no"), "no" is the Portuguese "in the", not a negation.
const PORTUGUESE_BEFORE_NO = String.raw`(?:-\p{L}{1,3}|(?<![\p{L}])(?:comigo|connosco|est[aáo]u?s?|estamos|continu\p{L}*|procur\p{L}*|escrev\p{L}*|mand\p{L}*|segu\p{L}*|adicion\p{L}*|lig\p{L}*|envi\p{L}*|pass\p{L}*|cham\p{L}*))\s`;
const NEGATION = new RegExp(
  String.raw`${WORD_START}(?:not|nicht|kein(?:e|en|er|em)?|(?<!${PORTUGUESE_BEFORE_NO})no|never|nie|niemals|don't|dont|won't|isn't|aren't|can't|cant|cannot|couldn't|couldnt|pas|jamais|non|nunca|mai|ni|não|nao|nem|inte|ingen|niet|geen|nu|ne|ikke|nemám|nemáme|nepoužívám|nepoužívam)\s+(?:[\p{L}'’,]+\s+){0,3}$`,
  "iu",
);
// "Können wir nicht über WhatsApp schreiben?", "Can't we chat on WhatsApp?": a negated
// question is a suggestion.
const NEGATED_SUGGESTION = new RegExp(
  String.raw`${WORD_START}(?:(?:können|könnten|kannst|könnt)\s(?:wir|du|sie|ihr)\s(?:\p{L}+\s)?(?:nicht|net)|warum\snicht|(?:can't|can\snot|couldn't|why\sdon't)\s(?:we|you|i)|why\snot|(?:ne\s)?(?:peut|peux|pouvez|pourrait|pourrions)(?:-on|\son|-tu|\stu|-vous|\svous|-nous|\snous)?\spas|pourquoi\spas|no\s(?:podemos|puedes|puede|podríamos)|por\squé\sno|non\s(?:possiamo|puoi|può|potremmo)|perché\snon|nie\s(?:możemy|możesz|może|moglibyśmy)|czemu\snie|dlaczego\snie)(?![\p{L}])`,
  "iu",
);
const QUESTION_AFTER = /^[^.!?\n]*\?/u;
const NEGATION_AFTER = /^\s{1,3}(?:nicht|not|never|nie)(?![\p{L}])/iu;
// "Signal" is also the satellite signal: lower case it is an app only when asked about.
const SIGNAL_WITH_ARTICLE = new RegExp(
  String.raw`${WORD_START}(?:das|dem|des|ein|kein|the|a|an|no|dein|your|unser|our|gutes|gute[nm]?|schwaches|schwache[nm]?|starkes|good|bad|weak|strong|full)\s{1,3}$`,
  "iu",
);
const SIGNAL_AS_RECEPTION =
  /^[\s-]?(?:strength|stärke|quality|qualität|loss|verlust|level|pegel|is|ist|war|was|issues?|probleme?)(?![\p{L}])/iu;

const WINDOW_BEFORE = 40;
// Enough for a business name after "as": "fb findest mich als Satellitentechnik Krüger", and
// what it is listed with: "en LinkedIn como Álvaro Sanz Quintana, instalador de … en Zaragoza".
const WINDOW_AFTER = 96;

function isReceptionSignal(name: string, before: string, after: string): boolean {
  if (name.toLowerCase() !== "signal") return false;
  // "Signal is better for me": an app, praised; "the signal is better here" has its article.
  if (name === "Signal" && COMPARISON_AFTER.test(after) && !SIGNAL_WITH_ARTICLE.test(before))
    return false;
  if (SIGNAL_AS_RECEPTION.test(after)) return true;
  // "¿Pasamos a Signal?": after a contact verb and a preposition, "a" is no article.
  if (CONTACT_VERB.test(before) && PREPOSITION_BEFORE.test(before)) return false;
  if (SIGNAL_WITH_ARTICLE.test(before)) return true;
  return name !== "Signal" && !OFFER_OR_QUESTION_BEFORE.test(before);
}

// "schick mir ne PN auf Insta", "manda DM no insta": a direct message on a messenger is an
// invitation, whatever "ne" or "no" reads like.
const DIRECT_MESSAGE_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:dm|pm|pn|mp|priv|privat\p{L}{0,2}|privée?|direct|direkt\p{L}{0,2})\s{1,3}(?:\p{L}{1,6}\s{1,3})?$`,
  "iu",
);

// "I used to talk to the last guy on WhatsApp": what was done before is no invitation.
const PAST_HABIT_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:used\sto|früher|autrefois|solía|solíamos|solevo|solevamos|costumava|costumávamos|kiedyś|dříve|förut)(?![\p{L}])`,
  "iu",
);

// "Viber oder WhatsApp, beides geht", "messenger albo whatsapp": a choice of messengers.
const OR = String.raw`(?:,|/|\s(?:or|oder|ou|o|oppure|albo|lub|czy|eller|nebo|anebo|of|sau)\s)`;
const OTHER_MESSENGER_AFTER = new RegExp(
  String.raw`^\s?${OR}\s?(${MESSENGER_NAMES})(?![\p{L}\p{N}])`,
  "iu",
);
const OTHER_MESSENGER_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${MESSENGER_NAMES})\s?${OR}\s?$`,
  "iu",
);
// Two different messengers, that is: "o WhatsAppie o WhatsAppie" is no choice.
const sameMessenger = (a: string, b: string) =>
  a.slice(0, 3).toLowerCase() === b.slice(0, 3).toLowerCase();

function isChoiceOfMessengers(name: string, before: string, after: string): boolean {
  const other = OTHER_MESSENGER_AFTER.exec(after)?.[1] ?? OTHER_MESSENGER_BEFORE.exec(before)?.[1];
  // "on facebook, whats the business called?": the English "what's".
  if (other === undefined || sameMessenger(name, other)) return false;
  const afterOther = after.slice((OTHER_MESSENGER_AFTER.exec(after)?.[0] ?? "").length);
  return !isEnglishWhats(other, afterOther);
}
// "Signal hab ich auch, gleiche Nummer wie oben", "same number as my WhatsApp": the sender has it.
// "same name as here", "gleicher Name wie hier": the sender is there under a name they gave.
const SAME_NUMBER = String.raw`(?:same\s(?:number|name)|gleiche[rn]?\s(?:nummer|name)|selbe[rn]?\s(?:nummer|name)|m[êe]me\s(?:num[ée]ro|nom)|mismo\s(?:n[úu]mero|nombre)|stesso\s(?:numero|nome)|ten\ssam\snumer|t[aą]\ss[aą]m[aą]\snazw[aą]|tym\ssamym\snumer\p{L}{0,2}|mesmo\s(?:n[úu]mero|nome)|samma\s(?:nummer|namn)|stejn[ée]\s(?:[čc][íi]slo|jm[ée]no)|zelfde\s(?:nummer|naam))`;
const HAVE_IT_AFTER = new RegExp(
  String.raw`^(?:\s(?:hab(?:e)?\sich|have\si|i\shave|tengo|lo\stengo|ce\sl['’]ho|l['’]ho|ho|mam|te[żz]\smam|har\sjag|jag\shar|m[áa]m|tenho|j['’]ai|je\sl['’]ai)(?![\p{L}])|[^.!?\n]{0,30}?(?<![\p{L}])${SAME_NUMBER})`,
  "iu",
);
const HAVE_IT_NOT_AFTER = new RegExp(
  String.raw`^\s(?:hab(?:e)?\sich|have\si|i\shave|tengo|lo\stengo|ce\sl['’]ho|l['’]ho|ho|mam|te[żz]\smam|har\sjag|jag\shar|m[áa]m|tenho|j['’]ai|je\sl['’]ai)\s(?:nicht|not|no|non|nie|inte|pas|ne|não|nao|never)(?![\p{L}])`,
  "iu",
);
// "whtsapp ?", "Telegram?": a message that is only a messenger's name, asked.
const ONLY_THE_NAME_BEFORE = /^[\s\p{P}\p{S}]*$/u;
const ASKED_AFTER = /^\s?\?/u;

// "hier statt über WhatsApp", "ici plutôt que sur WhatsApp": the messenger is where not to go.
const INSTEAD_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:instead\sof|rather\sthan|statt|anstatt|anstelle\svon|plut[ôo]t\sque|au\slieu\sde|en\svez\sde|en\slugar\sde|invece\sd[ie]|invece\sche|anzich[ée]|zamiast|em\svez\sde|ao\sinv[ée]s\sde|em\slugar\sde|i\sst[äa]llet\sf[öo]r|ist[äa]llet\sf[öo]r|m[íi]sto|nam[íi]sto|in\splaats\svan)\s+(?:[\p{L}'’]+\s+){0,2}$`,
  "iu",
);

// "Someone asked for my WhatsApp but I'll keep it in the app", "mam tylko tę apkę", "Mi
// marido usa Telegram pero yo no, escríbame aquí", "gebucht wird hier": the message keeps
// the conversation on the platform, so a messenger it names (with no handle or number) is
// where not to go, or only talked about.
// At the end of a clause, or before "rather than": "on peut continuer ici plutôt que sur WhatsApp ?".
const HERE = String.raw`(?:here|hier|ici|aqu[ií]|qui|tutaj|tu|h[äa]r|zde|tady|sem)(?=\s?(?:[.,!?;)…]|$)|\s(?:rather|instead|statt|anstatt|plut[ôo]t|au\slieu|en\slugar|en\svez|invece|piuttosto|zamiast|em\svez|ao\sinv[ée]s|ist[äa]llet|m[íi]sto|nam[íi]sto)(?![\p{L}]))`;
const THIS_APP = String.raw`(?:app\p{L}{0,2}|appli\p{L}{0,8}|aplicaci\p{L}{1,3}|aplicaç\p{L}{1,3}|applicazione|aplikac\p{L}{1,3}|ap[kc]\p{L}{1,2}|appk\p{L}{1,2}|chat\p{L}{0,3}|czac\p{L}{0,2}|czat\p{L}{0,2}|plat(?:t)?form\p{L}{0,3}|plateforme|plataforma|piattaforma)(?![\p{L}])`;
// "On peut continuer ici", "seguimos aquí": to go on here is to stay.
const STAY = String.raw`(?:manter|mantemos|mantener|mantengamos|mantenere|teniamo|garder|gardons|behalten|lassen\swir|zachowajmy|zostawmy|beh[åa]lla|nech\p{L}{1,4}|keep|keeping|stay|staying|remain|stick|continue|continuing|continuer|continuons|continuar|continuamos|continuare|continuiamo|kontynu\p{L}{1,5}|fortsätt\p{L}{0,2}|pokra[čc]\p{L}{1,6}|weitermachen|weiterschreiben|bleib\p{L}{0,2}|bleiben|rest(?:e|ons|er)|je\sreste|quedo|quedamos|quedarme|sigo|seguimos|resto|restiamo|rimango|rimaniamo|zostaj\p{L}{1,3}|zostan\p{L}{1,3}|fico|ficamos|continuo|stannar|stanna|h[åa]ller|z[ůu]st[áa]v\p{L}{1,3}|z[ůu]stan\p{L}{1,3})`;
// "I only have this app", "solo tengo esta app", "just through this app", "only here".
const ONLY = String.raw`(?:only|just|nur|seulement|uniquement|s[oó]lo|tylko|s[óo]|apenas|bara|endast|jen|pouze)`;
const ONLY_THIS_APP = String.raw`${ONLY}\s(?:(?:have|use|got|through|via|in|on|over|hab\p{L}{0,2}|über|auf|j['’]ai|par|sur|dans|tengo|uso|por|en|ho|su|tramite|mam|używam|przez|w|na|tenho|pela|pelo|no|har|använder|i|på|mám|používám|přes|v)\s)?(?:this|the|diese\p{L}?|die|der|cette|cet|l['’]|la|le|esta|este|questa|quest['’]|tę|tej|ta|a|o|denna|den|tuto|tahle|tuhle)(?:\s(?:här|hier|ici|here))?\s?${THIS_APP}|${ONLY}\s${HERE}`;
const TALK_OR_BOOK = String.raw`(?:falar|falamos|hablar|hablamos|parler|parlons|parlare|parliamo|sprechen|reden|rozmawia\p{L}{1,4}|prata|mluvit|p[íi]šu|p[íi][šs]eme|ps[áa]t|chat|chatten|write|message|text|talk|book|booked|schreib\p{L}{0,3}|gebucht|buch\p{L}{0,3}|[ée]cri\p{L}{1,4}|r[ée]serv\p{L}{1,4}|escr[ií]b\p{L}{1,6}|reserv\p{L}{1,4}|scriv\p{L}{1,4}|prenot\p{L}{1,4}|pisa[cć]|pisz\p{L}{0,3}|napisz\p{L}{0,3}|rezerw\p{L}{1,4}|escrev\p{L}{1,4}|skriv\p{L}{0,2}|bokar|boka|pi[šs]\p{L}{0,3}|napi[šs]\p{L}{0,3}|rezervuj\p{L}{0,3})`;
const KEEPS_IT_HERE = new RegExp(
  String.raw`(?<![\p{L}])(?:${STAY}(?:\s[\p{L}'’]+){0,4}\s(?:(?:l|dell|nell|sull)['’])?(?:${THIS_APP}|${HERE})|${ONLY_THIS_APP}|${TALK_OR_BOOK}(?:\s[\p{L}'’]+)?\s${HERE})`,
  "iu",
);

/**
 * Whether a message names messengers only to talk about them ("saw your work on insta",
 * "does WhatsApp work with Starlink?"), as the rules read it: then no model overrules them.
 */
export function onlyTalksAboutApps(text: string): boolean {
  const mentions = [...text.matchAll(MESSENGER_NAME)];
  return (
    mentions.length > 0 &&
    mentions.every((match) => {
      const end = match.index + match[0].length;
      return isTalkAboutIt(
        text.slice(Math.max(0, match.index - WINDOW_BEFORE), match.index),
        text.slice(end, end + WINDOW_AFTER),
      );
    })
  );
}

/** Whether a message says it keeps the conversation on the platform ("I'll stay in the app"). */
export function keepsItHere(text: string): boolean {
  const match = KEEPS_IT_HERE.exec(text);
  if (!match) return false;
  // "Don't have Telegram sorry, only this app": a negation in an earlier clause is not this one's.
  const clause = text
    .slice(Math.max(0, match.index - WINDOW_BEFORE), match.index)
    .split(/[,.;!?]/u);
  return !NEGATION.test(clause.at(-1) ?? "");
}

// "Do you have Instagram with previous jobs?", "Ma pan Instagram z realizacjami?": asked
// for a portfolio to look at, not for a way to talk.
const PORTFOLIO_AFTER = new RegExp(
  String.raw`^\s(?:with|mit|avec|con|com|z|ze|med|s|se)\s(?:[\p{L}'’]+\s){0,2}(?:jobs?|work|projects?|photos?|pictures?|references?|referenzen|arbeiten|projekten?|bildern|fotos|chantiers|r[ée]alisations|travaux|trabajos|obras|proyectos|lavori|progetti|realizzazioni|realizacj\p{L}{1,3}|prac\p{L}{0,3}|zdj[eę]ci\p{L}{0,3}|trabalhos|projetos|jobb|arbeten|projekt|bilder|realizac\p{L}{1,3}|pr[áa]c\p{L}{0,3}|fotk\p{L}{0,3})(?![\p{L}])`,
  "iu",
);

// "ma whatsapp funziona con starlink?", "does Signal work on satellite?": the app, talked of.
const APP_WORKS_AFTER =
  /^\s(?:works?|working|funktioniert|geht|l[äa]uft|fonctionne|marche|funciona|funziona|dzia[łl]a|fungerar|funkar|funguje|jede)(?![\p{L}])/iu;
// "Is your facebook page the same name as here?", "votre page facebook …", "deine facebook
// seite": the other's page, asked about, is where they show their work.
const YOURS = String.raw`(?:your|deine?|votre|ta|ton|tu|su|tua|sua|tw[óo]j\p{L}{0,2}|twoja|din|ditt|tvoje|tv[áa]|va[šs]e|v[áa][šs])`;
const PAGE = String.raw`(?:page|seite|p[áa]gina|strona|stron[ęe]|sida|sidan|str[áa]nk\p{L}|profil\p{L}{0,2}|profile|perfil)`;
const YOURS_BEFORE = new RegExp(String.raw`${WORD_START}${YOURS}\s(?:${PAGE}\s)?$`, "iu");
const PAGE_BEFORE = new RegExp(String.raw`${WORD_START}${YOURS}\s${PAGE}\s$`, "iu");
const PAGE_AFTER = new RegExp(String.raw`^[\s-]${PAGE}(?![\p{L}])`, "iu");
// "hab deine arbeiten auf insta gesehen", "našla jsem vás ve skupině na facebooku", "auf
// tiktok sah das so einfach aus": seen, found or looking so there, in the same clause.
const SEEN_THERE = String.raw`(?:saw|seen|found|looked|looks|seemed|made\sit\slook|sah|aussah|wirkte|avait\sl['’]air|parec[ií]a|sembrava|wygl[aą]da[łl]\p{L}{0,2}|s[åa]g\sut|vypadal\p{L}{0,2}|parecia|gesehen|gefunden|entdeckt|vu|vue|trouv[ée]e?s?|visto|encontr[ée]\p{L}{0,3}|trovat[oaie]|widzia\p{L}{1,4}|znalaz\p{L}{1,4}|achei|encontrei|s[åa]g|hittade|vid[ěe]l\p{L}{0,2}|na[šs]l\p{L}{0,2})`;
const SEEN_THERE_BEFORE = new RegExp(
  String.raw`${WORD_START}${SEEN_THERE}(?![\p{L}])[^.!?,;\n]*$`,
  "iu",
);
const SEEN_THERE_AFTER = new RegExp(
  String.raw`^[^.!?,;\n]*?(?<![\p{L}])${SEEN_THERE}(?![\p{L}])`,
  "iu",
);

// "a minha mae so usa facebook", "my wife is on WhatsApp all day": someone else's use of it,
// in the same clause.
const SOMEONE_ELSE = String.raw`(?:mum|mom|mother|dad|father|wife|husband|son|daughter|kids|neighbou?r|mutter|mama|mami|vater|papa|frau|mann|sohn|tochter|kinder|nachbar\p{L}{0,2}|m[èe]re|p[èe]re|femme|mari|fils|fille|voisin\p{L}?|madre|padre|mujer|marido|hij[oa]|vecin[oa]|moglie|marito|figli[oa]|vicin[oa]|mamma|matka|ojciec|tata|[żz]ona|m[ąa][żz]|syn|c[óo]rka|s[ąa]siad\p{L}{0,2}|m[ãa]e|pai|mulher|filh[oa]|vizinh[oa]|pappa|fru|make|dotter|granne|grannen|maminka|m[áa]ma|t[áa]ta|man[žz]el\p{L}{0,2}|dcera|soused\p{L}{0,2})`;
const SOMEONE_ELSE_BEFORE = new RegExp(
  String.raw`${WORD_START}${SOMEONE_ELSE}(?![\p{L}])[^.!?,;\n]{0,30}$`,
  "iu",
);

// "Mi instagram lo uso solo para fotos de mis perros", "Insta mam tylko do zdjęć psa": kept
// for something else.
const ONLY_FOR_AFTER = new RegExp(
  String.raw`^[^.!?\n]{0,30}?(?<![\p{L}])(?:only|just|nur|seulement|uniquement|s[oó]lo|solamente|tylko|s[oó]|apenas|bara|endast|jen|pouze)\s(?:for|para|per|do|f[üu]r|pour|f[öo]r|pro|pra|to|zum|zur)(?![\p{L}])`,
  "iu",
);

function isTalkAboutIt(before: string, after: string): boolean {
  // "… auf Instagram gefunden, schreib mir dort": an invitation follows.
  if (CONTACT_VERB.test(after)) return false;
  if (SOMEONE_ELSE_BEFORE.test(before) || ONLY_FOR_AFTER.test(after)) return true;
  if (APP_WORKS_AFTER.test(after)) return !COMPARISON_AFTER.test(after);
  if (PAGE_BEFORE.test(before) || (YOURS_BEFORE.test(before) && PAGE_AFTER.test(after)))
    return true;
  return SEEN_THERE_BEFORE.test(before) || SEEN_THERE_AFTER.test(after);
}

function isInvitation(name: string, before: string, after: string): boolean {
  if (isChoiceOfMessengers(name, before, after)) return true;
  if (isTalkAboutIt(before, after)) return false;
  // "WhatsApp hab ich nicht", "Signal I have not": the sender has it not.
  if (HAVE_IT_AFTER.test(after)) return !HAVE_IT_NOT_AFTER.test(after);
  if (ONLY_THE_NAME_BEFORE.test(before) && ASKED_AFTER.test(after)) return true;
  if (DIRECT_MESSAGE_BEFORE.test(before)) return true;
  if (PAST_HABIT_BEFORE.test(before) || INSTEAD_BEFORE.test(before)) return false;
  // "Warum nicht über Signal?": the suggestion needs no verb.
  if (NEGATED_SUGGESTION.test(before) && QUESTION_AFTER.test(after))
    return PREPOSITION_BEFORE.test(before);
  if (NEGATION.test(before)) return false;
  if (OFFER_OR_QUESTION_BEFORE.test(before) && PORTFOLIO_AFTER.test(after)) return false;
  if (POSSESSIVE_BEFORE.test(before) || OFFER_OR_QUESTION_BEFORE.test(before)) return true;
  if (COMPARISON_AFTER.test(after) || COMPARED_WITH_THIS_PLATFORM.test(after)) return true;
  if (ADDRESSED_AFTER.test(after)) return true;
  // "můžem to řešit přes whatsapp?": a question ending on a messenger suggests it.
  return (
    PREPOSITION_BEFORE.test(before) &&
    (CONTACT_VERB.test(before) || CONTACT_VERB.test(after) || ASKED_AFTER.test(after))
  );
}

// "Unter dem Namen sat_doktor_nrw bei Instagram", "jon.baxter84 on Skype": a handle said
// before the messenger it is on. Shaped as only handles are: an underscore, letters and
// digits mixed in six characters or more ("Gen3" is a model), or words joined by dots ("z.B."
// is no handle).
const HANDLE_SHAPED = String.raw`(?=[\p{L}\p{N}_.]{4,32}['"’”»]?\s)(?:[\p{L}\p{N}.]*_[\p{L}\p{N}_.]*[\p{L}\p{N}_]|(?=[\p{L}_.]*\d)(?=[\p{N}_.]*\p{L})[\p{L}\p{N}_.]{5,}[\p{L}\p{N}_]|\p{L}{2,}(?:\.\p{L}{2,})+)`;
// "mitt kik är parabolpetra", "my snap is dishgirl": after the sender's own messenger and a
// verb of being, one word in lower case that ends the clause is the name there.
const OWN_NAME_AFTER = new RegExp(
  String.raw`^\s${COPULA}\s\p{Ll}[\p{Ll}\p{N}_.]{2,28}[\p{Ll}\p{N}_](?=\s?[,.;:!?)]|\s?$)`,
  "u",
);
// "Sou o 'sergio.starlink.porto' no Instagram": perhaps in quotes.
const HANDLE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.@/:-])${HANDLE_SHAPED}['"’”»]?\s(?:on|at|bei|auf|in|im|en|sur|su|na|no|em|p[åa]|v|ve|op|via|über|par|por|tramite|przez|přes)\s{1,3}$`,
  "iu",
);

// "07411 902 655 or deanmountsdishes on insta": once a number or handle is given, one more
// word in lower case before a messenger, after "or", is the sender's name there.
const CONTACT_GIVEN = /\d[\d ()./-]{6,}\d|@[\p{L}\p{N}_.]{2,}/u;
const OR_A_NAME_BEFORE = new RegExp(
  String.raw`(?:,|\s(?:or|oder|ou|o|albo|lub|eller|nebo|of|and|und|et|y|e|i|och|a))\s(\p{Ll}[\p{Ll}\p{N}_.]{5,30})\s(?:on|at|bei|auf|in|im|en|sur|su|na|no|em|p[åa]|v|ve|op|via)\s{1,3}$`,
  "u",
);
// "sök på Bengts Antenn och Tak på facebook", "search Dishy Dave Norwich on fb": a name in
// capitals to search for, then where.
const SEARCH_A_NAME_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])${SEARCH}\s(.{3,50}?)\s(?:on|at|bei|auf|in|im|en|sur|su|na|no|em|p[åa]|v|ve|op|via)\s{1,3}$`,
  "iu",
);
const ONLY_A_NAME = new RegExp(String.raw`^${NAME_WORDS}$`, "u");

function nameBefore(text: string, start: number): number | undefined {
  const before = text.slice(Math.max(0, start - 70), start);
  const searched = SEARCH_A_NAME_BEFORE.exec(before);
  if (searched && ONLY_A_NAME.test(searched[1] ?? "")) {
    return start - before.length + searched.index + searched[0].indexOf(searched[1] ?? "");
  }
  const named = OR_A_NAME_BEFORE.exec(before);
  if (named && CONTACT_GIVEN.test(text.slice(0, start - before.length + named.index))) {
    return start - before.length + named.index + named[0].indexOf(named[1] ?? "");
  }
  return undefined;
}

const WHATS = /^whats$/iu;
// What follows the English "what's": "whats the business called?", "whats better".
const ENGLISH_AFTER_WHATS =
  /^\s(?:the|your|ur|up|better|best|worse|that|this|it|its|a|an|going|wrong|happening|new|good|with|for|my|his|her|their|our|next|left|included|needed)(?![\p{L}])/iu;

/** "whats" as the English "what's" ("whats the business called?"), not WhatsApp ("tu whats"). */
function isEnglishWhats(name: string, after: string): boolean {
  return WHATS.test(name) && ENGLISH_AFTER_WHATS.test(after);
}
// "find me on facebook, Deano Fitzsimmons": the name to find, after the site and a comma.
// "lägg till mig på fb, Patrik Ström", "napište mi na messenger – Zdeněk Horák": after an
// invitation, too, and after a dash.
const NAME_AFTER_COMMA = new RegExp(
  String.raw`^(?:\s(?:profile?|profil|page|seite|konto|account|compte|cuenta|perfil|sida|profilu))?(?:,|\s[–—-])?\s${NAME_WORDS}`,
  "u",
);
// "insta @sunnyside.dish and snap sunnysidedish", "Mi IG es carlos.antenas y el face Carlos
// Antenas Malaga": once a handle is given, a messenger with one word after it that ends the
// clause, or a name in capitals, is the same sender's name there.
const HANDLE_GIVEN_BEFORE =
  /@[\p{L}\p{N}_.]{2,}[\p{L}\p{N}_]|[\p{L}\p{N}_]+[._][\p{L}\p{N}_.]*[\p{L}\p{N}_]/u;
const BARE_HANDLE_AFTER = new RegExp(
  String.raw`^\s(?:\p{Ll}[\p{Ll}\p{N}_.]{2,28}[\p{Ll}\p{N}_](?=\s?[,.;:!?)]|\s?$)|${NAME_WORDS})`,
  "u",
);

function messengerMention(
  text: string,
  match: RegExpExecArray,
  keptHere: () => boolean,
): ContactFinding | undefined {
  const start = match.index;
  const end = start + match[0].length;
  const before = text.slice(Math.max(0, start - WINDOW_BEFORE), start);
  const after = text.slice(end, end + WINDOW_AFTER);
  if (isReceptionSignal(match[0], before, after)) {
    // "no signal sou o dianarocha.07": the Portuguese "on Signal", then who the sender is there.
    const named = SELF_NAMED_AFTER.exec(after) ?? LABELLED_HANDLE_AFTER.exec(after);
    return named ? finding(text, "messenger", start, end + named[0].length) : undefined;
  }
  // "…my Telegram, but I'm staying in the app": what the sender says of themself later is
  // no name when the message keeps the talk here.
  const later = selfOrHandleLater(after);
  const handle =
    HANDLE_AFTER.exec(after) ??
    CAMEL_CASE_HANDLE_AFTER.exec(after) ??
    HANDLE_AFTER_IMPERATIVE.exec(after) ??
    HANDLE_OR_NAME_AFTER_COLON.exec(after) ??
    (later && !keptHere() ? later : null) ??
    NAME_AFTER_AS.exec(after) ??
    NAMED_THERE_AFTER.exec(after) ??
    (NAME_ON_BEFORE.test(before) ? NAME_IS_AFTER.exec(after) : null) ??
    BUSINESS_NAME_IS_AFTER.exec(after) ??
    (POSSESSIVE_BEFORE.test(before) ? OWN_NAME_AFTER.exec(after) : null) ??
    (POSSESSIVE_BEFORE.test(before) ? NAME_IS_AFTER.exec(after) : null) ??
    (FIND_ME_ON_BEFORE.test(before) || CONTACT_VERB.test(before) || POSSESSIVE_BEFORE.test(before)
      ? NAME_AFTER_COMMA.exec(after)
      : null) ??
    (HANDLE_GIVEN_BEFORE.test(before) ? BARE_HANDLE_AFTER.exec(after) : null);
  if (handle) return finding(text, "messenger", start, end + handle[0].length);
  // "whats better, gmail or outlook?": the English "what's", unless said where to write.
  if (isEnglishWhats(match[0], after) && !PREPOSITION_BEFORE.test(before)) return undefined;
  const handleBefore = NICKNAMES.test(match[0]) ? null : HANDLE_BEFORE.exec(before);
  if (handleBefore) {
    return finding(text, "messenger", start - before.length + handleBefore.index, end);
  }
  const named = NICKNAMES.test(match[0]) ? undefined : nameBefore(text, start);
  if (named !== undefined) return finding(text, "messenger", named, end);
  if (NICKNAMES.test(match[0])) return undefined;
  // "WhatsApp ist viel einfacher als der Chat hier" praises the messenger over "here".
  const praised = COMPARISON_AFTER.test(after) || COMPARED_WITH_THIS_PLATFORM.test(after);
  if (!praised && keptHere()) return undefined;
  return isInvitation(match[0], before, after) ? finding(text, "messenger", start, end) : undefined;
}

function withHandleAfterALaterColon(text: string, mention: ContactFinding): ContactFinding {
  const later = HANDLE_AFTER_A_LATER_COLON.exec(text.slice(mention.end, mention.end + 80));
  return later ? finding(text, "messenger", mention.start, mention.end + later[0].length) : mention;
}

function messengerVerb(text: string, match: RegExpExecArray): ContactFinding | undefined {
  const before = text.slice(Math.max(0, match.index - WINDOW_BEFORE), match.index);
  const end = match.index + match[0].length;
  const after = text.slice(end, end + WINDOW_AFTER);
  if (NEGATION.test(before) || NEGATION_AFTER.test(after)) return undefined;
  return finding(text, "messenger", match.index, end);
}

// "Du findest mich bei Kleinanzeigen als SatDoktorHamburg", "Jestem na allegro jako
// montaz_anten_24", "me encuentras en wallapop como antenasraul_mad": on any site, not only
// a messenger, the name to find the sender by.
const FIND_ME_WORDS = [
  "find me",
  "you'll find me",
  "you will find me",
  "findest du mich",
  "findest mich",
  "finden sie mich",
  "such mich",
  "suche mich",
  "sucht mich",
  "me encuentras",
  "encuéntrame",
  "búscame",
  "mi trovi",
  "mi trovate",
  "cercami",
  "me trouves",
  "me trouverez",
  "cherchez-moi",
  "cherche-moi",
  "znajdziesz mnie",
  "znajdziecie mnie",
  "szukaj mnie",
  "me encontras",
  "me encontrará",
  "encontra-me",
  "procura-me",
  "hittar du mig",
  "hittar mig",
  "sök på mig",
  "najdeš mě",
  "najdete mě",
];
// Case-sensitive, for the capitals of a handle: the verb's first letter either way.
const FIND_ME = `(?:${FIND_ME_WORDS.map((words) => `[${words[0]?.toUpperCase()}${words[0]}]${words.slice(1).replace(/ /gu, String.raw`\s`)}`).join("|")})`;
const ON_A_SITE = String.raw`\s(?:on|at|bei|auf|in|im|en|sur|su|na|no|em|p[åa]|v|ve)\s[\p{L}\p{N}.-]{2,30}`;
const AS = String.raw`\s(?:as|als|como|comme|come|jako|som|sous|pod|under|unter)\s`;
const FIND_ME_ON_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])${FIND_ME}\s(?:on|at|bei|auf|in|im|en|sur|su|na|no|em|p[åa]|v|ve)\s$`,
  "u",
);
// "en Wallapop me encuentras como SatPro_Leon", "na interii znajdziesz mnie jako olamazur77":
// the site first.
const ON_A_SITE_FOUND_AS = new RegExp(
  String.raw`(?<![\p{L}])(?:on|at|bei|auf|in|im|en|sur|su|na|no|em|p[åa]|v|ve)\s[\p{L}\p{N}.-]{2,30}\s${FIND_ME}${AS}(?:\p{L}*\p{Ll}\p{Lu}[\p{L}\p{N}_]*|${HANDLE_TEXT})`,
  "gu",
);
const FOUND_AS_ON_A_SITE = new RegExp(
  String.raw`(?<![\p{L}])${FIND_ME}${ON_A_SITE}${AS}(?:\p{L}*\p{Ll}\p{Lu}[\p{L}\p{N}_]*|${HANDLE_TEXT})`,
  "gu",
);

// "leboncoin j ai une annonce au nom de Poseur Pro Lyon", "mein Profil läuft unter dem Namen
// Satellitentechnik Vogt": the sender's own listing or page, under the name to look for.
const OWN_LISTING = String.raw`(?:my|mein\p{L}{0,2}|mon|ma|mi|il\smio|la\smia|m[óo]j\p{L}{0,2}|moje|o\smeu|a\sminha|min|mitt|m[ůu]j|j['’\s]?ai\s(?:une?|mon|ma)|i\shave\san?|ich\shab\p{L}{0,2}\s(?:ein\p{L}{0,2}|mein\p{L}{0,2})|tengo\sun\p{L}?|ho\sun\p{L}?|mam|tenho\sum\p{L}?|jag\shar\sen|m[áa]m)`;
const LISTING = String.raw`(?:annonce|anzeige|inserat|listing|ad|advert|page|profile?|seite|konto|account|compte|anuncio|perfil|cuenta|p[áa]gina|annuncio|og[łl]oszeni\p{L}|stron\p{L}|an[úu]ncio|annons|sida|inzer[áa]t|str[áa]nk\p{L}|profil\p{L}{0,2}|firma|business|entreprise|empresa|azienda)`;
const UNDER_THE_NAME = String.raw`(?:au\snom\sde|sous\sle\snom(?:\sde)?|unter\s(?:dem\snamen|dem\snamen)|unterm\snamen|under\sthe\sname|under\snamnet|called|named|hei(?:ß|ss)t|s['’]appelle|a\snombre\sde|con\sel\snombre(?:\sde)?|bajo\sel\snombre(?:\sde)?|se\sllama|a\snome\sdi|con\sil\snome(?:\sdi)?|sotto\sil\snome(?:\sdi)?|si\schiama|pod\snazw[ąa]|nazywa\ssi[ęe]|com\so\snome(?:\sde)?|em\snome\sde|chama-se|se\schama|som\sheter|med\snamnet|heter|pod\sjm[ée]nem|s\sn[áa]zvem|se\sjmenuje)`;
const LISTED_UNDER_A_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:${OWN_LISTING})\s(?:[\p{L}'’]+\s){0,2}?${LISTING}(?:\s[\p{L}'’]+){0,3}?\s${UNDER_THE_NAME}\s(?:['"‘“„«]\s?)?(${NAME_WORDS})`,
  "giu",
);

// "dave underscore fits underscore dishes", "karim tiret bas sat": a handle's underscores
// said as words, which no sentence says otherwise (between parts of two characters or more:
// "a underscore b" spells letters, see spaced-out.ts).
const SPOKEN_UNDERSCORES = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[\p{L}\p{N}]{2,}(?:\s${UNDERSCORE_WORD}\s[\p{L}\p{N}]{2,})+`,
  "giu",
);

// "mein insta ist at s a t underscore s v e n", "arobase p o s e underscore t o i t": a handle
// spelled letter by letter after the word for "@".
// "na tiktoku jsem zavináč strechar_pavel", "meu insta é arroba sat ponto tiago": a handle
// after the word for "@", shaped as handles are or with its dots said ("at" is English too:
// only with the dots said, as "at 14:30" or "at 28.2E" are not).
const HANDLE_AFTER_AT_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:arobase|arobaz|arroba|chiocciola|ma[łl]pa|ma[łl]pk\p{L}|snabel-a|zavin[áa][čc])\s\p{L}[\p{L}\p{N}]*[_\d][\p{L}\p{N}_.]*[\p{L}\p{N}]|(?:at|ät|arobase|arobaz|arroba|chiocciola|ma[łl]pa|ma[łl]pk\p{L}|snabel-a|zavin[áa][čc])\s\p{L}[\p{L}\p{N}_]+(?:\s(?:${DOT_WORD}|${UNDERSCORE_WORD})\s[\p{L}\p{N}_]{2,})+)(?![\p{L}\p{N}])`,
  "giu",
);
const SPELLED_AFTER_AT = new RegExp(
  String.raw`(?<![\p{L}])(?:at|ät|arobase|arroba|chiocciola|ma[łl]pa|snabel-a|zavin[áa][čc])(?:\s(?:\p{L}|\p{N}|${UNDERSCORE_WORD}|${DOT_WORD})(?![\p{L}\p{N}])){4,}`,
  "giu",
);
// "tienes discord? satmanolo#4471": a Discord name with its tag, in a message naming a messenger.
const DISCORD_TAG = /(?<![\p{L}\p{N}_.#])[\p{L}_][\p{L}\p{N}_.]{1,31}#\d{4}(?![\p{N}])/gu;

// "@Carlos te refieres al soporte…", "Hej @Maria, skålen sitter": a first name after an "@"
// at the start of a message answers someone in the conversation, as group chats do. Only
// a plain name (a capital, then small letters) and only in a message naming no messenger.
const GREETING = String.raw`(?:hi|hey|hello|hallo|servus|moin|bonjour|salut|hola|ciao|salve|cze[śs][ćc]|dzie[ńn]\sdobry|oi|ol[áa]|hej|hejsan|ahoj|dobr[ýy]\sden)`;
const GREETING_FIRST = new RegExp(String.raw`^\s*(?:${GREETING}(?![\p{L}]))?[\s,!]{0,3}`, "iu");
const ADDRESSEE_NAME = /^@\p{Lu}\p{Ll}{1,15}(?=[\s,:!?])/u;
const NAMES_A_MESSENGER = new RegExp(MESSENGER_NAME.source, "iu");

/**
 * Whether a message starts by answering someone ("@Rui ja viu as fotos?") and has no other
 * "@" nor a messenger in it: then no model overrules the rules either.
 */
export function isAnswerToSomeone(text: string): boolean {
  const start = GREETING_FIRST.exec(text)?.[0].length ?? 0;
  if (!ADDRESSEE_NAME.test(text.slice(start))) return false;
  return !text.slice(start + 1).includes("@") && !NAMES_A_MESSENGER.test(text);
}

function isAddressee(text: string, handle: ContactFinding): boolean {
  if ((GREETING_FIRST.exec(text)?.[0].length ?? 0) !== handle.start) return false;
  if (!ADDRESSEE_NAME.test(text.slice(handle.start))) return false;
  return !NAMES_A_MESSENGER.test(text);
}

/** Messenger links (wa.me, t.me …), @handles and invitations ("add me on WhatsApp"). */
export function findMessengerContacts(text: string): ContactFinding[] {
  // Read once per message, not once per messenger named in it.
  let kept: boolean | undefined;
  const keptHere = () => (kept ??= keepsItHere(text));
  const mentions = [...text.matchAll(MESSENGER_NAME)];
  return [
    ...findingsOf(MESSENGER_LINK, text, "messenger"),
    ...findingsOf(HANDLE, text, "messenger").filter((handle) => !isAddressee(text, handle)),
    ...findingsOf(SKYPE_ID, text, "messenger"),
    ...findingsOf(SPOKEN_UNDERSCORES, text, "messenger"),
    ...findingsOf(SPELLED_AFTER_AT, text, "messenger"),
    ...findingsOf(HANDLE_AFTER_AT_WORD, text, "messenger"),
    ...(NAMES_A_MESSENGER.test(text) ? findingsOf(DISCORD_TAG, text, "messenger") : []),
    ...findNamesSearchedFor(text, mentions.length > 0),
    ...[...text.matchAll(LISTED_UNDER_A_NAME)].map((match) => {
      const name = match[1] ?? "";
      const start = match.index + match[0].length - name.length;
      return finding(text, "messenger", start, start + name.length);
    }),
    ...[...mentions, ...text.matchAll(NICKNAME)].flatMap((match) => {
      const mention = messengerMention(text, match, keptHere);
      return mention ? withHandleAfterALaterColon(text, mention) : [];
    }),
    ...[...text.matchAll(SEARCH_FOR)].map((match) => {
      const name = match[1] ?? match[2] ?? match[3] ?? "";
      const start = match.index + match[0].indexOf(name);
      return finding(text, "messenger", start, start + name.length);
    }),
    ...[...text.matchAll(SPELLED_LETTERS)]
      .filter((match) => SPELLED_MESSENGER.test(match[0].replace(/[\s.*_-]/g, "").toLowerCase()))
      .map((match) => finding(text, "messenger", match.index, match.index + match[0].length)),
    ...[...text.matchAll(MESSENGER_VERB)].flatMap((match) => messengerVerb(text, match) ?? []),
    ...[...text.matchAll(ON_A_SITE_FOUND_AS)].map((match) => {
      const site = match.index + (/\s/u.exec(match[0])?.index ?? 0) + 1;
      return finding(text, "messenger", site, match.index + match[0].length);
    }),
    ...[...text.matchAll(FOUND_AS_ON_A_SITE)].map((match) => {
      const preposition = /\s(?:on|at|bei|auf|in|im|en|sur|su|na|no|em|p[åa]|v|ve)\s/iu.exec(
        match[0],
      );
      const site = match.index + (preposition ? preposition.index + preposition[0].length : 0);
      return finding(text, "messenger", site, match.index + match[0].length);
    }),
  ];
}

// Where a business is found by its name: a messenger or network, a site named by its
// domain ("firmy.cz", "hitta.se"), or a directory or marketplace.
const DIRECTORY = String.raw`(?:pages\s?jaunes|gelben?\sseiten|das\s?[öo]rtliche|p[áa]ginas\samarillas|pagine\sgialle|panorama\sfirm|google\smaps|kleinanzeigen|leboncoin|wallapop|milanuncios|olx|allegro|subito|blocket|bazo[sš]|sbazar|vinted|marktplaats|yelp|checkatrade|myhammer|my-hammer|oferteo|fixly|habitissimo|linkedin|youtube|hitta|eniro|firmy|mapy)`;
// With the endings Polish and Czech give them: "na bazoši", "na olxie".
const DIRECTORY_NAMED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${DIRECTORY}\p{L}{0,2}(?![\p{L}\p{N}])`,
  "iu",
);
// (The messengers named are found once per message, by findMessengerContacts.)
const DOMAIN_NAMED =
  /[\p{L}\p{N}-]{2,30}\.(?:com|net|org|de|fr|es|it|pl|pt|se|cz|sk|eu|co\.uk)(?![\p{L}\p{N}])/iu;
// "…, das bin ich", "sou eu de boné vermelho", "nummer steht da", "je tam i telefon": the
// sender is the one found there, or their number is.
// "da steht alles inkl. Nummer", "salgo el primero", "on est les premiers", "para llamarme":
// there is how to reach them, or they come up first.
const CONTACT_WORD = String.raw`(?:nummer|number|num[ée]ro|n[úu]mero|numer|numret|telefon\p{L}{0,2}|[čc][íi]slo|kontakt\p{L}{0,2}|contact|contatto|contacto|contato)`;
const FIRST = String.raw`(?:primer[oa]?|premiers?|premi[eè]re|first|top|erste[rn]?|ganz\soben|prim[oa]|pierwsz\p{L}|primeir[oa]|f[öo]rst|f[öo]rsta|prvn[íi])`;
const IT_IS_ME_OR_MY_NUMBER = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:da|dort|there|l[àaì]|ah[íi]|tam|d[äa]r)\s(?:steht|ist|is|est|est[áa]|[èe]|jest|finns|je)\s(?:alles|all|everything|tout|todo|tutto|wszystko|tudo|allt|v[šs]echno)|(?:da|dort|there|l[àaì]|ah[íi]|all[íi]|tam|d[äa]r|on\sit)\s(?:steht|stehen|ist|is|are|est|sont|est[áa]|[èe]|jest|finns|st[åa]r|je|te\sviene)\s[^!?\n]{0,25}?${CONTACT_WORD}|(?:salgo|sale|salimos|on\sest|je\ssuis|I['’]m|we['’]re|we\sare|ich\sbin|wir\ssind|bin\sich|sono|siamo|jestem|jeste[śs]my|sou|somos|jag\s[äa]r|vi\s[äa]r|jsem|jsme|komm\p{L}{0,2}\s(?:ich|wir))\s(?:(?:el|la|les|the|der|die|il|o|a|als|as|come|como|jako)\s)?${FIRST}|(?:to|zum|pour|para|per|do|att|k)\s(?:call\sme|anrufen|m['’]appeler|llamarme|chiamarmi|dzwonienia|ligar-me|ligar|ringa\smig|zavol[áa]n[íi])|das\sbin\sich|that['’]?s\sme|it['’]?s\sme|c['’]est\smoi|soy\syo|sono\sio|to\sja|sou\seu|det\s[äa]r\sjag|to\sjsem\sj[áa]|jsem\sto\sj[áa]|(?:nummer|number|num[ée]ro|n[úu]mero|numer|numret|telefon|[čc][íi]slo|kontakt|contact)\p{L}{0,2}\s(?:\p{L}+\s)?(?:steht|is|est|est[áa]|[èe]|jest|finns|st[åa]r|je)\s(?:da|dort|there|on\sthere|dessus|l[àaì]|ah[íi]|all[íi]|tam|d[äa]r)|je\stam\si?\s?(?:telefon|kontakt|[čc][íi]slo)|tam\s(?:m[áa]m\s)?i?\s?kontakt)(?![\p{L}])`,
  "iu",
);
const SEARCH_ANY_CASE = String.raw`(?:[Nn]ajde[šs]|[Nn]ajdete|[Ff]indest(?:\sdu)?|[Ff]inden\sSie|[Tt]rouver(?:as|ez)|[Ee]ncontrar[áa]s|[Ee]ncuentras|[Tt]rovi|[Tt]rovate|[Zz]najdziesz|[Hh]ittar\sdu|[Ee]ncontras|[Aa]char[áa]s|[Yy]ou['’]ll\sfind|[Ss]earch(?:\sfor)?|[Ll]ook\sup|[Gg]oogl\p{L}{0,3}|[Cc]herche[zr]?|[Rr]echerche[zr]?|[Bb]usca(?:r|me)?|[Bb]úscame|[Cc]erca(?:mi|te)?|[Ss]zukaj(?:cie)?|[Ww]yszukaj|[Ww]pisz|[Ss][öo]k|[Hh]ledej(?:te)?|[Nn]ajdi|[Pp]rocur[ae](?:r|-me)?|[Ss]uch(?:e|t)?|[Tt]ape[sz]?|[Tt]ype|[Dd]igit[ae])`;
// "sök på …", "google mal …", "procura no facebook por …": a few words in lower case between.
const SEARCH_FILLER = String.raw`(?:\p{Ll}[\p{Ll}\p{N}.-]*\s){0,3}`;
// "google mal Antennenbau Krüger Bremen, das bin ich", "sök på Gunnar Åberg i Kiruna, det är
// jag", "sur les pages jaunes cherchez Satel Bretagne Le Goff": a name in capitals to
// search for, where a directory is named or the sender says it is them.
const SEARCHED_NAME = new RegExp(
  String.raw`(?<![\p{L}])${SEARCH_ANY_CASE}\s${SEARCH_FILLER}(${NAME_WORDS})`,
  "gu",
);
// Products are what people search for most: "such auf YouTube nach Starlink Mini Halterung".
const PRODUCT_FIRST = /^(?:Starlink|SpaceX|Google|YouTube|Gen|Mini)(?![\p{L}])/u;
// "su facebook trovi la pagina 'Impianti Fratelli Greco'", "wpisz na insta 'Seba Starlink
// Rzeszów'", "na mapy.cz hledejte 'Satelity Dušek Tábor'": a name in quotes after a word for
// searching or for a page, where a site is named.
const QUOTED_NAME_AFTER = new RegExp(
  String.raw`(?<![\p{L}])(?:${SEARCH_ANY_CASE}|[Pp]agin[ae]|[Pp]age|[Ss]eite|[Ss]tron[aęy]|[Ss]ida|[Ss]idan|[Ss]tr[áa]nk\p{L}|[Pp]rofil\p{L}{0,2}|[Pp]erfil|[Kk]an[áa]l|[Cc]hannel|[Cc]ha[iî]ne|[Cc]anale?|[Kk]ana[łl])\s(?:[\p{L}.-]+\s){0,3}?['"‘“„«]\s?(\p{Lu}[^'"’”“«»\n]{2,58}?\s[^'"’”“«»\n]+?)\s?['"’”“»]`,
  "gu",
);
// "youtube kanál Střechy s Milošem, tam mám i kontakt": a channel's name, up to the clause's end.
const CHANNEL_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:[Kk]an[áa]l|[Cc]hannel|[Cc]ha[iî]ne|[Cc]anale?|[Kk]ana[łl]u?)\s(\p{Lu}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,3}?)(?=\s?[,.;!?]|$)`,
  "gu",
);
// "najdete mě na firmy.cz pod názvem Anténní servis Kroupa": "under the name", then the name.
const UNDER_THE_NAME_OF = new RegExp(
  String.raw`(?<![\p{L}])(?:pod\sn[áa]zvem|pod\sjm[ée]nem|pod\snazw[ąa]|under\sthe\sname|unter\sdem\snamen|sous\sle\snom(?:\sde)?|con\sil\snome(?:\sdi)?|con\sel\snombre(?:\sde)?|com\so\snome(?:\sde)?|under\snamnet|med\snamnet)\s['"‘“„«]?(\p{Lu}[\p{L}\p{N}'’-]*(?:\s[\p{L}\p{N}'’&-]+){0,4})`,
  "giu",
);
// "auf kleinanzeigen heiß ich SatProfi Rhein-Main", "på whatsapp heter jag Starlink-Sture":
// on a site, the name the sender goes by there, one word or more.
// "sur les pagesjaunes : Antennes Lemoine à Rouen": a directory, a colon, the name.
const DIRECTORY_THEN_NAME = new RegExp(
  String.raw`(?<![\p{L}])${DIRECTORY}\s?:\s?(${NAME_WORDS}${TRADE_AND_PLACE}(?:,\s\p{Lu}[\p{L}-]+)?)`,
  "giu",
);
// "soy el del anuncio 'instalador starlink zaragoza barato'", "min annons på Blocket: sök
// 'starlink montering Västerås Rickard'": the words of the sender's ad, in quotes, whatever
// their case.
const AD = String.raw`(?:annonce|anzeige|inserat|listing|advert|ad|anuncio|annuncio|og[łl]oszeni\p{L}|an[úu]ncio|annons\p{L}{0,2}|inzer[áa]t\p{L}{0,2})`;
const AD_NAMED = new RegExp(String.raw`(?<![\p{L}])${AD}(?![\p{L}])`, "iu");
const QUOTED_WORDS = new RegExp(
  String.raw`['"‘“„«]\s?([\p{L}\p{N}][^'"’”“«»\n]{2,58}?\s[^'"’”“«»\n]+?)\s?['"’”“»]`,
  "gu",
);
// "I'm saved as \"Pete Roofing Cork\"": the name the sender is saved or listed under.
const SAVED_AS = new RegExp(
  String.raw`(?<![\p{L}])(?:saved|listed|gespeichert|eingetragen|enregistr[ée]e?|guardad[oa]|salvat[oa]|zapisan[ya]|salv[oa]|sparad|ulo[žz]en[ýa]?)\s(?:as|als|comme|como|come|jako|som|under|unter|sous|pod)\s['"‘“„«]?(${NAME_WORDS})`,
  "gu",
);
// "procura no insta por 'instalasat lisboa'": words in quotes to search for, whatever their case.
const QUOTED_AFTER_SEARCH = new RegExp(
  String.raw`(?<![\p{L}])${SEARCH_ANY_CASE}\s(?:[\p{L}.-]+\s){0,4}?['"‘“„«]\s?([\p{L}\p{N}][^'"’”“«»\n]{2,58}?)\s?['"’”“»]`,
  "gu",
);
const NAMED_SO_ON_A_SITE = new RegExp(
  String.raw`(?<![\p{L}])(?:on|auf|bei|in|im|sur|en|su|na|no|p[åa]|v|ve)\s[\p{L}\p{N}.-]{2,30}\s(?:hei(?:ß|ss)e?\sich|ich\shei(?:ß|ss)e|heter\sjag|jag\sheter|je\sm['’]appelle|me\sllamo|mi\schiamo|nazywam\ssi[ęe]|chamo-me|jmenuju\sse|I['’]m\scalled|my\sname\sis)\s(\p{Lu}[\p{L}\p{N}_'’-]*(?:\s\p{Lu}[\p{L}\p{N}_'’-]*){0,4})`,
  "giu",
);

function namedFinding(text: string, match: RegExpExecArray): ContactFinding {
  const name = match[1] ?? "";
  const start = match.index + match[0].lastIndexOf(name);
  return finding(text, "messenger", start, start + name.length);
}

/** Names of a business to search for or look up on a site, said in the ways above. */
function findNamesSearchedFor(text: string, namesAMessenger: boolean): ContactFinding[] {
  const listed = DIRECTORY_NAMED.test(text);
  const siteNamed = namesAMessenger || listed || DOMAIN_NAMED.test(text);
  const itIsMe = IT_IS_ME_OR_MY_NUMBER.test(text);
  if (!siteNamed && !itIsMe) return [];
  const named = (regex: RegExp) =>
    [...text.matchAll(regex)].map((match) => namedFinding(text, match));
  return [
    ...(itIsMe || listed
      ? named(SEARCHED_NAME).filter((found) => !PRODUCT_FIRST.test(found.text))
      : []),
    ...(siteNamed && itIsMe ? named(CHANNEL_NAME) : []),
    ...(siteNamed
      ? [QUOTED_NAME_AFTER, UNDER_THE_NAME_OF, NAMED_SO_ON_A_SITE, DIRECTORY_THEN_NAME].flatMap(
          named,
        )
      : []),
    ...(AD_NAMED.test(text) && (siteNamed || itIsMe) ? named(QUOTED_WORDS) : []),
    ...(siteNamed && itIsMe ? named(QUOTED_AFTER_SEARCH) : []),
    ...(siteNamed ? named(SAVED_AS) : []),
  ];
}
