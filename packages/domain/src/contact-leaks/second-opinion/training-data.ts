import { blindByLanguage } from "../corpus/blind";
import { blindTwoByLanguage } from "../corpus/blind-2";
import { blindThreeByLanguage } from "../corpus/blind-3";
import { blindFourByLanguage } from "../corpus/blind-4";
import { blindFiveByLanguage } from "../corpus/blind-5";
import { blindSixByLanguage } from "../corpus/blind-6";
import { blindSevenByLanguage } from "../corpus/blind-7";
import { blindEightByLanguage } from "../corpus/blind-8";
import { blindNineByLanguage } from "../corpus/blind-9";
import { blindTenByLanguage } from "../corpus/blind-10";
import { blindElevenByLanguage } from "../corpus/blind-11";
import { blindTwelveByLanguage } from "../corpus/blind-12";
import { blindThirteenByLanguage } from "../corpus/blind-13";
import { blindFourteenByLanguage } from "../corpus/blind-14";
import { blindFifteenByLanguage } from "../corpus/blind-15";
import { blindSixteenByLanguage } from "../corpus/blind-16";
import { cleanMessages } from "../corpus/clean-messages";
import {
  batchByLanguage,
  otherLanguagesTuning,
  untranslatedByLanguage,
} from "../corpus/generalisation";
import { heldBackByLanguage } from "../corpus/hard-cases/held-back";
import { tunedHardCasesByLanguage } from "../corpus/hard-cases/tuned";
import { writtenLastByLanguage } from "../corpus/hard-cases/written-last";
import { corpusByLanguage } from "../corpus/languages";
import type { LanguageCorpus } from "../corpus/language-corpus";
import { leakingMessages } from "../corpus/leaking-messages";
import type { LeakingMessage } from "../corpus/leaking-messages";

/** A message the model learns from, with the batch (its writer) and language it came from. */
export interface Example {
  text: string;
  leaks: boolean;
  /** For leaking messages, the parts a redaction must cover. */
  leaked: readonly string[];
  batch: string;
  language: string;
}

/** The blind batches, each written by one writer who never read the detector: the folds of the cross-validation. */
export const BLIND_BATCHES: Readonly<Record<string, Record<string, LanguageCorpus>>> = {
  blind: blindByLanguage,
  "blind-2": blindTwoByLanguage,
  "blind-3": blindThreeByLanguage,
  "blind-4": blindFourByLanguage,
  "blind-5": blindFiveByLanguage,
  "blind-6": blindSixByLanguage,
  "blind-7": blindSevenByLanguage,
  "blind-8": blindEightByLanguage,
  "blind-9": blindNineByLanguage,
  "blind-10": blindTenByLanguage,
  "blind-11": blindElevenByLanguage,
  "blind-12": blindTwelveByLanguage,
  "blind-13": blindThirteenByLanguage,
  "blind-14": blindFourteenByLanguage,
  "blind-15": blindFifteenByLanguage,
  "blind-16": blindSixteenByLanguage,
};

function examplesOf(batch: string, language: string, corpus: LanguageCorpus): Example[] {
  return [
    ...corpus.leaking.map(({ text, leaked }: LeakingMessage) => ({
      text,
      leaks: true,
      leaked,
      batch,
      language,
    })),
    ...corpus.clean.map((text) => ({ text, leaks: false, leaked: [], batch, language })),
  ];
}

function examplesByLanguage(
  batch: string,
  corpora: Readonly<Record<string, LanguageCorpus>>,
): Example[] {
  return Object.entries(corpora).flatMap(([language, corpus]) =>
    examplesOf(batch, language, corpus),
  );
}

/** Every corpus in the repository, as examples named by batch and language. */
export function corpusExamples(): Example[] {
  return [
    ...Object.entries(BLIND_BATCHES).flatMap(([batch, corpora]) =>
      examplesByLanguage(batch, corpora),
    ),
    ...Object.entries(batchByLanguage).flatMap(([language, batch]) =>
      [batch.tuning, batch.openedHeldOut, ...batch.openedLaterBatches, batch.heldOut].flatMap(
        (corpus) => examplesOf("generalisation", language, corpus),
      ),
    ),
    ...Object.entries(untranslatedByLanguage).flatMap(([language, batch]) =>
      [batch.openedHeldOut, ...batch.openedLaterBatches, batch.heldOut].flatMap((corpus) =>
        examplesOf("generalisation", language, corpus),
      ),
    ),
    ...examplesOf("generalisation", "other", otherLanguagesTuning),
    ...Object.entries(corpusByLanguage).flatMap(([language, { tuned, heldOut }]) => [
      ...examplesOf("languages", language, tuned),
      ...examplesOf("languages", language, heldOut),
    ]),
    ...examplesByLanguage("hard-cases", tunedHardCasesByLanguage),
    ...examplesByLanguage("hard-cases", heldBackByLanguage),
    ...examplesByLanguage("hard-cases", writtenLastByLanguage),
    ...examplesOf("first-corpus", "mixed", { leaking: leakingMessages, clean: cleanMessages }),
  ];
}

/** Clean messages from the detector's unit tests, which the model must not flag either. */
export function hardNegativeExamples(texts: readonly string[]): Example[] {
  return texts.map((text) => ({
    text,
    leaks: false,
    leaked: [],
    batch: "unit-tests",
    language: "mixed",
  }));
}
