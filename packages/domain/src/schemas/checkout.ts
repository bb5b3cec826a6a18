import { z } from "zod";

/** POST /api/workflow/leads/{id}/pay: where the customer pays (or the lead, once paid). */
export const leadCheckoutSchema = z.object({ url: z.url() });
export type LeadCheckout = z.infer<typeof leadCheckoutSchema>;
