/*
 * Issue 14: every screen, dialog and lead state, in each of the six languages, audited
 * with axe-core for the WCAG 2.1 A and AA rules in the light and the dark colour scheme;
 * a serious or critical violation fails the test, as does a screen whose `<html lang>`
 * is not its language.
 *
 * How it is laid out, to be quick (issue 22):
 * - Each language is a suite of tests run in order; two languages run at a time.
 * - A language has three pages (a browser context each, speaking the language): the
 *   signed-out visitor's, loaded once at the landing page (the page the server sent
 *   rendered, whose `<html lang>` as sent is checked), which then also serves the phone's
 *   menu (the window narrowed), the installers' directory and, last, the administrator's
 *   screens after the panel's login; and the shared customer's and installer's, each
 *   loaded once at their dashboard with the session already stored.
 * - Every other screen is reached in-app, as the app's links reach it (in-app.ts), and
 *   waited for until its heading, content and transitions are settled.
 * - Each screen is audited in the scheme it shows, then the browser's preference is
 *   switched in place and it is audited in the other (axe.ts: there, when the layout is
 *   the same, only the rules that read colours run again; each test's first screen also
 *   runs every rule there and fails on any difference).
 */
import type { Result } from "axe-core";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { addAxe, auditBothSchemes, type Scheme } from "./axe";
import { useBrowser, type NewPageOptions } from "./browser";
import {
  callApi,
  signUpApprovedInstaller,
  signUpInPage,
  signUpThroughApi,
  uniqueCity,
  TOKEN_KEY,
  type SignedUp,
} from "./accounts";
import { countryOptions, englishMessages } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { es } from "@uplink/domain/locales/es";
import { fr } from "@uplink/domain/locales/fr";
import { it as italian } from "@uplink/domain/locales/it";
import { pl } from "@uplink/domain/locales/pl";
import { BROWSER_LOCALE, LANGUAGES, tr, type Locale } from "./catalogue";
import { chooseCountry } from "./forms";
import { COMPLETION } from "./completion";
import { goInApp } from "./in-app";

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

/**
 * Waits until the screen shows its heading and no skeleton is left, so axe sees the
 * content (a page the server sent rendered: once the app has taken it over), in the
 * colour scheme `scheme` if given; then its `<html lang>` and the scheme it shows.
 */
async function settled(page: Page, scheme?: Scheme): Promise<{ lang: string; scheme: Scheme }> {
  const shown = await page.waitForFunction((wanted) => {
    const root = document.documentElement;
    const heading = document.querySelector("main h1");
    const box = heading?.getBoundingClientRect();
    const ready =
      document.querySelector("#root[data-prerendered]") === null &&
      (wanted === undefined || root.dataset.mantineColorScheme === wanted) &&
      heading?.checkVisibility({ visibilityProperty: true }) === true &&
      box !== undefined &&
      box.width > 0 &&
      box.height > 0 &&
      document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root').length === 0 &&
      // A dialog fading in is audited once it is opaque: mid-transition its text has a
      // lower contrast than the user will see (CI once caught the accept dialog at that moment).
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        );
    return ready && { lang: root.lang, dark: root.dataset.mantineColorScheme === "dark" };
  }, scheme);
  const value = await shown.jsonValue();
  await shown.dispose();
  if (!value) throw new Error("the screen settled without a value");
  return { lang: value.lang, scheme: value.dark ? "dark" : "light" };
}

/** Waits until the field is marked invalid, its message shown beside it. */
async function invalid(field: Locator): Promise<void> {
  await field.and(field.page().locator('[aria-invalid="true"]')).waitFor();
}

/** The serious and critical ones of `found`, one line per element. */
function blocking(found: Result[], where: string): string[] {
  return found
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where}: ${violation.id} [${violation.impact}] at ${node.target.join(" ")}`,
      ),
    );
}

/**
 * Every serious or critical WCAG violation on the screen as it is now, in the scheme it
 * shows and then in the other one: the browser's preference switched in place, as when a
 * user switches their system's, so each screen is reached once and audited in both
 * schemes.
 * A screen whose `<html lang>` is not the language's is reported too.
 */
async function violations(page: Page, screen: string, locale: Locale): Promise<string[]> {
  const { lang, scheme } = await settled(page);
  const found = lang === locale ? [] : [`${screen} (${locale}): <html lang="${lang}">`];
  const audit = await auditBothSchemes(page, WCAG_TAGS, scheme, async (other) => {
    await settled(page, other);
  });
  for (const [shown, violations] of audit) {
    found.push(...blocking(violations, `${screen} (${locale}, ${shown})`));
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

/** The two windows the screens are audited in: a desktop's, and a phone's for its menu. */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

/** A page as loaded from the server, and the `<html lang>` of the HTML it was sent. */
interface Loaded {
  page: Page;
  sentLang: string | undefined;
}

/**
 * The administrator logs in with the form of /admin-panel, shown in `page`, as a person
 * would, finding it by the strings `t` gives; the app keeps the session it adopts.
 */
async function logIntoOpenAdminPanel(page: Page, t: (key: string) => string): Promise<void> {
  const admin = inject("admin");
  await page.getByRole("heading", { level: 1, name: t("admin.panel.title") }).waitFor();
  await page.getByLabel(t("admin.panel.username")).fill(admin.username);
  await page.getByLabel(t("admin.panel.password"), { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: t("admin.panel.login") }).click();
  await page.getByText(t("admin.panel.accessGranted")).waitFor();
  await page.getByRole("heading", { name: t("admin.panel.pendingTitle") }).waitFor();
}

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
/** The shared installer's public name, service area and the reply to their review. */
const INSTALLER_COMPANY = "Nordlicht Satellitentechnik";
const INSTALLER_REPLY = "Thank you, it was a pleasure!";

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
  // A public profile with a revealed review and its reply, serving München and 50 km.
  await callApi(installer.token, "POST", "/installer/onboard", {
    companyName: INSTALLER_COMPANY,
    servicePostalCode: "80331",
    serviceRadiusKm: 50,
    serviceCity: "München",
    country: "DE",
  });
  // APPROVED, both parties reviewed (so both are revealed), the installer answered.
  const reviewed = await finished("Rendsburg");
  await callApi(customer.token, "POST", `/workflow/leads/${reviewed.id}/approve`);
  const { review } = await callApi<{ review: { id: string } }>(
    customer.token,
    "POST",
    `/workflow/leads/${reviewed.id}/review`,
    { rating: 4, text: "Careful work and a tidy cable run." },
  );
  await asInstaller(reviewed, "review", { rating: 5, text: "Friendly and ready on time." });
  await callApi(installer.token, "POST", `/reviews/${review.id}/reply`, { text: INSTALLER_REPLY });
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
 * The languages' audits run side by side, two at a time (maxConcurrency in
 * vitest.config.ts): an audit keeps one core busy in its page's renderer, and the
 * languages share nothing but the leads they only look at. Within a language the tests
 * run in order, on the language's three pages (see the top of the file).
 */
describe.concurrent.each(LOCALES)(
  "accessibility (axe, WCAG 2.1 AA) in %s, light and dark",
  (locale) => {
    const t = (key: string) => tr(locale, key);
    const pages: Page[] = [];
    /** A page of a browser that speaks the run's language; it starts in the light scheme. */
    async function newPage(options: Pick<NewPageOptions, "storageState"> = {}): Promise<Page> {
      const page = await browser.newPage({
        ...options,
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

    /**
     * A page loaded afresh at `path`, and the `<html lang>` of the HTML the server sent
     * for it (before any script of the page ran).
     */
    async function loaded(page: Page, path: string): Promise<Loaded> {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      return { page, sentLang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] };
    }

    /**
     * A page of the run signed in as the shared `session`, as after its sign-in: its
     * browser holds the session's cookies and the app's stored token from the start, so
     * the first screen it opens is the first it loads.
     */
    function signedIn(session: Session, path: string): Promise<Loaded> {
      const page = newPage({
        storageState: {
          cookies: session.cookies,
          origins: [
            {
              origin: new URL(browser.baseUrl).origin,
              localStorage: [{ name: TOKEN_KEY, value: session.token }],
            },
          ],
        },
      });
      return page.then((opened) => loaded(opened, path));
    }

    let visitor: Promise<Loaded> | undefined;
    /** The signed-out visitor's page, loaded at the landing page by the first test that needs it. */
    async function visitorPage(): Promise<Page> {
      visitor ??= newPage().then((page) => loaded(page, "/"));
      return (await visitor).page;
    }
    let customer: Promise<Loaded> | undefined;
    /** The shared customer's page, loaded at their dashboard by the first test that needs it. */
    async function customerPage(): Promise<Page> {
      customer ??= sharedLeads().then((leads) => signedIn(leads.customer, "/dashboard"));
      return (await customer).page;
    }
    let installer: Promise<Loaded> | undefined;
    /** The shared installer's page, loaded at their dashboard by the first test that needs it. */
    async function installerPage(): Promise<Page> {
      installer ??= sharedLeads().then((leads) =>
        signedIn(leads.installer, "/installer/dashboard"),
      );
      return (await installer).page;
    }

    /** Audits each path in turn, reached in-app from the screen shown before. */
    async function auditPaths(page: Page, paths: string[]): Promise<string[]> {
      const found: string[] = [];
      for (const path of paths) {
        await goInApp(page, path);
        found.push(...(await violations(page, path, locale)));
      }
      return found;
    }

    /** Opens the lead's detail from its card on the dashboard. */
    async function openLead(page: Page, title: string): Promise<void> {
      await goInApp(page, "/dashboard");
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
    async function openChat(page: Page, title: string): Promise<Locator> {
      await openLead(page, title);
      await page.getByRole("button", { name: t("leads.detail.openChat") }).click();
      const chat = page.getByRole("dialog", { name: t("chat.title") });
      // The chat's system lines are read in the reader's language.
      await chat.getByRole("log").getByText(ACCEPTED_LINE[locale], { exact: false }).waitFor();
      return chat;
    }

    it.sequential(
      "every public screen has no serious or critical violation",
      { timeout: 180_000 },
      async () => {
        const page = await visitorPage();
        // The landing page as loaded (the only screen of the run the server sent rendered),
        // in the language the server chose for the browser, and then the others in-app.
        const { sentLang } = await (visitor as Promise<Loaded>);
        const found = sentLang === locale ? [] : [`/ (${locale}): sent <html lang="${sentLang}">`];
        found.push(...(await violations(page, "/", locale)));
        found.push(...(await auditPaths(page, PUBLIC_PATHS.slice(1))));
        expect(found).toEqual([]);
      },
    );

    it.sequential("a phone's open navigation menu has none", async () => {
      const page = await visitorPage();
      await page.setViewportSize(PHONE);
      await goInApp(page, "/");
      await page.getByRole("button", { name: t("header.openNavigation") }).click();
      const close = page.getByRole("button", { name: t("header.closeNavigation") });
      await close.waitFor();
      const found = await violations(page, "/ on a phone, menu open", locale);
      await close.click();
      await page.getByRole("button", { name: t("header.openNavigation") }).waitFor();
      await page.setViewportSize(DESKTOP);
      expect(found).toEqual([]);
    });

    it.sequential(
      "the customer's and the installer's screens, a lead's detail and its open chat have none",
      { timeout: 180_000 },
      async () => {
        const { accepted, open } = await sharedLeads();
        const customer = await customerPage();
        const installer = await installerPage();

        const found = await violations(customer, "/dashboard", locale);
        found.push(
          ...(await auditPaths(customer, ["/create-lead", "/job-form", `/edit-lead/${open.id}`])),
          ...(await violations(installer, "/installer/dashboard", locale)),
          ...(await auditPaths(installer, ["/installer-dashboard", "/workflow-dashboard"])),
        );
        // The account's dialogs: Settings (with its language switcher), Change Password, Delete Account.
        for (const item of ["settings", "changePassword", "deleteAccount"]) {
          await customer
            .getByRole("button", { name: tr(locale, "account.menu.open", { name: "Clara Kunde" }) })
            .click();
          await customer.getByRole("menuitem", { name: t(`account.menu.${item}`) }).click();
          await customer.getByRole("menu").waitFor({ state: "hidden" });
          const accountDialog = customer.getByRole("dialog");
          await accountDialog.waitFor();
          found.push(...(await violations(customer, `${item} dialog`, locale)));
          await customer.keyboard.press("Escape");
          await accountDialog.waitFor({ state: "hidden" });
        }
        // A dialog, with its close button, over the installer's dashboard.
        await installer
          .getByRole("article", { name: open.title })
          .getByRole("button", { name: t("leads.actions.accept") })
          .click();
        const dialog = installer.getByRole("dialog", { name: t("dashboard.acceptTitle") });
        await dialog.waitFor();
        found.push(...(await violations(installer, "accept-job dialog", locale)));
        await dialog.getByRole("button", { name: t("app.closeDialog") }).click();
        await dialog.waitFor({ state: "hidden" });

        for (const [page, who] of [
          [customer, "customer"],
          [installer, "installer"],
        ] as const) {
          const chat = await openChat(page, accepted.title);
          found.push(...(await violations(page, `lead detail with chat, ${who}`, locale)));
          await page.keyboard.press("Escape");
          await chat.waitFor({ state: "hidden" });
        }
        expect(found).toEqual([]);
      },
    );

    it.sequential(
      "a lead's later states and the money dialogs have none: offers, DONE, REVISION, DISPUTED, Make an offer, Cancel, Dispute",
      { timeout: 180_000 },
      async () => {
        const { offered, done, revision, disputed } = await sharedLeads();
        const customer = await customerPage();

        await openLead(customer, offered.title);
        await customer
          .getByRole("region", { name: t("leads.offers.title") })
          .getByRole("button", { name: t("leads.offers.accept") })
          .waitFor();
        const found = await violations(customer, "lead with offers, customer", locale);
        found.push(
          ...(await auditDialog(customer, t("leads.offers.acceptTitle"), () =>
            customer.getByRole("button", { name: t("leads.offers.accept") }).click(),
          )),
          ...(await auditDialog(customer, t("leads.actions.cancelTitle"), () =>
            customer.getByRole("button", { name: t("leads.actions.cancel") }).click(),
          )),
        );

        await openLead(customer, done.title);
        await customer.getByRole("button", { name: t("leads.actions.approve") }).waitFor();
        found.push(...(await violations(customer, "DONE lead, customer", locale)));
        // The dispute form says what is missing when sent without a reason; nothing is sent.
        await customer.getByRole("button", { name: t("leads.actions.dispute") }).click();
        await invalid(customer.getByLabel(t("leads.actions.disputeReason")));
        found.push(...(await violations(customer, "DONE lead, dispute without a reason", locale)));

        await openLead(customer, revision.title);
        await customer.getByText(REVISION_FEEDBACK).waitFor();
        found.push(...(await violations(customer, "REVISION lead, customer", locale)));

        await openLead(customer, disputed.title);
        await customer.getByText(t("leads.actions.none")).waitFor();
        found.push(...(await violations(customer, "DISPUTED lead, customer", locale)));

        // The installer's offer on an unpriced request, opened from its job card, saying
        // what is missing when sent without a price.
        const installer = await installerPage();
        await goInApp(installer, "/dashboard");
        const make = t("leads.offers.make");
        found.push(
          ...(await auditDialog(
            installer,
            make,
            () =>
              installer
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

    it.sequential(
      "the installers' directory, with its results, and an installer's public profile have none",
      { timeout: 120_000 },
      async () => {
        const { installer } = await sharedLeads();
        const page = await visitorPage();
        await goInApp(page, "/installers");
        const found = await violations(page, "/installers", locale);
        await page.getByLabel(t("installers.find.town")).fill("Freising");
        const germany = countryOptions(locale).find((country) => country.value === "DE");
        await chooseCountry(page, germany?.label ?? "", t("countries.label"));
        await page.getByRole("button", { name: t("installers.find.search") }).click();
        await page
          .getByRole("region", { name: t("installers.find.results") })
          .getByRole("link", { name: INSTALLER_COMPANY })
          .waitFor();
        found.push(...(await violations(page, "/installers with results", locale)));
        await goInApp(page, `/installers/${installer.userId}`);
        await page.getByText(INSTALLER_REPLY, { exact: false }).waitFor();
        found.push(...(await violations(page, "/installers/{id}", locale)));
        expect(found).toEqual([]);
      },
    );

    // Last on the visitor's page: the administrator's login signs it in.
    it.sequential(
      "the administrator's screens and the Settle dialog have none",
      { timeout: 120_000 },
      async () => {
        const { disputed } = await sharedLeads();
        // An installer awaiting review, so the panel shows its list and review buttons.
        await signUpThroughApi("installer");
        const page = await visitorPage();
        await goInApp(page, "/admin-panel");
        await logIntoOpenAdminPanel(page, t);
        const found = await violations(page, "/admin-panel, logged in", locale);
        // The panel's login adopted the administrator's session, as the app keeps it.
        found.push(...(await auditPaths(page, ["/admin", "/admin-dashboard"])));
        for (const tab of ["users", "leads", "approvals", "alerts", "reviews", "messages"]) {
          const name = t(`admin.tabs.${tab}`);
          await page.getByRole("tab", { name }).click();
          // Audited once the tab is selected: its panel's loading state has shown by then,
          // and the audit waits for it to end instead of finding the last tab's content.
          await page.getByRole("tab", { name, selected: true }).waitFor();
          found.push(...(await violations(page, `/admin-dashboard, ${tab} tab`, locale)));
        }
        // Hiding a review, sent without a reason: the dialog says what is missing.
        await page.getByRole("tab", { name: t("admin.tabs.reviews") }).click();
        const hide = t("admin.reviews.hideConfirm");
        found.push(
          ...(await auditDialog(
            page,
            t("admin.reviews.hideTitle"),
            () =>
              // Hidden reviews have no Hide button: the first one shown.
              page.getByRole("tabpanel").getByRole("article").getByRole("button").first().click(),
            async (dialog) => {
              await dialog.getByRole("button", { name: hide }).click();
              await invalid(dialog.getByLabel(t("admin.reviews.reason")));
            },
          )),
        );
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
    await settled(page);
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
