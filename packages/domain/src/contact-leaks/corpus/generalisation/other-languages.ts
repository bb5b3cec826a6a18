import type { LanguageCorpus } from "../language-corpus";
import { leak } from "./batch";

/**
 * Dutch, Danish, Slovak and Romanian, languages the platform does not translate, for
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
  ],
};
