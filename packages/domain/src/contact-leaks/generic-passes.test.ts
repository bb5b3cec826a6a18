import { describe, expect, it } from "vitest";
import { findContactDetails } from "./find-contact-details";

/*
 * The generic passes that read contact details however they are hidden, each shown on
 * text of its own, in languages other than the one of the corpus message that called for
 * it: a rule that holds only for the message it was written for is no general rule.
 */
function found(text: string): string[] {
  return findContactDetails(text).map((finding) => `${finding.kind}: ${finding.text}`);
}

describe("digits close together, whatever is between them", () => {
  it.each([
    ["ruf an 01.7.6-.2.3.4/5.6.7.8", "01.7.6-.2.3.4/5.6.7.8"],
    ["Numer: 6 0 1 * 2 3 4 * 5 6 7", "6 0 1 * 2 3 4 * 5 6 7"],
    ["mi numero (senza le y) 3y4y7 8y1y2 3y4y5y6", "3y4y7 8y1y2 3y4y5y6"],
    ["Handy 0 1 7 6 Strich 2 3 4 5 6 7 8", "0 1 7 6 Strich 2 3 4 5 6 7 8"],
    ["čísla jedno po druhém: 6.0.2/1.2.3/4.5.6", "6.0.2/1.2.3/4.5.6"],
    ["numer czytaj od tyłu: 876 543 216 0", "876 543 216 0"],
  ])("finds a phone number: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["sizes", "Größen 38, 40, 42, 44 und 46 sind da"],
    ["a measure", "Die Platte misst 120 x 60 x 40 cm"],
    ["a part number", "Teil 71145-2290 ist die Wandhalterung."],
    ["scores", "Spiele: 3-2, 2-1, 4-0, 1-1, 0-0"],
    ["two dates without a year", "Le 05/06 ou le 06/06, comme vous voulez."],
  ])("leaves %s alone", (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("spoken numbers", () => {
  it.each([
    [
      "+49 null eins sieben sechs zwei drei vier fünf",
      "+49 null eins sieben sechs zwei drei vier fünf",
    ],
    [
      "it's oh one six one, treble two, double four, nine",
      "oh one six one, treble two, double four, nine",
    ],
    [
      "numero: tre quattro sette – doppio due – cinque sei sette",
      "tre quattro sette – doppio due – cinque sei sette",
    ],
    [
      "mitt nummer: noll sju tre, femhundrafyrtio, tolv, trettiotre",
      "noll sju tre, femhundrafyrtio, tolv, trettiotre",
    ],
    [
      "volej šest set dva, tři sta dvacet, čtyři sta padesát",
      "šest set dva, tři sta dvacet, čtyři sta padesát",
    ],
    [
      "le numéro : 06, puis 12, puis 34, puis 56, puis 78",
      "06, puis 12, puis 34, puis 56, puis 78",
    ],
  ])("finds %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });
});

describe("addresses hidden by spacing and look-alikes", () => {
  it.each([
    ["schreib an ｍａｒｉａ＠ｗｅｂ．ｄｅ", "email: ｍａｒｉａ＠ｗｅｂ．ｄｅ"],
    ["mail: jan.nowak@gmаil.cоm (z cyrylicą)", "email: jan.nowak@gmаil.cоm"],
    ["scrivimi: m a r c o . r o s s i at libero", "email: m a r c o . r o s s i at libero"],
    ["můj mail je ania_88 na gmailu", "email: ania_88 na gmailu"],
    ["la mia pagina: antenne-rossi . it", "url: antenne-rossi . it"],
    ["www punkt schuessel-meier punkt de", "url: www punkt schuessel-meier punkt de"],
    ["correo: lucia.gomez arroba terra.com.br", "email: lucia.gomez arroba terra.com.br"],
    ["schreib an kev@gmx", "email: kev@gmx"],
    ["adresse : anna.berg @ orange . fr", "email: anna.berg @ orange . fr"],
    ["sito: antenne-rossi[.]it", "url: antenne-rossi[.]it"],
  ])("finds %s", (text, address) => {
    expect(found(text)).toEqual([address]);
  });

  it.each([
    ["a sentence end with a space before the dot", "Das war's . Danke!"],
    ["a full stop", "Alles klar. It works now."],
  ])("leaves %s alone", (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("messengers named in passing", () => {
  it.each([
    ["Telegram albo Signal, jak wolisz", ["messenger: Telegram", "messenger: Signal"]],
    ["Threema o Telegram, lo que quieras", ["messenger: Threema", "messenger: Telegram"]],
    ["Viber har jag också, samma nummer", ["messenger: Viber"]],
    ["telegram?", ["messenger: telegram"]],
    ["auf Instagram als AntennenProfi", ["messenger: Instagram als AntennenProfi"]],
    [
      "na facebooku szukaj Anteny Nowak Gdańsk",
      ["messenger: facebooku szukaj Anteny Nowak Gdańsk"],
    ],
    [
      "cerca “Antenne Rossi Bari” su facebook",
      ["messenger: Antenne Rossi Bari", "messenger: facebook"],
    ],
    ["Signal — antenas_lopez", ["messenger: Signal — antenas_lopez"]],
    ["insta → dish_dave", ["messenger: insta → dish_dave"]],
    ["Estoy en Telegram, mismo nombre que aquí", ["messenger: Telegram"]],
    ["Signal ist besser für mich", ["messenger: Signal"]],
    ["escríbeme por la app verde", ["messenger: la app verde"]],
    ["skriv på den gröna appen med telefonikonen", ["messenger: gröna appen med telefonikonen"]],
  ])("finds %s", (text, findings) => {
    expect(found(text)).toEqual(findings);
  });

  it.each([
    ["the same messenger twice", "na WhatsAppie o WhatsAppie nic nie wiem"],
    ["reception in percent", "Signal 42 %, Qualität 38 %"],
    ["a face", "Il habite en face de la gare."],
    ["a messenger refused", "WhatsApp nemám, pišme si tady"],
  ])("leaves %s alone", (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});
