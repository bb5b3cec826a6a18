import Stripe from "stripe";
import { ProviderCallFailed } from "../../ports/payment-provider";

/**
 * Runs a call to Stripe, turning what Stripe or the network says went wrong into
 * ProviderCallFailed: unavailable when Stripe could not be reached or failed itself
 * (connection refused, timeout, 5xx), replayed when Stripe answered the stored failure
 * of an earlier request under the same idempotency key (its Idempotent-Replayed header).
 */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const status = error.statusCode ?? 0;
    const unavailable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      status >= 500 ||
      status === 0;
    const headers = (error.headers ?? {}) as Record<string, string | undefined>;
    const replayed = headers["idempotent-replayed"] === "true";
    throw new ProviderCallFailed(
      `Stripe: ${error.type}${status ? ` ${status}` : ""}: ${error.message}`,
      unavailable,
      replayed,
    );
  }
}
