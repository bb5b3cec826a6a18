import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { UserRow } from "@uplink/db";
import {
  callerAs,
  createUser,
  createVerifiedInstaller,
  hasNoStatistics,
  usePlanRecording,
  useTestApi,
} from "../testing";

/*
 * Issue 25: the administrators' Reviews tab (newest, hidden, flagged) on a reviews table
 * never analysed, as right after a bulk load: each list walks an index of reviews in its
 * order (migration 0031) — never a sequential scan of every review to sort them. 20,000
 * reviews, every hundredth hidden and every hundredth (others) flagged.
 */

const api = useTestApi();
const recording = usePlanRecording(api, ["leads", "users", "reviews", "alerts"]);

const REVIEWS = 20_000;
const LIMIT = 50;

let admin: UserRow;

beforeAll(async () => {
  const { db } = api;
  const customer = await createUser(db, { role: "customer" });
  const installer = await createVerifiedInstaller(db);
  admin = await createUser(db, { role: "administrator", emailVerified: true });
  await sql`
    insert into leads (customer_id, installer_id, title, description, street, city,
                       postal_code, status, approved_at, created_at)
    select ${customer.id}::uuid, ${installer.id}::uuid, 'Starlink Installation in München',
           'Roof mount', 'Hauptstraße 1', 'München', '80331', 'APPROVED', now(),
           timestamptz '2026-01-01' + make_interval(secs => i)
    from generate_series(1, ${REVIEWS}::int) as i
  `.execute(db);
  await sql`
    insert into reviews (lead_id, author_id, subject_id, author_role, rating, text,
                         revealed_at, hidden_at, hidden_reason, leak_flagged, created_at)
    select id, customer_id, installer_id, 'customer', 4, 'Neat and on time, thanks.', now(),
           case when n % 100 = 0 then now() end,
           case when n % 100 = 0 then 'Not about the job.' end,
           n % 100 = 50, created_at
    from (select *, row_number() over (order by created_at) as n from leads) as numbered
  `.execute(db);
});

describe("the administrators' review lists, on a table never analysed", () => {
  it("has no statistics to plan with", async () => {
    expect(await hasNoStatistics(api.db, "reviews")).toBe(true);
  });

  it.each(["newest", "hidden", "flagged"] as const)(
    "%s walks an index of reviews and never scans the table, on the first page and the next",
    async (filter) => {
      const caller = await callerAs({ ...api.deps, db: recording.db }, admin);
      let cursor: string | undefined;
      for (const page of ["first", "next"]) {
        const scans = await recording.scansOfRun(async () => {
          const listed = await caller.admin.reviews({ filter, limit: LIMIT, cursor });
          expect(listed, `the ${page} page`).toHaveLength(LIMIT);
          if (filter === "hidden") expect(listed.every((review) => review.hidden)).toBe(true);
          if (filter === "flagged") expect(listed.every((review) => review.flagged)).toBe(true);
          cursor = listed.at(-1)?.id;
        });
        const ofReviews = scans.filter((scan) => / on reviews\b/.test(scan.scan));
        expect(ofReviews.length, `${page}: ${JSON.stringify(scans)}`).toBeGreaterThan(0);
        expect(ofReviews.filter((scan) => scan.scan.startsWith("Seq Scan"))).toEqual([]);
        expect(ofReviews.every((scan) => / using reviews_/.test(scan.scan))).toBe(true);
      }
    },
  );
});
