import type { Kysely } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import {
  DASHBOARD_PATH_BY_ROLE,
  LeadStatus,
  messages,
  said,
  type LeadCheckout,
  type LeadIdInput,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { captureEscrow, isHeld, returnLatePayment } from "../escrow/escrow";
import { escrowHoldOf } from "../leads/escrow-holds";
import { findLead } from "../leads/lead-access";
import { notifyLeadChanged } from "../leads/lead-change-notice";
import { assertOwnLead } from "../leads/lead-permissions";
import { mailTo } from "../mail/compose";
import { mailPaymentReceipt } from "../money-moves/receipt-mails";
import { requestPaymentRefund } from "../money-moves/request-movements";
import type { CheckoutPayment, ProviderEvent } from "../ports/payment-provider";
import { PAYABLE_STATUSES } from "./lead-payment-state";

/**
 * POST /api/workflow/leads/{id}/pay (the lead's customer): the provider's checkout for
 * the current hold of the price, made once — the lead's row is locked meanwhile, so a
 * double click gets the first checkout — or the lead itself once the price is held. A
 * checkout whose payment failed is followed by a new one.
 */
export function payForLead(
  deps: ApiDeps,
  customer: SessionUser,
  { id }: LeadIdInput,
): Promise<LeadCheckout> {
  return deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id, { forUpdate: true });
    assertOwnLead(lead, customer);
    if (!PAYABLE_STATUSES.has(lead.status) || lead.valueCents === null) {
      throw new Conflict(said.server.paymentCaptureNotDue(lead.status));
    }
    const hold = await escrowHoldOf(trx, lead.id);
    const leadUrl = `${deps.config.publicUrl}/dashboard?lead=${lead.id}`;
    if (await isHeld(trx, lead.id, hold)) return { url: leadUrl };
    const earlier = await trx
      .selectFrom("leadCheckouts")
      .select(["url", "attempt", "failedAt"])
      .where("leadId", "=", lead.id)
      .where("hold", "=", hold)
      .orderBy("attempt", "desc")
      .limit(1)
      .executeTakeFirst();
    if (earlier && earlier.failedAt === null) return { url: earlier.url };
    // The first checkout, or a new one after the last one's payment failed.
    const attempt = (earlier?.attempt ?? 0) + 1;
    const checkout = await deps.payments.startCheckout({
      leadId: lead.id,
      hold,
      attempt,
      title: lead.title,
      amountCents: Number(lead.valueCents),
      successUrl: `${leadUrl}&payment=paid`,
      cancelUrl: `${leadUrl}&payment=cancelled`,
    });
    await trx
      .insertInto("leadCheckouts")
      .values({ leadId: lead.id, hold, attempt, sessionId: checkout.sessionId, url: checkout.url })
      .execute();
    return { url: checkout.url };
  });
}

/**
 * checkout.session.completed (and async_payment_succeeded, for SEPA debit): once the
 * provider says the checkout was paid, its hold of the price is captured into escrow —
 * one ledger transaction, under the capture's key — and the payment's id is kept; the
 * customer is mailed a receipt the first time, and the lead's screens are told (live). A payment for a checkout of a job that
 * lapsed, was cancelled or given back meanwhile is refunded instead (refundLatePayment).
 */
export async function holdPaidCheckout(
  deps: ApiDeps,
  trx: Kysely<Database>,
  event: ProviderEvent,
): Promise<void> {
  const checkout = await checkoutOfSession(trx, event.object.id);
  if (checkout === undefined) return;
  const payment = await deps.payments.checkoutPayment(event.object.id);
  if (!payment.paid) return;
  const lead = await findLead(trx, checkout.leadId, { forUpdate: true });
  await trx
    .updateTable("leadCheckouts")
    .set({ paymentIntentId: payment.paymentIntentId })
    .where("sessionId", "=", event.object.id)
    .execute();
  if (isLate(lead, checkout) || (await isOrphaned(trx, lead, checkout.hold))) {
    const ended =
      lead.status === LeadStatus.CANCELLED || checkout.hold < (await escrowHoldOf(trx, lead.id));
    await refundLatePayment(deps, trx, lead, event.object.id, payment, ended);
    return;
  }
  if (lead.valueCents === null) return;
  const capture = await captureEscrow(trx, {
    leadId: lead.id,
    customerId: lead.customerId,
    amountCents: Number(lead.valueCents),
    hold: checkout.hold,
  });
  if (!capture.replayed) {
    await notifyLeadChanged(trx, lead.id);
    await mailPaymentReceipt(deps, {
      leadId: lead.id,
      customerId: lead.customerId,
      amountCents: Number(lead.valueCents),
      at: capture.createdAt,
    });
  }
}

/**
 * A checkout that was closed (its job lapsed, or its debit failed) and whose job is no
 * longer awaiting it: not payable now, or accepted again since — a new checkout is due.
 */
function isLate(
  lead: Pick<LeadRow, "status" | "acceptedAt">,
  checkout: { failedAt: Date | null; createdAt: Date },
): boolean {
  if (checkout.failedAt === null) return false;
  return (
    !PAYABLE_STATUSES.has(lead.status) ||
    lead.acceptedAt === null ||
    lead.acceptedAt > checkout.createdAt
  );
}

/**
 * A payment for a job no longer due (cancelled, or back to NEW after a withdrawal)
 * before this checkout's price was held: nothing closed the checkout, yet the money may
 * not stay held on a lead nobody will approve. (A replayed event of a payment already
 * held is not one: its capture replays.)
 */
async function isOrphaned(
  trx: Kysely<Database>,
  lead: Pick<LeadRow, "id" | "status">,
  hold: number,
): Promise<boolean> {
  return !PAYABLE_STATUSES.has(lead.status) && !(await isHeld(trx, lead.id, hold));
}

/**
 * The money of a late payment goes straight back: recorded in the ledger and refunded in
 * full at the provider by the money jobs (one Refund, under the ledger's key), and the
 * customer is told why, once: the job's payment window closed, or (`ended`) the job was
 * cancelled or given back by its installer — a withdrawal starts a new hold.
 */
async function refundLatePayment(
  deps: ApiDeps,
  trx: Kysely<Database>,
  lead: Pick<LeadRow, "id" | "customerId" | "title">,
  checkoutId: string,
  payment: CheckoutPayment,
  ended: boolean,
): Promise<void> {
  if (payment.paymentIntentId === null || payment.amountCents <= 0) return;
  const refund = await returnLatePayment(trx, {
    leadId: lead.id,
    customerId: lead.customerId,
    amountCents: payment.amountCents,
    checkoutId,
  });
  await requestPaymentRefund(deps, trx, refund, lead, payment.paymentIntentId);
  await deps.movementJobs?.send(
    (
      await trx
        .selectFrom("providerMovements")
        .select("id")
        .where("ledgerTransactionId", "=", refund.id)
        .execute()
    ).map((row) => row.id),
  );
  deps.log.warn(
    { leadId: lead.id, checkoutId },
    "a checkout of a job no longer due was paid: refunded",
  );
  if (refund.replayed) return;
  const customer = await trx
    .selectFrom("users")
    .select(["email", "firstName", "locale"])
    .where("id", "=", lead.customerId)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
  if (customer === undefined) return;
  const url = `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE.customer}?lead=${lead.id}`;
  deps.mail.post(
    mailTo(customer, () => ({
      subject: messages.payments.lateRefundMail.subject(lead.title),
      paragraphs: [
        ended ? messages.payments.lateRefundMail.endedBody : messages.payments.lateRefundMail.body,
      ],
      action: { label: lead.title, url },
    })),
  );
}

/** The lead and hold a provider's checkout session was made for, when it is ours. */
export function checkoutOfSession(trx: Kysely<Database>, sessionId: string) {
  return trx
    .selectFrom("leadCheckouts")
    .select(["leadId", "hold", "failedAt", "createdAt"])
    .where("sessionId", "=", sessionId)
    .executeTakeFirst();
}
