import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";

const browser = useBrowser();

describe("routing", () => {
  it("shows the not-found page for an unknown path, also on a direct load", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(200);
    await page.getByText("404 Page Not Found").waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").count()).toBe(1);
  });

  it("renders the same dashboard screen on all four dashboard routes", async () => {
    const page = await browser.newPage();
    const screens: string[] = [];
    for (const route of [
      "/dashboard",
      "/installer/dashboard",
      "/installer-dashboard",
      "/workflow-dashboard",
    ]) {
      await page.goto(route);
      const main = page.locator("main");
      await main.getByRole("heading", { level: 1 }).waitFor();
      screens.push((await main.innerText()).trim());
    }
    expect(screens[0]).not.toBe("");
    expect(new Set(screens).size).toBe(1);
  });

  it("keeps unknown API paths as JSON 404s instead of the web app", async () => {
    const response = await fetch(`${browser.baseUrl}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe("NOT_FOUND");
    expect(body.message.length).toBeGreaterThan(0);
  });
});
