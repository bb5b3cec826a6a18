import { z } from "zod";
import { id } from "./fields";

/** POST /api/payments/capture and /api/payments/release. */
export const leadPaymentInput = z.object({ leadId: id });
export type LeadPaymentInput = z.infer<typeof leadPaymentInput>;

/** What a capture or release did; a retry answers the first one with `replayed: true`. */
export const paymentResultSchema = z.object({
  leadId: id,
  kind: z.enum(["capture", "release"]),
  /** Euros held (capture) or paid out to the installer and platform together (release). */
  amount: z.number(),
  replayed: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** Lines per page of GET /api/me/ledger when the query names no limit. */
export const LEDGER_PAGE_SIZE = 50;

/** GET /api/me/ledger: a page, newest first, after the line whose id is `cursor`. */
export const ledgerPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: id.optional(),
});
export type LedgerPageQuery = z.infer<typeof ledgerPageQuery>;

/**
 * Where an installer's share of a release is at the payment provider (PAYMENT_PROVIDER
 * stripe), as the ledger's movements record it. `payout_pending`: it waits until the
 * installer finishes setting up payouts; `sending`: it is being transferred; `failing`:
 * the provider has refused or not answered so far and it is retried; `transferred`: the
 * provider made the transfer, at `transferredAt`.
 */
export const payoutTransferSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("transferred"),
    transferredAt: z.iso.datetime({ offset: true }),
  }),
  z.object({
    status: z.enum(["payout_pending", "sending", "failing"]),
    transferredAt: z.null(),
  }),
]);
export type PayoutTransfer = z.infer<typeof payoutTransferSchema>;

/**
 * One movement of money in the caller's statement. `held`: a lead's price paid into
 * escrow; `released`: escrow paid out on approval (to the installer, less the platform
 * fee); `refunded`: escrow returned to the customer.
 */
export const ledgerLineSchema = z.object({
  /** The ledger transaction; the cursor of the next page. */
  id,
  kind: z.enum(["held", "released", "refunded"]),
  leadId: id.nullable(),
  /** Null once the lead was deleted: the ledger outlives it. */
  leadTitle: z.string().nullable(),
  /** Euros the movement took into or out of escrow. */
  total: z.number(),
  /** Euros into (+) or out of (−) the caller's balance; 0 for a customer's release. */
  amount: z.number(),
  /** Euros the platform kept of an installer's release; null on every other line. */
  fee: z.number().nullable(),
  /** The caller's balance in euros after this line. */
  balance: z.number(),
  /**
   * An installer's release with a provider that moves money: the transfer of their
   * share. Null on every other line, and always with simulated payments.
   */
  transfer: payoutTransferSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const ledgerStatementSchema = z.array(ledgerLineSchema);
