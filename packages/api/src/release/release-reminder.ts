import { LeadStatus } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { findLead } from "../leads/lead-access";
import { releaseReminders, type ReleaseReminder } from "./release-clock";
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
    .select(["email", "firstName", "locale"])
    .where("id", "=", lead.customerId)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
  if (customer) {
    deps.mail.post(releaseReminderMail(deps.config.publicUrl, customer, lead, lead.autoReleaseAt));
  }
  return true;
}

/** How many DONE leads one reminder sweep reads at a time. */
const REMINDER_SWEEP_BATCH = 100;

/**
 * The safety net for reminder jobs that were never queued (the process died between the
 * commit and the queueing): every DONE lead whose latest reminder is due and not yet sent
 * gets that one (not an earlier one as well: a customer is not mailed twice at once).
 * Runs with the release sweep; remindOfRelease decides under the lead's lock, so a
 * reminder job running at the same time sends nothing more. Answers how many were sent.
 */
export async function remindOverdue(deps: ApiDeps, now = new Date()): Promise<number> {
  const afterMs = deps.config.autoReleaseAfterMs;
  let sent = 0;
  let after: string | undefined;
  for (;;) {
    let query = deps.db
      .selectFrom("leads")
      .select(["id", "autoReleaseAt", "releaseRemindersSent"])
      .where("status", "=", LeadStatus.DONE)
      .where("autoReleaseAt", ">", now)
      .where("releaseRemindersSent", "<", 2)
      // Halfway has come: the first reminder is due.
      .where("autoReleaseAt", "<=", new Date(now.getTime() + Math.ceil(afterMs / 2)))
      .orderBy("id")
      .limit(REMINDER_SWEEP_BATCH);
    if (after !== undefined) query = query.where("id", ">", after);
    const leads = await query.execute();
    for (const lead of leads) {
      if (lead.autoReleaseAt === null) continue;
      const due = releaseReminders(lead.autoReleaseAt, afterMs)
        .filter(({ at }) => at.getTime() <= now.getTime())
        .at(-1);
      if (!due || due.reminder <= lead.releaseRemindersSent) continue;
      const job = {
        leadId: lead.id,
        autoReleaseAt: lead.autoReleaseAt.toISOString(),
        reminder: due.reminder,
      };
      try {
        if (await remindOfRelease(deps, job)) sent += 1;
      } catch (error) {
        deps.log.error(
          { err: error, leadId: lead.id },
          "release reminder failed: the next sweep tries again",
        );
      }
    }
    if (leads.length < REMINDER_SWEEP_BATCH) return sent;
    after = leads.at(-1)?.id;
  }
}
