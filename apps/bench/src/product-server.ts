import { existsSync } from "node:fs";
import path from "node:path";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../../server/node-flags.mjs";
import { REPO_ROOT, SERVER_ENTRY, WEB_DIST } from "./paths";
import { freePort, startServerProcess, type ServerProcess } from "./server-process";

/**
 * Every client of the run is on the loopback interface: exempt from every rate limit
 * (API and account limits), and the API ceiling lifted to its maximum besides.
 */
const LIFTED_RATE_LIMITS = {
  RATE_LIMIT_ALLOWLIST: "127.0.0.0/8,::1",
  RATE_LIMIT_API_PER_MINUTE: "1000000",
};

/** Settings of the shell that would change what is measured: mail, admin, proxy, hosted sign-in. */
const UNSET_VARIABLES = [
  "SMTP_URL",
  "ADMIN_USERNAME",
  "ADMIN_PASSWORD",
  "TRUST_PROXY",
  "CLERK_PUBLISHABLE_KEY",
  "CLERK_JWT_KEY",
  "CLERK_ISSUER",
];

/** Why the production build cannot be run, or undefined when it can. */
export function missingBuild(): string | undefined {
  for (const file of [SERVER_ENTRY, path.join(WEB_DIST, "index.html")]) {
    if (!existsSync(file)) return `${file} is missing: build first (pnpm build)`;
  }
  return undefined;
}

/**
 * The production build (apps/server/dist/main.js) exactly as `npm start` runs it, on the
 * bench database. It logs at `warn`, so the request log is not part of what is measured.
 */
export async function startProductServer(options: {
  databaseUrl: string;
  dataDir: string;
  logFile: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...SERVER_ENVIRONMENT,
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    ...LIFTED_RATE_LIMITS,
  };
  for (const name of UNSET_VARIABLES) delete env[name];
  return startServerProcess({
    name: "the product server",
    command: process.execPath,
    // For looking into the server: e.g. BENCH_NODE_OPTIONS=--cpu-prof with --only.
    args: [
      ...SERVER_NODE_FLAGS,
      ...(process.env.BENCH_NODE_OPTIONS?.split(" ").filter(Boolean) ?? []),
      SERVER_ENTRY,
    ],
    cwd: REPO_ROOT,
    env,
    port,
    logFile: options.logFile,
    readyPath: "/api/health",
    readyTimeoutMs: 120_000,
  });
}
