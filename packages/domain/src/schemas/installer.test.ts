import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import { installerProfileSchema } from "./installer";

const { validation } = messages;

describe("installerProfileSchema", () => {
  const valid = {
    companyName: "Sky Mount GmbH",
    bio: "Ten years of roof work",
    servicePostalCode: "10115",
    serviceRadiusKm: 50,
    phone: "+49 30 1234567",
  };

  it("accepts a complete profile, bio and phone being optional", () => {
    expect(installerProfileSchema.parse(valid)).toEqual(valid);
    const { bio: _bio, phone: _phone, ...required } = valid;
    expect(installerProfileSchema.parse(required)).toEqual(required);
  });

  it("asks for the company name and the service postal code", () => {
    expect(
      messagesAt(installerProfileSchema, { ...valid, companyName: " " }, "companyName"),
    ).toEqual([validation.companyNameRequired]);
    expect(
      messagesAt(installerProfileSchema, { ...valid, servicePostalCode: "" }, "servicePostalCode"),
    ).toEqual([validation.postalCodeRequired]);
  });

  it("wants a whole service radius from 1 to 500 km", () => {
    for (const serviceRadiusKm of [1, 500]) {
      expect(installerProfileSchema.safeParse({ ...valid, serviceRadiusKm }).success).toBe(true);
    }
    for (const serviceRadiusKm of [0, 501, 2.5, "50", undefined]) {
      expect(
        messagesAt(installerProfileSchema, { ...valid, serviceRadiusKm }, "serviceRadiusKm"),
      ).toEqual([validation.serviceRadiusRange]);
    }
  });
});

describe("an installer profile naming its country", () => {
  const valid = {
    companyName: "Sat Mount Lda",
    servicePostalCode: "1000-001",
    serviceRadiusKm: 40,
    phone: "912 345 678",
    country: "PT",
  };

  it("takes a service postal code and a phone number of that country", () => {
    expect(installerProfileSchema.parse(valid)).toMatchObject({ country: "PT" });
  });

  it("refuses a service postal code and a phone number of another country, naming it", () => {
    const profile = { ...valid, servicePostalCode: "10115", phone: "0151 23456789" };
    expect(messagesAt(installerProfileSchema, profile, "servicePostalCode")).toEqual([
      "Enter a postal code like 1000-001 for Portugal",
    ]);
    expect(messagesAt(installerProfileSchema, profile, "phone")).toEqual([
      "Enter a valid phone number for Portugal",
    ]);
  });

  it("keeps a profile without a country as free as before", () => {
    const { country: _country, ...before } = { ...valid, servicePostalCode: "anything" };
    expect(installerProfileSchema.safeParse(before).success).toBe(true);
    expect(messagesAt(installerProfileSchema, { ...valid, country: "UK" }, "country")).toEqual([
      validation.countryRequired,
    ]);
  });
});
