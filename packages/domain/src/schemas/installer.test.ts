import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import { installerProfileSchema, serviceAreaFormSchema } from "./installer";

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
    expect(installerProfileSchema.parse(valid)).toEqual({ ...valid, phone: "+49301234567" });
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

describe("the service town", () => {
  const profile = {
    companyName: "Dish Works Bayern",
    servicePostalCode: "80331",
    serviceRadiusKm: 50,
  };

  it("is optional in the API, blank counts as none, and it is bounded like a city", () => {
    expect(installerProfileSchema.parse(profile).serviceCity).toBeUndefined();
    expect(installerProfileSchema.parse({ ...profile, serviceCity: " " }).serviceCity).toBe(
      undefined,
    );
    expect(installerProfileSchema.parse({ ...profile, serviceCity: " München " }).serviceCity).toBe(
      "München",
    );
    expect(
      messagesAt(
        installerProfileSchema,
        { ...profile, serviceCity: "M".repeat(101) },
        "serviceCity",
      ),
    ).toEqual([validation.cityTooLong]);
  });
});

describe("serviceAreaFormSchema", () => {
  const form = {
    companyName: "Dish Works Bayern",
    country: "DE",
    serviceCity: "München",
    servicePostalCode: "80331",
    serviceRadiusKm: 50,
  };

  it("takes a complete service area", () => {
    expect(serviceAreaFormSchema.parse(form)).toEqual(form);
  });

  it("asks for the town and the country, which place the area on the map", () => {
    expect(messagesAt(serviceAreaFormSchema, { ...form, serviceCity: " " }, "serviceCity")).toEqual(
      [validation.cityRequired],
    );
    expect(messagesAt(serviceAreaFormSchema, { ...form, country: "" }, "country")).toEqual([
      validation.countryRequired,
    ]);
  });

  it("holds the radius to 1..500 km and the postal code to the country's format", () => {
    for (const radius of [0, 501, 12.5, ""]) {
      expect(
        messagesAt(serviceAreaFormSchema, { ...form, serviceRadiusKm: radius }, "serviceRadiusKm"),
      ).toEqual([validation.serviceRadiusRange]);
    }
    const [message] = messagesAt(
      serviceAreaFormSchema,
      { ...form, servicePostalCode: "1012 AB", companyName: "" },
      "servicePostalCode",
    );
    expect(message).toMatch(/80331/);
  });
});
