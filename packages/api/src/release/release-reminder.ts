import { LeadStatus } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { findLead } from "../leads/lead-access";
import type { ReleaseReminder } from "./release-clock";
import { releaseReminderMail } from "./release-reminder-mail";

/** A queued reminder: which one, of the release clock that was started for `autoReleaseAt`. */
export interface ReleaseReminderJob {
  leadId: string;
  /** ISO timestamp: a reminder of an earlier clock (the lead went back to REVISION) is stale. */
  autoReleaseAt: string;
  reminder: ReleaseReminder["reminder"];
}

/**
 * Mails the lead's customer that its payment is released on its date unless they answer,
 * once per reminder: under the lead's lock, only while the lead is still DONE on the same
 * clock and this reminder (or a later one) has not gone out, counted in
 * releaseRemindersSent before the mail is posted. Answers whether this run sent it.
 */
export async function remindOfRelease(deps: ApiDeps, job: ReleaseReminderJob): Promise<boolean> {
  const lead = await deps.db.transaction().execute(async (trx) => {
    const current = await findLead(trx, job.leadId, { forUpdate: true }).catch((error) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
    const sameClock = current?.autoReleaseAt?.getTime() === Date.parse(job.autoReleaseAt);
    if (
      current?.status !== LeadStatus.DONE ||
      !sameClock ||
      current.releaseRemindersSent >= job.reminder
    ) {
      return undefined;
    }
    return trx
      .updateTable("leads")
      .set({ releaseRemindersSent: job.reminder })
      .where("id", "=", current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!lead?.autoReleaseAt) return false;

  const customer = await deps.db
    .selectFrom("users")
    .select(["email", "firstName"])
    .where("id", "=", lead.customerId)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
  if (customer) {
    deps.mail.post(releaseReminderMail(deps.config.publicUrl, customer, lead, lead.autoReleaseAt));
  }
  return true;
}
