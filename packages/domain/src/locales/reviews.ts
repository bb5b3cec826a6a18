import {
  LEAD_REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from "../constants";
import type { Translation } from "../i18n/catalogue";
import type { reviewMessages } from "../reviews/review-messages";

/* The catalogue's `reviews` section (issue 25) in each language Uplink speaks besides English. */

type ReviewMessages = Translation<typeof reviewMessages>;

const MIN = REVIEW_TEXT_MIN_LENGTH;
const MAX = REVIEW_TEXT_MAX_LENGTH;

export const deReviews: ReviewMessages = {
  ratingInvalid: "Bitte vergeben Sie 1 bis 5 Sterne",
  textLength: `Bitte schreiben Sie zwischen ${MIN} und ${MAX} Zeichen`,
  replyRequired: "Bitte schreiben Sie eine Antwort",
  replyTooLong: `Die Antwort darf höchstens ${REVIEW_REPLY_MAX_LENGTH} Zeichen lang sein`,
  hideReasonRequired: "Bitte geben Sie an, warum die Bewertung ausgeblendet wird",
  hideReasonTooLong: `Die Begründung darf höchstens ${LEAD_REASON_MAX_LENGTH} Zeichen lang sein`,
  notYetApproved: "Diese Anfrage kann bewertet werden, sobald der Kunde die Arbeit abgenommen hat.",
  partiesOnly: "Nur der Kunde und der Installateur dieser Anfrage können sie bewerten.",
  alreadyReviewed: "Sie haben diese Anfrage bereits bewertet.",
  windowClosed: "Die Frist für eine Bewertung dieser Anfrage ist abgelaufen.",
  replyOwnOnly: "Nur der bewertete Installateur kann auf diese Bewertung antworten.",
  alreadyReplied: "Sie haben auf diese Bewertung bereits geantwortet.",
  revealedMail: {
    subject: (title) => `Ihre Bewertung für ${title}`,
    body: (rating) =>
      `Die Bewertung über Sie zu diesem Auftrag ist jetzt sichtbar. Sie wurden mit ${rating} von 5 bewertet.`,
  },
  radiusRange: "Der Umkreis muss eine ganze Zahl von 0 bis 500 Kilometern sein",
  unknownTown: (town) =>
    `Den Ort „${town}“ haben wir nicht gefunden. Bitte prüfen Sie Schreibweise und Land.`,
  hiddenActivity: (actor, reason) => `${actor} hat eine Bewertung ausgeblendet: ${reason}`,
};

export const frReviews: ReviewMessages = {
  ratingInvalid: "Veuillez donner une note de 1 à 5\u00a0étoiles",
  textLength: `Veuillez écrire entre ${MIN} et ${MAX}\u00a0caractères`,
  replyRequired: "Veuillez écrire une réponse",
  replyTooLong: `La réponse ne doit pas dépasser ${REVIEW_REPLY_MAX_LENGTH}\u00a0caractères`,
  hideReasonRequired: "Veuillez indiquer pourquoi l’avis est masqué",
  hideReasonTooLong: `Le motif ne doit pas dépasser ${LEAD_REASON_MAX_LENGTH}\u00a0caractères`,
  notYetApproved: "Cette demande pourra être évaluée une fois les travaux validés par le client.",
  partiesOnly: "Seuls le client et l’installateur de cette demande peuvent l’évaluer.",
  alreadyReviewed: "Vous avez déjà évalué cette demande.",
  windowClosed: "Le délai pour évaluer cette demande est écoulé.",
  replyOwnOnly: "Seul l’installateur concerné par un avis peut y répondre.",
  alreadyReplied: "Vous avez déjà répondu à cet avis.",
  revealedMail: {
    subject: (title) => `Votre avis pour ${title}`,
    body: (rating) =>
      `L’avis vous concernant pour ce chantier est désormais visible. Vous avez reçu la note de ${rating} sur 5.`,
  },
  radiusRange: "Le rayon doit être un nombre entier de kilomètres entre 0 et 500",
  unknownTown: (town) =>
    `Nous n’avons pas trouvé la localité «\u00a0${town}\u00a0». Vérifiez son orthographe et le pays.`,
  hiddenActivity: (actor, reason) => `${actor} a masqué un avis\u00a0: ${reason}`,
};

export const esReviews: ReviewMessages = {
  ratingInvalid: "Da una valoración de 1 a 5 estrellas",
  textLength: `Escribe entre ${MIN} y ${MAX} caracteres`,
  replyRequired: "Escribe una respuesta",
  replyTooLong: `La respuesta puede tener como máximo ${REVIEW_REPLY_MAX_LENGTH} caracteres`,
  hideReasonRequired: "Indica por qué se oculta la reseña",
  hideReasonTooLong: `El motivo puede tener como máximo ${LEAD_REASON_MAX_LENGTH} caracteres`,
  notYetApproved: "Esta solicitud se puede valorar cuando el cliente haya aprobado el trabajo.",
  partiesOnly: "Solo el cliente y el instalador de esta solicitud pueden valorarla.",
  alreadyReviewed: "Ya has valorado esta solicitud.",
  windowClosed: "El plazo para valorar esta solicitud ha terminado.",
  replyOwnOnly: "Solo el instalador al que se refiere una reseña puede responderla.",
  alreadyReplied: "Ya has respondido a esta reseña.",
  revealedMail: {
    subject: (title) => `Tu reseña de ${title}`,
    body: (rating) =>
      `La reseña sobre ti de este trabajo ya es visible. Te han valorado con ${rating} de 5.`,
  },
  radiusRange: "El radio debe ser un número entero de kilómetros entre 0 y 500",
  unknownTown: (town) =>
    `No hemos encontrado la localidad «${town}». Comprueba cómo se escribe y el país.`,
  hiddenActivity: (actor, reason) => `${actor} ocultó una reseña: ${reason}`,
};

export const itReviews: ReviewMessages = {
  ratingInvalid: "Dai un voto da 1 a 5 stelle",
  textLength: `Scrivi tra ${MIN} e ${MAX} caratteri`,
  replyRequired: "Scrivi una risposta",
  replyTooLong: `La risposta può contenere al massimo ${REVIEW_REPLY_MAX_LENGTH} caratteri`,
  hideReasonRequired: "Indica perché la recensione viene nascosta",
  hideReasonTooLong: `Il motivo può contenere al massimo ${LEAD_REASON_MAX_LENGTH} caratteri`,
  notYetApproved: "Questa richiesta si può recensire dopo che il cliente ha approvato il lavoro.",
  partiesOnly: "Solo il cliente e l'installatore di questa richiesta possono recensirla.",
  alreadyReviewed: "Hai già recensito questa richiesta.",
  windowClosed: "Il tempo per recensire questa richiesta è scaduto.",
  replyOwnOnly: "Solo l'installatore a cui si riferisce una recensione può rispondere.",
  alreadyReplied: "Hai già risposto a questa recensione.",
  revealedMail: {
    subject: (title) => `La tua recensione per ${title}`,
    body: (rating) =>
      `La recensione su di te per questo lavoro è ora visibile. Hai ricevuto ${rating} su 5.`,
  },
  radiusRange: "Il raggio deve essere un numero intero di chilometri da 0 a 500",
  unknownTown: (town) =>
    `Non abbiamo trovato la località "${town}". Controlla come è scritta e il paese.`,
  hiddenActivity: (actor, reason) => `${actor} ha nascosto una recensione: ${reason}`,
};

export const plReviews: ReviewMessages = {
  ratingInvalid: "Wystaw ocenę od 1 do 5 gwiazdek",
  textLength: `Napisz od ${MIN} do ${MAX} znaków`,
  replyRequired: "Napisz odpowiedź",
  replyTooLong: `Odpowiedź może mieć najwyżej ${REVIEW_REPLY_MAX_LENGTH} znaków`,
  hideReasonRequired: "Podaj, dlaczego opinia jest ukrywana",
  hideReasonTooLong: `Powód może mieć najwyżej ${LEAD_REASON_MAX_LENGTH} znaków`,
  notYetApproved: "To zlecenie można ocenić, gdy klient zatwierdzi pracę.",
  partiesOnly: "Tylko klient i instalator tego zlecenia mogą je ocenić.",
  alreadyReviewed: "To zlecenie zostało już przez Ciebie ocenione.",
  windowClosed: "Czas na ocenę tego zlecenia minął.",
  replyOwnOnly: "Na opinię może odpowiedzieć tylko instalator, którego dotyczy.",
  alreadyReplied: "Na tę opinię już odpowiedziano.",
  revealedMail: {
    subject: (title) => `Twoja opinia dotycząca: ${title}`,
    body: (rating) =>
      `Opinia o Tobie dotycząca tego zlecenia jest już widoczna. Otrzymano ocenę ${rating} na 5.`,
  },
  radiusRange: "Promień musi być liczbą całkowitą kilometrów od 0 do 500",
  unknownTown: (town) => `Nie znaleźliśmy miejscowości „${town}”. Sprawdź pisownię i kraj.`,
  hiddenActivity: (actor, reason) => `${actor} ukrył(a) opinię: ${reason}`,
};
