import { describe, expect, it } from "vitest";
import { findContactDetails } from "./find-contact-details";

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
