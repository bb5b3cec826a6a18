import { z } from "zod";
import { publicProcedure, router } from "../trpc";

const RuntimeConfig = z.object({
  clerkPublishableKey: z.string().nullable(),
  platformFeePercent: z.number(),
});

export const configRouter = router({
  get: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/config",
        protect: false,
        tags: ["system"],
        summary: "Runtime settings for the web app",
        description: "Lets one build of the SPA serve every deployment.",
      },
    })
    .input(z.void())
    .output(RuntimeConfig)
    .query(({ ctx }) => ({
      clerkPublishableKey: ctx.config.clerkPublishableKey,
      platformFeePercent: ctx.config.platformFeePercent,
    })),
});
