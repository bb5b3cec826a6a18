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
  createdAt: z.iso.datetime({ offset: true }),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const ledgerStatementSchema = z.array(ledgerLineSchema);
