import { z } from "zod";

/** Where a lead's price is, as its parties see it (issue 24). */
export const LEAD_PAYMENT_STATUSES = [
  "awaiting",
  "held",
  "released",
  "refunded",
  "partially_refunded",
] as const;
export type LeadPaymentStatus = (typeof LEAD_PAYMENT_STATUSES)[number];

/**
 * A lead's payment, once a priced job was accepted (null before, and for a job without a
 * price): `awaiting` the customer's payment until `dueAt` (the acceptance plus
 * PAYMENT_WINDOW; after it the job goes back to NEW), `held` in escrow, then `released` to
 * the installer, `refunded` to the customer, or `partially_refunded` (an administrator's
 * split). `amount` is the price in euros.
 */
export const leadPaymentSchema = z.object({
  status: z.enum(LEAD_PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.literal("EUR"),
  /** Only while awaiting: when the unpaid job goes back to NEW. */
  dueAt: z.iso.datetime({ offset: true }).nullable(),
});
export type LeadPayment = z.infer<typeof leadPaymentSchema>;
