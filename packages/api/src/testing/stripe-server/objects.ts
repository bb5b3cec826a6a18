import { randomBytes } from "node:crypto";

/*
 * Objects shaped like the Stripe API's (after the example objects of stripe/openapi's
 * fixtures3.json), with the fields Uplink and the SDK read. Amounts are integer cents.
 */

export type StripeObject = Record<string, unknown> & { id: string; object: string };

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** An id with Stripe's prefix, e.g. `acct_1Mo…`. */
export function stripeId(prefix: string): string {
  const bytes = randomBytes(24);
  const tail = [...bytes].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
  return `${prefix}_${tail}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

const requirements = (currentlyDue: string[], disabledReason: string | null) => ({
  alternatives: [],
  current_deadline: null,
  currently_due: currentlyDue,
  disabled_reason: disabledReason,
  errors: [],
  eventually_due: currentlyDue,
  past_due: [],
  pending_verification: [],
});

/** A new connected account: nothing submitted, so neither charges nor payouts enabled. */
export function newAccount(params: {
  type: string;
  country: string;
  email: string | null;
  capabilities: string[];
  metadata: Record<string, string>;
}): StripeObject {
  const due = ["external_account", "individual.verification.document", "tos_acceptance.date"];
  return {
    id: stripeId("acct"),
    object: "account",
    business_profile: { mcc: null, name: null, product_description: null, url: null },
    business_type: null,
    capabilities: Object.fromEntries(params.capabilities.map((name) => [name, "inactive"])),
    charges_enabled: false,
    controller: { type: "application" },
    country: params.country,
    created: nowSeconds(),
    default_currency: "eur",
    details_submitted: false,
    email: params.email,
    external_accounts: { object: "list", data: [], has_more: false, url: "" },
    future_requirements: requirements([], null),
    metadata: params.metadata,
    payouts_enabled: false,
    requirements: requirements(due, "requirements.past_due"),
    settings: {
      payouts: { debit_negative_balances: true, schedule: { delay_days: 2, interval: "daily" } },
    },
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type: params.type,
  };
}

/** What an account looks like once its owner finished onboarding and was verified. */
export function onboardedAccount(account: StripeObject): StripeObject {
  const capabilities = account.capabilities as Record<string, string>;
  return {
    ...account,
    capabilities: Object.fromEntries(Object.keys(capabilities).map((name) => [name, "active"])),
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    requirements: requirements([], null),
  };
}

export function accountLink(url: string): StripeObject & { url: string } {
  const created = nowSeconds();
  // Account links carry no id; the SDK's types still want one.
  return { id: "", object: "account_link", created, expires_at: created + 300, url };
}

export interface CheckoutSessionParams {
  mode: string;
  amountTotal: number;
  currency: string;
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  paymentMethodTypes: string[];
  paymentIntentData: Record<string, unknown>;
}

export function newCheckoutSession(params: CheckoutSessionParams): StripeObject {
  const id = stripeId("cs_test");
  const created = nowSeconds();
  return {
    id,
    object: "checkout.session",
    amount_subtotal: params.amountTotal,
    amount_total: params.amountTotal,
    cancel_url: params.cancelUrl,
    client_reference_id: params.clientReferenceId,
    created,
    currency: params.currency,
    customer: null,
    customer_details: null,
    expires_at: created + 24 * 3600,
    livemode: false,
    metadata: params.metadata,
    mode: params.mode,
    payment_intent: null,
    payment_method_types: params.paymentMethodTypes,
    payment_status: "unpaid",
    status: "open",
    success_url: params.successUrl,
    url: `https://checkout.stripe.com/c/pay/${id}`,
  };
}

export function newPaymentIntent(params: {
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  transferGroup: string | null;
  chargeId: string | null;
}): StripeObject {
  return {
    id: stripeId("pi"),
    object: "payment_intent",
    amount: params.amount,
    amount_capturable: 0,
    amount_received: params.status === "succeeded" ? params.amount : 0,
    capture_method: "automatic",
    created: nowSeconds(),
    currency: params.currency,
    latest_charge: params.chargeId,
    livemode: false,
    metadata: params.metadata,
    status: params.status,
    transfer_group: params.transferGroup,
  };
}

export function newCharge(params: {
  id: string;
  amount: number;
  currency: string;
  paymentIntent: string;
  balanceTransaction: string;
  transferGroup: string | null;
}): StripeObject {
  return {
    id: params.id,
    object: "charge",
    amount: params.amount,
    amount_captured: params.amount,
    amount_refunded: 0,
    balance_transaction: params.balanceTransaction,
    captured: true,
    created: nowSeconds(),
    currency: params.currency,
    disputed: false,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: params.paymentIntent,
    refunded: false,
    status: "succeeded",
    transfer_group: params.transferGroup,
  };
}

export function newTransfer(params: {
  amount: number;
  currency: string;
  destination: string;
  transferGroup: string | null;
  metadata: Record<string, string>;
  balanceTransaction: string;
}): StripeObject {
  const id = stripeId("tr");
  return {
    id,
    object: "transfer",
    amount: params.amount,
    amount_reversed: 0,
    balance_transaction: params.balanceTransaction,
    created: nowSeconds(),
    currency: params.currency,
    description: null,
    destination: params.destination,
    destination_payment: stripeId("py"),
    livemode: false,
    metadata: params.metadata,
    reversals: { object: "list", data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
    reversed: false,
    source_transaction: null,
    source_type: "card",
    transfer_group: params.transferGroup,
  };
}

export function newRefund(params: {
  amount: number;
  currency: string;
  charge: string;
  paymentIntent: string;
  reason: string | null;
  metadata: Record<string, string>;
  balanceTransaction: string;
}): StripeObject {
  return {
    id: stripeId("re"),
    object: "refund",
    amount: params.amount,
    balance_transaction: params.balanceTransaction,
    charge: params.charge,
    created: nowSeconds(),
    currency: params.currency,
    metadata: params.metadata,
    payment_intent: params.paymentIntent,
    reason: params.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
}

/** A movement of the platform's balance: positive in (a charge), negative out. */
export function newBalanceTransaction(params: {
  id: string;
  amount: number;
  currency: string;
  type: "charge" | "refund" | "transfer";
  source: string;
}): StripeObject {
  const created = nowSeconds();
  return {
    id: params.id,
    object: "balance_transaction",
    amount: params.amount,
    available_on: created,
    created,
    currency: params.currency,
    description: null,
    exchange_rate: null,
    fee: 0,
    fee_details: [],
    net: params.amount,
    reporting_category: params.type,
    source: params.source,
    status: "available",
    type: params.type,
  };
}

export function list(url: string, data: StripeObject[], hasMore = false) {
  return { object: "list", data, has_more: hasMore, url };
}

/** A webhook event about `object`, as Stripe posts it. */
export function event(type: string, object: StripeObject): StripeObject {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: "2026-11-18.endive",
    created: nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
