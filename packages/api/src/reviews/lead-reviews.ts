import { Role, type LeadIdInput, type LeadReviews } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { findLead } from "../leads/lead-access";
import { assertMayReadReviews, isRevealed } from "./review-access";
import { toReview } from "./to-review";

/**
 * A lead's reviews, double-blind: each party reads its own at once and the other's once
 * revealed; administrators read every one. Oldest first.
 */
export async function leadReviews(
  deps: ApiDeps,
  reader: SessionUser,
  { id }: LeadIdInput,
): Promise<LeadReviews> {
  const lead = await findLead(deps.db, id);
  assertMayReadReviews(reader, lead);
  const rows = await deps.db
    .selectFrom("reviews")
    .selectAll()
    .where("leadId", "=", lead.id)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  const now = new Date();
  const reviews = rows.flatMap((row) => {
    const revealed = isRevealed(row, lead, deps.config.reviewWindowMs, now);
    const readable = reader.role === Role.ADMINISTRATOR || row.authorId === reader.id || revealed;
    return readable ? [toReview(row, revealed)] : [];
  });
  return { reviews };
}
