import { describe, expect, it } from "vitest";
import { LONG_STRING_BYTES, parsePhotoBodyJson } from "./photo-body-json";

type Outcome = { value: unknown } | { threw: true };

function outcome(parse: () => unknown): Outcome {
  try {
    return { value: parse() };
  } catch {
    return { threw: true };
  }
}

/** What the server's parser answered for these bytes beside what JSON.parse of their text does. */
function both(bytes: Buffer): { fast: Outcome; plain: Outcome } {
  return {
    fast: outcome(() => parsePhotoBodyJson(bytes, (text) => JSON.parse(text) as unknown)),
    plain: outcome(() => JSON.parse(bytes.toString("utf8")) as unknown),
  };
}

const long = (character: string, extra = 0) => character.repeat(LONG_STRING_BYTES + extra);
const base64 = Buffer.alloc(LONG_STRING_BYTES, 0xa7).toString("base64");

const CASES: [string, string | Buffer][] = [
  ["a photo body", JSON.stringify({ photos: [`data:image/jpeg;base64,${base64}`] })],
  [
    "photos beside fields with escapes and other scripts",
    JSON.stringify({
      title: 'Küche "neu"\n\\ 屋根',
      photos: [`data:image/png;base64,${base64}`, base64, "short"],
      captions: ["Zażółć", "\u0001"],
      size: 12.5,
      nested: { deeper: [[{ photo: base64 }]], none: null, yes: true },
    }),
  ],
  ["a long string that is the whole body", JSON.stringify(base64)],
  ["a long string with escaped quotes", JSON.stringify(`${long("a")}"in quotes"${long("b")}`)],
  ["a long string ending in an escaped backslash", JSON.stringify(`${long("a")}\\`)],
  ["a long string with a line break", JSON.stringify({ text: `${long("a")}\n` })],
  ["a long string of other scripts", JSON.stringify({ text: long("ż") })],
  ["a long string as a key", `{${JSON.stringify(long("k"))} : 1, "b": ${JSON.stringify(base64)}}`],
  ["a long string with a raw control character", `{"a": "${long("a")}\u0001"}`],
  ["a long string with a raw tab", `["${long("a", 3)}\tb"]`],
  ["an unterminated long string", `{"photos": ["${long("a")}`],
  ["a long string where a value cannot be", `{"photos" "${long("a")}"}`],
  ["two long strings side by side", `["${long("a")}" "${long("b")}"]`],
  ["a long string after a bare word", `[nope"${long("a")}"]`],
  ["a long string with a trailing comma", `["${long("a")}",]`],
  ["a long string in a deep nest", `${"[".repeat(500)}"${long("a")}"${"]".repeat(500)}`],
  [
    "a long string behind the prototype's key",
    `{"__proto__": {"isAdmin": true}, "photos": ["${long("a")}"]}`,
  ],
  ["invalid UTF-8 in and around a long string", invalidUtf8()],
  ["a long string at the limit's edge", JSON.stringify([long("a", -1), long("b")])],
];

function invalidUtf8(): Buffer {
  return Buffer.concat([
    Buffer.from('{"a": "'),
    Buffer.from([0xc3]),
    Buffer.from('", "b": "'),
    Buffer.from(long("x")),
    Buffer.from([0xe2, 0x82]),
    Buffer.from('"}'),
  ]);
}

describe("parsePhotoBodyJson answers what JSON.parse of the body's text answers", () => {
  it.each(CASES)("for %s", (_case, body) => {
    const { fast, plain } = both(Buffer.isBuffer(body) ? body : Buffer.from(body));
    expect(fast).toEqual(plain);
  });

  it("for bodies with quotes, backslashes, colons and brackets dropped in at random", () => {
    const template = Buffer.from(
      JSON.stringify({
        photos: [`data:image/jpeg;base64,${base64}`, long("Q")],
        caption: 'a "b" \\ c',
        list: [1, "x", { y: base64 }],
      }),
    );
    const specials = Buffer.from('"\\:,[]{} \u0001a');
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    let parsedAlike = 0;
    for (let round = 0; round < 120; round += 1) {
      const body = Buffer.from(template);
      for (let change = 1 + random(3); change > 0; change -= 1) {
        body[random(body.length)] = specials[random(specials.length)] ?? 0;
      }
      const { fast, plain } = both(body);
      expect(fast).toEqual(plain);
      if ("value" in plain) parsedAlike += 1;
    }
    // Some of the changed bodies are still JSON (a change inside a string).
    expect(parsedAlike).toBeGreaterThan(0);
  });

  it("hands a long string on whole, as one string equal to the one sent", () => {
    const photo = `data:image/jpeg;base64,${base64}`;
    const parsed = parsePhotoBodyJson(
      Buffer.from(JSON.stringify({ photos: [photo] })),
      (text) => JSON.parse(text) as unknown,
    );
    expect(parsed).toEqual({ photos: [photo] });
  });

  it("passes only the JSON around the long strings to the parser", () => {
    const texts: string[] = [];
    parsePhotoBodyJson(Buffer.from(JSON.stringify({ photos: [base64, base64] })), (text) => {
      texts.push(text);
      return JSON.parse(text) as unknown;
    });
    expect(texts).toHaveLength(1);
    expect(texts[0]?.length).toBeLessThan(200);
  });
});
