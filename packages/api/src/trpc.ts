import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError, type z } from "zod";
import { Role, said, saidOfIssue, translate, type Locale, type Message } from "@uplink/domain";
import type { Context } from "./context";
import { isDatabaseTimeout, isTextTheDatabaseRefuses } from "./database-errors";
import { AppError } from "./errors";
import { requestLocaleOf } from "./i18n/request-locale";

/**
 * A field's issue as the answer carries it: its message in the request's language (the
 * schema has it in English, or says it by key in the issue's params, which the answer
 * leaves out).
 */
export function issueInLanguage(issue: z.core.$ZodIssue, locale: Locale): z.core.$ZodIssue {
  const message = translate(saidOfIssue(issue), locale);
  const params = (issue as { params?: Record<string, unknown> }).params;
  if (params && "said" in params) {
    const { said: _said, ...others } = params;
    const { params: _params, ...rest } = issue as z.core.$ZodIssue & { params?: unknown };
    return {
      ...rest,
      ...(Object.keys(others).length > 0 ? { params: others } : {}),
      message,
    };
  }
  return message === issue.message ? issue : { ...issue, message };
}

/**
 * A tRPC error that says a Message: the failures the procedure bases and the error
 * mapper raise themselves, translated by the formatter as a service's AppError is.
 */
class SaidError extends TRPCError {
  constructor(
    code: TRPCError["code"],
    readonly said: Message,
    cause?: unknown,
  ) {
    super({ code, message: translate(said, "en"), cause });
  }
}

/** What an error says, when it says a Message (a service's AppError, or a SaidError). */
function saidOf(error: TRPCError): Message | undefined {
  if (error instanceof SaidError) return error.said;
  return error.cause instanceof AppError ? error.cause.said : undefined;
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
          ? error.cause.issues.map((issue) => issueInLanguage(issue, locale))
          : undefined;
      const known = saidOf(error);
      const message =
        error.code === "INTERNAL_SERVER_ERROR"
          ? translate(said.server.internal, locale)
          : (issues?.[0]?.message ?? (known ? translate(known, locale) : shape.message));
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

/** Turns the services' typed errors into tRPC errors, and so into HTTP statuses. */
const mapServiceErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  // A database too busy to answer in time is a 503 to retry, not a failure of ours.
  if (!result.ok && isDatabaseTimeout(result.error.cause)) {
    const cause = result.error.cause;
    throw new SaidError("SERVICE_UNAVAILABLE", said.server.overloaded, cause);
  }
  if (!result.ok && isTextTheDatabaseRefuses(result.error.cause)) {
    const cause = result.error.cause;
    throw new SaidError("BAD_REQUEST", said.validation.controlCharacters, cause);
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapServiceErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.sessionId) {
    throw new SaidError("UNAUTHORIZED", said.server.notSignedIn);
  }
  return next({ ctx: { user: ctx.user, sessionId: ctx.sessionId } });
});

function procedureFor(role: Role) {
  return authedProcedure.use(({ ctx, next }) => {
    if (ctx.user.role !== role) {
      throw new SaidError("FORBIDDEN", said.server.forbidden);
    }
    return next();
  });
}

export const customerProcedure = procedureFor(Role.CUSTOMER);
export const installerProcedure = procedureFor(Role.INSTALLER);
export const adminProcedure = procedureFor(Role.ADMINISTRATOR);
