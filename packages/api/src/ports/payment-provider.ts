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
  /** Which checkout of the hold: one more after each whose payment failed. */
  attempt: number;
  title: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

/** What the provider says of a checkout's payment. */
export interface CheckoutPayment {
  paid: boolean;
  paymentIntentId: string | null;
  /** What the checkout charges, in cents. */
  amountCents: number;
}

/** An event the provider posted, once its signature was verified. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The object the event is about, as the provider sent it. */
  object: { id: string; object: string } & Record<string, unknown>;
}

/** One money movement the ledger calls for, as the provider is asked to make it. */
interface MovementRequest {
  /** The provider_movements row: named in the movement's metadata, to find it again. */
  movementId: string;
  leadId: string;
  amountCents: number;
  /** Derived from the ledger transaction: the same key always moves the money once. */
  idempotencyKey: string;
}

/** An installer's share, to their connected account, in the lead's transfer group. */
export interface TransferRequest extends MovementRequest {
  destination: string;
}

/** A customer's payment given back, in full or in part. */
export interface RefundRequest extends MovementRequest {
  paymentIntentId: string;
}

/** A movement of the platform's balance at the provider, on one day. */
export interface ProviderBalanceTransaction {
  id: string;
  type: "transfer" | "refund";
  /** The transfer or refund it is of. */
  sourceId: string;
  /** Always positive: how much left the platform's balance. */
  amountCents: number;
}

export interface PaymentProvider {
  readonly kind: "simulated" | "stripe";
  /**
   * true: releases and refunds are also sent to the provider as transfers and refunds
   * (provider_movements). false (simulated): money moves inside the ledger only.
   */
  readonly movesMoney: boolean;
  /**
   * true: the customer pays at the provider's checkout and the price is held once the
   * provider says it was paid. false (simulated): it is held as the job is accepted.
   */
  readonly collectsAtCheckout: boolean;
  /** Opens a checkout for the request (the same one however often it is retried). */
  startCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /**
   * Closes a checkout that is still open, so it can no longer be paid; one already
   * completed or expired is left as it is. Throws ProviderCallFailed.
   */
  expireCheckout(sessionId: string): Promise<void>;
  /** Whether a checkout was paid, the provider's payment and its amount, read from the provider. */
  checkoutPayment(sessionId: string): Promise<CheckoutPayment>;
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
  /** Makes a transfer; the provider's id of it. Throws ProviderCallFailed. */
  transfer(request: TransferRequest): Promise<string>;
  /** Makes a refund; the provider's id of it. Throws ProviderCallFailed. */
  refund(request: RefundRequest): Promise<string>;
  /** The transfer made for this movement in the lead's transfer group, if any was. */
  findTransfer(leadId: string, movementId: string): Promise<string | null>;
  /** The refund made for this movement of the payment, if any was. */
  findRefund(paymentIntentId: string, movementId: string): Promise<string | null>;
  /** The transfers and refunds that left the platform's balance on `day` (UTC). */
  balanceTransactions(day: Date): Promise<ProviderBalanceTransaction[]>;
}

/**
 * A call to the provider that did not succeed. `unavailable`: the provider could not be
 * reached or failed itself (a connection refused, a timeout, a 5xx), so asking later may
 * work. `replayed`: the provider answered an earlier request's stored failure under the
 * same idempotency key, so asking again under that key will fail again.
 */
export class ProviderCallFailed extends Error {
  override readonly name = "ProviderCallFailed";

  constructor(
    message: string,
    readonly unavailable: boolean,
    readonly replayed: boolean,
  ) {
    super(message);
  }
}

/** A webhook whose signature does not verify: it is refused and nothing changes. */
export class InvalidProviderEvent extends Error {
  override readonly name = "InvalidProviderEvent";
}
