import type { FormObject, FormValue } from "./form-encoding";
import {
  accountLink,
  newAccount,
  newBalanceTransaction,
  newCharge,
  newCheckoutSession,
  newPaymentIntent,
  newRefund,
  newTransfer,
  onboardedAccount,
  stripeId,
  type StripeObject,
} from "./objects";
import { invalidParam, missingParam, noSuch, StripeApiError } from "./stripe-errors";

/** The objects a test Stripe server keeps, and what its API does to them. */
export class StripeStore {
  readonly accounts = new Map<string, StripeObject>();
  readonly checkoutSessions = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly charges = new Map<string, StripeObject>();
  readonly transfers = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  readonly balanceTransactions: StripeObject[] = [];

  createAccount(form: FormObject): StripeObject {
    const type = text(form, "type") ?? "standard";
    const capabilities = Object.entries(record(form.capabilities))
      .filter(
        ([, value]) =>
          typeof value !== "string" && text(value as FormObject, "requested") === "true",
      )
      .map(([name]) => name);
    const account = newAccount({
      type,
      country: text(form, "country") ?? "US",
      email: text(form, "email") ?? null,
      capabilities,
      metadata: metadata(form),
    });
    this.accounts.set(account.id, account);
    return account;
  }

  /** Changes an account as Stripe would after onboarding or a verification (tests only). */
  updateAccount(id: string, change: Partial<StripeObject> | "onboarded"): StripeObject {
    const account = this.found(this.accounts, "account", id);
    const updated = change === "onboarded" ? onboardedAccount(account) : { ...account, ...change };
    this.accounts.set(id, updated);
    return updated;
  }

  createAccountLink(form: FormObject): StripeObject {
    const account = required(form, "account");
    this.found(this.accounts, "account", account, "account");
    required(form, "refresh_url");
    required(form, "return_url");
    const type = required(form, "type");
    return accountLink(`https://connect.stripe.com/setup/e/${account}/${stripeId(type)}`);
  }

  createCheckoutSession(form: FormObject): StripeObject {
    const mode = required(form, "mode");
    const items = Array.isArray(form.line_items) ? form.line_items : [];
    if (items.length === 0) throw missingParam("line_items");
    let amountTotal = 0;
    let currency = "";
    for (const item of items) {
      const priceData = record(record(item).price_data);
      const unitAmount = amount(priceData, "unit_amount", "line_items[0][price_data][unit_amount]");
      const quantity = Number(text(record(item), "quantity") ?? "1");
      currency = text(priceData, "currency") ?? missing("line_items[0][price_data][currency]");
      amountTotal += unitAmount * quantity;
    }
    const types = form.payment_method_types;
    const session = newCheckoutSession({
      mode,
      amountTotal,
      currency,
      successUrl: text(form, "success_url") ?? null,
      cancelUrl: text(form, "cancel_url") ?? null,
      clientReferenceId: text(form, "client_reference_id") ?? null,
      metadata: metadata(form),
      paymentMethodTypes: Array.isArray(types) ? types.map(String) : ["card"],
      paymentIntentData: record(form.payment_intent_data),
    });
    this.checkoutSessions.set(session.id, {
      ...session,
      payment_intent_data: record(form.payment_intent_data),
    });
    return session;
  }

  /**
   * The customer paid at checkout (tests only): the session completes with a PaymentIntent,
   * `succeeded` with a charge, or `processing` for a delayed method such as SEPA debit.
   */
  completeCheckout(id: string, outcome: "paid" | "processing" = "paid") {
    const stored = this.found(this.checkoutSessions, "checkout.session", id);
    if (stored.status === "expired") {
      throw new Error(`Checkout Session ${id} is expired: it cannot be paid`);
    }
    const { payment_intent_data: intentData, ...session } = stored;
    const data = record(intentData as FormValue);
    const amountTotal = session.amount_total as number;
    const currency = session.currency as string;
    const transferGroup = text(data, "transfer_group") ?? null;
    const chargeId = outcome === "paid" ? stripeId("ch") : null;
    const intent = newPaymentIntent({
      amount: amountTotal,
      currency,
      status: outcome === "paid" ? "succeeded" : "processing",
      metadata: metadata(data),
      transferGroup,
      chargeId,
    });
    this.paymentIntents.set(intent.id, intent);
    if (chargeId) this.charge(chargeId, intent, transferGroup);
    const completed = {
      ...stored,
      status: "complete",
      payment_status: outcome === "paid" ? "paid" : "unpaid",
      payment_intent: intent.id,
    };
    this.checkoutSessions.set(id, completed);
    return { session: this.checkoutSession(id), paymentIntent: intent };
  }

  /** As Stripe: only an open session can be expired; it then has no URL to pay at. */
  expireCheckoutSession(id: string): StripeObject {
    const stored = this.found(this.checkoutSessions, "checkout.session", id);
    if (stored.status !== "open") {
      throw invalidParam(
        "session",
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(stored.status)}".`,
      );
    }
    this.checkoutSessions.set(id, { ...stored, status: "expired", url: null });
    return this.checkoutSession(id);
  }

  checkoutSession(id: string): StripeObject {
    const { payment_intent_data: _, ...session } = this.found(
      this.checkoutSessions,
      "checkout.session",
      id,
    );
    return session;
  }

  createTransfer(form: FormObject): StripeObject {
    const value = amount(form, "amount", "amount");
    const currency = required(form, "currency");
    const destination = required(form, "destination");
    this.found(this.accounts, "destination", destination, "destination");
    const txn = stripeId("txn");
    const transfer = newTransfer({
      amount: value,
      currency,
      destination,
      transferGroup: text(form, "transfer_group") ?? null,
      metadata: metadata(form),
      balanceTransaction: txn,
    });
    this.transfers.set(transfer.id, transfer);
    this.balanceTransactions.push(
      newBalanceTransaction({
        id: txn,
        amount: -value,
        currency,
        type: "transfer",
        source: transfer.id,
      }),
    );
    return transfer;
  }

  createRefund(form: FormObject): StripeObject {
    const intentId = text(form, "payment_intent");
    const chargeId = text(form, "charge");
    const intent = intentId
      ? this.found(this.paymentIntents, "payment_intent", intentId, "payment_intent")
      : undefined;
    const charge = this.found(
      this.charges,
      "charge",
      (intent?.latest_charge as string | null) ?? chargeId ?? missing("payment_intent"),
      "charge",
    );
    const refundable = (charge.amount as number) - (charge.amount_refunded as number);
    const value = form.amount === undefined ? refundable : amount(form, "amount", "amount");
    if (value > refundable) {
      throw invalidParam(
        "amount",
        `Refund amount (${value}) is greater than unrefunded amount on charge (${refundable})`,
      );
    }
    const txn = stripeId("txn");
    const refund = newRefund({
      amount: value,
      currency: charge.currency as string,
      charge: charge.id,
      paymentIntent: charge.payment_intent as string,
      reason: text(form, "reason") ?? null,
      metadata: metadata(form),
      balanceTransaction: txn,
    });
    this.refunds.set(refund.id, refund);
    const refunded = (charge.amount_refunded as number) + value;
    this.charges.set(charge.id, {
      ...charge,
      amount_refunded: refunded,
      refunded: refunded === charge.amount,
    });
    this.balanceTransactions.push(
      newBalanceTransaction({
        id: txn,
        amount: -value,
        currency: refund.currency as string,
        type: "refund",
        source: refund.id,
      }),
    );
    return refund;
  }

  found(map: Map<string, StripeObject>, what: string, id: string, param?: string): StripeObject {
    const object = map.get(id);
    if (object === undefined) throw noSuch(what, id, param);
    return object;
  }

  private charge(id: string, intent: StripeObject, transferGroup: string | null): void {
    const txn = stripeId("txn");
    const amountPaid = intent.amount as number;
    const currency = intent.currency as string;
    this.charges.set(
      id,
      newCharge({
        id,
        amount: amountPaid,
        currency,
        paymentIntent: intent.id,
        balanceTransaction: txn,
        transferGroup,
      }),
    );
    this.balanceTransactions.push(
      newBalanceTransaction({ id: txn, amount: amountPaid, currency, type: "charge", source: id }),
    );
  }
}

function text(form: FormObject, name: string): string | undefined {
  const value = form[name];
  return typeof value === "string" ? value : undefined;
}

function record(value: FormValue | undefined): FormObject {
  return value !== undefined && typeof value !== "string" && !Array.isArray(value) ? value : {};
}

function metadata(form: FormObject): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(form.metadata)).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

function missing(param: string): never {
  throw missingParam(param);
}

function required(form: FormObject, name: string): string {
  return text(form, name) ?? missing(name);
}

function amount(form: FormObject, name: string, param: string): number {
  const raw = text(form, name) ?? missing(param);
  if (!/^\d{1,12}$/.test(raw) || Number(raw) < 1) {
    throw invalidParam(param, `Invalid positive integer: ${param}`);
  }
  return Number(raw);
}

export { StripeApiError };
