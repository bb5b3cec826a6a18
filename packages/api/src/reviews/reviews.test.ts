import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import type { LeadStatus } from "@uplink/domain";
import {
  approvedJustNow,
  callerAs,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  refusalOf,
  signedInAdmin,
  useTestApi,
} from "../testing";
import { speakEveryLanguage } from "../i18n/catalogues";
import { revealClosedWindows } from "./reveal-reviews";

/*
 * Issue 25: once a lead is APPROVED its customer and its installer may each review the
 * other once within REVIEW_WINDOW, double-blind: each reads the other's review only when
 * both have written one or the window has closed.
 */

const api = useTestApi({ smtp: true });
beforeAll(() => speakEveryLanguage());

const DAY = 24 * 60 * 60 * 1000;
const GOOD = "Tidy work, the dish was aligned in an hour.";

async function job(status: LeadStatus = "APPROVED") {
  const customer = await createUser(api.db, { role: "customer", emailVerified: true });
  const installer = await createVerifiedInstaller(api.db);
  const lead =
    status === "APPROVED"
      ? await approvedJustNow(api.db, customer.id, installer.id)
      : await leadInStatus(api.db, customer.id, status, installer.id);
  return { customer, installer, lead };
}

const as = (user: UserRow) => callerAs(api.deps, user);
const review = async (by: UserRow, leadId: string, rating = 5, text = GOOD) =>
  (await (await as(by)).reviews.write({ id: leadId, rating, text })).review;
const reviewsSeenBy = async (user: UserRow, leadId: string) =>
  (await (await as(user)).reviews.forLead({ id: leadId })).reviews;

async function closeWindowOf(leadId: string) {
  await api.db
    .updateTable("leads")
    .set({ approvedAt: new Date(Date.now() - 15 * DAY) })
    .where("id", "=", leadId)
    .execute();
}

describe("writing a review", () => {
  it("answers the review, unrevealed, to the customer who wrote it", async () => {
    const { customer, lead } = await job();
    expect(await review(customer, lead.id, 4)).toEqual({
      id: expect.any(String),
      leadId: lead.id,
      author: "customer",
      rating: 4,
      text: GOOD,
      reply: null,
      createdAt: expect.any(String),
      revealed: false,
      hidden: false,
    });
  });

  it("refuses a second review by the same party with 409", async () => {
    const { installer, lead } = await job();
    await review(installer, lead.id);
    expect((await refusalOf(review(installer, lead.id, 3))).code).toBe("CONFLICT");
  });

  it("refuses before the lead is APPROVED with 409", async () => {
    for (const status of ["ACCEPTED", "DONE", "DISPUTED"] as const) {
      const { customer, lead } = await job(status);
      expect((await refusalOf(review(customer, lead.id))).code).toBe("CONFLICT");
    }
  });

  it("refuses once the review window has closed with 409", async () => {
    const { customer, lead } = await job();
    await closeWindowOf(lead.id);
    expect(await refusalOf(review(customer, lead.id))).toEqual({
      code: "CONFLICT",
      message: "The time to review this request has ended.",
    });
  });

  it("refuses an administrator and an approved installer of another job with 403, others with 404", async () => {
    const { lead } = await job();
    const { caller: admin } = await signedInAdmin(api.deps);
    const write = { id: lead.id, rating: 5, text: GOOD };
    expect((await refusalOf(admin.reviews.write(write))).code).toBe("FORBIDDEN");
    const stranger = await createVerifiedInstaller(api.db);
    expect((await refusalOf((await as(stranger)).reviews.write(write))).code).toBe("FORBIDDEN");
    const otherCustomer = await createUser(api.db, { role: "customer" });
    expect((await refusalOf((await as(otherCustomer)).reviews.write(write))).code).toBe(
      "NOT_FOUND",
    );
    const unapproved = await createVerifiedInstaller(api.db, "NEW");
    expect((await refusalOf((await as(unapproved)).reviews.write(write))).code).toBe("NOT_FOUND");
    expect((await refusalOf((await as(otherCustomer)).reviews.forLead({ id: lead.id }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await refusalOf((await as(stranger)).reviews.forLead({ id: lead.id }))).code).toBe(
      "FORBIDDEN",
    );
  });

  it("refuses a rating outside 1–5, a fraction and a text outside 10–2000 characters with field messages", async () => {
    const { customer, lead } = await job();
    const caller = await as(customer);
    for (const rating of [0, 6, 4.5]) {
      const refusal = await refusalOf(caller.reviews.write({ id: lead.id, rating, text: GOOD }));
      expect(refusal.code).toBe("BAD_REQUEST");
      expect(refusal.message).toContain('"key": "reviews.ratingInvalid"');
    }
    for (const text of ["Too short", "x".repeat(2001), `Fine work\u0000done`]) {
      expect((await refusalOf(caller.reviews.write({ id: lead.id, rating: 5, text }))).code).toBe(
        "BAD_REQUEST",
      );
    }
    expect(await reviewsSeenBy(customer, lead.id)).toEqual([]);
  });

  it("removes contact details for everyone and alerts administrators with the original", async () => {
    const { installer, lead } = await job();
    const written = await review(installer, lead.id, 5, "Lovely customer, call me on 0151 2345678");
    expect(written.text).not.toContain("2345678");
    const alert = await api.db
      .selectFrom("alerts")
      .selectAll()
      .where("leadId", "=", lead.id)
      .where("type", "=", "leak_detection")
      .executeTakeFirstOrThrow();
    expect(alert.details).toMatchObject({
      originalText: "Lovely customer, call me on 0151 2345678",
      place: "review_text",
    });
  });
});

describe("double-blind", () => {
  it("shows each party only its own review until the other has written theirs", async () => {
    const { customer, installer, lead } = await job();
    await review(customer, lead.id, 2, "Came late and left a mess.");
    expect(await reviewsSeenBy(installer, lead.id)).toEqual([]);
    expect((await reviewsSeenBy(customer, lead.id)).map((r) => r.rating)).toEqual([2]);
  });

  it("reveals both once the second is written, and mails each party the other's rating", async () => {
    const { customer, installer, lead } = await job();
    await review(customer, lead.id, 3);
    const second = await review(installer, lead.id, 5);
    expect(second.revealed).toBe(true);
    for (const party of [customer, installer]) {
      const seen = await reviewsSeenBy(party, lead.id);
      expect(seen.map((r) => [r.author, r.rating, r.revealed]).sort()).toEqual([
        ["customer", 3, true],
        ["installer", 5, true],
      ]);
    }
    const [toInstaller] = await api.smtp.mailsTo(installer.email);
    expect(toInstaller?.text).toContain("You were rated 3 out of 5.");
    const [toCustomer] = await api.smtp.mailsTo(customer.email);
    expect(toCustomer?.text).toContain("You were rated 5 out of 5.");
  });

  it("reveals a lone review when the window closes, and mails the one it is about in their language", async () => {
    const { customer, installer, lead } = await job();
    await api.db
      .updateTable("users")
      .set({ locale: "de" })
      .where("id", "=", installer.id)
      .execute();
    await review(customer, lead.id, 4);
    await closeWindowOf(lead.id);
    expect(await revealClosedWindows(api.deps)).toBeGreaterThanOrEqual(1);
    expect((await reviewsSeenBy(installer, lead.id)).map((r) => [r.rating, r.revealed])).toEqual([
      [4, true],
    ]);
    const [mail] = await api.smtp.mailsTo(installer.email);
    expect(mail?.text).toContain("Sie wurden mit 4 von 5 bewertet.");
    expect(await revealClosedWindows(api.deps)).toBe(0);
  });

  it("shows administrators every review of a lead", async () => {
    const { customer, lead } = await job();
    await review(customer, lead.id);
    const { caller } = await signedInAdmin(api.deps);
    expect((await caller.reviews.forLead({ id: lead.id })).reviews).toHaveLength(1);
  });
});
