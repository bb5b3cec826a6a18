import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { buildPlaceTables } from "../src/build-place-tables";
import { readGeonamesDump } from "../src/geonames-source";
import { PLACES_DIRECTORY } from "../src/place-files";

// Rewrites places/*.tsv from the installed GeoNames dump: run after updating it.
const { source, lines } = readGeonamesDump();
const tables = buildPlaceTables(lines, source);
mkdirSync(PLACES_DIRECTORY, { recursive: true });
for (const file of readdirSync(PLACES_DIRECTORY)) {
  if (file.endsWith(".tsv")) rmSync(new URL(file, PLACES_DIRECTORY));
}
for (const [name, table] of tables) writeFileSync(new URL(`${name}.tsv`, PLACES_DIRECTORY), table);
console.log(`${tables.size} tables from ${source}`);
