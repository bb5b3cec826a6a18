import type { LeadStatus } from "./enums";
import type { LeadAction } from "./lead-state-machine";

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
  currentPasswordRequired: "Current password is required",
  passwordMin: "Password must be at least 8 characters",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: "Passwords do not match",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  roleRequired: "Please select your role",
  usernameRequired: "Username is required",
  missingVerificationToken: "No verification token found in the URL.",
  missingResetToken: "No reset token found in the URL.",
  titleRequired: "Title is required",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  postalCodeRequired: "Postal code is required",
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
  photoTooLarge: "Each photo must be 10MB or smaller",
  photosTooMany: "Please upload at most 10 photos at a time",
  idInvalid: "This id is not valid",
  valueInvalid: "Please enter a price between 0.01 and 1,000,000 euros",
  textMessageOnly: "Only text messages can be sent",
  companyNameRequired: "Company name is required",
  serviceRadiusRange: "Service radius must be a whole number between 1 and 500 km",
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
} as const;

/** Anything the server may refuse to do to a lead because of its status. */
export type LeadOperation = LeadAction | "edit" | "delete";

const refusedOperation: Record<LeadOperation, string> = {
  accept: "accepted",
  markOnSite: "marked as on site",
  submitCompletion: "marked as complete",
  approve: "approved",
  requestRevision: "sent back for revision",
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
  emailTaken: "An account with this email already exists.",
  invalidOrExpiredLink: "This link is invalid or has expired.",
  wrongCurrentPassword: "Your current password is incorrect.",
  hostedSignInDisabled: "Hosted sign-in is not configured.",
  installerNotApproved: "Your installer account must be approved before you can accept jobs.",
  installerEmailNotVerified: "This installer has not verified their email address yet.",
  chatClosed: "Chat opens once an installer has accepted the request.",
  photoTooSmall: "Each photo must be at least 640×480 pixels.",
  photoBlank: "The photo appears to be blank.",
  photosNotDistinct: "Each completion photo must show something different.",
  wrongLeadState: (status: LeadStatus, operation: LeadOperation): string =>
    `This request is ${status}, so it cannot be ${refusedOperation[operation]}.`,
} as const;

export const messages = { validation, errors, toastTitles, toasts, info, server } as const;
