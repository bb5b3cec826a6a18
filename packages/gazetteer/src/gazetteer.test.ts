import { readFileSync } from "node:fs";
import { COUNTRY_CODES, type CountryCode } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { ANY_COUNTRY, buildPlaceTables } from "./build-place-tables";
import { createGazetteer } from "./gazetteer";
import { readGeonamesDump } from "./geonames-source";
import { greatCircleKm } from "./great-circle";
import { PLACES_DIRECTORY } from "./place-files";

const { locatePlace } = createGazetteer();
const munich = { lat: 48.13743, lon: 11.57549 };

describe("locatePlace with the shipped tables", () => {
  it.each([
    "München",
    "MÜNCHEN",
    "Munchen",
    "Muenchen",
    "Munich",
    "Monaco di Baviera",
    "80331 München",
  ])("finds München written %j", async (city) => {
    expect(await locatePlace({ country: "DE", city })).toEqual(munich);
  });

  it("places Freising within 50 km of München and Augsburg beyond", async () => {
    const freising = await locatePlace({ country: "DE", city: "Freising" });
    const augsburg = await locatePlace({ country: "DE", city: "Augsburg" });
    expect(freising).not.toBeNull();
    expect(augsburg).not.toBeNull();
    expect(greatCircleKm(munich, freising ?? munich)).toBeLessThan(50);
    expect(greatCircleKm(munich, augsburg ?? munich)).toBeGreaterThan(50);
  });

  it.each<[CountryCode, string, { lat: number; lon: number }]>([
    ["AT", "Wien", { lat: 48.20849, lon: 16.37208 }],
    ["FR", "saint-étienne", { lat: 45.43389, lon: 4.39 }],
    ["PL", "Łódź", { lat: 51.75, lon: 19.46667 }],
    ["GR", "Αθήνα", { lat: 37.98376, lon: 23.72784 }],
    ["GB", "London", { lat: 51.50853, lon: -0.12574 }],
    ["DE", "Frankfurt (Oder)", { lat: 52.34714, lon: 14.55062 }],
  ])("finds a town of %s by its own name (%j)", async (country, city, expected) => {
    const found = await locatePlace({ country, city });
    expect(greatCircleKm(expected, found ?? { lat: 0, lon: 0 })).toBeLessThan(5);
  });

  it("looks only in the country it is given", async () => {
    expect(await locatePlace({ country: "AT", city: "Freising" })).toBeNull();
    expect(await locatePlace({ country: "DE", city: "Wien" })).toBeNull();
  });

  it("without a country, finds a town whose name is its own everywhere, and no other", async () => {
    expect(await locatePlace({ country: null, city: "Wien" })).toEqual({
      lat: 48.20849,
      lon: 16.37208,
    });
    expect(await locatePlace({ country: null, city: "Freising" })).not.toBeNull();
    // Many towns of Germany and Austria are called Neustadt; a hamlet of 600 people is too small.
    expect(await locatePlace({ country: null, city: "Neustadt" })).toBeNull();
  });

  it.each([
    ["an empty city", "", "DE"],
    ["a blank city", "   ", "DE"],
    ["a place that does not exist", "Atlantis", "DE"],
    ["symbols only", "🛰️🛰️", "DE"],
    ["100,000 letters", "x".repeat(100_000), "DE"],
    ["a country not served", "Berlin", "US"],
    ["a path for a country", "Berlin", "../places/DE"],
    ["a country in lower case", "Berlin", "de"],
  ])("finds nothing for %s", async (_, city, country) => {
    expect(await locatePlace({ country: country as CountryCode, city })).toBeNull();
  });
});

describe("the shipped tables", () => {
  // Reading and indexing the 32 MB dump takes seconds.
  it(
    "are what the installed GeoNames dump builds, one for each served country and ANY",
    { timeout: 60_000 },
    () => {
      const { source, lines } = readGeonamesDump();
      const tables = buildPlaceTables(lines, source);
      expect([...tables.keys()].sort()).toEqual([...COUNTRY_CODES, ANY_COUNTRY].sort());
      for (const [name, table] of tables) {
        const shipped = readFileSync(new URL(`${name}.tsv`, PLACES_DIRECTORY), "utf8");
        // Not toEqual: a mismatch would print megabytes. Rebuild with `pnpm places`.
        expect(shipped === table, `places/${name}.tsv is out of date`).toBe(true);
      }
    },
  );
});
