import { centsToEuros, said, type LeadIdInput, type PaymentDispute } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { isUuid } from "../leads/lead-access";

/**
 * GET /api/admin/leads/{id}/disputes (administrators): the banks' disputes of the lead's
 * payment, oldest first, as the provider's webhooks recorded them (payment-disputes.ts),
 * so the administrator can settle the lead knowing them. 404 for a lead that does not exist.
 */
export async function leadPaymentDisputes(
  deps: Pick<ApiDeps, "db">,
  { id }: LeadIdInput,
): Promise<PaymentDispute[]> {
  if (!isUuid(id)) throw new NotFound(said.server.notFound);
  const lead = await deps.db
    .selectFrom("leads")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (lead === undefined) throw new NotFound(said.server.notFound);
  const disputes = await deps.db
    .selectFrom("paymentDisputes")
    .select(["id", "amountCents", "reason", "status", "openedAt", "closedAt"])
    .where("leadId", "=", id)
    .orderBy("openedAt")
    .orderBy("id")
    .execute();
  return disputes.map((dispute) => ({
    id: dispute.id,
    amountEuros: centsToEuros(dispute.amountCents),
    reason: dispute.reason,
    status: dispute.status,
    openedAt: dispute.openedAt.toISOString(),
    closedAt: dispute.closedAt?.toISOString() ?? null,
    outcome: dispute.closedAt === null ? null : outcomeOf(dispute.status),
  }));
}

/** Stripe's final statuses: `won` (the payment stays), `lost` (the bank took it back). */
function outcomeOf(status: string): PaymentDispute["outcome"] {
  return status === "won" || status === "lost" ? status : "closed";
}
