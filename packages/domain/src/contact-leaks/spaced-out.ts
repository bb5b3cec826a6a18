/**
 * "m i k e . r o s s @ y a h o o . c o m", "w w w . s a t - f i x . c o m": an address
 * written one character at a time, a space after each, so that no pattern of addresses
 * reads it. Read with its spaces taken out, it is an address like any other.
 */
import { finding } from "./matching";
import type { ContactFinding } from "./types";
import { findEmailAddresses, findUrls } from "./web-addresses";

// Six characters or more, each alone between spaces. A long row is read once, from its start.
const ONE_AT_A_TIME = /(?<!\S)\S(?: \S){5,}(?!\S)/gu;

/** Email addresses and links written one character at a time. `text` is unconfused. */
export function findSpacedOutAddresses(text: string): ContactFinding[] {
  return [...text.matchAll(ONE_AT_A_TIME)].flatMap((match) => {
    const joined = match[0].replaceAll(" ", "");
    const whole = (found: ContactFinding) => found.start === 0 && found.end === joined.length;
    const kind = findEmailAddresses(joined).some(whole)
      ? "email"
      : findUrls(joined).some(whole)
        ? "url"
        : undefined;
    return kind ? [finding(text, kind, match.index, match.index + match[0].length)] : [];
  });
}
