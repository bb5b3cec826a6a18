/**
 * PAYMENT_PROVIDER and its settings. simulated: money moves inside the ledger only (test
 * mode). stripe: customers pay through Stripe Checkout and installers are paid by
 * transfers to their Connect accounts, the ledger staying the record of truth.
 */
export type PaymentSettings =
  | { provider: "simulated" }
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      /** STRIPE_API_URL: a Stripe-compatible API instead of Stripe's (tests). */
      apiUrl: string | undefined;
    };
