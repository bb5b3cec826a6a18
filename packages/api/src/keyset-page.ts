import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";

/** The tables whose lists are paged on (created_at, id), each along an index ending in them. */
export type PagedTable =
  "leads" | "users" | "alerts" | "activities" | "adminNotices" | "offers" | "reviews";

/**
 * Keyset paging: true for the rows of `table` that come after the row `cursor` names
 * in a list ordered by (created_at, id) `order` — the next page, as cheap as the first,
 * with nothing skipped or repeated while rows arrive. A cursor naming no row (or, with
 * `owner`, a row of someone else) holds for no row, which ends the list.
 */
export function pastCursor(
  table: PagedTable,
  cursor: string,
  order: "asc" | "desc",
  owner?: { column: "userId" | "subjectId"; id: string },
): Expression<SqlBool> {
  const comesAfter = order === "desc" ? sql.raw("<") : sql.raw(">");
  const ownedBy = owner ? sql` and ${sql.ref(`cursor_row.${owner.column}`)} = ${owner.id}` : sql``;
  return sql<SqlBool>`(${sql.ref(`${table}.createdAt`)}, ${sql.ref(`${table}.id`)}) ${comesAfter} (
    select ${sql.ref("cursor_row.createdAt")}, ${sql.ref("cursor_row.id")}
    from ${sql.table(table)} as ${sql.id("cursor_row")}
    where ${sql.ref("cursor_row.id")} = ${cursor}${ownedBy})`;
}

/**
 * A part's LIMIT, as a subquery: the planner then cannot tell how many rows the part
 * yields and assumes a tenth of them is wanted, so it walks the part's index in order
 * for whatever it believes of the table. With the page size written in, a table never
 * analysed (right after a bulk load) is believed to hold a handful of matching rows,
 * and gathering them all for a sort looks as cheap: it reads every one of them.
 */
export function partLimit(limit: number): RawBuilder<number> {
  return sql<number>`(select ${limit}::integer)`;
}
