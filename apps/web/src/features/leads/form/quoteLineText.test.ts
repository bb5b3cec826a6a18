import { QUOTE_BASE_FEE, QUOTE_SURCHARGES } from "@uplink/domain";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json";
import { addMessages } from "../../../i18n/i18n";
import "../../../i18n/screenMessages";
import { quoteLineText } from "./quoteLineText";

const priceTable = [QUOTE_BASE_FEE, ...QUOTE_SURCHARGES];

describe("a quote line's words", () => {
  afterEach(() => addMessages({ leads: en.leads }));

  it("read every line of the price table exactly as the engine words it", () => {
    expect(priceTable.map(quoteLineText)).toEqual(priceTable.map((line) => line.label));
  });

  it("come from the web's resources, so another language is only a file", () => {
    const marked = Object.fromEntries(Object.keys(en.leads.quote).map((id) => [id, `«${id}»`]));
    addMessages({ leads: { ...en.leads, quote: marked } });

    expect(priceTable.map(quoteLineText)).toEqual([
      "«base»",
      ...QUOTE_SURCHARGES.map((surcharge) => `«${surcharge.id}»`),
    ]);
  });

  it("stay the engine's own for a line the web does not know yet", () => {
    expect(quoteLineText({ label: "Satellite tracking mount", euros: 80 })).toBe(
      "Satellite tracking mount",
    );
  });
});
