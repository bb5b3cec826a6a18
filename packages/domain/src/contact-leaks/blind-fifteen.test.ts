import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindFifteenByLanguage } from "./corpus/blind-15";

/*
 * The fifteenth blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages, written on 2026-12-07 by three writers who read no file of the repository (nor
 * any other batch), asked to write each leak a different way. Scored ONCE on 9ed5ddf (the
 * fourteenth batch's classes taught), before any message of it was read. Recall / false
 * positives in %:
 *              rules          rules + second opinion
 *   en     91.7 / 0.0         96.7 / 0.0
 *   de     85.0 / 0.0         91.7 / 0.0
 *   fr     83.3 / 0.0         86.7 / 0.0
 *   es     90.0 / 0.0         93.3 / 0.0
 *   it     86.7 / 0.0         91.7 / 0.0
 *   pl     88.3 / 0.0         93.3 / 0.0
 *   pt     90.0 / 1.0         93.3 / 1.0
 *   sv     90.0 / 0.0         96.7 / 0.0
 *   cs     85.0 / 1.0         93.3 / 1.0
 * False positives met the goal (<= 2 %) in every language; recall (>= 95 %) in two of nine.
 * It was then opened and its classes taught (each with text of its own); the floors keep
 * what was reached before that, without saying which message.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.83, maxFalsePositives: 0.01 },
  withSecondOpinion: { minRecall: 0.86, maxFalsePositives: 0.01 },
};

describeBlindBatchFloors(
  "the fifteenth blind batch (scored once, never opened)",
  "blind-15",
  blindFifteenByLanguage,
  FLOORS,
);
