/** One email, with a plain-text and an HTML body of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a message to whatever delivers mail: an SMTP server, or the dev outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
