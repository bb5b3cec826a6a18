import { TRPCError } from "@trpc/server";
import {
  acceptsRequestBody,
  coerceSchema,
  getInputOutputParsers,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  unwrapZodType,
  zodSupportsCoerce,
  type OpenApiMethod,
  type OpenApiProcedure,
} from "trpc-to-openapi";
import { ZodArray, type ZodObject } from "zod/v4";

/*
 * A REST call's input read exactly as trpc-to-openapi 3.3.0 reads it
 * (adapters/node-http/core.js and input.js), so that moving a route off its adapter
 * changes no answer: the same query normalization, array wrapping, z.coerce of the
 * input schema, body spreading and refusals, down to their wording.
 */

/** A path without anything new URL() would rewrite (dot segments, escapes, `\`). */
const PLAIN_PATH = /^\/[\w~/-]*$/;

/**
 * The path trpc-to-openapi matches: the URL after the base path, as new URL() reads
 * it (still percent-encoded), without its outer slashes. A URL new URL() refuses
 * throws, as it does in the adapter (a 500 through the error handler).
 */
export function procedurePathOf(url: string, basePath: string): string {
  const relative = url.replace(basePath, "");
  const query = relative.indexOf("?");
  const pathPart = query === -1 ? relative : relative.slice(0, query);
  const pathname = PLAIN_PATH.test(pathPart)
    ? pathPart
    : new URL(relative.startsWith("/") ? `http://127.0.0.1${relative}` : relative).pathname;
  return normalizePath(pathname);
}

/**
 * Fastify's parsed query as trpc-to-openapi passes it on: empty values dropped, a key
 * given once as its value, a key given several times as the array of them.
 */
export function queryInput(query: unknown): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const parsed = query as Record<string, unknown>;
  for (const key of Object.keys(parsed)) {
    const value = parsed[key];
    if (value) input[key] = Array.isArray(value) && value.length === 1 ? value[0] : value;
  }
  return input;
}

/** A request with a body must say it is JSON; refused with trpc-to-openapi's words. */
export function contentTypeRefusal(
  method: string,
  contentType: string | undefined,
): TRPCError | undefined {
  if (!acceptsRequestBody(method as OpenApiMethod) || contentType?.startsWith("application/json")) {
    return undefined;
  }
  return new TRPCError({
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: contentType
      ? `Unsupported content-type "${contentType}`
      : "Missing content-type header",
  });
}

/** Hosts seen, with what building a WHATWG Request for them threw (undefined: nothing). */
const hostRefusals = new Map<string, unknown>();
/** The Host header is the client's to choose: the memory of them stays small. */
const MAX_REMEMBERED_HOSTS = 1000;

/**
 * The adapter turned every call into a WHATWG Request before creating the context, and
 * refused a call whose Host makes no URL with 400 "Invalid URL" (an empty Host, a
 * space in it, a port past 65535…) and one whose Host carries credentials (`a@b`) with
 * what the Request constructor threw. The same outcome, worked out once per host.
 */
export function requestUrlRefusal(request: {
  headers: Record<string, string | string[] | undefined>;
  raw: { socket?: object | null };
}): unknown {
  const { headers, raw } = request;
  const encrypted = raw.socket && "encrypted" in raw.socket && raw.socket.encrypted;
  const protocol = headers[":scheme"] === "https" || encrypted ? "https:" : "http:";
  const origin = `${protocol}//${String(headers.host ?? headers[":authority"] ?? "localhost")}`;
  if (hostRefusals.has(origin)) return hostRefusals.get(origin);
  let refusal: unknown;
  try {
    const url = new URL("/", origin);
    try {
      new Request(url);
    } catch (error) {
      refusal = error;
    }
  } catch (cause) {
    refusal = new TRPCError({ code: "BAD_REQUEST", message: "Invalid URL", cause });
  }
  if (hostRefusals.size >= MAX_REMEMBERED_HOSTS) hostRefusals.clear();
  hostRefusals.set(origin, refusal);
  return refusal;
}

/** How one procedure's input is assembled, worked out once from its input schema. */
export class InputReader {
  /** z.void() and the like take no input at all, not even the path parameters. */
  private readonly takesNothing: boolean;
  /** An object schema, whose number, boolean, bigint and date fields are coerced. */
  private readonly objectSchema: ZodObject | undefined;
  /** Fields declared as arrays: a query key given once is wrapped into one. */
  private readonly arrayKeys: readonly string[];
  private coerced = false;

  constructor(procedure: OpenApiProcedure) {
    const { inputParser } = getInputOutputParsers(procedure);
    const schema = unwrapZodType(inputParser, true);
    this.takesNothing = instanceofZodTypeLikeVoid(schema);
    this.objectSchema = zodSupportsCoerce && instanceofZodTypeObject(schema) ? schema : undefined;
    this.arrayKeys = this.objectSchema
      ? Object.entries(this.objectSchema.shape)
          .filter(([, shape]) => isArraySchema(shape))
          .map(([key]) => key)
      : [];
  }

  /**
   * The procedure's raw input: the JSON body (POST, PUT, PATCH) or the query (GET,
   * DELETE), with the path parameters over it.
   */
  read(
    method: string,
    request: { body: unknown; query: unknown },
    pathInput: Record<string, string>,
  ): unknown {
    if (this.takesNothing) return undefined;
    const useBody = acceptsRequestBody(method as OpenApiMethod);
    const input: Record<string, unknown> = {
      ...(useBody ? (request.body as object) : queryInput(request.query)),
      ...pathInput,
    };
    if (this.objectSchema) {
      if (!useBody) {
        for (const key of this.arrayKeys) {
          if (input[key] !== undefined && !Array.isArray(input[key])) input[key] = [input[key]];
        }
      }
      this.coerceOnce(this.objectSchema);
    }
    return input;
  }

  /**
   * trpc-to-openapi turns on z.coerce in the input schema itself, on the first call
   * that reaches it (it then holds for tRPC calls too); done at the same moment here.
   */
  private coerceOnce(schema: ZodObject): void {
    if (this.coerced) return;
    coerceSchema(schema);
    this.coerced = true;
  }
}

function isArraySchema(shape: unknown): boolean {
  if (shape instanceof ZodArray) return true;
  return (
    instanceofZodTypeOptional(shape as never) &&
    (shape as { unwrap(): unknown }).unwrap() instanceof ZodArray
  );
}
