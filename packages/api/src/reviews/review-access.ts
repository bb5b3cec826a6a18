import type { LeadRow, ReviewRow } from "@uplink/db";
import { said, type ReviewAuthor } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import { Forbidden } from "../errors";
import { leadViewOf, maySeeLead } from "../leads/lead-access";

/** The side of a lead a party reviews from, and whom they review. */
export interface ReviewerSide {
  authorRole: ReviewAuthor;
  subjectId: string;
}

/**
 * The lead's customer reviews its installer and back. Anyone else is refused as the lead
 * detail refuses them (404 where they may not know the lead, 403 for an approved
 * installer who may), and those who may see it (administrators) with 403.
 */
export function reviewerSideOf(user: SessionUser, lead: LeadRow): ReviewerSide {
  if (lead.installerId !== null) {
    if (user.id === lead.customerId) return { authorRole: "customer", subjectId: lead.installerId };
    if (user.id === lead.installerId)
      return { authorRole: "installer", subjectId: lead.customerId };
  }
  leadViewOf(user, lead);
  throw new Forbidden(said.reviews.partiesOnly);
}

/** A lead's reviews are read by its parties and administrators; others are refused as above. */
export function assertMayReadReviews(user: SessionUser, lead: LeadRow): void {
  if (maySeeLead(user, lead)) return;
  leadViewOf(user, lead);
  throw new Forbidden(said.reviews.partiesOnly);
}

/**
 * Whether the other party may read a review: both have written theirs (revealedAt), or
 * the window has closed, even before the job that closes windows has come round.
 */
export function isRevealed(
  review: Pick<ReviewRow, "revealedAt">,
  lead: Pick<LeadRow, "approvedAt">,
  reviewWindowMs: number,
  now = new Date(),
): boolean {
  return review.revealedAt !== null || hasWindowClosed(lead, reviewWindowMs, now);
}

export function hasWindowClosed(
  lead: Pick<LeadRow, "approvedAt">,
  reviewWindowMs: number,
  now = new Date(),
): boolean {
  return lead.approvedAt !== null && lead.approvedAt.getTime() + reviewWindowMs <= now.getTime();
}
