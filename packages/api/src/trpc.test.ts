import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { sql } from "kysely";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages, saidOfFieldMessage } from "@uplink/domain";
import { createSession, revokeSession } from "./auth/sessions";
import { Conflict } from "./errors";
import {
  adminProcedure,
  authedProcedure,
  createCallerFactory,
  customerProcedure,
  installerProcedure,
  parsedInSync,
  sentAsBuilt,
  publicProcedure,
  router,
} from "./trpc";
import {
  anonymousContext,
  contextFor,
  contextWithToken,
  createUser,
  testDeps,
  type TestDeps,
} from "./testing";

const probeRouter = router({
  open: publicProcedure.query(({ ctx }) => ctx.user?.id ?? null),
  whoAmI: authedProcedure.query(({ ctx }) => ctx.user.id),
  customerOnly: customerProcedure.query(() => "customer"),
  installerOnly: installerProcedure.query(() => "installer"),
  adminOnly: adminProcedure.query(() => "admin"),
  conflict: publicProcedure.mutation(() => {
    throw new Conflict(saidOfFieldMessage("This request is ACCEPTED, so it cannot be edited."));
  }),
  crash: publicProcedure.query(() => {
    throw new Error("connection refused at 10.0.0.5 with password hunter2");
  }),
  slowQuery: publicProcedure.query(({ ctx }) =>
    ctx.db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 50`.execute(trx);
      await sql`select pg_sleep(5)`.execute(trx);
      return "finished";
    }),
  ),
  // Text that no schema checked, as a procedure added without the domain's text fields.
  unchecked: publicProcedure
    .input(z.object({ text: z.string() }))
    .mutation(({ ctx, input }) =>
      sql<{ text: string }>`select ${input.text}::text`.execute(ctx.db),
    ),
  strict: publicProcedure
    .input(z.object({ email: z.email({ error: "Please enter a valid email address" }) }))
    .query(({ input }) => input.email),
});
const createCaller = createCallerFactory(probeRouter);

let database: TestDatabase;
let deps: TestDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database.db);
});
afterAll(async () => {
  await database.destroy();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
  return "OK";
}

describe("procedure bases", () => {
  it("lets anyone call a public procedure", async () => {
    const caller = createCaller(await anonymousContext(deps));
    expect(await caller.open()).toBeNull();
  });

  it("refuses an authenticated procedure without a session", async () => {
    const caller = createCaller(await anonymousContext(deps));
    await expect(caller.whoAmI()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: messages.server.notSignedIn,
    });
  });

  it("reads the session from the bearer header and from the cookie", async () => {
    const user = await createUser(database.db);
    expect(await createCaller(await contextFor(deps, user.id, "bearer")).whoAmI()).toBe(user.id);
    expect(await createCaller(await contextFor(deps, user.id, "cookie")).whoAmI()).toBe(user.id);
  });

  it("ignores an unknown, revoked or expired session", async () => {
    const user = await createUser(database.db);
    const unknown = await contextWithToken(deps, "not-a-real-token");
    expect(unknown.user).toBeNull();

    const revoked = await contextFor(deps, user.id);
    await revokeSession(database.db, revoked.sessionId!);
    const afterRevoke = await anonymousContext(deps, revoked.request);
    expect(afterRevoke.user).toBeNull();

    const longAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    const { token } = await createSession(database.db, user.id, longAgo);
    const expired = await contextWithToken(deps, token);
    expect(expired.user).toBeNull();
  });

  it("lets each role procedure through only its own role", async () => {
    const roles = ["customer", "installer", "administrator"] as const;
    const results: Record<string, string[]> = {};
    for (const role of roles) {
      const user = await createUser(database.db, { role });
      const caller = createCaller(await contextFor(deps, user.id));
      results[role] = [
        await codeOf(caller.customerOnly()),
        await codeOf(caller.installerOnly()),
        await codeOf(caller.adminOnly()),
      ];
    }
    expect(results).toEqual({
      customer: ["OK", "FORBIDDEN", "FORBIDDEN"],
      installer: ["FORBIDDEN", "OK", "FORBIDDEN"],
      administrator: ["FORBIDDEN", "FORBIDDEN", "OK"],
    });
    const anonymous = createCaller(await anonymousContext(deps));
    expect(await codeOf(anonymous.adminOnly())).toBe("UNAUTHORIZED");
  });

  it("turns a service's typed error into the matching tRPC error", async () => {
    const caller = createCaller(await anonymousContext(deps));
    await expect(caller.conflict()).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This request is ACCEPTED, so it cannot be edited.",
    });
  });
});

describe("error responses over HTTP", () => {
  async function call(path: string, init?: RequestInit) {
    const response = await fetchRequestHandler({
      endpoint: "/trpc",
      req: new Request(`http://uplink.test/trpc/${path}`, init),
      router: probeRouter,
      createContext: () => anonymousContext(deps),
    });
    return { status: response.status, body: await response.text() };
  }

  it("hide an internal failure's message and stack", async () => {
    const { status, body } = await call("crash");
    expect(status).toBe(500);
    expect(body).toContain(messages.server.internal);
    expect(body).not.toContain("hunter2");
    expect(body).not.toContain("stack");
  });

  it("answer 503 with the busy message when the database times a statement out", async () => {
    const { status, body } = await call("slowQuery");
    expect(status).toBe(503);
    expect((JSON.parse(body) as { error: { message: string } }).error.message).toBe(
      messages.server.overloaded,
    );
    expect(body).not.toContain("statement timeout");
  });

  it("answer 400, never 500, when the database refuses a NUL that no schema refused", async () => {
    const { status, body } = await call("unchecked", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "a\u0000b" }),
    });
    expect(status, body).toBe(400);
    expect((JSON.parse(body) as { error: { message: string } }).error.message).toBe(
      messages.validation.controlCharacters,
    );
  });

  it("carry the first validation message as the message, with the issues", async () => {
    const input = encodeURIComponent(JSON.stringify({ email: "nope" }));
    const { status, body } = await call(`strict?input=${input}`);
    expect(status).toBe(400);
    const parsed = JSON.parse(body) as {
      error: { message: string; data: { code: string; issues: { path: string[] }[] } };
    };
    expect(parsed.error.message).toBe("Please enter a valid email address");
    expect(parsed.error.data.code).toBe("BAD_REQUEST");
    expect(parsed.error.data.issues[0]?.path).toEqual(["email"]);
    expect(body).not.toContain("stack");
  });

  it("answer 409 for a wrong state and 401 for a missing session", async () => {
    expect(
      (
        await call("conflict", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).status,
    ).toBe(409);
    expect((await call("whoAmI")).status).toBe(401);
  });
});

describe("parsedInSync", () => {
  const pages = router({
    page: publicProcedure
      .input(parsedInSync(z.object({ limit: z.coerce.number().int().max(10) })))
      .output(parsedInSync(z.array(z.object({ id: z.string() }))))
      .query(({ input }) =>
        Array.from({ length: input.limit }, (_, index) => ({
          id: index === 3 ? (3 as unknown as string) : String(index),
        })),
      ),
  });

  it("validates input and output exactly as tRPC's asynchronous parse did", async () => {
    const caller = createCallerFactory(pages)(await anonymousContext(deps));
    await expect(caller.page({ limit: "2" })).resolves.toEqual([{ id: "0" }, { id: "1" }]);
    await expect(caller.page({ limit: 11 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.page({ limit: 5 })).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      message: "Output validation failed",
    });
  });

  it("refuses loudly a schema that would need an asynchronous parse", async () => {
    const awaited = parsedInSync(z.string().refine(() => Promise.resolve(true)));
    await expect(awaited.parseAsync("x")).rejects.toThrow(/synchronous/);
  });
});

describe("sentAsBuilt", () => {
  const pageOf = (production: boolean) =>
    router({
      page: publicProcedure
        .input(z.object({ bad: z.boolean() }))
        .output(sentAsBuilt(z.array(z.object({ id: z.string() })), production))
        .query(({ input }) => [{ id: input.bad ? (3 as unknown as string) : "3" }]),
    });

  it("checks every answer against the schema outside production (tests, development)", async () => {
    const caller = createCallerFactory(pageOf(false))(await anonymousContext(deps));
    await expect(caller.page({ bad: false })).resolves.toEqual([{ id: "3" }]);
    await expect(caller.page({ bad: true })).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      message: "Output validation failed",
    });
  });

  it("sends in production what the procedure built, without a second pass over it", async () => {
    const caller = createCallerFactory(pageOf(true))(await anonymousContext(deps));
    const built = await caller.page({ bad: false });
    expect(built).toEqual([{ id: "3" }]);
    await expect(caller.page({ bad: true })).resolves.toEqual([{ id: 3 }]);
  });

  it("serves one schema as the output of several procedures (the REST aliases)", async () => {
    const shared = z.object({ id: z.string() });
    const twice = router({
      one: publicProcedure.output(sentAsBuilt(shared, true)).query(() => ({ id: "1" })),
      two: publicProcedure.output(sentAsBuilt(shared, true)).query(() => ({ id: "2" })),
    });
    const caller = createCallerFactory(twice)(await anonymousContext(deps));
    expect([await caller.one(), await caller.two()]).toEqual([{ id: "1" }, { id: "2" }]);
  });
});
