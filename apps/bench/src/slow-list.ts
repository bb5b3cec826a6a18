import type { Browser, BrowserContext } from "playwright-core";
import { launchChromium } from "./largest-contentful-paint";
import { onPoorLink, POOR_LINK } from "./poor-link";
import { getRaw, sizeOf, type AnswerSize } from "./raw-answer";
import { median } from "./stats";

/** The row's id for `--only`. */
export const SLOW_LIST_ID = "slow-list";

/** Where the SPA keeps its session token (AUTH_TOKEN_STORAGE_KEY of @uplink/domain). */
export const AUTH_TOKEN_KEY = "auth_token";

/** A tRPC call of the job list, as the dashboard makes it. */
const LIST_CALL = /\/trpc\/[^?]*leads\.list/;

export interface SlowList {
  /** Median seconds from navigating to /dashboard to the first job card shown. */
  medianSeconds: number;
  runsSeconds: number[];
  /** The first page's call, as the dashboard made it (path and query). */
  path: string;
  /** What the browser received for it (encodedDataLength: headers and body). */
  browserBytes: number;
  /** The same call sent with `Accept-Encoding: br, gzip`, and with no Accept-Encoding. */
  compressed: AnswerSize;
  uncompressed: AnswerSize;
}

/** Puts the session token where the SPA reads it, before any of the page's scripts run. */
export async function signInPage(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [AUTH_TOKEN_KEY, token],
  );
}

/** One cold load of the installer's dashboard on the poor link. */
async function firstListOf(browser: Browser, baseUrl: string, token: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await signInPage(context, token);
    const page = await context.newPage();
    const { transferred } = await onPoorLink(context, page, POOR_LINK);
    const started = performance.now();
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: "commit", timeout: 120_000 });
    await page.getByRole("article").first().waitFor({ state: "visible", timeout: 120_000 });
    const seconds = (performance.now() - started) / 1000;
    const call = [...transferred.byUrl].find(([url]) => LIST_CALL.test(url));
    if (call === undefined) throw new Error("the dashboard showed jobs without calling leads.list");
    const url = new URL(call[0]);
    return { seconds, path: `${url.pathname}${url.search}`, browserBytes: call[1] };
  } finally {
    await context.close();
  }
}

/**
 * The installer's job list over the poor link (issue 23): time to the first job card
 * from a cold cache, `loads` times, and what one page of the list weighs on the wire
 * with and without compression.
 */
export async function measureSlowList(
  baseUrl: string,
  token: string,
  loads: number,
  env: NodeJS.ProcessEnv,
): Promise<SlowList> {
  const browser = await launchChromium(env);
  const runs = [];
  try {
    for (let load = 0; load < loads; load++) runs.push(await firstListOf(browser, baseUrl, token));
  } finally {
    await browser.close();
  }
  const { path, browserBytes } = runs[0]!;
  const authorization = `Bearer ${token}`;
  const compressed = await getRaw(`${baseUrl}${path}`, {
    authorization,
    "accept-encoding": "br, gzip",
  });
  const uncompressed = await getRaw(`${baseUrl}${path}`, { authorization });
  for (const answer of [compressed, uncompressed]) {
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  }
  const runsSeconds = runs.map((run) => run.seconds);
  return {
    medianSeconds: median(runsSeconds),
    runsSeconds,
    path,
    browserBytes,
    compressed: sizeOf(compressed),
    uncompressed: sizeOf(uncompressed),
  };
}
