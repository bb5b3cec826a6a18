import { tmpdir } from "node:os";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "@uplink/db";
import { createTestDatabase } from "@uplink/db/testing";
import { recordingLogger, useTestApi } from "../testing";
import { JobQueue, JOBS_SCHEMA, kyselyExecutor, type JobDefinition } from "./job-queue";

const api = useTestApi();

let started: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
  started = [];
});

/** A queue on the test database with `definitions`, started; stopped after the test. */
async function startQueue(...definitions: JobDefinition<{ n: number }>[]): Promise<JobQueue> {
  const jobs = new JobQueue(api.db, recordingLogger(), { pollingIntervalSeconds: 0.5 });
  for (const definition of definitions) jobs.define(definition);
  started.push(jobs);
  await jobs.start();
  return jobs;
}

async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let queueCounter = 0;
const freshQueue = () => `test-${++queueCounter}-${Date.now()}`;

describe("the durable job queue", () => {
  it("keeps its tables in the pgboss schema of the application's database", async () => {
    await startQueue();
    const { rows } = await sql<{ present: boolean }>`
      SELECT EXISTS (SELECT 1 FROM information_schema.tables
        WHERE table_schema = ${JOBS_SCHEMA} AND table_name = 'job') AS present
    `.execute(api.db);
    expect(rows[0]?.present).toBe(true);
  });

  it("retries a job that throws until it succeeds, then runs it no more", async () => {
    const queue = freshQueue();
    let attempts = 0;
    const jobs = await startQueue({
      queue,
      retry: { limit: 5, delaySeconds: 0, backoff: false },
      handle: () => {
        attempts += 1;
        return attempts < 3 ? Promise.reject(new Error("not yet")) : Promise.resolve();
      },
    });
    await jobs.send(queue, { n: 1 });
    await until("the queue is empty", async () => (await jobs.pending(queue)) === 0);
    expect(attempts).toBe(3);
  });

  it("runs a job queued before a stop after the next start, once", async () => {
    const queue = freshQueue();
    const handled: number[] = [];
    const definition: JobDefinition<{ n: number }> = {
      queue,
      handle: ({ n }) => {
        handled.push(n);
        return Promise.resolve();
      },
    };
    // The job is written while no worker of the queue runs anywhere.
    const first = new JobQueue(api.db, recordingLogger());
    first.define(definition);
    await first.start();
    await first.stop();
    await first.send(queue, { n: 7 });
    expect(await first.pending(queue)).toBe(1);
    expect(handled).toEqual([]);

    const next = await startQueue(definition);
    await until("the job ran", () => handled.length > 0);
    await until("the queue is empty", async () => (await next.pending(queue)) === 0);
    expect(handled).toEqual([7]);
  });

  it("runs no job after stop resolved, also one taken by a fetch that was on its way as stop began", async () => {
    const queue = freshQueue();
    const ranAfterStop: boolean[] = [];
    let stopResolved = false;
    let stopping: Promise<unknown> = Promise.resolve();
    const jobs = await startQueue({
      queue,
      handle: () => {
        ranAfterStop.push(stopResolved);
        return Promise.resolve();
      },
    });
    await api.db.transaction().execute(async (trx) => {
      // The worker's next fetch waits for this lock (plain reads do not) …
      await sql`LOCK TABLE pgboss.job IN EXCLUSIVE MODE`.execute(trx);
      await until("a fetch waits for the lock", async () => {
        const { rows } = await sql<{ waiting: number }>`
          SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE '%SKIP LOCKED%'
        `.execute(api.db);
        return rows[0]?.waiting === 1;
      });
      // … so it is still on its way, and will see this job, when stop begins.
      await sql`INSERT INTO pgboss.job (name, data) VALUES (${queue}, ${JSON.stringify({ n: 1 })})`.execute(
        trx,
      );
      stopping = jobs.stop().then(() => (stopResolved = true));
      await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    });
    await stopping;
    await until("the job ran", () => ranAfterStop.length > 0);
    expect(ranAfterStop).toEqual([false]);
  });

  it("runs each job once with two instances on one database taking work", async () => {
    const queue = freshQueue();
    const handled: number[] = [];
    const definition: JobDefinition<{ n: number }> = {
      queue,
      handle: async ({ n }) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        handled.push(n);
      },
    };
    const one = await startQueue(definition);
    const two = await startQueue(definition);
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 === 0 ? one : two).send(queue, { n })),
    );
    await until("every job ran", () => handled.length >= 40);
    await until("the queue is empty", async () => (await one.pending(queue)) === 0);
    expect([...handled].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it("lets a running job finish before stop resolves", async () => {
    const queue = freshQueue();
    let finished = false;
    let running = false;
    const jobs = await startQueue({
      queue,
      handle: async () => {
        running = true;
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      },
    });
    await jobs.send(queue, { n: 1 });
    await until("the job runs", () => running);
    await jobs.stop();
    expect(finished).toBe(true);
  });

  it("ten instances starting at once on a new database create its schema and queues without deadlocking each other", async () => {
    const database = await createTestDatabase();
    try {
      const queues = ["mail", "sweep", "release", "remind"];
      // Each with a pool of its own, as separate processes would be.
      const handles = await Promise.all(
        Array.from({ length: 10 }, () =>
          createDatabase({ databaseUrl: database.url, dataDir: tmpdir() }),
        ),
      );
      const instances = handles.map(({ db }) => {
        const jobs = new JobQueue(db, recordingLogger());
        for (const queue of queues) {
          jobs.define({ queue, cron: "0 * * * *", runAtStart: true, handle: async () => {} });
        }
        return jobs;
      });

      const starts = await Promise.allSettled(instances.map((jobs) => jobs.start()));
      await Promise.all(instances.map((jobs) => jobs.stop()));
      await Promise.all(handles.map((handle) => handle.close()));

      expect(starts.filter((start) => start.status === "rejected")).toEqual([]);
      const { rows: created } = await sql<{ name: string }>`
        SELECT name FROM pgboss.queue WHERE NOT starts_with(name, '__') ORDER BY name
      `.execute(database.db);
      expect(created.map((row) => row.name)).toEqual([...queues].sort());
      // A backend's counts reach pg_stat_database as it exits, just after its pool closed.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { rows } = await sql<{ deadlocks: string }>`
        SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()
      `.execute(database.db);
      expect(Number(rows[0]?.deadlocks)).toBe(0);
    } finally {
      await database.destroy();
    }
  });

  it("refuses a job for a queue it does not know", async () => {
    const jobs = await startQueue();
    await expect(jobs.send("no-such-queue", { n: 1 })).rejects.toThrow(
      "no job queue no-such-queue",
    );
  });

  it("answers pg-boss's commands that land after shutdown as having done nothing, not with an error", async () => {
    const database = await createTestDatabase();
    const handle = await createDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
    const executor = kyselyExecutor(handle.db, () => true);
    await handle.pool.end();
    // A job's fail (or complete) posted by pg-boss as the pool closes: a count of nothing.
    await expect(
      executor.executeSql(
        "WITH results AS (SELECT 1 FROM pgboss.job) SELECT COUNT(*) FROM results",
        [],
      ),
    ).resolves.toEqual({ rows: [{ count: "0" }] });
    await expect(executor.executeSql("SELECT * FROM pgboss.job", [])).resolves.toEqual({
      rows: [],
    });
    await database.destroy();
  });
});
