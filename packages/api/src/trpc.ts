import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError, type z } from "zod";
import { DEFAULT_LOCALE, localizeMessage, messages, Role, type Locale } from "@uplink/domain";
import type { Context } from "./context";
import { isDatabaseTimeout, isTextTheDatabaseRefuses } from "./database-errors";
import { AppError } from "./errors";
import { requestLocaleOf } from "./i18n/request-locale";

/** A field's message in the request's language (the schema has it in English). */
function inLanguage(issue: z.core.$ZodIssue, locale: Locale): z.core.$ZodIssue {
  const message = localizeMessage(issue.message, locale);
  return message === issue.message ? issue : { ...issue, message };
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // Live conversations (server-sent events): a comment every 15 s keeps proxies from
    // closing a quiet stream, and a client that hears nothing for 25 s reconnects.
    sse: {
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 25_000 },
    },
    // Responses never carry a stack, in any environment, and internal failures
    // never leak their message: the log has the details. Messages are in the request's
    // language: the server writes them in English, and they are translated here (as the
    // REST answers' are, which this formatter shapes too; see i18n/request-locale.ts).
    errorFormatter({ shape, error, ctx }) {
      const locale = requestLocaleOf(ctx);
      const issues =
        error.cause instanceof ZodError
          ? error.cause.issues.map((issue) => inLanguage(issue, locale))
          : undefined;
      const message = localizeMessage(
        error.code === "INTERNAL_SERVER_ERROR"
          ? messages.server.internal
          : (issues?.[0]?.message ?? shape.message),
        locale,
      );
      return {
        message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          ...(issues ? { issues } : {}),
        },
      };
    },
  });

export const router = t.router;

/**
 * `schema`, validated by tRPC with zod's synchronous parse. tRPC calls `parseAsync`,
 * and zod 4 runs an object's compiled fast path only when parsing synchronously: a page
 * of 50 leads takes about 140 µs through parseAsync and 30 µs through parse. Our schemas
 * have no asynchronous refinement, so the result is the same; a schema that had one
 * would fail loudly ("Encountered Promise during synchronous parse"), never pass
 * unchecked. It changes `schema` itself, since its identity is what the OpenAPI document
 * and the REST serializers read: from then on its parseAsync parses synchronously
 * everywhere in the process. For the hot procedures (issue 12).
 */
export function parsedInSync<S extends z.ZodType>(schema: S): S {
  // Once per schema: a schema may serve several procedures (an id input).
  if (Object.hasOwn(schema, "parseAsync")) return schema;
  // async, so that a failed parse is a rejection, as parseAsync's always is.
  // eslint-disable-next-line @typescript-eslint/require-await
  const parseAsync: S["parseAsync"] = async (data, params) => schema.parse(data, params);
  Object.defineProperty(schema, "parseAsync", { value: parseAsync });
  return schema;
}
/** Whether this process serves users (NODE_ENV=production): read once, when routers are built. */
const IN_PRODUCTION = process.env.NODE_ENV === "production";

/**
 * The output schema of a hot read (the job list, a lead's detail, a chat poll; issue 12):
 * every answer is checked against it in tests and development (synchronously, see
 * parsedInSync), and sent in production as its typed mapper built it. zod's check of a
 * page of 50 leads copies every row once more; without it the job list took about a
 * quarter less server CPU (2.7 -> 2.0 ms per page, same load, 2026-11-26). The schema
 * still documents the answer in /api/openapi.json and types the client; the mappers
 * (toListedLead, toLead, toMessage…) are what keeps fields out, and every test run
 * checks their output against it.
 */
export function sentAsBuilt<S extends z.ZodType>(schema: S, production = IN_PRODUCTION): S {
  if (!production) return parsedInSync(schema);
  // Once per schema: one schema may be the output of several procedures (REST aliases).
  if (SENT_AS_BUILT.has(schema)) return schema;
  SENT_AS_BUILT.add(schema);
  Object.defineProperty(schema, "parseAsync", { value: sendAsBuilt });
  return schema;
}

const SENT_AS_BUILT = new WeakSet<z.ZodType>();
// eslint-disable-next-line @typescript-eslint/require-await
const sendAsBuilt = async (data: unknown) => data;

export const createCallerFactory = t.createCallerFactory;

/**
 * Turns the services' typed errors into tRPC errors, and so into HTTP statuses; puts an
 * answer's sentences in the caller's language.
 */
const mapServiceErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  // A database too busy to answer in time is a 503 to retry, not a failure of ours.
  if (!result.ok && isDatabaseTimeout(result.error.cause)) {
    const cause = result.error.cause;
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: messages.server.overloaded,
      cause,
    });
  }
  if (!result.ok && isTextTheDatabaseRefuses(result.error.cause)) {
    const cause = result.error.cause;
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: messages.validation.controlCharacters,
      cause,
    });
  }
  return result.ok ? { ...result, data: inCallersLanguage(result.data, ctx) } : result;
});

/** The fields of an answer that carry a sentence for people ("We sent you a link…"). */
const SENTENCE_FIELDS = ["message", "feedback", "reason"] as const;

/**
 * An answer whose sentences are in the caller's language (the services write English;
 * see i18n/request-locale.ts). Most answers have none and are returned as they are.
 */
function inCallersLanguage(data: unknown, ctx: Context): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  const fields = data as Record<string, unknown>;
  if (!SENTENCE_FIELDS.some((field) => typeof fields[field] === "string")) return data;
  const locale = requestLocaleOf(ctx);
  if (locale === DEFAULT_LOCALE) return data;
  const translated = { ...fields };
  for (const field of SENTENCE_FIELDS) {
    const text = fields[field];
    if (typeof text === "string") translated[field] = localizeMessage(text, locale);
  }
  return translated;
}

export const publicProcedure = t.procedure.use(mapServiceErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.sessionId) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: messages.server.notSignedIn });
  }
  return next({ ctx: { user: ctx.user, sessionId: ctx.sessionId } });
});

function procedureFor(role: Role) {
  return authedProcedure.use(({ ctx, next }) => {
    if (ctx.user.role !== role) {
      throw new TRPCError({ code: "FORBIDDEN", message: messages.server.forbidden });
    }
    return next();
  });
}

export const customerProcedure = procedureFor(Role.CUSTOMER);
export const installerProcedure = procedureFor(Role.INSTALLER);
export const adminProcedure = procedureFor(Role.ADMINISTRATOR);
