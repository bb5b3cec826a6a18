// Measures the landing page as it travels to a browser (issue 23): index.html, every
// script it loads before it can render (its module scripts and modulepreloads and what
// they import statically; lazily imported screens are excluded) and every stylesheet it
// links, each as the server sends it to `Accept-Encoding: br, gzip` — its .br beside it
// in dist, else its .gz, else the file itself (@fastify/static `preCompressed` picks them
// in that order, apps/server/src/plugins/spa.ts). Fails above the budget. The landing
// JavaScript's gzip figure (the former budget, 110 KB) is printed too. When the build
// rendered the public pages (dist/prerendered-pages.json), the server sends `/` as
// index.html with the English landing page in `#root` (apps/server/src/plugins/public-pages.ts),
// compressed as the build compresses: that is the HTML measured.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
const html = readFileSync(join(dist, "index.html"), "utf8");

const attributePaths = (pattern) => [...html.matchAll(pattern)].map((m) => m[1]);
const scripts = [
  ...attributePaths(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
  ...attributePaths(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
];
const stylesheets = attributePaths(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/g);

const landingScripts = new Set();
const pending = [...scripts];
while (pending.length > 0) {
  const file = pending.pop();
  if (landingScripts.has(file)) continue;
  landingScripts.add(file);
  const code = readFileSync(join(dist, file), "utf8");
  // Static `import … from "./x.js"` / `import "./x.js"`; dynamic `import("./x.js")` has a parenthesis and is skipped.
  for (const [, specifier] of code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    pending.push(posix.join(posix.dirname(file), specifier));
  }
}

const prerenderedFile = join(dist, "prerendered-pages.json");
/** The landing page's HTML as the server sends it (the SPA's index.html if nothing was rendered). */
const landingHtml = existsSync(prerenderedFile)
  ? html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${JSON.parse(readFileSync(prerenderedFile, "utf8"))["/"].en.html}</div>`,
    )
  : null;

/** What the server sends for `file` to a client taking br and gzip: encoding and bytes. */
function onTheWire(file) {
  if (file === "index.html" && landingHtml !== null) {
    const brotli = brotliCompressSync(landingHtml, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    return { encoding: "br, rendered landing page", bytes: brotli.length };
  }
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ]) {
    const variant = join(dist, `${file}${suffix}`);
    if (existsSync(variant)) return { encoding, bytes: readFileSync(variant).length };
  }
  return { encoding: "identity", bytes: readFileSync(join(dist, file)).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2).padStart(9)} KB`;
let wireBytes = 0;
for (const file of ["index.html", ...[...landingScripts].sort(), ...stylesheets.sort()]) {
  const { encoding, bytes } = onTheWire(file);
  wireBytes += bytes;
  const size = readFileSync(join(dist, file)).length;
  console.log(`${kb(bytes)}  ${file} (${encoding}; ${(size / 1024).toFixed(2)} KB as built)`);
}
const jsGzipBytes = [...landingScripts].reduce(
  (total, file) => total + gzipSync(readFileSync(join(dist, file))).length,
  0,
);
console.log(`${kb(jsGzipBytes)}  landing JS, gzip (the former measure)`);
console.log(
  `${kb(wireBytes)}  landing page on the wire, Accept-Encoding: br, gzip (budget ${BUDGET_KB} KB)`,
);
if (wireBytes / 1024 > BUDGET_KB) {
  console.error(`The landing page exceeds its ${BUDGET_KB} KB on the wire.`);
  process.exitCode = 1;
}
