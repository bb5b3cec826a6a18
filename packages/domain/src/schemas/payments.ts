import { z } from "zod";
import { id } from "./fields";

/** POST /api/payments/capture and /api/payments/release. */
export const leadPaymentInput = z.object({ leadId: id });
export type LeadPaymentInput = z.infer<typeof leadPaymentInput>;
