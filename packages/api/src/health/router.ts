import { z } from "zod";
import { publicProcedure, router } from "../trpc";
import { checkReadiness, reportHealth } from "./health-checks";

const HealthOutput = z.object({ status: z.literal("ok") });

export const healthRouter = router({
  check: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/health",
        protect: false,
        tags: ["system"],
        summary: "Liveness and database readiness",
        description:
          "Answers 200 while the database answered its last background check (one a second), 503 otherwise. Sends no query of its own.",
      },
    })
    .input(z.void())
    .output(HealthOutput)
    .query(({ ctx }) => reportHealth(ctx)),
  ready: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/ready",
        protect: false,
        tags: ["system"],
        summary: "Database readiness, asked now",
        description: "Runs a query: 200 when the database answers within a second, 503 otherwise.",
      },
    })
    .input(z.void())
    .output(HealthOutput)
    .query(({ ctx }) => checkReadiness(ctx)),
});
