/**
 * The countries Uplink serves: the European Union, the rest of the European Economic
 * Area (Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland, by their
 * ISO 3166-1 alpha-2 codes (the United Kingdom is "GB", as ISO writes it).
 */
export const COUNTRY_NAMES = {
  AT: "Austria",
  BE: "Belgium",
  BG: "Bulgaria",
  CH: "Switzerland",
  CY: "Cyprus",
  CZ: "Czechia",
  DE: "Germany",
  DK: "Denmark",
  EE: "Estonia",
  ES: "Spain",
  FI: "Finland",
  FR: "France",
  GB: "United Kingdom",
  GR: "Greece",
  HR: "Croatia",
  HU: "Hungary",
  IE: "Ireland",
  IS: "Iceland",
  IT: "Italy",
  LI: "Liechtenstein",
  LT: "Lithuania",
  LU: "Luxembourg",
  LV: "Latvia",
  MT: "Malta",
  NL: "Netherlands",
  NO: "Norway",
  PL: "Poland",
  PT: "Portugal",
  RO: "Romania",
  SE: "Sweden",
  SI: "Slovenia",
  SK: "Slovakia",
} as const;

export type CountryCode = keyof typeof COUNTRY_NAMES;

/** The codes in alphabetical order, as a select lists them. */
export const COUNTRY_CODES = Object.keys(COUNTRY_NAMES) as CountryCode[];

export function isCountryCode(value: string): value is CountryCode {
  return Object.hasOwn(COUNTRY_NAMES, value);
}
