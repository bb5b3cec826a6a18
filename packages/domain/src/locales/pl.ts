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
import type { ContactLeakPlace, LeadStatus } from "../enums";
import type { LeadOperation, MessageCatalogue } from "../messages";
import { plPayments } from "./payments";
import { plMoney } from "./money";
import { plReviews } from "./reviews";
import { plTrust } from "./trust";
import { plural as form } from "../i18n/plural";

/*
 * The Polish catalogue (informal "Ty", as Polish consumer apps write). Terms used
 * throughout: request = zlecenie (montażu), installer = instalator, escrow = depozyt,
 * dispute = spór, offer = oferta, accept = przyjąć, approve = zatwierdzić,
 * revision = poprawki, on site = na miejscu, completion photos = zdjęcia wykonanej pracy,
 * released = przekazana instalatorowi, settle = rozstrzygnąć, dashboard = panel.
 * Sentences about the reader avoid gendered past-tense forms ("zapomniałeś/-aś").
 */

/**
 * The Polish plural form for a count: 1 → `one`, 2–4, 22–24… (but not 12–14) → `few`,
 * otherwise `many`. A fraction takes the genitive singular, which for the nouns used
 * here is the `few` form ("1,5 godziny").
 */
const plural = (count: number, one: string, few: string, many: string): string =>
  form("pl", count, { one, few, many, other: few });

const number = (value: number): string => new Intl.NumberFormat("pl-PL").format(value);

/** A count followed by its noun in the right form: "254 znaki", "100 znaków". */
const counted = (count: number, one: string, few: string, many: string): string =>
  `${number(count)} ${plural(count, one, few, many)}`;

/** "najwyżej 254 znaki": the limit of a text field. */
const characters = (count: number): string => counted(count, "znak", "znaki", "znaków");

/** Euros as Polish writes them: "120 €", "99,50 €". */
const euro = (euros: number): string =>
  new Intl.NumberFormat("pl-PL", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(euros);

/** A duration after "za" (accusative): "za godzinę", "za 24 godziny", "za 5 godzin". */
const hours = (milliseconds: number): string => {
  const count = milliseconds / (60 * 60 * 1000);
  return form("pl", count, {
    one: "godzinę",
    other: counted(count, "godzinę", "godziny", "godzin"),
  });
};

const minutes = (milliseconds: number): string =>
  counted(milliseconds / (60 * 1000), "minutę", "minuty", "minut");

const validation = {
  emailRequired: "Podaj adres e-mail",
  emailInvalid: "Podaj prawidłowy adres e-mail",
  passwordRequired: "Podaj hasło",
  deleteAccountCodeInvalid: `Wpisz ${DELETE_ACCOUNT_CODE_LENGTH}-cyfrowy kod z e-maila`,
  currentPasswordRequired: "Podaj obecne hasło",
  passwordMin: "Hasło musi mieć co najmniej 8 znaków",
  confirmPasswordRequired: "Potwierdź hasło",
  passwordsDontMatch: "Hasła nie są takie same",
  passwordsDoNotMatch: "Hasła nie są identyczne",
  firstNameRequired: "Podaj imię",
  lastNameRequired: "Podaj nazwisko",
  roleRequired: "Wybierz swoją rolę",
  usernameRequired: "Podaj nazwę użytkownika",
  firstNameTooLong: `Imię może mieć najwyżej ${characters(NAME_MAX_LENGTH)}`,
  lastNameTooLong: `Nazwisko może mieć najwyżej ${characters(NAME_MAX_LENGTH)}`,
  emailTooLong: `Adres e-mail może mieć najwyżej ${characters(EMAIL_MAX_LENGTH)}`,
  phoneInvalid: "Podaj prawidłowy numer telefonu",
  phoneTooLong: `Numer telefonu może mieć najwyżej ${characters(PHONE_MAX_LENGTH)}`,
  passwordTooLong: `Hasło może mieć najwyżej ${characters(PASSWORD_MAX_LENGTH)}`,
  usernameTooLong: `Nazwa użytkownika może mieć najwyżej ${characters(EMAIL_MAX_LENGTH)}`,
  missingVerificationToken: "W adresie URL brakuje tokenu weryfikacyjnego.",
  missingResetToken: "W adresie URL brakuje tokenu do zresetowania hasła.",
  missingLinkAccountToken: "W adresie URL brakuje tokenu potwierdzenia.",
  titleRequired: "Podaj tytuł",
  addressRequired: "Podaj adres",
  cityRequired: "Podaj miejscowość",
  postalCodeRequired: "Podaj kod pocztowy",
  countryRequired: "Wybierz kraj",
  postalCodeFormat: (country: string, example: string): string =>
    `Podaj kod pocztowy w formacie ${example} (kraj: ${country})`,
  phoneInvalidForCountry: (country: string): string =>
    `Podaj prawidłowy numer telefonu (kraj: ${country})`,
  startDateRequired: "Podaj datę rozpoczęcia",
  endDateRequired: "Podaj datę zakończenia",
  dateInvalid: "Podaj prawidłową datę",
  endDateBeforeStart: "Data zakończenia nie może być wcześniejsza niż data rozpoczęcia",
  timeRangeRequired: "Wybierz porę dnia",
  descriptionRequired: "Podaj opis",
  descriptionMin: "Opis musi mieć co najmniej 10 znaków",
  messageRequired: "Wpisz wiadomość",
  chatMessageTooLong: "Wiadomość może mieć najwyżej 2000 znaków",
  adminMessageTooLong: "Wiadomość może mieć najwyżej 5000 znaków",
  feedbackRequired: "Opisz, co trzeba poprawić",
  reasonRequired: "Podaj powód",
  reasonTooLong: `Powód może mieć najwyżej ${characters(LEAD_REASON_MAX_LENGTH)}`,
  offerMessageTooLong: `Wiadomość może mieć najwyżej ${characters(OFFER_MESSAGE_MAX_LENGTH)}`,
  settlementNoteRequired: "Uzasadnij rozstrzygnięcie",
  settlementNoteTooLong: `Notatka może mieć najwyżej ${characters(SETTLEMENT_NOTE_MAX_LENGTH)}`,
  settlementEurosRequired: "Przy podziale podaj udział instalatora",
  settlementEurosNotAllowed: "Udział instalatora podaje się tylko przy podziale",
  photoTooLarge: "Każde zdjęcie może mieć najwyżej 10 MB",
  photosTooMany: "Możesz przesłać najwyżej 10 zdjęć naraz",
  photoUploadUnknown:
    "To przesłane zdjęcie jest nieznane, wygasło albo zostało już użyte. Dodaj zdjęcie ponownie.",
  idInvalid: "Ten identyfikator jest nieprawidłowy",
  valueInvalid: "Podaj cenę od 0,01 do 1 000 000 euro",
  textMessageOnly: "Można wysyłać tylko wiadomości tekstowe",
  cursorInvalid: "Kursor musi być identyfikatorem wiadomości",
  companyNameRequired: "Podaj nazwę firmy",
  serviceRadiusRange: "Zasięg działania musi być liczbą całkowitą od 1 do 500 km",
  titleTooLong: `Tytuł może mieć najwyżej ${characters(LEAD_TITLE_MAX_LENGTH)}`,
  descriptionTooLong: `Opis może mieć najwyżej ${characters(LEAD_DESCRIPTION_MAX_LENGTH)}`,
  specialRequirementsTooLong: `Wymagania specjalne mogą mieć najwyżej ${characters(SPECIAL_REQUIREMENTS_MAX_LENGTH)}`,
  feedbackTooLong: `Uwagi mogą mieć najwyżej ${characters(REVISION_FEEDBACK_MAX_LENGTH)}`,
  streetTooLong: `Ulica i numer mogą mieć najwyżej ${characters(STREET_MAX_LENGTH)}`,
  cityTooLong: `Nazwa miejscowości może mieć najwyżej ${characters(CITY_MAX_LENGTH)}`,
  postalCodeTooLong: `Kod pocztowy może mieć najwyżej ${characters(POSTAL_CODE_MAX_LENGTH)}`,
  addressTooLong: `Adres może mieć najwyżej ${characters(ADDRESS_TEXT_MAX_LENGTH)}`,
  captionTooLong: `Podpis może mieć najwyżej ${characters(COMPLETION_CAPTION_MAX_LENGTH)}`,
  companyNameTooLong: `Nazwa firmy może mieć najwyżej ${characters(COMPANY_NAME_MAX_LENGTH)}`,
  bioTooLong: `Opis profilu może mieć najwyżej ${characters(BIO_MAX_LENGTH)}`,
  controlCharacters: "To pole nie może zawierać znaków sterujących",
};

const errors = {
  fetchUserFailed: "Nie udało się pobrać danych użytkownika",
  invalidCredentials: "Nieprawidłowy adres e-mail lub hasło",
  createAccountFailed: "Nie udało się utworzyć konta",
  invalidAdminCredentials: "Nieprawidłowe dane logowania administratora.",
  approveInstallerFailed: "Nie udało się zatwierdzić instalatora",
  rejectInstallerFailed: "Nie udało się odrzucić instalatora",
  sendMessageFailed: "Nie udało się wysłać wiadomości",
  deleteLeadFailed: "Nie udało się usunąć zlecenia",
  emailVerificationFailed:
    "Nie udało się zweryfikować adresu e-mail. Link mógł wygasnąć lub jest nieprawidłowy.",
  createRequestFailed: "Nie udało się utworzyć zlecenia montażu",
  updateRequestFailed: "Nie udało się zaktualizować zlecenia montażu",
  deleteRequestFailed: "Nie udało się usunąć zlecenia",
  resolveAlertFailed: "Nie udało się rozwiązać alertu",
  leadDetailAccessDenied: "Szczegóły zobaczysz dopiero po przyjęciu zlecenia.",
  photoUploadFailed: "Nie udało się przesłać zdjęcia. Spróbuj ponownie.",
  photoVerificationFailed: "Nie udało się zweryfikować zdjęcia. Spróbuj ponownie.",
  photoRejected: "Zdjęcie nie spełnia wymagań weryfikacji nieruchomości.",
  completionPhotosRequired: "Prześlij co najmniej 3 zdjęcia wykonanej pracy",
  propertyPhotoRequired: "Prześlij co najmniej jedno zdjęcie nieruchomości",
  invalidFile: "Możesz przesyłać tylko pliki graficzne",
  clerkDisabled: "Wykryto błąd Clerk – funkcje Clerk zostają wyłączone",
};

const toastTitles = {
  error: "Błąd",
  signInFailed: "Logowanie nieudane",
  signUpFailed: "Rejestracja nieudana",
  accessDenied: "Brak dostępu",
  uploadError: "Błąd przesyłania",
  verificationFailed: "Weryfikacja nieudana",
  photoRejected: "Zdjęcie odrzucone",
  photosRequired: "Wymagane zdjęcia",
  invalidFile: "Nieprawidłowy plik",
};

const toasts = {
  welcomeBack: { title: "Witaj ponownie!" },
  accountCreated: { title: "Konto zostało utworzone!" },
  adminAccessGranted: { title: "Przyznano dostęp administratora" },
  installerApproved: { title: "Instalator zatwierdzony" },
  installerRejected: { title: "Instalator odrzucony" },
  messageSent: { title: "Wiadomość wysłana" },
  leadDeleted: { title: "Zlecenie usunięte" },
  leadAccepted: { title: "Zlecenie przyjęte" },
  markedOnSite: { title: "Oznaczono: na miejscu" },
  jobMarkedComplete: { title: "Zlecenie oznaczone jako wykonane" },
  jobApproved: {
    title: "Praca zatwierdzona",
    message: "Płatność została przekazana instalatorowi.",
  },
  revisionRequested: { title: "Wysłano prośbę o poprawki" },
  requestCancelled: { title: "Zlecenie anulowane" },
  jobWithdrawn: {
    title: "Rezygnacja ze zlecenia",
    message:
      "Płatność klienta została zwrócona, a zlecenie jest znów dostępne dla innych instalatorów.",
  },
  disputeOpened: {
    title: "Spór otwarty",
    message: "Administrator sprawdzi zlecenie. Do tego czasu płatność pozostaje w depozycie.",
  },
  offerSent: {
    title: "Oferta wysłana",
    message: "Klient zdecyduje, czy ją przyjąć. Dopóki tego nie zrobi, nic nie jest pobierane.",
  },
  offerWithdrawn: { title: "Oferta wycofana" },
  offerAccepted: {
    title: "Oferta przyjęta",
    message:
      "Instalator został przypisany do Twojego zlecenia. Płatność pozostaje w depozycie, dopóki nie zatwierdzisz wykonanej pracy.",
  },
  requestDeleted: { title: "Zlecenie usunięte" },
  alertResolved: { title: "Alert rozwiązany" },
  photoAdded: { title: "Zdjęcie dodane" },
  requestPosted: { title: "Zlecenie montażu opublikowane" },
  requestUpdated: { title: "Zlecenie montażu zaktualizowane" },

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
  resetLinkSent: "Jeśli konto istnieje, wysłaliśmy na nie link do zresetowania hasła.",
  passwordUpdated: "Hasło zostało zmienione.",
  emailVerified:
    "Twój adres e-mail został zweryfikowany. Konto czeka teraz na weryfikację przez administratora – napiszemy do Ciebie, gdy zostanie zatwierdzone.",
  verificationSent: "Wysłaliśmy nowy link weryfikacyjny na Twój adres e-mail.",
  emailAlreadyVerified: "Twój adres e-mail jest już zweryfikowany.",
  hostedIdentityLinked:
    "Twoje konto jest teraz połączone z logowaniem zewnętrznym. Od teraz możesz go używać do logowania.",
  deleteAccountCodeSent:
    "Wysłaliśmy Ci kod e-mailem. Wpisz go poniżej, aby potwierdzić usunięcie konta.",
};

/** What cannot be done to the request, after "więc nie można" (negation takes the genitive). */
const refusedOperation: Record<LeadOperation, string> = {
  accept: "go przyjąć",
  markOnSite: "potwierdzić obecności instalatora na miejscu",
  submitCompletion: "zgłosić wykonania pracy",
  approve: "zatwierdzić pracy",
  requestRevision: "poprosić o poprawki",
  cancel: "go anulować",
  withdraw: "z niego zrezygnować",
  dispute: "otworzyć sporu",
  makeOffer: "złożyć do niego oferty",
  acceptOffer: "przyjąć do niego oferty",
  settleRelease: "go rozstrzygnąć",
  settleRefund: "go rozstrzygnąć",
  settleSplit: "go rozstrzygnąć",
  autoRelease: "go automatycznie zatwierdzić",
  edit: "go edytować",
  delete: "go usunąć",
};

const offerOperation = { accepted: "przyjąć", withdrawn: "wycofać" } as const;

const keepOnUplink =
  "Prowadź całą komunikację w Uplink: tylko tutaj płatności i Twój numer telefonu są chronione.";

const server = {
  notSignedIn: "Zaloguj się, aby kontynuować.",
  forbidden: "Nie masz uprawnień do wykonania tej czynności.",
  notFound: "Nie znaleziono.",
  routeNotFound: "Taka ścieżka API nie istnieje.",
  rateLimited: "Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.",
  invalidInput: "Niektóre pola są nieprawidłowe.",
  malformedJson: "Treść żądania nie jest prawidłowym JSON-em.",
  unsupportedMediaType: "Treść żądania musi być w formacie JSON.",
  payloadTooLarge: "Żądanie jest zbyt duże.",
  internal: "Coś poszło nie tak. Spróbuj ponownie.",
  databaseUnavailable: "Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.",
  overloaded: "Usługa jest teraz przeciążona. Spróbuj ponownie za kilka sekund.",
  idempotencyKeyMalformed: "Nagłówek Idempotency-Key musi być identyfikatorem UUID.",
  idempotencyKeyReused:
    "Ten Idempotency-Key został już użyty dla innego zgłoszenia. Wyślij nowe z nowym kluczem.",
  idempotencyKeyInProgress:
    "Pierwsze zgłoszenie z tym Idempotency-Key jest jeszcze przetwarzane. Spróbuj ponownie za chwilę.",
  photoUploadInProgress:
    "Inne przesyłanie zdjęć z Twojego konta lub Twojej sieci wciąż trwa. Spróbuj ponownie, gdy się zakończy.",
  uploadTooSlow:
    "Przesyłanie było zbyt wolne i zostało przerwane. Spróbuj ponownie przy szybszym połączeniu.",
  photoUploadOneFile: 'Wyślij dokładnie jedno zdjęcie, w polu formularza "photo".',
  photoUploadMediaType:
    "Wyślij zdjęcie jako multipart/form-data albo jako treść image/jpeg lub image/png.",
  crossSiteRequest:
    "To żądanie pochodzi z innej witryny, dlatego zostało odrzucone. Zrób to bezpośrednio w Uplink.",
  emailTaken: "Konto z tym adresem e-mail już istnieje.",
  invalidOrExpiredLink: "Ten link jest nieprawidłowy lub wygasł.",
  wrongCurrentPassword: "Obecne hasło jest nieprawidłowe.",
  sessionNotFound: "Ta sesja została już zakończona albo nie należy do Ciebie.",
  hostedSignInDisabled: "Logowanie zewnętrzne nie jest skonfigurowane.",
  hostedSignInFailed: "Logowanie zewnętrzne nie powiodło się. Zaloguj się ponownie.",
  hostedSignInNotForUs:
    "To logowanie zewnętrzne nie zostało wydane dla Uplink. Zaloguj się ponownie na tej stronie.",
  hostedEmailNotVerified:
    "Twój adres e-mail nie jest zweryfikowany u zewnętrznego dostawcy logowania. Zweryfikuj go tam, a potem zaloguj się ponownie.",
  hostedSignInAdministrator:
    "Konta administratorów nie mogą korzystać z logowania zewnętrznego. Zaloguj się jako administrator za pomocą hasła.",
  hostedLinkConfirmationSent:
    "Konto z tym adresem e-mail już istnieje. Aby połączyć je z logowaniem zewnętrznym, potwierdź to w wiadomości, którą właśnie wysłaliśmy na ten adres.",
  hostedIdentityLinkedElsewhere:
    "To logowanie zewnętrzne jest już połączone z innym kontem, więc nie można go połączyć z tym.",
  passwordConfirmationRequired: "Wpisz hasło, aby potwierdzić.",
  deleteAccountCodeRequired: "Wpisz kod, który wysłaliśmy Ci e-mailem, aby potwierdzić.",
  wrongDeleteAccountCode:
    "Ten kod jest nieprawidłowy, wygasł lub został już użyty. Sprawdź wiadomość e-mail albo poproś o nowy kod.",
  deleteAccountCodeNeedsNoPassword: "Twoje konto ma hasło. Potwierdź usunięcie konta hasłem.",
  trpcBatchTooLarge: (calls: number, max: number): string =>
    `Ta partia zawiera ${counted(calls, "wywołanie", "wywołania", "wywołań")}, a może zawierać najwyżej ${number(max)}. Wysyłaj wywołania w mniejszych partiach.`,
  passwordInUrl:
    "Hasła nigdy nie wolno wysyłać w adresie URL. Wyślij je w nagłówku X-Confirm-Password.",
  accountHoldsEscrow:
    "Nie można usunąć konta, dopóki płatność za jedno z Twoich zleceń jest w depozycie. Spróbuj ponownie, gdy praca zostanie zatwierdzona albo płatność zwrócona.",
  installerNotApproved:
    "Twoje konto instalatora musi zostać zatwierdzone, zanim zaczniesz przyjmować zlecenia.",
  installerEmailNotVerified: "Ten instalator nie zweryfikował jeszcze swojego adresu e-mail.",
  leadHoldsEscrow:
    "Nie można usunąć tego zlecenia, dopóki płatność za nie jest w depozycie. Spróbuj ponownie, gdy praca zostanie zatwierdzona albo płatność zwrócona.",
  chatClosed: "Czat otworzy się, gdy instalator przyjmie zlecenie.",
  chatClosedIn: (status: LeadStatus): string =>
    `To zlecenie ma status „${leadStatusNames[status]}”, więc jego czat jest zamknięty i nie można wysyłać nowych wiadomości.`,
  chatPartiesOnly: "Na czacie tego zlecenia mogą pisać tylko klient i instalator.",
  chatCursorUnknown: "Kursor nie wskazuje wiadomości z tej rozmowy.",
  liveStreamsTooMany:
    "Otwartych jest zbyt wiele widoków na żywo. Zamknij jedną z kart i spróbuj ponownie.",
  contactDetailsRemoved: `Z ostatniej wiadomości usunięto dane kontaktowe. ${keepOnUplink}`,
  contactDetailsRemovedFromCaptions: `Z podpisów zdjęć usunięto dane kontaktowe. ${keepOnUplink}`,
  contactDetailsRemovedFromFeedback: `Z uwag do poprawek usunięto dane kontaktowe. ${keepOnUplink}`,
  /** `place` in the genitive, as contactLeakPlaces names it. */
  contactLeakAlert: (sender: string, title: string, place = "wiadomości"): string =>
    `Usunięto dane kontaktowe z ${place} – autor: ${sender}, zlecenie „${title}”`,
  /** Where the text was written, in the genitive (after "z"). */
  contactLeakPlaces: {
    chat_message: "wiadomości",
    photo_caption: "podpisu zdjęcia",
    revision_feedback: "uwag do poprawek",
    lead_title: "tytułu",
    lead_description: "opisu",
    special_requirements: "wymagań specjalnych",
    lead_reason: "uzasadnienia anulowania, rezygnacji lub sporu",
    offer_message: "wiadomości dołączonej do oferty",
    review_text: "opinii",
    review_reply: "odpowiedzi na opinię",
    installer_bio: "opisu profilu",
  } satisfies Record<ContactLeakPlace, string>,
  contactDetailsRemovedFromReason: `Z podanego przez Ciebie uzasadnienia usunięto dane kontaktowe. ${keepOnUplink}`,
  revisionFeedback: (feedback: string): string => `Uwagi klienta: „${feedback}”`,
  systemLineWithDetails: (line: string, details: string): string => `${line} ${details}`,
  photoTooSmall: "Każde zdjęcie musi mieć co najmniej 640×480 pikseli.",
  photoBlank: "Zdjęcie wygląda na puste.",
  photosNotDistinct: "Każde zdjęcie wykonanej pracy musi przedstawiać coś innego.",
  photoUnreadable:
    "Nie udało się odczytać zdjęcia. Wyślij je jako data URL albo jako tekst w base64.",
  photoTooLarge: (bytes: number): string =>
    `Zdjęcie ma ${number(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)} MB. ${validation.photoTooLarge}.`,
  photoNotPngOrJpeg:
    "Plik nie jest obrazem PNG ani JPEG. Użyj zdjęcia zapisanego jako PNG lub JPG.",
  photoDamaged:
    "Plik zdjęcia jest uszkodzony lub niekompletny. Prześlij go ponownie albo wybierz inne zdjęcie.",
  photoTooManyPixels: (width: number, height: number): string =>
    `Zdjęcie jest zbyt duże, by je przetworzyć: ${width}×${height} pikseli. Użyj zdjęcia o rozdzielczości najwyżej ${counted(MAX_PHOTO_MEGAPIXELS, "megapiksel", "megapiksele", "megapikseli")}.`,
  photoTooSmallSized: (width: number, height: number): string =>
    `Zdjęcie jest zbyt małe: ${width}×${height} pikseli. Użyj zdjęcia o wymiarach co najmniej ${MIN_PHOTO_WIDTH}×${MIN_PHOTO_HEIGHT} pikseli.`,
  photoLooksBlank:
    "Zdjęcie wygląda na puste. Użyj zdjęcia, na którym wyraźnie widać miejsce montażu.",
  photoAtPosition: (position: number, reason: string): string => `Zdjęcie ${position}: ${reason}`,
  completionPhotoUntitled: (position: number): string => `Zdjęcie wykonanej pracy nr ${position}`,
  photosLookAlike: (first: number, second: number): string =>
    `Zdjęcia ${first} i ${second} wyglądają tak samo. Każde zdjęcie wykonanej pracy musi przedstawiać coś innego.`,
  photosAccepted: (count: number): string =>
    form("pl", count, {
      one: "Zdjęcie spełnia wymagania.",
      other: `Każde z ${count} zdjęć spełnia wymagania.`,
    }),
  escrowAmountInvalid: "Kwota wpłacana do depozytu musi być większa niż 0 €.",
  escrowNothingToRelease:
    "Za to zlecenie nie ma żadnej płatności w depozycie, więc nie ma czego przekazać.",
  escrowAlreadyRefunded:
    "Płatność za to zlecenie została zwrócona klientowi, więc nie można jej przekazać.",
  escrowNothingToRefund:
    "Za to zlecenie nie ma żadnej płatności w depozycie, więc nie ma czego zwrócić.",
  escrowAlreadyReleased:
    "Płatność za to zlecenie została już przekazana instalatorowi, więc nie można jej zwrócić.",
  paymentRecordedDifferently:
    "Ta płatność została już zapisana z innymi kwotami, więc nie zapisano jej ponownie.",
  wrongLeadState: (status: LeadStatus, operation: LeadOperation): string =>
    `To zlecenie ma status „${leadStatusNames[status]}”, więc nie można ${refusedOperation[operation]}.`,
  leadDetailAccessDenied: `${toastTitles.accessDenied}: ${errors.leadDetailAccessDenied}`,
  acceptValueRequired:
    "To zlecenie nie ma jeszcze ceny. Podaj swoją cenę w euro – klient otrzyma ją jako ofertę.",
  acceptValueNotAllowed: (euros: number): string =>
    `To zlecenie ma już cenę: ${euro(euros)}. Przyjmij je bez podawania ceny.`,
  startDateInPast: "Preferowana data rozpoczęcia nie może być w przeszłości.",
  paymentEventUnverified:
    "Zdarzenie płatności zostało odrzucone: jego podpis jest nieobecny, błędny lub zbyt stary.",
  paymentNotHeld:
    "Klient jeszcze nie zapłacił za to zlecenie: możesz oznaczyć się jako na miejscu, gdy płatność zostanie zablokowana.",
  installerProfileMissing: "Twój profil instalatora nie jest jeszcze skonfigurowany.",
  paymentCaptureNotDue: (status: LeadStatus): string =>
    `To zlecenie ma status „${leadStatusNames[status]}”: płatność trafia do depozytu dopiero wtedy, gdy instalator przyjmie zlecenie.`,
  paymentReleaseNotDue: (status: LeadStatus): string =>
    `To zlecenie ma status „${leadStatusNames[status]}”: płatność zostaje przekazana dopiero wtedy, gdy klient zatwierdzi pracę.`,
  cancelAfterInstallerArrived: (status: LeadStatus): string =>
    `To zlecenie ma status „${leadStatusNames[status]}”: instalator jest już na miejscu, więc nie można go anulować. Jeśli z pracą jest coś nie tak, otwórz spór, gdy zostanie oznaczona jako wykonana.`,
  reasonGiven: (reason: string): string => `Podany powód: „${reason}”`,
  revisionAfterRelease: "Poproszono o poprawki już po przekazaniu płatności instalatorowi.",
  offerOnPricedLead: (euros: number): string =>
    `To zlecenie ma już cenę: ${euro(euros)}. Przyjmij je po tej cenie zamiast składać ofertę.`,
  offerNotPending: (status: string, operation: "accepted" | "withdrawn"): string =>
    `Ta oferta ma status „${offerStatusNames[status] ?? status}”, więc nie można jej ${offerOperation[operation]}.`,
  settlementShareOutOfRange: (heldEuros: number): string =>
    `Udział instalatora musi być większy niż 0 € i mniejszy niż kwota w depozycie (${euro(heldEuros)}).`,
  settlementNothingHeld: "Za to zlecenie nic nie jest w depozycie, więc nie ma czego rozliczać.",
  settlementInstallerMissing: "To zlecenie nie ma instalatora, więc nie można przekazać płatności.",
  settlementSummary: (
    outcome: "release" | "refund" | "split",
    installerEuros: number,
    refundedEuros: number,
  ): string =>
    ({
      release: `Płatność w wysokości ${euro(installerEuros)} została przekazana instalatorowi (po potrąceniu prowizji platformy).`,
      refund: `Płatność w wysokości ${euro(refundedEuros)} została zwrócona klientowi.`,
      split: `Instalatorowi przekazano ${euro(installerEuros)} (po potrąceniu prowizji platformy), a klientowi zwrócono ${euro(refundedEuros)}.`,
    })[outcome],
  settlementNote: (note: string): string => `Notatka administratora: „${note}”`,
  offerInstallerUnavailable:
    "Instalator, który złożył tę ofertę, nie może już przyjmować zleceń. Wybierz inną ofertę.",
};

const ifNotYou = "Jeśli to nie Ty, natychmiast zresetuj hasło i skontaktuj się z nami.";

const mail = {
  greeting: (firstName: string): string => `Cześć ${firstName},`,
  signOff: "Zespół Uplink",
  verifyEmail: {
    subject: "Potwierdź swój adres e-mail",
    body: "Potwierdź swój adres e-mail, aby dokończyć zakładanie konta w Uplink.",
    action: "Potwierdź adres e-mail",
    note: `Ten link wygasa za ${hours(EMAIL_VERIFICATION_TTL_MS)} i działa tylko raz. Jeśli to nie Ty zakładasz konto w Uplink, możesz zignorować tę wiadomość.`,
  },
  resetPassword: {
    subject: "Zresetuj hasło",
    body: "Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Uplink.",
    action: "Ustaw nowe hasło",
    note: `Ten link wygasa za ${hours(PASSWORD_RESET_TTL_MS)} i działa tylko raz. Jeśli to nie Ty prosisz o zresetowanie hasła, możesz zignorować tę wiadomość – Twoje hasło pozostanie bez zmian.`,
  },
  passwordChanged: {
    subject: "Twoje hasło zostało zmienione",
    body: "Hasło do Twojego konta Uplink zostało właśnie zmienione.",
    note: ifNotYou,
  },
  signUpAttempt: {
    subject: "Ktoś próbował założyć konto z Twoim adresem e-mail",
    body: "Ktoś właśnie próbował założyć nowe konto w Uplink z Twoim adresem e-mail. Nic nie zostało utworzone, a Twoje konto pozostaje bez zmian.",
    action: "Zresetuj hasło",
    note: "Jeśli to Ty, masz już u nas konto: zaloguj się albo zresetuj hasło, jeśli go nie pamiętasz. Jeśli to nie Ty, możesz zignorować tę wiadomość.",
  },
  confirmHostedLink: {
    subject: "Potwierdź połączenie logowania zewnętrznego",
    body: "Ktoś zalogował się przez naszego zewnętrznego dostawcę logowania, używając Twojego adresu e-mail, i poprosił o połączenie tego logowania z Twoim kontem Uplink. Potwierdź tylko wtedy, gdy to Ty: od tej chwili to logowanie będzie otwierać Twoje konto.",
    action: "Połącz moje konto",
    note: `Ten link wygasa za ${hours(HOSTED_LINK_TTL_MS)} i działa tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość – nic nie zostanie połączone.`,
  },
  deleteAccountCode: {
    subject: "Twój kod do usunięcia konta Uplink",
    body: "Otrzymaliśmy prośbę o usunięcie Twojego konta Uplink. Aby ją potwierdzić, wpisz ten kod:",
    note: `Kod wygasa za ${minutes(DELETE_ACCOUNT_CODE_TTL_MS)} i działa tylko raz. Jeśli to nie Ty prosisz o usunięcie konta, zignoruj tę wiadomość – bez kodu nic nie zostanie usunięte.`,
  },
  hostedIdentityLinked: {
    subject: "Do Twojego konta podłączono logowanie zewnętrzne",
    body: "Twoje konto Uplink jest teraz połączone z logowaniem zewnętrznym: od teraz zalogowanie się tam otwiera Twoje konto.",
    note: ifNotYou,
  },
  installerApproved: {
    subject: "Twoje konto instalatora zostało zatwierdzone",
    body: "Administrator zatwierdził Twoje konto instalatora. Możesz już przyjmować zlecenia montażu.",
    action: "Zobacz dostępne zlecenia",
  },
  adminMessage: {
    subject: "Wiadomość od zespołu Uplink",
    body: "Administrator wysłał Ci tę wiadomość:",
    action: "Otwórz swój panel",
    note: "Tę wiadomość przeczytasz też w swoim panelu.",
  },
  installerRejected: {
    subject: "Twoje konto instalatora nie zostało zatwierdzone",
    body: "Administrator sprawdził Twoje konto instalatora i nie mógł go zatwierdzić.",
    note: "Jeśli uważasz, że to pomyłka, odpowiedz na tę wiadomość.",
  },
};

const offerMails = {
  received: {
    subject: (title: string): string => `Nowa oferta do Twojego zlecenia: ${title}`,
    body: (name: string, euros: number): string =>
      `${name} proponuje wykonanie montażu za ${euro(euros)}. Nic nie płacisz, dopóki nie przyjmiesz którejś oferty. Wtedy kwota trafia do depozytu i zostaje przekazana instalatorowi dopiero, gdy zatwierdzisz wykonaną pracę.`,
    bodyPayNext: (name: string, euros: number): string =>
      `${name} proponuje wykonanie montażu za ${euro(euros)}. Nic nie płacisz, dopóki nie przyjmiesz którejś oferty. Wtedy płacisz tę kwotę: trafia ona do depozytu i zostaje przekazana instalatorowi dopiero, gdy zatwierdzisz wykonaną pracę.`,
    message: (message: string): string => `Wiadomość od instalatora: „${message}”`,
  },
  declined: {
    subject: (title: string): string => `Twoja oferta nie została wybrana: ${title}`,
    body: "Klient przyjął ofertę innego instalatora, więc Twoja oferta została zamknięta. Dziękujemy za jej złożenie.",
  },
  cancelled: {
    subject: (title: string): string => `Zlecenie z Twoją ofertą zostało anulowane: ${title}`,
    body: "Klient anulował zlecenie, więc Twoja oferta została zamknięta.",
  },
};

/*
 * Activity lines name the actor first and the step as a noun ("Jan Kowalski: przyjęcie
 * zlecenia …"), which reads the same whoever the actor is.
 */
const leadEvents: MessageCatalogue["leadEvents"] = {
  accepted: {
    system: "Instalator przyjął to zlecenie. Płatność jest teraz w depozycie.",
    activity: (title, actor) => `${actor}: przyjęcie zlecenia „${title}”`,
    subject: (title) => `Instalator przyjął Twoje zlecenie: ${title}`,
    body: "Instalator przyjął Twoje zlecenie montażu. Płatność pozostaje w depozycie, dopóki nie zatwierdzisz wykonanej pracy. Możesz już pisać z instalatorem na czacie.",
  },
  onSite: {
    system: "Instalator jest na miejscu.",
    activity: (title, actor) => `${actor}: na miejscu – „${title}”`,
    subject: (title) => `Twój instalator jest na miejscu: ${title}`,
    body: "Twój instalator dotarł na miejsce i oznaczył zlecenie jako „na miejscu”.",
  },
  done: {
    system: "Instalator oznaczył zlecenie jako wykonane i przesłał zdjęcia wykonanej pracy.",
    activity: (title, actor) => `${actor}: zgłoszenie wykonania zlecenia „${title}”`,
    subject: (title) => `Montaż został wykonany: ${title}`,
    body: "Twój instalator oznaczył zlecenie jako wykonane i przesłał zdjęcia pracy. Obejrzyj je, a następnie zatwierdź pracę albo poproś o poprawki.",
  },
  approved: {
    system: "Klient zatwierdził pracę. Płatność została przekazana instalatorowi.",
    activity: (title, actor) => `${actor}: zatwierdzenie zlecenia „${title}”`,
    subject: (title) => `Praca zatwierdzona: ${title}`,
    body: "Klient zatwierdził Twoją pracę. Płatność została Ci przekazana (po potrąceniu prowizji platformy).",
  },
  revisionRequested: {
    system: "Klient poprosił o poprawki.",
    activity: (title, actor) => `${actor}: prośba o poprawki w zleceniu „${title}”`,
    subject: (title) => `Prośba o poprawki: ${title}`,
    body: "Klient prosi o poprawki w wykonanej pracy. Jego uwagi:",
  },
  cancelled: {
    system: "Klient anulował to zlecenie. Płatność z depozytu została mu zwrócona.",
    activity: (title, actor) => `${actor}: anulowanie zlecenia „${title}”`,
    subject: (title) => `Zlecenie anulowane: ${title}`,
    body: "Klient anulował to zlecenie montażu, więc nie musisz już przyjeżdżać. Płatność z depozytu została mu zwrócona.",
  },
  withdrawn: {
    system:
      "Instalator zrezygnował z tego zlecenia. Płatność z depozytu została zwrócona klientowi, a zlecenie jest znów dostępne dla innych instalatorów.",
    activity: (title, actor) => `${actor}: rezygnacja ze zlecenia „${title}”`,
    subject: (title) => `Twój instalator zrezygnował: ${title}`,
    body: "Instalator, który przyjął Twoje zlecenie, zrezygnował z niego. Płatność z depozytu została Ci zwrócona w całości, a Twoje zlecenie znów mogą przyjąć inni instalatorzy.",
  },
  disputed: {
    system:
      "Otwarto spór. Płatność pozostaje w depozycie, dopóki administrator go nie rozstrzygnie.",
    activity: (title, actor) => `${actor}: otwarcie sporu w zleceniu „${title}”`,
    subject: (title) => `Otwarto spór: ${title}`,
    body: "W sprawie tego zlecenia otwarto spór. Płatność pozostaje w depozycie, dopóki administrator nie sprawdzi zlecenia i nie rozstrzygnie sporu.",
  },
  offerAccepted: {
    system: "Klient przyjął ofertę instalatora. Płatność jest teraz w depozycie.",
    activity: (title, actor) => `${actor}: przyjęcie oferty w zleceniu „${title}”`,
    subject: (title) => `Twoja oferta została przyjęta: ${title}`,
    body: "Klient przyjął Twoją ofertę. Płatność pozostaje w depozycie, dopóki klient nie zatwierdzi wykonanej pracy. Możecie już pisać ze sobą na czacie.",
  },
  settled: {
    system: "Administrator rozstrzygnął to zlecenie.",
    activity: (title, actor) => `${actor}: rozstrzygnięcie zlecenia „${title}”`,
    subject: (title) => `Zlecenie zostało rozstrzygnięte: ${title}`,
    body: "Administrator sprawdził zlecenie i je rozstrzygnął.",
  },
  autoReleased: {
    system:
      "Praca została zatwierdzona automatycznie, ponieważ minął czas na jej sprawdzenie. Płatność została przekazana instalatorowi.",
    activity: (title) => `Zlecenie „${title}” zostało zatwierdzone automatycznie`,
    subject: (title) => `Praca zatwierdzona automatycznie: ${title}`,
    body: "Czas na sprawdzenie pracy minął bez zatwierdzenia, prośby o poprawki ani sporu, więc praca została zatwierdzona automatycznie, a płatność przekazana instalatorowi (po potrąceniu prowizji platformy).",
  },
};

const autoRelease = {
  actorName: "Uplink",
  notice: (date: string): string =>
    `Płatność zostanie przekazana automatycznie ${date}, chyba że wcześniej zatwierdzisz pracę albo poprosisz o poprawki.`,
  reminderMail: {
    subject: (title: string): string => `Przypomnienie: sprawdź wykonaną pracę – ${title}`,
    body: "Twój instalator oznaczył zlecenie jako wykonane. Obejrzyj zdjęcia wykonanej pracy, a następnie zatwierdź pracę albo poproś o poprawki.",
  },
};

const settlement = {
  outcomeRequired: "Wybierz sposób rozstrzygnięcia",
  /** `held` is the lead's value as the web writes euros. */
  installerShareTooLarge: (held: string): string =>
    `Udział instalatora musi być mniejszy niż kwota w depozycie (${held} €)`,
  failed: "Nie udało się rozstrzygnąć zlecenia",
  settled: { title: "Zlecenie rozstrzygnięte" },
};

const activity = {
  installerApproved: (name: string): string => `Zatwierdzono instalatora ${name}`,
  installerRejected: (name: string): string => `Odrzucono instalatora ${name}`,
  leadCreated: (title: string, actor: string): string => `${actor}: nowe zlecenie „${title}”`,
  leadUpdated: (title: string, actor: string): string => `${actor}: zmiana zlecenia „${title}”`,
  leadDeleted: (title: string, actor: string): string => `${actor}: usunięcie zlecenia „${title}”`,
  userMessaged: (name: string, actor: string): string =>
    `${actor}: wiadomość do użytkownika ${name}`,
  alertResolved: (description: string, actor: string): string =>
    `${actor}: rozwiązanie alertu „${description}”`,
};

const alerts = {
  installerRejected: (name: string, email: string): string =>
    `Odrzucono instalatora ${name} (${email})`,
  repeatedPhotoRejections: (name: string, email: string, count: number, reason: string): string =>
    `${name} (${email}): ${counted(count, "odrzucona weryfikacja", "odrzucone weryfikacje", "odrzuconych weryfikacji")} zdjęć w ciągu 24 godzin; ostatnia: ${reason}`,
  escrowRefunded: (
    euros: number,
    title: string,
    why: "cancelled" | "withdrawn" | "settled",
  ): string =>
    `Kwota ${euro(euros)} z depozytu zlecenia „${title}” została zwrócona klientowi: ${
      {
        cancelled: "klient anulował zlecenie",
        withdrawn: "instalator zrezygnował ze zlecenia",
        settled: "administrator rozstrzygnął zlecenie",
      }[why]
    }`,
  /** "zrezygnował z" takes the genitive: "z 1 przyjętego zlecenia", "z 3 przyjętych zleceń". */
  repeatedWithdrawals: (name: string, email: string, count: number, days: number): string =>
    `Instalator ${name} (${email}) zrezygnował z ${number(count)} ${form("pl", count, {
      one: "przyjętego zlecenia",
      other: "przyjętych zleceń",
    })} w ciągu ${counted(days, "dnia", "dni", "dni")}`,
  disputeOpened: (title: string, name: string, reason: string): string =>
    `${name}: otwarcie sporu w zleceniu „${title}”. Powód: ${reason}`,
};

const devices = {
  unknown: "Nieznane urządzenie",
  browserOn: (browser: string, system: string): string => `${browser} w systemie ${system}`,
};

/** The Polish catalogue. */
/** A request's status as the web app's status badges name it. */
const leadStatusNames: Record<LeadStatus, string> = {
  NEW: "Nowe",
  ACCEPTED: "Przyjęte",
  ON_SITE: "Na miejscu",
  DONE: "Wykonane",
  REVISION: "Poprawki",
  APPROVED: "Zatwierdzone",
  CANCELLED: "Anulowane",
  DISPUTED: "W sporze",
};

/** An offer's status as the web app names it; an unknown code as it is. */
const offerStatusNames: Record<string, string> = {
  PENDING: "Oczekuje",
  ACCEPTED: "Przyjęta",
  DECLINED: "Odrzucona",
  WITHDRAWN: "Wycofana",
};

export const pl: MessageCatalogue = {
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
  reviews: plReviews,
  trust: plTrust,
  payments: plPayments,
  money: plMoney,
};
