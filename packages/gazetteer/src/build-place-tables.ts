import { COUNTRY_CODES, type CountryCode } from "@uplink/domain";
import { normalizePlaceName } from "./place-names";

/*
 * Builds the place tables (place-table.ts) from the GeoNames "cities500" dump: every
 * populated place of more than 500 people, with its coordinates and the names it goes
 * by in many languages (GeoNames, CC BY 4.0). It runs when the data is updated
 * (`pnpm --filter @uplink/gazetteer places`), not at run time: the server reads the
 * compact tables it writes, and a test checks that they are what this builds.
 */

/** The table of places found by name alone, when a request names no country. */
export const ANY_COUNTRY = "ANY";

/** A request without a country is placed only in a town of at least this many people… */
const ANY_COUNTRY_MIN_POPULATION = 5_000;
/** …whose name is this many times more populous there than anywhere else served. */
const ANY_COUNTRY_DOMINANCE = 10;

/** GeoNames feature codes of places that are gone or were never a settlement of their own. */
const NOT_A_PLACE = new Set(["PPLH", "PPLQ", "PPLW", "PPLCH"]);
/** A section of a town ("Schwabing"): found by its name, after every town of that name. */
const SECTION = "PPLX";

/** Other names in these scripts are kept (Greek and Bulgarian names are written so). */
const KEPT_SCRIPT = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N} ]+$/u;
const NAME_MAX_LENGTH = 60;
/** Airport and other codes GeoNames lists among a town's names ("MUC"). */
const CODE = /^[A-Z0-9]{2,4}$/;

interface Place {
  geonameId: number;
  lat: string;
  lon: string;
  population: number;
  section: boolean;
  /** Its own name, then the other names it goes by, normalised. */
  ownNames: Set<string>;
  otherNames: Set<string>;
}

/** A name's claim to a place: own names first, towns before their sections, then size. */
function claim(place: Place, name: string): number[] {
  return [
    place.ownNames.has(name) ? 0 : 1,
    place.section ? 1 : 0,
    -place.population,
    place.geonameId,
  ];
}

function precedes(a: number[], b: number[]): boolean {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

function readPlace(columns: string[]): Place | null {
  const [geonameId, name, asciiName, alternateNames, lat, lon, featureClass, featureCode] = columns;
  if (featureClass !== "P" || NOT_A_PLACE.has(featureCode ?? "")) return null;
  if (!lat || !lon || !Number.isFinite(Number(lat)) || !Number.isFinite(Number(lon))) return null;
  const ownNames = new Set(
    [name ?? "", asciiName ?? ""].map(normalizePlaceName).filter((key) => key !== ""),
  );
  const otherNames = new Set<string>();
  for (const other of (alternateNames ?? "").split(",")) {
    if (other === "" || CODE.test(other)) continue;
    const key = normalizePlaceName(other);
    if (key === "" || key.length > NAME_MAX_LENGTH || !KEPT_SCRIPT.test(key)) continue;
    if (!ownNames.has(key)) otherNames.add(key);
  }
  if (ownNames.size === 0) return null;
  return {
    geonameId: Number(geonameId),
    lat,
    lon,
    population: Number(columns[14]) || 0,
    section: featureCode === SECTION,
    ownNames,
    otherNames,
  };
}

/** Each name given to the place with the best claim to it. */
function resolveNames(places: Place[]): Map<string, Place> {
  const owners = new Map<string, Place>();
  for (const place of places) {
    for (const name of [...place.ownNames, ...place.otherNames]) {
      const owner = owners.get(name);
      if (!owner || precedes(claim(place, name), claim(owner, name))) owners.set(name, place);
    }
  }
  return owners;
}

/** JavaScript's own order of strings (UTF-16 code units), which PlaceTable searches by. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function headerOf(what: string, source: string): string {
  return [
    `# ${what}, from GeoNames (https://www.geonames.org, CC BY 4.0) as ${source};`,
    "# filtered and names normalised. Places (latitude longitude, numbered from 0), a blank",
    "# line, then each name with its place's number, sorted by name.",
  ].join("\n");
}

/** The table's text in the format PlaceTable reads (place-table.ts). */
function writeTable(header: string, owners: Map<string, Place>): string {
  const places = [...new Set(owners.values())].sort(
    (a, b) => b.population - a.population || a.geonameId - b.geonameId,
  );
  const numberOf = new Map(places.map((place, index) => [place, index]));
  const names = [...owners.keys()].sort(byCodeUnits);
  return [
    header,
    ...places.map((place) => `${place.lat} ${place.lon}`),
    "",
    ...names.map((name) => `${name}\t${numberOf.get(owners.get(name) as Place)}`),
    "",
  ].join("\n");
}

/**
 * The table of each served country, and the table of names that point to one town
 * wherever they are written (ANY_COUNTRY), from the lines of cities500.txt. `source`
 * names the dump in each table's header.
 */
export function buildPlaceTables(lines: Iterable<string>, source: string): Map<string, string> {
  const served = new Set<string>(COUNTRY_CODES);
  const placesOf = new Map<CountryCode, Place[]>();
  for (const line of lines) {
    const columns = line.split("\t");
    const country = columns[8] as CountryCode;
    if (!served.has(country)) continue;
    const place = readPlace(columns);
    if (!place) continue;
    const places = placesOf.get(country);
    if (places) places.push(place);
    else placesOf.set(country, [place]);
  }

  const tables = new Map<string, string>();
  const candidates = new Map<string, Place[]>();
  for (const country of COUNTRY_CODES) {
    const owners = resolveNames(placesOf.get(country) ?? []);
    tables.set(country, writeTable(headerOf(`${country}: its populated places`, source), owners));
    for (const [name, place] of owners) {
      const places = candidates.get(name);
      if (places) places.push(place);
      else candidates.set(name, [place]);
    }
  }

  const unambiguous = new Map<string, Place>();
  for (const [name, places] of candidates) {
    const [first, second] = [...places].sort((a, b) => b.population - a.population);
    if (!first || first.population < ANY_COUNTRY_MIN_POPULATION) continue;
    if (second && first.population < ANY_COUNTRY_DOMINANCE * second.population) continue;
    unambiguous.set(name, first);
  }
  const what = `${ANY_COUNTRY}: towns whose name is theirs wherever Uplink serves`;
  tables.set(ANY_COUNTRY, writeTable(headerOf(what, source), unambiguous));
  return tables;
}
