import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindEightByLanguage } from "./corpus/blind-8";

/*
 * The eighth blind batch (issue 21): 50 leaking and 60 clean messages in each of nine
 * languages, written on 2026-12-07 by a writer who read no file of the repository, while
 * the rules were being taught the classes of the seventh batch's false positives. Never
 * opened: scored once, on the detector after that work, recall / false positives in %:
 *              rules          rules + second opinion
 *   en     92.0 / 1.7        100.0 / 1.7
 *   de     94.0 / 0.0         94.0 / 0.0
 *   fr     94.0 / 3.3         96.0 / 5.0
 *   es     96.0 / 1.7         98.0 / 1.7
 *   it     98.0 / 0.0        100.0 / 0.0
 *   pl    100.0 / 1.7        100.0 / 1.7
 *   pt     94.0 / 0.0         98.0 / 0.0
 *   sv     96.0 / 1.7        100.0 / 1.7
 *   cs    100.0 / 3.3        100.0 / 3.3
 * With the second opinion (what the server screens with) both of the goals
 * (recall >= 95 %, false positives <= 2 %) are met in six languages of nine: de misses
 * recall (94 %), fr and cs false positives (three and two clean messages of 60). The
 * floors keep what was reached, without saying which message.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.92, maxFalsePositives: 0.034 },
  withSecondOpinion: { minRecall: 0.94, maxFalsePositives: 0.05 },
};

describeBlindBatchFloors(
  "the eighth blind batch (never opened)",
  "blind-8",
  blindEightByLanguage,
  FLOORS,
);
