import type { Locale } from "@uplink/domain";
import { alternatesOf, pageUrl } from "./page-urls";

/** One public page in one language as the web build rendered it (apps/web/src/prerender). */
export interface RenderedPage {
  title: string;
  description: string;
  html: string;
}

/** Text for an HTML or XML attribute or element: nothing in it can end either. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Replaces what `pattern` finds in `html`, which must find it: the shell is ours, and must still have it. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`The web build's index.html lacks ${String(pattern)}`);
  return html.replace(pattern, () => replacement);
}

/** The `<meta>` named `name` (with the property, for Open Graph's `og:`), with `content`. */
function withMeta(html: string, name: string, content: string): string {
  const attribute = name.startsWith("og:") ? "property" : "name";
  const pattern = new RegExp(`<meta\\s+${attribute}="${name}"\\s+content="[^"]*"\\s*/?>`);
  return replaceOnce(
    html,
    pattern,
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`,
  );
}

export interface PageAddress {
  publicUrl: string;
  page: string;
  /** The language the page is in. */
  locale: Locale;
  /** The language's own address (`?lang=de`), or the one that answers in the visitor's language. */
  ownAddress: boolean;
}

/**
 * The web build's index.html (`shell`) as the page at `address`: its language, title,
 * description and Open Graph tags, its canonical address and every language's address
 * (hreflang, absolute, with PUBLIC_URL), and the page's rendered text in `#root`, which
 * the app renders over once its script runs.
 */
export function composePage(shell: string, rendered: RenderedPage, address: PageAddress): string {
  const { publicUrl, page, locale, ownAddress } = address;
  const canonical = pageUrl(publicUrl, page, ownAddress ? locale : null);
  const links = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternatesOf(publicUrl, page).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
  ];
  let html = replaceOnce(shell, /<html lang="[^"]*">/, `<html lang="${locale}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  html = withMeta(html, "description", rendered.description);
  html = withMeta(html, "og:title", rendered.title);
  html = withMeta(html, "og:description", rendered.description);
  html = replaceOnce(html, /<\/head>/, `${links.join("\n    ")}\n  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="">${rendered.html}</div>`,
  );
}
