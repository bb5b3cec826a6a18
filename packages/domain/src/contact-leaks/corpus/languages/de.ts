import type { LanguageCorpus } from "../language-corpus";

/** German chat (Germany, Austria, Switzerland), written for the six-language corpus before tuning. */
export const german: LanguageCorpus = {
  leaking: [
    // Telefonnummern, wie man sie schreibt
    { text: "Ruf mich an unter 0151 23456789, dann klären wir das.", leaked: ["0151 23456789"] },
    { text: "ruf mich einfach an 0170-1234567", leaked: ["0170-1234567"] },
    { text: "Meine Handynummer: 0176 / 987 654 32", leaked: ["0176 / 987 654 32"] },
    { text: "Sie erreichen mich unter +49 (0) 160 1234567", leaked: ["+49 (0) 160 1234567"] },
    { text: "Festnetz: 089 12345678 (München, vormittags)", leaked: ["089 12345678"] },
    { text: "Tel.: 0221-98765432, fragen Sie nach Herrn Yilmaz", leaked: ["0221-98765432"] },
    { text: "Bin in Österreich, Handy 0664 123 45 67", leaked: ["0664 123 45 67"] },
    { text: "Schweizer Nummer: 079 234 56 78", leaked: ["079 234 56 78"] },
    { text: "Meld dich kurz per SMS: 01521 9876543", leaked: ["01521 9876543"] },
    {
      text: "Wenn der Chat spinnt: 0 1 5 7 - 1 2 3 4 5 6 7 8",
      leaked: ["0 1 5 7 - 1 2 3 4 5 6 7 8"],
    },
    { text: "Mein Mann ist unter 0049 173 9876543 erreichbar.", leaked: ["0049 173 9876543"] },
    { text: "Neue Nummer: 0162.345.67.89 – die alte bitte löschen", leaked: ["0162.345.67.89"] },
    { text: "Büro Hamburg 040 / 23 45 67 89, Mo–Fr 8–17 Uhr", leaked: ["040 / 23 45 67 89"] },
    { text: "Rufen Sie mich bitte zurück: 0177 5556667", leaked: ["0177 5556667"] },
    { text: "Nr. 0157 34567890 – WhatsApp geht auch", leaked: ["0157 34567890"] },
    { text: "kannst mich auch anrufen 01731234567", leaked: ["01731234567"] },
    { text: "Erreichbar über +43 1 234 56 78 (Wien, Büro)", leaked: ["+43 1 234 56 78"] },

    // Zahlen als Wörter
    {
      text: "ruf an: null eins fünf eins, zwei drei vier, fünf sechs sieben acht",
      leaked: ["null eins fünf eins, zwei drei vier, fünf sechs sieben acht"],
    },
    {
      text: "Meine Nummer ist null eins sieben null, zwölf, vierunddreißig, sechsundfünfzig",
      leaked: ["null eins sieben null, zwölf, vierunddreißig, sechsundfünfzig"],
    },
    {
      text: "null-eins-sechs-null-neun-acht-sieben-sechs-fünf-vier",
      leaked: ["null-eins-sechs-null-neun-acht-sieben-sechs-fünf-vier"],
    },
    {
      text: "0176 zwo drei vier fünf sechs sieben acht",
      leaked: ["0176 zwo drei vier fünf sechs sieben acht"],
    },
    {
      text: "Null Eins Fünf Zwei, Dreiundvierzig, Einundzwanzig, Achtzehn",
      leaked: ["Null Eins Fünf Zwei, Dreiundvierzig, Einundzwanzig, Achtzehn"],
    },
    {
      text: "schreib dir auf: null acht neun, eins zwei drei, vier fünf sechs",
      leaked: ["null acht neun, eins zwei drei, vier fünf sechs"],
    },
    {
      text: "0 eins 7 sechs 1 zwei 3 vier 5 sechs 7",
      leaked: ["0 eins 7 sechs 1 zwei 3 vier 5 sechs 7"],
    },

    // E-Mail-Adressen
    { text: "Schicken Sie die Fotos an stefan.becker@web.de", leaked: ["stefan.becker@web.de"] },
    { text: "Mail: sabine.hoffmann1978@gmx.net", leaked: ["sabine.hoffmann1978@gmx.net"] },
    {
      text: "meine mail ist markus punkt weber at gmail punkt com",
      leaked: ["markus punkt weber at gmail punkt com"],
    },
    {
      text: "E-Mail: info (at) sat-service-fischer (punkt) de",
      leaked: ["info (at) sat-service-fischer (punkt) de"],
    },
    { text: "schreib an j.wagner ät t-online punkt de", leaked: ["j.wagner ät t-online punkt de"] },
    {
      text: "mail an kontakt[at]dachtechnik-schulz[punkt]de",
      leaked: ["kontakt[at]dachtechnik-schulz[punkt]de"],
    },
    { text: "Meine Adresse: petra.koch bei gmx punkt de", leaked: ["petra.koch bei gmx punkt de"] },
    {
      text: "Angebot bitte an buero@elektro-zimmermann.at",
      leaked: ["buero@elektro-zimmermann.at"],
    },
    { text: "tobias.richter AT outlook.de", leaked: ["tobias.richter AT outlook.de"] },
    {
      text: "Mail an anna.schmitt@posteo.de und ich antworte abends",
      leaked: ["anna.schmitt@posteo.de"],
    },

    // Webseiten
    { text: "Referenzen auf www.sat-montage-krause.de", leaked: ["www.sat-montage-krause.de"] },
    {
      text: "Termin direkt buchen: https://calendly.com/sat-lukas",
      leaked: ["https://calendly.com/sat-lukas"],
    },
    { text: "Bei mir direkt günstiger: antennenbau-meier.de", leaked: ["antennenbau-meier.de"] },
    { text: "Schau mal auf sat-wolf punkt de", leaked: ["sat-wolf punkt de"] },

    // Messenger
    { text: "Schreib mir lieber auf WhatsApp, da schick ich die Fotos", leaked: ["WhatsApp"] },
    { text: "Hast du WhatsApp? Dann geht das schneller.", leaked: ["WhatsApp"] },
    { text: "Lass uns auf Telegram weitermachen", leaked: ["Telegram"] },
    { text: "Mein Insta: @satmontage.ruhr", leaked: ["Insta: @satmontage.ruhr"] },
    { text: "whatsapp mir kurz, dann schick ich dir den Plan", leaked: ["whatsapp"] },
    { text: "Nutzen Sie Signal? Dort bin ich besser erreichbar.", leaked: ["Signal"] },
    { text: "wa.me/4915112345678 einfach anklicken", leaked: ["wa.me/4915112345678"] },
    {
      text: "Such mich auf Instagram unter sat_profi_berlin",
      leaked: ["Instagram unter sat_profi_berlin"],
    },
    { text: "Threema-ID: 7XK2P9QA", leaked: ["Threema-ID: 7XK2P9QA"] },
    { text: "Füg mich bei Facebook hinzu, Sat-Technik Braun", leaked: ["Facebook"] },
    { text: "t.me/sat_technik_sued", leaked: ["t.me/sat_technik_sued"] },
    { text: "Folgt mir auf Insta @dachprofi_nord", leaked: ["@dachprofi_nord"] },
    { text: "Können wir über WhatsApp weiterreden?", leaked: ["WhatsApp"] },
    { text: "Telegram: @monteur_kai", leaked: ["Telegram: @monteur_kai"] },
    { text: "Mein Snapchat ist sat_jonas92", leaked: ["Snapchat ist sat_jonas92"] },

    // Gemischt
    { text: "WhatsApp: 0151 98765432", leaked: ["0151 98765432"] },
    {
      text: "Tel. 0170 2233445 oder Mail lena.vogel@gmx.de",
      leaked: ["0170 2233445", "lena.vogel@gmx.de"],
    },
    {
      text: "Ruf an: 0157 zwölf 34 sechsundfünfzig 78 90",
      leaked: ["0157 zwölf 34 sechsundfünfzig 78 90"],
    },
    {
      text: "Meine Nummer 0160 9988776, Mail info@sat-kraft.de",
      leaked: ["0160 9988776", "info@sat-kraft.de"],
    },
    { text: "Falls was ist: +41 44 668 18 00", leaked: ["+41 44 668 18 00"] },
    {
      text: "Handy: null, eins, sieben, sechs, eins, zwei, drei, vier, fünf, sechs",
      leaked: ["null, eins, sieben, sechs, eins, zwei, drei, vier, fünf, sechs"],
    },
    { text: "Rufen Sie mich an: 030 4455 6677, ab 17 Uhr bin ich da", leaked: ["030 4455 6677"] },
  ],
  clean: [
    // Termine und Uhrzeiten
    "Hallo, ich kann am 12.03.2025 zwischen 8 und 12 Uhr kommen.",
    "Passt Donnerstag um 16:30?",
    "Wir sind vom 01.04. bis 15.04. verreist.",
    "Ich bin gegen 10 Uhr da, dauert ca. 3 Stunden.",
    "Der Termin am 28.02. um 9.30 Uhr passt mir super.",
    "Lieber Montag, den 17. März, ab 15 Uhr.",
    "Von 8:00 bis 14:00 bin ich zu Hause.",
    "Am 3., 5. oder 6. Mai, wie es Ihnen passt.",
    "Ich bin um 12:45 mit einer anderen Anlage fertig und komme dann.",
    "Lieferzeit 2 Wochen ab Auftrag.",

    // Adressen und Postleitzahlen
    "Die Adresse ist Leopoldstraße 12a, 80802 München.",
    "Hauptstr. 45, Hinterhaus, 3. OG, 10115 Berlin.",
    "Wir wohnen Am Mühlbach 7, 79112 Freiburg im Breisgau.",
    "Wohnung 14 im 2. Stock, Klingel Schneider.",
    "PLZ 50667, Köln Altstadt.",
    "Lindenallee 4-6, 04109 Leipzig – der Hof ist hinten.",
    "Aussiedlerhof 3, 88299 Leutkirch im Allgäu, nach der Kapelle rechts.",
    "Gartenweg 160, 1100 Wien, Stiege 2, Top 14.",
    "Bahnhofstrasse 21, 8001 Zürich, Dachwohnung.",
    "Der Code für das Tor ist 4711, dann Haus 3.",

    // Preise
    "Das Angebot über 1.234,50 € inkl. MwSt. passt.",
    "450 € für die Montage finde ich fair.",
    "Das Kit hat 349 € gekostet plus 75 € Versand.",
    "Der Aufpreis von 120,00 € für den Mast ist ok.",
    "Mein Budget liegt bei max. 1.500 Euro.",
    "Anzahlung 30 %, also 370,35 €, Rest nach der Montage.",
    "Gesamt 2.450,00 € netto zzgl. 19 % MwSt.",
    "In der Schweiz kostet das Kit 899 CHF.",

    // Geräte und Modelle
    "Ich habe die Starlink Standard V4, Modell UTA-231.",
    "Es ist eine Gen 3 mit dem Router UTR-232.",
    "Wir brauchen einen 2 m Mast und eine Wandhalterung.",
    "Kabel ist 25 m, vielleicht brauchen wir 45 m.",
    "Die alte Schüssel für Astra 19,2°E bleibt dran, oder?",
    "Router zeigt 192.168.1.1 an, Speed 150 Mbit/s.",
    "Ziegeldach, 35° Neigung, Traufhöhe 7,5 m.",
    "Firmware laut App: 2024.05.10.mr36589",

    // Referenzen
    "Bestellnummer 123456789, kam gestern an.",
    "Auftragsnummer DE-2025-004512 für die Garantie.",
    "Rechnung Nr. 2025/0412 liegt im Kundenkonto.",
    "Seriennummer vom Kit: 2DWC12345678.",
    "Schadensnummer 45871236 bei der Versicherung wegen Sturm.",
    "Artikelnummer der Halterung: 01518250-001.",

    // Alltag, Zahlwörter
    "Wir brauchen zwei oder drei Halterungen, denke ich.",
    "Wir sind an dem Tag zu dritt oder viert zu Hause.",
    "Eins, zwei, drei Versuche und immer noch kein Empfang im Garten.",
    "Ihr Profil hat fünf Sterne, super!",
    "Das Signal ist auf der Südseite gut, im Norden schwach.",
    "Ich habe kein WhatsApp, wir bleiben hier.",
    "Hab Sie über Instagram gefunden, tolle Arbeit!",
    "Haben Sie die Bestätigungsmail von Starlink bekommen?",
    "Danke, bis Donnerstag! Den Schlüssel hat der Nachbar von Nr. 12.",
    "Der Hund ist lieb, bitte zweimal klingeln.",
    "Rechnung bitte an Müller & Söhne GmbH.",
    "Zwischen Haus und Garage sind 30 Meter.",
    "Bitte eine 6-m-Leiter mitbringen, die Dachrinne ist auf 5,80 m.",
    "Meine Tochter (12) ist da, ich komme um 18 Uhr.",
    "Ruf mich an, wenn du vor dem Tor stehst – über die App hier.",
    "Ich habe 2 Router, einen von Telekom und einen von Vodafone.",
    "Die Schüssel hat 80 cm Durchmesser, Halterung für 60 mm Mast.",
    "Kundennummer 12345678 bei Starlink, falls Sie das brauchen.",
  ],
};
