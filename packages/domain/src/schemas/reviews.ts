import { z } from "zod";
import {
  LEAD_REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from "../constants";
import { said } from "../messages";
import { fieldMessage } from "./field-message";
import { id, requiredText, text } from "./fields";

/*
 * Reviews (issue 25): once a lead is APPROVED its customer and its installer may each
 * review the other once, double-blind; the installer may answer a review of them once;
 * administrators may hide one.
 */

const timestamp = z.iso.datetime({ offset: true });

const ratingInvalid = fieldMessage(said.reviews.ratingInvalid);
const textLength = fieldMessage(said.reviews.textLength);

/** A whole number of stars, 1 to 5. */
export const reviewRating = z
  .number(ratingInvalid)
  .int(ratingInvalid)
  .min(1, ratingInvalid)
  .max(5, ratingInvalid);

/** POST /workflow/leads/{id}/review, by the lead's customer or its installer. */
export const writeReviewInput = z.object({
  id,
  rating: reviewRating,
  text: text("multi-line", textLength)
    .min(REVIEW_TEXT_MIN_LENGTH, textLength)
    .max(REVIEW_TEXT_MAX_LENGTH, textLength),
});
export type WriteReviewInput = z.infer<typeof writeReviewInput>;

/** POST /reviews/{id}/reply, by the installer the review is about. */
export const replyToReviewInput = z.object({
  id,
  text: requiredText(fieldMessage(said.reviews.replyRequired), "multi-line").max(
    REVIEW_REPLY_MAX_LENGTH,
    fieldMessage(said.reviews.replyTooLong),
  ),
});
export type ReplyToReviewInput = z.infer<typeof replyToReviewInput>;

/** POST /admin/reviews/{id}/hide, by an administrator. */
export const hideReviewInput = z.object({
  id,
  reason: requiredText(fieldMessage(said.reviews.hideReasonRequired), "multi-line").max(
    LEAD_REASON_MAX_LENGTH,
    fieldMessage(said.reviews.hideReasonTooLong),
  ),
});
export type HideReviewInput = z.infer<typeof hideReviewInput>;

/** Which party of the lead wrote a review: the customer reviews the installer, and back. */
export const REVIEW_AUTHORS = ["customer", "installer"] as const;
export type ReviewAuthor = (typeof REVIEW_AUTHORS)[number];

/** A review as one of its lead's parties (or an administrator) reads it. */
export const reviewSchema = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  author: z.enum(REVIEW_AUTHORS),
  rating: z.number().int(),
  /** Contact details replaced, as everyone but administrators' alerts read it. */
  text: z.string(),
  /** The installer's public answer to a review of them, or null. */
  reply: z.string().nullable(),
  createdAt: timestamp,
  /** Whether the other party may read it: both reviewed, or the review window closed. */
  revealed: z.boolean(),
  /** Hidden by an administrator: left out of profiles and averages. */
  hidden: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** 201 from POST /workflow/leads/{id}/review, and the answer of a reply or a hiding. */
export const writtenReviewSchema = z.object({ review: reviewSchema });
export type WrittenReview = z.infer<typeof writtenReviewSchema>;

/** GET /workflow/leads/{id}/reviews: the caller's own review, and the other's once revealed. */
export const leadReviewsSchema = z.object({ reviews: z.array(reviewSchema) });
export type LeadReviews = z.infer<typeof leadReviewsSchema>;
