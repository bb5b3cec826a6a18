import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { z } from "zod";
import { messages } from "@uplink/domain";
import { publicProcedure, router } from "../trpc";

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
        description: "Answers 200 once the database answers a query, 503 otherwise.",
      },
    })
    .input(z.void())
    .output(HealthOutput)
    .query(async ({ ctx }) => {
      try {
        await sql`select 1`.execute(ctx.db);
      } catch (cause) {
        throw new TRPCError({
          code: "SERVICE_UNAVAILABLE",
          message: messages.server.databaseUnavailable,
          cause,
        });
      }
      return { status: "ok" as const };
    }),
});
