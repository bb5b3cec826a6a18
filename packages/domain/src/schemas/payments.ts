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
