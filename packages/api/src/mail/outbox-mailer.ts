import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { ApiLogger } from "../logger";
import type { Mailer } from "./mailer";

/**
 * Without SMTP_URL, each message is written as an .eml file (what an SMTP server would
 * have received) to the outbox directory, and its path is logged, so a developer can
 * open the links. The log names recipient and subject only: the links stay in the file.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: ApiLogger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, "mail written to the outbox");
    },
    close() {},
  };
}
