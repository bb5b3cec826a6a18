import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "@uplink/db";
import { boundingBox, EARTH_RADIUS_KM } from "@uplink/gazetteer";
import type { ServiceArea } from "../auth/sessions";
import { compileOnce, type ValueOf } from "../compiled-query";
import { leadViewSelection, type LeadPlace, type LeadView } from "./to-lead";
import { partLimit } from "../keyset-page";
import { partyRatingSelection, type PartyRatingColumns } from "../reviews/user-ratings";

type ListedRow = LeadView & LeadPlace & PartyRatingColumns;

/*
 * An approved installer's job list once their service town is placed: first the "near"
 * part, newest first: the NEW leads within their radius, the NEW leads whose town is not
 * known (shown to every installer), and their own jobs wherever they are; then the "far"
 * part, newest first: the other NEW leads. Each part is one query that reads no more
 * than its page: "near" merges, newest first, the NEW leads not placed (an index of
 * their own), the NEW leads of each grid cell the service area touches (an index per
 * cell that carries the coordinates, so the box and the distance are checked in it) and
 * the installer's jobs (their index); "far" walks the NEW leads newest first past those
 * in the radius. "Far" is asked only when "near" runs out within a page: a page costs
 * one query, two where the parts meet and after.
 *
 * Paging stays keyset paging on (created_at, id) within each part. The cursor's lead
 * says which part it is listed in: "near" goes on after it or has nothing more, "far"
 * starts from its top or goes on after it.
 */

/** What the part queries are run with: the installer, the page, and the area. */
interface AreaValues {
  userId: string;
  cursor: string;
  limit: number;
  lat: number;
  lon: number;
  radiusKm: number;
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
  /** The grid cells (migration 0014) the area's bounding box touches. */
  cells: number[];
}

type Value = ValueOf<AreaValues>;
export type AreaPage = Pick<AreaValues, "userId" | "cursor" | "limit">;

/** The grid cell of a degree band of latitude and one of longitude, as leads.location_cell. */
function cellOf(latBand: number, lonBand: number): number {
  return (latBand + 90) * 1000 + lonBand + 180;
}

/** The values of an area: its centre, radius, bounding box and the grid cells it touches. */
export function areaValues(area: ServiceArea): Omit<AreaValues, keyof AreaPage> {
  const box = boundingBox(area, area.radiusKm);
  const cells: number[] = [];
  for (let lat = Math.floor(box.minLat); lat <= Math.floor(box.maxLat); lat += 1) {
    for (let lon = Math.floor(box.minLon); lon <= Math.floor(box.maxLon); lon += 1) {
      cells.push(cellOf(lat, lon));
    }
  }
  return { lat: area.lat, lon: area.lon, radiusKm: area.radiusKm, ...box, cells };
}

const column = (table: string, name: string) => sql.ref(`${table}.${name}`);

/** Great-circle distance in km from the area's centre to `table`'s lead (haversine, as the gazetteer's). */
function distanceFrom(value: Value, table: string): RawBuilder<number> {
  const lat = column(table, "latitude");
  const lon = column(table, "longitude");
  return sql<number>`(${sql.lit(2 * EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${value("lat")}) / 2), 2)
    + cos(radians(${value("lat")})) * cos(radians(${lat}))
    * power(sin(radians(${lon} - ${value("lon")}) / 2), 2)))))`;
}

/** A placed lead within the radius: inside the box first, which is cheap, then the distance. */
function withinRadius(value: Value, table: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${column(table, "latitude")} between ${value("minLat")} and ${value("maxLat")}
    and ${column(table, "longitude")} between ${value("minLon")} and ${value("maxLon")}
    and ${distanceFrom(value, table)} <= ${value("radiusKm")})`;
}

/** An installer's own job (accepted or later): listed with the near ones, wherever it is. */
function isOwnJob(value: Value, table: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${column(table, "installerId")} = ${value("userId")} and ${column(table, "status")} <> 'NEW')`;
}

/** Listed in the "near" part: their own job, not placed, or within the radius. */
function isNear(value: Value, table: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${isOwnJob(value, table)} or ${column(table, "latitude")} is null
    or ${withinRadius(value, table)})`;
}

type Part = "near" | "far";

/**
 * Past the cursor within `part`: after the cursor's lead when it was listed in `part`;
 * otherwise nothing ("near" after a "far" cursor) or everything ("far" after a "near"
 * one). A cursor naming no lead holds for nothing, which ends the list.
 */
function pastCursor(part: Part, value: Value, table: string): RawBuilder<SqlBool> {
  const cursorNear = isNear(value, "cursor");
  const samePart = part === "near" ? cursorNear : sql`not ${cursorNear}`;
  const otherwise = part === "near" ? sql`'-infinity'::timestamptz` : sql`'infinity'::timestamptz`;
  return sql<SqlBool>`(${column(table, "createdAt")}, ${column(table, "id")}) < (
    select case when ${samePart} then ${column("cursor", "createdAt")} else ${otherwise} end,
           ${column("cursor", "id")}
    from ${sql.table("leads")} as ${sql.id("cursor")}
    where ${column("cursor", "id")} = ${value("cursor")})`;
}

/**
 * Newest first, a page long: how each source of a part is read (its LIMIT a subquery, so
 * that it walks its index in order whatever the planner believes of the table, see
 * partLimit) and how the part is merged.
 */
const NEWEST_FIRST = (value: Value, table?: string) =>
  sql`order by ${table ? column(table, "createdAt") : sql.id("created_at")} desc,
    ${table ? column(table, "id") : sql.id("id")} desc
    limit ${table ? partLimit(value("limit")) : value("limit")}`;

/** The ids (and times) of a part's page, newest first. */
function partIds(
  part: Part,
  value: Value,
  paged: boolean,
): RawBuilder<{ id: string; created_at: Date }> {
  const past = (table: string) => (paged ? sql`and ${pastCursor(part, value, table)}` : sql``);
  const lead = (...names: string[]) => sql.join(names.map((name) => column("l", name)));
  const sources =
    part === "near"
      ? [
          sql`select ${lead("id", "createdAt")} from ${sql.table("leads")} as l
            where l.status = 'NEW' and l.latitude is null ${past("l")} ${NEWEST_FIRST(value, "l")}`,
          sql`select hit.id, hit.created_at from unnest(${value("cells")}::integer[]) as cell
            cross join lateral (
              select ${lead("id", "createdAt")} from ${sql.table("leads")} as l
              where l.status = 'NEW' and l.latitude is not null
                and ${column("l", "locationCell")} = cell
                and ${withinRadius(value, "l")} ${past("l")}
              ${NEWEST_FIRST(value, "l")}) as hit`,
          sql`select ${lead("id", "createdAt")} from ${sql.table("leads")} as l
            where ${isOwnJob(value, "l")} ${past("l")} ${NEWEST_FIRST(value, "l")}`,
        ]
      : [
          sql`select ${lead("id", "createdAt")} from ${sql.table("leads")} as l
            where l.status = 'NEW' and l.latitude is not null
              and not ${withinRadius(value, "l")} ${past("l")} ${NEWEST_FIRST(value, "l")}`,
        ];
  return sql`(select id, created_at from (${sql.join(
    sources.map((source) => sql`(${source})`),
    sql` union all `,
  )}) as candidates ${NEWEST_FIRST(value)})`;
}

/** A part's page, each lead with its place relative to the area. */
function partQuery(part: Part, paged: boolean) {
  return compileOnce<AreaValues, ListedRow>((db: Kysely<Database>, value: Value) => {
    const distance = distanceFrom(value, "leads");
    const placed = sql`${column("leads", "latitude")} is not null`;
    return db
      .selectFrom("leads")
      .innerJoin(partIds(part, value, paged).as("page"), (join) =>
        join.onRef("page.id", "=", "leads.id"),
      )
      .leftJoin("userRatings as installer_ratings", "installer_ratings.userId", "leads.installerId")
      .leftJoin("userRatings as customer_ratings", "customer_ratings.userId", "leads.customerId")
      .select(leadViewSelection())
      .select(partyRatingSelection())
      .select([
        sql<boolean>`${placed}`.as("located"),
        sql<number | null>`case when ${placed} then round(${distance} * 10) / 10 end`.as(
          "distanceKm",
        ),
        sql<boolean | null>`case when ${placed} then ${distance} <= ${value("radiusKm")} end`.as(
          "inServiceArea",
        ),
      ])
      .orderBy("page.created_at", "desc")
      .orderBy("page.id", "desc");
  });
}

const PART_QUERIES = {
  near: { first: partQuery("near", false), next: partQuery("near", true) },
  far: { first: partQuery("far", false), next: partQuery("far", true) },
};

/**
 * One part of an installer's list (see above): the page after `cursor` (from the top
 * when it is empty) of at most `limit` leads.
 */
export function listPart(db: Kysely<Database>, part: Part, area: ServiceArea, page: AreaPage) {
  const query = PART_QUERIES[part][page.cursor === "" ? "first" : "next"];
  return query(db, { ...page, ...areaValues(area) });
}
