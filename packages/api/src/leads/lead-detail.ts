import type { LeadDetail } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { conversationOfLead } from "../conversation/read-conversation";
import { findLead, leadViewOf } from "./lead-access";
import { toLeadPhoto } from "./lead-photos";
import { toLead } from "./to-lead";

/**
 * GET /api/workflow/leads/{id}: the lead with its conversation (once an installer has
 * accepted) and its photos, for its customer, its assigned installer and
 * administrators. An approved installer previews a NEW lead without its street, photos
 * or chat; other installers learn that they must accept the job first.
 */
export async function leadDetail(
  deps: ApiDeps,
  user: SessionUser,
  leadId: string,
): Promise<LeadDetail> {
  const lead = await findLead(deps.db, leadId);
  if (leadViewOf(user, lead) === "preview") {
    return { lead: toLead(lead, user), conversation: null, photos: [] };
  }
  const [conversation, photos] = await Promise.all([
    conversationOfLead(deps.db, user, leadId),
    deps.db
      .selectFrom("leadPhotos")
      .selectAll()
      .where("leadId", "=", leadId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
  ]);
  return { lead: toLead(lead, user), conversation, photos: photos.map(toLeadPhoto) };
}
