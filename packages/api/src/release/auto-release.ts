import { LeadAction, SYSTEM_ACTOR } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { releaseToInstaller } from "../leads/approve-lead";
import { changeLeadRow } from "../leads/change-lead";
import { isReleaseDue } from "./release-clock";

/** The lead is no longer waiting for this release: approved, sent back, disputed, or not yet due. */
class NotDue extends Error {}

/**
 * DONE → APPROVED by the platform once the lead's autoReleaseAt has passed with no answer
 * from the customer: the same release as their approval (less PLATFORM_FEE_PERCENT), a
 * SYSTEM message and an activity row in one transaction under the lead's lock, then both
 * parties mailed. Whether it is still due is decided under that lock, so a job that comes
 * late, twice, or after the customer answered changes nothing; of any number of runs at
 * once, one releases. Answers whether this run released the lead.
 */
export async function releaseDueLead(deps: ApiDeps, leadId: string): Promise<boolean> {
  try {
    await changeLeadRow(deps, SYSTEM_ACTOR, leadId, {
      action: LeadAction.AUTO_RELEASE,
      event: "autoReleased",
      notify: "both",
      permit(lead) {
        if (!isReleaseDue(lead, new Date())) throw new NotDue();
      },
      apply: (trx, lead) => releaseToInstaller(deps, trx, lead),
    });
    return true;
  } catch (error) {
    // A lead deleted by an administrator meanwhile has nothing left to release.
    if (error instanceof NotDue || error instanceof NotFound) return false;
    throw error;
  }
}

/** How many overdue leads one sweep reads at a time, so that a backlog never loads at once. */
const SWEEP_BATCH = 100;

/**
 * Releases every DONE lead whose autoReleaseAt had passed when the sweep began: the
 * safety net for a release job that was never queued (the process died between the
 * commit and the queueing) or that failed for good. It walks the overdue leads once, in
 * the order they fell due; a lead that fails is logged and left for the next sweep, the
 * others go ahead. Answers how many this sweep released.
 */
export async function releaseOverdueLeads(deps: ApiDeps): Promise<number> {
  const now = new Date();
  let released = 0;
  let after: { autoReleaseAt: Date; id: string } | undefined;
  for (;;) {
    let query = deps.db
      .selectFrom("leads")
      .select(["id", "autoReleaseAt"])
      .where("status", "=", "DONE")
      .where("autoReleaseAt", "<=", now)
      .orderBy("autoReleaseAt")
      .orderBy("id")
      .limit(SWEEP_BATCH);
    if (after) {
      const { autoReleaseAt, id } = after;
      query = query.where((eb) =>
        eb(eb.refTuple("autoReleaseAt", "id"), ">", eb.tuple(autoReleaseAt, id)),
      );
    }
    const overdue = await query.execute();
    for (const { id } of overdue) {
      try {
        if (await releaseDueLead(deps, id)) released += 1;
      } catch (error) {
        deps.log.error(
          { err: error, leadId: id },
          "automatic release failed: the next sweep tries again",
        );
      }
    }
    const last = overdue.at(-1);
    if (overdue.length < SWEEP_BATCH || !last?.autoReleaseAt) return released;
    after = { autoReleaseAt: last.autoReleaseAt, id: last.id };
  }
}
