import type { Coordinates } from "./great-circle";

/*
 * A place table, as build-place-tables.ts writes it: comment lines ("#", the source and
 * its licence), one line per place with its latitude and longitude, a blank line, then
 * one line per name with the number of its place (counted from 0), sorted by name:
 *
 *   48.13743 11.57549
 *   …
 *
 *   muenchen<TAB>2
 *
 * Every name is normalised (normalizePlaceName) and stands for one place only, so a name
 * finds its place without choosing.
 */

/**
 * The names of one country's places, each with the point it stands for. The table's text
 * is kept as it is read and searched in place: a Map of tens of thousands of names would
 * cost about a hundred bytes each, the text about twenty; a name is found by binary search
 * over its lines in microseconds, and only when a request or a service area is saved.
 */
export class PlaceTable {
  readonly #text: string;
  /** Where each name's line starts in #text. */
  readonly #nameLines: Uint32Array;
  /** Latitude and longitude of each place, in turn (float32: within a metre). */
  readonly #coordinates: Float32Array;

  constructor(text: string) {
    this.#text = text;
    let at = 0;
    while (text.startsWith("#", at)) at = text.indexOf("\n", at) + 1;
    const blank = text.indexOf("\n\n", Math.max(0, at - 1));
    if (blank === -1) throw new Error("a place table has a blank line after its places");

    const places = blank < at ? [] : text.slice(at, blank).split("\n");
    this.#coordinates = new Float32Array(places.length * 2);
    places.forEach((line, place) => {
      const space = line.indexOf(" ");
      this.#coordinates[place * 2] = Number(line.slice(0, space));
      this.#coordinates[place * 2 + 1] = Number(line.slice(space + 1));
    });

    const starts: number[] = [];
    for (let start = blank + 2; start < text.length;) {
      const end = text.indexOf("\n", start);
      if (end === -1) break;
      starts.push(start);
      start = end + 1;
    }
    this.#nameLines = Uint32Array.from(starts);
  }

  /** How many names the table knows. */
  get size(): number {
    return this.#nameLines.length;
  }

  /** The point of the place with this (normalised) name, if the table knows one. */
  find(name: string): Coordinates | null {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = this.#nameLines[middle] ?? 0;
      const tab = this.#text.indexOf("\t", start);
      const found = this.#text.slice(start, tab);
      if (found === name) {
        const place = Number(this.#text.slice(tab + 1, this.#text.indexOf("\n", tab)));
        return {
          lat: roundCoordinate(this.#coordinates[place * 2] ?? 0),
          lon: roundCoordinate(this.#coordinates[place * 2 + 1] ?? 0),
        };
      }
      if (found < name) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }
}

/** GeoNames gives five decimals (a metre); float32 adds digits that mean nothing. */
function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e5) / 1e5;
}
