/** A page the server sent rendered (src/prerender, apps/server's public pages): its language and path. */
export interface ServedPage {
  locale: string;
  path: string;
}

/**
 * The rendered page `root` holds, as the server marked it: `data-prerendered` on the
 * root, the page's language on `<html lang>` and its address in the canonical link.
 * Null for the bare shell (another route, a signed-in browser, the service worker's
 * offline copy). Read before the app starts its language, which sets `<html lang>`.
 */
export function servedPage(document: Document, root: HTMLElement): ServedPage | null {
  if (!root.hasAttribute("data-prerendered") || !root.hasChildNodes()) return null;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical === null) return null;
  return { locale: document.documentElement.lang, path: new URL(canonical.href).pathname };
}

/**
 * How the app starts in `root`: it hydrates (keeps every node of) the page the server
 * sent when that page is the route and language the app starts in, so what the visitor
 * already reads is neither rebuilt nor moved; otherwise it renders afresh over it (its
 * stored language differs from the one the server chose, for one).
 */
export function startMode(
  served: ServedPage | null,
  starting: { locale: string; path: string },
): "hydrate" | "create" {
  return served !== null && served.locale === starting.locale && served.path === starting.path
    ? "hydrate"
    : "create";
}
