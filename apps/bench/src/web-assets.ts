import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { posix } from "node:path";
import { gzipSync } from "node:zlib";

/*
 * What the built SPA (apps/web/dist) makes a browser download: the JavaScript the landing
 * route `/` loads before it can render (index.html's module scripts and modulepreloads,
 * and everything they import statically), and for every lazily loaded chunk (a screen
 * of a route, or deferred code such as the account menu) what loading it adds; and the
 * landing page on the wire (issue 23): index.html, those scripts and the stylesheets it
 * links, each as the server sends it to `Accept-Encoding: br, gzip` (its .br beside it
 * in dist, else its .gz, else the file: @fastify/static `preCompressed`'s order).
 */

export interface ChunkSize {
  /** The chunk's name without its content hash, e.g. `DashboardScreen`. */
  name: string;
  /** Its path inside dist, e.g. `assets/DashboardScreen-BG5tNTeO.js`. */
  file: string;
  gzipBytes: number;
  /** It, and what it imports that the landing route has not loaded yet, gzipped. */
  addedGzipBytes: number;
}

/** One file of the landing page as the server sends it. */
export interface FileOnTheWire {
  file: string;
  encoding: "br" | "gzip" | "identity";
  bytes: number;
}

export interface WebAssetReport {
  landing: { files: string[]; gzipBytes: number };
  /** The landing page as transferred to `Accept-Encoding: br, gzip`. */
  wire: { files: FileOnTheWire[]; bytes: number };
  /** Every chunk loaded only by a dynamic import(), by name. */
  lazy: ChunkSize[];
  /** Every JavaScript file of the build, gzipped. */
  totalGzipBytes: number;
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/?([^"]+\.js)"/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/?([^"]+\.js)"/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/?([^"]+\.css)"/g;
const STATIC_IMPORT = /\b(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** The scripts index.html loads at once, as paths inside dist. */
export function entryScripts(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map(
    (match) => match[1] as string,
  );
}

/** The stylesheets index.html links, as paths inside dist. */
export function entryStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map((match) => match[1] as string);
}

function importsOf(file: string, code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((match) =>
    posix.normalize(posix.join(posix.dirname(file), match[1] as string)),
  );
}

/** `file` and everything it imports statically, transitively. */
function staticClosure(roots: string[], codeOf: (file: string) => string): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, codeOf(file), STATIC_IMPORT));
  }
  return seen;
}

export function chunkName(file: string): string {
  const base = posix.basename(file);
  return /^(.+)-[\w-]{8}\.js$/.exec(base)?.[1] ?? base.replace(/\.js$/, "");
}

/** `file` as sent to a client taking br and gzip: its precompressed sibling if it has one. */
function onTheWire(file: string, files: ReadonlyMap<string, Buffer>): FileOnTheWire {
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    const variant = files.get(`${file}${suffix}`);
    if (variant !== undefined) return { file, encoding, bytes: variant.length };
  }
  const contents = files.get(file);
  if (contents === undefined) throw new Error(`${file} is loaded but not in the build`);
  return { file, encoding: "identity", bytes: contents.length };
}

/**
 * The landing route's JavaScript and every lazy chunk, from index.html and the files'
 * text (`files` maps each path inside dist to its contents: scripts, stylesheets,
 * index.html and their .br and .gz).
 */
export function analyseWebAssets(html: string, files: ReadonlyMap<string, Buffer>): WebAssetReport {
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipBytes.get(file);
    if (size === undefined) {
      const contents = files.get(file);
      if (contents === undefined) throw new Error(`${file} is imported but not in the build`);
      size = gzipSync(contents).length;
      gzipBytes.set(file, size);
    }
    return size;
  };
  const codeOf = (file: string) => {
    const contents = files.get(file);
    if (contents === undefined) throw new Error(`${file} is imported but not in the build`);
    return contents.toString("utf8");
  };
  const sum = (set: Iterable<string>) => [...set].reduce((total, file) => total + sizeOf(file), 0);

  const scripts = [...files.keys()].filter((file) => file.endsWith(".js"));
  const landing = staticClosure(entryScripts(html), codeOf);
  const lazyFiles = new Set(
    scripts.flatMap((file) => importsOf(file, codeOf(file), DYNAMIC_IMPORT)),
  );
  const lazy = [...lazyFiles]
    .filter((file) => !landing.has(file))
    .map((file) => {
      const added = [...staticClosure([file], codeOf)].filter((other) => !landing.has(other));
      return { name: chunkName(file), file, gzipBytes: sizeOf(file), addedGzipBytes: sum(added) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const pageFiles = new Map(files);
  if (!pageFiles.has("index.html")) pageFiles.set("index.html", Buffer.from(html));
  const wire = ["index.html", ...[...landing].sort(), ...entryStylesheets(html)].map((file) =>
    onTheWire(file, pageFiles),
  );
  return {
    landing: { files: [...landing].sort(), gzipBytes: sum(landing) },
    wire: { files: wire, bytes: wire.reduce((total, file) => total + file.bytes, 0) },
    lazy,
    totalGzipBytes: sum(scripts),
  };
}

/** Reads a build folder (apps/web/dist) and analyses it. */
export async function readWebAssets(distDir: string): Promise<WebAssetReport> {
  const html = await readFile(path.join(distDir, "index.html"), "utf8");
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(?:js|css|html)(?:\.br|\.gz)?$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(distDir, full).split(path.sep).join("/"), await readFile(full));
  }
  return analyseWebAssets(html, files);
}
