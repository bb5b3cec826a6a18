import { messages } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { mailTo, type MailRecipient } from "../mail/compose";

/** The invitation to quote, in the installer's language, with a link to the request. */
export function mailInvitation(
  deps: ApiDeps,
  installer: MailRecipient,
  invitation: { customerName: string; title: string; url: string },
): void {
  deps.mail.post(
    mailTo(installer, () => ({
      subject: messages.trust.inviteMail.subject(invitation.title),
      paragraphs: [messages.trust.inviteMail.body(invitation.customerName, invitation.title)],
      action: { label: messages.trust.inviteMail.action, url: invitation.url },
    })),
  );
}
