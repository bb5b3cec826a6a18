import type { UntranslatedBatch } from "./batch";
import { leak } from "./batch";
import { czechHeldOut } from "./held-out/cs";
import { czechSecondBatch } from "./second-batch/cs";
import { czechThirdBatch } from "./third-batch/cs";

/**
 * Czech, a language the platform does not translate, with no tuning round of its own: a
 * first batch, written before the detector was changed, and the later ones in
 * second-batch/ and third-batch/, each held out until its score was recorded and then
 * opened; and held-out/, written after all tuning.
 */
export const czech: UntranslatedBatch = {
  // Held out until its score was recorded, then opened and tuned on.
  openedHeldOut: {
    leaking: [
      leak("Nejjednodušší bude, když mi zavoláte na 602 123 456", "602 123 456"),
      leak("pevná linka: 224 123 456, večer", "224 123 456"),
      leak("můj mobil +420 737 987 654", "+420 737 987 654"),
      leak("ze zahraničí 00420 605 112 233", "00420 605 112 233"),
      leak("Tel. 731.654.321", "731.654.321"),
      leak("Moje číslo: 777-987-654", "777-987-654"),
      leak("mobil 608123456, ptejte se na Pavla", "608123456"),
      leak(
        "šest nula dva, jedna dva tři, čtyři pět šest",
        "šest nula dva, jedna dva tři, čtyři pět šest",
      ),
      leak("pošli SMS na 7 2 4 9 8 7 6 5 4", "7 2 4 9 8 7 6 5 4"),
      leak("slovenské číslo +421 905 123 456", "+421 905 123 456"),
      leak("Brno: (+420) 541 123 456", "(+420) 541 123 456"),
      leak("volejte manželce na 603 112 233 nebo mně na 739 556 677", "603 112 233", "739 556 677"),
      leak("Pošlete nabídku na info@satelity-novak.cz", "info@satelity-novak.cz"),
      leak("můj e-mail: jana.svobodova@seznam.cz", "jana.svobodova@seznam.cz"),
      leak(
        "e-mail: j tečka novak zavináč gmail tečka com",
        "j tečka novak zavináč gmail tečka com",
      ),
      leak("nabidky(at)sat-morava(tecka)cz", "nabidky(at)sat-morava(tecka)cz"),
      leak("info @ satelity-novak . cz", "info @ satelity-novak . cz"),
      leak("všechny informace na www.sat-morava.cz", "www.sat-morava.cz"),
      leak("fotky z realizací: satelity-novak.cz/galerie", "satelity-novak.cz/galerie"),
      leak("https://bit.ly/satmorava volné termíny", "https://bit.ly/satmorava"),
      leak("Budeme pokračovat na WhatsAppu?", "WhatsAppu"),
      leak("Máte WhatsApp? Pošlu vám video", "WhatsApp"),
      leak("Telegram: pavel_satelity", "Telegram: pavel_satelity"),
      leak("můj Signal je 602 334 455", "602 334 455"),
      leak("sledujte mě na Instagramu @sat.morava", "@sat.morava"),
      leak("přidejte si mě na Facebooku, Satelity Novák Olomouc", "Facebooku"),
      leak("t.me/satmorava na rychlé dotazy", "t.me/satmorava"),
      leak("Přejdeme na WhatsApp? 602 121 343", "WhatsApp", "602 121 343"),
      leak("Můj insta je @strechy_sergej", "@strechy_sergej"),
      leak(
        "volej na sedm tři sedm, dva dva tři, tři čtyři čtyři",
        "sedm tři sedm, dva dva tři, tři čtyři čtyři",
      ),
    ],
    clean: [
      "Software routeru je 2025.04.17, je to nejnovější?",
      "Podle katastru nemovitostí, LV 1234, parcela č. 567/8, patří střecha SVJ.",
      "Faktura č. 20250917-0042 je v aplikaci.",
      "Číslo objednávky 4412 9087 3321, jestli to pomůže.",
      "Otevřeno po–pá 9:00–17:30, so 10:00–14:00.",
      "Čtvrtek 20. 2. v 8:15, šlo by to?",
      "Nabídka byla 12 490 Kč, záloha 2 500 Kč zaplacena.",
      "Elevace 53°, azimut 162°.",
      "Router Gen 3, parabola verze rev4_prod2.",
      "PSČ 602 00, parkovat se dá vzadu.",
      "Od paraboly k routeru je to 45 m, 75m kabel stačí.",
      "Zaplatím kartou ten den, pokud to jde.",
      "Zítra v 7:30, branka bude otevřená.",
      "Stavební povolení č. j. 2024/0912 se na parabolu nevztahuje.",
      "Případ Starlink 00012345 byl uzavřen bez řešení.",
      "Upload 15,6 Mbit/s, download 210 Mbit/s, latence 38 ms.",
      "Zeď má 300 mm, bude potřeba dlouhý vrták.",
      "Je to číslo popisné 118, dům se zelenou dodávkou.",
      "Podle sledování zásilky dorazí mezi 11:00 a 13:00.",
      "Na krabici je kód 02508-001.",
      "Bydlíme ve třetím patře, byt 3B, bez výtahu.",
      "Zápas začíná ve 20:45, musíte skončit dřív!",
      "Aplikace ukazuje 2,1 % překážek.",
      "Držák 600 x 400 mm, pozinkovaný.",
      "IČO 12345678, DIČ CZ12345678 na fakturu.",
      "Katastrální území Žižkov, parcela 1234/56.",
      "IP paraboly je 192.168.100.1.",
      "Strhli mi 2 x 350 Kč, můžete jednu vrátit?",
      "Sériové číslo paraboly: 2DWC240100012345.",
      "Zaplatím převodem přes platformu, variabilní symbol mi pošlete v aplikaci.",
    ],
  },
  openedLaterBatches: [czechSecondBatch, czechThirdBatch],
  heldOut: czechHeldOut,
};
