import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["./src/testing/global-setup.ts"],
    // Initialising an embedded cluster takes several seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
