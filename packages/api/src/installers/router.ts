import { z } from "zod";
import {
  installerDirectoryQuery,
  listedInstallerSchema,
  publicInstallerQuery,
  publicInstallerSchema,
} from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { inputParsedInSync, publicProcedure, router, sampledOutput } from "../trpc";
import { installerDirectory } from "./installer-directory";
import { publicProfile } from "./public-profile";

const installersApi = openApiFor({ tags: ["installers"], protect: false });

/**
 * What anyone may read about APPROVED installers, without a session (issue 25). Hot reads
 * of the public (the benchmark holds them to 0.6 of a bare twin): input parsed in sync,
 * a sample of answers checked (see trpc.ts).
 */
export const installersRouter = router({
  directory: publicProcedure
    .meta(
      installersApi.get(
        "/installers",
        "Installers near a town (no session needed)",
        "`near` (a town), `country` (ISO 3166-1 alpha-2 of a served country) and " +
          "`radiusKm` (0..500, default 0): the APPROVED installers whose service area " +
          "comes within `radiusKm` of the town — the distance to their placed service " +
          "town is at most their radius plus `radiusKm` (0: those who serve the town " +
          "itself) — nearest first, then the best rated, each with `distanceKm`. A town " +
          "not known is 400 naming it; a known town without installers an empty list. " +
          "`limit` 1..100 (default 50); for the next page pass the id of the last " +
          "installer of this one as `cursor`.",
      ),
    )
    .concat(inputParsedInSync(installerDirectoryQuery))
    .concat(sampledOutput(z.array(listedInstallerSchema)))
    .query(({ ctx, input }) => installerDirectory(ctx, input)),

  profile: publicProcedure
    .meta(
      installersApi.get(
        "/installers/{id}",
        "An installer's public profile (no session needed)",
        "For APPROVED installers only (404 for anyone else): company, first name and the " +
          "initial of the last, service town, country and radius, verified, member since, " +
          "jobs done, the average and count of the customers' revealed, unhidden ratings, " +
          "and those reviews newest first with the installer's reply. Never an email, " +
          "phone number, full last name or address. Reviews are paged: `limit` 1..100 " +
          "(default 20); for the next page pass the id of the last review as `cursor`.",
      ),
    )
    .concat(inputParsedInSync(publicInstallerQuery))
    .concat(sampledOutput(publicInstallerSchema))
    .query(({ ctx, input }) => publicProfile(ctx, input)),
});
