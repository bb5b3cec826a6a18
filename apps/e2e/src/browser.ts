import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Chromium 156 preloads its own browser UI (the omnibox popup's WebUI pages) in extra
  // renderers that compete with the pages under test for the machine's two cores.
  "--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
];

/**
 * The one browser of the run, for the global setup: the test files connect to it, each
 * with contexts of its own (no cookie or storage is shared), instead of starting one each.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A connection to the run's browser. Closing it closes the contexts made through it;
 * the browser itself stays for the other files until the global teardown.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

/** How a test file's page is opened (useBrowser().newPage). */
export interface NewPageOptions {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  /** The browser's language (navigator.languages, Accept-Language), e.g. "de-DE". */
  locale?: string;
  /** false: a browser (or crawler) that runs no script; true by default. */
  javaScriptEnabled?: boolean;
  /** Where the page's relative URLs go: the run's server unless told (e.g. a proxy). */
  baseUrl?: string;
  /**
   * Whether the app's service worker may install. Blocked unless a journey is about
   * it, so a worker serving the shell from its cache never stands between a journey
   * and the server it checks.
   */
  serviceWorkers?: "allow" | "block";
  /**
   * What the browser holds from the start (cookies, each origin's local storage),
   * e.g. an account's session, as after its sign-in without loading a page for it.
   */
  storageState?: BrowserContextOptions["storageState"];
}

/**
 * Gives a test file the run's browser and a fresh page (in a context of its own) per
 * call, pointed at the server the global setup started.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const baseUrl = inject("baseUrl");

  // The file's pages still open, newest last: when a test fails, what the newest show is
  // printed beside its error (a flaky wait then says what the page showed instead).
  const open = new Set<Page>();
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  beforeEach((context) => {
    context.onTestFailed(async () => {
      for (const page of [...open].slice(-PAGES_SHOWN_ON_FAILURE)) {
        console.log(await whatPageShows(page));
      }
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async newPage(options: NewPageOptions = {}): Promise<Page> {
      if (!browser) throw new Error("browser not started");
      const context = await browser.newContext({
        baseURL: options.baseUrl ?? baseUrl,
        serviceWorkers: options.serviceWorkers ?? "block",
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        colorScheme: options.colorScheme ?? "light",
        ...(options.locale !== undefined && { locale: options.locale }),
        ...(options.storageState !== undefined && { storageState: options.storageState }),
        ...(options.javaScriptEnabled !== undefined && {
          javaScriptEnabled: options.javaScriptEnabled,
        }),
      });
      const page = await context.newPage();
      open.add(page);
      page.on("close", () => open.delete(page));
      return page;
    },
  };
}

const PAGES_SHOWN_ON_FAILURE = 3;
const TEXT_SHOWN_ON_FAILURE = 2_000;

/** A page's address and the start of its visible text, for a failed test's output. */
async function whatPageShows(page: Page): Promise<string> {
  try {
    const text = await page.locator("body").innerText({ timeout: 2_000 });
    return `The page at ${page.url()} showed:\n${text.slice(0, TEXT_SHOWN_ON_FAILURE)}`;
  } catch (error) {
    return `The page at ${page.url()} could not be read: ${String(error)}`;
  }
}

/**
 * Waits until the app has taken over a page the server sent rendered (the root loses
 * `data-prerendered`): before that, the page's buttons do nothing and the app's
 * replacing the markup moves focus. At once for any other page.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached" });
}
