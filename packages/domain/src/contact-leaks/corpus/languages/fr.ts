import type { LanguageCorpus } from "../language-corpus";

/**
 * French chat between customers and installers (France, Belgium, Switzerland,
 * Luxembourg), written before the detector learnt French.
 */
export const french: LanguageCorpus = {
  leaking: [
    // Numéros de téléphone écrits comme on les écrit
    {
      text: "Bonjour, appelez-moi au 06 12 34 56 78 ce sera plus simple.",
      leaked: ["06 12 34 56 78"],
    },
    {
      text: "Appelle-moi au 06.45.78.12.90 quand tu arrives devant la maison",
      leaked: ["06.45.78.12.90"],
    },
    { text: "Mon portable : 0745123698", leaked: ["0745123698"] },
    {
      text: "Vous pouvez me joindre au +33 6 78 90 12 34 en journée.",
      leaked: ["+33 6 78 90 12 34"],
    },
    { text: "mon num c 07 81 22 45 63 envoie moi un sms", leaked: ["07 81 22 45 63"] },
    {
      text: "Pour le rdv le plus simple c'est de m'appeler : 06-23-45-67-89",
      leaked: ["06-23-45-67-89"],
    },
    { text: "Mon fixe c'est le 01 42 68 53 00, je suis là le matin.", leaked: ["01 42 68 53 00"] },
    { text: "N'hésitez pas à m'envoyer un texto au 06 98 76 54 32 !", leaked: ["06 98 76 54 32"] },
    { text: "Tel : +33 (0)6 11 22 33 44 – demandez Karim", leaked: ["+33 (0)6 11 22 33 44"] },
    { text: "Je suis en Belgique, mon GSM : 0475 12 34 56", leaked: ["0475 12 34 56"] },
    {
      text: "Appelez plutôt mon mari au 0033 6 55 44 33 22, il sera présent.",
      leaked: ["0033 6 55 44 33 22"],
    },
    { text: "Mon numéro suisse : 079 123 45 67, je suis à Genève.", leaked: ["079 123 45 67"] },
    {
      text: "Bjr, c'est l'installateur. Rappelez moi au 06 52 14 87 36 svp",
      leaked: ["06 52 14 87 36"],
    },
    {
      text: "Voici mon numéro pro 09 72 45 18 63 (répondeur si je suis sur un toit)",
      leaked: ["09 72 45 18 63"],
    },
    { text: "si le chat bug : 06 12 34 56 78", leaked: ["06 12 34 56 78"] },
    {
      text: "Mon nouveau numéro c'est le 07.69.42.13.85, l'ancien ne marche plus",
      leaked: ["07.69.42.13.85"],
    },
    {
      text: "Pour tout souci joignable au 04 78 12 34 56 (bureau de Lyon)",
      leaked: ["04 78 12 34 56"],
    },
    {
      text: "envoie un sms au 06 3 2 1 4 5 6 7 8 je te réponds vite",
      leaked: ["06 3 2 1 4 5 6 7 8"],
    },
    { text: "Mon 06 : 12 34 56 78 90… enfin 06 12 34 56 78 pardon", leaked: ["06 12 34 56 78"] },
    { text: "Luxembourg ici, appelez le +352 621 123 456", leaked: ["+352 621 123 456"] },

    // Numéros en toutes lettres
    {
      text: "appelle moi zéro six douze trente-quatre cinquante-six soixante-dix-huit",
      leaked: ["zéro six douze trente-quatre cinquante-six soixante-dix-huit"],
    },
    {
      text: "mon numéro : zéro sept, quatre-vingt-un, vingt-deux, quarante-cinq, soixante-trois",
      leaked: ["zéro sept, quatre-vingt-un, vingt-deux, quarante-cinq, soixante-trois"],
    },
    {
      text: "Zéro six, un deux, trois quatre, cinq six, sept huit. Voilà !",
      leaked: ["Zéro six, un deux, trois quatre, cinq six, sept huit"],
    },
    {
      text: "c'est le zero six quatre cinq sept huit un deux neuf zero",
      leaked: ["zero six quatre cinq sept huit un deux neuf zero"],
    },
    {
      text: "06 douze 34 cinquante-six 78, tu m'appelles ce soir ?",
      leaked: ["06 douze 34 cinquante-six 78"],
    },
    {
      text: "Mon tel zéro-six-dix-neuf-vingt-huit-trente-sept-quarante-six",
      leaked: ["zéro-six-dix-neuf-vingt-huit-trente-sept-quarante-six"],
    },
    {
      text: "Notez : zéro un, quarante-deux, soixante-huit, cinquante-trois, zéro zéro",
      leaked: ["zéro un, quarante-deux, soixante-huit, cinquante-trois, zéro zéro"],
    },
    { text: "appelez le 0 6 1 2 3 4 5 6 7 8", leaked: ["0 6 1 2 3 4 5 6 7 8"] },

    // Adresses e-mail
    { text: "Mon mail : julien.martin@orange.fr", leaked: ["julien.martin@orange.fr"] },
    {
      text: "Envoyez-moi les photos à sophie.dubois75@gmail.com",
      leaked: ["sophie.dubois75@gmail.com"],
    },
    {
      text: "écris moi sur mon adresse : thomas point bernard arobase gmail point com",
      leaked: ["thomas point bernard arobase gmail point com"],
    },
    {
      text: "mon adresse c'est lucie.moreau arobase free.fr",
      leaked: ["lucie.moreau arobase free.fr"],
    },
    {
      text: "Contact : antenne-sat (at) wanadoo (point) fr",
      leaked: ["antenne-sat (at) wanadoo (point) fr"],
    },
    {
      text: "mail = pierre.lefebvre chez laposte point net",
      leaked: ["pierre.lefebvre chez laposte point net"],
    },
    {
      text: "Adresse mail : nicolas_roux@hotmail.fr merci de m'envoyer le devis",
      leaked: ["nicolas_roux@hotmail.fr"],
    },
    {
      text: "Mon e-mail c'est camille arobase sfr point fr",
      leaked: ["camille arobase sfr point fr"],
    },
    {
      text: "Ecrivez moi à contact@installation-starlink-bretagne.fr",
      leaked: ["contact@installation-starlink-bretagne.fr"],
    },
    {
      text: "m.girard [at] outlook [point] fr pour la facture",
      leaked: ["m.girard [at] outlook [point] fr"],
    },

    // Sites et liens
    {
      text: "Mes réalisations sont sur www.pose-parabole-normandie.fr",
      leaked: ["www.pose-parabole-normandie.fr"],
    },
    {
      text: "Réservez directement sur https://calendly.com/antoine-sat",
      leaked: ["https://calendly.com/antoine-sat"],
    },
    {
      text: "Voir mon site : sat-install-alsace.fr, moins cher qu'ici",
      leaked: ["sat-install-alsace.fr"],
    },
    { text: "tout est sur monsite point fr", leaked: ["monsite point fr"] },

    // Messageries : liens, pseudos, invitations
    { text: "Ajoute-moi sur WhatsApp, je t'envoie les photos du toit", leaked: ["WhatsApp"] },
    { text: "On continue sur WhatsApp ? C'est plus pratique.", leaked: ["WhatsApp"] },
    { text: "Écris-moi sur Telegram : @karim_antennes", leaked: ["Telegram : @karim_antennes"] },
    { text: "mon insta c'est @paraboles_lyon", leaked: ["insta c'est @paraboles_lyon"] },
    { text: "Tu as WhatsApp ? Ce serait plus simple pour les photos", leaked: ["WhatsApp"] },
    { text: "Vous avez Signal ? Je préfère parler là-bas", leaked: ["Signal"] },
    { text: "wa.me/33612345678 cliquez ici", leaked: ["wa.me/33612345678"] },
    { text: "Passons sur Messenger, je m'appelle Julien Sat sur Facebook", leaked: ["Messenger"] },
    {
      text: "Envoie-moi un message sur Insta : pose.starlink.paca",
      leaked: ["Insta : pose.starlink.paca"],
    },
    { text: "Mon Snap : antoine_sat33", leaked: ["Snap : antoine_sat33"] },
    { text: "Contacte moi par whatsapp stp", leaked: ["whatsapp"] },
    { text: "t.me/installateur_sat_nord", leaked: ["t.me/installateur_sat_nord"] },
    { text: "Suivez-moi sur Instagram @la_parabole_du_sud", leaked: ["@la_parabole_du_sud"] },
    {
      text: "On se parle sur Whatsapp, c'est le même numéro que sur l'annonce",
      leaked: ["Whatsapp"],
    },

    // Mélanges
    {
      text: "Mail : anne.petit@yahoo.fr ou tel 06 71 23 45 89",
      leaked: ["anne.petit@yahoo.fr", "06 71 23 45 89"],
    },
    { text: "Whatsapp : 06 44 55 66 77", leaked: ["06 44 55 66 77"] },
    {
      text: "Je vous laisse mon numéro 06 20 30 40 50 et mon mail jm.sat@gmail.com",
      leaked: ["06 20 30 40 50", "jm.sat@gmail.com"],
    },
    { text: "appelle moi au 06 seize 23 quarante 18 ok ?", leaked: ["06 seize 23 quarante 18"] },
  ],
  clean: [
    // Dates, heures
    "Bonjour, je peux passer le 12/03/2025 entre 8h et 12h.",
    "Le rendez-vous du 14 mars à 14h30 vous convient ?",
    "Je serai là vers 9h15, le portail sera ouvert.",
    "On peut décaler au lundi 17/03 ? Même heure, 10h00.",
    "Nous sommes absents du 01/04 au 15/04.",
    "Créneau possible : mardi de 13h30 à 17h.",
    "L'intervention dure environ 3 heures, je commence à 8h.",
    "Le 28/02/2025 à 9h30 c'est parfait pour moi.",
    "Je finis le chantier précédent vers 11h45, j'arrive ensuite.",
    "Disponible le 3, le 5 ou le 6 mai, après 14 h.",

    // Adresses et codes postaux
    "L'adresse : 12 rue de la République, 69002 Lyon.",
    "C'est au 45 bis avenue Jean Jaurès, 75019 Paris, 3e étage, porte 32.",
    "Maison au 7 chemin des Vignes, 33120 Arcachon.",
    "Résidence Les Pins, bâtiment B, appartement 214, 13008 Marseille.",
    "Code d'accès de l'immeuble : 4521B, interphone Dupont.",
    "Je suis à 31000 Toulouse, le code postal de la maison de campagne c'est 31290.",
    "Rue du Marché 14, 1204 Genève – c'est une maison mitoyenne.",
    "Lieu-dit Le Bourg, 22300 Lannion, la maison en pierre après l'église.",
    "Chaussée de Waterloo 1234, 1180 Uccle (Bruxelles).",
    "Nous habitons au 3 impasse des Lilas, 67000 Strasbourg, portail vert.",

    // Prix
    "Le devis total fait 1 234,50 € TTC, ça me va.",
    "Votre offre à 450 € est correcte, la pose comprise ?",
    "Le kit Starlink m'a coûté 349 €, plus 75 € de livraison.",
    "Un supplément de 120,00 € pour le mât, c'est ok.",
    "Le budget max c'est 1.500 euros pour tout.",
    "En Suisse le matériel est à 899 CHF, j'ai déjà acheté.",
    "Acompte de 30 % soit 370,35 €, le reste à la fin.",
    "Prix : 2 450,00 € HT, TVA 20 % en plus.",

    // Matériel, modèles
    "J'ai le kit Starlink Standard V4, référence UTA-231.",
    "C'est une antenne Gen 3, le routeur UTR-232 est dans le salon.",
    "Il faudra un mât de 2 m et un support mural 45°.",
    "Câble de 25 m fourni, il m'en faudrait peut-être 45 m.",
    "Ma vieille parabole Astra 19,2°E reste en place ?",
    "Le routeur affiche 192.168.1.1 et le débit est de 150 Mbit/s.",
    "Firmware 2024.05.10.mr36589 d'après l'appli.",
    "Le toit est en tuiles, pente 35°, hauteur 7,5 m.",

    // Références
    "Commande n° 123456789, livrée hier.",
    "N° de commande : FR-2025-004512 si besoin pour la garantie.",
    "Ma facture n° 2025-0412 est dans l'espace client.",
    "Numéro de série du kit : 2DWC12345678.",
    "Dossier 45871236 chez l'assurance pour la tempête.",
    "Référence du support : 01518250-001.",

    // Conversation normale avec des nombres en lettres
    "Il faudra deux ou trois supports, je pense.",
    "On sera trois ou quatre personnes à la maison ce jour-là.",
    "Un, deux, trois essais et toujours pas de signal dans le jardin.",
    "J'ai vu votre profil, cinq étoiles, bravo !",
    "Le signal est bon côté sud, mauvais côté nord.",
    "Je n'ai pas WhatsApp, on continue ici.",
    "Je vous ai trouvé sur Instagram, beau travail !",
    "Vous avez reçu le mail de confirmation de Starlink ?",
    "Merci, à jeudi ! Je laisserai la clé au voisin du 12.",
    "Le chien est gentil, sonnez deux fois.",
    "La facture au nom de M. Martin, SARL Martin & Fils, svp.",
    "Escalier C, 2e étage gauche, ascenseur en panne.",
    "Prévoir une échelle de 6 m, la gouttière est à 5,80 m.",
    "Il y a 30 m entre la maison et le garage.",
    "Température prévue : 3 °C, pas de pluie.",
    "Ma fille de 12 ans sera là, mon mari rentre à 18h.",
    "J'ai 2 box : une Freebox et une Livebox, on garde laquelle ?",
    "Le numéro de la maison est peint sur la boîte aux lettres : 27.",
  ],
};
