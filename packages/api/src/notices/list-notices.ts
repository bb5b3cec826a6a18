import { ADMIN_PAGE_SIZE, type Notice, type NoticeListQuery } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { isoOrNull } from "../timestamps";
import { pastCursor } from "../keyset-page";

/**
 * The messages administrators sent `userId`, newest first, a page at a time: keyset
 * paging on (created_at, id) along admin_notices_user_id_created_at_idx. A cursor
 * naming another user's notice, or none, ends the list.
 */
export async function listNotices(
  deps: ApiDeps,
  userId: string,
  { limit = ADMIN_PAGE_SIZE, cursor }: NoticeListQuery,
): Promise<Notice[]> {
  let query = deps.db
    .selectFrom("adminNotices")
    .select(["id", "body", "createdAt", "readAt"])
    .where("adminNotices.userId", "=", userId);
  if (cursor !== undefined)
    query = query.where(
      pastCursor("adminNotices", cursor, "desc", { column: "userId", id: userId }),
    );
  const rows = await query
    .orderBy("adminNotices.createdAt", "desc")
    .orderBy("adminNotices.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: isoOrNull(row.readAt),
  }));
}
