import { sql } from "kysely";
import type { LeadRow } from "@uplink/db";
import { centsToEuros, LeadStatus, type LeadPayment } from "@uplink/domain";

/** The statuses in which an accepted job's price is due from its customer. */
export const PAYABLE_STATUSES: ReadonlySet<string> = new Set<string>([
  LeadStatus.ACCEPTED,
  LeadStatus.ON_SITE,
  LeadStatus.DONE,
  LeadStatus.REVISION,
]);

/** What the lead's query selects besides the lead for its payment (leadPaymentSelection). */
export interface LeadPaymentFacts {
  /** Which hold of the price the lead is in (see escrowHoldOf). */
  paymentHold: number;
  /** The idempotency keys of the lead's ledger transactions. */
  ledgerKeys: string[];
}

/**
 * Selected with the lead, in the same query (no query per lead): its hold — one more
 * than its withdrawals — and the keys of its ledger transactions, from which the
 * payment's state is read (the ledger is the record of truth).
 */
export function leadPaymentSelection() {
  return [
    sql<number>`(select count(*)::int + 1 from lead_withdrawals w where w.lead_id = leads.id)`.as(
      "paymentHold",
    ),
    sql<
      string[]
    >`array(select t.idempotency_key from ledger_transactions t where t.lead_id = leads.id)`.as(
      "ledgerKeys",
    ),
  ] as const;
}

const keyOf = (kind: "capture" | "refund", leadId: string, hold: number) =>
  hold === 1 ? `${kind}:${leadId}` : `${kind}:${leadId}:${hold}`;

/**
 * The lead's payment as its parties see it, or null until a priced job is accepted. A
 * release ends the lead (its key names no hold); a refund of this hold with it is an
 * administrator's split. While awaiting, `dueAt` is the acceptance plus PAYMENT_WINDOW.
 */
export function toLeadPayment(
  lead: Pick<LeadRow, "id" | "status" | "valueCents" | "acceptedAt">,
  { paymentHold, ledgerKeys }: LeadPaymentFacts,
  paymentWindowMs: number,
): LeadPayment | null {
  if (lead.valueCents === null) return null;
  const keys = new Set(ledgerKeys);
  const released = keys.has(`release:${lead.id}`);
  const refunded = keys.has(keyOf("refund", lead.id, paymentHold));
  const priced = { amount: centsToEuros(lead.valueCents), currency: "EUR" as const, dueAt: null };
  if (released) return { status: refunded ? "partially_refunded" : "released", ...priced };
  if (refunded) return { status: "refunded", ...priced };
  if (keys.has(keyOf("capture", lead.id, paymentHold))) return { status: "held", ...priced };
  if (!PAYABLE_STATUSES.has(lead.status)) return null;
  const dueAt =
    lead.acceptedAt === null
      ? null
      : new Date(lead.acceptedAt.getTime() + paymentWindowMs).toISOString();
  return { ...priced, status: "awaiting", dueAt };
}
