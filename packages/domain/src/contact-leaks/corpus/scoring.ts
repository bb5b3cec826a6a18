import { findContactDetails } from "../find-contact-details";
import type { ContactFinding } from "../types";
import type { LanguageCorpus } from "./language-corpus";
import type { LeakingMessage } from "./leaking-messages";

function covers(findings: ContactFinding[], text: string, part: string): boolean {
  const start = text.indexOf(part);
  return findings.some((found) => found.start <= start && found.end >= start + part.length);
}

/** Whether the detector's findings cover every part of the message that leaks. */
export function isCaught({ text, leaked }: LeakingMessage): boolean {
  const findings = findContactDetails(text);
  return leaked.every((part) => covers(findings, text, part));
}

/** What the detector found in a text, for a log line. */
export function describeFindings(text: string): string {
  return findContactDetails(text)
    .map((found) => `${found.kind} "${found.text}"`)
    .join(", ");
}

export interface Score {
  recall: number;
  falsePositiveRate: number;
  missed: LeakingMessage[];
  flaggedClean: string[];
}

/** The share of leaking messages caught whole, and the share of clean ones flagged. */
export function score({ leaking, clean }: LanguageCorpus): Score {
  const missed = leaking.filter((message) => !isCaught(message));
  const flaggedClean = clean.filter((text) => findContactDetails(text).length > 0);
  return {
    recall: (leaking.length - missed.length) / leaking.length,
    falsePositiveRate: flaggedClean.length / clean.length,
    missed,
    flaggedClean,
  };
}

export const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Parts named that do not occur in their message, and messages written twice. */
export function corpusMistakes(corpora: readonly LanguageCorpus[]): string[] {
  const leaking = corpora.flatMap((corpus) => corpus.leaking);
  const texts = [...leaking.map(({ text }) => text), ...corpora.flatMap((corpus) => corpus.clean)];
  return [
    ...leaking.flatMap(({ text, leaked }) =>
      leaked.filter((part) => !text.includes(part)).map((part) => `"${part}" not in "${text}"`),
    ),
    ...texts.filter((text, index) => texts.indexOf(text) !== index).map((text) => `twice: ${text}`),
  ];
}
