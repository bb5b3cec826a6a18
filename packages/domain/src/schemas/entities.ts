import { z } from "zod";
import {
  ALERT_TYPES,
  CONTACT_LEAK_PLACES,
  LEAD_STATUSES,
  MESSAGE_TYPES,
  PHOTO_KINDS,
  ROLES,
  TIME_RANGES,
  VERIFICATION_STATUSES,
} from "../enums";
import { COUNTRY_CODES } from "../countries";
import { leadPaymentSchema } from "./lead-payment";
import { LOCALES } from "../i18n/locales";
import { ratingSummarySchema } from "./public-installers";
import { settlementSchema } from "./settlement";

/*
 * What the API returns. These schemas describe responses, so they hold no transforms
 * (an output must be representable in the OpenAPI document).
 */

const timestamp = z.iso.datetime({ offset: true });
const calendarDate = z.iso.date();

export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Masked (e.g. "+49 •••• ••• 67") unless the viewer is its owner or an administrator. */
  phone: z.string().nullable(),
  /** The phone number's country (ISO 3166-1 alpha-2); null for accounts that named none. */
  country: z.enum(COUNTRY_CODES).nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  /**
   * Whether the account has a password of its own. One that signs in only through the
   * hosted provider confirms its deletion with a mailed code instead.
   */
  hasPassword: z.boolean(),
  /** Set for installers only. */
  verificationStatus: z.enum(VERIFICATION_STATUSES).nullable(),
  /**
   * The language the user chose for the site and their emails; null until they choose one
   * (the browser's language is used meanwhile, and English for emails).
   */
  locale: z.enum(LOCALES).nullable(),
  createdAt: timestamp,
});
export type User = z.infer<typeof userSchema>;

/**
 * A lead's address as its viewer may see it. Installers see the street only once they have
 * accepted the lead (SPEC §6): before that it is null and city and postal code say where.
 */
export const leadAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
});
export type LeadAddress = z.infer<typeof leadAddressSchema>;

export const leadSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  address: leadAddressSchema,
  /** The address's country (ISO 3166-1 alpha-2); null for requests made without one. */
  country: z.enum(COUNTRY_CODES).nullable(),
  status: z.enum(LEAD_STATUSES),
  customerId: z.uuid(),
  installerId: z.uuid().nullable(),
  /** In euros; null when it could not be quoted ("Price: To be quoted"). */
  value: z.number().nullable(),
  createdAt: timestamp,
  preferredStartDate: calendarDate.nullable(),
  preferredEndDate: calendarDate.nullable(),
  scheduledAt: timestamp.nullable(),
  timeRange: z.enum(TIME_RANGES).nullable(),
  specialRequirements: z.string().nullable(),
  revisionFeedback: z.string().nullable(),
  /**
   * DONE leads: when the payment is released automatically unless the customer approves,
   * asks for a revision or disputes it first (AUTO_RELEASE_AFTER after completion).
   */
  autoReleaseAt: timestamp.nullable(),
  /** How an administrator settled the lead; null until then. */
  settlement: settlementSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/** A lead in the admin views, which also name its customer. */
export const adminLeadSchema = leadSchema.extend({
  customer: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const leadPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  caption: z.string().nullable(),
  kind: z.enum(PHOTO_KINDS),
});
export type LeadPhoto = z.infer<typeof leadPhotoSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  /** Null for SYSTEM messages. */
  senderId: z.uuid().nullable(),
  type: z.enum(MESSAGE_TYPES),
  body: z.string(),
  createdAt: timestamp,
  /** PHOTO messages: where the photo is served (GET /api/photos/{id}); body is its caption. */
  photoUrl: z.string().nullable().optional(),
});
export type ConversationMessage = z.infer<typeof messageSchema>;

/** Someone who writes in a conversation: the lead's customer and its installer. */
export const conversationParticipantSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** Masked (e.g. "+49 •••• ••• 67") unless the viewer is its owner or an administrator. */
  phone: z.string().nullable(),
});
export type ConversationParticipant = z.infer<typeof conversationParticipantSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  /** Oldest first; with an `after` cursor only the messages after it. */
  messages: z.array(messageSchema),
  participants: z.array(conversationParticipantSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/workflow/leads/{id}; the conversation opens when an installer accepts. */
export const leadDetailSchema = z.object({
  lead: leadSchema,
  conversation: conversationSchema.nullable(),
  photos: z.array(leadPhotoSchema),
  /** As the job list's (ListedLead): the assigned installer's ratings, null before one. */
  installerRating: ratingSummarySchema.nullable(),
  /** As the job list's: the customer's ratings, only for an installer weighing a NEW request. */
  customerRating: ratingSummarySchema.nullable(),
  /** Null until a priced job is accepted, and for those who see a preview. */
  payment: leadPaymentSchema.nullable(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

const count = z.number().int().nonnegative();

/** One endpoint serves both admin consoles (ARCHITECTURE §4). */
export const adminStatsSchema = z.object({
  totalUsers: count,
  /** Installers whose verification status is NEW or ACCEPTED. */
  pendingInstallers: count,
  /** Leads neither APPROVED nor CANCELLED. */
  activeLeads: count,
  /** Euros of approved volume: released to installers plus platform fees. */
  totalRevenue: z.number().nonnegative(),
  totalLeads: count,
  /** Approved ÷ total × 100, to one decimal. */
  conversionRate: z.number().min(0).max(100),
  activeInstallers: count,
  leakDetections: count,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** What administrators (only they) read of a leak_detection alert. */
export const contactLeakDetailsSchema = z.object({
  /** The text as its writer wrote it. */
  originalText: z.string(),
  /** The text as everyone else reads it. */
  redactedText: z.string(),
  /** What was found: phone, email, url, messenger. */
  kinds: z.array(z.string()),
  place: z.enum(CONTACT_LEAK_PLACES),
  /** Null once the writer's account is gone. */
  sender: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The lead it was written about; null once the lead is deleted. */
  leadId: z.uuid().nullable(),
});
export type ContactLeakDetails = z.infer<typeof contactLeakDetailsSchema>;

export const alertSchema = z.object({
  id: z.uuid(),
  type: z.enum(ALERT_TYPES),
  description: z.string(),
  isResolved: z.boolean(),
  createdAt: timestamp,
  /** A leak_detection alert's evidence; null for other alerts and once its writer is erased. */
  details: contactLeakDetailsSchema.nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const activitySchema = z.object({
  id: z.uuid(),
  body: z.string(),
  createdAt: timestamp,
});
export type Activity = z.infer<typeof activitySchema>;

/** Sign-in, sign-up and hosted sign-in (POST /api/clerk/jwt). */
export const authResultSchema = z.object({
  token: z.string(),
  user: userSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const adminLoginResultSchema = authResultSchema.extend({
  success: z.literal(true),
});
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

/** GET /api/auth/me. */
export const meResultSchema = z.object({ user: userSchema });
export type MeResult = z.infer<typeof meResultSchema>;

/** Forgot password, reset password and verify email. */
export const messageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

/** Deletes and admin messages. */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

/** POST /api/verify-property-photos. */
export const photoVerificationResultSchema = z.object({
  isValid: z.boolean(),
  feedback: z.string().optional(),
  reason: z.string().optional(),
});
export type PhotoVerificationResult = z.infer<typeof photoVerificationResultSchema>;

/**
 * GET /api/me/export: every row that concerns the caller (GDPR access and portability).
 * Secrets are left out: no password hash, no session or link token hashes.
 */
export const accountExportSchema = z.object({
  exportedAt: timestamp,
  profile: userSchema.extend({
    username: z.string().nullable(),
    clerkUserId: z.string().nullable(),
    updatedAt: timestamp,
  }),
  installerProfile: z
    .object({
      companyName: z.string().nullable(),
      bio: z.string().nullable(),
      servicePostalCode: z.string().nullable(),
      serviceCity: z.string().nullable(),
      serviceRadiusKm: z.number().int().nullable(),
      phone: z.string().nullable(),
      country: z.enum(COUNTRY_CODES).nullable(),
      updatedAt: timestamp,
    })
    .nullable(),
  sessions: z.array(
    z.object({
      id: z.uuid(),
      createdAt: timestamp,
      expiresAt: timestamp,
      revokedAt: timestamp.nullable(),
      lastUsedAt: timestamp.nullable(),
    }),
  ),
  /** Leads the caller posted as a customer or took on as an installer. */
  leads: z.array(leadSchema),
  /** Metadata of the photos of those leads and of the photos the caller uploaded. */
  photos: z.array(
    z.object({
      id: z.uuid(),
      leadId: z.uuid(),
      kind: z.enum(PHOTO_KINDS),
      mimeType: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      byteSize: z.number().int(),
      caption: z.string().nullable(),
      uploadedBy: z.uuid().nullable(),
      createdAt: timestamp,
    }),
  ),
  /** Chat messages the caller sent. */
  messages: z.array(
    z.object({
      id: z.uuid(),
      conversationId: z.uuid(),
      type: z.enum(MESSAGE_TYPES),
      body: z.string(),
      createdAt: timestamp,
    }),
  ),
  /** Messages administrators sent to the caller. */
  adminNotices: z.array(
    z.object({
      id: z.uuid(),
      body: z.string(),
      createdAt: timestamp,
      readAt: timestamp.nullable(),
    }),
  ),
  /** Movements on the caller's ledger accounts, in euros (debits positive). */
  ledgerEntries: z.array(
    z.object({
      id: z.string(),
      accountKind: z.string(),
      leadId: z.uuid().nullable(),
      transactionKind: z.string(),
      amount: z.number(),
      createdAt: timestamp,
    }),
  ),
  /** Alerts raised about the caller, e.g. contact details removed from their messages. */
  alerts: z.array(
    alertSchema.extend({
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  /** The caller's refused photo checks (why each photo was refused), kept to spot abuse. */
  photoRejections: z.array(z.object({ id: z.uuid(), reason: z.string(), createdAt: timestamp })),
  /** An installer's withdrawals from accepted jobs, with the reason they gave. */
  leadWithdrawals: z.array(
    z.object({ id: z.uuid(), leadId: z.uuid(), reason: z.string(), createdAt: timestamp }),
  ),
  /** Activity lines of what the caller did. */
  activities: z.array(
    activitySchema.extend({
      kind: z.string(),
      leadId: z.uuid().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
