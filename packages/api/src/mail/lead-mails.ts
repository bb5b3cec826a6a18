import type { LeadRow } from "@uplink/db";
import { DASHBOARD_PATH_BY_ROLE, messages } from "@uplink/domain";
import { mailBodyOf, type LeadEventWording } from "../leads/lead-event-wording";
import { mailTo, type MailRecipient } from "./compose";
import type { MailMessage } from "./mailer";

/**
 * The email that tells the other party of a lead what happened to it, with a link to it,
 * in their language. `details` are read in it too (a reason someone typed stays as typed).
 */
export function leadEventMail(
  publicUrl: string,
  to: MailRecipient,
  lead: Pick<LeadRow, "title">,
  wording: LeadEventWording,
  details: () => string[] = () => [],
): MailMessage {
  return mailTo(to, () => {
    return {
      subject: messages.leadEvents[wording.event].subject(lead.title),
      paragraphs: [mailBodyOf(wording), ...details()],
      action: { label: lead.title, url: `${publicUrl}${DASHBOARD_PATH_BY_ROLE.customer}` },
    };
  });
}
