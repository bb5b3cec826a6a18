import { afterEach, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import {
  installerWithPayouts,
  paidLead,
  startStripeServer,
  stripePaymentsOf,
  testDeps,
} from "@uplink/api/testing";
import { processEnvironment, startServerProcess, until } from "./server-process";
import { stripeEnv } from "./test-support";

/*
 * Issue 24: a server killed with SIGKILL after the ledger recorded a release and before
 * Stripe got its transfer loses nothing and pays nothing twice: started again, it sends
 * the transfer, once.
 */

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe("a transfer across a kill -9", () => {
  it("is made exactly once after the server is killed between the ledger write and the provider call", async () => {
    const stripe = await startStripeServer();
    cleanups.push(() => stripe.close());
    const { database, env } = await processEnvironment(cleanups, stripeEnv(stripe));
    const { db } = database;
    const first = await startServerProcess(env, cleanups);
    const installer = await installerWithPayouts(db, stripe);
    const deps = testDeps(db, { payments: stripePaymentsOf(stripe) });
    const { lead, customer } = await paidLead(deps, stripe, installer.id, "DONE");
    const transfers = () =>
      [...stripe.store.transfers.values()].filter((t) => t.transfer_group === `lead_${lead.id}`);

    // The transfer request never reaches Stripe: the server dies waiting for it.
    stripe.stallNext(1, { path: "/v1/transfers" });
    const { token } = await createSession(db, customer.id);
    const approved = await fetch(`${first.baseUrl}/api/workflow/leads/${lead.id}/approve`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(approved.status).toBe(200);
    await until("the transfer is on its way", () => Promise.resolve(stripe.stalled === 1));
    await first.stop("SIGKILL");

    const movement = () =>
      db
        .selectFrom("providerMovements")
        .selectAll()
        .where("leadId", "=", lead.id)
        .executeTakeFirstOrThrow();
    expect((await movement()).status).toBe("requested");
    expect(transfers()).toEqual([]);

    await startServerProcess(env, cleanups);
    await until("the transfer is confirmed", async () => (await movement()).status === "confirmed");
    expect(transfers()).toEqual([
      expect.objectContaining({ amount: 13_500, destination: installer.accountId }),
    ]);
    expect((await movement()).providerId).toBe(transfers()[0]!.id);
  }, 180_000);
});
