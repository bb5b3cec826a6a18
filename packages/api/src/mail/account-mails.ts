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

/** To the owner of an email someone tried to sign up with again. */
export function signUpAttemptMail(publicUrl: string, to: Recipient): MailMessage {
  const { subject, body, action, note } = messages.mail.signUpAttempt;
  return composeMail({
    to,
    subject,
    paragraphs: [body],
    action: { label: action, url: `${publicUrl}/forgot-password` },
    note,
  });
}

export function confirmHostedLinkMail(
  publicUrl: string,
  to: Recipient,
  token: string,
): MailMessage {
  const { subject, body, action, note } = messages.mail.confirmHostedLink;
  return composeMail({
    to,
    subject,
    paragraphs: [body],
    action: { label: action, url: linkWithToken(publicUrl, "/link-account", token) },
    note,
  });
}

export function hostedIdentityLinkedMail(to: Recipient): MailMessage {
  const { subject, body, note } = messages.mail.hostedIdentityLinked;
  return composeMail({ to, subject, paragraphs: [body], note });
}

/** The code that confirms deleting an account without a password; it is in the mail only. */
export function deleteAccountCodeMail(to: Recipient, code: string): MailMessage {
  const { subject, body, note } = messages.mail.deleteAccountCode;
  return composeMail({ to, subject, paragraphs: [body, code], note });
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
