import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInStatus, settlementOf } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { LEAD_REASON_MAX_LENGTH, messages, type Lead } from "@uplink/domain";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/* Issue 11 on the REST surface: cancel, withdraw and dispute, their refusals and refunds. */

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
const description = "Roof mount on a flat roof, cable through the wall into the office";

function post(user: UserRow, url: string, payload?: object) {
  return t.app.inject({
    method: "POST",
    url,
    headers: bearer(user),
    ...(payload ? { payload } : {}),
  });
}

async function acceptedLead(): Promise<Lead> {
  const lead = (
    await post(customer, "/api/workflow/leads", { address: "Ring 2, Hamburg, 20095", description })
  ).json<Lead>();
  expect((await post(installer, `/api/workflow/leads/${lead.id}/accept`)).statusCode).toBe(200);
  return lead;
}

describe("POST /api/workflow/leads/{id}/cancel", () => {
  it("cancels a NEW lead with no body at all", async () => {
    const lead = (
      await post(customer, "/api/workflow/leads", { address: "Ring 2, Hamburg, 20095" })
    ).json<Lead>();
    const cancelled = await post(customer, `/api/workflow/leads/${lead.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Lead>()).toMatchObject({ id: lead.id, status: "CANCELLED" });
  });

  it("refunds an ACCEPTED lead once under 20 parallel retries", async () => {
    const lead = await acceptedLead();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(customer, `/api/workflow/leads/${lead.id}/cancel`, { reason: "Plans changed" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array.from({ length: 19 }, () => 409),
    ]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json()).toMatchObject({
        code: "CONFLICT",
        message: messages.server.wrongLeadState("CANCELLED", "cancel"),
      });
    }
    expect(await settlementOf(t.database.db, lead.id)).toEqual({
      releases: 0,
      escrowCents: 0,
      balanced: true,
    });
    const refundAlerts = await t.database.db
      .selectFrom("alerts")
      .select("id")
      .where("leadId", "=", lead.id)
      .where("type", "=", "refund_credit")
      .execute();
    expect(refundAlerts).toHaveLength(1);
  });

  it("answers 409 naming the state once the installer is on site", async () => {
    const lead = await leadInStatus(t.database.db, customer.id, "ON_SITE", installer.id);
    const refused = await post(customer, `/api/workflow/leads/${lead.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CONFLICT",
      message: messages.server.cancelAfterInstallerArrived("ON_SITE"),
    });
    expect(refused.json<{ message: string }>().message).toContain("ON_SITE");
  });

  it("answers 404 to another customer, 403 to installers and administrators, 400 to a bad reason", async () => {
    const lead = await acceptedLead();
    const url = `/api/workflow/leads/${lead.id}/cancel`;
    expect((await post(otherCustomer, url)).statusCode).toBe(404);
    expect((await post(installer, url)).statusCode).toBe(403);
    expect((await post(admin, url)).statusCode).toBe(403);
    const long = await post(customer, url, { reason: "x".repeat(LEAD_REASON_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: messages.validation.reasonTooLong });
    expect((await post(customer, url, { reason: 42 })).statusCode).toBe(400);
    expect((await post(customer, "/api/workflow/leads/not-a-uuid/cancel")).statusCode).toBe(400);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ escrowCents: 36_900 });
  });
});

describe("POST /api/workflow/leads/{id}/withdraw", () => {
  it("returns the lead to NEW, refunded, for another installer to accept", async () => {
    const lead = await acceptedLead();
    const withdrawn = await post(installer, `/api/workflow/leads/${lead.id}/withdraw`, {
      reason: "Van broke down",
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<Lead>()).toMatchObject({ status: "NEW", installerId: null });
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ escrowCents: 0 });

    const retaken = await post(otherInstaller, `/api/workflow/leads/${lead.id}/accept`);
    expect(retaken.statusCode).toBe(200);
    expect(retaken.json<Lead>()).toMatchObject({
      status: "ACCEPTED",
      installerId: otherInstaller.id,
    });
    expect(await settlementOf(t.database.db, lead.id)).toEqual({
      releases: 0,
      escrowCents: 36_900,
      balanced: true,
    });
  });

  it("needs a reason, and is only for the assigned installer", async () => {
    const lead = await acceptedLead();
    const url = `/api/workflow/leads/${lead.id}/withdraw`;
    const blank = await post(installer, url, { reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: messages.validation.reasonRequired });
    expect((await post(installer, url)).statusCode).toBe(400);
    expect((await post(otherInstaller, url, { reason: "Mine now" })).statusCode).toBe(403);
    expect((await post(customer, url, { reason: "Mine now" })).statusCode).toBe(403);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ escrowCents: 36_900 });
  });
});

describe("POST /api/workflow/leads/{id}/dispute", () => {
  it("lets the customer dispute DONE work and keeps the money held", async () => {
    const lead = await leadInStatus(t.database.db, customer.id, "DONE", installer.id);
    const disputed = await post(customer, `/api/workflow/leads/${lead.id}/dispute`, {
      reason: "Signal drops every hour",
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json<Lead>().status).toBe("DISPUTED");
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ escrowCents: 15_000 });
  });

  it("refuses the installer in DONE (409), others (403/404) and a missing reason (400)", async () => {
    const lead = await leadInStatus(t.database.db, customer.id, "DONE", installer.id);
    const url = `/api/workflow/leads/${lead.id}/dispute`;
    const early = await post(installer, url, { reason: "Customer is silent" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: messages.server.wrongLeadState("DONE", "dispute"),
    });
    expect((await post(admin, url, { reason: "x" })).statusCode).toBe(403);
    expect((await post(otherInstaller, url, { reason: "x" })).statusCode).toBe(403);
    expect((await post(otherCustomer, url, { reason: "x" })).statusCode).toBe(404);
    expect((await post(customer, url, {})).statusCode).toBe(400);
  });
});

it("the OpenAPI document names the three paths", async () => {
  const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
    paths: Record<string, unknown>;
  }>();
  for (const action of ["cancel", "withdraw", "dispute"]) {
    expect(Object.keys(document.paths)).toContain(`/workflow/leads/{id}/${action}`);
  }
});
