import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/*
 * The server started from source in a process of its own (tsx compiles it as it loads),
 * for the tests of what only a whole process shows: a crash, a signal.
 */

const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The process's standard output and error, its log lines among them. */
  output: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** What the process has written so far. */
  output: () => string;
  /** Resolves when the process exits. */
  exited: Promise<Exit>;
}

/**
 * Starts `src/main.ts` with `env`, loading the modules of `imports` first; `detached` gives
 * it a process group of its own, as a terminal gives the command it runs.
 */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  options: { imports?: string[]; detached?: boolean } = {},
): ServerProcess {
  const imports = ["tsx", ...(options.imports ?? [])].flatMap((module) => ["--import", module]);
  const child = spawn(process.execPath, [...imports, "src/main.ts"], {
    cwd: SERVER_DIR,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, output })),
  );
  return { child, output: () => output, exited };
}

/** Waits until the server on `port` answers /api/health, failing if it exits or takes over `timeoutMs`. */
export async function untilHealthy(
  server: ServerProcess,
  port: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited early:\n${server.output()}`);
    }
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    if (Date.now() > deadline) {
      throw new Error(`the server did not become healthy:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The JSON log lines of a process's output. */
export function logLines(output: string): Record<string, unknown>[] {
  return output.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
