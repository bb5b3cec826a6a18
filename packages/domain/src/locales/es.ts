import {
  ADDRESS_TEXT_MAX_LENGTH,
  BIO_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPLETION_CAPTION_MAX_LENGTH,
  CURRENCY,
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
import { esPayments } from "./payments";
import { esMoney } from "./money";
import { esReviews } from "./reviews";
import { esTrust } from "./trust";
import type { ContactLeakPlace, LeadStatus } from "../enums";
import type { LeadEvent, LeadOperation, MessageCatalogue } from "../messages";
import { plural as form } from "../i18n/plural";

/*
 * Spanish (Spain), addressing the reader as "tú". Terms used throughout: solicitud
 * (request, lead), trabajo (job), instalador, cliente, oferta, depósito de garantía
 * (escrow), liberar / reembolsar (release / refund), aprobar, corrección (revision),
 * disputa, resolver (settle), en el lugar / llegada (on site), fotos del trabajo
 * terminado (completion photos), panel (dashboard), comisión de la plataforma (fee).
 */

/** A count with its noun: Spanish has two plural forms, 1 and everything else (0, 2, 1,5…). */
const plural = (count: number, one: string, other: string): string =>
  `${count} ${form("es", count, { one, other })}`;

/** An amount as Spanish writes it: "1234,50 €", "12.345 €" (no cents when whole). */
const euro = (euros: number): string =>
  Number.isFinite(euros)
    ? new Intl.NumberFormat("es-ES", {
        style: "currency",
        currency: CURRENCY,
        minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(euros)
    : `${euros} €`;

const decimal = (value: number): string =>
  new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 }).format(value);

const validation = {
  emailRequired: "El correo electrónico es obligatorio",
  emailInvalid: "Introduce una dirección de correo electrónico válida",
  passwordRequired: "La contraseña es obligatoria",
  deleteAccountCodeInvalid: `Introduce el código de ${DELETE_ACCOUNT_CODE_LENGTH} cifras del correo`,
  currentPasswordRequired: "La contraseña actual es obligatoria",
  passwordMin: "La contraseña debe tener al menos 8 caracteres",
  confirmPasswordRequired: "Confirma tu contraseña",
  passwordsDontMatch: "Las contraseñas no coinciden",
  passwordsDoNotMatch: "Las contraseñas no coinciden",
  firstNameRequired: "El nombre es obligatorio",
  lastNameRequired: "Los apellidos son obligatorios",
  roleRequired: "Elige tu perfil",
  usernameRequired: "El usuario es obligatorio",
  firstNameTooLong: `El nombre puede tener como máximo ${NAME_MAX_LENGTH} caracteres`,
  lastNameTooLong: `Los apellidos pueden tener como máximo ${NAME_MAX_LENGTH} caracteres`,
  emailTooLong: `El correo electrónico puede tener como máximo ${EMAIL_MAX_LENGTH} caracteres`,
  phoneInvalid: "Introduce un número de teléfono válido",
  phoneTooLong: `El número de teléfono puede tener como máximo ${PHONE_MAX_LENGTH} caracteres`,
  passwordTooLong: `La contraseña puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  usernameTooLong: `El usuario puede tener como máximo ${EMAIL_MAX_LENGTH} caracteres`,
  missingVerificationToken: "No se ha encontrado ningún token de verificación en la URL.",
  missingResetToken: "No se ha encontrado ningún token de restablecimiento en la URL.",
  missingLinkAccountToken: "No se ha encontrado ningún token de confirmación en la URL.",
  titleRequired: "El título es obligatorio",
  addressRequired: "La dirección es obligatoria",
  cityRequired: "La ciudad es obligatoria",
  postalCodeRequired: "El código postal es obligatorio",
  countryRequired: "Elige un país",
  postalCodeFormat: (country: string, example: string): string =>
    `Introduce un código postal como ${example} para ${country}`,
  phoneInvalidForCountry: (country: string): string =>
    `Introduce un número de teléfono válido para ${country}`,
  startDateRequired: "La fecha de inicio es obligatoria",
  endDateRequired: "La fecha de fin es obligatoria",
  dateInvalid: "Introduce una fecha válida",
  endDateBeforeStart: "La fecha de fin no puede ser anterior a la de inicio",
  timeRangeRequired: "La franja horaria es obligatoria",
  descriptionRequired: "La descripción es obligatoria",
  descriptionMin: "La descripción debe tener al menos 10 caracteres",
  messageRequired: "Escribe un mensaje",
  chatMessageTooLong: "El mensaje puede tener como máximo 2000 caracteres",
  adminMessageTooLong: "El mensaje puede tener como máximo 5000 caracteres",
  feedbackRequired: "Describe qué hay que corregir",
  reasonRequired: "Indica un motivo",
  reasonTooLong: `El motivo puede tener como máximo ${LEAD_REASON_MAX_LENGTH} caracteres`,
  offerMessageTooLong: `El mensaje puede tener como máximo ${OFFER_MESSAGE_MAX_LENGTH} caracteres`,
  settlementNoteRequired: "Explica la resolución",
  settlementNoteTooLong: `La nota puede tener como máximo ${SETTLEMENT_NOTE_MAX_LENGTH} caracteres`,
  settlementEurosRequired: "Indica la parte del instalador para repartir el pago",
  settlementEurosNotAllowed: "Solo un reparto indica la parte del instalador",
  photoTooLarge: "Cada foto puede ocupar como máximo 10 MB",
  photosTooMany: "Sube como máximo 10 fotos a la vez",
  photoUploadUnknown:
    "Esta subida de foto no existe, ha caducado o ya se ha usado. Vuelve a añadir la foto.",
  idInvalid: "Este identificador no es válido",
  valueInvalid: "Introduce un precio entre 0,01 y 1.000.000 euros",
  textMessageOnly: "Solo se pueden enviar mensajes de texto",
  cursorInvalid: "El cursor debe ser el identificador de un mensaje",
  companyNameRequired: "El nombre de la empresa es obligatorio",
  serviceRadiusRange: "El radio de servicio debe ser un número entero entre 1 y 500 km",
  titleTooLong: `El título puede tener como máximo ${LEAD_TITLE_MAX_LENGTH} caracteres`,
  descriptionTooLong: `La descripción puede tener como máximo ${LEAD_DESCRIPTION_MAX_LENGTH} caracteres`,
  specialRequirementsTooLong: `Los requisitos especiales pueden tener como máximo ${SPECIAL_REQUIREMENTS_MAX_LENGTH} caracteres`,
  feedbackTooLong: `Los comentarios pueden tener como máximo ${REVISION_FEEDBACK_MAX_LENGTH} caracteres`,
  streetTooLong: `La dirección puede tener como máximo ${STREET_MAX_LENGTH} caracteres`,
  cityTooLong: `La ciudad puede tener como máximo ${CITY_MAX_LENGTH} caracteres`,
  postalCodeTooLong: `El código postal puede tener como máximo ${POSTAL_CODE_MAX_LENGTH} caracteres`,
  addressTooLong: `La dirección puede tener como máximo ${ADDRESS_TEXT_MAX_LENGTH} caracteres`,
  captionTooLong: `La descripción de la foto puede tener como máximo ${COMPLETION_CAPTION_MAX_LENGTH} caracteres`,
  companyNameTooLong: `El nombre de la empresa puede tener como máximo ${COMPANY_NAME_MAX_LENGTH} caracteres`,
  bioTooLong: `La biografía puede tener como máximo ${BIO_MAX_LENGTH} caracteres`,
  controlCharacters: "Este campo no puede contener caracteres de control",
};

const errors = {
  fetchUserFailed: "No se ha podido cargar el usuario",
  invalidCredentials: "Correo electrónico o contraseña incorrectos",
  createAccountFailed: "No se ha podido crear la cuenta",
  invalidAdminCredentials: "Credenciales de administrador incorrectas.",
  approveInstallerFailed: "No se ha podido aprobar al instalador",
  rejectInstallerFailed: "No se ha podido rechazar al instalador",
  sendMessageFailed: "No se ha podido enviar el mensaje",
  deleteLeadFailed: "No se ha podido eliminar la solicitud",
  emailVerificationFailed:
    "No se ha podido verificar el correo electrónico. Puede que el enlace haya caducado o no sea válido.",
  createRequestFailed: "No se ha podido crear la solicitud de instalación",
  updateRequestFailed: "No se ha podido actualizar la solicitud de instalación",
  deleteRequestFailed: "No se ha podido eliminar la solicitud",
  resolveAlertFailed: "No se ha podido resolver la alerta",
  leadDetailAccessDenied: "Solo puedes ver los detalles después de aceptar el trabajo.",
  photoUploadFailed: "No se ha podido subir la foto. Inténtalo de nuevo.",
  photoVerificationFailed: "No se ha podido verificar la foto. Inténtalo de nuevo.",
  photoRejected: "La foto no cumple los requisitos para verificar la vivienda.",
  completionPhotosRequired: "Sube al menos 3 fotos que muestren el trabajo terminado",
  propertyPhotoRequired: "Sube al menos una foto de la vivienda",
  invalidFile: "Sube solo archivos de imagen",
  clerkDisabled: "Se ha detectado un error de Clerk; se desactivan las funciones de Clerk",
};

const toastTitles = {
  error: "Error",
  signInFailed: "Error al iniciar sesión",
  signUpFailed: "Error al registrarte",
  accessDenied: "Acceso denegado",
  uploadError: "Error al subir",
  verificationFailed: "Error de verificación",
  photoRejected: "Foto rechazada",
  photosRequired: "Faltan fotos",
  invalidFile: "Archivo no válido",
};

const toasts = {
  welcomeBack: { title: "¡Hola de nuevo!" },
  accountCreated: { title: "¡Cuenta creada correctamente!" },
  adminAccessGranted: { title: "Acceso de administrador concedido" },
  installerApproved: { title: "Instalador aprobado" },
  installerRejected: { title: "Instalador rechazado" },
  messageSent: { title: "Mensaje enviado" },
  leadDeleted: { title: "Solicitud eliminada" },
  leadAccepted: { title: "Trabajo aceptado" },
  markedOnSite: { title: "Llegada registrada" },
  jobMarkedComplete: { title: "Trabajo marcado como terminado" },
  jobApproved: { title: "Trabajo aprobado", message: "El pago se ha liberado al instalador." },
  revisionRequested: { title: "Corrección solicitada" },
  requestCancelled: { title: "Solicitud cancelada" },
  jobWithdrawn: {
    title: "Te has retirado del trabajo",
    message:
      "Se ha reembolsado el pago al cliente y la solicitud vuelve a estar disponible para otros instaladores.",
  },
  disputeOpened: {
    title: "Disputa abierta",
    message: "Un administrador revisará el trabajo. Hasta entonces, el pago sigue retenido.",
  },
  offerSent: {
    title: "Oferta enviada",
    message: "El cliente decide si la acepta. No se paga nada hasta que lo haga.",
  },
  offerWithdrawn: { title: "Oferta retirada" },
  offerAccepted: {
    title: "Oferta aceptada",
    message:
      "El instalador queda asignado a tu solicitud. El pago permanece retenido en el depósito de garantía hasta que apruebes el trabajo terminado.",
  },
  requestDeleted: { title: "Solicitud eliminada" },
  alertResolved: { title: "Alerta resuelta" },
  photoAdded: { title: "Foto añadida" },
  requestPosted: { title: "Solicitud de instalación publicada" },
  requestUpdated: { title: "Solicitud de instalación actualizada" },

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
  resetLinkSent: "Si existe una cuenta, te hemos enviado un enlace para restablecer la contraseña.",
  passwordUpdated: "Tu contraseña se ha actualizado.",
  emailVerified:
    "Tu correo electrónico se ha verificado. Ahora tu cuenta está pendiente de verificación por un administrador y te avisaremos por correo en cuanto se apruebe.",
  verificationSent: "Te hemos enviado un nuevo enlace de verificación a tu correo electrónico.",
  emailAlreadyVerified: "Tu correo electrónico ya está verificado.",
  hostedIdentityLinked:
    "Tu cuenta ya está vinculada a tu inicio de sesión externo. A partir de ahora puedes usarlo para iniciar sesión.",
  deleteAccountCodeSent:
    "Te hemos enviado un código por correo. Introdúcelo abajo para confirmar que quieres eliminar tu cuenta.",
};

/** What cannot be done to the request, completing "así que no es posible …". */
const refusedOperation: Record<LeadOperation, string> = {
  accept: "aceptarla",
  markOnSite: "registrar la llegada del instalador",
  submitCompletion: "marcarla como terminada",
  approve: "aprobarla",
  requestRevision: "pedir una corrección",
  cancel: "cancelarla",
  withdraw: "retirarse de ella",
  dispute: "abrir una disputa",
  makeOffer: "hacer una oferta",
  acceptOffer: "aceptar una oferta",
  settleRelease: "resolverla",
  settleRefund: "resolverla",
  settleSplit: "resolverla",
  autoRelease: "aprobarla automáticamente",
  edit: "editarla",
  delete: "eliminarla",
};

const contactDetailsKeepOnUplink =
  "Mantén toda la comunicación en Uplink: los pagos y tu número de teléfono solo están protegidos aquí.";

const server = {
  notSignedIn: "Inicia sesión para continuar.",
  forbidden: "No tienes permiso para hacer eso.",
  notFound: "No encontrado.",
  routeNotFound: "Esta ruta de la API no existe.",
  rateLimited: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
  invalidInput: "Algunos campos no son válidos.",
  malformedJson: "El cuerpo de la petición no es un JSON válido.",
  unsupportedMediaType: "El cuerpo de la petición debe ser JSON.",
  payloadTooLarge: "La petición es demasiado grande.",
  internal: "Algo ha salido mal. Inténtalo de nuevo.",
  databaseUnavailable:
    "El servicio no está disponible temporalmente. Vuelve a intentarlo dentro de un rato.",
  overloaded: "El servicio está saturado en este momento. Vuelve a intentarlo en unos segundos.",
  idempotencyKeyMalformed: "La cabecera Idempotency-Key debe ser un UUID.",
  idempotencyKeyReused:
    "Este Idempotency-Key ya se usó para otro envío. Envíe el nuevo con una clave nueva.",
  idempotencyKeyInProgress:
    "El primer envío con este Idempotency-Key aún se está procesando. Vuelva a intentarlo en un momento.",
  photoUploadInProgress:
    "Todavía se está recibiendo otra subida de fotos tuya o de tu red. Inténtalo de nuevo cuando haya terminado.",
  uploadTooSlow:
    "La subida era demasiado lenta y se ha detenido. Inténtalo de nuevo con una conexión más rápida.",
  photoUploadOneFile: 'Envía exactamente una foto, en el campo de formulario "photo".',
  photoUploadMediaType:
    "Envía la foto como multipart/form-data, o como cuerpo image/jpeg o image/png.",
  crossSiteRequest:
    "Esta petición procede de otro sitio web, así que se ha rechazado. Hazlo directamente desde Uplink.",
  emailTaken: "Ya existe una cuenta con este correo electrónico.",
  invalidOrExpiredLink: "Este enlace no es válido o ha caducado.",
  wrongCurrentPassword: "Tu contraseña actual no es correcta.",
  sessionNotFound: "Esta sesión ya se ha cerrado o no es tuya.",
  hostedSignInDisabled: "El inicio de sesión externo no está configurado.",
  hostedSignInFailed: "Error en el inicio de sesión externo. Vuelve a iniciar sesión.",
  hostedSignInNotForUs:
    "Este inicio de sesión externo no se emitió para Uplink. Vuelve a iniciar sesión en este sitio.",
  hostedEmailNotVerified:
    "Tu correo electrónico no está verificado en el proveedor de inicio de sesión externo. Verifícalo allí y vuelve a iniciar sesión.",
  hostedSignInAdministrator:
    "Las cuentas de administrador no pueden usar el inicio de sesión externo. Usa el acceso de administrador con tu contraseña.",
  hostedLinkConfirmationSent:
    "Ya existe una cuenta con este correo electrónico. Para vincularla a tu inicio de sesión externo, confírmalo desde el correo que acabamos de enviar a esa dirección.",
  hostedIdentityLinkedElsewhere:
    "Este inicio de sesión externo ya está vinculado a otra cuenta, así que no se puede vincular a esta.",
  passwordConfirmationRequired: "Introduce tu contraseña para confirmar.",
  deleteAccountCodeRequired: "Introduce el código que te hemos enviado por correo para confirmar.",
  wrongDeleteAccountCode:
    "Este código no es correcto, ha caducado o ya se ha usado. Revisa el correo o pide un código nuevo.",
  deleteAccountCodeNeedsNoPassword:
    "Tu cuenta tiene contraseña. Confirma la eliminación con tu contraseña.",
  trpcBatchTooLarge: (calls: number, max: number): string =>
    `Este lote contiene ${plural(calls, "llamada", "llamadas")}, pero un lote puede contener como máximo ${max}. Envía las llamadas en lotes más pequeños.`,
  passwordInUrl:
    "Una contraseña nunca debe enviarse en una URL. Envíala en la cabecera X-Confirm-Password.",
  accountHoldsEscrow:
    "No se puede eliminar tu cuenta mientras el pago de alguna de tus solicitudes esté retenido en el depósito de garantía. Vuelve a intentarlo cuando el trabajo se haya aprobado o el pago se haya reembolsado.",
  installerNotApproved: "Tu cuenta de instalador debe estar aprobada para poder aceptar trabajos.",
  installerEmailNotVerified: "Este instalador aún no ha verificado su correo electrónico.",
  leadHoldsEscrow:
    "No se puede eliminar esta solicitud mientras su pago esté retenido en el depósito de garantía. Vuelve a intentarlo cuando el trabajo se haya aprobado o el pago se haya reembolsado.",
  chatClosed: "El chat se abre cuando un instalador acepta la solicitud.",
  chatClosedIn: (status: LeadStatus): string =>
    `Esta solicitud tiene el estado «${leadStatusNames[status]}», así que su chat está cerrado y no se pueden enviar mensajes nuevos.`,
  chatPartiesOnly: "Solo el cliente y el instalador de esta solicitud pueden escribir en su chat.",
  chatCursorUnknown: "El cursor no corresponde a ningún mensaje de esta conversación.",
  liveStreamsTooMany:
    "Hay demasiadas vistas en directo abiertas a la vez. Cierra una pestaña e inténtalo de nuevo.",
  contactDetailsRemoved: `Se han eliminado datos de contacto del último mensaje. ${contactDetailsKeepOnUplink}`,
  contactDetailsRemovedFromCaptions: `Se han eliminado datos de contacto de las descripciones de las fotos. ${contactDetailsKeepOnUplink}`,
  contactDetailsRemovedFromFeedback: `Se han eliminado datos de contacto de los comentarios de la corrección. ${contactDetailsKeepOnUplink}`,
  contactLeakAlert: (sender: string, title: string, place = "un mensaje"): string =>
    `Se han eliminado datos de contacto que ${sender} escribió en ${place} de «${title}»`,
  contactLeakPlaces: {
    chat_message: "un mensaje",
    photo_caption: "la descripción de una foto",
    revision_feedback: "los comentarios de una corrección",
    lead_title: "el título",
    lead_description: "la descripción",
    special_requirements: "los requisitos especiales",
    lead_reason: "el motivo de una cancelación, retirada o disputa",
    offer_message: "el mensaje de una oferta",
    review_text: "una reseña",
    review_reply: "la respuesta a una reseña",
    installer_bio: "la presentación del perfil",
  } satisfies Record<ContactLeakPlace, string>,
  contactDetailsRemovedFromReason: `Se han eliminado datos de contacto del motivo que has indicado. ${contactDetailsKeepOnUplink}`,
  revisionFeedback: (feedback: string): string => `Comentarios del cliente: «${feedback}»`,
  systemLineWithDetails: (line: string, details: string): string => `${line} ${details}`,
  photoTooSmall: "Cada foto debe tener al menos 640×480 píxeles.",
  photoBlank: "La foto parece estar en blanco.",
  photosNotDistinct: "Cada foto del trabajo terminado debe mostrar algo distinto.",
  photoUnreadable:
    "No se ha podido leer la foto. Envíala como URL de datos (data URL) o como texto en base64.",
  photoTooLarge: (bytes: number): string =>
    `La foto ocupa ${decimal(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)} MB. ${validation.photoTooLarge}.`,
  photoNotPngOrJpeg:
    "El archivo no es una imagen PNG ni JPEG. Usa una foto guardada como PNG o JPG.",
  photoDamaged:
    "El archivo de la foto está dañado o incompleto. Vuelve a subirlo o elige otra foto.",
  photoTooManyPixels: (width: number, height: number): string =>
    `La foto es demasiado grande para procesarla: ${width}×${height} píxeles. Usa una foto de ${MAX_PHOTO_MEGAPIXELS} megapíxeles como máximo.`,
  photoTooSmallSized: (width: number, height: number): string =>
    `La foto es demasiado pequeña: ${width}×${height} píxeles. Usa una foto de al menos ${MIN_PHOTO_WIDTH}×${MIN_PHOTO_HEIGHT} píxeles.`,
  photoLooksBlank: "La foto parece estar en blanco. Usa una foto en la que se vea bien el lugar.",
  photoAtPosition: (position: number, reason: string): string => `Foto ${position}: ${reason}`,
  completionPhotoUntitled: (position: number): string => `Foto del trabajo terminado ${position}`,
  photosLookAlike: (first: number, second: number): string =>
    `Las fotos ${first} y ${second} parecen iguales. Cada foto del trabajo terminado debe mostrar algo distinto.`,
  photosAccepted: (count: number): string =>
    form("es", count, {
      one: "La foto cumple los requisitos.",
      other: `Las ${count} fotos cumplen los requisitos.`,
    }),
  escrowAmountInvalid:
    "El importe que se retiene en el depósito de garantía debe ser mayor que 0 €.",
  escrowNothingToRelease:
    "No hay ningún pago retenido en el depósito de garantía para esta solicitud, así que no hay nada que liberar.",
  escrowAlreadyRefunded:
    "El pago de esta solicitud se reembolsó al cliente, así que no se puede liberar.",
  escrowNothingToRefund:
    "No hay ningún pago retenido en el depósito de garantía para esta solicitud, así que no hay nada que reembolsar.",
  escrowAlreadyReleased:
    "El pago de esta solicitud ya se ha liberado al instalador, así que no se puede reembolsar.",
  paymentRecordedDifferently:
    "Este pago ya se registró con otros importes, así que no se ha vuelto a registrar.",
  wrongLeadState: (status: LeadStatus, operation: LeadOperation): string =>
    `Esta solicitud tiene el estado «${leadStatusNames[status]}», así que no es posible ${refusedOperation[operation]}.`,
  leadDetailAccessDenied: `${toastTitles.accessDenied}: solo puedes ver los detalles después de aceptar el trabajo.`,
  acceptValueRequired:
    "Esta solicitud aún no tiene precio. Indica tu precio en euros: se enviará al cliente como oferta.",
  acceptValueNotAllowed: (euros: number): string =>
    `Esta solicitud ya tiene un precio de ${euro(euros)}. Acéptala sin indicar ningún precio.`,
  startDateInPast: "La fecha de inicio preferida no puede ser anterior a hoy.",
  paymentEventUnverified:
    "El evento de pago se ha rechazado: su firma falta, es incorrecta o es demasiado antigua.",
  paymentNotHeld:
    "El cliente aún no ha pagado este trabajo: podrás marcarte en el lugar cuando el pago esté retenido.",
  installerProfileMissing: "Todavía no has configurado tu perfil de instalador.",
  paymentCaptureNotDue: (status: LeadStatus): string =>
    `Esta solicitud tiene el estado «${leadStatusNames[status]}»: su pago solo se retiene en el depósito de garantía cuando un instalador la ha aceptado.`,
  paymentReleaseNotDue: (status: LeadStatus): string =>
    `Esta solicitud tiene el estado «${leadStatusNames[status]}»: su pago solo se libera cuando el cliente ha aprobado el trabajo.`,
  cancelAfterInstallerArrived: (status: LeadStatus): string =>
    `Esta solicitud tiene el estado «${leadStatusNames[status]}»: el instalador ya ha llegado, así que no se puede cancelar. Si algo falla en el trabajo, abre una disputa cuando esté marcado como terminado.`,
  reasonGiven: (reason: string): string => `Motivo indicado: «${reason}»`,
  revisionAfterRelease:
    "Se ha pedido una corrección después de que el pago se liberara al instalador.",
  offerOnPricedLead: (euros: number): string =>
    `Esta solicitud ya tiene un precio de ${euro(euros)}. Acéptala por ese precio en lugar de hacer una oferta.`,
  offerNotPending: (status: string, operation: "accepted" | "withdrawn"): string =>
    `Esta oferta tiene el estado «${offerStatusNames[status] ?? status}», así que no se puede ${
      { accepted: "aceptar", withdrawn: "retirar" }[operation]
    }.`,
  settlementShareOutOfRange: (heldEuros: number): string =>
    `La parte del instalador debe ser mayor que ${euro(0)} y menor que el importe retenido en el depósito de garantía (${euro(heldEuros)}).`,
  settlementNothingHeld:
    "No hay nada retenido en el depósito de garantía para esta solicitud, así que no hay nada que resolver.",
  settlementInstallerMissing:
    "Esta solicitud no tiene instalador, así que su pago no se puede liberar.",
  settlementSummary: (
    outcome: "release" | "refund" | "split",
    installerEuros: number,
    refundedEuros: number,
  ): string =>
    ({
      release: `El pago de ${euro(installerEuros)} se ha liberado al instalador, descontada la comisión de la plataforma.`,
      refund: `El pago de ${euro(refundedEuros)} se ha reembolsado al cliente.`,
      split: `Se han liberado ${euro(installerEuros)} al instalador, descontada la comisión de la plataforma, y se han reembolsado ${euro(refundedEuros)} al cliente.`,
    })[outcome],
  settlementNote: (note: string): string => `Nota del administrador: «${note}»`,
  offerInstallerUnavailable:
    "El instalador que hizo esta oferta ya no puede aceptar trabajos. Elige otra oferta.",
};

const hours = (milliseconds: number) => plural(milliseconds / (60 * 60 * 1000), "hora", "horas");

const minutes = (milliseconds: number) => plural(milliseconds / (60 * 1000), "minuto", "minutos");

const mail = {
  greeting: (firstName: string): string => `Hola, ${firstName}:`,
  signOff: "El equipo de Uplink",
  verifyEmail: {
    subject: "Confirma tu dirección de correo electrónico",
    body: "Confirma tu dirección de correo electrónico para terminar de configurar tu cuenta de Uplink.",
    action: "Confirmar dirección de correo",
    note: `Este enlace caduca en ${hours(EMAIL_VERIFICATION_TTL_MS)} y solo funciona una vez. Si no has creado ninguna cuenta en Uplink, puedes ignorar este correo.`,
  },
  resetPassword: {
    subject: "Restablece tu contraseña",
    body: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Uplink.",
    action: "Elegir una nueva contraseña",
    note: `Este enlace caduca en ${hours(PASSWORD_RESET_TTL_MS)} y solo funciona una vez. Si no has pedido restablecerla, puedes ignorar este correo: tu contraseña no cambiará.`,
  },
  passwordChanged: {
    subject: "Se ha cambiado tu contraseña",
    body: "Se acaba de cambiar la contraseña de tu cuenta de Uplink.",
    note: "Si no has sido tú, restablece tu contraseña de inmediato y ponte en contacto con nosotros.",
  },
  signUpAttempt: {
    subject: "Alguien ha intentado registrarse con tu correo electrónico",
    body: "Alguien acaba de intentar crear una cuenta nueva en Uplink con tu dirección de correo electrónico. No se ha creado nada y tu cuenta sigue igual.",
    action: "Restablecer tu contraseña",
    note: "Si has sido tú, ya tienes una cuenta: inicia sesión o restablece tu contraseña si la has olvidado. Si no has sido tú, puedes ignorar este correo.",
  },
  confirmHostedLink: {
    subject: "Confirma la vinculación de tu inicio de sesión externo",
    body: "Alguien ha iniciado sesión con nuestro proveedor de inicio de sesión externo usando tu dirección de correo electrónico y ha pedido vincular ese inicio de sesión a tu cuenta de Uplink. Confírmalo solo si has sido tú: a partir de entonces, ese inicio de sesión abrirá tu cuenta.",
    action: "Vincular mi cuenta",
    note: `Este enlace caduca en ${hours(HOSTED_LINK_TTL_MS)} y solo funciona una vez. Si no has sido tú, ignora este correo: no se vinculará nada.`,
  },
  deleteAccountCode: {
    subject: "Tu código para eliminar tu cuenta de Uplink",
    body: "Has pedido eliminar tu cuenta de Uplink. Para confirmarlo, introduce este código:",
    note: `El código caduca en ${minutes(DELETE_ACCOUNT_CODE_TTL_MS)} y solo funciona una vez. Si no has pedido eliminar tu cuenta, ignora este correo: sin el código no se elimina nada.`,
  },
  hostedIdentityLinked: {
    subject: "Se ha vinculado un inicio de sesión externo a tu cuenta",
    body: "Tu cuenta de Uplink ya está vinculada a un inicio de sesión externo: a partir de ahora, al iniciar sesión allí se abrirá tu cuenta.",
    note: "Si no has sido tú, restablece tu contraseña de inmediato y ponte en contacto con nosotros.",
  },
  installerApproved: {
    subject: "Tu cuenta de instalador está aprobada",
    body: "Un administrador ha aprobado tu cuenta de instalador. Ya puedes aceptar trabajos de instalación.",
    action: "Ver trabajos disponibles",
  },
  adminMessage: {
    subject: "Un mensaje del equipo de Uplink",
    body: "Un administrador te ha enviado este mensaje:",
    action: "Abrir tu panel",
    note: "También puedes leer este mensaje en tu panel.",
  },
  installerRejected: {
    subject: "Tu cuenta de instalador no se ha aprobado",
    body: "Un administrador ha revisado tu cuenta de instalador y no ha podido aprobarla.",
    note: "Si crees que se trata de un error, responde a este correo.",
  },
};

const offerMails = {
  received: {
    subject: (title: string): string => `Nueva oferta para tu solicitud: ${title}`,
    body: (name: string, euros: number): string =>
      `${name} se ofrece a hacer la instalación por ${euro(euros)}. No pagas nada hasta que aceptes una oferta; entonces el importe queda retenido en el depósito de garantía y solo se libera cuando apruebes el trabajo terminado.`,
    bodyPayNext: (name: string, euros: number): string =>
      `${name} se ofrece a hacer la instalación por ${euro(euros)}. No pagas nada hasta que aceptes una oferta; entonces pagas el importe, que queda retenido en el depósito de garantía y solo se libera cuando apruebes el trabajo terminado.`,
    message: (message: string): string => `Su mensaje: «${message}»`,
  },
  declined: {
    subject: (title: string): string => `Tu oferta no ha sido elegida: ${title}`,
    body: "El cliente ha aceptado la oferta de otro instalador, así que la tuya queda cerrada. Gracias por tu oferta.",
  },
  cancelled: {
    subject: (title: string): string =>
      `Se ha cancelado una solicitud a la que hiciste una oferta: ${title}`,
    body: "El cliente ha cancelado la solicitud, así que tu oferta queda cerrada.",
  },
};

interface LeadEventWording {
  system: string;
  activity: (title: string, actor: string) => string;
  subject: (title: string) => string;
  body: string;
}

const leadEvents: Record<LeadEvent, LeadEventWording> = {
  accepted: {
    system:
      "Un instalador ha aceptado esta solicitud. El pago queda retenido en el depósito de garantía.",
    activity: (title, actor) => `${actor} ha aceptado «${title}»`,
    subject: (title) => `Un instalador ha aceptado tu solicitud: ${title}`,
    body: "Un instalador ha aceptado tu solicitud de instalación. El pago queda retenido en el depósito de garantía hasta que apruebes el trabajo terminado, y ya puedes chatear con el instalador.",
  },
  onSite: {
    system: "El instalador ha llegado al lugar.",
    activity: (title, actor) => `${actor} ha llegado al lugar de «${title}»`,
    subject: (title) => `Tu instalador ha llegado: ${title}`,
    body: "Tu instalador ha llegado y ha registrado su llegada al lugar del trabajo.",
  },
  done: {
    system:
      "El instalador ha marcado el trabajo como terminado y ha enviado las fotos del trabajo terminado.",
    activity: (title, actor) => `${actor} ha marcado «${title}» como terminado`,
    subject: (title) => `Tu instalación está terminada: ${title}`,
    body: "Tu instalador ha marcado el trabajo como terminado y ha enviado fotos del resultado. Revísalas y, después, aprueba el trabajo o pide una corrección.",
  },
  approved: {
    system: "El cliente ha aprobado el trabajo. El pago se ha liberado al instalador.",
    activity: (title, actor) => `${actor} ha aprobado «${title}»`,
    subject: (title) => `Trabajo aprobado: ${title}`,
    body: "El cliente ha aprobado tu trabajo. Se te ha liberado el pago, descontada la comisión de la plataforma.",
  },
  revisionRequested: {
    system: "El cliente ha pedido una corrección.",
    activity: (title, actor) => `${actor} ha pedido una corrección de «${title}»`,
    subject: (title) => `Corrección solicitada: ${title}`,
    body: "El cliente ha pedido una corrección del trabajo. Sus comentarios:",
  },
  cancelled: {
    system:
      "El cliente ha cancelado esta solicitud. Se le ha reembolsado el pago retenido en el depósito de garantía.",
    activity: (title, actor) => `${actor} ha cancelado «${title}»`,
    subject: (title) => `Solicitud cancelada: ${title}`,
    body: "El cliente ha cancelado esta solicitud de instalación, así que ya no tienes que ir. Se le ha reembolsado el pago retenido en el depósito de garantía.",
  },
  withdrawn: {
    system:
      "El instalador se ha retirado de este trabajo. Se ha reembolsado al cliente el pago retenido en el depósito de garantía y la solicitud vuelve a estar disponible para otros instaladores.",
    activity: (title, actor) => `${actor} se ha retirado de «${title}»`,
    subject: (title) => `Tu instalador se ha retirado: ${title}`,
    body: "El instalador que aceptó tu solicitud se ha retirado. Se te ha reembolsado íntegramente el pago retenido en el depósito de garantía, y tu solicitud vuelve a estar abierta para que la acepten otros instaladores.",
  },
  disputed: {
    system:
      "Se ha abierto una disputa. El pago sigue retenido en el depósito de garantía hasta que un administrador la resuelva.",
    activity: (title, actor) => `${actor} ha abierto una disputa sobre «${title}»`,
    subject: (title) => `Se ha abierto una disputa: ${title}`,
    body: "Se ha abierto una disputa sobre este trabajo. El pago sigue retenido en el depósito de garantía hasta que un administrador haya revisado el trabajo y lo haya resuelto.",
  },
  offerAccepted: {
    system:
      "El cliente ha aceptado la oferta del instalador. El pago queda retenido en el depósito de garantía.",
    activity: (title, actor) => `${actor} ha aceptado una oferta para «${title}»`,
    subject: (title) => `Han aceptado tu oferta: ${title}`,
    body: "El cliente ha aceptado tu oferta. El pago queda retenido en el depósito de garantía hasta que apruebe el trabajo terminado, y ya podéis chatear.",
  },
  settled: {
    system: "Un administrador ha resuelto este trabajo.",
    activity: (title, actor) => `${actor} ha resuelto «${title}»`,
    subject: (title) => `Se ha resuelto tu trabajo: ${title}`,
    body: "Un administrador ha revisado el trabajo y lo ha resuelto.",
  },
  autoReleased: {
    system:
      "El trabajo se ha aprobado automáticamente porque ha terminado el plazo de revisión. El pago se ha liberado al instalador.",
    activity: (title) => `«${title}» se ha aprobado automáticamente`,
    subject: (title) => `Trabajo aprobado automáticamente: ${title}`,
    body: "El plazo de revisión de este trabajo ha terminado sin una aprobación, una petición de corrección ni una disputa, así que el trabajo se ha aprobado automáticamente y el pago se ha liberado al instalador, descontada la comisión de la plataforma.",
  },
};

const autoRelease = {
  actorName: "Uplink",
  notice: (date: string): string =>
    `El pago se liberará automáticamente el ${date}, salvo que apruebes el trabajo o pidas una corrección.`,
  reminderMail: {
    subject: (title: string): string => `Recordatorio: revisa el trabajo terminado: ${title}`,
    body: "Tu instalador ha marcado el trabajo como terminado. Mira las fotos del trabajo terminado y, después, aprueba el trabajo o pide una corrección.",
  },
};

const settlement = {
  outcomeRequired: "Elige cómo resolverla",
  installerShareTooLarge: (held: string): string =>
    `La parte del instalador debe ser inferior al importe retenido en el depósito de garantía (${held} €)`,
  failed: "No se ha podido resolver la solicitud",
  settled: { title: "Solicitud resuelta" },
};

const activity = {
  installerApproved: (name: string): string => `Se ha aprobado al instalador ${name}`,
  installerRejected: (name: string): string => `Se ha rechazado al instalador ${name}`,
  leadCreated: (title: string, actor: string): string => `${actor} ha publicado «${title}»`,
  leadUpdated: (title: string, actor: string): string => `${actor} ha actualizado «${title}»`,
  leadDeleted: (title: string, actor: string): string => `${actor} ha eliminado «${title}»`,
  userMessaged: (name: string, actor: string): string => `${actor} ha enviado un mensaje a ${name}`,
  alertResolved: (description: string, actor: string): string =>
    `${actor} ha resuelto la alerta «${description}»`,
};

const alerts = {
  installerRejected: (name: string, email: string): string =>
    `Se ha rechazado al instalador ${name} (${email})`,
  repeatedPhotoRejections: (name: string, email: string, count: number, reason: string): string =>
    `A ${name} (${email}) se le ${form("es", count, { one: "ha", other: "han" })} rechazado ${plural(count, "comprobación de foto", "comprobaciones de fotos")} en 24 horas; la última: ${reason}`,
  escrowRefunded: (
    euros: number,
    title: string,
    why: "cancelled" | "withdrawn" | "settled",
  ): string =>
    `Se ha reembolsado al cliente el importe de ${euro(euros)} retenido para «${title}»: ${
      {
        cancelled: "el cliente ha cancelado la solicitud",
        withdrawn: "el instalador se ha retirado",
        settled: "un administrador ha resuelto el trabajo",
      }[why]
    }`,
  repeatedWithdrawals: (name: string, email: string, count: number, days: number): string =>
    `El instalador ${name} (${email}) se ha retirado de ${plural(count, "trabajo aceptado", "trabajos aceptados")} en ${plural(days, "día", "días")}`,
  disputeOpened: (title: string, name: string, reason: string): string =>
    `${name} ha abierto una disputa sobre «${title}»: ${reason}`,
};

const devices = {
  unknown: "Dispositivo desconocido",
  browserOn: (browser: string, system: string): string => `${browser} en ${system}`,
};

/** A request's status as the web app's status badges name it. */
const leadStatusNames: Record<LeadStatus, string> = {
  NEW: "Nueva",
  ACCEPTED: "Aceptada",
  ON_SITE: "En el lugar",
  DONE: "Terminada",
  REVISION: "Corrección",
  APPROVED: "Aprobada",
  CANCELLED: "Cancelada",
  DISPUTED: "En disputa",
};

/** An offer's status as the web app names it; an unknown code as it is. */
const offerStatusNames: Record<string, string> = {
  PENDING: "Pendiente",
  ACCEPTED: "Aceptada",
  DECLINED: "Descartada",
  WITHDRAWN: "Retirada",
};

export const es: MessageCatalogue = {
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
  reviews: esReviews,
  trust: esTrust,
  payments: esPayments,
  money: esMoney,
};
