import {
  InvalidProviderEvent,
  type OnboardingRequest,
  type PaymentProvider,
  type PayoutAccountState,
} from "../ports/payment-provider";

/**
 * PAYMENT_PROVIDER=simulated (the default): no money moves outside the ledger, so there
 * is nothing to onboard nor verify — an installer's payouts are enabled at once, and no
 * identity check is made — and no provider ever posts an event.
 */
export class SimulatedPayments implements PaymentProvider {
  readonly kind = "simulated";
  readonly collectsAtCheckout = false;

  /** Never asked: a simulated price is held as the job is accepted. */
  startCheckout(): never {
    throw new Error("Simulated payments hold the price on acceptance; there is no checkout.");
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
}
