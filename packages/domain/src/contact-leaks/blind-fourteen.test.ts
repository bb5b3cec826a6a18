import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindFourteenByLanguage } from "./corpus/blind-14";

/*
 * The fourteenth blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages, written on 2026-12-07 by three writers who read no file of the repository (nor
 * any other batch), asked this time to write each leak a different way. Scored ONCE on
 * c7050a7 (the thirteenth batch's classes taught), before any message of it was read.
 * Recall / false positives in %:
 *              rules          rules + second opinion
 *   en     91.7 / 0.0         96.7 / 0.0
 *   de     91.7 / 0.0         93.3 / 0.0
 *   fr     83.3 / 0.0         96.7 / 0.0
 *   es     88.3 / 1.0         93.3 / 1.0
 *   it     85.0 / 0.0         90.0 / 0.0
 *   pl     81.7 / 1.0         90.0 / 1.0
 *   pt     81.7 / 1.0         93.3 / 1.0
 *   sv     85.0 / 1.0         95.0 / 1.0
 *   cs     80.0 / 1.0         88.3 / 1.0
 * False positives met the goal (<= 2 %) in every language; recall (>= 95 %) in three of nine.
 * It was then opened and its classes taught (each with text of its own); the floors keep
 * what was reached before that, without saying which message.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.8, maxFalsePositives: 0.01 },
  withSecondOpinion: { minRecall: 0.88, maxFalsePositives: 0.01 },
};

describeBlindBatchFloors(
  "the fourteenth blind batch (scored once, never opened)",
  "blind-14",
  blindFourteenByLanguage,
  FLOORS,
);
