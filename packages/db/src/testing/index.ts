/**
 * Test support for packages that use the database. In a package's
 * vitest.config.ts:
 *
 * ```ts
 * test: { globalSetup: ["@uplink/db/testing/global-setup"], testTimeout: 30_000, hookTimeout: 60_000 }
 * ```
 *
 * and in a test file, `createTestDatabase()` in beforeAll, `destroy()` in afterAll.
 * The run uses the server at DATABASE_URL when it is set, else one embedded
 * server of its own.
 */
export {
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
} from "./create-test-database";
export type { TestDatabaseContext } from "./context";
export { listenOn } from "./notifications";
export { migrateDownTo, migrationsAfter } from "./migrations";
export { recordingStatements } from "./recording";
