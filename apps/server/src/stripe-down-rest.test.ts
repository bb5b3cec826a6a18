import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeServer } from "@uplink/api/testing";
import { deMoney } from "@uplink/domain/locales/money";
import { acceptedJob, bearerFor } from "./stripe-app";
import { buildTestApp, stripeEnv, type TestApp } from "./test-support";

/*
 * Issue 24, Stripe down, over REST: with STRIPE_API_URL at a port where nothing listens
 * (connection refused), paying and onboarding answer 503 with the translated refusal
 * and change nothing.
 */

let t: TestApp;
beforeAll(async () => {
  const gone = await startStripeServer();
  await gone.close();
  t = await buildTestApp({ env: stripeEnv(gone) });
});
afterAll(async () => {
  await t.close();
});

const refusedInGerman = { code: "SERVICE_UNAVAILABLE", message: deMoney.providerUnavailable };

describe("with Stripe unreachable", () => {
  it("POST /api/workflow/leads/{id}/pay answers 503 in the caller's language and opens no checkout", async () => {
    const { lead, asCustomer } = await acceptedJob(t);

    const answer = await t.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/pay`,
      headers: { ...asCustomer, "accept-language": "de" },
      payload: {},
    });

    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject(refusedInGerman);
    const checkouts = await t.database.db
      .selectFrom("leadCheckouts")
      .select("sessionId")
      .where("leadId", "=", lead.id)
      .execute();
    expect(checkouts).toEqual([]);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/workflow/leads/${lead.id}`,
      headers: asCustomer,
    });
    expect(detail.json()).toMatchObject({
      lead: { status: "ACCEPTED" },
      payment: { status: "awaiting" },
    });
  });

  it("POST /api/installer/payouts/onboard answers 503 in the caller's language and opens no account", async () => {
    const { lead } = await acceptedJob(t);
    const installerId = (
      await t.database.db
        .selectFrom("leads")
        .select("installerId")
        .where("id", "=", lead.id)
        .executeTakeFirstOrThrow()
    ).installerId!;
    await t.database.db
      .updateTable("users")
      .set({ country: "DE" })
      .where("id", "=", installerId)
      .execute();

    const answer = await t.app.inject({
      method: "POST",
      url: "/api/installer/payouts/onboard",
      headers: { ...(await bearerFor(t, installerId)), "accept-language": "de" },
      payload: {},
    });

    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject(refusedInGerman);
    const accounts = await t.database.db
      .selectFrom("payoutAccounts")
      .select("userId")
      .where("userId", "=", installerId)
      .execute();
    expect(accounts).toEqual([]);
    const status = await t.app.inject({
      method: "GET",
      url: "/api/installer/payouts",
      headers: await bearerFor(t, installerId),
    });
    expect(status.json()).toMatchObject({ status: "not_started" });
  });
});
