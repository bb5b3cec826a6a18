import { LeadStatus, said, type WriteReviewInput, type WrittenReview } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { findLead } from "../leads/lead-access";
import { reportContactLeaks, screenText } from "../conversation/contact-monitoring";
import { mailRevealedReviews } from "./review-mails";
import { hasWindowClosed, reviewerSideOf } from "./review-access";
import { toReview } from "./to-review";

/**
 * A party of an APPROVED lead reviews the other, once, within REVIEW_WINDOW of the
 * approval. Under the lead's lock, so of the two parties writing at once the second sees
 * the first: the second review reveals both, and each party is mailed the other's rating
 * after the commit. Contact details are removed as from a chat message.
 */
export async function writeReview(
  deps: ApiDeps,
  author: SessionUser,
  { id, rating, text }: WriteReviewInput,
): Promise<WrittenReview> {
  const screened = screenText("review_text", text);
  const { review, revealed } = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id, { forUpdate: true });
    const side = reviewerSideOf(author, lead);
    if (lead.status !== LeadStatus.APPROVED) throw new Conflict(said.reviews.notYetApproved);
    if (hasWindowClosed(lead, deps.config.reviewWindowMs)) {
      throw new Conflict(said.reviews.windowClosed);
    }
    const earlier = await trx
      .selectFrom("reviews")
      .select(["id", "authorId"])
      .where("leadId", "=", lead.id)
      .execute();
    if (earlier.some((row) => row.authorId === author.id)) {
      throw new Conflict(said.reviews.alreadyReviewed);
    }
    const revealedAt = earlier.length > 0 ? new Date() : null;
    const review = await trx
      .insertInto("reviews")
      .values({
        leadId: lead.id,
        authorId: author.id,
        ...side,
        rating,
        text: screened.text,
        leakFlagged: screened.kinds.length > 0,
        revealedAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await reportContactLeaks(trx, author, { lead, warning: null }, [screened]);
    if (!revealedAt) return { review, revealed: [] };
    const other = await trx
      .updateTable("reviews")
      .set({ revealedAt })
      .where("leadId", "=", lead.id)
      .where("revealedAt", "is", null)
      .returningAll()
      .execute();
    return { review, revealed: [review, ...other].map((row) => ({ ...row, title: lead.title })) };
  });
  await mailRevealedReviews(deps, revealed);
  return { review: toReview(review, review.revealedAt !== null) };
}
