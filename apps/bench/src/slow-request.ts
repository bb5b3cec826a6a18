import type { Page } from "playwright-core";
import { startCountingProxy } from "./counting-proxy";
import { launchChromium } from "./largest-contentful-paint";
import { phonePhotos } from "./phone-photos";
import { bytesPerSecond, onPoorLink, POOR_LINK } from "./poor-link";
import { signInPage } from "./slow-list";

/** The row's id for `--only`. */
export const SLOW_REQUEST_ID = "slow-request";

/** Photos the customer attaches. */
export const REQUEST_PHOTOS = 3;

/** Longest the row waits for "Installation Request Posted" after the first attach. */
export const SLOW_REQUEST_CAP_SECONDS = 600;

/** The success toast of the create form (en: leads.create.posted). */
const POSTED = "Installation Request Posted";

export interface SlowRequest {
  photos: number;
  /** Size of each photo, bytes. */
  photoBytes: number[];
  /** From attaching the photos to "Installation Request Posted"; the cap when it timed out. */
  secondsFromAttach: number;
  /** From the attach to pressing submit (as soon as the form let it be pressed). */
  secondsToSubmit?: number;
  /** From pressing submit to the success text; undefined when capped. */
  secondsFromSubmit?: number;
  /** Every byte the browser sent to the server in that time (request lines, headers, bodies). */
  uploadedBytes: number;
  /** True when the success text did not show within SLOW_REQUEST_CAP_SECONDS. */
  capped: boolean;
  /** The API calls the page finished after the attach: path, start and end in seconds from it. */
  calls: { path: string; start: number; end: number }[];
  /** Every request with a body the page sent from the start: path, answer, body size. */
  posts: { path: string; status: number | string; bodyBytes: number }[];
}

/** Notes each request with a body `page` sends, and what came of it. */
function notePosts(page: Page): SlowRequest["posts"] {
  const posts: SlowRequest["posts"] = [];
  page.on("requestfinished", (request) => {
    if (request.method() === "GET") return;
    void Promise.all([request.sizes(), request.response()]).then(([sizes, response]) =>
      posts.push({
        path: new URL(request.url()).pathname,
        status: response?.status() ?? "none",
        bodyBytes: sizes.requestBodySize,
      }),
    );
  });
  page.on("requestfailed", (request) => {
    posts.push({
      path: new URL(request.url()).pathname,
      status: request.failure()?.errorText ?? "failed",
      bodyBytes: Number.NaN,
    });
  });
  return posts;
}

/** The page's API calls from `since` on (its resource timing), in seconds from `since`. */
async function callsSince(page: Page, since: number): Promise<SlowRequest["calls"]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );
  return entries
    .filter((entry) => entry.start >= since && /\/(?:api|trpc)\//.test(entry.name))
    .map((entry) => ({
      path: new URL(entry.name).pathname,
      start: (entry.start - since) / 1000,
      end: (entry.end - since) / 1000,
    }));
}

/** Page-clock times (performance.now) of the first attach, the submit press and the success text. */
interface PageMoments {
  attach?: number;
  submit?: number;
  posted?: number;
}

/**
 * Notes in the page, on its own clock, when a file input first changes, when a submit
 * button is first pressed, and when `text` first shows: what Playwright's calls return
 * after (a click resolves only once the page lets it) is not when it happened.
 */
async function watchMoments(page: Page, text: string): Promise<void> {
  // No named function inside: tsx would wrap it in a helper the page does not have.
  await page.evaluate((posted) => {
    const moments: PageMoments = {};
    (window as unknown as { benchMoments: PageMoments }).benchMoments = moments;
    document.addEventListener(
      "change",
      (event) => {
        if ((event.target as HTMLInputElement).type === "file")
          moments.attach ??= performance.now();
      },
      true,
    );
    document.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element).closest('button[type="submit"]'))
          moments.submit ??= performance.now();
      },
      true,
    );
    new MutationObserver((_records, observer) => {
      if (document.body.textContent.includes(posted)) {
        moments.posted ??= performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
}

/** Fills the create form's fields as a customer does (the labels of the English form). */
async function fillRequestForm(page: Page): Promise<void> {
  await page.getByLabel("Street address").fill("Hauptstraße 5");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Postal code").fill("10115");
  await page.getByRole("combobox", { name: "Country" }).fill("Germ");
  await page.getByRole("option", { name: "Germany", exact: true }).click();
  for (const [label, date] of [
    ["Preferred start date", "2030-01-10"],
    ["Preferred end date", "2030-01-14"],
  ] as const) {
    await page.getByLabel(label).fill(date);
    await page.keyboard.press("Escape");
  }
  await page.getByLabel("Preferred time").selectOption({ label: "Morning (8:00-12:00)" });
  await page.getByLabel("Additional details (optional)").fill("Roof mount, cable to the study");
}

/**
 * A customer posts a request with three 12 MP phone photos over the poor link (issue
 * 23), through the real create form: signed in, the form filled, the three photos
 * attached at once to its file input, submit pressed as soon as the form lets it be,
 * until "Installation Request Posted" shows. What the browser sends is counted by a
 * relay in front of the server; the clock starts at the attach, since the form may start
 * uploading the photos as soon as they are picked.
 */
export async function measureSlowRequest(
  serverPort: number,
  token: string,
  env: NodeJS.ProcessEnv,
): Promise<SlowRequest> {
  const photos = await phonePhotos(REQUEST_PHOTOS);
  // The relay is the link's upload leg (see counting-proxy.ts); CDP does the rest.
  const relay = await startCountingProxy(serverPort, bytesPerSecond(POOR_LINK.uploadMbitPerSecond));
  const browser = await launchChromium(env);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInPage(context, token);
    const page = await context.newPage();
    await onPoorLink(context, page, POOR_LINK, false);
    const posts = notePosts(page);
    await page.goto(`${relay.baseUrl}/create-lead`, { timeout: 120_000 });
    await page.getByLabel("Street address").waitFor({ timeout: 120_000 });
    await fillRequestForm(page);
    await watchMoments(page, POSTED);

    const capMs = SLOW_REQUEST_CAP_SECONDS * 1000;
    const sentBefore = relay.sentBytes();
    const attached = performance.now();
    const left = () => Math.max(1, capMs - (performance.now() - attached));
    let capped = false;
    try {
      await page.locator('input[type="file"]').setInputFiles(photos);
      await page
        .getByRole("button", { name: "Submit Installation Request" })
        .click({ timeout: left() });
      await page.getByText(POSTED).first().waitFor({ state: "visible", timeout: left() });
    } catch (error) {
      if (performance.now() - attached < capMs - 1000) throw error;
      capped = true;
    }
    const uploadedBytes = relay.sentBytes() - sentBefore;
    const moments = await page.evaluate(
      () => (window as unknown as { benchMoments: PageMoments }).benchMoments,
    );
    const sent = {
      posts,
      photos: photos.length,
      photoBytes: photos.map((photo) => photo.buffer.length),
      uploadedBytes,
      capped,
    };
    const { attach, submit, posted } = moments;
    if (attach === undefined) throw new Error("the file input never changed");
    const calls = await callsSince(page, attach);
    // The form may keep submit disabled until its uploads are done.
    const pressed = submit === undefined ? {} : { secondsToSubmit: (submit - attach) / 1000 };
    if (capped) return { ...sent, ...pressed, calls, secondsFromAttach: SLOW_REQUEST_CAP_SECONDS };
    if (submit === undefined || posted === undefined) {
      throw new Error(`the page did not note every moment: ${JSON.stringify(moments)}`);
    }
    return {
      ...sent,
      ...pressed,
      calls,
      secondsFromAttach: (posted - attach) / 1000,
      secondsFromSubmit: (posted - submit) / 1000,
    };
  } finally {
    await browser.close();
    await relay.close();
  }
}
