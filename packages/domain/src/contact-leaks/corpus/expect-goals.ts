import { expect } from "vitest";
import type { LanguageCorpus } from "./language-corpus";
import { describeFindings, percent, score } from "./scoring";

// domain is compiled without Node or DOM types; the test runner has a console all the same.
declare const console: { log(message: string): void };

/** The goals for a batch the detector was tuned on. */
export const MIN_RECALL = 0.95;
export const MAX_FALSE_POSITIVE_RATE = 0.02;

/** Scores a batch the detector was tuned on, lists its misses, and expects the goals met. */
export function expectTunedScore(name: string, corpus: LanguageCorpus): void {
  const { recall, falsePositiveRate, missed, flaggedClean } = score(corpus);
  console.log(
    [
      `${name}: recall ${percent(recall)}, false positives ${percent(falsePositiveRate)} (${corpus.leaking.length} leaking, ${corpus.clean.length} clean)`,
      ...missed.map(({ text }) => `  missed: ${text}  [found: ${describeFindings(text)}]`),
      ...flaggedClean.map((text) => `  flagged clean: ${text}  [found: ${describeFindings(text)}]`),
    ].join("\n"),
  );
  expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  expect(falsePositiveRate).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
}
