import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindEightByLanguage } from "./corpus/blind-8";

/*
 * The eighth blind batch (issue 21): 50 leaking and 60 clean messages in each of nine
 * languages, written on 2026-12-07 by a writer who read no file of the repository, while
 * the rules were being taught the classes of the seventh batch's false positives. Scored
 * once unopened, on the detector after that work, recall / false positives in %:
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
 * (recall >= 95 %, false positives <= 2 %) were met in six languages of nine: de missed
 * recall (94 %), fr and cs false positives (three and two clean messages of 60).
 *
 * Then OPENED (2026-12-07, once the ninth batch had been written): its misses and flagged
 * clean messages, and those left in the fourth to seventh, read for their classes (a
 * number's start and end named with a colon or "then" / "before that", one number word
 * leading groups of digits, digit groups parted by commas or emoji, a handle before the
 * messenger it is on, a subscription's, card's, key's or quote's number named a few words
 * before a colon, prepositions of all nine languages between a label and its number), and
 * the second opinion retrained with the seventh and eighth batches as folds of its own.
 * Scored again, recall / false positives in %, all nine languages:
 *   rules: en 94 / 0, de 100 / 0, fr 98 / 0, es 98 / 0, it 98 / 0, pl 100 / 0, pt 96 / 0,
 *          sv 98 / 0, cs 100 / 0; with the second opinion 100 / 0 in every language (now
 *          trained on, so no measure of a new batch: the ninth is).
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.94, maxFalsePositives: 0 },
  withSecondOpinion: { minRecall: 0.98, maxFalsePositives: 0 },
};

describeBlindBatchFloors(
  "the eighth blind batch (opened once scored)",
  "blind-8",
  blindEightByLanguage,
  FLOORS,
);
