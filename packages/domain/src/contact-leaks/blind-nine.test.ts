import { describeBlindBatchFloors, type BatchFloors } from "./corpus/blind-batch-floors";
import { blindNineByLanguage } from "./corpus/blind-9";

/*
 * The ninth blind batch (issue 21): 60 leaking and 100 clean messages in each of nine
 * languages (more than the earlier batches' 50 and 60, for a steadier measure: at most two
 * flagged clean messages keep a language within the goal), written on 2026-12-07 by three
 * writers who read no file of the repository, while the rules were taught the classes of
 * the eighth batch. Scored ONCE unopened, on b8a214e, recall / false positives in %:
 *              rules          rules + second opinion
 *   en     93.3 / 1.0         98.3 / 2.0
 *   de     96.7 / 1.0         98.3 / 3.0
 *   fr     96.7 / 4.0         98.3 / 4.0
 *   es     86.7 / 1.0         98.3 / 1.0
 *   it     93.3 / 2.0        100.0 / 2.0
 *   pl     88.3 / 2.0         95.0 / 2.0
 *   pt     88.3 / 1.0         93.3 / 1.0
 *   sv     91.7 / 1.0         95.0 / 1.0
 *   cs     90.0 / 3.0         96.7 / 4.0
 * With the second opinion (what the server screens with) both goals (recall >= 95 %, false
 * positives <= 2 %) were met in five languages of nine: de, fr and cs flagged three or four
 * clean messages of 100, pt missed four leaks of 60.
 *
 * Then OPENED for the classes behind them: an "@Name" answering someone in a group chat;
 * a messenger talked about (it works with Starlink, "your facebook page", "saw your work on
 * insta", "on TikTok it looked easy"), which no model may then flag either; labels typed
 * without their accents ("przesylki", "cislo objednavky"), "réf.", a French "DP", delivery
 * notes, a brand before "n°"; digits said as nouns and counted plurals ("três setes", "tre
 * sjuor", "sedmička", "siódemki"); a business name after "as" later in the clause; "no
 * Signal sou o …"; "poczta.fm"; and the second opinion retrained with this batch as a fold.
 * Held out of the model by cross-validation, after that work: recall 98.3-100, false
 * positives 0.0 in every language but cs (1.0). Trained on, as below, it says nothing of a
 * new batch; the tenth is the next honest measure. The floors keep what was reached.
 */
const FLOORS: BatchFloors = {
  rules: { minRecall: 0.9, maxFalsePositives: 0 },
  withSecondOpinion: { minRecall: 0.96, maxFalsePositives: 0 },
};

describeBlindBatchFloors(
  "the ninth blind batch (opened once scored)",
  "blind-9",
  blindNineByLanguage,
  FLOORS,
);
