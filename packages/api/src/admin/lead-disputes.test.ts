import { describe, expect, it } from "vitest";
import {
  callerAs,
  deliverEvent,
  installerWithPayouts,
  paidLead,
  refusalOf,
  signedInAdmin,
  useStripeTestApi,
} from "../testing";

/*
 * Issue 24: the administrator who settles a disputed lead sees the banks' disputes of its
 * payment — amount, reason, status, when opened and closed, and how it ended — and no
 * one else does.
 */

const api = useStripeTestApi();

const dispute = (paymentIntentId: string, id: string, status: string, amount = 15_000) => ({
  id,
  object: "dispute",
  amount,
  currency: "eur",
  payment_intent: paymentIntentId,
  reason: "fraudulent",
  status,
});

describe("a lead's payment disputes", () => {
  it("are listed for an administrator, open and closed, with amount, reason, dates and outcome", async () => {
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, paymentIntentId } = await paidLead(
      api.stripeDeps,
      api.stripe,
      installer.id,
      "DONE",
    );
    await deliverEvent(
      api.stripeDeps,
      api.stripe,
      "charge.dispute.created",
      dispute(paymentIntentId, "dp_first", "needs_response"),
    );
    await deliverEvent(
      api.stripeDeps,
      api.stripe,
      "charge.dispute.closed",
      dispute(paymentIntentId, "dp_first", "lost"),
    );
    await deliverEvent(
      api.stripeDeps,
      api.stripe,
      "charge.dispute.created",
      dispute(paymentIntentId, "dp_second", "under_review", 5_000),
    );

    const { caller } = await signedInAdmin(api.stripeDeps);
    const disputes = await caller.admin.leadDisputes({ id: lead.id });

    expect(disputes).toEqual([
      {
        id: "dp_first",
        amountEuros: 150,
        reason: "fraudulent",
        status: "lost",
        openedAt: expect.any(String),
        closedAt: expect.any(String),
        outcome: "lost",
      },
      {
        id: "dp_second",
        amountEuros: 50,
        reason: "fraudulent",
        status: "under_review",
        openedAt: expect.any(String),
        closedAt: null,
        outcome: null,
      },
    ]);
    const [first] = disputes;
    expect(Date.parse(first!.closedAt!)).toBeGreaterThanOrEqual(Date.parse(first!.openedAt));
  });

  it("are empty for a lead without any, and 404 for a lead that does not exist", async () => {
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead } = await paidLead(api.stripeDeps, api.stripe, installer.id, "ACCEPTED");
    const { caller } = await signedInAdmin(api.stripeDeps);

    expect(await caller.admin.leadDisputes({ id: lead.id })).toEqual([]);
    expect(
      (await refusalOf(caller.admin.leadDisputes({ id: "00000000-0000-4000-8000-000000000000" })))
        .code,
    ).toBe("NOT_FOUND");
  });

  it("are refused to the lead's own customer and installer", async () => {
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer, paymentIntentId } = await paidLead(
      api.stripeDeps,
      api.stripe,
      installer.id,
      "DONE",
    );
    await deliverEvent(
      api.stripeDeps,
      api.stripe,
      "charge.dispute.created",
      dispute(paymentIntentId, "dp_third", "needs_response"),
    );

    for (const party of [customer, installer]) {
      const refused = await refusalOf(
        (await callerAs(api.stripeDeps, party)).admin.leadDisputes({ id: lead.id }),
      );
      expect(refused.code).toBe("FORBIDDEN");
    }
  });
});
