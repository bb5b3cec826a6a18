export { createDatabase, type DatabaseConfig, type DatabaseHandle } from "./create-database";
export { migrateToLatest } from "./migrate";
export type * from "./schema";
