import { sql, type RawBuilder } from "kysely";
import { EARTH_RADIUS_KM, KM_PER_DEGREE } from "@uplink/gazetteer";
import {
  said,
  SERVICE_RADIUS_KM_MAX,
  type InstallerDirectoryQuery,
  type ListedInstaller,
} from "@uplink/domain";
import type { ApiDeps } from "../context";
import { BadRequest } from "../errors";
import { toPublicSummary } from "./public-profile";
import { selectPublicSummaries } from "./public-summary";

const DEFAULT_PAGE = 50;

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
  const distance = distanceFrom(point);
  const rows = await deps.db
    .with("listed", () =>
      selectPublicSummaries(deps.db)
        .select([distance.as("distanceKm")])
        .where("installerProfiles.serviceLatitude", ">=", point.lat - reachDegrees)
        .where("installerProfiles.serviceLatitude", "<=", point.lat + reachDegrees)
        .where(sql<boolean>`${distance} <= installer_profiles.service_radius_km + ${radiusKm}`),
    )
    .with("ranked", (db) =>
      db
        .selectFrom("listed")
        .selectAll()
        .select(sql<number>`-coalesce(rating_average, 0)`.as("rank")),
    )
    .selectFrom("ranked")
    .selectAll()
    .$if(cursor !== undefined, (query) =>
      query.where(
        sql<boolean>`(distance_km, rank, id) > (select distance_km, rank, id from ranked where id = ${cursor ?? null})`,
      ),
    )
    .orderBy("distanceKm")
    .orderBy("rank")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toPublicSummary(row),
    distanceKm: Math.round(row.distanceKm * 10) / 10,
  }));
}

/** Great-circle distance in km from `point` to the service town (haversine, as the gazetteer's). */
function distanceFrom(point: { lat: number; lon: number }): RawBuilder<number> {
  return sql<number>`(${sql.lit(2 * EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(installer_profiles.service_latitude - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(installer_profiles.service_latitude))
    * power(sin(radians(installer_profiles.service_longitude - ${point.lon}) / 2), 2)))))`;
}
