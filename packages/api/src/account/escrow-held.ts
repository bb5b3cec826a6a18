import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";

/**
 * True while money sits in escrow for a lead the user posted or took on: the lead's
 * escrow account has a non-zero balance.
 */
export async function holdsEscrow(db: Kysely<Database>, userId: string): Promise<boolean> {
  const held = await db
    .selectFrom("ledgerAccounts as account")
    .innerJoin("ledgerEntries as entry", "entry.accountId", "account.id")
    .select("account.id")
    .where("account.kind", "=", "escrow")
    .where("account.leadId", "in", (eb) =>
      eb
        .selectFrom("leads")
        .select("leads.id")
        .where((inner) =>
          inner.or([inner("customerId", "=", userId), inner("installerId", "=", userId)]),
        ),
    )
    .groupBy("account.id")
    .having((eb) => eb.fn.sum("entry.amountCents"), "<>", 0)
    .executeTakeFirst();
  return held !== undefined;
}
