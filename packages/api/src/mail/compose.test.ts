import { describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { composeMail } from "./compose";

describe("composed mail", () => {
  it("carries the same content as text and as HTML, greeting by first name", () => {
    const mail = composeMail({
      to: { email: "anna@example.com", firstName: "Anna" },
      subject: "Subject",
      paragraphs: ["First paragraph."],
      action: { label: "Open", url: "http://uplink.test/x?token=abc" },
      note: "Small print.",
    });
    expect(mail.to).toBe("anna@example.com");
    expect(mail.subject).toBe("Subject");
    for (const part of [
      messages.mail.greeting("Anna"),
      "First paragraph.",
      "http://uplink.test/x?token=abc",
      "Small print.",
      messages.mail.signOff,
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain("Open: http://uplink.test/x?token=abc");
  });

  it("escapes what users typed in the HTML", () => {
    const mail = composeMail({
      to: { email: "x@example.com", firstName: '<img src=x onerror="alert(1)">' },
      subject: "Subject",
      paragraphs: [],
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
