import { describe, expect, it } from "vitest";
import { compileDetectorFirst } from "./corpus/compile-first";
import { findContactDetails } from "./find-contact-details";

/*
 * The general shapes the fourth blind batch (issue 21) called for, each shown on text of
 * its own, in other words and languages than the batch's: one character at a time, digits
 * said in steps ("then", "three times"), a handle after "I am" on a named service, a
 * messenger name that is the sender's user name here; and clean text that must stay so.
 */
compileDetectorFirst();

function found(text: string): string[] {
  return findContactDetails(text).map((finding) => `${finding.kind}: ${finding.text}`);
}

describe("an address written one character at a time", () => {
  it.each([
    ["schreib an p . m u e l l e r @ w e b . d e bitte", "p . m u e l l e r @ w e b . d e"],
    ["j o r g e 2 2 @ o u t l o o k . e s", "j o r g e 2 2 @ o u t l o o k . e s"],
    ["w w w . s a t - f i x . c o m", "w w w . s a t - f i x . c o m"],
  ])("is found: %s", (text, address) => {
    expect(found(text).map((line) => line.replace(/^\w+: /u, ""))).toEqual([address]);
  });

  it.each(["a b c d e f g", "O K . J A ! 👍 🙂", "x x x x x x x"])("leaves %s alone", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("digits said in steps", () => {
  it.each([
    ["numer 0 7 1 , potem 2 razy 5, potem 33 91", "0 7 1 , potem 2 razy 5, potem 33 91"],
    ["c'est le 07 puis deux fois le 4 puis 61 30 9", "07 puis deux fois le 4 puis 61 30 9"],
    ["start 0176, then 4 times 2, then 98 1", "0176, then 4 times 2, then 98 1"],
    ["erst 0160\ndann 33\n21\n87\n0", "0160\ndann 33\n21\n87\n0"],
    ["07\n61\n44\n28\n19", "07\n61\n44\n28\n19"],
    ["inizia con 339\npoi 41\n27\n65", "339\npoi 41\n27\n65"],
    ["07 ... 61 ... 44 ... 28 ... 19", "07 ... 61 ... 44 ... 28 ... 19"],
  ])("finds a phone number: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["a shopping list", "Brauche:\n2 Dübel\n4 Schrauben\n10 m Kabel"],
    ["measures on lines", "Maße:\n120\n80\n45"],
    ["steps of a price", "first 120 then 80 then 45 euros"],
    ["a repetition", "I need 3 times 2 brackets and then 4 screws"],
  ])("leaves %s alone", (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("a date with its year after a space", () => {
  it.each(["Bestellt am 27/12 2025.", "Zamówione 29. 11. 2026.", "Montage 23.4. 2027 passt"])(
    "is no phone number: %s",
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );
});

describe("a name on a named service", () => {
  it.each([
    ["su yahoo sono marco.rossi_81, sai il resto", "marco.rossi_81"],
    ["na Telegramu jsem radek_opravy77", "radek_opravy77"],
    ["på Telegram är jag nisse_bygger, skriv där", "nisse_bygger"],
    ["auf Discord bin ich schuessel_udo_3", "schuessel_udo_3"],
  ])("is found: %s", (text, handle) => {
    expect(found(text).some((line) => line.includes(handle))).toBe(true);
  });
});

describe("a messenger under the user name the sender has here", () => {
  it.each([
    ["mein Telegram ist derselbe wie mein Nutzername hier", "wie mein Nutzername hier"],
    ["my Signal is the same as my user name on this site", "the same as my user name"],
    ["mi Telegram es el mismo que mi usuario aquí", "el mismo que mi usuario aquí"],
    ["mój numer jest taki sam jak mój login tutaj", "taki sam jak mój login tutaj"],
  ])("is found: %s", (text, part) => {
    const start = text.indexOf(part);
    const findings = findContactDetails(text);
    expect(findings.some((f) => f.start <= start && f.end >= start + part.length)).toBe(true);
  });

  it.each([
    "My user name here is the same as on my invoice.",
    "Is your name here the same as on the booking?",
  ])("leaves %s alone", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("a messenger named as where not to go", () => {
  it.each([
    "Let's keep writing here instead of on Telegram?",
    "Schreiben wir lieber hier statt per Signal?",
    "Podemos hablar aquí en lugar de Telegram?",
    "Kunnen we hier praten in plaats van WhatsApp?",
    "Můžeme psát tady místo Telegramu?",
  ])("is no invitation: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("addresses, ids and numbers in forms the rules did not know", () => {
  it.each([
    ["kolla monterakalle.nu för bilder", "url: monterakalle.nu"],
    ["such nach satservice-müller punkt at", "url: satservice-müller punkt at"],
    ["schreib an info@antennenbau punkt de", "email: info@antennenbau punkt de"],
    ["ajoute-moi: live:.cid.91ab77c0e2", "messenger: live:.cid.91ab77c0e2"],
    ["appelle le 07.2l.ll.39.54", "phone: 07.2l.ll.39.54"],
    [
      "ring nollsextiofem, tolv, trettiofyra, femtiosex",
      "phone: nollsextiofem, tolv, trettiofyra, femtiosex",
    ],
    [
      "volej pětset dvanáct, třista dvacet, osmset čtyřicet",
      "phone: pětset dvanáct, třista dvacet, osmset čtyřicet",
    ],
  ])("finds %s", (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe("what the tuned batches still missed or flagged, in general", () => {
  it.each([
    ["il numero: 0347 poi 6 volte il 2", "phone: 0347 poi 6 volte il 2"],
    [
      "ring nollfemti, tolv, trettifyra, sextiosju",
      "phone: nollfemti, tolv, trettifyra, sextiosju",
    ],
  ])("finds %s", (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    "Sendungsnummer 1Z 4F8 2W1 03 9912 4471 kommt morgen",
    "Telegram hab ich nicht mehr, bleiben wir hier",
    "Threema har jag inte, vi skriver här",
  ])("leaves %s alone", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("numbers in steps that are no phone number", () => {
  it.each([
    ["a numbered list", "Kanäle:\n1\n2\n3\n4\n5\n6\n7\n8\n9"],
    ["a count from one", "Stufe 1, dann 2, dann 3, dann 4, dann 5, dann 6, dann 7, dann 8, dann 9"],
  ])("leaves %s alone", (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("an ordinal before a spelled dot", () => {
  it.each([
    "Segundo punto es que el cable es corto.",
    "Último punto es el precio.",
    "Der zweite Punkt de facto ist der Preis.",
  ])("is talk, not a domain: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("a number's start and end given apart", () => {
  it("finds both parts, in any order", () => {
    expect(found("endet auf 44 81 93, fängt mit 0176 an")).toEqual([
      "phone: 44 81 93",
      "phone: 0176",
    ]);
  });

  it.each([
    "Die Arbeit beginnt um 8 und endet um 17 Uhr",
    "Starts at 10 30, ends at 12 45",
    "la garantía empieza el 12 de marzo y termina el 12 de marzo de 2028",
  ])("leaves times and dates alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});
