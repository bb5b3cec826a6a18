import { z } from "zod";
import { openApiFor } from "../openapi-meta";
import { publicProcedure, router } from "../trpc";
import { checkReadiness, reportHealth } from "./health-checks";

const publicSystemApi = openApiFor({ tags: ["system"], protect: false });

const HealthOutput = z.object({ status: z.literal("ok") });

export const healthRouter = router({
  check: publicProcedure
    .meta(
      publicSystemApi.get(
        "/health",
        "Liveness and database readiness",
        "Answers 200 while the database answered its last background check (one a second), 503 otherwise. Sends no query of its own.",
      ),
    )
    .input(z.void())
    .output(HealthOutput)
    .query(({ ctx }) => reportHealth(ctx)),
  ready: publicProcedure
    .meta(
      publicSystemApi.get(
        "/ready",
        "Database readiness, asked now",
        "Runs a query: 200 when the database answers within a second, 503 otherwise.",
      ),
    )
    .input(z.void())
    .output(HealthOutput)
    .query(({ ctx }) => checkReadiness(ctx)),
});
