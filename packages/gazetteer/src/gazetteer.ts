import { readFile } from "node:fs/promises";
import { COUNTRY_CODES, type CountryCode } from "@uplink/domain";
import { ANY_COUNTRY } from "./build-place-tables";
import type { Coordinates } from "./great-circle";
import { placeNameVariants } from "./place-names";
import { PLACES_DIRECTORY } from "./place-files";
import { PlaceTable } from "./place-table";

/** What a request or a service area says about where it is. */
export interface PlaceQuery {
  /** A served country's code; null when the request named none. */
  country: CountryCode | null;
  city: string;
}

export interface Gazetteer {
  /**
   * The point of the town `city` names in `country`: by its name in any case, with or
   * without accents, in the country's languages or others ("München", "Munich",
   * "muenchen"); then without a postal code or district written beside it. Without a
   * country, only a town of some size whose name is its own everywhere Uplink serves.
   * Null when the gazetteer knows no such place.
   */
  locatePlace: (query: PlaceQuery) => Promise<Coordinates | null>;
}

const SERVED = new Set<string>(COUNTRY_CODES);

/**
 * The gazetteer over the place tables in `directory` (the package's own by default),
 * each read the first time a place in its country is asked for and then kept: a
 * country's table takes a few megabytes, the whole of Europe some tens.
 */
export function createGazetteer(directory: URL = PLACES_DIRECTORY): Gazetteer {
  const tables = new Map<string, Promise<PlaceTable>>();

  function tableOf(name: string): Promise<PlaceTable> {
    let table = tables.get(name);
    if (!table) {
      table = readFile(new URL(`${name}.tsv`, directory), "utf8").then(
        (text) => new PlaceTable(text),
      );
      // A table that could not be read is asked for again next time.
      table.catch(() => tables.delete(name));
      tables.set(name, table);
    }
    return table;
  }

  return {
    locatePlace: async ({ country, city }) => {
      if (country !== null && !SERVED.has(country)) return null;
      const names = placeNameVariants(city);
      if (names.length === 0) return null;
      const table = await tableOf(country ?? ANY_COUNTRY);
      for (const name of names) {
        const point = table.find(name);
        if (point) return point;
      }
      return null;
    },
  };
}
