import { sql } from "kysely";
import type { AdminNoticeRow } from "@uplink/db";
import {
  ADMIN_PAGE_SIZE,
  type Notice,
  type NoticeIdInput,
  type NoticeListQuery,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { isoOrNull } from "../timestamps";
import { partLimit, pastCursor } from "../keyset-page";

/**
 * The messages administrators sent `userId`, newest first, a page at a time: keyset
 * paging on (created_at, id) along admin_notices_user_id_created_at_id_idx, walked in
 * order whatever the planner's statistics say (partLimit). A cursor
 * naming another user's notice, or none, ends the list.
 */
export async function listNotices(
  deps: ApiDeps,
  { id: userId }: SessionUser,
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
    .limit(partLimit(limit))
    .execute();
  return rows.map(toNotice);
}

function toNotice(row: Pick<AdminNoticeRow, "id" | "body" | "createdAt" | "readAt">): Notice {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: isoOrNull(row.readAt),
  };
}

/**
 * Marks one of `userId`'s notices read. Marking it again keeps the first time; a notice
 * of someone else, or none, is 404, so ids of other users' notices reveal nothing.
 */
export async function markNoticeRead(
  deps: ApiDeps,
  { id: userId }: SessionUser,
  { id: noticeId }: NoticeIdInput,
): Promise<Notice> {
  const row = await deps.db
    .updateTable("adminNotices")
    .set((eb) => ({ readAt: eb.fn.coalesce("readAt", sql<Date>`now()`) }))
    .where("id", "=", noticeId)
    .where("userId", "=", userId)
    .returning(["id", "body", "createdAt", "readAt"])
    .executeTakeFirst();
  if (!row) throw new NotFound(said.server.notFound);
  return toNotice(row);
}
