import type { z } from "zod";

/**
 * How the answers of the hot procedures (built with sampledOutput, trpc.ts) are checked
 * against their output schemas: a port the server fills from OUTPUT_CHECK_SAMPLE and
 * NODE_ENV, and whose `mismatch` it logs and counts in /metrics.
 */
export interface OutputCheck {
  /** The share of answers checked: 0 checks none, 1 every one. */
  sample: number;
  /**
   * Whether an answer that does not match fails the call with 500 (tests, development),
   * or is sent as its mapper built it and only reported (production): one answer in a
   * hundred failing at random would hurt users without telling the operator more.
   */
  failOnMismatch: boolean;
  /** Told of each answer that did not match, with the procedure's path. */
  mismatch(path: string, error: z.ZodError): void;
}

/** Without a port (tests of the API alone): every answer is checked, a mismatch fails. */
export const CHECK_EVERY_ANSWER: OutputCheck = {
  sample: 1,
  failOnMismatch: true,
  mismatch: () => {},
};

/** Whether this answer is one of the sample. */
export function isSampled(sample: number, random: () => number = Math.random): boolean {
  if (sample >= 1) return true;
  if (sample <= 0) return false;
  return random() < sample;
}
