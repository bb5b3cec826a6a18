import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { UserRow } from "@uplink/db";
import {
  anonymousContext,
  createCaller,
  createUser,
  createVerifiedInstaller,
  hasNoStatistics,
  placeInMunich,
  usePlanRecording,
  useTestApi,
} from "../testing";

/*
 * Issue 25: the public profile and the directory on tables never analysed, as right after
 * a bulk load (the benchmark measures them so). 20,000 APPROVED jobs of other installers
 * and 30 of the one asked about, 20 of them reviewed: counting the installer's finished
 * jobs and averaging their ratings reads their own rows, never every APPROVED lead.
 */

const api = useTestApi();
const recording = usePlanRecording(api, ["leads", "users", "installer_profiles", "reviews"]);

const OTHERS_JOBS = 20_000;
const OWN_JOBS = 30;
const REVIEWED = 20;
/** What one scan may read per loop: the installer's own rows, a page or two. */
const MOST_ROWS_READ = 100;

let installer: UserRow;

beforeAll(async () => {
  const { db } = api;
  const customer = await createUser(db, { role: "customer" });
  const other = await createVerifiedInstaller(db);
  installer = await createVerifiedInstaller(db);
  await placeInMunich(db, installer.id);
  await sql`
    insert into leads (customer_id, installer_id, title, description, street, city,
                       postal_code, status, approved_at, created_at)
    select ${customer.id}::uuid,
           case when i <= ${OWN_JOBS} then ${installer.id}::uuid else ${other.id}::uuid end,
           'Starlink Installation in München', 'Roof mount', 'Hauptstraße 1', 'München',
           '80331', 'APPROVED', now(), timestamptz '2026-01-01' + make_interval(secs => i)
    from generate_series(1, ${OTHERS_JOBS + OWN_JOBS}::int) as i
  `.execute(db);
  await sql`
    insert into reviews (lead_id, author_id, subject_id, author_role, rating, text, revealed_at)
    select id, customer_id, installer_id, 'customer', 4, 'Neat and on time, thanks.', now()
    from leads where installer_id = ${installer.id} order by created_at limit ${REVIEWED}
  `.execute(db);
});

/** What each scan of the statements `read` sends read per loop. */
async function readsOf(read: (caller: ReturnType<typeof createCaller>) => Promise<unknown>) {
  const caller = createCaller(await anonymousContext({ ...api.deps, db: recording.db }));
  return recording.scansOfRun(() => read(caller));
}

describe("what anyone may read about installers, on tables never analysed", () => {
  it("has no statistics to plan with", async () => {
    for (const table of ["leads", "users", "reviews"]) {
      expect(await hasNoStatistics(api.db, table)).toBe(true);
    }
  });

  it("the public profile counts the installer's own jobs and reviews, not every approved lead", async () => {
    const caller = createCaller(await anonymousContext(api.deps));
    const profile = await caller.installers.profile({ id: installer.id });
    expect(profile).toMatchObject({
      completedJobs: OWN_JOBS,
      rating: { average: 4, count: REVIEWED },
    });
    expect(profile.reviews).toHaveLength(REVIEWED);
    const scans = await readsOf((reader) => reader.installers.profile({ id: installer.id }));
    expect(scans.filter((scan) => scan.rowsPerLoop > MOST_ROWS_READ)).toEqual([]);
  });

  it("the directory counts each listed installer's own jobs, not every approved lead", async () => {
    const near = { near: "Freising", country: "DE" as const, radiusKm: 0 };
    const caller = createCaller(await anonymousContext(api.deps));
    const listed = await caller.installers.directory(near);
    expect(listed.map(({ id, completedJobs }) => ({ id, completedJobs }))).toEqual([
      { id: installer.id, completedJobs: OWN_JOBS },
    ]);
    const scans = await readsOf((reader) => reader.installers.directory(near));
    expect(scans.filter((scan) => scan.rowsPerLoop > MOST_ROWS_READ)).toEqual([]);
  });
});
