import { parsePhoneNumberFromString as parseWithMinMetadata } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, type CountryCode } from "./countries";
import { internationalPhoneNumberToE164, phoneNumberToE164 } from "./phone-numbers";

/** Per country: a mobile and a landline as written at home, in E.164, and a number that is none. */
const CASES: Record<CountryCode, { valid: [string, string][]; invalid: string }> = {
  AT: {
    valid: [
      ["0664 1234567", "+436641234567"],
      ["01 5123456", "+4315123456"],
    ],
    invalid: "0999 12345",
  },
  BE: {
    valid: [
      ["0470 12 34 56", "+32470123456"],
      ["02 512 34 56", "+3225123456"],
    ],
    invalid: "0470 12 34",
  },
  BG: {
    valid: [
      ["087 123 4567", "+359871234567"],
      ["02 123 4567", "+35921234567"],
    ],
    invalid: "087 123 45",
  },
  CH: {
    valid: [
      ["079 123 45 67", "+41791234567"],
      ["044 668 18 00", "+41446681800"],
    ],
    invalid: "079 123 45",
  },
  CY: {
    valid: [
      ["96 123456", "+35796123456"],
      ["22 123456", "+35722123456"],
    ],
    invalid: "96 1234",
  },
  CZ: {
    valid: [
      ["601 123 456", "+420601123456"],
      ["212 345 678", "+420212345678"],
    ],
    invalid: "601 123 4",
  },
  DE: {
    valid: [
      ["0151 23456789", "+4915123456789"],
      ["030 12345678", "+493012345678"],
    ],
    invalid: "0123 4567890",
  },
  DK: {
    valid: [
      ["20 12 34 56", "+4520123456"],
      ["32 12 34 56", "+4532123456"],
    ],
    invalid: "20 12 34",
  },
  EE: {
    valid: [
      ["5123 4567", "+37251234567"],
      ["612 3456", "+3726123456"],
    ],
    invalid: "5123 45",
  },
  ES: {
    valid: [
      ["612 34 56 78", "+34612345678"],
      ["91 123 45 67", "+34911234567"],
    ],
    invalid: "612 34 56",
  },
  FI: {
    valid: [
      ["041 2345678", "+358412345678"],
      ["09 1234567", "+35891234567"],
    ],
    invalid: "041 23",
  },
  FR: {
    valid: [
      ["06 12 34 56 78", "+33612345678"],
      ["01 42 68 53 00", "+33142685300"],
    ],
    invalid: "06 12 34 56",
  },
  GB: {
    valid: [
      ["07400 123456", "+447400123456"],
      ["020 7123 4567", "+442071234567"],
    ],
    invalid: "07400 1234",
  },
  GR: {
    valid: [
      ["691 234 5678", "+306912345678"],
      ["21 0123 4567", "+302101234567"],
    ],
    invalid: "691 234 56",
  },
  HR: {
    valid: [
      ["091 234 5678", "+385912345678"],
      ["01 234 5678", "+38512345678"],
    ],
    invalid: "091 234 56",
  },
  HU: {
    valid: [
      ["06 20 123 4567", "+36201234567"],
      ["06 1 234 5678", "+3612345678"],
    ],
    invalid: "06 20 123 45",
  },
  IE: {
    valid: [
      ["085 123 4567", "+353851234567"],
      ["01 234 5678", "+35312345678"],
    ],
    invalid: "085 123 45",
  },
  IS: {
    valid: [
      ["611 1234", "+3546111234"],
      ["410 4000", "+3544104000"],
    ],
    invalid: "611 12",
  },
  IT: {
    valid: [
      ["312 345 6789", "+393123456789"],
      ["06 1234 5678", "+390612345678"],
    ],
    invalid: "312 345 67",
  },
  LI: {
    valid: [
      ["660 234 567", "+423660234567"],
      ["234 5678", "+4232345678"],
    ],
    invalid: "660 234 5",
  },
  LT: {
    valid: [
      ["8 612 34567", "+37061234567"],
      ["8 5 212 3456", "+37052123456"],
    ],
    invalid: "8 612 345",
  },
  LU: {
    valid: [
      ["628 123 456", "+352628123456"],
      ["27 12 34 56", "+35227123456"],
    ],
    invalid: "628 123 4",
  },
  LV: {
    valid: [
      ["21 234 567", "+37121234567"],
      ["63 123 456", "+37163123456"],
    ],
    invalid: "21 234 5",
  },
  MT: {
    valid: [
      ["9696 1234", "+35696961234"],
      ["2100 1234", "+35621001234"],
    ],
    invalid: "9696 12",
  },
  NL: {
    valid: [
      ["06 12345678", "+31612345678"],
      ["020 123 4567", "+31201234567"],
    ],
    invalid: "06 123456",
  },
  NO: {
    valid: [
      ["406 12 345", "+4740612345"],
      ["22 12 34 56", "+4722123456"],
    ],
    invalid: "406 12 3",
  },
  PL: {
    valid: [
      ["512 345 678", "+48512345678"],
      ["22 123 45 67", "+48221234567"],
    ],
    invalid: "512 345 6",
  },
  PT: {
    valid: [
      ["912 345 678", "+351912345678"],
      ["21 123 4567", "+351211234567"],
    ],
    invalid: "912 345 6",
  },
  RO: {
    valid: [
      ["0712 034 567", "+40712034567"],
      ["021 123 4567", "+40211234567"],
    ],
    invalid: "0712 034 5",
  },
  SE: {
    valid: [
      ["070 123 45 67", "+46701234567"],
      ["08 123 456 78", "+46812345678"],
    ],
    invalid: "070 123 45",
  },
  SI: {
    valid: [
      ["031 234 567", "+38631234567"],
      ["01 234 56 78", "+38612345678"],
    ],
    invalid: "031 234 5",
  },
  SK: {
    valid: [
      ["0912 123 456", "+421912123456"],
      ["02 5443 5678", "+421254435678"],
    ],
    invalid: "0912 123 4",
  },
};

describe.each(COUNTRY_CODES)("phone numbers of %s", (country) => {
  const { valid, invalid } = CASES[country];

  it.each(valid)("reads %j as %s", (input, e164) => {
    expect(phoneNumberToE164(country, input)).toBe(e164);
  });

  it("reads the same numbers written in international form", () => {
    for (const [, e164] of valid) {
      expect(phoneNumberToE164(country, e164)).toBe(e164);
      expect(phoneNumberToE164(country, `00${e164.slice(1)}`)).toBe(e164);
    }
  });

  it(`refuses ${invalid}`, () => {
    expect(phoneNumberToE164(country, invalid)).toBeNull();
  });
});

describe("phone numbers across countries", () => {
  it("takes a foreign number in international form, whatever the chosen country", () => {
    expect(phoneNumberToE164("DE", "+43 664 1234567")).toBe("+436641234567");
    expect(phoneNumberToE164("FR", "+49 151 23456789")).toBe("+4915123456789");
  });

  it("reads a national number by the chosen country's rules", () => {
    expect(phoneNumberToE164("FR", "06 12 34 56 78")).toBe("+33612345678");
    expect(phoneNumberToE164("NL", "06 12 34 56 78")).toBe("+31612345678");
  });

  it("refuses text that is no phone number, and text too long to be one", () => {
    expect(phoneNumberToE164("DE", "")).toBeNull();
    expect(phoneNumberToE164("DE", "call me")).toBeNull();
    expect(phoneNumberToE164("DE", "12345")).toBeNull();
    expect(phoneNumberToE164("DE", `0151 23456789${" ".repeat(100_000)}`)).toBeNull();
  });

  // Why the "max" metadata: "min" would let this through, and Germany has no area code 0123.
  it("refuses a number of a range no operator has, that length checks alone would pass", () => {
    expect(parseWithMinMetadata("0123 4567890", "DE")?.isValid()).toBe(true);
    expect(phoneNumberToE164("DE", "0123 4567890")).toBeNull();
  });
});

describe("phone numbers in international form, without a country", () => {
  it.each([
    ["+44 7400 123456", "+447400123456"],
    ["0049 151 23456789", "+4915123456789"],
    [" +33 6 12 34 56 78 ", "+33612345678"],
  ])("reads %j as %s", (input, e164) => {
    expect(internationalPhoneNumberToE164(input)).toBe(e164);
  });

  it.each(["0151 23456789", "+49 123", "+", "call me", `+49 151 23456789${" ".repeat(100)}`])(
    "refuses %j, which is national, invalid or too long",
    (input) => {
      expect(internationalPhoneNumberToE164(input)).toBeNull();
    },
  );
});
