import { RECENT_ACTIVITY_PAGE_SIZE, type Activity, type AdminPageQuery } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { pastCursor } from "../keyset-page";

/**
 * Recent activity newest first, a page at a time (keyset paging on (created_at, id)
 * along activities_created_at_idx; a cursor naming a vanished row ends the list).
 */
export async function listActivities(
  deps: ApiDeps,
  _admin: SessionUser,
  { limit = RECENT_ACTIVITY_PAGE_SIZE, cursor }: AdminPageQuery,
): Promise<Activity[]> {
  let query = deps.db.selectFrom("activities").select(["id", "body", "createdAt"]);
  if (cursor !== undefined) query = query.where(pastCursor("activities", cursor, "desc"));
  const rows = await query
    .orderBy("activities.createdAt", "desc")
    .orderBy("activities.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
