import {
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
  type AnyTRPCRouter,
} from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { queryCallsOf, QueryInputs, type QueryCall, type QueryCalls } from "./query-calls";

/** The part of the tRPC adapter's options the queries answered here use. */
export interface TrpcQueryOptions {
  router: AnyTRPCRouter;
  maxBatchSize: number;
  createContext(options: { req: FastifyRequest; res: FastifyReply }): unknown;
  onError?: (failure: {
    error: TRPCError;
    path: string | undefined;
    input: unknown;
    ctx: unknown;
    type: "query";
    req: FastifyRequest;
  }) => void;
  responseMeta?(options: {
    ctx: unknown;
    paths: string[];
    data: unknown[];
    errors: TRPCError[];
    eagerGeneration: false;
    type: "query";
  }): { status?: number; headers?: Record<string, string> };
}

/** What one call gave: its data, or the error it failed with. */
type Outcome = { data: unknown; error?: undefined } | { data?: undefined; error: TRPCError };

/** tRPC's answer to a call of a batch, or to a single call, before it is written. */
type ResponseItem = { result: { data: unknown } } | { error: unknown };

const STREAM_REFUSED =
  "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink";

/** tRPC's isObject: arrays are not. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPromiseLike(value: unknown): boolean {
  return (
    (isObject(value) || typeof value === "function") &&
    typeof (value as { then?: unknown }).then === "function" &&
    typeof (value as { catch?: unknown }).catch === "function"
  );
}

function isAsyncIterable(value: unknown): boolean {
  return isObject(value) && Symbol.asyncIterator in value;
}

/**
 * Whether tRPC would take a call's data for a stream (an async iterable, or an object
 * holding promises or async iterables), which a plain JSON answer refuses.
 */
function isDataStream(data: unknown): boolean {
  if (!isObject(data)) return false;
  if (isAsyncIterable(data)) return true;
  const values = Object.values(data);
  return values.some(isPromiseLike) || values.some(isAsyncIterable);
}

/**
 * The GET queries of the tRPC surface, single and batched, answered by a plain handler
 * calling the procedures: tRPC's Fastify adapter converts every request into a WHATWG
 * Request and its answer back (issue 12), which cost a third of the job list's time.
 * The answer is the one tRPC's resolveResponse (11.19) gives: the same calls with the
 * same context, the same statuses (207 for a batch of mixed outcomes), bodies, headers
 * (`vary`, the responseMeta's) and onError calls. The body is sent with a
 * Content-Length where the adapter streamed it chunked. Procedures get no abort signal
 * (none of our queries reads one).
 *
 * Used as an onRoute hook around the adapter's `/:path` route: whatever queryCallsOf
 * leaves out (mutations, subscriptions, unknown paths, streaming…) goes to the
 * adapter's own handler, untouched, after the same hooks.
 */
export function answeringQueriesDirectly(
  prefix: string,
  options: TrpcQueryOptions,
): (route: RouteOptions) => void {
  return (route) => {
    if (route.url !== `${prefix}/:path`) return;
    const adapter = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const calls = queryCallsOf(request, options.router, options.maxBatchSize);
      if (!calls) return adapter.call(this, request, reply);
      return answerQueries(request, reply, calls, options);
    };
  };
}

async function answerQueries(
  request: FastifyRequest,
  reply: FastifyReply,
  queries: QueryCalls,
  options: TrpcQueryOptions,
): Promise<FastifyReply> {
  const { router, onError } = options;
  const config = router._def._config;
  const inputs = new QueryInputs(router, queries);
  let ctx: unknown;
  let contextError: TRPCError | undefined;
  try {
    ctx = await options.createContext({ req: request, res: reply });
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }

  async function call({ path, procedure }: QueryCall, index: number): Promise<Outcome> {
    try {
      if (contextError) throw contextError;
      const data: unknown = await procedure({
        path,
        getRawInput: () => Promise.resolve(inputs.read(index)),
        ctx,
        type: "query",
        signal: undefined,
        batchIndex: index,
      });
      return { data };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      onError?.({ error, path, input: inputs.result(index), ctx, type: "query", req: request });
      return { error };
    }
  }

  const errorShape = (error: TRPCError, path: string | undefined, input: unknown): unknown =>
    getTRPCErrorShape({ config, error, type: "query", path, input, ctx });
  const outcomes = await Promise.all(queries.calls.map(call));

  if (!queries.isBatch) {
    const [outcome] = outcomes as [Outcome];
    const [{ path }] = queries.calls as [QueryCall];
    let item: ResponseItem;
    let errors: TRPCError[] = [];
    if (outcome.error) {
      item = { error: errorShape(outcome.error, path, inputs.result(0)) };
      errors = [outcome.error];
    } else if (isDataStream(outcome.data)) {
      // Thrown outside the call in tRPC: reported and shaped without the call's path.
      const error = new TRPCError({ code: "UNSUPPORTED_MEDIA_TYPE", message: STREAM_REFUSED });
      onError?.({ error, path: undefined, input: undefined, ctx, type: "query", req: request });
      item = { error: errorShape(error, undefined, undefined) };
      errors = [error];
    } else {
      item = { result: { data: outcome.data } };
    }
    return send(reply, options, queries, ctx, [item], errors, JSON.stringify(item));
  }

  const errors: TRPCError[] = [];
  const items = outcomes.map((outcome, index): ResponseItem => {
    const { path } = queries.calls[index] as QueryCall;
    let error = outcome.error;
    if (!error && isDataStream(outcome.data)) {
      error = new TRPCError({ code: "UNSUPPORTED_MEDIA_TYPE", message: STREAM_REFUSED });
    }
    if (!error) return { result: { data: outcome.data } };
    errors.push(error);
    return { error: errorShape(error, path, inputs.result(index)) };
  });
  return send(reply, options, queries, ctx, items, errors, JSON.stringify(items));
}

/** Status and headers as tRPC's initResponse sets them, then the body as it is. */
function send(
  reply: FastifyReply,
  options: TrpcQueryOptions,
  queries: QueryCalls,
  ctx: unknown,
  items: ResponseItem[],
  errors: TRPCError[],
  body: string,
): FastifyReply {
  const meta =
    options.responseMeta?.({
      ctx,
      paths: queries.calls.map((call) => call.path),
      data: items,
      errors,
      eagerGeneration: false,
      type: "query",
    }) ?? {};
  const status = meta.status || getHTTPStatusCode(items as never);
  void reply.code(status).header("content-type", "application/json");
  for (const [name, value] of Object.entries(meta.headers ?? {})) {
    if (typeof value === "string") void reply.header(name, value);
  }
  void reply.header("vary", "trpc-accept, accept");
  // A Buffer: Fastify would add a charset to the content type of a string.
  return reply.send(Buffer.from(body));
}
