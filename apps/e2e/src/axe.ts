import axe, { type Result, type RunOptions } from "axe-core";
import type { BrowserContext, Frame, Page } from "playwright-core";

/*
 * The audit of a screen with axe-core, in the colour scheme it shows and then in the
 * other one (auditBothSchemes), every rule of the tags in both.
 */

/**
 * What @axe-core/playwright's legacy mode configures in each frame: axe.run in the top
 * document collects the results of same-origin frames.
 */
const CONFIGURE = `axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`;

/**
 * Has the browser put axe-core into every document the context's pages load, before the
 * page's own scripts: the browser keeps it compiled, where sending axe's 600 KB into each
 * new document after its load took about 0.3 s a screen. axe only waits to be run.
 */
export async function addAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript(`${axe.source}\n;${CONFIGURE}`);
}

/** Puts axe-core into the frame, unless it is there already (see addAxe). */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => "axe" in window);
  if (present) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(CONFIGURE);
}

/**
 * The violations axe-core finds on the page as it is now, for the rules of `tags`: the same audit as
 * @axe-core/playwright's AxeBuilder.withTags(tags).setLegacyMode().analyze(), whose
 * violations it returns. Quicker for an audit of many screens: axe's 600 KB source goes
 * into each document once (or is there from addAxe) instead of twice per audit, and axe
 * gathers and sends back the violating elements only, not every element that passed.
 */
export async function runAxe(page: Page, tags: string[]): Promise<Result[]> {
  for (const frame of page.frames()) await ensureAxe(frame);
  const options: RunOptions = {
    runOnly: { type: "tag", values: tags },
    resultTypes: ["violations"],
    // axe loads the assets its "later" rules need before running them, by default both
    // the media elements (no-autoplay-audio) and a copy of every stylesheet parsed anew
    // (the CSSOM), which only css-orientation-lock reads: an experimental rule that a run
    // by WCAG tags leaves out. Loading only the media spares each audit that copy of
    // Mantine's stylesheets (about 5 % of an audit's time), which no rule it runs reads.
    preload: { assets: ["media"] },
  };
  return page.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
    options,
  );
}

export type Scheme = "light" | "dark";

/**
 * The violations axe finds for the rules of `tags` in the scheme the page shows
 * (`shown`), then, after switching the browser's preference to the other scheme and
 * `settle` waiting until the page shows it, in that one: the shown scheme first.
 */
export async function auditBothSchemes(
  page: Page,
  tags: string[],
  shown: Scheme,
  settle: (scheme: Scheme) => Promise<void>,
): Promise<[Scheme, Result[]][]> {
  const other: Scheme = shown === "dark" ? "light" : "dark";
  const first = await runAxe(page, tags);
  await page.emulateMedia({ colorScheme: other });
  await settle(other);
  return [
    [shown, first],
    [other, await runAxe(page, tags)],
  ];
}
