import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/**
 * The folder of the place tables (places/ of this package), found through the package's
 * name rather than this file's place: the server's bundle carries this code but not the
 * tables, which it reads from the installed package.
 */
export const PLACES_DIRECTORY = new URL(
  "places/",
  pathToFileURL(createRequire(import.meta.url).resolve("@uplink/gazetteer/package.json")),
);
