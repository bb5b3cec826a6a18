import type { LanguageCorpus } from "../language-corpus";

/** Written with the German corpus, kept out of the tuning: only its score is printed. */
export const germanHeldOut: LanguageCorpus = {
  leaking: [
    { text: "Ruf mich lieber an: 0172 3456789", leaked: ["0172 3456789"] },
    { text: "Mein Telefon: 0911 / 234 56 78", leaked: ["0911 / 234 56 78"] },
    { text: "Direkt erreichbar +49 152 33445566", leaked: ["+49 152 33445566"] },
    { text: "Festnetz 0711 987654, nachmittags", leaked: ["0711 987654"] },
    { text: "Nummer ist 0 1 6 3 1 2 3 4 5 6 7", leaked: ["0 1 6 3 1 2 3 4 5 6 7"] },
    {
      text: "null eins sechs drei, einundzwanzig, achtundneunzig, sieben sechs",
      leaked: ["null eins sechs drei, einundzwanzig, achtundneunzig, sieben sechs"],
    },
    {
      text: "null eins fünf neun, zweiundzwanzig, dreiunddreißig, vierundvierzig",
      leaked: ["null eins fünf neun, zweiundzwanzig, dreiunddreißig, vierundvierzig"],
    },
    { text: "Bitte an michael.krueger@gmail.com schicken", leaked: ["michael.krueger@gmail.com"] },
    {
      text: "meine mail: michael punkt krueger at web punkt de",
      leaked: ["michael punkt krueger at web punkt de"],
    },
    { text: "mail sat.krueger ät gmx.de", leaked: ["sat.krueger ät gmx.de"] },
    { text: "Meine Arbeiten: www.krueger-sat.de", leaked: ["www.krueger-sat.de"] },
    { text: "Weiter auf WhatsApp?", leaked: ["WhatsApp"] },
    { text: "Adde mich auf Telegram: @micha_sat", leaked: ["@micha_sat"] },
    { text: "mein insta: micha.montiert", leaked: ["insta: micha.montiert"] },
    { text: "schreib mir auf WhatsApp 0151 22334455", leaked: ["0151 22334455"] },
    { text: "Lass uns per whatsapp reden", leaked: ["whatsapp"] },
    { text: "Hast du Telegram? Dann schick ich dir da die Fotos", leaked: ["Telegram"] },
    {
      text: "Ruf an: null eins fünf eins, zweiundzwanzig, dreiunddreißig, vier vier fünf fünf",
      leaked: ["null eins fünf eins, zweiundzwanzig, dreiunddreißig, vier vier fünf fünf"],
    },
    {
      text: "Schreib: info (ät) krueger-sat (punkt) de",
      leaked: ["info (ät) krueger-sat (punkt) de"],
    },
    { text: "Falls ich hier nicht antworte: 0049 171 4455667", leaked: ["0049 171 4455667"] },
  ],
  clean: [
    "Kann ich am 21.03.2025 gegen 10 Uhr kommen?",
    "Schillerstraße 8, 3. OG links, 01069 Dresden.",
    "Das Angebot über 1.180,00 € passt mir.",
    "5. Stock, Wohnung 52, Türcode 1987.",
    "Starlink-Bestellung Nr. 987654321 heute früh erhalten.",
    "15 m Kabel reichen, der Router steht 12 m weiter.",
    "Zwischen 14:00 und 16:30 Uhr habe ich Zeit.",
    "Ich wohne Königsallee 27, 40212 Düsseldorf.",
    "Anzahlung bezahlt: 250 €, offen sind 930 €.",
    "Kit V4, Modell UTA-231, Router Gen 3.",
    "Zwei Halterungen und ein Mast, richtig?",
    "Das Signal ist im Osten schwach und im Westen stark.",
    "Ich nutze kein Telegram, bleiben wir hier.",
    "Am 05.06. oder 06.06., wie Sie mögen.",
    "Rechnung Nr. 2025-001874 schicke ich über die Plattform.",
    "Landstraße 118, 6020 Innsbruck, das Haus mit dem grünen Tor.",
    "Insgesamt 2.345,90 € mit Hebebühne.",
    "Das Dach ist 8,5 m hoch, 40° Neigung.",
    "Wir sind zu dritt zu Hause, kommen Sie gegen 9.",
    "Die PLZ ist 20095, Hamburg Mitte.",
  ],
};
