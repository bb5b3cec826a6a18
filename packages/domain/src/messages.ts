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
} from "./constants";
import type { ContactLeakPlace, LeadStatus } from "./enums";
import { activeCatalogue, saidCatalogue, type Said, type Translation } from "./i18n/catalogue";
import { plural } from "./i18n/plural";
import type { LeadAction } from "./lead-state-machine";
import { paymentMessages } from "./payments/payment-messages";
import { moneyMessages } from "./payments/money-messages";
import { reviewMessages } from "./reviews/review-messages";
import { trustMessages } from "./reviews/trust-messages";

/*
 * Every user-facing sentence, written out in full so that each SPEC.md string can be
 * found verbatim. Where SPEC.md shows a toast as 'Title: message', the title lives in
 * `toastTitles`, the sentence in `errors`, and the pair in `toasts`.
 */

export interface Toast {
  title: string;
  message?: string;
}

/** Field messages of the forms and payloads (SPEC §5 and the payload rules we add). */
const validation = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  deleteAccountCodeInvalid: `Enter the ${DELETE_ACCOUNT_CODE_LENGTH}-digit code from the email`,
  currentPasswordRequired: "Current password is required",
  passwordMin: "Password must be at least 8 characters",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: "Passwords do not match",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  roleRequired: "Please select your role",
  usernameRequired: "Username is required",
  firstNameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  phoneInvalid: "Please enter a valid phone number",
  phoneTooLong: `Phone number must be at most ${PHONE_MAX_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${EMAIL_MAX_LENGTH} characters`,
  missingVerificationToken: "No verification token found in the URL.",
  missingResetToken: "No reset token found in the URL.",
  missingLinkAccountToken: "No confirmation token found in the URL.",
  titleRequired: "Title is required",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  postalCodeRequired: "Postal code is required",
  countryRequired: "Please select a country",
  postalCodeFormat: (country: string, example: string): string =>
    `Enter a postal code like ${example} for ${country}`,
  phoneInvalidForCountry: (country: string): string => `Enter a valid phone number for ${country}`,
  startDateRequired: "Start date is required",
  endDateRequired: "End date is required",
  dateInvalid: "Please enter a valid date",
  endDateBeforeStart: "End date cannot be before the start date",
  timeRangeRequired: "Time range is required",
  descriptionRequired: "Description is required",
  descriptionMin: "Description must be at least 10 characters",
  messageRequired: "Please enter a message",
  chatMessageTooLong: "Message must be at most 2000 characters",
  adminMessageTooLong: "Message must be at most 5000 characters",
  feedbackRequired: "Please describe what needs to be revised",
  reasonRequired: "Please give a reason",
  reasonTooLong: `The reason must be at most ${LEAD_REASON_MAX_LENGTH} characters`,
  offerMessageTooLong: `The message must be at most ${OFFER_MESSAGE_MAX_LENGTH} characters`,
  settlementNoteRequired: "Please explain the settlement",
  settlementNoteTooLong: `The note must be at most ${SETTLEMENT_NOTE_MAX_LENGTH} characters`,
  settlementEurosRequired: "Please enter the installer's share for a split",
  settlementEurosNotAllowed: "Only a split names the installer's share",
  photoTooLarge: "Each photo must be 10MB or smaller",
  photosTooMany: "Please upload at most 10 photos at a time",
  photoUploadUnknown:
    "This photo upload is unknown, has expired or was already used. Please add the photo again.",
  idInvalid: "This id is not valid",
  valueInvalid: "Please enter a price between 0.01 and 1,000,000 euros",
  textMessageOnly: "Only text messages can be sent",
  cursorInvalid: "The cursor must be the id of a message",
  companyNameRequired: "Company name is required",
  serviceRadiusRange: "Service radius must be a whole number between 1 and 500 km",
  titleTooLong: `Title must be at most ${LEAD_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${LEAD_DESCRIPTION_MAX_LENGTH} characters`,
  specialRequirementsTooLong: `Special requirements must be at most ${SPECIAL_REQUIREMENTS_MAX_LENGTH} characters`,
  feedbackTooLong: `Feedback must be at most ${REVISION_FEEDBACK_MAX_LENGTH} characters`,
  streetTooLong: `Street address must be at most ${STREET_MAX_LENGTH} characters`,
  cityTooLong: `City must be at most ${CITY_MAX_LENGTH} characters`,
  postalCodeTooLong: `Postal code must be at most ${POSTAL_CODE_MAX_LENGTH} characters`,
  addressTooLong: `Address must be at most ${ADDRESS_TEXT_MAX_LENGTH} characters`,
  captionTooLong: `Caption must be at most ${COMPLETION_CAPTION_MAX_LENGTH} characters`,
  companyNameTooLong: `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`,
  bioTooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters`,
  controlCharacters: "This field cannot contain control characters",
} as const;

/** Error sentences of SPEC §8, used as toast messages or fallbacks for a server message. */
const errors = {
  fetchUserFailed: "Failed to fetch user",
  invalidCredentials: "Invalid email or password",
  createAccountFailed: "Failed to create account",
  invalidAdminCredentials: "Invalid admin credentials.",
  approveInstallerFailed: "Failed to approve installer",
  rejectInstallerFailed: "Failed to reject installer",
  sendMessageFailed: "Failed to send message",
  deleteLeadFailed: "Failed to delete lead",
  emailVerificationFailed: "Email verification failed. The link may be expired or invalid.",
  createRequestFailed: "Failed to create installation request",
  updateRequestFailed: "Failed to update installation request",
  deleteRequestFailed: "Failed to delete request",
  resolveAlertFailed: "Failed to resolve alert",
  leadDetailAccessDenied: "You can view details only after accepting the job.",
  photoUploadFailed: "Failed to upload photo. Please try again.",
  photoVerificationFailed: "Could not verify photo. Please try again.",
  photoRejected: "Photo doesn't meet requirements for property verification.",
  completionPhotosRequired: "Please upload at least 3 photos showing completed work",
  propertyPhotoRequired: "Please upload at least one property photo",
  invalidFile: "Please upload only image files",
  clerkDisabled: "Clerk error detected, disabling Clerk features",
} as const;

/** Titles of the failure toasts of SPEC §5 and §8. */
const toastTitles = {
  error: "Error",
  signInFailed: "Sign In Failed",
  signUpFailed: "Sign Up Failed",
  accessDenied: "Access Denied",
  uploadError: "Upload Error",
  verificationFailed: "Verification Failed",
  photoRejected: "Photo Rejected",
  photosRequired: "Photos Required",
  invalidFile: "Invalid File",
} as const;

/**
 * Toasts whose wording is fixed. A failure toast's message is the fallback the web
 * shows when the server gave none.
 */
const toasts = {
  welcomeBack: { title: "Welcome back!" },
  accountCreated: { title: "Account created successfully!" },
  adminAccessGranted: { title: "Admin Access Granted" },
  installerApproved: { title: "Installer Approved" },
  installerRejected: { title: "Installer Rejected" },
  messageSent: { title: "Message Sent" },
  leadDeleted: { title: "Lead Deleted" },
  leadAccepted: { title: "Lead Accepted" },
  markedOnSite: { title: "Marked On Site" },
  jobMarkedComplete: { title: "Job Marked Complete" },
  jobApproved: { title: "Job Approved", message: "Payment has been released to the installer." },
  revisionRequested: { title: "Revision Requested" },
  requestCancelled: { title: "Request Cancelled" },
  jobWithdrawn: {
    title: "Job Withdrawn",
    message: "The customer's payment was refunded and the request is open to other installers.",
  },
  disputeOpened: {
    title: "Dispute Opened",
    message: "An administrator will review the job. The payment stays held until then.",
  },
  /** Offers on requests the quote engine could not price (issue 11). */
  offerSent: {
    title: "Offer Sent",
    message: "The customer decides whether to accept it. Nothing is paid until they do.",
  },
  offerWithdrawn: { title: "Offer Withdrawn" },
  offerAccepted: {
    title: "Offer Accepted",
    message:
      "The installer is assigned to your request. The payment is held in escrow until you approve the finished work.",
  },
  requestDeleted: { title: "Request Deleted" },
  alertResolved: { title: "Alert Resolved" },
  photoAdded: { title: "Photo Added" },
  requestPosted: { title: "Installation Request Posted" },
  requestUpdated: { title: "Installation Request Updated" },

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
} as const satisfies Record<string, Toast>;

/** Confirmations the server returns as `{ message }`. */
const info = {
  resetLinkSent: "If an account exists, a reset link has been sent.",
  passwordUpdated: "Your password has been updated.",
  emailVerified:
    "Your email has been verified. Your account is now pending admin verification, and we will email you once it is approved.",
  verificationSent: "We have sent a new verification link to your email address.",
  emailAlreadyVerified: "Your email address is already verified.",
  hostedIdentityLinked:
    "Your account is now linked to your hosted sign-in. You can use it to sign in from now on.",
  deleteAccountCodeSent:
    "We have emailed you a code. Enter it below to confirm that your account should be deleted.",
} as const;

/** Anything the server may refuse to do to a lead because of its status. */
export type LeadOperation = LeadAction | "edit" | "delete";

const refusedOperation: Record<LeadOperation, string> = {
  accept: "accepted",
  markOnSite: "marked as on site",
  submitCompletion: "marked as complete",
  approve: "approved",
  requestRevision: "sent back for revision",
  cancel: "cancelled",
  withdraw: "withdrawn from",
  dispute: "disputed",
  makeOffer: "given an offer",
  acceptOffer: "given to an offer",
  settleRelease: "settled",
  settleRefund: "settled",
  settleSplit: "settled",
  autoRelease: "approved automatically",
  edit: "edited",
  delete: "deleted",
};

/** Sentences the API puts in error bodies (`{ code, message }`). */
const server = {
  notSignedIn: "Please sign in to continue.",
  forbidden: "You do not have permission to do that.",
  notFound: "Not found.",
  routeNotFound: "This API route does not exist.",
  rateLimited: "Too many requests. Please wait a moment and try again.",
  invalidInput: "Some fields are invalid.",
  malformedJson: "The request body is not valid JSON.",
  unsupportedMediaType: "The request body must be JSON.",
  payloadTooLarge: "The request is too large.",
  internal: "Something went wrong. Please try again.",
  databaseUnavailable: "The service is temporarily unavailable. Please try again shortly.",
  overloaded: "The service is busy right now. Please try again in a few seconds.",
  idempotencyKeyMalformed: "The Idempotency-Key header must be a UUID.",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different submission. Please send the new one with a new key.",
  idempotencyKeyInProgress:
    "The first submission with this Idempotency-Key is still being processed. Please try again shortly.",
  photoUploadInProgress:
    "Another photo upload of yours, or from your network, is still being received. Please try again once it has finished.",
  uploadTooSlow:
    "The upload was too slow and was stopped. Please try again on a faster connection.",
  photoUploadOneFile: 'Please send exactly one photo, as the form field "photo".',
  photoUploadMediaType:
    "Please send the photo as multipart/form-data, or as an image/jpeg or image/png body.",
  crossSiteRequest:
    "This request came from another website, so it was refused. Please use Uplink itself to do this.",
  emailTaken: "An account with this email already exists.",
  invalidOrExpiredLink: "This link is invalid or has expired.",
  wrongCurrentPassword: "Your current password is incorrect.",
  sessionNotFound: "This session has already ended, or it is not one of yours.",
  hostedSignInDisabled: "Hosted sign-in is not configured.",
  hostedSignInFailed: "Hosted sign-in failed. Please sign in again.",
  hostedSignInNotForUs:
    "This hosted sign-in was not issued for Uplink. Please sign in again on this site.",
  hostedEmailNotVerified:
    "Your email address is not verified with the hosted sign-in provider. Please verify it there, then sign in again.",
  hostedSignInAdministrator:
    "Administrator accounts cannot use hosted sign-in. Please use the administrator sign-in with your password.",
  hostedLinkConfirmationSent:
    "An account with this email already exists. To link it to your hosted sign-in, confirm from the email we have just sent to its address.",
  hostedIdentityLinkedElsewhere:
    "This hosted sign-in is already linked to another account, so it cannot be linked to this one.",
  passwordConfirmationRequired: "Please enter your password to confirm.",
  deleteAccountCodeRequired: "Please enter the code we emailed you to confirm.",
  wrongDeleteAccountCode:
    "This code is wrong, has expired or was already used. Please check the email or ask for a new code.",
  deleteAccountCodeNeedsNoPassword:
    "Your account has a password. Please confirm the deletion with your password instead.",
  trpcBatchTooLarge: (calls: number, max: number): string =>
    `This batch holds ${calls} calls, but a batch may hold at most ${max}. Send the calls in smaller batches.`,
  passwordInUrl:
    "A password must never be sent in a URL. Send it in the X-Confirm-Password header instead.",
  accountHoldsEscrow:
    "Your account cannot be deleted while payment for one of your requests is held in escrow. Please try again once the job is approved or the payment is refunded.",
  installerNotApproved: "Your installer account must be approved before you can accept jobs.",
  installerEmailNotVerified: "This installer has not verified their email address yet.",
  leadHoldsEscrow:
    "This lead cannot be deleted while payment for it is held in escrow. Please try again once the job is approved or the payment is refunded.",
  chatClosed: "Chat opens once an installer has accepted the request.",
  chatClosedIn: (status: LeadStatus): string =>
    `This request is ${status}, so its chat is closed and no new messages can be sent.`,
  chatPartiesOnly: "Only the customer and the installer of this request can write in its chat.",
  chatCursorUnknown: "The cursor does not name a message of this conversation.",
  liveStreamsTooMany: "Too many live views are open at once. Please close a tab and try again.",
  /** The SYSTEM message that warns the sender of a message whose contact details were removed. */
  contactDetailsRemoved:
    "Contact details were removed from the last message. Please keep all communication on Uplink: payments and your phone number are protected only here.",
  /** The SYSTEM message that warns an installer whose photo captions lost contact details. */
  contactDetailsRemovedFromCaptions:
    "Contact details were removed from the photo captions. Please keep all communication on Uplink: payments and your phone number are protected only here.",
  /** The SYSTEM message that warns a customer whose revision feedback lost contact details. */
  contactDetailsRemovedFromFeedback:
    "Contact details were removed from the revision feedback. Please keep all communication on Uplink: payments and your phone number are protected only here.",
  /** The leak_detection alert's description; `place` as contactLeakPlaces names it. */
  contactLeakAlert: (sender: string, title: string, place = "a message"): string =>
    `Contact details removed from ${place} by ${sender} in "${title}"`,
  /** Where the text of a leak_detection alert was written, as its description says it. */
  contactLeakPlaces: {
    chat_message: "a message",
    photo_caption: "a photo caption",
    revision_feedback: "revision feedback",
    lead_title: "the title",
    lead_description: "the description",
    special_requirements: "the special requirements",
    lead_reason: "the reason for a cancellation, withdrawal or dispute",
    offer_message: "the message of an offer",
    review_text: "a review",
    review_reply: "the reply to a review",
    installer_bio: "the profile bio",
  } satisfies Record<ContactLeakPlace, string>,
  contactDetailsRemovedFromReason:
    "Contact details were removed from the reason you gave. Please keep all communication on Uplink: payments and your phone number are protected only here.",
  /** Follows the revision's SYSTEM message in the chat. */
  revisionFeedback: (feedback: string): string => `Their feedback: "${feedback}"`,
  /** A SYSTEM line of a lead's step with what it adds (the feedback, the reason, the settlement). */
  systemLineWithDetails: (line: string, details: string): string => `${line} ${details}`,
  photoTooSmall: "Each photo must be at least 640×480 pixels.",
  photoBlank: "The photo appears to be blank.",
  photosNotDistinct: "Each completion photo must show something different.",
  photoUnreadable: "The photo could not be read. Send it as a data URL or as base64 text.",
  photoTooLarge: (bytes: number): string =>
    `The photo is ${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB. ${validation.photoTooLarge}.`,
  photoNotPngOrJpeg: "The file is not a PNG or JPEG image. Use a photo saved as PNG or JPG.",
  photoDamaged: "The photo file is damaged or incomplete. Upload it again or choose another photo.",
  photoTooManyPixels: (width: number, height: number): string =>
    `The photo is too large to process: ${width}×${height} pixels. Use a photo of at most ${MAX_PHOTO_MEGAPIXELS} megapixels.`,
  photoTooSmallSized: (width: number, height: number): string =>
    `The photo is too small: ${width}×${height} pixels. Use a photo of at least ${MIN_PHOTO_WIDTH}×${MIN_PHOTO_HEIGHT} pixels.`,
  photoLooksBlank: "The photo appears to be blank. Use a photo that shows the site clearly.",
  photoAtPosition: (position: number, reason: string): string => `Photo ${position}: ${reason}`,
  /** A completion photo's chat message when the installer gave it no caption. */
  completionPhotoUntitled: (position: number): string => `Completion photo ${position}`,
  photosLookAlike: (first: number, second: number): string =>
    `Photos ${first} and ${second} look the same. Each completion photo must show something different.`,
  photosAccepted: (count: number): string =>
    plural("en", count, {
      one: "The photo meets the requirements.",
      other: `All ${count} photos meet the requirements.`,
    }),
  escrowAmountInvalid: "The amount to hold in escrow must be more than €0.",
  escrowNothingToRelease:
    "No payment is held in escrow for this request, so there is nothing to release.",
  escrowAlreadyRefunded:
    "The payment for this request was refunded to the customer, so it cannot be released.",
  escrowNothingToRefund:
    "No payment is held in escrow for this request, so there is nothing to refund.",
  escrowAlreadyReleased:
    "The payment for this request has already been released to the installer, so it cannot be refunded.",
  paymentRecordedDifferently:
    "This payment was already recorded with different amounts, so it was not recorded again.",
  wrongLeadState: (status: LeadStatus, operation: LeadOperation): string =>
    `This request is ${status}, so it cannot be ${refusedOperation[operation]}.`,
  /** SPEC §8: the title and message of the toast, as one sentence for the error body. */
  leadDetailAccessDenied: `Access Denied: ${errors.leadDetailAccessDenied}`,
  acceptValueRequired:
    "This request has no price yet. Please name your price in euros: it is sent to the customer as an offer.",
  acceptValueNotAllowed: (euros: number): string =>
    `This request already has a price of €${euros}. Accept it without naming a price.`,
  startDateInPast: "The preferred start date cannot be in the past.",
  paymentEventUnverified:
    "The payment event was refused: its signature is missing, wrong or too old.",
  paymentNotHeld:
    "The customer has not paid for this job yet: you can mark yourself on site once the payment is held.",
  installerProfileMissing: "You have not set up your installer profile yet.",
  paymentCaptureNotDue: (status: LeadStatus): string =>
    `This request is ${status}: its payment is held in escrow only once an installer has accepted it.`,
  paymentReleaseNotDue: (status: LeadStatus): string =>
    `This request is ${status}: its payment is released only once the customer has approved the work.`,
  /** Cancelling is refused from ON_SITE on: the installer is there (issue 11). */
  cancelAfterInstallerArrived: (status: LeadStatus): string =>
    `This request is ${status}: the installer is already there, so it cannot be cancelled. If something is wrong with the work, open a dispute once it is marked as complete.`,
  /** Follows a cancellation's, withdrawal's or dispute's SYSTEM message and email. */
  reasonGiven: (reason: string): string => `The reason given: "${reason}"`,
  revisionAfterRelease:
    "A revision was requested after the payment had been released to the installer.",
  /** Offers (issue 11): only requests the quote engine could not price take them. */
  offerOnPricedLead: (euros: number): string =>
    `This request already has a price of €${euros}. Accept it at that price instead of making an offer.`,
  offerNotPending: (status: string, operation: "accepted" | "withdrawn"): string =>
    `This offer is ${status}, so it cannot be ${operation}.`,
  /** An administrator's split must leave both parties something (issue 11). */
  settlementShareOutOfRange: (heldEuros: number): string =>
    `The installer's share must be more than €0 and less than the €${heldEuros} held in escrow.`,
  settlementNothingHeld:
    "Nothing is held in escrow for this request, so there is nothing to settle.",
  settlementInstallerMissing: "This request has no installer, so its payment cannot be released.",
  /** What the settlement's SYSTEM message and emails add to the event's sentence. */
  settlementSummary: (
    outcome: "release" | "refund" | "split",
    installerEuros: number,
    refundedEuros: number,
  ): string =>
    ({
      release: `The payment of €${installerEuros} was released to the installer, less the platform fee.`,
      refund: `The payment of €${refundedEuros} was refunded to the customer.`,
      split: `€${installerEuros} was released to the installer, less the platform fee, and €${refundedEuros} refunded to the customer.`,
    })[outcome],
  settlementNote: (note: string): string => `The administrator's note: "${note}"`,
  offerInstallerUnavailable:
    "The installer who made this offer can no longer take jobs. Please choose another offer.",
} as const;

const hours = (milliseconds: number) => {
  const count = milliseconds / (60 * 60 * 1000);
  return `${count} ${plural("en", count, { one: "hour", other: "hours" })}`;
};

const minutes = (milliseconds: number) => {
  const count = milliseconds / (60 * 1000);
  return `${count} ${plural("en", count, { one: "minute", other: "minutes" })}`;
};

/** The emails the server sends: each has a subject, sentences and, where useful, a button. */
const mail = {
  greeting: (firstName: string): string => `Hello ${firstName},`,
  signOff: "The Uplink team",
  verifyEmail: {
    subject: "Confirm your email address",
    body: "Please confirm your email address to finish setting up your Uplink account.",
    action: "Confirm email address",
    note: `This link expires in ${hours(EMAIL_VERIFICATION_TTL_MS)} and works once. If you did not create an Uplink account, you can ignore this email.`,
  },
  resetPassword: {
    subject: "Reset your password",
    body: "We received a request to reset the password of your Uplink account.",
    action: "Choose a new password",
    note: `This link expires in ${hours(PASSWORD_RESET_TTL_MS)} and works once. If you did not ask for a reset, you can ignore this email: your password stays unchanged.`,
  },
  passwordChanged: {
    subject: "Your password was changed",
    body: "The password of your Uplink account has just been changed.",
    note: "If this was not you, reset your password at once and contact us.",
  },
  signUpAttempt: {
    subject: "Someone tried to sign up with your email address",
    body: "Someone just tried to create a new Uplink account with your email address. Nothing was created and your account is unchanged.",
    action: "Reset your password",
    note: "If this was you, you already have an account: sign in, or reset your password if you have forgotten it. If it was not you, you can ignore this email.",
  },
  confirmHostedLink: {
    subject: "Confirm linking your hosted sign-in",
    body: "Someone signed in with our hosted sign-in provider using your email address and asked to link that sign-in to your Uplink account. Confirm only if this was you: from then on, that sign-in opens your account.",
    action: "Link my account",
    note: `This link expires in ${hours(HOSTED_LINK_TTL_MS)} and works once. If this was not you, ignore this email: nothing is linked.`,
  },
  deleteAccountCode: {
    subject: "Your code to delete your Uplink account",
    body: "You asked to delete your Uplink account. To confirm, enter this code:",
    note: `The code expires in ${minutes(DELETE_ACCOUNT_CODE_TTL_MS)} and works once. If you did not ask to delete your account, ignore this email: nothing is deleted without the code.`,
  },
  hostedIdentityLinked: {
    subject: "Hosted sign-in was linked to your account",
    body: "Your Uplink account is now linked to a hosted sign-in: from now on, signing in there opens your account.",
    note: "If this was not you, reset your password at once and contact us.",
  },
  installerApproved: {
    subject: "Your installer account is approved",
    body: "An administrator has approved your installer account. You can now accept installation jobs.",
    action: "See available jobs",
  },
  adminMessage: {
    subject: "A message from the Uplink team",
    body: "An administrator sent you this message:",
    action: "Open your dashboard",
    note: "You can read this message on your dashboard as well.",
  },
  installerRejected: {
    subject: "Your installer account was not approved",
    body: "An administrator has reviewed your installer account and could not approve it.",
    note: "If you think this is a mistake, please reply to this email.",
  },
} as const;

/** Emails about offers, which leave the lead itself NEW (issue 11). */
const offerMails = {
  received: {
    subject: (title: string): string => `New offer for your request: ${title}`,
    body: (name: string, euros: number): string =>
      `${name} offered to do the installation for €${euros}. Nothing is paid until you accept an offer; then the amount is held in escrow and released only when you approve the finished work.`,
    /** With a provider's checkout (Stripe): the customer pays once they accepted. */
    bodyPayNext: (name: string, euros: number): string =>
      `${name} offered to do the installation for €${euros}. Nothing is paid until you accept an offer; then you pay the amount, which is held in escrow and released only when you approve the finished work.`,
    message: (message: string): string => `Their message: "${message}"`,
  },
  declined: {
    subject: (title: string): string => `Your offer was not chosen: ${title}`,
    body: "The customer accepted another installer's offer, so yours is closed. Thank you for offering.",
  },
  cancelled: {
    subject: (title: string): string => `A request you made an offer on was cancelled: ${title}`,
    body: "The customer cancelled the request, so your offer is closed.",
  },
} as const;

/** What happens to a lead: the SYSTEM message, the activity line and the other party's email. */
export type LeadEvent =
  | "accepted"
  | "onSite"
  | "done"
  | "approved"
  | "revisionRequested"
  | "cancelled"
  | "withdrawn"
  | "disputed"
  | "offerAccepted"
  | "settled"
  | "autoReleased";

interface LeadEventWording {
  system: string;
  activity: (title: string, actor: string) => string;
  subject: (title: string) => string;
  body: string;
}

const leadEvents: Record<LeadEvent, LeadEventWording> = {
  accepted: {
    system: "An installer accepted this request. The payment is now held in escrow.",
    activity: (title, actor) => `${actor} accepted "${title}"`,
    subject: (title) => `An installer accepted your request: ${title}`,
    body: "An installer accepted your installation request. The payment is held in escrow until you approve the finished work, and you can now chat with the installer.",
  },
  onSite: {
    system: "The installer is on site.",
    activity: (title, actor) => `${actor} is on site for "${title}"`,
    subject: (title) => `Your installer is on site: ${title}`,
    body: "Your installer has arrived and marked the job as on site.",
  },
  done: {
    system: "The installer marked the job as complete and sent completion photos.",
    activity: (title, actor) => `${actor} marked "${title}" as complete`,
    subject: (title) => `Your installation is complete: ${title}`,
    body: "Your installer marked the job as complete and sent photos of the work. Please review them, then approve the job or ask for a revision.",
  },
  approved: {
    system: "The customer approved the work. Payment has been released to the installer.",
    activity: (title, actor) => `${actor} approved "${title}"`,
    subject: (title) => `Job approved: ${title}`,
    body: "The customer approved your work. Payment has been released to you, less the platform fee.",
  },
  revisionRequested: {
    system: "The customer asked for a revision.",
    activity: (title, actor) => `${actor} asked for a revision of "${title}"`,
    subject: (title) => `Revision requested: ${title}`,
    body: "The customer asked for a revision of the work. Their feedback:",
  },
  cancelled: {
    system: "The customer cancelled this request. The payment held in escrow was refunded to them.",
    activity: (title, actor) => `${actor} cancelled "${title}"`,
    subject: (title) => `Request cancelled: ${title}`,
    body: "The customer cancelled this installation request, so you no longer need to go. The payment held in escrow was refunded to them.",
  },
  withdrawn: {
    system:
      "The installer withdrew from this job. The payment held in escrow was refunded to the customer, and the request is open to other installers again.",
    activity: (title, actor) => `${actor} withdrew from "${title}"`,
    subject: (title) => `Your installer withdrew: ${title}`,
    body: "The installer who accepted your request has withdrawn from it. The payment held in escrow was refunded to you in full, and your request is open again for other installers to accept.",
  },
  disputed: {
    system:
      "A dispute was opened. The payment stays held in escrow until an administrator settles it.",
    activity: (title, actor) => `${actor} opened a dispute about "${title}"`,
    subject: (title) => `A dispute was opened: ${title}`,
    body: "A dispute was opened about this job. The payment stays held in escrow until an administrator has reviewed the job and settled it.",
  },
  offerAccepted: {
    system: "The customer accepted the installer's offer. The payment is now held in escrow.",
    activity: (title, actor) => `${actor} accepted an offer on "${title}"`,
    subject: (title) => `Your offer was accepted: ${title}`,
    body: "The customer accepted your offer. The payment is held in escrow until they approve the finished work, and you can now chat with them.",
  },
  settled: {
    system: "An administrator settled this job.",
    activity: (title, actor) => `${actor} settled "${title}"`,
    subject: (title) => `Your job was settled: ${title}`,
    body: "An administrator reviewed the job and settled it.",
  },
  autoReleased: {
    system:
      "The work was approved automatically because the review period ended. Payment has been released to the installer.",
    activity: (title) => `"${title}" was approved automatically`,
    subject: (title) => `Job approved automatically: ${title}`,
    body: "The review period for this job ended without an approval, a revision request or a dispute, so the work was approved automatically and the payment was released to the installer, less the platform fee.",
  },
};

/** The automatic release of a DONE lead's payment (issue 11, AUTO_RELEASE_AFTER). */
const autoRelease = {
  /** How activity lines name the platform when it takes a step itself. */
  actorName: "Uplink",
  /** What both parties read about a DONE lead, with the release date written for them. */
  notice: (date: string): string =>
    `Payment is released automatically on ${date} unless you approve or ask for a revision.`,
  reminderMail: {
    subject: (title: string): string => `Reminder: please review the finished work: ${title}`,
    body: "Your installer marked the job as complete. Please look at the completion photos, then approve the job or ask for a revision.",
  },
} as const;

/** The administrators' Settle dialog on the dashboard's leads tab (issue 11). */
const settlement = {
  outcomeRequired: "Please choose how to settle",
  /** `held` is the lead's value as the web writes euros. */
  installerShareTooLarge: (held: string): string =>
    `The installer's share must be less than the €${held} held in escrow`,
  failed: "Failed to settle lead",
  settled: { title: "Lead Settled" },
} as const;

/** Lines of the administrators' recent activity. */
const activity = {
  installerApproved: (name: string): string => `Installer ${name} was approved`,
  installerRejected: (name: string): string => `Installer ${name} was rejected`,
  leadCreated: (title: string, actor: string): string => `${actor} posted "${title}"`,
  leadUpdated: (title: string, actor: string): string => `${actor} updated "${title}"`,
  leadDeleted: (title: string, actor: string): string => `${actor} deleted "${title}"`,
  userMessaged: (name: string, actor: string): string => `${actor} sent ${name} a message`,
  alertResolved: (description: string, actor: string): string =>
    `${actor} resolved the alert "${description}"`,
} as const;

/** Descriptions of the alerts raised for administrators. */
const alerts = {
  installerRejected: (name: string, email: string): string =>
    `Installer ${name} (${email}) was rejected`,
  repeatedPhotoRejections: (name: string, email: string, count: number, reason: string): string =>
    `${name} (${email}) had ${count} photo checks refused within 24 hours; the last: ${reason}`,
  /** A refund_credit alert: every refund is reported to administrators. */
  escrowRefunded: (
    euros: number,
    title: string,
    why: "cancelled" | "withdrawn" | "settled",
  ): string =>
    `€${euros} held for "${title}" was refunded to the customer: ${
      {
        cancelled: "the customer cancelled the request",
        withdrawn: "the installer withdrew",
        settled: "an administrator settled the job",
      }[why]
    }`,
  repeatedWithdrawals: (name: string, email: string, count: number, days: number): string =>
    `Installer ${name} (${email}) withdrew from ${count} accepted jobs within ${days} days`,
  disputeOpened: (title: string, name: string, reason: string): string =>
    `${name} opened a dispute about "${title}": ${reason}`,
} as const;

/** How a signed-in device is named in the list of active sessions. */
const devices = {
  unknown: "Unknown device",
  browserOn: (browser: string, system: string): string => `${browser} on ${system}`,
} as const;

/** The English catalogue: the SPEC's wording, and the shape every translation follows. */
export const englishMessages = {
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
  reviews: reviewMessages,
  trust: trustMessages,
  payments: paymentMessages,
  money: moneyMessages,
} as const;

/**
 * The catalogue of the active language (see i18n/catalogue.ts): each property read
 * resolves the language at that moment — the request's on the server, the chosen one in
 * the browser — and falls back to English. Read messages when they are needed, not
 * into module-level constants, or they stay in the language of the first read.
 */
export const messages: typeof englishMessages = activeCatalogue(englishMessages);

/**
 * The catalogue by key: what the server says (an error, a chat line, an activity line)
 * as a Message, translated where it is written for its reader (i18n/catalogue.ts).
 */
export const said: Said<typeof englishMessages> = saidCatalogue(englishMessages);

/** What a translation of the catalogue provides (packages/domain/src/locales/<locale>.ts). */
export type MessageCatalogue = Translation<typeof englishMessages>;
