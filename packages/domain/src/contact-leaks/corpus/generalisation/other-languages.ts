import type { LanguageCorpus } from "../language-corpus";
import { leak } from "./batch";

/**
 * Dutch, Danish, Slovak, Romanian, Catalan and Croatian, languages the platform does not translate, for
 * tuning the detector towards Europe's languages in general (Portuguese, Swedish and
 * Czech stay held out).
 */
export const otherLanguagesTuning: LanguageCorpus = {
  leaking: [
    leak("Bel me gerust op 06 12345678", "06 12345678"),
    leak("mijn nummer: +31 6 1234 5678", "+31 6 1234 5678"),
    leak(
      "nul zes, een twee drie vier, vijf zes zeven acht",
      "nul zes, een twee drie vier, vijf zes zeven acht",
    ),
    leak(
      "mail naar info apenstaartje schotelservice punt nl",
      "info apenstaartje schotelservice punt nl",
    ),
    leak("Heb je WhatsApp? Dan stuur ik foto's", "WhatsApp"),
    leak("Ring til mig på 20 12 34 56", "20 12 34 56"),
    leak("mit nummer er +45 20 12 34 56", "+45 20 12 34 56"),
    leak("skriv til lars snabel-a parabol punkt dk", "lars snabel-a parabol punkt dk"),
    leak("Har du Signal? Så skriver jeg der", "Signal"),
    leak("Zavolajte mi na 0905 123 456", "0905 123 456"),
    leak("moje číslo: +421 905 123 456", "+421 905 123 456"),
    leak("napíšte na jan zavináč satelity bodka sk", "jan zavináč satelity bodka sk"),
    leak("Máte WhatsApp? Pošlem fotky", "WhatsApp"),
    leak("Sunați-mă la 0722 123 456", "0722 123 456"),
    leak("numărul meu: +40 722 123 456", "+40 722 123 456"),
    leak("scrieți-mi la ion punct pop at gmail punct com", "ion punct pop at gmail punct com"),
    leak("Aveți WhatsApp? Vă trimit poze", "WhatsApp"),
    leak(
      "zero șapte doi doi, unu doi trei, patru cinci șase",
      "zero șapte doi doi, unu doi trei, patru cinci șase",
    ),
    // Catalan, Croatian, Slovak, Romanian, Dutch and Danish invitations.
    leak("Afegeix-me al WhatsApp i t'envio les fotos", "WhatsApp"),
    leak("truca'm al 612 345 678", "612 345 678"),
    leak(
      "el meu correu: jordi punt pujol arrova gmail punt com",
      "jordi punt pujol arrova gmail punt com",
    ),
    leak("sis u dos, tres quatre cinc, sis set vuit", "sis u dos, tres quatre cinc, sis set vuit"),
    leak("Dodaj me na WhatsAppu pa ti pošaljem slike", "WhatsAppu"),
    leak("nazovi me na 091 234 5678", "091 234 5678"),
    leak("moj mail: ivan točka horvat et gmail točka com", "ivan točka horvat et gmail točka com"),
    leak(
      "nula devet jedan, dva tri četiri, pet šest sedam",
      "nula devet jedan, dva tri četiri, pet šest sedam",
    ),
    leak("Pridaj si ma na Facebooku, Satelity Kováč", "Facebooku"),
    leak(
      "zavolaj mi na nula deväť nula päť, jeden dva tri, štyri päť šesť",
      "nula deväť nula päť, jeden dva tri, štyri päť šesť",
    ),
    leak("Budeme pokračovať na WhatsAppe?", "WhatsAppe"),
    leak("Adaugă-mă pe WhatsApp și îți trimit pozele", "WhatsApp"),
    leak("Continuăm pe Telegram?", "Telegram"),
    leak("Voeg me toe op WhatsApp, dan stuur ik de foto's", "WhatsApp"),
    leak("Zullen we verder appen via WhatsApp?", "WhatsApp"),
    leak("Tilføj mig på Messenger", "Messenger"),
    leak("Skal vi fortsætte på WhatsApp?", "WhatsApp"),
    leak("Mi-e mai ușor pe WhatsApp: 0722 987 654", "0722 987 654"),
    leak("Escriu-me per Telegram: jordi_antenes", "Telegram: jordi_antenes"),
    leak("Segueix-me a Instagram @antenes.pujol", "@antenes.pujol"),
  ],
  clean: [
    "Kadastraal perceel Utrecht C 1234, appartementsrecht A-12.",
    "Factuurnummer 2025-000123, betaald via het platform.",
    "Open ma–vr 9.00–17.30, za 10.00–16.00.",
    "Postcode 1012 AB, huisnummer 14-2.",
    "KvK-nummer 12345678 voor de factuur.",
    "Matrikel nr. 12ab, Frederiksberg.",
    "CVR-nummer 12345678 på fakturaen, tak.",
    "Åbent man–fre 8.00–16.00.",
    "List vlastníctva č. 1234, parcela 567/8.",
    "Faktúra č. 2025001234, zaplatené cez platformu.",
    "IČO 12345678, DIČ 2020123456.",
    "Otvorené po–pi 8:00–16:30.",
    "Carte funciară nr. 123456, număr cadastral 123456-C1.",
    "Factura seria AB nr. 0012345, plătită prin platformă.",
    "CUI RO12345678 pentru factură.",
    "Program luni–vineri 9:00–17:30.",
    "Cod poștal 010011, sector 1.",
    "Versiunea 2025.12.3 a routerului.",
    "Referència cadastral 1234567DF3813S0001AB del pis.",
    "Obert de dilluns a divendres de 9:00 a 18:00.",
    "Broj računa 2025-000123, plaćeno preko platforme.",
    "Katastarska čestica 1234/5, k.o. Trnje.",
    "Radno vrijeme pon–pet 8:00–16:00.",
    "Objednávka č. 2025001234 prišla včera.",
    "Otvorené v sobotu 9.00–12.00.",
    "Comanda nr. 4412 9087 3321 a ajuns azi.",
    "Ordrenummer 4412 9087 3321, hvis det hjælper.",
    "Bestelnummer 4412 9087 3321 is gisteren geleverd.",
  ],
};
