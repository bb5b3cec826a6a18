import { Role, TimeRange } from "./enums";

/* Business constants of SPEC §9 and the limits ARCHITECTURE §4 adds. */

export const MIN_COMPLETION_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_REQUEST = 10;
export const MIN_PHOTO_WIDTH = 640;
/** This many refused photo checks by one user within the window raise an 'other' alert. */
export const PHOTO_REJECTION_ALERT_THRESHOLD = 3;
export const PHOTO_REJECTION_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MIN_PHOTO_HEIGHT = 480;
/**
 * Photos are refused above this many pixels before they are decoded, so that a small file
 * claiming huge dimensions (a decompression bomb) cannot exhaust memory. Everyday phone
 * photos (12 to 48 megapixels) stay below it.
 */
export const MAX_PHOTO_MEGAPIXELS = 50;
/** Photos are accepted by content, not by file name (ARCHITECTURE §4). */
export const ACCEPTED_PHOTO_MIME_TYPES = ["image/png", "image/jpeg"] as const;

export const PASSWORD_MIN_LENGTH = 8;

/*
 * Upper bounds the server enforces on account fields, so that an oversized input is a
 * field message rather than a slow hash or a bloated row. An email address cannot be
 * longer than 254 characters (RFC 5321); a phone number in any notation fits in 32.
 */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 32;
export const PASSWORD_MAX_LENGTH = 256;
/** Mailed tokens are 43 characters; anything much longer is not one of ours. */
export const LINK_TOKEN_MAX_LENGTH = 128;

/*
 * Upper bounds of free text. Every text field has one, so that an oversized answer is a
 * field message rather than a bloated row, a huge email or a long run of the quote engine
 * and the contact-leak detectors. A lead's title is "Starlink Installation in {city}" unless
 * the client names one, and the city's bound keeps that title within its own.
 */
export const LEAD_TITLE_MAX_LENGTH = 200;
export const LEAD_DESCRIPTION_MAX_LENGTH = 5000;
export const SPECIAL_REQUIREMENTS_MAX_LENGTH = 2000;
export const REVISION_FEEDBACK_MAX_LENGTH = 2000;
/** The reason given to cancel, withdraw from or dispute a lead. */
export const LEAD_REASON_MAX_LENGTH = 1000;
/** The message an installer may add to an offer. */
export const OFFER_MESSAGE_MAX_LENGTH = 1000;
/** An administrator's note on a settlement, kept on the lead and sent to both parties. */
export const SETTLEMENT_NOTE_MAX_LENGTH = 2000;
/** AUTO_RELEASE_AFTER when unset: a DONE lead nobody answers is approved after 14 days. */
export const DEFAULT_AUTO_RELEASE_AFTER = "P14D";
/** REVIEW_WINDOW when unset: both parties of an APPROVED lead may review each other for 14 days. */
export const DEFAULT_REVIEW_WINDOW = "P14D";
/** A review's text (issue 25): long enough to say something, short enough to read. */
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
/** An installer's public answer to a review of them. */
export const REVIEW_REPLY_MAX_LENGTH = 2000;

/** Withdrawals of one installer from accepted leads that raise an alert, within these days. */
export const REPEATED_WITHDRAWALS_COUNT = 3;
export const REPEATED_WITHDRAWALS_DAYS = 30;
export const STREET_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const POSTAL_CODE_MAX_LENGTH = 16;
/** An address sent as one text ("street, city, postalCode" or its JSON), before it is read. */
export const ADDRESS_TEXT_MAX_LENGTH = 2000;
export const COMPLETION_CAPTION_MAX_LENGTH = 500;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const BIO_MAX_LENGTH = 500;

export const EDIT_LEAD_MINIMUMS = {
  description: 10,
  address: 5,
  city: 2,
  postalCode: 3,
} as const;

export const CHAT_POLL_INTERVAL_MS = 5000;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** At most this many messages per answer of GET /api/conversation/{id}; the `after` cursor pages on. */
export const CHAT_PAGE_SIZE = 500;
/**
 * Live views (server-sent events: chats, lists of leads) of each kind that one person may
 * keep open at once on one app instance.
 */
export const LIVE_STREAMS_PER_USER = 20;
export const ADMIN_MESSAGE_MAX_LENGTH = 5000;

export const IDENTITY_PROVIDER_TIMEOUT_MS = 3000;

export const ADMIN_OVERVIEW_ALERT_COUNT = 5;

/** Leads per answer of GET /api/workflow/leads when no `limit` is given; `cursor` pages on. */
export const LEAD_PAGE_SIZE = 50;

export const DEFAULT_LEAD_DESCRIPTION = "Starlink installation request";

export interface TimeWindow {
  /** Opening hours of the window, or null when the customer is flexible. */
  hours: string | null;
  label: string;
}

/** Keyed by time range; list them in `TIME_RANGES` order for a select. */
export const TIME_WINDOWS = {
  [TimeRange.MORNING]: { hours: "8:00-12:00", label: "Morning (8:00-12:00)" },
  [TimeRange.AFTERNOON]: { hours: "12:00-17:00", label: "Afternoon (12:00-17:00)" },
  [TimeRange.EVENING]: { hours: "17:00-20:00", label: "Evening (17:00-20:00)" },
  [TimeRange.FLEXIBLE]: { hours: null, label: "Flexible" },
} as const satisfies Record<TimeRange, TimeWindow>;

/** Administrators are never created through sign-up. */
export const SIGNUP_ROLES = [Role.CUSTOMER, Role.INSTALLER] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const DASHBOARD_PATH_BY_ROLE = {
  [Role.CUSTOMER]: "/dashboard",
  [Role.INSTALLER]: "/installer/dashboard",
} as const satisfies Record<SignupRole, string>;

export const CURRENCY = "EUR";

export const AUTH_TOKEN_STORAGE_KEY = "auth_token";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session unused for this long ends, however long before it would expire. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A session's last use is written at most this often, so that a busy session costs
 * one write a minute rather than one per request.
 */
export const SESSION_LAST_USED_PRECISION_MS = 60 * 1000;
/** GET /api/auth/sessions lists at most this many sessions, most recently used first. */
export const ACTIVE_SESSIONS_LIMIT = 50;
/** The stored User-Agent of a session is cut to this many characters. */
export const SESSION_USER_AGENT_MAX_LENGTH = 300;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** The mailed code that confirms deleting an account without a password: six digits. */
export const DELETE_ACCOUNT_CODE_TTL_MS = 15 * 60 * 1000;
export const DELETE_ACCOUNT_CODE_LENGTH = 6;
/** A mailed link that confirms linking a hosted sign-in identity to an existing account. */
export const HOSTED_LINK_TTL_MS = 60 * 60 * 1000;

export const DEFAULT_PLATFORM_FEE_PERCENT = 10;

/**
 * The server refuses a tRPC batch of more calls than this (400), and the web client
 * never sends one: every call of a batch counts against the rate limits.
 */
export const TRPC_MAX_BATCH_CALLS = 10;

/** Bounds an installer's price so that it always fits the cent ledger. */
export const MAX_LEAD_VALUE_EUROS = 1_000_000;

export const SERVICE_RADIUS_KM_MIN = 1;
export const SERVICE_RADIUS_KM_MAX = 500;

/* Data fetching: results never go stale, no refetch on focus, no polling, no retries. */
export const QUERY_DEFAULTS = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  retry: false,
  gcTime: 5 * 60 * 1000,
} as const;

export const MUTATION_DEFAULTS = {
  retry: false,
} as const;

export const TOAST_DEFAULTS = {
  limit: 1,
  autoClose: 5000,
  swipeDirection: "right",
  swipeThreshold: 50,
  focusHotkey: "F8",
  removeDelay: 1_000_000,
} as const;
