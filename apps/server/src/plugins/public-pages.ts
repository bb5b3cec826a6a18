import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { SESSION_COOKIE_NAME } from "@uplink/api/server";
import { isLocale, negotiateLocale, type Locale } from "@uplink/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PUBLIC_PAGES } from "./discovery";
import { composePage, type RenderedPage } from "./public-pages/compose";
import { LANGUAGE_PARAMETER } from "./public-pages/page-urls";

/** Where the web build leaves the public pages it rendered (apps/web/build-plugins/prerender.ts). */
export const PRERENDERED_FILE = "prerendered-pages.json";

type RenderedPages = Record<string, Partial<Record<Locale, RenderedPage>>>;

/** A page as sent: as composed, and compressed the two ways a browser may ask for. */
interface PageBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Brotli at its best and gzip at 9, as the build compresses its files: paid once per page. */
async function bodiesOf(html: string): Promise<PageBodies> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    compressGzip(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

/** The encoding to send to `header` (Accept-Encoding): brotli, else gzip, else none. */
export function acceptedEncoding(header: string | undefined): "br" | "gzip" | null {
  if (header === undefined) return null;
  const qualities = new Map<string, number>();
  for (const part of header.slice(0, 1024).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") quality = Number(value);
    }
    qualities.set(name.trim(), Number.isNaN(quality) ? 0 : quality);
  }
  const quality = (name: string) => qualities.get(name) ?? qualities.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return null;
}

/** Someone signed in on this browser: their pages differ (the landing page's action), so they get the app. */
function hasSession(request: FastifyRequest): boolean {
  // @fastify/cookie types it as always set; it is set by its hook, so kept defensive.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return Boolean(request.cookies?.[SESSION_COOKIE_NAME]);
}

/** The language asked for by the address (`?lang=de`), or null: the visitor's own then. */
function addressLocale(request: FastifyRequest): Locale | null {
  const named = (request.query as Record<string, unknown>)[LANGUAGE_PARAMETER];
  return isLocale(named) ? named : null;
}

function readRenderedPages(webDir: string): RenderedPages | null {
  const file = path.join(webDir, PRERENDERED_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RenderedPages) : null;
}

/**
 * The public pages (discovery.ts) as the web build rendered them, in each language, for
 * search engines and for visitors whose JavaScript has not run yet (issue 23):
 * `/pricing?lang=de` in German, `/pricing` in the best language of the request's
 * Accept-Language. Each is the SPA's index.html with the page's title, description,
 * Open Graph tags, canonical and hreflang addresses at PUBLIC_URL and its text in
 * `#root`; the app renders over it. Composed and compressed (brotli, gzip) once per page,
 * language and address, when first asked for. A browser with a session gets the SPA's
 * index.html as before, as does every page when the build rendered none.
 */
export function registerPublicPages(
  app: FastifyInstance,
  webDir: string | undefined,
  publicUrl: string,
): void {
  const rendered = webDir === undefined ? null : readRenderedPages(webDir);
  if (webDir === undefined || rendered === null) return;
  const shell = readFileSync(path.join(webDir, "index.html"), "utf8");
  const composed = new Map<string, Promise<PageBodies>>();
  // The shell must still have what a page's head and text go into: found out at start-up.
  for (const [page, languages] of Object.entries(rendered)) {
    const text = languages.en;
    if (text) composePage(shell, text, { publicUrl, page, locale: "en", ownAddress: true });
  }

  function bodies(page: string, locale: Locale, ownAddress: boolean): Promise<PageBodies> | null {
    const text = rendered?.[page]?.[locale];
    if (text === undefined) return null;
    const key = `${page} ${locale} ${String(ownAddress)}`;
    let found = composed.get(key);
    if (!found) {
      found = bodiesOf(composePage(shell, text, { publicUrl, page, locale, ownAddress }));
      composed.set(key, found);
    }
    return found;
  }

  async function sendPage(page: string, request: FastifyRequest, reply: FastifyReply) {
    void reply.header("cache-control", "no-cache");
    void reply.header("vary", "Accept-Encoding, Accept-Language, Cookie");
    const named = addressLocale(request);
    const locale = named ?? negotiateLocale(request.headers["accept-language"]);
    const found = hasSession(request) ? null : bodies(page, locale, named !== null);
    if (found === null) return reply.type("text/html").sendFile("index.html");
    const sent = await found;
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    if (encoding !== null) void reply.header("content-encoding", encoding);
    return reply
      .type("text/html; charset=utf-8")
      .send(encoding === null ? sent.identity : sent[encoding]);
  }

  for (const page of PUBLIC_PAGES) {
    // Compressed here, once: not again on the way out.
    app.get(page, { compress: false }, (request, reply) => sendPage(page, request, reply));
  }
}
