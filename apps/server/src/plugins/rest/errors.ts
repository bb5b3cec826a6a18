import { getTRPCErrorShape, type AnyTRPCRouter, type TRPCError } from "@trpc/server";
import { getErrorFromUnknown, TRPC_ERROR_CODE_HTTP_STATUS } from "trpc-to-openapi";
import { issueInLanguage, requestLocaleOf, type Context } from "@uplink/api/server";
import type { Locale } from "@uplink/domain";
import type { RestProcedure } from "./procedures";

/** What a REST route's `responseMeta` is told about a call (the part ours reads). */
export interface ResponseMetaOptions {
  type: string;
  paths: string[] | undefined;
  ctx: unknown;
  data: unknown[];
  errors: TRPCError[];
  eagerGeneration: boolean;
}

export type ResponseMeta = (options: ResponseMetaOptions) => {
  status?: number;
  headers?: Record<string, string>;
};

/** A failed call's answer, before serialization. */
export interface ErrorAnswer {
  error: TRPCError;
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * A failure as trpc-to-openapi 3.3.0 answers it (adapters/node-http/core.js): anything
 * not a TRPCError is an INTERNAL_SERVER_ERROR, the router's errorFormatter shapes the
 * body, whose `code` is the tRPC code's name; input validation failures carry the zod
 * issues; the status is the responseMeta's, else the code's.
 */
export function errorAnswer(options: {
  cause: unknown;
  router: AnyTRPCRouter;
  entry: RestProcedure | undefined;
  input: unknown;
  ctx: unknown;
  responseMeta: ResponseMeta;
}): ErrorAnswer {
  const { router, entry, input, ctx } = options;
  const error = getErrorFromUnknown(options.cause);
  const type = entry?.type ?? "unknown";
  const meta = options.responseMeta({
    type,
    paths: entry ? [entry.path] : undefined,
    ctx,
    data: [undefined],
    errors: [error],
    eagerGeneration: true,
  });
  const shape = getTRPCErrorShape({
    config: router._def._config,
    error,
    type,
    path: entry?.path,
    input,
    ctx,
  }) as Record<string, unknown> | undefined;
  const validation = inputValidationIssues(
    error,
    requestLocaleOf(ctx as Partial<Pick<Context, "user" | "request">> | undefined),
  );
  const fallbackMessage =
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as below
    shape?.message ?? error.message ?? "An error occurred";
  return {
    error,
    // trpc-to-openapi's fallbacks, kept as its core.js has them: its types promise more than it checks.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    status: meta.status ?? TRPC_ERROR_CODE_HTTP_STATUS[error.code] ?? 500,
    headers: meta.headers ?? {},
    body: {
      ...shape,
      // An input validation failure says its first field's message, as the tRPC answer does.
      message: validation?.[0]?.message ?? fallbackMessage,
      code: error.code,
      issues: validation,
    },
  };
}

/**
 * The zod issues of an input that failed its schema, else undefined; their messages in
 * the request's language (the schemas hold them in English).
 */
function inputValidationIssues(
  error: TRPCError,
  locale: Locale,
): { message: string }[] | undefined {
  const { cause } = error;
  if (error.code !== "BAD_REQUEST" || !(cause instanceof Error) || cause.name !== "ZodError") {
    return undefined;
  }
  return (cause as Error & { issues: Parameters<typeof issueInLanguage>[0][] }).issues.map(
    (issue) => issueInLanguage(issue, locale),
  );
}
