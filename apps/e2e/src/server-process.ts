import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

/** When set, the server logs every request and its whole log is written here at the end. */
const SERVER_LOG = process.env.E2E_SERVER_LOG;

const SERVER_ENTRY = fileURLToPath(new URL("../../server/dist/main.js", import.meta.url));

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR; without SMTP_URL its mails land in DATA_DIR/outbox. */
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** A fresh database on DATABASE_URL's server, or nothing (the app then embeds its own). */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `uplink_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** Runs the built server (apps/server/dist) exactly as `npm start` does, on a free port. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-e2e-"));
  const database = await freshDatabase();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // Links in mails point where the browser is, so its session (local storage) applies.
    PUBLIC_URL: baseUrl,
    // Mails go to the outbox the journeys read, whatever the shell has set (spawn drops undefined).
    SMTP_URL: undefined,
    LOG_LEVEL: SERVER_LOG ? "info" : "warn",
    // Every journey's people sign up from this one address, more than the 20 sign-ups an
    // hour one address may make; the limits themselves are tested in apps/server.
    RATE_LIMIT_ALLOWLIST: "127.0.0.1",
    ...extraEnv,
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;

  let output = "";
  const child = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, child, () => output);

  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (SERVER_LOG) await writeFile(SERVER_LOG, output);
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
