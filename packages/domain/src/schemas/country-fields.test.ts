import { afterEach, describe, expect, it } from "vitest";
import { addressSchema } from "../address";
import { DEFAULT_LOCALE, registerCatalogue, setLocaleResolver } from "../i18n";
import { de as germanMessages } from "../locales/de";
import { messages } from "../messages";
import { countryCode, countryPostalCodeSchema, postalCodeFormatMessage } from "./country-fields";
import { countryPhoneSchema, phoneFormatMessage } from "./country-phone-fields";
import { optionalPhone } from "./fields";

const { validation } = messages;

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map(({ path, message }) => [path.join("."), message]);
}

describe("countryCode", () => {
  it("takes a served country's code in any case", () => {
    expect(countryCode.parse("DE")).toBe("DE");
    expect(countryCode.parse(" fr ")).toBe("FR");
  });

  it.each(["US", "UK", "", "Germany"])("refuses %j with the select's message", (code) => {
    expect(issuesOf(countryCode.safeParse(code))).toEqual([["", validation.countryRequired]]);
  });

  it("refuses a missing country", () => {
    expect(issuesOf(countryCode.safeParse(undefined))).toEqual([["", validation.countryRequired]]);
  });
});

describe("countryPostalCodeSchema", () => {
  it("stores the postal code the way the country writes it", () => {
    expect(countryPostalCodeSchema.parse({ country: "nl", postalCode: "1012ab" })).toEqual({
      country: "NL",
      postalCode: "1012 AB",
    });
    expect(countryPostalCodeSchema.parse({ country: "GB", postalCode: "sw1a1aa" })).toEqual({
      country: "GB",
      postalCode: "SW1A 1AA",
    });
  });

  it("names the country's format on the postal code when it does not fit", () => {
    const result = countryPostalCodeSchema.safeParse({ country: "DE", postalCode: "8033" });
    expect(issuesOf(result)).toEqual([
      ["postalCode", "Enter a postal code like 80331 for Germany"],
    ]);
    expect(
      issuesOf(countryPostalCodeSchema.safeParse({ country: "PL", postalCode: "1000-001" })),
    ).toEqual([["postalCode", "Enter a postal code like 00-950 for Poland"]]);
  });

  it("asks for a postal code that is missing, and refuses one that is too long", () => {
    expect(issuesOf(countryPostalCodeSchema.safeParse({ country: "DE", postalCode: " " }))).toEqual(
      [["postalCode", validation.postalCodeRequired]],
    );
    expect(
      issuesOf(
        countryPostalCodeSchema.safeParse({ country: "DE", postalCode: "1".repeat(10_000) }),
      ),
    ).toEqual([["postalCode", validation.postalCodeTooLong]]);
  });

  it("asks for the country when it is missing", () => {
    expect(issuesOf(countryPostalCodeSchema.safeParse({ postalCode: "80331" }))).toEqual([
      ["country", validation.countryRequired],
    ]);
  });
});

describe("countryPhoneSchema", () => {
  it("stores the phone number in E.164", () => {
    expect(countryPhoneSchema.parse({ country: "DE", phone: "0151 23456789" })).toEqual({
      country: "DE",
      phone: "+4915123456789",
    });
    expect(countryPhoneSchema.parse({ country: "IT", phone: "312 345 6789" })).toEqual({
      country: "IT",
      phone: "+393123456789",
    });
  });

  it.each([undefined, null, "", "  "])("takes %j as no phone number, like today", (phone) => {
    expect(countryPhoneSchema.parse({ country: "DE", phone })).toEqual({ country: "DE" });
  });

  it("refuses a number that is not valid, naming the country", () => {
    expect(issuesOf(countryPhoneSchema.safeParse({ country: "FR", phone: "06 12 34" }))).toEqual([
      ["phone", "Enter a valid phone number for France"],
    ]);
  });
});

describe("today's schemas", () => {
  it("keep taking an address and a phone number without a country", () => {
    expect(
      addressSchema.parse({ street: "Hauptstr. 1", city: "Springfield", postalCode: "anything" }),
    ).toEqual({ street: "Hauptstr. 1", city: "Springfield", postalCode: "anything" });
    expect(optionalPhone.parse("call me maybe")).toBe("call me maybe");
  });
});

describe("the country messages in the active language", () => {
  afterEach(() => setLocaleResolver(() => DEFAULT_LOCALE));

  it("name the country in that language", () => {
    registerCatalogue("de", germanMessages);
    setLocaleResolver(() => "de");
    expect(
      issuesOf(countryPostalCodeSchema.safeParse({ country: "AT", postalCode: "10115" })),
    ).toEqual([["postalCode", "Geben Sie eine Postleitzahl im Format 1010 für Österreich ein"]]);
    expect(postalCodeFormatMessage("GB")).toContain("Vereinigtes Königreich");
    expect(phoneFormatMessage("FR")).toBe(
      "Geben Sie eine gültige Telefonnummer für Frankreich ein",
    );
  });
});
