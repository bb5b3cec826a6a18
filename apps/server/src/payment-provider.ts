import { SimulatedPayments, StripePayments, type PaymentProvider } from "@uplink/api/server";
import type { Config } from "./config";

/** PAYMENT_PROVIDER's implementation, with its settings. */
export function paymentProviderOf(settings: Config["payments"]): PaymentProvider {
  if (settings.provider === "simulated") return new SimulatedPayments();
  return new StripePayments(
    { secretKey: settings.secretKey, apiUrl: settings.apiUrl },
    settings.webhookSecret,
  );
}
