import type { LeadRow } from "@uplink/db";
import { DASHBOARD_PATH_BY_ROLE, messages } from "@uplink/domain";
import { mailTo, type MailRecipient } from "../mail/compose";
import type { MailMessage } from "../mail/mailer";
import { formatReleaseDate } from "./release-date";

/** The customer's reminder that a DONE lead's payment is released on its date unless they answer. */
export function releaseReminderMail(
  publicUrl: string,
  to: MailRecipient,
  lead: Pick<LeadRow, "title">,
  autoReleaseAt: Date,
): MailMessage {
  return mailTo(to, () => {
    const wording = messages.autoRelease.reminderMail;
    return {
      subject: wording.subject(lead.title),
      paragraphs: [wording.body, messages.autoRelease.notice(formatReleaseDate(autoReleaseAt))],
      action: { label: lead.title, url: `${publicUrl}${DASHBOARD_PATH_BY_ROLE.customer}` },
    };
  });
}
