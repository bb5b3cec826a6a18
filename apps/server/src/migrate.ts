import { createDatabase, migrateToLatest } from "@uplink/db";
import { ConfigError, loadConfig } from "./config";

try {
  const config = loadConfig(process.env);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  try {
    await migrateToLatest(database.db);
    console.log("Database is up to date.");
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
