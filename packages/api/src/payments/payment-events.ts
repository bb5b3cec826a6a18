import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { said } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { BadRequest } from "../errors";
import { afterCommit } from "./after-commit";
import { recordPayoutAccount } from "../payouts/payout-accounts";
import { markCheckoutFailed } from "./failed-checkout";
import { requestPendingPayouts } from "../money-moves/pending-payouts";
import { holdPaidCheckout } from "./lead-checkout";
import { recordPaymentDispute } from "./payment-disputes";
import { InvalidProviderEvent, type ProviderEvent } from "../ports/payment-provider";

type EventHandler = (deps: ApiDeps, trx: Kysely<Database>, event: ProviderEvent) => Promise<void>;

/**
 * What each event changes. Events may arrive late, twice or out of order, so a handler
 * reads the object's current state from the provider instead of trusting the copy the
 * event carries.
 */
const HANDLERS: Record<string, EventHandler> = {
  "checkout.session.completed": holdPaidCheckout,
  "checkout.session.async_payment_succeeded": holdPaidCheckout,
  "checkout.session.async_payment_failed": markCheckoutFailed,
  "charge.dispute.created": recordPaymentDispute,
  "charge.dispute.closed": recordPaymentDispute,
  "account.updated": async (deps, trx, event) => {
    await recordPayoutAccount(trx, await deps.payments.payoutAccount(event.object.id));
    await deps.movementJobs?.send(await requestPendingPayouts(trx, event.object.id));
  },
};

export interface PaymentEventResult {
  received: true;
  /** The event was handled before: nothing changed this time. */
  replayed: boolean;
}

/**
 * POST /api/payments/stripe/webhook: verifies the signature over the raw body (400 and
 * nothing changes when it is missing, wrong or stale), then handles each event id at
 * most once: the id is stored in the transaction of the change it causes, so a failure
 * stores neither and the provider's next delivery tries again. The mail and movement
 * jobs the change causes are sent once that transaction has committed, never before.
 */
export async function receivePaymentEvent(
  deps: ApiDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<PaymentEventResult> {
  let event: ProviderEvent;
  try {
    event = deps.payments.verifyEvent(rawBody, signature);
  } catch (error) {
    if (!(error instanceof InvalidProviderEvent)) throw error;
    deps.log.warn(
      { reason: error.message },
      "payment event refused: its signature does not verify",
    );
    throw new BadRequest(said.server.paymentEventUnverified);
  }
  const held = afterCommit(deps);
  const result = await deps.db.transaction().execute(async (trx): Promise<PaymentEventResult> => {
    const fresh = await trx
      .insertInto("paymentEvents")
      .values({ id: event.id, type: event.type })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (fresh === undefined) return { received: true, replayed: true };
    await HANDLERS[event.type]?.(held.deps, trx, event);
    return { received: true, replayed: false };
  });
  await held.commit();
  return result;
}
