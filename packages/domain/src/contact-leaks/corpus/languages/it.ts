import type { LanguageCorpus } from "../language-corpus";

/** Italian chat between customers and installers, written before the detector learnt Italian. */
export const italian: LanguageCorpus = {
  leaking: [
    // Numeri di telefono come si scrivono
    {
      text: "Buongiorno, chiamami al 333 123 4567 così ci mettiamo d'accordo.",
      leaked: ["333 123 4567"],
    },
    { text: "Il mio cellulare è 347 1234567", leaked: ["347 1234567"] },
    {
      text: "Può chiamarmi al +39 338 765 4321 in qualsiasi momento",
      leaked: ["+39 338 765 4321"],
    },
    { text: "cell 3291234567 scrivimi pure", leaked: ["3291234567"] },
    { text: "Il fisso dell'ufficio: 02 1234 5678 (Milano)", leaked: ["02 1234 5678"] },
    { text: "mi trovi al 339.876.54.32", leaked: ["339.876.54.32"] },
    { text: "Per urgenze 0039 340 111 2233", leaked: ["0039 340 111 2233"] },
    { text: "Sono il tecnico, mi contatti al 345-678-9012", leaked: ["345-678-9012"] },
    { text: "Numero di casa 06 8765 4321, chieda di Marco", leaked: ["06 8765 4321"] },
    { text: "mandami un sms al 3 3 3 9 8 7 6 5 4 3", leaked: ["3 3 3 9 8 7 6 5 4 3"] },
    { text: "Tel. 011 562 3344 (Torino), dalle 9 alle 18", leaked: ["011 562 3344"] },
    { text: "Se la chat non va, il mio numero è +39 366 55 44 333", leaked: ["+39 366 55 44 333"] },
    { text: "Nuovo numero: 351 234 5678, quello vecchio non lo uso più", leaked: ["351 234 5678"] },
    { text: "Chiama mio marito al 328 44 55 666, lui sarà a casa", leaked: ["328 44 55 666"] },
    { text: "oh chiamami al 3201234567 che facciamo prima", leaked: ["3201234567"] },
    { text: "In Svizzera mi trovi al +41 78 123 45 67", leaked: ["+41 78 123 45 67"] },
    { text: "Ufficio Napoli 081 552 1234", leaked: ["081 552 1234"] },

    // Numeri scritti in lettere
    {
      text: "il mio numero: tre tre nove, uno due tre, quattro cinque sei sette",
      leaked: ["tre tre nove, uno due tre, quattro cinque sei sette"],
    },
    {
      text: "chiamami al tre quattro sette, dodici, trentaquattro, cinquantasei, sette",
      leaked: ["tre quattro sette, dodici, trentaquattro, cinquantasei, sette"],
    },
    {
      text: "trecentotrentatré, centoventitré, quarantacinque, sessantasette",
      leaked: ["trecentotrentatré, centoventitré, quarantacinque, sessantasette"],
    },
    {
      text: "segnati: tre due nove otto sette sei cinque quattro tre due",
      leaked: ["tre due nove otto sette sei cinque quattro tre due"],
    },
    {
      text: "numero 3 tre 9 uno 2 tre 4 cinque 6 sette",
      leaked: ["3 tre 9 uno 2 tre 4 cinque 6 sette"],
    },
    {
      text: "Tre-quattro-cinque-sei-sette-otto-nove-zero-uno-due, scrivimi",
      leaked: ["Tre-quattro-cinque-sei-sette-otto-nove-zero-uno-due"],
    },
    {
      text: "zero due, dodici trentaquattro, cinquantasei settantotto è il fisso",
      leaked: ["zero due, dodici trentaquattro, cinquantasei settantotto"],
    },

    // Email
    { text: "La mia email: giulia.rossi@libero.it", leaked: ["giulia.rossi@libero.it"] },
    { text: "Mandami le foto a marco.bianchi85@gmail.com", leaked: ["marco.bianchi85@gmail.com"] },
    {
      text: "scrivimi a luca punto ferrari chiocciola gmail punto com",
      leaked: ["luca punto ferrari chiocciola gmail punto com"],
    },
    {
      text: "mail: antenne.esposito chiocciola virgilio.it",
      leaked: ["antenne.esposito chiocciola virgilio.it"],
    },
    {
      text: "Email: impianti_ricci (at) hotmail (punto) it",
      leaked: ["impianti_ricci (at) hotmail (punto) it"],
    },
    { text: "mandami una mail a paolo at libero punto it", leaked: ["paolo at libero punto it"] },
    {
      text: "Per il preventivo: info@installazioni-starlink-toscana.it",
      leaked: ["info@installazioni-starlink-toscana.it"],
    },
    {
      text: "la mia mail francesca.colombo [at] gmail [dot] com",
      leaked: ["francesca.colombo [at] gmail [dot] com"],
    },
    {
      text: "Ti scrivo da andrea.greco@tiscali.it se preferisci",
      leaked: ["andrea.greco@tiscali.it"],
    },
    {
      text: "email chiara chiocciola alice punto it, tutto minuscolo",
      leaked: ["chiara chiocciola alice punto it"],
    },

    // Siti
    { text: "Guarda i miei lavori su www.antenne-romano.it", leaked: ["www.antenne-romano.it"] },
    {
      text: "Prenota direttamente su https://calendly.com/tecnico-marco",
      leaked: ["https://calendly.com/tecnico-marco"],
    },
    { text: "Costa meno sul mio sito: impianti-nord.it", leaked: ["impianti-nord.it"] },
    { text: "cercami su antennericci punto it", leaked: ["antennericci punto it"] },

    // Messaggistica
    { text: "Aggiungimi su WhatsApp e ti mando le foto del tetto", leaked: ["WhatsApp"] },
    { text: "Hai WhatsApp? Sarebbe più comodo", leaked: ["WhatsApp"] },
    { text: "Continuiamo su WhatsApp, è più pratico", leaked: ["WhatsApp"] },
    { text: "Scrivimi su Telegram: @marco_antenne", leaked: ["Telegram: @marco_antenne"] },
    { text: "il mio insta è @impianti.sud", leaked: ["insta è @impianti.sud"] },
    { text: "mandami un whatsapp e ci sentiamo", leaked: ["whatsapp"] },
    { text: "Usi Telegram? Ti mando lì il preventivo", leaked: ["Telegram"] },
    { text: "wa.me/393331234567 clicca qui", leaked: ["wa.me/393331234567"] },
    {
      text: "Cercami su Instagram come antenne.bianchi",
      leaked: ["Instagram come antenne.bianchi"],
    },
    { text: "Scrivimi su Signal, questa chat non mi piace", leaked: ["Signal"] },
    { text: "Aggiungimi su Facebook: Marco Impianti Satellitari", leaked: ["Facebook"] },
    { text: "t.me/antenne_milano", leaked: ["t.me/antenne_milano"] },
    { text: "Scrivimi in privato su Insta @tetti_e_antenne", leaked: ["@tetti_e_antenne"] },
    { text: "ci sentiamo su whatsapp dai", leaked: ["whatsapp"] },
    { text: "Il mio Telegram: antenne_ricci_88", leaked: ["Telegram: antenne_ricci_88"] },

    // Misti
    { text: "WhatsApp: 333 987 6543", leaked: ["333 987 6543"] },
    {
      text: "Tel 347 765 4321 oppure email sara.galli@gmail.com",
      leaked: ["347 765 4321", "sara.galli@gmail.com"],
    },
    {
      text: "chiamami al 3 trentatré 12 trentaquattro 567",
      leaked: ["3 trentatré 12 trentaquattro 567"],
    },
    {
      text: "Il mio numero è 340 123 4567 e la mail piero@antenne-piero.it",
      leaked: ["340 123 4567", "piero@antenne-piero.it"],
    },
    { text: "Se preferisci: +39 06 1234 5678", leaked: ["+39 06 1234 5678"] },
    {
      text: "cell: tre, tre, otto, uno, due, tre, quattro, cinque, sei, sette",
      leaked: ["tre, tre, otto, uno, due, tre, quattro, cinque, sei, sette"],
    },
    { text: "Chiamatemi al numero 0471 123456, ufficio di Bolzano", leaked: ["0471 123456"] },
  ],
  clean: [
    // Date e orari
    "Buongiorno, posso passare il 12/03/2025 tra le 9:00 e le 13:00.",
    "Giovedì alle 16:30 va bene?",
    "Siamo via dal 1 al 15 aprile.",
    "Arrivo verso le 10, circa 3 ore di lavoro.",
    "L'appuntamento del 28/02 alle 9.30 mi va benissimo.",
    "Meglio lunedì 17 marzo, dopo le 15.",
    "Dalle 8:00 alle 14:00 sono a casa, poi lavoro.",
    "Il 3, il 5 o il 6 maggio, come preferisci.",
    "Finisco un altro impianto verso le 12:45 e arrivo.",
    "Tempi di consegna: 2 settimane dall'accettazione.",

    // Indirizzi e CAP
    "L'indirizzo è Via Roma 12, int. 5, 00184 Roma.",
    "Corso Vittorio Emanuele II 45, scala B, 20121 Milano.",
    "Abito in Viale dei Mille 123, 50131 Firenze.",
    "Villetta 27, località Poggio, 58100 Grosseto.",
    "CAP 80100, Napoli centro, vicino al Duomo.",
    "Piazza Garibaldi 4, 3° piano, 10122 Torino.",
    "È una casa in campagna al km 12 della provinciale, 40033 Casalecchio di Reno.",
    "Palazzina C, scala 2, interno 14, quarto piano.",
    "Via Giuseppe Verdi 160, 90139 Palermo, accanto alla farmacia.",
    "Il codice del cancello è 1234, poi citofono Rossi.",

    // Prezzi
    "Il preventivo totale è di € 1.234,50 IVA inclusa.",
    "450 € per l'installazione mi sembrano giusti.",
    "Il kit mi è costato 349 euro più 75 € di spedizione.",
    "Un supplemento di 120,00 € per il palo va bene.",
    "Il mio budget massimo è 1.500 euro.",
    "Acconto del 30 %, cioè 370,35 €, il resto a fine lavori.",
    "Totale 2.450,00 € + IVA 22 %.",
    "Ho pagato il kit 599,99 € in offerta.",

    // Materiale e modelli
    "Ho l'antenna Starlink Standard V4, modello UTA-231.",
    "È una Gen 3 con il router UTR-232.",
    "Servirà un palo da 2 m e una staffa a muro.",
    "Il cavo è da 25 m, forse ne servono 45 m.",
    "La vecchia parabola Astra 19,2°E resta, giusto?",
    "Il router dice 192.168.1.1 e la velocità è 150 Mbps.",
    "Il tetto è in coppi, pendenza 35°, altezza 7,5 m.",
    "Il firmware è 2024.05.10.mr36589 secondo l'app.",

    // Riferimenti
    "Ordine n. 123456789, arrivato ieri.",
    "Numero d'ordine: IT-2025-004512, se serve per la garanzia.",
    "Fattura n. 2025/0412 disponibile nell'area clienti.",
    "Numero di serie del kit: 2DWC12345678.",
    "Pratica 45871236 dell'assicurazione per la grandinata.",
    "Codice articolo della staffa: 01518250-001.",

    // Chiacchiere con numeri in lettere
    "Serviranno due o tre staffe, credo.",
    "Saremo in tre o quattro a casa quel giorno.",
    "Uno, due, tre tentativi e niente segnale in giardino.",
    "Ho visto il tuo profilo, cinque stelle, complimenti!",
    "Il segnale è buono sul lato sud, scarso a nord.",
    "Non ho WhatsApp, continuiamo qui.",
    "Ti ho trovato su Instagram, bel lavoro!",
    "Ti è arrivata la mail di conferma di Starlink?",
    "Grazie, a giovedì! Lascio la chiave al vicino dell'interno 2.",
    "Il cane è buono, suona due volte.",
    "Fattura intestata a Rossi Impianti srl, grazie.",
    "Ci sono 30 metri tra casa e garage.",
    "Porta una scala da 6 m, la grondaia è a 5,80 m.",
    "Mia figlia di 12 anni sarà a casa, io torno alle 18:00.",
    "Sei disponibile sabato mattina? Sette e mezza è troppo presto?",
    "Ho 2 modem, uno TIM e uno Fastweb, quale togliamo?",
    "L'antenna misura 51 x 30 cm e pesa 2,9 kg.",
    "Il mio codice cliente Starlink è 12345678, se serve.",
  ],
};
