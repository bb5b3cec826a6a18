import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatCount,
  formatDateTime,
  formatEuros,
  formatPercent,
} from "../features/admin/adminFormat";
import { messageTime } from "../features/conversation/chatFormat";
import { formatDate, formatValue } from "../features/leads/leadFormat";
import { formatLocale } from "./formats";
import { changeLocale } from "./locale";

// What Intl writes: a no-break space (U+00A0) before the euro sign in German and French, and
// French groups thousands with a narrow no-break space (U+202F).
const NBSP = "\u00a0";
const NNBSP = "\u202f";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("formats in German", () => {
  it("write euro amounts, numbers and percentages as German does", async () => {
    await changeLocale("de", "choice");

    expect(formatEuros(1234.5)).toBe(`1.234,50${NBSP}€`);
    expect(formatValue(1234.5)).toBe("1.234,50");
    expect(formatValue(350)).toBe("350");
    expect(formatCount(12345)).toBe("12.345");
    expect(formatPercent(12.5)).toBe(`12,5${NBSP}%`);
  });

  it("write dates and times as German does", async () => {
    await changeLocale("de", "choice");

    expect(formatDate("2026-03-04")).toBe("04.03.2026");
    expect(formatDateTime("2026-03-04T11:05:00")).toBe("04.03.2026, 11:05");
    expect(messageTime("2026-03-04T11:05:00")).toBe("04.03.26, 11:05");
  });

  it("follow the browser's own German (Austria's euros lead with the sign)", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-AT", "en"]);
    await changeLocale("de", "choice");

    expect(formatLocale()).toBe("de-AT");
    expect(formatEuros(1234.5)).toBe(`€${NBSP}1.234,50`);
  });
});

describe("formats in French", () => {
  it("group thousands with a narrow no-break space", async () => {
    await changeLocale("fr", "choice");

    expect(formatEuros(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatDate("2026-03-04")).toBe("4 mars 2026");
  });
});

describe("formats in English", () => {
  it("stay as the SPEC writes them", () => {
    expect(formatLocale()).toBe("en-US");
    expect(formatEuros(1234.5)).toBe("€1,234.50");
    expect(formatValue(1250.5)).toBe("1,250.50");
    expect(formatDate("2026-03-04")).toBe("Mar 4, 2026");
  });
});
