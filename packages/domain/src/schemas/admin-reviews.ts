import { z } from "zod";
import { adminPageQuery } from "./admin";
import { REVIEW_AUTHORS } from "./reviews";

/*
 * The administrators' Reviews tab (issue 25): every review newest first, or only the
 * hidden ones, or those flagged by leak detection (the contact monitor redacted their
 * text or reply), read as written.
 */

export const ADMIN_REVIEW_FILTERS = ["newest", "hidden", "flagged"] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/** GET /api/admin/reviews?filter=&limit=&cursor= */
export const adminReviewListQuery = adminPageQuery.extend({
  filter: z.enum(ADMIN_REVIEW_FILTERS).optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuery>;

const person = z.object({ id: z.uuid(), name: z.string() });

/** A review as administrators read it: the original texts, who wrote it about whom, on which lead. */
export const adminReviewSchema = z.object({
  id: z.uuid(),
  lead: z.object({ id: z.uuid(), title: z.string() }),
  author: person.extend({ role: z.enum(REVIEW_AUTHORS) }),
  subject: person,
  rating: z.number().int(),
  /** As written: the original where the contact monitor redacted it. */
  text: z.string(),
  /** The installer's answer as written, or null. */
  reply: z.string().nullable(),
  /** The contact monitor redacted its text or its reply. */
  flagged: z.boolean(),
  revealed: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Why and when an administrator hid it, or null while it is shown. */
  hidden: z.object({ reason: z.string(), at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** GET /api/admin/reviews, newest first. */
export const adminReviewListSchema = z.array(adminReviewSchema);
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
