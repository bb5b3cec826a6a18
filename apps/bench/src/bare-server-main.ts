import { buildBareServer } from "./bare-server";
import { createReferencePool } from "./bare-queries";

/** The bare reference as its own process: DATABASE_URL and PORT from the environment. */
const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!databaseUrl || !Number.isInteger(port)) {
  console.error("bare reference server: set DATABASE_URL and PORT");
  process.exit(1);
}

const pool = createReferencePool(databaseUrl);
pool.on("error", (error) => console.error(`database connection error: ${error.message}`));
const app = buildBareServer(pool);

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());

await app.listen({ port, host: "127.0.0.1" });
