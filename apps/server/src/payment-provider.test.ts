import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { paymentProviderOf } from "./payment-provider";

describe("the payment provider the server is built with", () => {
  it("is the simulated one unless PAYMENT_PROVIDER says stripe", () => {
    expect(paymentProviderOf(loadConfig({}, "/x").payments).kind).toBe("simulated");
    const stripe = loadConfig(
      {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_abc",
        STRIPE_WEBHOOK_SECRET: "whsec_abc",
      },
      "/x",
    );
    expect(paymentProviderOf(stripe.payments).kind).toBe("stripe");
  });
});
