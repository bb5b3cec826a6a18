import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { ServerResponse } from "node:http";
import type { AnyProcedure } from "@trpc/server";
import type { TRPCRequestInfo } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { appRouter } from "@uplink/api/server";
import { retryAfterMeta } from "./trpc/retry-after";
import { answeringQueriesDirectly } from "./trpc/queries";
import { TRPC_MAX_BATCH_CALLS, TRPC_PREFIX } from "./trpc/trpc-batch";

/** The paths of the subscriptions (server-sent events), e.g. /trpc/conversation.live. */
// At run time the router's procedures are one flat record keyed by their dotted paths.
const subscriptionPaths = Object.entries<AnyProcedure>(appRouter._def.procedures as never)
  .filter(([, procedure]) => procedure._def.type === "subscription")
  .map(([path]) => `${TRPC_PREFIX}/${path}`);

/**
 * The typed procedures at /trpc, as the SPA calls them (batched or not), and its
 * subscriptions as server-sent events.
 */
async function trpc(app: FastifyInstance) {
  // A stream never ends by itself, and ending it cleanly (tRPC's `return` event) would tell
  // the client it is over: when the server stops, its connection is cut instead, so the
  // client reconnects — to another instance — and resumes after its last event.
  const streams = new Set<ServerResponse>();
  app.addHook("onRequest", (request, reply, done) => {
    if (
      request.method === "GET" &&
      subscriptionPaths.some((path) => request.url.startsWith(path))
    ) {
      const response = reply.raw;
      streams.add(response);
      response.once("close", () => streams.delete(response));
    }
    done();
  });
  app.addHook("preClose", (done) => {
    for (const response of streams) response.destroy();
    done();
  });

  const trpcOptions = {
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_CALLS,
    createContext: ({
      req,
      res,
      info,
    }: {
      req: FastifyRequest;
      res: FastifyReply;
      info?: TRPCRequestInfo;
    }) => {
      // A stream may be opened with a ticket (connectionParams, in the URL: see
      // stream-ticket.ts) rather than the cookie; a ticket opens nothing else.
      const ticket = info?.type === "subscription" ? info.connectionParams?.ticket : undefined;
      if (ticket !== undefined) req.useStreamTicket(ticket);
      return req.apiContext(res);
    },
    onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "trpc");
    },
    responseMeta: retryAfterMeta,
  };
  // GET queries are answered without the adapter's Request conversion (issue 12).
  app.addHook("onRoute", answeringQueriesDirectly(TRPC_PREFIX, trpcOptions));
  await app.register(fastifyTRPCPlugin, { prefix: TRPC_PREFIX, trpcOptions });
}

export const trpcPlugin = fp(trpc, { name: "uplink-trpc", dependencies: ["uplink-context"] });
