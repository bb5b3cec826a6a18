import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { MAIL_QUEUE, type JobRetry } from "@uplink/api/server";
import { startSmtpPeer, tokenFromMail, type SmtpPeer } from "@uplink/api/testing";
import { createDatabase } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { buildApp } from "./app";
import { loadConfig } from "./config";

const DAY = 24 * 60 * 60 * 1000;
const quickRetry: JobRetry = { limit: 50, delaySeconds: 1, backoff: false };

/** Everything a test opened, closed after it in reverse order. */
let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function testDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  cleanups.push(() => database.destroy());
  return database;
}

async function peer(port?: number): Promise<SmtpPeer> {
  const smtp = await startSmtpPeer(port);
  cleanups.push(() => smtp.close());
  return smtp;
}

/** An SMTP URL where nothing answers: a peer's port, with the peer stopped. */
async function stoppedPeerUrl(): Promise<{ url: string; port: number }> {
  const smtp = await startSmtpPeer();
  await smtp.close();
  return { url: smtp.url, port: Number(new URL(smtp.url).port) };
}

interface Instance {
  app: FastifyInstance;
  logs: () => string;
  close(): Promise<void>;
}

/** One app instance, as one server process: its own pool on the shared database. */
async function startInstance(
  database: TestDatabase,
  env: Record<string, string>,
): Promise<Instance> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "uplink-jobs-")));
  const { db, close: closeDatabase } = await createDatabase({ databaseUrl: database.url, dataDir });
  const stream = new PassThrough();
  let output = "";
  stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "info", DATA_DIR: dataDir, ...env }),
    db,
    logStream: stream,
    jobs: true,
    mailRetry: quickRetry,
  });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await app.close();
      await closeDatabase();
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    })();
    return closing;
  };
  cleanups.push(close);
  await app.ready();
  return { app, logs: () => output, close };
}

function signUp(app: FastifyInstance, email: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: {
      firstName: "Anna",
      lastName: "Schmidt",
      email,
      password: "correct horse",
      role: "customer",
    },
  });
}

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The mail jobs by state, read from pg-boss's own tables. */
async function mailJobs(database: TestDatabase) {
  const { rows } = await sql<{ state: string; retryCount: number }>`
    SELECT state, retry_count AS "retryCount" FROM pgboss.job WHERE name = ${MAIL_QUEUE}
  `.execute(database.db);
  return {
    pending: rows.filter((job) => ["created", "retry", "active"].includes(job.state)).length,
    retried: rows.some((job) => job.retryCount > 0),
    completed: rows.filter((job) => job.state === "completed").length,
  };
}

describe("mail delivery as a durable job", () => {
  it("with SMTP stopped, sign-up answers 200 and the verification mail arrives once when the peer comes back", async () => {
    const database = await testDatabase();
    const smtp = await stoppedPeerUrl();
    const { app } = await startInstance(database, { SMTP_URL: smtp.url });

    const response = await signUp(app, "smtp.down@example.com");
    expect(response.statusCode).toBe(200);
    await until("the delivery failed and was kept for a retry", async () => {
      const jobs = await mailJobs(database);
      return jobs.retried && jobs.pending === 1;
    });

    const back = await peer(smtp.port);
    const [mail] = await back.mailsTo("smtp.down@example.com");
    expect(mail?.subject).toBeTruthy();
    expect(tokenFromMail(mail!, "/verify-email")).toBeTruthy();
    await until("the queue is empty", async () => (await mailJobs(database)).pending === 0);
    expect(back.receivedBy("smtp.down@example.com")).toHaveLength(1);
    expect((await mailJobs(database)).completed).toBe(1);
  });

  it("keeps mail queued across a restart: the next instance delivers it, once", async () => {
    const database = await testDatabase();
    const smtp = await stoppedPeerUrl();
    const first = await startInstance(database, { SMTP_URL: smtp.url });
    expect((await signUp(first.app, "restart@example.com")).statusCode).toBe(200);
    await until("the delivery failed once", async () => (await mailJobs(database)).retried);
    await first.close();
    expect((await mailJobs(database)).pending).toBe(1);

    const back = await peer(smtp.port);
    await startInstance(database, { SMTP_URL: smtp.url });
    await back.mailsTo("restart@example.com");
    await until("the queue is empty", async () => (await mailJobs(database)).pending === 0);
    expect(back.receivedBy("restart@example.com")).toHaveLength(1);
  });

  it("two instances on one database deliver each queued mail exactly once", async () => {
    const database = await testDatabase();
    const smtp = await peer();
    const instances = [
      await startInstance(database, { SMTP_URL: smtp.url }),
      await startInstance(database, { SMTP_URL: smtp.url }),
    ];
    const emails = Array.from({ length: 20 }, (_, i) => `twice${i}@example.com`);
    const responses = await Promise.all(
      emails.map((email, i) => signUp(instances[i % 2]!.app, email)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(emails.map(() => 200));

    await until("every mail is delivered", async () => {
      const jobs = await mailJobs(database);
      return jobs.pending === 0 && jobs.completed === emails.length;
    });
    expect(smtp.received).toHaveLength(emails.length);
    for (const email of emails) expect(smtp.receivedBy(email)).toHaveLength(1);
  });
});

describe("the orphaned photo sweep as a singleton job", () => {
  it("two instances starting together remove each orphaned file once", async () => {
    const database = await testDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-jobs-sweep-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await mkdir(path.join(dataDir, "photos"));
    const orphans = ["c", "d", "e"].map((letter) => `${letter.repeat(64)}.jpg`);
    for (const name of orphans) {
      const file = path.join(dataDir, "photos", name);
      await writeFile(file, "photo bytes");
      const old = new Date(Date.now() - 2 * DAY);
      await utimes(file, old, old);
    }

    const instances = await Promise.all([
      startInstance(database, { DATA_DIR: dataDir }),
      startInstance(database, { DATA_DIR: dataDir }),
    ]);
    const sweeps = () =>
      instances.flatMap((instance) =>
        instance
          .logs()
          .split("\n")
          .filter((line) => line.includes('"orphaned photo files swept"'))
          .map((line) => JSON.parse(line) as { removed: number }),
      );
    await until("a sweep ran", () => Promise.resolve(sweeps().length > 0));
    expect(sweeps().reduce((sum, sweep) => sum + sweep.removed, 0)).toBe(orphans.length);
  });
});
