import { z } from "zod";
import { openApiFor } from "../openapi-meta";
import { publicProcedure, router } from "../trpc";

const publicSystemApi = openApiFor({ tags: ["system"], protect: false });

const RuntimeConfig = z.object({
  clerkPublishableKey: z.string().nullable(),
  platformFeePercent: z.number(),
  contactEmail: z.string().nullable(),
  /** PAYMENT_PROVIDER: `simulated` moves no real money, which payment screens say (test mode). */
  paymentProvider: z.enum(["simulated", "stripe"]),
});

export const configRouter = router({
  get: publicProcedure
    .meta(
      publicSystemApi.get(
        "/config",
        "Runtime settings for the web app",
        "Lets one build of the SPA serve every deployment.",
      ),
    )
    .input(z.void())
    .output(RuntimeConfig)
    .query(({ ctx }) => ({
      clerkPublishableKey: ctx.config.clerkPublishableKey,
      platformFeePercent: ctx.config.platformFeePercent,
      contactEmail: ctx.config.contactEmail,
      paymentProvider: ctx.payments.kind,
    })),
});
