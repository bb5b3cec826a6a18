import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindSixteenByLanguage } from "./corpus/blind-16";

/*
 * The sixteenth blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages, written on 2026-12-07 by three writers who read no file of the repository (nor
 * any other batch), asked to write each leak a different way. Scored ONCE on 8eb90ea (the
 * fifteenth batch's classes taught), before any message of it was read. Recall / false
 * positives in %:
 *              rules          rules + second opinion
 *   en     85.0 / 0.0         91.7 / 0.0
 *   de     90.0 / 0.0         95.0 / 0.0
 *   fr     88.3 / 0.0         96.7 / 0.0
 *   es     88.3 / 0.0         93.3 / 0.0
 *   it     90.0 / 0.0         93.3 / 0.0
 *   pl     86.7 / 0.0         91.7 / 0.0
 *   pt     86.7 / 2.0         95.0 / 2.0
 *   sv     91.7 / 0.0         96.7 / 0.0
 *   cs     88.3 / 1.0         95.0 / 1.0
 * Both goals (recall >= 95 %, false positives <= 2 %) met in five languages of nine. It was
 * then opened and its classes taught (each with text of its own); the floors keep what was
 * reached before that, without saying which message.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.85, maxFalsePositives: 0.02 },
  withSecondOpinion: { minRecall: 0.91, maxFalsePositives: 0.02 },
};

describeBlindBatchFloors(
  "the sixteenth blind batch (scored once, never opened)",
  "blind-16",
  blindSixteenByLanguage,
  FLOORS,
);
