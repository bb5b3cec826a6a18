import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Only the pure parts (statistics, report, asset graph) have tests: the benchmark
    // itself is run, never tested.
    include: ["src/**/*.test.ts"],
    // Files that share no state: one worker process runs them all, instead of starting
    // a process and importing afresh for each file.
    isolate: false,
  },
});
