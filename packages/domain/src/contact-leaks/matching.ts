import type { ContactFinding, ContactKind } from "./types";

/** Every match of a global regex as a finding of the given kind. */
export function findingsOf(regex: RegExp, text: string, kind: ContactKind): ContactFinding[] {
  return [...text.matchAll(regex)].map((match) =>
    finding(text, kind, match.index, match.index + match[0].length),
  );
}

export function finding(
  text: string,
  kind: ContactKind,
  start: number,
  end: number,
): ContactFinding {
  return { kind, start, end, text: text.slice(start, end) };
}

/** Replaces the given spans with `_`, which no detector reads as part of a number; offsets stay put. */
export function blankOut(text: string, spans: readonly (readonly [number, number])[]): string {
  if (spans.length === 0) return text;
  const chars = text.split("");
  for (const [start, end] of spans) chars.fill("_", start, end);
  return chars.join("");
}
