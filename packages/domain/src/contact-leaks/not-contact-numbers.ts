/**
 * Numbers that look like parts of a phone number but are not: dates, times,
 * prices, measurements, satellite tuning values, order references, house numbers,
 * postal codes and IP addresses. The
 * phone detectors read the text with these blanked out, so `Hauptstraße 12
 * 10115 Berlin` or `12.03.2025-14.03.2025` never add up to a digit run.
 */
import { blankOut, orWithoutAccents } from "./matching";

const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`;
const HOUR = String.raw`(?:[01]?\d|2[0-3])`;

// A date is not one when more digit groups with the same separator follow or precede it.
const DOTTED_DATE = new RegExp(
  String.raw`(?<![\d.])${DAY}\.${MONTH}\.(?:\d{4}|\d{2})?(?!\d|\.\d)`,
  "g",
);
const SLASHED_DATE = new RegExp(
  String.raw`(?<![\d/])${DAY}/${MONTH}/(?:\d{4}|\d{2})(?!\d|/\d)`,
  "g",
);
// "22-01-2027" (Portugal, the Netherlands), "22 01 2027": with a four-digit year only.
const DASHED_OR_SPACED_DATE = new RegExp(
  String.raw`(?<![\d-]|\d[ \t])${DAY}([-\s])${MONTH}\1(?:19|20)\d{2}(?!\d|[-\s]\d)`,
  "g",
);
// "28/11 2026", "28. 11. 2026": a day and a month, then the year after a space. Only a year
// of this century or the last, and nothing more after it.
const DATE_THEN_YEAR = new RegExp(
  String.raw`(?<![\d./-])${DAY}(?:/|\.\s?)${MONTH}\.?\s(?:19|20)\d{2}(?![\d/-]|[.,]\d|\s\d)`,
  "g",
);
const ISO_DATE = new RegExp(String.raw`(?<![\d-])\d{4}-${MONTH}-${DAY}(?!\d|-\d)`, "g");
// "20250917-0042", "4567/20190312": a date stamp, alone or numbering a document. Not
// after an area code ("089/20150312", "+49 89 20150312"), where it is part of a number.
const DATE_STAMP = new RegExp(
  String.raw`(?<![\d+])(?<!(?:\+|(?<![\d])0)\d{0,5}[\s/.-]{1,3}(?:\d{1,5}[\s/.-]{1,3})?)(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[-/_]\d{1,6})?(?!\d)`,
  "g",
);
// A year and a running number: file numbers, permits, invoices ("2024/0912", "2024-000912").
const YEAR_SEQUENCE = new RegExp(
  String.raw`(?<![\d/.-])(?:19|20)\d{2}[/-]\d{1,7}(?![\d/.-]|\s\d)`,
  "g",
);
// "1790-1810", "1712–1730": a period, two years in order. (Denmark's 20xx-xxxx mobiles
// would read as one only with an earlier year before a later one.)
const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)`;
const YEAR_RANGE = new RegExp(
  String.raw`(?<![\d.,/+-]|\d[\s./-]{1,3})(${YEAR})\s?[-–]\s?(${YEAR})(?![\d/-]|[.,]\d|\s\d)`,
  "g",
);
// Part numbers end in a revision: "02508-001", "01518250-001".
const PART_NUMBER = /(?<![\w-])\d{5,10}-0\d{2}(?![\d-])/g;
// Build dates in firmware versions: 2024.05.10.mr36589
const DOTTED_ISO_DATE = new RegExp(String.raw`(?<![\d.])\d{4}\.${MONTH}\.${DAY}(?!\d|\.\d)`, "g");

// Software versions: "2024.38.4" (a year, then a release number), "v2.4.1", "versión 10.2.3".
const VERSION_WORD = String.raw`(?:version|versión|versione|versão|versie|wersj\p{L}{0,2}|verze|firmware|software|release|build|v|rev)`;
const VERSION = new RegExp(
  String.raw`(?<![\d.])(?:19|20)\d{2}\.\d{1,2}\.\d{1,3}(?!\d|\.\d)|(?<![\p{L}\d])${VERSION_WORD}\.?\s?\d+(?:\.\d+)+`,
  "giu",
);

const TIME_WORD = String.raw`(?:uhr|h|am|pm|a\.m\.|p\.m\.)(?![\p{L}])`;
const TIME_PREPOSITION = String.raw`(?<![\p{L}])(?:um|ab|bis|gegen|von|at|from|until|till|by|before|after|à|vers|a las|alle|ore|às|kl\.|klockan|klo|om|godz\.|o|v|ve|od|do)\s`;
// A dot also separates phone digit groups, so `12.30` is a time only with a word saying so.
const CLOCK_TIME = new RegExp(
  String.raw`(?<![\d.:])${HOUR}:[0-5]\d(?:\s?${TIME_WORD})?|(?<![\d.:])${HOUR}\.[0-5]\d\s?${TIME_WORD}|(?<=${TIME_PREPOSITION})${HOUR}\.[0-5]\d(?!\d|\.\d)`,
  "giu",
);
// "9.00–17.30" is opening hours: two clock times joined by a dash need no word saying so.
const HOUR_RANGE = new RegExp(
  String.raw`(?<![\d.:])${HOUR}(?:[:.][0-5]\d)?\s?(?:-|–|bis|to|until)\s?${HOUR}(?:[:.][0-5]\d)?\s?${TIME_WORD}|(?<![\d.:])${HOUR}[:.][0-5]\d\s?[-–]\s?${HOUR}[:.][0-5]\d(?!\d|[.:]\d)`,
  "giu",
);

const CURRENCY = String.raw`(?:€|eur|euro|euros|chf|£|gbp|zł|zl|pln|złotych|zlotych|złote|złoty|\$|usd|kr|sek|nok|dkk|kč|kc|czk|ft|huf|lei|ron)`;
// Thousands are grouped by dots, commas, apostrophes or (no-break) spaces: "1 234,50 €".
const AMOUNT = String.raw`(?:\d{1,3}(?:[.,' \u00a0\u202f]\d{3}){1,3}|\d+)(?:[.,]\d{1,2}|,-)?`;
const PRICE = new RegExp(
  String.raw`(?<![\p{L}])${CURRENCY}\s?${AMOUNT}|(?<![\d.,])${AMOUNT}\s?${CURRENCY}(?![\p{L}])`,
  "giu",
);

const UNIT = String.raw`(?:m|cm|mm|km|m²|m2|qm|meter|metern|metre|metres|meters|kg|g|%|w|watt|kw|v|volt|mbit|mbit/s|mbps|gbit|gb|mb|°|grad|zoll|inch|inches|ft|feet|stunden?|std|hours?|hrs?|tage?n?|days?|min|minuten|minutes?|wochen?|weeks?|monate?n?|months?|jahre?n?|years?|stück|stk|pcs)`;
// Not the last group of a number written with dashes: "06-55-21-87-40 M. Benali".
const MEASUREMENT = new RegExp(
  String.raw`(?<![\p{L}\d.,]|\d-)\d+(?:[.,]\d+)?\s?${UNIT}(?![\p{L}\d])`,
  "giu",
);

// What a satellite receiver is tuned to: "Transponder 11778 V", "Frequenz 11.494 GHz H",
// "symbol rate 27 500", "débit symbole 29 700", "SR 22000", "LOF 9750/10600". A frequency
// or symbol rate of four or five digits, perhaps grouped by thousands, after its label or
// before its unit, with the polarisation after it.
const TUNING_LABEL = String.raw`(?:transpond\p{L}{0,4}|tp|freq\p{L}{0,3}|fr[eé]quen\p{L}{1,4}|frecuencia|częstotliwoś\p{L}|czestotliwos\p{L}|frekven\p{L}{1,3}|sr|symbol\s?rate|symbolrate|symbolhastighet|symbolov[aá]\srychlost|d[eé]bit\s(?:de\s)?symboles?|taux\sde\ssymboles?|tasa\sde\ss[ií]mbolos?|velocidad\sde\ss[ií]mbolos?|taxa\sde\ss[ií]mbolos?|velocit[aà]\sd[ie]\ssimbol[oi]|szybkoś\p{L}\ssymboli|przepływnoś\p{L}\ssymboli|lof|lnb\slof)`;
const TUNING_VALUE = String.raw`\d{1,2}(?:[ .\u00a0\u202f]\d{3})(?:[.,]\d{1,3})?|\d{4,5}(?:[.,]\d{1,3})?(?:\/\d{4,5})?`;
const TUNING_UNIT = String.raw`(?:[kmg]hz|k?sym?\/s|ks\/s|ms\/s|msym\/s|ksps|msps|kbaud|baud|bd)`;
const SATELLITE_TUNING = new RegExp(
  String.raw`(?<![\p{L}])${TUNING_LABEL}[\s:=]{1,3}(?:${TUNING_VALUE})(?:\s?${TUNING_UNIT})?(?:\s?[hvlr](?![\p{L}\d]))?|(?<![\p{L}\d.,])(?:${TUNING_VALUE}|\d{1,5}(?:[.,]\d{1,3})?)\s?${TUNING_UNIT}(?:\s?[hvlr](?![\p{L}\d]))?(?![\p{L}\d])`,
  "giu",
);

// The words that name a reference in the six languages, with the endings they take.
const REFERENCE_STEM = String.raw`(?:order|kit|bestell(?:ung)?|auftrag|rechnung|invoice|r[eé]f(?:erence|erenz)?|kunden|customer|ticket|tracking|sendung|serien|serial|s[eé]riov\p{L}{1,3}|s/n|vertrag|contract|vorgang|projekt|project|case|fall|lieferschein|delivery|artikel|item|modell|model|lead|job|anfrage|request|beleg|bestätigung|confirmation|booking|buchung|claim|part|schaden(?:s)?|commande|facture|référence|dossier|contrat|client|pedido|factura|referencia|expediente|contrato|cliente|siniestro|ordine|fattura|riferimento|pratica|contratto|articolo|codice|sinistro|zamówieni[aeu]|zamowieni[aeu]|faktur[aeyę]|zlecenie|umow[aey]|klient(?:a)?|szkod[ay]|nip|regon|p\.?\s?iva|partita iva|iva|z[áa]kaznick\p{L}{1,3}|da[ňn]ov\p{L}{1,3}|ust-?id(?:nr)?|siret|siren|tva|cif|nif|vat|btw|steuer|tax|fiscal[e]?|fiskal\p{L}{0,3}|codice fiscale|contribuinte|nipc|ičo|ico|dič|dic|organisationsnummer|orgnr|org\.?\s?nr|fatura|encomenda|referência|processo|objednávk[ayu]|objednavk[ayu]|smlouv[ayě]|zakázk[ayu]|případ|pripad|caso|sprawa|zgłoszeni[ae]|ärende\p{L}{0,2}|kundnummer|artikelnummer|permis|permit|licen[cs]e|licencia|licenza|licença|pozwoleni[ae]|povolení|bygglov|genehmigung|baugenehmigung|aktenzeichen|az|dnr|diarienummer|č\.\s?j|compteur|zähler|contatore|licznik\p{L}{0,2}|contador|mätar\p{L}{0,3}|elektroměr|pdl|prm|ppe|cups|ean|malo|melo|batch|charge|lot|lote|lotto|partia|šarže|company|companies house|registr\p{L}{0,6}|regist(?:o|os|a)|rcs(?:\s\p{Lu}\p{L}+)?|kvk|cvr|krs|rea|hrb|hra|oib|cui|policy|police|polizza|póliza|poliza|polisa|apólice|pojistk\p{L}{0,2}|försäkring\p{L}{0,4}|faktúr\p{L}?|comand[aă]|uprn|usrn|déclaration(?:\spréalable)?|product|produkt|produto|producto|prodotto|výrob\p{L}{0,3}|artykuł\p{L}{0,2}|artigo|kod|kód|parti(?:et|er|a|i|ę|ą|e)?|iban|bic|swift|blz|sort\scode|konto|account|compte|rib|cuenta|conto|rachunk?\p{L}{0,2}|konta|účtu?|uctu?|bankgiro|plusgiro|nib|entidade|multibanco)`;
// What a permit (the French "DP"), a delivery note, a subscription, a card, a receiver or a
// network is known by: "N° d'abonné Canal :",
// "Nr karty dekodera:", "Programkortets nummer:", "Clé Wi-Fi de la box :". Not a business
// card, which carries a phone number ("business card:", "carte de visite :", "visitkort"), nor
// a quote ("free quote: 0161 …", "nabídka na 567 …"): a quote's own number is named "ID" or "n°".
const ACCOUNT_OR_DEVICE_STEM = String.raw`(?:dp|dodac\p{L}{1,3}\slist\p{L}{0,2}|bon\sde\slivraison|albar[áa]n|bolla|ddt|list\sprzewozowy|guia\sde\sremessa|f[öo]ljesedel\p{L}{0,2}|abonn\p{L}{0,6}|abonent\p{L}{0,3}|abonament\p{L}{0,3}|abonad[oa]s?|subscri\p{L}{0,9}|suscri\p{L}{0,9}|abbonament\p{L}{0,2}|abbonat[oa]|assinante|assinatura|p[řr]edplatn\p{L}{1,3}|(?<!(?:business|visiting|calling)\s)cards?|karte[n]?|cartes?(?!\sde\svisite)|tarjetas?(?!\sde\s(?:visita|presentaci))|scheda|cart[ãa]o(?!\sde\svisita)|kart(?:a|y|ę|e|u|ě|ou)|(?!visit)\p{L}{3,}kort(?:et|ets|s)?|decoder|dekoder\p{L}{0,2}|d[ée]codeur|decodificador|decodificatore|receiver|ricevitore|odbiornik\p{L}{0,2}|mottagar\p{L}{0,4}|p[řr]ij[íi]ma[čc]\p{L}{0,2}|cl[ée]s?|keys?|schl[üu]ssel\p{L}{0,2}|claves?|chiave|chave|klucz\p{L}{0,2}|nyckel\p{L}{0,3}|kl[íi][čc]\p{L}{0,2}|passwor[dt]\p{L}{0,2}|kennwort|mot\sde\spasse|contrase[ñn]a|senha|has[łl]\p{L}{1,2}|l[öo]senord\p{L}{0,2}|hesl\p{L}{1,2}|pin|puk|ssid|wpa2?|wlan|wi-?fi)`;
// German, Dutch and Scandinavian name a reference by compounding: "WEG-Nr.", "KvK-nummer",
// "CVR-nummer", "klantnummer". Only the compounds that name a phone number (or its area
// code: "riktnummer 08, sen 704 22 31") are left out.
const PHONE_COMPOUND = String.raw`(?:rikt|vorwahl|tel|telefon|telefoon|telephone|phone|handy|mobil|mobiel|mobile|gsm|fax|telefax|ruf|rückruf|notruf|kontakt|contact|whatsapp|signal|telegram|viber|festnetz|notfall|nood|service|hotline|durchwahl|privat|büro|direkt|sms|06|hem|jobb|arbets|kontors|firmen|geschäfts|dienst)`;
const COMPOUND_LABEL = String.raw`(?!${PHONE_COMPOUND}[.\s-]{0,2}(?:nr|nummer))\p{L}{2,}(?:-\p{L}{2,})?(?:-|\.-)?(?:nr\.?|nummer)`;
// "Pièce n° 4421-0093", "Część nr 3392-1174", "Díl č. …": any noun with an abbreviated
// "number" after it names a reference, unless it names a phone ("Tel. Nr.", "Handy-Nr.")
// or is a possessive, article or adjective before one ("mon n°", "neue Nr.").
const NOT_A_REFERENCE_NOUN = String.raw`(?:${PHONE_COMPOUND}|telefon\p{L}*|tél|téléphone|phone|cell|mobile?|portable|fixe|fijo|fisso|stacjonarn\p{L}*|komórk\p{L}*|celular|mobiln\p{L}*|my|your|his|her|our|their|the|this|new|old|other|mein\p{L}{0,2}|dein\p{L}{0,2}|sein\p{L}{0,2}|ihr\p{L}{0,2}|unser\p{L}{0,2}|euer|eure\p{L}?|die|der|das|neue\p{L}?|alte\p{L}?|andere\p{L}?|mon|ma|ton|ta|son|sa|notre|votre|leur|nouveau|nouvel|nouvelle|ancien|autre|mio|mia|tuo|tua|suo|sua|nostro|nuovo|nuova|altro|mis|sus|nuestro|nuevo|nueva|otro|mój|moj\p{L}|twój|tw\p{L}j|jego|jej|nasz\p{L}{0,2}|nowy|nowa|inny|meu|minha|teu|tua|seu|sua|nosso|novo|nova|outro|mitt|min|ditt|din|hans|hennes|vårt|nya|nytt|andra|můj|moje|tvůj|jeho|její|naše|nové|nový|jiné|jiný|unter|under|sous|bajo|sotto|pod|via|über|call|ring|ruf|appelle[rz]?|llama|chiama|zadzwoń|liga|volej(?:te)?|und|oder|and|lub|albo|eller|och|nebo)`;
// "Quote ID 2024-11-0387", "Ticket-ID …": an identifier, named as a number is.
const ABBREVIATED_NUMBER = String.raw`(?:n°|nº|n\.º|n\.|nr\.?|no\.|núm\.|č\.|id(?![\p{L}]))`;
const ABBREVIATED_LABEL = String.raw`(?!${NOT_A_REFERENCE_NOUN}[\s.-])\p{L}{3,}\.?\s${ABBREVIATED_NUMBER}`;
const REFERENCE_NUMBER_WORD = String.raw`(?:nummer|nr\.?|number|no\.?|n[°º.]|n\.º|id|code|numéro|numero|número|numer|číslo|č\.|reg\.?)`;
// "Référence du support : …", "numer klienta w Starlinku to …": a few words may stand between.
// The qualifier of an EU VAT number: "TVA intracommunautaire FR 12 345678901".
const VAT_QUALIFIER = String.raw`(?:intracommunautaire|intracomunitari[ao]|intra-community|innergemeinschaftlich\p{L}{0,2}|wewnątrzwspólnotow\p{L}{1,2})`;
const COPULA = String.raw`(?:is|ist|lautet|war|was|es|est|è|e|é|är|er|je|to|jest)`;
// "codice cliente Enel è …": the company a reference is with, named before the verb.
// "Account number on my Sky bill is …", "Part number on the bracket is …": up to four words
// between a label and the verb, none of them naming a phone or a way to be reached.
const NOT_A_FILLER_WORD = String.raw`(?:${PHONE_COMPOUND}|t[eé]l[eé]fon\p{L}*|phone|cell\p{L}*|mobil\p{L}*|portable|komórk\p{L}*|celular|number|nummer|numer\p{L}{0,2}|numero|número|numéro|čísl\p{L}{1,2}|nr|mine|meine|call|ring|text|reach|erreichbar|joignable|me|mich|mir|moi|mnie|mig|mě|mne|contact\p{L}*|kontakt\p{L}*)`;
const WORDS_BEFORE_VERB = String.raw`(?:\s(?!${NOT_A_FILLER_WORD}(?![\p{L}]))\p{L}+){1,4}(?=\s${COPULA}\s)`;
// "Teilenummer laut Handbuch …", "Numer części … wg instrukcji": where the number is printed.
const AS_PRINTED = String.raw`\s(?:laut|gemäß|according\sto|as\sper|per|selon|según|secondo|segundo|conforme|wg\.?|według|podle|dle|enligt)(?:\s\p{L}+){1,2}`;
// "Referencia del pedido de Leroy Merlin: …", "Clé Wi-Fi de la box : …", "Numer abonenta
// Canal+: …": up to four words
// between a label and its colon, none of them naming a phone or a way to be reached.
const WORDS_BEFORE_COLON = String.raw`(?:\s(?!${NOT_A_FILLER_WORD}(?![\p{L}]))[\p{L}\d'’+&-]+){1,4}(?=\s?:)`;
// "IČO na faktuře", "Smlouva s O2", "numer klienta w Orange": where or with whom it is held
// (a carrier's name read as digits, "O2" as "02", is a short group).
const PLACE_PREPOSITION = String.raw`(?:en|in|im|w|we|bei|at|on|auf|an|mit|chez|sur|avec|dans|da|di|su|sul|sulla|nel|nella|presso|with|con|na|u|przy|s|se|v|ve|em|no|com|p[åa]|hos|med)`;
// "carte Canal+ n° …", "Smlouva u Vodafonu č. …": up to three words before the word for number.
const WORDS_BEFORE_NUMBER_WORD = String.raw`(?:\s(?!${NOT_A_FILLER_WORD}(?![\p{L}]))[\p{L}\d'’+&-]+){1,3}(?=\s(?:n°|nº|n\.º|nr\.?|no\.|núm\.|č\.))`;
const referenceFiller = (wordsBeforeMark: string) =>
  String.raw`(?:${WORDS_BEFORE_VERB}|${AS_PRINTED}|${wordsBeforeMark}|\s\p{Lu}[\p{L}\d]+(?=:)|\s(?:der|des|du|de|del|della|dello|of|the|for|für|dla|od|vom|von|zum|zur|beim|from|au|al|dal|z|ze)\s\p{L}+|\s${VAT_QUALIFIER}|\s(?:d|l|dell)['’]\p{L}+|\s${PLACE_PREPOSITION}\s(?:\p{L}[\p{L}\d]*|\d{1,2}(?!\d))|\s[Ss]tarlink\p{L}{0,3}|\s\p{Lu}[\p{L}\d]+(?=\s${COPULA}\s))?`;
const referenceLabel = (filler: string) =>
  String.raw`s?-?${REFERENCE_NUMBER_WORD}?(?:\s${REFERENCE_NUMBER_WORD})?${filler}(?:\s${REFERENCE_NUMBER_WORD})?(?:\s${COPULA}(?:\sel|\sle|\sil|\so)?)?`;
// Words up to a colon only after a noun that names nothing but a reference (or a compound of
// "-nummer" that names no phone: "Ordernummer står på kvittot: …"): after "Zostawiam
// nr" ("I leave my number"), "jakby technik nie trafil: 7 2 1 …" is the phone number itself,
// and "falls er klingelt: 0 1 7 6 …", "in case he rings: 07700 …" start with "Fall", "case".
const DOCUMENT_STEM = String.raw`(?:pedido|commande|bestell(?:ung)?|auftrag|rechnung|invoice|facture|factura|fattura|faktur\p{L}{0,2}|fatura|zamówieni\p{L}|objednávk\p{L}|encomenda|ordine|referencia|référence|riferimento|referência|reference|referenz|scontrino|ricevuta|quittung|kassenbon|receipt|recibo|ticket|paragon\p{L}{0,2}|kvitto\p{L}{0,2}|[úu][čc]tenk\p{L})`;
const DOCUMENT_LABEL = referenceLabel(
  referenceFiller(String.raw`${WORDS_BEFORE_COLON}|${WORDS_BEFORE_NUMBER_WORD}`),
);
const REFERENCE_LABEL = referenceLabel(referenceFiller(WORDS_BEFORE_NUMBER_WORD));
const ABBREVIATED_REFERENCE_LABEL = referenceLabel(referenceFiller("(?!)"));
// Letters up to the first digit, then any: one way to read each code, not one per digit in it.
// A few groups of digits may follow, as tax and order numbers are printed ("123 456 789 00012").
const REFERENCE_CODE = String.raw`[a-z]*\d[a-z\d]*(?:[-/.][a-z\d]+)*(?:\s(?=[a-z]{0,4}\d)[a-z\d]{2,11}(?![\p{L}\d])){0,5}`;
// A country or series prefix may stand before it, apart from the label: "DE 123 456 789",
// "FV/2025/11/0417", "UE PL 1122334455".
// "Numer części", "Číslo dílu", "Référence pièce", "número de pieza": a part is named with the
// word for its number (alone, "pierwsza część" or "erster Teil" is half of a phone number).
const PART_NOUN = String.raw`(?:pi[eè]ces?|pieza|pezzo|ricambio|parte|pe[çc]a|cz[ęe][śs]ci|d[íi]lu|sou[čc][áa]stky|teil[es]?|part|delen)`;
const PART_LABEL = String.raw`(?:${REFERENCE_NUMBER_WORD}|r[ée]f[ée]rence|referencia|riferimento|refer[êe]ncia|kod|k[óo]d|code|codice|c[óo]digo)\s(?:(?:de|di|da|du|del|della|do|dos|of|the)\s)?${PART_NOUN}`;
const REFERENCE = new RegExp(
  String.raw`(?:(?<![\p{L}\d])(?:(?:${ACCOUNT_OR_DEVICE_STEM}|${DOCUMENT_STEM}|${COMPOUND_LABEL})${DOCUMENT_LABEL}|(?:${REFERENCE_STEM}|${PART_LABEL})${REFERENCE_LABEL}|${ABBREVIATED_LABEL}${ABBREVIATED_REFERENCE_LABEL})[\s:.]{0,3}#?|#)\s?(?:(?<=[\s:.#])(?:[a-z]{1,4}[-/.]?\s?){1,2})?${REFERENCE_CODE}`,
  "giu",
);

// "ring" only ends a street's name ("Ostring 5"): alone it is the verb ("ring 0117 …").
const STREET = String.raw`(?:straße|strasse|str\.|weg|gasse|allee|platz|(?<=\p{L})ring|damm|ufer|chaussee|steig|pfad|markt|\bstreet|\bst\.|\broad|\brd\.|\bavenue|\bave\.|\blane|\bdrive|\bclose|\bhausnummer)`;
const HOUSE_NUMBER = new RegExp(
  String.raw`(?<=${STREET}\s{1,2})\d{1,4}(?:\s?[a-z](?![\p{L}]))?(?:\s?[-/]\s?\d{1,4})?(?!\d)`,
  "giu",
);
// Personal, payment and shipment numbers are named by a label a word or two away:
// "PESEL męża 79032112345", "Variabilní symbol platby je 20251187", "Číslo zásilky
// Zásilkovny Z 123 4567 890".
const DISTANT_LABEL = String.raw`(?:pesel|rodné\sčíslo|rodne\scislo|personnummer|personnr|cpr|bsn|dni|cnp|oib|cartão\sde\scidadão|sozialversicherungsnummer|variabilní\ssymbol|variabilni\ssymbol|specifický\ssymbol|konstantní\ssymbol|ocr|kid|zásilk\p{L}{0,2}|zasilk\p{L}{0,2}|przesyłk\p{L}{0,2}|sändning\p{L}{0,2}|envío|envio|spedizione|colis|paket\p{L}{0,2}|paczk\p{L}|parcel|shipment|tracking|seguimiento|seguimento|rastreio|rastreamento|tracciamento|spårning|sledování|śledzenie|suivi|sendungsverfolgung|dhl|dpd|gls|seur|brt|ppl|inpost|postnord|correos|colissimo|chronopost|fedex|tnt|mrw|nacex|ctt|(?:electricity|gas|water|smart)\smeter|meter\s(?:readings?|number|no\.?)|\p{L}{0,8}z[äa]hler\p{L}{0,6}|\p{L}{0,6}m[äa]tar\p{L}{0,12}|m[ěe][řr][áa]k\p{L}{0,2}|m[ěe][řr]idl\p{L}{1,2}|licznik\p{L}{0,2}|(?:elektro|el|plyno|vodo)m[ěe]r\p{L}{0,2}|contatore|contador|compteur|sécurité\ssociale|seguridad\ssocial|segurança\ssocial|utente|pojištěnc\p{L}{1,2}|sozialversicherung\p{L}{0,6}|versichertennummer|national\sinsurance|nhs\snumber|tessera\ssanitaria)`;
// "potrzebny NIP do faktury? firmowy to 525-000-12-46", "serve la partita IVA? e 01234567897":
// a tax number asked for and given in the same message, a few words (or a question) apart.
const TAX_LABEL = String.raw`(?:nip|regon|p\.?\s?iva|partita\s+iva|codice\s+fiscale|i[čc]o|di[čc]|vat|tva|cif|nif|nipc|ust-?id\p{L}{0,3}|steuer-?(?:nr|nummer)|organisationsnummer|orgnr)`;
// Not across a call or a phone named in between: "NIP? nie wiem, zadzwoń 601 234 567".
const CALL_OR_PHONE = String.raw`(?:zadzwo|dzwo|call|ring|anruf|ruf\s|appel|llam|chiam|lig[au]e?|volej|zavolej|ring|tel|phone|handy|mobil|kom[óo]rk|cell|portable|n[uú]mer|nummer|numéro|č[íi]sl)`;
const TAX_NUMBER_FURTHER = new RegExp(
  String.raw`(?<=(?<![\p{L}])${TAX_LABEL}(?![\p{L}])(?:(?!${CALL_OR_PHONE})[^\d\n]){0,40}?)(?<![\p{L}\d])\d[\d .-]{7,16}\d(?![\p{L}\d])`,
  "giu",
);
const DISTANT_REFERENCE = new RegExp(
  String.raw`(?<![\p{L}\d])${DISTANT_LABEL}(?:\s\p{L}{2,12}){0,2}[\s:.]{1,3}(?:[a-z]{1,4}\s)?\d[\d\s/.-]{0,6}(?:[a-z]{1,4}\s?)?[\d\s/.-]{3,22}\d(?![\p{L}\d])`,
  "giu",
);

// "the serial on the LNB is 07700 9115 2026", "Numéro de série du LNB : 0612 …", "VS 2025004170"
// (the Czech variable symbol of a payment): a serial number is named up to four words away.
const SERIAL_LABEL = String.raw`(?:serial|serien\p{L}{0,6}|s[eé]rie|seriov\p{L}{1,3}|sériov\p{L}{1,3}|serienummer|serienr|matricola|seryjn\p{L}{1,3}|v[ýy]robn[íi]\s[čc][íi]slo|vs)`;
const SERIAL_NUMBER = new RegExp(
  String.raw`(?<![\p{L}\d])${SERIAL_LABEL}(?:\s\p{L}{2,12}(?::\p{L}{1,3})?){0,4}[\s:.]{1,3}\d[\d\s/.-]{5,30}\d(?![\p{L}\d])`,
  "giu",
);

// Portugal writes "4000-123", Sweden and Czechia "113 51" / "602 00", Poland "31-042".
// Brazil writes "01310-100".
const POSTAL_CODE_FORM = String.raw`(?:\d{5}-\d{3}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3}\s\d{2}|\d{4,5})`;
const COUNTRY_POSTAL_CODE = /(?<![\p{L}\d-])[A-Z]{1,2}-\d{4,5}(?!\d)/gu;
// A postal code stands before its town, and never right after other digits (that is a phone number).
// No four-digit postal code starts with 0 (Austria, Switzerland, Belgium, Denmark start at 1000):
// "Vorwahl 0172, Rest …" is an area code.
const POSTAL_CODE_BEFORE_TOWN =
  /(?<!\d[\s./-]{0,3})(?<!\d)(?:\d{4}-\d{3}|[1-9]\d{3}|\d{5})(?=,?\s\p{Lu}\p{Ll}{2})/gu;
const POSTAL_CODE_LABEL = String.raw`(?:plz|postleitzahl|postcode|postal\scode|zip|code\spostal|c[oó]digo\spostal|cap|kod\spocztowy|postnummer|postnr|psč|psc|postcode|cep)`;
const LABELLED_POSTAL_CODE = new RegExp(
  String.raw`(?<=(?<![\p{L}])${POSTAL_CODE_LABEL}(?:\s(?:is|ist|est|es|è|é|e|to|jest|är|je))?[\s:]{1,3})${POSTAL_CODE_FORM}(?![\d-])`,
  "giu",
);

// Degrees and minutes: "41°09'N 8°37'W", "49°35′12″N".
const DEGREES_AND_MINUTES =
  /(?<!\d)\d{1,3}°\s?\d{1,2}(?:[′'’]\s?(?:\d{1,2}(?:[.,]\d+)?\s?[″"]\s?)?)?\s?[NSEWO]?(?![\p{L}\d])/gu;
// Coordinates in decimal degrees come in pairs: "52.48623, -1.89040".
const COORDINATES = /(?<![\d.,-])-?\d{1,3}\.\d{3,8},\s?-?\d{1,3}\.\d{3,8}(?![\d.])/g;

// "DE89 3704 0044 0532 0130 00": a country, two check digits and groups of four (ISO 13616).
const IBAN =
  /(?<![\p{L}\d])[A-Z]{2}\d{2}(?:[ ]?[A-Z\d]{4}){2,7}(?:[ ]?[A-Z\d]{1,3})?(?![\p{L}\d])/gu;

// Octets never start with 0, which tells "192.168.1.1" from "030.123.45.67".
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
// "1Z 999 AA1 01 2345 6784": a UPS parcel's tracking number, "1Z" and sixteen more.
const UPS_TRACKING = /(?<![\p{L}\d])1Z(?:\s?[\dA-Z]){16}(?![\p{L}\d])/gu;
const IP_ADDRESS = new RegExp(String.raw`(?<![\d.])${OCTET}(?:\.${OCTET}){3}(?!\d|\.\d)`, "g");

// "Numer przesylki 6200 …", "cislo dodaciho listu …": labels are typed without their
// accents as often as with them; every pattern reads both.
const NOT_CONTACT_NUMBERS = [
  DOTTED_DATE,
  SLASHED_DATE,
  DASHED_OR_SPACED_DATE,
  DATE_THEN_YEAR,
  ISO_DATE,
  DOTTED_ISO_DATE,
  DATE_STAMP,
  YEAR_SEQUENCE,
  PART_NUMBER,
  VERSION,
  HOUR_RANGE,
  CLOCK_TIME,
  PRICE,
  MEASUREMENT,
  SATELLITE_TUNING,
  REFERENCE,
  DISTANT_REFERENCE,
  TAX_NUMBER_FURTHER,
  SERIAL_NUMBER,
  HOUSE_NUMBER,
  COUNTRY_POSTAL_CODE,
  POSTAL_CODE_BEFORE_TOWN,
  LABELLED_POSTAL_CODE,
  IP_ADDRESS,
  UPS_TRACKING,
  COORDINATES,
  DEGREES_AND_MINUTES,
  IBAN,
].map((regex) => new RegExp(orWithoutAccents(regex.source), regex.flags));

function isPeriod([, from, to]: RegExpExecArray): boolean {
  return Number(from) < Number(to);
}

/** The text with every date, time, price, measurement, reference and address number blanked out. */
export function blankOutNonContactNumbers(text: string): string {
  const spans: [number, number][] = [];
  for (const regex of NOT_CONTACT_NUMBERS) {
    for (const match of text.matchAll(regex))
      spans.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(YEAR_RANGE))
    if (isPeriod(match)) spans.push([match.index, match.index + match[0].length]);
  return blankOut(text, spans);
}
