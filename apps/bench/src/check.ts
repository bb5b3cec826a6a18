import type { Verdict } from "./stats";

/** A measurement, or why it could not be taken. */
export type Measured<T> = { ok: true; value: T } | { ok: false; reason: string };

/** One row of the table. */
export interface Check {
  label: string;
  product: string;
  reference: string;
  ratio: string;
  goal: string;
  verdict: Verdict;
  /** Why it was not measured. */
  reason?: string;
}

/** What a cell without a value shows. */
export const NONE = "—";

/** The row of a measurement that could not be taken. */
export function unmeasured(label: string, goal: string, reason: string): Check {
  return {
    label,
    product: NONE,
    reference: NONE,
    ratio: NONE,
    goal,
    verdict: "not measured",
    reason,
  };
}
