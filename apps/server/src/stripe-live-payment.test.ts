import { beforeAll, describe, expect, it } from "vitest";
import { useLeadChanges } from "./sse-client";
import { acceptedJob, useStripeApp } from "./stripe-app";
import { deliverStripeEvent } from "./test-support";

/*
 * Issue 24 with issue 13's live lists: the job's screens show its payment, so when Stripe
 * says it was paid they are told, as for a change of status, and the customer back from
 * Stripe's checkout (or the installer waiting for the money) sees "Payment held" without
 * a reload.
 */

const app = useStripeApp();
const { open, toldOf } = useLeadChanges();
let base = "";

beforeAll(async () => {
  base = await app.t.app.listen({ port: 0, host: "127.0.0.1" });
});

const changesOf = (headers: Record<string, string>) => open(base, headers);

describe("a payment held through Stripe", () => {
  it("tells the customer's and the installer's screens of the job, once it is held", async () => {
    const { lead, asCustomer, asInstaller } = await acceptedJob(app.t);
    const customerSees = await changesOf(asCustomer);
    const installerSees = await changesOf(asInstaller);

    const pay = await app.t.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/pay`,
      headers: asCustomer,
      payload: {},
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const sessionId = pay.json<{ url: string }>().url.split("/").at(-1) ?? "";
    // Opening the checkout holds nothing yet: nothing to tell.
    expect(await toldOf(customerSees)).toEqual([]);

    const { session } = app.stripe.store.completeCheckout(sessionId);
    const { payload, signature } = app.stripe.signedEvent("checkout.session.completed", session);
    const delivered = await deliverStripeEvent(app.t.app, payload, signature);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await toldOf(customerSees, 1)).toEqual([lead.id]);
    expect(await toldOf(installerSees, 1)).toEqual([lead.id]);

    // Stripe delivering the event again holds nothing more, and tells nothing more.
    expect((await deliverStripeEvent(app.t.app, payload, signature)).statusCode).toBe(200);
    expect(await toldOf(customerSees)).toEqual([]);
  });
});
