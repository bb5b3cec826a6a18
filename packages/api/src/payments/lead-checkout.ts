import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { LeadStatus, said, type LeadCheckout, type LeadIdInput } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { captureEscrow, isHeld } from "../escrow/escrow";
import { escrowHoldOf } from "../leads/escrow-holds";
import { findLead } from "../leads/lead-access";
import { assertOwnLead } from "../leads/lead-permissions";
import type { ProviderEvent } from "../ports/payment-provider";

/** The statuses in which an accepted job's price is due from its customer. */
const PAYABLE = new Set<string>([
  LeadStatus.ACCEPTED,
  LeadStatus.ON_SITE,
  LeadStatus.DONE,
  LeadStatus.REVISION,
]);

/**
 * POST /api/workflow/leads/{id}/pay (the lead's customer): the provider's checkout for
 * the current hold of the price, made once — the lead's row is locked meanwhile, so a
 * double click gets the first checkout — or the lead itself once the price is held.
 */
export function payForLead(
  deps: ApiDeps,
  customer: SessionUser,
  { id }: LeadIdInput,
): Promise<LeadCheckout> {
  return deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id, { forUpdate: true });
    assertOwnLead(lead, customer);
    if (!PAYABLE.has(lead.status) || lead.valueCents === null) {
      throw new Conflict(said.server.paymentCaptureNotDue(lead.status));
    }
    const hold = await escrowHoldOf(trx, lead.id);
    const leadUrl = `${deps.config.publicUrl}/dashboard?lead=${lead.id}`;
    if (await isHeld(trx, lead.id, hold)) return { url: leadUrl };
    const earlier = await trx
      .selectFrom("leadCheckouts")
      .select("url")
      .where("leadId", "=", lead.id)
      .where("hold", "=", hold)
      .executeTakeFirst();
    if (earlier) return { url: earlier.url };
    const checkout = await deps.payments.startCheckout({
      leadId: lead.id,
      hold,
      title: lead.title,
      amountCents: Number(lead.valueCents),
      successUrl: `${leadUrl}&payment=paid`,
      cancelUrl: `${leadUrl}&payment=cancelled`,
    });
    await trx
      .insertInto("leadCheckouts")
      .values({ leadId: lead.id, hold, sessionId: checkout.sessionId, url: checkout.url })
      .execute();
    return { url: checkout.url };
  });
}

/**
 * checkout.session.completed (and async_payment_succeeded, for SEPA debit): once the
 * provider says the checkout was paid, its hold of the price is captured into escrow —
 * one ledger transaction, under the capture's key — and the payment's id is kept.
 */
export async function holdPaidCheckout(
  deps: ApiDeps,
  trx: Kysely<Database>,
  event: ProviderEvent,
): Promise<void> {
  const checkout = await trx
    .selectFrom("leadCheckouts")
    .select(["leadId", "hold"])
    .where("sessionId", "=", event.object.id)
    .executeTakeFirst();
  if (checkout === undefined) return;
  const payment = await deps.payments.checkoutPayment(event.object.id);
  if (!payment.paid) return;
  const lead = await findLead(trx, checkout.leadId, { forUpdate: true });
  if (lead.valueCents === null) return;
  await captureEscrow(trx, {
    leadId: lead.id,
    customerId: lead.customerId,
    amountCents: Number(lead.valueCents),
    hold: checkout.hold,
  });
  await trx
    .updateTable("leadCheckouts")
    .set({ paymentIntentId: payment.paymentIntentId })
    .where("sessionId", "=", event.object.id)
    .execute();
}
