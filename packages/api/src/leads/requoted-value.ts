import type { Kysely } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import { eurosToCents, quoteInstallation } from "@uplink/domain";

/**
 * The price a lead goes back to when it is NEW again (a withdrawal, a lapsed payment
 * window): the quote engine's, since an installer's own price for an unpriced request
 * leaves with them; null when the engine cannot price it.
 */
export async function requotedValueCents(
  trx: Kysely<Database>,
  lead: Pick<LeadRow, "id" | "description" | "specialRequirements">,
): Promise<number | null> {
  const photosCount = await trx
    .selectFrom("leadPhotos")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("leadId", "=", lead.id)
    .where("kind", "=", "property")
    .executeTakeFirstOrThrow();
  const quote = quoteInstallation({
    description: lead.description,
    specialRequirements: lead.specialRequirements ?? undefined,
    photosCount: Number(photosCount.count),
  });
  return quote.valueEuros === null ? null : eurosToCents(quote.valueEuros);
}
