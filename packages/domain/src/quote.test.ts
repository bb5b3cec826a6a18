import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_DESCRIPTION } from "./constants";
import {
  MIN_QUOTE_WORDS,
  QUOTE_BASE_FEE,
  QUOTE_SURCHARGES,
  QUOTE_TOO_VAGUE,
  quoteInstallation,
  type Quote,
} from "./quote";

const euros = (id: string): number => {
  const surcharge = QUOTE_SURCHARGES.find((entry) => entry.id === id);
  if (!surcharge) throw new Error(`no surcharge ${id}`);
  return surcharge.euros;
};

const labelOf = (id: string): string =>
  QUOTE_SURCHARGES.find((entry) => entry.id === id)?.label ?? "";

/** The surcharge ids a quote charged, in table order. */
function charged(quote: Quote): string[] {
  return QUOTE_SURCHARGES.filter((surcharge) =>
    quote.lines.some((line) => line.label === surcharge.label),
  ).map((surcharge) => surcharge.id);
}

const quoteOf = (description: string, specialRequirements?: string) =>
  quoteInstallation({ description, specialRequirements, photosCount: 1 });

describe("the price table", () => {
  it("prices every line in whole, non-negative euros with a label and wording to recognise", () => {
    expect(Number.isInteger(QUOTE_BASE_FEE.euros)).toBe(true);
    expect(QUOTE_BASE_FEE.euros).toBeGreaterThan(0);
    for (const surcharge of QUOTE_SURCHARGES) {
      expect(Number.isInteger(surcharge.euros)).toBe(true);
      expect(surcharge.euros).toBeGreaterThanOrEqual(0);
      expect(surcharge.label.length).toBeGreaterThan(0);
      expect(surcharge.patterns.length).toBeGreaterThan(0);
    }
  });

  it("gives every surcharge its own id and label", () => {
    const ids = QUOTE_SURCHARGES.map((surcharge) => surcharge.id);
    const labels = QUOTE_SURCHARGES.map((surcharge) => surcharge.label);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe("quoteInstallation", () => {
  it("prices a standard roof mount as the base fee plus the roof line", () => {
    const quote = quoteOf("Please mount the dish on the roof of our house.");
    expect(quote.lines).toEqual([
      QUOTE_BASE_FEE,
      { label: labelOf("roofMount"), euros: euros("roofMount") },
    ]);
    expect(quote.valueEuros).toBe(QUOTE_BASE_FEE.euros + euros("roofMount"));
  });

  it("adds up every recognised feature exactly once", () => {
    const quote = quoteOf(
      "Steep roof on a two-storey house, we need a 30 m cable run through the wall and want to move the router to the office. The roof is tiled.",
    );
    expect(charged(quote)).toEqual([
      "roofMount",
      "longCableRun",
      "height",
      "difficultAccess",
      "cableThroughWall",
      "routerRelocation",
    ]);
    expect(quote.valueEuros).toBe(
      QUOTE_BASE_FEE.euros +
        euros("roofMount") +
        euros("longCableRun") +
        euros("height") +
        euros("difficultAccess") +
        euros("cableThroughWall") +
        euros("routerRelocation"),
    );
    expect(quote.valueEuros).toBe(quote.lines.reduce((sum, line) => sum + line.euros, 0));
  });

  it.each([
    ["roofMount", "Die Schüssel soll aufs Dach."],
    ["roofMount", "Montage auf dem Flachdach, bitte"],
    ["wallMount", "Wall mount next to the kitchen window"],
    ["wallMount", "The dish should go on the outside wall"],
    ["wallMount", "Bitte an der Hauswand montieren"],
    ["wallMount", "Wandhalterung ist schon vorhanden"],
    ["poleMount", "Mount it on a pole in the garden"],
    ["poleMount", "Wir haben einen Antennenmast"],
    ["poleMount", "There is an old mast we could use"],
    ["longCableRun", "We need a long cable to the barn"],
    ["longCableRun", "30 m cable to the office"],
    ["longCableRun", "Kabel 25m bis ins Arbeitszimmer"],
    ["longCableRun", "The cable has to run about 40 metres"],
    ["longCableRun", "Wir brauchen ein langes Kabel"],
    ["longCableRun", "Das Kabel muss 17,5 m lang sein"],
    ["height", "It is a two-storey house"],
    ["height", "Two storeys up, a ladder is needed"],
    ["height", "Zweistöckiges Haus mit Satteldach"],
    ["height", "Wohnung im 3. Stock"],
    ["height", "Eine lange Leiter ist nötig"],
    ["difficultAccess", "The roof is very steep"],
    ["difficultAccess", "Das Dach ist steil"],
    ["difficultAccess", "Der Platz ist schwer zugänglich"],
    ["difficultAccess", "Difficult access through the back yard"],
    ["cableThroughWall", "Cable through the wall into the living room"],
    ["cableThroughWall", "Eine Wanddurchführung wird gebraucht"],
    ["cableThroughWall", "Kabel durch die Außenwand führen"],
    ["routerRelocation", "Please move the router upstairs"],
    ["routerRelocation", "Router relocation to the office"],
    ["routerRelocation", "Den Router ins Büro verlegen"],
    ["groundMount", "Ground mount in the garden please"],
    ["groundMount", "Aufstellung im Garten"],
  ])("recognises %s in %j", (id, description) => {
    expect(charged(quoteOf(description))).toContain(id);
  });

  it.each([
    ["wallMount", "Eine Wanddurchführung wird gebraucht"],
    ["wallMount", "Cable through the wall into the living room"],
    ["roofMount", "Das Kabel geht über den Dachboden, dachte ich"],
    ["longCableRun", "The house is 30 m from the road, cable 10 m"],
    ["longCableRun", "A 10 m cable is enough"],
    ["height", "Ground floor flat with a 5 min walk to the shed"],
  ])("does not charge %s for %j", (id, description) => {
    expect(charged(quoteOf(description))).not.toContain(id);
  });

  it("reads the special requirements as well as the description", () => {
    const quote = quoteOf(DEFAULT_LEAD_DESCRIPTION, "Wall mount, please");
    expect(charged(quote)).toEqual(["wallMount"]);
    expect(quote.valueEuros).toBe(QUOTE_BASE_FEE.euros + euros("wallMount"));
  });

  it("explains each line by the words that triggered it", () => {
    const quote = quoteOf("Montage auf dem Dach, Kabel 25m");
    expect(quote.reasons).toEqual([
      expect.stringContaining(`€${QUOTE_BASE_FEE.euros}`),
      `${labelOf("roofMount")}: +€${euros("roofMount")}, because the request mentions "Dach".`,
      `${labelOf("longCableRun")}: +€${euros("longCableRun")}, because the request mentions "25m".`,
    ]);
  });

  it("says a ground mount is included in the base fee", () => {
    const quote = quoteOf("Garden");
    expect(quote.valueEuros).toBe(QUOTE_BASE_FEE.euros);
    expect(quote.reasons).toContain(
      `${labelOf("groundMount")}: included, because the request mentions "Garden".`,
    );
  });

  it("prices a detailed request without surcharges as a standard installation", () => {
    const quote = quoteOf(
      "Please install the dish next to the shed behind our house, there is power nearby.",
    );
    expect(quote.valueEuros).toBe(QUOTE_BASE_FEE.euros);
    expect(quote.lines).toEqual([QUOTE_BASE_FEE]);
    expect(quote.reasons).toContain(
      "No surcharge applies: the request describes a standard installation.",
    );
  });

  it.each([
    ["the default description alone", DEFAULT_LEAD_DESCRIPTION],
    ["a blank description", "   "],
    ["a few words without a feature", "Please install my Starlink soon"],
    ["the default description and a short note", `${DEFAULT_LEAD_DESCRIPTION} asap please`],
  ])("cannot quote %s", (_case, description) => {
    const quote = quoteOf(description);
    expect(quote).toEqual({ valueEuros: null, lines: [], reasons: [QUOTE_TOO_VAGUE] });
  });

  it("quotes a featureless request once it has enough words of its own", () => {
    const words = Array.from({ length: MIN_QUOTE_WORDS }, (_, index) => `word${index}`);
    expect(quoteOf(words.slice(1).join(" ")).valueEuros).toBeNull();
    expect(quoteOf(words.join(" ")).valueEuros).toBe(QUOTE_BASE_FEE.euros);
  });

  it("notes when there were no photos to go by", () => {
    const note = "No property photos were given, so the price rests on the description alone.";
    expect(quoteInstallation({ description: "Roof mount" }).reasons).toContain(note);
    expect(quoteInstallation({ description: "Roof mount", photosCount: 2 }).reasons).not.toContain(
      note,
    );
  });

  // The time these take is measured in bench/text-patterns.bench.ts; here only the answers.
  it("cannot quote a cable clause of 80,000 digits, which names no length", () => {
    expect(quoteInstallation({ description: `cable ${"1".repeat(80_000)}` })).toEqual({
      valueEuros: null,
      lines: [],
      reasons: [QUOTE_TOO_VAGUE],
    });
  });

  it("reads no length out of a number too long to be one", () => {
    expect(charged(quoteOf(`Roof mount, cable ${"1".repeat(80_000)} m`))).toEqual(["roofMount"]);
  });

  it("still prices the features named around a huge run of digits", () => {
    const digits = "1".repeat(80_000);
    const quote = quoteOf(`Roof mount ${digits}, a 30 m cable ${digits} through the wall`);
    expect(charged(quote)).toEqual(["roofMount", "longCableRun", "cableThroughWall"]);
    expect(quote.reasons).toContain(
      `${labelOf("longCableRun")}: +€${euros("longCableRun")}, because the request mentions "30 m".`,
    );
  });

  it("counts the words of a long request without letters as none", () => {
    expect(quoteOf("1 ".repeat(40_000)).valueEuros).toBeNull();
    expect(quoteOf(`${"12.5 ".repeat(10_000)}${"word ".repeat(MIN_QUOTE_WORDS)}`).valueEuros).toBe(
      QUOTE_BASE_FEE.euros,
    );
  });

  it("is case-insensitive", () => {
    expect(charged(quoteOf("ROOF MOUNT WITH A LADDER"))).toEqual(["roofMount", "height"]);
  });
});
