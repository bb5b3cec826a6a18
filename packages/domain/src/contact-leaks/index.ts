export { findContactDetails, redactContactDetails } from "./find-contact-details";
export { maskPhoneNumber } from "./mask-phone-number";
export { CONTACT_DETAILS_REMOVED, type ContactFinding, type ContactKind } from "./types";
export { compileContactScreen } from "./compile-patterns";
