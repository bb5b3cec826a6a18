import { describe, expect, it } from "vitest";
import { compileDetectorFirst } from "./corpus/compile-first";
import { findContactDetails } from "./find-contact-details";
import { keepsItHere } from "./messengers";

compileDetectorFirst();

// The general rules the blind batch (issue 21) called for, each shown on text of its own.
function found(text: string): string[] {
  return findContactDetails(text).map((finding) => `${finding.kind}: ${finding.text}`);
}

describe("contact details hidden the way a blind writer hid them", () => {
  it.each([
    ["ruf an: 0151🙂2345🙂6789", "0151🙂2345🙂6789"],
    ["tel 0151 • 2345 • 6789", "0151 • 2345 • 6789"],
    ["0151_2345_6789 abends", "0151_2345_6789"],
    ["Nummer 0151 — 2345 — 6789", "0151 — 2345 — 6789"],
    ["0151|2345|6789", "0151|2345|6789"],
    ["0️⃣1️⃣5️⃣1️⃣ 2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣9️⃣", "0️⃣1️⃣5️⃣1️⃣ 2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣9️⃣"],
  ])("reads any symbol or emoji between digit groups as a space: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["0one51 two3four5 6seven89", "0one51 two3four5 6seven89"],
    ["015eins 23vier5 6789", "015eins 23vier5 6789"],
    [
      "o one five one, two three four five, six seven eight nine",
      "o one five one, two three four five, six seven eight nine",
    ],
    ["Null-Eins-Fünf-Eins, dann 23 45 67 89", "Null-Eins-Fünf-Eins, dann 23 45 67 89"],
    ["6E1 2S4 B67, tu comprends", "6E1 2S4 B67"],
    ["Telefon (0 30) 12 34 56", "(0 30) 12 34 56"],
  ])(
    "finds number words run into digits, 'o' for zero and look-alike capitals: %s",
    (text, number) => {
      expect(found(text)).toEqual([`phone: ${number}`]);
    },
  );

  it.each([
    ["il numero comincia con 347 e poi 812 34 56", "347 e poi 812 34 56"],
    ["Vorwahl 0151, Rest 23-45-67-89", "0151, Rest 23-45-67-89"],
    ["numer to 601, a potem 234 567", "601, a potem 234 567"],
  ])("finds a number told in parts: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["Mellan 08.00 och 10.00 passar bra.", []],
    ["between 150 and 200 euros, then 300 for the mount", []],
  ])("leaves times and amounts told in parts alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["t-e-l-e-g-r-a-m is easier", "t-e-l-e-g-r-a-m"],
    ["S I G N A L, same number as on the invoice", "S I G N A L"],
    ["add me on tiktok: dishlena", "tiktok: dishlena"],
    ["discord lena#4821", "discord lena#4821"],
    ["tele gram: dishlena", "tele gram: dishlena"],
    ["Cherchez sur Facebook : Lena Antennes Lyon", "Facebook : Lena Antennes Lyon"],
    ["Instagram meglio, sono Lena Ferri Antenne", "Instagram meglio, sono Lena Ferri Antenne"],
    ["Viber aussi, même numéro 06 98 76 54 32", "Viber aussi, même numéro 06 98 76 54 32"],
    ["wpisz w google 'Lena Anteny Gdańsk' i dzwoń", "Lena Anteny Gdańsk"],
  ])("finds a messenger spelled out, a handle or a name to look up: %s", (text, contact) => {
    expect(found(text)).toEqual([`messenger: ${contact}`]);
  });

  it.each([
    ["schick mir ne PN auf Insta", "Insta"],
    ["manda DM no insta amanhã", "insta"],
  ])("finds a direct message asked for on a messenger: %s", (text, messenger) => {
    expect(found(text)).toEqual([`messenger: ${messenger}`]);
  });

  it("leaves a messenger used in the past alone", () => {
    expect(found("I used to chat with my old installer on WhatsApp, happy to stay here")).toEqual(
      [],
    );
  });

  it.each([
    ["mail: lena.ferri84 (è un gmail)", "lena.ferri84 (è un gmail)"],
    ["lena_ferri bei googlemail", "lena_ferri bei googlemail"],
    ["lena kropka ferri na wp kropka pl", "lena kropka ferri na wp kropka pl"],
    ["lena point ferri arobase orange", "lena point ferri arobase orange"],
  ])("finds a mailbox named with its provider: %s", (text, address) => {
    expect(found(text)).toEqual([`email: ${address}`]);
  });
});

// The classes of mistakes the sixth blind batch showed once it was scored (issue 21), each
// with text of its own: a leak written that way, and a clean message that looks like it.
describe("contact details hidden the way the sixth blind batch hid them", () => {
  it.each([
    ["it begins 07700 91 and the last five are 84 213", ["07700 91", "84 213"]],
    ["die ersten vier sind 0171, der Rest ist 55 20 934", ["0171, der Rest ist 55 20 934"]],
    ["commence par 07, au milieu 12 44, les derniers 90 18", ["07", "12 44", "90 18"]],
    ["zaczyna się od 601, reszta to 77 18 25", ["601, reszta to 77 18 25"]],
    ["začíná na 605, uprostřed 918, poslední tři 204", ["605", "918", "204"]],
  ])("finds a number given in parts named by where they stand: %s", (text, parts) => {
    expect(found(text)).toEqual(parts.map((part) => `phone: ${part}`));
  });

  it.each([
    ["the first coat took 2 hours, the last one 3, the rest of the day 45 minutes", []],
    ["erste Rate 450 €, der Rest 1200 € nach der Montage", []],
    ["zaczynam o 7, kończę o 15, w środku przerwa 30 minut", []],
  ])("leaves starts, ends and middles of other things alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["Tel. 0151. Dann 23 45. Und zuletzt 67 89.", "0151. Dann 23 45. Und zuletzt 67 89"],
    ["numer 512, potem 300 plus 40, na koniec 718", "512, potem 300 plus 40, na koniec 718"],
    ["07, puis 40 fois 2, puis 12 34 56", "07, puis 40 fois 2, puis 12 34 56"],
    ["Telefon:\n0176 33\n812 904", "0176 33\n812 904"],
    ["My number's\n07911 204\n318", "07911 204\n318"],
  ])(
    "finds a number said in steps, with 'and finally', a sum or product, or one line break after its label: %s",
    (text, number) => {
      expect(found(text)).toEqual([`phone: ${number}`]);
    },
  );

  it.each([
    ["Bestellung 4471\n2 x 300 plus 45 Versand", []],
    ["Kabel: 2 mal 25 m, dann 3 mal 10 m", []],
    ["Auftrag 7731\n412 Stück geliefert", []],
    ["first 3 rooms, then 2 more, and finally 4 on the top floor", []],
  ])("leaves quantities and references in steps alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["Transponder 11494 H, SR 22000 – no picture since the storm", []],
    ["Frequenz 12 188 MHz V, Symbolrate 27 500, FEC 3/4", []],
    ["fréquence 10 714 H, débit symbole 22 000 : toujours rien", []],
    ["częstotliwość 11 766 V, SR 27 500, nadal brak sygnału", []],
    ["LNB LOF 9750/10600, transponder 11 875 V", []],
  ])("leaves satellite tuning values alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it("still finds a phone number next to satellite tuning values", () => {
    expect(found("Transponder 11 494 H, SR 22000 – ring me on 07700 900 431")).toEqual([
      "phone: 07700 900 431",
    ]);
  });

  it("reads the last group of a number written with dashes before an initial", () => {
    expect(found("07-71-42-90-18 Mme Perrin")).toEqual(["phone: 07-71-42-90-18"]);
  });

  it.each([
    ["Someone wanted my Telegram, but I'm staying in the app as agreed.", []],
    ["Meine Frau nutzt WhatsApp, ich nicht, schreiben Sie mir bitte hier.", []],
    ["On m'a proposé Signal, mais je reste sur l'appli comme prévu.", []],
    ["Mam tylko tę aplikację, Vibera nie używam.", []],
    ["Har ni Instagram med bilder på tidigare jobb?", []],
    ["Do you have Facebook with photos of past installs? If not, fine.", []],
  ])(
    "leaves a messenger alone when the message keeps the talk here or asks for a portfolio: %s",
    (text, findings) => {
      expect(found(text)).toEqual(findings);
    },
  );

  it.each([
    ["I don't want to stay in the app, add me on WhatsApp", "WhatsApp"],
    ["WhatsApp is much easier than the chat here", "WhatsApp"],
    ["Can we just talk on Telegram instead?", "Telegram"],
  ])("still finds an invitation that leaves the platform: %s", (text, messenger) => {
    expect(found(text)).toEqual([`messenger: ${messenger}`]);
  });

  it.each([
    [
      "číslo: šestsetdvanáct, stočtyřicetosm, dvěstětřicet",
      "šestsetdvanáct, stočtyřicetosm, dvěstětřicet",
    ],
    ["liga para 9 dezoito 4 setenta 2 cinquenta", "9 dezoito 4 setenta 2 cinquenta"],
    [
      "meu número: onze nove sete meia dois, três quatro um oito",
      "onze nove sete meia dois, três quatro um oito",
    ],
    [
      "pięćset dwanaście, pięćdziesiąt dwa, sześćdziesiąt trzy, dziewięćdziesiąt",
      "pięćset dwanaście, pięćdziesiąt dwa, sześćdziesiąt trzy, dziewięćdziesiąt",
    ],
  ])("finds number words written as one word or among digits: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["dach ma pięćdziesiąt dwa metry i trzydzieści stopni spadku", []],
    ["meia hora de trabalho, dezoito euros", []],
    ["Montáž trvala stodvacet minut.", []],
  ])("leaves number words that count other things alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["pisz: tomek.wrona82 na o2", "tomek.wrona82 na o2"],
    ["o meu é ana.lopes.77 no netcabo", "ana.lopes.77 no netcabo"],
  ])("finds a mailbox named with a smaller provider: %s", (text, address) => {
    expect(found(text)).toEqual([`email: ${address}`]);
  });

  it.each([
    ["same number as my brother's, 07911 204 318, only it ends in 27", ["07911 204 318", "27"]],
    ["Nummer wie meine Frau, 0160 4478 221, nur hinten 90 statt 21", ["0160 4478 221", "90"]],
    ["c'est le 06 71 20 33 48, sauf qu'il finit par 12", ["06 71 20 33 48", "12"]],
  ])("finds the other end of a number given as a variant of one it finds: %s", (text, numbers) => {
    expect(found(text)).toEqual(numbers.map((number) => `phone: ${number}`));
  });

  it("leaves an end of something else alone when no number is given", () => {
    expect(found("the job ends in 2 days, the warranty ends in 24 months")).toEqual([]);
  });

  it.each([
    ["me liga: (21) 99812-4470", "(21) 99812-4470"],
    ["call (415) 555-0182 after six", "(415) 555-0182"],
  ])("finds a number with its area code in brackets: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it("leaves a bracketed count before a reference alone", () => {
    expect(found("Artikel (12) 4471 und 2 Stück 8812")).toEqual([]);
  });

  it.each([
    ["my name on Instagram is Harlow Dish Fitters", "Instagram is Harlow Dish Fitters"],
    [
      "Auf Facebook heiße ich Sat-Technik Weber, schreib da",
      "Facebook heiße ich Sat-Technik Weber",
    ],
    ["Sur Messenger je m'appelle Karim Benali", "Messenger je m'appelle Karim Benali"],
  ])("finds the name a sender goes by on a messenger: %s", (text, contact) => {
    expect(found(text)).toEqual([`messenger: ${contact}`]);
  });

  it.each([
    ["my name on Facebook is the same as here, but let's keep it in the app", []],
    ["Facebook is Great for photos, I only post there", []],
  ])("leaves a messenger said of with no name to find alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["Find me on Checkatrade as DishDoctorLeeds", "Checkatrade as DishDoctorLeeds"],
    [
      "Du findest mich bei Kleinanzeigen als SatDoktorHamburg",
      "Kleinanzeigen als SatDoktorHamburg",
    ],
    ["mi trovate su Subito come antenne_rossi_bg", "Subito come antenne_rossi_bg"],
    ["znajdziesz mnie na OLX jako AntenyKrakowPro", "OLX jako AntenyKrakowPro"],
  ])("finds the name a sender goes by on any site: %s", (text, contact) => {
    expect(found(text)).toEqual([`messenger: ${contact}`]);
  });

  it.each([
    ["you will find me on site as the foreman from eight", []],
    ["Ich bin im Urlaub als Gast, ab Montag wieder da", []],
  ])("leaves a sender's role somewhere alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it("leaves a provider that is a router's brand alone", () => {
    expect(found("Router od O2, wifi na 5 GHz, signál 4 čárky")).toEqual([]);
  });
  it.each([
    ["Customer number on the old contract is 4410 2290 57, the new one has none", []],
    ["Die Vertragsnummer bei der Telekom ist 0421 5566 77", []],
    ["Le numéro client chez Free est 0645 2210 98", []],
    ["Codice cliente Fastweb: 3391 4470 22", []],
    ["Ordernummer på fakturan är 0731 2290 11", []],
    ["Zákaznické číslo 603 112 234, kdyby bylo potřeba", []],
    ["Número de IVA: 0612 345 678", []],
    ["Código de rastreio 0912 345 678 nos CTT", []],
  ])(
    "leaves a number a label names as no contact, a few words away, alone: %s",
    (text, findings) => {
      expect(found(text)).toEqual(findings);
    },
  );

  it.each([
    ["Order is paid, and my number is 0612 345 678", "0612 345 678"],
    ["Kundennummer hab ich nicht, meine Handynummer ist 0151 2345 6789", "0151 2345 6789"],
    ["codice cliente a parte, il mio cellulare è 347 812 3456", "347 812 3456"],
  ])("still finds a phone number told after such a label: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["Part number on the mount is 0790-1120-33", []],
    ["Artikelnummer laut Katalog 0160-2233-41", []],
    ["Numéro de pièce 06.22.41.98 d'après le fabricant", []],
    ["Número de pieza 612-34-567 según el manual", []],
    ["Numer części 601-22-334 według katalogu", []],
    ["Číslo dílu 603-11-222 podle výrobce", []],
  ])("leaves a part named with the word for its number alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["Zählerstand 05521 38842, bitte eintragen", []],
    ["Meter reading 05521 38842 from this morning", []],
    ["Mätarställningen 05521 38842 skickade jag igår", []],
    ["Stav elektroměru 05521 38842 jsem nahlásil", []],
    ["Matricola della parabola 3398 1122 45", []],
    ["Numer seryjny tunera 5012 3344 56", []],
  ])("leaves meter readings and serials alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["erst die Zählerstand-Frage, dann ruf mich an: 0151 2345 6789", "0151 2345 6789"],
    ["Numer części znam, mój numer to 601 223 344", "601 223 344"],
  ])("still finds a phone number next to a meter or part: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });
});

describe("the classes the eighth batch and its elders left, each on text of its own", () => {
  it.each([
    ["Anfang: 0160 44. Ende: 71 29 05.", ["0160 44", "71 29 05"]],
    ["Es beginnt mit 0157, danach kommen 88 31 240.", ["0157", "88 31 240"]],
    ["the last bit is 448 902, before that 07700 9", ["448 902", "07700 9"]],
    ["Começa 912 3, o fim é 45 678", ["912 3", "45 678"]],
    ["premier morceau 06 71, deuxième 44 90 12", ["06 71, deuxième 44 90 12"]],
  ])(
    "finds a number's start and end named with a colon, 'then' or 'before that': %s",
    (text, parts) => {
      expect(found(text)).toEqual(parts.map((part) => `phone: ${part}`));
    },
  );

  it.each([
    ["Termin beginnt um 9, dann 15 Minuten Pause", []],
    ["Das Ende der Leiste ist bei 120 cm, danach 40 cm frei", []],
  ])("leaves a start and an end that make no number alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["sete 91, 22, 48, 03", "sete 91, 22, 48, 03"],
    ["null 1, 7 6, 4 4, 8 1, 2 0, 9", "null 1, 7 6, 4 4, 8 1, 2 0, 9"],
    ["07, 71, 23, 88, 40 in the evening", "07, 71, 23, 88, 40"],
    ["ring 0712 🔥 448 🔥 90 🔥 21", "0712 🔥 448 🔥 90 🔥 21"],
    [
      "jedna ✅ dva ✅ tři ✅ čtyři ✅ pět ✅ šest ✅ sedm ✅ osm ✅ devět",
      "jedna ✅ dva ✅ tři ✅ čtyři ✅ pět ✅ šest ✅ sedm ✅ osm ✅ devět",
    ],
    [
      "quatre cinq six, septante-deux, nonante, douze",
      "quatre cinq six, septante-deux, nonante, douze",
    ],
  ])(
    "finds one number word leading digit groups, groups parted by commas, emoji or bullets: %s",
    (text, number) => {
      expect(found(text)).toEqual([`phone: ${number}`]);
    },
  );

  it.each([
    ["vier 10, 20, 30, 40 und 50 cm Abstand", []],
    ["Sizes 06, 08, 10, 12 in stock", []],
  ])("leaves rising lists alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["Such nach antennen_olli92 auf Instagram", "messenger: antennen_olli92 auf Instagram"],
    ["paraboles.lyon sur Snapchat, ajoute-moi", "messenger: paraboles.lyon sur Snapchat"],
    [
      "nick: mario underscore antenne underscore 77",
      "messenger: mario underscore antenne underscore 77",
    ],
    ["min insta är takmontoren", "messenger: insta är takmontoren"],
    ["My hotmail is danfitsdishes", "email: hotmail is danfitsdishes"],
    ["join discord.gg/dishcrew for updates", "messenger: discord.gg/dishcrew"],
    ["sitio: antenas-leon punto es barra citas", "url: antenas-leon punto es barra citas"],
  ])("finds handles, mailboxes and pages said in other ways: %s", (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    ["The Gen3 on Instagram looked bigger", []],
    ["Ich hab z.B. auf Instagram Bilder gesehen", []],
  ])("leaves a model or an abbreviation before a messenger alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["Numer abonenta Canal+: 601 448 902", []],
    ["Karte des Receivers: 0171 2233 4455", []],
    ["WLAN-Schlüssel vom Router: 0172 4455 6677 8899", []],
    ["Contraseña del wifi de la casa: 612 345 678", []],
    ["Chiave della rete: 347 123 4567", []],
    ["Kortnummer: 0705 1122 3344", []],
    ["Předplatné u Skylinku č. 0777 112 233", []],
    ["Devis ID 2025-12-0413", []],
    ["Número de registo 0612 345 678 na conservatória", []],
  ])(
    "leaves a subscription's, card's, key's or quote's number named before it alone: %s",
    (text, findings) => {
      expect(found(text)).toEqual(findings);
    },
  );

  it.each([
    ["business card: 0171 2345678", "0171 2345678"],
    ["carte de visite : 06 12 34 56 78", "06 12 34 56 78"],
    ["Mitt visitkort: 070-123 45 67", "070-123 45 67"],
    ["in case he rings: 07700 900123", "07700 900123"],
    ["Zostawiam nr, gdyby kurier dzwonił: 601 448 902", "601 448 902"],
  ])(
    "still finds the number on a business card, or after words that only start like a label: %s",
    (text, number) => {
      expect(found(text)).toEqual([`phone: ${number}`]);
    },
  );
});

describe("a message that keeps the talk on the platform", () => {
  it.each([
    "No Signal here sorry, only this app",
    "Pas de Telegram, désolé, on continue ici",
    "Kein WhatsApp, sorry, ich bleibe lieber hier statt dort",
    "Podemos continuar aquí en lugar de WhatsApp",
  ])("is read so, whatever an earlier clause denies: %s", (text) => {
    expect(keepsItHere(text)).toBe(true);
  });

  it.each(["I don't only use this app, add me on Signal", "Nie zostaję w aplikacji"])(
    "is not one where the staying itself is denied: %s",
    (text) => {
      expect(keepsItHere(text)).toBe(false);
    },
  );
});

describe("apps and phones talked about, inviting nowhere", () => {
  it.each([
    ["Saw a video of a dish install on TikTok, looked quick", []],
    ["My phone died last night, sorry for the late reply", []],
    ["Does Telegram even work on a satellite link?", []],
    ["Auf YouTube sah das Montieren viel einfacher aus", []],
    ["Mein Handy war leer, deshalb erst jetzt die Antwort", []],
    ["Hab eure Bewertungen auf Google gelesen, klingt gut", []],
    ["Sur TikTok ça avait l'air tellement simple", []],
    ["Mon portable n'avait plus de batterie, désolé", []],
    ["En Instagram vi fotos de antenas como la mía", []],
    ["Se me murió el móvil, perdón por tardar", []],
    ["Su TikTok sembrava facilissimo montarla", []],
    ["Il telefono mi si è scaricato, scusi il ritardo", []],
    ["Na TikToku wyglądało to na łatwą robotę", []],
    ["Rozładował mi się telefon, przepraszam", []],
    ["Vi no Instagram que a antena é mais pequena agora", []],
    ["O telemóvel ficou sem bateria, desculpe a demora", []],
    ["På TikTok såg det så enkelt ut", []],
    ["Mobilen dog igår kväll, förlåt sent svar", []],
    ["Na TikToku to vypadalo strašně jednoduše", []],
    ["Včera se mi vybil telefon, omlouvám se", []],
  ])("finds nothing in: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });
});

describe("the classes the ninth batch showed, once opened, each on text of its own", () => {
  it.each([
    ["@Jonas meinst du die Halterung am Dach?", []],
    ["Hola @Lucía, ya está montada la antena", []],
    ["@Tomek kabel już jest, jutro router", []],
    ["does Signal work with the dish's wifi?", []],
    ["is your instagram page the one with the red van?", []],
    ["vi tu perfil de facebook, muy buenos trabajos", []],
    ["hittade er i en grupp på facebook", []],
    ["bin @home ab 17 Uhr, dann passt es", []],
    ["Ordernummer står på kvittot: 4471 2290 11", []],
  ])("leaves addressees, apps talked about and pages seen alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["look me up on insta", "messenger: insta"],
    ["Hab dich auf Instagram gefunden, schreib mir dort", "messenger: Instagram"],
  ])("still finds an invitation after a search or a find: %s", (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    ["@Antennenprofi auf Insta, folg mir", "messenger: @Antennenprofi"],
    ["@sat_lena schreib mir", "messenger: @sat_lena"],
  ])("still finds a handle that answers no one: %s", (text, expected) => {
    expect(found(text)[0]).toBe(expected);
  });

  it.each([
    ["Numer przesylki kurierskiej 0028 7714 5521 30", []],
    ["Cislo objednavky 0420 7781 2231, dekuji", []],
    ["Lieferschein Nr. 0171 8833 21", []],
    ["bon de livraison 06 4412 7789", []],
    ["la DP 069 123 24 00187 est acceptée", []],
    ["payé en ligne, réf. 0612-4471-90", []],
    ["ma carte Canal+ n° 0644 1122 33", []],
  ])(
    "leaves labels typed without diacritics, delivery notes and permits alone: %s",
    (text, findings) => {
      expect(found(text)).toEqual(findings);
    },
  );

  it.each([
    [
      "Hinterlasse nr falls er klingelt: 0 1 7 6 vier vier drei zwei eins eins null",
      "0 1 7 6 vier vier drei zwei eins eins null",
    ],
    ["three sevens then 0 4 4 1 2", "three sevens then 0 4 4 1 2"],
    ["2 1 e depois três noves, 4 0 1", "2 1 e depois três noves, 4 0 1"],
    ["etta, nolla, sjua, sen 44 21 09", "etta, nolla, sjua, sen 44 21 09"],
    ["trojka, sedmička, dvojka a pak 501 224", "trojka, sedmička, dvojka a pak 501 224"],
    ["dwie siódemki, potem 301 448 2", "dwie siódemki, potem 301 448 2"],
  ])("finds digits said as nouns and counted plurals: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    [
      "bei insta findest mich als Dachtechnik Lorenz Söhne",
      "messenger: insta findest mich als Dachtechnik Lorenz Söhne",
    ],
    [
      "en instagram aparezco como Antenas Vidal e Hijos",
      "messenger: instagram aparezco como Antenas Vidal e Hijos",
    ],
    ["mail zapasowy: ola.k at poczta dot fm", "email: ola.k at poczta dot fm"],
    ["tenho mail no sapo, é o rui_antenas", "email: sapo, é o rui_antenas"],
    ["no signal sou a marta.sat", "messenger: signal sou a marta.sat"],
  ])("finds names, mailboxes and handles said in these ways: %s", (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe("the classes the tenth batch showed, once opened, each on text of its own", () => {
  it.each([
    ["mail: firstname dot lastname at gmx, so tom dot becker", "email"],
    ["e-mail is mariakowalczyk written together, on onet", "email"],
    ["Schreib an Lena Vogt bei gmx, Vorname Punkt Nachname", "email"],
    ["anna . berg . 84 @ web . de", "email"],
    ["find me on instagram, Kurt Bauer Antennen", "messenger"],
    ["die ersten 3 sind 017\ndie nächsten 4 sind 6233\nund die letzten 4567", "phone"],
    ["telegram @dishdoc_kev or signal kevdishes", "messenger"],
  ])("finds a mailbox or a name said apart from where it is: %s", (text, kind) => {
    expect(found(text).every((finding) => finding.startsWith(`${kind}: `))).toBe(true);
    expect(found(text).length).toBeGreaterThan(0);
  });

  it.each([
    ["whats the best router for starlink, any idea?", []],
    ["cant find you on facebook, whats your company called?", []],
    ["no tengo instagram ni nada, soy de la vieja escuela", []],
    ["su facebook ci sono gruppi su starlink molto utili", []],
    ["Wir haben alles zusammen bei Orange gekauft", []],
  ])(
    "leaves 'what's', denied searches and lower-case talk after 'I am' alone: %s",
    (text, findings) => {
      expect(found(text)).toEqual(findings);
    },
  );
});

describe("the classes the eleventh batch showed, once opened, each on text of its own", () => {
  it.each([
    ["its kate dot hollis77 on yahoo", "email: kate dot hollis77 on yahoo"],
    ["mail: maja underscore berg bei gmx", "email: maja underscore berg bei gmx"],
    ["écrivez à paul tiret du bas roy sur orange", "email: paul tiret du bas roy sur orange"],
    ["billing: info(a)dachprofi-nord.de", "email: info(a)dachprofi-nord.de"],
    ["contact -> nuno(arroba)sat-porto(ponto)pt", "email: nuno(arroba)sat-porto(ponto)pt"],
    ["write to tombale - at dishworks dot net", "email: tombale - at dishworks dot net"],
    [
      "Mail: Vorname und Nachname zusammen bei gmx, also karinlang",
      "email: Mail: Vorname und Nachname zusammen bei gmx, also karinlang",
    ],
  ])("finds a mailbox whose parts are said or bracketed: %s", (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    [
      "my insta is Laura Finch-Bowen, the one with the dog",
      "messenger: insta is Laura Finch-Bowen",
    ],
    ["dodaj mnie na fb, Kasia Wrona z Opola", "messenger: fb, Kasia Wrona"],
    ["napište mi na whatsapp – Jana Malá", "messenger: whatsapp – Jana Malá"],
    ["fala comigo no messenger, sou o Paulo Reis", "messenger: messenger, sou o Paulo Reis"],
    [
      "signal fungerar, användarnamn ola_sat.5",
      "messenger: signal fungerar, användarnamn ola_sat.5",
    ],
  ])("finds the name given after an invitation: %s", (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    [
      "null eins fünf zwei zweimal die acht drei vier eins null",
      "null eins fünf zwei zweimal die acht drei vier eins null",
    ],
    ["trikrat dva, jedna, pet, sest, nula, osm", "trikrat dva, jedna, pet, sest, nula, osm"],
    ["riktnummer 031, sen 12 34 56", "031, sen 12 34 56"],
  ])(
    "finds digits said twice or thrice with an article, and an area code named: %s",
    (text, number) => {
      expect(found(text)).toEqual([`phone: ${number}`]);
    },
  );

  it.each([
    ["the app says point it at 148°, is that right?", []],
    ["serve il codice fiscale? per la fattura, e 01234567897", []],
    ["NIP do faktury? firmowy to 601-000-44-12", []],
  ])("leaves pointing and tax numbers asked for alone: %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it("still finds a phone number given after a tax number is asked for", () => {
    expect(found("NIP? nie wiem, zadzwoń 601 234 567")).toEqual(["phone: 601 234 567"]);
  });
});

describe("the classes the twelfth batch showed, once opened, each on text of its own", () => {
  it.each([
    ["It starts 0770 and ends 118 204, the middle is 9.", ["0770 and ends 118 204", "9"]],
    ["fängt mit 0160 an, hört mit 2290 auf, dazwischen 771", ["0160", "2290", "771"]],
    ["slutar på 88 10, börjar med 0733 och 21 i mitten", ["88 10", "0733", "21"]],
  ])("finds a number's middle, also a single digit or named after it: %s", (text, parts) => {
    expect(found(text)).toEqual(parts.map((part) => `phone: ${part}`));
  });

  it.each([
    ["Mein Name hier + @gmx.net, ohne Leerzeichen", "email: Mein Name hier + @gmx.net"],
    [
      "Lena Ott, bei Posteo, Vorname Punkt Nachname",
      "email: Lena Ott, bei Posteo, Vorname Punkt Nachname",
    ],
    ["k.lund kanelbulle telia prick se", "email: k.lund kanelbulle telia prick se"],
    ["mon site : parabole-pro point be", "url: parabole-pro point be"],
    [
      "en Milanuncios me encuentras como Antenas_Sur",
      "messenger: Milanuncios me encuentras como Antenas_Sur",
    ],
    ["na tiktoku jestem dach_montaz, wpadaj", "messenger: tiktoku jestem dach_montaz"],
    ["ig: rui.antenas e no facebook Rui Antenas Braga", "messenger: facebook Rui Antenas Braga"],
    [
      "mein linkedin profil, Jonas Kerner Satellitentechnik",
      "messenger: linkedin profil, Jonas Kerner Satellitentechnik",
    ],
  ])("finds mailboxes, pages and names said in these ways: %s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([["my username here is fine, thanks", []]])(
    "leaves a user name talked about alone: %s",
    (text, findings) => {
      expect(found(text)).toEqual(findings);
    },
  );
});

describe("the classes the thirteenth batch showed, once opened, each on text of its own", () => {
  it.each([
    ["erste Hälfte: 0171 48, den Rest gleich", ["0171 48"]],
    ["the other half: 52 19 88", ["52 19 88"]],
    ["premières chiffres 07 81 22, la suite dans un instant", ["07 81 22"]],
    ["la suite : 19 63", ["19 63"]],
    ["wysyłam w dwóch częściach: 512 90\npotem\n3 417", ["512 90\npotem\n3 417"]],
    ["te lo mando por partes porque el chat lo borra: 611 20, (espera) 93 88", ["611 20", "93 88"]],
  ])(
    "finds one part of a number named alone, or parts said to be sent apart: %s",
    (text, parts) => {
      expect(found(text)).toEqual(parts.map((part) => `phone: ${part}`));
    },
  );

  it.each([
    ["fängt mit 0151 an, dann 44 dreifach 2 und zum schluss 8 1", ["0151", "44 dreifach 2", "8 1"]],
    ["końcówka 318 007, z przodu 512", ["318 007", "512"]],
    ["call 07\n5\n9\n1\n2\n3\n4\n0\n8\n8\n1", ["07\n5\n9\n1\n2\n3\n4\n0\n8\n8\n1"]],
    [
      "nuller sieben eins eins, vierzig, dreiundachtzig, zwölf, fünf",
      ["nuller sieben eins eins, vierzig, dreiundachtzig, zwölf, fünf"],
    ],
  ])(
    "finds a number said in named steps, with a digit said thrice, or one per line from its 0: %s",
    (text, parts) => {
      expect(found(text)).toEqual(parts.map((part) => `phone: ${part}`));
    },
  );

  it.each([
    [
      "mine is tom baker 81 all one word at gmail",
      "email: mine is tom baker 81 all one word at gmail",
    ],
    ["mein mail ist die.stefanie und dann gmx de", "email: die.stefanie und dann gmx de"],
    ["jméno karel.novy, doména seznam cz", "email: karel.novy, doména seznam cz"],
    [
      "Je suis Paul Garnier chez orange, prénom.nom",
      "email: Je suis Paul Garnier chez orange, prénom.nom",
    ],
    ["cherche sur google toitures martin point fr", "url: toitures martin point fr"],
    ["a página é telhados ponto porto ponto pt", "url: telhados ponto porto ponto pt"],
    ["07700 900 461 or paulfitsdishes on snap", "messenger: paulfitsdishes on snap"],
    ["hledej Satelity Novák Brno na facebooku", "messenger: Satelity Novák Brno na facebooku"],
    [
      "sur leboncoin j'ai une annonce sous le nom Antennes Roux Nantes",
      "messenger: Antennes Roux Nantes",
    ],
  ])("finds mailboxes, sites and names said in these ways: %s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    ["halv nu, halv efter, 50/50?"],
    ["lo scontrino della parabola è n. 3310-775"],
    ["mi mujer usa WhatsApp todo el día, yo casi nada"],
    ["my wifi is called BT-Hub6-X4F2, is that the problem?"],
    ["the email is v2.0 of the template"],
    ["a lista é: start 09h, fim 17h"],
  ])("leaves halves of a price, receipts, someone else's apps and wifi names alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("the classes the fourteenth batch showed, once opened, each on text of its own", () => {
  it.each([
    [
      "SIETENUEVECERO DOSDOSUNO OCHOCUATROSEIS, así no lo ve",
      "SIETENUEVECERO DOSDOSUNO OCHOCUATROSEIS",
    ],
    [
      "chiamami: zerotre quarantuno duecentosei settantotto",
      "zerotre quarantuno duecentosei settantotto",
    ],
    ["OSIEMZEROPIEC TRZYJEDENDWA SZESCSZESCZERO", "OSIEMZEROPIEC TRZYJEDENDWA SZESCSZESCZERO"],
    [
      "numer zaczyna się od 6, potem 01, potem 552, na końcu 918",
      "phone: 6 | phone: 01 | phone: 552 | phone: 918",
    ],
  ])("finds number words run together, and a number started with one digit: %s", (text, number) => {
    expect(found(text).join(" | ")).toContain(number);
  });

  it.each([
    ["tom dot fitter three at outlook dot com", "email: tom dot fitter three at outlook dot com"],
    ["lena-dot-berg-at-posteo-dot-de", "email: lena-dot-berg-at-posteo-dot-de"],
    ["schreib an jonas-k ät gmx de", "email: jonas-k ät gmx de"],
    ["e-mail: petr zavinac strechy-petr cz", "email: petr zavinac strechy-petr cz"],
    ["meu email é joaocosta e depois no gmail", "email: joaocosta e depois no gmail"],
    ["mailen är nisse77 och sen hotmail", "email: nisse77 och sen hotmail"],
    ["mejl je obchod a doména kovo-strechy.cz", "email: obchod a doména kovo-strechy.cz"],
    ["mein insta ist at d a c h underscore m a x", "messenger: at d a c h underscore m a x"],
    ["hast du discord? dachmax#3021", "messenger: dachmax#3021"],
    ["Instagram: strechy tecka brno", "messenger: Instagram: strechy tecka brno"],
    [
      "na Telegramie mam ten sam nick co tu: antenowy_jan",
      "messenger: Telegramie mam ten sam nick co tu: antenowy_jan",
    ],
    ["Estou como 'ana.telhados.braga' no Instagram", "messenger: ana.telhados.braga' no Instagram"],
    ["no insta é Rui Costa Antenas Braga", "messenger: insta é Rui Costa Antenas Braga"],
  ])("finds mailboxes and handles said in these ways: %s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    ["google einfach Dachtechnik Meier Kassel, das bin ich", "messenger: Dachtechnik Meier Kassel"],
    ["sur les pages jaunes cherchez Toitures Morel Nantes", "messenger: Toitures Morel Nantes"],
    [
      "na facebooku je stránka 'Antény Novotný Plzeň', tam mi napiš",
      "messenger: Antény Novotný Plzeň",
    ],
    ["hittar du mig på eniro under namnet Takfix Luleå", "messenger: Takfix Luleå"],
    ["auf myhammer heiß ich DachDoktor Nord", "messenger: DachDoktor Nord"],
    ["youtube channel Roof Rob Leeds, my number is there", "messenger: Roof Rob Leeds"],
    ["procura no instagram por Telhados Sousa Lda, sou eu", "messenger: Telhados Sousa Lda"],
  ])("finds a business's name to search for where it is listed: %s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    ["such auf YouTube nach Starlink Mini Halterung, das bin ich nicht"],
    ["mi facebook lo uso solo para la familia"],
    ["Telegram tengo, pero mejor mantener todo en la plataforma"],
    ["har inte WhatsApp, bara den här appen"],
    ["the mail is late and gmail is down again"],
    ["na youtube je kanál Starlink, tam je návod"],
  ])("leaves product searches, apps kept for something else and the platform alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("the classes the fifteenth batch showed, once opened, each on text of its own", () => {
  it.each([
    ["+ 33 · 6 1 2 · 4 4 8 · 9 0 1", "phone: + 33 · 6 1 2 · 4 4 8 · 9 0 1"],
    ["[0612] [448] [901]", "phone: [0612] [448] [901]"],
    ["ruf an (0160 5544332)", "phone: (0160 5544332)"],
    ["07 puis 3 fois 21 puis 88 puis 4", "phone: 07 puis 3 fois 21 puis 88 puis 4"],
  ])(
    "finds a number with its plus or brackets set apart, or a pair said so many times: %s",
    (text, expected) => {
      expect(found(text)).toContain(expected);
    },
  );

  it.each([
    ["sam_fits_dishes at g mail", "email: sam_fits_dishes at g mail"],
    ["an info at dach-profi de bitte", "email: info at dach-profi de"],
    [
      "bin Karl Brandt, Mail ist nachname.vorname bei web.de",
      "email: bin Karl Brandt, Mail ist nachname.vorname bei web.de",
    ],
    ["ecris à devis arobaz toitpro point fr", "email: à devis arobaz toitpro point fr"],
    ["nina.ross🔥outlook🔥com", "email: nina.ross🔥outlook🔥com"],
    [
      "la mail è marco punto bassi, dominio libero.it",
      "email: marco punto bassi, dominio libero.it",
    ],
    ["ewa.nowak małpka onet pl", "email: ewa.nowak małpka onet pl"],
    ["meu mail pedro s i l v a 80 @ gmail", "email: pedro s i l v a 80 @ gmail"],
    ["no insta sou arroba telhas ponto rui", "messenger: arroba telhas ponto rui"],
    ["na snapu jsem zavináč antenar_jirka", "messenger: zavináč antenar_jirka"],
  ])("finds mailboxes and handles said in these ways: %s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    ["Messenger me, Aoife Walsh from Sligo", "messenger: Messenger me, Aoife Walsh from Sligo"],
    ["Facebook: Jens Koch aus Husum", "messenger: Facebook: Jens Koch aus Husum"],
    [
      "na LinkedInie jestem Anna Wójcik, monterka anten z Gdańska",
      "messenger: LinkedInie jestem Anna Wójcik, monterka anten z Gdańska",
    ],
    [
      "dodaj mnie na telegramie, występuję jako Marek Anteny",
      "messenger: telegramie, występuję jako Marek Anteny",
    ],
    ["busca en google Antenas Vidal Murcia, salgo el primero", "messenger: Antenas Vidal Murcia"],
    ["google mal Sat Heinz Kiel, da steht auch die Nummer", "messenger: Sat Heinz Kiel"],
    ["sur les pagesjaunes : Toitures Caron à Lille", "messenger: Toitures Caron à Lille"],
    [
      "na olxie moje ogłoszenie 'anteny satelitarne kraków tanio'",
      "messenger: anteny satelitarne kraków tanio",
    ],
    [
      "min annons på Blocket heter 'parabol montering Umeå Kalle'",
      "messenger: parabol montering Umeå Kalle'",
    ],
  ])("finds names and ads said where to look them up: %s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    ["I'll be there at 14:30, the dish sits at 28.2E"],
    ["tenho instagram mas quase não uso, prefiro falar aqui"],
    ["Instagram mám, ale radši píšu tady"],
    ["the ad said 'free installation' but there was a fee"],
    ["(Art. 12 345 678) der Satzung"],
  ])("leaves times, places, apps not used and quoted ads of others alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("the classes the sixteenth batch showed, once opened, each on text of its own", () => {
  it.each([
    ["marta.vidal@hotmail,es", "email: marta.vidal@hotmail,es"],
    ["utente marco1977, dominio tiscali.it", "email: marco1977, dominio tiscali.it"],
    ["gmail, användarnamn är kalle55", "email: gmail, användarnamn är kalle55"],
    ["piš na mail, je to jirka77 na seznamu", "email: jirka77 na seznamu"],
    ["rui•costa•at•sapo•pt", "email: rui•costa•at•sapo•pt"],
    ["ig: obras . martins (tudo junto)", "messenger: ig: obras . martins"],
    [
      "en telegram el mismo nombre que aquí con un 7 al final: LuisAntenas7",
      "messenger: telegram el mismo nombre que aquí con un 7 al final: LuisAntenas7",
    ],
    ["najdeš mě na snapu jako 'Antény Brno'", "messenger: snapu jako 'Antény Brno'"],
    ["Stehe in den Gelben Seiten: Sat & Dach Krause, Emden", "messenger: Sat & Dach Krause, Emden"],
    ["google einfach Dachbau Kern Lübeck, da steht alles", "messenger: Dachbau Kern Lübeck"],
    ['call me on WhatsApp, I\'m saved as "Mick Aerials Derry"', "messenger: Mick Aerials Derry"],
    ["procura no insta por 'telhados do norte', sou eu", "messenger: telhados do norte"],
  ])("finds mailboxes, handles and names said in these ways: %s", (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    ["seguimiento de Correos PQ7B4410987ES"],
    ["O meu CEP é 04538-133"],
    ["Coordenadas 38°43'N 9°08'W, vi no Google"],
    ["tirei as medidas no mapy.cz e no speedtest.net"],
  ])("leaves parcel codes, postal codes, degrees and large public sites alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});
