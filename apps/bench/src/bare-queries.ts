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
  /** An installer's placed service area: their job list is ranked by it. */
  serviceArea: { lat: number; lon: number; radiusKm: number } | null;
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
  /** In a ranked list: how far the lead is from the service area's centre, and whether within it. */
  distance_km?: number | null;
  in_service_area?: boolean | null;
  /** The parties' ratings (user_ratings, issue 25). */
  installer_rating_count?: number | null;
  installer_rating_average?: string | null;
  customer_rating_count?: number | null;
  customer_rating_average?: string | null;
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

/** The parties' ratings (issue 25): user_ratings by primary key, as the product's. */
const RATING_COLUMNS = `, ir.rating_count as installer_rating_count,
  round(ir.rating_sum::numeric / nullif(ir.rating_count, 0), 1) as installer_rating_average,
  cr.rating_count as customer_rating_count,
  round(cr.rating_sum::numeric / nullif(cr.rating_count, 0), 1) as customer_rating_average`;
const RATING_JOINS = `left join user_ratings ir on ir.user_id = leads.installer_id
  left join user_ratings cr on cr.user_id = leads.customer_id`;

/**
 * Each part of a list a page of its index, newest first: the LIMIT a subquery, as the
 * product's (its planner then walks the index whatever its statistics say).
 */
const NEWEST_PAGE = "order by created_at desc, id desc limit (select $2::integer)";

/** Great-circle km from the area's centre ($3, $4) to the lead `l`, as the product's. */
const distanceOf = (l: string) => `(2 * 6371.0088 * asin(least(1, sqrt(
  power(sin(radians(${l}.latitude - $3) / 2), 2)
  + cos(radians($3)) * cos(radians(${l}.latitude)) * power(sin(radians(${l}.longitude - $4) / 2), 2)))))`;

/** Within the radius $5: in the box ($6..$9) first, then the distance. */
const WITHIN_AREA = `(l.latitude between $6 and $7 and l.longitude between $8 and $9
  and ${distanceOf("l")} <= $5)`;

/** A ranked list's page: the ids `sources` merge, then their rows with the distance. */
const areaPage = (sources: string) => `
  select ${LEAD_COLUMNS},
         case when leads.latitude is not null then round(${distanceOf("leads")} * 10) / 10 end
           as distance_km,
         case when leads.latitude is not null then ${distanceOf("leads")} <= $5 end
           as in_service_area ${RATING_COLUMNS}
  from leads join (
    select id, created_at from (${sources}) as candidates
    order by created_at desc, id desc limit $2
  ) as page on page.id = leads.id
  ${RATING_JOINS}
  order by page.created_at desc, page.id desc`;

/** `statement` with $2, $3, … numbered $1, $2, …: for one that does not use $1. */
const withoutFirstValue = (statement: string) =>
  statement.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) - 1}`);

export const SQL = {
  session: `
    select u.id, u.email, u.first_name, u.last_name, u.role, u.email_verified,
           u.verification_status, p.service_latitude, p.service_longitude, p.service_radius_km
    from sessions s join users u on u.id = s.user_id
    left join installer_profiles p on p.user_id = u.id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
      and coalesce(s.last_used_at, s.created_at) > now() - interval '7 days'
      and u.anonymised_at is null`,
  installerJobs: `
    select ${LEAD_COLUMNS} ${RATING_COLUMNS} from (
      (select * from leads where status = 'NEW' ${NEWEST_PAGE})
      union all
      (select * from leads where installer_id = $1 and status <> 'NEW' ${NEWEST_PAGE})
    ) as leads ${RATING_JOINS}
    order by leads.created_at desc, leads.id desc limit $2`,
  areaNear: areaPage(`
    (select l.id, l.created_at from leads l
     where l.status = 'NEW' and l.latitude is null ${NEWEST_PAGE})
    union all
    (select hit.id, hit.created_at from unnest($10::integer[]) as cell
     cross join lateral (
       select l.id, l.created_at from leads l
       where l.status = 'NEW' and l.latitude is not null and l.location_cell = cell
         and ${WITHIN_AREA} ${NEWEST_PAGE}) as hit)
    union all
    (select l.id, l.created_at from leads l
     where l.installer_id = $1 and l.status <> 'NEW' ${NEWEST_PAGE})`),
  // Without the installer ($1) and the cells ($10): its values are $2 to $9 of the near
  // part's, numbered from $1.
  areaFar: withoutFirstValue(
    areaPage(`
    (select l.id, l.created_at from leads l
     where l.status = 'NEW' and l.latitude is not null and not ${WITHIN_AREA} ${NEWEST_PAGE})`),
  ),
  customerLeads: `
    select ${LEAD_COLUMNS} ${RATING_COLUMNS} from leads ${RATING_JOINS}
    where leads.customer_id = $1
    order by leads.created_at desc, leads.id desc limit $2`,
  leadWithConversation: `
    select ${LEAD_COLUMNS}, conversations.id as conversation_id ${RATING_COLUMNS}
    from leads left join conversations on conversations.lead_id = leads.id ${RATING_JOINS}
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
    serviceArea:
      row.service_latitude === null || row.service_latitude === undefined
        ? null
        : {
            lat: row.service_latitude as number,
            lon: row.service_longitude as number,
            radiusKm: row.service_radius_km as number,
          },
  };
}

/** Who may see a lead's street, photos and chat: its two parties and administrators. */
export function maySeeLead(user: SessionUser, lead: LeadRow): boolean {
  return (
    user.role === "administrator" || lead.customer_id === user.id || lead.installer_id === user.id
  );
}

/**
 * A lead of the job list, which also says where it is, and in a ranked list how far from
 * the service area's centre and whether within it.
 */
export function toListedLead(row: LeadRow, viewer: SessionUser) {
  return {
    ...toLead(row, viewer),
    located: row.located,
    distanceKm: row.distance_km ?? null,
    inServiceArea: row.in_service_area ?? null,
    ...partyRatingsOf(row, viewer),
  };
}

/** The installer's rating once there is one; the customer's for installers of a NEW request. */
export function partyRatingsOf(row: LeadRow, viewer: SessionUser) {
  return {
    installerRating:
      row.installer_id === null
        ? null
        : {
            average: numberOrNull(row.installer_rating_average),
            count: row.installer_rating_count ?? 0,
          },
    customerRating:
      viewer.role === "installer" && row.status === "NEW"
        ? {
            average: numberOrNull(row.customer_rating_average),
            count: row.customer_rating_count ?? 0,
          }
        : null,
  };
}

const numberOrNull = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

const KM_PER_DEGREE = (Math.PI * 6371.0088) / 180;

/**
 * The values of an area's queries after $1 (the installer) and $2 (the page): centre,
 * radius, a box around the circle and the grid cells (a degree square each) it touches.
 */
export function areaParameters(area: NonNullable<SessionUser["serviceArea"]>): unknown[] {
  const dLat = area.radiusKm / KM_PER_DEGREE;
  const dLon = dLat / Math.cos((Math.min(89, Math.abs(area.lat) + dLat) * Math.PI) / 180);
  const box = [area.lat - dLat, area.lat + dLat, area.lon - dLon, area.lon + dLon];
  const cells: number[] = [];
  for (let lat = Math.floor(box[0]!); lat <= Math.floor(box[1]!); lat += 1) {
    for (let lon = Math.floor(box[2]!); lon <= Math.floor(box[3]!); lon += 1) {
      cells.push((lat + 90) * 1000 + lon + 180);
    }
  }
  return [area.lat, area.lon, area.radiusKm, ...box, cells];
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
