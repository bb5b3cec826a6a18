import { DASHBOARD_PATH_BY_ROLE, LeadStatus, messages } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { isHeld } from "../escrow/escrow";
import { escrowHoldOf } from "../leads/escrow-holds";
import { findLead } from "../leads/lead-access";
import { requotedValueCents } from "../leads/requoted-value";
import { mailTo } from "../mail/compose";
import { closeOpenCheckouts } from "./open-checkouts";

/** How many lapsed jobs one sweep reads at a time. */
const SWEEP_BATCH = 100;

/**
 * Every ACCEPTED job whose customer has not paid within PAYMENT_WINDOW of its acceptance
 * goes back to NEW (lapseUnpaidJob). Answers how many this sweep sent back. A job that
 * fails is logged and left for the next sweep.
 */
export async function lapseUnpaidJobs(deps: ApiDeps): Promise<number> {
  const acceptedBefore = new Date(Date.now() - deps.config.paymentWindowMs);
  let lapsed = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = await deps.db
      .selectFrom("leads")
      .select("id")
      .where("status", "=", LeadStatus.ACCEPTED)
      .where("acceptedAt", "<=", acceptedBefore)
      .$if(seen.size > 0, (query) => query.where("id", "not in", [...seen]))
      .orderBy("acceptedAt")
      .limit(SWEEP_BATCH)
      .execute();
    for (const { id } of due) {
      seen.add(id);
      try {
        if (await lapseUnpaidJob(deps, id, acceptedBefore)) lapsed += 1;
      } catch (error) {
        deps.log.error({ err: error, leadId: id }, "sending an unpaid job back failed");
      }
    }
    if (due.length < SWEEP_BATCH) return lapsed;
  }
}

/**
 * Under the lead's lock, when it is still ACCEPTED, accepted before `acceptedBefore` and
 * its price not held: back to NEW, the installer unassigned, the price the quote
 * engine's again, its checkouts closed here and at the provider (the next acceptance gets
 * a new one); then the customer and the installer are mailed, each in their language.
 * Answers whether it did.
 */
async function lapseUnpaidJob(
  deps: ApiDeps,
  leadId: string,
  acceptedBefore: Date,
): Promise<boolean> {
  const lapsed = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, leadId, { forUpdate: true });
    const hold = await escrowHoldOf(trx, lead.id);
    if (
      lead.status !== LeadStatus.ACCEPTED ||
      lead.acceptedAt === null ||
      lead.acceptedAt > acceptedBefore ||
      (await isHeld(trx, lead.id, hold))
    ) {
      return undefined;
    }
    // Closed before the commit, so a job that is NEW again cannot be paid; while the
    // provider cannot be reached the job stays as it was, for the next sweep.
    await closeOpenCheckouts(deps, trx, lead.id);
    await trx
      .updateTable("leads")
      .set({
        status: LeadStatus.NEW,
        installerId: null,
        acceptedAt: null,
        scheduledAt: null,
        valueCents: await requotedValueCents(trx, lead),
      })
      .where("id", "=", lead.id)
      .execute();
    return lead;
  });
  if (lapsed === undefined) return false;
  await mailParties(deps, lapsed);
  return true;
}

async function mailParties(
  deps: ApiDeps,
  lead: { title: string; customerId: string; installerId: string | null },
): Promise<void> {
  const people = await deps.db
    .selectFrom("users")
    .select(["id", "email", "firstName", "locale", "role"])
    .where("id", "in", [lead.customerId, lead.installerId ?? lead.customerId])
    .where("anonymisedAt", "is", null)
    .execute();
  const wording = messages.payments.windowLapsedMail;
  for (const person of people) {
    const isCustomer = person.id === lead.customerId;
    const path = isCustomer ? DASHBOARD_PATH_BY_ROLE.customer : DASHBOARD_PATH_BY_ROLE.installer;
    deps.mail.post(
      mailTo(person, () => ({
        subject: wording.subject(lead.title),
        paragraphs: [isCustomer ? wording.customerBody : wording.installerBody],
        action: { label: lead.title, url: `${deps.config.publicUrl}${path}` },
      })),
    );
  }
}
