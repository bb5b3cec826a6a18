import type { UntranslatedBatch } from "./batch";
import { leak } from "./batch";
import { swedishHeldOut } from "./held-out/sv";
import { swedishSecondBatch } from "./second-batch/sv";
import { swedishThirdBatch } from "./third-batch/sv";

/**
 * Swedish, a language the platform does not translate, with no tuning round of its own: a
 * first batch, written before the detector was changed, and the later ones in
 * second-batch/ and third-batch/, each held out until its score was recorded and then
 * opened; and held-out/, written after all tuning.
 */
export const swedish: UntranslatedBatch = {
  // Held out until its score was recorded, then opened and tuned on.
  openedHeldOut: {
    leaking: [
      leak("Enklast är att du ringer mig på 070-123 45 67", "070-123 45 67"),
      leak("fast telefon: 08-123 456 78, på kvällen", "08-123 456 78"),
      leak("min mobil +46 73 987 65 43", "+46 73 987 65 43"),
      leak("från utlandet 0046 70 112 23 34", "0046 70 112 23 34"),
      leak("Tel. 076.543.21.09", "076.543.21.09"),
      leak("Mitt nummer: 072-987 65 43", "072-987 65 43"),
      leak("mobil 0701234567, fråga efter Lars", "0701234567"),
      leak(
        "noll sju noll, ett två tre, fyra fem, sex sju",
        "noll sju noll, ett två tre, fyra fem, sex sju",
      ),
      leak("skicka sms till 0 7 3 9 8 7 6 5 4 3", "0 7 3 9 8 7 6 5 4 3"),
      leak("norskt nummer +47 912 34 567", "+47 912 34 567"),
      leak("Göteborg: (031) 12 34 56", "(031) 12 34 56"),
      leak(
        "ring min fru på 070-112 23 34 eller mig på 073-556 67 78",
        "070-112 23 34",
        "073-556 67 78",
      ),
      leak("Skicka offerten till info@parabol-lindqvist.se", "info@parabol-lindqvist.se"),
      leak("min mejl: anna.berg@telia.com", "anna.berg@telia.com"),
      leak(
        "mejl: j punkt lindqvist snabel-a gmail punkt com",
        "j punkt lindqvist snabel-a gmail punkt com",
      ),
      leak("offert(at)sat-norrland(punkt)se", "offert(at)sat-norrland(punkt)se"),
      leak("info @ parabol-lindqvist . se", "info @ parabol-lindqvist . se"),
      leak("all info på www.sat-norrland.se", "www.sat-norrland.se"),
      leak("bilder från jobb: parabol-lindqvist.se/galleri", "parabol-lindqvist.se/galleri"),
      leak("https://bit.ly/satnorrland för lediga tider", "https://bit.ly/satnorrland"),
      leak("Ska vi fortsätta på WhatsApp?", "WhatsApp"),
      leak("Har du WhatsApp? Jag skickar en video", "WhatsApp"),
      leak("Telegram: lars_parabol", "Telegram: lars_parabol"),
      leak("min Signal är 070-334 45 56", "070-334 45 56"),
      leak("följ mig på Instagram @sat.norrland", "@sat.norrland"),
      leak("lägg till mig på Facebook, Parabol Lindqvist Umeå", "Facebook"),
      leak("t.me/satnorrland för snabba frågor", "t.me/satnorrland"),
      leak("Byter vi till WhatsApp? 070-121 34 34", "WhatsApp", "070-121 34 34"),
      leak("Min insta är @tak_sergej", "@tak_sergej"),
      leak(
        "ring noll sju tre, två två tre, tre fyra, fyra fem",
        "noll sju tre, två två tre, tre fyra, fyra fem",
      ),
    ],
    clean: [
      "Routerns mjukvara är 2025.04.17, är det den senaste?",
      "Enligt fastighetsregistret, Uppsala Kåbo 12:3, hör taket till föreningen.",
      "Faktura nr 20250917-0042 finns i appen.",
      "Ordernummer 4412 9087 3321 om det hjälper.",
      "Öppet mån–fre 9.00–17.30, lör 10.00–14.00.",
      "Torsdag 20/2 kl. 8.15, går det?",
      "Offerten var 12 490 kr, handpenning 2 500 kr betald.",
      "Elevation 53°, azimut 162°.",
      "Router Gen 3, parabol version rev4_prod2.",
      "Postnummer 113 51, parkering på baksidan.",
      "Från parabolen till routern är det 45 m, 75-meterskabeln räcker.",
      "Jag betalar med kort samma dag om det går.",
      "Vi ses i morgon kl. 7.30, grinden är öppen.",
      "Bygglov dnr 2024-000912 gäller inte parabolen.",
      "Starlink-ärendet 00012345 stängdes utan lösning.",
      "Uppladdning 15,6 Mbit/s, nedladdning 210 Mbit/s, latens 38 ms.",
      "Väggen är 300 mm, det behövs en lång borr.",
      "Det är nummer 118, huset med den gröna bilen.",
      "Spårningen säger att det kommer mellan 11.00 och 13.00.",
      "På kartongen står artikelnummer 02508-001.",
      "Vi bor på tredje våningen, lägenhet 1203, ingen hiss.",
      "Matchen börjar 20.45, ni måste vara klara innan!",
      "Appen visar 2,1 % hinder.",
      "Fäste 600 x 400 mm, galvaniserat.",
      "Organisationsnummer 556123-4567 på fakturan, tack.",
      "Fastighetsbeteckning Stockholm Söder 4:123.",
      "Parabolens IP är 192.168.100.1.",
      "Jag drogs 2 x 350 kr, kan ni återbetala en?",
      "Serienummer på parabolen: 2DWC240100012345.",
      "Jag swishar inte privat, vi betalar via plattformen.",
    ],
  },
  openedLaterBatches: [swedishSecondBatch, swedishThirdBatch],
  heldOut: swedishHeldOut,
};
