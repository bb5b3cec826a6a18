import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 23: what a browser needs to offer "Install": the manifest's fields, and icons of
 * 192 and 512 px that exist at their paths with the sizes they claim, one maskable.
 */

const WEB_APP = path.resolve(import.meta.dirname, "..");
const publicFile = (relative: string) => path.join(WEB_APP, "public", relative);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(readFileSync(publicFile("manifest.webmanifest"), "utf8")) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** A PNG's width and height, from its IHDR chunk (signature, length, "IHDR", width, height). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("web app manifest", () => {
  it("names the app and opens it standalone from the site's root", () => {
    expect(manifest.name).toMatch(/Uplink/);
    expect(manifest.short_name).toBe("Uplink");
    expect(manifest.start_url).toBe("/");
    expect(manifest.scope).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("has icons of 192 and 512 px that are the size they say, each also maskable", () => {
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(publicFile(icon.src))).toEqual({ width, height });
    }
    for (const purpose of ["any", "maskable"]) {
      const sizes = manifest.icons.filter((icon) => icon.purpose === purpose).map((i) => i.sizes);
      expect(sizes.sort()).toEqual(["192x192", "512x512"]);
    }
  });

  it("is linked from index.html, with the theme colour", () => {
    const html = readFileSync(path.join(WEB_APP, "index.html"), "utf8");
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });
});
