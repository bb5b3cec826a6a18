import type { Transaction } from "kysely";
import type { Database, LeadRow, LeadUpdate } from "@uplink/db";
import {
  canTransition,
  LeadStatus,
  nextStatus,
  SYSTEM_ACTOR,
  type Lead,
  type LeadAction,
  type LeadEvent,
  type Message,
  said,
} from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { queueLeadMovements } from "../money-moves/movement-scheduler";
import { releaseClockColumns } from "../release/release-clock";
import { scheduleAutoRelease } from "../release/release-scheduler";
import { findLead } from "./lead-access";
import { systemLineOf } from "./lead-event-wording";
import { notifyOfLeadEvent } from "./notify-lead-event";
import { postSystemMessage } from "./system-message";
import { toLead } from "./to-lead";

type LeadColumns = Omit<LeadUpdate, "status">;

/** Who takes a step: a signed-in person, or the platform itself (the automatic release). */
export type LeadStepActor = SessionUser | typeof SYSTEM_ACTOR;

export interface LeadChange {
  action: LeadAction;
  event: LeadEvent;
  /** Throws when this person may not take the action on this lead; runs before the state check. */
  permit: (lead: LeadRow) => void;
  /**
   * The step's own work, inside the transaction and under the lead's row lock (e.g. move
   * the money), answering the columns it sets on the lead besides the new status.
   */
  apply: (trx: Transaction<Database>, lead: LeadRow) => Promise<LeadColumns> | LeadColumns;
  /**
   * Read after `apply`: whether the job is not paid for — a provider's checkout awaits
   * the customer's payment, or the job ended before it was paid — so that the chat line
   * and the mail say so instead of the event's own wording (lead-event-wording).
   */
  unpaid?: () => boolean;
  /** Who is told by email once the change has committed. */
  notify: "customer" | "installer" | "both";
  /** What the email adds to the event's sentence (e.g. the revision feedback). */
  mailDetails?: (lead: LeadRow) => string[];
  /** What the SYSTEM message adds to the event's sentence (e.g. the revision feedback). */
  systemDetails?: (lead: LeadRow) => Message | undefined;
  /**
   * Work that belongs after the SYSTEM message, in the same transaction (e.g. the chat's
   * warning that contact details were removed from what that message quotes).
   */
  afterSystemMessage?: (trx: Transaction<Database>, lead: LeadRow) => Promise<void>;
}

/**
 * One step of the lead state machine (SPEC §4), the same way for every action: in one
 * transaction, lock the lead's row, check the person and then the state (a wrong state
 * is a 409 naming the current one), do the step's work and set the new status with the
 * step's columns, write the SYSTEM message and the activity
 * line; after the commit, email the other party. Two actions on one lead run one after
 * the other, so the second sees the first's status and is refused. Answers the lead as
 * the person who took the step sees it.
 */
export async function changeLead(
  deps: ApiDeps,
  actor: SessionUser,
  leadId: string,
  change: LeadChange,
): Promise<Lead> {
  return toLead(await changeLeadRow(deps, actor, leadId, change), actor);
}

/**
 * changeLead for any actor, the platform included, answering the changed row. Every
 * step also keeps the automatic release clock (releaseClockColumns): entering DONE starts
 * it and, once committed, queues the release and the customer's reminders; leaving DONE
 * stops it. So a step written anywhere gets the clock right without knowing of it.
 */
export async function changeLeadRow(
  deps: ApiDeps,
  actor: LeadStepActor,
  leadId: string,
  change: LeadChange,
): Promise<LeadRow> {
  const role = actor === SYSTEM_ACTOR ? SYSTEM_ACTOR : actor.role;
  const { changed: updated, wording } = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, leadId, { forUpdate: true });
    change.permit(lead);
    const to = nextStatus(lead.status, change.action);
    if (to === null || !canTransition(lead.status, change.action, role)) {
      throw new Conflict(said.server.wrongLeadState(lead.status, change.action));
    }
    const columns = await change.apply(trx, lead);
    const clock = releaseClockColumns(lead.status, to, deps.config.autoReleaseAfterMs, new Date());
    const changed = await trx
      .updateTable("leads")
      .set({ ...columns, ...clock, status: to })
      .where("id", "=", lead.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const wording = { event: change.event, unpaid: change.unpaid?.() ?? false };
    // The chat's SYSTEM line is kept by key, read in each party's language.
    const system = systemLineOf(wording);
    const details = change.systemDetails?.(changed);
    await postSystemMessage(
      trx,
      leadId,
      details ? said.server.systemLineWithDetails(system, details) : system,
    );
    await change.afterSystemMessage?.(trx, changed);
    await recordActivity(trx, {
      kind: `lead_${change.event}`,
      said: said.leadEvents[change.event].activity(
        changed.title,
        actor === SYSTEM_ACTOR
          ? said.autoRelease.actorName
          : `${actor.firstName} ${actor.lastName}`,
      ),
      actorId: actor === SYSTEM_ACTOR ? null : actor.id,
      leadId,
      // The platform is named by a word, not a person.
      subjectIds: actor === SYSTEM_ACTOR ? [] : [actor.id],
    });
    return { changed, wording };
  });
  if (updated.status === LeadStatus.DONE) await scheduleAutoRelease(deps, updated);
  await queueLeadMovements(deps, updated.id);
  const recipientIds = {
    customer: [updated.customerId],
    installer: [updated.installerId],
    both: [updated.customerId, updated.installerId],
  }[change.notify];
  for (const recipientId of recipientIds) {
    const { mailDetails } = change;
    await notifyOfLeadEvent(
      deps,
      recipientId,
      updated,
      wording,
      mailDetails && (() => mailDetails(updated)),
    );
  }
  return updated;
}
