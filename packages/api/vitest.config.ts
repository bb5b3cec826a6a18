import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["@uplink/db/testing/global-setup"],
    // The test files of a worker share one module graph: the server, Fastify, Kysely, pg,
    // sharp and the AWS SDK are imported once per worker instead of once per file, which
    // took more than half of the suite's CPU time. A test file must therefore leave nothing
    // behind that another could see (no module state it changed, fake timers, stubbed
    // globals or environment left in place; vitest restores vi.spyOn mocks after each file).
    isolate: false,
    // The files mostly wait on PostgreSQL (a test process used 5-10 % of a core), so three
    // run at once even on a two-core machine, where vitest's default is one; each file has
    // its own database.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
