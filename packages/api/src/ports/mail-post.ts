import type { MailMessage } from "../mail/mailer";

/**
 * Where the services post mail: after the change that caused it, in the background, so a
 * slow or failing mail server never delays nor undoes a response. PostOffice implements it.
 */
export interface MailPost {
  post(message: MailMessage): void;
  /** Composes the message in the background (when its work would tell a caller something). */
  postLater(compose: () => Promise<MailMessage | undefined>): void;
}
