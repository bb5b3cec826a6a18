import { messages, type Alert, type AlertIdInput } from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { selectAlerts, toAlert } from "./list-alerts";
import { storedText } from "../i18n/request-locale";

/**
 * Marks an alert resolved by `admin`, with an activity line. Resolving a resolved alert
 * changes nothing (who resolved it first, and when, stay) and answers the same alert.
 */
export async function resolveAlert(
  deps: ApiDeps,
  admin: SessionUser,
  { id: alertId }: AlertIdInput,
): Promise<Alert> {
  return deps.db.transaction().execute(async (trx) => {
    const resolved = await trx
      .updateTable("alerts")
      .set({ isResolved: true, resolvedAt: new Date(), resolvedBy: admin.id })
      .where("id", "=", alertId)
      .where("isResolved", "=", false)
      .returning(["description", "leadId", "userId"])
      .executeTakeFirst();
    if (resolved) {
      await recordActivity(trx, {
        kind: "alert_resolved",
        body: storedText(() =>
          messages.activity.alertResolved(
            resolved.description,
            `${admin.firstName} ${admin.lastName}`,
          ),
        ),
        actorId: admin.id,
        leadId: resolved.leadId,
        // The alert's description, quoted, may name its user.
        subjectIds: resolved.userId === null ? [admin.id] : [admin.id, resolved.userId],
      });
    }
    const alert = await selectAlerts(trx).where("alerts.id", "=", alertId).executeTakeFirst();
    if (!alert) throw new NotFound(messages.server.notFound);
    return toAlert(alert);
  });
}
