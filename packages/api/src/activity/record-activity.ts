import type { Kysely } from "kysely";
import type { Database, NewActivity } from "@uplink/db";

/** Adds a line to the administrators' recent activity. */
export async function recordActivity(db: Kysely<Database>, activity: NewActivity): Promise<void> {
  await db.insertInto("activities").values(activity).execute();
}
