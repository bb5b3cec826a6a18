import { describe, expect, it } from "vitest";
import { findContactDetails } from "../find-contact-details";
import { findContactDetailsWithSecondOpinion } from "../second-opinion";
import type { ContactFinding } from "../types";
import { compileDetectorFirst } from "./compile-first";
import type { LanguageCorpus } from "./language-corpus";
import { percent } from "./scoring";

// domain is compiled without Node or DOM types; the test runner has a console all the same.
declare const console: { log(message: string): void };

const SCORING_TIMEOUT_MS = 60_000;

/** The least recall and the most false positives a finder may score on a batch. */
export interface Floor {
  minRecall: number;
  maxFalsePositives: number;
}

/** A blind batch's floors: for the rules alone, and with the second opinion (what the server screens with). */
export interface BatchFloors {
  rules: Floor;
  withSecondOpinion: Floor;
}

type Finder = (text: string) => ContactFinding[];

function scoreWith(find: Finder, { leaking, clean }: LanguageCorpus) {
  const caught = leaking.filter(({ text, leaked }) => {
    const findings = find(text);
    return leaked.every((part) => {
      const start = text.indexOf(part);
      return findings.some((found) => found.start <= start && found.end >= start + part.length);
    });
  });
  const flagged = clean.filter((text) => find(text).length > 0);
  return { recall: caught.length / leaking.length, falsePositives: flagged.length / clean.length };
}

/**
 * Holds each language of a blind batch (`name`, e.g. "blind-8") to `floors`, printing its
 * scores and never saying which message was missed or flagged.
 */
export function describeBlindBatchFloors(
  title: string,
  name: string,
  byLanguage: Record<string, LanguageCorpus>,
  floors: BatchFloors,
): void {
  compileDetectorFirst();
  describe.each(Object.entries(byLanguage))(`${title} in %s`, (language, blind) => {
    // The rules read each message once; the second opinion starts from what they found.
    const rulesFound = new Map<string, ContactFinding[]>();
    const rules: Finder = (text) => {
      const found = rulesFound.get(text) ?? findContactDetails(text);
      rulesFound.set(text, found);
      return found;
    };
    const withSecondOpinion: Finder = (text) =>
      findContactDetailsWithSecondOpinion(text, rules(text));
    it.each([
      ["the rules", rules, floors.rules],
      ["the rules with the second opinion", withSecondOpinion, floors.withSecondOpinion],
    ] as const)(
      "%s keep their scores, without saying which message",
      (finder, find, { minRecall, maxFalsePositives }) => {
        const { recall, falsePositives } = scoreWith(find, blind);
        console.log(
          `${language} ${name}, ${finder}: recall ${percent(recall)}, false positives ${percent(falsePositives)}`,
        );
        expect(recall).toBeGreaterThanOrEqual(minRecall);
        expect(falsePositives).toBeLessThanOrEqual(maxFalsePositives);
      },
      SCORING_TIMEOUT_MS,
    );
  });
}
