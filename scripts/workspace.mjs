// Shared by `npm start` and `npm test`: they must work on a machine that has only
// Node.js. The first install fetches pnpm through npx at the version package.json
// pins; after that the workspace's own copy (a root devDependency) is used, which
// saves npx's seconds on every start.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const pnpmSpec = packageJson.packageManager;
const binDir = path.join(root, "node_modules", ".bin");

// turbo runs package scripts with pnpm, so the local bin folder goes on PATH.
export const env = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
};

function spawn(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpmCommand() {
  const local = path.join(binDir, "pnpm");
  return existsSync(local) ? [local] : ["npx", "-y", pnpmSpec];
}

/** Runs pnpm and hands back its exit status. */
export function pnpmStatus(args) {
  const [command, ...prefix] = pnpmCommand();
  return spawn(command, [...prefix, ...args]);
}

/** Runs pnpm and stops this script with pnpm's status if it fails. */
export function pnpm(args) {
  const status = pnpmStatus(args);
  if (status !== 0) process.exit(status);
}

const stampFile = path.join(root, "node_modules", ".uplink-install-stamp");

function installFingerprint() {
  const hash = createHash("sha256");
  hash.update(pnpmSpec);
  hash.update(readFileSync(path.join(root, "pnpm-lock.yaml")));
  return hash.digest("hex");
}

/** Installs dependencies unless the lockfile is unchanged since the last install. */
export function install() {
  const fingerprint = installFingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === fingerprint) return;
  pnpm(["install", "--frozen-lockfile"]);
  writeFileSync(stampFile, fingerprint);
}

export function turbo(args) {
  const status = spawn(path.join(binDir, "turbo"), args);
  if (status !== 0) process.exit(status);
}

export function turboStatus(args) {
  return spawn(path.join(binDir, "turbo"), args);
}
