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
import { BROWSER_LOCALE, LANGUAGES, tr, type Locale } from "./catalogue";

const browser = useBrowser();

/** The WCAG 2.1 A and AA rules issue 14 holds every screen to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);
type Scheme = "light" | "dark";
/** English in both schemes; every other language in the light one. */
const RUNS: [Locale, Scheme][] = [
  ["en", "light"],
  ["en", "dark"],
  ...LANGUAGES.map((language): [Locale, Scheme] => [language, "light"]),
];

/** Waits until the screen shows its heading and no skeleton is left, so axe sees the content. */
async function waitForContent(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root').length === 0,
  );
  // A dialog fading in is audited once it is opaque: mid-transition its text has a
  // lower contrast than the user will see (CI once caught the accept dialog at that moment).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** A run of the audit: the browser's language and colour scheme. */
interface Run {
  locale: Locale;
  scheme: Scheme;
}

/** Every serious or critical WCAG violation on the page as it is now, one line per element. */
async function violations(page: Page, screen: string, run: Run): Promise<string[]> {
  await waitForContent(page);
  const where = `${screen} (${run.locale}, ${run.scheme})`;
  const lang = await page.locator("html").getAttribute("lang");
  const found = lang === run.locale ? [] : [`${where}: <html lang="${lang}">`];
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return found.concat(
    results.violations
      .filter((violation) => BLOCKING.has(violation.impact ?? ""))
      .flatMap((violation) =>
        violation.nodes.map(
          (node) => `${where}: ${violation.id} [${violation.impact}] at ${node.target.join(" ")}`,
        ),
      ),
  );
}

/** Opens each path in turn and audits it. */
async function auditPaths(page: Page, paths: string[], run: Run): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    found.push(...(await violations(page, path, run)));
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

describe.each(RUNS)("accessibility (axe, WCAG 2.1 AA) in %s, %s scheme", (locale, scheme) => {
  const run: Run = { locale, scheme };
  const t = (key: string) => tr(locale, key);
  /** A page of a browser that speaks the run's language, in its scheme. */
  const newPage = (size: { width?: number; height?: number } = {}) =>
    browser.newPage({
      ...size,
      colorScheme: scheme,
      ...(locale !== "en" && { locale: BROWSER_LOCALE[locale] }),
    });

  /** Opens the lead from the dashboard, then its chat, and waits for its first line. */
  async function openChat(page: Page, title: string): Promise<void> {
    await page.goto("/dashboard");
    await page
      .getByRole("article", { name: title })
      .getByRole("button", { name: t("dashboard.viewDetails") })
      .click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("button", { name: t("leads.detail.openChat") }).click();
    const log = page.getByRole("dialog", { name: t("chat.title") }).getByRole("log");
    // The chat's lines are stored in English whatever the reader's language.
    await log.getByText("An installer accepted this request.", { exact: false }).waitFor();
  }

  it("every public screen has no serious or critical violation", { timeout: 180_000 }, async () => {
    const page = await newPage();
    expect(await auditPaths(page, PUBLIC_PATHS, run)).toEqual([]);
  });

  it("a phone's open navigation menu has none", async () => {
    const page = await newPage({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: t("header.openNavigation") }).click();
    await page.getByRole("button", { name: t("header.closeNavigation") }).waitFor();
    expect(await violations(page, "/ on a phone, menu open", run)).toEqual([]);
  });

  it(
    "the customer's and the installer's screens, a lead's detail and its open chat have none",
    { timeout: 180_000 },
    async () => {
      const customerPage = await newPage();
      const customer = await signUpInPage(customerPage, "customer");
      const installerPage = await newPage();
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
        run,
      );
      found.push(
        ...(await auditPaths(
          installerPage,
          ["/installer/dashboard", "/installer-dashboard", "/workflow-dashboard"],
          run,
        )),
      );
      // The account's dialogs: Settings (with its language switcher), Change Password, Delete Account.
      for (const item of ["settings", "changePassword", "deleteAccount"]) {
        await customerPage
          .getByRole("button", { name: tr(locale, "account.menu.open", { name: "Clara Kunde" }) })
          .click();
        await customerPage.getByRole("menuitem", { name: t(`account.menu.${item}`) }).click();
        await customerPage.getByRole("menu").waitFor({ state: "hidden" });
        const accountDialog = customerPage.getByRole("dialog");
        await accountDialog.waitFor();
        found.push(...(await violations(customerPage, `${item} dialog`, run)));
        await customerPage.keyboard.press("Escape");
        await accountDialog.waitFor({ state: "hidden" });
      }
      // A dialog, with its close button, over the installer's dashboard.
      await installerPage
        .getByRole("article", { name: `Starlink Installation in ${openCity}` })
        .getByRole("button", { name: t("leads.actions.accept") })
        .click();
      const dialog = installerPage.getByRole("dialog", { name: t("dashboard.acceptTitle") });
      await dialog.waitFor();
      found.push(...(await violations(installerPage, "accept-job dialog", run)));
      await dialog.getByRole("button", { name: t("app.closeDialog") }).click();
      await dialog.waitFor({ state: "hidden" });

      for (const [page, who] of [
        [customerPage, "customer"],
        [installerPage, "installer"],
      ] as const) {
        await openChat(page, title);
        found.push(...(await violations(page, `lead detail with chat, ${who}`, run)));
      }
      expect(found).toEqual([]);
    },
  );

  it("the administrator's screens have none", { timeout: 120_000 }, async () => {
    // An installer awaiting review, so the panel shows its list and review buttons.
    await signUpThroughApi("installer");
    const page = await newPage();
    await logIntoAdminPanel(page, t);
    const found = await violations(page, "/admin-panel, logged in", run);
    await useToken(page, await adminToken(page));
    found.push(...(await auditPaths(page, ["/admin", "/admin-dashboard"], run)));
    for (const tab of ["users", "leads", "approvals", "alerts", "messages"]) {
      await page.getByRole("tab", { name: t(`admin.tabs.${tab}`) }).click();
      found.push(...(await violations(page, `/admin-dashboard, ${tab} tab`, run)));
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
