import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the plugin's build hooks on a dist folder holding `files`. */
async function buildWith(files: Record<string, string | Buffer>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), "uplink-precompress-"));
  const outDir = path.join(dir, "dist");
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), contents);
  }
  const plugin = precompress();
  const call = (hook: unknown, ...args: unknown[]) =>
    (hook as (...a: unknown[]) => unknown).call({}, ...args);
  call(plugin.configResolved, { root: dir, build: { outDir: "dist" } });
  call(plugin.closeBundle);
  return outDir;
}

describe("precompress", () => {
  it("writes .br and .gz beside index.html, scripts and stylesheets, decoding to the file", async () => {
    const script = `export const text = ${JSON.stringify("uplink ".repeat(500))};`;
    const css = ".a{color:red}".repeat(200);
    const html = `<!doctype html><html><head>${"<meta>".repeat(50)}</head></html>`;
    const outDir = await buildWith({
      "index.html": html,
      "assets/app-1.js": script,
      "assets/app-1.css": css,
    });
    for (const [file, contents] of [
      ["index.html", html],
      ["assets/app-1.js", script],
      ["assets/app-1.css", css],
    ] as const) {
      const br = await readFile(path.join(outDir, `${file}.br`));
      const gz = await readFile(path.join(outDir, `${file}.gz`));
      expect(br.length).toBeLessThan(contents.length);
      expect(brotliDecompressSync(br).toString()).toBe(contents);
      expect(gunzipSync(gz).toString()).toBe(contents);
    }
  });

  it("leaves images alone, and a file compression would not shrink", async () => {
    const outDir = await buildWith({
      "assets/photo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
      "assets/x.js": "1",
    });
    expect((await readdir(path.join(outDir, "assets"))).sort()).toEqual(["photo.png", "x.js"]);
  });
});
