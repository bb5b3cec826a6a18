import { launchChromium, paintOf } from "./largest-contentful-paint";
import { POOR_LINK } from "./poor-link";
import { median } from "./stats";

/** The row's id for `--only`. */
export const SLOW_LANDING_ID = "slow-landing";

export interface SlowLanding {
  /** Median largest contentful paint of the counted loads, in milliseconds. */
  medianMs: number;
  runsMs: number[];
  /** Median bytes one load received (encodedDataLength, headers and bodies). */
  medianBytes: number;
  /** Requests of the median load. */
  requests: number;
}

/**
 * The landing page `/` on the poor link from a cold cache (issue 23): `loads` loads,
 * each in a fresh context with the HTTP cache disabled, after one uncounted load that
 * warms the browser itself up; medians of the paint and of the bytes received.
 */
export async function measureSlowLanding(
  url: string,
  loads: number,
  env: NodeJS.ProcessEnv,
): Promise<SlowLanding> {
  const browser = await launchChromium(env);
  try {
    await paintOf(browser, url);
    const runs = [];
    for (let load = 0; load < loads; load++) runs.push(await paintOf(browser, url, POOR_LINK));
    const bytes = runs.map((run) => run.transferred?.bytes ?? Number.NaN);
    const medianBytes = median(bytes);
    const typical = runs.find((run) => run.transferred?.bytes === medianBytes) ?? runs[0];
    return {
      medianMs: median(runs.map((run) => run.lcpMs)),
      runsMs: runs.map((run) => run.lcpMs),
      medianBytes,
      requests: typical?.transferred?.requests ?? 0,
    };
  } finally {
    await browser.close();
  }
}
