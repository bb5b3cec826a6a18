import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type { ApiDeps } from "../context";
import { callerAs } from "./context";
import { approvedJustNow, createUser, createVerifiedInstaller, leadInStatus } from "./fixtures";

/**
 * An APPROVED job whose customer and installer have both reviewed, so both reviews are
 * revealed (issue 25): the customer's of the installer (4 stars) and the installer's of
 * the customer (5). With `leak`, the customer's text gives a phone number, which the
 * contact monitor removes and flags.
 */
export async function reviewedJob(
  api: { db: Kysely<Database>; deps: ApiDeps },
  { leak = false }: { leak?: boolean } = {},
) {
  const customer = await createUser(api.db, { role: "customer", emailVerified: true });
  const installer = await createVerifiedInstaller(api.db);
  const lead = await approvedJustNow(api.db, customer.id, installer.id);
  const customerText = leak ? "Great work, call me on +49 170 1234567" : "Quick and clean work.";
  const ofInstaller = (
    await (
      await callerAs(api.deps, customer)
    ).reviews.write({
      id: lead.id,
      rating: 4,
      text: customerText,
    })
  ).review;
  const ofCustomer = (
    await (
      await callerAs(api.deps, installer)
    ).reviews.write({
      id: lead.id,
      rating: 5,
      text: "Clear directions, thanks.",
    })
  ).review;
  return { customer, installer, lead, ofInstaller, ofCustomer, customerText };
}

/**
 * A finished (APPROVED) job of `installer` for a new customer, whose review of them is
 * written straight into the table, revealed (what the public profile counts).
 */
export async function revealedReviewOf(
  db: Kysely<Database>,
  installer: { id: string },
  { rating = 5, text = "Neat and on time, thanks." }: { rating?: number; text?: string } = {},
) {
  const customer = await createUser(db, { role: "customer" });
  const lead = await leadInStatus(db, customer.id, "APPROVED", installer.id);
  const review = await db
    .insertInto("reviews")
    .values({
      leadId: lead.id,
      authorId: customer.id,
      subjectId: installer.id,
      authorRole: "customer",
      rating,
      text,
      revealedAt: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { customer, lead, review };
}
