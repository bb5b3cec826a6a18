import type { LanguageCorpus } from "../language-corpus";

/** Written with the Italian corpus, kept out of the tuning: only its score is printed. */
export const italianHeldOut: LanguageCorpus = {
  leaking: [
    { text: "Chiamami piuttosto al 348 210 9876", leaked: ["348 210 9876"] },
    { text: "Il mio telefono: 392 123 9876", leaked: ["392 123 9876"] },
    { text: "Contatto diretto +39 350 44 33 222", leaked: ["+39 350 44 33 222"] },
    { text: "Fisso di casa 051 345 6789, ci sono il pomeriggio", leaked: ["051 345 6789"] },
    { text: "il numero è 3 4 0 1 2 3 4 5 6 7", leaked: ["3 4 0 1 2 3 4 5 6 7"] },
    {
      text: "è il tre quattro nove, due uno, nove otto, sette sei cinque",
      leaked: ["tre quattro nove, due uno, nove otto, sette sei cinque"],
    },
    {
      text: "trecentoquaranta, quarantaquattro, trentatré, ventidue, uno",
      leaked: ["trecentoquaranta, quarantaquattro, trentatré, ventidue, uno"],
    },
    { text: "Mandala a davide.conti@gmail.com", leaked: ["davide.conti@gmail.com"] },
    {
      text: "la mia mail: davide punto conti chiocciola libero punto it",
      leaked: ["davide punto conti chiocciola libero punto it"],
    },
    {
      text: "mail antenne.conti chiocciola gmail.com",
      leaked: ["antenne.conti chiocciola gmail.com"],
    },
    { text: "I miei lavori: www.conti-antenne.it", leaked: ["www.conti-antenne.it"] },
    { text: "Continuiamo su WhatsApp?", leaked: ["WhatsApp"] },
    { text: "Aggiungimi su Telegram: @davide_antenne", leaked: ["@davide_antenne"] },
    { text: "il mio insta: davide.installa", leaked: ["insta: davide.installa"] },
    { text: "mandami un whatsapp al 331 22 33 444", leaked: ["331 22 33 444"] },
    { text: "Sentiamoci su whatsapp è meglio", leaked: ["whatsapp"] },
    { text: "Hai Telegram? Ti mando lì le foto", leaked: ["Telegram"] },
    {
      text: "Chiamami: tre tre uno, ventidue, trentatré, quattro quattro quattro",
      leaked: ["tre tre uno, ventidue, trentatré, quattro quattro quattro"],
    },
    {
      text: "Scrivimi: info (chiocciola) conti-antenne (punto) it",
      leaked: ["info (chiocciola) conti-antenne (punto) it"],
    },
    { text: "Se qui non rispondo: 0039 333 44 55 666", leaked: ["0039 333 44 55 666"] },
  ],
  clean: [
    "Posso venire il 21/03/2025 verso le 10:00?",
    "Via San Giovanni 8, int. 3, 37121 Verona.",
    "Il preventivo di 1.180,00 € mi va bene.",
    "Quinto piano, interno 52, codice 1987.",
    "Ordine Starlink n. 987654321 ricevuto stamattina.",
    "Bastano 15 m di cavo, il router è a 12 m.",
    "Tra le 14:00 e le 16:30 sono libero.",
    "Abito in Via Toledo 27, 80134 Napoli.",
    "Acconto pagato: 250 €, restano 930 €.",
    "Kit V4, modello UTA-231, router Gen 3.",
    "Due staffe e un palo, giusto?",
    "Il segnale è debole a est e forte a ovest.",
    "Non uso Telegram, restiamo qui.",
    "Il 05/06 o il 06/06, come vuoi.",
    "Fattura n. 2025-001874, la mando tramite la piattaforma.",
    "Strada Provinciale 118 km 4, 25030 Coccaglio.",
    "Il totale è 2.345,90 € con il cestello.",
    "Il tetto è alto 8,5 m, pendenza 40°.",
    "Saremo in tre a casa, vieni verso le 9.",
    "Il CAP è 16121, Genova centro.",
  ],
};
