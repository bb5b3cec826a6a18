import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInStatus, settlementOf } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { messages, type Lead, type ListedOffer, type OfferMade } from "@uplink/domain";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/* Issue 11 on the REST surface: offers (202, listed, accepted once) and settlements. */

let t: TestApp;
let customer: UserRow;
let otherCustomer: UserRow;
let installer: UserRow;
let otherInstaller: UserRow;
let admin: UserRow;
let bearer: SignedInCast["bearer"];

beforeAll(async () => {
  t = await buildTestApp();
  ({ customer, otherCustomer, installer, otherInstaller, admin, bearer } = await signInCast(
    t.database.db,
  ));
});
afterAll(async () => {
  await t.close();
});

const request = (method: "GET" | "POST", user: UserRow, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

/** A request the quote engine cannot price: it takes offers. */
async function unpricedLead(): Promise<Lead> {
  const answer = await request("POST", customer, "/api/workflow/leads", {
    address: "Ring 2, Hamburg, 20095",
    description: "Please call me about it",
  });
  const lead = answer.json<Lead>();
  expect(lead.value).toBeNull();
  return lead;
}

describe("offers", () => {
  it("answers 202 with the offer to an accept with a price on an unpriced lead, which stays NEW", async () => {
    const lead = await unpricedLead();
    for (const url of [`/api/workflow/leads/${lead.id}/accept`, `/api/leads/${lead.id}/accept`]) {
      const answer = await request("POST", installer, url, { value: 420 });
      expect(answer.statusCode).toBe(202);
      expect(answer.json<OfferMade>().offer).toMatchObject({
        leadId: lead.id,
        installerId: installer.id,
        value: 420,
        message: null,
        status: "PENDING",
      });
    }
    const detail = await request("GET", customer, `/api/workflow/leads/${lead.id}`);
    expect(detail.json<{ lead: Lead }>().lead).toMatchObject({ status: "NEW", value: null });
  });

  it("takes explicit offers with a message (202), lists them per viewer and lets the customer accept one", async () => {
    const lead = await unpricedLead();
    const mine = await request("POST", installer, `/api/workflow/leads/${lead.id}/offers`, {
      value: 380,
      message: "Tuesday works",
    });
    expect(mine.statusCode).toBe(202);
    const theirs = await request("POST", otherInstaller, `/api/workflow/leads/${lead.id}/offers`, {
      value: 350,
    });
    expect(theirs.statusCode).toBe(202);

    const listed = await request("GET", customer, `/api/workflow/leads/${lead.id}/offers`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<ListedOffer[]>().map((offer) => offer.value)).toEqual([350, 380]);
    const own = await request("GET", installer, `/api/workflow/leads/${lead.id}/offers?limit=10`);
    expect(own.json<ListedOffer[]>().map((offer) => offer.installerId)).toEqual([installer.id]);
    const stranger = await request("GET", otherCustomer, `/api/workflow/leads/${lead.id}/offers`);
    expect(stranger.statusCode).toBe(404);

    const offerId = mine.json<OfferMade>().offer.id;
    const accepted = await request("POST", customer, `/api/offers/${offerId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Lead>()).toMatchObject({
      status: "ACCEPTED",
      installerId: installer.id,
      value: 380,
    });
    const again = await request("POST", customer, `/api/offers/${offerId}/accept`);
    expect(again.statusCode).toBe(409);
    const withdrawLate = await request(
      "POST",
      otherInstaller,
      `/api/offers/${theirs.json<OfferMade>().offer.id}/withdraw`,
    );
    expect(withdrawLate.statusCode).toBe(409);
    expect(withdrawLate.json<{ message: string }>().message).toBe(
      messages.server.offerNotPending("DECLINED", "withdrawn"),
    );
  });

  it("refuses bad input with 400 and unknown offers with 404, never a 500", async () => {
    const lead = await unpricedLead();
    for (const payload of [{ value: 0 }, { value: -5 }, { value: "lots" }, { value: 1e12 }, {}]) {
      const answer = await request(
        "POST",
        installer,
        `/api/workflow/leads/${lead.id}/offers`,
        payload,
      );
      expect(answer.statusCode).toBe(400);
    }
    const tooLong = await request("POST", installer, `/api/workflow/leads/${lead.id}/offers`, {
      value: 100,
      message: "x".repeat(20_000),
    });
    expect(tooLong.statusCode).toBe(400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await request("POST", customer, `/api/offers/${unknown}/accept`)).statusCode).toBe(404);
    expect((await request("POST", installer, `/api/offers/${unknown}/withdraw`)).statusCode).toBe(
      404,
    );
    expect((await request("POST", customer, "/api/offers/not-a-uuid/accept")).statusCode).toBe(400);
    const asCustomer = await request("POST", customer, `/api/workflow/leads/${lead.id}/offers`, {
      value: 100,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe("POST /api/admin/leads/{id}/settle", () => {
  it("splits a disputed lead once: the installer's share and the customer's refund", async () => {
    const lead = await leadInStatus(t.database.db, customer.id, "DISPUTED", installer.id);
    const url = `/api/admin/leads/${lead.id}/settle`;
    const settled = await request("POST", admin, url, {
      outcome: "split",
      installerEuros: 100,
      note: "The dish works; the cable was left loose",
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json<Lead>()).toMatchObject({
      status: "APPROVED",
      settlement: {
        outcome: "split",
        installerEuros: 100,
        refundedEuros: 50,
        note: "The dish works; the cable was left loose",
      },
    });
    const again = await request("POST", admin, url, { outcome: "refund", note: "Again" });
    expect(again.statusCode).toBe(409);
    expect(await settlementOf(t.database.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
  });

  it("is for administrators only and checks its body", async () => {
    const lead = await leadInStatus(t.database.db, customer.id, "DISPUTED", installer.id);
    const url = `/api/admin/leads/${lead.id}/settle`;
    const body = { outcome: "release", note: "Fine" };
    expect((await request("POST", customer, url, body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url, payload: body })).statusCode).toBe(401);
    for (const payload of [
      { outcome: "halves", note: "x" },
      { outcome: "split", note: "x" },
      { outcome: "release", installerEuros: 10, note: "x" },
      { outcome: "refund", note: "" },
      { outcome: "refund", note: "x".repeat(10_000) },
    ]) {
      expect((await request("POST", admin, url, payload)).statusCode).toBe(400);
    }
    expect((await settlementOf(t.database.db, lead.id)).escrowCents).toBe(15_000);
  });
});
