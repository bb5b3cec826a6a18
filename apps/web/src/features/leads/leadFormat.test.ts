import { TIME_RANGES, TIME_WINDOWS } from "@uplink/domain";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../i18n/en.json";
import { addMessages } from "../../i18n/i18n";
import "../../i18n/screenMessages";
import { timeWindowText } from "./leadFormat";

describe("a time window's name", () => {
  afterEach(() => addMessages({ leads: en.leads }));

  it("reads exactly as the domain names it", () => {
    expect(TIME_RANGES.map(timeWindowText)).toEqual(
      TIME_RANGES.map((range) => TIME_WINDOWS[range].label),
    );
  });

  it("comes from the web's resources, so another language is only a file", () => {
    const marked = Object.fromEntries(TIME_RANGES.map((range) => [range, `«${range}»`]));
    addMessages({ leads: { ...en.leads, timeWindows: marked } });

    expect(TIME_RANGES.map(timeWindowText)).toEqual(TIME_RANGES.map((range) => `«${range}»`));
  });
});
