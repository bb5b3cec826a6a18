import type { Page } from "playwright-core";

/**
 * Shows the screen at `path` the way the app's own links do, without loading a page: a
 * new entry in the tab's history and the `popstate` event react-router's BrowserRouter
 * follows the address by. The app, its stores and its session stay as they are, as after
 * a click on a link. The page is scrolled to its top, where a loaded page starts.
 *
 * The router renders the new address in a transition: the screen shown stays until the
 * new one (its code loaded lazily) can replace it. So when the path changes, this returns
 * once the screen's heading is a new one (each path's screen is mounted afresh).
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluateHandle((to) => {
    const shown = {
      pathname: window.location.pathname,
      heading: document.querySelector("main h1"),
    };
    const state: unknown = window.history.state;
    window.history.pushState(state, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state }));
    window.scrollTo(0, 0);
    return shown;
  }, path);
  await page.waitForFunction((shown) => {
    if (window.location.pathname === shown.pathname) return true;
    const heading = document.querySelector("main h1");
    return heading !== null && heading !== shown.heading;
  }, before);
  await before.dispose();
}
