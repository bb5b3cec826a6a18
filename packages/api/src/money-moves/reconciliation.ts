import type { JsonObject } from "@uplink/db";
import { said } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { alertDescription } from "../i18n/kept-text";

/** One movement the ledger and the provider do not agree on. */
export interface ReconciliationDifference {
  providerId: string;
  type: "transfer" | "refund";
  /** What the ledger confirmed; null when it has no such movement. */
  ledgerCents: number | null;
  /** What left the provider's balance; null when the provider shows no such movement. */
  providerCents: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day that `at` falls on, as its first instant and its name (2026-12-07). */
function dayOf(at: Date): { start: Date; end: Date; name: string } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return {
    start,
    end: new Date(start.getTime() + DAY_MS),
    name: start.toISOString().slice(0, 10),
  };
}

/**
 * The daily reconciliation (issue 24): the movements the ledger confirmed on `day` (UTC)
 * against the transfers and refunds the provider's balance shows for it, matched by the
 * provider's id. Any difference — one side without the other, or other amounts — raises
 * one administrator alert for the day, listing them (again only once: a run repeated
 * finds the day's alert). Answers the differences.
 */
export async function reconcileDay(deps: ApiDeps, day: Date): Promise<ReconciliationDifference[]> {
  const { start, end, name } = dayOf(day);
  const ledger = await deps.db
    .selectFrom("providerMovements")
    .select(["providerId", "kind", "amountCents"])
    .where("status", "=", "confirmed")
    .where("confirmedAt", ">=", start)
    .where("confirmedAt", "<", end)
    .execute();
  const provider = await deps.payments.balanceTransactions(start);
  const byId = new Map<string, ReconciliationDifference>();
  for (const row of ledger) {
    const providerId = row.providerId ?? "";
    byId.set(providerId, {
      providerId,
      type: row.kind,
      ledgerCents: Number(row.amountCents),
      providerCents: null,
    });
  }
  for (const transaction of provider) {
    const known = byId.get(transaction.sourceId);
    byId.set(transaction.sourceId, {
      providerId: transaction.sourceId,
      type: transaction.type,
      ledgerCents: known?.ledgerCents ?? null,
      providerCents: (known?.providerCents ?? 0) + transaction.amountCents,
    });
  }
  const differences = [...byId.values()].filter(
    (entry) => entry.ledgerCents !== entry.providerCents,
  );
  if (differences.length > 0) await raiseAlert(deps, name, differences);
  return differences;
}

async function raiseAlert(
  deps: ApiDeps,
  day: string,
  differences: ReconciliationDifference[],
): Promise<void> {
  const earlier = await deps.db
    .selectFrom("alerts")
    .select("id")
    .where("type", "=", "other")
    .where((eb) => eb(eb.ref("details", "->>").key("reconciliationDay"), "=", day))
    .executeTakeFirst();
  if (earlier) return;
  await deps.db
    .insertInto("alerts")
    .values({
      type: "other",
      ...alertDescription(said.money.reconciliationMismatch(day, differences.length)),
      details: { reconciliationDay: day, differences } as unknown as JsonObject,
    })
    .execute();
  deps.log.error({ day, differences }, "payments do not reconcile with the provider");
}

/** The day before `now`'s (UTC): the last whole day, which the nightly run reconciles. */
export const previousDay = (now: Date) => new Date(dayOf(now).start.getTime() - DAY_MS);
