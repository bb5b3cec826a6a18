import { said, type ReplyToReviewInput, type WrittenReview } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict, Forbidden, NotFound } from "../errors";
import { isUuid } from "../leads/lead-access";
import { reportContactLeaks, screenText } from "../conversation/contact-monitoring";
import { isRevealed } from "./review-access";
import { toReview } from "./to-review";

/**
 * The installer a customer's review is about answers it once, publicly; contact details
 * are removed as from a chat message. A review they may not read yet (unrevealed), or
 * that is not about them and not theirs, does not exist for them (404); its author, and
 * a review of a customer, are refused (403); a second reply is a 409.
 */
export async function replyToReview(
  deps: ApiDeps,
  installer: SessionUser,
  { id, text }: ReplyToReviewInput,
): Promise<WrittenReview> {
  if (!isUuid(id)) throw new NotFound(said.server.notFound);
  const screened = screenText("review_reply", text);
  const review = await deps.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("reviews")
      .innerJoin("leads", "leads.id", "reviews.leadId")
      .selectAll("reviews")
      .select(["leads.title", "leads.approvedAt"])
      .where("reviews.id", "=", id)
      .forUpdate("reviews")
      .executeTakeFirst();
    const readable =
      found &&
      (found.authorId === installer.id ||
        (found.subjectId === installer.id && isRevealed(found, found, deps.config.reviewWindowMs)));
    if (!found || !readable) throw new NotFound(said.server.notFound);
    if (found.subjectId !== installer.id || found.authorRole !== "customer") {
      throw new Forbidden(said.reviews.replyOwnOnly);
    }
    if (found.reply !== null) throw new Conflict(said.reviews.alreadyReplied);
    const replied = await trx
      .updateTable("reviews")
      .set({
        reply: screened.text,
        repliedAt: new Date(),
        ...(screened.kinds.length > 0 && { leakFlagged: true }),
      })
      .where("id", "=", found.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await reportContactLeaks(
      trx,
      installer,
      { lead: { id: found.leadId, title: found.title }, warning: null },
      [screened],
    );
    return replied;
  });
  return { review: toReview(review, true) };
}
