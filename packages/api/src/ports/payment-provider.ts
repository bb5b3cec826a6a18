/*
 * The payment provider behind the ledger (ARCHITECTURE "Money and escrow", issue 24): the
 * ledger is the record of truth, the provider moves the money it records. `simulated`
 * moves none (test mode); `stripe` is Stripe Connect with separate charges and transfers.
 * SimulatedPayments and StripePayments implement it.
 */

/** What the provider last said about an installer's connected account. */
export interface PayoutAccountState {
  accountId: string;
  /** Charges and payouts are enabled: transfers to the account may be made. */
  enabled: boolean;
  identityVerified: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
}

export interface OnboardingRequest {
  userId: string;
  email: string;
  /** ISO 3166-1 alpha-2 country of the installer's business. */
  country: string;
  /** The connected account made earlier, when there is one. */
  accountId: string | null;
  /** Where the provider sends the installer back to, finished or not. */
  returnUrl: string;
  /** Where the provider sends the installer when the link expired, for a fresh one. */
  refreshUrl: string;
}

/** A checkout for one hold of a lead's price, in euros. */
export interface CheckoutRequest {
  leadId: string;
  hold: number;
  title: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

/** An event the provider posted, once its signature was verified. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The object the event is about, as the provider sent it. */
  object: { id: string; object: string } & Record<string, unknown>;
}

export interface PaymentProvider {
  readonly kind: "simulated" | "stripe";
  /**
   * true: the customer pays at the provider's checkout and the price is held once the
   * provider says it was paid. false (simulated): it is held as the job is accepted.
   */
  readonly collectsAtCheckout: boolean;
  /** Opens a checkout for the request (the same one however often it is retried). */
  startCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Whether a checkout was paid, and the provider's payment, read from the provider. */
  checkoutPayment(sessionId: string): Promise<{ paid: boolean; paymentIntentId: string | null }>;
  /**
   * Creates the installer's connected account when `accountId` is null (once: the same
   * installer always gets the same account, however often this is retried) and answers
   * where to send them to finish onboarding.
   */
  startOnboarding(request: OnboardingRequest): Promise<{ accountId: string; url: string }>;
  /** The account's current state, read from the provider (never from an event's copy). */
  payoutAccount(accountId: string): Promise<PayoutAccountState>;
  /**
   * Verifies a webhook's signature over its raw body and parses it; throws
   * InvalidProviderEvent when the signature is missing, wrong or too old.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** A webhook whose signature does not verify: it is refused and nothing changes. */
export class InvalidProviderEvent extends Error {
  override readonly name = "InvalidProviderEvent";
}
