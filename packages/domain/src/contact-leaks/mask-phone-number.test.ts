import { describe, expect, it } from "vitest";
import { maskPhoneNumber } from "./mask-phone-number";

describe("maskPhoneNumber", () => {
  it("keeps the country code and the last two digits", () => {
    expect(maskPhoneNumber("+49 151 23456767")).toBe("+49 •••• ••• 67");
    expect(maskPhoneNumber("+44 20 7946 0958")).toBe("+44 •••• ••• 58");
    expect(maskPhoneNumber("0043 664 1234567")).toBe("+43 •••• ••• 67");
  });

  it("reads a national number as German", () => {
    expect(maskPhoneNumber("0151 2345 6789")).toBe("+49 •••• ••• 89");
    expect(maskPhoneNumber("030/1234567")).toBe("+49 •••• ••• 67");
  });

  it("hides how long the number is", () => {
    expect(maskPhoneNumber("+49 30 123456")).toBe(maskPhoneNumber("+49 176 1234567856"));
  });

  it("never shows more than the last two digits", () => {
    const masked = maskPhoneNumber("+49 176 98765432");
    expect(masked.replace(/\D/g, "")).toBe("4932");
  });

  it("shows no digit at all of text too short to be a phone number", () => {
    expect(maskPhoneNumber("12345")).toBe("•••• ••• ••");
    expect(maskPhoneNumber("")).toBe("•••• ••• ••");
    expect(maskPhoneNumber("call me")).toBe("•••• ••• ••");
  });
});
