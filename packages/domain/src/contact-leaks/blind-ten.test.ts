import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindTenByLanguage } from "./corpus/blind-10";

/*
 * The tenth blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages, written on 2026-12-07 by three writers who read no file of the repository
 * (nor the ninth batch). Scored ONCE unopened, on 0a89b40 (the ninth batch's classes taught),
 * recall / false positives in %:
 *              rules          rules + second opinion
 *   en     91.7 / 2.0         93.3 / 2.0
 *   de     93.3 / 0.0         98.3 / 0.0
 *   fr     93.3 / 0.0         96.7 / 0.0
 *   es     91.7 / 1.0         98.3 / 1.0
 *   it     96.7 / 1.0        100.0 / 1.0
 *   pl     96.7 / 1.0        100.0 / 1.0
 *   pt     93.3 / 0.0         96.7 / 1.0
 *   sv     95.0 / 0.0         96.7 / 0.0
 *   cs     90.0 / 0.0         95.0 / 0.0
 * With the second opinion both goals (recall >= 95 %, false positives <= 2 %) were met in
 * eight languages of nine; en missed four leaks of 60 (the goal allows three).
 *
 * Then OPENED for the classes behind them: a mailbox told as a name "written together" or as
 * "first name dot last name" with its provider said apart; "find me on facebook, Name";
 * a second messenger with a bare name after a handle; a mailbox's dots spaced out; the
 * English "what's" read as WhatsApp; "can't" as a negation; what follows "I am" read as a
 * name only in capitals ("soy de la vieja escuela"), "I am there as …"; the next part of a
 * number named between its start and end; and the second opinion retrained with this batch
 * as a fold. Held out of the model by cross-validation after that work: recall 96.7-100,
 * false positives 0-1.0 in every language. Trained on, as below, it says nothing of a new
 * batch; the eleventh is. The floors keep what was reached.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.9, maxFalsePositives: 0 },
  withSecondOpinion: { minRecall: 0.96, maxFalsePositives: 0 },
};

describeBlindBatchFloors(
  "the tenth blind batch (opened once scored)",
  "blind-10",
  blindTenByLanguage,
  FLOORS,
);
