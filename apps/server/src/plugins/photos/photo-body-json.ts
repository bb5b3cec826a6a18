import { randomUUID } from "node:crypto";

/*
 * Contract: parsePhotoBodyJson(body, parse) answers what parse(body.toString("utf8"))
 * answers (the same value, or an error where it throws), for any bytes.
 *
 * Why: a photo body is JSON around a few long strings, 13 MB of base64 per 10 MB photo.
 * Parsed as one text, each photo is held three times over, as the bytes read, as the text
 * decoded from them and as the string JSON.parse copies out of that text. Here a long
 * string without escapes is taken from the bytes as it is, once, and only the JSON around
 * it is decoded and parsed (with a placeholder where it stood); the whole body never
 * becomes a string. `parse` is the server's own JSON parser (its prototype-poisoning
 * checks look at keys, and no long string is cut out where it is a key).
 */

/** Strings at least this long (in bytes) are cut out of the text; shorter ones are parsed. */
export const LONG_STRING_BYTES = 64 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
/** JSON's whitespace: space, tab, line feed, carriage return. */
const JSON_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
/** Characters JSON forbids unescaped in a string: such a string is left for `parse` to refuse. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f]/;

/** A string's contents, between its quotes, as byte offsets. */
interface Span {
  start: number;
  end: number;
}

export function parsePhotoBodyJson(body: Buffer, parse: (text: string) => unknown): unknown {
  const spans = longPlainStrings(body);
  if (spans.length === 0) return parse(body.toString("utf8"));
  const nonce = randomUUID();
  const strings = new Map<string, string>();
  const pieces: string[] = [];
  let from = 0;
  for (const span of spans) {
    const value = body.toString("utf8", span.start, span.end);
    pieces.push(body.toString("utf8", from, span.start));
    if (CONTROL_CHARACTER.test(value)) {
      pieces.push(value);
    } else {
      const placeholder = `${nonce}:${strings.size}`;
      strings.set(placeholder, value);
      pieces.push(placeholder);
    }
    from = span.end;
  }
  pieces.push(body.toString("utf8", from));
  return restore(parse(pieces.join("")), strings);
}

/**
 * The strings of at least LONG_STRING_BYTES without a backslash that are not object keys,
 * found by their quotes: outside a string, a quote can only open one. Bytes that are not
 * JSON are walked the same way; whatever `parse` makes of them is what it makes of the
 * whole text, for the text between the quotes stays a string's contents either way.
 */
function longPlainStrings(body: Buffer): Span[] {
  const spans: Span[] = [];
  let at = 0;
  for (;;) {
    const open = body.indexOf(QUOTE, at);
    if (open === -1) return spans;
    const start = open + 1;
    let escaped = false;
    let close = body.indexOf(QUOTE, start);
    let backslash = body.indexOf(BACKSLASH, start);
    // A backslash before the quote escapes the next byte, which may be that quote.
    while (close !== -1 && backslash !== -1 && backslash < close) {
      escaped = true;
      const next = backslash + 2;
      if (close < next) close = body.indexOf(QUOTE, next);
      backslash = body.indexOf(BACKSLASH, next);
    }
    if (close === -1) return spans;
    if (!escaped && close - start >= LONG_STRING_BYTES && !isKey(body, close + 1)) {
      spans.push({ start, end: close });
    }
    at = close + 1;
  }
}

function isKey(body: Buffer, after: number): boolean {
  let at = after;
  while (at < body.length && JSON_WHITESPACE.has(body[at] ?? 0)) at += 1;
  return body[at] === COLON;
}

/** The parsed value with each placeholder string replaced by the string it stands for. */
function restore(parsed: unknown, strings: ReadonlyMap<string, string>): unknown {
  const original = (value: unknown): unknown =>
    typeof value === "string" ? (strings.get(value) ?? value) : value;
  const root = original(parsed);
  // Iterative, so that deeply nested JSON cannot overflow the stack here.
  const containers: object[] = typeof root === "object" && root !== null ? [root] : [];
  for (let container = containers.pop(); container; container = containers.pop()) {
    const entries = container as Record<string, unknown>;
    for (const key of Object.keys(entries)) {
      const value = entries[key];
      if (typeof value === "object" && value !== null) containers.push(value);
      else if (typeof value === "string" && strings.has(value)) entries[key] = strings.get(value);
    }
  }
  return root;
}
