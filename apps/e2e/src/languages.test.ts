import { de } from "@uplink/domain/locales/de";
import { es } from "@uplink/domain/locales/es";
import { fr } from "@uplink/domain/locales/fr";
import { it as italian } from "@uplink/domain/locales/it";
import { pl } from "@uplink/domain/locales/pl";
import type { MessageCatalogue } from "@uplink/domain";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newEmail, PASSWORD, signUpThroughApi, uniqueCity } from "./accounts";
import { useBrowser } from "./browser";
import {
  BROWSER_LOCALE,
  catalogueKeys,
  englishPieces,
  LANGUAGES,
  missingKeys,
  tr,
  type Language,
} from "./catalogue";
import { waitForLink } from "./mailbox";
import { noisyPng } from "./png";
import { waitForToast } from "./toast";

/*
 * Issue 14: a journey per language. A browser speaking only that language signs up,
 * verifies its address, creates a request and sees the dashboard; every screen on the way
 * is in that language — <html lang>, no English string of the web's catalogues, no raw
 * key — and the server's messages arrive translated too.
 */

const browser = useBrowser();
const dataDir = inject("dataDir");

/** The server's catalogue of each language (packages/domain/src/locales). */
const SERVER: Record<Language, MessageCatalogue> = { de, fr, es, it: italian, pl };

/** A description in the customer's own language, so their text is never English. */
const DESCRIPTION: Record<Language, string> = {
  de: "Montage auf dem Dach eines Reihenhauses",
  fr: "Pose sur le toit d'une maison mitoyenne",
  es: "Montaje en el tejado de una casa adosada",
  it: "Montaggio sul tetto di una villetta a schiera",
  pl: "Montaż na dachu domu szeregowego",
};

const KEYS = catalogueKeys();
const SECTIONS = [...new Set(KEYS.map((key) => key.split(".")[0]))].join("|");
/** A dotted key of one of the catalogues' sections, as a page shows a string no file has. */
const RAW_KEY = new RegExp(
  `(?<![\\w.@/-])(?:${SECTIONS})\\.[a-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9]+)*`,
  "g",
);

/** Everything the page shows or names: its text, its options, and its elements' labels, placeholders, titles and alternatives. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const option of Array.from(document.querySelectorAll("option"))) parts.push(option.text);
    const named = document.querySelectorAll("[aria-label], [placeholder], [title], [alt]");
    for (const element of Array.from(named)) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join("\n");
  });
}

/** The English strings and raw keys the screen shows, each with the key it comes from. */
async function untranslated(page: Page, language: Language, screen: string): Promise<string[]> {
  const text = await shownText(page);
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (const [piece, key] of englishPieces(language)) {
    if (lower.includes(piece.toLowerCase())) found.push(`${screen}: English "${piece}" (${key})`);
  }
  for (const [key] of text.matchAll(RAW_KEY)) found.push(`${screen}: raw key ${key}`);
  return found;
}

async function expectLang(page: Page, language: Language): Promise<void> {
  await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(language);
}

async function fillDate(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.keyboard.press("Escape");
}

describe.each(LANGUAGES)("the app in %s", (language) => {
  it("has every key of the English catalogues in its files", () => {
    expect(missingKeys(language)).toEqual([]);
  });

  it(
    "a customer signs up, verifies, creates a request and sees the dashboard, all in the language",
    { timeout: 180_000 },
    async () => {
      const t = (key: string, values?: Record<string, string>) => tr(language, key, values);
      const page = await browser.newPage({ locale: BROWSER_LOCALE[language] });
      const found: string[] = [];
      const taken = await signUpThroughApi("customer");
      const email = newEmail(`lang-${language}`);
      const city = uniqueCity("Kiel");

      // The sign-up form, first with an address that has an account: the server's refusal is translated.
      await page.goto("/signup");
      await page.getByRole("heading", { level: 1, name: t("auth.signUp.title") }).waitFor();
      await expectLang(page, language);
      found.push(...(await untranslated(page, language, "sign-up form")));
      await page.getByLabel(t("auth.fields.firstName"), { exact: true }).fill("Clara");
      await page.getByLabel(t("auth.fields.lastName"), { exact: true }).fill("Kunde");
      await page.getByLabel(t("auth.fields.email"), { exact: true }).fill(taken.email);
      await page
        .getByLabel(t("auth.fields.role"), { exact: true })
        .selectOption({ label: t("auth.signUp.roleCustomer") });
      await page.getByLabel(t("auth.fields.password"), { exact: true }).fill(PASSWORD);
      await page.getByLabel(t("auth.fields.confirmPassword"), { exact: true }).fill(PASSWORD);
      const submit = page.getByRole("button", { name: t("auth.signUp.submit"), exact: true });
      await submit.click();
      await waitForToast(page, SERVER[language].server.emailTaken);
      await waitForToast(page, t("auth.signUp.failedTitle"));
      found.push(...(await untranslated(page, language, "sign-up form, refused")));

      await page.getByLabel(t("auth.fields.email"), { exact: true }).fill(email);
      await submit.click();
      await page.waitForURL("**/dashboard");
      await waitForToast(page, t("auth.signUp.created"));
      await page.getByText(t("auth.signUp.verificationSent", { email }), { exact: true }).waitFor();
      await page.getByRole("heading", { level: 1, name: t("dashboard.customerTitle") }).waitFor();
      found.push(...(await untranslated(page, language, "dashboard after sign-up")));

      // The verification mail's link.
      await page.goto(await waitForLink(dataDir, email, "/verify-email"));
      await page.getByText(t("auth.verifyEmail.successTitle"), { exact: true }).waitFor();
      await expectLang(page, language);
      found.push(...(await untranslated(page, language, "email verified")));

      // The empty dashboard, from the account menu, then the request form.
      await page
        .getByRole("button", { name: t("account.menu.open", { name: "Clara Kunde" }) })
        .click();
      await page.getByRole("menuitem", { name: t("account.menu.dashboard"), exact: true }).click();
      await page.getByRole("heading", { level: 1, name: t("dashboard.customerTitle") }).waitFor();
      await page.getByText(t("dashboard.noRequests"), { exact: true }).waitFor();
      await expectLang(page, language);
      found.push(...(await untranslated(page, language, "empty dashboard")));
      await page.getByRole("link", { name: t("dashboard.createRequest"), exact: true }).click();
      await page.getByRole("heading", { level: 1, name: t("leads.create.title") }).waitFor();
      await expectLang(page, language);
      found.push(...(await untranslated(page, language, "request form")));

      await page.getByLabel(t("leads.form.address"), { exact: true }).fill("Holstenstraße 1");
      await page.getByLabel(t("leads.form.city"), { exact: true }).fill(city);
      await page.getByLabel(t("leads.form.postalCode"), { exact: true }).fill("24103");
      await fillDate(page, t("leads.form.startDate"), "2030-01-10");
      await fillDate(page, t("leads.form.endDate"), "2030-01-14");
      await page
        .getByLabel(t("leads.form.timeRange"), { exact: true })
        .selectOption({ label: t("leads.timeWindows.morning") });
      await page
        .getByLabel(t("leads.form.description"), { exact: true })
        .fill(DESCRIPTION[language]);
      await page.locator('input[type="file"]').setInputFiles({
        name: "house.png",
        mimeType: "image/png",
        buffer: noisyPng(800, 600, 7),
      });
      await waitForToast(page, t("leads.photos.added"), 30_000);
      found.push(...(await untranslated(page, language, "request form, filled")));

      await page.getByRole("button", { name: t("leads.create.submit"), exact: true }).click();
      await page.waitForURL("**/dashboard");
      await waitForToast(page, t("leads.create.posted"));
      await page.getByRole("heading", { level: 1, name: t("dashboard.customerTitle") }).waitFor();
      const card = page.getByRole("article", { name: `Starlink Installation in ${city}` });
      await card.getByText(t("leads.status.new"), { exact: true }).waitFor();
      await card.getByRole("button", { name: t("dashboard.viewDetails"), exact: true }).waitFor();
      await expectLang(page, language);
      found.push(...(await untranslated(page, language, "dashboard with the request")));

      expect(found).toEqual([]);
    },
  );
});
