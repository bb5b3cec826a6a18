import pg from "pg";

/*
 * The reference's SQL: for each path the statements it needs at the least, with the
 * columns it answers named, and rows turned into the product's JSON shapes by hand.
 */

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "customer" | "installer" | "administrator";
  emailVerified: boolean;
  verificationStatus: string | null;
}

export interface LeadRow {
  id: string;
  customer_id: string;
  installer_id: string | null;
  title: string;
  description: string;
  street: string;
  city: string;
  postal_code: string;
  country: string | null;
  status: string;
  value_cents: string | null;
  created_at: Date;
  preferred_start_date: string | null;
  preferred_end_date: string | null;
  scheduled_at: Date | null;
  time_range: string | null;
  special_requirements: string | null;
  revision_feedback: string | null;
  auto_release_at: Date | null;
  settled_at: Date | null;
  settlement_outcome: string | null;
  settlement_installer_cents: string | null;
  settlement_refunded_cents: string | null;
  settlement_note: string | null;
  /** Whether the request's town was placed on the map (the job list says so). */
  located: boolean;
}

export interface ConversationScope {
  id: string;
  lead_id: string;
  last_message_seq: string;
  customer_id: string;
  installer_id: string | null;
}

const LEAD_COLUMNS = `leads.id, leads.customer_id, leads.installer_id, leads.title,
  leads.description, leads.street, leads.city, leads.postal_code, leads.country, leads.status,
  leads.value_cents, leads.created_at, leads.preferred_start_date, leads.preferred_end_date,
  leads.scheduled_at, leads.time_range, leads.special_requirements, leads.revision_feedback,
  leads.auto_release_at, leads.settled_at, leads.settlement_outcome,
  leads.settlement_installer_cents, leads.settlement_refunded_cents, leads.settlement_note,
  leads.latitude is not null as located`;

export const SQL = {
  session: `
    select u.id, u.email, u.first_name, u.last_name, u.role, u.email_verified,
           u.verification_status
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
      and coalesce(s.last_used_at, s.created_at) > now() - interval '7 days'
      and u.anonymised_at is null`,
  installerJobs: `
    select ${LEAD_COLUMNS} from leads
    where leads.status = 'NEW' or leads.installer_id = $1
    order by leads.created_at desc, leads.id desc limit $2`,
  customerLeads: `
    select ${LEAD_COLUMNS} from leads where leads.customer_id = $1
    order by leads.created_at desc, leads.id desc limit $2`,
  leadWithConversation: `
    select ${LEAD_COLUMNS}, conversations.id as conversation_id
    from leads left join conversations on conversations.lead_id = leads.id
    where leads.id = $1`,
  conversationScope: `
    select conversations.id, conversations.lead_id, conversations.last_message_seq,
           leads.customer_id, leads.installer_id
    from conversations join leads on leads.id = conversations.lead_id
    where conversations.id = $1`,
  messages: `
    select id, sender_id, type, body, photo_id, created_at from messages
    where conversation_id = $1
      and seq > coalesce((select seq from messages where id = $2 and conversation_id = $1), 0)
    order by seq limit 500`,
  participants: `
    select id, first_name, last_name, role, phone from users where id = any($1::uuid[])`,
  photos: `
    select id, caption, kind from lead_photos where lead_id = $1 order by created_at, id`,
  userByEmail: `
    select id, email, first_name, last_name, role, email_verified, verification_status,
           password_hash
    from users where lower(email) = lower($1) and anonymised_at is null`,
  newSession: `
    insert into sessions (user_id, token_hash, expires_at, user_agent)
    values ($1, $2, now() + interval '30 days', $3)`,
} as const;

/** Like the product's pool: dates stay 'YYYY-MM-DD', bigints stay strings. */
export function createReferencePool(connectionString: string): pg.Pool {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
  return new pg.Pool({ connectionString, types, max: 10 });
}

const euros = (cents: string | null) => (cents === null ? null : Number(cents) / 100);
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toSessionUser(row: Record<string, unknown>): SessionUser {
  return {
    id: row.id as string,
    email: row.email as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    role: row.role as SessionUser["role"],
    emailVerified: row.email_verified as boolean,
    verificationStatus: row.verification_status as string | null,
  };
}

/** Who may see a lead's street, photos and chat: its two parties and administrators. */
export function maySeeLead(user: SessionUser, lead: LeadRow): boolean {
  return (
    user.role === "administrator" || lead.customer_id === user.id || lead.installer_id === user.id
  );
}

/**
 * A lead of the job list, which also says where it is: the benchmark's installer has no
 * placed service area, so no distance (as the product answers them).
 */
export function toListedLead(row: LeadRow, viewer: SessionUser) {
  return { ...toLead(row, viewer), located: row.located, distanceKm: null, inServiceArea: null };
}

export function toLead(row: LeadRow, viewer: SessionUser) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    address: {
      street: maySeeLead(viewer, row) ? row.street : null,
      city: row.city,
      postalCode: row.postal_code,
    },
    country: row.country,
    status: row.status,
    customerId: row.customer_id,
    installerId: row.installer_id,
    value: euros(row.value_cents),
    createdAt: row.created_at.toISOString(),
    preferredStartDate: row.preferred_start_date,
    preferredEndDate: row.preferred_end_date,
    scheduledAt: iso(row.scheduled_at),
    timeRange: row.time_range,
    specialRequirements: row.special_requirements,
    revisionFeedback: row.revision_feedback,
    autoReleaseAt: iso(row.auto_release_at),
    settlement:
      row.settlement_outcome === null || row.settled_at === null
        ? null
        : {
            outcome: row.settlement_outcome,
            installerEuros: euros(row.settlement_installer_cents ?? "0"),
            refundedEuros: euros(row.settlement_refunded_cents ?? "0"),
            note: row.settlement_note ?? "",
            settledAt: row.settled_at.toISOString(),
          },
  };
}

export function toMessage(row: Record<string, unknown>) {
  const photoId = row.photo_id as string | null;
  return {
    id: row.id,
    senderId: row.sender_id,
    type: row.type,
    body: row.body,
    photoUrl: photoId === null ? null : `/api/photos/${photoId}`,
    createdAt: (row.created_at as Date).toISOString(),
  };
}

/** Phone numbers in full for their owner and administrators, else all but the last two digits hidden. */
export function toParticipant(row: Record<string, unknown>, viewer: SessionUser) {
  const phone = row.phone as string | null;
  const own = viewer.id === row.id || viewer.role === "administrator";
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    phone: phone === null || own ? phone : `${phone.slice(0, 3)} •••• ${phone.slice(-2)}`,
  };
}

export function toPhoto(row: Record<string, unknown>) {
  return {
    id: row.id,
    url: `/api/photos/${row.id as string}`,
    caption: row.caption,
    kind: row.kind,
  };
}
