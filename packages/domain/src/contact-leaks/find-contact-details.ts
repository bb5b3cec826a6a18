import { finding, foldAccents, unconfuse } from "./matching";
import { findMessengerContacts } from "./messengers";
import { blankOutNonContactNumbers } from "./not-contact-numbers";
import { findDigitsCloseTogether } from "./obfuscated-digits";
import { findDigitsInSteps } from "./digits-in-steps";
import { findLoneNamedParts, findNamedHalves, findVariantEnds } from "./named-halves";
import { findSpokenPhoneNumbers } from "./number-words";
import { findSameAsUserName } from "./same-as-user-name";
import { findSpacedOutAddresses } from "./spaced-out";
import { findPhoneNumbers, readDigitSeparators, readLookalikeDigits } from "./phone-numbers";
import { CONTACT_DETAILS_REMOVED, type ContactFinding, type ContactKind } from "./types";
import { findEmailAddresses, findUrls } from "./web-addresses";

// When two detectors claim the same span, the more specific name wins (wa.me/… is a messenger link, not any URL).
const KIND_PRIORITY: Record<ContactKind, number> = { messenger: 3, email: 2, phone: 1, url: 0 };

function byStartThenLongest(a: ContactFinding, b: ContactFinding): number {
  return (
    a.start - b.start ||
    b.end - b.start - (a.end - a.start) ||
    KIND_PRIORITY[b.kind] - KIND_PRIORITY[a.kind]
  );
}

/** Overlapping findings become one, spanning both, named after the first (and longest) of them. */
function mergeOverlapping(text: string, findings: ContactFinding[]): ContactFinding[] {
  const merged: ContactFinding[] = [];
  for (const next of [...findings].sort(byStartThenLongest)) {
    const last = merged.at(-1);
    if (last && next.start < last.end) {
      last.end = Math.max(last.end, next.end);
      last.text = text.slice(last.start, last.end);
    } else {
      merged.push({ ...next });
    }
  }
  return merged;
}

// "4️⃣3️⃣1️⃣": a keycap emoji's marks come after its digit and belong to it.
const KEYCAP_MARKS_AFTER = /^[\uFE0F\u20E3]+/u;

function withKeycapMarks(text: string, found: ContactFinding): ContactFinding {
  const marks = KEYCAP_MARKS_AFTER.exec(text.slice(found.end, found.end + 2));
  if (!marks) return found;
  const end = found.end + marks[0].length;
  return { ...found, end, text: text.slice(found.start, end) };
}

// "+ 34 · 6 6 0 …", "📲 + 3 9 3 4 …": a plus set apart from the country code belongs to it;
// "[913] [227] [504]": so do the brackets around the first and last group.
const PLUS_BEFORE = /\+\s{1,2}$/u;
const OPENING_BEFORE = /[[(]$/u;
const CLOSING_AFTER = /^[\])]/u;

function withPlusAndBrackets(text: string, found: ContactFinding): ContactFinding {
  if (found.kind !== "phone") return found;
  const before = text.slice(Math.max(0, found.start - 3), found.start);
  const plus = PLUS_BEFORE.exec(before)?.[0].length ?? 0;
  const bracketed =
    OPENING_BEFORE.test(before) && CLOSING_AFTER.test(text.slice(found.end, found.end + 1));
  if (!plus && !bracketed) return found;
  const start = found.start - (plus || 1);
  const end = found.end + (bracketed && !plus ? 1 : 0);
  return finding(text, "phone", start, end);
}

/** Findings in a text read another way, with the original text's characters. */
function inOriginal(text: string, findings: ContactFinding[]): ContactFinding[] {
  return findings.map(({ kind, start, end }) => finding(text, kind, start, end));
}

/**
 * Contact details in a chat message: phone numbers (also spelled out or broken
 * up), email addresses, URLs and messenger handles or invitations. The findings
 * do not overlap and are sorted by where they start.
 */
export function findContactDetails(text: string): ContactFinding[] {
  const plain = unconfuse(text);
  const readable = readLookalikeDigits(readDigitSeparators(text));
  const numbersOnly = blankOutNonContactNumbers(readable);
  const foldedNumbers = foldAccents(numbersOnly);
  const found = mergeOverlapping(text, [
    ...findPhoneNumbers(text, numbersOnly).map((found) => withKeycapMarks(text, found)),
    ...findSpokenPhoneNumbers(text, foldedNumbers),
    ...findDigitsInSteps(text, foldedNumbers),
    ...findNamedHalves(text, foldedNumbers),
    ...findLoneNamedParts(text, foldedNumbers),
    ...findDigitsCloseTogether(text, numbersOnly, readable),
    ...inOriginal(text, [
      ...findEmailAddresses(plain),
      ...findUrls(plain),
      ...findMessengerContacts(plain),
      ...findSpacedOutAddresses(plain),
      ...findSameAsUserName(plain),
    ]),
  ]);
  if (!found.some((each) => each.kind === "phone")) return found;
  return mergeOverlapping(text, [
    ...found.map((each) => withPlusAndBrackets(text, each)),
    ...findVariantEnds(text, foldedNumbers),
  ]);
}

/** The text with every finding replaced by `[contact details removed]`, and the findings. */
export function redactContactDetails(text: string): { text: string; findings: ContactFinding[] } {
  const findings = findContactDetails(text);
  let redacted = "";
  let cursor = 0;
  for (const found of findings) {
    redacted += text.slice(cursor, found.start) + CONTACT_DETAILS_REMOVED;
    cursor = found.end;
  }
  return { text: redacted + text.slice(cursor), findings };
}
