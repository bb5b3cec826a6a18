import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { type LeadDetail, type LeadIdInput, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { conversationOfScope } from "../conversation/read-conversation";
import { NotFound } from "../errors";
import { leadPaymentSelection, toLeadPayment } from "../payments/lead-payment-state";
import { isUuid, leadViewOf } from "./lead-access";
import { toLeadPhoto } from "./lead-photos";
import { toLead } from "./to-lead";
import { partyRatingSelection, partyRatingsFor } from "../reviews/user-ratings";

/**
 * GET /api/workflow/leads/{id}: the lead with its conversation (once an installer has
 * accepted) and its photos, for its customer, its assigned installer and
 * administrators. An approved installer previews a NEW lead without its street, photos
 * or chat; other installers learn that they must accept the job first.
 */
export async function leadDetail(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  user: SessionUser,
  { id: leadId }: LeadIdInput,
): Promise<LeadDetail> {
  const { conversationId, lastMessageSeq, paymentHold, ledgerKeys, ...lead } =
    await findLeadWithChat(deps.db, leadId);
  const ratings = partyRatingsFor(lead, user);
  if (leadViewOf(user, lead) === "preview") {
    return { lead: toLead(lead, user), conversation: null, photos: [], payment: null, ...ratings };
  }
  // Seeing the lead in full is reading its chat: the same people (maySeeLead).
  const [conversation, photos] = await Promise.all([
    conversationId === null
      ? null
      : conversationOfScope(deps, user, {
          id: conversationId,
          leadId: lead.id,
          lastMessageSeq: lastMessageSeq ?? "0",
          customerId: lead.customerId,
          installerId: lead.installerId,
          status: lead.status,
          title: lead.title,
        }),
    deps.db
      .selectFrom("leadPhotos")
      .selectAll()
      .where("leadId", "=", leadId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
  ]);
  return {
    lead: toLead(lead, user),
    conversation,
    photos: photos.map(toLeadPhoto),
    payment: toLeadPayment(lead, { paymentHold, ledgerKeys }, deps.config.paymentWindowMs),
    ...ratings,
  };
}

/**
 * The lead, its conversation's id, its parties' ratings and what its payment is read from,
 * in one indexed look-up (issue 12: detail in 4 queries).
 */
async function findLeadWithChat(db: Kysely<Database>, leadId: string) {
  if (!isUuid(leadId)) throw new NotFound(said.server.notFound);
  const found = await db
    .selectFrom("leads")
    .leftJoin("conversations", "conversations.leadId", "leads.id")
    .leftJoin("userRatings as installer_ratings", "installer_ratings.userId", "leads.installerId")
    .leftJoin("userRatings as customer_ratings", "customer_ratings.userId", "leads.customerId")
    .selectAll("leads")
    .select(partyRatingSelection())
    .select(["conversations.id as conversationId", "conversations.lastMessageSeq"])
    .select(leadPaymentSelection())
    .where("leads.id", "=", leadId)
    .executeTakeFirst();
  if (!found) throw new NotFound(said.server.notFound);
  return found;
}
