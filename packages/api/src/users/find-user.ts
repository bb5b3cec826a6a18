import { sql, type Kysely } from "kysely";
import type { Database, UserRow } from "@uplink/db";

/**
 * Emails are unique case-insensitively, by PostgreSQL's lower() on both sides so the
 * lookup agrees with the unique index. Deleted (anonymised) accounts are never found.
 */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", sql<string>`lower(${email})`)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", id)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
}
