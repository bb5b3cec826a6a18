import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/global-setup.ts"],
    // One file at a time: the browser and the server it drives fill a two-core machine.
    fileParallelism: false,
    // The files run one after another in one worker process, which imports playwright
    // and the helpers once; each file still has its own pages and accounts.
    isolate: false,
    // Tests marked concurrent (the accessibility audit's languages) run two at a time.
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
