import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clearable, isoDateOrDateTime, optionalTextOfAtMost, textOfAtLeast } from "./fields";

describe("shared fields", () => {
  it("count a blank optional text as no answer", () => {
    const optionalText = optionalTextOfAtMost(10, "too long");
    expect(optionalText.parse(" note ")).toBe("note");
    expect(optionalText.parse("   ")).toBeUndefined();
    expect(optionalText.parse(undefined)).toBeUndefined();
  });

  it("hold optional text to its maximum after trimming, with its message", () => {
    const optionalText = optionalTextOfAtMost(4, "too long");
    expect(optionalText.parse(" four ")).toBe("four");
    expect(optionalText.safeParse("fives").error?.issues.map((issue) => issue.message)).toEqual([
      "too long",
    ]);
  });

  it("count characters after trimming", () => {
    const field = textOfAtLeast(3, "too short");
    expect(field.safeParse(" ab ").error?.issues[0]?.message).toBe("too short");
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
