import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";

/** The channel migration 0011's triggers notify (see there for the payload). */
export const LEAD_CHANGES_CHANNEL = "lead_changes";

/**
 * Tells the screens showing a lead that it changed in a way the leads row's triggers
 * (migration 0011) do not see — its payment held — with the notification they send for a
 * change of status, the status unchanged: its customer's and installer's lists and detail
 * read it again. Sent when `db`'s transaction commits, and not at all when it rolls back.
 */
export async function notifyLeadChanged(db: Kysely<Database>, leadId: string): Promise<void> {
  await sql`
    select pg_notify(${LEAD_CHANGES_CHANNEL}, concat_ws(' ',
      id, customer_id,
      coalesce(installer_id::text, '-'), coalesce(installer_id::text, '-'),
      status, status))
    from leads where id = ${leadId}
  `.execute(db);
}
