import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@uplink/db";
import { EARTH_RADIUS_KM, KM_PER_DEGREE } from "@uplink/gazetteer";
import {
  said,
  SERVICE_RADIUS_KM_MAX,
  type InstallerDirectoryQuery,
  type ListedInstaller,
} from "@uplink/domain";
import type { ApiDeps } from "../context";
import { compileOnce, type ValueOf } from "../compiled-query";
import { BadRequest } from "../errors";
import { toPublicSummary } from "./public-profile";
import { selectPublicSummaries } from "./public-summary";

const DEFAULT_PAGE = 50;

interface DirectoryValues {
  lat: number;
  lon: number;
  /** The band of latitude no service area reaches beyond. */
  southmost: number;
  northmost: number;
  radiusKm: number;
  limit: number;
  cursor: string;
}

/** An alias the query gave, as written (compileOnce keeps aliases, and a ref would be snake_cased). */
const alias = (name: "distanceKm" | "ratingAverage" | "rank" | "id") => sql.raw(`"${name}"`);

/**
 * The directory's page, the first or the one after `cursor` (compiled once: building the
 * query with its common table expressions took longer than the rest of the answer).
 */
const directoryPageOf = (paged: boolean) =>
  compileOnce((db: Kysely<Database>, value: ValueOf<DirectoryValues>) => {
    const distance = distanceFrom(value("lat"), value("lon"));
    return db
      .with("listed", () =>
        selectPublicSummaries(db)
          .select([distance.as("distanceKm")])
          .where("installerProfiles.serviceLatitude", ">=", value("southmost"))
          .where("installerProfiles.serviceLatitude", "<=", value("northmost"))
          .where(
            sql<boolean>`${distance} <= installer_profiles.service_radius_km + ${value("radiusKm")}`,
          ),
      )
      .with("ranked", (ranked) =>
        ranked
          .selectFrom("listed")
          .selectAll()
          .select(sql<number>`-coalesce(${alias("ratingAverage")}, 0)`.as("rank")),
      )
      .selectFrom("ranked")
      .selectAll()
      .$if(paged, (query) =>
        query.where(
          sql<boolean>`(${alias("distanceKm")}, ${alias("rank")}, ${alias("id")}) > (select ${alias("distanceKm")}, ${alias("rank")}, ${alias("id")} from ranked where ${alias("id")} = ${value("cursor")})`,
        ),
      )
      .orderBy(sql`${alias("distanceKm")}`)
      .orderBy(sql`${alias("rank")}`)
      .orderBy(sql`${alias("id")}`)
      .limit(value("limit"));
  });
const FIRST_PAGE = directoryPageOf(false);
const NEXT_PAGE = directoryPageOf(true);

/**
 * The directory of installers near a town (issue 25), for anyone: the APPROVED
 * installers whose placed service area comes within `radiusKm` of the town the
 * gazetteer places — the great-circle distance to their service town is at most their
 * radius plus `radiusKm` — nearest first, then the best rated, each with that distance.
 * Paged by the id of the last installer of the previous page, in the same order. A town
 * the gazetteer does not know is a 400 naming it.
 */
export async function installerDirectory(
  deps: ApiDeps,
  { near, country, radiusKm, limit = DEFAULT_PAGE, cursor }: InstallerDirectoryQuery,
): Promise<ListedInstaller[]> {
  const point = await deps.gazetteer.locatePlace({ country, city: near });
  if (!point) throw new BadRequest(said.reviews.unknownTown(near));
  // No service area reaches farther than the largest radius: a band of latitude first.
  const reachDegrees = (SERVICE_RADIUS_KM_MAX + radiusKm) / KM_PER_DEGREE;
  const rows = await (cursor ? NEXT_PAGE : FIRST_PAGE)(deps.db, {
    lat: point.lat,
    lon: point.lon,
    southmost: point.lat - reachDegrees,
    northmost: point.lat + reachDegrees,
    radiusKm,
    limit,
    cursor: cursor ?? "",
  });
  return rows.map((row) => ({
    ...toPublicSummary(row),
    distanceKm: Math.round(row.distanceKm * 10) / 10,
  }));
}

/** Great-circle distance in km from the point to the service town (haversine, as the gazetteer's). */
function distanceFrom(lat: number, lon: number): RawBuilder<number> {
  return sql<number>`(${sql.lit(2 * EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(installer_profiles.service_latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(installer_profiles.service_latitude))
    * power(sin(radians(installer_profiles.service_longitude - ${lon}) / 2), 2)))))`;
}
