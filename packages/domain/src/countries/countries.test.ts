import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, COUNTRY_NAMES, isCountryCode } from "./countries";

describe("the served countries", () => {
  it("are the EU's 27, the rest of the EEA, the United Kingdom and Switzerland", () => {
    const eu = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE";
    const expected = [...eu.split(" "), "IS", "LI", "NO", "GB", "CH"].sort();
    expect(COUNTRY_CODES).toEqual(expected);
    expect(COUNTRY_CODES).toHaveLength(32);
  });

  it("are named in English", () => {
    expect(COUNTRY_NAMES.DE).toBe("Germany");
    expect(COUNTRY_NAMES.GB).toBe("United Kingdom");
    expect(COUNTRY_NAMES.CH).toBe("Switzerland");
    expect(new Set(Object.values(COUNTRY_NAMES)).size).toBe(COUNTRY_CODES.length);
  });

  it("know their own codes only, in capitals, and nothing inherited", () => {
    expect(isCountryCode("DE")).toBe(true);
    expect(isCountryCode("de")).toBe(false);
    expect(isCountryCode("US")).toBe(false);
    expect(isCountryCode("UK")).toBe(false);
    expect(isCountryCode("toString")).toBe(false);
  });
});
