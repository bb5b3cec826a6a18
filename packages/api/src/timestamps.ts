import { sql, type RawBuilder } from "kysely";

/** Responses carry instants as ISO 8601 strings in UTC. */
export function isoOrNull(date: Date | string | null): string | null {
  return date === null ? null : isoOf(date);
}

/** An instant as an ISO 8601 string in UTC, whether read as a Date or as isoText. */
export function isoOf(date: Date | string): string {
  return typeof date === "string" ? date : date.toISOString();
}

/**
 * A timestamptz column read as the ISO 8601 text `Date.toISOString()` would write
 * (milliseconds truncated, UTC, `Z`), formatted by PostgreSQL: a hot list reads its
 * instants as strings without parsing each into a Date and writing it out again.
 */
export function isoText<Text extends string | null = string>(column: string): RawBuilder<Text> {
  return sql<Text>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
