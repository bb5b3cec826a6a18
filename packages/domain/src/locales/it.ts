import {
  DELETE_ACCOUNT_CODE_LENGTH,
  DELETE_ACCOUNT_CODE_TTL_MS,
  EMAIL_MAX_LENGTH,
  EMAIL_VERIFICATION_TTL_MS,
  HOSTED_LINK_TTL_MS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  MAX_PHOTO_MEGAPIXELS,
  MIN_PHOTO_HEIGHT,
  MIN_PHOTO_WIDTH,
  PASSWORD_RESET_TTL_MS,
  PHONE_MAX_LENGTH,
  ADDRESS_TEXT_MAX_LENGTH,
  BIO_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPLETION_CAPTION_MAX_LENGTH,
  LEAD_DESCRIPTION_MAX_LENGTH,
  LEAD_REASON_MAX_LENGTH,
  OFFER_MESSAGE_MAX_LENGTH,
  SETTLEMENT_NOTE_MAX_LENGTH,
  LEAD_TITLE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  REVISION_FEEDBACK_MAX_LENGTH,
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from "../constants";
import type { LeadStatus } from "../enums";
import { plural as form } from "../i18n/plural";
import type { LeadOperation, MessageCatalogue } from "../messages";
import { itPayments } from "./payments";
import { itMoney } from "./money";
import { itReviews } from "./reviews";
import { itTrust } from "./trust";

/*
 * The Italian catalogue (informal "tu", as Italian consumer apps write). Terms used
 * throughout: richiesta (request/lead), lavoro (job), installatore, cliente, deposito di
 * garanzia (escrow), versare (release), rimborsare (refund), contestazione (dispute),
 * offerta, revisione, sul posto, foto di fine lavori, risolvere (settle).
 */

/** Euros as Italian writes them: "1234 €", "89,50 €" (whole euros without cents). */
const eur = (euros: number): string =>
  new Intl.NumberFormat("it-IT", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(euros);

/** "1 ora" / "24 ore". */
const hours = (milliseconds: number): string => {
  const count = milliseconds / (60 * 60 * 1000);
  return plural(count, "ora", "ore");
};

/** "1 minuto" / "15 minuti". */
const minutes = (milliseconds: number): string => {
  const count = milliseconds / (60 * 1000);
  return plural(count, "minuto", "minuti");
};

/** A count with its noun in the singular or the plural: "1 giorno", "3 giorni". */
function plural(count: number, one: string, other: string): string {
  return `${count} ${form("it", count, { one, other })}`;
}

/** A request's status as the status badges of the web app name it. */
const statusNames: Record<LeadStatus, string> = {
  NEW: "Nuova",
  ACCEPTED: "Accettata",
  ON_SITE: "Sul posto",
  DONE: "Completata",
  APPROVED: "Approvata",
  REVISION: "In revisione",
  CANCELLED: "Annullata",
  DISPUTED: "Contestata",
};

const inStatus = (status: LeadStatus): string =>
  `Questa richiesta è nello stato “${statusNames[status]}”`;

const validation = {
  emailRequired: "L'email è obbligatoria",
  emailInvalid: "Inserisci un indirizzo email valido",
  passwordRequired: "La password è obbligatoria",
  deleteAccountCodeInvalid: `Inserisci il codice di ${DELETE_ACCOUNT_CODE_LENGTH} cifre ricevuto via email`,
  currentPasswordRequired: "La password attuale è obbligatoria",
  passwordMin: "La password deve contenere almeno 8 caratteri",
  confirmPasswordRequired: "Conferma la password",
  passwordsDontMatch: "Le password non corrispondono",
  passwordsDoNotMatch: "Le password non corrispondono",
  firstNameRequired: "Il nome è obbligatorio",
  lastNameRequired: "Il cognome è obbligatorio",
  roleRequired: "Seleziona il tuo ruolo",
  usernameRequired: "Il nome utente è obbligatorio",
  firstNameTooLong: `Il nome può contenere al massimo ${NAME_MAX_LENGTH} caratteri`,
  lastNameTooLong: `Il cognome può contenere al massimo ${NAME_MAX_LENGTH} caratteri`,
  emailTooLong: `L'email può contenere al massimo ${EMAIL_MAX_LENGTH} caratteri`,
  phoneInvalid: "Inserisci un numero di telefono valido",
  phoneTooLong: `Il numero di telefono può contenere al massimo ${PHONE_MAX_LENGTH} caratteri`,
  passwordTooLong: `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri`,
  usernameTooLong: `Il nome utente può contenere al massimo ${EMAIL_MAX_LENGTH} caratteri`,
  missingVerificationToken: "Nessun token di verifica trovato nell'URL.",
  missingResetToken: "Nessun token di reimpostazione trovato nell'URL.",
  missingLinkAccountToken: "Nessun token di conferma trovato nell'URL.",
  titleRequired: "Il titolo è obbligatorio",
  addressRequired: "L'indirizzo è obbligatorio",
  cityRequired: "La città è obbligatoria",
  postalCodeRequired: "Il CAP è obbligatorio",
  countryRequired: "Seleziona un Paese",
  postalCodeFormat: (country: string, example: string): string =>
    `Inserisci un CAP nel formato ${example} (${country})`,
  phoneInvalidForCountry: (country: string): string =>
    `Inserisci un numero di telefono valido per questo Paese (${country})`,
  startDateRequired: "La data di inizio è obbligatoria",
  endDateRequired: "La data di fine è obbligatoria",
  dateInvalid: "Inserisci una data valida",
  endDateBeforeStart: "La data di fine non può essere precedente alla data di inizio",
  timeRangeRequired: "La fascia oraria è obbligatoria",
  descriptionRequired: "La descrizione è obbligatoria",
  descriptionMin: "La descrizione deve contenere almeno 10 caratteri",
  messageRequired: "Scrivi un messaggio",
  chatMessageTooLong: "Il messaggio può contenere al massimo 2000 caratteri",
  adminMessageTooLong: "Il messaggio può contenere al massimo 5000 caratteri",
  feedbackRequired: "Descrivi cosa va rivisto",
  reasonRequired: "Indica un motivo",
  reasonTooLong: `Il motivo può contenere al massimo ${LEAD_REASON_MAX_LENGTH} caratteri`,
  offerMessageTooLong: `Il messaggio può contenere al massimo ${OFFER_MESSAGE_MAX_LENGTH} caratteri`,
  settlementNoteRequired: "Spiega il motivo della risoluzione",
  settlementNoteTooLong: `La nota può contenere al massimo ${SETTLEMENT_NOTE_MAX_LENGTH} caratteri`,
  settlementEurosRequired: "Inserisci la quota dell'installatore per la divisione",
  settlementEurosNotAllowed: "La quota dell'installatore si indica solo per una divisione",
  photoTooLarge: "Ogni foto può pesare al massimo 10 MB",
  photosTooMany: "Carica al massimo 10 foto alla volta",
  photoUploadUnknown:
    "Questo caricamento di foto è sconosciuto, scaduto o già usato. Aggiungi di nuovo la foto.",
  idInvalid: "Questo ID non è valido",
  valueInvalid: "Inserisci un prezzo tra 0,01 e 1.000.000 euro",
  textMessageOnly: "Si possono inviare solo messaggi di testo",
  cursorInvalid: "Il cursore deve essere l'ID di un messaggio",
  companyNameRequired: "Il nome dell'azienda è obbligatorio",
  serviceRadiusRange: "Il raggio d'azione deve essere un numero intero tra 1 e 500 km",
  titleTooLong: `Il titolo può contenere al massimo ${LEAD_TITLE_MAX_LENGTH} caratteri`,
  descriptionTooLong: `La descrizione può contenere al massimo ${LEAD_DESCRIPTION_MAX_LENGTH} caratteri`,
  specialRequirementsTooLong: `I requisiti particolari possono contenere al massimo ${SPECIAL_REQUIREMENTS_MAX_LENGTH} caratteri`,
  feedbackTooLong: `Le indicazioni per la revisione possono contenere al massimo ${REVISION_FEEDBACK_MAX_LENGTH} caratteri`,
  streetTooLong: `Via e numero civico possono contenere al massimo ${STREET_MAX_LENGTH} caratteri`,
  cityTooLong: `La città può contenere al massimo ${CITY_MAX_LENGTH} caratteri`,
  postalCodeTooLong: `Il CAP può contenere al massimo ${POSTAL_CODE_MAX_LENGTH} caratteri`,
  addressTooLong: `L'indirizzo può contenere al massimo ${ADDRESS_TEXT_MAX_LENGTH} caratteri`,
  captionTooLong: `La didascalia può contenere al massimo ${COMPLETION_CAPTION_MAX_LENGTH} caratteri`,
  companyNameTooLong: `Il nome dell'azienda può contenere al massimo ${COMPANY_NAME_MAX_LENGTH} caratteri`,
  bioTooLong: `La presentazione può contenere al massimo ${BIO_MAX_LENGTH} caratteri`,
  controlCharacters: "Questo campo non può contenere caratteri di controllo",
};

const errors = {
  fetchUserFailed: "Impossibile caricare l'utente",
  invalidCredentials: "Email o password non validi",
  createAccountFailed: "Impossibile creare l'account",
  invalidAdminCredentials: "Credenziali di amministratore non valide.",
  approveInstallerFailed: "Impossibile approvare l'installatore",
  rejectInstallerFailed: "Impossibile rifiutare l'installatore",
  sendMessageFailed: "Impossibile inviare il messaggio",
  deleteLeadFailed: "Impossibile eliminare la richiesta",
  emailVerificationFailed:
    "Verifica dell'email non riuscita. Il link potrebbe essere scaduto o non valido.",
  createRequestFailed: "Impossibile creare la richiesta di installazione",
  updateRequestFailed: "Impossibile aggiornare la richiesta di installazione",
  deleteRequestFailed: "Impossibile eliminare la richiesta",
  resolveAlertFailed: "Impossibile risolvere l'avviso",
  leadDetailAccessDenied: "Puoi vedere i dettagli solo dopo aver accettato il lavoro.",
  photoUploadFailed: "Impossibile caricare la foto. Riprova.",
  photoVerificationFailed: "Impossibile verificare la foto. Riprova.",
  photoRejected: "La foto non soddisfa i requisiti per la verifica dell'immobile.",
  completionPhotosRequired: "Carica almeno 3 foto che mostrano il lavoro completato",
  propertyPhotoRequired: "Carica almeno una foto dell'immobile",
  invalidFile: "Carica solo file immagine",
  clerkDisabled: "Rilevato un errore di Clerk: le funzioni di Clerk vengono disattivate",
};

const toastTitles = {
  error: "Errore",
  signInFailed: "Accesso non riuscito",
  signUpFailed: "Registrazione non riuscita",
  accessDenied: "Accesso negato",
  uploadError: "Errore di caricamento",
  verificationFailed: "Verifica non riuscita",
  photoRejected: "Foto rifiutata",
  photosRequired: "Foto obbligatorie",
  invalidFile: "File non valido",
};

const toasts = {
  welcomeBack: { title: "Ti diamo il bentornato!" },
  accountCreated: { title: "Account creato!" },
  adminAccessGranted: { title: "Accesso da amministratore consentito" },
  installerApproved: { title: "Installatore approvato" },
  installerRejected: { title: "Installatore rifiutato" },
  messageSent: { title: "Messaggio inviato" },
  leadDeleted: { title: "Richiesta eliminata" },
  leadAccepted: { title: "Lavoro accettato" },
  markedOnSite: { title: "Arrivo sul posto segnalato" },
  jobMarkedComplete: { title: "Lavoro segnato come completato" },
  jobApproved: {
    title: "Lavoro approvato",
    message: "Il pagamento è stato versato all'installatore.",
  },
  revisionRequested: { title: "Revisione richiesta" },
  requestCancelled: { title: "Richiesta annullata" },
  jobWithdrawn: {
    title: "Hai rinunciato al lavoro",
    message:
      "Il pagamento del cliente è stato rimborsato e la richiesta è di nuovo aperta ad altri installatori.",
  },
  disputeOpened: {
    title: "Contestazione aperta",
    message: "Un amministratore esaminerà il lavoro. Fino ad allora il pagamento resta trattenuto.",
  },
  offerSent: {
    title: "Offerta inviata",
    message: "Il cliente decide se accettarla. Non si paga nulla finché non la accetta.",
  },
  offerWithdrawn: { title: "Offerta ritirata" },
  offerAccepted: {
    title: "Offerta accettata",
    message:
      "L'installatore è stato assegnato alla tua richiesta. Il pagamento resta nel deposito di garanzia finché non approvi il lavoro finito.",
  },
  requestDeleted: { title: "Richiesta eliminata" },
  alertResolved: { title: "Avviso risolto" },
  photoAdded: { title: "Foto aggiunta" },
  requestPosted: { title: "Richiesta di installazione pubblicata" },
  requestUpdated: { title: "Richiesta di installazione aggiornata" },

  signInFailed: { title: toastTitles.signInFailed, message: errors.invalidCredentials },
  signUpFailed: { title: toastTitles.signUpFailed, message: errors.createAccountFailed },
  adminLoginFailed: { title: toastTitles.accessDenied, message: errors.invalidAdminCredentials },
  leadDetailAccessDenied: {
    title: toastTitles.accessDenied,
    message: errors.leadDetailAccessDenied,
  },
  photoUploadFailed: { title: toastTitles.uploadError, message: errors.photoUploadFailed },
  photoVerificationFailed: {
    title: toastTitles.verificationFailed,
    message: errors.photoVerificationFailed,
  },
  photoRejected: { title: toastTitles.photoRejected, message: errors.photoRejected },
  completionPhotosRequired: {
    title: toastTitles.photosRequired,
    message: errors.completionPhotosRequired,
  },
  propertyPhotoRequired: {
    title: toastTitles.photosRequired,
    message: errors.propertyPhotoRequired,
  },
  invalidFile: { title: toastTitles.invalidFile, message: errors.invalidFile },
};

const info = {
  resetLinkSent: "Se esiste un account, ti abbiamo inviato un link per reimpostare la password.",
  passwordUpdated: "La tua password è stata aggiornata.",
  emailVerified:
    "La tua email è stata verificata. Ora il tuo account è in attesa di verifica da parte di un amministratore: ti scriveremo non appena sarà approvato.",
  verificationSent: "Abbiamo inviato un nuovo link di verifica al tuo indirizzo email.",
  emailAlreadyVerified: "Il tuo indirizzo email è già verificato.",
  hostedIdentityLinked:
    "Il tuo account è ora collegato al tuo accesso esterno. D'ora in poi puoi usarlo per accedere.",
  deleteAccountCodeSent:
    "Ti abbiamo inviato un codice via email. Inseriscilo qui sotto per confermare l'eliminazione del tuo account.",
};

/** What cannot be done to a request in its status, after "quindi non è possibile". */
const refusedOperation: Record<LeadOperation, string> = {
  accept: "accettarla",
  markOnSite: "segnalare l'arrivo sul posto",
  submitCompletion: "segnarla come completata",
  approve: "approvarla",
  requestRevision: "chiedere una revisione",
  cancel: "annullarla",
  withdraw: "rinunciarvi",
  dispute: "contestarla",
  makeOffer: "fare un'offerta",
  acceptOffer: "accettare un'offerta",
  settleRelease: "risolverla",
  settleRefund: "risolverla",
  settleSplit: "risolverla",
  autoRelease: "approvarla automaticamente",
  edit: "modificarla",
  delete: "eliminarla",
};

/** An offer's status, after "Questa offerta è". */
const offerStatusNames: Record<string, string> = {
  PENDING: "in attesa",
  ACCEPTED: "già stata accettata",
  DECLINED: "stata rifiutata",
  WITHDRAWN: "stata ritirata",
};

const contactDetailsWarning =
  "Mantieni tutte le comunicazioni su Uplink: i pagamenti e il tuo numero di telefono sono protetti solo qui.";

const server = {
  notSignedIn: "Accedi per continuare.",
  forbidden: "Non hai i permessi per farlo.",
  notFound: "Non trovato.",
  routeNotFound: "Questo percorso dell'API non esiste.",
  rateLimited: "Troppe richieste. Attendi un momento e riprova.",
  invalidInput: "Alcuni campi non sono validi.",
  malformedJson: "Il corpo della richiesta non è un JSON valido.",
  unsupportedMediaType: "Il corpo della richiesta deve essere in formato JSON.",
  payloadTooLarge: "La richiesta è troppo grande.",
  internal: "Qualcosa è andato storto. Riprova.",
  databaseUnavailable: "Il servizio non è al momento disponibile. Riprova tra poco.",
  overloaded: "Il servizio è molto occupato in questo momento. Riprova tra qualche secondo.",
  idempotencyKeyMalformed: "L’intestazione Idempotency-Key deve essere un UUID.",
  idempotencyKeyReused:
    "Questo Idempotency-Key è già stato usato per un altro invio. Invia quello nuovo con una nuova chiave.",
  idempotencyKeyInProgress:
    "Il primo invio con questo Idempotency-Key è ancora in elaborazione. Riprova tra poco.",
  photoUploadInProgress:
    "Un altro caricamento di foto tuo, o dalla tua rete, è ancora in corso. Riprova quando sarà terminato.",
  uploadTooSlow:
    "Il caricamento era troppo lento ed è stato interrotto. Riprova con una connessione più veloce.",
  photoUploadOneFile: 'Invia esattamente una foto, nel campo del modulo "photo".',
  photoUploadMediaType:
    "Invia la foto come multipart/form-data, oppure come corpo image/jpeg o image/png.",
  crossSiteRequest:
    "Questa richiesta proviene da un altro sito web ed è stata rifiutata. Per farlo, usa direttamente Uplink.",
  emailTaken: "Esiste già un account con questa email.",
  invalidOrExpiredLink: "Questo link non è valido o è scaduto.",
  wrongCurrentPassword: "La password attuale non è corretta.",
  sessionNotFound: "Questa sessione è già terminata, oppure non è una delle tue.",
  hostedSignInDisabled: "L'accesso esterno non è configurato.",
  hostedSignInFailed: "Accesso esterno non riuscito. Accedi di nuovo.",
  hostedSignInNotForUs:
    "Questo accesso esterno non è stato rilasciato per Uplink. Accedi di nuovo da questo sito.",
  hostedEmailNotVerified:
    "Il tuo indirizzo email non è verificato presso il provider di accesso esterno. Verificalo lì, poi accedi di nuovo.",
  hostedSignInAdministrator:
    "Gli account amministratore non possono usare l'accesso esterno. Usa l'accesso amministratori con la tua password.",
  hostedLinkConfirmationSent:
    "Esiste già un account con questa email. Per collegarlo al tuo accesso esterno, conferma dall'email che abbiamo appena inviato a quell'indirizzo.",
  hostedIdentityLinkedElsewhere:
    "Questo accesso esterno è già collegato a un altro account, quindi non può essere collegato a questo.",
  passwordConfirmationRequired: "Inserisci la tua password per confermare.",
  deleteAccountCodeRequired: "Inserisci il codice che ti abbiamo inviato via email per confermare.",
  wrongDeleteAccountCode:
    "Questo codice è errato, è scaduto o è già stato usato. Controlla l'email o richiedi un nuovo codice.",
  deleteAccountCodeNeedsNoPassword:
    "Il tuo account ha una password. Conferma l'eliminazione con la tua password.",
  trpcBatchTooLarge: (calls: number, max: number): string =>
    `Questo batch contiene ${plural(calls, "chiamata", "chiamate")}, ma un batch può contenerne al massimo ${max}. Invia le chiamate in batch più piccoli.`,
  passwordInUrl:
    "Una password non deve mai essere inviata in un URL. Inviala invece nell'intestazione X-Confirm-Password.",
  accountHoldsEscrow:
    "Non puoi eliminare il tuo account finché il pagamento di una delle tue richieste è trattenuto nel deposito di garanzia. Riprova quando il lavoro sarà approvato o il pagamento rimborsato.",
  installerNotApproved:
    "Il tuo account installatore deve essere approvato prima che tu possa accettare lavori.",
  installerEmailNotVerified: "Questo installatore non ha ancora verificato il suo indirizzo email.",
  leadHoldsEscrow:
    "Questa richiesta non può essere eliminata finché il suo pagamento è trattenuto nel deposito di garanzia. Riprova quando il lavoro sarà approvato o il pagamento rimborsato.",
  chatClosed: "La chat si apre quando un installatore ha accettato la richiesta.",
  chatClosedIn: (status: LeadStatus): string =>
    `${inStatus(status)}, quindi la chat è chiusa e non si possono inviare nuovi messaggi.`,
  chatPartiesOnly:
    "Solo il cliente e l'installatore di questa richiesta possono scrivere nella sua chat.",
  chatCursorUnknown: "Il cursore non indica un messaggio di questa conversazione.",
  liveStreamsTooMany:
    "Ci sono troppe visualizzazioni in tempo reale aperte contemporaneamente. Chiudi una scheda e riprova.",
  contactDetailsRemoved: `Dall'ultimo messaggio sono stati rimossi dei dati di contatto. ${contactDetailsWarning}`,
  contactDetailsRemovedFromCaptions: `Dalle didascalie delle foto sono stati rimossi dei dati di contatto. ${contactDetailsWarning}`,
  contactDetailsRemovedFromFeedback: `Dalle indicazioni per la revisione sono stati rimossi dei dati di contatto. ${contactDetailsWarning}`,
  /** `place` as contactLeakPlaces names it, with its preposition ("nel titolo"). */
  contactLeakAlert: (sender: string, title: string, place = "in un messaggio"): string =>
    `Dati di contatto rimossi: ${sender} li aveva inseriti ${place} della richiesta “${title}”`,
  contactLeakPlaces: {
    chat_message: "in un messaggio",
    photo_caption: "nella didascalia di una foto",
    revision_feedback: "nelle indicazioni per la revisione",
    lead_title: "nel titolo",
    lead_description: "nella descrizione",
    special_requirements: "nei requisiti particolari",
    lead_reason: "nel motivo di un annullamento, di una rinuncia o di una contestazione",
    offer_message: "nel messaggio di un'offerta",
    review_text: "in una recensione",
    review_reply: "nella risposta a una recensione",
    installer_bio: "nella presentazione del profilo",
  },
  contactDetailsRemovedFromReason: `Dal motivo che hai indicato sono stati rimossi dei dati di contatto. ${contactDetailsWarning}`,
  revisionFeedback: (feedback: string): string => `Le indicazioni del cliente: “${feedback}”`,
  systemLineWithDetails: (line: string, details: string): string => `${line} ${details}`,
  photoTooSmall: "Ogni foto deve misurare almeno 640×480 pixel.",
  photoBlank: "La foto sembra vuota.",
  photosNotDistinct: "Ogni foto di fine lavori deve mostrare qualcosa di diverso.",
  photoUnreadable: "Impossibile leggere la foto. Inviala come data URL o come testo base64.",
  photoTooLarge: (bytes: number): string =>
    `La foto pesa ${new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 }).format(
      Math.ceil((bytes / (1024 * 1024)) * 10) / 10,
    )} MB. ${validation.photoTooLarge}.`,
  photoNotPngOrJpeg:
    "Il file non è un'immagine PNG o JPEG. Usa una foto salvata in formato PNG o JPG.",
  photoDamaged:
    "Il file della foto è danneggiato o incompleto. Caricalo di nuovo o scegli un'altra foto.",
  photoTooManyPixels: (width: number, height: number): string =>
    `La foto è troppo grande da elaborare: ${width}×${height} pixel. Usa una foto di al massimo ${MAX_PHOTO_MEGAPIXELS} megapixel.`,
  photoTooSmallSized: (width: number, height: number): string =>
    `La foto è troppo piccola: ${width}×${height} pixel. Usa una foto di almeno ${MIN_PHOTO_WIDTH}×${MIN_PHOTO_HEIGHT} pixel.`,
  photoLooksBlank: "La foto sembra vuota. Usa una foto che mostri chiaramente il luogo.",
  photoAtPosition: (position: number, reason: string): string => `Foto ${position}: ${reason}`,
  completionPhotoUntitled: (position: number): string => `Foto di fine lavori ${position}`,
  photosLookAlike: (first: number, second: number): string =>
    `Le foto ${first} e ${second} sembrano uguali. Ogni foto di fine lavori deve mostrare qualcosa di diverso.`,
  photosAccepted: (count: number): string =>
    form("it", count, {
      one: "La foto soddisfa i requisiti.",
      other: `Tutte le ${count} foto soddisfano i requisiti.`,
    }),
  escrowAmountInvalid: `L'importo da trattenere nel deposito di garanzia deve essere superiore a ${eur(0)}.`,
  escrowNothingToRelease:
    "Per questa richiesta non c'è alcun pagamento nel deposito di garanzia, quindi non c'è nulla da versare.",
  escrowAlreadyRefunded:
    "Il pagamento di questa richiesta è stato rimborsato al cliente, quindi non può essere versato.",
  escrowNothingToRefund:
    "Per questa richiesta non c'è alcun pagamento nel deposito di garanzia, quindi non c'è nulla da rimborsare.",
  escrowAlreadyReleased:
    "Il pagamento di questa richiesta è già stato versato all'installatore, quindi non può essere rimborsato.",
  paymentRecordedDifferently:
    "Questo pagamento era già stato registrato con importi diversi, quindi non è stato registrato di nuovo.",
  wrongLeadState: (status: LeadStatus, operation: LeadOperation): string =>
    `${inStatus(status)}, quindi non è possibile ${refusedOperation[operation]}.`,
  leadDetailAccessDenied: `${toastTitles.accessDenied}: ${errors.leadDetailAccessDenied}`,
  acceptValueRequired:
    "Questa richiesta non ha ancora un prezzo. Indica il tuo prezzo in euro: verrà inviato al cliente come offerta.",
  acceptValueNotAllowed: (euros: number): string =>
    `Questa richiesta ha già un prezzo di ${eur(euros)}. Accettala senza indicare un prezzo.`,
  startDateInPast: "La data di inizio preferita non può essere nel passato.",
  paymentEventUnverified:
    "L'evento di pagamento è stato rifiutato: la sua firma manca, è errata o è troppo vecchia.",
  paymentNotHeld:
    "Il cliente non ha ancora pagato questo lavoro: potrai segnarti sul posto quando il pagamento sarà trattenuto.",
  installerProfileMissing: "Non hai ancora configurato il tuo profilo da installatore.",
  paymentCaptureNotDue: (status: LeadStatus): string =>
    `${inStatus(status)}: il pagamento viene trattenuto nel deposito di garanzia solo dopo che un installatore l'ha accettata.`,
  paymentReleaseNotDue: (status: LeadStatus): string =>
    `${inStatus(status)}: il pagamento viene versato solo dopo che il cliente ha approvato il lavoro.`,
  cancelAfterInstallerArrived: (status: LeadStatus): string =>
    `${inStatus(status)}: l'installatore è già sul posto, quindi non può essere annullata. Se qualcosa non va nel lavoro, apri una contestazione quando sarà segnato come completato.`,
  reasonGiven: (reason: string): string => `Il motivo indicato: “${reason}”`,
  revisionAfterRelease:
    "È stata chiesta una revisione dopo che il pagamento era già stato versato all'installatore.",
  offerOnPricedLead: (euros: number): string =>
    `Questa richiesta ha già un prezzo di ${eur(euros)}. Accettala a quel prezzo invece di fare un'offerta.`,
  offerNotPending: (status: string, operation: "accepted" | "withdrawn"): string =>
    `Questa offerta è ${offerStatusNames[status] ?? `nello stato ${status}`}, quindi non può essere ${
      operation === "accepted" ? "accettata" : "ritirata"
    }.`,
  settlementShareOutOfRange: (heldEuros: number): string =>
    `La quota dell'installatore deve essere superiore a ${eur(0)} e inferiore all'importo di ${eur(heldEuros)} trattenuto nel deposito di garanzia.`,
  settlementNothingHeld:
    "Per questa richiesta non c'è nulla nel deposito di garanzia, quindi non c'è nulla da risolvere.",
  settlementInstallerMissing:
    "Questa richiesta non ha un installatore, quindi il suo pagamento non può essere versato.",
  settlementSummary: (
    outcome: "release" | "refund" | "split",
    installerEuros: number,
    refundedEuros: number,
  ): string =>
    ({
      release: `Il pagamento di ${eur(installerEuros)} è stato versato all'installatore, al netto della commissione della piattaforma.`,
      refund: `Il pagamento di ${eur(refundedEuros)} è stato rimborsato al cliente.`,
      split: `All'installatore è stato versato un importo di ${eur(installerEuros)}, al netto della commissione della piattaforma, e al cliente è stato rimborsato un importo di ${eur(refundedEuros)}.`,
    })[outcome],
  settlementNote: (note: string): string => `La nota dell'amministratore: “${note}”`,
  offerInstallerUnavailable:
    "L'installatore che ha fatto questa offerta non può più accettare lavori. Scegli un'altra offerta.",
};

const mail = {
  greeting: (firstName: string): string => `Ciao ${firstName},`,
  signOff: "Il team di Uplink",
  verifyEmail: {
    subject: "Conferma il tuo indirizzo email",
    body: "Conferma il tuo indirizzo email per completare la configurazione del tuo account Uplink.",
    action: "Conferma l'indirizzo email",
    note: `Questo link scade tra ${hours(EMAIL_VERIFICATION_TTL_MS)} e si può usare una sola volta. Se non hai creato un account Uplink, puoi ignorare questa email.`,
  },
  resetPassword: {
    subject: "Reimposta la tua password",
    body: "Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Uplink.",
    action: "Scegli una nuova password",
    note: `Questo link scade tra ${hours(PASSWORD_RESET_TTL_MS)} e si può usare una sola volta. Se non l'hai chiesto tu, puoi ignorare questa email: la tua password resta invariata.`,
  },
  passwordChanged: {
    subject: "La tua password è stata cambiata",
    body: "La password del tuo account Uplink è appena stata cambiata.",
    note: "Se non hai fatto tu questa modifica, reimposta subito la password e contattaci.",
  },
  signUpAttempt: {
    subject: "Qualcuno ha provato a registrarsi con il tuo indirizzo email",
    body: "Qualcuno ha appena provato a creare un nuovo account Uplink con il tuo indirizzo email. Non è stato creato nulla e il tuo account non ha subito modifiche.",
    action: "Reimposta la password",
    note: "Se eri tu, hai già un account: accedi, oppure reimposta la password se l'hai dimenticata. Altrimenti puoi ignorare questa email.",
  },
  confirmHostedLink: {
    subject: "Conferma il collegamento del tuo accesso esterno",
    body: "Qualcuno ha effettuato l'accesso tramite il nostro provider di accesso esterno con il tuo indirizzo email e ha chiesto di collegare quell'accesso al tuo account Uplink. Conferma solo se la richiesta è partita da te: da quel momento, quell'accesso aprirà il tuo account.",
    action: "Collega il mio account",
    note: `Questo link scade tra ${hours(HOSTED_LINK_TTL_MS)} e si può usare una sola volta. Se la richiesta non è partita da te, ignora questa email: non verrà collegato nulla.`,
  },
  deleteAccountCode: {
    subject: "Il tuo codice per eliminare l'account Uplink",
    body: "Hai chiesto di eliminare il tuo account Uplink. Per confermare, inserisci questo codice:",
    note: `Il codice scade tra ${minutes(DELETE_ACCOUNT_CODE_TTL_MS)} e si può usare una sola volta. Se non hai chiesto di eliminare il tuo account, ignora questa email: senza il codice non viene eliminato nulla.`,
  },
  hostedIdentityLinked: {
    subject: "Un accesso esterno è stato collegato al tuo account",
    body: "Il tuo account Uplink è ora collegato a un accesso esterno: d'ora in poi, accedendo da lì si apre il tuo account.",
    note: "Se non hai fatto tu questo collegamento, reimposta subito la password e contattaci.",
  },
  installerApproved: {
    subject: "Il tuo account installatore è stato approvato",
    body: "Un amministratore ha approvato il tuo account installatore. Ora puoi accettare lavori di installazione.",
    action: "Vedi i lavori disponibili",
  },
  adminMessage: {
    subject: "Un messaggio dal team di Uplink",
    body: "Un amministratore ti ha inviato questo messaggio:",
    action: "Apri la tua dashboard",
    note: "Puoi leggere questo messaggio anche nella tua dashboard.",
  },
  installerRejected: {
    subject: "Il tuo account installatore non è stato approvato",
    body: "Un amministratore ha esaminato il tuo account installatore e non ha potuto approvarlo.",
    note: "Se pensi che si tratti di un errore, rispondi a questa email.",
  },
};

const offerMails = {
  received: {
    subject: (title: string): string => `Nuova offerta per la tua richiesta: ${title}`,
    body: (name: string, euros: number): string =>
      `${name} ti ha inviato un'offerta di ${eur(euros)} per l'installazione. Non paghi nulla finché non accetti un'offerta; a quel punto l'importo viene trattenuto nel deposito di garanzia e versato solo quando approvi il lavoro finito.`,
    bodyPayNext: (name: string, euros: number): string =>
      `${name} ti ha inviato un'offerta di ${eur(euros)} per l'installazione. Non paghi nulla finché non accetti un'offerta; a quel punto paghi l'importo, che viene trattenuto nel deposito di garanzia e versato solo quando approvi il lavoro finito.`,
    message: (message: string): string => `Il suo messaggio: “${message}”`,
  },
  declined: {
    subject: (title: string): string => `La tua offerta non è stata scelta: ${title}`,
    body: "Il cliente ha accettato l'offerta di un altro installatore, quindi la tua è stata chiusa. Grazie per averla inviata.",
  },
  cancelled: {
    subject: (title: string): string =>
      `Una richiesta per cui avevi fatto un'offerta è stata annullata: ${title}`,
    body: "Il cliente ha annullato la richiesta, quindi la tua offerta è stata chiusa.",
  },
};

const leadEvents = {
  accepted: {
    system:
      "Un installatore ha accettato questa richiesta. Il pagamento è ora trattenuto nel deposito di garanzia.",
    activity: (title: string, actor: string) => `${actor} ha accettato “${title}”`,
    subject: (title: string) => `Un installatore ha accettato la tua richiesta: ${title}`,
    body: "Un installatore ha accettato la tua richiesta di installazione. Il pagamento resta nel deposito di garanzia finché non approvi il lavoro finito, e ora puoi scrivere all'installatore in chat.",
  },
  onSite: {
    system: "L'installatore è sul posto.",
    activity: (title: string, actor: string) => `${actor} è sul posto per “${title}”`,
    subject: (title: string) => `Il tuo installatore è sul posto: ${title}`,
    body: "Il tuo installatore è arrivato e ha segnalato di essere sul posto.",
  },
  done: {
    system:
      "L'installatore ha segnato il lavoro come completato e ha inviato le foto di fine lavori.",
    activity: (title: string, actor: string) => `${actor} ha completato “${title}”`,
    subject: (title: string) => `La tua installazione è terminata: ${title}`,
    body: "Il tuo installatore ha segnato il lavoro come completato e ha inviato le foto del lavoro svolto. Controllale, poi approva il lavoro o chiedi una revisione.",
  },
  approved: {
    system: "Il cliente ha approvato il lavoro. Il pagamento è stato versato all'installatore.",
    activity: (title: string, actor: string) => `${actor} ha approvato “${title}”`,
    subject: (title: string) => `Lavoro approvato: ${title}`,
    body: "Il cliente ha approvato il tuo lavoro. Il pagamento ti è stato versato, al netto della commissione della piattaforma.",
  },
  revisionRequested: {
    system: "Il cliente ha chiesto una revisione.",
    activity: (title: string, actor: string) => `${actor} ha chiesto una revisione di “${title}”`,
    subject: (title: string) => `Revisione richiesta: ${title}`,
    body: "Il cliente ha chiesto una revisione del lavoro. Le sue indicazioni:",
  },
  cancelled: {
    system:
      "Il cliente ha annullato questa richiesta. Il pagamento trattenuto nel deposito di garanzia è stato rimborsato al cliente.",
    activity: (title: string, actor: string) => `${actor} ha annullato “${title}”`,
    subject: (title: string) => `Richiesta annullata: ${title}`,
    body: "Il cliente ha annullato questa richiesta di installazione, quindi non devi più andare sul posto. Il pagamento trattenuto nel deposito di garanzia è stato rimborsato al cliente.",
  },
  withdrawn: {
    system:
      "L'installatore ha rinunciato a questo lavoro. Il pagamento trattenuto nel deposito di garanzia è stato rimborsato al cliente e la richiesta è di nuovo aperta ad altri installatori.",
    activity: (title: string, actor: string) => `${actor} ha rinunciato a “${title}”`,
    subject: (title: string) => `Il tuo installatore ha rinunciato: ${title}`,
    body: "L'installatore che aveva accettato la tua richiesta ha rinunciato al lavoro. Il pagamento trattenuto nel deposito di garanzia ti è stato rimborsato per intero e la tua richiesta è di nuovo aperta: altri installatori possono accettarla.",
  },
  disputed: {
    system:
      "È stata aperta una contestazione. Il pagamento resta nel deposito di garanzia finché un amministratore non la risolve.",
    activity: (title: string, actor: string) =>
      `${actor} ha aperto una contestazione su “${title}”`,
    subject: (title: string) => `È stata aperta una contestazione: ${title}`,
    body: "È stata aperta una contestazione su questo lavoro. Il pagamento resta nel deposito di garanzia finché un amministratore non avrà esaminato il lavoro e preso una decisione.",
  },
  offerAccepted: {
    system:
      "Il cliente ha accettato l'offerta dell'installatore. Il pagamento è ora trattenuto nel deposito di garanzia.",
    activity: (title: string, actor: string) => `${actor} ha accettato un'offerta per “${title}”`,
    subject: (title: string) => `La tua offerta è stata accettata: ${title}`,
    body: "Il cliente ha accettato la tua offerta. Il pagamento resta nel deposito di garanzia finché il cliente non approva il lavoro finito, e ora potete scrivervi in chat.",
  },
  settled: {
    system: "Un amministratore ha deciso sul pagamento di questo lavoro.",
    activity: (title: string, actor: string) => `${actor} ha risolto “${title}”`,
    subject: (title: string) => `Decisione sul tuo lavoro: ${title}`,
    body: "Un amministratore ha esaminato il lavoro e ha deciso sul pagamento.",
  },
  autoReleased: {
    system:
      "Il lavoro è stato approvato automaticamente perché il periodo di verifica è terminato. Il pagamento è stato versato all'installatore.",
    activity: (title: string) => `Lavoro “${title}” approvato automaticamente`,
    subject: (title: string) => `Lavoro approvato automaticamente: ${title}`,
    body: "Il periodo di verifica di questo lavoro è terminato senza un'approvazione, una richiesta di revisione o una contestazione, quindi il lavoro è stato approvato automaticamente e il pagamento è stato versato all'installatore, al netto della commissione della piattaforma.",
  },
};

const autoRelease = {
  actorName: "Uplink",
  notice: (date: string): string =>
    `Il pagamento viene versato automaticamente il ${date}, a meno che tu non approvi il lavoro o chieda una revisione.`,
  reminderMail: {
    subject: (title: string): string => `Promemoria, controlla il lavoro finito: ${title}`,
    body: "Il tuo installatore ha segnato il lavoro come completato. Guarda le foto di fine lavori, poi approva il lavoro o chiedi una revisione.",
  },
};

const settlement = {
  outcomeRequired: "Scegli come risolvere",
  /** `held` is the request's value as the web writes it (without the euro sign). */
  installerShareTooLarge: (held: string): string =>
    `La quota dell'installatore deve essere inferiore all'importo di ${held} € trattenuto nel deposito di garanzia`,
  failed: "Impossibile risolvere la richiesta",
  settled: { title: "Richiesta risolta" },
};

const activity = {
  installerApproved: (name: string): string => `Installatore ${name} approvato`,
  installerRejected: (name: string): string => `Installatore ${name} rifiutato`,
  leadCreated: (title: string, actor: string): string => `${actor} ha pubblicato “${title}”`,
  leadUpdated: (title: string, actor: string): string => `${actor} ha aggiornato “${title}”`,
  leadDeleted: (title: string, actor: string): string => `${actor} ha eliminato “${title}”`,
  userMessaged: (name: string, actor: string): string =>
    `${actor} ha inviato un messaggio a ${name}`,
  alertResolved: (description: string, actor: string): string =>
    `${actor} ha risolto l'avviso “${description}”`,
};

const alerts = {
  installerRejected: (name: string, email: string): string =>
    `Installatore ${name} (${email}) rifiutato`,
  repeatedPhotoRejections: (name: string, email: string, count: number, reason: string): string =>
    `${name} (${email}) ha avuto ${plural(count, "controllo foto non superato", "controlli foto non superati")} in 24 ore; l'ultimo: ${reason}`,
  escrowRefunded: (
    euros: number,
    title: string,
    why: "cancelled" | "withdrawn" | "settled",
  ): string =>
    `L'importo di ${eur(euros)} trattenuto per “${title}” è stato rimborsato al cliente: ${
      {
        cancelled: "il cliente ha annullato la richiesta",
        withdrawn: "l'installatore ha rinunciato al lavoro",
        settled: "un amministratore ha risolto il lavoro",
      }[why]
    }`,
  repeatedWithdrawals: (name: string, email: string, count: number, days: number): string =>
    `L'installatore ${name} (${email}) ha rinunciato a ${plural(count, "lavoro accettato", "lavori accettati")} in ${plural(days, "giorno", "giorni")}`,
  disputeOpened: (title: string, name: string, reason: string): string =>
    `${name} ha aperto una contestazione su “${title}”: ${reason}`,
};

const devices = {
  unknown: "Dispositivo sconosciuto",
  browserOn: (browser: string, system: string): string => `${browser} su ${system}`,
};

/** The Italian catalogue. */
export const it: MessageCatalogue = {
  validation,
  errors,
  toastTitles,
  toasts,
  info,
  server,
  mail,
  activity,
  alerts,
  settlement,
  leadEvents,
  autoRelease,
  offerMails,
  devices,
  reviews: itReviews,
  trust: itTrust,
  payments: itPayments,
  money: itMoney,
};
