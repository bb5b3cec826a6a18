import { createHash, randomBytes } from "node:crypto";
import { hash, type Algorithm } from "@node-rs/argon2";
import type pg from "pg";
import type { DataSize } from "./profile";
import { seedReviews } from "./seed-reviews";

/** Every seeded account signs in with this password. */
export const BENCH_PASSWORD = "benchmark password 1";

/** The product's argon2id parameters (packages/api auth/passwords.ts); 2 is Argon2id. */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface SignedInUser {
  id: string;
  /** A bearer token of a live session. */
  token: string;
}

export interface SeededData {
  /** An approved installer: the job list and the lead detail are theirs. */
  installer: SignedInUser;
  /** An approved installer whose service area is placed (around München): the ranked list. */
  areaInstaller: SignedInUser;
  /** The customer of the chat lead: the chat poll is theirs. */
  customer: SignedInUser;
  /** The APPROVED installer with the most public reviews: the public profile is theirs. */
  reviewedInstallerId: string;
  /** The newest lead: ACCEPTED by `installer`, with photos and the long conversation. */
  chatLeadId: string;
  conversationId: string;
  /** The newest message of the conversation: the `after` cursor of an up-to-date poll. */
  lastMessageId: string;
  /** Other customers, who sign in during the sign-in measurement. */
  signIns: { email: string; password: string }[];
}

const INSERT_CUSTOMERS = `
  insert into users (email, password_hash, first_name, last_name, phone, role, email_verified, created_at)
  select 'customer-' || i || '@bench.uplink.test', $1, 'Customer', 'Number ' || i,
         '+49 151 ' || lpad(i::text, 8, '0'), 'customer', true, now() - make_interval(mins => i)
  from generate_series(1, $2::int) as i`;

const INSERT_INSTALLERS = `
  insert into users (email, password_hash, first_name, last_name, phone, role, email_verified,
                     verification_status, created_at)
  select 'installer-' || i || '@bench.uplink.test', $1, 'Installer', 'Number ' || i,
         '+49 160 ' || lpad(i::text, 8, '0'), 'installer', true, 'APPROVED',
         now() - make_interval(mins => i)
  from generate_series(1, $2::int) as i`;

/** The towns leads are in and service areas around, with their gazetteer points and countries. */
export const TOWNS = [
  ["Berlin", 52.52437, 13.41053, "DE"],
  ["Hamburg", 53.55073, 9.99302, "DE"],
  ["München", 48.13743, 11.57549, "DE"],
  ["Köln", 50.93333, 6.95, "DE"],
  ["Frankfurt", 50.11552, 8.68417, "DE"],
  ["Stuttgart", 48.78232, 9.17702, "DE"],
  ["Leipzig", 51.33962, 12.37129, "DE"],
  ["Dresden", 51.05089, 13.73832, "DE"],
  ["Wien", 48.20849, 16.37208, "AT"],
  ["Graz", 47.06667, 15.45, "AT"],
  ["Zürich", 47.36667, 8.55, "CH"],
  ["Amsterdam", 52.37403, 4.88969, "NL"],
] as const;

const townColumn = (index: 0 | 1 | 2 | 3, type: string) =>
  `array[${TOWNS.map((town) => (typeof town[index] === "string" ? `'${town[index]}'` : String(town[index]))).join(", ")}]::${type}[]`;
const TOWNS_CTE = `towns as (
    select ${townColumn(0, "text")} as names, ${townColumn(1, "float8")} as lats,
           ${townColumn(2, "float8")} as lons, ${townColumn(3, "text")} as countries
  )`;

/**
 * Every installer offers 80 km around a town; installer-1's town was not found in the
 * gazetteer (their area is not placed: the plain job list), installer-n's is the n-th
 * town's (installer-2: München).
 */
const INSERT_INSTALLER_PROFILES = `
  with ${TOWNS_CTE}, installers as (
    select id, substring(email from 'installer-([0-9]+)@')::int as n
    from users where role = 'installer'
  )
  insert into installer_profiles (user_id, company_name, bio, service_postal_code, service_city,
                                  country, service_latitude, service_longitude, service_radius_km)
  select id, 'Dish Works ' || n, 'Roof and wall mounts, cable runs, mesh set-up.', '10115',
         towns.names[1 + (n - 1) % 12], towns.countries[1 + (n - 1) % 12],
         case when n > 1 then towns.lats[1 + (n - 1) % 12] end,
         case when n > 1 then towns.lons[1 + (n - 1) % 12] end,
         80
  from installers, towns`;

/**
 * Leads spread over time (one a minute, newest first), 20 % NEW, the rest accepted, on
 * site, approved or cancelled; each customer and installer gets an even share. They are
 * spread over the towns, placed at their points as a posted request is; one in 25 is in
 * a village the gazetteer does not know, not placed.
 */
const INSERT_LEADS = `
  with customers as (
    select array_agg(id order by email) as ids from users where role = 'customer'
  ), installers as (
    select array_agg(id order by email) as ids from users where role = 'installer'
  ), ${TOWNS_CTE}, numbered as (
    select i,
           case when i % 10 < 2 then 'NEW' when i % 10 = 2 then 'ACCEPTED'
                when i % 10 = 3 then 'ON_SITE' when i % 10 = 4 then 'CANCELLED'
                else 'APPROVED' end as status,
           now() - make_interval(mins => i) as created,
           i % 25 <> 0 as placed
    from generate_series(1, $1::int) as i
  )
  insert into leads (customer_id, installer_id, title, description, street, city, postal_code,
                     status, value_cents, preferred_start_date, preferred_end_date, time_range,
                     special_requirements, accepted_at, on_site_at, completed_at, approved_at,
                     cancelled_at, cancel_reason, latitude, longitude, created_at, updated_at)
  select customers.ids[1 + i % cardinality(customers.ids)],
         case when status in ('NEW', 'CANCELLED') then null
              else installers.ids[1 + (i * 7) % cardinality(installers.ids)] end,
         'Starlink Installation in ' || town.name,
         'Mount the dish on a pitched roof and run about ' || (5 + i % 30) ||
           ' m of cable to the router in the living room.',
         'Lindenstraße ' || (1 + i % 200),
         town.name,
         lpad(((i * 37) % 99999)::text, 5, '0'),
         status,
         case when i % 13 = 0 then null else 19900 + (i % 40) * 500 end,
         current_date + (i % 60),
         current_date + (i % 60) + 7,
         (array['morning', 'afternoon', 'evening', 'flexible'])[1 + i % 4],
         case when i % 3 = 0 then 'Ladder access from the garden only.' end,
         case when status in ('ACCEPTED', 'ON_SITE', 'APPROVED') then created + interval '1 hour' end,
         case when status in ('ON_SITE', 'APPROVED') then created + interval '2 days' end,
         case when status = 'APPROVED' then created + interval '3 days' end,
         case when status = 'APPROVED' then created + interval '4 days' end,
         case when status = 'CANCELLED' then created + interval '1 day' end,
         case when status = 'CANCELLED' then 'Found another date.' end,
         town.lat, town.lon,
         created, created
  from numbered, customers, installers, towns,
  lateral (
    select case when placed then towns.names[1 + i % 12] else 'Oberunterdorf' end as name,
           case when placed then towns.lats[1 + i % 12] end as lat,
           case when placed then towns.lons[1 + i % 12] end as lon
  ) as town`;

const INSERT_CHAT_LEAD = `
  insert into leads (customer_id, installer_id, title, description, street, city, postal_code,
                     status, value_cents, preferred_start_date, time_range, accepted_at)
  values ($1, $2, 'Starlink Installation in Berlin',
          'Flat roof, about 20 m of cable to the study on the second floor.',
          'Invalidenstraße 7', 'Berlin', '10115', 'ACCEPTED', 34900, current_date + 3, 'morning',
          now())
  returning id`;

const INSERT_CONVERSATION = `insert into conversations (lead_id) values ($1) returning id`;

/** In order: the trigger gives each message the next seq of its conversation. */
const INSERT_MESSAGES = `
  insert into messages (conversation_id, sender_id, type, body, created_at)
  select $1, case when i % 2 = 0 then $2::uuid else $3::uuid end, 'TEXT',
         'Message ' || i || ': the mount arrives on Tuesday, I will bring the long cable.',
         now() - make_interval(secs => ($4::int - i) * 30)
  from generate_series(1, $4::int) as i
  order by i`;

const LAST_MESSAGE = `
  select id from messages where conversation_id = $1 order by seq desc limit 1`;

const INSERT_PHOTOS = `
  insert into lead_photos (lead_id, kind, content_hash, mime_type, width, height, byte_size,
                           caption, uploaded_by)
  select $1, 'property', encode(sha256(('bench photo ' || i)::bytea), 'hex'), 'image/jpeg',
         1600, 1200, 240000, 'Roof, side ' || i, $2
  from generate_series(1, 3) as i`;

const INSERT_SESSION = `
  insert into sessions (user_id, token_hash, expires_at, last_used_at, user_agent)
  values ($1, $2, now() + interval '30 days', now(), 'uplink-bench')`;

const USER_ID = `select id from users where email = $1`;

/** A session token as the product issues them; only its SHA-256 is stored. */
function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: createHash("sha256").update(token).digest("hex") };
}

async function idOf(client: pg.PoolClient, email: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(USER_ID, [email]);
  if (!rows[0]) throw new Error(`seeding did not create ${email}`);
  return rows[0].id;
}

async function signIn(client: pg.PoolClient, userId: string): Promise<SignedInUser> {
  const { token, tokenHash } = newSessionToken();
  await client.query(INSERT_SESSION, [userId, tokenHash]);
  return { id: userId, token };
}

/**
 * Fills a freshly migrated database with SQL alone (no application code, so a million
 * rows take seconds): one password hash computed once and shared by every account.
 * Not analysed: see holdStatistics and analyse.
 */
export async function seed(
  pool: pg.Pool,
  size: DataSize,
  signInCount: number,
): Promise<SeededData> {
  if (size.customers <= signInCount || size.installers < 2 || size.leads < 1 || size.messages < 1) {
    throw new Error(
      `the benchmark needs more than ${signInCount} customers, two installers, a lead and a message`,
    );
  }
  const passwordHash = await hash(BENCH_PASSWORD, HASH_OPTIONS);
  await holdStatistics(pool);
  const client = await pool.connect();
  let seeded: SeededData;
  try {
    await client.query("begin");
    await client.query(INSERT_CUSTOMERS, [passwordHash, size.customers]);
    await client.query(INSERT_INSTALLERS, [passwordHash, size.installers]);
    await client.query(INSERT_INSTALLER_PROFILES);
    await client.query(INSERT_LEADS, [size.leads]);
    const reviewedInstallerId = await seedReviews(client);

    const installer = await signIn(client, await idOf(client, "installer-1@bench.uplink.test"));
    const areaInstaller = await signIn(client, await idOf(client, "installer-2@bench.uplink.test"));
    const customer = await signIn(client, await idOf(client, "customer-1@bench.uplink.test"));
    const lead = await client.query<{ id: string }>(INSERT_CHAT_LEAD, [customer.id, installer.id]);
    const chatLeadId = lead.rows[0]!.id;
    const conversation = await client.query<{ id: string }>(INSERT_CONVERSATION, [chatLeadId]);
    const conversationId = conversation.rows[0]!.id;
    await client.query(INSERT_MESSAGES, [conversationId, customer.id, installer.id, size.messages]);
    const last = await client.query<{ id: string }>(LAST_MESSAGE, [conversationId]);
    await client.query(INSERT_PHOTOS, [chatLeadId, customer.id]);
    await client.query("commit");

    seeded = {
      installer,
      areaInstaller,
      customer,
      reviewedInstallerId,
      chatLeadId,
      conversationId,
      lastMessageId: last.rows[0]!.id,
      signIns: Array.from({ length: signInCount }, (_, index) => ({
        email: `customer-${index + 2}@bench.uplink.test`,
        password: BENCH_PASSWORD,
      })),
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return seeded;
}

/** The tables seeding fills. */
const SEEDED_TABLES = [
  "users",
  "installer_profiles",
  "leads",
  "sessions",
  "conversations",
  "messages",
  "lead_photos",
  "reviews",
];

/**
 * Keeps autovacuum off the seeded tables until analyse(): what is measured first is
 * measured as right after a bulk load, with no planner statistics.
 */
async function holdStatistics(pool: pg.Pool): Promise<void> {
  for (const table of SEEDED_TABLES) {
    await pool.query(`alter table ${table} set (autovacuum_enabled = false)`);
  }
}

/** Planner statistics as a long-running database would have them, and autovacuum back on. */
export async function analyse(pool: pg.Pool): Promise<void> {
  for (const table of SEEDED_TABLES) {
    await pool.query(`alter table ${table} reset (autovacuum_enabled)`);
  }
  await pool.query("vacuum analyze");
}
