import type { LanguageCorpus } from "../language-corpus";

/** Written with the French corpus, kept out of the tuning: only its score is printed. */
export const frenchHeldOut: LanguageCorpus = {
  leaking: [
    {
      text: "Je préfère qu'on s'appelle, voici mon numéro : 06 87 45 12 39",
      leaked: ["06 87 45 12 39"],
    },
    { text: "Joignable au 07 52 63 74 85 à partir de 18h", leaked: ["07 52 63 74 85"] },
    { text: "Tél. 0612457896 (Marc)", leaked: ["0612457896"] },
    { text: "Appelez-moi : +33 7 45 12 36 98", leaked: ["+33 7 45 12 36 98"] },
    { text: "mon 06 c'est le 06 14 25 36 47", leaked: ["06 14 25 36 47"] },
    { text: "Vous pouvez joindre ma femme au 02.98.45.12.36", leaked: ["02.98.45.12.36"] },
    {
      text: "zéro six, trente et un, quarante-quatre, dix-sept, quatre-vingt-dix",
      leaked: ["zéro six, trente et un, quarante-quatre, dix-sept, quatre-vingt-dix"],
    },
    {
      text: "c'est zéro six deux deux cinq cinq huit huit un un",
      leaked: ["zéro six deux deux cinq cinq huit huit un un"],
    },
    {
      text: "Envoyez le devis sur francois.lemaire@sfr.fr svp",
      leaked: ["francois.lemaire@sfr.fr"],
    },
    {
      text: "mon adresse : elodie point garnier arobase gmail point com",
      leaked: ["elodie point garnier arobase gmail point com"],
    },
    {
      text: "écrivez à installations.leroy arobase orange point fr",
      leaked: ["installations.leroy arobase orange point fr"],
    },
    { text: "Plus d'infos sur www.antennes-leroy.fr", leaked: ["www.antennes-leroy.fr"] },
    { text: "On passe sur WhatsApp ? ce sera plus rapide", leaked: ["WhatsApp"] },
    {
      text: "Ajoutez-moi sur Telegram, mon pseudo : sat_marc_44",
      leaked: ["Telegram, mon pseudo : sat_marc_44"],
    },
    { text: "mon insta : @installs.vendee", leaked: ["@installs.vendee"] },
    { text: "Envoie-moi les photos par WhatsApp au 06 11 22 33 44", leaked: ["06 11 22 33 44"] },
    { text: "Tu as Telegram ?", leaked: ["Telegram"] },
    {
      text: "Rappelez-moi au zéro sept cinquante-deux trente-trois quarante-quatre onze",
      leaked: ["zéro sept cinquante-deux trente-trois quarante-quatre onze"],
    },
    { text: "GSM belge : +32 478 12 34 56", leaked: ["+32 478 12 34 56"] },
    {
      text: "mail : sav (at) paraboles-bzh (point) fr",
      leaked: ["sav (at) paraboles-bzh (point) fr"],
    },
  ],
  clean: [
    "Je passe le 21/03/2025 vers 10h, ça vous va ?",
    "Adresse : 8 allée des Chênes, 44300 Nantes.",
    "Le devis de 1 180,00 € me convient, je valide.",
    "Appartement 52, 5e étage, code 1987A.",
    "Commande Starlink n° 987654321 reçue ce matin.",
    "Le câble de 15 m suffira, la box est à 12 m du toit.",
    "Entre 14h et 16h30 je suis disponible.",
    "J'habite 27 boulevard Gambetta, 59000 Lille.",
    "Acompte versé : 250 €, reste 930 €.",
    "Kit V4 modèle UTA-231, routeur Gen 3.",
    "Deux supports et un mât, c'est ça ?",
    "Signal faible côté est, fort côté ouest.",
    "Je n'utilise pas Telegram, restons ici.",
    "Le 05/06 ou le 06/06, comme vous voulez.",
    "Facture n° 2025-001874 à envoyer via la plateforme.",
    "Maison au 118 route de Vannes, 56000 Vannes.",
    "Le total fait 2 345,90 € avec la nacelle.",
    "Le toit fait 8,5 m de haut, pente 40°.",
    "Nous serons trois à la maison, arrivez vers 9h.",
    "Le code postal est 06000, c'est à Nice, pas à Cannes.",
  ],
};
