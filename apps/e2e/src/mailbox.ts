import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** One mail the server wrote to its dev outbox (DATA_DIR/outbox/*.eml). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text of every text part (plain and HTML). */
  text: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody({ headers, body }: MimePart): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The decoded text parts of a MIME entity, walking nested multiparts. */
function textParts(part: MimePart): string[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => textParts(parsePart(chunk.replace(/^\r?\n/, ""))));
  }
  return type.toLowerCase().startsWith("text/") ? [decodeBody(part)] : [];
}

/** Every mail in the outbox, oldest first (the files are named by time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir, "outbox");
  const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const message = parsePart(await readFile(path.join(outbox, file), "utf8"));
      return {
        file,
        to: message.headers.get("to") ?? "",
        subject: message.headers.get("subject") ?? "",
        text: textParts(message).join("\n"),
      };
    }),
  );
}

/**
 * Waits for the newest mail to `to` that carries a link to `linkPath` (e.g.
 * "/verify-email") and returns that link's path and query, to open against the
 * test server. `notIn` skips mails already read, e.g. an earlier link.
 */
export async function waitForLink(
  dataDir: string,
  to: string,
  linkPath: string,
  { timeoutMs = 15_000, notIn = [] as string[] } = {},
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${linkPath}\\?token=[A-Za-z0-9_%.~-]+`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter(
      (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && !notIn.includes(mail.file),
    );
    for (const mail of mails.reverse()) {
      const link = pattern.exec(mail.text)?.[0];
      if (link) {
        const url = new URL(link.replace(/&amp;/g, "&"));
        return url.pathname + url.search;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${to} with a ${linkPath} link within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
