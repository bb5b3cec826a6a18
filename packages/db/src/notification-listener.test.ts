import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { NotificationListener } from "./notification-listener";
import type { Database } from "./schema";
import { createTestDatabase, type TestDatabase } from "./testing";

let database: TestDatabase | undefined;
let listener: NotificationListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
  await database?.destroy();
  database = undefined;
});

const APPLICATION_NAME = "uplink notification listener";

async function listening(channels: string[], options: { reconnectDelayMs?: number } = {}) {
  database = await createTestDatabase();
  listener = new NotificationListener(database.url, { channels, ...options });
  const heard: string[] = [];
  const events: string[] = [];
  listener.onNotification((channel, payload) => heard.push(`${channel}:${payload}`));
  listener.onConnected(() => events.push("connected"));
  listener.onLost(() => events.push("lost"));
  await listener.start();
  return { db: database.db, listener, heard, events };
}

function notify(db: Kysely<Database>, channel: string, payload: string) {
  return sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

/** Ends the listener's connection from the server's side, as a restart or a cut would. */
function terminateListener(db: Kysely<Database>) {
  return sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = ${APPLICATION_NAME} and datname = current_database()
  `.execute(db);
}

async function eventually(condition: () => boolean, deadlineMs = 5_000) {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("NotificationListener", () => {
  it("hears what is notified on its channels, and nothing of others", async () => {
    const { db, listener, heard, events } = await listening(["session_changes", "other"]);
    expect(listener.listening).toBe(true);
    expect(events).toEqual(["connected"]);
    await notify(db, "session_changes", "session:1");
    await notify(db, "unheard", "session:2");
    await notify(db, "other", "x");
    await listener.sync();
    expect(heard).toEqual(["session_changes:session:1", "other:x"]);
  });

  it("has heard every notification committed before sync() once it resolves, every time", async () => {
    const { db, listener, heard } = await listening(["session_changes"]);
    for (let round = 0; round < 200; round += 1) {
      await notify(db, "session_changes", `round ${round}`);
      await listener.sync();
      expect(heard.at(-1)).toBe(`session_changes:round ${round}`);
    }
    // Many syncs at once share round trips, and all resolve.
    await Promise.all(Array.from({ length: 50 }, () => listener.sync()));
  });

  it("reconnects after losing its connection, tells both, and hears again", async () => {
    const { db, listener, heard, events } = await listening(["session_changes"], {
      reconnectDelayMs: 20,
    });
    await terminateListener(db);
    await eventually(() => events.length === 3);
    expect(events).toEqual(["connected", "lost", "connected"]);
    expect(listener.listening).toBe(true);
    await notify(db, "session_changes", "after");
    await listener.sync();
    expect(heard).toEqual(["session_changes:after"]);
  });

  it("keeps trying while the database cannot be reached, resolving sync() at once meanwhile, and listens once it can", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const later = `${new URL(database.url).pathname.slice(1)}_later`;
    const url = new URL(database.url);
    url.pathname = `/${later}`;
    listener = new NotificationListener(url.toString(), {
      channels: ["session_changes"],
      reconnectDelayMs: 10,
      maxReconnectDelayMs: 50,
    });
    await listener.start();
    expect(listener.listening).toBe(false);
    await listener.sync();

    await sql`create database ${sql.id(later)}`.execute(db);
    try {
      await eventually(() => listener!.listening);
    } finally {
      await listener.close();
      await sql`drop database ${sql.id(later)} with (force)`.execute(db);
    }
  });

  it("stops for good once closed", async () => {
    const { db, listener, events } = await listening(["session_changes"], {
      reconnectDelayMs: 10,
    });
    await listener.close();
    expect(listener.listening).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await sql<{ count: string }>`
      select count(*) from pg_stat_activity
      where application_name = ${APPLICATION_NAME} and datname = current_database()
    `.execute(db);
    expect(rows[0]?.count).toBe("0");
    expect(events).toEqual(["connected"]);
  });
});
