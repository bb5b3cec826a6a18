import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

/** `contents` as brotli (quality 11) and gzip (level 9): each worth paying for once, at build. */
export function precompressed(contents: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(contents, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz: gzipSync(contents, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build (index.html,
 * scripts, stylesheets, public/ text) when they are smaller than it. The server
 * (apps/server/src/plugins/spa.ts, @fastify/static `preCompressed`) sends the one the
 * request's Accept-Encoding allows, so no asset is compressed per request (issue 23).
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "uplink-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const contents = readFileSync(file);
        const { br, gz } = precompressed(contents);
        if (br.length < contents.length) writeFileSync(`${file}.br`, br);
        if (gz.length < contents.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
