import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import {
  adminToken,
  callApi,
  logIntoAdminPanel,
  signUpApprovedInstaller,
  signUpInPage,
  signUpThroughApi,
  uniqueCity,
  useToken,
} from "./accounts";
import { chatDialog, openChat } from "./chat";

const browser = useBrowser();

/** The WCAG 2.1 A and AA rules issue 14 holds every screen to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);
const SCHEMES = ["light", "dark"] as const;
type Scheme = (typeof SCHEMES)[number];

/** Waits until the screen shows its heading and no skeleton is left, so axe sees the content. */
async function waitForContent(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root').length === 0,
  );
}

/** Every serious or critical WCAG violation on the page as it is now, one line per element. */
async function violations(page: Page, screen: string, scheme: Scheme): Promise<string[]> {
  await waitForContent(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screen} (${scheme}): ${violation.id} [${violation.impact}] at ${node.target.join(" ")}`,
      ),
    );
}

/** Opens each path in turn and audits it. */
async function auditPaths(page: Page, paths: string[], scheme: Scheme): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    found.push(...(await violations(page, path, scheme)));
  }
  return found;
}

const PUBLIC_PATHS = [
  "/",
  "/signin?role=customer",
  "/signin?role=installer",
  "/signup",
  "/forgot-password",
  "/reset-password?token=not-a-real-token",
  "/verify-email?token=not-a-real-token",
  "/link-account?token=not-a-real-token",
  "/clerk-test",
  "/how-it-works",
  "/pricing",
  "/help",
  "/privacy",
  "/terms",
  "/contact",
  "/no/such/page",
  // What a signed-out visitor meets on the screens that need an account.
  "/dashboard",
  "/create-lead",
  "/admin",
  "/admin-panel",
  "/admin-dashboard",
];

describe.each(SCHEMES)("accessibility (axe, WCAG 2.1 AA) in the %s scheme", (scheme) => {
  it("every public screen has no serious or critical violation", { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ colorScheme: scheme });
    expect(await auditPaths(page, PUBLIC_PATHS, scheme)).toEqual([]);
  });

  it("a phone's open navigation menu has none", async () => {
    const page = await browser.newPage({ colorScheme: scheme, width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("button", { name: "Close navigation" }).waitFor();
    expect(await violations(page, "/ on a phone, menu open", scheme)).toEqual([]);
  });

  it(
    "the customer's and the installer's screens, a lead's detail and its open chat have none",
    { timeout: 180_000 },
    async () => {
      const customerPage = await browser.newPage({ colorScheme: scheme });
      const customer = await signUpInPage(customerPage, "customer");
      const installerPage = await browser.newPage({ colorScheme: scheme });
      const installer = await signUpApprovedInstaller(installerPage);
      const city = uniqueCity("Kiel");
      const title = `Starlink Installation in ${city}`;
      const openCity = uniqueCity("Lübeck");
      const lead = await callApi(customer.token, "POST", "/workflow/leads", {
        address: { street: "Holstenstraße 1", city, postalCode: "24103" },
        description: "Roof mount on a terraced house",
      });
      const open = await callApi(customer.token, "POST", "/workflow/leads", {
        address: { street: "Holstenstraße 2", city: openCity, postalCode: "23552" },
        description: "Wall mount, still open",
      });
      await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/accept`);

      const found = await auditPaths(
        customerPage,
        ["/dashboard", "/create-lead", "/job-form", `/edit-lead/${open.id}`],
        scheme,
      );
      found.push(
        ...(await auditPaths(
          installerPage,
          ["/installer/dashboard", "/installer-dashboard", "/workflow-dashboard"],
          scheme,
        )),
      );
      // A dialog, with its close button, over the installer's dashboard.
      await installerPage
        .getByRole("article", { name: `Starlink Installation in ${openCity}` })
        .getByRole("button", { name: "Accept Job" })
        .click();
      const dialog = installerPage.getByRole("dialog", { name: "Accept this job?" });
      await dialog.waitFor();
      found.push(...(await violations(installerPage, "accept-job dialog", scheme)));
      await dialog.getByRole("button", { name: "Close dialog" }).click();
      await dialog.waitFor({ state: "hidden" });

      for (const [page, who] of [
        [customerPage, "customer"],
        [installerPage, "installer"],
      ] as const) {
        await openChat(page, title);
        await chatDialog(page)
          .getByText("An installer accepted this request.", { exact: false })
          .waitFor();
        found.push(...(await violations(page, `lead detail with chat, ${who}`, scheme)));
      }
      expect(found).toEqual([]);
    },
  );

  it("the administrator's screens have none", { timeout: 120_000 }, async () => {
    // An installer awaiting review, so the panel shows its list and review buttons.
    await signUpThroughApi("installer");
    const page = await browser.newPage({ colorScheme: scheme });
    await logIntoAdminPanel(page);
    const found = await violations(page, "/admin-panel, logged in", scheme);
    await useToken(page, await adminToken(page));
    found.push(...(await auditPaths(page, ["/admin", "/admin-dashboard"], scheme)));
    for (const tab of ["Users", "Leads", "Approvals", "Alerts", "Messages"]) {
      await page.getByRole("tab", { name: tab }).click();
      found.push(...(await violations(page, `/admin-dashboard, ${tab} tab`, scheme)));
    }
    expect(found).toEqual([]);
  });
});

describe("focus on route change", () => {
  it("stays with the browser on the first load and moves to the new screen's heading after a link", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await waitForContent(page);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");

    await page.locator("footer").getByRole("link", { name: "Pricing" }).click();
    const heading = page.getByRole("heading", { level: 1, name: "Pricing" });
    await heading.waitFor();
    await expect
      .poll(() => heading.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await heading.getAttribute("tabindex")).toBe("-1");
  });
});
