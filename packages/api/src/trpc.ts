import { initTRPC, TRPCError, type AnyMiddlewareFunction } from "@trpc/server";
import { ZodError, type z } from "zod";
import { Role, said, saidOfIssue, translate, type Locale, type Message } from "@uplink/domain";
import type { Context } from "./context";
import { isDatabaseTimeout, isTextTheDatabaseRefuses } from "./database-errors";
import { AppError } from "./errors";
import { ProviderCallFailed } from "./ports/payment-provider";
import { CHECK_EVERY_ANSWER, isSampled } from "./output-check";
import type { AppMeta } from "./procedure-meta";
import { requestLocaleOf } from "./i18n/request-locale";
import { SaidError } from "./said-error";

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

/** What an error says, when it says a Message (a service's AppError, or a SaidError). */
function saidOf(error: TRPCError): Message | undefined {
  if (error instanceof SaidError) return error.said;
  return error.cause instanceof AppError ? error.cause.said : undefined;
}

const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
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
 * A builder fragment for the input of a hot read (issue 12), to pass to `.concat()`:
 * `schema` is the procedure's input, as `.input(schema)` makes it (its type, the OpenAPI
 * document and the REST routes read it), but validated with zod's synchronous parse.
 * tRPC calls `parseAsync`, and zod 4 runs an object's compiled fast path only when
 * parsing synchronously: a page of 50 leads takes about 140 µs through parseAsync and
 * 30 µs through parse. Our schemas have no asynchronous refinement, so the result is the
 * same; a schema that had one fails loudly ("Encountered Promise during synchronous
 * parse"), never passes unchecked. The schema itself is left as it is.
 */
export function inputParsedInSync<S extends z.ZodType>(schema: S) {
  const typed = t.procedure.input(schema);
  const validate: AnyMiddlewareFunction = async (opts) => {
    const raw = await opts.getRawInput();
    let parsed: unknown;
    try {
      parsed = schema.parse(raw);
    } catch (cause) {
      // Anything but a refusal of the input (a schema needing an asynchronous parse) is ours: a 500.
      if (!(cause instanceof ZodError)) throw cause;
      throw new TRPCError({ code: "BAD_REQUEST", cause });
    }
    // tRPC's own input step: an earlier input's fields are kept beside this one's.
    const input =
      isPlainObject(opts.input) && isPlainObject(parsed) ? { ...opts.input, ...parsed } : parsed;
    return opts.next({ input });
  };
  return withMiddleware(typed, validate);
}

/**
 * A builder fragment for the output of a hot read (the job list, a lead's detail, a chat
 * poll; issue 12), to pass to `.concat()`: `schema` documents the answer (OpenAPI, the
 * client's types) and the answer is sent as its mapper built it (toListedLead, toLead,
 * toMessage… are what keep fields out). zod's check of a page of 50 leads copies every
 * row once more; without it the job list took about a quarter less server CPU (2.7 ->
 * 2.0 ms per page, 2026-11-26). So only a sample of answers is checked, synchronously
 * (see inputParsedInSync): the context's outputCheck says how many (all in tests and
 * development, 1 in 100 in production) and what a mismatch does (see OutputCheck). The
 * schema itself is left as it is.
 */
export function sampledOutput<S extends z.ZodType>(schema: S) {
  const typed = t.procedure.output(schema);
  const check: AnyMiddlewareFunction = async ({ ctx, path, next }) => {
    const result = await next();
    const outputCheck = (ctx as Partial<Context>).outputCheck ?? CHECK_EVERY_ANSWER;
    if (!result.ok || !isSampled(outputCheck.sample)) return result;
    const checked = schema.safeParse(result.data);
    if (checked.success) return result;
    outputCheck.mismatch(path, checked.error);
    if (!outputCheck.failOnMismatch) return result;
    throw new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message: "Output validation failed",
      cause: checked.error,
    });
  };
  return withMiddleware(typed, check);
}

/** tRPC's isObject: arrays are not. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `typed` (a fragment made by `.input()` or `.output()`, for its types and its schema)
 * with `middleware` in place of the validation tRPC put in it: `.concat()` reads only a
 * fragment's definition.
 */
function withMiddleware<B extends { _def: { middlewares: AnyMiddlewareFunction[] } }>(
  typed: B,
  middleware: AnyMiddlewareFunction,
): B {
  return { ...typed, _def: { ...typed._def, middlewares: [middleware] } };
}

export const createCallerFactory = t.createCallerFactory;

/** Turns the services' typed errors into tRPC errors, and so into HTTP statuses. */
const mapServiceErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  // The payment provider down or failing: a 503 to retry, saying so, never a 500.
  if (
    !result.ok &&
    result.error.cause instanceof ProviderCallFailed &&
    result.error.cause.unavailable
  ) {
    throw new SaidError("SERVICE_UNAVAILABLE", said.money.providerUnavailable, result.error.cause);
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

export const authedProcedure = publicProcedure
  .meta({ callers: "anyone signed in" })
  .use(({ ctx, next }) => {
    if (!ctx.user || !ctx.sessionId) {
      throw new SaidError("UNAUTHORIZED", said.server.notSignedIn);
    }
    return next({ ctx: { user: ctx.user, sessionId: ctx.sessionId } });
  });

function procedureFor(role: Role) {
  return authedProcedure.meta({ callers: role }).use(({ ctx, next }) => {
    if (ctx.user.role !== role) {
      throw new SaidError("FORBIDDEN", said.server.forbidden);
    }
    return next();
  });
}

export const customerProcedure = procedureFor(Role.CUSTOMER);
export const installerProcedure = procedureFor(Role.INSTALLER);
export const adminProcedure = procedureFor(Role.ADMINISTRATOR);
