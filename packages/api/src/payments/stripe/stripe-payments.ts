import Stripe from "stripe";
import {
  InvalidProviderEvent,
  type CheckoutRequest,
  type OnboardingRequest,
  type PaymentProvider,
  type PayoutAccountState,
  type ProviderEvent,
} from "../../ports/payment-provider";
import { createStripeClient, type StripeClientSettings } from "./stripe-client";

/** How old a webhook's signature may be, in seconds (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * PAYMENT_PROVIDER=stripe: Stripe Connect with separate charges and transfers, through
 * the official SDK. Installers get Express accounts that can receive transfers.
 */
export class StripePayments implements PaymentProvider {
  readonly kind = "stripe";
  readonly collectsAtCheckout = true;
  private readonly stripe: Stripe;

  constructor(
    settings: StripeClientSettings,
    private readonly webhookSecret: string,
  ) {
    this.stripe = createStripeClient(settings);
  }

  async startOnboarding(request: OnboardingRequest): Promise<{ accountId: string; url: string }> {
    const accountId = request.accountId ?? (await this.createAccount(request));
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      return_url: request.returnUrl,
      refresh_url: request.refreshUrl,
    });
    return { accountId, url: link.url };
  }

  async payoutAccount(accountId: string): Promise<PayoutAccountState> {
    return payoutAccountState(await this.stripe.accounts.retrieve(accountId));
  }

  /**
   * A Checkout Session in euros with the payment methods the account allows; its payment
   * carries the lead's transfer group, which the installer's transfer will name too.
   */
  async startCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
    const metadata = { leadId: request.leadId, hold: String(request.hold) };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "eur",
              unit_amount: request.amountCents,
              product_data: { name: request.title },
            },
          },
        ],
        client_reference_id: request.leadId,
        metadata,
        payment_intent_data: { transfer_group: transferGroupOf(request.leadId), metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: `checkout:${request.leadId}:${request.hold}` },
    );
    if (session.url === null) throw new Error(`Checkout Session ${session.id} has no URL`);
    return { sessionId: session.id, url: session.url };
  }

  async checkoutPayment(
    sessionId: string,
  ): Promise<{ paid: boolean; paymentIntentId: string | null }> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const intent = session.payment_intent;
    return {
      paid: session.payment_status === "paid",
      paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    };
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (signature === undefined || signature === "") {
      throw new InvalidProviderEvent("The event carries no Stripe-Signature.");
    }
    try {
      const event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as ProviderEvent["object"],
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new InvalidProviderEvent(error.message);
      }
      throw error;
    }
  }

  /** Under a key of the installer's, so a retry after a lost answer finds the same account. */
  private async createAccount(request: OnboardingRequest): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: "express",
        country: request.country,
        email: request.email,
        capabilities: { transfers: { requested: true } },
        metadata: { userId: request.userId },
      },
      { idempotencyKey: `payout-account:${request.userId}` },
    );
    return account.id;
  }
}

/** The transfer group of a lead's payment and of the transfers made from it. */
export const transferGroupOf = (leadId: string) => `lead_${leadId}`;

/**
 * Payouts are enabled once Stripe enables both charges and payouts; the identity counts
 * as verified once the details were submitted and no verification is due or pending.
 */
export function payoutAccountState(account: Stripe.Account): PayoutAccountState {
  const requirements = account.requirements;
  const due = [...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])];
  const unverified = [...due, ...(requirements?.pending_verification ?? [])].some((item) =>
    item.includes("verification"),
  );
  return {
    accountId: account.id,
    enabled: account.charges_enabled && account.payouts_enabled,
    identityVerified: account.details_submitted && !unverified,
    requirementsDue: [...new Set(due)],
    disabledReason: requirements?.disabled_reason ?? null,
  };
}
