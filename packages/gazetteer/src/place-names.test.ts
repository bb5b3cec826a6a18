import { describe, expect, it } from "vitest";
import { normalizePlaceName, PLACE_NAME_MAX_LENGTH, placeNameVariants } from "./place-names";

describe("normalizePlaceName", () => {
  it.each([
    ["München", "munchen"],
    ["MÜNCHEN", "munchen"],
    ["  Munchen ", "munchen"],
    ["Saint-Étienne", "saint etienne"],
    ["Frankfurt (Oder)", "frankfurt oder"],
    ["Gießen", "giessen"],
    ["Łódź", "lodz"],
    ["Tromsø", "tromso"],
    ["Þorlákshöfn", "thorlakshofn"],
    ["Αθήνα", "αθηνα"],
    ["София", "софия"],
    ["L'Aquila", "l aquila"],
  ])("reads %j as %j", (name, expected) => {
    expect(normalizePlaceName(name)).toBe(expected);
  });

  it("leaves nothing of text that has no letters or digits", () => {
    expect(normalizePlaceName(" -/ ")).toBe("");
    expect(normalizePlaceName("🛰️")).toBe("");
  });

  it("reads no further than a place name can be long", () => {
    expect(normalizePlaceName("a".repeat(100_000))).toHaveLength(PLACE_NAME_MAX_LENGTH);
  });
});

describe("placeNameVariants", () => {
  it("tries the name as written, then without a postal code, a comma's rest or a district", () => {
    expect(placeNameVariants("80331 München")).toEqual(["80331 munchen", "munchen"]);
    expect(placeNameVariants("München 80331")).toEqual(["munchen 80331", "munchen"]);
    expect(placeNameVariants("Berlin, Mitte")).toEqual(["berlin mitte", "berlin"]);
    expect(placeNameVariants("München-Schwabing")).toEqual(["munchen schwabing", "munchen"]);
    expect(placeNameVariants("Freising")).toEqual(["freising"]);
  });

  it("has nothing to try for a blank city", () => {
    expect(placeNameVariants("   ")).toEqual([]);
  });
});
