import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { UserRow } from "@uplink/db";
import { LEAD_PAGE_SIZE } from "@uplink/domain";
import {
  callerAs,
  createUser,
  createVerifiedInstaller,
  hasNoStatistics,
  MUNICH,
  placeInMunich,
  usePlanRecording,
  useTestApi,
} from "./testing";

/*
 * Plans that need no planner statistics: right after a bulk load, before autovacuum has
 * analysed the table, every list still reads about a page of rows per part (each part
 * walks an index in the list's order) instead of gathering every matching lead to sort
 * them. 20,000 NEW leads spread over towns, as many customers' and installers' jobs,
 * 20,000 users signed up and 20,000 notices to one of them; the tables' autovacuum is off
 * so that no ANALYZE lands behind the test's back.
 */

const api = useTestApi();
const recording = usePlanRecording(api, ["leads", "users", "installer_profiles", "admin_notices"]);

const NEW_LEADS = 20_000;
const JOBS = 2_000;
/** Every list is asked for pages of the job list's length. */
const limit = LEAD_PAGE_SIZE;
/** A page or two: what a part may read per loop. */
const MOST_ROWS_READ = 2 * limit;
const SIGN_UPS = 20_000;
const NOTICES = 20_000;

/** Towns a degree or more apart; München is the placed installer's. */
const TOWNS = [
  ["München", MUNICH.lat, MUNICH.lon],
  ["Berlin", 52.52437, 13.41053],
  ["Hamburg", 53.55073, 9.99302],
  ["Köln", 50.93333, 6.95],
  ["Frankfurt am Main", 50.11552, 8.68417],
  ["Leipzig", 51.33962, 12.37129],
  ["Wien", 48.20849, 16.37208],
  ["Zürich", 47.36667, 8.55],
] as const;

let customer: UserRow;
let installer: UserRow;
let placedInstaller: UserRow;
let pendingInstaller: UserRow;
let admin: UserRow;

beforeAll(async () => {
  const { db } = api;
  customer = await createUser(db, { role: "customer" });
  const otherCustomer = await createUser(db, { role: "customer" });
  installer = await createVerifiedInstaller(db);
  placedInstaller = await createVerifiedInstaller(db);
  pendingInstaller = await createVerifiedInstaller(db, "NEW");
  admin = await createUser(db, { role: "administrator", emailVerified: true });
  await placeInMunich(db, placedInstaller.id);
  const towns = sql.lit(JSON.stringify(TOWNS));
  // NEW leads a second apart, every tenth not placed, the customer's every other one.
  await sql`
    insert into leads (customer_id, title, description, street, city, postal_code, status,
                       latitude, longitude, created_at)
    select case when i % 2 = 0 then ${customer.id}::uuid else ${otherCustomer.id}::uuid end,
           'Starlink Installation in ' || (town ->> 0), 'Roof mount', 'Hauptstraße 1',
           town ->> 0, '80331', 'NEW',
           case when i % 10 <> 0 then (town ->> 1)::float8 end,
           case when i % 10 <> 0 then (town ->> 2)::float8 end,
           timestamptz '2026-01-01' + make_interval(secs => i)
    from generate_series(1, ${NEW_LEADS}::int) as i
    cross join lateral (select ${towns}::jsonb -> (i % ${TOWNS.length}) as town) as placed
  `.execute(db);
  // Accepted jobs in between, shared by the three installers.
  await sql`
    insert into leads (customer_id, installer_id, title, description, street, city,
                       postal_code, status, accepted_at, created_at)
    select ${otherCustomer.id}::uuid,
           (array[${installer.id}::uuid, ${placedInstaller.id}::uuid, ${pendingInstaller.id}::uuid])[1 + i % 3],
           'Starlink Installation in Berlin', 'Roof mount', 'Hauptstraße 1', 'Berlin', '10115',
           'ACCEPTED', now(), timestamptz '2026-01-01' + make_interval(secs => i * 10 + 5)
    from generate_series(1, ${JOBS}::int) as i
  `.execute(db);
  // Customers and installers signed up a second apart, and notices to the customer.
  await sql`
    insert into users (email, first_name, last_name, role, created_at)
    select 'sign-up-' || i || '@example.com', 'Ada', 'Lovelace',
           case when i % 2 = 0 then 'customer' else 'installer' end,
           timestamptz '2026-01-01' + make_interval(secs => i)
    from generate_series(1, ${SIGN_UPS}::int) as i
  `.execute(db);
  await sql`
    insert into admin_notices (user_id, body, created_at)
    select ${customer.id}::uuid, 'Please check your phone number.',
           timestamptz '2026-01-01' + make_interval(secs => i)
    from generate_series(1, ${NOTICES}::int) as i
  `.execute(db);
});

type Caller = Awaited<ReturnType<typeof callerAs>>;
type List = (caller: Caller, cursor: string | undefined) => Promise<{ id: string }[]>;

/**
 * What each scan of the statements `list` sends read per loop, for its first page and
 * for the page after it.
 */
async function readsOf(user: UserRow, list: List) {
  const caller = await callerAs({ ...api.deps, db: recording.db }, user);
  const scans = [];
  let cursor: string | undefined;
  for (const page of ["first", "second"]) {
    const read = await recording.scansOfRun(async () => {
      const listed = await list(caller, cursor);
      expect(listed, `the ${page} page`).toHaveLength(limit);
      cursor = listed.at(-1)?.id;
    });
    scans.push(...read.map((scan) => ({ page, ...scan })));
  }
  return scans;
}

const jobList: List = (caller, cursor) => caller.leads.list({ limit, cursor });

describe("the lists of a table never analysed", () => {
  it("has no statistics to plan with", async () => {
    for (const table of ["leads", "users", "admin_notices"]) {
      expect(await hasNoStatistics(api.db, table)).toBe(true);
    }
  });

  it.each<[string, () => UserRow, List]>([
    ["a customer's", () => customer, jobList],
    ["an approved installer's", () => installer, jobList],
    ["an approved installer's with a placed service area", () => placedInstaller, jobList],
    [
      "an approved installer's with a placed service area, only in it",
      () => placedInstaller,
      (caller, cursor) => caller.leads.list({ limit, cursor, inArea: true }),
    ],
    ["a pending installer's", () => pendingInstaller, jobList],
    ["an administrator's job list", () => admin, jobList],
    [
      "the administrators' lead list",
      () => admin,
      (caller, cursor) => caller.admin.leads({ limit, cursor }),
    ],
    [
      "the administrators' user list",
      () => admin,
      (caller, cursor) => caller.admin.users({ limit, cursor }),
    ],
    [
      "the administrators' list of installers",
      () => admin,
      (caller, cursor) => caller.admin.users({ limit, cursor, role: "installer" }),
    ],
    [
      "a user's notices",
      () => customer,
      (caller, cursor) => caller.notices.list({ limit, cursor }),
    ],
  ])(
    "%s reads a page or two of rows per part, on the first page and the next",
    async (_, user, list) => {
      const scans = await readsOf(user(), list);
      expect(scans.filter((scan) => scan.rowsPerLoop > MOST_ROWS_READ)).toEqual([]);
    },
  );
});

describe("the list of an installer placed where no lead is, on a table never analysed", () => {
  it("reads a page or two of the NEW leads beyond their radius, on the first page and the next", async () => {
    const { db } = api;
    // Every lead placed: nothing is listed with the near ones, all comes from "far".
    await db
      .updateTable("leads")
      .set({ latitude: TOWNS[1][1], longitude: TOWNS[1][2] })
      .where("latitude", "is", null)
      .execute();
    const remote = await createVerifiedInstaller(db);
    await db
      .insertInto("installerProfiles")
      .values({
        userId: remote.id,
        companyName: "Antenas Lisboa",
        serviceCity: "Lisboa",
        serviceRadiusKm: 10,
        serviceLatitude: 38.71667,
        serviceLongitude: -9.13333,
      })
      .execute();
    expect(await hasNoStatistics(db, "leads")).toBe(true);
    const scans = await readsOf(remote, jobList);
    expect(scans.filter((scan) => scan.rowsPerLoop > MOST_ROWS_READ)).toEqual([]);
  });
});
