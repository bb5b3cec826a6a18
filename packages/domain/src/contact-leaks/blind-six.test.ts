import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindSixByLanguage } from "./corpus/blind-6";

/*
 * The sixth blind batch (issue 21): 50 leaking and 60 clean messages in each of nine
 * languages, written on 2026-12-07 by a writer who read no file of the repository, while
 * the second opinion was being trained (on every other corpus; never on this one). First
 * scored once on the rules of that day and once on the rules with the second
 * opinion (what the server screens with), recall / false positives in %:
 *                rules        rules + second opinion
 *   en       88.0 / 1.7         96.0 / 3.3
 *   de       88.0 / 1.7         96.0 / 1.7
 *   fr       86.0 / 1.7         98.0 / 3.3
 *   es       90.0 / 0.0         98.0 / 1.7
 *   it       92.0 / 0.0         98.0 / 0.0
 *   pl       88.0 / 1.7         94.0 / 1.7
 *   pt       80.0 / 0.0         98.0 / 1.7
 *   sv       90.0 / 1.7         98.0 / 1.7
 *   cs       90.0 / 1.7         96.0 / 1.7
 * With the second opinion recall meets the goal (≥ 95 %) in eight languages of nine
 * (pl 94 %); false positives (≤ 2 %) in seven (en and fr: one clean message of 60 more).
 *
 * Then opened (the same day): its misses and flagged clean messages were read for the
 * classes of mistakes they stand for (numbers given in named parts, in steps with "and
 * finally", as sums, across one line break; satellite tuning values; a messenger named by
 * a message that keeps the talk here; one-word Czech numbers), the rules were taught each
 * class, and the second opinion now trains on this batch too. Since then, rules alone:
 * recall 96–100 %, no false positives; with the second opinion 100 % and none. It is no
 * longer a blind estimate (cross-validation.test.ts scores the model's share held out); the
 * floors keep what was reached.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.96, maxFalsePositives: 0 },
  withSecondOpinion: { minRecall: 0.98, maxFalsePositives: 0 },
};

describeBlindBatchFloors(
  "the sixth blind batch (opened once scored)",
  "blind-6",
  blindSixByLanguage,
  FLOORS,
);
