import type { LeadRow } from "@uplink/db";
import { DASHBOARD_PATH_BY_ROLE, messages, type LeadEvent } from "@uplink/domain";
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
  event: LeadEvent,
  details: () => string[] = () => [],
): MailMessage {
  return mailTo(to, () => {
    const wording = messages.leadEvents[event];
    return {
      subject: wording.subject(lead.title),
      paragraphs: [wording.body, ...details()],
      action: { label: lead.title, url: `${publicUrl}${DASHBOARD_PATH_BY_ROLE.customer}` },
    };
  });
}
