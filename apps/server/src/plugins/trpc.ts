import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { appRouter } from "@uplink/api";
import { retryAfterMeta } from "../retry-after";
import { TRPC_MAX_BATCH_CALLS, TRPC_PREFIX } from "../trpc-batch";

/** The typed procedures at /trpc, as the SPA calls them (batched or not). */
async function trpc(app: FastifyInstance) {
  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_CALLS,
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) =>
        req.apiContext(res),
      onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "trpc");
      },
      responseMeta: retryAfterMeta,
    },
  });
}

export const trpcPlugin = fp(trpc, { name: "uplink-trpc", dependencies: ["uplink-context"] });
