import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindElevenByLanguage } from "./corpus/blind-11";

/*
 * The eleventh blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages, written on 2026-12-07 by three writers who read no file of the repository (nor
 * the ninth and tenth batches). Scored ONCE unopened, on 53e2f1f (the tenth batch's classes
 * taught), recall / false positives in %:
 *              rules          rules + second opinion
 *   en     90.0 / 1.0         93.3 / 1.0
 *   de     90.0 / 0.0         93.3 / 0.0
 *   fr     88.3 / 0.0         93.3 / 0.0
 *   es     96.7 / 0.0        100.0 / 0.0
 *   it     95.0 / 1.0        100.0 / 1.0
 *   pl     93.3 / 1.0         98.3 / 1.0
 *   pt     90.0 / 0.0         95.0 / 1.0
 *   sv     91.7 / 0.0         95.0 / 0.0
 *   cs     90.0 / 0.0         93.3 / 0.0
 * False positives met the goal (<= 2 %) in every language; recall (>= 95 %) in five of nine
 * (en, de, fr and cs missed four leaks of 60 each).
 *
 * Then OPENED: a mailbox whose dots or underscores are said ("lucy dot marsh91 on yahoo",
 * "jana unterstrich weiss bei posteo", "tiret du bas"), "(a)" for "@", "- at", an arrow
 * before the name; a name given after an invitation and a comma or a dash, "my FB is
 * Name"; "dreimal die fünf", "trikrat"; "riktnummer"; "point it" (English); a tax number
 * asked for and given; "@Rui …" answering someone (no model flag over it either); and the
 * second opinion retrained with this batch as a fold. Held out of the model after that work:
 * recall 96.7-100, false positives 0.0 in every language. The floors keep what was reached.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.88, maxFalsePositives: 0 },
  withSecondOpinion: { minRecall: 0.96, maxFalsePositives: 0 },
};

describeBlindBatchFloors(
  "the eleventh blind batch (opened once scored)",
  "blind-11",
  blindElevenByLanguage,
  FLOORS,
);
