import { tmpdir } from "node:os";
import path from "node:path";
import { BENCHMARKS_DOC } from "./paths";
import { FULL, QUICK, type Profile } from "./profile";

export interface Options {
  profile: Profile;
  /** Where the report is written. */
  out: string;
  /**
   * Only these paths (scenario ids, or `photos` for the photo uploads), for looking into
   * one path: the sign-in and paint measurements and the photo uploads unless named are
   * then left out, and the report says so.
   */
  only?: ReadonlySet<string>;
}

export const USAGE = `Usage: pnpm bench [--quick] [--out FILE]

  --quick     small data and 1 s rounds (CI); writes to a temporary file unless --out is given
  --out FILE  write the report there instead (a full run writes docs/benchmarks.md)
  --only IDS  measure only these paths (comma-separated: list-rest, list-area, list-fresh,
              list-trpc, list-trpc-batch, poll, health, detail, installers-near,
              installer-profile, photos, sign-in, slow-landing, slow-request,
              slow-list, list-cpu), for
              profiling one of them; the product server gets BENCH_NODE_OPTIONS (e.g. --cpu-prof) as
              node flags

The database server is BENCH_DATABASE_URL or DATABASE_URL (a database uplink_bench_* is
created on it and dropped after), else an embedded PostgreSQL server. Chromium is
CHROMIUM_PATH or /usr/bin/chromium.`;

export class UsageError extends Error {}

/**
 * Reads the command line; `now` names a quick run's file. A relative --out is taken from
 * where `pnpm bench` was typed (INIT_CWD), not from this package.
 */
export function parseOptions(
  args: readonly string[],
  { now = new Date(), cwd = process.env.INIT_CWD ?? process.cwd() } = {},
): Options {
  let quick = false;
  let out: string | undefined;
  let only: Set<string> | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--quick") quick = true;
    else if (arg === "--out") {
      out = args[++index];
      if (out === undefined || out.startsWith("--")) throw new UsageError("--out needs a file");
    } else if (arg?.startsWith("--out=")) out = arg.slice("--out=".length);
    else if (arg === "--only") {
      const ids = args[++index];
      if (ids === undefined || ids.startsWith("--")) throw new UsageError("--only needs path ids");
      only = new Set(ids.split(",").filter((id) => id !== ""));
    } else if (arg === "--") continue;
    else throw new UsageError(`unknown argument ${arg}`);
  }
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  // Only the full run of every path is the documented one.
  const fallback =
    quick || only
      ? path.join(tmpdir(), `uplink-bench-${quick ? "quick" : "partial"}-${stamp}.md`)
      : BENCHMARKS_DOC;
  return {
    profile: quick ? QUICK : FULL,
    out: path.resolve(cwd, out ?? fallback),
    ...(only ? { only } : {}),
  };
}
