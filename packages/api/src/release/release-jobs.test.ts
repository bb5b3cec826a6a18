import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import type { ApiConfig } from "../config";
import { JobQueue } from "../jobs/job-queue";
import {
  callerAs,
  createUser,
  dataUrl,
  leadInStatus,
  sceneJpeg,
  settlementOf,
  smtpMailer,
  testDeps,
  useTestApi,
  type TestDeps,
} from "../testing";
import {
  AUTO_RELEASE_QUEUE,
  defineReleaseJobs,
  RELEASE_REMINDER_QUEUE,
  releaseScheduler,
} from "./release-jobs";

/*
 * Issue 11: entering DONE queues the lead's release and the customer's reminders as
 * delayed durable jobs, which then do their work with no request.
 */

const api = useTestApi({ smtp: true });
const DAY = 24 * 60 * 60 * 1000;

let photos: string[];
beforeAll(async () => {
  photos = await Promise.all([81, 82, 83].map(async (seed) => dataUrl(await sceneJpeg({ seed }))));
});

let queues: JobQueue[] = [];
afterEach(async () => {
  for (const jobs of queues) await jobs.stop();
  queues = [];
});

/** The API's dependencies with the release jobs on a started queue of the test database. */
async function depsWithJobs(config: Partial<ApiConfig>): Promise<TestDeps> {
  const deps = testDeps(api.db, { config, mailer: smtpMailer(api.smtp.url) });
  const jobs = new JobQueue(api.db, deps.log, { pollingIntervalSeconds: 0.5 });
  queues.push(jobs);
  deps.releaseJobs = releaseScheduler(jobs);
  defineReleaseJobs(jobs, deps);
  await jobs.start();
  return deps;
}

/** Completes a fresh job as its installer; answers the lead and its customer. */
async function completedJob(deps: TestDeps): Promise<{ id: string; owner: UserRow }> {
  const owner = await createUser(api.db, { role: "customer" });
  const taker = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
  const lead = await leadInStatus(api.db, owner.id, "ON_SITE", taker.id);
  const done = await (await callerAs(deps, taker)).leads.submitCompletion({ id: lead.id, photos });
  return { id: done.id, owner };
}

/** The lead's jobs as pg-boss keeps them: when each may start and what it carries. */
async function queuedFor(leadId: string) {
  const { rows } = await sql<{ name: string; startAfter: Date; data: Record<string, unknown> }>`
    SELECT name, start_after AS "startAfter", data FROM pgboss.job
    WHERE data->>'leadId' = ${leadId} ORDER BY start_after
  `.execute(api.db);
  return rows;
}

const autoReleaseAtOf = async (id: string) =>
  (
    await api.db
      .selectFrom("leads")
      .select("autoReleaseAt")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).autoReleaseAt!;

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the automatic release as durable jobs", () => {
  it("queues the release at autoReleaseAt, and reminders halfway and a day before", async () => {
    const deps = await depsWithJobs({ autoReleaseAfterMs: 14 * DAY });

    const { id } = await completedJob(deps);

    const releaseAt = await autoReleaseAtOf(id);
    expect(await queuedFor(id)).toEqual([
      {
        name: RELEASE_REMINDER_QUEUE,
        startAfter: new Date(releaseAt.getTime() - 7 * DAY),
        data: { leadId: id, autoReleaseAt: releaseAt.toISOString(), reminder: 1 },
      },
      {
        name: RELEASE_REMINDER_QUEUE,
        startAfter: new Date(releaseAt.getTime() - DAY),
        data: { leadId: id, autoReleaseAt: releaseAt.toISOString(), reminder: 2 },
      },
      { name: AUTO_RELEASE_QUEUE, startAfter: releaseAt, data: { leadId: id } },
    ]);
  });

  it("reminds only halfway when the wait is two days or less", async () => {
    const deps = await depsWithJobs({ autoReleaseAfterMs: 2 * DAY });

    const { id } = await completedJob(deps);

    const releaseAt = await autoReleaseAtOf(id);
    expect((await queuedFor(id)).map(({ name, startAfter }) => ({ name, startAfter }))).toEqual([
      { name: RELEASE_REMINDER_QUEUE, startAfter: new Date(releaseAt.getTime() - DAY) },
      { name: AUTO_RELEASE_QUEUE, startAfter: releaseAt },
    ]);
  });

  it("releases a lead nobody answered when its time comes, with no request", async () => {
    const deps = await depsWithJobs({ autoReleaseAfterMs: 1_500 });

    const { id, owner } = await completedJob(deps);

    await until("the lead is approved", async () => {
      const lead = await api.db
        .selectFrom("leads")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return lead.status === "APPROVED";
    });
    expect(await settlementOf(api.db, id)).toEqual({ releases: 1, escrowCents: 0, balanced: true });
    const { title } = await api.db
      .selectFrom("leads")
      .select("title")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await until("the customer is told", async () => {
      await deps.mail.drain();
      return api.smtp
        .receivedBy(owner.email)
        .some((mail) => mail.subject === messages.leadEvents.autoReleased.subject(title));
    });
  });
});
