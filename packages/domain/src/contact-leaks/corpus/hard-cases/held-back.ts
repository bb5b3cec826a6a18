import type { LanguageCorpus } from "../language-corpus";
import { leak } from "../generalisation/batch";

/**
 * Hard cases written on 2026-12-06 together with those in tuned.ts, before the detector
 * was changed that day, and held back until the tuning on tuned.ts and the opened
 * held-out batch was done. Scored then: recall 100.0 % in every language, false
 * positives 0.0 % (en fr it sv) and 16.7 % (de es pl pt cs: one part number each,
 * "71145-2290"); before the changes of that day recall was 40.0–60.0 % and false
 * positives 16.7–33.3 %. Then opened: the part numbers taught that a number dialled
 * without a prefix never starts with a group of five digits.
 */
export const heldBackByLanguage: Record<string, LanguageCorpus> = {
  en: {
    leaking: [
      leak("Text me instead, it's 07 9 1 2  44 83 06", "07 9 1 2  44 83 06"),
      leak("my email is rob dash slater at outlook dot com", "rob dash slater at outlook dot com"),
      leak("Honestly Signal works better than this site for photos", "Signal"),
      leak("my Insta handle is dish.rob_92", "Insta handle is dish.rob_92"),
      leak(
        "landline is oh one two one, four nine six, oh seven three three",
        "oh one two one, four nine six, oh seven three three",
      ),
    ],
    clean: [
      "Title number WYK 812345 covers the garage as well.",
      "We're open 7.30-18.00 on weekdays, closed Sundays.",
      "Firmware 3.12.1044 fixed the tuner issue.",
      "Invoice INV-2024-118734 is paid, thanks.",
      "The barn was built between 1862-1874 so mind the beams.",
      "Item 55102-3381 is the wall bracket in the photo.",
    ],
  },
  de: {
    leaking: [
      leak("Schreib mir lieber direkt: 0 17 6 / 55 43 21 98", "0 17 6 / 55 43 21 98"),
      leak(
        "Mail: frank bindestrich weber at gmx punkt net",
        "frank bindestrich weber at gmx punkt net",
      ),
      leak("Threema ist eh besser als dieses Portal", "Threema"),
      leak(
        "mein Telegram-Benutzername lautet frank_antenne77",
        "Telegram-Benutzername lautet frank_antenne77",
      ),
      leak(
        "Festnetz null sechs neun, drei drei vier, fünf fünf eins zwo",
        "null sechs neun, drei drei vier, fünf fünf eins zwo",
      ),
    ],
    clean: [
      "Grundbuch von Lindenau Blatt 4412, Flurstück 118/3 – das ist unser Grundstück.",
      "Wir sind Mo–Fr 7:30–16:30 erreichbar, freitags bis 13 Uhr.",
      "Das Update auf 4.18.2203 hat den Receiver wieder zum Laufen gebracht.",
      "Rechnung Nr. 2024-55812 ist überwiesen.",
      "Das Haus ist von 1904-1906 gebaut worden.",
      "Teil 71145-2290 ist die Wandhalterung.",
    ],
  },
  fr: {
    leaking: [
      leak("Appelez plutôt le 06.12.84.33.90 après 18h", "06.12.84.33.90"),
      leak(
        "mon mail : julie tiret martin arobase orange point fr",
        "julie tiret martin arobase orange point fr",
      ),
      leak("Telegram c'est quand même plus pratique que ce site", "Telegram"),
      leak("mon pseudo Insta c'est julie.paraboles_13", "Insta c'est julie.paraboles_13"),
      leak(
        "mon fixe : zéro quatre, quatre-vingt-onze, vingt-deux, trente, dix-sept",
        "zéro quatre, quatre-vingt-onze, vingt-deux, trente, dix-sept",
      ),
    ],
    clean: [
      "Section cadastrale AB n° 0412, la parcelle derrière la grange.",
      "Ouvert du lundi au vendredi 8h30-12h et 14h-18h.",
      "La mise à jour 5.2.1187 corrige le problème de réception.",
      "Facture FA-2025-004471 réglée par virement.",
      "La ferme date de 1850-1872, attention à la charpente.",
      "Référence du bras 33418-0072 sur la notice.",
    ],
  },
  es: {
    leaking: [
      leak("Mejor llámame al 6 1 2 - 4 4 8 - 3 0 6", "6 1 2 - 4 4 8 - 3 0 6"),
      leak(
        "correo: lucia guion ruiz arroba hotmail punto es",
        "lucia guion ruiz arroba hotmail punto es",
      ),
      leak("Telegram es mucho más cómodo que esta web", "Telegram"),
      leak("mi usuario de Instagram es lucia.antenas_88", "Instagram es lucia.antenas_88"),
      leak(
        "fijo: nueve uno, cuatro cuatro ocho, treinta, veintidós",
        "nueve uno, cuatro cuatro ocho, treinta, veintidós",
      ),
    ],
    clean: [
      "Referencia catastral 9872023VH5797S0001WX, por si la necesitas.",
      "Abrimos de 9:00 a 14:00 y de 17:00 a 20:00.",
      "La versión 2.14.3009 del decodificador ya no da error.",
      "Factura F2025-00418 pagada por transferencia.",
      "La casa es de entre 1911-1915, ojo con las vigas.",
      "Pieza 66120-4418, el soporte de pared.",
    ],
  },
  it: {
    leaking: [
      leak("Chiamami pure al 3 4 7 . 2 2 9 . 1 8 4 0", "3 4 7 . 2 2 9 . 1 8 4 0"),
      leak(
        "mail: marco trattino ferri chiocciola libero punto it",
        "marco trattino ferri chiocciola libero punto it",
      ),
      leak("Telegram è molto più pratico di questo sito", "Telegram"),
      leak("il mio nome utente Telegram è marco_parabole81", "Telegram è marco_parabole81"),
      leak(
        "fisso: zero due, quattro otto sei, tre tre uno nove",
        "zero due, quattro otto sei, tre tre uno nove",
      ),
    ],
    clean: [
      "Foglio 12, particella 448, subalterno 3 al catasto.",
      "Siamo aperti dalle 8.30-12.30 e 15-19.",
      "Il firmware 6.1.2241 ha risolto il problema.",
      "Fattura FT-2025-00913 saldata con bonifico.",
      "La cascina è del 1880-1895, attenzione alle travi.",
      "Articolo 44210-0089, la staffa a muro.",
    ],
  },
  pl: {
    leaking: [
      leak("Lepiej zadzwoń: 6 0 1 - 2 2 8 - 4 7 5", "6 0 1 - 2 2 8 - 4 7 5"),
      leak("mail: ola myślnik nowak małpa wp kropka pl", "ola myślnik nowak małpa wp kropka pl"),
      leak("Telegram jest dużo wygodniejszy niż ten portal", "Telegram"),
      leak("mój login na Instagramie to ola.anteny_90", "Instagramie to ola.anteny_90"),
      leak(
        "stacjonarny: dwa dwa, sześć cztery osiem, trzydzieści, jedenaście",
        "dwa dwa, sześć cztery osiem, trzydzieści, jedenaście",
      ),
    ],
    clean: [
      "Księga wieczysta KR1P/00123456/7, działka 112/4.",
      "Jesteśmy czynni pn.–pt. 8:00–16:00.",
      "Aktualizacja 3.9.4417 naprawiła dekoder.",
      "Faktura FV 2025/11/0881 opłacona przelewem.",
      "Dom jest z lat 1905-1912, uwaga na belki.",
      "Element 77301-2210 to uchwyt ścienny.",
    ],
  },
  pt: {
    leaking: [
      leak("Liga antes para 9 1 2 . 3 3 4 . 8 0 6", "9 1 2 . 3 3 4 . 8 0 6"),
      leak("email: rui hifen costa arroba sapo ponto pt", "rui hifen costa arroba sapo ponto pt"),
      leak("O Telegram é bem mais prático do que este site", "Telegram"),
      leak("o meu utilizador do Instagram é rui.antenas_77", "Instagram é rui.antenas_77"),
      leak(
        "fixo: dois um, quatro quatro oito, três zero, dois dois",
        "dois um, quatro quatro oito, três zero, dois dois",
      ),
    ],
    clean: [
      "Artigo matricial 4412, secção B, da freguesia.",
      "Estamos abertos das 9h-13h e 14h30-19h.",
      "A versão 7.4.1182 do recetor resolveu o problema.",
      "Fatura FT 2025/00417 paga por transferência.",
      "A casa é de 1920-1925, cuidado com as vigas.",
      "Peça 88130-5507, o suporte de parede.",
    ],
  },
  sv: {
    leaking: [
      leak("Ring mig hellre: 07 0 - 44 12 8 96", "07 0 - 44 12 8 96"),
      leak(
        "mejl: anna bindestreck berg snabel-a telia punkt com",
        "anna bindestreck berg snabel-a telia punkt com",
      ),
      leak("Telegram är mycket smidigare än den här sajten", "Telegram"),
      leak("mitt användarnamn på Instagram är anna.parabol_85", "Instagram är anna.parabol_85"),
      leak(
        "hemnummer noll åtta, sex fyra åtta, tre tre, två ett",
        "noll åtta, sex fyra åtta, tre tre, två ett",
      ),
    ],
    clean: [
      "Fastighetsbeteckning Lindö 4:112 enligt lantmäteriet.",
      "Vi har öppet 7.30-16.00 vardagar.",
      "Version 8.2.3301 av mottagaren fixade felet.",
      "Faktura 2025-004418 är betald.",
      "Huset byggdes 1898-1901, se upp med takbjälkarna.",
      "Artikel 55310-0071 är väggfästet.",
    ],
  },
  cs: {
    leaking: [
      leak("Radši volejte: 6 0 2 - 4 1 8 - 3 3 7", "6 0 2 - 4 1 8 - 3 3 7"),
      leak(
        "mail: petr pomlčka novak zavináč centrum tečka cz",
        "petr pomlčka novak zavináč centrum tečka cz",
      ),
      leak("Telegram je mnohem pohodlnější než tenhle web", "Telegram"),
      leak(
        "moje uživatelské jméno na Instagramu je petr.antena_79",
        "Instagramu je petr.antena_79",
      ),
      leak(
        "pevná linka dva dva, čtyři jedna osm, tři tři, sedm sedm",
        "dva dva, čtyři jedna osm, tři tři, sedm sedm",
      ),
    ],
    clean: [
      "List vlastnictví 1182, parcela č. 448/3 v katastru.",
      "Otevřeno po–pá 7:30–16:00.",
      "Aktualizace 4.7.2219 opravila přijímač.",
      "Faktura č. 2025-00817 je zaplacená.",
      "Dům je z let 1906-1911, pozor na trámy.",
      "Díl 66201-3345 je nástěnný držák.",
    ],
  },
};
