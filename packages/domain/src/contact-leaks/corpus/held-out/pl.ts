import type { LanguageCorpus } from "../language-corpus";

/** Written with the Polish corpus, kept out of the tuning: only its score is printed. */
export const polishHeldOut: LanguageCorpus = {
  leaking: [
    { text: "Lepiej zadzwoń na 508 210 987", leaked: ["508 210 987"] },
    { text: "Mój telefon: 692 123 987", leaked: ["692 123 987"] },
    { text: "Kontakt bezpośredni +48 730 44 33 22", leaked: ["+48 730 44 33 22"] },
    { text: "Stacjonarny 61 345 67 89, jestem po południu", leaked: ["61 345 67 89"] },
    { text: "numer to 5 0 1 2 3 4 5 6 7", leaked: ["5 0 1 2 3 4 5 6 7"] },
    {
      text: "to jest pięć zero osiem, dwa jeden, dziewięć osiem, siedem",
      leaked: ["pięć zero osiem, dwa jeden, dziewięć osiem, siedem"],
    },
    {
      text: "siedemset trzydzieści, czterdzieści cztery, trzydzieści trzy, dwadzieścia dwa",
      leaked: ["siedemset trzydzieści, czterdzieści cztery, trzydzieści trzy, dwadzieścia dwa"],
    },
    { text: "Wyślij na michal.dabrowski@gmail.com", leaked: ["michal.dabrowski@gmail.com"] },
    {
      text: "mój mail: michal kropka dabrowski małpa wp kropka pl",
      leaked: ["michal kropka dabrowski małpa wp kropka pl"],
    },
    { text: "mail anteny.dabrowski małpa gmail.com", leaked: ["anteny.dabrowski małpa gmail.com"] },
    { text: "Moje realizacje: www.dabrowski-anteny.pl", leaked: ["www.dabrowski-anteny.pl"] },
    { text: "Piszemy dalej na WhatsAppie?", leaked: ["WhatsAppie"] },
    { text: "Dodaj mnie na Telegramie: @michal_anteny", leaked: ["@michal_anteny"] },
    { text: "mój insta: michal.montuje", leaked: ["insta: michal.montuje"] },
    { text: "napisz na whatsappa 531 22 33 44", leaked: ["531 22 33 44"] },
    { text: "Zgadamy się na whatsappie, tak będzie lepiej", leaked: ["whatsappie"] },
    { text: "Masz Telegrama? Wyślę tam zdjęcia", leaked: ["Telegrama"] },
    {
      text: "Dzwoń: pięćset trzydzieści jeden, dwadzieścia dwa, trzydzieści trzy, czterdzieści cztery",
      leaked: ["pięćset trzydzieści jeden, dwadzieścia dwa, trzydzieści trzy, czterdzieści cztery"],
    },
    {
      text: "Napisz: biuro (małpa) dabrowski-anteny (kropka) pl",
      leaked: ["biuro (małpa) dabrowski-anteny (kropka) pl"],
    },
    { text: "Jak tu nie odpisuję: 0048 533 44 55 66", leaked: ["0048 533 44 55 66"] },
  ],
  clean: [
    "Mogę przyjechać 21.03.2025 około 10:00?",
    "ul. Świętojańska 8/3, 81-368 Gdynia.",
    "Wycena 1.180,00 zł mi odpowiada.",
    "Piąte piętro, mieszkanie 52, kod 1987.",
    "Zamówienie Starlink nr 987654321 odebrane rano.",
    "Wystarczy 15 m kabla, router jest 12 m dalej.",
    "Między 14:00 a 16:30 jestem wolny.",
    "Mieszkam na ul. Floriańskiej 27, 31-019 Kraków.",
    "Zaliczka wpłacona: 250 zł, zostaje 930 zł.",
    "Zestaw V4, model UTA-231, router Gen 3.",
    "Dwa uchwyty i maszt, tak?",
    "Sygnał słaby od wschodu, mocny od zachodu.",
    "Nie używam Telegrama, zostańmy tutaj.",
    "05.06 albo 06.06, jak Pan woli.",
    "Faktura nr 2025/001874, wyślę przez platformę.",
    "Droga wojewódzka 118, Nowa Wieś 14, 64-500 Szamotuły.",
    "Razem 2 345,90 zł z podnośnikiem.",
    "Dach ma 8,5 m wysokości, kąt 40°.",
    "Będziemy we trzech, proszę być ok. 9.",
    "Kod pocztowy to 20-001, Lublin centrum.",
  ],
};
