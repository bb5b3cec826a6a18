import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, type CountryCode } from "./countries";
import { normalizePostalCode, POSTAL_CODE_FORMATS } from "./postal-codes";

/** Per country: codes as people type them and as they are stored, then codes that are not the country's. */
const CASES: Record<CountryCode, { accepted: [string, string][]; refused: string[] }> = {
  AT: {
    accepted: [
      ["1010", "1010"],
      [" 6020 ", "6020"],
    ],
    refused: ["101", "10100", "0101"],
  },
  BE: {
    accepted: [
      ["1000", "1000"],
      ["9000", "9000"],
    ],
    refused: ["100", "0999", "B-1000"],
  },
  BG: {
    accepted: [
      ["1000", "1000"],
      ["4000", "4000"],
    ],
    refused: ["100", "10000"],
  },
  CH: {
    accepted: [
      ["8001", "8001"],
      ["1200", "1200"],
    ],
    refused: ["800", "80010", "0800"],
  },
  CY: {
    accepted: [
      ["1010", "1010"],
      ["3036", "3036"],
    ],
    refused: ["101", "10100"],
  },
  CZ: {
    accepted: [
      ["110 00", "110 00"],
      ["11000", "110 00"],
      ["602 00", "602 00"],
    ],
    refused: ["1100", "010 00", "110-00"],
  },
  DE: {
    accepted: [
      ["80331", "80331"],
      ["01067", "01067"],
      [" 10115", "10115"],
      ["803 31", "80331"],
    ],
    refused: ["8033", "803310", "8033A", "D-80331"],
  },
  DK: {
    accepted: [
      ["1050", "1050"],
      ["8000", "8000"],
    ],
    refused: ["105", "10500", "0800"],
  },
  EE: {
    accepted: [
      ["10111", "10111"],
      ["51003", "51003"],
    ],
    refused: ["1011", "01011"],
  },
  ES: {
    accepted: [
      ["28013", "28013"],
      ["08001", "08001"],
      ["52001", "52001"],
    ],
    refused: ["2801", "00123", "53001", "99999"],
  },
  FI: {
    accepted: [
      ["00100", "00100"],
      ["33100", "33100"],
    ],
    refused: ["0010", "001000"],
  },
  FR: {
    accepted: [
      ["75001", "75001"],
      ["75 001", "75001"],
      ["20000", "20000"],
    ],
    refused: ["7500", "750011", "2A004"],
  },
  GB: {
    accepted: [
      ["SW1A 1AA", "SW1A 1AA"],
      ["sw1a1aa", "SW1A 1AA"],
      ["M1 1AE", "M1 1AE"],
      ["B33 8TH", "B33 8TH"],
      ["CR2 6XH", "CR2 6XH"],
      ["DN55 1PT", "DN55 1PT"],
      ["W1A 0AX", "W1A 0AX"],
      ["EC1A 1BB", "EC1A 1BB"],
      ["gir 0aa", "GIR 0AA"],
    ],
    refused: ["SW1A", "12345", "SW1A 1CA", "QA1 1AA", "AAA 1AA", "SW1A 1A"],
  },
  GR: {
    accepted: [
      ["105 57", "105 57"],
      ["10557", "105 57"],
      ["546 21", "546 21"],
    ],
    refused: ["1055", "005 57", "905 57"],
  },
  HR: {
    accepted: [
      ["10000", "10000"],
      ["HR-21000", "21000"],
      ["hr 51000", "51000"],
    ],
    refused: ["1000", "60000", "100000"],
  },
  HU: {
    accepted: [
      ["1051", "1051"],
      ["6720", "6720"],
    ],
    refused: ["105", "10510", "0105"],
  },
  IE: {
    accepted: [
      ["D02 X285", "D02 X285"],
      ["d02x285", "D02 X285"],
      ["A65 F4E2", "A65 F4E2"],
      ["D6W 1234", "D6W 1234"],
      ["h91 e2k3", "H91 E2K3"],
    ],
    refused: ["D02", "B02 X285", "D02 X28", "D02 X2O5", "12345"],
  },
  IS: {
    accepted: [
      ["101", "101"],
      ["600", "600"],
    ],
    refused: ["10", "1010", "010"],
  },
  IT: {
    accepted: [
      ["00184", "00184"],
      ["20121", "20121"],
      ["80100", "80100"],
    ],
    refused: ["0018", "001840", "I-00184"],
  },
  LI: {
    accepted: [
      ["9490", "9490"],
      ["9485", "9485"],
      ["9498", "9498"],
    ],
    refused: ["9484", "9499", "8001"],
  },
  LT: {
    accepted: [
      ["LT-01100", "LT-01100"],
      ["01100", "LT-01100"],
      ["lt 44280", "LT-44280"],
    ],
    refused: ["LT-0110", "LV-01100", "011000"],
  },
  LU: {
    accepted: [
      ["L-1009", "L-1009"],
      ["1009", "L-1009"],
      ["l 4365", "L-4365"],
    ],
    refused: ["100", "10090", "LU-1009"],
  },
  LV: {
    accepted: [
      ["LV-1050", "LV-1050"],
      ["1050", "LV-1050"],
      ["lv-3601", "LV-3601"],
    ],
    refused: ["LV-105", "LT-1050", "10500"],
  },
  MT: {
    accepted: [
      ["VLT 1117", "VLT 1117"],
      ["vlt1117", "VLT 1117"],
      ["MSD 06", "MSD 06"],
    ],
    refused: ["VL 1117", "VLT 11171", "1117"],
  },
  NL: {
    accepted: [
      ["1012 AB", "1012 AB"],
      ["1012ab", "1012 AB"],
      [" 3011  ea ", "3011 EA"],
    ],
    refused: ["1012", "0123 AB", "1012 SS", "1012 A", "1012 ABC"],
  },
  NO: {
    accepted: [
      ["0150", "0150"],
      ["5003", "5003"],
    ],
    refused: ["015", "01500"],
  },
  PL: {
    accepted: [
      ["00-950", "00-950"],
      ["00950", "00-950"],
      ["31-072", "31-072"],
    ],
    refused: ["00-95", "0-0950", "00-9500", "00–950"],
  },
  PT: {
    accepted: [
      ["1000-001", "1000-001"],
      ["1000001", "1000-001"],
      ["4000-322", "4000-322"],
    ],
    refused: ["1000", "1000-01", "0100-001"],
  },
  RO: {
    accepted: [
      ["010011", "010011"],
      ["400001", "400001"],
    ],
    refused: ["01001", "0100110"],
  },
  SE: {
    accepted: [
      ["111 22", "111 22"],
      ["11122", "111 22"],
      ["411 05", "411 05"],
    ],
    refused: ["1112", "011 22", "S-111 22"],
  },
  SI: {
    accepted: [
      ["1000", "1000"],
      ["SI-2000", "2000"],
    ],
    refused: ["100", "10000", "0100"],
  },
  SK: {
    accepted: [
      ["811 01", "811 01"],
      ["81101", "811 01"],
      ["040 01", "040 01"],
    ],
    refused: ["8110", "111 01", "811 011"],
  },
};

describe.each(COUNTRY_CODES)("postal codes of %s", (country) => {
  const { accepted, refused } = CASES[country];

  it.each(accepted)("reads %j as %j", (input, stored) => {
    expect(normalizePostalCode(country, input)).toBe(stored);
  });

  it.each(refused)("refuses %j", (input) => {
    expect(normalizePostalCode(country, input)).toBeNull();
  });

  it("accepts its own example, written as stored", () => {
    const { example } = POSTAL_CODE_FORMATS[country];
    expect(normalizePostalCode(country, example)).toBe(example);
  });
});

describe("postal codes on hostile input", () => {
  it("refuses text longer than any postal code without reading it", () => {
    expect(normalizePostalCode("DE", `80331${" ".repeat(100_000)}`)).toBeNull();
    expect(normalizePostalCode("GB", "SW1A 1AA".repeat(10_000))).toBeNull();
  });

  it("refuses a code from a neighbouring country", () => {
    expect(normalizePostalCode("NL", "80331")).toBeNull();
    expect(normalizePostalCode("DE", "1012 AB")).toBeNull();
    expect(normalizePostalCode("PL", "1000-001")).toBeNull();
  });
});
