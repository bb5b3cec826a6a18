// Measures the JavaScript the landing page loads before it can render: the
// entry chunk of dist/index.html plus every chunk it imports statically
// (lazily imported screens are excluded), gzipped. Fails above the budget.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 110;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
const html = readFileSync(join(dist, "index.html"), "utf8");

const entries = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]);
const seen = new Set();
const pending = [...entries];
while (pending.length > 0) {
  const file = pending.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(dist, file), "utf8");
  // Static `import … from "./x.js"` / `import "./x.js"`; dynamic `import("./x.js")` has a parenthesis and is skipped.
  for (const [, specifier] of code.matchAll(/\b(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) {
    pending.push(join(dirname(file), specifier));
  }
}

let totalBytes = 0;
for (const file of [...seen].sort()) {
  const bytes = gzipSync(readFileSync(join(dist, file))).length;
  totalBytes += bytes;
  console.log(`${(bytes / 1024).toFixed(2).padStart(9)} KB  ${file}`);
}
const totalKb = totalBytes / 1024;
console.log(`${totalKb.toFixed(2).padStart(9)} KB  landing JS, gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Landing JS exceeds its ${BUDGET_KB} KB gzip budget.`);
  process.exitCode = 1;
}
