import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Pure code whose files share no state: one worker process runs them all, instead of
    // starting a process and importing the package afresh for each file.
    isolate: false,
    // A ceiling, not a measure: the hostile-input tests (100 KB of odd text) take well under
    // a second alone, but several seconds on a two-core CI machine busy with the browser
    // suite beside them; a catastrophic backtrack would still take minutes.
    testTimeout: 30_000,
  },
});
