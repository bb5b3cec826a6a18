import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, COUNTRY_NAMES } from "./countries";
import { countryName, countryOptions } from "./country-names";

describe("countryName", () => {
  it("names every served country in English as the country list does", () => {
    for (const code of COUNTRY_CODES) expect(countryName(code, "en")).toBe(COUNTRY_NAMES[code]);
  });

  it("names countries in the language asked for", () => {
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryName("GB", "fr")).toBe("Royaume-Uni");
    expect(countryName("CH", "it")).toBe("Svizzera");
    expect(countryName("NL", "es")).toBe("Países Bajos");
    expect(countryName("AT", "pl")).toBe("Austria");
  });

  it("uses the active language when none is asked for (English by default)", () => {
    expect(countryName("IE")).toBe("Ireland");
  });
});

describe("countryOptions", () => {
  it("lists the 32 served countries once each, sorted by their names in the language", () => {
    const german = countryOptions("de");
    expect(german.map((option) => option.value).sort()).toEqual(COUNTRY_CODES);
    const labels = german.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "de")));
    // "Österreich" sorts with O in German, not after Z.
    expect(labels.indexOf("Österreich")).toBeLessThan(labels.indexOf("Polen"));
    expect(german).toContainEqual({ value: "GB", label: "Vereinigtes Königreich" });
  });
});
