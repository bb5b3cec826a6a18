import { type LeadIdInput, type Success, said } from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { deleteUnusedPhotoFiles } from "../photos/delete-unused-photos";
import { findLead } from "./lead-access";
import { assertEditable } from "./lead-editable";
import { assertOwnLead } from "./lead-permissions";

/**
 * The customer deletes their own NEW or CANCELLED request with its photos. Neither holds
 * money in escrow (a withdrawal or cancellation refunded it); a conversation it kept from
 * an acceptance goes with it (ON DELETE CASCADE), the ledger keeps its rows.
 */
export async function deleteLead(
  deps: ApiDeps,
  customer: SessionUser,
  { id: leadId }: LeadIdInput,
): Promise<Success> {
  const photos = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, leadId, { forUpdate: true });
    assertOwnLead(lead, customer);
    assertEditable(lead, "delete");
    const deleted = await trx
      .deleteFrom("leadPhotos")
      .where("leadId", "=", leadId)
      .returning(["contentHash", "mimeType"])
      .execute();
    await recordActivity(trx, {
      kind: "lead_deleted",
      said: said.activity.leadDeleted(lead.title, `${customer.firstName} ${customer.lastName}`),
      actorId: customer.id,
      subjectIds: [customer.id],
      leadId: null,
    });
    await trx.deleteFrom("leads").where("id", "=", leadId).execute();
    return deleted;
  });
  await deleteUnusedPhotoFiles(deps.db, deps.photoStore, photos);
  return { success: true };
}
