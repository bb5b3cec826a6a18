import { chromium, type Browser } from "playwright-core";
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

/** How long after the load event the page may still paint a larger element. */
const SETTLE_MS = 1_000;

/** One load of `url` in a fresh context: its largest contentful paint, in milliseconds. */
async function paintOf(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
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
    return lcp;
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
  const browser = await chromium.launch({
    executablePath: chromiumPath(env),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    // A first load warms the browser itself up (its processes, shader and font caches);
    // every counted load then starts from a fresh context, with an empty HTTP cache.
    await paintOf(browser, url);
    const runsMs: number[] = [];
    for (let load = 0; load < loads; load++) runsMs.push(await paintOf(browser, url));
    return { medianMs: median(runsMs), runsMs };
  } finally {
    await browser.close();
  }
}
