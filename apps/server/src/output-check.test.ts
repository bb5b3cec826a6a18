import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead } from "@uplink/api/testing";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/*
 * Issue 22: the hot reads' answers are checked against their output schemas for a
 * sample of answers in production (OUTPUT_CHECK_SAMPLE); an answer that does not match
 * is sent as built, logged as an error and counted in /metrics.
 */

const METRICS_ADDRESS = "10.1.2.3";

/**
 * An app in production whose one lead has a time range the schema no longer knows, as a
 * row written before the list of time ranges changed would (the database's own check is
 * dropped to write it).
 */
async function productionWithDrift(sample: string) {
  const t = await buildTestApp({
    env: { NODE_ENV: "production", OUTPUT_CHECK_SAMPLE: sample, METRICS_ALLOWLIST: "10.1.0.0/16" },
  });
  const { db } = t.database;
  const cast = await signInCast(db);
  const lead = await createLead(db, cast.customer.id);
  await sql`alter table leads drop constraint leads_time_range_check`.execute(db);
  await sql`update leads set time_range = 'night' where id = ${lead.id}`.execute(db);
  return { t, cast, leadId: lead.id };
}

async function mismatchesCounted(t: TestApp): Promise<number | undefined> {
  const response = await t.app.inject({
    method: "GET",
    url: "/metrics",
    remoteAddress: METRICS_ADDRESS,
  });
  const line = response.body
    .split("\n")
    .find((candidate) => candidate.startsWith("uplink_output_mismatch_total "));
  return line === undefined ? undefined : Number(line.split(" ")[1]);
}

const MISMATCH_LOG = "an answer does not match its output schema";

describe("in production, checking every answer (OUTPUT_CHECK_SAMPLE=1)", () => {
  let t: TestApp;
  let cast: SignedInCast;
  let leadId: string;
  beforeAll(async () => {
    ({ t, cast, leadId } = await productionWithDrift("1"));
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends an answer that does not match its schema as built, logs it as an error and counts it", async () => {
    expect(await mismatchesCounted(t)).toBe(0);
    const rest = await t.app.inject({
      method: "GET",
      url: "/api/workflow/leads",
      headers: cast.bearer(cast.customer),
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject([{ id: leadId, timeRange: "night" }]);
    expect(await mismatchesCounted(t)).toBe(1);

    const trpc = await t.app.inject({
      method: "GET",
      url: `/trpc/leads.list?input=${encodeURIComponent("{}")}`,
      headers: cast.bearer(cast.customer),
    });
    expect(trpc.statusCode).toBe(200);
    expect(await mismatchesCounted(t)).toBe(2);

    const logged = t
      .logs()
      .split("\n")
      .filter((line) => line.includes(MISMATCH_LOG))
      .map((line) => JSON.parse(line) as { level: number; procedure: string; issues: unknown[] });
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 50,
      procedure: "leads.list",
      issues: [expect.objectContaining({ path: [0, "timeRange"] })],
    });
  });
});

describe("in production, checking no answer (OUTPUT_CHECK_SAMPLE=0)", () => {
  let t: TestApp;
  let cast: SignedInCast;
  beforeAll(async () => {
    ({ t, cast } = await productionWithDrift("0"));
  });
  afterAll(async () => {
    await t.close();
  });

  it("never checks an answer: nothing is logged or counted", async () => {
    for (let call = 0; call < 5; call += 1) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/workflow/leads",
        headers: cast.bearer(cast.customer),
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await mismatchesCounted(t)).toBe(0);
    expect(t.logs()).not.toContain(MISMATCH_LOG);
  });
});
