import { describe, expect, it } from "vitest";
import { defaultCountry } from "./defaultCountry";

describe("defaultCountry", () => {
  it("is the country the person gave before", () => {
    expect(defaultCountry("IE", ["de-AT"])).toBe("IE");
  });

  it("else the first served region of the browser's languages", () => {
    expect(defaultCountry(null, ["en-US", "de-AT", "de"])).toBe("AT");
    expect(defaultCountry(undefined, ["en-GB"])).toBe("GB");
  });

  it("else none, for the person to choose", () => {
    expect(defaultCountry(null, ["en-US", "de", "fr-CA"])).toBe("");
    expect(defaultCountry(null, [])).toBe("");
  });
});
