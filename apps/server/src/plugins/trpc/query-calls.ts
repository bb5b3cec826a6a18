import { TRPCError, type AnyTRPCProcedure, type AnyTRPCRouter } from "@trpc/server";
import type { FastifyRequest } from "fastify";

/** One procedure call of a tRPC GET request. */
export interface QueryCall {
  /** The procedure's dotted path, e.g. `leads.list`. */
  path: string;
  procedure: AnyTRPCProcedure;
}

/** The query calls a tRPC GET request makes, with their input as sent. */
export interface QueryCalls {
  isBatch: boolean;
  calls: QueryCall[];
  /** The `input` parameter, JSON; null when absent. */
  input: string | null;
}

/** A query string the WHATWG URL parser would read as URLSearchParams does. */
const PLAIN_QUERY = /^[\x21-\x22\x24-\x7e]*$/;

/**
 * The calls of a tRPC request this server answers itself (trpc/queries.ts): a GET of
 * queries only, each at a path of the router, at most `maxBatchSize` of them, asking for
 * a plain JSON answer. Undefined for everything else, which tRPC's adapter answers:
 * other methods (mutations, HEAD), subscriptions, unknown or lazy paths, streamed answers
 * (`trpc-accept`, an `accept` naming jsonl), connection parameters, a body of another
 * content type (the adapter refuses multipart and octet-stream on a GET), a path tRPC
 * cannot decode, and a query string the URL parser would read differently (a `#`, bytes
 * outside printable ASCII).
 */
export function queryCallsOf(
  request: FastifyRequest,
  router: AnyTRPCRouter,
  maxBatchSize: number,
): QueryCalls | undefined {
  if (request.method !== "GET") return undefined;
  const { headers } = request;
  if (headers["trpc-accept"] !== undefined || headers.accept?.includes("jsonl")) return undefined;
  const contentType = headers["content-type"];
  if (contentType !== undefined && !contentType.startsWith("application/json")) return undefined;
  const { url } = request;
  const queryStart = url.indexOf("?");
  const query = queryStart < 0 ? "" : url.slice(queryStart + 1);
  if (!PLAIN_QUERY.test(query)) return undefined;
  const parameters = new URLSearchParams(query);
  if (parameters.has("connectionParams")) return undefined;
  const isBatch = parameters.get("batch") === "1";
  // tRPC decodes the path once more after Fastify has.
  let path: string;
  try {
    path = decodeURIComponent((request.params as { path?: string }).path ?? "");
  } catch {
    return undefined;
  }
  const paths = isBatch ? path.split(",") : [path];
  if (paths.length > maxBatchSize) return undefined;
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  const calls: QueryCall[] = [];
  for (const callPath of paths) {
    const procedure = Object.hasOwn(procedures, callPath) ? procedures[callPath] : undefined;
    if (procedure?._def.type !== "query") return undefined;
    calls.push({ path: callPath, procedure });
  }
  return { isBatch, calls, input: parameters.get("input") };
}

/**
 * The calls' inputs, read from the `input` parameter on the first call that asks for
 * one, as tRPC's JSON content type handler reads them: JSON, one value or (batched) an
 * object by call index; a failure to read them is a BAD_REQUEST every call that asks
 * gets, and each call's input is known (for its error shape) only once they were read.
 */
export class QueryInputs {
  private outcome: { inputs: Record<number, unknown> } | { error: TRPCError } | undefined;

  constructor(
    private readonly router: AnyTRPCRouter,
    private readonly calls: QueryCalls,
  ) {}

  read(index: number): unknown {
    this.outcome ??= this.parse();
    if ("error" in this.outcome) throw this.outcome.error;
    return this.outcome.inputs[index];
  }

  /** A call's input when the inputs have been read, else undefined. */
  result(index: number): unknown {
    return this.outcome && "inputs" in this.outcome ? this.outcome.inputs[index] : undefined;
  }

  private parse(): { inputs: Record<number, unknown> } | { error: TRPCError } {
    try {
      return { inputs: this.inputs() };
    } catch (cause) {
      if (cause instanceof TRPCError) return { error: cause };
      return {
        error: new TRPCError({
          code: "BAD_REQUEST",
          message: cause instanceof Error ? cause.message : "Invalid input",
          cause,
        }),
      };
    }
  }

  private inputs(): Record<number, unknown> {
    const transformer = (
      this.router._def._config as {
        transformer: { input: { deserialize(value: unknown): unknown } };
      }
    ).transformer.input;
    const deserialize = (value: unknown) => transformer.deserialize(value);
    const { input, isBatch, calls } = this.calls;
    const inputs = Object.create(null) as Record<number, unknown>;
    const parsed: unknown = input ? JSON.parse(input) : undefined;
    if (parsed === undefined) return inputs;
    if (!isBatch) {
      inputs[0] = deserialize(parsed);
      return inputs;
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: '"input" needs to be an object when doing a batch call',
      });
    }
    for (const index of calls.keys()) {
      const callInput = (parsed as Record<number, unknown>)[index];
      if (callInput !== undefined) inputs[index] = deserialize(callInput);
    }
    return inputs;
  }
}
