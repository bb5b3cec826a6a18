import type { AdminAlertListQuery, Alert } from "@uplink/domain";
import type { AlertRow } from "@uplink/db";
import { ADMIN_PAGE_SIZE } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { pastCursor } from "../keyset-page";

export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    isResolved: row.isResolved,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Alerts newest first, all or only the open or resolved ones, a page at a time: keyset
 * paging on (created_at, id) walks alerts_created_at_idx (the open ones:
 * alerts_open_created_at_idx), and a cursor naming an alert that no longer exists ends
 * the list.
 */
export async function listAlerts(
  deps: ApiDeps,
  { limit = ADMIN_PAGE_SIZE, cursor, resolved }: AdminAlertListQuery,
): Promise<Alert[]> {
  let query = deps.db.selectFrom("alerts").selectAll("alerts");
  if (resolved !== undefined) query = query.where("alerts.isResolved", "=", resolved === "true");
  if (cursor !== undefined) query = query.where(pastCursor("alerts", cursor, "desc"));
  const rows = await query
    .orderBy("alerts.createdAt", "desc")
    .orderBy("alerts.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toAlert);
}
