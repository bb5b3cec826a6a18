import { sql } from "kysely";
import { createKysely, createPool } from "../connection";

/** Runs statements on admin connections (`max` at once), which must outlive none of them. */
async function withAdmin<T>(
  adminUrl: string,
  work: (admin: ReturnType<typeof createKysely>) => Promise<T>,
  max = 1,
): Promise<T> {
  const admin = createKysely(createPool(adminUrl, { max }));
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

/**
 * A copy of `template` named `name`. Its commits do not wait for the disk
 * (synchronous_commit off, for every connection to it, whoever opens it): a
 * test database is thrown away, never recovered after a crash, and what each
 * commit makes visible to other sessions is the same.
 */
export async function createDatabaseFrom(
  adminUrl: string,
  name: string,
  template: string,
): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
    await sql`alter database ${sql.id(name)} set synchronous_commit = off`.execute(admin);
  });
}

/** How many databases are dropped at once. */
const DROPS_AT_ONCE = 12;

/**
 * Drops `names`, several at once: each DROP DATABASE waits for a checkpoint, and
 * drops under way together share one instead of waiting for one each (seconds
 * apiece on a busy server).
 */
export async function dropDatabases(adminUrl: string, names: readonly string[]): Promise<void> {
  const left = [...names];
  await withAdmin(
    adminUrl,
    async (admin) => {
      const dropper = async () => {
        for (let name = left.shift(); name !== undefined; name = left.shift()) {
          // FORCE: a test that forgot to close its pool must not keep its database alive.
          await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
        }
      };
      await Promise.all(Array.from({ length: Math.min(DROPS_AT_ONCE, left.length) }, dropper));
    },
    DROPS_AT_ONCE,
  );
}

export async function databasesStartingWith(adminUrl: string, prefix: string): Promise<string[]> {
  return withAdmin(adminUrl, async (admin) => {
    const { rows } = await sql<{ datname: string }>`
      select datname from pg_database where starts_with(datname, ${prefix})
    `.execute(admin);
    return rows.map((row) => row.datname);
  });
}
