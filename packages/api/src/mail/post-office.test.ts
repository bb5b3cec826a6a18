import { describe, expect, it } from "vitest";
import { recordingLogger } from "../testing";
import type { Mailer, MailMessage } from "./mailer";
import { PostOffice } from "./post-office";

const message: MailMessage = {
  to: "anna@example.com",
  subject: "Hi",
  text: "Hi",
  html: "<p>Hi</p>",
};

describe("post office", () => {
  it("sends in the background and lets callers wait for every posted message", async () => {
    const sent: string[] = [];
    const slow: Mailer = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        sent.push(mail.subject);
      },
      close() {},
    };
    const office = new PostOffice(slow, recordingLogger());
    office.post(message);
    office.post({ ...message, subject: "Again" });
    expect(sent).toEqual([]);
    await office.drain();
    expect(sent).toEqual(["Hi", "Again"]);
  });

  it("logs a failed delivery instead of throwing it", async () => {
    const log = recordingLogger();
    const broken: Mailer = {
      send: () => Promise.reject(new Error("connection refused")),
      close() {},
    };
    const office = new PostOffice(broken, log);
    office.post(message);
    await office.drain();
    expect(log.lines).toEqual([
      expect.objectContaining({ level: "error", message: "mail could not be sent" }),
    ]);
  });

  it("prepares mail in the background, sends what it composes and drains both", async () => {
    const sent: string[] = [];
    const recording: Mailer = {
      send(mail) {
        sent.push(mail.subject);
        return Promise.resolve();
      },
      close() {},
    };
    const office = new PostOffice(recording, recordingLogger());
    let ready = () => {};
    const composed = new Promise<void>((resolve) => (ready = resolve));
    office.postLater(async () => {
      await composed;
      return { ...message, subject: "Later" };
    });
    office.postLater(() => Promise.resolve(undefined));
    expect(sent).toEqual([]);
    ready();
    await office.drain();
    expect(sent).toEqual(["Later"]);
  });

  it("logs mail that could not be prepared instead of throwing it", async () => {
    const log = recordingLogger();
    const office = new PostOffice({ async send() {}, close() {} }, log);
    office.postLater(() => Promise.reject(new Error("database gone")));
    await office.drain();
    expect(log.lines).toEqual([
      expect.objectContaining({ level: "error", message: "mail could not be prepared" }),
    ]);
  });
});
