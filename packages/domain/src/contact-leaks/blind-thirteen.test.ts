import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindThirteenByLanguage } from "./corpus/blind-13";

/*
 * The thirteenth blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages, written on 2026-12-07 by three writers who read no file of the repository (nor
 * the ninth to twelfth batches). Scored ONCE on 28cc478 (the twelfth batch's classes taught)
 * and NOT opened: no message of it has been read. Recall / false positives in %:
 *              rules          rules + second opinion
 *   en     88.3 / 0.0         95.0 / 0.0
 *   de     85.0 / 0.0         90.0 / 0.0
 *   fr     85.0 / 0.0         91.7 / 0.0
 *   es     93.3 / 0.0        100.0 / 0.0
 *   it     93.3 / 1.0        100.0 / 1.0
 *   pl     90.0 / 0.0         96.7 / 0.0
 *   pt     91.7 / 1.0         96.7 / 1.0
 *   sv     96.7 / 0.0         98.3 / 0.0
 *   cs     96.7 / 1.0         98.3 / 1.0
 * With the second opinion, false positives met the goal (<= 2 %) in every language, as in
 * the eleventh and twelfth batches; recall (>= 95 %) in seven of nine: de and fr missed six
 * and five leaks of 60. It is the tuning set for the next round (open it, generalise by
 * class, then score a fourteenth batch written blind). The floors keep what was reached,
 * without saying which message.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.85, maxFalsePositives: 0.01 },
  withSecondOpinion: { minRecall: 0.9, maxFalsePositives: 0.01 },
};

describeBlindBatchFloors(
  "the thirteenth blind batch (scored once, never opened)",
  "blind-13",
  blindThirteenByLanguage,
  FLOORS,
);
