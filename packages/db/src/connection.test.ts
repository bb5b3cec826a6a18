import { createServer, type Server, type Socket } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKysely, createPool } from "./connection";
import { createDatabase } from "./create-database";
import { createTestDatabase, type TestDatabase } from "./testing";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** A TCP server that accepts connections and never says a word: a database that hangs. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return {
    url: `postgres://nobody:secret@127.0.0.1:${address.port}/uplink`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("the connection pool", () => {
  it("a statement running past the statement timeout fails with PostgreSQL's own error instead of hanging", async () => {
    const db = createKysely(createPool(database.url, { max: 1, statementTimeoutMs: 50 }));
    try {
      const refusal = sql`select pg_sleep(30)`.execute(db);
      await expect(refusal).rejects.toMatchObject({
        code: "57014",
        message: expect.stringContaining("statement timeout") as unknown,
      });
      // The connection is still good for the next statement.
      const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(db);
      expect(rows).toEqual([{ answer: 1 }]);
    } finally {
      await db.destroy();
    }
  });

  it("a database that accepts the connection but never answers fails the query after the connect timeout", async () => {
    const silent = await silentServer();
    const db = createKysely(createPool(silent.url, { max: 1, connectTimeoutMs: 100 }));
    try {
      await expect(sql`select 1`.execute(db)).rejects.toThrow(/timeout/i);
    } finally {
      await db.destroy();
      await silent.close();
    }
  });

  it("a connection lost while idle is reported to onError rather than crashing the process", async () => {
    let reported: (error: Error) => void = () => {};
    const poolError = new Promise<Error>((resolve) => (reported = resolve));
    const pool = createPool(database.url, { max: 1, onError: reported });
    const db = createKysely(pool);
    const killer = createKysely(createPool(database.url, { max: 1 }));
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const pid = rows[0]?.pid;
      await sql`select pg_terminate_backend(${pid})`.execute(killer);
      expect((await poolError).message).toMatch(/terminat/i);
      // The pool replaces the lost connection.
      const again = await sql<{ answer: number }>`select 1 as answer`.execute(db);
      expect(again.rows).toEqual([{ answer: 1 }]);
    } finally {
      await killer.destroy();
      await db.destroy();
    }
  });
});

describe("createDatabase", () => {
  async function statementTimeoutOf(options: { statementTimeoutMs?: number }): Promise<string> {
    const handle = await createDatabase({ databaseUrl: database.url, dataDir: ".", ...options });
    try {
      const { rows } = await sql<{
        statementTimeout: string;
      }>`select current_setting('statement_timeout') as statement_timeout`.execute(handle.db);
      return rows[0]?.statementTimeout ?? "";
    } finally {
      await handle.close();
    }
  }

  it("holds every statement to 15 s unless told otherwise", async () => {
    expect(await statementTimeoutOf({})).toBe("15s");
    expect(await statementTimeoutOf({ statementTimeoutMs: 2500 })).toBe("2500ms");
    expect(await statementTimeoutOf({ statementTimeoutMs: 0 })).toBe("0");
  });

  it("logs a lost connection by default", async () => {
    const lines: string[] = [];
    let logged: () => void = () => {};
    const loggedOnce = new Promise<void>((resolve) => (logged = resolve));
    const handle = await createDatabase({
      databaseUrl: database.url,
      dataDir: ".",
      log: (line) => {
        lines.push(line);
        logged();
      },
    });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        handle.db,
      );
      await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(database.db);
      await loggedOnce;
      expect(lines[0]).toMatch(/^database connection error: .*terminat/i);
    } finally {
      await handle.close();
    }
  });
});
