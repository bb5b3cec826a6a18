import path from "node:path";
import type { ApiLogger } from "../logger";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

export interface MailSettings {
  /** Unset: mail goes to the dev outbox. */
  smtpUrl: string | undefined;
  from: string;
  /** The outbox is DATA_DIR/outbox. */
  dataDir: string;
}

export function createMailer(settings: MailSettings, log: ApiLogger): Mailer {
  return settings.smtpUrl
    ? createSmtpMailer(settings.smtpUrl, settings.from)
    : createOutboxMailer(path.join(settings.dataDir, "outbox"), settings.from, log);
}
