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
