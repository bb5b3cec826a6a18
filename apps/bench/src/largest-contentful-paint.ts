import { chromium, type Browser } from "playwright-core";
import { onPoorLink, type LinkConditions, type Transferred } from "./poor-link";
import { median } from "./stats";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Chromium 156 preloads its own browser UI (the omnibox popup's WebUI pages) in
  // renderers beside the page under test; on a 2-core machine they took the CPU the page
  // needed and its paint came ~0.6 s later. A visitor's browser has its UI loaded already.
  "--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
];

/** Debian's Chromium, or CHROMIUM_PATH. */
export function chromiumPath(env: NodeJS.ProcessEnv): string {
  return env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** Headless Debian Chromium as every browser row runs it. */
export function launchChromium(env: NodeJS.ProcessEnv): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(env),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** How long after the load event the page may still paint a larger element. */
const SETTLE_MS = 1_000;

/** One load of a page: its largest contentful paint, and what it fetched on a link. */
export interface PageLoad {
  lcpMs: number;
  /** Only for a load on an emulated link. */
  transferred?: Transferred;
}

/**
 * One load of `url` in a fresh context (an empty HTTP cache), on `link` when given (with
 * the cache disabled besides): its largest contentful paint, in milliseconds.
 */
export async function paintOf(
  browser: Browser,
  url: string,
  link?: LinkConditions,
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const emulated = link === undefined ? undefined : await onPoorLink(context, page, link);
    await page.addInitScript(() => {
      const state = window as unknown as { benchLcp?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.benchLcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const lcp = await page.evaluate(() => (window as unknown as { benchLcp?: number }).benchLcp);
    if (lcp === undefined) throw new Error(`${url} reported no largest contentful paint`);
    return emulated ? { lcpMs: lcp, transferred: emulated.transferred } : { lcpMs: lcp };
  } finally {
    await context.close();
  }
}

/**
 * The largest contentful paint of `url` in local headless Chromium, in milliseconds:
 * each load in a fresh context (empty cache), 1280×900, no throttling; the median of
 * `loads`, after one load that is not counted. The newest 'largest-contentful-paint'
 * entry a second after the load event.
 */
export async function measureLargestContentfulPaint(
  url: string,
  loads: number,
  env: NodeJS.ProcessEnv,
): Promise<{ medianMs: number; runsMs: number[] }> {
  const browser = await launchChromium(env);
  try {
    // A first load warms the browser itself up (its processes, shader and font caches);
    // every counted load then starts from a fresh context, with an empty HTTP cache.
    await paintOf(browser, url);
    const runsMs: number[] = [];
    for (let load = 0; load < loads; load++) runsMs.push((await paintOf(browser, url)).lcpMs);
    return { medianMs: median(runsMs), runsMs };
  } finally {
    await browser.close();
  }
}
