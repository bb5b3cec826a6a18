import type {
  ColumnType,
  Generated,
  GeneratedAlways,
  Insertable,
  Selectable,
  Updateable,
} from "kysely";

/*
 * The data model as TypeScript sees it through Kysely's CamelCasePlugin: the
 * database says `lead_photos.content_hash`, code says `leadPhotos.contentHash`.
 * Mirrors the migrations in ./migrations; change both together (by adding a
 * migration, never by editing one).
 */

/** timestamptz: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** A timestamptz that defaults to now() on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** Defaults to now() on insert and is set to now() by a trigger on every update. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, never>;

/**
 * bigint: pg returns it as a string so no precision is lost. Money columns
 * hold integer cents; the API converts them to euros in one place.
 */
type Int8Input = string | number | bigint;
type NullableInt8 = ColumnType<string | null, Int8Input | null, Int8Input | null>;

/** date: read and written as 'YYYY-MM-DD' (no time zone can shift it). */
type DateString = string;

/** Ledger rows are append-only: the database refuses updates, so the types do too. */
type Immutable<T, I = T> = ColumnType<T, I, never>;

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
/**
 * A jsonb object. Keys are stored as given; write them in camelCase, because
 * the CamelCasePlugin also camel-cases the keys of nested objects it reads.
 */
export interface JsonObject {
  [key: string]: JsonValue | undefined;
}

export interface UsersTable {
  id: Generated<string>;
  /** Unique case-insensitively: look it up with `lower(email)`. */
  email: string;
  /** Only the administrator account created from ADMIN_USERNAME has one. */
  username: string | null;
  /** Null for accounts that only sign in through Clerk. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** The country of the user's phone number (ISO 3166-1 alpha-2, a served one); null before issue 14. */
  country: string | null;
  role: "customer" | "installer" | "administrator";
  emailVerified: Generated<boolean>;
  /** Installers only. */
  verificationStatus: "NEW" | "ACCEPTED" | "APPROVED" | "REJECTED" | null;
  clerkUserId: string | null;
  /** Set when the account was deleted: the row stays for the ledger, its personal data does not. */
  anonymisedAt: NullableTimestamp;
  /**
   * The language the user chose for the site and their emails (one of the domain's
   * LOCALES); null until they choose one, meanwhile English.
   */
  locale: "en" | "de" | "fr" | "es" | "it" | "pl" | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface InstallerProfilesTable {
  userId: string;
  companyName: string | null;
  bio: string | null;
  servicePostalCode: string | null;
  serviceRadiusKm: number | null;
  phone: string | null;
  /** The country of the service postal code and phone number (ISO alpha-2); null before issue 14. */
  country: string | null;
  /** The town of the service area, which places it (the gazetteer knows towns, not postal codes). */
  serviceCity: string | null;
  /**
   * The point of the service area (degrees), found from its town and country when the
   * profile is saved; both null when the town is not known, or for profiles saved before.
   */
  serviceLatitude: number | null;
  serviceLongitude: number | null;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  userId: string;
  /** The token itself is never stored. */
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  /** Written at most once a minute; a session unused for the idle timeout ends. */
  lastUsedAt: NullableTimestamp;
  /** The User-Agent that opened the session (bounded), to tell devices apart. */
  userAgent: string | null;
}

/** Single-use tokens mailed as links. */
export interface AuthTokensTable {
  id: Generated<string>;
  userId: string;
  purpose: "verify_email" | "reset_password" | "link_hosted_identity" | "delete_account";
  tokenHash: string;
  /** What the confirmation needs, e.g. the hosted user id a link_hosted_identity token links. */
  payload: JsonObject | null;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/**
 * The account limits' counters, shared by every app instance: per `<limit>:<subject>`,
 * the times of its newest hits inside the limit's window (at most the limit's max).
 */
export interface RateLimitCountersTable {
  key: string;
  hitTimes: ColumnType<Date[], Date[] | string, Date[] | string>;
  /** When the newest hit leaves its window; from then on the row may be deleted. */
  expiresAt: Timestamp;
}

/**
 * A submission's Idempotency-Key (0020): claimed by the first request with it, which
 * stores its answer; the same key from the same user is answered from here for a day.
 */
export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  /** SHA-256 of the procedure and its input: another body under the key is refused. */
  requestHash: string;
  /** The first request's answer; null while it is being worked out. */
  answer: JsonValue | null;
  createdAt: CreatedAt;
}

export interface LeadsTable {
  id: Generated<string>;
  customerId: string;
  /**
   * Set when an installer accepts; required by the database for every status but NEW and
   * CANCELLED. A withdrawal clears it; a cancellation after acceptance keeps it.
   */
  installerId: string | null;
  title: string;
  description: string;
  street: string;
  city: string;
  postalCode: string;
  /**
   * The country of the address (ISO 3166-1 alpha-2, a served one); the postal code is then
   * written its way. Null for requests made before issue 14.
   */
  country: string | null;
  /**
   * The point of the address's town (degrees), found when the request is posted or edited;
   * both null when the town is not known, or for requests made before issue 14.
   */
  latitude: number | null;
  longitude: number | null;
  /** The grid cell of that point, which the job list's index walks (migration 0014). */
  locationCell: GeneratedAlways<number | null>;
  status: Generated<
    "NEW" | "ACCEPTED" | "ON_SITE" | "DONE" | "APPROVED" | "REVISION" | "CANCELLED" | "DISPUTED"
  >;
  /** Integer cents; null when the quote engine could not price the job. */
  valueCents: NullableInt8;
  preferredStartDate: DateString | null;
  /** Not before preferredStartDate. */
  preferredEndDate: DateString | null;
  timeRange: "morning" | "afternoon" | "evening" | "flexible" | null;
  specialRequirements: string | null;
  scheduledAt: NullableTimestamp;
  revisionFeedback: string | null;
  acceptedAt: NullableTimestamp;
  onSiteAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  approvedAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
  cancelReason: string | null;
  disputedAt: NullableTimestamp;
  disputeReason: string | null;
  /** The party who opened the dispute. */
  disputedBy: string | null;
  /** DONE leads: when the payment is released unless the customer answers first. */
  autoReleaseAt: NullableTimestamp;
  /** How many reminders of the automatic release the customer was mailed for this clock. */
  releaseRemindersSent: Generated<number>;
  settledAt: NullableTimestamp;
  settlementOutcome: "release" | "refund" | "split" | null;
  /** What the installer's side received before the platform fee, in cents. */
  settlementInstallerCents: NullableInt8;
  settlementRefundedCents: NullableInt8;
  settlementNote: string | null;
  settledBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An installer's price for a request the quote engine could not price (issue 11). */
export interface OffersTable {
  id: Generated<string>;
  leadId: string;
  installerId: string;
  valueCents: ColumnType<string, Int8Input, Int8Input>;
  message: string | null;
  status: Generated<"PENDING" | "ACCEPTED" | "DECLINED" | "WITHDRAWN">;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An installer giving an accepted lead back (issue 11); kept to notice repeated ones. */
export interface LeadWithdrawalsTable {
  id: Generated<string>;
  leadId: string;
  installerId: string;
  reason: string;
  createdAt: CreatedAt;
}

export interface LeadPhotosTable {
  id: Generated<string>;
  leadId: string;
  kind: "property" | "completion";
  /** Names the stored file under DATA_DIR. */
  contentHash: string;
  mimeType: "image/jpeg" | "image/png";
  width: number;
  height: number;
  byteSize: number;
  /** Tells near-identical completion photos apart. */
  perceptualHash: string | null;
  caption: string | null;
  uploadedBy: string | null;
  createdAt: CreatedAt;
}

/** A photo uploaded on its own (0019), until a request takes it or it expires. */
export interface PhotoUploadsTable {
  id: Generated<string>;
  /** The uploader: the only one who may name it. */
  userId: string;
  /** Names the stored object, as lead_photos.content_hash does. */
  contentHash: string;
  mimeType: "image/jpeg" | "image/png";
  width: number;
  height: number;
  byteSize: number;
  perceptualHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
}

export interface ConversationsTable {
  id: Generated<string>;
  leadId: string;
  createdAt: CreatedAt;
  /**
   * The seq of the newest message, kept by a trigger on messages: the ETag
   * source that lets an unchanged poll answer 304 without reading messages.
   */
  lastMessageSeq: GeneratedAlways<string>;
}

export interface MessagesTable {
  id: Generated<string>;
  /**
   * Assigned by the database, increasing in commit order within a
   * conversation: the `after` cursor of polling.
   */
  seq: GeneratedAlways<string>;
  conversationId: string;
  /** Null for SYSTEM messages written by the server. */
  senderId: string | null;
  type: "TEXT" | "SYSTEM" | "PHOTO";
  body: string;
  /** A SYSTEM line by key (0018): `{ key, params }`, read in the reader's language; null otherwise. */
  bodySaid: JsonObject | null;
  photoId: string | null;
  createdAt: CreatedAt;
}

export interface AlertsTable {
  id: Generated<string>;
  type: "leak_detection" | "refund_credit" | "other" | "payment_dispute";
  description: string;
  /** The description by key (0017): `{ key, params }`, read in the reader's language; null before. */
  descriptionSaid: JsonObject | null;
  /** E.g. the original text of a message whose contact details were removed. */
  details: JsonObject | null;
  leadId: string | null;
  userId: string | null;
  isResolved: Generated<boolean>;
  resolvedAt: NullableTimestamp;
  resolvedBy: string | null;
  createdAt: CreatedAt;
}

export interface ActivitiesTable {
  id: Generated<string>;
  kind: string;
  body: string;
  /** The line by key (0017): `{ key, params }`, read in the reader's language; null before. */
  bodySaid: JsonObject | null;
  actorId: string | null;
  leadId: string | null;
  /** The people the line names (0015): deleting one's account rewrites these lines only. */
  subjectIds: Generated<string[]>;
  createdAt: CreatedAt;
}

/** Messages from an administrator to a user. */
export interface AdminNoticesTable {
  id: Generated<string>;
  userId: string;
  senderId: string | null;
  body: string;
  createdAt: CreatedAt;
  readAt: NullableTimestamp;
}

/** A refused photo check of a signed-in user (see migration 0003). */
export interface PhotoRejectionsTable {
  id: Generated<string>;
  userId: string;
  reason: string;
  createdAt: CreatedAt;
}

/**
 * One account per (kind, user, lead); null parts count as equal, so e.g. the
 * single platform_fees account is (platform_fees, null, null).
 */
export interface LedgerAccountsTable {
  id: Generated<string>;
  kind: "customer_funding" | "escrow" | "installer_payable" | "platform_fees";
  userId: string | null;
  /** No foreign key: the ledger outlives a deleted lead. */
  leadId: string | null;
  createdAt: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Immutable<string, string | undefined>;
  /** Unique: retrying a movement with the same key cannot move money twice. */
  idempotencyKey: Immutable<string>;
  kind: Immutable<"capture" | "release" | "refund">;
  leadId: Immutable<string | null>;
  createdAt: Immutable<Date, Date | string | undefined>;
}

/**
 * Debits positive, credits negative, never zero. The entries of a transaction
 * must sum to zero by the time the database transaction commits.
 */
export interface LedgerEntriesTable {
  id: GeneratedAlways<string>;
  transactionId: Immutable<string>;
  accountId: Immutable<string>;
  amountCents: Immutable<string, Int8Input>;
  createdAt: Immutable<Date, Date | string | undefined>;
}

/** An installer's Stripe Connect account and what Stripe last said about it (0021). */
export interface PayoutAccountsTable {
  userId: string;
  providerAccountId: string;
  /** enabled once Stripe says charges and payouts are enabled (account.updated). */
  status: Generated<"pending" | "enabled">;
  identityVerified: Generated<boolean>;
  requirementsDue: Generated<string[]>;
  disabledReason: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A webhook event handled, by the provider's event id: each is handled at most once (0021). */
export interface PaymentEventsTable {
  id: string;
  type: string;
  receivedAt: CreatedAt;
}

/** The checkout of one hold of a lead's price with the payment provider (0024). */
export interface LeadCheckoutsTable {
  leadId: string;
  hold: number;
  sessionId: string;
  url: string;
  /** The provider's payment, once the customer paid. */
  paymentIntentId: string | null;
  /** The checkouts of a hold are counted from 1: a failed one is followed by another (0027). */
  attempt: Generated<number>;
  /** When its delayed payment failed (checkout.session.async_payment_failed). */
  failedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** A customer's bank disputing a lead's charge, for the administrator's settlement (0027). */
export interface PaymentDisputesTable {
  /** The provider's dispute id. */
  id: string;
  leadId: string;
  paymentIntentId: string;
  amountCents: ColumnType<string, Int8Input, Int8Input>;
  reason: string;
  /** The provider's word: needs_response, under_review, won, lost… */
  status: string;
  openedAt: CreatedAt;
  closedAt: NullableTimestamp;
}

/**
 * A transfer to an installer or a refund to a customer that a ledger transaction calls
 * for, as sent to the payment provider (0025): requested with the ledger transaction,
 * confirmed once the provider answered.
 */
export interface ProviderMovementsTable {
  id: Generated<string>;
  ledgerTransactionId: string;
  kind: "transfer" | "refund";
  leadId: string;
  /** Who receives it: the installer (transfer) or the customer (refund). */
  userId: string;
  amountCents: ColumnType<string, Int8Input, Int8Input>;
  /** The platform fee kept from the installer's share (transfers); 0 for refunds. */
  feeCents: ColumnType<string, Int8Input | undefined, Int8Input>;
  /** The customer's payment a refund gives back. */
  paymentIntentId: string | null;
  status: "payout_pending" | "requested" | "confirmed";
  keyGeneration: Generated<number>;
  attempts: Generated<number>;
  lastAttemptAt: NullableTimestamp;
  lastError: string | null;
  /** The provider's transfer or refund id, once confirmed. */
  providerId: string | null;
  createdAt: CreatedAt;
  requestedAt: NullableTimestamp;
  confirmedAt: NullableTimestamp;
}

/** A party's review of the other party of an APPROVED lead (issue 25, migration 0022). */
export interface ReviewsTable {
  id: Generated<string>;
  leadId: string;
  authorId: string;
  /** The other party of the lead: whom the review is about. */
  subjectId: string;
  authorRole: "customer" | "installer";
  /** 1 to 5. */
  rating: number;
  /** Contact details replaced; the original is only in the leak_detection alert. */
  text: string;
  /** The installer's public answer to a review of them, contact details replaced. */
  reply: string | null;
  repliedAt: NullableTimestamp;
  /** When the other party could first read it: both reviewed, or the window closed. */
  revealedAt: NullableTimestamp;
  /** Hidden by an administrator: out of profiles and averages. */
  hiddenAt: NullableTimestamp;
  hiddenReason: string | null;
  hiddenBy: string | null;
  /** The contact monitor redacted its text or its reply (0031): the admins' flagged list. */
  leakFlagged: Generated<boolean>;
  createdAt: CreatedAt;
}

/**
 * A user's ratings that count (revealed, not hidden reviews about them), kept by a
 * trigger on reviews (issue 25, migration 0029).
 */
export interface UserRatingsTable {
  userId: string;
  ratingCount: Generated<number>;
  ratingSum: Generated<number>;
}

/** A customer's invitation to an installer to quote on a NEW request (issue 25, 0030). */
export interface QuoteInvitationsTable {
  leadId: string;
  installerId: string;
  createdAt: CreatedAt;
}

export interface Database {
  users: UsersTable;
  installerProfiles: InstallerProfilesTable;
  sessions: SessionsTable;
  authTokens: AuthTokensTable;
  rateLimitCounters: RateLimitCountersTable;
  idempotencyKeys: IdempotencyKeysTable;
  leads: LeadsTable;
  leadWithdrawals: LeadWithdrawalsTable;
  offers: OffersTable;
  leadPhotos: LeadPhotosTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  alerts: AlertsTable;
  activities: ActivitiesTable;
  adminNotices: AdminNoticesTable;
  photoRejections: PhotoRejectionsTable;
  photoUploads: PhotoUploadsTable;
  ledgerAccounts: LedgerAccountsTable;
  ledgerTransactions: LedgerTransactionsTable;
  ledgerEntries: LedgerEntriesTable;
  payoutAccounts: PayoutAccountsTable;
  paymentEvents: PaymentEventsTable;
  leadCheckouts: LeadCheckoutsTable;
  paymentDisputes: PaymentDisputesTable;
  providerMovements: ProviderMovementsTable;
  reviews: ReviewsTable;
  userRatings: UserRatingsTable;
  quoteInvitations: QuoteInvitationsTable;
}

export type PhotoUploadRow = Selectable<PhotoUploadsTable>;
export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type ProviderMovementRow = Selectable<ProviderMovementsTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export type InstallerProfileRow = Selectable<InstallerProfilesTable>;
export type NewInstallerProfile = Insertable<InstallerProfilesTable>;
export type InstallerProfileUpdate = Updateable<InstallerProfilesTable>;

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;

export type AuthTokenRow = Selectable<AuthTokensTable>;
export type NewAuthToken = Insertable<AuthTokensTable>;
export type AuthTokenUpdate = Updateable<AuthTokensTable>;

export type LeadRow = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type LeadUpdate = Updateable<LeadsTable>;

export type LeadWithdrawalRow = Selectable<LeadWithdrawalsTable>;

export type OfferRow = Selectable<OffersTable>;
export type NewOffer = Insertable<OffersTable>;
export type OfferUpdate = Updateable<OffersTable>;

export type LeadPhotoRow = Selectable<LeadPhotosTable>;
export type NewLeadPhoto = Insertable<LeadPhotosTable>;
export type LeadPhotoUpdate = Updateable<LeadPhotosTable>;

export type ConversationRow = Selectable<ConversationsTable>;
export type NewConversation = Insertable<ConversationsTable>;

export type MessageRow = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type MessageUpdate = Updateable<MessagesTable>;

export type AlertRow = Selectable<AlertsTable>;
export type NewAlert = Insertable<AlertsTable>;
export type AlertUpdate = Updateable<AlertsTable>;

export type ActivityRow = Selectable<ActivitiesTable>;
export type NewActivity = Insertable<ActivitiesTable>;

export type AdminNoticeRow = Selectable<AdminNoticesTable>;
export type NewAdminNotice = Insertable<AdminNoticesTable>;
export type AdminNoticeUpdate = Updateable<AdminNoticesTable>;

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type NewLedgerAccount = Insertable<LedgerAccountsTable>;

export type LedgerTransactionRow = Selectable<LedgerTransactionsTable>;
export type NewLedgerTransaction = Insertable<LedgerTransactionsTable>;

export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;

export type ReviewRow = Selectable<ReviewsTable>;
export type NewReview = Insertable<ReviewsTable>;
