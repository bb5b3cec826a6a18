import { z } from "zod";

/**
 * GET /api/installer/payouts: whether the installer can be paid. not_started: no
 * connected account yet; pending: onboarding not finished or not verified; enabled: the
 * payment provider says charges and payouts are enabled.
 */
export const payoutStatusSchema = z.object({
  status: z.enum(["not_started", "pending", "enabled"]),
  accountId: z.string().optional(),
});
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** POST /api/installer/payouts/onboard: where to finish onboarding with the provider. */
export const payoutOnboardingSchema = z.object({ url: z.url() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;
