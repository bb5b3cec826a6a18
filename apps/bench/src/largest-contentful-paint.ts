import { chromium } from "playwright-core";
import { median } from "./stats";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's Chromium, or CHROMIUM_PATH. */
export function chromiumPath(env: NodeJS.ProcessEnv): string {
  return env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** How long after the load event the page may still paint a larger element. */
const SETTLE_MS = 1_000;

/**
 * The largest contentful paint of `url` in local headless Chromium, in milliseconds:
 * each load in a fresh context (empty cache), 1280×900, no throttling; the median of
 * `loads`. The newest 'largest-contentful-paint' entry a second after the load event.
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
    const runsMs: number[] = [];
    for (let load = 0; load < loads; load++) {
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
        const lcp = await page.evaluate(
          () => (window as unknown as { benchLcp?: number }).benchLcp ?? null,
        );
        if (lcp === null) throw new Error(`${url} reported no largest contentful paint`);
        runsMs.push(lcp);
      } finally {
        await context.close();
      }
    }
    return { medianMs: median(runsMs), runsMs };
  } finally {
    await browser.close();
  }
}
