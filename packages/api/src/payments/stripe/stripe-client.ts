import Stripe from "stripe";

export interface StripeClientSettings {
  secretKey: string;
  /** STRIPE_API_URL: a Stripe-compatible API (e.g. a local test server); unset is Stripe's. */
  apiUrl: string | undefined;
}

/**
 * The official SDK, pointed at STRIPE_API_URL when one is set. It does not retry by
 * itself: every call that moves money runs in a durable job that retries (with the same
 * idempotency key), so a second layer of retries would only hide failures from it.
 */
export function createStripeClient({ secretKey, apiUrl }: StripeClientSettings): Stripe {
  const target = apiUrl === undefined ? {} : hostOf(new URL(apiUrl));
  return new Stripe(secretKey, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    ...target,
  });
}

function hostOf(url: URL): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port),
    protocol,
  };
}
