import type { Translation } from "../i18n/catalogue";
import type { trustMessages } from "../reviews/trust-messages";

/* The catalogue's `trust` section (issue 25) in each language Uplink speaks besides English. */

type TrustMessages = Translation<typeof trustMessages>;

export const deTrust: TrustMessages = {
  bioLeakAlert: (installer) => `Kontaktdaten aus der Profilbeschreibung von ${installer} entfernt`,
  inviteNotNew: "Ein Installateur kann nur eingeladen werden, solange die Anfrage offen ist.",
  alreadyInvited:
    "Sie haben diesen Installateur bereits zu einem Angebot für diese Anfrage eingeladen.",
  inviteMail: {
    subject: (title) => `Einladung zu einem Angebot: ${title}`,
    body: (customer, title) =>
      `${customer} lädt Sie ein, ein Angebot für die Anfrage „${title}“ abzugeben. Nehmen Sie sie wie gewohnt an oder machen Sie ein Angebot.`,
    action: "Anfrage öffnen",
  },
  inviteNotice: (customer, title, url) =>
    `${customer} lädt Sie zu einem Angebot für „${title}“ ein: ${url}`,
};

export const frTrust: TrustMessages = {
  bioLeakAlert: (installer) => `Coordonnées retirées de la présentation du profil de ${installer}`,
  inviteNotNew:
    "Un installateur ne peut être invité à faire une offre que tant que la demande est ouverte.",
  alreadyInvited: "Vous avez déjà invité cet installateur à faire une offre pour cette demande.",
  inviteMail: {
    subject: (title) => `Invitation à faire une offre\u00a0: ${title}`,
    body: (customer, title) =>
      `${customer} vous invite à faire une offre pour sa demande «\u00a0${title}\u00a0». Acceptez-la ou faites une offre comme d’habitude.`,
    action: "Ouvrir la demande",
  },
  inviteNotice: (customer, title, url) =>
    `${customer} vous invite à faire une offre pour «\u00a0${title}\u00a0»\u00a0: ${url}`,
};

export const esTrust: TrustMessages = {
  bioLeakAlert: (installer) =>
    `Se han eliminado datos de contacto de la presentación del perfil de ${installer}`,
  inviteNotNew:
    "Solo se puede invitar a un instalador a presupuestar mientras la solicitud esté abierta.",
  alreadyInvited: "Ya has invitado a este instalador a presupuestar esta solicitud.",
  inviteMail: {
    subject: (title) => `Te invitan a presupuestar: ${title}`,
    body: (customer, title) =>
      `${customer} te invita a presupuestar su solicitud «${title}». Acéptala o haz una oferta como siempre.`,
    action: "Abrir la solicitud",
  },
  inviteNotice: (customer, title, url) => `${customer} te invita a presupuestar «${title}»: ${url}`,
};

export const itTrust: TrustMessages = {
  bioLeakAlert: (installer) =>
    `Dati di contatto rimossi dalla presentazione del profilo di ${installer}`,
  inviteNotNew:
    "Un installatore può essere invitato a fare un’offerta solo finché la richiesta è aperta.",
  alreadyInvited: "Hai già invitato questo installatore a fare un’offerta per questa richiesta.",
  inviteMail: {
    subject: (title) => `Invito a fare un’offerta: ${title}`,
    body: (customer, title) =>
      `${customer} ti invita a fare un’offerta per la richiesta “${title}”. Accettala o fai un’offerta come di consueto.`,
    action: "Apri la richiesta",
  },
  inviteNotice: (customer, title, url) =>
    `${customer} ti invita a fare un’offerta per “${title}”: ${url}`,
};

export const plTrust: TrustMessages = {
  bioLeakAlert: (installer) => `Usunięto dane kontaktowe z opisu profilu – autor: ${installer}`,
  inviteNotNew: "Instalatora można zaprosić do wyceny tylko wtedy, gdy zlecenie jest otwarte.",
  alreadyInvited: "Ten instalator został już zaproszony do wyceny tego zlecenia.",
  inviteMail: {
    subject: (title) => `Zaproszenie do wyceny: ${title}`,
    body: (customer, title) =>
      `${customer} zaprasza do wyceny zlecenia „${title}”. Przyjmij je lub złóż ofertę jak zwykle.`,
    action: "Otwórz zlecenie",
  },
  inviteNotice: (customer, title, url) =>
    `${customer} zaprasza do wyceny zlecenia „${title}”: ${url}`,
};
