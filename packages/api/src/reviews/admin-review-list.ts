import { sql, type Expression, type SqlBool } from "kysely";
import {
  ADMIN_PAGE_SIZE,
  type AdminReview,
  type AdminReviewListQuery,
  type ContactLeakPlace,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { pastCursor } from "../keyset-page";

/**
 * The original of a review's text or reply that the contact monitor redacted: the
 * leak_detection alert its writer raised with it on the lead (found through
 * alerts_lead_id_idx), or null where nothing was redacted or the writer was erased.
 */
function originalOf(place: ContactLeakPlace, writer: "reviews.authorId" | "reviews.subjectId") {
  return sql<string | null>`(
    select alerts.details->>'originalText' from alerts
    where alerts.lead_id = reviews.lead_id
      and alerts.user_id = ${sql.ref(writer)}
      and alerts.type = 'leak_detection'
      and alerts.details->>'place' = ${place}
    order by alerts.created_at desc
    limit 1)`;
}

const FILTERS: Record<NonNullable<AdminReviewListQuery["filter"]>, Expression<SqlBool> | null> = {
  newest: null,
  hidden: sql<SqlBool>`reviews.hidden_at is not null`,
  flagged: sql<SqlBool>`reviews.leak_flagged`,
};

/**
 * Reviews newest first for the administrators' Reviews tab (only they call this): all,
 * the hidden ones or the flagged ones, each read as written. Keyset paging on
 * (created_at, id) walks reviews_created_at_id_idx (or the hidden or flagged one's
 * partial index); a cursor naming no review ends the list.
 */
export async function listAdminReviews(
  deps: ApiDeps,
  _admin: SessionUser,
  { limit = ADMIN_PAGE_SIZE, cursor, filter = "newest" }: AdminReviewListQuery,
): Promise<AdminReview[]> {
  const only = FILTERS[filter];
  const rows = await deps.db
    .selectFrom("reviews")
    .innerJoin("leads", "leads.id", "reviews.leadId")
    .innerJoin("users as author", "author.id", "reviews.authorId")
    .innerJoin("users as subject", "subject.id", "reviews.subjectId")
    .selectAll("reviews")
    .select([
      "leads.title as leadTitle",
      "author.firstName as authorFirstName",
      "author.lastName as authorLastName",
      "subject.firstName as subjectFirstName",
      "subject.lastName as subjectLastName",
      originalOf("review_text", "reviews.authorId").as("originalText"),
      originalOf("review_reply", "reviews.subjectId").as("originalReply"),
    ])
    .$if(only !== null, (query) => query.where(only!))
    .$if(cursor !== undefined, (query) => query.where(pastCursor("reviews", cursor!, "desc")))
    .orderBy("reviews.createdAt", "desc")
    .orderBy("reviews.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    lead: { id: row.leadId, title: row.leadTitle },
    author: {
      id: row.authorId,
      name: `${row.authorFirstName} ${row.authorLastName}`.trim(),
      role: row.authorRole,
    },
    subject: { id: row.subjectId, name: `${row.subjectFirstName} ${row.subjectLastName}`.trim() },
    rating: row.rating,
    text: row.originalText ?? row.text,
    reply: row.reply === null ? null : (row.originalReply ?? row.reply),
    flagged: row.leakFlagged,
    revealed: row.revealedAt !== null,
    createdAt: row.createdAt.toISOString(),
    hidden:
      row.hiddenAt === null
        ? null
        : { reason: row.hiddenReason ?? "", at: row.hiddenAt.toISOString() },
  }));
}
