import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import { messages, Role } from "@uplink/domain";
import type { Context } from "./context";
import { isDatabaseTimeout } from "./database-errors";
import { AppError } from "./errors";

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // Responses never carry a stack, in any environment, and internal failures
    // never leak their message: the log has the details.
    errorFormatter({ shape, error }) {
      const issues = error.cause instanceof ZodError ? error.cause.issues : undefined;
      const message =
        error.code === "INTERNAL_SERVER_ERROR"
          ? messages.server.internal
          : (issues?.[0]?.message ?? shape.message);
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
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: messages.server.overloaded,
      cause,
    });
  }
  return result;
});

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
