import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";

/**
 * A connection listening on `channel`, for tests of what the triggers notify. `heard(db)`
 * answers what was notified before it was called: it sends a marker of its own and
 * waits for it, and notifications arrive in commit order, so nothing committed earlier
 * can still be on its way. `end()` closes the connection.
 */
export async function listenOn(url: string, channel: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const payloads: string[] = [];
  const markers = new Map<string, () => void>();
  client.on("notification", ({ channel: heardOn, payload = "" }) => {
    if (heardOn !== channel) return;
    const marker = markers.get(payload);
    if (marker) marker();
    else payloads.push(payload);
  });
  await client.query(`listen ${client.escapeIdentifier(channel)}`);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    heard: async (db: Kysely<any>): Promise<string[]> => {
      const marker = `marker:${randomUUID()}`;
      const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
      await sql`select pg_notify(${channel}, ${marker})`.execute(db);
      await arrived;
      return payloads.splice(0);
    },
    end: () => client.end(),
  };
}
