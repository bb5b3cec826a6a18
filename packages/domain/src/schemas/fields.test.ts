import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "../messages";
import { validation } from "./field-message";
import {
  clearable,
  isoDateOrDateTime,
  newPassword,
  optionalTextOfAtMost,
  requiredPassword,
  requiredText,
  textOfAtLeast,
} from "./fields";

describe("shared fields", () => {
  const controlCharacters = (schema: z.ZodType, value: string) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it("refuse every C0 control character in single-line text, NUL first", () => {
    const field = requiredText(validation.titleRequired);
    for (let code = 0; code < 0x20; code += 1) {
      const value = `a${String.fromCharCode(code)}b`;
      expect(controlCharacters(field, value), `U+${code.toString(16)}`).toEqual([
        messages.validation.controlCharacters,
      ]);
    }
    // Around the text, whitespace is trimmed away rather than refused.
    expect(field.parse("\tName\n")).toBe("Name");
    expect(field.parse("Zoë 李 ‮🚀")).toBe("Zoë 李 ‮🚀");
  });

  it("keep tab, line feed and carriage return in multi-line text, and refuse the rest", () => {
    const field = requiredText(validation.titleRequired, "multi-line");
    expect(field.parse("Line one\r\n\tLine two\nthree")).toBe("Line one\r\n\tLine two\nthree");
    for (const character of ["\u0000", "\u0007", "\u000b", "\u000c", "\u001b", "\u001f"]) {
      expect(controlCharacters(field, `a${character}b`), JSON.stringify(character)).toEqual([
        messages.validation.controlCharacters,
      ]);
    }
    expect(
      controlCharacters(optionalTextOfAtMost(10, validation.bioTooLong, "multi-line"), "a\u0000"),
    ).toEqual([messages.validation.controlCharacters]);
  });

  it("refuse control characters in a new password, and leave a password being checked to the hash", () => {
    expect(controlCharacters(newPassword, "correct\u0000horse")).toEqual([
      messages.validation.controlCharacters,
    ]);
    expect(requiredPassword.parse("a\u0000b")).toBe("a\u0000b");
  });

  it("count a blank optional text as no answer", () => {
    const optionalText = optionalTextOfAtMost(10, validation.bioTooLong);
    expect(optionalText.parse(" note ")).toBe("note");
    expect(optionalText.parse("   ")).toBeUndefined();
    expect(optionalText.parse(undefined)).toBeUndefined();
  });

  it("hold optional text to its maximum after trimming, with its message", () => {
    const optionalText = optionalTextOfAtMost(4, validation.bioTooLong);
    expect(optionalText.parse(" four ")).toBe("four");
    expect(optionalText.safeParse("fives").error?.issues.map((issue) => issue.message)).toEqual([
      messages.validation.bioTooLong,
    ]);
  });

  it("count characters after trimming", () => {
    const field = textOfAtLeast(3, validation.descriptionMin);
    expect(field.safeParse(" ab ").error?.issues[0]?.message).toBe(
      messages.validation.descriptionMin,
    );
    expect(field.parse(" abc ")).toBe("abc");
  });

  it("tell leaving a field alone (absent) from clearing it (null or empty)", () => {
    const field = clearable(z.string().trim());
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse(null)).toBeNull();
    expect(field.parse("")).toBeNull();
    expect(field.parse(" x ")).toBe("x");
  });

  it("accept a date or a date-time with an offset", () => {
    for (const value of ["2025-06-02", "2025-06-02T09:00:00Z", "2025-06-02T09:00:00.5+02:00"]) {
      expect(isoDateOrDateTime.safeParse(value).success).toBe(true);
    }
    for (const value of ["2025-13-01", "02/06/2025", ""]) {
      expect(isoDateOrDateTime.safeParse(value).success).toBe(false);
    }
  });
});
