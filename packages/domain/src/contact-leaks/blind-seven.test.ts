import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindSevenByLanguage } from "./corpus/blind-7";

/*
 * The seventh blind batch (issue 21): 50 leaking and 60 clean messages in each of nine
 * languages, written on 2026-12-07 by a writer who read no file of the repository, while
 * the rules were being generalised from the sixth batch's misses and the second opinion
 * retrained with it. Scored once on the detector of that morning and once after that work;
 * then OPENED for round two (its flagged clean messages read, the classes behind them fixed:
 * a label naming a non-contact number a few words before it, parts named with the word for
 * their number, meter readings, serials), and scored a third time. Recall / false positives
 * in % (rules, and rules + second opinion; the second opinion was not trained on this batch
 * then — since the ninth batch was written it is, with the eighth, one of the training folds):
 *             before                         after                    after round two (opened)
 *   en   96.0 / 5.0   100.0 / 5.0      96.0 / 5.0   100.0 / 5.0      96.0 / 0.0   100.0 / 0.0
 *   de   96.0 / 3.3    96.0 / 3.3      96.0 / 3.3    96.0 / 3.3      96.0 / 0.0    96.0 / 0.0
 *   fr   98.0 / 1.7   100.0 / 3.3     100.0 / 1.7   100.0 / 1.7     100.0 / 0.0   100.0 / 0.0
 *   es  100.0 / 0.0   100.0 / 0.0     100.0 / 0.0   100.0 / 0.0     100.0 / 0.0   100.0 / 0.0
 *   it  100.0 / 3.3   100.0 / 3.3     100.0 / 3.3   100.0 / 3.3     100.0 / 0.0   100.0 / 0.0
 *   pl  100.0 / 1.7   100.0 / 1.7     100.0 / 1.7   100.0 / 1.7     100.0 / 0.0   100.0 / 0.0
 *   pt  100.0 / 0.0   100.0 / 0.0     100.0 / 0.0   100.0 / 0.0     100.0 / 0.0   100.0 / 0.0
 *   sv  100.0 / 3.3   100.0 / 3.3     100.0 / 3.3   100.0 / 3.3     100.0 / 0.0   100.0 / 0.0
 *   cs  100.0 / 3.3   100.0 / 3.3     100.0 / 3.3   100.0 / 3.3     100.0 / 0.0   100.0 / 0.0
 * Before round two, recall met the goal (>= 95 %) in every language and false
 * positives (<= 2 %) in four of nine. Since this batch was opened, its round-two scores say
 * little about a new batch; the eighth is the honest measure. The floors keep what was
 * reached, without saying which message.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.96, maxFalsePositives: 0 },
  withSecondOpinion: { minRecall: 0.96, maxFalsePositives: 0 },
};

describeBlindBatchFloors(
  "the seventh blind batch (opened once scored)",
  "blind-7",
  blindSevenByLanguage,
  FLOORS,
);
