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
import { frPayments } from "./payments";
import { frMoney } from "./money";
import { frReviews } from "./reviews";
import { frTrust } from "./trust";

/*
 * The French catalogue ("vous"). French typography: a no-break space (\u00a0) before
 * : ; ? ! and inside « », and between a number and its unit. Amounts are written the
 * French way (1 234,50 €), and a count below 2 takes the singular.
 */

const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** An amount in euros: whole euros bare ("250 €"), otherwise with cents ("12,50 €"). */
const eur = (amount: number): string =>
  new Intl.NumberFormat("fr-FR", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** A count with its noun: French keeps 0 and 1 (and what lies below 2) in the singular. */
const plural = (count: number, one: string, other: string): string =>
  `${numberFormat.format(count)}\u00a0${form("fr", count, { one, other })}`;

/** How the web names each lead status (leads.status in fr.json). */
const leadStatusNames: Record<LeadStatus, string> = {
  NEW: "Nouvelle",
  ACCEPTED: "Acceptée",
  ON_SITE: "Sur place",
  DONE: "Terminée",
  APPROVED: "Validée",
  REVISION: "Correction demandée",
  CANCELLED: "Annulée",
  DISPUTED: "En litige",
};

const hasStatus = (status: LeadStatus): string =>
  `Cette demande a le statut «\u00a0${leadStatusNames[status]}\u00a0»`;

const offerStatusNames: Record<string, string | undefined> = {
  PENDING: "En attente",
  ACCEPTED: "Acceptée",
  DECLINED: "Non retenue",
  WITHDRAWN: "Retirée",
};

const validation = {
  emailRequired: "L’adresse e-mail est obligatoire",
  emailInvalid: "Veuillez saisir une adresse e-mail valide",
  passwordRequired: "Le mot de passe est obligatoire",
  deleteAccountCodeInvalid: `Saisissez le code à ${DELETE_ACCOUNT_CODE_LENGTH}\u00a0chiffres reçu par e-mail`,
  currentPasswordRequired: "Le mot de passe actuel est obligatoire",
  passwordMin: "Le mot de passe doit contenir au moins 8\u00a0caractères",
  confirmPasswordRequired: "Veuillez confirmer votre mot de passe",
  passwordsDontMatch: "Les mots de passe ne correspondent pas",
  passwordsDoNotMatch: "Les mots de passe ne correspondent pas",
  firstNameRequired: "Le prénom est obligatoire",
  lastNameRequired: "Le nom est obligatoire",
  roleRequired: "Veuillez choisir votre profil",
  usernameRequired: "L’identifiant est obligatoire",
  firstNameTooLong: `Le prénom ne doit pas dépasser ${NAME_MAX_LENGTH}\u00a0caractères`,
  lastNameTooLong: `Le nom ne doit pas dépasser ${NAME_MAX_LENGTH}\u00a0caractères`,
  emailTooLong: `L’adresse e-mail ne doit pas dépasser ${EMAIL_MAX_LENGTH}\u00a0caractères`,
  phoneInvalid: "Veuillez saisir un numéro de téléphone valide",
  phoneTooLong: `Le numéro de téléphone ne doit pas dépasser ${PHONE_MAX_LENGTH}\u00a0caractères`,
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH}\u00a0caractères`,
  usernameTooLong: `L’identifiant ne doit pas dépasser ${EMAIL_MAX_LENGTH}\u00a0caractères`,
  missingVerificationToken: "Aucun jeton de vérification dans l’URL.",
  missingResetToken: "Aucun jeton de réinitialisation dans l’URL.",
  missingLinkAccountToken: "Aucun jeton de confirmation dans l’URL.",
  titleRequired: "Le titre est obligatoire",
  addressRequired: "L’adresse est obligatoire",
  cityRequired: "La ville est obligatoire",
  postalCodeRequired: "Le code postal est obligatoire",
  countryRequired: "Veuillez choisir un pays",
  postalCodeFormat: (country: string, example: string): string =>
    `Saisissez un code postal au format ${example} (${country})`,
  phoneInvalidForCountry: (country: string): string =>
    `Saisissez un numéro de téléphone valide (${country})`,
  startDateRequired: "La date de début est obligatoire",
  endDateRequired: "La date de fin est obligatoire",
  dateInvalid: "Veuillez saisir une date valide",
  endDateBeforeStart: "La date de fin ne peut pas précéder la date de début",
  timeRangeRequired: "Le créneau est obligatoire",
  descriptionRequired: "La description est obligatoire",
  descriptionMin: "La description doit contenir au moins 10\u00a0caractères",
  messageRequired: "Veuillez saisir un message",
  chatMessageTooLong: "Le message ne doit pas dépasser 2000\u00a0caractères",
  adminMessageTooLong: "Le message ne doit pas dépasser 5000\u00a0caractères",
  feedbackRequired: "Veuillez décrire ce qui doit être corrigé",
  reasonRequired: "Veuillez indiquer un motif",
  reasonTooLong: `Le motif ne doit pas dépasser ${LEAD_REASON_MAX_LENGTH}\u00a0caractères`,
  offerMessageTooLong: `Le message ne doit pas dépasser ${OFFER_MESSAGE_MAX_LENGTH}\u00a0caractères`,
  settlementNoteRequired: "Veuillez expliquer le règlement",
  settlementNoteTooLong: `La remarque ne doit pas dépasser ${SETTLEMENT_NOTE_MAX_LENGTH}\u00a0caractères`,
  settlementEurosRequired: "Veuillez indiquer la part de l’installateur pour un partage",
  settlementEurosNotAllowed: "Seul un partage indique la part de l’installateur",
  photoTooLarge: "Chaque photo doit faire 10\u00a0Mo au maximum",
  photosTooMany: "Veuillez envoyer 10\u00a0photos au maximum à la fois",
  photoUploadUnknown:
    "Cet envoi de photo est inconnu, a expiré ou a déjà été utilisé. Veuillez ajouter la photo à nouveau.",
  idInvalid: "Cet identifiant n’est pas valide",
  valueInvalid: "Veuillez saisir un prix compris entre 0,01 et 1\u00a0000\u00a0000\u00a0euros",
  textMessageOnly: "Seuls les messages texte peuvent être envoyés",
  cursorInvalid: "Le curseur doit être l’identifiant d’un message",
  companyNameRequired: "Le nom de l’entreprise est obligatoire",
  serviceRadiusRange:
    "Le rayon d’intervention doit être un nombre entier compris entre 1 et 500\u00a0km",
  titleTooLong: `Le titre ne doit pas dépasser ${LEAD_TITLE_MAX_LENGTH}\u00a0caractères`,
  descriptionTooLong: `La description ne doit pas dépasser ${LEAD_DESCRIPTION_MAX_LENGTH}\u00a0caractères`,
  specialRequirementsTooLong: `Les exigences particulières ne doivent pas dépasser ${SPECIAL_REQUIREMENTS_MAX_LENGTH}\u00a0caractères`,
  feedbackTooLong: `La demande de correction ne doit pas dépasser ${REVISION_FEEDBACK_MAX_LENGTH}\u00a0caractères`,
  streetTooLong: `L’adresse ne doit pas dépasser ${STREET_MAX_LENGTH}\u00a0caractères`,
  cityTooLong: `La ville ne doit pas dépasser ${CITY_MAX_LENGTH}\u00a0caractères`,
  postalCodeTooLong: `Le code postal ne doit pas dépasser ${POSTAL_CODE_MAX_LENGTH}\u00a0caractères`,
  addressTooLong: `L’adresse ne doit pas dépasser ${ADDRESS_TEXT_MAX_LENGTH}\u00a0caractères`,
  captionTooLong: `La légende ne doit pas dépasser ${COMPLETION_CAPTION_MAX_LENGTH}\u00a0caractères`,
  companyNameTooLong: `Le nom de l’entreprise ne doit pas dépasser ${COMPANY_NAME_MAX_LENGTH}\u00a0caractères`,
  bioTooLong: `La présentation ne doit pas dépasser ${BIO_MAX_LENGTH}\u00a0caractères`,
  controlCharacters: "Ce champ ne peut pas contenir de caractères de contrôle",
} as const;

const errors = {
  fetchUserFailed: "Impossible de récupérer l’utilisateur",
  invalidCredentials: "E-mail ou mot de passe incorrect",
  createAccountFailed: "Impossible de créer le compte",
  invalidAdminCredentials: "Identifiants administrateur incorrects.",
  approveInstallerFailed: "Impossible d’approuver l’installateur",
  rejectInstallerFailed: "Impossible de refuser l’installateur",
  sendMessageFailed: "Impossible d’envoyer le message",
  deleteLeadFailed: "Impossible de supprimer la demande",
  emailVerificationFailed:
    "La vérification de l’e-mail a échoué. Le lien a peut-être expiré ou n’est pas valide.",
  createRequestFailed: "Impossible de créer la demande d’installation",
  updateRequestFailed: "Impossible de mettre à jour la demande d’installation",
  deleteRequestFailed: "Impossible de supprimer la demande",
  resolveAlertFailed: "Impossible de résoudre l’alerte",
  leadDetailAccessDenied: "Vous ne pouvez voir les détails qu’après avoir accepté la mission.",
  photoUploadFailed: "Impossible d’envoyer la photo. Veuillez réessayer.",
  photoVerificationFailed: "Impossible de vérifier la photo. Veuillez réessayer.",
  photoRejected: "La photo ne répond pas aux exigences de vérification du lieu.",
  completionPhotosRequired: "Veuillez ajouter au moins 3\u00a0photos montrant les travaux terminés",
  propertyPhotoRequired: "Veuillez ajouter au moins une photo du lieu",
  invalidFile: "Veuillez n’ajouter que des fichiers image",
  clerkDisabled: "Erreur Clerk détectée\u00a0: les fonctions Clerk sont désactivées",
} as const;

const toastTitles = {
  error: "Erreur",
  signInFailed: "Échec de la connexion",
  signUpFailed: "Échec de l’inscription",
  accessDenied: "Accès refusé",
  uploadError: "Échec de l’envoi",
  verificationFailed: "Échec de la vérification",
  photoRejected: "Photo refusée",
  photosRequired: "Photos requises",
  invalidFile: "Fichier non valide",
} as const;

const toasts = {
  welcomeBack: { title: "Bon retour parmi nous\u00a0!" },
  accountCreated: { title: "Votre compte a bien été créé\u00a0!" },
  adminAccessGranted: { title: "Accès administrateur accordé" },
  installerApproved: { title: "Installateur approuvé" },
  installerRejected: { title: "Installateur refusé" },
  messageSent: { title: "Message envoyé" },
  leadDeleted: { title: "Demande supprimée" },
  leadAccepted: { title: "Mission acceptée" },
  markedOnSite: { title: "Arrivée sur place enregistrée" },
  jobMarkedComplete: { title: "Travaux déclarés terminés" },
  jobApproved: { title: "Travaux validés", message: "Le paiement a été versé à l’installateur." },
  revisionRequested: { title: "Correction demandée" },
  requestCancelled: { title: "Demande annulée" },
  jobWithdrawn: {
    title: "Désistement enregistré",
    message:
      "Le paiement du client lui a été remboursé et la demande est de nouveau ouverte aux autres installateurs.",
  },
  disputeOpened: {
    title: "Litige ouvert",
    message: "Un administrateur va examiner la mission. Le paiement reste bloqué d’ici là.",
  },
  offerSent: {
    title: "Offre envoyée",
    message: "Le client décide s’il l’accepte. Rien n’est payé tant qu’il ne l’a pas acceptée.",
  },
  offerWithdrawn: { title: "Offre retirée" },
  offerAccepted: {
    title: "Offre acceptée",
    message:
      "L’installateur est attribué à votre demande. Le paiement est conservé sous séquestre jusqu’à ce que vous validiez les travaux.",
  },
  requestDeleted: { title: "Demande supprimée" },
  alertResolved: { title: "Alerte résolue" },
  photoAdded: { title: "Photo ajoutée" },
  requestPosted: { title: "Demande d’installation publiée" },
  requestUpdated: { title: "Demande d’installation mise à jour" },

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
} as const;

const info = {
  resetLinkSent: "Si un compte existe, un lien de réinitialisation a été envoyé.",
  passwordUpdated: "Votre mot de passe a été mis à jour.",
  emailVerified:
    "Votre adresse e-mail a été vérifiée. Votre compte doit maintenant être validé par un administrateur\u00a0: nous vous préviendrons par e-mail dès qu’il sera approuvé.",
  verificationSent: "Nous avons envoyé un nouveau lien de vérification à votre adresse e-mail.",
  emailAlreadyVerified: "Votre adresse e-mail est déjà vérifiée.",
  hostedIdentityLinked:
    "Votre compte est désormais associé à votre connexion externe. Vous pouvez l’utiliser pour vous connecter.",
  deleteAccountCodeSent:
    "Nous vous avons envoyé un code par e-mail. Saisissez-le ci-dessous pour confirmer la suppression de votre compte.",
} as const;

/** Why a lead refuses an operation, after "Cette demande a le statut « … »". */
const refusedOperation: Record<LeadOperation, string> = {
  accept: "elle ne peut donc pas être acceptée",
  markOnSite: "elle ne peut donc pas passer au statut «\u00a0Sur place\u00a0»",
  submitCompletion: "ses travaux ne peuvent donc pas être déclarés terminés",
  approve: "elle ne peut donc pas être validée",
  requestRevision: "elle ne peut donc pas faire l’objet d’une demande de correction",
  cancel: "elle ne peut donc pas être annulée",
  withdraw: "il n’est donc pas possible de s’en désister",
  dispute: "elle ne peut donc pas faire l’objet d’un litige",
  makeOffer: "elle ne peut donc pas recevoir d’offre",
  acceptOffer: "elle ne peut donc pas être attribuée par une offre",
  settleRelease: "elle ne peut donc pas être réglée",
  settleRefund: "elle ne peut donc pas être réglée",
  settleSplit: "elle ne peut donc pas être réglée",
  autoRelease: "elle ne peut donc pas être validée automatiquement",
  edit: "elle ne peut donc pas être modifiée",
  delete: "elle ne peut donc pas être supprimée",
};

const keepOnUplink =
  "Veuillez garder tous vos échanges sur Uplink\u00a0: les paiements et votre numéro de téléphone ne sont protégés qu’ici.";

const server = {
  notSignedIn: "Veuillez vous connecter pour continuer.",
  forbidden: "Vous n’êtes pas autorisé à effectuer cette action.",
  notFound: "Introuvable.",
  routeNotFound: "Cette route d’API n’existe pas.",
  rateLimited: "Trop de requêtes. Veuillez patienter un instant, puis réessayer.",
  invalidInput: "Certains champs ne sont pas valides.",
  malformedJson: "Le corps de la requête n’est pas un JSON valide.",
  unsupportedMediaType: "Le corps de la requête doit être au format JSON.",
  payloadTooLarge: "La requête est trop volumineuse.",
  internal: "Une erreur s’est produite. Veuillez réessayer.",
  databaseUnavailable:
    "Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.",
  overloaded:
    "Le service est très sollicité en ce moment. Veuillez réessayer dans quelques secondes.",
  idempotencyKeyMalformed: "L’en-tête Idempotency-Key doit être un UUID.",
  idempotencyKeyReused:
    "Cet Idempotency-Key a déjà servi pour un autre envoi. Veuillez envoyer le nouveau avec une nouvelle clé.",
  idempotencyKeyInProgress:
    "Le premier envoi avec cet Idempotency-Key est encore en cours de traitement. Veuillez réessayer dans un instant.",
  photoUploadInProgress:
    "Un autre envoi de photos de votre part, ou depuis votre réseau, est encore en cours de réception. Veuillez réessayer une fois qu'il sera terminé.",
  uploadTooSlow:
    "L'envoi était trop lent et a été interrompu. Veuillez réessayer avec une connexion plus rapide.",
  photoUploadOneFile: 'Veuillez envoyer une seule photo, dans le champ de formulaire "photo".',
  photoUploadMediaType:
    "Veuillez envoyer la photo en multipart/form-data, ou comme corps image/jpeg ou image/png.",
  crossSiteRequest:
    "Cette requête provient d’un autre site web\u00a0: elle a donc été refusée. Veuillez passer directement par Uplink.",
  emailTaken: "Un compte existe déjà avec cette adresse e-mail.",
  invalidOrExpiredLink: "Ce lien n’est pas valide ou a expiré.",
  wrongCurrentPassword: "Votre mot de passe actuel est incorrect.",
  sessionNotFound: "Cette session est déjà terminée, ou elle ne vous appartient pas.",
  hostedSignInDisabled: "La connexion externe n’est pas configurée.",
  hostedSignInFailed: "La connexion externe a échoué. Veuillez vous reconnecter.",
  hostedSignInNotForUs:
    "Cette connexion externe n’a pas été délivrée pour Uplink. Veuillez vous reconnecter sur ce site.",
  hostedEmailNotVerified:
    "Votre adresse e-mail n’est pas vérifiée auprès du fournisseur de connexion externe. Vérifiez-la d’abord chez ce fournisseur, puis reconnectez-vous.",
  hostedSignInAdministrator:
    "Les comptes administrateur ne peuvent pas utiliser la connexion externe. Veuillez utiliser la connexion administrateur avec votre mot de passe.",
  hostedLinkConfirmationSent:
    "Un compte existe déjà avec cette adresse e-mail. Pour l’associer à votre connexion externe, confirmez depuis l’e-mail que nous venons d’envoyer à cette adresse.",
  hostedIdentityLinkedElsewhere:
    "Cette connexion externe est déjà associée à un autre compte\u00a0: elle ne peut donc pas être associée à celui-ci.",
  passwordConfirmationRequired: "Veuillez saisir votre mot de passe pour confirmer.",
  deleteAccountCodeRequired: "Veuillez saisir le code reçu par e-mail pour confirmer.",
  wrongDeleteAccountCode:
    "Ce code est erroné, a expiré ou a déjà été utilisé. Vérifiez l’e-mail ou demandez un nouveau code.",
  deleteAccountCodeNeedsNoPassword:
    "Votre compte a un mot de passe. Veuillez plutôt confirmer la suppression avec votre mot de passe.",
  trpcBatchTooLarge: (calls: number, max: number): string =>
    `Ce lot contient ${plural(calls, "appel", "appels")}, mais un lot ne peut en contenir que ${numberFormat.format(max)} au maximum. Envoyez les appels en lots plus petits.`,
  passwordInUrl:
    "Un mot de passe ne doit jamais être envoyé dans une URL. Envoyez-le plutôt dans l’en-tête X-Confirm-Password.",
  accountHoldsEscrow:
    "Votre compte ne peut pas être supprimé tant que le paiement de l’une de vos demandes est conservé sous séquestre. Veuillez réessayer une fois les travaux validés ou le paiement remboursé.",
  installerNotApproved:
    "Votre compte installateur doit être approuvé avant que vous puissiez accepter des missions.",
  installerEmailNotVerified: "Cet installateur n’a pas encore vérifié son adresse e-mail.",
  leadHoldsEscrow:
    "Cette demande ne peut pas être supprimée tant que son paiement est conservé sous séquestre. Veuillez réessayer une fois les travaux validés ou le paiement remboursé.",
  chatClosed: "La discussion s’ouvre dès qu’un installateur a accepté la demande.",
  chatClosedIn: (status: LeadStatus): string =>
    `${hasStatus(status)}\u00a0: sa discussion est fermée et aucun nouveau message ne peut y être envoyé.`,
  chatPartiesOnly:
    "Seuls le client et l’installateur de cette demande peuvent écrire dans sa discussion.",
  chatCursorUnknown: "Le curseur ne désigne aucun message de cette discussion.",
  liveStreamsTooMany:
    "Trop de vues en direct sont ouvertes en même temps. Veuillez fermer un onglet et réessayer.",
  contactDetailsRemoved: `Des coordonnées ont été retirées du dernier message. ${keepOnUplink}`,
  contactDetailsRemovedFromCaptions: `Des coordonnées ont été retirées des légendes des photos. ${keepOnUplink}`,
  contactDetailsRemovedFromFeedback: `Des coordonnées ont été retirées de la demande de correction. ${keepOnUplink}`,
  contactLeakAlert: (sender: string, title: string, place = "un message"): string =>
    `Demande «\u00a0${title}\u00a0»\u00a0: coordonnées retirées, écrites par ${sender} dans ${place}`,
  contactLeakPlaces: {
    chat_message: "un message",
    photo_caption: "une légende de photo",
    revision_feedback: "une demande de correction",
    lead_title: "le titre",
    lead_description: "la description",
    special_requirements: "les exigences particulières",
    lead_reason: "le motif d’une annulation, d’un désistement ou d’un litige",
    offer_message: "le message d’une offre",
    review_text: "un avis",
    review_reply: "la réponse à un avis",
    installer_bio: "la présentation du profil",
  },
  contactDetailsRemovedFromReason: `Des coordonnées ont été retirées du motif que vous avez indiqué. ${keepOnUplink}`,
  revisionFeedback: (feedback: string): string => `Ses remarques\u00a0: «\u00a0${feedback}\u00a0»`,
  systemLineWithDetails: (line: string, details: string): string => `${line} ${details}`,
  photoTooSmall: `Chaque photo doit faire au moins ${MIN_PHOTO_WIDTH}×${MIN_PHOTO_HEIGHT}\u00a0pixels.`,
  photoBlank: "La photo semble vide.",
  photosNotDistinct: "Chaque photo de fin de travaux doit montrer quelque chose de différent.",
  photoUnreadable:
    "Impossible de lire la photo. Envoyez-la sous forme d’URL de données (data URL) ou de texte en base64.",
  photoTooLarge: (bytes: number): string =>
    `La photo fait ${numberFormat.format(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)}\u00a0Mo. ${validation.photoTooLarge}.`,
  photoNotPngOrJpeg:
    "Le fichier n’est pas une image PNG ou JPEG. Utilisez une photo enregistrée au format PNG ou JPG.",
  photoDamaged:
    "Le fichier de la photo est endommagé ou incomplet. Envoyez-le de nouveau ou choisissez une autre photo.",
  photoTooManyPixels: (width: number, height: number): string =>
    `La photo est trop grande pour être traitée\u00a0: ${width}×${height}\u00a0pixels. Utilisez une photo de ${MAX_PHOTO_MEGAPIXELS}\u00a0mégapixels au maximum.`,
  photoTooSmallSized: (width: number, height: number): string =>
    `La photo est trop petite\u00a0: ${width}×${height}\u00a0pixels. Utilisez une photo d’au moins ${MIN_PHOTO_WIDTH}×${MIN_PHOTO_HEIGHT}\u00a0pixels.`,
  photoLooksBlank: "La photo semble vide. Utilisez une photo qui montre clairement le lieu.",
  photoAtPosition: (position: number, reason: string): string =>
    `Photo ${position}\u00a0: ${reason}`,
  completionPhotoUntitled: (position: number): string => `Photo de fin de travaux ${position}`,
  photosLookAlike: (first: number, second: number): string =>
    `Les photos ${first} et ${second} se ressemblent trop. Chaque photo de fin de travaux doit montrer quelque chose de différent.`,
  photosAccepted: (count: number): string =>
    form("fr", count, {
      one: "La photo répond aux exigences.",
      other: `Les ${numberFormat.format(count)}\u00a0photos répondent toutes aux exigences.`,
    }),
  escrowAmountInvalid: `Le montant à conserver sous séquestre doit être supérieur à ${eur(0)}.`,
  escrowNothingToRelease:
    "Aucun paiement n’est conservé sous séquestre pour cette demande\u00a0: il n’y a donc rien à verser.",
  escrowAlreadyRefunded:
    "Le paiement de cette demande a été remboursé au client\u00a0: il ne peut donc pas être versé.",
  escrowNothingToRefund:
    "Aucun paiement n’est conservé sous séquestre pour cette demande\u00a0: il n’y a donc rien à rembourser.",
  escrowAlreadyReleased:
    "Le paiement de cette demande a déjà été versé à l’installateur\u00a0: il ne peut donc pas être remboursé.",
  paymentRecordedDifferently:
    "Ce paiement a déjà été enregistré avec des montants différents\u00a0: il n’a donc pas été enregistré une seconde fois.",
  wrongLeadState: (status: LeadStatus, operation: LeadOperation): string =>
    `${hasStatus(status)}, ${refusedOperation[operation]}.`,
  leadDetailAccessDenied: `${toastTitles.accessDenied}\u00a0: ${errors.leadDetailAccessDenied}`,
  acceptValueRequired:
    "Cette demande n’a pas encore de prix. Veuillez indiquer votre prix en euros\u00a0: il sera envoyé au client sous forme d’offre.",
  acceptValueNotAllowed: (euros: number): string =>
    `Cette demande a déjà un prix de ${eur(euros)}. Acceptez-la sans indiquer de prix.`,
  startDateInPast: "La date de début souhaitée ne peut pas être dans le passé.",
  paymentEventUnverified:
    "L’événement de paiement a été refusé\u00a0: sa signature est absente, fausse ou trop ancienne.",
  paymentNotHeld:
    "Le client n’a pas encore payé cette mission\u00a0: vous pourrez vous déclarer sur place une fois le paiement bloqué.",
  installerProfileMissing: "Vous n’avez pas encore créé votre profil d’installateur.",
  paymentCaptureNotDue: (status: LeadStatus): string =>
    `${hasStatus(status)}\u00a0: son paiement n’est conservé sous séquestre qu’une fois qu’un installateur l’a acceptée.`,
  paymentReleaseNotDue: (status: LeadStatus): string =>
    `${hasStatus(status)}\u00a0: son paiement n’est versé qu’une fois les travaux validés par le client.`,
  cancelAfterInstallerArrived: (status: LeadStatus): string =>
    `${hasStatus(status)}\u00a0: l’installateur est déjà sur place, elle ne peut donc plus être annulée. En cas de problème avec les travaux, ouvrez un litige une fois qu’ils auront été déclarés terminés.`,
  reasonGiven: (reason: string): string => `Motif indiqué\u00a0: «\u00a0${reason}\u00a0»`,
  revisionAfterRelease:
    "Une correction a été demandée alors que le paiement avait déjà été versé à l’installateur.",
  offerOnPricedLead: (euros: number): string =>
    `Cette demande a déjà un prix de ${eur(euros)}. Acceptez-la à ce prix au lieu de faire une offre.`,
  offerNotPending: (status: string, operation: "accepted" | "withdrawn"): string =>
    `Cette offre a le statut «\u00a0${offerStatusNames[status] ?? status}\u00a0»\u00a0: elle ne peut donc pas être ${operation === "accepted" ? "acceptée" : "retirée"}.`,
  settlementShareOutOfRange: (heldEuros: number): string =>
    `La part de l’installateur doit être supérieure à ${eur(0)} et inférieure au montant de ${eur(heldEuros)} conservé sous séquestre.`,
  settlementNothingHeld:
    "Rien n’est conservé sous séquestre pour cette demande\u00a0: il n’y a donc rien à régler.",
  settlementInstallerMissing:
    "Cette demande n’a pas d’installateur\u00a0: son paiement ne peut donc pas être versé.",
  settlementSummary: (
    outcome: "release" | "refund" | "split",
    installerEuros: number,
    refundedEuros: number,
  ): string =>
    ({
      release: `Le paiement de ${eur(installerEuros)} a été versé à l’installateur, déduction faite de la commission de la plateforme.`,
      refund: `Le paiement de ${eur(refundedEuros)} a été remboursé au client.`,
      split: `Un montant de ${eur(installerEuros)} a été versé à l’installateur, déduction faite de la commission de la plateforme, et un montant de ${eur(refundedEuros)} a été remboursé au client.`,
    })[outcome],
  settlementNote: (note: string): string =>
    `Remarque de l’administrateur\u00a0: «\u00a0${note}\u00a0»`,
  offerInstallerUnavailable:
    "L’installateur qui a fait cette offre ne peut plus accepter de missions. Veuillez choisir une autre offre.",
} as const;

const hours = (milliseconds: number) => plural(milliseconds / (60 * 60 * 1000), "heure", "heures");

const minutes = (milliseconds: number) => plural(milliseconds / (60 * 1000), "minute", "minutes");

const linkOnce = "et ne peut être utilisé qu’une seule fois";

const mail = {
  greeting: (firstName: string): string => `Bonjour ${firstName},`,
  signOff: "L’équipe Uplink",
  verifyEmail: {
    subject: "Confirmez votre adresse e-mail",
    body: "Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte Uplink.",
    action: "Confirmer mon adresse e-mail",
    note: `Ce lien expire dans ${hours(EMAIL_VERIFICATION_TTL_MS)} ${linkOnce}. Si vous n’avez pas créé de compte Uplink, vous pouvez ignorer cet e-mail.`,
  },
  resetPassword: {
    subject: "Réinitialisez votre mot de passe",
    body: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Uplink.",
    action: "Choisir un nouveau mot de passe",
    note: `Ce lien expire dans ${hours(PASSWORD_RESET_TTL_MS)} ${linkOnce}. Si vous n’avez pas demandé de réinitialisation, vous pouvez ignorer cet e-mail\u00a0: votre mot de passe reste inchangé.`,
  },
  passwordChanged: {
    subject: "Votre mot de passe a été modifié",
    body: "Le mot de passe de votre compte Uplink vient d’être modifié.",
    note: "Si vous n’êtes pas à l’origine de cette modification, réinitialisez immédiatement votre mot de passe et contactez-nous.",
  },
  signUpAttempt: {
    subject: "Quelqu’un a tenté de s’inscrire avec votre adresse e-mail",
    body: "Quelqu’un vient d’essayer de créer un nouveau compte Uplink avec votre adresse e-mail. Aucun compte n’a été créé et votre compte reste inchangé.",
    action: "Réinitialiser mon mot de passe",
    note: "Si c’était vous, vous avez déjà un compte\u00a0: connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié. Sinon, vous pouvez ignorer cet e-mail.",
  },
  confirmHostedLink: {
    subject: "Confirmez l’association de votre connexion externe",
    body: "Quelqu’un s’est connecté avec votre adresse e-mail via notre fournisseur de connexion externe et a demandé à associer cette connexion à votre compte Uplink. Ne confirmez que si c’était vous\u00a0: cette connexion donnera ensuite accès à votre compte.",
    action: "Associer mon compte",
    note: `Ce lien expire dans ${hours(HOSTED_LINK_TTL_MS)} ${linkOnce}. Si ce n’était pas vous, ignorez cet e-mail\u00a0: rien ne sera associé.`,
  },
  deleteAccountCode: {
    subject: "Votre code pour supprimer votre compte Uplink",
    body: "Vous avez demandé la suppression de votre compte Uplink. Pour confirmer, saisissez ce code\u00a0:",
    note: `Ce code expire dans ${minutes(DELETE_ACCOUNT_CODE_TTL_MS)} et ne peut être utilisé qu’une seule fois. Si vous n’avez pas demandé la suppression de votre compte, ignorez cet e-mail\u00a0: rien n’est supprimé sans ce code.`,
  },
  hostedIdentityLinked: {
    subject: "Une connexion externe a été associée à votre compte",
    body: "Votre compte Uplink est désormais associé à une connexion externe\u00a0: en vous connectant par ce biais, vous accédez à votre compte.",
    note: "Si vous n’êtes pas à l’origine de cette association, réinitialisez immédiatement votre mot de passe et contactez-nous.",
  },
  installerApproved: {
    subject: "Votre compte installateur est approuvé",
    body: "Un administrateur a approuvé votre compte installateur. Vous pouvez désormais accepter des missions d’installation.",
    action: "Voir les missions disponibles",
  },
  adminMessage: {
    subject: "Un message de l’équipe Uplink",
    body: "Un administrateur vous a envoyé ce message\u00a0:",
    action: "Ouvrir mon tableau de bord",
    note: "Vous pouvez aussi lire ce message sur votre tableau de bord.",
  },
  installerRejected: {
    subject: "Votre compte installateur n’a pas été approuvé",
    body: "Un administrateur a examiné votre compte installateur et n’a pas pu l’approuver.",
    note: "Si vous pensez qu’il s’agit d’une erreur, répondez simplement à cet e-mail.",
  },
} as const;

const offerMails = {
  received: {
    subject: (title: string): string => `Nouvelle offre pour votre demande\u00a0: ${title}`,
    body: (name: string, euros: number): string =>
      `${name} propose de réaliser l’installation pour ${eur(euros)}. Vous ne payez rien tant que vous n’avez pas accepté une offre\u00a0; le montant est alors conservé sous séquestre et n’est versé à l’installateur qu’une fois que vous avez validé les travaux terminés.`,
    bodyPayNext: (name: string, euros: number): string =>
      `${name} propose de réaliser l’installation pour ${eur(euros)}. Vous ne payez rien tant que vous n’avez pas accepté une offre\u00a0; vous payez alors le montant, qui est conservé sous séquestre et n’est versé à l’installateur qu’une fois que vous avez validé les travaux terminés.`,
    message: (message: string): string => `Son message\u00a0: «\u00a0${message}\u00a0»`,
  },
  declined: {
    subject: (title: string): string => `Votre offre n’a pas été retenue\u00a0: ${title}`,
    body: "Le client a accepté l’offre d’un autre installateur\u00a0: la vôtre est donc close. Merci pour votre proposition.",
  },
  cancelled: {
    subject: (title: string): string =>
      `Une demande pour laquelle vous aviez fait une offre a été annulée\u00a0: ${title}`,
    body: "Le client a annulé la demande\u00a0: votre offre est donc close.",
  },
} as const;

const leadEvents = {
  accepted: {
    system:
      "Un installateur a accepté cette demande. Le paiement est désormais conservé sous séquestre.",
    activity: (title: string, actor: string) => `${actor} a accepté «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Un installateur a accepté votre demande\u00a0: ${title}`,
    body: "Un installateur a accepté votre demande d’installation. Le paiement est conservé sous séquestre jusqu’à ce que vous validiez les travaux, et vous pouvez désormais échanger avec l’installateur dans la discussion.",
  },
  onSite: {
    system: "L’installateur est sur place.",
    activity: (title: string, actor: string) =>
      `${actor} est sur place pour «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Votre installateur est sur place\u00a0: ${title}`,
    body: "Votre installateur est arrivé et a signalé sa présence sur place.",
  },
  done: {
    system: "L’installateur a déclaré les travaux terminés et envoyé les photos de fin de travaux.",
    activity: (title: string, actor: string) =>
      `${actor} a terminé les travaux de «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Votre installation est terminée\u00a0: ${title}`,
    body: "Votre installateur a déclaré les travaux terminés et envoyé des photos. Veuillez les consulter, puis valider les travaux ou demander une correction.",
  },
  approved: {
    system: "Le client a validé les travaux. Le paiement a été versé à l’installateur.",
    activity: (title: string, actor: string) =>
      `${actor} a validé les travaux de «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Travaux validés\u00a0: ${title}`,
    body: "Le client a validé vos travaux. Le paiement vous a été versé, déduction faite de la commission de la plateforme.",
  },
  revisionRequested: {
    system: "Le client a demandé une correction.",
    activity: (title: string, actor: string) =>
      `${actor} a demandé une correction pour «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Correction demandée\u00a0: ${title}`,
    body: "Le client a demandé une correction des travaux. Ses remarques\u00a0:",
  },
  cancelled: {
    system:
      "Le client a annulé cette demande. Le paiement conservé sous séquestre lui a été remboursé.",
    activity: (title: string, actor: string) => `${actor} a annulé «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Demande annulée\u00a0: ${title}`,
    body: "Le client a annulé cette demande d’installation\u00a0: vous n’avez donc plus besoin de vous déplacer. Le paiement conservé sous séquestre lui a été remboursé.",
  },
  withdrawn: {
    system:
      "L’installateur s’est désisté de cette mission. Le paiement conservé sous séquestre a été remboursé au client, et la demande est de nouveau ouverte aux autres installateurs.",
    activity: (title: string, actor: string) => `${actor} s’est désisté de «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Votre installateur s’est désisté\u00a0: ${title}`,
    body: "L’installateur qui avait accepté votre demande s’est désisté. Le paiement conservé sous séquestre vous a été intégralement remboursé, et votre demande est de nouveau ouverte aux autres installateurs.",
  },
  disputed: {
    system:
      "Un litige a été ouvert. Le paiement reste conservé sous séquestre jusqu’à ce qu’un administrateur le règle.",
    activity: (title: string, actor: string) =>
      `${actor} a ouvert un litige sur «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Un litige a été ouvert\u00a0: ${title}`,
    body: "Un litige a été ouvert au sujet de cette mission. Le paiement reste conservé sous séquestre jusqu’à ce qu’un administrateur ait examiné la mission et réglé le litige.",
  },
  offerAccepted: {
    system:
      "Le client a accepté l’offre de l’installateur. Le paiement est désormais conservé sous séquestre.",
    activity: (title: string, actor: string) =>
      `${actor} a accepté une offre pour «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Votre offre a été acceptée\u00a0: ${title}`,
    body: "Le client a accepté votre offre. Le paiement est conservé sous séquestre jusqu’à ce qu’il valide les travaux, et vous pouvez désormais échanger avec lui dans la discussion.",
  },
  settled: {
    system: "Un administrateur a réglé cette mission.",
    activity: (title: string, actor: string) =>
      `${actor} a réglé la demande «\u00a0${title}\u00a0»`,
    subject: (title: string) => `Votre mission a été réglée\u00a0: ${title}`,
    body: "Un administrateur a examiné la mission et l’a réglée.",
  },
  autoReleased: {
    system:
      "Les travaux ont été validés automatiquement à la fin du délai de vérification. Le paiement a été versé à l’installateur.",
    activity: (title: string) =>
      `Les travaux de «\u00a0${title}\u00a0» ont été validés automatiquement`,
    subject: (title: string) => `Travaux validés automatiquement\u00a0: ${title}`,
    body: "Le délai de vérification de cette mission a pris fin sans validation, demande de correction ni litige\u00a0: les travaux ont donc été validés automatiquement et le paiement a été versé à l’installateur, déduction faite de la commission de la plateforme.",
  },
};

const autoRelease = {
  actorName: "Uplink",
  notice: (date: string): string =>
    `Le paiement sera versé automatiquement le ${date}, sauf si vous validez les travaux ou demandez une correction d’ici là.`,
  reminderMail: {
    subject: (title: string): string =>
      `Rappel\u00a0: merci de vérifier les travaux terminés – ${title}`,
    body: "Votre installateur a déclaré les travaux terminés. Veuillez consulter les photos de fin de travaux, puis valider les travaux ou demander une correction.",
  },
} as const;

const settlement = {
  outcomeRequired: "Veuillez choisir comment régler la demande",
  installerShareTooLarge: (held: string): string =>
    `La part de l’installateur doit être inférieure aux ${held}\u00a0€ conservés sous séquestre`,
  failed: "Impossible de régler la demande",
  settled: { title: "Demande réglée" },
} as const;

const activity = {
  installerApproved: (name: string): string => `L’installateur ${name} a été approuvé`,
  installerRejected: (name: string): string => `L’installateur ${name} a été refusé`,
  leadCreated: (title: string, actor: string): string => `${actor} a publié «\u00a0${title}\u00a0»`,
  leadUpdated: (title: string, actor: string): string =>
    `${actor} a modifié «\u00a0${title}\u00a0»`,
  leadDeleted: (title: string, actor: string): string =>
    `${actor} a supprimé «\u00a0${title}\u00a0»`,
  userMessaged: (name: string, actor: string): string => `${actor} a envoyé un message à ${name}`,
  alertResolved: (description: string, actor: string): string =>
    `${actor} a résolu l’alerte «\u00a0${description}\u00a0»`,
} as const;

const alerts = {
  installerRejected: (name: string, email: string): string =>
    `L’installateur ${name} (${email}) a été refusé`,
  repeatedPhotoRejections: (name: string, email: string, count: number, reason: string): string =>
    `${name} (${email}) s’est vu refuser ${plural(count, "vérification de photo", "vérifications de photos")} en 24\u00a0heures\u00a0; dernier motif\u00a0: ${reason}`,
  escrowRefunded: (
    euros: number,
    title: string,
    why: "cancelled" | "withdrawn" | "settled",
  ): string =>
    `Le montant de ${eur(euros)} conservé pour «\u00a0${title}\u00a0» a été remboursé au client\u00a0: ${
      {
        cancelled: "le client a annulé la demande",
        withdrawn: "l’installateur s’est désisté",
        settled: "un administrateur a réglé la mission",
      }[why]
    }`,
  repeatedWithdrawals: (name: string, email: string, count: number, days: number): string =>
    `L’installateur ${name} (${email}) s’est désisté de ${plural(count, "mission acceptée", "missions acceptées")} en ${plural(days, "jour", "jours")}`,
  disputeOpened: (title: string, name: string, reason: string): string =>
    `${name} a ouvert un litige sur «\u00a0${title}\u00a0»\u00a0: ${reason}`,
} as const;

const devices = {
  unknown: "Appareil inconnu",
  browserOn: (browser: string, system: string): string => `${browser} sur ${system}`,
} as const;

/** The French catalogue. */
export const fr: MessageCatalogue = {
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
  reviews: frReviews,
  trust: frTrust,
  payments: frPayments,
  money: frMoney,
};
