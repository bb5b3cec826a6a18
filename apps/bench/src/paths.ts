import { fileURLToPath } from "node:url";

/** The repository root, from apps/bench/src. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** This package, the working directory of the reference server. */
export const BENCH_DIR = fileURLToPath(new URL("../", import.meta.url));
/** The production build of the server, as `npm start` runs it. */
export const SERVER_ENTRY = fileURLToPath(new URL("../../server/dist/main.js", import.meta.url));
/** The built SPA the server serves. */
export const WEB_DIST = fileURLToPath(new URL("../../web/dist/", import.meta.url));
/** Where a full run writes its table. */
export const BENCHMARKS_DOC = fileURLToPath(
  new URL("../../../docs/benchmarks.md", import.meta.url),
);
