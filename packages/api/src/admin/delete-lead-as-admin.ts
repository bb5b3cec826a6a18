import { type LeadIdInput, type Success, said } from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { escrowBalanceCents } from "../escrow/ledger-balances";
import { findLead } from "../leads/lead-access";
import { deleteUnusedPhotoFiles } from "../photos/delete-unused-photos";

/**
 * An administrator deletes a lead in any status, with its photos (rows and files) and
 * its conversation, unless money is held in escrow for it (409): that money must be
 * released or refunded first. The ledger keeps its rows; alerts and activity lines
 * about the lead stay, no longer linked to it.
 */
export async function deleteLeadAsAdmin(
  deps: ApiDeps,
  admin: SessionUser,
  { id: leadId }: LeadIdInput,
): Promise<Success> {
  const photos = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, leadId, { forUpdate: true });
    if ((await escrowBalanceCents(trx, lead.id)) !== 0) {
      throw new Conflict(said.server.leadHoldsEscrow);
    }
    const deleted = await trx
      .deleteFrom("leadPhotos")
      .where("leadId", "=", lead.id)
      .returning(["contentHash", "mimeType"])
      .execute();
    // The conversation and its messages go with the lead (ON DELETE CASCADE).
    await trx.deleteFrom("leads").where("id", "=", lead.id).execute();
    await recordActivity(trx, {
      kind: "lead_deleted",
      said: said.activity.leadDeleted(lead.title, `${admin.firstName} ${admin.lastName}`),
      actorId: admin.id,
      leadId: null,
      subjectIds: [admin.id],
    });
    return deleted;
  });
  await deleteUnusedPhotoFiles(deps.db, deps.photoStore, photos);
  return { success: true };
}
