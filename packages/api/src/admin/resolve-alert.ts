import { type Alert, type AlertIdInput, said } from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { keptMessage } from "../i18n/kept-text";
import { requestLocaleOf } from "../i18n/request-locale";
import { NotFound } from "../errors";
import { selectAlerts, toAlert } from "./list-alerts";

/**
 * Marks an alert resolved by `admin`, with an activity line. Resolving a resolved alert
 * changes nothing (who resolved it first, and when, stay) and answers the same alert.
 */
export async function resolveAlert(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  admin: SessionUser,
  { id: alertId }: AlertIdInput,
): Promise<Alert> {
  return deps.db.transaction().execute(async (trx) => {
    const resolved = await trx
      .updateTable("alerts")
      .set({ isResolved: true, resolvedAt: new Date(), resolvedBy: admin.id })
      .where("id", "=", alertId)
      .where("isResolved", "=", false)
      .returning(["description", "descriptionSaid", "leadId", "userId"])
      .executeTakeFirst();
    if (resolved) {
      await recordActivity(trx, {
        kind: "alert_resolved",
        said: said.activity.alertResolved(
          keptMessage(resolved.description, resolved.descriptionSaid),
          `${admin.firstName} ${admin.lastName}`,
        ),
        actorId: admin.id,
        leadId: resolved.leadId,
        // The alert's description, quoted, may name its user.
        subjectIds: resolved.userId === null ? [admin.id] : [admin.id, resolved.userId],
      });
    }
    const alert = await selectAlerts(trx).where("alerts.id", "=", alertId).executeTakeFirst();
    if (!alert) throw new NotFound(said.server.notFound);
    return toAlert(alert, requestLocaleOf({ user: admin, request: deps.request }));
  });
}
