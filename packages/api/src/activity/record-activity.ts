import type { Kysely } from "kysely";
import type { Database, NewActivity } from "@uplink/db";
import type { Message } from "@uplink/domain";
import { keptText } from "../i18n/kept-text";

/**
 * Adds a line to the administrators' recent activity, with the ids of the people it names
 * (`subjectIds`, the actor among them when the line names them): deleting one's account
 * rewrites exactly those lines (migration 0015). The line is kept by key (`said`), each
 * administrator reading it in their language, and in English (see i18n/kept-text.ts).
 */
export async function recordActivity(
  db: Kysely<Database>,
  {
    said,
    ...activity
  }: Omit<NewActivity, "body" | "bodySaid"> & {
    said: Message;
    subjectIds: string[];
  },
): Promise<void> {
  const kept = keptText(said);
  await db
    .insertInto("activities")
    .values({ ...activity, body: kept.text, bodySaid: kept.said })
    .execute();
}
