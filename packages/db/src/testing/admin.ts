import { sql } from "kysely";
import { createKysely, createPool } from "../connection";

/** Runs statements on the admin connection, which must outlive none of them. */
async function withAdmin<T>(
  adminUrl: string,
  work: (admin: ReturnType<typeof createKysely>) => Promise<T>,
): Promise<T> {
  const admin = createKysely(createPool(adminUrl, { max: 1 }));
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

/** The admin URL pointed at another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export async function createDatabaseFrom(
  adminUrl: string,
  name: string,
  template: string,
): Promise<void> {
  await withAdmin(adminUrl, (admin) =>
    sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin),
  );
}

export async function dropDatabases(adminUrl: string, names: readonly string[]): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    for (const name of names) {
      // FORCE: a test that forgot to close its pool must not keep its database alive.
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    }
  });
}

export async function databasesStartingWith(adminUrl: string, prefix: string): Promise<string[]> {
  return withAdmin(adminUrl, async (admin) => {
    const { rows } = await sql<{ datname: string }>`
      select datname from pg_database where starts_with(datname, ${prefix})
    `.execute(admin);
    return rows.map((row) => row.datname);
  });
}
