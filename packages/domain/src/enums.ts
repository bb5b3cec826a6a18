/*
 * Each enumeration is a const object (for readable call sites: `Role.INSTALLER`),
 * a type of its values, and a tuple of its values (for `z.enum` and database checks).
 */

export const Role = {
  CUSTOMER: "customer",
  INSTALLER: "installer",
  ADMINISTRATOR: "administrator",
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES = [Role.CUSTOMER, Role.INSTALLER, Role.ADMINISTRATOR] as const;

export const LeadStatus = {
  NEW: "NEW",
  ACCEPTED: "ACCEPTED",
  ON_SITE: "ON_SITE",
  DONE: "DONE",
  APPROVED: "APPROVED",
  REVISION: "REVISION",
  /** Called off by the customer before the installer was on site; nothing stays held. */
  CANCELLED: "CANCELLED",
  /** A party disputes the work; an administrator settles it. */
  DISPUTED: "DISPUTED",
} as const;
export type LeadStatus = (typeof LeadStatus)[keyof typeof LeadStatus];
export const LEAD_STATUSES = [
  LeadStatus.NEW,
  LeadStatus.ACCEPTED,
  LeadStatus.ON_SITE,
  LeadStatus.DONE,
  LeadStatus.APPROVED,
  LeadStatus.REVISION,
  LeadStatus.CANCELLED,
  LeadStatus.DISPUTED,
] as const;

export const VerificationStatus = {
  NEW: "NEW",
  ACCEPTED: "ACCEPTED",
  APPROVED: "APPROVED",
  REJECTED: "REJECTED",
} as const;
export type VerificationStatus = (typeof VerificationStatus)[keyof typeof VerificationStatus];
export const VERIFICATION_STATUSES = [
  VerificationStatus.NEW,
  VerificationStatus.ACCEPTED,
  VerificationStatus.APPROVED,
  VerificationStatus.REJECTED,
] as const;

export const MessageType = {
  TEXT: "TEXT",
  SYSTEM: "SYSTEM",
  PHOTO: "PHOTO",
} as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];
export const MESSAGE_TYPES = [MessageType.TEXT, MessageType.SYSTEM, MessageType.PHOTO] as const;

export const AlertType = {
  LEAK_DETECTION: "leak_detection",
  REFUND_CREDIT: "refund_credit",
  OTHER: "other",
  PAYMENT_DISPUTE: "payment_dispute",
} as const;
export type AlertType = (typeof AlertType)[keyof typeof AlertType];
export const ALERT_TYPES = [
  AlertType.LEAK_DETECTION,
  AlertType.REFUND_CREDIT,
  AlertType.OTHER,
  AlertType.PAYMENT_DISPUTE,
] as const;

export const PhotoKind = {
  PROPERTY: "property",
  COMPLETION: "completion",
} as const;
export type PhotoKind = (typeof PhotoKind)[keyof typeof PhotoKind];
export const PHOTO_KINDS = [PhotoKind.PROPERTY, PhotoKind.COMPLETION] as const;

export const TimeRange = {
  MORNING: "morning",
  AFTERNOON: "afternoon",
  EVENING: "evening",
  FLEXIBLE: "flexible",
} as const;
export type TimeRange = (typeof TimeRange)[keyof typeof TimeRange];
export const TIME_RANGES = [
  TimeRange.MORNING,
  TimeRange.AFTERNOON,
  TimeRange.EVENING,
  TimeRange.FLEXIBLE,
] as const;

/** An offer on an unpriced request (issue 11): one PENDING per installer and lead. */
export const OfferStatus = {
  PENDING: "PENDING",
  ACCEPTED: "ACCEPTED",
  /** Another offer on the lead was accepted, or the lead was cancelled. */
  DECLINED: "DECLINED",
  /** Its installer took it back, or replaced it with a new one. */
  WITHDRAWN: "WITHDRAWN",
} as const;
export type OfferStatus = (typeof OfferStatus)[keyof typeof OfferStatus];
export const OFFER_STATUSES = [
  OfferStatus.PENDING,
  OfferStatus.ACCEPTED,
  OfferStatus.DECLINED,
  OfferStatus.WITHDRAWN,
] as const;

/** How an administrator settles a lead whose money is held. */
export const SettlementOutcome = {
  RELEASE: "release",
  REFUND: "refund",
  SPLIT: "split",
} as const;
export type SettlementOutcome = (typeof SettlementOutcome)[keyof typeof SettlementOutcome];
export const SETTLEMENT_OUTCOMES = [
  SettlementOutcome.RELEASE,
  SettlementOutcome.REFUND,
  SettlementOutcome.SPLIT,
] as const;

/** Where a text whose contact details were removed had been written. */
export const CONTACT_LEAK_PLACES = [
  "chat_message",
  "photo_caption",
  "revision_feedback",
  "lead_title",
  "lead_description",
  "special_requirements",
  "lead_reason",
  "offer_message",
  "review_text",
  "review_reply",
  "installer_bio",
] as const;
export type ContactLeakPlace = (typeof CONTACT_LEAK_PLACES)[number];
