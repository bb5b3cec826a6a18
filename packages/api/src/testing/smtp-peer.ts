import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Mailer } from "../mail/mailer";
import { createSmtpMailer } from "../mail/smtp-mailer";
import { isAddressedTo, waitForMails } from "./mail";

export interface SmtpPeer {
  /** smtp:// URL for the mailer under test. */
  url: string;
  received: ParsedMail[];
  /** The mails to `to` that have arrived so far. */
  receivedBy(to: string): ParsedMail[];
  /** Resolves with the mails to `to` once `count` have arrived. */
  mailsTo(to: string, count?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server that keeps and parses every message, on a free local port or on
 * `port` (a peer coming back where an earlier one stopped).
 */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;

  const receivedBy = (to: string) => received.filter((mail) => isAddressedTo(mail, to));
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    receivedBy,
    mailsTo: (to, count = 1) =>
      waitForMails(() => Promise.resolve(receivedBy(to)), count, `to ${to} at the SMTP peer`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP mailer for an smtp:// URL, as the server builds one from SMTP_URL. */
export function smtpMailer(url: string): Mailer {
  return createSmtpMailer(url, "Uplink <no-reply@uplink.test>");
}
