import type { ProviderMovementRow } from "@uplink/db";
import type { ApiDeps } from "../context";
import { ProviderCallFailed } from "../ports/payment-provider";
import { mailReceipt } from "./receipt-mails";

/*
 * A requested movement sent to the provider, exactly once whatever fails (issue 24):
 *
 *   - under an idempotency key made of its ledger transaction, so a retry after a 500, a
 *     timeout or a crash is answered the first request's result and moves nothing more;
 *   - Stripe keeps a failed request's answer under its key too, and replays it: when the
 *     provider answers such a replayed failure, the lead's transfers or refunds are looked
 *     up (by transfer group or payment) for this movement before a new key is taken, so a
 *     movement that did happen is confirmed rather than made again;
 *   - the row is confirmed with the provider's id once, and its receipt mailed then.
 *
 * Throws (so that its job is retried) while the provider has not confirmed it.
 */
export async function sendMovement(deps: ApiDeps, movementId: string): Promise<boolean> {
  const movement = await startAttempt(deps, movementId);
  if (movement === undefined) return false;
  let providerId: string;
  try {
    providerId = await call(deps, movement, movement.keyGeneration);
  } catch (error) {
    await noteFailure(deps, movement.id, error);
    if (!(error instanceof ProviderCallFailed) || !error.replayed) throw error;
    providerId = (await lookUp(deps, movement)) ?? (await callUnderNextKey(deps, movement));
  }
  return confirm(deps, movement, providerId);
}

/** The movement when it is still to send, its attempt counted; read under its row lock. */
function startAttempt(deps: ApiDeps, movementId: string) {
  return deps.db.transaction().execute(async (trx) => {
    const movement = await trx
      .selectFrom("providerMovements")
      .selectAll()
      .where("id", "=", movementId)
      .forUpdate()
      .executeTakeFirst();
    if (movement?.status !== "requested") return undefined;
    return trx
      .updateTable("providerMovements")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), lastAttemptAt: new Date() }))
      .where("id", "=", movementId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

const keyOf = (movement: ProviderMovementRow, generation: number) =>
  `${movement.kind}:${movement.ledgerTransactionId}${generation === 0 ? "" : `:${generation}`}`;

async function call(
  deps: ApiDeps,
  movement: ProviderMovementRow,
  generation: number,
): Promise<string> {
  const request = {
    movementId: movement.id,
    leadId: movement.leadId,
    amountCents: Number(movement.amountCents),
    idempotencyKey: keyOf(movement, generation),
  };
  if (movement.kind === "refund") {
    return deps.payments.refund({ ...request, paymentIntentId: movement.paymentIntentId ?? "" });
  }
  const account = await deps.db
    .selectFrom("payoutAccounts")
    .select("providerAccountId")
    .where("userId", "=", movement.userId)
    .executeTakeFirstOrThrow();
  return deps.payments.transfer({ ...request, destination: account.providerAccountId });
}

function lookUp(deps: ApiDeps, movement: ProviderMovementRow): Promise<string | null> {
  return movement.kind === "refund"
    ? deps.payments.findRefund(movement.paymentIntentId ?? "", movement.id)
    : deps.payments.findTransfer(movement.leadId, movement.id);
}

/**
 * Nothing was made under the failing key: the next one is taken — by one attempt only,
 * should two run at once (the other then uses the same new key) — and asked under.
 */
async function callUnderNextKey(deps: ApiDeps, movement: ProviderMovementRow): Promise<string> {
  await deps.db
    .updateTable("providerMovements")
    .set({ keyGeneration: movement.keyGeneration + 1 })
    .where("id", "=", movement.id)
    .where("keyGeneration", "=", movement.keyGeneration)
    .execute();
  const { keyGeneration } = await deps.db
    .selectFrom("providerMovements")
    .select("keyGeneration")
    .where("id", "=", movement.id)
    .executeTakeFirstOrThrow();
  return call(deps, movement, keyGeneration);
}

async function noteFailure(deps: ApiDeps, movementId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  deps.log.warn({ movementId, err: error }, "money movement not confirmed yet: it is retried");
  await deps.db
    .updateTable("providerMovements")
    .set({ lastError: message.slice(0, 1000) })
    .where("id", "=", movementId)
    .execute();
}

/** Keeps the provider's id once; the run that confirms it mails the receipt. */
async function confirm(
  deps: ApiDeps,
  movement: ProviderMovementRow,
  providerId: string,
): Promise<boolean> {
  const confirmed = await deps.db
    .updateTable("providerMovements")
    .set({ status: "confirmed", providerId, confirmedAt: new Date(), lastError: null })
    .where("id", "=", movement.id)
    .where("status", "=", "requested")
    .returningAll()
    .executeTakeFirst();
  if (confirmed === undefined) return false;
  await mailReceipt(deps, confirmed);
  return true;
}
