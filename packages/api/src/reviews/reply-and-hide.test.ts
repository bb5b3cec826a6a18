import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import {
  approvedJustNow,
  callerAs,
  createUser,
  createVerifiedInstaller,
  refusalOf,
  reviewedJob as sharedReviewedJob,
  signedInAdmin,
  useTestApi,
} from "../testing";

/*
 * Issue 25: the installer a customer's review is about answers it once, publicly; an
 * administrator hides a review with a reason, which the activity log keeps.
 */

const api = useTestApi();

const as = (user: UserRow) => callerAs(api.deps, user);

const reviewedJob = () => sharedReviewedJob(api);

describe("replying to a review", () => {
  it("keeps the installer's reply on the review, once; a second is 409", async () => {
    const { installer, ofInstaller } = await reviewedJob();
    const caller = await as(installer);
    const { review } = await caller.reviews.reply({ id: ofInstaller.id, text: "Thank you!" });
    expect(review).toMatchObject({ id: ofInstaller.id, reply: "Thank you!" });
    expect(
      (await refusalOf(caller.reviews.reply({ id: ofInstaller.id, text: "Thanks again" }))).code,
    ).toBe("CONFLICT");
  });

  it("removes contact details from a reply and alerts administrators with the original", async () => {
    const { installer, ofInstaller, lead } = await reviewedJob();
    const { review } = await (
      await as(installer)
    ).reviews.reply({
      id: ofInstaller.id,
      text: "Thanks, write to me at tom@roofs.example",
    });
    expect(review.reply).not.toContain("tom@roofs.example");
    const alert = await api.db
      .selectFrom("alerts")
      .select("details")
      .where("leadId", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(alert.details).toMatchObject({
      originalText: "Thanks, write to me at tom@roofs.example",
      place: "review_reply",
    });
  });

  it("refuses the customer (403), another installer (404) and a review of a customer (403)", async () => {
    const { customer, installer, ofInstaller, ofCustomer } = await reviewedJob();
    expect(
      (await refusalOf((await as(customer)).reviews.reply({ id: ofInstaller.id, text: "Hi" })))
        .code,
    ).toBe("FORBIDDEN");
    const other = await createVerifiedInstaller(api.db);
    expect(
      (await refusalOf((await as(other)).reviews.reply({ id: ofInstaller.id, text: "Hi" }))).code,
    ).toBe("NOT_FOUND");
    expect(
      (await refusalOf((await as(installer)).reviews.reply({ id: ofCustomer.id, text: "Hi" })))
        .code,
    ).toBe("FORBIDDEN");
  });

  it("does not let the installer answer a review they may not read yet (404)", async () => {
    const customer = await createUser(api.db, { role: "customer" });
    const installer = await createVerifiedInstaller(api.db);
    const lead = await approvedJustNow(api.db, customer.id, installer.id);
    const { review } = await (
      await as(customer)
    ).reviews.write({
      id: lead.id,
      rating: 1,
      text: "Never turned up on the day.",
    });
    expect(
      (await refusalOf((await as(installer)).reviews.reply({ id: review.id, text: "Sorry" }))).code,
    ).toBe("NOT_FOUND");
  });
});

describe("hiding a review", () => {
  it("marks it hidden and logs who hid it and why", async () => {
    const { ofInstaller, lead } = await reviewedJob();
    const { admin, caller } = await signedInAdmin(api.deps);
    const { review } = await caller.reviews.hide({ id: ofInstaller.id, reason: "Insults" });
    expect(review.hidden).toBe(true);
    const activity = await api.db
      .selectFrom("activities")
      .select(["kind", "body", "actorId"])
      .where("leadId", "=", lead.id)
      .where("kind", "=", "review_hidden")
      .executeTakeFirstOrThrow();
    expect(activity).toEqual({
      kind: "review_hidden",
      body: `${admin.firstName} ${admin.lastName} hid a review: Insults`,
      actorId: admin.id,
    });
  });

  it("is for administrators only, and needs a reason", async () => {
    const { customer, ofInstaller } = await reviewedJob();
    expect(
      (await refusalOf((await as(customer)).reviews.hide({ id: ofInstaller.id, reason: "x" })))
        .code,
    ).toBe("FORBIDDEN");
    const { caller } = await signedInAdmin(api.deps);
    expect((await refusalOf(caller.reviews.hide({ id: ofInstaller.id, reason: " " }))).code).toBe(
      "BAD_REQUEST",
    );
  });
});
