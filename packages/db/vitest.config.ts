import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["./src/testing/global-setup.ts"],
    // Initialising an embedded cluster takes several seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The files share no module state (each makes its own databases and pools): one
    // worker process runs them all, instead of starting a process and importing afresh
    // for each file.
    isolate: false,
    // The files mostly wait on PostgreSQL (a test process used 5-10 % of a core), so three
    // run at once even on a two-core machine, where vitest's default is one; each file has
    // its own database.
    maxWorkers: 3,
  },
});
