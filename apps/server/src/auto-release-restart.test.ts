import { afterEach, describe, expect, it } from "vitest";
import { dataUrl, leadInStatus, sceneJpeg, settlementOf } from "@uplink/api/testing";
import type { Database } from "@uplink/db";
import type { Kysely } from "kysely";
import { processEnvironment, startServerProcess, until } from "./server-process";
import { signInCast } from "./test-support";

/*
 * Issue 11: the automatic release is a durable job. A server killed with SIGKILL between
 * a lead's DONE and its release time loses nothing: started again, it releases the lead,
 * once.
 */

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const startServer = (env: Record<string, string>) => startServerProcess(env, cleanups);

const leadRow = (db: Kysely<Database>, id: string) =>
  db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the automatic release across a kill -9", () => {
  it("still happens, once, after the server is killed between DONE and the release time and started again", async () => {
    const { database, env } = await processEnvironment(cleanups, { AUTO_RELEASE_AFTER: "PT10S" });

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
