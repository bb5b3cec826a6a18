import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const WORKER_SOURCE = fileURLToPath(new URL("../src/sw/service-worker.ts", import.meta.url));

/** The public files the installed app shows before any script runs. */
const PUBLIC_SHELL = [
  "/index.html",
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-maskable-192.png",
];

/**
 * The files the worker caches at install: the public shell and, of the build's files
 * (`fileNames`), every script and stylesheet: the first page's and every lazily loaded
 * screen's, toast list's and dialog's, so none is missing when the app is opened offline
 * (a screen whose code is missing would leave the page blank). Fetched once per version,
 * in the background after the page has loaded; the server sends them compressed.
 */
export function shellFiles(fileNames: string[]): string[] {
  const code = fileNames.filter((fileName) => /^assets\/.+\.(?:js|css)$/.test(fileName));
  return [...PUBLIC_SHELL, ...code.sort().map((fileName) => `/${fileName}`)];
}

/** Every fingerprinted file of the build (/assets/…): what the worker's asset cache may keep. */
export function buildAssets(fileNames: string[]): string[] {
  return fileNames
    .filter((fileName) => fileName.startsWith("assets/"))
    .sort()
    .map((fileName) => `/${fileName}`);
}

/** The worker's code, bundled on its own (it shares no chunk with the app). */
async function workerCode(): Promise<string> {
  const { rolldown } = await import("rolldown");
  const build = await rolldown({ input: WORKER_SOURCE, platform: "browser" });
  try {
    const { output } = await build.generate({ format: "iife", minify: true });
    return output[0].code;
  } finally {
    await build.close();
  }
}

/**
 * Writes dist/sw.js (issue 23): the worker of src/sw/service-worker.ts with the shell's
 * files, the build's fingerprinted files (`assets`, all the asset cache keeps) and a
 * version named by them, so each build whose files changed installs anew.
 */
export function serviceWorker(): Plugin {
  return {
    name: "uplink-service-worker",
    apply: "build",
    enforce: "post",
    async generateBundle(_options, bundle) {
      const files = shellFiles(Object.keys(bundle));
      const assets = buildAssets(Object.keys(bundle));
      const version = createHash("sha256")
        .update([...files, ...assets].join("\n"))
        .digest("hex")
        .slice(0, 16);
      const shell = JSON.stringify({ version, files, assets });
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: `self.__UPLINK_SHELL__=${shell};\n${await workerCode()}`,
      });
    },
  };
}
