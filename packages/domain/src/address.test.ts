import { describe, expect, it } from "vitest";
import { addressInputSchema, addressSchema, formatAddress, parseAddress } from "./address";
import { messages } from "./messages";

const berlin = { street: "Hauptstr. 1", city: "Berlin", postalCode: "10115" };

describe("parseAddress", () => {
  it("reads an address object and trims its parts", () => {
    expect(parseAddress(berlin)).toEqual(berlin);
    expect(
      parseAddress({ street: " Hauptstr. 1 ", city: "Berlin ", postalCode: " 10115" }),
    ).toEqual(berlin);
  });

  it("ignores extra fields of an object", () => {
    expect(parseAddress({ ...berlin, country: "DE" })).toEqual(berlin);
  });

  it("reads a JSON string of the object", () => {
    expect(parseAddress(JSON.stringify(berlin))).toEqual(berlin);
    expect(parseAddress(`  ${JSON.stringify(berlin)}  `)).toEqual(berlin);
  });

  it('reads comma text "street, city, postalCode"', () => {
    expect(parseAddress("Hauptstr. 1, Berlin, 10115")).toEqual(berlin);
    expect(parseAddress("  Hauptstr. 1 ,Berlin,   10115  ")).toEqual(berlin);
  });

  it("keeps the extra comma parts in the street, taking the last two as city and postal code", () => {
    expect(parseAddress("Hinterhaus, 3. OG, Hauptstr. 1, Berlin, 10115")).toEqual({
      street: "Hinterhaus, 3. OG, Hauptstr. 1",
      city: "Berlin",
      postalCode: "10115",
    });
  });

  it("skips empty comma parts", () => {
    expect(parseAddress("Hauptstr. 1,, Berlin, 10115,")).toEqual(berlin);
  });

  it('reads a "postalCode city" tail', () => {
    expect(parseAddress("Hauptstr. 1, 10115 Berlin")).toEqual(berlin);
    expect(parseAddress("Rue de Rivoli 1, 75001 Paris")).toEqual({
      street: "Rue de Rivoli 1",
      city: "Paris",
      postalCode: "75001",
    });
    expect(parseAddress("Hauptstr. 1, D-10115 Berlin")).toEqual({
      ...berlin,
      postalCode: "D-10115",
    });
    expect(parseAddress("Bahnhofstr. 2, 60311 Frankfurt am Main")).toEqual({
      street: "Bahnhofstr. 2",
      city: "Frankfurt am Main",
      postalCode: "60311",
    });
    expect(parseAddress("Damrak 1, 1012 LG Amsterdam")).toEqual({
      street: "Damrak 1",
      city: "Amsterdam",
      postalCode: "1012 LG",
    });
  });

  it("keeps a postal code with letters and spaces whole", () => {
    expect(parseAddress("10 Downing Street, London, SW1A 2AA")).toEqual({
      street: "10 Downing Street",
      city: "London",
      postalCode: "SW1A 2AA",
    });
  });

  it("reads back what formatAddress writes", () => {
    expect(parseAddress(formatAddress(berlin))).toEqual(berlin);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a number", 10115],
    ["an array", ["Hauptstr. 1", "Berlin", "10115"]],
    ["an empty string", ""],
    ["blank text", "   "],
    ["broken JSON", "{"],
    ["a JSON string of something else", '{"street": "Hauptstr. 1"}'],
    ["an object missing the city", { street: "Hauptstr. 1", postalCode: "10115" }],
    ["an object with a blank city", { ...berlin, city: "  " }],
    ["an object with a numeric postal code", { ...berlin, postalCode: 10115 }],
    ["text without a postal code", "Hauptstr. 1, Berlin"],
    ["a single part", "Hauptstr. 1 Berlin 10115"],
    ["text missing the city", "Hauptstr. 1, , 10115"],
  ])("returns null for %s", (_label, input) => {
    expect(parseAddress(input)).toBeNull();
  });
});

describe("parseAddress on long input", () => {
  // Each token "111" could be split three ways; a pattern that tried them all took seconds.
  const groups = Array.from({ length: 20_000 }, () => "111").join(" ");

  it("reads a long run of digit groups before the city as the postal code", () => {
    expect(parseAddress(`Hauptstr. 1, ${groups} Berlin`)).toEqual({
      street: "Hauptstr. 1",
      city: "Berlin",
      postalCode: groups,
    });
  });

  it("refuses a long run of digit groups with no city after it", () => {
    expect(parseAddress(`Hauptstr. 1, ${groups} 1`)).toBeNull();
    expect(parseAddress(`Hauptstr. 1, ${groups}`)).toBeNull();
  });
});

describe("formatAddress", () => {
  it('writes "street, city, postalCode"', () => {
    expect(formatAddress(berlin)).toBe("Hauptstr. 1, Berlin, 10115");
  });
});

describe("addressSchema", () => {
  it("names the missing part", () => {
    const result = addressSchema.safeParse({ street: "", city: "", postalCode: "" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["street", messages.validation.addressRequired],
      ["city", messages.validation.cityRequired],
      ["postalCode", messages.validation.postalCodeRequired],
    ]);
  });
});

describe("addressInputSchema", () => {
  it("turns every accepted form into the object", () => {
    for (const input of [berlin, JSON.stringify(berlin), "Hauptstr. 1, Berlin, 10115"]) {
      expect(addressInputSchema.parse(input)).toEqual(berlin);
    }
  });

  it.each([null, 42, "", "{", "Hauptstr. 1", { street: "Hauptstr. 1", postalCode: "10115" }])(
    "refuses %j with 'Address is required'",
    (input) => {
      const result = addressInputSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Address is required"]);
    },
  );
});
