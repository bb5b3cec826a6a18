import type { Kysely } from "kysely";
import type { Database, NewActivity } from "@uplink/db";

/**
 * Adds a line to the administrators' recent activity, with the ids of the people it names
 * (`subjectIds`, the actor among them when the line names them): deleting one's account
 * rewrites exactly those lines (migration 0015).
 */
export async function recordActivity(
  db: Kysely<Database>,
  activity: NewActivity & { subjectIds: string[] },
): Promise<void> {
  await db.insertInto("activities").values(activity).execute();
}
