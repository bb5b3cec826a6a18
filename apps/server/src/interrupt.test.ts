import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "./test-support";

/*
 * README: "Stop it with Ctrl-C; it shuts down the server and the embedded database
 * cleanly." A terminal's Ctrl-C sends SIGINT to the whole foreground process group: the
 * server and the embedded PostgreSQL it started both receive it, and PostgreSQL ends the
 * server's connections at once while the server is still stopping.
 */

const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function logLines(output: string): Record<string, unknown>[] {
  return output.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

describe("Ctrl-C on a server with the embedded database", () => {
  it(
    "stops the server and the database, logging no error, and leaves no process behind",
    // From source with an embedded PostgreSQL made afresh: initdb and tsx's compiling take
    // several seconds alone, far more on a two-core CI machine busy with the browser suite.
    { timeout: 180_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "uplink-interrupt-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: path.join(dir, "data"),
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "info",
      };
      delete env.DATABASE_URL;
      delete env.SMTP_URL;
      // A process group of its own, as a terminal gives the command it runs.
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: SERVER_DIR,
        env,
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      const pid = child.pid as number;
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) =>
        child.once("exit", (code) => resolve(code)),
      );
      cleanups.push(async () => {
        if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
        await exited;
      });

      const deadline = Date.now() + 150_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
        const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((response) => response.ok)
          .catch(() => false);
        if (healthy) break;
        if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      process.kill(-pid, "SIGINT");
      expect(await exited, output).toBe(0);
      const lines = logLines(output);
      expect(
        lines.filter((line) => (line.level as number) >= 50),
        output,
      ).toEqual([]);
      expect(lines.at(-1)?.msg, output).toBe("stopped");
      // The embedded server is gone with the server, and its data directory is free.
      const gone = Date.now() + 10_000;
      while (groupAlive(pid) && Date.now() < gone) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(groupAlive(pid)).toBe(false);
      expect(existsSync(path.join(dir, "data", "pg", "postmaster.pid"))).toBe(false);
    },
  );
});
