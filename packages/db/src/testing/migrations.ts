import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations } from "../migrate";

/**
 * Migrates `db` down to `target` (which stays applied) and returns the migrations undone,
 * newest first; throws if one fails to go down.
 */
export async function migrateDownTo<DB>(db: Kysely<DB>, target: string): Promise<string[]> {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
  });
  const { error, results } = await migrator.migrateTo(target);
  if (error instanceof Error) throw error;
  if (error !== undefined) throw new Error(`migrating down to ${target} failed`, { cause: error });
  return results?.map((result) => result.migrationName) ?? [];
}

/** Every migration after `target`, newest first: what migrating down to it must undo. */
export function migrationsAfter(target: string): string[] {
  const names = Object.keys(migrations).sort();
  if (!names.includes(target)) throw new Error(`no migration is named ${target}`);
  return names.filter((name) => name > target).reverse();
}
