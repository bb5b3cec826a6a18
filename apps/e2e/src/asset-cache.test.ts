import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";

/*
 * Issue 23: the service worker keeps fingerprinted files (/assets/) it fetched in the
 * cache `uplink-assets`. Each deploy brings new names, so without trimming the cache
 * would grow with every build a phone ever saw. When a version activates it keeps only
 * its own build's files.
 */

const browser = useBrowser();
const ASSET_CACHE = "uplink-assets";

describe("the service worker's asset cache", { timeout: 120_000 }, () => {
  it("drops the files of earlier builds when a version activates, and keeps its own", async () => {
    const page = await browser.newPage({ serviceWorkers: "allow" });
    // A file of the origin that registers no worker: the cache is filled before one does.
    await page.goto("/robots.txt");
    const current = await page.evaluate(async () => {
      const worker = await (await fetch("/sw.js")).text();
      const name = /"(\/assets\/[^"]+\.js)"/.exec(worker)?.[1];
      if (name === undefined) throw new Error("sw.js names no script of its build");
      return name;
    });
    const earlier = ["/assets/index-0ld8uild.js", "/assets/Dashboard-0ld8uild.css"];
    await page.evaluate(
      async ({ cacheName, names }) => {
        const cache = await caches.open(cacheName);
        for (const name of names) await cache.put(name, new Response("/* an earlier build */"));
      },
      { cacheName: ASSET_CACHE, names: [...earlier, current] },
    );

    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const kept = await page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, ASSET_CACHE);
    expect(kept).toContain(current);
    for (const name of earlier) expect(kept).not.toContain(name);
  });
});
