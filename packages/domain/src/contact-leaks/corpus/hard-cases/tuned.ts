import type { LanguageCorpus } from "../language-corpus";
import { leak } from "../generalisation/batch";

/**
 * Hard cases written on 2026-12-06, before the detector was changed that day, and tuned
 * on: numbers broken up in odd ways, addresses that spell out their punctuation, handles
 * named with their label, messengers praised over the platform; and clean numbers that
 * look like phone numbers (land-registry and cadastral references, invoices, versions,
 * opening hours, periods of years, part and parcel numbers).
 */
export const tunedHardCasesByLanguage: Record<string, LanguageCorpus> = {
  en: {
    leaking: [
      leak("call the site manager, Dave, 0161 - 496 - 0021", "0161 - 496 - 0021"),
      leak("write to k underscore byrne at gmail dot com", "k underscore byrne at gmail dot com"),
      leak("WhatsApp is way easier than messaging on here", "WhatsApp"),
      leak("my Telegram user name is dishdoctor_k", "Telegram user name is dishdoctor_k"),
      leak("Irish mobile +353 87 219 4406 if you can't get me", "+353 87 219 4406"),
      leak(
        "email is sam hyphen carter at btinternet dot com",
        "sam hyphen carter at btinternet dot com",
      ),
      leak("Skype name is carter.aerials1", "Skype name is carter.aerials1"),
      leak("new number from next week: 07700 918 244", "07700 918 244"),
    ],
    clean: [
      "Land Registry title number CYM 402117 shows the boundary.",
      "Opening hours 8-17 Monday to Friday.",
      "Order 4471-2290-18 was dispatched yesterday.",
      "Version 11.4.2207 of the app keeps crashing.",
      "The chapel dates from 1712-1730 according to the plaque.",
      "Part no. 3392-1174 is the LNB arm.",
      "Company number 08812345 is on the quote.",
      "Parcel 3S4Q 8812 2290 1 should arrive Friday.",
    ],
  },
  de: {
    leaking: [
      leak("Bauleiter Herr Kühn: 0341 - 22 81 - 90", "0341 - 22 81 - 90"),
      leak("schreib an k unterstrich braun at web punkt de", "k unterstrich braun at web punkt de"),
      leak("WhatsApp ist viel einfacher als der Chat hier", "WhatsApp"),
      leak("mein Skype-Name ist braun.sat1", "Skype-Name ist braun.sat1"),
      leak("aus Luxemburg: +352 621 448 193", "+352 621 448 193"),
      leak("Mail: tim minus lange at posteo punkt de", "tim minus lange at posteo punkt de"),
      leak("Threema-Kennung: 8HX2KQ7M", "Threema-Kennung: 8HX2KQ7M"),
      leak("neue Nummer ab Mai: 0152 2904 8813", "0152 2904 8813"),
    ],
    clean: [
      "Gemarkung Oberau, Flur 3, Flurstück 412/7 – da steht die Garage.",
      "Öffnungszeiten 8-17 Uhr, samstags 9-12 Uhr.",
      "Bestellung 4471-2290-18 ist gestern rausgegangen.",
      "Version 11.4.2207 der App stürzt ständig ab.",
      "Die Kapelle stammt aus den Jahren 1712-1730.",
      "Ersatzteil Nr. 3392-1174 ist der LNB-Arm.",
      "Handelsregister HRB 128834 beim Amtsgericht Köln.",
      "Paket 00340434161094042557 kommt am Freitag.",
    ],
  },
  fr: {
    leaking: [
      leak("le chef de chantier : 04 - 78 - 22 - 81 - 90", "04 - 78 - 22 - 81 - 90"),
      leak(
        "écrivez à k tiret bas brun arobase free point fr",
        "k tiret bas brun arobase free point fr",
      ),
      leak("WhatsApp c'est bien plus simple que la messagerie d'ici", "WhatsApp"),
      leak("mon identifiant Skype est brun.antennes1", "Skype est brun.antennes1"),
      leak("en Belgique : +32 475 44 81 93", "+32 475 44 81 93"),
      leak("mail : tom tiret leroy arobase sfr point fr", "tom tiret leroy arobase sfr point fr"),
      leak("mon ID Threema : 8HX2KQ7M", "Threema : 8HX2KQ7M"),
      leak("nouveau numéro dès mai : 07 52 29 04 88", "07 52 29 04 88"),
    ],
    clean: [
      "Cadastre section ZC n° 0118, c'est la parcelle du garage.",
      "Horaires : 8-17 du lundi au vendredi.",
      "La commande 4471-2290-18 est partie hier.",
      "La version 11.4.2207 de l'appli plante sans arrêt.",
      "La chapelle date de 1712-1730 d'après la plaque.",
      "Pièce n° 3392-1174, le bras du LNB.",
      "SIRET 812 345 678 00019 sur le devis.",
      "Colis 6A14482290187 prévu vendredi.",
    ],
  },
  es: {
    leaking: [
      leak("el encargado de obra: 91 - 448 - 22 - 81", "91 - 448 - 22 - 81"),
      leak(
        "escribe a k guion bajo moreno arroba gmail punto com",
        "k guion bajo moreno arroba gmail punto com",
      ),
      leak("WhatsApp es mucho más fácil que el chat de aquí", "WhatsApp"),
      leak("mi usuario de Skype es moreno.antenas1", "Skype es moreno.antenas1"),
      leak("desde Andorra: +376 344 812", "+376 344 812"),
      leak("correo: ana guion gil arroba yahoo punto es", "ana guion gil arroba yahoo punto es"),
      leak("mi ID de Threema: 8HX2KQ7M", "Threema: 8HX2KQ7M"),
      leak("número nuevo desde mayo: 622 904 881", "622 904 881"),
    ],
    clean: [
      "Parcela catastral 412, polígono 7, la del garaje.",
      "Horario de 8-17 de lunes a viernes.",
      "El pedido 4471-2290-18 salió ayer.",
      "La versión 11.4.2207 de la app se cuelga.",
      "La ermita es de 1712-1730 según la placa.",
      "Pieza n.º 3392-1174, el brazo del LNB.",
      "CIF B12345678 en el presupuesto.",
      "El envío 0082 4471 2290 1874 llega el viernes.",
    ],
  },
  it: {
    leaking: [
      leak("il capocantiere: 02 - 448 - 22 - 819", "02 - 448 - 22 - 819"),
      leak(
        "scrivi a k trattino basso conti chiocciola gmail punto com",
        "k trattino basso conti chiocciola gmail punto com",
      ),
      leak("WhatsApp è molto più comodo della chat qui", "WhatsApp"),
      leak("il mio nome Skype è conti.antenne1", "Skype è conti.antenne1"),
      leak("da San Marino: +378 0549 448 193", "+378 0549 448 193"),
      leak(
        "mail: ugo trattino riva chiocciola tiscali punto it",
        "ugo trattino riva chiocciola tiscali punto it",
      ),
      leak("ID Threema: 8HX2KQ7M", "Threema: 8HX2KQ7M"),
      leak("numero nuovo da maggio: 349 2290 488", "349 2290 488"),
    ],
    clean: [
      "Catasto: foglio 7, mappale 412, quello del garage.",
      "Orari 8-17 dal lunedì al venerdì.",
      "L'ordine 4471-2290-18 è partito ieri.",
      "La versione 11.4.2207 dell'app si blocca.",
      "La cappella è del 1712-1730 secondo la targa.",
      "Ricambio n. 3392-1174, il braccio dell'LNB.",
      "Codice fiscale RSSMRA80A01H501U sul preventivo.",
      "La spedizione 1Z 448 229 018 7 arriva venerdì.",
    ],
  },
  pl: {
    leaking: [
      leak("kierownik budowy: 22 - 448 - 22 - 81", "22 - 448 - 22 - 81"),
      leak(
        "pisz na k podkreślnik nowak małpa gmail kropka com",
        "k podkreślnik nowak małpa gmail kropka com",
      ),
      leak("WhatsApp jest dużo prostszy niż czat tutaj", "WhatsApp"),
      leak("mój nick na Skype to nowak.anteny1", "Skype to nowak.anteny1"),
      leak("z Litwy: +370 612 44819", "+370 612 44819"),
      leak("mail: jan myślnik lis małpa onet kropka pl", "jan myślnik lis małpa onet kropka pl"),
      leak("Threema ID to 8HX2KQ7M", "Threema ID to 8HX2KQ7M"),
      leak("nowy numer od maja: 722 904 881", "722 904 881"),
    ],
    clean: [
      "Działka ewidencyjna 412/7, obręb 0003 Lipniki.",
      "Godziny otwarcia 8-17 od poniedziałku do piątku.",
      "Zamówienie 4471-2290-18 wyszło wczoraj.",
      "Wersja 11.4.2207 aplikacji ciągle się wiesza.",
      "Kaplica jest z lat 1712-1730 według tablicy.",
      "Część nr 3392-1174 to ramię konwertera.",
      "NIP 521-301-72-28 jest na wycenie.",
      "Przesyłka 6001 4471 2290 1874 będzie w piątek.",
    ],
  },
  pt: {
    leaking: [
      leak("o encarregado da obra: 21 - 448 - 22 - 81", "21 - 448 - 22 - 81"),
      leak(
        "escreve para k underscore matos arroba gmail ponto com",
        "k underscore matos arroba gmail ponto com",
      ),
      leak("O WhatsApp é muito mais simples do que o chat daqui", "WhatsApp"),
      leak("o meu nome no Skype é matos.antenas1", "Skype é matos.antenas1"),
      leak("do Brasil: +55 11 98844 8193", "+55 11 98844 8193"),
      leak("email: ana hífen reis arroba sapo ponto pt", "ana hífen reis arroba sapo ponto pt"),
      leak("ID do Threema: 8HX2KQ7M", "Threema: 8HX2KQ7M"),
      leak("número novo a partir de maio: 922 904 881", "922 904 881"),
    ],
    clean: [
      "Artigo matricial 412, descrição predial n.º 2290 da freguesia.",
      "Horário 8-17 de segunda a sexta.",
      "A encomenda 4471-2290-18 saiu ontem.",
      "A versão 11.4.2207 da app bloqueia.",
      "A capela é de 1712-1730 segundo a placa.",
      "Peça n.º 3392-1174, o braço do LNB.",
      "NIF 501 442 600 no orçamento.",
      "A encomenda RR448229018PT chega sexta.",
    ],
  },
  sv: {
    leaking: [
      leak("arbetsledaren: 08 - 448 22 81", "08 - 448 22 81"),
      leak(
        "skriv till k understreck lind snabel-a gmail punkt com",
        "k understreck lind snabel-a gmail punkt com",
      ),
      leak("WhatsApp är mycket enklare än chatten här", "WhatsApp"),
      leak("mitt Skype-namn är lind.antenn1", "Skype-namn är lind.antenn1"),
      leak("från Norge: +47 412 29 048", "+47 412 29 048"),
      leak(
        "mejl: eva bindestreck ek snabel-a hotmail punkt se",
        "eva bindestreck ek snabel-a hotmail punkt se",
      ),
      leak("Threema-ID: 8HX2KQ7M", "Threema-ID: 8HX2KQ7M"),
      leak("nytt nummer från maj: 073 290 48 81", "073 290 48 81"),
    ],
    clean: [
      "Fastigheten Ekby 7:412 enligt lantmäteriet.",
      "Öppettider 8-17 måndag till fredag.",
      "Order 4471-2290-18 skickades i går.",
      "Version 11.4.2207 av appen kraschar.",
      "Kapellet är från 1712-1730 enligt skylten.",
      "Reservdel nr 3392-1174 är LNB-armen.",
      "Organisationsnummer 556123-4567 står på offerten.",
      "Paketet 00370722290187 kommer på fredag.",
    ],
  },
  cs: {
    leaking: [
      leak("stavbyvedoucí: 224 - 448 - 228", "224 - 448 - 228"),
      leak(
        "pište na k podtržítko dvorak zavináč gmail tečka com",
        "k podtržítko dvorak zavináč gmail tečka com",
      ),
      leak("WhatsApp je mnohem jednodušší než chat tady", "WhatsApp"),
      leak("moje jméno na Skype je dvorak.antena1", "Skype je dvorak.antena1"),
      leak("ze Slovenska: +421 905 448 193", "+421 905 448 193"),
      leak(
        "mail: jan pomlčka kos zavináč seznam tečka cz",
        "jan pomlčka kos zavináč seznam tečka cz",
      ),
      leak("Threema ID: 8HX2KQ7M", "Threema ID: 8HX2KQ7M"),
      leak("nové číslo od května: 722 904 881", "722 904 881"),
    ],
    clean: [
      "Parcela č. 412/7, katastrální území Lipník, LV 2290.",
      "Otevírací doba 8-17 od pondělí do pátku.",
      "Objednávka 4471-2290-18 odešla včera.",
      "Verze 11.4.2207 aplikace padá.",
      "Kaple je z let 1712-1730 podle cedule.",
      "Díl č. 3392-1174 je rameno konvertoru.",
      "IČO 27082440 je na nabídce.",
      "Zásilka DR4471229018Z dorazí v pátek.",
    ],
  },
};
