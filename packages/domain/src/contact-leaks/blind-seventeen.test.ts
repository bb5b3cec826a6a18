import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindSeventeenByLanguage } from "./corpus/blind-17";

/*
 * The seventeenth blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages, written on 2026-12-07 by three writers who read no file of the repository (nor
 * any other batch), asked to write each leak a different way. Scored ONCE on 40582f5 (the
 * sixteenth batch's classes taught) and NOT opened: no message of it has been read.
 * Recall / false positives in %:
 *              rules          rules + second opinion
 *   en     90.0 / 1.0         98.3 / 1.0
 *   de     93.3 / 1.0         98.3 / 1.0
 *   fr     95.0 / 0.0         98.3 / 0.0
 *   es     93.3 / 1.0         95.0 / 1.0
 *   it     91.7 / 1.0        100.0 / 1.0
 *   pl     86.7 / 1.0         95.0 / 1.0
 *   pt     83.3 / 0.0         95.0 / 0.0
 *   sv     88.3 / 0.0         98.3 / 0.0
 *   cs     88.3 / 0.0         98.3 / 0.0
 * With the second opinion (what the server screens with) both goals of issue 21 (recall >=
 * 95 %, false positives <= 2 %) are met in all nine languages at once, the first batch to do
 * so; the sixteenth, scored the same way one round earlier, met them in five. The floors hold
 * the goals themselves for the screen, and what the rules alone reached.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.83, maxFalsePositives: 0.01 },
  withSecondOpinion: { minRecall: 0.95, maxFalsePositives: 0.02 },
};

describeBlindBatchFloors(
  "the seventeenth blind batch (scored once, never opened)",
  "blind-17",
  blindSeventeenByLanguage,
  FLOORS,
);
