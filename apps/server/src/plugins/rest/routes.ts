import { callTRPCProcedure, type AnyTRPCRouter, type TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorAnswer, type ResponseMeta } from "./errors";
import { contentTypeRefusal, InputReader, procedurePathOf, requestUrlRefusal } from "./input";
import { fastifyPathOf, ProcedureTable, type RestProcedure } from "./procedures";
import { routeNotFoundJson } from "./route-not-found";

export interface RestRoutesOptions {
  /** Where the REST surface is mounted, e.g. `/api`. */
  basePath: string;
  router: AnyTRPCRouter;
  /** The per-request context, the same the tRPC surface and the hooks use. */
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Status and headers of an answer (202 for a recorded offer, Retry-After…). */
  responseMeta: ResponseMeta;
  onError?: (failure: { error: TRPCError; path: string | undefined }) => void;
  /**
   * Answers some procedures can give from memory, by procedure path: while one returns
   * data, a request of exactly the route's URL (no query) is answered with it, without a
   * context or a procedure call; when it returns undefined, the procedure answers.
   */
  answersFromMemory?: Readonly<Record<string, () => unknown>>;
}

/**
 * The REST surface as plain Fastify routes: one route per procedure with OpenAPI
 * metadata, at its path and method, calling the procedure with the request's context
 * and answering as trpc-to-openapi's adapter did (same input, statuses, headers and
 * bodies, see input.ts and errors.ts), without converting each request into a WHATWG
 * Request. Answers are written by JSON.stringify: fast-json-stringify, compiled from the
 * output schemas, built the job list's 30 KB in less time but as a string of thousands
 * of pieces, which cost more to encode for the socket (and in garbage) than it saved —
 * 8 % more server CPU per job list (issue 12).
 *
 * A route already registered (a plain route of the server) is left alone. Everything
 * these routes do not match (unknown paths, other methods, HEAD, a trailing slash or
 * another letter case) falls through to trpc-to-openapi's wildcard route, registered
 * after this plugin, which answers it as before.
 */
// Fastify runs a plugin by the promise it returns; async without await is that promise.
// eslint-disable-next-line @typescript-eslint/require-await
export async function restRoutes(app: FastifyInstance, options: RestRoutesOptions): Promise<void> {
  const { basePath, router, createContext, responseMeta, onError } = options;
  const table = new ProcedureTable(router);
  const readers = new Map(table.entries.map((entry) => [entry, new InputReader(entry.procedure)]));

  async function answer(request: FastifyRequest, reply: FastifyReply, route: RestProcedure) {
    // Outside the try, as in the adapter: a URL new URL() refuses is a 500.
    const path = procedurePathOf(request.url, basePath);
    const resolved = table.resolve(request.method, path, route);
    if (!resolved) return send(reply, 404, {}, routeNotFoundJson(request));
    let input: unknown;
    let ctx: unknown;
    try {
      const { entry } = resolved;
      const refusal = contentTypeRefusal(request.method, request.headers["content-type"]);
      if (refusal) throw refusal;
      input = readers.get(entry)?.read(request.method, request, resolved.pathInput);
      const urlRefusal = requestUrlRefusal(request);
      if (urlRefusal !== undefined) throw urlRefusal as Error;
      ctx = await createContext(request, reply);
      const data: unknown = await callTRPCProcedure({
        router,
        path: entry.path,
        getRawInput: () => Promise.resolve(input),
        ctx,
        type: entry.type,
        signal: undefined,
        batchIndex: 0,
      });
      const meta = responseMeta({
        type: entry.type,
        paths: [entry.path],
        ctx,
        data: [data],
        errors: [],
        eagerGeneration: true,
      });
      return send(reply, meta.status ?? 200, meta.headers ?? {}, JSON.stringify(data));
    } catch (cause) {
      const failure = errorAnswer({
        cause,
        router,
        entry: resolved.entry,
        input,
        ctx,
        responseMeta,
      });
      onError?.({ error: failure.error, path: resolved.entry.path });
      return send(reply, failure.status, failure.headers, JSON.stringify(failure.body));
    }
  }

  for (const entry of table.entries) {
    const url = fastifyPathOf(basePath, entry.openApiPath);
    if (app.hasRoute({ method: entry.method, url })) continue;
    const fromMemory = options.answersFromMemory?.[entry.path];
    app.route({
      method: entry.method,
      url,
      // HEAD stays with the adapter, which answers any REST path 204.
      exposeHeadRoute: false,
      schema: { hide: true },
      handler: fromMemory
        ? (request, reply) => {
            const data = request.url === url ? fromMemory() : undefined;
            if (data === undefined) return answer(request, reply, entry);
            return send(reply, 200, {}, JSON.stringify(data));
          }
        : (request, reply) => answer(request, reply, entry),
    });
  }
}

/** Sends as the adapter's sendResponse did, through the same calls on the reply. */
export function send(
  reply: FastifyReply,
  status: number,
  headers: Record<string, string | undefined>,
  body: string | undefined,
): FastifyReply {
  void reply.code(status).header("content-type", "application/json");
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) void reply.header(name, value);
  }
  return reply.sent ? reply : reply.send(body);
}
