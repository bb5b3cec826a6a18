import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appTookOver, useBrowser } from "./browser";
import { LANGUAGES, tr, type Locale } from "./catalogue";

const browser = useBrowser();

const LOCALES: readonly Locale[] = ["en", ...LANGUAGES];

/** The text of HTML as React and the server escape it. */
function decoded(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The `<link>` tags of `html` with `rel`, as "hreflang href" ("href" for canonical). */
function links(html: string, rel: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) =>
      [/hreflang="([^"]*)"/.exec(tag)?.[1], /href="([^"]*)"/.exec(tag)?.[1]]
        .filter((part) => part !== undefined)
        .join(" "),
    );
}

/** The public pages this file reads, each with the key of its heading. */
const PAGES = [
  { path: "/", heading: "landing.hero.title", title: "titles.landing" },
  { path: "/how-it-works", heading: "info.howItWorks.title", title: "titles.howItWorks" },
] as const;

/** Every page the web build rendered (apps/web/build-plugins/prerender.ts), by path. */
const RENDERED_PAGES = Object.keys(
  JSON.parse(
    readFileSync(new URL("../../web/dist/prerendered-pages.json", import.meta.url), "utf8"),
  ) as Record<string, unknown>,
);

/**
 * Keeps, in the page, the first `<h1>` the browser parses from the server's HTML
 * (`window.sentHeading`), before any of the page's scripts runs: a mutation observer's
 * records arrive at the end of the parser's task, and the app's module runs after parsing.
 */
function keepSentHeading(): void {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector("h1");
    if (heading === null) return;
    (window as unknown as { sentHeading: Element }).sentHeading = heading;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** What the page says on the console as errors, and what it throws. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Until React owns the page's `<h1>`: its screen may hydrate after the rest (its code loads lazily). */
async function headingHydrated(page: Page): Promise<void> {
  await appTookOver(page);
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });
}

/*
 * Issue 23: the landing and information pages are useful without JavaScript, in each
 * language, as the web build rendered them (apps/web/src/prerender) and the server sends
 * them (apps/server/src/plugins/public-pages.ts), and the app still takes over them.
 */
describe("public pages for search engines", () => {
  for (const locale of LOCALES) {
    it(`sends the landing and How it works pages in ${locale} to plain HTTP, with their head`, async () => {
      for (const { path, heading, title } of PAGES) {
        const address = `${path}?lang=${locale}`;
        const response = await fetch(`${browser.baseUrl}${address}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        const text = decoded(html);
        expect(html).toContain(`<html lang="${locale}">`);
        expect(text).toContain(`>${tr(locale, heading)}</h1>`);
        expect(text).toContain(`<title>${tr(locale, title)} · Uplink</title>`);
        expect(text).toContain(
          `<meta name="description" content="${tr(locale, "titles.description")}" />`,
        );
        const canonical = links(html, "canonical");
        expect(canonical).toHaveLength(1);
        expect(new URL(canonical[0] ?? "").search).toBe(`?lang=${locale}`);
        const alternates = links(html, "alternate");
        expect(alternates.map((link) => link.split(" ")[0])).toEqual([...LOCALES, "x-default"]);
        for (const link of alternates) expect(link.split(" ")[1]).toMatch(/^https?:\/\/[^/]+\//);
      }
    });
  }

  it("shows the landing page in German at its German address to a browser without JavaScript", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/?lang=de");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(tr("de", "landing.hero.title"));
    expect(await page.title()).toBe(`${tr("de", "titles.landing")} · Uplink`);
    await page.goto("/how-it-works?lang=de");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      tr("de", "info.howItWorks.title"),
    );
    await page.context().close();
  });

  it("runs the app in German at the German address, for a visitor whose browser reads English", async () => {
    const page = await browser.newPage({ locale: "en-US" });
    await page.goto("/?lang=de");
    await page.getByRole("heading", { level: 1, name: tr("de", "landing.hero.title") }).waitFor();
    // The app has taken over the page once React owns the header's sign-in link.
    await page.waitForFunction(() => {
      const link = document.querySelector('header a[href="/signin"]');
      return link !== null && Object.keys(link).some((key) => key.startsWith("__reactFiber"));
    });
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page
      .getByRole("banner")
      .getByRole("link", { name: tr("de", "header.signIn") })
      .click();
    await expect.poll(() => page.title()).toBe(`${tr("de", "titles.signIn")} · Uplink`);
    // The app went there itself, without loading a page: the app runs, in German.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await page.context().close();
  });

  describe("the app hydrates each rendered page, keeping its nodes", () => {
    // One page for every language: the app's code, once loaded, comes from its cache.
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      page = await browser.newPage();
      await page.addInitScript(keepSentHeading);
      errors = errorsOf(page);
    });
    afterAll(async () => {
      await page.context().close();
    });

    for (const locale of LOCALES) {
      it(`in ${locale}, with no mismatch, and answers a click`, async () => {
        for (const path of RENDERED_PAGES) {
          await page.goto(`${path}?lang=${locale}`);
          await headingHydrated(page);
          expect(errors, `${path} in ${locale}`).toEqual([]);
          const kept = await page.evaluate(() => {
            const sent = (window as unknown as { sentHeading?: Element }).sentHeading;
            return sent?.isConnected === true && sent === document.querySelector("h1");
          });
          expect(kept, `${path} in ${locale}: the <h1> the server sent is the app's`).toBe(true);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          // Every page once, and each language's landing page: a link the app follows itself.
          if (locale !== "en" && path !== "/") continue;
          await page.evaluate(() => {
            (window as unknown as { stayed: boolean }).stayed = true;
          });
          await page
            .getByRole("banner")
            .getByRole("link", { name: tr(locale, "header.signIn") })
            .click();
          await expect.poll(() => page.title()).toBe(`${tr(locale, "titles.signIn")} · Uplink`);
          expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
        }
      });
    }
  });

  it("renders the app afresh over a page sent in another language than the one chosen in this browser", async () => {
    const page = await browser.newPage();
    await page.addInitScript(keepSentHeading);
    await page.addInitScript(() => window.localStorage.setItem("uplink.locale", "fr"));
    const errors = errorsOf(page);
    await page.goto("/?lang=de");
    await headingHydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      tr("fr", "landing.hero.title"),
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { sentHeading?: Element }).sentHeading?.isConnected,
      ),
    ).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
