import { createHash, randomBytes } from "node:crypto";
import { hash, type Algorithm } from "@node-rs/argon2";
import type pg from "pg";
import type { DataSize } from "./profile";

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
  /** The customer of the chat lead: the chat poll is theirs. */
  customer: SignedInUser;
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

const INSERT_INSTALLER_PROFILES = `
  insert into installer_profiles (user_id, company_name, bio, service_postal_code, service_radius_km)
  select id, 'Dish Works ' || last_name, 'Roof and wall mounts, cable runs, mesh set-up.', '10115', 80
  from users where role = 'installer'`;

/**
 * Leads spread over time (one a minute, newest first), 20 % NEW, the rest accepted, on
 * site, approved or cancelled; each customer and installer gets an even share.
 */
const INSERT_LEADS = `
  with customers as (
    select array_agg(id order by email) as ids from users where role = 'customer'
  ), installers as (
    select array_agg(id order by email) as ids from users where role = 'installer'
  ), cities as (
    select array['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Stuttgart', 'Leipzig',
                 'Dresden', 'Wien', 'Graz', 'Zürich', 'Amsterdam'] as names
  ), numbered as (
    select i,
           case when i % 10 < 2 then 'NEW' when i % 10 = 2 then 'ACCEPTED'
                when i % 10 = 3 then 'ON_SITE' when i % 10 = 4 then 'CANCELLED'
                else 'APPROVED' end as status,
           now() - make_interval(mins => i) as created
    from generate_series(1, $1::int) as i
  )
  insert into leads (customer_id, installer_id, title, description, street, city, postal_code,
                     status, value_cents, preferred_start_date, preferred_end_date, time_range,
                     special_requirements, accepted_at, on_site_at, completed_at, approved_at,
                     cancelled_at, cancel_reason, created_at, updated_at)
  select customers.ids[1 + i % cardinality(customers.ids)],
         case when status in ('NEW', 'CANCELLED') then null
              else installers.ids[1 + (i * 7) % cardinality(installers.ids)] end,
         'Starlink Installation in ' || cities.names[1 + i % 12],
         'Mount the dish on a pitched roof and run about ' || (5 + i % 30) ||
           ' m of cable to the router in the living room.',
         'Lindenstraße ' || (1 + i % 200),
         cities.names[1 + i % 12],
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
         created, created
  from numbered, customers, installers, cities`;

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
 */
export async function seed(
  pool: pg.Pool,
  size: DataSize,
  signInCount: number,
): Promise<SeededData> {
  if (size.customers <= signInCount || size.installers < 1 || size.leads < 1 || size.messages < 1) {
    throw new Error(
      `the benchmark needs more than ${signInCount} customers, an installer, a lead and a message`,
    );
  }
  const passwordHash = await hash(BENCH_PASSWORD, HASH_OPTIONS);
  const client = await pool.connect();
  let seeded: SeededData;
  try {
    await client.query("begin");
    await client.query(INSERT_CUSTOMERS, [passwordHash, size.customers]);
    await client.query(INSERT_INSTALLERS, [passwordHash, size.installers]);
    await client.query(INSERT_INSTALLER_PROFILES);
    await client.query(INSERT_LEADS, [size.leads]);

    const installer = await signIn(client, await idOf(client, "installer-1@bench.uplink.test"));
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
      customer,
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
  // Planner statistics as a long-running database would have them.
  await pool.query("vacuum analyze");
  return seeded;
}
