import type { ReviewRow } from "@uplink/db";
import { DASHBOARD_PATH_BY_ROLE, messages } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { mailTo } from "../mail/compose";

/** A review just revealed, with the title of its lead. */
export type RevealedReview = Pick<ReviewRow, "subjectId" | "rating"> & { title: string };

/**
 * Each review just revealed is mailed to the party it is about, in their language, with
 * its rating. After the commit: a failed look-up or delivery never undoes the reveal.
 */
export async function mailRevealedReviews(
  deps: ApiDeps,
  revealed: readonly RevealedReview[],
): Promise<void> {
  if (revealed.length === 0) return;
  try {
    const recipients = await deps.db
      .selectFrom("users")
      .select(["id", "email", "firstName", "locale", "role"])
      .where(
        "id",
        "in",
        revealed.map((review) => review.subjectId),
      )
      .where("anonymisedAt", "is", null)
      .execute();
    for (const review of revealed) {
      const recipient = recipients.find((user) => user.id === review.subjectId);
      if (!recipient) continue;
      deps.mail.post(
        mailTo(recipient, () => ({
          subject: messages.reviews.revealedMail.subject(review.title),
          paragraphs: [messages.reviews.revealedMail.body(review.rating)],
          action: {
            label: review.title,
            url: `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE[recipient.role === "installer" ? "installer" : "customer"]}`,
          },
        })),
      );
    }
  } catch (error) {
    deps.log.error({ err: error }, "review mail could not be prepared");
  }
}
