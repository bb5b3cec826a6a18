import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { centsToEuros, LeadStatus, said } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { alertDescription } from "../i18n/kept-text";
import { findLead } from "../leads/lead-access";
import type { ProviderEvent } from "../ports/payment-provider";
import { PAYABLE_STATUSES } from "./lead-payment-state";

/** The part of a Stripe Dispute that is kept. */
interface DisputeObject {
  id: string;
  payment_intent?: unknown;
  amount?: unknown;
  reason?: unknown;
  status?: unknown;
}

/**
 * charge.dispute.created and charge.dispute.closed: a customer's bank disputing the
 * charge of a lead's payment. The first of either to arrive opens it — the lead becomes
 * DISPUTED (its release paused until an administrator settles it) and administrators get
 * a `payment_dispute` alert — and the closing is recorded (status and time) with an alert
 * for the settlement. Both orders end the same; a dispute of a payment no lead knows is
 * ignored.
 */
export async function recordPaymentDispute(
  _deps: ApiDeps,
  trx: Kysely<Database>,
  event: ProviderEvent,
): Promise<void> {
  const dispute = event.object as DisputeObject;
  const paymentIntentId = typeof dispute.payment_intent === "string" ? dispute.payment_intent : "";
  const checkout = await trx
    .selectFrom("leadCheckouts")
    .select("leadId")
    .where("paymentIntentId", "=", paymentIntentId)
    .executeTakeFirst();
  if (checkout === undefined) return;
  const closed = event.type === "charge.dispute.closed";
  const status = typeof dispute.status === "string" ? dispute.status : "unknown";
  const opened = await trx
    .insertInto("paymentDisputes")
    .values({
      id: dispute.id,
      leadId: checkout.leadId,
      paymentIntentId,
      amountCents: typeof dispute.amount === "number" ? dispute.amount : 0,
      reason: typeof dispute.reason === "string" ? dispute.reason : "general",
      status,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning(["amountCents", "reason"])
    .executeTakeFirst();
  const lead = await findLead(trx, checkout.leadId, { forUpdate: true });
  if (opened !== undefined) {
    if (PAYABLE_STATUSES.has(lead.status)) {
      await trx
        .updateTable("leads")
        .set({ status: LeadStatus.DISPUTED, disputedAt: new Date(), disputeReason: opened.reason })
        .where("id", "=", lead.id)
        .execute();
    }
    await alert(
      trx,
      lead,
      said.payments.disputeOpened(centsToEuros(opened.amountCents), lead.title, opened.reason),
    );
  }
  if (!closed) return;
  const recorded = await trx
    .updateTable("paymentDisputes")
    .set({ status, closedAt: sql`now()` })
    .where("id", "=", dispute.id)
    .where("closedAt", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (recorded) await alert(trx, lead, said.payments.disputeClosed(lead.title, status));
}

async function alert(
  trx: Kysely<Database>,
  lead: { id: string; customerId: string },
  description: Parameters<typeof alertDescription>[0],
): Promise<void> {
  await trx
    .insertInto("alerts")
    .values({
      type: "payment_dispute",
      ...alertDescription(description),
      leadId: lead.id,
      userId: lead.customerId,
    })
    .execute();
}
