import { sql } from "kysely";
import type { ApiDeps } from "../context";
import { mailRevealedReviews } from "./review-mails";

/**
 * Reveals every review whose lead's review window has closed with the review still
 * unrevealed (the other party wrote none), and mails the party each is about. One
 * statement: of two instances sweeping at once, each review is revealed, and mailed,
 * once. Answers how many were revealed.
 */
export async function revealClosedWindows(deps: ApiDeps): Promise<number> {
  const closedBefore = new Date(Date.now() - deps.config.reviewWindowMs);
  const revealed = await deps.db
    .updateTable("reviews")
    .from("leads")
    .set({ revealedAt: sql`now()` })
    .whereRef("leads.id", "=", "reviews.leadId")
    .where("reviews.revealedAt", "is", null)
    .where("leads.approvedAt", "<=", closedBefore)
    .returning(["reviews.subjectId", "reviews.rating", "leads.title"])
    .execute();
  await mailRevealedReviews(deps, revealed);
  return revealed.length;
}
