import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";

/** A server under test, running in a process of its own. */
export interface ServerProcess {
  name: string;
  baseUrl: string;
  pid: number;
  /** Its peak resident set so far (VmHWM), in bytes; undefined where /proc cannot tell. */
  peakRssBytes(): Promise<number | undefined>;
  /** Its resident set now (VmRSS), in bytes; undefined where /proc cannot tell. */
  rssBytes(): Promise<number | undefined>;
  /** Lowers its peak resident set to what it holds now; false where Linux will not. */
  resetPeakRss(): Promise<boolean>;
  /** The end of what it printed, to explain a failure. */
  logTail(): Promise<string>;
  stop(): Promise<void>;
}

export interface ServerLaunch {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** Standard output and error go here. */
  logFile: string;
  /** Answers 200 once the server is ready. */
  readyPath: string;
  readyTimeoutMs: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

/** A field of /proc/<pid>/status counted in kB, in bytes. */
async function statusBytes(pid: number, field: "VmHWM" | "VmRSS"): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, "m").exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times: USER_HZ, 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The processor time `pid` has used so far (user and system, all its threads), in
 * seconds, from /proc/<pid>/stat; undefined where /proc cannot tell.
 */
export async function cpuSecondsOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces: the fields follow its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** VmHWM of /proc/<pid>/status: the most memory the process has held at once. */
export function peakRssOf(pid: number): Promise<number | undefined> {
  return statusBytes(pid, "VmHWM");
}

/** VmRSS of /proc/<pid>/status: the memory the process holds now. */
export function rssOf(pid: number): Promise<number | undefined> {
  return statusBytes(pid, "VmRSS");
}

/** Writing 5 to /proc/<pid>/clear_refs sets VmHWM to the current VmRSS (Linux 4.0 on). */
export async function resetPeakRssOf(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

async function tailOf(file: string, lines = 30): Promise<string> {
  const text = await readFile(file, "utf8").catch(() => "");
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Starts the server and waits until its ready path answers 200; throws with its log if not. */
export async function startServerProcess(launch: ServerLaunch): Promise<ServerProcess> {
  const log = createWriteStream(launch.logFile);
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${launch.port}`;
  const pid = child.pid;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
  };

  const deadline = Date.now() + launch.readyTimeoutMs;
  while (pid !== undefined && child.exitCode === null && Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}${launch.readyPath}`);
      await response.arrayBuffer();
      if (response.status === 200) {
        return {
          name: launch.name,
          baseUrl,
          pid,
          peakRssBytes: () => peakRssOf(pid),
          rssBytes: () => rssOf(pid),
          resetPeakRss: () => resetPeakRssOf(pid),
          logTail: () => tailOf(launch.logFile),
          stop,
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const why = child.exitCode === null ? "did not become ready in time" : "exited";
  await stop();
  throw new Error(`${launch.name} ${why}; its log ends:\n${await tailOf(launch.logFile)}`);
}
