import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { tr } from "./catalogue";

const browser = useBrowser();

/*
 * Issue 23: pages that get through a slow link and can be found. What the browser really
 * receives: each script and stylesheet of the landing page compressed, and a title per
 * route in the language the visitor reads.
 */
describe("pages for slow links and search engines", () => {
  it("sends the landing page's HTML, scripts and stylesheets compressed to the browser", async () => {
    const page = await browser.newPage();
    const encodings = new Map<string, string | undefined>();
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "document" || type === "script" || type === "stylesheet") {
        encodings.set(response.url(), response.headers()["content-encoding"]);
      }
    });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(encodings.size).toBeGreaterThanOrEqual(3);
    for (const [url, encoding] of encodings) expect(encoding, url).toBe("br");
  });

  it("names each page in the language chosen, and the page the visitor goes to next", async () => {
    const page = await browser.newPage();
    await page.goto("/pricing");
    await expect.poll(() => page.title()).toBe(`${tr("en", "titles.pricing")} · Uplink`);

    await page.getByRole("banner").getByRole("combobox").selectOption("de");
    await expect.poll(() => page.title()).toBe(`${tr("de", "titles.pricing")} · Uplink`);
    await page
      .getByRole("banner")
      .getByRole("link", { name: tr("de", "header.signIn") })
      .click();
    await expect.poll(() => page.title()).toBe(`${tr("de", "titles.signIn")} · Uplink`);
    const description = page.locator('meta[name="description"]');
    expect(await description.getAttribute("content")).toBe(tr("de", "titles.description"));

    await page.goto("/no/such/page");
    await expect.poll(() => page.title()).toBe(`${tr("de", "titles.notFound")} · Uplink`);
  });

  it("tells crawlers what to read: robots.txt and a sitemap of the public pages", async () => {
    const robots = await fetch(`${browser.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const rules = await robots.text();
    expect(rules).toContain("Disallow: /api/");
    const sitemapLine = rules.split("\n").find((line) => line.startsWith("Sitemap: "));
    expect(sitemapLine).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/);

    const sitemap = await fetch(`${browser.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    expect(pages).toContain("/pricing");
    expect(pages).toContain("/how-it-works");
  });
});
