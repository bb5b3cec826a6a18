import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createVerifiedInstaller, markAnonymised } from "@uplink/api/testing";
import { buildTestApp, makeWebDir, type TestApp } from "./test-support";

/*
 * Issue 23, discoverable pages: robots.txt and sitemap.xml name the public pages at the
 * address the public reaches the server at (PUBLIC_URL), not the SPA's index.html.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    webDir: await makeWebDir(),
    env: { PUBLIC_URL: "https://uplink.example/" },
  });
});
afterAll(async () => {
  await t.close();
});

describe("what search engines are told", () => {
  it("robots.txt keeps crawlers out of the API and the signed-in screens and names the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/api/", "/trpc/", "/dashboard", "/admin", "/edit-lead/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The installers' public profiles and directory are for crawlers too.
    const disallowed = lines
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice(10));
    for (const path of ["/installers", "/installers/3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69"]) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
    expect(lines).toContain("Sitemap: https://uplink.example/sitemap.xml");
    expect(response.body).not.toContain("<html");
  });

  it("sitemap.xml lists the landing and information pages by their public address, each language's too, with every alternate", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const entries = [...response.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(match[1] ?? "")?.[1],
      alternates: [
        ...(match[1] ?? "").matchAll(
          /<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g,
        ),
      ].map((link) => `${link[1]} ${link[2]}`),
    }));
    const pages = [
      "/",
      "/how-it-works",
      "/pricing",
      "/help",
      "/contact",
      "/privacy",
      "/terms",
      "/installers",
    ];
    const languages = ["en", "de", "fr", "es", "it", "pl"];
    const addressesOf = (page: string) => [
      `https://uplink.example${page}`,
      ...languages.map((language) => `https://uplink.example${page}?lang=${language}`),
    ];
    expect(entries.map((entry) => entry.loc)).toEqual(pages.flatMap(addressesOf));
    for (const entry of entries) {
      const page = pages.find((path) => addressesOf(path).includes(entry.loc ?? ""));
      expect(entry.alternates, entry.loc).toEqual([
        ...languages.map(
          (language) => `${language} https://uplink.example${page}?lang=${language}`,
        ),
        `x-default https://uplink.example${page}`,
      ]);
    }
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(response.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
  });

  it("each page the sitemap lists is served (the SPA), and HEAD is answered too", async () => {
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    const paths = [...sitemap.body.matchAll(/<loc>https:\/\/uplink\.example([^<]*)<\/loc>/g)].map(
      (match) => match[1] ?? "",
    );
    for (const path of paths) {
      const page = await t.app.inject({ method: "GET", url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers["content-type"], path).toContain("text/html");
    }
    const head = await t.app.inject({ method: "HEAD", url: "/robots.txt" });
    expect(head.statusCode).toBe(200);
  });
});

describe("installers in the sitemap", () => {
  it("lists each APPROVED installer's public profile in every language, never an unapproved, deleted one or a customer", async () => {
    const { db } = t.database;
    const approved = await createVerifiedInstaller(db, "APPROVED");
    const pending = await createVerifiedInstaller(db, "ACCEPTED");
    const fresh = await createVerifiedInstaller(db, "NEW");
    const rejected = await createVerifiedInstaller(db, "REJECTED");
    const deleted = await createVerifiedInstaller(db, "APPROVED");
    await markAnonymised(db, [deleted]);
    const customer = await createUser(db, { role: "customer" });
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    const profile = `https://uplink.example/installers/${approved.id}`;
    expect(sitemap).toContain(
      [
        "  <url>",
        `    <loc>${profile}?lang=de</loc>`,
        ...["en", "de", "fr", "es", "it", "pl"].map(
          (language) =>
            `    <xhtml:link rel="alternate" hreflang="${language}" href="${profile}?lang=${language}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${profile}"/>`,
        "  </url>",
      ].join("\n"),
    );
    expect(sitemap).toContain(`<loc>${profile}</loc>`);
    for (const user of [pending, fresh, rejected, deleted, customer]) {
      expect(sitemap).not.toContain(user.id);
    }
  });
});
