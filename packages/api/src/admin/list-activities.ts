import { RECENT_ACTIVITY_PAGE_SIZE, type Activity, type AdminPageQuery } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { readKeptText } from "../i18n/kept-text";
import { requestLocaleOf } from "../i18n/request-locale";
import { pastCursor } from "../keyset-page";

/**
 * Recent activity newest first, a page at a time (keyset paging on (created_at, id)
 * along activities_created_at_idx; a cursor naming a vanished row ends the list), each
 * line in the administrator's language.
 */
export async function listActivities(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  admin: SessionUser,
  { limit = RECENT_ACTIVITY_PAGE_SIZE, cursor }: AdminPageQuery,
): Promise<Activity[]> {
  let query = deps.db.selectFrom("activities").select(["id", "body", "bodySaid", "createdAt"]);
  if (cursor !== undefined) query = query.where(pastCursor("activities", cursor, "desc"));
  const rows = await query
    .orderBy("activities.createdAt", "desc")
    .orderBy("activities.id", "desc")
    .limit(limit)
    .execute();
  const locale = requestLocaleOf({ user: admin, request: deps.request });
  return rows.map((row) => ({
    id: row.id,
    body: readKeptText(row.body, row.bodySaid, locale),
    createdAt: row.createdAt.toISOString(),
  }));
}
