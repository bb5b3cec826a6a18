import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Only the pure parts (statistics, report, asset graph) have tests: the benchmark
    // itself is run, never tested.
    include: ["src/**/*.test.ts"],
  },
});
