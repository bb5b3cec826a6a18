import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { sql } from "kysely";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages, verbatim } from "@uplink/domain";
import { createSession, revokeSession } from "./auth/sessions";
import { Conflict } from "./errors";
import { CHECK_EVERY_ANSWER, isSampled, type OutputCheck } from "./output-check";
import {
  adminProcedure,
  authedProcedure,
  createCallerFactory,
  customerProcedure,
  installerProcedure,
  inputParsedInSync,
  publicProcedure,
  sampledOutput,
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
    throw new Conflict(verbatim("This request is ACCEPTED, so it cannot be edited."));
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

describe("inputParsedInSync and sampledOutput", () => {
  const pageInput = z.object({ limit: z.coerce.number().int().max(10) });
  const pageOutput = z.array(z.object({ id: z.string() }));
  const pages = router({
    page: publicProcedure
      .concat(inputParsedInSync(pageInput))
      .concat(sampledOutput(pageOutput))
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

  it("refuses loudly, as a failure of ours, a schema that would need an asynchronous parse", async () => {
    const awaited = router({
      echo: publicProcedure
        .concat(inputParsedInSync(z.string().refine(() => Promise.resolve(true))))
        .query(({ input }) => input),
    });
    const caller = createCallerFactory(awaited)(await anonymousContext(deps));
    await expect(caller.echo("x")).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      cause: expect.objectContaining({ message: expect.stringMatching(/synchronous/) }) as unknown,
    });
  });

  it("keeps the schemas themselves for the OpenAPI document, and leaves them as they were", async () => {
    expect(pages.page._def.inputs).toEqual([pageInput]);
    expect(pages.page._def.inputs[0]).toBe(pageInput);
    expect((pages.page._def as { output?: unknown }).output).toBe(pageOutput);
    await expect(pageOutput.parseAsync([{ id: 3 }])).rejects.toThrow();
  });

  it("leaves a schema shared with other code parsing asynchronously, as zod does", async () => {
    const shared = z.string().refine(() => Promise.resolve(true));
    const unchecked = router({
      echo: publicProcedure
        .concat(inputParsedInSync(z.string()))
        .concat(sampledOutput(shared))
        .query(({ input }) => input),
    });
    const caller = createCallerFactory(unchecked)(
      await anonymousContext({ ...deps, outputCheck: { ...CHECK_EVERY_ANSWER, sample: 0 } }),
    );
    await expect(caller.echo("x")).resolves.toBe("x");
    await expect(shared.parseAsync("y")).resolves.toBe("y");
    await expect(shared.parseAsync(7)).rejects.toThrow();
  });
});

describe("sampledOutput", () => {
  const wrong = [{ id: 3 as unknown as string }];
  const pageOf = () =>
    router({
      page: publicProcedure
        .input(z.object({ bad: z.boolean() }))
        .concat(sampledOutput(z.array(z.object({ id: z.string() }))))
        .query(({ input }) => (input.bad ? wrong : [{ id: "3", extra: "kept" }])),
    });

  function checking(sample: number, failOnMismatch: boolean) {
    const mismatches: { path: string; error: z.ZodError }[] = [];
    const outputCheck: OutputCheck = {
      sample,
      failOnMismatch,
      mismatch: (path, error) => mismatches.push({ path, error }),
    };
    return { outputCheck, mismatches };
  }

  it("checks every answer in tests and development: a mismatch fails the call and is reported", async () => {
    const { outputCheck, mismatches } = checking(1, true);
    const caller = createCallerFactory(pageOf())(await anonymousContext({ ...deps, outputCheck }));
    await expect(caller.page({ bad: true })).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      message: "Output validation failed",
    });
    expect(mismatches.map(({ path }) => path)).toEqual(["page"]);
  });

  it("in production, sends a sampled answer that does not match as it was built, and reports it", async () => {
    const { outputCheck, mismatches } = checking(1, false);
    const caller = createCallerFactory(pageOf())(await anonymousContext({ ...deps, outputCheck }));
    await expect(caller.page({ bad: true })).resolves.toEqual(wrong);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]?.path).toBe("page");
    expect(mismatches[0]?.error.issues[0]?.path).toEqual([0, "id"]);
    await expect(caller.page({ bad: false })).resolves.toEqual([{ id: "3", extra: "kept" }]);
    expect(mismatches).toHaveLength(1);
  });

  it("never checks an answer at a sample of 0", async () => {
    const { outputCheck, mismatches } = checking(0, true);
    const caller = createCallerFactory(pageOf())(await anonymousContext({ ...deps, outputCheck }));
    for (let call = 0; call < 20; call += 1) {
      await expect(caller.page({ bad: true })).resolves.toEqual(wrong);
    }
    expect(mismatches).toEqual([]);
  });

  it("sends what the procedure built whether or not the answer was checked", async () => {
    const built = [{ id: "3", extra: "kept" }];
    for (const sample of [0, 1]) {
      const { outputCheck } = checking(sample, true);
      const caller = createCallerFactory(pageOf())(
        await anonymousContext({ ...deps, outputCheck }),
      );
      await expect(caller.page({ bad: false })).resolves.toEqual(built);
    }
  });

  it("checks the given share of answers", () => {
    const draws = [0.004, 0.5, 0.0099, 0.01, 0.999];
    expect(draws.map((draw) => isSampled(0.01, () => draw))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(isSampled(1, () => 0.999_999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
  });

  it("serves one schema as the output of several procedures (the REST aliases)", async () => {
    const shared = z.object({ id: z.string() });
    const twice = router({
      one: publicProcedure.concat(sampledOutput(shared)).query(() => ({ id: "1" })),
      two: publicProcedure.concat(sampledOutput(shared)).query(() => ({ id: "2" })),
    });
    const caller = createCallerFactory(twice)(await anonymousContext(deps));
    expect([await caller.one(), await caller.two()]).toEqual([{ id: "1" }, { id: "2" }]);
  });
});
