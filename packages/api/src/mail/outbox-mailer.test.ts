import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { recordingLogger } from "../testing";
import { verificationMail } from "./account-mails";
import { createMailer } from "./create-mailer";

let dataDir: string | undefined;

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the dev outbox (no SMTP_URL)", () => {
  it("writes each message as an .eml file under DATA_DIR/outbox and logs its path", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "uplink-outbox-"));
    const log = recordingLogger();
    const mailer = createMailer(
      { smtpUrl: undefined, from: "Uplink <no-reply@localhost>", dataDir },
      log,
    );
    const message = verificationMail(
      "http://localhost:3000",
      { email: "anna@example.com", firstName: "Anna", locale: null },
      "secret-token-123",
    );
    await mailer.send(message);
    await mailer.send(message);

    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
    const parsed = await simpleParser(await readFile(path.join(dataDir, "outbox", files[0]!)));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.from?.text).toContain("no-reply@localhost");
    expect(parsed.text).toContain("http://localhost:3000/verify-email?token=secret-token-123");
    expect(parsed.html).toContain("http://localhost:3000/verify-email?token=secret-token-123");

    const line = log.lines.find((entry) => entry.message === "mail written to the outbox");
    expect(line?.details).toMatchObject({ to: "anna@example.com", subject: message.subject });
    expect(String(line?.details.file)).toContain(path.join(dataDir, "outbox"));
    expect(JSON.stringify(log.lines)).not.toContain("secret-token-123");
  });
});
