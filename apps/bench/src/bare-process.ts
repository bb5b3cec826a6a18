import path from "node:path";
import { BENCH_DIR } from "./paths";
import { freePort, startServerProcess, type ServerProcess } from "./server-process";

/** The bare reference (bare-server.ts) in a process of its own, like the product. */
export async function startBareServer(options: {
  databaseUrl: string;
  logFile: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  return startServerProcess({
    name: "the bare reference server",
    command: process.execPath,
    // tsx compiles the TypeScript once at start; the requests run plain JavaScript.
    args: ["--import", "tsx", path.join(BENCH_DIR, "src", "bare-server-main.ts")],
    cwd: BENCH_DIR,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
    },
    port,
    logFile: options.logFile,
    readyPath: "/api/health",
    readyTimeoutMs: 30_000,
  });
}
