import { LOCALES } from "@uplink/domain";
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "./public-pages/compose";
import { alternatesOf, pageUrl } from "./public-pages/page-urls";

/**
 * The pages a search engine may read without signing in: the landing page and the
 * information pages its footer links to (apps/web/src/app/paths.ts). Every other screen
 * needs an account, or is a step of signing in.
 */
export const PUBLIC_PAGES = [
  "/",
  "/how-it-works",
  "/pricing",
  "/help",
  "/contact",
  "/privacy",
  "/terms",
] as const;

/** What no crawler should walk: the API and the signed-in screens. */
const PRIVATE_PREFIXES = [
  "/api/",
  "/trpc/",
  "/dashboard",
  "/installer/",
  "/installer-dashboard",
  "/workflow-dashboard",
  "/admin",
  "/create-lead",
  "/job-form",
  "/edit-lead/",
  "/verify-email",
  "/link-account",
  "/reset-password",
  "/clerk-test",
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "Allow: /",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** One address of a page: its `<loc>` and every language's address (Google's hreflang in sitemaps). */
function sitemapEntry(loc: string, alternates: ReturnType<typeof alternatesOf>): string {
  const links = alternates.map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
  );
  return ["  <url>", `    <loc>${escapeHtml(loc)}</loc>`, ...links, "  </url>"].join("\n");
}

/** Pages anyone may read that the server does not send rendered: the installers' directory. */
const DIRECTORY_PAGES = ["/installers"] as const;

/** Every address of `page`: x-default, then each language's, each naming all as alternates. */
function entriesOf(publicUrl: string, page: string): string[] {
  const alternates = alternatesOf(publicUrl, page);
  const addresses = [
    pageUrl(publicUrl, page, null),
    ...LOCALES.map((l) => pageUrl(publicUrl, page, l)),
  ];
  return addresses.map((loc) => sitemapEntry(loc, alternates));
}

/**
 * Every address of every public page: the one answering in the visitor's language
 * (x-default) and each language's (`?lang=de`), each naming all of them as alternates;
 * then the directory and the public profile of each installer in `installerIds`.
 */
export function sitemapXml(publicUrl: string, installerIds: readonly string[]): string {
  const pages = [
    ...PUBLIC_PAGES,
    ...DIRECTORY_PAGES,
    ...installerIds.map((id) => `/installers/${encodeURIComponent(id)}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => entriesOf(publicUrl, page)),
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * /robots.txt and /sitemap.xml, naming pages by the address the public reaches the server
 * at (PUBLIC_URL). robots.txt is written once, at start-up; the sitemap on each request,
 * since installers are approved at any time (`installerIds`: those with a public profile).
 */
export function registerDiscovery(
  app: FastifyInstance,
  publicUrl: string,
  installerIds: () => Promise<readonly string[]>,
): void {
  const robots = robotsTxt(publicUrl);
  const cacheControl = "public, max-age=3600";
  app.get("/robots.txt", (_request, reply) =>
    reply.header("cache-control", cacheControl).type("text/plain; charset=utf-8").send(robots),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .header("cache-control", cacheControl)
      .type("application/xml; charset=utf-8")
      .send(sitemapXml(publicUrl, await installerIds())),
  );
}
