// Shared by `npm start` and `npm test`: they must work on a machine that has only
// Node.js, so pnpm comes through npx at the version package.json pins.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const pnpmSpec = packageJson.packageManager;

export const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function pnpm(args) {
  run("npx", ["-y", pnpmSpec, ...args]);
}

/** Like pnpm(), but hands back the exit status instead of stopping on failure. */
export function pnpmStatus(args) {
  const result = spawnSync("npx", ["-y", pnpmSpec, ...args], { cwd: root, stdio: "inherit", env });
  if (result.error) throw result.error;
  return result.status ?? 1;
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

/** turbo is run through pnpm so that pnpm is on its PATH for the package scripts. */
export function turbo(args) {
  pnpm(["exec", "turbo", ...args]);
}
