import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import { generateQuoteInput } from "./ai";

describe("generateQuoteInput", () => {
  it("takes a description and optional photos", () => {
    expect(generateQuoteInput.parse({ description: "Flat roof, 3 floors" })).toEqual({
      description: "Flat roof, 3 floors",
    });
    expect(
      generateQuoteInput.safeParse({ description: "Roof", photos: ["aGVsbG8="] }).success,
    ).toBe(true);
  });

  it("asks for a description", () => {
    expect(messagesAt(generateQuoteInput, { description: " " }, "description")).toEqual([
      messages.validation.descriptionRequired,
    ]);
  });
});
