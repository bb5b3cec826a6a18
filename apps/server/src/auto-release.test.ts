import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { dataUrl, leadInStatus, outboxMailsTo, sceneJpeg, settlementOf } from "@uplink/api/testing";
import { createDatabase, type UserRow } from "@uplink/db";
import { messages, type Lead } from "@uplink/domain";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/*
 * Issue 11: with AUTO_RELEASE_AFTER=PT3S, a DONE lead nobody answers is approved and its
 * payment released by the server's own jobs within seconds, with no request, and once
 * even with two instances on one database.
 */

const AUTO_RELEASE_AFTER = "PT3S";

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function testApp(): Promise<TestApp> {
  const t = await buildTestApp({ env: { AUTO_RELEASE_AFTER }, jobs: true });
  cleanups.push(() => t.close());
  return t;
}

/** A second instance of the app: its own pool and job workers on `t`'s database and data. */
async function secondInstance(t: TestApp): Promise<FastifyInstance> {
  const { db, close } = await createDatabase({ databaseUrl: t.database.url, dataDir: t.dataDir });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "warn", DATA_DIR: t.dataDir, AUTO_RELEASE_AFTER }),
    db,
    logStream: new PassThrough(),
    jobs: true,
  });
  cleanups.push(async () => {
    await app.close();
    await close();
  });
  await app.ready();
  return app;
}

let photoSeed = 90;
async function completionPhotos(): Promise<string[]> {
  photoSeed += 3;
  return Promise.all([0, 1, 2].map(async (n) => dataUrl(await sceneJpeg({ seed: photoSeed + n }))));
}

/** The installer completes an ON_SITE job through POST /api/workflow/leads/{id}/done. */
async function completeJob(t: TestApp, cast: SignedInCast): Promise<Lead> {
  const lead = await leadInStatus(t.database.db, cast.customer.id, "ON_SITE", cast.installer.id);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${lead.id}/done`,
    headers: cast.bearer(cast.installer),
    payload: { photos: await completionPhotos() },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Lead>();
}

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const statusOf = async (t: TestApp, id: string) =>
  (
    await t.database.db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).status;

/** The subjects of the mails to `user` in the outbox so far. */
const subjectsTo = async (t: TestApp, user: UserRow) =>
  (await outboxMailsTo(t.dataDir, user.email, 0)).map((mail) => mail.subject);

describe("the automatic release on the running server", () => {
  it("approves a DONE lead and releases its payment within seconds, with no request", async () => {
    const t = await testApp();
    const cast = await signInCast(t.database.db);

    const done = await completeJob(t, cast);
    expect(done.status).toBe("DONE");
    expect(done.autoReleaseAt).not.toBeNull();

    await until("the lead is approved", async () => (await statusOf(t, done.id)) === "APPROVED");
    expect(await settlementOf(t.database.db, done.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/workflow/leads/${done.id}`,
      headers: cast.bearer(cast.customer),
    });
    expect(detail.json<{ lead: Lead }>().lead).toMatchObject({
      status: "APPROVED",
      autoReleaseAt: null,
    });
    const told = messages.leadEvents.autoReleased.subject(done.title);
    for (const side of [cast.customer, cast.installer]) {
      await until(`${side.role} is told`, async () => (await subjectsTo(t, side)).includes(told));
    }
  });

  it("releases each lead once with two instances running the jobs on one database", async () => {
    const t = await testApp();
    await secondInstance(t);
    const cast = await signInCast(t.database.db);

    const leads = await Promise.all([1, 2, 3].map(() => completeJob(t, cast)));

    for (const lead of leads) {
      await until("the lead is approved", async () => (await statusOf(t, lead.id)) === "APPROVED");
    }
    for (const lead of leads) {
      expect(await settlementOf(t.database.db, lead.id)).toEqual({
        releases: 1,
        escrowCents: 0,
        balanced: true,
      });
      const released = await t.database.db
        .selectFrom("activities")
        .select("kind")
        .where("leadId", "=", lead.id)
        .where("kind", "=", "lead_autoReleased")
        .execute();
      expect(released).toHaveLength(1);
    }
    // Each party is told once per lead (the leads share their title).
    const told = messages.leadEvents.autoReleased.subject(leads[0]!.title);
    const count = async (user: UserRow) =>
      (await subjectsTo(t, user)).filter((subject) => subject === told).length;
    for (const side of [cast.customer, cast.installer]) {
      await until(`${side.role} is told of each lead`, async () => (await count(side)) >= 3);
      expect(await count(side)).toBe(3);
    }
  });
});
