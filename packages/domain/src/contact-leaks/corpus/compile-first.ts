import { beforeAll } from "vitest";
import { compileContactScreen } from "../compile-patterns";

// The first message the detector reads compiles its patterns: about a second of CPU, many
// more on a loaded machine, which no single test should pay for within its 5 s.
const COMPILE_TIMEOUT_MS = 60_000;

/** Has the detector read one message before the tests of the calling file run. */
export function compileDetectorFirst(): void {
  beforeAll(compileContactScreen, COMPILE_TIMEOUT_MS);
}
