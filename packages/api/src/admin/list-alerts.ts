import type { Kysely } from "kysely";
import {
  ADMIN_PAGE_SIZE,
  CONTACT_LEAK_PLACES,
  type AdminAlertListQuery,
  type Alert,
  type ContactLeakDetails,
  type ContactLeakPlace,
  type Locale,
} from "@uplink/domain";
import type { AlertRow, Database, JsonObject } from "@uplink/db";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { requestLocaleOf } from "../i18n/request-locale";
import { readKeptText } from "../i18n/kept-text";
import { pastCursor } from "../keyset-page";

/** An alert with the name of the person it is about, as selectAlerts reads it. */
export type AlertWithSender = AlertRow & {
  senderFirstName: string | null;
  senderLastName: string | null;
};

/** Alerts with the name of the person each is about, in one query. */
export function selectAlerts(db: Kysely<Database>) {
  return db
    .selectFrom("alerts")
    .leftJoin("users as sender", "sender.id", "alerts.userId")
    .selectAll("alerts")
    .select(["sender.firstName as senderFirstName", "sender.lastName as senderLastName"]);
}

/**
 * An alert as administrators (only they call this) read it. A leak_detection alert shows
 * the text as written and as others read it, who wrote it and the lead it was about. Its
 * description is in the administrator's language (`locale`).
 */
export function toAlert(row: AlertWithSender, locale: Locale): Alert {
  return {
    id: row.id,
    type: row.type,
    description: readKeptText(row.description, row.descriptionSaid, locale),
    isResolved: row.isResolved,
    createdAt: row.createdAt.toISOString(),
    details: row.type === "leak_detection" ? leakDetailsOf(row) : null,
  };
}

/** Null when the writer's account was erased (its deletion clears the details). */
function leakDetailsOf(row: AlertWithSender): ContactLeakDetails | null {
  const details: JsonObject | null = row.details;
  if (!details) return null;
  const { originalText, redactedText, kinds, place } = details;
  if (typeof originalText !== "string" || typeof redactedText !== "string") return null;
  return {
    originalText,
    redactedText,
    kinds: Array.isArray(kinds) ? kinds.filter((kind) => typeof kind === "string") : [],
    // Alerts raised before other texts were monitored all came from the chat.
    place: isPlace(place) ? place : "chat_message",
    sender:
      row.userId === null || row.senderFirstName === null
        ? null
        : { id: row.userId, name: `${row.senderFirstName} ${row.senderLastName ?? ""}`.trim() },
    leadId: row.leadId,
  };
}

function isPlace(value: unknown): value is ContactLeakPlace {
  return CONTACT_LEAK_PLACES.some((place) => place === value);
}

/**
 * Alerts newest first, all or only the open or resolved ones, a page at a time: keyset
 * paging on (created_at, id) walks alerts_created_at_idx (the open ones:
 * alerts_open_created_at_idx), and a cursor naming an alert that no longer exists ends
 * the list.
 */
export async function listAlerts(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  admin: SessionUser,
  { limit = ADMIN_PAGE_SIZE, cursor, resolved }: AdminAlertListQuery,
): Promise<Alert[]> {
  let query = selectAlerts(deps.db);
  if (resolved !== undefined) query = query.where("alerts.isResolved", "=", resolved === "true");
  if (cursor !== undefined) query = query.where(pastCursor("alerts", cursor, "desc"));
  const rows = await query
    .orderBy("alerts.createdAt", "desc")
    .orderBy("alerts.id", "desc")
    .limit(limit)
    .execute();
  const locale = requestLocaleOf({ user: admin, request: deps.request });
  return rows.map((row) => toAlert(row, locale));
}
