import { describe, expect, it } from "vitest";
import { findContactDetails } from "./find-contact-details";

/*
 * What the six-language corpus taught the detectors, one case each, so that a change
 * that breaks one says which (the corpus itself is scored in corpus-by-language.test.ts).
 */

function found(text: string): string[] {
  return findContactDetails(text).map((finding) => `${finding.kind}: ${finding.text}`);
}

describe("phone numbers across Europe", () => {
  it.each([
    ["Tlf. 655.443.221, pregunta por Javi", "655.443.221"],
    ["Tel. 889.123.456, pytać o Tomka", "889.123.456"],
    ["mi número es el (+34) 688 77 66 55", "(+34) 688 77 66 55"],
    ["ring 0117 496 0000 (Bristol office)", "0117 496 0000"],
  ])("finds %j", (text, number) => {
    expect(found(text)).toEqual([`phone: ${number}`]);
  });

  it.each([
    ["a Polish address", "ul. Marszałkowska 12 m. 5, 00-950 Warszawa"],
    ["a street ending in -ring", "Ostring 5, 10115 Berlin"],
    ["a price in złoty", "Razem 2 450,00 zł netto"],
    [
      "prices grouped by no-break spaces",
      "Le devis : 1\u00a0234\u00a0567,50\u00a0€ ou 1\u202f234\u202f567 €",
    ],
    ["an amount in millions", "Das Budget der Gemeinde: 1.234.567 Euro"],
    ["a French order number", "Commande n° 123456789, livrée hier."],
    ["a Spanish order number", "Pedido nº 123456789, llegó ayer."],
    ["a part number named after its part", "Référence du support : 01518250-001"],
    ["a customer number with words between", "Mój numer klienta w Starlinku to 12345678"],
    ["a Polish tax number", "Proszę o fakturę na firmę, NIP 527-123-45-67."],
    ["an Italian VAT number", "Fattura a Rossi srl, P.IVA 01234567890"],
  ])("leaves %s alone", (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("phone numbers said in words", () => {
  it.each([
    ["fr", "zéro six douze trente-quatre cinquante-six soixante-dix-huit"],
    ["es", "seiscientos doce, treinta y cuatro, cincuenta y seis, setenta y ocho"],
    ["it", "tre tre nove, uno due tre, quattro cinque sei sette"],
    ["it", "trecentotrentatré, centoventitré, quarantacinque, sessantasette"],
    ["pl", "pięćset dwanaście, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem"],
    ["pl", "szescset jeden dwiescie trzydziesci cztery piecset szescdziesiat siedem"],
    ["de", "0157 zwölf 34 sechsundfünfzig 78 90"],
  ])("finds a number said in %s: %s", (_language, number) => {
    expect(found(`Nummer: ${number}!`)).toEqual([`phone: ${number}`]);
  });

  it.each([
    "Il faudra deux ou trois supports.",
    "Uno, dos, tres intentos y nada de señal.",
    "Sei disponibile sabato? Sette e mezza è presto?",
    "Raz, dwa, trzy próby i nadal brak sygnału.",
    "am 12.03.2025 zwei Halterungen",
  ])("leaves counting alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("email addresses and domains in other languages", () => {
  it.each([
    "thomas point bernard arobase gmail point com",
    "carlos punto lopez arroba gmail punto com",
    "luca punto ferrari chiocciola gmail punto com",
    "jan kropka kowalski małpa gmail kropka com",
    "tomek malpa o2 kropka pl",
    "pierre.lefebvre chez laposte point net",
    "antenne-sat (at) wanadoo (point) fr",
    "lucie.moreau arobase free.fr",
  ])("finds %j", (address) => {
    expect(found(`Mail: ${address}, merci`)).toEqual([`email: ${address}`]);
  });

  it("finds a domain with its top-level domains spelled out", () => {
    expect(found("my site: aerialpros dot co dot uk")).toEqual(["url: aerialpros dot co dot uk"]);
  });

  it.each([
    "El punto es que no hay señal.",
    "Je suis chez Paul, point final.",
    "Il punto è questo.",
  ])("leaves talk alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("messengers in other languages", () => {
  it.each([
    ["Écris-moi sur Telegram : @karim_antennes", "Telegram : @karim_antennes"],
    ["mon insta c'est @paraboles_lyon", "insta c'est @paraboles_lyon"],
    ["Dodaj mnie na WhatsAppie", "WhatsAppie"],
    ["Masz WhatsAppa?", "WhatsAppa"],
    ["mándame un wasap y quedamos", "wasap"],
    ["Búscame en Instagram como antenas.lopez", "Instagram como antenas.lopez"],
    ["Snap me: dishguy_leeds", "Snap me: dishguy_leeds"],
    ["Threema-ID: 7XK2P9QA", "Threema-ID: 7XK2P9QA"],
  ])("finds %j", (text, invitation) => {
    expect(found(text)).toEqual([`messenger: ${invitation}`]);
  });

  it.each([
    "Ti ho trovato su Instagram, bel lavoro!",
    "Je n'ai pas WhatsApp, on continue ici.",
    "No tengo WhatsApp, seguimos por aquí.",
    "Nie mam WhatsAppa, piszmy tutaj.",
    "Le signal est bon côté sud.",
  ])("leaves a mere mention alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});
