import { describe, expect, it } from "vitest";
import {
  batchByLanguage,
  otherLanguagesTuning,
  untranslatedByLanguage,
} from "./corpus/generalisation";
import { blindByLanguage } from "./corpus/blind";
import { blindTwoByLanguage } from "./corpus/blind-2";
import { blindThreeByLanguage } from "./corpus/blind-3";
import { blindFourByLanguage } from "./corpus/blind-4";
import { blindFiveByLanguage } from "./corpus/blind-5";
import type { LanguageCorpus } from "./corpus/language-corpus";
import { expectTunedScore, MAX_FALSE_POSITIVE_RATE, MIN_RECALL } from "./corpus/expect-goals";
import { corpusMistakes, percent, score } from "./corpus/scoring";

// domain is compiled without Node or DOM types; the test runner has a console all the same.
declare const console: { log(message: string): void };

/*
 * Does the detector find contact details in messages it was not tuned on? Each language
 * has tuning rounds, whose misses are listed; a first batch, written before the detector
 * was changed, and later ones, each written once the one before had been tuned on, each
 * held out until its score was recorded, then opened and tuned on. The batch in
 * held-out/ was the last of them: written after all tuning, it scored recall 90.0–95.0 %
 * and false positives 2.0–8.0 % per language (85.0–95.0 % and 12.0–24.0 % before the
 * detector was changed), and was opened on 2026-12-06 and tuned on. So were the two blind
 * batches below. A batch written after that is scored by whoever holds it, never here
 * (scripts/score-corpus.ts scores one without listing it).
 */
// A scoring test reads hundreds of messages, and the first one run also compiles every
// pattern of the detector: on a loaded machine that is more than the default 5 s.
const SCORING_TIMEOUT_MS = 60_000;
const MIN_FIRST_HELD_OUT = 40;
const MIN_UNTRANSLATED_FIRST_BATCH = 30;
const MIN_HELD_OUT_LEAKING = 40;
const MIN_HELD_OUT_CLEAN = 50;

function expectHeldOutSize(heldOut: LanguageCorpus): void {
  expect(heldOut.leaking.length).toBeGreaterThanOrEqual(MIN_HELD_OUT_LEAKING);
  expect(heldOut.clean.length).toBeGreaterThanOrEqual(MIN_HELD_OUT_CLEAN);
}

describe.each(Object.entries(batchByLanguage))(
  "the %s generalisation batches",
  (language, batch) => {
    it(`held ${MIN_FIRST_HELD_OUT} leaking and clean messages out before tuning, and hold ${MIN_HELD_OUT_LEAKING} leaking and ${MIN_HELD_OUT_CLEAN} clean ones written after it`, () => {
      const { tuning, openedHeldOut, openedLaterBatches, heldOut } = batch;
      expect(openedHeldOut.leaking.length).toBeGreaterThanOrEqual(MIN_FIRST_HELD_OUT);
      expect(openedHeldOut.clean.length).toBeGreaterThanOrEqual(MIN_FIRST_HELD_OUT);
      expectHeldOutSize(heldOut);
      openedLaterBatches.forEach(expectHeldOutSize);
      expect(corpusMistakes([tuning, openedHeldOut, ...openedLaterBatches, heldOut])).toEqual([]);
    });

    it(
      `catches at least ${MIN_RECALL * 100} % of the leaks and flags at most ${MAX_FALSE_POSITIVE_RATE * 100} % of clean messages in every batch it was tuned on`,
      () => {
        expectTunedScore(`${language} tuning`, batch.tuning);
        expectTunedScore(`${language} opened held-out`, batch.openedHeldOut);
        batch.openedLaterBatches.forEach((opened, index) =>
          expectTunedScore(`${language} opened batch ${index + 2}`, opened),
        );
        expectTunedScore(`${language} opened held-out batch (opened 2026-12-06)`, batch.heldOut);
      },
      SCORING_TIMEOUT_MS,
    );
  },
);

describe.each(Object.entries(untranslatedByLanguage))(
  "the %s batches, a language without a tuning round of its own",
  (language, batch) => {
    it(`held ${MIN_UNTRANSLATED_FIRST_BATCH} leaking and clean messages before tuning, and hold ${MIN_HELD_OUT_LEAKING} leaking and ${MIN_HELD_OUT_CLEAN} clean ones written after it`, () => {
      expect(batch.openedHeldOut.leaking.length).toBeGreaterThanOrEqual(
        MIN_UNTRANSLATED_FIRST_BATCH,
      );
      expect(batch.openedHeldOut.clean.length).toBeGreaterThanOrEqual(MIN_UNTRANSLATED_FIRST_BATCH);
      batch.openedLaterBatches.forEach(expectHeldOutSize);
      expectHeldOutSize(batch.heldOut);
      expect(
        corpusMistakes([batch.openedHeldOut, ...batch.openedLaterBatches, batch.heldOut]),
      ).toEqual([]);
    });

    it(
      `catches at least ${MIN_RECALL * 100} % of the leaks and flags at most ${MAX_FALSE_POSITIVE_RATE * 100} % of clean messages in every batch that was opened`,
      () => {
        expectTunedScore(`${language} opened held-out`, batch.openedHeldOut);
        batch.openedLaterBatches.forEach((opened, index) =>
          expectTunedScore(`${language} opened batch ${index + 2}`, opened),
        );
        expectTunedScore(`${language} opened held-out batch (opened 2026-12-06)`, batch.heldOut);
      },
      SCORING_TIMEOUT_MS,
    );
  },
);

describe("the tuning batch in other untranslated languages", () => {
  it(
    `catches at least ${MIN_RECALL * 100} % of the leaks and flags at most ${MAX_FALSE_POSITIVE_RATE * 100} % of clean messages`,
    () => {
      expect(corpusMistakes([otherLanguagesTuning])).toEqual([]);
      expectTunedScore("other languages", otherLanguagesTuning);
    },
    SCORING_TIMEOUT_MS,
  );
});

function describeOpened(
  batch: string,
  corpora: Record<string, LanguageCorpus>,
  openedOn: string,
): void {
  describe.each(Object.entries(corpora))(`the opened %s ${batch}`, (language, blind) => {
    it(`holds ${MIN_HELD_OUT_LEAKING} leaking and ${MIN_HELD_OUT_CLEAN} clean messages, each once`, () => {
      expectHeldOutSize(blind);
      expect(corpusMistakes([blind])).toEqual([]);
    });

    it(
      `catches at least ${MIN_RECALL * 100} % of the leaks and flags at most ${MAX_FALSE_POSITIVE_RATE * 100} % of clean messages`,
      () => {
        expectTunedScore(`${language} opened ${batch} (opened ${openedOn})`, blind);
      },
      SCORING_TIMEOUT_MS,
    );
  });
}

/*
 * The blind batch (issue 21), written on 2026-12-06 by someone who had never read the detector
 * nor its other corpora, scored once, then opened and tuned on. Its blind score: recall en 76,
 * de 72, fr 74, es 76, it 76, pl 74, pt 74, sv 72, cs 72 %; false positives en 3.3, de 0,
 * fr 1.7, es 0, it 1.7, pl 0, pt 0, sv 1.7, cs 1.7 %.
 */
describeOpened("blind batch", blindByLanguage, "2026-12-06");

/*
 * The second blind batch (issue 21), written on 2026-12-06 by another writer who had read
 * neither the detector nor any corpus, while the first blind batch was being tuned on. Its
 * scores while it was held out, per language, recall / false positives in %:
 *   before today's tuning:  en 61.5/3.3, de 75.0/0, fr 82.4/5.0, es 84.0/5.0, it 84.0/5.0,
 *                           pl 84.0/3.3, pt 82.0/3.3, sv 74.0/3.3, cs 76.0/3.3
 *   after the first round:  en 63.5/0, de 76.9/0, fr 82.4/0, es 84.0/0, it 84.0/0,
 *                           pl 82.0/0, pt 80.0/1.7, sv 74.0/1.7, cs 76.0/0
 *   after the blind round:  en 75.0/0, de 86.5/0, fr 88.2/0, es 86.0/0, it 88.0/0,
 *                           pl 88.0/0, pt 82.0/1.7, sv 78.0/1.7, cs 84.0/0
 *   after generic passes written before its misses were read (digits close together with
 *   symbols between them, look-alike characters, twice/thrice words, a mailbox on its
 *   provider, a spelled www):
 *                           en 82.7/0, de 86.5/0, fr 88.2/0, es 90.0/0, it 90.0/0,
 *                           pl 88.0/0, pt 84.0/1.7, sv 80.0/1.7, cs 84.0/0
 * (en not quite blind: a few of its leaks had been seen). It was then opened on 2026-12-06
 * and tuned on: en 96.2/0, every other language 100/0.
 */
describeOpened("second blind batch", blindTwoByLanguage, "2026-12-06");

/*
 * The fourth blind batch (issue 21), written on 2026-12-07 by a writer who read no file of
 * the repository, after all tuning so far. Scored once on 3cfb928 before it was opened on
 * 2026-12-07, recall / false positives in %:
 *   en 90.0/0.0, de 84.0/1.7, fr 88.0/1.7, es 90.0/1.7, it 90.0/1.7, pl 90.0/1.7,
 *   pt 90.0/0.0, sv 84.0/3.3, cs 88.0/1.7
 * It was then opened and tuned on with general shapes, each shown on text of its own in
 * general-shapes.test.ts (addresses one character at a time, digits said in steps, a name
 * after "I am" on a named service, a messenger that is the user name here, "instead of" a
 * messenger, a date with its year after a space, a number's start and end given apart):
 * 100/0 in every language. The third batch, never opened, moved far less (below).
 */
describeOpened("fourth blind batch", blindFourByLanguage, "2026-12-07");

/*
 * The third blind batch (issue 21), written on 2026-12-06 by a writer who had read neither
 * the detector nor any corpus, while the second was being opened and tuned on. It is never
 * opened: its misses are not listed here or anywhere, only its scores (recall / false
 * positives in %):
 *   before that tuning (e55782d): en 80.0/3.3, de 76.0/3.3, fr 76.0/1.7, es 82.0/5.0,
 *                                 it 78.0/3.3, pl 82.0/6.7, pt 80.0/5.0, sv 78.0/3.3, cs 74.0/1.7
 *   after it, scored once:        en 84.0/3.3, de 86.0/5.0, fr 82.0/1.7, es 90.0/5.0,
 *                                 it 88.0/3.3, pl 88.0/5.0, pt 90.0/5.0, sv 88.0/3.3, cs 86.0/1.7
 *   after the fourth batch was opened and tuned on (2026-12-07):
 *                                 en 86.0/3.3, de 88.0/5.0, fr 82.0/1.7, es 92.0/5.0,
 *                                 it 90.0/3.3, pl 90.0/5.0, pt 92.0/5.0, sv 90.0/3.3, cs 88.0/1.7
 * The goals on never-seen text (recall ≥ 95 %, false positives ≤ 2 %) are not met;
 * these floors keep what was reached from sliding back while the detector changes.
 */
const BLIND_THREE_MIN_RECALL = 0.8;
const BLIND_THREE_MAX_FALSE_POSITIVES = 0.05;

function describeNeverOpened(
  batch: string,
  corpora: Record<string, LanguageCorpus>,
  minRecall: number,
  maxFalsePositives: number,
): void {
  describe.each(Object.entries(corpora))(
    `the never-opened %s ${batch} blind batch`,
    (language, blind) => {
      it(`holds ${MIN_HELD_OUT_LEAKING} leaking and ${MIN_HELD_OUT_CLEAN} clean messages, each once`, () => {
        expectHeldOutSize(blind);
        expect(corpusMistakes([blind])).toEqual([]);
      });

      it(
        `catches at least ${(minRecall * 100).toFixed(0)} % of the leaks and flags at most ${(maxFalsePositives * 100).toFixed(1)} % of clean messages, without saying which`,
        () => {
          const { recall, falsePositiveRate } = score(blind);
          console.log(
            `${language} ${batch} blind batch (never opened): recall ${percent(recall)}, false positives ${percent(falsePositiveRate)}`,
          );
          expect(recall).toBeGreaterThanOrEqual(minRecall);
          expect(falsePositiveRate).toBeLessThanOrEqual(maxFalsePositives);
        },
        SCORING_TIMEOUT_MS,
      );
    },
  );
}

describeNeverOpened(
  "third",
  blindThreeByLanguage,
  BLIND_THREE_MIN_RECALL,
  BLIND_THREE_MAX_FALSE_POSITIVES,
);

/*
 * The fifth blind batch (issue 21), written on 2026-12-07 by a writer who read no file of
 * the repository, while the fourth was being opened and tuned on. Never opened: only its
 * scores are kept (recall / false positives in %), scored once on the detector of that day:
 *   en 84.0/1.7, de 86.0/1.7, fr 86.0/0.0, es 90.0/0.0, it 88.0/0.0, pl 84.0/0.0,
 *   pt 88.0/0.0, sv 86.0/0.0, cs 80.0/0.0
 * False positives meet the goal (≤ 2 %) in every language; recall (≥ 95 %) does not.
 */
const BLIND_FIVE_MIN_RECALL = 0.8;
const BLIND_FIVE_MAX_FALSE_POSITIVES = 0.02;

describeNeverOpened(
  "fifth",
  blindFiveByLanguage,
  BLIND_FIVE_MIN_RECALL,
  BLIND_FIVE_MAX_FALSE_POSITIVES,
);
