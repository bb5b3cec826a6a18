import type { ReviewRow } from "@uplink/db";
import type { Review } from "@uplink/domain";

/** A review as its lead's parties and administrators read it. */
export function toReview(row: ReviewRow, revealed: boolean): Review {
  return {
    id: row.id,
    leadId: row.leadId,
    author: row.authorRole,
    rating: row.rating,
    text: row.text,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    revealed,
    hidden: row.hiddenAt !== null,
  };
}
