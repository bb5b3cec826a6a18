/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** `value ÷ base`, NaN when the base is not a positive number (nothing to compare with). */
export function ratio(value: number, base: number): number {
  return Number.isFinite(value) && Number.isFinite(base) && base > 0 ? value / base : Number.NaN;
}

/** A goal: the measured value must be at least, or at most, `limit`. */
export interface Goal {
  bound: "min" | "max";
  limit: number;
}

/** "no goal": a row measured for the record, with nothing to meet. */
export type Verdict = "met" | "missed" | "not measured" | "no goal";

/** Both goals of a row with two: missed if either is, unmeasured if either is. */
export function bothVerdicts(first: Verdict, second: Verdict): Verdict {
  if (first === "not measured" || second === "not measured") return "not measured";
  return first === "met" && second === "met" ? "met" : "missed";
}

export function verdictOf(value: number | undefined, goal: Goal): Verdict {
  if (value === undefined || !Number.isFinite(value)) return "not measured";
  const met = goal.bound === "min" ? value >= goal.limit : value <= goal.limit;
  return met ? "met" : "missed";
}

/**
 * The `fraction` percentile of `values` (0.99 for p99) by the nearest-rank method: the
 * smallest value at least that fraction of the values are at or below. NaN for none.
 */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] as number;
}
