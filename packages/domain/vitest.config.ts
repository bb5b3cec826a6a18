import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Pure code whose files share no state: one worker process runs them all, instead of
    // starting a process and importing the package afresh for each file.
    isolate: false,
  },
});
