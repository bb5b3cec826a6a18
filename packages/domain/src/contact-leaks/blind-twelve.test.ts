import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindTwelveByLanguage } from "./corpus/blind-12";

/*
 * The twelfth blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages, written on 2026-12-07 by three writers who read no file of the repository (nor
 * the ninth to eleventh batches). Scored ONCE unopened, on 81c4662 (the eleventh batch's
 * classes taught), recall / false positives in %:
 *              rules          rules + second opinion
 *   en     88.3 / 0.0         98.3 / 0.0
 *   de     86.7 / 0.0         90.0 / 0.0
 *   fr     85.0 / 0.0         93.3 / 0.0
 *   es     90.0 / 0.0         96.7 / 0.0
 *   it     90.0 / 0.0         96.7 / 0.0
 *   pl     91.7 / 0.0         95.0 / 0.0
 *   pt     93.3 / 0.0        100.0 / 0.0
 *   sv     90.0 / 0.0         93.3 / 0.0
 *   cs     95.0 / 0.0         98.3 / 0.0
 * No clean message flagged in any language; recall met the goal in six of nine (de, fr, sv
 * missed six, four and four leaks of 60).
 *
 * Then OPENED: a number's middle named as one digit, "in between", or after its digits ("40
 * i mitten"), "hört … auf"; a mailbox as "my name here + @domain", or "the same as my user
 * name here, at gmx.de"; a person's name, a provider and "first name dot last name" with no
 * word for mail; "kanelbulle" and "prick"; "point be"; a site first, then "you find me as";
 * "tiktoku"; a second messenger with a name in capitals after a handle; "my xing profile,
 * Name"; and the second opinion retrained with this batch as a fold. Held out of the model
 * after that work: recall 98.3-100, no false positive. The floors keep what was reached.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.9, maxFalsePositives: 0 },
  withSecondOpinion: { minRecall: 0.98, maxFalsePositives: 0 },
};

describeBlindBatchFloors(
  "the twelfth blind batch (opened once scored)",
  "blind-12",
  blindTwelveByLanguage,
  FLOORS,
);
