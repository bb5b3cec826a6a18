import type { LeadRow } from "@uplink/db";
import type { ApiDeps } from "../context";
import { leadEventMail } from "../mail/lead-mails";
import type { LeadEventWording } from "./lead-event-wording";

/**
 * Emails the other party of a lead about what just happened to it. Runs after the
 * change committed: neither a failed look-up nor a failed delivery undoes the change,
 * both are only logged.
 */
export async function notifyOfLeadEvent(
  deps: ApiDeps,
  recipientId: string | null,
  lead: LeadRow,
  wording: LeadEventWording,
  details?: () => string[],
): Promise<void> {
  if (recipientId === null) return;
  try {
    const recipient = await deps.db
      .selectFrom("users")
      .select(["email", "firstName", "locale"])
      .where("id", "=", recipientId)
      .where("anonymisedAt", "is", null)
      .executeTakeFirst();
    if (!recipient) return;
    deps.mail.post(leadEventMail(deps.config.publicUrl, recipient, lead, wording, details));
  } catch (error) {
    deps.log.error(
      { err: error, leadId: lead.id, event: wording.event },
      "lead mail could not be prepared",
    );
  }
}
