import { createTestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import { afterEach, describe, expect, it } from "vitest";
import {
  anonymousContext,
  countingQueries,
  createCaller,
  refusalOf,
  testDeps,
  useTestApi,
} from "../testing";
import { DatabaseReadiness } from "./database-readiness";

const api = useTestApi();

let readiness: DatabaseReadiness | undefined;
afterEach(() => {
  readiness?.stop();
  readiness = undefined;
});

/** Polls `condition` every 20 ms until it holds, failing after `deadlineMs`. */
async function eventually(condition: () => boolean | Promise<boolean>, deadlineMs = 3_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("health", () => {
  it("answers from the background check: a hundred calls send no query", async () => {
    readiness = new DatabaseReadiness(api.db, api.deps.log);
    await readiness.start();
    const counting = countingQueries(api.db);
    const caller = createCaller(
      await anonymousContext({ ...api.deps, db: counting.db, databaseReadiness: readiness }),
    );
    for (let call = 0; call < 100; call += 1) {
      expect(await caller.health.check()).toEqual({ status: "ok" });
    }
    expect(counting.count).toBe(0);
  });

  it("answers 503 once the background check no longer reaches the database", async () => {
    const database = await createTestDatabase();
    const deps = testDeps(database.db);
    readiness = new DatabaseReadiness(database.db, deps.log, { intervalMs: 50 });
    await readiness.start();
    const caller = createCaller(await anonymousContext({ ...deps, databaseReadiness: readiness }));
    expect(await caller.health.check()).toEqual({ status: "ok" });

    await database.destroy();
    await eventually(() => !readiness!.ready);
    expect(await refusalOf(caller.health.check())).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: messages.server.databaseUnavailable,
    });
    expect(deps.log.lines).toContainEqual(
      expect.objectContaining({ level: "error", message: "the database does not answer" }),
    );
  });

  it("counts a lost connection at once, and is ready again once a check answers", async () => {
    readiness = new DatabaseReadiness(api.db, api.deps.log, { intervalMs: 50 });
    await readiness.start();
    const caller = createCaller(
      await anonymousContext({ ...api.deps, databaseReadiness: readiness }),
    );

    readiness.markUnready(new Error("connection terminated"));
    expect(await refusalOf(caller.health.check())).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    await eventually(() => readiness!.ready);
    expect(await caller.health.check()).toEqual({ status: "ok" });
  });
});

describe("ready", () => {
  it("asks the database on every call", async () => {
    const counting = countingQueries(api.db);
    const caller = createCaller(await anonymousContext({ ...api.deps, db: counting.db }));
    expect(await caller.health.ready()).toEqual({ status: "ok" });
    expect(await caller.health.ready()).toEqual({ status: "ok" });
    expect(counting.count).toBe(2);
  });

  it("answers 503 at once when the database does not answer, and health follows", async () => {
    const database = await createTestDatabase();
    const deps = testDeps(database.db);
    // Checks far apart: only the failed ready call can have told health.
    readiness = new DatabaseReadiness(database.db, deps.log, { intervalMs: 60_000 });
    await readiness.start();
    const caller = createCaller(await anonymousContext({ ...deps, databaseReadiness: readiness }));

    await database.destroy();
    expect(await refusalOf(caller.health.ready())).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: messages.server.databaseUnavailable,
    });
    expect(await refusalOf(caller.health.check())).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });
});
