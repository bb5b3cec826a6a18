import { paths } from "../app/paths";

/**
 * The pages a search engine may read without signing in that are sent rendered (the
 * server's sitemap lists them, and the installers' directory and public profiles,
 * apps/server/src/plugins/discovery.ts).
 */
export const PUBLIC_PAGES: readonly string[] = [
  paths.landing,
  paths.howItWorks,
  paths.pricing,
  paths.help,
  paths.contact,
  paths.privacy,
  paths.terms,
];
