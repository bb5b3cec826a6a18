import { writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { LOCALES, type Locale } from "@uplink/domain";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "./plugins/discovery";
import { PRERENDERED_FILE, registerPublicPages } from "./plugins/public-pages";
import { buildTestApp, makeWebDir, type TestApp } from "./test-support";

/*
 * Issue 23, discoverable pages: the landing and information pages reach a client that
 * runs no JavaScript (a search engine) in each language, with their title, description,
 * canonical address and every language's address, from the web build's rendering
 * (apps/web/src/prerender; the browser test apps/e2e/src/prerendered-pages.test.ts reads
 * the real build's).
 */

/** The web build's index.html, as Vite writes it (apps/web/index.html). */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="English description"
    />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Uplink" />
    <meta
      property="og:description"
      content="English description"
    />
    <title>Uplink</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const heading = (page: string, locale: Locale) => `Heading of ${page} in ${locale}`;
const title = (page: string, locale: Locale) => `Title of ${page} in ${locale} · Uplink`;
const description = (locale: Locale) => `Description in ${locale} & more`;

async function webDirWithPublicPages(): Promise<string> {
  const dir = await makeWebDir();
  const pages = Object.fromEntries(
    PUBLIC_PAGES.map((page) => [
      page,
      Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          {
            title: title(page, locale),
            description: description(locale),
            html: `<main><h1>${heading(page, locale)}</h1></main>`,
          },
        ]),
      ),
    ]),
  );
  await writeFile(path.join(dir, "index.html"), SHELL);
  await writeFile(path.join(dir, PRERENDERED_FILE), JSON.stringify(pages));
  return dir;
}

const BASE = "https://uplink.example";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    webDir: await webDirWithPublicPages(),
    env: { PUBLIC_URL: `${BASE}/` },
  });
});
afterAll(async () => {
  await t.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

/** Each `<link>` of the page with `rel`, as [hreflang, href] (canonical: ["", href]). */
function links(html: string, rel: string): [string, string][] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => [
      /hreflang="([^"]*)"/.exec(tag)?.[1] ?? "",
      /href="([^"]*)"/.exec(tag)?.[1] ?? "",
    ]);
}

const metaContent = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];

const EVERY_LANGUAGE = (page: string) => [
  ...LOCALES.map((locale): [string, string] => [locale, `${BASE}${page}?lang=${locale}`]),
  ["x-default", `${BASE}${page}`],
];

describe("public pages without JavaScript", () => {
  for (const locale of LOCALES) {
    for (const page of ["/", "/pricing"]) {
      it(`${page}?lang=${locale} is the page in ${locale}, with its head and every language's address`, async () => {
        const response = await get(`${page}?lang=${locale}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        const html = response.body;
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).toContain(
          `<div id="root" data-prerendered=""><main><h1>${heading(page, locale)}</h1></main></div>`,
        );
        expect(html).toContain(`<title>${title(page, locale)}</title>`);
        expect(metaContent(html, "description")).toBe(`Description in ${locale} &amp; more`);
        expect(metaContent(html, "og:title")).toBe(title(page, locale));
        expect(metaContent(html, "og:description")).toBe(`Description in ${locale} &amp; more`);
        expect(metaContent(html, "og:url")).toBe(`${BASE}${page}?lang=${locale}`);
        expect(links(html, "canonical")).toEqual([["", `${BASE}${page}?lang=${locale}`]]);
        expect(links(html, "alternate")).toEqual(EVERY_LANGUAGE(page));
        // The app's own script still loads, and nothing else runs: the CSP forbids inline scripts.
        expect(html).toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
        expect(html.match(/<script\b/g)).toHaveLength(1);
      });
    }
  }

  it("the page's address without a language answers in the request's language, and is its own canonical (x-default)", async () => {
    const german = await get("/how-it-works", { "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(german.body).toContain(heading("/how-it-works", "de"));
    expect(german.body).toContain('<html lang="de">');
    expect(links(german.body, "canonical")).toEqual([["", `${BASE}/how-it-works`]]);
    expect(links(german.body, "alternate")).toEqual(EVERY_LANGUAGE("/how-it-works"));
    expect(german.headers.vary).toContain("Accept-Language");

    const nobody = await get("/terms");
    expect(nobody.body).toContain(heading("/terms", "en"));
    const unknown = await get("/terms?lang=xx", { "accept-language": "pl" });
    expect(unknown.body).toContain(heading("/terms", "pl"));
    expect(links(unknown.body, "canonical")).toEqual([["", `${BASE}/terms`]]);
  });

  it("every public page is there in every language", async () => {
    for (const page of PUBLIC_PAGES) {
      for (const locale of LOCALES) {
        const response = await get(`${page}?lang=${locale}`);
        expect(response.body, `${page} ${locale}`).toContain(heading(page, locale));
      }
    }
  });

  it("is sent compressed as the request's Accept-Encoding allows, and whole to one that allows none", async () => {
    const plain = await get("/?lang=fr");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");

    const br = await get("/?lang=fr", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await get("/?lang=fr", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const none = await get("/?lang=fr", { "accept-encoding": "identity" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it("carries the pages' security headers (the content security policy)", async () => {
    const page = await get("/help?lang=it");
    const shell = await get("/dashboard");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).toBe(shell.headers["content-security-policy"]);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a browser with a session, and every other route, get the app's index.html as before", async () => {
    const signedIn = await get("/?lang=de", { cookie: "uplink_session=abc" });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(SHELL);
    const dashboard = await get("/dashboard?lang=de");
    expect(dashboard.body).toBe(SHELL);
    const head = await t.app.inject({ method: "HEAD", url: "/pricing?lang=es" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });
});

describe("a web build whose index.html lacks what a page goes into", () => {
  it("stops the server at start-up, naming what is missing", async () => {
    const dir = await webDirWithPublicPages();
    await writeFile(path.join(dir, "index.html"), SHELL.replace('<div id="root"></div>', ""));
    const app = Fastify();
    try {
      expect(() => registerPublicPages(app, dir, BASE)).toThrow(/index\.html lacks/);
    } finally {
      await app.close();
    }
  });
});
