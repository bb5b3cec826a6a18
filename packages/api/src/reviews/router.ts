import {
  hideReviewInput,
  leadIdInput,
  leadReviewsSchema,
  replyToReviewInput,
  writeReviewInput,
  writtenReviewSchema,
} from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { adminProcedure, authedProcedure, installerProcedure, router } from "../trpc";
import { hideReview } from "./hide-review";
import { leadReviews } from "./lead-reviews";
import { replyToReview } from "./reply-to-review";
import { writeReview } from "./write-review";

const reviewsApi = openApiFor({ tags: ["reviews"], protect: true });

/** Double-blind reviews of an APPROVED lead's parties (issue 25). */
export const reviewsRouter = router({
  write: authedProcedure
    .meta(
      reviewsApi.post(
        "/workflow/leads/{id}/review",
        "Review the other party of an APPROVED lead (its customer or its installer)",
        "Body `{ rating, text }`: a whole number of stars 1..5 and 10..2,000 characters, " +
          "contact details removed. Answers 201 `{ review }`. Once per party, within " +
          "REVIEW_WINDOW of the approval: a second review, a lead not APPROVED or a closed " +
          "window is 409. The review stays unrevealed — read by its author only — until " +
          "the other party has written theirs or the window closes; then each party is " +
          "mailed the other's rating. An administrator, or an approved installer of " +
          "another job, gets 403; whoever may not see the lead 404.",
      ),
    )
    .input(writeReviewInput)
    .output(writtenReviewSchema)
    .mutation(({ ctx, input }) => writeReview(ctx, ctx.user, input)),

  forLead: authedProcedure
    .meta(
      reviewsApi.get(
        "/workflow/leads/{id}/reviews",
        "A lead's reviews, double-blind",
        "Each party reads its own review at once and the other's once both have " +
          "reviewed or the review window has closed (`revealed`); administrators read " +
          "every one. Oldest first. Refused as the lead's detail is.",
      ),
    )
    .input(leadIdInput)
    .output(leadReviewsSchema)
    .query(({ ctx, input }) => leadReviews(ctx, ctx.user, input)),

  reply: installerProcedure
    .meta(
      reviewsApi.post(
        "/reviews/{id}/reply",
        "Answer a customer's review of you, once, publicly (installers)",
        "Body `{ text }` (at most 2,000 characters, contact details removed). Answers " +
          "`{ review }` with its reply. A second reply is 409; a review not about you 403, " +
          "one you may not read yet 404.",
      ),
    )
    .input(replyToReviewInput)
    .output(writtenReviewSchema)
    .mutation(({ ctx, input }) => replyToReview(ctx, ctx.user, input)),

  hide: adminProcedure
    .meta(
      reviewsApi.post(
        "/admin/reviews/{id}/hide",
        "Hide a review (administrators)",
        "Body `{ reason }`. The review leaves public profiles and averages; the activity " +
          "log says who hid it and why. Hiding a hidden review changes nothing.",
      ),
    )
    .input(hideReviewInput)
    .output(writtenReviewSchema)
    .mutation(({ ctx, input }) => hideReview(ctx, ctx.user, input)),
});
