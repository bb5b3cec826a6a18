import { DASHBOARD_PATH_BY_ROLE, messages } from "@uplink/domain";
import type { MailMessage } from "./mailer";
import { mailTo, type MailRecipient as Recipient } from "./compose";

/*
 * The account emails, in their recipient's language. Links are built from PUBLIC_URL, so
 * they open the SPA's screens.
 */

function linkWithToken(publicUrl: string, screen: string, token: string): string {
  return `${publicUrl}${screen}?token=${encodeURIComponent(token)}`;
}

interface ActionMailText {
  subject: string;
  body: string;
  action: string;
  note: string;
}

/** A mail of one paragraph and a button that opens `url`; `text` is read in `to`'s language. */
function actionMail(text: () => ActionMailText, to: Recipient, url: string): MailMessage {
  return mailTo(to, () => {
    const { subject, body, action, note } = text();
    return { subject, paragraphs: [body], action: { label: action, url }, note };
  });
}

export function verificationMail(publicUrl: string, to: Recipient, token: string): MailMessage {
  return actionMail(
    () => messages.mail.verifyEmail,
    to,
    linkWithToken(publicUrl, "/verify-email", token),
  );
}

export function passwordResetMail(publicUrl: string, to: Recipient, token: string): MailMessage {
  return actionMail(
    () => messages.mail.resetPassword,
    to,
    linkWithToken(publicUrl, "/reset-password", token),
  );
}

export function passwordChangedMail(to: Recipient): MailMessage {
  return mailTo(to, () => {
    const { subject, body, note } = messages.mail.passwordChanged;
    return { subject, paragraphs: [body], note };
  });
}

/** To the owner of an email someone tried to sign up with again. */
export function signUpAttemptMail(publicUrl: string, to: Recipient): MailMessage {
  return actionMail(() => messages.mail.signUpAttempt, to, `${publicUrl}/forgot-password`);
}

export function confirmHostedLinkMail(
  publicUrl: string,
  to: Recipient,
  token: string,
): MailMessage {
  return actionMail(
    () => messages.mail.confirmHostedLink,
    to,
    linkWithToken(publicUrl, "/link-account", token),
  );
}

export function hostedIdentityLinkedMail(to: Recipient): MailMessage {
  return mailTo(to, () => {
    const { subject, body, note } = messages.mail.hostedIdentityLinked;
    return { subject, paragraphs: [body], note };
  });
}

/** The code that confirms deleting an account without a password; it is in the mail only. */
export function deleteAccountCodeMail(to: Recipient, code: string): MailMessage {
  return mailTo(to, () => {
    const { subject, body, note } = messages.mail.deleteAccountCode;
    return { subject, paragraphs: [body, code], note };
  });
}

export function installerApprovedMail(publicUrl: string, to: Recipient): MailMessage {
  return mailTo(to, () => {
    const { subject, body, action } = messages.mail.installerApproved;
    return {
      subject,
      paragraphs: [body],
      action: { label: action, url: `${publicUrl}${DASHBOARD_PATH_BY_ROLE.installer}` },
    };
  });
}

export function installerRejectedMail(to: Recipient): MailMessage {
  return mailTo(to, () => {
    const { subject, body, note } = messages.mail.installerRejected;
    return { subject, paragraphs: [body], note };
  });
}
