import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactSecretsInUrl } from "./plugins/security/password-in-url";
import { buildTestApp, makeWebDir, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ webDir: await makeWebDir() });
});
afterAll(async () => {
  await t.close();
});

/** The URLs of the request log's "incoming request" lines. */
function loggedUrls(): string[] {
  return t
    .logs()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
}

describe("the request log", () => {
  it("never shows the token of a mailed link the SPA opens", async () => {
    for (const page of ["/reset-password", "/verify-email", "/link-account"]) {
      const response = await t.app.inject({ method: "GET", url: `${page}?token=page-secret-abc` });
      expect(response.statusCode, page).toBe(200);
      expect(loggedUrls(), page).toContain(`${page}?token=[redacted]`);
    }
    expect(t.logs()).not.toContain("page-secret-abc");
  });

  it("never shows a token parameter of an API call, however its name is written", async () => {
    await t.app.inject({ method: "GET", url: "/api/auth/me?token=api-secret-1&lang=de" });
    await t.app.inject({ method: "GET", url: "/trpc/auth.me?t%6Fken=api-secret-2" });
    await t.app.inject({ method: "GET", url: "/api/config?resetToken=api-secret-3" });
    expect(loggedUrls()).toContain("/api/auth/me?token=[redacted]&lang=de");
    expect(loggedUrls()).toContain("/trpc/auth.me?t%6Fken=[redacted]");
    expect(t.logs()).not.toMatch(/api-secret-\d/);
  });
});

describe("redactSecretsInUrl", () => {
  it("replaces the values of password and token parameters only", () => {
    expect(redactSecretsInUrl("/x?token=a&page=2&newPassword=b&token")).toBe(
      "/x?token=[redacted]&page=2&newPassword=[redacted]&token",
    );
    expect(redactSecretsInUrl("/verify-email")).toBe("/verify-email");
    expect(redactSecretsInUrl("/x?token=a=b?c")).toBe("/x?token=[redacted]");
    expect(redactSecretsInUrl("/x?%E0%A4%A=1&TOKEN=2")).toBe("/x?%E0%A4%A=1&TOKEN=[redacted]");
  });
});
