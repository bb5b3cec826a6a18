import { said, type HideReviewInput, type WrittenReview } from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { isUuid } from "../leads/lead-access";
import { toReview } from "./to-review";

/**
 * An administrator hides a review, with a reason: it leaves public profiles and
 * averages, and the activity log says who hid it and why. Hiding a hidden review changes
 * nothing (who hid it first, and why, stay) and answers the same review.
 */
export async function hideReview(
  deps: ApiDeps,
  admin: SessionUser,
  { id, reason }: HideReviewInput,
): Promise<WrittenReview> {
  if (!isUuid(id)) throw new NotFound(said.server.notFound);
  const review = await deps.db.transaction().execute(async (trx) => {
    const hidden = await trx
      .updateTable("reviews")
      .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: admin.id })
      .where("id", "=", id)
      .where("hiddenAt", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (hidden) {
      await recordActivity(trx, {
        kind: "review_hidden",
        said: said.reviews.hiddenActivity(`${admin.firstName} ${admin.lastName}`, reason),
        actorId: admin.id,
        leadId: hidden.leadId,
        subjectIds: [admin.id],
      });
      return hidden;
    }
    const row = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new NotFound(said.server.notFound);
    return row;
  });
  return { review: toReview(review, review.revealedAt !== null) };
}
