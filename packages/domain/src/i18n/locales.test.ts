import { describe, expect, it } from "vitest";
import { negotiateLocale, spokenLocale } from "./locales";

describe("the language an Accept-Language header names", () => {
  it("is the best of ours it names, by quality", () => {
    expect(spokenLocale("de-CH,de;q=0.9,en;q=0.8")).toBe("de");
    expect(spokenLocale("nl, fr;q=0.4, pl;q=0.7")).toBe("pl");
    expect(spokenLocale("de;q=0, it")).toBe("it");
  });

  it("is none for a missing header, a bare * or only languages we do not speak", () => {
    for (const header of [undefined, null, "", "*", "*;q=0.8", "nl-NL,nl;q=0.9", "de;q=0"]) {
      expect(spokenLocale(header), String(header)).toBeNull();
      expect(negotiateLocale(header), String(header)).toBe("en");
    }
  });
});
