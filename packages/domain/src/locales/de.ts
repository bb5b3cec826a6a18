import {
  ADDRESS_TEXT_MAX_LENGTH,
  BIO_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPLETION_CAPTION_MAX_LENGTH,
  DELETE_ACCOUNT_CODE_LENGTH,
  DELETE_ACCOUNT_CODE_TTL_MS,
  EMAIL_MAX_LENGTH,
  EMAIL_VERIFICATION_TTL_MS,
  HOSTED_LINK_TTL_MS,
  LEAD_DESCRIPTION_MAX_LENGTH,
  LEAD_REASON_MAX_LENGTH,
  LEAD_TITLE_MAX_LENGTH,
  MAX_PHOTO_MEGAPIXELS,
  MIN_PHOTO_HEIGHT,
  MIN_PHOTO_WIDTH,
  NAME_MAX_LENGTH,
  OFFER_MESSAGE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RESET_TTL_MS,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  REVISION_FEEDBACK_MAX_LENGTH,
  SETTLEMENT_NOTE_MAX_LENGTH,
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from "../constants";
import type { LeadStatus } from "../enums";
import type { LeadOperation, MessageCatalogue } from "../messages";
import { dePayments } from "./payments";
import { deMoney } from "./money";
import { deReviews } from "./reviews";
import { deTrust } from "./trust";
import { plural } from "../i18n/plural";
import { formatEuros } from "../money";

/*
 * The German catalogue (issue 14): formal "Sie", neutral for Germany, Austria and
 * Switzerland. Terms used throughout: Anfrage (request), Auftrag (job), Installateur,
 * treuhänderisch hinterlegt (held in escrow), Streitfall (dispute), Angebot (offer),
 * abnehmen (approve the work), freigeben (release a payment), freischalten (approve an
 * installer), Nachbesserung (revision), vor Ort (on site), Abschlussfotos (completion
 * photos). Lead statuses are named as the web app's badges name them.
 */

/** An amount as German writes it, e.g. "1.234,50 €". */
const euro = (euros: number): string => formatEuros(euros, "de-DE");

/** "1 Anruf" / "24 Anrufe" and the like: German has one singular and one plural form. */
const count = (amount: number, one: string, other: string): string =>
  `${amount} ${plural("de", amount, { one, other })}`;

const hours = (milliseconds: number): string => {
  const amount = milliseconds / (60 * 60 * 1000);
  return plural("de", amount, { one: "eine Stunde", other: `${amount} Stunden` });
};

const minutes = (milliseconds: number): string => {
  const amount = milliseconds / (60 * 1000);
  return plural("de", amount, { one: "eine Minute", other: `${amount} Minuten` });
};

const validation = {
  emailRequired: "E-Mail-Adresse ist erforderlich",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  passwordRequired: "Passwort ist erforderlich",
  deleteAccountCodeInvalid: `Geben Sie den ${DELETE_ACCOUNT_CODE_LENGTH}-stelligen Code aus der E-Mail ein`,
  currentPasswordRequired: "Aktuelles Passwort ist erforderlich",
  passwordMin: "Das Passwort muss mindestens 8 Zeichen lang sein",
  confirmPasswordRequired: "Bitte bestätigen Sie Ihr Passwort",
  passwordsDontMatch: "Die Passwörter stimmen nicht überein",
  passwordsDoNotMatch: "Die Passwörter stimmen nicht überein",
  firstNameRequired: "Vorname ist erforderlich",
  lastNameRequired: "Nachname ist erforderlich",
  roleRequired: "Bitte wählen Sie Ihre Rolle aus",
  usernameRequired: "Benutzername ist erforderlich",
  firstNameTooLong: `Der Vorname darf höchstens ${NAME_MAX_LENGTH} Zeichen lang sein`,
  lastNameTooLong: `Der Nachname darf höchstens ${NAME_MAX_LENGTH} Zeichen lang sein`,
  emailTooLong: `Die E-Mail-Adresse darf höchstens ${EMAIL_MAX_LENGTH} Zeichen lang sein`,
  phoneInvalid: "Bitte geben Sie eine gültige Telefonnummer ein",
  phoneTooLong: `Die Telefonnummer darf höchstens ${PHONE_MAX_LENGTH} Zeichen lang sein`,
  passwordTooLong: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein`,
  usernameTooLong: `Der Benutzername darf höchstens ${EMAIL_MAX_LENGTH} Zeichen lang sein`,
  missingVerificationToken: "In der URL wurde kein Bestätigungstoken gefunden.",
  missingResetToken: "In der URL wurde kein Token zum Zurücksetzen gefunden.",
  missingLinkAccountToken: "In der URL wurde kein Bestätigungstoken gefunden.",
  titleRequired: "Titel ist erforderlich",
  addressRequired: "Adresse ist erforderlich",
  cityRequired: "Ort ist erforderlich",
  postalCodeRequired: "Postleitzahl ist erforderlich",
  countryRequired: "Bitte wählen Sie ein Land aus",
  postalCodeFormat: (country: string, example: string): string =>
    `Geben Sie eine Postleitzahl im Format ${example} für ${country} ein`,
  phoneInvalidForCountry: (country: string): string =>
    `Geben Sie eine gültige Telefonnummer für ${country} ein`,
  startDateRequired: "Startdatum ist erforderlich",
  endDateRequired: "Enddatum ist erforderlich",
  dateInvalid: "Bitte geben Sie ein gültiges Datum ein",
  endDateBeforeStart: "Das Enddatum darf nicht vor dem Startdatum liegen",
  timeRangeRequired: "Zeitfenster ist erforderlich",
  descriptionRequired: "Beschreibung ist erforderlich",
  descriptionMin: "Die Beschreibung muss mindestens 10 Zeichen lang sein",
  messageRequired: "Bitte geben Sie eine Nachricht ein",
  chatMessageTooLong: "Die Nachricht darf höchstens 2000 Zeichen lang sein",
  adminMessageTooLong: "Die Nachricht darf höchstens 5000 Zeichen lang sein",
  feedbackRequired: "Bitte beschreiben Sie, was nachgebessert werden muss",
  reasonRequired: "Bitte geben Sie einen Grund an",
  reasonTooLong: `Der Grund darf höchstens ${LEAD_REASON_MAX_LENGTH} Zeichen lang sein`,
  offerMessageTooLong: `Die Nachricht darf höchstens ${OFFER_MESSAGE_MAX_LENGTH} Zeichen lang sein`,
  settlementNoteRequired: "Bitte begründen Sie die Entscheidung",
  settlementNoteTooLong: `Die Anmerkung darf höchstens ${SETTLEMENT_NOTE_MAX_LENGTH} Zeichen lang sein`,
  settlementEurosRequired: "Bitte geben Sie für eine Aufteilung den Anteil des Installateurs ein",
  settlementEurosNotAllowed: "Nur bei einer Aufteilung wird ein Anteil des Installateurs angegeben",
  photoTooLarge: "Jedes Foto darf höchstens 10 MB groß sein",
  photosTooMany: "Bitte laden Sie höchstens 10 Fotos auf einmal hoch",
  photoUploadUnknown:
    "Dieser Foto-Upload ist unbekannt, abgelaufen oder wurde schon verwendet. Bitte fügen Sie das Foto erneut hinzu.",
  idInvalid: "Diese ID ist ungültig",
  valueInvalid: "Bitte geben Sie einen Preis zwischen 0,01 und 1.000.000 Euro ein",
  textMessageOnly: "Es können nur Textnachrichten gesendet werden",
  cursorInvalid: "Der Cursor muss die ID einer Nachricht sein",
  companyNameRequired: "Firmenname ist erforderlich",
  serviceRadiusRange: "Der Einsatzradius muss eine ganze Zahl zwischen 1 und 500 km sein",
  titleTooLong: `Der Titel darf höchstens ${LEAD_TITLE_MAX_LENGTH} Zeichen lang sein`,
  descriptionTooLong: `Die Beschreibung darf höchstens ${LEAD_DESCRIPTION_MAX_LENGTH} Zeichen lang sein`,
  specialRequirementsTooLong: `Die besonderen Anforderungen dürfen höchstens ${SPECIAL_REQUIREMENTS_MAX_LENGTH} Zeichen lang sein`,
  feedbackTooLong: `Der Nachbesserungswunsch darf höchstens ${REVISION_FEEDBACK_MAX_LENGTH} Zeichen lang sein`,
  streetTooLong: `Straße und Hausnummer dürfen höchstens ${STREET_MAX_LENGTH} Zeichen lang sein`,
  cityTooLong: `Der Ort darf höchstens ${CITY_MAX_LENGTH} Zeichen lang sein`,
  postalCodeTooLong: `Die Postleitzahl darf höchstens ${POSTAL_CODE_MAX_LENGTH} Zeichen lang sein`,
  addressTooLong: `Die Adresse darf höchstens ${ADDRESS_TEXT_MAX_LENGTH} Zeichen lang sein`,
  captionTooLong: `Die Bildunterschrift darf höchstens ${COMPLETION_CAPTION_MAX_LENGTH} Zeichen lang sein`,
  companyNameTooLong: `Der Firmenname darf höchstens ${COMPANY_NAME_MAX_LENGTH} Zeichen lang sein`,
  bioTooLong: `Der Profiltext darf höchstens ${BIO_MAX_LENGTH} Zeichen lang sein`,
  controlCharacters: "Dieses Feld darf keine Steuerzeichen enthalten",
};

const errors = {
  fetchUserFailed: "Der Nutzer konnte nicht geladen werden",
  invalidCredentials: "E-Mail-Adresse oder Passwort ist falsch",
  createAccountFailed: "Das Konto konnte nicht erstellt werden",
  invalidAdminCredentials: "Ungültige Admin-Zugangsdaten.",
  approveInstallerFailed: "Der Installateur konnte nicht freigeschaltet werden",
  rejectInstallerFailed: "Der Installateur konnte nicht abgelehnt werden",
  sendMessageFailed: "Die Nachricht konnte nicht gesendet werden",
  deleteLeadFailed: "Die Anfrage konnte nicht gelöscht werden",
  emailVerificationFailed:
    "Die E-Mail-Bestätigung ist fehlgeschlagen. Der Link ist möglicherweise abgelaufen oder ungültig.",
  createRequestFailed: "Die Installationsanfrage konnte nicht erstellt werden",
  updateRequestFailed: "Die Installationsanfrage konnte nicht aktualisiert werden",
  deleteRequestFailed: "Die Anfrage konnte nicht gelöscht werden",
  resolveAlertFailed: "Die Warnung konnte nicht erledigt werden",
  leadDetailAccessDenied: "Details sehen Sie erst, nachdem Sie den Auftrag angenommen haben.",
  photoUploadFailed: "Das Foto konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.",
  photoVerificationFailed: "Das Foto konnte nicht geprüft werden. Bitte versuchen Sie es erneut.",
  photoRejected: "Das Foto erfüllt nicht die Anforderungen für die Objektprüfung.",
  completionPhotosRequired: "Bitte laden Sie mindestens 3 Fotos der fertigen Arbeit hoch",
  propertyPhotoRequired: "Bitte laden Sie mindestens ein Objektfoto hoch",
  invalidFile: "Bitte laden Sie nur Bilddateien hoch",
  clerkDisabled: "Clerk-Fehler erkannt, Clerk-Funktionen werden deaktiviert",
};

const toastTitles = {
  error: "Fehler",
  signInFailed: "Anmeldung fehlgeschlagen",
  signUpFailed: "Registrierung fehlgeschlagen",
  accessDenied: "Zugriff verweigert",
  uploadError: "Fehler beim Hochladen",
  verificationFailed: "Prüfung fehlgeschlagen",
  photoRejected: "Foto abgelehnt",
  photosRequired: "Fotos erforderlich",
  invalidFile: "Ungültige Datei",
};

const toasts = {
  welcomeBack: { title: "Willkommen zurück!" },
  accountCreated: { title: "Konto erfolgreich erstellt!" },
  adminAccessGranted: { title: "Admin-Zugang gewährt" },
  installerApproved: { title: "Installateur freigeschaltet" },
  installerRejected: { title: "Installateur abgelehnt" },
  messageSent: { title: "Nachricht gesendet" },
  leadDeleted: { title: "Anfrage gelöscht" },
  leadAccepted: { title: "Auftrag angenommen" },
  markedOnSite: { title: "Vor Ort gemeldet" },
  jobMarkedComplete: { title: "Auftrag fertiggemeldet" },
  jobApproved: {
    title: "Auftrag abgenommen",
    message: "Die Zahlung wurde an den Installateur freigegeben.",
  },
  revisionRequested: { title: "Nachbesserung angefordert" },
  requestCancelled: { title: "Anfrage storniert" },
  jobWithdrawn: {
    title: "Vom Auftrag zurückgetreten",
    message:
      "Die Zahlung des Kunden wurde erstattet, und die Anfrage steht wieder anderen Installateuren offen.",
  },
  disputeOpened: {
    title: "Streitfall eröffnet",
    message: "Ein Administrator prüft den Auftrag. Bis dahin bleibt die Zahlung hinterlegt.",
  },
  offerSent: {
    title: "Angebot gesendet",
    message: "Der Kunde entscheidet, ob er es annimmt. Bis dahin wird nichts bezahlt.",
  },
  offerWithdrawn: { title: "Angebot zurückgezogen" },
  offerAccepted: {
    title: "Angebot angenommen",
    message:
      "Der Installateur ist Ihrer Anfrage zugewiesen. Die Zahlung bleibt treuhänderisch hinterlegt, bis Sie die fertige Arbeit abnehmen.",
  },
  requestDeleted: { title: "Anfrage gelöscht" },
  alertResolved: { title: "Warnung erledigt" },
  photoAdded: { title: "Foto hinzugefügt" },
  requestPosted: { title: "Installationsanfrage veröffentlicht" },
  requestUpdated: { title: "Installationsanfrage aktualisiert" },

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
  resetLinkSent: "Falls ein Konto existiert, wurde ein Link zum Zurücksetzen gesendet.",
  passwordUpdated: "Ihr Passwort wurde geändert.",
  emailVerified:
    "Ihre E-Mail-Adresse wurde bestätigt. Ihr Konto wird nun von einem Administrator geprüft – wir benachrichtigen Sie per E-Mail, sobald es freigeschaltet ist.",
  verificationSent: "Wir haben einen neuen Bestätigungslink an Ihre E-Mail-Adresse gesendet.",
  emailAlreadyVerified: "Ihre E-Mail-Adresse ist bereits bestätigt.",
  hostedIdentityLinked:
    "Ihr Konto ist jetzt mit Ihrer externen Anmeldung verknüpft. Sie können sich ab sofort darüber anmelden.",
  deleteAccountCodeSent:
    "Wir haben Ihnen einen Code per E-Mail gesendet. Geben Sie ihn unten ein, um die Löschung Ihres Kontos zu bestätigen.",
};

/** How a refusal ends: "Diese Anfrage hat den Status …, daher <ending>." */
const refusedOperation: Record<LeadOperation, string> = {
  accept: "kann sie nicht angenommen werden",
  markOnSite: "kann sie nicht auf „Vor Ort“ gesetzt werden",
  submitCompletion: "kann sie nicht als fertiggestellt gemeldet werden",
  approve: "kann sie nicht abgenommen werden",
  requestRevision: "kann keine Nachbesserung angefordert werden",
  cancel: "kann sie nicht storniert werden",
  withdraw: "ist ein Rücktritt nicht möglich",
  dispute: "kann kein Streitfall eröffnet werden",
  makeOffer: "kann kein Angebot dafür abgegeben werden",
  acceptOffer: "kann kein Angebot dafür angenommen werden",
  settleRelease: "kann ein Administrator nicht darüber entscheiden",
  settleRefund: "kann ein Administrator nicht darüber entscheiden",
  settleSplit: "kann ein Administrator nicht darüber entscheiden",
  autoRelease: "kann sie nicht automatisch abgenommen werden",
  edit: "kann sie nicht bearbeitet werden",
  delete: "kann sie nicht gelöscht werden",
};

const stayOnUplink =
  "Bitte führen Sie die gesamte Kommunikation über Uplink: Nur hier sind Zahlungen und Ihre Telefonnummer geschützt.";

const server = {
  notSignedIn: "Bitte melden Sie sich an, um fortzufahren.",
  forbidden: "Dazu sind Sie nicht berechtigt.",
  notFound: "Nicht gefunden.",
  routeNotFound: "Diese API-Route gibt es nicht.",
  rateLimited: "Zu viele Zugriffe. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  invalidInput: "Einige Angaben sind ungültig.",
  malformedJson: "Die gesendeten Daten sind kein gültiges JSON.",
  unsupportedMediaType: "Die gesendeten Daten müssen JSON sein.",
  payloadTooLarge: "Die gesendeten Daten sind zu groß.",
  internal: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  databaseUnavailable:
    "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut.",
  overloaded:
    "Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden erneut.",
  idempotencyKeyMalformed: "Der Header Idempotency-Key muss eine UUID sein.",
  idempotencyKeyReused:
    "Dieser Idempotency-Key wurde bereits für eine andere Einsendung verwendet. Bitte senden Sie die neue mit einem neuen Schlüssel.",
  idempotencyKeyInProgress:
    "Die erste Einsendung mit diesem Idempotency-Key wird noch bearbeitet. Bitte versuchen Sie es in Kürze erneut.",
  photoUploadInProgress:
    "Ein anderer Foto-Upload von Ihnen oder aus Ihrem Netzwerk wird noch empfangen. Bitte versuchen Sie es erneut, sobald er abgeschlossen ist.",
  uploadTooSlow:
    "Der Upload war zu langsam und wurde abgebrochen. Bitte versuchen Sie es mit einer schnelleren Verbindung erneut.",
  photoUploadOneFile: 'Bitte senden Sie genau ein Foto als Formularfeld "photo".',
  photoUploadMediaType:
    "Bitte senden Sie das Foto als multipart/form-data oder als image/jpeg- oder image/png-Body.",
  crossSiteRequest:
    "Dieser Aufruf kam von einer anderen Website und wurde deshalb abgelehnt. Bitte nutzen Sie dafür Uplink selbst.",
  emailTaken: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse.",
  invalidOrExpiredLink: "Dieser Link ist ungültig oder abgelaufen.",
  wrongCurrentPassword: "Ihr aktuelles Passwort ist falsch.",
  sessionNotFound: "Diese Sitzung ist bereits beendet oder gehört nicht zu Ihrem Konto.",
  hostedSignInDisabled: "Die externe Anmeldung ist nicht eingerichtet.",
  hostedSignInFailed: "Die externe Anmeldung ist fehlgeschlagen. Bitte melden Sie sich erneut an.",
  hostedSignInNotForUs:
    "Diese externe Anmeldung wurde nicht für Uplink ausgestellt. Bitte melden Sie sich auf dieser Website erneut an.",
  hostedEmailNotVerified:
    "Ihre E-Mail-Adresse ist beim externen Anmeldedienst nicht bestätigt. Bitte bestätigen Sie sie dort und melden Sie sich dann erneut an.",
  hostedSignInAdministrator:
    "Administratorkonten können die externe Anmeldung nicht nutzen. Bitte verwenden Sie die Administrator-Anmeldung mit Ihrem Passwort.",
  hostedLinkConfirmationSent:
    "Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Um es mit Ihrer externen Anmeldung zu verknüpfen, bestätigen Sie dies über die E-Mail, die wir soeben an diese Adresse gesendet haben.",
  hostedIdentityLinkedElsewhere:
    "Diese externe Anmeldung ist bereits mit einem anderen Konto verknüpft und kann daher nicht mit diesem verknüpft werden.",
  passwordConfirmationRequired: "Bitte geben Sie zur Bestätigung Ihr Passwort ein.",
  deleteAccountCodeRequired:
    "Bitte geben Sie zur Bestätigung den Code ein, den wir Ihnen per E-Mail gesendet haben.",
  wrongDeleteAccountCode:
    "Dieser Code ist falsch, abgelaufen oder wurde bereits verwendet. Bitte prüfen Sie die E-Mail oder fordern Sie einen neuen Code an.",
  deleteAccountCodeNeedsNoPassword:
    "Ihr Konto hat ein Passwort. Bitte bestätigen Sie die Löschung stattdessen mit Ihrem Passwort.",
  trpcBatchTooLarge: (calls: number, max: number): string =>
    `Dieser Batch enthält ${count(calls, "Aufruf", "Aufrufe")}, erlaubt sind höchstens ${max}. Senden Sie die Aufrufe in kleineren Batches.`,
  passwordInUrl:
    "Ein Passwort darf niemals in einer URL gesendet werden. Senden Sie es stattdessen im Header X-Confirm-Password.",
  accountHoldsEscrow:
    "Ihr Konto kann nicht gelöscht werden, solange eine Zahlung für eine Ihrer Anfragen treuhänderisch hinterlegt ist. Bitte versuchen Sie es erneut, sobald der Auftrag abgenommen oder die Zahlung erstattet wurde.",
  installerNotApproved:
    "Ihr Installateurkonto muss freigeschaltet sein, bevor Sie Aufträge annehmen können.",
  installerEmailNotVerified: "Dieser Installateur hat seine E-Mail-Adresse noch nicht bestätigt.",
  leadHoldsEscrow:
    "Diese Anfrage kann nicht gelöscht werden, solange eine Zahlung dafür treuhänderisch hinterlegt ist. Bitte versuchen Sie es erneut, sobald der Auftrag abgenommen oder die Zahlung erstattet wurde.",
  chatClosed: "Der Chat öffnet sich, sobald ein Installateur die Anfrage angenommen hat.",
  chatClosedIn: (status: LeadStatus): string =>
    `Diese Anfrage hat den Status „${leadStatusNames[status]}“. Ihr Chat ist daher geschlossen, und es können keine neuen Nachrichten gesendet werden.`,
  chatPartiesOnly:
    "Nur der Kunde und der Installateur dieser Anfrage können in ihrem Chat schreiben.",
  chatCursorUnknown: "Der Cursor bezeichnet keine Nachricht dieses Chats.",
  liveStreamsTooMany:
    "Zu viele Live-Ansichten sind gleichzeitig geöffnet. Bitte schließen Sie einen Tab und versuchen Sie es erneut.",
  contactDetailsRemoved: `Aus der letzten Nachricht wurden Kontaktdaten entfernt. ${stayOnUplink}`,
  contactDetailsRemovedFromCaptions: `Aus den Bildunterschriften wurden Kontaktdaten entfernt. ${stayOnUplink}`,
  contactDetailsRemovedFromFeedback: `Aus dem Nachbesserungswunsch wurden Kontaktdaten entfernt. ${stayOnUplink}`,
  /** `place` is one of contactLeakPlaces, written in the dative to follow "aus". */
  contactLeakAlert: (sender: string, title: string, place = "einer Nachricht"): string =>
    `Kontaktdaten aus ${place} von ${sender} in „${title}“ entfernt`,
  contactLeakPlaces: {
    chat_message: "einer Nachricht",
    photo_caption: "einer Bildunterschrift",
    revision_feedback: "einem Nachbesserungswunsch",
    lead_title: "dem Titel",
    lead_description: "der Beschreibung",
    special_requirements: "den besonderen Anforderungen",
    lead_reason: "der Begründung einer Stornierung, eines Rücktritts oder eines Streitfalls",
    offer_message: "der Nachricht zu einem Angebot",
    review_text: "einer Bewertung",
    review_reply: "der Antwort auf eine Bewertung",
    installer_bio: "der Profilbeschreibung",
  },
  contactDetailsRemovedFromReason: `Aus der von Ihnen angegebenen Begründung wurden Kontaktdaten entfernt. ${stayOnUplink}`,
  revisionFeedback: (feedback: string): string => `Die Rückmeldung des Kunden: „${feedback}“`,
  systemLineWithDetails: (line: string, details: string): string => `${line} ${details}`,
  photoTooSmall: "Jedes Foto muss mindestens 640×480 Pixel groß sein.",
  photoBlank: "Das Foto scheint leer zu sein.",
  photosNotDistinct: "Jedes Abschlussfoto muss etwas anderes zeigen.",
  photoUnreadable:
    "Das Foto konnte nicht gelesen werden. Senden Sie es als Data-URL oder als Base64-Text.",
  photoTooLarge: (bytes: number): string =>
    `Das Foto ist ${new Intl.NumberFormat("de-DE").format(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)} MB groß. ${validation.photoTooLarge}.`,
  photoNotPngOrJpeg:
    "Die Datei ist kein PNG- oder JPEG-Bild. Verwenden Sie ein als PNG oder JPG gespeichertes Foto.",
  photoDamaged:
    "Die Fotodatei ist beschädigt oder unvollständig. Laden Sie sie erneut hoch oder wählen Sie ein anderes Foto.",
  photoTooManyPixels: (width: number, height: number): string =>
    `Das Foto ist zu groß für die Verarbeitung: ${width}×${height} Pixel. Verwenden Sie ein Foto mit höchstens ${MAX_PHOTO_MEGAPIXELS} Megapixeln.`,
  photoTooSmallSized: (width: number, height: number): string =>
    `Das Foto ist zu klein: ${width}×${height} Pixel. Verwenden Sie ein Foto mit mindestens ${MIN_PHOTO_WIDTH}×${MIN_PHOTO_HEIGHT} Pixeln.`,
  photoLooksBlank:
    "Das Foto scheint leer zu sein. Verwenden Sie ein Foto, auf dem der Standort deutlich zu erkennen ist.",
  photoAtPosition: (position: number, reason: string): string => `Foto ${position}: ${reason}`,
  completionPhotoUntitled: (position: number): string => `Abschlussfoto ${position}`,
  photosLookAlike: (first: number, second: number): string =>
    `Die Fotos ${first} und ${second} sehen gleich aus. Jedes Abschlussfoto muss etwas anderes zeigen.`,
  photosAccepted: (photos: number): string =>
    plural("de", photos, {
      one: "Das Foto erfüllt die Anforderungen.",
      other: `Alle ${photos} Fotos erfüllen die Anforderungen.`,
    }),
  escrowAmountInvalid: "Der treuhänderisch zu hinterlegende Betrag muss größer als 0 € sein.",
  escrowNothingToRelease:
    "Für diese Anfrage ist keine Zahlung treuhänderisch hinterlegt, es gibt also nichts freizugeben.",
  escrowAlreadyRefunded:
    "Die Zahlung für diese Anfrage wurde dem Kunden erstattet und kann daher nicht freigegeben werden.",
  escrowNothingToRefund:
    "Für diese Anfrage ist keine Zahlung treuhänderisch hinterlegt, es gibt also nichts zu erstatten.",
  escrowAlreadyReleased:
    "Die Zahlung für diese Anfrage wurde bereits an den Installateur freigegeben und kann daher nicht erstattet werden.",
  paymentRecordedDifferently:
    "Diese Zahlung wurde bereits mit anderen Beträgen erfasst und daher nicht erneut erfasst.",
  wrongLeadState: (status: LeadStatus, operation: LeadOperation): string =>
    `Diese Anfrage hat den Status „${leadStatusNames[status]}“, daher ${refusedOperation[operation]}.`,
  leadDetailAccessDenied: `${toastTitles.accessDenied}: ${errors.leadDetailAccessDenied}`,
  acceptValueRequired:
    "Für diese Anfrage gibt es noch keinen Preis. Bitte nennen Sie Ihren Preis in Euro: Er wird dem Kunden als Angebot gesendet.",
  acceptValueNotAllowed: (euros: number): string =>
    `Für diese Anfrage gibt es bereits einen Preis von ${euro(euros)}. Nehmen Sie sie an, ohne einen Preis zu nennen.`,
  startDateInPast: "Das gewünschte Startdatum darf nicht in der Vergangenheit liegen.",
  paymentEventUnverified:
    "Das Zahlungsereignis wurde abgelehnt: Seine Signatur fehlt, ist falsch oder zu alt.",
  paymentNotHeld:
    "Der Kunde hat diesen Auftrag noch nicht bezahlt: Sie können sich als vor Ort melden, sobald die Zahlung hinterlegt ist.",
  installerProfileMissing: "Sie haben Ihr Installateurprofil noch nicht eingerichtet.",
  paymentCaptureNotDue: (status: LeadStatus): string =>
    `Diese Anfrage hat den Status „${leadStatusNames[status]}“: Die Zahlung dafür wird erst treuhänderisch hinterlegt, wenn ein Installateur sie angenommen hat.`,
  paymentReleaseNotDue: (status: LeadStatus): string =>
    `Diese Anfrage hat den Status „${leadStatusNames[status]}“: Die Zahlung dafür wird erst freigegeben, wenn der Kunde die Arbeit abgenommen hat.`,
  cancelAfterInstallerArrived: (status: LeadStatus): string =>
    `Diese Anfrage hat den Status „${leadStatusNames[status]}“: Der Installateur ist bereits vor Ort, daher kann sie nicht mehr storniert werden. Falls mit der Arbeit etwas nicht stimmt, eröffnen Sie einen Streitfall, sobald sie als fertiggestellt gemeldet ist.`,
  reasonGiven: (reason: string): string => `Angegebener Grund: „${reason}“`,
  revisionAfterRelease:
    "Eine Nachbesserung wurde angefordert, nachdem die Zahlung bereits an den Installateur freigegeben worden war.",
  offerOnPricedLead: (euros: number): string =>
    `Für diese Anfrage gibt es bereits einen Preis von ${euro(euros)}. Nehmen Sie sie zu diesem Preis an, statt ein Angebot abzugeben.`,
  offerNotPending: (status: string, operation: "accepted" | "withdrawn"): string =>
    `Dieses Angebot hat den Status „${offerStatusNames[status] ?? status}“ und kann daher nicht ${
      operation === "accepted" ? "angenommen" : "zurückgezogen"
    } werden.`,
  settlementShareOutOfRange: (heldEuros: number): string =>
    `Der Anteil des Installateurs muss größer als 0 € und kleiner als die treuhänderisch hinterlegten ${euro(heldEuros)} sein.`,
  settlementNothingHeld:
    "Für diese Anfrage ist nichts treuhänderisch hinterlegt, es gibt also nichts zu entscheiden.",
  settlementInstallerMissing:
    "Diese Anfrage hat keinen Installateur, daher kann ihre Zahlung nicht freigegeben werden.",
  settlementSummary: (
    outcome: "release" | "refund" | "split",
    installerEuros: number,
    refundedEuros: number,
  ): string =>
    ({
      release: `Die Zahlung von ${euro(installerEuros)} wurde abzüglich der Plattformgebühr an den Installateur freigegeben.`,
      refund: `Die Zahlung von ${euro(refundedEuros)} wurde dem Kunden erstattet.`,
      split: `Der Installateur erhält ${euro(installerEuros)} abzüglich der Plattformgebühr, und der Kunde bekommt ${euro(refundedEuros)} erstattet.`,
    })[outcome],
  settlementNote: (note: string): string => `Anmerkung des Administrators: „${note}“`,
  offerInstallerUnavailable:
    "Der Installateur, der dieses Angebot abgegeben hat, kann keine Aufträge mehr annehmen. Bitte wählen Sie ein anderes Angebot.",
};

const notYou =
  "Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und kontaktieren Sie uns.";

const mail = {
  greeting: (firstName: string): string => `Hallo ${firstName},`,
  signOff: "Ihr Uplink-Team",
  verifyEmail: {
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    body: "Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres Uplink-Kontos abzuschließen.",
    action: "E-Mail-Adresse bestätigen",
    note: `Dieser Link ist ${hours(EMAIL_VERIFICATION_TTL_MS)} gültig und kann nur einmal verwendet werden. Falls Sie kein Uplink-Konto erstellt haben, können Sie diese E-Mail ignorieren.`,
  },
  resetPassword: {
    subject: "Passwort zurücksetzen",
    body: "Wir haben eine Anforderung erhalten, das Passwort Ihres Uplink-Kontos zurückzusetzen.",
    action: "Neues Passwort wählen",
    note: `Dieser Link ist ${hours(PASSWORD_RESET_TTL_MS)} gültig und kann nur einmal verwendet werden. Falls Sie das Zurücksetzen nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.`,
  },
  passwordChanged: {
    subject: "Ihr Passwort wurde geändert",
    body: "Das Passwort Ihres Uplink-Kontos wurde soeben geändert.",
    note: notYou,
  },
  signUpAttempt: {
    subject: "Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren",
    body: "Soeben hat jemand versucht, mit Ihrer E-Mail-Adresse ein neues Uplink-Konto zu erstellen. Es wurde nichts angelegt, und Ihr Konto ist unverändert.",
    action: "Passwort zurücksetzen",
    note: "Falls Sie das waren: Sie haben bereits ein Konto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben. Falls nicht, können Sie diese E-Mail ignorieren.",
  },
  confirmHostedLink: {
    subject: "Bestätigen Sie die Verknüpfung Ihrer externen Anmeldung",
    body: "Jemand hat sich über unseren externen Anmeldedienst mit Ihrer E-Mail-Adresse angemeldet und möchte diese Anmeldung mit Ihrem Uplink-Konto verknüpfen. Bestätigen Sie nur, wenn Sie das waren: Danach öffnet diese Anmeldung Ihr Konto.",
    action: "Mein Konto verknüpfen",
    note: `Dieser Link ist ${hours(HOSTED_LINK_TTL_MS)} gültig und kann nur einmal verwendet werden. Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Es wird nichts verknüpft.`,
  },
  deleteAccountCode: {
    subject: "Ihr Code zum Löschen Ihres Uplink-Kontos",
    body: "Sie möchten Ihr Uplink-Konto löschen. Geben Sie zur Bestätigung diesen Code ein:",
    note: `Der Code ist ${minutes(DELETE_ACCOUNT_CODE_TTL_MS)} gültig und kann nur einmal verwendet werden. Falls Sie die Löschung Ihres Kontos nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code wird nichts gelöscht.`,
  },
  hostedIdentityLinked: {
    subject: "Eine externe Anmeldung wurde mit Ihrem Konto verknüpft",
    body: "Ihr Uplink-Konto ist jetzt mit einer externen Anmeldung verknüpft: Ab sofort öffnet eine Anmeldung dort Ihr Konto.",
    note: notYou,
  },
  installerApproved: {
    subject: "Ihr Installateurkonto wurde freigeschaltet",
    body: "Ein Administrator hat Ihr Installateurkonto freigeschaltet. Sie können jetzt Installationsaufträge annehmen.",
    action: "Verfügbare Aufträge ansehen",
  },
  adminMessage: {
    subject: "Eine Nachricht vom Uplink-Team",
    body: "Ein Administrator hat Ihnen diese Nachricht gesendet:",
    action: "Zum Dashboard",
    note: "Sie finden diese Nachricht auch in Ihrem Dashboard.",
  },
  installerRejected: {
    subject: "Ihr Installateurkonto wurde nicht freigeschaltet",
    body: "Ein Administrator hat Ihr Installateurkonto geprüft und konnte es leider nicht freischalten.",
    note: "Wenn Sie glauben, dass es sich um einen Irrtum handelt, antworten Sie bitte auf diese E-Mail.",
  },
};

const offerMails = {
  received: {
    subject: (title: string): string => `Neues Angebot für Ihre Anfrage: ${title}`,
    body: (name: string, euros: number): string =>
      `${name} bietet an, die Installation für ${euro(euros)} durchzuführen. Sie zahlen erst, wenn Sie ein Angebot annehmen; dann wird der Betrag treuhänderisch hinterlegt und erst freigegeben, wenn Sie die fertige Arbeit abnehmen.`,
    bodyPayNext: (name: string, euros: number): string =>
      `${name} bietet an, die Installation für ${euro(euros)} durchzuführen. Sie zahlen erst, wenn Sie ein Angebot annehmen; dann zahlen Sie den Betrag, er wird treuhänderisch hinterlegt und erst freigegeben, wenn Sie die fertige Arbeit abnehmen.`,
    message: (message: string): string => `Nachricht des Installateurs: „${message}“`,
  },
  declined: {
    subject: (title: string): string => `Ihr Angebot wurde nicht gewählt: ${title}`,
    body: "Der Kunde hat das Angebot eines anderen Installateurs angenommen, Ihr Angebot ist damit geschlossen. Vielen Dank für Ihr Angebot.",
  },
  cancelled: {
    subject: (title: string): string =>
      `Eine Anfrage, für die Sie ein Angebot abgegeben haben, wurde storniert: ${title}`,
    body: "Der Kunde hat die Anfrage storniert, Ihr Angebot ist damit geschlossen.",
  },
};

const leadEvents: MessageCatalogue["leadEvents"] = {
  accepted: {
    system:
      "Ein Installateur hat diese Anfrage angenommen. Die Zahlung ist jetzt treuhänderisch hinterlegt.",
    activity: (title, actor) => `${actor} hat „${title}“ angenommen`,
    subject: (title) => `Ein Installateur hat Ihre Anfrage angenommen: ${title}`,
    body: "Ein Installateur hat Ihre Installationsanfrage angenommen. Die Zahlung bleibt treuhänderisch hinterlegt, bis Sie die fertige Arbeit abnehmen, und Sie können jetzt mit dem Installateur chatten.",
  },
  onSite: {
    system: "Der Installateur ist vor Ort.",
    activity: (title, actor) => `${actor} ist für „${title}“ vor Ort`,
    subject: (title) => `Ihr Installateur ist vor Ort: ${title}`,
    body: "Ihr Installateur ist angekommen und hat sich vor Ort gemeldet.",
  },
  done: {
    system:
      "Der Installateur hat den Auftrag als fertiggestellt gemeldet und Abschlussfotos gesendet.",
    activity: (title, actor) => `${actor} hat „${title}“ als fertiggestellt gemeldet`,
    subject: (title) => `Ihre Installation ist fertiggestellt: ${title}`,
    body: "Ihr Installateur hat den Auftrag als fertiggestellt gemeldet und Fotos der Arbeit gesendet. Bitte sehen Sie sich diese an und nehmen Sie die Arbeit dann ab oder fordern Sie eine Nachbesserung an.",
  },
  approved: {
    system:
      "Der Kunde hat die Arbeit abgenommen. Die Zahlung wurde an den Installateur freigegeben.",
    activity: (title, actor) => `${actor} hat „${title}“ abgenommen`,
    subject: (title) => `Auftrag abgenommen: ${title}`,
    body: "Der Kunde hat Ihre Arbeit abgenommen. Die Zahlung wurde abzüglich der Plattformgebühr an Sie freigegeben.",
  },
  revisionRequested: {
    system: "Der Kunde hat eine Nachbesserung angefordert.",
    activity: (title, actor) => `${actor} hat eine Nachbesserung für „${title}“ angefordert`,
    subject: (title) => `Nachbesserung angefordert: ${title}`,
    body: "Der Kunde hat eine Nachbesserung der Arbeit angefordert. Seine Rückmeldung lautet:",
  },
  cancelled: {
    system:
      "Der Kunde hat diese Anfrage storniert. Die treuhänderisch hinterlegte Zahlung wurde ihm erstattet.",
    activity: (title, actor) => `${actor} hat „${title}“ storniert`,
    subject: (title) => `Anfrage storniert: ${title}`,
    body: "Der Kunde hat diese Installationsanfrage storniert, Sie müssen also nicht mehr hinfahren. Die treuhänderisch hinterlegte Zahlung wurde ihm erstattet.",
  },
  withdrawn: {
    system:
      "Der Installateur ist von diesem Auftrag zurückgetreten. Die treuhänderisch hinterlegte Zahlung wurde dem Kunden erstattet, und die Anfrage steht wieder anderen Installateuren offen.",
    activity: (title, actor) => `${actor} ist von „${title}“ zurückgetreten`,
    subject: (title) => `Ihr Installateur ist zurückgetreten: ${title}`,
    body: "Der Installateur, der Ihre Anfrage angenommen hatte, ist davon zurückgetreten. Die treuhänderisch hinterlegte Zahlung wurde Ihnen vollständig erstattet, und Ihre Anfrage steht wieder anderen Installateuren offen.",
  },
  disputed: {
    system:
      "Ein Streitfall wurde eröffnet. Die Zahlung bleibt treuhänderisch hinterlegt, bis ein Administrator darüber entscheidet.",
    activity: (title, actor) => `${actor} hat einen Streitfall zu „${title}“ eröffnet`,
    subject: (title) => `Ein Streitfall wurde eröffnet: ${title}`,
    body: "Zu diesem Auftrag wurde ein Streitfall eröffnet. Die Zahlung bleibt treuhänderisch hinterlegt, bis ein Administrator den Auftrag geprüft und entschieden hat.",
  },
  offerAccepted: {
    system:
      "Der Kunde hat das Angebot des Installateurs angenommen. Die Zahlung ist jetzt treuhänderisch hinterlegt.",
    activity: (title, actor) => `${actor} hat ein Angebot für „${title}“ angenommen`,
    subject: (title) => `Ihr Angebot wurde angenommen: ${title}`,
    body: "Der Kunde hat Ihr Angebot angenommen. Die Zahlung bleibt treuhänderisch hinterlegt, bis er die fertige Arbeit abnimmt, und Sie können jetzt mit ihm chatten.",
  },
  settled: {
    system: "Ein Administrator hat über diesen Auftrag entschieden.",
    activity: (title, actor) => `${actor} hat über „${title}“ entschieden`,
    subject: (title) => `Entscheidung zu Ihrem Auftrag: ${title}`,
    body: "Ein Administrator hat den Auftrag geprüft und entschieden.",
  },
  autoReleased: {
    system:
      "Die Arbeit wurde automatisch abgenommen, weil die Prüffrist abgelaufen ist. Die Zahlung wurde an den Installateur freigegeben.",
    activity: (title) => `„${title}“ wurde automatisch abgenommen`,
    subject: (title) => `Auftrag automatisch abgenommen: ${title}`,
    body: "Die Prüffrist für diesen Auftrag ist abgelaufen, ohne dass die Arbeit abgenommen, eine Nachbesserung angefordert oder ein Streitfall eröffnet wurde. Die Arbeit wurde daher automatisch abgenommen und die Zahlung abzüglich der Plattformgebühr an den Installateur freigegeben.",
  },
};

const autoRelease = {
  actorName: "Uplink",
  notice: (date: string): string =>
    `Die Zahlung wird am ${date} automatisch freigegeben, sofern Sie die Arbeit nicht vorher abnehmen oder eine Nachbesserung anfordern.`,
  reminderMail: {
    subject: (title: string): string =>
      `Erinnerung – bitte prüfen Sie die fertige Arbeit: ${title}`,
    body: "Ihr Installateur hat den Auftrag als fertiggestellt gemeldet. Bitte sehen Sie sich die Abschlussfotos an und nehmen Sie die Arbeit dann ab oder fordern Sie eine Nachbesserung an.",
  },
};

const settlement = {
  outcomeRequired: "Bitte wählen Sie, wie entschieden werden soll",
  installerShareTooLarge: (held: string): string =>
    `Der Anteil des Installateurs muss kleiner sein als die treuhänderisch hinterlegten ${held} €`,
  failed: "Der Streitfall konnte nicht entschieden werden",
  settled: { title: "Streitfall entschieden" },
};

const activity = {
  installerApproved: (name: string): string => `Installateur ${name} wurde freigeschaltet`,
  installerRejected: (name: string): string => `Installateur ${name} wurde abgelehnt`,
  leadCreated: (title: string, actor: string): string => `${actor} hat „${title}“ veröffentlicht`,
  leadUpdated: (title: string, actor: string): string => `${actor} hat „${title}“ aktualisiert`,
  leadDeleted: (title: string, actor: string): string => `${actor} hat „${title}“ gelöscht`,
  userMessaged: (name: string, actor: string): string =>
    `${actor} hat ${name} eine Nachricht gesendet`,
  alertResolved: (description: string, actor: string): string =>
    `${actor} hat die Warnung „${description}“ erledigt`,
};

const alerts = {
  installerRejected: (name: string, email: string): string =>
    `Installateur ${name} (${email}) wurde abgelehnt`,
  repeatedPhotoRejections: (name: string, email: string, times: number, reason: string): string =>
    `Bei ${name} (${email}) wurden innerhalb von 24 Stunden ${count(times, "Fotoprüfung", "Fotoprüfungen")} abgelehnt; zuletzt: ${reason}`,
  escrowRefunded: (
    euros: number,
    title: string,
    why: "cancelled" | "withdrawn" | "settled",
  ): string =>
    `Der für „${title}“ hinterlegte Betrag von ${euro(euros)} wurde dem Kunden erstattet: ${
      {
        cancelled: "Der Kunde hat die Anfrage storniert.",
        withdrawn: "Der Installateur ist zurückgetreten.",
        settled: "Ein Administrator hat über den Auftrag entschieden.",
      }[why]
    }`,
  repeatedWithdrawals: (name: string, email: string, jobs: number, days: number): string =>
    `Installateur ${name} (${email}) ist innerhalb von ${count(days, "Tag", "Tagen")} von ${count(jobs, "angenommenen Auftrag", "angenommenen Aufträgen")} zurückgetreten`,
  disputeOpened: (title: string, name: string, reason: string): string =>
    `${name} hat einen Streitfall zu „${title}“ eröffnet: ${reason}`,
};

const devices = {
  unknown: "Unbekanntes Gerät",
  browserOn: (browser: string, system: string): string => `${browser} unter ${system}`,
};

/** The German catalogue. */
/** A request's status as the web app's status badges name it. */
const leadStatusNames: Record<LeadStatus, string> = {
  NEW: "Neu",
  ACCEPTED: "Angenommen",
  ON_SITE: "Vor Ort",
  DONE: "Fertiggestellt",
  REVISION: "Nachbesserung",
  APPROVED: "Abgenommen",
  CANCELLED: "Storniert",
  DISPUTED: "Streitfall",
};

/** An offer's status as the web app names it; an unknown code as it is. */
const offerStatusNames: Record<string, string> = {
  PENDING: "Offen",
  ACCEPTED: "Angenommen",
  DECLINED: "Abgelehnt",
  WITHDRAWN: "Zurückgezogen",
};

export const de: MessageCatalogue = {
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
  reviews: deReviews,
  trust: deTrust,
  payments: dePayments,
  money: deMoney,
};
