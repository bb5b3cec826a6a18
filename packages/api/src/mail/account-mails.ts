import { DASHBOARD_PATH_BY_ROLE, messages } from "@uplink/domain";
import { composeMail } from "./compose";
import type { MailMessage } from "./mailer";

/* The account emails. Links are built from PUBLIC_URL, so they open the SPA's screens. */

interface Recipient {
  email: string;
  firstName: string;
}

function linkWithToken(publicUrl: string, screen: string, token: string): string {
  return `${publicUrl}${screen}?token=${encodeURIComponent(token)}`;
}

export function verificationMail(publicUrl: string, to: Recipient, token: string): MailMessage {
  const { subject, body, action, note } = messages.mail.verifyEmail;
  return composeMail({
    to,
    subject,
    paragraphs: [body],
    action: { label: action, url: linkWithToken(publicUrl, "/verify-email", token) },
    note,
  });
}

export function passwordResetMail(publicUrl: string, to: Recipient, token: string): MailMessage {
  const { subject, body, action, note } = messages.mail.resetPassword;
  return composeMail({
    to,
    subject,
    paragraphs: [body],
    action: { label: action, url: linkWithToken(publicUrl, "/reset-password", token) },
    note,
  });
}

export function passwordChangedMail(to: Recipient): MailMessage {
  const { subject, body, note } = messages.mail.passwordChanged;
  return composeMail({ to, subject, paragraphs: [body], note });
}

export function installerApprovedMail(publicUrl: string, to: Recipient): MailMessage {
  const { subject, body, action } = messages.mail.installerApproved;
  return composeMail({
    to,
    subject,
    paragraphs: [body],
    action: { label: action, url: `${publicUrl}${DASHBOARD_PATH_BY_ROLE.installer}` },
  });
}

export function installerRejectedMail(to: Recipient): MailMessage {
  const { subject, body, note } = messages.mail.installerRejected;
  return composeMail({ to, subject, paragraphs: [body], note });
}
