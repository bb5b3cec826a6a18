import { centsToEuros, said } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { alertDescription } from "../i18n/kept-text";

/**
 * A movement the provider still had not confirmed when its job's retries ran out: one
 * administrator alert naming the lead, the amount and the last error — once per movement,
 * however often the sweep sends it again and it fails again (decided under the movement's
 * row lock). The movement stays requested: the sweep keeps sending it, and it is
 * confirmed once the provider answers.
 */
export async function alertMovementFailed(
  deps: Pick<ApiDeps, "db" | "log">,
  movementId: string,
  error: unknown,
): Promise<void> {
  const lastError = error instanceof Error ? error.message : String(error);
  deps.log.error({ movementId, err: error }, "money movement failed after every retry");
  await deps.db.transaction().execute(async (trx) => {
    const movement = await trx
      .selectFrom("providerMovements")
      .select(["id", "kind", "leadId", "userId", "amountCents", "status"])
      .where("id", "=", movementId)
      .forUpdate()
      .executeTakeFirst();
    if (movement === undefined || movement.status === "confirmed") return;
    const earlier = await trx
      .selectFrom("alerts")
      .select("id")
      .where("type", "=", "other")
      .where((eb) => eb(eb.ref("details", "->>").key("movementId"), "=", movementId))
      .executeTakeFirst();
    if (earlier) return;
    const lead = await trx
      .selectFrom("leads")
      .select("title")
      .where("id", "=", movement.leadId)
      .executeTakeFirst();
    await trx
      .insertInto("alerts")
      .values({
        type: "other",
        ...alertDescription(
          said.money.movementFailed(
            movement.kind,
            centsToEuros(movement.amountCents),
            lead?.title ?? movement.leadId,
          ),
        ),
        details: { movementId, kind: movement.kind, lastError: lastError.slice(0, 1000) },
        leadId: movement.leadId,
        userId: movement.userId,
      })
      .execute();
  });
}
