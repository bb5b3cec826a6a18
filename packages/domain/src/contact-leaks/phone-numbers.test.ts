import { describe, expect, it } from "vitest";
import { findContactDetails, redactContactDetails } from "./find-contact-details";
import { CONTACT_DETAILS_REMOVED } from "./types";
import { findPhoneNumbers } from "./phone-numbers";

function found(text: string): string[] {
  return findContactDetails(text).map((finding) => `${finding.kind}: ${finding.text}`);
}

describe("phone numbers", () => {
  it.each([
    ["Meine Nummer: 0176 23456789", "0176 23456789"],
    ["call me on +49 160 9876543 tomorrow", "+49 160 9876543"],
    ["Büro 0221/9876543, Mo-Fr", "0221/9876543"],
    ["Handy 0172.345.67.89", "0172.345.67.89"],
    ["Tel. +43 664 123 45 67", "+43 664 123 45 67"],
    ["ring (030) 8765 4321", "(030) 8765 4321"],
    ["her number is 0049 (0)170 1234567", "0049 (0)170 1234567"],
    ["mobile: 06 12 34 56 78", "06 12 34 56 78"],
    ["UK: 020 7946 0958", "020 7946 0958"],
    ["Swiss +41 79 123 45 67", "+41 79 123 45 67"],
    ["ok: 01701234567", "01701234567"],
    ["Nr.0176 1234567", "0176 1234567"],
    ["mi número es el (+34) 688 77 66 55", "(+34) 688 77 66 55"],
    ["Nouveau numéro à partir de lundi : 07 71 96 40 38", "07 71 96 40 38"],
    ["zadzwoń: 512 345 678", "512 345 678"],
    ["z Polski: 48 512 345 678", "48 512 345 678"],
    ["Handy: A1 +43 664 123 45 67", "+43 664 123 45 67"],
    ["Kraków: 12 345 67 89", "12 345 67 89"],
  ])("finds a number written the usual way: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["0 1 7 2 - 9 8 7 6 5 4 3", "0 1 7 2 - 9 8 7 6 5 4 3"],
    ["Telefon: 0 3 0 . 2 2 3 3 4 4 5 5", "0 3 0 . 2 2 3 3 4 4 5 5"],
    ["040 - 2345 - 6789 tagsüber", "040 - 2345 - 6789"],
    ["0 15 12 / 34 56 78 9", "0 15 12 / 34 56 78 9"],
  ])("finds digits broken up by spaces, dots, dashes or slashes: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it("finds two numbers written side by side as two findings", () => {
    expect(found("0176 1234567 / 030 7654321")).toEqual([
      "phone: 0176 1234567",
      "phone: 030 7654321",
    ]);
  });

  it.each([
    [
      "zero one five one two three four five six seven eight",
      "zero one five one two three four five six seven eight",
    ],
    [
      "oh one seven six, five five five, one two three four",
      "oh one seven six, five five five, one two three four",
    ],
    [
      "null eins sieben sechs, zwei drei vier, fünf sechs sieben",
      "null eins sieben sechs, zwei drei vier, fünf sechs sieben",
    ],
    [
      "null-eins-fünf-zwei, drei-vier-fünf-sechs-sieben",
      "null-eins-fünf-zwei, drei-vier-fünf-sechs-sieben",
    ],
    [
      "Null eins sechs null, zwölf, vierunddreißig, sechsundfünfzig",
      "Null eins sechs null, zwölf, vierunddreißig, sechsundfünfzig",
    ],
    ["0176 zwei drei vier fünf sechs sieben", "0176 zwei drei vier fünf sechs sieben"],
  ])("finds a number written as words: %s", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["postal codes", "PLZ 10115, D-80331 München, 79112 Freiburg, Wien 1010"],
    ["a house number before a postal code", "Hauptstraße 12 10115 Berlin"],
    ["house numbers", "Hauptstraße 12a, Lindenallee 4-6, house no. 14"],
    ["dates", "am 12.03.2025, 2025-03-12, 03/04/2025 oder 20.03."],
    ["a date range", "12.03.2025-14.03.2025"],
    ["dates with dashes or spaces", "Marcação para 22-01-2027, Datum: 22 01 2027"],
    ["times", "14:30, 8-12 Uhr, 07.30 Uhr, 10:00–12:00, um 14.30"],
    ["prices", "€ 1.299,00 oder 450 EUR, 2,450.00 EUR, €1,299"],
    ["dish models", "Starlink Gen 3, UTA-212, V4, Astra 19.2°E"],
    ["order references", "Order #1234-5678, Bestellnummer 4711-0815, Projekt-Nr. 2025/0331"],
    ["long references", "Kundennummer 12345678, Tracking 00340434161234567890, KIT 4012 3344"],
    ["measurements", "15 m cable, 2,5 m, 57 x 51 cm, 180 Mbit/s"],
    ["counting in words", "eins, zwei oder drei Halterungen"],
    ["a firmware build", "firmware 2024.05.10.mr36589"],
    ["an IP address", "Der Router zeigt 192.168.1.1 an"],
    ["periods of years", "gebaut 1790-1810, renoviert 1962–1965."],
    [
      "parts numbered with an abbreviation",
      "Pièce n° 4421-0093, Część nr 3392-1174, Díl č. 4421-0093",
    ],
    ["a register number starting 000", "KRS stowarzyszenia 0000412345"],
    ["a parcel number too long to dial", "Il pacco SDA 123456789012 è arrivato"],
    ["a parcel code of capitals and digits", "Parcel 3S4Q 8812 2290 1 arrives Friday"],
    ["a seven-digit number with no prefix", "Charity number 1123456 if you do a discount"],
    [
      "numbers starting with 1 that are not nine digits long",
      "Beställningen har nummer 1187-4471, MPRN 1234567890",
    ],
    ["a serial number", "Sériové číslo 22914471 je na štítku."],
    ["a part number with a group of five digits first", "Pieza 66120-4418, el soporte"],
    ["IBANs", "IBAN: PT50 0002 0123 1234 5678 9015 4 oder DE89 3704 0044 0532 0130 00"],
    ["bank and giro numbers", "BLZ 370 400 44, Bankgiro 5050-1055"],
    ["a reference with the company it is with", "Il codice cliente Enel è 881 223 4471"],
  ])("leaves %s alone", (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("a phone number repeated into a long run", () => {
  it.each([2, 5, 10, 40])("is removed when written %i times in a row", (times) => {
    const text = `call ${Array<string>(times).fill("0151 2345678").join(" ")} now`;
    const { text: redacted } = redactContactDetails(text);
    expect(redacted).not.toContain("2345678");
    expect(redacted.endsWith(`${CONTACT_DETAILS_REMOVED} now`)).toBe(true);
  });

  it("counts a long run of digit groups as contact details, whatever its digits", () => {
    const run = Array<string>(20).fill("12 34").join(" ");
    expect(findPhoneNumbers(`numbers ${run} end`).map((phone) => phone.text)).toEqual([run]);
  });
});
