import type { LeadRow } from "@uplink/db";
import { DASHBOARD_PATH_BY_ROLE, messages, type LeadEvent } from "@uplink/domain";
import { composeMail } from "./compose";
import type { MailMessage } from "./mailer";

interface Recipient {
  email: string;
  firstName: string;
}

/** The email that tells the other party of a lead what happened to it, with a link to it. */
export function leadEventMail(
  publicUrl: string,
  to: Recipient,
  lead: Pick<LeadRow, "title">,
  event: LeadEvent,
  details: string[] = [],
): MailMessage {
  const wording = messages.leadEvents[event];
  return composeMail({
    to,
    subject: wording.subject(lead.title),
    paragraphs: [wording.body, ...details],
    action: { label: lead.title, url: `${publicUrl}${DASHBOARD_PATH_BY_ROLE.customer}` },
  });
}
