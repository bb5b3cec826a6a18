import Stripe from "stripe";
import {
  InvalidProviderEvent,
  type CheckoutPayment,
  type CheckoutRequest,
  type OnboardingRequest,
  type PaymentProvider,
  type PayoutAccountState,
  type ProviderBalanceTransaction,
  type ProviderEvent,
  type RefundRequest,
  type TransferRequest,
} from "../../ports/payment-provider";
import { createStripeClient, type StripeClientSettings } from "./stripe-client";
import { providerCall } from "./stripe-failures";

/** How old a webhook's signature may be, in seconds (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * PAYMENT_PROVIDER=stripe: Stripe Connect with separate charges and transfers, through
 * the official SDK. Installers get Express accounts that can receive transfers.
 */
export class StripePayments implements PaymentProvider {
  readonly kind = "stripe";
  readonly collectsAtCheckout = true;
  readonly movesMoney = true;
  private readonly stripe: Stripe;

  constructor(
    settings: StripeClientSettings,
    private readonly webhookSecret: string,
  ) {
    this.stripe = createStripeClient(settings);
  }

  startOnboarding(request: OnboardingRequest): Promise<{ accountId: string; url: string }> {
    return providerCall(() => this.onboard(request));
  }

  private async onboard(request: OnboardingRequest): Promise<{ accountId: string; url: string }> {
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
  startCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
    return providerCall(() => this.checkout(request));
  }

  private async checkout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
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
      { idempotencyKey: checkoutKeyOf(request) },
    );
    if (session.url === null) throw new Error(`Checkout Session ${session.id} has no URL`);
    return { sessionId: session.id, url: session.url };
  }

  /** Read first: only an open session can be expired, and a paid one must stay paid. */
  expireCheckout(sessionId: string): Promise<void> {
    return providerCall(async () => {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "open") await this.stripe.checkout.sessions.expire(sessionId);
    });
  }

  async checkoutPayment(sessionId: string): Promise<CheckoutPayment> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const intent = session.payment_intent;
    return {
      paid: session.payment_status === "paid",
      paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
      amountCents: session.amount_total ?? 0,
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

  transfer(request: TransferRequest): Promise<string> {
    return providerCall(async () => {
      const transfer = await this.stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: "eur",
          destination: request.destination,
          transfer_group: transferGroupOf(request.leadId),
          metadata: { leadId: request.leadId, movementId: request.movementId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return transfer.id;
    });
  }

  refund(request: RefundRequest): Promise<string> {
    return providerCall(async () => {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          amount: request.amountCents,
          metadata: { leadId: request.leadId, movementId: request.movementId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return refund.id;
    });
  }

  findTransfer(leadId: string, movementId: string): Promise<string | null> {
    return providerCall(async () => {
      const transfers = this.stripe.transfers.list({
        transfer_group: transferGroupOf(leadId),
        limit: 100,
      });
      for await (const transfer of transfers) {
        if (transfer.metadata.movementId === movementId) return transfer.id;
      }
      return null;
    });
  }

  findRefund(paymentIntentId: string, movementId: string): Promise<string | null> {
    return providerCall(async () => {
      const refunds = this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      for await (const refund of refunds) {
        if (refund.metadata?.movementId === movementId) return refund.id;
      }
      return null;
    });
  }

  balanceTransactions(day: Date): Promise<ProviderBalanceTransaction[]> {
    const start = Math.floor(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) / 1000,
    );
    return providerCall(async () => {
      const found: ProviderBalanceTransaction[] = [];
      const listed = this.stripe.balanceTransactions.list({
        created: { gte: start, lt: start + 24 * 60 * 60 },
        limit: 100,
      });
      for await (const transaction of listed) {
        const source = transaction.source;
        const sourceId = typeof source === "string" ? source : (source?.id ?? "");
        const type = MOVEMENT_TYPES.find((known) => known === transaction.type);
        if (type === undefined) continue;
        found.push({
          id: transaction.id,
          type,
          sourceId,
          amountCents: Math.abs(transaction.amount),
        });
      }
      return found;
    });
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

/** One checkout per attempt of a hold; the first keeps the key it had before attempts. */
const checkoutKeyOf = ({ leadId, hold, attempt }: CheckoutRequest) =>
  attempt === 1 ? `checkout:${leadId}:${hold}` : `checkout:${leadId}:${hold}:${attempt}`;
/** The balance transactions that are movements Uplink asked for. */
const MOVEMENT_TYPES = ["transfer", "refund"] as const;

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
