import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** The token of the `${PUBLIC_URL}${screen}?token=…` link in a mail's text. */
export function tokenFromMail(
  mail: ParsedMail,
  screen: "/verify-email" | "/reset-password" | "/link-account",
) {
  const token = new RegExp(`${screen}\\?token=([\\w-]+)`).exec(mail.text ?? "")?.[1];
  if (!token) throw new Error(`no ${screen} link in "${mail.subject}"`);
  return token;
}

export function isAddressedTo(mail: ParsedMail, to: string): boolean {
  return [mail.to ?? []].flat().some((address) => address.text === to);
}

/** Polls until `found` returns at least `count` mails; mail is sent after the response. */
export async function waitForMails(
  found: () => Promise<ParsedMail[]>,
  count: number,
  what: string,
): Promise<ParsedMail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = await found();
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The mails to `to` in the dev outbox of DATA_DIR, oldest first, once `count` are there. */
export function outboxMailsTo(dataDir: string, to: string, count = 1): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, "outbox");
  return waitForMails(
    async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort();
      const mails = await Promise.all(
        files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))),
      );
      return mails.filter((mail) => isAddressedTo(mail, to));
    },
    count,
    `to ${to} in ${outbox}`,
  );
}
