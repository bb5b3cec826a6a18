import {
  InvalidProviderEvent,
  type OnboardingRequest,
  type PaymentProvider,
  type PayoutAccountState,
  type ProviderBalanceTransaction,
} from "../ports/payment-provider";

/**
 * PAYMENT_PROVIDER=simulated (the default): no money moves outside the ledger, so there
 * is nothing to onboard nor verify — an installer's payouts are enabled at once, and no
 * identity check is made — and no provider ever posts an event.
 */
export class SimulatedPayments implements PaymentProvider {
  readonly kind = "simulated";
  readonly collectsAtCheckout = false;
  readonly movesMoney = false;

  /** Never asked: a simulated price is held as the job is accepted. */
  startCheckout(): never {
    throw new Error("Simulated payments hold the price on acceptance; there is no checkout.");
  }

  /** Nothing to close: a simulated price has no checkout. */
  expireCheckout(): Promise<void> {
    return Promise.resolve();
  }

  checkoutPayment(): never {
    throw new Error("Simulated payments hold the price on acceptance; there is no checkout.");
  }

  startOnboarding(request: OnboardingRequest): Promise<{ accountId: string; url: string }> {
    return Promise.resolve({
      accountId: request.accountId ?? `simulated_${request.userId}`,
      url: request.returnUrl,
    });
  }

  payoutAccount(accountId: string): Promise<PayoutAccountState> {
    return Promise.resolve({
      accountId,
      enabled: true,
      identityVerified: false,
      requirementsDue: [],
      disabledReason: null,
    });
  }

  verifyEvent(): never {
    throw new InvalidProviderEvent("No payment provider posts events in simulated mode.");
  }

  transfer(): never {
    throw new Error("Simulated payments move money inside the ledger only.");
  }

  refund(): never {
    throw new Error("Simulated payments move money inside the ledger only.");
  }

  findTransfer(): Promise<string | null> {
    return Promise.resolve(null);
  }

  findRefund(): Promise<string | null> {
    return Promise.resolve(null);
  }

  /**
   * The ledger's own view: with simulated payments no movement is sent anywhere, so the
   * ledger records none (movesMoney) and none left any balance.
   */
  balanceTransactions(): Promise<ProviderBalanceTransaction[]> {
    return Promise.resolve([]);
  }
}
