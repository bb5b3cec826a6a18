/**
 * Chat messages between a customer and an installer that hand over contact
 * details. `leaked` lists the parts a redaction must cover. Written to read like
 * real messages, typos and all, not like the detector's patterns.
 *
 * The first sections were run against the detector's first version (recall
 * 91 %, 3.5 % of clean messages flagged) and the detector was then improved;
 * the batches marked "blind" were written afterwards and measured before any
 * further change, as a check that the improvements generalise.
 */
export type LeakingMessage = { text: string; leaked: string[] };

export const leakingMessages: LeakingMessage[] = [
  // Phone numbers, written the usual ways
  {
    text: "Hi, ich bin der Monteur. Am einfachsten erreichen Sie mich unter 0176 23456789.",
    leaked: ["0176 23456789"],
  },
  { text: "Können Sie mich kurz anrufen? 0151-2345 6789", leaked: ["0151-2345 6789"] },
  {
    text: "My number is +49 160 9876543, call me when you're at the gate.",
    leaked: ["+49 160 9876543"],
  },
  { text: "Ruf mich einfach an: 030 / 123 456 78", leaked: ["030 / 123 456 78"] },
  { text: "Meine Handynummer: 0172.345.67.89", leaked: ["0172.345.67.89"] },
  {
    text: "Tel. +43 664 123 45 67 (Österreich, falls das eine Rolle spielt)",
    leaked: ["+43 664 123 45 67"],
  },
  { text: "call me on 07700 900123 if anything changes", leaked: ["07700 900123"] },
  {
    text: "Mein Mann ist erreichbar unter 0049 171 2345678, ich bin tagsüber arbeiten.",
    leaked: ["0049 171 2345678"],
  },
  { text: "The code for the gate is 4711. My mobile: 06 12 34 56 78", leaked: ["06 12 34 56 78"] },
  { text: "Meine Festnetznummer lautet 089 - 123 45 67", leaked: ["089 - 123 45 67"] },
  { text: "ring me: +44 7911 123456", leaked: ["+44 7911 123456"] },
  {
    text: "Mi número +34 612 345 678, I'm Spanish but living in Berlin now",
    leaked: ["+34 612 345 678"],
  },
  { text: "+31 6 12345678 is my Dutch number, I'm there until Friday", leaked: ["+31 6 12345678"] },
  { text: "Für Rückfragen: 0221/9876543 (Büro, Mo-Fr)", leaked: ["0221/9876543"] },
  { text: "Erreichbar unter 0171-2345678, ab 8 Uhr", leaked: ["0171-2345678"] },
  { text: "Bitte melden Sie sich telefonisch: (030) 8765 4321", leaked: ["(030) 8765 4321"] },
  { text: "Handy 0176/23 45 67 89 – Gruß Klaus", leaked: ["0176/23 45 67 89"] },
  { text: "my cell: 0151 2345 6789. text before you come", leaked: ["0151 2345 6789"] },
  { text: "Hey, falls der Chat hier spinnt: 01523 4567890", leaked: ["01523 4567890"] },
  {
    text: "Ich bin unter der Nummer 040 - 2345 - 6789 tagsüber erreichbar",
    leaked: ["040 - 2345 - 6789"],
  },
  {
    text: "Please contact my wife instead, her number is 0049 (0)170 1234567",
    leaked: ["170 1234567"],
  },
  {
    text: "Kurze Info: neue Nummer 0175 234 56 78, die alte geht nicht mehr",
    leaked: ["0175 234 56 78"],
  },
  { text: "sms an 0162 3456789 reicht", leaked: ["0162 3456789"] },
  { text: "Number: 0176.2345.6789", leaked: ["0176.2345.6789"] },
  { text: "tel: +41 79 123 45 67 (Swiss)", leaked: ["+41 79 123 45 67"] },
  {
    text: "Mein Kollege hat die Nummer +48 512 345 678, der spricht auch Polnisch",
    leaked: ["+48 512 345 678"],
  },
  { text: "Reach me directly: +39 347 123 4567", leaked: ["+39 347 123 4567"] },
  { text: "Festnetz 06221 / 12 34 56, da ist meistens jemand", leaked: ["06221 / 12 34 56"] },
  {
    text: "call 020 7946 0958 and ask for Dave, he does the scheduling",
    leaked: ["020 7946 0958"],
  },
  {
    text: "Vielleicht telefonieren wir kurz? 0 15 12 / 34 56 78 9",
    leaked: ["0 15 12 / 34 56 78 9"],
  },
  { text: "You can reach my colleague Tom at +49-157-1234-5678", leaked: ["+49-157-1234-5678"] },
  {
    text: "Meine Nummer: 0176 - 98 76 54 32. Schreib lieber per SMS",
    leaked: ["0176 - 98 76 54 32"],
  },
  { text: "ok dann so: 01701234567", leaked: ["01701234567"] },
  { text: "Bin morgen ab 7 wach, Handy: +49 1590 1234567", leaked: ["+49 1590 1234567"] },
  {
    text: "Am 12.03. komme ich, vorher bitte anrufen 0157 - 3344 5566",
    leaked: ["0157 - 3344 5566"],
  },
  {
    text: "Meine Frau hat 0 1 7 2 - 9 8 7 6 5 4 3, falls ich nicht rangehe",
    leaked: ["0 1 7 2 - 9 8 7 6 5 4 3"],
  },
  { text: "Telefon: 0 3 0 . 2 2 3 3 4 4 5 5", leaked: ["0 3 0 . 2 2 3 3 4 4 5 5"] },
  { text: "Ruf an unter 0 1 5 2 / 3 4 5 6 7 8 9 0", leaked: ["0 1 5 2 / 3 4 5 6 7 8 9 0"] },
  { text: "Wir sind in Frankreich erreichbar: 0033 6 12 34 56 78", leaked: ["0033 6 12 34 56 78"] },
  {
    text: "Rufen Sie einfach das Büro an, 0711 / 2345 - 678, Frau Keller weiß Bescheid",
    leaked: ["0711 / 2345 - 678"],
  },

  // Phone numbers written as words
  {
    text: "Hier meine Nummer, aber bitte nicht weitergeben: null eins sieben sechs, zwei drei vier, fünf sechs sieben acht",
    leaked: ["null eins sieben sechs, zwei drei vier, fünf sechs sieben acht"],
  },
  {
    text: "my number is zero one five one two three four five six seven eight nine",
    leaked: ["zero one five one two three four five six seven eight nine"],
  },
  {
    text: "Ich schreibe sie mal so: 0176 zwei drei vier fünf sechs sieben acht",
    leaked: ["0176 zwei drei vier fünf sechs sieben acht"],
  },
  {
    text: "Die Nummer meines Chefs: plus vier neun eins sieben sechs drei drei drei vier vier vier",
    leaked: ["vier neun eins sieben sechs drei drei drei vier vier vier"],
  },
  {
    text: "call me maybe? oh one seven six, five five five, one two three four",
    leaked: ["oh one seven six, five five five, one two three four"],
  },
  {
    text: "Meine Nummer, nur zur Sicherheit: null-eins-fünf-zwei, drei-vier-fünf-sechs-sieben-acht",
    leaked: ["null-eins-fünf-zwei, drei-vier-fünf-sechs-sieben-acht"],
  },
  {
    text: "Null eins sechs null, zwölf, vierunddreißig, sechsundfünfzig, achtzig. Das ist mein Handy.",
    leaked: ["Null eins sechs null, zwölf, vierunddreißig, sechsundfünfzig, achtzig"],
  },
  {
    text: "it's zero seven seven double zero, nine hundred... no wait: zero seven seven zero zero nine zero zero one two three",
    leaked: ["zero seven seven zero zero nine zero zero one two three"],
  },

  // Email addresses, plain and spelled out
  {
    text: "Schreiben Sie mir doch eine Mail: thomas.mueller@gmx.de",
    leaked: ["thomas.mueller@gmx.de"],
  },
  {
    text: "Photos are easier by email, send them to sarah.jones82@gmail.com",
    leaked: ["sarah.jones82@gmail.com"],
  },
  {
    text: "Meine Mail: k.schneider (at) web (punkt) de",
    leaked: ["k.schneider (at) web (punkt) de"],
  },
  {
    text: "email me at mark dot evans at outlook dot com",
    leaked: ["mark dot evans at outlook dot com"],
  },
  { text: "jens[at]dachtechnik-jens[dot]de", leaked: ["jens[at]dachtechnik-jens[dot]de"] },
  {
    text: "Schick mir die Rechnung an info@sat-montage-berlin.de, dann mach ich dir einen besseren Preis",
    leaked: ["info@sat-montage-berlin.de"],
  },
  {
    text: "Contact me at anna.k@protonmail.com so we can skip the fees",
    leaked: ["anna.k@protonmail.com"],
  },
  {
    text: "Emails gehen an: buero(at)sat-technik-weber.de",
    leaked: ["buero(at)sat-technik-weber.de"],
  },
  {
    text: "Meine E-Mail ist lisa punkt meier at gmail punkt com",
    leaked: ["lisa punkt meier at gmail punkt com"],
  },
  {
    text: "Kontakt: max.mustermann@t-online.de oder 0341 2345678",
    leaked: ["max.mustermann@t-online.de", "0341 2345678"],
  },
  { text: "Mail mir einfach: jan_k@posteo.de", leaked: ["jan_k@posteo.de"] },
  {
    text: "Hier noch meine Mailadresse für die Fotos: fotos.huber@icloud.com",
    leaked: ["fotos.huber@icloud.com"],
  },
  { text: "Sende es mir an peter.schulz AT yahoo.de", leaked: ["peter.schulz AT yahoo.de"] },
  {
    text: "Bitte schick die Skizze an m.wagner@wagner-dach.com",
    leaked: ["m.wagner@wagner-dach.com"],
  },
  {
    text: "Bei Fragen: kundendienst@sat-nord.de oder www.sat-nord.de/kontakt",
    leaked: ["kundendienst@sat-nord.de", "www.sat-nord.de/kontakt"],
  },
  {
    text: "you can email jürgen.böhm@firma-böhm.de, he handles our invoices",
    leaked: ["jürgen.böhm@firma-böhm.de"],
  },
  { text: "meine adresse ist heike bei gmx punkt net", leaked: ["heike bei gmx punkt net"] },

  // URLs and bare domains
  { text: "Check out my work at www.dachprofi-nord.de", leaked: ["www.dachprofi-nord.de"] },
  {
    text: "Here's my portfolio: https://instagram.com/sat_mike_installs",
    leaked: ["https://instagram.com/sat_mike_installs"],
  },
  {
    text: "Infos zu mir findest du auf schmidt-antennenbau.de",
    leaked: ["schmidt-antennenbau.de"],
  },
  {
    text: "You can book me directly via https://calendly.com/jan-install",
    leaked: ["https://calendly.com/jan-install"],
  },
  { text: "ich hab ne Website: elektro-meyer punkt de", leaked: ["elektro-meyer punkt de"] },
  {
    text: "Auf meiner Seite www.sat-service24.de gibts die Preise ohne Gebühr",
    leaked: ["www.sat-service24.de"],
  },
  { text: "Google mal 'antennen-berger.at', da steht alles", leaked: ["antennen-berger.at"] },
  { text: "Hier der Link zu meinen Referenzen: bit.ly/3xYzAbC", leaked: ["bit.ly/3xYzAbC"] },
  { text: "Visit sat-profis.eu for a cheaper price, same service", leaked: ["sat-profis.eu"] },
  {
    text: "Buchen Sie lieber direkt bei uns: HTTP://WWW.SAT-DIREKT.DE",
    leaked: ["HTTP://WWW.SAT-DIREKT.DE"],
  },
  {
    text: "Fotos liegen hier: drive.google.com/drive/folders/1AbCdEf",
    leaked: ["drive.google.com/drive/folders/1AbCdEf"],
  },

  // Messengers: links, handles, invitations
  { text: "Add me on WhatsApp and I'll send you the photos", leaked: ["WhatsApp"] },
  { text: "Lass uns lieber über WhatsApp schreiben, das geht schneller", leaked: ["WhatsApp"] },
  { text: "Bist du auf Telegram? Dann schreib mir da", leaked: ["Telegram"] },
  { text: "My Insta is @dishguy_hamburg", leaked: ["@dishguy_hamburg"] },
  { text: "Kannst du mir auf Signal schreiben?", leaked: ["Signal"] },
  { text: "wa.me/491761234567 – einfach draufklicken", leaked: ["wa.me/491761234567"] },
  { text: "t.me/sat_andi", leaked: ["t.me/sat_andi"] },
  { text: "Text me on WhatsApp: 0157 3456 7890", leaked: ["WhatsApp", "0157 3456 7890"] },
  { text: "Hast du WhatsApp? Wäre einfacher für die Fotos.", leaked: ["WhatsApp"] },
  { text: "Schick mir die Bilder per WhatsApp, Nummer kommt gleich", leaked: ["WhatsApp"] },
  { text: "Meld dich bei Threema, ID: ABCD1234", leaked: ["Threema", "ABCD1234"] },
  { text: "Mein Telegram: @sat_profi_muc", leaked: ["Telegram", "@sat_profi_muc"] },
  { text: "DM me on insta @lena.installs", leaked: ["@lena.installs"] },
  {
    text: "wir können gern auf Skype weitersprechen, mein Name dort ist pedro.sat",
    leaked: ["Skype"],
  },
  { text: "Write to me on Telegram, username jonas_sat", leaked: ["Telegram"] },
  {
    text: "Bin auf Insta unter sat.montage.koeln zu finden",
    leaked: ["Insta", "sat.montage.koeln"],
  },
  {
    text: "Sie finden mich auch bei Facebook, schreiben Sie einfach 'Satellit Jan'",
    leaked: ["Facebook"],
  },
  { text: "whatsapp mir einfach, geht schneller als hier", leaked: ["whatsapp"] },
  { text: "Let's continue on Telegram, it's easier for me", leaked: ["Telegram"] },
  { text: "Mein Instagram-Account: @sat_felix", leaked: ["@sat_felix"] },
  { text: "Schreib mir auf wa.me/4915112345678", leaked: ["wa.me/4915112345678"] },
  {
    text: "Kannst du mich über Telegram adden? @markus_dish",
    leaked: ["Telegram", "@markus_dish"],
  },
  { text: "I'm on WhatsApp under the same name, just add me", leaked: ["WhatsApp"] },
  { text: "Mein Signal: +4915901234567", leaked: ["Signal", "+4915901234567"] },
  { text: "are you on signal? would rather talk there", leaked: ["signal"] },
  { text: "Hier mein Telegram-Link: https://t.me/+AbCdEf123", leaked: ["https://t.me/+AbCdEf123"] },

  // A first batch written blind, against the tuned detector: all caught at first
  {
    text: "Sorry für die späte Antwort. Meine Nummer ist 0159/0123 4567, ruf gern nach 18 Uhr an",
    leaked: ["0159/0123 4567"],
  },
  { text: "Bitte direkt an mich: 0 1 6 0 9 8 7 6 5 4 3 2", leaked: ["0 1 6 0 9 8 7 6 5 4 3 2"] },
  { text: "Kurz zur Info, meine Tel: +49.176.555.12345", leaked: ["+49.176.555.12345"] },
  { text: "Du kannst mich auch unter 089 12 34 56 78 erreichen", leaked: ["089 12 34 56 78"] },
  { text: "If it's easier, here's my landline: 0044 161 496 0123", leaked: ["0044 161 496 0123"] },
  { text: "mein handy: 0171 / 55 66 77 8", leaked: ["0171 / 55 66 77 8"] },
  { text: "WhatsApp: +49 176 11122233", leaked: ["WhatsApp", "+49 176 11122233"] },
  { text: "schreib mir ne mail an bauer.sat@web.de", leaked: ["bauer.sat@web.de"] },
  {
    text: "my email is dave_installs at hotmail dot co dot uk",
    leaked: ["dave_installs at hotmail dot co dot uk"],
  },
  {
    text: "Meine Website ist www.sat-bauer.de, da sind auch Bewertungen",
    leaked: ["www.sat-bauer.de"],
  },
  { text: "instagram.com/sat_bauer", leaked: ["instagram.com/sat_bauer"] },
  { text: "Find me on Telegram: sat_bauer", leaked: ["Telegram: sat_bauer"] },
  { text: "Lass uns auf WhatsApp wechseln", leaked: ["WhatsApp"] },
  { text: "Kann ich Ihnen die Fotos per WhatsApp schicken?", leaked: ["WhatsApp"] },
  { text: "Add me on Snapchat: satbauer99", leaked: ["Snapchat: satbauer99"] },
  {
    text: "Here's my number: seven eight nine, four five six, one two three",
    leaked: ["seven eight nine, four five six, one two three"],
  },
  {
    text: "Nummer: eins fünf eins, zwei zwei, drei drei, vier vier, fünf",
    leaked: ["eins fünf eins, zwei zwei, drei drei, vier vier, fünf"],
  },
  { text: "Folgen Sie mir auf Instagram @satbauer", leaked: ["@satbauer"] },
  { text: "https://www.sat-bauer.de/termin", leaked: ["https://www.sat-bauer.de/termin"] },
  { text: "E-Mail: info (ät) sat-bauer (punkt) de", leaked: ["info (ät) sat-bauer (punkt) de"] },
  { text: "Bitte ruf mich an, 01 76 / 12 34 56 78", leaked: ["01 76 / 12 34 56 78"] },
  { text: "Contact: +353 85 123 4567", leaked: ["+353 85 123 4567"] },

  // A second batch written blind: two missed at first ("such nach", "whatsappen")
  { text: "Mein Handy ist die 0170 88 77 666", leaked: ["0170 88 77 666"] },
  {
    text: "Whatsapp geht auch: null eins sieben null, acht acht, sieben sieben, sechs sechs sechs",
    leaked: ["null eins sieben null, acht acht, sieben sieben, sechs sechs sechs"],
  },
  { text: "Please just call: +49 (0)30 / 901 820 00", leaked: ["+49 (0)30 / 901 820 00"] },
  { text: "Tel.-Nr. 07121-34567", leaked: ["07121-34567"] },
  { text: "erreichbar über 0176 – 11 22 33 44", leaked: ["0176 – 11 22 33 44"] },
  { text: "Meine Email lautet stefan.k[at]gmx[.]de", leaked: ["stefan.k[at]gmx[.]de"] },
  { text: "email: hans_dieter1960 @ web.de", leaked: ["hans_dieter1960 @ web.de"] },
  {
    text: "You'll find my reviews at trustpilot.com/review/sat-berger.de",
    leaked: ["trustpilot.com/review/sat-berger.de"],
  },
  { text: "kontaktiere mich über facebook.com/satberger", leaked: ["facebook.com/satberger"] },
  { text: "Signal? +4917688899900", leaked: ["+4917688899900"] },
  { text: "Ich hab Telegram, such nach Sat Berger", leaked: ["Telegram"] },
  {
    text: "Let me give you my personal number so we can skip the platform fee: 0157 - 5555 4444",
    leaked: ["0157 - 5555 4444"],
  },
  { text: "Schreib mir auf Insta, @sat.berger", leaked: ["Insta", "@sat.berger"] },
  { text: "wenn du magst whatsappen wir, ich schick dir nen Link", leaked: ["whatsappen"] },
  {
    text: "My wife's email is clare.b at btinternet dot com",
    leaked: ["clare.b at btinternet dot com"],
  },
  { text: "ruf mal durch: 0 6 2 2 1 - 4 4 5 5 6 6", leaked: ["0 6 2 2 1 - 4 4 5 5 6 6"] },
];
