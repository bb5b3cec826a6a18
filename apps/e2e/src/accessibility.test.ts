import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { addAxe, runAxe } from "./axe";
import { appTookOver, useBrowser } from "./browser";
import {
  adminToken,
  callApi,
  logIntoAdminPanel,
  signUpApprovedInstaller,
  signUpInPage,
  signUpThroughApi,
  uniqueCity,
  useToken,
  type SignedUp,
} from "./accounts";
import { englishMessages } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { es } from "@uplink/domain/locales/es";
import { fr } from "@uplink/domain/locales/fr";
import { it as italian } from "@uplink/domain/locales/it";
import { pl } from "@uplink/domain/locales/pl";
import { BROWSER_LOCALE, LANGUAGES, tr, type Locale } from "./catalogue";
import { noisyPng } from "./png";

const browser = useBrowser();

/** The WCAG 2.1 A and AA rules issue 14 holds every screen to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);
const LOCALES: Locale[] = ["en", ...LANGUAGES];
/** The chat's line when an installer accepts, as each language's reader sees it. */
const ACCEPTED_LINE: Record<Locale, string> = {
  en: englishMessages.leadEvents.accepted.system,
  de: de.leadEvents.accepted.system,
  fr: fr.leadEvents.accepted.system,
  es: es.leadEvents.accepted.system,
  it: italian.leadEvents.accepted.system,
  pl: pl.leadEvents.accepted.system,
};
type Scheme = "light" | "dark";

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

/** Waits until the field is marked invalid, its message shown beside it. */
async function invalid(field: Locator): Promise<void> {
  await field.and(field.page().locator('[aria-invalid="true"]')).waitFor();
}

/** The colour scheme the page shows (Mantine follows the browser's preference). */
function shownScheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
}

/** Every serious or critical WCAG violation axe finds on the page as it is now, one line per element. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  return (await runAxe(page, WCAG_TAGS))
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where}: ${violation.id} [${violation.impact}] at ${node.target.join(" ")}`,
      ),
    );
}

/**
 * Every violation on the screen as it is now, in the scheme it shows and then in the
 * other one: the browser's preference switched in place, as when a user switches their
 * system's, so each screen is reached once and audited in both schemes.
 */
async function violations(page: Page, screen: string, locale: Locale): Promise<string[]> {
  // A page the server sent rendered is audited as the app shows it once it has taken over.
  await appTookOver(page);
  await waitForContent(page);
  const lang = await page.locator("html").getAttribute("lang");
  const found = lang === locale ? [] : [`${screen} (${locale}): <html lang="${lang}">`];
  const first = (await shownScheme(page)) === "dark" ? "dark" : "light";
  const schemes: Scheme[] = first === "dark" ? ["dark", "light"] : ["light", "dark"];
  for (const scheme of schemes) {
    if (scheme !== first) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction(
        (wanted) => document.documentElement.dataset.mantineColorScheme === wanted,
        scheme,
      );
      await waitForContent(page);
    }
    found.push(...(await axeViolations(page, `${screen} (${locale}, ${scheme})`)));
  }
  return found;
}

/** Opens each path in turn and audits it. */
async function auditPaths(page: Page, paths: string[], locale: Locale): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    found.push(...(await violations(page, path, locale)));
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

/** A signed-in account whose session every run's pages share: its token and its cookies. */
interface Session extends SignedUp {
  cookies: Awaited<ReturnType<BrowserContext["cookies"]>>;
}

interface PostedLead {
  id: string;
  title: string;
}

/**
 * What every run looks at and none changes: a customer, an approved installer and the
 * customer's leads in each state the screens show differently. Made once through the
 * REST surface, and shared by the runs, so that the languages do not sign up once each.
 */
interface Shared {
  customer: Session;
  installer: Session;
  /** ACCEPTED by the installer: its chat is open. */
  accepted: PostedLead;
  /** NEW and priced: the installer may accept it. */
  open: PostedLead;
  /** NEW and unpriced, with the installer's pending offer. */
  offered: PostedLead;
  /** The installer's work awaits the customer's approval. */
  done: PostedLead;
  /** The customer sent the work back with feedback. */
  revision: PostedLead;
  /** The customer contests the work; an administrator may settle it. */
  disputed: PostedLead;
}

/** Too few words and no feature of the site: the quote engine leaves it unpriced. */
const UNPRICED_DESCRIPTION = "Need it set up soon";
/** The customer's feedback on the REVISION lead, shown on its detail as it was written. */
const REVISION_FEEDBACK = "The cable hangs loose below the balcony; please clip it to the wall.";
const COMPLETION = {
  photos: [1, 2, 3].map(
    (seed) => `data:image/png;base64,${noisyPng(800, 600, seed).toString("base64")}`,
  ),
  captions: ["Dish on the roof", "Cable run", "Router"],
};

async function makeShared(): Promise<Shared> {
  const customerPage = await browser.newPage();
  const customer = await signUpInPage(customerPage, "customer");
  const installerPage = await browser.newPage();
  const installer = await signUpApprovedInstaller(installerPage);
  const post = (name: string, description: string) =>
    callApi<PostedLead>(customer.token, "POST", "/workflow/leads", {
      address: { street: "Holstenstraße 1", city: uniqueCity(name), postalCode: "24103" },
      description,
    });
  const asInstaller = (lead: PostedLead, step: string, body?: unknown) =>
    callApi(installer.token, "POST", `/workflow/leads/${lead.id}/${step}`, body);
  /** A roof-mount job the installer accepted, worked on and marked done. */
  const finished = async (name: string) => {
    const lead = await post(name, "Roof mount on a terraced house");
    await asInstaller(lead, "accept");
    await asInstaller(lead, "on-site");
    await asInstaller(lead, "done", COMPLETION);
    return lead;
  };

  const accepted = await post("Kiel", "Roof mount on a terraced house");
  await asInstaller(accepted, "accept");
  const open = await post("Lübeck", "Wall mount, still open");
  const offered = await post("Flensburg", UNPRICED_DESCRIPTION);
  await asInstaller(offered, "offers", {
    value: 250,
    message: "I can come on Saturday morning with a pole mount.",
  });
  const done = await finished("Husum");
  const revision = await finished("Heide");
  await callApi(customer.token, "POST", `/workflow/leads/${revision.id}/revision`, {
    feedback: REVISION_FEEDBACK,
  });
  const disputed = await finished("Itzehoe");
  await callApi(customer.token, "POST", `/workflow/leads/${disputed.id}/dispute`, {
    reason: "The dish points at a tree and the connection keeps dropping.",
  });
  return {
    customer: { ...customer, cookies: await customerPage.context().cookies() },
    installer: { ...installer, cookies: await installerPage.context().cookies() },
    accepted,
    open,
    offered,
    done,
    revision,
    disputed,
  };
}

let shared: Promise<Shared> | undefined;
/** The shared accounts and leads, made by the first run that needs them. */
function sharedLeads(): Promise<Shared> {
  shared ??= makeShared().catch((error: unknown) => {
    // The next language makes them afresh rather than failing on this one's error.
    shared = undefined;
    throw error;
  });
  return shared;
}

/*
 * The languages' audits run side by side, two tests at a time (maxConcurrency in
 * vitest.config.ts): an audit keeps one core busy in its page's renderer, and the tests
 * share nothing but the leads they only look at.
 */
describe.concurrent.each(LOCALES)(
  "accessibility (axe, WCAG 2.1 AA) in %s, light and dark",
  (locale) => {
    const t = (key: string) => tr(locale, key);
    const pages: Page[] = [];
    /** A page of a browser that speaks the run's language; it starts in the light scheme. */
    async function newPage(size: { width?: number; height?: number } = {}): Promise<Page> {
      const page = await browser.newPage({
        ...size,
        ...(locale !== "en" && { locale: BROWSER_LOCALE[locale] }),
      });
      await addAxe(page.context());
      pages.push(page);
      return page;
    }
    // The language's pages (a renderer each) close with its tests, not at the end of the file.
    afterAll(async () => {
      await Promise.all(pages.map((page) => page.context().close()));
    });

    /** A page of the run signed in as the shared `session`, as after its sign-in. */
    async function signedIn(session: Session): Promise<Page> {
      const page = await newPage();
      await page.context().addCookies(session.cookies);
      await useToken(page, session.token);
      return page;
    }

    /** Opens the lead's detail from its card on the dashboard. */
    async function openLead(page: Page, title: string): Promise<void> {
      await page.goto("/dashboard");
      await page
        .getByRole("article", { name: title })
        .getByRole("button", { name: t("dashboard.viewDetails") })
        .click();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
    }

    /** Audits the dialog named `name` that `open` brings up, after `then`, and closes it. */
    async function auditDialog(
      page: Page,
      name: string,
      open: () => Promise<void>,
      then: (dialog: Locator) => Promise<void> = async () => {},
    ): Promise<string[]> {
      await open();
      const dialog = page.getByRole("dialog", { name });
      await dialog.waitFor();
      await then(dialog);
      const found = await violations(page, `${name} dialog`, locale);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      return found;
    }

    /** Opens the lead from the dashboard, then its chat, and waits for its first line. */
    async function openChat(page: Page, title: string): Promise<void> {
      await openLead(page, title);
      await page.getByRole("button", { name: t("leads.detail.openChat") }).click();
      const log = page.getByRole("dialog", { name: t("chat.title") }).getByRole("log");
      // The chat's system lines are read in the reader's language.
      await log.getByText(ACCEPTED_LINE[locale], { exact: false }).waitFor();
    }

    it(
      "every public screen has no serious or critical violation",
      { timeout: 180_000 },
      async () => {
        const page = await newPage();
        expect(await auditPaths(page, PUBLIC_PATHS, locale)).toEqual([]);
      },
    );

    it("a phone's open navigation menu has none", async () => {
      const page = await newPage({ width: 375, height: 800 });
      await page.goto("/");
      await appTookOver(page);
      await page.getByRole("button", { name: t("header.openNavigation") }).click();
      await page.getByRole("button", { name: t("header.closeNavigation") }).waitFor();
      expect(await violations(page, "/ on a phone, menu open", locale)).toEqual([]);
    });

    it(
      "the customer's and the installer's screens, a lead's detail and its open chat have none",
      { timeout: 180_000 },
      async () => {
        const { customer, installer, accepted, open } = await sharedLeads();
        const customerPage = await signedIn(customer);
        const installerPage = await signedIn(installer);

        const found = await auditPaths(
          customerPage,
          ["/dashboard", "/create-lead", "/job-form", `/edit-lead/${open.id}`],
          locale,
        );
        found.push(
          ...(await auditPaths(
            installerPage,
            ["/installer/dashboard", "/installer-dashboard", "/workflow-dashboard"],
            locale,
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
          found.push(...(await violations(customerPage, `${item} dialog`, locale)));
          await customerPage.keyboard.press("Escape");
          await accountDialog.waitFor({ state: "hidden" });
        }
        // A dialog, with its close button, over the installer's dashboard.
        await installerPage
          .getByRole("article", { name: open.title })
          .getByRole("button", { name: t("leads.actions.accept") })
          .click();
        const dialog = installerPage.getByRole("dialog", { name: t("dashboard.acceptTitle") });
        await dialog.waitFor();
        found.push(...(await violations(installerPage, "accept-job dialog", locale)));
        await dialog.getByRole("button", { name: t("app.closeDialog") }).click();
        await dialog.waitFor({ state: "hidden" });

        for (const [page, who] of [
          [customerPage, "customer"],
          [installerPage, "installer"],
        ] as const) {
          await openChat(page, accepted.title);
          found.push(...(await violations(page, `lead detail with chat, ${who}`, locale)));
        }
        expect(found).toEqual([]);
      },
    );

    it(
      "a lead's later states and the money dialogs have none: offers, DONE, REVISION, DISPUTED, Make an offer, Cancel, Dispute",
      { timeout: 180_000 },
      async () => {
        const { customer, installer, offered, done, revision, disputed } = await sharedLeads();
        const customerPage = await signedIn(customer);

        await openLead(customerPage, offered.title);
        await customerPage
          .getByRole("region", { name: t("leads.offers.title") })
          .getByRole("button", { name: t("leads.offers.accept") })
          .waitFor();
        const found = await violations(customerPage, "lead with offers, customer", locale);
        found.push(
          ...(await auditDialog(customerPage, t("leads.offers.acceptTitle"), () =>
            customerPage.getByRole("button", { name: t("leads.offers.accept") }).click(),
          )),
          ...(await auditDialog(customerPage, t("leads.actions.cancelTitle"), () =>
            customerPage.getByRole("button", { name: t("leads.actions.cancel") }).click(),
          )),
        );

        await openLead(customerPage, done.title);
        await customerPage.getByRole("button", { name: t("leads.actions.approve") }).waitFor();
        found.push(...(await violations(customerPage, "DONE lead, customer", locale)));
        // The dispute form says what is missing when sent without a reason; nothing is sent.
        await customerPage.getByRole("button", { name: t("leads.actions.dispute") }).click();
        await invalid(customerPage.getByLabel(t("leads.actions.disputeReason")));
        found.push(
          ...(await violations(customerPage, "DONE lead, dispute without a reason", locale)),
        );

        await openLead(customerPage, revision.title);
        await customerPage.getByText(REVISION_FEEDBACK).waitFor();
        found.push(...(await violations(customerPage, "REVISION lead, customer", locale)));

        await openLead(customerPage, disputed.title);
        await customerPage.getByText(t("leads.actions.none")).waitFor();
        found.push(...(await violations(customerPage, "DISPUTED lead, customer", locale)));

        // The installer's offer on an unpriced request, opened from its job card, saying
        // what is missing when sent without a price.
        const installerPage = await signedIn(installer);
        await installerPage.goto("/dashboard");
        const make = t("leads.offers.make");
        found.push(
          ...(await auditDialog(
            installerPage,
            make,
            () =>
              installerPage
                .getByRole("article", { name: offered.title })
                .getByRole("button", { name: make })
                .click(),
            async (dialog) => {
              await dialog.getByRole("button", { name: make }).click();
              await invalid(dialog.getByLabel(t("leads.actions.price")));
            },
          )),
        );
        expect(found).toEqual([]);
      },
    );

    it(
      "the administrator's screens and the Settle dialog have none",
      { timeout: 120_000 },
      async () => {
        const { disputed } = await sharedLeads();
        // An installer awaiting review, so the panel shows its list and review buttons.
        await signUpThroughApi("installer");
        const page = await newPage();
        await logIntoAdminPanel(page, t);
        const found = await violations(page, "/admin-panel, logged in", locale);
        await useToken(page, await adminToken(page));
        found.push(...(await auditPaths(page, ["/admin", "/admin-dashboard"], locale)));
        for (const tab of ["users", "leads", "approvals", "alerts", "messages"]) {
          const name = t(`admin.tabs.${tab}`);
          await page.getByRole("tab", { name }).click();
          // Audited once the tab is selected: its panel's loading state has shown by then,
          // and the audit waits for it to end instead of finding the last tab's content.
          await page.getByRole("tab", { name, selected: true }).waitFor();
          found.push(...(await violations(page, `/admin-dashboard, ${tab} tab`, locale)));
        }
        // Settling the disputed lead as a split, sent without a share or a note: the dialog
        // says what is missing; nothing is sent.
        await page.getByRole("tab", { name: t("admin.tabs.leads") }).click();
        found.push(
          ...(await auditDialog(
            page,
            t("admin.settle.title"),
            () =>
              page
                .getByRole("button", {
                  name: tr(locale, "admin.leads.settleLead", { title: disputed.title }),
                })
                .click(),
            async (dialog) => {
              await dialog.getByLabel(t("admin.settle.split")).check();
              await dialog
                .getByRole("button", { name: t("admin.settle.confirm"), exact: true })
                .click();
              await invalid(dialog.getByLabel(t("admin.settle.installerShare")));
            },
          )),
        );
        expect(found).toEqual([]);
      },
    );
  },
);

describe("focus on route change", () => {
  it("stays with the browser on the first load and moves to the new screen's heading after a link", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await appTookOver(page);
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
