import { describe, expect, it } from "vitest";
import { FormEncodingError, parseStripeForm } from "./form-encoding";

describe("Stripe's form encoding", () => {
  it("nests bracketed keys into objects and numbered keys into lists", () => {
    const form = parseStripeForm(
      "mode=payment&metadata[leadId]=l1&line_items[0][price_data][currency]=eur" +
        "&line_items[0][price_data][unit_amount]=12345&line_items[0][quantity]=1" +
        "&payment_method_types[0]=card&payment_method_types[1]=sepa_debit&expand[]=a&expand[]=b",
    );
    expect(form).toEqual({
      mode: "payment",
      metadata: { leadId: "l1" },
      line_items: [{ price_data: { currency: "eur", unit_amount: "12345" }, quantity: "1" }],
      payment_method_types: ["card", "sepa_debit"],
      expand: ["a", "b"],
    });
  });

  it("decodes escaped characters in keys and values", () => {
    expect(parseStripeForm("metadata%5Bnote%5D=a%20b%26c")).toEqual({
      metadata: { note: "a b&c" },
    });
  });

  it("refuses unpaired brackets", () => {
    expect(() => parseStripeForm("metadata[leadId=1")).toThrow(FormEncodingError);
  });
});
