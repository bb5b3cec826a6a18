import { DASHBOARD_PATH_BY_ROLE, messages, Role } from "@uplink/domain";
import { mailTo, type MailRecipient } from "../mail/compose";
import type { MailMessage } from "../mail/mailer";

interface Recipient extends MailRecipient {
  role: Role;
}

/** An administrator's message, as written, with a link to where the user can read it again. */
export function adminMessageMail(publicUrl: string, to: Recipient, message: string): MailMessage {
  const dashboard =
    to.role === Role.INSTALLER ? DASHBOARD_PATH_BY_ROLE.installer : DASHBOARD_PATH_BY_ROLE.customer;
  return mailTo(to, () => {
    const { subject, body, action, note } = messages.mail.adminMessage;
    return {
      subject,
      paragraphs: [body, message],
      action: { label: action, url: `${publicUrl}${dashboard}` },
      note,
    };
  });
}
