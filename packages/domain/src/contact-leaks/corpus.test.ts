import { describe, expect, it } from "vitest";
import { cleanMessages } from "./corpus/clean-messages";
import { leakingMessages, type LeakingMessage } from "./corpus/leaking-messages";
import { findContactDetails } from "./find-contact-details";
import type { ContactFinding } from "./types";

// domain is compiled without Node or DOM types; the test runner has a console all the same.
declare const console: { log(message: string): void };

const MIN_RECALL = 0.95;
const MAX_FALSE_POSITIVE_RATE = 0.02;

function covers(findings: ContactFinding[], text: string, part: string): boolean {
  const start = text.indexOf(part);
  return findings.some((found) => found.start <= start && found.end >= start + part.length);
}

function isCaught({ text, leaked }: LeakingMessage): boolean {
  const findings = findContactDetails(text);
  return leaked.every((part) => covers(findings, text, part));
}

function describeFindings(text: string): string {
  return findContactDetails(text)
    .map((found) => `${found.kind} "${found.text}"`)
    .join(", ");
}

describe("the contact-leak corpus", () => {
  it("names only parts that occur in their messages", () => {
    const misnamed = leakingMessages.filter(({ text, leaked }) =>
      leaked.some((part) => !text.includes(part)),
    );
    expect(misnamed).toEqual([]);
  });

  it("holds at least 80 leaking and 80 clean messages", () => {
    expect(leakingMessages.length).toBeGreaterThanOrEqual(80);
    expect(cleanMessages.length).toBeGreaterThanOrEqual(80);
  });

  it(`catches at least ${MIN_RECALL * 100} % of the leaks and flags at most ${MAX_FALSE_POSITIVE_RATE * 100} % of clean messages`, () => {
    const missed = leakingMessages.filter((message) => !isCaught(message));
    const flaggedClean = cleanMessages.filter((text) => findContactDetails(text).length > 0);
    const caught = leakingMessages.length - missed.length;
    const recall = caught / leakingMessages.length;
    const falsePositiveRate = flaggedClean.length / cleanMessages.length;
    const precision = caught / (caught + flaggedClean.length);

    console.log(
      [
        `contact-leak corpus: ${leakingMessages.length} leaking, ${cleanMessages.length} clean messages`,
        `recall ${(recall * 100).toFixed(1)} %, precision ${(precision * 100).toFixed(1)} %, false positives ${(falsePositiveRate * 100).toFixed(1)} %`,
        ...missed.map(({ text }) => `  missed: ${text}  [found: ${describeFindings(text)}]`),
        ...flaggedClean.map(
          (text) => `  flagged clean: ${text}  [found: ${describeFindings(text)}]`,
        ),
      ].join("\n"),
    );

    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(falsePositiveRate).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
  });
});
