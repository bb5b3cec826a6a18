import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser } from "./browser";
import { startServer, type RunningServer } from "./server-process";

// A well-formed key of a Clerk instance this test never reaches.
const PUBLISHABLE_KEY = "pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk";

describe("hosted sign-in configured but unreachable", () => {
  // Unset when beforeAll failed: afterAll then closes what did start.
  let server: RunningServer | undefined;
  let browser: Awaited<ReturnType<typeof connectBrowser>> | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY }),
      connectBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("falls back to the email form within the time-out, and the landing page never loads Clerk", async () => {
    const page = await browser!.newPage({ baseURL: server!.baseUrl });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });

    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(scripts.filter((url) => /clerk/i.test(url))).toEqual([]);

    // The time-out itself (IDENTITY_PROVIDER_TIMEOUT_MS) is tested with fake timers in
    // HostedSignIn.test.tsx; here only that the form comes, with a deadline loose enough
    // for a loaded CI machine (no timed assertion).
    await page.goto("/signin");
    await page.getByLabel("Email").waitFor({ timeout: 30_000 });
    expect(scripts.some((url) => /ClerkRuntime/.test(url))).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Customer Sign In");
  });
});
