import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureAdminAccount } from "@uplink/api/server";
import { createDatabase, migrateToLatest } from "@uplink/db";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { crashShutDown, shutDown } from "./shutdown";

/** PostgreSQL's error code for a connection it ends because it is shutting down. */
const ADMIN_SHUTDOWN = "57P01";

/** Works from the bundle (apps/server/dist) and from source (apps/server/src). */
const WEB_DIR = fileURLToPath(new URL("../../web/dist/", import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * What an error nothing caught does. Until the server is up it is told on standard error
 * and the process exits at once; main() then hands it to the server's graceful stop.
 */
let onCrash = (error: unknown, origin: string): void => {
  console.error(`uncaught error (${origin}) while starting:`, error);
  process.exit(1);
};
process.on("uncaughtException", (error, origin) => onCrash(error, origin));
process.on("unhandledRejection", (reason) => onCrash(reason, "unhandledRejection"));

async function main() {
  const config = readConfig();
  // Until the app's logger exists, a lost database connection is told on standard error.
  let logPoolError = (error: Error) => console.error(`database connection error: ${error.message}`);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    onPoolError: (error) => logPoolError(error),
  });
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    databaseUrl: database.url,
    webDir: WEB_DIR,
    jobs: true,
  });
  let stopping = false;
  logPoolError = (error) => {
    // Ctrl-C reaches the whole process group: the embedded PostgreSQL stops beside the server
    // and closes its idle connections (57P01, admin_shutdown) while the server stops too.
    if (stopping && (error as { code?: string }).code === ADMIN_SHUTDOWN) {
      app.log.info("database connection closed: the database is stopping too");
    } else {
      app.log.error({ err: error }, "database connection lost");
    }
  };
  app.log.info(
    { database: database.embedded ? "embedded" : "external", dataDir: config.dataDir },
    "database ready",
  );
  if (config.admin) {
    try {
      const outcome = await ensureAdminAccount(database.db, config.admin);
      app.log.info({ username: config.admin.username, outcome }, "administrator account ready");
    } catch (error) {
      app.log.error({ err: error }, "could not set up the administrator account");
      await app.close();
      await database.close();
      process.exit(1);
    }
  }
  if (!config.smtpUrl) {
    app.log.info(
      { outbox: path.join(config.dataDir, "outbox") },
      "SMTP_URL is not set: mail is written to the outbox",
    );
  }

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    process.exit(await shutDown({ app, database, deadlineMs: config.shutdownTimeoutMs }));
  };
  // `on`, not `once`: a second signal (a terminal and a parent script both
  // forwarding Ctrl-C) must not kill the process halfway through its shutdown.
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  onCrash = (error, origin) => {
    if (stopping) {
      // Already stopping (a signal or an earlier error): say why, and exit with a failure now.
      app.log.fatal({ err: error, origin }, "uncaught error while stopping");
      process.exit(1);
    }
    stopping = true;
    void crashShutDown({ app, database, deadlineMs: config.shutdownTimeoutMs }, error, origin).then(
      (code) => process.exit(code),
    );
  };

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, "could not listen");
    await database.close();
    process.exit(1);
  }
}

await main();
