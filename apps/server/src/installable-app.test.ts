import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, makeWebDir, type TestApp } from "./test-support";

/*
 * Issue 23: the web app's manifest, icons and service worker are served so a browser
 * installs the app and updates its worker: the manifest as application/manifest+json,
 * the worker revalidated on every check (a cached sw.js would keep an old version).
 */

const PUBLIC = fileURLToPath(new URL("../../web/public", import.meta.url));
let t: TestApp;

beforeAll(async () => {
  const webDir = await makeWebDir();
  await mkdir(path.join(webDir, "icons"));
  await copyFile(
    path.join(PUBLIC, "manifest.webmanifest"),
    path.join(webDir, "manifest.webmanifest"),
  );
  await copyFile(
    path.join(PUBLIC, "icons", "icon-192.png"),
    path.join(webDir, "icons", "icon-192.png"),
  );
  await writeFile(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  t = await buildTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
});

describe("the installable app's files", () => {
  it("serves the manifest as application/manifest+json, revalidated", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.json()).toMatchObject({ short_name: "Uplink", display: "standalone" });
  });

  it("serves the service worker as JavaScript that is never taken from a cache unchecked", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the icons as PNG", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/icons/icon-192.png" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/png");
  });
});
