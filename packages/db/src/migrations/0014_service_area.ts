import { sql, type Kysely } from "kysely";

/*
 * Installers' service areas (issue 14). A request is placed on the map when it is posted
 * or edited, and an installer's service area when it is saved: the point of its town
 * (from the gazetteer), or none when the town is not known. Rows made before stay
 * unplaced. An installer's profile also names the town of its service area, since the
 * gazetteer finds places by town, not by postal code.
 *
 * An approved installer's job list shows the NEW requests within their radius first.
 * Three partial indexes of the NEW leads serve it:
 * - by grid cell (a degree of latitude by a degree of longitude, numbered
 *   1000 × (floor(latitude) + 90) + floor(longitude) + 180), newest first, carrying the
 *   coordinates: the cells around an installer's point are each walked newest first,
 *   and the distance is measured in the index;
 * - the unplaced ones, newest first: they are shown to every installer, with the near;
 * - (the NEW leads beyond the radius walk leads_status_created_at_idx of 0001.)
 *
 * A service area is part of what a session tells about its holder (the job list reads
 * it from there), so a change of it is notified like a change of the user (0008).
 */

const CHANNEL = "session_changes";
const SERVICE_AREA = ["service_city", "service_latitude", "service_longitude", "service_radius_km"];

/** Both or neither, and on the globe. */
const point = (lat: string, lon: string) =>
  sql`(${sql.ref(lat)} is null) = (${sql.ref(lon)} is null)
    and ${sql.ref(lat)} between -90 and 90 and ${sql.ref(lon)} between -180 and 180`;

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("latitude", "double precision")
    .addColumn("longitude", "double precision")
    .execute();
  await db.schema
    .alterTable("leads")
    .addCheckConstraint("leads_location_check", point("latitude", "longitude"))
    .execute();
  await sql`
    alter table leads add column location_cell integer generated always as
      ((floor(latitude)::integer + 90) * 1000 + floor(longitude)::integer + 180) stored
  `.execute(db);
  // Kysely's index builder has no INCLUDE.
  await sql`
    create index leads_new_location_cell_idx on leads (location_cell, created_at desc, id desc)
      include (latitude, longitude) where status = 'NEW' and latitude is not null
  `.execute(db);
  await db.schema
    .createIndex("leads_new_unlocated_created_at_idx")
    .on("leads")
    .columns(["created_at desc", "id desc"])
    .where(sql<boolean>`status = 'NEW' and latitude is null`)
    .execute();

  await db.schema
    .alterTable("installer_profiles")
    .addColumn("service_city", "text")
    .addColumn("service_latitude", "double precision")
    .addColumn("service_longitude", "double precision")
    .execute();
  await db.schema
    .alterTable("installer_profiles")
    .addCheckConstraint(
      "installer_profiles_service_location_check",
      point("service_latitude", "service_longitude"),
    )
    .execute();
  await sql`
    create function notify_service_area_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANNEL)}, 'user:' || coalesce(new.user_id, old.user_id));
      return null;
    end;
    $$
  `.execute(db);
  const columnsOf = (row: "old" | "new") =>
    sql.join(SERVICE_AREA.map((column) => sql.ref(`${row}.${column}`)));
  await sql`
    create trigger installer_profiles_notify_change after update on installer_profiles
    for each row
    when ((${columnsOf("old")}) is distinct from (${columnsOf("new")}))
    execute function notify_service_area_change()
  `.execute(db);
  await sql`
    create trigger installer_profiles_notify_insert_delete
    after insert or delete on installer_profiles
    for each row execute function notify_service_area_change()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger installer_profiles_notify_insert_delete on installer_profiles`.execute(db);
  await sql`drop trigger installer_profiles_notify_change on installer_profiles`.execute(db);
  await sql`drop function notify_service_area_change()`.execute(db);
  await db.schema
    .alterTable("installer_profiles")
    .dropColumn("service_longitude")
    .dropColumn("service_latitude")
    .dropColumn("service_city")
    .execute();
  await db.schema.dropIndex("leads_new_unlocated_created_at_idx").execute();
  await db.schema.dropIndex("leads_new_location_cell_idx").execute();
  await db.schema
    .alterTable("leads")
    .dropColumn("location_cell")
    .dropColumn("longitude")
    .dropColumn("latitude")
    .execute();
}
