import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { dataUrl, leadInStatus, sceneJpeg, settlementOf } from "@uplink/api/testing";
import type { Database } from "@uplink/db";
import { createTestDatabase } from "@uplink/db/testing";
import type { Kysely } from "kysely";
import { freePort, signInCast } from "./test-support";

/*
 * Issue 11: the automatic release is a durable job. A server killed with SIGKILL between
 * a lead's DONE and its release time loses nothing: started again, it releases the lead,
 * once.
 */

const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

interface ServerProcess {
  baseUrl: string;
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** The server as `npm start` runs it (src/main.ts, from source), answering once healthy. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port) };
  // Mail goes to DATA_DIR/outbox whatever the shell has set.
  delete childEnv.SMTP_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  cleanups.push(() => stop("SIGTERM"));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { baseUrl, stop };
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const leadRow = (db: Kysely<Database>, id: string) =>
  db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the automatic release across a kill -9", () => {
  it("still happens, once, after the server is killed between DONE and the release time and started again", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.destroy());
    const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-release-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      AUTO_RELEASE_AFTER: "PT10S",
    };

    const first = await startServer(env);
    const cast = await signInCast(database.db);
    const lead = await leadInStatus(database.db, cast.customer.id, "ON_SITE", cast.installer.id);
    const photos = await Promise.all(
      [21, 22, 23].map(async (seed) => dataUrl(await sceneJpeg({ seed }))),
    );
    const done = await fetch(`${first.baseUrl}/api/workflow/leads/${lead.id}/done`, {
      method: "POST",
      headers: { ...cast.bearer(cast.installer), "content-type": "application/json" },
      body: JSON.stringify({ photos }),
    });
    expect(done.status).toBe(200);
    await first.stop("SIGKILL");

    // Killed before the release time: nothing was released yet.
    const killed = await leadRow(database.db, lead.id);
    expect(killed.status).toBe("DONE");
    expect(killed.autoReleaseAt!.getTime()).toBeGreaterThan(Date.now());
    expect((await settlementOf(database.db, lead.id)).releases).toBe(0);

    await startServer(env);
    await until(
      "the lead is approved",
      async () => (await leadRow(database.db, lead.id)).status === "APPROVED",
    );
    expect(await settlementOf(database.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
    const released = await database.db
      .selectFrom("activities")
      .select("kind")
      .where("leadId", "=", lead.id)
      .where("kind", "=", "lead_autoReleased")
      .execute();
    expect(released).toHaveLength(1);
  }, 180_000);
});
